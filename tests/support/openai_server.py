"""A scriptable local server speaking the OpenAI chat-completions protocol, for tests.

    with OpenAIServer() as server:                 # 127.0.0.1, a free port, own thread
        server.script(Fail(500), Reply("Hello"))   # one action per request, in order
        backend = OpenAIChatBackend(server.base_url, "test-model")
        ...
        server.requests[-1].body["messages"]       # what the client sent

Actions: `Reply` (JSON completion, or SSE deltas when the request says ``stream: true``),
`Fail` (an HTTP error status, optional ``Retry-After``), `Hang` (sleep past the client's
timeout, then drop the connection), `BreakStream` (send some SSE deltas, then drop the
connection before ``[DONE]``). When the script is empty the server uses `responder` (a
callable from the request body to an action) or its `default` action. Only stdlib.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = [
    "Action",
    "BreakStream",
    "Fail",
    "Hang",
    "OpenAIServer",
    "RecordedRequest",
    "Reply",
]


@dataclass(frozen=True)
class Reply:
    """Answer with `text`; streamed in pieces of `chunk_chars` characters."""

    text: str
    chunk_chars: int = 7
    chunk_delay_s: float = 0.0


@dataclass(frozen=True)
class Fail:
    """Answer with an HTTP error."""

    status: int = 500
    retry_after: float | None = None


@dataclass(frozen=True)
class Hang:
    """Say nothing for `seconds` (past the client's timeout), then close the connection."""

    seconds: float = 5.0


@dataclass(frozen=True)
class BreakStream:
    """Stream `text` as deltas, then drop the connection without ``[DONE]``."""

    text: str
    chunk_chars: int = 5


Action = Reply | Fail | Hang | BreakStream


@dataclass(frozen=True)
class RecordedRequest:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]


class OpenAIServer:
    """Runs on 127.0.0.1 on a free port in a daemon thread; use as a context manager."""

    def __init__(
        self,
        *,
        default: Action | None = None,
        responder: Callable[[dict[str, Any]], Action] | None = None,
        model: str = "test-model",
    ) -> None:
        self.default: Action = default if default is not None else Reply("OK")
        self.responder = responder
        self.model = model
        self.requests: list[RecordedRequest] = []
        self._script: deque[Action] = deque()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # --- control ----------------------------------------------------------------------------

    def script(self, *actions: Action) -> None:
        with self._lock:
            self._script.extend(actions)

    def _next_action(self, body: dict[str, Any]) -> Action:
        with self._lock:
            if self._script:
                return self._script.popleft()
        if self.responder is not None:
            return self.responder(body)
        return self.default

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("server not started")
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> OpenAIServer:
        server = self

        class Handler(_Handler):
            owner = server

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, name="openai-test-server", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> OpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class _Handler(BaseHTTPRequestHandler):
    owner: OpenAIServer
    protocol_version = "HTTP/1.0"  # one request per connection; SSE ends when we close

    def log_message(self, format: str, *args: Any) -> None:
        return

    def _send_json(self, status: int, payload: dict[str, Any], extra: dict[str, str]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for key, value in extra.items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            self._send_json(400, {"error": {"message": "invalid JSON"}}, {})
            return
        owner = self.owner
        owner.requests.append(
            RecordedRequest(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
        )
        if self.path.rstrip("/") != "/v1/chat/completions":
            self._send_json(404, {"error": {"message": "not found"}}, {})
            return
        action = owner._next_action(body)
        stream = bool(body.get("stream"))
        if isinstance(action, Fail):
            extra = {} if action.retry_after is None else {"Retry-After": str(action.retry_after)}
            self._send_json(action.status, {"error": {"message": "scripted failure"}}, extra)
        elif isinstance(action, Hang):
            owner._stopping.wait(action.seconds)
            self.close_connection = True
        elif isinstance(action, BreakStream):
            self._start_sse()
            for piece in _pieces(action.text, action.chunk_chars):
                self._sse(_chunk(owner.model, {"content": piece}))
            self.wfile.flush()
            self.close_connection = True
        elif stream:
            self._start_sse()
            self._sse(_chunk(owner.model, {"role": "assistant"}))
            for piece in _pieces(action.text, action.chunk_chars):
                if action.chunk_delay_s:
                    time.sleep(action.chunk_delay_s)
                self._sse(_chunk(owner.model, {"content": piece}))
            self._sse(_chunk(owner.model, {}, finish="stop"))
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()
        else:
            words = len(action.text.split())
            self._send_json(
                200,
                {
                    "id": "chatcmpl-test",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": owner.model,
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": action.text},
                            "finish_reason": "stop",
                        }
                    ],
                    "usage": {
                        "prompt_tokens": 100,
                        "completion_tokens": words,
                        "total_tokens": 100 + words,
                    },
                },
                {},
            )

    def _start_sse(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        self.wfile.write(b": keep-alive\n\n")

    def _sse(self, payload: dict[str, Any]) -> None:
        self.wfile.write(b"data: " + json.dumps(payload).encode() + b"\n\n")
        self.wfile.flush()


def _pieces(text: str, size: int) -> list[str]:
    size = max(size, 1)
    return [text[i : i + size] for i in range(0, len(text), size)]


def _chunk(model: str, delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
