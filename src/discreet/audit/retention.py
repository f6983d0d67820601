"""Retention: purge a tenant's oldest events behind a signed checkpoint.

`purge_before` deletes the longest prefix of the chain whose events all happened before
`before`, through the SECURITY DEFINER function `discreet_audit_purge` (migration 0002),
and leaves a checkpoint `(through_seq, last_hash, signature)` from which verification
resumes. It first verifies the prefix it is about to delete and refuses to purge a chain
that does not verify, so a purge can never launder tampering.
"""

from __future__ import annotations

from datetime import datetime
from uuid import UUID

from sqlalchemy import Connection, text

from discreet.audit.chain import ChainKeys
from discreet.audit.verify import verify_range
from discreet.errors import Conflict, InvalidInput

__all__ = ["purge_before"]

_HEAD = text("SELECT head_seq FROM discreet_audit_head(:t)")
_BASE = text("SELECT coalesce(max(through_seq), 0) FROM audit_checkpoints WHERE tenant_id = :t")
_FIRST_KEPT = text(
    "SELECT min(seq) FROM audit_events WHERE tenant_id = :t AND occurred_at >= :before"
)
_HASH_AT = text("SELECT hash FROM audit_events WHERE tenant_id = :t AND seq = :s")
_PURGE = text("SELECT discreet_audit_purge(:t, :s, :h, :sig)")


def purge_before(
    conn: Connection, *, tenant_id: UUID, tenant_secret: bytes, before: datetime
) -> int:
    """Delete the tenant's events older than `before`; return how many were deleted.

    Runs in the caller's transaction for `tenant_id` (the purge function refuses any other
    tenant) and holds the tenant's append lock until it commits.
    """
    if before.tzinfo is None:
        raise InvalidInput("the retention cutoff must be timezone-aware")
    keys = ChainKeys.derive(tenant_secret)
    head_seq = int(conn.execute(_HEAD, {"t": tenant_id}).scalar_one())  # takes the lock
    base_seq = int(conn.execute(_BASE, {"t": tenant_id}).scalar_one())
    first_kept = conn.execute(_FIRST_KEPT, {"t": tenant_id, "before": before}).scalar_one()
    through = head_seq if first_kept is None else int(first_kept) - 1
    if through <= base_seq:
        return 0
    check = verify_range(conn, tenant_id=tenant_id, keys=keys, through_seq=through)
    if not check.ok:
        raise Conflict(
            "the audit chain does not verify in the range to purge; "
            "run `discreet audit verify` and investigate before purging"
        )
    last_hash = str(conn.execute(_HASH_AT, {"t": tenant_id, "s": through}).scalar_one())
    signature = keys.sign_checkpoint(tenant_id=tenant_id, through_seq=through, last_hash=last_hash)
    params = {"t": tenant_id, "s": through, "h": last_hash, "sig": signature}
    return int(conn.execute(_PURGE, params).scalar_one())
