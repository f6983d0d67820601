"""Discreet's redactor against plain Presidio on the same data, in the same process.

    python benchmarks/redaction_bench.py --dataset ../shared/data/pii/presidio_synth_dataset_v2.json

Prints precision / recall / F1 per type, direct-identifier character coverage, the share
of PII-bearing messages that leak a character, redacted-character precision, latency and
throughput, for the tuned and the held-out template split, with the ratios to Presidio.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from discreet.redaction.evaluation import eval_redaction, format_report

GAZETTEER_NOTE = """
note: 'discreet' includes the name gazetteer: first names and surnames of the 1990 US
Census, as shipped by the `names` package (MIT). The synthetic dataset was generated with
Faker, whose en_US name lists also draw on US name statistics, so the gazetteer's gain may
be partly inflated on this data; 'no-gazetteer' is the same redactor without it."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", type=Path, required=True)
    parser.add_argument("--format", dest="fmt", choices=("presidio", "jsonl"), default="presidio")
    parser.add_argument("--split", choices=("tuned", "heldout", "all"), default="all")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--no-compare", action="store_true", help="skip plain Presidio")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--no-ablation",
        action="store_true",
        help="skip the extra run of our redactor without the census name gazetteer",
    )
    args = parser.parse_args(argv)
    figures = eval_redaction(
        args.dataset,
        args.fmt,
        None if args.no_compare else "presidio",
        args.split,
        args.limit,
        True,
        without_gazetteer=not args.no_ablation,
    )
    print(json.dumps(figures, indent=2) if args.json else format_report(figures))
    if not args.json:
        print(GAZETTEER_NOTE)
    return 0


if __name__ == "__main__":
    sys.exit(main())
