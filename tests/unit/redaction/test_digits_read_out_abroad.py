"""Numbers read out in the languages of `data/digit_words.txt` become digits before the
recognizers read the message, so a phone or national number said in Lithuanian, Serbian,
Russian, Hindi or Thai is redacted like one typed in digits; English runs of digits stay as
they were."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.normalizer import normalize
from discreet.redaction.recognizers.lexicon import data_lines

from .conftest import spans

# the digits each message says, in order
_SAID: tuple[tuple[str, str], ...] = (
    ("mano telefonas nulis šeši penki du trys keturi septyni aštuoni", "06523478"),
    ("moj broj je osam devet jedan dva tri četiri pet šest sedam", "891234567"),
    ("мой номер восемь девять один два три четыре пять шесть семь", "891234567"),
    ("мій номер нуль шість сім один два три чотири пʼять вісім", "067123458"),
    ("нөмірім сегіз жеті бір екі үш төрт бес алты тоғыз", "871234569"),
    ("mitt nummer är noll sju tre fyra fem sex sju åtta nio", "073456789"),
    ("numărul meu este zero șapte doi trei patru cinci șase opt", "07234568"),
    ("नंबर है नौ आठ सात छह पाँच चार तीन दो एक", "987654321"),
    ("เบอร์ ศูนย์ แปด เก้า หนึ่ง สอง สาม สี่ ห้า หก", "089123456"),
    ("mage ankaya binduwa hatha eka deka thuna hathara paha haya", "07123456"),
)


@pytest.mark.parametrize(("message", "digits"), _SAID)
def test_digits_read_out_abroad_become_digits(message: str, digits: str) -> None:
    assert digits in normalize(message).text


@pytest.mark.parametrize(
    ("message", "opening"),
    [(message, opening) for (message, _), opening in zip(_SAID[:4], (2, 3, 2, 2), strict=True)],
)
def test_a_number_read_out_abroad_is_redacted(
    redactor: Redactor, message: str, opening: int
) -> None:
    said = " ".join(message.split()[opening:])  # the words after "my number is"
    assert said in [covered for _, covered in spans(redactor, message)]


@pytest.mark.parametrize(
    "message",
    [
        "one to one support is free on weekdays",
        "fire and smoke alarms are sold separately",
        "the sex of the kitten is on the invoice",
    ],
)
def test_english_text_keeps_its_words(message: str) -> None:
    assert normalize(message).text.lower() == message


def test_every_language_says_ten_digits_and_no_english_function_word() -> None:
    lines = data_lines("digit_words.txt")
    assert len(lines) >= 40
    function_words = {"to", "at", "do", "and", "a", "i", "o", "u", "in", "on", "is", "it"}
    for line in lines:
        language, _, said = line.partition(":")
        digits = said.split("|")
        assert len(digits) == 10, language
        assert not function_words & set(said.split()), language


@pytest.mark.parametrize(
    ("message", "phone"),
    [
        ("тел. 8 (727) 312-45-67", "8 (727) 312-45-67"),
        ("call me from 8 (701) 123-45-67 please", "8 (701) 123-45-67"),
        ("or 1 (800) 555-0199 after six", "1 (800) 555-0199"),
    ],
)
def test_a_trunk_code_before_an_area_code_in_brackets_is_the_phones(
    redactor: Redactor, message: str, phone: str
) -> None:
    assert ("PHONE", phone) in spans(redactor, message)
