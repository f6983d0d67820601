"""A long reference number is an identifier whatever word leads to it, and the numbers of
ordinary support text (dates, spans of years, model numbers, error codes, sizes) are not."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the agent said the scratch was there, can you add a note to BR92798629", "BR92798629"),
        ("i booked a Corolla not a Mercedes. reservation 3470236582COUNT", "3470236582COUNT"),
        ("pour la location de voiture R-9831-11833 à Nice", "R-9831-11833"),
        ("it was sent under 40817810099910004312 last week", "40817810099910004312"),
        ("please merge AC-2291-778301 into my main profile", "AC-2291-778301"),
        ("loyalty card AC19849161 wont scan at the till", "AC19849161"),
    ],
)
def test_a_long_reference_without_a_cue_is_redacted(
    redactor: Redactor, text: str, value: str
) -> None:
    assert ("CUSTOMER_ID", value) in spans(redactor, text)


@pytest.mark.parametrize(
    "text",
    [
        "we were customers from 2019-2024 and never had this",
        "the delivery on 2026-12-03 never came",
        "do the WH-1000XM5 headphones fold",
        "Windows update fails with error 0x80070005",
        "the build from commit 3fa9c2b81d7e fixed it",
        "is the monitor 1920x1080 or higher",
        "the ticket price was ₹12345678 in the listing",
        "version 4.2.1201 broke the sync",
        "I need 3 more of the 20-pack for the 2025-2026 season",
    ],
)
def test_dates_year_spans_model_numbers_and_codes_stay(redactor: Redactor, text: str) -> None:
    assert spans(redactor, text) == []
