"""The eighth held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, fills per skeleton, styles, offsets, types, check
digits, spoken values, national formats, and that `make_eighth.py` writes exactly the committed
files and shares nothing with the sixteen earlier files. Nothing here runs the redactor on them:
they are a blind measure, run once. The checks all sets share are in set_checks.py.
"""

# ruff: noqa: E501 - month names, check tables and shapes read best one to a line
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
    luhn_ok,
    name_words,
    plain_digits,
    rows,
    rows_of,
    span_values,
    spoken_digits,
)

GENERATOR = DATA / "make_eighth.py"
ADVERSARIAL = DATA / "adversarial_pii_eighth.jsonl"
BENIGN = DATA / "benign_support_eighth.jsonl"
SUFFIXES = ("", "_fresh", "_blind", "_final", "_last", "_sealed", "_sixth", "_seventh")
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

KINDS = {"chat", "voice", "email", "form", "quoted"}
ONE_LINE = {"chat", "voice"}
ADVERSARIAL_COUNTS = {"chat": 108, "voice": 57, "email": 54, "form": 51, "quoted": 51}
BENIGN_COUNTS = {"chat": 180, "voice": 90, "email": 84, "form": 78, "quoted": 78}
# first names that are also words or places the earlier sets use as words (never as a name)
# the Dutch name particles, words of earlier texts too
PARTICLES = {"van", "den", "ter"}
SHARED_NAME_WORDS = {"happy", "lovely"} | PARTICLES
# first names the benign set uses as words or places on purpose ("lovely, thanks", "not
# happy", "treasure hunt", "cost me a fortune", "jet lag", "South Dakota", "Vitória")
NAMES_ALSO_WORDS = {"lovely", "happy", "treasure", "fortune", "jet", "dakota", "vitória"}
ENTITIES = ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET", "SSN", "BANK_ACCOUNT")
NUMBER_WORDS = set(SPOKEN) | {"double", "triple"}
MONTHS = "january february march april may june july august september october november december"
LOCAL_MONTHS = {
    **{m: i for i, m in enumerate(MONTHS.split(), 1)},
    **{m: i for i, m in enumerate("januar februar märz april mai juni juli august september oktober november dezember".split(), 1)},
    **{m: i for i, m in enumerate("januari februari maart april mei juni juli augustus september oktober november december".split(), 1)},
    **{m: i for i, m in enumerate("gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(), 1)},
    **{m: i for i, m in enumerate("janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(), 1)},
    **{m: i for i, m in enumerate("stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(), 1)},
}  # fmt: skip
# the cue before a national number names it (the last cue word before the span wins)
ID_CUES = {
    "sin": "SIN", "aadhaar": "AADHAAR", "pan": "PAN", "bvn": "BVN", "kra": "KRA", "tin": "TIN",
    "sss": "SSS", "steuer.?id": "STEUERID", "bsn": "BSN", "codice fiscale": "CF", "cf": "CF",
    "cpf": "CPF", "pesel": "PESEL", "id": "KEID",
}  # fmt: skip


def raw_values(these: list[Row], entity: str) -> list[str]:
    return [
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row["spans"]
        if s["type"] == entity
    ]


def cue_values(these: list[Row], entity: str, cue: str) -> list[str]:
    """Values of `entity` spans right after `cue` (case-insensitive, a colon allowed)."""
    return [
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row["spans"]
        if s["type"] == entity
        and re.search(rf"{re.escape(cue)}\W{{0,3}}$", row["text"][: s["start"]].lower())
    ]


def unspell(value: str) -> str:
    """A code read out letter by letter and digit by digit ('l p r t ...') as written."""
    if not re.fullmatch(r"[a-z ]+", value):
        return value
    out = []
    for word in value.split():
        out.append(SPOKEN[word] if word in SPOKEN else word.upper() if len(word) == 1 else "?")
    return "".join(out)


def id_kind(text: str, start: int) -> str:
    """What the national number at `start` is, from the last cue word before it."""
    before = text[:start].casefold()
    best, kind = (-1, 0), "?"
    for cue, name in ID_CUES.items():
        for found in re.finditer(rf"(?<![a-z]){cue}(?![a-z])", before):
            if (found.end(), -found.start()) > best:
                best, kind = (found.end(), -found.start()), name
    return kind


# --------------------------------------------------------------------------- check digits

VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]  # fmt: skip
VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]  # fmt: skip
CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]  # fmt: skip


def aadhaar_ok(value: str) -> bool:
    d = plain_digits(value)
    c = 0
    for i, x in enumerate(reversed(d)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(x)]]
    return len(d) == 12 and d[0] not in "01" and c == 0


def steuer_id_ok(value: str) -> bool:
    d = plain_digits(value)
    if len(d) != 11 or d[0] == "0":
        return False
    counts = sorted(Counter(d[:10]).values())
    if counts.count(1) < 7 or max(counts) not in (2, 3):
        return False
    product = 10
    for x in d[:10]:
        product = ((int(x) + product) % 10 or 10) * 2 % 11
    return (11 - product) % 10 == int(d[10])


def bsn_ok(value: str) -> bool:
    d = [int(c) for c in plain_digits(value)]
    return (
        len(d) == 9
        and (sum(x * w for x, w in zip(d[:8], range(9, 1, -1), strict=True)) - d[8]) % 11 == 0
    )


def cpf_ok(value: str) -> bool:
    d = [int(c) for c in plain_digits(value)]
    if len(d) != 11:
        return False
    first = sum(x * w for x, w in zip(d[:9], range(10, 1, -1), strict=True)) * 10 % 11 % 10
    second = sum(x * w for x, w in zip(d[:10], range(11, 1, -1), strict=True)) * 10 % 11 % 10
    return d[9] == first and d[10] == second


def pesel_ok(value: str) -> bool:
    d = [int(c) for c in plain_digits(value)]
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    return len(d) == 11 and (sum(x * w for x, w in zip(d, weights, strict=False)) + d[10]) % 10 == 0


def cf_ok(value: str) -> bool:
    raw = value.upper()
    if not re.fullmatch(r"[A-Z]{6}\d\d[ABCDEHLMPRST]\d\d[A-Z]\d{3}[A-Z]", raw):
        return False
    total = 0
    for i, c in enumerate(raw[:15]):
        v = int(c) if c.isdigit() else ord(c) - 65
        total += CF_ODD[v] if i % 2 == 0 else v
    return chr(65 + total % 26) == raw[15]


def sin_ok(value: str) -> bool:
    d = plain_digits(value)
    return len(d) == 9 and d[0] != "8" and luhn_ok(d)


def s10_ok(value: str) -> bool:
    serial, check = value[2:10], value[10]
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: "0", 11: "5"}.get(c, str(c)) == check


def nuban_ok(value: str) -> bool:
    """A ten-digit NUBAN is valid for at least one of the bank codes the set uses."""
    weights = (3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3)
    for bank in ("058", "044", "033", "011", "057", "232"):
        total = sum(int(c) * w for c, w in zip(bank + value[:9], weights, strict=True))
        if -total % 10 == int(value[9]):
            return True
    return False


ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "SIN": sin_ok,
    "AADHAAR": aadhaar_ok,
    "PAN": lambda v: bool(re.fullmatch(r"[A-Z]{3}P[A-Z]\d{4}[A-Z]", v.upper())),
    "BVN": lambda v: bool(re.fullmatch(r"22\d{9}", plain_digits(v))),
    "KRA": lambda v: bool(re.fullmatch(r"A0\d{8}[A-Z]", v)),
    "TIN": lambda v: bool(re.fullmatch(r"\d{3}-\d{3}-\d{3}-000", v)),
    "SSS": lambda v: bool(re.fullmatch(r"\d\d-\d{7}-\d", v)),
    "STEUERID": steuer_id_ok,
    "BSN": bsn_ok,
    "CF": cf_ok,
    "CPF": cpf_ok,
    "PESEL": pesel_ok,
    "KEID": lambda v: bool(re.fullmatch(r"[23]\d{7}", plain_digits(v))),
}


def test_the_check_digit_functions_can_fail() -> None:
    assert aadhaar_ok("2345 6789 0124") is aadhaar_ok("234567890124")
    assert sum(aadhaar_ok(f"23456789012{d}") for d in "0123456789") == 1
    assert steuer_id_ok("86095742719") and not steuer_id_ok("86095742718")
    assert bsn_ok("111222333") and not bsn_ok("111222334")
    assert cpf_ok("529.982.247-25") and not cpf_ok("529.982.247-26")
    assert pesel_ok("44051401359") and not pesel_ok("44051401358")
    assert cf_ok("RSSMRA80A01H501U") and not cf_ok("RSSMRA80A01H501V")
    assert sin_ok("046 454 286") and not sin_ok("046 454 287")
    assert unspell("l p r t one") == "LPRT1"


# --------------------------------------------------------------------------- tests


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates", "prefix", "counts"),
    [
        (ADVERSARIAL, ADVERSARIAL_KEYS, 300, 100, "eighth-adv", ADVERSARIAL_COUNTS),
        (BENIGN, BENIGN_KEYS, 500, 165, "eighth-benign", BENIGN_COUNTS),
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
        these, keys, min_rows=min_rows, min_templates=min_templates, prefix="eighth-"
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
    month = f"(?:{MONTHS.replace(' ', '|')})"
    shapes = {
        "PERSON": r"[^\W\d_][^\W\d_ .'/,-]*(?:[ .'/,-]+[^\W\d_]+)*",
        "EMAIL": r"[\w.+-]+(?: dot \w+)*(?: ?@ ?| at | \[at\] |\(at\)| \(at\) )[\w.-]+"
        r"(?:(?: dot | \[dot\] | \(dot\) )\w+)*",
        "IP": r"\d{1,3}(?:\.\d{1,3}){3}",
        "POSTCODE": r"[A-Z]\d[A-Z] \d[A-Z]\d|[a-z]\d[a-z]\d[a-z]\d|\d{4,6}|\d{4} [A-Z]{2}|\d{4}[a-z]{2}"
        r"|\d{5}-\d{3}|\d\d-\d{3}|[a-z]+(?: [a-z]+)+",
        "DATE_OF_BIRTH": rf"\d{{1,4}}[/.-]\d{{1,2}}[/.-]\d{{2,4}}|.*\b(?:19|20)\d\d"
        rf"|(?:the [a-z ]+ of )?{month} [a-z ]+",
    }
    for row in adversarial:
        for span in row["spans"]:
            value, kind = row["text"][span["start"] : span["end"]], span["type"]
            if kind in shapes:
                assert re.fullmatch(shapes[kind], value, re.IGNORECASE), (kind, value)
            elif kind in ("PHONE", "CARD"):
                assert len(spoken_digits(value)) >= 7, (kind, value)
            elif kind == "BANK_ACCOUNT":
                assert len(plain_digits(value)) >= 5 or "@" in value, (kind, value)
            elif kind in ("TRACKING", "SSN", "IBAN"):
                assert re.search(r"\d", value) or set(value.split()) & NUMBER_WORDS, (kind, value)
            elif kind == "CUSTOMER_ID":
                assert len(value) >= 6 and re.fullmatch(r"[#\w ./-]+", value), (kind, value)
            else:
                assert re.search(r"\w", value) and len(value) >= 4, (kind, value)


def test_cards_ibans_and_bank_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, read=spoken_digits, min_iban_countries=5)
    cards = raw_values(adversarial, "CARD")
    assert any("\n" in v for v in cards), "a card across a line"
    assert sum(not re.search(r"\d", v) for v in cards) >= 3, "cards spoken as words"
    assert any(re.search(r" \| |::| \* |, |\d\.\d|\d-\d-\d", v) for v in cards), "odd seps"
    assert any(len(plain_digits(v)) == 19 for v in cards), "a 19-digit Verve card"
    ibans = raw_values(adversarial, "IBAN")
    assert any("\n" in v for v in ibans), "an IBAN across a line"
    assert {re.sub(r"\W", "", v)[:2].upper() for v in ibans} == {"DE", "NL", "IT", "PL", "BR"}
    assert all(iban_ok(v) for v in ibans)
    ifscs = cue_values(adversarial, "BANK_ACCOUNT", "ifsc")
    assert ifscs and all(re.fullmatch(r"[A-Z]{4}0\d{6}", v) for v in ifscs), "IFSC codes"
    transits = cue_values(adversarial, "BANK_ACCOUNT", "transit") + cue_values(
        adversarial, "BANK_ACCOUNT", "transit/institution"
    )
    assert transits and all(re.fullmatch(r"\d{5}-\d{3}", v) for v in transits), "CA transit"
    upis = [v for v in raw_values(adversarial, "BANK_ACCOUNT") if "@" in v]
    assert upis and all(re.fullmatch(r"[a-z0-9.]+@(?:okhdfcbank|ybl|oksbi)", v) for v in upis)
    pix = cue_values(adversarial, "BANK_ACCOUNT", "chave pix") + cue_values(
        adversarial, "BANK_ACCOUNT", "chave"
    )
    assert pix and all(
        re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", v)
        for v in pix
    )
    agencias = cue_values(adversarial, "BANK_ACCOUNT", "agência")
    assert agencias and all(re.fullmatch(r"\d{4}-\d", v) for v in agencias), "BR agência"


def test_nigerian_account_numbers_pass_the_nuban_check() -> None:
    adversarial = rows(ADVERSARIAL)
    checked = 0
    for row in adversarial:
        for s in row["spans"]:
            value = row["text"][s["start"] : s["end"]]
            if s["type"] != "BANK_ACCOUNT" or not re.fullmatch(r"\d{10}", value):
                continue
            before = row["text"][: s["start"]].lower()
            if re.search(
                r"(?:wrong account|account number is|settlement account to|account:)\s*$", before
            ):
                assert nuban_ok(value), value
                checked += 1
    assert checked >= 9, "NUBAN account numbers"


def test_national_numbers_carry_valid_check_digits_and_agree_with_the_birth_date() -> None:
    adversarial = rows(ADVERSARIAL)
    kinds: Counter[str] = Counter()
    for row in adversarial:
        for s in row["spans"]:
            if s["type"] != "SSN":
                continue
            value = unspell(row["text"][s["start"] : s["end"]])
            kind = id_kind(row["text"], s["start"])
            assert kind in ID_CHECKS, (row["text"], value)
            assert ID_CHECKS[kind](value), (kind, value)
            kinds[kind] += 1
    assert set(kinds) == set(ID_CHECKS), kinds
    ids = raw_values(adversarial, "SSN")
    assert sum(not re.search(r"\d", v) for v in ids) >= 10, "national numbers spoken"
    assert any(v == v.lower() and re.search(r"[a-z]", v) and re.search(r"\d", v) for v in ids)
    # a PESEL and a codice fiscale encode the birth date written in the same message
    checked = 0
    for row in adversarial:
        dobs = [d for d in raw_values([row], "DATE_OF_BIRTH") if re.search(r"\d{4}", d)]
        for value in raw_values([row], "SSN"):
            for dob in dobs:
                found = re.fullmatch(r"(\d{1,2})[./-](\d{1,2})[./-](\d{4})", dob)
                named = re.fullmatch(r"(\d{1,2})\.? (?:de )?(\w+) (?:de )?(\d{4})", dob)
                iso = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)", dob)
                if found:
                    d, m, y = (int(x) for x in found.groups())
                elif named and named.group(2).lower() in LOCAL_MONTHS:
                    d, y = int(named.group(1)), int(named.group(3))
                    m = LOCAL_MONTHS[named.group(2).lower()]
                elif iso:
                    y, m, d = (int(x) for x in iso.groups())
                else:
                    continue
                if (
                    re.fullmatch(r"\d{11}", value)
                    and pesel_ok(value)
                    and "pesel" in row["text"].lower()
                ):
                    month = m + (20 if y >= 2000 else 0)
                    assert value[:6] == f"{y % 100:02d}{month:02d}{d:02d}", (value, dob)
                    checked += 1
                elif cf_ok(value):
                    cf = value.upper()
                    assert cf[6:8] == f"{y % 100:02d}", (value, dob)
                    assert cf[8] == "ABCDEHLMPRST"[m - 1], (value, dob)
                    assert int(cf[9:11]) % 40 == d, (value, dob)
                    checked += 1
    assert checked >= 4, "a PESEL or codice fiscale beside its birth date"


def test_tracking_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    s10 = [
        v for v in raw_values(adversarial, "TRACKING") if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", v)
    ]
    assert s10 and all(s10_ok(v) for v in s10), "an S10 tracking number check digit"


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    persons = raw_values(adversarial, "PERSON")
    assert any(p == p.lower() and " " in p for p in persons), "lower-case full names"
    assert any(re.fullmatch(r"(?:[a-z] ){3,}[a-z]", p) for p in persons), "spelled names"
    assert any(p.isupper() and len(p) > 3 for p in persons), "surnames in capitals"
    assert any(re.fullmatch(r"\w\. [\w' -]+", p) for p in persons), "an initial and a surname"
    assert any(re.search(r"\b(?:van|ter|op den|Lo)\b", p) for p in persons), "name particles"
    assert name_words({p.casefold() for p in persons}) >= NAMES_ALSO_WORDS, "word-like names"
    texts = [row["text"] for row in adversarial]
    assert any(re.search(r"(?:^|: )[A-ZĄĆĘŁŃÓŚŹŻ' -]{4,}, \w+$", t, re.M) for t in texts), (
        "SURNAME, Given"
    )
    signed = 0
    headed = 0
    for row in adversarial:
        for s in row["spans"]:
            if s["type"] != "PERSON":
                continue
            before = row["text"][: s["start"]]
            signed += row["kind"] == "email" and before.endswith("\n") and "," in before[-30:]
            headed += before.endswith("From: ")
    assert signed >= 20 and headed >= 6, "names in signatures and forwarded headers"
    spoken_phones = [v for v in raw_values(adversarial, "PHONE") if not re.search(r"\d", v)]
    assert len(spoken_phones) >= 9
    assert all(len(spoken_digits(v)) >= 9 for v in spoken_phones)
    phones = raw_values(adversarial, "PHONE")
    for prefix in ("+1 ", "+91", "+234", "+254", "+63", "+49", "+31", "+39", "+55", "+48"):
        assert any(v.startswith(prefix) for v in phones), f"a {prefix} phone"
    addresses = raw_values(adversarial, "ADDRESS")
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any(re.search(r"\b(?:QC|ON|AB)$", a) for a in addresses), "a Canadian province"
    assert any(re.search(r"straße|str\.|gracht|straat|dijk", a, re.I) for a in addresses)
    assert any(re.search(r"\b(?:ul|os)\. ", a) for a in addresses), "a Polish street"
    assert any(re.search(r" - [A-Z]{2}$", a) for a in addresses), "a Brazilian state"
    assert any(re.search(r"\b(?:RM|MI|NA)$", a) for a in addresses), "an Italian province"
    assert any(re.search(r"\bBlk \d+ Lot \d+", a) for a in addresses), "a Philippine block and lot"
    assert sum("\n" in a for a in addresses) >= 10, "addresses over several lines"
    assert any(not re.search(r"\d", a) and " " in a and a == a.lower() for a in addresses)
    assert any(re.fullmatch(r"[A-Z]\d[A-Z] \d[A-Z]\d", p) for p in postcodes), "a Canadian code"
    assert any(re.fullmatch(r"\d{4} [A-Z]{2}", p) for p in postcodes), "a Dutch postcode"
    assert any(re.fullmatch(r"\d{5}-\d{3}", p) for p in postcodes), "a Brazilian CEP"
    assert any(re.fullmatch(r"\d\d-\d{3}", p) for p in postcodes), "a Polish postcode"
    assert any(re.fullmatch(r"\d{6}", p) for p in postcodes), "an Indian or Nigerian PIN"
    assert any(not re.search(r"\d", p) for p in postcodes), "a postcode spoken"
    dobs = raw_values(adversarial, "DATE_OF_BIRTH")
    assert any(not re.search(r"\d", v) for v in dobs), "a birth date spoken"
    assert len({re.sub(r"\d", "9", v) for v in dobs if re.search(r"\d", v)}) >= 8, "styles"
    assert any(
        re.search(r"[a-zäçńó]+", v)
        and v.split()[1].lower() in LOCAL_MONTHS
        and v.split()[1].lower() not in MONTHS.split()
        for v in dobs
        if len(v.split()) > 2
    )
    secrets = raw_values(adversarial, "SECRET")
    assert any(v.startswith(("fxb_live_", "opn-sk-", "kbz.")) for v in secrets), "API keys"
    assert any(not re.search(r"\d", v) for v in secrets), "a code spoken"
    emails = raw_values(adversarial, "EMAIL")
    for cue in (" at ", "[at]", "(at)", " @ "):
        assert any(cue in e for e in emails), f"an email obfuscated with {cue!r}"
    assert sum(len(row["spans"]) >= 3 for row in adversarial) >= 100, "several ids at once"


def test_benign_messages_hold_no_personal_data_look() -> None:
    benign = rows(BENIGN)
    adversarial = rows(ADVERSARIAL)
    assert all("spans" not in row for row in benign)
    checks.check_benign_look(
        benign, postcodes=True, names_from=adversarial, names_allowed=NAMES_ALSO_WORDS | PARTICLES
    )
    text = " ".join(row["text"] for row in benign).casefold()
    assert checks.used(NAMES_ALSO_WORDS, text) == NAMES_ALSO_WORDS, "word-like names as words"
    assert not re.search(r"\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b", " ".join(r["text"] for r in benign))
    assert not re.search(r"\b\d{4} ?[A-Z]{2}\b|\b\d\d-\d{3}\b", " ".join(r["text"] for r in benign))


def test_the_eighth_sets_share_nothing_with_the_sixteen_earlier_files() -> None:
    assert all(path.exists() for path in EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert len(set(EARLIER_ADVERSARIAL + EARLIER_BENIGN)) == 16
    adversarial = rows(ADVERSARIAL)
    checks.check_nothing_shared(
        adversarial,
        rows(BENIGN),
        EARLIER_ADVERSARIAL,
        EARLIER_BENIGN,
        entities=ENTITIES,
        name_words_allowed=SHARED_NAME_WORDS,
    )
    # no word of a name here was ever part of a name in an earlier set, not even the word-like
    # ones the earlier sets use as words
    mine = name_words(span_values(adversarial, "PERSON"))
    earlier = name_words(span_values(rows_of(EARLIER_ADVERSARIAL), "PERSON"))
    # (but the Dutch particles, which every name with a tussenvoegsel shares)
    reused = (mine & earlier) - PARTICLES
    assert not reused, f"name words that were names before: {sorted(reused)}"
