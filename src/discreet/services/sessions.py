"""Session use cases: start, read, end, and the idle-TTL sweep."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from sqlalchemy import Connection, Engine, text

from discreet.audit import events as ev
from discreet.errors import NotFound
from discreet.redaction.text import load_stored
from discreet.services.auditing import Auditor
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
        audit = Auditor(uow.conn, principal.tenant_id)
        audit(
            ev.SessionStarted(
                customer_hash=audit.hash("customer", str(customer_id)),
                case_hash=audit.hash("case", str(case_id)) if case_id else None,
                idle_ttl_ms=float(ttl_s * 1000),
            ),
            session_id=info.id,
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
        sessions.get_session(uow.conn, session_id, customer_id=principal.customer_scope, live=False)
        lived = _lifetime(uow.conn, session_id)
        if sessions.end_session(uow.conn, session_id, reason="deleted"):
            Auditor(uow.conn, principal.tenant_id)(
                ev.SessionEnded(reason="deleted", turns=lived.turns, duration_ms=lived.age_ms),
                session_id=session_id,
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
            lived = _lifetime(uow.conn, row.session_id)
            if sessions.end_session(uow.conn, row.session_id, reason="expired"):
                Auditor(uow.conn, row.tenant_id)(
                    ev.SessionExpired(
                        turns=lived.turns,
                        last_active_at=lived.last_active_at,
                        idle_ttl_ms=lived.idle_ttl_ms,
                    ),
                    session_id=row.session_id,
                )
            uow.commit()
        vaults.destroy(row.tenant_id, row.session_id)
    return len(expired)


@dataclass(frozen=True)
class _Lifetime:
    turns: int
    age_ms: float
    last_active_at: datetime
    idle_ttl_ms: float  # the idle TTL the session last had: expiry minus last activity


def _lifetime(conn: Connection, session_id: UUID) -> _Lifetime:
    """What the audit says of a session that ends: its turns, age and idle TTL."""
    row = conn.execute(
        text(
            "SELECT s.last_active_at, "
            "extract(epoch FROM now() - s.created_at) * 1000 AS age_ms, "
            "extract(epoch FROM s.expires_at - s.last_active_at) * 1000 AS ttl_ms, "
            "(SELECT count(*) FROM turns t WHERE t.session_id = s.id) AS turns "
            "FROM sessions s WHERE s.id = :s"
        ),
        {"s": session_id},
    ).one()
    return _Lifetime(
        turns=int(row.turns),
        age_ms=max(0.0, float(row.age_ms)),
        last_active_at=row.last_active_at,
        idle_ttl_ms=max(0.0, float(row.ttl_ms)),
    )
