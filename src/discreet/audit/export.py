"""Export audit events as JSON Lines for a SIEM, oldest first, streamed.

Each line is one row: `id, tenant_id, seq, kind, occurred_at, session_id, turn_event_id,
payload, prev_hash, hash` (sorted keys), enough for a third party holding the tenant key to
re-verify the chain. Under the app role RLS limits the export to the transaction's tenant.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, text

from discreet.audit.chain import canonical_json, iso_timestamp

__all__ = ["export_jsonl"]

_ROWS = text(
    "SELECT id, tenant_id, seq, kind, occurred_at, session_id, turn_event_id, payload, "
    "prev_hash, hash FROM audit_events "
    "WHERE CAST(:since AS timestamptz) IS NULL OR occurred_at >= CAST(:since AS timestamptz) "
    "ORDER BY tenant_id, seq"
).execution_options(yield_per=2000)


def _opt(value: Any) -> str | None:
    return None if value is None else str(value)


def export_jsonl(conn: Connection, *, since: datetime | None) -> Iterator[str]:
    """Yield one JSON line (no trailing newline) per event with `occurred_at >= since`."""
    if since is not None and since.tzinfo is None:
        raise ValueError("since must be timezone-aware")
    with conn.execute(_ROWS, {"since": since}) as result:
        for row in result:
            occurred: datetime = row.occurred_at
            yield canonical_json(
                {
                    "id": str(row.id),
                    "tenant_id": str(row.tenant_id),
                    "seq": row.seq,
                    "kind": row.kind,
                    "occurred_at": iso_timestamp(occurred),
                    "session_id": _opt(row.session_id),
                    "turn_event_id": _opt(row.turn_event_id),
                    "payload": row.payload,
                    "prev_hash": row.prev_hash,
                    "hash": row.hash,
                }
            )
