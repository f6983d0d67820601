"""Findings side by side. Two parts of one address with only punctuation between them are one
address, one placeholder, so the comma between them is not left in clear. A date with a birth
year written right after a name is that person's date of birth, with no cue word."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    "message",
    [
        "address for the refund cheque: Apt 12, The Maltings, Bow Lane, Dublin 8",
        "hi, i moved, it's Apt 12, The Maltings, Bow Lane, Dublin 8 now",
    ],
)
def test_the_parts_of_one_address_are_one_placeholder(redactor: Redactor, message: str) -> None:
    # the comma between "Apt 12" and "The Maltings" is not left between two placeholders
    found = [s for s in spans(redactor, message) if s[0] == "ADDRESS"]
    assert found == [("ADDRESS", "Apt 12, The Maltings, Bow Lane, Dublin 8")]


def test_two_addresses_with_words_between_stay_two(redactor: Redactor) -> None:
    message = "the old one was 12 Hill Road, Unit 4; the new one is 9 Park Street"
    found = [s for s in spans(redactor, message) if s[0] == "ADDRESS"]
    assert len(found) == 2


@pytest.mark.parametrize(
    ("message", "date"),
    [
        ("Bill Ferncombe, 4/15/1995, 7/31 Wattle Grove, Collingwood VIC 3066", "4/15/1995"),
        ("Priya Nair (12 March 1990) is the account holder", "12 March 1990"),
    ],
)
def test_a_birth_date_right_after_a_name_is_redacted(
    redactor: Redactor, message: str, date: str
) -> None:
    assert ("DATE_OF_BIRTH", date) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "Anna Kowalski, 12/03/2026 at 10am for the fitting",  # an appointment, not a birth
        "my order from 4/15/1995 arrived",  # no name before it
    ],
)
def test_other_dates_stay(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "DATE_OF_BIRTH"] == []


@pytest.mark.parametrize(
    ("message", "address"),
    [
        # a piece joined by a hyphen or a slash goes with the address it touches
        ("please deliver to 52-C, Model Town Extension, Lahore 54700", "52-C, Model Town"),
        ("send it to House 14, Street 7, F-8/3, Islamabad", "F-8/3"),
        ("ship to h.no. 3-4-526/b, barkatpura, hyderabad 500027", "3-4-526/b"),
        # a German street's article is part of its name
        ("the flat is at Am Mühlenteich 11a, 24937 Flensburg", "Am Mühlenteich 11a"),
        ("Lieferung an: An der Alster 5, Hamburg", "An der Alster 5"),
    ],
)
def test_an_address_takes_its_joined_pieces_and_its_article(
    redactor: Redactor, message: str, address: str
) -> None:
    found = [v for e, v in spans(redactor, message) if e == "ADDRESS"]
    assert any(address in v for v in found), found


@pytest.mark.parametrize(
    "message",
    ["bitte am Montag liefern an Hauptstraße 5", "the 24/7 desk at 5 High Street"],
)
def test_a_word_before_an_address_stays_outside_it(redactor: Redactor, message: str) -> None:
    found = [v for e, v in spans(redactor, message) if e == "ADDRESS"]
    assert found in (["Hauptstraße 5"], ["5 High Street"]), found
