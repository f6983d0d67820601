"""The job outbox: jobs are rows written in the same transaction as the state change they
follow from; workers claim them with FOR UPDATE SKIP LOCKED and a lease (delivery is at
least once, so every handler is idempotent)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any
from uuid import UUID, uuid4

from sqlalchemy import Connection, text

__all__ = [
    "ClaimedJob",
    "backoff_s",
    "claim_jobs",
    "complete_job",
    "enqueue",
    "fail_job",
    "retry_job",
]


@dataclass(frozen=True)
class ClaimedJob:
    id: UUID
    tenant_id: UUID
    kind: str
    payload: dict[str, Any]
    attempts: int
    max_attempts: int


def enqueue(
    conn: Connection,
    *,
    tenant_id: UUID,
    kind: str,
    payload: dict[str, Any],
    max_attempts: int = 5,
) -> UUID:
    job_id = uuid4()
    conn.execute(
        text(
            "INSERT INTO jobs (id, tenant_id, kind, payload, max_attempts) "
            "VALUES (:id, :t, :k, CAST(:p AS jsonb), :m)"
        ),
        {"id": job_id, "t": tenant_id, "k": kind, "p": json.dumps(payload), "m": max_attempts},
    )
    return job_id


def claim_jobs(conn: Connection, *, worker: str, limit: int, lease_s: int) -> list[ClaimedJob]:
    rows = conn.execute(
        text("SELECT * FROM discreet_claim_jobs(:w, :n, :l)"),
        {"w": worker, "n": limit, "l": lease_s},
    ).all()
    return [
        ClaimedJob(
            id=r.job_id,
            tenant_id=r.tenant_id,
            kind=r.kind,
            payload=dict(r.payload),
            attempts=r.attempts,
            max_attempts=r.max_attempts,
        )
        for r in rows
    ]


def complete_job(conn: Connection, job_id: UUID, *, worker: str) -> bool:
    """Mark done, only if this worker still holds the lease."""
    result = conn.execute(
        text(
            "UPDATE jobs SET status = 'done', finished_at = now(), updated_at = now(), "
            "lease_until = NULL WHERE id = :id AND status = 'running' AND locked_by = :w"
        ),
        {"id": job_id, "w": worker},
    )
    return bool(result.rowcount)


def backoff_s(attempts: int, *, base: float = 1.0, cap: float = 300.0) -> float:
    """Exponential backoff with full jitter."""
    return random.uniform(0, min(cap, base * 2 ** max(0, attempts - 1)))  # noqa: S311


def fail_job(conn: Connection, job: ClaimedJob, *, worker: str, error: str) -> str:
    """Schedule a retry with backoff, or dead-letter after the last attempt. Returns the
    new status. `error` is a short reason written for operators, never user content."""
    dead = job.attempts >= job.max_attempts
    conn.execute(
        text(
            "UPDATE jobs SET status = :st, last_error = :e, updated_at = now(), "
            "lease_until = NULL, run_after = now() + make_interval(secs => :d), "
            "finished_at = CASE WHEN :st = 'dead' THEN now() END "
            "WHERE id = :id AND locked_by = :w"
        ),
        {
            "st": "dead" if dead else "ready",
            "e": error[:500],
            "d": 0 if dead else backoff_s(job.attempts),
            "id": job.id,
            "w": worker,
        },
    )
    return "dead" if dead else "ready"


def retry_job(conn: Connection, job_id: UUID) -> bool:
    """Put a dead-lettered job back in the queue with a fresh attempt budget."""
    result = conn.execute(
        text(
            "UPDATE jobs SET status = 'ready', attempts = 0, run_after = now(), "
            "updated_at = now(), finished_at = NULL WHERE id = :id AND status = 'dead'"
        ),
        {"id": job_id},
    )
    return bool(result.rowcount)
