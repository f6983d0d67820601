"""Erasure (the right to be forgotten): one call removes everything held about a customer.

In one tenant transaction: durable facts and their revisions (also those on the customer's
cases), turns, session state (vault keys and PostgreSQL-held vaults), sessions, documents
owned by ``customer:<id>`` with their versions, chunks and embeddings and their pending
jobs, cases, orders, API keys bound to the customer, and the customer row itself. One
`erasure` audit event records a keyed hash of the customer id and the count per store; the
audit log is append-only and never held anything but hashes, ids, enums and counts.

After the commit: vault blobs in Redis (when configured; their keys are already gone, so a
blob left behind cannot be opened) and the original uploads in the blob store.

The report names every store with the number of rows (or objects) removed; `gaps` names
what this call cannot reach — backups, external providers' logs — so nobody mistakes the
report for more than it is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final
from uuid import UUID

from sqlalchemy import Connection, Engine, text

from discreet.agent.backends.base import ChatBackend
from discreet.audit import events as ev
from discreet.errors import Forbidden, NotFound, ScopeViolation
from discreet.knowledge.blobs import BlobStore
from discreet.knowledge.embedding.port import Embedder
from discreet.memory import repository as facts_repo
from discreet.services.auditing import Auditor
from discreet.services.webhooks import emit
from discreet.sessions import VaultStore
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import get_customer
from discreet.tenancy.model import Principal, Role

__all__ = ["ALWAYS_GAPS", "ErasureReport", "erase_customer", "erasure_gaps"]

ALWAYS_GAPS: Final = (
    "backups: database backups and replicas made before this erasure keep the data until "
    "they rotate out",
    "audit_events: append-only; they keep only a keyed hash of the customer id and the "
    "session ids, never content",
)


@dataclass(frozen=True)
class ErasureReport:
    report: dict[str, int]
    gaps: list[str] = field(default_factory=list)


def erasure_gaps(*, chat: ChatBackend, embedder: Embedder, blob_backend: str) -> list[str]:
    """Stores outside Discreet that may have seen the customer's (redacted) text: the
    backends say whether they send text out."""
    gaps = list(ALWAYS_GAPS)
    if chat.external_processor:
        gaps.append(
            "external LLM provider logs: redacted prompts sent to the configured "
            "chat backend are under that provider's retention"
        )
    if embedder.external_processor:
        gaps.append(
            "external embedding provider logs: redacted chunks of customer-owned documents "
            "sent to the configured embedding endpoint"
        )
    if blob_backend in ("s3", "azure"):
        gaps.append(
            "blob versions: if the bucket or storage account keeps versions or soft-deleted "
            "blobs, the deleted uploads stay there for its retention, sealed, with their data "
            "keys already destroyed"
        )
    return gaps


def _count(conn: Connection, sql: str, params: Mapping[str, object]) -> int:
    return int(conn.execute(text(sql), params).rowcount)


def _erase_rows(
    conn: Connection, customer_id: UUID
) -> tuple[dict[str, int], list[UUID], list[UUID]]:
    """Delete every row about the customer; return counts, session ids and document ids."""
    c: dict[str, object] = {"c": customer_id}
    conn.execute(text("SELECT id FROM customers WHERE id = :c FOR UPDATE"), c)
    session_ids = list(
        conn.execute(text("SELECT id FROM sessions WHERE customer_id = :c"), c).scalars()
    )
    owner = f"customer:{customer_id}"
    document_ids = list(
        conn.execute(text("SELECT id FROM documents WHERE owner = :o"), {"o": owner}).scalars()
    )
    s: dict[str, object] = {"s": session_ids}
    d: dict[str, object] = {"d": document_ids}
    report: dict[str, int] = {}
    report["memory_facts"], report["memory_revisions"] = facts_repo.delete_customer_facts(
        conn, customer_id=customer_id
    )
    report["turns"] = _count(
        conn, "DELETE FROM turns WHERE customer_id = :c OR session_id = ANY(:s)", c | s
    )
    report["session_state"] = _count(
        conn, "DELETE FROM session_state WHERE session_id = ANY(:s)", s
    )
    report["sessions"] = _count(conn, "DELETE FROM sessions WHERE customer_id = :c", c)
    report["chunks"] = _count(conn, "DELETE FROM chunks WHERE document_id = ANY(:d)", d)
    report["document_versions"] = _count(
        conn, "DELETE FROM document_versions WHERE document_id = ANY(:d)", d
    )
    report["jobs"] = _count(
        conn,
        "DELETE FROM jobs WHERE payload ->> 'document_id' = ANY(:ds)",
        {"ds": [str(x) for x in document_ids]},
    )
    report["documents"] = _count(conn, "DELETE FROM documents WHERE id = ANY(:d)", d)
    report["cases"] = _count(conn, "DELETE FROM cases WHERE customer_id = :c", c)
    report["orders"] = _count(conn, "DELETE FROM orders WHERE customer_id = :c", c)
    report["api_keys"] = _count(conn, "DELETE FROM api_keys WHERE customer_id = :c", c)
    report["customers"] = _count(conn, "DELETE FROM customers WHERE id = :c", c)
    return report, session_ids, document_ids


def erase_customer(
    engine: Engine,
    vaults: VaultStore,
    blobs: BlobStore,
    principal: Principal,
    customer_id: UUID,
    *,
    external_gaps: Sequence[str] = ALWAYS_GAPS,
) -> ErasureReport:
    """Erase `customer_id` from the caller's tenant (admin only); see the module docstring."""
    if Role.ADMIN not in principal.roles:
        raise Forbidden("erasure needs an admin key")
    tenant_id = principal.tenant_id
    with UnitOfWork(engine, tenant_id) as uow:
        conn = uow.conn
        try:
            get_customer(conn, customer_id)
        except NotFound:
            raise ScopeViolation("no such customer") from None
        audit = Auditor(conn, tenant_id, actor=principal.key_id)
        customer_hash = audit.hash("customer", str(customer_id))  # before the rows go
        report, session_ids, document_ids = _erase_rows(conn, customer_id)
        audit(ev.Erasure(customer_hash=customer_hash, removed=dict(report)))
        emit(conn, tenant_id, "customer.erased", {"customer_id": customer_id})
        uow.commit()

    gaps = list(external_gaps)
    try:
        report["session_vaults"] = vaults.destroy_all(tenant_id, session_ids)
    except Exception:  # the rows are gone and the vault keys with them; say what is left
        report["session_vaults"] = 0
        gaps.append(
            f"session_vaults ({getattr(vaults, 'name', 'vault store')}): unreachable; sealed "
            "vaults expire with their TTL and their keys are already deleted"
        )
    removed_blobs = 0
    for document_id in document_ids:
        try:
            removed_blobs += blobs.delete_prefix(f"{tenant_id}/{document_id}")
        except Exception:
            gaps.append("document_blobs: an original upload could not be deleted; retry erasure")
    report["document_blobs"] = removed_blobs
    return ErasureReport(report=report, gaps=gaps)
