"""Upload, update and delete: each writes its state change and its job in one transaction
(the outbox), so an accepted request is never lost and a failed one changes nothing.

A document's title and each version's file name pass the same checks as its text. Both are
screened for prompt injection with every version (`label_reasons`): a version whose title or
file name addresses the assistant is stored `quarantined` at once, with reasons
`title.<code>` / `filename.<code>`, never indexed until an admin releases it (exactly like a
version whose text fails the screen at indexing). A customer- or account-owned document's
title and file names are stored redacted (`private_label`, `private_file_name`); a shared
policy's are stored as written.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final
from uuid import UUID, uuid4

from sqlalchemy import Connection, text

from discreet.errors import Conflict, InvalidInput, NotFound
from discreet.knowledge.blobs import BlobStore, blob_key
from discreet.knowledge.limits import DEFAULT_LIMITS, OutputLimits
from discreet.knowledge.model import (
    DocumentView,
    UpdateMode,
    VersionView,
    validate_owner,
    validate_scope,
)
from discreet.knowledge.parsing import DocumentFormat, detect_format, parse_document
from discreet.knowledge.pii_scan import PiiScan
from discreet.knowledge.screening import screen_for_injection
from discreet.knowledge.sealing import sealing
from discreet.redaction import UNREDACTABLE, PseudonymVault, Redaction
from discreet.storage.outbox import enqueue
from discreet.storage.rows import from_row

__all__ = [
    "INDEX_JOB",
    "PURGE_JOB",
    "REEMBED_JOB",
    "WITHHELD_TITLE",
    "Accepted",
    "delete_document",
    "enqueue_index",
    "get_document",
    "label_reasons",
    "list_documents",
    "live_scopes",
    "private_file_name",
    "private_label",
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
#: The redactor with the tenant's settings, for a customer- or account-owned document's title
#: and file names; None when the caller has none, and they are then withheld.
Redact = Callable[[str], Redaction]
# Words of a file name are joined by these; the screen and the redactor read spaces.
_JOINERS: Final = re.compile(r"[_+]")
_JOINERS_AND_HYPHENS: Final = re.compile(r"[_+-]")
_JOINERS_AND_DOTS: Final = re.compile(r"[_+.-]")
_SUFFIX: Final = re.compile(r"\.[A-Za-z0-9]{1,8}$")


def _spelled_out(name: str) -> str:
    """A file name's words as a sentence: `ignore_all-previous.instructions` reads as
    `ignore all previous instructions`."""
    return _JOINERS_AND_DOTS.sub(" ", name)


def label_reasons(*, title: str | None, filename: str) -> tuple[str, ...]:
    """The injection screen's reasons for a version's title and file name, as
    `title.<code>` and `filename.<code>` (fixed codes, never the text). A file name is read
    as written and with its joiners (`_`, `+`, `-`, `.`) as spaces."""
    reasons: list[str] = []
    if title is not None:
        reasons += [f"title.{code}" for code in screen_for_injection(title).reasons]
    found = set(screen_for_injection(filename).reasons)
    found |= set(screen_for_injection(_spelled_out(filename)).reasons)
    reasons += [f"filename.{code}" for code in sorted(found)]
    return tuple(reasons)


def private_label(value: str, redact: Redact | None) -> str:
    """A title or a file name's stem of a customer- or account-owned document, redacted.

    The redactor reads words apart, so a label is analysed three times: as written, with
    `_` and `+` as spaces, and with hyphens as spaces too (`jane_smith_lease`,
    `lease-jane-smith`; an email keeps its hyphens in the first two). Each view has the
    label's length, so the findings of all three are merged on the label itself and each
    becomes a placeholder (`[PERSON_1]_lease`). Withheld (`[REDACTED]`) without a redactor
    or when any analysis fails."""
    if redact is None:
        return WITHHELD_TITLE
    spans: list[tuple[int, int, str]] = []
    for view in dict.fromkeys(
        (value, _JOINERS.sub(" ", value), _JOINERS_AND_HYPHENS.sub(" ", value))
    ):
        for found in redact(view).findings:
            if found.entity == UNREDACTABLE:
                return WITHHELD_TITLE
            spans.append((found.start, found.end, found.entity))
    book = PseudonymVault()
    parts: list[str] = []
    pos = 0
    for start, end, entity in _merged(spans):
        parts += [value[pos:start], book.placeholder_for(entity, value[start:end])]
        pos = end
    parts.append(value[pos:])
    return "".join(parts)


def _merged(spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Overlapping spans as one, named by the kind of the one that starts first (the
    longest at a tie)."""
    merged: list[tuple[int, int, str]] = []
    for start, end, entity in sorted(spans, key=lambda s: (s[0], -s[1])):
        if merged and start < merged[-1][1]:
            first_start, first_end, first_entity = merged[-1]
            merged[-1] = (first_start, max(first_end, end), first_entity)
        else:
            merged.append((start, end, entity))
    return merged


def private_file_name(filename: str, redact: Redact | None) -> str:
    """A customer- or account-owned version's file name, redacted (`private_label`) but
    for its suffix, which indexing reads to tell the format (`.md`, `.pdf`)."""
    match = _SUFFIX.search(filename)
    suffix = match.group(0) if match is not None and match.start() > 0 else ""
    stem = filename[: len(filename) - len(suffix)]
    return private_label(stem, redact) + suffix


@dataclass(frozen=True)
class Accepted:
    document_id: UUID
    version: int
    status: str
    update_mode: UpdateMode | None = None  # the document's mode after an update
    reasons: tuple[str, ...] = ()  # a version quarantined at the door: why (fixed codes)


def _check_upload(
    data: bytes, filename: str, content_type: str | None, limits: OutputLimits
) -> None:
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
    parse_document(data, filename=filename, content_type=content_type, limits=limits)


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
    quarantine_reasons: tuple[str, ...] = (),
) -> str:
    """Seal the file and insert the version: `pending` with its index job, or
    `quarantined` with `quarantine_reasons` and no job (an admin's release enqueues it)."""
    status = "quarantined" if quarantine_reasons else "pending"
    sha = hashlib.sha256(data).hexdigest()
    key = blob_key(tenant_id, document_id, version, sha)
    wrapped = sealing(blobs).seal(key, data)
    conn.execute(
        text(
            "INSERT INTO document_versions (tenant_id, document_id, version, status, filename, "
            "content_type, blob_key, sha256, size_bytes, blob_key_wrapped, blob_kek, "
            "quarantine_reasons) "
            "VALUES (:t, :d, :v, :st, :f, :ct, :k, :sha, :n, :dk, :kek, :qr)"
        ),
        {
            "t": tenant_id,
            "d": document_id,
            "v": version,
            "st": status,
            "qr": list(quarantine_reasons),
            "f": filename[:255],
            "ct": content_type,
            "k": key,
            "sha": sha,
            "n": len(data),
            "dk": wrapped.wrapped,
            "kek": wrapped.kek_id,
        },
    )
    if status == "pending":
        enqueue_index(conn, tenant_id=tenant_id, document_id=document_id, version=version)
    return status


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
    redact: Redact | None = None,
    limits: OutputLimits = DEFAULT_LIMITS,
) -> Accepted:
    """A shared policy's title and file name are stored as its content owner wrote them;
    those of a customer- or account-owned document are stored redacted (`redact`), or
    withheld as `[REDACTED]` when the caller has no redactor to give. Either is screened
    as written first: a title or file name that fails the screen stores version 1
    `quarantined` (see the module's doc)."""
    title = title.strip()
    if not title or len(title) > 300:
        raise InvalidInput("title must be 1 to 300 characters")
    validate_scope(scope)
    validate_owner(owner)
    reasons = label_reasons(title=title, filename=filename)
    raw_filename = filename
    if owner != "shared":
        title = private_label(title, redact)
        filename = private_file_name(filename, redact)
    if update_mode not in ("available", "strict"):
        raise InvalidInput("update_mode must be 'available' or 'strict'")
    _check_upload(data, raw_filename, content_type, limits)
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
    status = _store_version(
        conn,
        blobs,
        tenant_id=tenant_id,
        document_id=document_id,
        version=1,
        filename=filename,
        content_type=content_type,
        data=data,
        quarantine_reasons=reasons,
    )
    return Accepted(document_id=document_id, version=1, status=status, reasons=reasons)


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
    redact: Redact | None = None,
    limits: OutputLimits = DEFAULT_LIMITS,
) -> Accepted:
    """A new version becomes current at once. In `strict` mode the old one stops being
    served in this same transaction; in `available` mode it serves until the new one is
    active. The document's title and the new file name are screened, and a customer- or
    account-owned document's file name is stored redacted, as at upload."""
    _check_upload(data, filename, content_type, limits)
    row = conn.execute(
        text(
            "SELECT current_version, title, owner FROM documents "
            "WHERE id = :d AND deleted_at IS NULL FOR UPDATE"
        ),
        {"d": document_id},
    ).first()
    if row is None:
        raise NotFound("no such document")
    version = int(row.current_version) + 1
    if update_mode is not None and update_mode not in ("available", "strict"):
        raise InvalidInput("update_mode must be 'available' or 'strict'")
    reasons = label_reasons(title=str(row.title), filename=filename)
    if row.owner != "shared":
        filename = private_file_name(filename, redact)
    mode = conn.execute(
        text(
            "UPDATE documents SET current_version = :v, updated_at = now(), "
            "update_mode = coalesce(:m, update_mode) WHERE id = :d RETURNING update_mode"
        ),
        {"v": version, "m": update_mode, "d": document_id},
    ).scalar_one()
    status = _store_version(
        conn,
        blobs,
        tenant_id=tenant_id,
        document_id=document_id,
        version=version,
        filename=filename,
        content_type=content_type,
        data=data,
        quarantine_reasons=reasons,
    )
    return Accepted(
        document_id=document_id,
        version=version,
        status=status,
        update_mode=mode,
        reasons=reasons,
    )


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
        from_row(
            VersionView,
            r,
            quarantine_reasons=tuple(r.quarantine_reasons or ()),
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
    return from_row(
        DocumentView,
        row,
        document_id=row.id,
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
