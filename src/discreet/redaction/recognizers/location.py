"""Street addresses (US, UK and European forms, across lines) and postcodes / ZIP codes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, Final

import regex
from spacy.lang.en.stop_words import STOP_WORDS

from discreet.redaction.model import Finding
from discreet.redaction.person_evidence import known_places
from discreet.redaction.recognizers.base import (
    CONTEXT_BOOST,
    DIGITS,
    Deadline,
    Pattern,
    PatternRecognizer,
    Recognizer,
    any_form_of,
    finditer,
)
from discreet.redaction.recognizers.gazetteer import load_name_lists
from discreet.redaction.recognizers.lexicon import (
    ADDRESS_CONNECTORS,
    ADDRESS_LABELS_ABROAD,
    ADDRESS_STOP,
    LANDMARK_WORDS,
    STREET_SUFFIXES,
    STREET_WORDS,
    UNIT_WORDS,
)
from discreet.redaction.recognizers.person import DATED_QUOTE_HEADER
from discreet.redaction.recognizers.propn import english_words, is_word_or_inflection

__all__ = [
    "AddressRecognizer",
    "PostcodeBesideTownRecognizer",
    "PostcodeRecognizer",
    "StreetLineRecognizer",
]


class PostcodeRecognizer(PatternRecognizer):
    NAME = "postcode"
    ENTITY = "POSTCODE"
    NEEDS_DIGIT = True
    PATTERNS = (
        Pattern(
            "uk",
            r"(?<![\w-])(?:[A-Z]{1,2}\d[A-Z\d]?|GIR)\s?\d[ABD-HJLNP-UW-Z]{2}(?![\w-])",
            0.6,
        ),
        Pattern(
            "uk_lower",
            r"(?<![\w-])(?i:[a-z]{1,2}\d[a-z\d]?\s?\d[abd-hjlnp-uw-z]{2})(?![\w-])",
            0.35,
        ),
        Pattern("canada", r"(?<![\w-])[ABCEGHJ-NPRSTVXY]\d[A-Z][ -]?\d[A-Z]\d(?![\w-])", 0.6),
        Pattern(
            "canada_lower",
            r"(?<![\w-])(?i:[abceghj-nprstvxy]\d[a-z][ -]?\d[a-z]\d)(?![\w-])",
            0.5,
        ),
        Pattern("zip_plus4", r"(?<![\w-])\d{5}-\d{4}(?![\w-])", 0.5),
        Pattern("hyphenated", r"(?<![\w-])\d{4,5}-\d{3}(?![\w-])", 0.3),
        Pattern("netherlands", r"(?<![\w-])\d{4}\s?[A-Z]{2}(?![\w-])", 0.1),
        # Japan's, after its mark: "〒150-0001"
        Pattern("japan", r"〒[ \t]*(?P<pii>\d{3}[-－]?\d{4})(?!\d)", 0.9),
        Pattern(
            "labelled",
            # and the postcode's name in German, Polish, Spanish, Czech and Slovak, Hungarian,
            # Turkish, Brazilian Portuguese, the Nordic languages, Estonian, Slovene, Maltese,
            # Bulgarian and Hebrew
            r"(?i)\b(?:zip|post|postal|plz|eircode|postleitzahl|kod[ \t]+pocztowy|c\.p\.|ps[čc]"
            r"|ir[áa]ny[íi]t[óo]sz[áa]m|posta[ \t]+kodu|cep|postnummer|postnr|sihtnumber"
            r"|po[šs]tna[ \t]+[šs]tevilka|kodi[ċc]i[ \t]+postali|пощенски[ \t]+код|מיקוד)"
            r"\s*(?:code)?\s*(?:is|:|#|-|=)?\s*"
            r"(?P<pii>\d{3,7}(?:[ -]\d{2,4})?|\d{2}-\d{3}|[a-z]{1,2}\d[a-z\d]?\s?\d[a-z]{2}"
            r"|[a-z]\d[a-z][ -]?\d[a-z]\d|\d{4}\s?[a-z]{2}|[a-z]{3}\s?\d{4})(?![\w-])",
            0.85,
        ),
        Pattern("digits", r"(?<![\w.,$€£-])\d{5}(?![\w-]|[.,]\d)", 0.05),
        # "I'm in 30309", "ship to 10001-1234": a ZIP right after a place preposition
        Pattern(
            "zip_after_place",
            r"(?i)\b(?:in|to|near|from|around)\s+(?P<pii>\d{5}(?:-\d{4})?)(?![\w-]|[.,]\d)",
            0.35,
        ),
        # Irish Eircodes ("D02 X285"), Australian postcodes beside their state ("2000 NSW")
        Pattern(
            "eircode",
            r"(?<![\w-])(?i:(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4})(?![\w-])",
            0.3,
        ),
        Pattern(
            "australia",
            r"(?<![\w-])(?:\d{4}(?=\s+(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\b)"
            r"|(?<=\b(?:NSW|VIC|QLD|TAS|ACT)\s)\d{4})(?![\w-])",
            0.5,
        ),
    )
    CONTEXT = ("zip", "postcode", "postal", "post code", "zipcode", "eircode", "plz")

    def validate(self, value: str) -> bool | None:
        # "Oppo A78 when I clock in": an Eircode's last part is no lower-case English word
        tail = _EIRCODE_WORD.fullmatch(value)
        if tail is not None and tail.group(1) in english_words():
            return False
        return None


_EIRCODE_WORD: Final = regex.compile(r"[A-Za-z]\d{2}\s?(\p{Ll}{4})")
# four to seven digits (Israel's have seven), or Malta's three letters and four digits
_CODE: Final = regex.compile(
    # (a town may be joined to it by a hyphen: "Dhaka-1209")
    r"(?:(?<![\w.,$€£#:/-])|(?<=\p{L}-))(?:\d{4,7}"
    # a European country's letters before it, joined by a hyphen: "LV-1011 Rīga", "L-1741"
    r"|(?<![\w-])(?:LV|LT|L|CH|D|A|F|B|DK|FIN|FI|S|N|I|E|P|NL|PL|CZ|SK|SI|SLO|HR|H|RO|BG|GR"
    r"|CY|M|MT|EST|EE|FL|MC|AND|RSM)-\d{3,5}"
    r"|[A-Z]{3}[ \t]?\d{4}|[A-Za-z][a-z]{2}\d{4})(?![\w-]|[.,:/]\d)"
)
_WORDS_BEFORE: Final = regex.compile(
    r"(?<![\w'’.-])(?P<place>\p{L}[\p{L}'’.-]*(?:[ \t]+\p{L}[\p{L}'’.-]*){0,2})[ \t]*[,–-]?[ \t]*$"
)
_WORDS_AFTER: Final = regex.compile(
    r"[ \t]*[,–-]?[ \t]*(?P<place>\p{L}[\p{L}'’.-]*(?:[ \t]+\p{L}[\p{L}'’.-]*){0,2})"
)


class PostcodeBesideTownRecognizer(Recognizer):
    """A postal code written beside its town, in the orders the world writes them ("08003
    Barcelona", "Recife 51020", "Lyon, 69003", "Jerusalem 9103401", "Birkirkara BKR 1234"):
    four to seven digits, not a year, or Malta's three letters and four digits after the town,
    right before or after a known place (the packaged list of towns, regions and countries)."""

    NAME = "postcode_town"
    ENTITY: ClassVar[str] = "POSTCODE"

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        out: list[Finding] = []
        if not any(ch.isdigit() for ch in text):
            return out
        places = known_places()
        for m in finditer(_CODE, text, deadline):
            code = m.group()
            if len(code) == 4 and code[:2] in ("19", "20"):
                continue  # "Paris 2024": a year
            before = _WORDS_BEFORE.search(text, max(0, m.start() - 48), m.start())
            after = _WORDS_AFTER.match(text, m.end())
            candidates = []
            if before is not None:
                words = before.group("place").split()
                candidates += [" ".join(words[i:]) for i in range(len(words))]
            if after is not None and (code.isdigit() or "-" in code):  # Malta's follows its town
                words = after.group("place").split()
                candidates += [" ".join(words[: i + 1]) for i in range(len(words))]
            if any(c.casefold().rstrip(".-") in places for c in candidates):
                out.append(self._finding(m.start(), m.end(), 0.5, "beside_town"))
        return out


# the labels of a house, flat or floor number inside an address ("No: 15", "D: 4", "Kat: 2")
_NUMBER_LABELS: Final = r"(?i:no|nr|d|daire|kat|blok)"
_TOKEN: Final = regex.compile(
    # no number after a colon ("10:30"), but a house or flat number's label's ("No:5", "D:4")
    r"(?P<num>(?<![\w$€£%.,/-])(?<!(?<!\b" + _NUMBER_LABELS + r"):)\#?"
    r"(?:\d{1,3}-\d{1,3}-\d{1,3}|\d{1,6}(?:[-/]\d{1,4})?)"
    # a floor's ordinal: "2.º Esq", "4ος όροφος" (read "4oς"), "3os orofos"
    # (NFKC reads "º" as "o")
    r"(?:\.[ºªoa°](?=\s)|[ºª°]|[οo][ςs](?=\s))?[A-Za-z]{0,2}"
    # a Hungarian house number's dot, before a comma, a floor's dotted ordinal or the floor
    # word ("Váci út 45., 1134", "u. 12. 2. emelet 4")
    r"(?:\.(?=,|[ \t]+\d{1,2}\.[ \t]|[ \t]+(?i:emelet|em\.|fsz|ajtó|ajto)))?"
    r"(?![\w%]|[.,/-]\d))"
    # "r/c" (a Portuguese ground floor) and "s/n" (a Spanish house with no number): one word
    r"|(?P<word>(?i:r/c|s/n)(?![\w/])|[^\W\d_](?:[\w'’-]|\.(?=[^\W\d_]))*\.?)"
    r"|(?P<sep>[ \t]*(?:,[ \t]*(?:\n[ \t>?*|-]*)?|\n[ \t>?*|-]*)[ \t]*|[ \t]+|[ \t]*[()][ \t]*)"
    r"|(?P<other>.)",
    regex.DOTALL,
)
# a number after the mark that joins a street's number to its cross street's in Colombia and
# its neighbours ("Carrera 7 # 45-12")
_NUMBER_AFTER_MARK: Final = regex.compile(r"[ \t]?\d")
# parts of an airport, a station or a venue that go by their number
_NUMBERED_PLACES: Final = frozenset(
    {"terminal", "gate", "platform", "pier", "concourse", "stand", "hall", "screen"}
)
# a block, lot and house number ("2-21-1") that could be a date: a day, a month, a year
_DAY_MONTH_YEAR: Final = regex.compile(r"(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|1[0-2])-\d\d")
# a year and a time of day on one line: a date, as a reply header writes it
_DATED_LINE: Final = regex.compile(
    r"(?<!\d)(?:19|20)\d\d(?!\d)[^\n]{0,40}?(?<![\d:.])\d{1,2}[:.]\d\d(?![\d:.])"
)


def _on_a_dated_line(text: str, atom: _Atom) -> bool:
    start = text.rfind("\n", 0, atom.start) + 1
    end = text.find("\n", atom.end)
    end = len(text) if end < 0 else end
    return (
        _DATED_LINE.search(text, start, end) is not None
        or DATED_QUOTE_HEADER.match(text, start, end) is not None
    )


# a label and its number ("No: 15", "D:4")
_NUMBER_LABEL: Final = regex.compile(_NUMBER_LABELS + r":[ \t]*\d")
_CUE: Final = regex.compile(
    r"\b(?:address|addresses|live|lives|lived|living|sent|send|ship|shipping|deliver|delivery"
    r"|located|moved|corner|station|return|mail|post"
    r"|street|residence|reside|resides)\b",
    regex.IGNORECASE,
)
_TITLE_LIKE: Final = frozenset({"dr", "st", "mt", "ft"})
_ON_AT: Final = regex.compile(r"(?i)\b(?:on|at)\s+$")
_NULLS: Final = frozenset({"nan", "n/a", "null"})
_CORNER: Final = regex.compile(r"(?i)\b(?:the\s+)?corner\s+of\s+$")
# "No 5", "Nr. 12", "Box 40" name a unit only before its number ("3 weeks ago and no
# refund", "ordered 2, got 1 box"), or after another unit word ("PO Box")
_NUMBER_WORDS: Final = frozenset({"no", "nr", "box"})
# unit words abroad too short to stand alone, with their dot, inside an address (Romanian
# block, staircase, floor and flat; Greek flat)
_SHORT_UNITS: Final = frozenset(
    # and Polish flat ("m. 5"), Hungarian floor ("em."), German and Austrian floor and door
    # ("3. OG", "Top 12")
    {"ap.", "bl.", "sc.", "et.", "diam.", "m.", "em.", "og", "top"}
)
_ABBREVIATIONS: Final = (
    UNIT_WORDS | STREET_WORDS | {"p.o", "n", "s", "e", "w"} | {u.rstrip(".") for u in _SHORT_UNITS}
)


@dataclass(slots=True)
class _Atom:
    start: int
    end: int
    kind: str  # num | cap | street | unit | state
    line: int


_US_STATES = (
    r"al|ak|az|ar|ca|co|ct|de|dc|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv"
    r"|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy"
)
_US_STATE_CODES: Final = frozenset(_US_STATES.split("|"))
_ENGLISH_STOP_WORDS: Final = frozenset(STOP_WORDS)


_LETTERED_NUMBER: Final = regex.compile(r"[A-Z]{1,2}\d[A-Z\d]?|[A-Za-z]-\d{1,4}[A-Za-z]?")


def _names_a_street_after(tokens: list[regex.Match[str]], i: int, prev: _Atom | None) -> bool:
    """The word at `i` ("the") stands between a house number and a street word that ends its
    clause: "9 The Crescent, Bath", "41 the avenue, hove"; not "chapter 3 the park scene"."""
    if prev is None or prev.kind != "num" or i + 2 >= len(tokens):
        return False
    street = tokens[i + 2]
    if street.lastgroup != "word" or _word_kind(street.group(), prev) != "street":
        return False
    after = tokens[i + 3] if i + 3 < len(tokens) else None
    return after is None or after.lastgroup != "sep" or any(c in after.group() for c in ",\n")


def _word_kind(word: str, prev: _Atom | None, after_comma: bool = False) -> str | None:
    bare = word.rstrip(".").lower()
    if bare in UNIT_WORDS or bare.replace(".", "") in {"po", "pobox"}:
        return "unit"
    if prev is not None and word.lower() in _SHORT_UNITS:
        return "unit"  # inside an address: "nr. 41, bl. C2, ap. 17"
    if bare == "via" and word[:1] == "v":
        return None  # "via DHL": the preposition; "Via Roma 5" is a street
    if bare == "u" and not word.endswith("."):
        return None  # "u" is "you" in a text; a Hungarian street ("Király u. 15") has its dot
    if bare in STREET_WORDS:
        # "Dr. Martens", "St Georges": before a name, at the head of a chain, a title
        return "cap" if prev is None and bare in _TITLE_LIKE and word[:1].isupper() else "street"
    if prev is not None and prev.kind == "unit" and len(bare) == 2 and bare.isalpha():
        return "state"  # "APO AE", "dpo ap"
    if prev is not None and bare in _NULLS:
        return "state"  # an empty field exported as "nan" or "n/a" inside an address block
    if any(ch.isdigit() for ch in word):
        # a UK outward code ("SW1A") inside an address, a house number after its block's
        # letter ("C-218, Sector 47"); other alphanumerics end it
        return "num" if _LETTERED_NUMBER.fullmatch(word) else None
    if not word[0].isupper():
        if (
            prev is not None
            and prev.kind != "num"
            and after_comma
            and len(bare) <= 3
            and bare.isalpha()
            and (bare not in _ENGLISH_STOP_WORDS or bare in _US_STATE_CODES)
        ):
            # ", nan", ", fa", ", or": a lower-case region code inside an address; ", is it
            # furnished" goes on with the sentence
            return "state"
        return None
    if bare in ADDRESS_STOP:
        return "weakcap" if word.isupper() and len(bare) == 2 else None
    if len(bare) > 5 and bare.endswith(STREET_SUFFIXES):
        return "street"
    return "cap"


def _names_somewhere(text: str, chain: list[_Atom]) -> bool:
    """A chain of a number and capitalised words with no street or unit word is an address
    only if a word names a place, not an everyday word ("Kirchweg 5, Leeds" does; "4 Packs,
    Got 1", "the Series 9 watch", in text typed in one case, do not), and no number is a
    measure ("120kg")."""
    if any(a.kind == "num" and _MEASURE.search(text, a.start, a.end) is not None for a in chain):
        return False
    caps = [a for a in chain if a.kind in {"cap", "state"}]
    if len(caps) <= 1 and len({a.line for a in chain}) > 1:
        return False  # "week 48.\nIt's", "UK 7\nNeeded by": one word on the next line
    words = english_words()
    return not words or any(
        a.kind == "cap"
        and not is_word_or_inflection(text[a.start : a.end].rstrip(".").lower(), words)
        and not _CAMEL.search(text, a.start, a.end)  # "AirPods", "PlayStation": a product
        for a in chain
    )


def _placed(text: str, chain: list[_Atom], start: int) -> bool:
    """Whether a chain of words and a number with no street or unit word is an address: an
    address is said to follow it, or a word of it names a place. One capitalised word before
    a plain number needs both, else it is a product or a plan ("moved to Flex 50", "the
    router (Livebox 6)")."""
    said = _LIVES_AT.search(text, max(0, start - 40), start) is not None
    named = _names_somewhere(text, chain)
    one_word = (
        len(chain) == 2
        and chain[0].kind == "cap"
        and chain[1].kind == "num"
        and text[chain[1].start : chain[1].end].isdigit()
    )
    return (said and named) if one_word else (said or named)


# street words cut short before their dot
_CUT_STREET: Final = ("str", "rd", "ave", "blvd", "ln")
# a line that opens a form's field: a label of up to four words and a colon
_FIELD_LINE: Final = regex.compile(r"(?:[^\W\d_][\w'’./-]*[ \t]*){1,4}:")
_CAMEL: Final = regex.compile(r"\p{Ll}\p{Lu}|^\p{Ll}")


# words that say an address follows, whatever its words are ("I live at 14 Oak, Leeds")
_LIVES_AT: Final = regex.compile(
    r"(?i)\b(?:live|lives|living|address(?:\s+is)?|moved|deliver(?:ed)?|ship(?:ped)?|send|sent"
    r"|post(?:ed)?|mail(?:ed)?)\s+(?:\w+\s+){0,2}?(?:at|to|is|:)?\s*$"
)
# units of measure and times of day after a number: no house number ("45L backpack", "from
# 6am"); "m", "w", "v", "in" and "x" only where a house number cannot be
_UNITS: Final = r"kg|g|lbs?|oz|ml|cl|l|cm|mm|km|gb|mb|tb|hz|kw|mah|ft|pk|pcs?|am|pm"
_MEASURE_NUMBER: Final = regex.compile(rf"\d+(?i:{_UNITS})")
_MEASURE: Final = regex.compile(rf"\d(?i:{_UNITS}|m|w|v|in|x)$")
_COUNTED_AFTER: Final = regex.compile(
    r"[ \t]+(?i:years?|yrs?|months?|weeks?|days?|nights?|hours?|hrs?|minutes?|mins?|times"
    r"|adults?|children|kids?|guests?|people|persons?|tickets?|seats?|pax)\b"
)
_THE_BEFORE: Final = regex.compile(r"(?<![\w'’-])The[ \t]+$")
# a day and month naming a street ("Avenida 18 de Julio", "Rua 7 de Setembro"): its number is
# no house number
_DATE_NAMED_AFTER: Final = regex.compile(
    r"[ \t]+(?i:de)[ \t]+(?i:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre"
    r"|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|marco|maio|junho|julho"
    r"|setembro|outubro|novembro|dezembro)\b"
)


# words that describe a street before its name ("Alte Kirchstraße", "Groß Borstel")
_STREET_ADJECTIVES: Final = frozenset(
    """alte alter altes neue neuer neues große grosse großer grosser kleine kleiner lange
    langer hohe hoher breite breiter obere oberer untere unterer mittlere innere äußere
    hintere vordere sankt st""".split()
)


def _split_postcode(text: str, chain: list[_Atom], i: int) -> bool:
    """`chain[i]` and the number after it are a postcode written "114 55" (Sweden, Czechia,
    Slovakia, Greece) before a town on the same line, the last numbers of the chain: not
    the groups of a phone number."""
    if (
        i + 2 >= len(chain)
        or chain[i + 2].kind != "cap"
        # a town's district may follow it ("110 00 Praha 1"), nothing else numbered
        or any(
            a.kind == "num" and (a.line != chain[i + 2].line or a.end - a.start > 2)
            for a in chain[i + 2 :]
        )
    ):
        return False
    head, tail = chain[i], chain[i + 1]
    return (
        head.line == tail.line == chain[i + 2].line
        and regex.fullmatch(r"\d{3} \d{2}", text[head.start : tail.end]) is not None
    )


def _norwegian_gate(text: str, chain: list[_Atom], i: int) -> bool:
    """`chain[i]` is "gate" in lower case after whose street it is, a name in the genitive
    ("Karl Johans gate 22", "Dronningens gate 5"): a Norwegian street, not an airport's gate
    ("the Emirates gate 22" has one capitalised word, "Emirates Airlines" ends in a word)."""
    if i < 1 or text[chain[i].start : chain[i].end] != "gate" or chain[i - 1].kind != "cap":
        return False
    owner = text[chain[i - 1].start : chain[i - 1].end]
    if is_word_or_inflection(owner.lower(), english_words()):
        return False  # "the Emirates Airlines gate 22"
    named = i >= 2 and chain[i - 2].kind == "cap" and chain[i - 2].line == chain[i].line
    return owner.endswith("ens") or (owner.endswith("s") and named)


# the connectors that say where to, not what the street is called ("bitte an", "zum")
_TO_PREPOSITIONS: Final = frozenset({"an", "am", "zu", "im"})


def _names_its_street(text: str, atom: _Atom) -> bool:
    """A street word that holds the street's own name ("Hauptstraße", "Kirchweg",
    "Hauptstr."), not a bare street word ("Gate", "Route"), an English word that ends like
    one ("Railroad", "Airplane") or a first name ("Hattie")."""
    bare = text[atom.start : atom.end].rstrip(".").lower()
    return (
        atom.kind == "street"
        and bare not in STREET_WORDS
        and bare.endswith(STREET_SUFFIXES)
        and not is_word_or_inflection(bare, english_words())
        and bare not in load_name_lists().first
    )


def _from_named_street(text: str, chain: list[_Atom]) -> list[_Atom]:
    """A street word that holds its own name starts the street after a preposition ("Bitte
    an Kirchstraße 12a" is "Kirchstraße 12a"): the capitalised words before them on that
    line are no part of it, unless they describe it ("Alte Kirchstraße")."""
    k = next((i for i, a in enumerate(chain) if _names_its_street(text, a)), None)
    if not k:
        return chain
    before = [a for a in chain[:k] if a.line == chain[k].line]
    if (
        not before
        or text[before[-1].end : chain[k].start].strip().lower() not in _TO_PREPOSITIONS
        or any(
            a.kind != "cap" or text[a.start : a.end].rstrip(".").lower() in _STREET_ADJECTIVES
            for a in before
        )
    ):
        return chain
    return [a for a in chain if a not in before]


_COMMA_ENDS_LINE: Final = regex.compile(r"[ \t]*,[ \t]*(?:\n|\Z)")
# a floor by its ordinal, with nothing else of an address beside it
_FLOOR_OF_NOTHING: Final = regex.compile(r"(?i)\d{1,2}(?:st|nd|rd|th)[ \t]+(?:floor|storey|story)")


class AddressRecognizer(Recognizer):
    """Chains of house numbers, capitalised words, street and unit words across lines.

    A chain is accepted when it holds a number next to words, or a street/unit word;
    leading lines without any number or street word (a name or a company above the
    address block) are left to the other recognizers.
    """

    NAME = "address"
    ENTITY: ClassVar[str] = "ADDRESS"

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        if not any(ch.isdigit() for ch in text) and not regex.search(
            r"(?i)\b(?:st|str|street|road|rd|ave|avenue|lane)\b", text
        ):
            return []
        out: list[Finding] = []
        chain: list[_Atom] = []
        pending = 0
        line = 0
        tokens = list(finditer(_TOKEN, text, deadline))
        for i, m in enumerate(tokens):
            kind = m.lastgroup
            value = m.group()
            if kind == "sep":
                if value.count("\n") > 1:
                    self._flush(text, chain, out)
                    chain, pending = [], 0
                line += value.count("\n")
                continue
            if kind == "num" and _DAY_MONTH_YEAR.fullmatch(value) is not None:
                self._flush(text, chain, out)  # "DOB 12-03-88": a date, not a house number
                chain, pending = [], 0
                continue
            if (
                kind == "num"
                and i > 1
                and tokens[i - 2].group().lower() in _NUMBERED_PLACES
                and not _norwegian_gate(text, chain, len(chain) - 1)
            ):
                # "Heathrow Terminal 5", "Gate 12": a part of a building numbered, no house
                self._flush(text, chain, out)
                chain, pending = [], 0
                continue
            if kind == "num":
                chain.append(_Atom(m.start(), m.end(), "num", line))
                pending = 0
                continue
            if kind == "word" and text.startswith(":", m.end()):
                if chain and _NUMBER_LABEL.match(text, m.start()) is not None:
                    # "Atatürk Cad. No: 15 D: 4": a house or flat number's label inside it
                    chain.append(_Atom(m.start(), m.end(), "unit", line))
                    continue
                self._flush(text, chain, out)  # "Airport:", "Start:": a form's label
                chain, pending = [], 0
                continue
            if kind == "word":
                prev = chain[-1] if chain else None
                if value.lower() == "the" and _names_a_street_after(tokens, i, prev):
                    pending += 1  # "9 The Crescent", "41 the avenue": a street called "The ..."
                    continue
                after_comma = i > 0 and "," in tokens[i - 1].group()
                wk = _word_kind(value, prev, after_comma)
                if wk is None and value.lower() in ADDRESS_CONNECTORS and chain and pending < 2:
                    pending += 1
                    continue
                if wk is None or wk == "weakcap":
                    if wk == "weakcap" and chain:
                        chain.append(_Atom(m.start(), m.end(), "state", line))
                        continue
                    self._flush(text, chain, out)
                    chain, pending = [], 0
                    continue
                end = m.end()
                if (
                    value.endswith(".")
                    and value.rstrip(".").lower() not in _ABBREVIATIONS
                    and (len(value) > 3)
                    # "Hauptstr. 5": the dot of a street word cut short
                    and not (wk == "street" and value.rstrip(".").lower().endswith(_CUT_STREET))
                ):
                    end -= 1  # a sentence-ending full stop, not part of the address
                    chain.append(_Atom(m.start(), end, wk, line))
                    self._flush(text, chain, out)
                    chain, pending = [], 0
                    continue
                chain.append(_Atom(m.start(), end, wk, line))
                pending = 0
                continue
            # other punctuation
            if (
                value == ":"
                and chain
                and chain[-1].kind == "unit"
                and chain[-1].end == m.start()
                and any(a.kind == "street" for a in chain)
            ):
                # "Sok. No:5 D:4": a house or a flat number's label inside a street's address
                # ("Flight No: 442" numbers no house)
                continue
            if (
                value == "/"
                and chain
                and chain[-1].kind == "cap"
                and chain[-1].end == m.start()
                and i + 1 < len(tokens)
                and tokens[i + 1].lastgroup == "word"
                and tokens[i + 1].group()[:1].isupper()
            ):
                continue  # "Çankaya/Ankara", "Kadıköy/İstanbul": a district and its city
            if (
                value == "#"
                and chain
                and chain[-1].kind == "num"
                and _NUMBER_AFTER_MARK.match(text, m.end()) is not None
            ):
                continue  # "Carrera 7 # 45-12", "Calle 85A # 9-23": the cross street's number
            if (
                value == "."
                and chain
                and chain[-1].kind == "num"
                and i + 2 < len(tokens)
                and tokens[i + 1].lastgroup == "sep"
                and tokens[i + 2].lastgroup in {"word", "num"}
                and _word_kind(tokens[i + 2].group(), chain[-1]) in {"unit", "street", "cap"}
                and tokens[i + 2].group()[:1].isupper()
                and tokens[i + 2].group().rstrip(".").lower() in _ABBREVIATIONS
            ):
                continue
            if (
                value == "."
                and chain
                # a line of an address block may end in a full stop; a product and its number
                # end a sentence ("incluido en Glasfaser 1000.\n> Atención al cliente")
                and any(a.kind in {"street", "unit"} for a in chain)
                and i + 2 < len(tokens)
                and "\n" in tokens[i + 1].group()
                and tokens[i + 2].lastgroup in {"word", "num"}
                and tokens[i + 2].group()[:1].isupper() | tokens[i + 2].group()[:1].isdigit()
            ):
                continue
            self._flush(text, chain, out)
            chain, pending = [], 0
        self._flush(text, chain, out)
        return out

    def _addressee(self, text: str, head: list[_Atom], out: list[Finding]) -> None:
        """Lines of capitalised words right above an address block name its addressee; one
        word that a comma ends is a sign-off or a greeting ("Mulțumesc,", "Hola,")."""
        for ln in sorted({a.line for a in head}):
            atoms = [a for a in head if a.line == ln]
            if len(atoms) == 1 and _COMMA_ENDS_LINE.match(text, atoms[0].end):
                continue
            if all(a.kind in {"cap", "state"} for a in atoms) and len(atoms) <= 4:
                out.append(
                    self._finding(atoms[0].start, atoms[-1].end, 0.5, "addressee", entity="PERSON")
                )

    def _flush(self, text: str, chain: list[_Atom], out: list[Finding]) -> None:
        if not chain:
            return
        if any(_on_a_dated_line(text, a) for a in chain if a.kind == "num"):
            # "Dne út 1. 12. 2026 10:04 uživatel ...", "1 Ara 2026 Sal 10:04 tarihinde ...": a
            # reply header's date and time, in words no list knows
            return
        # drop leading lines that carry no number and no street or unit word
        lines = sorted({a.line for a in chain})
        if len(lines) > 1:
            for ln in lines:
                if any(a.kind in {"num", "street", "unit"} for a in chain if a.line == ln):
                    head = [a for a in chain if a.line < ln]
                    chain = [a for a in chain if a.line >= ln]
                    if chain and head:
                        self._addressee(text, head, out)
                    break
        # a later line that opens a form's field ("Speed measured: 3.2", "Compagnie :") is
        # no part of the value above it
        for k in range(1, len(chain)):
            if chain[k].line != chain[k - 1].line and _FIELD_LINE.match(text, chain[k].start):
                chain = chain[:k]
                break
        kinds = [a.kind for a in chain]
        for i in range(len(kinds) - 2):
            if (
                kinds[i] == kinds[i + 1] == kinds[i + 2] == "num"
                and not _split_postcode(text, chain, i + 1)
                # "Fusteria Vella 8, 2n 1a", "portal 2, 5ºB, 46011": a house, a floor and a
                # door, or a postcode, parted by a comma; a phone's groups are not
                and "," not in text[chain[i].end : chain[i + 2].start]
            ):
                # a run of digit groups is a card or phone number, not an address: keep
                # what comes before it ("... Hungary 34796\n(37) 788-063" keeps the address)
                # and what starts on a later line ("+353 1 147 0082\n9 Seaview Park, Bray")
                run_end = i + 2
                while run_end + 1 < len(kinds) and kinds[run_end + 1] == "num":
                    run_end += 1
                tail = next(
                    (
                        k
                        # inside the run, or the atom right after it ("327 310 480\nRua
                        # Actor Vale 38": a tax number, then the address on its own line;
                        # "024 382 4429\nPlot 22\nNyaniba Estates": a phone, then a unit)
                        for k in range(i + 1, min(run_end + 2, len(chain)))
                        if chain[k].line != chain[k - 1].line
                        and (
                            chain[k].kind != "num"
                            or k + 1 >= len(chain)
                            or chain[k + 1].kind != "num"
                        )
                    ),
                    None,
                )
                if tail is not None:
                    self._flush(text, chain[tail:], out)
                chain = chain[: i + 1] if chain[i].line != chain[i + 1].line else chain[:i]
                kinds = [a.kind for a in chain]
                break
        if not chain:
            return
        chain = _from_named_street(text, chain)
        while chain and (
            text[chain[-1].start : chain[-1].end].rstrip(".").lower() in LANDMARK_WORDS
            or (chain[-1].kind == "num" and _COUNTED_AFTER.match(text, chain[-1].end))
        ):
            # "the flat 2 near the park": a landmark word needs its place; "12 Oak Lane, 3
            # years now": a count after the address is no part of it
            chain = chain[:-1]
        if not chain:
            return
        kinds = [a.kind for a in chain]
        if (
            len(chain) >= 2
            and _FLOOR_OF_NOTHING.fullmatch(text, chain[0].start, chain[1].end) is not None
            and not any(a.kind in {"num", "street", "unit"} for a in chain[2:])
        ):
            return  # "the flat on the 3rd floor", "the lift to the 3rd floor": no address
        if (
            len(chain) == 2
            and kinds[1] == "num"
            and (
                (kinds[0] == "street" and not _names_its_street(text, chain[0]))
                or regex.fullmatch(r"[A-Z][A-Z0-9]", text[chain[0].start : chain[0].end])
            )
        ):
            return  # "Gate 17", "SQ 317": a gate or a flight, not a street
        if any(
            a.kind == "street"
            and text[a.start : a.end].lower() == "gate"
            and i + 1 < len(chain)
            and chain[i + 1].kind == "num"
            and not _norwegian_gate(text, chain, i)
            for i, a in enumerate(chain)
        ):
            return  # "says gate 17": an airport's gate
        # a measure, a count or a street's date is no house number ("Everest Trail 45L
        # backpack", "Oak Lane 120kg", "Egyptian Mau, 2 years old", "Room 2 nights", "Avenida
        # 18 de Julio")
        has_num = any(
            a.kind == "num"
            and _MEASURE_NUMBER.fullmatch(text, a.start, a.end) is None
            and _COUNTED_AFTER.match(text, a.end) is None
            and _DATE_NAMED_AFTER.match(text, a.end) is None
            for a in chain
        )
        has_street = "street" in kinds
        has_unit = any(
            a.kind == "unit"
            and (
                text[a.start : a.end].rstrip(".").lower() not in _NUMBER_WORDS
                or (i + 1 < len(chain) and chain[i + 1].kind == "num")
                or (i > 0 and chain[i - 1].kind == "unit")  # "PO Box"
            )
            for i, a in enumerate(chain)
        )
        n_words = sum(k in {"cap", "street", "unit", "state"} for k in kinds)
        start = chain[0].start
        cued = _CUE.search(text, max(0, start - 60), start) is not None
        block = (
            cued or len({a.line for a in chain}) > 1 or "," in text[chain[0].start : chain[-1].end]
        )
        # "at 12 Elm": a house number after "on"/"at"; "on Android 14" is a version
        at_number = (
            chain[0].kind == "num" and _ON_AT.search(text, max(0, start - 8), start) is not None
        )
        if has_num and (has_street or has_unit):
            score = 0.75
        elif has_street and n_words >= 2:
            # a street without a house number ("the store near Oxford Street") locates no
            # one; it counts after an address cue ("lives on") or inside a postal block
            score = 0.6 if block else 0.25
        elif has_num and n_words >= 1 and (block or at_number) and _placed(text, chain, start):
            # a number among capitalised words on one line is a product's model ("Dell
            # XPS 13", "Osprey Atmos 65"), unless an address cue stands before it
            score = 0.45
            if len(chain) == 2:
                num = next(a for a in chain if a.kind == "num")
                digits = text[num.start : num.end]
                if regex.fullmatch(r"(?:1[89]|20)\d\d", digits) or len(digits) > 6:
                    score = 0.1
        else:
            return
        end = chain[-1].end
        if chain[0].kind == "cap" and _THE_BEFORE.search(text, max(0, start - 5), start):
            start = text.rindex("The", 0, start)  # a house name: "The Old Forge, Church Lane"
        corner = _CORNER.search(text, max(0, start - 20), start)
        if corner is not None:
            start = corner.start()  # "the corner of X and Y" names one place
        boost = 0.0
        if _CUE.search(text, max(0, start - 60), start) is not None:
            boost = CONTEXT_BOOST
        out.append(
            self._finding(start, end, round(min(1.0, score + boost), 3), "chain", boost=boost)
        )


_STREET_TYPES = (
    r"street|st|road|rd|avenue|ave|av|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl"
    r"|terrace|close|crescent|cres|circle|cir|parkway|pkwy|highway|hwy|square|sq|row|walk|mews"
    r"|grove|gardens|trail|trl|alley|path|view"
)
# words that never name a street ("size 9 by the way")
_STOP = r"(?:by|the|a|an|of|in|on|to|for|and|or|is|at|my|your|this|that|all|no|way|each|per)"


# a character of a Chinese place's name: not one of the words that lead to it ("请寄到上海市",
# "我住在北京市": "please send to", "I live in")
_PLACE_HAN = r"(?:(?![请寄到送至在是的我你他她为往址住])\p{Han})"


class StreetLineRecognizer(PatternRecognizer):
    """A street line in any case: a house number, up to four words and a street type, with an
    optional unit ("apt 3", "#1", "unit c"), town and US state ("5 old mill road #1,
    burlington vt"). The chain recognizer needs capitals; people often type none."""

    NAME = "street_line"
    ENTITY = "ADDRESS"
    PATTERNS = (
        Pattern(
            "street_line",
            r"(?<![\w$€£.,/-])(?:(?:flat|apt|apartment|unit|suite)\s+\w{1,4},?\s+)?"
            r"\d{1,6}[a-z]?(?:-\d{1,4})?\s+(?:[nsew]\.?\s+)?"
            r"(?:(?!" + _STOP + r"\b)(?:[a-z][a-z'’.-]*|\d+(?:st|nd|rd|th))\s+){1,4}?"
            rf"(?:{_STREET_TYPES})\b\.?(?:\s+(?:{_STREET_TYPES})\b\.?)?"
            r"(?:,?\s*(?:apt|apartment|unit|suite|ste|flat|fl|floor|no\.?|#)\s*\.?\s*#?\s*"
            r"[a-z0-9-]{1,6}\b)?"
            rf"(?:,?\s+(?:[a-z][a-z'’.-]*\s+){{0,2}}?[a-z][a-z'’.-]*,?\s+(?:{_US_STATES})\b"
            r"(?:,?\s+\d{5}(?:-\d{4})?(?!\d)|(?=\s*[,.;!?]|\s*$|\s+[a-z])))?",
            0.5,
        ),
        # a Korean address: a city, province, district or county ("서울특별시", "강남구"), maybe a
        # town or neighbourhood, then a road, a lane or a neighbourhood and its number, with
        # the floor, building or flat after it ("테헤란로 152, 5층", "우동 1408-5")
        Pattern(
            "korean_road",
            r"(?<!\p{Hangul})(?:\p{Hangul}+[시도][ \t]+){0,2}\p{Hangul}+[시군구][ \t]+"
            r"(?:\p{Hangul}+[읍면동][ \t]+)?\p{Hangul}*[\p{Hangul}\d](?:로|길|동|리|가)[ \t]*"
            r"\d{1,5}(?:-\d{1,4})?(?:[ \t]*번지)?(?:,?[ \t]*\d{1,5}[ \t]*(?:층|호|동))*",
            0.6,
        ),
        # a Japanese address: maybe a prefecture, a city, ward or county, the district's
        # name and its block numbers ("東京都渋谷区神宮前1-2-3", "大阪市北区梅田3丁目1番3号"),
        # with a building and room after them ("渋谷ビル502号室")
        Pattern(
            "japanese_address",
            r"(?:\p{Han}{2,3}[都道府県])?\p{Han}{1,6}?[市区郡](?:\p{Han}{1,6}?[区町村])?"
            r"[\p{Han}\p{Hiragana}\p{Katakana}ー]{0,12}?"
            r"(?:\d{1,4}丁目[ \t]*\d{1,4}(?:番地?|[-－])[ \t]*\d{1,4}号?"
            r"|\d{1,4}[-－]\d{1,4}(?:[-－]\d{1,4})?)"
            r"(?:[ \t]*[\p{Han}\p{Katakana}ー\p{Latin}]{1,12}[ \t]*\d{1,5}号室)?",
            0.6,
        ),
        # a Chinese address: maybe a province, a city, a district or county, a road and its
        # number, with the building, unit and room after it ("北京市朝阳区建国路88号",
        # "上海市浦东新区世纪大道100号3号楼1201室")
        Pattern(
            "chinese_address",
            r"(?:" + _PLACE_HAN + r"{2,7}?(?:省|自治区))?" + _PLACE_HAN + r"{1,6}?市"
            r"(?:\p{Han}{1,6}?[区县市])?"
            r"(?:\p{Han}{1,10}?(?:路|街|大道|巷|胡同|道|里))?\d{1,5}号"
            r"(?:\p{Han}{0,10}?\d{1,5}(?:号楼|栋|幢|单元|室|层|楼|号))*",
            0.6,
        ),
        # a Hebrew address: the street word, its name and number, the flat, floor or entrance,
        # the town after a comma and its postcode ("רחוב הרצל 12 דירה 4, תל אביב 6688102")
        Pattern(
            "hebrew_street",
            r"(?<!\p{Hebrew})(?:רחוב|רח['׳]|שדרות|שד['׳])[ \t]*"
            r"\p{Hebrew}+(?:[ \t]+\p{Hebrew}+){0,2}"
            r"[ \t]+\d{1,4}(?:[ \t,]+(?:דירה|קומה|כניסה)[ \t]+\d{1,3})*"
            r"(?:[ \t]*,[ \t]*\p{Hebrew}+(?:[ \t]+\p{Hebrew}+)?(?![ \t]+\p{Hebrew}))?"
            r"(?:[ \t]*,?[ \t]*\d{7}(?!\d))?",
            0.6,
        ),
        # an Arabic address: a villa, flat or building and its number, then the street or road
        # and its name, then up to three places parted by commas, each of one or two words
        # ("فيلا 12، شارع الوصل، جميرا، دبي"); a number is part of it
        Pattern(
            "arabic_street",
            r"(?<!\p{Arabic})(?:(?:فيلا|شقة|مبنى|عمارة|بناية)[ \t]*\d{1,4}[ \t]*[،,]?[ \t]*)?"
            r"(?:شارع|طريق)[ \t]+\p{Arabic}+(?:[ \t]+\p{Arabic}+)?(?:[ \t]*(?:رقم[ \t]*)?\d{1,4})?"
            r"(?:[ \t]*[،,][ \t]*\p{Arabic}+(?:[ \t]+\p{Arabic}+)?(?![ \t]+\p{Arabic})){0,3}",
            0.6,
        ),
    )
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "hebrew_street": ("רחוב", "רח'", "רח׳", "שדרות", "שד'", "שד׳"),
        "arabic_street": ("شارع", "طريق"),
    }
    CONTEXT = (
        "address", "live", "lives", "ship", "shipping", "deliver", "delivery", "send", "moved",
        "billing", "post", "mail", "to",
    )  # fmt: skip
    FLAGS: ClassVar[int] = regex.IGNORECASE

    def validate(self, value: str) -> bool | None:
        # every street line holds a number: an Arabic street named without one is talked of
        # ("شارع الوصل مزدحم": the street is busy)
        return None if any(ch.isdigit() for ch in value) else False


# What may stand before "address" in a field's label: whose or which address it is.
_ADDRESS_KINDS = (
    r"home|delivery|billing|shipping|postal|mailing|installation|service|correspondence"
    r"|invoice|new|old|current|previous|my|our|full|street|house|residential|registered"
)
# "address" in the languages of the support messages seen (English, Spanish, Portuguese,
# French, German, Italian, Dutch, Japanese), with their own "of ...": "Dirección de
# facturación", "Adresse de livraison", "Lieferadresse"; and in Swedish, Norwegian and Danish,
# Finnish, Czech, Slovak, Croatian and Romanian, Turkish, Korean, Chinese and Vietnamese
_ADDRESS_LABEL = (
    r"address|addr|direcci[oó]n|domicilio|endere[cç]o|morada|adresse|anschrift"
    r"|(?:liefer|rechnungs|wohn|post)adresse|indirizzo|adres|(?:bezorg|aflever|factuur)adres"
    r"|住所"
    r"|(?:gatu|post|bostads|leverans)?adress|(?:posti|katu|koti|toimitus)?osoite|adresa"
    r"|(?:teslimat[ \t]+|fatura[ \t]+|ev[ \t]+)?adresi|bydliště|주소|地址|địa[ \t]+chỉ"
    # and in Arabic, Chinese, Japanese and Korean: where a parcel goes
    r"|العنوان|عنوان|(?:收货|收件|送货|配送|寄送|邮寄|联系)地址|ご住所|お届け先|送り先|配送先"
    r"|주소지|배송지|" + any_form_of(ADDRESS_LABELS_ABROAD)
    # and in Lithuanian, Russian, Ukrainian, Kazakh, Serbian, Bulgarian, Greek, Hungarian,
    # Slovene and Croatian, Estonian, Romanian, Polish, Danish and Norwegian, Latvian, Armenian,
    # Georgian, Uzbek, Bengali and Luxembourgish, and where the
    # parcel goes in some ("адрес доставки", "adresa za dostavu", "pristatymo adresas"; not
    # "delivery", "livraison" or "dostava" alone, whose value is as often "3-5 days")
)


# the label of a phone number after an address on its line, in the languages of the address
# labels above
_PHONE_LABEL = (
    "(?:"
    + any_form_of(("tel", "tel.", "phone", "telefon", "telefonas", "телефон", "тел", "tlf"))
    + r"|mob(?:ile|il|iil|iel)?|gsm|cell|puh(?:elin)?|τηλ(?:έφωνο)?)\b"
)


# so many metres (or varas) towards a compass point: "100 m sur", "25 metros al oeste"
_METRES_TO = (
    r"\d{1,4}[ \t]*(?:m|mts|metros|varas)\.?[ \t]+(?:al[ \t]+)?"
    r"(?:norte|sur|este|oeste|noreste|noroeste|sureste|suroeste)\b"
)


# a part of an address line in capitalised words ("Sheinton Road", "Co. Waterford")
_CAPITALISED_PART = r"\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,3}"


class AddressFieldRecognizer(PatternRecognizer):
    """The value of an address field, whole: a line labelled "Address:", "Delivery
    address:", "Dirección de instalación:", "Endereço:", "Adresse:" whose value holds a
    digit, to the end of the line or to a postal code that lower-case words follow, or
    whose line is capitalised parts parted by commas ("Yew Tree Barn, Sheinton Road, Much
    Wenlock"). The
    street recognizers need English street words or a familiar shape; addresses
    of other countries ("Blk 12 Lot 7, Phase 3, Villa Carmelita Subd.", "Av. Conselheiro
    Aguiar 1180, casa 3, Boa Viagem, Recife - PE") leaked the words they did not know. A
    label that says what kind of address it is not (email, IP, MAC, web) is no such field."""

    NAME = "address_field"
    ENTITY = "ADDRESS"
    PATTERNS = (
        Pattern(
            "address_field",
            r"(?m)(?:^[ \t>*-]*|(?<=\S[.!?][ \t]+))(?:(?:" + _ADDRESS_KINDS + r")[ \t]+){0,2}"
            r"(?:" + _ADDRESS_LABEL + r")"
            r"(?:[ \t]+(?:de|da|do|di|del|für|for|of)[ \t]+(?:the[ \t]+|la[ \t]+|l['’])?"
            r"[\p{L}-]+)?"
            r"[ \t]*:[ \t]*(?P<pii>(?=[^\n]*\d)[^\n]*?[\p{L}\d])"
            # to the end of the line, to a sentence after it ("..., YO11 1XW. Account number
            # 1837"), or to a postal code that lower-case words follow ("NY 12572 plz updt b4
            # u ship", "YO21 3DT thanks")
            r"(?:[ \t.,;]*$|(?=\.[ \t]+(?-i:\p{Lu}\p{Ll}+[ \t]+\p{Ll}))"
            # or to a phone number's label on the line ("..., 10115 Tallinn, tel +372 ...")
            r"|(?=[ \t]*[,;/|]?[ \t]*" + _PHONE_LABEL + r"[ \t.:]*[+(\d])"
            r"|(?<=\b(?:\d{5,6}|\d{5}-\d{3,4}|[a-z]{1,2}\d[a-z\d]?[ \t]*\d[a-z]{2}))"
            r"(?=[ \t]+(?-i:\p{Ll})))",
            0.85,
        ),
        # with no digit: two or more parts parted by commas, each capitalised, filling the
        # line ("Address: Yew Tree Barn, Sheinton Road, Much Wenlock")
        Pattern(
            "address_field_words",
            r"(?m)^[ \t>*-]*(?:(?:" + _ADDRESS_KINDS + r")[ \t]+){0,2}"
            r"(?:" + _ADDRESS_LABEL + r")[ \t]*:[ \t]*"
            r"(?P<pii>(?-i:" + _CAPITALISED_PART + r"(?:,[ \t]*" + _CAPITALISED_PART + r"){1,5}))"
            r"[ \t.]*$",
            0.85,
        ),
        # an address said, as a voice transcript writes it ("my address is storgatan one two
        # one one four five one stockholm", read with its digits): after "my address is" or
        # "I live at" in a few languages, a value with a number, to the end of its clause
        Pattern(
            "address_said",
            r"\b(?:my[ \t]+(?:new[ \t]+|home[ \t]+|delivery[ \t]+|billing[ \t]+|postal[ \t]+)?"
            r"address[ \t]+is|i[ \t]+live[ \t]+at|adresim|mi[ \t]+direcci[oó]n[ \t]+es"
            r"|meu[ \t]+endere[cç]o[ \t]+[eé]|min[ \t]+adress[ \t]+är|osoitteeni[ \t]+on)[ \t]+"
            # ("my address is wrong on 2 orders", "I live at home with 2 kids" say no address)
            r"(?!(?:wrong|correct|right|home|the|a|an|in|on|at|not|still|same|different|old|new"
            r"|fine|ok|okay|missing|incomplete|changed|updated|below|above|attached|there|here"
            r"|with|near|by|listed|saved|number)\b)"
            r"(?P<pii>[\p{L}\d][^\n.,;!?]*?\d(?:[^\n.,;!?]*?[\p{L}\d])??)"
            # to the end of the clause: a transcript runs on without a stop ("... montevideo
            # the badge went somewhere else")
            r"(?=[ \t]+(?:and|but|please|pls|thanks|thank|for|because|since|so|if|from|now|not"
            r"|the|my|i|it|we|they|he|she|this|that|is|was|has|have|can|could|will|would|in)"
            # a UK postcode after it is one of its own ("london nw1 6xe")
            r"\b|[ \t]+[a-z]{1,2}\d[a-z\d]?[ \t]*\d[a-z]{2}\b|[ \t]*(?:[\n.,;!?]|$))",
            0.8,
        ),
        # "del Palí 100 m sur y 25 m oeste, casa 14, Cariari": Costa Rica and Nicaragua give an
        # address as metres from a landmark, a compass point each, with what follows on its
        # clause (the house, the district)
        Pattern(
            "landmark_directions",
            r"(?P<pii>(?:\b(?:del|de[ \t]+la|de[ \t]+los|de[ \t]+las|frente[ \t]+(?:al?|a[ \t]+la))"
            r"[ \t]+[^\n,.;:!?]{2,40}?[ \t]+)?"
            + _METRES_TO
            + r"(?:[ \t]*,?[ \t]*(?:y[ \t]+)?"
            + _METRES_TO
            + r")*"
            r"(?:,[ \t]*[^\n,.;:!?]{2,30}?){0,3})(?=[ \t]*(?:[\n.;!?]|$))",
            0.8,
        ),
        # "عنواني: 12 شارع ...، ...", "والعنوان 45 شارع ...": in Arabic after "my address" or
        # "the (new) address" (with "and", "to" joined to it), a value that opens with its
        # house number, to the end of its sentence, its parts parted by the Arabic comma
        # ("العنوان غلط في الطلب رقم 5512" says the address is wrong)
        Pattern(
            "address_said_arabic",
            r"(?<!\p{Arabic})(?:[وفب]?(?:ال)?|لل)عنوان(?:ي|ى)?"
            r"(?:[ \t]+(?:الجديد|الحالي|بتاعي|بتاعى))?(?:[ \t]+(?:هو|هي))?[ \t]*:?[ \t]*"
            r"(?P<pii>\d[^\n.!?؟]*?[\p{Arabic}\d])(?=[ \t]*(?:[\n.!?؟]|$))",
            0.8,
        ),
    )
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "address_field": DIGITS,
        "address_field_words": (",",),
        "address_said_arabic": ("عنوان",),
        "landmark_directions": ("norte", "sur", "este", "oeste"),
        "address_said": ("address", "live", "adres", "direcci", "endere", "adress", "osoite"),
    }
    FLAGS: ClassVar[int] = regex.IGNORECASE
