"""Auditors reconstruct a turn from its audit id alone, and verify the chain, over HTTP."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
import structlog
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.services.admin import create_api_key
from discreet.tenancy import Role
from tests.conftest import client
from tests.e2e.test_cli import run

pytestmark = pytest.mark.e2e

SECRET_WORDS = ("Zanzibar", "maria.gonzalez@example.net", "+44 7700 900123")


def _turn(server: str, demo: dict[str, Any], message: str) -> dict[str, Any]:
    with client(server, demo["keys"]["agent"]) as http:
        customer = demo["customers"][0]["customer_id"]
        session = http.post("/v1/sessions", json={"customer_id": customer}).json()["session_id"]
        r = http.post(f"/v1/sessions/{session}/messages", json={"message": message})
        assert r.status_code == 200, r.text
        return {"session_id": session, **r.json()}


def test_turn_is_reconstructed_from_its_audit_id_without_any_text(
    server: str, demo: dict[str, Any]
) -> None:
    turn = _turn(
        server,
        demo,
        "How many days do I have to return a jacket I bought online? I'm in Zanzibar, "
        "email maria.gonzalez@example.net or call +44 7700 900123.",
    )
    with client(server, demo["keys"]["auditor"]) as http:
        r = http.get(f"/v1/audit/turns/{turn['audit_event_id']}")
        assert r.status_code == 200, r.text
        reconstruction = r.json()
        dump = json.dumps(reconstruction)
        for word in SECRET_WORDS:
            assert word not in dump
        # No sentence of any policy either: the reconstruction holds ids, not text.
        assert "return" not in dump.lower().replace("returns", "")
        chunk_ids = {c["chunk_id"] for c in turn["citations"]}
        assert chunk_ids and chunk_ids <= set(dump_ids(reconstruction))
        retrieved = reconstruction["retrieval"]["chunks"]
        assert retrieved and all(c["score"] > 0 for c in retrieved)  # the scores that ranked them
        events = http.get("/v1/audit", params={"session_id": turn["session_id"]}).json()["events"]
        kinds = [e["kind"] for e in events]
        assert kinds[0] == "session_started"
        assert {"message_redacted", "scope_classified", "retrieval", "turn_completed"} <= set(kinds)
        redacted = next(e for e in events if e["kind"] == "message_redacted")
        assert redacted["payload"]["pii_present"] is True
        verify = http.get("/v1/audit/verify").json()
        assert verify["ok"] is True and verify["first_break"] is None and verify["checked"] > 0


def dump_ids(value: Any) -> list[str]:
    """Every string anywhere in a JSON value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in dump_ids(v)]
    if isinstance(value, list):
        return [s for v in value for s in dump_ids(v)]
    return []


def test_audit_needs_the_auditor_role(server: str, demo: dict[str, Any]) -> None:
    with client(server, demo["keys"]["agent"]) as http:
        r = http.get("/v1/audit/verify")
        assert r.status_code == 403 and r.json()["error"]["code"] == "forbidden"
    with client(server, demo["keys"]["auditor"]) as http:
        r = http.get("/v1/audit/turns/00000000-0000-0000-0000-000000000000")
        assert r.status_code == 404


def test_no_pii_reaches_a_log_line(server: str, demo: dict[str, Any]) -> None:
    from discreet.logging import scrub_pii

    with structlog.testing.capture_logs(processors=[scrub_pii]) as logs:
        _turn(server, demo, "Call me on +44 7700 900123 or maria.gonzalez@example.net please")
        structlog.get_logger("probe").warning(
            "probe", detail="maria.gonzalez@example.net +44 7700 900123 4111 1111 1111 1111"
        )
    text = json.dumps(logs, default=str)
    assert logs, "the probe line must have been captured"
    for word in ("maria.gonzalez@example.net", "7700 900123", "4111 1111 1111 1111"):
        assert word not in text


def test_an_anchor_catches_the_newest_events_being_deleted(
    server: str, container: Container, tenant_factory: Callable[..., UUID], tmp_path: Path
) -> None:
    """Over HTTP and through the CLI: an auditor anchors the head, somebody deletes the
    newest events in the database, and only the check against the anchor notices."""
    tenant = tenant_factory()
    auditor = create_api_key(container.engine, tenant, roles={Role.AUDITOR})
    create_api_key(container.engine, tenant, roles={Role.AGENT})  # one more event
    with client(server, auditor) as http:
        anchor = http.get("/v1/audit/anchor").json()
        assert anchor["seq"] == 2 and anchor["tenant_id"] == str(tenant)
        held = http.post("/v1/audit/verify", json={"anchor": anchor}).json()
        assert held["ok"] is True and held["anchor"] == "reached"

        stored = tmp_path / "anchor.json"
        stored.write_text(run(container, "audit", "anchor", "--tenant", str(tenant)))
        check = ("audit", "verify", "--tenant", str(tenant), "--anchor", str(stored))
        assert "still reaches the anchor at seq 2" in run(container, *check)
        by_anchor = json.loads(run(container, "audit", "verify", "--anchor", str(stored), "--json"))
        assert by_anchor["tenant_id"] == str(tenant) and by_anchor["anchor"] == "reached"
        # Without a tenant, every tenant's chain (other tests tamper with theirs on purpose).
        every = json.loads(run(container, "audit", "verify", "--json", ok=None))
        mine = {"tenant_id": str(tenant), "ok": True, "checked": 2, "first_break": None}
        assert {**mine, "anchor": None} in every

        with container.admin_engine.begin() as conn:
            conn.execute(text("SET LOCAL session_replication_role = replica"))
            conn.execute(
                text("DELETE FROM audit_events WHERE tenant_id = :t AND seq = 2"), {"t": tenant}
            )
        assert http.get("/v1/audit/verify").json()["ok"] is True  # the chain alone cannot tell
        cut = http.post("/v1/audit/verify", json={"anchor": anchor}).json()
        assert cut["ok"] is False
        assert cut["first_break"] == {"event_id": None, "kind": "removed", "seq": 2}
        broken = run(container, *check, ok=False)
        assert "BROKEN after 1 events" in broken and "'removed'" in broken

        bad = http.post("/v1/audit/verify", json={"anchor": {**anchor, "hash": "nope"}})
        assert bad.status_code == 422 and bad.json()["error"]["code"] == "invalid_input"
        other = tenant_factory()
        foreign = {**anchor, "tenant_id": str(other)}
        r = http.post("/v1/audit/verify", json={"anchor": foreign})
        assert r.status_code == 400 and "not issued" in r.json()["error"]["message"]
    err = run(container, *check[:4], "--anchor", "/no/such", ok=False)
    assert "--anchor: cannot read an anchor" in err
