"""Hybrid policy retrieval: dense (pgvector) and lexical (full-text) halves, each under the
same eligibility, scope and owner filters inside its own SQL, fused by reciprocal rank, then
judged by a calibrated confidence floor.

Eligibility lives in the query (a join on the live document row): a chunk is served only if
its document is not deleted, its version is the active one, and (in strict mode) the active
version is also the current one. Once a delete or strict update commits, no later query can
return the old chunks.

Dense search: when the embedder's model has an HNSW index (migration 0005), the index gives a
ranked prefix of the tenant's chunks (`ANN_PREFIX` long); the filters are applied to that
prefix, which keeps its order. If fewer than the wanted number of candidates survive (a
selective owner, scope or time filter) — fewer than `ANN_ENOUGH`, when more are wanted —
the search is redone exactly over the filtered set, so a selective filter can never make the
index return fewer than that: the survivors are the filtered set's nearest chunks, in order,
as far as the index goes. Models without an index are
always searched exactly. Only vectors of the query's model are compared.

Lexical search follows the same pattern: `discreet_lexical_candidates` (migration 0009, a
SECURITY DEFINER function, because under RLS the GIN index is out of the app role's reach)
returns the ids and scores of the current tenant's best-scored matches (a prefix of
`LEXICAL_PREFIXES`), found by per-tenant term statistics so that a large tenant's common
words cost little; they are joined back under RLS and every filter; if fewer than wanted
(and fewer than `LEXICAL_ENOUGH`) survive a full prefix, a longer one is asked for, and past
the longest every match is scored exactly.

The query is embedded on a thread pool while the lexical half runs: the two take about the
same time and neither needs the other.

The floor is a logistic model over retrieval signals (not a bare cosine threshold), fitted by
`fit_floor` on labelled questions and stored per tenant in
`tenants.settings["retrieval"]["floor"]`; `floor_for_tenant` loads it.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Final, Literal
from uuid import UUID

from sqlalchemy import Connection, Row, text

from discreet.knowledge.embedding.port import Embedder
from discreet.knowledge.indexing import vector_literal
from discreet.redaction.text import RedactedText, load_stored

__all__ = [
    "ANN_ENOUGH",
    "ANN_INDEXED_MODELS",
    "BM25_POOL",
    "DEFAULT_FUSION",
    "FLOOR_FEATURES",
    "FloorModel",
    "Fusion",
    "Mode",
    "RetrievalQuery",
    "RetrievalResult",
    "Retrieved",
    "bm25_rerank",
    "bm25_scores",
    "conversational_query",
    "fit_floor",
    "floor_for_tenant",
    "floor_signals",
    "fused_order",
    "retrieve",
    "rrf",
    "save_tenant_floor",
    "search_dense",
    "search_halves",
    "search_lexical",
]

RRF_K = 60


@dataclass(frozen=True)
class Fusion:
    """How the two halves are fused: each contributes its best `per_half` chunks, and a
    chunk at rank r (from 1) of a half gets that half's weight / (k + r)."""

    k: int = RRF_K
    lexical_weight: float = 1.0
    dense_weight: float = 1.0
    per_half: int = 30
    lexical_bm25: bool = False  # re-rank the lexical half's best `BM25_POOL` by BM25

    def __post_init__(self) -> None:
        if self.k < 0 or self.per_half < 1:
            raise ValueError("fusion needs k >= 0 and per_half >= 1")
        if not (self.lexical_weight >= 0 and self.dense_weight >= 0):
            raise ValueError("fusion weights must be non-negative")


DEFAULT_FUSION: Final = Fusion(per_half=50)
"""The fusion `retrieve` uses unless told otherwise: `Fusion()` (as first shipped) with 50
candidates a half instead of 30. Chosen on the tuning half of the development set only
(benchmarks/retrieval_eval.py, docs/retrieval.md): from 40 a half up, a chunk that one half
ranks 31st-50th and the other well gets both halves' votes, which lifted R@5 there
(0.869 -> 0.875) and on the held-out half (0.882 -> 0.895), and changed nothing on the
other sets; the rank constant, the weights, score fusion and a BM25 feature did not hold
up as well (docs/retrieval.md)."""

_EMBEDDING = ThreadPoolExecutor(max_workers=4, thread_name_prefix="discreet-query-embedding")
ANN_PREFIX = 100
"""How many nearest chunks the HNSW index returns before the filters (also its ef_search:
the index's search time grows with it, ~7.6 ms at 200 on 100k chunks)."""

ANN_ENOUGH = 30
"""How many of the HNSW prefix's chunks must survive the filters for the dense half to take
them (at most the candidates asked for); fewer, and the filtered set is searched exactly.
The fusion asks each half for 50, but 30 was enough before it did: a scope or owner filter
that keeps between 30 and 49 of the prefix stays on the index path, as it did with 30 a
half, instead of paying the exact scan (tens of ms at 100k chunks) for a few more
candidates. `top_k` (5 for a turn) is always far below it."""

ANN_INDEXED_MODELS: Final[Mapping[str, int]] = {"all-MiniLM-L6-v2@1": 384}
"""Embedding model ids with a partial HNSW index (migration 0005), and their dimension. The
index predicate names the model literally, so the query must too: ids come from this map,
never from input."""

Mode = Literal["hybrid", "lexical", "dense"]

_SERVABLE = """d.deleted_at IS NULL
    AND c.version = d.active_version
    AND (d.update_mode = 'available' OR d.active_version = d.current_version)
    AND d.scope = ANY(:scopes)
    AND d.owner = ANY(:owners)
    AND (CAST(:not_older AS timestamptz) IS NULL
         OR d.updated_at >= CAST(:not_older AS timestamptz))"""

_ELIGIBLE = f"""
  FROM chunks c JOIN documents d ON d.id = c.document_id
  WHERE {_SERVABLE}
"""

# The same filters for a short list of chunks (a prefix from an index): each chunk's document
# is looked up by its key. As a plain join the planner would hash every document of the
# tenant for a few hundred chunks (8 ms at 10k documents); the fence (OFFSET 0) keeps it a
# per-chunk index lookup.
_ELIGIBLE_LISTED = f"""
  CROSS JOIN LATERAL (
    SELECT d.id FROM documents d WHERE d.id = c.document_id AND {_SERVABLE} OFFSET 0
  ) d
"""

# Any query word may match (an OR query: a question rarely repeats a policy's wording); a
# chunk scores, for each query lexeme it holds, the lexeme's BM25 idf times its `ts_rank`
# (which grows with the lexeme's frequency in the chunk and saturates, as BM25's tf term
# does), summed and rounded to 9 places so that the order of addition cannot reorder ties.
# Equal scores go by the chunk's place in its document, then its text, in both halves: never
# by the chunk id, a hash over a random document id, which gave the same corpus a different
# order (and the floor different signals) in every deployment. (Only the candidate
# function's prefix, `LEXICAL_PREFIXES`, still cuts equals at its last place by id.)
# The idf comes from the document frequencies of what the query may see (`lexical_terms`,
# migration 0009, summed over the query's owners): a rare word of the question counts for
# more than one the documents all share, and other customers' documents count for nothing.
# Measured on the development set against idf alone and against `ts_rank` of the whole query
# (what ranked before 0009), it gave the best lexical and hybrid figures
# (benchmarks/retrieval_eval.py). `coverage` (the share of the query's distinct lexemes the
# chunk holds) is a floor signal.
#
# Exact lexical search: every match of the tenant under the filters, scored. Under row-level
# security PostgreSQL cannot answer `tsv @@ query` from the GIN index (`ts_match_vq` is not
# LEAKPROOF, so it may not run before the tenant policy): this is a scan of the tenant's
# chunks, used only when the candidate path below cannot answer.
_LEXICAL = f"""
WITH terms AS MATERIALIZED (
  SELECT w.query AS t, w.df, w.idf
    FROM discreet_lexical_weights(:q, CAST(:owners AS text[])) w
), held AS (
  SELECT t, idf FROM terms WHERE df > 0
), q AS (
  SELECT string_agg(t::text, ' | ')::tsquery AS q,
         greatest((SELECT count(*) FROM terms), 1)::float8 AS n
    FROM held
)
SELECT c.id,
       round((SELECT sum(h.idf * ts_rank(c.tsv, h.t)) FROM held h WHERE c.tsv @@ h.t)::numeric, 9)
         ::float8 AS score,
       (SELECT count(*) FROM held h WHERE c.tsv @@ h.t) / q.n AS coverage
  {_ELIGIBLE.replace("FROM chunks c", "FROM q, chunks c")}
    AND c.tsv @@ q.q
  ORDER BY score DESC, c.ordinal, c.text, c.id
  LIMIT :k
"""

LEXICAL_PREFIXES: tuple[int, ...] = (200, 2000)
"""How many of the tenant's best lexical matches `discreet_lexical_candidates` returns
before the filters: the shorter prefix first; when the filters leave fewer than wanted of
it, the longer one (the function's most); only then the exact scan, which at 100k chunks
takes ~20 times as long."""

LEXICAL_ENOUGH = 30
"""How many of a lexical prefix's chunks must survive the filters for the lexical half to
take them (at most the candidates asked for), as `ANN_ENOUGH` for the dense half: a filter
that keeps 30 to 49 of the shorter prefix does not send the query to the longer one."""

LEXICAL_BUDGET = 1000
"""How many chunks `discreet_lexical_candidates` reads for an exact answer (see migration
0009): the latency of the lexical half on a large tenant is set by this."""

# Candidate path: `discreet_lexical_candidates` (migration 0009, SECURITY DEFINER so that the
# GIN index is usable) gives the ids, scores and coverage of the current tenant's
# best-scored chunks (a prefix, `LEXICAL_PREFIXES`), nothing else. The ids are joined back
# to `chunks` and `documents` in the same statement, as the app role: RLS, eligibility,
# scope, owner and time filters all apply, so the function decides only which of the
# tenant's own chunks are looked at and in what order. When at least `k` of the prefix
# survive the filters — or the prefix was not full, i.e. it held every match — this is the
# answer; otherwise a longer prefix, then `_LEXICAL`. (`found`, the prefix's length, comes
# back even when no row survives.)
_LEXICAL_CANDIDATES = f"""
WITH top AS MATERIALIZED (
  SELECT f.chunk_id, f.score, f.coverage
    FROM discreet_lexical_candidates(:q, CAST(:owners AS text[]), :prefix, :budget) f
), kept AS (
  SELECT c.id, top.score, top.coverage, c.ordinal, c.text
    FROM top JOIN chunks c ON c.id = top.chunk_id {_ELIGIBLE_LISTED}
   ORDER BY top.score DESC, c.ordinal, c.text, c.id
   LIMIT :k
)
SELECT kept.id, kept.coverage, kept.score, (SELECT count(*) FROM top) AS found
  FROM (SELECT 1) AS always LEFT JOIN kept ON true
 ORDER BY kept.score DESC, kept.ordinal, kept.text, kept.id
"""

BM25_POOL = 100
"""How many of the lexical half's best chunks BM25 re-ranks (`Fusion.lexical_bm25`)."""
BM25_K1: Final = 1.2
BM25_B: Final = 0.75

# BM25 over a short list of chunks: each chunk's length (lexeme occurrences of its tsvector)
# and the occurrences of each query lexeme it holds. The query's lexemes and their idf come
# from `discreet_lexical_weights` (the same statistics as the lexical half's ranking).
_BM25_TERMS = """
SELECT w.lexeme, w.idf
  FROM discreet_lexical_weights(:q, CAST(:owners AS text[])) w
 WHERE w.df > 0
"""
_BM25_CHUNKS = """
SELECT c.id,
       (SELECT coalesce(sum(coalesce(array_length(v.positions, 1), 1)), 0)
          FROM unnest(c.tsv) v) AS len,
       (SELECT coalesce(jsonb_object_agg(v.lexeme, coalesce(array_length(v.positions, 1), 1)),
                        '{}'::jsonb)
          FROM unnest(c.tsv) v WHERE v.lexeme = ANY(:lexemes)) AS tf
  FROM chunks c
 WHERE c.id = ANY(:ids)
"""

# Exact search: a scan of the filtered set, ordered by distance (ties by content, as above).
_DENSE_EXACT = f"""
SELECT c.id, 1 - (c.embedding <=> CAST(:v AS vector)) AS score
  {_ELIGIBLE}
    AND c.embedding_model = :model
  ORDER BY c.embedding <=> CAST(:v AS vector), c.ordinal, c.text, c.id
  LIMIT :k
"""


def _dense_ann_sql(model: str, dimension: int) -> str:
    """The index-backed form: the cast expression and the model literal match the partial
    index of migration 0005, so PostgreSQL can walk the HNSW graph."""
    literal = "'" + model.replace("'", "''") + "'"
    cast = f"vector({int(dimension)})"
    return f"""
WITH ann AS MATERIALIZED (
  SELECT c.id, (c.embedding::{cast}) <=> CAST(:v AS {cast}) AS distance
    FROM chunks c
   WHERE c.embedding_model = {literal}
   ORDER BY (c.embedding::{cast}) <=> CAST(:v AS {cast})
   LIMIT :prefix
)
SELECT c.id, 1 - ann.distance AS score
  FROM ann JOIN chunks c ON c.id = ann.id {_ELIGIBLE_LISTED}
  ORDER BY ann.distance, c.ordinal, c.text, c.id
  LIMIT :k
"""


# The results, judged again in one statement: the two halves are separate statements, so
# under READ COMMITTED an activation that commits between them could leave the old version's
# chunks in one list and the new version's in the other; here, in one snapshot, only the
# version active now passes, so a result never mixes two versions of a document.
_DETAILS = f"""
SELECT c.id, c.document_id, c.version, c.section, c.text, d.owner, d.scope, d.title
  FROM chunks c JOIN documents d ON d.id = c.document_id
  WHERE c.id = ANY(:ids) AND {_SERVABLE}
"""


@dataclass(frozen=True)
class RetrievalQuery:
    """What to search for and under which filters. `per_document`, when given, is how many
    of the `top_k` results one document may hold: the fused ranking is walked best first and
    a chunk whose document already has that many is passed over for the next document's.
    None keeps the fused ranking as it is (several overlapping chunks of one long page can
    then fill the results)."""

    text: RedactedText
    scopes: tuple[str, ...]
    owners: tuple[str, ...]
    top_k: int = 5
    not_older_than: datetime | None = None
    per_document: int | None = None

    def __post_init__(self) -> None:
        if self.top_k < 1:
            raise ValueError("top_k must be at least 1")
        if self.per_document is not None and self.per_document < 1:
            raise ValueError("per_document must be at least 1 (or None for no limit)")


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


FLOOR_FEATURES: Final = ("dense", "dense_margin", "coverage", "agreement", "overlap")
"""The floor's signals, each in [0, 1] (the margin in [-1, 1]):

- ``dense``: the best dense cosine;
- ``dense_margin``: the best cosine minus the mean of the next four (a peaked list);
- ``coverage``: the largest share of the query's terms one lexical candidate holds;
- ``agreement``: 1 when both halves rank the same chunk first;
- ``overlap``: the share of the lexical top 5 that is also in the dense top 5.
"""

# Fitted by `fit_floor` on the labelled questions of the demo tenant (62) and of the
# mtrag_cloud development set (126 of its 131 tasks; PARTIAL ones are unlabelled), with
# MiniLM and the default chunking (benchmarks/retrieval_eval.py), before the lexical ranking
# of migration 0009. With that ranking, in-sample: abstain precision/recall 0.76/0.58 with
# 90% of answerable questions answered on the development set, 0.67/0.70 with 83% on the
# demo tenant. (A refit on 0009's ranking cross-validates at 0.67/0.69 with 82%, but
# answers only 71% of the demo tenant's answerable questions, so it is not the default.)
# Tenants override them with their own fit (`discreet eval retrieval --save-floor TENANT`).
_DEFAULT_WEIGHTS: Final[Mapping[str, float]] = {
    "dense": 5.13131,
    "dense_margin": 1.63072,
    "coverage": 3.122169,
    "agreement": 0.368235,
    "overlap": 2.266367,
}
_DEFAULT_BIAS: Final = -4.660738
_DEFAULT_THRESHOLD: Final = 0.510841


@dataclass(frozen=True)
class FloorModel:
    """A logistic model over retrieval signals: answer when P(answerable) >= threshold."""

    weights: Mapping[str, float] = field(default_factory=lambda: dict(_DEFAULT_WEIGHTS))
    bias: float = _DEFAULT_BIAS
    threshold: float = _DEFAULT_THRESHOLD

    def confidence(self, signals: Mapping[str, float]) -> float:
        z = self.bias + sum(w * float(signals.get(name, 0.0)) for name, w in self.weights.items())
        z = max(-60.0, min(60.0, z))
        return 1.0 / (1.0 + math.exp(-z))

    def to_json(self) -> dict[str, Any]:
        return {
            "weights": {k: round(float(v), 6) for k, v in self.weights.items()},
            "bias": round(float(self.bias), 6),
            "threshold": round(float(self.threshold), 6),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> FloorModel:
        """Parse a stored floor; unknown features or non-finite numbers are refused."""
        raw = data.get("weights", {})
        if not isinstance(raw, Mapping):
            raise ValueError("floor weights must be an object")
        weights = {str(k): float(v) for k, v in raw.items()}
        unknown = set(weights) - set(FLOOR_FEATURES)
        if unknown:
            raise ValueError(f"unknown floor features: {sorted(unknown)}")
        bias = float(data.get("bias", 0.0))
        threshold = float(data.get("threshold", 0.5))
        numbers = [*weights.values(), bias, threshold]
        if not all(math.isfinite(x) for x in numbers) or not 0.0 < threshold < 1.0:
            raise ValueError("floor numbers must be finite and the threshold in (0, 1)")
        return cls(weights=weights, bias=bias, threshold=threshold)


@dataclass(frozen=True)
class RetrievalResult:
    results: tuple[Retrieved, ...]
    confidence: float
    abstained: bool
    signals: dict[str, float] = field(default_factory=dict)
    floor: float = 0.0  # the threshold `confidence` was judged against


def retrieve(
    conn: Connection,
    query: RetrievalQuery,
    *,
    embedder: Embedder | None,
    floor: FloorModel,
    candidates: int | None = None,
    mode: Mode = "hybrid",
    fusion: Fusion = DEFAULT_FUSION,
) -> RetrievalResult:
    """Search, fuse, and judge. `candidates` (default: the fusion's `per_half`) is how many
    chunks each half contributes. `mode` restricts to one half (for evaluation only); the
    floor's signals are computed from both halves whatever the mode.

    The halves and the results are separate statements: when a document changed between
    them (an activation, a delete), the results' own eligibility check drops chunks the
    halves still saw, and the search is run again on the new state, so a result is neither
    a mix of two versions nor empty for a document that was served throughout."""
    result: RetrievalResult | None = None
    for attempt in range(_STALE_RETRIES + 1):
        # the last attempt takes the state as it finds it
        result = _retrieve_once(
            conn,
            query,
            embedder=embedder,
            floor=floor,
            candidates=candidates,
            mode=mode,
            fusion=fusion,
            settle=attempt < _STALE_RETRIES,
        )
        if result is not None:
            break
    assert result is not None  # an attempt that does not settle always answers
    return result


_STALE_RETRIES: Final = 3


def _retrieve_once(
    conn: Connection,
    query: RetrievalQuery,
    *,
    embedder: Embedder | None,
    floor: FloorModel,
    candidates: int | None,
    mode: Mode,
    fusion: Fusion,
    settle: bool = True,
) -> RetrievalResult | None:
    """One search; None when `settle` and a document changed while it ran."""
    candidates = candidates if candidates is not None else fusion.per_half
    if not query.scopes or not query.owners or not query.text.value.strip():
        return RetrievalResult(results=(), confidence=0.0, abstained=True, floor=floor.threshold)
    params = _params(query, candidates)
    pool = max(candidates, BM25_POOL) if fusion.lexical_bm25 else candidates
    # The query is embedded on another thread while the lexical half runs in the database:
    # the two take about as long, and neither needs the other.
    vector = _EMBEDDING.submit(embedder.embed_query, query.text) if embedder else None
    scored = _lexical(conn, {**params, "k": pool}, pool)
    # The floor reads each half in its own order (equal scores by content): resolving the
    # lexical half's ties towards the dense half, as the fusion does, would make the halves
    # look in agreement where the lexical half has no preference.
    lexical = [(cid, coverage) for cid, coverage, _ in scored[:candidates]]
    dense_rows: list[tuple[str, float]] = []
    if embedder is not None and vector is not None:
        dense_rows = _dense(conn, params, vector.result(), embedder.model_id, candidates)
    lexical_order = _ties_to_dense(scored, [cid for cid, _ in dense_rows])
    if fusion.lexical_bm25:
        lexical_order = bm25_rerank(conn, params, lexical_order)

    ranked_lists: list[Sequence[str]] = []
    weights: list[float] = []
    if mode in ("hybrid", "lexical"):
        ranked_lists.append(lexical_order[:candidates])
        weights.append(fusion.lexical_weight if mode == "hybrid" else 1.0)
    if mode in ("hybrid", "dense"):
        ranked_lists.append([cid for cid, _ in dense_rows])
        weights.append(fusion.dense_weight if mode == "hybrid" else 1.0)
    fused = rrf(ranked_lists, fusion.k, weights)
    signals = floor_signals(lexical, dense_rows)
    if not fused:
        return RetrievalResult(
            results=(), confidence=0.0, abstained=True, signals=signals, floor=floor.threshold
        )

    dense_ids = [cid for cid, _ in dense_rows[:candidates]] if mode != "lexical" else []
    served = {k: params[k] for k in ("scopes", "owners", "not_older")}
    picked = _pick(conn, served, fused_order(fused, dense_ids), query.top_k, query.per_document)
    if settle and not picked.settled:
        return None  # a document changed between the statements: search again
    dense_by_id = dict(dense_rows)
    coverage_by_id = dict(lexical)
    results = tuple(
        Retrieved(
            chunk_id=cid,
            document_id=row.document_id,
            version=row.version,
            section=row.section,
            title=row.title,
            scope=row.scope,
            owner=row.owner,
            text=load_stored(row.text),
            score=fused[cid],
            dense=dense_by_id.get(cid),
            lexical_coverage=coverage_by_id.get(cid, 0.0),
        )
        for cid, row in picked.results
    )
    confidence = floor.confidence(signals)
    return RetrievalResult(
        results=results,
        confidence=confidence,
        abstained=confidence < floor.threshold,
        signals=signals,
        floor=floor.threshold,
    )


@dataclass
class _Picked:
    results: list[tuple[str, Row[Any]]] = field(default_factory=list)  # (chunk id, details)
    settled: bool = True  # False: a candidate before the last result is no longer served


def _pick(
    conn: Connection,
    served: Mapping[str, Any],
    order: Sequence[str],
    top_k: int,
    per_document: int | None,
) -> _Picked:
    """The results with their details: the first `top_k` of `order` with at most
    `per_document` chunks of one document (`order` cut at `top_k` when there is no limit, or
    one `top_k` cannot reach). A candidate no longer served (its document changed since the
    halves ran) is passed over and the pick marked unsettled.

    The details statement is also the document lookup: with a limit it reads the head of
    the ranking (four results' worth fills `top_k` for nearly every query), and the rest
    only when the head does not fill it, so the limit costs no statement of its own."""
    if per_document is None or per_document >= top_k:
        parts: tuple[Sequence[str], ...] = (order[:top_k],)
        per_document = top_k
    else:
        head = 4 * top_k
        parts = (order[:head], order[head:])
    held: dict[UUID, int] = {}
    picked = _Picked()
    for part in parts:
        if not part:
            continue
        rows = {r.id: r for r in conn.execute(text(_DETAILS), {**served, "ids": list(part)})}
        for cid in part:
            row = rows.get(cid)
            if row is None:
                picked.settled = False
                continue
            if held.get(row.document_id, 0) < per_document:
                held[row.document_id] = held.get(row.document_id, 0) + 1
                picked.results.append((cid, row))
                if len(picked.results) == top_k:
                    return picked
    return picked


def _params(query: RetrievalQuery, candidates: int) -> dict[str, Any]:
    return {
        "q": query.text.value,
        "scopes": list(query.scopes),
        "owners": list(query.owners),
        "not_older": query.not_older_than,
        "k": candidates,
    }


def bm25_rerank(conn: Connection, params: Mapping[str, Any], chunk_ids: Sequence[str]) -> list[str]:
    """`chunk_ids` re-ordered by `bm25_scores`; ties keep the given order."""
    score = bm25_scores(conn, params, chunk_ids)
    position = {cid: i for i, cid in enumerate(chunk_ids)}
    return sorted(chunk_ids, key=lambda cid: (-round(score.get(cid, 0.0), 9), position[cid]))


def bm25_scores(
    conn: Connection, params: Mapping[str, Any], chunk_ids: Sequence[str]
) -> dict[str, float]:
    """Okapi BM25 (k1 1.2, b 0.75) of each of `chunk_ids` for the query `params["q"]` under
    the owners `params["owners"]` (idf from the tenant's statistics for those owners, the
    average length from the list itself); a chunk holding no query lexeme is left out."""
    if not chunk_ids:
        return {}
    idf = {
        r.lexeme: float(r.idf)
        for r in conn.execute(text(_BM25_TERMS), {"q": params["q"], "owners": params["owners"]})
    }
    if not idf:
        return {}
    rows = conn.execute(text(_BM25_CHUNKS), {"ids": list(chunk_ids), "lexemes": list(idf)}).all()
    lengths = {r.id: float(r.len) for r in rows}
    average = (sum(lengths.values()) / len(lengths)) if lengths else 1.0
    score: dict[str, float] = {}
    for r in rows:
        norm = BM25_K1 * (1.0 - BM25_B + BM25_B * lengths[r.id] / max(average, 1.0))
        value = sum(
            idf[lexeme] * tf * (BM25_K1 + 1.0) / (tf + norm)
            for lexeme, tf in dict(r.tf).items()
            if lexeme in idf
        )
        if value > 0.0:
            score[r.id] = value
    return score


def search_lexical(
    conn: Connection,
    query: RetrievalQuery,
    *,
    candidates: int,
    exact: bool = False,
    bm25: bool = False,
    dense: Sequence[str] = (),
) -> list[tuple[str, float]]:
    """The lexical half alone: (chunk id, coverage), best first, equal scores in the order
    of `dense` (the dense half's ids) as `retrieve` orders them; `exact` skips the
    index-backed candidate path, `bm25` re-orders the result by BM25 (for evaluation: the
    variants are compared)."""
    if not query.scopes or not query.owners or not query.text.value.strip():
        return []
    params = _params(query, candidates)
    if exact:
        scored = [
            (r.id, float(r.coverage), float(r.score))
            for r in conn.execute(text(_LEXICAL), params).all()
        ]
    else:
        scored = _lexical(conn, params, candidates)
    coverage = {cid: c for cid, c, _ in scored}
    order = _ties_to_dense(scored, dense)
    if bm25:
        order = bm25_rerank(conn, params, order)
    return [(cid, coverage[cid]) for cid in order]


def search_dense(
    conn: Connection,
    query: RetrievalQuery,
    *,
    vector: Sequence[float],
    model: str,
    candidates: int,
    exact: bool = False,
) -> list[tuple[str, float]]:
    """The dense half alone for an embedded query: (chunk id, cosine), best first; `exact`
    skips the HNSW index (for evaluation: the two are compared)."""
    if not query.scopes or not query.owners:
        return []
    params = _params(query, candidates)
    if exact:
        rows = conn.execute(
            text(_DENSE_EXACT), {**params, "v": vector_literal(vector), "model": model}
        ).all()
        return [(r.id, float(r.score)) for r in rows]
    return _dense(conn, params, vector, model, candidates)


def search_halves(
    conn: Connection,
    query: RetrievalQuery,
    *,
    vector: Sequence[float],
    model: str,
    candidates: int,
) -> tuple[list[tuple[str, float, float]], list[tuple[str, float]]]:
    """Both halves with their scores, as `retrieve` sees them: the lexical half's
    (chunk id, coverage, score), equal scores in the dense half's order, and the dense
    half's (chunk id, cosine), each best first (for evaluation: the reranker's features
    are computed from these)."""
    if not query.scopes or not query.owners or not query.text.value.strip():
        return [], []
    params = _params(query, candidates)
    scored = _lexical(conn, params, candidates)
    dense = _dense(conn, params, vector, model, candidates)
    by_id = {cid: (cid, coverage, score) for cid, coverage, score in scored}
    order = _ties_to_dense(scored, [cid for cid, _ in dense])
    return [by_id[cid] for cid in order], dense


def _ties_to_dense(scored: Sequence[tuple[str, float, float]], dense: Sequence[str]) -> list[str]:
    """The lexical ids best first, chunks of equal score (common: overlapping chunks, or
    chunks holding the same query words once) in the order of the dense half, then as
    found (by their place in their document and their text)."""
    dense_rank = {cid: i for i, cid in enumerate(dense)}
    last = len(dense_rank)
    position = {cid: i for i, (cid, _, _) in enumerate(scored)}
    return [
        cid
        for cid, _, _ in sorted(
            scored,
            key=lambda row: (-round(row[2], 9), dense_rank.get(row[0], last), position[row[0]]),
        )
    ]


def _lexical(
    conn: Connection, params: Mapping[str, Any], candidates: int
) -> list[tuple[str, float, float]]:
    """(chunk id, coverage, score), best first: the GIN-backed candidate path, else the
    exact scan."""
    for prefix in LEXICAL_PREFIXES:
        if candidates > prefix:
            continue
        answer = conn.execute(
            text(_LEXICAL_CANDIDATES), {**params, "prefix": prefix, "budget": LEXICAL_BUDGET}
        ).all()
        rows = [(r.id, float(r.coverage), float(r.score)) for r in answer if r.id is not None]
        # A prefix shorter than asked for held every match of the tenant: nothing is missing.
        if len(rows) >= min(candidates, LEXICAL_ENOUGH) or answer[0].found < prefix:
            return rows
    # The filters left fewer than wanted of every prefix: rank every match exactly.
    return [
        (r.id, float(r.coverage), float(r.score))
        for r in conn.execute(text(_LEXICAL), params).all()
    ]


def _dense(
    conn: Connection,
    params: Mapping[str, Any],
    vector: Sequence[float],
    model: str,
    candidates: int,
) -> list[tuple[str, float]]:
    literal = vector_literal(vector)
    dimension = ANN_INDEXED_MODELS.get(model)
    if dimension is not None and dimension == len(vector) and candidates <= ANN_PREFIX:
        conn.execute(
            text("SELECT set_config('hnsw.ef_search', :ef, true)"), {"ef": str(ANN_PREFIX)}
        )
        rows = conn.execute(
            text(_dense_ann_sql(model, dimension)), {**params, "v": literal, "prefix": ANN_PREFIX}
        ).all()
        if len(rows) >= min(candidates, ANN_ENOUGH):
            return [(r.id, float(r.score)) for r in rows]
    # No index for this model, or the filters left too few of the index's prefix: exact.
    rows = conn.execute(text(_DENSE_EXACT), {**params, "v": literal, "model": model}).all()
    return [(r.id, float(r.score)) for r in rows]


def rrf(
    ranked_lists: Sequence[Sequence[str]],
    k: int = RRF_K,
    weights: Sequence[float] | None = None,
) -> dict[str, float]:
    """Reciprocal-rank fusion: list i adds weights[i] / (k + rank) to each id it holds
    (rank from 1; every weight 1 when none are given)."""
    if weights is not None and len(weights) != len(ranked_lists):
        raise ValueError("one weight per ranked list")
    fused: dict[str, float] = {}
    for i, ranked in enumerate(ranked_lists):
        weight = 1.0 if weights is None else float(weights[i])
        for rank, cid in enumerate(ranked):
            fused[cid] = fused.get(cid, 0.0) + weight / (k + rank + 1)
    return fused


def fused_order(fused: Mapping[str, float], dense: Sequence[str]) -> list[str]:
    """Ids by fused score, best first. Equal scores (a chunk only one half found at rank r
    and one only the other found at rank r score exactly alike) go to the better dense
    rank, then to the id: the dense half alone ranks better than the lexical half alone on
    most measured sets (benchmarks/retrieval_eval.py), and the order of ties no longer
    depends on chunk ids, which are hashes."""
    dense_rank = {cid: i for i, cid in enumerate(dense)}
    last = len(dense_rank)
    return sorted(fused, key=lambda cid: (-round(fused[cid], 12), dense_rank.get(cid, last), cid))


def floor_signals(
    lexical: Sequence[tuple[str, float]], dense: Sequence[tuple[str, float]]
) -> dict[str, float]:
    """The floor's features (see `FLOOR_FEATURES`) from (chunk id, coverage) and
    (chunk id, cosine) lists, each ranked best first."""
    top_dense = dense[0][1] if dense else 0.0
    rest = [s for _, s in dense[1:5]]
    margin = top_dense - (sum(rest) / len(rest)) if rest else 0.0
    lexical_top = {cid for cid, _ in lexical[:5]}
    dense_top = {cid for cid, _ in dense[:5]}
    return {
        "dense": top_dense,
        "dense_margin": margin,
        "coverage": max((c for _, c in lexical), default=0.0),
        "agreement": 1.0 if lexical and dense and lexical[0][0] == dense[0][0] else 0.0,
        "overlap": len(lexical_top & dense_top) / 5.0,
    }


def fit_floor(
    samples: Sequence[tuple[Mapping[str, float], bool]],
    *,
    features: Sequence[str] = FLOOR_FEATURES,
    l2: float = 0.1,
    iterations: int = 50,
) -> FloorModel:
    """Fit the floor's logistic weights on (signals, answerable) pairs by Newton's method
    with a small L2 penalty (not on the bias), then set the threshold that maximises
    balanced accuracy (mean of the answer rate on answerable questions and the abstain
    rate on the others) on the same samples."""
    if not samples or len({label for _, label in samples}) < 2:
        raise ValueError("fitting the floor needs answerable and unanswerable examples")
    names = list(features)
    xs = [[1.0, *(float(s.get(n, 0.0)) for n in names)] for s, _ in samples]
    ys = [1.0 if label else 0.0 for _, label in samples]
    dim = len(names) + 1
    w = [0.0] * dim
    for _ in range(iterations):
        grad = [0.0] * dim
        hess = [[0.0] * dim for _ in range(dim)]
        for x, y in zip(xs, ys, strict=True):
            z = max(-60.0, min(60.0, sum(a * b for a, b in zip(w, x, strict=True))))
            p = 1.0 / (1.0 + math.exp(-z))
            for i in range(dim):
                grad[i] += (p - y) * x[i]
                for j in range(dim):
                    hess[i][j] += p * (1.0 - p) * x[i] * x[j]
        for i in range(1, dim):
            grad[i] += l2 * w[i]
            hess[i][i] += l2
        hess[0][0] += 1e-9
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-8:
            break
    model = FloorModel(weights=dict(zip(names, w[1:], strict=True)), bias=w[0], threshold=0.5)
    scored = [(model.confidence(s), label) for s, label in samples]
    return FloorModel(weights=model.weights, bias=model.bias, threshold=_best_threshold(scored))


def _best_threshold(scored: Sequence[tuple[float, bool]]) -> float:
    positives = sum(1 for _, label in scored if label)
    negatives = len(scored) - positives
    cuts = sorted({c for c, _ in scored})
    best, best_value = 0.5, -1.0
    for low, high in zip([0.0, *cuts], [*cuts, 1.0], strict=True):
        cut = (low + high) / 2.0
        if not 0.0 < cut < 1.0:
            continue
        answered = sum(1 for c, label in scored if label and c >= cut) / positives
        abstained = sum(1 for c, label in scored if not label and c < cut) / negatives
        value = (answered + abstained) / 2.0
        # Ties go to the cut nearest 0.5, so the fitted probabilities keep their meaning.
        if value > best_value + 1e-12 or (
            abs(value - best_value) <= 1e-12 and abs(cut - 0.5) < abs(best - 0.5)
        ):
            best, best_value = cut, value
    return best


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the systems are 6 x 6)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            continue
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    return [m[i][n] / m[i][i] if abs(m[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def floor_for_tenant(conn: Connection, *, default: FloorModel | None = None) -> FloorModel:
    """The tenant's calibrated floor from `tenants.settings["retrieval"]["floor"]` (the
    connection is already scoped to one tenant), else `default`, else the built-in one.
    A malformed stored floor is ignored rather than failing the turn."""
    fallback = default if default is not None else FloorModel()
    row = conn.execute(
        text("SELECT settings -> 'retrieval' -> 'floor' AS floor FROM tenants")
    ).first()
    if row is None or row.floor is None:
        return fallback
    stored = row.floor if isinstance(row.floor, Mapping) else json.loads(row.floor)
    try:
        return FloorModel.from_json(stored)
    except (TypeError, ValueError):
        return fallback


def save_tenant_floor(admin_conn: Connection, tenant_id: UUID, floor: FloorModel) -> None:
    """Store a fitted floor in the tenant's settings (merged, other settings kept). Tenant
    settings are written by the owner connection: the app role may only read them."""
    admin_conn.execute(
        text(
            "UPDATE tenants SET settings = jsonb_set("
            "  jsonb_set(settings, '{retrieval}', coalesce(settings -> 'retrieval', '{}')),"
            "  '{retrieval,floor}', CAST(:floor AS jsonb)) WHERE id = :t"
        ),
        {"floor": json.dumps(floor.to_json()), "t": tenant_id},
    )


_FOLLOW_UP_START: Final = re.compile(
    r"^\s*(and|also|but|so|or|what about|how about|what if|same for|then|ok(ay)?|"
    r"is that|are those|are there|does that|do they|can i|is it|are they)\b",
    re.IGNORECASE,
)
_ANAPHORA: Final = re.compile(
    r"\b(it|its|it's|this|that|these|those|they|them|their|one|ones|there|the same|"
    r"above|mentioned|such)\b",
    re.IGNORECASE,
)


def conversational_query(
    message: RedactedText, previous_customer_turns: Sequence[RedactedText]
) -> RedactedText:
    """The search text for a message in a conversation: a follow-up ("what about for
    electronics?", "how can I create one?") is prefixed with the customer's previous turn,
    so retrieval sees what it is about; a self-contained question is searched alone.

    A message is a follow-up when it is short (at most 8 words), starts like a
    continuation, or refers back (it, that, those, one …) in at most 16 words.
    """
    if not previous_customer_turns:
        return message
    words = message.value.split()
    follow_up = (
        len(words) <= 8
        or bool(_FOLLOW_UP_START.match(message.value))
        or (len(words) <= 16 and bool(_ANAPHORA.search(message.value)))
    )
    if not follow_up:
        return message
    return RedactedText.join((previous_customer_turns[-1], message))
