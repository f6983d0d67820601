"""`/metrics` and the API docs: open, behind the operators' token, or off; and the
settings that would leave a surface unguarded refused at start.

The app runs in process over ASGI on the test's real database, with the settings of each
case (the container's engines, other settings changed)."""

from __future__ import annotations

import dataclasses

import pytest
from fastapi.testclient import TestClient
from pydantic import SecretStr

from discreet.api.app import create_app
from discreet.bootstrap import Container
from discreet.errors import InvalidInput

pytestmark = pytest.mark.e2e

TOKEN = "ops-" + "t" * 32


def _app(container: Container, **changes: object) -> TestClient:
    settings = container.settings.model_copy(update=changes)
    wired = dataclasses.replace(container, settings=settings)
    return TestClient(create_app(wired))


@pytest.mark.parametrize("path", ["/metrics", "/docs", "/openapi.json"])
def test_open_by_default(container: Container, path: str) -> None:
    with _app(container) as http:
        assert http.get(path).status_code == 200


@pytest.mark.parametrize("path", ["/metrics", "/docs", "/openapi.json", "/redoc"])
def test_off_is_404(container: Container, path: str) -> None:
    with _app(container, metrics_access="off", docs_access="off") as http:
        r = http.get(path)
    assert r.status_code == 404
    assert r.json()["error"]["code"] == "not_found"


@pytest.mark.parametrize("path", ["/metrics", "/docs", "/openapi.json"])
def test_token_needs_the_operators_token(container: Container, path: str) -> None:
    with _app(
        container, metrics_access="token", docs_access="token", ops_token=SecretStr(TOKEN)
    ) as http:
        assert http.get(path).status_code == 401
        assert http.get(path, headers={"Authorization": "Bearer wrong"}).status_code == 401
        ok = http.get(path, headers={"Authorization": f"Bearer {TOKEN}"})
    assert ok.status_code == 200
    if path == "/openapi.json":
        assert "/v1/search" in ok.json()["paths"]


def test_token_without_a_token_is_refused_at_start(container: Container) -> None:
    with pytest.raises(InvalidInput, match="DISCREET_OPS_TOKEN"):
        _app(container, docs_access="token")
    with pytest.raises(InvalidInput, match="DISCREET_OPS_TOKEN"):
        _app(container, metrics_access="token")


def test_the_docs_page_may_load_its_scripts_and_the_api_may_not(container: Container) -> None:
    with _app(container) as http:
        docs = http.get("/docs")
        api = http.get("/healthz")
    assert "content-security-policy" not in docs.headers
    assert api.headers["content-security-policy"] == "default-src 'none'; frame-ancestors 'none'"
    assert docs.headers["x-frame-options"] == "DENY"
