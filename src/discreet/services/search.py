"""Policy search for staff keys: the same redaction, filters and floor as the chat turn."""

from __future__ import annotations

from datetime import datetime
from uuid import UUID

from discreet.agent.turn import TurnDeps, tenant_redaction_config
from discreet.errors import InvalidInput
from discreet.knowledge.retrieval import (
    RetrievalQuery,
    RetrievalResult,
    floor_for_tenant,
    retrieve,
)
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import get_customer
from discreet.tenancy.model import Principal

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
) -> RetrievalResult:
    if not query.strip():
        raise InvalidInput("query must be a non-empty string")
    if not 1 <= top_k <= 50:
        raise InvalidInput("top_k must be between 1 and 50")
    if principal.customer_id is not None and not principal.may_act_for_any():
        customer_id = principal.customer_id
    with UnitOfWork(deps.engine, principal.tenant_id) as uow:
        conn = uow.conn
        config = tenant_redaction_config(conn, use_ner=deps.redactor.uses_ner)
        redacted = deps.redactor.redact(query, config=config).text
        owners: tuple[str, ...] = ("shared",)
        if customer_id is not None:
            customer = get_customer(conn, customer_id)
            owners = ("shared", f"customer:{customer.id}") + (
                (f"account:{customer.account_id}",) if customer.account_id else ()
            )
        if scope is not None:
            scopes: tuple[str, ...] = (scope, "general")
        else:
            scopes = tuple(
                s
                for (s,) in conn.exec_driver_sql(
                    "SELECT DISTINCT scope FROM documents WHERE deleted_at IS NULL"
                ).all()
            ) or ("general",)
        return retrieve(
            conn,
            RetrievalQuery(
                text=redacted,
                scopes=scopes,
                owners=owners,
                top_k=top_k,
                not_older_than=not_older_than,
            ),
            embedder=deps.embedder,
            floor=floor_for_tenant(conn, default=deps.floor),
        )
