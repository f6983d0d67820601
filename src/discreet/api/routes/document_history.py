"""A document's history (content, admin or auditor keys): each version's provenance, shown
on `GET /v1/documents/{id}`, and the diff between two versions by section."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from discreet.api.deps import ContainerDep, PrincipalDep
from discreet.api.responses import errors
from discreet.api.schemas import DocumentPublic, VersionPublic
from discreet.errors import Conflict, Forbidden, Gone, InvalidInput
from discreet.services import document_history
from discreet.services.document_history import Provenance

__all__ = [
    "ChangedSectionPublic",
    "DocumentDiffPublic",
    "DocumentWithProvenance",
    "ProvenancePublic",
    "SectionPublic",
    "VersionWithProvenance",
    "router",
    "with_provenance",
]

router = APIRouter(prefix="/v1/documents", tags=["documents"])

MAX_VERSION = 2**31 - 1  # version numbers are PostgreSQL integers


class ProvenancePublic(BaseModel):
    sha256: str
    filename: str = Field(description="redacted for customer- and account-owned documents")
    size_bytes: int
    uploaded_at: datetime


class VersionWithProvenance(VersionPublic):
    provenance: ProvenancePublic | None = None


class DocumentWithProvenance(DocumentPublic):
    versions: list[VersionWithProvenance]  # type: ignore[assignment]


def with_provenance(
    document: DocumentPublic, provenance: Mapping[int, Provenance]
) -> DocumentWithProvenance:
    """`document` with each version's provenance beside it."""
    versions = []
    for v in document.versions:
        p = provenance.get(v.version)
        versions.append(
            VersionWithProvenance(
                **v.model_dump(exclude={"pii_scan"}),
                pii_scan=v.pii_scan,
                provenance=None
                if p is None
                else ProvenancePublic.model_validate(p, from_attributes=True),
            )
        )
    return DocumentWithProvenance(**document.model_dump(exclude={"versions"}), versions=versions)


class SectionPublic(BaseModel):
    heading: str = Field(description="the heading path, outermost first, joined by ' > '")
    text: str


class ChangedSectionPublic(BaseModel):
    heading: str
    before: str
    after: str
    removed_lines: list[str]
    added_lines: list[str]


class DocumentDiffPublic(BaseModel):
    document_id: UUID
    from_version: int
    to_version: int
    added: list[SectionPublic]
    removed: list[SectionPublic]
    changed: list[ChangedSectionPublic]
    unchanged: int


@router.get(
    "/{document_id}/diff",
    response_model=DocumentDiffPublic,
    responses=errors(Forbidden, InvalidInput, Conflict, Gone),
)
def diff_document(
    document_id: UUID,
    principal: PrincipalDep,
    c: ContainerDep,
    from_: Annotated[int, Query(alias="from", ge=1, le=MAX_VERSION)],
    to: Annotated[int, Query(ge=1, le=MAX_VERSION)],
) -> DocumentDiffPublic:
    result = document_history.diff_versions(
        c.engine,
        c.blobs,
        c.redactor,
        principal,
        document_id,
        from_version=from_,
        to_version=to,
    )
    d = result.diff
    return DocumentDiffPublic.model_validate(
        {
            "document_id": result.document_id,
            "from_version": result.from_version,
            "to_version": result.to_version,
            "added": d.added,
            "removed": d.removed,
            "changed": d.changed,
            "unchanged": d.unchanged,
        },
        from_attributes=True,  # the sections are the diff's own dataclasses
    )
