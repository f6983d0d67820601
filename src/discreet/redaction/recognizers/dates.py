"""Dates of birth: a date is personal data only next to birth context."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

import regex

from discreet.redaction.recognizers.base import DIGITS, Pattern, PatternRecognizer

__all__ = ["DateOfBirthRecognizer"]

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
    # French, Spanish, Portuguese and German names the English ones do not already cover
    r"|janvier|f[ée]vrier|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre"
    r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre"
    r"|noviembre|diciembre|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro"
    r"|novembro|dezembro|januar|februar|m[äa]rz|juni|juli|oktober|dezember)\.?"
)
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"


_BIRTH_WORDS = ("born", "dob", "d.o.b", "birth")
# the first letters of every month name `_MONTH` knows: a pattern with a month name runs
# only when one of them is in the message
_MONTH_STEMS = (
    *("jan", "feb", "fév", "fev", "mar", "mär", "apr", "avr", "abr", "may", "mai", "jun"),
    *("jui", "jul", "aug", "aoû", "aou", "ago", "sep", "set", "oct", "okt", "out", "nov"),
    *("dec", "déc", "dic", "dez", "ene"),
)


class DateOfBirthRecognizer(PatternRecognizer):
    NAME = "date_of_birth"
    ENTITY = "DATE_OF_BIRTH"
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "the_day_of": _BIRTH_WORDS,
        "spoken": _BIRTH_WORDS,
        "compact": _BIRTH_WORDS,
        "numeric": DIGITS,
        "iso": DIGITS,
        "day_month": _MONTH_STEMS,
        "month_day": _MONTH_STEMS,
        "day_month_short": _MONTH_STEMS,
        "mon_day_year": _MONTH_STEMS,
        "day_mon_year": _MONTH_STEMS,
    }
    PATTERNS = (
        Pattern("numeric", r"\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b", 0.2),
        Pattern("iso", r"\b(?:19|20)\d{2}(?P<mark>[-/.])\d{1,2}(?P=mark)\d{1,2}\b", 0.2),
        Pattern("day_month", rf"\b{_DAY}(?:\s+of)?\s+{_MONTH}(?:,?\s+\d{{4}})?\b", 0.2),
        Pattern("month_day", rf"\b{_MONTH}\s+{_DAY}(?:,?\s+(?:\d{{4}}|['’]\d{{2}}))?", 0.2),
        Pattern("day_month_short", rf"\b{_DAY}\s+{_MONTH}\s+(?:\d{{2}}|['’]\d{{2}})\b", 0.2),
        Pattern("mon_day_year", rf"\b{_MONTH}[-/]{_DAY}[-/](?:\d{{4}}|\d{{2}})\b", 0.2),
        Pattern("day_mon_year", rf"\b{_DAY}[-/ ]{_MONTH}[-/ ](?:\d{{4}}|\d{{2}})\b", 0.2),
        # "DOB the 8th of march 1983": the article is part of the date after a birth cue
        Pattern(
            "the_day_of",
            r"\b(?:born|dob|d\.o\.b\.?|birth(?:day|date)?|date\s+of\s+birth)(?:\s+(?:is|was|on))*"
            rf"\s*:?\s*(?P<pii>the\s+{_DAY}(?:\s+of)?\s+{_MONTH}(?:,?\s+\d{{4}})?)\b",
            0.7,
        ),
        # "my date of birth is the nineteenth of september nineteen fifty one": a date read out
        Pattern(
            "spoken",
            r"\b(?:born|dob|d\.o\.b\.?|birth(?:day|date)?|date\s+of\s+birth)(?:\s+(?:is|was|on))*"
            rf"\s*:?\s*(?P<pii>(?:the\s+)?(?:(?!\band\b)[a-z-]+\s+){{0,4}}?{_MONTH}"
            r"(?:\s+(?!and\b)[a-z-]+){1,6})",
            0.6,
        ),
        # "dob 101124", "born 131227": six or eight digits right after a birth cue
        Pattern(
            "compact",
            r"\b(?:born|dob|d\.o\.b\.?|birth(?:day|date)?(?:\s+is)?|date\s+of\s+birth(?:\s+is)?)"
            r"(?:\s+(?:is|was))?\s*(?:on\s+|:\s*)?(?P<pii>\d{6}|\d{8})\b",
            0.6,
        ),
    )
    CONTEXT = (
        "born", "birth", "birthday", "dob", "d.o.b", "birthdate", "geburtsdatum", "geboren",
        "naissance", "nacimiento", "nascita", "nascimento", "geboortedatum", "geb", "né", "née",
        "nacido", "nacida", "nascido", "nascida",
    )  # fmt: skip
    FLAGS: ClassVar[int] = regex.IGNORECASE
