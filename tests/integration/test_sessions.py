"""Session state: server-side idle TTL, audited expiry, vault destroyed at the end."""

from __future__ import annotations

from collections.abc import Callable
from uuid import UUID

import pytest
import redis
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.errors import Gone
from discreet.redaction import PseudonymVault, VaultCipher
from discreet.services import sessions as session_service
from discreet.services.admin import staff_principal
from discreet.sessions import repository as sessions
from discreet.sessions.pg_store import PostgresVaultStore
from discreet.sessions.redis_store import RedisVaultStore
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import create_customer
from tests.conftest import need_service

pytestmark = pytest.mark.integration


def _customer(container: Container, tenant: UUID) -> UUID:
    with UnitOfWork(container.engine, tenant) as uow:
        customer_id = create_customer(uow.conn, tenant_id=tenant, external_id="ttl-customer")
        uow.commit()
    return customer_id


def _expire(container: Container, tenant: UUID, session_id: UUID) -> None:
    with UnitOfWork(container.engine, tenant) as uow:
        uow.conn.execute(
            text("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = :s"),
            {"s": session_id},
        )
        uow.commit()


def test_idle_session_is_gone_then_swept_with_an_audit_event(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    principal = staff_principal(tenant)
    info = session_service.start_session(
        container.engine,
        principal,
        customer_id=_customer(container, tenant),
        case_id=None,
        ttl_s=60,
    )
    vault = PseudonymVault()
    vault.placeholder_for("EMAIL", "someone@example.org")
    with UnitOfWork(container.engine, tenant) as uow:
        key = sessions.vault_key(uow.conn, container.keyring, info.id)
        uow.commit()
    assert key is not None
    container.vaults.save(
        tenant, info.id, VaultCipher.seal(vault, key, associated_data=info.id.bytes), 60
    )
    _expire(container, tenant, info.id)

    with UnitOfWork(container.engine, tenant) as uow, pytest.raises(Gone):
        sessions.get_session(uow.conn, info.id)

    assert session_service.sweep_expired_sessions(container.engine, container.vaults) >= 1
    with UnitOfWork(container.engine, tenant) as uow:
        row = uow.conn.execute(
            text("SELECT ended_at, end_reason FROM sessions WHERE id = :s"), {"s": info.id}
        ).one()
        kinds = (
            uow.conn.execute(
                text("SELECT kind FROM audit_events WHERE session_id = :s ORDER BY seq"),
                {"s": info.id},
            )
            .scalars()
            .all()
        )
        key_after = sessions.vault_key(uow.conn, container.keyring, info.id)
    assert row.ended_at is not None and row.end_reason == "expired"
    assert kinds == ["session_started", "session_expired"]
    assert key_after is None
    assert container.vaults.load(tenant, info.id) is None


def test_a_vault_cannot_be_opened_with_another_sessions_key() -> None:
    vault = PseudonymVault()
    placeholder = vault.placeholder_for("PERSON", "Maria Gonzalez")
    key_a, key_b = VaultCipher.new_key(), VaultCipher.new_key()
    blob = VaultCipher.seal(vault, key_a, associated_data=b"session-a")
    with pytest.raises(Exception, match=r"(?i)vault"):
        VaultCipher.open(blob, key_b, associated_data=b"session-a")
    with pytest.raises(Exception, match=r"(?i)vault"):
        VaultCipher.open(blob, key_a, associated_data=b"session-b")
    assert (
        VaultCipher.open(blob, key_a, associated_data=b"session-a").rehydrate(placeholder)
        == "Maria Gonzalez"
    )


def _redis() -> redis.Redis[bytes] | None:
    client: redis.Redis[bytes] = redis.Redis(host="127.0.0.1", port=6379, socket_timeout=2)
    try:
        client.ping()
    except redis.RedisError:
        return None
    return client


def test_redis_vault_store_keeps_blobs_with_native_ttl(tenant_factory: Callable[..., UUID]) -> None:
    client = _redis()
    need_service("Redis", client is not None, "127.0.0.1:6379 did not answer PING")
    assert client is not None
    store = RedisVaultStore(client, prefix="discreet-test")
    tenant, session = tenant_factory(), UUID(int=7)
    store.save(tenant, session, b"sealed", ttl_s=30)
    assert store.load(tenant, session) == b"sealed"
    assert 0 < int(client.ttl(f"discreet-test:{tenant}:vault:{session}")) <= 30
    store.touch(tenant, session, ttl_s=120)
    assert int(client.ttl(f"discreet-test:{tenant}:vault:{session}")) > 30
    store.destroy(tenant, session)
    assert store.load(tenant, session) is None


def test_postgres_vault_store_round_trip(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    principal = staff_principal(tenant)
    info = session_service.start_session(
        container.engine,
        principal,
        customer_id=_customer(container, tenant),
        case_id=None,
        ttl_s=60,
    )
    store = PostgresVaultStore(container.engine)
    store.save(tenant, info.id, b"sealed", ttl_s=60)
    assert store.load(tenant, info.id) == b"sealed"
    # Another tenant's transaction cannot see it.
    assert store.load(tenant_factory(), info.id) is None
    store.destroy(tenant, info.id)
    assert store.load(tenant, info.id) is None
