"""Vault blobs in Redis, with native TTLs.

Redis unreachable (refused, timed out, closed) is `Unavailable` (503 with Retry-After):
a turn that cannot read or write its session's vault stops there, before anything is
stored, instead of failing as an unexpected error."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from uuid import UUID

import redis

from discreet.errors import Unavailable

__all__ = ["RedisVaultStore"]


@contextmanager
def _reachable() -> Iterator[None]:
    try:
        yield
    except redis.RedisError as exc:
        raise Unavailable(
            f"the session store is unreachable ({type(exc).__name__}); retry shortly"
        ) from None


class RedisVaultStore:
    name = "redis"

    def __init__(self, client: redis.Redis[bytes], *, prefix: str = "discreet") -> None:
        self._redis = client
        self._prefix = prefix

    def _key(self, tenant_id: UUID, session_id: UUID) -> str:
        return f"{self._prefix}:{tenant_id}:vault:{session_id}"

    def save(self, tenant_id: UUID, session_id: UUID, blob: bytes, ttl_s: int) -> None:
        with _reachable():
            self._redis.set(self._key(tenant_id, session_id), blob, ex=ttl_s)

    def load(self, tenant_id: UUID, session_id: UUID) -> bytes | None:
        with _reachable():
            value = self._redis.get(self._key(tenant_id, session_id))
        return value if isinstance(value, bytes) else None

    def touch(self, tenant_id: UUID, session_id: UUID, ttl_s: int) -> None:
        with _reachable():
            self._redis.expire(self._key(tenant_id, session_id), ttl_s)

    def destroy(self, tenant_id: UUID, session_id: UUID) -> None:
        with _reachable():
            self._redis.delete(self._key(tenant_id, session_id))

    def destroy_all(self, tenant_id: UUID, session_ids: list[UUID]) -> int:
        if not session_ids:
            return 0
        with _reachable():
            return int(self._redis.delete(*(self._key(tenant_id, s) for s in session_ids)))
