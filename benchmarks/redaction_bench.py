"""Discreet's redactor against plain Presidio on three data sets, in one run, with the targets.

    python benchmarks/redaction_bench.py [SYNTHETIC] [--show-leaks] [--show-fp]

The sets: the public synthetic set (SYNTHETIC, default
../shared/data/pii/presidio_synth_dataset_v2.json beside the checkout; skipped with a note
when absent), the benign support corpus and the adversarial PII set of
benchmarks/data/redaction/ (see its README). The systems are built once and run on every
set, interleaved message by message. Prints one table of the headline figures with the
targets beside them, then leak counts per kind of the adversarial set and falsely redacted
messages per kind of the benign corpus. `--show-leaks` lists the adversarial messages that
leak and `--show-fp` the benign messages with something redacted, from the `dev` splits only:
tune on `dev`, report `heldout`. `--report` adds the full per-set report (per type, latency).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from discreet.redaction.evaluation import (
    Evaluation,
    Miss,
    build_systems,
    evaluate,
    falsely_redacted,
    format_report,
    leaking_messages,
    load_dataset,
)
from discreet.redaction.redactor import build_redactor

ROOT: Final = Path(__file__).resolve().parents[1]
DATA: Final = ROOT / "benchmarks" / "data" / "redaction"
SHARED_PII: Final = ROOT.parent / "shared" / "data" / "pii"
DEFAULT_SYNTHETIC: Final = SHARED_PII / "presidio_synth_dataset_v2.json"
DEFAULT_BENIGN: Final = DATA / "benign_support.jsonl"
DEFAULT_ADVERSARIAL: Final = DATA / "adversarial_pii.jsonl"
SETS: Final = ("benign", "adversarial", "synthetic")

GAZETTEER_NOTE = """
note: 'discreet' includes the name gazetteer: first names and surnames of the 1990 US
Census, as shipped by the `names` package (MIT). The synthetic dataset was generated with
Faker, whose en_US name lists also draw on US name statistics, so the gazetteer's gain may
be partly inflated on this data; 'no-gazetteer' is the same redactor without it."""


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def _num(value: float) -> str:
    return f"{value:.3f}"


def _times(value: float) -> str:
    return f"{value:.2f}x"


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the table: a figure of one split of one set, with its target if any."""

    dataset: str
    part: str
    key: str
    label: str
    show: Callable[[float], str]
    target: tuple[str, float] | None = None


ROWS: Final = (
    Row("benign", "heldout", "untouched_message_share", "messages untouched", _pct, (">=", 0.97)),
    Row("benign", "heldout", "falsely_redacted_char_share", "chars falsely redacted", _pct,
        ("<=", 0.005)),
    Row("benign", "dev", "untouched_message_share", "messages untouched", _pct),
    Row("benign", "dev", "falsely_redacted_char_share", "chars falsely redacted", _pct),
    Row("benign", "all", "untouched_message_share", "messages untouched", _pct),
    Row("benign", "all", "falsely_redacted_char_share", "chars falsely redacted", _pct),
    Row("adversarial", "heldout", "direct_char_coverage", "identifier char coverage", _num,
        (">=", 0.95)),
    Row("adversarial", "heldout", "leaking_message_share", "PII messages leaking", _pct,
        ("<=", 0.08)),
    Row("adversarial", "heldout", "falsely_redacted_char_share", "other chars redacted", _pct),
    Row("adversarial", "dev", "direct_char_coverage", "identifier char coverage", _num),
    Row("adversarial", "dev", "leaking_message_share", "PII messages leaking", _pct),
    Row("adversarial", "dev", "falsely_redacted_char_share", "other chars redacted", _pct),
    Row("adversarial", "all", "direct_char_coverage", "identifier char coverage", _num),
    Row("adversarial", "all", "leaking_message_share", "PII messages leaking", _pct),
    Row("synthetic", "all", "direct_char_coverage", "identifier char coverage", _num,
        (">=", 0.97)),
    Row("synthetic", "all", "leaking_message_share", "PII messages leaking", _pct,
        ("<=", 0.05)),
    Row("synthetic", "all", "redacted_char_precision", "redacted-char precision", _num),
    Row("synthetic", "all", "throughput_msg_s", "throughput (msg/s)", lambda v: f"{v:.1f}"),
    Row("synthetic", "all", "cpu_throughput_msg_s", "throughput per CPU-s (msg/s)",
        lambda v: f"{v:.1f}"),
    Row("synthetic", "all", "ratio:throughput_msg_s", "throughput vs Presidio", _times,
        (">=", 2.0)),
    Row("synthetic", "all", "ratio:cpu_throughput_msg_s", "CPU throughput vs Presidio", _times),
    Row("synthetic", "heldout", "direct_char_coverage", "identifier char coverage", _num),
    Row("synthetic", "heldout", "leaking_message_share", "PII messages leaking", _pct),
)  # fmt: skip


def _value(section: dict[str, Any], system: str, key: str) -> float | None:
    if key.startswith("ratio:"):
        if system != "discreet" or "ratios" not in section:
            return None
        value = section["ratios"][key.removeprefix("ratio:")]
    else:
        value = section[system][key] if system in section else None
    return None if value is None else float(value)


def _meets(value: float, target: tuple[str, float]) -> bool:
    op, bound = target
    return value >= bound if op == ">=" else value <= bound


def summary_table(results: dict[str, Evaluation], systems: list[str]) -> str:
    """The headline figures of every set that ran, with the targets and whether our
    redactor meets them."""
    lines = [
        f"{'set':12}{'split':9}{'figure':30}{'target':>10}"
        + "".join(f"{s:>14}" for s in systems)
        + "  met"
    ]
    for row in ROWS:
        evaluation = results.get(row.dataset)
        if evaluation is None or row.part not in evaluation.sections:
            continue
        section = evaluation.sections[row.part]
        values = [_value(section, s, row.key) for s in systems]
        if all(v is None for v in values):
            continue
        target = "" if row.target is None else f"{row.target[0]}{row.show(row.target[1])}"
        met = ""
        if row.target is not None and values[0] is not None:
            met = "yes" if _meets(values[0], row.target) else "NO"
        lines.append(
            f"{row.dataset:12}{row.part:9}{row.label:30}{target:>10}"
            + "".join(f"{'-' if v is None else row.show(v):>14}" for v in values)
            + f"  {met}"
        )
    return "\n".join(lines)


def kind_table(evaluation: Evaluation, systems: list[str], benign: bool) -> str:
    """Per kind and split: leaking / PII-bearing messages (or, for the benign corpus,
    touched / all messages), for every system."""
    parts = [p for p in evaluation.sections if p != "all"]
    cols = [(p, s) for p in parts for s in systems]
    what = "touched/messages" if benign else "leaking/PII messages"
    lines = [f"{what:28}" + "".join(f"{p + ' ' + s:>20}" for p, s in cols)]
    kinds = sorted({k for p in parts for k in evaluation.sections[p]["discreet"]["per_kind"]})
    for kind in kinds:
        cells = []
        for p, s in cols:
            k = evaluation.sections[p][s]["per_kind"].get(kind)
            if k is None:
                cells.append("")
            elif benign:
                cells.append(f"{k['clean'] - k['untouched']}/{k['clean']}")
            else:
                cells.append(f"{k['leaking']}/{k['pii_messages']}")
        lines.append(f"  {kind:26}" + "".join(f"{c:>20}" for c in cells))
    return "\n".join(lines)


def _print_misses(title: str, misses: list[Miss]) -> None:
    print(f"\n== {title}: {len(misses)} messages")
    for miss in misses:
        shown = ", ".join(f"{t} {v!r}" for t, v in miss.fragments)
        print(f"[{miss.sample.kind or '-'} {miss.sample.template_id}] {shown}")
        print(f"    {miss.sample.text!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("synthetic", type=Path, nargs="?", default=DEFAULT_SYNTHETIC)
    parser.add_argument(
        "--dataset", type=Path, default=None, help="the synthetic set (same as SYNTHETIC)"
    )
    parser.add_argument("--benign", type=Path, default=DEFAULT_BENIGN)
    parser.add_argument("--adversarial", type=Path, default=DEFAULT_ADVERSARIAL)
    parser.add_argument(
        "--only", choices=SETS, action="append", help="run only this set (repeatable)"
    )
    parser.add_argument("--limit", type=int, default=None, help="first N messages of each set")
    parser.add_argument("--no-compare", action="store_true", help="skip plain Presidio")
    parser.add_argument(
        "--ablation",
        action="store_true",
        help="also run our redactor without the census name gazetteer",
    )
    parser.add_argument(
        "--show-leaks", action="store_true", help="list leaking adversarial dev messages"
    )
    parser.add_argument(
        "--show-fp", action="store_true", help="list benign dev messages with anything redacted"
    )
    parser.add_argument("--report", action="store_true", help="the full report of every set")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)

    if args.dataset is not None:
        args.synthetic = args.dataset
    wanted = args.only or list(SETS)
    paths = {"benign": args.benign, "adversarial": args.adversarial, "synthetic": args.synthetic}
    if "synthetic" in wanted and not args.synthetic.is_file():
        print(f"note: synthetic set {args.synthetic} not found; skipped", file=sys.stderr)
        wanted = [w for w in wanted if w != "synthetic"]
    systems = build_systems(
        None if args.no_compare else "presidio", without_gazetteer=args.ablation
    )
    results: dict[str, Evaluation] = {}
    for name in wanted:
        samples = load_dataset(paths[name], "auto")
        if args.limit is not None:
            samples = samples[: args.limit]
        results[name] = evaluate(samples, systems)

    if args.json:
        print(json.dumps({n: e.sections for n, e in results.items()}, indent=2))
        return 0
    names = list(systems)
    if args.report:
        for name, evaluation in results.items():
            figures: dict[str, object] = {
                "dataset": str(paths[name]),
                "messages": len(evaluation.samples),
                "splits": evaluation.sections,
            }
            print(format_report(figures) + "\n")
    counts = ", ".join(f"{n} {len(e.samples)} messages" for n, e in results.items())
    print(f"redaction benchmark: {counts}; systems: {', '.join(names)}")
    products = build_redactor().ner_products
    if products is not None:
        print(f"discreet's NER multiplies through {products} (the faster here, timed at load)")
    print()
    print(summary_table(results, names))
    if "adversarial" in results:
        print("\nadversarial set, per kind")
        print(kind_table(results["adversarial"], names, benign=False))
    if "benign" in results:
        print("\nbenign corpus, per kind")
        print(kind_table(results["benign"], names, benign=True))
    if args.show_leaks and "adversarial" in results:
        adv = results["adversarial"]
        _print_misses(
            "adversarial dev messages leaking (discreet)",
            leaking_messages(adv.samples, adv.predictions["discreet"], "dev"),
        )
    if args.show_fp and "benign" in results:
        ben = results["benign"]
        _print_misses(
            "benign dev messages with something redacted (discreet)",
            falsely_redacted(ben.samples, ben.predictions["discreet"], "dev"),
        )
    if args.ablation:
        print(GAZETTEER_NOTE)
    return 0


if __name__ == "__main__":
    sys.exit(main())
