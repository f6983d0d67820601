"""Erasure: one call removes a customer from every store, and a residue scan over every
text-like column of every table (as the owner, so RLS hides nothing) and over Redis proves
that no trace of their identifiers or of anything they typed remains."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from uuid import UUID, uuid4

import pytest
from sqlalchemy import Engine, text

from discreet.agent.turn import handle_message
from discreet.audit.identifiers import hash_identifier
from discreet.bootstrap import Container
from discreet.errors import Forbidden, ScopeViolation
from discreet.services import documents
from discreet.services.admin import create_api_key, create_customer, staff_principal
from discreet.services.erasure import erase_customer
from discreet.services.memory import list_memory, record_case_decision
from discreet.services.sessions import start_session
from discreet.sessions import VaultStore
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Principal, Role
from discreet.tenancy.directory import tenant_secret
from tests.conftest import need_service

pytestmark = pytest.mark.integration

_SCANNED_TYPES = ("text", "character varying", "jsonb", "json", "uuid", "ARRAY", "tsvector")


def residue(admin_engine: Engine, needles: Iterable[str]) -> dict[str, list[str]]:
    """needle -> ["table.column", ...] wherever it still occurs, in any row of any tenant."""
    found: dict[str, list[str]] = {}
    with admin_engine.connect() as conn:
        columns = conn.execute(
            text(
                "SELECT table_name, column_name FROM information_schema.columns "
                "WHERE table_schema = 'public' AND data_type = ANY(:types) "
                "ORDER BY table_name, column_name"
            ),
            {"types": list(_SCANNED_TYPES)},
        ).all()
        for needle in needles:
            for table, column in columns:
                hit = conn.execute(
                    text(
                        f'SELECT 1 FROM "{table}" WHERE CAST("{column}" AS text) ILIKE :n LIMIT 1'
                    ),
                    {"n": f"%{needle}%"},
                ).first()
                if hit is not None:
                    found.setdefault(needle, []).append(f"{table}.{column}")
    return found


def _letters(n: int = 8) -> str:
    return "".join(chr(97 + int(c, 16)) for c in uuid4().hex[:n])


@dataclasses.dataclass
class Planted:
    tenant_id: UUID
    customer_id: UUID
    needles: dict[str, str]
    session_ids: list[UUID]
    document_id: UUID
    other_customer: UUID


def plant(container: Container, tenant_id: UUID, *, vaults: VaultStore | None = None) -> Planted:
    """A customer with something in every store: chat turns (with PII, a preference, an
    address), a case with a decision, an order, an API key, a customer-owned document."""
    tag = _letters()
    needles = {
        "external_id": f"ext-{tag}",
        # Ends in a consonant no English suffix rule strips, so its tsvector lexeme keeps
        # the whole word and the scan can find it there too.
        "typed_word": f"zorblax{tag}q",
        "city": "Ulverston",
        "case_ref": f"CASE-{tag}",
        "order_ref": f"ORD-{tag}",
        "raw_email": f"zed.{tag}@example.org",
    }
    engine = container.engine
    staff = staff_principal(tenant_id)
    customer = create_customer(engine, tenant_id, external_id=needles["external_id"])
    other = create_customer(engine, tenant_id, external_id=f"other-{tag}")
    needles["customer_id"] = str(customer)
    case_id = uuid4()
    with UnitOfWork(engine, tenant_id) as uow:
        uow.conn.execute(
            text(
                "INSERT INTO cases (id, tenant_id, customer_id, external_id) "
                "VALUES (:id, :t, :c, :x)"
            ),
            {"id": case_id, "t": tenant_id, "c": customer, "x": needles["case_ref"]},
        )
        uow.conn.execute(
            text(
                "INSERT INTO orders (id, tenant_id, customer_id, order_ref, status, placed_on, "
                "total) VALUES (:id, :t, :c, :r, 'shipped', '2026-11-01', '42.00')"
            ),
            {"id": uuid4(), "t": tenant_id, "c": customer, "r": needles["order_ref"]},
        )
        uow.commit()
    create_api_key(engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer)
    deps = container.turn_deps
    if vaults is not None:
        deps = dataclasses.replace(deps, vaults=vaults)
    sessions = []
    for case in (None, case_id):
        info = start_session(engine, staff, customer_id=customer, case_id=case, ttl_s=600)
        sessions.append(info.id)
        handle_message(
            deps,
            staff,
            info.id,
            f"Please email me at {needles['raw_email']}, don't call. My new address is "
            f"12 Fell Road in {needles['city']}. The {needles['typed_word']} arrived broken.",
        )
    other_session = start_session(engine, staff, customer_id=other, case_id=None, ttl_s=600)
    handle_message(deps, staff, other_session.id, "Please text me. I now live in Leeds.")
    record_case_decision(engine, container.redactor, staff, case_id, key="refund", value="approved")
    accepted = documents.upload(
        engine,
        container.blobs,
        staff,
        title="Warranty notes",
        scope="warranty",
        filename="notes.md",
        content_type="text/markdown",
        data=(
            f"# Warranty notes\n\nThe {needles['typed_word']} is covered for two years. "
            "Repairs are free of charge within the warranty period.\n"
        ).encode(),
        owner=f"customer:{customer}",
    )
    container.worker(name=f"erasure-{tag}").drain()
    # The session's test server runs a worker too, and may have claimed the job first.
    settled = documents.wait_settled(engine, staff, accepted.document_id, timeout_s=60)
    assert settled.active_version == 1, settled
    return Planted(tenant_id, customer, needles, sessions, accepted.document_id, other)


def test_erasure_removes_every_trace(
    container: Container, admin_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    tenant_id = tenant_factory()
    p = plant(container, tenant_id)
    before = residue(admin_engine, p.needles.values())
    # The scan finds what was planted, so an empty scan afterwards means something.
    assert "customers.external_id" in before[p.needles["external_id"]]
    assert {"turns.content", "chunks.text", "chunks.tsv"} <= set(before[p.needles["typed_word"]])
    assert "memory_facts.value" in before[p.needles["city"]]
    assert "memory_revisions.value" in before[p.needles["city"]]
    assert "sessions.customer_id" in before[p.needles["customer_id"]]
    assert "documents.owner" in before[p.needles["customer_id"]]
    assert p.needles["raw_email"] not in before  # redacted before it was ever stored
    blob_dir = Path(container.settings.blob_dir) / str(tenant_id) / str(p.document_id)
    assert blob_dir.exists()

    # Only an admin may erase, and only a customer of its own tenant.
    agent = Principal(key_id=uuid4(), tenant_id=tenant_id, roles=frozenset({Role.AGENT}))
    with pytest.raises(Forbidden):
        erase_customer(container.engine, container.vaults, container.blobs, agent, p.customer_id)
    stranger = staff_principal(tenant_factory())
    with pytest.raises(ScopeViolation):
        erase_customer(container.engine, container.vaults, container.blobs, stranger, p.customer_id)

    result = erase_customer(
        container.engine,
        container.vaults,
        container.blobs,
        staff_principal(tenant_id),
        p.customer_id,
    )
    report = result.report
    for store in (
        "memory_facts",
        "memory_revisions",
        "turns",
        "sessions",
        "documents",
        "document_versions",
        "chunks",
        "cases",
        "orders",
        "api_keys",
        "customers",
        "document_blobs",
    ):
        assert report[store] > 0, store
    assert report["sessions"] == 2 and report["customers"] == 1 and report["turns"] == 4
    assert "session_state" in report and "session_vaults" in report
    assert any(g.startswith("backups") for g in result.gaps)

    assert residue(admin_engine, p.needles.values()) == {}
    assert not blob_dir.exists()

    # The audit keeps a keyed hash and counts, never the id or content.
    with UnitOfWork(container.engine, tenant_id) as uow:
        digest = hash_identifier(tenant_secret(uow.conn), "customer", str(p.customer_id))
        events = (
            uow.conn.execute(text("SELECT payload FROM audit_events WHERE kind = 'erasure'"))
            .scalars()
            .all()
        )
    assert any(e["customer_hash"] == digest and e["removed"]["customers"] == 1 for e in events)

    # Nobody else was touched.
    left = list_memory(container.engine, staff_principal(tenant_id), p.other_customer)
    assert {v.fact.value.value for v in left} == {"sms", "Leeds"}
    # Erasing twice is a clean 404, not a partial second report.
    with pytest.raises(ScopeViolation):
        erase_customer(
            container.engine,
            container.vaults,
            container.blobs,
            staff_principal(tenant_id),
            p.customer_id,
        )


def test_erasure_reaches_vaults_in_redis(
    container: Container, admin_engine: Engine, tenant_factory: Callable[..., UUID]
) -> None:
    import redis

    from discreet.sessions.redis_store import RedisVaultStore

    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    client = redis.Redis.from_url(url)
    try:
        available, why = bool(client.ping()), ""
    except redis.RedisError as exc:
        available, why = False, type(exc).__name__
    need_service("redis", available, why or f"no Redis at {url}")
    prefix = f"discreet-test-{_letters()}"
    store = RedisVaultStore(client, prefix=prefix)
    tenant_id = tenant_factory()
    p = plant(container, tenant_id, vaults=store)
    keys_before = client.keys(f"{prefix}:*")
    assert len(keys_before) == 3  # two sessions of the customer, one of the other customer

    result = erase_customer(
        container.engine, store, container.blobs, staff_principal(tenant_id), p.customer_id
    )
    assert result.report["session_vaults"] == 2
    left = [k.decode() for k in client.keys(f"{prefix}:*")]
    assert len(left) == 1
    assert not any(str(s) in k for s in p.session_ids for k in left)
    for key in left:
        blob = client.get(key) or b""
        assert all(n.encode() not in blob for n in p.needles.values())
    assert residue(admin_engine, p.needles.values()) == {}
    client.delete(*client.keys(f"{prefix}:*"))
