"""Retrieval evaluation on BEIR-style files: ingest a corpus into a scratch tenant with the
production parser, chunker, redactor and embedder, run every query through the production
retrieval (hybrid, lexical only and dense only, in the same run), and report Recall@1/5/10,
MRR@10, nDCG@10 and the floor's abstain precision/recall.

Files:
- corpus ``{"_id", "text", "title"?}`` (one JSON object a line);
- queries ``{"_id", "text", "conversation"?, "answerability"? | "answerable"?}`` where
  ``conversation`` is ``[{"speaker": "user"|"agent", "text"}, ...]`` ending with this turn,
  ``answerability`` is ANSWERABLE / PARTIAL / UNANSWERABLE / UNDERSPECIFIED (the last two
  should abstain) and ``answerable`` is a boolean;
- qrels ``query-id \\t corpus-id \\t score`` (a header line is skipped);
- owners (optional) ``{"corpus_id", "owner": "shared"|"customer:<name>"|"account:<name>"}``
  or ``{"query_id", "customer": "<name>", "account"?: "<name>"}``: the harness creates those
  customers and accounts in the scratch tenant, searches each query as its customer, and
  counts any result owned by someone else as a leak.

Ingestion calls the same functions as the indexing job (parse → chunk → redact → embed)
and inserts active versions directly, in bulk; it skips the upload's injection screen.
Document ranking: the chunks of one document count once, at their best rank.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import re
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Protocol
from uuid import UUID, uuid4

import numpy as np
from sqlalchemy import Connection, Engine, text

from discreet.knowledge.answerability import JUDGED, answer_signals
from discreet.knowledge.chunking import chunk_id, chunk_sections, embedding_text
from discreet.knowledge.embedding.port import Embedder
from discreet.knowledge.indexing import (
    Begin,
    ChunkRow,
    Redact,
    insert_chunks,
    storable_for,
    vector_literal,
)
from discreet.knowledge.parsing import parse_document
from discreet.knowledge.retrieval import (
    DEFAULT_FUSION,
    FLOOR_FEATURES,
    FloorModel,
    Fusion,
    Mode,
    RetrievalQuery,
    conversational_query,
    fit_floor,
    fused_order,
    retrieve,
    rrf,
    search_dense,
    search_lexical,
)
from discreet.redaction.text import RedactedText
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import create_account, create_customer, create_tenant

__all__ = [
    "CHUNKS_MODE",
    "MODES",
    "STUDY_DEPTH",
    "Bm25Index",
    "ChunkRecord",
    "CorpusDoc",
    "DenseIndex",
    "EvalQuery",
    "EvalReport",
    "ExactCosineIndex",
    "ModeFigures",
    "QueryOutcome",
    "abstention_figures",
    "cross_validated_floor",
    "evaluate",
    "format_report",
    "fuse_documents",
    "ingest_corpus",
    "load_corpus",
    "load_owners",
    "load_qrels",
    "load_queries",
    "ranking_figures",
    "read_chunks",
    "run_queries",
    "sample_corpus",
    "tokens",
]

MODES: Final[tuple[Mode, ...]] = ("hybrid", "lexical", "dense")
CHUNKS_MODE: Final = "hybrid@5 chunks"
"""The ranking figures' name for the hybrid search's first five chunks taken as they come
(several may be one document's): the results' cut before `RetrievalQuery.per_document`."""
_SHOULD_ABSTAIN: Final = frozenset({"UNANSWERABLE", "UNDERSPECIFIED"})
_SHOULD_ANSWER: Final = frozenset({"ANSWERABLE"})
STUDY_DEPTH: Final = 100
"""How many chunks of each half (and of each half's variant) a study run keeps per query."""


@dataclass(frozen=True)
class CorpusDoc:
    id: str
    text: str
    title: str | None = None
    owner: str = "shared"  # "shared" or "customer:<name>" / "account:<name>" before mapping

    def __repr__(self) -> str:
        return f"CorpusDoc(id={self.id!r}, owner={self.owner!r}, text=[{len(self.text)} chars])"


@dataclass(frozen=True)
class EvalQuery:
    id: str
    text: str
    previous_user_turns: tuple[str, ...] = ()
    answerable: bool | None = None  # None: not labelled for abstention (e.g. PARTIAL)
    customer: str | None = None
    account: str | None = None

    def __repr__(self) -> str:
        return f"EvalQuery(id={self.id!r}, answerable={self.answerable})"


@dataclass(frozen=True)
class QueryOutcome:
    query_id: str
    ranked: dict[str, tuple[str, ...]]  # mode -> corpus ids, best first, each once
    # The hybrid search's floor signals, and the answer signals of its best chunks
    # (`answerability.ANSWER_FEATURES`, recorded for study; the floor does not read them)
    signals: dict[str, float]
    confidence: float
    abstained: bool
    answerable: bool | None
    leaks: int
    seconds: float
    # Study runs only: each half's chunk ids, best first (`STUDY_DEPTH` long), under the names
    # "lexical", "lexical_exact", "lexical_bm25" (re-ranked by BM25), "dense", "dense_exact",
    # and "lexical@last"/"dense@last" for the last turn alone (no follow-up rewriting).
    candidates: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class ModeFigures:
    recall_at_1: float
    recall_at_5: float
    recall_at_10: float
    mrr_at_10: float
    ndcg_at_10: float
    queries: int


@dataclass
class EvalReport:
    corpus_docs: int
    chunks: int
    ingest_seconds: float
    figures: dict[str, ModeFigures]
    abstention: dict[str, float]
    floor: dict[str, Any]
    cross_validated: dict[str, float] | None = None
    fitted_floor: dict[str, Any] | None = None
    leaks: int = 0
    query_ms_p50: float = 0.0
    notes: list[str] = field(default_factory=list)
    chunk_documents: dict[str, str] = field(default_factory=dict)  # chunk id -> corpus id

    def to_json(self) -> dict[str, Any]:
        return {
            "corpus_docs": self.corpus_docs,
            "chunks": self.chunks,
            "ingest_seconds": round(self.ingest_seconds, 1),
            "figures": {m: vars(f) for m, f in self.figures.items()},
            "abstention": self.abstention,
            "floor": self.floor,
            "cross_validated": self.cross_validated,
            "fitted_floor": self.fitted_floor,
            "leaks": self.leaks,
            "query_ms_p50": round(self.query_ms_p50, 1),
            "notes": self.notes,
        }


# --- files ---------------------------------------------------------------------------------


def _jsonl(path: Path) -> Iterable[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                if not isinstance(row, dict):
                    raise ValueError(f"{path}: every line must be a JSON object")
                yield row


def load_corpus(path: Path) -> list[CorpusDoc]:
    return [
        CorpusDoc(id=str(r["_id"]), text=str(r["text"]), title=r.get("title") or None)
        for r in _jsonl(path)
    ]


def load_queries(path: Path) -> list[EvalQuery]:
    out = []
    for r in _jsonl(path):
        turns = [t for t in r.get("conversation") or [] if t.get("speaker") == "user"]
        previous = [str(t["text"]) for t in turns]
        if previous and previous[-1].strip() == str(r["text"]).strip():
            previous = previous[:-1]
        answerable: bool | None = None
        if isinstance(r.get("answerable"), bool):
            answerable = bool(r["answerable"])
        elif "answerability" in r:
            label = str(r["answerability"]).upper()
            if label in _SHOULD_ABSTAIN:
                answerable = False
            elif label in _SHOULD_ANSWER:
                answerable = True
        out.append(
            EvalQuery(
                id=str(r["_id"]),
                text=str(r["text"]),
                previous_user_turns=tuple(previous),
                answerable=answerable,
            )
        )
    return out


def load_qrels(path: Path) -> dict[str, dict[str, float]]:
    qrels: dict[str, dict[str, float]] = {}
    with path.open(encoding="utf-8") as fh:
        for line_no, line in enumerate(fh):
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3:
                continue
            try:
                score = float(parts[2])
            except ValueError:
                if line_no == 0:
                    continue  # header
                raise
            if score > 0:
                qrels.setdefault(parts[0], {})[parts[1]] = score
    return qrels


def load_owners(
    path: Path, corpus: Sequence[CorpusDoc], queries: Sequence[EvalQuery]
) -> tuple[list[CorpusDoc], list[EvalQuery]]:
    """Apply an owners file to the corpus and the queries (see the module docstring)."""
    doc_owner: dict[str, str] = {}
    query_owner: dict[str, tuple[str, str | None]] = {}
    for r in _jsonl(path):
        if "corpus_id" in r:
            owner = str(r["owner"])
            if owner != "shared" and not owner.startswith(("customer:", "account:")):
                raise ValueError(f"bad owner {owner!r}")
            doc_owner[str(r["corpus_id"])] = owner
        elif "query_id" in r:
            query_owner[str(r["query_id"])] = (str(r["customer"]), r.get("account"))
    docs = [CorpusDoc(d.id, d.text, d.title, doc_owner.get(d.id, d.owner)) for d in corpus]
    qs = []
    for q in queries:
        customer, account = query_owner.get(q.id, (None, None))
        qs.append(EvalQuery(q.id, q.text, q.previous_user_turns, q.answerable, customer, account))
    return docs, qs


def sample_corpus(
    corpus: Sequence[CorpusDoc],
    queries: Sequence[EvalQuery],
    qrels: Mapping[str, Mapping[str, float]],
    *,
    limit: int,
    seed: int = 13,
) -> list[CorpusDoc]:
    """At most `limit` documents (or every relevant one, if they alone are more): all the
    queries' relevant documents, then a seeded random sample of the rest."""
    wanted = {cid for q in queries for cid in qrels.get(q.id, {})}
    relevant = [d for d in corpus if d.id in wanted]
    others = [d for d in corpus if d.id not in wanted]
    random.Random(seed).shuffle(others)  # noqa: S311 -- reproducible sampling, not secrecy
    return relevant + others[: max(0, limit - len(relevant))]


# --- ingestion -----------------------------------------------------------------------------


def _source(doc: CorpusDoc) -> bytes:
    body = doc.text if not doc.title else f"# {doc.title}\n\n{doc.text}"
    return body.encode("utf-8")


def ingest_corpus(
    begin: Begin,
    *,
    tenant_id: UUID,
    corpus: Sequence[CorpusDoc],
    owners: Mapping[str, str],
    embedder: Embedder,
    redact: Redact,
    scope: str = "general",
    max_words: int | None = None,
    overlap_words: int | None = None,
    headings: bool = True,
    batch: int = 64,
) -> tuple[dict[UUID, str], int]:
    """Index `corpus` as active documents of `tenant_id`; returns (document id → corpus id,
    chunk count). `owners` maps an owner of the file ("customer:alice") to the stored one
    ("customer:<uuid>"). Chunking parameters default to the production ones; `headings`
    False embeds each chunk without its heading path (a stage of the study)."""
    chunking: dict[str, int] = {}
    if max_words is not None:
        chunking["max_words"] = max_words
    if overlap_words is not None:
        chunking["overlap_words"] = overlap_words
    mapping: dict[UUID, str] = {}
    pending: list[tuple[UUID, int, str, RedactedText, RedactedText]] = []
    chunk_total = 0
    for start in range(0, len(corpus), batch):
        part = corpus[start : start + batch]
        pending.clear()
        to_embed: list[RedactedText] = []
        docs_rows = []
        for doc in part:
            data = _source(doc)
            parsed = parse_document(data, filename=f"{_safe_name(doc.id)}.md")
            document_id = uuid4()
            mapping[document_id] = doc.id
            docs_rows.append((document_id, doc, data, parsed.title))
            # As the indexing job: a shared document verbatim, a customer's redacted.
            storable = storable_for(doc.owner, redact)
            for draft in chunk_sections(parsed.sections, **chunking):
                body = storable(draft.text)
                section = storable(" > ".join(draft.heading_path))
                pending.append((document_id, draft.ordinal, body.value, section, body))
                to_embed.append(storable(embedding_text(draft) if headings else draft.text))
        vectors = embedder.embed(to_embed)
        with begin() as conn:
            for document_id, doc, data, title in docs_rows:
                owner = owners.get(doc.owner, doc.owner)
                conn.execute(
                    text(
                        "INSERT INTO documents (id, tenant_id, title, scope, owner, "
                        "current_version, active_version) VALUES (:d, :t, :title, :s, :o, 1, 1)"
                    ),
                    {
                        "d": document_id,
                        "t": tenant_id,
                        "title": storable_for(doc.owner, redact)(
                            (title or doc.title or doc.id)[:200]
                        ).value,
                        "s": scope,
                        "o": owner,
                    },
                )
                conn.execute(
                    text(
                        "INSERT INTO document_versions (tenant_id, document_id, version, "
                        "status, filename, blob_key, sha256, size_bytes, indexed_at, "
                        "activated_at) VALUES (:t, :d, 1, 'active', :f, :b, :h, :n, now(), "
                        "now())"
                    ),
                    {
                        "t": tenant_id,
                        "d": document_id,
                        "f": f"{_safe_name(doc.id)}.md",
                        "b": f"eval/{document_id}",
                        "h": hashlib.sha256(data).hexdigest(),
                        "n": len(data),
                    },
                )
            by_document: dict[UUID, list[ChunkRow]] = {}
            for (document_id, ordinal, body_value, section, _), vector in zip(
                pending, vectors, strict=True
            ):
                by_document.setdefault(document_id, []).append(
                    ChunkRow(
                        id=chunk_id(str(document_id), 1, ordinal, body_value),
                        ordinal=ordinal,
                        section=section.value,
                        text=body_value,
                        vector=vector_literal(vector),
                    )
                )
            for document_id, rows in by_document.items():
                insert_chunks(
                    conn,
                    tenant_id=tenant_id,
                    document_id=document_id,
                    version=1,
                    rows=rows,
                    model_id=embedder.model_id,
                )
            conn.commit()
        chunk_total += len(pending)
    return mapping, chunk_total


def _safe_name(value: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in value)[:80] or "doc"


# --- the peer: what a team builds in an afternoon with the same embeddings ----------------


@dataclass(frozen=True)
class ChunkRecord:
    """A stored chunk as the peer indexes it: its text and vector as stored, its owner."""

    id: str
    document: str  # corpus id
    owner: str
    text: str
    vector: tuple[float, ...]

    def __repr__(self) -> str:
        return f"ChunkRecord(id={self.id!r}, document={self.document!r}, owner={self.owner!r})"


def read_chunks(conn: Connection, documents: Mapping[UUID, str]) -> list[ChunkRecord]:
    """Every chunk of the (scratch) tenant with its document's corpus id and owner."""
    rows = conn.execute(
        text(
            "SELECT c.id, c.document_id, d.owner, c.text, c.embedding::text AS v "
            "FROM chunks c JOIN documents d ON d.id = c.document_id ORDER BY c.id"
        )
    ).all()
    return [
        ChunkRecord(
            id=r.id,
            document=documents.get(r.document_id, "?"),
            owner=r.owner,
            text=r.text,
            vector=tuple(float(x) for x in json.loads(r.v)),
        )
        for r in rows
    ]


_STOPWORDS: Final = frozenset(
    "a an and are as at be by can do does for from how i if in is it its me my of on or so "
    "that the their there these this to was what when where which who why will with you "
    "your".split()
)
_TOKEN = re.compile(r"[a-z0-9]+")


def tokens(value: str) -> list[str]:
    """The peer's BM25 tokens: lower-cased runs of letters and digits, common words out."""
    return [t for t in _TOKEN.findall(value.lower()) if t not in _STOPWORDS]


class Bm25Index:
    """Okapi BM25 (k1 = 1.2, b = 0.75) over chunk texts, filtered by owner at query time."""

    def __init__(self, chunks: Sequence[ChunkRecord], *, k1: float = 1.2, b: float = 0.75):
        self._chunks = list(chunks)
        self._tf = [Counter(tokens(c.text)) for c in self._chunks]
        self._len = [sum(tf.values()) for tf in self._tf]
        self._avg = (sum(self._len) / len(self._len)) if self._len else 1.0
        df: Counter[str] = Counter()
        for tf in self._tf:
            df.update(tf.keys())
        n = len(self._chunks)
        self._idf = {t: math.log(1.0 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self._postings: dict[str, list[int]] = {}
        for i, tf in enumerate(self._tf):
            for t in tf:
                self._postings.setdefault(t, []).append(i)
        self._k1, self._b = k1, b

    def search(self, query: str, owners: Sequence[str], k: int) -> list[str]:
        allowed = set(owners)
        scores: dict[int, float] = {}
        for t in set(tokens(query)):
            idf = self._idf.get(t)
            if idf is None:
                continue
            for i in self._postings[t]:
                if self._chunks[i].owner not in allowed:
                    continue
                f = self._tf[i][t]
                norm = self._k1 * (1.0 - self._b + self._b * self._len[i] / self._avg)
                scores[i] = scores.get(i, 0.0) + idf * f * (self._k1 + 1.0) / (f + norm)
        best = sorted(scores, key=lambda i: (-scores[i], self._chunks[i].id))[:k]
        return [self._chunks[i].id for i in best]


class DenseIndex(Protocol):
    """A dense-only index of the same chunks and vectors (the peer's second half)."""

    name: str

    def search(self, vector: Sequence[float], owners: Sequence[str], k: int) -> list[str]: ...


class ExactCosineIndex:
    """Exact cosine over the stored vectors with numpy: what a vector store's flat index
    returns (the peer, where no vector store is installed)."""

    name = "numpy-cosine"

    def __init__(self, chunks: Sequence[ChunkRecord]):
        self._ids = [c.id for c in chunks]
        self._owners = np.array([c.owner for c in chunks], dtype=object)
        matrix = np.array([c.vector for c in chunks], dtype=np.float32).reshape(len(chunks), -1)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        self._matrix = matrix / np.maximum(norms, 1e-12)

    def search(self, vector: Sequence[float], owners: Sequence[str], k: int) -> list[str]:
        if not self._ids:
            return []
        q = np.asarray(vector, dtype=np.float32)
        q = q / max(float(np.linalg.norm(q)), 1e-12)
        scores = self._matrix @ q
        allowed = np.isin(self._owners, list(owners))
        order = [i for i in np.argsort(-scores, kind="stable") if allowed[i]][:k]
        return [self._ids[i] for i in order]


def fuse_documents(
    candidates: Mapping[str, Sequence[str]],
    chunk_documents: Mapping[str, str],
    fusion: Fusion,
    *,
    lexical: str = "lexical",
    dense: str = "dense",
    depth: int = 10,
) -> tuple[str, ...]:
    """Offline replay of `retrieve`'s fusion on stored candidate lists: each half's best
    `per_half` chunks, weighted RRF, then corpus ids best first (a document at its best
    chunk's rank), at most `depth`. With `fusion.lexical_bm25` the "lexical" list is read
    as "lexical_bm25"."""
    if fusion.lexical_bm25 and lexical == "lexical":
        lexical = "lexical_bm25"
    dense_ids = list(candidates.get(dense, ()))[: fusion.per_half]
    fused = rrf(
        [list(candidates.get(lexical, ()))[: fusion.per_half], dense_ids],
        fusion.k,
        [fusion.lexical_weight, fusion.dense_weight],
    )
    seen: dict[str, None] = {}
    for cid in fused_order(fused, dense_ids):
        seen.setdefault(chunk_documents.get(cid, "?"), None)
        if len(seen) >= depth:
            break
    return tuple(seen)


# --- running -------------------------------------------------------------------------------


def run_queries(
    begin: Begin,
    *,
    queries: Sequence[EvalQuery],
    documents: Mapping[UUID, str],
    owners_for: Callable[[EvalQuery], tuple[str, ...]],
    embedder: Embedder,
    redact: Redact,
    floor: FloorModel,
    scopes: tuple[str, ...] = ("general",),
    conversational: bool = True,
    depth: int = 30,
    fusion: Fusion = DEFAULT_FUSION,
    study: bool = False,
    peer: tuple[Bm25Index, DenseIndex] | None = None,
    chunk_documents: Mapping[str, str] | None = None,
) -> list[QueryOutcome]:
    """Each query once per mode, through `retrieve`; corpus ids ranked best first.

    `study` also keeps each half's candidates (approximate and exact, with and without
    follow-up rewriting) for offline replays, and ranks the documents of the hybrid
    search's first five chunks as `CHUNKS_MODE`; `peer` (BM25, dense index) ranks the same
    query over the same chunks under the modes "bm25", its dense index's name and
    "bm25+<name>" (their RRF, k = 60), mapped to corpus ids by `chunk_documents`.
    """
    outcomes = []
    for q in queries:
        message = redact(q.text)
        previous = [redact(t) for t in q.previous_user_turns]
        search_text = conversational_query(message, previous) if conversational else message
        allowed = owners_for(q)
        query = RetrievalQuery(text=search_text, scopes=scopes, owners=allowed, top_k=depth)
        ranked: dict[str, tuple[str, ...]] = {}
        candidates: dict[str, tuple[str, ...]] = {}
        started = time.perf_counter()
        leaks = 0
        hybrid = None
        with begin() as conn:
            for mode in MODES:
                result = retrieve(
                    conn,
                    query,
                    embedder=embedder,
                    floor=floor,
                    candidates=max(depth, fusion.per_half),
                    mode=mode,
                    fusion=fusion,
                )
                leaks += sum(1 for r in result.results if r.owner not in allowed)
                seen: dict[str, None] = {}
                for r in result.results:
                    seen.setdefault(documents.get(r.document_id, "?"), None)
                ranked[mode] = tuple(seen)
                if mode == "hybrid":
                    hybrid = result
                if mode == "hybrid" and study:
                    # The documents of the first five chunks, any number from one page: what
                    # a search for five results returns without `per_document`.
                    ranked[CHUNKS_MODE] = tuple(
                        dict.fromkeys(documents.get(r.document_id, "?") for r in result.results[:5])
                    )
            elapsed = time.perf_counter() - started
            assert hybrid is not None
            # Recorded beside the floor's signals, not used by it (see `answerability`).
            answer = answer_signals(
                conn,
                search_text.value,
                allowed,
                [(r.chunk_id, r.text.value) for r in hybrid.results[:JUDGED]],
            )
            if study:
                candidates = _study_candidates(
                    conn, query, message, embedder=embedder, rewritten=search_text != message
                )
        if peer is not None:
            ranked |= _peer_ranking(
                peer,
                search_text.value,
                embedder.embed_query(search_text),
                allowed,
                chunk_documents or {},
            )
        outcomes.append(
            QueryOutcome(
                query_id=q.id,
                ranked=ranked,
                signals=dict(hybrid.signals) | answer,
                confidence=hybrid.confidence,
                abstained=hybrid.abstained,
                answerable=q.answerable,
                leaks=leaks,
                seconds=elapsed,
                candidates=candidates,
            )
        )
    return outcomes


def _study_candidates(
    conn: Connection,
    query: RetrievalQuery,
    message: RedactedText,
    *,
    embedder: Embedder,
    rewritten: bool,
) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    variants = [("", query)]
    if rewritten:
        variants.append(("@last", RetrievalQuery(message, query.scopes, query.owners)))
    for suffix, variant in variants:
        vector = embedder.embed_query(variant.text)
        for exact in (False, True) if not suffix else (False,):
            tag = "_exact" if exact else ""
            dense = search_dense(
                conn,
                variant,
                vector=vector,
                model=embedder.model_id,
                candidates=STUDY_DEPTH,
                exact=exact,
            )
            dense_ids = [cid for cid, _ in dense]
            lexical = search_lexical(
                conn, variant, candidates=STUDY_DEPTH, exact=exact, dense=dense_ids
            )
            out[f"lexical{tag}{suffix}"] = tuple(cid for cid, _ in lexical)
            out[f"dense{tag}{suffix}"] = tuple(dense_ids)
            if not suffix and not exact:
                rescored = search_lexical(
                    conn, variant, candidates=STUDY_DEPTH, bm25=True, dense=dense_ids
                )
                out["lexical_bm25"] = tuple(cid for cid, _ in rescored)
    if not rewritten:
        out["lexical@last"] = out["lexical"]
        out["dense@last"] = out["dense"]
    return out


def _peer_ranking(
    peer: tuple[Bm25Index, DenseIndex],
    query: str,
    vector: Sequence[float],
    owners: Sequence[str],
    chunk_documents: Mapping[str, str],
    depth: int = 30,
) -> dict[str, tuple[str, ...]]:
    bm25, dense = peer
    lists = {
        "bm25": bm25.search(query, owners, depth),
        dense.name: dense.search(vector, owners, depth),
    }
    fused = rrf(list(lists.values()))
    lists[f"bm25+{dense.name}"] = sorted(fused, key=lambda c: (-fused[c], c))
    out: dict[str, tuple[str, ...]] = {}
    for name, chunk_ids in lists.items():
        seen: dict[str, None] = {}
        for cid in chunk_ids:
            seen.setdefault(chunk_documents.get(cid, "?"), None)
        out[name] = tuple(seen)
    return out


def ranking_figures(
    outcomes: Sequence[QueryOutcome], qrels: Mapping[str, Mapping[str, float]], mode: str
) -> ModeFigures:
    """Means over the queries that have relevant documents."""
    r1 = r5 = r10 = mrr = ndcg = 0.0
    n = 0
    for o in outcomes:
        relevant = qrels.get(o.query_id)
        if not relevant:
            continue
        n += 1
        ranked = list(o.ranked.get(mode, ()))[:10]
        hits = [cid in relevant for cid in ranked]
        r1 += sum(hits[:1]) / len(relevant)
        r5 += sum(hits[:5]) / len(relevant)
        r10 += sum(hits[:10]) / len(relevant)
        mrr += next((1.0 / (i + 1) for i, hit in enumerate(hits) if hit), 0.0)
        dcg = sum(relevant.get(cid, 0.0) / math.log2(i + 2) for i, cid in enumerate(ranked))
        ideal = sorted(relevant.values(), reverse=True)[:10]
        idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
        ndcg += dcg / idcg if idcg else 0.0
    d = max(n, 1)
    return ModeFigures(
        recall_at_1=round(r1 / d, 4),
        recall_at_5=round(r5 / d, 4),
        recall_at_10=round(r10 / d, 4),
        mrr_at_10=round(mrr / d, 4),
        ndcg_at_10=round(ndcg / d, 4),
        queries=n,
    )


def abstention_figures(decisions: Sequence[tuple[bool, bool]]) -> dict[str, float]:
    """From (abstained, answerable) pairs: abstain precision and recall (positive class:
    should abstain), and the share of answerable questions answered."""
    tp = sum(1 for a, ok in decisions if a and not ok)
    fp = sum(1 for a, ok in decisions if a and ok)
    fn = sum(1 for a, ok in decisions if not a and not ok)
    answerable = sum(1 for _, ok in decisions if ok)
    answered = sum(1 for a, ok in decisions if ok and not a)
    return {
        "abstain_precision": round(tp / (tp + fp), 4) if tp + fp else 0.0,
        "abstain_recall": round(tp / (tp + fn), 4) if tp + fn else 0.0,
        "answer_rate_on_answerable": round(answered / answerable, 4) if answerable else 0.0,
        "unanswerable": float(tp + fn),
        "answerable": float(answerable),
    }


def cross_validated_floor(
    samples: Sequence[tuple[Mapping[str, float], bool]],
    *,
    folds: int = 5,
    seed: int = 7,
    features: Sequence[str] = FLOOR_FEATURES,
) -> dict[str, float]:
    """Abstention figures of floors (over `features`) fitted on k-1 folds and applied to the
    held-out fold."""
    order = list(range(len(samples)))
    random.Random(seed).shuffle(order)  # noqa: S311 -- reproducible folds, not secrecy
    decisions: list[tuple[bool, bool]] = []
    for f in range(folds):
        held = {i for k, i in enumerate(order) if k % folds == f}
        train = [samples[i] for i in order if i not in held]
        model = fit_floor(train, features=features)
        for i in held:
            signals, label = samples[i]
            decisions.append((model.confidence(signals) < model.threshold, label))
    return abstention_figures(decisions)


def format_report(report: EvalReport) -> str:
    lines = [
        f"corpus: {report.corpus_docs} documents, {report.chunks} chunks "
        f"(ingested in {report.ingest_seconds:.0f} s); query p50 {report.query_ms_p50:.0f} ms "
        "(three modes)",
        "",
        f"{'mode':8} {'R@1':>7} {'R@5':>7} {'R@10':>7} {'MRR@10':>7} {'nDCG@10':>8} {'n':>4}",
    ]
    for mode, f in report.figures.items():
        lines.append(
            f"{mode:8} {f.recall_at_1:7.4f} {f.recall_at_5:7.4f} {f.recall_at_10:7.4f} "
            f"{f.mrr_at_10:7.4f} {f.ndcg_at_10:8.4f} {f.queries:4d}"
        )
    a = report.abstention
    lines += [
        "",
        f"floor {json.dumps(report.floor)}",
        f"abstention: precision {a['abstain_precision']:.3f}, recall {a['abstain_recall']:.3f}, "
        f"answered {a['answer_rate_on_answerable']:.3f} of answerable "
        f"({a['unanswerable']:.0f} unanswerable, {a['answerable']:.0f} answerable)",
    ]
    if report.fitted_floor is not None:
        lines.append(f"fitted floor {json.dumps(report.fitted_floor)}")
    if report.cross_validated is not None:
        c = report.cross_validated
        lines.append(
            f"fitted floor, 5-fold cross-validated: precision {c['abstain_precision']:.3f}, "
            f"recall {c['abstain_recall']:.3f}, answered {c['answer_rate_on_answerable']:.3f}"
        )
    lines.append(f"owner leaks: {report.leaks}")
    lines += report.notes
    return "\n".join(lines)


# --- the whole run -------------------------------------------------------------------------


def evaluate(
    *,
    engine: Engine,
    admin_engine: Engine,
    embedder: Embedder,
    redact: Redact,
    corpus_path: Path,
    queries_path: Path,
    qrels_path: Path,
    owners_path: Path | None = None,
    limit: int | None = None,
    floor: FloorModel | None = None,
    fit: bool = False,
    conversational: bool = True,
    max_words: int | None = None,
    overlap_words: int | None = None,
    headings: bool = True,
    keep_tenant: bool = False,
    progress: Callable[[str], None] | None = None,
    fusion: Fusion = DEFAULT_FUSION,
    study: bool = False,
    peer: Callable[[Sequence[ChunkRecord]], DenseIndex] | None = None,
) -> tuple[EvalReport, list[QueryOutcome]]:
    """Ingest into a new scratch tenant, run every query in the three modes, report; the
    scratch tenant is dropped afterwards unless `keep_tenant`. `study` keeps each query's
    candidate lists (see `run_queries`); `peer` builds the dense index of the peer (BM25
    beside it, their fusion) from the stored chunks, and its modes join the report."""
    say = progress or (lambda _msg: None)
    corpus = load_corpus(corpus_path)
    queries = load_queries(queries_path)
    qrels = load_qrels(qrels_path)
    if owners_path is not None:
        corpus, queries = load_owners(owners_path, corpus, queries)
    notes = []
    if limit is not None and limit < len(corpus):
        corpus = sample_corpus(corpus, queries, qrels, limit=limit)
        notes.append(
            f"sampled corpus: {len(corpus)} documents (every relevant one kept) of "
            f"{len(load_corpus(corpus_path))}"
        )
    floor = floor or FloorModel()
    with admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"eval-{uuid4().hex[:12]}")

    @contextmanager
    def begin() -> Iterator[Connection]:
        with UnitOfWork(engine, tenant_id) as uow:
            yield uow.conn

    try:
        customers: dict[str, UUID] = {}
        accounts: dict[str, UUID] = {}
        with begin() as conn:
            for q in queries:
                if q.account and q.account not in accounts:
                    accounts[q.account] = create_account(
                        conn, tenant_id=tenant_id, external_id=f"acct-{q.account}"
                    )
                if q.customer and q.customer not in customers:
                    customers[q.customer] = create_customer(
                        conn,
                        tenant_id=tenant_id,
                        external_id=f"cust-{q.customer}",
                        account_id=accounts.get(q.account) if q.account else None,
                    )
            for d in corpus:
                kind, _, name = d.owner.partition(":")
                if kind == "customer" and name not in customers:
                    customers[name] = create_customer(
                        conn, tenant_id=tenant_id, external_id=f"cust-{name}", account_id=None
                    )
                if kind == "account" and name not in accounts:
                    accounts[name] = create_account(
                        conn, tenant_id=tenant_id, external_id=f"acct-{name}"
                    )
            conn.commit()
        owner_map = {f"customer:{k}": f"customer:{v}" for k, v in customers.items()}
        owner_map |= {f"account:{k}": f"account:{v}" for k, v in accounts.items()}

        say(f"ingesting {len(corpus)} documents")
        started = time.perf_counter()
        documents, chunks = ingest_corpus(
            begin,
            tenant_id=tenant_id,
            corpus=corpus,
            owners=owner_map,
            embedder=embedder,
            redact=redact,
            max_words=max_words,
            overlap_words=overlap_words,
            headings=headings,
        )
        ingest_seconds = time.perf_counter() - started
        with admin_engine.begin() as admin:
            admin.execute(text("ANALYZE chunks"))
            admin.execute(text("ANALYZE documents"))

        def owners_for(q: EvalQuery) -> tuple[str, ...]:
            allowed = ["shared"]
            if q.customer:
                allowed.append(owner_map[f"customer:{q.customer}"])
            if q.account:
                allowed.append(owner_map[f"account:{q.account}"])
            return tuple(allowed)

        with begin() as conn:
            stored = read_chunks(conn, documents)
        chunk_documents = {c.id: c.document for c in stored}
        peer_indexes: tuple[Bm25Index, DenseIndex] | None = None
        if peer is not None:
            say(f"indexing {len(stored)} chunks in the peer")
            peer_indexes = (Bm25Index(stored), peer(stored))
        say(f"running {len(queries)} queries x {len(MODES)} modes")
        outcomes = run_queries(
            begin,
            queries=queries,
            documents=documents,
            owners_for=owners_for,
            embedder=embedder,
            redact=redact,
            floor=floor,
            conversational=conversational,
            fusion=fusion,
            study=study,
            peer=peer_indexes,
            chunk_documents=chunk_documents,
        )
    finally:
        if not keep_tenant:
            with admin_engine.begin() as admin:
                admin.execute(text("DELETE FROM tenants WHERE id = :t"), {"t": tenant_id})

    labelled = [(o.signals, o.answerable) for o in outcomes if o.answerable is not None]
    samples = [(s, bool(a)) for s, a in labelled]
    report = EvalReport(
        corpus_docs=len(corpus),
        chunks=chunks,
        ingest_seconds=ingest_seconds,
        figures={
            m: ranking_figures(outcomes, qrels, m)
            for m in dict.fromkeys(m for o in outcomes[:1] for m in o.ranked)
        },
        abstention=abstention_figures(
            [(o.abstained, bool(o.answerable)) for o in outcomes if o.answerable is not None]
        ),
        floor=floor.to_json(),
        leaks=sum(o.leaks for o in outcomes),
        query_ms_p50=sorted(o.seconds for o in outcomes)[len(outcomes) // 2] * 1000
        if outcomes
        else 0.0,
        notes=notes,
        chunk_documents=chunk_documents,
    )
    if fit and len({a for _, a in samples}) == 2:
        fitted = fit_floor(samples)
        report.fitted_floor = fitted.to_json()
        report.cross_validated = cross_validated_floor(samples)
    return report, outcomes
