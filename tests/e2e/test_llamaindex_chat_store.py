"""`DiscreetChatStore` (LlamaIndex, the real llama-index-core from PyPI) against the real API
over HTTP: the redacted round trip, the keys, what it refuses, LlamaIndex's ChatMemoryBuffer
reading the history, and a customer-bound key reaching for another customer's session through
every key and method (that session's turns stay as they were)."""

from __future__ import annotations

import asyncio
import importlib.util
from collections.abc import Callable
from typing import Any
from uuid import UUID, uuid4

import pytest

from discreet.bootstrap import Container
from discreet.client import DiscreetClient
from discreet.errors import Gone, NotFound
from discreet.services.admin import create_api_key, create_customer
from discreet.tenancy import Role
from tests.conftest import need_service

HAVE_LLAMAINDEX = importlib.util.find_spec("llama_index") is not None
if HAVE_LLAMAINDEX:
    from llama_index.core.base.llms.types import ImageBlock, TextBlock
    from llama_index.core.llms import ChatMessage, MessageRole
    from llama_index.core.memory import ChatMemoryBuffer

    from discreet.integrations.llamaindex import DiscreetChatStore, UnsupportedByDiscreet

pytestmark = pytest.mark.e2e

EMAIL = "alice.litest@example.com"
SHIPPING = f"My email is {EMAIL}. How long does standard shipping take?"
OFFLINE_TOKENS: Callable[[str], list[str]] = str.split  # no tokenizer download


@pytest.fixture(scope="module", autouse=True)
def _llamaindex() -> None:
    need_service(
        "llama-index-core", HAVE_LLAMAINDEX, "install the [llamaindex] extra (it is in [dev])"
    )


@pytest.fixture(scope="module")
def world(server: str, demo: dict[str, Any], container: Container) -> dict[str, Any]:
    """Two fresh customers of the demo tenant, each with a customer-bound key; Bob has a
    session with one turn, opened by the agent."""
    tenant_id = UUID(str(demo["tenant_id"]))
    people: dict[str, Any] = {"agent_key": demo["keys"]["agent"]}
    for name in ("alice", "bob"):
        customer = create_customer(container.engine, tenant_id, external_id=f"li-{uuid4().hex}")
        people[name] = customer
        people[f"{name}_key"] = create_api_key(
            container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer
        )
    with DiscreetClient(server, people["agent_key"]) as agent:
        people["bob_session"] = agent.create_session(people["bob"]).session_id
        agent.send_message(people["bob_session"], "Where is my parcel? I ordered last week.")
    return people


def user(text: str) -> ChatMessage:
    return ChatMessage(role=MessageRole.USER, content=text)


def test_a_user_message_is_a_discreet_turn_stored_redacted(
    server: str, world: dict[str, Any]
) -> None:
    with DiscreetClient(server, world["alice_key"]) as api:
        store = DiscreetChatStore(api)
        key = store.open(world["alice"])
        assert store.get_messages(key) == [] and store.last_reply is None
        store.add_message(key, user(SHIPPING))
        assert store.last_reply is not None and store.last_reply.reply

        customer_turn, reply = store.get_messages(key)
        assert customer_turn.role == MessageRole.USER and reply.role == MessageRole.ASSISTANT
        content = customer_turn.content or ""
        assert EMAIL not in content and "example.com" not in content, "stored redacted"
        assert "shipping" in content
        session = api.get_session(UUID(key))
        assert [t.content for t in session.turns] == [content, reply.content]
        assert reply.additional_kwargs["created_at"] == session.turns[1].created_at.isoformat()

        # Keys: the session id (the default), a name of one's own, and a session id that this
        # store never saw (a stateless server) all name the same session.
        named = store.attach(UUID(key), key="alice-chat")
        assert store.get_keys() == [key, "alice-chat"]
        assert store.get_messages(named) == store.get_messages(key)
        assert DiscreetChatStore(api).get_messages(key) == store.get_messages(key)
        second = store.open(world["alice"], key="alice-second")
        assert second == "alice-second" and store.get_messages(second) == []
        assert store.session_id(second) != UUID(key)

        async def read_async() -> list[ChatMessage]:
            return await store.aget_messages(named)

        assert asyncio.run(read_async()) == store.get_messages(key)


def test_what_discreet_cannot_keep_is_refused_and_sends_nothing(
    server: str, world: dict[str, Any]
) -> None:
    with DiscreetClient(server, world["alice_key"]) as api:
        store = DiscreetChatStore(api)
        key = store.open(world["alice"])
        store.add_message(key, user("How do I return an item?"))
        before = store.get_messages(key)
        assert len(before) == 2

        written_elsewhere = ChatMessage(role=MessageRole.ASSISTANT, content="Written elsewhere")
        with pytest.raises(UnsupportedByDiscreet, match="role 'assistant'"):
            store.add_message(key, written_elsewhere)
        with pytest.raises(UnsupportedByDiscreet, match="role 'system'"):
            store.add_message(key, ChatMessage(role=MessageRole.SYSTEM, content="Be brief"))
        picture = ChatMessage(
            role=MessageRole.USER,
            blocks=[TextBlock(text="See this"), ImageBlock(url="http://127.0.0.1/x.png")],
        )
        with pytest.raises(UnsupportedByDiscreet, match="text"):
            store.add_message(key, picture)
        with pytest.raises(UnsupportedByDiscreet, match="cannot be replaced"):
            store.set_messages(key, [user("Rewritten history")])
        with pytest.raises(UnsupportedByDiscreet, match="audit"):
            store.delete_messages(key)
        with pytest.raises(UnsupportedByDiscreet, match="audit"):
            store.delete_message(key, 0)
        with pytest.raises(UnsupportedByDiscreet, match="audit"):
            store.delete_last_message(key)
        with pytest.raises(UnsupportedByDiscreet, match="audit"):
            asyncio.run(store.adelete_messages(key))
        with pytest.raises(NotFound, match="open"):
            store.get_messages("chat_history")
        with pytest.raises(ValueError, match="already names"):
            store.open(world["alice"], key=key)
        assert store.get_messages(key) == before, "nothing was sent, changed or removed"

        store.end(key)
        with pytest.raises(Gone):
            store.add_message(key, user("Still there?"))
        assert store.get_messages(key) == before, "an ended session's turns stay readable"


def test_chat_memory_buffer_reads_the_history_and_puts_customer_turns(
    server: str, world: dict[str, Any]
) -> None:
    with DiscreetClient(server, world["alice_key"]) as api:
        store = DiscreetChatStore(api)
        key = store.open(world["alice"], key="memory")
        memory = ChatMemoryBuffer.from_defaults(
            chat_store=store, chat_store_key=key, token_limit=4000, tokenizer_fn=OFFLINE_TOKENS
        )
        assert memory.get() == []
        memory.put(user(SHIPPING))  # a Discreet turn
        memory.put(user("And how do I return an item?"))
        history = memory.get()
        assert [m.role for m in history] == [MessageRole.USER, MessageRole.ASSISTANT] * 2
        assert history == memory.get_all() == store.get_messages(key)
        assert all(EMAIL not in (m.content or "") for m in history)
        assert store.last_reply is not None and history[-1].content

        # The buffer trims the redacted history to its token limit, oldest first, and never
        # starts on a reply.
        last_pair = len(OFFLINE_TOKENS(" ".join(str(m.content) for m in history[2:])))
        short = ChatMemoryBuffer.from_defaults(
            chat_store=store, chat_store_key=key, token_limit=last_pair, tokenizer_fn=OFFLINE_TOKENS
        )
        assert short.get() == history[2:]

        async def read_async() -> list[ChatMessage]:
            return await memory.aget()

        assert asyncio.run(read_async()) == history

        with pytest.raises(UnsupportedByDiscreet, match="role 'assistant'"):
            memory.put(ChatMessage(role=MessageRole.ASSISTANT, content="From another model"))
        with pytest.raises(UnsupportedByDiscreet, match="audit"):
            memory.reset()
        with pytest.raises(UnsupportedByDiscreet, match="cannot be replaced"):
            memory.set([user("Rewritten")])
        with pytest.raises(UnsupportedByDiscreet, match="cannot be replaced"):
            ChatMemoryBuffer.from_defaults(
                chat_history=[user("Seeded")], chat_store=store, chat_store_key=key
            )
        assert memory.get() == history


def test_a_customer_key_cannot_reach_another_customers_session(
    server: str, world: dict[str, Any]
) -> None:
    bob: UUID = world["bob"]
    bob_session: UUID = world["bob_session"]
    with DiscreetClient(server, world["agent_key"]) as agent:
        bob_before = agent.get_session(bob_session)
    assert len(bob_before.turns) == 2

    with DiscreetClient(server, world["alice_key"]) as api:
        store = DiscreetChatStore(api)
        as_key = str(bob_session)
        with pytest.raises(NotFound):
            store.get_messages(as_key)
        with pytest.raises(NotFound):
            store.add_message(as_key, user("Show me Bob's turns"))
        with pytest.raises(NotFound):
            store.end(as_key)
        with pytest.raises(NotFound):
            store.attach(bob_session, key="bobs")
        with pytest.raises(NotFound):
            store.open(bob, key="bob-new")
        with pytest.raises(NotFound):
            asyncio.run(store.aget_messages(as_key))
        with pytest.raises(NotFound):
            asyncio.run(store.async_add_message(as_key, user("Async, then")))
        memory = ChatMemoryBuffer.from_defaults(
            chat_store=store, chat_store_key=as_key, tokenizer_fn=OFFLINE_TOKENS
        )
        with pytest.raises(NotFound):
            memory.get()
        with pytest.raises(NotFound):
            memory.put(user("Through the memory buffer"))
        for refused in (store.delete_messages, store.delete_last_message):
            with pytest.raises(UnsupportedByDiscreet):
                refused(as_key)
        assert store.get_keys() == [], "nothing of Bob's was bound"
        # Alice's own key still works beside the refusals.
        own = store.open(world["alice"])
        store.add_message(own, user("Do you ship abroad?"))
        assert len(store.get_messages(own)) == 2

    with DiscreetClient(server, world["agent_key"]) as agent:
        bob_after = agent.get_session(bob_session)
    assert bob_after.turns == bob_before.turns and bob_after.ended is False
    with DiscreetClient(server, world["bob_key"]) as as_bob:
        mine = DiscreetChatStore(as_bob).get_messages(str(bob_session))
    assert [m.content for m in mine] == [t.content for t in bob_before.turns]
