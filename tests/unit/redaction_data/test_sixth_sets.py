"""The sixth held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, offsets, types, check digits, styles, national
formats, and that `make_sixth.py` writes exactly the committed files and shares nothing with the
twelve earlier files. Nothing here runs the redactor on them: they are a blind measure, run once.
The checks all sets share are in set_checks.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.unit.redaction_data import set_checks as checks
from tests.unit.redaction_data.set_checks import (
    ADVERSARIAL_KEYS,
    BENIGN_KEYS,
    DATA,
    Row,
    luhn_ok,
    name_words,
    plain_digits,
    rows,
    span_values,
)

GENERATOR = DATA / "make_sixth.py"
ADVERSARIAL = DATA / "adversarial_pii_sixth.jsonl"
BENIGN = DATA / "benign_support_sixth.jsonl"
SUFFIXES = ("", "_fresh", "_blind", "_final", "_last", "_sealed")
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

KINDS = {"chat", "email", "form", "quoted"}
# first names that are also a country (India) and a car brand (Ford): the earlier sets use them
# as words, on purpose
SHARED_NAME_WORDS = {"ford", "india"}
# first names the benign set uses as words, brands or places on purpose ("lucky dip", "Sol by
# Meliá", "sakura season", "a Mercedes A-Class")
NAMES_ALSO_WORDS = SHARED_NAME_WORDS | {
    "lucky",
    "precious",
    "blessing",
    "mercedes",
    "sol",
    "sakura",
}
DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def raw_values(these: list[Row], entity: str) -> set[str]:
    return {
        row["text"][s["start"] : s["end"]]
        for row in these
        for s in row["spans"]
        if s["type"] == entity
    }


def cpf_ok(value: str) -> bool:
    d = [int(c) for c in plain_digits(value)]
    for n in (9, 10):
        total = sum(x * w for x, w in zip(d[:n], range(n + 1, 1, -1), strict=True))
        if total * 10 % 11 % 10 != d[n]:
            return False
    return True


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates"),
    [(ADVERSARIAL, ADVERSARIAL_KEYS, 260, 80), (BENIGN, BENIGN_KEYS, 300, 100)],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_and_only_the_heldout_split(
    path: Path, keys: set[str], min_rows: int, min_templates: int
) -> None:
    these = rows(path)
    checks.check_format(
        these, keys, min_rows=min_rows, min_templates=min_templates, prefix="sixth-"
    )
    per_template: dict[str, int] = {}
    for row in these:
        per_template[row["template_id"]] = per_template.get(row["template_id"], 0) + 1
    assert max(per_template.values()) <= 3, "a skeleton filled more than three times"


@pytest.mark.parametrize(
    ("path", "kind_prefix"),
    [(ADVERSARIAL, "sixth-adv-"), (BENIGN, "sixth-benign-")],
    ids=["adversarial", "benign"],
)
def test_mostly_chat_then_emails_forms_and_quoted_replies(path: Path, kind_prefix: str) -> None:
    these = rows(path)
    checks.check_styles(these, KINDS, chat_share=(0.45, 0.65))
    assert all(
        re.fullmatch(rf"{kind_prefix}{row['kind']}-\d\d", row["template_id"]) for row in these
    )


def test_spans_lie_inside_the_text_in_order_without_overlap_or_padding() -> None:
    checks.check_spans(rows(ADVERSARIAL))


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    checks.check_types(rows(ADVERSARIAL))


def test_card_and_iban_spans_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, min_card_length=15, min_iban_countries=4)
    assert any("\n" in v for v in span_values(adversarial, "CARD")), "a card across a line"
    assert any("\n" in v for v in span_values(adversarial, "IBAN")), "an IBAN across a line"
    assert any(v.startswith("br") for v in span_values(adversarial, "IBAN")), "a Brazilian IBAN"


def test_national_ids_carry_valid_check_digits() -> None:
    assert cpf_ok("529.982.247-25") and not cpf_ok("529.982.247-26"), "the CPF check can fail"
    ids = raw_values(rows(ADVERSARIAL), "SSN")
    cpfs = [v for v in ids if re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}", v)]
    dnis = [plain_digits(v) + v[-1] for v in ids if re.fullmatch(r"\d{8}-?[A-Z]", v)]
    nies = [v for v in ids if re.fullmatch(r"[XYZ]\d{7}[A-Z]", v)]
    sa_ids = [v for v in ids if re.fullmatch(r"\d{13}", v)]
    sins = [v for v in ids if re.fullmatch(r"\d{3}[ -]\d{3}[ -]\d{3}", v)]
    assert cpfs and all(cpf_ok(v) for v in cpfs), "a CPF fails mod 11"
    assert dnis and all(DNI_LETTERS[int(v[:8]) % 23] == v[-1] for v in dnis), "a DNI letter"
    assert nies and all(
        DNI_LETTERS[int(str("XYZ".index(v[0])) + v[1:8]) % 23] == v[-1] for v in nies
    ), "an NIE letter"
    assert sa_ids and all(luhn_ok(v) for v in sa_ids), "a South African ID fails Luhn"
    assert sins and all(luhn_ok(plain_digits(v)) for v in sins), "a SIN fails Luhn"


def test_device_and_sim_ids_pass_luhn() -> None:
    adversarial = rows(ADVERSARIAL)
    ids = {plain_digits(v) for v in raw_values(adversarial, "CUSTOMER_ID")}
    iccids = [v for v in ids if len(v) == 19 and v.startswith("89")]
    imeis = [
        plain_digits(row["text"][s["start"] : s["end"]])
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "CUSTOMER_ID"
        and "IMEI" in row["text"][max(0, s["start"] - 25) : s["start"]].upper()
    ]
    assert iccids and all(luhn_ok(v) for v in iccids), "an ICCID fails Luhn"
    assert imeis and all(len(v) == 15 and luhn_ok(v) for v in imeis), "an IMEI fails Luhn"


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    persons = raw_values(adversarial, "PERSON")
    assert any(p == p.lower() and " " in p for p in persons), "lower-case full names"
    assert any(p.isupper() and len(p) > 3 for p in persons), "surnames in capitals"
    assert any(re.fullmatch(r"\w\. [\w' -]+", p) for p in persons), "an initial and a surname"
    assert any(re.fullmatch(r"(\w ){5}\w", p) for p in raw_values(adversarial, "CUSTOMER_ID"))
    assert name_words({p.casefold() for p in persons}) >= NAMES_ALSO_WORDS, "word-like names"
    emails = span_values(adversarial, "EMAIL")
    for cue in ("(at)", " at ", " arobase ", " klammeraffe ", "{at}", " @ "):
        assert any(cue in e for e in emails), f"an email obfuscated with {cue!r}"
    addresses = raw_values(adversarial, "ADDRESS")
    postcodes = raw_values(adversarial, "POSTCODE")
    assert any("straße" in a.lower() for a in addresses), "a German street"
    assert any(" rue " in f" {a.casefold()}" for a in addresses), "a French street"
    assert any("col." in a.casefold() for a in addresses), "a Mexican colonia"
    assert any("near " in a or "opp. " in a for a in addresses), "an Indian landmark"
    assert any(re.fullmatch(r"\d{5}-\d{3}", p) for p in postcodes), "a Brazilian CEP"
    assert any(re.fullmatch(r"\d{3}-\d{4}", p) for p in postcodes), "a Japanese postcode"
    assert any(re.fullmatch(r"\d{6}", p) for p in postcodes), "an Indian PIN code"
    assert len([a for a in addresses if "\n" in a]) >= 5, "addresses over several lines"
    texts = "\n".join(row["text"] for row in adversarial)
    for greeting in ("Mit freundlichen Grüßen", "Cordialement", "Salamat po", "sawubona"):
        assert greeting in texts, greeting
    assert "LPA:1$" in "".join(span_values(adversarial, "SECRET")).upper(), "an eSIM code"
    assert sum(len(row["spans"]) >= 3 for row in adversarial) >= 60, "several ids in a message"


def test_benign_messages_hold_no_personal_data_look() -> None:
    benign = rows(BENIGN)
    checks.check_benign_look(
        benign, postcodes=True, names_from=rows(ADVERSARIAL), names_allowed=NAMES_ALSO_WORDS
    )
    text = " ".join(row["text"] for row in benign).casefold()
    assert checks.used(NAMES_ALSO_WORDS, text) == NAMES_ALSO_WORDS, "word-like names as words"


def test_the_sixth_sets_share_nothing_with_the_twelve_earlier_files() -> None:
    checks.check_nothing_shared(
        rows(ADVERSARIAL),
        rows(BENIGN),
        EARLIER_ADVERSARIAL,
        EARLIER_BENIGN,
        entities=("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET"),
        name_words_allowed=SHARED_NAME_WORDS,
    )
