"""The LLM memory extractor for real: OpenAIChatBackend over HTTP to the scripted local
OpenAI-compatible server, wired by bootstrap, storing facts through the capture service."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any
from uuid import UUID, uuid4

import pytest
from prometheus_client import REGISTRY

from discreet.agent.turn import handle_message
from discreet.bootstrap import Container
from discreet.memory import FactStatus
from discreet.memory.llm_extractor import SYSTEM_PROMPT, LLMExtractor
from discreet.services import memory
from discreet.services.admin import create_customer, staff_principal
from discreet.services.sessions import start_session
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.model import TenantContext
from tests.support.llm_app import openai_container
from tests.support.openai_server import OpenAIServer, Reply

pytestmark = pytest.mark.integration

RAW = (
    "Hi, I'm Jane Smith, jane@example.com. Please email me, don't call. "
    "My new address is 12 High Street in Leeds."
)
ANSWER = json.dumps(
    {
        "facts": [
            {
                "category": "contact_preference",
                "key": "channel",
                "value": "email",
                "confidence": 0.95,
            },
            {"category": "address", "key": "city", "value": "Leeds", "confidence": 0.9},
            # Dropped: a placeholder, and a value the customer never wrote.
            {"category": "account_detail", "key": "email", "value": "[EMAIL_1]", "confidence": 0.9},
            {"category": "language", "key": "preferred", "value": "French", "confidence": 0.9},
        ]
    }
)


@pytest.fixture
def llm() -> Iterator[OpenAIServer]:
    with OpenAIServer() as running:
        yield running


@pytest.fixture
def twin(container: Container, llm: OpenAIServer) -> Container:
    return openai_container(container, llm.base_url, timeout_s=2.0)


def _customer(container: Container, tenant_id: UUID) -> UUID:
    return create_customer(container.engine, tenant_id, external_id=f"c-{time.time_ns()}")


def _live(container: Container, tenant_id: UUID, customer_id: UUID) -> dict[tuple[str, str], str]:
    views = memory.list_memory(container.engine, staff_principal(tenant_id), customer_id)
    return {
        (v.fact.category, v.fact.key): v.fact.value.value
        for v in views
        if v.fact.status is FactStatus.ACTIVE
    }


def _is_extraction(body: dict[str, Any]) -> bool:
    messages = body.get("messages") or []
    return bool(messages) and messages[0].get("content") == SYSTEM_PROMPT


def test_capture_service_stores_what_the_llm_extracted(
    container: Container,
    twin: Container,
    llm: OpenAIServer,
    tenant_factory: Callable[..., UUID],
) -> None:
    extractor = twin.memory_extractor
    assert isinstance(extractor, LLMExtractor)
    tenant_id = tenant_factory()
    customer_id = _customer(container, tenant_id)
    redacted = container.redactor.redact(RAW).text
    llm.script(Reply(ANSWER))
    ctx = TenantContext(tenant_id=tenant_id, customer_id=customer_id, session_id=uuid4())
    with UnitOfWork(container.engine, tenant_id) as uow:
        written = memory.capture_turn(uow.conn, ctx, uuid4(), redacted, extractor=extractor)
        uow.commit()
    assert len(written) == 2
    assert _live(container, tenant_id, customer_id) == {
        ("contact_preference", "channel"): "email",
        ("address", "city"): "Leeds",
    }
    # What reached the model: the fixed prompt and the redacted turn, nothing else.
    (request,) = llm.requests
    assert request.body["messages"] == [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": redacted.value},
    ]
    sent = json.dumps(request.body)
    for raw in ("jane@example.com", "Jane Smith", "12 High Street"):
        assert raw not in sent


def test_a_real_turn_captures_through_the_llm_extractor(
    container: Container,
    twin: Container,
    llm: OpenAIServer,
    tenant_factory: Callable[..., UUID],
) -> None:
    llm.responder = lambda body: Reply(ANSWER if _is_extraction(body) else "Noted.")
    tenant_id = tenant_factory()
    staff = staff_principal(tenant_id)
    customer_id = _customer(container, tenant_id)
    session = start_session(twin.engine, staff, customer_id=customer_id, case_id=None, ttl_s=600)
    handle_message(twin.turn_deps, staff, session.id, RAW)
    assert sum(_is_extraction(r.body) for r in llm.requests) == 1
    assert _live(container, tenant_id, customer_id) == {
        ("contact_preference", "channel"): "email",
        ("address", "city"): "Leeds",
    }


def test_a_bad_answer_falls_back_to_the_rules(
    container: Container,
    twin: Container,
    llm: OpenAIServer,
    tenant_factory: Callable[..., UUID],
) -> None:
    def fallbacks() -> float:
        value = REGISTRY.get_sample_value(
            "discreet_memory_extractor_fallbacks_total", {"reason": "bad_json"}
        )
        return value or 0.0

    llm.default = Reply("Sure! I will remember everything you say.")
    tenant_id = tenant_factory()
    customer_id = _customer(container, tenant_id)
    before = fallbacks()
    ctx = TenantContext(tenant_id=tenant_id, customer_id=customer_id, session_id=uuid4())
    with UnitOfWork(container.engine, tenant_id) as uow:
        memory.capture_turn(
            uow.conn,
            ctx,
            uuid4(),
            container.redactor.redact(RAW).text,
            extractor=twin.memory_extractor,
        )
        uow.commit()
    assert fallbacks() == before + 1
    # The rule-based extractor's facts, the same capture rules.
    assert _live(container, tenant_id, customer_id) == {
        ("contact_preference", "channel"): "email",
        ("contact_preference", "avoid_channel"): "phone",
        ("address", "city"): "Leeds",
    }
