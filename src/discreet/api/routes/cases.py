"""Cases: open one for a customer, list a customer's cases, close one (agent or admin).

A case's title is redacted before it is stored. A customer, content or auditor key is
refused (403); a customer or case of another tenant is 404.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal
from uuid import UUID

from fastapi import APIRouter, Query, status
from pydantic import BaseModel, ConfigDict, Field

from discreet.api.deps import ContainerDep, StaffPrincipal
from discreet.api.responses import errors
from discreet.errors import Conflict, InvalidInput, NotFound
from discreet.services import cases
from discreet.services.cases import CaseView

__all__ = ["CaseCreate", "CaseCreated", "CaseList", "CasePublic", "router"]

router = APIRouter(prefix="/v1/cases", tags=["cases"])

# What the use case accepts, for the document: no control character anywhere, something
# besides whitespace, and (an external id) no whitespace but at either end.
_CONTROLS = r"\x00-\x1f\x7f-\x9f"
_BLANKS = r"\x20\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"  # not controls
_TITLE = f"^[^{_CONTROLS}]*[^{_CONTROLS}{_BLANKS}][^{_CONTROLS}]*$"
_EXTERNAL_ID = f"^[{_BLANKS}]*[^{_CONTROLS}{_BLANKS}]+[{_BLANKS}]*$"


class CaseCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    customer_id: UUID
    title: str | None = Field(
        None,
        max_length=cases.MAX_TITLE_CHARS,
        description="redacted before it is stored; runs of whitespace read as one space",
        json_schema_extra={"pattern": _TITLE},
    )
    external_id: str | None = Field(
        None,
        max_length=200,
        description="your id for the case; generated when absent",
        json_schema_extra={"pattern": _EXTERNAL_ID},
    )


class CasePublic(BaseModel):
    case_id: UUID
    customer_id: UUID
    external_id: str
    title: str | None = Field(description="as stored: redacted at creation")
    status: Literal["open", "closed"]
    created_at: datetime
    closed_at: datetime | None


class CaseCreated(CasePublic):
    pass


class CaseList(BaseModel):
    cases: list[CasePublic]


def _public(view: CaseView) -> CasePublic:
    return CasePublic.model_validate(view, from_attributes=True)


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=CaseCreated,
    responses=errors(InvalidInput, NotFound, Conflict),
)
def open_case(body: CaseCreate, principal: StaffPrincipal, c: ContainerDep) -> CaseCreated:
    view = cases.open_case(
        c.engine,
        c.redactor,
        principal,
        customer_id=body.customer_id,
        title=body.title,
        external_id=body.external_id,
    )
    return CaseCreated.model_validate(view, from_attributes=True)


@router.get("", response_model=CaseList, responses=errors(NotFound))
def list_cases(
    principal: StaffPrincipal,
    c: ContainerDep,
    customer_id: Annotated[UUID, Query()],
    status_: Annotated[Literal["open", "closed"] | None, Query(alias="status")] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> CaseList:
    views = cases.list_cases(
        c.engine, principal, customer_id=customer_id, status=status_, limit=limit
    )
    return CaseList(cases=[_public(v) for v in views])


@router.post("/{case_id}/close", response_model=CasePublic, responses=errors(Conflict))
def close_case(case_id: UUID, principal: StaffPrincipal, c: ContainerDep) -> CasePublic:
    return _public(cases.close_case(c.engine, principal, case_id))
