"""What the agent-framework adapters share: whom calls act for (from the API key, never the
model), and the search result as the model sees it (passages with their citations) or as a
retriever's documents carry it (`passage_metadata`)."""

from __future__ import annotations

import json
from typing import Any
from uuid import UUID

from discreet.client import AsyncDiscreetClient, SearchHit, SearchResponse
from discreet.errors import Forbidden


async def bound_customer(api: AsyncDiscreetClient, customer_id: UUID | None) -> UUID | None:
    """The customer calls act for: a customer-bound key's own (a different `customer_id` is
    refused before anything is sent), else the one the application bound, else None."""
    me = await api.me()
    if me.customer_id is None:
        return customer_id
    if customer_id is not None and customer_id != me.customer_id:
        raise Forbidden("this API key is bound to another customer")
    return me.customer_id


class ActingFor:
    """The customer calls act for, asked of the API once (see `bound_customer`)."""

    def __init__(self, api: AsyncDiscreetClient, customer_id: UUID | None) -> None:
        self._api = api
        self._asked = customer_id
        self._resolved: tuple[UUID | None] | None = None

    def _requested(self) -> UUID | None:
        """The customer the application asked for; a subclass may know it otherwise."""
        return self._asked

    async def customer_if_bound(self) -> UUID | None:
        if self._resolved is None:
            self._resolved = (await bound_customer(self._api, self._requested()),)
        return self._resolved[0]

    async def customer(self) -> UUID:
        customer = await self.customer_if_bound()
        if customer is None:
            raise Forbidden("a staff key needs the customer_id the application binds it to")
        return customer


def citation(hit: SearchHit) -> dict[str, Any]:
    return {
        "document_id": str(hit.document_id),
        "version": hit.version,
        "section": hit.section,
        "chunk_id": hit.chunk_id,
    }


def passage_metadata(hit: SearchHit) -> dict[str, Any]:
    """A passage's metadata as a framework's document or node carries it: its citation, its
    owner and the citation as one readable line."""
    return {
        **citation(hit),
        "owner": hit.owner,
        "citation": f"{hit.section} (document {hit.document_id}, v{hit.version})",
    }


def passages(found: SearchResponse) -> dict[str, Any]:
    hits = [] if found.abstained else found.results
    return {
        "abstained": found.abstained,
        "confidence": found.confidence,
        "results": [{"text": h.text, "score": h.score, "citation": citation(h)} for h in hits],
    }


def to_json(body: dict[str, Any]) -> str:
    return json.dumps(body, ensure_ascii=False)
