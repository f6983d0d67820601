"""The whole support turn through the real HTTP API, on the demo tenant."""

from __future__ import annotations

import time
from typing import Any

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.storage.engine import UnitOfWork
from tests.conftest import client

pytestmark = pytest.mark.e2e

EMAIL, PHONE, CARD = "maria.gonzalez@example.net", "+44 7700 900123", "4111 1111 1111 1111"


def _customer(demo: dict[str, Any], index: int = 0) -> str:
    return str(demo["customers"][index]["customer_id"])


def _session(http: Any, customer_id: str) -> str:
    r = http.post("/v1/sessions", json={"customer_id": customer_id})
    assert r.status_code == 201, r.text
    return str(r.json()["session_id"])


def test_returns_question_gets_a_cited_answer(server: str, demo: dict[str, Any]) -> None:
    keys = demo["keys"]
    with client(server, keys["agent"]) as http:
        session_id = _session(http, _customer(demo))
        r = http.post(
            f"/v1/sessions/{session_id}/messages",
            json={"message": "How many days do I have to return a jacket I bought online?"},
        )
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["abstained"] is False and body["handoff"] is False
        assert body["scope"] == "returns"
        assert body["citations"], body
        assert "30" in body["reply"]
        doc = http.get(
            f"/v1/documents/{body['citations'][0]['document_id']}",
            headers={"Authorization": f"Bearer {keys['content']}"},
        ).json()
        assert doc["scope"] == "returns"


def test_question_no_policy_covers_abstains_and_hands_off(
    server: str, demo: dict[str, Any]
) -> None:
    with client(server, demo["keys"]["agent"]) as http:
        session_id = _session(http, _customer(demo))
        r = http.post(
            f"/v1/sessions/{session_id}/messages",
            json={"message": "Can you recommend a good recipe for banana bread?"},
        )
        body = r.json()
        assert r.status_code == 200, r.text
        assert body["abstained"] is True and body["handoff"] is True
        assert body["citations"] == []


def test_pii_never_reaches_turns_or_audit(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    from uuid import UUID

    with client(server, demo["keys"]["agent"]) as http:
        session_id = _session(http, _customer(demo))
        r = http.post(
            f"/v1/sessions/{session_id}/messages",
            json={
                "message": f"Please email {EMAIL} or call {PHONE}; my card is {CARD}. "
                "Can I get a refund to that card?"
            },
        )
        assert r.status_code == 200, r.text
        transcript = http.get(f"/v1/sessions/{session_id}").json()
    tenant_id = UUID(demo["tenant_id"])
    with UnitOfWork(container.engine, tenant_id) as uow:
        turns = (
            uow.conn.execute(
                text("SELECT content FROM turns WHERE session_id = :s ORDER BY ordinal"),
                {"s": session_id},
            )
            .scalars()
            .all()
        )
        audit = (
            uow.conn.execute(
                text("SELECT payload::text FROM audit_events WHERE session_id = :s"),
                {"s": session_id},
            )
            .scalars()
            .all()
        )
    stored = "\n".join([*turns, *audit, str(transcript)])
    assert turns and audit
    digits = "".join(ch for ch in stored if ch.isdigit())
    for secret in (EMAIL, "maria.gonzalez", "7700 900123", "900123", CARD, "4111111111111111"):
        assert secret not in stored
    assert "4111111111111111" not in digits
    assert "[EMAIL_1]" in turns[0] and "[CARD_1]" in turns[0]


def test_session_window_remembers_the_conversation(server: str, demo: dict[str, Any]) -> None:
    with client(server, demo["keys"]["agent"]) as http:
        session_id = _session(http, _customer(demo))
        http.post(
            f"/v1/sessions/{session_id}/messages",
            json={"message": "Can I return opened electronics like a GPS watch?"},
        )
        r = http.post(
            f"/v1/sessions/{session_id}/messages",
            json={"message": "what about the restocking fee?"},
        )
        assert r.status_code == 200
        transcript = http.get(f"/v1/sessions/{session_id}").json()
        assert [t["role"] for t in transcript["turns"]] == ["customer", "agent"] * 2
        assert http.delete(f"/v1/sessions/{session_id}").status_code == 204
        after = http.post(f"/v1/sessions/{session_id}/messages", json={"message": "hello?"})
        assert after.status_code == 410
        assert after.json()["error"]["code"] == "gone"


def test_customer_key_sees_only_its_own_customer(server: str, demo: dict[str, Any]) -> None:
    with client(server, demo["keys"]["agent"]) as staff:
        other_session = _session(staff, _customer(demo, 1))
    with client(server, demo["keys"]["customer"]) as me:
        assert me.post("/v1/sessions", json={"customer_id": _customer(demo, 1)}).status_code == 404
        assert me.get(f"/v1/sessions/{other_session}").status_code == 404
        assert (
            me.post(f"/v1/sessions/{other_session}/messages", json={"message": "hi"}).status_code
            == 404
        )
        mine = _session(me, _customer(demo, 0))
        assert me.get(f"/v1/sessions/{mine}").status_code == 200
        assert (
            me.post(
                "/v1/documents",
                files={"file": ("a.md", b"# A\n\ntext")},
                data={"title": "A", "scope": "returns"},
            ).status_code
            == 403
        )


@pytest.mark.parametrize(
    ("headers", "status", "code"),
    [
        ({}, 401, "unauthenticated"),
        ({"Authorization": "Bearer nope"}, 401, "unauthenticated"),
        ({"Authorization": "Bearer dsk_unknown"}, 401, "unauthenticated"),
    ],
)
def test_bad_credentials_get_clear_errors(
    server: str, headers: dict[str, str], status: int, code: str
) -> None:
    import httpx

    r = httpx.post(f"{server}/v1/sessions", json={"customer_id": "x"}, headers=headers)
    assert r.status_code == status
    assert r.json()["error"]["code"] == code


def test_bad_inputs_get_4xx_and_change_nothing(server: str, demo: dict[str, Any]) -> None:
    with client(server, demo["keys"]["agent"]) as http:
        assert http.post("/v1/sessions", json={"customer_id": "not-a-uuid"}).status_code == 422
        session_id = _session(http, _customer(demo))
        r = http.post(f"/v1/sessions/{session_id}/messages", json={"message": ""})
        assert r.status_code == 422 and r.json()["error"]["code"] == "invalid_input"
        assert http.get(f"/v1/sessions/{session_id}").json()["turns"] == []


def test_upload_is_accepted_then_indexed_by_the_worker(server: str, demo: dict[str, Any]) -> None:
    doc = (
        b"# Tent repairs\n\n## Pole splints\n\n"
        b"We post a free aluminium pole splint to any customer whose tent pole snaps.\n"
    )
    with client(server, demo["keys"]["content"]) as http:
        r = http.post(
            "/v1/documents",
            files={"file": ("tent-repairs.md", doc, "text/markdown")},
            data={"title": "Tent repairs", "scope": "warranty"},
        )
        assert r.status_code == 202, r.text
        accepted = r.json()
        assert accepted["status"] == "pending" and accepted["version"] == 1
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            status = http.get(f"/v1/documents/{accepted['document_id']}").json()["status"]
            if status == "active":
                break
            time.sleep(0.2)
        assert status == "active"
        hits = http.post(
            "/v1/search",
            json={"query": "my tent pole snapped, can you send a splint?"},
            headers={"Authorization": f"Bearer {demo['keys']['agent']}"},
        ).json()
        assert hits["results"][0]["document_id"] == accepted["document_id"]
        bad = http.post(
            "/v1/documents",
            files={"file": ("x.exe", b"MZ\x90\x00", "application/octet-stream")},
            data={"title": "Bad", "scope": "billing"},
        )
        assert bad.status_code == 415 and bad.json()["error"]["code"] == "unsupported_format"
        bad_scope = http.post(
            "/v1/documents",
            files={"file": ("a.md", doc, "text/markdown")},
            data={"title": "Bad", "scope": "Not A Slug"},
        )
        assert bad_scope.status_code == 400


def test_health_and_metrics(server: str) -> None:
    import httpx

    assert httpx.get(f"{server}/healthz").json() == {"status": "ok"}
    ready = httpx.get(f"{server}/readyz")
    assert ready.status_code == 200 and ready.json()["checks"]["database"] == "ok"
    assert "discreet_queue_depth" in httpx.get(f"{server}/metrics").text
