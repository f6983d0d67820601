"""A name that opens a message with "here" says who is writing ("priya here, ...", "hi
team, bình here."), in any case, when it is a listed first name or no everyday word."""

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
