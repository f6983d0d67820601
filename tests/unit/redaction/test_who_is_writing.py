"""A name that opens a message with "here" or "again" says who is writing ("priya here,
...", "hi team, bình here.", "mateus again lol"), in any case, when it is a listed first name
or no everyday word; a team on the message's first or last line ("Billing Team") is no one,
and an everyday word alone on the last line under a sign-off ("Clover") is a name, and so is
a name typed in lower case after "its" in a message with capitals elsewhere ("its radosław
wierzbicki"), or before a chat abbreviation ("its pierre-olivier dubois-marchand btw")."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("hi team, priya here. my parcel is late", "priya"),
        ("hey support, tomasz here again, the router is still dead", "tomasz"),
        ("hi admissions, bình here, the form will not take my student number", "bình"),
        ("kwabena here - the meter reading on my bill is wrong", "kwabena"),
    ],
)
def test_a_name_saying_who_writes_is_redacted(redactor: Redactor, text: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, text)


@pytest.mark.parametrize(
    "text",
    [
        "hi, nobody here can log in",
        "Same here, the app crashes on start",
        "Everyone here is waiting for the engineer.",
        "hi all, same problem here, no signal since monday",
    ],
)
def test_words_before_here_stay(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, that works.\n\n> Your direct debit will start in March.\n> Billing Team",
        "Billing Office\nyour refund was sent on Monday",
    ],
)
def test_a_team_on_the_first_or_last_line_is_no_name(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


def test_an_everyday_word_alone_on_the_last_line_signs_a_name(redactor: Redactor) -> None:
    text = "Dear Support,\n\nPlease cancel my subscription.\n\nKind regards\nClover"
    assert redactor.redact(text).text.value.endswith("Kind regards\n[PERSON_1]")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "sorry wrong one, its radosław wierzbicki\n\n> On Wed, Returns Team wrote:\n"
            "> The name on the parcel does not match your account.",
            "radosław wierzbicki",
        ),
        ("its pierre-olivier dubois-marchand btw", "pierre-olivier dubois-marchand"),
    ],
)
def test_a_lower_case_name_after_its_says_who_is_writing(
    redactor: Redactor, text: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, text)


@pytest.mark.parametrize(
    "text", ["It's been ages, I'm really annoyed.", "Hi, its me again. this is sad really."]
)
def test_everyday_words_after_its_stay(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


@pytest.mark.parametrize(
    "text",
    [
        "mateus again lol, still no word on the blender",
        "søren again, still no word on the blender",
    ],
)
def test_a_name_opening_a_message_with_again_says_who_is_writing(
    redactor: Redactor, text: str
) -> None:
    assert redactor.redact(text).text.value.startswith("[PERSON_1] again")


@pytest.mark.parametrize(
    "text", ["me again, still no word", "same again please", "sorry again, the blender"]
)
def test_everyday_words_before_again_stay(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text
