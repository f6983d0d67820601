"""Source-sync benchmark: a folder of 1,000 policy files mirrored into one scope.

    .venv/bin/python benchmarks/sync_bench.py [--files 1000] [--changed 10] [--index]

Against a private embedded PostgreSQL in a temporary home, through the same code as
`discreet sync` (`services.sync.sync_source`). Measured, in order:

1. the first sync (every file created);
2. a second sync with nothing changed: its time and its database writes — the INSERT,
   UPDATE and DELETE statements this process sent through the engine (documents, versions,
   jobs), and the write transactions the database saw (transaction ids it assigned, whoever
   wrote; the sync's audited summary is one) — goal: no document writes, one summary;
3. a sync after `--changed` files were edited: counts, time, and how many index jobs it
   queued (only the changed files should be re-indexed);
4. the peer: re-ingesting the whole folder without sync (what `discreet ingest` of every
   file does): its time, writes and index jobs.

With `--index` a worker indexes the first sync before step 2 and the changed versions
after step 3, and the number of versions indexed in step 3 is reported.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from uuid import UUID

from sqlalchemy import Engine, event, text

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.services import documents
from discreet.services.admin import staff_principal
from discreet.services.sync import DirectorySource, sync_source
from discreet.tenancy.directory import create_tenant

__all__ = ["main"]

_WORDS = (
    "customer item order days refund receipt store online original packaging condition "
    "label policy eligible exchange credit card payment method business within after "
    "before request approval inspection shipping carrier tracking warranty repair"
).split()


def _policy(i: int, rng: random.Random, edit: int = 0) -> str:
    body = " ".join(rng.choice(_WORDS) for _ in range(120)).capitalize()
    return f"# Policy {i}\n\n{body}.\n\nRevision {edit}.\n"


class _Writes:
    def __init__(self, engine: Engine) -> None:
        self.count = 0
        self._engine = engine

    def __call__(self, _c: object, _cur: object, statement: str, *_: object) -> None:
        verb = statement.lstrip().split(None, 1)[0].upper() if statement.strip() else ""
        if verb in ("INSERT", "UPDATE", "DELETE"):
            self.count += 1


@contextmanager
def _counting(engine: Engine) -> Iterator[_Writes]:
    counter = _Writes(engine)
    event.listen(engine, "before_cursor_execute", counter)
    try:
        yield counter
    finally:
        event.remove(engine, "before_cursor_execute", counter)


def _xid(admin: Engine) -> int:
    """A fresh transaction id. PostgreSQL assigns one to every transaction that writes (and
    to none that only reads), so the ids taken between two probes, less the probe's own,
    count the write transactions in between, whoever sent them."""
    with admin.begin() as conn:
        return int(conn.execute(text("SELECT pg_current_xact_id()::text::bigint")).scalar_one())


def _index_jobs(admin: Engine) -> int:
    with admin.connect() as conn:
        return int(
            conn.execute(
                text("SELECT count(*) FROM jobs WHERE kind = 'index_version'")
            ).scalar_one()
        )


def _index_jobs_done(admin: Engine) -> int:
    with admin.connect() as conn:
        return int(
            conn.execute(
                text("SELECT count(*) FROM jobs WHERE kind = 'index_version' AND status = 'done'")
            ).scalar_one()
        )


def _step(container: Container, tenant_id: UUID, root: Path, scope: str) -> dict[str, Any]:
    principal = staff_principal(tenant_id)
    admin = container.admin_engine
    jobs_before = _index_jobs(admin)
    xid_before = _xid(admin)
    with _counting(container.engine) as writes:
        started = time.perf_counter()
        report = sync_source(
            container.engine, container.blobs, principal, DirectorySource(root), scope=scope
        )
        elapsed = time.perf_counter() - started
    return {
        **report.counts(),
        "seconds": round(elapsed, 3),
        "write_statements": writes.count,
        "write_transactions": _xid(admin) - xid_before - 1,
        "index_jobs_queued": _index_jobs(admin) - jobs_before,
    }


def _reingest(container: Container, tenant_id: UUID, root: Path) -> dict[str, Any]:
    """The peer: every file uploaded again as a new version of its document."""
    principal = staff_principal(tenant_id)
    admin = container.admin_engine
    ids = {}
    for path in sorted(root.iterdir()):
        a = documents.upload(
            container.engine,
            container.blobs,
            principal,
            title=path.stem,
            scope="peer",
            filename=path.name,
            content_type=None,
            data=path.read_bytes(),
        )
        ids[path.name] = a.document_id
    jobs_before = _index_jobs(admin)
    xid_before = _xid(admin)
    with _counting(container.engine) as writes:
        started = time.perf_counter()
        for path in sorted(root.iterdir()):
            documents.update(
                container.engine,
                container.blobs,
                principal,
                document_id=ids[path.name],
                filename=path.name,
                content_type=None,
                data=path.read_bytes(),
            )
        elapsed = time.perf_counter() - started
    return {
        "seconds": round(elapsed, 3),
        "write_statements": writes.count,
        "write_transactions": _xid(admin) - xid_before - 1,
        "index_jobs_queued": _index_jobs(admin) - jobs_before,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--changed", type=int, default=10)
    parser.add_argument("--index", action="store_true", help="index with a worker too")
    parser.add_argument("--no-peer", action="store_true", help="skip the re-ingest peer")
    args = parser.parse_args()

    home = Path(tempfile.mkdtemp(prefix="dsb-", dir="/tmp"))
    rng = random.Random(21)
    root = home / "policies"
    root.mkdir()
    for i in range(args.files):
        (root / f"policy-{i:04d}.md").write_text(_policy(i, rng), encoding="utf-8")
    results: dict[str, Any] = {"files": args.files, "changed": args.changed}
    try:
        container = Container.build(
            Settings(DISCREET_HOME=home, DISCREET_ENV="test")  # type: ignore[call-arg]
        )
        try:
            with container.admin_engine.begin() as conn:
                tenant_id = create_tenant(conn, "sync-bench")
            results["first_sync"] = _step(container, tenant_id, root, "policies")
            if args.index:
                started = time.perf_counter()
                container.worker(name="bench").drain()
                results["first_index_seconds"] = round(time.perf_counter() - started, 1)
            results["unchanged_sync"] = _step(container, tenant_id, root, "policies")
            for i in rng.sample(range(args.files), args.changed):
                path = root / f"policy-{i:04d}.md"
                path.write_text(_policy(i, rng, edit=1), encoding="utf-8")
            results["changed_sync"] = _step(container, tenant_id, root, "policies")
            if args.index:
                before = _index_jobs_done(container.admin_engine)
                container.worker(name="bench").drain()
                results["changed_versions_indexed"] = (
                    _index_jobs_done(container.admin_engine) - before
                )
            if not args.no_peer:
                results["peer_reingest_all"] = _reingest(container, tenant_id, root)
        finally:
            container.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
