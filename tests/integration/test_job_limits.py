"""Fair, bounded workers (issue 15): a document over an output limit is dead-lettered once
(never retried) and its version ends `failed` with the limit's reason, while another
tenant's small upload indexes normally; a running job's lease is renewed, so a job that
runs longer than its lease is not claimed by a second worker meanwhile.

The worker runs in this process on jobs claimed here by id (no other test's jobs)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from uuid import UUID

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.knowledge.documents import Accepted
from discreet.knowledge.limits import LimitExceeded, OutputLimits
from discreet.knowledge.parsing import CorruptDocument, parse_document
from discreet.knowledge.sandbox import ParseBounds, parse_bounded
from discreet.services import documents
from discreet.services import jobs as job_service
from discreet.services.admin import staff_principal
from discreet.storage.engine import UnitOfWork, app_transaction
from discreet.storage.outbox import ClaimedJob, claim_jobs, enqueue, release_job
from discreet.worker import TenantTx, Worker
from tests.unit.knowledge.docgen import make_docx_bomb, make_pdf

pytestmark = pytest.mark.integration


def _upload(container: Container, tenant: UUID, data: bytes, filename: str) -> UUID:
    accepted = documents.upload(
        container.engine,
        container.blobs,
        staff_principal(tenant),
        title="Policy",
        scope="returns",
        filename=filename,
        content_type=None,
        data=data,
    )
    return accepted.document_id


def _claim_index_job(container: Container, tenant: UUID, worker: str) -> ClaimedJob:
    """The document's index job, claimed by `worker` the way `claim_jobs` leaves it."""
    with UnitOfWork(container.engine, tenant) as uow:
        row = uow.conn.execute(
            text(
                "UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = :w, "
                "lease_until = now() + interval '1 minute' "
                "WHERE tenant_id = :t AND kind = 'index_version' AND status = 'ready' "
                "RETURNING id, kind, payload, attempts, max_attempts"
            ),
            {"w": worker, "t": tenant},
        ).one()
        uow.commit()
    return ClaimedJob(
        id=row.id,
        tenant_id=tenant,
        kind=row.kind,
        payload=dict(row.payload),
        attempts=row.attempts,
        max_attempts=row.max_attempts,
    )


def _lower_limits(container: Container, monkeypatch: pytest.MonkeyPatch, **lowered: float) -> None:
    """The session container's settings with some ingestion limits lowered, as the
    environment would set them, for the workers this test builds from it."""
    monkeypatch.setattr(container, "settings", container.settings.model_copy(update=lowered))


def _claimed_by(container: Container, tenant: UUID, kind: str, worker: Worker) -> ClaimedJob:
    """A new job of `kind`, running under `worker`'s claim with a one-second lease."""
    with UnitOfWork(container.engine, tenant) as uow:
        job_id = enqueue(uow.conn, tenant_id=tenant, kind=kind, payload={})
        uow.conn.execute(
            text(
                "UPDATE jobs SET status = 'running', attempts = 1, locked_by = :w, "
                "lease_until = now() + interval '1 second' WHERE id = :id"
            ),
            {"w": worker.name, "id": job_id},
        )
        uow.commit()
    assert job_id is not None
    return ClaimedJob(
        id=job_id, tenant_id=tenant, kind=kind, payload={}, attempts=1, max_attempts=5
    )


def _claim_and_release(container: Container, worker: str) -> set[UUID]:
    """What a second worker `worker` can claim now (the ids), each handed straight back."""
    with app_transaction(container.engine) as conn:
        claimed = claim_jobs(conn, worker=worker, limit=50, lease_s=60)
    for other in claimed:
        with UnitOfWork(container.engine, other.tenant_id) as uow:
            release_job(uow.conn, other.id, worker=worker)
            uow.commit()
    return {c.id for c in claimed}


def _version(container: Container, tenant: UUID, doc: UUID) -> tuple[str, str | None]:
    view = documents.get(container.engine, staff_principal(tenant), doc)
    v = next(v for v in view.versions if v.version == 1)
    return v.status, v.error


def _jobs_of(container: Container, tenant: UUID) -> list[tuple[str, int, str | None]]:
    return [
        (j.status, j.attempts, j.last_error)
        for j in job_service.jobs(container.engine, staff_principal(tenant))
        if j.kind == "index_version"
    ]


def test_a_docx_bomb_is_dead_lettered_once_and_another_tenant_indexes(
    container: Container,
    tenant_factory: Callable[..., UUID],
    monkeypatch: pytest.MonkeyPatch,
    sole_worker: None,
) -> None:
    _lower_limits(container, monkeypatch, max_docx_unzipped_bytes=1_000_000)
    bomber, neighbour = tenant_factory(), tenant_factory()
    bomb = _upload(container, bomber, make_docx_bomb(2_000_000), "bomb.docx")
    small = _upload(
        container,
        neighbour,
        b"# Returns\n\nRefunds take five working days after we receive the item.\n",
        "returns.md",
    )
    worker = container.worker(name="limits-test")
    jobs = [_claim_index_job(container, t, worker.name) for t in (bomber, neighbour)]
    assert worker.run_claimed(jobs) == 2

    status, error = _version(container, bomber, bomb)
    assert status == "failed"
    assert error is not None and "decompressed_too_large" in error
    [(job_status, attempts, last_error)] = _jobs_of(container, bomber)
    assert (job_status, attempts) == ("dead", 1)  # dead-lettered at once, not retried
    assert last_error is not None and "decompressed_too_large" in last_error

    assert _version(container, neighbour, small) == ("active", None)
    assert [j[:2] for j in _jobs_of(container, neighbour)] == [("done", 1)]


def test_a_document_over_the_chunk_limit_is_dead_lettered_with_its_reason(
    container: Container,
    tenant_factory: Callable[..., UUID],
    monkeypatch: pytest.MonkeyPatch,
    sole_worker: None,
) -> None:
    _lower_limits(container, monkeypatch, max_chunks_per_document=2)
    tenant = tenant_factory()
    body = "# Returns\n\n" + "\n\n".join(
        f"Rule {n}: " + "refunds take five working days " * 40 for n in range(4)
    )
    doc = _upload(container, tenant, body.encode(), "long.md")
    worker = container.worker(name="limits-test-chunks")
    worker.run_claimed([_claim_index_job(container, tenant, worker.name)])
    status, error = _version(container, tenant, doc)
    assert status == "failed" and error is not None and "too_many_chunks" in error
    [(job_status, attempts, _)] = _jobs_of(container, tenant)
    assert (job_status, attempts) == ("dead", 1)
    with UnitOfWork(container.engine, tenant) as uow:
        chunks = uow.conn.execute(
            text("SELECT count(*) FROM chunks WHERE document_id = :d"), {"d": doc}
        ).scalar_one()
    assert chunks == 0


def test_a_job_longer_than_its_lease_is_not_claimed_by_a_second_worker(
    container: Container, tenant_factory: Callable[..., UUID], sole_worker: None
) -> None:
    tenant = tenant_factory()
    kind = "test.long_job"
    running = threading.Event()

    def slow(_job: ClaimedJob, _begin: Callable[[], TenantTx]) -> None:
        running.set()
        time.sleep(3.5)  # more than three leases

    first = Worker(container.engine, {kind: slow}, lease_s=1, name="lease-first")
    job = _claimed_by(container, tenant, kind, first)
    job_id = job.id
    runner = threading.Thread(target=first.run_claimed, args=([job],))
    runner.start()
    assert running.wait(10)
    stolen = False
    try:
        while runner.is_alive():
            time.sleep(0.4)
            stolen = stolen or job_id in _claim_and_release(container, "lease-second")
    finally:
        runner.join(10)
    assert not stolen
    assert first.stats.done == 1 and first.stats.lost == 0
    with UnitOfWork(container.engine, tenant) as uow:
        status = uow.conn.execute(
            text("SELECT status FROM jobs WHERE id = :id"), {"id": job_id}
        ).scalar_one()
    assert status == "done"


def test_a_hung_job_stops_renewing_after_its_budget_and_is_reclaimed(
    container: Container, tenant_factory: Callable[..., UUID], sole_worker: None
) -> None:
    # sole_worker: the test server's worker would otherwise claim the reclaimable job first
    tenant = tenant_factory()
    kind = "test.hung_job"
    release = threading.Event()

    def hung(_job: ClaimedJob, _begin: Callable[[], TenantTx]) -> None:
        release.wait(15)

    first = Worker(container.engine, {kind: hung}, lease_s=1, name="hung-first", max_renewal_s=1)
    job = _claimed_by(container, tenant, kind, first)
    job_id = job.id
    runner = threading.Thread(target=first.run_claimed, args=([job],))
    runner.start()
    taken = False
    deadline = time.monotonic() + 10
    try:
        while not taken and time.monotonic() < deadline:
            time.sleep(0.3)
            taken = job_id in _claim_and_release(container, "hung-second")
    finally:
        release.set()
        runner.join(10)
    assert taken
    assert first.stats.lost == 1  # it finished after another worker had re-claimed it
    with UnitOfWork(container.engine, tenant) as uow:  # no handler elsewhere: retire it
        uow.conn.execute(text("UPDATE jobs SET status = 'done' WHERE id = :id"), {"id": job_id})
        uow.commit()


def _long_policy_md(chars: int) -> bytes:
    """A Markdown policy of about `chars` characters (under the upload door's text limit)."""
    rule = "refunds take five working days " * 30
    rules = (f"Rule {n}: {rule}" for n in range(chars // (len(rule) + 10)))
    return ("# Returns\n\n" + "\n\n".join(rules)).encode()


def test_a_parse_past_its_time_limit_is_dead_lettered_at_once(
    container: Container,
    tenant_factory: Callable[..., UUID],
    monkeypatch: pytest.MonkeyPatch,
    sole_worker: None,
) -> None:
    """1,500 pages take about 0.8 s to parse here, unloaded (0.06 s for a one-line file):
    eight times the 0.1 s allowed."""
    tenant, neighbour = tenant_factory(), tenant_factory()
    pages = [[(11.0, f"Page {n}: refunds take five working days, " * 3)] for n in range(1500)]
    slow_doc = _upload(container, tenant, make_pdf(pages), "handbook.pdf")
    small = _upload(container, neighbour, b"# Returns\n\nRefunds take five days.\n", "r.md")
    unhurried = container.worker(name="limits-test-time-default")
    _lower_limits(container, monkeypatch, job_timeout_s=0.1)
    hurried = container.worker(name="limits-test-time")

    hurried.run_claimed([_claim_index_job(container, tenant, hurried.name)])

    status, error = _version(container, tenant, slow_doc)
    assert status == "failed" and error is not None and "timed_out" in error
    [(job_status, attempts, _)] = _jobs_of(container, tenant)
    assert (job_status, attempts) == ("dead", 1)
    unhurried.run_claimed([_claim_index_job(container, neighbour, unhurried.name)])
    assert _version(container, neighbour, small) == ("active", None)


def test_a_parse_past_its_memory_limit_fails_and_the_worker_goes_on(
    container: Container,
    tenant_factory: Callable[..., UUID],
    monkeypatch: pytest.MonkeyPatch,
    sole_worker: None,
) -> None:
    """About 4 MB of text needs more than 35 MB of address space to parse (the interpreter
    with the parsers loaded takes under 30 MB here, so a small file still parses)."""
    tenant = tenant_factory()
    big = _upload(container, tenant, _long_policy_md(3_900_000), "long.md")
    _lower_limits(container, monkeypatch, job_memory_mb=35)
    worker = container.worker(name="limits-test-memory")

    worker.run_claimed([_claim_index_job(container, tenant, worker.name)])

    status, error = _version(container, tenant, big)
    assert status == "failed" and error is not None and "out_of_memory" in error
    [(job_status, attempts, _)] = _jobs_of(container, tenant)
    assert (job_status, attempts) == ("dead", 1)
    # The same worker, under the same limit, indexes the next upload.
    small = _upload(container, tenant, b"# Returns\n\nRefunds take five days.\n", "r.md")
    worker.run_claimed([_claim_index_job(container, tenant, worker.name)])
    assert _version(container, tenant, small) == ("active", None)


def test_the_parse_child_answers_as_the_parser_would() -> None:
    bounds = ParseBounds(timeout_s=60, memory_mb=1024)
    data = make_pdf([[(16.0, "Returns"), (11.0, "Refunds take five days.")]] * 2)
    assert parse_bounded(
        data, filename="p.pdf", content_type=None, limits=OutputLimits(), bounds=bounds
    ) == parse_document(data, filename="p.pdf")
    with pytest.raises(CorruptDocument) as refused:
        parse_bounded(
            b"%PDF-1.4 not really",
            filename="p.pdf",
            content_type=None,
            limits=OutputLimits(),
            bounds=bounds,
        )
    assert refused.value.code == "corrupt_document"
    with pytest.raises(LimitExceeded) as over:
        parse_bounded(
            data,
            filename="p.pdf",
            content_type=None,
            limits=OutputLimits(pdf_pages=1),
            bounds=bounds,
        )
    assert over.value.reason == "too_many_pages" and over.value.permanent
    with pytest.raises(LimitExceeded) as starved:
        parse_bounded(
            _long_policy_md(16_000_000),
            filename="p.md",
            content_type=None,
            limits=OutputLimits(text_chars=20_000_000),
            bounds=ParseBounds(timeout_s=120, memory_mb=100),
        )
    assert starved.value.reason == "out_of_memory"


def test_the_upload_door_reads_the_text_limit_from_the_settings(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    """A text upload is parsed at the door: it is refused past the configured limit (413,
    naming it), and one past the built-in default is accepted when the setting raises it."""
    tenant = tenant_factory()

    def text_of(sentences: int) -> bytes:
        return ("Returns are accepted within 30 days. " * sentences).encode()

    def upload(data: bytes, text_chars: int) -> Accepted:
        return documents.upload(
            container.engine,
            container.blobs,
            staff_principal(tenant),
            title="Policy",
            scope="returns",
            filename="returns.md",
            content_type=None,
            data=data,
            limits=OutputLimits(text_chars=text_chars),
        )

    with pytest.raises(LimitExceeded) as refused:
        upload(text_of(10), text_chars=100)
    assert refused.value.status == 413
    assert refused.value.reason == "text_too_large"

    default = OutputLimits().text_chars
    big = text_of(default // 37 + 10)
    assert len(big) > default
    accepted = upload(big, text_chars=len(big) + 1)
    assert accepted.status == "pending"
