"""In a message typed all in lower case, capitals say nothing, so a name must show itself
otherwise. Whom one spoke to or asks for, or who introduces themselves ("i spoke to
kogilavani", "soy anaclara", "this is jarrah petyarre"), is a name when no dictionary holds
its last word;
after "it's" or "I'm" a word a letter away from a dictionary word is a typo ("im waitng")."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("hello i spoke to sirinya last week about my payslip", "sirinya"),
        ("pls ask for radwa when you call back about the claim", "radwa"),
        ("soy anaclara, me mudé la semana pasada", "anaclara"),
        ("hola its anaclara my cedula is in the file", "anaclara"),
        # a first word the dictionary holds (a tree), then one it does not
        ("this is jarrah petyarre calling about my parking fine", "jarrah petyarre"),
    ],
)
def test_a_word_in_no_dictionary_after_a_cue_is_a_name(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "im waitng for the refund since monday",
        "i spoke to someone last week about it",
        "i am stil waiting for my parcel",
    ],
)
def test_a_typo_or_a_word_after_a_cue_is_no_name(redactor: Redactor, message: str) -> None:
    assert spans(redactor, message) == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        # whom a marketplace or an on-demand app puts one in touch with, by their role
        ("the buyer brooklyn tafoya never paid", "brooklyn tafoya"),
        ("pls refund, the host sadhbh cancelled last minute", "sadhbh"),
        ("our sitter Hinewai left the key under the mat", "Hinewai"),
    ],
)
def test_a_name_after_a_marketplace_role(redactor: Redactor, message: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "the guest wifi password is on the fridge",
        "the seller said it shipped",
        "The Tenant Portal is down",
        "the sitter was great with the dog",
        # a typo or a word drawn out after a role
        "the driver nevr came",
        "the driver was sooo late, Uber app",
    ],
)
def test_a_role_alone_names_no_one(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []
