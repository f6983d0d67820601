"""The sealed held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, offsets, types, check digits, styles, and that
`make_sealed.py` writes exactly the committed files and shares nothing with the ten earlier
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
)

GENERATOR = DATA / "make_sealed.py"
ADVERSARIAL = DATA / "adversarial_pii_sealed.jsonl"
BENIGN = DATA / "benign_support_sealed.jsonl"
SUFFIXES = ("", "_fresh", "_blind", "_final", "_last")
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

KINDS = {"chat", "email", "form", "quoted"}
# first names that are also everyday words, on purpose; earlier sets use them as words
WORD_LIKE_NAMES = {"faith", "joy"}


def test_the_helpers_can_fail() -> None:
    assert checks.UK_POSTCODE.search("near KY11 8PN")
    assert not checks.UK_POSTCODE.search("error PX-40")


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows"),
    [(ADVERSARIAL, ADVERSARIAL_KEYS, 250), (BENIGN, BENIGN_KEYS, 300)],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_and_only_the_heldout_split(
    path: Path, keys: set[str], min_rows: int
) -> None:
    these = rows(path)
    checks.check_format(these, keys, min_rows=min_rows, min_templates=80, prefix="sealed-")
    per_template: dict[str, int] = {}
    for row in these:
        per_template[row["template_id"]] = per_template.get(row["template_id"], 0) + 1
    assert max(per_template.values()) <= 3, "a skeleton filled more than three times"


@pytest.mark.parametrize("path", [ADVERSARIAL, BENIGN], ids=["adversarial", "benign"])
def test_mostly_chat_then_emails_forms_and_quoted_replies(path: Path) -> None:
    these = rows(path)
    checks.check_styles(these, KINDS, chat_share=(0.5, 0.7))
    assert all(row["template_id"].split("-")[2] == row["kind"] for row in these)


def test_spans_lie_inside_the_text_in_order_without_overlap_or_padding() -> None:
    checks.check_spans(rows(ADVERSARIAL))


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    checks.check_types(rows(ADVERSARIAL))


def test_card_and_iban_spans_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, min_card_length=15, min_iban_countries=5)
    cards = span_values(adversarial, "CARD")
    assert any("\n" in v for v in cards), "a card broken across a line"


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    raw_persons = {
        row["text"][s["start"] : s["end"]]
        for row in adversarial
        for s in row["spans"]
        if s["type"] == "PERSON"
    }
    assert any(p == p.lower() and " " in p for p in raw_persons), "lower-case full names"
    assert any(re.fullmatch(r"\w\. [\w -]+", p) for p in raw_persons), "an initial and a surname"
    assert {"blossom", "faith", "joy", "honor", "clover", "lark"} <= name_words(
        {p.casefold() for p in raw_persons}
    ), "first names that are everyday words"
    assert any(" at " in v and " dot " in v for v in span_values(adversarial, "EMAIL"))
    assert any("[at]" in v for v in span_values(adversarial, "EMAIL"))
    assert len([v for v in span_values(adversarial, "ADDRESS") if "\n" in v]) >= 5
    assert any(len(row["spans"]) >= 3 for row in adversarial), "several identifiers in one message"


def test_benign_messages_hold_no_personal_data_look() -> None:
    checks.check_benign_look(rows(BENIGN), postcodes=True, names_from=rows(ADVERSARIAL))


def test_the_sealed_sets_share_nothing_with_the_ten_earlier_files() -> None:
    checks.check_nothing_shared(
        rows(ADVERSARIAL),
        rows(BENIGN),
        EARLIER_ADVERSARIAL,
        EARLIER_BENIGN,
        entities=("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET"),
        name_words_allowed=WORD_LIKE_NAMES,
    )
