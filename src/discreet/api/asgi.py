"""Pure ASGI middleware's shared parts: `HttpMiddleware`, the base of those that act on
HTTP requests only (the request id, the security headers, the body limit), and
`send_json`, the JSON answer sent before or instead of the application (the body limit,
admission, the demo's readiness)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send

__all__ = ["HttpMiddleware", "send_json"]


class HttpMiddleware:
    """Pure ASGI middleware around `app` that acts on HTTP requests (`http`, in the
    subclass) and passes every other scope (lifespan, websocket) to `app` untouched."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        await self.http(scope, receive, send)

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        raise NotImplementedError


async def send_json(
    send: Send, status: int, body: Mapping[str, Any], *headers: tuple[bytes, bytes]
) -> None:
    """Answer `status` with `body` as JSON: its content type and length, then `headers`."""
    data = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(data)).encode()),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": data})
