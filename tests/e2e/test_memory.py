"""Durable memory end to end, through the real HTTP API (and the CLI) on the demo tenant.

Session 1: a customer says they prefer email and that their new address is in Manchester.
Session 2: the agent uses the preference. Once the address is stale (timestamps moved as
the database owner), the agent asks to confirm it. Another customer never sees either.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from uuid import UUID, uuid4

import httpx
import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.services.admin import create_api_key, create_customer
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Role
from tests.conftest import client

pytestmark = pytest.mark.e2e

SHIPPING_QUESTION = "How long does standard shipping take? Please keep me updated."


def _new_customer(container: Container, tenant_id: UUID) -> tuple[str, str]:
    customer_id = create_customer(container.engine, tenant_id, external_id=f"mem-{uuid4().hex}")
    key = create_api_key(
        container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer_id
    )
    return str(customer_id), key


def _chat(http: httpx.Client, customer_id: str, *messages: str) -> list[dict[str, Any]]:
    r = http.post("/v1/sessions", json={"customer_id": customer_id})
    assert r.status_code == 201, r.text
    session_id = r.json()["session_id"]
    replies = []
    for message in messages:
        r = http.post(f"/v1/sessions/{session_id}/messages", json={"message": message})
        assert r.status_code == 200, r.text
        replies.append(r.json())
    return replies


def test_memory_across_sessions_with_staleness_and_no_cross_customer_leak(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    tenant_id = UUID(str(demo["tenant_id"]))
    carol, carol_key = _new_customer(container, tenant_id)
    dave, dave_key = _new_customer(container, tenant_id)

    with client(server, carol_key) as http:
        (first,) = _chat(
            http,
            carol,
            "Please email me, don't call. My new address is 12 High Street in Manchester.",
        )
        assert first["memory_used"] == []
        facts = http.get(f"/v1/customers/{carol}/memory").json()["facts"]
        got = {(f["category"], f["key"]): f for f in facts}
        assert got[("contact_preference", "channel")]["value"] == "email"
        assert got[("address", "city")]["value"] == "Manchester"
        assert "High Street" not in json.dumps(facts) and "[ADDRESS" not in json.dumps(facts)
        source = got[("address", "city")]["source"]
        assert set(source) == {"session_id", "turn_id"}
        for f in facts:
            assert f["status"] == "active" and f["confirmed_at"] and f["expires_at"]
            assert "revisions" not in f
        # The turn's audit names the facts it wrote, just before the turn's summary.
        with client(server, demo["keys"]["auditor"]) as auditor:
            audited = auditor.get(f"/v1/audit/turns/{first['audit_event_id']}").json()
        assert set(audited["memory"]["written"]) == {f["fact_id"] for f in facts}
        assert [e["kind"] for e in audited["events"]][-2:] == ["memory_written", "turn_completed"]

        # Session 2: the preference is used, and the reply says so.
        (second,) = _chat(http, carol, SHIPPING_QUESTION)
        assert second["abstained"] is False, second
        channel_id = got[("contact_preference", "channel")]["fact_id"]
        assert channel_id in second["memory_used"]
        assert "contact you by email" in second["reply"]
        assert "Is that still correct?" not in second["reply"]  # the address is fresh

        # The address goes stale (older than its category's 90-day freshness window).
        with container.admin_engine.begin() as conn:
            conn.execute(
                text(
                    "UPDATE memory_facts SET created_at = created_at - interval '120 days', "
                    "confirmed_at = confirmed_at - interval '120 days' "
                    "WHERE customer_id = :c AND category = 'address'"
                ),
                {"c": carol},
            )
        (third,) = _chat(
            http, carol, "When will my parcel be delivered? How long does shipping take?"
        )
        assert third["abstained"] is False, third
        assert got[("address", "city")]["fact_id"] in third["memory_used"]
        assert "Our records show your address is in Manchester" in third["reply"]
        assert "Is that still correct?" in third["reply"]

    # Another customer, same questions: nothing of Carol's, by recall or by id.
    with client(server, dave_key) as http:
        for reply in _chat(http, dave, SHIPPING_QUESTION, "When will my parcel be delivered?"):
            assert reply["memory_used"] == []
            assert "Manchester" not in reply["reply"] and "by email" not in reply["reply"]
        assert http.get(f"/v1/customers/{carol}/memory").status_code == 404
        fact_id = got[("address", "city")]["fact_id"]
        for path in (
            f"/v1/customers/{carol}/memory/{fact_id}",
            f"/v1/customers/{dave}/memory/{fact_id}",
        ):
            r = http.patch(path, json={"status": "suppressed"})
            assert r.status_code == 404 and "Manchester" not in r.text
            assert http.delete(path).status_code == 404
        assert http.get(f"/v1/customers/{dave}/memory").json() == {"facts": []}
    with client(server, demo["keys"]["agent"]) as http:
        # Staff on Dave's path with Carol's fact id: 404 as well.
        r = http.patch(f"/v1/customers/{dave}/memory/{fact_id}", json={"value": "Leeds"})
        assert r.status_code == 404
        assert http.get(f"/v1/customers/{carol}/memory").json()["facts"]


def test_customer_self_service_and_staff_decisions(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    tenant_id = UUID(str(demo["tenant_id"]))
    erin, erin_key = _new_customer(container, tenant_id)
    case_id = uuid4()
    with UnitOfWork(container.engine, tenant_id) as uow:
        uow.conn.execute(
            text(
                "INSERT INTO cases (id, tenant_id, customer_id, external_id) "
                "VALUES (:id, :t, :c, :x)"
            ),
            {"id": case_id, "t": tenant_id, "c": erin, "x": f"case-{case_id}"},
        )
        uow.commit()

    with client(server, demo["keys"]["agent"]) as staff:
        r = staff.post(
            f"/v1/cases/{case_id}/decisions", json={"key": "refund", "value": "approved"}
        )
        assert r.status_code == 201, r.text
        assert r.json()["source"] == {"case_id": str(case_id)}
        r = staff.post(
            f"/v1/customers/{erin}/memory",
            json={"category": "contact_preference", "key": "channel", "value": "a@b.example"},
        )
        assert r.status_code == 400 and "a@b.example" not in r.text
        r = staff.post(
            f"/v1/customers/{erin}/memory",
            json={"category": "health", "key": "condition", "value": "asthma"},
        )
        assert r.status_code == 400

    with client(server, erin_key) as http:
        assert (
            http.post(
                f"/v1/cases/{case_id}/decisions", json={"key": "refund", "value": "denied"}
            ).status_code
            == 403
        )
        _chat(http, erin, "Please email me. I now live in Leeds.")
        facts = {f["key"]: f for f in http.get(f"/v1/customers/{erin}/memory").json()["facts"]}
        assert {k: f["value"] for k, f in facts.items()} == {
            "refund": "approved",
            "channel": "email",
            "city": "Leeds",
        }
        # Correct a value: a new revision, the old value kept in history.
        r = http.patch(
            f"/v1/customers/{erin}/memory/{facts['city']['fact_id']}", json={"value": "York"}
        )
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["value"] == "York"
        assert [x["value"] for x in body["revisions"] if x["status"] == "active"] == [
            "Leeds",
            "York",
        ]
        # Suppress: never recalled again, and not re-captured from chat.
        channel = facts["channel"]["fact_id"]
        r = http.patch(f"/v1/customers/{erin}/memory/{channel}", json={"status": "suppressed"})
        assert r.status_code == 200 and r.json()["status"] == "suppressed"
        (reply,) = _chat(http, erin, SHIPPING_QUESTION)
        assert channel not in reply["memory_used"] and "by email" not in reply["reply"]
        assert (
            http.patch(
                f"/v1/customers/{erin}/memory/{channel}", json={"status": "forgotten"}
            ).status_code
            == 422
        )
        # History view, then delete.
        history = http.get(f"/v1/customers/{erin}/memory", params={"include": "history"}).json()
        assert all("revisions" in f for f in history["facts"])
        assert http.delete(f"/v1/customers/{erin}/memory/{channel}").status_code == 204
        keys = {f["key"] for f in http.get(f"/v1/customers/{erin}/memory").json()["facts"]}
        assert keys == {"refund", "city"}
        assert http.post(f"/v1/customers/{erin}/erase").status_code == 403  # admin only


def test_cross_tenant_ids_are_404_and_erasure_over_http_and_cli(
    server: str,
    demo: dict[str, Any],
    container: Container,
    tenant_factory: Callable[..., UUID],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tenant_id = UUID(str(demo["tenant_id"]))
    frank, frank_key = _new_customer(container, tenant_id)
    with client(server, frank_key) as http:
        _chat(http, frank, "Please email me. I now live in Leeds.")
        fact_id = http.get(f"/v1/customers/{frank}/memory").json()["facts"][0]["fact_id"]

    other_tenant = tenant_factory()
    intruder = create_api_key(container.engine, other_tenant, roles={Role.ADMIN, Role.AGENT})
    with client(server, intruder) as http:
        assert http.get(f"/v1/customers/{frank}/memory").status_code == 404
        assert (
            http.patch(
                f"/v1/customers/{frank}/memory/{fact_id}", json={"status": "suppressed"}
            ).status_code
            == 404
        )
        assert http.delete(f"/v1/customers/{frank}/memory/{fact_id}").status_code == 404
        assert (
            http.post(
                f"/v1/customers/{frank}/memory",
                json={"category": "contact_preference", "key": "channel", "value": "phone"},
            ).status_code
            == 404
        )
        assert http.post(f"/v1/customers/{frank}/erase").status_code == 404

    with client(server, demo["keys"]["admin"]) as http:
        r = http.post(f"/v1/customers/{frank}/erase")
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["report"]["memory_facts"] == 2 and body["report"]["customers"] == 1
        assert body["report"]["api_keys"] == 1
        assert any(g.startswith("backups") for g in body["gaps"])
        assert http.get(f"/v1/customers/{frank}/memory").status_code == 404
    with client(server, frank_key) as http:  # the customer's own key went with them
        assert http.get(f"/v1/customers/{frank}/memory").status_code == 401

    # The CLI, on the same home and database as the server.
    from typer.testing import CliRunner

    from discreet.cli import app

    grace, _ = _new_customer(container, tenant_id)
    monkeypatch.setenv("DISCREET_HOME", str(container.settings.home))
    monkeypatch.setenv("DISCREET_ENV", "test")
    # The CLI configures logging to its own stdout, which CliRunner closes afterwards.
    monkeypatch.setattr("discreet.logging.configure_logging", lambda *_a, **_k: None)
    result = CliRunner().invoke(
        app, ["erase", "--tenant", str(tenant_id), "--customer", grace, "--json"]
    )
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["report"]["customers"] == 1 and out["report"]["api_keys"] == 1
    assert out["gaps"]
