"""Document use cases for the API and CLI: each in one unit of work, audited."""

from __future__ import annotations

import time
from collections.abc import Callable
from uuid import UUID

from sqlalchemy import Engine

from discreet.knowledge import documents as docs
from discreet.knowledge.blobs import BlobStore
from discreet.knowledge.indexing import IN_FLIGHT
from discreet.knowledge.model import DocumentView, UpdateMode
from discreet.redaction import RedactionConfig, Redactor
from discreet.redaction.text import RedactedText
from discreet.services.auditing import audit_document
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.model import Principal
from discreet.tenancy.settings import tenant_redaction_config

__all__ = [
    "delete",
    "get",
    "list_all",
    "reject",
    "release",
    "set_update_mode",
    "update",
    "upload",
    "wait_settled",
]


def upload(
    engine: Engine,
    blobs: BlobStore,
    principal: Principal,
    *,
    title: str,
    scope: str,
    filename: str,
    content_type: str | None,
    data: bytes,
    owner: str = "shared",
    update_mode: UpdateMode = "available",
    document_id: UUID | None = None,
    redactor: Redactor | None = None,
) -> docs.Accepted:
    """Accept a new document. A customer- or account-owned document's title is redacted
    with `redactor` and the tenant's settings before it is stored (withheld without one);
    a shared policy's title is stored as written."""
    with UnitOfWork(engine, principal.tenant_id) as uow:
        redact_title = None
        if redactor is not None and owner != "shared":
            config = tenant_redaction_config(uow.conn, use_ner=redactor.uses_ner)
            redact_title = _title_redactor(redactor, config)
        accepted = docs.upload_document(
            uow.conn,
            blobs,
            tenant_id=principal.tenant_id,
            title=title,
            scope=scope,
            filename=filename,
            content_type=content_type,
            data=data,
            owner=owner,
            update_mode=update_mode,
            document_id=document_id,
            redact_title=redact_title,
        )
        audit_document(
            uow.conn,
            tenant_id=principal.tenant_id,
            kind="document_uploaded",
            document_id=accepted.document_id,
            version=accepted.version,
        )
        uow.commit()
    return accepted


def _title_redactor(redactor: Redactor, config: RedactionConfig) -> Callable[[str], RedactedText]:
    def redact(title: str) -> RedactedText:
        return redactor.redact(title, config=config).text

    return redact


def update(
    engine: Engine,
    blobs: BlobStore,
    principal: Principal,
    *,
    document_id: UUID,
    filename: str,
    content_type: str | None,
    data: bytes,
    update_mode: UpdateMode | None = None,
) -> docs.Accepted:
    with UnitOfWork(engine, principal.tenant_id) as uow:
        accepted = docs.update_document(
            uow.conn,
            blobs,
            tenant_id=principal.tenant_id,
            document_id=document_id,
            filename=filename,
            content_type=content_type,
            data=data,
            update_mode=update_mode,
        )
        audit_document(
            uow.conn,
            tenant_id=principal.tenant_id,
            kind="document_updated",
            document_id=document_id,
            version=accepted.version,
        )
        uow.commit()
    return accepted


def delete(engine: Engine, principal: Principal, document_id: UUID) -> docs.Accepted:
    with UnitOfWork(engine, principal.tenant_id) as uow:
        accepted = docs.delete_document(
            uow.conn, tenant_id=principal.tenant_id, document_id=document_id
        )
        audit_document(
            uow.conn,
            tenant_id=principal.tenant_id,
            kind="document_deleted",
            document_id=document_id,
            version=accepted.version,
        )
        uow.commit()
    return accepted


def get(engine: Engine, principal: Principal, document_id: UUID) -> DocumentView:
    with UnitOfWork(engine, principal.tenant_id) as uow:
        return docs.get_document(uow.conn, document_id)


def wait_settled(
    engine: Engine,
    principal: Principal,
    document_id: UUID,
    *,
    timeout_s: float,
    poll_s: float = 0.1,
) -> DocumentView:
    """The document once its current version has left the in-flight states, or as it is when
    `timeout_s` runs out. Whichever worker claimed the job — this process's, or a running
    server's — the caller sees its outcome, not a `pending` it happened to look at first."""
    deadline = time.monotonic() + timeout_s
    while True:
        view = get(engine, principal, document_id)
        if view.status not in IN_FLIGHT or time.monotonic() >= deadline:
            return view
        time.sleep(poll_s)


def list_all(engine: Engine, principal: Principal, *, status: str | None) -> list[DocumentView]:
    with UnitOfWork(engine, principal.tenant_id) as uow:
        return docs.list_documents(uow.conn, status=status)


def set_update_mode(
    engine: Engine, principal: Principal, document_id: UUID, update_mode: UpdateMode
) -> DocumentView:
    with UnitOfWork(engine, principal.tenant_id) as uow:
        docs.set_update_mode(uow.conn, document_id, update_mode)
        view = docs.get_document(uow.conn, document_id)
        audit_document(
            uow.conn,
            tenant_id=principal.tenant_id,
            kind="document_mode_changed",
            document_id=document_id,
            version=view.current_version,
        )
        uow.commit()
    return view


def release(engine: Engine, principal: Principal, document_id: UUID, version: int) -> docs.Accepted:
    """Release a quarantined version: it is indexed again without screening."""
    with UnitOfWork(engine, principal.tenant_id) as uow:
        accepted = docs.release_version(
            uow.conn, tenant_id=principal.tenant_id, document_id=document_id, version=version
        )
        audit_document(
            uow.conn,
            tenant_id=principal.tenant_id,
            kind="document_released",
            document_id=document_id,
            version=version,
        )
        uow.commit()
    return accepted


def reject(engine: Engine, principal: Principal, document_id: UUID, version: int) -> docs.Accepted:
    """Confirm a quarantine: the version is rejected for good."""
    with UnitOfWork(engine, principal.tenant_id) as uow:
        accepted = docs.reject_version(uow.conn, document_id=document_id, version=version)
        audit_document(
            uow.conn,
            tenant_id=principal.tenant_id,
            kind="document_rejected",
            document_id=document_id,
            version=version,
        )
        uow.commit()
    return accepted
