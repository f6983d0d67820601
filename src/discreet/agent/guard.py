"""The output guard: nothing leaves a turn that is not this customer's own.

Runs after generation and before anything is stored or returned. `guard_reply` finds every
identifier-shaped string in a reply - placeholders ``[TYPE_N]``, emails (also ``(at)`` /
``(dot)`` spellings), phone numbers and long digit runs, card numbers and card fragments
("ending in 4242"), order-id-like codes (``ABC-12345``, ``#123456``, "order number X1234"),
postcodes, street addresses and PO boxes, dates tied to an account ("member since ...",
"date of birth ..."), and capitalised person-name pairs after a cue ("Mr Smith",
"customer Maria Gonzalez") - and replaces each one that the `AllowList` does not cover
with ``[removed]``.

The whole reply is replaced by the handoff message (``blocked=True``) when it

* quotes the system rules (8 or more consecutive words of them),
* contains a sandbox marker (or a look-alike),
* needed more than ``max_removals`` removals, or
* carries a link, a code or a business email address that the cited policy passages do not
  hold or that points outside the tenant's allowed link domains (`discreet.agent.links`;
  only when the `AllowList` has `links`).

`StreamGuard` is the incremental form for streaming replies. It releases text only once no
identifier can still grow across the release point: it holds back the last `HOLD_CHARS`
characters (longer than any identifier pattern can match) and never cuts through a found
identifier. What it releases, followed by its final tail, equals `guard_reply` on the
whole reply; when the reply must be blocked it stops releasing and `finish()` says so.

Results carry counts and reason codes only, never the removed text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from discreet.agent.links import ReplySources, unsourced
from discreet.agent.model import HANDOFF_MESSAGE
from discreet.agent.prompt import SYSTEM_RULES, find_forged_markers
from discreet.lookalikes import strip_invisible
from discreet.redaction import RedactionConfig, Redactor
from discreet.redaction.entities import PLACEHOLDER
from discreet.redaction.redactor import sentence_around

__all__ = [
    "DEFAULT_MAX_REMOVALS",
    "HOLD_CHARS",
    "REMOVED",
    "UNANALYSABLE",
    "AllowList",
    "Detector",
    "GuardResult",
    "StreamGuard",
    "find_identifiers",
    "guard_reply",
    "name_detector",
    "quotes_system_rules",
]

REMOVED: Final = "[removed]"
UNANALYSABLE: Final = "unanalysable"
"""Span kind for text an extra finder could not judge; it blocks the reply (fail closed)."""

Detector = Callable[[str], Sequence[tuple[int, int, str]]]
"""An extra identifier finder (e.g. a NER model behind the redactor): ``(start, end, kind)``
spans in the given text that are not known to be this customer's own. Its spans are judged
by the `AllowList` like the pattern finds; if it raises, the reply is blocked."""
DEFAULT_MAX_REMOVALS: Final = 3
ECHO_WORDS: Final = 8
MAX_MATCH_CHARS: Final = 150
"""No identifier pattern below can match more than this many characters (tested)."""
HOLD_CHARS: Final = MAX_MATCH_CHARS + 2
"""How much trailing text `StreamGuard` holds back before deciding about it."""
_SCAN_STEP: Final = 96
_PHONE_TAIL: Final = 9

_WS = re.compile(r"\s+")
_WORD = re.compile(r"[a-z0-9]+")


def _norm(text: str) -> str:
    return _WS.sub(" ", text).strip().casefold()


def _digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())


@dataclass(frozen=True, slots=True)
class AllowList:
    """What a reply to this customer may contain.

    `placeholders` are the customer's own pseudonyms (``"[EMAIL_1]"``); `identifiers` their
    own profile values and order ids; `passages` the text of the policy passages given to
    the model (anything appearing in one verbatim is company text and allowed).
    `system_prompt` is the rules text a reply must not quote. `denied` holds identifiers
    known to belong to *someone else* (another customer's order ids): they are never
    allowed, even where a passage contains them. Build it with `AllowList.build` (alias
    `for_turn`), which precomputes the normalised lookups.
    """

    placeholders: frozenset[str]
    identifiers: frozenset[str]
    passage_blob: str
    digit_keys: frozenset[str]
    phone_keys: frozenset[str] = frozenset()
    system_prompt: str = SYSTEM_RULES
    denied: frozenset[str] = frozenset()
    denied_digits: frozenset[str] = frozenset()
    links: ReplySources | None = None
    """Where links and codes may come from (`discreet.agent.links`); None: not checked."""

    @classmethod
    def build(
        cls,
        *,
        placeholders: Iterable[str] = (),
        identifiers: Iterable[str] = (),
        passages: Iterable[str] = (),
        system: str = SYSTEM_RULES,
        denied: Iterable[str] = (),
        links: ReplySources | None = None,
    ) -> AllowList:
        """Normalise the allow-list once per turn; `system` is the prompt's rules text;
        `links` turns on the link-and-code rule."""
        deny = frozenset(_norm(i) for i in denied if i.strip())
        deny_digits = frozenset(d for d in (_digits(i) for i in deny) if len(d) >= 4)
        idents = frozenset(_norm(i) for i in identifiers if i.strip()) - deny
        digit_keys = frozenset(
            d for d in (_digits(i) for i in idents) if len(d) >= 4 and d not in deny_digits
        )
        blob = "\n".join(_norm(p) for p in passages)
        return cls(
            placeholders=frozenset(p.strip() for p in placeholders),
            identifiers=idents,
            passage_blob=blob,
            digit_keys=digit_keys,
            phone_keys=frozenset(d[-_PHONE_TAIL:] for d in digit_keys if len(d) >= _PHONE_TAIL),
            system_prompt=system,
            denied=deny,
            denied_digits=deny_digits,
            links=links,
        )

    for_turn = build

    def allows(self, kind: str, text: str) -> bool:
        if kind == "placeholder":
            return text in self.placeholders or _norm(text) in self.passage_blob
        key = _norm(text)
        if self.denied and self._is_denied(key):
            return False
        if key in self.identifiers or (key and key in self.passage_blob):
            return True
        if kind in _DIGIT_KINDS:
            digits = _digits(text)
            if len(digits) >= 4 and digits in self.digit_keys:
                return True
            # The same phone number written nationally or internationally.
            return (
                kind == "phone"
                and len(digits) >= _PHONE_TAIL
                and digits[-_PHONE_TAIL:] in self.phone_keys
            )
        return False

    def _is_denied(self, key: str) -> bool:
        if key in self.denied or any(d in key for d in self.denied):
            return True
        digits = _digits(key)
        return len(digits) >= 4 and digits in self.denied_digits

    def __repr__(self) -> str:
        return (
            f"AllowList(placeholders={len(self.placeholders)}, "
            f"identifiers={len(self.identifiers)}, passages=[secure])"
        )


@dataclass(frozen=True, slots=True)
class GuardResult:
    text: str
    blocked: bool
    removed: int
    reasons: tuple[str, ...]

    def __repr__(self) -> str:
        return (
            f"GuardResult(blocked={self.blocked}, removed={self.removed}, "
            f"reasons={self.reasons!r}, text=[secure])"
        )


# --- identifier patterns -------------------------------------------------------------------
# Each entry: (kind, regex). When the regex has a group named "id", only that group is
# replaced; the rest of the match is context (a cue word). Every quantifier is bounded so a
# match never exceeds MAX_MATCH_CHARS; the streaming guard relies on it.

_NAME_WORD = r"[A-Z][a-z]{1,20}(?:[-'][A-Z][a-z]{1,20})?"
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]{0,6}\.?"
_STREET = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|"
    r"Terrace|Close|Crescent|Square|Sq|Parkway|Pkwy|Highway|Hwy|Gardens|Row|Mews)"
)
_PATTERNS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    ("placeholder", PLACEHOLDER),
    (
        "email",
        re.compile(
            r"(?<![\w.+%-])[A-Za-z0-9._%+-]{1,40}"
            r"(?:@|\s?[(\[](?:at|AT)[)\]]\s?)"
            r"[A-Za-z0-9-]{1,24}"
            r"(?:(?:\.|\s?[(\[](?:dot|DOT)[)\]]\s?)[A-Za-z0-9-]{1,20}){1,3}"
        ),
    ),
    ("card", re.compile(r"(?<![\d.,])(?:\d[ -]?){12,18}\d(?![\d])")),
    (
        "card",
        re.compile(
            r"(?i:\b(?:ending|ends)\s(?:in|with)\s|\blast\s(?:4|four)\s(?:digits\s)?"
            r"(?:are\s|of\s\w{1,20}\s)?)(?P<id>\d{4})\b"
        ),
    ),
    (
        "account_date",
        re.compile(
            r"(?i:\b(?:born(?:\son)?|birthday(?:\sis)?|date\sof\sbirth(?:\sis)?|dob|"
            r"member\ssince|customer\ssince|joined(?:\son)?|signed\sup(?:\son)?|"
            r"account\s(?:was\s)?(?:opened|created)(?:\son)?)[\s:,]{1,3})"
            r"(?P<id>\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|(?:\d{1,2}\s)?"
            + _MONTH
            + r"(?:\s\d{1,2}(?:st|nd|rd|th)?)?,?\s\d{4})"
        ),
    ),
    (
        "order_id",
        re.compile(r"\b[A-Z]{2,4}-\d{4,12}\b|(?<![\w&])#\d{5,12}\b"),
    ),
    (
        "order_id",
        re.compile(
            r"(?i:\border\s?(?:number|no\.?|id|#|reference|ref\.?)\s?(?:is\s)?[:#]?\s?)"
            r"(?P<id>[A-Za-z0-9](?:[A-Za-z0-9-]){4,20})\b"
        ),
    ),
    (
        "phone",
        re.compile(
            r"(?<![\w+#])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?"
            r"(?:\d{2,6}(?:[\s.-]\d{2,6}){1,4}|\d{7,15})(?![\w])"
        ),
    ),
    (
        "postcode",
        re.compile(
            r"\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b"  # UK
            r"|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b"  # Canada
            r"|(?<=\b[A-Z]{2}\s)\d{5}(?:-\d{4})?\b"  # US: state + ZIP
        ),
    ),
    (
        "postcode",
        re.compile(
            r"(?i:\b(?:zip\scode|zip|postcode|post\scode|postal\scode)(?:\sis)?[\s:]{1,3})"
            r"(?P<id>[A-Za-z0-9](?:[A-Za-z0-9 -]){2,8}[A-Za-z0-9])\b"
        ),
    ),
    (
        "address",
        re.compile(
            r"\b\d{1,5}[A-Za-z]?\s(?:[A-Z][a-z]{1,20}\s){1,3}" + _STREET + r"\b"
            r"(?:,?\s(?:Apt|Apartment|Suite|Unit|Flat)\.?\s?#?[A-Za-z0-9]{1,6})?"
            r"|\bP\.?\s?O\.?\s?Box\s\d{1,8}\b"
        ),
    ),
    (
        "person_name",
        re.compile(
            r"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam)\.?\s"
            r"(?P<id>" + _NAME_WORD + r"(?:\s" + _NAME_WORD + r"){0,2})"
        ),
    ),
    (
        "person_name",
        re.compile(
            r"(?i:\b(?:customer|client|user|account\sholder|name\sis|named|called|dear|hello|"
            r"hi|hey|contact|ask\sfor|speak\s(?:to|with)|attn:?|attention:?|cc:?|husband|wife|"
            r"son|daughter|mother|father|mom|mum|dad|friend|sister|brother|partner|colleague|"
            r"neighbou?r|regards,?|sincerely,?|thanks,?|signed,?)\s)"
            r"(?P<id>" + _NAME_WORD + r"(?:\s" + _NAME_WORD + r"){1,2})"
        ),
    ),
)
_DIGIT_KINDS: Final = frozenset({"card", "phone", "order_id", "postcode", "account_date"})

# Capitalised words that are not names: the person-name rule ignores pairs containing one.
_NOT_NAME_WORDS = """
    customer client support service services team care center centre desk department
    policy policies returns return refund refunds shipping delivery billing account accounts
    order orders store shop online premium gold silver platinum member members membership
    plus pro standard express priority international domestic manager agent assistant
    monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december christmas easter black
    cyber day week month year thanks thank hello dear regards best kind warm sincerely the
    our your their this that we you they it terms conditions privacy notice gift card cards
    credit debit visa mastercard amex paypal apple google amazon help faq section chapter
    item items product products warranty guarantee company inc ltd llc gmbh pay klarna
    clearpay afterpay express american royal mail dpd ups dhl fedex usps evri hermes parcelforce
    tier tiers advisor adviser lead leader supervisor duty owner courier carrier app website"""
_NOT_NAMES: Final = frozenset(_NOT_NAME_WORDS.split())

_DATE_SHAPE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}")
_DECIMAL = re.compile(r"\d{1,5}\.\d{2}")


@dataclass(frozen=True, slots=True)
class _Span:
    start: int
    end: int
    kind: str


def _valid(kind: str, text: str) -> bool:
    if kind == "phone":
        if len(_digits(text)) < 7 or _DATE_SHAPE.fullmatch(text.strip()):
            return False
        return not _DECIMAL.fullmatch(text.strip())
    if kind in ("order_id", "postcode"):
        return any(c.isdigit() for c in text)
    if kind == "person_name":
        return not any(w.casefold() in _NOT_NAMES for w in re.split(r"[\s'-]", text) if w)
    return True


_POSTCODE_ANCHOR = re.compile(r"[A-Z]\d|\b[A-Z]{2}\s\d{5}")
_CAP_PAIR = re.compile(r"[A-Z][a-z]{1,20}(?:[-'][A-Z][a-z]{1,20})?\s[A-Z][a-z]")
_DIGIT = re.compile(r"\d")


def _triggers(text: str) -> tuple[bool, ...]:
    """Cheap anchor tests, one per entry of `_PATTERNS`: False means it cannot match.

    Each test is a necessary condition of its pattern (a character, a cue word, a digit
    count, or a tiny anchor regex), so skipping a pattern whose anchor is absent gives the
    same spans as running it; the streaming guard's reasoning is unaffected. On ordinary
    replies most patterns are skipped, which is where the guard's speed comes from.
    """
    folded = text.casefold()
    digits = len(_DIGIT.findall(text))
    cap_pair = _CAP_PAIR.search(text) is not None
    return (
        "[" in text,  # placeholder
        "@" in text or "(at" in folded or "[at" in folded,  # email
        digits >= 13,  # card number
        digits >= 4 and ("end" in folded or "last" in folded),  # card fragment
        digits > 0 and any(w in folded for w in _DATE_CUES),  # account date
        digits >= 4 and ("-" in text or "#" in text),  # order id
        digits > 0 and "order" in folded,  # order id after a cue
        digits >= 7,  # phone
        digits > 0 and _POSTCODE_ANCHOR.search(text) is not None,  # postcode
        digits > 0 and ("zip" in folded or "post" in folded),  # postcode after a cue
        digits > 0,  # address, PO box (the pattern is cheaper than any anchor)
        any(h in folded for h in _TITLE_CUES),  # title + name
        cap_pair,  # person name after a cue: always two capitalised words
    )


_TITLE_CUES: Final = ("mr", "ms", "mx", "miss", "dr", "prof", "sir", "madam")
_DATE_CUES: Final = ("born", "birth", "dob", "since", "joined", "signed up", "opened", "created")


def _find_spans(text: str) -> list[_Span]:
    """All identifier spans in `text`, non-overlapping, earliest and longest first."""
    found: list[_Span] = []
    for (kind, pattern), triggered in zip(_PATTERNS, _triggers(text), strict=True):
        if not triggered:
            continue
        for match in pattern.finditer(text):
            if "id" in pattern.groupindex:
                start, end = match.span("id")
            else:
                start, end = match.span()
            if start < end and _valid(kind, text[start:end]):
                found.append(_Span(start, end, kind))
    return _non_overlapping(found)


def _non_overlapping(spans: Iterable[_Span]) -> list[_Span]:
    """`spans` in order, earliest and then longest first; a span overlapping one already
    kept is dropped."""
    chosen: list[_Span] = []
    last_end = -1
    for span in sorted(spans, key=lambda s: (s.start, -(s.end - s.start))):
        if span.start >= last_end:
            chosen.append(span)
            last_end = span.end
    return chosen


def find_identifiers(text: str) -> list[tuple[str, str]]:
    """Every identifier-shaped string in `text` as ``(kind, value)``, in order.

    Kinds: ``placeholder``, ``email``, ``card``, ``account_date``, ``order_id``, ``phone``,
    ``postcode``, ``address``, ``person_name``. For audits that must look at stored text;
    callers must not log the values.
    """
    clean = strip_invisible(text)
    return [(s.kind, clean[s.start : s.end]) for s in _find_spans(clean)]


@lru_cache(maxsize=8)
def _rule_ngrams(system_prompt: str) -> frozenset[tuple[str, ...]]:
    words = _WORD.findall(system_prompt.casefold())
    return frozenset(tuple(words[i : i + ECHO_WORDS]) for i in range(len(words) - ECHO_WORDS + 1))


def quotes_system_rules(text: str, system_prompt: str = SYSTEM_RULES) -> bool:
    """True when `text` contains 8 or more consecutive words of `system_prompt`."""
    grams = _rule_ngrams(system_prompt)
    words = _WORD.findall(text.casefold())
    return any(
        tuple(words[i : i + ECHO_WORDS]) in grams for i in range(len(words) - ECHO_WORDS + 1)
    )


@dataclass(frozen=True, slots=True)
class _Decision:
    disallowed: tuple[_Span, ...]
    block_reasons: tuple[str, ...]


def _decide(
    text: str,
    spans: list[_Span],
    allowed: AllowList,
    system_prompt: str,
    max_removals: int,
    *,
    upto: int | None = None,
) -> _Decision:
    """Judge `spans` of `text`; the marker and echo checks look at ``text[:upto]`` only."""
    bad = tuple(s for s in spans if not allowed.allows(s.kind, text[s.start : s.end]))
    checked = text if upto is None else text[:upto]
    reasons: list[str] = []
    if find_forged_markers(checked):
        reasons.append("sandbox_marker")
    if quotes_system_rules(checked, system_prompt):
        reasons.append("system_rules_echo")
    if len(bad) > max_removals:
        reasons.append("too_many_identifiers")
    if any(s.kind == UNANALYSABLE for s in bad):
        reasons.append("unanalysable")
    if allowed.links is not None:
        reasons.extend(unsourced(checked, allowed.links, skip=[(s.start, s.end) for s in spans]))
    return _Decision(bad, tuple(reasons))


def _render(text: str, start: int, end: int, bad: Iterable[_Span]) -> str:
    out: list[str] = []
    pos = start
    for span in bad:
        if span.start < start or span.end > end:
            continue
        out.append(text[pos : span.start])
        out.append(REMOVED)
        pos = span.end
    out.append(text[pos:end])
    return "".join(out)


def _result(text: str, decision: _Decision) -> GuardResult:
    kinds = sorted({s.kind for s in decision.disallowed})
    reasons = tuple(kinds) + decision.block_reasons
    if decision.block_reasons:
        return GuardResult(HANDOFF_MESSAGE, True, len(decision.disallowed), reasons)
    rendered = _render(text, 0, len(text), decision.disallowed)
    return GuardResult(rendered, False, len(decision.disallowed), reasons)


def _merge(spans: list[_Span], extra: Iterable[_Span]) -> list[_Span]:
    """`spans` plus `extra`, overlaps resolved the same way as `_find_spans` does."""
    more = list(extra)
    if not more:
        return spans
    return _non_overlapping([*spans, *more])


def _detected(detect: Detector | None, text: str, offset: int = 0) -> list[_Span]:
    if detect is None or not text:
        return []
    try:
        found = detect(text)
    except Exception:  # a detector that fails makes the text unjudgeable: fail closed
        return [_Span(offset, offset + len(text), UNANALYSABLE)]
    out: list[_Span] = []
    for start, end, kind in found:
        if 0 <= start < end <= len(text):
            out.append(_Span(start + offset, end + offset, kind))
    return out


def guard_reply(
    text: str,
    *,
    allowed: AllowList,
    system_prompt: str | None = None,
    max_removals: int = DEFAULT_MAX_REMOVALS,
    detect: Detector | None = None,
) -> GuardResult:
    """Remove identifiers that are not allowed; block the reply when it cannot be saved.

    `system_prompt` defaults to ``allowed.system_prompt``; `detect` adds identifier spans
    found by another finder (a NER model), judged like the pattern finds.
    """
    rules = allowed.system_prompt if system_prompt is None else system_prompt
    clean = strip_invisible(text)
    spans = _merge(_find_spans(clean), _detected(detect, clean))
    return _result(clean, _decide(clean, spans, allowed, rules, max_removals))


_RESCAN_CONTEXT: Final = MAX_MATCH_CHARS + 16
"""How far before the release point a windowed re-scan starts (patterns need left context)."""
_ECHO_CONTEXT: Final = 400
"""Characters before the release point re-checked for a system-rules quote (>= 8 words)."""
_MARKER_CONTEXT: Final = 32


class StreamGuard:
    """Incremental `guard_reply` for a streamed reply.

    ``feed(delta)`` returns the text that is safe to release now (possibly ""), and
    ``finish()`` the result for the whole reply. When the result is not blocked,
    ``released + tail`` equals ``finish().text``, which equals ``guard_reply`` on the whole
    reply (with a `detect` finder, the finder sees the text piece by piece instead). When it
    is blocked, the caller replaces what it showed with ``finish().text`` (the handoff); the
    text released before that contained no disallowed identifier.

    Each release re-scans only a window: from a little before the previous release point
    (identifier patterns need left context) to the end of the buffer, so a long reply costs
    linear time, not quadratic. Removals are counted across windows.
    """

    def __init__(
        self,
        *,
        allowed: AllowList,
        system_prompt: str | None = None,
        max_removals: int = DEFAULT_MAX_REMOVALS,
        detect: Detector | None = None,
    ) -> None:
        self._allowed = allowed
        self._system_prompt = allowed.system_prompt if system_prompt is None else system_prompt
        self._max_removals = max_removals
        self._detect = detect
        self._buf = ""
        self._src_released = 0
        self._scanned_at = 0
        self._removed = 0
        self._extra: list[_Span] = []  # detector spans in the released text, absolute
        self._released: list[str] = []
        self._blocked = False
        self._result: GuardResult | None = None
        self.tail = ""
        """After `finish()`: the text still to release (empty when blocked)."""

    @property
    def released(self) -> str:
        return "".join(self._released)

    @property
    def blocked(self) -> bool:
        return self._blocked

    def feed(self, delta: str) -> str:
        if self._result is not None:
            raise RuntimeError("StreamGuard.feed() after finish()")
        self._buf += strip_invisible(delta)  # kept when blocked: finish() judges it all
        if self._blocked or not delta:
            return ""
        if len(self._buf) - self._scanned_at < HOLD_CHARS + _SCAN_STEP:
            return ""
        return self._advance()

    def _window_start(self, back: int) -> int:
        """A whitespace position at least `back` characters before the release point."""
        target = self._src_released - back
        if target <= 0:
            return 0
        ws = max(self._buf.rfind(c, 0, target) for c in (" ", "\n", "\t"))
        return max(ws, 0)

    def _advance(self) -> str:
        buf = self._buf
        self._scanned_at = len(buf)
        limit = len(buf) - HOLD_CHARS
        start = self._src_released
        cut = max((buf.rfind(ws, start, limit) for ws in (" ", "\n", "\t")), default=-1)
        if cut <= start:
            return ""
        base = self._window_start(_RESCAN_CONTEXT)
        window = [
            _Span(s.start + base, s.end + base, s.kind)
            for s in _find_spans(buf[base:])
            if s.start + base >= start
        ]
        fresh = [s for s in _detected(self._detect, buf[start:], start) if s.start < cut]
        spans = [s for s in _merge(window, fresh) if s.start < cut]
        for span in spans:
            if span.start < cut < span.end:
                cut = span.start
        if cut <= start:
            return ""
        spans = [s for s in spans if s.end <= cut]
        bad = [s for s in spans if not self._allowed.allows(s.kind, buf[s.start : s.end])]
        checked_from = self._window_start(_ECHO_CONTEXT)
        if (
            any(s.kind == UNANALYSABLE for s in bad)
            or self._removed + len(bad) > self._max_removals
            or find_forged_markers(buf[max(0, start - _MARKER_CONTEXT) : cut])
            or quotes_system_rules(buf[checked_from:cut], self._system_prompt)
            or self._unsourced(buf[start:cut], [(s.start - start, s.end - start) for s in spans])
        ):
            self._blocked = True
            return ""
        self._removed += len(bad)
        self._extra.extend(s for s in spans if s in fresh)
        piece = _render(buf, start, cut, bad)
        self._src_released = cut
        self._released.append(piece)
        return piece

    def _unsourced(self, piece: str, skip: list[tuple[int, int]]) -> bool:
        """A link or code in `piece` without a source. Links and codes hold no whitespace
        and a release point is whitespace, so each one lies within a single piece."""
        links = self._allowed.links
        return links is not None and bool(unsourced(piece, links, skip=skip))

    def finish(self) -> GuardResult:
        if self._result is not None:
            return self._result
        buf = self._buf
        extra = [
            *self._extra,
            *_detected(self._detect, buf[self._src_released :], self._src_released),
        ]
        spans = _merge(_find_spans(buf), extra)
        result = _result(
            buf, _decide(buf, spans, self._allowed, self._system_prompt, self._max_removals)
        )
        released = self.released
        if not result.blocked and not result.text.startswith(released):
            # Cannot happen by construction; fail closed rather than store a mismatch.
            result = GuardResult(
                HANDOFF_MESSAGE, True, result.removed, (*result.reasons, "stream_mismatch")
            )
        self._blocked = result.blocked
        self.tail = "" if result.blocked else result.text[len(released) :]
        self._result = result
        return result


# --- names the patterns cannot see ----------------------------------------------------------
# A language model can name a person with nothing beside the name: no title, no cue that the
# patterns above need, lower case, a possessive, a list. `name_detector` asks the redactor's
# analysis about the reply (NER, name lists, cue rules) and keeps the names that are not this
# customer's own, not words of the policy passages given to the model, not on the tenant's
# allow-list and not ordinary support vocabulary.

_DETECTED_KINDS: Final = {
    "PERSON": "person_name",
    "DATE_OF_BIRTH": "account_date",
    "IBAN": "account_number",
    "SSN": "national_id",
}
"""Redactor entities the guard asks about; its own patterns see the other identifier shapes
(emails, phones, order ids, addresses, cards) without NER."""

_NAME_WORDS = re.compile(r"[^\W\d_][\w'’-]*")
_TOKENS = re.compile(r"[^\W_]+")
_TITLES: Final = frozenset("mr mrs ms miss mx dr prof sir madam".split())
# Words after which the next one to three words, written in lower case, may be a person's
# name: the probe capitalises them so the redactor can judge them as it judges "Dana Okafor".
_NAME_CUE = re.compile(
    r"(?i)\b(?:mr|mrs|ms|miss|mx|dr|prof|colleague|customer|client|user|member|shopper|"
    r"buyer|named|called|person|friend|husband|wife|partner|agent|advisor|adviser)\b\.?,?\s+"
)
_NOT_AFTER_CUE: Final = frozenset(
    """a an the and or but is was were are has had have will would can could should may might
    must do does did who which that this these those it its also too already asked said told
    reported wrote called named got gets received returned ordered bought paid had here there
    in on at of for with from to by as about just only still then so if not no yes his her their
    our your my service services support care team account accounts id number numbers""".split()
)
_LIST_ITEM = r"[A-Z][\w'’-]+(?: [A-Z][\w'’-]+){0,2}"
_NAME_LIST = re.compile(rf"{_LIST_ITEM}(?:(?:, | and | or |, and ){_LIST_ITEM})+")
_ITEM = re.compile(_LIST_ITEM)
# A capitalised word or run that acts as a person: the subject of a person's verb, or the
# owner in a possessive ("Emeka Nwosu reported", "Tomasz asked", "Magdalena Wójcik's").
_ACTOR = re.compile(
    r"(?<![\w'’-])((?:[A-Z][\w'’-]+ ){0,2}[A-Z][\w'’-]*[a-z][\w'’-]*)"
    r"(?=['’]s\b| (?:also |too |just |already )?(?:had|has|have|reported|asked|returned|said|"
    r"got|received|ordered|bought|paid|wrote|called|phoned|emailed|contacted|complained|"
    r"claimed|mentioned|told|requested|exchanged|cancelled|canceled)\b)"
)


def _lifted_after_cues(text: str) -> str:
    """`text` with lower-case words after a person cue capitalised (same length, so offsets
    into the result are offsets into `text`)."""
    if not _NAME_CUE.search(text):
        return text
    chars = list(text)
    for cue in _NAME_CUE.finditer(text):
        pos = cue.end()
        for _ in range(3):
            word = _NAME_WORDS.match(text, pos)
            if word is None or word.group().casefold() in _NOT_AFTER_CUE:
                break
            if word.group()[0].islower():
                chars[word.start()] = word.group()[0].upper()
            pos = word.end()
            while pos < len(text) and text[pos] == " ":
                pos += 1
    return "".join(chars)


def _name_words(value: str) -> list[str]:
    # Titles and a possessive's "s" ("Dana's" -> dana) say nothing about whose name it is.
    parts = _TOKENS.findall(value.replace("’", "'").casefold())
    return [w for w in parts if w not in _TITLES and w != "s"]


def name_detector(
    redactor: Redactor,
    *,
    config: RedactionConfig,
    own_values: Iterable[str] = (),
    passages: Iterable[str] = (),
) -> Detector:
    """A `Detector` for person names (and a few ids) that only the redactor's analysis sees.

    A name is reported unless every word of it is the customer's own (`own_values`: what
    the session's vault holds for this customer, what they wrote), a word of the policy
    `passages` given to the model, on the tenant's allow-list (`config`), or ordinary
    support vocabulary. Lower-case words after a person cue ("your colleague priya
    natarajan") are shown to the redactor capitalised, and a name the redactor's address
    rule swallowed ("by the way, Dana Okafor") is looked for again in its sentence alone.
    """
    own = frozenset(w for v in own_values for w in _name_words(v))
    policy = frozenset(w for p in passages for w in _name_words(p))
    listed = frozenset(w for v in config.allow_list for w in _name_words(v))

    def known_name(value: str) -> bool:
        if config.allows(value):
            return True
        words = _name_words(value)
        return all(w in own or w in policy or w in listed or w in _NOT_NAMES for w in words)

    def detect(text: str) -> list[tuple[int, int, str]]:
        probe = _lifted_after_cues(text)
        spans: list[tuple[int, int, str]] = []
        for finding in redactor.analyze(probe, config=config):
            if finding.entity in ("ADDRESS", "LOCATION"):
                # The address rule can swallow a name next to a comma; judge the sentence
                # alone (what is really an address the patterns above see by its shape).
                left, right = sentence_around(probe, finding.start, finding.end)
                if (left, right) == (0, len(probe)):
                    continue
                for inner in redactor.analyze(probe[left:right], config=config):
                    start, end = inner.start + left, inner.end + left
                    if (
                        inner.entity == "PERSON"
                        and start < finding.end
                        and end > finding.start
                        and not known_name(text[start:end])
                    ):
                        spans.append((start, end, "person_name"))
                continue
            kind = _DETECTED_KINDS.get(finding.entity)
            if kind is None:
                continue
            value = text[finding.start : finding.end]
            if kind == "person_name":
                if known_name(value):
                    continue
            elif all(w in own for w in _name_words(value)):
                continue  # the customer's own (an id they gave)
            spans.append((finding.start, finding.end, kind))
        spans.extend(_actors(text, spans, known_name))
        return spans + _list_siblings(text, spans, known_name)

    return detect


def _actors(
    text: str, spans: list[tuple[int, int, str]], known: Callable[[str], bool]
) -> list[tuple[int, int, str]]:
    """Capitalised words the analysis missed that act as a person in the sentence."""
    found: list[tuple[int, int, str]] = []
    for match in _ACTOR.finditer(text):
        start, end = match.span(1)
        # Leading known words ("Yesterday", "The") are not part of the name.
        for word in _ITEM_WORD.finditer(text, start, end):
            if not known(word.group()):
                start = word.start()
                break
        else:
            continue
        if known(text[start:end]) or any(s < end and start < e for s, e, _ in spans):
            continue
        found.append((start, end, "person_name"))
    return found


_ITEM_WORD = re.compile(r"[A-Z][\w'’-]*")


def _list_siblings(
    text: str, spans: list[tuple[int, int, str]], known: Callable[[str], bool]
) -> list[tuple[int, int, str]]:
    """Names listed beside a found one ("Dana, Priya and Tomasz"): an item of the same list
    that is not known vocabulary is a name too, whether or not the analysis saw it."""
    names = [(s, e) for s, e, k in spans if k == "person_name"]
    if not names:
        return []
    taken = {(s, e) for s, e, _ in spans}
    extra: list[tuple[int, int, str]] = []
    for group in _NAME_LIST.finditer(text):
        if not any(group.start() <= s and e <= group.end() + 3 for s, e in names):
            continue
        for item in _ITEM.finditer(text, group.start(), group.end()):
            overlaps = any(s < item.end() and item.start() < e for s, e in taken)
            if not overlaps and not known(item.group()):
                extra.append((item.start(), item.end(), "person_name"))
    return extra
