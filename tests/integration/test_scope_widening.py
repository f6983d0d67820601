"""A confident but wrong scope must not make a question unanswerable: when the classified
scope holds nothing above the floor, the turn searches every allowed scope before it hands
off, and the audit says it did."""

from __future__ import annotations

from typing import Any
from uuid import UUID

import pytest
from sqlalchemy import text

import discreet.agent.turn as turn_module
from discreet.agent.scope import ScopeDecision
from discreet.bootstrap import Container
from discreet.knowledge.retrieval import RetrievalQuery, RetrievalResult
from discreet.services import sessions
from discreet.services.admin import staff_principal
from discreet.storage.engine import UnitOfWork

pytestmark = pytest.mark.integration


def test_a_wrong_confident_scope_is_widened_before_handing_off(
    container: Container, demo: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    tenant = UUID(demo["tenant_id"])
    customer = UUID(demo["customers"][0]["customer_id"])
    real_classify, real_retrieve = turn_module._classify, turn_module.retrieve
    searched: list[tuple[tuple[str, ...], bool]] = []

    def sure_and_wrong(*args: Any) -> ScopeDecision:
        every = real_classify(*args).everything
        return ScopeDecision("loyalty", 0.9, ("general", "loyalty"), False, every)

    def recording(conn: Any, query: RetrievalQuery, **kwargs: Any) -> RetrievalResult:
        result = real_retrieve(conn, query, **kwargs)
        searched.append((query.scopes, result.abstained))
        return result

    monkeypatch.setattr(turn_module, "_classify", sure_and_wrong)
    monkeypatch.setattr(turn_module, "retrieve", recording)
    principal = staff_principal(tenant)
    info = sessions.start_session(
        container.engine, principal, customer_id=customer, case_id=None, ttl_s=60
    )
    reply = turn_module.handle_message(
        container.turn_deps, principal, info.id, "How long do I have to return a jacket?"
    )

    assert searched[0] == (("general", "loyalty"), True)
    assert len(searched) == 2 and {"returns", "shipping"} <= set(searched[1][0])
    assert not reply.abstained and "30 days" in reply.reply
    with UnitOfWork(container.engine, tenant) as uow:
        payloads = dict(
            uow.conn.execute(
                text(
                    "SELECT kind, payload FROM audit_events WHERE session_id = :s "
                    "AND kind IN ('scope_classified', 'retrieval')"
                ),
                {"s": info.id},
            ).all()
        )
    assert payloads["scope_classified"]["fallback"] is True
    assert "returns" in payloads["retrieval"]["scopes"]


def test_a_question_the_scope_answers_is_searched_once(
    container: Container, demo: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    tenant = UUID(demo["tenant_id"])
    customer = UUID(demo["customers"][0]["customer_id"])
    real_classify, real_retrieve = turn_module._classify, turn_module.retrieve
    searched: list[tuple[str, ...]] = []

    def sure_and_right(*args: Any) -> ScopeDecision:
        every = real_classify(*args).everything
        return ScopeDecision("returns", 0.9, ("general", "returns"), False, every)

    def recording(conn: Any, query: RetrievalQuery, **kwargs: Any) -> RetrievalResult:
        searched.append(query.scopes)
        return real_retrieve(conn, query, **kwargs)

    monkeypatch.setattr(turn_module, "_classify", sure_and_right)
    monkeypatch.setattr(turn_module, "retrieve", recording)
    principal = staff_principal(tenant)
    info = sessions.start_session(
        container.engine, principal, customer_id=customer, case_id=None, ttl_s=60
    )
    reply = turn_module.handle_message(
        container.turn_deps, principal, info.id, "How long do I have to return a jacket?"
    )
    assert searched == [("general", "returns")] and not reply.abstained
