"""The twelfth held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, fills per skeleton, styles, offsets, types, check
digits, spoken values, national formats, the labelling rules of `make_twelfth.py` (vehicles
unlabelled, a third of the messages carrying words that are not personal data), and that the
generator writes exactly the committed files and shares nothing with the twenty-four earlier
files. Nothing here runs the redactor on them: they are a blind measure, run once. Its author
wrote the checks without reading the shared ones; the reading helpers and the generator check
are set_checks.py's since (the same code).
"""

# ruff: noqa: E501 - check tables and shapes read best one to a line
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from tests.unit.redaction_data.set_checks import (
    check_generator_writes,
    iban_ok,
    plain_digits,
    rows,
    rows_of,
)

Row = dict

DATA = Path(__file__).resolve().parents[3] / "benchmarks" / "data" / "redaction"
GENERATOR = DATA / "make_twelfth.py"
ADVERSARIAL = DATA / "adversarial_pii_twelfth.jsonl"
BENIGN = DATA / "benign_support_twelfth.jsonl"
SUFFIXES = (
    *("", "_fresh", "_blind", "_final", "_last", "_sealed", "_sixth", "_seventh", "_eighth"),
    *("_ninth", "_tenth", "_eleventh"),
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
ADVERSARIAL_COUNTS = {"chat": 153, "voice": 54, "email": 57, "form": 57, "quoted": 51}
BENIGN_COUNTS = {"chat": 240, "voice": 84, "email": 84, "form": 84, "quoted": 84}
COUNTRIES = {"US", "GB", "IE", "AU", "TR", "AR", "KR", "BE"}
# first names and surnames of the adversarial set that the benign set uses as words, places or
# brands on purpose ("the banjo got smashed", "Hampstead Heath", "Shannon Airport", "yağmur
# yağdı", "an ebru painting", "the Luján day trip", "a red Ferrari", "Nahuel Huapi", "Mirae
# Asset", "Brecht station", "Chevrolet Cheyenne", "Shelby GT500")
NAMES_ALSO_WORDS = {
    "banjo", "heath", "shannon", "yağmur", "ebru", "luján", "ferrari", "nahuel", "mirae",
    "brecht", "cheyenne", "shelby",
}  # fmt: skip
# words in adversarial messages that are not personal data and carry no span
DISTRACTORS = (
    "Silverado", "Walgreens", "Tesco", "Monzo", "FBD", "AIB", "Ford Ranger", "Bruce Hwy",
    "Greencross", "Fiat Egea", "iPhone", "Gol Trend", "Ferrari", "whatsapp", "Galaxy",
    "kakao bank", "Jeju", "Skoda Octavia", "Carglass", "Touring", "Kwik Fit", "Halfords",
    "Corolla", "Audi A4", "MacBook Air", "autoglass", "nrma", "palermo", "antwerpen", "Geico",
    "Vauxhall Corsa", "Mazda CX-5", "kelpie", "Axa Sigorta", "Bancontact", "Pixel 8",
    "cavoodle", "Shinhan", "Compare Cover", "Toyota Hilux", "Autoglass", "Revolut", "Safari",
)  # fmt: skip
ENTITIES = ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET", "SSN", "BANK_ACCOUNT")

# digits read out in English, Spanish, Turkish, Dutch and French ("oh" is 0; "double" repeats)
DIGIT_WORDS = {
    **dict.fromkeys(("zero", "oh", "cero", "sıfır", "nul", "zéro"), "0"),
    **dict.fromkeys(("one", "uno", "bir", "een", "un"), "1"),
    **dict.fromkeys(("two", "dos", "iki", "twee", "deux"), "2"),
    **dict.fromkeys(("three", "tres", "üç", "drie", "trois"), "3"),
    **dict.fromkeys(("four", "cuatro", "dört", "vier", "quatre"), "4"),
    **dict.fromkeys(("five", "cinco", "beş", "vijf", "cinq"), "5"),
    **dict.fromkeys(("six", "seis", "altı", "zes"), "6"),
    **dict.fromkeys(("seven", "siete", "yedi", "zeven", "sept"), "7"),
    **dict.fromkeys(("eight", "ocho", "sekiz", "acht", "huit"), "8"),
    **dict.fromkeys(("nine", "nueve", "dokuz", "negen", "neuf"), "9"),
}


# --------------------------------------------------------------------------- reading


def raw_values(these: list[Row], entity: str) -> list[str]:
    return [
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row.get("spans", [])
        if s["type"] == entity
    ]


def name_words(names: Iterable[str]) -> set[str]:
    """The words of names, case-folded, longer than two letters (so particles such as "Ó"
    are left out)."""
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


def read_code(value: str) -> str:
    """A code read back: digits (written or spoken) and single letters, upper case."""
    if re.search(r"\d", value):
        return re.sub(r"[^0-9A-Za-z]", "", value).upper()
    return "".join(DIGIT_WORDS.get(w, w.upper() if len(w) == 1 else "") for w in value.split())


# --------------------------------------------------------------------------- check digits


def luhn_ok(number: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(number)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return bool(number) and total % 10 == 0


def aba_ok(value: str) -> bool:
    d = [int(c) for c in plain_digits(value)]
    return (
        len(d) == 9
        and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0
    )


def cbu_ok(value: str) -> bool:
    d = plain_digits(value)

    def block_ok(block: str) -> bool:
        total = sum(int(c) * (3, 1, 7, 9)[i % 4] for i, c in enumerate(reversed(block[:-1])))
        return -total % 10 == int(block[-1])

    return len(d) == 22 and block_ok(d[:8]) and block_ok(d[8:])


def be_account_ok(value: str) -> bool:
    """A Belgian IBAN's national check: the first ten digits of the BBAN mod 97 (0 is 97)."""
    raw = re.sub(r"[^0-9A-Za-z]", "", value).upper()
    bban = raw[4:]
    return (int(bban[:10]) % 97 or 97) == int(bban[10:])


def ssn_us_ok(v: str) -> bool:
    d = plain_digits(v)
    return len(d) == 9 and d[:3] not in ("000", "666") and d[0] != "9" and d[3:5] != "00"


def nino_ok(v: str) -> bool:
    raw = re.sub(r"\W", "", v).upper()
    return bool(re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", raw)) and raw[
        :2
    ] not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def pps_ok(v: str) -> bool:
    raw = read_code(v)
    found = re.fullmatch(r"(\d{7})([A-W])([AW]?)", raw)
    if not found:
        return False
    body, check, second = found.groups()
    total = sum(int(c) * w for c, w in zip(body, (8, 7, 6, 5, 4, 3, 2), strict=True))
    if second == "A":
        total += 9
    r = total % 23
    return check == ("W" if r == 0 else chr(64 + r))


def tfn_ok(v: str) -> bool:
    d = plain_digits(v)
    weights = (1, 4, 3, 7, 5, 8, 6, 9, 10)
    return len(d) == 9 and sum(int(c) * w for c, w in zip(d, weights, strict=True)) % 11 == 0


def tc_ok(v: str) -> bool:
    d = [int(c) for c in plain_digits(v)]
    if len(d) != 11 or d[0] == 0:
        return False
    tenth = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return d[9] == tenth and d[10] == sum(d[:10]) % 10


def dni_ok(v: str) -> bool:
    return bool(re.fullmatch(r"\d{8}|\d{2}\.\d{3}\.\d{3}", v))


def cuil_ok(v: str) -> bool:
    d = plain_digits(v)
    weights = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
    if len(d) != 11 or d[:2] not in ("20", "23", "24", "27"):
        return False
    r = 11 - sum(int(c) * w for c, w in zip(d[:10], weights, strict=True)) % 11
    return r != 10 and (0 if r == 11 else r) == int(d[10])


def rrn_ok(v: str) -> bool:
    d = plain_digits(v)
    weights = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
    if len(d) != 13 or d[6] not in "1234":
        return False
    total = sum(int(c) * w for c, w in zip(d[:12], weights, strict=True))
    return (11 - total % 11) % 10 == int(d[12])


def be_nn_ok(v: str) -> bool:
    d = plain_digits(v)
    if len(d) != 11:
        return False
    check = int(d[9:])
    return 97 - int(d[:9]) % 97 == check or 97 - int("2" + d[:9]) % 97 == check


def s10_ok(value: str) -> bool:
    serial, check = value[2:10], int(value[10])
    total = sum(int(d) * w for d, w in zip(serial, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    c = 11 - total % 11
    return {10: 0, 11: 5}.get(c, c) == check


# the cue before a national number names it (the cue ending last before the span wins)
ID_CUES = {
    "ssn": "US", "social": "US", "ni number": "GB", "ni no": "GB", "national insurance": "GB",
    "pps": "IE", "tfn": "AU", "tax file": "AU", "kimlik": "TR", "tckn": "TR", "dni": "AR-DNI",
    "cuil": "AR", "주민등록번호": "KR", "resident": "KR", "rijksregister": "BE",
    "numéro national": "BE",
}  # fmt: skip
ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "US": ssn_us_ok,
    "GB": nino_ok,
    "IE": pps_ok,
    "AU": tfn_ok,
    "TR": tc_ok,
    "AR-DNI": dni_ok,
    "AR": cuil_ok,
    "KR": rrn_ok,
    "BE": be_nn_ok,
}


def id_kind(text: str, start: int) -> str | None:
    before = text[:start].casefold()
    best: tuple[int, str] | None = None
    for cue, kind in ID_CUES.items():
        at = before.rfind(cue)
        if at >= 0 and (best is None or at + len(cue) > best[0]):
            best = (at + len(cue), kind)
    return best[1] if best else None


def test_the_check_digit_functions_can_fail() -> None:
    assert sum(tc_ok(f"1000000014{d}") for d in "0123456789") == 1
    assert sum(tfn_ok(f"12345678{d}") for d in "0123456789") == 1
    assert sum(rrn_ok(f"900101123456{d}") for d in "0123456789") == 1
    assert sum(cuil_ok(f"2012345678{d}") for d in "0123456789") == 1
    # one pair for a birth in the 1900s and one for the 2000s
    assert sum(be_nn_ok(f"850730033{d}{e}") for d in "0123456789" for e in "0123456789") == 2
    assert sum(pps_ok(f"1234567{c}A") for c in "ABCDEFGHIJKLMNOPQRSTUVW") == 1
    assert sum(aba_ok(f"02100002{d}") for d in "0123456789") == 1
    assert (
        sum(cbu_ok(f"0170099{c}2000001234567{d}") for c in "0123456789" for d in "0123456789") == 1
    )
    assert sum(luhn_ok(f"411111111111111{d}") for d in "0123456789") == 1
    assert nino_ok("JK 31 72 55 B") and not nino_ok("GB 31 72 55 B") and not nino_ok("JK317255E")
    assert read_digits("oh seven double four nine") == "07449"
    assert read_digits("nul vier zes") == "046" and read_digits("sıfır beş üç") == "053"
    assert read_code("one two three four five six seven t a") == "1234567TA"


# --------------------------------------------------------------------------- format


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([ADVERSARIAL.name, BENIGN.name])


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates", "prefix", "counts"),
    [
        (ADVERSARIAL, ADVERSARIAL_KEYS, 300, 100, "twelfth-adv", ADVERSARIAL_COUNTS),
        (BENIGN, BENIGN_KEYS, 500, 165, "twelfth-benign", BENIGN_COUNTS),
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
    raw = path.read_bytes()
    assert raw.endswith(b"\n") and b"\r" not in raw
    these = rows(path)
    assert len(these) >= min_rows
    assert all(set(row) == keys for row in these)
    assert all(isinstance(row["text"], str) and row["text"].strip() for row in these)
    assert {row["split"] for row in these} == {"heldout"}
    assert len({row["text"] for row in these}) == len(these), "a message written twice"
    templates = Counter(row["template_id"] for row in these)
    assert len(templates) >= min_templates
    assert set(templates.values()) == {3}, "three renders of every skeleton"
    for row in these:
        kind = row["kind"]
        assert kind in KINDS
        assert re.fullmatch(rf"{prefix}-{kind}-\d\d", row["template_id"]), row["template_id"]
        assert ("\n" in row["text"]) == (kind not in ONE_LINE), row["text"]
        if kind == "voice":
            assert row["text"] == row["text"].lower(), row["text"]
            assert not re.search(r"[^\w\s']", row["text"]), row["text"]
    assert dict(Counter(row["kind"] for row in these)) == counts


def test_spans_lie_inside_the_text_in_order_without_overlap_padding_or_punctuation() -> None:
    for row in rows(ADVERSARIAL):
        text, spans = row["text"], row["spans"]
        assert spans, text
        end = 0
        for span in spans:
            assert set(span) == {"start", "end", "type"}
            start, stop = span["start"], span["end"]
            assert isinstance(start, int) and isinstance(stop, int)
            assert end <= start < stop <= len(text), (span, text)
            value = text[start:stop]
            assert value == value.strip(), (value, text)
            assert value[0] not in ",;:!?.'\")<>[]" and value[-1] not in ",;:!?.'\"(<>[]", value
            assert value[0] != "(" or ")" in value, value
            # a span stops at a word edge unless Hangul is glued to it (a Korean particle)
            if stop < len(text) and (text[stop].isalnum() and value[-1].isalnum()):
                assert "\uac00" <= text[stop] <= "\ud7a3", (value, text)
            if start > 0:
                assert not (text[start - 1].isalnum() and value[0].isalnum()), (value, text)
            end = stop


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    adversarial = rows(ADVERSARIAL)
    counts = Counter(s["type"] for row in adversarial for s in row["spans"])
    assert set(counts) == SPAN_TYPES, counts
    assert all(n >= 10 for n in counts.values()), counts


def test_every_span_holds_a_value_of_its_type() -> None:
    """Each span, read back from the text, has the shape of its type (written or spoken)."""
    adversarial = rows(ADVERSARIAL)
    shapes = {
        "PERSON": r"[^\W\d_][^\W\d_.'/, -]*(?:[ .'-]+[^\W\d_]+)*|(?:[a-z] ){2,}[a-z]|(?:[A-Z]-){2,}[A-Z]",
        "EMAIL": r"[\w.+-]+(?: dot \w+| punto \w+| punt \w+| nokta \w+)*"
        r"(?:@|＠| ?@ ?| at | \[at\] |\(at\)|\{at\}| arroba | et | 골뱅이 | apenstaartje | arobase )"
        r"[\w.-]+(?:(?: dot | \[dot\] |\{dot\}| punto | nokta | 점 | punt | point )[\w.]+)*",
        "IP": r"\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}",
        "POSTCODE": r"\d{4,5}|[A-Z]\d{4}[A-Z]{3}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d{2} ?[A-Z\d]{4}|[a-z]+(?: [a-z]+){3,}",
        "TRACKING": r"[A-Z]{2}\d{9}[A-Z]{2}|1Z[A-Z0-9]{6}\d{10}|JJD\d{18}|\d{12}|\d{14}",
        "CUSTOMER_ID": r"[A-Z]{3}-\d{7}|P\d\d/[A-Z]{2}/\d{6}|[A-Z\d]{3}\d{6}[A-Z]|CLM-26-\d{6}|C\d{8}|HS/\d{4}/\d{3}|CUS\d{7}|BK-\d{3}-\d{4}|M\d{8}|[a-z](?: [a-z]){2}(?: [a-z]+){7}",
    }
    for row in adversarial:
        for span in row["spans"]:
            value, kind = row["text"][span["start"] : span["end"]], span["type"]
            if kind in shapes:
                assert re.fullmatch(shapes[kind], value, re.IGNORECASE), (kind, value)
            elif kind == "PHONE":
                assert 9 <= len(read_digits(value)) <= 15, (kind, value)
            elif kind == "CARD":
                assert len(read_digits(value)) in (14, 15, 16, 17), (kind, value)
            elif kind == "DATE_OF_BIRTH":
                assert re.search(
                    r"\b(?:19|20)\d\d\b|(?:19|20)\d\d년|[/.-]\d\d$|nineteen|two thousand", value
                ), value
            elif kind in ("BANK_ACCOUNT", "SSN"):
                assert len(read_digits(value)) >= 6, (kind, value)
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
    assert any(re.search(r" / |_| \| |\.\.", v) for v in cards), "odd separators"
    assert {len(read_digits(v)) for v in cards} >= {15, 16}
    ibans = raw_values(adversarial, "IBAN")
    assert all(iban_ok(v) for v in ibans), ibans
    assert {re.sub(r"\W", "", v)[:2].upper() for v in ibans} == {"IE", "BE", "TR", "GB"}
    assert all(be_account_ok(v) for v in ibans if re.sub(r"\W", "", v)[:2].upper() == "BE")
    assert any("\n" in v for v in ibans), "an IBAN across a line"
    assert any(v == v.lower() for v in ibans), "an IBAN in lower case"
    assert any(re.search(r"\w{4}[.-]\w{4}", v) for v in ibans), "an IBAN with dots or dashes"
    accounts = raw_values(adversarial, "BANK_ACCOUNT")
    cbus = [v for v in accounts if len(plain_digits(v)) == 22]
    assert len(cbus) >= 6 and all(cbu_ok(v) for v in cbus), "Argentine CBUs"
    # a US routing number follows "routing"; its check digit holds
    routings = [
        row["text"][s["start"] : s["end"]]
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "BANK_ACCOUNT" and row["text"][: s["start"]].rstrip().endswith("routing")
    ]
    assert len(routings) >= 6 and all(aba_ok(v) for v in routings), routings
    assert any(re.fullmatch(r"\d\d-\d\d-\d\d", v) for v in accounts), "a sort code"
    assert any(re.fullmatch(r"0\d\d-\d{3}", v) for v in accounts), "a BSB"


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
            code = value if re.search(r"\d", value) else read_code(value)
            assert ID_CHECKS[kind](code), (kind, value)
            kinds[kind] += 1
    assert set(kinds) == set(ID_CHECKS), kinds
    assert sum(not re.search(r"\d", v) for v in raw_values(adversarial, "SSN")) >= 6, "spoken"
    # a Korean or Belgian number (YYMMDD first) agrees with the numeric birth date beside it
    checked = 0
    for row in adversarial:
        for s in row["spans"]:
            kind = id_kind(row["text"], s["start"]) if s["type"] == "SSN" else None
            if kind not in ("KR", "BE"):
                continue
            digits = plain_digits(row["text"][s["start"] : s["end"]])
            for dob in raw_values([row], "DATE_OF_BIRTH"):
                ymd = re.fullmatch(r"(\d{4})[.-](\d\d)[.-](\d\d)", dob)
                dmy = re.fullmatch(r"(\d\d)[/.-](\d\d)[/.-](\d{4})", dob)
                if ymd:
                    y, m, d = ymd.groups()
                elif dmy:
                    d, m, y = dmy.groups()
                else:
                    continue
                assert digits.startswith(y[2:] + m + d), (digits, dob)
                if kind == "KR":
                    assert digits[6] in ("12" if y < "2000" else "34"), digits
                checked += 1
    assert checked >= 6, "a national number beside its birth date"


def test_tracking_numbers_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    s10 = [
        v for v in raw_values(adversarial, "TRACKING") if re.fullmatch(r"[A-Z]{2}\d{9}[A-Z]{2}", v)
    ]
    assert len(s10) >= 6 and all(s10_ok(v) for v in s10), "an S10 tracking number check digit"
    assert {v[-2:] for v in s10} <= COUNTRIES


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
    assert any(re.search(r"\w-\w", p) for p in persons), "hyphenated names"
    assert any(re.fullmatch(r"[\uac00-\ud7a3]+", p) for p in persons), "a name in Hangul"
    assert any("Ó " in p for p in persons) and any("İ" in p for p in persons)
    assert name_words(persons) >= NAMES_ALSO_WORDS, "word-like names"
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
    assert any(re.search(r"\b(?:cero|nueve|uno)\b", v) for v in phones), "a phone in Spanish"
    assert any(re.search(r"\b(?:sıfır|beş)\b", v) for v in phones), "a phone in Turkish"
    assert any(re.search(r"\b(?:nul|vier)\b", v) for v in phones), "a phone in Dutch"
    assert any("double" in v for v in phones), "a phone read with double"
    assert any("\n" in v for v in phones), "a phone across a line"
    assert any(re.fullmatch(r"(?:\d ){8,}\d", v) for v in phones), "a phone digit by digit"
    for prefix in ("+1 ", "+44", "+353", "+61", "+90", "+54", "+82", "+32"):
        assert any(v.startswith(prefix) for v in phones), f"a {prefix} phone"
    addresses = raw_values(adversarial, "ADDRESS")
    assert any(re.search(r"[\uac00-\ud7a3]", a) for a in addresses), "a Hangul address"
    assert any(re.search(r"\b(?:Apt|Unit|Flat)\b", a) for a in addresses), "flats and units"
    assert sum("\n" in a for a in addresses) >= 6, "addresses over several lines"
    assert any(a == a.lower() and re.search(r"\d", a) for a in addresses), "a lower-case address"
    assert any(not re.search(r"\d", a) and " " in a and a == a.lower() for a in addresses), "spoken"
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any(not re.search(r"\d", p) for p in postcodes), "a postcode spoken"
    assert any(re.fullmatch(r"[a-z]{2}\d[a-z\d]?\d[a-z]{2}", p) for p in postcodes), (
        "a squashed UK postcode"
    )
    assert any(re.fullmatch(r"[A-Z]\d{2} [A-Z\d]{4}", p) for p in postcodes), "an Eircode"
    assert any(re.fullmatch(r"[A-Z]\d{4}[A-Z]{3}", p) for p in postcodes), "an Argentine CPA"
    dobs = raw_values(adversarial, "DATE_OF_BIRTH")
    assert any(not re.search(r"\d", v) for v in dobs), "a birth date spoken"
    assert any("년" in v for v in dobs), "a birth date in Korean"
    assert any(re.search(r"[/.-]\d\d$", v) for v in dobs), "a two-digit birth year"
    assert len({re.sub(r"\d", "9", v) for v in dobs if re.search(r"\d", v)}) >= 10, "styles"
    secrets = raw_values(adversarial, "SECRET")
    assert any(v.startswith(("bkr_live_", "qk-", "AKIA", "xoxb-")) for v in secrets), "API keys"
    assert any(not re.search(r"\d", v) for v in secrets), "a code spoken or a security answer"
    emails = raw_values(adversarial, "EMAIL")
    for cue in (" at ", "[at]", "(at)", "{at}", "＠", " arroba ", " et ", " 골뱅이 "):
        assert any(cue in e for e in emails), f"an email obfuscated with {cue!r}"
    assert any(" apenstaartje " in e or " arobase " in e for e in emails), "a Belgian email"
    ips = raw_values(adversarial, "IP")
    assert any(":" in v for v in ips), "an IPv6 address"
    assert sum(len(row["spans"]) >= 3 for row in adversarial) >= 150, "several ids at once"
    languages = {
        "tr": r"[ğış]",
        "es": r"\b(?:hola|che|soy|mi)\b",
        "ko": r"[\uac00-\ud7a3]",
        "nl": r"\b(?:dag|mijn|het)\b",
        "fr": r"\b(?:bonjour|mon|veuillez|voilà|dépanneuse)\b",
    }
    for lang, pattern in languages.items():
        assert sum(bool(re.search(pattern, t, re.I)) for t in texts) >= 9, lang


def test_vehicles_and_pets_are_left_unlabelled() -> None:
    """Plates and VINs name a vehicle, not a person; a pet's name is no personal data."""
    adversarial = rows(ADVERSARIAL)
    seen = 0
    for row in adversarial:
        text = row["text"]
        covered = [(s["start"], s["end"]) for s in row["spans"]]
        for found in re.finditer(r"(?:VIN:? |[Pp]late:? |Plaka: |Plaque A: )(\S+)", text):
            at = found.start(1)
            assert not any(a <= at < b for a, b in covered), text
            seen += 1
        for found in re.finditer(r"Milo|kelpie|cavoodle", text):
            assert not any(a <= found.start() < b for a, b in covered), text
    assert seen >= 15, "vehicles beside labelled data"


def test_a_third_of_the_messages_carry_words_that_are_not_personal_data() -> None:
    adversarial = rows(ADVERSARIAL)

    def carries(row: Row) -> bool:
        text = row["text"]
        for word in DISTRACTORS:
            for found in re.finditer(re.escape(word), text):
                if not any(s["start"] <= found.start() < s["end"] for s in row["spans"]):
                    return True
        return False

    share = sum(map(carries, adversarial)) / len(adversarial)
    assert 0.3 <= share <= 0.5, share


# --------------------------------------------------------------------------- benign


def test_benign_messages_hold_no_personal_data_look() -> None:
    benign = rows(BENIGN)
    adversarial = rows(ADVERSARIAL)
    mine = name_words(raw_values(adversarial, "PERSON"))
    for row in benign:
        text = row["text"]
        assert "spans" not in row
        assert "@" not in text and "＠" not in text, text
        assert not re.search(r"\d{5,}", text), text
        assert not re.search(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", text, re.I), text
        assert not re.search(r"\b[A-Z]\d{2} [A-Z\d]{4}\b", text), text
        assert not re.search(r"\d{3}-\d{2}-\d{4}|\d{4}[ -]\d{4}[ -]\d{4}", text), text
        words = name_words([text])
        assert not (words & mine) - NAMES_ALSO_WORDS, (text, (words & mine) - NAMES_ALSO_WORDS)
    text = " ".join(row["text"] for row in benign)
    assert name_words([text]) >= NAMES_ALSO_WORDS, "word-like names used as words"
    for brand in (
        "Ferrari",
        "Porsche",
        "Mercedes-Benz",
        "Ralph Lauren",
        "Ted Baker",
        "Dr. Martens",
        "Louis Vuitton",
    ):
        assert brand in text, brand
    assert "Biscuit" in text and "Kevin" in text, "pets' names"
    assert any(re.search(r"[A-Z]{5,} [A-Z]{4,}", row["text"]) for row in benign), "shouting"
    assert any(re.search(r"[\U0001F300-\U0001FAFF]", row["text"]) for row in benign), "emoji"
    assert any(len(row["text"]) > 300 and row["kind"] == "chat" for row in benign), (
        "a long complaint"
    )
    for pattern in (
        r"[ğış]",
        r"\b(?:hola|che)\b",
        r"[\uac00-\ud7a3]",
        r"\b(?:dag|beste|bedankt|naam)\b",
        r"\b(?:bonjour|merci|nom)\b",
    ):
        assert sum(bool(re.search(pattern, row["text"], re.I)) for row in benign) >= 9, pattern


# --------------------------------------------------------------------------- new


def test_the_twelfth_sets_share_nothing_with_the_twenty_four_earlier_files() -> None:
    assert all(path.exists() for path in EARLIER_ADVERSARIAL + EARLIER_BENIGN)
    assert len(set(EARLIER_ADVERSARIAL + EARLIER_BENIGN)) == 24
    adversarial = rows(ADVERSARIAL)
    benign = rows(BENIGN)
    earlier_adversarial = rows_of(EARLIER_ADVERSARIAL)
    earlier_rows = earlier_adversarial + rows_of(EARLIER_BENIGN)
    earlier_texts = {row["text"].strip().casefold() for row in earlier_rows}
    shared = [
        row["text"]
        for row in adversarial + benign
        if row["text"].strip().casefold() in earlier_texts
    ]
    assert not shared, f"{len(shared)} messages written before, such as {shared[0]!r}"
    # values of a span (a town alone, written without a number, is a public place and may recur)
    for entity in ENTITIES:
        mine = {
            v.casefold()
            for v in raw_values(adversarial, entity)
            if len(v) >= 8 and (entity != "ADDRESS" or re.search(r"\d", v))
        }
        earlier = {v.casefold() for v in raw_values(earlier_adversarial, entity) if len(v) >= 8}
        again = sorted(v for v in mine if v in earlier)
        assert not again, f"{entity} values used before: {again}"
    # no word of a name here was ever part of a name in an earlier set
    mine_words = name_words(raw_values(adversarial, "PERSON"))
    earlier_words = name_words(raw_values(earlier_adversarial, "PERSON"))
    again = sorted(w for w in mine_words if w in earlier_words)
    assert not again, f"name words that were names before: {again}"
    assert not any(r["template_id"].startswith("twelfth-") for r in earlier_rows)
    assert {r["template_id"].split("-")[0] for r in adversarial + benign} == {"twelfth"}
