"""The eleventh held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, fills per skeleton, styles, offsets, types, check
digits, spoken values, national formats, and that `make_eleventh.py` writes exactly the
committed files and shares nothing with the twenty earlier files. Nothing here runs the
redactor on them: they are a blind measure, run once. The checks all sets share are in
set_checks.py.
"""

# ruff: noqa: E501 - check tables and shapes read best one to a line
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.unit.redaction_data import set_checks as checks
from tests.unit.redaction_data.set_checks import (
    ADVERSARIAL_KEYS,
    BENIGN_KEYS,
    DATA,
    SPOKEN,
    Row,
    iban_ok,
    name_words,
    plain_digits,
    rows,
    rows_of,
    span_values,
)

GENERATOR = DATA / "make_eleventh.py"
ADVERSARIAL = DATA / "adversarial_pii_eleventh.jsonl"
BENIGN = DATA / "benign_support_eleventh.jsonl"
SUFFIXES = (
    *("", "_fresh", "_blind", "_final", "_last", "_sealed", "_sixth", "_seventh", "_eighth"),
    *("_ninth", "_tenth"),
)
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

KINDS = {"chat", "voice", "email", "form", "quoted"}
ONE_LINE = {"chat", "voice"}
ADVERSARIAL_COUNTS = {"chat": 102, "voice": 48, "email": 51, "form": 51, "quoted": 51}
BENIGN_COUNTS = {"chat": 168, "voice": 84, "email": 84, "form": 84, "quoted": 84}
# first names of the adversarial set that the benign set uses as words, places or brands on
# purpose ("a mali garland", "mali problem", "cincin intan", "nada de nada", "flor de caña",
# "Cielo water", "neema ya Mungu", "baraka tele", "zawadi ya Krismasi", "the golf shirt",
# "Tumaini University", "mint tea")
NAMES_ALSO_WORDS = {
    "mali", "intan", "nada", "flor", "cielo", "neema", "baraka", "zawadi", "golf", "tumaini",
}  # fmt: skip
ENTITIES = ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET", "SSN", "BANK_ACCOUNT")
SPANISH = dict(
    zip("cero uno dos tres cuatro cinco seis siete ocho nueve".split(), "0123456789", strict=True)
)
WORDS = {**SPOKEN, **SPANISH}


def raw_values(these: list[Row], entity: str) -> list[str]:
    return [
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row["spans"]
        if s["type"] == entity
    ]


def read_digits(value: str) -> str:
    """The digits of a value, read from English or Spanish words when it is spoken."""
    if re.search(r"\d", value):
        return plain_digits(value)
    return "".join(WORDS[w] for w in value.split() if w in WORDS)


# --------------------------------------------------------------------------- check digits


def thai_id_ok(v: str) -> bool:
    d = plain_digits(v)
    total = sum(int(c) * (13 - i) for i, c in enumerate(d[:12]))
    return len(d) == 13 and (11 - total % 11) % 10 == int(d[12])


def oib_ok(v: str) -> bool:
    d = plain_digits(v)
    a = 10
    for c in d[:10]:
        a = (a + int(c)) % 10 or 10
        a = a * 2 % 11
    return len(d) == 11 and (11 - a) % 10 == int(d[10])


def ruc_ok(v: str) -> bool:
    d = plain_digits(v)
    r = (
        11
        - sum(int(c) * w for c, w in zip(d[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
    )
    return len(d) == 11 and d[:2] == "10" and {10: 0, 11: 1}.get(r, r) == int(d[10])


def uy_ok(v: str) -> bool:
    d = plain_digits(v)
    body = d[:-1].zfill(7)
    return len(d) in (7, 8) and -sum(
        int(c) * w for c, w in zip(body, (2, 9, 8, 7, 6, 3, 4), strict=True)
    ) % 10 == int(d[-1])


def mykad_ok(v: str) -> bool:
    return bool(re.fullmatch(r"\d{6}[- ]?(?:01|07|08|10|12|14)[- ]?\d{4}", v))


def nida_ok(v: str) -> bool:
    return bool(re.fullmatch(r"(?:19|20)\d{6}-?\d{5}-?\d{5}-?\d{2}", v))


def s10_ok(value: str) -> bool:
    serial, check = value[2:10], int(value[10])
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: 0, 11: 5}.get(c, c) == check


def luhn_ok(number: str) -> bool:
    return checks.luhn_ok(number)


# the cue before a national number names it (the last cue before the span wins)
ID_CUES = {
    "id card": "TH", "id ": "TH", "payslip": "TH", "ic": "MY", "k/p": "MY", "oib": "HR",
    "dni": "PE-DNI", "ruc": "PE", "nida": "TZ", "cédula": "UY", "cedula": "UY",
}  # fmt: skip
ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "TH": thai_id_ok,
    "MY": mykad_ok,
    "HR": oib_ok,
    "PE-DNI": lambda v: bool(re.fullmatch(r"\d{8}", v)),
    "PE": lambda v: ruc_ok(v) or bool(re.fullmatch(r"\d{8}", v)),
    "TZ": nida_ok,
    "UY": uy_ok,
}


def id_kind(text: str, start: int) -> str | None:
    before = text[:start].lower()
    best: tuple[int, str] | None = None
    for cue, kind in ID_CUES.items():
        at = before.rfind(cue)
        if at >= 0 and (best is None or at + len(cue) > best[0]):
            best = (at + len(cue), kind)
    return best[1] if best else None


def test_the_check_digit_functions_can_fail() -> None:
    assert sum(thai_id_ok(f"110170020345{d}") for d in "0123456789") == 1
    assert sum(oib_ok(f"6947564139{d}") for d in "0123456789") == 1
    assert sum(ruc_ok(f"1046027895{d}") for d in "0123456789") == 1
    assert sum(uy_ok(f"1234567{d}") for d in "0123456789") == 1
    assert uy_ok("1.234.567-2") and not uy_ok("1.234.567-3")
    assert read_digits("nueve nueve uno") == "991" and read_digits("oh seven") == "07"


# --------------------------------------------------------------------------- tests


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates", "prefix", "counts"),
    [
        (ADVERSARIAL, ADVERSARIAL_KEYS, 300, 100, "eleventh-adv", ADVERSARIAL_COUNTS),
        (BENIGN, BENIGN_KEYS, 500, 165, "eleventh-benign", BENIGN_COUNTS),
    ],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_the_styles_and_only_the_heldout_split(
    path: Path,
    keys: set[str],
    min_rows: int,
    min_templates: int,
    prefix: str,
    counts: dict[str, int],
) -> None:
    these = rows(path)
    checks.check_format(
        these, keys, min_rows=min_rows, min_templates=min_templates, prefix="eleventh-"
    )
    checks.check_kinds(these, prefix=prefix, kinds=KINDS, one_line=ONE_LINE)
    assert dict(Counter(row["kind"] for row in these)) == counts


def test_spans_lie_inside_the_text_in_order_without_overlap_padding_or_punctuation() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_spans(adversarial)
    checks.check_span_edges(adversarial)


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_types(adversarial)
    counts = Counter(s["type"] for row in adversarial for s in row["spans"])
    assert all(n >= 10 for n in counts.values()), counts


def test_every_span_holds_a_value_of_its_type() -> None:
    """Each span, read back from the text, has the shape of its type (written or spoken)."""
    adversarial = rows(ADVERSARIAL)
    shapes = {
        "PERSON": r"[^\W\d_\u0e00-\u0e7f][^\W\d_ .'/,-]*(?:[ .'/,-]+[^\W\d_]+)*|[\u0e00-\u0e7f]+ [\u0e00-\u0e7f]+",
        "EMAIL": r"[\w.+-]+(?: dot \w+| punto \w+)*(?: ?@@? ?| at | \[@\] |\(at\)| majmunče | arroba | แอท )[\w.-]+"
        r"(?:(?: dot | \[\.\] | točka | punto | ดอท )\w+)*",
        "IP": r"\d{1,3}(?:\.\d{1,3}){3}",
        "POSTCODE": r"\d{5}|[a-z]+(?: [a-z]+){4}",
    }
    for row in adversarial:
        for span in row["spans"]:
            value, kind = row["text"][span["start"] : span["end"]], span["type"]
            if kind in shapes:
                assert re.fullmatch(shapes[kind], value, re.IGNORECASE), (kind, value)
            elif kind in ("PHONE", "CARD"):
                assert len(read_digits(value)) >= 8, (kind, value)
            elif kind == "DATE_OF_BIRTH":
                assert re.search(
                    r"\b(?:19|20|25)\d\d$|[/-]\d\d$|(?:nineteen|two thousand)", value
                ), value
            elif kind in ("BANK_ACCOUNT", "TRACKING", "SSN", "CUSTOMER_ID"):
                assert len(read_digits(value)) >= 4 and len(value) >= 6, (kind, value)
            else:
                assert re.search(r"\w", value) and len(value) >= 4, (kind, value)


def test_cards_and_ibans_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, read=read_digits, min_iban_countries=3)
    cards = raw_values(adversarial, "CARD")
    assert all(luhn_ok(read_digits(v)) for v in cards)
    assert any("\n" in v for v in cards), "a card across a line"
    assert sum(not re.search(r"\d", v) for v in cards) >= 3, "cards spoken as words"
    assert any(re.search(r" : |--|\+|  ", v) for v in cards), "odd separators"
    assert any(len(read_digits(v)) == 19 for v in cards) or any(
        len(read_digits(v)) == 14 for v in cards
    )
    ibans = raw_values(adversarial, "IBAN")
    assert any("\n" in v for v in ibans), "an IBAN across a line"
    assert {re.sub(r"\W", "", v)[:2].upper() for v in ibans} == {"HR", "SI", "MT"}
    assert all(iban_ok(v) for v in ibans)


def test_national_numbers_carry_valid_check_digits_and_agree_with_the_birth_date() -> None:
    adversarial = rows(ADVERSARIAL)
    kinds: Counter[str] = Counter()
    for row in adversarial:
        for s in row["spans"]:
            if s["type"] != "SSN":
                continue
            value = row["text"][s["start"] : s["end"]]
            value = value if re.search(r"\d", value) else read_digits(value)
            kind = id_kind(row["text"], s["start"])
            assert kind in ID_CHECKS, (row["text"], value)
            assert ID_CHECKS[kind](value), (kind, value)
            kinds[kind] += 1
    assert set(kinds) == set(ID_CHECKS), kinds
    assert sum(not re.search(r"\d", v) for v in raw_values(adversarial, "SSN")) >= 6, "spoken"
    # a MyKad (YYMMDD) or a NIDA (YYYYMMDD) agrees with the dd/mm/yyyy birth date beside it
    checked = 0
    for row in adversarial:
        for value in raw_values([row], "SSN"):
            digits = plain_digits(value)
            for dob in raw_values([row], "DATE_OF_BIRTH"):
                found = re.fullmatch(r"(\d\d)[/-](\d\d)[/-](\d{4})", dob)
                if not found or len(digits) not in (12, 20):
                    continue
                d, m, y = found.groups()
                assert digits.startswith(y[2:] + m + d if len(digits) == 12 else y + m + d)
                checked += 1
    assert checked >= 2, "a national number beside its birth date"


def test_tracking_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    s10 = [
        v for v in raw_values(adversarial, "TRACKING") if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", v)
    ]
    assert len(s10) >= 6 and all(s10_ok(v) for v in s10), "an S10 tracking number check digit"
    assert {v[-2:] for v in s10} <= {"TH", "MY", "HR", "PE", "TZ", "UY"}


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    persons = raw_values(adversarial, "PERSON")
    assert any(p == p.lower() and " " in p for p in persons), "lower-case full names"
    assert any(re.fullmatch(r"(?:[a-z] ){3,}[a-z]", p) for p in persons), "spelled names"
    assert any(p.isupper() and len(p) > 3 for p in persons), "names in capitals"
    assert any(re.fullmatch(r"\w\. [\w' -]+", p) for p in persons), "an initial and a surname"
    assert any(re.search(r"\w-\w", p) for p in persons), "hyphenated names"
    assert any(re.search(r"[\u0e00-\u0e7f]", p) for p in persons), "a name in Thai script"
    assert any(" a/p " in p for p in persons), "a Tamil Malaysian name with a/p"
    assert name_words({p.casefold() for p in persons}) >= NAMES_ALSO_WORDS, "word-like names"
    texts = [row["text"] for row in adversarial]
    assert any(re.search(r"^> ", t, re.M) for t in texts), "quoted replies"
    signed = sum(
        row["kind"] == "email"
        and row["text"][: s["start"]].endswith("\n")
        and s["type"] == "PERSON"
        for row in adversarial
        for s in row["spans"]
    )
    headed = sum(
        row["text"][: s["start"]].endswith("From: ") for row in adversarial for s in row["spans"]
    )
    assert signed >= 20 and headed >= 6, "names in signatures and forwarded headers"
    phones = raw_values(adversarial, "PHONE")
    assert sum(not re.search(r"\d", v) for v in phones) >= 6, "phones spoken"
    assert any(re.search(r"\b(?:cero|nueve)\b", v) for v in phones), "a phone spoken in Spanish"
    for prefix in ("+66", "+60", "+385", "+51", "+255", "+598"):
        assert any(v.startswith(prefix) for v in phones), f"a {prefix} phone"
    addresses = raw_values(adversarial, "ADDRESS")
    assert any(re.search(r"[\u0e00-\u0e7f]", a) for a in addresses), "a Thai-script address"
    assert any("Moo" in a for a in addresses), "a Thai address with Moo"
    assert any("Jalan" in a for a in addresses), "a Malaysian address"
    assert sum("\n" in a for a in addresses) >= 6, "addresses over several lines"
    assert any(not re.search(r"\d", a) and " " in a and a == a.lower() for a in addresses)
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any(not re.search(r"\d", p) for p in postcodes), "a postcode spoken"
    dobs = raw_values(adversarial, "DATE_OF_BIRTH")
    assert any(not re.search(r"\d", v) for v in dobs), "a birth date spoken"
    assert any(re.search(r"25\d\d$", v) for v in dobs), "a Thai Buddhist-era birth year"
    assert any(re.search(r"[\u0e00-\u0e7f]", v) for v in dobs), "a Thai month name"
    assert len({re.sub(r"\d", "9", v) for v in dobs if re.search(r"\d", v)}) >= 8, "styles"
    secrets = raw_values(adversarial, "SECRET")
    assert any(v.startswith(("shb_live_", "tms-sk-", "rsk.")) for v in secrets), "API keys"
    assert any(not re.search(r"\d", v) for v in secrets), "a code spoken"
    emails = raw_values(adversarial, "EMAIL")
    for cue in (" at ", "[@]", "(at)", "@@", " majmunče ", " arroba ", " แอท "):
        assert any(cue in e for e in emails), f"an email obfuscated with {cue!r}"
    assert sum(len(row["spans"]) >= 3 for row in adversarial) >= 100, "several ids at once"


def test_benign_messages_hold_no_personal_data_look() -> None:
    benign = rows(BENIGN)
    adversarial = rows(ADVERSARIAL)
    assert all("spans" not in row for row in benign)
    checks.check_benign_look(
        benign, postcodes=True, names_from=adversarial, names_allowed=NAMES_ALSO_WORDS
    )
    text = " ".join(row["text"] for row in benign).casefold()
    assert checks.used(NAMES_ALSO_WORDS, text) == NAMES_ALSO_WORDS, "word-like names as words"


def test_the_eleventh_sets_share_nothing_with_the_twenty_two_earlier_files() -> None:
    assert all(path.exists() for path in EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert len(set(EARLIER_ADVERSARIAL + EARLIER_BENIGN)) == 22
    adversarial = rows(ADVERSARIAL)
    benign = rows(BENIGN)
    checks.check_nothing_shared(
        adversarial,
        benign,
        EARLIER_ADVERSARIAL,
        EARLIER_BENIGN,
        entities=ENTITIES,
        name_words_allowed=NAMES_ALSO_WORDS,
    )
    # no word of a name here was ever part of a name in an earlier set
    mine = name_words(span_values(adversarial, "PERSON"))
    earlier = name_words(span_values(rows_of(EARLIER_ADVERSARIAL), "PERSON"))
    assert not (mine & earlier), f"name words that were names before: {sorted(mine & earlier)}"
    earlier_rows = rows_of(EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert "eleventh" not in {r["template_id"].split("-")[0] for r in earlier_rows}
    assert {r["template_id"].split("-")[0] for r in adversarial + benign} == {"eleventh"}
