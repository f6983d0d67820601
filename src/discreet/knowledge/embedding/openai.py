"""Remote embeddings through an OpenAI-compatible ``POST /v1/embeddings`` endpoint.

Works with OpenAI, Azure OpenAI behind a compatible gateway, vLLM, Ollama, llama.cpp
server and text-embeddings-inference. Transient failures (timeouts, connection errors,
HTTP 408/409/429/5xx) are retried with exponential backoff, honouring ``Retry-After``;
anything else, or running out of attempts, raises `discreet.errors.Unavailable` with a
message that names the cause and never quotes the text being embedded. Servers that address
and authenticate differently (Azure OpenAI) pass `url`, `params` and `auth`; see
`discreet.knowledge.embedding.azure`.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

import httpx

from discreet.errors import Unavailable
from discreet.knowledge.embedding.port import require_redacted
from discreet.redaction.text import RedactedText

__all__ = ["KNOWN_DIMENSIONS", "OpenAIEmbedder"]

_RETRYABLE: Final = frozenset({408, 409, 429, 500, 502, 503, 504})
KNOWN_DIMENSIONS: Final = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
    "nomic-embed-text": 768,
    "all-minilm": 384,
    "mxbai-embed-large": 1024,
}
_PROBE: Final = "dimension probe"  # fixed text, never user content
_MAX_RETRY_AFTER: Final = 30.0


class OpenAIEmbedder:
    """An `Embedder` backed by an OpenAI-compatible embeddings endpoint.

    `base_url` is the server root (``https://api.openai.com``) or already ends in ``/v1``.
    `dimension` must be what the model returns; a mismatch is an error, so vectors of the
    wrong size never reach the index. Left out, it comes from `KNOWN_DIMENSIONS`, or else
    from one request that embeds a fixed probe text the first time it is needed.
    """

    external_processor: Final[bool] = True

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        dimension: int | None = None,
        api_key: str | None = None,
        timeout: float = 10.0,
        max_attempts: int = 4,
        backoff: float = 0.5,
        batch_size: int = 64,
        query_cache_size: int = 1024,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
        url: str | None = None,
        params: Mapping[str, str] | None = None,
        auth: httpx.Auth | None = None,
    ) -> None:
        if dimension is not None and dimension < 1:
            raise ValueError("dimension must be positive")
        if max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        root = base_url.rstrip("/")
        self._url = url or root + ("/embeddings" if root.endswith("/v1") else "/v1/embeddings")
        self._model = model
        self._dimension = dimension or KNOWN_DIMENSIONS.get(model.rsplit("/", 1)[-1])
        self._max_attempts = max_attempts
        self._backoff = backoff
        self._batch_size = batch_size
        self._sleep = sleep
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(
            timeout=timeout,
            headers=headers,
            transport=transport,
            params=dict(params or {}),
            auth=auth,
        )
        self._query_cache = functools.lru_cache(maxsize=query_cache_size)(self._query_vector)

    @property
    def model_id(self) -> str:
        return f"openai:{self._model}"

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self._dimension = len(self._request([_PROBE])[0])
        return self._dimension

    def __repr__(self) -> str:  # never shows the API key
        return f"{type(self).__name__}(url={self._url!r}, model={self._model!r})"

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> OpenAIEmbedder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def embed(self, texts: Sequence[RedactedText]) -> list[list[float]]:
        require_redacted(texts)
        values = [t.value for t in texts]
        vectors: list[list[float]] = []
        for start in range(0, len(values), self._batch_size):
            vectors.extend(self._request(values[start : start + self._batch_size]))
        return vectors

    def embed_query(self, text: RedactedText) -> list[float]:
        require_redacted([text])
        return list(self._query_cache(text.value))

    def _query_vector(self, text: str) -> tuple[float, ...]:
        return tuple(self._request([text])[0])

    def _request(self, inputs: list[str]) -> list[list[float]]:
        payload = {"model": self._model, "input": inputs, "encoding_format": "float"}
        problem = "no attempt was made"
        for attempt in range(self._max_attempts):
            delay = self._backoff * (2**attempt)
            try:
                response = self._client.post(self._url, json=payload)
            except httpx.TimeoutException:
                problem = "timed out"
            except httpx.TransportError as exc:
                problem = f"could not be reached ({type(exc).__name__})"
            else:
                if response.status_code == 200:
                    return self._parse(response, len(inputs))
                problem = f"answered HTTP {response.status_code}"
                if response.status_code not in _RETRYABLE:
                    raise Unavailable(
                        f"the embedding endpoint {self._url} {problem}"
                        + _hint(response.status_code)
                    )
                delay = max(delay, _retry_after(response))
            if attempt + 1 < self._max_attempts:
                self._sleep(delay)
        raise Unavailable(
            f"the embedding endpoint {self._url} {problem} "
            f"after {self._max_attempts} attempts; check that it is running"
        )

    def _parse(self, response: httpx.Response, expected: int) -> list[list[float]]:
        try:
            body: Any = response.json()
            items = sorted(body["data"], key=lambda item: int(item["index"]))
            vectors = [[float(x) for x in item["embedding"]] for item in items]
        except (ValueError, KeyError, TypeError) as exc:
            raise Unavailable(
                f"the embedding endpoint {self._url} returned a response that is not an "
                "OpenAI-style embeddings list"
            ) from exc
        if len(vectors) != expected:
            raise Unavailable(
                f"the embedding endpoint returned {len(vectors)} vectors for {expected} inputs"
            )
        if self._dimension is None and vectors:
            self._dimension = len(vectors[0])
        for vector in vectors:
            if len(vector) != self._dimension:
                raise Unavailable(
                    f"the embedding model {self._model!r} returned {len(vector)} dimensions; "
                    f"the configuration says {self._dimension}"
                )
        return [_normalised(v) for v in vectors]


def _normalised(vector: list[float]) -> list[float]:
    norm = math.sqrt(math.fsum(x * x for x in vector))
    if not math.isfinite(norm) or norm == 0.0:
        raise Unavailable("the embedding endpoint returned a zero or non-finite vector")
    return [x / norm for x in vector]


def _retry_after(response: httpx.Response) -> float:
    try:
        seconds = float(response.headers.get("retry-after", "0"))
    except ValueError:
        return 0.0
    return min(max(seconds, 0.0), _MAX_RETRY_AFTER)


def _hint(status: int) -> str:
    if status in (401, 403):
        return "; check the API key and its permissions"
    if status == 404:
        return "; check the base URL and the model name"
    if status in (400, 413, 422):
        return "; the request was rejected (model name, input size or batch size)"
    return ""
