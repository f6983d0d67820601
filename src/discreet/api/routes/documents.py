"""Policy documents: upload, new version, change the update mode, delete, read, list, and
release or reject a quarantined version (admin).

The two routes that take a file are on `uploads_router`, which the app mounts with the
upload body limit (``DISCREET_MAX_UPLOAD_BYTES``); the others take JSON and have the JSON
limit. Form fields and the file's name and declared type pass the door (`api/inputs.py`)."""

from __future__ import annotations

from typing import Annotated, get_args
from uuid import UUID

from fastapi import APIRouter, File, Form, Query, Request, UploadFile, status
from pydantic import WithJsonSchema
from starlette.concurrency import run_in_threadpool

from discreet.api.deps import AdminPrincipal, ContainerDep, ContentPrincipal, ContentReaderPrincipal
from discreet.api.inputs import (
    OwnerText,
    ScopeText,
    TitleText,
    clean_text,
    one_of,
    padded,
    text_field,
)
from discreet.api.responses import errors
from discreet.api.routes.document_history import DocumentWithProvenance, with_provenance
from discreet.api.schemas import (
    DocumentAccepted,
    DocumentList,
    DocumentPublic,
    UpdateModeChange,
)
from discreet.errors import Conflict, InvalidInput, NotFound, UnsupportedFormat
from discreet.knowledge.model import DocumentView, VersionStatus
from discreet.services import document_history, documents

router = APIRouter(prefix="/v1/documents", tags=["documents"])
uploads_router = APIRouter(prefix="/v1/documents", tags=["documents"])

VersionStatusText = Annotated[str, one_of(get_args(VersionStatus)), text_field(32)]
UpdateModeText = Annotated[str, one_of(("available", "strict")), text_field(32)]
# A form has no null: an optional field is left out or sent with a value.
_ABSENT_OR_UUID = WithJsonSchema({"type": "string", "format": "uuid"})
_ABSENT_OR_MODE = WithJsonSchema({"type": "string", "enum": ["available", "strict"]})
# The grammar the use case checks after the door (`knowledge.model`).
_SLUG = WithJsonSchema(
    {"type": "string", "maxLength": 63, "pattern": padded("[a-z][a-z0-9_-]{0,62}")}
)
_UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_OWNER = WithJsonSchema(
    {
        "type": "string",
        "maxLength": 80,
        "pattern": padded(f"(shared|(customer|account):{_UUID})"),
        "description": "'shared', or 'customer:<id>' or 'account:<id>' of this tenant",
        "default": "shared",
    }
)


def _public(view: DocumentView) -> DocumentPublic:
    return DocumentPublic.model_validate(view, from_attributes=True)


def _mode(value: str | None) -> str | None:
    if value is not None and value not in ("available", "strict"):
        raise InvalidInput("update_mode must be 'available' or 'strict'")
    return value


def _through_door(what: str, value: str, max_length: int) -> str:
    try:
        return clean_text(value, max_length=max_length)
    except InvalidInput as exc:
        raise InvalidInput(f"{what}: {exc.message}") from None


def _file_meta(file: UploadFile) -> tuple[str, str | None]:
    """The upload's file name and declared type through the door (they are stored)."""
    name = _through_door("file name", file.filename or "upload", 255)
    content_type = file.content_type
    if content_type is not None:
        content_type = _through_door("file content type", content_type, 127)
    return name, content_type


async def _no_blank_optionals(request: Request, *names: str) -> None:
    """A form field sent empty is refused, not read as absent: an ``owner=`` that a broken
    client sent must not turn a customer's document into a shared policy."""
    form = await request.form()  # parsed once for the route already; this is the cache
    for name in names:
        value = form.get(name)
        if isinstance(value, str) and not value.strip():
            raise InvalidInput(f"{name}: must not be empty (leave it out for the default)")


@uploads_router.post(
    "",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=DocumentAccepted,
    responses=errors(InvalidInput, NotFound, Conflict, UnsupportedFormat),
)
async def upload_document(
    request: Request,
    principal: ContentPrincipal,
    c: ContainerDep,
    file: Annotated[UploadFile, File()],
    title: Annotated[TitleText, Form()],
    scope: Annotated[ScopeText, Form(), _SLUG],
    document_id: Annotated[UUID | None, Form(), _ABSENT_OR_UUID] = None,
    owner: Annotated[OwnerText, Form(), _OWNER] = "shared",
    update_mode: Annotated[UpdateModeText, Form()] = "available",
) -> DocumentAccepted:
    await _no_blank_optionals(request, "owner", "update_mode", "document_id")
    mode = _mode(update_mode)
    filename, content_type = _file_meta(file)
    data = await file.read()
    accepted = await run_in_threadpool(
        documents.upload,
        c.engine,
        c.blobs,
        principal,
        title=title,
        scope=scope,
        filename=filename,
        content_type=content_type,
        data=data,
        owner=owner,
        update_mode=mode or "available",  # type: ignore[arg-type]
        document_id=document_id,
        redactor=c.redactor if owner != "shared" else None,
        limits=c.output_limits,
    )
    return DocumentAccepted.model_validate(accepted, from_attributes=True)


@uploads_router.put(
    "/{document_id}",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=DocumentAccepted,
    responses=errors(InvalidInput, Conflict, UnsupportedFormat),
)
async def update_document(
    request: Request,
    document_id: UUID,
    principal: ContentPrincipal,
    c: ContainerDep,
    file: Annotated[UploadFile, File()],
    update_mode: Annotated[UpdateModeText | None, Form(), _ABSENT_OR_MODE] = None,
) -> DocumentAccepted:
    await _no_blank_optionals(request, "update_mode")
    mode = _mode(update_mode)
    filename, content_type = _file_meta(file)
    data = await file.read()
    accepted = await run_in_threadpool(
        documents.update,
        c.engine,
        c.blobs,
        principal,
        document_id=document_id,
        filename=filename,
        content_type=content_type,
        data=data,
        update_mode=mode,  # type: ignore[arg-type]
        redactor=c.redactor,  # a customer-owned document's new file name is redacted
        limits=c.output_limits,
    )
    return DocumentAccepted.model_validate(accepted, from_attributes=True)


@router.delete(
    "/{document_id}", status_code=status.HTTP_202_ACCEPTED, response_model=DocumentAccepted
)
def delete_document(
    document_id: UUID, principal: ContentPrincipal, c: ContainerDep
) -> DocumentAccepted:
    accepted = documents.delete(c.engine, principal, document_id)
    return DocumentAccepted.model_validate(accepted, from_attributes=True)


@router.get("/{document_id}", response_model=DocumentWithProvenance)
def get_document(
    document_id: UUID, principal: ContentReaderPrincipal, c: ContainerDep
) -> DocumentWithProvenance:
    """The document, each version with its lifecycle state and provenance."""
    view = _public(documents.get(c.engine, principal, document_id))
    origins = document_history.provenance(c.engine, c.redactor, principal, document_id)
    return with_provenance(view, origins)


@router.get("", response_model=DocumentList, responses=errors(InvalidInput))
def list_documents(
    principal: ContentReaderPrincipal,
    c: ContainerDep,
    status_: Annotated[VersionStatusText | None, Query(alias="status")] = None,
) -> DocumentList:
    if status_ is not None and status_ not in get_args(VersionStatus):
        raise InvalidInput("status must be one of " + ", ".join(get_args(VersionStatus)))
    views = documents.list_all(c.engine, principal, status=status_)
    return DocumentList(documents=[_public(v) for v in views])


@router.patch("/{document_id}", response_model=DocumentPublic)
def change_update_mode(
    document_id: UUID, body: UpdateModeChange, principal: ContentPrincipal, c: ContainerDep
) -> DocumentPublic:
    """Change the update mode later (`available` or `strict`), without a new version."""
    return _public(documents.set_update_mode(c.engine, principal, document_id, body.update_mode))


@router.post(
    "/{document_id}/versions/{version}/release",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=DocumentAccepted,
    responses=errors(Conflict),
)
def release_version(
    document_id: UUID, version: int, principal: AdminPrincipal, c: ContainerDep
) -> DocumentAccepted:
    """Admin: a quarantined version is safe; index it (without screening) and activate it
    if it is still the current version."""
    accepted = documents.release(c.engine, principal, document_id, version)
    return DocumentAccepted.model_validate(accepted, from_attributes=True)


@router.post(
    "/{document_id}/versions/{version}/reject",
    response_model=DocumentAccepted,
    responses=errors(Conflict),
)
def reject_version(
    document_id: UUID, version: int, principal: AdminPrincipal, c: ContainerDep
) -> DocumentAccepted:
    """Admin: confirm the quarantine; the version is rejected and never indexed."""
    accepted = documents.reject(c.engine, principal, document_id, version)
    return DocumentAccepted.model_validate(accepted, from_attributes=True)
