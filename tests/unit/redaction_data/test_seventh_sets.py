"""The seventh held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, fills per skeleton, styles, offsets, types, check
digits, spoken values, national formats, and that `make_seventh.py` writes exactly the committed
files and shares nothing with the fourteen earlier files. Nothing here runs the redactor on them:
they are a blind measure, run once. The checks all sets share are in set_checks.py.
"""

from __future__ import annotations

import re
from collections import Counter
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

GENERATOR = DATA / "make_seventh.py"
ADVERSARIAL = DATA / "adversarial_pii_seventh.jsonl"
BENIGN = DATA / "benign_support_seventh.jsonl"
SUFFIXES = ("", "_fresh", "_blind", "_final", "_last", "_sealed", "_sixth")
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

KINDS = {"chat", "voice", "email", "form", "quoted"}
ONE_LINE = {"chat", "voice"}
# first names that are also words or places the earlier sets use as words (never as a name)
SHARED_NAME_WORDS = {"brooklyn", "sky", "storm"}
# first names the benign set uses as words, brands or places on purpose ("Harley-Davidson",
# "Porsche Cayenne", "Brooklyn", "have mercy", "Sky Tower", "storm", "took the liberty",
# "honey glaze")
NAMES_ALSO_WORDS = SHARED_NAME_WORDS | {"harley", "porsche", "mercy", "liberty", "honey"}
ENTITIES = ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET")
NUMBER_WORDS = set(SPOKEN) | {"double", "triple"}
MONTHS = "january february march april may june july august september october november december"


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
    """A code read out letter by letter and digit by digit ('s two six z') as written."""
    if not re.fullmatch(r"[a-z ]+", value):
        return value
    out = []
    for word in value.split():
        out.append(SPOKEN[word] if word in SPOKEN else word.upper() if len(word) == 1 else "?")
    return "".join(out)


# --------------------------------------------------------------------------- check digits


def nric_ok(value: str) -> bool:
    raw = unspell(value)
    if not re.fullmatch(r"[ST]\d{7}[A-Z]", raw):
        return False
    total = sum(int(d) * w for d, w in zip(raw[1:8], (2, 7, 6, 5, 4, 3, 2), strict=True))
    return "JZIHGFEDCBA"[(total + (4 if raw[0] == "T" else 0)) % 11] == raw[8]


def ppsn_ok(value: str) -> bool:
    if not re.fullmatch(r"\d{7}[A-W]A?", value):
        return False
    total = sum(int(d) * w for d, w in zip(value[:7], range(8, 1, -1), strict=True))
    total += 9 if value[8:] == "A" else 0
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23] == value[7]


def tfn_ok(value: str) -> bool:
    d = plain_digits(value)
    weights = (1, 4, 3, 7, 5, 8, 6, 9, 10)
    return len(d) == 9 and sum(int(c) * w for c, w in zip(d, weights, strict=True)) % 11 == 0


def ird_ok(value: str) -> bool:
    d = plain_digits(value).zfill(9)
    r = sum(int(c) * w for c, w in zip(d[:8], (3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
    return (0 if r == 0 else 11 - r) == int(d[8])


def aba_ok(value: str) -> bool:
    d = [int(c) for c in value]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def s10_ok(value: str) -> bool:
    serial, check = value[2:10], value[10]
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: "0", 11: "5"}.get(c, str(c)) == check


def sg_plate_ok(value: str) -> bool:
    raw = unspell(value).replace(" ", "")
    found = re.fullmatch(r"S([A-Z]{2})(\d{1,4})([A-Z])", raw)
    if found is None:
        return False
    letters, number, check = found.groups()
    values = [ord(c) - 64 for c in letters] + [int(c) for c in number.zfill(4)]
    total = sum(v * w for v, w in zip(values, (9, 4, 5, 4, 3, 2), strict=True))
    return "AZYXUTSRPMLKJHGEDCB"[total % 19] == check


def test_the_check_digit_functions_can_fail() -> None:
    assert nric_ok("S1234567D") and not nric_ok("S1234567E")
    assert ppsn_ok("1234567T") and not ppsn_ok("1234567U")
    assert sg_plate_ok("SBS3229P") and not sg_plate_ok("SBS3229Q")
    assert aba_ok("011000015") and not aba_ok("011000016")
    assert tfn_ok("123 456 782") and not tfn_ok("123 456 789")
    assert ird_ok("49-091-850") and not ird_ok("49-091-851")
    assert unspell("s two six z") == "S26Z"


# --------------------------------------------------------------------------- tests


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates", "prefix"),
    [
        (ADVERSARIAL, ADVERSARIAL_KEYS, 300, 100, "seventh-adv"),
        (BENIGN, BENIGN_KEYS, 300, 105, "seventh-benign"),
    ],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_the_styles_and_only_the_heldout_split(
    path: Path, keys: set[str], min_rows: int, min_templates: int, prefix: str
) -> None:
    these = rows(path)
    checks.check_format(
        these, keys, min_rows=min_rows, min_templates=min_templates, prefix="seventh-"
    )
    checks.check_kinds(these, prefix=prefix, kinds=KINDS, one_line=ONE_LINE)


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
        "PERSON": r"[^\W\d_][^\W\d_ .'/-]*(?:[ .'/-]+[^\W\d_]+)*",
        "EMAIL": r"[\w.+-]+(?: dot \w+)*(?: ?@ ?| at | \[at\] |\(at\))[\w.-]+"
        r"(?:(?: dot | \[dot\] )\w+)*",
        "IP": r"\d{1,3}(?:\.\d{1,3}){3}",
        "POSTCODE": r"[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|[a-z]{1,2}\d[a-z\d]?\d[a-z]{2}"
        r"|[A-Z]\d[\dW] [A-Z\d]{4}|\d{4,6}|[a-z]+(?: [a-z]+)+",
        "DATE_OF_BIRTH": rf"\d{{1,4}}[/.-]\d{{1,2}}[/.-]\d{{2,4}}|.*\b(?:19|20)\d\d"
        rf"|(?:the [a-z ]+ of )?{month} [a-z ]+",
    }
    for row in adversarial:
        for span in row["spans"]:
            value, kind = row["text"][span["start"] : span["end"]], span["type"]
            if kind in shapes:
                assert re.fullmatch(shapes[kind], value, re.IGNORECASE), (kind, value)
            elif kind in ("PHONE", "CARD", "BANK_ACCOUNT"):
                assert len(spoken_digits(value)) >= 6, (kind, value)
            elif kind in ("TRACKING", "SSN", "IBAN"):
                assert re.search(r"\d", value) or set(value.split()) & NUMBER_WORDS, (kind, value)
            elif kind == "CUSTOMER_ID":
                assert len(value) >= 6 and re.fullmatch(r"[#\w .-]+", value), (kind, value)
            else:
                assert re.search(r"\w", value) and len(value) >= 4, (kind, value)


def test_cards_ibans_and_bank_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, read=spoken_digits, min_iban_countries=2)
    cards = raw_values(adversarial, "CARD")
    assert any("\n" in v for v in cards), "a card across a line"
    assert sum(not re.search(r"\d", v) for v in cards) >= 3, "cards spoken as words"
    assert any(" / " in v or ".." in v or " ~ " in v or " _ " in v for v in cards), "odd seps"
    ibans = raw_values(adversarial, "IBAN")
    assert any("\n" in v for v in ibans), "an IBAN across a line"
    assert {re.sub(r"\W", "", v)[:2].upper() for v in ibans} == {"IE", "GB"}
    assert all(iban_ok(v) for v in ibans)
    routings = cue_values(adversarial, "BANK_ACCOUNT", "routing")
    assert routings and all(aba_ok(v) for v in routings), "a routing number fails ABA"
    sort_codes = cue_values(adversarial, "BANK_ACCOUNT", "sort code")
    assert sort_codes and all(re.fullmatch(r"\d\d[- ]\d\d[- ]\d\d", v) for v in sort_codes)
    bsbs = cue_values(adversarial, "BANK_ACCOUNT", "bsb")
    assert bsbs and all(re.fullmatch(r"\d{3}-\d{3}", v) for v in bsbs)
    nz = [v for v in raw_values(adversarial, "BANK_ACCOUNT") if re.fullmatch(r"[\d-]{18}", v)]
    assert nz and all(re.fullmatch(r"\d\d-\d{4}-\d{7}-\d\d", v) for v in nz), "NZ accounts"
    branches = cue_values(adversarial, "BANK_ACCOUNT", "branch")
    assert branches and all(re.fullmatch(r"\d{6}", v) for v in branches), "ZA branch codes"


def test_national_numbers_carry_valid_check_digits_and_agree_with_the_birth_date() -> None:
    adversarial = rows(ADVERSARIAL)
    ids = raw_values(adversarial, "SSN")
    read = [unspell(v) for v in ids]
    nrics = [v for v in read if re.fullmatch(r"[ST]\d{7}[A-Z]", v)]
    ppsns = [v for v in read if re.fullmatch(r"\d{7}[A-W]A?", v)]
    tfns = [v for v in read if re.fullmatch(r"\d{3} \d{3} \d{3}|\d{9}", v)]
    irds = [v for v in read if re.fullmatch(r"\d{2,3}-\d{3}-\d{3}", v)]
    sa_ids = [v for v in read if re.fullmatch(r"\d{13}", v)]
    ssns = [v for v in read if re.fullmatch(r"\d{3}-\d{2}-\d{4}", v)]
    ninos = [v for v in read if re.fullmatch(r"[A-Z]{2} ?\d\d ?\d\d ?\d\d ?[A-D]", v)]
    assert nrics and all(nric_ok(v) for v in nrics), "an NRIC check letter"
    assert ppsns and all(ppsn_ok(v) for v in ppsns), "a PPS number check letter"
    assert tfns and all(tfn_ok(v) for v in tfns), "a TFN fails mod 11"
    assert irds and all(ird_ok(v) for v in irds), "an IRD number fails mod 11"
    assert sa_ids and all(luhn_ok(v) for v in sa_ids), "a South African ID fails Luhn"
    assert ssns and all(not v.startswith(("000", "666", "9")) for v in ssns), "an SSN area"
    assert ninos, "UK National Insurance numbers"
    assert len(nrics) + len(ppsns) + len(tfns) + len(irds) + len(sa_ids) + len(ssns) + len(
        ninos
    ) == len(ids), "an SSN span of no known shape"
    assert any(not re.search(r"\d", v) for v in ids), "a national number spoken"
    # a South African ID's first six digits are the birth date written in the same message
    months = MONTHS.split()
    checked = 0
    for row in adversarial:
        said = [unspell(v) for v in raw_values([row], "SSN") if re.fullmatch(r"\d{13}", unspell(v))]
        dobs = raw_values([row], "DATE_OF_BIRTH")
        for number in said:
            for dob in dobs:
                ymd = re.fullmatch(r"(\d{4})[/-](\d\d)[/-](\d\d)", dob)
                dmy = re.fullmatch(r"(\d{1,2}) (\w+) (\d{4})", dob)
                if ymd:
                    y, m, d = ymd.groups()
                elif dmy:
                    d, month, y = dmy.groups()
                    m = f"{months.index(month.lower()) + 1:02d}"
                else:
                    continue
                assert number[:6] == f"{y[2:]}{m}{int(d):02d}", (number, dob)
                checked += 1
    assert checked, "a South African ID beside its birth date"


def test_ids_plates_and_tracking_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    plates = cue_values(adversarial, "CUSTOMER_ID", "plate") + cue_values(
        adversarial, "CUSTOMER_ID", "vehicle"
    )
    sg = [v for v in plates if re.fullmatch(r"S[A-Z]{2}\d{1,4}[A-Z]", unspell(v).replace(" ", ""))]
    assert sg and all(sg_plate_ok(v) for v in sg), "a Singapore plate check letter"
    s10 = [
        v for v in raw_values(adversarial, "TRACKING") if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", v)
    ]
    assert s10 and all(s10_ok(v) for v in s10), "an S10 tracking number check digit"
    licences = [
        v
        for v in raw_values(adversarial, "CUSTOMER_ID")
        if re.fullmatch(r"[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}", v)
    ]
    assert licences, "UK driving licence numbers"
    assert all(int(v[6:8]) % 50 in range(1, 13) for v in licences), "a licence month"


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    persons = raw_values(adversarial, "PERSON")
    assert any(p == p.lower() and " " in p for p in persons), "lower-case full names"
    assert any(re.fullmatch(r"(?:[a-z] ){3,}[a-z]", p) for p in persons), "spelled names"
    assert any(p.isupper() and len(p) > 3 for p in persons), "surnames in capitals"
    assert any(re.fullmatch(r"\w\. [\w' -]+", p) for p in persons), "an initial and a surname"
    assert any(" d/o " in p or " binti " in p for p in persons), "Malay and Tamil names"
    assert name_words({p.casefold() for p in persons}) >= NAMES_ALSO_WORDS, "word-like names"
    texts = [row["text"] for row in adversarial]
    assert any(re.search(r"rated my driver \S+ 1 star", t) for t in texts), "a rated driver"
    signed = 0
    headed = 0
    for row in adversarial:
        for s in row["spans"]:
            if s["type"] != "PERSON":
                continue
            before = row["text"][: s["start"]]
            signed += row["kind"] == "email" and before.endswith("\n") and "," in before[-20:]
            headed += before.endswith("From: ")
    assert signed >= 20 and headed >= 6, "names in signatures and forwarded headers"
    spoken_phones = [v for v in raw_values(adversarial, "PHONE") if not re.search(r"\d", v)]
    assert len(spoken_phones) >= 9 and any("double" in v for v in spoken_phones)
    assert all(len(spoken_digits(v)) >= 8 for v in spoken_phones)
    phones = raw_values(adversarial, "PHONE")
    for prefix in ("+44", "+353", "+1 ", "+61", "+64", "+65", "+27"):
        assert any(v.startswith(prefix) for v in phones), f"a {prefix} phone"
    addresses = raw_values(adversarial, "ADDRESS")
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any(a.startswith("Flat ") for a in addresses), "a UK flat"
    assert any(re.search(r"#\d\d-\d+", a) for a in addresses), "a Singapore unit number"
    assert any(re.search(r"\b(?:Apt|Unit) \w+", a) for a in addresses), "a US apartment"
    assert any(re.search(r"\b(?:VIC|NSW|QLD)$", a) for a in addresses), "an Australian state"
    assert any("Co. " in a or "Dublin" in a for a in addresses), "an Irish county"
    assert sum("\n" in a for a in addresses) >= 10, "addresses over several lines"
    assert any(not re.search(r"\d", a) and " " in a and a == a.lower() for a in addresses)
    assert any(re.fullmatch(r"[A-Z]\d[\dW] [A-Z\d]{4}", p) for p in postcodes), "an Eircode"
    assert any(re.fullmatch(r"\d{6}", p) for p in postcodes), "a Singapore postcode"
    assert any(re.fullmatch(r"[a-z]{1,2}\d[a-z\d]?\d[a-z]{2}", p) for p in postcodes)
    assert any(not re.search(r"\d", p) for p in postcodes), "a postcode spoken"
    dobs = raw_values(adversarial, "DATE_OF_BIRTH")
    assert any(not re.search(r"\d", v) for v in dobs), "a birth date spoken"
    assert len({re.sub(r"\d", "9", v) for v in dobs if re.search(r"\d", v)}) >= 6, "styles"
    secrets = raw_values(adversarial, "SECRET")
    assert any(v.startswith(("mkp_live_", "dsp-prod-", "tl.")) for v in secrets), "API keys"
    assert any(not re.search(r"\d", v) for v in secrets), "a code spoken"
    emails = raw_values(adversarial, "EMAIL")
    for cue in (" at ", "[at]", "(at)", " @ "):
        assert any(cue in e for e in emails), f"an email obfuscated with {cue!r}"
    assert sum(len(row["spans"]) >= 3 for row in adversarial) >= 100, "several ids at once"
    pets = ("Biscuit", "Pickles", "Waffles", "Noodle", "Marmite", "Pavlova", "Kūmara")
    assert not any(p in pets for p in persons), "a pet's name is not a PERSON span"


def test_benign_messages_hold_no_personal_data_look() -> None:
    benign = rows(BENIGN)
    adversarial = rows(ADVERSARIAL)
    checks.check_benign_look(
        benign, postcodes=True, names_from=adversarial, names_allowed=NAMES_ALSO_WORDS
    )
    text = " ".join(row["text"] for row in benign).casefold()
    assert checks.used(NAMES_ALSO_WORDS, text) == NAMES_ALSO_WORDS, "word-like names as words"
    assert not re.search(r"\b(?:NSW|VIC|QLD|NY|CA|IL) \d{4}\b", " ".join(r["text"] for r in benign))


def test_the_seventh_sets_share_nothing_with_the_fourteen_earlier_files() -> None:
    assert all(path.exists() for path in EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert len(set(EARLIER_ADVERSARIAL + EARLIER_BENIGN)) == 14
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
    assert not mine & earlier, f"name words that were names before: {sorted(mine & earlier)}"
