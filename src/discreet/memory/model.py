"""Durable memory's pure model: facts, their sources, candidates and revisions.

Standard library and `RedactedText` only; SQLAlchemy is mapped onto these from the
repository. A fact's `value` is `RedactedText`: it was cut from a redacted customer turn, or
taken from a fixed vocabulary ("email"), or redacted by the API before it got here. Values
never hold a session placeholder such as ``[EMAIL_1]``: placeholders are per-session
pseudonyms and mean nothing in a later session (`holds_placeholder`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from discreet.redaction.entities import PLACEHOLDER
from discreet.redaction.text import RedactedText

__all__ = [
    "PLACEHOLDER",
    "Fact",
    "FactCandidate",
    "FactStatus",
    "Mode",
    "Revision",
    "Source",
    "SourceKind",
    "holds_placeholder",
]


def holds_placeholder(value: str) -> bool:
    """True when `value` contains a session placeholder (or a bracket that could be one)."""
    return PLACEHOLDER.search(value) is not None or "[" in value or "]" in value


class FactStatus(enum.StrEnum):
    ACTIVE = "active"
    SUPERSEDED = "superseded"  # replaced by a newer value; kept as history
    SUPPRESSED = "suppressed"  # kept, never recalled; blocks re-capture of the same key


class SourceKind(enum.StrEnum):
    """Where a fact came from. Agent turns and model guesses are not sources at all."""

    CUSTOMER_STATEMENT = "customer_statement"  # the session's customer said it
    CASE_DECISION = "case_decision"  # staff recorded a decision on a case
    STAFF_ENTRY = "staff_entry"  # staff confirmed an account detail


class Mode(enum.StrEnum):
    """How a sentence said it. Only `EXPLICIT` is eligible under the default rules."""

    EXPLICIT = "explicit"  # "please email me", "my new address is ... in Manchester"
    CASUAL = "casual"  # hedged: "maybe", "I think", "sometimes"
    COMPLAINT = "complaint"  # said while complaining: "you never call me back!!"
    QUESTION = "question"  # "can you call me?"


@dataclass(frozen=True, slots=True)
class Source:
    kind: SourceKind
    session_id: UUID | None = None
    turn_id: UUID | None = None
    case_id: UUID | None = None


@dataclass(frozen=True, slots=True)
class FactCandidate:
    """What the extractor proposes: `{category, key, value, confidence}` plus its mode."""

    category: str
    key: str
    value: RedactedText
    confidence: float
    mode: Mode = Mode.EXPLICIT

    def __repr__(self) -> str:
        return (
            f"FactCandidate(category={self.category!r}, key={self.key!r}, value=[secure], "
            f"confidence={self.confidence!r}, mode={self.mode.value!r})"
        )


@dataclass(frozen=True, slots=True)
class Fact:
    """A stored fact. `customer_id` and/or `case_id` is its subject."""

    id: UUID
    customer_id: UUID | None
    case_id: UUID | None
    category: str
    key: str
    value: RedactedText
    confidence: float
    strength: int
    source: Source
    status: FactStatus
    created_at: datetime
    confirmed_at: datetime | None
    expires_at: datetime | None
    superseded_by: UUID | None = None

    @property
    def recorded_at(self) -> datetime:
        """When the value was last confirmed (or, if never, first recorded)."""
        return self.confirmed_at or self.created_at

    def __repr__(self) -> str:
        return (
            f"Fact(id={self.id}, category={self.category!r}, key={self.key!r}, "
            f"value=[secure], status={self.status.value!r})"
        )


@dataclass(frozen=True, slots=True)
class Revision:
    """One state in a fact's history: the value it had, and when and by whom it changed."""

    fact_id: UUID
    value: RedactedText
    status: str
    changed_by: str
    changed_at: datetime

    def __repr__(self) -> str:
        return f"Revision(fact_id={self.fact_id}, status={self.status!r}, value=[secure])"
