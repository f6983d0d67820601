"""The tenth redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, fills per skeleton, styles, offsets, types, check
digits, spoken values, national formats, words with no span, and that `make_tenth.py` writes
exactly the committed files and shares nothing with the twenty earlier files. Nothing here runs
the redactor on them. The checks all sets share are in set_checks.py.
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

GENERATOR = DATA / "make_tenth.py"
ADVERSARIAL = DATA / "adversarial_pii_tenth.jsonl"
BENIGN = DATA / "benign_support_tenth.jsonl"
SUFFIXES = (
    "",
    "_fresh",
    "_blind",
    "_final",
    "_last",
    "_sealed",
    "_sixth",
    "_seventh",
    "_eighth",
    "_ninth",
)
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

KINDS = {"chat", "voice", "email", "form", "quoted"}
ONE_LINE = {"chat", "voice"}
ADVERSARIAL_COUNTS = {"chat": 114, "voice": 54, "email": 54, "form": 54, "quoted": 54}
BENIGN_COUNTS = {"chat": 180, "voice": 84, "email": 90, "form": 90, "quoted": 84}
COUNTRIES = ("PT", "GR", "EG", "ID", "VN", "PK", "MA", "RO", "GH")
# first names of the adversarial set that the benign set uses as words, places or brands on
# purpose ("the coach to Fátima", "Agia Irini", "Αγία Ειρήνη", "Bintang on the boat",
# "pelayanan bintang lima", "Hà Nội – Hòa Bình", "the Zara on Ermou", "nu-mi pierd speranța",
# "Comfort class", "tin Paraskevi", "την Παρασκευή", "Internet Cáp Quang"), with the ASCII
# forms voice messages use
NAMES_ALSO_WORDS = {
    "fátima", "fatima", "irini", "ειρήνη", "bintang", "hòa", "bình", "hoa", "binh", "zara",
    "speranța", "speranta", "comfort", "paraskevi", "παρασκευή", "quang",
}  # fmt: skip
# the one name word that occurs in an earlier text (as a word, never as a name)
NAME_WORDS_IN_EARLIER_TEXT = {"comfort"}
ENTITIES = ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET", "SSN", "BANK_ACCOUNT")
NUMBER_WORDS = set(SPOKEN) | {"double", "triple"}
# capitalised words that are not personal data and carry no span in the adversarial set
DISTRACTORS = (
    "EDP", "Galp", "EPAL", "MEO", "NOS", "ΔΕΗ", "Protergia", "ΕΥΔΑΠ", "Cosmote", "Nova",
    "North Cairo Electricity", "WE", "Orange", "Etisalat", "PLN", "PDAM", "IndiHome", "Biznet",
    "EVN", "Sawaco", "Viettel", "VNPT", "FPT", "K-Electric", "LESCO", "PTCL", "Nayatel", "Lydec",
    "ONEE", "Maroc Telecom", "Enel", "Electrica", "Apa Nova", "Digi", "ECG", "Ghana Water", "MTN",
    "Surfline", "Rede Expressos", "FlixBus", "Atlânticoline", "Blue Star", "Seajets", "Minoan Lines",
    "KTEL", "Go Bus", "Blue Bus", "Super Jet", "Pelni", "ASDP", "Sinar Jaya", "Phương Trang",
    "Superdong", "Vexere", "Daewoo Express", "Faisal Movers", "Skyways", "CTM", "Supratours", "FRS",
    "Atlassib", "Murat", "STC", "VIP Jeoun", "VVIP", "MB Way", "Multibanco", "IRIS", "Viva Wallet",
    "Fawry", "Vodafone Cash", "Meeza", "GoPay", "OVO", "DANA", "QRIS", "MoMo", "ZaloPay", "VNPay",
    "JazzCash", "Easypaisa", "CashPlus", "Wafacash", "Revolut", "George", "Telecel Cash",
    "Invisalign", "Hollywood Smile", "Straumann", "Podengo", "Kangal", "Cavalier King Charles",
    "Maine Coon", "Egyptian Mau", "Bali", "Carpathian Shepherd", "Jack Russell", "Fátima",
    "Kolonaki", "Merak", "DHA", "Tanger Med", "Moodle", "East Legon", "Accra", "Turnitin",
    "Keystone Lettings", "Zamalek", "MSc Data Science", "Lahore", "PawSure", "Rafina", "SmileBridge",
    "J&T", "MBA", "Médis", "CTT", "Diploma in Accounting", "BSc Software Engineering", "Σαντορίνη",
)  # fmt: skip
MONTH_NAMES = {
    name.casefold(): number
    for names in (
        "January February March April May June July August September October November December",
        "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
        "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου",
        "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر",
        "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember",
        "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
        "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie",
    )
    for number, name in enumerate(names.split(), start=1)
}


def raw_values(these: list[Row], entity: str) -> list[str]:
    return [
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row["spans"]
        if s["type"] == entity
    ]


def unspell(value: str) -> str:
    """A number read out as words back to its characters ('one two k' -> '12K'); a written one
    upper-cased."""
    if re.search(r"\d", value):
        return value.upper()
    return "".join(SPOKEN.get(w, w.upper()) for w in value.split())


def parse_dob(value: str) -> tuple[int, int, int] | None:
    """A written birth date as (year, month, day); the year may have two digits. None when it
    is spoken."""
    if found := re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)", value):
        y, m, d = (int(g) for g in found.groups())
        return y, m, d
    if found := re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})", value):
        d, m, y = (int(g) for g in found.groups())
        return y, m, d
    if found := re.fullmatch(r"ngày (\d{1,2}) tháng (\d{1,2}) năm (\d{4})", value):
        d, m, y = (int(g) for g in found.groups())
        return y, m, d
    if found := re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)? (?:de )?(\S+?)(?: de)? (\d{4})", value):
        return int(found.group(3)), MONTH_NAMES[found.group(2).casefold()], int(found.group(1))
    if found := re.fullmatch(r"(\w+) (\d{1,2}), (\d{4})", value):
        return int(found.group(3)), MONTH_NAMES[found.group(1).casefold()], int(found.group(2))
    return None


# --------------------------------------------------------------------------- check digits


def nif_ok(v: str) -> bool:
    d = plain_digits(v)
    rest = sum(int(c) * w for c, w in zip(d[:8], range(9, 1, -1), strict=True)) % 11
    return len(d) == 9 and int(d[8]) == (0 if rest < 2 else 11 - rest)


def afm_ok(v: str) -> bool:
    d = plain_digits(v)
    return bool(re.fullmatch(r"\d{9}", v)) and sum(
        int(c) * 2 ** (8 - i) for i, c in enumerate(d[:8])
    ) % 11 % 10 == int(d[8])


def valid_date(d: int, m: int) -> bool:
    return 1 <= d <= 31 and 1 <= m <= 12


def amka_ok(v: str) -> bool:
    return bool(re.fullmatch(r"\d{11}", v)) and luhn_ok(v) and valid_date(int(v[:2]), int(v[2:4]))


def cnp_ok(v: str) -> bool:
    weights = (2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9)
    if not re.fullmatch(r"[1256]\d{12}", v):
        return False
    rest = sum(int(c) * w for c, w in zip(v[:12], weights, strict=True)) % 11
    return (1 if rest == 10 else rest) == int(v[12]) and valid_date(int(v[5:7]), int(v[3:5]))


def egyptian_id_ok(v: str) -> bool:
    return (
        bool(re.fullmatch(r"[23]\d{13}", v))
        and valid_date(int(v[5:7]), int(v[3:5]))
        and v[7:9] in ("01", "02", "21", "12", "13", "16")
    )


def nik_ok(v: str) -> bool:
    if not re.fullmatch(r"\d{16}", v):
        return False
    day = int(v[6:8])
    return valid_date(day - 40 if day > 40 else day, int(v[8:10]))


def rib_ok(v: str) -> bool:
    d = plain_digits(v)
    return len(d) == 24 and int(d) % 97 == 0


def nib_ok(v: str) -> bool:
    d = plain_digits(v)
    return len(d) == 21 and int(d) % 97 == 1


def s10_ok(value: str) -> bool:
    serial, check = value[2:10], int(value[10])
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: 0, 11: 5}.get(c, c) == check


# the cue before a national number names it (the nearest whole-word cue before the span)
ID_CUES = {
    "nif": "PT-NIF", "utente": "PT-SNS", "afm": "GR-AFM", "αφμ": "GR-AFM", "amka": "GR-AMKA",
    "αμκα": "GR-AMKA", "national id": "EG", "nik": "ID-NIK", "bpjs": "ID-BPJS", "cccd": "VN",
    "cnic": "PK", "cin": "MA", "cnp": "RO", "ghana card": "GH", "nhis": "GH-NHIS",
    "passport": "PASSPORT",
}  # fmt: skip
ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "PT-NIF": lambda v: nif_ok(v) and plain_digits(v)[0] in "123",
    "PT-SNS": lambda v: bool(re.fullmatch(r"\d{9}", v)),
    "GR-AFM": afm_ok,
    "GR-AMKA": amka_ok,
    "EG": egyptian_id_ok,
    "ID-NIK": nik_ok,
    "ID-BPJS": lambda v: bool(re.fullmatch(r"000\d{10}", v)),
    "VN": lambda v: bool(re.fullmatch(r"0\d\d[0-3]\d{8}", v)),
    "PK": lambda v: bool(re.fullmatch(r"\d{5}-?\d{7}-?\d", v)),
    "MA": lambda v: bool(re.fullmatch(r"[A-Z]{2}\d{5,6}", v)),
    "RO": cnp_ok,
    "GH": lambda v: bool(re.fullmatch(r"GHA-\d{9}-\d", v)),
    "GH-NHIS": lambda v: bool(re.fullmatch(r"\d{8}", v)),
    "PASSPORT": lambda v: bool(re.fullmatch(r"[A-Z]{0,2}\d{6,8}", v)),
}


def id_kind(text: str, start: int) -> str | None:
    """The kind of the national number at `start`, from the nearest cue before it; in a
    quoted reply the cue may be in the quoted question."""
    before = text[:start].casefold()
    best: tuple[int, str] | None = None
    for cue, kind in ID_CUES.items():
        for found in re.finditer(rf"(?<!\w){re.escape(cue)}(?!\w)", before):
            if best is None or found.end() > best[0]:
                best = (found.end(), kind)
    return best[1] if best else None


def test_the_check_digit_functions_can_fail() -> None:
    assert nif_ok("123456789") and not nif_ok("123456788")
    assert afm_ok("090000045") and not afm_ok("090000046")
    assert amka_ok("01018012342") and not amka_ok("01018012343")
    assert cnp_ok("1800101221144") and not cnp_ok("1800101221145")
    assert rib_ok("0" * 24) and not rib_ok("0" * 23 + "1")
    assert nib_ok("000000000000000000001") and not nib_ok("0" * 21)
    assert egyptian_id_ok("28001010112345") and not egyptian_id_ok("28013010112345")
    assert nik_ok("3174015201900001") and not nik_ok("3174017201900001")
    assert unspell("one two k") == "12K"
    assert parse_dob("5 يناير 2003") == (2003, 1, 5) and parse_dob("16/2/68") == (68, 2, 16)


# --------------------------------------------------------------------------- tests


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates", "prefix", "counts"),
    [
        (ADVERSARIAL, ADVERSARIAL_KEYS, 320, 106, "tenth-adv", ADVERSARIAL_COUNTS),
        (BENIGN, BENIGN_KEYS, 520, 174, "tenth-benign", BENIGN_COUNTS),
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
        these, keys, min_rows=min_rows, min_templates=min_templates, prefix="tenth-"
    )
    checks.check_kinds(these, prefix=prefix, kinds=KINDS, one_line=ONE_LINE)
    assert dict(Counter(row["kind"] for row in these)) == counts
    assert set(Counter(row["template_id"] for row in these).values()) == {3}


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
    at = r"@| at | \[at\] |\(at\)|<at>| arroba | papaki | et | a còng | arobase | a rond "
    dot = r"\.| dot | \[dot\] |<dot>| ponto | teleia | titik | chấm | point | punct "
    shapes = {
        "PERSON": r"[^\W\d_][^\W\d_ .'/,-]*(?:[ .'/,-]+[^\W\d_]+)*",
        "IP": r"\d{1,3}(?:\.\d{1,3}){3}",
        "POSTCODE": r"\d{4}-\d{3}|\d{3} \d{2}|\d{5,6}|[A-Za-z]{2}-\d{3}-\d{4}|[a-z]+(?: [a-z]+)+",
        "DATE_OF_BIRTH": r"\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}|ngày \d+ tháng \d+ năm \d{4}|.*\b(?:19|20)\d\d"
        r"|the [a-z ]+ of [a-z]+ [a-z ]+|[a-z]+ [a-z ]+",
        "CUSTOMER_ID": r"[\w./# -]{6,}",
    }
    for row in adversarial:
        for span in row["spans"]:
            value, kind = row["text"][span["start"] : span["end"]], span["type"]
            if kind in shapes:
                assert re.fullmatch(shapes[kind], value, re.IGNORECASE), (kind, value)
            elif kind == "EMAIL":
                assert re.search(at, value) and re.search(dot, value.split("@")[-1]), value
            elif kind in ("PHONE", "CARD"):
                assert len(spoken_digits(value)) >= 8, (kind, value)
            elif kind == "BANK_ACCOUNT":
                assert len(plain_digits(value)) >= 10 or re.fullmatch(
                    r"[a-z]+\.[a-z]+@instapay", value
                ), (kind, value)
            elif kind in ("TRACKING", "SSN", "IBAN"):
                assert re.search(r"\d", value) or set(value.split()) & NUMBER_WORDS, (kind, value)
            else:
                assert re.search(r"\w", value) and len(value) >= 4, (kind, value)


def test_cards_ibans_and_bank_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, read=spoken_digits, min_iban_countries=5)
    cards = raw_values(adversarial, "CARD")
    assert any("\n" in v for v in cards), "a card across a line"
    assert sum(not re.search(r"\d", v) for v in cards) >= 3, "cards spoken as words"
    assert any(re.search(r" — | \. |\+", v) for v in cards), "odd separators"
    assert {len(spoken_digits(v)) for v in cards} >= {15, 16, 19}, "Amex, 16 and 19 digits"
    assert any(plain_digits(v).startswith("9704") for v in cards), "a NAPAS card"
    ibans = raw_values(adversarial, "IBAN")
    assert any("\n" in v for v in ibans), "an IBAN across a line"
    assert {re.sub(r"\W", "", v)[:2].upper() for v in ibans} == {"PT", "GR", "EG", "PK", "RO"}
    assert all(iban_ok(v) for v in ibans)
    assert all(
        re.sub(r"\W", "", v).upper().startswith("PT50") and nib_ok(re.sub(r"\W", "", v)[4:])
        for v in ibans
        if v[:2].upper() == "PT"
    ), "a Portuguese IBAN holds a keyed NIB"
    accounts = raw_values(adversarial, "BANK_ACCOUNT")
    ribs = [v for v in accounts if len(plain_digits(v)) == 24]
    assert len(ribs) >= 6 and all(rib_ok(v) for v in ribs), "Moroccan RIBs"
    assert all(nib_ok(v) for v in accounts if len(plain_digits(v)) == 21), "Portuguese NIBs"
    assert any(v.endswith("@instapay") for v in accounts), "an InstaPay address"


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
    assert sum(not re.search(r"\d", v) for v in ids) >= 9, "national numbers spoken"
    # an AMKA, a CNP, an Egyptian national ID, a NIK and a CCCD encode the birth date (a CCCD
    # its year) written beside them
    checked: Counter[str] = Counter()
    for row in adversarial:
        dobs = [parse_dob(v) for v in raw_values([row], "DATE_OF_BIRTH")]
        for s in row["spans"]:
            if s["type"] != "SSN":
                continue
            digits = plain_digits(row["text"][s["start"] : s["end"]])
            kind = id_kind(row["text"], s["start"])
            for dob in dobs:
                if dob is None or kind not in ("GR-AMKA", "RO", "EG", "ID-NIK", "VN"):
                    continue
                y, m, d = dob
                yy = f"{y % 100:02d}"
                if kind == "GR-AMKA":
                    assert digits[:6] == f"{d:02d}{m:02d}{yy}", (digits, dob)
                elif kind == "RO":
                    assert digits[1:7] == f"{yy}{m:02d}{d:02d}", (digits, dob)
                    assert y < 100 or (digits[0] in "12") == (y < 2000), (digits, dob)
                elif kind == "EG":
                    assert digits[1:7] == f"{yy}{m:02d}{d:02d}", (digits, dob)
                    assert y < 100 or digits[0] == ("2" if y < 2000 else "3"), (digits, dob)
                elif kind == "ID-NIK":
                    assert digits[6:12] in (f"{d:02d}{m:02d}{yy}", f"{d + 40:02d}{m:02d}{yy}")
                else:
                    assert digits[4:6] == yy and (int(digits[3]) >= 2) == (y >= 2000)
                checked[kind] += 1
    assert set(checked) == {"GR-AMKA", "RO", "EG", "ID-NIK", "VN"}, checked


def test_tracking_numbers_and_microchips_are_well_formed() -> None:
    adversarial = rows(ADVERSARIAL)
    s10 = [
        v for v in raw_values(adversarial, "TRACKING") if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", v)
    ]
    assert len(s10) >= 6 and all(s10_ok(v) for v in s10), "an S10 tracking number check digit"
    assert {v[-2:] for v in s10} <= set(COUNTRIES)
    chips = [
        plain_digits(v)
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "CUSTOMER_ID"
        and re.search(r"micro(?:chip|cip):? $", row["text"][: s["start"]], re.I)
        for v in [row["text"][s["start"] : s["end"]]]
    ]
    codes = ("620", "300", "818", "360", "704", "586", "504", "642", "288", "900", "981", "985")
    assert len(chips) >= 6 and all(len(c) == 15 and c[:3] in codes for c in chips), chips


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    persons = raw_values(adversarial, "PERSON")
    assert any(p == p.lower() and " " in p for p in persons), "lower-case full names"
    assert any(re.fullmatch(r"(?:[a-z] ){3,}[a-z]", p) for p in persons), "spelled names"
    assert any(p.isupper() and len(p) > 3 for p in persons), "surnames in capitals"
    assert any(re.fullmatch(r"(?:\w\. )+[\w' -]+", p) for p in persons), "initials and a surname"
    assert any(re.fullmatch(r"\w\. \w\. [\w' -]+", p) for p in persons), "two initials"
    assert any(re.search(r"\w-\w", p) for p in persons), "hyphenated names"
    assert any(re.search(r"\b(?:de|El|Ait|ul|Ni Luh)\b", p) for p in persons), "particles"
    assert any(re.search(r"[α-ω]", p, re.I) for p in persons), "a name in Greek script"
    assert any(re.search(r"[\u0600-\u06ff]", p) for p in persons), "a name in Arabic script"
    assert "Sulastri" in persons, "a single name"
    assert any(p.startswith(("Khúc ", "Âu Dương ", "Tôn Nữ ")) for p in persons), "family first"
    assert name_words({p.casefold() for p in persons}) >= NAMES_ALSO_WORDS, "word-like names"
    texts = [row["text"] for row in adversarial]
    assert any(
        (found := re.fullmatch(r"\w[\w ]*: (.+), (.+)", line)) and found.group(1).isupper()
        for t in texts
        for line in t.splitlines()
    ), "SURNAME, Given"
    assert any(re.search(r"^> ", t, re.M) for t in texts), "quoted replies"
    assert any(re.search(r"\bDr (?=\w)", t) for t in texts), "a title outside the span"
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
    assert len(spoken_phones) >= 6 and all(len(spoken_digits(v)) >= 9 for v in spoken_phones)
    assert any(" double " in f" {v} " for v in spoken_phones), "a phone read with double"
    phones = raw_values(adversarial, "PHONE")
    for prefix in ("+351", "+30", "+20", "+62", "+84", "+92", "+212", "+40", "+233"):
        assert any(v.startswith(prefix) for v in phones), f"a {prefix} phone"
    addresses = raw_values(adversarial, "ADDRESS")
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any(re.search(r"\bRua\b|\bTravessa\b", a) for a in addresses), "a Portuguese address"
    assert any(re.search(r"[α-ω]", a) for a in addresses), "a Greek address in Greek script"
    assert any(re.search(r"\bSt\b", a) for a in addresses), "an Egyptian address"
    assert any(re.search(r"RT \d{3}/RW \d{3}|Blok", a) for a in addresses), "an Indonesian address"
    assert any(re.search(r"phường|Phường|Quận", a) for a in addresses), "a Vietnamese address"
    assert any(re.search(r"Block \d|Street \d|Model Town", a) for a in addresses), (
        "a Pakistani address"
    )
    assert any(re.search(r"Imm\.|Derb|Rue Oued", a) for a in addresses), "a Moroccan address"
    assert any(re.search(r"nr\. \d+", a) for a in addresses), "a Romanian address"
    assert any(re.search(r"Accra|Kumasi|Cape Coast", a) for a in addresses), "a Ghanaian address"
    assert sum("\n" in a for a in addresses) >= 10, "addresses over several lines"
    assert any(not re.search(r"\d", a) and " " in a and a == a.lower() for a in addresses)
    for shape in (r"\d{4}-\d{3}", r"\d{3} \d{2}", r"\d{6}", r"\d{5}", r"[A-Z]{2}-\d{3}-\d{4}"):
        assert any(re.fullmatch(shape, p) for p in postcodes), f"a postcode {shape}"
    assert any(not re.search(r"\d", p) for p in postcodes), "a postcode spoken"
    dobs = raw_values(adversarial, "DATE_OF_BIRTH")
    assert any(not re.search(r"\d", v) for v in dobs), "a birth date spoken"
    assert all(parse_dob(v) for v in dobs if re.search(r"\d", v)), "birth dates parse"
    assert any(re.search(r"[\u0600-\u06ff]|[α-ω]", v) for v in dobs), (
        "a month name in Arabic or Greek"
    )
    assert any(v.startswith("ngày") for v in dobs), "a Vietnamese birth date"
    assert len({re.sub(r"\d", "9", v) for v in dobs if re.search(r"\d", v)}) >= 10, "styles"
    secrets = raw_values(adversarial, "SECRET")
    assert any(v.startswith(("smb_live_", "kst-sk-", "pws.")) for v in secrets), "API keys"
    assert any(not re.search(r"\d", v) for v in secrets), "a code spoken"
    assert any(len(plain_digits(v)) == 20 for v in secrets), "a prepaid meter token"
    emails = raw_values(adversarial, "EMAIL")
    for cue in (
        " at ",
        "[at]",
        "(at)",
        " @ ",
        "<at>",
        " arroba ",
        " papaki ",
        " a còng ",
        " arobase ",
        " a rond ",
    ):
        assert any(cue in e for e in emails), f"an email obfuscated with {cue!r}"
    ids = raw_values(adversarial, "CUSTOMER_ID")
    assert any(re.search(r"[\u0600-\u06ff]", v) for v in ids), "a plate with Arabic letters"
    assert any(not re.search(r"\d", v) for v in ids), "a reference read out"
    assert sum(len(row["spans"]) >= 3 for row in adversarial) >= 100, "several ids at once"


def test_about_a_third_of_messages_carry_words_with_no_span() -> None:
    """Brands, operators, payment methods, products, places and pets with no span, so that
    precision is measured here too."""
    adversarial = rows(ADVERSARIAL)
    pattern = re.compile("|".join(rf"(?<!\w){re.escape(w)}(?!\w)" for w in DISTRACTORS))
    carrying = 0
    for row in adversarial:
        covered = [(s["start"], s["end"]) for s in row["spans"]]
        carrying += any(
            not any(start < m.end() and m.start() < end for start, end in covered)
            for m in pattern.finditer(row["text"])
        )
    assert 0.28 <= carrying / len(adversarial) <= 0.5, carrying / len(adversarial)


def test_benign_messages_hold_no_personal_data_look() -> None:
    benign = rows(BENIGN)
    adversarial = rows(ADVERSARIAL)
    assert all("spans" not in row for row in benign)
    checks.check_benign_look(
        benign, postcodes=True, names_from=adversarial, names_allowed=NAMES_ALSO_WORDS
    )
    text = " ".join(row["text"] for row in benign)
    assert checks.used(NAMES_ALSO_WORDS, text.casefold()) == NAMES_ALSO_WORDS, "word-like names"
    assert not re.search(r"\b\d{4}-\d{3}\b|\b\d{3} \d{2}\b|\b[A-Z]{2}-\d{3,4}-\d{4}\b", text)
    # every trade of the inbox is there
    for word in ("bill", "clinic", "course", "flat", "ferry", "coach", "vet"):
        assert sum(word in row["text"].casefold() for row in benign) >= 9, word


def test_the_tenth_sets_share_nothing_with_the_twenty_earlier_files() -> None:
    assert all(path.exists() for path in EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert len(set(EARLIER_ADVERSARIAL + EARLIER_BENIGN)) == 20
    adversarial = rows(ADVERSARIAL)
    benign = rows(BENIGN)
    checks.check_nothing_shared(
        adversarial,
        benign,
        EARLIER_ADVERSARIAL,
        EARLIER_BENIGN,
        entities=ENTITIES,
        name_words_allowed=NAME_WORDS_IN_EARLIER_TEXT,
    )
    # no word of a name here was ever part of a name in an earlier set
    mine = name_words(span_values(adversarial, "PERSON"))
    earlier = name_words(span_values(rows_of(EARLIER_ADVERSARIAL), "PERSON"))
    assert not (mine & earlier), f"name words that were names before: {sorted(mine & earlier)}"
    # and no template id prefix is shared either way
    earlier_rows = rows_of(EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    earlier_prefixes = {r["template_id"].split("-")[0] for r in earlier_rows}
    assert "tenth" not in earlier_prefixes
    assert {r["template_id"].split("-")[0] for r in adversarial + benign} == {"tenth"}
