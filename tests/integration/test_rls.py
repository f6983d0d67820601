"""Tenant isolation is enforced by PostgreSQL itself, not by WHERE clauses."""

from __future__ import annotations

from collections.abc import Callable
from uuid import UUID, uuid4

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

from discreet.storage.engine import UnitOfWork, app_transaction
from discreet.tenancy.directory import create_customer

pytestmark = pytest.mark.integration

TENANT_TABLES = (
    "accounts",
    "customers",
    "cases",
    "api_keys",
    "sessions",
    "session_state",
    "turns",
    "documents",
    "document_versions",
    "chunks",
    "memory_facts",
    "memory_revisions",
    "audit_events",
    "jobs",
    "orders",
    "scope_examples",
)


def test_app_role_is_neither_owner_nor_superuser(app_engine: Engine) -> None:
    with app_engine.connect() as conn:
        row = conn.execute(
            text(
                "SELECT current_user AS u, r.rolsuper, r.rolbypassrls FROM pg_roles r "
                "WHERE r.rolname = current_user"
            )
        ).one()
        owners = set(
            conn.execute(
                text("SELECT DISTINCT tableowner FROM pg_tables WHERE tablename = ANY(:t)"),
                {"t": list(TENANT_TABLES)},
            ).scalars()
        )
    assert row.u == "discreet_app"
    assert not row.rolsuper and not row.rolbypassrls
    assert "discreet_app" not in owners


def test_every_tenant_table_forces_row_level_security(app_engine: Engine) -> None:
    with app_engine.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT relname, relrowsecurity, relforcerowsecurity FROM pg_class "
                "WHERE relname = ANY(:t) AND relkind = 'r'"
            ),
            {"t": [*TENANT_TABLES, "tenants"]},
        ).all()
    assert {r.relname for r in rows} == {*TENANT_TABLES, "tenants"}
    assert all(r.relrowsecurity and r.relforcerowsecurity for r in rows)


def test_query_without_where_sees_only_own_tenant(
    app_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    a, b = tenant_factory(), tenant_factory()
    for tenant in (a, b):
        with UnitOfWork(app_engine, tenant) as uow:
            create_customer(uow.conn, tenant_id=tenant, external_id=f"cust-{tenant}")
            uow.commit()
    with UnitOfWork(app_engine, a) as uow:
        seen = uow.conn.execute(text("SELECT tenant_id FROM customers")).scalars().all()
        tenants = uow.conn.execute(text("SELECT id FROM tenants")).scalars().all()
    assert seen and set(seen) == {a}
    assert tenants == [a]


def test_no_tenant_set_means_no_rows(
    app_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    with UnitOfWork(app_engine, tenant) as uow:
        create_customer(uow.conn, tenant_id=tenant, external_id="visible-only-in-tenant")
        uow.commit()
    with app_transaction(app_engine) as conn:
        assert conn.execute(text("SELECT count(*) FROM customers")).scalar_one() == 0


def test_writing_into_another_tenant_is_refused(
    app_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    a, b = tenant_factory(), tenant_factory()
    with pytest.raises(DBAPIError, match="row-level security"), UnitOfWork(app_engine, a) as uow:
        uow.conn.execute(
            text("INSERT INTO customers (id, tenant_id, external_id) VALUES (:i, :t, 'x')"),
            {"i": uuid4(), "t": b},
        )


def test_tenant_setting_does_not_outlive_its_transaction(
    app_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    with UnitOfWork(app_engine, tenant) as uow:
        create_customer(uow.conn, tenant_id=tenant, external_id="scoped")
        uow.commit()
    # The pool hands the same connection back; the setting must be gone.
    for _ in range(3):
        with app_engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM customers")).scalar_one() == 0
            conn.rollback()


def test_audit_events_are_append_only_for_the_app(
    app_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    from discreet.audit import events as ev
    from discreet.audit.writer import record
    from discreet.tenancy.directory import tenant_secret

    tenant = tenant_factory()
    with UnitOfWork(app_engine, tenant) as uow:
        record(
            uow.conn,
            tenant_id=tenant,
            tenant_secret=tenant_secret(uow.conn),
            event=ev.KeyRevoked(key_id=uuid4()),
        )
        uow.commit()
    for statement in ("UPDATE audit_events SET kind = 'x'", "DELETE FROM audit_events"):
        with pytest.raises(DBAPIError), UnitOfWork(app_engine, tenant) as uow:
            uow.conn.execute(text(statement))
