"""Source sync: mirror a folder, an S3 prefix or a website into one scope of the knowledge
base, through the document use cases (`services.documents`), so every change is the same
audited upload, update or delete an operator would make.

* A file the scope has not seen becomes a document; a file whose bytes changed (SHA-256
  against the stored current version) becomes its next version; an unchanged file costs a
  read and a hash, and no write; a file gone from the source is deleted.
* A synced document's id is derived from the tenant, the scope, the source and the file's
  key (and a generation, so a file removed and added back is a new document): the sync
  recognises its own documents by recomputing that id, and never touches a document
  uploaded by hand or by another source into the same scope.
* Each document change is its own transaction: a sync stopped half-way leaves every
  document in a state the lifecycle already knows (active, pending, or deleted), and the
  next run finishes the job. A file that cannot be read or is refused counts as `failed`
  and keeps its document as it was; a listing that fails stops the sync before anything is
  deleted.
* Every sync writes one audited summary (`source_synced`: the kind of source, a keyed hash
  of its name, the scope, the counts and the time), beside the document events of what it
  changed; it is the only write of a sync that found nothing to change.

Sources: a local directory, ``s3://bucket/prefix`` (any S3-compatible endpoint; path-style,
signed with `knowledge.blobs.sigv4_headers`), and an ``http(s)://`` sitemap
(``<urlset>``/``<sitemapindex>``) or plain list of URLs, one per line.
"""

from __future__ import annotations

import hashlib
import os
import time
import uuid
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Final, Literal, Protocol
from urllib.parse import quote, urlsplit

import httpx
from sqlalchemy import Engine, text

from discreet.audit import events as ev
from discreet.errors import DiscreetError, InvalidInput, Unavailable
from discreet.knowledge.blobs import BlobStore, s3_keys, sigv4_headers
from discreet.knowledge.limits import DEFAULT_LIMITS, OutputLimits
from discreet.knowledge.model import UpdateMode
from discreet.services import documents
from discreet.services.auditing import Auditor
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.model import Principal

__all__ = [
    "DirectorySource",
    "HttpSource",
    "S3Options",
    "S3Source",
    "Source",
    "SourceItem",
    "SyncReport",
    "open_source",
    "sync_source",
    "synced_document_id",
]

SYNC_NAMESPACE: Final = uuid.UUID("5b0f3c1e-8d2a-4c61-9a57-2f1d0e6b7c44")
MAX_KEY_CHARS: Final = 255  # document_versions.filename, where the key is kept
MAX_LISTING_BYTES: Final = 10 * 1024 * 1024
MAX_SITEMAPS: Final = 50
_SITEMAP_NS: Final = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


@dataclass(frozen=True, slots=True)
class SourceItem:
    """One file of a source. `key` names it within the source (a relative path, an object
    key, a URL) and is what the document keeps as its filename."""

    key: str
    title: str
    ref: str = ""  # where the source reads it from, when that differs from `key`


SourceKind = Literal["directory", "s3", "url"]


class Source(Protocol):
    """Where policies live. `name` identifies the source (part of each document's id)."""

    @property
    def kind(self) -> SourceKind: ...

    @property
    def name(self) -> str: ...

    def items(self) -> list[SourceItem]:
        """The full listing; raises if it cannot be had (then nothing is deleted)."""
        ...

    def read(self, item: SourceItem) -> tuple[bytes, str | None]:
        """The item's bytes and declared content type."""
        ...


def _title(stem: str) -> str:
    words = stem.replace("-", " ").replace("_", " ").strip()
    return (words[:1].upper() + words[1:])[:300] or "Untitled"


class DirectorySource:
    """Every regular file under `root` (hidden files and directories skipped)."""

    def __init__(self, root: Path) -> None:
        if not root.is_dir():
            raise InvalidInput("the source directory does not exist or is not a directory")
        self._root = root.resolve()

    @property
    def kind(self) -> SourceKind:
        return "directory"

    @property
    def name(self) -> str:
        return f"dir:{self._root}"

    def items(self) -> list[SourceItem]:
        out = []
        for dirpath, dirnames, filenames in os.walk(self._root):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for fname in sorted(filenames):
                if fname.startswith("."):
                    continue
                path = Path(dirpath) / fname
                if not path.is_file():
                    continue
                key = path.relative_to(self._root).as_posix()
                out.append(SourceItem(key=key, title=_title(path.stem)))
        return out

    def read(self, item: SourceItem) -> tuple[bytes, str | None]:
        return (self._root / item.key).read_bytes(), None


class HttpSource:
    """A sitemap (``<urlset>``, or a ``<sitemapindex>`` of them) or a plain-text list of
    URLs; each URL is one document."""

    def __init__(self, url: str, *, client: httpx.Client | None = None) -> None:
        self._url = url
        self._client = client or httpx.Client(timeout=30.0, follow_redirects=True)

    @property
    def kind(self) -> SourceKind:
        return "url"

    @property
    def name(self) -> str:
        return f"url:{self._url}"

    def _get(self, url: str) -> httpx.Response:
        try:
            response = self._client.get(url)
        except httpx.HTTPError as exc:
            raise Unavailable(f"the source is unreachable ({type(exc).__name__})") from exc
        if response.status_code != 200:
            raise Unavailable(f"the source answered {response.status_code}")
        if len(response.content) > MAX_LISTING_BYTES:
            raise InvalidInput("the source listing is larger than 10 MiB")
        return response

    def _urls(self, url: str, depth: int) -> list[str]:
        body = self._get(url).content
        head = body.lstrip()[:512].lower()
        if head.startswith(b"<?xml") or b"<urlset" in head or b"<sitemapindex" in head:
            try:
                root = ET.fromstring(body)  # noqa: S314 - bounded size; expat refuses entity bombs
            except ET.ParseError as exc:
                raise InvalidInput("the sitemap is not well-formed XML") from exc
            locs = [(el.text or "").strip() for el in root.iter(f"{_SITEMAP_NS}loc")]
            locs += [(el.text or "").strip() for el in root.iter("loc")]
            if root.tag.endswith("sitemapindex"):
                if depth > 0:
                    raise InvalidInput("a sitemap index may not list another index")
                return [u for s in locs[:MAX_SITEMAPS] for u in self._urls(s, depth + 1)]
            return [u for u in locs if u]
        lines = body.decode("utf-8", errors="replace").splitlines()
        urls = [ln.strip() for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]
        if not all(urlsplit(u).scheme in ("http", "https") for u in urls):
            raise InvalidInput("the source is neither a sitemap nor a list of http(s) URLs")
        return urls

    def items(self) -> list[SourceItem]:
        seen: dict[str, SourceItem] = {}
        for url in self._urls(self._url, 0):
            if urlsplit(url).scheme not in ("http", "https"):
                continue
            path = PurePosixPath(urlsplit(url).path)
            stem = path.stem or urlsplit(url).hostname or "page"
            seen.setdefault(url, SourceItem(key=url, title=_title(stem)))
        return list(seen.values())

    def read(self, item: SourceItem) -> tuple[bytes, str | None]:
        response = self._get(item.key)
        return response.content, response.headers.get("content-type")


@dataclass(frozen=True, slots=True)
class S3Options:
    """Where and as whom to read an ``s3://`` source (the AWS_* variables by default)."""

    endpoint: str
    access_key: str
    secret_key: str = field(repr=False)
    region: str = "us-east-1"

    @classmethod
    def from_env(cls, endpoint: str | None = None) -> S3Options:
        url = (
            endpoint or os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL")
        )
        region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
        access = os.environ.get("AWS_ACCESS_KEY_ID")
        secret = os.environ.get("AWS_SECRET_ACCESS_KEY")
        if not access or not secret:
            raise InvalidInput("an s3:// source needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
        region = region or "us-east-1"
        return cls(
            endpoint=url or f"https://s3.{region}.amazonaws.com",
            access_key=access,
            secret_key=secret,
            region=region,
        )


class S3Source:
    """The objects under the folder ``s3://bucket/prefix/`` (keys ending in ``/`` skipped)."""

    def __init__(self, bucket: str, prefix: str, options: S3Options) -> None:
        if not bucket:
            raise InvalidInput("an s3:// source needs a bucket: s3://bucket/prefix")
        self._bucket = bucket
        folder = prefix.strip("/")
        self._prefix = f"{folder}/" if folder else ""  # a folder: "kb" does not match "kbx/"
        self._options = options
        self._client = httpx.Client(timeout=30.0)

    @property
    def kind(self) -> SourceKind:
        return "s3"

    @property
    def name(self) -> str:
        return f"s3:{self._bucket}/{self._prefix}"

    def _send(self, url: str) -> httpx.Response:
        o = self._options
        headers = sigv4_headers(
            method="GET",
            url=url,
            headers={},
            payload_sha256=hashlib.sha256(b"").hexdigest(),
            access_key=o.access_key,
            secret_key=o.secret_key,
            region=o.region,
        )
        try:
            response = self._client.get(url, headers=headers)
        except httpx.HTTPError as exc:
            raise Unavailable(f"the bucket is unreachable ({type(exc).__name__})") from exc
        if response.status_code != 200:
            raise Unavailable(f"the bucket answered {response.status_code}")
        return response

    def _url(self, key: str = "", query: str = "") -> str:
        path = f"/{quote(self._bucket, safe='')}"
        if key:
            path += "/" + quote(key, safe="/-_.~")
        return f"{self._options.endpoint.rstrip('/')}{path}" + (f"?{query}" if query else "")

    def items(self) -> list[SourceItem]:
        keys = s3_keys(self._prefix, lambda query: self._send(self._url(query=query)).content)
        return [
            SourceItem(key=key[len(self._prefix) :], title=_title(PurePosixPath(key).stem), ref=key)
            for key in keys
            if key and not key.endswith("/")
        ]

    def read(self, item: SourceItem) -> tuple[bytes, str | None]:
        response = self._send(self._url(item.ref or item.key))
        return response.content, response.headers.get("content-type")


def open_source(spec: str, *, s3: S3Options | None = None) -> Source:
    """The source a CLI argument names: ``s3://bucket/prefix``, an ``http(s)://`` sitemap
    or URL list, or a directory."""
    parts = urlsplit(spec)
    if parts.scheme == "s3":
        return S3Source(parts.netloc, parts.path, s3 or S3Options.from_env())
    if parts.scheme in ("http", "https"):
        return HttpSource(spec)
    if parts.scheme and len(parts.scheme) > 1:
        raise InvalidInput("a source is a directory, s3://bucket/prefix or an http(s):// URL")
    return DirectorySource(Path(spec))


@dataclass
class SyncReport:
    created: int = 0
    updated: int = 0
    deleted: int = 0
    unchanged: int = 0
    failed: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)  # (key, error code)
    elapsed_ms: float = 0.0

    def counts(self) -> dict[str, int]:
        return {
            "created": self.created,
            "updated": self.updated,
            "deleted": self.deleted,
            "unchanged": self.unchanged,
            "failed": self.failed,
        }


def synced_document_id(
    tenant_id: uuid.UUID, scope: str, source: str, key: str, generation: int = 0
) -> uuid.UUID:
    """The id a synced file's document has (generation n: the file's (n+1)-th life)."""
    return uuid.uuid5(
        SYNC_NAMESPACE, "\x1f".join((str(tenant_id), scope, source, key, str(generation)))
    )


@dataclass(frozen=True, slots=True)
class _Known:
    document_id: uuid.UUID
    sha256: str


@dataclass(frozen=True, slots=True)
class _State:
    live: dict[str, _Known]  # key -> this source's live document
    next_generation: dict[str, int]  # key -> generation for a new document


def _state(engine: Engine, principal: Principal, *, scope: str, source: str) -> _State:
    """This source's documents in `scope`: one read, under the tenant's row-level security."""
    with UnitOfWork(engine, principal.tenant_id) as uow:
        rows = uow.conn.execute(
            text(
                "SELECT d.id, d.deleted_at IS NOT NULL AS deleted, v.filename, v.sha256 "
                "FROM documents d JOIN document_versions v "
                "ON v.document_id = d.id AND v.version = d.current_version "
                "WHERE d.scope = :s AND d.owner = 'shared'"
            ),
            {"s": scope},
        ).all()
    by_key: dict[str, list[tuple[uuid.UUID, bool, str]]] = {}
    for r in rows:
        by_key.setdefault(str(r.filename), []).append((r.id, bool(r.deleted), str(r.sha256)))
    live: dict[str, _Known] = {}
    next_generation: dict[str, int] = {}
    for key, docs in by_key.items():
        ids = {
            synced_document_id(principal.tenant_id, scope, source, key, g): g
            for g in range(len(docs) + 1)
        }
        used = -1
        for doc_id, deleted, sha in docs:
            if doc_id not in ids:
                continue  # uploaded by hand or by another source: never ours to change
            used = max(used, ids[doc_id])
            if not deleted:
                live[key] = _Known(doc_id, sha)
        next_generation[key] = used + 1
    return _State(live=live, next_generation=next_generation)


def sync_source(
    engine: Engine,
    blobs: BlobStore,
    principal: Principal,
    source: Source,
    *,
    scope: str,
    update_mode: UpdateMode = "available",
    limits: OutputLimits = DEFAULT_LIMITS,
) -> SyncReport:
    """Mirror `source` into `scope` (shared policies). See the module docstring."""
    started = time.perf_counter()
    report = SyncReport()
    state = _state(engine, principal, scope=scope, source=source.name)
    listed = source.items()  # raises before any write if the listing fails
    present: set[str] = set()
    for item in listed:
        present.add(item.key)
        try:
            _sync_one(
                engine, blobs, principal, source, item, state, scope, update_mode, limits, report
            )
        except DiscreetError as exc:
            report.failed += 1
            report.failures.append((item.key, exc.code))
        except OSError:
            report.failed += 1
            report.failures.append((item.key, "unreadable"))
    for key, known in sorted(state.live.items()):
        if key in present:
            continue
        try:
            documents.delete(engine, principal, known.document_id)
            report.deleted += 1
        except DiscreetError as exc:
            report.failed += 1
            report.failures.append((key, exc.code))
    report.elapsed_ms = (time.perf_counter() - started) * 1000
    _audit_summary(engine, principal, source, scope, report)
    return report


def _audit_summary(
    engine: Engine, principal: Principal, source: Source, scope: str, report: SyncReport
) -> None:
    """The sync's one audited summary (its document changes are audited as they happen)."""
    with UnitOfWork(engine, principal.tenant_id) as uow:
        audit = Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)
        audit(
            ev.SourceSynced(
                source_kind=source.kind,
                source_hash=audit.hash("sync_source", source.name),
                scope=scope,
                created=report.created,
                updated=report.updated,
                deleted=report.deleted,
                unchanged=report.unchanged,
                failed=report.failed,
                duration_ms=round(report.elapsed_ms, 3),
            )
        )
        uow.commit()


def _sync_one(
    engine: Engine,
    blobs: BlobStore,
    principal: Principal,
    source: Source,
    item: SourceItem,
    state: _State,
    scope: str,
    update_mode: UpdateMode,
    limits: OutputLimits,
    report: SyncReport,
) -> None:
    if len(item.key) > MAX_KEY_CHARS:
        raise InvalidInput(f"a source key is longer than {MAX_KEY_CHARS} characters")
    data, content_type = source.read(item)
    sha = hashlib.sha256(data).hexdigest()
    known = state.live.get(item.key)
    if known is not None and known.sha256 == sha:
        report.unchanged += 1
        return
    if known is not None:
        documents.update(
            engine,
            blobs,
            principal,
            document_id=known.document_id,
            filename=item.key,
            content_type=content_type,
            data=data,
            limits=limits,
        )
        report.updated += 1
        return
    generation = state.next_generation.get(item.key, 0)
    documents.upload(
        engine,
        blobs,
        principal,
        title=item.title,
        scope=scope,
        filename=item.key,
        content_type=content_type,
        data=data,
        update_mode=update_mode,
        limits=limits,
        document_id=synced_document_id(
            principal.tenant_id, scope, source.name, item.key, generation
        ),
    )
    report.created += 1


def iter_failures(report: SyncReport) -> Iterator[str]:
    """Human lines for the failures: the key and the error code (never content)."""
    for key, code in report.failures:
        yield f"failed: {key} ({code})"
