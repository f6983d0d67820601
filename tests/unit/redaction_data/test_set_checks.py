"""The shared checks of set_checks.py can fail: their helpers reject bad values, and a check
run on a corrupted copy of a committed set raises."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.unit.redaction_data import set_checks as checks
from tests.unit.redaction_data.set_checks import DATA, Row, rows

SEALED = DATA / "adversarial_pii_sealed.jsonl"
SEALED_BENIGN = DATA / "benign_support_sealed.jsonl"


def _corrupted_copy(tmp_path: Path, source: Path, corrupt: Callable[[Row], bool]) -> list[Row]:
    """A copy of `source` in `tmp_path` whose first row matching `corrupt` is changed."""
    these = rows(source)
    assert any(corrupt(row) for row in these), "nothing to corrupt"
    copy = tmp_path / source.name
    copy.write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in these), encoding="utf-8"
    )
    return rows(copy)


def test_the_helpers_can_fail() -> None:
    assert checks.spoken_digits("oh seven double four, triple nine") == "0744999"
    assert checks.spoken_digits("four oh double seven") == "4077"
    assert not checks.luhn_ok("4111111111111112")
    assert checks.luhn_ok("4111111111111111")
    assert not checks.iban_ok("GB82 WEST 1234 5698 7654 33")
    assert checks.iban_ok("GB82 WEST 1234 5698 7654 32")
    assert checks.used({"reed"}, "mr reed here") and not checks.used({"reed"}, "reeds")
    assert checks.used({"dawn"}, "hi dawn here") and not checks.used({"dawn"}, "dawning")


def test_the_committed_sets_pass_the_span_and_check_digit_checks() -> None:
    checks.check_spans(rows(SEALED))
    checks.check_cards_and_ibans(rows(SEALED), min_card_length=15)


def test_a_padded_span_fails_the_span_check(tmp_path: Path) -> None:
    def pad(row: Row) -> bool:
        span = row["spans"][0]
        if span["start"] == 0 or row["text"][span["start"] - 1] != " ":
            return False
        span["start"] -= 1  # now it takes the space before it
        return True

    with pytest.raises(AssertionError, match="padding"):
        checks.check_spans(_corrupted_copy(tmp_path, SEALED, pad))


def test_a_wrong_card_digit_fails_the_luhn_check(tmp_path: Path) -> None:
    def break_card(row: Row) -> bool:
        for span in row["spans"]:
            value = row["text"][span["start"] : span["end"]]
            if span["type"] == "CARD" and value[-1].isdigit():
                wrong = str((int(value[-1]) + 1) % 10)
                row["text"] = row["text"][: span["end"] - 1] + wrong + row["text"][span["end"] :]
                return True
        return False

    with pytest.raises(AssertionError, match="Luhn"):
        checks.check_cards_and_ibans(_corrupted_copy(tmp_path, SEALED, break_card))


def test_an_at_sign_fails_the_benign_check(tmp_path: Path) -> None:
    def add_at(row: Row) -> bool:
        row["text"] += " @"
        return True

    with pytest.raises(AssertionError):
        checks.check_benign_look(_corrupted_copy(tmp_path, SEALED_BENIGN, add_at))


def test_a_multi_line_chat_message_fails_the_style_check() -> None:
    these = rows(SEALED)
    checks.check_styles(these, {"chat", "email", "form", "quoted"}, chat_share=(0.5, 0.7))
    chat = next(row for row in these if row["kind"] == "chat")
    chat["text"] += "\nsent from my phone"
    with pytest.raises(AssertionError):
        checks.check_styles(these, {"chat", "email", "form", "quoted"}, chat_share=(0.5, 0.7))
