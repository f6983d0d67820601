"""Signed change events reach a helpdesk: a real HTTP receiver on loopback gets an event,
signed with the shared secret, when a document is uploaded, becomes active and is deleted,
when a customer asks for a person and when the customer is erased; a receiver answering
500 makes the delivery retry and finally dead-letter, visible in the jobs listing. No body
carries a title, a message or an email address."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from uuid import UUID, uuid4

import pytest
from sqlalchemy import Engine, text

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.services.admin import create_api_key, create_customer
from discreet.services.webhooks import install, target
from discreet.tenancy import Role
from discreet.webhooks import EVENT_ID_HEADER, SIGNATURE_HEADER, verify
from discreet.worker import Worker
from tests.conftest import client, open_session, say

pytestmark = pytest.mark.e2e

SECRET = "whsec-e2e-" + uuid4().hex
TITLE = "Zanzibar Parcel Etiquette"
EMAIL = "ada.lovelace@example.org"
HANDOFF = f"I want to talk to a human please, write to {EMAIL}"
POLICY = b"# Parcels\n\n## Wrapping\n\nGift wrapping costs 4 euros per parcel at checkout.\n"


@dataclass
class Delivery:
    headers: dict[str, str]
    body: bytes
    signed: bool

    @property
    def event(self) -> dict[str, Any]:
        parsed: dict[str, Any] = json.loads(self.body)
        return parsed


@dataclass
class Receiver:
    """A helpdesk's endpoint: verifies each delivery and answers `status`."""

    url: str = ""
    status: int = 200
    delay_s: float = 0.0
    deliveries: list[Delivery] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def of_tenant(self, tenant_id: UUID) -> list[Delivery]:
        with self.lock:
            return [d for d in self.deliveries if d.event["tenant_id"] == str(tenant_id)]


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    state = Receiver()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            signed = verify(SECRET, self.headers.get(SIGNATURE_HEADER, ""), body)
            with state.lock:
                state.deliveries.append(Delivery(dict(self.headers.items()), body, signed))
                status, delay_s = state.status, state.delay_s
            time.sleep(delay_s)
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    state.url = f"http://127.0.0.1:{httpd.server_address[1]}/hooks"
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        httpd.shutdown()
        thread.join(timeout=10)
        httpd.server_close()


def _hook(container: Container, receiver: Receiver, *, timeout_s: float = 5.0) -> None:
    """Webhooks on for the session's engine: what the composition root does with
    DISCREET_WEBHOOK_URL set."""
    settings = Settings(
        DISCREET_HOME=container.settings.home,
        DISCREET_ENV="test",
        DISCREET_WEBHOOK_URL=receiver.url,
        DISCREET_WEBHOOK_SECRET=SECRET,
        DISCREET_WEBHOOK_TIMEOUT_S=timeout_s,
    )
    assert install(container.engine, settings) is not None


@pytest.fixture
def hooked(
    container: Container, receiver: Receiver, server: str, sole_worker: None
) -> Iterator[Worker]:
    """Webhooks on, and this the only worker running jobs meanwhile."""
    _hook(container, receiver)
    worker = container.worker(name="webhook-test-worker")
    try:
        yield worker
    finally:
        worker.drain()
        install(
            container.engine, Settings(DISCREET_HOME=container.settings.home, DISCREET_ENV="test")
        )
        assert target(container.engine) is None


@pytest.fixture
def shop(container: Container, tenant_factory: Any) -> dict[str, Any]:
    tenant_id = tenant_factory(f"webhooks-{uuid4().hex[:8]}")
    customer_id = create_customer(container.engine, tenant_id, external_id="lovelace-ext")
    keys = {
        role.value: create_api_key(container.engine, tenant_id, roles={role})
        for role in (Role.ADMIN, Role.AGENT, Role.CONTENT)
    }
    return {"tenant_id": tenant_id, "customer_id": customer_id, "keys": keys}


def _upload(server: str, shop: dict[str, Any]) -> str:
    with client(server, shop["keys"]["content"]) as http:
        r = http.post(
            "/v1/documents",
            data={"title": TITLE, "scope": "orders"},
            files={"file": ("parcels.md", POLICY, "text/markdown")},
        )
        assert r.status_code == 202, r.text
        return str(r.json()["document_id"])


def _drain_until(worker: Worker, done: Callable[[], bool], *, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while True:
        worker.drain()
        if done() or time.monotonic() > deadline:
            return
        time.sleep(0.5)


def _events(receiver: Receiver, tenant_id: UUID) -> list[tuple[str, dict[str, Any]]]:
    return [(d.event["type"], d.event["data"]) for d in receiver.of_tenant(tenant_id)]


def test_signed_events_for_documents_handoffs_and_erasure(
    server: str, shop: dict[str, Any], hooked: Worker, receiver: Receiver
) -> None:
    tenant_id, customer_id = shop["tenant_id"], shop["customer_id"]
    document_id = _upload(server, shop)
    hooked.drain()  # indexes the policy, then delivers what that enqueued
    with client(server, shop["keys"]["content"]) as http:
        assert http.get(f"/v1/documents/{document_id}").json()["status"] == "active"
    doc = {"document_id": document_id, "version": 1}
    assert sorted(_events(receiver, tenant_id), key=lambda e: e[0]) == [
        ("document.active", doc),
        ("document.uploaded", doc),
    ]

    with client(server, shop["keys"]["agent"]) as http:
        session_id = open_session(http, str(customer_id))
        assert say(http, session_id, HANDOFF)["handoff"] is True
    with client(server, shop["keys"]["content"]) as http:
        assert http.delete(f"/v1/documents/{document_id}").status_code in (200, 202)
    with client(server, shop["keys"]["admin"]) as http:
        assert http.post(f"/v1/customers/{customer_id}/erase").status_code == 200
    # On a loaded machine a delivery can time out and come back after the outbox's backoff:
    # drain until all five arrived (or the deadline says something is really missing).
    _drain_until(hooked, lambda: len(_events(receiver, tenant_id)) >= 5, timeout_s=60)

    # Delivery order is not promised (jobs are claimed in batches, a retry comes later).
    later = sorted(_events(receiver, tenant_id)[2:], key=lambda e: e[0])
    assert later == [
        ("customer.erased", {"customer_id": str(customer_id)}),
        ("document.deleted", doc),
        ("session.handoff_requested", {"session_id": session_id, "customer_id": str(customer_id)}),
    ]
    deliveries = receiver.of_tenant(tenant_id)
    for d in deliveries:
        assert d.signed, d.headers
        assert d.headers[EVENT_ID_HEADER] == d.event["id"]
        assert d.headers["Content-Type"] == "application/json"
        assert set(d.event) == {"id", "type", "tenant_id", "occurred_at", "data"}
        for leak in (TITLE, "Zanzibar", HANDOFF, "human", EMAIL, "lovelace", "Gift wrapping"):
            assert leak.lower().encode() not in d.body.lower(), (leak, d.body)
    assert len({d.event["id"] for d in deliveries}) == len(deliveries) == 5
    # The signature is bound to the secret and the exact body.
    first = deliveries[0]
    assert not verify("another-secret", first.headers[SIGNATURE_HEADER], first.body)
    assert not verify(SECRET, first.headers[SIGNATURE_HEADER], first.body.replace(b"1", b"2"))


def _webhook_jobs(admin_engine: Engine, tenant_id: UUID, status: str) -> int:
    with admin_engine.connect() as conn:
        return int(
            conn.execute(
                text(
                    "SELECT count(*) FROM jobs WHERE tenant_id = :t AND kind = 'webhook' "
                    "AND status = :s"
                ),
                {"t": tenant_id, "s": status},
            ).scalar_one()
        )


def test_a_failing_receiver_gets_retries_then_the_event_is_dead_lettered(
    server: str,
    shop: dict[str, Any],
    hooked: Worker,
    receiver: Receiver,
    admin_engine: Engine,
) -> None:
    tenant_id = shop["tenant_id"]
    receiver.status = 500
    document_id = _upload(server, shop)
    with admin_engine.begin() as conn:  # fewer attempts: the job's own field
        conn.execute(
            text("UPDATE jobs SET max_attempts = 3 WHERE tenant_id = :t AND kind = 'webhook'"),
            {"t": tenant_id},
        )
    deadline = time.monotonic() + 60
    while _webhook_jobs(admin_engine, tenant_id, "ready") or _webhook_jobs(
        admin_engine, tenant_id, "running"
    ):
        assert time.monotonic() < deadline, "the deliveries did not settle"
        hooked.drain()
        with admin_engine.begin() as conn:  # skip the backoff's wait: the job's own field
            conn.execute(
                text(
                    "UPDATE jobs SET run_after = now(), max_attempts = least(max_attempts, 3) "
                    "WHERE tenant_id = :t AND kind = 'webhook' AND status = 'ready'"
                ),
                {"t": tenant_id},
            )
    # uploaded and active: each delivered three times (same event id), then dead.
    deliveries = receiver.of_tenant(tenant_id)
    by_id: dict[str, list[Delivery]] = {}
    for d in deliveries:
        assert d.signed
        by_id.setdefault(d.event["id"], []).append(d)
    assert sorted(ds[0].event["type"] for ds in by_id.values()) == [
        "document.active",
        "document.uploaded",
    ]
    assert all(len(ds) == 3 for ds in by_id.values()), {k: len(v) for k, v in by_id.items()}
    assert all(len({d.body for d in ds}) == 1 for ds in by_id.values())  # same event, resent

    with client(server, shop["keys"]["admin"]) as http:
        r = http.get("/v1/admin/jobs", params={"status": "dead"})
        assert r.status_code == 200, r.text
        dead = [j for j in r.json()["jobs"] if j["kind"] == "webhook"]
    assert len(dead) == 2
    for job in dead:
        assert job["attempts"] == job["max_attempts"] == 3
        assert job["last_error"] == "WebhookRejected: receiver answered 500"
        assert (job["document_id"], job["version"]) == (document_id, 1)
        assert TITLE not in json.dumps(job)

    # An operator retries one once the receiver is back: it is delivered and done.
    receiver.status = 200
    with client(server, shop["keys"]["admin"]) as http:
        r = http.post(f"/v1/admin/jobs/{dead[0]['job_id']}/retry")
        assert r.status_code == 200, r.text
    hooked.drain()
    assert _webhook_jobs(admin_engine, tenant_id, "done") == 1
    assert len(receiver.of_tenant(tenant_id)) == 7


def test_a_receiver_that_times_out_gets_the_event_again(
    server: str,
    shop: dict[str, Any],
    hooked: Worker,
    receiver: Receiver,
    admin_engine: Engine,
    container: Container,
) -> None:
    tenant_id = shop["tenant_id"]
    _hook(container, receiver, timeout_s=0.3)
    receiver.delay_s = 1.0
    with client(server, shop["keys"]["admin"]) as http:
        assert http.post(f"/v1/customers/{shop['customer_id']}/erase").status_code == 200
    hooked.drain()
    with admin_engine.connect() as conn:
        job = conn.execute(
            text(
                "SELECT status, attempts, last_error FROM jobs "
                "WHERE tenant_id = :t AND kind = 'webhook'"
            ),
            {"t": tenant_id},
        ).one()
    assert (job.status, job.attempts) == ("ready", 1)
    assert job.last_error.startswith("ReadTimeout")

    receiver.delay_s = 0.0
    with admin_engine.begin() as conn:
        conn.execute(
            text("UPDATE jobs SET run_after = now() WHERE tenant_id = :t AND kind = 'webhook'"),
            {"t": tenant_id},
        )
    hooked.drain()
    assert _webhook_jobs(admin_engine, tenant_id, "done") == 1
    ids = {d.event["id"] for d in receiver.of_tenant(tenant_id)}
    assert len(ids) == 1 and len(receiver.of_tenant(tenant_id)) == 2


def test_no_event_is_enqueued_while_webhooks_are_off(
    server: str, shop: dict[str, Any], container: Container, admin_engine: Engine
) -> None:
    assert target(container.engine) is None
    _upload(server, shop)
    with admin_engine.connect() as conn:
        kinds = conn.execute(
            text("SELECT DISTINCT kind FROM jobs WHERE tenant_id = :t"), {"t": shop["tenant_id"]}
        ).scalars()
        assert "webhook" not in set(kinds)
