"""What Azure OpenAI and Azure AI Foundry deployments need from an HTTP client.

Azure addresses a model by *deployment*, not by name, and versions its API by a required
query parameter::

    POST {endpoint}/openai/deployments/{deployment}/chat/completions?api-version=2024-10-21
    POST {endpoint}/openai/deployments/{deployment}/embeddings?api-version=2024-10-21

and authenticates with an ``api-key`` header (the resource key) or an Entra ID bearer token
for the ``https://cognitiveservices.azure.com/.default`` scope. The bodies and answers are
the OpenAI ones, so the chat backend and the embedder are the OpenAI-compatible classes
given `deployment_url`, `api_version_params` and `AzureAuth` (see
`discreet.agent.backends.azure_openai` and `discreet.knowledge.embedding.azure`).

`AzureAuth` never shows the key or the token in ``repr`` and asks the credential for a new
token shortly before the cached one expires. The credential is anything with Azure's
``get_token(*scopes)`` (``azure.identity.DefaultAzureCredential`` in production, from the
optional ``azure`` extra); this module does not import the Azure SDK.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Generator
from typing import Final, Protocol
from urllib.parse import quote, urlsplit

import httpx

from discreet.config import AZURE_OPENAI_API_VERSION

__all__ = [
    "COGNITIVE_SERVICES_SCOPE",
    "DEFAULT_API_VERSION",
    "AzureAuth",
    "CredentialUnavailable",
    "TokenCredential",
    "api_version_params",
    "deployment_url",
]

COGNITIVE_SERVICES_SCOPE: Final = "https://cognitiveservices.azure.com/.default"
DEFAULT_API_VERSION: Final = AZURE_OPENAI_API_VERSION  # one value, kept with the settings
_REFRESH_BEFORE_S: Final = 300.0  # ask for a new token five minutes before expiry


class AccessTokenLike(Protocol):
    @property
    def token(self) -> str: ...

    @property
    def expires_on(self) -> int: ...


class TokenCredential(Protocol):
    """Azure's credential protocol (``azure.core.credentials.TokenCredential``), narrowed."""

    def get_token(self, *scopes: str) -> AccessTokenLike: ...


def deployment_url(endpoint: str, deployment: str) -> str:
    """``{endpoint}/openai/deployments/{deployment}``; the endpoint is the resource root
    (``https://<resource>.openai.azure.com`` or a Foundry ``...services.ai.azure.com``)."""
    root = endpoint.strip().rstrip("/")
    parts = urlsplit(root)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError("the Azure OpenAI endpoint must be an http(s) URL")
    if root.endswith("/openai"):
        root = root[: -len("/openai")]
    name = deployment.strip()
    if not name or "/" in name:
        raise ValueError("the Azure OpenAI deployment must be a non-empty name without '/'")
    return f"{root}/openai/deployments/{quote(name, safe='')}"


def api_version_params(api_version: str) -> dict[str, str]:
    version = api_version.strip()
    if not version:
        raise ValueError("the Azure OpenAI api-version must not be empty")
    return {"api-version": version}


class CredentialUnavailable(httpx.TransportError):
    """The Entra credential gave no token. A transport error, so callers treat it like an
    unreachable endpoint: retried, then a handoff (chat) or `Unavailable` (embeddings)."""


class AzureAuth(httpx.Auth):
    """Adds Azure's credentials to each request: the ``api-key`` header, or an Entra ID
    ``Authorization: Bearer`` token from `credential`, refreshed before it expires."""

    def __init__(
        self,
        *,
        api_key: str | None = None,
        credential: TokenCredential | None = None,
        scope: str = COGNITIVE_SERVICES_SCOPE,
    ) -> None:
        if (api_key is None) == (credential is None):
            raise ValueError("give Azure OpenAI either an API key or an Entra credential")
        if api_key is not None and not api_key.strip():
            raise ValueError("the Azure OpenAI API key is empty")
        self._api_key = api_key
        self._credential = credential
        self._scope = scope
        self._token: str | None = None
        self._expires_on = 0.0
        self._lock = threading.Lock()

    @classmethod
    def key_or_credential(
        cls, api_key: str | None, credential: TokenCredential | None
    ) -> AzureAuth:
        """The API key when one is given (an empty one counts as none), else `credential`."""
        return cls(api_key=api_key or None, credential=None if api_key else credential)

    def __repr__(self) -> str:
        kind = "api-key" if self._api_key is not None else "entra"
        return f"AzureAuth({kind}, [secure])"

    @property
    def uses_entra(self) -> bool:
        return self._credential is not None

    def _bearer(self) -> str:
        assert self._credential is not None
        with self._lock:
            if self._token is None or time.time() >= self._expires_on - _REFRESH_BEFORE_S:
                try:
                    access = self._credential.get_token(self._scope)
                except Exception as exc:  # the SDK raises many kinds; none may escape
                    raise CredentialUnavailable(
                        f"the Entra credential gave no token ({type(exc).__name__})"
                    ) from exc
                self._token = access.token
                self._expires_on = float(access.expires_on)
            return self._token

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        if self._api_key is not None:
            request.headers["api-key"] = self._api_key
        else:
            request.headers["Authorization"] = f"Bearer {self._bearer()}"
        yield request
