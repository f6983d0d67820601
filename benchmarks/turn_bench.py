"""Time from a cold `discreet serve --demo` to the first cited answer, and per-turn latency.

    .venv/bin/python benchmarks/turn_bench.py [--turns 200] [--home /tmp/dsc-bench]

Starts the real server as a subprocess on a fresh DISCREET_HOME (its own embedded
PostgreSQL), the way `make run` does after installing, then drives it over HTTP. Prints
the cold-start time to the first answer, per-turn latency p50/p95/p99 over `--turns`
turns (a mix of answerable and unanswerable demo questions, some with PII), and the
server's own per-stage latencies from /metrics (the mean, and the bucket that holds the
median).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

QUESTIONS = [
    "How many days do I have to return a jacket I bought online?",
    "Can I return an opened GPS watch?",
    "How much does standard shipping cost?",
    "Do you ship to Canada and who pays the duties?",
    "My card ending 4242 was charged twice, what do I do? email me at jo@example.com",
    "How do I earn Trail Rewards points?",
    "Can you recommend a good banana bread recipe?",
    "I want to talk to a human please, call me on 07700 900123",
    "Will you match a lower price from another shop?",
    "How do I cancel order AO-100234?",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--home", type=Path, default=None)
    args = parser.parse_args()
    home = args.home or Path(tempfile.mkdtemp(prefix="dsc-bench-", dir="/tmp"))
    port = _free_port()
    env = {
        **os.environ,
        "DISCREET_HOME": str(home),
        "DISCREET_PORT": str(port),
        "DISCREET_LOG_LEVEL": "WARNING",
    }
    env.pop("DATABASE_URL", None)
    discreet = str(Path(sys.executable).with_name("discreet"))
    started = time.perf_counter()
    proc = subprocess.Popen(
        [discreet, "serve", "--demo"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        while True:
            try:
                if httpx.get(f"{base}/readyz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None:
                raise SystemExit("the server exited during start-up")
            time.sleep(0.1)
        ready_s = time.perf_counter() - started
        keys = json.loads((home / "demo-keys.json").read_text())
        headers = {"Authorization": f"Bearer {keys['agent']}"}
        http = httpx.Client(base_url=base, headers=headers, timeout=60)
        demo = json.loads(
            subprocess.run(
                [discreet, "demo", "--json"], env=env, capture_output=True, text=True, check=True
            ).stdout
        )
        customer = demo["customers"][0]["customer_id"]
        session = http.post("/v1/sessions", json={"customer_id": customer}).json()["session_id"]
        while True:
            reply = http.post(
                f"/v1/sessions/{session}/messages", json={"message": QUESTIONS[0]}
            ).json()
            if reply["citations"]:
                break
            time.sleep(0.2)
        first_answer_s = time.perf_counter() - started

        latencies: list[float] = []
        abstained = 0
        for i in range(args.turns):
            if i % 20 == 0:
                session = http.post("/v1/sessions", json={"customer_id": customer}).json()[
                    "session_id"
                ]
            t0 = time.perf_counter()
            r = http.post(
                f"/v1/sessions/{session}/messages", json={"message": QUESTIONS[i % len(QUESTIONS)]}
            )
            latencies.append((time.perf_counter() - t0) * 1000)
            r.raise_for_status()
            abstained += int(r.json()["abstained"])
        metrics = httpx.get(f"{base}/metrics").text
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        if args.home is None:
            shutil.rmtree(home, ignore_errors=True)

    print(f"cold start: ready in {ready_s:.1f} s, first cited answer after {first_answer_s:.1f} s")
    print(f"turns: {len(latencies)} over HTTP, abstained {abstained}")
    p50, p95, p99 = (_pct(latencies, q) for q in (0.5, 0.95, 0.99))
    mean = statistics.fmean(latencies)
    print(f"turn latency ms: p50 {p50:.1f}  p95 {p95:.1f}  p99 {p99:.1f}  mean {mean:.1f}")
    print("server-side ms by stage: mean, and the histogram bucket that holds the p50")
    sums: dict[str, float] = {}
    counts: dict[str, float] = {}
    buckets: dict[str, list[tuple[float, float]]] = {}
    for line in metrics.splitlines():
        if not line.startswith("discreet_turn_stage_seconds"):
            continue
        stage = line.split('stage="')[1].split('"')[0]
        value = float(line.rsplit(" ", 1)[1])
        if line.startswith("discreet_turn_stage_seconds_sum"):
            sums[stage] = value
        elif line.startswith("discreet_turn_stage_seconds_count"):
            counts[stage] = value
        elif line.startswith("discreet_turn_stage_seconds_bucket"):
            bound = line.split('le="')[1].split('"')[0]
            buckets.setdefault(stage, []).append((float(bound), value))
    for stage in sums:
        if counts.get(stage):
            upper = next(b for b, n in sorted(buckets[stage]) if n >= counts[stage] / 2)
            print(
                f"  {stage:<13} mean {1000 * sums[stage] / counts[stage]:6.2f}   "
                f"p50 <= {1000 * upper:g}"
            )


if __name__ == "__main__":
    main()
