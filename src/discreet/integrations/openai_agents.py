"""The OpenAI Agents SDK over Discreet (``pip install 'discreet[openai-agents]'``): a
`Session` backed by a Discreet session, and function tools for policy search, the
customer's memory and a handoff to a person.

    from agents import Agent, Runner
    from discreet.client import AsyncDiscreetClient
    from discreet.integrations.openai_agents import DiscreetSession, discreet_tools

    api = AsyncDiscreetClient(url, customer_key)
    session = await DiscreetSession.open(api)            # the key's own customer
    agent = Agent(name="support", tools=discreet_tools(api, session=session))
    await Runner.run(agent, "How long do I have to return a jacket?", session=session)

Whom everything acts for comes from the API key: a customer-bound key reaches its own
customer and nothing else; a staff key is bound to one customer by the application
(``customer_id=``), never by the model. No tool takes a customer, session or tenant.

The session, and its limits. Discreet stores a conversation as turns (the customer's
message, redacted, and Discreet's guarded reply) and has no call that stores text Discreet
did not produce or that removes a turn. So the mapping is:

- ``add_items``: each user message is sent as a Discreet turn (``POST .../messages``):
  redacted, scope-classified, answered from policy, guarded and audited like any chat turn.
  Discreet's reply is kept in ``last_reply`` (citations, ``handoff``) and is what the
  session stores on the assistant side. Every other item (the model's own messages, tool
  calls and their outputs, reasoning, images and files) is not stored and is counted in
  ``unstored``: writing it anywhere else would keep unredacted text outside the gate.
- ``get_items``: the stored, redacted transcript (placeholders such as ``[EMAIL_1]``, not
  the original values) as ``user`` and ``assistant`` messages.
- The server's idle TTL applies: an ended or expired session reads as empty (expiry as the
  server's ``expires_at`` against this machine's clock), and the next user message opens a
  new Discreet session for the same customer (``session_id`` changes).
- ``clear_session`` ends the Discreet session (its pseudonym vault is destroyed).
- ``pop_item`` raises `NotImplementedError`: turns are append-only (they are audited).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

from agents import RunContextWrapper, Tool, TResponseInputItem, function_tool
from agents.memory.session_settings import SessionSettings

from discreet.client import AsyncDiscreetClient, Fact, MessageReply
from discreet.errors import DiscreetError, Gone
from discreet.integrations._acting import ActingFor, bound_customer, passages, to_json

__all__ = ["HANDOFF_REQUEST", "DiscreetSession", "discreet_tools"]

HANDOFF_REQUEST = "I would like to talk to a person, please."
_MAX_MESSAGE = 4000


class DiscreetSession:
    """The Agents SDK's `Session` protocol over one Discreet session; see the module
    docstring for what is stored. Build it with `open` or `attach`."""

    session_settings: SessionSettings | None = None

    def __init__(self, api: AsyncDiscreetClient, session_id: UUID, *, customer_id: UUID) -> None:
        self._api = api
        self._session: UUID | None = session_id
        self.session_id = str(session_id)
        self.customer_id = customer_id
        self.last_reply: MessageReply | None = None
        self.unstored = 0

    @classmethod
    async def open(
        cls, api: AsyncDiscreetClient, *, customer_id: UUID | None = None
    ) -> DiscreetSession:
        """A new Discreet session for the key's customer (or, for a staff key, the
        `customer_id` the application gives)."""
        customer = await bound_customer(api, customer_id)
        if customer is None:
            raise ValueError("a staff key needs the customer_id the session is for")
        created = await api.create_session(customer)
        return cls(api, created.session_id, customer_id=customer)

    @classmethod
    async def attach(cls, api: AsyncDiscreetClient, session_id: UUID) -> DiscreetSession:
        """An existing session the key may see (another customer's is `NotFound`)."""
        info = await api.get_session(session_id)
        return cls(api, session_id, customer_id=info.customer_id)

    async def discreet_session(self) -> UUID:
        """The live Discreet session's id, opening a new one after `clear_session`."""
        if self._session is None:
            created = await self._api.create_session(self.customer_id)
            self._session = created.session_id
            self.session_id = str(created.session_id)
        return self._session

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        if self._session is None:
            return []
        info = await self._api.get_session(self._session)
        if info.ended or info.expires_at <= datetime.now(UTC):
            return []  # the server's TTL: the next user message opens a new session
        items: list[TResponseInputItem] = [
            {"role": "user" if t.role == "customer" else "assistant", "content": t.content}
            for t in info.turns
        ]
        return items if limit is None else items[-limit:] if limit > 0 else []

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        for item in items:
            text = _user_text(item)
            if text is None:
                self.unstored += 1
                continue
            self.last_reply = await self.send(text)

    async def send(self, message: str) -> MessageReply:
        """One customer turn in this session (reopened once if it ended or expired)."""
        try:
            return await self._api.send_message(await self.discreet_session(), message)
        except Gone:
            self._session = None
            return await self._api.send_message(await self.discreet_session(), message)

    async def pop_item(self) -> TResponseInputItem | None:
        raise NotImplementedError(
            "Discreet turns are append-only (audited); use clear_session to start over"
        )

    async def clear_session(self) -> None:
        if self._session is not None:
            await self._api.end_session(self._session)
            self._session = None


def _user_text(item: TResponseInputItem) -> str | None:
    """The text of a user message item, None for anything else."""
    fields: dict[str, Any] = dict(item)
    if fields.get("role") != "user" or fields.get("type", "message") != "message":
        return None
    content = fields.get("content")
    if isinstance(content, str):
        return content.strip() or None
    if not isinstance(content, list):
        return None
    parts = [p.get("text", "") for p in content if p.get("type") == "input_text"]
    if len(parts) != len(content):
        return None  # an image or a file beside the text: Discreet stores text only
    return "\n".join(parts).strip() or None


def discreet_tools(
    api: AsyncDiscreetClient,
    *,
    customer_id: UUID | None = None,
    session: DiscreetSession | None = None,
    record: bool = False,
    top_k: int = 5,
) -> list[Tool]:
    """`search_policies`, `recall_memory`, `request_handoff` (and `record_memory` when
    `record`: it needs a staff key) as Agents SDK function tools.

    They act for the key's customer (or the `customer_id` the application binds to a staff
    key); a handoff is a turn of `session`, or of a session the tools open. A failed call
    reaches the model as the API's message, which never holds customer text."""
    if not 1 <= top_k <= 20:
        raise ValueError("top_k must be between 1 and 20")
    acting = _ActingFor(api, customer_id, session)

    async def search_policies(query: str, scope: str | None = None) -> str:
        """Search the company's policies (and this customer's own documents). Each passage
        comes with its citation; "abstained" is true when nothing is relevant enough.

        Args:
            query: What to look for, in the customer's words.
            scope: A policy area such as "returns" or "shipping"; leave empty to search all.
        """
        customer = await acting.customer_if_bound()
        found = await api.search(query, scope=scope, top_k=top_k, customer_id=customer)
        return to_json(passages(found))

    async def recall_memory(category: str | None = None) -> str:
        """What Discreet remembers about this customer (active facts, redacted at capture).

        Args:
            category: Only facts of this category, e.g. "contact_preference"; empty for all.
        """
        facts = await api.list_memory(await acting.customer())
        return to_json(
            {
                "facts": [
                    _fact(f)
                    for f in facts
                    if f.status == "active" and (category is None or f.category == category)
                ]
            }
        )

    async def record_memory(category: str, key: str, value: str) -> str:
        """Record a fact about this customer; it is redacted before it is stored.

        Args:
            category: The fact's category, e.g. "contact_preference".
            key: The fact's name within the category, e.g. "channel".
            value: The fact, e.g. "email".
        """
        customer = await acting.customer()
        fact = await api.record_memory(customer, category=category, key=key, value=value)
        return to_json(_fact(fact))

    async def request_handoff(reason: str | None = None) -> str:
        """Hand this customer's conversation to a person (recorded and audited as a turn).

        Args:
            reason: Why, in a few words; optional.
        """
        message = HANDOFF_REQUEST if not reason else f"{HANDOFF_REQUEST} {reason.strip()}"
        reply = await (await acting.session()).send(message[:_MAX_MESSAGE])
        return to_json({"handoff": reply.handoff, "reply": reply.reply})

    functions: list[Callable[..., Awaitable[str]]] = [
        search_policies,
        recall_memory,
        request_handoff,
    ]
    if record:
        functions.insert(2, record_memory)
    return [function_tool(f, failure_error_function=_tool_error) for f in functions]


class _ActingFor(ActingFor):
    """Whom the tools act for, asked of the API once; and the session a handoff uses."""

    def __init__(
        self, api: AsyncDiscreetClient, customer_id: UUID | None, session: DiscreetSession | None
    ) -> None:
        super().__init__(api, customer_id)
        self._session = session

    def _requested(self) -> UUID | None:
        return self._session.customer_id if self._session is not None else self._asked

    async def session(self) -> DiscreetSession:
        customer = await self.customer()  # checked even for a session the application gave
        if self._session is None:
            self._session = await DiscreetSession.open(self._api, customer_id=customer)
        return self._session


def _tool_error(ctx: RunContextWrapper[Any], error: Exception) -> str:
    """What the model sees when a tool fails: the API's own message (it never holds customer
    text), or a fixed sentence for anything else."""
    if isinstance(error, DiscreetError):
        return f"Discreet refused the call: {error.message}"
    return "The tool failed; try again or hand off to a person."


def _fact(f: Fact) -> dict[str, Any]:
    return {"category": f.category, "key": f.key, "value": f.value}
