"""`benchmarks/redaction_sets.py`: every set pair in one run, a line a set, a saved run beside."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[3] / "benchmarks" / "redaction_sets.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("redaction_sets", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pair(data: Path, suffix: str) -> None:
    benign = [{"text": "Do you deliver to Canada?"}, {"text": "Can I pay with Klarna?"}]
    text = "Please email me at jo.walker@example.com about the order"
    start = text.index("jo.walker")
    adversarial = [
        {"text": text, "spans": [{"start": start, "end": start + 21, "type": "EMAIL"}]},
        {
            "text": "my number is 020 7946 0123",
            "spans": [{"start": 13, "end": 26, "type": "PHONE"}],
        },
    ]
    for name, rows in (("benign_support", benign), ("adversarial_pii", adversarial)):
        lines = "\n".join(json.dumps(r) for r in rows) + "\n"
        (data / f"{name}{suffix}.jsonl").write_text(lines, encoding="utf-8")


def test_every_pair_is_measured_and_saved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _pair(tmp_path, "")
    _pair(tmp_path, "_seventh")
    (tmp_path / "benign_support_lonely.jsonl").write_text('{"text": "hi"}\n', encoding="utf-8")
    bench = _bench()
    assert bench.set_names(tmp_path) == ["main", "seventh"]  # a pair needs both files

    saved = tmp_path / "run.json"
    assert bench.main(["--data", str(tmp_path), "--save", str(saved)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["set", "untouched", "fp", "chars", "coverage", "leaking", "precision"]
    assert out[1].split()[:6] == ["main", "100.0%", "0.00%", "1.000", "0.0%", "1.000"]
    assert out[2].startswith("seventh (counted)")
    run = json.loads(saved.read_text(encoding="utf-8"))
    assert run["main"]["discreet"]["direct_char_coverage"] == 1.0


def test_a_saved_run_is_printed_before_and_a_moved_set_starred() -> None:
    bench = _bench()
    figures = dict.fromkeys((key for _, key, *_ in bench.FIGURES), 0.5)
    now = {"tenth": {"discreet": figures}, "sixth": {"discreet": figures}}
    before = {
        "tenth": {"discreet": {**figures, "leaking_message_share": 0.6}},
        "sixth": {"discreet": figures},
    }
    lines = bench.table(now, before).splitlines()
    assert lines[1].endswith("(before)") and lines[2].endswith("*")  # tenth moved
    assert lines[3].endswith("(before)") and not lines[4].endswith("*")  # sixth did not


def test_an_unknown_set_is_refused(tmp_path: Path) -> None:
    _pair(tmp_path, "")
    with pytest.raises(SystemExit):
        _bench().main(["--data", str(tmp_path), "--sets", "twelfth"])
