from __future__ import annotations

import json
from pathlib import Path

import pytest

from discreet.redaction import InvalidRecognizer, RedactionConfig, normalize
from discreet.redaction.evaluation import Sample, Span, eval_redaction, score, split_of


@pytest.mark.parametrize(
    ("text", "normalized"),
    [
        ("ends in four two seven one", "ends in 4271"),
        ("oh seven double five triple one", "0755111"),
        ("I have two kids and one dog", "I have two kids and one dog"),
        # typed in lower case: joined, then every word capitalised for NER, the address's too
        ("john dot smith at gmail dot com", "John.Smith@Gmail.Com"),
        ("meet me at home. Then go", "meet me at home. Then go"),
        ("x\u200by", "xy"),
        ("\u0440ay", "pay"),
    ],
)
def test_normalize(text: str, normalized: str) -> None:
    assert normalize(text).text == normalized


def test_offsets_map_back_to_original() -> None:
    text = "card ends in four two seven one!"
    norm = normalize(text)
    start = norm.text.index("4271")
    s, e = norm.to_original(start, start + 4)
    assert text[s:e] == "four two seven one"


def test_bad_custom_pattern_fails_at_construction() -> None:
    with pytest.raises(InvalidRecognizer):
        RedactionConfig(custom_patterns=(("ORDER", "(unclosed"),))
    with pytest.raises(InvalidRecognizer):
        RedactionConfig(custom_patterns=(("order", r"\d+"),))


def test_score_counts_characters() -> None:
    sample = Sample(
        "call Ann at 555 1234", (Span(5, 8, "PERSON"), Span(12, 20, "PHONE_NUMBER")), "1"
    )
    figures = score([sample], [[Span(12, 20, "PHONE")]], [0.001])
    assert figures["direct_char_coverage"] == round(7 / 10, 4)  # non-blank characters
    assert figures["direct_char_coverage_every_char"] == round(8 / 11, 4)
    assert figures["leaking_message_share_every_char"] == 1.0
    assert figures["leaking_message_share"] == 1.0
    assert figures["redacted_char_precision"] == 1.0
    assert figures["per_type"]["PHONE"]["recall"] == 1.0


def test_split_is_deterministic() -> None:
    assert split_of("17") == split_of("17")
    assert {split_of(str(i)) for i in range(50)} == {"tuned", "heldout"}


def test_eval_on_jsonl(tmp_path: Path) -> None:
    rows = [
        {"text": "mail a@example.com", "spans": [{"start": 5, "end": 18, "type": "EMAIL"}]},
        {"text": "nothing here", "spans": []},
    ]
    path = tmp_path / "d.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows))
    figures = eval_redaction(path, "jsonl", None, "all", None, False)
    assert "report" in figures
    section = figures["splits"]["all"]  # type: ignore[index]
    assert section["discreet"]["direct_char_coverage"] == 1.0
