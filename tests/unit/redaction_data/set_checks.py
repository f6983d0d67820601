"""The checks every held-out redaction set shares (fresh, blind, final, last, sealed), as plain
functions over the rows or paths: format and size, spans, types, check digits, benign messages
without a personal-data look, nothing shared with earlier sets, and that the generator writes
exactly the committed files. Each set's test module calls them and keeps only what is its own.

Every check asserts, so a corrupted file fails it (test_set_checks.py proves a few do).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parents[3] / "benchmarks" / "data" / "redaction"

ALLOWED_TYPES = {
    "PERSON", "EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP", "ADDRESS", "POSTCODE",
    "DATE_OF_BIRTH", "BANK_ACCOUNT", "SECRET", "CUSTOMER_ID", "TRACKING",
}  # fmt: skip
ADVERSARIAL_KEYS = {"text", "spans", "template_id", "kind", "split"}
BENIGN_KEYS = {"text", "template_id", "kind", "split"}
LONG_DIGIT_RUN = re.compile(r"\d{5,}")
UK_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", re.IGNORECASE)
SPOKEN = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4",
    "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip

Row = dict[str, Any]


# --------------------------------------------------------------------------- helpers


def rows(path: Path) -> list[Row]:
    with path.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def rows_of(paths: Iterable[Path]) -> list[Row]:
    return [row for path in paths for row in rows(path)]


def span_values(rows: list[Row], entity: str) -> set[str]:
    return {
        row["text"][span["start"] : span["end"]].casefold()
        for row in rows
        for span in row["spans"]
        if span["type"] == entity
    }


def plain_digits(value: str) -> str:
    return re.sub(r"\D", "", value)


def spoken_digits(value: str) -> str:
    """The digits of a value, read from words when it is spoken ('double seven' -> '77')."""
    if re.search(r"\d", value):
        return plain_digits(value)
    out: list[str] = []
    repeat = 1
    for word in re.findall(r"[a-z]+", value.casefold()):
        if word in ("double", "triple"):
            repeat = 2 if word == "double" else 3
        elif word in SPOKEN:
            out.append(SPOKEN[word] * repeat)
            repeat = 1
    return "".join(out)


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def iban_ok(value: str) -> bool:
    raw = re.sub(r"[^0-9A-Za-z]", "", value).upper()
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


def name_words(values: set[str]) -> set[str]:
    return {word for value in values for word in re.findall(r"[^\W\d_]{3,}", value)}


def used(words: set[str], text: str) -> set[str]:
    """The words of `words` that occur in `text` as whole words."""
    return {w for w in words if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text)}


# --------------------------------------------------------------------------- checks


def check_generator_writes(generator: Path, out_dir: Path, committed: Iterable[Path]) -> None:
    """Running `generator` into `out_dir` writes each committed file byte for byte."""
    subprocess.run(
        [sys.executable, str(generator), "--out-dir", str(out_dir)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    for path in committed:
        assert (out_dir / path.name).read_bytes() == path.read_bytes(), path.name


def check_format(
    rows: list[Row],
    keys: set[str],
    *,
    min_rows: int,
    min_templates: int,
    prefix: str | None = None,
) -> None:
    """Exactly `keys`, only the heldout split, no empty field, the size, no repeated text."""
    assert all(set(row) == keys for row in rows)
    assert {row["split"] for row in rows} == {"heldout"}
    assert all(row["text"] and row["template_id"] and row["kind"] for row in rows)
    if prefix is not None:
        assert all(row["template_id"].startswith(prefix) for row in rows)
    assert len(rows) >= min_rows
    assert len({row["template_id"] for row in rows}) >= min_templates
    assert len({row["text"] for row in rows}) == len(rows), "a message is repeated"


def check_styles(rows: list[Row], kinds: set[str], *, chat_share: tuple[float, float]) -> None:
    """Exactly `kinds`; chat messages are one line, every other kind has several; and chat is
    between the two fractions of all messages."""
    assert {row["kind"] for row in rows} == kinds
    chat = [row for row in rows if row["kind"] == "chat"]
    assert all("\n" not in row["text"] for row in chat)
    assert all("\n" in row["text"] for row in rows if row["kind"] != "chat")
    low, high = chat_share
    assert low <= len(chat) / len(rows) <= high, f"one-line chat is not {low:.0%} to {high:.0%}"


def check_kinds(
    rows: list[Row], *, prefix: str, kinds: set[str], one_line: set[str], most_renders: int = 3
) -> None:
    """Every skeleton rendered at most `most_renders` times under ``{prefix}-{kind}-NN``;
    exactly `kinds`, none under a tenth of the rows; the one-line kinds without a line break
    and the others with one; a voice transcript in lower case without punctuation."""
    per_template = Counter(row["template_id"] for row in rows)
    assert max(per_template.values()) <= most_renders, "a skeleton filled more than three times"
    assert all(re.fullmatch(rf"{prefix}-{row['kind']}-\d\d", row["template_id"]) for row in rows)
    counted = Counter(row["kind"] for row in rows)
    assert set(counted) == kinds
    assert all(n >= 0.1 * len(rows) for n in counted.values()), f"a kind is rare: {counted}"
    for row in rows:
        text = row["text"]
        assert ("\n" in text) == (row["kind"] not in one_line), text
        if row["kind"] == "voice":
            assert text == text.lower() and not re.search(r"[^\w\s']", text), text


def check_set_file(
    path: Path,
    keys: set[str],
    *,
    min_rows: int,
    min_templates: int,
    prefix: str,
    kinds: set[str],
    one_line: set[str],
    counts: dict[str, int],
    renders: int = 3,
) -> None:
    """The file ends in a line break and has no carriage return; its rows pass `check_format`
    and `check_kinds`; every skeleton is rendered exactly `renders` times; and each kind has
    its number of rows in `counts`."""
    raw = path.read_bytes()
    assert raw.endswith(b"\n") and b"\r" not in raw
    these = rows(path)
    check_format(these, keys, min_rows=min_rows, min_templates=min_templates, prefix=prefix)
    check_kinds(these, prefix=prefix, kinds=kinds, one_line=one_line, most_renders=renders)
    templates = Counter(row["template_id"] for row in these)
    assert set(templates.values()) == {renders}, f"{renders} renders of every skeleton"
    assert dict(Counter(row["kind"] for row in these)) == counts


def check_span_bounds(
    rows: list[Row], *, first_not: str, last_not: str, may_touch: Callable[[str, str], bool]
) -> None:
    """Every message has spans, integer offsets inside the text, in order, without overlap or
    padding; no value starts with a character of `first_not` or ends with one of `last_not`,
    and one that opens a bracket closes it; a value stops at a word edge unless
    `may_touch(outside, inside)` allows it, `outside` being the letter or digit next to the
    span and `inside` the value's own at that end."""
    for row in rows:
        text, spans = row["text"], row["spans"]
        assert spans, row["template_id"]
        end = 0
        for span in spans:
            assert set(span) == {"start", "end", "type"}
            start, stop = span["start"], span["end"]
            assert isinstance(start, int) and isinstance(stop, int)
            assert end <= start < stop <= len(text), (span, row["template_id"])
            value = text[start:stop]
            assert value == value.strip(), (span, row["template_id"])
            assert value[0] not in first_not and value[-1] not in last_not, (
                span,
                row["template_id"],
            )
            assert value[0] != "(" or ")" in value, (span, row["template_id"])
            if stop < len(text) and text[stop].isalnum() and value[-1].isalnum():
                assert may_touch(text[stop], value[-1]), (span, row["template_id"])
            if start > 0 and text[start - 1].isalnum() and value[0].isalnum():
                assert may_touch(text[start - 1], value[0]), (span, row["template_id"])
            end = stop


def check_span_edges(rows: list[Row]) -> None:
    """No span ends in punctuation or starts with a quote or bracket (a phone may start with
    its bracket)."""
    for row in rows:
        for span in row["spans"]:
            value = row["text"][span["start"] : span["end"]]
            assert value[-1] not in ",.;:!?)'\"", f"{span} ends in punctuation: {value!r}"
            lead = "\"'<>" if span["type"] == "PHONE" else "(\"'<>"
            assert value[0] not in lead, f"{span} starts with punctuation: {value!r}"


def check_spans(rows: list[Row]) -> None:
    """Every message has spans, inside the text, in order, without overlap or padding."""
    for row in rows:
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


def check_types(rows: list[Row]) -> None:
    """Every allowed type is labelled, and no other."""
    assert {span["type"] for row in rows for span in row["spans"]} == ALLOWED_TYPES


def check_cards_and_ibans(
    rows: list[Row],
    *,
    read: Callable[[str], str] = plain_digits,
    min_card_length: int = 13,
    skip_short_cards: bool = False,
    min_iban_countries: int = 1,
) -> None:
    """Card spans (read with `read`) are at least `min_card_length` digits, unless short ones
    are skipped (a card's last four), and pass Luhn; IBAN spans pass mod-97 and come from at
    least `min_iban_countries` countries."""
    cards = [read(v) for v in span_values(rows, "CARD")]
    if skip_short_cards:
        cards = [c for c in cards if len(c) >= min_card_length]
    assert cards, "no whole card"
    assert all(len(c) >= min_card_length for c in cards), "a card is not whole"
    assert all(luhn_ok(c) for c in cards), "a card fails Luhn"
    ibans = span_values(rows, "IBAN")
    assert ibans and all(iban_ok(v) for v in ibans), "an IBAN fails mod-97"
    countries = {re.sub(r"\W", "", v)[:2] for v in ibans}
    assert len(countries) >= min_iban_countries, "IBANs of several countries"


def check_benign_look(
    benign: list[Row],
    *,
    postcodes: bool = False,
    names_from: list[Row] | None = None,
    names_allowed: Collection[str] = (),
) -> None:
    """No benign message holds an @, a run of five digits or (with `postcodes`) a UK postcode;
    with `names_from`, none uses a word of a PERSON value there (but `names_allowed`)."""
    offenders = [
        row["text"]
        for row in benign
        if "@" in row["text"]
        or LONG_DIGIT_RUN.search(row["text"])
        or (postcodes and UK_POSTCODE.search(row["text"]))
    ]
    assert offenders == []
    if names_from is not None:
        names = name_words(span_values(names_from, "PERSON")) - set(names_allowed)
        found = used(names, " ".join(row["text"] for row in benign).casefold())
        assert not found, f"person names in benign messages: {sorted(found)}"


def check_nothing_shared(
    adversarial: list[Row],
    benign: list[Row],
    earlier_adversarial: Iterable[Path],
    earlier_benign: Iterable[Path],
    *,
    entities: Iterable[str],
    persons_allowed: Collection[str] = (),
    name_words_allowed: Collection[str] | None = None,
) -> None:
    """No text, no value of `entities` (but PERSON values in `persons_allowed`) and no template
    id is shared with the earlier files; with `name_words_allowed`, no word of a PERSON value
    (but those) occurs in an earlier text."""
    earlier = rows_of(earlier_adversarial)
    earlier_ben = rows_of(earlier_benign)
    texts = {r["text"] for r in adversarial} | {r["text"] for r in benign}
    earlier_texts = {r["text"] for r in earlier} | {r["text"] for r in earlier_ben}
    assert texts.isdisjoint(earlier_texts)
    for entity in entities:
        shared = span_values(adversarial, entity) & span_values(earlier, entity)
        if entity == "PERSON":
            shared -= set(persons_allowed)
        assert not shared, f"{entity} values re-used from an earlier set: {sorted(shared)}"
    if name_words_allowed is not None:
        names = name_words(span_values(adversarial, "PERSON")) - set(name_words_allowed)
        reused = used(names, " ".join(earlier_texts).casefold())
        assert not reused, f"name words re-used from an earlier set: {sorted(reused)}"
    ids = {r["template_id"] for r in adversarial} | {r["template_id"] for r in benign}
    earlier_ids = {r["template_id"] for r in earlier} | {r["template_id"] for r in earlier_ben}
    assert ids.isdisjoint(earlier_ids)
