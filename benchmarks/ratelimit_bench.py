"""Rate limiting across two nodes: the share of over-limit requests answered 429, and what
the limiter costs a request.

    .venv/bin/python benchmarks/ratelimit_bench.py [--seconds 10] [--rate 20] [--burst 20]
        [--clients 4] [--redis redis://127.0.0.1:6379/0]

Two app instances (uvicorn on loopback, in this process) on one embedded PostgreSQL on a
fresh DISCREET_HOME share their buckets through Redis. `--clients` threads send
`GET /v1/documents` with one API key as fast as they can for `--seconds`, alternating
between the nodes. The key may pass `burst + rate x elapsed` requests; every request past
that is over the limit, and the figure is the share of those answered 429 (issue 15's goal:
at least 95%), together with the requests let through beyond the allowance (goal: 0).

Overhead, beside its peer (no limiter): the latency of the limiter's check alone (Redis
buckets: one Lua script round trip; this process's buckets: a dict), and the p50/p95 of the
same request on one node with the limiter off and on.
"""

from __future__ import annotations

import argparse
import dataclasses
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from pathlib import Path
from uuid import uuid4

import httpx
import redis
from pydantic import SecretStr

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.support.serving import serve

from discreet.api.app import create_app
from discreet.api.ratelimit import Bucket, BucketStore, MemoryBuckets, RateLimiter, RedisBuckets
from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.services.admin import create_api_key
from discreet.tenancy import Role
from discreet.tenancy.directory import create_tenant


@contextmanager
def serving(container: Container, **settings: object) -> Iterator[str]:
    wired = dataclasses.replace(container, settings=container.settings.model_copy(update=settings))
    with serve(create_app(wired), name="ratelimit-bench", log_level="error") as base_url:
        yield base_url


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def drive(bases: list[str], key: str, seconds: float, clients: int) -> tuple[list[int], float]:
    statuses: list[int] = []
    lock = threading.Lock()
    started = time.monotonic()

    def client(i: int) -> None:
        with httpx.Client(timeout=30, headers={"Authorization": f"Bearer {key}"}) as http:
            n = i
            while time.monotonic() - started < seconds:
                r = http.get(f"{bases[n % len(bases)]}/v1/documents")
                n += 1
                with lock:
                    statuses.append(r.status_code)

    with ThreadPoolExecutor(clients) as pool:
        list(pool.map(client, range(clients)))
    return statuses, time.monotonic() - started


def latencies(base: str, key: str, n: int) -> list[float]:
    out = []
    with httpx.Client(timeout=30, headers={"Authorization": f"Bearer {key}"}) as http:
        for _ in range(n):
            t = time.perf_counter()
            r = http.get(f"{base}/v1/documents")
            out.append((time.perf_counter() - t) * 1000)
            assert r.status_code == 200, r.text
    return out


def check_cost(store: BucketStore, n: int) -> list[float]:
    limiter = RateLimiter(store, key=Bucket(1e9, 10**9), tenant=Bucket(1e9, 10**9))
    key, tenant = uuid4(), uuid4()
    out = []
    for _ in range(n):
        t = time.perf_counter()
        limiter.check(key_id=key, tenant_id=tenant)
        out.append((time.perf_counter() - t) * 1000)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--rate", type=float, default=20.0)
    ap.add_argument("--burst", type=int, default=20)
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    args = ap.parse_args()
    home = Path(tempfile.mkdtemp(prefix="dsrl-", dir="/tmp"))
    try:
        settings = Settings(DISCREET_HOME=home, DISCREET_ENV="test")
        container = Container.build(settings)
        with container.admin_engine.begin() as conn:
            tenant = create_tenant(conn, f"bench-{time.time_ns()}")
        keys = [create_api_key(container.engine, tenant, roles={Role.CONTENT}) for _ in range(2)]
        limits = {
            "redis_url": SecretStr(args.redis),
            "rate_key_per_s": args.rate,
            "rate_key_burst": args.burst,
            "rate_tenant_per_s": 0.0,
        }
        with ExitStack() as stack:
            a = stack.enter_context(serving(container, **limits))
            b = stack.enter_context(serving(container, **limits))
            statuses, elapsed = drive([a, b], keys[0], args.seconds, args.clients)
        allowed = args.burst + args.rate * elapsed
        ok = statuses.count(200)
        refused = statuses.count(429)
        other = len(statuses) - ok - refused
        over = max(0.0, len(statuses) - allowed)
        caught = min(float(refused), over) / over if over else 1.0
        early = max(0.0, refused - over)  # refused although within the allowance
        print(
            f"two nodes, one key, {args.rate:g}/s burst {args.burst}, {elapsed:.1f} s, "
            f"{args.clients} clients over Redis"
        )
        print(
            f"  requests {len(statuses)} ({len(statuses) / elapsed:.0f}/s); allowance "
            f"{allowed:.0f}; 200: {ok}; 429: {refused}; other: {other}"
        )
        print(
            f"  over the limit: {over:.0f}; of those answered 429: {caught:.1%} (goal >= 95%); "
            f"let through beyond the allowance: {max(0, ok - round(allowed))}; "
            f"refused within it: {early:.0f} ({ok / allowed:.0%} of the allowance served)"
        )

        client = redis.Redis.from_url(args.redis)
        redis_cost = check_cost(RedisBuckets(client), 2000)
        memory_cost = check_cost(MemoryBuckets(), 2000)
        print("limiter check alone (2,000 calls, key + tenant buckets):")
        for label, cost in (("Redis ", redis_cost), ("memory", memory_cost)):
            p50, p95 = statistics.median(cost), pct(cost, 0.95)
            print(f"  {label} p50 {p50:.4f} ms  p95 {p95:.4f} ms")

        big = {"rate_key_per_s": 1e6, "rate_key_burst": 10**6, "rate_tenant_per_s": 0.0}
        rows = []
        for label, extra in (
            ("no limiter (peer)", {"rate_key_per_s": 0.0, "rate_tenant_per_s": 0.0}),
            ("Redis buckets", {**big, "redis_url": SecretStr(args.redis)}),
            ("memory buckets", {**big, "redis_url": None}),
        ):
            with serving(container, **extra) as base:
                latencies(base, keys[1], 50)  # warm-up
                lat = latencies(base, keys[1], 500)
            rows.append((label, statistics.median(lat), pct(lat, 0.95)))
        print("GET /v1/documents on one node, 500 requests one after the other:")
        for label, p50, p95 in rows:
            print(f"  {label:<18} p50 {p50:.2f} ms  p95 {p95:.2f} ms")
        container.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
