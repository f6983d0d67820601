"""The seventeenth held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, fills per skeleton, styles, offsets, types, check
digits, spoken values, national formats and calendars, the labelling rules of
`make_seventeenth.py` (card expiry dates, reply-header dates, and brands, airports, squares and
places named after people left unlabelled; titles and honorifics outside a name; about a third of
the messages carrying words that are not personal data), and that the generator writes exactly
the committed files and shares nothing with the thirty-four earlier files. Nothing here runs the
redactor on them: they are a blind measure, run once. A check against the earlier files reports
counts only, never their text. Reading the files, the generator check and the span bounds are
`set_checks.py`'s, as for the other sets; the rest is this set's own.
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
    ADVERSARIAL_KEYS,
    BENIGN_KEYS,
    DATA,
    Row,
    check_generator_writes,
    check_set_file,
    check_span_bounds,
    iban_ok,
    luhn_ok,
    rows,
    rows_of,
)

GENERATOR = DATA / "make_seventeenth.py"
ADVERSARIAL = DATA / "adversarial_pii_seventeenth.jsonl"
BENIGN = DATA / "benign_support_seventeenth.jsonl"
SUFFIXES = (
    *("", "_fresh", "_blind", "_final", "_last", "_sealed", "_sixth", "_seventh", "_eighth"),
    *("_ninth", "_tenth", "_eleventh", "_twelfth", "_thirteenth", "_fourteenth", "_fifteenth"),
    "_sixteenth",
)
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

SPAN_TYPES = {
    *("PERSON", "EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP", "ADDRESS", "POSTCODE"),
    *("DATE_OF_BIRTH", "BANK_ACCOUNT", "SECRET", "CUSTOMER_ID", "TRACKING"),
}
KINDS = {"chat", "voice", "email", "form", "quoted"}
ONE_LINE = {"chat", "voice"}
ADVERSARIAL_COUNTS = {"chat": 240, "voice": 63, "email": 60, "form": 60, "quoted": 57}
BENIGN_COUNTS = {"chat": 258, "voice": 90, "email": 84, "form": 84, "quoted": 84}
IBAN_LENGTHS = {"IS": 26, "AL": 28, "AZ": 28, "IR": 26, "MN": 20, "MU": 30}
S10_OFFICES = {"IS", "AL", "AZ", "IR", "NP", "MN", "ET", "MU", "PY", "UG"}
# name words of the adversarial set that the benign set uses as words on purpose ("lítil
# birta", "nuk ka drita", "günəş paneli", "nur-e khorshid", "surya ko ujyalo", "ፀሐይ በቂ ነው",
# "el cielo está celeste", "a gift card")
NAMES_ALSO_WORDS = {"birta", "drita", "günəş", "khorshid", "خورشید", "surya", "tsehay", "ፀሐይ", "celeste", "gift"}  # fmt: skip
# words in adversarial messages that are not personal data and carry no span
DISTRACTORS = (
    "Orkusjóður", "Bónus", "Tesla", "Fronius", "Selfoss", "Akureyri", "Viessmann", "OSHEE",
    "Rruga e Kavajës", "Nënë Tereza airport", "Bosch", "Albtelecom", "Skanderbeg Square",
    "Azərişıq", "Ganja", "Stiebel Eltron", "Heydar Aliyev International Airport", "Kapital Bank",
    "Qarabağ Solar MMC", "Vaillant", "Baku", "Shetab", "Imam Khomeini International Airport",
    "Bank Melli", "Nowruz", "shiraz", "eSewa", "NEA", "Tribhuvan International Airport",
    "Nabil Bank", "khalti", "pokhara", "Khan Bank", "Chinggis Khaan International Airport", "QPay",
    "Голомт банк", "Sükhbaatar Square", "ulaanbaatar", "telebirr", "CBE", "Bole",
    "Ethiopian Electric Utility", "Abebe Bikila Stadium", "Bahir Dar", "DHL", "Dashen Bank", "CEB",
    "Juice", "Schneider Electric", "Caudan", "Sir Seewoosagur Ramgoolam International Airport",
    "MCB", "quatre bornes", "Tigo Money", "Luque", "Banco Itaú", "ANDE",
    "Shopping Mariscal López", "MTN MoMo", "Umeme", "Kampala", "Speke Resort", "Stanbic",
    "Airtel Money", "lake victoria", "jinja", "reykjavik",
)  # fmt: skip
# brands, airports, squares, stadiums, lakes and resorts named after people, never labelled
NAMED_AFTER_PEOPLE = (
    "Tesla", "Fronius", "Viessmann", "Vaillant", "Stiebel Eltron", "Bosch", "Schneider Electric",
    "Nënë Tereza airport", "Skanderbeg Square", "Heydar Aliyev International Airport",
    "Imam Khomeini International Airport", "Tribhuvan International Airport",
    "Chinggis Khaan International Airport", "Sükhbaatar Square", "Abebe Bikila Stadium",
    "Sir Seewoosagur Ramgoolam International Airport", "Shopping Mariscal López", "Speke Resort",
    "lake victoria",
)  # fmt: skip
ENTITIES = ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET", "SSN", "BANK_ACCOUNT")

# digits read out in English, Icelandic (with and without diacritics), Albanian (with and
# without ë), Azerbaijani (with and without its letters), Persian (in Persian script and
# romanised), romanised Nepali, Mongolian (Cyrillic and romanised), Amharic (Ethiopic and
# romanised), Mauritian Creole, French, Spanish, Guaraní and Luganda ("double" repeats)
DIGIT_LISTS = (
    "zero one two three four five six seven eight nine",
    "núll einn tveir þrír fjórir fimm sex sjö átta níu",
    "null einn tveir thrir fjorir fimm sex sjo atta niu",
    "zero një dy tre katër pesë gjashtë shtatë tetë nëntë",
    "zero nje dy tre kater pese gjashte shtate tete nente",
    "sıfır bir iki üç dörd beş altı yeddi səkkiz doqquz",
    "sifir bir iki uc dord bes alti yeddi sekkiz doqquz",
    "صفر یک دو سه چهار پنج شش هفت هشت نه",
    "sefr yek do se chahar panj shesh haft hasht noh",
    "sunya ek dui tin char paanch chha saat aath nau",
    "тэг нэг хоёр гурав дөрөв тав зургаа долоо найм ес",
    "teg neg khoyor gurav dorov tav zurgaa doloo naim yes",
    "ዜሮ አንድ ሁለት ሦስት አራት አምስት ስድስት ሰባት ስምንት ዘጠኝ",
    "zero and hulet sost arat amist sidist sebat simint zetegn",
    "zero enn de trwa kat sink sis set uit nef",
    "zéro un deux trois quatre cinq six sept huit neuf",
    "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "cero peteĩ mokõi mbohapy irundy po poteĩ pokõi poapy porundy",
    "zeero emu bbiri ssatu nnya ttaano mukaaga musanvu munaana mwenda",
)
DIGIT_WORDS: dict[str, str] = {}
for _line in DIGIT_LISTS:
    for _digit, _word in enumerate(_line.split()):
        assert DIGIT_WORDS.setdefault(_word, str(_digit)) == str(_digit), _word
DIGIT_WORDS["oh"] = "0"

PERSIAN = re.compile(r"[\u0600-\u06ff]")
DEVANAGARI = re.compile(r"[\u0900-\u097f]")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")
ETHIOPIC = re.compile(r"[\u1200-\u137f]")
SCRIPTS = ((PERSIAN, "Persian"), (DEVANAGARI, "Devanagari"), (CYRILLIC, "Cyrillic"), (ETHIOPIC, "Ethiopic"))  # fmt: skip
PERSIAN_DIGIT = re.compile(r"[\u06f0-\u06f9]")
DEVANAGARI_DIGIT = re.compile(r"[\u0966-\u096f]")
JALALI_MONTHS = ("Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad", "Shahrivar", "Mehr", "Aban", "Azar", "Dey", "Bahman", "Esfand")  # fmt: skip
JALALI_SCRIPT = ("فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند")  # fmt: skip
ETHIOPIAN_MONTHS = ("Meskerem", "Tikimt", "Hidar", "Tahsas", "Tir", "Yekatit", "Megabit", "Miyazya", "Ginbot", "Sene", "Hamle", "Nehase", "Pagume")  # fmt: skip


# --------------------------------------------------------------------------- reading


def raw_values(these: list[Row], entity: str) -> list[str]:
    return [
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row.get("spans", [])
        if s["type"] == entity
    ]


def name_words(names: Iterable[str]) -> set[str]:
    """The words of names, case-folded, longer than two letters."""
    return {w for n in names for w in re.findall(r"[^\W\d_]+", n.casefold()) if len(w) > 2}


def ascii_digits(value: str) -> str:
    """The digits of a value (Persian and Devanagari digits too) as ASCII digits."""
    return "".join(str(int(c)) for c in value if c.isdigit())


def read_digits(value: str, letters: bool = False) -> str:
    """The digits of a value, read from words when it is spoken ("double four" is 44); with
    `letters`, a letter read out on its own (Latin or Cyrillic) is kept, in capitals."""
    if re.search(r"\d", value):
        return ascii_digits(value)
    out: list[str] = []
    times = 1
    for word in value.split():
        if word == "double":
            times = 2
        elif word in DIGIT_WORDS:
            out.append(DIGIT_WORDS[word] * times)
            times = 1
        elif letters and re.fullmatch(r"[^\W\d_]", word):
            out.append(word.upper())
    return "".join(out)


def spoken(value: str) -> bool:
    """A value read out: words apart, no digit."""
    return " " in value and not re.search(r"\d", value)


def national_code(value: str) -> str:
    """A national number as written (Persian digits as ASCII), or read back from speech."""
    if spoken(value):
        return read_digits(value, letters=True)
    return "".join(str(int(c)) if c.isdigit() else c for c in value)


def covered(row: Row, at: int) -> bool:
    return any(s["start"] <= at < s["end"] for s in row["spans"])


# --------------------------------------------------------------------------- check digits


def kennitala_ok(v: str) -> bool:
    """Icelandic kennitala: a real day and month, weights 3 2 7 6 5 4 3 2 and the ninth digit
    mod 11, a century digit 9 or 0."""
    d = [int(c) for c in ascii_digits(v)]
    if len(d) != 10 or not 1 <= d[0] * 10 + d[1] <= 31 or not 1 <= d[2] * 10 + d[3] <= 12:
        return False
    total = sum(a * w for a, w in zip(d, (3, 2, 7, 6, 5, 4, 3, 2, 1), strict=False))
    return total % 11 == 0 and d[9] in (9, 0)


def melli_ok(v: str) -> bool:
    """Iranian national code: ten digits, weights 10 to 2, mod 11."""
    d = [int(c) for c in ascii_digits(v)]
    if len(d) != 10 or len(set(d)) == 1:
        return False
    s = sum(a * (10 - i) for i, a in enumerate(d[:9])) % 11
    return d[9] == (s if s < 2 else 11 - s)


def ruc_ok(v: str) -> bool:
    """Paraguayan RUC: a base number and its check digit (weights 2 to 11 from the right)."""
    found = re.fullmatch(r"(\d{5,8})-(\d)", v)
    if not found:
        return False
    total = sum(int(c) * (2 + i % 10) for i, c in enumerate(reversed(found.group(1))))
    r = total % 11
    return int(found.group(2)) == (11 - r if r > 1 else 0)


def al_nid_ok(v: str) -> bool:
    """Albanian personal number: a decade letter, the year's last digit, the month (plus 50 for
    a woman), the day, three digits and a letter."""
    found = re.fullmatch(r"([F-K])\d(\d\d)(\d\d)\d{3}[A-Z]", v.upper())
    return bool(found) and 1 <= int(found.group(2)) % 50 <= 12 and 1 <= int(found.group(3)) <= 31  # type: ignore[union-attr]


def az_fin_ok(v: str) -> bool:
    return bool(re.fullmatch(r"[0-9A-HJ-NP-Z]{7}", v.upper()))


def np_citizenship_ok(v: str) -> bool:
    return bool(re.fullmatch(r"\d\d-\d\d-\d\d-\d{5}|\d{11}", v))


def mn_register_ok(v: str) -> bool:
    """Mongolian register number: two letters (Cyrillic, or romanised) and eight digits whose
    first six are the birth date (the month plus 20 for a birth from 2000)."""
    found = re.fullmatch(r"(?:[А-ЯЁӨҮ]{2}|[A-Z]{2,4})(\d\d)(\d\d)(\d\d)\d\d", v.upper())
    return bool(found) and 1 <= int(found.group(2)) % 20 <= 12 and 1 <= int(found.group(3)) <= 31  # type: ignore[union-attr]


def et_fayda_ok(v: str) -> bool:
    return len(ascii_digits(v)) == 12


def mu_nic_ok(v: str) -> bool:
    found = re.fullmatch(r"[A-Z](\d\d)(\d\d)\d\d\d{6}[A-Z]", v.upper())
    return bool(found) and 1 <= int(found.group(1)) <= 31 and 1 <= int(found.group(2)) <= 12  # type: ignore[union-attr]


def py_cedula_ok(v: str) -> bool:
    return bool(re.fullmatch(r"\d\.\d{3}\.\d{3}|\d{7}", v))


def ug_nin_ok(v: str) -> bool:
    return bool(re.fullmatch(r"C[MF]\d{9}[A-Z]{3}", v.upper()))


def s10_ok(value: str) -> bool:
    serial, check = value[2:10], int(value[10])
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: 0, 11: 5}.get(c, c) == check


def mod7_ok(value: str) -> bool:
    return int(value[:-1]) % 7 == int(value[-1])


def ethiopian(born: date) -> tuple[int, int, int]:
    """A Gregorian date in the Ethiopian calendar (year, month 1-13, day), through the Julian
    day number; 1 Meskerem falls on 11 September, or on the 12th before a Gregorian leap year."""
    days = born.toordinal() + 1721425 - 1723856
    r = days % 1461
    n = r % 365 + 365 * (r // 1460)
    return 4 * (days // 1461) + r // 365 - r // 1460, n // 30 + 1, n % 30 + 1


def jalali_valid(y: int, m: int, d: int) -> bool:
    """A Solar Hijri date that exists, of a year when the personas were born (1334-1386)."""
    return 1334 <= y <= 1386 and 1 <= m <= 12 and 1 <= d <= (31 if m <= 6 else 30)


# the cue before a national number names it (the cue ending last before the span wins)
ID_CUES: list[tuple[str, str]] = [
    (r"kennitala|\bkt\.", "IS"),
    (r"\bnid\b|numri personal", "AL"),
    (r"\bfi\u0307?n\b", "AZ"),
    (r"کد ملی|code melli", "IR"),
    (r"citizenship", "NP"),
    (r"регистр|register no", "MN"),
    (r"fayda", "ET"),
    (r"\bnic\b", "MU"),
    (r"cédula|\bc\.i\.", "PY"),
    (r"\bruc\b", "PY-RUC"),
    (r"\bnin\b", "UG"),
]
ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "IS": kennitala_ok,
    "AL": al_nid_ok,
    "AZ": az_fin_ok,
    "IR": melli_ok,
    "NP": np_citizenship_ok,
    "MN": mn_register_ok,
    "ET": et_fayda_ok,
    "MU": mu_nic_ok,
    "PY": py_cedula_ok,
    "PY-RUC": ruc_ok,
    "UG": ug_nin_ok,
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
    assert kennitala_ok("120174-3399") and not kennitala_ok("120174-3389")
    assert melli_ok("0499370899") and not melli_ok("0499370898") and not melli_ok("1111111111")
    assert ruc_ok("80069563-1") and not ruc_ok("80069563-2")
    assert sum(ruc_ok(f"4512873-{d}") for d in "0123456789") == 1
    for example in (
        "IS14 0159 2600 7654 5510 7303 39",
        "AL47 2121 1009 0000 0002 3569 8741",
        "AZ21 NABZ 0000 0000 1370 1000 1944",
        "IR06 2960 0000 0010 0324 2000 01",
        "MU17 BOMM 0101 1010 3030 0200 000M UR",
    ):
        assert iban_ok(example), example
        assert not iban_ok(example[:-1] + ("0" if example[-1] != "0" else "1")), example
    assert sum(s10_ok(f"RR12345678{d}IS") for d in "0123456789") == 1
    assert sum(mod7_ok(f"123456789{d}") for d in "0123456789") == 1
    assert ethiopian(date(2024, 9, 11)) == (2017, 1, 1)
    assert ethiopian(date(2023, 9, 12)) == (2016, 1, 1)
    assert ethiopian(date(2023, 9, 11)) == (2015, 13, 6)
    assert read_digits("oh seven double four nine") == "07449"
    assert read_digits("núll sjö átta") == "078" and read_digits("sefr noh yek") == "091"
    assert read_digits("nau aath sunya") == "980" and read_digits("ес тав тэг") == "950"
    assert read_digits("zetegn and hulet") == "912" and read_digits("porundy cero po") == "905"
    assert (
        read_digits("ф е ес", letters=True) == "ФЕ9"
        and read_digits("c m emu", letters=True) == "CM1"
    )
    assert ascii_digits("۰۹۱۲") == "0912" and ascii_digits("९८४") == "984"


# --------------------------------------------------------------------------- format


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([ADVERSARIAL.name, BENIGN.name])


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates", "prefix", "counts"),
    [
        (ADVERSARIAL, ADVERSARIAL_KEYS, 480, 160, "seventeenth-adv", ADVERSARIAL_COUNTS),
        (BENIGN, BENIGN_KEYS, 600, 200, "seventeenth-benign", BENIGN_COUNTS),
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
    # no span is glued to a letter or digit outside it: every script here writes spaces
    check_span_bounds(
        rows(ADVERSARIAL),
        first_not=",;:!?.'\")<>[]،؛؟።፣፤।",
        last_not=",;:!?.'\"(<>[]،؛؟።፣፤।",
        may_touch=lambda outside, inside: False,
    )


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    adversarial = rows(ADVERSARIAL)
    counts = Counter(s["type"] for row in adversarial for s in row["spans"])
    assert set(counts) == SPAN_TYPES, counts
    assert all(n >= 15 for n in counts.values()), counts


def test_every_span_holds_a_value_of_its_type() -> None:
    """Each span, read back from the text, has the shape of its type (written or spoken)."""
    adversarial = rows(ADVERSARIAL)
    at = r"(?:@| @ | at |\[at\]| \[at\] |\(at\)|\{at\}| hjá | hja | et | at sign | at the rate | arobas | arroba )"
    dot = r"(?:\.| dot | \[dot\] |\{dot\}| punktur | pikë | pike | nöqtə | noqte | noghte | цэг | tseg | ነጥብ | pwin | punto )"
    shapes = {
        "PERSON": r"[^\W\d_](?:[^\W\d_]|[\u0900-\u097f]|[ .,'/-])*",
        "EMAIL": rf"[\w.+-]+(?:{dot}[\w-]+)*{at}[\w-]+(?:{dot}[\w-]+)+",
        "IP": r"\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}",
        "POSTCODE": r"\d{3}|\d{4}|\d{5}|\d{10}|(?:AZ|az)\d{4}|[a-z]+(?: [a-z]+){2,}",
        "TRACKING": r"[A-Z]{2}\d{9}[A-Z]{2}|\d{10}|[a-z]+(?: [a-z]+){10,}",
        "CUSTOMER_ID": r"HT-\d{7}|Q-[A-Z]{2}-\d{5}|INS\d{6}|FA/\d\d/\d{5}|PG\d{8}|WC-\d{6}|[1-9]\d{10}|HTI\d\d[A-Z]\d{7}|\w+(?: \w+){6,}",
        "SECRET": r"\S+|\d{3}(?: \d{3}){3}|\w+(?: \w+){5,}",
        "ADDRESS": r"\S(?:.|\n)*\S|[^\W\d_]+",
    }
    for row in adversarial:
        for span in row["spans"]:
            value, kind = row["text"][span["start"] : span["end"]], span["type"]
            if kind in shapes:
                flags = re.IGNORECASE if kind in ("EMAIL", "IP") else 0
                assert re.fullmatch(shapes[kind], value, flags), (kind, value)
            elif kind == "PHONE":
                assert 7 <= len(read_digits(value)) <= 14, (kind, value)
            elif kind == "CARD":
                assert len(read_digits(value)) in (15, 16), (kind, value)
            elif kind == "DATE_OF_BIRTH":
                assert re.search(
                    r"(?:19|20)\d\d|1[34]\d\d|[۰-۹]{4}|[०-९]{4}|[/.-]\d\d$|^\d\d\.\d\d\.\d\d$|nineteen|two thousand",
                    value,
                ), value
            elif kind == "BANK_ACCOUNT":
                assert len(read_digits(value)) >= 9, (kind, value)
            elif kind == "SSN":
                assert len(national_code(value)) >= 7, (kind, value)
            elif kind == "IBAN":
                assert re.fullmatch(r"[A-Za-z]{2}\d\d[\w .\n-]+", value), value
            else:
                raise AssertionError(kind)


# --------------------------------------------------------------------------- check digits


def test_cards_ibans_and_bank_accounts_carry_valid_check_digits_and_shapes() -> None:
    adversarial = rows(ADVERSARIAL)
    cards = raw_values(adversarial, "CARD")
    assert all(luhn_ok(read_digits(v)) for v in cards), cards
    assert any("\n" in v for v in cards), "a card across a line"
    assert sum(not re.search(r"\d", v) for v in cards) >= 3, "cards spoken as words"
    assert any(PERSIAN_DIGIT.search(v) for v in cards), "a card in Persian digits"
    assert sum(read_digits(v).startswith(("603799", "610433", "621986")) for v in cards) >= 3, (
        "Shetab cards"
    )
    assert any(re.search(r" / |_| - |\d\.\d|\d  \d", v) for v in cards), "odd separators"
    assert {len(read_digits(v)) for v in cards} == {15, 16}
    ibans = raw_values(adversarial, "IBAN")
    assert all(iban_ok(v) for v in ibans), ibans
    countries = Counter(re.sub(r"\W", "", v)[:2].upper() for v in ibans)
    assert set(countries) == set(IBAN_LENGTHS), countries
    for v in ibans:
        raw = re.sub(r"\W", "", v).upper()
        assert len(raw) == IBAN_LENGTHS[raw[:2]], v
        assert raw[:2] != "IS" or (raw[8:10] == "26" and kennitala_ok(raw[-10:])), v
        assert raw[:2] != "MU" or raw.endswith("000MUR"), v
    assert any("\n" in v for v in ibans), "an IBAN across a line"
    assert any(v == v.lower() for v in ibans), "an IBAN in lower case"
    assert any(re.search(r"\w{4}[.-]\w{4}", v) for v in ibans), "an IBAN with dots or dashes"
    accounts = raw_values(adversarial, "BANK_ACCOUNT")
    assert any(re.fullmatch(r"0\d{3}-26-\d{6}", v) for v in accounts), "an Icelandic account"
    assert any(re.fullmatch(r"1000\d{9}", v) for v in accounts), "a CBE account"
    assert any(re.fullmatch(r"\d\d-\d{7}", v) for v in accounts), "a Paraguayan account"
    assert len({len(read_digits(v)) for v in accounts}) >= 4, "accounts of several lengths"


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
            assert ID_CHECKS[kind](national_code(value)), (kind, value)
            kinds[kind] += 1
    assert set(kinds) == set(ID_CHECKS), kinds
    ssns = raw_values(adversarial, "SSN")
    assert sum(not re.search(r"\d", v) for v in ssns) >= 20, "spoken"
    assert any(PERSIAN_DIGIT.search(v) for v in ssns), "a national code in Persian digits"
    assert any(CYRILLIC.search(v) for v in ssns), "a register number in Cyrillic"
    # the kennitala, the NID, the register number and the NIC encode the numeric birth date
    # beside them, the NIN its year
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
            digits = ascii_digits(value)
            if kind == "IS":
                assert digits[:6] == f"{d:02d}{m:02d}{y % 100:02d}", value
                assert digits[9] == ("9" if y < 2000 else "0"), value
            elif kind == "AL":
                decade = {195: "F", 196: "G", 197: "H", 198: "I", 199: "J", 200: "K"}[y // 10]
                assert value[0] == decade and value[1] == str(y % 10), value
                assert int(value[2:4]) % 50 == m and int(value[4:6]) == d, value
            elif kind == "MN":
                month = m + 20 if y >= 2000 else m
                assert digits[:6] == f"{y % 100:02d}{month:02d}{d:02d}", value
            elif kind == "MU":
                assert value[1:7] == f"{d:02d}{m:02d}{y % 100:02d}", value
            elif kind == "UG":
                assert value[2:4] == f"{y % 100:02d}", value
            else:
                continue
            checked[kind] += 1
    assert {"IS", "AL", "MN", "MU", "UG"} <= set(checked), checked
    assert sum(checked.values()) >= 30, checked


def test_birth_dates_in_other_calendars_exist_and_agree_with_the_gregorian_one() -> None:
    """Solar Hijri dates (Iran) are real dates of the right years; an Ethiopian-calendar date
    beside a Gregorian one is the same day; Bikram Sambat dates (Nepal) have real months."""
    adversarial = rows(ADVERSARIAL)
    jalali = ethiopian_pairs = bikram = 0
    for row in adversarial:
        text = row["text"]
        dobs = raw_values([row], "DATE_OF_BIRTH")
        for s in row["spans"]:
            if s["type"] != "DATE_OF_BIRTH":
                continue
            dob = text[s["start"] : s["end"]]
            plain = "".join(str(int(c)) if c.isdigit() else c for c in dob)
            found = re.fullmatch(r"(13\d\d)/(\d\d)/(\d\d)", plain)
            named = re.fullmatch(r"(\d{1,2}) (\S+) (13\d\d)", plain)
            if found:
                assert jalali_valid(*(int(x) for x in found.groups())), dob
                jalali += 1
            elif named and (named.group(2) in JALALI_MONTHS or named.group(2) in JALALI_SCRIPT):
                months = JALALI_MONTHS if named.group(2) in JALALI_MONTHS else JALALI_SCRIPT
                month = months.index(named.group(2)) + 1
                assert jalali_valid(int(named.group(3)), month, int(named.group(1))), dob
                jalali += 1
            if text[s["end"] :].startswith(" B.S.") or "(B.S.)" in text[: s["start"]][-20:] or DEVANAGARI_DIGIT.search(dob):  # fmt: skip
                numbers = [int(x) for x in re.findall(r"\d+", plain)]
                year, day = numbers[0], numbers[-1]
                assert 2012 <= year <= 2063 and 1 <= day <= 32, dob
                assert len(numbers) == 2 or 1 <= numbers[1] <= 12, dob
                bikram += 1
        found_et = [re.fullmatch(r"(\w+) (\d{1,2}), (\d{4})", v) for v in dobs]
        found_gr = [re.fullmatch(r"(\d\d)/(\d\d)/(\d{4})", v) for v in dobs]
        for et in found_et:
            if et is None or et.group(1) not in ETHIOPIAN_MONTHS:
                continue
            for gr in found_gr:
                if gr is None:
                    continue
                d, m, y = (int(x) for x in gr.groups())
                expected = ethiopian(date(y, m, d))
                month = ETHIOPIAN_MONTHS.index(et.group(1)) + 1
                assert (int(et.group(3)), month, int(et.group(2))) == expected, (
                    et.group(0),
                    gr.group(0),
                )
                ethiopian_pairs += 1
    assert jalali >= 12, jalali
    assert ethiopian_pairs >= 3, ethiopian_pairs
    assert bikram >= 6, bikram


def test_tracking_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    values = [
        v if re.search(r"\d", v) else read_digits(v, letters=True)
        for v in raw_values(adversarial, "TRACKING")
    ]
    s10 = [v for v in values if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", v)]
    assert len(s10) >= 9 and all(s10_ok(v) for v in s10), "an S10 check digit"
    assert {v[-2:] for v in s10} <= S10_OFFICES
    dhl = [v for v in values if re.fullmatch(r"\d{10}", v)]
    assert dhl and all(mod7_ok(v) for v in dhl), "a DHL Express waybill check digit"
    assert len(s10) + len(dhl) == len(values)


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
    assert any(re.fullmatch(r"[A-Z]\. [\w' -]+", p) for p in persons), "an initial and a name"
    assert any(re.fullmatch(r"[А-ЯӨҮ]\. [А-яӨөҮү]+", p) for p in persons), (
        "a patronymic's initial in Cyrillic"
    )
    assert any(re.fullmatch(r"[\w -]+, [\w -]+", p) for p in persons), "Family, Given"
    assert any(re.search(r"\w-\w", p) for p in persons), "hyphenated names"
    for script, what in SCRIPTS:
        assert any(script.search(p) for p in persons), f"a name in {what} script"
    for family_first in (
        "Batbayar Oyunchimeg",
        "Gantulga Temuulen",
        "Enkhbold Solongo",
        "Батбаярын Оюунчимэг",
    ):
        assert family_first in persons, f"{family_first}, patronymic first"
    assert any(re.fullmatch(r"[A-Z]{4,} [A-Z][a-z]+", p) for p in persons), "FAMILY Given"
    assert name_words(persons) >= NAMES_ALSO_WORDS, "word-like names"
    for nickname in ("Toggi", "Ragga", "Jani", "Sepi", "Anju", "Oyunaa", "Dédé", "Chelo"):
        assert any(re.fullmatch(rf"{nickname}", p, re.I) for p in persons), (
            f"the nickname {nickname}"
        )
    # titles before a name and honorifics after it stay outside the span
    titles = ("frú ", "herra ", "zonja ", "zoti ", "khanom ", "agha-ye ", "خانم ", "آقای ", "Shrimati ", "Shri ", "W/ro ", "Ato ", "ወ/ሮ ", "አቶ ", "Madame ", "Monsieur ", "Ña ", "Don ", "Mukyala ", "Omw. ")  # fmt: skip
    honoured = sum(
        row["text"][s["end"] :].startswith((" xanım", " bəy", " ji", " гуай"))
        or row["text"][: s["start"]].endswith(titles)
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "PERSON"
    )
    assert honoured >= 40, honoured
    assert not any(re.search(r"(?:xanım|bəy|\bji|гуай)$|^(?:frú|herra|zonja|zoti|khanom|agha-ye|Shrimati|Shri|W/ro|Ato|Madame|Monsieur|Ña|Don|Mukyala|Omw\.)\s", p) for p in persons)  # fmt: skip
    assert any(re.search(r"^> ", t, re.M) for t in texts), "quoted replies"
    signed = sum(
        row["kind"] == "email"
        and row["text"][: s["start"]].endswith("\n")
        and s["type"] == "PERSON"
        for row in adversarial
        for s in row["spans"]
    )
    headed = sum(row["text"][: s["start"]].endswith("From: ") for row in adversarial for s in row["spans"])  # fmt: skip
    assert signed >= 30 and headed >= 6, "names in signatures and forwarded headers"
    phones = raw_values(adversarial, "PHONE")
    assert sum(not re.search(r"\d", v) for v in phones) >= 40, "phones spoken"
    for lang, words in {
        "English": r"\b(?:double|five|seven)\b",
        "Icelandic": r"fjórir|átta|níu|sjö",
        "Albanian": r"katër|tetë|nëntë|gjashtë",
        "Azerbaijani": r"sıfır|doqquz|səkkiz|dörd",
        "Persian": r"صفر|هشت|نه|پنج",
        "romanised Persian": r"\b(?:sefr|noh|hasht|panj)\b",
        "romanised Nepali": r"\b(?:nau|aath|sunya|paanch)\b",
        "Mongolian": r"тэг|найм|долоо|ес",
        "romanised Mongolian": r"\b(?:teg|naim|doloo|yes)\b",
        "Amharic": r"ዜሮ|ዘጠኝ|አንድ",
        "romanised Amharic": r"\b(?:zetegn|simint|hulet)\b",
        "Mauritian Creole": r"\b(?:sink|nef|uit|trwa)\b",
        "French": r"\b(?:neuf|cinq|sept|huit)\b",
        "Spanish": r"\b(?:cero|ocho|nueve)\b",
        "Guaraní": r"porundy|poapy|irundy|mbohapy",
        "Luganda": r"\b(?:musanvu|mwenda|munaana|zeero)\b",
    }.items():
        assert any(re.search(words, v) for v in phones), f"a phone read in {lang}"
    assert any(PERSIAN_DIGIT.search(v) for v in phones), "a phone in Persian digits"
    assert any(DEVANAGARI_DIGIT.search(v) for v in phones), "a phone in Devanagari digits"
    assert any("\n" in v for v in phones), "a phone across a line"
    assert any(re.fullmatch(r"(?:\d ){6,}\d", v) for v in phones), "a phone digit by digit"
    assert any(re.search(r"\d / \d|\d_\d|\d\.\d", v) for v in phones), (
        "a phone slashed, dotted or underscored"
    )
    for code in ("354", "355", "994", "98", "977", "976", "251", "230", "595", "256"):
        assert any(
            v.startswith((f"+{code} ", f"+{code}-", f"00{code} ", f"00{code}\n", f"+{code}\n"))
            for v in phones
        ), f"a +{code} phone"
    assert any(re.fullmatch(r"\d{3} \d{4}", v) for v in phones), "a seven-digit Icelandic number"
    addresses = raw_values(adversarial, "ADDRESS")
    for script, what in SCRIPTS:
        assert any(script.search(a) for a in addresses), f"an address in {what} script"
    assert sum("\n" in a for a in addresses) >= 6, "addresses over several lines"
    assert any(a == a.lower() and re.search(r"\d", a) for a in addresses), "a lower-case address"
    assert any(
        not re.search(r"\d", a) and " " in a and a == a.lower() and a.isascii() for a in addresses
    ), "spoken"
    assert any(re.search(r"\b(?:íbúð|hæð|Ap\.|mənzil|menzil|Apt|Unit|واحد|тоот|apt|Appt|dpto\.)", a) for a in addresses), "flats"  # fmt: skip
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any(not re.search(r"\d", p) for p in postcodes), "a postcode spoken"
    for shape, where in ((r"AZ\d{4}", "Azerbaijani"), (r"\d{10}", "Iranian ten-digit"), (r"\d{5}", "five-digit"), (r"\d{4}", "Albanian four-digit"), (r"\d{3}", "Icelandic three-digit")):  # fmt: skip
        assert any(re.fullmatch(shape, p) for p in postcodes), f"a {where} postcode"
    dobs = raw_values(adversarial, "DATE_OF_BIRTH")
    assert any(not re.search(r"\d", v) for v in dobs), "a birth date spoken"
    for written in (r"^\d{1,2}\. (?:janúar|febrúar|mars|apríl|maí|júní|júlí|ágúst|september|október|nóvember|desember) \d{4}$", r"^\d{1,2} (?:janar|shkurt|mars|prill|maj|qershor|korrik|gusht|shtator|tetor|nëntor|dhjetor) \d{4}$", r"^\d{1,2} (?:yanvar|fevral|mart|aprel|may|iyun|iyul|avqust|sentyabr|oktyabr|noyabr|dekabr) \d{4}$", r"^\d{1,2} (?:Farvardin|Ordibehesht|Khordad|Tir|Mordad|Shahrivar|Mehr|Aban|Azar|Dey|Bahman|Esfand) 13\d\d$", r"[۰-۹]{4}", r"[०-९]{4}", r"оны \d+ сарын", r"ቀን", r"^(?:Meskerem|Tikimt|Hidar|Tahsas|Tir|Yekatit|Megabit|Miyazya|Ginbot|Sene|Hamle|Nehase|Pagume) \d", r"^\d{1,2} (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$", r" de \w+ de ", r"^\d{1,2}(?:st|nd|rd|th) [A-Z][a-z]+ \d{4}$", r"^\d{1,2} (?:Gatonnya|Mukutulansanja|Mugulansigire|Kafuumuulampawu|Muzigo|Ssebaaseka|Kasambula|Muwakanya|Mutunda|Mukulukusabitungotungo|Museenene|Ntenvu) \d{4}$"):  # fmt: skip
        assert any(re.search(written, v) for v in dobs), f"a birth date written with {written!r}"
    assert any(re.search(r"[/.-]\d\d$", v) for v in dobs), "a two-digit birth year"
    assert len({re.sub(r"\d", "9", v) for v in dobs if re.search(r"\d", v)}) >= 15, "styles"
    # a trailing "-ci il", "B.S.", "E.C." or "ዓ.ም." stays outside the date
    tails = sum(
        bool(re.match(r"-ci il| B\.S\.| E\.C\.| ዓ\.ም\.", row["text"][s["end"] :]))
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "DATE_OF_BIRTH"
    )
    assert tails >= 9, tails
    secrets = raw_values(adversarial, "SECRET")
    assert any(v.startswith("htk_live_") for v in secrets), "API keys"
    assert any(re.fullmatch(r"\d{3}(?: \d{3}){3}", v) for v in secrets), "unlock codes"
    assert any(re.fullmatch(r"HT-\w{10}", v) for v in secrets), "a dongle's Wi-Fi password"
    assert any(not re.search(r"\d", v) and " " in v for v in secrets), "a code spoken"
    emails = raw_values(adversarial, "EMAIL")
    for cue in (" hjá ", " et ", " pikë ", " nöqtə ", " at sign ", " noghte ", " at the rate ", " цэг ", " ነጥብ ", " arobas ", " pwin ", " arroba ", "[at]", "(at)"):  # fmt: skip
        assert any(cue in e for e in emails), f"an email obfuscated with {cue!r}"
    assert any("@" not in e and " " in e and e == e.lower() and e.isascii() for e in emails), (
        "spoken"
    )
    assert any(e.isupper() for e in emails), "an email in capitals"
    ips = raw_values(adversarial, "IP")
    assert any(":" in v for v in ips), "an IPv6 address"
    assert any(re.fullmatch(r"0\d\d\.\d{3}\.\d{3}\.\d{3}", v) for v in ips), "zero-padded"
    assert sum(len(row["spans"]) >= 3 for row in adversarial) >= 300, "several ids at once"
    assert sum("\n" in t for t in texts) >= 170, "multi-line messages"
    languages = {
        "is": r"\b(?:góðan|Góðan|takk|kennitala|Nafn|heiti)\b",
        "is-ascii": r"\b(?:appid|lykilordid|endurgreidslan|netfangid)\b",
        "sq": r"përshëndetje|Përshëndetje|faleminderit|Faleminderit|\bjam\b|Emri",
        "sq-ascii": r"\b(?:pershendetje|fjalekalimi|eshte)\b",
        "az": r"[əƏ]|salam|Salam",
        "az-ascii": r"\b(?:sifre|islemir|menzil|kucesi)\b",
        "fa": r"[\u0600-\u06ff]",
        "fa-latin": r"\b(?:salam|hastam|ramz|mamnoon|Bale)\b",
        "ne": r"[\u0900-\u097f]",
        "ne-latin": r"\b(?:namaste|mero|naam)\b",
        "mn": r"[өүӨҮ]|байна",
        "mn-latin": r"\b(?:nuuts|baina|minii|bayarlalaa)\b",
        "am": r"[\u1200-\u137f]",
        "am-latin": r"\b(?:selam|negn|silk)\b",
        "mfe": r"\b(?:bonzour|mo apel|pey|marse|nimero)\b",
        "fr": r"\b(?:Bonjour|bonjour|Cordialement|Adresse|titulaire)\b",
        "es": r"\b(?:buenas|Buenas|cédula|Saludos|cuenta|número)\b",
        "gn": r"mba'éichapa|aguyje|che réra|ko'ápe",
        "lg": r"\b(?:oli otya|nze|webale|gyebale|essimu)\b",
    }
    for lang, pattern in languages.items():
        assert sum(bool(re.search(pattern, t)) for t in texts) >= 6, lang


def test_expiry_dates_header_dates_and_things_named_after_people_are_left_unlabelled() -> None:
    """A card's expiry is no personal data, a date in a reply header is no birth date, and a
    brand, airport, square or place named after a person is no person."""
    adversarial = rows(ADVERSARIAL)
    seen: Counter[str] = Counter()
    patterns = {
        "expiry": r"exp (\d\d/\d\d)",
        "header date": r"(\d{1,2}\.? [A-Za-z]{3,5} 2027|2027 оны 3 сарын \d|\d de marzo de 2027|\d mars 2027|\d mart 2027)",
        "named after a person": "(" + "|".join(map(re.escape, NAMED_AFTER_PEOPLE)) + ")",
    }
    for row in adversarial:
        for what, pattern in patterns.items():
            for found in re.finditer(pattern, row["text"]):
                assert not covered(row, found.start(1)), (what, row["template_id"])
                seen[what] += 1
    assert all(seen[what] >= 3 for what in patterns), seen
    assert seen["header date"] >= 30 and seen["named after a person"] >= 40, seen


def test_about_a_third_of_the_messages_carry_words_that_are_not_personal_data() -> None:
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
        assert not PERSIAN_DIGIT.search(text) and not DEVANAGARI_DIGIT.search(text), text
        assert not re.search(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", text, re.I), text
        assert not re.search(r"\bAZ ?\d{4}\b|\b[A-Z]{2}\d{9}[A-Z]{2}\b", text), text
        assert not re.search(
            r"\d{3}[- ]\d{3}[- ]\d{3}|\d{4}[ -]\d{4}[ -]\d{4}|\d\d \d\d \d\d|\d{3} \d{4}\b", text
        ), text
        assert not re.search(r"\b(?:at|hjá|et|at sign|at the rate|arobas|arroba)\s+\w+\s+(?:dot|punktur|pikë|nöqtə|noghte|цэг|ነጥብ|pwin|punto)\b", text), text  # fmt: skip
        assert not re.search(
            r"\b(?:19\d\d|200\d|13[3-8]\d)[./-]\d\d?[./-]\d\d?\b|\b\d\d?[./-]\d\d?[./-](?:19|200)\d",
            text,
        ), text
        words = name_words([text])
        assert not (words & mine) - NAMES_ALSO_WORDS, (text, (words & mine) - NAMES_ALSO_WORDS)
    text = " ".join(row["text"] for row in benign)
    assert name_words([text]) >= NAMES_ALSO_WORDS, sorted(NAMES_ALSO_WORDS - name_words([text]))

    def present(things: Iterable[str]) -> int:
        return sum(bool(re.search(rf"(?<!\w){re.escape(t)}(?!\w)", text)) for t in things)

    # brands, airports, squares and places named after people, written as words
    named = (
        *("Fronius", "Viessmann", "Vaillant", "Stiebel Eltron", "Bosch", "Siemens", "Philips"),
        *("Schneider Electric", "Tesla", "Hallgrímskirkja", "Skanderbeg Square", "Speke Resort"),
        *("Heydar Aliyev International Airport", "Imam Khomeini International Airport"),
        *("Tribhuvan International Airport", "Chinggis Khaan International Airport"),
        *("Sükhbaatar Square", "Abebe Bikila Stadium", "Silvio Pettirossi International Airport"),
        *("Sir Seewoosagur Ramgoolam International Airport", "Lake Victoria"),
    )
    assert present(named) >= 18, present(named)
    payments = ("Aur", "eSewa", "Khalti", "QPay", "telebirr", "M-PESA", "Juice", "Tigo Money", "MTN MoMo", "Airtel Money", "Bancard", "BirBank")  # fmt: skip
    assert present(payments) >= 10, present(payments)
    carriers = ("Íslandspóstur", "Posta Shqiptare", "Azərpoçt", "Nepal Post", "Mongol Post", "Mauritius Post", "Correo Paraguayo", "Posta Uganda")  # fmt: skip
    assert present(carriers) >= 5, present(carriers)
    assert any(re.search(r"[A-Z]{5,} [A-Z]{4,}", row["text"]) for row in benign), "shouting"
    assert any(re.search(r"[\U0001F300-\U0001FAFF]", row["text"]) for row in benign), "emoji"
    assert any(re.search(r"\b(?:recieved|hii)\b", row["text"]) for row in benign), "typos"
    assert any(len(row["text"]) > 300 and row["kind"] == "chat" for row in benign), "long"
    assert any(re.search(r"\b2027-\d\d-\d\d\b", row["text"]) for row in benign), "an event date"
    assert any(re.search(r"\bHS \d{4}\.\d\d\b", row["text"]) for row in benign), "a tariff code"
    assert any(re.search(r"\b[A-Z]{2,4}-[A-Z\d]{2,5}\b", row["text"]) for row in benign), "a SKU"
    for pattern in (
        r"\b(?:hæ|takk|Takk|Góðan|góðan|birta)\b",
        r"\b(?:drita|faleminderit|Faleminderit|përshëndetje|Përshëndetje)\b",
        r"[əƏ]",
        r"[\u0600-\u06ff]|\b(?:khorshid|salam|Mamnoon)\b",
        r"[\u0900-\u097f]|\b(?:namaste|surya|dhanyabad)\b",
        r"[өүӨҮ]|байна",
        r"[\u1200-\u137f]|\btsehay\b",
        r"\b(?:bonzour|mersi|Mersi|eski|Bonjour)\b",
        r"\b(?:celeste|aguyje|mba'éichapa|Buenas|luz)\b|¿",
        r"\b(?:oli otya|webale|Webale|Umeme)\b",
    ):
        assert sum(bool(re.search(pattern, row["text"])) for row in benign) >= 9, pattern


# --------------------------------------------------------------------------- new


def test_the_seventeenth_sets_share_nothing_with_the_thirty_four_earlier_files() -> None:
    """Compared in code only: a failure reports how many, never an earlier set's text."""
    assert all(path.exists() for path in EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert len(set(EARLIER_ADVERSARIAL + EARLIER_BENIGN)) == 34
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
    assert not any(r["template_id"].startswith("seventeenth-") for r in earlier_rows)
    assert {r["template_id"].split("-")[0] for r in adversarial + benign} == {"seventeenth"}
