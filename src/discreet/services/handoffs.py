"""Handed-off conversations for support staff: the sessions in which the assistant passed
the customer to a person, newest handoff first.

Read from the audit (`turn_completed` with `handoff`) and the sessions table, under the
tenant's RLS; a session that was deleted or erased since is not listed. The transcript
itself is `GET /v1/sessions/{id}` (redacted, as stored).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final
from uuid import UUID

from sqlalchemy import Engine, text

from discreet.errors import InvalidInput
from discreet.storage.engine import UnitOfWork
from discreet.storage.rows import from_row
from discreet.tenancy import Principal, Role

__all__ = ["HANDOFF_ROLES", "HandedOff", "handed_off_sessions"]

HANDOFF_ROLES: Final = (Role.AGENT, Role.ADMIN)

_HANDED_OFF = text(
    """
SELECT s.id AS session_id, s.customer_id, s.created_at AS started_at,
       s.ended_at IS NOT NULL AS ended,
       h.handoffs, h.last_handoff_at,
       (SELECT count(*) FROM turns t WHERE t.session_id = s.id) AS turns
FROM (
  SELECT e.session_id, count(*) AS handoffs, max(e.occurred_at) AS last_handoff_at
  FROM audit_events e
  WHERE e.kind = 'turn_completed' AND e.session_id IS NOT NULL AND e.occurred_at >= :since
    AND coalesce((e.payload->>'handoff')::boolean, false)
  GROUP BY e.session_id
) h
JOIN sessions s ON s.id = h.session_id
ORDER BY h.last_handoff_at DESC, s.id
LIMIT :n
"""
)


@dataclass(frozen=True, slots=True)
class HandedOff:
    session_id: UUID
    customer_id: UUID
    started_at: datetime
    ended: bool
    turns: int
    handoffs: int
    last_handoff_at: datetime


def handed_off_sessions(
    engine: Engine, principal: Principal, *, since: datetime, limit: int = 100
) -> list[HandedOff]:
    """Sessions with at least one handoff since `since` (staff keys)."""
    principal.require(*HANDOFF_ROLES)
    if since.tzinfo is None:
        raise InvalidInput("since must carry a time zone, e.g. 2026-12-01T00:00:00Z")
    with UnitOfWork(engine, principal.tenant_id) as uow:
        rows = uow.conn.execute(_HANDED_OFF, {"since": since, "n": limit}).all()
    return [from_row(HandedOff, r) for r in rows]
