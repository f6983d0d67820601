"""A LlamaIndex retriever over Discreet's policy search (``pip install 'discreet[llamaindex]'``).

    from discreet.client import DiscreetClient
    from discreet.integrations.llamaindex import DiscreetRetriever

    retriever = DiscreetRetriever(DiscreetClient(url, agent_key), scope="returns")
    for hit in retriever.retrieve("How long do I have to return a jacket?"):
        hit.node.metadata["citation"]  # "Returns > Time limits (document 5f0c..., v1)"

Each result is a `TextNode` whose id is Discreet's chunk id, with citation metadata
(``document_id``, ``version``, ``section``, ``chunk_id``, ``owner``, ``citation``) and the
search score. The search is ``POST /v1/search``: the same tenant, scope and owner filters and
the same confidence floor as a chat turn, and only what the key may see (a customer key, its
own documents and the shared ones). When Discreet abstains (no passage is good enough), the
retriever returns no nodes, so the orchestrator has nothing to answer from rather than weak
passages; `last_confidence` and `last_abstained` tell why.

The ids and the citation are kept out of what LlamaIndex sends to a language model or an
embedder (``excluded_llm_metadata_keys``); only the section heading goes with the text.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

from llama_index.core.callbacks import CallbackManager
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode

from discreet.client import AsyncDiscreetClient, DiscreetClient
from discreet.client.models import SearchHit, SearchResponse

__all__ = ["DiscreetRetriever"]

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
        metadata={
            "document_id": str(hit.document_id),
            "version": hit.version,
            "section": hit.section,
            "chunk_id": hit.chunk_id,
            "owner": hit.owner,
            "citation": f"{hit.section} (document {hit.document_id}, v{hit.version})",
        },
        excluded_llm_metadata_keys=list(_HIDDEN_FROM_MODEL),
        excluded_embed_metadata_keys=list(_HIDDEN_FROM_MODEL),
    )
