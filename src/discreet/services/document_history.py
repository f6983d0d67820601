"""A document's history for its content owners: where each version came from (provenance:
the upload's SHA-256, file name, size and time) and what changed between two versions.

The diff re-reads the two uploads (opening sealed ones with their unwrapped data key), checks them
against their stored SHA-256 and parses them as indexing does. Shared company policies are
shown as published; a customer- or account-owned document's sections are redacted with the
tenant's settings first, as its chunks were, and so is its file name in the provenance.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from sqlalchemy import Connection, Engine, text

from discreet.errors import Conflict, Gone, InvalidInput, NotFound
from discreet.keyring import WrappedKey
from discreet.knowledge.blobs import BlobStore
from discreet.knowledge.parsing import Section, parse_document
from discreet.knowledge.sealing import SealedBlobUnreadable, sealing
from discreet.knowledge.version_diff import VersionDiff, diff_sections
from discreet.redaction import Redactor
from discreet.storage.engine import UnitOfWork
from discreet.storage.rows import from_row
from discreet.tenancy import Principal, Role
from discreet.tenancy.settings import tenant_redaction_config

__all__ = ["HISTORY_ROLES", "Provenance", "VersionsDiff", "diff_versions", "provenance"]

HISTORY_ROLES = (Role.CONTENT, Role.ADMIN, Role.AUDITOR)


@dataclass(frozen=True, slots=True)
class Provenance:
    version: int
    sha256: str
    filename: str
    size_bytes: int
    uploaded_at: datetime


@dataclass(frozen=True, slots=True)
class VersionsDiff:
    document_id: UUID
    from_version: int
    to_version: int
    diff: VersionDiff


def _owner(conn: Connection, document_id: UUID) -> str:
    owner = conn.execute(
        text("SELECT owner FROM documents WHERE id = :d AND deleted_at IS NULL"),
        {"d": document_id},
    ).scalar()
    if owner is None:
        raise NotFound("no such document")
    return str(owner)


def _redacting(conn: Connection, redactor: Redactor, owner: str) -> Callable[[str], str]:
    if owner == "shared":
        return lambda value: value
    config = tenant_redaction_config(conn, use_ner=redactor.uses_ner)
    return lambda value: redactor.redact(value, config=config).text.value


def provenance(
    engine: Engine, redactor: Redactor, principal: Principal, document_id: UUID
) -> dict[int, Provenance]:
    """Every version's provenance, by version number."""
    principal.require(*HISTORY_ROLES)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        shown = _redacting(conn, redactor, _owner(conn, document_id))
        rows = conn.execute(
            text(
                "SELECT version, sha256, filename, size_bytes, created_at AS uploaded_at "
                "FROM document_versions WHERE document_id = :d ORDER BY version"
            ),
            {"d": document_id},
        ).all()
        return {r.version: from_row(Provenance, r, filename=shown(str(r.filename))) for r in rows}


def _sections(conn: Connection, blobs: BlobStore, document_id: UUID, version: int) -> list[Section]:
    row = conn.execute(
        text(
            "SELECT blob_key, blob_key_wrapped, blob_kek, sha256, filename, content_type "
            "FROM document_versions WHERE document_id = :d AND version = :v"
        ),
        {"d": document_id, "v": version},
    ).first()
    if row is None:
        raise NotFound(f"the document has no version {version}")
    try:
        if row.blob_key_wrapped is None:
            data = blobs.get(row.blob_key)
        else:
            wrapped = WrappedKey(bytes(row.blob_key_wrapped), str(row.blob_kek))
            data = sealing(blobs).open(row.blob_key, wrapped)
    except (NotFound, SealedBlobUnreadable):
        raise Gone(f"the upload of version {version} is no longer kept") from None
    if hashlib.sha256(data).hexdigest() != row.sha256:
        raise Conflict(f"the stored upload of version {version} does not match its checksum")
    try:
        parsed = parse_document(data, filename=row.filename, content_type=row.content_type)
    except InvalidInput:
        raise Conflict(f"version {version} could not be parsed") from None
    return list(parsed.sections)


def diff_versions(
    engine: Engine,
    blobs: BlobStore,
    redactor: Redactor,
    principal: Principal,
    document_id: UUID,
    *,
    from_version: int,
    to_version: int,
) -> VersionsDiff:
    """Sections added, removed and changed from `from_version` to `to_version`."""
    principal.require(*HISTORY_ROLES)
    if from_version < 1 or to_version < 1:
        raise InvalidInput("versions are numbered from 1")
    if from_version == to_version:
        raise InvalidInput("from and to must be two different versions")
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        shown = _redacting(conn, redactor, _owner(conn, document_id))
        before = _sections(conn, blobs, document_id, from_version)
        after = _sections(conn, blobs, document_id, to_version)

        def redacted(sections: list[Section]) -> list[Section]:
            return [
                Section(tuple(shown(h) for h in s.heading_path), shown(s.text)) for s in sections
            ]

        diff = diff_sections(redacted(before), redacted(after))
    return VersionsDiff(document_id, from_version, to_version, diff)
