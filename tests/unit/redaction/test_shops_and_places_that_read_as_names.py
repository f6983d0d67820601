"""Shops, platforms, banks and medicines that read as names.

A capitalised word on no name list that NER took for nothing, with a verb after it, is as
often a shop, a platform, a bank or a medicine as a person ("Moodle will be down"): the verb
alone no longer makes it a name. Whatever is said of a person only (a cue before it, a
pronoun, a personal noun, a role, a vocative, a second subject) still does. A thing "at" a
name is at a shop or a place ("the contract at Franck"); one shouts or looks at someone. And
the other way round: who opens a message introducing themselves ("hi its zara") is a person,
whatever shop shares the name."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    "message",
    [
        "Hmm.\n\n> Zentrova will be down for maintenance on Friday.",
        "Good to know.\n\n> Nexgard is covered on the Gold plan after the 14-day wait.",
        "Thanks.\n\n> Bancolombia confirmed the refund of 250,000 pesos.",
    ],
)
def test_a_thing_that_acts_stays(redactor: Redactor, message: str) -> None:
    assert spans(redactor, message) == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("tell Eudoxia to leave the keys inside", "Eudoxia"),
        ("Warrane, can I please speak to your boss?", "Warrane"),
        ("Unlike the Roeterdink novel, it's not about that.", "Roeterdink"),
        ("Muslija and Brown were engineers on the project.", "Muslija"),
        ("Is Thandiwe on shift today? She helped me last week.", "Thandiwe"),
        ("Vukašin said the parcel was left at the door.", "Vukašin"),
        # a field of time or place holds no one; the line before it may
        ("Contact: Maria Lopez\nWhen: Friday", "Maria Lopez"),
    ],
)
def test_a_person_said_to_be_one_stays_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "does the contract at Franck include meals?",
        "is the soup on the staff menu at Gloria today?",
        "The staff canteen at Don Vittorio serves pasta every day.",
        "I left the keys with the receptionist at Franck yesterday.",
        # a first name alone after "the" is a hotel's or a shop's
        "is the pool at the Serena open after ten?",
        "what time is check-in at the Sol by Meliá?",
    ],
)
def test_a_thing_at_a_name_is_at_a_shop(redactor: Redactor, message: str) -> None:
    assert spans(redactor, message) == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("the driver shouted at Maria when she asked for the parcel", "Maria"),
        ("Can you look at Franck's order again?", "Franck"),
        ("the Okafor family next door took the parcel", "Okafor"),
        ("Maria from the Serena front desk called me", "Maria"),
    ],
)
def test_whom_one_acts_at_stays_redacted(redactor: Redactor, message: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    ("message", "place"),
    [
        # a move is a journey; "from" in Spanish starts one too
        ("Fine by me.\n\n> Your room moves from Pocitos to Carrasco next week.", "Pocitos"),
        ("el bus desde Maksimir no pasó a las seis", "Maksimir"),
    ],
)
def test_where_a_move_or_a_bus_starts_is_a_place(
    redactor: Redactor, message: str, place: str
) -> None:
    assert all(place not in value for _, value in spans(redactor, message))


@pytest.mark.parametrize(
    ("message", "name"),
    [
        # who opens a message introducing themselves is a person, whatever shop shares the name
        ("hi its zara, the internet engineer never came", "zara"),
        ("hello it's mango here, my parcel is late", "mango"),
    ],
)
def test_who_introduces_themselves_is_no_brand(redactor: Redactor, message: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, message)


def test_a_brand_asked_about_stays(redactor: Redactor) -> None:
    assert spans(redactor, "is it Zara or Mango that sells this coat?") == []
