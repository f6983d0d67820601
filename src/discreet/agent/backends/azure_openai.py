"""Azure OpenAI and Azure AI Foundry chat deployments.

The OpenAI-compatible backend (`openai_compat.OpenAIChatBackend`) pointed at the deployment's
URL, with ``api-version`` on every request and Azure's credentials (the ``api-key`` header
or an Entra ID token): the same payloads, streaming, timeouts, retries, handoff on failure
and audit (its name in the audit trail is ``azure``). See `discreet.azure_openai`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import httpx
from pydantic import SecretStr

from discreet.agent.backends.openai_compat import OpenAIChatBackend
from discreet.azure_openai import (
    DEFAULT_API_VERSION,
    AzureAuth,
    TokenCredential,
    api_version_params,
    deployment_url,
)

__all__ = ["AzureOpenAIChatBackend"]


class AzureOpenAIChatBackend(OpenAIChatBackend):
    """Chat completions from one Azure deployment; give `api_key` or `credential`."""

    def __init__(
        self,
        *,
        endpoint: str,
        deployment: str,
        api_version: str = DEFAULT_API_VERSION,
        api_key: SecretStr | str | None = None,
        credential: TokenCredential | None = None,
        timeout_s: float = 30.0,
        max_retries: int = 2,
        transport: httpx.BaseTransport | None = None,
        backoff_s: float = 0.5,
        max_tokens: int | None = 512,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        key = api_key.get_secret_value() if isinstance(api_key, SecretStr) else api_key
        auth = AzureAuth.key_or_credential(key, credential)
        super().__init__(
            deployment_url(endpoint, deployment),
            deployment,  # Azure routes by the URL; the body's model names the deployment
            api_key=None,  # never as "Authorization: Bearer": Azure takes it in `api-key`
            timeout_s=timeout_s,
            max_retries=max_retries,
            transport=transport,
            backoff_s=backoff_s,
            max_tokens=max_tokens,
            sleep=sleep,
            name="azure",
            params=api_version_params(api_version),
            auth=auth,
        )
        self.api_version = api_version
        self._auth = auth

    def __repr__(self) -> str:
        return (
            f"AzureOpenAIChatBackend(url={self.base_url!r}, api_version={self.api_version!r}, "
            f"auth={self._auth!r}, timeout_s={self.timeout_s}, max_retries={self.max_retries})"
        )
