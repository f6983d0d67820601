"""A name spelled out letter by letter (in the phonetic alphabet, or each letter against a
word), a name after "the name is", and a surname that starts with "de los", "binti" or "ben":
each leaked whole or in part, beside the words that must stay."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.normalizer import normalize

from .conftest import spans


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("my surname is sierra mike india tango hotel", "sierra mike india tango hotel"),
        (
            "the name is kilo oscar whiskey alpha lima sierra kilo india",
            "kilo oscar whiskey alpha lima sierra kilo india",
        ),
        (
            "my surname is s as in sugar m as in mother i as in india t as in tom h as in harry",
            "s as in sugar m as in mother i as in india t as in tom h as in harry",
        ),
        (
            "surname is s for sugar, m for mary, i for ice, t for tommy, h for harry",
            "s for sugar, m for mary, i for ice, t for tommy, h for harry",
        ),
        ("the name is kowalski", "kowalski"),
        ("From: Maria de los Santos", "Maria de los Santos"),
        ("Name: Siti binti Abdullah", "Siti binti Abdullah"),
        ("Name: Karim ben Ali", "Karim ben Ali"),
    ],
)
def test_the_whole_name_is_redacted(redactor: Redactor, text: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, text)


@pytest.mark.parametrize(
    ("text", "closed"),
    [
        ("surname: sierra mike india tango hotel", "Smith"),
        ("s as in sugar, m for mary, i for ice", "Smi"),
    ],
)
def test_a_word_spelled_out_is_closed_up(text: str, closed: str) -> None:
    assert closed in normalize(text).text


@pytest.mark.parametrize(
    "text",
    [
        "i for one, a for sure, b for that",  # no letter spells its word
        "the hotel in india has golf and tennis",  # phonetic words, not in a run
    ],
)
def test_words_that_spell_nothing_are_not_closed_up(text: str) -> None:
    # (the normalizer capitalises a message typed in lower case; nothing is closed up)
    assert normalize(text).text.lower() == text


def test_a_code_read_out_with_digits_stays_a_code() -> None:
    assert "M2291" in normalize("m as in mike 2291").text


@pytest.mark.parametrize(
    "text",
    [
        "the name is wrong on my card",
        "the name is on the card",
        "the name is spelled wrong",
        "the name is missing from the invoice",
        "the name is the same as before",
    ],
)
def test_what_is_said_about_the_name_stays(redactor: Redactor, text: str) -> None:
    assert spans(redactor, text) == []
