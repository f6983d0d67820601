"""Session use cases: start, read, end, and the idle-TTL sweep."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

from sqlalchemy import Engine, text

from discreet.errors import NotFound
from discreet.redaction.text import load_stored
from discreet.services.auditing import audit_session
from discreet.sessions import SessionInfo, Turn, VaultStore
from discreet.sessions import repository as sessions
from discreet.storage.engine import UnitOfWork, app_transaction
from discreet.tenancy.directory import get_customer
from discreet.tenancy.model import Principal

__all__ = ["Transcript", "end_session", "read_session", "start_session", "sweep_expired_sessions"]


@dataclass(frozen=True)
class Transcript:
    session: SessionInfo
    turns: list[Turn]


def start_session(
    engine: Engine,
    principal: Principal,
    *,
    customer_id: UUID,
    case_id: UUID | None,
    ttl_s: int,
) -> SessionInfo:
    if not principal.may_act_for(customer_id):
        raise NotFound("no such customer")
    with UnitOfWork(engine, principal.tenant_id) as uow:
        get_customer(uow.conn, customer_id)
        info = sessions.start_session(
            uow.conn,
            tenant_id=principal.tenant_id,
            customer_id=customer_id,
            case_id=case_id,
            ttl_s=ttl_s,
        )
        audit_session(
            uow.conn,
            tenant_id=principal.tenant_id,
            kind="session_started",
            session_id=info.id,
            customer_id=customer_id,
        )
        uow.commit()
    return info


def read_session(engine: Engine, principal: Principal, session_id: UUID) -> Transcript:
    with UnitOfWork(engine, principal.tenant_id) as uow:
        info = sessions.get_session(
            uow.conn, session_id, customer_id=principal.customer_scope, live=False
        )
        turns = sessions.list_turns(uow.conn, session_id, restore=load_stored)
    return Transcript(session=info, turns=turns)


def end_session(engine: Engine, vaults: VaultStore, principal: Principal, session_id: UUID) -> None:
    with UnitOfWork(engine, principal.tenant_id) as uow:
        info = sessions.get_session(
            uow.conn, session_id, customer_id=principal.customer_scope, live=False
        )
        if sessions.end_session(uow.conn, session_id, reason="deleted"):
            audit_session(
                uow.conn,
                tenant_id=principal.tenant_id,
                kind="session_ended",
                session_id=session_id,
                customer_id=info.customer_id,
            )
        uow.commit()
    vaults.destroy(principal.tenant_id, session_id)


def sweep_expired_sessions(engine: Engine, vaults: VaultStore, *, limit: int = 500) -> int:
    """End every session past its idle TTL: vault destroyed, expiry audited."""
    with app_transaction(engine) as conn:
        expired = conn.execute(
            text("SELECT session_id, tenant_id FROM discreet_expired_sessions(:n)"), {"n": limit}
        ).all()
    for row in expired:
        with UnitOfWork(engine, row.tenant_id) as uow:
            info = sessions.get_session(uow.conn, row.session_id, live=False)
            if sessions.end_session(uow.conn, row.session_id, reason="expired"):
                audit_session(
                    uow.conn,
                    tenant_id=row.tenant_id,
                    kind="session_expired",
                    session_id=row.session_id,
                    customer_id=info.customer_id,
                )
            uow.commit()
        vaults.destroy(row.tenant_id, row.session_id)
    return len(expired)
