"""Job handlers for the worker, the periodic sweeps it runs (sessions, reconciler, queue
metrics), and the operator use cases over the queue (list, dead letters, retry, reconcile).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING
from uuid import UUID

import structlog
from sqlalchemy import Connection, Engine, text

from discreet.audit import events as ev
from discreet.errors import Conflict, NotFound
from discreet.knowledge.documents import INDEX_JOB, PURGE_JOB, REEMBED_JOB
from discreet.knowledge.indexing import (
    IN_FLIGHT,
    IndexOutcome,
    index_version,
    purge_document,
    reembed_version,
)
from discreet.knowledge.limits import DEFAULT_LIMITS, OutputLimits
from discreet.knowledge.pii_scan import PII_REASON, SCAN_INCOMPLETE_REASON
from discreet.knowledge.reconciler import ReconcileReport, reconcile
from discreet.knowledge.sandbox import ParseBounds
from discreet.observability import RECONCILER_FINDINGS, TIME_TO_SEARCHABLE, refresh_queue_metrics
from discreet.services.auditing import Auditor
from discreet.services.memory import sweep_expired_memory
from discreet.services.retention import purge_expired_audit
from discreet.services.sessions import sweep_expired_sessions
from discreet.services.webhooks import WEBHOOK_JOB, deliver, emit, target
from discreet.storage.engine import UnitOfWork, app_transaction
from discreet.storage.outbox import ClaimedJob, JobView, get_job, list_jobs, retry_job
from discreet.tenancy.model import Principal
from discreet.tenancy.settings import tenant_redaction_config
from discreet.worker import DeadLetterHook, Handler, TenantTx, Worker

if TYPE_CHECKING:
    from collections.abc import Callable

    from discreet.knowledge.blobs import BlobStore
    from discreet.knowledge.embedding.port import Embedder
    from discreet.redaction import Redactor
    from discreet.sessions import VaultStore

__all__ = [
    "JOB_STATUSES",
    "JobView",
    "RetryResult",
    "WorkerDeps",
    "build_worker",
    "dead_letters",
    "jobs",
    "operator_jobs",
    "operator_retry",
    "reconcile_all",
    "retry",
]

log = structlog.get_logger("discreet.jobs")


def _tenant_ids(engine: Engine) -> list[UUID]:
    with app_transaction(engine) as conn:
        return [
            r.tenant_id for r in conn.execute(text("SELECT tenant_id FROM discreet_tenant_ids()"))
        ]


def reconcile_all(
    engine: Engine,
    *,
    model_id: str | None,
    deadline_s: float,
    dry_run: bool = False,
    tenant_id: UUID | None = None,
) -> list[ReconcileReport]:
    """Reconcile one tenant or every tenant, each in its own transaction."""
    reports = []
    for tid in [tenant_id] if tenant_id is not None else _tenant_ids(engine):
        with UnitOfWork(engine, tid) as uow:
            report = reconcile(
                uow.conn, tenant_id=tid, model_id=model_id, deadline_s=deadline_s, dry_run=dry_run
            )
            uow.commit()
        for finding in report.findings:
            RECONCILER_FINDINGS.labels(finding.kind, str(finding.repaired).lower()).inc()
        if report.findings:
            log.info(
                "reconciled",
                tenant_id=str(tid),
                repaired=len(report.repairs),
                unresolved=len(report.unresolved),
                kinds=sorted({f.kind for f in report.findings}),
            )
        reports.append(report)
    return reports


def _index_dead(job: ClaimedJob, reason: str, conn: Connection) -> None:
    """The index job gave up: the version is `failed` with the job's error (the previous
    active version keeps serving); `discreet jobs retry` puts both back."""
    document_id = UUID(job.payload["document_id"])
    version = int(job.payload["version"])
    moved = conn.execute(
        text(
            "UPDATE document_versions SET status = 'failed', error = :e "
            "WHERE document_id = :d AND version = :v AND status = ANY(:flight)"
        ),
        {
            "e": f"indexing gave up after {job.attempts} attempts: {reason}"[:500],
            "d": document_id,
            "v": version,
            "flight": list(IN_FLIGHT),
        },
    ).rowcount
    if moved:
        Auditor(conn, job.tenant_id)(
            ev.DocumentFailed(
                document_id=document_id,
                version=version,
                error_code="dead_lettered",
                attempts=job.attempts,
                dead_lettered=True,
            )
        )
        emit(
            conn, job.tenant_id, "document.failed", {"document_id": document_id, "version": version}
        )


def index_events(
    outcome: IndexOutcome, document_id: UUID, version: int, *, attempts: int
) -> list[ev.AuditEvent]:
    """The audit events of one indexing run, from its outcome: the personal-data scan first
    (it ran first), then what became of the version, if this run changed it. A version
    superseded before it was indexed has nothing to add: its state row says it."""
    events: list[ev.AuditEvent] = []
    scan = outcome.pii_scan
    if scan is not None:
        events.append(
            ev.DocumentPiiScanned(
                document_id=document_id,
                version=version,
                findings=scan.findings,
                entity_counts=dict(scan.by_type),
                sections_flagged=len(scan.sections),
                complete=scan.complete,
                blocked=outcome.status == "quarantined"
                and bool({PII_REASON, SCAN_INCOMPLETE_REASON} & set(outcome.reasons)),
            )
        )
    if not outcome.changed:
        return events
    if outcome.status == "active":
        events.append(
            ev.DocumentActivated(
                document_id=document_id,
                version=version,
                chunk_count=outcome.chunks,
                superseded_version=outcome.superseded_version,
            )
        )
    elif outcome.status == "failed":
        events.append(
            ev.DocumentFailed(
                document_id=document_id,
                version=version,
                error_code=outcome.error or "unknown",
                attempts=attempts,
                dead_lettered=False,
            )
        )
    elif outcome.status == "quarantined":
        events.append(
            ev.DocumentQuarantined(
                document_id=document_id, version=version, reasons=outcome.reasons
            )
        )
    elif outcome.status == "deleted":
        events.append(ev.DocumentDeleted(document_id=document_id, version=version))
    return events


@dataclass(frozen=True)
class WorkerDeps:
    """What the job handlers and the periodic sweeps use; the composition root fills it
    (`bootstrap.Container.worker`)."""

    engine: Engine
    blobs: BlobStore
    embedder: Embedder
    redactor: Redactor
    vaults: VaultStore
    lease_s: int
    reconcile_interval_s: float
    processing_deadline_s: float
    limits: OutputLimits = DEFAULT_LIMITS
    parse_bounds: ParseBounds | None = None


def build_worker(deps: WorkerDeps, *, name: str | None = None) -> Worker:
    """A worker with the handlers of every job kind and the periodic sweeps."""

    def index(job: ClaimedJob, begin: Callable[[], TenantTx]) -> None:
        document_id = UUID(job.payload["document_id"])
        version = int(job.payload["version"])
        with UnitOfWork(deps.engine, job.tenant_id) as uow:
            owner = uow.conn.execute(
                text("SELECT owner FROM documents WHERE id = :d"), {"d": document_id}
            ).scalar()
            # Company-authored (shared) policies are stored verbatim; their personal-data
            # scan uses the pattern recognizers only: NER on policy prose mistakes brands
            # and times for names and addresses. Customer-owned documents are redacted
            # with everything.
            config = tenant_redaction_config(
                uow.conn, use_ner=deps.redactor.uses_ner and owner != "shared"
            )
        redactor = deps.redactor
        outcome = index_version(
            begin,
            blobs=deps.blobs,
            embedder=deps.embedder,
            redact=lambda raw: redactor.redact(raw, config=config).text,
            analyze=lambda raw: redactor.analyze(raw, config=config),
            document_id=document_id,
            version=version,
            limits=deps.limits,
            bounds=deps.parse_bounds,
        )
        if outcome.searchable_after_s is not None:
            TIME_TO_SEARCHABLE.observe(outcome.searchable_after_s)
        if not outcome.changed and outcome.pii_scan is None:
            return
        with UnitOfWork(deps.engine, job.tenant_id) as uow:
            audit = Auditor(uow.conn, job.tenant_id)
            for event in index_events(outcome, document_id, version, attempts=job.attempts):
                audit(event)
            if outcome.changed and outcome.status in ("active", "failed"):
                ids: dict[str, UUID | int] = {"document_id": document_id, "version": version}
                emit(uow.conn, job.tenant_id, f"document.{outcome.status}", ids)
            uow.commit()

    def reembed(job: ClaimedJob, begin: Callable[[], TenantTx]) -> None:
        reembed_version(
            begin,
            embedder=deps.embedder,
            document_id=UUID(job.payload["document_id"]),
            version=int(job.payload["version"]),
        )

    def purge(job: ClaimedJob, begin: Callable[[], TenantTx]) -> None:
        with begin() as conn:
            purge_document(
                conn,
                deps.blobs,
                tenant_id=job.tenant_id,
                document_id=UUID(job.payload["document_id"]),
            )
            conn.commit()

    last_reconcile = [0.0]

    def reconcile_periodically() -> None:
        if time.monotonic() - last_reconcile[0] < deps.reconcile_interval_s:
            return
        last_reconcile[0] = time.monotonic()
        reconcile_all(
            deps.engine,
            model_id=deps.embedder.model_id,
            deadline_s=deps.processing_deadline_s,
        )

    def webhook(job: ClaimedJob, _begin: Callable[[], TenantTx]) -> None:
        deliver(target(deps.engine), job)

    handlers: dict[str, Handler] = {
        INDEX_JOB: index,
        PURGE_JOB: purge,
        REEMBED_JOB: reembed,
        WEBHOOK_JOB: webhook,
    }
    dead_hooks: dict[str, DeadLetterHook] = {INDEX_JOB: _index_dead}
    return Worker(
        deps.engine,
        handlers,
        lease_s=deps.lease_s,
        periodic=[
            lambda: sweep_expired_sessions(deps.engine, deps.vaults),
            lambda: sweep_expired_memory(deps.engine),
            lambda: purge_expired_audit(deps.engine),
            reconcile_periodically,
            lambda: refresh_queue_metrics(deps.engine),
        ],
        name=name,
        dead_letter=dead_hooks,
    )


# --- operator use cases -------------------------------------------------------------------


@dataclass(frozen=True)
class RetryResult:
    job: JobView
    version_reset: bool  # a failed version went back to pending with the job


JOB_STATUSES = ("ready", "running", "done", "dead")
"""What a job's status can be, and so what `jobs` filters by."""


def _check_status(status: str | None) -> None:
    if status is not None and status not in JOB_STATUSES:
        from discreet.errors import InvalidInput

        raise InvalidInput(f"status must be one of: {', '.join(JOB_STATUSES)}")


def jobs(
    engine: Engine, principal: Principal, *, status: str | None = None, limit: int = 100
) -> list[JobView]:
    """The tenant's jobs, newest first."""
    _check_status(status)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        return list_jobs(uow.conn, status=status, limit=limit)


def dead_letters(engine: Engine, principal: Principal, *, limit: int = 100) -> list[JobView]:
    return jobs(engine, principal, status="dead", limit=limit)


def _retry(conn: Connection, job_id: UUID) -> RetryResult:
    claimed = retry_job(conn, job_id)
    if claimed is None:
        view = get_job(conn, job_id)
        if view is None:
            raise NotFound("no such job")
        raise Conflict(
            f"job is {view.status}; only a dead-lettered job can be retried"
            if view.status != "dead"
            else "a live job for the same work is already queued"
        )
    version_reset = False
    if claimed.kind == INDEX_JOB:
        # The dead-letter hook failed the version; put it back in flight, unless it was
        # replaced or deleted meanwhile (the job then ends it as superseded/deleted).
        version_reset = bool(
            conn.execute(
                text(
                    "UPDATE document_versions v SET status = 'pending', error = NULL "
                    "FROM documents d WHERE d.id = v.document_id AND v.document_id = :d "
                    "AND v.version = :v AND v.status = 'failed' AND d.deleted_at IS NULL "
                    "AND d.current_version = v.version"
                ),
                {"d": UUID(claimed.payload["document_id"]), "v": int(claimed.payload["version"])},
            ).rowcount
        )
    view = get_job(conn, job_id)
    assert view is not None
    return RetryResult(job=view, version_reset=version_reset)


def retry(engine: Engine, principal: Principal, job_id: UUID) -> RetryResult:
    """Put a dead-lettered job of the principal's tenant back in the queue."""
    with UnitOfWork(engine, principal.tenant_id) as uow:
        result = _retry(uow.conn, job_id)
        uow.commit()
    return result


def operator_jobs(
    admin_engine: Engine, *, status: str | None = None, limit: int = 100
) -> list[JobView]:
    """Every tenant's jobs, for the operator CLI (the owner connection sees all rows)."""
    _check_status(status)
    with admin_engine.connect() as conn:
        return list_jobs(conn, status=status, limit=limit)


def operator_retry(admin_engine: Engine, job_id: UUID) -> RetryResult:
    with admin_engine.begin() as conn:
        return _retry(conn, job_id)
