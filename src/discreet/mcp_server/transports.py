"""The two transports: stdio (one API key for the process) and streamable HTTP (each
request brings its own bearer key; a request without one is refused with 401 before it
reaches the MCP layer)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from uuid import UUID

import anyio
from starlette.applications import Starlette
from starlette.types import ASGIApp, Receive, Scope, Send

from discreet.bearer import bearer_token

from .server import DiscreetTools, build_server

__all__ = ["BearerRequired", "http_app", "run_stdio"]


def run_stdio(base_url: str, api_key: str, *, customer_id: UUID | None = None) -> None:
    """Serve MCP on standard input and output until the client closes them."""
    tools = DiscreetTools(base_url, api_key=api_key, customer_id=customer_id)

    async def main() -> None:
        try:
            await build_server(tools).run_stdio_async()
        finally:
            await tools.aclose()

    anyio.run(main)


class BearerRequired:
    """401 for a request to the MCP endpoint without an ``Authorization: Bearer`` key."""

    def __init__(self, app: ASGIApp) -> None:
        self._app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            if bearer_token(headers.get(b"authorization", b"").decode("latin-1")) is None:
                body = json.dumps(
                    {
                        "error": {
                            "code": "unauthenticated",
                            "message": "send 'Authorization: Bearer <Discreet API key>'",
                        }
                    }
                ).encode()
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"www-authenticate", b"Bearer"),
                            (b"content-length", str(len(body)).encode()),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self._app(scope, receive, send)


def http_app(
    base_url: str, *, path: str = "/mcp", host: str = "127.0.0.1"
) -> tuple[Starlette, DiscreetTools]:
    """The streamable-HTTP MCP app (stateless: any replica answers any request) and its
    tools (close them with `aclose` when the app stops)."""
    tools = DiscreetTools(base_url)
    server = build_server(tools)
    inner = server.streamable_http_app(streamable_http_path=path, stateless_http=True, host=host)

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        async with server.session_manager.run():
            yield
        await tools.aclose()

    app = Starlette(lifespan=lifespan)
    app.mount("/", BearerRequired(inner))
    return app, tools
