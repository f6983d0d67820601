"""Signed change events: how Discreet signs a webhook body, and how a receiver checks it.

Standard library only, so a receiver can import it without the server. A delivery carries
``Discreet-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`` under the
shared secret (``DISCREET_WEBHOOK_SECRET``) and ``Discreet-Event-Id``; the same event,
retried, keeps its id (deliveries are at least once: a receiver drops ids it has seen).

    from discreet.webhooks import verify

    if not verify(secret, request.headers["Discreet-Signature"], raw_body):
        return 400
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import Mapping
from typing import Final

__all__ = [
    "EVENT_ID_HEADER",
    "EVENT_TYPES",
    "SIGNATURE_HEADER",
    "event_body",
    "sign",
    "signature_header",
    "verify",
]

SIGNATURE_HEADER: Final = "Discreet-Signature"
EVENT_ID_HEADER: Final = "Discreet-Event-Id"

EVENT_TYPES: Final = (
    "document.uploaded",
    "document.active",
    "document.failed",
    "document.deleted",
    "customer.erased",
    "session.handoff_requested",
)
"""Every event type Discreet sends; `data` holds ids (and a version number) only."""


def _secret_bytes(secret: str | bytes) -> bytes:
    return secret.encode() if isinstance(secret, str) else secret


def sign(secret: str | bytes, timestamp: int, body: bytes) -> str:
    """The hex HMAC-SHA256 of ``"<timestamp>.<body>"`` under `secret`."""
    message = str(timestamp).encode() + b"." + body
    return hmac.new(_secret_bytes(secret), message, hashlib.sha256).hexdigest()


def signature_header(secret: str | bytes, body: bytes, *, timestamp: int | None = None) -> str:
    """The ``Discreet-Signature`` value for `body`, signed now (or at `timestamp`)."""
    t = int(time.time()) if timestamp is None else timestamp
    return f"t={t},v1={sign(secret, t, body)}"


def verify(
    secret: str | bytes,
    header: str,
    body: bytes,
    tolerance_s: float = 300,
    *,
    now: float | None = None,
) -> bool:
    """True when `header` signs exactly `body` under `secret` and its timestamp is within
    `tolerance_s` seconds of `now` (default: the clock), which refuses a replayed delivery.
    Any ``v1`` in the header may match (a sender rotating its secret may send two)."""
    timestamp: int | None = None
    candidates: list[str] = []
    for part in header.split(","):
        key, sep, value = part.strip().partition("=")
        if not sep:
            continue
        if key == "t":
            try:
                timestamp = int(value)
            except ValueError:
                return False
        elif key == "v1":
            candidates.append(value)
    if timestamp is None or not candidates:
        return False
    current = time.time() if now is None else now
    if abs(current - timestamp) > tolerance_s:
        return False
    expected = sign(secret, timestamp, body)
    return any(hmac.compare_digest(expected, c) for c in candidates)


def event_body(
    *,
    event_id: str,
    type_: str,
    tenant_id: str,
    occurred_at: str,
    data: Mapping[str, object],
) -> bytes:
    """The JSON body of one event (compact, keys sorted): what is signed and sent."""
    return json.dumps(
        {
            "id": event_id,
            "type": type_,
            "tenant_id": tenant_id,
            "occurred_at": occurred_at,
            "data": dict(data),
        },
        separators=(",", ":"),
        sort_keys=True,
    ).encode()
