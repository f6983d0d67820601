"""A follow-up is classified with the question it follows, the same text it is searched
with: "what about the restocking fee?" alone names no policy area, and a confident wrong
guess would filter the search to the wrong scope."""

from __future__ import annotations

from typing import Any
from uuid import UUID

import pytest

import discreet.agent.turn as turn_module
from discreet.agent.turn import handle_message
from discreet.bootstrap import Container
from discreet.services import sessions
from discreet.services.admin import staff_principal

pytestmark = pytest.mark.integration


def test_a_follow_up_is_classified_with_the_text_it_is_searched_with(
    container: Container, demo: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    classified: list[str] = []
    searched: list[str] = []
    classify, retrieve = turn_module._classify, turn_module.retrieve

    def spy_classify(deps: Any, conn: Any, tenant_id: Any, message: Any) -> Any:
        classified.append(message.value)
        return classify(deps, conn, tenant_id, message)

    def spy_retrieve(conn: Any, query: Any, **kwargs: Any) -> Any:
        searched.append(query.text.value)
        return retrieve(conn, query, **kwargs)

    monkeypatch.setattr(turn_module, "_classify", spy_classify)
    monkeypatch.setattr(turn_module, "retrieve", spy_retrieve)
    tenant = UUID(demo["tenant_id"])
    principal = staff_principal(tenant)
    info = sessions.start_session(
        container.engine,
        principal,
        customer_id=UUID(demo["customers"][0]["customer_id"]),
        case_id=None,
        ttl_s=60,
    )
    first = "Can I return opened electronics like a GPS watch?"
    handle_message(container.turn_deps, principal, info.id, first)
    handle_message(container.turn_deps, principal, info.id, "what about the restocking fee?")

    assert classified == searched
    assert first in classified[1] and "restocking fee" in classified[1]
    # A question that stands on its own is classified alone.
    assert classified[0] == first
