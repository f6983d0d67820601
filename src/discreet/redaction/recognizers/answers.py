"""Answers in a pasted conversation: the line after a question that asks for personal data.

In a transcript, a chat log or a quoted reply the cue and the value sit on different lines:

    agent: can i take your postcode please
    caller: it's CM61XR

The value has no cue of its own, so the pattern recognizers miss it. Here a line that asks
for (or announces) one kind of personal data makes the next line's words that kind: what
follows its speaker label ("caller:", "Customer:", "> ") and filler ("yeah it's", "um").
The kind decides how much of the line the value takes: a code stops at the first word that
is not part of one, a name takes up to four words, an address or a date the rest of the line.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import ClassVar, Final

import regex

from discreet.redaction.model import Finding
from discreet.redaction.recognizers.base import Deadline, Recognizer
from discreet.redaction.recognizers.lexicon import NOT_NAMES
from discreet.redaction.recognizers.propn import english_words

__all__ = ["AnswerRecognizer"]

# what a question asks for, in order of precedence (the first that matches decides)
_ASKS: Final = (
    ("SECRET", r"\b(?:codes?|pins?|passcodes?|passwords?|otp|security\s+answer)\b"),
    ("POSTCODE", r"\b(?:post\s?code|zip(?:\s+code)?|eircode|postal\s+code)\b"),
    ("TRACKING", r"\btracking\s+(?:number|no|ref(?:erence)?|code)\b"),
    ("CUSTOMER_ID", r"\b(?:customer|account|member(?:ship)?|loyalty|booking|policy)\s+"
     r"(?:number|no|ref(?:erence)?|id)\b"),
    ("DATE_OF_BIRTH", r"\b(?:date\s+of\s+birth|dob|birthday)\b"),
    ("SSN", r"\b(?:nhs|national\s+insurance|ni|social\s+security|ssn|sin|pps|tax\s+file)\s+"
     r"(?:number|no)\b"),
    ("EMAIL", r"\be-?mail(?:\s+address)?\b"),
    ("PHONE", r"\b(?:phone|mobile|contact|telephone)(?:\s+number)?\b"
     r"|\bnumber\s+(?:it\s+)?went\s+to\b"),
    ("ADDRESS", r"\b(?:address|first\s+line)\b"),
    ("PERSON", r"\b(?:your|the)\s+(?:[\w'’]+\s+){0,2}(?:name|surname|forename)\b"
     r"|\bname\s+(?:on|of)\s+(?:the|your)\b|\bspell\s+(?:your|the)\s+(?:sur)?name\b"
     r"|\bwhat\s+name\b|\bname\s+is\s+it\s+(?:under|in)\b"
     r"|\bwhich\s+(?:driver|agent|advisor|adviser|rider|engineer|technician|courier|member\s+of"
     r"\s+staff)\b|\bwho\s+(?:helped|served|delivered)\b"),
)  # fmt: skip
# what makes a line ask (or announce) rather than mention: "can i take your postcode",
# "your login code is below", "confirm the mobile number it went to?"
_ASKING: Final = regex.compile(
    r"\?|:\s*$|\b(?:can|could|may)\s+(?:i|you|we)\b|\bwhat(?:'s|\s+is|\s+was)\b"
    r"|\b(?:please|pls|confirm|give\s+me|read\s+me|spell|take\s+your|below|and\s+(?:your|the))\b"
    r"|\bname\s+(?:on|of)\b"
    # a speaker going on to the next item: "Receptionist: and date of birth"
    r"|^[ \t>]*[\p{L}][\p{L} .'-]{0,30}:[ \t]*and\b",
    regex.I,
)
_LINE: Final = regex.compile(r"[^\n]*")
# a speaker label and filler before the value: "caller: yeah it's", "> ", "Customer: um"
_LEAD: Final = regex.compile(
    r"[ \t>]*(?:[\p{L}][\p{L} .'-]{0,30}:[ \t]*)?"
    r"(?:(?:yeah|yes|yep|sure|ok|okay|um+|uh+|erm|so|right|oh\s+yes|it'?s|it\s+is|it\s+was"
    r"|that'?s|that\s+is|i\s+think|sorry)[ \t,]+)*",
    regex.I,
)
# a code's own material: digits, digit words, single letters and alphanumeric groups
_CODE: Final = regex.compile(
    r"(?:(?:[a-z]*\d[a-z\d]*|[a-z]|zero|oh|one|two|three|four|five|six|seven|eight|nine"
    r"|double|triple|hyphen|dash|(?-i:[A-Z0-9]{2,}))(?:[ \t,./-]+|$))+",
    regex.I,
)
_HAS_DIGIT: Final = regex.compile(
    r"\d|\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b", regex.I
)
# one word that looks like a password: letters with a digit or a symbol inside
_SECRET_WORD: Final = regex.compile(
    r"(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*_])[^\s,;\"'“”‘’]{6,}(?<![.,!?])"
)
_REFERENCE: Final = regex.compile(r"[A-Za-z0-9]{5,10}(?![\w-])")
_SPELLED_LETTERS: Final = regex.compile(r"[a-z](?:[ \t]+[a-z]){3,}", regex.I)  # "m k f q y l"
_NAME: Final = regex.compile(r"(?:[\p{L}][\p{L}'’-]*(?:[ \t]+|(?=[,.;!?])|$)){1,4}")
_TRAIL: Final = " \t,.;:!?-"
_MONTHS: Final = regex.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b", regex.I
)


def _not_all_words(value: str) -> bool:
    words = [w.lower() for w in regex.findall(r"[\p{L}'’-]+", value)]
    everyday = english_words()
    return bool(words) and not all(w in everyday or w in NOT_NAMES for w in words)


# what an answer of each kind must look like beyond its question
_SHAPES: Final[dict[str, Callable[[str], bool]]] = {
    "EMAIL": lambda v: "@" in v or regex.search(r"(?i)\b(?:at|arroba)\b", v) is not None,
    "DATE_OF_BIRTH": lambda v: _HAS_DIGIT.search(v) is not None or _MONTHS.search(v) is not None,
    "ADDRESS": lambda v: (
        _HAS_DIGIT.search(v) is not None
        or regex.search(r"(?i)\b(?:street|road|lane|avenue|close|house|cottage|farm|way)\b", v)
        is not None
    ),
    "PERSON": lambda v: (
        _not_all_words(v) or regex.fullmatch(r"(?:\p{Lu}[ \t]+)+\p{Lu}", v) is not None
    ),
}


class AnswerRecognizer(Recognizer):
    NAME = "answer"
    SCORE: ClassVar[float] = 0.6

    def __init__(self) -> None:
        self._asks = tuple((entity, regex.compile(rx, regex.I)) for entity, rx in _ASKS)

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        if "\n" not in text:
            return []
        lines = [(m.start(), m.end()) for m in _LINE.finditer(text) if m.end() > m.start()]
        out: list[Finding] = []
        for n, ((q_start, q_end), (a_start, a_end)) in enumerate(itertools.pairwise(lines)):
            deadline.remaining()  # raises once the message's time budget is spent
            question = text[q_start:q_end]
            if not _ASKING.search(question):
                continue
            entity = next((e for e, rx in self._asks if rx.search(question)), None)
            if entity is None:
                continue
            answers = [(a_start, a_end)]
            if entity == "SECRET" and question.rstrip().endswith(":"):
                # "My recovery codes were:" and one code a line
                answers.extend(lines[n + 2 : n + 7])
            for start, end in answers:
                span = self._value(text, start, end, entity)
                if span is None:
                    break
                out.append(
                    self._finding(span[0], span[1], self.SCORE, entity.lower(), entity=entity)
                )
                if text[span[1] : end].strip():
                    break  # the line went on past the code: the list has ended
        return out

    @staticmethod
    def _value(text: str, start: int, end: int, entity: str) -> tuple[int, int] | None:
        lead = _LEAD.match(text, start, end)
        pos = lead.end() if lead is not None else start
        secret = _SECRET_WORD.match(text, pos, end) if entity == "SECRET" else None
        reference = _REFERENCE.match(text, pos, end) if entity == "CUSTOMER_ID" else None
        if secret is not None:
            stop = secret.end()  # "MangoLassi2019", "R0ttweiler$": a password, not a code
        elif reference is not None and reference.group().lower() not in english_words():
            stop = reference.end()  # "MKFQYL": a booking reference spelled out and closed up
        elif entity in {"SECRET", "POSTCODE", "TRACKING", "CUSTOMER_ID", "PHONE", "SSN"}:
            m = _CODE.match(text, pos, end)
            spelled = (
                entity == "CUSTOMER_ID" and _SPELLED_LETTERS.fullmatch(m.group().strip())
                if m
                else None
            )
            if m is None or not (_HAS_DIGIT.search(m.group()) or spelled):
                return None
            stop = m.end()
        elif entity == "PERSON":
            m = _NAME.match(text, pos, end)
            if m is None:
                return None
            stop = m.end()
        else:
            stop = end
        while stop > pos and text[stop - 1] in _TRAIL:
            stop -= 1
        if stop - pos < 2:
            return None
        shape = _SHAPES.get(entity)
        if shape is not None and not shape(text[pos:stop]):
            return None  # "Please confirm your email address:\nsupport team"
        return pos, stop
