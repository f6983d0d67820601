"""The sentences the extractive backend appends about recalled facts."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import uuid4

from discreet.agent.model import RememberedFact
from discreet.redaction.text import load_stored
from discreet.services.memory import memory_reply_note

JUNE = datetime(2026, 6, 3, tzinfo=UTC)


def remembered(category: str, key: str, value: str, *, stale: bool) -> RememberedFact:
    return RememberedFact(
        fact_id=str(uuid4()),
        category=category,
        key=key,
        value=load_stored(value),
        recorded_at=JUNE,
        stale=stale,
    )


def test_stale_address_is_a_question_and_preference_is_acknowledged() -> None:
    facts = [
        remembered("contact_preference", "channel", "email", stale=False),
        remembered("address", "city", "Manchester", stale=True),
    ]
    note = memory_reply_note(
        facts, load_stored("When will my parcel be delivered? Send me updates.")
    )
    assert note is not None
    assert "contact you by email" in note
    assert "Our records show your address is in Manchester (noted in June 2026)." in note
    assert note.endswith("Is that still correct?")


def test_fresh_address_is_not_asked_and_unrelated_turns_get_nothing() -> None:
    facts = [remembered("address", "city", "Manchester", stale=False)]
    assert memory_reply_note(facts, load_stored("When will my parcel be delivered?")) is None
    stale = [remembered("address", "city", "Manchester", stale=True)]
    assert memory_reply_note(stale, load_stored("How do I reset my password?")) is None


def test_placeholder_values_are_never_spoken() -> None:
    facts = [remembered("address", "city", "[ADDRESS_1]", stale=True)]
    assert memory_reply_note(facts, load_stored("Where will you deliver it?")) is None
