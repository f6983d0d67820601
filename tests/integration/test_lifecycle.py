"""Lifecycle guarantees against the real embedded PostgreSQL, with several worker
processes: out-of-order completion, SIGKILLed workers, duplicate delivery, deletes during
queries, strict and available updates, corrupt files, dead letters and the reconciler."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from uuid import UUID

import pytest

from discreet.knowledge.documents import INDEX_JOB
from discreet.services import jobs as job_service
from discreet.storage.outbox import enqueue
from tests.integration.lifecycle_support import (
    LEASE_S,
    Lifecycle,
    lifecycle,  # noqa: F401 - the fixture
    wait_for,
    wait_until,
)

pytestmark = pytest.mark.integration


def _policy(marker: str, days: int) -> str:
    return (
        f"# Returns\n\n## Refund window\n\n"
        f"Customers may return unworn items within {days} days for a full refund. "
        f"Reference code {marker}.\n\n## Exchanges\n\n"
        f"Exchanges for a different size are free of charge under policy {marker}.\n"
    )


def _drain(lc: Lifecycle) -> None:
    lc.workers[0].call("drain")


def _versions_in(results: list[tuple[UUID, int, str]], doc: UUID) -> set[int]:
    return {v for d, v, _ in results if d == doc}


class _QueryLoop:
    """Queries in a background thread; records (start, end, versions of `doc`)."""

    def __init__(self, lc: Lifecycle, doc: UUID, q: str, scope: str = "returns") -> None:
        self.lc, self.doc, self.q, self.scope = lc, doc, q, scope
        self.samples: list[tuple[float, float, frozenset[int]]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self.error: BaseException | None = None

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                start = time.monotonic()
                versions = _versions_in(self.lc.query(self.q, scope=self.scope), self.doc)
                self.samples.append((start, time.monotonic(), frozenset(versions)))
        except BaseException as exc:
            self.error = exc

    def __enter__(self) -> _QueryLoop:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=60)
        assert self.error is None, self.error


def test_v3_indexed_before_v2_ends_with_v3_active_and_no_v2_chunk(lifecycle: Lifecycle) -> None:
    lc = lifecycle
    doc = lc.upload(_policy("ALPHA1", 30))
    _drain(lc)
    assert lc.statuses(doc) == {1: "active"}
    slow, fast = lc.workers
    marker, go = lc.marker("v2-slow")
    slow.call("fault", point="before_store", marker=marker, go=go)
    with _QueryLoop(lc, doc, "refund window BRAVO2 reference code") as loop:
        assert lc.update(doc, _policy("BRAVO2", 45)) == 2
        slow.send("run_once")  # claims v2, parses and embeds it, then stalls
        wait_for(marker)
        assert lc.update(doc, _policy("CHARLIE3", 60)) == 3
        assert lc.statuses(doc)[2] == "processing"
        assert fast.call("run_once")["handled"] == 1  # v3, indexed first
        assert lc.statuses(doc) == {1: "superseded", 2: "processing", 3: "active"}
        Path(go).touch()  # v2 finishes later
        assert slow._read(60)["handled"] == 1
    assert lc.statuses(doc) == {1: "superseded", 2: "superseded", 3: "active"}
    assert lc.view(doc).active_version == 3
    assert {c.version for c in lc.chunks(doc)} == {3}
    assert loop.samples and all(2 not in versions for *_, versions in loop.samples)
    assert _versions_in(lc.query("refund window BRAVO2 reference code"), doc) <= {3}


@pytest.mark.parametrize("point", ["before_complete", "in_store_tx"])
def test_worker_killed_mid_job_is_reclaimed_after_lease_with_one_set_of_chunks(
    lifecycle: Lifecycle, point: str
) -> None:
    lc = lifecycle
    doc = lc.upload(_policy(f"KILL{point.upper()}", 14))
    victim = lc.spare()
    marker, _ = lc.marker(f"kill-{point}")
    victim.call("fault", point=point, marker=marker)
    victim.send("run_once")
    wait_for(marker)
    victim.kill()
    (job,) = [j for j in lc.jobs_for(doc) if j.kind == INDEX_JOB]
    assert job.status == "running" and job.locked_by == f"proc-{victim.pid}"
    if point == "before_complete":
        assert lc.statuses(doc) == {1: "active"}  # chunks written and activated, not done
    else:
        assert lc.chunks(doc) == []  # the transaction died with the process

    rescuer = lc.workers[1]
    deadline = time.monotonic() + LEASE_S + 30
    while rescuer.call("run_once")["handled"] == 0:
        assert time.monotonic() < deadline, "the expired lease was never re-claimed"
        time.sleep(0.2)
    (job,) = [j for j in lc.jobs_for(doc) if j.kind == INDEX_JOB]
    assert job.status == "done" and job.attempts == 2
    assert lc.statuses(doc) == {1: "active"}
    chunks = lc.chunks(doc)
    expected = lc.sql(
        "SELECT chunk_count FROM document_versions WHERE document_id = :d", d=doc
    )[0].chunk_count
    assert len(chunks) == expected > 0
    assert sorted(c.ordinal for c in chunks) == list(range(expected))
