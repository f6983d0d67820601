"""Vault blobs and keys in PostgreSQL (`session_state`), each in its own short transaction."""

from __future__ import annotations

from uuid import UUID

from sqlalchemy import Engine, text

from discreet.storage.engine import UnitOfWork

__all__ = ["PostgresVaultStore"]


class PostgresVaultStore:
    name = "postgres"

    def __init__(self, engine: Engine) -> None:
        self._engine = engine

    def save(self, tenant_id: UUID, session_id: UUID, blob: bytes, ttl_s: int) -> None:
        with UnitOfWork(self._engine, tenant_id) as uow:
            uow.conn.execute(
                text(
                    "UPDATE session_state SET vault = :b, "
                    "expires_at = now() + make_interval(secs => :ttl) WHERE session_id = :s"
                ),
                {"b": blob, "ttl": ttl_s, "s": session_id},
            )
            uow.commit()

    def load(self, tenant_id: UUID, session_id: UUID) -> bytes | None:
        with UnitOfWork(self._engine, tenant_id) as uow:
            row = uow.conn.execute(
                text(
                    "SELECT vault FROM session_state WHERE session_id = :s AND expires_at > now()"
                ),
                {"s": session_id},
            ).first()
        return None if row is None or row.vault is None else bytes(row.vault)

    def touch(self, tenant_id: UUID, session_id: UUID, ttl_s: int) -> None:
        with UnitOfWork(self._engine, tenant_id) as uow:
            uow.conn.execute(
                text(
                    "UPDATE session_state SET expires_at = now() + make_interval(secs => :ttl) "
                    "WHERE session_id = :s"
                ),
                {"ttl": ttl_s, "s": session_id},
            )
            uow.commit()

    def destroy(self, tenant_id: UUID, session_id: UUID) -> None:
        self.destroy_all(tenant_id, [session_id])

    def destroy_all(self, tenant_id: UUID, session_ids: list[UUID]) -> int:
        if not session_ids:
            return 0
        with UnitOfWork(self._engine, tenant_id) as uow:
            result = uow.conn.execute(
                text(
                    "UPDATE session_state SET vault = NULL WHERE session_id = ANY(:ids) "
                    "AND vault IS NOT NULL"
                ),
                {"ids": session_ids},
            )
            uow.commit()
        return int(result.rowcount)
