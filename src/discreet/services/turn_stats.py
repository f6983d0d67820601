"""A tenant's figures for its operators, from its own audit and job queue: how many turns,
how often the assistant abstained or handed off, turn latency by stage (median and 95th
percentile), personal data found in messages by kind, and the job queue's depth and age.

Counts and durations only (what the audit holds); nothing names a customer. Unlike
``/metrics`` (the node's, all tenants together), these are one tenant's, under its RLS.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

from sqlalchemy import Engine, text

from discreet.errors import InvalidInput
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Principal, Role

__all__ = ["STATS_ROLES", "StageLatency", "TurnStats", "turn_stats"]

STATS_ROLES: Final = (Role.CONTENT, Role.ADMIN, Role.AUDITOR)

_TURNS = text(
    "SELECT count(*) AS turns, "
    "count(*) FILTER (WHERE coalesce((payload->>'abstained')::boolean, false)) AS abstained, "
    "count(*) FILTER (WHERE coalesce((payload->>'handoff')::boolean, false)) AS handoffs, "
    "percentile_cont(0.5) WITHIN GROUP (ORDER BY (payload->>'total_ms')::float) AS p50, "
    "percentile_cont(0.95) WITHIN GROUP (ORDER BY (payload->>'total_ms')::float) AS p95 "
    "FROM audit_events WHERE kind = 'turn_completed' AND occurred_at >= :since"
)
_STAGES = text(
    "SELECT s.key AS stage, count(*) AS n, "
    "percentile_cont(0.5) WITHIN GROUP (ORDER BY s.value::float) AS p50, "
    "percentile_cont(0.95) WITHIN GROUP (ORDER BY s.value::float) AS p95 "
    "FROM audit_events e, jsonb_each_text(e.payload->'stage_latency_ms') s "
    "WHERE e.kind = 'turn_completed' AND e.occurred_at >= :since "
    "GROUP BY s.key ORDER BY p50 DESC, s.key"
)
_PII = text(
    "SELECT k.key AS entity, sum(k.value::bigint) AS n "
    "FROM audit_events e, jsonb_each_text(e.payload->'entity_counts') k "
    "WHERE e.kind = 'message_redacted' AND e.occurred_at >= :since "
    "GROUP BY k.key ORDER BY n DESC, k.key"
)
_QUEUE = text(
    "SELECT count(*) FILTER (WHERE status IN ('ready', 'running')) AS depth, "
    "count(*) FILTER (WHERE status = 'dead') AS dead, "
    "extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'ready')) AS oldest_s "
    "FROM jobs"
)


@dataclass(frozen=True, slots=True)
class StageLatency:
    stage: str
    turns: int
    p50_ms: float
    p95_ms: float


@dataclass(frozen=True, slots=True)
class TurnStats:
    since: datetime
    turns: int
    abstained: int
    handoffs: int
    p50_ms: float | None
    p95_ms: float | None
    stages: list[StageLatency]
    pii_by_type: dict[str, int]
    queue_depth: int
    queue_dead: int
    queue_oldest_s: float | None

    @property
    def abstention_rate(self) -> float | None:
        return None if not self.turns else self.abstained / self.turns

    @property
    def handoff_rate(self) -> float | None:
        return None if not self.turns else self.handoffs / self.turns


def _ms(value: float | None) -> float | None:
    return None if value is None else round(float(value), 3)


def turn_stats(engine: Engine, principal: Principal, *, since: datetime) -> TurnStats:
    principal.require(*STATS_ROLES)
    if since.tzinfo is None:
        raise InvalidInput("since must carry a time zone, e.g. 2026-12-01T00:00:00Z")
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        turns = conn.execute(_TURNS, {"since": since}).one()
        stages = conn.execute(_STAGES, {"since": since}).all()
        pii = conn.execute(_PII, {"since": since}).all()
        queue = conn.execute(_QUEUE).one()
    return TurnStats(
        since=since,
        turns=int(turns.turns),
        abstained=int(turns.abstained),
        handoffs=int(turns.handoffs),
        p50_ms=_ms(turns.p50),
        p95_ms=_ms(turns.p95),
        stages=[
            StageLatency(str(s.stage), int(s.n), _ms(s.p50) or 0.0, _ms(s.p95) or 0.0)
            for s in stages
        ],
        pii_by_type={str(p.entity): int(p.n) for p in pii},
        queue_depth=int(queue.depth),
        queue_dead=int(queue.dead),
        queue_oldest_s=_ms(queue.oldest_s),
    )
