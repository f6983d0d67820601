"""Capture rules as data: defaults, tenant overrides, validation."""

from __future__ import annotations

import pytest

from discreet.errors import InvalidInput
from discreet.memory import CaptureRules, FactCandidate, Mode, SourceKind
from discreet.redaction.text import load_stored

CUSTOMER = SourceKind.CUSTOMER_STATEMENT


def cand(
    category: str, value: str = "email", mode: Mode = Mode.EXPLICIT, confidence: float = 0.9
) -> FactCandidate:
    return FactCandidate(category, "channel", load_stored(value), confidence, mode)


@pytest.mark.parametrize(
    ("candidate", "reason"),
    [
        (cand("contact_preference"), None),
        (cand("address", "Manchester"), None),
        (cand("health", "stated"), "sensitive_category"),
        (cand("payment", "stated"), "sensitive_category"),
        (cand("government_id", "stated"), "sensitive_category"),
        (cand("favourite_colour", "blue"), "unknown_category"),
        (cand("contact_preference", mode=Mode.CASUAL), "excluded_mode"),
        (cand("contact_preference", mode=Mode.COMPLAINT), "excluded_mode"),
        (cand("contact_preference", mode=Mode.QUESTION), "excluded_mode"),
        (cand("contact_preference", confidence=0.5), "low_confidence"),
        (cand("address", "[ADDRESS_1]"), "placeholder_value"),
        (cand("address", "near [ADDRESS_1]"), "placeholder_value"),
        (cand("address", "  "), "empty_value"),
    ],
)
def test_default_rules(candidate: FactCandidate, reason: str | None) -> None:
    assert CaptureRules.defaults().check(candidate, CUSTOMER) == reason


def test_tenant_overrides_are_data() -> None:
    rules = CaptureRules.from_settings(
        {
            "excluded_modes": ["question"],
            "eligible_sources": ["case_decision"],
            "allow_sensitive": ["health"],
            "categories": {"health": {"ttl_days": 30, "fresh_days": 7}},
            "recall_cap": 2,
        }
    )
    assert rules.recall_cap == 2
    assert rules.check(cand("health", "stated"), SourceKind.CASE_DECISION) is None
    assert rules.check(cand("health", "stated"), CUSTOMER) == "source_not_eligible"
    assert rules.check(cand("health", mode=Mode.CASUAL), SourceKind.CASE_DECISION) is None
    # The tenant replaced the categories: contact preferences are no longer remembered.
    assert rules.check(cand("contact_preference"), SourceKind.CASE_DECISION) == "unknown_category"


@pytest.mark.parametrize(
    "settings",
    [
        {"eligible_sources": ["agent_turn"]},
        {"eligible_sources": ["model_guess"]},
        {"excluded_modes": ["explicit"]},
        {"min_confidence": 2},
        {"recall_cap": -1},
        {"categories": {"address": {"ttl_days": "forever"}}},
        {"allow_sensitive": ["payment"]},  # allowed without a rule of its own
        {"sensitive_categories": "health"},
    ],
)
def test_bad_settings_are_refused(settings: dict[str, object]) -> None:
    with pytest.raises(InvalidInput):
        CaptureRules.from_settings(settings)


def test_agent_turns_and_model_guesses_are_not_sources() -> None:
    assert {s.value for s in SourceKind} == {"customer_statement", "case_decision", "staff_entry"}
