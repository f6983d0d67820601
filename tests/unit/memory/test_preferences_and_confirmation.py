"""Contact timing, acknowledgements of what the customer states, and re-confirmation."""

from __future__ import annotations

import pytest

from discreet.memory.extractor import RuleExtractor, is_reconfirmation
from discreet.redaction.text import load_stored
from discreet.services.memory import memory_reply_note


def extracted(message: str) -> dict[tuple[str, str], str]:
    return {
        (c.category, c.key): c.value.value for c in RuleExtractor().extract(load_stored(message))
    }


@pytest.mark.parametrize(
    ("message", "when"),
    [
        ("call me in the evening", "evening"),
        ("Please call me in the evening.", "evening"),
        ("you can phone me in the mornings", "morning"),
        ("Evenings are best for me.", "evening"),
        ("Text me at weekends.", "weekends"),
        ("Please contact me in the afternoon", "afternoon"),
    ],
)
def test_contact_timing_is_kept_and_does_not_set_the_channel(message: str, when: str) -> None:
    got = extracted(message)
    assert got[("contact_preference", "time")] == when
    # About when, not how: a channel preference given before is not replaced.
    assert ("contact_preference", "channel") not in got


def test_a_channel_alone_is_still_a_channel() -> None:
    assert extracted("Please email me, don't call.") == {
        ("contact_preference", "channel"): "email",
        ("contact_preference", "avoid_channel"): "phone",
    }


@pytest.mark.parametrize(
    "message",
    ["Yes, that is still correct", "yes", "Yep, still the same", "That's right", "correct"],
)
def test_reconfirmations(message: str) -> None:
    assert is_reconfirmation(load_stored(message))


@pytest.mark.parametrize(
    "message",
    ["No, I moved", "yes but I moved to Leeds", "Yes, what is your returns policy?", ""],
)
def test_not_reconfirmations(message: str) -> None:
    assert not is_reconfirmation(load_stored(message))


def test_a_preference_stated_in_this_turn_is_acknowledged() -> None:
    note = memory_reply_note([], load_stored("Please email me, don't call."))
    assert note is not None
    assert "Noted: we will contact you by email" in note
    assert "we will not contact you by phone" in note
    timing = memory_reply_note([], load_stored("call me in the evening"))
    assert timing == "Noted: we will contact you in the evening from now on."


def test_a_question_states_no_preference() -> None:
    assert memory_reply_note([], load_stored("Can you email me the invoice?")) is None
