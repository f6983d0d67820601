"""Load the demo tenant "Acme Outfitters": policies, customers, orders, scope examples and
one API key per role. Idempotent: a second run changes nothing and prints the same keys."""

from __future__ import annotations

import json
import os
import time
from importlib.abc import Traversable
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING, Any
from uuid import UUID, uuid4

from sqlalchemy import text

from discreet.knowledge.scope_examples import add_examples, has_examples
from discreet.services import documents
from discreet.services.admin import create_api_key, staff_principal
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Role
from discreet.tenancy.directory import (
    create_customer,
    create_tenant,
    ensure_account,
    find_customer,
    find_tenant,
)

if TYPE_CHECKING:
    from discreet.bootstrap import Container

__all__ = [
    "DEMO_TENANT",
    "demo_readiness",
    "index_now",
    "load_demo",
    "load_policy_tenant",
    "print_demo_banner",
    "tenant_readiness",
    "wait_until_searchable",
]

DEMO_TENANT = "Acme Outfitters"

DEMO_SETTINGS: dict[str, Any] = {
    "redaction": {
        "allow_list": [
            "Acme",
            "Acme Outfitters",
            "Trail Rewards",
            "Acme Trail Rewards",
            "Help Centre",
            "support@acme-outfitters.example",
            "privacy@acme-outfitters.example",
            "security@acme-outfitters.example",
        ],
        "patterns": [{"entity": "ORDER_ID", "regex": r"\bAO-\d{6}\b"}],
    }
}


def _data(name: str) -> str:
    return (files("discreet.demo") / "data" / name).read_text(encoding="utf-8")


def _front_matter(markdown: str) -> tuple[dict[str, str], str]:
    if not markdown.startswith("---\n"):
        return {}, markdown
    head, _, body = markdown[4:].partition("\n---\n")
    meta = {}
    for line in head.splitlines():
        key, _, value = line.partition(":")
        meta[key.strip()] = value.strip()
    return meta, body.lstrip("\n")


def load_demo(container: Container) -> dict[str, Any]:
    keys_file = container.settings.home / "demo-keys.json"
    with container.admin_engine.begin() as conn:
        tenant_id = find_tenant(conn, DEMO_TENANT)
        created = tenant_id is None
        if tenant_id is None:
            tenant_id = create_tenant(conn, DEMO_TENANT)
            conn.execute(
                text("UPDATE tenants SET settings = CAST(:s AS jsonb) WHERE id = :t"),
                {"s": json.dumps(DEMO_SETTINGS), "t": tenant_id},
            )
    customers = json.loads(_data("customers.json"))
    with UnitOfWork(container.engine, tenant_id) as uow:
        conn = uow.conn
        for account in customers["accounts"]:
            account_id = ensure_account(
                conn, tenant_id=tenant_id, external_id=account["external_id"]
            )
            for customer in account["customers"]:
                customer_id = find_customer(conn, customer["external_id"]) or create_customer(
                    conn,
                    tenant_id=tenant_id,
                    external_id=customer["external_id"],
                    account_id=account_id,
                )
                for order in customer.get("orders", []):
                    conn.execute(
                        text(
                            "INSERT INTO orders (id, tenant_id, customer_id, order_ref, status, "
                            "placed_on, total, items) VALUES (:id, :t, :c, :r, :s, :p, :tot, "
                            "CAST(:i AS jsonb)) ON CONFLICT (tenant_id, order_ref) DO NOTHING"
                        ),
                        {
                            "id": uuid4(),
                            "t": tenant_id,
                            "c": customer_id,
                            "r": order["order_id"],
                            "s": order["status"],
                            "p": order["placed_on"],
                            "tot": order["total"],
                            "i": json.dumps(order.get("items", [])),
                        },
                    )
        if not has_examples(conn):
            add_examples(conn, tenant_id, _data("scope_examples.jsonl"))
        has_docs = conn.execute(text("SELECT 1 FROM documents LIMIT 1")).first()
        customer_rows = conn.execute(
            text("SELECT id, external_id, account_id FROM customers ORDER BY external_id")
        ).all()
        uow.commit()

    if not has_docs:
        _upload_policies(container, tenant_id, files("discreet.demo") / "data" / "policies")

    keys: dict[str, str] = {}
    if keys_file.exists() and not created:
        keys = json.loads(keys_file.read_text())
    if not keys:
        first_customer: UUID = customer_rows[0].id
        for role in (Role.AGENT, Role.CONTENT, Role.AUDITOR, Role.ADMIN):
            keys[role.value] = create_api_key(container.engine, tenant_id, roles={role})
        keys["customer"] = create_api_key(
            container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=first_customer
        )
        keys_file.write_text(json.dumps(keys, indent=2))
        os.chmod(keys_file, 0o600)
    return {
        "tenant_id": str(tenant_id),
        "created": created,
        "keys": keys,
        "customers": [
            {"customer_id": str(r.id), "external_id": r.external_id} for r in customer_rows
        ],
    }


def print_demo_banner(info: dict[str, Any], container: Container) -> None:
    lines = [
        f"Demo tenant {DEMO_TENANT}: {info['tenant_id']}",
        "API keys (also in " + str(container.settings.home / "demo-keys.json") + "):",
        *(f"  {role:<9} {key}" for role, key in info["keys"].items()),
        "Customers:",
        *(f"  {c['external_id']:<9} {c['customer_id']}" for c in info["customers"]),
    ]
    print("\n".join(lines), flush=True)


def tenant_readiness(container: Container, tenant_id: UUID) -> str:
    """'ok' once every document of the tenant is searchable (its current version active, or
    failed or quarantined, which no wait will change); 'indexing' while any is pending,
    processing or indexed but not yet active."""
    with UnitOfWork(container.engine, tenant_id) as uow:
        waiting = uow.conn.execute(
            text(
                "SELECT count(*) FROM documents d JOIN document_versions v "
                "ON v.document_id = d.id AND v.version = d.current_version "
                "WHERE v.status IN ('pending', 'processing', 'indexed')"
            )
        ).scalar_one()
    return "ok" if waiting == 0 else "indexing"


def demo_readiness(container: Container) -> str:
    """`tenant_readiness` of the demo tenant; 'absent' when it does not exist."""
    with container.admin_engine.connect() as conn:
        tenant_id = find_tenant(conn, DEMO_TENANT)
    if tenant_id is None:
        return "absent"
    return tenant_readiness(container, tenant_id)


def wait_until_searchable(container: Container, *, timeout_s: float = 300.0) -> bool:
    """Block until `demo_readiness` says 'ok' (a worker must be running); False on timeout."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if demo_readiness(container) == "ok":
            return True
        time.sleep(0.25)
    return False


def load_policy_tenant(
    container: Container,
    *,
    name: str,
    policies: Path,
    scope_examples: Path | None = None,
    settings: dict[str, Any] | None = None,
) -> UUID:
    """A tenant made from a folder of policies (front matter ``title`` and ``scope``, as the
    demo's) and optional scope examples (JSON lines ``{"text", "scope"}``). Idempotent: an
    existing tenant of that name is returned as it is, with what it already holds."""
    with container.admin_engine.begin() as conn:
        tenant_id = find_tenant(conn, name)
        if tenant_id is not None:
            return tenant_id
        tenant_id = create_tenant(conn, name)
        if settings:
            conn.execute(
                text("UPDATE tenants SET settings = CAST(:s AS jsonb) WHERE id = :t"),
                {"s": json.dumps(settings), "t": tenant_id},
            )
    if scope_examples is not None:
        with UnitOfWork(container.engine, tenant_id) as uow:
            add_examples(uow.conn, tenant_id, scope_examples.read_text(encoding="utf-8"))
            uow.commit()
    _upload_policies(container, tenant_id, policies)
    return tenant_id


def _upload_policies(container: Container, tenant_id: UUID, folder: Traversable) -> None:
    """Upload every Markdown policy of `folder` (front matter ``title`` and ``scope``)."""
    principal = staff_principal(tenant_id)
    for entry in sorted(folder.iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".md"):
            continue
        raw = entry.read_text(encoding="utf-8")
        meta, _ = _front_matter(raw)
        documents.upload(
            container.engine,
            container.blobs,
            principal,
            title=meta.get("title", entry.name[:-3]),
            scope=meta.get("scope", "general"),
            filename=entry.name,
            content_type="text/markdown",
            data=raw.encode(),
            limits=container.output_limits,
        )


def index_now(container: Container, tenant_id: UUID, *, timeout_s: float = 600.0) -> bool:
    """Run a worker here until the tenant's documents are searchable; False on timeout."""
    worker = container.worker(name="index-now")
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if tenant_readiness(container, tenant_id) == "ok":
            return True
        if worker.drain() == 0:
            time.sleep(0.25)
    return tenant_readiness(container, tenant_id) == "ok"
