"""Search latency, query embedding included, at 10k and 100k chunks on the embedded default
(embedded PostgreSQL + pgvector 0.6 HNSW, MiniLM on the CPU).

Synthetic chunks: the *text* of each chunk is 3-5 sentences drawn from the mtrag_cloud
development corpus (so the tsvectors and the lexical half are realistic); its *vector* is
a real MiniLM embedding of one of a few hundred of those sentences plus Gaussian noise,
re-normalised (clustered like real data; embedding 100k texts on 2 cores would take
hours). 10 chunks a document, 8 scopes, 5% of documents owned by one of 50 customers.

Each search runs the production `retrieve` (lexical + dense + fusion + floor) inside a
tenant transaction, as customer 0 (shared + own documents), every scope; queries are the
development set's questions, embedded uncached (the embedder's cache is cleared per query),
then once more cached.

Each size prints the production path (the query embedded on a thread while the lexical
half runs), the same with the embedding done first (the search before the two overlapped),
and with `--compare` the exact lexical scan under RLS (the candidate path of migration 0009
switched off), with `--compare-rounds` the lexical candidates searched as migration 0009
did (every round re-reading the chunks of the rounds before it; 0014 reads each once), and
with `--compare-per-document` the search as `POST /v1/search` runs it (one result a
document), each as a ratio to the production path, all in one run on the same data.

    .venv/bin/python benchmarks/search_latency_bench.py [--sizes 10000,100000] [--queries 100]
        [--compare] [--compare-rounds] [--compare-fusion] [--compare-per-document]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import tempfile
import time
from importlib import import_module
from pathlib import Path
from uuid import UUID, uuid4

import numpy as np
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.knowledge import retrieval
from discreet.knowledge.embedding.minilm import MiniLMEmbedder
from discreet.knowledge.indexing import vector_literal
from discreet.knowledge.retrieval import (
    DEFAULT_FUSION,
    FloorModel,
    Fusion,
    RetrievalQuery,
    retrieve,
)
from discreet.redaction import build_redactor
from discreet.storage.engine import UnitOfWork
from discreet.storage.migrations.idioms import or_replace
from discreet.tenancy.directory import create_customer, create_tenant

__all__: list[str] = []

_0009 = import_module("discreet.storage.migrations.versions.0009_lexical_terms")
_0014 = import_module("discreet.storage.migrations.versions.0014_lexical_rounds")
DEV = Path(__file__).resolve().parents[2] / "shared" / "data" / "retrieval" / "mtrag_cloud"
SCOPES = [f"scope{i}" for i in range(8)]
INDEX_DDL = (
    "CREATE INDEX chunks_embedding_minilm_hnsw ON chunks "
    "USING hnsw ((embedding::vector(384)) vector_cosine_ops) "
    "WITH (m = 16, ef_construction = 64) "
    "WHERE embedding_model = 'all-MiniLM-L6-v2@1'"
)


def _sentences(limit: int) -> list[str]:
    out: list[str] = []
    for line in (DEV / "corpus.jsonl").open(encoding="utf-8"):
        for s in re.split(r"(?<=[.!?])\s+|\n+", json.loads(line)["text"]):
            s = " ".join(s.split())
            if 6 <= len(s.split()) <= 40:
                out.append(s)
    random.Random(1).shuffle(out)
    return out[:limit]


def _load(
    container: Container,
    tenant_id: UUID,
    customers: list[UUID],
    start: int,
    stop: int,
    pool: list[str],
    base: np.ndarray,
    rng: np.random.Generator,
    model_id: str,
) -> None:
    per_doc = 10
    with container.admin_engine.begin() as conn:
        for doc_start in range(start, stop, per_doc * 200):
            docs, versions, chunks = [], [], []
            for d in range(doc_start, min(stop, doc_start + per_doc * 200), per_doc):
                doc_id = uuid4()
                owner = (
                    f"customer:{customers[d // per_doc % len(customers)]}"
                    if (d // per_doc) % 20 == 0
                    else "shared"
                )
                docs.append(
                    {"d": doc_id, "t": tenant_id, "s": SCOPES[d // per_doc % 8], "o": owner}
                )
                versions.append({"d": doc_id, "t": tenant_id})
                picks = rng.integers(0, len(base), size=per_doc)
                noise = rng.normal(0, 0.35 / np.sqrt(384), size=(per_doc, 384)).astype(np.float32)
                vectors = base[picks] + noise
                vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
                for o in range(per_doc):
                    body = " ".join(random.sample(pool, random.randint(3, 5)))
                    chunks.append((uuid4().hex, doc_id, o, body, vector_literal(vectors[o])))
            conn.execute(
                text(
                    "INSERT INTO documents (id, tenant_id, title, scope, owner, current_version, "
                    "active_version) VALUES (:d, :t, 'synthetic', :s, :o, 1, 1)"
                ),
                docs,
            )
            conn.execute(
                text(
                    "INSERT INTO document_versions (tenant_id, document_id, version, status, "
                    "filename, blob_key, sha256, size_bytes) VALUES (:t, :d, 1, 'active', "
                    "'s.md', 'synthetic', 'x', 1)"
                ),
                versions,
            )
            # One statement per batch, as `insert_chunks` does per document: the term
            # statistics trigger (migration 0009) fires once per statement.
            ids, doc_ids, ordinals, bodies, literals = zip(*chunks, strict=True)
            conn.execute(
                text(
                    "INSERT INTO chunks (id, tenant_id, document_id, version, ordinal, section, "
                    "text, embedding, embedding_model) "
                    "SELECT u.id, :t, u.d, 1, u.o, '', u.x, CAST(u.e AS vector), :m "
                    "FROM unnest(CAST(:ids AS text[]), CAST(:docs AS uuid[]), "
                    "CAST(:ordinals AS int[]), CAST(:bodies AS text[]), CAST(:vectors AS text[])) "
                    "AS u(id, d, o, x, e)"
                ),
                {
                    "t": tenant_id,
                    "m": model_id,
                    "ids": list(ids),
                    "docs": list(doc_ids),
                    "ordinals": list(ordinals),
                    "bodies": list(bodies),
                    "vectors": list(literals),
                },
            )


LABELS = {
    "rescan": "as concurrent, rounds re-read (0009)    ",
    "exact": "exact lexical scan, concurrent embedding  ",
    "sequential": "GIN candidates, embedding then search    ",
    "concurrent": "GIN candidates, concurrent embedding     ",
    "first-fusion": "as concurrent, fusion as first shipped  ",
    "bm25": "as concurrent, lexical half BM25-ranked ",
    "per-document": "as concurrent, one result a document   ",
}
FUSIONS = {"first-fusion": Fusion(), "bm25": Fusion(lexical_bm25=True)}


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--home", default=None)
    parser.add_argument(
        "--compare", action="store_true", help="also time the exact lexical scan (before 0007)"
    )
    parser.add_argument(
        "--compare-rounds",
        action="store_true",
        help="also time the lexical candidates as migration 0009 searched them (each round "
        "re-reading the chunks of the rounds before it)",
    )
    parser.add_argument(
        "--compare-fusion",
        action="store_true",
        help="also time the fusion as first shipped (k 60, 1:1, 30 each, no BM25 re-ranking) "
        "and with the lexical half re-ranked by BM25",
    )
    parser.add_argument(
        "--compare-per-document",
        action="store_true",
        help="also time the search as POST /v1/search runs it: one result a document "
        "(`RetrievalQuery.per_document`), which looks up the fused chunks' documents",
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]

    home = Path(args.home or tempfile.mkdtemp(prefix="dsb-", dir="/tmp"))
    container = Container.build(Settings(DISCREET_HOME=home, DISCREET_ENV="test"))
    embedder = MiniLMEmbedder()
    redactor = build_redactor(use_ner=False)
    queries = [json.loads(line)["text"] for line in (DEV / "queries.jsonl").open(encoding="utf-8")][
        : args.queries
    ]
    pool = _sentences(5000)
    t0 = time.perf_counter()
    base = embedder.embed_array(pool[:300])
    print(f"embedded 300 base sentences in {time.perf_counter() - t0:.1f} s")
    rng = np.random.default_rng(7)
    random.seed(7)

    with container.admin_engine.begin() as conn:
        tenant_id = create_tenant(conn, f"bench-{uuid4().hex[:8]}")
    with UnitOfWork(container.engine, tenant_id) as uow:
        customers = [
            create_customer(uow.conn, tenant_id=tenant_id, external_id=f"c{i}") for i in range(50)
        ]
        uow.commit()
    owners = ("shared", f"customer:{customers[0]}")

    loaded = 0
    for size in sizes:
        with container.admin_engine.begin() as conn:
            conn.execute(text("DROP INDEX IF EXISTS chunks_embedding_minilm_hnsw"))
        t0 = time.perf_counter()
        _load(container, tenant_id, customers, loaded, size, pool, base, rng, embedder.model_id)
        loaded = size
        t1 = time.perf_counter()
        with container.admin_engine.begin() as conn:
            conn.execute(text("SET maintenance_work_mem = '512MB'"))
            conn.execute(text(INDEX_DDL))
            conn.execute(text("ANALYZE chunks"))
            conn.execute(text("ANALYZE documents"))
        t2 = time.perf_counter()
        print(f"\n{size} chunks: loaded in {t1 - t0:.0f} s, HNSW built in {t2 - t1:.0f} s")

        def run(variant: str) -> tuple[list[float], list[float], int]:
            """Total search time per query and the embedding's own time.

            - "concurrent": `retrieve` with the query vector not cached, so it embeds the
              query on its thread pool while the lexical half runs (the production path);
            - "sequential": the query embedded first, then `retrieve` (finding the vector
              cached): what the search cost before the two overlapped;
            - "exact": as "concurrent" with the candidate path off (no prefixes), so the
              lexical half is the exact scan under RLS;
            - "first-fusion": as "concurrent" with `Fusion()` (no BM25 re-ranking);
            - "bm25": as "concurrent" with `Fusion(lexical_bm25=True)`;
            - "rescan": as "concurrent" with migration 0009's `discreet_lexical_candidates`;
            - "per-document": as "concurrent" with one result a document (the search API's
              default; the chat turn keeps every chunk).
            """
            prefixes = retrieval.LEXICAL_PREFIXES
            retrieval.LEXICAL_PREFIXES = () if variant == "exact" else prefixes
            if variant == "rescan":
                with container.admin_engine.begin() as conn:
                    conn.execute(text(or_replace(_0009.CANDIDATES)))
            totals, embeds, short = [], [], 0
            try:
                for q in queries:
                    redacted = redactor.redact(q).text
                    embedder._query_cache.cache_clear()  # measure uncached
                    started = time.perf_counter()
                    if variant == "sequential":
                        embedder.embed_query(redacted)
                    embedded = time.perf_counter()
                    with UnitOfWork(container.engine, tenant_id) as uow:
                        result = retrieve(
                            uow.conn,
                            RetrievalQuery(
                                text=redacted,
                                scopes=tuple(SCOPES),
                                owners=owners,
                                top_k=5,
                                per_document=1 if variant == "per-document" else None,
                            ),
                            embedder=embedder,
                            floor=FloorModel(),
                            fusion=FUSIONS.get(variant, DEFAULT_FUSION),
                        )
                    done = time.perf_counter()
                    short += len(result.results) < 5
                    if variant == "sequential":
                        embeds.append((embedded - started) * 1000)
                    totals.append((done - started) * 1000)
            finally:
                retrieval.LEXICAL_PREFIXES = prefixes
                if variant == "rescan":
                    with container.admin_engine.begin() as conn:
                        conn.execute(text(_0014.ROUNDS))
            return totals, embeds, short

        run("concurrent")  # warm the buffers
        variants = ["sequential", "concurrent"]
        if args.compare:
            variants = ["exact", *variants]
        if args.compare_fusion:
            variants = ["first-fusion", "bm25", *variants]
        if args.compare_rounds:
            variants = ["rescan", *variants]
        if args.compare_per_document:
            variants = [*variants, "per-document"]
        results = {}
        for variant in variants:
            totals, embeds, short = run(variant)
            results[variant] = totals
            embed = (
                f"  | embed p50 {_pct(embeds, 50):5.1f} p95 {_pct(embeds, 95):5.1f}"
                if embeds
                else ""
            )
            p50, p95 = _pct(totals, 50), _pct(totals, 95)
            print(
                f"  {LABELS[variant]}: p50 {p50:6.1f} ms  p95 {p95:6.1f} ms"
                f"  mean {statistics.mean(totals):6.1f}{embed}  | under-filled {short}"
            )
        ours = results["concurrent"]
        for variant in (v for v in variants if v != "concurrent"):
            theirs = results[variant]
            print(
                f"  {variant} / concurrent: p95 {_pct(theirs, 95) / _pct(ours, 95):.2f}x,"
                f" p50 {_pct(theirs, 50) / _pct(ours, 50):.2f}x"
            )
    container.close()


if __name__ == "__main__":
    main()
