"""Operator use cases behind the CLI and the admin API: keys (issue, list, revoke, rotate),
customers, and the operator's own principal.

A revoked key fails at once on every node: authentication reads `api_keys` (through
`discreet_authenticate`, which skips revoked rows) on every request, and nothing caches a
principal in a process.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from sqlalchemy import Connection, Engine, Row, text

from discreet.audit import events as ev
from discreet.errors import Conflict, NotFound
from discreet.services.auditing import Auditor
from discreet.storage.engine import UnitOfWork
from discreet.storage.rows import from_row
from discreet.tenancy import Principal, Role, create_key, hash_key
from discreet.tenancy.directory import create_customer as _create_customer
from discreet.tenancy.directory import ensure_account

__all__ = [
    "CustomerView",
    "IssuedKey",
    "KeyView",
    "create_api_key",
    "create_customer",
    "issue_api_key",
    "list_customers",
    "list_keys",
    "revoke_key",
    "rotate_key",
    "staff_principal",
]

OPERATOR_KEY_ID = UUID(int=0)


def staff_principal(tenant_id: UUID) -> Principal:
    """The CLI acts with database access, i.e. as the tenant's operator."""
    return Principal(
        key_id=OPERATOR_KEY_ID,
        tenant_id=tenant_id,
        roles=frozenset({Role.ADMIN, Role.AGENT, Role.CONTENT, Role.AUDITOR}),
    )


@dataclass(frozen=True, slots=True)
class IssuedKey:
    key_id: UUID
    api_key: str

    def __repr__(self) -> str:  # the secret never prints
        return f"IssuedKey(key_id={self.key_id}, api_key=[secure])"


@dataclass(frozen=True, slots=True)
class KeyView:
    """A key as an admin sees it: never the key, only its first characters."""

    key_id: UUID
    prefix: str
    roles: tuple[Role, ...]
    customer_id: UUID | None
    created_at: datetime
    revoked_at: datetime | None


@dataclass(frozen=True, slots=True)
class CustomerView:
    customer_id: UUID
    external_id: str
    account_id: UUID | None
    created_at: datetime


def _issue(
    conn: Connection, audit: Auditor, *, roles: set[Role], customer_id: UUID | None
) -> IssuedKey:
    key = create_key(conn, tenant_id=audit.tenant_id, roles=roles, customer_id=customer_id)
    key_id = conn.execute(
        text("SELECT id FROM api_keys WHERE key_hash = :h"), {"h": hash_key(key)}
    ).scalar_one()
    audit(
        ev.KeyCreated(
            key_id=key_id,
            roles=tuple(sorted(r.value for r in roles)),
            customer_hash=None if customer_id is None else audit.hash("customer", str(customer_id)),
        )
    )
    return IssuedKey(key_id=key_id, api_key=key)


def issue_api_key(
    engine: Engine, tenant_id: UUID, *, roles: set[Role], customer_id: UUID | None = None
) -> IssuedKey:
    """A new key (shown once) with its id, audited as `key_created`."""
    with UnitOfWork(engine, tenant_id) as uow:
        issued = _issue(
            uow.conn, Auditor(uow.conn, tenant_id), roles=roles, customer_id=customer_id
        )
        uow.commit()
    return issued


def create_api_key(
    engine: Engine, tenant_id: UUID, *, roles: set[Role], customer_id: UUID | None = None
) -> str:
    return issue_api_key(engine, tenant_id, roles=roles, customer_id=customer_id).api_key


_KEY_COLUMNS = "id AS key_id, prefix, roles, customer_id, created_at, revoked_at"


def _key_view(r: Row[Any]) -> KeyView:
    return from_row(KeyView, r, roles=tuple(Role(x) for x in sorted(r.roles)))


def list_keys(
    engine: Engine, principal: Principal, *, include_revoked: bool = False
) -> list[KeyView]:
    """The tenant's keys, newest first (admin)."""
    principal.require(Role.ADMIN)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        rows = uow.conn.execute(
            text(
                f"SELECT {_KEY_COLUMNS} FROM api_keys "
                "WHERE CAST(:all AS boolean) OR revoked_at IS NULL "
                "ORDER BY created_at DESC, id"
            ),
            {"all": include_revoked},
        ).all()
    return [_key_view(r) for r in rows]


def _revoke(conn: Connection, audit: Auditor, key_id: UUID) -> KeyView:
    row = conn.execute(
        text(f"SELECT {_KEY_COLUMNS} FROM api_keys WHERE id = :k FOR UPDATE"), {"k": key_id}
    ).first()
    if row is None:
        raise NotFound("no such key in this tenant")
    if row.revoked_at is not None:
        raise Conflict("the key is already revoked")
    row = conn.execute(
        text(f"UPDATE api_keys SET revoked_at = now() WHERE id = :k RETURNING {_KEY_COLUMNS}"),
        {"k": key_id},
    ).one()
    view = _key_view(row)
    audit(ev.KeyRevoked(key_id=key_id))
    return view


def revoke_key(engine: Engine, principal: Principal, key_id: UUID) -> KeyView:
    """Revoke a key (admin): the next request with it is refused, on every node."""
    principal.require(Role.ADMIN)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        audit = Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)
        view = _revoke(uow.conn, audit, key_id)
        uow.commit()
    return view


def rotate_key(engine: Engine, principal: Principal, key_id: UUID) -> IssuedKey:
    """Replace a key (admin): a new key with the same roles and customer, and the old one
    revoked, in one transaction. The new key is shown once."""
    principal.require(Role.ADMIN)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        audit = Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)
        old = _revoke(uow.conn, audit, key_id)
        issued = _issue(uow.conn, audit, roles=set(old.roles), customer_id=old.customer_id)
        uow.commit()
    return issued


def list_customers(
    engine: Engine, principal: Principal, *, limit: int = 100, after: str | None = None
) -> list[CustomerView]:
    """The tenant's customers by external id (staff keys); `after` pages on."""
    principal.require(Role.ADMIN, Role.AGENT)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        rows = uow.conn.execute(
            text(
                "SELECT id AS customer_id, external_id, account_id, created_at FROM customers "
                "WHERE CAST(:after AS text) IS NULL OR external_id > :after "
                "ORDER BY external_id LIMIT :n"
            ),
            {"after": after, "n": limit},
        ).all()
    return [from_row(CustomerView, r) for r in rows]


def create_customer(
    engine: Engine, tenant_id: UUID, *, external_id: str, account: str | None = None
) -> UUID:
    with UnitOfWork(engine, tenant_id) as uow:
        account_id = None
        if account is not None:
            account_id = ensure_account(uow.conn, tenant_id=tenant_id, external_id=account)
        customer_id = _create_customer(
            uow.conn, tenant_id=tenant_id, external_id=external_id, account_id=account_id
        )
        uow.commit()
    return customer_id
