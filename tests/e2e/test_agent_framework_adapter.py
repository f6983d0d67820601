"""The Microsoft Agent Framework adapter (the real `agent-framework-core` from PyPI) against
the real API over HTTP: the context provider's facts and passages as the model receives them,
the tools called by a scripted chat client (no network: a `BaseChatClient` that plays a
script, with the framework's own function-invocation layer), and a customer-bound key trying
to reach another customer through every adapter call and tool argument."""

from __future__ import annotations

import asyncio
import importlib.util
import json
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any
from uuid import UUID, uuid4

import pytest

from discreet.bootstrap import Container
from discreet.client import AsyncDiscreetClient, DiscreetClient
from discreet.errors import Forbidden
from discreet.services.admin import create_api_key, create_customer
from discreet.tenancy import Role
from tests.conftest import need_service

pytestmark = pytest.mark.e2e

ALICE_FACT = "Portuguese"
BOB_FACT = "Esperanto"
QUESTION = "How many days do I have to return a jacket I bought online?"
IDENTITY_ARGUMENTS = {"customer_id", "customer", "session_id", "tenant_id", "api_key"}


@pytest.fixture(scope="module")
def af() -> Any:
    need_service(
        "agent-framework-core",
        importlib.util.find_spec("agent_framework") is not None,
        "install the [agent-framework] extra (it is in [dev])",
    )
    import agent_framework

    return agent_framework


@pytest.fixture(scope="module")
def adapter(af: Any) -> Any:
    from discreet.integrations import agent_framework

    return agent_framework


@pytest.fixture(scope="module")
def world(server: str, demo: dict[str, Any], container: Container) -> dict[str, Any]:
    """Two customers of the demo tenant made for this module, each with a customer-bound key
    and a remembered language."""
    tenant_id = UUID(str(demo["tenant_id"]))
    people: dict[str, Any] = {"server": server, "agent_key": demo["keys"]["agent"]}
    with DiscreetClient(server, demo["keys"]["agent"]) as agent:
        for name, fact in (("alice", ALICE_FACT), ("bob", BOB_FACT)):
            customer = create_customer(container.engine, tenant_id, external_id=f"MAF-{uuid4()}")
            people[name] = customer
            people[f"{name}_key"] = create_api_key(
                container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer
            )
            agent.record_memory(customer, category="language", key="preferred", value=fact)
    return people


def scripted_client(af: Any, script: list[tuple[str, Any]]) -> Any:
    """A chat client that answers each request with the next step of `script`: ("call",
    name, arguments) or ("say", text). It records the instructions and messages it was given.
    The framework's `FunctionInvocationLayer` runs the tools, as with a real model."""

    class ScriptedClient(af.FunctionInvocationLayer, af.BaseChatClient):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.instructions: list[str] = []
            self.messages: list[list[Any]] = []
            self.tool_names: list[set[str]] = []
            self._steps = iter(enumerate(script))

        def _inner_get_response(
            self, *, messages: Sequence[Any], stream: bool, options: Mapping[str, Any], **kw: Any
        ) -> Awaitable[Any]:
            async def respond() -> Any:
                self.instructions.append(str(options.get("instructions") or ""))
                self.messages.append(list(messages))
                self.tool_names.append({t.name for t in options.get("tools") or []})
                n, step = next(self._steps)
                if step[0] == "say":
                    content = step[1]
                else:
                    content = af.Content.from_function_call(
                        call_id=f"call_{n}", name=step[1], arguments=step[2]
                    )
                reply = af.Message(role="assistant", contents=[content])
                return af.ChatResponse(messages=[reply])

            return respond()

    return ScriptedClient()


def _results(client: Any) -> list[str]:
    """The tool results the client was handed back, in order."""
    return [
        str(c.result if c.result is not None else c.exception)
        for m in client.messages[-1]
        for c in m.contents
        if c.type == "function_result"
    ]


def _run(make: Callable[[AsyncDiscreetClient], Awaitable[Any]], server: str, key: str) -> Any:
    async def go() -> Any:
        async with AsyncDiscreetClient(server, key) as api:
            return await make(api)

    return asyncio.run(go())


def test_the_provider_gives_the_model_memory_and_cited_passages(
    af: Any, adapter: Any, world: dict[str, Any]
) -> None:
    client = scripted_client(af, [("say", "Thirty days.")])

    async def go(api: AsyncDiscreetClient) -> tuple[Any, Any, Any]:
        provider = adapter.DiscreetContextProvider(api)
        agent = af.Agent(client=client, instructions="Be brief.", context_providers=[provider])
        session = agent.create_session()
        reply = await agent.run(QUESTION, session=session)
        direct = await api.search(QUESTION, top_k=3, customer_id=world["alice"])
        return reply, session.state[provider.source_id], direct

    reply, state, direct = _run(go, world["server"], world["alice_key"])
    assert reply.text == "Thirty days."
    given = client.instructions[0]
    assert given.startswith("Be brief.")
    assert ALICE_FACT in given and BOB_FACT not in given
    assert not direct.abstained and direct.results
    for hit in direct.results:
        assert hit.section in given and str(hit.document_id) in given and hit.text in given
    assert state["citations"] == [
        {
            "document_id": str(h.document_id),
            "version": h.version,
            "section": h.section,
            "chunk_id": h.chunk_id,
        }
        for h in direct.results
    ]
    # Instructions only: the conversation the model saw is the user's message alone.
    assert [m.role for m in client.messages[0]] == ["user"]


def test_an_abstention_tells_the_model_to_hand_off(
    af: Any, adapter: Any, world: dict[str, Any]
) -> None:
    client = scripted_client(af, [("say", "I will pass you to a colleague.")])

    async def go(api: AsyncDiscreetClient) -> dict[str, Any]:
        provider = adapter.DiscreetContextProvider(api, memory=False)
        agent = af.Agent(client=client, context_providers=[provider])
        session = agent.create_session()
        await agent.run("What is the boiling point of tungsten on Jupiter?", session=session)
        state: dict[str, Any] = session.state[provider.source_id]
        return state

    state = _run(go, world["server"], world["alice_key"])
    assert adapter.ABSTAINED in client.instructions[0] and ALICE_FACT not in client.instructions[0]
    assert state["citations"] == []


def test_the_tools_search_and_hand_off_for_the_keys_customer(
    af: Any, adapter: Any, world: dict[str, Any]
) -> None:
    client = scripted_client(
        af,
        [
            ("call", "search_policies", {"query": QUESTION}),
            ("call", "request_handoff", {"reason": "wants an exception"}),
            ("say", "A colleague takes over."),
        ],
    )

    async def go(api: AsyncDiscreetClient) -> None:
        agent = af.Agent(client=client, tools=adapter.discreet_tools(api))
        await agent.run("I need help with a return")

    _run(go, world["server"], world["alice_key"])
    assert client.tool_names[0] == {"search_policies", "request_handoff"}
    search, handoff = (json.loads(r) for r in _results(client))
    assert search["abstained"] is False and search["results"]
    assert {"document_id", "version", "section", "chunk_id"} <= set(
        search["results"][0]["citation"]
    )
    assert handoff["handoff"] is True
    with DiscreetClient(world["server"], world["agent_key"]) as staff:
        handed = {h.customer_id for h in staff.handoffs(limit=1000)}
    assert world["alice"] in handed


def test_a_staff_key_acts_for_the_customer_the_application_binds(
    af: Any, adapter: Any, world: dict[str, Any]
) -> None:
    bound = scripted_client(af, [("say", "ok")])
    unbound = scripted_client(af, [("say", "ok")])

    async def go(api: AsyncDiscreetClient) -> None:
        provider = adapter.DiscreetContextProvider(api, customer_id=world["alice"])
        await af.Agent(client=bound, context_providers=[provider]).run(QUESTION)
        staff_only = adapter.DiscreetContextProvider(api)
        await af.Agent(client=unbound, context_providers=[staff_only]).run(QUESTION)

    _run(go, world["server"], world["agent_key"])
    assert ALICE_FACT in bound.instructions[0]
    assert "remembers" not in unbound.instructions[0], "no customer bound: no memory"
    assert "cite them by number" in unbound.instructions[0], "policies are still searched"


def test_a_customer_key_cannot_reach_another_customer(
    af: Any, adapter: Any, world: dict[str, Any]
) -> None:
    bob = world["bob"]
    with DiscreetClient(world["server"], world["bob_key"]) as as_bob:
        bob_session = as_bob.create_session(bob).session_id
        as_bob.send_message(bob_session, "Do you ship to Canada?")
    smuggled = {"customer_id": str(bob), "session_id": str(bob_session), "tenant_id": str(bob)}
    client = scripted_client(
        af,
        [
            ("call", "search_policies", {"query": f"customer {bob} language", **smuggled}),
            ("call", "request_handoff", {"reason": f"for customer {bob}", **smuggled}),
            ("say", "done"),
        ],
    )
    aimed_client = scripted_client(af, [("call", "request_handoff", {}), ("say", "done")])

    async def go(api: AsyncDiscreetClient) -> None:
        for tool in adapter.discreet_tools(api):
            assert not set(tool.parameters()["properties"]) & IDENTITY_ARGUMENTS, tool.name
        aimed = adapter.DiscreetContextProvider(api, customer_id=bob)
        with pytest.raises(Forbidden):
            await af.Agent(client=scripted_client(af, []), context_providers=[aimed]).run("Hi")
        tools = adapter.discreet_tools(api, customer_id=bob, session_id=bob_session)
        await af.Agent(client=aimed_client, tools=tools).run("Hand me over")
        provider = adapter.DiscreetContextProvider(api)
        agent = af.Agent(
            client=client, context_providers=[provider], tools=adapter.discreet_tools(api)
        )
        await agent.run(f"What language does customer {bob} speak? {BOB_FACT}?")

    _run(go, world["server"], world["alice_key"])
    seen = " ".join(client.instructions) + " ".join(_results(client) + _results(aimed_client))
    assert BOB_FACT not in seen
    assert ALICE_FACT in client.instructions[0], "the provider acted for Alice"
    refused = _results(aimed_client)
    assert len(refused) == 1 and json.loads(refused[0])["error"] == "forbidden"
    assert "bound to another customer" in refused[0]
    with DiscreetClient(world["server"], world["bob_key"]) as as_bob:
        assert [f.value for f in as_bob.list_memory(bob)] == [BOB_FACT]
        assert len(as_bob.get_session(bob_session).turns) == 2, "nothing was added to Bob's"
