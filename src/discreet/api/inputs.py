"""The door: every text a request carries is checked and normalised here, once.

Request schemas (`api/schemas.py`, the route modules' bodies) and form fields use the
`Annotated` aliases below; nothing else in the API judges raw text. A value is refused with a
422 (the field and the reason, never the value) when it holds a NUL or another control
character, a lone surrogate (which no database or UTF-8 encoder accepts) or a Unicode
non-character, or when it is longer than its limit, or empty or too long once normalised.
Normalising means: Unicode NFC, ``\\r\\n`` and ``\\r`` read as ``\\n`` (multi-line fields only;
single-line fields refuse any line break inside), and leading and trailing whitespace
removed, so ``"returns\\n"`` from a form is ``"returns"``.

The OpenAPI document says the same of each field (`text_schema`): its length limits, and a
pattern that accepts exactly what the checks accept (whitespace at either end, around text
without the refused characters). Lone surrogates are left out of the pattern: JSON text in
UTF-8 cannot hold one, and a client generated from the document never sends one.

Dates and times (`Timestamp`) are ISO 8601 text: a number, which pydantic would read as
seconds since 1970, is refused, as the document's ``date-time`` format says.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from datetime import datetime
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, WithJsonSchema

from discreet.errors import InvalidInput

__all__ = [
    "JSON_NUMBER",
    "CategoryText",
    "JsonInt",
    "KeyText",
    "MessageText",
    "OwnerText",
    "ScopeText",
    "StatusText",
    "Timestamp",
    "TitleText",
    "ValueText",
    "clean_text",
    "one_of",
    "padded",
    "text_field",
    "text_schema",
]

# C0 and C1 controls and DEL; tab and line feed are allowed inside multi-line text only.
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_LINE_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]")
# Lone surrogates, non-characters, and the line/paragraph separators a single line refuses.
_SURROGATES = re.compile(r"[\ud800-\udfff]")
_NONCHARACTERS = re.compile(r"[\ufdd0-\ufdef\ufffe\uffff]")
_LINE_BREAKS = re.compile(r"[\u2028\u2029\u0085]")

# The same rules as JSON Schema patterns. _SPACE is what `str.strip` removes.
_SPACE = r"\t\n\x0b\x0c\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
_NONCHARACTER = r"\ufdd0-\ufdef\ufffe\uffff"
_REFUSED_IN_LINE = r"\x00-\x1f\x7f-\x9f\u2028\u2029" + _NONCHARACTER
_REFUSED_IN_TEXT = r"\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f" + _NONCHARACTER  # \r reads as \n


def clean_text(
    value: str,
    *,
    max_length: int,
    multiline: bool = False,
    min_length: int = 1,
) -> str:
    """`value` normalised (NFC, line ends, outer whitespace removed), or `InvalidInput`
    saying why it cannot be accepted. The message never repeats the value."""
    if not isinstance(value, str):
        raise InvalidInput("must be text")
    if len(value) > max_length:  # as sent: what the document's maxLength counts
        raise InvalidInput(f"must be at most {max_length} characters")
    if _SURROGATES.search(value):
        raise InvalidInput("must be valid Unicode text (it holds a lone surrogate)")
    if multiline:
        value = value.replace("\r\n", "\n").replace("\r", "\n")
    value = unicodedata.normalize("NFC", value).strip()
    if "\x00" in value:
        raise InvalidInput("must not contain a NUL character")
    if (_CONTROLS if multiline else _LINE_CONTROLS).search(value):
        raise InvalidInput(
            "must not contain control characters" + ("" if multiline else " or line breaks")
        )
    if not multiline and _LINE_BREAKS.search(value):
        raise InvalidInput("must be a single line")
    if _NONCHARACTERS.search(value):
        raise InvalidInput("must not contain Unicode non-characters")
    if len(value) < min_length:
        raise InvalidInput(
            "must not be empty" if min_length == 1 else f"must be at least {min_length} characters"
        )
    if len(value) > max_length:
        raise InvalidInput(f"must be at most {max_length} characters")
    return value


def text_field(max_length: int, *, multiline: bool = False) -> AfterValidator:
    """A pydantic validator running `clean_text`; its refusal becomes the field's 422."""

    def check(value: str) -> str:
        try:
            return clean_text(value, max_length=max_length, multiline=multiline)
        except InvalidInput as exc:
            raise ValueError(exc.message) from None

    return AfterValidator(check)


def text_schema(max_length: int, *, multiline: bool = False) -> WithJsonSchema:
    """The field's JSON Schema: what `text_field` accepts, as limits and a pattern."""
    refused = _REFUSED_IN_TEXT if multiline else _REFUSED_IN_LINE
    pattern = padded(f"[^{_SPACE}{refused}][^{refused}]*")
    kind = "multi-line text" if multiline else "a single line"
    return WithJsonSchema(
        {
            "type": "string",
            "minLength": 1,
            "maxLength": max_length,
            "pattern": pattern,
            "description": f"{kind}; no NUL or other control characters"
            + ("" if multiline else ", no line breaks inside")
            + "; whitespace at either end is removed",
        }
    )


def one_of(values: Iterable[str]) -> WithJsonSchema:
    """The JSON Schema of a text field the use case checks against `values` (400 for
    another): the document lists them, so a client sends only those."""
    return WithJsonSchema({"type": "string", "enum": list(values)})


def padded(core: str) -> str:
    """A JSON Schema pattern: `core`, with the whitespace the door removes at either end."""
    return f"^[{_SPACE}]*{core}[{_SPACE}]*$"


def _json_number(value: object) -> object:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("must be a JSON integer")
    return value


JSON_NUMBER = BeforeValidator(_json_number)
"""Refuses an integer sent as text or a boolean. Bounds go before it, so the document shows
them: ``Annotated[int, Field(ge=0), JSON_NUMBER]``."""
JsonInt = Annotated[int, JSON_NUMBER]
"""An integer sent as a JSON number (``3`` or ``3.0``), never as text or a boolean, which
pydantic would otherwise read as one."""


_DATE_FIRST = re.compile(r"\d{4}-\d{2}-\d{2}")


def _iso_text(value: object) -> object:
    if isinstance(value, datetime):
        return value
    if not isinstance(value, str) or not _DATE_FIRST.match(value):
        raise ValueError("must be an ISO 8601 date and time, like 2026-01-31T09:00:00Z")
    return value


Timestamp = Annotated[datetime, BeforeValidator(_iso_text)]
"""A date and time sent as ISO 8601 text (the document's ``date-time``), never a number."""


# The fields of the API, by what they hold. Lengths are the API's limits; the services
# check meaning (a scope's slug grammar, an owner that exists) after the door.
MessageText = Annotated[str, text_schema(4000, multiline=True), text_field(4000, multiline=True)]
TitleText = Annotated[str, text_schema(300), text_field(300)]
ScopeText = Annotated[str, text_schema(63), text_field(63)]
OwnerText = Annotated[str, text_schema(80), text_field(80)]
CategoryText = Annotated[str, text_schema(63), text_field(63)]
KeyText = Annotated[str, text_schema(63), text_field(63)]
ValueText = Annotated[str, text_schema(200), text_field(200)]
StatusText = Annotated[str, text_schema(32), text_field(32)]
