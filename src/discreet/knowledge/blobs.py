"""Original uploads, kept under immutable version-specific keys."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Protocol

from discreet.errors import NotFound

__all__ = ["BlobStore", "LocalBlobStore", "blob_key"]


def blob_key(tenant_id: object, document_id: object, version: int, sha256: str) -> str:
    return f"{tenant_id}/{document_id}/v{version}/{sha256}"


class BlobStore(Protocol):
    def put(self, key: str, data: bytes) -> None: ...

    def get(self, key: str) -> bytes: ...

    def delete_prefix(self, prefix: str) -> int: ...


class LocalBlobStore:
    """A directory on local disk; writes are atomic (temp file + rename) and never replace."""

    def __init__(self, root: Path) -> None:
        self._root = root

    def _path(self, key: str) -> Path:
        path = (self._root / key).resolve()
        if self._root.resolve() not in path.parents:
            raise ValueError("blob key escapes the blob directory")
        return path

    def put(self, key: str, data: bytes) -> None:
        path = self._path(key)
        if path.exists():
            return  # immutable: the key names its content
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)

    def get(self, key: str) -> bytes:
        path = self._path(key)
        if not path.exists():
            raise NotFound("the original upload is missing from the blob store")
        return path.read_bytes()

    def delete_prefix(self, prefix: str) -> int:
        base = self._path(prefix)
        if not base.exists():
            return 0
        removed = 0
        for path in sorted(base.rglob("*"), reverse=True):
            if path.is_file():
                path.unlink()
                removed += 1
            else:
                path.rmdir()
        base.rmdir()
        return removed
