"""The job outbox: jobs are rows written in the same transaction as the state change they
follow from; workers claim them with FOR UPDATE SKIP LOCKED and a lease (delivery is at
least once, so every handler is idempotent).

A job is `ready` (waiting for `run_after`), `running` (claimed; its lease may expire, and
then any worker re-claims it), `done`, or `dead` (dead-lettered after its last attempt,
with the error; an operator can put it back with `retry_job`). A job with a `dedupe_key`
is enqueued at most once while a live (ready or running) job holds the same key.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID, uuid4

from sqlalchemy import Connection, text

from discreet.storage.rows import from_row

__all__ = [
    "JOB_STATUSES",
    "ClaimedJob",
    "JobView",
    "backoff_s",
    "claim_jobs",
    "complete_job",
    "enqueue",
    "fail_job",
    "get_job",
    "list_jobs",
    "release_job",
    "renew_lease",
    "retry_job",
]

JOB_STATUSES = ("ready", "running", "done", "dead")


@dataclass(frozen=True)
class ClaimedJob:
    id: UUID
    tenant_id: UUID
    kind: str
    payload: dict[str, Any]
    attempts: int
    max_attempts: int


@dataclass(frozen=True)
class JobView:
    """What an operator sees of a job: ids, kind, counts and the short error."""

    id: UUID
    tenant_id: UUID
    kind: str
    status: str
    attempts: int
    max_attempts: int
    last_error: str | None
    document_id: str | None
    version: int | None
    created_at: datetime
    updated_at: datetime
    run_after: datetime


def enqueue(
    conn: Connection,
    *,
    tenant_id: UUID,
    kind: str,
    payload: dict[str, Any],
    max_attempts: int = 5,
    dedupe_key: str | None = None,
) -> UUID | None:
    """Write a job in the caller's transaction. With `dedupe_key`, returns None (and writes
    nothing) when a live job with the same key exists."""
    job_id = uuid4()
    params = {
        "id": job_id,
        "t": tenant_id,
        "k": kind,
        "p": json.dumps(payload),
        "m": max_attempts,
        "dk": dedupe_key,
    }
    if dedupe_key is None:
        conn.execute(
            text(
                "INSERT INTO jobs (id, tenant_id, kind, payload, max_attempts) "
                "VALUES (:id, :t, :k, CAST(:p AS jsonb), :m)"
            ),
            params,
        )
        return job_id
    inserted = conn.execute(
        text(
            "INSERT INTO jobs (id, tenant_id, kind, payload, max_attempts, dedupe_key) "
            "VALUES (:id, :t, :k, CAST(:p AS jsonb), :m, :dk) "
            "ON CONFLICT (tenant_id, dedupe_key) "
            "WHERE dedupe_key IS NOT NULL AND status IN ('ready', 'running') DO NOTHING "
            "RETURNING id"
        ),
        params,
    ).first()
    return job_id if inserted is not None else None


def claim_jobs(conn: Connection, *, worker: str, limit: int, lease_s: int) -> list[ClaimedJob]:
    """Claim up to `limit` due jobs (or jobs whose lease ran out) for `worker`, round-robin
    across tenants: each job's turn is its tenant's running jobs plus its place in the
    tenant's queue, and the lowest turns come first, then the oldest (migration 0013). The
    jobs come back in that order, which is the order to run them in. A batch may be short
    when concurrent claims hold the candidates."""
    rows = conn.execute(
        text("SELECT * FROM discreet_claim_jobs(:w, :n, :l)"),
        {"w": worker, "n": limit, "l": lease_s},
    ).all()
    return [from_row(ClaimedJob, r, id=r.job_id, payload=dict(r.payload)) for r in rows]


def complete_job(conn: Connection, job_id: UUID, *, worker: str) -> bool:
    """Mark done, only if this worker still holds the claim. A worker whose lease ran out
    and whose job another worker re-claimed gets False; its work was idempotent anyway."""
    result = conn.execute(
        text(
            "UPDATE jobs SET status = 'done', finished_at = now(), updated_at = now(), "
            "lease_until = NULL WHERE id = :id AND status = 'running' AND locked_by = :w"
        ),
        {"id": job_id, "w": worker},
    )
    return bool(result.rowcount)


def renew_lease(conn: Connection, job_id: UUID, worker: str, lease_s: int) -> bool:
    """Extend a running job's lease to `lease_s` seconds from now, only while this worker
    holds the claim (the heartbeat of a long job, so no other worker re-claims it). False
    when the job is no longer this worker's."""
    result = conn.execute(
        text(
            "UPDATE jobs SET lease_until = now() + make_interval(secs => :l), "
            "updated_at = now() WHERE id = :id AND status = 'running' AND locked_by = :w"
        ),
        {"id": job_id, "w": worker, "l": lease_s},
    )
    return bool(result.rowcount)


def release_job(conn: Connection, job_id: UUID, *, worker: str) -> bool:
    """Hand a claimed job this worker has not started back to the queue: ready now, its
    claim's attempt not counted. False when this worker no longer holds the claim."""
    result = conn.execute(
        text(
            "UPDATE jobs SET status = 'ready', attempts = greatest(attempts - 1, 0), "
            "locked_by = NULL, lease_until = NULL, run_after = now(), updated_at = now() "
            "WHERE id = :id AND status = 'running' AND locked_by = :w"
        ),
        {"id": job_id, "w": worker},
    )
    return bool(result.rowcount)


def backoff_s(attempts: int, *, base: float = 1.0, cap: float = 300.0) -> float:
    """Exponential backoff with full jitter: uniform in [0, min(cap, base * 2^(n-1))]."""
    return random.uniform(0, min(cap, base * 2 ** max(0, attempts - 1)))  # noqa: S311


def fail_job(
    conn: Connection, job: ClaimedJob, *, worker: str, error: str, permanent: bool = False
) -> str | None:
    """Schedule a retry with backoff, or dead-letter after the last attempt (or at once when
    `permanent`). Returns the new status, or None when this worker no longer holds the
    claim. `error` is a short reason written for operators, never user content."""
    dead = permanent or job.attempts >= job.max_attempts
    result = conn.execute(
        text(
            "UPDATE jobs SET status = :st, last_error = :e, updated_at = now(), "
            "lease_until = NULL, run_after = now() + make_interval(secs => :d), "
            "finished_at = CASE WHEN :st = 'dead' THEN now() END "
            "WHERE id = :id AND status = 'running' AND locked_by = :w"
        ),
        {
            "st": "dead" if dead else "ready",
            "e": error[:500],
            "d": 0 if dead else backoff_s(job.attempts),
            "id": job.id,
            "w": worker,
        },
    )
    if not result.rowcount:
        return None
    return "dead" if dead else "ready"


def retry_job(conn: Connection, job_id: UUID) -> ClaimedJob | None:
    """Put a dead-lettered job back in the queue with a fresh attempt budget; returns the
    job (for the caller's follow-up, e.g. resetting a failed version), or None if there is
    no such dead job, or a live job with the same purpose already exists."""
    row = conn.execute(
        text(
            "UPDATE jobs SET status = 'ready', attempts = 0, run_after = now(), "
            "updated_at = now(), finished_at = NULL, lease_until = NULL, locked_by = NULL "
            "WHERE id = :id AND status = 'dead' AND NOT EXISTS (SELECT 1 FROM jobs l "
            "WHERE l.tenant_id = jobs.tenant_id AND l.dedupe_key = jobs.dedupe_key "
            "AND l.status IN ('ready', 'running')) "
            "RETURNING id, tenant_id, kind, payload, attempts, max_attempts"
        ),
        {"id": job_id},
    ).first()
    return None if row is None else from_row(ClaimedJob, row, payload=dict(row.payload))


_VIEW_COLUMNS = (  # JobView's fields, by name
    "j.id, j.tenant_id, j.kind, j.status, j.attempts, j.max_attempts, j.last_error, "
    "j.payload->>'document_id' AS document_id, (j.payload->>'version')::int AS version, "
    "j.created_at, j.updated_at, j.run_after"
)


def list_jobs(conn: Connection, *, status: str | None = None, limit: int = 100) -> list[JobView]:
    """Jobs visible to the connection (one tenant under RLS; every tenant for the owner),
    newest first."""
    rows = conn.execute(
        text(
            f"SELECT {_VIEW_COLUMNS} FROM jobs j "
            "WHERE CAST(:s AS text) IS NULL OR j.status = :s "
            "ORDER BY j.created_at DESC, j.id LIMIT :n"
        ),
        {"s": status, "n": limit},
    ).all()
    return [from_row(JobView, r) for r in rows]


def get_job(conn: Connection, job_id: UUID) -> JobView | None:
    row = conn.execute(
        text(f"SELECT {_VIEW_COLUMNS} FROM jobs j WHERE j.id = :id"), {"id": job_id}
    ).first()
    return from_row(JobView, row) if row is not None else None
