"""Content gaps (content, admin or auditor keys): abstained and handed-off questions,
redacted, grouped into topics with counts and example phrasings; no customer identifier."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.api.inputs import Timestamp
from discreet.api.responses import errors
from discreet.errors import Forbidden, InvalidInput
from discreet.services import content_gaps

__all__ = ["ContentGapsPublic", "GapTopicPublic", "router"]

router = APIRouter(prefix="/v1/content-gaps", tags=["content gaps"])

DEFAULT_PERIOD = timedelta(days=30)


class GapTopicPublic(BaseModel):
    topic: str = Field(validation_alias="label", description="its most frequent content words")
    keywords: list[str]
    scope: str | None = Field(description="None when the turn was never classified")
    count: int
    handoffs: int
    reasons: dict[str, int]
    examples: list[str] = Field(description="redacted phrasings, placeholders unnumbered")
    first_seen: datetime
    last_seen: datetime


class ContentGapsPublic(BaseModel):
    since: datetime
    scope: str | None
    questions: int
    handoffs: int
    truncated: bool
    topics: list[GapTopicPublic]


@router.get("", response_model=ContentGapsPublic, responses=errors(Forbidden, InvalidInput))
def list_content_gaps(
    principal: PrincipalDep,
    c: ContainerDep,
    since: Annotated[Timestamp | None, Query(description="default: 30 days ago")] = None,
    scope: Annotated[str | None, Query(pattern=r"^[a-z][a-z0-9_-]{0,62}$")] = None,
) -> ContentGapsPublic:
    start = since if since is not None else datetime.now(UTC) - DEFAULT_PERIOD
    gaps = content_gaps.content_gaps(c.engine, principal, since=start, scope=scope)
    return ContentGapsPublic.model_validate(gaps, from_attributes=True)
