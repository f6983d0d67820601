"""The app engine's role and a unit of work's tenant are set when each transaction begins,
in one statement, and last exactly as long as the transaction (storage/engine.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from uuid import UUID

import pytest
from sqlalchemy import Engine, create_engine, text

from discreet.bootstrap import Container
from discreet.storage.engine import APP_ROLE, UnitOfWork, app_transaction, make_engine
from discreet.tenancy.directory import create_customer

_WHO = text("SELECT current_user, current_setting('app.tenant_id', true)")


@pytest.fixture
def one_connection(container: Container) -> Iterator[Engine]:
    """An app engine of one pooled connection: every transaction below runs on the same
    server session, so anything left on the session would show."""
    url = container.engine.url.render_as_string(hide_password=False)
    engine = make_engine(url, app_role=True, pool_size=1, max_overflow=0, timeout_s=3.0)
    yield engine
    engine.dispose()


def _login_user(container: Container) -> str:
    return str(container.engine.url.username)


def test_a_unit_of_work_runs_as_the_app_role_under_its_tenant(
    one_connection: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    with UnitOfWork(one_connection, tenant) as uow:
        assert tuple(uow.conn.execute(_WHO).one()) == (APP_ROLE, str(tenant))


def test_work_after_a_commit_keeps_the_role_and_the_tenant(
    one_connection: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    with UnitOfWork(one_connection, tenant) as uow:
        create_customer(uow.conn, tenant_id=tenant, external_id="before-commit")
        uow.commit()
        assert not uow.conn.in_transaction()  # a commit opens nothing by itself
        assert tuple(uow.conn.execute(_WHO).one()) == (APP_ROLE, str(tenant))
        create_customer(uow.conn, tenant_id=tenant, external_id="after-commit")
        uow.commit()
    with UnitOfWork(one_connection, tenant) as uow:
        rows = uow.conn.execute(text("SELECT external_id FROM customers ORDER BY 1")).scalars()
        assert list(rows) == ["after-commit", "before-commit"]


def test_nothing_outlives_the_transaction_on_the_session(
    container: Container, one_connection: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    with UnitOfWork(one_connection, tenant) as uow:
        create_customer(uow.conn, tenant_id=tenant, external_id="scoped")
        uow.commit()
    with app_transaction(one_connection) as conn:  # same server session, no tenant
        assert tuple(conn.execute(_WHO).one()) in ((APP_ROLE, None), (APP_ROLE, ""))
        assert conn.execute(text("SELECT count(*) FROM customers")).scalar_one() == 0
    raw = one_connection.raw_connection()  # the session itself, outside any transaction
    try:
        driver = raw.driver_connection
        assert driver is not None
        driver.autocommit = True
        with driver.cursor() as cur:
            cur.execute("SELECT current_user, current_setting('app.tenant_id', true)")
            user, tenant_setting = cur.fetchone()
        driver.autocommit = False
    finally:
        raw.close()
    assert user == _login_user(container)
    assert tenant_setting in (None, "")


def test_the_app_engine_refuses_a_statement_outside_a_transaction(
    one_connection: Engine,
) -> None:
    # Fail closed: in autocommit a local setting would not take, and the statement would
    # run as the login role.
    with (
        one_connection.connect().execution_options(isolation_level="AUTOCOMMIT") as conn,
        pytest.raises(RuntimeError, match="in a transaction"),
    ):
        conn.execute(text("SELECT 1"))


def test_a_unit_of_work_refuses_an_engine_that_would_not_set_its_tenant(
    container: Container,
) -> None:
    plain = create_engine(container.engine.url.render_as_string(hide_password=False))
    try:
        with pytest.raises(ValueError, match="make_engine"):
            UnitOfWork(plain, UUID(int=1))
    finally:
        plain.dispose()
