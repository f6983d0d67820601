"""Verify a tenant's audit chain and classify the first break.

Rows are read in `seq` order, starting after the latest retention checkpoint (whose
signature is checked first) or at GENESIS. A row is *in place* when its MAC verifies, its
`seq` is one more than the previous in-place row's and its `prev_hash` is that row's hash.
At the first row that is not in place, the break is classified by asking, in this order:

1. **inserted** — the row's id carries no valid tag (`ChainKeys.owns_event_id`). Ids are
   minted with an HMAC tag under the tenant key, so a row written by anyone without the key
   (a forged row, or a copy of a real row under a new id) is recognised as foreign, wherever
   it sits and whatever it links to. A row left in a purged range is also "inserted".
2. **reordered** / **removed** — the row is ours but its `prev_hash` is not the hash of the
   row before it. Since `prev_hash` is covered by the MAC, it still names the row's true
   predecessor. If a row with that hash exists elsewhere in the table, the rows were moved
   (for example two rows' `seq` swapped): **reordered**. If no row has that hash, the
   predecessor is gone: **removed** (`event_id` then names the first row after the gap).
3. **changed** — the row is ours and linked to its predecessor, but its MAC (over kind,
   id, tenant, seq, occurred_at, session, turn and payload) does not verify, or its seq
   was edited: the row was modified in place.

Each check relies only on what the attacker cannot forge without the tenant key: the id
tag, and the MAC-protected `prev_hash` of genuine rows. Deleting the newest rows leaves a
shorter chain that still verifies on its own; given an anchor taken earlier (`anchor.py`),
the chain must also reach the anchored event with the anchored hash, or the check answers
**removed** at the anchor's `seq`. Known limit: a forged row reusing the id of a purged
event reads as "changed".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal
from uuid import UUID

from sqlalchemy import Connection, text

from discreet.audit.anchor import Anchor
from discreet.audit.chain import GENESIS, ChainKeys, canonical
from discreet.audit.events import JSONValue
from discreet.errors import InvalidInput

__all__ = ["AnchorOutcome", "Break", "BreakKind", "VerifyResult", "verify_chain", "verify_range"]

BreakKind = Literal["changed", "removed", "inserted", "reordered"]
AnchorOutcome = Literal["reached", "purged"]
"""With an anchor: `reached` (the chain holds the anchored event, hash and all), or
`purged` (retention has removed the anchored event since; nothing is left to compare)."""

_CHECKPOINT = text(
    "SELECT through_seq, last_hash, signature FROM audit_checkpoints "
    "WHERE tenant_id = :t ORDER BY through_seq DESC LIMIT 1"
)
_ROWS = text(
    "SELECT id, seq, kind, occurred_at, session_id, turn_event_id, payload, prev_hash, hash "
    "FROM audit_events WHERE tenant_id = :t AND seq <= :upto ORDER BY seq"
).execution_options(yield_per=2000)
_HASH_EXISTS = text("SELECT 1 FROM audit_events WHERE tenant_id = :t AND hash = :h LIMIT 1")
_MAX_SEQ = 2**63 - 1


@dataclass(frozen=True)
class Break:
    """The first event that is not where the chain says it should be."""

    event_id: UUID | None
    kind: BreakKind
    seq: int | None = None

    def to_dict(self) -> dict[str, JSONValue]:
        return {
            "event_id": None if self.event_id is None else str(self.event_id),
            "kind": self.kind,
            "seq": self.seq,
        }


@dataclass(frozen=True)
class VerifyResult:
    """`checked` counts the events that verified before the first break (all, when ok);
    `anchor` says how an anchor given to the check was met (None without one, or when the
    chain broke before it)."""

    ok: bool
    checked: int
    first_break: Break | None
    anchor: AnchorOutcome | None = None

    def to_dict(self) -> dict[str, JSONValue]:
        return {
            "ok": self.ok,
            "checked": self.checked,
            "first_break": None if self.first_break is None else self.first_break.to_dict(),
            "anchor": self.anchor,
        }


def verify_chain(
    conn: Connection, *, tenant_id: UUID, tenant_secret: bytes, anchor: Anchor | None = None
) -> VerifyResult:
    """Recompute every MAC and link of the tenant's chain, in `seq` order; with `anchor`,
    also check that the chain still reaches it. An anchor this tenant's key did not sign
    is refused (InvalidInput): it proves nothing about this chain."""
    if anchor is not None and (
        anchor.tenant_id != tenant_id or not anchor.is_signed_by(tenant_secret)
    ):
        raise InvalidInput("that anchor was not issued for this tenant's audit chain")
    return verify_range(
        conn, tenant_id=tenant_id, keys=ChainKeys.derive(tenant_secret), anchor=anchor
    )


def verify_range(
    conn: Connection,
    *,
    tenant_id: UUID,
    keys: ChainKeys,
    through_seq: int | None = None,
    anchor: Anchor | None = None,
) -> VerifyResult:
    """`verify_chain` over the events up to `through_seq` (all when None)."""
    base_seq, base_hash = 0, GENESIS
    checkpoint = conn.execute(_CHECKPOINT, {"t": tenant_id}).first()
    if checkpoint is not None:
        base_seq, base_hash = int(checkpoint.through_seq), str(checkpoint.last_hash)
        signature = keys.sign_checkpoint(
            tenant_id=tenant_id, through_seq=base_seq, last_hash=base_hash
        )
        if signature != checkpoint.signature:
            return VerifyResult(False, 0, Break(None, "changed", base_seq))

    upto = _MAX_SEQ if through_seq is None else through_seq
    expected_prev, expected_seq = base_hash, base_seq + 1
    checked = 0
    suspect = None
    anchored = base_hash if anchor is not None and anchor.seq == base_seq else None
    result = conn.execute(_ROWS, {"t": tenant_id, "upto": upto})
    try:
        for row in result:
            body = canonical(
                kind=row.kind,
                event_id=row.id,
                tenant_id=tenant_id,
                seq=row.seq,
                occurred_at=row.occurred_at,
                session_id=row.session_id,
                turn_event_id=row.turn_event_id,
                payload=row.payload,
            )
            mac = keys.row_hash(row.prev_hash, body)
            if mac == row.hash and row.seq == expected_seq and row.prev_hash == expected_prev:
                checked += 1
                expected_prev, expected_seq = row.hash, row.seq + 1
                if anchor is not None and row.seq == anchor.seq:
                    anchored = row.hash
                continue
            suspect = row
            break
    finally:
        result.close()
    if suspect is None:
        if anchor is None:
            return VerifyResult(True, checked, None)
        if anchor.seq < base_seq:
            return VerifyResult(True, checked, None, "purged")
        if anchored != anchor.hash:
            # Cut back below the anchor, or cut and written on again: events are gone.
            return VerifyResult(False, checked, Break(None, "removed", anchor.seq))
        return VerifyResult(True, checked, None, "reached")

    event_id: UUID = suspect.id
    seq: int = suspect.seq
    kind: BreakKind
    if seq <= base_seq or not keys.owns_event_id(tenant_id, event_id):
        kind = "inserted"
    elif suspect.prev_hash != expected_prev:
        moved = conn.execute(_HASH_EXISTS, {"t": tenant_id, "h": suspect.prev_hash}).first()
        kind = "reordered" if moved is not None else "removed"
    else:
        kind = "changed"
    return VerifyResult(False, checked, Break(event_id, kind, seq))
