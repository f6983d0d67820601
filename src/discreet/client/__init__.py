"""A Python client for Discreet's `/v1` API, sync and async, on `httpx`.

    from discreet.client import DiscreetClient

    with DiscreetClient("http://127.0.0.1:8000", api_key) as dc:
        session = dc.create_session(customer_id)
        print(dc.send_message(session.session_id, "How do I return an item?").reply)

Errors are the project's own (`discreet.errors`); 429 and 503 are retried with backoff
(Retry-After honoured); `stream_message` yields the streamed turn; `iter_audit_events`
pages through the audit trail.
"""

from __future__ import annotations

from ._async import AsyncDiscreetClient
from ._core import ApiError, RateLimited, RetryPolicy
from ._sync import DiscreetClient
from .models import (
    AuditEvent,
    AuditPage,
    Citation,
    Customer,
    CustomerPage,
    Delta,
    DocumentAccepted,
    DocumentInfo,
    Erasure,
    Fact,
    FactRevision,
    Guard,
    HandedOff,
    Identity,
    Job,
    JobRetried,
    MessageReply,
    SearchHit,
    SearchResponse,
    SessionCreated,
    SessionInfo,
    StreamedReply,
    StreamEvent,
    Turn,
    VersionInfo,
)

__all__ = [
    "ApiError",
    "AsyncDiscreetClient",
    "AuditEvent",
    "AuditPage",
    "Citation",
    "Customer",
    "CustomerPage",
    "Delta",
    "DiscreetClient",
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
    "RateLimited",
    "RetryPolicy",
    "SearchHit",
    "SearchResponse",
    "SessionCreated",
    "SessionInfo",
    "StreamEvent",
    "StreamedReply",
    "Turn",
    "VersionInfo",
]
