"""Answers that survive, end to end through the HTTP API on the demo tenant: a stated
preference is acknowledged, "call me in the evening" keeps "evening" without replacing the
channel preference, "Yes, that is still correct" re-confirms a stale fact, a request for a
person is a clear handoff, and an unrelated new question is not merged with the last one."""

from __future__ import annotations

from typing import Any
from uuid import UUID, uuid4

import httpx
import pytest
from sqlalchemy import text

from discreet.agent.handoff import HUMAN_HANDOFF_MESSAGE
from discreet.agent.model import HANDOFF_MESSAGE
from discreet.agent.turn import CONFIRMED_MESSAGE
from discreet.bootstrap import Container
from discreet.services.admin import create_api_key, create_customer
from discreet.tenancy import Role
from tests.conftest import client, open_session, say

pytestmark = pytest.mark.e2e


def _customer(container: Container, demo: dict[str, Any]) -> tuple[str, str]:
    tenant_id = UUID(str(demo["tenant_id"]))
    customer_id = create_customer(container.engine, tenant_id, external_id=f"ans-{uuid4().hex}")
    key = create_api_key(
        container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer_id
    )
    return str(customer_id), key


def _facts(http: httpx.Client, customer_id: str) -> dict[tuple[str, str], dict[str, Any]]:
    facts = http.get(f"/v1/customers/{customer_id}/memory").json()["facts"]
    return {(f["category"], f["key"]): f for f in facts}


def test_preferences_are_acknowledged_and_timing_does_not_replace_the_channel(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    customer, key = _customer(container, demo)
    with client(server, key) as http:
        session = open_session(http, customer)
        first = say(http, session, "Please email me, don't call.")
        assert first["reply"] != HANDOFF_MESSAGE and first["handoff"] is False
        assert "Noted: we will contact you by email" in first["reply"]
        second = say(http, session, "Actually, call me in the evening.")
        assert "in the evening" in second["reply"] and second["handoff"] is False
        facts = _facts(http, customer)
        assert facts[("contact_preference", "time")]["value"] == "evening"
        # The channel the customer chose before is still the one we hold.
        assert facts[("contact_preference", "channel")]["value"] == "email"
        assert facts[("contact_preference", "channel")]["status"] == "active"


def test_yes_that_is_still_correct_reconfirms_a_stale_fact(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    customer, key = _customer(container, demo)
    with client(server, key) as http:
        say(http, open_session(http, customer), "My new address is 12 High Street in Manchester.")
        city = _facts(http, customer)[("address", "city")]
        with container.admin_engine.begin() as conn:
            conn.execute(
                text(
                    "UPDATE memory_facts SET created_at = created_at - interval '120 days', "
                    "confirmed_at = confirmed_at - interval '120 days' WHERE id = :f"
                ),
                {"f": city["fact_id"]},
            )
        session = open_session(http, customer)
        asked = say(http, session, "When will my parcel be delivered? How long does shipping take?")
        assert "Is that still correct?" in asked["reply"]
        confirmed = say(http, session, "Yes, that is still correct")
        assert confirmed["reply"] == CONFIRMED_MESSAGE and confirmed["handoff"] is False
        again = _facts(http, customer)[("address", "city")]
        assert again["fact_id"] == city["fact_id"] and again["value"] == "Manchester"
        assert again["confirmed_at"] > city["confirmed_at"]
        # Fresh again: the next question does not ask.
        later = say(http, open_session(http, customer), "How long does shipping take?")
        assert "Is that still correct?" not in later["reply"]


@pytest.mark.parametrize(
    "message", ["I want to talk to a human", "agent please", "real person", "speak to someone"]
)
def test_a_request_for_a_person_is_a_clear_handoff(
    server: str, demo: dict[str, Any], container: Container, message: str
) -> None:
    customer, key = _customer(container, demo)
    with client(server, key) as http:
        reply = say(http, open_session(http, customer), message)
    assert reply["reply"] == HUMAN_HANDOFF_MESSAGE and reply["handoff"] is True


def test_an_unrelated_question_is_not_merged_with_the_previous_one(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    customer, key = _customer(container, demo)
    with client(server, key) as http:
        session = open_session(http, customer)
        first = say(http, session, "How long do I have to return a jacket?")
        assert first["abstained"] is False
        second = say(http, session, "Can I pay in instalments?")
    assert second["abstained"] is False, second
    assert "Klarna" in second["reply"] and "30 days" not in second["reply"]


def test_the_readmes_first_question_is_answered_by_its_first_sentence(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    customer, key = _customer(container, demo)
    with client(server, key) as http:
        reply = say(http, open_session(http, customer), "How long do I have to return a jacket?")
    assert reply["abstained"] is False
    assert reply["reply"].startswith(
        "According to our Returns and refunds policy: You can return most items within 30 days"
    )
