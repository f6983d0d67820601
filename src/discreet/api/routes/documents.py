"""Policy documents: upload, new version, change the update mode, delete, read, list, and
release or reject a quarantined version (admin)."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, File, Form, Query, UploadFile, status

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.api.routes.document_history import DocumentWithProvenance, with_provenance
from discreet.api.schemas import (
    DocumentAccepted,
    DocumentList,
    DocumentPublic,
    PiiScanPublic,
    UpdateModeChange,
    VersionPublic,
)
from discreet.errors import InvalidInput
from discreet.knowledge.model import DocumentView
from discreet.services import document_history, documents
from discreet.tenancy import Role

router = APIRouter(prefix="/v1/documents", tags=["documents"])

CONTENT_ROLES = (Role.CONTENT, Role.ADMIN)


def _public(view: DocumentView) -> DocumentPublic:
    return DocumentPublic(
        document_id=view.document_id,
        title=view.title,
        scope=view.scope,
        owner=view.owner,
        update_mode=view.update_mode,
        current_version=view.current_version,
        active_version=view.active_version,
        status=view.status,
        versions=[
            VersionPublic(
                version=v.version,
                status=v.status,
                error=v.error,
                quarantine_reasons=list(v.quarantine_reasons),
                pii_scan=None
                if v.pii_scan is None
                else PiiScanPublic.model_validate(v.pii_scan.to_json()),
            )
            for v in view.versions
        ],
    )


def _mode(value: str | None) -> str | None:
    if value is not None and value not in ("available", "strict"):
        raise InvalidInput("update_mode must be 'available' or 'strict'")
    return value


@router.post("", status_code=status.HTTP_202_ACCEPTED, response_model=DocumentAccepted)
async def upload_document(
    principal: PrincipalDep,
    c: ContainerDep,
    file: Annotated[UploadFile, File()],
    title: Annotated[str, Form()],
    scope: Annotated[str, Form()],
    document_id: Annotated[UUID | None, Form()] = None,
    owner: Annotated[str, Form()] = "shared",
    update_mode: Annotated[str, Form()] = "available",
) -> DocumentAccepted:
    principal.require(*CONTENT_ROLES)
    data = await file.read()
    mode = _mode(update_mode)
    from starlette.concurrency import run_in_threadpool

    accepted = await run_in_threadpool(
        documents.upload,
        c.engine,
        c.blobs,
        principal,
        title=title,
        scope=scope,
        filename=file.filename or "upload",
        content_type=file.content_type,
        data=data,
        owner=owner,
        update_mode=mode or "available",  # type: ignore[arg-type]
        document_id=document_id,
        redactor=c.redactor if owner != "shared" else None,
    )
    return DocumentAccepted(
        document_id=accepted.document_id, version=accepted.version, status=accepted.status
    )


@router.put("/{document_id}", status_code=status.HTTP_202_ACCEPTED, response_model=DocumentAccepted)
async def update_document(
    document_id: UUID,
    principal: PrincipalDep,
    c: ContainerDep,
    file: Annotated[UploadFile, File()],
    update_mode: Annotated[str | None, Form()] = None,
) -> DocumentAccepted:
    principal.require(*CONTENT_ROLES)
    data = await file.read()
    mode = _mode(update_mode)
    from starlette.concurrency import run_in_threadpool

    accepted = await run_in_threadpool(
        documents.update,
        c.engine,
        c.blobs,
        principal,
        document_id=document_id,
        filename=file.filename or "upload",
        content_type=file.content_type,
        data=data,
        update_mode=mode,  # type: ignore[arg-type]
    )
    return DocumentAccepted(
        document_id=accepted.document_id, version=accepted.version, status=accepted.status
    )


@router.delete(
    "/{document_id}", status_code=status.HTTP_202_ACCEPTED, response_model=DocumentAccepted
)
def delete_document(
    document_id: UUID, principal: PrincipalDep, c: ContainerDep
) -> DocumentAccepted:
    principal.require(*CONTENT_ROLES)
    accepted = documents.delete(c.engine, principal, document_id)
    return DocumentAccepted(
        document_id=accepted.document_id, version=accepted.version, status=accepted.status
    )


@router.get("/{document_id}", response_model=DocumentWithProvenance)
def get_document(
    document_id: UUID, principal: PrincipalDep, c: ContainerDep
) -> DocumentWithProvenance:
    """The document, each version with its lifecycle state and provenance."""
    principal.require(*CONTENT_ROLES, Role.AUDITOR)
    view = _public(documents.get(c.engine, principal, document_id))
    origins = document_history.provenance(c.engine, c.redactor, principal, document_id)
    return with_provenance(view, origins)


@router.get("", response_model=DocumentList)
def list_documents(
    principal: PrincipalDep,
    c: ContainerDep,
    status_: Annotated[str | None, Query(alias="status")] = None,
) -> DocumentList:
    principal.require(*CONTENT_ROLES, Role.AUDITOR)
    views = documents.list_all(c.engine, principal, status=status_)
    return DocumentList(documents=[_public(v) for v in views])


@router.patch("/{document_id}", response_model=DocumentPublic)
def change_update_mode(
    document_id: UUID, body: UpdateModeChange, principal: PrincipalDep, c: ContainerDep
) -> DocumentPublic:
    """Change the update mode later (`available` or `strict`), without a new version."""
    principal.require(*CONTENT_ROLES)
    return _public(documents.set_update_mode(c.engine, principal, document_id, body.update_mode))


@router.post(
    "/{document_id}/versions/{version}/release",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=DocumentAccepted,
)
def release_version(
    document_id: UUID, version: int, principal: PrincipalDep, c: ContainerDep
) -> DocumentAccepted:
    """Admin: a quarantined version is safe; index it (without screening) and activate it
    if it is still the current version."""
    principal.require(Role.ADMIN)
    accepted = documents.release(c.engine, principal, document_id, version)
    return DocumentAccepted(
        document_id=accepted.document_id, version=accepted.version, status=accepted.status
    )


@router.post(
    "/{document_id}/versions/{version}/reject",
    response_model=DocumentAccepted,
)
def reject_version(
    document_id: UUID, version: int, principal: PrincipalDep, c: ContainerDep
) -> DocumentAccepted:
    """Admin: confirm the quarantine; the version is rejected and never indexed."""
    principal.require(Role.ADMIN)
    accepted = documents.reject(c.engine, principal, document_id, version)
    return DocumentAccepted(
        document_id=accepted.document_id, version=accepted.version, status=accepted.status
    )
