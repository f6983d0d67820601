"""The fresh held-out redaction sets are well formed, reproducible and new.

They are checked as data: offsets, types, sizes, check digits, and that `make_fresh.py`
writes exactly the committed files. Nothing here runs the redactor on them.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).resolve().parents[3] / "benchmarks" / "data" / "redaction"
GENERATOR = DATA / "make_fresh.py"
ADVERSARIAL = DATA / "adversarial_pii_fresh.jsonl"
BENIGN = DATA / "benign_support_fresh.jsonl"
FIRST_ADVERSARIAL = DATA / "adversarial_pii.jsonl"
FIRST_BENIGN = DATA / "benign_support.jsonl"

ALLOWED_TYPES = {
    "PERSON", "EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP", "ADDRESS", "POSTCODE",
    "DATE_OF_BIRTH", "BANK_ACCOUNT", "SECRET", "CUSTOMER_ID", "TRACKING",
}  # fmt: skip
ADVERSARIAL_KEYS = {"text", "spans", "template_id", "kind", "split"}
BENIGN_KEYS = {"text", "template_id", "kind", "split"}
LONG_DIGIT_RUN = re.compile(r"\d{5,}")


def _rows(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def _span_values(rows: list[dict[str, Any]], entity: str) -> set[str]:
    return {
        row["text"][span["start"] : span["end"]].casefold()
        for row in rows
        for span in row["spans"]
        if span["type"] == entity
    }


def _luhn_ok(digits: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def _iban_ok(value: str) -> bool:
    raw = re.sub(r"[^0-9A-Za-z]", "", value).upper()
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


def test_the_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(GENERATOR), "--out-dir", str(tmp_path)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    for committed in (ADVERSARIAL, BENIGN):
        assert (tmp_path / committed.name).read_bytes() == committed.read_bytes(), committed.name


@pytest.mark.parametrize(
    ("path", "keys", "min_rows", "min_templates"),
    [(ADVERSARIAL, ADVERSARIAL_KEYS, 350, 120), (BENIGN, BENIGN_KEYS, 450, 150)],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_and_only_the_heldout_split(
    path: Path, keys: set[str], min_rows: int, min_templates: int
) -> None:
    rows = _rows(path)
    assert all(set(row) == keys for row in rows)
    assert {row["split"] for row in rows} == {"heldout"}
    assert all(row["text"] and row["template_id"] and row["kind"] for row in rows)
    assert len(rows) >= min_rows
    assert len({row["template_id"] for row in rows}) >= min_templates
    assert len({row["text"] for row in rows}) == len(rows), "a message is repeated"


def test_spans_lie_inside_the_text_in_order_without_overlap_or_padding() -> None:
    for row in _rows(ADVERSARIAL):
        text, spans = row["text"], row["spans"]
        assert spans, f"no personal data in {text!r}"
        previous_end = 0
        for span in spans:
            assert set(span) == {"start", "end", "type"}
            start, end = span["start"], span["end"]
            assert previous_end <= start < end <= len(text), (span, text)
            value = text[start:end]
            assert value == value.strip(), f"span {span} holds padding in {text!r}"
            previous_end = end


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    labelled = {span["type"] for row in _rows(ADVERSARIAL) for span in row["spans"]}
    assert labelled == ALLOWED_TYPES


def test_card_and_iban_spans_carry_valid_check_digits() -> None:
    rows = _rows(ADVERSARIAL)
    cards = [re.sub(r"\D", "", v) for v in _span_values(rows, "CARD")]
    full_cards = [c for c in cards if len(c) >= 13]
    assert full_cards and all(_luhn_ok(c) for c in full_cards)
    ibans = _span_values(rows, "IBAN")
    assert ibans and all(_iban_ok(v) for v in ibans)


def test_benign_messages_hold_no_at_sign_or_long_digit_run() -> None:
    offenders = [
        row["text"]
        for row in _rows(BENIGN)
        if "@" in row["text"] or LONG_DIGIT_RUN.search(row["text"])
    ]
    assert offenders == []


def test_the_fresh_sets_share_no_message_or_personal_value_with_the_first_sets() -> None:
    fresh, first = _rows(ADVERSARIAL), _rows(FIRST_ADVERSARIAL)
    fresh_texts = {r["text"] for r in fresh} | {r["text"] for r in _rows(BENIGN)}
    first_texts = {r["text"] for r in first} | {r["text"] for r in _rows(FIRST_BENIGN)}
    assert fresh_texts.isdisjoint(first_texts)
    for entity in ("PERSON", "EMAIL", "ADDRESS", "SECRET"):
        shared = _span_values(fresh, entity) & _span_values(first, entity)
        assert not shared, f"{entity} values re-used from the first set: {sorted(shared)}"
    fresh_ids = {r["template_id"] for r in fresh} | {r["template_id"] for r in _rows(BENIGN)}
    first_ids = {r["template_id"] for r in first} | {r["template_id"] for r in _rows(FIRST_BENIGN)}
    assert fresh_ids.isdisjoint(first_ids)
