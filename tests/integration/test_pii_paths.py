"""A planted email, phone number and card number never reach storage or a log line, on
every path that takes text in: the chat pipeline, the document ingester (a customer-owned
document), the logs and the memory extractor. A session's vault is unreadable once the
session ends, and re-hydration never crosses sessions.

Storage is scanned as the database owner (no row-level security), row by row as text, so a
value is found in whatever column or JSON field it would have landed in.
"""

from __future__ import annotations

import logging
import time
from typing import Any
from uuid import UUID, uuid4

import pytest
import structlog
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.keyring import WrappedKey
from discreet.redaction import VaultCipher, VaultUnreadable
from discreet.services.admin import create_api_key, create_customer
from discreet.tenancy import Role
from tests.conftest import client, open_session, say

pytestmark = pytest.mark.integration

EMAIL = "zelda.quartermain@example.net"
PHONE = "+44 7700 900417"
CARD = "4111 1111 1111 1111"
NAME = "Zelda Quartermain"
# The forms a value could be stored in once separators are dropped or re-spaced.
NEEDLES = (
    EMAIL,
    "zelda.quartermain",
    PHONE,
    "7700 900417",
    "7700900417",
    CARD,
    "4111111111111111",
    "4111-1111-1111-1111",
)
PLANTED = f"Hi, please email me at {EMAIL} or call {PHONE}; my card is {CARD}."

# Every tenant table that holds text, and the text-bearing view of its rows.
TABLES = {
    "turns": "SELECT t::text FROM turns t WHERE tenant_id = :t",
    "audit_events": "SELECT a::text FROM audit_events a WHERE tenant_id = :t",
    "session_state": "SELECT s::text FROM session_state s WHERE tenant_id = :t",
    "memory_facts": "SELECT m::text FROM memory_facts m WHERE tenant_id = :t",
    "memory_revisions": "SELECT r::text FROM memory_revisions r WHERE tenant_id = :t",
    "documents": "SELECT d::text FROM documents d WHERE tenant_id = :t",
    "document_versions": "SELECT v::text FROM document_versions v WHERE tenant_id = :t",
    "chunks": "SELECT c.id || c.section || c.text FROM chunks c WHERE tenant_id = :t",
    "jobs": "SELECT j::text FROM jobs j WHERE tenant_id = :t",
}


def _leaks(container: Container, tenant_id: UUID) -> dict[str, list[str]]:
    """Planted values found anywhere in the tenant's rows, by table."""
    found: dict[str, list[str]] = {}
    with container.admin_engine.connect() as conn:
        for table, query in TABLES.items():
            rows = conn.execute(text(query), {"t": tenant_id}).scalars().all()
            blob = "\n".join(str(r) for r in rows).casefold()
            hits = [n for n in NEEDLES if n.casefold() in blob]
            if hits:
                found[table] = hits
        vaults = (
            conn.execute(
                text("SELECT vault FROM session_state WHERE tenant_id = :t AND vault IS NOT NULL"),
                {"t": tenant_id},
            )
            .scalars()
            .all()
        )
    for vault in vaults:
        raw = bytes(vault)
        hits = [n for n in NEEDLES if n.encode() in raw]
        if hits:
            found.setdefault("session_state.vault (bytes)", []).extend(hits)
    return found


@pytest.fixture
def shopper(container: Container, demo: dict[str, Any]) -> tuple[UUID, str, str]:
    """A fresh customer of the demo tenant: (tenant id, customer id, customer API key)."""
    tenant_id = UUID(str(demo["tenant_id"]))
    customer_id = create_customer(container.engine, tenant_id, external_id=f"pii-{uuid4().hex}")
    key = create_api_key(
        container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer_id
    )
    return tenant_id, str(customer_id), key


# -- (a) the chat pipeline -----------------------------------------------------------


_STATE = "SELECT vault, vault_key_wrapped, vault_kek FROM session_state WHERE session_id = :s"


def _vault_key(container: Container, row: Any, session_id: UUID) -> bytes:
    """A session's vault key as stored (wrapped), unwrapped with the node's keyring."""
    wrapped = WrappedKey(bytes(row.vault_key_wrapped), row.vault_kek)
    return container.keyring.unwrap(wrapped, context=session_id.bytes)


def test_chat_turn_stores_no_planted_value(
    container: Container, server: str, demo: dict[str, Any], shopper: tuple[UUID, str, str]
) -> None:
    tenant_id, customer_id, _ = shopper
    with client(server, demo["keys"]["agent"]) as http:
        session_id = open_session(http, customer_id)
        say(http, session_id, PLANTED)
        say(http, session_id, f"Again: {EMAIL}, {PHONE}, {CARD}. Thanks, {NAME}")
    assert _leaks(container, tenant_id) == {}
    with container.admin_engine.connect() as conn:
        stored = (
            conn.execute(
                text("SELECT content FROM turns WHERE session_id = :s ORDER BY ordinal"),
                {"s": UUID(session_id)},
            )
            .scalars()
            .all()
        )
        state = conn.execute(
            text(_STATE),
            {"s": UUID(session_id)},
        ).one()
    assert stored, "the turns must have been persisted"
    assert "[EMAIL_1]" in stored[0] and "[PHONE_1]" in stored[0] and "[CARD_1]" in stored[0]
    # The same value gets the same placeholder for the whole session.
    assert sum("[EMAIL_1]" in s for s in stored) >= 2 and "[EMAIL_2]" not in "".join(stored)
    # The vault is sealed (AES-GCM) and opens only with its session's key and id.
    vault = VaultCipher.open(
        bytes(state.vault),
        _vault_key(container, state, UUID(session_id)),
        associated_data=UUID(session_id).bytes,
    )
    assert vault.rehydrate("[EMAIL_1]") == EMAIL


# -- (b) the document ingester, customer-owned document --------------------------------


def test_customer_owned_document_is_indexed_without_planted_values(
    container: Container, server: str, demo: dict[str, Any], shopper: tuple[UUID, str, str]
) -> None:
    tenant_id, customer_id, _ = shopper
    body = (
        "# Account notes\n\n"
        f"## Contact\n\nThe customer {NAME} asked to be reached at {EMAIL} or on {PHONE}.\n\n"
        f"## Payment\n\nRefunds go back to the card {CARD} within five working days.\n"
    )
    with client(server, demo["keys"]["content"]) as http:
        r = http.post(
            "/v1/documents",
            data={
                "title": "Account notes",
                "scope": "general",
                "owner": f"customer:{customer_id}",
            },
            files={"file": ("notes.md", body.encode(), "text/markdown")},
        )
        assert r.status_code == 202, r.text
        document_id = r.json()["document_id"]
        container.worker(name="pii-paths").drain()
        deadline = time.monotonic() + 30
        while True:  # the server's background worker may hold the job for a moment
            view = http.get(f"/v1/documents/{document_id}").json()
            if view["active_version"] is not None or time.monotonic() > deadline:
                break
            time.sleep(0.2)
    assert view["active_version"] == 1, view
    with container.admin_engine.connect() as conn:
        chunks = conn.execute(
            text("SELECT section, text FROM chunks WHERE document_id = :d"),
            {"d": UUID(document_id)},
        ).all()
    assert chunks, "the document must have been chunked"
    joined = "\n".join(f"{c.section}\n{c.text}" for c in chunks)
    assert "Refunds go back to the card" in joined  # the policy text itself is kept
    assert _leaks(container, tenant_id) == {}


# -- (c) the logs --------------------------------------------------------------------


def test_no_planted_value_reaches_a_log_line(
    server: str,
    demo: dict[str, Any],
    shopper: tuple[UUID, str, str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """No scrub processor here: the point is that no code logs the content at all."""
    _, customer_id, _ = shopper
    caplog.set_level(logging.DEBUG)
    with structlog.testing.capture_logs() as logs, client(server, demo["keys"]["agent"]) as http:
        session_id = open_session(http, customer_id)
        say(http, session_id, PLANTED)
        structlog.get_logger("pii-paths").info("probe", session_id=session_id)
    assert any(entry.get("event") == "probe" for entry in logs), "capture must be live"
    captured = (
        repr(logs)
        + "\n"
        + "\n".join(
            f"{r.getMessage()} {r.args!r} {getattr(r, '__dict__', {})!r}" for r in caplog.records
        )
    )
    for needle in NEEDLES:
        assert needle not in captured, f"{needle!r} reached a log line"


# -- (d) the memory extractor --------------------------------------------------------


def test_memory_capture_stores_no_planted_value(
    container: Container, server: str, shopper: tuple[UUID, str, str]
) -> None:
    tenant_id, customer_id, key = shopper
    with client(server, key) as http:
        session_id = open_session(http, customer_id)
        say(http, session_id, f"Please always contact me by email, at {EMAIL}.")
        say(http, session_id, f"My phone number is {PHONE} and I prefer calls after 6pm.")
        say(http, session_id, f"Use my card {CARD} for the refund, and ship to my office.")
        r = http.get(f"/v1/customers/{customer_id}/memory")
        assert r.status_code == 200, r.text
        listing = r.text
    for needle in NEEDLES:
        assert needle not in listing
    assert _leaks(container, tenant_id) == {}


# -- the vault after the session ends; no cross-session re-hydration -------------------


def test_vault_is_unreadable_after_the_session_ends(
    container: Container, server: str, demo: dict[str, Any], shopper: tuple[UUID, str, str]
) -> None:
    tenant_id, customer_id, _ = shopper
    with client(server, demo["keys"]["agent"]) as http:
        session_id = open_session(http, customer_id)
        say(http, session_id, PLANTED)
        sid = UUID(session_id)
        with container.admin_engine.connect() as conn:
            before = conn.execute(
                text(_STATE),
                {"s": sid},
            ).one()
        copied_blob = bytes(before.vault)  # as a backup or a stolen disk would hold it
        assert (
            VaultCipher.open(
                copied_blob, _vault_key(container, before, sid), associated_data=sid.bytes
            ).rehydrate("[EMAIL_1]")
            == EMAIL
        )

        assert http.delete(f"/v1/sessions/{session_id}").status_code == 204
        r = http.post(f"/v1/sessions/{session_id}/messages", json={"message": "hello?"})
        assert r.status_code in (403, 404, 410), r.text

    with container.admin_engine.connect() as conn:
        left = conn.execute(
            text("SELECT count(*) FROM session_state WHERE session_id = :s"), {"s": sid}
        ).scalar_one()
    assert left == 0, "the vault and its key must be gone with the session"
    assert container.vaults.load(tenant_id, sid) is None
    # Whatever copy of the sealed blob survives, no key that still exists opens it.
    for key in (VaultCipher.new_key(), bytes(32)):
        with pytest.raises(VaultUnreadable):
            VaultCipher.open(copied_blob, key, associated_data=sid.bytes)


def test_rehydration_never_crosses_sessions(
    container: Container, server: str, demo: dict[str, Any], shopper: tuple[UUID, str, str]
) -> None:
    _, customer_id, _ = shopper
    with client(server, demo["keys"]["agent"]) as http:
        first = open_session(http, customer_id)
        say(http, first, PLANTED)
        second = open_session(http, customer_id)
        # The person types the first session's placeholders into the second one.
        reply = say(http, second, "Is [EMAIL_1] still right? And [PHONE_1], [CARD_1]?")
    dumped = repr(reply)
    for needle in NEEDLES:
        assert needle not in dumped, f"{needle!r} crossed from one session into another"
    with container.admin_engine.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT session_id, vault, vault_key_wrapped, vault_kek FROM session_state "
                "WHERE session_id IN (:a, :b)"
            ),
            {"a": UUID(first), "b": UUID(second)},
        ).all()
    by_session = {r.session_id: r for r in rows}
    a, b = by_session[UUID(first)], by_session[UUID(second)]
    a_key = _vault_key(container, a, UUID(first))
    b_key = _vault_key(container, b, UUID(second))
    assert a_key != b_key
    # One session's key, or one session's id as associated data, never opens the other's.
    with pytest.raises(VaultUnreadable):
        VaultCipher.open(bytes(a.vault), b_key, associated_data=UUID(first).bytes)
    with pytest.raises(VaultUnreadable):
        VaultCipher.open(bytes(a.vault), a_key, associated_data=UUID(second).bytes)
    if b.vault is not None:
        second_vault = VaultCipher.open(bytes(b.vault), b_key, associated_data=UUID(second).bytes)
        assert second_vault.rehydrate("[EMAIL_1]") != EMAIL
