"""LangChain pieces over Discreet (``pip install 'discreet[langgraph]'``): a retriever over
policy search and a chat message history over a Discreet session.

    from discreet.client import DiscreetClient
    from discreet.integrations.langchain import DiscreetChatHistory, DiscreetRetriever

    api = DiscreetClient(url, api_key)
    retriever = DiscreetRetriever(client=api, scope="returns")
    for doc in retriever.invoke("How long do I have to return a jacket?"):
        doc.metadata["citation"]  # "Returns > Time limits (document 5f0c..., v1)"

    history = DiscreetChatHistory.start(api, customer_id)
    history.add_user_message("Where is my order?")  # a Discreet turn: redact, answer, guard
    history.messages  # [HumanMessage(redacted), AIMessage(guarded reply)]

**Retriever.** Each `Document` is a passage of ``POST /v1/search`` (id: Discreet's chunk
id) with citation metadata: ``document_id``, ``version``, ``section``, ``chunk_id``,
``owner``, ``score`` and ``citation``. The search has the chat turn's tenant, scope and owner
filters and its confidence floor, and sees only what the key may see. When Discreet abstains
the retriever returns no documents, so a chain has nothing weak to answer from;
`last_abstained` and `last_confidence` say why.

**History.** `messages` are the session's stored turns as Discreet keeps them: redacted
(placeholders instead of personal data), customer turns as `HumanMessage`, replies as
`AIMessage`. Adding a `HumanMessage` runs a Discreet turn (``POST .../messages``): Discreet
redacts it, answers from its own policies and memory, guards the reply and stores both, so
the history grows by two messages; `last_reply` holds the turn's result (the reply
re-hydrated for this session, citations, abstention, hand-off). What Discreet cannot keep:

- a reply written elsewhere: replies are Discreet's own, guarded turns, so adding an
  `AIMessage` (or any other kind) raises `UnsupportedByDiscreet`;
- `clear()`: the redacted transcript stays for the audit trail; it raises, and `end()` ends
  the session (its pseudonym vault is dropped).

Identity comes from the API key: a customer-bound key reads and writes only its own
customer's sessions, and another customer's session is `NotFound`, as everywhere in the API.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

from langchain_core.callbacks import (
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.retrievers import BaseRetriever
from pydantic import Field, PrivateAttr, model_validator

from discreet.client import AsyncDiscreetClient, DiscreetClient
from discreet.client.models import MessageReply, SearchHit, SearchResponse, Turn
from discreet.errors import InvalidInput
from discreet.integrations._acting import passage_metadata

__all__ = ["DiscreetChatHistory", "DiscreetRetriever", "UnsupportedByDiscreet"]


class UnsupportedByDiscreet(InvalidInput):
    """A LangChain or LangGraph operation Discreet does not keep (the message says which and
    what to do instead)."""


class DiscreetRetriever(BaseRetriever):
    """Policy passages from Discreet as LangChain documents; see the module docstring.

    Give `client` for `invoke` and `async_client` for `ainvoke` (either or both; without an
    async client `ainvoke` runs the sync search in a thread). `customer_id` is deployment
    configuration (a staff key searching for one customer), never a query argument; a
    customer-bound key naming another customer gets `NotFound`.
    """

    client: DiscreetClient | None = None
    async_client: AsyncDiscreetClient | None = None
    scope: str | None = None
    top_k: int = Field(default=5, ge=1, le=50)
    customer_id: UUID | None = None
    not_older_than: datetime | None = None
    _last: SearchResponse | None = PrivateAttr(default=None)

    @model_validator(mode="after")
    def _has_a_client(self) -> DiscreetRetriever:
        if self.client is None and self.async_client is None:
            raise ValueError("give a DiscreetClient, an AsyncDiscreetClient or both")
        return self

    @property
    def last_abstained(self) -> bool | None:
        """Whether Discreet abstained on the last query (None before any)."""
        return None if self._last is None else self._last.abstained

    @property
    def last_confidence(self) -> float | None:
        """The last query's retrieval confidence (None before any)."""
        return None if self._last is None else self._last.confidence

    def _filters(self) -> dict[str, Any]:
        return {
            "scope": self.scope,
            "top_k": self.top_k,
            "customer_id": self.customer_id,
            "not_older_than": self.not_older_than,
        }

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        if self.client is None:
            raise RuntimeError("this DiscreetRetriever has only an async client: use ainvoke")
        return self._documents(self.client.search(query, **self._filters()))

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun
    ) -> list[Document]:
        if self.async_client is None:
            return await super()._aget_relevant_documents(query, run_manager=run_manager)
        return self._documents(await self.async_client.search(query, **self._filters()))

    def _documents(self, response: SearchResponse) -> list[Document]:
        self._last = response
        if response.abstained:
            return []
        return [_document(hit) for hit in response.results]


def _document(hit: SearchHit) -> Document:
    return Document(
        id=hit.chunk_id,
        page_content=hit.text,
        metadata={**passage_metadata(hit), "score": hit.score},
    )


class DiscreetChatHistory(BaseChatMessageHistory):
    """The redacted turns of one Discreet session; see the module docstring."""

    def __init__(self, client: DiscreetClient, session_id: UUID) -> None:
        super().__init__()
        self.client = client
        self.session_id = session_id
        self.last_reply: MessageReply | None = None

    @classmethod
    def start(
        cls, client: DiscreetClient, customer_id: UUID, *, case_id: UUID | None = None
    ) -> DiscreetChatHistory:
        """Open a new session for `customer_id` (a customer key: only its own)."""
        created = client.create_session(customer_id, case_id=case_id)
        return cls(client, created.session_id)

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override] # read from Discreet
        return [_message(turn) for turn in self.client.get_session(self.session_id).turns]

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        """Run a Discreet turn for each `HumanMessage`; any other kind raises, before any
        turn is sent."""
        texts = [_customer_text(m) for m in messages]
        for text in texts:
            self.last_reply = self.client.send_message(self.session_id, text)

    def clear(self) -> None:
        raise UnsupportedByDiscreet(
            "Discreet keeps a session's redacted turns for the audit trail and cannot clear "
            "them; call end() to end the session, or start() a new one"
        )

    def end(self) -> None:
        """End the session: its pseudonym vault is dropped and no turn can be added."""
        self.client.end_session(self.session_id)


def _customer_text(message: BaseMessage) -> str:
    if not isinstance(message, HumanMessage):
        raise UnsupportedByDiscreet(
            "a Discreet session stores customer turns and its own guarded replies only; "
            f"add HumanMessages (a message of type {message.type!r} cannot be stored)"
        )
    if not isinstance(message.content, str):
        raise UnsupportedByDiscreet("a customer turn is text: give the HumanMessage a string")
    return message.content


def _message(turn: Turn) -> BaseMessage:
    extra = {"created_at": turn.created_at.isoformat()}
    if turn.role == "customer":
        return HumanMessage(content=turn.content, additional_kwargs=extra)
    return AIMessage(content=turn.content, additional_kwargs=extra)
