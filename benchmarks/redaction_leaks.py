"""List the messages our redactor leaks or over-redacts, for one split, by gold type.

    python benchmarks/redaction_leaks.py --dataset ../shared/data/pii/presidio_synth_dataset_v2.json
    python benchmarks/redaction_leaks.py --dataset benchmarks/data/redaction/adversarial_pii.jsonl

Tune on the `tuned` split (or `dev`, for data whose rows carry their own split) only; print
`heldout` at the end, to report. Prints, per leaking message, the gold type and the
characters left in clear; then the false-positive spans (redacted characters outside every
gold span). The data sets are synthetic or invented, so printing their values is fine; never
point this at real customer data.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from discreet.redaction.evaluation import DIRECT, GOLD_TYPES, SPLITS, load_dataset, part_of
from discreet.redaction.redactor import build_redactor


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", type=Path, required=True)
    parser.add_argument(
        "--format", dest="fmt", choices=("presidio", "jsonl", "auto"), default="auto"
    )
    parser.add_argument("--split", choices=SPLITS, default=None, help="default: tuned, or dev")
    parser.add_argument("--type", default=None, help="only leaks of this gold type")
    parser.add_argument("--fp", action="store_true", help="print false positives too")
    args = parser.parse_args(argv)
    redactor = build_redactor()
    loaded = load_dataset(args.dataset, args.fmt)
    split = args.split or ("dev" if any(s.split for s in loaded) else "tuned")
    samples = [s for s in loaded if split == "all" or part_of(s) == split]
    leaks: Counter[str] = Counter()
    pii = 0
    for s in samples:
        found = redactor.redact(s.text).findings
        red = {i for f in found for i in range(f.start, f.end)}
        gold = [(g, GOLD_TYPES.get(g.type, g.type)) for g in s.spans]
        direct = [(g, t) for g, t in gold if t in DIRECT]
        labelled = {i for g, _ in gold for i in range(g.start, g.end)}
        if direct:
            pii += 1
        for g, t in direct:
            missed = [i for i in range(g.start, g.end) if i not in red and not s.text[i].isspace()]
            if missed and (args.type is None or t == args.type):
                leaks[t] += 1
                value = s.text[g.start : g.end]
                clear = "".join(s.text[i] if i in missed else "_" for i in range(g.start, g.end))
                print(f"LEAK {t:8} {value!r} -> {clear!r}\n     {s.text!r}")
        fps = [
            (f.entity, s.text[f.start : f.end], f.explanation.recognizer)
            for f in found
            if any(i not in labelled and not s.text[i].isspace() for i in range(f.start, f.end))
        ]
        if args.fp and fps:
            for entity, value, rec in fps:
                print(f"FP   {entity:8} {value!r} ({rec})\n     {s.text!r}")
    print(f"\n{len(samples)} messages, {pii} with PII; leaks by type: {dict(leaks)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
