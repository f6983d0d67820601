"""The answer signals (`discreet.knowledge.answerability`) on a small fixed corpus, over the
chunks `retrieve` serves: a question naming something the documents never mention scores a
lower `term_share` than one they answer, a "how much" question whose passages hold no price
gets `answer_type` 0, and a word found only in a chunk's heading does not count."""

from __future__ import annotations

from uuid import UUID, uuid4

import pytest

from discreet.bootstrap import Container
from discreet.knowledge.answerability import JUDGED, answer_signals
from discreet.knowledge.evaluation import CorpusDoc, ingest_corpus
from discreet.knowledge.retrieval import FloorModel, RetrievalQuery, retrieve
from discreet.tenancy.directory import create_tenant
from tests.integration.test_retrieval_isolation import EXACT, Begin, _begin_for, _redact

pytestmark = pytest.mark.integration

DOCS = [
    CorpusDoc(
        id="coverage",
        title="Network coverage",
        text="5G coverage reaches London, Leeds and Manchester. 4G reaches most of the country.",
    ),
    CorpusDoc(
        id="roaming",
        title="Roaming",
        text="The roaming add-on lets you use your allowance abroad in the EU and the USA.",
    ),
    CorpusDoc(
        id="refunds",
        title="Refunds and vouchers",
        text="A refund goes back to the card you paid with within five working days.",
    ),
]


@pytest.fixture(scope="module")
def world(container: Container) -> Begin:
    with container.admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"answer-{uuid4().hex[:12]}")
    begin = _begin_for(container.engine, tenant_id)
    documents: dict[UUID, str]
    documents, _ = ingest_corpus(
        begin, tenant_id=tenant_id, corpus=DOCS, owners={}, embedder=EXACT, redact=_redact
    )
    assert sorted(documents.values()) == sorted(d.id for d in DOCS)
    return begin


def _signals(begin: Begin, question: str) -> dict[str, float]:
    query = RetrievalQuery(text=_redact(question), scopes=("general",), owners=("shared",))
    with begin() as conn:
        found = retrieve(conn, query, embedder=EXACT, floor=FloorModel())
        judged = [(r.chunk_id, r.text.value) for r in found.results[:JUDGED]]
        return found.signals | answer_signals(conn, query.text.value, query.owners, judged)


def test_a_place_the_documents_never_name_lowers_term_share(world: Begin) -> None:
    named = _signals(world, "Do you have 5G coverage in Leeds?")
    unnamed = _signals(world, "Do you have 5G coverage in Cornwall?")
    assert named["term_share"] == pytest.approx(1.0)
    # "cornwal" is in no chunk: it weighs most of all the question's words.
    assert unnamed["term_share"] < 0.6


def test_a_price_question_without_a_price_in_the_passages(world: Begin) -> None:
    assert _signals(world, "How much does the roaming add-on cost?")["answer_type"] == 0.0
    assert _signals(world, "How long does a refund take?")["answer_type"] == 1.0


def test_a_word_only_in_the_heading_does_not_count(world: Begin) -> None:
    # "voucher" is in the refunds chunk's heading path, not in its text: the lexical half
    # (which indexes both) finds every word, the answer signal only one.
    signals = _signals(world, "refund voucher")
    assert signals["coverage"] == pytest.approx(1.0)
    assert 0.0 < signals["term_share"] < 1.0


def test_nothing_found_scores_zero(world: Begin) -> None:
    with world() as conn:
        assert answer_signals(conn, "anything", ("shared",), []) == {
            "answer_type": 0.0,
            "term_share": 0.0,
        }
