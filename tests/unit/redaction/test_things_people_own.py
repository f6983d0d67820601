"""Capitalised words that name a thing, not a person: a scheme or company after "my" and
before what it issues ("my Medicare number"), a brand that is also a first name after an
article ("the Alexa doesn't connect", "got a Mercedes A-Class", "the Kia Picanto"), and two
names joined by "&" before what they make ("Graham & Brown wallpaper"). Beside each, the
same shapes that stay a person: a listed surname's family ("my Okafor family reunion"), a
brand's name with no article ("Alexa says hi", "Mercedes Alvarez called"), a first name that
is no brand after "a" ("a Kevin from your team"), and two people ("booking for Tom &
Anna")."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    "message",
    [
        "my Medicare number is on the form, do you need it?",
        "my Centrelink number is wrong on the invoice",
        "our Ocado account shows the order twice",
        "the Alexa doesn't connect to my wifi",
        "The Alexa keeps dropping the connection",
        "booked a VW Polo and got a Mercedes A-Class instead",
        "the Kia Picanto had a flat tyre",
        "I bought Graham & Brown wallpaper from you",
        "the Crabtree & Evelyn soap set arrived broken",
    ],
)
def test_a_thing_is_no_person(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


@pytest.mark.parametrize(
    ("message", "names"),
    [
        ("my Okafor family reunion needs ten rooms", {"Okafor"}),
        ("Alexa says hi and wants her refund", {"Alexa"}),
        ("Mercedes Alvarez called about the hire car", {"Mercedes Alvarez"}),
        ("a Kevin from your team called me", {"Kevin"}),
        ("Please ask Chase Vandermolen to call", {"Chase Vandermolen"}),
        ("booking for Tom & Anna please", {"Tom", "Anna"}),
        ("Please send it to Sarah & Tom Okafor", {"Sarah", "Tom Okafor"}),
    ],
)
def test_a_person_in_the_same_shape_stays(
    redactor: Redactor, message: str, names: set[str]
) -> None:
    found = {text for entity, text in spans(redactor, message) if entity == "PERSON"}
    assert names <= found
