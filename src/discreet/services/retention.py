"""Audit retention per tenant: `tenants.settings["audit"]["retention_days"]` (unset keeps
everything). Each purge leaves a signed checkpoint so verification continues."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import structlog
from sqlalchemy import Engine, text

from discreet.audit.retention import purge_before
from discreet.storage.engine import UnitOfWork, app_transaction
from discreet.tenancy.directory import tenant_secret

__all__ = ["purge_expired_audit"]

log = structlog.get_logger("discreet.retention")


def purge_expired_audit(engine: Engine, *, now: datetime | None = None) -> dict[str, int]:
    """Purge every tenant's audit events older than its retention; returns counts by tenant."""
    now = now or datetime.now(UTC)
    with app_transaction(engine) as conn:
        tenant_ids = list(
            conn.execute(text("SELECT tenant_id FROM discreet_tenant_ids()")).scalars()
        )
    purged: dict[str, int] = {}
    for tenant_id in tenant_ids:
        with UnitOfWork(engine, tenant_id) as uow:
            settings = uow.conn.execute(text("SELECT settings FROM tenants")).scalar_one()
            days = (settings or {}).get("audit", {}).get("retention_days")
            if not isinstance(days, int) or days <= 0:
                continue
            count = purge_before(
                uow.conn,
                tenant_id=tenant_id,
                tenant_secret=tenant_secret(uow.conn),
                before=now - timedelta(days=days),
            )
            uow.commit()
        if count:
            purged[str(tenant_id)] = count
            log.info("audit_purged", tenant_id=str(tenant_id), events=count)
    return purged
