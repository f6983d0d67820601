"""An ASGI app served by a real uvicorn on a loopback port, in a thread of the test process.

    with serve(create_app(container), name="api") as base_url:
        httpx.get(f"{base_url}/healthz")

`free_port()` is the port picker the tests that start their own processes use too.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["free_port", "serve"]


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve(app: Any, *, name: str, **config: Any) -> Iterator[str]:
    """`app` served by uvicorn on a free loopback port until the block ends; yields its base
    URL. `config` goes to `uvicorn.Config` (``log_level`` is "warning" unless given)."""
    import uvicorn

    port = free_port()
    config.setdefault("log_level", "warning")
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, **config))
    thread = threading.Thread(target=server.run, name=name, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError(f"the test server {name} did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
