"""The operator's admin API over HTTP (issue 17): cases, customers, settings, keys, content
gaps and document history, each with the keys that must be refused."""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator
from typing import Any
from uuid import UUID, uuid4

import httpx
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.services.admin import create_customer, issue_api_key
from discreet.tenancy import Role
from discreet.tenancy.directory import create_tenant
from tests.conftest import client, open_session, say
from tests.e2e.test_cli import run

pytestmark = pytest.mark.e2e

EMAIL = "maria.gonzalez@example.net"
PHONE = "+44 7700 900123"


def _tenant(container: Container) -> dict[str, Any]:
    with container.admin_engine.begin() as conn:
        tenant_id = create_tenant(conn, f"admin-api-{uuid4().hex[:12]}")
    customers = [
        create_customer(container.engine, tenant_id, external_id=f"cust-{i}") for i in range(2)
    ]
    keys = {
        role.value: issue_api_key(container.engine, tenant_id, roles={role}).api_key
        for role in (Role.AGENT, Role.CONTENT, Role.AUDITOR, Role.ADMIN)
    }
    keys["customer"] = issue_api_key(
        container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customers[0]
    ).api_key
    return {"tenant_id": tenant_id, "customers": [str(c) for c in customers], "keys": keys}


@pytest.fixture(scope="module")
def tenant(container: Container) -> dict[str, Any]:
    return _tenant(container)


@pytest.fixture(scope="module")
def other(container: Container) -> dict[str, Any]:
    """A second tenant: its ids must look missing to the first."""
    return _tenant(container)


@pytest.fixture
def as_role(server: str, tenant: dict[str, Any]) -> Iterator[Any]:
    opened: list[httpx.Client] = []

    def make(role: str) -> httpx.Client:
        http = client(server, tenant["keys"][role])
        opened.append(http)
        return http

    yield make
    for http in opened:
        http.close()


def _audit_payloads(container: Container, tenant_id: UUID, kind: str) -> list[dict[str, Any]]:
    with container.admin_engine.connect() as conn:
        rows = conn.execute(
            text("SELECT payload FROM audit_events WHERE tenant_id = :t AND kind = :k"),
            {"t": tenant_id, "k": kind},
        ).all()
    return [dict(r.payload) for r in rows]


def _refused(r: httpx.Response, status: int = 403) -> None:
    assert r.status_code == status, r.text
    assert r.json()["error"]["code"] in {"forbidden", "not_found", "unauthenticated"}


# --- cases -----------------------------------------------------------------------------


def test_cases_open_list_close_with_the_title_redacted(
    as_role: Any, tenant: dict[str, Any], container: Container
) -> None:
    agent = as_role("agent")
    customer = tenant["customers"][0]
    r = agent.post(
        "/v1/cases",
        json={"customer_id": customer, "title": f"Refund for {EMAIL}, call {PHONE}"},
    )
    assert r.status_code == 201, r.text
    case = r.json()
    assert UUID(case["case_id"]) and case["status"] == "open"
    assert EMAIL not in case["title"] and "7700" not in case["title"]
    assert "[EMAIL" in case["title"] and case["title"].startswith("Refund for")

    listed = agent.get("/v1/cases", params={"customer_id": customer}).json()["cases"]
    assert case["case_id"] in {c["case_id"] for c in listed}
    other_customer = agent.get("/v1/cases", params={"customer_id": tenant["customers"][1]})
    assert case["case_id"] not in {c["case_id"] for c in other_customer.json()["cases"]}

    # A case is what case decisions and case-scoped sessions need: now reachable.
    decision = agent.post(
        f"/v1/cases/{case['case_id']}/decisions",
        json={"customer_id": customer, "key": "refund", "value": "refund approved"},
    )
    assert decision.status_code == 201, decision.text

    closed = agent.post(f"/v1/cases/{case['case_id']}/close")
    assert closed.status_code == 200, closed.text
    assert closed.json()["status"] == "closed" and closed.json()["closed_at"]
    again = agent.post(f"/v1/cases/{case['case_id']}/close")
    assert again.status_code == 409 and again.json()["error"]["code"] == "conflict"
    open_only = agent.get("/v1/cases", params={"customer_id": customer, "status": "open"})
    assert case["case_id"] not in {c["case_id"] for c in open_only.json()["cases"]}

    # Audited with ids and a keyed hash, never the title.
    payloads = _audit_payloads(container, tenant["tenant_id"], "case_opened")
    assert any(p["case_id"] == case["case_id"] and p["titled"] for p in payloads)
    assert all("Refund" not in json.dumps(p) and EMAIL not in json.dumps(p) for p in payloads)
    assert any(
        p["case_id"] == case["case_id"]
        for p in _audit_payloads(container, tenant["tenant_id"], "case_closed")
    )


def test_cases_refuse_customer_content_and_auditor_keys(
    as_role: Any, tenant: dict[str, Any]
) -> None:
    customer = tenant["customers"][0]
    case_id = as_role("admin").post("/v1/cases", json={"customer_id": customer}).json()["case_id"]
    for role in ("customer", "content", "auditor"):
        http = as_role(role)
        _refused(http.post("/v1/cases", json={"customer_id": customer, "title": "x"}))
        _refused(http.get("/v1/cases", params={"customer_id": customer}))
        _refused(http.post(f"/v1/cases/{case_id}/close"))


def test_cases_bad_input_is_4xx(
    as_role: Any, tenant: dict[str, Any], other: dict[str, Any]
) -> None:
    agent = as_role("agent")
    assert agent.get("/v1/cases").status_code == 422  # customer_id is required
    assert agent.get("/v1/cases", params={"customer_id": "nope"}).status_code == 422
    assert agent.post("/v1/cases", json={"title": "no customer"}).status_code == 422
    assert (
        agent.post(
            "/v1/cases", json={"customer_id": tenant["customers"][0], "title": "x" * 201}
        ).status_code
        == 422
    )
    assert (
        agent.post(
            "/v1/cases", json={"customer_id": tenant["customers"][0], "title": "   "}
        ).status_code
        == 400
    )
    # Another tenant's customer, a made-up case: both simply not found.
    assert agent.post("/v1/cases", json={"customer_id": other["customers"][0]}).status_code == 404
    assert agent.post(f"/v1/cases/{uuid4()}/close").status_code == 404
    unknown = agent.post("/v1/cases", json={"customer_id": tenant["customers"][0], "x": 1})
    assert unknown.status_code == 422
    for body in ({"title": "refund\u0000"}, {"external_id": "c\u00001"}, {"external_id": "a b"}):
        r = agent.post("/v1/cases", json={"customer_id": tenant["customers"][0], **body})
        assert r.status_code == 400, (body, r.text)
        assert "\u0000" not in r.text and "refund" not in r.text


# --- customers -------------------------------------------------------------------------


def test_customers_are_listed_for_staff_only(as_role: Any, tenant: dict[str, Any]) -> None:
    r = as_role("agent").get("/v1/customers")
    assert r.status_code == 200, r.text
    listed = r.json()["customers"]
    assert [c["external_id"] for c in listed] == ["cust-0", "cust-1"]
    page = as_role("admin").get("/v1/customers", params={"limit": 1}).json()
    assert [c["external_id"] for c in page["customers"]] == ["cust-0"]
    rest = as_role("admin").get("/v1/customers", params={"after": page["next_after"]}).json()
    assert [c["external_id"] for c in rest["customers"]] == ["cust-1"]
    assert as_role("agent").get("/v1/customers", params={"after": "a\x00"}).status_code == 422
    for role in ("customer", "content", "auditor"):
        _refused(as_role(role).get("/v1/customers"))


# --- settings --------------------------------------------------------------------------


def test_memory_settings_are_validated_versioned_and_audited(
    as_role: Any, tenant: dict[str, Any], container: Container
) -> None:
    admin = as_role("admin")
    first = admin.get("/v1/settings/memory").json()
    assert first["settings"] == {} and first["effective"]["recall_cap"] == 5
    version = first["version"]

    r = admin.put(
        "/v1/settings/memory",
        json={"settings": {"recall_cap": 3, "min_confidence": 0.8}, "version": version},
    )
    assert r.status_code == 200, r.text
    assert r.json()["version"] == version + 1
    assert r.json()["effective"]["recall_cap"] == 3
    assert admin.get("/v1/settings/memory").json()["settings"] == {
        "recall_cap": 3,
        "min_confidence": 0.8,
    }
    # Someone changed it since the version this writer read: 409, nothing written.
    stale = admin.put("/v1/settings/memory", json={"settings": {}, "version": version})
    assert stale.status_code == 409
    assert admin.get("/v1/settings/memory").json()["version"] == version + 1

    for bad in (
        {"min_confidence": 2},
        {"recall_cap": "five"},
        {"no_such_rule": True},
        {"excluded_modes": ["explicit"]},
        {"categories": {"Bad Name": {"ttl_days": 1}}},
        {"allow_sensitive": ["health"]},  # a sensitive category needs its own rule
        {"categories": {"address": {"ttl_days": 1, "note\u0000": "x"}}},
        {"sensitive_categories": ["health\u0000"]},
    ):
        r = admin.put("/v1/settings/memory", json={"settings": bad})
        assert r.status_code == 400, (bad, r.text)
        assert r.json()["error"]["code"] == "invalid_input"
    assert admin.put("/v1/settings/memory", json={"settings": [1]}).status_code == 422

    events = _audit_payloads(container, tenant["tenant_id"], "settings_changed")
    mine = [e for e in events if e["section"] == "memory" and e["version"] == version + 1]
    assert mine and set(mine[0]["changed_keys"]) == {"recall_cap", "min_confidence"}
    assert mine[0]["actor_hash"]


def test_redaction_settings_apply_to_the_next_request(
    as_role: Any, tenant: dict[str, Any], container: Container
) -> None:
    admin, agent = as_role("admin"), as_role("agent")
    r = admin.put(
        "/v1/settings/redaction",
        json={
            "settings": {
                "allow_list": ["Pinecrest Lodge", "Pinecrest Lodge"],
                "patterns": [{"entity": "ICD10", "regex": r"\b[A-TV-Z]\d{2}\.\d\b"}],
            }
        },
    )
    assert r.status_code == 200, r.text
    assert r.json()["settings"]["allow_list"] == ["Pinecrest Lodge"]  # de-duplicated
    # The next case title is redacted with the new pattern: no cache outlives a change.
    case = agent.post(
        "/v1/cases", json={"customer_id": tenant["customers"][0], "title": "Claim J45.9 review"}
    ).json()
    assert "J45.9" not in case["title"] and "[ICD10" in case["title"]

    for bad in (
        {"patterns": [{"entity": "ICD10", "regex": "("}]},  # does not compile
        {"patterns": [{"entity": "ICD10", "regex": "a*"}]},  # matches the empty string
        {"patterns": [{"entity": "lower", "regex": "x"}]},  # entity names are upper case
        {"patterns": [{"entity": "X"}]},
        {"allow_list": "Pinecrest"},
        {"allow_list": [""]},
        {"allow_list": ["x" * 101]},
        {"allow_list": ["Pine\u0000crest"]},  # no column takes a NUL: 400, never 500
        {"patterns": [{"entity": "ICD10", "regex": "J\u000045"}]},
        {"block_everything": True},
    ):
        r = admin.put("/v1/settings/redaction", json={"settings": bad})
        assert r.status_code == 400, (bad, r.text)
    dump = json.dumps(_audit_payloads(container, tenant["tenant_id"], "settings_changed"))
    assert "Pinecrest" not in dump and "A-TV-Z" not in dump


def test_settings_refuse_every_key_but_admin(as_role: Any) -> None:
    for role in ("customer", "content", "auditor", "agent"):
        http = as_role(role)
        for section in ("memory", "redaction"):
            _refused(http.get(f"/v1/settings/{section}"))
            _refused(http.put(f"/v1/settings/{section}", json={"settings": {}}))
    assert as_role("admin").get("/v1/settings/everything").status_code == 422


# --- keys ------------------------------------------------------------------------------


def test_keys_list_revoke_and_rotate(
    server: str, as_role: Any, tenant: dict[str, Any], container: Container
) -> None:
    admin = as_role("admin")
    victim = issue_api_key(container.engine, tenant["tenant_id"], roles={Role.AGENT})
    listed = admin.get("/v1/keys").json()["keys"]
    row = next(k for k in listed if k["key_id"] == str(victim.key_id))
    assert row["roles"] == ["agent"] and victim.api_key.startswith(row["prefix"])
    assert victim.api_key not in json.dumps(listed)

    with client(server, victim.api_key) as http:
        assert http.get("/v1/customers").status_code == 200
        # A second app instance stands in for another node: it authenticates from the
        # database too, so both refuse the key from the next request on.
        from discreet.api.app import create_app

        with TestClient(create_app(container)) as node2:
            bearer = {"Authorization": f"Bearer {victim.api_key}"}
            assert node2.get("/v1/customers", headers=bearer).status_code == 200
            r = admin.delete(f"/v1/keys/{victim.key_id}")
            assert r.status_code == 200, r.text
            assert r.json()["revoked_at"]
            assert http.get("/v1/customers").status_code == 401
            assert node2.get("/v1/customers", headers=bearer).status_code == 401
    assert admin.delete(f"/v1/keys/{victim.key_id}").status_code == 409
    assert admin.delete(f"/v1/keys/{uuid4()}").status_code == 404
    assert str(victim.key_id) not in {k["key_id"] for k in admin.get("/v1/keys").json()["keys"]}
    with_revoked = admin.get("/v1/keys", params={"include_revoked": "true"}).json()["keys"]
    assert str(victim.key_id) in {k["key_id"] for k in with_revoked}

    # Rotation: same roles and customer, the old key refused, the new one shown once.
    old = issue_api_key(
        container.engine,
        tenant["tenant_id"],
        roles={Role.CUSTOMER},
        customer_id=UUID(tenant["customers"][1]),
    )
    r = admin.post(f"/v1/keys/{old.key_id}/rotate")
    assert r.status_code == 201, r.text
    new = r.json()
    assert new["replaces"] == str(old.key_id) and new["api_key"] != old.api_key
    with client(server, old.api_key) as http:
        assert http.get("/v1/me").status_code == 401
    with client(server, new["api_key"]) as http:
        session = http.post("/v1/sessions", json={"customer_id": tenant["customers"][1]})
        assert session.status_code == 201, session.text
        refused = http.post("/v1/sessions", json={"customer_id": tenant["customers"][0]})
        assert refused.status_code in (403, 404)
    listed = admin.get("/v1/keys").json()["keys"]
    rotated = next(k for k in listed if k["key_id"] == new["key_id"])
    assert rotated["roles"] == ["customer"] and rotated["customer_id"] == tenant["customers"][1]
    assert {
        p["key_id"] for p in _audit_payloads(container, tenant["tenant_id"], "key_revoked")
    } >= {
        str(victim.key_id),
        str(old.key_id),
    }


def test_cli_key_create_prints_the_key_id_beside_the_key(server: str, container: Container) -> None:
    name = f"cli-keys-{uuid4().hex[:8]}"
    run(container, "tenants", "create", name, "--json")
    made = json.loads(
        run(container, "keys", "create", "--tenant", name, "--role", "admin", "--json")
    )
    assert made["api_key"].startswith("dsk_") and UUID(made["key_id"])
    with client(server, made["api_key"]) as http:
        assert http.get("/v1/me").json()["key_id"] == made["key_id"]
        listed = http.get("/v1/keys").json()["keys"]
        assert [k["key_id"] for k in listed] == [made["key_id"]]


def test_keys_refuse_every_key_but_admin(as_role: Any, tenant: dict[str, Any]) -> None:
    admin_id = as_role("admin").get("/v1/me").json()["key_id"]
    for role in ("customer", "content", "auditor", "agent"):
        http = as_role(role)
        _refused(http.get("/v1/keys"))
        _refused(http.delete(f"/v1/keys/{admin_id}"))
        _refused(http.post(f"/v1/keys/{admin_id}/rotate"))
    assert as_role("admin").delete("/v1/keys/not-a-uuid").status_code == 422


# --- content gaps ----------------------------------------------------------------------


def test_content_gaps_group_redacted_questions_without_customer_ids(
    as_role: Any, tenant: dict[str, Any]
) -> None:
    """The tenant has no policies, so every question abstains; a request for a person is a
    handoff. The gaps group them by topic, redacted, with no customer identifier."""
    agent = as_role("agent")
    since = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - 60))
    questions = [
        (0, f"Do you sell gift cards for the spa? My email is {EMAIL}"),
        (1, "Can I buy gift cards for the spa online?"),
        (0, "Are gift cards for the spa refundable?"),
        (1, "Is parking at the marina free on Sundays?"),
    ]
    for who, question in questions:
        session = open_session(agent, tenant["customers"][who])
        reply = say(agent, session, question)
        assert reply["abstained"], reply
    session = open_session(agent, tenant["customers"][0])
    assert say(agent, session, "I want to talk to a human please")["handoff"]

    r = as_role("content").get("/v1/content-gaps", params={"since": since})
    assert r.status_code == 200, r.text
    gaps = r.json()
    assert gaps["questions"] == 5 and gaps["handoffs"] >= 1
    top = gaps["topics"][0]
    assert top["count"] == 3 and {"gift", "card", "spa"} <= set(top["keywords"])
    assert any("[EMAIL]" in e for e in top["examples"])
    assert any("marina" in t["keywords"] for t in gaps["topics"])
    dump = json.dumps(gaps)
    assert EMAIL not in dump
    for ident in (*tenant["customers"], "cust-0", "cust-1", session):
        assert ident not in dump

    # The handed-off conversations, for support staff: the human request and the four
    # abstentions (each hands off), newest first; the transcript is the session's own.
    listed = agent.get("/v1/handoffs", params={"since": since}).json()["sessions"]
    assert listed[0]["session_id"] == session and listed[0]["handoffs"] == 1
    assert len(listed) == 5 and all(h["turns"] == 2 for h in listed)
    assert {h["customer_id"] for h in listed} <= set(tenant["customers"])
    transcript = agent.get(f"/v1/sessions/{session}").json()["turns"]
    assert transcript[0]["content"] == "I want to talk to a human please"
    for role in ("customer", "content", "auditor"):
        _refused(as_role(role).get("/v1/handoffs"))
    assert agent.get("/v1/handoffs", params={"since": "2026-01-01T00:00:00"}).status_code == 400

    # The tenant's figures: these five turns, all abstained or handed off, the email found.
    stats = as_role("content").get("/v1/stats", params={"since": since}).json()
    assert stats["turns"] == 5 and stats["handoffs"] == 5 and stats["handoff_rate"] == 1.0
    assert stats["pii_by_type"].get("EMAIL") == 1
    stages = {s["stage"]: s for s in stats["stages"]}
    assert "redact" in stages and stages["redact"]["turns"] == 5
    assert all(0 <= s["p50_ms"] <= s["p95_ms"] for s in stats["stages"])
    assert stats["p50_ms"] is not None and stats["queue_dead"] == 0
    assert EMAIL not in json.dumps(stats)
    for role in ("customer", "agent"):
        _refused(as_role(role).get("/v1/stats"))
    assert as_role("auditor").get("/v1/stats", params={"since": "x"}).status_code == 422

    scoped = as_role("admin").get(
        "/v1/content-gaps", params={"since": since, "scope": "no-such-scope"}
    )
    assert scoped.status_code == 200 and scoped.json()["questions"] == 0
    assert as_role("auditor").get("/v1/content-gaps").status_code == 200
    for role in ("customer", "agent"):
        _refused(as_role(role).get("/v1/content-gaps"))
    content = as_role("content")
    assert content.get("/v1/content-gaps", params={"since": "yesterday"}).status_code == 422
    assert content.get("/v1/content-gaps", params={"scope": "Bad Scope"}).status_code == 422
    naive = content.get("/v1/content-gaps", params={"since": "2026-01-01T00:00:00"})
    assert naive.status_code == 400


# --- document provenance and diff ------------------------------------------------------

LEAVE_V1 = b"""# Leave policy

## Annual leave

Staff get 25 days of annual leave.
Unused days carry over up to 5 days.

## Sick leave

Sick leave is paid for 10 days.

## Jury service

Jury service is paid leave.
"""

LEAVE_V2 = b"""# Leave policy

## Annual leave

Staff get 28 days of annual leave.
Unused days carry over up to 5 days.

## Sick leave

Sick leave is paid for 10 days.

## Parental leave

Parents get 16 weeks of paid leave.
"""


def test_document_provenance_and_diff_by_section(as_role: Any) -> None:
    content = as_role("content")
    r = content.post(
        "/v1/documents",
        files={"file": ("leave-v1.md", LEAVE_V1, "text/markdown")},
        data={"title": "Leave policy", "scope": "leave"},
    )
    assert r.status_code == 202, r.text
    doc = r.json()["document_id"]
    r = content.put(
        f"/v1/documents/{doc}", files={"file": ("leave-v2.md", LEAVE_V2, "text/markdown")}
    )
    assert r.status_code == 202, r.text

    body = content.get(f"/v1/documents/{doc}").json()
    provenance = {v["version"]: v["provenance"] for v in body["versions"]}
    assert provenance[1]["sha256"] == hashlib.sha256(LEAVE_V1).hexdigest()
    assert provenance[2]["sha256"] == hashlib.sha256(LEAVE_V2).hexdigest()
    assert provenance[1]["filename"] == "leave-v1.md"
    assert provenance[2]["size_bytes"] == len(LEAVE_V2)
    assert provenance[1]["uploaded_at"] <= provenance[2]["uploaded_at"]

    r = as_role("auditor").get(f"/v1/documents/{doc}/diff", params={"from": 1, "to": 2})
    assert r.status_code == 200, r.text
    diff = r.json()
    assert [s["heading"] for s in diff["added"]] == ["Leave policy > Parental leave"]
    assert [s["heading"] for s in diff["removed"]] == ["Leave policy > Jury service"]
    (changed,) = diff["changed"]
    assert changed["heading"] == "Leave policy > Annual leave"
    assert changed["removed_lines"] == ["Staff get 25 days of annual leave."]
    assert changed["added_lines"] == ["Staff get 28 days of annual leave."]
    assert diff["unchanged"] == 1

    back = content.get(f"/v1/documents/{doc}/diff", params={"from": 2, "to": 1}).json()
    assert [s["heading"] for s in back["added"]] == ["Leave policy > Jury service"]
    assert content.get(f"/v1/documents/{doc}/diff", params={"from": 1, "to": 1}).status_code == 400
    assert content.get(f"/v1/documents/{doc}/diff", params={"from": 1, "to": 9}).status_code == 404
    assert content.get(f"/v1/documents/{doc}/diff", params={"from": 0, "to": 1}).status_code == 422
    assert content.get(f"/v1/documents/{doc}/diff", params={"from": 1}).status_code == 422
    huge = {"from": 1, "to": 2**63}
    assert content.get(f"/v1/documents/{doc}/diff", params=huge).status_code == 422
    assert (
        content.get(f"/v1/documents/{uuid4()}/diff", params={"from": 1, "to": 2}).status_code == 404
    )
    for role in ("customer", "agent"):
        _refused(as_role(role).get(f"/v1/documents/{doc}/diff", params={"from": 1, "to": 2}))
        _refused(as_role(role).get(f"/v1/documents/{doc}"))
