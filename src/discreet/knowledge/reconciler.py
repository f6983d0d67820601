"""The reconciler: compares documents, versions, chunks and jobs, repairs what it can prove
and reports the rest. Run by `discreet reconcile` and periodically by every worker.

What it proves and repairs:

* **orphan chunks** — chunks of a version that is not the document's active version and
  can never become it (superseded, failed, quarantined, rejected, deleted, or no longer
  the current version): deleted. Chunks of a deleted document: a purge job is enqueued.
* **abandoned versions** — a version still pending/processing/indexed with no live job:
  if it is no longer current it is superseded (conditional activation would do the same);
  if it is current and past the deadline, its index job is enqueued again; if its job was
  dead-lettered, the version is marked `failed` with the job's error.
* **missing chunks** — the active version has fewer chunks than it was indexed with: a
  re-index is enqueued, which rebuilds the chunks without touching the version's state.
* **stale embeddings** — chunks of an active version embedded by another model than the
  configured one: a re-embed job is enqueued.
* **unscanned policies** — an active shared policy without a personal-data scan, i.e.
  indexed before shared policies were stored verbatim (its chunks are redacted): a re-index
  is enqueued, which rebuilds its chunks as published and records the scan, without
  touching the version's state.

What it only reports: a version that is current and in flight with a live job past the
deadline (a slow worker, not a lost one); an `active` version that is not the document's
active version or the reverse; dead-lettered jobs. It never activates anything: chunks
existing for a version prove nothing about whether it should be served.

All of it runs in one transaction per tenant under an advisory lock, so two reconcilers
never act on the same tenant at once, and every enqueue is de-duplicated.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from sqlalchemy import Connection, Row, text

from discreet.knowledge.documents import PURGE_JOB, REEMBED_JOB, enqueue_index
from discreet.knowledge.indexing import IN_FLIGHT, TERMINAL
from discreet.storage.outbox import enqueue

__all__ = ["Finding", "ReconcileReport", "reconcile"]

_LOCK = 0x5245434E  # "RECN"; the second key is hashtext(tenant_id)


@dataclass(frozen=True)
class Finding:
    """One discrepancy: ids, a kind, and a fixed-vocabulary detail — never content."""

    kind: str
    document_id: UUID | None
    version: int | None
    detail: str
    repaired: bool

    def to_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "document_id": str(self.document_id) if self.document_id else None,
            "version": self.version,
            "detail": self.detail,
            "repaired": self.repaired,
        }


@dataclass
class ReconcileReport:
    tenant_id: UUID
    findings: list[Finding] = field(default_factory=list)
    skipped: bool = False  # another reconciler held the tenant's lock

    def add(self, kind: str, row: Row[Any], detail: str, repaired: bool) -> None:
        """Record a finding about the version `row` names (`document_id`, `version`)."""
        self.findings.append(Finding(kind, row.document_id, row.version, detail, repaired))

    @property
    def repairs(self) -> list[Finding]:
        return [f for f in self.findings if f.repaired]

    @property
    def unresolved(self) -> list[Finding]:
        return [f for f in self.findings if not f.repaired]

    @property
    def clean(self) -> bool:
        return not self.findings

    def to_dict(self) -> dict[str, object]:
        return {
            "tenant_id": str(self.tenant_id),
            "skipped": self.skipped,
            "repaired": [f.to_dict() for f in self.repairs],
            "unresolved": [f.to_dict() for f in self.unresolved],
        }


_LIVE_INDEX_JOB = """
  EXISTS (SELECT 1 FROM jobs j WHERE j.kind = 'index_version' AND j.status IN ('ready', 'running')
          AND j.payload->>'document_id' = v.document_id::text
          AND (j.payload->>'version')::int = v.version)
"""


def reconcile(
    conn: Connection,
    *,
    tenant_id: UUID,
    model_id: str | None,
    deadline_s: float,
    dry_run: bool = False,
) -> ReconcileReport:
    """Check one tenant (the connection's RLS scope) and repair; the caller commits.
    `model_id` is the configured embedding model (None skips the embedding check)."""
    report = ReconcileReport(tenant_id=tenant_id)
    locked = conn.execute(
        text("SELECT pg_try_advisory_xact_lock(:k, hashtext(:t))"),
        {"k": _LOCK, "t": str(tenant_id)},
    ).scalar_one()
    if not locked:
        report.skipped = True
        return report
    act = not dry_run
    _orphan_chunks(conn, report, tenant_id=tenant_id, act=act)
    _abandoned_versions(conn, report, tenant_id=tenant_id, deadline_s=deadline_s, act=act)
    _missing_chunks(conn, report, tenant_id=tenant_id, act=act)
    _unscanned_policies(conn, report, tenant_id=tenant_id, act=act)
    _inconsistent_active(conn, report)
    if model_id is not None:
        _stale_embeddings(conn, report, tenant_id=tenant_id, model_id=model_id, act=act)
    _dead_jobs(conn, report)
    return report


def _orphan_chunks(
    conn: Connection, report: ReconcileReport, *, tenant_id: UUID, act: bool
) -> None:
    rows = conn.execute(
        text(
            "SELECT c.document_id, c.version, count(*) AS n, min(v.status) AS status, "
            "bool_or(d.deleted_at IS NOT NULL) AS deleted, min(d.current_version) AS current "
            "FROM chunks c JOIN documents d ON d.id = c.document_id "
            "JOIN document_versions v ON v.document_id = c.document_id AND v.version = c.version "
            "WHERE d.deleted_at IS NOT NULL OR d.active_version IS DISTINCT FROM c.version "
            "GROUP BY c.document_id, c.version ORDER BY c.document_id, c.version"
        )
    ).all()
    purge_enqueued: set[UUID] = set()
    for r in rows:
        if r.deleted:
            if r.document_id not in purge_enqueued and act:
                enqueue(
                    conn,
                    tenant_id=tenant_id,
                    kind=PURGE_JOB,
                    payload={"document_id": str(r.document_id)},
                    dedupe_key=f"purge:{r.document_id}",
                )
                purge_enqueued.add(r.document_id)
            report.add("orphan_chunks", r, "document_deleted", act)
            continue
        if r.status in TERMINAL or r.version != r.current:
            if act:
                _delete_chunks(conn, r.document_id, r.version)
            report.add("orphan_chunks", r, f"version_{r.status}", act)
        # A current, in-flight version with chunks: its job (or the abandoned-version
        # check below) finishes it; the chunks are reused by id, never activated here.


def _abandoned_versions(
    conn: Connection, report: ReconcileReport, *, tenant_id: UUID, deadline_s: float, act: bool
) -> None:
    rows = conn.execute(
        text(
            "SELECT v.document_id, v.version, v.status, d.current_version AS current, "
            f"{_LIVE_INDEX_JOB} AS live, "
            "extract(epoch FROM now() - coalesce(v.processing_started_at, v.created_at)) "
            "AS age_s, "
            "(SELECT j.last_error FROM jobs j WHERE j.kind = 'index_version' "
            " AND j.status = 'dead' AND j.payload->>'document_id' = v.document_id::text "
            " AND (j.payload->>'version')::int = v.version "
            " ORDER BY j.updated_at DESC LIMIT 1) AS dead_error "
            "FROM document_versions v JOIN documents d ON d.id = v.document_id "
            "WHERE d.deleted_at IS NULL AND v.status = ANY(:flight) "
            "ORDER BY v.document_id, v.version"
        ),
        {"flight": list(IN_FLIGHT)},
    ).all()
    for r in rows:
        if r.live:
            if r.version == r.current and float(r.age_s) > deadline_s:
                report.add("slow_version", r, "job_still_live", False)
            continue
        if r.version != r.current:
            if act:
                _guarded(conn, r.document_id, r.version, "superseded")
                _delete_chunks(conn, r.document_id, r.version)
            report.add("abandoned_version", r, "superseded", act)
        elif r.dead_error is not None:
            if act:
                _guarded(
                    conn,
                    r.document_id,
                    r.version,
                    "failed",
                    error=f"indexing gave up: {r.dead_error}"[:500],
                )
            report.add("abandoned_version", r, "job_dead_lettered", act)
        elif float(r.age_s) > deadline_s:
            if act:
                enqueue_index(
                    conn, tenant_id=tenant_id, document_id=r.document_id, version=r.version
                )
            report.add("stuck_version", r, "reenqueued", act)


def _guarded(
    conn: Connection, document_id: UUID, version: int, status: str, error: str | None = None
) -> None:
    conn.execute(
        text(
            "UPDATE document_versions SET status = :s, error = coalesce(:e, error) "
            "WHERE document_id = :d AND version = :v AND status = ANY(:flight)"
        ),
        {"s": status, "e": error, "d": document_id, "v": version, "flight": list(IN_FLIGHT)},
    )


def _delete_chunks(conn: Connection, document_id: UUID, version: int) -> None:
    conn.execute(
        text("DELETE FROM chunks WHERE document_id = :d AND version = :v"),
        {"d": document_id, "v": version},
    )


def _missing_chunks(
    conn: Connection, report: ReconcileReport, *, tenant_id: UUID, act: bool
) -> None:
    rows = conn.execute(
        text(
            "SELECT v.document_id, v.version, v.chunk_count, "
            "(SELECT count(*) FROM chunks c WHERE c.document_id = v.document_id "
            " AND c.version = v.version) AS n, "
            f"{_LIVE_INDEX_JOB} AS live "
            "FROM document_versions v JOIN documents d ON d.id = v.document_id "
            "AND d.active_version = v.version "
            "WHERE d.deleted_at IS NULL AND v.status = 'active'"
        )
    ).all()
    # fewer chunks than the version was indexed with, or no count to go by
    short = [r for r in rows if not 0 < int(r.chunk_count or 0) <= int(r.n)]
    _reindex(conn, report, short, "missing_chunks", tenant_id=tenant_id, act=act)


def _unscanned_policies(
    conn: Connection, report: ReconcileReport, *, tenant_id: UUID, act: bool
) -> None:
    rows = conn.execute(
        text(
            "SELECT v.document_id, v.version, "
            f"{_LIVE_INDEX_JOB} AS live "
            "FROM document_versions v JOIN documents d ON d.id = v.document_id "
            "AND d.active_version = v.version "
            "WHERE d.deleted_at IS NULL AND v.status = 'active' AND d.owner = 'shared' "
            "AND v.pii_scan IS NULL ORDER BY v.document_id"
        )
    ).all()
    _reindex(conn, report, rows, "unscanned_policy", tenant_id=tenant_id, act=act)


def _reindex(
    conn: Connection,
    report: ReconcileReport,
    rows: Sequence[Row[Any]],
    kind: str,
    *,
    tenant_id: UUID,
    act: bool,
) -> None:
    """Enqueue a re-index of each active version in `rows` (`document_id`, `version`,
    `live`) and report it as `kind`; one with a live index job is already being rebuilt."""
    for r in rows:
        if r.live:
            continue
        if act:
            enqueue_index(conn, tenant_id=tenant_id, document_id=r.document_id, version=r.version)
        report.add(kind, r, "reindex_enqueued", act)


def _inconsistent_active(conn: Connection, report: ReconcileReport) -> None:
    rows = conn.execute(
        text(
            "SELECT d.id AS document_id, v.version, v.status, d.active_version "
            "FROM documents d JOIN document_versions v ON v.document_id = d.id "
            "WHERE d.deleted_at IS NULL AND ("
            " (v.version = d.active_version AND v.status <> 'active') OR"
            " (v.status = 'active' AND v.version IS DISTINCT FROM d.active_version))"
        )
    ).all()
    for r in rows:
        report.add("inconsistent_active", r, f"status_{r.status}", False)


def _stale_embeddings(
    conn: Connection, report: ReconcileReport, *, tenant_id: UUID, model_id: str, act: bool
) -> None:
    rows = conn.execute(
        text(
            "SELECT DISTINCT c.document_id, c.version FROM chunks c "
            "JOIN documents d ON d.id = c.document_id AND d.active_version = c.version "
            "WHERE d.deleted_at IS NULL AND c.embedding_model IS DISTINCT FROM :m "
            "ORDER BY c.document_id, c.version"
        ),
        {"m": model_id},
    ).all()
    for r in rows:
        if act:
            enqueue(
                conn,
                tenant_id=tenant_id,
                kind=REEMBED_JOB,
                payload={"document_id": str(r.document_id), "version": r.version},
                dedupe_key=f"reembed:{r.document_id}:{r.version}:{model_id}",
            )
        report.add("stale_embeddings", r, "reembed_enqueued", act)


def _dead_jobs(conn: Connection, report: ReconcileReport) -> None:
    rows = conn.execute(
        text(
            "SELECT j.id, j.kind, j.payload->>'document_id' AS document_id, "
            "(j.payload->>'version')::int AS version FROM jobs j WHERE j.status = 'dead' "
            "ORDER BY j.updated_at"
        )
    ).all()
    for r in rows:
        report.findings.append(
            Finding(
                "dead_job",
                UUID(r.document_id) if r.document_id else None,
                r.version,
                f"{r.kind}:{r.id}",
                False,
            )
        )
