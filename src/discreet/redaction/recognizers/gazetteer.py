"""Person names from a first-name / surname gazetteer, in positions where names occur.

The lists are the 1990 US Census name files (public domain) as shipped by the `names`
package (MIT); when it is not installed the recognizer finds nothing. A gazetteer hit alone
is weak evidence (Will, Rose, Young are words too), so a finding needs a shape as well:

* ``first`` / ``first_last``: a capitalised first name followed by capitalised words or
  initials ("Zoe Young", "Sari J. Paavolainen"), scored 0.6; ``first_last`` when the next
  word is a listed surname and neither is an everyday word;
* ``single``: a capitalised first name alone, not at the start of a sentence and not an
  everyday English word, scored 0.5;
* ``possessive``: a capitalised first name or surname before 's ("Møller's"), scored 0.5;
* ``pair``: two capitalised names joined by "and", "&" or a comma ("Marrero and Murphy"),
  at least one a listed name, scored 0.5.

In a message typed all in lower case the normalizer capitalises every content word, so
capital letters carry no signal there; the redactor then keeps only ``first_last``.
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import ClassVar, Final

import regex

from discreet.redaction.model import Finding
from discreet.redaction.recognizers.base import Deadline, Recognizer, finditer
from discreet.redaction.recognizers.lexicon import (
    BUSINESS_END,
    CALENDAR_WORDS,
    NOT_NAMES,
    STREET_WORDS,
    SURNAME_JOINERS,
    SURNAME_PARTICLES,
    UNIT_WORDS,
    data_lines,
)
from discreet.redaction.recognizers.propn import english_words, is_everyday

__all__ = [
    "AMBIGUOUS_FIRST_NAMES",
    "LIST_JOIN",
    "GazetteerNameRecognizer",
    "NameListRecognizer",
    "NameLists",
    "load_name_lists",
    "load_world_first_names",
]

# First names that are everyday English words; they need a second name or a cue.
_AMBIGUOUS: Final = frozenset(
    """will rose may june april august mark bill grant hope faith joy art pat sue don guy
    ray jack carol dawn summer iris ruby amber crystal penny major king young page lane long
    sky angel baby bud buck chase chance chip clay cliff dale dean dell dot earl frank gene
    glen hunter ivy jewel lee lily mercy miles misty rich rob rusty sandy sterling storm
    violet wade ward warren woody autumn destiny harmony heaven honey precious star river
    rain eve china georgia virginia carolina florida austin dallas houston paris jordan
    victoria india asia sharon israel kay lou mae max mo pearl sunny tommie van vernon
    blue gray grey green white black brown bell ben golden love page price royal sage
    case holly ivory jasmine jade june lavender liberty marina olive opal pepper poppy
    rocky rod rowan rusty scarlett shelby sierra silver tuesday valentine victory wendy
    wood april said emerald""".split()
)
AMBIGUOUS_FIRST_NAMES: Final = _AMBIGUOUS
"""First names that are everyday English words; a name list alone cannot tell them."""
_NOT_PART: Final = NOT_NAMES | STREET_WORDS | UNIT_WORDS | CALENDAR_WORDS

_CAP: Final = r"\p{Lu}[\p{Ll}\p{Lu}'’-]*\p{Ll}[\p{Ll}'’-]*"
_INITIAL: Final = r"\p{Lu}\.?(?=[ \t]+\p{Lu})"
_RUN: Final = regex.compile(
    rf"(?<![\w'’.-])(?P<run>{_CAP}(?:[ \t]+(?:{_INITIAL}|{_CAP})){{0,3}})(?P<poss>['’]s\b)?"
)
# a first name in any case after words that introduce, address or sign as a person ("hi im
# sven", "gift for tomasz", "-- Tariq"); only listed first names that are no everyday word
_AFTER_INTRO: Final = regex.compile(
    r"(?i:\b(?:i'?m|im|i\s+am|this\s+is|for|from|thanks|thank\s+you|thx|cheers|regards)[ \t,]+"
    r"|(?:^|\n)[ \t]*-{1,2}[ \t]*)(?P<name>\p{L}[\p{L}'’-]+)(?![\w'’-])"
)
# a name signing off the message: "ok great - rohan", "ta x Mingyu", "quicker - Thiago"
_SIGN_OFF_END: Final = regex.compile(
    r"(?:[ \t][-–—]{1,2}|\b(?i:x{1,3})"
    r"|(?i:\b(?:thanks|thx|cheers|ta|regards|merci(?:\s+beaucoup)?|danke(?:\s+sch[öo]n)?|gracias"
    r"|grazie(?:\s+mille)?|obrigad[oa]|dank\s+je(?:\s+wel)?|bedankt)[ \t,!.]+(?:x{1,3}[ \t]+)?))"
    r"[ \t]*(?P<name>\p{L}[\p{L}'’-]+)(?P<rest>(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})[ \t!.xX]*\Z"
)
# "hi its autumn, ...", "this is Sunny again": a self-introduction strong enough for a
# first name that is also a word
_SELF_INTRO: Final = regex.compile(
    r"(?i:\b(?:hi|hello|hey|hiya)\b[ \t,!]*(?:it'?s|this\s+is|i'?m|im)[ \t]+"
    r"|\b(?:it'?s|this\s+is)[ \t]+(?=\p{L}+[ \t]+again\b))(?P<name>\p{L}[\p{L}'’-]+)"
    r"(?=[ \t]*[,.!]|[ \t]+again\b|[ \t]+here\b)"
)
# "priya here, ...", "hi team, bình here.", "mateus again lol": a name opening a message
# (after a greeting and whom it greets) that says who is writing
_HERE_INTRO: Final = regex.compile(
    r"(?:^|\n)[ \t]*(?i:(?:hi|hello|hey|hiya|morning|good\s+(?:morning|afternoon|evening))"
    r"(?:[ \t]+\p{L}+)?[ \t]*[,!]+[ \t]*)?"
    r"(?P<name>\p{L}[\p{L}'’-]+)"
    r"(?=[ \t]+(?i:here|again)(?:[ \t]+(?i:again|lol|btw))?[ \t]*(?:[,.!;:-]|$))"
)
# "im kavya, ...", "my name is xiuying.": a name the lists lack, introduced and set off
_INTRO_UNLISTED: Final = regex.compile(
    r"(?i:\b(?:i'?m|im|i\s+am|my\s+name\s+is|my\s+name'?s|this\s+is)[ \t]+)"
    r"(?P<name>\p{L}[\p{L}'’-]{2,})(?=[ \t]*[,.!;]|[ \t]+(?:here|again|from)\b)"
)
LIST_JOIN: Final = r"(?:[ \t]*,[ \t]*|[ \t]+(?:and|&|or)[ \t]+)"
"""What joins two items of a list: a comma, "and", "&" or "or"."""
_PAIR: Final = regex.compile(rf"(?<![\w'’-])(?P<a>{_CAP}){LIST_JOIN}(?P<b>{_CAP})(?![\w'’-])")
_ITEM: Final = r"\p{L}[\p{L}'’-]+"
# "silvana, adam, christopher and caleb": three or more single words, the last after "and".
_ENUMERATION: Final = regex.compile(
    rf"(?<![\w'’-]){_ITEM}(?:[ \t]*,[ \t]*{_ITEM}){{1,}}[ \t]*,?[ \t]*(?:and|&|or)[ \t]+{_ITEM}"
    r"(?![\w'’-])",
    regex.IGNORECASE,
)
_ITEMS: Final = regex.compile(_ITEM)
_SENTENCE_START: Final = regex.compile(r"(?:^|[.!?:;\"“”(\[>*#-]|\n)[ \t]*$")


class NameLists:
    """Lower-cased first names and surnames."""

    __slots__ = ("first", "last")

    def __init__(self, first: frozenset[str], last: frozenset[str]) -> None:
        self.first = first
        self.last = last

    def __bool__(self) -> bool:
        return bool(self.first or self.last)

    def with_first_names(self, names: frozenset[str]) -> NameLists:
        return NameLists(self.first | names, self.last)


@functools.lru_cache(maxsize=4)
def _ranked(package: str, name: str) -> tuple[str, ...]:
    """A census list's names in lower case, most frequent first, read once."""
    data = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    return tuple(line.split()[0].lower() for line in data.splitlines() if line[:1].isalpha())


def _read(package: str, name: str) -> frozenset[str]:
    return frozenset(_ranked(package, name))


@functools.lru_cache(maxsize=1)
def load_name_lists() -> NameLists:
    """The census name lists from the installed `names` package, with the given names of
    `data/given_names.txt` (common outside the US); empty when `names` is absent."""
    try:
        first = _read("names", "dist.male.first") | _read("names", "dist.female.first")
        last = _read("names", "dist.all.last")
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        return NameLists(frozenset(), frozenset())
    first |= _given_names()
    return NameLists(
        frozenset(w for w in first if len(w) > 2 and w not in _NOT_PART),
        frozenset(w for w in last if len(w) > 2 and w not in _NOT_PART),
    )


COMMON_SURNAME_RANKS: Final = 2000
"""How many of the census's surnames, most frequent first, count as common (ranked 2,000th:
about 0.005% of people)."""


@functools.lru_cache(maxsize=1)
def load_common_surnames() -> frozenset[str]:
    """The census's most frequent surnames (`COMMON_SURNAME_RANKS` of them, lower case):
    "Love" and "Becker" are among them, "Southern", "Border" and "Wisdom" are not. Empty when
    `names` is absent."""
    try:
        return frozenset(_ranked("names", "dist.all.last")[:COMMON_SURNAME_RANKS])
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        return frozenset()


def _given_names() -> set[str]:
    return set(data_lines("given_names.txt"))


@functools.lru_cache(maxsize=1)
def load_world_first_names() -> frozenset[str]:
    """Given names of some eighty locales that the census lists lack
    (`data/world_first_names.txt`, built from Faker's lists by
    `scripts/world_first_names.py`), for the person judge alone: evidence that a candidate
    is a name, never a reason to propose one. Seventeen thousand names from some eighty
    languages hold everyday words of those languages, so a recognizer that proposed from them
    would find names in ordinary text; the judge weighs them beside the words around."""
    return frozenset(w for w in data_lines("world_first_names.txt") if w not in _NOT_PART)


def _sentence_initial(text: str, start: int) -> bool:
    return _SENTENCE_START.search(text, max(0, start - 4), start) is not None or start == 0


# the small words inside a surname ("duarte ventura de sequeira", "Ortega y Gasset")
_JOINS_A_SURNAME: Final = frozenset((*SURNAME_PARTICLES, *SURNAME_JOINERS))


class GazetteerNameRecognizer(Recognizer):
    NAME = "name_gazetteer"
    ENTITY: ClassVar[str] = "PERSON"

    def __init__(self, lists: NameLists | None = None) -> None:
        self._lists = lists if lists is not None else load_name_lists()
        self._everyday = english_words()

    @property
    def available(self) -> bool:
        return bool(self._lists)

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        if not self._lists:
            return []
        first, last = self._lists.first, self._lists.last
        out: list[Finding] = []
        everyday = self._everyday
        for m in finditer(_RUN, text, deadline):
            words = m.group("run").split()
            starts = [m.start("run")]
            for w in words[1:]:
                starts.append(text.index(w, starts[-1] + 1))
            # cut the run at words that cannot be part of a name ("Zoe Young employs")
            keep = 0
            while keep < len(words) and words[keep].rstrip(".").lower() not in _NOT_PART:
                keep += 1
            # and after a first name and a surname, at an everyday word on no name list
            # ("ginger beer gluten free": the normalizer capitalised a lower-case message)
            keep = next(
                (
                    i
                    for i, w in enumerate(words[:keep])
                    if i >= 2
                    and (low := w.rstrip(".").lower()) not in first
                    and low not in last
                    and low not in _JOINS_A_SURNAME
                    and low in everyday
                ),
                keep,
            )
            words, starts = words[:keep], starts[:keep]
            if not words:
                continue
            if words[-1][-2:] in ("'s", "’s"):
                words[-1] = words[-1][:-2]  # the possessive is not part of the name
            lowered = [w.rstrip(".").lower() for w in words]
            end = starts[-1] + len(words[-1])
            head = lowered[0]
            if len(words) > 1 and head in first and (head not in _AMBIGUOUS or lowered[1] in last):
                full = (
                    head not in _AMBIGUOUS and lowered[1] in last and lowered[1] not in _AMBIGUOUS
                )
                out.append(self._finding(starts[0], end, 0.6, "first_last" if full else "first"))
            elif len(words) > 1:
                continue
            elif m.group("poss") and (head in first or head in last) and head not in _AMBIGUOUS:
                out.append(self._finding(starts[0], end, 0.5, "possessive"))
            elif (
                head in first and head not in _AMBIGUOUS and not _sentence_initial(text, starts[0])
            ):
                out.append(self._finding(starts[0], end, 0.5, "single"))
        for m in finditer(_AFTER_INTRO, text, deadline):
            word = m.group("name").lower()
            if word in first and word not in _AMBIGUOUS | _NOT_PART | everyday:
                out.append(self._finding(m.start("name"), m.end("name"), 0.5, "after_intro"))
        for m in (*finditer(_SELF_INTRO, text, deadline), *finditer(_HERE_INTRO, text, deadline)):
            word = m.group("name").lower()
            if word in first or (word not in _NOT_PART and word not in everyday):
                out.append(self._finding(m.start("name"), m.end("name"), 0.5, "self_intro"))
        for rx in (_INTRO_UNLISTED, _SIGN_OFF_END):
            for m in finditer(rx, text, deadline):
                word = m.group("name").lower()
                plain = is_everyday(word)
                if word in _NOT_PART or (plain and word not in first):
                    continue  # "thanks, Facilities", "regards, Accounts Payable"
                if word in first and word in _AMBIGUOUS:
                    continue
                rest = m.group("rest").split() if "rest" in rx.groupindex else []
                if rest and word not in first and BUSINESS_END.fullmatch(rest[-1]):
                    continue  # "thanks, Oakridge Lettings": a business signs
                end = m.end("rest") if "rest" in rx.groupindex else m.end("name")
                out.append(self._finding(m.start("name"), end, 0.5, "self_intro"))
        for m in finditer(_PAIR, text, deadline):
            a, b = m.group("a").lower(), m.group("b").lower()
            if a in _NOT_PART or b in _NOT_PART or a in _AMBIGUOUS or b in _AMBIGUOUS:
                continue
            if (a in first or a in last) or (b in first or b in last):
                out.append(self._finding(m.start("a"), m.end("a"), 0.5, "pair"))
                out.append(self._finding(m.start("b"), m.end("b"), 0.5, "pair"))
        return out


class NameListRecognizer(Recognizer):
    """An enumeration of single words that is mostly first names is a list of people.

    "they had 6: silvana, adam, christopher, kristina, chad and caleb": every item is a
    PERSON when at least half of the items, and at least two, are listed first names that
    are not everyday words, and no item is a stop word, calendar or street word. Case
    plays no part, so it also works in text typed all in lower case; "may, june and july"
    or "rose, lily and ivy" stay as they are."""

    NAME = "name_list"
    ENTITY: ClassVar[str] = "PERSON"
    SCORE: ClassVar[float] = 0.5

    def __init__(self, lists: NameLists | None = None) -> None:
        self._lists = lists if lists is not None else load_name_lists()

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        if not self._lists:
            return []
        out: list[Finding] = []
        for m in finditer(_ENUMERATION, text, deadline):
            items = [
                (i.start(), i.end(), i.group().lower())
                for i in _ITEMS.finditer(text, m.start(), m.end())
                if i.group().lower() not in ("and", "or")
            ]
            if len(items) < 3 or any(w in _NOT_PART for _, _, w in items):
                continue
            names = sum(w in self._lists.first and w not in _AMBIGUOUS for _, _, w in items)
            if names < 2 or 2 * names < len(items):
                continue
            out.extend(self._finding(a, b, self.SCORE, "list") for a, b, _ in items)
        return out
