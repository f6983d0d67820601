"""Load over two API nodes and two workers, and one hot tenant's throughput (issue 16).

    .venv/bin/python benchmarks/load.py [--levels 1,10,50,100] [--hot-levels 1,4,16]
        [--rounds 6] [--min-turns 20] [--think 5] [--upload-every 10] [--time-bound 240]
        [--hot-turns 160] [--spread 4] [--passes 3] [--redis redis://127.0.0.1:6379/0]
    .venv/bin/python benchmarks/load.py --nodes http://a:8000,http://b:8000 --keys keys.json

The stack, all on loopback: one PostgreSQL (the embedded pgserver build, which has
pgvector, started here once on a fresh home and reached by every process through
`DATABASE_URL`, as an external database would be), Redis for vaults and rate limits, two
`discreet serve --no-worker` nodes and two `discreet worker` processes. They share one
DISCREET_HOME for its key file (the KEK) and the local blob directory: every process runs
on this machine, so a shared directory stands in for S3 (`DISCREET_DEPLOYMENT` stays
unset; `multi` would refuse a local blob store, rightly, for separate machines). The demo
tenant is loaded first (`discreet demo --json`), and the levels start once its policies
are indexed. Rate limits are lifted (a rate of 0) and the admission queue is deep: every
session shares the demo's keys, and the figures are of capacity, not of a client's share.
With `--nodes` (and `--keys`, a demo-keys.json), an already running stack is driven
instead; CPU time and lock waits are then not measured.

**Mixed traffic** (`--levels`): N sessions at once, customer n on node n mod 2, each
arriving between 0 and `--think` seconds into the level and doing `--rounds` rounds (at
least `--min-turns` turns in the level): a pause of about `--think` seconds (a person
typing; between half and one and a half times it), a chat turn, then a search, a memory
read or an audit read in turn.
`--think 0` is a closed loop, every request sent as soon as the last is answered: that
measures capacity (latency is then concurrency / throughput, whatever the stack), not the
latency N customers see. Every `--upload-every`-th session also uploads a policy with a
made-up word and searches for it every 0.25 s until it is found (upload-to-searchable
time), while the turns go on. A level ends when its work is done or `--time-bound` seconds
have passed; between levels the job queue is left to drain. Printed per level:
p50/p95/p99 per endpoint, errors by status (any status outside 2xx, no response, work cut
by the bound, an upload not searchable in time), turns/s, CPU-seconds per turn (user +
system of the four processes and of PostgreSQL's, from /proc, over the level, divided by
the turns answered) and the upload-to-searchable times. The figure checked: at 100
sessions no error, turn p95 at most 4x the single-session p95, and every upload of the
level searchable.

**Hot tenant** (`--hot-levels`): the demo tenant's chat turns only, 1, 4 and 16 sessions
over the nodes, `--hot-turns` turns per level in all; turns/s and the ratio at the largest
level to one session (issue 16's figure: at least 3x). Where a turn waits is measured at
each level: PostgreSQL's backends sampled every 20 ms (`pg_stat_activity`: busy, and
waiting on the audit chain's advisory lock; `pg_locks`: the share of samples in which the
lock was held), the audit stage's mean from the nodes' /metrics
(`discreet_turn_stage_seconds{stage="audit"}`), and the CPU the stack used out of what the
machine has. The lock is held from a turn's audit append to its commit, so turns/s divided
by the share held is the chain's ceiling at that hold time: the most turns a second one
tenant could have if the lock never rested. The control, unless `--spread 0`: the largest
level again, its sessions spread over `--spread` copies of the demo tenant (each its own
chain, warmed first): if the chain capped the tenant, spreading would raise the
throughput. The levels and the control run `--passes` times in turn, so that each sees the
machine's slow and fast minutes alike, and the figures are the medians over the passes.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tests.support.load import ENDPOINTS, Level, MixedKeys, MixedLevel, drive, drive_mixed

from discreet.storage.embedded import embedded_admin_url
from load_bench import free_port, wait_for_jobs, wait_until_cited

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
AUDIT_LOCK = 0x41554454  # the audit chain's advisory lock class (migrations 0002, 0008)


@dataclass
class Stack:
    bases: list[str]
    keys: dict[str, str] = field(repr=False)
    customers: list[str]
    pids: list[int] = field(default_factory=list)
    """The API nodes' and workers' processes (empty for a stack given by URL)."""
    pgdata: Path | None = None
    database_url: str | None = field(default=None, repr=False)
    home: Path | None = None

    @property
    def mixed_keys(self) -> MixedKeys:
        return MixedKeys(
            agent=self.keys["agent"], content=self.keys["content"], auditor=self.keys["auditor"]
        )


# -- the stack ---------------------------------------------------------------------------


def _discreet() -> str:
    return str(Path(sys.executable).with_name("discreet"))


@contextmanager
def start_stack(
    redis_url: str, settings: dict[str, str], *, nodes: int, workers: int
) -> Iterator[Stack]:
    """One PostgreSQL, `nodes` API nodes and `workers` workers on a fresh home (see the
    module doc); stopped and removed on exit."""
    home = Path(tempfile.mkdtemp(prefix="dsc-load2-", dir="/tmp"))
    pgdata = home / "pgdata-shared"
    admin_url = embedded_admin_url(pgdata)  # started here; this process keeps it up
    database_url = admin_url.replace("postgresql+psycopg://", "postgresql://", 1)
    env = {
        **os.environ,
        **settings,
        "DISCREET_HOME": str(home),
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "DISCREET_LOG_LEVEL": "WARNING",
    }
    env.pop("DISCREET_DEPLOYMENT", None)
    deadline = time.monotonic() + 600
    listed = subprocess.run(
        [_discreet(), "demo", "--json"], env=env, capture_output=True, text=True, check=False
    )
    if listed.returncode != 0:
        shutil.rmtree(home, ignore_errors=True)
        raise SystemExit(f"discreet demo --json failed: {listed.stderr[-2000:]}")
    demo = json.loads(listed.stdout)
    keys = {k: str(v) for k, v in demo["keys"].items()}
    customers = [str(c["customer_id"]) for c in demo["customers"]]
    procs: list[subprocess.Popen[bytes]] = []
    bases: list[str] = []
    try:
        for n in range(workers):
            procs.append(_spawn([_discreet(), "worker"], env, home / f"worker-{n}.log"))
        for n in range(nodes):
            port = free_port()
            node_env = {**env, "DISCREET_PORT": str(port)}
            procs.append(
                _spawn([_discreet(), "serve", "--no-worker"], node_env, home / f"node-{n}.log")
            )
            bases.append(f"http://127.0.0.1:{port}")
        for base in bases:
            _wait_ready(base, procs, deadline, home)
        wait_until_cited(bases[0], keys["agent"], customers[0], deadline)
        wait_for_jobs(bases[0], keys["admin"], deadline)
        yield Stack(
            bases=bases,
            keys=keys,
            customers=customers,
            pids=[p.pid for p in procs],
            pgdata=pgdata,
            database_url=database_url,
            home=home,
        )
    finally:
        for proc in procs:
            proc.send_signal(signal.SIGTERM)
        for proc in procs:
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        shutil.rmtree(home, ignore_errors=True)


def _spawn(argv: list[str], env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    """A process of the stack, its output to `log` (read back if it fails to start)."""
    with log.open("wb") as out:
        return subprocess.Popen(argv, env=env, stdout=out, stderr=subprocess.STDOUT)


def _wait_ready(
    base: str, procs: Sequence[subprocess.Popen[bytes]], deadline: float, home: Path
) -> None:
    while True:
        try:
            if httpx.get(f"{base}/readyz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if any(p.poll() is not None for p in procs):
            logs = "\n".join(f"{log.name}: {log.read_text()[-1500:]}" for log in home.glob("*.log"))
            raise SystemExit(f"a process of the stack exited during start-up\n{logs}")
        if time.monotonic() > deadline:
            raise SystemExit(f"{base} did not become ready in time")
        time.sleep(0.5)


def settle(stack: Stack) -> None:
    """Until no job of any tenant is ready or running (read from the database when the
    stack is ours, else the demo tenant's queue through the admin API): a level does not
    share the machine with the indexing the one before it started."""
    deadline = time.monotonic() + 600
    if stack.database_url is None:
        wait_for_jobs(stack.bases[0], stack.keys["admin"], deadline)
        return
    with psycopg.connect(stack.database_url, autocommit=True) as conn:
        while True:
            row = conn.execute(
                "SELECT count(*) FROM jobs WHERE status = 'running' "
                "OR (status = 'ready' AND run_after <= now())"
            ).fetchone()
            if row is not None and row[0] == 0:
                return
            if time.monotonic() > deadline:
                raise SystemExit("the job queue did not drain in 600 s")
            time.sleep(0.5)


def given_stack(nodes: str, keys_file: Path) -> Stack:
    keys = {k: str(v) for k, v in json.loads(keys_file.read_text()).items()}
    bases = [u.strip().rstrip("/") for u in nodes.split(",") if u.strip()]
    for base in bases:
        if not base.startswith(("http://127.", "http://localhost", "http://[::1]")):
            raise SystemExit(f"{base}: this benchmark drives loopback addresses only")
    listed = httpx.get(
        f"{bases[0]}/v1/customers",
        headers={"Authorization": f"Bearer {keys['agent']}"},
        params={"limit": 1000},
        timeout=60,
    )
    listed.raise_for_status()
    customers = [str(c["customer_id"]) for c in listed.json()["customers"]]
    return Stack(bases=bases, keys=keys, customers=customers)


# -- what the stack spent and where it waited ----------------------------------------------


def _ticks(pid: int, *, children: bool = False) -> int:
    """User + system CPU of `pid` in clock ticks (plus its reaped children's)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return 0
    used = int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
    return used + (int(fields[13]) + int(fields[14]) if children else 0)


def cpu_seconds(stack: Stack) -> float:
    """CPU time so far of the stack's processes and of PostgreSQL: the postmaster with its
    exited backends, and its live backends."""
    if not stack.pids:
        return math.nan
    total = sum(_ticks(pid) for pid in stack.pids)
    if stack.pgdata is not None:
        postmaster = int((stack.pgdata / "postmaster.pid").read_text().split()[0])
        total += _ticks(postmaster, children=True)
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                except (FileNotFoundError, ProcessLookupError):
                    continue
                if int(stat[1]) == postmaster:
                    total += int(stat[11]) + int(stat[12])
    return total / CLOCK_TICKS


class BackendSampler:
    """pg_stat_activity and pg_locks every `period_s`, on a thread of its own: the mean
    number of client backends busy in a statement, of those waiting for an audit chain's
    lock, and the share of samples in which that lock was held (by a transaction between
    its audit append and its commit). With one tenant, a held share near 100% means the
    chain serialises the tenant's turns."""

    def __init__(self, database_url: str | None, period_s: float = 0.02) -> None:
        self._url, self._period = database_url, period_s
        self._stop = threading.Event()
        self.samples = 0
        self.active = 0
        self.on_audit_lock = 0
        self.audit_lock_held = 0
        """Samples in which a transaction held an audit chain's lock (any chain's, when the
        sessions are spread over several tenants)."""
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> BackendSampler:
        if self._url is not None:
            self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()

    def _run(self) -> None:
        assert self._url is not None
        query = (
            "SELECT count(*) FILTER (WHERE a.state = 'active'), "
            "count(*) FILTER (WHERE a.wait_event = 'advisory' AND EXISTS ("
            " SELECT 1 FROM pg_locks l WHERE l.pid = a.pid AND NOT l.granted"
            " AND l.locktype = 'advisory' AND l.classid = %(lock)s::oid)), "
            "(SELECT count(*) FROM pg_locks l WHERE l.granted AND l.locktype = 'advisory'"
            " AND l.classid = %(lock)s::oid) "
            "FROM pg_stat_activity a WHERE a.backend_type = 'client backend' "
            "AND a.pid <> pg_backend_pid()"
        )
        with psycopg.connect(self._url, autocommit=True) as conn:
            while not self._stop.wait(self._period):
                row = conn.execute(query, {"lock": AUDIT_LOCK}).fetchone()
                assert row is not None
                self.samples += 1
                self.active += int(row[0])
                self.on_audit_lock += int(row[1])
                self.audit_lock_held += min(1, int(row[2]))

    def summary(self) -> str:
        if not self.samples:
            return "backends: not sampled"
        return (
            f"backends busy {self.active / self.samples:.2f} on average, waiting on the audit "
            f"lock {self.on_audit_lock / self.samples:.2f}, the lock held in "
            f"{self.audit_lock_held / self.samples:.0%} of {self.samples} samples"
        )


def stage_totals(bases: Sequence[str]) -> dict[str, float]:
    """Seconds and counts so far, summed over the nodes' /metrics: each turn stage
    (`discreet_turn_stage_seconds`, as `<stage>` and `<stage>#`) and the admission queue's
    wait (`admitted`, `admitted#`)."""
    out: defaultdict[str, float] = defaultdict(float)
    for base in bases:
        for line in httpx.get(f"{base}/metrics", timeout=30).text.splitlines():
            name, _, value = line.rpartition(" ")
            if name.startswith("discreet_turn_stage_seconds_"):
                stage = name.split('stage="', 1)[1].split('"', 1)[0]
                if name.startswith("discreet_turn_stage_seconds_sum"):
                    out[stage] += float(value)
                elif name.startswith("discreet_turn_stage_seconds_count"):
                    out[f"{stage}#"] += float(value)
            elif name == "discreet_admission_wait_seconds_sum":
                out["admitted"] += float(value)
            elif name == "discreet_admission_wait_seconds_count":
                out["admitted#"] += float(value)
    return out


@dataclass
class Measured:
    wall_s: float
    cpu_s: float
    sampler: BackendSampler
    stages_ms: dict[str, float]
    """Mean milliseconds per turn stage over the block, and `admitted`: the mean wait of a
    request in the nodes' admission queues."""

    @property
    def audit_ms(self) -> float:
        return self.stages_ms.get("audit", math.nan)

    def where(self) -> str:
        parts = sorted(self.stages_ms.items(), key=lambda kv: -kv[1])
        return ", ".join(f"{k} {v:.1f}" for k, v in parts)


@contextmanager
def measuring(stack: Stack) -> Iterator[list[Measured]]:
    """CPU time, backend samples and the stages' means over the block; appended on exit."""
    out: list[Measured] = []
    cpu0, before, t0 = cpu_seconds(stack), stage_totals(stack.bases), time.perf_counter()
    with BackendSampler(stack.database_url) as sampler:
        yield out
    wall = time.perf_counter() - t0
    cpu1, after = cpu_seconds(stack), stage_totals(stack.bases)
    means = {}
    for key in after:
        if not key.endswith("#"):
            n = after[f"{key}#"] - before.get(f"{key}#", 0.0)
            if n:
                means[key] = (after[key] - before.get(key, 0.0)) / n * 1000
    out.append(Measured(wall, cpu1 - cpu0, sampler, means))


# -- the levels ----------------------------------------------------------------------------


def _errors(counts: Counter[int]) -> str:
    names = {0: "no response", -1: "cut by the time bound", 504: "not searchable in time"}
    return (
        ", ".join(
            f"{n} ({names.get(status, f'HTTP {status}')})" for status, n in sorted(counts.items())
        )
        or "0"
    )


def run_mixed(stack: Stack, levels: list[int], args: argparse.Namespace) -> bool:
    results: list[tuple[MixedLevel, Measured]] = []
    for sessions in levels:
        rounds = max(args.rounds, math.ceil(args.min_turns / sessions))
        with measuring(stack) as got:
            level = drive_mixed(
                stack.bases,
                stack.mixed_keys,
                stack.customers,
                sessions=sessions,
                rounds=rounds,
                upload_every=args.upload_every,
                time_bound_s=args.time_bound,
                think_s=args.think,
            )
        measured = got[0]
        results.append((level, measured))
        print_mixed(level, measured)
        settle(stack)
    base = next((lv for lv, _ in results if lv.sessions == 1), None)
    checks: list[tuple[str, bool]] = []
    for level, _ in results:
        checks.append((f"{level.sessions} sessions: 0 errors", not level.errors()))
    for level, _ in results:
        if level.sessions >= 100:
            found = len(level.searchable_s)
            checks.append(
                (
                    f"{level.sessions} sessions: {found} of {level.uploads} uploads searchable "
                    "during the level",
                    found == level.uploads,
                )
            )
            if base is not None:
                p95, p95_1 = level.p("turn", 0.95), base.p("turn", 0.95)
                checks.append(
                    (
                        f"{level.sessions} sessions: turn p95 {p95:.0f} ms is "
                        f"{p95 / p95_1:.2f}x the single-session p95 {p95_1:.0f} ms (<= 4x)",
                        p95 <= 4 * p95_1,
                    )
                )
    print("mixed traffic:")
    for what, ok in checks:
        print(f"  [{'ok' if ok else 'FAIL'}] {what}")
    return all(ok for _, ok in checks)


def print_mixed(level: MixedLevel, measured: Measured) -> None:
    cpu_per_turn = measured.cpu_s / level.turns if level.turns else math.nan
    print(
        f"\n### {level.sessions} concurrent sessions ({level.rounds} rounds each, pauses of "
        f"about {level.think_s:g} s, {level.uploads} upload(s)), {level.wall_s:.1f} s\n"
    )
    print("| endpoint | requests | p50 | p95 | p99 | errors |")
    print("|---|---|---|---|---|---|")
    for endpoint in ENDPOINTS:
        counts = level.statuses.get(endpoint, Counter())
        if not counts:
            continue
        bad: Counter[int] = Counter({s: n for s, n in counts.items() if not 200 <= s < 300})
        print(
            f"| {endpoint} | {sum(counts.values())} | {level.p(endpoint, 0.5):.0f} ms "
            f"| {level.p(endpoint, 0.95):.0f} ms | {level.p(endpoint, 0.99):.0f} ms "
            f"| {_errors(bad)} |"
        )
    slow = sorted(at for at, ms in level.turn_log if ms > 4 * level.p("turn", 0.5))
    if slow:
        print(
            f"\n{len(slow)} turns took over 4x the turn p50; sent between {slow[0]:.1f} s and "
            f"{slow[-1]:.1f} s into the level (median {statistics.median(slow):.1f} s)"
        )
    searchable = sorted(level.searchable_s)
    shown = ", ".join(f"{s:.1f}" for s in searchable) or "none"
    cpu = (
        "CPU not measured (a stack given by URL)"
        if math.isnan(measured.cpu_s)
        else f"CPU {measured.cpu_s:.1f} s ({cpu_per_turn * 1000:.0f} ms per turn, "
        f"{measured.cpu_s / measured.wall_s:.2f} of {os.cpu_count()} CPUs)"
    )
    print(
        f"\nturns answered {level.turns}, {level.turns_per_s:.1f} turns/s; errors "
        f"{_errors(level.errors())}; {cpu}; upload to searchable: {shown} s "
        f"({len(searchable)} of {level.uploads}); {measured.sampler.summary()}",
        flush=True,
    )


def warm(stack: Stack) -> None:
    """Every endpoint on both nodes a few times, unmeasured: first calls load what a node
    loads lazily."""
    drive_mixed(
        stack.bases,
        stack.mixed_keys,
        stack.customers,
        sessions=4,
        rounds=6,
        upload_every=4,
        time_bound_s=120,
    )
    settle(stack)


@dataclass(frozen=True)
class Tenant:
    agent_key: str = field(repr=False)
    customers: list[str]


def copy_tenants(stack: Stack, count: int) -> list[Tenant]:
    """`count` tenants made as the demo is (its policies, scope examples and settings; four
    customers and an agent key each), each with an audit chain of its own, indexed by the
    stack's workers: the control for the hot tenant."""
    from discreet.bootstrap import Container
    from discreet.config import Settings
    from discreet.demo import loader
    from discreet.services.admin import create_api_key, create_customer
    from discreet.tenancy import Role

    assert stack.home is not None and stack.database_url is not None
    container = Container.build(
        Settings(DISCREET_HOME=stack.home, DATABASE_URL=stack.database_url),
        run_migrations=False,
    )
    data = Path(loader.__file__).with_name("data")
    tenants = []
    try:
        for k in range(count):
            tenant_id = loader.load_policy_tenant(
                container,
                name=f"{loader.DEMO_TENANT} copy {k}",
                policies=data / "policies",
                scope_examples=data / "scope_examples.jsonl",
                settings=loader.DEMO_SETTINGS,
            )
            customers = [
                str(create_customer(container.engine, tenant_id, external_id=f"load-{k}-{i}"))
                for i in range(4)
            ]
            key = create_api_key(container.engine, tenant_id, roles={Role.AGENT})
            tenants.append(Tenant(key, customers))
    finally:
        container.close()
    deadline = time.monotonic() + 600
    for tenant in tenants:
        wait_until_cited(stack.bases[0], tenant.agent_key, tenant.customers[0], deadline)
        # A tenant's first turns on a node load what the node caches per tenant (its
        # scope examples' vectors among them): not what the control measures.
        drive(stack.bases, tenant.agent_key, tenant.customers, sessions=4, turns=3)
    return tenants


def drive_tenants(stack: Stack, tenants: Sequence[Tenant], sessions: int, turns: int) -> Level:
    """`sessions` sessions spread evenly over `tenants`, all at once (a thread and a `drive`
    per tenant), as one level: its wall time is the longest tenant's."""
    share = sessions // len(tenants)
    results: list[Level] = []
    lock = threading.Lock()

    def one(tenant: Tenant) -> None:
        level = drive(stack.bases, tenant.agent_key, tenant.customers, sessions=share, turns=turns)
        with lock:
            results.append(level)

    threads = [threading.Thread(target=one, args=(t,)) for t in tenants]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    merged = Level(sessions=share * len(tenants), turns=turns)
    for level in results:
        merged.wall_s = max(merged.wall_s, level.wall_s)
        merged.latencies_ms.extend(level.latencies_ms)
        merged.statuses.update(level.statuses)
        merged.failed_turns.update(level.failed_turns)
    return merged


def _cpu_cells(m: Measured, turns: int) -> str:
    """The stack's share of the machine's CPUs, and its CPU per turn."""
    if math.isnan(m.cpu_s):
        return "n/a | n/a"
    share = m.cpu_s / m.wall_s / (os.cpu_count() or 1)
    return f"{share:.0%} | {m.cpu_s / max(turns, 1) * 1000:.0f} ms"


def _lock_cells(m: Measured, turns_per_s: float) -> str:
    """Busy backends, those waiting on the audit lock, the share of time it was held and
    the ceiling that share implies."""
    s = m.sampler
    if not s.samples:
        return "n/a | n/a | n/a | n/a"
    held = s.audit_lock_held / s.samples
    ceiling = f"{turns_per_s / held:.0f} turns/s" if held else "never seen held"
    return (
        f"{s.active / s.samples:.2f} | {s.on_audit_lock / s.samples:.2f} | {held:.0%} | {ceiling}"
    )


def run_hot(stack: Stack, levels: list[int], total_turns: int, spread: int, passes: int) -> bool:
    agent = stack.keys["agent"]
    tenants = copy_tenants(stack, spread) if spread > 1 and stack.home is not None else []
    top_sessions = max(levels)
    rows: list[tuple[str, Level, Measured]] = []
    # `passes` passes over the levels, so that every level sees the machine's slow and fast
    # minutes alike; figures are medians over the passes. In each pass, the largest level
    # also runs spread over the copies (each its own chain): if the chain capped the
    # tenant, spreading the same sessions over tenants would raise the throughput.
    settle(stack)
    for _ in range(passes):
        for sessions in levels:
            turns = max(1, total_turns // sessions)
            with measuring(stack) as got:
                level = drive(stack.bases, agent, stack.customers, sessions=sessions, turns=turns)
            rows.append(("1", level, got[0]))
            print(f"  hot tenant: ran {level.summary()}", file=sys.stderr, flush=True)
        if tenants:
            turns = max(1, total_turns // top_sessions)
            with measuring(stack) as got:
                spread_level = drive_tenants(stack, tenants, top_sessions, turns)
            rows.append((str(len(tenants)), spread_level, got[0]))
    print(
        "\n### hot tenant: one tenant's chat turns over the nodes\n\n"
        "| sessions | tenants (chains) | turns answered | failed | turns/s | turn p50 | turn p95 "
        "| CPU used of the machine | CPU per turn | busy backends | waiting on the audit lock "
        "| audit lock held | chain ceiling | audit stage mean |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for chains, level, m in rows:
        print(
            f"| {level.sessions} | {chains} | {level.answered} of {level.planned} "
            f"| {level.failed} "
            f"| {level.throughput:.1f} | {level.p50_ms:.0f} ms | {level.p95_ms:.0f} ms "
            f"| {_cpu_cells(m, level.answered)} | {_lock_cells(m, level.throughput)} "
            f"| {m.audit_ms:.2f} ms |"
        )
    print("\nmean ms per turn stage (and `admitted`: a request's wait in the admission queue):")
    for chains, level, m in rows:
        print(f"  {level.sessions} sessions on {chains} tenant(s): {m.where()}")
    clean = all(lv.server_errors == 0 and lv.failed == 0 for _, lv, _ in rows)

    def median_tps(chains: str, sessions: int) -> float:
        runs = [lv.throughput for c, lv, _ in rows if c == chains and lv.sessions == sessions]
        return statistics.median(runs) if runs else math.nan

    print("\nmedian turns/s over the passes:")
    for sessions in levels:
        print(f"  {sessions} sessions, one tenant: {median_tps('1', sessions):.1f}")
    if tenants:
        spread_tps = median_tps(str(len(tenants)), top_sessions)
        print(
            f"  {top_sessions} sessions over {len(tenants)} tenants: {spread_tps:.1f} "
            f"({spread_tps / median_tps('1', top_sessions):.2f}x one tenant)"
        )
    if 1 not in levels or top_sessions == 1:
        return clean
    ratio = median_tps("1", top_sessions) / median_tps("1", 1)
    ok = ratio >= 3
    print(
        f"hot tenant: [{'ok' if ok else 'FAIL'}] {top_sessions} sessions give {ratio:.2f}x "
        f"the turns/s of one (medians; >= 3x)"
    )
    return ok and clean


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--levels", default="1,10,50,100", help="mixed traffic; '' skips")
    parser.add_argument("--hot-levels", default="1,4,16", help="hot tenant; '' skips")
    parser.add_argument("--rounds", type=int, default=6, help="rounds per session")
    parser.add_argument("--min-turns", type=int, default=20, help="turns per level at least")
    parser.add_argument(
        "--think", type=float, default=5.0, help="a customer's pause before a turn, s (0: none)"
    )
    parser.add_argument("--upload-every", type=int, default=10, help="one upload per N sessions")
    parser.add_argument("--time-bound", type=float, default=240.0, help="seconds per level")
    parser.add_argument("--hot-turns", type=int, default=160, help="turns per hot-tenant level")
    parser.add_argument(
        "--spread", type=int, default=4, help="control: tenants to spread the sessions over"
    )
    parser.add_argument("--passes", type=int, default=3, help="hot tenant: passes over levels")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    parser.add_argument("--concurrency", type=int, default=None, help="DISCREET_CONCURRENCY")
    parser.add_argument("--nodes", default=None, help="drive these API nodes (loopback URLs)")
    parser.add_argument("--keys", type=Path, default=None, help="with --nodes: demo-keys.json")
    args = parser.parse_args()
    levels = [int(x) for x in args.levels.split(",") if x.strip()]
    hot_levels = [int(x) for x in args.hot_levels.split(",") if x.strip()]
    settings = {
        "DISCREET_QUEUE_DEPTH": "1024",
        "DISCREET_QUEUE_TIMEOUT_S": "120",
        "DISCREET_RATE_KEY_PER_S": "0",
        "DISCREET_RATE_TENANT_PER_S": "0",
    }
    if args.concurrency is not None:
        settings["DISCREET_CONCURRENCY"] = str(args.concurrency)
    ok = True
    with ExitStack() as stack_scope:
        if args.nodes:
            if args.keys is None:
                raise SystemExit("--nodes needs --keys (the demo tenant's keys, as JSON)")
            stack = given_stack(args.nodes, args.keys)
            where = f"given nodes {', '.join(stack.bases)}"
        else:
            stack = stack_scope.enter_context(start_stack(args.redis, settings, nodes=2, workers=2))
            where = (
                f"2 API nodes ({', '.join(stack.bases)}) and 2 workers on one PostgreSQL "
                f"(embedded build, shared through DATABASE_URL) and Redis; "
                f"{', '.join(f'{k}={v}' for k, v in settings.items())}"
            )
        print(f"load: {where}; {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
        warm(stack)
        if levels:
            ok = run_mixed(stack, levels, args) and ok
        if hot_levels:
            ok = run_hot(stack, hot_levels, args.hot_turns, args.spread, args.passes) and ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
