"""A reference of letters, a number and a check group joined by slashes is someone's, with
or without a cue before it; slashes between codes or numbers alone are not."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "reference"),
    [
        ("Status of shipment CPH/204518/7KX please?", "CPH/204518/7KX"),
        ("forsendelse AAR/88213/BX er forsinket", "AAR/88213/BX"),
        ("Відправлення KBP/5521907/Q2 з Києва", "KBP/5521907/Q2"),
    ],
)
def test_a_slashed_reference_is_redacted(redactor: Redactor, message: str, reference: str) -> None:
    assert ("CUSTOMER_ID", reference) in spans(redactor, message)


@pytest.mark.parametrize(
    "message", ["tariff 8471/30/00 applies", "route CPH/LHR/JFK", "on 12/05/2026 at 10:00"]
)
def test_slashes_between_codes_or_numbers_are_kept(redactor: Redactor, message: str) -> None:
    assert spans(redactor, message) == []
