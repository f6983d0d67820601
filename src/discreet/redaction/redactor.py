"""The redactor: normalize, recognize, resolve, replace with placeholders; fail closed.

    raw text -> normalizer -> recognizers (+ spaCy NER, tenant patterns, session values)
             -> threshold, allow-list, name propagation -> original offsets
             -> overlap resolution -> placeholders -> RedactedText

Any error on the way (a regex past its time budget included) withholds the whole message:
the result is `[REDACTED]` with one UNREDACTABLE finding covering the input.
"""

from __future__ import annotations

import functools
import itertools
import threading
from collections.abc import Callable, Sequence
from typing import Any, Final

import regex

from discreet.redaction.language import is_foreign, is_stop_word
from discreet.redaction.model import (
    UNREDACTABLE,
    Explanation,
    Finding,
    Redaction,
    RedactionConfig,
)
from discreet.redaction.ner import SpacyNer, load_spacy
from discreet.redaction.normalizer import normalize
from discreet.redaction.person_evidence import PersonJudge, known_brands, known_places
from discreet.redaction.recognizers.base import Deadline, finditer
from discreet.redaction.recognizers.custom import CustomPatternRecognizer
from discreet.redaction.recognizers.gazetteer import load_name_lists, load_world_first_names
from discreet.redaction.recognizers.lexicon import (
    GREETINGS_ABROAD,
    NAME_FILLERS,
    NOT_NAMES,
    STREET_WORDS,
    SURNAME_JOINERS,
    SURNAME_PARTICLES,
    UNIT_WORDS,
)
from discreet.redaction.recognizers.person import NameCueRecognizer
from discreet.redaction.recognizers.propn import (
    ProperNounRecognizer,
    TaggedToken,
    english_words,
    everyday_words,
    is_everyday,
)
from discreet.redaction.recognizers.references import CodeRecognizer
from discreet.redaction.registry import RecognizerRegistry, default_registry
from discreet.redaction.resolve import resolve_overlaps
from discreet.redaction.text import RedactedText, _mint
from discreet.redaction.vault import PseudonymVault

__all__ = ["WITHHELD", "Redactor", "build_redactor", "sentence_around"]

WITHHELD: Final = "[REDACTED]"
DEFAULT_THRESHOLD: Final = 0.3
_TRIM: Final = " \t\r\n,;:.!?\"'[]{}<>،؛؟、。"
_DEFAULT_CONFIG: Final = RedactionConfig()
_NAME_TOKEN: Final = regex.compile(r"[^\W\d_][\w'’-]{2,}")


@functools.lru_cache(maxsize=64)
def _custom(patterns: tuple[tuple[str, str], ...]) -> CustomPatternRecognizer:
    return CustomPatternRecognizer(patterns)


class Redactor:
    """Stateless after construction; safe to share between threads."""

    def __init__(
        self,
        *,
        registry: RecognizerRegistry | None = None,
        ner: SpacyNer | None = None,
        threshold: float = DEFAULT_THRESHOLD,
        time_budget: float = 0.5,
    ) -> None:
        self._registry = registry if registry is not None else default_registry()
        self._ner = ner
        lists = load_name_lists().with_first_names(load_world_first_names())
        self._judge = PersonJudge(lists, english_words())
        self._threshold = threshold
        self._time_budget = time_budget

    @property
    def uses_ner(self) -> bool:
        return self._ner is not None

    @property
    def ner_products(self) -> str | None:
        """Where NER's matrix products go ("blis" or "numpy"), None without NER."""
        return None if self._ner is None else self._ner.products

    # -- analysis -------------------------------------------------------------------

    def analyze(
        self,
        text: str,
        *,
        vault: PseudonymVault | None = None,
        config: RedactionConfig | None = None,
    ) -> list[Finding]:
        """Findings with offsets into `text`, overlaps resolved. May raise; `redact` doesn't."""
        cfg = config or _DEFAULT_CONFIG
        deadline = Deadline(self._time_budget + len(text) / 50_000)
        norm = normalize(text)
        ntext = norm.text
        found: list[Finding] = []
        for recognizer in self._registry:
            found.extend(recognizer.analyze(ntext, deadline))
        if cfg.custom_patterns:
            found.extend(_custom(cfg.custom_patterns).analyze(ntext, deadline))
        tokens: list[TaggedToken] = []
        if self._ner is not None and cfg.use_ner:
            settled = [f for f in found if f.score >= self._threshold and not self._judge.judged(f)]
            cued = [f for f in found if _cue_named(f)]
            window = _ner_window(ntext, settled, self._judge.never_a_name, cued)
            if window is not None:
                offset = window[0]
                with deadline.excluded():
                    ner_found, ner_tokens = self._ner.tag(ntext[window[0] : window[1]])
                found.extend(
                    Finding(f.entity, start + offset, end + offset, f.score, f.explanation)
                    for f in ner_found
                    for start, end in _lines_of(ntext, f.start + offset, f.end + offset, offset)
                )
                tokens = [
                    t._replace(start=t.start + offset, end=t.end + offset) for t in ner_tokens
                ]
        if vault is not None and len(vault):
            found.extend(_session_values(ntext, vault, deadline))
        lifted = text == text.lower()  # the normalizer capitalised every content word
        # the message's language, judged once for all its name candidates
        foreign = any(f.entity == "PERSON" for f in found) and is_foreign(ntext)
        judge = self._judge
        kept = [
            f
            for f in found
            if f.score >= self._threshold
            and self._keep(ntext, f, cfg)
            and not (lifted and (_needs_case(f) or _a_phrase_in_lower_case(ntext, f)))
            and judge.keep(ntext, f, tokens, lifted=lifted, foreign=foreign)
            and not _a_model_number(ntext, f)
            # findings the judge does not weigh still yield to a brand ("St Patrick's Day")
            and (judge.judged(f) or not judge.names_a_brand(ntext, f, tokens))
        ]
        # In a message typed all in lower case the normalizer capitalised every content
        # word, so a capital letter next to a name says nothing: no extension then.
        kept.extend(
            f
            for f in _propagate_names(ntext, kept, deadline, extend=not lifted)
            if not _inside_a_name(f, kept)
            and judge.keep(ntext, f, tokens, lifted=lifted, foreign=foreign)
        )
        kept = _with_towns(ntext, kept) + _birth_dates_by_names(ntext, found, kept)
        mapped: list[Finding] = []
        for f in kept:
            start, end = norm.to_original(f.start, f.end)
            while start < end and text[start] in _TRIM:
                start += 1
            # a secret keeps its symbols ("hunter2!!"): only space is trimmed from its end
            tail = " \t\r\n" if f.entity == "SECRET" else _TRIM
            while end > start and text[end - 1] in tail and not _keeps_dot(text, start, end):
                end -= 1
            if f.entity == "PERSON":
                start, end = _whole_compound(text, start, end)
            if end > start:
                mapped.append(Finding(f.entity, start, end, f.score, f.explanation))
        return _joined_addresses(
            text, _whole_address_edges(text, _whole_digit_runs(text, resolve_overlaps(mapped)))
        )

    @staticmethod
    def _keep(text: str, finding: Finding, cfg: RedactionConfig) -> bool:
        value = text[finding.start : finding.end]
        if cfg.allows(value):
            return False
        if finding.entity == "PERSON":
            tokens = [t for t in regex.split(r"[\s.,]+", value) if t]
            if not tokens:
                return False
            stop = NAME_FILLERS if finding.explanation.recognizer == "name_cue" else NOT_NAMES
            if all(cfg.allows(t) or t.lower() in stop for t in tokens):
                return False
            if all(any(ch.isdigit() for ch in t) for t in tokens):
                return False  # "it says NET-503": no name is written with digits
        return True

    # -- redaction ------------------------------------------------------------------

    def redact(
        self,
        text: str,
        *,
        vault: PseudonymVault | None = None,
        config: RedactionConfig | None = None,
    ) -> Redaction:
        """Replace personal data by placeholders. Never raises and never returns raw text
        on failure: an internal error withholds the whole message."""
        if not text:
            return Redaction(_mint(""), ())
        try:
            findings = self.analyze(text, vault=vault, config=config)
            book = vault if vault is not None else PseudonymVault()
            parts: list[str] = []
            pos = 0
            for f in findings:
                parts.append(text[pos : f.start])
                parts.append(book.placeholder_for(f.entity, text[f.start : f.end]))
                pos = f.end
            parts.append(text[pos:])
            return Redaction(_mint("".join(parts)), tuple(findings))
        except Exception:
            return _withheld(len(text))

    # -- stored text ----------------------------------------------------------------

    def restore_from_storage(self, stored: str) -> RedactedText:
        """Re-wrap text read back from our own storage. Only for loading: everything in
        storage was redacted before it was written, so it is minted again as is."""
        return _mint(stored)

    def restore(self, text: RedactedText | str) -> RedactedText:
        """Alias of `restore_from_storage` for text loaded from storage."""
        return self.restore_from_storage(text.value if isinstance(text, RedactedText) else text)


_LOCALITY_WORD: Final = r"(?:\p{Lu}[\p{L}'’.-]*|of|upon|on|na|le|la|de|the|en|sur|es)"
_LOCALITY_PART: Final = regex.compile(rf"{_LOCALITY_WORD}(?:[ \t]+{_LOCALITY_WORD}){{0,3}}")
_LOWER_LOCALITY_PART: Final = regex.compile(
    r"(?:\d{1,2}(?:st|nd|rd|th)[ \t]+)?\p{Ll}[\p{Ll}'’.-]*(?:[ \t]+\p{Ll}[\p{Ll}'’.-]*){0,3}"
    r"(?:[ \t]+\d{1,2}(?:st|nd|rd|th)?(?:[ \t]+\p{Ll}+)?)?"
)


# what may stand between a name and the date after it: a comma, a dash, a bracket
_NAME_DATE_GAP: Final = regex.compile(r"[ \t]*(?:,|[-–(]|,[ \t]*(?:born|dob|d\.o\.b\.?))[ \t]*")
_BIRTH_YEAR: Final = regex.compile(r"(?:19\d\d|200\d|201[0-2])\b|(?<!\d)[3-9]\d$")


def _birth_dates_by_names(text: str, found: list[Finding], kept: list[Finding]) -> list[Finding]:
    """A full date with a birth year written right after a name ("Bill Ferncombe,
    4/15/1995, 7/31 Wattle Grove ...") is that person's date of birth, with no cue word: a
    date found too weakly to stand alone is kept there."""
    ends = {f.end for f in kept if f.entity == "PERSON"}
    if not ends:
        return []
    out: list[Finding] = []
    for f in found:
        if f.entity != "DATE_OF_BIRTH" or f.score >= 0.5:
            continue
        value = text[f.start : f.end]
        if _BIRTH_YEAR.search(value) is None:
            continue
        if any(_NAME_DATE_GAP.fullmatch(text, end, f.start) for end in ends if end <= f.start):
            out.append(Finding("DATE_OF_BIRTH", f.start, f.end, 0.6, f.explanation))
    return out


def _with_towns(text: str, findings: list[Finding]) -> list[Finding]:
    """The locality between a street line and the postcode after it is part of the address
    ("14 Sgoil Road, Portree, Isle of Skye IV51 9EH", "63b Tollgate Rise, Stroud GL5 4JE",
    "221b baker street london nw1 6xe"): the street's finding is extended over it, when it
    is at most three comma- or line-separated parts of capitalised words (small words such
    as "of" and "na" allowed; the normalizer has capitalised a message typed in lower case)
    or a known place."""
    places = sorted(
        (f for f in findings if f.entity in ("ADDRESS", "POSTCODE")), key=lambda f: f.start
    )
    extended: dict[int, Finding] = {}
    for street, postcode in itertools.pairwise(places):
        if street.entity != "ADDRESS" or postcode.start <= street.end:
            continue
        gap = text[street.end : postcode.start]
        if not _is_locality(gap, lower=text[street.start : street.end].islower()):
            continue
        end = street.end + len(gap.rstrip(" \t\n,-–"))
        extended[id(street)] = Finding(
            "ADDRESS", street.start, end, street.score, street.explanation
        )
    return [extended.get(id(f), f) for f in findings]


# what may stand between two parts of one address: punctuation and space, one line break
_ADDRESS_PARTS: Final = frozenset({"ADDRESS", "POSTCODE"})
_ADDRESS_JOIN: Final = regex.compile(r"[ \t]*[,.;:/–-]?[ \t]*(?:\n[ \t]*)?[,.;:/–-]?[ \t]*")


# a piece joined to an address by a hyphen or a slash ("52-C", "F-8/3", "3-4-526/b")
_JOINED_BEFORE: Final = regex.compile(r"(?<![\w/-])[\p{L}\d]+(?:[-/][\p{L}\d]+)*[-/]$")
_JOINED_AFTER: Final = regex.compile(r"(?:[-/][\p{L}\d]+)+(?![\w/-])")
# a German street's article, which names it as much as its noun does ("Am Mühlenteich 11a",
# "An der Alster 5", "Zum Grünen Baum 2"), before the street's capital ("bitte am Montag" is
# none), or its first word before the "der" the address already took
_STREET_ARTICLE_BEFORE: Final = regex.compile(
    r"(?<![\w-])(?:Am|Im|Zum|Zur|(?:An|Auf|In|Unter|Hinter|Vor|Bei)[ \t]+(?:der|dem|den))[ \t]+$"
)
_ARTICLE_HEAD_BEFORE: Final = regex.compile(r"(?<![\w-])(?:An|Auf|In|Unter|Hinter|Vor|Bei)[ \t]+$")
_ARTICLE_TAIL: Final = regex.compile(r"d(?:er|em|en)[ \t]+\p{Lu}")


def _address_head(text: str, start: int) -> int:
    """Where an address found from `start` begins: at the piece joined to it, or at its
    street's article."""
    head = _JOINED_BEFORE.search(text, max(0, start - 24), start)
    if head is None and text[start].isupper():
        head = _STREET_ARTICLE_BEFORE.search(text, max(0, start - 12), start)
    if head is None and _ARTICLE_TAIL.match(text, start):
        head = _ARTICLE_HEAD_BEFORE.search(text, max(0, start - 8), start)
    return start if head is None else head.start()


def _whole_address_edges(text: str, findings: list[Finding]) -> list[Finding]:
    """An address never stops inside a piece joined to it by a hyphen or a slash ("52-C,
    Model Town" left "52-" in clear, "Street 7, F-8/3" left "/3"), nor after a German street's
    article ("Am Mühlenteich 11a" left "Am"). A finding that would reach another is left as
    it is."""
    out = list(findings)
    for i, f in enumerate(findings):
        if f.entity != "ADDRESS":
            continue
        start, end = _address_head(text, f.start), f.end
        if (m := _JOINED_AFTER.match(text, end)) is not None:
            end = m.end()
        out[i] = _widened(findings, f, start, end)
    return out


def _widened(findings: list[Finding], f: Finding, start: int, end: int) -> Finding:
    """`f` grown to `start`..`end`, unless it would reach another of `findings`."""
    if (start, end) == (f.start, f.end) or any(
        o is not f and o.start < end and start < o.end for o in findings
    ):
        return f
    return Finding(f.entity, start, end, f.score, f.explanation)


def _joined_addresses(text: str, findings: list[Finding]) -> list[Finding]:
    """Two address findings with only punctuation and space between them ("Apt 12, The
    Maltings, Bow Lane, Dublin 8"), or an address and its postcode with punctuation between
    them ("Rae vald, 75301 Harju"), are one address: one placeholder, and the comma or dash
    between the parts is not left in clear. Findings are sorted and disjoint."""
    out: list[Finding] = []
    for f in findings:
        last = out[-1] if out else None
        if (
            last is not None
            and {last.entity, f.entity} <= _ADDRESS_PARTS
            and "ADDRESS" in (last.entity, f.entity)
            and _ADDRESS_JOIN.fullmatch(text, last.end, f.start) is not None
            # a postcode joins its address only over what would be left in clear between
            # them ("Rae vald, 75301"); beside it with a space it keeps its own placeholder
            and (last.entity == f.entity or text[last.end : f.start].strip() != "")
        ):
            out[-1] = Finding(
                "ADDRESS", last.start, f.end, max(last.score, f.score), last.explanation
            )
        else:
            out.append(f)
    return out


def _is_locality(gap: str, *, lower: bool = False) -> bool:
    """`gap` (what stands between a street and its postcode) names a town and its region;
    after a street typed in lower case, in lower case too ("85 pelham grange road, leamington
    spa cv326rx")."""
    joined = _JOINED_AFTER.match(gap)
    if joined is not None:
        gap = gap[joined.end() :]  # "h.no. 3-4-526/b, opp. ...": the number's own piece
    parts = [p.strip(" \t") for p in regex.split(r"[,\n]", gap.strip(" \t\n,-–"))]
    # up to five parts when the last is a known town or region: an Indian address names its
    # landmark, its area and its city before its state ("opp. saraswati vidyalaya,
    # barkatpura, hyderabad, telangana 500027")
    most = 5 if parts and parts[-1].casefold() in known_places() else 3
    if not 0 < len(parts) <= most or len(gap) > 80 + 40 * (most > 3) or "\n\n" in gap:
        return False
    if all(_LOCALITY_PART.fullmatch(p) for p in parts):
        return True
    if lower and all(_LOWER_LOCALITY_PART.fullmatch(p) for p in parts):
        return True
    return " ".join(" ".join(parts).casefold().split()) in known_places()


# the kinds of number whose digits are never one group of a longer spaced number; a group
# of two digits or more joined to a number by one space or hyphen on its line
_DIGIT_KINDS: Final = frozenset({"CARD", "BANK_ACCOUNT", "PHONE", "SSN", "CUSTOMER_ID"})
_GROUP_AFTER: Final = regex.compile(r"[ /-]\d{2,}(?![\w/:]|[.,]\d)")
_GROUP_BEFORE: Final = regex.compile(r"(?<![\w.,+/:-])\d{2,}[ -]\Z")
_TRUNK_BEFORE: Final = regex.compile(r"(?<![\w.,/:-])\+?\d{1,3}[ \t]?\Z")
# single letters spelt out before a number, and a capital after it that is no word
_SPELT_LETTERS_BEFORE: Final = regex.compile(r"(?<!\w)(?:[A-Za-z] ){2,}\Z")
_CHECK_LETTER: Final = regex.compile(r" (?-i:[B-HJ-Z])(?![\w.'’-]|,\w)")


def _whole_digit_runs(text: str, findings: list[Finding]) -> list[Finding]:
    """A card, account, phone, national or customer number found inside a longer run of
    digit groups covers the whole run: "007 640 9358156192323677 94" (a Moroccan RIB whose
    middle passes the card checksum) leaks no group at either end. It also takes the single
    letters spelt out before it ("p s r o two three three ...") and, ending in a digit, a
    check letter after it ("67 23694 3494384 U"). A finding that would reach another is left
    as it is."""
    out = list(findings)
    for i, f in enumerate(findings):
        if f.entity not in _DIGIT_KINDS:
            continue
        start, end = f.start, f.end
        digits = text[end - 1].isdigit()
        if digits:
            while (m := _GROUP_AFTER.match(text, end)) is not None:
                end = m.end()
        if digits and text[start].isdigit():
            while (m := _GROUP_BEFORE.search(text, max(0, start - 24), start)) is not None:
                start = m.start()
        # a trunk or country code before an area code in brackets: "8 (727) 312-45-67",
        # "1 (800) 555-0199"
        if (
            f.entity == "PHONE"
            and text[start] == "("
            and (m := _TRUNK_BEFORE.search(text, max(0, start - 6), start)) is not None
        ):
            start = m.start()
        # a reference's letters spelt out before it ("p s r o two three three ...", read as
        # a phone number) and its check letter after it ("67 23694 3494384 U")
        if (m := _SPELT_LETTERS_BEFORE.search(text, max(0, start - 24), start)) is not None:
            start = m.start()
        if digits and (m := _CHECK_LETTER.match(text, end)) is not None:
            end = m.end()
        out[i] = _widened(findings, f, start, end)
    return out


_CAPITALISED: Final = regex.compile(r"\b[^\W\d_a-z][\w'’-]*")


_SENTENCE_END: Final = regex.compile(r"[.!?](?=\s)|\n")


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of the sentences of `text` that hold `start`..`end`: from the last sentence
    end (".", "!" or "?" before a space, or a line break) before `start` to the first one
    from `end` on, or the end of the text."""
    left = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    right = _SENTENCE_END.search(text, end)
    return left, len(text) if right is None else right.end()


def _needs_case(finding: Finding) -> bool:
    """Findings that rest on capital letters: gazetteer shapes other than first name +
    surname or after an introduction, and proper-noun tags (in capitalised lower-case text,
    slang such as "asap" is tagged a proper noun too)."""
    rec = finding.explanation.recognizer
    return (
        rec == "name_gazetteer" and finding.explanation.pattern not in _CASELESS_SHAPES
    ) or rec == ProperNounRecognizer.NAME


def _a_phrase_in_lower_case(text: str, finding: Finding) -> bool:
    """A first name and a surname from the name lists, in a message typed all in lower case,
    whose surname is an everyday or a stop word ("mai van", "rosa linda"; a particle is part
    of a surname: "duarte ventura de sequeira"): with no capital to say so, the words are more
    often a phrase of the message's language than a name."""
    if finding.explanation.recognizer != "name_gazetteer" or finding.explanation.pattern != (
        "first_last"
    ):
        return False
    rest = text[finding.start : finding.end].lower().split()[1:]
    return any((is_everyday(w) or is_stop_word(w)) and w not in SURNAME_PARTICLES for w in rest)


# gazetteer shapes that hold in any case: a first name with a surname, a first name after
# words that introduce a person ("hi im sven", "gift for tomasz")
_CASELESS_SHAPES: Final = frozenset({"first_last", "after_intro", "self_intro"})


def _ner_window(
    text: str,
    found: list[Finding],
    plain: Callable[[str], bool],
    cued: Sequence[Finding] = (),
) -> tuple[int, int] | None:
    """The part of `text` NER still has to read, or None to skip it.

    NER only adds person names, and a name is a capitalised word. Capitalised words that
    are stop words or everyday words on no name list ("Shipping", "Premium"; the person
    judge would refuse them as names anyway), or that lie inside a finding already made
    (an address, a name found by a cue), need no NER; the window runs from the start of
    the first sentence holding another capitalised word to the end of the last one.

    NER is skipped, too, when every such word lies inside a name found after words that
    say a person follows (`cued`, "ask for", "From:") and no capitalised word follows that
    name: NER would only find it again. The window still holds those words when something
    else sends NER to read."""
    covered = sorted((f.start, f.end) for f in found)
    # a cued name with a capitalised word after it may be longer than the cue found
    # ("my colleague Grace Hill": the cue stops at the everyday word), and NER says so
    named = [(f.start, f.end) for f in cued if not _CAPITAL_AFTER.match(text, f.end)]
    first = last = -1
    needed = False
    for m in _CAPITALISED.finditer(text):
        lowered = m.group().lower()
        if lowered in NOT_NAMES or plain(lowered):
            continue
        if any(a <= m.start() and m.end() <= b for a, b in covered):
            continue
        if first < 0:
            first = m.start()
        last = m.end()
        needed = needed or not any(a <= m.start() and m.end() <= b for a, b in named)
    if not needed:
        return None
    return sentence_around(text, first, last)


_CAPITAL_AFTER: Final = regex.compile(r"[ \t]+\p{Lu}")

# Cues whose name the person judge weighs by the tags around it, for the cue alone says
# little: a name closing a sentence ("..., Brandon!"), after a title ("Mr. DIY") or
# before a verb of speech ("Leon shouted at Russell:").
_CUES_WEIGHED_BY_TAGS: Final = frozenset({"trailing_name", "title", "speech"})


def _cue_named(finding: Finding) -> bool:
    """A name found after words that say a person follows, which NER need not find again."""
    exp = finding.explanation
    return (
        finding.entity == "PERSON"
        and exp.recognizer == NameCueRecognizer.NAME
        and exp.pattern not in _CUES_WEIGHED_BY_TAGS
    )


_COMPOUND_HEAD: Final = regex.compile(r"(?<![\w'’-])\p{Lu}[\p{L}'’]*-$")
_COMPOUND_TAIL: Final = regex.compile(r"-\p{Lu}[\p{L}'’]*(?![\w'’])")


def _whole_compound(text: str, start: int, end: int) -> tuple[int, int]:
    """A name never stops inside a hyphenated name: "Jörg" in "Jörg-Henning" and "Uwe" in
    "Kai-Uwe" take the capitalised parts joined to them."""
    while (m := _COMPOUND_TAIL.match(text, end)) is not None:
        end = m.end()
    while (m := _COMPOUND_HEAD.search(text, max(0, start - 40), start)) is not None:
        start = m.start()
    return start, end


def _keeps_dot(text: str, start: int, end: int) -> bool:
    """Keep a final full stop that belongs to an abbreviation or initial ("Apt.", "P.")."""
    if text[end - 1] != ".":
        return False
    word = regex.search(r"[\w.]+\.$", text[start:end])
    return word is not None and len(word.group().rstrip(".")) <= 3


def _withheld(length: int) -> Redaction:
    finding = Finding(UNREDACTABLE, 0, length, 1.0, Explanation("fail_closed", None, None, 0.0))
    return Redaction(_mint(WITHHELD), (finding,))


def _session_values(text: str, vault: PseudonymVault, deadline: Deadline) -> list[Finding]:
    """Values this session already redacted are found again, in any case or form."""
    out: list[Finding] = []
    folded = text.casefold()
    for entity, value in vault.known_values():
        needles = [value]
        if entity == "PERSON":
            needles += [t for t in _NAME_TOKEN.findall(value) if t.lower() not in NOT_NAMES]
        for needle in needles:
            if len(needle) < 3 or needle.casefold() not in folded:
                continue
            rx = regex.compile(r"(?<!\w)" + regex.escape(needle) + r"(?!\w)", regex.IGNORECASE)
            for m in finditer(rx, text, deadline):
                out.append(
                    Finding(
                        entity,
                        m.start(),
                        m.end(),
                        0.9,
                        Explanation("session_vault", None, None, 0.0),
                    )
                )
    return out


# the next item of a list of names: "Ngozi, Tobenna", "Ngozi and Tobenna", "Ngozi, and Tobenna"
# the next item of a list of names, on the same line ("Hi Pornthip,\n\nCambié de correo":
# the greeting ends at its line)
_COORD_AFTER: Final = regex.compile(
    r"(?:,[ \t]*(?:(?:and|&)[ \t]+)?|[ \t]+and[ \t]+|[ \t]+&[ \t]+)"
    r"(?P<name>[A-Z][\p{Ll}'’-][\w'’-]*)"
)


def _lines_of(text: str, start: int, end: int, offset: int) -> list[tuple[int, int]]:
    """The parts of a span on each line, as offsets into the tagged window (the model's
    span "Cotroceni\nChirie" of "Zona: Cotroceni\nChirie: 450 lei" is two candidates, each
    judged on its own line)."""
    parts: list[tuple[int, int]] = []
    for m in regex.finditer(r"[^\n]+", text[start:end]):
        piece = m.group()
        left = len(piece) - len(piece.lstrip())
        right = len(piece.rstrip())
        if right > left:
            parts.append((start + m.start() + left - offset, start + m.start() + right - offset))
    return parts


def _propagate_names(
    text: str, findings: list[Finding], deadline: Deadline, *, extend: bool = True
) -> list[Finding]:
    """A name found once is redacted wherever it recurs in the message. With `extend`
    False (a message typed in lower case, whose words the normalizer capitalised) a capital
    beside a name says nothing, so neither the rest of a name nor the items of a list
    ("Ana, Pedro") are taken from it."""
    tokens: set[str] = set()
    cued: set[str] = set()  # found by a cue or a name list, not by NER or capitals alone
    for f in findings:
        if f.entity == "PERSON":
            found = {
                t for t in _NAME_TOKEN.findall(text[f.start : f.end]) if t.lower() not in NOT_NAMES
            }
            tokens |= found
            if f.explanation.recognizer in _CUED_RECOGNIZERS:
                cued |= found
    out: list[Finding] = []
    for f in findings:
        if f.entity != "PERSON":
            continue
        pos = f.end
        # the rest of the name ("Magnus" -> "Magnus Poulsen") and the next list items
        while (
            extend and (m := _NEXT_NAME.match(text, pos)) is not None and _namelike(m.group("name"))
        ):
            out.append(_propagated(f.start, m.end()))
            pos = m.end()
        while extend and (m := _COORD_AFTER.match(text, pos)) is not None:
            word = m.group("name")
            if word.lower() in NOT_NAMES:
                break
            tokens.add(word)
            pos = m.end()
        head = f.start
        before = _BEFORE_NAME.search(text, max(0, head - 40), head)
        if (
            extend
            and before is not None
            and (before.group("title") is not None or _namelike(before.group("name")))
        ):
            out.append(_propagated(before.start(), f.end))  # "Ubul Csonka", "Mrs. Filemonsen"
        while extend and (m := _COORD_BEFORE.search(text, max(0, head - 40), head)) is not None:
            if not _namelike(m.group("name")):
                break
            tokens.add(m.group("name"))
            head = m.start()
        # the other person of "from X to Y" ("move my seat from Thandeka to Lindiwe"), not a
        # place ("from Lagos to Lindiwe") or an everyday word ("from Reception to Lindiwe")
        other = _FROM_NAME_TO.search(text, max(0, f.start - 40), f.start) if extend else None
        if other is None and extend:
            other = (
                _TO_NAME_AFTER.match(text, f.end)
                if _FROM_BEFORE.search(text, max(0, f.start - 6), f.start)
                else None
            )
        if other is not None and _another_person(other.group("name")):
            tokens.add(other.group("name"))
    if not tokens:
        return out
    for start, end in _occurrences(text, tokens) + _other_case(text, tokens, cued):
        out.append(_propagated(start, end))
        pos = end
        while (
            extend
            and (nxt := _NEXT_NAME.match(text, pos)) is not None
            and _namelike(nxt.group("name"))
        ):
            out.append(_propagated(start, nxt.end()))  # "Magnus" -> "Magnus Poulsen"
            pos = nxt.end()
    return out


def _occurrences(text: str, words: set[str]) -> list[tuple[int, int]]:
    """Every whole-word occurrence of `words` in `text`, longest word first where two
    overlap (plain string search: compiling a pattern per message cost more than this)."""
    found: list[tuple[int, int]] = []
    for word in sorted(words, key=len, reverse=True):
        pos = text.find(word)
        while pos >= 0:
            end = pos + len(word)
            before_ok = pos == 0 or (not text[pos - 1].isalnum() and text[pos - 1] != "_")
            after_ok = end == len(text) or (not text[end].isalnum() and text[end] != "_")
            if before_ok and after_ok and not any(a <= pos < b for a, b in found):
                found.append((pos, end))
            pos = text.find(word, pos + 1)
    return sorted(found)


_CUED_RECOGNIZERS: Final = frozenset({"name_cue", "name_gazetteer", "name_list"})


def _other_case(text: str, words: set[str], cued: set[str]) -> list[tuple[int, int]]:
    """Occurrences of `words` in another case ("Gwenaël" signed "gwenaël", a signature's
    "lakshmipriya venkataraghavan" written "VENKATARAGHAVAN Lakshmipriya"), for the words
    in no dictionary that read as names whatever their case: found after a cue or on a name
    list (`cued`), on a name list, or spelled with a letter English does not use ("Will" is
    not sought as "will", nor a "Salesperson" NER took for a name as "salesperson")."""
    lists = load_name_lists()
    sought = {
        w.lower()
        for w in words
        if len(w) > 3
        and not is_everyday(w.lower())
        and w.lower() not in everyday_words()
        and (
            w in cued
            or not w.isascii()
            or any(p in lists.first or p in lists.last for p in w.lower().split("-"))
        )
    }
    if not sought:
        return []
    folded = text.lower()
    if len(folded) != len(text):  # a letter whose lower case is longer: offsets would move
        return []
    return [
        (start, end) for start, end in _occurrences(folded, sought) if text[start:end] not in words
    ]


# the next word of a name, after surname particles if any ("Anouk de Vries", "Isabel de la
# Fuente", "Ama Owusu-Ansah") or the words that join two surnames ("Ortega y Gasset", "Casals
# i Ferrer", "Silva e Souza")
_PARTICLES: Final = "(?:" + "|".join((*SURNAME_PARTICLES, *SURNAME_JOINERS)) + ")"
_NEXT_NAME: Final = regex.compile(
    rf"[ \t](?:{_PARTICLES}[ \t]+){{0,3}}"
    r"(?P<name>\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)*?)(?=['’]s\b|(?![\w'’-]))"
)
_COORD_BEFORE: Final = regex.compile(
    r"(?<![\w'’-])(?P<name>\p{Lu}[\p{Ll}'’-]+)(?:[ \t]*,[ \t]*|[ \t]+(?:and|&)[ \t]+)\Z"
)
_BEFORE_NAME: Final = regex.compile(
    # "Ma." is María in Filipino names ("Ma. Teodora Buenaventura"), only with its dot
    r"(?:(?<![\w'’-])(?P<title>Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Ma(?=\.))\.?|(?<![\w'’.-])"
    r"(?P<name>\p{Lu}[\p{Ll}'’-]+(?:-\p{Lu}[\p{Ll}'’]+)*))[ \t]+"
    + rf"(?:{_PARTICLES}[ \t]+){{0,3}}$"
)
# a greeting of another language before a name ("Olá Fátima,", "Bună Dorin,") is no part of it
_NOT_NAME_PART: Final = (
    NOT_NAMES
    | STREET_WORDS
    | UNIT_WORDS
    | frozenset(word for greeting in GREETINGS_ABROAD for word in greeting.split())
)


_FROM_BEFORE: Final = regex.compile(r"(?i)\bfrom[ \t]+\Z")
_FROM_NAME_TO: Final = regex.compile(
    r"(?i)\bfrom[ \t]+(?-i:(?P<name>\p{Lu}[\p{Ll}'’-]+))[ \t]+to[ \t]+\Z"
)
_TO_NAME_AFTER: Final = regex.compile(r"[ \t]+to[ \t]+(?P<name>\p{Lu}[\p{Ll}'’-]+)(?![\w'’-])")


def _another_person(word: str) -> bool:
    """A capitalised word across "from ... to" from a name is the other person: not a stop
    or street word, no everyday word, brand or known place."""
    lowered = word.lower()
    return (
        _namelike(word)
        and not is_everyday(lowered)
        and lowered not in known_places()
        and lowered not in known_brands()
    )


_WORD_BEFORE: Final = regex.compile(r"(?<![\w'’-])([\p{L}&'’-]+)[ \t]+\Z")


def _a_model_number(text: str, finding: Finding) -> bool:
    """A code with no cue, found for its shape alone, right after a brand is the brand's
    model ("the Sony WH-1000XM5"), not anybody's id."""
    if finding.explanation.recognizer != CodeRecognizer.NAME:
        return False
    word = _WORD_BEFORE.search(text, max(0, finding.start - 30), finding.start)
    return word is not None and word.group(1).casefold() in known_brands()


def _namelike(word: str) -> bool:
    return len(word) > 1 and word.lower() not in _NOT_NAME_PART


def _inside_a_name(finding: Finding, kept: list[Finding]) -> bool:
    """A name the message already redacts holds `finding` and would absorb it (wider, or
    as wide and scored no lower): judging it would change nothing but the time spent. Most
    recurrences a name propagates are that name's own words where it was found."""
    return any(
        k.entity == "PERSON"
        and k.start <= finding.start
        and finding.end <= k.end
        and (k.end - k.start > finding.end - finding.start or k.score >= finding.score)
        for k in kept
    )


def _propagated(start: int, end: int) -> Finding:
    return Finding("PERSON", start, end, 0.7, Explanation("name_propagation", None, None, 0.0))


_NLP_LOCK: Final = threading.Lock()
_NLP: dict[str, Any] = {}


def build_redactor(
    *, use_ner: bool = True, model: str | None = None, gazetteer: bool = True
) -> Redactor:
    """A ready redactor. spaCy (tok2vec, tagger and ner) is loaded once per process.
    `gazetteer=False` leaves out the census first-name / surname recognizer."""
    ner: SpacyNer | None = None
    if use_ner:
        key = model or ""
        with _NLP_LOCK:
            if key not in _NLP:
                _NLP[key] = load_spacy(model)
            nlp = _NLP[key]
        ner = SpacyNer(nlp)
    return Redactor(registry=default_registry(gazetteer=gazetteer), ner=ner)
