"""A street named after someone is a street ("Talaat Harb Street"), and a sentence that goes
on after a street's name and a comma ("..., is it furnished?") is no part of an address;
with a house number the street is an address, and a street on a line of its own is one line
of an address block."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    "text",
    [
        "the flat above the Zara on Talaat Harb Street, is it furnished?",
        "is the shop on Nelson Mandela Avenue open on Sundays?",
        "the bus stops at King Fahd Rd and then goes on",
        # the languages that write the street's kind first
        "the branch on Avenida Getúlio Vargas is closed today",
        "Is the shop on Rua Augusta open on Sunday?",
        "our office is on Jalan Ampang, near KLCC",
    ],
)
def test_a_street_named_after_someone_names_no_one(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("I live at 12 Nelson Mandela Avenue, Durban", ("ADDRESS", "12 Nelson Mandela Avenue")),
        ("ask Thandiwe Nkosi about the flat on Jan Smuts Avenue", ("PERSON", "Thandiwe Nkosi")),
        ("I live on Jalan Sultan Ismail, my name is Siti Aminah", ("PERSON", "Siti Aminah")),
        # a street's kind that is a name too, where no street stands
        ("Calle Andersson called me yesterday", ("PERSON", "Calle Andersson")),
        ("I spoke with Corso Bianchi", ("PERSON", "Corso Bianchi")),
        ("Rua Augusta 120, Lisboa is the address", ("ADDRESS", "Rua Augusta 120")),
    ],
)
def test_an_address_and_a_name_beside_a_street_stay_redacted(
    redactor: Redactor, text: str, found: tuple[str, str]
) -> None:
    entity, value = found
    assert any(e == entity and value in v for e, v in spans(redactor, text))
