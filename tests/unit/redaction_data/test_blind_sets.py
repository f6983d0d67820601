"""The blind held-out redaction sets are well formed, reproducible and new.

They are checked as data: offsets, types, sizes, check digits (also on numbers spoken as
words), and that `make_blind.py` writes exactly the committed files. Nothing here runs the
redactor on them. The checks all sets share are in set_checks.py.
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
    rows,
    span_values,
    spoken_digits,
)

GENERATOR = DATA / "make_blind.py"
ADVERSARIAL = DATA / "adversarial_pii_blind.jsonl"
BENIGN = DATA / "benign_support_blind.jsonl"
EARLIER_ADVERSARIAL = (DATA / "adversarial_pii.jsonl", DATA / "adversarial_pii_fresh.jsonl")
EARLIER_BENIGN = (DATA / "benign_support.jsonl", DATA / "benign_support_fresh.jsonl")


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates"),
    [(ADVERSARIAL, ADVERSARIAL_KEYS, 300, 100), (BENIGN, BENIGN_KEYS, 350, 120)],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_and_only_the_heldout_split(
    path: Path, keys: set[str], min_rows: int, min_templates: int
) -> None:
    checks.check_format(
        rows(path), keys, min_rows=min_rows, min_templates=min_templates, prefix="blind-"
    )


def test_the_styles_are_long_and_multi_line() -> None:
    all_rows = rows(ADVERSARIAL) + rows(BENIGN)
    multi_line = [row for row in all_rows if "\n" in row["text"]]
    assert len(multi_line) >= len(all_rows) // 2
    kinds = {row["kind"] for row in all_rows}
    for kind in ("email", "web_form", "chat_transcript", "voice_transcript", "quoted_reply"):
        assert any(k.startswith(kind) for k in kinds), kind


def test_spans_lie_inside_the_text_in_order_without_overlap_or_padding() -> None:
    checks.check_spans(rows(ADVERSARIAL))


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    checks.check_types(rows(ADVERSARIAL))


def test_card_and_iban_spans_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, read=spoken_digits)
    spoken = [v for v in span_values(adversarial, "CARD") if not re.search(r"\d", v)]
    assert spoken, "some cards are read out as words"


def test_spoken_identifiers_are_words_only() -> None:
    """A value spelled out as words carries no digit, so a digit rule alone cannot find it."""
    voice = [row for row in rows(ADVERSARIAL) if row["kind"] == "voice_transcript"]
    assert len(voice) >= 30
    numeric = {"PHONE", "CARD", "SSN", "BANK_ACCOUNT", "SECRET", "POSTCODE", "CUSTOMER_ID"}
    for row in voice:
        for span in row["spans"]:
            if span["type"] in numeric:
                value = row["text"][span["start"] : span["end"]]
                assert not re.search(r"\d", value), (value, row["template_id"])


def test_benign_messages_hold_no_at_sign_or_long_digit_run() -> None:
    checks.check_benign_look(rows(BENIGN))


def test_the_blind_sets_share_nothing_with_the_earlier_sets() -> None:
    checks.check_nothing_shared(
        rows(ADVERSARIAL),
        rows(BENIGN),
        EARLIER_ADVERSARIAL,
        EARLIER_BENIGN,
        entities=("PERSON", "EMAIL", "ADDRESS", "SECRET", "PHONE", "CARD", "IBAN"),
        name_words_allowed={"hyphen", "space"},  # said while spelling a name out
    )
