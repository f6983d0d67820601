"""Results per document (`RetrievalQuery.per_document`): on a small fixed corpus where one
long page is cut into several chunks that all match, the fused ranking alone fills the
results with that page's chunks; with a limit of one the results name as many documents as
there are places, each at its best chunk, in the fused order."""

from __future__ import annotations

from collections import Counter
from uuid import UUID

import pytest

from discreet.bootstrap import Container
from discreet.knowledge.evaluation import CorpusDoc
from discreet.knowledge.retrieval import FloorModel, RetrievalQuery, retrieve
from tests.integration.test_retrieval_isolation import (
    EXACT,
    Begin,
    _redact,
    tenant_holding,
)

pytestmark = pytest.mark.integration

# Five paragraphs about refunds, each longer than the 40-word chunks this corpus is cut
# into: the page becomes several chunks, every one of them about refunds to a card.
LONG = "\n\n".join(
    f"Refund rule {n}: a refund to your card for {what} is made within {n + 2} working "
    "days of the return reaching us, and the refund appears on the card statement as a "
    "credit from the shop with the order number beside it."
    for n, what in enumerate(["shoes", "coats", "bags", "hats", "gloves"])
)
DOCS = [
    CorpusDoc(id="long", text=LONG, title="Refunds in detail"),
    CorpusDoc(
        id="gift", text="A refund for a gift goes to a gift card, not your card.", title="Gifts"
    ),
    CorpusDoc(id="sale", text="Sale items get a refund to your card like any other.", title="Sale"),
    CorpusDoc(id="hours", text="The shop opens at nine and closes at six.", title="Hours"),
]


def _tenant_with(
    container: Container, corpus: list[CorpusDoc]
) -> tuple[Begin, dict[UUID, str], int]:
    """A new tenant holding `corpus`, cut into 40-word chunks: its session, documents and
    the number of chunks."""
    return tenant_holding(container, "perdoc", corpus, max_words=40, overlap_words=5)


@pytest.fixture(scope="module")
def world(container: Container) -> tuple[Begin, dict[UUID, str]]:
    begin, documents, chunks = _tenant_with(container, DOCS)
    assert chunks >= len(DOCS) + 3  # the long page is several chunks
    return begin, documents


def _documents(world: tuple[Begin, dict[UUID, str]], per_document: int | None) -> list[str]:
    begin, documents = world
    query = RetrievalQuery(
        text=_redact("How long does a refund to my card take?"),
        scopes=("general",),
        owners=("shared",),
        top_k=4,
        per_document=per_document,
    )
    with begin() as conn:
        result = retrieve(conn, query, embedder=EXACT, floor=FloorModel())
    return [documents[r.document_id] for r in result.results]


def test_without_a_limit_the_long_page_fills_the_results(
    world: tuple[Begin, dict[UUID, str]],
) -> None:
    found = _documents(world, None)
    assert len(found) == 4
    assert Counter(found)["long"] >= 2


def test_one_a_document_names_every_place_the_answer_may_be(
    world: tuple[Begin, dict[UUID, str]],
) -> None:
    found = _documents(world, 1)
    assert len(found) == len(set(found)) == 4
    assert set(found[:3]) == {"long", "gift", "sale"}
    # The order is the fused one: each document where its best chunk stood.
    unlimited = _documents(world, None)
    assert found[0] == unlimited[0]


def test_a_limit_of_two_lets_a_second_chunk_in(world: tuple[Begin, dict[UUID, str]]) -> None:
    found = _documents(world, 2)
    assert len(found) == 4
    assert max(Counter(found).values()) == 2


def test_a_limit_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="per_document"):
        RetrievalQuery(
            text=_redact("refund"), scopes=("general",), owners=("shared",), per_document=0
        )


def test_documents_past_the_head_of_the_ranking_are_found(container: Container) -> None:
    # A page of a dozen matching chunks fills the first four results' worth of candidates
    # (`4 * top_k`) on its own: the other document is found in the rest of the ranking.
    longer = "\n\n".join([LONG, LONG.replace("Refund rule", "Card refund note")])
    corpus = [CorpusDoc(id="long", text=longer, title="Refunds"), DOCS[1]]
    begin, documents, chunks = _tenant_with(container, corpus)
    assert chunks >= 9
    query = RetrievalQuery(
        text=_redact("How long does a refund to my card take?"),
        scopes=("general",),
        owners=("shared",),
        top_k=2,
        per_document=1,
    )
    with begin() as conn:
        result = retrieve(conn, query, embedder=EXACT, floor=FloorModel())
    assert sorted(documents[r.document_id] for r in result.results) == ["gift", "long"]
