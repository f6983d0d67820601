"""In a message typed all in lower case, a first name and a surname from the name lists whose
surname is an everyday or a stop word read as a phrase ("spring sale", "america branch",
"clifton mein"); a real name in lower case stays a name."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.model import Explanation, Finding
from discreet.redaction.redactor import _a_phrase_in_lower_case

from .conftest import spans


@pytest.mark.parametrize(
    "message",
    [
        "could you tell me whether the curtains in the spring sale come with tie-backs?",
        "does the mall of america branch have the pixel 8a or is it online only",
        "bhai light kab ayegi clifton mein? 4 ghante ho gaye",
    ],
)
def test_a_listed_pair_with_an_everyday_word_is_a_phrase(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


def test_a_surname_with_a_particle_stays_a_name() -> None:
    text = "fala duarte ventura de sequeira"
    start = text.index("duarte")
    pair = Finding(
        "PERSON", start, len(text), 0.6, Explanation("name_gazetteer", "first_last", None, 0.0)
    )
    assert not _a_phrase_in_lower_case(text, pair)
    spring = Finding("PERSON", 0, 11, 0.6, Explanation("name_gazetteer", "first_last", None, 0.0))
    assert _a_phrase_in_lower_case("spring sale come", spring)


def test_a_name_in_lower_case_stays_a_name(redactor: Redactor) -> None:
    found = spans(redactor, "hi its marisol quintanilla, where is my order")
    assert [kind for kind, _ in found] == ["PERSON"]
