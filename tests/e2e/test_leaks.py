"""The leak audit over a seeded conversation log: service, HTTP API and CLI.

A fresh tenant gets three customers with orders and a conversation log written straight to
the turns table (redacted text, as the pipeline stores it): clean conversations and
conversations with planted leaks of every category. The audit must find every planted leak
(recall 100% on the planted set, per category and conversation) and nothing in the clean
conversations; its output carries ids and counts, never content.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import UUID, uuid4

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.redaction.text import load_stored
from discreet.services.admin import create_api_key
from discreet.services.leaks import audit_leaks, scan_conversation
from discreet.sessions import repository as sessions
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Role
from discreet.tenancy.directory import create_customer
from tests.conftest import client

pytestmark = pytest.mark.e2e

DISCREET = str(Path(sys.executable).with_name("discreet"))

ORDERS = {"C-A": ["ZX-100001", "ZX-100002"], "C-B": ["ZX-200001"], "C-C": ["ZX-300001"]}

# (customer, [(role, stored text)], expected counts per category)
CLEAN = [
    (
        "C-A",
        [
            ("customer", "Hi, I'm [PERSON_1], my email is [EMAIL_1]. Where is ZX-100001?"),
            (
                "agent",
                "Thanks [PERSON_1]. Your order ZX-100001 has shipped; we'll email [EMAIL_1].",
            ),
            ("customer", "And my other order ZX-100002?"),
            ("agent", "Order ZX-100002 was delivered. You have 30 days to return items."),
        ],
    ),
    (
        "C-B",
        [
            ("customer", "Call me on [PHONE_1] about my refund please."),
            ("agent", "We will call [PHONE_1]. Refunds take 5 to 10 business days."),
            ("customer", "Can I return opened electronics?"),
            ("agent", "Opened electronics can be returned within 14 days in their packaging."),
        ],
    ),
    (
        "C-C",
        [
            ("customer", "What is your returns policy?"),
            ("agent", "You can return most items within 30 days of delivery."),
        ],
    ),
]
LEAKY = [
    (
        "C-A",
        [
            ("customer", "Where is my order?"),
            ("agent", "Your order ZX-200001 has shipped."),  # C-B's order
            ("customer", "Thanks, and my email on file?"),
            ("agent", "We have [EMAIL_2] on file for you."),  # never introduced
        ],
        {"order_id": 1, "email": 1},
    ),
    (
        "C-B",
        [
            ("customer", "My name is [PERSON_1]. Can I change my address?"),
            ("agent", "Sure [PERSON_1], we will update it; [PERSON_2] asked the same."),
            ("customer", "Thanks."),
            ("agent", "The account holder was born on 12/03/1985 and lives at 42 Harbour Street."),
            ("customer", "Anything else?"),
            ("agent", "You can also call +44 7700 900999 or write to jane.roe@example.net."),
        ],
        {"name": 1, "account_date": 1, "address": 1, "phone": 1, "email": 1},
    ),
    (
        "C-C",
        [
            ("customer", "Where is ZX-300001?"),
            ("agent", "Order ZX-300001 shipped. Customer Jane Smithers had ZX-100002 too."),
            ("customer", "Who?"),
            ("agent", "Order [ORDER_ID_4] and [ADDRESS_2] belong to another account."),
        ],
        {"order_id": 2, "name": 1, "address": 1},
    ),
]


@pytest.fixture(scope="module")
def seeded(container: Container) -> dict[str, Any]:
    """A tenant with three customers, their orders, and the conversation log above."""
    from discreet.tenancy.directory import create_tenant

    with container.admin_engine.begin() as conn:
        tenant_id = create_tenant(conn, f"leak-audit-{uuid4().hex[:8]}")
    out: dict[str, Any] = {"tenant_id": tenant_id, "clean": [], "leaky": []}
    with UnitOfWork(container.engine, tenant_id) as uow:
        conn = uow.conn
        customers: dict[str, UUID] = {}
        for external, refs in ORDERS.items():
            customer_id = create_customer(conn, tenant_id=tenant_id, external_id=external)
            customers[external] = customer_id
            for ref in refs:
                conn.execute(
                    text(
                        "INSERT INTO orders (id, tenant_id, customer_id, order_ref, status, "
                        "placed_on, total) VALUES (:i, :t, :c, :r, 'shipped', '2026-10-01', "
                        "'10.00')"
                    ),
                    {"i": uuid4(), "t": tenant_id, "c": customer_id, "r": ref},
                )

        def seed(external: str, turns: list[tuple[str, str]]) -> UUID:
            info = sessions.start_session(
                conn,
                tenant_id=tenant_id,
                customer_id=customers[external],
                case_id=None,
                ttl_s=600,
            )
            for role, content in turns:
                sessions.append_turn(
                    conn,
                    tenant_id=tenant_id,
                    session_id=info.id,
                    customer_id=customers[external],
                    role=role,  # type: ignore[arg-type]
                    content=load_stored(content),
                )
            return info.id

        for external, turns in CLEAN:
            out["clean"].append(seed(external, turns))
        for external, turns, expected in LEAKY:
            out["leaky"].append((seed(external, turns), expected))
        uow.commit()
    out["customers"] = customers
    return out


def _expected_totals() -> dict[str, int]:
    totals: dict[str, int] = {}
    for _, _, expected in LEAKY:
        for category, n in expected.items():
            totals[category] = totals.get(category, 0) + n
    return totals


def test_service_finds_every_planted_leak_and_nothing_in_clean_conversations(
    container: Container, seeded: dict[str, Any]
) -> None:
    report = audit_leaks(container.engine, seeded["tenant_id"], last=100)
    assert report.conversations_checked == len(CLEAN) + len(LEAKY)
    flagged = {c.session_id: c for c in report.conversations}
    for session_id in seeded["clean"]:
        assert session_id not in flagged, "a clean conversation was flagged"
    for session_id, expected in seeded["leaky"]:
        assert session_id in flagged, "a planted leak was missed"
        assert flagged[session_id].counts == expected
    totals = {k: v for k, v in report.totals.items() if v}
    assert totals == _expected_totals()  # recall 100% and no false positives


_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def test_report_holds_no_content(container: Container, seeded: dict[str, Any]) -> None:
    # the report names sessions by their ids, random hex that may hold "7700" or "1985"
    dumped = _UUID.sub(
        "<id>", json.dumps(audit_leaks(container.engine, seeded["tenant_id"]).to_dict())
    )
    rendered = _UUID.sub("<id>", audit_leaks(container.engine, seeded["tenant_id"]).render())
    for planted in ("ZX-", "EMAIL", "PERSON", "jane", "Harbour", "7700", "1985", "Smithers"):
        assert planted not in dumped and planted not in rendered


def test_last_n_limits_the_conversations(container: Container, seeded: dict[str, Any]) -> None:
    report = audit_leaks(container.engine, seeded["tenant_id"], last=1)
    assert report.conversations_checked == 1
    assert len(report.conversations) <= 1


def test_clean_tenant_reports_zero(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    report = audit_leaks(container.engine, tenant_factory())
    assert report.leaks == 0 and report.conversations == []


def test_http_endpoint_for_auditors(
    server: str, container: Container, seeded: dict[str, Any]
) -> None:
    auditor = create_api_key(container.engine, seeded["tenant_id"], roles={Role.AUDITOR})
    agent = create_api_key(container.engine, seeded["tenant_id"], roles={Role.AGENT})
    with client(server, auditor) as http:
        r = http.get("/v1/audit/leaks", params={"last": 50})
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["leaks"] == sum(_expected_totals().values())
        assert {c["session_id"] for c in body["conversations"]} == {
            str(s) for s, _ in seeded["leaky"]
        }
        assert http.get("/v1/audit/leaks", params={"last": 0}).status_code in (400, 422)
    with client(server, agent) as http:
        assert http.get("/v1/audit/leaks").status_code == 403


def _cli(container: Container, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "DISCREET_HOME": str(container.settings.home),
        "DISCREET_LOG_LEVEL": "WARNING",
    }
    env.pop("DATABASE_URL", None)
    return subprocess.run(
        [DISCREET, "audit", "leaks", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
        check=False,
    )


def test_cli_reports_counts_and_ids_and_exits_1_on_leaks(
    container: Container, seeded: dict[str, Any], tenant_factory: Callable[..., UUID]
) -> None:
    proc = _cli(container, "--tenant", str(seeded["tenant_id"]), "--last", "10", "--json")
    assert proc.returncode == 1, proc.stderr
    body = json.loads(proc.stdout)
    assert {k: v for k, v in body["totals"].items() if v} == _expected_totals()
    assert body["conversations_checked"] == len(CLEAN) + len(LEAKY)
    human = _cli(container, "--tenant", str(seeded["tenant_id"]))
    assert "suspected leaks" in human.stdout and str(seeded["leaky"][0][0]) in human.stdout
    clean = _cli(container, "--tenant", str(tenant_factory()), "--json")
    assert clean.returncode == 0, clean.stderr
    assert json.loads(clean.stdout)["leaks"] == 0


def test_tool_introduced_and_retrieved_placeholders_are_the_customers_own() -> None:
    turns = [
        ("customer", "Where is my latest order?"),
        ("agent", "Your order [ORDER_ID_1], placed on 2 October 2026, has shipped."),
        ("customer", "What about the returns?"),
        ("agent", "According to our policy: contact [EMAIL_9] for returns."),
    ]
    flagged, counts = scan_conversation(
        turns,
        own_order_refs=frozenset(),
        introduced=frozenset({"[ORDER_ID_1]"}),
        company_text="Contact [EMAIL_9] for returns.",
    )
    assert flagged == 0 and not counts
    flagged, counts = scan_conversation(turns, own_order_refs=frozenset())
    assert flagged == 2 and counts == {"order_id": 1, "email": 1}
