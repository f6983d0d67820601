"""The blind held-out redaction sets are well formed, reproducible and new.

They are checked as data: offsets, types, sizes, check digits (also on numbers spoken as
words), and that `make_blind.py` writes exactly the committed files. Nothing here runs the
redactor on them.
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
GENERATOR = DATA / "make_blind.py"
ADVERSARIAL = DATA / "adversarial_pii_blind.jsonl"
BENIGN = DATA / "benign_support_blind.jsonl"
EARLIER_ADVERSARIAL = (DATA / "adversarial_pii.jsonl", DATA / "adversarial_pii_fresh.jsonl")
EARLIER_BENIGN = (DATA / "benign_support.jsonl", DATA / "benign_support_fresh.jsonl")

ALLOWED_TYPES = {
    "PERSON", "EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP", "ADDRESS", "POSTCODE",
    "DATE_OF_BIRTH", "BANK_ACCOUNT", "SECRET", "CUSTOMER_ID", "TRACKING",
}  # fmt: skip
ADVERSARIAL_KEYS = {"text", "spans", "template_id", "kind", "split"}
BENIGN_KEYS = {"text", "template_id", "kind", "split"}
LONG_DIGIT_RUN = re.compile(r"\d{5,}")
SPOKEN = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4",
    "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip


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


def _digits(value: str) -> str:
    """The digits of a value, read from words when it is spoken ('double seven' -> '77')."""
    if re.search(r"\d", value):
        return re.sub(r"\D", "", value)
    out: list[str] = []
    repeat = 1
    for word in re.findall(r"[a-z]+", value.casefold()):
        if word in ("double", "triple"):
            repeat = 2 if word == "double" else 3
        elif word in SPOKEN:
            out.append(SPOKEN[word] * repeat)
            repeat = 1
    return "".join(out)


def _luhn_ok(digits: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def _iban_ok(value: str) -> bool:
    raw = re.sub(r"[^0-9A-Za-z]", "", value).upper()
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


def test_the_helpers_can_fail() -> None:
    assert _digits("oh seven double four, triple nine") == "0744999"
    assert not _luhn_ok("4111111111111112")
    assert _luhn_ok("4111111111111111")
    assert not _iban_ok("GB82 WEST 1234 5698 7654 33")
    assert _iban_ok("GB82 WEST 1234 5698 7654 32")


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
    [(ADVERSARIAL, ADVERSARIAL_KEYS, 300, 100), (BENIGN, BENIGN_KEYS, 350, 120)],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_and_only_the_heldout_split(
    path: Path, keys: set[str], min_rows: int, min_templates: int
) -> None:
    rows = _rows(path)
    assert all(set(row) == keys for row in rows)
    assert {row["split"] for row in rows} == {"heldout"}
    assert all(row["text"] and row["template_id"] and row["kind"] for row in rows)
    assert all(row["template_id"].startswith("blind-") for row in rows)
    assert len(rows) >= min_rows
    assert len({row["template_id"] for row in rows}) >= min_templates
    assert len({row["text"] for row in rows}) == len(rows), "a message is repeated"


def test_the_styles_are_long_and_multi_line() -> None:
    rows = _rows(ADVERSARIAL) + _rows(BENIGN)
    multi_line = [row for row in rows if "\n" in row["text"]]
    assert len(multi_line) >= len(rows) // 2
    kinds = {row["kind"] for row in rows}
    for kind in ("email", "web_form", "chat_transcript", "voice_transcript", "quoted_reply"):
        assert any(k.startswith(kind) for k in kinds), kind


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
    cards = [_digits(v) for v in _span_values(rows, "CARD")]
    full_cards = [c for c in cards if len(c) >= 13]
    assert len(full_cards) == len(cards), "every card in this set is whole"
    assert all(_luhn_ok(c) for c in full_cards)
    spoken = [v for v in _span_values(rows, "CARD") if not re.search(r"\d", v)]
    assert spoken, "some cards are read out as words"
    ibans = _span_values(rows, "IBAN")
    assert ibans and all(_iban_ok(v) for v in ibans)


def test_spoken_identifiers_are_words_only() -> None:
    """A value spelled out as words carries no digit, so a digit rule alone cannot find it."""
    voice = [row for row in _rows(ADVERSARIAL) if row["kind"] == "voice_transcript"]
    assert len(voice) >= 30
    numeric = {"PHONE", "CARD", "SSN", "BANK_ACCOUNT", "SECRET", "POSTCODE", "CUSTOMER_ID"}
    for row in voice:
        for span in row["spans"]:
            if span["type"] in numeric:
                value = row["text"][span["start"] : span["end"]]
                assert not re.search(r"\d", value), (value, row["template_id"])


def test_benign_messages_hold_no_at_sign_or_long_digit_run() -> None:
    offenders = [
        row["text"]
        for row in _rows(BENIGN)
        if "@" in row["text"] or LONG_DIGIT_RUN.search(row["text"])
    ]
    assert offenders == []


def test_the_blind_sets_share_nothing_with_the_earlier_sets() -> None:
    blind, benign = _rows(ADVERSARIAL), _rows(BENIGN)
    earlier = [row for path in EARLIER_ADVERSARIAL for row in _rows(path)]
    earlier_benign = [row for path in EARLIER_BENIGN for row in _rows(path)]
    blind_texts = {r["text"] for r in blind} | {r["text"] for r in benign}
    earlier_texts = {r["text"] for r in earlier} | {r["text"] for r in earlier_benign}
    assert blind_texts.isdisjoint(earlier_texts)
    for entity in ("PERSON", "EMAIL", "ADDRESS", "SECRET", "PHONE", "CARD", "IBAN"):
        shared = _span_values(blind, entity) & _span_values(earlier, entity)
        assert not shared, f"{entity} values re-used from an earlier set: {sorted(shared)}"
    earlier_words = " ".join(earlier_texts).casefold()
    names = {
        word
        for value in _span_values(blind, "PERSON")
        for word in re.findall(r"[^\W\d_]{3,}", value)
        if word not in ("hyphen", "space")  # said while spelling a name out
    }
    reused = {n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", earlier_words)}
    assert not reused, f"name words re-used from an earlier set: {sorted(reused)}"
    blind_ids = {r["template_id"] for r in blind} | {r["template_id"] for r in benign}
    earlier_ids = {r["template_id"] for r in earlier} | {r["template_id"] for r in earlier_benign}
    assert blind_ids.isdisjoint(earlier_ids)
