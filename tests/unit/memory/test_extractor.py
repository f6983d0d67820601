"""The rule-based extractor, table-driven over already-redacted turns."""

from __future__ import annotations

import pytest

from discreet.memory import Mode, RuleExtractor, sentence_mode
from discreet.redaction.text import load_stored

X = Mode.EXPLICIT

CASES: list[tuple[str, set[tuple[str, str, str, Mode]]]] = [
    (
        "Please email me, don't call.",
        {
            ("contact_preference", "channel", "email", X),
            ("contact_preference", "avoid_channel", "phone", X),
        },
    ),
    ("I prefer email please", {("contact_preference", "channel", "email", X)}),
    ("I'd rather be contacted by text.", {("contact_preference", "channel", "sms", X)}),
    ("From now on please call me.", {("contact_preference", "channel", "phone", X)}),
    ("Please don't call me.", {("contact_preference", "avoid_channel", "phone", X)}),
    (
        "Hi, I'm [PERSON_1]. Please email me at [EMAIL_1] rather than calling.",
        {("contact_preference", "channel", "email", X)},
    ),
    ("My new address is [ADDRESS_1] in Manchester.", {("address", "city", "Manchester", X)}),
    ("I've moved to Leeds", {("address", "city", "Leeds", X)}),
    (
        "I just moved to [ADDRESS_1], Newcastle upon Tyne.",
        {("address", "city", "Newcastle upon Tyne", X)},
    ),
    ("I now live in York", {("address", "city", "York", X)}),
    # A street that is only a placeholder is proposed, so the rules can refuse and count it.
    ("My new address is [ADDRESS_1].", {("address", "street", "[ADDRESS_1]", X)}),
    ("Please reply in Spanish.", {("language", "preferred", "Spanish", X)}),
    ("I'm diabetic, please remember that.", {("health", "condition", "stated", X)}),
    ("My card is [CARD_1], keep it on file.", {("payment", "method", "stated", X)}),
    ("My passport number is [PASSPORT_1].", {("government_id", "document", "stated", X)}),
    ("Can you text me when it ships?", {("contact_preference", "channel", "sms", Mode.QUESTION)}),
    ("Maybe call me sometime.", {("contact_preference", "channel", "phone", Mode.CASUAL)}),
    (
        "This is ridiculous, nobody answers, just call me!!",
        {("contact_preference", "channel", "phone", Mode.COMPLAINT)},
    ),
    ("How long do I have to return a jacket?", set()),
    ("Where is my order [ORDER_1]?", set()),
    ("Thanks, that's all.", set()),
]


@pytest.mark.parametrize(("turn", "expected"), CASES)
def test_extracts(turn: str, expected: set[tuple[str, str, str, Mode]]) -> None:
    found = RuleExtractor().extract(load_stored(turn))
    assert {(c.category, c.key, c.value.value, c.mode) for c in found} == expected


def test_explicit_mention_wins_over_an_earlier_casual_one() -> None:
    found = RuleExtractor().extract(load_stored("Maybe call me? No: please email me."))
    assert [(c.key, c.value.value, c.mode) for c in found] == [("channel", "email", X)]


@pytest.mark.parametrize(
    ("sentence", "mode"),
    [
        ("Please email me.", Mode.EXPLICIT),
        ("Could you email me?", Mode.QUESTION),
        ("why would you call me", Mode.QUESTION),
        ("You called me AGAIN, this is unacceptable", Mode.COMPLAINT),
        ("I think email is fine", Mode.CASUAL),
    ],
)
def test_sentence_mode(sentence: str, mode: Mode) -> None:
    assert sentence_mode(sentence) is mode


def test_candidate_repr_hides_the_value() -> None:
    (c,) = RuleExtractor().extract(load_stored("I now live in York"))
    assert "York" not in repr(c)
