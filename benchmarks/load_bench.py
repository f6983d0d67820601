"""One node under a crowd: N customers at once, each asking five policy questions.

    .venv/bin/python benchmarks/load_bench.py [--levels 10,50,100,200] [--shed-sessions 200]

Starts the real server (`discreet serve --demo`, embedded PostgreSQL, in-process worker) on a
fresh DISCREET_HOME on loopback, waits until the demo answers with citations, warms it up,
then runs each level: N sessions opened at once, each asking five policy questions one after
the other (tests/support/load.py). Prints, per level, turns answered, failures by status,
turn p50/p95 and throughput, and checks the figures of issue 20:

- no response of 500 or more at any level;
- throughput at 100 and 200 sessions at least 90% of the peak;
- turn p95 within 1.5x of concurrency / throughput (what a fair queue gives).

The table's server runs with a queue deep and patient enough for the largest level
(`--queue-depth`, `--queue-timeout`; shedding off). Then, unless `--shed-sessions 0`, a
second server with shedding on (`--shed-timeout`, a short deadline, and the default queue)
takes `--shed-sessions` sessions: the share of 503s, their Retry-After, and the p95 of the
turns that were served. `--concurrency` sets DISCREET_CONCURRENCY for both (unset: the
default for this machine). Any other DISCREET_* variable in the environment is passed on.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.support.load import POLICY_QUESTIONS, Level, drive, percentile


@dataclass(frozen=True)
class Server:
    base_url: str
    agent_key: str
    customers: list[str]
    settings: dict[str, str]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve(settings: dict[str, str], *, keep_home: Path | None) -> Iterator[Server]:
    """`discreet serve --demo` on a fresh home, until the demo answers with citations."""
    home = keep_home or Path(tempfile.mkdtemp(prefix="dsc-load-", dir="/tmp"))
    port = free_port()
    env = {
        **os.environ,
        **settings,
        "DISCREET_HOME": str(home),
        "DISCREET_PORT": str(port),
        "DISCREET_LOG_LEVEL": "WARNING",
    }
    env.pop("DATABASE_URL", None)
    discreet = str(Path(sys.executable).with_name("discreet"))
    proc = subprocess.Popen(
        [discreet, "serve", "--demo"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 300
        while True:
            try:
                if httpx.get(f"{base}/readyz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None:
                raise SystemExit("the server exited during start-up")
            if time.monotonic() > deadline:
                raise SystemExit("the server did not become ready in 300 s")
            time.sleep(0.2)
        keys = json.loads((home / "demo-keys.json").read_text())
        listed = subprocess.run(
            [discreet, "demo", "--json"], env=env, capture_output=True, text=True, check=False
        )
        if listed.returncode != 0:
            raise SystemExit(f"discreet demo --json failed: {listed.stderr[-2000:]}")
        demo = json.loads(listed.stdout)
        customers = [str(c["customer_id"]) for c in demo["customers"]]
        wait_until_cited(base, str(keys["agent"]), customers[0], deadline)
        wait_for_jobs(base, str(keys["admin"]), deadline)
        yield Server(base, str(keys["agent"]), customers, settings)
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if keep_home is None:
            shutil.rmtree(home, ignore_errors=True)


def wait_until_cited(base: str, agent_key: str, customer: str, deadline: float) -> None:
    """Until a demo question is answered with citations: the demo's policies are indexed by
    a worker after start-up."""
    with httpx.Client(
        base_url=base, headers={"Authorization": f"Bearer {agent_key}"}, timeout=60
    ) as http:
        session = http.post("/v1/sessions", json={"customer_id": customer}).json()
        while True:
            reply = http.post(
                f"/v1/sessions/{session['session_id']}/messages",
                json={"message": POLICY_QUESTIONS[0]},
            ).json()
            if reply.get("citations"):
                return
            if time.monotonic() > deadline:
                raise SystemExit("the demo did not become searchable in time")
            time.sleep(0.5)


def wait_for_jobs(base: str, admin_key: str, deadline: float) -> None:
    """Until the worker has indexed every demo document: measured turns do not share the
    machine with indexing."""
    with httpx.Client(
        base_url=base, headers={"Authorization": f"Bearer {admin_key}"}, timeout=60
    ) as http:
        while any(
            http.get("/v1/admin/jobs", params={"status": status}).json()["jobs"]
            for status in ("ready", "running")
        ):
            if time.monotonic() > deadline:
                raise SystemExit("the demo's jobs did not finish in 300 s")
            time.sleep(0.5)


def server_view(base: str) -> str:
    """What the server saw, from /metrics: admission waits (the histogram's buckets that hold
    the p50 and p95, and the mean), requests shed by reason, the pool's peak use."""
    text = httpx.get(f"{base}/metrics", timeout=30).text
    buckets: list[tuple[float, float]] = []
    total = count = 0.0
    shed: dict[str, float] = {}
    for line in text.splitlines():
        if line.startswith("discreet_admission_wait_seconds_bucket"):
            bound = line.split('le="')[1].split('"')[0]
            buckets.append((float(bound), float(line.rsplit(" ", 1)[1])))
        elif line.startswith("discreet_admission_wait_seconds_sum"):
            total = float(line.rsplit(" ", 1)[1])
        elif line.startswith("discreet_admission_wait_seconds_count"):
            count = float(line.rsplit(" ", 1)[1])
        elif line.startswith("discreet_requests_shed_total{"):
            reason = line.split('reason="')[1].split('"')[0]
            shed[reason] = float(line.rsplit(" ", 1)[1])
    if not count:
        return "server: no admission figures in /metrics"
    buckets.sort()

    def upper(q: float) -> str:
        bound = next(b for b, n in buckets if n >= q * count)
        return f"<= {bound:g} s"

    return (
        f"server: {count:.0f} requests admitted, wait mean {total / count:.2f} s, "
        f"p50 {upper(0.5)}, p95 {upper(0.95)}; shed "
        f"{', '.join(f'{k} {v:.0f}' for k, v in sorted(shed.items())) or 'none'}"
    )


def _statuses(level: Level) -> str:
    failed = ", ".join(
        f"{n} ({'no response' if status == 0 else f'HTTP {status}'})"
        for status, n in sorted(level.failed_turns.items())
    )
    return failed or "0"


def run_table(server: Server, levels: list[int], turns: int) -> list[Level]:
    drive(server.base_url, server.agent_key, server.customers, sessions=4, turns=turns)  # warm
    results = []
    for sessions in levels:
        level = drive(
            server.base_url, server.agent_key, server.customers, sessions=sessions, turns=turns
        )
        print(f"  ran {level.summary()}", file=sys.stderr, flush=True)
        results.append(level)
    return results


def print_table(results: list[Level]) -> bool:
    print(
        "| concurrent sessions | turns answered | failed | turn p50 | turn p95 | throughput "
        "| concurrency ÷ throughput | p95 ÷ that |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for r in results:
        little = r.sessions / r.throughput if r.throughput else float("inf")
        print(
            f"| {r.sessions} | {r.answered} of {r.planned} | {_statuses(r)} "
            f"| {r.p50_ms:.0f} ms | {r.p95_ms:.0f} ms | {r.throughput:.1f} turns/s "
            f"| {little * 1000:.0f} ms | {r.p95_ms / (little * 1000):.2f} |"
        )
    peak = max(r.throughput for r in results)
    checks: list[tuple[str, bool]] = [
        (
            "no response >= 500 at any level",
            all(r.server_errors == 0 for r in results),
        )
    ]
    for r in results:
        if r.sessions >= 100:
            share = r.throughput / peak if peak else 0.0
            checks.append(
                (f"throughput at {r.sessions} is {share:.0%} of the peak (>= 90%)", share >= 0.9)
            )
    for r in results:
        bound = 1.5 * r.sessions / r.throughput * 1000 if r.throughput else 0.0
        checks.append(
            (
                f"p95 at {r.sessions} is {r.p95_ms:.0f} ms, within 1.5x concurrency/throughput "
                f"({bound:.0f} ms)",
                r.p95_ms <= bound,
            )
        )
    print(f"\npeak throughput {peak:.1f} turns/s")
    for what, ok in checks:
        print(f"  [{'ok' if ok else 'FAIL'}] {what}")
    return all(ok for _, ok in checks)


def print_shedding(level: Level, settings: dict[str, str]) -> bool:
    turns_sent = level.planned
    shed_turns = level.failed_turns.get(503, 0)
    other = level.server_errors - level.shed
    print(
        f"\nshedding on ({', '.join(f'{k}={v}' for k, v in settings.items())}): "
        f"{level.sessions} sessions x {level.turns} questions"
    )
    requests = sum(level.statuses.values())
    print(
        f"  503s: {level.shed} of {requests} requests ({level.shed / requests:.1%}); "
        f"turns not served: {shed_turns} of {turns_sent} ({shed_turns / turns_sent:.1%})"
    )
    if level.retry_after_s:
        ra = level.retry_after_s
        print(
            f"  Retry-After: min {min(ra):g} s, median {percentile(ra, 0.5):g} s, "
            f"max {max(ra):g} s (on {len(ra)} of {level.shed} 503s)"
        )
    print(
        f"  served turns: {level.answered}, p50 {level.p50_ms:.0f} ms, p95 {level.p95_ms:.0f} ms, "
        f"{level.throughput:.1f} turns/s; other responses >= 500: {other}"
    )
    return other == 0 and len(level.retry_after_s) == level.shed


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--levels", default="10,50,100,200", help="concurrent sessions per level")
    parser.add_argument("--turns", type=int, default=5, help="questions per session")
    parser.add_argument("--concurrency", type=int, default=None, help="DISCREET_CONCURRENCY")
    parser.add_argument("--queue-depth", type=int, default=1024, help="for the table's server")
    parser.add_argument("--queue-timeout", type=float, default=120.0, help="same, seconds")
    parser.add_argument("--shed-sessions", type=int, default=200, help="0 skips the shedding run")
    parser.add_argument(
        "--shed-timeout", type=float, default=2.0, help="DISCREET_QUEUE_TIMEOUT_S when shedding"
    )
    parser.add_argument("--home", type=Path, default=None, help="keep the server's home here")
    args = parser.parse_args()
    levels = [int(x) for x in args.levels.split(",") if x.strip()]
    base: dict[str, str] = {}
    if args.concurrency is not None:
        base["DISCREET_CONCURRENCY"] = str(args.concurrency)
    # Every session shares the demo's one agent key, so the per-key and per-tenant rate
    # limits (a client's fair share, not the node's capacity) would turn the largest levels
    # into 429s: the table measures the node, so they are lifted there (a rate of 0: no limit).
    table_settings = {
        **base,
        "DISCREET_QUEUE_DEPTH": str(args.queue_depth),
        "DISCREET_QUEUE_TIMEOUT_S": str(args.queue_timeout),
        "DISCREET_RATE_KEY_PER_S": "0",
        "DISCREET_RATE_TENANT_PER_S": "0",
    }
    ok = True
    if levels:
        with serve(table_settings, keep_home=args.home) as server:
            results = run_table(server, levels, args.turns)
            table_view = server_view(server.base_url)
        print(
            f"load: {args.turns} policy questions per session, loopback, embedded PostgreSQL; "
            f"{', '.join(f'{k}={v}' for k, v in table_settings.items())} (shedding off), "
            f"{os.cpu_count()} CPUs\n"
        )
        ok = print_table(results) and ok
        print(f"{table_view} (all levels)")
    if args.shed_sessions:
        shed_settings = {**base, "DISCREET_QUEUE_TIMEOUT_S": str(args.shed_timeout)}
        with serve(shed_settings, keep_home=None) as server:
            drive(server.base_url, server.agent_key, server.customers, sessions=4, turns=args.turns)
            level = drive(
                server.base_url,
                server.agent_key,
                server.customers,
                sessions=args.shed_sessions,
                turns=args.turns,
            )
            shed_view = server_view(server.base_url)
        ok = print_shedding(level, shed_settings) and ok
        print(f"  {shed_view}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
