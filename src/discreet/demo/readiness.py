"""`/readyz` waits for the demo: while its policies are still being indexed the node is not
ready (503, ``checks.demo = "indexing"``), so nothing sends the README's first question to a
node that would abstain on it. Once the demo is searchable the check passes for good and
`/readyz` answers exactly as the API's own route does.

It wraps the application (pure ASGI) instead of adding to the health route, so the route's
own checks stay the API's business.
"""

from __future__ import annotations

from collections.abc import Callable

from starlette.concurrency import run_in_threadpool
from starlette.types import ASGIApp, Receive, Scope, Send

from discreet.api.asgi import send_json

__all__ = ["DemoReadiness"]


class DemoReadiness:
    """ASGI middleware: ``GET /readyz`` is 503 until `probe()` returns ``"ok"``.

    `probe` is blocking (a database read) and runs on a worker thread; after its first
    ``"ok"`` it is not called again.
    """

    def __init__(self, app: ASGIApp, *, probe: Callable[[], str]) -> None:
        self._app = app
        self._probe = probe
        self._ready = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self._ready or scope.get("type") != "http" or scope.get("path") != "/readyz":
            await self._app(scope, receive, send)
            return
        try:
            state = await run_in_threadpool(self._probe)
        except Exception:  # the database is not answering: the route below says so
            state = "ok"
        if state == "ok":
            self._ready = True
            await self._app(scope, receive, send)
            return
        body = {"status": "not_ready", "checks": {"demo": state}}
        await send_json(send, 503, body, (b"retry-after", b"2"))
