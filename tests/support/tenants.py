"""Tenants the e2e tests make for themselves."""

from __future__ import annotations

from uuid import UUID

from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.services.admin import create_customer
from discreet.tenancy.directory import create_tenant


def tenant_with_account(container: Container, name: str) -> tuple[UUID, str, str]:
    """A new tenant `name` with one customer (`c-1`) in one account (`acct-1`): the tenant's
    id, the customer's and the account's."""
    with container.admin_engine.begin() as conn:
        tenant = create_tenant(conn, name)
    customer = create_customer(container.engine, tenant, external_id="c-1", account="acct-1")
    with container.admin_engine.connect() as conn:
        account = conn.execute(
            text("SELECT account_id FROM customers WHERE id = :c"), {"c": customer}
        ).scalar_one()
    return tenant, str(customer), str(account)
