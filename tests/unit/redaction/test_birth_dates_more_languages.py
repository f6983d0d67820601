"""Dates of birth in Lithuanian (year first, "1983 m. vasario 11 d."), Serbian, Ukrainian and
Kazakh months, and Taiwan's Minguo years ("民國54年2月3日"), beside their birth words; the
same date with no birth word is an event's."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "date"),
    [
        ("Gimimo data 1983 m. vasario 11 d., Vilnius", "1983 m. vasario 11"),
        ("Мој датум рођења је 12. марта 1985.", "12. марта 1985"),
        ("Дата народження: 12 березня 1985 р.", "12 березня 1985"),
        ("менің туған күнім 12 наурыз 1985", "12 наурыз 1985"),
        ("姓名：林小華\n出生日期：民國54年2月3日", "民國54年2月3日"),
    ],
)
def test_a_birth_date_abroad_is_redacted(redactor: Redactor, message: str, date: str) -> None:
    assert ("DATE_OF_BIRTH", date) in spans(redactor, message)


def test_a_date_with_no_birth_word_is_kept(redactor: Redactor) -> None:
    found = spans(redactor, "the festival opens on 12 березня 2026")
    assert [s for s in found if s[0] == "DATE_OF_BIRTH"] == []
