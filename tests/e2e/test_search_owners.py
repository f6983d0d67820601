"""Owner filtering through the HTTP API: `POST /v1/search` with `customer_id`, and the chat
turn, which filters by the session's customer on its own."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID

import pytest

from discreet.bootstrap import Container
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import create_account, create_customer
from tests.conftest import client

pytestmark = pytest.mark.e2e

B_TEXT = (
    "Borealis Freight contract: a negotiated rebate of eleven percent applies to kayak "
    "consignments shipped through the Tromso depot, invoiced every quarter."
)
B_ACCOUNT_TEXT = (
    "Borealis group agreement: a dedicated courier collects glacier-blue pallets from the "
    "Hammerfest warehouse every Thursday morning."
)


def _upload(http: Any, name: str, body: str, owner: str) -> str:
    doc = f"# {name}\n\n## Terms\n\n{body}\n".encode()
    r = http.post(
        "/v1/documents",
        files={"file": (f"{name.lower().replace(' ', '-')}.md", doc, "text/markdown")},
        data={"title": name, "scope": "shipping", "owner": owner},
    )
    assert r.status_code == 202, r.text
    document_id = str(r.json()["document_id"])
    deadline = time.monotonic() + 90
    status = ""
    while time.monotonic() < deadline:
        status = http.get(f"/v1/documents/{document_id}").json()["status"]
        if status == "active":
            break
        time.sleep(0.2)
    assert status == "active"
    return document_id


@pytest.fixture(scope="module")
def parties(server: str, demo: dict[str, Any], container: Container) -> dict[str, Any]:
    tenant_id = UUID(str(demo["tenant_id"]))
    suffix = str(time.time_ns())[-9:]
    with UnitOfWork(container.engine, tenant_id) as uow:
        acct_b = create_account(uow.conn, tenant_id=tenant_id, external_id=f"ACCT-B-{suffix}")
        cust_a = create_customer(uow.conn, tenant_id=tenant_id, external_id=f"CUST-A-{suffix}")
        cust_b = create_customer(
            uow.conn, tenant_id=tenant_id, external_id=f"CUST-B-{suffix}", account_id=acct_b
        )
        uow.commit()
    with client(server, demo["keys"]["content"]) as http:
        doc_b = _upload(http, "Borealis contract", B_TEXT, f"customer:{cust_b}")
        doc_acct = _upload(http, "Borealis agreement", B_ACCOUNT_TEXT, f"account:{acct_b}")
    return {
        "a": str(cust_a),
        "b": str(cust_b),
        "b_owners": {f"customer:{cust_b}", f"account:{acct_b}"},
        "b_docs": {doc_b, doc_acct},
    }


@pytest.mark.parametrize("query", [B_TEXT, B_ACCOUNT_TEXT], ids=["customer-doc", "account-doc"])
def test_search_as_customer_a_never_returns_b(
    server: str, demo: dict[str, Any], parties: dict[str, Any], query: str
) -> None:
    with client(server, demo["keys"]["agent"]) as http:
        as_a = http.post("/v1/search", json={"query": query, "customer_id": parties["a"]})
        assert as_a.status_code == 200, as_a.text
        body = as_a.json()
        assert {"results", "abstained", "confidence"} <= set(body)
        assert not {hit["owner"] for hit in body["results"]} & parties["b_owners"]
        assert not {hit["document_id"] for hit in body["results"]} & parties["b_docs"]

        as_b = http.post("/v1/search", json={"query": query, "customer_id": parties["b"]})
        hits = as_b.json()["results"]
        assert hits and hits[0]["owner"] in parties["b_owners"]
        assert as_b.json()["abstained"] is False

        without_customer = http.post("/v1/search", json={"query": query}).json()
        assert {hit["owner"] for hit in without_customer["results"]} <= {"shared"}


def test_not_older_than_excludes_older_documents(
    server: str, demo: dict[str, Any], parties: dict[str, Any]
) -> None:
    future = (datetime.now(UTC) + timedelta(days=1)).isoformat()
    with client(server, demo["keys"]["agent"]) as http:
        r = http.post(
            "/v1/search",
            json={"query": B_TEXT, "customer_id": parties["b"], "not_older_than": future},
        )
    assert r.status_code == 200, r.text
    assert r.json()["results"] == [] and r.json()["abstained"] is True


def _session(http: Any, customer_id: str) -> str:
    r = http.post("/v1/sessions", json={"customer_id": customer_id})
    assert r.status_code == 201, r.text
    return str(r.json()["session_id"])


def test_chat_turn_filters_by_the_sessions_customer(
    server: str, demo: dict[str, Any], parties: dict[str, Any]
) -> None:
    with client(server, demo["keys"]["agent"]) as http:
        session_a = _session(http, parties["a"])
        reply_a = http.post(f"/v1/sessions/{session_a}/messages", json={"message": B_TEXT})
        assert reply_a.status_code == 200, reply_a.text
        cited_a = {c["document_id"] for c in reply_a.json()["citations"]}
        assert not cited_a & parties["b_docs"]
        assert "Tromso" not in reply_a.json()["reply"]

        session_b = _session(http, parties["b"])
        reply_b = http.post(f"/v1/sessions/{session_b}/messages", json={"message": B_TEXT})
        assert reply_b.status_code == 200, reply_b.text
        cited_b = {c["document_id"] for c in reply_b.json()["citations"]}
        assert cited_b & parties["b_docs"]
