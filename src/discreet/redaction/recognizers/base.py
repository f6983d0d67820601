"""The recognizer plug-in point: one small class per kind of personal data.

A pattern recognizer declares `ENTITY`, `PATTERNS` (name, regex, score), `CONTEXT` words
that raise the score when they appear nearby, and optionally `validate()` (a checksum
such as Luhn). Patterns are compiled and checked when the class is instantiated, so a bad
regex or a score outside [0, 1] fails at start-up. Every regex runs under the message's
time budget; running out raises `RedactionTimeout` and the redactor fails closed.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import ClassVar, Final

import regex

from discreet.lookalikes import read_forms
from discreet.redaction.model import Explanation, Finding, InvalidRecognizer, RedactionTimeout

__all__ = [
    "CJK_CHAR",
    "CONTEXT_BOOST",
    "DIGITS",
    "GEORGIAN_LETTER",
    "UUID",
    "Deadline",
    "Pattern",
    "PatternRecognizer",
    "Recognizer",
    "any_form_of",
    "finditer",
    "gate_words",
]

CONTEXT_BOOST: Final = 0.35
CJK_CHAR: Final = r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]"
"""A character of Chinese, Japanese or Korean, which write no space around a number."""
GEORGIAN_LETTER: Final = r"[\u10d0-\u10ff]"
"""A letter of Georgian (Mkhedruli). Unicode gives it capitals (Mtavruli) that running text
never writes, so a Georgian word is lower case, a name too ("მე ვარ ნინო ბერიძე")."""


_UNSPACED: Final = regex.compile(rf"{CJK_CHAR}|\p{{Thai}}")


def _context_pattern(words: Iterable[str]) -> regex.Pattern[str]:
    """Any of `words`, case-blind, in any form the normalizer leaves of it (`any_form_of`):
    a whole word, except in Chinese, Japanese, Korean and Thai, which write no space between
    a word and the next or its particle ("生年月日は", "전화번호는", "วันเกิด")."""
    spaced: list[str] = []
    unspaced: list[str] = []
    for word in words:
        (unspaced if _UNSPACED.search(word) else spaced).append(word)
    parts = [r"\b" + any_form_of(spaced) + r"\b"] if spaced else []
    if unspaced:
        parts.append(any_form_of(unspaced))
    return regex.compile("|".join(parts), regex.IGNORECASE)


def any_form_of(phrases: Iterable[str]) -> str:
    """One group alternating `phrases`, each in every form the normalizer may leave of it
    (`read_forms`: Greek and Cyrillic letters that look Latin made Latin), longest first, a
    space standing for any run of white space."""
    forms = sorted({f for p in phrases for f in read_forms(p)}, key=lambda f: (-len(f), f))
    return "(?:" + "|".join(regex.escape(f).replace(r"\ ", r"\s+") for f in forms) + ")"


def gate_words(phrases: Iterable[str]) -> tuple[str, ...]:
    """`PatternRecognizer.REQUIRES` for a pattern built with `any_form_of(phrases)`: the
    longest word of each form, one of which every match holds (a short prefix such as "car"
    or "per" would be in most messages and gate nothing)."""
    return tuple(sorted({max(f.split(), key=len) for p in phrases for f in read_forms(p)}))


_DIGIT: Final = regex.compile(r"\d")
DIGITS: Final = tuple("0123456789")
"""`PatternRecognizer.REQUIRES` for a pattern that needs a digit (when the whole recognizer
does, `NEEDS_DIGIT` says so instead)."""
UUID: Final = r"(?i:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"
"""A UUID's shape, a regex without groups: a record's key, found as a customer's id and never
as a secret token."""
_BEFORE: Final = 48
_AFTER: Final = 24


class Deadline:
    """A per-message time budget shared by every regex run on that message.

    The budget is CPU time of the thread doing the redaction, not time on the wall clock:
    it bounds what a pathological input can make a pattern cost, and a message must not be
    withheld because a busy machine let its thread wait (for the GIL, for a core, or for
    the NER model another request holds). Work that is not pattern matching runs under
    `excluded()` and is not charged."""

    __slots__ = ("_cpu", "_wall")

    def __init__(self, seconds: float) -> None:
        self._wall = time.monotonic() + seconds
        self._cpu = time.thread_time() + seconds

    def remaining(self) -> float:
        # A thread's CPU time never runs ahead of the wall clock, so while wall-clock
        # budget is left the cheaper clock answers; only past it is CPU time read.
        left = self._wall - time.monotonic()
        if left > 0:
            return left
        left = self._cpu - time.thread_time()
        if left <= 0:
            raise RedactionTimeout("redaction ran past its time budget; the message is withheld")
        return left

    @contextmanager
    def excluded(self) -> Iterator[None]:
        """Run a step whose cost is bounded by the text's length, not by its shape (the
        NER model), without charging it to the budget."""
        wall, cpu = time.monotonic(), time.thread_time()
        try:
            yield
        finally:
            self._wall += time.monotonic() - wall
            self._cpu += time.thread_time() - cpu


def finditer(
    pattern: regex.Pattern[str], text: str, deadline: Deadline
) -> Iterator[regex.Match[str]]:
    """`pattern.finditer` under the deadline; running out becomes `RedactionTimeout`.

    The regex module's own timeout counts wall-clock time, which is never less than the
    thread's CPU time: when it fires before the CPU budget is spent, the thread was kept
    waiting, and the search goes on from the end of the last match it gave, with what is
    left of the budget."""
    pos = 0
    last: tuple[int, int] | None = None
    while True:
        try:
            for m in pattern.finditer(text, pos, timeout=deadline.remaining()):
                if m.span() == last:
                    continue  # an empty match given before the wait
                pos, last = m.end(), m.span()
                yield m
            return
        except TimeoutError as exc:
            try:
                deadline.remaining()
            except RedactionTimeout:
                raise RedactionTimeout(
                    "a redaction pattern ran past its time budget; the message is withheld"
                ) from exc


@dataclass(frozen=True, slots=True)
class Pattern:
    """A named regex and the score a match gets before context and validation."""

    name: str
    regex: str
    score: float

    def __post_init__(self) -> None:
        if not 0.0 <= self.score <= 1.0:
            raise InvalidRecognizer(f"pattern {self.name!r}: score must be within [0, 1]")
        if not self.name:
            raise InvalidRecognizer("a pattern needs a name")


class Recognizer(ABC):
    """Finds one or more kinds of personal data in (normalized) text."""

    NAME: ClassVar[str] = ""
    #: the kind of personal data it finds; empty for one that finds several and names each
    ENTITY: ClassVar[str] = ""

    @property
    def name(self) -> str:
        return self.NAME or type(self).__name__

    def _finding(
        self,
        start: int,
        end: int,
        score: float,
        how: str,
        *,
        entity: str = "",
        validated: bool | None = None,
        boost: float = 0.0,
    ) -> Finding:
        """A finding of `entity` (by default the recognizer's `ENTITY`), explained by `how`:
        the pattern or shape that found it."""
        return Finding(
            entity or self.ENTITY, start, end, score, Explanation(self.name, how, validated, boost)
        )

    @abstractmethod
    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        """Return findings with offsets into `text`."""


class PatternRecognizer(Recognizer):
    """Regex patterns, context words and an optional checksum, Presidio-style.

    A pattern may mark the personal part with a `(?P<pii>...)` group; otherwise the
    whole match is the finding.
    """

    ENTITY: ClassVar[str]
    PATTERNS: ClassVar[tuple[Pattern, ...]]
    CONTEXT: ClassVar[tuple[str, ...]] = ()
    FLAGS: ClassVar[int] = 0
    #: score for a match whose validate() returned False; None drops it
    INVALID_SCORE: ClassVar[float | None] = None
    #: every pattern needs a digit: a message without one is skipped without a search
    NEEDS_DIGIT: ClassVar[bool] = False
    #: pattern name -> words of its cue, one of which (lower-cased) a message must hold
    #: for the pattern to be searched at all
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {}

    def __init__(self) -> None:
        if not getattr(self, "ENTITY", ""):
            raise InvalidRecognizer(f"{type(self).__name__} declares no ENTITY")
        if not getattr(self, "PATTERNS", ()):
            raise InvalidRecognizer(f"{type(self).__name__} declares no PATTERNS")
        compiled: list[tuple[Pattern, regex.Pattern[str], tuple[str, ...]]] = []
        unknown = set(self.REQUIRES) - {p.name for p in self.PATTERNS}
        if unknown:
            raise InvalidRecognizer(f"{type(self).__name__}.REQUIRES names no pattern: {unknown}")
        for pattern in self.PATTERNS:
            try:
                rx = regex.compile(pattern.regex, self.FLAGS | regex.VERSION0)
            except regex.error as exc:
                raise InvalidRecognizer(
                    f"{type(self).__name__}.{pattern.name}: regex does not compile: {exc}"
                ) from exc
            compiled.append((pattern, rx, self.REQUIRES.get(pattern.name, ())))
        self._compiled = tuple(compiled)
        self._context = _context_pattern(self.CONTEXT) if self.CONTEXT else None

    def validate(self, value: str) -> bool | None:
        """Checksum or sanity check of a match; None when there is nothing to check."""
        return None

    def has_context(self, text: str, start: int, end: int) -> bool:
        if self._context is None:
            return False
        window = text[max(0, start - _BEFORE) : start] + " " + text[end : end + _AFTER]
        return self._context.search(window) is not None

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        out: list[Finding] = []
        if self.NEEDS_DIGIT and not _DIGIT.search(text):
            return out
        lowered = ""
        for pattern, rx, requires in self._compiled:
            if requires:
                lowered = lowered or text.lower()
                if not any(word in lowered for word in requires):
                    continue
            for m in finditer(rx, text, deadline):
                start, end = m.span("pii") if "pii" in rx.groupindex else m.span()
                if start < 0 or end <= start:
                    continue
                validated = self.validate(text[start:end])
                score = pattern.score
                if validated is False:
                    if self.INVALID_SCORE is None:
                        continue
                    score = min(score, self.INVALID_SCORE)
                elif validated is True:
                    score = max(score, 0.9)
                boost = CONTEXT_BOOST if self.has_context(text, start, end) else 0.0
                score = min(1.0, score + boost)
                out.append(
                    self._finding(
                        start, end, round(score, 3), pattern.name, validated=validated, boost=boost
                    )
                )
        return out
