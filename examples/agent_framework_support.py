"""A support agent on Microsoft Agent Framework with Discreet as its memory and policy source,
offline: a scripted chat client stands in for the LLM, and nothing leaves loopback.

    make run                                   # in another terminal: the demo on :8000
    .venv/bin/python examples/agent_framework_support.py "How long do I have to return a jacket?"
    .venv/bin/python examples/agent_framework_support.py "Can you fix my boiler?"   # a handoff

It needs the ``agent-framework`` extra (in ``[dev]``) and uses the demo's customer key from
.discreet/demo-keys.json: the customer comes from the key, never from the model. Before the
model runs, `DiscreetContextProvider` puts the customer's remembered facts and the cited
policy passages into its instructions (or, when Discreet abstains, tells it to hand off); the
stand-in model answers with the first passage, or calls the `request_handoff` tool. Put a
real chat client in ``Agent(client=...)`` and the rest stays the same.
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections.abc import Awaitable, Mapping, Sequence
from pathlib import Path
from typing import Any

from agent_framework import (
    Agent,
    BaseChatClient,
    ChatResponse,
    Content,
    FunctionInvocationLayer,
    Message,
)

from discreet.client import AsyncDiscreetClient
from discreet.integrations.agent_framework import (
    ABSTAINED,
    DiscreetContextProvider,
    discreet_tools,
)


class PolicyReader(FunctionInvocationLayer[Any], BaseChatClient[Any]):
    """A stand-in for an LLM: it answers with the first passage the provider gave it, or
    asks for a handoff when Discreet abstained."""

    def _inner_get_response(
        self, *, messages: Sequence[Message], stream: bool, options: Mapping[str, Any], **_: Any
    ) -> Awaitable[ChatResponse]:
        async def respond() -> ChatResponse:
            instructions = str(options.get("instructions") or "")
            if messages[-1].role == "tool":
                text = "I have passed your conversation to a colleague, who will reply here."
            elif ABSTAINED in instructions:
                call = Content.from_function_call(
                    call_id="handoff", name="request_handoff", arguments={"reason": "no policy"}
                )
                return ChatResponse(messages=[Message(role="assistant", contents=[call])])
            else:
                text = instructions.partition("\n\n[1] ")[2].split("\n\n[2] ")[0]
                text = "From our policy, " + text.replace("\n", ":\n", 1)
            return ChatResponse(messages=[Message(role="assistant", contents=[text])])

        return respond()


async def support(url: str, key: str, question: str) -> None:
    async with AsyncDiscreetClient(url, key) as api:
        provider = DiscreetContextProvider(api)
        agent = Agent(
            client=PolicyReader(),
            instructions="You are Acme Outfitters' support agent.",
            context_providers=[provider],
            tools=discreet_tools(api),
        )
        session = agent.create_session()
        reply = await agent.run(question, session=session)
        print(f"Agent: {reply.text}\n")
        for citation in session.state[provider.source_id].get("citations", []):
            print(f"  given to the model: {citation['section']} (v{citation['version']})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("question")
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--keys", type=Path, default=Path(".discreet/demo-keys.json"))
    args = parser.parse_args()
    key = json.loads(args.keys.read_text())["customer"]
    asyncio.run(support(args.url, key, args.question))


if __name__ == "__main__":
    main()
