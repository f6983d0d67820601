"""The indexing job: parse, screen, chunk, redact, embed, store, then activate only if the
version is still the current one. Every step is idempotent (chunk ids are content hashes),
because a job may be delivered more than once."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from uuid import UUID

from discreet.knowledge.screening import screen_for_injection
from sqlalchemy import Connection, text

from discreet.errors import InvalidInput
from discreet.knowledge.blobs import BlobStore
from discreet.knowledge.chunking import chunk_id, chunk_sections, embedding_text
from discreet.knowledge.embedding.port import Embedder
from discreet.knowledge.parsing import parse_document
from discreet.knowledge.retrieval import _vector_literal
from discreet.redaction.text import RedactedText

__all__ = ["IndexOutcome", "activate_version", "index_version", "purge_document"]

Redact = Callable[[str], RedactedText]


@dataclass(frozen=True)
class IndexOutcome:
    """What became of the version: active, superseded, deleted, failed or quarantined."""

    status: str
    chunks: int = 0
    error: str | None = None
    reasons: tuple[str, ...] = ()


def _set_status(
    conn: Connection, document_id: UUID, version: int, status: str, **extra: object
) -> None:
    sets = ", ".join(f"{k} = :{k}" for k in extra)
    conn.execute(
        text(
            f"UPDATE document_versions SET status = :status{', ' + sets if sets else ''} "
            "WHERE document_id = :d AND version = :v"
        ),
        {"status": status, "d": document_id, "v": version, **extra},
    )


def index_version(
    begin: Callable[[], AbstractContextManager[Connection]],
    *,
    blobs: BlobStore,
    embedder: Embedder,
    redact: Redact,
    document_id: UUID,
    version: int,
) -> IndexOutcome:
    """Run in short transactions opened by `begin()` (each already scoped to the tenant and
    committed by this function), so nothing is held open while the embedder works."""
    with begin() as conn:
        row = conn.execute(
            text(
                "SELECT v.status, v.blob_key, v.filename, v.content_type, d.current_version, "
                "d.deleted_at, d.tenant_id FROM document_versions v "
                "JOIN documents d ON d.id = v.document_id "
                "WHERE v.document_id = :d AND v.version = :v"
            ),
            {"d": document_id, "v": version},
        ).first()
        if row is None:
            return IndexOutcome(status="missing")
        if row.status in ("active", "superseded", "deleted", "failed", "quarantined"):
            return IndexOutcome(status=row.status)
        if row.deleted_at is not None or version < row.current_version:
            # Deleted, or overtaken by a newer upload: never index, never activate.
            status = "deleted" if row.deleted_at is not None else "superseded"
            _set_status(conn, document_id, version, status)
            conn.commit()
            return IndexOutcome(status=status)
        _set_status(conn, document_id, version, "processing")
        conn.commit()
        tenant_id = row.tenant_id
        blob_key, filename, content_type = row.blob_key, row.filename, row.content_type

    data = blobs.get(blob_key)
    try:
        parsed = parse_document(data, filename=filename, content_type=content_type)
    except InvalidInput as exc:
        with begin() as conn:
            _set_status(conn, document_id, version, "failed", error=exc.message[:500])
            conn.commit()
        return IndexOutcome(status="failed", error=exc.code)

    full_text = "\n\n".join(s.text for s in parsed.sections)
    screening = screen_for_injection(full_text)
    if screening.suspicious:
        with begin() as conn:
            _set_status(
                conn,
                document_id,
                version,
                "quarantined",
                quarantine_reasons=list(screening.reasons),
            )
            conn.commit()
        return IndexOutcome(status="quarantined", reasons=tuple(screening.reasons))

    drafts = chunk_sections(parsed.sections)
    redacted = [redact(d.text) for d in drafts]
    sections = [redact(" > ".join(d.heading_path)) for d in drafts]
    to_embed = [redact(embedding_text(d)) for d in drafts]
    vectors = embedder.embed(to_embed)
    with begin() as conn:
        for draft, body, section, vector in zip(drafts, redacted, sections, vectors, strict=True):
            conn.execute(
                text(
                    "INSERT INTO chunks (id, tenant_id, document_id, version, ordinal, section, "
                    "text, embedding, embedding_model) VALUES (:id, :t, :d, :v, :o, :s, :x, "
                    "CAST(:e AS vector), :m) ON CONFLICT (id) DO NOTHING"
                ),
                {
                    "id": chunk_id(str(document_id), version, draft.ordinal, body.value),
                    "t": tenant_id,
                    "d": document_id,
                    "v": version,
                    "o": draft.ordinal,
                    "s": section.value,
                    "x": body.value,
                    "e": _vector_literal(vector),
                    "m": embedder.model_id,
                },
            )
        _set_status(conn, document_id, version, "indexed", chunk_count=len(drafts))
        conn.execute(
            text(
                "UPDATE document_versions SET indexed_at = now() "
                "WHERE document_id = :d AND version = :v"
            ),
            {"d": document_id, "v": version},
        )
        conn.commit()
    with begin() as conn:
        status = activate_version(conn, document_id=document_id, version=version)
        conn.commit()
    return IndexOutcome(status=status, chunks=len(drafts))


def activate_version(conn: Connection, *, document_id: UUID, version: int) -> str:
    """Conditional activation: `version` becomes active only while it is still the
    document's current version and the document is not deleted. The previous active
    version is superseded in the same transaction. Returns the version's final status."""
    doc = conn.execute(
        text(
            "SELECT current_version, active_version, deleted_at FROM documents "
            "WHERE id = :d FOR UPDATE"
        ),
        {"d": document_id},
    ).first()
    if doc is None or doc.deleted_at is not None:
        _set_status(conn, document_id, version, "deleted")
        conn.execute(
            text("DELETE FROM chunks WHERE document_id = :d AND version = :v"),
            {"d": document_id, "v": version},
        )
        return "deleted"
    if doc.current_version != version:
        _set_status(conn, document_id, version, "superseded")
        conn.execute(
            text("DELETE FROM chunks WHERE document_id = :d AND version = :v"),
            {"d": document_id, "v": version},
        )
        return "superseded"
    if doc.active_version is not None and doc.active_version != version:
        _set_status(conn, document_id, doc.active_version, "superseded")
        conn.execute(
            text("DELETE FROM chunks WHERE document_id = :d AND version = :v"),
            {"d": document_id, "v": doc.active_version},
        )
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
    return "active"


def purge_document(
    conn: Connection, blobs: BlobStore, *, tenant_id: UUID, document_id: UUID
) -> int:
    """Physical cleanup after a delete: chunks, then the original uploads. Idempotent."""
    result = conn.execute(
        text(
            "DELETE FROM chunks c USING documents d WHERE c.document_id = d.id "
            "AND d.id = :d AND d.deleted_at IS NOT NULL"
        ),
        {"d": document_id},
    )
    deleted = conn.execute(
        text("SELECT deleted_at IS NOT NULL AS gone FROM documents WHERE id = :d"),
        {"d": document_id},
    ).first()
    if deleted is not None and deleted.gone:
        blobs.delete_prefix(f"{tenant_id}/{document_id}")
    return int(result.rowcount)
