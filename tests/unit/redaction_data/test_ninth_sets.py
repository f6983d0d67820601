"""The ninth held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, fills per skeleton, styles, offsets, types, check
digits, spoken values, national formats, and that `make_ninth.py` writes exactly the committed
files and shares nothing with the eighteen earlier files. Nothing here runs the redactor on them:
they are a blind measure, run once. The checks all sets share are in set_checks.py.
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
    luhn_ok,
    name_words,
    plain_digits,
    rows,
    rows_of,
    span_values,
    spoken_digits,
)

GENERATOR = DATA / "make_ninth.py"
ADVERSARIAL = DATA / "adversarial_pii_ninth.jsonl"
BENIGN = DATA / "benign_support_ninth.jsonl"
SUFFIXES = ("", "_fresh", "_blind", "_final", "_last", "_sealed", "_sixth", "_seventh", "_eighth")
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

KINDS = {"chat", "voice", "email", "form", "quoted"}
ONE_LINE = {"chat", "voice"}
ADVERSARIAL_COUNTS = {"chat": 108, "voice": 54, "email": 54, "form": 48, "quoted": 48}
BENIGN_COUNTS = {"chat": 174, "voice": 84, "email": 84, "form": 84, "quoted": 84}
# first names of the adversarial set that the benign set uses as words, places or product
# names on purpose ("sin luz", "La Paz", "the Saga mug", "the Lumi lantern", "Haneul Park",
# "Umut Kumbarası", "šťastný nový rok", "el Belén", "the walk round Frøya")
NAMES_ALSO_WORDS = {
    "saga",
    "frøya",
    "froya",
    "lumi",
    "šťastný",
    "umut",
    "belén",
    "paz",
    "luz",
    "haneul",
}
ENTITIES = ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET", "SSN", "BANK_ACCOUNT")
NUMBER_WORDS = set(SPOKEN) | {"double", "triple"}
MONTHS = "january february march april may june july august september october november december"
HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def raw_values(these: list[Row], entity: str) -> list[str]:
    return [
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row["spans"]
        if s["type"] == entity
    ]


def unspell(value: str) -> str:
    """A number read out as words back to its characters ('two k' -> '2K'); a written one
    upper-cased."""
    if re.search(r"\d", value):
        return value.upper()
    return "".join(SPOKEN.get(w, w.upper()) for w in value.split())


# --------------------------------------------------------------------------- check digits


def mod11(body: str, weights: tuple[int, ...]) -> int:
    return (11 - sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11) % 11


def personnummer_ok(v: str) -> bool:
    raw = plain_digits(v)
    return len(raw) in (10, 12) and luhn_ok(raw[-10:])


def fnr_ok(v: str) -> bool:
    d = plain_digits(v)
    return (
        len(d) == 11
        and mod11(d[:9], (3, 7, 6, 1, 8, 9, 4, 5, 2)) == int(d[9])
        and mod11(d[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) == int(d[10])
    )


def hetu_ok(v: str) -> bool:
    v = v.upper()
    if re.fullmatch(r"\d{9}[0-9A-Y]", v):  # read out without its century sign, which is '-'
        v = f"{v[:6]}-{v[6:]}"
    return (
        bool(re.fullmatch(r"\d{6}[-A]\d{3}[0-9A-Y]", v))
        and HETU_CHECK[int(v[:6] + v[7:10]) % 31] == v[10]
    )


def rodne_cislo_ok(v: str) -> bool:
    d = plain_digits(v)
    return len(d) == 10 and int(d) % 11 == 0


def tckn_ok(v: str) -> bool:
    d = [int(c) for c in plain_digits(v)]
    return (
        len(d) == 11
        and d[0] != 0
        and ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9]
        and sum(d[:10]) % 10 == d[10]
    )


def cuil_ok(v: str) -> bool:
    d = plain_digits(v)
    return (
        len(d) == 11
        and d[:2] in ("20", "27")
        and mod11(d[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) == int(d[10])
    )


def rut_ok(v: str) -> bool:
    raw = re.sub(r"[.\s-]", "", v).upper()
    body, check = raw[:-1], raw[-1]
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    return {10: "K", 11: "0"}.get(11 - total % 11, str(11 - total % 11)) == check


def rrn_ok(v: str) -> bool:
    d = plain_digits(v)
    weights = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    return len(d) == 13 and (
        11 - sum(int(c) * w for c, w in zip(d[:12], weights, strict=True)) % 11
    ) % 10 == int(d[12])


def cbu_ok(v: str) -> bool:
    def check(body: str, weights: tuple[int, ...]) -> int:
        return -sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 10

    return (
        bool(re.fullmatch(r"\d{22}", v))
        and check(v[:7], (7, 1, 3, 9, 7, 1, 3)) == int(v[7])
        and check(v[8:21], (3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3)) == int(v[21])
    )


def cz_account_ok(v: str) -> bool:
    weights = (6, 3, 7, 9, 10, 5, 8, 4, 2, 1)
    found = re.fullmatch(r"(?:(\d{1,6})-)?(\d{2,10})/\d{4}", v)
    if not found:
        return False
    parts = [p for p in found.groups() if p]
    return all(
        sum(int(c) * w for c, w in zip(p.zfill(10), weights, strict=True)) % 11 == 0 for p in parts
    )


def s10_ok(value: str) -> bool:
    serial, check = value[2:10], int(value[10])
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: 0, 11: 5}.get(c, c) == check


# the cue before a national number names it (the last cue before the span wins)
ID_CUES = {
    "personnummer": "SE", "fødselsnummer": "NO", "hetu": "FI", "henkilötunnus": "FI",
    "personal identity code": "FI", "rodné číslo": "CZ", "rč": "CZ", "birth number": "CZ",
    "tc kimlik no": "TR", "cuil": "AR", "dni": "AR-DNI", "rut": "CL", "cédula": "CO",
    "cédula de ciudadanía": "CO", "rrn": "KR", "주민번호": "KR",
    "resident registration number": "KR",
}  # fmt: skip
ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "SE": personnummer_ok,
    "NO": fnr_ok,
    "FI": hetu_ok,
    "CZ": rodne_cislo_ok,
    "TR": tckn_ok,
    "AR": cuil_ok,
    "AR-DNI": lambda v: bool(re.fullmatch(r"\d{1,2}\.?\d{3}\.?\d{3}", v)),
    "CL": rut_ok,
    "CO": lambda v: bool(re.fullmatch(r"\d{1,3}(?:\.\d{3}){2,3}|\d{8,10}", v)),
    "KR": rrn_ok,
}


def id_kind(text: str, start: int) -> str | None:
    """The country of the national number at `start`, from the nearest cue before it; in a
    quoted reply the cue may be in the quoted question."""
    before = text[:start].lower()
    best: tuple[int, str] | None = None
    for cue, kind in ID_CUES.items():
        at = before.rfind(cue)
        if at >= 0 and (best is None or at + len(cue) > best[0]):
            best = (at + len(cue), kind)
    return best[1] if best else None


def test_the_check_digit_functions_can_fail() -> None:
    assert personnummer_ok("811218-9876") and not personnummer_ok("811218-9875")
    assert fnr_ok("01010750160") and not fnr_ok("01010750161")
    assert hetu_ok("131052-308T") and not hetu_ok("131052-308U")
    assert tckn_ok("10000000146") and not tckn_ok("10000000147")
    assert cuil_ok("20-12345678-6") and not cuil_ok("20-12345678-5")
    assert rut_ok("12.345.678-5") and not rut_ok("12.345.678-K")
    assert rodne_cislo_ok("780123/3550") and not rodne_cislo_ok("780123/3551")
    assert sum(rrn_ok(f"850412123456{d}") for d in "0123456789") == 1
    assert unspell("one two k") == "12K"


# --------------------------------------------------------------------------- tests


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates", "prefix", "counts"),
    [
        (ADVERSARIAL, ADVERSARIAL_KEYS, 300, 100, "ninth-adv", ADVERSARIAL_COUNTS),
        (BENIGN, BENIGN_KEYS, 500, 165, "ninth-benign", BENIGN_COUNTS),
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
        these, keys, min_rows=min_rows, min_templates=min_templates, prefix="ninth-"
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
        "PERSON": r"[^\W\d_][^\W\d_ .'/,-]*(?:[ .'/,-]+[^\W\d_]+)*",
        "EMAIL": r"[\w.+-]+(?: dot \w+)*(?: ?@ ?| at | \[at\] |\(at\)| zavináč | snabel-a | arroba )[\w.-]+"
        r"(?:(?: dot | \[dot\] | tečka | punkt | punto )\w+)*",
        "IP": r"\d{1,3}(?:\.\d{1,3}){3}",
        "POSTCODE": r"\d{3} \d{2}|\d{4,7}|[A-Z]\d{4}[A-Z]{3}|[a-z]\d{4}[a-z]{3}|[a-z]+(?: [a-z]+)+",
        "DATE_OF_BIRTH": r"\d{1,4}[/.-] ?\d{1,2}[/.-]? ?\d{2,4}|\d{1,2}/\d{1,2} \d{4}|.*\b(?:19|20)\d\d(?:년.*일)?"
        rf"|(?:the [a-z ]+ of )?(?:{MONTHS.replace(' ', '|')}) [a-z ]+",
    }
    for row in adversarial:
        for span in row["spans"]:
            value, kind = row["text"][span["start"] : span["end"]], span["type"]
            if kind in shapes:
                assert re.fullmatch(shapes[kind], value, re.IGNORECASE), (kind, value)
            elif kind in ("PHONE", "CARD"):
                assert len(spoken_digits(value)) >= 8, (kind, value)
            elif kind == "BANK_ACCOUNT":
                assert len(plain_digits(value)) >= 4 or re.fullmatch(
                    r"[a-z]+\.[a-z0-9]+\.[a-z0-9]+", value
                ), (kind, value)
            elif kind in ("TRACKING", "SSN", "IBAN"):
                assert re.search(r"\d", value) or set(value.split()) & NUMBER_WORDS, (kind, value)
            elif kind == "CUSTOMER_ID":
                assert len(value) >= 6 and re.fullmatch(r"[\w./-]+", value), (kind, value)
            else:
                assert re.search(r"\w", value) and len(value) >= 4, (kind, value)


def test_cards_ibans_and_bank_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, read=spoken_digits, min_iban_countries=5)
    cards = raw_values(adversarial, "CARD")
    assert any("\n" in v for v in cards), "a card across a line"
    assert sum(not re.search(r"\d", v) for v in cards) >= 3, "cards spoken as words"
    assert any(re.search(r" / | ~ |·|;|\.\.\.\.|'", v) for v in cards), "odd separators"
    assert any(len(plain_digits(v)) == 14 for v in cards), "a 14-digit Diners card"
    ibans = raw_values(adversarial, "IBAN")
    assert any("\n" in v for v in ibans), "an IBAN across a line"
    assert {re.sub(r"\W", "", v)[:2].upper() for v in ibans} == {"SE", "NO", "FI", "CZ", "TR"}
    assert all(iban_ok(v) for v in ibans)
    accounts = raw_values(adversarial, "BANK_ACCOUNT")
    cbus = [v for v in accounts if re.fullmatch(r"\d{22}", v)]
    assert len(cbus) >= 6 and all(cbu_ok(v) for v in cbus), "CBUs"
    czech = [v for v in accounts if "/" in v]
    assert len(czech) >= 6 and all(cz_account_ok(v) for v in czech), "Czech account numbers"
    norwegian = [v for v in accounts if re.fullmatch(r"\d{4}[. ]\d\d[. ]\d{5}", v)]
    assert norwegian and all(
        mod11(plain_digits(v)[:10], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) == int(v[-1]) for v in norwegian
    ), "Norwegian account numbers"
    assert any(re.fullmatch(r"[a-z]+\.[a-z0-9]+\.[a-z0-9]+", v) for v in accounts), "a CBU alias"


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
    # a personnummer, fødselsnummer, henkilötunnus, rodné číslo or RRN encodes the birth date
    # written beside it
    checked = 0
    for row in adversarial:
        dobs = raw_values([row], "DATE_OF_BIRTH")
        for value in raw_values([row], "SSN"):
            kind = id_kind(row["text"], row["text"].find(value))
            for dob in dobs:
                found = re.fullmatch(
                    r"(\d{1,2})\. ?(\d{1,2})\. ?(\d{4})|(\d{2})\.(\d{2})\.(\d{4})", dob
                )
                iso = re.fullmatch(r"(\d{4})[.-](\d\d)[.-](\d\d)", dob)
                digits = plain_digits(value)
                if iso and kind in ("SE", "KR"):
                    y, m, d = (int(g) for g in iso.groups())
                    assert (
                        digits[-10 if kind == "SE" else 0 :][:6] == f"{y % 100:02d}{m:02d}{d:02d}"
                    ), (value, dob)
                    checked += 1
                if not found or kind not in ("NO", "FI", "CZ"):
                    continue
                groups = [g for g in found.groups() if g]
                d, m, y = (int(g) for g in groups)
                if kind == "CZ":
                    assert digits[:6] in (
                        f"{y % 100:02d}{m:02d}{d:02d}",
                        f"{y % 100:02d}{m + 50:02d}{d:02d}",
                    ), (value, dob)
                else:
                    assert digits[:6] == f"{d:02d}{m:02d}{y % 100:02d}", (value, dob)
                checked += 1
    assert checked >= 3, "a national number beside its birth date"


def test_tracking_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    s10 = [
        v for v in raw_values(adversarial, "TRACKING") if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", v)
    ]
    assert len(s10) >= 6 and all(s10_ok(v) for v in s10), "an S10 tracking number check digit"
    assert {v[-2:] for v in s10} <= {"SE", "NO", "FI", "CZ", "TR", "AR", "CL", "CO", "KR"}


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    persons = raw_values(adversarial, "PERSON")
    assert any(p == p.lower() and " " in p for p in persons), "lower-case full names"
    assert any(re.fullmatch(r"(?:[a-z] ){3,}[a-z]", p) for p in persons), "spelled names"
    assert any(p.isupper() and len(p) > 3 for p in persons), "surnames in capitals"
    assert any(re.fullmatch(r"\w\. [\w' -]+", p) for p in persons), "an initial and a surname"
    assert any(re.search(r"\w-\w", p) for p in persons), "hyphenated names"
    assert name_words({p.casefold() for p in persons}) >= NAMES_ALSO_WORDS, "word-like names"
    texts = [row["text"] for row in adversarial]
    assert any(
        (found := re.fullmatch(r"\w[\w ]*: (.+), (.+)", line)) and found.group(1).isupper()
        for t in texts
        for line in t.splitlines()
    ), "SURNAME, Given"
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
    spoken_phones = [v for v in raw_values(adversarial, "PHONE") if not re.search(r"\d", v)]
    assert len(spoken_phones) >= 6 and all(len(spoken_digits(v)) >= 8 for v in spoken_phones)
    phones = raw_values(adversarial, "PHONE")
    for prefix in ("+46", "+47", "+358", "+420", "+90", "+54", "+56", "+57", "+82"):
        assert any(v.startswith(prefix) for v in phones), f"a {prefix} phone"
    addresses = raw_values(adversarial, "ADDRESS")
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any(re.search(r"gatan|gate|veien|katu|tie", a) for a in addresses), "Nordic streets"
    assert any(re.search(r"\d+/\d+", a) for a in addresses), "a Czech house number"
    assert any(re.search(r"No: \d+", a) for a in addresses), "a Turkish address"
    assert any("#" in a for a in addresses), "a Colombian address"
    assert any(re.search(r"-gu\b", a) for a in addresses), "a Korean address"
    assert sum("\n" in a for a in addresses) >= 10, "addresses over several lines"
    assert any(not re.search(r"\d", a) and " " in a and a == a.lower() for a in addresses)
    assert any(re.fullmatch(r"\d{3} \d{2}", p) for p in postcodes), "a Swedish or Czech code"
    assert any(re.fullmatch(r"[A-Z]\d{4}[A-Z]{3}", p) for p in postcodes), "an Argentine CPA"
    assert any(re.fullmatch(r"\d{7}", p) for p in postcodes), "a Chilean code"
    assert any(not re.search(r"\d", p) for p in postcodes), "a postcode spoken"
    dobs = raw_values(adversarial, "DATE_OF_BIRTH")
    assert any(not re.search(r"\d", v) for v in dobs), "a birth date spoken"
    assert any("년" in v for v in dobs), "a Korean birth date"
    assert len({re.sub(r"\d", "9", v) for v in dobs if re.search(r"\d", v)}) >= 10, "styles"
    secrets = raw_values(adversarial, "SECRET")
    assert any(v.startswith(("gvw_live_", "ngo-sk-", "dnt.")) for v in secrets), "API keys"
    assert any(not re.search(r"\d", v) for v in secrets), "a code spoken"
    emails = raw_values(adversarial, "EMAIL")
    for cue in (" at ", "[at]", "(at)", " @ ", " zavináč ", " snabel-a ", " arroba "):
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
    assert not re.search(r"\b\d{3} \d{2}\b", " ".join(r["text"] for r in benign)), "a postcode"


def test_the_ninth_sets_share_nothing_with_the_eighteen_earlier_files() -> None:
    assert all(path.exists() for path in EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert len(set(EARLIER_ADVERSARIAL + EARLIER_BENIGN)) == 18
    adversarial = rows(ADVERSARIAL)
    benign = rows(BENIGN)
    checks.check_nothing_shared(
        adversarial,
        benign,
        EARLIER_ADVERSARIAL,
        EARLIER_BENIGN,
        entities=ENTITIES,
        name_words_allowed=(),  # no name word here occurs in an earlier text
    )
    # no word of a name here was ever part of a name in an earlier set
    mine = name_words(span_values(adversarial, "PERSON"))
    earlier = name_words(span_values(rows_of(EARLIER_ADVERSARIAL), "PERSON"))
    assert not (mine & earlier), f"name words that were names before: {sorted(mine & earlier)}"
    # and no template id prefix is shared either way
    earlier_rows = rows_of(EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    earlier_prefixes = {r["template_id"].split("-")[0] for r in earlier_rows}
    assert "ninth" not in earlier_prefixes
    assert {r["template_id"].split("-")[0] for r in adversarial + benign} == {"ninth"}
