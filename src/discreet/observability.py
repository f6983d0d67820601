"""Prometheus metrics: behaviour only, never content."""

from __future__ import annotations

from typing import Protocol

from prometheus_client import Counter, Gauge, Histogram
from sqlalchemy import Engine, text

from discreet.storage.engine import app_transaction, pool_stats

__all__ = [
    "ABSTENTIONS",
    "ADMISSION_IN_FLIGHT",
    "ADMISSION_QUEUE_DEPTH",
    "ADMISSION_WAIT",
    "BLOCKED_OUTPUTS",
    "DB_POOL_IN_USE",
    "DB_POOL_SIZE",
    "DB_POOL_WAITING",
    "DEAD_LETTERS",
    "HANDOFFS",
    "JOB_RETRIES",
    "PII_DETECTIONS",
    "QUEUE_AGE",
    "QUEUE_DEPTH",
    "RECONCILER_FINDINGS",
    "REQUESTS_SHED",
    "STAGE_LATENCY",
    "TIME_TO_SEARCHABLE",
    "TURNS",
    "TurnFacts",
    "observe_turn",
    "refresh_pool_metrics",
    "refresh_queue_metrics",
]

STAGE_LATENCY = Histogram(
    "discreet_turn_stage_seconds",
    "Turn latency by pipeline stage",
    ["stage"],
    # Sub-millisecond steps (the audit write, the tools) are read against a 1 ms goal.
    buckets=(
        *(0.00025, 0.0005, 0.00075, 0.001, 0.0025, 0.005, 0.01, 0.025),
        *(0.05, 0.1, 0.25, 0.5, 1, 2.5, 5),
    ),
)
TURNS = Counter("discreet_turns_total", "Chat turns handled")
ABSTENTIONS = Counter("discreet_abstentions_total", "Turns that abstained", ["reason"])
HANDOFFS = Counter("discreet_handoffs_total", "Turns handed off to a human")
BLOCKED_OUTPUTS = Counter("discreet_blocked_outputs_total", "Replies blocked", ["reason"])
PII_DETECTIONS = Counter("discreet_pii_detections_total", "PII findings by type", ["entity"])
QUEUE_DEPTH = Gauge("discreet_queue_depth", "Jobs by status", ["status"])
QUEUE_AGE = Gauge(
    "discreet_queue_oldest_age_seconds", "Age of the oldest job by status", ["status"]
)

TIME_TO_SEARCHABLE = Histogram(
    "discreet_document_time_to_searchable_seconds",
    "From upload (version accepted) to the version being active and searchable",
    buckets=(0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 3600),
)
JOB_RETRIES = Counter(
    "discreet_job_retries_total", "Job attempts that failed and were scheduled again", ["kind"]
)
DEAD_LETTERS = Counter(
    "discreet_job_dead_letters_total", "Jobs dead-lettered after their last attempt", ["kind"]
)
RECONCILER_FINDINGS = Counter(
    "discreet_reconciler_findings_total",
    "Discrepancies the reconciler found, by kind and whether it repaired them",
    ["kind", "repaired"],
)

# Load: admission (api/admission.py) and the app engine's connection pool.
ADMISSION_IN_FLIGHT = Gauge(
    "discreet_requests_in_flight", "API requests admitted and running (holding a slot)"
)
ADMISSION_QUEUE_DEPTH = Gauge("discreet_admission_queue_depth", "API requests waiting for a slot")
ADMISSION_WAIT = Histogram(
    "discreet_admission_wait_seconds",
    "How long an admitted API request waited for its slot",
    buckets=(0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
)
REQUESTS_SHED = Counter(
    "discreet_requests_shed_total",
    "API requests answered 503 with Retry-After instead of being run, by reason "
    "(queue_full: too many waiting; deadline: no slot came free in time)",
    ["reason"],
)
DB_POOL_SIZE = Gauge("discreet_db_pool_size", "Connections the app engine's pool may hold")
DB_POOL_IN_USE = Gauge("discreet_db_pool_in_use", "App engine connections checked out")
DB_POOL_WAITING = Gauge(
    "discreet_db_pool_waiting", "Threads inside a checkout of the app engine's pool"
)


class TurnFacts(Protocol):
    """What `observe_turn` reads of a turn's trace."""

    stage_ms: dict[str, float]
    pii_counts: dict[str, int]
    abstained: bool
    abstain_reason: str | None
    handoff: bool
    blocked: bool
    block_reason: str | None


def observe_turn(trace: TurnFacts) -> None:
    """Count a finished turn: latency by stage, PII by type, abstentions, handoffs, blocks."""
    TURNS.inc()
    for stage, ms in trace.stage_ms.items():
        STAGE_LATENCY.labels(stage).observe(ms / 1000)
    for entity, count in trace.pii_counts.items():
        PII_DETECTIONS.labels(entity).inc(count)
    if trace.abstained:
        ABSTENTIONS.labels(trace.abstain_reason or "unknown").inc()
    if trace.handoff:
        HANDOFFS.inc()
    if trace.blocked:
        BLOCKED_OUTPUTS.labels(trace.block_reason or "guard").inc()


def refresh_pool_metrics(engine: Engine) -> None:
    """The app engine's pool: its capacity, connections in use, threads waiting."""
    stats = pool_stats(engine)
    DB_POOL_SIZE.set(stats.capacity)
    DB_POOL_IN_USE.set(stats.in_use)
    DB_POOL_WAITING.set(stats.waiting)


def refresh_queue_metrics(engine: Engine) -> None:
    with app_transaction(engine) as conn:
        rows = conn.execute(text("SELECT status, depth, oldest_age_s FROM discreet_queue_stats()"))
        seen = set()
        for row in rows:
            QUEUE_DEPTH.labels(row.status).set(row.depth)
            QUEUE_AGE.labels(row.status).set(row.oldest_age_s)
            seen.add(row.status)
    for status in {"ready", "running", "dead"} - seen:
        QUEUE_DEPTH.labels(status).set(0)
        QUEUE_AGE.labels(status).set(0)
