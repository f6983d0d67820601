"""Person names NER labels wrongly or not at all: proper nouns that are not English words.

spaCy's small NER often calls an unfamiliar surname an organisation or a place ("Unlike the
Sokolov novel", "ex-Zombie Kastner", "Franciska's kid"), or misses it. Its part-of-speech
tagger is more robust there: such a word is still tagged a proper noun (NNP). A word tagged
NNP that is written like a name (a capital, then lower-case letters) and is not an English
dictionary word is redacted as PERSON with a low score. The English word list is the GCIDE
dictionary as shipped by the `english-words` package (MIT); without it, the rule is off.

Dictionary words stay out ("Princess", "Royal", "Orchestra"), so title-cased phrases are
left alone; so are tokens NER marks as dates or numbers, and street, unit and calendar
words. An organisation name that is not a dictionary word is redacted too: recall first.

The recognizer reads tagged tokens, not raw text, so that it can share the spaCy run NER
already pays for (the tagger adds about 0.1 ms a message on top of the shared tok2vec).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import ClassVar, Final, NamedTuple

import regex

from discreet.lookalikes import as_latin
from discreet.redaction.model import Explanation, Finding
from discreet.redaction.recognizers.lexicon import (
    CALENDAR_WORDS,
    NOT_NAMES,
    STREET_WORDS,
    UNIT_WORDS,
    data_lines,
)

__all__ = ["ProperNounRecognizer", "TaggedToken", "a_typo", "english_words"]

_PROPER_TAGS: Final = frozenset({"NNP", "NNPS"})
_NOT_PERSON_ENTS: Final = frozenset(
    {"DATE", "TIME", "CARDINAL", "ORDINAL", "MONEY", "PERCENT", "QUANTITY", "LANGUAGE"}
)
# A place NER recognises, right after a place preposition ("in Manchester", "from
# Austria"), is left alone: a town or country on its own is not a direct identifier (street
# addresses and postcodes have their own recognizers), and durable memory keeps "my address
# is in Manchester" as a city the customer chose to share.
_PLACE_ENTS: Final = frozenset({"GPE", "LOC"})
_PLACE_PREPOSITION: Final = regex.compile(
    r"\b(?:in|from|to|near|at|around|outside|across|into)\s+$", regex.IGNORECASE
)
_NAME_SHAPE: Final = regex.compile(r"\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*")
_SKIP: Final = NOT_NAMES | STREET_WORDS | UNIT_WORDS | CALENDAR_WORDS


class TaggedToken(NamedTuple):
    """One token of a tagged text: offsets, fine-grained tag and NER label ('' if none)."""

    start: int
    end: int
    tag: str
    ent: str


@functools.lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """Lower-case English dictionary words (GCIDE); empty when `english-words` is absent."""
    try:
        # the package ships no type information
        from english_words import get_english_words_set  # type: ignore[import-untyped]
    except ModuleNotFoundError:
        return frozenset()
    return frozenset(get_english_words_set(["gcide"], lower=True, alpha=True)) | everyday_words()


def is_everyday(word: str) -> bool:
    """A lower-case word that is an everyday word, or an inflection of one."""
    return is_word_or_inflection(word, english_words())


def is_past_participle(word: str) -> bool:
    """An everyday word in its "-ed" form ("rejected", "blocked"), any case: after "my
    password was" or "my login is" it says what happened to the thing, never what it is."""
    lowered = word.lower()
    return lowered.endswith("ed") and lowered.isalpha() and is_everyday(lowered)


# suffix, what the stem may end in instead, shortest stem: "facilities" -> "facility",
# "worried" -> "worry", "boxes" -> "box", "accounts" -> "account", "ordered" -> "order",
# "wrapping" -> "wrap"
_INFLECTIONS: Final = (
    ("ies", ("y",), 2),
    ("ied", ("y",), 2),
    ("es", ("",), 2),
    ("s", ("",), 2),
    ("ing", ("", "e", "-"), 3),
    ("ed", ("", "e", "-"), 3),
    ("d", ("",), 3),
)


def is_word_or_inflection(word: str, words: frozenset[str]) -> bool:
    """`word` (lower case) is one of `words`, or a plural, past or -ing form of one the list
    does not hold ("facilities", "boxes", "shipped", "wrapping", "ordered"). A "-" ending
    undoes a doubled consonant ("shipped" -> "ship")."""
    if word in words:
        return True
    for suffix, endings, shortest in _INFLECTIONS:
        stem = word.removesuffix(suffix)
        if stem == word or len(stem) < shortest:
            continue
        for ending in endings:
            if ending == "-":
                if stem[-1] == stem[-2] and stem[:-1] in words:
                    return True
            elif stem + ending in words:
                return True
    return False


def a_typo(word: str) -> bool:
    """A letter more or less makes `word` (lower case, in no dictionary) an everyday word,
    or it is one with a letter drawn out: "brokn", "tommorow", "nevr", "sooo"."""
    if any(is_everyday(regex.sub(r"(.)\1{2,}", rep, word)) for rep in (r"\1", r"\1\1")):
        return True
    shorter = (word[:i] + word[i + 1 :] for i in range(len(word)))
    longer = (
        word[:i] + letter + word[i:]
        for i in range(len(word) + 1)
        for letter in "abcdefghijklmnopqrstuvwxyz"
    )
    return any(is_everyday(w) for w in (*shorter, *longer) if len(w) > 2)


@functools.lru_cache(maxsize=1)
def everyday_words() -> frozenset[str]:
    """Text spellings and the common words of languages customers mix into English
    (data/everyday_words.txt): everyday words too, though no English dictionary lists them.
    Each also in the form the redactor reads it, its letters that look Latin made Latin
    ("ευχαριστώ" is read with a Latin "x" and "o")."""
    words = frozenset(data_lines("everyday_words.txt"))
    return words | {as_latin(w) for w in words}


class ProperNounRecognizer:
    NAME: ClassVar[str] = "proper_noun"
    ENTITY: ClassVar[str] = "PERSON"
    SCORE: ClassVar[float] = 0.4

    def __init__(self, words: Iterable[str] | None = None) -> None:
        self._words = frozenset(words) if words is not None else english_words()

    @property
    def name(self) -> str:
        return self.NAME

    @property
    def available(self) -> bool:
        return bool(self._words)

    def analyze_tokens(self, text: str, tokens: Iterable[TaggedToken]) -> list[Finding]:
        if not self._words:
            return []
        out: list[Finding] = []
        for tok in tokens:
            if tok.tag not in _PROPER_TAGS or tok.ent in _NOT_PERSON_ENTS:
                continue
            if tok.ent in _PLACE_ENTS and _PLACE_PREPOSITION.search(text, 0, tok.start):
                continue
            word = text[tok.start : tok.end]
            if len(word) < 3 or _NAME_SHAPE.fullmatch(word) is None:
                continue
            lowered = word.lower()
            if lowered in _SKIP or is_word_or_inflection(lowered, self._words):
                continue
            out.append(
                Finding(
                    self.ENTITY,
                    tok.start,
                    tok.end,
                    self.SCORE,
                    Explanation(self.NAME, tok.tag, None, 0.0),
                )
            )
        return out
