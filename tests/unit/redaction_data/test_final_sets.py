"""The final held-out redaction sets are well formed, reproducible and new.

They are checked as data only: offsets, types, sizes, check digits, styles, and that
`make_final.py` writes exactly the committed files and shares nothing with the four earlier
sets. Nothing here runs the redactor on them: they are the last untouched measure. The checks
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

GENERATOR = DATA / "make_final.py"
ADVERSARIAL = DATA / "adversarial_pii_final.jsonl"
BENIGN = DATA / "benign_support_final.jsonl"
EARLIER_ADVERSARIAL = tuple(
    DATA / name
    for name in (
        "adversarial_pii.jsonl",
        "adversarial_pii_fresh.jsonl",
        "adversarial_pii_blind.jsonl",
    )
)
EARLIER_BENIGN = tuple(
    DATA / name
    for name in ("benign_support.jsonl", "benign_support_fresh.jsonl", "benign_support_blind.jsonl")
)

# first names that are also words or places, asked for on purpose as hard cases; they may
# occur in the earlier sets as words, and alone as a PERSON value
WORD_LIKE_NAMES = {"jordan", "paris", "brooke", "chase", "summer", "dallas", "hope", "will", "bill"}
KINDS = {"chat", "email", "form", "transcript"}


def test_the_helpers_can_fail() -> None:
    assert spoken_digits("four oh double seven") == "4077"
    assert checks.UK_POSTCODE.search("near YO11 1XW")
    assert not checks.UK_POSTCODE.search("flight BA 117")


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
        rows(path), keys, min_rows=min_rows, min_templates=min_templates, prefix="final-"
    )


@pytest.mark.parametrize("path", [ADVERSARIAL, BENIGN], ids=["adversarial", "benign"])
def test_styles_mix_one_line_chat_with_emails_forms_and_transcripts(path: Path) -> None:
    these = rows(path)
    checks.check_styles(these, KINDS, chat_share=(0.4, 0.75))  # about half one-line chat
    domains = {row["template_id"].split("-")[2] for row in these}
    assert len(domains) >= 12, domains


def test_spans_lie_inside_the_text_in_order_without_overlap_or_padding() -> None:
    checks.check_spans(rows(ADVERSARIAL))


def test_every_allowed_type_and_no_other_is_labelled() -> None:
    checks.check_types(rows(ADVERSARIAL))


def test_card_and_iban_spans_carry_valid_check_digits() -> None:
    adversarial = rows(ADVERSARIAL)
    checks.check_cards_and_ibans(adversarial, read=spoken_digits, min_iban_countries=6)
    cards = span_values(adversarial, "CARD")
    assert any(not re.search(r"\d", v) for v in cards), "a spoken card"
    assert any("\n" in v for v in cards), "a card broken across a line"


def test_the_hard_cases_asked_for_are_there() -> None:
    adversarial = rows(ADVERSARIAL)
    persons = span_values(adversarial, "PERSON")
    assert name_words(persons) >= WORD_LIKE_NAMES
    texts = [row["text"] for row in adversarial]
    assert any(re.search(r"SURNAME: [A-ZÀ-Ý' -]+\n", t) for t in texts)
    assert any(re.fullmatch(r"\w\. \w\. [\w -]+", p, re.UNICODE) for p in persons)
    assert any("-" in p for p in persons), "double-barrelled names"
    for cue in ("booking ref", "PNR", "policy", "MPAN", "reg ", "NHS number", "Medicare"):
        assert any(cue in t for t in texts), cue
    multi_line_addresses = [v for v in span_values(adversarial, "ADDRESS") if "\n" in v]
    assert len(multi_line_addresses) >= 5


def test_spoken_identifiers_are_words_only() -> None:
    """A value read out in a transcript as words carries no digit."""
    spoken = 0
    for row in rows(ADVERSARIAL):
        for span in row["spans"]:
            value = row["text"][span["start"] : span["end"]]
            if re.fullmatch(
                r"(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double) ?)+", value
            ):
                spoken += 1
                assert len(spoken_digits(value)) >= 4, value
    assert spoken >= 15


def test_benign_messages_hold_no_personal_data_look() -> None:
    checks.check_benign_look(
        rows(BENIGN),
        postcodes=True,
        names_from=rows(ADVERSARIAL),
        names_allowed=WORD_LIKE_NAMES,
    )


def test_the_final_sets_share_nothing_with_the_four_earlier_sets() -> None:
    checks.check_nothing_shared(
        rows(ADVERSARIAL),
        rows(BENIGN),
        EARLIER_ADVERSARIAL,
        EARLIER_BENIGN,
        entities=("PERSON", "EMAIL", "ADDRESS", "PHONE", "CARD", "IBAN", "SECRET"),
        persons_allowed=WORD_LIKE_NAMES,
        name_words_allowed=WORD_LIKE_NAMES,
    )
