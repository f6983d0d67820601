"""Policy search: the same redaction, filters and floor as the chat turn.

Staff keys search for any customer of their tenant (`customer_id`) or for none (shared
policies only). A customer key searches as its own customer: another `customer_id`, of
this tenant or any other, is not found (404), exactly like one that does not exist, and
never quietly replaced by the key's own."""

from __future__ import annotations

from datetime import datetime
from uuid import UUID

from discreet.agent.turn import TurnDeps
from discreet.errors import InvalidInput, NotFound
from discreet.knowledge.documents import live_scopes
from discreet.knowledge.retrieval import (
    RetrievalQuery,
    RetrievalResult,
    floor_for_tenant,
    retrieve,
)
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import get_customer
from discreet.tenancy.model import Principal, TenantContext
from discreet.tenancy.settings import tenant_redaction_config

__all__ = ["search"]


def search(
    deps: TurnDeps,
    principal: Principal,
    *,
    query: str,
    scope: str | None = None,
    top_k: int = 5,
    customer_id: UUID | None = None,
    not_older_than: datetime | None = None,
    per_document: int = 1,
) -> RetrievalResult:
    """`top_k` results, at most `per_document` of them from one document (one by default:
    a search lists documents, each at its best passage, rather than three overlapping
    pieces of one long page)."""
    if not query.strip():
        raise InvalidInput("query must be a non-empty string")
    if not 1 <= top_k <= 50:
        raise InvalidInput("top_k must be between 1 and 50")
    if not 1 <= per_document <= 50:
        raise InvalidInput("per_document must be between 1 and 50")
    own = principal.customer_scope
    if own is not None:
        if customer_id is not None and customer_id != own:
            raise NotFound("no such customer in this tenant")
        customer_id = own
    with UnitOfWork(deps.engine, principal.tenant_id) as uow:
        conn = uow.conn
        config = tenant_redaction_config(conn, use_ner=deps.redactor.uses_ner)
        redacted = deps.redactor.redact(query, config=config).text
        owners: tuple[str, ...] = ("shared",)
        if customer_id is not None:
            customer = get_customer(conn, customer_id)
            owners = TenantContext(
                tenant_id=principal.tenant_id,
                customer_id=customer.id,
                account_id=customer.account_id,
            ).owners
        if scope is not None:
            scopes: tuple[str, ...] = (scope, "general")
        else:
            scopes = tuple(live_scopes(conn)) or ("general",)
        return retrieve(
            conn,
            RetrievalQuery(
                text=redacted,
                scopes=scopes,
                owners=owners,
                top_k=top_k,
                not_older_than=not_older_than,
                per_document=per_document,
            ),
            embedder=deps.embedder,
            floor=floor_for_tenant(conn, default=deps.floor),
        )
