"""Request and response bodies. `*Public` models never hold raw text or secrets."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal
from uuid import UUID

from pydantic import BaseModel, BeforeValidator, Field

from discreet.api.inputs import JsonInt, MessageText, ScopeText, Timestamp
from discreet.knowledge.pii_scan import PiiScan

__all__ = [
    "AnchorPublic",
    "CitationPublic",
    "DocumentAccepted",
    "DocumentList",
    "DocumentPublic",
    "ErrorBody",
    "JobList",
    "JobPublic",
    "JobRetried",
    "MessageCreate",
    "MessageReply",
    "PiiScanPublic",
    "PiiSectionPublic",
    "PiiSpanPublic",
    "SearchHit",
    "SearchRequest",
    "SearchResponse",
    "SessionCreate",
    "SessionCreated",
    "SessionPublic",
    "TurnPublic",
    "UpdateModeChange",
    "VerifyRequest",
    "VersionPublic",
]


class ErrorDetail(BaseModel):
    code: str
    message: str


class ErrorBody(BaseModel):
    error: ErrorDetail


class SessionCreate(BaseModel):
    customer_id: UUID
    case_id: UUID | None = None


class SessionCreated(BaseModel):
    session_id: UUID
    expires_at: datetime


class TurnPublic(BaseModel):
    role: Literal["customer", "agent"]
    content: str = Field(description="redacted text: placeholders stand where PII was")
    created_at: datetime


class SessionPublic(BaseModel):
    session_id: UUID
    customer_id: UUID
    expires_at: datetime
    ended: bool
    turns: list[TurnPublic]


class MessageCreate(BaseModel):
    message: MessageText


class CitationPublic(BaseModel):
    document_id: UUID
    version: int
    section: str
    chunk_id: str


class GuardPublic(BaseModel):
    blocked: bool
    removed: int


class MessageReply(BaseModel):
    reply: str
    abstained: bool
    handoff: bool
    scope: str
    citations: list[CitationPublic]
    audit_event_id: UUID
    memory_used: list[UUID]
    guard: GuardPublic


class DocumentAccepted(BaseModel):
    document_id: UUID
    version: int
    status: str


class PiiSpanPublic(BaseModel):
    """One finding of the personal-data scan: its kind and offsets, never the text."""

    entity: str
    start: int
    end: int
    in_heading: bool


class PiiSectionPublic(BaseModel):
    section: int  # the section's place in the parsed document, from 0
    heading: str | None  # omitted (null) when the heading itself holds a finding
    by_type: dict[str, int]
    spans: list[PiiSpanPublic]


class PiiScanPublic(BaseModel):
    """What the personal-data scan of a shared policy found (counts, kinds, places)."""

    findings: int
    by_type: dict[str, int]
    title_findings: int
    complete: bool
    sections: list[PiiSectionPublic]


def _scan_report(scan: object) -> object:
    """A version's scan read as the report it stores (`PiiScan.to_json`: kinds sorted)."""
    return scan.to_json() if isinstance(scan, PiiScan) else scan


class VersionPublic(BaseModel):
    version: int
    status: str
    error: str | None
    quarantine_reasons: list[str]
    # shared policies only
    pii_scan: Annotated[PiiScanPublic | None, BeforeValidator(_scan_report)] = None


class DocumentPublic(BaseModel):
    document_id: UUID
    title: str
    scope: str
    owner: str
    update_mode: str
    current_version: int
    active_version: int | None
    status: str
    versions: list[VersionPublic]


class DocumentList(BaseModel):
    documents: list[DocumentPublic]


class UpdateModeChange(BaseModel):
    update_mode: Literal["available", "strict"]


class JobPublic(BaseModel):
    job_id: UUID = Field(validation_alias="id")
    kind: str
    status: str
    attempts: int
    max_attempts: int
    last_error: str | None = Field(description="short reason for operators; never content")
    document_id: UUID | None
    version: int | None
    created_at: datetime
    updated_at: datetime
    run_after: datetime


class JobList(BaseModel):
    jobs: list[JobPublic]


class JobRetried(BaseModel):
    job: JobPublic
    version_reset: bool


class SearchRequest(BaseModel):
    query: MessageText
    scope: ScopeText | None = None
    top_k: JsonInt = Field(5, ge=1, le=50)
    customer_id: UUID | None = None
    not_older_than: Timestamp | None = None
    per_document: JsonInt = Field(
        1, ge=1, le=50, description="How many of the results one document may hold."
    )


class SearchHit(BaseModel):
    chunk_id: str
    document_id: UUID
    version: int
    section: str
    owner: str
    score: float
    text: str


class SearchResponse(BaseModel):
    results: list[SearchHit]
    abstained: bool
    confidence: float


_HEX64 = r"^[0-9a-f]{64}$"


class AnchorPublic(BaseModel):
    """A signed head of the tenant's audit chain (`GET /v1/audit/anchor`): keep it outside
    Discreet, and hand it back to `POST /v1/audit/verify` to show no event was cut since."""

    tenant_id: UUID
    seq: int = Field(ge=0)
    hash: str = Field(pattern=_HEX64)
    signature: str = Field(pattern=_HEX64)


class VerifyRequest(BaseModel):
    anchor: AnchorPublic
