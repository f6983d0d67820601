"""Who the caller is: the tenant, roles and (for a customer key) the customer its API key
is bound to. Clients that act for one customer (the MCP server) learn it here, from the key,
instead of taking it from anyone's word."""

from __future__ import annotations

from uuid import UUID

from fastapi import APIRouter
from pydantic import BaseModel

from discreet.api.deps import PrincipalDep

__all__ = ["Identity", "router"]

router = APIRouter(prefix="/v1", tags=["identity"])


class Identity(BaseModel):
    tenant_id: UUID
    key_id: UUID
    roles: list[str]
    customer_id: UUID | None


@router.get("/me", response_model=Identity)
def me(principal: PrincipalDep) -> Identity:
    return Identity(
        tenant_id=principal.tenant_id,
        key_id=principal.key_id,
        roles=sorted(r.value for r in principal.roles),
        customer_id=principal.customer_id,
    )
