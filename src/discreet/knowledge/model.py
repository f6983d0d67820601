"""Documents and versions: the states a policy goes through, and who may see it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Literal
from uuid import UUID

from discreet.errors import InvalidInput
from discreet.knowledge.pii_scan import PiiScan

__all__ = [
    "DocumentView",
    "UpdateMode",
    "VersionStatus",
    "VersionView",
    "validate_owner",
    "validate_scope",
]

VersionStatus = Literal[
    "pending",
    "processing",
    "indexed",
    "active",
    "superseded",
    "failed",
    "deleted",
    "quarantined",
    "rejected",
]
UpdateMode = Literal["available", "strict"]

_SCOPE = re.compile(r"^[a-z][a-z0-9_-]{0,62}$")
_OWNER = re.compile(
    r"^(shared|(customer|account):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$"
)


def validate_scope(scope: str) -> str:
    if not _SCOPE.match(scope):
        raise InvalidInput(
            "scope must be a lowercase slug: a letter, then letters, digits, '-' or '_' "
            "(e.g. 'returns')"
        )
    return scope


def validate_owner(owner: str) -> str:
    if not _OWNER.match(owner):
        raise InvalidInput("owner must be 'shared', 'customer:<uuid>' or 'account:<uuid>'")
    return owner


@dataclass(frozen=True)
class VersionView:
    version: int
    status: VersionStatus
    error: str | None
    quarantine_reasons: tuple[str, ...]
    created_at: datetime
    pii_scan: PiiScan | None = None  # shared policies: the personal-data scan's report


@dataclass(frozen=True)
class DocumentView:
    document_id: UUID
    title: str
    scope: str
    owner: str
    update_mode: UpdateMode
    current_version: int
    active_version: int | None
    deleted: bool
    versions: tuple[VersionView, ...]

    @property
    def status(self) -> str:
        """The document's state as a reader sees it: that of its current version."""
        if self.deleted:
            return "deleted"
        for v in self.versions:
            if v.version == self.current_version:
                return v.status
        return "pending"
