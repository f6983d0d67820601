"""One tenant's figures (content, admin or auditor keys): turns, abstention and handoff
rates, latency by stage, personal data found by kind, the job queue. Counts and durations
only, from the tenant's own audit and queue."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import BaseModel

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.api.inputs import Timestamp
from discreet.api.responses import errors
from discreet.errors import Forbidden, InvalidInput
from discreet.services import turn_stats

__all__ = ["DEFAULT_PERIOD", "Since", "StagePublic", "StatsPublic", "period_start", "router"]

router = APIRouter(prefix="/v1/stats", tags=["stats"])

DEFAULT_PERIOD = timedelta(days=7)

Since = Annotated[Timestamp | None, Query(description="default: 7 days ago")]
"""The `since` query of the staff figures (here and `GET /v1/handoffs`)."""


def period_start(since: datetime | None) -> datetime:
    """`since`, or `DEFAULT_PERIOD` ago when the caller gave none."""
    return since if since is not None else datetime.now(UTC) - DEFAULT_PERIOD


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


@router.get("", response_model=StatsPublic, responses=errors(Forbidden, InvalidInput))
def read_stats(
    principal: PrincipalDep,
    c: ContainerDep,
    since: Since = None,
) -> StatsPublic:
    s = turn_stats.turn_stats(c.engine, principal, since=period_start(since))
    # The view's fields are the answer's, the stages' included.
    return StatsPublic.model_validate(s, from_attributes=True)
