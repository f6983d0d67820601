"""A JSON answer sent from pure ASGI middleware (the body limit, admission, the demo's
readiness), before or instead of the application."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping, MutableMapping
from typing import Any

__all__ = ["send_json"]

Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


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
