"""The thirteenth held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, fills per skeleton, styles, offsets, types, check
digits, spoken values, national formats, the labelling rules of `make_thirteenth.py` (bank and
branch codes, the school's paybill, institutions named after people, honorifics and titles left
unlabelled, a third of the messages carrying words that are not personal data), and that the
generator writes exactly the committed files and shares nothing with the twenty-six earlier
files. Nothing here runs the redactor on them: they are a blind measure, run once. A check
against the earlier files reports counts only, never their text.
"""

# ruff: noqa: E501 - check tables and shapes read best one to a line
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from datetime import date
from pathlib import Path

import pytest

from tests.unit.redaction_data.set_checks import (
    check_generator_writes,
    check_set_file,
    check_span_bounds,
    iban_ok,
    plain_digits,
    rows,
    rows_of,
)

Row = dict

DATA = Path(__file__).resolve().parents[3] / "benchmarks" / "data" / "redaction"
GENERATOR = DATA / "make_thirteenth.py"
ADVERSARIAL = DATA / "adversarial_pii_thirteenth.jsonl"
BENIGN = DATA / "benign_support_thirteenth.jsonl"
SUFFIXES = (
    *("", "_fresh", "_blind", "_final", "_last", "_sealed", "_sixth", "_seventh", "_eighth"),
    *("_ninth", "_tenth", "_eleventh", "_twelfth"),
)
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

ADVERSARIAL_KEYS = {"text", "spans", "template_id", "kind", "split"}
BENIGN_KEYS = {"text", "template_id", "kind", "split"}
SPAN_TYPES = {
    *("PERSON", "EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP", "ADDRESS", "POSTCODE"),
    *("DATE_OF_BIRTH", "BANK_ACCOUNT", "SECRET", "CUSTOMER_ID", "TRACKING"),
}
KINDS = {"chat", "voice", "email", "form", "quoted"}
ONE_LINE = {"chat", "voice"}
ADVERSARIAL_COUNTS = {"chat": 195, "voice": 63, "email": 60, "form": 63, "quoted": 57}
BENIGN_COUNTS = {"chat": 297, "voice": 90, "email": 90, "form": 84, "quoted": 84}
# the offices whose post takes in registered letters of certificates (the S10 suffix)
S10_OFFICES = {"PT", "CA", "PH", "JP"}
# first names and surnames of the adversarial set that the benign set uses as words, places or
# brands on purpose ("a leather tanner", "a paloma", "jagoda-malina", the chrząszcz
# tongue-twister, "học kỳ thu", "sương mù", "Triết học" and "triet hoc", "may tala po ba", "parol na may bituin",
# "fanous"/"فانوس" lanterns, "سلام", "Hotaru no Hikari", "a tūī", "the Lockerbie case", "a mihi",
# "furaha kubwa")
NAMES_ALSO_WORDS = {
    "tanner", "paloma", "jagoda", "chrząszcz", "thu", "sương", "triết", "triet", "tala", "bituin",
    "fanous", "فانوس", "سلام", "hotaru", "tūī", "lockerbie", "mihi", "furaha",
}  # fmt: skip
# words in adversarial messages that are not personal data and carry no span
DISTRACTORS = (
    "T2202", "Interac", "McGill", "Newton Hall", "Oxxo", "Sor Juana", "ZUS", "Przelewy24",
    "LOT-em", "Marie Curie", "IELTS", "Vietcombank", "GCash", "LBC", "InstaPay", "JLPT", "Keio",
    "StudyLink", "Dunedin", "Fonterra", "Town Hall", "MB Way", "Multibanco",
    "Universidade do Porto", "M-Pesa", "HELB", "Safaricom", "Kenya Airways", "Moodle", "Mochi",
    "Shakespeare", "Canvas", "Wangari Maathai", "SPEI", "BDO", "Lisbon", "JASSO", "Darwin",
    "Mizuho", "Kestrel Learning", "Chopin", "Rizal Library", "Fulbright", "Honorlock",
)  # fmt: skip
# institutions, subjects and awards named after people, never labelled
NAMED_AFTER_PEOPLE = (
    "Newton Hall", "Sor Juana", "Marie Curie", "Shakespeare module", "Wangari Maathai Bursary",
    "Darwin Seminar", "Chopin Conservatory", "Rizal Library", "Fulbright",
)  # fmt: skip
ENTITIES = ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET", "SSN", "BANK_ACCOUNT")

# digits read out in English, Spanish, Polish, Vietnamese (with and without diacritics), Egyptian
# Arabic, Japanese, Portuguese and Swahili ("oh" is 0; "double" repeats)
DIGIT_WORDS = {
    **dict.fromkeys(("zero", "oh", "cero", "không", "khong", "sifr", "sifuri"), "0"),
    **dict.fromkeys(("one", "uno", "jeden", "một", "mot", "wahid", "ichi", "um", "moja"), "1"),
    **dict.fromkeys(("two", "dos", "dwa", "hai", "itnen", "ni", "dois", "mbili"), "2"),
    **dict.fromkeys(("three", "tres", "trzy", "ba", "talata", "san", "três", "tatu"), "3"),
    **dict.fromkeys(
        ("four", "cuatro", "cztery", "bốn", "bon", "arba'a", "yon", "quatro", "nne"), "4"
    ),
    **dict.fromkeys(("five", "cinco", "pięć", "năm", "nam", "khamsa", "go", "tano"), "5"),
    **dict.fromkeys(("six", "seis", "sześć", "sáu", "sau", "sitta", "roku", "sita"), "6"),
    **dict.fromkeys(
        ("seven", "siete", "siedem", "bảy", "bay", "sab'a", "nana", "sete", "saba"), "7"
    ),
    **dict.fromkeys(
        ("eight", "ocho", "osiem", "tám", "tam", "tamanya", "hachi", "oito", "nane"), "8"
    ),
    **dict.fromkeys(
        ("nine", "nueve", "dziewięć", "chín", "chin", "tis'a", "kyuu", "nove", "tisa"), "9"
    ),
}
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


# --------------------------------------------------------------------------- reading


def raw_values(these: list[Row], entity: str) -> list[str]:
    return [
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row.get("spans", [])
        if s["type"] == entity
    ]


def name_words(names: Iterable[str]) -> set[str]:
    """The words of names, case-folded, longer than two letters (so particles such as "da",
    "Te" and "Lã" are left out)."""
    return {w for n in names for w in re.findall(r"[^\W\d_]+", n.casefold()) if len(w) > 2}


def read_digits(value: str) -> str:
    """The digits of a value, read from words when it is spoken ("double four" is 44)."""
    if re.search(r"\d", value):
        return plain_digits(value)
    out: list[str] = []
    times = 1
    for word in value.split():
        if word == "double":
            times = 2
        elif word in DIGIT_WORDS:
            out.append(DIGIT_WORDS[word] * times)
            times = 1
    return "".join(out)


def covered(row: Row, at: int) -> bool:
    return any(s["start"] <= at < s["end"] for s in row["spans"])


# --------------------------------------------------------------------------- check digits


def luhn_ok(number: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(number)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return bool(number) and total % 10 == 0


def pesel_ok(v: str) -> bool:
    d = [int(c) for c in plain_digits(v)]
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    return len(d) == 11 and (sum(a * b for a, b in zip(d, weights, strict=False)) + d[10]) % 10 == 0


def nif_ok(v: str) -> bool:
    d = [int(c) for c in plain_digits(v)]
    if len(d) != 9:
        return False
    r = sum(a * w for a, w in zip(d[:8], range(9, 1, -1), strict=True)) % 11
    return d[8] == (0 if r < 2 else 11 - r)


def sin_ok(v: str) -> bool:
    d = plain_digits(v)
    return len(d) == 9 and d[0] not in "08" and luhn_ok(d)


def my_number_ok(v: str) -> bool:
    d = plain_digits(v)
    if len(d) != 12:
        return False
    total = sum(int(d[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = total % 11
    return int(d[11]) == (0 if r <= 1 else 11 - r)


def ird_ok(v: str) -> bool:
    d = plain_digits(v)
    if len(d) not in (8, 9) or not 10_000_000 < int(d) < 150_000_000:
        return False
    base = d[:-1].zfill(8)
    for weights in ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6)):
        r = sum(int(c) * w for c, w in zip(base, weights, strict=True)) % 11
        check = 0 if r == 0 else 11 - r
        if check <= 9:
            return check == int(d[-1])
    return False


CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_CHARS = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def curp_ok(v: str) -> bool:
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HM][A-Z]{2}[A-Z]{3}[A-Z\d]\d", v):
        return False
    total = sum(CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(v[:17]))
    return int(v[17]) == -total % 10


def rfc_ok(v: str) -> bool:
    if not re.fullmatch(r"[A-Z&Ñ]{4}\d{6}[A-Z\d]{2}[\dA]", v):
        return False
    r = sum(RFC_CHARS.index(c) * (13 - i) for i, c in enumerate(v[:12])) % 11
    return v[12] == ("0" if r == 0 else "A" if r == 1 else str(11 - r))


def egypt_id_ok(v: str) -> bool:
    """Fourteen digits: century (2 or 3), a real birth date, a governorate code."""
    d = plain_digits(v)
    if len(d) != 14 or d[0] not in "23":
        return False
    try:
        date(1800 + 100 * int(d[0]) + int(d[1:3]), int(d[3:5]), int(d[5:7]))
    except ValueError:
        return False
    return d[7:9] in {"01", "02", "21", "12", "88"}


def cccd_ok(v: str) -> bool:
    d = plain_digits(v)
    return len(d) == 12 and d[:3] in {"001", "079", "048", "031", "036"} and d[3] in "0123"


def tin_ok(v: str) -> bool:
    return bool(re.fullmatch(r"\d{3}-\d{3}-\d{3}-000|\d{3} \d{3} \d{3} 00000", v))


def pcn_ok(v: str) -> bool:
    return bool(re.fullmatch(r"[1-9]\d{3}([- ])\d{4}\1\d{4}\1\d{4}", v))


def kenya_id_ok(v: str) -> bool:
    return bool(re.fullmatch(r"[23]\d{7}", plain_digits(v)))


def kra_ok(v: str) -> bool:
    return bool(re.fullmatch(r"A\d{9}[A-Z]", v))


def clabe_ok(v: str) -> bool:
    d = plain_digits(v)
    if len(d) != 18:
        return False
    total = sum(int(c) * (3, 7, 1)[i % 3] % 10 for i, c in enumerate(d[:17]))
    return int(d[17]) == -total % 10


def pl_sort_code_ok(iban: str) -> bool:
    """A Polish IBAN's bank sort code (its first eight BBAN digits) carries its check digit."""
    raw = re.sub(r"[^0-9A-Za-z]", "", iban)
    code = [int(c) for c in raw[4:12]]
    weights = (3, 9, 7, 1, 3, 9, 7)
    return (sum(a * w for a, w in zip(code, weights, strict=False)) + code[7]) % 10 == 0


def pt_nib_ok(iban: str) -> bool:
    """A Portuguese IBAN's NIB check digits hold (so its IBAN check digits are 50)."""
    raw = re.sub(r"[^0-9A-Za-z]", "", iban)
    return raw[2:4] == "50" and int(raw[4:]) % 97 == 1


def s10_ok(value: str) -> bool:
    serial, check = value[2:10], int(value[10])
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: 0, 11: 5}.get(c, c) == check


def dhl_ok(value: str) -> bool:
    return len(value) == 10 and int(value[:9]) % 7 == int(value[9])


# the cue before a national number names it (the cue ending last before the span wins)
ID_CUES: list[tuple[str, str]] = [
    (r"\bsin\b|social insurance", "CA"),
    (r"\bcurp\b", "MX-CURP"),
    (r"\brfc\b", "MX-RFC"),
    (r"\bpesel\b", "PL"),
    (r"\bcccd\b|căn cước|can cuoc", "VN"),
    (r"\btin\b|tax identification", "PH-TIN"),
    (r"philsys|\bpcn\b", "PH-PCN"),
    (r"national id|2awmy|qawmi", "EG"),
    (r"my number|マイナンバー|kojin bango", "JP"),
    (r"\bird\b", "NZ"),
    (r"\bnif\b|contribuinte", "PT"),
    (r"\bid no\b|\bid card no\b", "KE"),
    (r"kra pin", "KE-KRA"),
]
ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "CA": sin_ok,
    "MX-CURP": curp_ok,
    "MX-RFC": rfc_ok,
    "PL": pesel_ok,
    "VN": cccd_ok,
    "PH-TIN": tin_ok,
    "PH-PCN": pcn_ok,
    "EG": egypt_id_ok,
    "JP": my_number_ok,
    "NZ": ird_ok,
    "PT": nif_ok,
    "KE": kenya_id_ok,
    "KE-KRA": kra_ok,
}


def id_kind(text: str, start: int) -> str | None:
    before = text[:start].casefold()
    best: tuple[int, str] | None = None
    for cue, kind in ID_CUES:
        for found in re.finditer(cue, before):
            if best is None or found.end() > best[0]:
                best = (found.end(), kind)
    return best[1] if best else None


def test_the_check_digit_functions_can_fail_and_pass_published_examples() -> None:
    assert pesel_ok("44051401359") and sum(pesel_ok(f"4405140135{d}") for d in "0123456789") == 1
    assert nif_ok("123456789") and sum(nif_ok(f"12345678{d}") for d in "0123456789") == 1
    # the published sample SIN passes Luhn but starts with 0, which no province issues
    assert luhn_ok("046454286") and not sin_ok("046 454 286")
    assert sum(sin_ok(f"14645428{d}") for d in "0123456789") == 1
    assert (
        my_number_ok("123456789018")
        and sum(my_number_ok(f"12345678901{d}") for d in "0123456789") == 1
    )
    assert ird_ok("49091850") and ird_ok("35901981") and ird_ok("136410132")
    assert sum(ird_ok(f"4909185{d}") for d in "0123456789") == 1
    assert curp_ok("HEGG560427MVZRRL04") and not curp_ok("HEGG560427MVZRRL05")
    assert rfc_ok("GODE561231GR8") and not rfc_ok("GODE561231GR7")
    assert clabe_ok("032180000118359719") and not clabe_ok("032180000118359718")
    assert pl_sort_code_ok("PL00 1020 1026 0000 0000 0000 0000") and not pl_sort_code_ok(
        "PL00 1020 1027"
    )
    assert pt_nib_ok("PT50 0002 0123 1234 5678 9015 4") and not pt_nib_ok(
        "PT50 0002 0123 1234 5678 9015 5"
    )
    assert egypt_id_ok("29001010112345") and not egypt_id_ok("29002300112345")
    assert sum(s10_ok(f"RR12345678{d}CA") for d in "0123456789") == 1
    assert sum(dhl_ok(f"123456789{d}") for d in "0123456789") == 1
    assert read_digits("oh seven double four nine") == "07449"
    assert read_digits("không chín sáu") == "096" and read_digits("sifuri saba tano") == "075"
    assert (
        read_digits("sifr wahid tis'a") == "019" and read_digits("zero kyuu zero hachi") == "0908"
    )


# --------------------------------------------------------------------------- format


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([ADVERSARIAL.name, BENIGN.name])


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates", "prefix", "counts"),
    [
        (ADVERSARIAL, ADVERSARIAL_KEYS, 330, 110, "thirteenth-adv", ADVERSARIAL_COUNTS),
        (BENIGN, BENIGN_KEYS, 560, 185, "thirteenth-benign", BENIGN_COUNTS),
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
    check_set_file(
        path,
        keys,
        min_rows=min_rows,
        min_templates=min_templates,
        prefix=prefix,
        kinds=KINDS,
        one_line=ONE_LINE,
        counts=counts,
    )


def test_spans_lie_inside_the_text_in_order_without_overlap_padding_or_punctuation() -> None:
    # a span stops at a word edge unless Japanese script is glued to it ("です", "様")
    check_span_bounds(
        rows(ADVERSARIAL),
        first_not=",;:!?.'\")<>[]、。：",
        last_not=",;:!?.'\"(<>[]、。：،",
        may_touch=lambda outside, _: bool(CJK.match(outside)),
    )


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    adversarial = rows(ADVERSARIAL)
    counts = Counter(s["type"] for row in adversarial for s in row["spans"])
    assert set(counts) == SPAN_TYPES, counts
    assert all(n >= 12 for n in counts.values()), counts


def test_every_span_holds_a_value_of_its_type() -> None:
    """Each span, read back from the text, has the shape of its type (written or spoken)."""
    adversarial = rows(ADVERSARIAL)
    at = r"(?:@|＠| @ | at |\[at\]| \[at\] |\(at\)|\{at\}| arroba | małpa | a còng | アットマーク )"
    dot = r"(?:\.| dot | \[dot\] |\{dot\}| punto | kropka | ponto | chấm | ドット )"
    shapes = {
        "PERSON": r"[^\W\d_]+(?:[ .,'-]+[^\W\d_]+)*",
        "EMAIL": rf"[\w.+-]+(?:{dot}[\w-]+)*{at}[\w-]+(?:{dot}[\w-]+)+",
        "IP": r"\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}",
        "POSTCODE": r"[A-Z]\d[A-Z] ?\d[A-Z]\d|\d{4,5}|\d{2}-\d{3}|\d{3}-\d{4}|\d{4}-\d{3}|[a-z]+(?: [a-z]+){3,}",
        "TRACKING": r"[A-Z]{2}\d{9}[A-Z]{2}|\d{10,12}",
        "CUSTOMER_ID": r"\d{8}|STU-\d{7}|s\d{7}|APP-26-\d{5}|A26/\d{6}|ADM\d{7}|INV-\d{6}|FEE-2026-\d{5}|TF/\d{4}/[A-Z]{2}|EXB\d{7}|EX-[A-Z]{2}-\d{5}|[a-z]+(?: [a-z]+){7}",
    }
    for row in adversarial:
        for span in row["spans"]:
            value, kind = row["text"][span["start"] : span["end"]], span["type"]
            if kind in shapes:
                flags = re.IGNORECASE if kind in ("EMAIL", "POSTCODE", "IP") else 0
                assert re.fullmatch(shapes[kind], value, flags), (kind, value)
            elif kind == "PHONE":
                assert 9 <= len(read_digits(value)) <= 14, (kind, value)
            elif kind == "CARD":
                assert len(read_digits(value)) in (15, 16), (kind, value)
            elif kind == "DATE_OF_BIRTH":
                assert re.search(
                    r"(?:19|20)\d\d|[/.-]\d\d$|(?:昭和|平成)(?:\d+|元)年|^[SH]\d+\.\d+\.\d+$|nineteen|two thousand",
                    value,
                ), value
            elif kind == "BANK_ACCOUNT":
                assert len(read_digits(value)) >= 5, (kind, value)
            elif kind == "SSN":
                assert len(read_digits(value)) >= 8 or re.fullmatch(r"[A-Z\d]{11,18}", value), value
            elif kind == "IBAN":
                assert re.fullmatch(r"[A-Za-z]{2}\d\d[\w .\n-]+", value), value
            else:
                assert re.search(r"\w", value), (kind, value)


# --------------------------------------------------------------------------- check digits


def test_cards_ibans_and_bank_accounts_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    cards = raw_values(adversarial, "CARD")
    assert all(luhn_ok(read_digits(v)) for v in cards), cards
    assert any("\n" in v for v in cards), "a card across a line"
    assert sum(not re.search(r"\d", v) for v in cards) >= 3, "cards spoken as words"
    assert any(re.search(r" / |_| - |\d\.\d", v) for v in cards), "odd separators"
    assert {len(read_digits(v)) for v in cards} == {15, 16}
    ibans = raw_values(adversarial, "IBAN")
    assert all(iban_ok(v) for v in ibans), ibans
    countries = Counter(re.sub(r"\W", "", v)[:2].upper() for v in ibans)
    assert set(countries) == {"PL", "PT", "EG"}, countries
    for v in ibans:
        country = re.sub(r"\W", "", v)[:2].upper()
        assert country != "PL" or pl_sort_code_ok(v), v
        assert country != "PT" or pt_nib_ok(v), v
    assert any("\n" in v for v in ibans), "an IBAN across a line"
    assert any(v == v.lower() for v in ibans), "an IBAN in lower case"
    assert any(re.search(r"\w{4}[.-]\w{4}", v) for v in ibans), "an IBAN with dots or dashes"
    accounts = raw_values(adversarial, "BANK_ACCOUNT")
    clabes = [v for v in accounts if len(plain_digits(v)) == 18]
    assert len(clabes) >= 6 and all(clabe_ok(v) for v in clabes), "Mexican CLABEs"
    assert any(re.fullmatch(r"\d\d-\d{4}-\d{7}-\d{2,3}", v) for v in accounts), "an NZ account"
    transits = [
        row["text"][s["start"] : s["end"]]
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "BANK_ACCOUNT"
        and re.search(r"transit(?: no\.:)? $", row["text"][: s["start"]], re.I)
    ]
    assert len(transits) >= 6 and all(re.fullmatch(r"\d{5}", v) for v in transits), transits


def test_national_numbers_carry_valid_check_digits_and_agree_with_the_birth_date() -> None:
    adversarial = rows(ADVERSARIAL)
    kinds: Counter[str] = Counter()
    for row in adversarial:
        for s in row["spans"]:
            if s["type"] != "SSN":
                continue
            value = row["text"][s["start"] : s["end"]]
            kind = id_kind(row["text"], s["start"])
            assert kind in ID_CHECKS, (row["text"], value)
            code = value if re.search(r"\d", value) else read_digits(value)
            assert ID_CHECKS[kind](code), (kind, value)
            kinds[kind] += 1
    assert set(kinds) == set(ID_CHECKS), kinds
    assert sum(not re.search(r"\d", v) for v in raw_values(adversarial, "SSN")) >= 9, "spoken"
    # PESEL, CURP, RFC and the Egyptian id encode the numeric birth date beside them; a CCCD
    # its century and year
    checked: Counter[str] = Counter()
    for row in adversarial:
        dobs = []
        for dob in raw_values([row], "DATE_OF_BIRTH"):
            ymd = re.fullmatch(r"(\d{4})[/-](\d\d)[/-](\d\d)", dob)
            dmy = re.fullmatch(r"(\d\d)[/.-](\d\d)[/.-](\d{4})", dob)
            if ymd:
                dobs.append(tuple(int(x) for x in ymd.groups()))
            elif dmy:
                d, m, y = (int(x) for x in dmy.groups())
                dobs.append((y, m, d))
        for s in row["spans"]:
            if s["type"] != "SSN" or not dobs:
                continue
            value = row["text"][s["start"] : s["end"]]
            kind = id_kind(row["text"], s["start"])
            y, m, d = dobs[0]
            digits = plain_digits(value)
            if kind == "PL":
                assert digits[:6] == f"{y % 100:02d}{m + (20 if y >= 2000 else 0):02d}{d:02d}", (
                    value,
                    dobs,
                )
            elif kind in ("MX-CURP", "MX-RFC"):
                assert value[4:10] == f"{y % 100:02d}{m:02d}{d:02d}", (value, dobs)
            elif kind == "EG":
                assert digits[:7] == f"{2 if y < 2000 else 3}{y % 100:02d}{m:02d}{d:02d}", (
                    value,
                    dobs,
                )
            elif kind == "VN":
                assert (
                    digits[3] in ("01" if y < 2000 else "23") and digits[4:6] == f"{y % 100:02d}"
                ), (value, dobs)
            else:
                continue
            checked[kind] += 1
    assert {"PL", "MX-CURP", "EG", "VN"} <= set(checked), checked
    assert sum(checked.values()) >= 15, checked


def test_tracking_numbers_carry_valid_check_digits() -> None:
    values = raw_values(rows(ADVERSARIAL), "TRACKING")
    s10 = [v for v in values if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", v)]
    assert len(s10) >= 6 and all(s10_ok(v) for v in s10), "an S10 check digit"
    assert {v[-2:] for v in s10} <= S10_OFFICES
    dhl = [v for v in values if re.fullmatch(r"\d{10}", v)]
    assert dhl and all(dhl_ok(v) for v in dhl), "a DHL Express waybill check digit"


# --------------------------------------------------------------------------- what is asked for


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    texts = [row["text"] for row in adversarial]
    persons = raw_values(adversarial, "PERSON")
    assert any(p == p.lower() and " " in p for p in persons), "lower-case full names"
    assert any(re.fullmatch(r"(?:[a-z] ){3,}[a-z]", p) for p in persons), "spelled names"
    assert any(re.fullmatch(r"(?:[A-Z]-){3,}[A-Z]", p) for p in persons), (
        "names spelled with dashes"
    )
    assert any(p.isupper() and len(p) > 3 for p in persons), "names in capitals"
    assert any(re.fullmatch(r"\w\. [\w' -]+", p) for p in persons), "an initial and a surname"
    assert any(re.fullmatch(r"\w+, [\w ]+", p) for p in persons), "Surname, Given on a form"
    assert any(re.search(r"\w-\w", p) for p in persons), "hyphenated names"
    assert any(re.fullmatch(r"[\u0600-\u06ff ]+", p) for p in persons), "a name in Arabic script"
    assert any(re.fullmatch(r"[\u4e00-\u9fff ]+", p) for p in persons), "a name in Japanese script"
    for particle in (" da ", " Te ", "El-"):
        assert any(particle in p for p in persons), f"a name with {particle.strip()!r}"
    for family_first in (
        "Ung Hoài Thu",
        "Ung Hoai Thu",
        "Lã Khôi Triết",
        "Mitarai Sōsuke",
        "KASAHARA Ibuki",
    ):
        assert family_first in persons, f"{family_first}, family name first"
    assert name_words(persons) >= NAMES_ALSO_WORDS, "word-like names"
    # honorifics and titles stay outside the span
    honoured = sum(
        row["text"][s["end"] :].startswith(("-san", "様", "です"))
        or row["text"][: s["start"]].endswith("Dr ")
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "PERSON"
    )
    assert honoured >= 15, honoured
    assert not any(re.search(r"(?:-san|様|さん|です|\bpo)$|^(?:Dr|Sra?)\b", p) for p in persons)
    assert any(re.search(r"^> ", t, re.M) for t in texts), "quoted replies"
    signed = sum(
        row["kind"] == "email"
        and row["text"][: s["start"]].endswith("\n")
        and s["type"] == "PERSON"
        for row in adversarial
        for s in row["spans"]
    )
    headed = sum(
        row["text"][: s["start"]].endswith(("From: ", "De: "))
        for row in adversarial
        for s in row["spans"]
    )
    assert signed >= 20 and headed >= 9, "names in signatures and forwarded headers"
    phones = raw_values(adversarial, "PHONE")
    assert sum(not re.search(r"\d", v) for v in phones) >= 30, "phones spoken"
    for lang, words in {
        "Spanish": r"\b(?:cero|cinco|nueve)\b",
        "Polish": r"\b(?:pięć|siedem|dziewięć)\b",
        "Vietnamese": r"\b(?:không|chín|bảy)\b",
        "Arabic": r"\b(?:sifr|wahid|khamsa)\b",
        "Japanese": r"\b(?:kyuu|hachi|nana)\b",
        "Portuguese": r"\b(?:nove|três|oito|dois|sete)\b",
        "Swahili": r"\b(?:sifuri|saba|tano)\b",
    }.items():
        assert any(re.search(words, v) for v in phones), f"a phone read in {lang}"
    assert any("\n" in v for v in phones), "a phone across a line"
    assert any(re.fullmatch(r"(?:\d ){8,}\d", v) for v in phones), "a phone digit by digit"
    for prefix in (
        "+1 ",
        "+52",
        "+48",
        "+84",
        "+63",
        "+20",
        "+81",
        "+64",
        "+351",
        "+254",
        "0048",
        "00351",
    ):
        assert any(v.startswith(prefix) for v in phones), f"a {prefix} phone"
    addresses = raw_values(adversarial, "ADDRESS")
    assert any(re.search(r"[\u0600-\u06ff]", a) for a in addresses), "an address in Arabic script"
    assert any(CJK.search(a) for a in addresses), "an address in Japanese script"
    assert any(re.search(r"\b(?:Apt|Unit|Flat|Blk|app\.|depto|int\.)", a) for a in addresses), (
        "flats and units"
    )
    assert sum("\n" in a for a in addresses) >= 6, "addresses over several lines"
    assert any(a == a.lower() and re.search(r"\d", a) for a in addresses), "a lower-case address"
    assert any(not re.search(r"\d", a) and " " in a and a == a.lower() for a in addresses), "spoken"
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any(not re.search(r"\d", p) for p in postcodes), "a postcode spoken"
    assert any(re.fullmatch(r"[a-z]\d[a-z]\d[a-z]\d", p) for p in postcodes), (
        "a squashed Canadian postcode"
    )
    assert any(re.fullmatch(r"[A-Z]\d[A-Z] \d[A-Z]\d", p) for p in postcodes), "a Canadian postcode"
    for shape, where in (
        (r"\d{2}-\d{3}", "Polish"),
        (r"\d{3}-\d{4}", "Japanese"),
        (r"\d{4}-\d{3}", "Portuguese"),
    ):
        assert any(re.fullmatch(shape, p) for p in postcodes), f"a {where} postcode"
    dobs = raw_values(adversarial, "DATE_OF_BIRTH")
    assert any(not re.search(r"\d", v) for v in dobs), "a birth date spoken"
    assert any(re.search(r"昭和|平成|^[SH]\d", v) for v in dobs), "a Japanese era birth date"
    for written in (
        r"\d年\d+月",
        r"tháng",
        r" de \w+ de ",
        r"[a-ząćęłńóśźż]+ \d{4}$",
        r"[\u0600-\u06ff]",
    ):
        assert any(re.search(written, v) for v in dobs), f"a birth date written with {written!r}"
    assert any(re.search(r"[/.-]\d\d$", v) for v in dobs), "a two-digit birth year"
    assert len({re.sub(r"\d", "9", v) for v in dobs if re.search(r"\d", v)}) >= 15, "styles"
    secrets = raw_values(adversarial, "SECRET")
    assert any(v.startswith(("lms_pat_", "mdlws_", "7~")) for v in secrets), "LMS API tokens"
    assert any(re.fullmatch(r"PRX-\w{4}-\w{4}|[a-z0-9]{8}", v) for v in secrets), (
        "exam access codes"
    )
    assert any(not re.search(r"\d", v) for v in secrets), "a code spoken or a security answer"
    emails = raw_values(adversarial, "EMAIL")
    for cue in (
        " at ",
        "[at]",
        "(at)",
        "{at}",
        " arroba ",
        " małpa ",
        " a còng ",
        " アットマーク ",
    ):
        assert any(cue in e for e in emails), f"an email obfuscated with {cue!r}"
    assert any("@" not in e and " dot " in e and e == e.lower() and " " in e for e in emails)
    ips = raw_values(adversarial, "IP")
    assert any(":" in v for v in ips), "an IPv6 address"
    assert any(re.fullmatch(r"\d{3}\.\d{3}\.\d{3}\.\d{3}", v) and "0" in v[:5] for v in ips), (
        "zero-padded"
    )
    assert sum(len(row["spans"]) >= 3 for row in adversarial) >= 200, "several ids at once"
    languages = {
        "pl": r"\b(?:dzień dobry|proszę|mój|tu)\b",
        "es": r"\b(?:hola|soy|mi|porfa|qué onda)\b",
        "vi": r"[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]",
        "vi-ascii": r"\b(?:chao ad|em la|Em la|em ten la)\b",
        "taglish": r"\b(?:po|yung|ate|Eto)\b",
        "arz": r"\b(?:ezayak|sama7t|aiwa|dafa3t?|Tab)\b",
        "ar": r"[\u0600-\u06ff]",
        "ja-romaji": r"\b(?:desu|sumimasen|moshi)\b",
        "ja": r"[\u3040-\u30ff]",
        "pt": r"\b(?:bom dia|paguei|se faz favor|Boa tarde|Aqui está|fala)\b",
        "sw": r"\b(?:habari|sasa|Sawa)\b",
    }
    for lang, pattern in languages.items():
        assert sum(bool(re.search(pattern, t)) for t in texts) >= 9, lang


def test_bank_codes_paybills_institutions_pets_and_term_dates_are_left_unlabelled() -> None:
    """An institution number or a branch code names a bank, the paybill is the school's, a hall
    or a bursary named after a person names an institution, a pet's name and a card's expiry
    are no personal data, and a date in a reply header is no birth date."""
    adversarial = rows(ADVERSARIAL)
    seen: Counter[str] = Counter()
    patterns = {
        "bank code": r"(?:institution(?: no\.:)?|branch code) (\d{3})\b",
        "paybill": r"paybill (\d{6})",
        "pet": r"(Mochi)",
        "expiry": r"exp (\d\d/\d\d)",
        "header date": r"(\d{1,2} [A-Z][a-z]{2} 2026)",
        "named after a person": "(" + "|".join(map(re.escape, NAMED_AFTER_PEOPLE)) + ")",
    }
    for row in adversarial:
        for what, pattern in patterns.items():
            for found in re.finditer(pattern, row["text"], re.IGNORECASE):
                assert not covered(row, found.start(1)), (what, row["text"])
                seen[what] += 1
    assert all(seen[what] >= 3 for what in patterns), seen
    assert seen["named after a person"] >= 27, seen


def test_a_third_of_the_messages_carry_words_that_are_not_personal_data() -> None:
    adversarial = rows(ADVERSARIAL)

    def carries(row: Row) -> bool:
        for word in DISTRACTORS:
            for found in re.finditer(re.escape(word), row["text"]):
                if not covered(row, found.start()):
                    return True
        return False

    share = sum(map(carries, adversarial)) / len(adversarial)
    assert 0.3 <= share <= 0.5, share


# --------------------------------------------------------------------------- benign


def test_benign_messages_hold_no_personal_data_look() -> None:
    benign = rows(BENIGN)
    mine = name_words(raw_values(rows(ADVERSARIAL), "PERSON"))
    for row in benign:
        text = row["text"]
        assert "spans" not in row
        assert "@" not in text and "＠" not in text, text
        assert not re.search(r"\d{5,}", text), text
        assert not re.search(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", text, re.I), text
        assert not re.search(r"\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b", text, re.I), text
        assert not re.search(r"\d{3}[- ]\d{3}[- ]\d{3}|\d{4}[ -]\d{4}[ -]\d{4}", text), text
        assert not re.search(r"\b(?:at|dot|arroba|małpa)\b.*\b(?:com|pl|pt|mx)\b", text), text
        words = name_words([text])
        assert not (words & mine) - NAMES_ALSO_WORDS, (text, (words & mine) - NAMES_ALSO_WORDS)
    text = " ".join(row["text"] for row in benign)
    assert name_words([text]) >= NAMES_ALSO_WORDS, sorted(NAMES_ALSO_WORDS - name_words([text]))
    for thing in (
        *("Flywire", "PayPal", "Western Union", "GCash", "M-Pesa", "Przelewy24", "MB Way", "Oxxo"),
        *("konbini", "Newton Hall", "Rizal", "Shakespeare", "Maathai", "Sor Juana", "Ho Chi Minh"),
        *(
            "Tim Hortons",
            "Ralph Lauren",
            "IELTS",
            "JLPT",
            "ProctorU",
            "Honorlock",
            "Air New Zealand",
        ),
    ):
        assert thing in text, thing
    assert any(re.search(r"[A-Z]{5,} [A-Z]{4,}", row["text"]) for row in benign), "shouting"
    assert any(re.search(r"[\U0001F300-\U0001FAFF]", row["text"]) for row in benign), "emoji"
    assert any(
        re.search(r"\b(?:recieved|acceptence|gradu8ion|hasnt)\b", row["text"]) for row in benign
    ), "typos"
    assert any(len(row["text"]) > 300 and row["kind"] == "chat" for row in benign), (
        "a long complaint"
    )
    assert any(re.search(r"\b20\d\d-\d\d-\d\d\b", row["text"]) for row in benign), (
        "a deadline as a date"
    )
    for pattern in (
        r"\b(?:dzień dobry|czy|Dziękuję)\b",
        r"\b(?:hola|oigan|qué onda)\b",
        r"[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]",
        r"\b(?:po|pwede|yung)\b",
        r"\b(?:ezayak|sama7t|momken)\b|[\u0600-\u06ff]",
        r"[\u3040-\u30ff]|\b(?:sumimasen|konnichiwa)\b",
        r"\b(?:bom dia|propina|obrigad[ao]|Pedido)\b",
        r"\b(?:habari|sasa|jambo|asante|Asante|Ombi)\b",
    ):
        assert sum(bool(re.search(pattern, row["text"], re.I)) for row in benign) >= 9, pattern


# --------------------------------------------------------------------------- new


def test_the_thirteenth_sets_share_nothing_with_the_twenty_six_earlier_files() -> None:
    """Compared in code only: a failure reports how many, never an earlier set's text."""
    assert all(path.exists() for path in EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert len(set(EARLIER_ADVERSARIAL + EARLIER_BENIGN)) == 26
    adversarial = rows(ADVERSARIAL)
    benign = rows(BENIGN)
    earlier_adversarial = rows_of(EARLIER_ADVERSARIAL)
    earlier_rows = earlier_adversarial + rows_of(EARLIER_BENIGN)
    earlier_texts = {row["text"].strip().casefold() for row in earlier_rows}
    shared = sum(row["text"].strip().casefold() in earlier_texts for row in adversarial + benign)
    assert shared == 0, f"{shared} messages written before"
    # values of a span (a town alone, written without a number, is a public place and may recur)
    for entity in ENTITIES:
        mine = {
            v.casefold()
            for v in raw_values(adversarial, entity)
            if len(v) >= 8 and (entity != "ADDRESS" or re.search(r"\d", v))
        }
        earlier = {v.casefold() for v in raw_values(earlier_adversarial, entity) if len(v) >= 8}
        again = len(mine & earlier)
        assert again == 0, f"{again} {entity} values used before"
    # no word of a name here was ever part of a name in an earlier set
    again = len(
        name_words(raw_values(adversarial, "PERSON"))
        & name_words(raw_values(earlier_adversarial, "PERSON"))
    )
    assert again == 0, f"{again} name words that were names before"
    assert not any(r["template_id"].startswith("thirteenth-") for r in earlier_rows)
    assert {r["template_id"].split("-")[0] for r in adversarial + benign} == {"thirteenth"}
