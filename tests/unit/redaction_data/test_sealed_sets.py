"""The sealed held-out redaction sets are well formed, reproducible and new.

They are checked as data only: format, sizes, offsets, types, check digits, styles, and that
`make_sealed.py` writes exactly the committed files and shares nothing with the ten earlier
files. Nothing here runs the redactor on them: they are a blind measure, run once.
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
GENERATOR = DATA / "make_sealed.py"
ADVERSARIAL = DATA / "adversarial_pii_sealed.jsonl"
BENIGN = DATA / "benign_support_sealed.jsonl"
SUFFIXES = ("", "_fresh", "_blind", "_final", "_last")
EARLIER_ADVERSARIAL = tuple(DATA / f"adversarial_pii{suffix}.jsonl" for suffix in SUFFIXES)
EARLIER_BENIGN = tuple(DATA / f"benign_support{suffix}.jsonl" for suffix in SUFFIXES)

ALLOWED_TYPES = {
    "PERSON", "EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP", "ADDRESS", "POSTCODE",
    "DATE_OF_BIRTH", "BANK_ACCOUNT", "SECRET", "CUSTOMER_ID", "TRACKING",
}  # fmt: skip
KINDS = {"chat", "email", "form", "quoted"}
# first names that are also everyday words, on purpose; earlier sets use them as words
WORD_LIKE_NAMES = {"faith", "joy"}
ADVERSARIAL_KEYS = {"text", "spans", "template_id", "kind", "split"}
BENIGN_KEYS = {"text", "template_id", "kind", "split"}
LONG_DIGIT_RUN = re.compile(r"\d{5,}")
UK_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", re.IGNORECASE)


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


def _name_words(values: set[str]) -> set[str]:
    return {word for value in values for word in re.findall(r"[^\W\d_]{3,}", value)}


def _used(words: set[str], text: str) -> set[str]:
    return {w for w in words if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text)}


def test_the_helpers_can_fail() -> None:
    assert not _luhn_ok("4111111111111112")
    assert _luhn_ok("4111111111111111")
    assert not _iban_ok("GB82 WEST 1234 5698 7654 33")
    assert _iban_ok("GB82 WEST 1234 5698 7654 32")
    assert UK_POSTCODE.search("near KY11 8PN") and not UK_POSTCODE.search("error PX-40")
    assert _used({"dawn"}, "hi dawn here") and not _used({"dawn"}, "dawning")


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
    ("path", "keys", "min_rows"),
    [(ADVERSARIAL, ADVERSARIAL_KEYS, 250), (BENIGN, BENIGN_KEYS, 300)],
    ids=["adversarial", "benign"],
)
def test_rows_have_the_format_the_size_and_only_the_heldout_split(
    path: Path, keys: set[str], min_rows: int
) -> None:
    rows = _rows(path)
    assert all(set(row) == keys for row in rows)
    assert {row["split"] for row in rows} == {"heldout"}
    assert all(row["text"] and row["template_id"] and row["kind"] for row in rows)
    assert all(row["template_id"].startswith("sealed-") for row in rows)
    assert len(rows) >= min_rows
    assert len({row["template_id"] for row in rows}) >= 80
    per_template: dict[str, int] = {}
    for row in rows:
        per_template[row["template_id"]] = per_template.get(row["template_id"], 0) + 1
    assert max(per_template.values()) <= 3, "a skeleton filled more than three times"
    assert len({row["text"] for row in rows}) == len(rows), "a message is repeated"


@pytest.mark.parametrize("path", [ADVERSARIAL, BENIGN], ids=["adversarial", "benign"])
def test_mostly_chat_then_emails_forms_and_quoted_replies(path: Path) -> None:
    rows = _rows(path)
    assert {row["kind"] for row in rows} == KINDS
    chat = [row for row in rows if row["kind"] == "chat"]
    assert all("\n" not in row["text"] for row in chat)
    assert all("\n" in row["text"] for row in rows if row["kind"] != "chat")
    assert 0.5 <= len(chat) / len(rows) <= 0.7
    assert all(row["template_id"].split("-")[2] == row["kind"] for row in rows)


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
    assert cards and all(len(c) >= 15 and _luhn_ok(c) for c in cards)
    assert any("\n" in v for v in _span_values(rows, "CARD")), "a card broken across a line"
    ibans = _span_values(rows, "IBAN")
    assert ibans and all(_iban_ok(v) for v in ibans)
    assert len({re.sub(r"\W", "", v)[:2] for v in ibans}) >= 5, "IBANs of several countries"


def test_the_hard_cases_asked_for_are_there() -> None:
    rows = _rows(ADVERSARIAL)
    raw_persons = {
        row["text"][s["start"] : s["end"]]
        for row in rows
        for s in row["spans"]
        if s["type"] == "PERSON"
    }
    assert any(p == p.lower() and " " in p for p in raw_persons), "lower-case full names"
    assert any(re.fullmatch(r"\w\. [\w -]+", p) for p in raw_persons), "an initial and a surname"
    assert {"blossom", "faith", "joy", "honor", "clover", "lark"} <= _name_words(
        {p.casefold() for p in raw_persons}
    ), "first names that are everyday words"
    assert any(" at " in v and " dot " in v for v in _span_values(rows, "EMAIL"))
    assert any("[at]" in v for v in _span_values(rows, "EMAIL"))
    assert len([v for v in _span_values(rows, "ADDRESS") if "\n" in v]) >= 5
    assert any(len(row["spans"]) >= 3 for row in rows), "several identifiers in one message"


def test_benign_messages_hold_no_personal_data_look() -> None:
    benign = _rows(BENIGN)
    offenders = [
        row["text"]
        for row in benign
        if "@" in row["text"]
        or LONG_DIGIT_RUN.search(row["text"])
        or UK_POSTCODE.search(row["text"])
    ]
    assert offenders == []
    names = _name_words(_span_values(_rows(ADVERSARIAL), "PERSON"))
    used = _used(names, " ".join(row["text"] for row in benign).casefold())
    assert not used, f"person names in benign messages: {sorted(used)}"


def test_the_sealed_sets_share_nothing_with_the_ten_earlier_files() -> None:
    sealed, benign = _rows(ADVERSARIAL), _rows(BENIGN)
    earlier = [row for path in EARLIER_ADVERSARIAL for row in _rows(path)]
    earlier_benign = [row for path in EARLIER_BENIGN for row in _rows(path)]
    sealed_texts = {r["text"] for r in sealed} | {r["text"] for r in benign}
    earlier_texts = {r["text"] for r in earlier} | {r["text"] for r in earlier_benign}
    assert sealed_texts.isdisjoint(earlier_texts)
    for entity in ("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET"):
        shared = _span_values(sealed, entity) & _span_values(earlier, entity)
        assert not shared, f"{entity} values re-used from an earlier set: {sorted(shared)}"
    names = _name_words(_span_values(sealed, "PERSON")) - WORD_LIKE_NAMES
    reused = _used(names, " ".join(earlier_texts).casefold())
    assert not reused, f"name words re-used from an earlier set: {sorted(reused)}"
    sealed_ids = {r["template_id"] for r in sealed} | {r["template_id"] for r in benign}
    earlier_ids = {r["template_id"] for r in earlier} | {r["template_id"] for r in earlier_benign}
    assert sealed_ids.isdisjoint(earlier_ids)
