"""Sessions and chat turns."""

from __future__ import annotations

from uuid import UUID

from fastapi import APIRouter, Response, status

from discreet.agent.turn import handle_message
from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.api.schemas import (
    CitationPublic,
    GuardPublic,
    MessageCreate,
    MessageReply,
    SessionCreate,
    SessionCreated,
    SessionPublic,
    TurnPublic,
)
from discreet.services import sessions
from discreet.tenancy import Role

router = APIRouter(prefix="/v1/sessions", tags=["sessions"])

CHAT_ROLES = (Role.AGENT, Role.CUSTOMER, Role.ADMIN)


@router.post("", status_code=status.HTTP_201_CREATED, response_model=SessionCreated)
def create_session(body: SessionCreate, principal: PrincipalDep, c: ContainerDep) -> SessionCreated:
    principal.require(*CHAT_ROLES)
    info = sessions.start_session(
        c.engine,
        principal,
        customer_id=body.customer_id,
        case_id=body.case_id,
        ttl_s=c.settings.session_idle_ttl_s,
    )
    return SessionCreated(session_id=info.id, expires_at=info.expires_at)


@router.post("/{session_id}/messages", response_model=MessageReply)
def post_message(
    session_id: UUID, body: MessageCreate, principal: PrincipalDep, c: ContainerDep
) -> MessageReply:
    principal.require(*CHAT_ROLES)
    turn = handle_message(c.turn_deps, principal, session_id, body.message)
    return MessageReply(
        reply=turn.reply,
        abstained=turn.abstained,
        handoff=turn.handoff,
        scope=turn.scope,
        citations=[
            CitationPublic(
                document_id=x.document_id, version=x.version, section=x.section, chunk_id=x.chunk_id
            )
            for x in turn.citations
        ],
        audit_event_id=turn.audit_event_id,
        memory_used=list(turn.memory_used),
        guard=GuardPublic(blocked=turn.guard_blocked, removed=turn.guard_removed),
    )


@router.get("/{session_id}", response_model=SessionPublic)
def get_session(session_id: UUID, principal: PrincipalDep, c: ContainerDep) -> SessionPublic:
    principal.require(*CHAT_ROLES, Role.AUDITOR)
    transcript = sessions.read_session(c.engine, principal, session_id)
    return SessionPublic(
        session_id=transcript.session.id,
        customer_id=transcript.session.customer_id,
        expires_at=transcript.session.expires_at,
        ended=transcript.session.ended_at is not None,
        turns=[
            TurnPublic(role=t.role, content=t.content.value, created_at=t.created_at)
            for t in transcript.turns
        ],
    )


@router.delete("/{session_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_session(session_id: UUID, principal: PrincipalDep, c: ContainerDep) -> Response:
    principal.require(*CHAT_ROLES)
    sessions.end_session(c.engine, c.vaults, principal, session_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
