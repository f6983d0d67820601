"""Request body limits, enforced while the body is read.

Every request body may hold at most ``DISCREET_MAX_JSON_BYTES`` (1 MiB by default); the
routes that take a file (`documents.uploads_router`) may hold
``DISCREET_MAX_UPLOAD_BYTES`` (21 MiB: the 20 MiB file limit and the form around it). A
declared ``Content-Length`` past the limit is answered 413 before a byte of the body is read;
a body without one (chunked) is counted as it arrives and cut off with a 413 the moment it
passes the limit. The answer has the API's error shape, ``{"error": {"code": "too_large"}}``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from discreet.api.asgi import HttpMiddleware, send_json

__all__ = ["BodyLimit", "LargerBody", "too_large_message"]


def too_large_message(limit: int) -> str:
    return f"the request body is larger than {limit} bytes"


@dataclass(frozen=True)
class LargerBody:
    """A route allowed a larger body: its path pattern, its methods, its limit."""

    path: re.Pattern[str]
    methods: frozenset[str]
    limit: int


class BodyLimit(HttpMiddleware):
    """Pure ASGI middleware; see the module docstring."""

    def __init__(self, app: ASGIApp, *, default: int, larger: Iterable[LargerBody] = ()) -> None:
        super().__init__(app)
        self.default = default
        self.larger = tuple(larger)

    def limit_for(self, method: str, path: str) -> int:
        for route in self.larger:
            if method in route.methods and route.path.match(path):
                return route.limit
        return self.default

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        limit = self.limit_for(scope["method"], scope["path"])
        declared = _content_length(scope)
        if declared is not None and declared > limit:
            await _refuse(send, limit)
            return
        received = 0

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    # Raised inside the route's body parsing: FastAPI passes an
                    # HTTPException on, and the app's handler answers it.
                    raise HTTPException(413, too_large_message(limit))
            return message

        await self.app(scope, counted, send)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def _refuse(send: Send, limit: int) -> None:
    body = {"error": {"code": "too_large", "message": too_large_message(limit)}}
    await send_json(send, 413, body, (b"connection", b"close"))
