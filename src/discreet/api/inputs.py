"""The door: every text a request carries is checked and normalised here, once.

Request schemas (`api/schemas.py`, the route modules' bodies) and form fields use the
`Annotated` aliases below; nothing else in the API judges raw text. A value is refused with a
422 (the field and the reason, never the value) when it holds a NUL or another control
character, a lone surrogate (which no database or UTF-8 encoder accepts) or a Unicode
non-character, or when it is empty or too long once normalised. Normalising means: Unicode
NFC, ``\\r\\n`` and ``\\r`` read as ``\\n`` (multi-line fields only; single-line fields refuse
any line break inside), and leading and trailing whitespace removed, so ``"returns\\n"`` from
a form is ``"returns"``.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Annotated

from pydantic import AfterValidator

from discreet.errors import InvalidInput

__all__ = [
    "CategoryText",
    "KeyText",
    "MessageText",
    "OwnerText",
    "ScopeText",
    "StatusText",
    "TitleText",
    "ValueText",
    "clean_text",
    "text_field",
]

# C0 and C1 controls and DEL; tab and line feed are allowed inside multi-line text only.
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_LINE_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]")
# Lone surrogates, non-characters, and the line/paragraph separators a single line refuses.
_SURROGATES = re.compile(r"[\ud800-\udfff]")
_NONCHARACTERS = re.compile(r"[\ufdd0-\ufdef\ufffe\uffff]")
_LINE_BREAKS = re.compile(r"[\u2028\u2029\u0085]")


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


# The fields of the API, by what they hold. Lengths are the API's limits; the services
# check meaning (a scope's slug grammar, an owner that exists) after the door.
MessageText = Annotated[str, text_field(4000, multiline=True)]
TitleText = Annotated[str, text_field(300)]
ScopeText = Annotated[str, text_field(63)]
OwnerText = Annotated[str, text_field(80)]
CategoryText = Annotated[str, text_field(63)]
KeyText = Annotated[str, text_field(63)]
ValueText = Annotated[str, text_field(200)]
StatusText = Annotated[str, text_field(32)]
