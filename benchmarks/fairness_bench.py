"""Ingestion fairness (issue 15): how long tenant B's small upload takes to become
searchable while tenant A's worst-case file is processing behind a backlog, with the fair
claim (migration 0013) and, in the same run, the oldest-first claim it replaced.

    .venv/bin/python benchmarks/fairness_bench.py [--pages 950] [--backlog 30]
        [--loops 2] [--ordering both|fair|fifo] [--json]

Runs against a private embedded PostgreSQL in a temporary home, with one worker of
`--loops` job loops (what `DISCREET_CONCURRENCY=8` gives a node; 2 cores give one loop by
default, which no claim order can make fair: a loop runs one job at a time). Per ordering,
tenant A uploads a generated policy PDF of `--pages` pages (950 pages make about 3,800
chunks, near `MAX_CHUNKS_PER_DOCUMENT`) and then `--backlog` 20-page PDFs; once the big
one is processing, tenant B uploads a one-paragraph Markdown policy. The figure is the
time from B's upload to B's version being active (searchable); the goal is under 30 s.
Each ordering then waits for A's queue to drain, so the next starts from an empty queue.
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path
from uuid import UUID

sys.path.insert(0, str(Path(__file__).resolve().parent))

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.services import documents
from discreet.services.admin import staff_principal
from discreet.tenancy.directory import create_tenant
from ingest_bench import make_policy_pdf

__all__ = ["main"]

_CLAIMS = importlib.import_module("discreet.storage.migrations.versions.0013_fair_claims")
SMALL_POLICY = (
    b"# Gift cards\n\nGift cards never expire and can be used online or in any store. "
    b"A lost gift card can be replaced with its receipt.\n"
)


def _use_ordering(container: Container, ordering: str) -> None:
    """Install the claim function of `ordering` (and the index each was written for)."""
    with container.admin_engine.begin() as conn:
        if ordering == "fifo":
            conn.exec_driver_sql(_CLAIMS.FIFO_CLAIM)
            conn.exec_driver_sql(
                "CREATE INDEX IF NOT EXISTS jobs_ready ON jobs (run_after) "
                "WHERE status IN ('ready', 'running')"
            )
        else:
            conn.exec_driver_sql("DROP INDEX IF EXISTS jobs_ready")
            conn.exec_driver_sql(_CLAIMS.FAIR_CLAIM)


def _upload(container: Container, tenant: UUID, name: str, data: bytes) -> tuple[UUID, int]:
    accepted = documents.upload(
        container.engine,
        container.blobs,
        staff_principal(tenant),
        title=name,
        scope="returns",
        filename=name,
        content_type=None,
        data=data,
    )
    return accepted.document_id, accepted.version


def _status(container: Container, tenant: UUID, doc: UUID, version: int) -> str:
    view = documents.get(container.engine, staff_principal(tenant), doc)
    if view.active_version == version:
        return "active"
    return next(v.status for v in view.versions if v.version == version)


def _wait(
    container: Container, tenant: UUID, doc: UUID, version: int, want: set[str], limit_s: float
) -> str:
    deadline = time.monotonic() + limit_s
    while (status := _status(container, tenant, doc, version)) not in want:
        if status in ("failed", "quarantined"):
            raise SystemExit(f"document {doc} v{version}: {status}")
        if time.monotonic() > deadline:
            raise SystemExit(f"document {doc} v{version} still {status} after {limit_s} s")
        time.sleep(0.05)
    return status


def _round(container: Container, ordering: str, args: argparse.Namespace) -> dict[str, object]:
    _use_ordering(container, ordering)
    with container.admin_engine.begin() as conn:
        heavy = create_tenant(conn, f"bench-a-{ordering}")
        light = create_tenant(conn, f"bench-b-{ordering}")
    big = _upload(container, heavy, "handbook.pdf", make_policy_pdf(args.pages, seed=1))
    backlog = [
        _upload(container, heavy, f"policy-{n}.pdf", make_policy_pdf(20, seed=100 + n))
        for n in range(args.backlog)
    ]
    worker = container.worker(name=f"fairness-{ordering}")
    worker.concurrency = args.loops
    with worker.in_background(poll_s=0.1, periodic_s=3600):
        _wait(container, heavy, *big, {"processing", "indexed", "active"}, 600)
        started = time.perf_counter()
        small = _upload(container, light, "gift-cards.md", SMALL_POLICY)
        _wait(container, light, *small, {"active"}, 3600)
        searchable_s = time.perf_counter() - started
        big_then = _status(container, heavy, *big)
        backlog_done = sum(_status(container, heavy, *b) == "active" for b in backlog)
        for doc in [big, *backlog]:
            _wait(container, heavy, *doc, {"active"}, 3600)
        drained_s = time.perf_counter() - started
    return {
        "ordering": ordering,
        "b_searchable_s": round(searchable_s, 2),
        "a_worst_case_then": big_then,
        "a_backlog_done_then": f"{backlog_done}/{len(backlog)}",
        "a_all_done_s": round(drained_s, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pages", type=int, default=950)
    parser.add_argument("--backlog", type=int, default=30)
    parser.add_argument("--loops", type=int, default=2)
    parser.add_argument("--ordering", choices=("both", "fair", "fifo"), default="both")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    home = Path(tempfile.mkdtemp(prefix="dfb-", dir="/tmp"))
    try:
        container = Container.build(Settings(DISCREET_HOME=home, DISCREET_ENV="test"))
        container.redactor  # noqa: B018 - load the models before timing
        container.embedder.embed([])
        orderings = ("fair", "fifo") if args.ordering == "both" else (args.ordering,)
        results = [_round(container, ordering, args) for ordering in orderings]
        figures = {
            "pages": args.pages,
            "backlog": args.backlog,
            "loops": args.loops,
            "goal_s": 30,
            "rounds": results,
        }
        if args.json:
            print(json.dumps(figures))
        else:
            print(f"A: one {args.pages}-page PDF + {args.backlog} x 20 pages; {args.loops} loops")
            for r in results:
                print(
                    f"{r['ordering']:<5} B searchable after {r['b_searchable_s']:>7} s "
                    f"(A's worst case then {r['a_worst_case_then']}, backlog done "
                    f"{r['a_backlog_done_then']}; A all done after {r['a_all_done_s']} s)"
                )
        container.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
