"""Per-category TTL and freshness; just-in-time ranking and the cap."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from uuid import UUID, uuid4

from discreet.memory import (
    CaptureRules,
    Fact,
    FactStatus,
    Source,
    SourceKind,
    expiry_for,
    is_stale,
    rank_facts,
)
from discreet.redaction.text import load_stored

NOW = datetime(2026, 12, 1, tzinfo=UTC)


def fact(
    category: str, key: str, value: str, *, age_days: int = 1, case_id: UUID | None = None
) -> Fact:
    at = NOW - timedelta(days=age_days)
    return Fact(
        id=uuid4(),
        customer_id=uuid4(),
        case_id=case_id,
        category=category,
        key=key,
        value=load_stored(value),
        confidence=0.9,
        strength=2,
        source=Source(SourceKind.CUSTOMER_STATEMENT),
        status=FactStatus.ACTIVE,
        created_at=at,
        confirmed_at=at,
        expires_at=None,
    )


def test_ttl_per_category() -> None:
    rules = CaptureRules.defaults()
    assert expiry_for(rules, "address", NOW) == NOW + timedelta(days=730)
    assert expiry_for(rules, "case_decision", NOW) == NOW + timedelta(days=365)
    assert expiry_for(rules, "no_such_category", NOW) is None
    short = CaptureRules.from_settings({"categories": {"address": {"ttl_days": None}}})
    assert expiry_for(short, "address", NOW) is None


def test_freshness_per_category() -> None:
    rules = CaptureRules.defaults()
    assert not is_stale(rules, fact("address", "city", "Manchester", age_days=89), NOW)
    assert is_stale(rules, fact("address", "city", "Manchester", age_days=91), NOW)
    assert not is_stale(rules, fact("contact_preference", "channel", "email", age_days=91), NOW)
    assert not is_stale(rules, fact("case_decision", "refund", "approved", age_days=3000), NOW)


def test_rank_by_relevance_then_recency_and_cap() -> None:
    email = fact("contact_preference", "channel", "email", age_days=5)
    city = fact("address", "city", "Manchester", age_days=10)
    lang = fact("language", "preferred", "Spanish", age_days=1)
    ranked = rank_facts(
        [email, city, lang], load_stored("When will my parcel be delivered?"), cap=5
    )
    assert ranked[0] is city
    assert ranked[1:] == [lang, email]  # unrelated: most recent first
    capped = rank_facts([email, city, lang], load_stored("Please send updates"), cap=1)
    assert capped == [email]
    assert rank_facts([email], load_stored("hello"), cap=0) == []


def test_case_facts_of_the_session_case_rank_higher() -> None:
    case_id = uuid4()
    decision = fact("case_decision", "refund", "approved", age_days=30, case_id=case_id)
    other = fact("language", "preferred", "Spanish", age_days=1)
    ranked = rank_facts([other, decision], load_stored("hello"), cap=5, case_id=case_id)
    assert ranked[0] is decision
