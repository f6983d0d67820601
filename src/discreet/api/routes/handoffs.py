"""Handed-off conversations (agent or admin): which sessions the assistant passed to a
person, newest first; each transcript is `GET /v1/sessions/{id}` (redacted)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query
from pydantic import BaseModel

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.api.responses import errors
from discreet.api.routes.stats import Since, period_start
from discreet.errors import Forbidden, InvalidInput
from discreet.services import handoffs

__all__ = ["HandedOffList", "HandedOffPublic", "router"]

router = APIRouter(prefix="/v1/handoffs", tags=["sessions"])


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


@router.get("", response_model=HandedOffList, responses=errors(Forbidden, InvalidInput))
def list_handoffs(
    principal: PrincipalDep,
    c: ContainerDep,
    since: Since = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> HandedOffList:
    found = handoffs.handed_off_sessions(
        c.engine, principal, since=period_start(since), limit=limit
    )
    return HandedOffList(
        sessions=[HandedOffPublic.model_validate(h, from_attributes=True) for h in found]
    )
