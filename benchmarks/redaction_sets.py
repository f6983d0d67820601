"""Every benign and adversarial set pair of benchmarks/data/redaction/, one line a set, in one run.

    .venv/bin/python benchmarks/redaction_sets.py [--sets seventh,tenth] [--compare presidio]
        [--save FILE] [--against FILE] [--data DIR]

A rule is kept only when it is measured on every set (the sets README): this runs the redactor,
built once, on each pair `benign_support<_name>.jsonl` / `adversarial_pii<_name>.jsonl` (the
first pair has no name: `main`) and prints per set the benign messages left untouched, the
benign characters falsely redacted, the identifier-character coverage, the PII messages leaking
anything and the redacted-character precision. Held-out sets (never read or counted to change
a rule: the sets README's tuning record) are marked, and so are the sets whose counts chose
rules without a message of them being read ("counted"). `--save FILE` writes the figures as
JSON; `--against FILE` prints a saved run (another commit's: `PYTHONPATH=<worktree>/src`)
beside this one and stars the sets that moved. `--compare presidio` adds plain Presidio's
line under each set.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any, Final

from discreet.redaction.evaluation import build_systems, evaluate, load_dataset

__all__ = ["FIGURES", "figures_of", "main", "set_names", "table"]

DATA: Final = Path(__file__).resolve().parent / "data" / "redaction"
HELD_OUT: Final = frozenset({"seventeenth"})
"""Sets nobody has read or counted to change a rule (benchmarks/data/redaction/README.md,
"Tuning record")."""
COUNTED: Final = frozenset(
    {
        "seventh",
        "eighth",
        "ninth",
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
    }
)
"""Sets nobody has read, whose counts (by recognizer, kind and shape) chose rules (¹⁸, ²⁰ to
²³)."""
FIGURES: Final = (
    ("benign", "untouched_message_share", "untouched", 100.0, "{:6.1f}%"),
    ("benign", "falsely_redacted_char_share", "fp chars", 100.0, "{:6.2f}%"),
    ("adversarial", "direct_char_coverage", "coverage", 1.0, "{:7.3f}"),
    ("adversarial", "leaking_message_share", "leaking", 100.0, "{:6.1f}%"),
    ("adversarial", "redacted_char_precision", "precision", 1.0, "{:7.3f}"),
)
_LABEL: Final = len("fourteenth (counted)")
"""The width of a line's label: the longest set name with its mark."""
_PAIR: Final = re.compile(r"benign_support(?:_(?P<name>[a-z]+))?\.jsonl")


def set_names(data: Path) -> list[str]:
    """The names of the set pairs in `data` ("main" for the unnamed first pair), in the
    order the files sort."""
    names = []
    for path in sorted(data.glob("benign_support*.jsonl")):
        m = _PAIR.fullmatch(path.name)
        name = (m.group("name") or "main") if m else None
        if name is not None and _files(data, name)[1].is_file():
            names.append(name)
    return names


def _files(data: Path, name: str) -> tuple[Path, Path]:
    suffix = "" if name == "main" else f"_{name}"
    return data / f"benign_support{suffix}.jsonl", data / f"adversarial_pii{suffix}.jsonl"


def figures_of(
    benign: dict[str, Any], adversarial: dict[str, Any], system: str
) -> dict[str, float]:
    """One system's figures over the whole of one set, from the sections `evaluate` gives of
    its benign and adversarial files (split -> system -> figures; "all" is every split)."""
    sections = {"benign": benign["all"][system], "adversarial": adversarial["all"][system]}
    return {key: float(sections[part][key]) for part, key, *_ in FIGURES}


def _line(label: str, figures: dict[str, float]) -> str:
    return label + "".join(
        " " + fmt.format(figures[key] * scale) for _, key, _, scale, fmt in FIGURES
    )


def table(
    runs: dict[str, dict[str, dict[str, float]]],
    against: dict[str, dict[str, dict[str, float]]] | None = None,
) -> str:
    """The figures a set a line (`runs`: set -> system -> figures); with `against`, that run's
    line first and this one's after it, a star where a figure moved."""
    head = f"{'set':{_LABEL}}" + "".join(f" {label:>8}" for _, _, label, _, _ in FIGURES)
    lines = [head]
    for name, systems in runs.items():
        mark = " (held out)" if name in HELD_OUT else " (counted)" if name in COUNTED else ""
        for system, figures in systems.items():
            label = f"{name}{mark}" if system == "discreet" else f"  {system}"
            before = (against or {}).get(name, {}).get(system)
            if before is not None:
                moved = any(abs(before[k] - figures[k]) > 1e-9 for k in figures)
                lines.append(_line(f"{label:{_LABEL}}", before) + "  (before)")
                lines.append(_line(f"{'':{_LABEL}}", figures) + ("  *" if moved else ""))
            else:
                lines.append(_line(f"{label:{_LABEL}}", figures))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA, help="where the set pairs are")
    parser.add_argument("--sets", help="comma-separated names (default: every pair)")
    parser.add_argument("--compare", choices=("presidio",), help="add plain Presidio")
    parser.add_argument("--save", type=Path, help="write the figures as JSON")
    parser.add_argument("--against", type=Path, help="a run saved before, printed beside")
    args = parser.parse_args(argv)

    available = set_names(args.data)
    names = args.sets.split(",") if args.sets else available
    unknown = [n for n in names if n not in available]
    if unknown:
        parser.error(f"no set pair named {', '.join(unknown)} in {args.data}")
    against = json.loads(args.against.read_text(encoding="utf-8")) if args.against else None
    systems = build_systems(args.compare)
    runs: dict[str, dict[str, dict[str, float]]] = {}
    for name in names:
        benign, adversarial = (
            evaluate(load_dataset(path, "jsonl"), systems).sections
            for path in _files(args.data, name)
        )
        runs[name] = {system: figures_of(benign, adversarial, system) for system in systems}
        print(f"{name}: done", file=sys.stderr)
    if args.save:
        args.save.write_text(json.dumps(runs, indent=1), encoding="utf-8")
    print(table(runs, against))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
