"""What the held-out set generators (make_fresh.py, make_blind.py, make_final.py, make_last.py,
make_sealed.py and make_sixth.py to make_fifteenth.py) share: check digits (Luhn, IBAN mod-97,
ABA routing, UPU S10, Verhoeff, CPF, NUBAN), numbers and years in words, text folded to ASCII
and read out (`Speech`), the message builder that records the span of every typed piece, the
loops that fill skeletons into rows, the split of a skeleton's country tag, the JSONL writer and
the command line.

The generators are run as scripts (``python benchmarks/data/redaction/make_x.py``), so this
directory is on ``sys.path`` and they import it as ``setkit``. Nothing here draws from a random
generator except `digits`, `letters` and `luhn_complete`, which draw exactly as the generators
did before they shared them, so the written sets are byte for byte the same.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import string
import unicodedata
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Final

Span = dict[str, int | str]
Row = dict[str, object]

SPAN_TYPES: Final = frozenset(
    {
        *("PERSON", "EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP", "ADDRESS", "POSTCODE"),
        *("DATE_OF_BIRTH", "BANK_ACCOUNT", "SECRET", "CUSTOMER_ID", "TRACKING"),
    }
)
"""The span types of the adversarial sets (README: "Types")."""


# --------------------------------------------------------------------------- random pieces


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(n))


# --------------------------------------------------------------------------- check digits


def luhn_check_digit(body: str) -> str:
    """The digit that, appended to `body`, makes a number that passes the Luhn check."""
    total = 0
    for i, d in enumerate(reversed(body)):
        n = int(d) * (2 if i % 2 == 0 else 1)
        total += n - 9 if n > 9 else n
    return str(-total % 10)


def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    """A `length`-digit number starting with `prefix` that passes the Luhn check."""
    body = prefix + digits(rng, length - len(prefix) - 1)
    return body + luhn_check_digit(body)


def luhn_ok(number: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(number)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def iban_number(raw: str) -> str:
    """Letters as numbers (A=10 ... Z=35), digits as they are: what mod-97 is taken of."""
    return "".join(str(int(c, 36)) for c in raw)


def iban_from_bban(country: str, bban: str) -> str:
    """The IBAN of `bban` in `country`, with its two mod-97 check digits."""
    return f"{country}{98 - int(iban_number(bban + country + '00')) % 97:02d}{bban}"


def iban_ok(value: str) -> bool:
    raw = re.sub(r"[^0-9A-Za-z]", "", value).upper()
    return int(iban_number(raw[4:] + raw[:4])) % 97 == 1


def aba_check_digit(body: str) -> str:
    """The ninth digit of a US ABA routing number whose first eight are `body` (3-7-1)."""
    d = [int(c) for c in body]
    return str(-(3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]) % 10)


def s10_check_digit(serial: str) -> str:
    """The UPU S10 check digit of an eight-digit postal item serial."""
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: "0", 11: "5"}.get(c, str(c))


VERHOEFF_D: Final = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
VERHOEFF_P: Final = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
VERHOEFF_INV: Final = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_check_digit(body: str) -> str:
    """The Verhoeff digit appended to Aadhaar numbers."""
    c = 0
    for i, d in enumerate(reversed(body)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(d)]]
    return str(VERHOEFF_INV[c])


def verhoeff_ok(number: str) -> bool:
    c = 0
    for i, d in enumerate(reversed(number)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(d)]]
    return c == 0


def cpf_check_digits(body: str) -> str:
    """The two mod-11 digits of a Brazilian CPF whose first nine digits are `body`."""
    digits = [int(c) for c in body]
    for _ in range(2):
        total = sum(d * w for d, w in zip(digits, range(len(digits) + 1, 1, -1), strict=True))
        digits.append(total * 10 % 11 % 10)
    return "".join(str(d) for d in digits[-2:])


def nuban_check_digit(bank: str, serial: str) -> str:
    """The tenth digit of a Nigerian NUBAN account number (CBN: weights 373 373 373 373 over
    the three-digit bank code and the nine-digit serial)."""
    weights = (3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3)
    total = sum(int(c) * w for c, w in zip(bank + serial, weights, strict=True))
    return str(-total % 10)


# --------------------------------------------------------------------------- spoken numbers

UNITS: Final = "zero one two three four five six seven eight nine".split()
TEENS: Final = (
    "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
)
TENS: Final = ["", "", *"twenty thirty forty fifty sixty seventy eighty ninety".split()]
ORDINALS: Final = """first second third fourth fifth sixth seventh eighth ninth tenth eleventh
    twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth
    twentieth""".split()


def number_words(n: int) -> str:
    """0-99 in words ('forty two')."""
    if n < 10:
        return UNITS[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("" if n % 10 == 0 else " " + UNITS[n % 10])


def ordinal_words(n: int) -> str:
    """1-31 as an ordinal in words ('twenty first')."""
    if n <= 20:
        return ORDINALS[n - 1]
    if n == 30:
        return "thirtieth"
    return f"{TENS[n // 10]} {ORDINALS[n % 10 - 1]}"


def year_words(y: int) -> str:
    """A year as it is said in English ('nineteen oh seven', 'two thousand and twelve')."""
    if y >= 2000:
        return "two thousand" + ("" if y == 2000 else f" and {number_words(y - 2000)}")
    hi, lo = divmod(y, 100)
    return f"{number_words(hi)} {'oh ' + UNITS[lo] if lo < 10 else number_words(lo)}"


def ordinal_numeral(d: int) -> str:
    """A day of the month as an English ordinal in digits ('1st', '22nd', '13th')."""
    return f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


class Speech:
    """How one generator writes a value without diacritics and reads it out: `folds` spells
    the letters that NFKD cannot take apart (Danish ø as "oe"), `digit_words` names the ten
    digits in each language."""

    def __init__(self, folds: Mapping[str, str], digit_words: Mapping[str, Sequence[str]]) -> None:
        self._folds = str.maketrans(dict(folds))
        self._digit_words = digit_words

    def fold(self, text: str) -> str:
        """ASCII letters only, as a keyboard without diacritics writes them."""
        folded = unicodedata.normalize("NFKD", text.translate(self._folds))
        return folded.encode("ascii", "ignore").decode()

    def said(self, value: str, lang: str = "en") -> str:
        """A number or code read out: digits as words in `lang`, letters lower case."""
        words = self._digit_words[lang]
        return " ".join(
            words[int(c)] if c.isdigit() else c.lower() for c in self.fold(value) if c.isalnum()
        )

    def said_doubled(self, number: str, lang: str = "en") -> str:
        """A number read out in `lang` with a pair of equal digits as "double"."""
        words = self._digit_words[lang]
        out: list[str] = []
        i = 0
        while i < len(number):
            word = words[int(number[i])]
            if i + 1 < len(number) and number[i + 1] == number[i]:
                out.append(f"double {word}")
                i += 2
            else:
                out.append(word)
                i += 1
        return " ".join(out)

    def plain(self, part: str) -> str:
        """Only the ASCII letters of `part`, lower case (for an email's local part)."""
        return re.sub(r"[^a-z]", "", self.fold(part).lower())

    def spoken_words(self, name: str, keep_marks: bool = False) -> str:
        """A name as speech-to-text writes it: lower case, hyphens as spaces, no punctuation;
        folded to ASCII unless `keep_marks`."""
        text = name.lower() if keep_marks else self.fold(name).lower()
        return " ".join(w for w in re.split(r"[\s-]+", re.sub(r"[^\w\s-]", "", text)) if w)

    def spoken_address(self, value: str) -> str:
        """An address as speech-to-text writes it: lower case ASCII without punctuation, a
        number apart from the letters around it, numbers up to 99 as words and longer ones
        (or ones with a leading zero) digit by digit."""
        text = re.sub(r"[^\w\s]", " ", self.fold(value).lower())
        text = re.sub(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z]{2})", " ", text)

        def say(match: re.Match[str]) -> str:
            number, rest = match.group(1), match.group(2)
            head = (
                number_words(int(number))
                if len(number) <= 2 and not number.startswith("0")
                else self.said(number)
            )
            return head + (f" {rest}" if rest else "")

        text = re.sub(r"(\d+)([a-z]*)\b", say, text)
        return re.sub(r"\s+", " ", text).strip()


# --------------------------------------------------------------------------- messages


class SpanText:
    """A message built piece by piece; the span of every typed piece is recorded as it is
    added, so offsets are computed, never searched for."""

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._spans: list[Span] = []
        self._values: list[str] = []
        self._length = 0

    def add(self, value: str, kind: str | None = None) -> None:
        if kind is not None:
            self._spans.append(
                {"start": self._length, "end": self._length + len(value), "type": kind}
            )
            self._values.append(value)
        self._parts.append(value)
        self._length += len(value)

    def done(self, types: Collection[str] | None = None) -> tuple[str, list[Span]]:
        """The text and its spans, each checked: it holds the value it was computed from, that
        value is neither empty nor padded with whitespace, and its type is one of `types`."""
        text = "".join(self._parts)
        for span, value in zip(self._spans, self._values, strict=True):
            start, end = int(span["start"]), int(span["end"])
            if text[start:end] != value or not value or value != value.strip():
                raise ValueError(f"span {span} does not hold {value!r} in {text!r}")
            if types is not None and span["type"] not in types:
                raise ValueError(f"span {span} has a type outside {sorted(types)} in {text!r}")
        return text, list(self._spans)


def fill_slots(
    skeleton: str,
    slot: re.Pattern[str],
    value_of: Callable[[re.Match[str]], tuple[str, str | None]],
    types: Collection[str] | None = None,
) -> tuple[str, list[Span]]:
    """Fill every `slot` match of `skeleton` with `value_of(match)` (its value and type, None
    for an untyped filler), in order; return the text and the checked spans."""
    built = SpanText()
    pos = 0
    for match in slot.finditer(skeleton):
        built.add(skeleton[pos : match.start()])
        built.add(*value_of(match))
        pos = match.end()
    built.add(skeleton[pos:])
    return built.done(types)


def _row(text: str, spans: list[Span] | None, template_id: str, kind: str, split: str) -> Row:
    """A set's row, keys in the order the files hold them; a benign row has no spans."""
    row: Row = {"text": text}
    if spans is not None:
        row["spans"] = spans
    row.update(template_id=template_id, kind=kind, split=split)
    return row


def render_unique(
    skeletons: Mapping[str, Sequence[str]],
    render: Callable[[str], tuple[str, list[Span]]],
    *,
    renders: int,
    prefix: str,
    split: str,
) -> list[Row]:
    """Each skeleton of each kind rendered until it gives `renders` different texts (at most
    ten tries a text), as rows with template id ``{prefix}-{kind}-{number:02d}``."""
    rows: list[Row] = []
    for kind, kind_skeletons in skeletons.items():
        for number, skeleton in enumerate(kind_skeletons, start=1):
            seen: set[str] = set()
            for _ in range(renders * 10):
                text, spans = render(skeleton)
                if text in seen:
                    continue
                seen.add(text)
                rows.append(_row(text, spans, f"{prefix}-{kind}-{number:02d}", kind, split))
                if len(seen) == renders:
                    break
    return rows


def fill_benign(
    skeletons: Mapping[str, Sequence[str]],
    slot: re.Pattern[str],
    fills: Mapping[str, Sequence[str]],
    rng: random.Random,
    check: Callable[[str, str], None],
    *,
    renders: int,
    prefix: str,
    split: str,
) -> list[Row]:
    """Each benign skeleton of each kind with its `slot`s filled from `fills` (by slot name,
    drawn with `rng`) until it gives `renders` texts no earlier skeleton gave (at most 30
    tries; a skeleton with no slot once), each passed to `check(kind, text)`, as rows with
    template id ``{prefix}-{kind}-{number:02d}``."""
    rows: list[Row] = []
    seen: set[str] = set()
    for kind, kind_skeletons in skeletons.items():
        for number, skeleton in enumerate(kind_skeletons, start=1):
            filled = 0
            for _ in range(30):
                text = slot.sub(lambda m: rng.choice(fills[m.group(1)]), skeleton)
                if text in seen:
                    continue
                check(kind, text)
                seen.add(text)
                rows.append(_row(text, None, f"{prefix}-{kind}-{number:02d}", kind, split))
                filled += 1
                if filled == renders or not slot.search(skeleton):
                    break
    return rows


def fill_adversarial(
    skeletons: Mapping[str, Sequence[str]],
    render: Callable[[str, int], tuple[str, list[Span]]],
    check: Callable[[str, str], None],
    *,
    renders: int,
    prefix: str,
    split: str,
) -> list[Row]:
    """Each adversarial skeleton of each kind rendered by `render(skeleton, index)` (`index`
    counts every attempt, kept or not) until it gives `renders` texts no earlier skeleton
    gave (at most ten tries a render), each holding a span and passed to `check(kind,
    text)`, as rows with template id ``{prefix}-{kind}-{number:02d}``."""
    rows: list[Row] = []
    seen: set[str] = set()
    index = 0
    for kind, kind_skeletons in skeletons.items():
        for number, skeleton in enumerate(kind_skeletons, start=1):
            filled = 0
            for _ in range(renders * 10):
                text, spans = render(skeleton, index)
                index += 1
                if text in seen:
                    continue
                assert spans, skeleton
                check(kind, text)
                seen.add(text)
                rows.append(_row(text, spans, f"{prefix}-{kind}-{number:02d}", kind, split))
                filled += 1
                if filled == renders:
                    break
    return rows


def render_untagged(
    tag: re.Pattern[str], render: Callable[[str, int, str | None], tuple[str, list[Span]]]
) -> Callable[[str, int], tuple[str, list[Span]]]:
    """The `render(skeleton, index)` of `fill_adversarial` for skeletons that may open with a
    `tag` (a country code: "[DE] "): it calls `render(body, index, group)`, `body` being the
    skeleton without its tag and `group` the tag's first group (None for an untagged one)."""

    def render_one(skeleton: str, index: int) -> tuple[str, list[Span]]:
        match = tag.match(skeleton)
        if match is None:
            return render(skeleton, index, None)
        return render(skeleton[match.end() :], index, match.group(1))

    return render_one


# --------------------------------------------------------------------------- files


ONE_LINE_KINDS: Final = {"chat", "voice"}
"""The kinds of message written on one line (a chat line, a voice transcript)."""


def check_style(kind: str, text: str) -> None:
    """A message of a one-line kind has no line break and every other kind has one; a voice
    transcript is lower case without punctuation."""
    assert ("\n" in text) == (kind not in ONE_LINE_KINDS), text
    if kind == "voice":
        assert text == text.lower() and not re.search(r"[^\w\s']", text), text


def check_benign_style(kind: str, text: str) -> None:
    """`check_style`, and no benign message holds an email's "@", a run of five digits or
    more, or a UK postcode's shape."""
    assert "@" not in text and not re.search(r"\d{5,}", text), text
    assert not re.search(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", text, re.IGNORECASE), text
    check_style(kind, text)


def write_jsonl(path: Path, rows: Iterable[Row]) -> int:
    """Write one JSON object a line (UTF-8, "\\n" line ends); return how many."""
    count = 0
    with path.open("w", encoding="utf-8", newline="\n") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            count += 1
    return count


def out_dir_from_args(name: str, default: Path) -> Path:
    """The ``--out-dir`` of a generator's command line, created if missing."""
    parser = argparse.ArgumentParser(description=f"Write the {name} held-out redaction sets.")
    parser.add_argument(
        "--out-dir", type=Path, default=default, help="where to write (default: here)"
    )
    out_dir: Path = parser.parse_args().out_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    return out_dir


def write_sets(name: str, default: Path, sets: Mapping[str, Callable[[], Iterable[Row]]]) -> None:
    """A generator's command line: each of `sets` (a file name and what makes its rows, called
    only when its turn comes) written, in order, into the ``--out-dir`` (default: `default`)."""
    out_dir = out_dir_from_args(name, default)
    for file_name, rows in sets.items():
        write_jsonl(out_dir / file_name, rows())
