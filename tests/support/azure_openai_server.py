"""A local server speaking Azure OpenAI's data-plane protocol, for tests. Only stdlib.

    with AzureOpenAIServer() as azure:
        backend = AzureOpenAIChatBackend(endpoint=azure.endpoint, deployment=azure.deployment,
                                         api_key=azure.api_key)
        azure.script(Fail(429), Reply("Hello"))     # the scripting of `OpenAIServer`
        azure.received[-1].path                      # what arrived, refused or not

Routes, as Azure addresses them::

    POST /openai/deployments/{deployment}/chat/completions?api-version=...
    POST /openai/deployments/{deployment}/embeddings?api-version=...

It refuses what Azure refuses, with Azure's statuses and error codes: no credentials or a
wrong ``api-key`` (401), an OpenAI-style ``Authorization: Bearer <key>`` where Azure wants
the ``api-key`` header or an Entra token (401), no ``api-version`` (404 "Resource not
found"), an ``api-version`` Azure does not serve (400), an unknown deployment (404
``DeploymentNotFound``), an OpenAI path such as ``/v1/chat/completions`` (404). An accepted
chat request is then answered by `OpenAIServer`'s scripted actions (JSON or SSE); an
embeddings request gets hashed bag-of-words vectors (similar texts, similar vectors).

Run by hand (``python -m tests.support.azure_openai_server --port 8091``) it answers each
chat with the first sentence of the prompt's first policy passage, cited (`grounded_reply`).
"""

from __future__ import annotations

import hashlib
import io
import json
import math
import re
import threading
from dataclasses import dataclass
from http.server import ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from tests.support.openai_server import OpenAIServer, Reply, _Handler

__all__ = ["API_VERSIONS", "AzureOpenAIServer", "Received"]

API_VERSIONS = frozenset({"2024-06-01", "2024-10-21", "2025-01-01-preview"})
_ROUTE = re.compile(r"/openai/deployments/([^/]+)/(chat/completions|embeddings)")


@dataclass(frozen=True)
class Received:
    """One request as it arrived (path with its query) and the status it got."""

    path: str
    headers: dict[str, str]
    body: dict[str, Any]
    status: int
    code: str


class AzureOpenAIServer(OpenAIServer):
    """Azure's routes and checks in front of `OpenAIServer`'s scripted replies."""

    def __init__(
        self,
        *,
        api_key: str = "azure-test-key",
        deployment: str = "gpt-4o-test",
        embedding_deployment: str = "embed-test",
        dimension: int = 64,
        entra_token: str | None = None,
    ) -> None:
        super().__init__(model=deployment)
        self.api_key = api_key
        self.deployment = deployment
        self.embedding_deployment = embedding_deployment
        self.dimension = dimension
        self.entra_token = entra_token
        self.received: list[Received] = []
        self._port = 0  # 0: a free port

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def bodies_text(self) -> str:
        """Everything the server was sent, as one string (for "no PII reached it" checks)."""
        return "\n".join(json.dumps(r.body, ensure_ascii=False) for r in self.received)

    def start(self) -> AzureOpenAIServer:
        server = self

        class Handler(_AzureHandler):
            owner = server

        self._httpd = ThreadingHTTPServer(("127.0.0.1", self._port), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, name="azure-openai-test-server", daemon=True
        )
        self._thread.start()
        return self

    def __enter__(self) -> AzureOpenAIServer:
        return self.start()


class _AzureHandler(_Handler):
    owner: AzureOpenAIServer

    def _refuse(self, raw: bytes, status: int, code: str, message: str) -> None:
        self._record(raw, status, code)
        self._send_json(status, {"error": {"code": code, "message": message}}, {})

    def _record(self, raw: bytes, status: int, code: str) -> None:
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {"unparsed": raw.decode("utf-8", "replace")}
        headers = {k.lower(): v for k, v in self.headers.items()}
        self.owner.received.append(Received(self.path, headers, body, status, code))

    def _credentials_ok(self) -> bool:
        owner = self.owner
        key = self.headers.get("api-key")
        if key is not None:
            return key == owner.api_key
        authorization = self.headers.get("Authorization") or ""
        if authorization.startswith("Bearer ") and owner.entra_token is not None:
            return authorization[len("Bearer ") :] == owner.entra_token
        return False

    def do_POST(self) -> None:  # noqa: N802 - http.server calls it by this name
        owner = self.owner
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        parts = urlsplit(self.path)
        route = _ROUTE.fullmatch(parts.path)
        if route is None:
            self._refuse(raw, 404, "404", "Resource not found")
            return
        if not self._credentials_ok():
            self._refuse(
                raw,
                401,
                "401",
                "Access denied due to invalid subscription key or wrong API endpoint. Make "
                "sure to provide a valid key for an active subscription and use a correct "
                "regional API endpoint for your resource.",
            )
            return
        versions = parse_qs(parts.query).get("api-version")
        if not versions:
            self._refuse(raw, 404, "404", "Resource not found")
            return
        if versions[-1] not in API_VERSIONS:
            self._refuse(raw, 400, "BadRequest", "API version not supported")
            return
        deployment, operation = route.group(1), route.group(2)
        expected = (
            owner.deployment if operation == "chat/completions" else owner.embedding_deployment
        )
        if deployment != expected:
            self._refuse(
                raw,
                404,
                "DeploymentNotFound",
                "The API deployment for this resource does not exist.",
            )
            return
        self._record(raw, 200, "")
        if operation == "embeddings":
            self._embeddings(raw)
            return
        # An accepted chat request: `OpenAIServer` answers it as OpenAI would.
        self.path = "/v1/chat/completions"
        self.rfile = io.BytesIO(raw)
        super().do_POST()

    def _embeddings(self, raw: bytes) -> None:
        body = json.loads(raw or b"{}")
        inputs = body.get("input")
        if isinstance(inputs, str):
            inputs = [inputs]
        if not isinstance(inputs, list) or not all(isinstance(x, str) for x in inputs):
            self._send_json(400, {"error": {"code": "BadRequest", "message": "bad input"}}, {})
            return
        data = [
            {"object": "embedding", "index": i, "embedding": _vector(text, self.owner.dimension)}
            for i, text in enumerate(inputs)
        ]
        tokens = sum(len(text.split()) for text in inputs)
        self._send_json(
            200,
            {
                "object": "list",
                "data": data,
                "model": "text-embedding-3-small",
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
            {},
        )


def _vector(text: str, dimension: int) -> list[float]:
    """Hashed bag of words, unit length; a text with no words gets a fixed direction."""
    vector = [0.0] * dimension
    for word in re.findall(r"\w+", text.lower()):
        digest = hashlib.sha256(word.encode()).digest()
        vector[int.from_bytes(digest[:4], "big") % dimension] += 1.0 if digest[4] & 1 else -1.0
    norm = math.sqrt(sum(x * x for x in vector))
    if norm == 0.0:
        vector[0] = 1.0
        return vector
    return [x / norm for x in vector]


_POLICY = re.compile(r"<<<POLICY [^>]*>>>(.*?)<<<END POLICY>>>", re.DOTALL)


def grounded_reply(body: dict[str, Any]) -> Reply:
    """A stand-in model for trying Discreet by hand: the first sentence of the first policy
    passage in the prompt (its heading line left out); without one, a plain "I don't know".
    It cites nothing, so the reply is grounded on every passage it was given."""
    text = "\n".join(str(m.get("content", "")) for m in body.get("messages", []))
    found = _POLICY.search(text)
    if found is None:
        return Reply("I don't have a policy that answers this.")
    lines = found.group(1).strip().splitlines()
    if len(lines) > 1 and lines[0].startswith("Section:"):
        lines = lines[1:]
    passage = " ".join(" ".join(lines).split())
    return Reply(re.split(r"(?<=[.!?])\s", passage, maxsplit=1)[0])


def main() -> None:
    """``python -m tests.support.azure_openai_server --port 8091``: serve until interrupted."""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8091)
    parser.add_argument("--api-key", default="azure-test-key")
    parser.add_argument("--deployment", default="gpt-4o-test")
    parser.add_argument("--embedding-deployment", default="embed-test")
    args = parser.parse_args()
    server = AzureOpenAIServer(
        api_key=args.api_key,
        deployment=args.deployment,
        embedding_deployment=args.embedding_deployment,
    )
    server.responder = grounded_reply
    server._port = args.port
    server.start()
    print(f"Azure OpenAI protocol on {server.endpoint} (api-key {args.api_key})", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.stop()


if __name__ == "__main__":
    main()
