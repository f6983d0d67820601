"""An address field's value in more languages ("Adresas:", "Адреса:", "адрес доставки:",
"Cím:", "Naslov:"), also after a sentence on the same line; the value ends before the next
sentence and before a phone number's label on its line."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "address"),
    [
        (
            "Gimimo data 1983-02-11. Adresas: Gedimino pr. 12-4, LT-01103 Vilnius",
            "Gedimino pr. 12-4, LT-01103 Vilnius",
        ),
        (
            "Доброго дня!\nАдреса: вул. Хрещатик 22, кв. 5, 01001 Київ",
            "вул. Хрещатик 22, кв. 5, 01001 Київ",
        ),
        (
            "Сәлеметсіз бе\nадрес доставки: ул. Абая 150, кв. 12, 050046 Алматы",
            "ул. Абая 150, кв. 12, 050046 Алматы",
        ),
        ("Pozdrav\nNaslov: Ilica 45, 10000 Zagreb", "Ilica 45, 10000 Zagreb"),
    ],
)
def test_an_address_field_abroad_is_one_address(
    redactor: Redactor, message: str, address: str
) -> None:
    assert ("ADDRESS", address) in spans(redactor, message)


def test_an_address_field_ends_before_a_sentence_and_a_phone_label(redactor: Redactor) -> None:
    found = spans(
        redactor, "Address: 58 Pendragon Road, Penarth, CF64 3LT. Account number ACC-679324597"
    )
    assert all("Account" not in covered for _, covered in found)
    found = spans(
        redactor, "Nimi: Mari Tamm\naadress: Tartu mnt 12-5, 10115 Tallinn, tel +372 5123 4567"
    )
    assert ("PHONE", "+372 5123 4567") in found
    assert any(
        kind == "ADDRESS" and covered.startswith("Tartu mnt 12-5, 10115 Tallinn")
        for kind, covered in found
    )


@pytest.mark.parametrize(
    "message", ["Delivery: 3-5 working days", "Hello\nDostava: 2-3 dana, hvala"]
)
def test_a_delivery_time_is_no_address(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "ADDRESS"] == []
