"""A landmark word ("near", "opp.", "behind") belongs to an address only with the place it
leads to ("near Ambika Sweets"); a time of day is no house number ("from 6am")."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    "text",
    [
        "is the 1+1 near the metro still available?",
        "the engineer can come from 7am, or after 6pm near the weekend",
        "perimeno apo 6am, o texnikos den irthe",
    ],
)
def test_a_landmark_word_or_a_time_alone_is_no_address(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


def test_an_address_with_a_landmark_keeps_it(redactor: Redactor) -> None:
    text = (
        "nothing came to flat 502, shree ganesh heights, near ambika sweets, "
        "6th main, jayanagar 4th block, bengaluru 560011"
    )
    found = spans(redactor, text)
    assert found and all(entity in {"ADDRESS", "POSTCODE"} for entity, _ in found)
    assert any("near ambika sweets" in value for _, value in found)
