"""Answers over multi-question sessions: `discreet eval answers` on the shipped eval sets.

    .venv/bin/python benchmarks/answers_eval.py [--home DIR] [--json] [FILE ...]

Runs the real command (the turn pipeline the HTTP API uses, the offline extractive backend)
as a subprocess on a fresh DISCREET_HOME (its own embedded PostgreSQL; `--home` keeps and
reuses one), on the demo tenant's evaluation questions and on the second tenant's
(`src/discreet/demo/data/eval/*.json`, both used while the answer path was tuned) and on the
held-out third tenant's (`benchmarks/data/answers/*.json`, written blind to the answer path
and run only to measure a change), and prints per set the cited-correct share of in-policy
questions and the abstained share of out-of-policy ones, against the issue's targets (at
least 90% each).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

__all__ = ["main"]

ROOT = Path(__file__).resolve().parent.parent
EVAL_DIR = ROOT / "src" / "discreet" / "demo" / "data" / "eval"
HELD_OUT_DIR = ROOT / "benchmarks" / "data" / "answers"
TARGET = 90.0


def run_eval(files: list[Path], home: Path) -> list[dict[str, Any]]:
    env = {**os.environ, "DISCREET_HOME": str(home), "DISCREET_LOG_LEVEL": "WARNING"}
    env.pop("DATABASE_URL", None)
    discreet = str(Path(sys.executable).with_name("discreet"))
    proc = subprocess.run(
        [discreet, "eval", "answers", *map(str, files), "--json"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    if proc.returncode != 0:
        raise SystemExit(f"discreet eval answers failed:\n{proc.stderr}")
    body = json.loads(proc.stdout)
    return body if isinstance(body, list) else [body]


def table(reports: list[dict[str, Any]], seconds: float) -> str:
    head = (
        f"{'tenant':20} {'sessions':>8} {'in policy':>9} {'cited-correct':>13} {'share':>7} "
        f"{'out of policy':>13} {'abstained':>9} {'share':>7}  targets (>= 90%)"
    )
    lines = [
        f"answers_eval: {len(reports)} sets, {seconds:.0f} s, offline extractive backend",
        head,
    ]
    for r in reports:
        met = [
            (r["cited_correct_pct"] or 0.0) >= TARGET,
            (r["abstained_pct"] or 0.0) >= TARGET,
        ]
        verdict = (
            "met"
            if all(met)
            else "MISSED: "
            + ", ".join(
                name for name, ok in zip(("cited", "abstained"), met, strict=True) if not ok
            )
        )
        lines.append(
            f"{r['tenant']:20} {r['sessions']:8d} {r['in_policy']:9d} {r['cited_correct']:13d} "
            f"{r['cited_correct_pct']:6.1f}% {r['out_of_policy']:13d} {r['abstained']:9d} "
            f"{r['abstained_pct']:6.1f}%  {verdict}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--home", type=Path, help="Keep and reuse this DISCREET_HOME.")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    files = args.files or [*sorted(EVAL_DIR.glob("*.json")), *sorted(HELD_OUT_DIR.glob("*.json"))]
    home = args.home or Path(tempfile.mkdtemp(prefix="dsc-answers-", dir="/tmp"))
    started = time.perf_counter()
    try:
        reports = run_eval(files, home)
    finally:
        if args.home is None:
            shutil.rmtree(home, ignore_errors=True)
    if args.json:
        print(json.dumps([{k: v for k, v in r.items() if k != "turns"} for r in reports]))
    else:
        print(table(reports, time.perf_counter() - started))


if __name__ == "__main__":
    main()
