"""Azure OpenAI addressing and credentials (`discreet.azure_openai`), without a server."""

from __future__ import annotations

import time
from dataclasses import dataclass

import httpx
import pytest

from discreet.azure_openai import (
    AzureAuth,
    CredentialUnavailable,
    api_version_params,
    deployment_url,
)


@pytest.mark.parametrize(
    ("endpoint", "expected"),
    [
        ("https://res.openai.azure.com", "https://res.openai.azure.com/openai/deployments/gpt"),
        ("https://res.openai.azure.com/", "https://res.openai.azure.com/openai/deployments/gpt"),
        (
            "https://res.services.ai.azure.com/openai",
            "https://res.services.ai.azure.com/openai/deployments/gpt",
        ),
        ("http://127.0.0.1:8091", "http://127.0.0.1:8091/openai/deployments/gpt"),
    ],
)
def test_deployment_url(endpoint: str, expected: str) -> None:
    assert deployment_url(endpoint, "gpt") == expected


def test_deployment_names_are_quoted_and_bad_input_is_refused() -> None:
    assert deployment_url("https://r.example", "my dep").endswith("/deployments/my%20dep")
    for endpoint, deployment in [
        ("r.example", "gpt"),
        ("https://r.example", ""),
        ("https://r", "a/b"),
    ]:
        with pytest.raises(ValueError, match="Azure OpenAI"):
            deployment_url(endpoint, deployment)
    assert api_version_params(" 2024-10-21 ") == {"api-version": "2024-10-21"}
    with pytest.raises(ValueError, match="api-version"):
        api_version_params("  ")


def _sent(auth: AzureAuth) -> httpx.Request:
    request = httpx.Request("POST", "https://r.example/openai/deployments/gpt/chat/completions")
    flow = auth.auth_flow(request)
    return next(flow)


def test_api_key_goes_in_the_api_key_header_and_never_in_repr() -> None:
    auth = AzureAuth(api_key="k-123")
    sent = _sent(auth)
    assert sent.headers["api-key"] == "k-123" and "authorization" not in sent.headers
    assert "k-123" not in repr(auth) and not auth.uses_entra
    with pytest.raises(ValueError, match="either"):
        AzureAuth()
    with pytest.raises(ValueError, match="empty"):
        AzureAuth(api_key=" ")


@dataclass
class _Token:
    token: str
    expires_on: int


class _Credential:
    def __init__(self, raises: bool = False) -> None:
        self.calls = 0
        self.raises = raises

    def get_token(self, *scopes: str) -> _Token:
        self.calls += 1
        if self.raises:
            raise OSError("no identity endpoint")
        assert scopes == ("https://cognitiveservices.azure.com/.default",)
        return _Token(f"t{self.calls}", int(time.time()) + 3600)


def test_entra_token_is_a_bearer_cached_until_near_expiry() -> None:
    credential = _Credential()
    auth = AzureAuth(credential=credential)
    assert _sent(auth).headers["authorization"] == "Bearer t1"
    assert _sent(auth).headers["authorization"] == "Bearer t1"
    assert credential.calls == 1 and auth.uses_entra and "t1" not in repr(auth)


def test_a_failing_credential_is_a_transport_error() -> None:
    with pytest.raises(CredentialUnavailable, match="OSError") as caught:
        _sent(AzureAuth(credential=_Credential(raises=True)))
    assert isinstance(caught.value, httpx.TransportError)
    assert "identity endpoint" not in str(caught.value)
