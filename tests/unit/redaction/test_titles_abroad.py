"""Forms of address of more languages, before a name ("g-đa Jovanović", "p. Kazlauskienė",
"пані Коваленко", "doña Altagracia") and after it ("Nurlan мырза"), say a person follows;
capitalised "Don" opens a place's or a restaurant's name, and "Sri Lanka" is a country."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.recognizers.person import _tokens

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Molim vas, g-đa Jovanović ovde, paket kasni.", "Jovanović"),
        ("Laba diena, p. Kazlauskienė here, where is my parcel?", "Kazlauskienė"),
        ("Будь ласка, передайте пані Коваленко", "Коваленко"),
        ("Recibido por doña Altagracia", "Altagracia"),
        ("The parcel was signed for by Nurlan мырза", "Nurlan"),
        ("Order placed via pak Budi Santoso", "Budi Santoso"),
        ("Paketin vastaanotti rouva Virtanen.", "Virtanen"),
    ],
)
def test_a_form_of_address_abroad_says_a_person_follows(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "my flight lands at Don Mueang at half six",
        "The staff canteen at Don Vittorio serves pasta",
        "roaming in Sri Lanka costs US$45",
        "see p. 12 of the manual",
    ],
)
def test_a_capitalised_don_or_sri_names_no_one(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


def test_a_title_is_looked_for_only_where_it_stands_as_a_word() -> None:
    # the title cue's gate: short titles ("dr", "p", "don") are inside most words
    tokens = _tokens("dear dr. okafor, thivyashini a/p maniam, sig.ra rossi (london)")
    assert {"dr", "a", "p", "sig.ra", "london"} <= tokens
    assert "don" not in tokens


@pytest.mark.parametrize(
    ("message", "name"),
    [("Name: THIVYASHINI A/P MANIAM", "MANIAM"), ("Please ask Dr. Okafor to call", "Okafor")],
)
def test_a_title_after_a_slash_or_with_its_dot_is_found(
    redactor: Redactor, message: str, name: str
) -> None:
    assert any(kind == "PERSON" and name in covered for kind, covered in spans(redactor, message))
