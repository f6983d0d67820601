"""A one-time code right after "SMS", and after "code" and the word for "is" of the languages
that call it a code too ("le code est 4829", "der Code ist 4829", "code bi 4829"); a Danish
bank's registration number before its account ("reg.nr. 5301")."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ("Kodas is SMS 482913 neveikia", "482913"),
        ("I got a code from sms 482913 - it expired", "482913"),
        ("le code est 4829 mais il ne marche pas", "4829"),
        ("der Code ist 4829 aber er geht nicht", "4829"),
        ("code bi 4829 dafa jeex", "4829"),
    ],
)
def test_a_code_said_abroad_is_a_secret(redactor: Redactor, message: str, code: str) -> None:
    assert ("SECRET", code) in spans(redactor, message)


@pytest.mark.parametrize(
    "message", ["the promo code is SUMMER24", "we sent 2 sms 2 days ago", "le code est faux"]
)
def test_no_code_no_secret(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "SECRET"] == []


@pytest.mark.parametrize(
    ("message", "number"),
    [
        ("Refund to reg.nr. 5301 konto 0245123456 please", "5301"),
        ("Name: Lykke Holm\nReg.nr.: 5301\nKontonr.: 0245123456", "5301"),
    ],
)
def test_a_danish_banks_registration_number_is_the_accounts(
    redactor: Redactor, message: str, number: str
) -> None:
    assert ("BANK_ACCOUNT", number) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "the HS code is 8471.30 for laptops",
        "what tariff code is 8517.62 under?",
        "the customs code is 0901.21",
    ],
)
def test_a_customs_tariff_code_is_no_secret(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "SECRET"] == []
