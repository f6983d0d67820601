"""The owner-mismatch alarm: if retrieval ever hands the turn a chunk owned by someone other
than the session's customer, their account or `shared`, the turn is blocked, audited and
counted. Retrieval filters owners in SQL, so the leak is simulated by a retrieval stand-in."""

from __future__ import annotations

from typing import Any
from uuid import UUID, uuid4

import pytest
from prometheus_client import REGISTRY
from sqlalchemy import text

import discreet.agent.turn as turn_module
from discreet.agent.turn import handle_message
from discreet.bootstrap import Container
from discreet.knowledge.retrieval import RetrievalResult, Retrieved
from discreet.redaction.text import load_stored
from discreet.services import sessions
from discreet.services.admin import staff_principal
from discreet.storage.engine import UnitOfWork

pytestmark = pytest.mark.integration


def _blocked_count() -> float:
    value = REGISTRY.get_sample_value(
        "discreet_blocked_outputs_total", {"reason": "owner_mismatch"}
    )
    return value or 0.0


def test_a_foreign_owned_chunk_blocks_the_turn(
    container: Container, demo: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    tenant = UUID(demo["tenant_id"])
    customer = UUID(demo["customers"][0]["customer_id"])
    stranger = uuid4()

    def leaking_retrieve(*_: object, **__: object) -> RetrievalResult:
        leaked = Retrieved(
            chunk_id="f" * 32,
            document_id=uuid4(),
            version=1,
            section="Someone else's notes",
            title="Notes",
            scope="returns",
            owner=f"customer:{stranger}",
            text=load_stored("Their order shipped to their home."),
            score=1.0,
            dense=0.9,
            lexical_coverage=1.0,
        )
        return RetrievalResult(results=(leaked,), confidence=0.99, abstained=False)

    monkeypatch.setattr(turn_module, "retrieve", leaking_retrieve)
    principal = staff_principal(tenant)
    info = sessions.start_session(
        container.engine, principal, customer_id=customer, case_id=None, ttl_s=60
    )
    before = _blocked_count()
    reply = handle_message(
        container.turn_deps, principal, info.id, "How long do I have to return a jacket?"
    )

    assert reply.handoff and reply.guard_blocked and reply.citations == ()
    assert "their home" not in reply.reply
    assert _blocked_count() == before + 1
    with UnitOfWork(container.engine, tenant) as uow:
        blocked = (
            uow.conn.execute(
                text(
                    "SELECT payload FROM audit_events WHERE session_id = :s "
                    "AND kind = 'output_blocked'"
                ),
                {"s": info.id},
            )
            .scalars()
            .all()
        )
        stored = (
            uow.conn.execute(
                text("SELECT content FROM turns WHERE session_id = :s AND role = 'agent'"),
                {"s": info.id},
            )
            .scalars()
            .all()
        )
    assert [p["reason"] for p in blocked] == ["owner_mismatch"]
    assert stored and all("their home" not in s for s in stored)
