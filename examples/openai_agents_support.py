"""A support agent on the OpenAI Agents SDK with Discreet as its memory and policy source,
offline: a scripted model stands in for the LLM, and nothing leaves loopback.

    make run                                   # in another terminal: the demo on :8000
    .venv/bin/python examples/openai_agents_support.py "How long do I have to return a jacket?"
    .venv/bin/python examples/openai_agents_support.py "Can you fix my boiler?"   # a handoff

It needs the ``openai-agents`` extra (in ``[dev]``) and uses the demo's customer key from
.discreet/demo-keys.json: the customer comes from the key, never from the model. The SDK's
Runner keeps its history in a `DiscreetSession` (what is stored there is the redacted
Discreet conversation), and the model answers from `search_policies` with the passage's
citation, or calls `request_handoff` when Discreet abstains. Put a real model in
``Agent(model=...)`` and the rest stays the same.
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from agents import Agent, Model, ModelSettings, Runner, Tool, set_tracing_disabled
from agents.items import ModelResponse, TResponseInputItem
from agents.usage import Usage
from openai.types.responses import (
    ResponseFunctionToolCall,
    ResponseOutputMessage,
    ResponseOutputText,
)

from discreet.client import AsyncDiscreetClient
from discreet.integrations.openai_agents import DiscreetSession, discreet_tools


class PolicyReader(Model):
    """A stand-in for an LLM: it searches the policies for the customer's last message,
    answers with the best passage and its citation, or asks for a handoff."""

    async def get_response(
        self,
        system_instructions: str | None,
        input: str | list[TResponseInputItem],
        model_settings: ModelSettings,
        tools: list[Tool],
        *args: Any,
        **kwargs: Any,
    ) -> ModelResponse:
        items: list[Any] = [{"role": "user", "content": input}] if isinstance(input, str) else input
        last = items[-1]
        if last.get("type") == "function_call_output":
            called = next(i["name"] for i in items if i.get("call_id") == last["call_id"])
            output = json.loads(last["output"]) if last["output"].startswith("{") else {}
            if called == "search_policies" and output.get("results"):
                best = output["results"][0]
                cite = best["citation"]
                return _say(f"{best['text']}\n(Source: {cite['section']}, v{cite['version']})")
            if called == "search_policies":
                return _call("request_handoff", {"reason": "no policy covers this"})
            return _say("I have passed your conversation to a colleague, who will reply here.")
        question = str(last.get("content", ""))
        return _call("search_policies", {"query": question, "scope": None})

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        raise NotImplementedError("this example runs without streaming")


def _call(name: str, arguments: dict[str, Any]) -> ModelResponse:
    call = ResponseFunctionToolCall(
        type="function_call", call_id=f"call_{name}", name=name, arguments=json.dumps(arguments)
    )
    return ModelResponse(output=[call], usage=Usage(), response_id=None)


def _say(text: str) -> ModelResponse:
    message = ResponseOutputMessage(
        id="msg",
        type="message",
        role="assistant",
        status="completed",
        content=[ResponseOutputText(type="output_text", text=text, annotations=[])],
    )
    return ModelResponse(output=[message], usage=Usage(), response_id=None)


async def support(url: str, key: str, question: str) -> None:
    async with AsyncDiscreetClient(url, key) as api:
        session = await DiscreetSession.open(api)  # the key's own customer
        agent = Agent(
            name="Acme support",
            instructions="Answer from Acme's policies only; hand off when they do not cover it.",
            model=PolicyReader(),
            tools=discreet_tools(api, session=session),
        )
        result = await Runner.run(agent, question, session=session)
        print(f"Agent: {result.final_output}\n")
        if session.last_reply is not None:
            reply = session.last_reply
            print(f"Discreet's own guarded reply (handoff: {reply.handoff}): {reply.reply[:160]}")
            for citation in reply.citations:
                print(f"  cited: {citation.section} (v{citation.version})")
        print(f"\nStored in Discreet session {session.session_id} (redacted):")
        for item in await session.get_items():
            print(f"  {item['role']}: {str(item['content'])[:120]}")  # type: ignore[typeddict-item]
        print(f"  ({session.unstored} items of the run were not stored: see the module docs)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("question")
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--keys", type=Path, default=Path(".discreet/demo-keys.json"))
    args = parser.parse_args()
    set_tracing_disabled(True)  # the SDK would export traces to OpenAI otherwise
    key = json.loads(args.keys.read_text())["customer"]
    asyncio.run(support(args.url, key, args.question))


if __name__ == "__main__":
    main()
