"""Auditors reconstruct a turn from its audit id alone, and verify the chain, over HTTP."""

from __future__ import annotations

import json
from typing import Any

import pytest
import structlog

from tests.conftest import client

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
