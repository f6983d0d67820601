"""The last held-out redaction sets are well formed, reproducible and new.

They are checked as data only: offsets, types, sizes, check digits, styles, and that
`make_last.py` writes exactly the committed files and shares nothing with the eight earlier
files. Nothing here runs the redactor on them: they are a blind measure, run once. The checks
all sets share are in set_checks.py.
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
    name_words,
    rows,
    span_values,
    spoken_digits,
)

GENERATOR = DATA / "make_last.py"
ADVERSARIAL = DATA / "adversarial_pii_last.jsonl"
BENIGN = DATA / "benign_support_last.jsonl"
EARLIER_ADVERSARIAL = tuple(
    DATA / f"adversarial_pii{suffix}.jsonl" for suffix in ("", "_fresh", "_blind", "_final")
)
EARLIER_BENIGN = tuple(
    DATA / f"benign_support{suffix}.jsonl" for suffix in ("", "_fresh", "_blind", "_final")
)

# first names that are also words or places, on purpose; earlier sets use them as words
WORD_LIKE_NAMES = {"sunny", "georgia", "ivy"}
KINDS = {"chat", "email", "form", "transcript", "quoted"}
DOMAINS = {
    "retail", "food", "ride", "gaming", "appstore", "saas", "bank", "insurance", "travel",
    "utilities", "health", "rental", "education",
}  # fmt: skip


def test_the_helpers_can_fail() -> None:
    assert spoken_digits("four oh double seven") == "4077"
    assert checks.UK_POSTCODE.search("near KY11 8PN")
    assert not checks.UK_POSTCODE.search("error CE-3420")


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates"),
    [(ADVERSARIAL, ADVERSARIAL_KEYS, 250, 50), (BENIGN, BENIGN_KEYS, 300, 45)],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_and_only_the_heldout_split(
    path: Path, keys: set[str], min_rows: int, min_templates: int
) -> None:
    checks.check_format(
        rows(path), keys, min_rows=min_rows, min_templates=min_templates, prefix="last-"
    )


@pytest.mark.parametrize("path", [ADVERSARIAL, BENIGN], ids=["adversarial", "benign"])
def test_styles_are_mostly_chat_then_emails_and_forms_then_transcripts(path: Path) -> None:
    these = rows(path)
    checks.check_styles(these, KINDS, chat_share=(0.55, 0.67))  # about 60 % one-line chat
    mail = [row for row in these if row["kind"] in ("email", "form")]
    talk = [row for row in these if row["kind"] in ("transcript", "quoted")]
    assert 0.18 <= len(mail) / len(these) <= 0.30, "about 25 % emails and forms"
    assert 0.10 <= len(talk) / len(these) <= 0.20, "about 15 % transcripts and quoted replies"
    assert {row["template_id"].split("-")[2] for row in these} == DOMAINS


def test_spans_lie_inside_the_text_in_order_without_overlap_or_padding() -> None:
    checks.check_spans(rows(ADVERSARIAL))


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    checks.check_types(rows(ADVERSARIAL))


def test_card_and_iban_spans_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, read=spoken_digits, min_iban_countries=5)
    cards = span_values(adversarial, "CARD")
    assert any(not re.search(r"\d", v) for v in cards), "a spoken card"
    assert any("\n" in v for v in cards), "a card broken across a line"


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    persons = span_values(adversarial, "PERSON")
    assert name_words(persons) >= WORD_LIKE_NAMES
    assert any(re.fullmatch(r"\w\. [\w -]+", p) for p in persons), "an initial and a surname"
    assert any("-" in p for p in persons), "double-barrelled names"
    texts = [row["text"] for row in adversarial]
    raw_persons = {
        row["text"][s["start"] : s["end"]]
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "PERSON"
    }
    assert any(p == p.lower() and " " in p for p in raw_persons), "lower-case full names"
    assert any(" at " in v and " dot " in v for v in span_values(adversarial, "EMAIL"))
    assert any("[at]" in v for v in span_values(adversarial, "EMAIL"))
    phones = span_values(adversarial, "PHONE")
    for prefix in ("+44", "+91", "+49", "+55", "+27", "+52"):
        assert any(p.startswith(prefix) for p in phones), prefix
    assert len([v for v in span_values(adversarial, "ADDRESS") if "\n" in v]) >= 5
    assert len(span_values(adversarial, "DATE_OF_BIRTH")) >= 30
    assert any(re.search(r"\[\w+\]", t) for t in texts), "an id in brackets"


def test_spoken_identifiers_are_words_only() -> None:
    spoken = 0
    for row in rows(ADVERSARIAL):
        for span in row["spans"]:
            value = row["text"][span["start"] : span["end"]]
            if re.fullmatch(
                r"(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double) ?)+", value
            ):
                spoken += 1
                assert len(spoken_digits(value)) >= 6, value
    assert spoken >= 15


def test_benign_messages_hold_no_personal_data_look() -> None:
    checks.check_benign_look(rows(BENIGN), postcodes=True, names_from=rows(ADVERSARIAL))


def test_the_last_sets_share_nothing_with_the_eight_earlier_files() -> None:
    checks.check_nothing_shared(
        rows(ADVERSARIAL),
        rows(BENIGN),
        EARLIER_ADVERSARIAL,
        EARLIER_BENIGN,
        entities=("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET"),
        name_words_allowed=WORD_LIKE_NAMES,
    )
