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

`--compare` also times, interleaved with it under the same load, the exact lexical scan
that ran before migration 0007 (the GIN-backed candidate path switched off), so before and
after come from one run on the same data.

    .venv/bin/python benchmarks/search_latency_bench.py [--sizes 10000,100000] [--queries 100]
        [--compare]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import tempfile
import time
from pathlib import Path
from uuid import UUID, uuid4

import numpy as np
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.knowledge import retrieval
from discreet.knowledge.embedding.minilm import MiniLMEmbedder
from discreet.knowledge.retrieval import FloorModel, RetrievalQuery, _vector_literal, retrieve
from discreet.redaction import build_redactor
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import create_customer, create_tenant

__all__: list[str] = []

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
                    chunks.append(
                        {
                            "id": uuid4().hex,
                            "t": tenant_id,
                            "d": doc_id,
                            "o": o,
                            "x": body,
                            "e": _vector_literal(vectors[o].tolist()),
                            "m": model_id,
                        }
                    )
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
            conn.execute(
                text(
                    "INSERT INTO chunks (id, tenant_id, document_id, version, ordinal, section, "
                    "text, embedding, embedding_model) VALUES (:id, :t, :d, 1, :o, '', :x, "
                    "CAST(:e AS vector), :m)"
                ),
                chunks,
            )


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
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]

    home = Path(args.home or tempfile.mkdtemp(prefix="dsb-", dir="/tmp"))
    container = Container.build(Settings(DISCREET_HOME=home, DISCREET_ENV="test"))  # type: ignore[call-arg]
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

        def run(
            cached: bool, exact_lexical: bool = False
        ) -> tuple[list[float], list[float], list[float], int]:
            """Total = query embedding + retrieve(); retrieve() finds the vector just
            computed in the embedder's cache, so the embedding is counted once.
            `exact_lexical` switches the candidate path off (a prefix of 0 is always too
            short), which is the lexical half as it was before migration 0007."""
            prefix = retrieval.LEXICAL_PREFIX
            retrieval.LEXICAL_PREFIX = 0 if exact_lexical else prefix
            try:
                return _run(cached)
            finally:
                retrieval.LEXICAL_PREFIX = prefix

        def _run(cached: bool) -> tuple[list[float], list[float], list[float], int]:
            totals, embeds, sqls, short = [], [], [], 0
            for q in queries:
                redacted = redactor.redact(q).text
                if cached:
                    embedder.embed_query(redacted)  # the cache holds this query's vector
                else:
                    embedder._query_cache.cache_clear()  # measure uncached
                started = time.perf_counter()
                embedder.embed_query(redacted)
                embedded = time.perf_counter()
                with UnitOfWork(container.engine, tenant_id) as uow:
                    result = retrieve(
                        uow.conn,
                        RetrievalQuery(text=redacted, scopes=tuple(SCOPES), owners=owners, top_k=5),
                        embedder=embedder,
                        floor=FloorModel(),
                    )
                done = time.perf_counter()
                short += len(result.results) < 5
                embeds.append((embedded - started) * 1000)
                sqls.append((done - embedded) * 1000)
                totals.append((done - started) * 1000)
            return totals, embeds, sqls, short

        run(cached=True)  # warm the buffers
        variants = [(False, False), (True, False)]
        if args.compare:
            variants = [(False, True), (False, False), (True, True), (True, False)]
        for cached, exact in variants:
            totals, embeds, sqls, short = run(cached, exact)
            label = "cached query vector" if cached else "query embedded     "
            if args.compare:
                label += " exact lexical (before)" if exact else " GIN candidates (after)"
            print(
                f"  {label}: search p50 {_pct(totals, 50):6.1f} ms  p95 {_pct(totals, 95):6.1f} ms"
                f"  | embed p50 {_pct(embeds, 50):5.1f} p95 {_pct(embeds, 95):5.1f}"
                f"  | SQL (both halves + fusion) p50 {_pct(sqls, 50):5.1f}"
                f" p95 {_pct(sqls, 95):5.1f}  | mean {statistics.mean(totals):.1f}"
                f"  | under-filled {short}"
            )
    container.close()


if __name__ == "__main__":
    main()
