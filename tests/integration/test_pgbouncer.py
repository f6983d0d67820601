"""Row-level security holds through PgBouncer in transaction-pooling mode.

A transaction pooler gives each transaction whichever server connection is free, so nothing
set on a session survives to the next transaction. The app engine sets its role and tenant
per transaction (`SET LOCAL ROLE`, `set_config(..., true)`); these tests run it through a
real PgBouncer (Debian's `pgbouncer`, `make pgbouncer-test` installs it) in front of the
embedded PostgreSQL, with fewer server connections than client connections so that clients
really share them.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from uuid import UUID, uuid4

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

from discreet.storage.engine import UnitOfWork, app_transaction, make_engine
from discreet.tenancy.directory import create_customer
from tests.conftest import need_service
from tests.support.serving import free_port

pytestmark = pytest.mark.integration

SERVER_CONNECTIONS = 2


def _wait_for_port(port: int, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"pgbouncer exited: {log.read_text(errors='replace')[-2000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("pgbouncer did not listen within 15 s")


@pytest.fixture(scope="module")
def pgbouncer_port(admin_engine: Engine) -> Iterator[int]:
    binary = shutil.which("pgbouncer") or (
        "/usr/sbin/pgbouncer" if Path("/usr/sbin/pgbouncer").exists() else None
    )
    need_service("pgbouncer", binary is not None, "run `scripts/apt-install.sh pgbouncer`")
    assert binary is not None
    url = admin_engine.url
    socket_dir = url.query.get("host")
    if not isinstance(socket_dir, str):
        pytest.fail("the embedded PostgreSQL URL names no socket directory")
    # PgBouncer refuses to run as root; as root, run it as the embedded server's own user,
    # who can reach the server's socket.
    run_as = "pgserver" if os.geteuid() == 0 else None
    work = Path(tempfile.mkdtemp(prefix="dsct-pgb-", dir="/tmp"))
    port = free_port()
    (work / "userlist.txt").write_text(f'"{url.username}" ""\n')
    (work / "pgbouncer.ini").write_text(
        "[databases]\n"
        f"discreet = host={socket_dir} port={url.port or 5432} dbname={url.database} "
        f"user={url.username}\n"
        "[pgbouncer]\n"
        f"listen_addr = 127.0.0.1\nlisten_port = {port}\nunix_socket_dir =\n"
        f"auth_type = trust\nauth_file = {work / 'userlist.txt'}\n"
        "pool_mode = transaction\n"
        f"default_pool_size = {SERVER_CONNECTIONS}\nmin_pool_size = 0\nreserve_pool_size = 0\n"
        "max_client_conn = 100\nserver_reset_query =\n"
        "ignore_startup_parameters = extra_float_digits,options\n"
        f"logfile = {work / 'pgbouncer.log'}\npidfile = {work / 'pgbouncer.pid'}\n"
    )
    if run_as is not None:
        shutil.chown(work, user=run_as)
        for f in work.iterdir():
            shutil.chown(f, user=run_as)
    proc = subprocess.Popen(
        [binary, str(work / "pgbouncer.ini")],
        user=run_as,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_for_port(port, proc, work / "pgbouncer.log")
        yield port
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(work, ignore_errors=True)


def _through_pooler(
    pgbouncer_port: int, admin_engine: Engine, *, app_role: bool, pool_size: int
) -> Engine:
    """An engine logging in as the superuser through the pooler, built for a pooler."""
    user = admin_engine.url.username
    return make_engine(
        f"postgresql+psycopg://{user}@127.0.0.1:{pgbouncer_port}/discreet",
        app_role=app_role,
        pool_size=pool_size,
        prepared_statements=False,
    )


@pytest.fixture(scope="module")
def pooled_engine(pgbouncer_port: int, admin_engine: Engine) -> Iterator[Engine]:
    """The app engine as production builds it behind a pooler, logging in as the superuser
    (the role drop must still happen in every transaction)."""
    engine = _through_pooler(pgbouncer_port, admin_engine, app_role=True, pool_size=6)
    yield engine
    engine.dispose()


def _customers(engine: Engine, tenant: UUID) -> set[UUID]:
    with UnitOfWork(engine, tenant) as uow:
        return set(uow.conn.execute(text("SELECT tenant_id FROM customers")).scalars())


def test_clients_really_share_server_connections(pooled_engine: Engine) -> None:
    """The precondition of every other test here: six client connections, two server
    connections, so a session-level setting would reach another client."""
    conns = [pooled_engine.connect() for _ in range(6)]
    try:
        pids = set()
        for conn in conns:
            pids.add(conn.execute(text("SELECT pg_backend_pid()")).scalar_one())
            conn.commit()
    finally:
        for conn in conns:
            conn.close()
    assert 1 <= len(pids) <= SERVER_CONNECTIONS


def test_every_transaction_runs_as_the_app_role(pooled_engine: Engine) -> None:
    for _ in range(10):
        with pooled_engine.connect() as conn:
            row = conn.execute(
                text(
                    "SELECT current_user AS u, r.rolsuper, r.rolbypassrls FROM pg_roles r "
                    "WHERE r.rolname = current_user"
                )
            ).one()
            conn.commit()
        assert (row.u, row.rolsuper, row.rolbypassrls) == ("discreet_app", False, False)


def test_a_plain_login_through_the_pooler_is_not_the_app_role(
    pgbouncer_port: int, admin_engine: Engine
) -> None:
    """Control: without the per-transaction role drop, the same URL is the superuser, so the
    test above checks the engine, not the pooler's configuration."""
    user = admin_engine.url.username
    engine = _through_pooler(pgbouncer_port, admin_engine, app_role=False, pool_size=1)
    try:
        with engine.connect() as conn:
            assert conn.execute(text("SELECT current_user")).scalar_one() == user
    finally:
        engine.dispose()


def test_rls_isolates_tenants_through_the_pooler(
    pooled_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    a, b = tenant_factory(), tenant_factory()
    for tenant in (a, b):
        with UnitOfWork(pooled_engine, tenant) as uow:
            create_customer(uow.conn, tenant_id=tenant, external_id=f"pgb-{tenant}")
            uow.commit()
    assert _customers(pooled_engine, a) == {a}
    assert _customers(pooled_engine, b) == {b}
    # No tenant set: no rows, even right after tenant transactions on shared servers.
    with app_transaction(pooled_engine) as conn:
        assert conn.execute(text("SELECT count(*) FROM customers")).scalar_one() == 0
    with pytest.raises(DBAPIError, match="row-level security"), UnitOfWork(pooled_engine, a) as uow:
        uow.conn.execute(
            text("INSERT INTO customers (id, tenant_id, external_id) VALUES (:i, :t, 'x')"),
            {"i": uuid4(), "t": b},
        )


def test_a_unit_of_work_keeps_its_tenant_after_commit(
    pooled_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    with UnitOfWork(pooled_engine, tenant) as uow:
        create_customer(uow.conn, tenant_id=tenant, external_id="first")
        uow.commit()
        # The next transaction may run on another server connection.
        create_customer(uow.conn, tenant_id=tenant, external_id="second")
        uow.commit()
        names = set(uow.conn.execute(text("SELECT external_id FROM customers")).scalars())
        user = uow.conn.execute(text("SELECT current_user")).scalar_one()
    assert names == {"first", "second"}
    assert user == "discreet_app"


def test_concurrent_tenants_never_see_each_other(
    pooled_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    """Four threads, four tenants, two server connections; each statement is parameterised
    and run far past psycopg's prepare threshold (5), so a statement prepared by name on one
    server connection and looked up on another would fail here."""
    tenants = [tenant_factory() for _ in range(4)]
    for tenant in tenants:
        with UnitOfWork(pooled_engine, tenant) as uow:
            create_customer(uow.conn, tenant_id=tenant, external_id=f"c-{tenant}")
            uow.commit()
    failures: list[str] = []

    def run(tenant: UUID) -> None:
        try:
            for i in range(25):
                with UnitOfWork(pooled_engine, tenant) as uow:
                    seen = set(
                        uow.conn.execute(
                            text("SELECT tenant_id FROM customers WHERE external_id <> :x"),
                            {"x": f"none-{i}"},
                        ).scalars()
                    )
                if seen != {tenant}:
                    failures.append(f"{tenant} saw {seen}")
        except Exception as exc:
            failures.append(f"{tenant}: {type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=run, args=(t,)) for t in tenants]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert failures == []
