"""The indexing jobs: parse, screen, chunk, redact, embed, then store the chunks *and*
activate the version in one transaction — only if the version is still the current one.

What is redacted depends on who owns the document. A customer- or account-owned document
is redacted like any customer text (bodies and heading paths). A shared company policy is
written by the tenant's trusted content owners: it is stored, embedded and answered from
verbatim (`published_policy_text`), and a personal-data scan (`pii_scan.scan_policy`)
reports what looks like personal data to its owner on the version instead of rewriting it.
With the tenant's `documents.block_on_pii` on, a scan that finds a direct identifier
quarantines the version (reason `personal_data`) for an admin to release or reject.

Delivery is at least once and jobs may finish out of order, so:

* chunk ids are content hashes (`chunk_id`), inserted with ON CONFLICT DO NOTHING;
* every status change is guarded by the status it leaves (a late job cannot move an
  `active` or `superseded` version back);
* the store-and-activate transaction locks the document row (`FOR UPDATE`), as do upload,
  update, delete and release, so chunks are never written for a version that a concurrent
  transaction has just superseded or deleted: a late v2 finds v3 current and ends
  `superseded` without writing a chunk;
* nothing is held open while the embedder works.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from typing import NoReturn
from uuid import UUID

from sqlalchemy import Connection, text

from discreet.errors import InvalidInput, NotFound
from discreet.keyring import WrappedKey
from discreet.knowledge.blobs import BlobStore
from discreet.knowledge.chunking import ChunkDraft, chunk_id, chunk_sections
from discreet.knowledge.embedding.port import Embedder
from discreet.knowledge.limits import (
    DEFAULT_LIMITS,
    LimitExceeded,
    OutputLimits,
    check_chunk_count,
)
from discreet.knowledge.parsing import parse_document
from discreet.knowledge.pii_scan import Analyze, PiiScan, block_on_pii, scan_policy
from discreet.knowledge.sandbox import ParseBounds, parse_bounded
from discreet.knowledge.screening import screen_for_injection
from discreet.knowledge.sealing import SealedBlobUnreadable, sealing
from discreet.redaction.text import RedactedText, load_stored, published_policy_text

__all__ = [
    "IN_FLIGHT",
    "TERMINAL",
    "Activation",
    "ChunkRow",
    "IndexOutcome",
    "activate_version",
    "index_version",
    "insert_chunks",
    "purge_document",
    "reembed_version",
    "storable_for",
    "vector_literal",
]

Redact = Callable[[str], RedactedText]
Begin = Callable[[], AbstractContextManager[Connection]]

IN_FLIGHT = ("pending", "processing", "indexed")
TERMINAL = ("superseded", "failed", "deleted", "quarantined", "rejected")


@dataclass(frozen=True)
class IndexOutcome:
    """What became of the version: active, superseded, deleted, failed, quarantined,
    rejected or missing. `searchable_after_s` is upload → active, when this run activated
    it. `changed` is False when another delivery (or an admin) had already settled the
    version, so the caller does not audit the same outcome twice."""

    status: str
    changed: bool = True
    chunks: int = 0
    error: str | None = None
    reasons: tuple[str, ...] = ()
    superseded_version: int | None = None
    searchable_after_s: float | None = None
    repaired: bool = False
    pii_scan: PiiScan | None = None  # shared policies only: what the scan reported


@dataclass(frozen=True)
class Activation:
    status: str
    superseded_version: int | None = None


def vector_literal(vector: Sequence[float]) -> str:
    return "[" + ",".join(f"{x:.7g}" for x in vector) + "]"


def _transition(
    conn: Connection,
    document_id: UUID,
    version: int,
    status: str,
    *,
    from_: Sequence[str],
    **extra: object,
) -> bool:
    """Move the version to `status` only from one of `from_`; True if it moved."""
    sets = "".join(f", {k} = :{k}" for k in extra)
    result = conn.execute(
        text(
            f"UPDATE document_versions SET status = :status{sets} "
            "WHERE document_id = :d AND version = :v AND status = ANY(:from_)"
        ),
        {"status": status, "d": document_id, "v": version, "from_": list(from_), **extra},
    )
    return bool(result.rowcount)


def _drop_chunks(conn: Connection, document_id: UUID, version: int) -> None:
    conn.execute(
        text("DELETE FROM chunks WHERE document_id = :d AND version = :v"),
        {"d": document_id, "v": version},
    )


def _retire(conn: Connection, document_id: UUID, version: int, status: str) -> None:
    """superseded / deleted: terminal, and without chunks."""
    _transition(conn, document_id, version, status, from_=(*IN_FLIGHT, "active"))
    _drop_chunks(conn, document_id, version)


def _current_status(conn: Connection, document_id: UUID, version: int) -> str:
    status = conn.execute(
        text("SELECT status FROM document_versions WHERE document_id = :d AND version = :v"),
        {"d": document_id, "v": version},
    ).scalar()
    return str(status) if status is not None else "missing"


def _finish_unindexed(
    begin: Begin,
    document_id: UUID,
    version: int,
    status: str,
    *,
    pii_scan: PiiScan | None = None,
    **extra: object,
) -> str:
    """End an in-flight version as failed or quarantined; returns its actual status (a
    concurrent delete or newer upload may have retired it first)."""
    with begin() as conn:
        moved = _transition(conn, document_id, version, status, from_=IN_FLIGHT, **extra)
        if moved and pii_scan is not None:
            _record_scan(conn, document_id, version, pii_scan)
        final = status if moved else _current_status(conn, document_id, version)
        conn.commit()
    return final


def _record_scan(conn: Connection, document_id: UUID, version: int, scan: PiiScan) -> None:
    conn.execute(
        text(
            "UPDATE document_versions SET pii_scan = CAST(:s AS jsonb) "
            "WHERE document_id = :d AND version = :v"
        ),
        {"s": json.dumps(scan.to_json()), "d": document_id, "v": version},
    )


def _chunk_count(conn: Connection, document_id: UUID, version: int) -> int:
    return int(
        conn.execute(
            text("SELECT count(*) FROM chunks WHERE document_id = :d AND version = :v"),
            {"d": document_id, "v": version},
        ).scalar_one()
    )


def index_version(
    begin: Begin,
    *,
    blobs: BlobStore,
    embedder: Embedder,
    redact: Redact,
    analyze: Analyze,
    document_id: UUID,
    version: int,
    limits: OutputLimits = DEFAULT_LIMITS,
    bounds: ParseBounds | None = None,
) -> IndexOutcome:
    """Run in short transactions opened by `begin()` (each scoped to the tenant and
    committed here). Idempotent: a second delivery of a finished job changes nothing; a
    delivery for the active version whose chunks are missing rebuilds them (a repair the
    reconciler asks for) without touching its state.

    `redact` is applied to customer- and account-owned documents; `analyze` (the redactor's
    findings, never text) is the personal-data scan of shared policies. `limits` bound what
    the document may expand to (parsing and chunking); with `bounds`, the parsing runs in a
    child process within that wall time and memory (`knowledge.sandbox`)."""
    with begin() as conn:
        row = conn.execute(
            text(
                "SELECT v.status, v.blob_key, v.blob_key_wrapped, v.blob_kek, v.sha256, "
                "v.filename, "
                "v.content_type, "
                "v.chunk_count, v.released_at, d.current_version, d.active_version, "
                "d.deleted_at, d.owner, d.title, v.pii_scan FROM document_versions v "
                "JOIN documents d ON d.id = v.document_id "
                "WHERE v.document_id = :d AND v.version = :v FOR UPDATE OF d"
            ),
            {"d": document_id, "v": version},
        ).first()
        if row is None:
            return IndexOutcome(status="missing", changed=False)
        # Read inside the tenant's transaction (row-level security), before any commit.
        wants_block = row.owner == "shared" and block_on_pii(_tenant_settings(conn))
        repair = False
        if row.status == "active":
            if row.active_version != version or row.deleted_at is not None:
                return IndexOutcome(status="active", changed=False)
            # A shared policy active without a scan was indexed before policies were stored
            # verbatim: it is rebuilt (and scanned) like a version with missing chunks.
            unscanned = row.owner == "shared" and row.pii_scan is None
            complete = _chunk_count(conn, document_id, version) >= int(row.chunk_count or 0) > 0
            if complete and not unscanned:
                return IndexOutcome(status="active", changed=False)
            repair = True
        elif row.status in TERMINAL:
            return IndexOutcome(status=row.status, changed=False)
        elif row.deleted_at is not None or version != row.current_version:
            # Deleted, or overtaken by a newer upload: never index, never activate.
            status = "deleted" if row.deleted_at is not None else "superseded"
            _retire(conn, document_id, version, status)
            conn.commit()
            return IndexOutcome(status=status)
        else:
            _transition(
                conn,
                document_id,
                version,
                "processing",
                from_=IN_FLIGHT,
                processing_started_at=_now(conn),
            )
            conn.commit()
        blob_key, sha = row.blob_key, row.sha256
        data_key = (
            None
            if row.blob_key_wrapped is None
            else WrappedKey(bytes(row.blob_key_wrapped), str(row.blob_kek))
        )
        filename, content_type = row.filename, row.content_type
        skip_screening = row.released_at is not None
        row_owner = str(row.owner)
        scanned = row.pii_scan is not None
        shared = row_owner == "shared"
        title = str(row.title)
        block = wants_block and not skip_screening and not repair

    try:
        data = blobs.get(blob_key) if data_key is None else sealing(blobs).open(blob_key, data_key)
    except NotFound:
        return _failed(begin, document_id, version, "the original upload is missing", repair)
    except SealedBlobUnreadable:
        return _failed(begin, document_id, version, "the stored upload cannot be decrypted", repair)
    if hashlib.sha256(data).hexdigest() != sha:
        return _failed(
            begin, document_id, version, "the stored upload does not match its checksum", repair
        )
    try:
        if bounds is None:
            parsed = parse_document(
                data, filename=filename, content_type=content_type, limits=limits
            )
        else:
            parsed = parse_bounded(
                data, filename=filename, content_type=content_type, limits=limits, bounds=bounds
            )
    except LimitExceeded as exc:
        _over_limit(exc, repair)
    except InvalidInput as exc:
        return _failed(begin, document_id, version, exc.message, repair, code=exc.code)

    # The scan reads the policy as published; it reports, and never rewrites anything.
    # A repair of a version scanned before keeps that report; an unscanned one gets one now.
    rescan = shared and (not repair or not scanned)
    scan = scan_policy(title, parsed.sections, analyze) if rescan else None
    if not skip_screening and not repair:
        full_text = "\n\n".join(s.text for s in parsed.sections)
        screening = screen_for_injection(full_text)
        reasons = screening.reasons
        if scan is not None:
            reasons += scan.quarantine_reasons(block=block)
        if reasons:
            final = _finish_unindexed(
                begin,
                document_id,
                version,
                "quarantined",
                pii_scan=scan,
                quarantine_reasons=list(reasons),
            )
            return IndexOutcome(
                status=final,
                changed=final == "quarantined",
                reasons=reasons,
                pii_scan=scan if final == "quarantined" else None,
            )

    drafts = chunk_sections(parsed.sections)
    try:
        check_chunk_count(len(drafts), limits)  # before the costly redaction and embedding
    except LimitExceeded as exc:
        _over_limit(exc, repair)
    rows = _prepare_chunks(
        drafts,
        storable=storable_for(row_owner, redact),
        embedder=embedder,
        document_id=document_id,
        version=version,
    )
    outcome = _store_and_activate(
        begin,
        document_id=document_id,
        version=version,
        rows=rows,
        model_id=embedder.model_id,
        repair=repair,
        pii_scan=scan,
    )
    if scan is None or not outcome.changed:
        return outcome
    return replace(outcome, pii_scan=scan)


def _verbatim(policy: str) -> RedactedText:
    """A shared policy's text, admitted as written by its content owner."""
    return published_policy_text(policy, owner="shared")


def storable_for(owner: str, redact: Redact) -> Redact:
    """How a document's text becomes storable: a shared policy verbatim, any other owner's
    document redacted. The retrieval evaluation ingests its corpus through this too."""
    return _verbatim if owner == "shared" else redact


def _tenant_settings(conn: Connection) -> dict[str, object]:
    settings = conn.execute(text("SELECT settings FROM tenants")).scalar()
    return dict(settings) if isinstance(settings, dict) else {}


def _now(conn: Connection) -> object:
    return conn.execute(text("SELECT now()")).scalar_one()


def _over_limit(exc: LimitExceeded, repair: bool) -> NoReturn:
    """A document over an output limit will never index: the error is `permanent`, so the
    worker dead-letters the job at once (no retry), and the dead-letter hook marks the
    version `failed` with this reason, which starts with the limit's code
    (`too_many_chunks`, `decompressed_too_large`, ...). The active version a repair was
    rebuilding keeps serving what it has."""
    if repair:
        raise LimitExceeded(exc.reason, f"repair: {exc.message}") from exc
    raise exc


def _failed(
    begin: Begin,
    document_id: UUID,
    version: int,
    reason: str,
    repair: bool,
    *,
    code: str = "index_failed",
) -> IndexOutcome:
    if repair:
        # The active version keeps serving whatever chunks it has; the reconciler reports.
        return IndexOutcome(status="active", changed=False, error=code)
    final = _finish_unindexed(begin, document_id, version, "failed", error=reason[:500])
    if final != "failed":
        return IndexOutcome(status=final, changed=False)
    return IndexOutcome(status="failed", error=code)


@dataclass(frozen=True)
class ChunkRow:
    """A chunk ready to store: its id, place, redacted section path and text, and its
    embedding as a pgvector literal."""

    id: str
    ordinal: int
    section: str
    text: str
    vector: str


_INSERT_CHUNKS = text(
    "INSERT INTO chunks (id, tenant_id, document_id, version, ordinal, section, text, "
    "embedding, embedding_model) "
    "SELECT u.id, :t, :d, :v, u.ordinal, u.section, u.text, CAST(u.vector AS vector), :m "
    "FROM unnest(CAST(:ids AS text[]), CAST(:ordinals AS int[]), CAST(:sections AS text[]), "
    "CAST(:texts AS text[]), CAST(:vectors AS text[])) AS u(id, ordinal, section, text, vector) "
    "ON CONFLICT (id) DO NOTHING"
)


def insert_chunks(
    conn: Connection,
    *,
    tenant_id: UUID,
    document_id: UUID,
    version: int,
    rows: Sequence[ChunkRow],
    model_id: str,
) -> None:
    """Store a version's chunks in one statement (one firing of the term-statistics trigger
    of migration 0009, however many chunks); chunks already stored are left as they are."""
    if not rows:
        return
    conn.execute(
        _INSERT_CHUNKS,
        {
            "t": tenant_id,
            "d": document_id,
            "v": version,
            "m": model_id,
            "ids": [r.id for r in rows],
            "ordinals": [r.ordinal for r in rows],
            "sections": [r.section for r in rows],
            "texts": [r.text for r in rows],
            "vectors": [r.vector for r in rows],
        },
    )


def _prepare_chunks(
    drafts: Sequence[ChunkDraft],
    *,
    storable: Redact,
    embedder: Embedder,
    document_id: UUID,
    version: int,
) -> list[ChunkRow]:
    # `storable` redacts a customer's document, or admits a shared policy verbatim. Each
    # body and each distinct heading path goes through it once; the embedded text
    # ("A > B" + newline + body, as `embedding_text` lays it out) is joined from the
    # storable parts instead of being passed through a second time.
    bodies = [storable(d.text) for d in drafts]
    headings: dict[tuple[str, ...], RedactedText] = {}
    for d in drafts:
        if d.heading_path not in headings:
            headings[d.heading_path] = storable(" > ".join(d.heading_path))
    sections = [headings[d.heading_path] for d in drafts]
    vectors = embedder.embed(
        [
            RedactedText.join([section, body]) if d.heading_path else body
            for d, section, body in zip(drafts, sections, bodies, strict=True)
        ]
    )
    return [
        ChunkRow(
            id=chunk_id(str(document_id), version, draft.ordinal, body.value),
            ordinal=draft.ordinal,
            section=section.value,
            text=body.value,
            vector=vector_literal(vector),
        )
        for draft, body, section, vector in zip(drafts, bodies, sections, vectors, strict=True)
    ]


def _store_and_activate(
    begin: Begin,
    *,
    document_id: UUID,
    version: int,
    rows: Sequence[ChunkRow],
    model_id: str,
    repair: bool,
    pii_scan: PiiScan | None = None,
) -> IndexOutcome:
    with begin() as conn:
        doc = conn.execute(
            text(
                "SELECT tenant_id, current_version, active_version, deleted_at FROM documents "
                "WHERE id = :d FOR UPDATE"
            ),
            {"d": document_id},
        ).first()
        status = _current_status(conn, document_id, version)
        if doc is None or status == "missing":
            return IndexOutcome(status="missing", changed=False)
        if doc.deleted_at is not None or doc.current_version != version:
            if status in TERMINAL:
                return IndexOutcome(status=status, changed=False)
            final = "deleted" if doc.deleted_at is not None else "superseded"
            _retire(conn, document_id, version, final)
            conn.commit()
            return IndexOutcome(status=final)
        if repair and not (status == "active" and doc.active_version == version):
            return IndexOutcome(status=status, changed=False)
        if not repair and status not in IN_FLIGHT:
            # Another delivery of this job finished first (or an admin acted).
            return IndexOutcome(status=status, changed=False)
        if repair:
            # A repair rebuilds the whole set: chunks written by an older indexer (a shared
            # policy redacted before policies were stored verbatim) must not stay beside it.
            _drop_chunks(conn, document_id, version)
        insert_chunks(
            conn,
            tenant_id=doc.tenant_id,
            document_id=document_id,
            version=version,
            rows=rows,
            model_id=model_id,
        )
        if repair:
            if pii_scan is not None:
                _record_scan(conn, document_id, version, pii_scan)
            conn.commit()
            return IndexOutcome(
                status="active", changed=False, chunks=len(rows), repaired=True, pii_scan=pii_scan
            )
        _transition(
            conn,
            document_id,
            version,
            "indexed",
            from_=IN_FLIGHT,
            chunk_count=len(rows),
            indexed_at=_now(conn),
        )
        if pii_scan is not None:
            _record_scan(conn, document_id, version, pii_scan)
        activation = activate_version(conn, document_id=document_id, version=version)
        waited = conn.execute(
            text(
                "SELECT extract(epoch FROM now() - created_at) FROM document_versions "
                "WHERE document_id = :d AND version = :v"
            ),
            {"d": document_id, "v": version},
        ).scalar_one()
        conn.commit()
    return IndexOutcome(
        status=activation.status,
        chunks=len(rows),
        superseded_version=activation.superseded_version,
        searchable_after_s=float(waited) if activation.status == "active" else None,
    )


def activate_version(conn: Connection, *, document_id: UUID, version: int) -> Activation:
    """Conditional activation: `version` becomes active only while it is still the
    document's current version and the document is not deleted. The previous active
    version is superseded (and its chunks removed) in the same transaction."""
    doc = conn.execute(
        text(
            "SELECT current_version, active_version, deleted_at FROM documents "
            "WHERE id = :d FOR UPDATE"
        ),
        {"d": document_id},
    ).first()
    if doc is None or doc.deleted_at is not None:
        _retire(conn, document_id, version, "deleted")
        return Activation(status="deleted")
    if doc.current_version != version:
        _retire(conn, document_id, version, "superseded")
        return Activation(status="superseded")
    previous = doc.active_version if doc.active_version not in (None, version) else None
    if previous is not None:
        _retire(conn, document_id, previous, "superseded")
    conn.execute(
        text("UPDATE documents SET active_version = :v, updated_at = now() WHERE id = :d"),
        {"v": version, "d": document_id},
    )
    conn.execute(
        text(
            "UPDATE document_versions SET status = 'active', activated_at = now() "
            "WHERE document_id = :d AND version = :v"
        ),
        {"d": document_id, "v": version},
    )
    return Activation(status="active", superseded_version=previous)


def reembed_version(begin: Begin, *, embedder: Embedder, document_id: UUID, version: int) -> int:
    """Re-embed the chunks of an active version with the configured model (after a model
    change). The stored chunk text is already storable (redacted, or a shared policy as
    published), so nothing is parsed or redacted again. All chunks of the version switch
    model in one transaction, and queries compare only vectors of their own model, so no
    query ever mixes two models. Returns how many chunks were re-embedded (0 when there was
    nothing to do)."""
    model = embedder.model_id
    with begin() as conn:
        rows = conn.execute(
            text(
                "SELECT c.id, c.section, c.text FROM chunks c JOIN documents d "
                "ON d.id = c.document_id WHERE c.document_id = :d AND c.version = :v "
                "AND d.active_version = :v AND d.deleted_at IS NULL "
                "AND c.embedding_model IS DISTINCT FROM :m ORDER BY c.ordinal"
            ),
            {"d": document_id, "v": version, "m": model},
        ).all()
    if not rows:
        return 0
    texts = [
        RedactedText.join([load_stored(r.section), load_stored(r.text)])
        if r.section
        else load_stored(r.text)
        for r in rows
    ]
    vectors = embedder.embed(texts)
    with begin() as conn:
        still_active = conn.execute(
            text(
                "SELECT 1 FROM documents WHERE id = :d AND active_version = :v "
                "AND deleted_at IS NULL FOR SHARE"
            ),
            {"d": document_id, "v": version},
        ).first()
        if still_active is None:
            return 0
        changed = 0
        for r, vector in zip(rows, vectors, strict=True):
            changed += conn.execute(
                text(
                    "UPDATE chunks SET embedding = CAST(:e AS vector), embedding_model = :m "
                    "WHERE id = :id AND embedding_model IS DISTINCT FROM :m"
                ),
                {"e": vector_literal(vector), "m": model, "id": r.id},
            ).rowcount
        conn.commit()
    return changed


def purge_document(
    conn: Connection, blobs: BlobStore, *, tenant_id: UUID, document_id: UUID
) -> int:
    """Physical cleanup after a delete: chunks, then the original uploads. Idempotent; does
    nothing for a document that is not deleted."""
    deleted = conn.execute(
        text("SELECT deleted_at IS NOT NULL AS gone FROM documents WHERE id = :d FOR UPDATE"),
        {"d": document_id},
    ).first()
    if deleted is None or not deleted.gone:
        return 0
    result = conn.execute(text("DELETE FROM chunks WHERE document_id = :d"), {"d": document_id})
    # Dropping the data keys makes every copy of the uploads unreadable, backups included.
    conn.execute(
        text(
            "UPDATE document_versions SET blob_key_wrapped = NULL, blob_kek = NULL "
            "WHERE document_id = :d"
        ),
        {"d": document_id},
    )
    blobs.delete_prefix(f"{tenant_id}/{document_id}")
    return int(result.rowcount)
