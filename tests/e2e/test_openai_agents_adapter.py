"""The OpenAI Agents SDK adapter (the real `openai-agents` from PyPI) against the real API over
HTTP: `DiscreetSession` under the SDK's `Runner`, the function tools called by a scripted
model (no network: the model is a `Model` subclass that plays a script), and a customer-bound
key trying to reach another customer through every adapter call and tool argument."""

from __future__ import annotations

import asyncio
import importlib.util
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any
from uuid import UUID, uuid4

import pytest

from discreet.bootstrap import Container
from discreet.client import AsyncDiscreetClient, DiscreetClient
from discreet.errors import Forbidden, NotFound
from discreet.services.admin import create_api_key, create_customer
from discreet.tenancy import Role
from tests.conftest import need_service

pytestmark = pytest.mark.e2e

ALICE_FACT = "text message"
BOB_FACT = "carrier owl"
IDENTITY_ARGUMENTS = {"customer_id", "customer", "session_id", "tenant_id", "api_key"}


@pytest.fixture(scope="module")
def sdk() -> Any:
    need_service(
        "openai-agents",
        importlib.util.find_spec("agents") is not None,
        "install the [openai-agents] extra (it is in [dev])",
    )
    import agents

    agents.set_tracing_disabled(True)  # the SDK's tracing exports to OpenAI: no network here
    return agents


@pytest.fixture(scope="module")
def adapter(sdk: Any) -> Any:
    from discreet.integrations import openai_agents

    return openai_agents


@pytest.fixture(scope="module")
def world(server: str, demo: dict[str, Any], container: Container) -> dict[str, Any]:
    """Two customers of the demo tenant made for this module (so other modules' counts of
    the demo customers stay theirs), each with a customer-bound key and a remembered fact."""
    tenant_id = UUID(str(demo["tenant_id"]))
    people: dict[str, Any] = {"server": server, "agent_key": demo["keys"]["agent"]}
    with DiscreetClient(server, demo["keys"]["agent"]) as agent:
        for name, fact in (("alice", ALICE_FACT), ("bob", BOB_FACT)):
            customer = create_customer(container.engine, tenant_id, external_id=f"OAA-{uuid4()}")
            people[name] = customer
            people[f"{name}_key"] = create_api_key(
                container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer
            )
            agent.record_memory(customer, category="contact_preference", key="channel", value=fact)
    return people


def _call(name: str, arguments: dict[str, Any], n: int) -> Any:
    from openai.types.responses import ResponseFunctionToolCall

    return ResponseFunctionToolCall(
        type="function_call",
        id=f"fc_{n}",
        call_id=f"call_{n}",
        name=name,
        arguments=json.dumps(arguments),
        status="completed",
    )


def _say(text: str, n: int) -> Any:
    from openai.types.responses import ResponseOutputMessage, ResponseOutputText

    return ResponseOutputMessage(
        id=f"msg_{n}",
        type="message",
        role="assistant",
        status="completed",
        content=[ResponseOutputText(type="output_text", text=text, annotations=[])],
    )


def scripted_model(sdk: Any, script: list[tuple[str, dict[str, Any]]]) -> Any:
    """A `Model` that answers each request with the next step of `script`: a tool call
    (name, arguments) or, for the name "say", a message. It records what it was given."""
    from agents.items import ModelResponse
    from agents.usage import Usage

    class ScriptedModel(sdk.Model):  # type: ignore[misc]
        def __init__(self) -> None:
            self.inputs: list[list[dict[str, Any]]] = []
            self.tool_names: list[set[str]] = []
            self._steps = iter(enumerate(script))

        async def get_response(self, system_instructions: Any, input: Any, *a: Any, **kw: Any):  # type: ignore[no-untyped-def]
            tools = a[2] if len(a) > 2 else kw.get("tools", [])
            self.inputs.append(
                [{"role": "user", "content": input}] if isinstance(input, str) else list(input)
            )
            self.tool_names.append({t.name for t in tools})
            n, (name, arguments) = next(self._steps)
            output = _say(str(arguments["text"]), n) if name == "say" else _call(name, arguments, n)
            return ModelResponse(output=[output], usage=Usage(), response_id=None)

        def stream_response(self, *a: Any, **kw: Any) -> AsyncIterator[Any]:
            raise NotImplementedError("the tests run the SDK without streaming")

    return ScriptedModel()


def _run(make: Callable[[AsyncDiscreetClient], Awaitable[Any]], server: str, key: str) -> Any:
    async def go() -> Any:
        async with AsyncDiscreetClient(server, key) as api:
            return await make(api)

    return asyncio.run(go())


def _ctx() -> Any:
    """The context a tool is invoked with outside a run."""
    from agents.tool_context import ToolContext

    return ToolContext(context=None, tool_name="t", tool_call_id="c", tool_arguments="{}")


def _tool_outputs(model: Any) -> dict[str, str]:
    """The tool outputs the model was handed back, by call id."""
    return {
        str(item["call_id"]): str(item["output"])
        for item in model.inputs[-1]
        if isinstance(item, dict) and item.get("type") == "function_call_output"
    }


def test_the_runner_keeps_its_history_in_a_redacted_discreet_session(
    sdk: Any, adapter: Any, world: dict[str, Any]
) -> None:
    model = scripted_model(sdk, [("say", {"text": "Noted."}), ("say", {"text": "Thirty days."})])
    agent = sdk.Agent(name="support", instructions="Help the customer.", model=model)
    first = "My email is jane.doe@example.com. How long do I have to return a jacket?"

    async def go(api: AsyncDiscreetClient) -> tuple[Any, list[Any], list[Any], Any]:
        session = await adapter.DiscreetSession.open(api)
        await sdk.Runner.run(agent, first, session=session)
        result = await sdk.Runner.run(agent, "How long does delivery abroad take?", session=session)
        items, last = await session.get_items(), await session.get_items(limit=1)
        return session, items, last, result

    session, items, last, result = _run(go, world["server"], world["alice_key"])
    assert result.final_output == "Thirty days."
    assert session.customer_id == world["alice"]
    assert [i["role"] for i in items] == ["user", "assistant", "user", "assistant"]
    assert "jane.doe@example.com" not in json.dumps(items) and "[EMAIL_1]" in items[0]["content"]
    assert items[2]["content"] == "How long does delivery abroad take?"
    assert last == items[-1:]
    # The second run's model saw the first exchange as the session stored it: redacted, and
    # Discreet's guarded reply on the assistant side (the model's own "Noted." is not stored).
    history = json.dumps(model.inputs[1])
    assert "[EMAIL_1]" in history and "jane.doe@example.com" not in history
    assert "Noted." not in json.dumps(items) and session.unstored == 2
    assert session.last_reply is not None and session.last_reply.citations
    with DiscreetClient(world["server"], world["agent_key"]) as staff:
        stored = staff.get_session(UUID(session.session_id))
    assert [t.content for t in stored.turns] == [i["content"] for i in items]


def test_clear_session_ends_it_and_the_next_message_opens_a_new_one(
    sdk: Any, adapter: Any, world: dict[str, Any]
) -> None:
    async def go(api: AsyncDiscreetClient) -> tuple[list[str], list[Any], list[Any]]:
        session = await adapter.DiscreetSession.open(api)
        await session.add_items([{"role": "user", "content": "Do you ship to Canada?"}])
        before = session.session_id
        await session.clear_session()
        emptied = await session.get_items()
        await session.add_items(
            [{"type": "message", "role": "user", "content": [{"type": "input_text", "text": "Hi"}]}]
        )
        with pytest.raises(NotImplementedError, match="append-only"):
            await session.pop_item()
        second = session.session_id
        await api.end_session(UUID(second))  # ended outside the adapter, as the TTL would
        ended = await session.get_items()
        await session.add_items([{"role": "user", "content": "Do you ship to Spain?"}])
        return [before, second, session.session_id], emptied + ended, await session.get_items()

    ids, emptied, items = _run(go, world["server"], world["alice_key"])
    assert emptied == [] and len(set(ids)) == 3
    assert [i["content"] for i in items if i["role"] == "user"] == ["Do you ship to Spain?"]
    with DiscreetClient(world["server"], world["alice_key"]) as api:
        assert [api.get_session(UUID(s)).ended for s in ids] == [True, True, False]
        assert api.get_session(UUID(ids[1])).turns[0].content == "Hi"


def test_the_tools_search_recall_and_hand_off_for_the_keys_customer(
    sdk: Any, adapter: Any, world: dict[str, Any]
) -> None:
    script: list[tuple[str, dict[str, Any]]] = [
        (
            "search_policies",
            {"query": "How many days do I have to return a jacket?", "scope": None},
        ),
        ("recall_memory", {"category": None}),
        ("request_handoff", {"reason": "wants a refund exception"}),
        ("say", {"text": "A colleague takes over."}),
    ]
    model = scripted_model(sdk, script)

    async def go(api: AsyncDiscreetClient) -> Any:
        session = await adapter.DiscreetSession.open(api)
        tools = adapter.discreet_tools(api, session=session)
        agent = sdk.Agent(name="support", model=model, tools=tools)
        await sdk.Runner.run(agent, "I need help with a return", session=session)
        return session

    session = _run(go, world["server"], world["alice_key"])
    assert model.tool_names[0] == {"search_policies", "recall_memory", "request_handoff"}
    outputs = _tool_outputs(model)
    search = json.loads(outputs["call_0"])
    assert search["abstained"] is False and search["results"]
    assert {"document_id", "version", "section", "chunk_id"} <= set(
        search["results"][0]["citation"]
    )
    recalled = json.loads(outputs["call_1"])
    assert [f["value"] for f in recalled["facts"]] == [ALICE_FACT]
    assert json.loads(outputs["call_2"])["handoff"] is True
    with DiscreetClient(world["server"], world["agent_key"]) as staff:
        handed = {h.session_id for h in staff.handoffs(limit=1000)}
    assert UUID(session.session_id) in handed, "the handoff is a turn of the runner's session"


def test_a_staff_key_acts_for_the_customer_the_application_binds(
    sdk: Any, adapter: Any, world: dict[str, Any]
) -> None:
    async def go(api: AsyncDiscreetClient) -> tuple[list[str], str, str]:
        tools = {
            t.name: t for t in adapter.discreet_tools(api, customer_id=world["alice"], record=True)
        }
        unbound = {t.name: t for t in adapter.discreet_tools(api)}
        recorded = await tools["record_memory"].on_invoke_tool(
            _ctx(), json.dumps({"category": "language", "key": "preferred", "value": "Spanish"})
        )
        recalled = await tools["recall_memory"].on_invoke_tool(
            _ctx(), json.dumps({"category": "language"})
        )
        refused = await unbound["recall_memory"].on_invoke_tool(
            _ctx(), json.dumps({"category": None})
        )
        return [json.loads(recorded)["value"]], recalled, refused

    recorded, recalled, refused = _run(go, world["server"], world["agent_key"])
    assert recorded == ["Spanish"] and "Spanish" in recalled
    assert refused.startswith("Discreet refused the call") and "staff key" in refused


def test_a_customer_key_cannot_reach_another_customer(
    sdk: Any, adapter: Any, world: dict[str, Any]
) -> None:
    bob = world["bob"]
    with DiscreetClient(world["server"], world["bob_key"]) as as_bob:
        bob_session = as_bob.create_session(bob).session_id
        as_bob.send_message(bob_session, "My order number is AO-200517, please update me.")
    smuggled = {"customer_id": str(bob), "session_id": str(bob_session), "tenant_id": str(bob)}
    script: list[tuple[str, dict[str, Any]]] = [
        ("recall_memory", {"category": None, **smuggled}),
        ("search_policies", {"query": BOB_FACT, "scope": None, **smuggled}),
        ("request_handoff", {"reason": f"for customer {bob}", **smuggled}),
        ("say", {"text": "done"}),
    ]
    model = scripted_model(sdk, script)

    async def go(api: AsyncDiscreetClient) -> list[str]:
        with pytest.raises(Forbidden):
            await adapter.DiscreetSession.open(api, customer_id=bob)
        with pytest.raises(NotFound):
            await adapter.DiscreetSession.attach(api, bob_session)
        forged = adapter.DiscreetSession(api, bob_session, customer_id=bob)
        with pytest.raises(NotFound):
            await forged.get_items()
        with pytest.raises(NotFound):
            await forged.add_items([{"role": "user", "content": "What did I say?"}])
        aimed = {t.name: t for t in adapter.discreet_tools(api, customer_id=bob, record=True)}
        outputs = [
            await aimed["recall_memory"].on_invoke_tool(_ctx(), json.dumps({"category": None})),
            await aimed["record_memory"].on_invoke_tool(
                _ctx(), json.dumps({"category": "c", "key": "k", "value": "v"})
            ),
        ]
        tools = adapter.discreet_tools(api, record=True)
        for tool in tools:
            assert not set(tool.params_json_schema["properties"]) & IDENTITY_ARGUMENTS, tool.name
        agent = sdk.Agent(name="support", model=model, tools=tools)
        await sdk.Runner.run(agent, "Tell me about the other customer.")
        return outputs + list(_tool_outputs(model).values())

    outputs = _run(go, world["server"], world["alice_key"])
    assert len(outputs) == 5
    # The model's smuggled identity arguments are ignored: the calls act for Alice.
    assert json.loads(outputs[2])["facts"][0]["value"] == ALICE_FACT
    assert json.loads(outputs[4])["handoff"] is True
    assert all(BOB_FACT not in out and "AO-200517" not in out for out in outputs)
    assert outputs[0].startswith("Discreet refused") and outputs[1].startswith("Discreet refused")
    with DiscreetClient(world["server"], world["bob_key"]) as as_bob:
        assert [f.value for f in as_bob.list_memory(bob)] == [BOB_FACT]
        assert len(as_bob.get_session(bob_session).turns) == 2, "nothing was added to Bob's"
