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

from discreet.lookalikes import read_forms
from discreet.redaction.recognizers.gazetteer import load_name_lists
from discreet.redaction.recognizers.lexicon import data_lines

__all__ = ["capitalises_nouns", "is_foreign", "is_stop_word"]

_LANGUAGES: Final = ("de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da")
# Languages added later, whose stop words include given names and surnames ("ali" is Croatian
# "but", "ada" Indonesian "there is", "anh" Vietnamese "you"): those on the name lists are
# left out, so that a message naming "Ali and Ada" still reads as English.
_MORE_LANGUAGES: Final = (
    "nb", "fi", "cs", "sk", "hu", "ro", "hr", "sl", "tr", "id", "el", "ca", "vi", "ru", "uk",
    "bg", "et", "he", "ar", "lv", "lb", "hy", "bn",
)  # fmt: skip
_WORD: Final = regex.compile(r"[^\W\d_]+")


def _stop_words(code: str) -> set[str]:
    words: set[str] = importlib.import_module(f"spacy.lang.{code}.stop_words").STOP_WORDS
    # Vietnamese lists its compounds with "_" between the syllables ("bao_nhiêu")
    return {w for w in words if len(w) > 1 and "_" not in w and " " not in w}


@functools.cache
def _foreign_stop_words() -> frozenset[str]:
    words: set[str] = set()
    for code in _LANGUAGES:
        words |= _stop_words(code)
    lists = load_name_lists()
    # and the project's own, of languages whose spaCy list is missing or short
    # (data/stop_words.txt: Estonian, Maltese, Kinyarwanda, Swahili)
    more = set(data_lines("stop_words.txt"))
    for code in _MORE_LANGUAGES:
        more |= _stop_words(code)
    words |= {w for w in more if w not in lists.first and w not in lists.last}
    # the redactor reads a copy whose letters that look Latin were made Latin ("κάθε" is read
    # "kaθe", "Меня" "Mehя"): the stop words are known in those forms too, capitalised too
    words |= {form for w in words for form in read_forms(w)}
    return frozenset(words) - ENGLISH


def _stop_word_counts(text: str, theirs: frozenset[str]) -> tuple[int, int]:
    """How many of `text`'s words are in `theirs`, and how many are English stop words."""
    words = [w.lower() for w in _WORD.findall(text)]
    return sum(w in theirs for w in words), sum(w in ENGLISH for w in words)


def is_foreign(text: str) -> bool:
    """True when `text` reads as another language than English (see the module)."""
    theirs, ours = _stop_word_counts(text, _foreign_stop_words())
    return theirs > ours and (theirs >= 2 or ours == 0)


@functools.cache
def _german_stop_words() -> frozenset[str]:
    return frozenset(_stop_words("de")) - ENGLISH


def capitalises_nouns(text: str) -> bool:
    """True when `text` reads as German, which capitalises every noun ("die Rechnung", "und
    Versand"): more German stop words than English ones, and at least two."""
    theirs, ours = _stop_word_counts(text, _german_stop_words())
    return theirs >= 2 and theirs > ours


def is_stop_word(word: str) -> bool:
    """A lower-case stop word of English or of one of the other languages checked."""
    return word in ENGLISH or word in _foreign_stop_words()
