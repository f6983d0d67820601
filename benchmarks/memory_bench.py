"""Durable memory vs. full history: tokens and latency of the context a turn assembles.

For one customer with N past sessions (each a few redacted customer/agent turns, some of
which state a preference or a new address), compare, for a new question:

* **memory**: `recall_facts` (identity + status filtered in SQL, ranked, capped at the
  tenant's `recall_cap`, default 5) rendered by `assemble_prompt` as dated facts;
* **full history**: every earlier turn of the customer loaded and rendered as the window
  (no budget), which is what "just remember everything" costs.

Tokens are `approx_tokens` (the prompt module's estimate); latency is load + assemble,
median and p95 over the queries. Runs on its own embedded PostgreSQL in a temp directory.

    .venv/bin/python benchmarks/memory_bench.py [--sessions 10,50,200] [--turns 6] [--queries 40]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path
from uuid import UUID

from sqlalchemy import text

from discreet.agent.model import WindowTurn
from discreet.agent.prompt import PromptBudget, assemble_prompt
from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.redaction.text import RedactedText, load_stored
from discreet.services.admin import create_customer
from discreet.services.memory import capture_turn, recall_facts
from discreet.sessions import repository as sessions
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import create_tenant
from discreet.tenancy.model import TenantContext

__all__ = ["main"]

CUSTOMER_LINES = (
    "Please email me, don't call.",
    "My new address is 5 Elm Road in Leeds.",
    "How long does standard shipping take to Scotland?",
    "Can I return opened electronics like a GPS watch if it is faulty?",
    "I'd rather be contacted by text from now on.",
    "Where is my order? It was supposed to arrive on Tuesday.",
    "Do you price match other retailers for the same jacket?",
    "Please reply in French.",
    "I moved to York last month.",
    "What is the warranty on hiking boots?",
    "This is ridiculous, nobody answers, just call me!!",
    "Can I change the size of an item after ordering?",
)
AGENT_LINE = (
    "According to our policy: items can be returned within 30 days of delivery in their "
    "original condition, with the receipt or order confirmation. Refunds go back to the "
    "original payment method within 5 to 10 business days after we receive the item. "
    "Opened electronics can be returned if faulty; a restocking fee may apply otherwise."
)
QUESTIONS = (
    "When will my parcel be delivered?",
    "Can you send me updates about my refund?",
    "How do I return a jacket?",
    "What is your warranty on tents?",
)


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _seed(container: Container, tenant_id: UUID, n_sessions: int, turns: int) -> UUID:
    customer_id = create_customer(container.engine, tenant_id, external_id=f"bench-{n_sessions}")
    rng = random.Random(n_sessions)
    redactor = container.redactor
    for _ in range(n_sessions):
        with UnitOfWork(container.engine, tenant_id) as uow:
            info = sessions.start_session(
                uow.conn,
                tenant_id=tenant_id,
                customer_id=customer_id,
                case_id=None,
                ttl_s=600,
            )
            ctx = TenantContext(tenant_id=tenant_id, customer_id=customer_id, session_id=info.id)
            for _ in range(turns // 2):
                said = redactor.redact(rng.choice(CUSTOMER_LINES)).text
                turn_id = sessions.append_turn(
                    uow.conn,
                    tenant_id=tenant_id,
                    session_id=info.id,
                    customer_id=customer_id,
                    role="customer",
                    content=said,
                )
                capture_turn(uow.conn, ctx, turn_id, said)
                sessions.append_turn(
                    uow.conn,
                    tenant_id=tenant_id,
                    session_id=info.id,
                    customer_id=customer_id,
                    role="agent",
                    content=redactor.redact(AGENT_LINE).text,
                )
            uow.commit()
    return customer_id


def _measure(
    container: Container, tenant_id: UUID, customer_id: UUID, queries: int
) -> dict[str, tuple[float, float, float]]:
    redactor = container.redactor
    ctx = TenantContext(tenant_id=tenant_id, customer_id=customer_id)
    unbounded = PromptBudget(passages=0, facts=10**9, window=10**9)
    results: dict[str, list[tuple[int, float]]] = {"memory": [], "history": []}
    for i in range(queries):
        message: RedactedText = redactor.redact(QUESTIONS[i % len(QUESTIONS)]).text
        with UnitOfWork(container.engine, tenant_id) as uow:
            started = time.perf_counter()
            facts = recall_facts(uow.conn, ctx, message)
            prompt = assemble_prompt(
                message=message, window=[], passages=[], facts=facts, budget=unbounded
            )
            results["memory"].append(
                (prompt.token_counts["facts"], (time.perf_counter() - started) * 1000)
            )

            started = time.perf_counter()
            rows = uow.conn.execute(
                text(
                    "SELECT role, content FROM turns WHERE customer_id = :c "
                    "ORDER BY created_at, ordinal"
                ),
                {"c": customer_id},
            ).all()
            window = [WindowTurn(role=r.role, content=load_stored(r.content)) for r in rows]
            prompt = assemble_prompt(
                message=message, window=window, passages=[], facts=[], budget=unbounded
            )
            results["history"].append(
                (prompt.token_counts["window"], (time.perf_counter() - started) * 1000)
            )
    summary: dict[str, tuple[float, float, float]] = {}
    for name, samples in results.items():
        tokens = statistics.mean(t for t, _ in samples)
        ms = [m for _, m in samples]
        summary[name] = (tokens, statistics.median(ms), _percentile(ms, 0.95))
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", default="10,50,200", help="comma-separated session counts")
    parser.add_argument("--turns", type=int, default=6, help="turns per session (both roles)")
    parser.add_argument("--queries", type=int, default=40, help="new questions measured")
    args = parser.parse_args()
    counts = [int(x) for x in args.sessions.split(",") if x.strip()]

    home = Path(tempfile.mkdtemp(prefix="dsct-bench-", dir="/tmp"))
    settings = Settings(DISCREET_HOME=home, DISCREET_ENV="test", DISCREET_REDACTION_NER=False)
    container = Container.build(settings)
    try:
        with container.admin_engine.begin() as conn:
            tenant_id = create_tenant(conn, f"memory-bench-{time.time_ns()}")
        print(
            f"{'sessions':>8} {'turns':>6} | {'memory tok':>10} {'history tok':>11} "
            f"{'ratio':>7} | {'memory ms p50/p95':>18} {'history ms p50/p95':>19} {'ratio':>6}"
        )
        for n in counts:
            customer_id = _seed(container, tenant_id, n, args.turns)
            s = _measure(container, tenant_id, customer_id, args.queries)
            mem_tok, mem_p50, mem_p95 = s["memory"]
            his_tok, his_p50, his_p95 = s["history"]
            print(
                f"{n:>8} {n * args.turns:>6} | {mem_tok:>10.0f} {his_tok:>11.0f} "
                f"{his_tok / max(mem_tok, 1):>6.1f}x | {mem_p50:>8.2f} / {mem_p95:>7.2f} "
                f"{his_p50:>9.2f} / {his_p95:>7.2f} {his_p50 / max(mem_p50, 1e-6):>5.1f}x"
            )
    finally:
        container.close()
        _stop_embedded(home)


def _stop_embedded(home: Path) -> None:
    """The embedded server outlives its process by design (CLI and server share it); the
    benchmark's own one is stopped, as its owner, and its directory removed."""
    import shutil

    import pgserver

    server = pgserver.get_server(home / "pgdata")  # type: ignore[attr-defined]
    server.cleanup_mode = "delete"
    server.cleanup()
    shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
