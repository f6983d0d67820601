"""Microsoft Agent Framework over Discreet (``pip install 'discreet[agent-framework]'``): a
context provider that gives the model the customer's remembered facts and the policy passages
relevant to the new message before each run, and the tools ``search_policies`` and
``request_handoff``.

    from agent_framework import Agent
    from discreet.client import AsyncDiscreetClient
    from discreet.integrations.agent_framework import DiscreetContextProvider, discreet_tools

    api = AsyncDiscreetClient(url, customer_key)
    agent = Agent(client=chat_client, instructions="You are Acme's support agent.",
                  context_providers=[DiscreetContextProvider(api)], tools=discreet_tools(api))
    reply = await agent.run("How long do I have to return a jacket?")

Whom everything acts for comes from the API key: a customer-bound key reaches its own
customer and nothing else; a staff key is bound to one customer by the application
(``customer_id=``), never by the model. No tool takes a customer, session or tenant, so
nothing a model writes can point a call at someone else.

What the provider adds goes into the run's instructions, not into the conversation, so the
framework's history store never keeps it: the facts as Discreet holds them (redacted at
capture), and the passages with their citations, or, when Discreet abstains, the instruction
to hand off instead of answering from general knowledge. The search query is the last user
message; the API redacts it before it is embedded, logged or audited. The citations given to
the model are kept in the provider's session state (``state["citations"]``: ids, version and
section, no text), so the application can show or audit them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Final
from uuid import UUID

from agent_framework import (
    AgentSession,
    ContextProvider,
    FunctionTool,
    Message,
    SessionContext,
    SupportsAgentRun,
    tool,
)
from pydantic import Field

from discreet.client import AsyncDiscreetClient, Fact, MessageReply, SearchResponse
from discreet.errors import DiscreetError, Gone
from discreet.integrations._acting import ActingFor, citation, passages, to_json

__all__ = ["HANDOFF_REQUEST", "DiscreetContextProvider", "discreet_tools"]

HANDOFF_REQUEST: Final = "I would like to talk to a person, please."
ABSTAINED: Final = (
    "Discreet found no company policy relevant enough to this message. Do not answer it from "
    "general knowledge: say so, and offer to hand the conversation to a person "
    "(request_handoff)."
)
_MAX_MESSAGE: Final = 4000


class DiscreetContextProvider(ContextProvider):
    """Before each run: the customer's active facts and the policy passages for the last
    user message, as instructions; see the module docstring."""

    def __init__(
        self,
        api: AsyncDiscreetClient,
        *,
        customer_id: UUID | None = None,
        scope: str | None = None,
        top_k: int = 3,
        memory: bool = True,
        source_id: str = "discreet",
    ) -> None:
        if not 1 <= top_k <= 20:
            raise ValueError("top_k must be between 1 and 20")
        super().__init__(source_id)
        self._api = api
        self._acting = ActingFor(api, customer_id)
        self._scope = scope
        self._top_k = top_k
        self._memory = memory

    async def before_run(
        self,
        *,
        agent: SupportsAgentRun,
        session: AgentSession,
        context: SessionContext,
        state: dict[str, Any],
    ) -> None:
        customer = await self._acting.customer_if_bound()
        if self._memory and customer is not None:
            facts = await self._api.list_memory(customer)
            remembered = _remembered([f for f in facts if f.status == "active"])
            if remembered:
                context.extend_instructions(self.source_id, remembered)
        query = _last_user_text(context.input_messages)
        if query is None:
            return
        found = await self._api.search(
            query[:_MAX_MESSAGE], scope=self._scope, top_k=self._top_k, customer_id=customer
        )
        state["citations"] = [] if found.abstained else [citation(h) for h in found.results]
        context.extend_instructions(self.source_id, _policy_instructions(found))


def discreet_tools(
    api: AsyncDiscreetClient,
    *,
    customer_id: UUID | None = None,
    session_id: UUID | None = None,
    top_k: int = 5,
) -> list[FunctionTool]:
    """`search_policies` and `request_handoff` as Agent Framework tools, acting for the
    key's customer (or the `customer_id` the application binds to a staff key). A handoff is
    a turn of the Discreet session `session_id`, or of one the tools open on first use. A
    refused call reaches the model as ``{"error", "message"}`` from the API."""
    if not 1 <= top_k <= 20:
        raise ValueError("top_k must be between 1 and 20")
    acting = ActingFor(api, customer_id)
    conversation: list[UUID] = [] if session_id is None else [session_id]

    async def search_policies(
        query: Annotated[str, Field(description="What to look for, in the customer's words.")],
        scope: Annotated[
            str | None,
            Field(description='A policy area such as "returns"; empty to search all.'),
        ] = None,
    ) -> str:
        """Search the company's policies (and this customer's own documents). Each passage
        comes with its citation; "abstained" is true when nothing is relevant enough."""
        try:
            customer = await acting.customer_if_bound()
            found = await api.search(query, scope=scope, top_k=top_k, customer_id=customer)
        except DiscreetError as exc:
            return _refused(exc)
        return to_json(passages(found))

    async def request_handoff(
        reason: Annotated[str | None, Field(description="Why, in a few words; optional.")] = None,
    ) -> str:
        """Hand this customer's conversation to a person (recorded and audited as a turn)."""
        message = HANDOFF_REQUEST if not reason else f"{HANDOFF_REQUEST} {reason.strip()}"
        try:
            reply = await handoff_turn(message[:_MAX_MESSAGE])
        except DiscreetError as exc:
            return _refused(exc)
        return to_json({"handoff": reply.handoff, "reply": reply.reply})

    async def handoff_turn(message: str) -> MessageReply:
        customer = await acting.customer()  # checked even for a session the application gave
        if conversation:
            try:
                return await api.send_message(conversation[0], message)
            except Gone:
                conversation.clear()  # ended or expired: a new one below
        created = await api.create_session(customer)
        conversation.append(created.session_id)
        return await api.send_message(created.session_id, message)

    return [tool(search_policies), tool(request_handoff)]


def _last_user_text(messages: Sequence[Message]) -> str | None:
    for message in reversed(messages):
        if message.role == "user" and message.text.strip():
            return message.text.strip()
    return None


def _remembered(facts: Sequence[Fact]) -> str | None:
    if not facts:
        return None
    lines = [f"- {f.category}.{f.key}: {f.value}" for f in facts]
    return (
        "What Discreet remembers about this customer (placeholders such as [EMAIL_1] stand "
        "for redacted personal data; never ask the customer to repeat them):\n" + "\n".join(lines)
    )


def _policy_instructions(found: SearchResponse) -> str:
    if found.abstained or not found.results:
        return ABSTAINED
    passages = "\n\n".join(
        f"[{n}] {h.section} (document {h.document_id}, v{h.version})\n{h.text}"
        for n, h in enumerate(found.results, start=1)
    )
    return "Answer from these company policy passages only, and cite them by number:\n\n" + passages


def _refused(exc: DiscreetError) -> str:
    """What the model sees of a refused call: the API's code and message, which never hold
    customer text."""
    return to_json({"error": exc.code, "message": exc.message})
