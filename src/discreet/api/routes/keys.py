"""API keys (admin): list, revoke, rotate. A key is shown once, when it is made; the list
shows its first characters only. A revoked key is refused from the next request on, on
every node (nothing caches a key)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.api.responses import errors
from discreet.errors import Conflict, Forbidden
from discreet.services import admin
from discreet.services.admin import KeyView

__all__ = ["KeyIssued", "KeyList", "KeyPublic", "router"]

router = APIRouter(prefix="/v1/keys", tags=["keys"])


class KeyPublic(BaseModel):
    key_id: UUID
    prefix: str = Field(description="the key's first characters, to recognise it")
    roles: list[str]
    customer_id: UUID | None
    created_at: datetime
    revoked_at: datetime | None


class KeyList(BaseModel):
    keys: list[KeyPublic]


class KeyIssued(BaseModel):
    key_id: UUID
    api_key: str = Field(description="shown once; store it now")
    replaces: UUID | None = None


def _public(view: KeyView) -> KeyPublic:
    # The view's fields are the answer's; its roles become their values.
    return KeyPublic.model_validate(view, from_attributes=True)


@router.get("", response_model=KeyList, responses=errors(Forbidden))
def list_keys(
    principal: PrincipalDep,
    c: ContainerDep,
    include_revoked: Annotated[bool, Query()] = False,
) -> KeyList:
    views = admin.list_keys(c.engine, principal, include_revoked=include_revoked)
    return KeyList(keys=[_public(v) for v in views])


@router.delete("/{key_id}", response_model=KeyPublic, responses=errors(Forbidden, Conflict))
def revoke_key(key_id: UUID, principal: PrincipalDep, c: ContainerDep) -> KeyPublic:
    return _public(admin.revoke_key(c.engine, principal, key_id))


@router.post(
    "/{key_id}/rotate",
    status_code=201,
    response_model=KeyIssued,
    responses=errors(Forbidden, Conflict),
)
def rotate_key(key_id: UUID, principal: PrincipalDep, c: ContainerDep) -> KeyIssued:
    issued = admin.rotate_key(c.engine, principal, key_id)
    return KeyIssued(key_id=issued.key_id, api_key=issued.api_key, replaces=key_id)
