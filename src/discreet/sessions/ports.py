"""Where a session's pseudonym vault lives: PostgreSQL by default, Redis when configured.

The vault is sealed with AES-GCM. Its key lives in PostgreSQL (`session_state`) only
wrapped by the key-encryption key (`discreet.keyring`), which lives in neither store, and
the sealed blob lives in the state store: a copy of both stores together reveals nothing
without the KEK; ending the session deletes both, after which placeholders cannot be
reversed.
"""

from __future__ import annotations

from typing import Protocol
from uuid import UUID

__all__ = ["VaultStore"]


class VaultStore(Protocol):
    """Keeps a session's sealed vault blob for as long as the session lives."""

    name: str

    def save(self, tenant_id: UUID, session_id: UUID, blob: bytes, ttl_s: int) -> None: ...

    def load(self, tenant_id: UUID, session_id: UUID) -> bytes | None: ...

    def touch(self, tenant_id: UUID, session_id: UUID, ttl_s: int) -> None: ...

    def destroy(self, tenant_id: UUID, session_id: UUID) -> None: ...

    def destroy_all(self, tenant_id: UUID, session_ids: list[UUID]) -> int: ...
