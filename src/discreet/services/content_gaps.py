"""Content gaps for content owners: what customers asked that the assistant could not
answer from the policies (it abstained) or passed to a person (it handed off), by topic.

Read from the redacted store only. A turn's outcome is its `turn_completed` event (flags
`abstained` and `handoff`), its scope the turn's `scope_classified` event and its reason the
`abstained` event; the question is the customer turn stored in the same transaction. Within a
session the k-th newest `turn_completed` belongs to the k-th newest customer turn (each turn
writes one of each in one transaction, and a session's turns commit one at a time); counting
from the newest keeps them paired after the retention purge removed a session's oldest
events. Refused attacks and "yes, still correct" confirmations are not gaps. Nothing that
names a customer leaves: no session, customer or case id, and placeholders unnumbered.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

from sqlalchemy import Engine, text

from discreet.errors import InvalidInput
from discreet.knowledge.gaps import GapQuestion, GapTopic, group_gaps
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Principal, Role

__all__ = ["GAP_ROLES", "MAX_QUESTIONS", "NOT_GAPS", "ContentGaps", "content_gaps"]

GAP_ROLES: Final = (Role.CONTENT, Role.ADMIN, Role.AUDITOR)
MAX_QUESTIONS: Final = 2000
NOT_GAPS: Final = ("refused", "fact_confirmed")

_GAPS = text(
    """
WITH gap AS (
  SELECT e.id, e.session_id, e.seq, e.occurred_at,
         coalesce((e.payload->>'handoff')::boolean, false) AS handoff
  FROM audit_events e
  WHERE e.kind = 'turn_completed' AND e.session_id IS NOT NULL AND e.occurred_at >= :since
    AND (coalesce((e.payload->>'abstained')::boolean, false)
         OR coalesce((e.payload->>'handoff')::boolean, false))
  ORDER BY e.seq DESC
  LIMIT :cap
), ranked_events AS (
  SELECT e.id, e.session_id,
         row_number() OVER (PARTITION BY e.session_id ORDER BY e.seq DESC) AS k
  FROM audit_events e
  WHERE e.kind = 'turn_completed' AND e.session_id IN (SELECT session_id FROM gap)
), ranked_turns AS (
  SELECT t.session_id, t.content,
         row_number() OVER (PARTITION BY t.session_id ORDER BY t.ordinal DESC) AS k
  FROM turns t
  WHERE t.role = 'customer' AND t.session_id IN (SELECT session_id FROM gap)
)
SELECT g.occurred_at, g.handoff, t.content,
  (SELECT s.payload->>'scope' FROM audit_events s
    WHERE s.turn_event_id = g.id AND s.kind = 'scope_classified' LIMIT 1) AS scope,
  (SELECT a.payload->>'reason' FROM audit_events a
    WHERE a.turn_event_id = g.id AND a.kind = 'abstained' LIMIT 1) AS reason
FROM gap g
JOIN ranked_events r ON r.id = g.id
JOIN ranked_turns t ON t.session_id = g.session_id AND t.k = r.k
"""
)


@dataclass(frozen=True, slots=True)
class ContentGaps:
    since: datetime
    scope: str | None
    questions: int
    handoffs: int
    topics: list[GapTopic]
    truncated: bool  # more than MAX_QUESTIONS gap turns in the period: the newest are shown


def content_gaps(
    engine: Engine, principal: Principal, *, since: datetime, scope: str | None = None
) -> ContentGaps:
    """The tenant's gaps since `since` (optionally one scope), grouped into topics."""
    principal.require(*GAP_ROLES)
    if since.tzinfo is None:
        raise InvalidInput("since must carry a time zone, e.g. 2026-12-01T00:00:00Z")
    with UnitOfWork(engine, principal.tenant_id) as uow:
        rows = uow.conn.execute(_GAPS, {"since": since, "cap": MAX_QUESTIONS + 1}).all()
    truncated = len(rows) > MAX_QUESTIONS
    questions = [
        GapQuestion(
            text=str(r.content),
            scope=r.scope,
            reason=str(r.reason or ("handoff" if r.handoff else "abstained")),
            handoff=bool(r.handoff),
            at=r.occurred_at,
        )
        for r in rows[:MAX_QUESTIONS]
        if r.reason not in NOT_GAPS and (scope is None or r.scope == scope)
    ]
    return ContentGaps(
        since=since,
        scope=scope,
        questions=len(questions),
        handoffs=sum(q.handoff for q in questions),
        topics=group_gaps(questions),
        truncated=truncated,
    )
