"""Anchors: a tenant's chain head, signed, to be kept outside the database.

The chain shows that no event was changed, removed from the middle, inserted or reordered,
but a shorter chain is a valid chain too: deleting the newest events leaves nothing in the
database to find. An anchor closes that gap. `head_anchor` answers the head (`seq`, `hash`)
signed under the tenant's anchor subkey; the auditor keeps it elsewhere (a ticket, a SIEM,
a write-once bucket), and `verify_chain(..., anchor=...)` later checks that the chain still
reaches that event with that hash. A chain cut back below the anchor, or cut and written on
again (new events at the old numbers), reads as `removed`.

The anchor key is a subkey of its own: an anchor cannot pass for a retention checkpoint
(which would let a purge look authorised), nor the other way round.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from sqlalchemy import Connection, text

from discreet.audit.chain import GENESIS, canonical_json
from discreet.audit.events import JSONValue
from discreet.audit.keys import derive_key, mac
from discreet.errors import InvalidInput

__all__ = ["Anchor", "head_anchor"]

_HEX64 = re.compile(r"[0-9a-f]{64}")
_HEAD = text("SELECT seq, hash FROM audit_events WHERE tenant_id = :t ORDER BY seq DESC LIMIT 1")
_CHECKPOINT = text(
    "SELECT through_seq, last_hash FROM audit_checkpoints WHERE tenant_id = :t "
    "ORDER BY through_seq DESC LIMIT 1"
)


@dataclass(frozen=True)
class Anchor:
    """The chain of `tenant_id` reached event `seq`, whose hash is `hash`."""

    tenant_id: UUID
    seq: int
    hash: str
    signature: str

    def to_dict(self) -> dict[str, JSONValue]:
        return {
            "tenant_id": str(self.tenant_id),
            "seq": self.seq,
            "hash": self.hash,
            "signature": self.signature,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Anchor:
        """Read an anchor back (from `to_dict`'s JSON); a malformed one is refused."""
        if not isinstance(data, Mapping) or set(data) != {"tenant_id", "seq", "hash", "signature"}:
            raise InvalidInput("an anchor has exactly tenant_id, seq, hash and signature")
        seq, digest, signature = data["seq"], data["hash"], data["signature"]
        if isinstance(seq, bool) or not isinstance(seq, int) or seq < 0:
            raise InvalidInput("an anchor's seq is a whole number >= 0")
        if not all(isinstance(v, str) and _HEX64.fullmatch(v) for v in (digest, signature)):
            raise InvalidInput("an anchor's hash and signature are 64 lower-case hex digits")
        try:
            tenant_id = UUID(str(data["tenant_id"]))
        except ValueError:
            raise InvalidInput("an anchor's tenant_id is a UUID") from None
        return cls(tenant_id, seq, digest, signature)

    def is_signed_by(self, tenant_secret: bytes) -> bool:
        return self.signature == _sign(tenant_secret, self.tenant_id, self.seq, self.hash)


def _sign(tenant_secret: bytes, tenant_id: UUID, seq: int, digest: str) -> str:
    body = canonical_json({"hash": digest, "seq": seq, "tenant_id": str(tenant_id)})
    return mac(derive_key(tenant_secret, "anchor"), body.encode("ascii")).hex()


def head_anchor(conn: Connection, *, tenant_id: UUID, tenant_secret: bytes) -> Anchor:
    """The tenant's chain head as the transaction sees it, signed. An empty chain anchors
    at its latest retention checkpoint, or at GENESIS (`seq` 0)."""
    row = conn.execute(_HEAD, {"t": tenant_id}).first()
    if row is None:
        row = conn.execute(_CHECKPOINT, {"t": tenant_id}).first()
    seq, digest = (int(row[0]), str(row[1])) if row is not None else (0, GENESIS)
    return Anchor(tenant_id, seq, digest, _sign(tenant_secret, tenant_id, seq, digest))
