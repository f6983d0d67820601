"""A caller's name after "this is" or "I am" in another language, as a voice transcript
writes it (all in lower case, no comma after the name), when its first word is on a name
list; the same words before anything else are the language's own."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("bonjour c'est aminata ndiaye j'appelle pour mon colis", "aminata ndiaye"),
        ("buenas es altagracia reyes llamando por mi envío", "altagracia reyes"),
        ("hej det er søren holm jeg ringer om min pakke", "søren holm"),
        ("guten tag hier ist jonas weber ich rufe wegen der lieferung an", "jonas weber"),
    ],
)
def test_a_name_said_after_an_introduction_abroad_is_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "c'est urgent, mon colis est bloqué",
        "es importante que llegue hoy",
        "det er meget vigtigt for mig",
        "ich bin sehr unzufrieden mit der lieferung",
        # a surname of some country, a word here
        "Sorry my English no es perfecto. I order the wallet but llegó roto.",
    ],
)
def test_an_introduction_abroad_before_no_name_names_no_one(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []
