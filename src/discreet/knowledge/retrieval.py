"""Hybrid policy retrieval: dense (pgvector) and lexical (full-text) halves, each under the
same eligibility, scope and owner filters inside its own SQL, fused by reciprocal rank, then
judged by a confidence floor.

Eligibility lives in the query (a join on the live document row): a chunk is served only if
its document is not deleted, its version is the active one, and (in strict mode) the active
version is also the current one. Once a delete or strict update commits, no later query can
return the old chunks.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from uuid import UUID

from sqlalchemy import Connection, text

from discreet.knowledge.embedding.port import Embedder
from discreet.redaction.text import RedactedText, load_stored

__all__ = ["FloorModel", "RetrievalQuery", "RetrievalResult", "Retrieved", "retrieve"]

RRF_K = 60

_ELIGIBLE = """
  FROM chunks c JOIN documents d ON d.id = c.document_id
  WHERE d.deleted_at IS NULL
    AND c.version = d.active_version
    AND (d.update_mode = 'available' OR d.active_version = d.current_version)
    AND d.scope = ANY(:scopes)
    AND d.owner = ANY(:owners)
    AND (CAST(:not_older AS timestamptz) IS NULL OR d.updated_at >= CAST(:not_older AS timestamptz))
"""

_LEXICAL = f"""
WITH q AS (
  SELECT to_tsquery('english', replace(plainto_tsquery('english', :q)::text, ' & ', ' | ')) AS q,
         tsvector_to_array(to_tsvector('english', :q)) AS terms
)
SELECT c.id, ts_rank_cd(c.tsv, q.q, 1) AS score,
       (SELECT count(*) FROM unnest(q.terms) t
         WHERE c.tsv @@ to_tsquery('english', quote_literal(t)))::float
         / greatest(cardinality(q.terms), 1) AS coverage
  {_ELIGIBLE.replace("FROM chunks c", "FROM q, chunks c")}
    AND c.tsv @@ q.q
  ORDER BY score DESC, c.id
  LIMIT :k
"""

# Exact search (no ANN index) keeps the filters exact: a selective owner or scope filter
# can never make the index under-return, and only vectors of the query's model are compared.
_DENSE = f"""
SELECT c.id, 1 - (c.embedding <=> CAST(:v AS vector)) AS score
  {_ELIGIBLE}
    AND c.embedding_model = :model
  ORDER BY c.embedding <=> CAST(:v AS vector), c.id
  LIMIT :k
"""

_DETAILS = """
SELECT c.id, c.document_id, c.version, c.section, c.text, d.owner, d.scope, d.title
  FROM chunks c JOIN documents d ON d.id = c.document_id
  WHERE c.id = ANY(:ids)
"""


@dataclass(frozen=True)
class RetrievalQuery:
    text: RedactedText
    scopes: tuple[str, ...]
    owners: tuple[str, ...]
    top_k: int = 5
    not_older_than: datetime | None = None


@dataclass(frozen=True)
class Retrieved:
    chunk_id: str
    document_id: UUID
    version: int
    section: str
    title: str
    scope: str
    owner: str
    text: RedactedText
    score: float
    dense: float | None
    lexical_coverage: float


@dataclass(frozen=True)
class FloorModel:
    """A logistic model over retrieval signals: answer when P(answerable) >= threshold.

    Signals: the top dense cosine, the top lexical coverage (share of the query's terms the
    best passage contains), and rank agreement (the two halves put the same chunk first).
    Weights are fitted on labelled questions (`discreet eval retrieval`) and stored per
    tenant; these defaults come from the demo tenant's evaluation set.
    """

    w_dense: float = 9.0
    w_coverage: float = 3.0
    w_agreement: float = 1.0
    bias: float = -5.2
    threshold: float = 0.5

    def confidence(self, dense: float, coverage: float, agreement: bool) -> float:
        z = (
            self.bias
            + self.w_dense * dense
            + self.w_coverage * coverage
            + self.w_agreement * (1.0 if agreement else 0.0)
        )
        return 1.0 / (1.0 + math.exp(-z))


@dataclass(frozen=True)
class RetrievalResult:
    results: tuple[Retrieved, ...]
    confidence: float
    abstained: bool
    signals: dict[str, float] = field(default_factory=dict)


def retrieve(
    conn: Connection,
    query: RetrievalQuery,
    *,
    embedder: Embedder | None,
    floor: FloorModel,
    candidates: int = 30,
) -> RetrievalResult:
    if not query.scopes or not query.owners:
        return RetrievalResult(results=(), confidence=0.0, abstained=True)
    params = {
        "q": query.text.value,
        "scopes": list(query.scopes),
        "owners": list(query.owners),
        "not_older": query.not_older_than,
        "k": candidates,
    }
    lexical = conn.execute(text(_LEXICAL), params).all()
    dense_rows: Sequence[tuple[str, float]] = []
    if embedder is not None:
        vector = embedder.embed_query(query.text)
        dense_rows = [
            (r.id, float(r.score))
            for r in conn.execute(
                text(_DENSE), {**params, "v": _vector_literal(vector), "model": embedder.model_id}
            ).all()
        ]
    fused: dict[str, float] = {}
    for rank, row in enumerate(lexical):
        fused[row.id] = fused.get(row.id, 0.0) + 1.0 / (RRF_K + rank + 1)
    for rank, (chunk_id, _) in enumerate(dense_rows):
        fused[chunk_id] = fused.get(chunk_id, 0.0) + 1.0 / (RRF_K + rank + 1)
    if not fused:
        return RetrievalResult(results=(), confidence=0.0, abstained=True)

    ranked = sorted(fused, key=lambda cid: (-fused[cid], cid))[: query.top_k]
    dense_by_id = dict(dense_rows)
    coverage_by_id = {r.id: float(r.coverage) for r in lexical}
    details = {r.id: r for r in conn.execute(text(_DETAILS), {"ids": ranked}).all()}
    results = tuple(
        Retrieved(
            chunk_id=cid,
            document_id=details[cid].document_id,
            version=details[cid].version,
            section=details[cid].section,
            title=details[cid].title,
            scope=details[cid].scope,
            owner=details[cid].owner,
            text=load_stored(details[cid].text),
            score=fused[cid],
            dense=dense_by_id.get(cid),
            lexical_coverage=coverage_by_id.get(cid, 0.0),
        )
        for cid in ranked
        if cid in details
    )
    top_dense = max(dense_by_id.values(), default=0.0)
    top_coverage = max(coverage_by_id.values(), default=0.0)
    agreement = bool(lexical and dense_rows and lexical[0].id == dense_rows[0][0])
    confidence = floor.confidence(top_dense, top_coverage, agreement)
    return RetrievalResult(
        results=results,
        confidence=confidence,
        abstained=confidence < floor.threshold,
        signals={
            "dense": top_dense,
            "coverage": top_coverage,
            "agreement": 1.0 if agreement else 0.0,
        },
    )


def _vector_literal(vector: Sequence[float]) -> str:
    return "[" + ",".join(f"{x:.7g}" for x in vector) + "]"
