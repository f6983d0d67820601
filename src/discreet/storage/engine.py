"""Engines and the unit of work.

Two engines: the *admin* engine (the table owner) runs migrations and the few
cross-tenant maintenance calls; the *app* engine is what every request uses. Every
transaction of the app engine runs as `discreet_app`, a role that owns nothing and cannot
bypass row-level security, so RLS applies even when the configured URL is a superuser; every
transaction of the unit of work sets `app.tenant_id`. Both are set when the transaction
begins, in one statement (`set_config('role', 'discreet_app', true)`, which is
`SET LOCAL ROLE`, and `set_config('app.tenant_id', ..., true)`): one round trip, not one
each. Both last exactly as long as the transaction and nothing is set on the session, so the
app engine works behind a transaction pooler (PgBouncer with `pool_mode = transaction`),
which hands each transaction whichever server connection is free. Behind such a pooler,
`prepared_statements=False` keeps psycopg from preparing named statements on a server
connection the next transaction may not get (PgBouncer before 1.21 does not carry them
over); statements still go with their parameters apart, over the extended protocol.

The app engine's pool is sized by the composition root from one concurrency setting, so
that every request admitted, every worker thread and the readiness probe each find a
connection without waiting. No code path holds two of its connections at once (the
one-connection test runs every endpoint and a worker job on a pool of one). If the pool is
exhausted anyway, a checkout gives up after `timeout_s` with `DatabaseBusy` (503, retry
later) instead of SQLAlchemy's timeout surfacing as a server error; a connection the database
refuses or drops (a restart, a failover) is `DatabaseUnreachable`, 503 too.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine import ExceptionContext
from sqlalchemy.pool import ConnectionPoolEntry, QueuePool

from discreet.errors import Unavailable

__all__ = [
    "APP_ROLE",
    "DatabaseBusy",
    "DatabaseUnreachable",
    "PoolStats",
    "UnitOfWork",
    "app_transaction",
    "connect",
    "make_engine",
    "pool_stats",
]

APP_ROLE = "discreet_app"


class DatabaseBusy(Unavailable):
    """Every pooled connection stayed in use past the pool's timeout: retry shortly."""

    retry_after_s: int = 1


class DatabaseUnreachable(Unavailable):
    """The database refused a connection or dropped one mid-transaction (restarting, failing
    over, or gone): the transaction is rolled back with its connection, retry shortly."""

    retry_after_s: int = 2


@dataclass(frozen=True)
class PoolStats:
    """A snapshot of an engine's pool: its size, connections in use, overflow in use and
    threads waiting in a checkout (a waiter is counted from its call until it is served)."""

    size: int
    max_overflow: int
    in_use: int
    waiting: int

    @property
    def capacity(self) -> int:
        return self.size + max(self.max_overflow, 0)


class _CountedPool(QueuePool):
    """A QueuePool that counts the threads inside a checkout, for /metrics and /readyz."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.overflow_limit = int(kwargs.get("max_overflow", 10))
        self._waiting = 0
        self._waiting_lock = threading.Lock()

    def _do_get(self) -> ConnectionPoolEntry:
        with self._waiting_lock:
            self._waiting += 1
        try:
            return super()._do_get()
        finally:
            with self._waiting_lock:
                self._waiting -= 1

    @property
    def waiting(self) -> int:
        return self._waiting


def make_engine(
    url: str,
    *,
    app_role: bool,
    pool_size: int = 8,
    max_overflow: int = 0,
    timeout_s: float = 10.0,
    prepared_statements: bool = True,
) -> Engine:
    """An engine whose pool holds `pool_size` connections (plus `max_overflow` opened on
    demand and closed when returned); a checkout waits at most `timeout_s`. With `app_role`
    every transaction runs as `discreet_app`; `prepared_statements=False` is for a URL that
    goes through a transaction pooler."""
    connect_args: dict[str, Any] = {}
    if not prepared_statements:
        # psycopg prepares a statement by name after its fifth run on a connection; None
        # never does.
        connect_args["prepare_threshold"] = None
    engine = create_engine(
        url,
        poolclass=_CountedPool,
        pool_size=pool_size,
        max_overflow=max_overflow,
        pool_timeout=timeout_s,
        pool_pre_ping=True,
        connect_args=connect_args,
        execution_options={_ROLE: APP_ROLE} if app_role else {},
        future=True,
    )
    event.listen(engine, "begin", _set_transaction_locals)
    event.listen(engine, "handle_error", _unreachable)
    return engine


def _unreachable(ctx: ExceptionContext) -> BaseException | None:
    """A lost or refused connection is `DatabaseUnreachable` (503, retry later), not an
    error of the request. The pool's own pre-ping is left alone: it reconnects by itself."""
    if ctx.is_pre_ping:
        return None
    refused = ctx.connection is None and isinstance(
        ctx.sqlalchemy_exception, sa_exc.OperationalError | sa_exc.InterfaceError
    )
    if ctx.is_disconnect or refused:
        return DatabaseUnreachable("the database cannot be reached; retry in a moment")
    return None


_ROLE = "discreet_role"
_TENANT = "discreet_tenant_id"
"""Execution options read when a transaction begins: the role it runs as (the app engine's
own) and the tenant it sees (a unit of work's connection)."""


def _set_transaction_locals(conn: Connection) -> None:
    """The "begin" listener of every engine `make_engine` builds: the transaction's role and
    tenant, in one statement. SQLAlchemy fires "begin" before the driver opens the
    transaction; psycopg opens it with this statement (it is not in autocommit), so both hold
    from the transaction's first statement to its end, on whatever server connection a
    pooler gave it."""
    options = conn.get_execution_options()
    settings = [
        (name, options[key])
        for name, key in (("role", _ROLE), ("app.tenant_id", _TENANT))
        if key in options
    ]
    if not settings:
        return
    driver = conn.connection.driver_connection
    if driver is None or driver.autocommit:
        # Fail closed: outside a transaction a local setting would not take, and the
        # statement would run as the login role, or without its tenant.
        raise RuntimeError("the app engine runs every statement in a transaction")
    calls = ", ".join("set_config(%s, %s, true)" for _ in settings)
    with driver.cursor() as cur:
        cur.execute(f"SELECT {calls}", [value for pair in settings for value in pair])


def pool_stats(engine: Engine) -> PoolStats:
    pool = engine.pool
    if not isinstance(pool, _CountedPool):
        return PoolStats(size=0, max_overflow=0, in_use=0, waiting=0)
    return PoolStats(
        size=pool.size(),
        max_overflow=pool.overflow_limit,
        in_use=pool.checkedout(),
        waiting=pool.waiting,
    )


def connect(engine: Engine) -> Connection:
    """Check a connection out of `engine`'s pool; an exhausted pool is `DatabaseBusy`."""
    try:
        return engine.connect()
    except sa_exc.TimeoutError:
        raise DatabaseBusy("the database's connections are all in use; retry in a moment") from None


class UnitOfWork:
    """One transaction under one tenant. Leaving the block without `commit()` rolls back.

    `with UnitOfWork(engine, tenant_id) as uow: ...; uow.commit()`

    The tenant is an execution option of the unit's connection, set by `make_engine`'s
    listener whenever a transaction of that connection begins: work after a `commit()` runs
    under the same tenant, and a commit with no work after it costs no further round trip.
    """

    def __init__(self, engine: Engine, tenant_id: UUID) -> None:
        if not event.contains(engine, "begin", _set_transaction_locals):
            raise ValueError("a unit of work needs an engine built by make_engine")
        self._engine = engine
        self.tenant_id = tenant_id
        self._conn: Connection | None = None

    def __enter__(self) -> UnitOfWork:
        conn = connect(self._engine)
        try:
            conn.execution_options(**{_TENANT: str(self.tenant_id)})
            conn.begin()
        except BaseException:
            conn.close()
            raise
        self._conn = conn
        return self

    @property
    def conn(self) -> Connection:
        if self._conn is None:
            raise RuntimeError("UnitOfWork used outside its `with` block")
        return self._conn

    def commit(self) -> None:
        self.conn.commit()

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
    with connect(engine) as conn, conn.begin():
        yield conn
