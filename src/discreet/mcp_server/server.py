"""Discreet as a Model Context Protocol server: the tools a support agent needs, each one a
call to the Discreet API with the caller's own API key.

Who the calls act for comes from the key alone: over stdio, the key the server was started
with (and, for a staff key, the customer the operator bound it to with ``--customer``);
over streamable HTTP, the ``Authorization: Bearer`` key of each request. The customer is
the one `GET /v1/me` says the key is bound to. No tool takes a customer, session, tenant or
scope-of-identity argument, so nothing a model writes can point a call at someone else; the
API enforces the same rule again on every call. Text goes through the API's redaction and
guard like any chat turn, and every call is audited there. Nothing here logs content.
"""

from __future__ import annotations

import hashlib
import re
from collections import OrderedDict
from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Any, Final, TypeVar
from uuid import UUID

import httpx
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from discreet.bearer import bearer_token
from discreet.client import AsyncDiscreetClient, Fact, MessageReply, RetryPolicy
from discreet.errors import DiscreetError, Gone, NotFound

__all__ = ["INSTRUCTIONS", "DiscreetTools", "build_server"]

INSTRUCTIONS: Final = (
    "Discreet is the memory and knowledge layer of a customer-support agent. Every tool acts "
    "for the one customer the connection's API key is bound to; there is no way to name "
    "another. Use search_policies for company policy (cite the returned citations), "
    "recall_memory for what the customer told us before, answer_customer to run a whole "
    "guarded turn, order_status for the customer's own orders, and request_handoff when the "
    "customer wants a person."
)
HANDOFF_REQUEST: Final = "I would like to talk to a person, please."
_ORDER_REF: Final = re.compile(r"^#?[A-Za-z0-9][A-Za-z0-9-]{2,31}$")
_MAX_IDENTITIES: Final = 1024

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class _Caller:
    api: AsyncDiscreetClient
    key_hash: str
    customer_id: UUID | None
    roles: tuple[str, ...]


class DiscreetTools:
    """The tool implementations, bound either to one API key (stdio) or to each request's
    bearer key (HTTP)."""

    def __init__(
        self,
        base_url: str,
        *,
        api_key: str | None = None,
        customer_id: UUID | None = None,
        http: httpx.AsyncClient | None = None,
        retry: RetryPolicy | None = None,
    ) -> None:
        if customer_id is not None and api_key is None:
            raise ValueError("--customer binds the server's own key; HTTP callers bring theirs")
        self._http = http or httpx.AsyncClient(base_url=base_url, timeout=60.0)
        self._retry = retry
        self._api_key = api_key
        self._customer_override = customer_id
        self._identities: OrderedDict[str, tuple[UUID | None, tuple[str, ...]]] = OrderedDict()
        self._sessions: dict[tuple[str, UUID], UUID] = {}

    async def aclose(self) -> None:
        await self._http.aclose()

    def _key(self, ctx: Context | None) -> str:
        if self._api_key is not None:
            return self._api_key
        headers = ctx.headers if ctx is not None else None
        token = bearer_token((headers or {}).get("authorization", ""))
        if token is None:
            raise ToolError("send 'Authorization: Bearer <Discreet API key>' with each request")
        return token

    async def caller(self, ctx: Context | None) -> _Caller:
        key = self._key(ctx)
        api = AsyncDiscreetClient("", key, http=self._http, retry=self._retry)
        key_hash = hashlib.sha256(key.encode()).hexdigest()
        known = self._identities.get(key_hash)
        if known is None:
            me = await _call(api.me())
            known = (me.customer_id, tuple(me.roles))
            self._identities[key_hash] = known
            while len(self._identities) > _MAX_IDENTITIES:
                self._identities.popitem(last=False)
        customer_id, roles = known
        if customer_id is None and self._customer_override is not None:
            customer_id = self._customer_override  # a staff key the operator bound at start
        return _Caller(api=api, key_hash=key_hash, customer_id=customer_id, roles=roles)

    @staticmethod
    def _customer(caller: _Caller) -> UUID:
        if caller.customer_id is None:
            raise ToolError(
                "this tool acts for one customer: use a customer-bound API key (or start "
                "the stdio server with a staff key and --customer)"
            )
        return caller.customer_id

    async def _turn(self, caller: _Caller, message: str) -> tuple[UUID, MessageReply]:
        """One turn in this caller's session (opened on first use, reopened once expired)."""
        customer_id = self._customer(caller)
        slot = (caller.key_hash, customer_id)
        for attempt in (1, 2):
            session_id = self._sessions.get(slot)
            if session_id is None:
                created = await _call(caller.api.create_session(customer_id))
                session_id = self._sessions[slot] = created.session_id
            try:
                return session_id, await caller.api.send_message(session_id, message)
            except (Gone, NotFound) as exc:
                self._sessions.pop(slot, None)
                if attempt == 2:
                    raise ToolError(exc.message) from None
            except DiscreetError as exc:
                raise ToolError(exc.message) from None
        raise ToolError("the session could not be opened")  # pragma: no cover - loop returns

    # --- tools ----------------------------------------------------------------------------

    async def search_policies(
        self, query: str, scope: str | None = None, top_k: int = 5, ctx: Context | None = None
    ) -> dict[str, Any]:
        """Search the company's policies (and this customer's own documents). Each result
        carries the passage text and a citation (document id, version, section, chunk id);
        `abstained` is true when nothing relevant enough was found."""
        caller = await self.caller(ctx)
        found = await _call(
            caller.api.search(
                query, scope=scope, top_k=max(1, min(top_k, 20)), customer_id=caller.customer_id
            )
        )
        return {
            "results": [
                {
                    "text": h.text,
                    "score": h.score,
                    "citation": {
                        "document_id": str(h.document_id),
                        "version": h.version,
                        "section": h.section,
                        "chunk_id": h.chunk_id,
                    },
                }
                for h in found.results
            ],
            "abstained": found.abstained,
            "confidence": found.confidence,
        }

    async def recall_memory(
        self, category: str | None = None, ctx: Context | None = None
    ) -> dict[str, Any]:
        """What Discreet remembers about this customer (active facts, redacted at capture),
        optionally of one category."""
        caller = await self.caller(ctx)
        facts = await _call(caller.api.list_memory(self._customer(caller)))
        return {
            "facts": [
                _fact(f)
                for f in facts
                if f.status == "active" and (category is None or f.category == category)
            ]
        }

    async def record_memory(
        self, category: str, key: str, value: str, ctx: Context | None = None
    ) -> dict[str, Any]:
        """Record a fact about this customer (redacted before it is stored). Needs a staff
        key bound to the customer; a customer's own key may not write staff facts."""
        caller = await self.caller(ctx)
        fact = await _call(
            caller.api.record_memory(
                self._customer(caller), category=category, key=key, value=value
            )
        )
        return _fact(fact)

    async def answer_customer(self, message: str, ctx: Context | None = None) -> dict[str, Any]:
        """Answer one customer message end to end: redaction, scope, retrieval, memory,
        tools, generation and the output guard, audited as one turn of this customer's
        conversation."""
        caller = await self.caller(ctx)
        session_id, reply = await self._turn(caller, message)
        return _reply(session_id, reply)

    async def request_handoff(
        self, reason: str | None = None, ctx: Context | None = None
    ) -> dict[str, Any]:
        """Hand this customer's conversation to a person: the request is recorded as a turn
        of the conversation (audited, counted as a handoff)."""
        caller = await self.caller(ctx)
        message = HANDOFF_REQUEST if not reason else f"{HANDOFF_REQUEST} {reason.strip()}"
        session_id, reply = await self._turn(caller, message[:4000])
        return _reply(session_id, reply)

    async def order_status(
        self, order_ref: str | None = None, ctx: Context | None = None
    ) -> dict[str, Any]:
        """The status of one of this customer's orders (by reference, e.g. AO-100234), or of
        their latest orders. Another customer's order is simply not found."""
        if order_ref is not None and not _ORDER_REF.fullmatch(order_ref.strip()):
            raise ToolError("order_ref must look like an order reference, e.g. AO-100234")
        caller = await self.caller(ctx)
        message = (
            f"What is the status of my order {order_ref.strip()}?"
            if order_ref
            else "Where are my latest orders? What is their status?"
        )
        session_id, reply = await self._turn(caller, message)
        return _reply(session_id, reply)


async def _call(pending: Awaitable[T]) -> T:
    """Await an API call; its failure becomes a tool error with the API's message (which
    never carries user text)."""
    try:
        return await pending
    except DiscreetError as exc:
        raise ToolError(exc.message) from None


def _fact(f: Fact) -> dict[str, Any]:
    return {
        "fact_id": str(f.fact_id),
        "category": f.category,
        "key": f.key,
        "value": f.value,
        "confirmed_at": None if f.confirmed_at is None else f.confirmed_at.isoformat(),
    }


def _reply(session_id: UUID, reply: MessageReply) -> dict[str, Any]:
    return {
        "reply": reply.reply,
        "abstained": reply.abstained,
        "handoff": reply.handoff,
        "citations": [c.model_dump(mode="json") for c in reply.citations],
        "audit_event_id": str(reply.audit_event_id),
        "session_id": str(session_id),
    }


def build_server(tools: DiscreetTools) -> MCPServer:
    """An MCP server exposing `tools`' six tools."""
    server: MCPServer = MCPServer(
        name="discreet",
        instructions=INSTRUCTIONS,
        log_level="WARNING",
    )
    server.add_tool(tools.search_policies, name="search_policies")
    server.add_tool(tools.recall_memory, name="recall_memory")
    server.add_tool(tools.record_memory, name="record_memory")
    server.add_tool(tools.answer_customer, name="answer_customer")
    server.add_tool(tools.request_handoff, name="request_handoff")
    server.add_tool(tools.order_status, name="order_status")
    return server
