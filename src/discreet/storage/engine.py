"""Engines and the unit of work.

Two engines: the *admin* engine (the table owner) runs migrations and the few
cross-tenant maintenance calls; the *app* engine is what every request uses. On each new
app connection we `SET ROLE discreet_app`, a role that owns nothing and cannot bypass
row-level security, so RLS applies even when the configured URL is a superuser. Every
transaction of the unit of work sets `app.tenant_id` with `set_config(..., true)`, which
lasts exactly as long as the transaction.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from uuid import UUID

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.pool import QueuePool

__all__ = ["APP_ROLE", "UnitOfWork", "app_transaction", "make_engine"]

APP_ROLE = "discreet_app"


def make_engine(url: str, *, app_role: bool, pool_size: int = 8) -> Engine:
    engine = create_engine(
        url,
        poolclass=QueuePool,
        pool_size=pool_size,
        max_overflow=pool_size,
        pool_pre_ping=True,
        future=True,
    )
    if app_role:

        @event.listens_for(engine, "connect")
        def _drop_privileges(dbapi_conn: Any, _record: Any) -> None:
            with dbapi_conn.cursor() as cur:
                cur.execute(f"SET SESSION ROLE {APP_ROLE}")
            dbapi_conn.commit()

    return engine


class UnitOfWork:
    """One transaction under one tenant. Leaving the block without `commit()` rolls back.

    `with UnitOfWork(engine, tenant_id) as uow: ...; uow.commit()`
    """

    def __init__(self, engine: Engine, tenant_id: UUID) -> None:
        self._engine = engine
        self.tenant_id = tenant_id
        self._conn: Connection | None = None

    def __enter__(self) -> UnitOfWork:
        conn = self._engine.connect()
        conn.begin()
        conn.execute(
            text("SELECT set_config('app.tenant_id', :t, true)"), {"t": str(self.tenant_id)}
        )
        self._conn = conn
        return self

    @property
    def conn(self) -> Connection:
        if self._conn is None:
            raise RuntimeError("UnitOfWork used outside its `with` block")
        return self._conn

    def commit(self) -> None:
        self.conn.commit()
        # A new transaction keeps the tenant for any work after the commit.
        self.conn.execute(
            text("SELECT set_config('app.tenant_id', :t, true)"), {"t": str(self.tenant_id)}
        )

    def __exit__(self, *exc: object) -> None:
        conn, self._conn = self._conn, None
        if conn is None:
            return
        try:
            conn.rollback()
        finally:
            conn.close()


@contextmanager
def app_transaction(engine: Engine) -> Iterator[Connection]:
    """A transaction with no tenant set: RLS shows no tenant rows at all. Used for
    authentication and cross-tenant maintenance through SECURITY DEFINER functions.
    Commits when the block ends without an exception."""
    with engine.connect() as conn, conn.begin():
        yield conn
