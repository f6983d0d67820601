"""Policy search with the chat turn's filters and floor."""

from __future__ import annotations

from fastapi import APIRouter

from discreet.api.deps import ContainerDep, SearchPrincipal
from discreet.api.responses import errors
from discreet.api.schemas import SearchHit, SearchRequest, SearchResponse
from discreet.errors import NotFound
from discreet.services.search import search

router = APIRouter(prefix="/v1/search", tags=["search"])


@router.post("", response_model=SearchResponse, responses=errors(NotFound))
def post_search(body: SearchRequest, principal: SearchPrincipal, c: ContainerDep) -> SearchResponse:
    own = principal.customer_scope
    if own is not None and body.customer_id is not None and body.customer_id != own:
        # A customer key searches as its own customer only; another id is not found, as
        # everywhere else, rather than quietly replaced.
        raise NotFound("no such customer in this tenant")
    result = search(
        c.turn_deps,
        principal,
        query=body.query,
        scope=body.scope,
        top_k=body.top_k,
        customer_id=body.customer_id,
        not_older_than=body.not_older_than,
        per_document=body.per_document,
    )
    return SearchResponse(
        results=[
            SearchHit(
                chunk_id=r.chunk_id,
                document_id=r.document_id,
                version=r.version,
                section=r.section,
                owner=r.owner,
                score=round(r.score, 6),
                text=r.text.value,
            )
            for r in result.results
        ],
        abstained=result.abstained,
        confidence=round(result.confidence, 4),
    )
