"""A landmark word ("near", "opp.", "behind") belongs to an address only with the place it
leads to ("near Ambika Sweets"); a time of day and a count are no house number ("from 6am",
"2 years old", "Room 2 nights")."""

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
        "can i add a second cat to the policy? Egyptian Mau, 2 years old",
        "we are 4 adults, Room 2 nights, is breakfast included?",
    ],
)
def test_a_landmark_word_a_time_or_a_count_alone_is_no_address(
    redactor: Redactor, text: str
) -> None:
    assert redactor.redact(text).text.value == text


def test_an_address_with_a_landmark_keeps_it(redactor: Redactor) -> None:
    text = (
        "nothing came to flat 502, shree ganesh heights, near ambika sweets, "
        "6th main, jayanagar 4th block, bengaluru 560011"
    )
    found = spans(redactor, text)
    assert found and all(entity in {"ADDRESS", "POSTCODE"} for entity, _ in found)
    assert any("near ambika sweets" in value for _, value in found)


def test_a_count_after_an_address_is_no_part_of_it(redactor: Redactor) -> None:
    assert spans(redactor, "I live at 12 Oak Lane, 3 years now") == [("ADDRESS", "12 Oak Lane")]
