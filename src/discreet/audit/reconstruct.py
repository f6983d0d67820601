"""Rebuild what the agent did in one turn from the turn's audit events alone.

Every step event of a turn carries `turn_event_id`, the id of the turn's `turn_completed`
event (which names itself). Each payload is decoded back through the event schema, so the
reconstruction holds only classified values — ids, versions, tokens, counts, durations,
flags, scores and keyed hashes — and a stored payload with any unexpected key is refused
rather than passed on. It contains no user or document text by construction.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from sqlalchemy import Connection, text

from discreet.audit.chain import iso_timestamp
from discreet.audit.events import (
    Abstained,
    AuditEvent,
    Generation,
    InputRefused,
    JSONValue,
    MemoryRead,
    MemoryWritten,
    MessageRedacted,
    OutputBlocked,
    Retrieval,
    ScopeClassified,
    ToolInvoked,
    TurnCompleted,
    decode_event,
)
from discreet.errors import NotFound

__all__ = ["reconstruct_turn"]

_ANCHOR = text("SELECT coalesce(turn_event_id, id) AS turn FROM audit_events WHERE id = :id")
_EVENTS = text(
    "SELECT id, seq, kind, occurred_at, session_id, payload FROM audit_events "
    "WHERE turn_event_id = :turn OR id = :turn ORDER BY seq"
)

# Where a step's event goes in the reconstruction: the one of its kind, or one of a list.
_ONE: dict[type[AuditEvent], str] = {
    InputRefused: "input_refused",
    ScopeClassified: "scope",
    Retrieval: "retrieval",
    Generation: "generation",
    Abstained: "abstained",
}
_EACH: dict[type[AuditEvent], str] = {
    MessageRedacted: "redaction",
    ToolInvoked: "tools",
    OutputBlocked: "output_blocked",
}


def _json(event: AuditEvent) -> dict[str, JSONValue]:
    return event.to_payload()


def reconstruct_turn(conn: Connection, *, turn_event_id: UUID) -> dict[str, Any]:
    """The turn's behaviour: scope, retrieved chunks (document, version, owner), memory
    fact ids, floor decision, backend and token counts, latency per stage, outcome.

    `turn_event_id` may be the `turn_completed` id or the id of any event of the turn.
    Raises NotFound when no such event is visible to the transaction's tenant.
    """
    anchor = conn.execute(_ANCHOR, {"id": turn_event_id}).first()
    if anchor is None:
        raise NotFound("no audit event with that id")
    turn: UUID = anchor.turn
    rows = conn.execute(_EVENTS, {"turn": turn}).all()

    out: dict[str, Any] = {
        "turn_event_id": str(turn),
        "session_id": None,
        "started_at": None,
        "completed_at": None,
        "complete": False,
        "events": [],
        "redaction": [],
        "input_refused": None,
        "scope": None,
        "retrieval": None,
        "memory": {"read": [], "written": [], "categories": [], "superseded": []},
        "tools": [],
        "generation": None,
        "abstained": None,
        "output_blocked": [],
        "outcome": None,
        "latency_ms": {},
    }
    for row in rows:
        event = decode_event(row.kind, row.payload)
        out["events"].append(
            {
                "id": str(row.id),
                "seq": row.seq,
                "kind": row.kind,
                "at": iso_timestamp(row.occurred_at),
            }
        )
        if out["started_at"] is None:
            out["started_at"] = iso_timestamp(row.occurred_at)
        if row.session_id is not None:
            out["session_id"] = str(row.session_id)
        step = type(event)
        if step in _ONE:
            out[_ONE[step]] = _json(event)
        elif step in _EACH:
            out[_EACH[step]].append(_json(event))
        elif isinstance(event, MemoryRead):
            out["memory"]["read"].extend(str(f) for f in event.fact_ids)
        elif isinstance(event, MemoryWritten):
            out["memory"]["written"].extend(str(f) for f in event.fact_ids)
            out["memory"]["categories"].extend(event.categories)
            out["memory"]["superseded"].extend(str(f) for f in event.superseded_ids)
        elif isinstance(event, TurnCompleted):
            out["complete"] = True
            out["completed_at"] = iso_timestamp(row.occurred_at)
            out["latency_ms"] = dict(event.stage_latency_ms)
            out["outcome"] = {
                "total_ms": event.total_ms,
                "abstained": event.abstained,
                "handoff": event.handoff,
                "blocked": event.blocked,
                "step_event_ids": [str(i) for i in event.step_event_ids],
            }
        # session or document events attached to a turn add nothing here
    return out
