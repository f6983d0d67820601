"""The shipped fusion's candidates per half (`DEFAULT_FUSION.per_half`, 50): on fixed
candidate lists, a chunk that both halves find, one of them only past 30th place, is
ranked above chunks that only one half found, which with 30 a half it was not."""

from __future__ import annotations

from discreet.knowledge.evaluation import fuse_documents
from discreet.knowledge.retrieval import DEFAULT_FUSION, Fusion, fused_order, rrf

# The lexical half ranks the answer 35th (its words are common in this corpus); the dense
# half ranks it 4th. Every other chunk is found by one half only.
LEXICAL = [f"lex-{i}" for i in range(1, 35)] + ["answer"] + [f"lex-{i}" for i in range(36, 61)]
DENSE = ["dense-1", "dense-2", "dense-3", "answer"] + [f"dense-{i}" for i in range(5, 61)]
DOCUMENTS = {cid: f"doc:{cid}" for cid in [*LEXICAL, *DENSE]}


def test_the_shipped_fusion_takes_50_candidates_a_half_and_keeps_the_rest() -> None:
    assert Fusion(per_half=50) == DEFAULT_FUSION
    first = Fusion()  # as first shipped
    assert (DEFAULT_FUSION.k, DEFAULT_FUSION.lexical_weight, DEFAULT_FUSION.dense_weight) == (
        first.k,
        first.lexical_weight,
        first.dense_weight,
    )
    assert first.per_half == 30
    assert not DEFAULT_FUSION.lexical_bm25


def test_thirty_a_half_leaves_the_answer_below_one_half_hits() -> None:
    top5 = fuse_documents({"lexical": LEXICAL, "dense": DENSE}, DOCUMENTS, Fusion(), depth=5)
    # Only the dense vote counts (1/64): three lexical and three dense chunks score more
    # (equal scores go to the dense half).
    assert "doc:answer" not in top5
    assert top5 == ("doc:dense-1", "doc:lex-1", "doc:dense-2", "doc:lex-2", "doc:dense-3")


def test_fifty_a_half_puts_the_answer_first() -> None:
    top5 = fuse_documents({"lexical": LEXICAL, "dense": DENSE}, DOCUMENTS, DEFAULT_FUSION, depth=5)
    # 1/64 + 1/95 beats any single vote (at most 1/61).
    assert top5[0] == "doc:answer"


def test_retrieve_fuses_the_same_way() -> None:
    # `retrieve` fuses each half's first `per_half` ids with `rrf` and orders by
    # `fused_order`; the offline replay above must agree with it.
    n = DEFAULT_FUSION.per_half
    fused = rrf([LEXICAL[:n], DENSE[:n]], DEFAULT_FUSION.k)
    assert fused_order(fused, DENSE[:n])[0] == "answer"
    fused = rrf([LEXICAL[:30], DENSE[:30]], DEFAULT_FUSION.k)
    assert fused_order(fused, DENSE[:30]).index("answer") == 6
