"""An address dictated with "@" and "." said in Lithuanian, Danish, Ukrainian, Serbian or as
Taiwan says them is an email; the words alone are the languages' own."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    "message",
    [
        "Sveiki, mano el. paštas jonas.petraitis eta gmail taskas com, ačiū",
        "Hej, min mail er mette snabel a gmail punktum dk, tak",
        "Добрий день, пошта oksana собачка ukr крапка net, дякую",
        "Zdravo, mejl je milica majmun gmail tačka com, hvala",
        "您好，我的email是 lin88 小老鼠 gmail 點 com 謝謝",
    ],
)
def test_an_email_said_in_more_languages_is_redacted(redactor: Redactor, message: str) -> None:
    assert [kind for kind, _ in spans(redactor, message) if kind == "EMAIL"]


@pytest.mark.parametrize(
    "message", ["the ETA is monday, the point is taskas", "punktum, that is all"]
)
def test_the_words_alone_say_no_email(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "EMAIL"] == []
