"""Company policies are not personal data: a shared policy is stored, embedded, searched
and answered from verbatim, and scanned for personal data at ingest (reported on the
version and audited, counts and kinds only); a customer-owned document is still redacted.
The tenant's `documents.block_on_pii` quarantines a policy whose scan found a direct
identifier, for an admin to release or reject. Every demo policy is activated."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.knowledge.documents import enqueue_index
from discreet.services import documents
from discreet.services.admin import create_api_key, create_customer, staff_principal
from discreet.services.jobs import reconcile_all
from discreet.services.search import search
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Role
from tests.conftest import client

pytestmark = pytest.mark.integration

DEMO_DATA = Path(__file__).resolve().parents[2] / "src" / "discreet" / "demo" / "data"
TITLE = "Harbor Freight and Tool policy"
SENTENCES = (
    "We also accept Klarna, Afterpay, Apple Pay and Zip gift cards.",
    "There are three tiers: Bronze, Silver and Gold.",
    "We deliver to Northern Ireland, Canada and Australia.",
    "Call our helpline on 0800 123 4567 from Monday to Friday.",
    "Send returns to 1 Main Street, Springfield.",
)
POLICY = f"""# {TITLE}

## Payment methods

{SENTENCES[0]}

## Loyalty tiers

{SENTENCES[1]}

## Delivery and returns

{SENTENCES[2]} {SENTENCES[3]} {SENTENCES[4]}
"""
CUSTOMER_EMAIL = "zelda.quartermain@example.net"
CUSTOMER_NAME = "Zelda Quartermain"


def _ingest(
    container: Container,
    tenant_id: UUID,
    body: str,
    *,
    title: str,
    owner: str = "shared",
    name: str = "policy.md",
) -> UUID:
    accepted = documents.upload(
        container.engine,
        container.blobs,
        staff_principal(tenant_id),
        title=title,
        scope="general",
        filename=name,
        content_type="text/markdown",
        data=body.encode(),
        owner=owner,
        redactor=container.redactor,
    )
    _drain(container, tenant_id)
    documents.wait_settled(
        container.engine, staff_principal(tenant_id), accepted.document_id, timeout_s=60
    )
    return accepted.document_id


def _drain(container: Container, tenant_id: UUID, timeout_s: float = 60) -> None:
    """Run the tenant's jobs here, and wait for any a server's background worker holds."""
    container.worker(name="shared-policies").drain()
    deadline = time.monotonic() + timeout_s
    while True:
        with container.admin_engine.connect() as conn:
            live = conn.execute(
                text(
                    "SELECT count(*) FROM jobs WHERE tenant_id = :t "
                    "AND status IN ('ready', 'running')"
                ),
                {"t": tenant_id},
            ).scalar_one()
        if not live or time.monotonic() > deadline:
            return
        time.sleep(0.1)


def _chunks(container: Container, document_id: UUID) -> list[Any]:
    with container.admin_engine.connect() as conn:
        return list(
            conn.execute(
                text("SELECT section, text FROM chunks WHERE document_id = :d ORDER BY ordinal"),
                {"d": document_id},
            ).all()
        )


def _audit(container: Container, tenant_id: UUID, kind: str) -> list[dict[str, Any]]:
    with container.admin_engine.connect() as conn:
        return [
            dict(p)
            for p in conn.execute(
                text("SELECT payload FROM audit_events WHERE tenant_id = :t AND kind = :k"),
                {"t": tenant_id, "k": kind},
            ).scalars()
        ]


def test_shared_policy_is_stored_and_searched_verbatim(
    container: Container, tenant_factory: Any
) -> None:
    tenant_id = tenant_factory()
    document_id = _ingest(container, tenant_id, POLICY, title=TITLE)
    view = documents.get(container.engine, staff_principal(tenant_id), document_id)
    assert view.status == "active", view
    assert view.title == TITLE

    chunks = _chunks(container, document_id)
    joined = "\n".join(c.text for c in chunks)
    for sentence in SENTENCES:
        assert sentence in joined
    assert "[" not in joined  # no placeholder anywhere
    assert all(c.section.startswith(TITLE) for c in chunks)

    result = search(container.turn_deps, staff_principal(tenant_id), query="Klarna")
    assert not result.abstained
    assert result.results[0].document_id == document_id
    assert SENTENCES[0] in result.results[0].text.value
    assert result.results[0].section.startswith(TITLE)


def test_the_scan_is_reported_on_the_version_and_audited_without_text(
    container: Container, server: str, tenant_factory: Any
) -> None:
    tenant_id = tenant_factory()
    body = POLICY + f"\n## Escalations\n\nWrite to {CUSTOMER_EMAIL} about escalations.\n"
    document_id = _ingest(container, tenant_id, body, title=TITLE)
    key = create_api_key(container.engine, tenant_id, roles={Role.CONTENT})
    with client(server, key) as http:
        view = http.get(f"/v1/documents/{document_id}").json()
    assert view["status"] == "active"  # reported, not blocked: the setting is off
    [version] = view["versions"]
    scan = version["pii_scan"]
    assert scan["findings"] >= 2 and scan["complete"] is True
    assert scan["by_type"]["EMAIL"] == 1 and scan["by_type"]["PHONE"] >= 1
    headings = {s["heading"] for s in scan["sections"]}
    assert f"{TITLE} > Escalations" in headings
    assert all(sp["end"] > sp["start"] for s in scan["sections"] for sp in s["spans"])
    dumped = json.dumps(view)
    assert CUSTOMER_EMAIL not in dumped and "0800" not in dumped and "zelda" not in dumped

    [event] = _audit(container, tenant_id, "document_pii_scanned")
    assert event["document_id"] == str(document_id) and event["version"] == 1
    assert event["findings"] == scan["findings"]
    assert event["entity_counts"] == scan["by_type"]
    assert event["blocked"] is False and event["complete"] is True
    assert event["sections_flagged"] == len(scan["sections"])
    assert CUSTOMER_EMAIL not in json.dumps(event) and "0800" not in json.dumps(event)
    # The policy itself is indexed as written, identifiers included: the owner was told.
    assert CUSTOMER_EMAIL in "\n".join(c.text for c in _chunks(container, document_id))


def test_block_on_pii_quarantines_a_policy_with_direct_identifiers(
    container: Container, tenant_factory: Any
) -> None:
    tenant_id = tenant_factory(settings_json=json.dumps({"documents": {"block_on_pii": True}}))
    principal = staff_principal(tenant_id)
    clean = _ingest(container, tenant_id, POLICY.replace(SENTENCES[3], ""), title=TITLE)
    assert documents.get(container.engine, principal, clean).status == "active"

    body = POLICY + f"\n## Escalations\n\nWrite to {CUSTOMER_EMAIL}.\n"
    blocked = _ingest(container, tenant_id, body, title="Escalations", name="esc.md")
    view = documents.get(container.engine, principal, blocked)
    assert view.status == "quarantined"
    [version] = view.versions
    assert version.quarantine_reasons == ("personal_data",)
    assert version.pii_scan is not None and version.pii_scan.by_type["EMAIL"] == 1
    assert _chunks(container, blocked) == []
    scanned = [e for e in _audit(container, tenant_id, "document_pii_scanned") if e["blocked"]]
    assert [e["document_id"] for e in scanned] == [str(blocked)]
    [quarantined] = _audit(container, tenant_id, "document_quarantined")
    assert quarantined["reasons"] == ["personal_data"]

    # The admin decides through the existing quarantine calls.
    documents.release(container.engine, principal, blocked, 1)
    _drain(container, tenant_id)
    released = documents.wait_settled(container.engine, principal, blocked, timeout_s=60)
    assert released.status == "active"
    rescans = [e["blocked"] for e in _audit(container, tenant_id, "document_pii_scanned")]
    assert rescans.count(True) == 1 and rescans.count(False) == 2  # clean, released
    assert CUSTOMER_EMAIL in "\n".join(c.text for c in _chunks(container, blocked))

    again = _ingest(container, tenant_id, body, title="Escalations again", name="esc2.md")
    assert documents.get(container.engine, principal, again).status == "quarantined"
    documents.reject(container.engine, principal, again, 1)
    assert documents.get(container.engine, principal, again).status == "rejected"


def test_customer_owned_document_is_still_stored_redacted(
    container: Container, tenant_factory: Any
) -> None:
    tenant_id = tenant_factory()
    customer_id = create_customer(container.engine, tenant_id, external_id="zq-1")
    body = (
        f"# Notes for {CUSTOMER_EMAIL}\n\n"
        f"## Contact\n\nThe customer {CUSTOMER_NAME} asked to be reached at {CUSTOMER_EMAIL}.\n\n"
        "## Payment\n\nWe also accept Klarna for this account.\n"
    )
    document_id = _ingest(
        container,
        tenant_id,
        body,
        title=f"Refund for {CUSTOMER_EMAIL}",
        owner=f"customer:{customer_id}",
        name="notes.md",
    )
    view = documents.get(container.engine, staff_principal(tenant_id), document_id)
    assert view.status == "active"
    assert CUSTOMER_EMAIL not in view.title and view.title.startswith("Refund for [EMAIL")
    assert all(v.pii_scan is None for v in view.versions)  # redacted, not scanned
    chunks = _chunks(container, document_id)
    joined = "\n".join(f"{c.section}\n{c.text}" for c in chunks)
    assert CUSTOMER_EMAIL not in joined and "Quartermain" not in joined
    assert "[EMAIL_" in joined
    assert "We also accept" in joined
    assert _audit(container, tenant_id, "document_pii_scanned") == []


def test_every_demo_policy_is_activated(container: Container, demo: dict[str, Any]) -> None:
    principal = staff_principal(UUID(str(demo["tenant_id"])))
    # A server's background worker may still hold a job the loader's drain did not see.
    for view in documents.list_all(container.engine, principal, status=None):
        documents.wait_settled(container.engine, principal, view.document_id, timeout_s=120)
    with container.admin_engine.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT d.title, v.status, v.quarantine_reasons FROM documents d "
                "JOIN document_versions v ON v.document_id = d.id "
                "AND v.version = d.current_version WHERE d.tenant_id = :t"
            ),
            {"t": UUID(str(demo["tenant_id"]))},
        ).all()
    # Other tests share the demo tenant and add (and delete) documents of their own.
    demo_titles = {
        line.split(":", 1)[1].strip()
        for path in (DEMO_DATA / "policies").glob("*.md")
        for line in path.read_text(encoding="utf-8").splitlines()[:4]
        if line.startswith("title:")
    }
    demo_rows = [r for r in rows if r.title in demo_titles]
    assert len(demo_rows) >= 10 and len(demo_titles) == len(demo_rows)
    assert {r.title: r.status for r in demo_rows if r.status != "active"} == {}
    assert "Account security" in demo_titles


def test_a_repair_rebuilds_a_policy_indexed_redacted_by_an_older_indexer(
    container: Container, tenant_factory: Any
) -> None:
    """Chunks written before policies were stored verbatim do not survive beside new ones."""
    tenant_id = tenant_factory()
    document_id = _ingest(container, tenant_id, POLICY, title=TITLE)
    with container.admin_engine.begin() as conn:
        expected = conn.execute(
            text("SELECT chunk_count FROM document_versions WHERE document_id = :d"),
            {"d": document_id},
        ).scalar_one()
        conn.execute(  # the older indexer's redacted first chunk, under its own content id
            text(
                "UPDATE chunks SET id = 'old' || left(id, 40), "
                "text = 'We also accept [PERSON], [PERSON] and [PERSON] gift cards.' "
                "WHERE document_id = :d AND ordinal = 0"
            ),
            {"d": document_id},
        )
        conn.execute(
            text("DELETE FROM chunks WHERE document_id = :d AND ordinal = 1"), {"d": document_id}
        )
    with UnitOfWork(container.engine, tenant_id) as uow:
        enqueue_index(uow.conn, tenant_id=tenant_id, document_id=document_id, version=1)
        uow.commit()
    _drain(container, tenant_id)
    chunks = _chunks(container, document_id)
    assert len(chunks) == expected
    joined = "\n".join(c.text for c in chunks)
    assert "[PERSON]" not in joined and SENTENCES[0] in joined and SENTENCES[1] in joined


def test_a_question_about_a_payment_method_is_answered_from_the_policy_as_written(
    container: Container, server: str, tenant_factory: Any
) -> None:
    tenant_id = tenant_factory()
    document_id = _ingest(container, tenant_id, POLICY, title=TITLE)
    customer_id = create_customer(container.engine, tenant_id, external_id="buyer-1")
    key = create_api_key(container.engine, tenant_id, roles={Role.AGENT})
    with client(server, key) as http:
        session = http.post("/v1/sessions", json={"customer_id": str(customer_id)}).json()
        r = http.post(
            f"/v1/sessions/{session['session_id']}/messages",
            json={"message": "Can I pay with Klarna or Afterpay gift cards?"},
        )
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["abstained"] is False
    assert str(document_id) in {c["document_id"] for c in body["citations"]}
    assert "Klarna, Afterpay, Apple Pay and Zip" in body["reply"]
    assert "[PERSON" not in body["reply"] and "[removed]" not in body["reply"]
    assert all(c["section"].startswith(TITLE) for c in body["citations"])
    if "Harbor" in body["reply"]:  # a reply that names the policy names it whole
        assert TITLE in body["reply"]


def test_a_customer_document_title_is_withheld_when_no_redactor_is_given(
    container: Container, tenant_factory: Any
) -> None:
    tenant_id = tenant_factory()
    customer_id = create_customer(container.engine, tenant_id, external_id="zq-2")
    principal = staff_principal(tenant_id)
    common: dict[str, Any] = {
        "scope": "general",
        "filename": "n.md",
        "content_type": "text/markdown",
        "data": b"# Notes\n\nNothing personal.\n",
    }
    private = documents.upload(
        container.engine,
        container.blobs,
        principal,
        title=f"Refund for {CUSTOMER_EMAIL}",
        owner=f"customer:{customer_id}",
        **common,
    )
    shared = documents.upload(
        container.engine, container.blobs, principal, title=TITLE, owner="shared", **common
    )
    assert documents.get(container.engine, principal, private.document_id).title == "[REDACTED]"
    assert documents.get(container.engine, principal, shared.document_id).title == TITLE


def test_the_reconciler_rebuilds_a_policy_indexed_before_policies_were_verbatim(
    container: Container, tenant_factory: Any
) -> None:
    """An upgraded deployment: an active shared policy with redacted chunks and no scan is
    re-indexed as published and scanned, without changing its state."""
    tenant_id = tenant_factory()
    document_id = _ingest(container, tenant_id, POLICY, title=TITLE)
    with container.admin_engine.begin() as conn:
        conn.execute(
            text("UPDATE document_versions SET pii_scan = NULL WHERE document_id = :d"),
            {"d": document_id},
        )
        conn.execute(  # what the older indexer stored: the same chunks, redacted
            text(
                "UPDATE chunks SET id = 'old' || left(id, 40), "
                "text = replace(text, 'Northern Ireland', '[PERSON_1]') WHERE document_id = :d"
            ),
            {"d": document_id},
        )
    before = _audit(container, tenant_id, "document_pii_scanned")

    (report,) = reconcile_all(
        container.engine,
        model_id=container.embedder.model_id,
        deadline_s=3600,
        tenant_id=tenant_id,
    )
    assert [(f.kind, f.document_id, f.repaired) for f in report.findings] == [
        ("unscanned_policy", document_id, True)
    ]
    _drain(container, tenant_id)

    view = documents.get(container.engine, staff_principal(tenant_id), document_id)
    assert view.status == "active" and view.active_version == 1
    assert view.versions[0].pii_scan is not None
    joined = "\n".join(c.text for c in _chunks(container, document_id))
    assert "[PERSON" not in joined and SENTENCES[2] in joined
    assert len(_audit(container, tenant_id, "document_pii_scanned")) == len(before) + 1
    (again,) = reconcile_all(
        container.engine,
        model_id=container.embedder.model_id,
        deadline_s=3600,
        tenant_id=tenant_id,
    )
    assert again.findings == []


def test_the_upload_route_redacts_a_customer_document_title(
    container: Container, server: str, tenant_factory: Any
) -> None:
    tenant_id = tenant_factory()
    customer_id = create_customer(container.engine, tenant_id, external_id="zq-3")
    key = create_api_key(container.engine, tenant_id, roles={Role.CONTENT})
    with client(server, key) as http:
        uploads = {
            owner: http.post(
                "/v1/documents",
                data={"title": title, "scope": "general", "owner": owner},
                files={"file": ("n.md", b"# Notes\n\nNothing personal.\n", "text/markdown")},
            )
            for owner, title in (
                (f"customer:{customer_id}", f"Refund for {CUSTOMER_EMAIL}"),
                ("shared", TITLE),
            )
        }
        assert all(r.status_code == 202 for r in uploads.values())
        titles = {
            owner: http.get(f"/v1/documents/{r.json()['document_id']}").json()["title"]
            for owner, r in uploads.items()
        }
    assert titles["shared"] == TITLE
    private = titles[f"customer:{customer_id}"]
    assert CUSTOMER_EMAIL not in private and private.startswith("Refund for [EMAIL")
