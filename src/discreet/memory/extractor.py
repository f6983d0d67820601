"""Extraction: a redacted customer turn → short typed facts `{category, key, value, confidence}`.

`RuleExtractor` works offline with a handful of patterns per category:

* ``contact_preference/channel`` and ``contact_preference/avoid_channel`` —
  "please email me, don't call" → channel=email, avoid_channel=phone. Values come from a
  fixed vocabulary (email, phone, sms, post), never from the text itself;
* ``contact_preference/time`` — "call me in the evening" → evening (fixed vocabulary:
  morning, lunchtime, afternoon, evening, weekdays, weekends). A sentence that says *when*
  to contact is about timing: it does not also set the channel, so it never replaces a
  channel preference the customer gave before;
* ``language/preferred`` — "please reply in Spanish" → Spanish (fixed vocabulary);
* ``address/city`` — "my new address is [ADDRESS_1] in Manchester" → Manchester. The
  street is a session placeholder and is *not* remembered (a placeholder means nothing in a
  later session); the city is a word the customer wrote and chose to tell us;
* sensitive mentions (``health``, ``payment``, ``government_id``) are proposed only so the
  capture rules can refuse and count them; their value is a fixed word, never the text.

Each sentence gets a `Mode`: a question, a complaint or a hedged remark is not an explicit
statement, and the default rules do not capture it. Input and output are `RedactedText`
only, so nothing here can see raw PII.

`Extractor` is the port; `discreet.memory.llm_extractor.LLMExtractor` implements it with a
language model behind the chat backend, and falls back to this one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final, Protocol

from discreet.memory.model import FactCandidate, Mode
from discreet.redaction.text import RedactedText, load_stored

__all__ = [
    "Extractor",
    "RuleExtractor",
    "is_reconfirmation",
    "sentence_mode",
    "split_sentences",
]


class Extractor(Protocol):
    """Turns one redacted customer turn into fact candidates (possibly none)."""

    def extract(self, message: RedactedText) -> list[FactCandidate]: ...


def _derived(value: str) -> RedactedText:
    """Re-wrap a value cut from a `RedactedText` (or taken from a fixed vocabulary).

    A slice of redacted text is redacted text: it holds nothing the redactor let through
    whole. The capture rules still refuse any value that holds a placeholder.
    """
    return load_stored(value)


_SENTENCE: Final = re.compile(r"[^.!?;\n]+[.!?;]*")
_QUESTION_START: Final = re.compile(
    r"^\s*(?:can|could|would|will|do|does|did|is|are|was|why|how|what|when|where|who|"
    r"should|shall|may|have|has)\b",
    re.IGNORECASE,
)
_COMPLAINT: Final = re.compile(
    r"\b(?:ridiculous|unacceptable|annoy\w*|furious|angry|terrible|awful|useless|fed up|"
    r"sick of|worst|disgrace\w*|again|keeps? \w+ing|kept \w+ing|joke|pathetic|nobody|no one)\b|!!",
    re.IGNORECASE,
)
_HEDGE: Final = re.compile(
    r"\b(?:maybe|perhaps|i think|i guess|i suppose|probably|sometimes|might|not sure|"
    r"kind of|sort of|whatever|i don't know|dunno)\b",
    re.IGNORECASE,
)


def split_sentences(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) offsets of each sentence, terminators included."""
    for m in _SENTENCE.finditer(text):
        if m.group().strip():
            yield m.start(), m.end()


def sentence_mode(sentence: str) -> Mode:
    """Question, complaint, hedged remark, or an explicit statement."""
    s = sentence.strip()
    if s.endswith("?") or _QUESTION_START.match(s):
        return Mode.QUESTION
    if _COMPLAINT.search(s):
        return Mode.COMPLAINT
    if _HEDGE.search(s):
        return Mode.CASUAL
    return Mode.EXPLICIT


_CHANNEL_WORDS: Final = {
    "email": "email",
    "e-mail": "email",
    "mail": "email",
    "call": "phone",
    "phone": "phone",
    "ring": "phone",
    "telephone": "phone",
    "text": "sms",
    "sms": "sms",
    "message": "sms",
    "post": "post",
    "letter": "post",
}
_CHANNEL: Final = r"(e-?mail|mail|call|phone|telephone|ring|text|sms|message|post|letter)"
_NEGATION: Final = r"(?:don'?t|do not|never|please don'?t|stop|no)"
_NEGATIVE: Final = re.compile(
    rf"\b{_NEGATION}\s+(?:ever\s+|you\s+)?{_CHANNEL}(?:ing)?\b(?:\s+me)?", re.IGNORECASE
)
_POSITIVE_DIRECT: Final = re.compile(
    rf"(?<![\w'])(?:please\s+|pls\s+|just\s+|only\s+|rather\s+)?{_CHANNEL}\s+me\b",
    re.IGNORECASE,
)
_POSITIVE_PREFER: Final = re.compile(
    r"\b(?:i(?:'d| would)?\s+(?:prefer|rather)|i\s+like|prefer(?:ably)?|contact\s+me|"
    r"reach\s+me|get\s+in\s+touch|keep\s+me\s+(?:updated|posted)|send\s+(?:me\s+)?updates|"
    r"best\s+way\s+to\s+reach\s+me\s+is)\b[^.?!;]{0,30}?\b"
    rf"(?:by|via|over|through|on|is)?\s*{_CHANNEL}\b",
    re.IGNORECASE,
)
_NEGATED_BEFORE: Final = re.compile(rf"\b{_NEGATION}\s+(?:\w+\s+)?$", re.IGNORECASE)
_TIME_WORDS: Final = {
    "morning": "morning",
    "mornings": "morning",
    "lunchtime": "lunchtime",
    "lunch": "lunchtime",
    "afternoon": "afternoon",
    "afternoons": "afternoon",
    "evening": "evening",
    "evenings": "evening",
    "night": "evening",
    "tonight": "evening",
    "weekday": "weekdays",
    "weekdays": "weekdays",
    "weekend": "weekends",
    "weekends": "weekends",
}
_TIME: Final = re.compile(
    rf"\b(?:{_CHANNEL}(?:\s+me|\s+back)?|contact\s+me|reach\s+me|get\s+in\s+touch|"
    r"best\s+time|available|free)\b[^.?!;]{0,25}?\b(?:in\s+the|during\s+the|at|on|at\s+the|"
    r"on\s+the|over\s+the|around|after|only\s+in\s+the|any)?\s*"
    r"(mornings?|lunch(?:time)?|afternoons?|evenings?|night|tonight|weekdays?|weekends?)\b"
    r"|\b(mornings?|afternoons?|evenings?|weekdays?|weekends?)\s+(?:are|is|work)\s+best\b",
    re.IGNORECASE,
)
_AFFIRM: Final = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|correct|right|that'?s\s+(?:right|correct|still\s+\w+)|"
    r"it\s+is|still\s+(?:correct|right|the\s+same|true|valid|there)|that\s+is\s+"
    r"(?:still\s+)?(?:right|correct))\b",
    re.IGNORECASE,
)
_DENY: Final = re.compile(
    r"\b(?:no|not|nope|wrong|incorrect|changed|moved|anymore|any\s+more|isn'?t|old)\b",
    re.IGNORECASE,
)

_LANGUAGES: Final = (
    "English",
    "Spanish",
    "French",
    "German",
    "Italian",
    "Portuguese",
    "Dutch",
    "Polish",
    "Welsh",
    "Arabic",
)
_LANGUAGE: Final = re.compile(
    r"\b(?:reply|respond|answer|speak|write|talk|communicate|prefer|language\s+is)\b"
    r"[^.?!;]{0,20}?\b(?:in\s+)?(" + "|".join(_LANGUAGES) + r")\b",
    re.IGNORECASE,
)

_CITY: Final = r"([A-Z][a-z'’-]+(?:[ -](?:upon|on|under|in|le|de|[A-Z][a-z'’-]+)){0,3})"
_CITY_PATTERNS: Final = (
    re.compile(
        r"(?i:\bmy\s+(?:new\s+)?(?:home\s+|delivery\s+|shipping\s+|postal\s+)?address\s+"
        rf"is\b[^.?!;]*?\bin)\s+{_CITY}"
    ),
    re.compile(
        r"(?i:\bi(?:'ve|\s+have)?\s+(?:just\s+|recently\s+)?moved\s+(?:house\s+)?(?:to|in))"
        rf"\s+(?:\[[A-Z][A-Z0-9_]*_\d+\],?\s+(?:in\s+)?)?{_CITY}"
    ),
    re.compile(rf"(?i:\bi\s+(?:now\s+)?live\s+in)\s+{_CITY}"),
    re.compile(rf"(?i:\b(?:i'm|i\s+am)\s+now\s+(?:living\s+|based\s+)?in)\s+{_CITY}"),
)
_STREET_ONLY: Final = re.compile(
    r"\bmy\s+(?:new\s+)?(?:home\s+|delivery\s+|shipping\s+)?address\s+is\s+(\[ADDRESS_\d+\])",
    re.IGNORECASE,
)
_NOT_CITY: Final = frozenset(
    "I Please Thanks Thank The A An It My Monday Tuesday Wednesday Thursday Friday Saturday "
    "Sunday January February March April May June July August September October November "
    "December Street Road Avenue Lane".split()
)

_SENSITIVE: Final = (
    (
        "health",
        "condition",
        re.compile(
            r"\b(?:i(?:'m| am)\s+(?:diabetic|pregnant|disabled|deaf|blind|allergic)|"
            r"my\s+(?:doctor|diagnosis|condition|medication|disability|illness|therapist)|"
            r"i\s+have\s+(?:diabetes|cancer|asthma|epilepsy|adhd|depression|anxiety))\b",
            re.IGNORECASE,
        ),
    ),
    (
        "payment",
        "method",
        re.compile(
            r"\b(?:my\s+(?:credit\s+|debit\s+)?card|my\s+bank\s+(?:account|details)|iban|"
            r"sort\s+code)\b|\[(?:CARD|IBAN|BANK_ACCOUNT)_\d+\]",
            re.IGNORECASE,
        ),
    ),
    (
        "government_id",
        "document",
        re.compile(
            r"\b(?:passport|national\s+insurance|social\s+security|ssn|driver'?s\s+licen[cs]e)"
            r"\b|\[(?:SSN|PASSPORT|NATIONAL_ID|NINO|TAX_ID)_\d+\]",
            re.IGNORECASE,
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class RuleExtractor:
    """The offline, rule-based extractor. Deterministic; see the module docstring."""

    explicit_confidence: float = 0.9
    inferred_confidence: float = 0.75

    def extract(self, message: RedactedText) -> list[FactCandidate]:
        text = message.value
        found: dict[tuple[str, str], FactCandidate] = {}

        def offer(category: str, key: str, value: str, confidence: float, mode: Mode) -> None:
            # The first explicit mention in the turn wins over anything said in passing.
            held = found.get((category, key))
            if held is None or (held.mode is not Mode.EXPLICIT and mode is Mode.EXPLICIT):
                found[(category, key)] = FactCandidate(
                    category, key, _derived(value), confidence, mode
                )

        for start, end in split_sentences(text):
            sentence = text[start:end]
            mode = sentence_mode(sentence)
            self._contact(sentence, mode, offer)
            self._language(sentence, mode, offer)
            self._address(sentence, mode, offer)
            for category, key, pattern in _SENSITIVE:
                if pattern.search(sentence):
                    offer(category, key, "stated", self.explicit_confidence, mode)
        return list(found.values())

    def _contact(self, sentence: str, mode: Mode, offer: _Offer) -> None:
        timing = _TIME.search(sentence)
        if timing is not None and not _NEGATIVE.search(sentence):
            word = (timing.group(2) or timing.group(3) or "").lower()
            offer("contact_preference", "time", _TIME_WORDS[word], self.explicit_confidence, mode)
            return  # about when, not how: the channel preference stays as it is
        avoid = {_CHANNEL_WORDS[m.group(1).lower()] for m in _NEGATIVE.finditer(sentence)}
        wanted: list[str] = []
        for pattern in (_POSITIVE_PREFER, _POSITIVE_DIRECT):
            for m in pattern.finditer(sentence):
                if _NEGATED_BEFORE.search(sentence[: m.start()]) or _NEGATIVE.match(
                    sentence, m.start()
                ):
                    continue
                channel = _CHANNEL_WORDS[m.group(1).lower()]
                if channel not in avoid:
                    wanted.append(channel)
        if wanted:
            offer("contact_preference", "channel", wanted[0], self.explicit_confidence, mode)
        for channel in sorted(avoid - set(wanted[:1])):
            offer("contact_preference", "avoid_channel", channel, self.explicit_confidence, mode)
            break

    def _language(self, sentence: str, mode: Mode, offer: _Offer) -> None:
        m = _LANGUAGE.search(sentence)
        if m:
            language = m.group(1).capitalize()
            offer("language", "preferred", language, self.explicit_confidence, mode)

    def _address(self, sentence: str, mode: Mode, offer: _Offer) -> None:
        for pattern in _CITY_PATTERNS:
            m = pattern.search(sentence)
            if m is None:
                continue
            city = _trim_city(m.group(1))
            if city:
                confidence = (
                    self.explicit_confidence
                    if "address" in sentence.lower() or "moved" in sentence.lower()
                    else self.inferred_confidence
                )
                offer("address", "city", city, confidence, mode)
                return
        m = _STREET_ONLY.search(sentence)
        if m:
            # Only a placeholder: proposed so the rules refuse (and count) it.
            offer("address", "street", m.group(1), self.explicit_confidence, mode)


class _Offer(Protocol):
    def __call__(
        self, category: str, key: str, value: str, confidence: float, mode: Mode
    ) -> None: ...


def _trim_city(raw: str) -> str:
    words = raw.split()
    while words and (words[-1] in _NOT_CITY or words[-1].islower()):
        words.pop()
    if not words or words[0] in _NOT_CITY:
        return ""
    return " ".join(words)


def is_reconfirmation(message: RedactedText) -> bool:
    """True when the customer's turn says that what we asked about is still right ("Yes,
    that is still correct", "yep", "still the same"); a "no" or a change is not."""
    text = message.value.replace("’", "'").strip()
    if not text or "?" in text or len(text.split()) > 12 or not _AFFIRM.match(text):
        return False
    rest = _AFFIRM.sub("", text, count=1)
    return not _DENY.search(rest)
