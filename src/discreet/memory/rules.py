"""Capture rules, written down as data, per tenant (`tenants.settings["memory"]`).

Defaults live in `DEFAULT_SETTINGS` (below: `recall_cap`, `eligible_sources`,
`excluded_modes`, `min_confidence`, `sensitive_categories`, `allow_sensitive`, and
`categories`, the TTL and freshness of each category); a tenant overrides any top-level key,
a key replacing its default whole::

    {"min_confidence": 0.8, "excluded_modes": ["complaint", "question"]}

What is never eligible, whatever a tenant writes: agent turns and model guesses (they are
not a `SourceKind`, and the capture hook is only ever offered the customer's own turn), and
values that are only a session placeholder. Sensitive categories are refused unless the
tenant lists them in `allow_sensitive`, and then only with a category rule of their own
(so their TTL is chosen on purpose). A candidate is checked by `CaptureRules.check`, which
returns a `Rejection` reason code — counted, never logged with content — or None.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Final, Literal, get_args

from discreet.errors import InvalidInput
from discreet.memory.categories import CATEGORIES
from discreet.memory.model import FactCandidate, Mode, SourceKind, holds_placeholder

__all__ = [
    "DEFAULT_SETTINGS",
    "REJECTIONS",
    "CaptureRules",
    "CategoryRule",
    "Rejection",
]

Rejection = Literal[
    "source_not_eligible",
    "excluded_mode",
    "low_confidence",
    "sensitive_category",
    "unknown_category",
    "placeholder_value",
    "empty_value",
    "suppressed",
    "weaker_than_confirmed",
    "duplicate",
]
REJECTIONS: Final[tuple[Rejection, ...]] = get_args(Rejection)
"""Every reason a candidate can be refused: the label values of the rejection counter."""

MAX_VALUE_CHARS: Final = 80

DEFAULT_SETTINGS: Final[Mapping[str, Any]] = {
    "recall_cap": 5,
    "eligible_sources": ["customer_statement", "case_decision", "staff_entry"],
    "excluded_modes": ["casual", "complaint", "question"],
    "min_confidence": 0.7,
    "sensitive_categories": ["health", "payment", "government_id"],
    "allow_sensitive": [],
    "categories": {
        c.name: {"ttl_days": c.ttl_days, "fresh_days": c.fresh_days} for c in CATEGORIES
    },
}


@dataclass(frozen=True, slots=True)
class CategoryRule:
    """Retention (`ttl_days`; None keeps until deleted) and freshness (`fresh_days`; a fact
    older than that is recalled as stale and must be re-confirmed; None never goes stale)."""

    ttl_days: int | None
    fresh_days: int | None

    @property
    def ttl(self) -> timedelta | None:
        return None if self.ttl_days is None else timedelta(days=self.ttl_days)

    @property
    def freshness(self) -> timedelta | None:
        return None if self.fresh_days is None else timedelta(days=self.fresh_days)


def _days(value: object, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidInput(f"memory settings: {where} must be a whole number of days or null")
    return value


def _tokens(value: object, where: str) -> frozenset[str]:
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        raise InvalidInput(f"memory settings: {where} must be a list of strings")
    return frozenset(value)


@dataclass(frozen=True, slots=True)
class CaptureRules:
    eligible_sources: frozenset[SourceKind]
    excluded_modes: frozenset[Mode]
    min_confidence: float
    sensitive_categories: frozenset[str]
    allow_sensitive: frozenset[str]
    categories: Mapping[str, CategoryRule]
    recall_cap: int = 5

    @classmethod
    def defaults(cls) -> CaptureRules:
        return cls.from_settings({})

    @classmethod
    def from_settings(cls, overrides: Mapping[str, Any] | None) -> CaptureRules:
        """The defaults with a tenant's top-level overrides; a bad value is InvalidInput."""
        if overrides is not None and not isinstance(overrides, Mapping):
            raise InvalidInput("memory settings must be an object")
        merged = {**DEFAULT_SETTINGS, **(overrides or {})}
        try:
            sources = frozenset(
                SourceKind(s) for s in _tokens(merged["eligible_sources"], "eligible_sources")
            )
            modes = frozenset(Mode(m) for m in _tokens(merged["excluded_modes"], "excluded_modes"))
        except ValueError:
            raise InvalidInput(
                "memory settings: eligible_sources are customer_statement, case_decision, "
                "staff_entry; excluded_modes are casual, complaint, question"
            ) from None
        if Mode.EXPLICIT in modes:
            raise InvalidInput("memory settings: explicit statements cannot be excluded")
        confidence = merged["min_confidence"]
        if isinstance(confidence, bool) or not isinstance(confidence, int | float):
            raise InvalidInput("memory settings: min_confidence must be a number in [0, 1]")
        if not 0.0 <= float(confidence) <= 1.0:
            raise InvalidInput("memory settings: min_confidence must be a number in [0, 1]")
        cap = merged["recall_cap"]
        if isinstance(cap, bool) or not isinstance(cap, int) or not 0 <= cap <= 50:
            raise InvalidInput("memory settings: recall_cap must be an integer from 0 to 50")
        raw_categories = merged["categories"]
        if not isinstance(raw_categories, Mapping):
            raise InvalidInput("memory settings: categories must be an object")
        categories: dict[str, CategoryRule] = {}
        for name, rule in raw_categories.items():
            if not isinstance(rule, Mapping):
                raise InvalidInput(f"memory settings: categories.{name} must be an object")
            categories[str(name)] = CategoryRule(
                ttl_days=_days(rule.get("ttl_days"), f"categories.{name}.ttl_days"),
                fresh_days=_days(rule.get("fresh_days"), f"categories.{name}.fresh_days"),
            )
        sensitive = _tokens(merged["sensitive_categories"], "sensitive_categories")
        allowed = _tokens(merged["allow_sensitive"], "allow_sensitive")
        missing = sorted(a for a in allowed if a not in categories)
        if missing:
            raise InvalidInput(
                "memory settings: an allowed sensitive category needs its own rule in "
                f"categories (missing: {', '.join(missing)})"
            )
        return cls(
            eligible_sources=sources,
            excluded_modes=modes,
            min_confidence=float(confidence),
            sensitive_categories=sensitive,
            allow_sensitive=allowed,
            categories=categories,
            recall_cap=cap,
        )

    def rule_for(self, category: str) -> CategoryRule | None:
        return self.categories.get(category)

    def check(self, candidate: FactCandidate, source: SourceKind) -> Rejection | None:
        """Why `candidate` from `source` may not be remembered, or None when it may."""
        if source not in self.eligible_sources:
            return "source_not_eligible"
        if (
            candidate.category in self.sensitive_categories
            and candidate.category not in self.allow_sensitive
        ):
            return "sensitive_category"
        if candidate.category not in self.categories:
            return "unknown_category"
        if candidate.mode in self.excluded_modes:
            return "excluded_mode"
        if candidate.confidence < self.min_confidence:
            return "low_confidence"
        value = candidate.value.value.strip()
        if not value or len(value) > MAX_VALUE_CHARS:
            return "empty_value"
        if holds_placeholder(value):
            return "placeholder_value"
        return None
