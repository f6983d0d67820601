"""`search_halves` (what `retrieval_eval.py --halves` dumps for offline replays) returns the
two halves `retrieve` fuses, with their scores: fusing them as `retrieve` does gives
`retrieve`'s own order; `bm25_scores` scores only the chunks holding a query word, the short
answer above the long chunk repeating the query's words."""

from __future__ import annotations

from uuid import UUID

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.knowledge.retrieval import (
    DEFAULT_FUSION,
    FloorModel,
    RetrievalQuery,
    bm25_scores,
    fused_order,
    retrieve,
    rrf,
    search_halves,
)
from tests.integration.test_retrieval_bm25 import DOCS
from tests.integration.test_retrieval_isolation import (
    EXACT,
    Begin,
    _redact,
    tenant_holding,
)

pytestmark = pytest.mark.integration

QUESTION = "How do I get a refund to my card?"


@pytest.fixture(scope="module")
def world(container: Container) -> tuple[Begin, dict[UUID, str]]:
    begin, documents, _ = tenant_holding(container, "halves", DOCS)
    return begin, documents


def _query() -> RetrievalQuery:
    return RetrievalQuery(text=_redact(QUESTION), scopes=("general",), owners=("shared",), top_k=10)


def test_the_halves_fused_give_retrieves_order(world: tuple[Begin, dict[UUID, str]]) -> None:
    begin, _ = world
    query = _query()
    with begin() as conn:
        lexical, dense = search_halves(
            conn,
            query,
            vector=EXACT.embed_query(query.text),
            model=EXACT.model_id,
            candidates=DEFAULT_FUSION.per_half,
        )
        result = retrieve(conn, query, embedder=EXACT, floor=FloorModel())
    scores = [score for _, _, score in lexical]
    assert scores == sorted(scores, reverse=True) and scores[0] > 0
    assert all(0.0 < coverage <= 1.0 for _, coverage, _ in lexical)
    cosines = [cosine for _, cosine in dense]
    assert cosines == sorted(cosines, reverse=True)
    dense_ids = [cid for cid, _ in dense]
    fused = rrf([[cid for cid, _, _ in lexical], dense_ids], DEFAULT_FUSION.k)
    assert [r.chunk_id for r in result.results] == fused_order(fused, dense_ids)[:10]


def test_bm25_scores_the_chunks_holding_query_words(
    world: tuple[Begin, dict[UUID, str]],
) -> None:
    begin, documents = world
    with begin() as conn:
        chunks = {
            r.id: documents[r.document_id]
            for r in conn.execute(text("SELECT id, document_id FROM chunks")).all()
        }
        owners = ["shared"]
        scores = bm25_scores(conn, {"q": _redact(QUESTION).value, "owners": owners}, list(chunks))
        refund_only = bm25_scores(conn, {"q": "refund", "owners": owners}, list(chunks))
    by_document = {chunks[cid]: score for cid, score in scores.items()}
    # The short answer, then the long chunk, then gift cards (only 'card').
    assert by_document["short"] > by_document["long"] > by_document["other"] > 0
    # A chunk holding no query word is left out.
    assert {chunks[cid] for cid in refund_only} == {"short", "long"}
