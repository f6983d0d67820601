"""The audit trail for auditors: events, chain anchors and verification, turn
reconstruction."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from fastapi import APIRouter, Query

from discreet.api.deps import AuditPrincipal, ContainerDep
from discreet.api.inputs import Timestamp
from discreet.api.responses import errors
from discreet.api.schemas import AnchorPublic, VerifyRequest
from discreet.errors import InvalidInput
from discreet.services import audit_trail
from discreet.services.leaks import audit_leaks

router = APIRouter(prefix="/v1/audit", tags=["audit"])

_CURSOR = r"^[0-9]{1,19}$"  # an event's sequence number


@router.get("", responses=errors(InvalidInput))
def list_events(
    principal: AuditPrincipal,
    c: ContainerDep,
    session_id: UUID | None = None,
    kind: Annotated[str | None, Query(pattern=r"^[a-z][a-z0-9_]{0,62}$")] = None,
    since: Timestamp | None = None,
    after: Annotated[
        str | None, Query(pattern=r"^[0-9]{1,19}$", description="a page's `next`")
    ] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> dict[str, Any]:
    """Events oldest first, `limit` at a time; `next` is the cursor of the following page
    (pass it as `after`), null on the last."""
    page = audit_trail.list_events(
        c.engine,
        principal.tenant_id,
        session_id=session_id,
        kind=kind,
        since=since,
        after=after,
        limit=limit,
    )
    return {"events": page.events, "next": page.next}


@router.get("/verify")
def verify(principal: AuditPrincipal, c: ContainerDep) -> dict[str, Any]:
    return audit_trail.verify(c.engine, principal.tenant_id).to_dict()


@router.post("/verify", responses=errors(InvalidInput))
def verify_against_anchor(
    body: VerifyRequest, principal: AuditPrincipal, c: ContainerDep
) -> dict[str, Any]:
    """Verify the chain and that it still reaches an anchor taken earlier: a chain cut back
    (its newest events deleted) reads as `removed` at the anchor's `seq`."""
    anchor = body.anchor.model_dump(mode="json")
    return audit_trail.verify(c.engine, principal.tenant_id, anchor=anchor).to_dict()


@router.get("/anchor")
def anchor(principal: AuditPrincipal, c: ContainerDep) -> AnchorPublic:
    """The chain's head, signed with the tenant's key."""
    return AnchorPublic.model_validate(audit_trail.anchor(c.engine, principal.tenant_id).to_dict())


@router.get("/leaks")
def leaks(
    principal: AuditPrincipal,
    c: ContainerDep,
    last: Annotated[int, Query(ge=1, le=10_000)] = 100,
) -> dict[str, Any]:
    """The leak audit of the last `last` conversations: counts and session ids, no content."""
    report: dict[str, Any] = audit_leaks(c.engine, principal.tenant_id, last=last).to_dict()
    return report


@router.get("/turns/{audit_event_id}")
def turn(audit_event_id: UUID, principal: AuditPrincipal, c: ContainerDep) -> dict[str, Any]:
    return audit_trail.reconstruct(c.engine, principal.tenant_id, audit_event_id)
