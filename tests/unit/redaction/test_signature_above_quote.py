"""The line right above a quoted mail (its reply header in several languages, a separator
line or a quoted line) is its writer's signature, as a message's last line is."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "name"),
    [
        (
            "Where is my pallet? call me on 8255 9754\nVaidotas\n\n"
            "2026-11-03, Support rašė:\n> Your shipment is held",
            "Vaidotas",
        ),
        (
            "Still waiting for the refund\nKjærsgaard\n\nDen 3. nov. 2026 skrev Support:\n> Hej",
            "Kjærsgaard",
        ),
        (
            "Please release it\nЗоряна\n\n-----Original Message-----\nFrom: Customs desk",
            "Зоряна",
        ),
        ("Any news?\nTsvetelina\n> Dear customer, your shipment", "Tsvetelina"),
    ],
)
def test_the_line_above_a_quoted_mail_signs_it(redactor: Redactor, message: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "Please check\nDHL Express\n\nOn Mon, 2 Nov 2026, Support wrote:\n> hi",
        "Thanks for the help\nBest\n\n-----Original Message-----\nFrom: Support",
    ],
)
def test_a_brand_or_a_sign_off_above_a_quote_names_no_one(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []
