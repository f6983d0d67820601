"""The evaluation's peer (BM25 and an exact cosine index over the same chunks), weighted
fusion, and the offline replay of `retrieve`'s fusion on stored candidate lists."""

from __future__ import annotations

import pytest

from discreet.knowledge.evaluation import (
    Bm25Index,
    ChunkRecord,
    ExactCosineIndex,
    fuse_documents,
    tokens,
)
from discreet.knowledge.retrieval import DEFAULT_FUSION, Fusion, _ties_to_dense, fused_order, rrf

CHUNKS = [
    ChunkRecord(
        "c1", "d1", "shared", "Returns are accepted within 30 days of delivery.", (1, 0, 0)
    ),
    ChunkRecord("c2", "d1", "shared", "Refunds go back to the card you paid with.", (0.8, 0.6, 0)),
    ChunkRecord("c3", "d2", "customer:a", "The bakery opens at 7:30 on weekdays.", (0, 1, 0)),
    ChunkRecord("c4", "d3", "customer:b", "The bakery opens at 9:00 on weekdays.", (0, 0.9, 0.1)),
]


def test_tokens_drop_common_words_and_punctuation() -> None:
    assert tokens("What time does the Bakery open, on Sundays?") == [
        "time",
        "bakery",
        "open",
        "sundays",
    ]


def test_bm25_ranks_by_matching_terms_and_filters_owners() -> None:
    index = Bm25Index(CHUNKS)
    assert index.search("refunds card", ["shared"], 10) == ["c2"]
    assert index.search("returns within days", ["shared"], 10)[0] == "c1"
    # Another customer's chunk is never returned, however well it matches.
    assert index.search("bakery opens weekdays", ["shared", "customer:a"], 10) == ["c3"]
    assert index.search("bakery", ["shared"], 10) == []


def test_exact_cosine_orders_by_angle_and_filters_owners() -> None:
    index = ExactCosineIndex(CHUNKS)
    assert index.search([1.0, 0.1, 0.0], ["shared"], 2) == ["c1", "c2"]
    assert index.search([0.0, 1.0, 0.0], ["shared", "customer:b"], 1) == ["c4"]
    assert index.search([0.0, 1.0, 0.0], ["shared", "customer:a"], 4) == ["c3", "c2", "c1"]


def test_weighted_rrf() -> None:
    fused = rrf([["a", "b"], ["b", "a"]], k=0, weights=[1.0, 3.0])
    assert fused["a"] == pytest.approx(1 + 3 / 2)
    assert fused["b"] == pytest.approx(1 / 2 + 3)
    with pytest.raises(ValueError, match="one weight"):
        rrf([["a"]], weights=[1.0, 2.0])


@pytest.mark.parametrize(
    "kwargs", [{"k": -1}, {"per_half": 0}, {"lexical_weight": -0.5}, {"dense_weight": -1.0}]
)
def test_fusion_refuses_bad_parameters(kwargs: dict[str, float]) -> None:
    with pytest.raises(ValueError, match="fusion"):
        Fusion(**kwargs)  # type: ignore[arg-type]


def test_fuse_documents_replays_fusion_per_document() -> None:
    candidates = {"lexical": ("c1", "c3", "c2"), "dense": ("c2", "c4")}
    docs = {"c1": "d1", "c2": "d1", "c3": "d2", "c4": "d3"}
    # d1 holds the first chunk of both lists: first; d2 (lexical) and d3 (dense) each hold
    # one second place, an exact tie, which goes to the dense half.
    assert fuse_documents(candidates, docs, DEFAULT_FUSION) == ("d1", "d3", "d2")
    # One candidate a half: only c1 and c2, both of d1.
    assert fuse_documents(candidates, docs, Fusion(per_half=1)) == ("d1",)
    assert fuse_documents(candidates, docs, DEFAULT_FUSION, depth=2) == ("d1", "d3")


def test_equal_fused_scores_go_to_the_better_dense_rank() -> None:
    # A fixed pair of lists: "a-lex" only the lexical half found, "b-dense" only the dense
    # half, both at rank 2, so their fused scores are exactly equal. Ordered by id (as before)
    # the lexical-only chunk came first whatever its merit; now the dense rank decides, and
    # the order no longer depends on what the chunk ids (hashes) happen to be.
    lexical, dense = ["both", "a-lex"], ["both", "b-dense"]
    fused = rrf([lexical, dense])
    assert fused["a-lex"] == fused["b-dense"]
    assert sorted(fused, key=lambda c: (-fused[c], c)) == ["both", "a-lex", "b-dense"]
    assert fused_order(fused, dense) == ["both", "b-dense", "a-lex"]
    # Unequal scores are untouched by the rule.
    fused = rrf([["x", "y"], ["y"]])
    assert fused_order(fused, ["y"]) == ["y", "x"]
    assert fused_order(rrf([["x", "y"]]), []) == ["x", "y"]


def test_fuse_documents_breaks_ties_like_retrieve() -> None:
    candidates = {"lexical": ("c1", "c3"), "dense": ("c1", "c4")}
    docs = {"c1": "d1", "c3": "d-lex", "c4": "d-dense"}
    assert fuse_documents(candidates, docs, DEFAULT_FUSION) == ("d1", "d-dense", "d-lex")


def test_equal_lexical_scores_follow_the_dense_half() -> None:
    # (id, coverage, score) as the lexical half returns them: "a" and "b" score alike (say
    # two overlapping chunks holding the same query words), the dense half prefers "b".
    scored = [("a", 0.5, 2.0), ("b", 0.5, 2.0), ("c", 1.0, 3.0), ("d", 0.5, 2.0)]
    assert _ties_to_dense(scored, ["b", "x"]) == ["c", "b", "a", "d"]
    # With no dense half the order found is kept within a tie.
    assert _ties_to_dense(scored, []) == ["c", "a", "b", "d"]
