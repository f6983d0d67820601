"""Handed-off conversations (agent or admin): which sessions the assistant passed to a
person, newest first; each transcript is `GET /v1/sessions/{id}` (redacted)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query
from pydantic import BaseModel

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.services import handoffs

__all__ = ["HandedOffList", "HandedOffPublic", "router"]

router = APIRouter(prefix="/v1/handoffs", tags=["sessions"])

DEFAULT_PERIOD = timedelta(days=7)


class HandedOffPublic(BaseModel):
    session_id: UUID
    customer_id: UUID
    started_at: datetime
    ended: bool
    turns: int
    handoffs: int
    last_handoff_at: datetime


class HandedOffList(BaseModel):
    sessions: list[HandedOffPublic]


@router.get("", response_model=HandedOffList)
def list_handoffs(
    principal: PrincipalDep,
    c: ContainerDep,
    since: Annotated[datetime | None, Query(description="default: 7 days ago")] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> HandedOffList:
    start = since if since is not None else datetime.now(UTC) - DEFAULT_PERIOD
    found = handoffs.handed_off_sessions(c.engine, principal, since=start, limit=limit)
    return HandedOffList(
        sessions=[HandedOffPublic.model_validate(h, from_attributes=True) for h in found]
    )
