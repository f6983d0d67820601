"""Search latency with the embedded server's tuned buffer cache against PostgreSQL's default
(128 MB), in one run on the same chunks.

Takes a home that `search_latency_bench.py --home HOME` loaded (its largest tenant is
searched, as customer 0, every scope), copies its data directory, starts the copy with a
128 MB cache and the original with the cache `storage/embedded.py` gives this machine, and
runs the production `retrieve` (query embedding included, uncached) on the development
set's questions, alternating the two servers question by question; the first of three
passes warms both and is not counted.

    .venv/bin/python benchmarks/search_latency_bench.py --sizes 100000 --home /tmp/lat
    .venv/bin/python benchmarks/search_cache_bench.py /tmp/lat [--queries 100]
"""

from __future__ import annotations

import argparse
import atexit
import json
import shutil
import statistics
import subprocess
import time
from pathlib import Path
from uuid import UUID

from sqlalchemy import text

import discreet.storage.embedded as embedded
from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.knowledge.embedding.minilm import MiniLMEmbedder
from discreet.knowledge.retrieval import FloorModel, RetrievalQuery, retrieve
from discreet.redaction import build_redactor
from discreet.redaction.text import RedactedText
from discreet.storage.engine import UnitOfWork
from search_latency_bench import DEV, SCOPES, _pct

__all__: list[str] = []

DEFAULT_MB = 128


def _container(home: Path, megabytes: int | None) -> Container:
    """The home's container, its server asked for `megabytes` of cache (None: as shipped)."""
    shipped = embedded.shared_buffers_for
    if megabytes is not None:
        embedded.shared_buffers_for = lambda memory_bytes: megabytes
    try:
        return Container.build(Settings(DISCREET_HOME=home, DISCREET_ENV="test"))
    finally:
        embedded.shared_buffers_for = shipped


def _searched(container: Container) -> tuple[UUID, str, str]:
    with container.admin_engine.begin() as conn:
        cache = str(conn.execute(text("SHOW shared_buffers")).scalar())
        tenant = conn.execute(
            text("SELECT tenant_id FROM chunks GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")
        ).scalar_one()
        customer = conn.execute(
            text("SELECT id FROM customers WHERE tenant_id = :t AND external_id = 'c0'"),
            {"t": tenant},
        ).scalar_one()
    return tenant, f"customer:{customer}", cache


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("home", type=Path, help="a home search_latency_bench.py loaded")
    parser.add_argument("--queries", type=int, default=100)
    args = parser.parse_args()
    home: Path = args.home.resolve()
    if not (home / "pgdata" / "PG_VERSION").exists():
        parser.error(f"{home} holds no embedded database: load it with search_latency_bench.py")
    copy = home.with_name(home.name + "-default-cache")
    shutil.rmtree(copy, ignore_errors=True)
    # `cp -a` keeps the owner: run as root, pgserver runs the server as its own user
    subprocess.run(["cp", "-a", str(home), str(copy)], check=True)
    for stale in ("postmaster.pid", ".handle_pids.json"):
        (copy / "pgdata" / stale).unlink(missing_ok=True)
    # removed when the process ends, after the embedded servers have stopped (atexit runs
    # last what it registered first)
    atexit.register(shutil.rmtree, copy, ignore_errors=True)
    # the copy starts with the default cache: `ALTER SYSTEM`'s file, written while it is down
    auto_conf = copy / "pgdata" / "postgresql.auto.conf"
    kept = [
        line
        for line in auto_conf.read_text(encoding="utf-8").splitlines()
        if not line.startswith("shared_buffers")
    ]
    auto_conf.write_text("\n".join([*kept, f"shared_buffers = '{DEFAULT_MB}MB'", ""]), "utf-8")
    servers = {"default": _container(copy, DEFAULT_MB), "tuned": _container(home, None)}
    targets = {name: _searched(c) for name, c in servers.items()}
    for name, (_, _, cache) in targets.items():
        print(f"{name:8s} shared_buffers {cache}")
    redactor = build_redactor(use_ner=False)
    embedder = MiniLMEmbedder()
    questions: list[RedactedText] = [
        redactor.redact(json.loads(line)["text"]).text
        for line in (DEV / "queries.jsonl").open(encoding="utf-8")
    ][: args.queries]
    timings: dict[str, list[float]] = {name: [] for name in servers}
    for rounds in range(3):
        order = list(servers) if rounds % 2 == 0 else list(servers)[::-1]
        for question in questions:
            for name in order:
                tenant, owner, _ = targets[name]
                query = RetrievalQuery(
                    text=question, scopes=tuple(SCOPES), owners=("shared", owner), top_k=5
                )
                embedder._query_cache.cache_clear()  # measure uncached
                started = time.perf_counter()
                with UnitOfWork(servers[name].engine, tenant) as uow:
                    retrieve(uow.conn, query, embedder=embedder, floor=FloorModel())
                if rounds > 0:
                    timings[name].append((time.perf_counter() - started) * 1000)
    for name, values in timings.items():
        print(
            f"{name:8s} p50 {_pct(values, 50):6.1f} ms  p95 {_pct(values, 95):6.1f} ms"
            f"  mean {statistics.mean(values):6.1f}"
        )
    default, tuned = timings["default"], timings["tuned"]
    print(
        f"default / tuned: p95 {_pct(default, 95) / _pct(tuned, 95):.2f}x,"
        f" p50 {_pct(default, 50) / _pct(tuned, 50):.2f}x"
    )
    for container in servers.values():
        container.close()


if __name__ == "__main__":
    main()
