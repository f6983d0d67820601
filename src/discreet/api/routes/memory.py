"""Durable memory: review, correct, suppress and delete a customer's facts; staff-recorded
facts and case decisions; erasure.

Agents and admins act for any customer of their tenant, a customer key only for its own
customer id; anything else — another customer's id or fact, another tenant's — is 404.
Erasure needs an admin key. Routes map HTTP to the use cases and never commit.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal
from uuid import UUID

from fastapi import APIRouter, Query, Response, status
from pydantic import BaseModel, Field

from discreet.api.deps import AdminPrincipal, ChatPrincipal, ContainerDep, StaffPrincipal
from discreet.api.inputs import CategoryText, KeyText, ValueText, padded
from discreet.api.responses import errors
from discreet.errors import Conflict, InvalidInput
from discreet.memory.model import Fact, Revision
from discreet.services import erasure, memory
from discreet.tenancy import Role

__all__ = [
    "CaseDecisionCreate",
    "ErasurePublic",
    "FactCreate",
    "FactList",
    "FactPublic",
    "FactUpdate",
    "RevisionPublic",
    "cases_router",
    "router",
]

router = APIRouter(prefix="/v1/customers", tags=["memory"])
cases_router = APIRouter(prefix="/v1/cases", tags=["memory"])

STAFF_ROLES = (Role.AGENT, Role.ADMIN)


class SessionSource(BaseModel):
    session_id: UUID | None
    turn_id: UUID | None


class CaseSource(BaseModel):
    case_id: UUID


class StaffSource(BaseModel):
    recorded_by: Literal["staff"]


class RevisionPublic(BaseModel):
    fact_id: UUID
    value: str = Field(description="redacted at capture: plain words, no placeholders")
    status: str
    changed_by: str
    changed_at: datetime


class FactPublic(BaseModel):
    fact_id: UUID
    category: str
    key: str
    value: str
    source: SessionSource | CaseSource | StaffSource
    created_at: datetime
    confirmed_at: datetime | None
    expires_at: datetime | None
    status: Literal["active", "superseded", "suppressed"]
    revisions: list[RevisionPublic] | None = None


class FactList(BaseModel):
    facts: list[FactPublic]


class FactUpdate(BaseModel):
    value: ValueText | None = None
    status: Literal["suppressed", "active"] | None = None


# A category or key is a lower-case token (the use case checks it after the door).
_TOKEN = Field(json_schema_extra={"pattern": padded("[a-z][a-z0-9_]{0,62}")})


class FactCreate(BaseModel):
    category: CategoryText = _TOKEN
    key: KeyText = _TOKEN
    value: ValueText
    case_id: UUID | None = None


class CaseDecisionCreate(BaseModel):
    key: KeyText = Field(examples=["refund"], json_schema_extra=_TOKEN.json_schema_extra)
    value: ValueText = Field(examples=["approved"])
    customer_id: UUID | None = None


class ErasurePublic(BaseModel):
    report: dict[str, int]
    gaps: list[str]


def _revision(r: Revision) -> RevisionPublic:
    return RevisionPublic(
        fact_id=r.fact_id,
        value=r.value.value,
        status=r.status,
        changed_by=r.changed_by,
        changed_at=r.changed_at,
    )


def _public(view: memory.FactView, *, with_revisions: bool) -> FactPublic:
    fact: Fact = view.fact
    source: SessionSource | CaseSource | StaffSource
    if fact.source.case_id is not None:
        source = CaseSource(case_id=fact.source.case_id)
    elif fact.source.session_id is not None:
        source = SessionSource(session_id=fact.source.session_id, turn_id=fact.source.turn_id)
    else:
        source = StaffSource(recorded_by="staff")
    extra: dict[str, list[RevisionPublic]] = {}
    if with_revisions:
        extra["revisions"] = [_revision(r) for r in view.revisions or ()]
    return FactPublic(
        **extra,
        fact_id=fact.id,
        category=fact.category,
        key=fact.key,
        value=fact.value.value,
        source=source,
        created_at=fact.created_at,
        confirmed_at=fact.confirmed_at,
        expires_at=fact.expires_at,
        status=fact.status.value,
    )


@router.get("/{customer_id}/memory", response_model=FactList, response_model_exclude_unset=True)
def list_memory(
    customer_id: UUID,
    principal: ChatPrincipal,
    c: ContainerDep,
    include: Literal["history"] | None = Query(None, description="'history' adds revisions"),
) -> FactList:
    history = include == "history"
    views = memory.list_memory(c.engine, principal, customer_id, include_history=history)
    return FactList(facts=[_public(v, with_revisions=history) for v in views])


@router.post(
    "/{customer_id}/memory",
    status_code=status.HTTP_201_CREATED,
    response_model=FactPublic,
    response_model_exclude_unset=True,
    responses=errors(InvalidInput, Conflict),
)
def create_memory_fact(
    customer_id: UUID, body: FactCreate, principal: StaffPrincipal, c: ContainerDep
) -> FactPublic:
    view = memory.write_memory_fact(
        c.engine,
        c.redactor,
        principal,
        customer_id,
        category=body.category,
        key=body.key,
        value=body.value,
        case_id=body.case_id,
    )
    return _public(view, with_revisions=True)


@router.patch(
    "/{customer_id}/memory/{fact_id}",
    response_model=FactPublic,
    response_model_exclude_unset=True,
    responses=errors(InvalidInput, Conflict),
)
def update_memory_fact(
    customer_id: UUID, fact_id: UUID, body: FactUpdate, principal: ChatPrincipal, c: ContainerDep
) -> FactPublic:
    view = memory.update_memory_fact(
        c.engine,
        c.redactor,
        principal,
        customer_id,
        fact_id,
        value=body.value,
        status=body.status,
    )
    return _public(view, with_revisions=True)


@router.delete("/{customer_id}/memory/{fact_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_memory_fact(
    customer_id: UUID, fact_id: UUID, principal: ChatPrincipal, c: ContainerDep
) -> Response:
    memory.delete_memory_fact(c.engine, principal, customer_id, fact_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post("/{customer_id}/erase", response_model=ErasurePublic)
def erase_customer(customer_id: UUID, principal: AdminPrincipal, c: ContainerDep) -> ErasurePublic:
    result = erasure.erase_customer(
        c.engine,
        c.vaults,
        c.blobs,
        principal,
        customer_id,
        external_gaps=erasure.erasure_gaps(
            chat=c.backend, embedder=c.embedder, blob_backend=c.settings.blob_backend
        ),
    )
    return ErasurePublic(report=result.report, gaps=result.gaps)


@cases_router.post(
    "/{case_id}/decisions",
    status_code=status.HTTP_201_CREATED,
    response_model=FactPublic,
    response_model_exclude_unset=True,
    responses=errors(InvalidInput, Conflict),
)
def record_case_decision(
    case_id: UUID, body: CaseDecisionCreate, principal: StaffPrincipal, c: ContainerDep
) -> FactPublic:
    view = memory.record_case_decision(
        c.engine,
        c.redactor,
        principal,
        case_id,
        key=body.key,
        value=body.value,
        customer_id=body.customer_id,
    )
    return _public(view, with_revisions=True)
