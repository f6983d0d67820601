"""Forms of address of more languages, before a name ("g-đa Jovanović", "p. Kazlauskienė",
"пані Коваленко", "doña Altagracia") and after it ("Nurlan мырза"), say a person follows;
capitalised "Don" opens a place's or a restaurant's name, and "Sri Lanka" is a country."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

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
