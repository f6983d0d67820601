"""Audit events for sessions, documents and keys, written in the caller's transaction.

Identifiers that could name a person are keyed hashes (`hash_identifier`); every value is
an id, an enum, a count, a version or a duration — the event types refuse anything else.
"""

from __future__ import annotations

from uuid import UUID

from sqlalchemy import Connection, text

from discreet.audit import events as ev
from discreet.audit.identifiers import hash_identifier, owner_fields
from discreet.audit.writer import record
from discreet.knowledge.pii_scan import PII_REASON, SCAN_INCOMPLETE_REASON, PiiScan
from discreet.tenancy.directory import tenant_secret
from discreet.tenancy.model import Role

__all__ = ["audit_document", "audit_key", "audit_session"]


def audit_session(
    conn: Connection,
    *,
    tenant_id: UUID,
    kind: str,
    session_id: UUID,
    customer_id: UUID,
    ttl_s: int = 0,
) -> UUID:
    secret = tenant_secret(conn)
    stats = conn.execute(
        text(
            "SELECT s.created_at, s.last_active_at, s.case_id, "
            "extract(epoch FROM now() - s.created_at) * 1000 AS age_ms, "
            "(SELECT count(*) FROM turns t WHERE t.session_id = s.id) AS turns "
            "FROM sessions s WHERE s.id = :s"
        ),
        {"s": session_id},
    ).one()
    event: ev.AuditEvent
    if kind == "session_started":
        event = ev.SessionStarted(
            customer_hash=hash_identifier(secret, "customer", str(customer_id)),
            case_hash=hash_identifier(secret, "case", str(stats.case_id))
            if stats.case_id
            else None,
            idle_ttl_ms=float(ttl_s * 1000),
        )
    elif kind == "session_expired":
        event = ev.SessionExpired(
            turns=int(stats.turns),
            last_active_at=stats.last_active_at,
            idle_ttl_ms=float(ttl_s * 1000),
        )
    else:
        event = ev.SessionEnded(
            reason="erased" if kind == "session_erased" else "deleted",
            turns=int(stats.turns),
            duration_ms=float(stats.age_ms),
        )
    return record(
        conn, tenant_id=tenant_id, tenant_secret=secret, event=event, session_id=session_id
    )


def audit_document(
    conn: Connection,
    *,
    tenant_id: UUID,
    kind: str,
    document_id: UUID,
    version: int,
    error: str | None = None,
    attempts: int = 1,
    dead_lettered: bool = False,
    superseded_version: int | None = None,
) -> UUID | None:
    secret = tenant_secret(conn)
    doc = conn.execute(
        text(
            "SELECT d.scope, d.owner, d.update_mode, v.size_bytes, v.chunk_count, "
            "v.quarantine_reasons, v.pii_scan, v.status FROM documents d "
            "LEFT JOIN document_versions v "
            "ON v.document_id = d.id AND v.version = :v WHERE d.id = :d"
        ),
        {"d": document_id, "v": version},
    ).first()
    if doc is None:
        return None
    event: ev.AuditEvent
    if kind == "document_uploaded":
        owner, owner_hash = owner_fields(secret, doc.owner)
        event = ev.DocumentUploaded(
            document_id=document_id,
            version=version,
            scope=doc.scope,
            owner=owner,
            owner_hash=owner_hash,
            update_mode=doc.update_mode,
            size_bytes=int(doc.size_bytes or 0),
        )
    elif kind == "document_updated":
        event = ev.DocumentUpdated(
            document_id=document_id,
            version=version,
            update_mode=doc.update_mode,
            size_bytes=int(doc.size_bytes or 0),
        )
    elif kind == "document_deleted":
        event = ev.DocumentDeleted(document_id=document_id, version=version)
    elif kind == "document_active":
        event = ev.DocumentActivated(
            document_id=document_id,
            version=version,
            chunk_count=int(doc.chunk_count or 0),
            superseded_version=superseded_version,
        )
    elif kind == "document_failed":
        event = ev.DocumentFailed(
            document_id=document_id,
            version=version,
            error_code=error or "unknown",
            attempts=attempts,
            dead_lettered=dead_lettered,
        )
    elif kind == "document_quarantined":
        event = ev.DocumentQuarantined(
            document_id=document_id, version=version, reasons=tuple(doc.quarantine_reasons or ())
        )
    elif kind == "document_pii_scanned":
        if doc.pii_scan is None:
            return None
        scan = PiiScan.from_json(doc.pii_scan)
        event = ev.DocumentPiiScanned(
            document_id=document_id,
            version=version,
            findings=scan.findings,
            entity_counts=dict(scan.by_type),
            sections_flagged=len(scan.sections),
            complete=scan.complete,
            # Blocked now, not earlier: a released version keeps its old reasons.
            blocked=doc.status == "quarantined"
            and bool({PII_REASON, SCAN_INCOMPLETE_REASON} & set(doc.quarantine_reasons or ())),
        )
    elif kind == "document_released":
        event = ev.DocumentReleased(document_id=document_id, version=version)
    elif kind == "document_rejected":
        event = ev.DocumentRejected(document_id=document_id, version=version)
    elif kind == "document_mode_changed":
        event = ev.DocumentModeChanged(
            document_id=document_id, version=version, update_mode=doc.update_mode
        )
    else:
        return None  # superseded / deleted before indexing: the state row says it all
    return record(conn, tenant_id=tenant_id, tenant_secret=secret, event=event)


def audit_key(
    conn: Connection, *, tenant_id: UUID, kind: str, key_id: UUID, roles: set[Role]
) -> UUID:
    secret = tenant_secret(conn)
    event: ev.AuditEvent
    if kind == "key_created":
        event = ev.KeyCreated(key_id=key_id, roles=tuple(sorted(r.value for r in roles)))
    else:
        event = ev.KeyRevoked(key_id=key_id)
    return record(conn, tenant_id=tenant_id, tenant_secret=secret, event=event)
