"""The lexical half re-ranked by BM25 (`Fusion.lexical_bm25`): on a small fixed corpus, a
long chunk that repeats a query word among much else no longer outranks a short chunk that
is about the question (the lexical candidate path's score has no length normalisation);
and the re-ranking only reorders what the owner filters let through."""

from __future__ import annotations

from uuid import UUID, uuid4

import pytest

from discreet.bootstrap import Container
from discreet.knowledge.evaluation import CorpusDoc, ingest_corpus
from discreet.knowledge.retrieval import FloorModel, Fusion, RetrievalQuery, retrieve
from discreet.tenancy.directory import create_customer, create_tenant
from tests.integration.test_retrieval_isolation import (
    EXACT,
    Begin,
    _begin_for,
    _redact,
    tenant_holding,
)

pytestmark = pytest.mark.integration

FILLER = (
    "Our warehouse team packs every parcel by hand, checks the contents against the order, "
    "and seals it with paper tape. Couriers collect twice a day from the loading bay, and "
    "tracking numbers are emailed as soon as the label is printed. Large furniture travels "
    "on a pallet with a two-person crew who carry it to the room of your choice, unwrap "
    "it and take the packaging away for recycling. "
)
LONG = (
    "Delivery and handling. "
    + FILLER
    + "A refund for a damaged parcel is possible, and a refund card is posted with it. "
    + FILLER
    + "Refund requests for furniture are reviewed by the crew leader; the card on file is "
    "never charged for the pallet service."
)
SHORT = "A refund goes back to the card you paid with within five working days."
DOCS = [
    CorpusDoc(id="long", text=LONG, title="Delivery"),
    CorpusDoc(id="short", text=SHORT, title="Refunds"),
    CorpusDoc(id="other", text="Gift cards are valid for two years.", title="Gift cards"),
]


@pytest.fixture(scope="module")
def world(container: Container) -> tuple[Begin, dict[UUID, str]]:
    begin, documents, _ = tenant_holding(container, "bm25", DOCS)
    return begin, documents


def _lexical_order(world: tuple[Begin, dict[UUID, str]], fusion: Fusion) -> list[str]:
    begin, documents = world
    query = RetrievalQuery(
        text=_redact("How do I get a refund to my card?"), scopes=("general",), owners=("shared",)
    )
    with begin() as conn:
        result = retrieve(
            conn, query, embedder=EXACT, floor=FloorModel(), mode="lexical", fusion=fusion
        )
    return [documents[r.document_id] for r in result.results]


def test_candidate_score_puts_the_long_chunk_first(world: tuple[Begin, dict[UUID, str]]) -> None:
    # Without the re-ranking: three 'refund's and two 'card's in a long chunk beat the
    # answer (which holds 'refund' twice, with its heading, and 'card' once).
    assert _lexical_order(world, Fusion(lexical_bm25=False))[:2] == ["long", "short"]


def test_bm25_puts_the_short_answer_first(world: tuple[Begin, dict[UUID, str]]) -> None:
    assert _lexical_order(world, Fusion(lexical_bm25=True))[:2] == ["short", "long"]


def test_bm25_reranking_keeps_to_the_owner_filter(container: Container) -> None:
    with container.admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"bm25o-{uuid4().hex[:12]}")
    begin = _begin_for(container.engine, tenant_id)
    with begin() as conn:
        customer = create_customer(conn, tenant_id=tenant_id, external_id="c1")
        conn.commit()
    owned = [CorpusDoc(id="mine", text=SHORT, title="Refunds", owner="customer:c1")]
    documents, _ = ingest_corpus(
        begin,
        tenant_id=tenant_id,
        corpus=[*DOCS[:1], *owned],
        owners={"customer:c1": f"customer:{customer}"},
        embedder=EXACT,
        redact=_redact,
    )
    query = RetrievalQuery(
        text=_redact("How do I get a refund to my card?"), scopes=("general",), owners=("shared",)
    )
    with begin() as conn:
        result = retrieve(
            conn, query, embedder=EXACT, floor=FloorModel(), fusion=Fusion(lexical_bm25=True)
        )
    assert [documents[r.document_id] for r in result.results] == ["long"]
