from __future__ import annotations

import json
import math

import httpx
import pytest

from discreet.errors import Unavailable
from discreet.knowledge.embedding import Embedder, OpenAIEmbedder
from discreet.redaction.text import _mint


def _ok(request: httpx.Request) -> httpx.Response:
    body = json.loads(request.content)
    data = [
        {"object": "embedding", "index": i, "embedding": [float(len(text)), 0.0, 0.0, 1.0]}
        for i, text in enumerate(body["input"])
    ]
    return httpx.Response(200, json={"object": "list", "data": data[::-1], "model": "m"})


def _embedder(handler: object, **kwargs: object) -> tuple[OpenAIEmbedder, list[float]]:
    sleeps: list[float] = []
    embedder = OpenAIEmbedder(
        base_url="http://embed.test",
        model="text-embedding-3-small",
        dimension=4,
        api_key="sk-test",
        transport=httpx.MockTransport(handler),  # type: ignore[arg-type]
        sleep=sleeps.append,
        **kwargs,  # type: ignore[arg-type]
    )
    return embedder, sleeps


def test_posts_openai_request_and_normalises_in_input_order() -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return _ok(request)

    embedder, _ = _embedder(handler)
    vectors = embedder.embed([_mint("abc"), _mint("a")])
    assert seen[0].url == "http://embed.test/v1/embeddings"
    assert seen[0].headers["authorization"] == "Bearer sk-test"
    assert json.loads(seen[0].content) == {
        "model": "text-embedding-3-small",
        "input": ["abc", "a"],
        "encoding_format": "float",
    }
    assert vectors[0] == pytest.approx([3 / math.sqrt(10), 0, 0, 1 / math.sqrt(10)])
    assert vectors[1] == pytest.approx([1 / math.sqrt(2), 0, 0, 1 / math.sqrt(2)])
    assert embedder.model_id == "openai:text-embedding-3-small"
    assert embedder.dimension == 4
    assert isinstance(embedder, Embedder)


def test_base_url_ending_in_v1_and_batching() -> None:
    urls: list[str] = []
    sizes: list[int] = []

    def handler(request: httpx.Request) -> httpx.Response:
        urls.append(str(request.url))
        sizes.append(len(json.loads(request.content)["input"]))
        return _ok(request)

    embedder = OpenAIEmbedder(
        base_url="http://vllm.test/v1/",
        model="e5",
        dimension=4,
        transport=httpx.MockTransport(handler),
        batch_size=2,
    )
    assert len(embedder.embed([_mint(str(i)) for i in range(5)])) == 5
    assert urls[0] == "http://vllm.test/v1/embeddings"
    assert sizes == [2, 2, 1]


def test_retries_transient_failures_with_backoff() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise httpx.ConnectError("refused", request=request)
        if calls == 2:
            return httpx.Response(429, headers={"Retry-After": "3"})
        if calls == 3:
            return httpx.Response(503)
        return _ok(request)

    embedder, sleeps = _embedder(handler, backoff=0.1)
    assert len(embedder.embed_query(_mint("x"))) == 4
    assert calls == 4
    assert sleeps == pytest.approx([0.1, 3.0, 0.4])


def test_gives_up_after_max_attempts() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("slow", request=request)

    embedder, sleeps = _embedder(handler, max_attempts=3)
    with pytest.raises(Unavailable, match="timed out after 3 attempts") as info:
        embedder.embed([_mint("secret customer text")])
    assert len(sleeps) == 2
    assert "secret" not in info.value.message


@pytest.mark.parametrize(("status", "hint"), [(401, "API key"), (404, "model name")])
def test_client_errors_are_not_retried(status: int, hint: str) -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        return httpx.Response(status, json={"error": {"message": "nope"}})

    embedder, _ = _embedder(handler)
    with pytest.raises(Unavailable, match=hint):
        embedder.embed([_mint("x")])
    assert calls == 1


@pytest.mark.parametrize(
    "body",
    [
        {"data": [{"index": 0, "embedding": [1.0, 2.0]}]},  # wrong dimension
        {"data": []},  # wrong count
        {"nothing": True},
        {"data": [{"index": 0, "embedding": [0.0, 0.0, 0.0, 0.0]}]},
    ],
)
def test_malformed_responses_are_unavailable(body: object) -> None:
    embedder, _ = _embedder(lambda request: httpx.Response(200, json=body))
    with pytest.raises(Unavailable):
        embedder.embed([_mint("x")])


def test_query_embeddings_are_cached() -> None:
    calls = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        return _ok(request)

    embedder, _ = _embedder(handler)
    first = embedder.embed_query(_mint("same"))
    assert embedder.embed_query(_mint("same")) == first
    assert calls == 1


def test_refuses_raw_strings_and_hides_the_key() -> None:
    embedder, _ = _embedder(_ok)
    with pytest.raises(TypeError):
        embedder.embed(["raw"])  # type: ignore[list-item]
    assert "sk-test" not in repr(embedder)
    embedder.close()


def test_dimension_from_known_models_or_one_probe() -> None:
    inputs: list[list[str]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        inputs.append(json.loads(request.content)["input"])
        return _ok(request)

    known = OpenAIEmbedder(base_url="http://x.test", model="text-embedding-3-small")
    assert known.dimension == 1536
    probed = OpenAIEmbedder(
        base_url="http://x.test", model="local-model", transport=httpx.MockTransport(handler)
    )
    assert probed.dimension == 4
    assert probed.dimension == 4
    assert inputs == [["dimension probe"]]
