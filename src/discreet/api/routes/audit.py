"""The audit trail for auditors: events, chain verification, turn reconstruction."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Annotated, Any
from uuid import UUID

from fastapi import APIRouter, Query
from sqlalchemy import text

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.audit.reconstruct import reconstruct_turn
from discreet.audit.verify import verify_chain
from discreet.errors import NotFound
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Role
from discreet.tenancy.directory import tenant_secret

router = APIRouter(prefix="/v1/audit", tags=["audit"])


@router.get("")
def list_events(
    principal: PrincipalDep,
    c: ContainerDep,
    session_id: UUID | None = None,
    since: datetime | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> dict[str, list[dict[str, Any]]]:
    principal.require(Role.AUDITOR, Role.ADMIN)
    with UnitOfWork(c.engine, principal.tenant_id) as uow:
        rows = uow.conn.execute(
            text(
                "SELECT id, seq, kind, occurred_at, session_id, turn_event_id, payload, hash "
                "FROM audit_events "
                "WHERE (CAST(:s AS uuid) IS NULL OR session_id = CAST(:s AS uuid)) "
                "AND (CAST(:since AS timestamptz) IS NULL "
                "OR occurred_at >= CAST(:since AS timestamptz)) "
                "ORDER BY seq LIMIT :n"
            ),
            {"s": session_id, "since": since, "n": limit},
        ).all()
    return {
        "events": [
            {
                "event_id": str(r.id),
                "seq": r.seq,
                "kind": r.kind,
                "occurred_at": r.occurred_at.isoformat(),
                "session_id": str(r.session_id) if r.session_id else None,
                "turn_event_id": str(r.turn_event_id) if r.turn_event_id else None,
                "payload": r.payload if isinstance(r.payload, dict) else json.loads(r.payload),
                "hash": r.hash,
            }
            for r in rows
        ]
    }


@router.get("/verify")
def verify(principal: PrincipalDep, c: ContainerDep) -> dict[str, Any]:
    principal.require(Role.AUDITOR, Role.ADMIN)
    with UnitOfWork(c.engine, principal.tenant_id) as uow:
        result = verify_chain(
            uow.conn, tenant_id=principal.tenant_id, tenant_secret=tenant_secret(uow.conn)
        )
    return result.to_dict()


@router.get("/turns/{audit_event_id}")
def turn(audit_event_id: UUID, principal: PrincipalDep, c: ContainerDep) -> dict[str, Any]:
    principal.require(Role.AUDITOR, Role.ADMIN)
    with UnitOfWork(c.engine, principal.tenant_id) as uow:
        found = reconstruct_turn(uow.conn, turn_event_id=audit_event_id)
    if not found:
        raise NotFound("no turn with that audit event id")
    return found
