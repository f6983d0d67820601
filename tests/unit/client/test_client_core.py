"""The client's pure parts: the error mapping, Retry-After, the retry rule, the
server-sent-events parser and the audit pagination step."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from uuid import uuid4

import httpx
import pytest

from discreet.client import ApiError, Delta, RateLimited, RetryPolicy, StreamedReply
from discreet.client._core import SseParser, error_from_response, retry_after_s, stream_event
from discreet.errors import (
    Conflict,
    Forbidden,
    Gone,
    InvalidInput,
    NotFound,
    RedactionFailed,
    Unauthenticated,
    Unavailable,
    UnsupportedFormat,
)


def _response(
    status: int, body: object = None, headers: dict[str, str] | None = None
) -> httpx.Response:
    return httpx.Response(status, json=body, headers=headers)


@pytest.mark.parametrize(
    ("status", "code", "expected"),
    [
        (400, "invalid_input", InvalidInput),
        (415, "unsupported_format", UnsupportedFormat),
        (401, "unauthenticated", Unauthenticated),
        (403, "forbidden", Forbidden),
        (404, "not_found", NotFound),
        (409, "conflict", Conflict),
        (410, "gone", Gone),
        (422, "redaction_failed", RedactionFailed),
        (422, "invalid_input", InvalidInput),
        (503, "unavailable", Unavailable),
        (429, "too_many", RateLimited),
        (405, "method_not_allowed", InvalidInput),
    ],
)
def test_errors_map_onto_the_tree(status: int, code: str, expected: type[Exception]) -> None:
    exc = error_from_response(_response(status, {"error": {"code": code, "message": "why"}}))
    assert type(exc) is expected
    assert exc.message == "why"
    assert getattr(exc, "status_code", None) == status


def test_unknown_failures_keep_their_status() -> None:
    exc = error_from_response(httpx.Response(502, text="<html>bad gateway</html>"))
    assert isinstance(exc, ApiError)
    assert exc.status_code == 502
    assert "502" in exc.message


def test_retry_after_in_seconds_or_as_a_date() -> None:
    assert retry_after_s(_response(503, headers={"Retry-After": "2"})) == 2.0
    assert retry_after_s(_response(503)) is None
    assert retry_after_s(_response(503, headers={"Retry-After": "soon"})) is None
    when = format_datetime(datetime.now(UTC) + timedelta(seconds=30), usegmt=True)
    hinted = retry_after_s(_response(503, headers={"Retry-After": when}))
    assert hinted is not None
    assert 25 <= hinted <= 31


def test_the_retry_rule() -> None:
    policy = RetryPolicy(max_retries=2, base_delay_s=0.5, max_delay_s=3.0, jitter=0.0)
    assert policy.should_retry(1, _response(429))
    assert policy.should_retry(2, _response(503))
    assert not policy.should_retry(3, _response(503)), "at most max_retries retries"
    for status in (400, 404, 409, 500, 502, 504):
        assert not policy.should_retry(1, _response(status))
    assert policy.delay_s(1, _response(503)) == 0.5
    assert policy.delay_s(3, _response(503)) == 2.0
    assert policy.delay_s(9, _response(503)) == 3.0, "backoff capped"
    assert policy.delay_s(1, _response(503, headers={"Retry-After": "60"})) == 3.0


def test_sse_parser_and_stream_events() -> None:
    parser = SseParser()
    lines = [
        ": a comment",
        "event: delta",
        'data: {"text": "Hel"}',
        "",
        "event: delta",
        'data: {"text": "lo"}',
        "",
        "",
    ]
    events = parser.feed_all(lines)
    assert events == [("delta", '{"text": "Hel"}'), ("delta", '{"text": "lo"}')]
    parsed = [stream_event(*e) for e in events]
    assert parsed == [Delta(text="Hel"), Delta(text="lo")]
    reply = {
        "reply": "Hello",
        "abstained": False,
        "handoff": False,
        "scope": "general",
        "citations": [],
        "audit_event_id": str(uuid4()),
        "memory_used": [],
        "guard": {"blocked": False, "removed": 0},
        "replace": False,
    }
    final = stream_event("reply", json.dumps(reply))
    assert isinstance(final, StreamedReply)
    assert final.reply == "Hello"
    assert stream_event("ping", "{}") is None
    with pytest.raises(Unavailable, match="down"):
        stream_event("error", '{"error": {"code": "unavailable", "message": "down"}}')
