"""The redaction evaluation on benign and adversarial sets: loaders, benign figures, splits,
leak listings, and the data files shipped in benchmarks/data/redaction/."""

from __future__ import annotations

import importlib.util
import json
from collections import defaultdict
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from discreet.errors import InvalidInput
from discreet.redaction.evaluation import (
    DIRECT,
    Predictor,
    Sample,
    Span,
    evaluate,
    falsely_redacted,
    leaking_messages,
    load_dataset,
    part_of,
    score,
)

DATA = Path(__file__).resolve().parents[3] / "benchmarks" / "data" / "redaction"
BENIGN = DATA / "benign_support.jsonl"
ADVERSARIAL = DATA / "adversarial_pii.jsonl"
TYPES = {
    "PERSON", "EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP", "ADDRESS", "POSTCODE",
    "DATE_OF_BIRTH", "BANK_ACCOUNT", "SECRET", "CUSTOMER_ID", "TRACKING",
}  # fmt: skip


def _write(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


def _finder(*words: str) -> Predictor:
    """A fake predictor: every occurrence of each word is one PERSON span."""

    def predict(text: str) -> list[Span]:
        spans = []
        for word in words:
            start = text.find(word)
            while start >= 0:
                spans.append(Span(start, start + len(word), "PERSON"))
                start = text.find(word, start + 1)
        return spans

    return predict


# --- loaders ---------------------------------------------------------------------------------


def test_jsonl_rows_carry_split_kind_and_may_have_no_spans(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "d.jsonl",
        [
            {"text": "do you ship to Canada", "template_id": "t1", "kind": "shipping",
             "split": "dev"},
            {"text": "mail a@example.com", "spans": [{"start": 5, "end": 18, "type": "EMAIL"}],
             "split": "heldout"},
            {"text": "hello"},
        ],
    )  # fmt: skip
    first, second, third = load_dataset(path, "jsonl")
    assert first == Sample("do you ship to Canada", (), "t1", "dev", "shipping")
    assert second.spans == (Span(5, 18, "EMAIL"),) and second.split == "heldout"
    assert second.template_id == "1"  # the row's index when it names no template
    assert third.split is None and third.kind == ""
    assert load_dataset(path, "auto") == [first, second, third]


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ({"text": "abc", "split": "train"}, "unknown split"),
        ({"text": "abc", "spans": [{"start": 2, "end": 9, "type": "EMAIL"}]}, "outside"),
        ({"text": "abc", "spans": [{"start": 2, "end": 2, "type": "EMAIL"}]}, "empty"),
        ({"spans": []}, "not a dataset row"),
        ({"text": 5}, "text must be a string"),
    ],
)
def test_bad_rows_are_refused_with_their_line(
    tmp_path: Path, row: dict[str, Any], message: str
) -> None:
    path = _write(tmp_path / "bad.jsonl", [{"text": "fine"}, row])
    with pytest.raises(InvalidInput, match=message) as err:
        load_dataset(path, "jsonl")
    assert "bad.jsonl:2" in str(err.value)


def test_auto_format_reads_presidio_json_for_other_suffixes(tmp_path: Path) -> None:
    path = tmp_path / "synth.json"
    path.write_text(
        json.dumps([{"full_text": "I am Ann", "spans": [
            {"start_position": 5, "end_position": 8, "entity_type": "PERSON"}]}]),
        encoding="utf-8",
    )  # fmt: skip
    (sample,) = load_dataset(path, "auto")
    assert sample.spans == (Span(5, 8, "PERSON"),) and sample.split is None


# --- benign figures ----------------------------------------------------------------------------


def test_benign_figures_on_messages_without_labels() -> None:
    samples = [
        Sample("do you ship to Canada", (), "a"),
        Sample("how much is gift wrapping", (), "b"),
        Sample("hi", (), "c"),
    ]
    predictions = [[Span(15, 21, "ADDRESS")], [], [Span(0, 2, "PERSON")]]
    figures = score(samples, predictions, [0.001] * 3)
    assert figures["clean_messages"] == 3
    assert figures["untouched_message_share"] == round(1 / 3, 4)
    nonblank = sum(not c.isspace() for s in samples for c in s.text)
    assert figures["falsely_redacted_char_share"] == round((6 + 2) / nonblank, 4)
    assert figures["pii_messages"] == 0
    assert figures["direct_char_coverage"] == 1.0  # nothing to cover


def test_a_blank_only_prediction_leaves_a_message_untouched() -> None:
    figures = score([Sample("a  b", (), "a")], [[Span(1, 3, "PERSON")]], [0.001])
    assert figures["untouched_message_share"] == 1.0
    assert figures["falsely_redacted_char_share"] == 0.0


def test_false_redaction_counts_only_characters_outside_labels() -> None:
    text = "I am Ann from Leeds"
    sample = Sample(text, (Span(5, 8, "PERSON"),), "a")
    figures = score([sample], [[Span(5, 8, "PERSON"), Span(14, 19, "ADDRESS")]], [0.001])
    outside = sum(not c.isspace() for c in text) - 3
    assert figures["falsely_redacted_char_share"] == round(5 / outside, 4)
    assert figures["untouched_message_share"] is None  # no message without labels
    assert figures["leaking_message_share"] == 0.0


def test_new_identifier_types_are_direct() -> None:
    assert TYPES <= DIRECT
    text = "dob 04/07/86 sort code 12-34-56"
    sample = Sample(text, (Span(4, 12, "DATE_OF_BIRTH"), Span(23, 31, "BANK_ACCOUNT")), "a")
    figures = score([sample], [[Span(23, 31, "BANK_ACCOUNT")]], [0.001])
    assert figures["leaking_message_share"] == 1.0
    assert figures["direct_char_coverage"] == round(8 / 16, 4)
    assert figures["per_type"]["BANK_ACCOUNT"]["recall"] == 1.0
    assert figures["per_type"]["DATE_OF_BIRTH"]["recall"] == 0.0


def test_per_kind_counts_leaks_and_untouched_messages() -> None:
    samples = [
        Sample("call Ann", (Span(5, 8, "PERSON"),), "a", kind="name"),
        Sample("call Bo", (Span(5, 7, "PERSON"),), "b", kind="name"),
        Sample("Klarna ok?", (), "c", kind="payment"),
    ]
    figures = score(samples, [[Span(5, 8, "PERSON")], [], [Span(0, 6, "PERSON")]], [0.001] * 3)
    assert figures["per_kind"] == {
        "name": {"messages": 2, "pii_messages": 2, "leaking": 1, "clean": 0, "untouched": 0},
        "payment": {"messages": 1, "pii_messages": 0, "leaking": 0, "clean": 1, "untouched": 0},
    }


# --- splits --------------------------------------------------------------------------------


def _split_samples() -> list[Sample]:
    return [
        Sample("ask Ann", (Span(4, 7, "PERSON"),), "t1", "dev", "name"),
        Sample("ask Bo", (Span(4, 6, "PERSON"),), "t2", "heldout", "name"),
        Sample("ask Cy", (Span(4, 6, "PERSON"),), "t2", "heldout", "name"),
        Sample("Klarna?", (), "t3", "heldout", "payment"),
    ]


def test_rows_with_a_split_report_dev_heldout_and_all() -> None:
    result = evaluate(_split_samples(), {"fake": _finder("Ann", "Klarna")})
    assert list(result.sections) == ["dev", "heldout", "all"]
    dev, heldout, every = (result.sections[p]["fake"] for p in ("dev", "heldout", "all"))
    assert (dev["messages"], heldout["messages"], every["messages"]) == (1, 3, 4)
    assert dev["leaking_message_share"] == 0.0
    assert heldout["leaking_message_share"] == 1.0
    assert heldout["untouched_message_share"] == 0.0
    assert result.sections["heldout"]["templates"] == 2
    assert len(result.predictions["fake"]) == 4


def test_one_split_runs_only_its_messages_and_a_missing_split_is_refused() -> None:
    result = evaluate(_split_samples(), {"fake": _finder("Ann")}, "dev")
    assert list(result.sections) == ["dev"]
    assert [s.template_id for s in result.samples] == ["t1"]
    with pytest.raises(InvalidInput, match="no message in split 'tuned'"):
        evaluate(_split_samples(), {"fake": _finder("Ann")}, "tuned")
    with pytest.raises(InvalidInput, match="unknown split"):
        evaluate(_split_samples(), {"fake": _finder("Ann")}, "train")


def test_rows_without_a_split_fall_back_to_the_template_hash() -> None:
    samples = [Sample("ask Ann", (Span(4, 7, "PERSON"),), str(i)) for i in range(40)]
    assert {part_of(s) for s in samples} == {"tuned", "heldout"}
    result = evaluate(samples, {"fake": _finder("Ann")})
    assert list(result.sections) == ["tuned", "heldout", "all"]


def test_presidio_ratios_appear_only_with_presidio() -> None:
    result = evaluate(_split_samples(), {"discreet": _finder("Ann"), "presidio": _finder("Bo")})
    ratios = result.sections["all"]["ratios"]
    assert ratios["direct_char_coverage"] == round(
        result.sections["all"]["discreet"]["direct_char_coverage"]
        / result.sections["all"]["presidio"]["direct_char_coverage"],
        2,
    )


def test_leak_and_false_positive_listings_keep_to_one_split() -> None:
    samples = _split_samples()
    predictions = [[Span(4, 5, "PERSON")], [], [Span(4, 6, "PERSON")], [Span(0, 6, "PERSON")]]
    (dev_leak,) = leaking_messages(samples, predictions, "dev")
    assert dev_leak.sample.template_id == "t1" and dev_leak.fragments == (("PERSON", "_nn"),)
    assert [m.sample.text for m in leaking_messages(samples, predictions, "heldout")] == ["ask Bo"]
    assert falsely_redacted(samples, predictions, "dev") == []
    (fp,) = falsely_redacted(samples, predictions, "all")
    assert fp.fragments == (("PERSON", "Klarna"),)


# --- the shipped data ------------------------------------------------------------------------


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _generator(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, DATA / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _templates_by_split(rows: list[dict[str, Any]]) -> dict[str, set[str]]:
    splits: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        splits[row["template_id"]].add(row["split"])
    return splits


def test_the_benign_corpus_parses_and_has_no_labels() -> None:
    rows = _rows(BENIGN)
    samples = load_dataset(BENIGN, "auto")
    assert len(samples) == len(rows) >= 600
    assert all(not s.spans for s in samples)
    assert all(r["text"].strip() and r["template_id"] and r["kind"] for r in rows)
    assert len({r["text"] for r in rows}) == len(rows)
    assert len({r["template_id"] for r in rows}) >= 300  # not a few skeletons with swapped nouns


def test_the_adversarial_set_has_exact_spans_of_known_types() -> None:
    rows = _rows(ADVERSARIAL)
    samples = load_dataset(ADVERSARIAL, "auto")
    assert len(samples) == len(rows) >= 400
    for row in rows:
        text = row["text"]
        assert row["spans"], row
        previous_end = 0
        for span in sorted(row["spans"], key=lambda s: s["start"]):
            assert 0 <= span["start"] < span["end"] <= len(text)
            assert span["start"] >= previous_end, f"overlapping spans in {text!r}"
            value = text[span["start"] : span["end"]]
            assert value.strip() == value, f"span {value!r} has blank edges"
            assert span["type"] in TYPES
            previous_end = span["end"]
    assert {t for r in rows for t in (s["type"] for s in r["spans"])} == TYPES


@pytest.mark.parametrize("path", [BENIGN, ADVERSARIAL], ids=["benign", "adversarial"])
def test_templates_do_not_straddle_splits_and_dev_is_about_forty_percent(path: Path) -> None:
    rows = _rows(path)
    by_template = _templates_by_split(rows)
    assert all(len(splits) == 1 for splits in by_template.values())
    assert {r["split"] for r in rows} == {"dev", "heldout"}
    dev_rows = sum(r["split"] == "dev" for r in rows) / len(rows)
    dev_templates = sum(s == {"dev"} for s in by_template.values()) / len(by_template)
    assert 0.33 <= dev_rows <= 0.47
    assert 0.33 <= dev_templates <= 0.47


def test_every_adversarial_kind_with_several_templates_is_on_both_sides() -> None:
    rows = _rows(ADVERSARIAL)
    kinds: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for row in rows:
        kinds[row["kind"]][row["split"]].add(row["template_id"])
    for kind, splits in kinds.items():
        if sum(len(t) for t in splits.values()) > 1:
            assert set(splits) == {"dev", "heldout"}, kind


@pytest.mark.parametrize(
    ("name", "path"),
    [("make_benign", BENIGN), ("make_adversarial", ADVERSARIAL)],
    ids=["benign", "adversarial"],
)
def test_the_data_files_are_what_their_generators_write(name: str, path: Path) -> None:
    assert _generator(name).build_rows() == _rows(path)


# --- the command -----------------------------------------------------------------------------


def test_eval_redaction_command_reports_benign_figures_per_split(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from typer.testing import CliRunner

    from discreet.cli import app

    path = _write(
        tmp_path / "benign.jsonl",
        [
            {"text": "how much does gift wrapping cost", "template_id": "a", "split": "dev"},
            {"text": "do you deliver to the moon", "template_id": "b", "split": "heldout"},
        ],
    )
    result = CliRunner().invoke(app, ["eval", "redaction", "--dataset", str(path), "--json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert figures["format"] == "auto"
    assert list(figures["splits"]) == ["dev", "heldout", "all"]
    ours = figures["splits"]["all"]["discreet"]
    assert ours["clean_messages"] == 2
    assert 0.0 <= ours["untouched_message_share"] <= 1.0
    assert 0.0 <= ours["falsely_redacted_char_share"] <= 1.0
