"""Table-driven: text -> (entity, covered text) for each recognizer, patterns only."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.recognizers.checksums import iban_ok, luhn_ok

from .conftest import spans


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("write to maria.gonzalez@example.com today", [("EMAIL", "maria.gonzalez@example.com")]),
        ("JonathanPLaursen@fleckens.hu", [("EMAIL", "JonathanPLaursen@fleckens.hu")]),
        ("no email here @ all", []),
    ],
)
def test_email(patterns_only: Redactor, text: str, expected: list[tuple[str, str]]) -> None:
    assert spans(patterns_only, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("card 4111 1111 1111 1111 please", [("CARD", "4111 1111 1111 1111")]),
        ("card 4111-1111-1111-1111", [("CARD", "4111-1111-1111-1111")]),
        ("Visa 4064557646766436702", [("CARD", "4064557646766436702")]),  # 19-digit Visa
        ("my card 2307733725847513", [("CARD", "2307733725847513")]),  # 2-series Mastercard
        ("amex 379097899656846", [("CARD", "379097899656846")]),
        ("maestro 676222165679", [("CARD", "676222165679")]),
        ("the card ending in 4271 was lost", [("CARD", "4271")]),
    ],
)
def test_card(patterns_only: Redactor, text: str, expected: list[tuple[str, str]]) -> None:
    assert spans(patterns_only, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("call me at +1 (415) 555-0132", [("PHONE", "+1 (415) 555-0132")]),
        ("office 463-612-6138x036", [("PHONE", "463-612-6138x036")]),
        ("+41 (0)71 526 99 04 is my mobile", [("PHONE", "+41 (0)71 526 99 04")]),
        ("ring 03.93.92.16.85 tonight", [("PHONE", "03.93.92.16.85")]),
        ("mobile: 07700 900 123", [("PHONE", "07700 900 123")]),
        ("the meeting is on 2024-05-06", []),
    ],
)
def test_phone(patterns_only: Redactor, text: str, expected: list[tuple[str, str]]) -> None:
    assert spans(patterns_only, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My IBAN is GB73DZEN25124557982512", [("IBAN", "GB73DZEN25124557982512")]),
        ("iban gb42nawi04454264788619 thanks", [("IBAN", "gb42nawi04454264788619")]),
        ("Here's my SSN: 791-10-5487", [("SSN", "791-10-5487")]),
        ("ssn 000-12-3456 is not valid", []),
        ("blocked from 36.106.174.11 again", [("IP", "36.106.174.11")]),
        (
            "ip 6e40:4041:c617:e898:c11:40d2:c669:2eb4",
            [("IP", "6e40:4041:c617:e898:c11:40d2:c669:2eb4")],
        ),
        ("version 999.1.1.1", []),
    ],
)
def test_iban_ssn_ip(patterns_only: Redactor, text: str, expected: list[tuple[str, str]]) -> None:
    assert spans(patterns_only, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I live at 22 Pollen Crescent, Leeds", [("ADDRESS", "22 Pollen Crescent, Leeds")]),
        ("send it to P.O. Box 242", [("ADDRESS", "P.O. Box 242")]),
        (
            "Meet me at 6750 Koskikatu 25 Apt. 864\nArtilleros\n, CO\n Uruguay 64677",
            [("ADDRESS", "6750 Koskikatu 25 Apt. 864\nArtilleros\n, CO\n Uruguay 64677")],
        ),
        ("PSC 9009, Box 9725\nAPO AA 33274", [("ADDRESS", "PSC 9009, Box 9725\nAPO AA 33274")]),
        ("my postcode is SW1A 1AA", [("POSTCODE", "SW1A 1AA")]),
        ("ZIP: 394 13", [("POSTCODE", "394 13")]),
        ("She was born on 12 March 1990.", [("DATE_OF_BIRTH", "12 March 1990")]),
        ("The meeting is on 12 March 1990.", []),
    ],
)
def test_location_and_dates(
    patterns_only: Redactor, text: str, expected: list[tuple[str, str]]
) -> None:
    assert spans(patterns_only, text) == expected


def test_checksums() -> None:
    assert luhn_ok("4111111111111111")
    assert not luhn_ok("4111111111111112")
    assert iban_ok("GB82 WEST 1234 5698 7654 32")
    assert not iban_ok("GB83 WEST 1234 5698 7654 32")
