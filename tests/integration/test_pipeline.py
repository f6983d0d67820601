"""Statements sent ahead (`storage.pipeline.sending`) against real PostgreSQL: they reach the
database when sent, have run when the block ends, and fail there as SQLAlchemy's errors."""

from __future__ import annotations

import time
from collections.abc import Callable
from uuid import UUID, uuid4

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

from discreet.redaction import Redactor
from discreet.sessions import repository as sessions
from discreet.storage.engine import UnitOfWork
from discreet.storage.pipeline import sending
from discreet.tenancy.directory import create_customer

pytestmark = pytest.mark.integration

LOCK = text("SELECT pg_advisory_xact_lock(4242, 1)")


def _session(app_engine: Engine, tenant: UUID) -> tuple[UUID, UUID]:
    with UnitOfWork(app_engine, tenant) as uow:
        customer = create_customer(uow.conn, tenant_id=tenant, external_id=f"p-{uuid4().hex}")
        session = sessions.start_session(
            uow.conn, tenant_id=tenant, customer_id=customer, case_id=None, ttl_s=60
        )
        uow.commit()
    return customer, session.id


def test_statements_sent_ahead_run_while_the_block_does(
    app_engine: Engine, admin_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    customer, session = _session(app_engine, tenant)
    message = Redactor().redact("When does my parcel arrive?").text
    with UnitOfWork(app_engine, tenant) as uow:
        pid = uow.conn.execute(text("SELECT pg_backend_pid()")).scalar_one()
        with sending(uow.conn) as ahead:
            ahead.execute(LOCK, {})
            turn = sessions.append_turn(
                ahead,
                tenant_id=tenant,
                session_id=session,
                customer_id=customer,
                role="customer",
                content=message,
            )
            sessions.touch_session(ahead, session, ttl_s=600)
            deadline, held = time.monotonic() + 5, False
            while not held and time.monotonic() < deadline:
                with admin_engine.connect() as admin:
                    held = (
                        admin.execute(
                            text("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = :p"),
                            {"p": pid},
                        ).first()
                        is not None
                    )
            assert held, "the statements were not sent on the spot"
        stored = uow.conn.execute(
            text("SELECT content FROM turns WHERE id = :t"), {"t": turn}
        ).scalar_one()
        expiry = uow.conn.execute(
            text(
                "SELECT s.expires_at = v.expires_at AND s.expires_at > now() + interval '500 s' "
                "FROM sessions s JOIN session_state v ON v.session_id = s.id WHERE s.id = :s"
            ),
            {"s": session},
        ).scalar_one()
        uow.commit()
    assert stored == message.value
    assert expiry is True  # the session and its vault moved to the same new expiry


def test_a_statement_that_fails_ahead_fails_when_the_block_ends(
    app_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    customer, _ = _session(app_engine, tenant)
    message = Redactor().redact("Hello").text
    with UnitOfWork(app_engine, tenant) as uow:
        block = sending(uow.conn)
        ahead = block.__enter__()
        sessions.append_turn(  # no such session: the foreign key refuses it, but not yet
            ahead,
            tenant_id=tenant,
            session_id=uuid4(),
            customer_id=customer,
            role="customer",
            content=message,
        )
        with pytest.raises(DBAPIError, match="foreign key"):
            block.__exit__(None, None, None)
