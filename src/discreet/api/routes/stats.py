"""One tenant's figures (content, admin or auditor keys): turns, abstention and handoff
rates, latency by stage, personal data found by kind, the job queue. Counts and durations
only, from the tenant's own audit and queue."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import BaseModel

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.services import turn_stats

__all__ = ["StagePublic", "StatsPublic", "router"]

router = APIRouter(prefix="/v1/stats", tags=["stats"])

DEFAULT_PERIOD = timedelta(days=7)


class StagePublic(BaseModel):
    stage: str
    turns: int
    p50_ms: float
    p95_ms: float


class StatsPublic(BaseModel):
    since: datetime
    turns: int
    abstained: int
    handoffs: int
    abstention_rate: float | None
    handoff_rate: float | None
    p50_ms: float | None
    p95_ms: float | None
    stages: list[StagePublic]
    pii_by_type: dict[str, int]
    queue_depth: int
    queue_dead: int
    queue_oldest_s: float | None


@router.get("", response_model=StatsPublic)
def read_stats(
    principal: PrincipalDep,
    c: ContainerDep,
    since: Annotated[datetime | None, Query(description="default: 7 days ago")] = None,
) -> StatsPublic:
    start = since if since is not None else datetime.now(UTC) - DEFAULT_PERIOD
    s = turn_stats.turn_stats(c.engine, principal, since=start)
    return StatsPublic(
        since=s.since,
        turns=s.turns,
        abstained=s.abstained,
        handoffs=s.handoffs,
        abstention_rate=s.abstention_rate,
        handoff_rate=s.handoff_rate,
        p50_ms=s.p50_ms,
        p95_ms=s.p95_ms,
        stages=[
            StagePublic(stage=x.stage, turns=x.turns, p50_ms=x.p50_ms, p95_ms=x.p95_ms)
            for x in s.stages
        ],
        pii_by_type=s.pii_by_type,
        queue_depth=s.queue_depth,
        queue_dead=s.queue_dead,
        queue_oldest_s=s.queue_oldest_s,
    )
