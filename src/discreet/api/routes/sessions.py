"""Sessions and chat turns, plain and streamed (server-sent events).

``POST /v1/sessions/{id}/messages:stream`` runs the same turn as ``/messages`` (same steps,
same transaction, same audit) with the reply streamed through the output guard. Events::

    event: delta   data: {"text": "..."}          text the guard has released, in order
    event: reply   data: {<the /messages reply>, "replace": bool}
    event: error   data: {"error": {"code", "message"}}   (the turn was rolled back)

``replace`` is true when the deltas do not add up to ``reply`` (the guard blocked the reply
or the backend failed mid-stream): the client then shows ``reply`` instead. Errors found
before anything was streamed (unknown session, bad input) are ordinary 4xx responses.
"""

from __future__ import annotations

import json
import queue
import threading
from collections.abc import Iterator
from typing import Literal
from uuid import UUID

from fastapi import APIRouter, Response, status
from fastapi.responses import StreamingResponse

from discreet.agent.turn import TurnDeps, TurnReply, handle_message
from discreet.api.deps import ChatPrincipal, ChatReaderPrincipal, ContainerDep
from discreet.api.responses import errors
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
from discreet.errors import DiscreetError, Gone, NotFound
from discreet.services import sessions
from discreet.tenancy import Principal

router = APIRouter(prefix="/v1/sessions", tags=["sessions"])


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=SessionCreated,
    responses=errors(NotFound),
)
def create_session(
    body: SessionCreate, principal: ChatPrincipal, c: ContainerDep
) -> SessionCreated:
    info = sessions.start_session(
        c.engine,
        principal,
        customer_id=body.customer_id,
        case_id=body.case_id,
        ttl_s=c.settings.session_idle_ttl_s,
    )
    return SessionCreated(session_id=info.id, expires_at=info.expires_at)


@router.post("/{session_id}/messages", response_model=MessageReply, responses=errors(Gone))
def post_message(
    session_id: UUID, body: MessageCreate, principal: ChatPrincipal, c: ContainerDep
) -> MessageReply:
    turn = handle_message(c.turn_deps, principal, session_id, body.message)
    return _reply(turn)


def _event(name: str, data: dict[str, object]) -> dict[str, object]:
    json_data = {"type": "string", "contentMediaType": "application/json", "contentSchema": data}
    return {
        "if": {"properties": {"event": {"const": name}}},
        "then": {"properties": {"data": json_data}},
    }


# One server-sent event, as the module's docstring lists them (the reply adds `replace`).
_EVENT = {
    "type": "object",
    "required": ["event", "data"],
    "properties": {"event": {"enum": ["delta", "reply", "error"]}, "data": {"type": "string"}},
    "allOf": [
        _event(
            "delta",
            {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"}}},
        ),
        _event("reply", {"$ref": "#/components/schemas/MessageReply", "required": ["replace"]}),
        _event("error", {"$ref": "#/components/schemas/ErrorBody"}),
    ],
}

_Item = (
    tuple[Literal["delta"], str]
    | tuple[Literal["reply"], TurnReply]
    | tuple[Literal["error"], BaseException]
)


@router.post(
    "/{session_id}/messages:stream",
    response_class=StreamingResponse,
    responses={
        200: {"content": {"text/event-stream": {"itemSchema": _EVENT}}},
        **errors(Gone),
    },
)
def stream_message(
    session_id: UUID, body: MessageCreate, principal: ChatPrincipal, c: ContainerDep
) -> StreamingResponse:
    items: queue.Queue[_Item] = queue.Queue()
    _start_turn(items, c.turn_deps, principal, session_id, body.message)
    first = items.get()
    if first[0] == "error":
        raise first[1]  # nothing was streamed yet: an ordinary error response
    return StreamingResponse(
        _events(first, items),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


def _start_turn(
    items: queue.Queue[_Item],
    deps: TurnDeps,
    principal: Principal,
    session_id: UUID,
    message: str,
) -> None:
    """Run the turn in its own thread, so it completes (and is stored) whatever the client
    does; its deltas, then its reply or error, go to `items`."""

    def run() -> None:
        try:
            turn = handle_message(
                deps, principal, session_id, message, on_delta=lambda t: items.put(("delta", t))
            )
        except BaseException as exc:  # handed to the request thread, which reports it
            items.put(("error", exc))
        else:
            items.put(("reply", turn))

    threading.Thread(target=run, name="discreet-stream-turn", daemon=True).start()


def _sse(event: str, data: object) -> str:
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def _events(first: _Item, items: queue.Queue[_Item]) -> Iterator[str]:
    shown: list[str] = []
    item = first
    while True:
        if item[0] == "delta":
            shown.append(item[1])
            yield _sse("delta", {"text": item[1]})
        elif item[0] == "reply":
            turn = item[1]
            final = _reply(turn).model_dump(mode="json")
            final["replace"] = "".join(shown) != turn.reply
            yield _sse("reply", final)
            return
        else:
            exc = item[1]
            code, message = (
                (exc.code, exc.message)
                if isinstance(exc, DiscreetError)
                else ("internal_error", "an unexpected error occurred; the turn was not stored")
            )
            yield _sse("error", {"error": {"code": code, "message": message}})
            return
        item = items.get()


def _reply(turn: TurnReply) -> MessageReply:
    return MessageReply(
        reply=turn.reply,
        abstained=turn.abstained,
        handoff=turn.handoff,
        scope=turn.scope,
        citations=[CitationPublic.model_validate(x, from_attributes=True) for x in turn.citations],
        audit_event_id=turn.audit_event_id,
        memory_used=list(turn.memory_used),
        guard=GuardPublic(blocked=turn.guard_blocked, removed=turn.guard_removed),
    )


@router.get("/{session_id}", response_model=SessionPublic)
def get_session(session_id: UUID, principal: ChatReaderPrincipal, c: ContainerDep) -> SessionPublic:
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
def delete_session(session_id: UUID, principal: ChatPrincipal, c: ContainerDep) -> Response:
    sessions.end_session(c.engine, c.vaults, principal, session_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)
