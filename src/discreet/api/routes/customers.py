"""The tenant's customers (agent or admin): who there is to open a case or a session for."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query
from pydantic import BaseModel

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.api.responses import errors
from discreet.errors import Forbidden
from discreet.services import admin

__all__ = ["CustomerList", "CustomerPublic", "router"]

router = APIRouter(prefix="/v1/customers", tags=["customers"])


class CustomerPublic(BaseModel):
    customer_id: UUID
    external_id: str
    account_id: UUID | None
    created_at: datetime


class CustomerList(BaseModel):
    customers: list[CustomerPublic]
    next_after: str | None


@router.get("", response_model=CustomerList, responses=errors(Forbidden))
def list_customers(
    principal: PrincipalDep,
    c: ContainerDep,
    after: Annotated[str | None, Query(max_length=200, pattern=r"^[^\x00-\x1f\x7f]*$")] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> CustomerList:
    views = admin.list_customers(c.engine, principal, limit=limit, after=after)
    return CustomerList(
        customers=[CustomerPublic.model_validate(v, from_attributes=True) for v in views],
        next_after=views[-1].external_id if len(views) == limit else None,
    )
