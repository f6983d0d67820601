"""Each request's log lines carry its request id (and, once the API key is checked, its
tenant): a pure ASGI middleware opens the log scope and echoes the id as `X-Request-ID`.
A caller's own `X-Request-ID` is kept when it is a short token, so a trace can cross
services; anything else is replaced by a new id (never logged as sent). A new id is a UUID,
a shape the log scrub lets through unscanned: a bare run of hex digits looks like a secret
to it, and would be logged as ``[SECRET]`` after a scan costing a fraction of a millisecond
on every line."""

from __future__ import annotations

import re
import uuid
from typing import Final

from starlette.datastructures import MutableHeaders
from starlette.types import Message, Receive, Scope, Send

from discreet.api.asgi import HttpMiddleware
from discreet.logging import log_scope

__all__ = ["REQUEST_ID_HEADER", "LogContext"]

REQUEST_ID_HEADER: Final = "x-request-id"
_TOKEN: Final = re.compile(r"[A-Za-z0-9._-]{8,64}")


class LogContext(HttpMiddleware):
    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        sent = dict(scope.get("headers") or []).get(REQUEST_ID_HEADER.encode(), b"")
        given = sent.decode("latin-1")
        request_id = given if _TOKEN.fullmatch(given) else str(uuid.uuid4())

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                MutableHeaders(scope=message)[REQUEST_ID_HEADER] = request_id
            await send(message)

        with log_scope(request_id=request_id):
            await self.app(scope, receive, send_with_id)
