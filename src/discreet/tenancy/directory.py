"""Tenants, accounts and customers: creation and lookup."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Literal
from uuid import UUID, uuid4

from sqlalchemy import Connection, text

from discreet.errors import Conflict, InvalidInput, NotFound

__all__ = [
    "Customer",
    "create_account",
    "create_customer",
    "create_tenant",
    "ensure_account",
    "find_customer",
    "find_tenant",
    "get_customer",
    "tenant_secret",
]


@dataclass(frozen=True)
class Customer:
    id: UUID
    external_id: str
    account_id: UUID | None


def _check_name(value: str, what: str) -> str:
    value = value.strip()
    if not value or len(value) > 200:
        raise InvalidInput(f"{what} must be 1 to 200 characters")
    return value


def create_tenant(admin_conn: Connection, name: str) -> UUID:
    """Create a tenant (as the owner: tenants are the one thing no tenant can create)."""
    name = _check_name(name, "tenant name")
    tenant_id = uuid4()
    exists = admin_conn.execute(text("SELECT 1 FROM tenants WHERE name = :n"), {"n": name}).first()
    if exists:
        raise Conflict(f"a tenant with that name already exists: {name!r}")
    admin_conn.execute(
        text("INSERT INTO tenants (id, name, secret) VALUES (:id, :n, :s)"),
        {"id": tenant_id, "n": name, "s": secrets.token_bytes(32)},
    )
    return tenant_id


def find_tenant(admin_conn: Connection, name: str) -> UUID | None:
    row = admin_conn.execute(text("SELECT id FROM tenants WHERE name = :n"), {"n": name}).first()
    return None if row is None else UUID(str(row.id))


def tenant_secret(conn: Connection) -> bytes:
    """The current transaction's tenant secret (RLS shows only that tenant's row)."""
    row = conn.execute(text("SELECT secret FROM tenants")).first()
    if row is None:
        raise NotFound("tenant not found")
    return bytes(row.secret)


def create_account(conn: Connection, *, tenant_id: UUID, external_id: str) -> UUID:
    external_id = _check_name(external_id, "external id")
    account_id = uuid4()
    conn.execute(
        text("INSERT INTO accounts (id, tenant_id, external_id) VALUES (:id, :t, :x)"),
        {"id": account_id, "t": tenant_id, "x": external_id},
    )
    return account_id


def _id_by_external_id(
    conn: Connection, table: Literal["accounts", "customers"], external_id: str
) -> UUID | None:
    found: UUID | None = conn.execute(
        text(f"SELECT id FROM {table} WHERE external_id = :x"), {"x": external_id}
    ).scalar()
    return found


def ensure_account(conn: Connection, *, tenant_id: UUID, external_id: str) -> UUID:
    """The account with this external id, created when there is none."""
    found = _id_by_external_id(conn, "accounts", external_id)
    return found or create_account(conn, tenant_id=tenant_id, external_id=external_id)


def find_customer(conn: Connection, external_id: str) -> UUID | None:
    """The id of the customer with this external id, if there is one."""
    return _id_by_external_id(conn, "customers", external_id)


def create_customer(
    conn: Connection, *, tenant_id: UUID, external_id: str, account_id: UUID | None = None
) -> UUID:
    external_id = _check_name(external_id, "external id")
    taken = conn.execute(
        text("SELECT 1 FROM customers WHERE external_id = :x"), {"x": external_id}
    ).first()
    if taken:
        raise Conflict("a customer with that external id already exists in this tenant")
    customer_id = uuid4()
    conn.execute(
        text(
            "INSERT INTO customers (id, tenant_id, account_id, external_id) "
            "VALUES (:id, :t, :a, :x)"
        ),
        {"id": customer_id, "t": tenant_id, "a": account_id, "x": external_id},
    )
    return customer_id


def get_customer(conn: Connection, customer_id: UUID) -> Customer:
    row = conn.execute(
        text("SELECT id, external_id, account_id FROM customers WHERE id = :c"),
        {"c": customer_id},
    ).first()
    if row is None:
        raise NotFound("no such customer in this tenant")
    return Customer(id=row.id, external_id=row.external_id, account_id=row.account_id)
