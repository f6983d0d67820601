"""Lifecycle guarantees against the real embedded PostgreSQL, with several worker
processes: out-of-order completion, SIGKILLed workers, duplicate delivery, deletes during
queries, strict and available updates, corrupt files, dead letters and the reconciler."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from uuid import UUID

import pytest

from discreet.keyring import WrappedKey
from discreet.knowledge.documents import INDEX_JOB
from discreet.services import jobs as job_service
from discreet.storage.outbox import enqueue
from tests.integration.lifecycle_support import (
    LEASE_S,
    Lifecycle,
    lifecycle_fixture,  # noqa: F401 - registers the `lifecycle` fixture
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
    expected = lc.sql("SELECT chunk_count FROM document_versions WHERE document_id = :d", d=doc)[
        0
    ].chunk_count
    assert len(chunks) == expected > 0
    assert sorted(c.ordinal for c in chunks) == list(range(expected))


def test_same_job_delivered_twice_writes_no_duplicate_chunks(lifecycle: Lifecycle) -> None:
    lc = lifecycle
    doc = lc.upload(_policy("DUPLICATE", 21))
    # A second delivery of the same work: the outbox row duplicated, as a broker would.
    with lc.container.admin_engine.begin() as conn:
        enqueue(
            conn,
            tenant_id=lc.tenant_id,
            kind=INDEX_JOB,
            payload={"document_id": str(doc), "version": 1},
        )
    first, second = lc.workers
    marker, go = lc.marker("dup")
    first.call("fault", point="before_store", marker=marker, go=go)
    first.send("run_once")
    wait_for(marker)  # first delivery has embedded the chunks and stalls before writing
    # ... its lease runs out, so the same job is delivered again, plus the duplicate row.
    time.sleep(LEASE_S + 0.5)
    handled = 0
    deadline = time.monotonic() + 60
    while handled < 2 and time.monotonic() < deadline:
        handled += second.call("run_once")["handled"]
    assert handled == 2
    assert lc.statuses(doc) == {1: "active"}
    count = len(lc.chunks(doc))
    Path(go).touch()
    reply = first._read(60)
    assert reply["handled"] == 1 and reply["stats"]["lost"] >= 1  # its claim was taken over
    chunks = lc.chunks(doc)
    assert len(chunks) == count == len({c.id for c in chunks})
    assert sorted(c.ordinal for c in chunks) == list(range(count))
    assert all(j.status == "done" for j in lc.jobs_for(doc))
    activations = lc.sql(
        "SELECT count(*) AS n FROM audit_events WHERE kind = 'document_activated' "
        "AND payload->>'document_id' = :d",
        d=str(doc),
    )[0].n
    assert activations == 1


def test_queries_starting_after_a_delete_commit_never_return_the_document(
    lifecycle: Lifecycle,
) -> None:
    lc = lifecycle
    doc = lc.upload(_policy("DELTA", 10), scope="shipping")
    _drain(lc)
    q = "refund window DELTA reference code"
    assert _versions_in(lc.query(q, scope="shipping"), doc) == {1}
    with _QueryLoop(lc, doc, q, scope="shipping") as loop:
        wait_until(lambda: len(loop.samples) >= 3)
        lc.delete(doc)
        committed = time.monotonic()
        wait_until(lambda: sum(1 for s, *_ in loop.samples if s > committed) >= 5)
    before = [v for start, _, v in loop.samples if start < committed]
    after = [v for start, _, v in loop.samples if start > committed]
    assert any(before), "the document was never found before the delete"
    assert after and not any(after)
    # Physical cleanup by a worker process; idempotent when delivered again.
    lc.workers[1].call("drain")
    assert lc.chunks(doc) == []
    assert not (lc.home / "blobs" / str(lc.tenant_id) / str(doc)).exists()
    assert set(lc.statuses(doc).values()) == {"deleted"}


def test_strict_update_abstains_until_the_new_version_is_active(lifecycle: Lifecycle) -> None:
    lc = lifecycle
    doc = lc.upload(_policy("STRICTOLD", 30), scope="warranty", mode="strict")
    _drain(lc)
    q = "refund window reference code policy exchanges"
    assert _versions_in(lc.query(q, scope="warranty"), doc) == {1}
    lc.update(doc, _policy("STRICTNEW", 90))
    # Ineligible in the update's own transaction: nothing from this scope's document.
    assert lc.query(q, scope="warranty") == []
    _drain(lc)
    assert _versions_in(lc.query(q, scope="warranty"), doc) == {2}


def test_available_update_serves_old_until_activation_then_new_never_both(
    lifecycle: Lifecycle,
) -> None:
    lc = lifecycle
    doc = lc.upload(_policy("AVAILOLD", 30), scope="billing")
    _drain(lc)
    q = "refund window reference code policy exchanges"
    with _QueryLoop(lc, doc, q, scope="billing") as loop:
        lc.update(doc, _policy("AVAILNEW", 90))
        assert _versions_in(lc.query(q, scope="billing"), doc) == {1}
        lc.workers[0].call("drain")
        activated = time.monotonic()
        wait_until(lambda: sum(1 for s, *_ in loop.samples if s > activated) >= 3)
    assert all(len(v) == 1 for *_, v in loop.samples), "a result mixed two versions"
    assert all(v == {2} for s, _, v in loop.samples if s > activated)
    assert _versions_in(lc.query(q, scope="billing"), doc) == {2}
    # The mode can be changed later; strict then applies to the next update at once.
    from discreet.services import documents

    documents.set_update_mode(lc.container.engine, lc.principal, doc, "strict")
    lc.update(doc, _policy("AVAILTHIRD", 120))
    assert lc.query(q, scope="billing") == []
    _drain(lc)
    assert _versions_in(lc.query(q, scope="billing"), doc) == {3}


CORRUPT_PDF = (
    b"%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nthis is not a pdf body\n%%EOF\n"
)


def test_corrupt_pdf_fails_with_a_reason_and_the_previous_version_keeps_serving(
    lifecycle: Lifecycle,
) -> None:
    lc = lifecycle
    doc = lc.upload(_policy("PDFOLD", 30), scope="privacy")
    _drain(lc)
    # Accepted: it starts like a PDF; only the worker's full parse can tell.
    assert lc.update(doc, CORRUPT_PDF, filename="policy-v2.pdf") == 2
    _drain(lc)
    view = lc.view(doc)
    v2 = next(v for v in view.versions if v.version == 2)
    assert v2.status == "failed" and v2.error and "PDF" in v2.error
    assert view.active_version == 1 and lc.statuses(doc)[1] == "active"
    q = "refund window PDFOLD reference code"
    assert _versions_in(lc.query(q, scope="privacy"), doc) == {1}
    # Nothing lost: the upload is kept, and the job finished (a bad file is not retried).
    stored = lc.sql(
        "SELECT blob_key, blob_key_wrapped, blob_kek FROM document_versions "
        "WHERE document_id = :d AND version = 2",
        d=doc,
    )[0]
    sealed = lc.container.blobs.get(stored.blob_key)
    assert sealed != CORRUPT_PDF  # ciphertext at rest
    wrapped = WrappedKey(bytes(stored.blob_key_wrapped), stored.blob_kek)
    assert lc.container.blobs.open(stored.blob_key, wrapped) == CORRUPT_PDF
    assert {j.status for j in lc.jobs_for(doc)} == {"done"}
    failed = lc.sql(
        "SELECT payload FROM audit_events WHERE kind = 'document_failed' "
        "AND payload->>'document_id' = :d",
        d=str(doc),
    )
    assert len(failed) == 1


def test_dead_letter_fails_the_version_and_retry_brings_it_back(lifecycle: Lifecycle) -> None:
    lc = lifecycle
    doc = lc.upload(_policy("DEADOLD", 30), scope="loyalty")
    _drain(lc)
    lc.update(doc, _policy("DEADNEW", 45))
    blob_dir = lc.home / "blobs" / str(lc.tenant_id) / str(doc) / "v2"
    hidden = blob_dir.with_name("v2.hidden")
    blob_dir.rename(hidden)  # the blob store "is down" for this version
    lc.sql(
        "UPDATE jobs SET max_attempts = 2 WHERE payload->>'document_id' = :d AND status = 'ready'",
        d=str(doc),
    )
    # A missing blob is permanent for the version (failed, not retried) ...
    _drain(lc)
    assert lc.statuses(doc)[2] == "failed"
    hidden.rename(blob_dir)
    # ... while a job that raises is retried with backoff, then dead-lettered.
    with lc.container.admin_engine.begin() as conn:
        conn.exec_driver_sql(
            "UPDATE document_versions SET status = 'pending', error = NULL "
            f"WHERE document_id = '{doc}' AND version = 2"
        )
        job_id = enqueue(
            conn,
            tenant_id=lc.tenant_id,
            kind="no_such_kind",
            payload={"document_id": str(doc), "version": 2},
            max_attempts=2,
        )
        enqueue(
            conn,
            tenant_id=lc.tenant_id,
            kind=INDEX_JOB,
            payload={"document_id": str(doc), "version": 2},
            dedupe_key=f"index:{doc}:2",
        )
    _drain(lc)
    assert lc.statuses(doc) == {1: "superseded", 2: "active"}
    dead = job_service.dead_letters(lc.container.engine, lc.principal)
    assert [j.id for j in dead] == [job_id] and "no handler" in (dead[0].last_error or "")
    retried = job_service.retry(lc.container.engine, lc.principal, job_id)
    assert retried.job.status == "ready" and retried.job.attempts == 0
    from discreet.errors import Conflict

    with pytest.raises(Conflict):
        job_service.retry(lc.container.engine, lc.principal, job_id)
    lc.sql("UPDATE jobs SET status = 'done' WHERE id = :i", i=job_id)


def test_index_job_dead_lettered_marks_version_failed_and_retry_reindexes(
    lifecycle: Lifecycle,
) -> None:
    lc = lifecycle
    doc = lc.upload(_policy("RETRYOLD", 30), scope="gifts")
    _drain(lc)
    lc.update(doc, _policy("RETRYNEW", 45))
    (job,) = [j for j in lc.jobs_for(doc) if j.status == "ready"]
    # Simulate its last attempt failing: a worker claims it and gives up.
    from discreet.services.jobs import _index_dead
    from discreet.storage.outbox import ClaimedJob, fail_job

    with lc.container.admin_engine.begin() as conn:
        conn.exec_driver_sql(
            f"UPDATE jobs SET status = 'running', locked_by = 'w', attempts = 5 "
            f"WHERE id = '{job.id}'"
        )
        claimed = ClaimedJob(job.id, lc.tenant_id, INDEX_JOB, dict(job.payload), 5, 5)
        assert fail_job(conn, claimed, worker="w", error="Unavailable: store down") == "dead"
    with lc.container.engine.connect() as conn, conn.begin():
        conn.exec_driver_sql(f"SELECT set_config('app.tenant_id', '{lc.tenant_id}', true)")
        _index_dead(claimed, "Unavailable: store down", conn)
    view = lc.view(doc)
    assert lc.statuses(doc) == {1: "active", 2: "failed"}
    assert "gave up" in (next(v for v in view.versions if v.version == 2).error or "")
    assert _versions_in(lc.query("refund window RETRYOLD", scope="gifts"), doc) == {1}
    result = job_service.retry(lc.container.engine, lc.principal, job.id)
    assert result.version_reset
    _drain(lc)
    assert lc.statuses(doc) == {1: "superseded", 2: "active"}
