"""Session state: a conversation bound to one customer, with a server-side idle TTL."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal
from uuid import UUID

from discreet.redaction.text import RedactedText

__all__ = ["SessionInfo", "Turn"]


@dataclass(frozen=True)
class SessionInfo:
    id: UUID
    customer_id: UUID
    case_id: UUID | None
    created_at: datetime
    expires_at: datetime
    ended_at: datetime | None


@dataclass(frozen=True)
class Turn:
    id: UUID
    ordinal: int
    role: Literal["customer", "agent"]
    content: RedactedText
    created_at: datetime
