"""Retention and freshness, per category.

* **TTL** (`CategoryRule.ttl_days`): a fact expires `ttl_days` after it was last confirmed
  (or recorded). Expired facts are invisible at once — the recall query filters on
  `expires_at` — and the sweeper deletes them, with their revisions, and audits the count.
* **Freshness** (`CategoryRule.fresh_days`): a fact older than its category's window is
  still recalled, but marked stale, and the agent phrases it as a question to confirm
  ("Our records show your address is in Manchester, noted in June 2026. Is that still
  correct?"). Confirming it again restarts both clocks.
"""

from __future__ import annotations

from datetime import datetime

from discreet.memory.model import Fact
from discreet.memory.rules import CaptureRules

__all__ = ["expiry_for", "is_stale"]


def expiry_for(rules: CaptureRules, category: str, start: datetime) -> datetime | None:
    """When a fact of `category` confirmed at `start` expires; None keeps it."""
    rule = rules.rule_for(category)
    if rule is None or rule.ttl is None:
        return None
    return start + rule.ttl


def is_stale(rules: CaptureRules, fact: Fact, now: datetime) -> bool:
    """True when the fact is older than its category's freshness window."""
    rule = rules.rule_for(fact.category)
    if rule is None or rule.freshness is None:
        return False
    return now - fact.recorded_at > rule.freshness
