"""Chunks of equal score come in an order of their content, never of their ids.

A chunk's id hashes its document's id, which is random; ordered by id, chunks holding the
query's words alike (or, in the dense half, meaning the same) came in a new order each time a
corpus was ingested, and with them the floor's signals: the same policies gave a question an
answer in one deployment and a handoff in another (`discreet eval answers` moved by a question
or two from run to run). Both halves now order ties by the chunk's place in its document, then
its text."""

from __future__ import annotations

from uuid import UUID

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.knowledge.evaluation import CorpusDoc
from discreet.knowledge.retrieval import FloorModel, RetrievalQuery, retrieve, search_lexical
from tests.integration.test_retrieval_isolation import EXACT, Begin, _redact, tenant_holding

pytestmark = pytest.mark.integration

# Eight one-chunk documents that each hold the query's word once: the lexical half scores
# them alike.
TOPICS = ("boots", "gloves", "hats", "jackets", "lamps", "socks", "tents", "watches")
CORPUS = [
    CorpusDoc(id=topic, text=f"Refund rules for {topic}.", title=topic.title()) for topic in TOPICS
]


def _tenant(container: Container) -> tuple[Begin, dict[UUID, str]]:
    begin, documents, _ = tenant_holding(container, "ties", CORPUS)
    return begin, documents


def _query(words: str) -> RetrievalQuery:
    return RetrievalQuery(text=_redact(words), scopes=("general",), owners=("shared",), top_k=8)


def _documents(begin: Begin, documents: dict[UUID, str], ids: list[str]) -> list[str]:
    with begin() as conn:
        document_of = {
            r.id: documents[r.document_id]
            for r in conn.execute(text("SELECT id, document_id FROM chunks")).all()
        }
    return [document_of[cid] for cid in ids]


@pytest.mark.parametrize("exact", [False, True], ids=["candidates", "exact"])
def test_equal_lexical_scores_come_in_content_order(container: Container, exact: bool) -> None:
    begin, documents = _tenant(container)
    with begin() as conn:
        found = search_lexical(conn, _query("refund"), candidates=8, exact=exact)
    # one chunk each, all at the same place in their documents: by their text
    assert _documents(begin, documents, [cid for cid, _ in found]) == sorted(TOPICS)


def test_the_same_corpus_ranks_and_judges_alike_whatever_its_ids(container: Container) -> None:
    first, second = _tenant(container), _tenant(container)

    def searched(world: tuple[Begin, dict[UUID, str]], words: str) -> tuple[list[str], float]:
        begin, documents = world
        with begin() as conn:
            result = retrieve(conn, _query(words), embedder=EXACT, floor=FloorModel())
        found = _documents(begin, documents, [r.chunk_id for r in result.results])
        return found, result.confidence

    for words in ("refund", "refund rules", "what are the refund rules for tents"):
        assert searched(first, words) == searched(second, words), words
