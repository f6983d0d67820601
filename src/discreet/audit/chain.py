"""The hash chain: canonical form, link MAC, event-id tags and checkpoint signatures.

Per tenant, events form one chain ordered by `seq` (1, 2, 3, …)::

    hash[n] = HMAC-SHA256(chain_key, prev_hash[n] || canonical[n])      (hex)
    prev_hash[n] = hash[n-1];  prev_hash[1] = GENESIS (64 zeros), or after a retention
    purge the signed checkpoint's `last_hash`

`canonical[n]` is the sorted-key compact JSON (ASCII) of the row's kind, id, tenant id,
seq, occurred_at (UTC ISO-8601 with microseconds), session id, turn event id and payload.
Every column is covered, so editing any of them (including `seq`, which is how rows are
reordered) breaks the row's MAC.

Event ids are minted with a tag: a version-8 UUID whose last 48 bits are
HMAC(event_id_key, tenant || first 80 bits). A row whose id carries no valid tag was not
written by the application, which lets the verifier tell an *inserted* row apart from a
*changed* one (see verify.py).
"""

from __future__ import annotations

import hmac
import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

from discreet.audit.keys import derive_key, mac

__all__ = [
    "GENESIS",
    "ChainKeys",
    "MintedIds",
    "canonical",
    "canonical_json",
    "canonical_row",
    "iso_timestamp",
    "json_uuid",
    "link_hash",
]

GENESIS = "0" * 64
_TAG_BYTES = 6


def canonical_json(value: Any) -> str:
    """The one JSON spelling used for hashing and storage: sorted keys, no spaces, ASCII."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)


def iso_timestamp(moment: datetime) -> str:
    """`occurred_at` as the canonical form spells it: UTC ISO-8601 with microseconds."""
    if moment.tzinfo is None:
        raise ValueError("occurred_at must be timezone-aware")
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _u(value: UUID) -> str:
    return str(value if isinstance(value, UUID) else UUID(str(value)))


def json_uuid(value: UUID | None) -> str:
    """A UUID (or None) as a JSON literal: `"…"` or `null`."""
    return "null" if value is None else f'"{_u(value)}"'


def canonical(
    *,
    kind: str,
    event_id: UUID,
    tenant_id: UUID,
    seq: int,
    occurred_at: datetime,
    session_id: UUID | None,
    turn_event_id: UUID | None,
    payload: Mapping[str, Any],
) -> bytes:
    """The bytes an event's MAC covers: `canonical_json` of the whole row (minus hashes)."""
    return canonical_row(
        kind=kind,
        event_id=_u(event_id),
        tenant_id=_u(tenant_id),
        seq=seq,
        occurred_at=iso_timestamp(occurred_at),
        session_id=json_uuid(session_id),
        turn_event_id=json_uuid(turn_event_id),
        payload_json=canonical_json(payload),
    )


def canonical_row(
    *,
    kind: str,
    event_id: str,
    tenant_id: str,
    seq: int,
    occurred_at: str,
    session_id: str,
    turn_event_id: str,
    payload_json: str,
) -> bytes:
    """The canonical bytes from parts already spelled: ids as strings, `occurred_at` from
    `iso_timestamp`, the optional ids as JSON literals (`json_uuid`).

    Spelled out by hand, keys in sorted order, so the writer formats a batch's shared parts
    once and dumps each payload once; a unit test holds it equal to `canonical_json` of the
    same document.
    """
    return (
        f'{{"id":"{event_id}","kind":{json.dumps(kind)},'
        f'"occurred_at":"{occurred_at}","payload":{payload_json},"seq":{int(seq)},'
        f'"session_id":{session_id},"tenant_id":"{tenant_id}",'
        f'"turn_event_id":{turn_event_id}}}'
    ).encode("ascii")


def link_hash(chain_key: bytes, prev_hash: str, canonical_bytes: bytes) -> str:
    """`HMAC-SHA256(chain_key, prev_hash || canonical)` as 64 hex digits."""
    return mac(chain_key, prev_hash.encode("ascii") + canonical_bytes).hex()


class MintedIds(tuple[UUID, ...]):
    """Event ids `ChainKeys.new_event_ids` minted for `tenant_id`: the writer takes them
    for that tenant without checking each one's tag again (a turn mints eight). Built by
    hand around other ids, it would only defeat that check: the verifier still reads such
    rows as inserted."""

    tenant_id: UUID

    def __new__(cls, tenant_id: UUID, ids: Iterable[UUID]) -> MintedIds:
        minted = super().__new__(cls, ids)
        minted.tenant_id = tenant_id
        return minted


@dataclass(frozen=True)
class ChainKeys:
    """The audit subkeys of one tenant. Prints as `[secure]`."""

    chain: bytes = field(repr=False)
    event_id: bytes = field(repr=False)
    checkpoint: bytes = field(repr=False)

    @classmethod
    def derive(cls, tenant_secret: bytes) -> ChainKeys:
        return cls(
            chain=derive_key(tenant_secret, "chain"),
            event_id=derive_key(tenant_secret, "event-id"),
            checkpoint=derive_key(tenant_secret, "checkpoint"),
        )

    def __repr__(self) -> str:
        return "ChainKeys([secure])"

    # -- event ids ------------------------------------------------------------------

    def _tag(self, tenant_id: UUID, head: bytes) -> bytes:
        return mac(self.event_id, tenant_id.bytes + head)[:_TAG_BYTES]

    def new_event_id(self, tenant_id: UUID) -> UUID:
        """A fresh event id (74 random bits) carrying this tenant's 48-bit tag."""
        return self.new_event_ids(tenant_id, 1)[0]

    def new_event_ids(self, tenant_id: UUID, count: int) -> MintedIds:
        """`count` fresh event ids (as `new_event_id`) from one read of the random source."""
        size = 16 - _TAG_BYTES
        pool = os.urandom(size * count)
        ids = []
        for start in range(0, size * count, size):
            head = bytearray(pool[start : start + size])
            head[6] = (head[6] & 0x0F) | 0x80  # version 8 (RFC 9562 custom)
            head[8] = (head[8] & 0x3F) | 0x80  # RFC 4122 variant
            raw = bytes(head)
            ids.append(UUID(bytes=raw + self._tag(tenant_id, raw)))
        return MintedIds(tenant_id, ids)

    def owns_event_id(self, tenant_id: UUID, event_id: UUID) -> bool:
        """True when `event_id` was minted by `new_event_id` for this tenant."""
        raw = event_id.bytes
        head, tag = raw[: 16 - _TAG_BYTES], raw[16 - _TAG_BYTES :]
        return event_id.version == 8 and hmac.compare_digest(tag, self._tag(tenant_id, head))

    # -- rows and checkpoints -------------------------------------------------------

    def row_hash(self, prev_hash: str, canonical_bytes: bytes) -> str:
        """The MAC of one row: its `canonical` bytes chained after `prev_hash`."""
        return link_hash(self.chain, prev_hash, canonical_bytes)

    def sign_checkpoint(self, *, tenant_id: UUID, through_seq: int, last_hash: str) -> str:
        """Signature of a retention checkpoint: the chain continues from `last_hash`."""
        body = canonical_json(
            {"last_hash": last_hash, "tenant_id": str(tenant_id), "through_seq": through_seq}
        )
        return mac(self.checkpoint, body.encode("ascii")).hex()
