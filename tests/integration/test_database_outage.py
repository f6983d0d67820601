"""A database that restarts mid-traffic: every request in the outage fails as
`DatabaseUnreachable` (503, retry later), none half-done, and the app recovers by itself.

A real restart of the session's embedded PostgreSQL would take every other test down with
it, so the restart is played by a TCP relay in front of it: `outage()` drops every open
connection (what a restart does to clients) and refuses new ones until it ends, then
connections go through again to the same server."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from uuid import UUID, uuid4

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import ProgrammingError

from discreet.errors import Unavailable
from discreet.storage.engine import DatabaseUnreachable, UnitOfWork, make_engine
from discreet.tenancy.directory import create_customer

pytestmark = pytest.mark.integration


class Relay:
    """127.0.0.1:`port` relayed to the embedded server's Unix socket."""

    def __init__(self, socket_path: str) -> None:
        self._target = socket_path
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        self._down = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            if self._down.is_set():
                client.close()  # refused while the server "restarts"
                continue
            server = socket.socket(socket.AF_UNIX)
            server.connect(self._target)
            with self._lock:
                self._open |= {client, server}
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                s.close()

    @contextmanager
    def outage(self) -> Iterator[None]:
        self._down.set()
        with self._lock:
            dropped, self._open = self._open, set()
        for s in dropped:
            with suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            s.close()
        try:
            yield
        finally:
            self._down.clear()

    def close(self) -> None:
        self._listener.close()


@pytest.fixture
def relayed(admin_engine: Engine) -> Iterator[tuple[Relay, Engine]]:
    url = admin_engine.url
    socket_dir = url.query.get("host")
    assert isinstance(socket_dir, str), "the embedded PostgreSQL URL names no socket directory"
    relay = Relay(f"{socket_dir}/.s.PGSQL.{url.port or 5432}")
    through = url.set(host="127.0.0.1", port=relay.port, query={})
    engine = make_engine(
        through.render_as_string(hide_password=False), app_role=True, pool_size=2, timeout_s=2
    )
    try:
        yield relay, engine
    finally:
        engine.dispose()
        relay.close()


def _customers(engine: Engine, tenant: UUID) -> int:
    with UnitOfWork(engine, tenant) as uow:
        return int(uow.conn.execute(text("SELECT count(*) FROM customers")).scalar_one())


def test_a_restart_mid_traffic_is_503_then_recovers_with_nothing_half_written(
    relayed: tuple[Relay, Engine], tenant_factory: Callable[..., UUID]
) -> None:
    relay, engine = relayed
    tenant: UUID = tenant_factory()
    with UnitOfWork(engine, tenant) as uow:
        create_customer(uow.conn, tenant_id=tenant, external_id=f"before-{uuid4().hex[:8]}")
        uow.commit()
    before = _customers(engine, tenant)

    # A transaction the restart cuts in half: its first write was sent, its commit never is.
    with UnitOfWork(engine, tenant) as uow:
        create_customer(uow.conn, tenant_id=tenant, external_id=f"cut-{uuid4().hex[:8]}")
        with relay.outage(), pytest.raises(DatabaseUnreachable):
            uow.commit()

    # While the server is down, every unit of work fails the same way, a 503 with Retry-After.
    with relay.outage():
        for _ in range(3):
            with pytest.raises(DatabaseUnreachable) as refused:
                _customers(engine, tenant)
            assert isinstance(refused.value, Unavailable)
            assert refused.value.retry_after_s > 0

    # Back up: the pool reconnects by itself, and the cut transaction left nothing.
    assert _customers(engine, tenant) == before
    with UnitOfWork(engine, tenant) as uow:
        create_customer(uow.conn, tenant_id=tenant, external_id=f"after-{uuid4().hex[:8]}")
        uow.commit()
    assert _customers(engine, tenant) == before + 1


def test_an_ordinary_database_error_is_not_taken_for_an_outage(
    relayed: tuple[Relay, Engine], tenant_factory: Callable[..., UUID]
) -> None:
    _, engine = relayed
    tenant: UUID = tenant_factory()
    with UnitOfWork(engine, tenant) as uow, pytest.raises(ProgrammingError):
        uow.conn.execute(text("SELECT no_such_column FROM customers"))
