"""Audit use cases for auditors: list events, anchor and verify the chain, reconstruct a
turn, export."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from sqlalchemy import Engine, text

from discreet.audit.anchor import Anchor, head_anchor
from discreet.audit.export import export_jsonl
from discreet.audit.reconstruct import reconstruct_turn
from discreet.audit.verify import VerifyResult, verify_chain
from discreet.errors import InvalidInput
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import tenant_secret

__all__ = ["EventPage", "anchor", "export_events", "list_events", "reconstruct", "verify"]


@dataclass(frozen=True)
class EventPage:
    """One page of the trail, oldest first; `next` is the cursor of the page after it (None
    on the last page): pass it back as `after`."""

    events: list[dict[str, Any]]
    next: str | None


def list_events(
    engine: Engine,
    tenant_id: UUID,
    *,
    session_id: UUID | None = None,
    kind: str | None = None,
    since: datetime | None = None,
    after: str | None = None,
    limit: int = 100,
) -> EventPage:
    """Events in chain order, filtered by session, kind and time; `after` is a cursor from
    an earlier page (the `seq` of its last event)."""
    after_seq = _cursor(after)
    with UnitOfWork(engine, tenant_id) as uow:
        rows = uow.conn.execute(
            text(
                "SELECT id, seq, kind, occurred_at, session_id, turn_event_id, payload, hash "
                "FROM audit_events "
                "WHERE (CAST(:s AS uuid) IS NULL OR session_id = CAST(:s AS uuid)) "
                "AND (CAST(:k AS text) IS NULL OR kind = CAST(:k AS text)) "
                "AND (CAST(:since AS timestamptz) IS NULL "
                "OR occurred_at >= CAST(:since AS timestamptz)) "
                "AND seq > :after ORDER BY seq LIMIT :n"
            ),
            {"s": session_id, "k": kind, "since": since, "after": after_seq, "n": limit + 1},
        ).all()
    more = len(rows) > limit
    rows = rows[:limit]
    events = [
        {
            "event_id": str(r.id),
            "seq": r.seq,
            "kind": r.kind,
            "occurred_at": r.occurred_at.isoformat(),
            "session_id": str(r.session_id) if r.session_id else None,
            "turn_event_id": str(r.turn_event_id) if r.turn_event_id else None,
            "payload": r.payload if isinstance(r.payload, dict) else json.loads(r.payload),
            "hash": r.hash,
        }
        for r in rows
    ]
    return EventPage(events=events, next=str(rows[-1].seq) if more else None)


def _cursor(after: str | None) -> int:
    if after is None:
        return 0
    if not (after.isascii() and after.isdigit()) or len(after) > 19:  # int() refuses '²'
        raise InvalidInput("after must be a cursor from an earlier page's 'next'")
    return int(after)


def anchor(engine: Engine, tenant_id: UUID) -> Anchor:
    """The chain's head, signed: keep it outside Discreet, and hand it back to `verify`."""
    with UnitOfWork(engine, tenant_id) as uow:
        return head_anchor(uow.conn, tenant_id=tenant_id, tenant_secret=tenant_secret(uow.conn))


def verify(
    engine: Engine, tenant_id: UUID, *, anchor: Mapping[str, Any] | None = None
) -> VerifyResult:
    """Verify the chain; with an anchor (as `anchor()` gave it), check that the chain still
    reaches it. A malformed anchor, or one not issued for this tenant, is InvalidInput."""
    given = None if anchor is None else Anchor.from_dict(anchor)
    with UnitOfWork(engine, tenant_id) as uow:
        return verify_chain(
            uow.conn, tenant_id=tenant_id, tenant_secret=tenant_secret(uow.conn), anchor=given
        )


def reconstruct(engine: Engine, tenant_id: UUID, audit_event_id: UUID) -> dict[str, Any]:
    with UnitOfWork(engine, tenant_id) as uow:
        return reconstruct_turn(uow.conn, turn_event_id=audit_event_id)


def export_events(engine: Engine, tenant_id: UUID, *, since: datetime | None) -> Iterator[str]:
    with UnitOfWork(engine, tenant_id) as uow:
        yield from export_jsonl(uow.conn, since=since)
