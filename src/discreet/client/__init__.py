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

from . import models
from ._async import AsyncDiscreetClient
from ._core import ApiError, RateLimited, RetryPolicy
from ._sync import DiscreetClient
from .models import *  # noqa: F403 - every body model, as `models.__all__` lists them

__all__ = [
    "ApiError",
    "AsyncDiscreetClient",
    "DiscreetClient",
    "RateLimited",
    "RetryPolicy",
]
__all__ += models.__all__
