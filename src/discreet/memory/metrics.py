"""Prometheus counters for durable memory: outcomes and reason codes, never content."""

from __future__ import annotations

from prometheus_client import Counter

__all__ = ["MEMORY_EXPIRED", "MEMORY_RECALLED", "MEMORY_REJECTIONS", "MEMORY_WRITES"]

MEMORY_REJECTIONS = Counter(
    "discreet_memory_rejections_total",
    "Memory candidates refused by the capture rules or consolidation, by reason code",
    ["reason"],
)
MEMORY_WRITES = Counter(
    "discreet_memory_writes_total",
    "Memory facts written, by outcome (insert, confirm, supersede)",
    ["outcome"],
)
MEMORY_RECALLED = Counter(
    "discreet_memory_recalled_total", "Facts recalled into a turn, by freshness", ["freshness"]
)
MEMORY_EXPIRED = Counter("discreet_memory_expired_total", "Facts deleted by the TTL sweeper")
