"""A tenant's retention policy purges old events behind a checkpoint; the chain still verifies."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from uuid import UUID, uuid4

import pytest

from discreet.audit import events as ev
from discreet.audit.verify import verify_chain
from discreet.audit.writer import record
from discreet.bootstrap import Container
from discreet.services.retention import purge_expired_audit
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import tenant_secret

pytestmark = pytest.mark.integration


def test_retention_purges_only_tenants_with_a_policy(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    keeping = tenant_factory(settings_json=json.dumps({"audit": {"retention_days": 30}}))
    forever = tenant_factory()
    for tenant in (keeping, forever):
        with UnitOfWork(container.engine, tenant) as uow:
            for _ in range(3):
                record(
                    uow.conn,
                    tenant_id=tenant,
                    tenant_secret=tenant_secret(uow.conn),
                    event=ev.KeyRevoked(key_id=uuid4()),
                )
            uow.commit()
    purged = purge_expired_audit(container.engine, now=datetime.now(UTC) + timedelta(days=31))
    assert purged.get(str(keeping)) == 3
    assert str(forever) not in purged
    with UnitOfWork(container.engine, keeping) as uow:
        record(
            uow.conn,
            tenant_id=keeping,
            tenant_secret=tenant_secret(uow.conn),
            event=ev.KeyRevoked(key_id=uuid4()),
        )
        uow.commit()
        result = verify_chain(uow.conn, tenant_id=keeping, tenant_secret=tenant_secret(uow.conn))
    assert result.ok, result
