"""Document use cases for the API and CLI: each in one unit of work, audited.

An upload or a new version writes its sealed file before its rows; when the unit of work
then fails (a refused owner or id, a database error), the file is removed again, so a
refused upload leaves nothing behind. A document's `owner` must name a customer or an
account of the caller's tenant; one of another tenant is refused exactly like one that does
not exist. A client-chosen `document_id` already taken — by this tenant or, since ids are
unique across the database, by another — is a 409 with the same answer either way.

A customer- or account-owned document's title and file names are redacted with the
redactor and the tenant's settings before they are stored, as its text is at indexing
(withheld as `[REDACTED]` when the caller gives no redactor). Titles and file names are
screened for prompt injection with every version; one that fails stores the version
`quarantined` (reasons `title.<code>`, `filename.<code>`), audited as `document_quarantined`,
for an admin to release or reject like a version whose text failed the screen.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from uuid import UUID, uuid4

import structlog
from sqlalchemy import Connection, Engine, text
from sqlalchemy.exc import IntegrityError

from discreet.audit import events as ev
from discreet.errors import Conflict, InvalidInput
from discreet.knowledge import documents as docs
from discreet.knowledge.blobs import BlobStore, blob_key
from discreet.knowledge.indexing import IN_FLIGHT
from discreet.knowledge.limits import DEFAULT_LIMITS, OutputLimits
from discreet.knowledge.model import DocumentView, UpdateMode, validate_owner
from discreet.redaction import Redactor
from discreet.services.auditing import Auditor
from discreet.services.webhooks import emit
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.model import Principal
from discreet.tenancy.settings import tenant_redaction_config

log = structlog.get_logger("discreet.services.documents")

_TAKEN = "this document_id is taken; omit it for a new id, or PUT /v1/documents/{id} to update"

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
    limits: OutputLimits = DEFAULT_LIMITS,
) -> docs.Accepted:
    """Accept a new document. A customer- or account-owned document's title and file name
    are redacted with `redactor` and the tenant's settings before they are stored
    (withheld without one); a shared policy's are stored as written. Both are screened."""
    document_id = document_id or uuid4()
    with UnitOfWork(engine, principal.tenant_id) as uow, contextlib.ExitStack() as cleanup:
        owner = _owner_of_tenant(uow.conn, owner)
        visible = uow.conn.execute(
            text("SELECT 1 FROM documents WHERE id = :d"), {"d": document_id}
        )
        if visible.first() is not None:
            raise Conflict(_TAKEN)
        # From here no committed row of this tenant names the new version's file.
        cleanup.enter_context(
            _removed_on_failure(blobs, _version_prefix(principal, document_id, 1))
        )
        redact = _redact(uow.conn, redactor, owner)
        try:
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
                redact=redact,
                limits=limits,
            )
        except Conflict:
            raise Conflict(_TAKEN) from None
        except IntegrityError as exc:
            # Ids are unique across tenants: another tenant's id is invisible here (RLS)
            # and only its key refuses it (before any file is written). The same answer as
            # for one of our own.
            if _constraint(exc) == "documents_pkey":
                raise Conflict(_TAKEN) from None
            raise
        audit = Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)
        owner_kind, owner_hash = audit.owner(owner)
        audit(
            ev.DocumentUploaded(
                document_id=accepted.document_id,
                version=accepted.version,
                scope=scope,
                owner=owner_kind,
                owner_hash=owner_hash,
                update_mode=update_mode,
                size_bytes=len(data),
            )
        )
        emit(
            uow.conn,
            principal.tenant_id,
            "document.uploaded",
            {"document_id": accepted.document_id, "version": accepted.version},
        )
        _audit_quarantine(audit, accepted)
        uow.commit()
    return accepted


def _redact(conn: Connection, redactor: Redactor | None, owner: str) -> docs.Redact | None:
    """How a document of `owner` has its title and file names redacted: None for a shared
    policy (stored as written) and when there is no redactor (withheld)."""
    if redactor is None or owner == "shared":
        return None
    config = tenant_redaction_config(conn, use_ner=redactor.uses_ner)
    return lambda value: redactor.redact(value, config=config)


def _audit_quarantine(audit: Auditor, accepted: docs.Accepted) -> None:
    """A version quarantined at the door (its title or file name failed the screen) is
    audited as the indexing job audits one whose text failed it."""
    if accepted.status == "quarantined":
        audit(
            ev.DocumentQuarantined(
                document_id=accepted.document_id,
                version=accepted.version,
                reasons=accepted.reasons,
            )
        )


def _constraint(exc: IntegrityError) -> str | None:
    diag = getattr(exc.orig, "diag", None)
    name = getattr(diag, "constraint_name", None)
    return name if isinstance(name, str) else None


def _owner_of_tenant(conn: Connection, owner: str) -> str:
    """`owner` in its canonical form once it names a customer or an account of the tenant
    the connection is scoped to (RLS): another tenant's answers like a missing one."""
    validate_owner(owner.lower())
    kind, _, raw = owner.lower().partition(":")
    if kind == "shared" and not raw:
        return "shared"
    table = {"customer": "customers", "account": "accounts"}[kind]
    ident = UUID(raw)
    found = conn.execute(text(f"SELECT 1 FROM {table} WHERE id = :i"), {"i": ident}).first()
    if found is None:
        raise InvalidInput(f"owner names no {kind} of this tenant")
    return f"{kind}:{ident}"


@contextlib.contextmanager
def _removed_on_failure(blobs: BlobStore, prefix: str) -> Iterator[None]:
    """Remove the files under `prefix` (one version of one document) when the block fails:
    no committed row names them. A failure to remove is logged, never raised over the
    block's own error."""
    try:
        yield
    except Conflict:
        raise  # refused before the file was written; the version may be another upload's
    except BaseException:
        try:
            blobs.delete_prefix(prefix)
        except Exception as exc:
            log.warning("upload_cleanup_failed", error_type=type(exc).__name__)
        raise


def _version_prefix(principal: Principal, document_id: UUID, version: int) -> str:
    """The blob-store folder of one version (`blob_key` without the content hash)."""
    return blob_key(principal.tenant_id, document_id, version, "").removesuffix("/") + "/"


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
    redactor: Redactor | None = None,
    limits: OutputLimits = DEFAULT_LIMITS,
) -> docs.Accepted:
    """A new version. A customer- or account-owned document's new file name is redacted
    with `redactor` (withheld without one); the title and file name are screened."""
    with UnitOfWork(engine, principal.tenant_id) as uow, contextlib.ExitStack() as cleanup:
        found = uow.conn.execute(
            text("SELECT current_version, owner FROM documents WHERE id = :d FOR UPDATE"),
            {"d": document_id},
        ).first()
        redact = None
        if found is not None:
            prefix = _version_prefix(principal, document_id, int(found.current_version) + 1)
            cleanup.enter_context(_removed_on_failure(blobs, prefix))
            redact = _redact(uow.conn, redactor, str(found.owner))
        accepted = docs.update_document(
            uow.conn,
            blobs,
            tenant_id=principal.tenant_id,
            document_id=document_id,
            filename=filename,
            content_type=content_type,
            data=data,
            update_mode=update_mode,
            redact=redact,
            limits=limits,
        )
        audit = Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)
        audit(
            ev.DocumentUpdated(
                document_id=document_id,
                version=accepted.version,
                update_mode=accepted.update_mode or "available",
                size_bytes=len(data),
            )
        )
        _audit_quarantine(audit, accepted)
        emit(
            uow.conn,
            principal.tenant_id,
            "document.uploaded",
            {"document_id": document_id, "version": accepted.version},
        )
        uow.commit()
    return accepted


def delete(engine: Engine, principal: Principal, document_id: UUID) -> docs.Accepted:
    with UnitOfWork(engine, principal.tenant_id) as uow:
        accepted = docs.delete_document(
            uow.conn, tenant_id=principal.tenant_id, document_id=document_id
        )
        Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)(
            ev.DocumentDeleted(document_id=document_id, version=accepted.version)
        )
        emit(
            uow.conn,
            principal.tenant_id,
            "document.deleted",
            {"document_id": document_id, "version": accepted.version},
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
        Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)(
            ev.DocumentModeChanged(
                document_id=document_id, version=view.current_version, update_mode=update_mode
            )
        )
        uow.commit()
    return view


def release(engine: Engine, principal: Principal, document_id: UUID, version: int) -> docs.Accepted:
    """Release a quarantined version: it is indexed again without screening."""
    with UnitOfWork(engine, principal.tenant_id) as uow:
        accepted = docs.release_version(
            uow.conn, tenant_id=principal.tenant_id, document_id=document_id, version=version
        )
        Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)(
            ev.DocumentReleased(document_id=document_id, version=version)
        )
        uow.commit()
    return accepted


def reject(engine: Engine, principal: Principal, document_id: UUID, version: int) -> docs.Accepted:
    """Confirm a quarantine: the version is rejected for good."""
    with UnitOfWork(engine, principal.tenant_id) as uow:
        accepted = docs.reject_version(uow.conn, document_id=document_id, version=version)
        Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)(
            ev.DocumentRejected(document_id=document_id, version=version)
        )
        uow.commit()
    return accepted
