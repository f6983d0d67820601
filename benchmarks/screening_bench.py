"""Injection screening: precision beside recall on the sets in benchmarks/data/screening/.

    .venv/bin/python benchmarks/screening_bench.py [--show-misses]

Prints the share of ordinary public pages the screen quarantines (goal: at most 1 in 500)
beside the share of planted injections it catches, per bypass kind (goal: every kind at
100%), and the same two figures for the reply guard's link-and-code rule on a small set of
replies (`benchmarks/data/screening/replies.jsonl`). Regenerate the page sets with
`benchmarks/data/screening/make_sets.py`. ``--show-misses`` prints the ids (and the reason
codes for benign pages) of what was judged wrongly; never run it on real documents.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from discreet.agent.guard import AllowList, guard_reply
from discreet.agent.links import ReplySources
from discreet.knowledge.screening import screen_for_injection

__all__ = ["main"]

DATA = Path(__file__).parent / "data" / "screening"


def _load(name: str) -> list[dict[str, Any]]:
    with (DATA / name).open(encoding="utf-8") as rows:
        return [json.loads(line) for line in rows if line.strip()]


def screening(show_misses: bool) -> None:
    benign = _load("benign.jsonl")
    attacks = _load("injections.jsonl")
    flagged = [(row, screen_for_injection(row["text"])) for row in benign]
    false_pos = [(row, res) for row, res in flagged if res.suspicious]
    print(
        f"benign pages quarantined: {len(false_pos)}/{len(benign)} "
        f"({len(false_pos) / len(benign):.2%}; goal <= 0.20%)"
    )
    per_kind: Counter[str] = Counter(row["kind"] for row in attacks)
    caught: Counter[str] = Counter()
    misses: list[str] = []
    for row in attacks:
        if screen_for_injection(row["text"]).suspicious:
            caught[row["kind"]] += 1
        else:
            misses.append(row["id"])
    total = sum(caught.values())
    print(f"injections caught: {total}/{len(attacks)} ({total / len(attacks):.1%})")
    for kind in sorted(per_kind):
        share = caught[kind] / per_kind[kind]
        print(f"  {kind:<18} {caught[kind]:>3}/{per_kind[kind]:<3} ({share:.0%})")
    if show_misses:
        for row, res in false_pos:
            print("  false positive:", row["id"], ",".join(res.reasons))
        for miss in misses:
            print("  missed:", miss)


def blind_check(show_misses: bool) -> None:
    """The blind checks: each written after the tuning before it, first measured once
    before any rule changed for it (figures in benchmarks/data/screening/README.md)."""
    all_rows = _load("blind.jsonl")
    checks = (
        ("blind check 1", "x-"),
        ("blind check 2", "y-"),
        ("blind check 3", "z-"),
        ("blind check 4", "w-"),
        ("blind check 5", "v-"),
    )
    for name, prefix in checks:
        rows = [r for r in all_rows if r["id"].startswith(prefix)]
        benign = [r for r in rows if r["kind"] == "benign"]
        attacks = [r for r in rows if r["kind"] != "benign"]
        flagged = [r["id"] for r in benign if screen_for_injection(r["text"]).suspicious]
        missed = [r["id"] for r in attacks if not screen_for_injection(r["text"]).suspicious]
        print(f"{name}: benign quarantined {len(flagged)}/{len(benign)}, ", end="")
        print(f"injections caught {len(attacks) - len(missed)}/{len(attacks)}")
        if show_misses:
            for row_id in flagged:
                print("  false positive:", row_id)
            for row_id in missed:
                print("  missed:", row_id)


def guard(show_misses: bool) -> None:
    """The link-and-code rule through the output guard, on `replies.jsonl`."""
    rows = _load("replies.jsonl")
    wrong: list[str] = []
    per_kind: Counter[str] = Counter()
    blocked_kind: Counter[str] = Counter()
    for row in rows:
        allowed = AllowList.build(
            passages=[row["passage"]],
            identifiers=row["said"].split(),
            links=ReplySources.build(
                passages=[row["passage"]], own=[row["said"]], domains=row["domains"]
            ),
        )
        result = guard_reply(row["reply"], allowed=allowed)
        per_kind[row["kind"]] += 1
        blocked_kind[row["kind"]] += result.blocked
        if result.blocked == row["should_pass"]:
            wrong.append(f"{row['id']} {','.join(result.reasons)}")
    ok = [k for k in per_kind if k.startswith("ok")]
    bad = [k for k in per_kind if not k.startswith("ok")]
    legit, legit_blocked = sum(per_kind[k] for k in ok), sum(blocked_kind[k] for k in ok)
    total, caught = sum(per_kind[k] for k in bad), sum(blocked_kind[k] for k in bad)
    print(f"legitimate replies blocked: {legit_blocked}/{legit}")
    print(f"replies with an unsourced link, code or contact blocked: {caught}/{total}")
    for kind in sorted(bad):
        print(f"  {kind:<18} {blocked_kind[kind]:>3}/{per_kind[kind]}")
    if show_misses:
        for line in wrong:
            print("  wrong:", line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args()
    screening(args.show_misses)
    blind_check(args.show_misses)
    print()
    guard(args.show_misses)


if __name__ == "__main__":
    main()
