"""Is a message written in English? The small English NER model and its tagger read the
capitalised nouns of German ("Ihre Hilfe", "Können Sie") and the phrases of other languages
("reçu mon colis") as names, so their word alone does not make a name in other languages.

The test is cheap and needs no model (nor a cache, which would keep the raw message text in
memory): the message's words are counted against spaCy's stop
word lists, English against the other languages support mail arrives in. A message with
more stop words of those languages than English ones, and at least two of them (or one and
no English one: "Frau Anna Schmidt hat angerufen"), is not English."""

from __future__ import annotations

import functools
import importlib
from typing import Final

import regex
from spacy.lang.en.stop_words import STOP_WORDS as ENGLISH

__all__ = ["is_foreign", "is_stop_word"]

_LANGUAGES: Final = ("de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da")
_WORD: Final = regex.compile(r"[^\W\d_]+")


@functools.cache
def _foreign_stop_words() -> frozenset[str]:
    words: set[str] = set()
    for code in _LANGUAGES:
        words |= importlib.import_module(f"spacy.lang.{code}.stop_words").STOP_WORDS
    return frozenset(w for w in words if len(w) > 1) - ENGLISH


def is_foreign(text: str) -> bool:
    """True when `text` reads as another language than English (see the module)."""
    foreign = _foreign_stop_words()
    words = [w.lower() for w in _WORD.findall(text)]
    theirs = sum(1 for w in words if w in foreign)
    ours = sum(1 for w in words if w in ENGLISH)
    return theirs > ours and (theirs >= 2 or ours == 0)


def is_stop_word(word: str) -> bool:
    """A lower-case stop word of English or of one of the other languages checked."""
    return word in ENGLISH or word in _foreign_stop_words()
