"""Operator use cases behind the CLI: keys, customers, and the operator's own principal."""

from __future__ import annotations

from uuid import UUID

from sqlalchemy import Engine, text

from discreet.services.auditing import audit_key
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Principal, Role, create_key
from discreet.tenancy.directory import create_account
from discreet.tenancy.directory import create_customer as _create_customer

__all__ = ["create_api_key", "create_customer", "staff_principal"]

OPERATOR_KEY_ID = UUID(int=0)


def staff_principal(tenant_id: UUID) -> Principal:
    """The CLI acts with database access, i.e. as the tenant's operator."""
    return Principal(
        key_id=OPERATOR_KEY_ID,
        tenant_id=tenant_id,
        roles=frozenset({Role.ADMIN, Role.AGENT, Role.CONTENT, Role.AUDITOR}),
    )


def create_api_key(
    engine: Engine, tenant_id: UUID, *, roles: set[Role], customer_id: UUID | None = None
) -> str:
    with UnitOfWork(engine, tenant_id) as uow:
        key = create_key(uow.conn, tenant_id=tenant_id, roles=roles, customer_id=customer_id)
        key_id = uow.conn.execute(
            text("SELECT id FROM api_keys WHERE prefix = :p ORDER BY created_at DESC LIMIT 1"),
            {"p": key[:10]},
        ).scalar_one()
        audit_key(uow.conn, tenant_id=tenant_id, kind="key_created", key_id=key_id, roles=roles)
        uow.commit()
    return key


def create_customer(
    engine: Engine, tenant_id: UUID, *, external_id: str, account: str | None = None
) -> UUID:
    with UnitOfWork(engine, tenant_id) as uow:
        account_id = None
        if account is not None:
            row = uow.conn.execute(
                text("SELECT id FROM accounts WHERE external_id = :x"), {"x": account}
            ).first()
            account_id = (
                row.id
                if row
                else create_account(uow.conn, tenant_id=tenant_id, external_id=account)
            )
        customer_id = _create_customer(
            uow.conn, tenant_id=tenant_id, external_id=external_id, account_id=account_id
        )
        uow.commit()
    return customer_id
