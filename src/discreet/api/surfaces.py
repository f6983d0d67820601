"""What the API shows besides ``/v1``: security headers on every response, and who may see
``/metrics``, ``/docs`` and ``/openapi.json``.

Each of the two surfaces is ``open`` (the default, for a node bound to loopback or behind
a proxy that filters them), ``token`` (``Authorization: Bearer $DISCREET_OPS_TOKEN``, a
token of the operators, not a tenant's API key: the metrics describe the whole node) or
``off`` (404, as if absent). A wrong or missing token is a 401 that says no more.
"""

from __future__ import annotations

import hmac
from collections.abc import Callable
from typing import Literal

from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, JSONResponse
from starlette.types import Message, Receive, Scope, Send

from discreet.api.asgi import HttpMiddleware
from discreet.api.deps import bearer_token
from discreet.errors import InvalidInput, NotFound, Unauthenticated

__all__ = [
    "SECURITY_HEADERS",
    "Access",
    "SecurityHeaders",
    "check_settings",
    "mount_docs",
    "surface_guard",
]

Access = Literal["open", "token", "off"]

SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=(), payment=()"),
    (b"strict-transport-security", b"max-age=31536000"),  # browsers heed it over HTTPS only
)
# JSON and text answers never need a script, a style or a frame. HTML pages (the API docs,
# which load Swagger UI from its CDN, and the console) are left to set their own policy.
_API_CSP = (b"content-security-policy", b"default-src 'none'; frame-ancestors 'none'")
_NO_STORE = (b"cache-control", b"no-store")


class SecurityHeaders(HttpMiddleware):
    """Pure ASGI middleware: the headers above on every response (errors included), a
    strict content security policy on every answer that is not an HTML page, and
    ``Cache-Control: no-store`` on ``/v1`` answers (they may hold a customer's redacted
    conversation). A header the route set itself is kept."""

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope.get("path", "")
        no_store = path.startswith("/v1/")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers: list[tuple[bytes, bytes]] = list(message.get("headers", []))
                present = {name.lower(): value for name, value in headers}
                extra = list(SECURITY_HEADERS)
                if not present.get(b"content-type", b"").startswith(b"text/html"):
                    extra.append(_API_CSP)
                if no_store:
                    extra.append(_NO_STORE)
                headers.extend(h for h in extra if h[0] not in present)
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)


def _token_ok(request: Request, token: str | None) -> bool:
    given = bearer_token(request)
    if token is None or given is None:
        return False
    return hmac.compare_digest(given.encode(), token.encode())


def surface_guard(access: Access, token: str | None) -> Callable[[Request], None]:
    """A dependency enforcing `access` on a surface's route."""
    check_settings(access, token)

    def guard(request: Request) -> None:
        if access == "off":
            raise NotFound("no such resource")
        if access == "token" and not _token_ok(request, token):
            raise Unauthenticated("send 'Authorization: Bearer <operator token>'")

    return guard


def check_settings(access: Access, token: str | None) -> None:
    if access == "token" and not token:
        raise InvalidInput("a surface set to 'token' needs DISCREET_OPS_TOKEN")


def mount_docs(app: FastAPI, access: Access, token: str | None) -> None:
    """``/openapi.json`` and ``/docs`` for an app created with ``openapi_url=None`` and
    ``docs_url=None``: served behind the token, or not at all."""
    if access == "open":
        raise ValueError("open docs are FastAPI's own; create the app with its defaults")
    if access == "off":
        return
    guard = surface_guard(access, token)

    @app.get("/openapi.json", include_in_schema=False)
    def openapi(request: Request) -> JSONResponse:
        guard(request)
        return JSONResponse(app.openapi())

    @app.get("/docs", include_in_schema=False)
    def docs(request: Request) -> HTMLResponse:
        guard(request)
        return get_swagger_ui_html(openapi_url="/openapi.json", title=f"{app.title} - API")
