"""Change events for a helpdesk: enqueued as `webhook` outbox jobs in the transaction of the
change they report, delivered signed by the worker (`deliver`), retried with the outbox's
backoff and dead-lettered after the job's last attempt.

A job's payload holds the event id, its type, when it happened and ids only (never a
title, a message or personal data). Events are enqueued only while the engine has a
webhook target, which the composition root installs from the settings (`install`).
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final
from uuid import UUID, uuid4

import httpx
from sqlalchemy import Connection, Engine

from discreet.config import Settings
from discreet.storage.outbox import ClaimedJob, enqueue
from discreet.webhooks import (
    EVENT_ID_HEADER,
    EVENT_TYPES,
    SIGNATURE_HEADER,
    event_body,
    signature_header,
)
from discreet.worker import PermanentJobError

__all__ = [
    "WEBHOOK_JOB",
    "WebhookRejected",
    "WebhookTarget",
    "deliver",
    "emit",
    "install",
    "target",
]

WEBHOOK_JOB: Final = "webhook"
WEBHOOK_ATTEMPTS: Final = 8
"""Attempts before a delivery is dead-lettered (the outbox's backoff: up to ~2 minutes)."""

IdValue = UUID | int | str


@dataclass(frozen=True)
class WebhookTarget:
    url: str
    secret: str
    timeout_s: float = 5.0


class WebhookRejected(Exception):
    """The receiver answered with a status outside 2xx; the job is retried."""


_TARGETS: weakref.WeakKeyDictionary[Engine, WebhookTarget] = weakref.WeakKeyDictionary()


def install(engine: Engine, settings: Settings) -> WebhookTarget | None:
    """Give `engine` the webhook target the settings name (or none: events are off).
    Called by the composition root once the engine is built."""
    url = settings.webhook_url
    if url is None:
        _TARGETS.pop(engine, None)
        return None
    secret = settings.webhook_secret
    if secret is None:  # Settings refuses this; kept for a hand-built Settings.model_construct
        raise ValueError("DISCREET_WEBHOOK_SECRET is required when DISCREET_WEBHOOK_URL is set")
    found = WebhookTarget(
        url=url, secret=secret.get_secret_value(), timeout_s=settings.webhook_timeout_s
    )
    _TARGETS[engine] = found
    return found


def target(engine: Engine) -> WebhookTarget | None:
    """The engine's webhook target, or None when webhooks are off."""
    return _TARGETS.get(engine)


def emit(conn: Connection, tenant_id: UUID, type_: str, data: Mapping[str, IdValue]) -> UUID | None:
    """Enqueue one event in the caller's transaction (nothing when webhooks are off);
    `data` holds ids (and version numbers) only. Returns the event id."""
    if type_ not in EVENT_TYPES:
        raise ValueError(f"unknown webhook event type {type_!r}")
    if target(conn.engine) is None:
        return None
    event_id = uuid4()
    ids = {k: v if isinstance(v, int) else str(v) for k, v in data.items()}
    enqueue(
        conn,
        tenant_id=tenant_id,
        kind=WEBHOOK_JOB,
        payload={
            "event_id": str(event_id),
            "type": type_,
            "occurred_at": datetime.now(UTC).isoformat(),
            "data": ids,
            # Copied up so the jobs listing names the document an event concerns.
            **{k: ids[k] for k in ("document_id", "version") if k in ids},
        },
        max_attempts=WEBHOOK_ATTEMPTS,
    )
    return event_id


def deliver(found: WebhookTarget | None, job: ClaimedJob) -> int:
    """POST the job's event, signed, to `found`; returns the receiver's status. A non-2xx
    answer or a transport error (time-out, refused connection) raises, so the outbox
    retries it; no target (the URL was unset since) dead-letters it at once, for an
    operator to retry once one is configured."""
    if found is None:
        raise PermanentJobError("DISCREET_WEBHOOK_URL is not set")
    payload = job.payload
    body = event_body(
        event_id=str(payload["event_id"]),
        type_=str(payload["type"]),
        tenant_id=str(job.tenant_id),
        occurred_at=str(payload["occurred_at"]),
        data=dict(payload["data"]),
    )
    response = httpx.post(
        found.url,
        content=body,
        headers={
            "Content-Type": "application/json",
            SIGNATURE_HEADER: signature_header(found.secret, body),
            EVENT_ID_HEADER: str(payload["event_id"]),
            "User-Agent": "discreet-webhooks",
        },
        timeout=found.timeout_s,
        follow_redirects=False,
    )
    if not 200 <= response.status_code < 300:
        raise WebhookRejected(f"receiver answered {response.status_code}")
    return response.status_code
