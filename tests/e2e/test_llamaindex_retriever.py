"""`DiscreetRetriever` (LlamaIndex, the real library from PyPI) against the real API over HTTP:
citation metadata, the floor's abstention, owner filters and async retrieval."""

from __future__ import annotations

import asyncio
import importlib.util
from typing import Any
from uuid import UUID

import pytest

from discreet.client import AsyncDiscreetClient, DiscreetClient
from tests.conftest import need_service

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def Retriever() -> type[Any]:  # noqa: N802 - it is a class
    need_service(
        "llama-index-core",
        importlib.util.find_spec("llama_index") is not None,
        "install the [llamaindex] extra (it is in [dev])",
    )
    from discreet.integrations.llamaindex import DiscreetRetriever

    return DiscreetRetriever


QUESTION = "How many days do I have to return a jacket I bought online?"


def test_passages_come_back_as_nodes_with_their_citation(
    server: str,
    demo: dict[str, Any],
    Retriever: type[Any],  # noqa: N803
) -> None:
    with DiscreetClient(server, demo["keys"]["agent"]) as api:
        retriever = Retriever(api, top_k=3)
        hits = retriever.retrieve(QUESTION)
        direct = api.search(QUESTION, top_k=3)
    assert retriever.last_abstained is False and hits
    assert [h.node.node_id for h in hits] == [r.chunk_id for r in direct.results]
    first, expected = hits[0], direct.results[0]
    meta = first.node.metadata
    assert meta["document_id"] == str(expected.document_id) and meta["version"] == expected.version
    assert meta["section"] == expected.section and meta["chunk_id"] == expected.chunk_id
    assert meta["owner"] == "shared" and expected.section in meta["citation"]
    assert first.score == pytest.approx(expected.score)
    assert first.node.get_content() == expected.text
    # What LlamaIndex would hand a model: the section and the text, no ids.
    for_model = first.node.get_content(metadata_mode="llm")
    assert expected.section in for_model and str(expected.document_id) not in for_model
    passages = " ".join(h.node.get_content() for h in hits).lower()
    assert "30" in passages or "thirty" in passages


def test_an_abstention_is_no_nodes(
    server: str,
    demo: dict[str, Any],
    Retriever: type[Any],  # noqa: N803
) -> None:
    with DiscreetClient(server, demo["keys"]["agent"]) as api:
        retriever = Retriever(api)
        assert retriever.retrieve("What is the boiling point of tungsten on Jupiter?") == []
    assert retriever.last_abstained is True and retriever.last_confidence is not None


def test_filters_and_async_retrieval(
    server: str,
    demo: dict[str, Any],
    Retriever: type[Any],  # noqa: N803
) -> None:
    customer = UUID(str(demo["customers"][0]["customer_id"]))

    async def run() -> list[Any]:
        async with AsyncDiscreetClient(server, demo["keys"]["agent"]) as api:
            retriever = Retriever(async_client=api, scope="returns", customer_id=customer)
            return await retriever.aretrieve(QUESTION)

    hits = asyncio.run(run())
    assert hits
    assert all(h.node.metadata["owner"] in {"shared", f"customer:{customer}"} for h in hits)
    with pytest.raises(ValueError, match="top_k"):
        Retriever(DiscreetClient(server, demo["keys"]["agent"]), top_k=0)
    with pytest.raises(ValueError, match="AsyncDiscreetClient"):
        Retriever()
