"""What one turn did, as plain data: ids, enums, counts and durations — never text.

The pipeline fills a `TurnTrace` as it goes; the audit step turns it into events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal
from uuid import UUID

__all__ = ["MemoryWrite", "RetrievedRef", "ToolRun", "TurnTrace"]


@dataclass(frozen=True)
class RetrievedRef:
    chunk_id: str
    document_id: UUID
    version: int
    owner: str
    score: float = 0.0  # the fused retrieval score that ranked it


@dataclass(frozen=True)
class ToolRun:
    tool: str
    outcome: Literal["found", "not_found", "failed"]
    records: int
    latency_ms: float
    placeholders: tuple[str, ...] = ()  # pseudonym tokens its redacted output holds


@dataclass(frozen=True)
class MemoryWrite:
    """A fact the turn's capture inserted, confirmed or superseded with."""

    fact_id: UUID
    category: str
    superseded_id: UUID | None = None


@dataclass
class TurnTrace:
    session_id: UUID
    customer_id: UUID
    pii_counts: dict[str, int] = field(default_factory=dict)
    attack: str = "none"
    scope: str = "general"
    scope_confidence: float = 0.0
    scope_fallback: bool = True
    searched_scopes: tuple[str, ...] = ()  # the scopes retrieval searched (all, on fallback)
    retrieved: list[RetrievedRef] = field(default_factory=list)
    confidence: float = 0.0  # the floor model's P(answerable)
    floor: float = 0.0  # the threshold it had to reach
    floor_passed: bool = False
    memory_read: list[UUID] = field(default_factory=list)
    memory_written: list[MemoryWrite] = field(default_factory=list)
    backend: str = "none"
    tokens_in: int = 0
    tokens_out: int = 0
    cited: tuple[str, ...] = ()  # chunk ids the reply cites
    generation_error: str | None = None
    abstained: bool = False
    abstain_reason: str | None = None
    handoff: bool = False
    blocked: bool = False
    block_reason: str | None = None
    removed: int = 0
    tools: list[ToolRun] = field(default_factory=list)
    stage_ms: dict[str, float] = field(default_factory=dict)

    def abstain(self, reason: str, *, handoff: bool = False) -> None:
        """The turn did not answer from policy: why, and whether a person takes over."""
        self.abstained, self.abstain_reason = True, reason
        self.handoff = self.handoff or handoff

    def block(self, reason: str) -> None:
        """The reply was withheld (the guard, the owner-mismatch alarm): a blocked turn is
        always handed off."""
        self.blocked, self.block_reason, self.handoff = True, reason, True
