"""Prometheus metrics: behaviour only, never content."""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram
from sqlalchemy import Engine, text

from discreet.storage.engine import app_transaction

__all__ = [
    "ABSTENTIONS",
    "BLOCKED_OUTPUTS",
    "HANDOFFS",
    "PII_DETECTIONS",
    "QUEUE_AGE",
    "QUEUE_DEPTH",
    "STAGE_LATENCY",
    "TURNS",
    "refresh_queue_metrics",
]

STAGE_LATENCY = Histogram(
    "discreet_turn_stage_seconds",
    "Turn latency by pipeline stage",
    ["stage"],
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5),
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
