"""Append audit events inside the caller's transaction.

Two round trips per call, whatever the batch size:

1. `discreet_audit_head(tenant)` takes the tenant's transaction-scoped advisory lock and
   returns the chain head (`seq`, `hash`) and the database clock, read after the lock is
   granted (see migration 0002);
2. one INSERT of every row, their MACs computed here, so the tenant key never reaches SQL.

The lock is held until the caller commits or rolls back, so a tenant's events are written
one transaction at a time and `seq` has no gaps; other tenants are not blocked. Call this
in READ COMMITTED (the default): under REPEATABLE READ a waiting writer would read a stale
head and fail on UNIQUE (tenant_id, seq) instead.

`occurred_at` is the database clock at lock time, one clock for every writer on every
machine, so `occurred_at` never decreases along a tenant's chain.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from sqlalchemy import Connection, text

from discreet.audit.chain import ChainKeys, canonical_json
from discreet.audit.events import AuditEvent, TurnCompleted
from discreet.errors import InvalidInput

__all__ = ["new_event_id", "record", "record_many"]

_HEAD = text("SELECT head_seq, head_hash, now FROM discreet_audit_head(:t)")
_INSERT_ONE = text(
    "INSERT INTO audit_events (id, tenant_id, seq, kind, occurred_at, session_id, "
    "turn_event_id, payload, prev_hash, hash) "
    "VALUES (:id, :t, :seq, :kind, :at, :session, :turn, CAST(:payload AS jsonb), :prev, :hash)"
)
_INSERT_MANY = text(
    "INSERT INTO audit_events (id, tenant_id, seq, kind, occurred_at, session_id, "
    "turn_event_id, payload, prev_hash, hash) "
    "SELECT u.id, CAST(:t AS uuid), u.seq, u.kind, CAST(:at AS timestamptz), "
    "CAST(:session AS uuid), u.turn, u.payload::jsonb, u.prev, u.hash "
    "FROM unnest(CAST(:ids AS uuid[]), CAST(:seqs AS bigint[]), CAST(:kinds AS text[]), "
    "CAST(:turns AS uuid[]), CAST(:payloads AS text[]), CAST(:prevs AS text[]), "
    "CAST(:hashes AS text[])) AS u(id, seq, kind, turn, payload, prev, hash)"
)


def new_event_id(*, tenant_id: UUID, tenant_secret: bytes) -> UUID:
    """Mint an event id ahead of writing, e.g. the `turn_completed` id that the turn's
    step events name as their `turn_event_id`."""
    return ChainKeys.derive(tenant_secret).new_event_id(tenant_id)


@dataclass(frozen=True)
class _Row:
    id: UUID
    seq: int
    kind: str
    turn: UUID | None
    payload: str
    prev: str
    hash: str


def _build(
    keys: ChainKeys,
    *,
    tenant_id: UUID,
    head_seq: int,
    head_hash: str,
    occurred_at: datetime,
    session_id: UUID | None,
    turn_event_id: UUID | None,
    events: Sequence[AuditEvent],
    event_ids: Sequence[UUID | None],
) -> list[_Row]:
    rows: list[_Row] = []
    prev, seq = head_hash, head_seq
    for event, wanted in zip(events, event_ids, strict=True):
        if not isinstance(event, AuditEvent) or not event.kind:
            raise InvalidInput("audit record() takes an AuditEvent of a concrete kind")
        if wanted is not None and not keys.owns_event_id(tenant_id, wanted):
            raise InvalidInput("event ids must come from new_event_id() for this tenant")
        event_id = wanted or keys.new_event_id(tenant_id)
        turn = turn_event_id
        if turn is None and isinstance(event, TurnCompleted):
            turn = event_id  # a turn's summary names itself, so one lookup finds the turn
        seq += 1
        payload = canonical_json(event.to_payload())
        digest = keys.row_hash(
            prev_hash=prev,
            kind=event.kind,
            event_id=event_id,
            tenant_id=tenant_id,
            seq=seq,
            occurred_at=occurred_at,
            session_id=session_id,
            turn_event_id=turn,
            payload_json=payload,
        )
        rows.append(_Row(event_id, seq, event.kind, turn, payload, prev, digest))
        prev = digest
    return rows


def _head(conn: Connection, tenant_id: UUID) -> tuple[int, str, datetime]:
    row = conn.execute(_HEAD, {"t": tenant_id}).one()
    return int(row.head_seq), str(row.head_hash), row.now


def record(
    conn: Connection,
    *,
    tenant_id: UUID,
    tenant_secret: bytes,
    event: AuditEvent,
    session_id: UUID | None = None,
    turn_event_id: UUID | None = None,
    event_id: UUID | None = None,
) -> UUID:
    """Append one event to the tenant's chain within `conn`'s transaction; return its id.

    `event_id`, when given, must come from `new_event_id`. A `turn_completed` event with no
    `turn_event_id` gets its own id as `turn_event_id`.
    """
    return record_many(
        conn,
        tenant_id=tenant_id,
        tenant_secret=tenant_secret,
        events=[event],
        session_id=session_id,
        turn_event_id=turn_event_id,
        event_ids=[event_id],
    )[0]


def record_many(
    conn: Connection,
    *,
    tenant_id: UUID,
    tenant_secret: bytes,
    events: Sequence[AuditEvent],
    session_id: UUID | None = None,
    turn_event_id: UUID | None = None,
    event_ids: Sequence[UUID | None] | None = None,
) -> list[UUID]:
    """Append a batch (a turn's events, in order) in two round trips; return their ids."""
    if not events:
        return []
    if event_ids is None:
        event_ids = [None] * len(events)
    if len(event_ids) != len(events):
        raise InvalidInput("event_ids must match events one to one")
    keys = ChainKeys.derive(tenant_secret)
    head_seq, head_hash, occurred_at = _head(conn, tenant_id)
    rows = _build(
        keys,
        tenant_id=tenant_id,
        head_seq=head_seq,
        head_hash=head_hash,
        occurred_at=occurred_at,
        session_id=session_id,
        turn_event_id=turn_event_id,
        events=events,
        event_ids=event_ids,
    )
    common = {"t": tenant_id, "at": occurred_at, "session": session_id}
    if len(rows) == 1:
        (r,) = rows
        params = {"id": r.id, "seq": r.seq, "kind": r.kind, "turn": r.turn}
        params |= {"payload": r.payload, "prev": r.prev, "hash": r.hash}
        conn.execute(_INSERT_ONE, common | params)
    else:
        conn.execute(
            _INSERT_MANY,
            common
            | {
                "ids": [r.id for r in rows],
                "seqs": [r.seq for r in rows],
                "kinds": [r.kind for r in rows],
                "turns": [r.turn for r in rows],
                "payloads": [r.payload for r in rows],
                "prevs": [r.prev for r in rows],
                "hashes": [r.hash for r in rows],
            },
        )
    return [r.id for r in rows]
