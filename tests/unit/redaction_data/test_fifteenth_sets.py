"""The fifteenth held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, fills per skeleton, styles, offsets, types, check
digits, spoken values, national formats, the labelling rules of `make_fifteenth.py` (Taiwanese
bank codes, container numbers, card expiry dates, reply-header dates and companies, airports and
vessels named after people left unlabelled, titles and honorifics outside a name, a third of the
messages carrying words that are not personal data), and that the generator writes exactly the
committed files and shares nothing with the thirty earlier files. Nothing here runs the redactor
on them: they are a blind measure, run once. A check against the earlier files reports counts
only, never their text. Reading the files, the generator check and the card and IBAN checks are
`set_checks.py`'s, as for the other sets; the rest is this set's own.
"""

# ruff: noqa: E501 - check tables and shapes read best one to a line
from __future__ import annotations

import re
import string
from collections import Counter
from collections.abc import Callable, Iterable
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.unit.redaction_data.set_checks import (
    ADVERSARIAL_KEYS,
    BENIGN_KEYS,
    DATA,
    Row,
    check_generator_writes,
    check_set_file,
    check_span_bounds,
    iban_ok,
    luhn_ok,
    plain_digits,
    rows,
    rows_of,
)

GENERATOR = DATA / "make_fifteenth.py"
ADVERSARIAL = DATA / "adversarial_pii_fifteenth.jsonl"
BENIGN = DATA / "benign_support_fifteenth.jsonl"
SUFFIXES = (
    *("", "_fresh", "_blind", "_final", "_last", "_sealed", "_sixth", "_seventh", "_eighth"),
    *("_ninth", "_tenth", "_eleventh", "_twelfth", "_thirteenth", "_fourteenth"),
)
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

SPAN_TYPES = {
    *("PERSON", "EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP", "ADDRESS", "POSTCODE"),
    *("DATE_OF_BIRTH", "BANK_ACCOUNT", "SECRET", "CUSTOMER_ID", "TRACKING"),
}
KINDS = {"chat", "voice", "email", "form", "quoted"}
ONE_LINE = {"chat", "voice"}
ADVERSARIAL_COUNTS = {"chat": 225, "voice": 66, "email": 63, "form": 63, "quoted": 63}
BENIGN_COUNTS = {"chat": 258, "voice": 90, "email": 93, "form": 93, "quoted": 90}
IBAN_COUNTRIES = {"DK", "LT", "RS", "UA", "CH", "KZ", "DO"}
IBAN_LENGTHS = {"DK": 18, "LT": 20, "RS": 22, "UA": 29, "CH": 21, "KZ": 20, "DO": 28}
# the offices whose post takes in registered parcels (the S10 suffix)
S10_OFFICES = {"DK", "LT", "RS", "UA", "CH", "TW", "LK", "KZ", "DO", "SN"}
# name words of the adversarial set that the benign set uses as words on purpose ("vulkansk
# aske", "held og lykke", "audra Baltijos jūroje", "kad svane zora", "beat the cut-off", "el Día
# de la Altagracia")
NAMES_ALSO_WORDS = {"aske", "lykke", "audra", "zora", "beat", "altagracia"}
# words in adversarial messages that are not personal data and carry no span
DISTRACTORS = (
    "Bang & Olufsen", "Billund", "MobilePay", "Maersk", "Søstrene Grene", "H.C. Andersen Airport",
    "Brøndby", "Paysera", "LP Express", "Vytautas Magnus University", "DPD", "Nikola Tesla",
    "DHL", "Beogradu", "Nova Poshta", "Rozetka", "Odesa", "Monobank", "Meest", "Ягодині",
    "Galaxus", "Nestlé", "TWINT", "Hilti", "Kuehne+Nagel", "Basel", "Bâle", "Taoyuan", "EZ WAY",
    "LINE Pay", "Giant", "Chiang Kai-shek Memorial Hall", "Taichung", "高雄港", "Dilmah",
    "Sampath Bank", "Bandaranaike International Airport", "Colombo", "Commercial Bank", "Lipton",
    "Kandy", "Хоргосе", "Kaspi", "Wildberries", "Almaty", "Kazpost", "Las Américas", "tPago",
    "Banco Popular", "Brugal", "Bronx", "Gregorio Luperón International Airport",
    "Calle El Conde", "Blaise Diagne", "Wave", "Bolloré", "Orange Money", "Port of Dakar",
    "Dakar", "Miami", "Melbourne", "Dubai", "Frankfurt", "EUR.1", "Klaipėdoje", "Klaipėdos",
)  # fmt: skip
# companies, airports, places and vessels named after people, never labelled
NAMED_AFTER_PEOPLE = (
    "Bang & Olufsen", "Søstrene Grene", "H.C. Andersen Airport", "Vytautas Magnus University",
    "Nikola Tesla", "Nestlé", "Hilti", "Kuehne+Nagel", "Chiang Kai-shek Memorial Hall", "Dilmah",
    "Bandaranaike International Airport", "Lipton", "Brugal",
    "Gregorio Luperón International Airport", "Blaise Diagne", "Bolloré", "georg jensen",
)  # fmt: skip
ENTITIES = ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET", "SSN", "BANK_ACCOUNT")

# digits read out in English, Danish, Lithuanian (with and without diacritics), Serbian (Latin
# and Cyrillic), Ukrainian (Cyrillic and transliterated), Swiss German, French, Mandarin (Chinese
# script and romanised), romanised Sinhala, Kazakh, Russian and Spanish ("double" repeats)
DIGIT_WORDS = {
    **dict.fromkeys(("zero", "oh", "nul", "nulis", "nula", "нула", "нуль", "null", "zéro", "零", "ling", "binduwa", "нөл", "ноль", "cero"), "0"),
    **dict.fromkeys(("one", "en", "vienas", "jedan", "један", "один", "odyn", "eis", "un", "一", "yao", "eka", "бір", "uno"), "1"),
    **dict.fromkeys(("two", "to", "du", "dva", "два", "zwei", "deux", "二", "er", "deka", "екі", "dos"), "2"),
    **dict.fromkeys(("three", "tre", "trys", "tri", "три", "try", "drü", "trois", "三", "san", "thuna", "үш", "tres"), "3"),
    **dict.fromkeys(("four", "fire", "keturi", "četiri", "четири", "чотири", "chotyry", "vier", "quatre", "四", "si", "hathara", "төрт", "четыре", "cuatro"), "4"),
    **dict.fromkeys(("five", "fem", "penki", "pet", "пет", "п'ять", "piat", "füf", "cinq", "五", "wu", "paha", "бес", "пять", "cinco"), "5"),
    **dict.fromkeys(("six", "seks", "šeši", "sesi", "šest", "шест", "шість", "shist", "sächs", "六", "liu", "haya", "алты", "шесть", "seis"), "6"),
    **dict.fromkeys(("seven", "syv", "septyni", "sedam", "седам", "сім", "sim", "sibe", "sept", "七", "qi", "hatha", "жеті", "семь", "siete"), "7"),
    **dict.fromkeys(("eight", "otte", "aštuoni", "astuoni", "osam", "осам", "вісім", "visim", "acht", "huit", "八", "ba", "ata", "сегіз", "восемь", "ocho"), "8"),
    **dict.fromkeys(("nine", "ni", "devyni", "devet", "девет", "дев'ять", "deviat", "nün", "neuf", "九", "jiu", "namaya", "тоғыз", "девять", "nueve"), "9"),
}  # fmt: skip
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")
SINHALA = re.compile(r"[\u0d80-\u0dff]")
LEAP_MONTHS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


# --------------------------------------------------------------------------- reading


def raw_values(these: list[Row], entity: str) -> list[str]:
    return [
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row.get("spans", [])
        if s["type"] == entity
    ]


def name_words(names: Iterable[str]) -> set[str]:
    """The words of names, case-folded, longer than two letters (so initials and two-letter
    syllables of Taiwanese names are left out)."""
    return {w for n in names for w in re.findall(r"[^\W\d_]+", n.casefold()) if len(w) > 2}


def read_digits(value: str, letters: bool = False) -> str:
    """The digits of a value, read from words when it is spoken ("double four" is 44); with
    `letters`, a letter read out on its own is kept, in capitals."""
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
        elif letters and re.fullmatch(r"[a-z]", word):
            out.append(word.upper())
    return "".join(out)


def covered(row: Row, at: int) -> bool:
    return any(s["start"] <= at < s["end"] for s in row["spans"])


# --------------------------------------------------------------------------- check digits


def cpr_ok(v: str) -> bool:
    """CPR number: ten digits, a real day and month, weights 4 3 2 7 6 5 4 3 2 1, mod 11."""
    d = [int(c) for c in plain_digits(v)]
    if len(d) != 10 or not 1 <= d[0] * 10 + d[1] <= 31 or not 1 <= d[2] * 10 + d[3] <= 12:
        return False
    return sum(a * w for a, w in zip(d, (4, 3, 2, 7, 6, 5, 4, 3, 2, 1), strict=True)) % 11 == 0


def lt_code_ok(v: str) -> bool:
    d = [int(c) for c in plain_digits(v)]
    if len(d) != 11 or d[0] not in (3, 4, 5, 6):
        return False
    for weights in ((1, 2, 3, 4, 5, 6, 7, 8, 9, 1), (3, 4, 5, 6, 7, 8, 9, 1, 2, 3)):
        r = sum(a * w for a, w in zip(d, weights, strict=False)) % 11
        if r != 10:
            return d[10] == r
    return d[10] == 0


def jmbg_ok(v: str) -> bool:
    d = [int(c) for c in plain_digits(v)]
    if len(d) != 13 or not 70 <= d[7] * 10 + d[8] <= 89:
        return False
    m = 11 - sum(a * w for a, w in zip(d, (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=False)) % 11
    return m != 10 and d[12] == (0 if m == 11 else m)


def rnokpp_ok(v: str) -> bool:
    d = [int(c) for c in plain_digits(v)]
    if len(d) != 10:
        return False
    total = sum(a * w for a, w in zip(d, (-1, 5, 7, 9, 4, 6, 10, 5, 7), strict=False))
    return d[9] == total % 11 % 10


def ahv_ok(v: str) -> bool:
    d = plain_digits(v)
    if len(d) != 13 or not d.startswith("756"):
        return False
    return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d)) % 10 == 0


TW_LETTERS = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))


def tw_id_ok(v: str) -> bool:
    found = re.fullmatch(r"([A-Z])([12]\d{8})", v.upper())
    if not found:
        return False
    code = TW_LETTERS[found.group(1)]
    body = found.group(2)
    total = code // 10 + 9 * (code % 10) + sum(int(c) * (8 - i) for i, c in enumerate(body[:8]))
    return (total + int(body[8])) % 10 == 0


def nic_ok(v: str) -> bool:
    """Sri Lankan NIC: twelve digits (year, day of the year, 500 more for women, a serial) or
    the old nine digits and V or X; the day lies in a year."""
    old = re.fullmatch(r"(\d\d)(\d{3})\d{4}[VvXx]", v)
    new = re.fullmatch(r"(19|20)\d\d(\d{3})\d{5}", v)
    found = old or new
    if not found:
        return False
    day = int(found.group(2))
    return 1 <= day <= 366 or 501 <= day <= 866


def iin_ok(v: str) -> bool:
    d = [int(c) for c in plain_digits(v)]
    if len(d) != 12 or d[6] not in (3, 4, 5, 6):
        return False
    for weights in ((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), (3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2)):
        r = sum(a * w for a, w in zip(d, weights, strict=False)) % 11
        if r != 10:
            return d[11] == r
    return False


def do_cedula_ok(v: str) -> bool:
    d = plain_digits(v)
    return len(d) == 11 and luhn_ok(d)


def sn_cni_ok(v: str) -> bool:
    d = plain_digits(v)
    return len(d) == 13 and d[0] in "12"


def rs_account_ok(value: str) -> bool:
    """A Serbian domestic account: bank, account and national check digits, mod 97 gives 1."""
    found = re.fullmatch(r"(\d{3})-(\d{13})-(\d\d)", value)
    return bool(found) and int("".join(found.groups())) % 97 == 1  # type: ignore[union-attr]


def rs_iban_ok(iban: str) -> bool:
    raw = re.sub(r"[^0-9A-Za-z]", "", iban)
    return raw[2:4] == "35" and int(raw[4:]) % 97 == 1


def s10_ok(value: str) -> bool:
    serial, check = value[2:10], int(value[10])
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: 0, 11: 5}.get(c, c) == check


def mod7_ok(value: str) -> bool:
    return int(value[:-1]) % 7 == int(value[-1])


def container_ok(value: str) -> bool:
    raw = re.sub(r"[\s-]", "", value)
    if not re.fullmatch(r"[A-Z]{3}U\d{7}", raw):
        return False
    values: dict[str, int] = {}
    v = 10
    for ch in string.ascii_uppercase:
        if v % 11 == 0:
            v += 1
        values[ch] = v
        v += 1
    total = sum((values[c] if c.isalpha() else int(c)) << i for i, c in enumerate(raw[:10]))
    return total % 11 % 10 == int(raw[10])


# the cue before a national number names it (the cue ending last before the span wins)
ID_CUES: list[tuple[str, str]] = [
    (r"\bcpr\b", "DK"),
    (r"asmens kod|\ba\.k\.", "LT"),
    (r"jmbg|јмбг", "RS"),
    (r"rnokpp|рнокпп|tax number", "UA"),
    (r"\bahv\b|\bavs\b", "CH"),
    (r"national id|身分證字號", "TW"),
    (r"\bnic\b", "LK"),
    (r"\biin\b|\bиин\b|\bжсн\b", "KZ"),
    (r"cédula|cedula", "DO"),
    (r"\bcni\b", "SN"),
]
ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "DK": cpr_ok,
    "LT": lt_code_ok,
    "RS": jmbg_ok,
    "UA": rnokpp_ok,
    "CH": ahv_ok,
    "TW": tw_id_ok,
    "LK": nic_ok,
    "KZ": iin_ok,
    "DO": do_cedula_ok,
    "SN": sn_cni_ok,
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
    assert lt_code_ok("33309240064") and not lt_code_ok("33309240065")
    assert jmbg_ok("0101990710008") and not jmbg_ok("0101990710007")
    assert ahv_ok("756.9217.0769.85") and not ahv_ok("756.9217.0769.86")
    assert tw_id_ok("A123456789") and not tw_id_ok("A123456788")
    assert container_ok("CSQU3054383") and not container_ok("CSQU3054384")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and not iban_ok("GB82 WEST 1234 5698 7654 33")
    assert cpr_ok("0101901238") and not cpr_ok("0101901239") and not cpr_ok("3213901238")
    assert sum(rnokpp_ok(f"301231234{d}") for d in "0123456789") == 1
    assert sum(iin_ok(f"95021530018{d}") for d in "0123456789") == 1
    assert sum(do_cedula_ok(f"0011391820{d}") for d in "0123456789") == 1
    assert sum(s10_ok(f"RR12345678{d}DK") for d in "0123456789") == 1
    assert sum(mod7_ok(f"123456789{d}") for d in "0123456789") == 1
    assert nic_ok("199512304567") and nic_ok("956120456V") and not nic_ok("199540004567")
    assert read_digits("oh seven double four nine") == "07449"
    assert read_digits("nul fem to") == "052" and read_digits("нуль шість п'ять") == "065"
    assert read_digits("aštuoni šeši") == "86" and read_digits("ling jiu yao") == "091"
    assert read_digits("binduwa hatha") == "07" and read_digits("сегіз жеті") == "87"
    assert read_digits("a one two", letters=True) == "A12"


# --------------------------------------------------------------------------- format


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([ADVERSARIAL.name, BENIGN.name])


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates", "prefix", "counts"),
    [
        (ADVERSARIAL, ADVERSARIAL_KEYS, 450, 150, "fifteenth-adv", ADVERSARIAL_COUNTS),
        (BENIGN, BENIGN_KEYS, 600, 200, "fifteenth-benign", BENIGN_COUNTS),
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
    # a span stops at a word edge unless Chinese script is glued to it ("我是", "小姐",
    # a Taiwanese postcode before its address)
    check_span_bounds(
        rows(ADVERSARIAL),
        first_not=",;:!?.'\")<>[]，、。：",
        last_not=",;:!?.'\"(<>[]，、。：",
        may_touch=lambda outside, inside: bool(CJK.match(outside) or CJK.match(inside)),
    )


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    adversarial = rows(ADVERSARIAL)
    counts = Counter(s["type"] for row in adversarial for s in row["spans"])
    assert set(counts) == SPAN_TYPES, counts
    assert all(n >= 18 for n in counts.values()), counts


def test_every_span_holds_a_value_of_its_type() -> None:
    """Each span, read back from the text, has the shape of its type (written or spoken)."""
    adversarial = rows(ADVERSARIAL)
    at = r"(?:@| @ | at |\[at\]| \[at\] |\(at\)|\{at\}| snabel-a | snabel a | eta | majmunče | majmunce | собачка | sobachka | ät | 小老鼠 | собака | sobaka | arroba | arobase )"
    dot = r"(?:\.| dot | \[dot\] |\{dot\}| punktum | taškas | taskas | tačka | tacka | крапка | krapka | punkt | 點 | точка | tochka | punto | point )"
    shapes = {
        "PERSON": r"[^\W\d_][\w\u0d80-\u0dff]*(?:[ .,'-]+[^\W\d_][\w\u0d80-\u0dff]*)*|[\u4e00-\u9fff]{1,3}",
        "EMAIL": rf"[\w.+-]+(?:{dot}[\w-]+)*{at}[\w-]+(?:{dot}[\w-]+)+",
        "IP": r"\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}",
        "POSTCODE": r"\d{6}|\d{5}|\d{4}|\d{3}|(?:LT|lt)-\d{5}|[a-z]+(?: [a-z]+){2,}",
        "TRACKING": r"[A-Z]{2}\d{9}[A-Z]{2}|\d{10}|(?:20|59)\d{12}|\d{3}(?:-\d{8}| \d{4} \d{4}|\d{8})|[a-z]+(?: [a-z]+){10,}",
        "CUSTOMER_ID": r"HLY-\d{7}|HLY[A-Z]{2}\d{6}|SHP/\d{4}/[A-Z\d]{3}|BKG\d{8}|BK-\d{4}-[A-Z\d]{3}|C\d{6}|KD-\d{6}|HC-\d{3}-\d{4}|HLY[A-Z]{3}\d{7}|Q-\d\d-\d{5}|CLM-\d{6}|CC/\d\d/\d{4}|2[67](?:DK|LT|RS|UA|CH)[A-Z\d]{13}\d|[a-z]+(?: [a-z]+){6}",
    }
    for row in adversarial:
        for span in row["spans"]:
            value, kind = row["text"][span["start"] : span["end"]], span["type"]
            if kind in shapes:
                flags = re.IGNORECASE if kind in ("EMAIL", "IP") else 0
                assert re.fullmatch(shapes[kind], value, flags), (kind, value)
            elif kind == "PHONE":
                assert 8 <= len(read_digits(value)) <= 14, (kind, value)
            elif kind == "CARD":
                assert len(read_digits(value)) in (15, 16), (kind, value)
            elif kind == "DATE_OF_BIRTH":
                assert re.search(
                    r"(?:19|20)\d\d|[/.-]\d\d$|民國\d\d年|nineteen|two thousand", value
                ), value
            elif kind == "BANK_ACCOUNT":
                assert len(read_digits(value)) >= 4, (kind, value)
            elif kind == "SSN":
                assert len(read_digits(value, letters=True)) >= 9, (kind, value)
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
    assert any(re.search(r" / |_| - |\d\.\d|(?:\d ){15}", v) for v in cards), "odd separators"
    assert {len(read_digits(v)) for v in cards} == {15, 16}
    ibans = raw_values(adversarial, "IBAN")
    assert all(iban_ok(v) for v in ibans), ibans
    countries = Counter(re.sub(r"\W", "", v)[:2].upper() for v in ibans)
    assert set(countries) == IBAN_COUNTRIES, countries
    for v in ibans:
        raw = re.sub(r"\W", "", v).upper()
        assert len(raw) == IBAN_LENGTHS[raw[:2]], v
        assert raw[:2] != "RS" or rs_iban_ok(v), v
    assert any("\n" in v for v in ibans), "an IBAN across a line"
    assert any(v == v.lower() for v in ibans), "an IBAN in lower case"
    assert any(re.search(r"\w{4}[.-]\w{4}", v) for v in ibans), "an IBAN with dots or dashes"
    accounts = raw_values(adversarial, "BANK_ACCOUNT")
    serbian = [v for v in accounts if re.fullmatch(r"\d{3}-\d{13}-\d\d", v)]
    assert len(serbian) >= 6 and all(rs_account_ok(v) for v in serbian), "RS accounts"
    assert sum(bool(re.fullmatch(r"\d{4}", v)) for v in accounts) >= 3, "a Danish reg.nr."
    assert any(re.fullmatch(r"SN\d{3} ?\d{5} ?\d{12} ?\d\d", v) for v in accounts), "a RIB"
    assert any(re.fullmatch(r"\d{4}-\d{3}-\d{6}|\d{12}|\d{14}", v) for v in accounts), "TW"


def test_national_numbers_carry_valid_check_digits_and_agree_with_the_birth_date() -> None:
    adversarial = rows(ADVERSARIAL)
    kinds: Counter[str] = Counter()
    for row in adversarial:
        for s in row["spans"]:
            if s["type"] != "SSN":
                continue
            value = row["text"][s["start"] : s["end"]]
            kind = id_kind(row["text"], s["start"])
            assert kind in ID_CHECKS, (row["template_id"], value)
            code = value if re.search(r"\d", value) else read_digits(value, letters=True)
            assert ID_CHECKS[kind](code), (kind, value)
            kinds[kind] += 1
    assert set(kinds) == set(ID_CHECKS), kinds
    assert sum(not re.search(r"\d", v) for v in raw_values(adversarial, "SSN")) >= 12, "spoken"
    # the CPR number, the asmens kodas, the JMBG, the RNOKPP, the IIN and the NIC encode the
    # numeric birth date beside them
    checked: Counter[str] = Counter()
    for row in adversarial:
        dobs = []
        for dob in raw_values([row], "DATE_OF_BIRTH"):
            ymd = re.fullmatch(r"(\d{4})[./-](\d\d)[./-](\d\d)", dob)
            dmy = re.fullmatch(r"(\d\d)[/.-](\d\d)[/.-](\d{4})", dob)
            if ymd:
                dobs.append(date(*(int(x) for x in ymd.groups())))
            elif dmy:
                d, m, y = (int(x) for x in dmy.groups())
                dobs.append(date(y, m, d))
        for s in row["spans"]:
            if s["type"] != "SSN" or not dobs:
                continue
            value = row["text"][s["start"] : s["end"]]
            kind = id_kind(row["text"], s["start"])
            born = dobs[0]
            y, m, d = born.year, born.month, born.day
            digits = plain_digits(value)
            if kind == "DK":
                assert digits[:6] == f"{d:02d}{m:02d}{y % 100:02d}", value
                assert digits[6] in ("0123" if y < 2000 else "49"), value
            elif kind in ("LT", "KZ"):
                at = 1 if kind == "LT" else 0
                assert digits[at : at + 6] == f"{y % 100:02d}{m:02d}{d:02d}", value
                assert digits[0 if kind == "LT" else 6] in ("34" if y < 2000 else "56"), value
            elif kind == "RS":
                assert digits[:7] == f"{d:02d}{m:02d}{y % 1000:03d}", value
            elif kind == "UA":
                assert date(1899, 12, 31) + timedelta(days=int(digits[:5])) == born, value
            elif kind == "LK":
                day = sum(LEAP_MONTHS[: m - 1]) + d
                if len(digits) == 12:
                    assert digits[:4] == str(y) and int(digits[4:7]) % 500 == day, value
                else:
                    assert digits[:2] == f"{y % 100:02d}" and int(digits[2:5]) % 500 == day, value
            else:
                continue
            checked[kind] += 1
    assert {"DK", "LT", "RS", "UA", "LK", "KZ"} <= set(checked), checked
    assert sum(checked.values()) >= 45, checked


def test_tracking_numbers_and_containers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    values = [
        v if re.search(r"\d", v) else read_digits(v, letters=True)
        for v in raw_values(adversarial, "TRACKING")
    ]
    s10 = [v for v in values if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", v)]
    assert len(s10) >= 6 and all(s10_ok(v) for v in s10), "an S10 check digit"
    assert {v[-2:] for v in s10} <= S10_OFFICES
    dhl = [v for v in values if re.fullmatch(r"\d{10}", v)]
    assert dhl and all(mod7_ok(v) for v in dhl), "a DHL Express waybill check digit"
    awb = [plain_digits(v) for v in values if re.fullmatch(r"\d{3}[- ]?\d{4} ?\d{4}", v)]
    assert len(awb) >= 3 and all(mod7_ok(v[3:]) for v in awb), "an air waybill check digit"
    assert sum(bool(re.fullmatch(r"(?:20|59)\d{12}", v)) for v in values) >= 3, "Nova Poshta"
    containers = [
        found.group(0)
        for row in adversarial
        for found in re.finditer(r"\b[A-Z]{3}U ?\d{6}[ -]?\d\b", row["text"])
        if not covered(row, found.start())
    ]
    assert len(containers) >= 6 and all(container_ok(c) for c in containers), containers


# --------------------------------------------------------------------------- what is asked for


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    texts = [row["text"] for row in adversarial]
    persons = raw_values(adversarial, "PERSON")
    assert any(p == p.lower() and " " in p and p.isascii() for p in persons), "lower-case names"
    assert any(re.fullmatch(r"(?:[a-z] ){3,}[a-z]", p) for p in persons), "spelled names"
    assert any(re.fullmatch(r"(?:[A-Z]-){3,}[A-Z]", p) for p in persons), "dash-spelled names"
    assert any(re.fullmatch(r"(?:[A-Z]\.){3,}[A-Z]", p) for p in persons), "dot-spelled names"
    assert any(p.isupper() and len(p) > 3 for p in persons), "names in capitals"
    assert any(re.fullmatch(r"\w\. [\w' -]+", p) for p in persons), "an initial and a surname"
    assert any(re.fullmatch(r"(?:[A-Z]\. ){3}[A-Z]\w+", p) for p in persons), "Sri Lankan initials"
    assert any(re.fullmatch(r"\w+(?: \w+)?, [\w -]+", p) for p in persons), "Surname, Given"
    assert any(re.search(r"\w-\w", p) for p in persons), "hyphenated names"
    for script, what in ((CYRILLIC, "Cyrillic"), (CJK, "Chinese"), (SINHALA, "Sinhala")):
        assert any(script.search(p) for p in persons), f"a name in {what} script"
    for family_first in ("Kuo Pei-jung", "Hsieh Chia-hao", "Tseng Ya-wen"):
        assert family_first in persons, f"{family_first}, family name first"
    assert any(re.fullmatch(r"[A-Z]{3,} [A-Z][\w-]+", p) for p in persons), "FAMILY Given"
    assert any(re.search(r"Zemaityte|Baltrusaitiene|Pantelic|Dragicevic|Trifunovic|Baekgaard", p) for p in persons), "folded"  # fmt: skip
    assert name_words(persons) >= NAMES_ALSO_WORDS, "word-like names"
    for nickname in ("Chami", "Wachy", "Coumba", "Baba"):
        assert nickname in persons, f"the nickname {nickname}"
    # titles before a name and honorifics after it stay outside the span
    titles = ("Fru ", "Hr. ", "p. ", "g-đa ", "g. ", "пані ", "пан ", "Frau ", "Herr ", "Mrs. ", "Mr. ", "Ms ", "Mr ", "doña ", "don ", "Sokhna ", "M. ")  # fmt: skip
    honoured = sum(
        row["text"][s["end"] :].startswith((" ханым", " мырза", "小姐", "先生"))
        or row["text"][: s["start"]].endswith(titles)
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "PERSON"
    )
    assert honoured >= 24, honoured
    assert not any(re.search(r"(?:ханым|мырза|小姐|先生)$|^(?:Fru|Frau|Herr|Mrs?|Ms|doña|don|Sokhna|пані|пан)\b", p) for p in persons)  # fmt: skip
    assert any(re.search(r"^> ", t, re.M) for t in texts), "quoted replies"
    signed = sum(
        row["kind"] == "email"
        and row["text"][: s["start"]].endswith("\n")
        and s["type"] == "PERSON"
        for row in adversarial
        for s in row["spans"]
    )
    headed = sum(row["text"][: s["start"]].endswith("From: ") for row in adversarial for s in row["spans"])  # fmt: skip
    assert signed >= 40 and headed >= 3, "names in signatures and forwarded headers"
    phones = raw_values(adversarial, "PHONE")
    assert sum(not re.search(r"\d", v) for v in phones) >= 40, "phones spoken"
    for lang, words in {
        "English": r"\b(?:double|five|seven)\b",
        "Danish": r"\b(?:otte|syv|fem)\b",
        "Lithuanian": r"aštuoni|šeši|devyni",
        "Lithuanian without diacritics": r"\b(?:astuoni|sesi)\b",
        "Serbian": r"\b(?:nula|šest|osam)\b",
        "Serbian Cyrillic": r"нула|шест|осам",
        "Ukrainian": r"нуль|шість|п'ять",
        "transliterated Ukrainian": r"\b(?:nul|shist|piat)\b",
        "Swiss German": r"\b(?:null|sibe|nün|füf)\b",
        "French": r"\b(?:sept|neuf|zéro)\b",
        "Chinese": r"[零九五八]",
        "romanised Mandarin": r"\b(?:ling|jiu|yao)\b",
        "romanised Sinhala": r"\b(?:binduwa|hatha|namaya)\b",
        "Kazakh": r"нөл|сегіз|жеті",
        "Russian": r"восемь|семь|ноль",
        "Spanish": r"\b(?:cero|ocho|nueve)\b",
    }.items():
        assert any(re.search(words, v) for v in phones), f"a phone read in {lang}"
    assert any("\n" in v for v in phones), "a phone across a line"
    assert any(re.fullmatch(r"(?:\d ){7,}\d", v) for v in phones), "a phone digit by digit"
    assert any(re.search(r"\d/\d|\d / \d|\d_\d", v) for v in phones), (
        "a phone slashed or underscored"
    )
    for code in ("45", "370", "381", "380", "41", "886", "94", "7", "1", "221"):
        assert any(v.startswith((f"+{code} ", f"+{code}-", f"00{code} ")) for v in phones), (
            f"a +{code} phone"
        )
    assert sum(bool(re.match(r"00\d", v)) for v in phones) >= 3, "00 before a country code"
    addresses = raw_values(adversarial, "ADDRESS")
    for script, what in ((CYRILLIC, "Cyrillic"), (CJK, "Chinese"), (SINHALA, "Sinhala")):
        assert any(script.search(a) for a in addresses), f"an address in {what} script"
    assert any(re.search(r"\b(?:kv\.|stan|apto|th\.|tv\.|3F|villa|кв\.)", a) for a in addresses), "flats"  # fmt: skip
    assert sum("\n" in a for a in addresses) >= 6, "addresses over several lines"
    assert any(a == a.lower() and re.search(r"\d", a) for a in addresses), "a lower-case address"
    assert any(not re.search(r"\d", a) and " " in a and a == a.lower() for a in addresses), "spoken"
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any(not re.search(r"\d", p) for p in postcodes), "a postcode spoken"
    for shape, where in ((r"LT-\d{5}", "Lithuanian"), (r"\d{6}", "six-digit"), (r"\d{5}", "five-digit"), (r"\d{4}", "four-digit"), (r"\d{3}", "Taiwanese three-digit")):  # fmt: skip
        assert any(re.fullmatch(shape, p) for p in postcodes), f"a {where} postcode"
    dobs = raw_values(adversarial, "DATE_OF_BIRTH")
    assert any(not re.search(r"\d", v) for v in dobs), "a birth date spoken"
    for written in (r"^\d{1,2}\. (?:januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december) \d{4}$", r"^\d{4} m\. [a-zėųūčšž]+ \d{1,2}$", r"[\u0400-\u04ff]", r"^\d{1,2}\. [A-ZÄ][a-zä]+ \d{4}$", r"^民國\d+年", r"^\d{4}年", r" de \w+ de ", r"^\d{1,2} (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$", r"жылғы", r"^\d{1,2}(?:st|nd|rd|th) [A-Z][a-z]+ \d{4}$"):  # fmt: skip
        assert any(re.search(written, v) for v in dobs), f"a birth date written with {written!r}"
    assert any(re.search(r"[/.-]\d\d$", v) for v in dobs), "a two-digit birth year"
    assert len({re.sub(r"\d", "9", v) for v in dobs if re.search(r"\d", v)}) >= 15, "styles"
    # a trailing "d.", "р.", "г." or Serbian full stop stays outside the date
    tails = sum(
        bool(re.match(r" d\.| р\.| г\.|\.", row["text"][s["end"] :]))
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "DATE_OF_BIRTH"
    )
    assert tails >= 12, tails
    secrets = raw_values(adversarial, "SECRET")
    assert any(v.startswith(("hly_live_", "frt-", "hfc.")) for v in secrets), "API keys"
    assert any(re.fullmatch(r"REL-[A-Z\d]{4}-\d\d", v) for v in secrets), "release codes"
    assert any(not re.search(r"\d", v) for v in secrets), "a code spoken or a security answer"
    emails = raw_values(adversarial, "EMAIL")
    for cue in (" at ", "[at]", "(at)", "{at}", " snabel-a ", " snabel a ", " eta ", " majmunče ", " собачка ", " ät ", " 小老鼠 ", " собака ", " arroba ", " arobase "):  # fmt: skip
        assert any(cue in e for e in emails), f"an email obfuscated with {cue!r}"
    assert any("@" not in e and " " in e and e == e.lower() for e in emails), "spoken"
    assert any(e.isupper() for e in emails), "an email in capitals"
    ips = raw_values(adversarial, "IP")
    assert any(":" in v for v in ips), "an IPv6 address"
    assert any(re.fullmatch(r"0\d\d\.\d{3}\.\d{3}\.\d{3}", v) for v in ips), "zero-padded"
    assert sum(len(row["spans"]) >= 3 for row in adversarial) >= 280, "several ids at once"
    languages = {
        "da": r"\b(?:hej|Kære|født|tak|Navn)\b",
        "da-ascii": r"\b(?:paa|kundenr)\b",
        "lt": r"\b(?:laba diena|Laba diena|Taip|pristatymas|Vardas)\b",
        "lt-ascii": r"\b(?:prasau|labas|cia|pastas)\b",
        "sr": r"\b(?:zdravo|Poštovani|pošiljka|Hvala|Ime i prezime)\b",
        "sr-cyrillic": r"[јљњћђџЈЉЊЋЂЏ]",
        "sr-ascii": r"\b(?:racun|posiljke|dobar dan)\b",
        "uk": r"[іїєґІЇЄҐ]",
        "uk-latin": r"\b(?:dobryi|perekazhit|pryvit)\b",
        "de-ch": r"\b(?:grüezi|Grüezi|Geburtsdatum|bitte|Ja)\b",
        "fr": r"\b(?:bonjour|Bonjour|Oui|Voici|livraison)\b",
        "zh": r"[\u4e00-\u9fff]",
        "si": r"[\u0d80-\u0dff]|\b(?:ayubowan|machan|mage)\b",
        "kk-ru": r"[әғқңөұүһӘҒҚҢӨҰҮҺ]|здравствуйте|Здравствуйте",
        "es": r"\b(?:saludos|Buenas|klk|Sí|cédula)\b",
        "wo": r"\b(?:nanga def|jërëjëf|salam)\b",
    }
    for lang, pattern in languages.items():
        assert sum(bool(re.search(pattern, t)) for t in texts) >= 6, lang


def test_bank_codes_containers_expiry_dates_and_institutions_are_left_unlabelled() -> None:
    """A Taiwanese bank code names a bank, a container number an iron box, a card's expiry is
    no personal data, a date in a reply header is no birth date, and a company, airport or place
    named after a person is no person."""
    adversarial = rows(ADVERSARIAL)
    seen: Counter[str] = Counter()
    patterns = {
        "bank code": r"Bank code: (\d{3})|到 (\d{3}) 銀行",
        "container": r"container ([A-Z]{3}U ?\d{6}[ -]?\d)",
        "expiry": r"(?:exp(?:iry)?|Vence):? (\d\d/\d\d)",
        "header date": r"(\d{1,2} [A-Z][a-z]{2} 2027|\d\d\.\d\d\.2027|2027-\d\d-\d\d|2027年)",
        "named after a person": "(" + "|".join(map(re.escape, NAMED_AFTER_PEOPLE)) + ")",
    }
    for row in adversarial:
        for what, pattern in patterns.items():
            for found in re.finditer(pattern, row["text"], re.IGNORECASE):
                group = next(i for i in range(1, (found.lastindex or 0) + 1) if found.group(i))
                assert not covered(row, found.start(group)), (what, row["template_id"])
                seen[what] += 1
    assert all(seen[what] >= 3 for what in patterns), seen
    assert seen["named after a person"] >= 45, seen


def test_a_third_of_the_messages_carry_words_that_are_not_personal_data() -> None:
    adversarial = rows(ADVERSARIAL)

    def carries(row: Row) -> bool:
        for word in DISTRACTORS:
            for found in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", row["text"]):
                if not covered(row, found.start()):
                    return True
        return False

    share = sum(map(carries, adversarial)) / len(adversarial)
    assert 0.3 <= share <= 0.45, share


# --------------------------------------------------------------------------- benign


def test_benign_messages_hold_no_personal_data_look() -> None:
    benign = rows(BENIGN)
    mine = name_words(raw_values(rows(ADVERSARIAL), "PERSON"))
    for row in benign:
        text = row["text"]
        assert "spans" not in row
        assert "@" not in text and "＠" not in text, row["template_id"]
        assert not re.search(r"\d{5,}", text), row["template_id"]
        assert not re.search(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", text, re.I), text
        assert not re.search(r"\bLT-\d|\b[A-Z]{3}U ?\d", text), text
        assert not re.search(
            r"\d{3}[- ]\d{3}[- ]\d{3}|\d{4}[ -]\d{4}[ -]\d{4}|\d\d \d\d \d\d \d\d", text
        ), text
        assert not re.search(r"\b(?:at|arroba|arobase|eta|ät|snabel-a|собака|собачка)\s+\w+\s+(?:dot|punto|point|taškas|punkt|punktum|точка|крапка)\b", text), text  # fmt: skip
        assert not re.search(
            r"\b(?:19\d\d|200\d)[./-]\d\d[./-]\d\d\b|\b\d\d[./-]\d\d[./-](?:19|200)\d", text
        ), text
        words = name_words([text])
        assert not (words & mine) - NAMES_ALSO_WORDS, (text, (words & mine) - NAMES_ALSO_WORDS)
    text = " ".join(row["text"] for row in benign)
    assert name_words([text]) >= NAMES_ALSO_WORDS, sorted(NAMES_ALSO_WORDS - name_words([text]))

    def present(things: Iterable[str]) -> int:
        return sum(bool(re.search(rf"(?<!\w){re.escape(t)}(?!\w)", text)) for t in things)

    # companies, airports, places and vessels named after people, written as words
    named = (
        *("Kuehne+Nagel", "DB Schenker", "Gebrüder Weiss", "Bolloré", "Bang & Olufsen"),
        *("Georg Jensen", "Søstrene Grene", "Nestlé", "Hilti", "Brugal", "Dilmah", "Lipton"),
        *("H.C. Andersen Airport", "Nikola Tesla Airport", "Blaise Diagne International Airport"),
        *("Bandaranaike International Airport", "Gregorio Luperón International Airport"),
        *("CMA CGM Jacques Saadé", "Vytautas Magnus University", "Chiang Kai-shek Memorial Hall"),
    )
    assert present(named) >= 16, present(named)
    payments = ("MobilePay", "TWINT", "Kaspi", "Wave", "Orange Money", "LINE Pay", "tPago", "Paysera")  # fmt: skip
    assert present(payments) >= 7, present(payments)
    carriers = ("Nova Poshta", "Kazpost", "PostNord", "LP Express", "Chunghwa Post", "Maersk")
    assert present(carriers) >= 5, present(carriers)
    assert any(re.search(r"[A-Z]{5,} [A-Z]{4,}", row["text"]) for row in benign), "shouting"
    assert any(re.search(r"[\U0001F300-\U0001FAFF]", row["text"]) for row in benign), "emoji"
    assert any(re.search(r"\b(?:recieved|hii)\b", row["text"]) for row in benign), "typos"
    assert any(len(row["text"]) > 300 and row["kind"] == "chat" for row in benign), "long"
    assert any(re.search(r"\b2027-\d\d-\d\d\b", row["text"]) for row in benign), "an event date"
    assert any(re.search(r"\b\d{4}\.\d\d\b", row["text"]) for row in benign), "an HS code"
    for pattern in (
        r"\b(?:hej|Hej|tak|Tak|Kære|Emne)\b",
        r"\b(?:laba diena|Laba diena|labas|Ačiū|aciu|Tema: Siunta)\b",
        r"\b(?:zdravo|Hvala|hvala|Poštovani)\b|[јљњћђџ]",
        r"[іїєґ]|\b(?:dobryi)\b",
        r"\b(?:grüezi|Grüezi|Merci vielmal|Thema)\b",
        r"\b(?:bonjour|Bonjour|merci|Parfait|Objet)\b",
        r"[\u4e00-\u9fff]",
        r"[\u0d80-\u0dff]|\b(?:ayubowan|machan)\b",
        r"[әғқңөұүһ]|здравствуйте|Здравствуйте|Спасибо",
        r"\b(?:saludos|Buenas|klk|Perfecto)\b|¿",
        r"\b(?:nanga def|jërëjëf|Jërëjëf|salam)\b",
    ):
        assert sum(bool(re.search(pattern, row["text"])) for row in benign) >= 9, pattern


# --------------------------------------------------------------------------- new


def test_the_fifteenth_sets_share_nothing_with_the_thirty_earlier_files() -> None:
    """Compared in code only: a failure reports how many, never an earlier set's text."""
    assert all(path.exists() for path in EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert len(set(EARLIER_ADVERSARIAL + EARLIER_BENIGN)) == 30
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
    assert not any(r["template_id"].startswith("fifteenth-") for r in earlier_rows)
    assert {r["template_id"].split("-")[0] for r in adversarial + benign} == {"fifteenth"}
