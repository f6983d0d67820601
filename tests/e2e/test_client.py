"""`discreet.client` against the real API on loopback (the demo tenant): every resource
through the sync client, the streamed turn, the async client, errors mapped onto the
exception tree, a customer key that cannot reach another customer, and the retry rule
(429/503 retried, honouring Retry-After; nothing else retried) against a real local HTTP
server that answers with those statuses."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar
from uuid import UUID, uuid4

import pytest

from discreet.bootstrap import Container
from discreet.client import (
    AsyncDiscreetClient,
    Delta,
    DiscreetClient,
    RateLimited,
    RetryPolicy,
    StreamedReply,
)
from discreet.errors import (
    DiscreetError,
    Forbidden,
    InvalidInput,
    NotFound,
    Unauthenticated,
    Unavailable,
)
from discreet.services.admin import create_api_key, create_customer
from discreet.tenancy import Role

pytestmark = pytest.mark.e2e


def _customer(container: Container, tenant_id: UUID) -> tuple[UUID, str]:
    customer_id = create_customer(container.engine, tenant_id, external_id=f"cl-{uuid4().hex}")
    key = create_api_key(
        container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer_id
    )
    return customer_id, key


def test_sync_client_covers_sessions_search_memory_documents_audit_and_admin(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    tenant_id = UUID(str(demo["tenant_id"]))
    keys: dict[str, str] = demo["keys"]  # type: ignore[assignment]
    customer_id, _ = _customer(container, tenant_id)

    with DiscreetClient(server, keys["agent"]) as agent:
        me = agent.me()
        assert me.tenant_id == tenant_id
        assert me.roles == ["agent"]
        assert me.customer_id is None

        session = agent.create_session(customer_id)
        reply = agent.send_message(session.session_id, "How long does standard shipping take?")
        assert reply.reply
        assert not reply.abstained
        assert reply.citations, "a policy answer cites its passages"
        transcript = agent.get_session(session.session_id)
        assert [t.role for t in transcript.turns] == ["customer", "agent"]

        hits = agent.search("how long does standard shipping take", top_k=3)
        assert hits.results
        assert all(h.owner == "shared" for h in hits.results)
        # One result a document unless told otherwise; the demo's shipping page is several
        # chunks, which a higher limit lets fill the results.
        five = agent.search("how long does standard shipping take", top_k=5)
        documents = [h.document_id for h in five.results]
        assert len(documents) == len(set(documents)) == 5
        chunks = agent.search("how long does standard shipping take", top_k=5, per_document=5)
        assert len({h.document_id for h in chunks.results}) < 5
        assert chunks.results[0].chunk_id == five.results[0].chunk_id

        fact = agent.record_memory(
            customer_id, category="contact_preference", key="channel", value="email"
        )
        assert fact.value == "email"
        assert fact.revisions is not None
        listed = agent.list_memory(customer_id)
        assert [f.fact_id for f in listed] == [fact.fact_id]
        suppressed = agent.update_memory(customer_id, fact.fact_id, status="suppressed")
        assert suppressed.status == "suppressed"
        agent.delete_memory(customer_id, fact.fact_id)
        assert agent.list_memory(customer_id) == []

        agent.end_session(session.session_id)
        assert agent.get_session(session.session_id).ended

    with DiscreetClient(server, keys["content"]) as content:
        accepted = content.upload_document(
            b"# Gift wrapping\n\nGift wrapping costs 3 pounds per parcel and is available "
            b"for every order placed before noon.\n",
            filename="gift-wrapping.md",
            title="Gift wrapping",
            scope="shipping",
        )
        assert accepted.version == 1
        doc = content.get_document(accepted.document_id)
        assert doc.title == "Gift wrapping"
        assert any(d.document_id == accepted.document_id for d in content.list_documents())
        strict = content.set_update_mode(accepted.document_id, "strict")
        assert strict.update_mode == "strict"
        updated = content.update_document(
            accepted.document_id, b"# Gift wrapping\n\nGift wrapping is free.\n", filename="g.md"
        )
        assert updated.version == 2
        deleted = content.delete_document(accepted.document_id)
        assert deleted.status == "deleted"

    with DiscreetClient(server, keys["auditor"]) as auditor:
        page = auditor.audit_events(limit=5)
        assert len(page.events) == 5
        assert page.next is not None
        following = auditor.audit_events(after=page.next, limit=5)
        assert following.events[0].seq > page.events[-1].seq
        assert auditor.audit_verify()["ok"] is True
        anchor = auditor.audit_anchor()
        assert auditor.audit_verify(anchor)["ok"] is True
        turn = auditor.audit_turn(reply.audit_event_id)
        assert turn

    with DiscreetClient(server, keys["admin"]) as admin:
        assert isinstance(admin.jobs(limit=5), list)
        assert isinstance(admin.dead_letters(), list)
        one_page = admin.list_customers(limit=1000)
        walked = list(admin.iter_customers(page_size=2))
    assert [c.customer_id for c in walked] == [c.customer_id for c in one_page.customers]
    assert customer_id in {c.customer_id for c in walked}
    assert len(walked) > 2, "more than one page was followed"


def test_audit_pagination_walks_the_whole_chain_in_order(server: str, demo: dict[str, Any]) -> None:
    keys: dict[str, str] = demo["keys"]  # type: ignore[assignment]
    with DiscreetClient(server, keys["auditor"]) as auditor:
        one_page = auditor.audit_events(limit=1000).events
        walked = list(auditor.iter_audit_events(page_size=7))
        sessions = list(auditor.iter_audit_events(kind="session_started", page_size=3))
    assert sessions
    assert all(e.kind == "session_started" for e in sessions)
    seqs = [e.seq for e in walked]
    assert seqs == sorted(set(seqs)), "no event twice, chain order kept"
    assert seqs[: len(one_page)] == [e.seq for e in one_page]


def test_streamed_turn_yields_deltas_then_the_reply(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    tenant_id = UUID(str(demo["tenant_id"]))
    customer_id, key = _customer(container, tenant_id)
    with DiscreetClient(server, key) as dc:
        session = dc.create_session(customer_id)
        events = list(dc.stream_message(session.session_id, "What is your returns policy?"))
    assert isinstance(events[-1], StreamedReply)
    deltas = [e.text for e in events if isinstance(e, Delta)]
    final = events[-1]
    assert all(isinstance(e, Delta) for e in events[:-1])
    if not final.replace:
        assert "".join(deltas) == final.reply


def test_async_client_runs_a_turn_and_streams(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    tenant_id = UUID(str(demo["tenant_id"]))
    customer_id, key = _customer(container, tenant_id)

    async def run() -> tuple[str, list[object]]:
        async with AsyncDiscreetClient(server, key) as dc:
            me = await dc.me()
            assert me.customer_id == customer_id
            session = await dc.create_session(customer_id)
            reply = await dc.send_message(session.session_id, "Do you ship internationally?")
            streamed = [e async for e in dc.stream_message(session.session_id, "And to Canada?")]
            with pytest.raises(NotFound):
                await dc.get_session(uuid4())
            return reply.reply, streamed

    reply, streamed = asyncio.run(run())
    assert reply
    assert isinstance(streamed[-1], StreamedReply)


def test_errors_map_onto_the_exception_tree_and_a_customer_key_stays_in_its_lane(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    tenant_id = UUID(str(demo["tenant_id"]))
    alice, alice_key = _customer(container, tenant_id)
    bob, bob_key = _customer(container, tenant_id)
    with DiscreetClient(server, bob_key) as dc:
        bob_session = dc.create_session(bob)

    with DiscreetClient(server, "dsk_not-a-real-key") as stranger, pytest.raises(Unauthenticated):
        stranger.me()

    with DiscreetClient(server, alice_key) as dc:
        assert dc.me().customer_id == alice
        with pytest.raises(NotFound):
            dc.create_session(bob)
        with pytest.raises(NotFound):
            dc.get_session(bob_session.session_id)
        with pytest.raises(NotFound):
            dc.send_message(bob_session.session_id, "what did I say before?")
        with pytest.raises(NotFound):
            dc.list_memory(bob)
        with pytest.raises(Forbidden):
            dc.record_memory(bob, category="preference", key="k", value="v")
        with pytest.raises(Forbidden):
            dc.list_documents()
        session = dc.create_session(alice)
        with pytest.raises(InvalidInput) as bad:
            dc.send_message(session.session_id, "x" * 5000)
        assert getattr(bad.value, "status_code", None) == 422
        with pytest.raises(NotFound):
            dc.search("returns policy", customer_id=bob)
        hits = dc.search("returns policy")
        assert all(h.owner in ("shared", f"customer:{alice}") for h in hits.results)


class _Scripted(BaseHTTPRequestHandler):
    """Answers each request with the next scripted (status, headers); counts requests."""

    script: ClassVar[list[tuple[int, dict[str, str]]]] = []
    seen: ClassVar[list[str]] = []

    def _answer(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        if length:
            self.rfile.read(length)
        type(self).seen.append(self.command)
        status, headers = type(self).script.pop(0) if type(self).script else (200, {})
        body = (
            b'{"tenant_id": "00000000-0000-0000-0000-000000000001", '
            b'"key_id": "00000000-0000-0000-0000-000000000002", "roles": ["agent"], '
            b'"customer_id": null}'
            if status == 200
            else b'{"error": {"code": "x", "message": "scripted failure"}}'
        )
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        self._answer()

    def do_POST(self) -> None:
        self._answer()

    def log_message(self, *args: object) -> None:
        return


@pytest.fixture
def scripted() -> Iterator[tuple[str, type[_Scripted]]]:
    handler = type("Handler", (_Scripted,), {"script": [], "seen": []})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", handler
    httpd.shutdown()
    httpd.server_close()


def test_429_and_503_are_retried_honouring_retry_after(
    scripted: tuple[str, type[_Scripted]],
) -> None:
    url, handler = scripted
    handler.script = [(429, {"Retry-After": "0.3"}), (503, {"Retry-After": "0"}), (200, {})]
    policy = RetryPolicy(max_retries=3, base_delay_s=5.0)
    with DiscreetClient(url, "k", retry=policy) as dc:
        started = time.monotonic()
        me = dc.me()
        elapsed = time.monotonic() - started
    assert me.roles == ["agent"]
    assert len(handler.seen) == 3
    assert 0.3 <= elapsed < 2.0, "Retry-After (0.3 s, then 0 s) replaced the 5 s backoff"


def test_retries_give_up_with_the_mapped_error(scripted: tuple[str, type[_Scripted]]) -> None:
    url, handler = scripted
    handler.script = [(503, {"Retry-After": "0"})] * 3
    with (
        DiscreetClient(url, "k", retry=RetryPolicy(max_retries=2)) as dc,
        pytest.raises(Unavailable) as failed,
    ):
        dc.me()
    assert len(handler.seen) == 3
    assert failed.value.message == "scripted failure"
    handler.seen.clear()
    handler.script = [(429, {"Retry-After": "0"})]
    with (
        DiscreetClient(url, "k", retry=RetryPolicy(max_retries=0)) as dc,
        pytest.raises(RateLimited),
    ):
        dc.me()
    assert len(handler.seen) == 1


@pytest.mark.parametrize("status", [400, 404, 409, 500, 502])
def test_other_failures_are_not_retried(scripted: tuple[str, type[_Scripted]], status: int) -> None:
    url, handler = scripted
    handler.script = [(status, {"Retry-After": "0"})] * 4
    with (
        DiscreetClient(url, "k", retry=RetryPolicy(max_retries=3)) as dc,
        pytest.raises(DiscreetError) as failed,
    ):
        dc.me()
    assert len(handler.seen) == 1
    assert getattr(failed.value, "status_code", None) == status
