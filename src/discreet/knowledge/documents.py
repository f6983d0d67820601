"""Upload, update and delete: each writes its state change and its job in one transaction
(the outbox), so an accepted request is never lost and a failed one changes nothing."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from uuid import UUID, uuid4

from sqlalchemy import Connection, text

from discreet.errors import Conflict, InvalidInput, NotFound
from discreet.knowledge.blobs import BlobStore, blob_key
from discreet.knowledge.model import (
    DocumentView,
    UpdateMode,
    VersionView,
    validate_owner,
    validate_scope,
)
from discreet.knowledge.parsing import DocumentFormat, detect_format, parse_document
from discreet.knowledge.pii_scan import PiiScan
from discreet.knowledge.sealing import sealing
from discreet.redaction.text import RedactedText
from discreet.storage.outbox import enqueue

__all__ = [
    "INDEX_JOB",
    "PURGE_JOB",
    "REEMBED_JOB",
    "WITHHELD_TITLE",
    "Accepted",
    "delete_document",
    "enqueue_index",
    "get_document",
    "list_documents",
    "live_scopes",
    "reject_version",
    "release_version",
    "set_update_mode",
    "update_document",
    "upload_document",
]

INDEX_JOB = "index_version"
PURGE_JOB = "purge_document"
REEMBED_JOB = "reembed_version"
MAX_UPLOAD_BYTES = 20 * 1024 * 1024
#: The stored title of a customer- or account-owned document uploaded without a redactor.
WITHHELD_TITLE = "[REDACTED]"
_BINARY_FORMATS = (DocumentFormat.PDF, DocumentFormat.DOCX)


@dataclass(frozen=True)
class Accepted:
    document_id: UUID
    version: int
    status: str
    update_mode: UpdateMode | None = None  # the document's mode after an update


def _check_upload(data: bytes, filename: str, content_type: str | None) -> None:
    """Refuse at the door what is cheap to refuse there: empty, too large, an unknown
    format, a file whose bytes contradict its declared format, or a text document with no
    text. PDF and DOCX are only checked by their magic bytes here — parsing them can take
    seconds, which belongs in the worker; a binary file that then fails to parse ends as a
    `failed` version with the reason, and the previously active version keeps serving."""
    if not data:
        raise InvalidInput("the uploaded file is empty")
    if len(data) > MAX_UPLOAD_BYTES:
        raise InvalidInput(f"the file is larger than {MAX_UPLOAD_BYTES // (1024 * 1024)} MiB")
    if detect_format(data, filename=filename, content_type=content_type) in _BINARY_FORMATS:
        return
    parse_document(data, filename=filename, content_type=content_type)


def enqueue_index(conn: Connection, *, tenant_id: UUID, document_id: UUID, version: int) -> None:
    """The index job of one version; at most one live job per version."""
    enqueue(
        conn,
        tenant_id=tenant_id,
        kind=INDEX_JOB,
        payload={"document_id": str(document_id), "version": version},
        dedupe_key=f"index:{document_id}:{version}",
    )


def _store_version(
    conn: Connection,
    blobs: BlobStore,
    *,
    tenant_id: UUID,
    document_id: UUID,
    version: int,
    filename: str,
    content_type: str | None,
    data: bytes,
) -> None:
    sha = hashlib.sha256(data).hexdigest()
    key = blob_key(tenant_id, document_id, version, sha)
    wrapped = sealing(blobs).seal(key, data)
    conn.execute(
        text(
            "INSERT INTO document_versions (tenant_id, document_id, version, status, filename, "
            "content_type, blob_key, sha256, size_bytes, blob_key_wrapped, blob_kek) "
            "VALUES (:t, :d, :v, 'pending', :f, :ct, :k, :sha, :n, :dk, :kek)"
        ),
        {
            "t": tenant_id,
            "d": document_id,
            "v": version,
            "f": filename[:255],
            "ct": content_type,
            "k": key,
            "sha": sha,
            "n": len(data),
            "dk": wrapped.wrapped,
            "kek": wrapped.kek_id,
        },
    )
    enqueue_index(conn, tenant_id=tenant_id, document_id=document_id, version=version)


def upload_document(
    conn: Connection,
    blobs: BlobStore,
    *,
    tenant_id: UUID,
    title: str,
    scope: str,
    filename: str,
    content_type: str | None,
    data: bytes,
    owner: str = "shared",
    update_mode: UpdateMode = "available",
    document_id: UUID | None = None,
    redact_title: Callable[[str], RedactedText] | None = None,
) -> Accepted:
    """A shared policy's title is stored as its content owner wrote it; the title of a
    customer- or account-owned document is stored redacted (`redact_title`), or withheld
    as `[REDACTED]` when the caller has no redactor to give."""
    title = title.strip()
    if not title or len(title) > 300:
        raise InvalidInput("title must be 1 to 300 characters")
    validate_scope(scope)
    validate_owner(owner)
    if owner != "shared":
        title = redact_title(title).value if redact_title is not None else WITHHELD_TITLE
    if update_mode not in ("available", "strict"):
        raise InvalidInput("update_mode must be 'available' or 'strict'")
    _check_upload(data, filename, content_type)
    document_id = document_id or uuid4()
    exists = conn.execute(text("SELECT 1 FROM documents WHERE id = :d"), {"d": document_id}).first()
    if exists:
        raise Conflict("a document with this id exists; use PUT /v1/documents/{id} to update it")
    conn.execute(
        text(
            "INSERT INTO documents (id, tenant_id, title, scope, owner, update_mode, "
            "current_version) VALUES (:d, :t, :title, :s, :o, :m, 1)"
        ),
        {
            "d": document_id,
            "t": tenant_id,
            "title": title,
            "s": scope,
            "o": owner,
            "m": update_mode,
        },
    )
    _store_version(
        conn,
        blobs,
        tenant_id=tenant_id,
        document_id=document_id,
        version=1,
        filename=filename,
        content_type=content_type,
        data=data,
    )
    return Accepted(document_id=document_id, version=1, status="pending")


def update_document(
    conn: Connection,
    blobs: BlobStore,
    *,
    tenant_id: UUID,
    document_id: UUID,
    filename: str,
    content_type: str | None,
    data: bytes,
    update_mode: UpdateMode | None = None,
) -> Accepted:
    """A new version becomes current at once. In `strict` mode the old one stops being
    served in this same transaction; in `available` mode it serves until the new one is
    active."""
    _check_upload(data, filename, content_type)
    row = conn.execute(
        text(
            "SELECT current_version FROM documents WHERE id = :d AND deleted_at IS NULL FOR UPDATE"
        ),
        {"d": document_id},
    ).first()
    if row is None:
        raise NotFound("no such document")
    version = int(row.current_version) + 1
    if update_mode is not None and update_mode not in ("available", "strict"):
        raise InvalidInput("update_mode must be 'available' or 'strict'")
    mode = conn.execute(
        text(
            "UPDATE documents SET current_version = :v, updated_at = now(), "
            "update_mode = coalesce(:m, update_mode) WHERE id = :d RETURNING update_mode"
        ),
        {"v": version, "m": update_mode, "d": document_id},
    ).scalar_one()
    _store_version(
        conn,
        blobs,
        tenant_id=tenant_id,
        document_id=document_id,
        version=version,
        filename=filename,
        content_type=content_type,
        data=data,
    )
    return Accepted(document_id=document_id, version=version, status="pending", update_mode=mode)


def set_update_mode(conn: Connection, document_id: UUID, update_mode: UpdateMode) -> None:
    """Change the mode from now on. Switching to `strict` while a newer version is being
    indexed makes the old one ineligible in this transaction; switching to `available`
    lets it serve again until the new one is active."""
    if update_mode not in ("available", "strict"):
        raise InvalidInput("update_mode must be 'available' or 'strict'")
    result = conn.execute(
        text(
            "UPDATE documents SET update_mode = :m, updated_at = now() "
            "WHERE id = :d AND deleted_at IS NULL"
        ),
        {"m": update_mode, "d": document_id},
    )
    if not result.rowcount:
        raise NotFound("no such document")


def _quarantined(conn: Connection, document_id: UUID, version: int) -> tuple[int, object]:
    """Lock the document and check that `version` is quarantined and still current."""
    doc = conn.execute(
        text("SELECT current_version, deleted_at FROM documents WHERE id = :d FOR UPDATE"),
        {"d": document_id},
    ).first()
    if doc is None or doc.deleted_at is not None:
        raise NotFound("no such document")
    status = conn.execute(
        text("SELECT status FROM document_versions WHERE document_id = :d AND version = :v"),
        {"d": document_id, "v": version},
    ).scalar()
    if status is None:
        raise NotFound("no such version")
    if status != "quarantined":
        raise Conflict(f"version {version} is {status}, not quarantined")
    return int(doc.current_version), doc.deleted_at


def release_version(
    conn: Connection, *, tenant_id: UUID, document_id: UUID, version: int
) -> Accepted:
    """An admin judged a quarantined version safe: it is indexed again, without
    screening, and activates like any other version (only while it is still current)."""
    current, _ = _quarantined(conn, document_id, version)
    if version != current:
        raise Conflict(
            f"version {version} has been replaced by version {current}; reject it instead"
        )
    conn.execute(
        text(
            "UPDATE document_versions SET status = 'pending', released_at = now(), error = NULL "
            "WHERE document_id = :d AND version = :v"
        ),
        {"d": document_id, "v": version},
    )
    enqueue_index(conn, tenant_id=tenant_id, document_id=document_id, version=version)
    return Accepted(document_id=document_id, version=version, status="pending")


def reject_version(conn: Connection, *, document_id: UUID, version: int) -> Accepted:
    """An admin confirmed the quarantine: the version is `rejected` for good. The
    previously active version keeps serving (in `available` mode)."""
    _quarantined(conn, document_id, version)
    conn.execute(
        text(
            "UPDATE document_versions SET status = 'rejected', "
            "error = 'rejected by an administrator after review' "
            "WHERE document_id = :d AND version = :v"
        ),
        {"d": document_id, "v": version},
    )
    return Accepted(document_id=document_id, version=version, status="rejected")


def delete_document(conn: Connection, *, tenant_id: UUID, document_id: UUID) -> Accepted:
    """Ineligible in this transaction (retrieval joins on `deleted_at`); a job purges the
    chunks and blobs afterwards. Deleting twice is accepted and changes nothing more."""
    row = conn.execute(
        text("SELECT current_version, deleted_at FROM documents WHERE id = :d FOR UPDATE"),
        {"d": document_id},
    ).first()
    if row is None:
        raise NotFound("no such document")
    if row.deleted_at is None:
        conn.execute(
            text("UPDATE documents SET deleted_at = now(), updated_at = now() WHERE id = :d"),
            {"d": document_id},
        )
        conn.execute(
            text(
                "UPDATE document_versions SET status = 'deleted' WHERE document_id = :d "
                "AND status NOT IN ('failed', 'rejected')"
            ),
            {"d": document_id},
        )
        enqueue(
            conn,
            tenant_id=tenant_id,
            kind=PURGE_JOB,
            payload={"document_id": str(document_id)},
            dedupe_key=f"purge:{document_id}",
        )
    return Accepted(document_id=document_id, version=int(row.current_version), status="deleted")


def _versions(conn: Connection, document_id: UUID) -> tuple[VersionView, ...]:
    rows = conn.execute(
        text(
            "SELECT version, status, error, quarantine_reasons, created_at, pii_scan "
            "FROM document_versions WHERE document_id = :d ORDER BY version"
        ),
        {"d": document_id},
    ).all()
    return tuple(
        VersionView(
            version=r.version,
            status=r.status,
            error=r.error,
            quarantine_reasons=tuple(r.quarantine_reasons or ()),
            created_at=r.created_at,
            pii_scan=None if r.pii_scan is None else PiiScan.from_json(r.pii_scan),
        )
        for r in rows
    )


def get_document(conn: Connection, document_id: UUID) -> DocumentView:
    row = conn.execute(
        text(
            "SELECT id, title, scope, owner, update_mode, current_version, active_version, "
            "deleted_at FROM documents WHERE id = :d"
        ),
        {"d": document_id},
    ).first()
    if row is None:
        raise NotFound("no such document")
    return DocumentView(
        document_id=row.id,
        title=row.title,
        scope=row.scope,
        owner=row.owner,
        update_mode=row.update_mode,
        current_version=row.current_version,
        active_version=row.active_version,
        deleted=row.deleted_at is not None,
        versions=_versions(conn, row.id),
    )


def list_documents(conn: Connection, *, status: str | None = None) -> list[DocumentView]:
    ids = conn.execute(text("SELECT id FROM documents ORDER BY created_at")).scalars().all()
    docs = [get_document(conn, d) for d in ids]
    if status is not None:
        docs = [d for d in docs if d.status == status]
    return docs


def live_scopes(conn: Connection) -> list[str]:
    """The scopes of the tenant's documents that are not deleted (its allowed scopes, with
    `general`, which callers add)."""
    return list(
        conn.execute(
            text("SELECT DISTINCT scope FROM documents WHERE deleted_at IS NULL ORDER BY scope")
        ).scalars()
    )
