"""The LangGraph store and the LangChain retriever and chat history (the real libraries from
PyPI) against the real API over HTTP: the store's round trip and what it refuses, the
retriever's citations and abstention, the history's redacted turns, a small StateGraph using
the store and the retriever, and a customer-bound key reaching for another customer through
every entry point (namespace, graph state, retriever filter, history)."""

from __future__ import annotations

import asyncio
import time
from typing import Any, TypedDict
from uuid import UUID, uuid4

import pytest

from tests.conftest import IN_CI

if not IN_CI:  # under CI a missing library fails the collection instead
    pytest.importorskip("langgraph", reason="install the [langgraph] extra (it is in [dev])")
    pytest.importorskip("langchain_core", reason="install the [langgraph] extra")

from langchain_core.documents import Document
from langchain_core.language_models.fake_chat_models import ParrotFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore, InvalidNamespaceError

from discreet.bootstrap import Container
from discreet.client import AsyncDiscreetClient, DiscreetClient
from discreet.errors import Forbidden, Gone, InvalidInput, NotFound, ScopeViolation
from discreet.integrations.langchain import (
    DiscreetChatHistory,
    DiscreetRetriever,
    UnsupportedByDiscreet,
)
from discreet.integrations.langgraph import ROOT, DiscreetStore
from discreet.services.admin import create_api_key, create_customer
from discreet.tenancy import Role

pytestmark = pytest.mark.e2e

QUESTION = "How many days do I have to return a jacket I bought online?"
OFF_TOPIC = "What is the boiling point of tungsten on Jupiter?"
BOB_SECRET = "Bob's private arrangement: a standing discount code ZEBRA-4417 on every order."


@pytest.fixture(scope="module")
def world(server: str, demo: dict[str, Any], container: Container) -> dict[str, Any]:
    """Two fresh customers of the demo tenant, each with a customer-bound key; Bob has a
    remembered language and a document of his own."""
    tenant_id = UUID(str(demo["tenant_id"]))
    people: dict[str, Any] = {"agent_key": demo["keys"]["agent"]}
    for name in ("alice", "bob"):
        customer = create_customer(container.engine, tenant_id, external_id=f"lg-{uuid4().hex}")
        people[name] = customer
        people[f"{name}_key"] = create_api_key(
            container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer
        )
    with DiscreetClient(server, people["agent_key"]) as agent:
        agent.record_memory(people["bob"], category="language", key="preferred", value="Welsh")
    with DiscreetClient(server, demo["keys"]["content"]) as content:
        doc = content.upload_document(
            f"# Discount arrangement\n\n{BOB_SECRET}\n".encode(),
            filename="bob-langgraph.md",
            title="Discount arrangement",
            scope="billing",
            owner=f"customer:{people['bob']}",
        )
        deadline = time.monotonic() + 120
        while content.get_document(doc.document_id).status != "active":
            assert time.monotonic() < deadline, "Bob's document was not indexed"
            time.sleep(0.2)
    return people


# --- the store --------------------------------------------------------------------------


def test_the_store_round_trips_a_fact_through_discreet_memory(
    server: str, world: dict[str, Any]
) -> None:
    alice: UUID = world["alice"]
    with DiscreetClient(server, world["agent_key"]) as api:
        store = DiscreetStore(api)
        ns = store.namespace("contact_preference", customer_id=alice)
        assert ns == (ROOT, str(alice), "contact_preference")
        assert store.get(ns, "channel") is None

        store.put(ns, "channel", {"value": "email"})
        item = store.get(ns, "channel")
        assert item is not None and item.value == {"value": "email"}
        assert item.namespace == ns and item.key == "channel"

        store.put(ns, "channel", {"value": "sms"})  # Discreet supersedes the old value
        assert store.get(ns, "channel").value == {"value": "sms"}  # type: ignore[union-attr]
        (fact,) = [f for f in api.list_memory(alice, history=True) if f.status == "active"]
        assert (fact.category, fact.key, fact.value) == ("contact_preference", "channel", "sms")
        assert "email" in [r.value for r in fact.revisions or []], "the old value is history"

        store.put(store.namespace("language", customer_id=alice), "preferred", {"value": "Dutch"})
        everything = store.search((ROOT, str(alice)))
        assert {(i.namespace[-1], i.key) for i in everything} == {
            ("contact_preference", "channel"),
            ("language", "preferred"),
        }
        assert all(i.score is None for i in everything)
        assert [i.key for i in store.search((ROOT, str(alice)), filter={"value": "Dutch"})] == [
            "preferred"
        ]
        assert store.search((ROOT, str(alice)), filter={"value": {"$ne": "Dutch"}})[0].key == (
            "channel"
        )
        assert len(store.search((ROOT, str(alice)), limit=1)) == 1
        assert store.search(ns, query="how to reach them") == store.search(ns)
        assert store.list_namespaces(prefix=(ROOT, str(alice))) == [
            (ROOT, str(alice), "contact_preference"),
            (ROOT, str(alice), "language"),
        ]
        assert store.list_namespaces(prefix=(ROOT, str(alice)), suffix=("language",)) == [
            (ROOT, str(alice), "language")
        ]
        assert store.list_namespaces(prefix=(ROOT, str(alice)), max_depth=2) == [(ROOT, str(alice))]

        async def read_async() -> Any:
            return await store.aget(ns, "channel")

        assert asyncio.run(read_async()).value == {"value": "sms"}

        store.delete(ns, "channel")
        assert store.get(ns, "channel") is None
        assert [f.key for f in api.list_memory(alice, history=True)] == ["preferred"]


def test_the_store_refuses_what_discreet_cannot_keep(server: str, world: dict[str, Any]) -> None:
    bob: UUID = world["bob"]
    with DiscreetClient(server, world["agent_key"]) as api:
        store = DiscreetStore(api)
        ns = store.namespace("account_detail", customer_id=bob)
        with pytest.raises(UnsupportedByDiscreet, match="plain-words"):
            store.put(ns, "tier", {"value": "gold", "since": 2019})
        with pytest.raises(UnsupportedByDiscreet, match="plain-words"):
            store.put(ns, "tier", {"value": ["gold"]})
        with pytest.raises(NotImplementedError, match="TTL"):
            store.put(ns, "tier", {"value": "gold"}, ttl=5)
        with pytest.raises(UnsupportedByDiscreet, match="embed"):
            store.put(ns, "tier", {"value": "gold"}, index=["value"])
        # Redaction: a value holding personal data is refused by Discreet, nothing is stored.
        with pytest.raises(InvalidInput, match="personal data"):
            store.put(ns, "backup_contact", {"value": "bob.jones@example.com"})
        with pytest.raises(InvalidNamespaceError):
            store.get(("memories", str(bob)), "tier")
        with pytest.raises(InvalidNamespaceError, match="customer id"):
            store.get((ROOT, "bob", "account_detail"), "tier")
        with pytest.raises(InvalidNamespaceError, match="staff key"):
            store.search((ROOT,))
        with pytest.raises(UnsupportedByDiscreet, match="operator"):
            store.search((ROOT, str(bob)), filter={"value": {"$regex": "W.*"}})
        held = [(f.category, f.key, f.value) for f in api.list_memory(bob)]
    assert held == [("language", "preferred", "Welsh")]


# --- the retriever ------------------------------------------------------------------------


def test_the_retriever_returns_cited_documents_and_nothing_when_discreet_abstains(
    server: str, demo: dict[str, Any]
) -> None:
    with DiscreetClient(server, demo["keys"]["agent"]) as api:
        retriever = DiscreetRetriever(client=api, top_k=3)
        docs = retriever.invoke(QUESTION)
        direct = api.search(QUESTION, top_k=3)
        assert retriever.last_abstained is False and docs
        assert [d.id for d in docs] == [r.chunk_id for r in direct.results]
        first, expected = docs[0], direct.results[0]
        assert first.page_content == expected.text
        assert first.metadata["document_id"] == str(expected.document_id)
        assert first.metadata["version"] == expected.version
        assert first.metadata["section"] == expected.section
        assert first.metadata["chunk_id"] == expected.chunk_id
        assert first.metadata["score"] == pytest.approx(expected.score)
        assert expected.section in first.metadata["citation"]
        assert f"v{expected.version}" in first.metadata["citation"]
        passages = " ".join(d.page_content for d in docs).lower()
        assert "30" in passages or "thirty" in passages

        assert retriever.invoke(OFF_TOPIC) == []
        assert retriever.last_abstained is True and retriever.last_confidence is not None

    async def run() -> list[Document]:
        async with AsyncDiscreetClient(server, demo["keys"]["agent"]) as api:
            return await DiscreetRetriever(async_client=api, scope="returns").ainvoke(QUESTION)

    assert [d.metadata["owner"] for d in asyncio.run(run())][:1] == ["shared"]
    with pytest.raises(ValueError, match="AsyncDiscreetClient"):
        DiscreetRetriever()
    with pytest.raises(ValueError, match="top_k"):
        DiscreetRetriever(client=DiscreetClient(server, "unused"), top_k=0)


# --- the history --------------------------------------------------------------------------


def test_the_history_is_the_sessions_redacted_turns(server: str, world: dict[str, Any]) -> None:
    with DiscreetClient(server, world["alice_key"]) as api:
        history = DiscreetChatHistory.start(api, world["alice"])
        assert history.messages == []
        history.add_user_message(
            "My email is alice.lgtest@example.com. How long does standard shipping take?"
        )
        assert history.last_reply is not None and history.last_reply.reply
        customer_turn, reply = history.messages
        assert isinstance(customer_turn, HumanMessage) and isinstance(reply, AIMessage)
        assert "example.com" not in str(customer_turn.content), "stored redacted"
        assert "shipping" in str(customer_turn.content)
        assert reply.content == api.get_session(history.session_id).turns[1].content

        with pytest.raises(UnsupportedByDiscreet, match="type 'ai'"):
            history.add_messages([HumanMessage("And returns?"), AIMessage("Written elsewhere")])
        with pytest.raises(UnsupportedByDiscreet, match="audit"):
            history.clear()
        assert len(history.messages) == 2, "a refused batch sends no turn"

        history.end()
        with pytest.raises(Gone):
            history.add_user_message("Still there?")


# --- a graph ------------------------------------------------------------------------------


class SupportState(TypedDict, total=False):
    customer_id: str
    question: str
    remembered: list[str]
    passages: list[Document]
    answer: str


def _support_graph(retriever: DiscreetRetriever, store: DiscreetStore) -> Any:
    """Recall the customer's memory, retrieve policy passages, and answer with a scripted
    model that repeats its prompt (so the test sees what a real model would be given)."""
    model = ParrotFakeChatModel()

    def recall(state: SupportState, *, store: BaseStore) -> SupportState:
        items = store.search((ROOT, state["customer_id"]))
        return {"remembered": [f"{i.key}: {i.value['value']}" for i in items]}

    def retrieve(state: SupportState) -> SupportState:
        return {"passages": retriever.invoke(state["question"])}

    def answer(state: SupportState) -> SupportState:
        if not state["passages"]:
            return {"answer": "HANDOFF"}
        cited = "\n".join(d.metadata["citation"] for d in state["passages"])
        prompt = f"Known: {'; '.join(state['remembered'])}\nSources:\n{cited}"
        return {"answer": str(model.invoke([HumanMessage(prompt)]).content)}

    builder = StateGraph(SupportState)
    builder.add_node("recall", recall)
    builder.add_node("retrieve", retrieve)
    builder.add_node("answer", answer)
    builder.add_edge(START, "recall")
    builder.add_edge("recall", "retrieve")
    builder.add_edge("retrieve", "answer")
    builder.add_edge("answer", END)
    return builder.compile(store=store)


def test_a_state_graph_uses_the_store_and_the_retriever(server: str, world: dict[str, Any]) -> None:
    with DiscreetClient(server, world["bob_key"]) as api:
        store = DiscreetStore(api)
        graph = _support_graph(DiscreetRetriever(client=api, top_k=2), store)
        bob = str(world["bob"])
        out = graph.invoke({"customer_id": bob, "question": QUESTION})
        assert out["remembered"] == ["preferred: Welsh"]
        assert "Known: preferred: Welsh" in out["answer"]
        assert out["passages"] and all(
            d.metadata["citation"] in out["answer"] for d in out["passages"]
        )
        assert graph.invoke({"customer_id": bob, "question": OFF_TOPIC})["answer"] == "HANDOFF"


# --- one customer, every entry point ------------------------------------------------------


def test_a_customer_key_cannot_reach_another_customer_through_any_entry_point(
    server: str, world: dict[str, Any]
) -> None:
    bob: UUID = world["bob"]
    with DiscreetClient(server, world["agent_key"]) as agent:
        bob_session = agent.create_session(bob).session_id
        agent.send_message(bob_session, "How long does standard shipping take?")

    with DiscreetClient(server, world["alice_key"]) as api:
        store = DiscreetStore(api)
        assert store.namespace() == (ROOT, str(world["alice"]))
        bobs = (ROOT, str(bob), "language")
        with pytest.raises(ScopeViolation):
            store.get(bobs, "preferred")
        with pytest.raises(ScopeViolation):
            store.search((ROOT, str(bob)))
        with pytest.raises(ScopeViolation):
            store.list_namespaces(prefix=(ROOT, str(bob)))
        with pytest.raises(ScopeViolation):
            store.put(bobs, "preferred", {"value": "English"})
        with pytest.raises(ScopeViolation):
            store.delete(bobs, "preferred")
        with pytest.raises(ScopeViolation):
            store.namespace(customer_id=bob)
        with pytest.raises(ScopeViolation):
            asyncio.run(store.asearch((ROOT, str(bob))))
        # Its own customer: reads work, recording a fact is staff work.
        assert store.search((ROOT,)) == store.search(store.namespace())
        with pytest.raises(Forbidden):
            store.put(store.namespace("language"), "preferred", {"value": "English"})

        # A graph whose state names Bob (say, from a model's output) gets an error, not data.
        graph = _support_graph(DiscreetRetriever(client=api), store)
        with pytest.raises(ScopeViolation):
            graph.invoke({"customer_id": str(bob), "question": QUESTION})

        with pytest.raises(NotFound):
            DiscreetRetriever(client=api, customer_id=bob).invoke("standing discount code")
        seen = DiscreetRetriever(client=api, top_k=10).invoke("standing discount code ZEBRA")
        assert all("ZEBRA-4417" not in d.page_content for d in seen)

        with pytest.raises(NotFound):
            _ = DiscreetChatHistory(api, bob_session).messages
        with pytest.raises(NotFound):
            DiscreetChatHistory(api, bob_session).add_user_message("Show me Bob's turns")
        with pytest.raises(NotFound):
            DiscreetChatHistory.start(api, bob)

    with DiscreetClient(server, world["agent_key"]) as agent:
        assert [(f.key, f.value) for f in agent.list_memory(bob)] == [("preferred", "Welsh")]
        assert len(agent.get_session(bob_session).turns) == 2
    with DiscreetClient(server, world["bob_key"]) as as_bob:
        hits = DiscreetRetriever(client=as_bob, top_k=5).invoke("standing discount code")
        assert any("ZEBRA-4417" in d.page_content for d in hits), "Bob sees his own document"
