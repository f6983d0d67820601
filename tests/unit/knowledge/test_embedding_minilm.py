from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from discreet.knowledge.embedding import Embedder, MiniLMEmbedder
from discreet.knowledge.embedding.minilm import MINILM_MODEL_ID, default_model_dir
from discreet.redaction.text import _mint

FIXTURE = Path(__file__).parent / "fixtures" / "minilm_reference.json"


@pytest.fixture(scope="module")
def reference() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads(FIXTURE.read_text("utf-8"))["cases"]
    return cases


def test_matches_sentence_transformers(
    minilm: MiniLMEmbedder, reference: list[dict[str, Any]]
) -> None:
    """Reference vectors come from sentence-transformers (torch 2.13.0 CPU) on the same
    model files; the fixture holds 31 texts: short, empty, long (truncated at 256 tokens),
    non-English, emoji, placeholders."""
    vectors = minilm.embed([_mint(case["text"]) for case in reference])
    for case, vector in zip(reference, vectors, strict=True):
        expected = np.asarray(case["embedding"])
        cosine = float(np.dot(vector, expected) / np.linalg.norm(expected))
        assert cosine >= 0.9999, case["text"][:40]


def test_batching_does_not_change_vectors(
    minilm: MiniLMEmbedder, reference: list[dict[str, Any]]
) -> None:
    texts = [case["text"] for case in reference][:12]
    together = minilm.embed_array(texts)
    one_by_one = np.stack([minilm.embed_array([t])[0] for t in texts])
    assert np.allclose(together, one_by_one, atol=1e-5)


def test_vectors_are_unit_length_and_sized(minilm: MiniLMEmbedder) -> None:
    vectors = minilm.embed([_mint("Refunds take 10 days."), _mint("")])
    assert [len(v) for v in vectors] == [384, 384]
    assert all(math.isclose(math.fsum(x * x for x in v), 1.0, abs_tol=1e-5) for v in vectors)
    assert minilm.embed([]) == []


def test_semantics_are_sane(minilm: MiniLMEmbedder) -> None:
    query = minilm.embed_query(_mint("How long do refunds take?"))
    near, far = minilm.embed(
        [_mint("Refunds are issued within 10 business days."), _mint("Our office has a cat.")]
    )
    assert np.dot(query, near) > np.dot(query, far) + 0.2


def test_query_cache_returns_equal_independent_lists(minilm: MiniLMEmbedder) -> None:
    first = minilm.embed_query(_mint("cached query"))
    first[0] = 99.0
    second = minilm.embed_query(_mint("cached query"))
    assert second[0] != 99.0
    assert np.allclose(second, minilm.embed([_mint("cached query")])[0], atol=1e-6)


def test_truncates_long_texts_to_max_tokens(minilm: MiniLMEmbedder) -> None:
    long_text = "refund policy " * 400
    short = MiniLMEmbedder(max_tokens=16)
    assert np.allclose(
        short.embed_array([long_text])[0],
        short.embed_array(["refund policy " * 7])[0],
        atol=1e-5,
    )
    assert minilm.embed_array([long_text]).shape == (1, 384)


def test_raw_strings_are_refused(minilm: MiniLMEmbedder) -> None:
    with pytest.raises(TypeError, match="RedactedText"):
        minilm.embed(["raw text"])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="RedactedText"):
        minilm.embed_query("raw text")  # type: ignore[arg-type]


def test_identity(minilm: MiniLMEmbedder) -> None:
    assert isinstance(minilm, Embedder)
    assert minilm.model_id == MINILM_MODEL_ID == "all-MiniLM-L6-v2@1"
    assert minilm.dimension == 384
    assert (default_model_dir() / "model.safetensors").is_file()


def test_rejects_bad_settings() -> None:
    with pytest.raises(ValueError, match="max_tokens"):
        MiniLMEmbedder(max_tokens=1000)
    with pytest.raises(ValueError, match="batch_size"):
        MiniLMEmbedder(batch_size=0)
