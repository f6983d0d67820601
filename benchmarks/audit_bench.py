"""Audit write cost: what the audit step adds to a turn.

    .venv/bin/python benchmarks/audit_bench.py [--n 2000] [--url postgresql+psycopg://...]

Without `--url` it starts a private embedded PostgreSQL under /tmp and deletes it after.
Figures are wall-clock milliseconds, p50 and p95.

The headline answers the goal ("under 1 ms of the turn's p50") directly: the end of a turn
(`agent.turn.persist_and_audit`, steps 8 and 9: the customer's turn stored and the session
touched while the reply's audit events are composed, the batch appended while the reply is
redacted for storage, the agent's turn stored; then the commit) runs with the real audit
step and with one that composes and writes nothing, interleaved in blocks of 20 so that
both see the same machine. The audit's cost is the difference of the two p50s; beside it,
the median over neighbouring pairs of blocks of the difference of their p50s, which slow
drift in the machine's speed does not move. The turn's events come from a `TurnTrace` with
5 retrieved chunks (one customer-owned), 2 memory facts, a tool call and a generation: 7
events.

Then the parts: the audit with nothing to overlap it (its events composed, then written
around an empty block: all of it is waited for), the append of pre-built events, the same
append with the head cache emptied before each call (the two round trips every append took
before `discreet_audit_append`, migration 0008), a single event, and seven single-event
appends, each with its commit timed separately.
"""

from __future__ import annotations

import argparse
import base64
import os
import secrets
import shutil
import statistics
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from uuid import UUID, uuid4

from sqlalchemy import Connection, Engine, text

from discreet.agent.audit_turn import PreparedAudit, TurnAudit
from discreet.agent.backends.extractive import ExtractiveBackend
from discreet.agent.trace import RetrievedRef, ToolRun, TurnTrace
from discreet.agent.turn import TurnDeps, persist_and_audit
from discreet.audit import (
    AuditEvent,
    hash_identifier,
    record,
    record_many,
    verify_chain,
    writer,
)
from discreet.audit import events as ev
from discreet.audit.writer import Batch
from discreet.keyring import FileKek, Keyring
from discreet.redaction import PseudonymVault, RedactionConfig, Redactor
from discreet.sessions import repository as sessions
from discreet.sessions.pg_store import PostgresVaultStore
from discreet.storage.engine import UnitOfWork, make_engine
from discreet.storage.schema import migrate
from discreet.tenancy.directory import create_customer
from discreet.tenancy.model import TenantContext


@contextmanager
def embedded() -> Iterator[str]:
    os.environ.setdefault("XDG_RUNTIME_DIR", "/tmp")  # noqa: S108 - pgserver only reads it
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver

    path = Path(f"/tmp/discreet-audit-bench-{os.getpid()}")  # noqa: S108 - short socket path
    server = pgserver.get_server(str(path), cleanup_mode="delete")
    try:
        yield server.get_uri().replace("postgresql://", "postgresql+psycopg://", 1)
    finally:
        server.cleanup()
        shutil.rmtree(path, ignore_errors=True)


def turn_events(secret: bytes, turn_id: UUID) -> list[AuditEvent]:
    owner = hash_identifier(secret, "customer", str(uuid4()))
    doc = uuid4()
    chunks = tuple(
        ev.RetrievedChunk(
            chunk_id=secrets.token_hex(16),
            document_id=doc,
            version=2,
            owner="customer" if i == 0 else "shared",
            owner_hash=owner if i == 0 else None,
            score=0.8 - i / 10,
        )
        for i in range(5)
    )
    return [
        ev.MessageRedacted(
            speaker="customer", pii_present=True, entity_counts={"PERSON": 1, "EMAIL_ADDRESS": 1}
        ),
        ev.ScopeClassified(scope="returns", confidence=0.91, fallback=False),
        ev.Retrieval(
            scopes=("returns", "general"),
            chunks=chunks,
            candidates=20,
            floor=0.35,
            top_score=0.8,
            decision="answer",
        ),
        ev.MemoryRead(fact_ids=(uuid4(), uuid4())),
        ev.Generation(backend="extractive", tokens_in=420, tokens_out=90, latency_ms=4.2),
        ev.MessageRedacted(speaker="agent", pii_present=False, entity_counts={}),
        ev.TurnCompleted(
            stage_latency_ms={"redact": 1.1, "retrieve": 6.0, "generate": 4.2},
            total_ms=11.3,
            abstained=False,
            handoff=False,
            blocked=False,
            step_event_ids=(),
        ),
    ]


def measure(
    engine: Engine, tenant: UUID, n: int, call: Callable[[UnitOfWork], None]
) -> tuple[list[float], list[float]]:
    calls, commits = [], []
    for _ in range(n):
        with UnitOfWork(engine, tenant) as uow:
            t0 = time.perf_counter()
            call(uow)
            t1 = time.perf_counter()
            uow.commit()
            t2 = time.perf_counter()
        calls.append((t1 - t0) * 1000)
        commits.append((t2 - t1) * 1000)
    return calls, commits


BLOCK = 20


def turn_tails(
    engine: Engine, tenant: UUID, n: int, end: Callable[[UnitOfWork, bool], None]
) -> tuple[list[list[float]], list[list[float]]]:
    """The end of `n` turns (steps 8 and 9, then the commit) with the audit and as many
    without, in alternating blocks of `BLOCK`: the times of each block."""
    audited: list[list[float]] = []
    bare: list[list[float]] = []
    for _ in range(0, n, BLOCK):
        for with_audit, blocks in ((True, audited), (False, bare)):
            times = []
            for _ in range(BLOCK):
                with UnitOfWork(engine, tenant) as uow:
                    t0 = time.perf_counter()
                    end(uow, with_audit)
                    uow.commit()
                    times.append((time.perf_counter() - t0) * 1000)
            blocks.append(times)
    return audited, bare


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1]


def report(label: str, calls: list[float], commits: list[float], per: int) -> None:
    print(
        f"{label:<44} p50 {pct(calls, 50):6.3f} ms  p95 {pct(calls, 95):6.3f} ms"
        f"  (per event p50 {pct(calls, 50) / per:6.3f} ms)"
        f"  | commit p50 {pct(commits, 50):6.3f} ms"
    )


def turn_trace(turn: int) -> TurnTrace:
    doc = uuid4()
    customer = uuid4()
    return TurnTrace(
        session_id=uuid4(),
        customer_id=customer,
        pii_counts={"PERSON": 1, "EMAIL_ADDRESS": 1},
        scope="returns",
        scope_confidence=0.91,
        scope_fallback=False,
        retrieved=[
            RetrievedRef(f"{turn:08x}{i:024x}", doc, 2, "shared" if i else f"customer:{customer}")
            for i in range(5)
        ],
        confidence=0.8,
        floor_passed=True,
        memory_read=[uuid4(), uuid4()],
        backend="extractive",
        tokens_in=420,
        tokens_out=90,
        tools=[ToolRun(tool="order_status", outcome="found", records=1, latency_ms=1.2)],
        stage_ms={"redact": 1.1, "retrieve": 6.0, "generate": 4.2},
    )


class NoAudit(TurnAudit):
    """The baseline: an audit step that prepares and writes nothing."""

    def __init__(self) -> None:
        tenant, secret = uuid4(), secrets.token_bytes(32)
        never = Batch(
            tenant_id=tenant,
            tenant_secret=secret,
            events=[
                ev.TurnCompleted(
                    stage_latency_ms={},
                    total_ms=0.0,
                    abstained=False,
                    handoff=False,
                    blocked=False,
                    step_event_ids=(),
                )
            ],
        )
        self._nothing = PreparedAudit(tenant, secret, (), never, uuid4())

    def prepare(self, tenant_id: UUID, secret: bytes, trace: TurnTrace) -> PreparedAudit:
        return self._nothing

    @contextmanager
    def writing(
        self, conn: Connection, prepared: PreparedAudit, trace: TurnTrace
    ) -> Iterator[UUID]:
        yield uuid4()


def end_of_turn(
    app: Engine, tenant: UUID, secret: bytes, traces: Iterator[TurnTrace]
) -> Callable[[UnitOfWork, bool], None]:
    """Steps 8 and 9 of a turn as `handle_message` runs them, with or without the audit
    (a fresh session every 40 turns)."""
    redactor, vault = Redactor(), PseudonymVault()
    question = redactor.redact("How long do I have to return it? Mail jo@example.com", vault=vault)
    reply = (  # an extractive answer of the demo's usual length
        "You can return unworn items within 60 days of delivery for a full refund, as long as "
        "they still have their tags. Opened electronics can be returned within 30 days and "
        "are subject to a 15% restocking fee. Start a return from your order page. "
        "(Returns and refunds, section 2)"
    )
    with UnitOfWork(app, tenant) as uow:
        customer = create_customer(uow.conn, tenant_id=tenant, external_id="bench-customer")
        uow.commit()
    keyring = Keyring(FileKek(env_key=base64.b64encode(secrets.token_bytes(32)).decode()))
    deps = {
        audited: TurnDeps(
            engine=app,
            redactor=redactor,
            embedder=None,
            backend=ExtractiveBackend(),
            vaults=PostgresVaultStore(app),
            keyring=keyring,
            audit=TurnAudit() if audited else NoAudit(),
        )
        for audited in (True, False)
    }
    state = {"session": uuid4(), "turns": 40}

    def run(uow: UnitOfWork, audited: bool) -> None:
        if state["turns"] == 40:
            state["session"] = sessions.start_session(
                uow.conn,
                tenant_id=tenant,
                customer_id=customer,
                case_id=None,
                ttl_s=1800,
            ).id
            state["turns"] = 0
        state["turns"] += 1
        trace = replace(next(traces), session_id=state["session"], customer_id=customer)
        ctx = TenantContext(
            tenant_id=tenant,
            customer_id=customer,
            account_id=None,
            case_id=None,
            session_id=state["session"],
        )
        persist_and_audit(
            deps[audited],
            uow.conn,
            ctx,
            trace=trace,
            secret=secret,
            message=question.text,
            reply=reply,
            vault=vault,
            config=RedactionConfig(),
            capture=False,
        )

    return run


def run(url: str, n: int) -> None:
    admin = make_engine(url, app_role=False)
    migrate(admin)
    tenant, secret = uuid4(), secrets.token_bytes(32)
    with admin.begin() as conn:
        conn.execute(
            text("INSERT INTO tenants (id, name, secret) VALUES (:i, :n, :s)"),
            {"i": tenant, "n": f"bench-{tenant}", "s": secret},
        )
    app = make_engine(url, app_role=True)
    single = ev.ScopeClassified(scope="returns", confidence=0.9, fallback=False)
    # Built ahead, outside the timed calls (the turn has them already).
    traces = iter([turn_trace(i) for i in range(3 * n + 400)])
    batches = iter([turn_events(secret, uuid4()) for _ in range(4 * n)])
    end = end_of_turn(app, tenant, secret, traces)

    def turn(uow: UnitOfWork) -> None:
        trace, audit = next(traces), TurnAudit()
        with audit.writing(uow.conn, audit.prepare(tenant, secret, trace), trace):
            pass

    def one(uow: UnitOfWork) -> None:
        record(uow.conn, tenant_id=tenant, tenant_secret=secret, event=single)

    def batch(uow: UnitOfWork) -> None:
        record_many(uow.conn, Batch(tenant_id=tenant, tenant_secret=secret, events=next(batches)))

    def batch_uncached(uow: UnitOfWork) -> None:
        writer._HEADS.clear()
        batch(uow)

    def per_event(uow: UnitOfWork) -> None:
        for event in next(batches):
            record(uow.conn, tenant_id=tenant, tenant_secret=secret, event=event)

    turn_tails(app, tenant, 200, end)  # warm up pool, plans and caches
    print(f"audit write cost, n={n} samples each, PostgreSQL at {url.split('@')[-1][:60]}")
    audited_blocks, bare_blocks = turn_tails(app, tenant, n, end)
    audited = [t for block in audited_blocks for t in block]
    bare = [t for block in bare_blocks for t in block]
    cost = pct(audited, 50) - pct(bare, 50)
    # Drift-robust too: the median over neighbouring block pairs of their p50s' difference.
    paired = statistics.median(
        statistics.median(a) - statistics.median(b)
        for a, b in zip(audited_blocks, bare_blocks, strict=True)
    )
    print(
        f"end of a turn (persist, audit, commit): p50 {pct(bare, 50):.3f} ms without the "
        f"audit step, {pct(audited, 50):.3f} ms with it (p95 {pct(bare, 95):.3f} / "
        f"{pct(audited, 95):.3f})"
    )
    print(
        f"audit write cost per turn: {cost:.3f} ms of the turn's p50 "
        f"(goal: under 1 ms: {'met' if cost < 1 else 'NOT met'}); "
        f"block-paired median {paired:.3f} ms"
    )
    print("parts:")
    turn_calls, turn_commits = measure(app, tenant, n, turn)
    report("audit write, nothing to overlap (7 events)", turn_calls, turn_commits, per=7)
    report("record_many(): 7 events, built before", *measure(app, tenant, n, batch), per=7)
    cold_calls, cold_commits = measure(app, tenant, n, batch_uncached)
    report("record_many(): 7 events, head not cached", cold_calls, cold_commits, per=7)
    report("record(): 1 event", *measure(app, tenant, n, one), per=1)
    report("7 x record(): 1 turn", *measure(app, tenant, n // 2, per_event), per=7)
    print(
        f"one round trip per batch vs two: {pct(cold_calls, 50) / pct(turn_calls, 50):.2f}x "
        "the write's p50 without the head cache"
    )
    with UnitOfWork(app, tenant) as uow:
        t0 = time.perf_counter()
        result = verify_chain(uow.conn, tenant_id=tenant, tenant_secret=secret)
        elapsed = time.perf_counter() - t0
    print(
        f"verify_chain: {result.checked} events ok={result.ok} in {elapsed * 1000:.0f} ms "
        f"({result.checked / elapsed:,.0f} events/s)"
    )
    app.dispose()
    admin.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--url", help="an existing database (superuser/owner URL)")
    args = parser.parse_args()
    if args.url:
        run(args.url, args.n)
    else:
        with embedded() as url:
            run(url, args.n)


if __name__ == "__main__":
    main()
