"""LlamaIndex pieces over Discreet (``pip install 'discreet[llamaindex]'``): a retriever over
policy search and a chat store over Discreet sessions.

    from discreet.client import DiscreetClient
    from discreet.integrations.llamaindex import DiscreetChatStore, DiscreetRetriever

    retriever = DiscreetRetriever(DiscreetClient(url, agent_key), scope="returns")
    for hit in retriever.retrieve("How long do I have to return a jacket?"):
        hit.node.metadata["citation"]  # "Returns > Time limits (document 5f0c..., v1)"

    store = DiscreetChatStore(DiscreetClient(url, api_key))
    key = store.open(customer_id)  # a new Discreet session; the key is its id
    store.add_message(key, ChatMessage(role="user", content="Where is my order?"))
    store.get_messages(key)  # [user (redacted), assistant (Discreet's guarded reply)]
    memory = ChatMemoryBuffer.from_defaults(chat_store=store, chat_store_key=key)

**Retriever.** Each result is a `TextNode` whose id is Discreet's chunk id, with citation
metadata (``document_id``, ``version``, ``section``, ``chunk_id``, ``owner``, ``citation``) and
the search score. The search is ``POST /v1/search``: the same tenant, scope and owner filters
and the same confidence floor as a chat turn, and only what the key may see (a customer key,
its own documents and the shared ones). When Discreet abstains (no passage is good enough),
the retriever returns no nodes, so the orchestrator has nothing to answer from rather than
weak passages; `last_confidence` and `last_abstained` tell why.

The ids and the citation are kept out of what LlamaIndex sends to a language model or an
embedder (``excluded_llm_metadata_keys``); only the section heading goes with the text.

**Chat store.** A key names one Discreet session: `open(customer_id)` starts one and
`attach(session_id)` takes an existing one (both return the key; give ``key=`` to choose a
name), and a key that is a session id works as it is, so a stateless server can pass
``str(session_id)`` without opening anything. `get_messages` is the session's stored turns as
Discreet keeps them: redacted (placeholders instead of personal data), customer turns as
``user`` messages, replies as ``assistant`` messages. `add_message` with a ``user`` message
runs a Discreet turn (``POST .../messages``): Discreet redacts it, answers from its own
policies and memory, guards the reply and stores both, so the session grows by two messages;
`last_reply` holds the turn's result (the reply re-hydrated for this session, citations,
abstention, hand-off). It behaves as LangChain's `DiscreetChatHistory`; what Discreet cannot
keep raises `UnsupportedByDiscreet`:

- a reply written elsewhere: replies are Discreet's own, guarded turns, so an ``assistant``
  (or ``system``, ``tool``...) message, or a message that is not plain text, is refused;
- `set_messages` (and so ``ChatMemoryBuffer.from_defaults(chat_history=...)`` and
  ``memory.set``): a session's turns are what happened, they cannot be replaced;
- `delete_messages` (``memory.reset()``), `delete_message`, `delete_last_message`: the
  redacted transcript stays for the audit trail; `end(key)` ends the session (its pseudonym
  vault is dropped).

`get_keys` lists the keys this store opened or attached (Discreet lists no sessions). The
async methods are LlamaIndex's defaults: the sync call in a thread. Identity comes from the
API key: a customer-bound key reads and writes only its own customer's sessions, and another
customer's session is `NotFound` whichever key or method names it, as everywhere in the API.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

from llama_index.core.base.llms.types import ChatMessage, MessageRole, TextBlock
from llama_index.core.bridge.pydantic import PrivateAttr
from llama_index.core.callbacks import CallbackManager
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
from llama_index.core.storage.chat_store.base import BaseChatStore

from discreet.client import AsyncDiscreetClient, DiscreetClient
from discreet.client.models import MessageReply, SearchHit, SearchResponse, Turn
from discreet.errors import InvalidInput, NotFound
from discreet.integrations._acting import passage_metadata

__all__ = ["DiscreetChatStore", "DiscreetRetriever", "UnsupportedByDiscreet"]


class UnsupportedByDiscreet(InvalidInput):
    """A LlamaIndex operation Discreet does not keep (the message says which and what to do
    instead)."""


_HIDDEN_FROM_MODEL = ["document_id", "version", "chunk_id", "owner", "citation"]


class DiscreetRetriever(BaseRetriever):
    """Policy passages from Discreet as LlamaIndex nodes; see the module docstring.

    Give `client` for `retrieve` and `async_client` for `aretrieve` (either or both).
    """

    def __init__(
        self,
        client: DiscreetClient | None = None,
        *,
        async_client: AsyncDiscreetClient | None = None,
        scope: str | None = None,
        top_k: int = 5,
        customer_id: UUID | None = None,
        not_older_than: datetime | None = None,
        callback_manager: CallbackManager | None = None,
    ) -> None:
        if client is None and async_client is None:
            raise ValueError("give a DiscreetClient, an AsyncDiscreetClient or both")
        if not 1 <= top_k <= 50:
            raise ValueError("top_k must be between 1 and 50")
        super().__init__(callback_manager=callback_manager)
        self._client = client
        self._async_client = async_client
        self._search: dict[str, Any] = {
            "scope": scope,
            "top_k": top_k,
            "customer_id": customer_id,
            "not_older_than": not_older_than,
        }
        self.last_confidence: float | None = None
        self.last_abstained: bool | None = None

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        if self._client is None:
            raise RuntimeError("this DiscreetRetriever has only an async client: use aretrieve")
        return self._nodes(self._client.search(query_bundle.query_str, **self._search))

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        if self._async_client is None:
            return self._retrieve(query_bundle)
        found = await self._async_client.search(query_bundle.query_str, **self._search)
        return self._nodes(found)

    def _nodes(self, response: SearchResponse) -> list[NodeWithScore]:
        self.last_confidence = response.confidence
        self.last_abstained = response.abstained
        if response.abstained:
            return []
        return [NodeWithScore(node=_node(hit), score=hit.score) for hit in response.results]


def _node(hit: SearchHit) -> TextNode:
    return TextNode(
        id_=hit.chunk_id,
        text=hit.text,
        metadata=passage_metadata(hit),
        excluded_llm_metadata_keys=list(_HIDDEN_FROM_MODEL),
        excluded_embed_metadata_keys=list(_HIDDEN_FROM_MODEL),
    )


class DiscreetChatStore(BaseChatStore):
    """Discreet sessions as a LlamaIndex chat store, one key a session; see the module
    docstring."""

    _client: DiscreetClient = PrivateAttr()
    _sessions: dict[str, UUID] = PrivateAttr(default_factory=dict)
    _last_reply: MessageReply | None = PrivateAttr(default=None)

    def __init__(self, client: DiscreetClient) -> None:
        super().__init__()
        self._client = client

    @classmethod
    def class_name(cls) -> str:
        return "DiscreetChatStore"

    @property
    def last_reply(self) -> MessageReply | None:
        """The result of the last turn `add_message` ran (None before any)."""
        return self._last_reply

    def open(
        self, customer_id: UUID, *, key: str | None = None, case_id: UUID | None = None
    ) -> str:
        """Start a session for `customer_id` (a customer key: only its own) under `key`
        (default: the session id); return the key."""
        self._check_free(key)
        created = self._client.create_session(customer_id, case_id=case_id)
        return self._bind(key, created.session_id)

    def attach(self, session_id: UUID, *, key: str | None = None) -> str:
        """Name an existing session (checked now: another customer's is `NotFound`); return
        the key (default: the session id)."""
        self._check_free(key)
        found = self._client.get_session(session_id)
        return self._bind(key, found.session_id)

    def session_id(self, key: str) -> UUID:
        """The session a key names: one opened or attached here, or a session id as text."""
        if key in self._sessions:
            return self._sessions[key]
        try:
            return UUID(key)
        except ValueError:
            raise NotFound(
                f"no Discreet session under the key {key!r}: open() one for a customer, "
                "attach() a session, or use a session id as the key"
            ) from None

    def get_messages(self, key: str) -> list[ChatMessage]:
        session = self._client.get_session(self.session_id(key))
        return [_chat_message(turn) for turn in session.turns]

    def add_message(self, key: str, message: ChatMessage) -> None:
        """Run a Discreet turn for a ``user`` message; any other kind raises, and no turn
        is sent."""
        text = _customer_text(message)
        self._last_reply = self._client.send_message(self.session_id(key), text)

    def set_messages(self, key: str, messages: list[ChatMessage]) -> None:
        raise UnsupportedByDiscreet(
            "a Discreet session's turns are what happened and cannot be replaced; add user "
            "messages with add_message (each runs a Discreet turn), or open() a new session"
        )

    def delete_messages(self, key: str) -> list[ChatMessage] | None:
        raise UnsupportedByDiscreet(
            "Discreet keeps a session's redacted turns for the audit trail and cannot delete "
            "them; call end(key) to end the session, or open() a new one"
        )

    def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        raise UnsupportedByDiscreet(
            "Discreet keeps every turn of a session for the audit trail and cannot delete one; "
            "call end(key) to end the session, or open() a new one"
        )

    def delete_last_message(self, key: str) -> ChatMessage | None:
        return self.delete_message(key, -1)

    def get_keys(self) -> list[str]:
        """The keys opened or attached in this store (Discreet lists no sessions)."""
        return list(self._sessions)

    def end(self, key: str) -> None:
        """End the key's session: its pseudonym vault is dropped and no turn can be added
        (its turns stay readable; the key stays in `get_keys`)."""
        self._client.end_session(self.session_id(key))

    def _check_free(self, key: str | None) -> None:
        if key is not None and key in self._sessions:
            raise ValueError(f"the key {key!r} already names a session in this store")

    def _bind(self, key: str | None, session_id: UUID) -> str:
        name = str(session_id) if key is None else key
        self._sessions[name] = session_id
        return name


def _customer_text(message: ChatMessage) -> str:
    if message.role != MessageRole.USER:
        raise UnsupportedByDiscreet(
            "a Discreet session stores customer turns and its own guarded replies only; add "
            f"user messages (a message of role {message.role.value!r} cannot be stored)"
        )
    if not message.blocks or not all(isinstance(b, TextBlock) for b in message.blocks):
        raise UnsupportedByDiscreet("a customer turn is text: give the user message text only")
    return message.content or ""


def _chat_message(turn: Turn) -> ChatMessage:
    role = MessageRole.USER if turn.role == "customer" else MessageRole.ASSISTANT
    return ChatMessage(
        role=role,
        content=turn.content,
        additional_kwargs={"created_at": turn.created_at.isoformat()},
    )
