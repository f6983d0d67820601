"""Tracing overhead per turn: the turn through the service layer with tracing off, and with
the OpenTelemetry SDK recording every span into an in-memory exporter.

    .venv/bin/python benchmarks/tracing_bench.py [--turns 300] [--block 20]

Builds a container on a fresh DISCREET_HOME (its own embedded PostgreSQL), loads the demo
tenant and indexes it, then runs `handle_message` (what the API's message route calls)
with turn_bench's questions (answerable and unanswerable, some with personal data). The
modes take turns in blocks of `--block` turns, each block in a new session, so that all
see the same machine:

- ``off``: no SDK provider (the API's no-op tracer; ``DISCREET_OTEL_EXPORTER=off``);
- ``sdk``: an SDK provider, each span handed to the in-memory exporter as it ends
  (`SimpleSpanProcessor`: the whole export cost is on the turn's thread);
- ``sdk-batch``: the same behind a `BatchSpanProcessor`, as ``otlp`` exports (the export
  runs on a background thread).

Prints p50/p95/mean per mode, each traced mode's ratio to ``off``, the median over
neighbouring block pairs of the difference of their p50s (which slow drift in the
machine's speed does not move), the spans per turn, and what one no-op span costs (what
the instrumentation adds to a turn with tracing off, against no instrumentation).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from uuid import UUID, uuid4

from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import (
    BatchSpanProcessor,
    SimpleSpanProcessor,
)
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from discreet import tracing
from discreet.agent.trace import TurnTrace
from discreet.agent.turn import handle_message
from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.demo.loader import load_demo
from discreet.logging import configure_logging
from discreet.services import sessions
from discreet.services.admin import staff_principal
from turn_bench import QUESTIONS, _pct

MODES = ("off", "sdk", "sdk-batch")


def _provider(processor: SpanProcessor) -> TracerProvider:
    provider = TracerProvider()
    provider.add_span_processor(processor)
    return provider


def noop_span_us(n: int = 100_000) -> float:
    """What one stage span costs with tracing off (the API's no-op), in microseconds: what
    the instrumentation adds to a turn that nobody traces, against no spans at all."""
    trace = TurnTrace(session_id=uuid4(), customer_id=uuid4())
    t0 = time.perf_counter()
    for _ in range(n):
        with tracing.stage("redact", trace):
            pass
    return (time.perf_counter() - t0) / n * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=300, help="turns per mode")
    parser.add_argument("--block", type=int, default=20, help="turns per block (and session)")
    args = parser.parse_args()
    configure_logging("WARNING")
    home = Path(tempfile.mkdtemp(prefix="dsc-trace-", dir="/tmp"))
    container = Container.build(Settings(DISCREET_HOME=home, DISCREET_ENV="test"))
    simple, batched = InMemorySpanExporter(), InMemorySpanExporter()
    batch_processor = BatchSpanProcessor(batched)
    providers = {
        "off": None,
        "sdk": _provider(SimpleSpanProcessor(simple)),
        "sdk-batch": _provider(batch_processor),
    }
    try:
        demo = load_demo(container)
        container.worker(name="tracing-bench").drain()
        principal = staff_principal(UUID(str(demo["tenant_id"])))
        customer = UUID(str(demo["customers"][0]["customer_id"]))

        def session() -> UUID:
            return sessions.start_session(
                container.engine, principal, customer_id=customer, case_id=None, ttl_s=1800
            ).id

        deps = container.turn_deps
        warm = session()
        for question in QUESTIONS * 2:  # models loaded, caches filled
            handle_message(deps, principal, warm, question)

        latencies: dict[str, list[float]] = {mode: [] for mode in MODES}
        block_p50s: dict[str, list[float]] = {mode: [] for mode in MODES}
        spans = 0
        blocks = max(1, args.turns // args.block)
        for block in range(blocks):
            # Rotate which mode goes first, so none always follows another.
            order = MODES[block % 3 :] + MODES[: block % 3]
            for mode in order:
                tracing.use_provider(providers[mode])
                sid, times = session(), []
                for i in range(args.block):
                    question = QUESTIONS[(block * args.block + i) % len(QUESTIONS)]
                    t0 = time.perf_counter()
                    handle_message(deps, principal, sid, question)
                    times.append((time.perf_counter() - t0) * 1000)
                tracing.use_provider(None)
                latencies[mode].extend(times)
                block_p50s[mode].append(statistics.median(times))
            spans += len(simple.get_finished_spans())
            simple.clear()
            batch_processor.force_flush()
            batched.clear()
    finally:
        container.close()
        for provider in providers.values():
            if provider is not None:
                provider.shutdown()
        shutil.rmtree(home, ignore_errors=True)

    per_mode = blocks * args.block
    print(f"turns: {per_mode} per mode, in blocks of {args.block} (one session each)")
    print(f"spans per turn (sdk): {spans / per_mode:.1f}")
    tracing.use_provider(None)
    print(f"a stage span with tracing off (no-op): {noop_span_us():.2f} us")
    base_p50, base_p95 = _pct(latencies["off"], 0.5), _pct(latencies["off"], 0.95)
    for mode in MODES:
        p50, p95 = _pct(latencies[mode], 0.5), _pct(latencies[mode], 0.95)
        mean = statistics.fmean(latencies[mode])
        line = f"{mode:<10} p50 {p50:7.2f} ms  p95 {p95:7.2f} ms  mean {mean:7.2f} ms"
        if mode != "off":
            paired = statistics.median(
                on - off for on, off in zip(block_p50s[mode], block_p50s["off"], strict=True)
            )
            line += (
                f"  ratio p50 {p50 / base_p50:.3f}  p95 {p95 / base_p95:.3f}"
                f"  paired p50 delta {paired:+.3f} ms"
            )
        print(line)


if __name__ == "__main__":
    main()
