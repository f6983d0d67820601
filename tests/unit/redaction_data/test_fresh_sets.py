"""The fresh held-out redaction sets are well formed, reproducible and new.

They are checked as data: offsets, types, sizes, check digits, and that `make_fresh.py`
writes exactly the committed files. Nothing here runs the redactor on them. The checks all
sets share are in set_checks.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.redaction_data import set_checks as checks
from tests.unit.redaction_data.set_checks import ADVERSARIAL_KEYS, BENIGN_KEYS, DATA, rows

GENERATOR = DATA / "make_fresh.py"
ADVERSARIAL = DATA / "adversarial_pii_fresh.jsonl"
BENIGN = DATA / "benign_support_fresh.jsonl"
FIRST_ADVERSARIAL = DATA / "adversarial_pii.jsonl"
FIRST_BENIGN = DATA / "benign_support.jsonl"


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    checks.check_generator_writes(GENERATOR, tmp_path, (ADVERSARIAL, BENIGN))


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates"),
    [(ADVERSARIAL, ADVERSARIAL_KEYS, 350, 120), (BENIGN, BENIGN_KEYS, 450, 150)],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_and_only_the_heldout_split(
    path: Path, keys: set[str], min_rows: int, min_templates: int
) -> None:
    checks.check_format(rows(path), keys, min_rows=min_rows, min_templates=min_templates)


def test_spans_lie_inside_the_text_in_order_without_overlap_or_padding() -> None:
    checks.check_spans(rows(ADVERSARIAL))


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    checks.check_types(rows(ADVERSARIAL))


def test_card_and_iban_spans_carry_valid_check_digits() -> None:
    checks.check_cards_and_ibans(rows(ADVERSARIAL), skip_short_cards=True)


def test_benign_messages_hold_no_at_sign_or_long_digit_run() -> None:
    checks.check_benign_look(rows(BENIGN))


def test_the_fresh_sets_share_no_message_or_personal_value_with_the_first_sets() -> None:
    checks.check_nothing_shared(
        rows(ADVERSARIAL),
        rows(BENIGN),
        [FIRST_ADVERSARIAL],
        [FIRST_BENIGN],
        entities=("PERSON", "EMAIL", "ADDRESS", "SECRET"),
    )
