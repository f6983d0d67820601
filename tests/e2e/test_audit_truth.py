"""The audit says what happened: each event records what the system really did, read back
through the auditor's API (`GET /v1/audit`, paged with `next`)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any
from uuid import UUID, uuid4

import httpx
import pytest
from sqlalchemy import Engine, text

from discreet.audit.identifiers import hash_identifier
from discreet.bootstrap import Container
from discreet.services.admin import create_api_key, create_customer, staff_principal
from discreet.services.sessions import start_session, sweep_expired_sessions
from discreet.tenancy import Role
from tests.conftest import client, open_session, say

pytestmark = pytest.mark.e2e

POLICY = b"""# Gift wrapping

Gift wrapping costs 4 euros per parcel and is offered at checkout for every order.

# Store credit

Store credit never expires and can be spent on any order, including sale items.
"""


def _events(http: httpx.Client, **filters: str) -> Iterator[dict[str, Any]]:
    """Every event matching `filters`, following the `next` cursor page by page."""
    after: str | None = None
    while True:
        params = {**filters, "limit": "50", **({"after": after} if after else {})}
        r = http.get("/v1/audit", params=params)
        assert r.status_code == 200, r.text
        page = r.json()
        yield from page["events"]
        after = page["next"]
        if after is None:
            return


def _secret(admin_engine: Engine, tenant_id: UUID) -> bytes:
    with admin_engine.connect() as conn:
        secret = conn.execute(
            text("SELECT secret FROM tenants WHERE id = :t"), {"t": tenant_id}
        ).scalar_one()
    return bytes(secret)


def _key_id(admin_engine: Engine, key: str) -> UUID:
    with admin_engine.connect() as conn:
        found = conn.execute(
            text("SELECT id FROM api_keys WHERE prefix = :p"), {"p": key[:10]}
        ).scalar_one()
    return UUID(str(found))


@pytest.fixture
def shop(container: Container, tenant_factory: Any, server: str) -> dict[str, Any]:
    """A tenant of its own with one active policy, a customer and a key per role."""
    tenant_id = tenant_factory(f"audit-truth-{uuid4().hex[:8]}")
    customer_id = create_customer(container.engine, tenant_id, external_id="ada")
    keys = {
        role.value: create_api_key(container.engine, tenant_id, roles={role})
        for role in (Role.ADMIN, Role.AGENT, Role.CONTENT, Role.AUDITOR)
    }
    with client(server, keys["content"]) as http:
        r = http.post(
            "/v1/documents",
            data={"title": "Extras", "scope": "orders"},
            files={"file": ("extras.md", POLICY, "text/markdown")},
        )
        assert r.status_code == 202, r.text
        document_id = r.json()["document_id"]
        deadline = time.monotonic() + 60
        while http.get(f"/v1/documents/{document_id}").json()["status"] != "active":
            assert time.monotonic() < deadline, "the policy did not become active"
            time.sleep(0.2)
    return {
        "tenant_id": tenant_id,
        "customer_id": str(customer_id),
        "keys": keys,
        "document_id": document_id,
    }


def test_a_turn_records_the_floor_its_confidence_the_scopes_and_what_it_cites(
    server: str, shop: dict[str, Any]
) -> None:
    with client(server, shop["keys"]["agent"]) as http:
        session_id = open_session(http, shop["customer_id"])
        reply = say(http, session_id, "How much does gift wrapping cost?")
    assert not reply["abstained"] and reply["citations"]
    with client(server, shop["keys"]["auditor"]) as http:
        events = {e["kind"]: e["payload"] for e in _events(http, session_id=session_id)}
    retrieval, generation = events["retrieval"], events["generation"]
    # The floor is the threshold, the confidence what the model gave; they differ.
    assert 0.0 < retrieval["floor"] < 1.0
    assert retrieval["confidence"] >= retrieval["floor"]
    assert retrieval["top_score"] == max(c["score"] for c in retrieval["chunks"])
    # One tenant with one scope: the classifier falls back and every scope is searched.
    assert events["scope_classified"]["fallback"] is True
    assert set(retrieval["scopes"]) >= {"general", "orders"}
    cited = {c["chunk_id"] for c in reply["citations"]}
    assert set(generation["cited_chunk_ids"]) == cited


def test_sessions_record_their_idle_ttl(
    server: str, shop: dict[str, Any], container: Container
) -> None:
    info = start_session(
        container.engine,
        staff_principal(shop["tenant_id"]),
        customer_id=UUID(shop["customer_id"]),
        case_id=None,
        ttl_s=1,
    )
    session_id = str(info.id)
    time.sleep(1.2)
    sweep_expired_sessions(container.engine, container.vaults)
    with client(server, shop["keys"]["auditor"]) as http:
        events = {e["kind"]: e["payload"] for e in _events(http, session_id=session_id)}
    assert events["session_started"]["idle_ttl_ms"] == 1000.0
    assert events["session_expired"]["idle_ttl_ms"] == pytest.approx(1000.0, abs=50)


def test_memory_written_names_its_categories_and_what_it_superseded(
    server: str, shop: dict[str, Any]
) -> None:
    with client(server, shop["keys"]["agent"]) as http:
        session_id = open_session(http, shop["customer_id"])
        say(http, session_id, "Please contact me by email from now on.")
        say(http, session_id, "Actually, please contact me by phone instead.")
    with client(server, shop["keys"]["auditor"]) as http:
        written = [
            e["payload"] for e in _events(http, session_id=session_id, kind="memory_written")
        ]
    assert len(written) == 2, written
    assert all(w["categories"] == ["contact_preference"] for w in written)
    assert written[0]["superseded_ids"] == []
    assert written[1]["superseded_ids"] == written[0]["fact_ids"]


def test_staff_actions_record_who_acted(
    server: str, shop: dict[str, Any], admin_engine: Engine
) -> None:
    secret = _secret(admin_engine, shop["tenant_id"])

    def actor(role: str) -> str:
        key_id = _key_id(admin_engine, shop["keys"][role])
        return hash_identifier(secret, "api_key", str(key_id))

    with client(server, shop["keys"]["admin"]) as http:
        r = http.post(f"/v1/customers/{shop['customer_id']}/erase")
        assert r.status_code == 200, r.text
    with client(server, shop["keys"]["auditor"]) as http:
        uploaded = [
            e["payload"]
            for e in _events(http, kind="document_uploaded")
            if e["payload"]["document_id"] == shop["document_id"]
        ]
        erased = [e["payload"] for e in _events(http, kind="erasure")]
        activated = [e["payload"] for e in _events(http, kind="document_activated")]
    assert [u["actor_hash"] for u in uploaded] == [actor("content")]
    assert [e["actor_hash"] for e in erased] == [actor("admin")]
    assert activated and all(a["actor_hash"] is None for a in activated)  # the worker


def test_the_trail_pages_with_a_cursor(server: str, shop: dict[str, Any]) -> None:
    with client(server, shop["keys"]["agent"]) as http:
        for _ in range(3):
            open_session(http, shop["customer_id"])
    with client(server, shop["keys"]["auditor"]) as http:
        everything = http.get("/v1/audit", params={"limit": "1000"}).json()
        assert everything["next"] is None
        first = http.get("/v1/audit", params={"limit": "2"}).json()
        assert len(first["events"]) == 2 and first["next"] is not None
        paged = list(_events(http))
        assert [e["seq"] for e in paged] == [e["seq"] for e in everything["events"]]
        assert len(paged) > 2
        only = list(_events(http, kind="session_started"))
        assert len(only) == 3 and {e["kind"] for e in only} == {"session_started"}
        assert http.get("/v1/audit", params={"after": "not-a-cursor"}).status_code in (400, 422)
