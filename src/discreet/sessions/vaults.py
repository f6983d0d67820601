"""A session's pseudonym vault, whole: sealed in the vault store, sealed with a key that is
kept (wrapped by the key-encryption key) in the session's row.

The three moves happen at three moments of a request: the sealed bytes are read before the
request's transaction begins (`load`: a PostgreSQL vault store reads on a connection of its
own, and taking it inside the transaction would make every request hold two), the vault is
opened inside it once the session is known to be the caller's (`open`), and sealed back
after the commit (`save`), so a failed request leaves the vault as it was.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from uuid import UUID

from sqlalchemy import Connection

from discreet.errors import Forbidden
from discreet.keyring import Keyring
from discreet.redaction import PseudonymVault, VaultCipher
from discreet.sessions import repository
from discreet.sessions.ports import VaultStore

__all__ = ["OpenVault", "SessionVaults", "VaultGone"]


class VaultGone(Forbidden):
    """The session's vault key is gone (the session ended, expired or was erased)."""

    def __init__(self) -> None:
        super().__init__("this session's vault is gone; start a new session")


@dataclass(frozen=True)
class OpenVault:
    session_id: UUID
    vault: PseudonymVault
    key: bytes = field(repr=False)


@dataclass(frozen=True)
class SessionVaults:
    store: VaultStore
    keyring: Keyring
    ttl_s: int

    def load(self, tenant_id: UUID, session_id: UUID) -> bytes | None:
        """The sealed vault, read outside any transaction; None for a new session."""
        return self.store.load(tenant_id, session_id)

    def open(self, conn: Connection, session_id: UUID, sealed: bytes | None) -> OpenVault:
        """Open the vault with its key, read in the caller's transaction (and made there on
        the session's first use); raises `VaultGone` when the key is gone."""
        key = repository.vault_key(conn, self.keyring, session_id)
        if key is None:
            raise VaultGone()
        vault = (
            PseudonymVault()
            if sealed is None
            else VaultCipher.open(sealed, key, associated_data=session_id.bytes)
        )
        return OpenVault(session_id, vault, key)

    def save(self, tenant_id: UUID, opened: OpenVault) -> None:
        """Seal the vault back, for the store's idle TTL; call after the commit."""
        sealed = VaultCipher.seal(opened.vault, opened.key, associated_data=opened.session_id.bytes)
        self.store.save(tenant_id, opened.session_id, sealed, self.ttl_s)
