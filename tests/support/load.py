"""A closed-loop load driver over HTTP: N customers at once, each opening a session and
asking a few policy questions one after the other, as fast as the answers come.

Used by the load check in the suite (tests/e2e/test_load.py) and by
benchmarks/load_bench.py. Every response is counted by status; a turn is *answered* when it
gets 200, and its latency is measured from the request to the full response. Nothing is
retried: a 503's ``Retry-After`` is recorded, and the customer goes on to the next question.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import httpx

__all__ = ["POLICY_QUESTIONS", "Level", "drive", "drive_apart", "percentile"]

POLICY_QUESTIONS = (
    "How many days do I have to return a jacket I bought online?",
    "How much does standard shipping cost?",
    "Do you ship to Canada and who pays the duties?",
    "How do I earn Trail Rewards points?",
    "Will you match a lower price from another shop?",
)
"""Five questions the demo tenant's policies answer."""

TRANSPORT_ERROR = 0
"""The status recorded for a request that got no HTTP response (refused, reset, timed out)."""


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank percentile (`q` in [0, 1]); 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


@dataclass
class Level:
    """What one load level did: `sessions` customers, `turns` questions each."""

    sessions: int
    turns: int
    wall_s: float = 0.0
    latencies_ms: list[float] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    """Every response by status (session creations and turns), 0 for no response."""
    failed_turns: Counter[int] = field(default_factory=Counter)
    """Turns not answered, by the status that stopped them (a failed session creation
    counts against all its turns)."""
    retry_after_s: list[float] = field(default_factory=list)

    @property
    def planned(self) -> int:
        return self.sessions * self.turns

    @property
    def answered(self) -> int:
        return len(self.latencies_ms)

    @property
    def failed(self) -> int:
        return sum(self.failed_turns.values())

    @property
    def server_errors(self) -> int:
        """Responses of 500 or more, 503s included."""
        return sum(n for status, n in self.statuses.items() if status >= 500)

    @property
    def shed(self) -> int:
        return self.statuses.get(503, 0)

    @property
    def throughput(self) -> float:
        """Answered turns per second of wall time."""
        return self.answered / self.wall_s if self.wall_s > 0 else 0.0

    @property
    def p50_ms(self) -> float:
        return percentile(self.latencies_ms, 0.50)

    @property
    def p95_ms(self) -> float:
        return percentile(self.latencies_ms, 0.95)

    @property
    def mean_ms(self) -> float:
        return statistics.fmean(self.latencies_ms) if self.latencies_ms else 0.0

    def summary(self) -> str:
        return (
            f"{self.sessions} sessions: {self.answered} of {self.planned} answered, "
            f"p50 {self.p50_ms:.0f} ms, p95 {self.p95_ms:.0f} ms, "
            f"{self.throughput:.1f} turns/s, statuses {dict(sorted(self.statuses.items()))}"
        )


def drive(
    base_url: str,
    api_key: str,
    customers: Sequence[str],
    *,
    sessions: int,
    turns: int = 5,
    questions: Sequence[str] = POLICY_QUESTIONS,
    request_timeout_s: float = 120.0,
) -> Level:
    """Run one level against `base_url` and return what it did (see the module doc)."""
    if sessions < 1 or turns < 1 or not customers or not questions:
        raise ValueError("drive needs at least one session, turn, customer and question")
    return asyncio.run(
        _drive(base_url, api_key, customers, sessions, turns, questions, request_timeout_s)
    )


def drive_apart(
    base_url: str,
    api_key: str,
    customers: Sequence[str],
    *,
    sessions: int,
    turns: int = 5,
    request_timeout_s: float = 120.0,
) -> Level:
    """`drive` in a process of its own, so the customers do not share an interpreter (and
    its lock) with a server running in the caller's process."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "tests.support.load",
            base_url,
            "--sessions",
            str(sessions),
            "--turns",
            str(turns),
            "--timeout",
            str(request_timeout_s),
            "--customers",
            ",".join(customers),
        ],
        input=api_key,
        cwd=Path(__file__).resolve().parents[2],  # the checkout, where `tests` is a package
        capture_output=True,
        text=True,
        check=False,
        timeout=request_timeout_s * (turns + 1) + 60,
    )
    if done.returncode != 0:
        raise RuntimeError(f"the load driver failed: {done.stderr[-2000:]}")
    raw = json.loads(done.stdout)
    return Level(
        sessions=raw["sessions"],
        turns=raw["turns"],
        wall_s=raw["wall_s"],
        latencies_ms=raw["latencies_ms"],
        statuses=Counter({int(k): v for k, v in raw["statuses"].items()}),
        failed_turns=Counter({int(k): v for k, v in raw["failed_turns"].items()}),
        retry_after_s=raw["retry_after_s"],
    )


def main() -> None:
    """One level, printed as JSON; the API key is read from stdin (never an argument)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("base_url")
    parser.add_argument("--sessions", type=int, required=True)
    parser.add_argument("--turns", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--customers", required=True, help="comma-separated customer ids")
    args = parser.parse_args()
    level = drive(
        args.base_url,
        sys.stdin.read().strip(),
        args.customers.split(","),
        sessions=args.sessions,
        turns=args.turns,
        request_timeout_s=args.timeout,
    )
    print(
        json.dumps(
            {
                "sessions": level.sessions,
                "turns": level.turns,
                "wall_s": level.wall_s,
                "latencies_ms": level.latencies_ms,
                "statuses": dict(level.statuses),
                "failed_turns": dict(level.failed_turns),
                "retry_after_s": level.retry_after_s,
            }
        )
    )


async def _drive(
    base_url: str,
    api_key: str,
    customers: Sequence[str],
    sessions: int,
    turns: int,
    questions: Sequence[str],
    request_timeout_s: float,
) -> Level:
    level = Level(sessions=sessions, turns=turns)
    # One client (one keep-alive connection) per customer, as separate browsers would have:
    # a single pool shared by hundreds of connections costs its owner time on every request.
    clients = [
        httpx.AsyncClient(
            base_url=base_url,
            headers={"Authorization": f"Bearer {api_key}"},
            timeout=request_timeout_s,
            limits=httpx.Limits(max_connections=1, max_keepalive_connections=1),
        )
        for _ in range(sessions)
    ]
    try:
        started = time.perf_counter()
        await asyncio.gather(
            *(
                _customer(http, level, customers[n % len(customers)], questions, n)
                for n, http in enumerate(clients)
            )
        )
        level.wall_s = time.perf_counter() - started
    finally:
        await asyncio.gather(*(http.aclose() for http in clients))
    return level


async def _post(
    http: httpx.AsyncClient, level: Level, path: str, body: object
) -> httpx.Response | None:
    try:
        response = await http.post(path, json=body)
    except httpx.HTTPError:
        level.statuses[TRANSPORT_ERROR] += 1
        return None
    level.statuses[response.status_code] += 1
    if response.status_code == 503 and "retry-after" in response.headers:
        level.retry_after_s.append(float(response.headers["retry-after"]))
    return response


async def _customer(
    http: httpx.AsyncClient, level: Level, customer: str, questions: Sequence[str], n: int
) -> None:
    created = await _post(http, level, "/v1/sessions", {"customer_id": customer})
    if created is None or created.status_code != 201:
        status = TRANSPORT_ERROR if created is None else created.status_code
        level.failed_turns[status] += level.turns
        return
    session = created.json()["session_id"]
    for t in range(level.turns):
        question = questions[(n + t) % len(questions)]
        sent = time.perf_counter()
        reply = await _post(http, level, f"/v1/sessions/{session}/messages", {"message": question})
        if reply is not None and reply.status_code == 200:
            level.latencies_ms.append((time.perf_counter() - sent) * 1000)
        else:
            level.failed_turns[TRANSPORT_ERROR if reply is None else reply.status_code] += 1


if __name__ == "__main__":
    main()
