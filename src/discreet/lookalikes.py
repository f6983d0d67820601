"""Characters that change how text looks without changing what it says: the invisible ones
(zero-width spaces and joiners, soft hyphens, direction marks) and the letters of other
scripts that look like Latin ones (Cyrillic "о", Greek "ο"). Everything that reads text for
what it means (the redactor, the injection screen, the input defences, the reply guard)
folds these first, from this one list.

A leaf: imports nothing of Discreet's.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["INVISIBLE", "LATIN_LOOKALIKES", "as_latin", "read_forms", "strip_invisible"]

INVISIBLE: Final = frozenset(
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200c\u200d\u200e\u200f"
    "\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff"
)
"""Soft hyphens, zero-width spaces and joiners, direction marks and fillers: no width, no
meaning, and enough to split a word past a pattern."""

_INVISIBLE_RUN: Final = re.compile("[" + "".join(sorted(INVISIBLE)) + "]+")

# From the Unicode confusables data
# (https://www.unicode.org/Public/security/latest/confusables.txt), the entries whose target
# is one Latin letter. NFKC already folds full-width and mathematical letters.
LATIN_LOOKALIKES: Final[dict[str, str]] = {
    # Cyrillic lower case
    "\u0430": "a", "\u0441": "c", "\u0501": "d", "\u0435": "e", "\u0450": "e",
    "\u0451": "e", "\u04bb": "h", "\u0456": "i", "\u0457": "i", "\u0458": "j",
    "\u043a": "k", "\u04cf": "l", "\u043e": "o", "\u0440": "p", "\u051b": "q",
    "\u0455": "s", "\u0443": "y", "\u0445": "x", "\u051d": "w", "\u0432": "b",
    "\u043d": "h", "\u043c": "m", "\u0442": "t", "\u0433": "r", "\u044c": "b",
    # Cyrillic upper case
    "\u0410": "A", "\u0412": "B", "\u0421": "C", "\u0415": "E", "\u041d": "H",
    "\u0406": "I", "\u0408": "J", "\u041a": "K", "\u041c": "M", "\u041e": "O",
    "\u0420": "P", "\u0405": "S", "\u0422": "T", "\u0425": "X", "\u0423": "Y",
    "\u051a": "Q", "\u051c": "W", "\u04c0": "I",
    # Greek lower case
    "\u03b1": "a", "\u03b2": "b", "\u03b5": "e", "\u03b7": "n", "\u03b9": "i",
    "\u03ba": "k", "\u03bd": "v", "\u03bf": "o", "\u03c1": "p", "\u03c4": "t",
    "\u03c5": "u", "\u03c7": "x", "\u03b3": "y", "\u03c9": "w", "\u03ac": "a",
    "\u03ad": "e", "\u03af": "i", "\u03cc": "o", "\u03cd": "u",
    # Greek upper case
    "\u0391": "A", "\u0392": "B", "\u0395": "E", "\u0396": "Z", "\u0397": "H",
    "\u0399": "I", "\u039a": "K", "\u039c": "M", "\u039d": "N", "\u039f": "O",
    "\u03a1": "P", "\u03a4": "T", "\u03a5": "Y", "\u03a7": "X",
    # Armenian, Latin IPA and dotless letters
    "\u0578": "n", "\u057d": "u", "\u0585": "o", "\u0561": "w", "\u0251": "a",
    "\u0261": "g", "\u0131": "i", "\u0237": "j", "\u01c0": "l", "\u0269": "i",
}  # fmt: skip
"""Latin letters for their look-alikes in Cyrillic, Greek, Armenian and IPA."""


def strip_invisible(text: str) -> str:
    """`text` without its invisible characters."""
    return _INVISIBLE_RUN.sub("", text)


def as_latin(word: str) -> str:
    """`word` in lower case with its Latin look-alikes made Latin, as the redactor's
    normalizer reads it ("κάθε" -> "kaθe"): the form a word list must hold to match."""
    return "".join(LATIN_LOOKALIKES.get(ch, ch) for ch in word).lower()


def read_forms(word: str) -> frozenset[str]:
    """`word` and, in lower case, each form the normalizer may leave of it written in lower
    case, capitalised or in capitals: the upper-case Greek "Μ" looks Latin where "μ" does
    not, so "Μαΐου" reads "maΐou" and "μαΐου" reads "μaΐou"."""
    return frozenset(
        {word.lower(), *(as_latin(form) for form in (word, word.capitalize(), word.upper()))}
    )
