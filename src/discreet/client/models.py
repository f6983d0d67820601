"""Typed bodies of the `/v1` API as a client sees them.

They mirror `discreet.api.schemas` and the route modules, but accept fields a newer server
adds (``extra="allow"``), so an old client keeps working against a new server.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict

__all__ = [
    "AuditEvent",
    "AuditPage",
    "Citation",
    "Customer",
    "CustomerPage",
    "Delta",
    "DocumentAccepted",
    "DocumentInfo",
    "Erasure",
    "Fact",
    "FactRevision",
    "Guard",
    "HandedOff",
    "Identity",
    "Job",
    "JobRetried",
    "MessageReply",
    "SearchHit",
    "SearchResponse",
    "SessionCreated",
    "SessionInfo",
    "StreamEvent",
    "StreamedReply",
    "Turn",
    "VersionInfo",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True)


class Identity(_Model):
    tenant_id: UUID
    key_id: UUID
    roles: list[str]
    customer_id: UUID | None


class SessionCreated(_Model):
    session_id: UUID
    expires_at: datetime


class Turn(_Model):
    role: Literal["customer", "agent"]
    content: str
    created_at: datetime


class SessionInfo(_Model):
    session_id: UUID
    customer_id: UUID
    expires_at: datetime
    ended: bool
    turns: list[Turn]


class Citation(_Model):
    document_id: UUID
    version: int
    section: str
    chunk_id: str


class Guard(_Model):
    blocked: bool
    removed: int


class MessageReply(_Model):
    reply: str
    abstained: bool
    handoff: bool
    scope: str
    citations: list[Citation]
    audit_event_id: UUID
    memory_used: list[UUID]
    guard: Guard


class StreamedReply(MessageReply):
    """The last event of a streamed turn: the reply as stored. `replace` is true when the
    deltas shown so far do not add up to `reply` (show `reply` instead)."""

    replace: bool


class Delta(_Model):
    """Text the output guard has released, in order."""

    text: str


StreamEvent = Delta | StreamedReply


class SearchHit(_Model):
    chunk_id: str
    document_id: UUID
    version: int
    section: str
    owner: str
    score: float
    text: str


class SearchResponse(_Model):
    results: list[SearchHit]
    abstained: bool
    confidence: float


class FactRevision(_Model):
    fact_id: UUID
    value: str
    status: str
    changed_by: str
    changed_at: datetime


class Fact(_Model):
    fact_id: UUID
    category: str
    key: str
    value: str
    source: dict[str, Any]
    created_at: datetime
    confirmed_at: datetime | None
    expires_at: datetime | None
    status: Literal["active", "superseded", "suppressed"]
    revisions: list[FactRevision] | None = None


class Erasure(_Model):
    report: dict[str, int]
    gaps: list[str]


class DocumentAccepted(_Model):
    document_id: UUID
    version: int
    status: str


class VersionInfo(_Model):
    version: int
    status: str
    error: str | None
    quarantine_reasons: list[str]
    pii_scan: dict[str, Any] | None = None


class DocumentInfo(_Model):
    document_id: UUID
    title: str
    scope: str
    owner: str
    update_mode: str
    current_version: int
    active_version: int | None
    status: str
    versions: list[VersionInfo]


class Job(_Model):
    job_id: UUID
    kind: str
    status: str
    attempts: int
    max_attempts: int
    last_error: str | None
    document_id: UUID | None
    version: int | None
    created_at: datetime
    updated_at: datetime
    run_after: datetime


class JobRetried(_Model):
    job: Job
    version_reset: bool


class AuditEvent(_Model):
    event_id: UUID
    seq: int
    kind: str
    occurred_at: datetime
    session_id: UUID | None
    turn_event_id: UUID | None
    payload: dict[str, Any]
    hash: str


class AuditPage(_Model):
    """One page of `GET /v1/audit`; pass `next` as `after` for the following one (None on
    the last page)."""

    events: list[AuditEvent]
    next: str | None = None


class Customer(_Model):
    customer_id: UUID
    external_id: str
    account_id: UUID | None
    created_at: datetime


class CustomerPage(_Model):
    """One page of `GET /v1/customers`; pass `next_after` as `after` for the next one."""

    customers: list[Customer]
    next_after: str | None = None


class HandedOff(_Model):
    """A conversation the assistant passed to a person (`GET /v1/handoffs`)."""

    session_id: UUID
    customer_id: UUID
    started_at: datetime
    ended: bool
    turns: int
    handoffs: int
    last_handoff_at: datetime
