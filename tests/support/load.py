"""A closed-loop load driver over HTTP: N customers at once, each opening a session and
asking a few policy questions one after the other, as fast as the answers come.

Used by the load check in the suite (tests/e2e/test_load.py) and by
benchmarks/load_bench.py. `drive_mixed` is the mixed traffic of benchmarks/load.py: turns,
searches, memory and audit reads, and uploads polled by search until they are found.
Every response is counted by status; a turn is *answered* when it gets 200, and its latency
is measured from the request to the full response. Nothing is retried: a 503's
``Retry-After`` is recorded, and the customer goes on to the next question.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Coroutine, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

__all__ = [
    "ENDPOINTS",
    "POLICY_QUESTIONS",
    "Level",
    "MixedKeys",
    "MixedLevel",
    "drive",
    "drive_apart",
    "drive_mixed",
    "percentile",
]

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
    base_url: str | Sequence[str],
    api_key: str,
    customers: Sequence[str],
    *,
    sessions: int,
    turns: int = 5,
    questions: Sequence[str] = POLICY_QUESTIONS,
    request_timeout_s: float = 120.0,
) -> Level:
    """Run one level against `base_url` and return what it did (see the module doc). With
    several base URLs (nodes behind no balancer), customer n talks to node n mod their
    count."""
    bases = [base_url] if isinstance(base_url, str) else list(base_url)
    if sessions < 1 or turns < 1 or not customers or not questions or not bases:
        raise ValueError("drive needs at least one node, session, turn, customer and question")
    return asyncio.run(
        _drive(bases, api_key, customers, sessions, turns, questions, request_timeout_s)
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
    bases: Sequence[str],
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
            base_url=bases[n % len(bases)],
            headers={"Authorization": f"Bearer {api_key}"},
            timeout=request_timeout_s,
            limits=httpx.Limits(max_connections=1, max_keepalive_connections=1),
        )
        for n in range(sessions)
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


ENDPOINTS = ("session", "turn", "search", "memory", "audit", "upload", "upload poll")
"""The requests of mixed traffic, as `MixedLevel` counts them."""

TIMED_OUT = -1
"""The status recorded for work the level's time bound cut short."""


@dataclass(frozen=True)
class MixedKeys:
    """The keys mixed traffic needs: turns, searches and memory reads act as an agent,
    uploads as a content editor, audit reads as an auditor."""

    agent: str = field(repr=False)
    content: str = field(repr=False)
    auditor: str = field(repr=False)


@dataclass
class MixedLevel:
    """What one level of mixed traffic did: `sessions` customers, `rounds` rounds each (a
    pause of about `think_s`, a turn, then a search, a memory read or an audit read in
    turn), and an upload from every `upload_every`-th customer, polled by search until it
    is found."""

    sessions: int
    rounds: int
    uploads: int
    think_s: float = 0.0
    wall_s: float = 0.0
    latencies_ms: dict[str, list[float]] = field(default_factory=dict)
    statuses: dict[str, Counter[int]] = field(default_factory=dict)
    searchable_s: list[float] = field(default_factory=list)
    """Per upload, seconds from its 202 to the first search that returns it."""
    started: float = 0.0
    """`time.perf_counter()` when the level began."""
    turn_log: list[tuple[float, float]] = field(default_factory=list)
    """Per turn that got a response: when it was sent (seconds into the level) and its
    latency (ms), to see when the slow ones ran."""

    def record(self, endpoint: str, status: int, elapsed_ms: float | None = None) -> None:
        self.statuses.setdefault(endpoint, Counter())[status] += 1
        if elapsed_ms is not None:
            self.latencies_ms.setdefault(endpoint, []).append(elapsed_ms)

    @property
    def turns(self) -> int:
        """Turns answered (200)."""
        return self.statuses.get("turn", Counter()).get(200, 0)

    @property
    def turns_per_s(self) -> float:
        return self.turns / self.wall_s if self.wall_s > 0 else 0.0

    def errors(self) -> Counter[int]:
        """Responses that are not a success (2xx), by status, over every endpoint; no
        response is 0, work cut by the time bound is -1, an upload never found is 504 on
        `upload poll`."""
        out: Counter[int] = Counter()
        for counts in self.statuses.values():
            for status, n in counts.items():
                if not 200 <= status < 300:
                    out[status] += n
        return out

    def p(self, endpoint: str, q: float) -> float:
        return percentile(self.latencies_ms.get(endpoint, []), q)


def drive_mixed(
    bases: Sequence[str],
    keys: MixedKeys,
    customers: Sequence[str],
    *,
    sessions: int,
    rounds: int,
    upload_every: int,
    time_bound_s: float,
    think_s: float = 0.0,
    poll_s: float = 0.25,
    request_timeout_s: float = 120.0,
) -> MixedLevel:
    """Run one level of mixed traffic (see `MixedLevel`); customer n talks to node n mod the
    number of nodes. A customer arrives between 0 and `think_s` into the level (so the
    sessions do not start in one instant) and pauses before each turn, as a person typing
    does, between half and one and a half times `think_s` (drawn from a generator seeded by
    n, so a level is the same from run to run); 0 is a closed loop, each request as soon as
    the last was answered, which measures capacity rather than the latency customers see.
    Every session ends after `rounds` rounds or when `time_bound_s` has passed since the
    level began, whichever is first; what the bound cut is recorded as `TIMED_OUT`."""
    if sessions < 1 or rounds < 1 or upload_every < 1 or not customers or not bases:
        raise ValueError("drive_mixed needs nodes, customers, sessions, rounds, upload_every")
    return asyncio.run(
        _drive_mixed(
            list(bases),
            keys,
            list(customers),
            sessions,
            rounds,
            upload_every,
            time_bound_s,
            think_s,
            poll_s,
            request_timeout_s,
        )
    )


async def _drive_mixed(
    bases: list[str],
    keys: MixedKeys,
    customers: list[str],
    sessions: int,
    rounds: int,
    upload_every: int,
    time_bound_s: float,
    think_s: float,
    poll_s: float,
    request_timeout_s: float,
) -> MixedLevel:
    uploads = len(range(0, sessions, upload_every))
    level = MixedLevel(sessions=sessions, rounds=rounds, uploads=uploads, think_s=think_s)
    clients = [
        httpx.AsyncClient(
            base_url=bases[n % len(bases)],
            timeout=request_timeout_s,
            limits=httpx.Limits(max_connections=2, max_keepalive_connections=2),
        )
        for n in range(sessions)
    ]
    started = level.started = time.perf_counter()
    deadline = started + time_bound_s
    try:
        tasks = [
            asyncio.create_task(
                _mixed_customer(
                    http,
                    level,
                    keys,
                    customers[n % len(customers)],
                    n,
                    deadline,
                    poll_s,
                    upload=n % upload_every == 0,
                )
            )
            for n, http in enumerate(clients)
        ]
        _, pending = await asyncio.wait(tasks, timeout=time_bound_s + request_timeout_s)
        for task in pending:  # a request hung past its own timeout: cut it, counted
            task.cancel()
            level.record("session", TIMED_OUT)
        await asyncio.gather(*pending, return_exceptions=True)
        level.wall_s = time.perf_counter() - started
    finally:
        await asyncio.gather(*(http.aclose() for http in clients))
    return level


async def _timed(
    level: MixedLevel,
    endpoint: str,
    send: Coroutine[Any, Any, httpx.Response],
) -> httpx.Response | None:
    sent = time.perf_counter()
    try:
        response = await send
    except httpx.HTTPError:
        level.record(endpoint, TRANSPORT_ERROR)
        return None
    level.record(endpoint, response.status_code, (time.perf_counter() - sent) * 1000)
    return response


def _bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


async def _mixed_customer(
    http: httpx.AsyncClient,
    level: MixedLevel,
    keys: MixedKeys,
    customer: str,
    n: int,
    deadline: float,
    poll_s: float,
    *,
    upload: bool,
) -> None:
    agent = _bearer(keys.agent)
    pauses = random.Random(n)
    if level.think_s:  # customers arrive over the first pause, not all in one instant
        await asyncio.sleep(level.think_s * pauses.uniform(0.0, 1.0))
    indexing = (
        asyncio.create_task(_upload_until_found(http, level, keys, deadline, poll_s))
        if upload
        else None
    )
    created = await _timed(
        level, "session", http.post("/v1/sessions", json={"customer_id": customer}, headers=agent)
    )
    if created is not None and created.status_code == 201:
        session = created.json()["session_id"]
        for r in range(level.rounds):
            if level.think_s:
                await asyncio.sleep(level.think_s * pauses.uniform(0.5, 1.5))
            if time.perf_counter() > deadline:
                level.record("turn", TIMED_OUT, None)
                break
            question = POLICY_QUESTIONS[(n + r) % len(POLICY_QUESTIONS)]
            sent = time.perf_counter()
            reply = await _timed(
                level,
                "turn",
                http.post(
                    f"/v1/sessions/{session}/messages", json={"message": question}, headers=agent
                ),
            )
            if reply is not None:
                level.turn_log.append((sent - level.started, (time.perf_counter() - sent) * 1000))
            match (n + r) % 3:
                case 0:
                    body = {"query": question, "top_k": 5}
                    await _timed(level, "search", http.post("/v1/search", json=body, headers=agent))
                case 1:
                    path = f"/v1/customers/{customer}/memory"
                    await _timed(level, "memory", http.get(path, headers=agent))
                case _:
                    params = {"session_id": session, "limit": 50}
                    auditor = _bearer(keys.auditor)
                    await _timed(
                        level, "audit", http.get("/v1/audit", params=params, headers=auditor)
                    )
    if indexing is not None:
        await indexing


_UPLOAD_BODY = """# Kayak rental {word}

## Deposit

A kayak rental under plan {word} needs a deposit of forty dollars, refunded when the kayak
comes back dry and undamaged within the rental period.

## Late returns

A kayak returned late under plan {word} costs ten dollars for every started hour.
"""


def _made_up_word() -> str:
    """A word no policy holds, so a search for it finds the upload and nothing else."""
    consonants, vowels = "bdfgklmnprstvz", "aeiou"
    raw = os.urandom(8)
    return "".join(
        (consonants if i % 2 == 0 else vowels)[b % (14 if i % 2 == 0 else 5)]
        for i, b in enumerate(raw)
    )


async def _upload_until_found(
    http: httpx.AsyncClient, level: MixedLevel, keys: MixedKeys, deadline: float, poll_s: float
) -> None:
    word = _made_up_word()
    accepted = await _timed(
        level,
        "upload",
        http.post(
            "/v1/documents",
            files={"file": (f"kayak-{word}.md", _UPLOAD_BODY.format(word=word), "text/markdown")},
            data={"title": f"Kayak rental {word}", "scope": "returns"},
            headers=_bearer(keys.content),
        ),
    )
    if accepted is None or accepted.status_code != 202:
        return
    document = accepted.json()["document_id"]
    since = time.perf_counter()
    body = {"query": f"kayak deposit plan {word}", "top_k": 5}
    while True:
        found = await _timed(
            level, "upload poll", http.post("/v1/search", json=body, headers=_bearer(keys.agent))
        )
        hits = found.json()["results"] if found is not None and found.status_code == 200 else []
        if any(hit["document_id"] == document for hit in hits):
            level.searchable_s.append(time.perf_counter() - since)
            return
        if time.perf_counter() > deadline:
            level.record("upload poll", 504)  # never searchable within the level's bound
            return
        await asyncio.sleep(poll_s)


if __name__ == "__main__":
    main()
