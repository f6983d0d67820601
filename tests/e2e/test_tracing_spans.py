"""Tracing through the real API and worker, with the SDK's in-memory exporter: a turn is a
`discreet.turn` span with a child per stage, an indexing job a `discreet.job` span, and no
attribute of any span holds a word of a message, a policy, a remembered fact or a
customer's external id (distinctive words are planted in each and searched for)."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any
from uuid import UUID

import httpx
import pytest
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode

from discreet import tracing
from discreet.bootstrap import Container
from discreet.knowledge.documents import INDEX_JOB
from discreet.services.admin import create_api_key, create_customer
from discreet.storage.engine import UnitOfWork
from discreet.storage.outbox import ClaimedJob, enqueue
from discreet.tenancy import Role
from discreet.worker import TenantTx, Worker
from tests.conftest import client, open_session, say, say_streamed

pytestmark = pytest.mark.e2e

# Invented lowercase words: no recognizer or NER takes them for personal data, so they
# reach every place the redacted text goes (the query, the passages, the prompt).
POLICY_WORDS = ("zorblaxite", "glimmerfen", "quaddleby")
POLICY = (
    "Kayak consignments packed in zorblaxite crates earn a glimmerfen rebate of eleven "
    "percent, credited by the quaddleby desk at the end of every quarter."
)
QUESTION = "How does the glimmerfen rebate work for zorblaxite crates? The snorkelwick team asked."
STREAMED = "Who credits the glimmerfen rebate on zorblaxite crates, the flumberdash desk?"
MESSAGE_WORDS = ("snorkelwick", "flumberdash", "vollmark")
EMAIL = "trinket.vollmark@example.net"
CITY = "Quorvale"  # remembered as the customer's city
STATEMENT = f"Please email me at {EMAIL}, don't call. I now live in {CITY}."
EXTERNAL_WORD = "brambleshank"

PLANTED = (*POLICY_WORDS, *MESSAGE_WORDS, CITY, EXTERNAL_WORD)


@pytest.fixture
def exporter() -> Iterator[InMemorySpanExporter]:
    provider = TracerProvider()
    memory = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(memory))
    tracing.use_provider(provider)
    try:
        yield memory
    finally:
        tracing.use_provider(None)
        provider.shutdown()


def _upload(http: httpx.Client, owner: str) -> None:
    doc = f"# Consignment rebates\n\n## Terms\n\n{POLICY}\n".encode()
    r = http.post(
        "/v1/documents",
        files={"file": ("consignment-rebates.md", doc, "text/markdown")},
        data={"title": "Consignment rebates", "scope": "shipping", "owner": owner},
    )
    assert r.status_code == 202, r.text
    document_id = r.json()["document_id"]
    deadline = time.monotonic() + 90
    while http.get(f"/v1/documents/{document_id}").json()["status"] != "active":
        assert time.monotonic() < deadline, "the document was not indexed in time"
        time.sleep(0.2)


def _values(span: ReadableSpan) -> list[str]:
    """Every text a span exports: its name, status, and its and its events' attributes."""
    texts = [span.name, str(span.status.description)]
    for attributes in [span.attributes, *(e.attributes for e in span.events)]:
        for key, value in (attributes or {}).items():
            items = value if isinstance(value, tuple | list) else (value,)
            texts.extend(f"{key}={item!s}" for item in items)
    return texts


def _count(span: ReadableSpan, key: str) -> int:
    value = (span.attributes or {})[key]
    assert isinstance(value, int), (key, value)
    return value


def _children(spans: list[ReadableSpan], parent: ReadableSpan) -> dict[str, ReadableSpan]:
    return {
        s.name: s
        for s in spans
        if s.parent is not None and s.parent.span_id == parent.context.span_id
    }


def test_turn_and_job_spans_carry_no_text(
    server: str, demo: dict[str, Any], container: Container, exporter: InMemorySpanExporter
) -> None:
    tenant_id = UUID(str(demo["tenant_id"]))
    customer = create_customer(
        container.engine, tenant_id, external_id=f"ext-{EXTERNAL_WORD}-{time.time_ns()}"
    )
    key = create_api_key(container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer)
    with client(server, demo["keys"]["content"]) as content:
        _upload(content, f"customer:{customer}")
    with client(server, key) as http:
        say(http, open_session(http, str(customer)), STATEMENT)
        facts = http.get(f"/v1/customers/{customer}/memory").json()["facts"]
        assert CITY in {f["value"] for f in facts}, facts  # the planted city is remembered
        session = open_session(http, str(customer))
        answered = say(http, session, QUESTION)
        _, streamed = say_streamed(http, session, STREAMED)
    for reply in (answered, streamed):
        assert reply["abstained"] is False and reply["citations"], reply
        assert "glimmerfen" in reply["reply"]  # the policy's words did reach the reply
    assert answered["memory_used"], answered

    spans = list(exporter.get_finished_spans())
    turns = [
        s
        for s in spans
        if s.name == "discreet.turn"
        and (s.attributes or {}).get("discreet.customer.id") == str(customer)
    ]
    assert len(turns) == 3
    for turn in turns[1:]:  # the two answered turns: every stage ran
        assert turn.parent is None
        assert turn.attributes is not None and turn.attributes["discreet.decision"] == "answer"
        stages = _children(spans, turn)
        assert set(stages) == {
            f"discreet.{name}"
            for name in (
                "redact",
                "classify",
                "retrieve",
                "memory",
                "tools",
                "generate",
                "guard",
                "persist",
            )
        }
        audit = _children(spans, stages["discreet.persist"])
        assert set(audit) == {"discreet.audit_prepare", "discreet.audit"}
        # One vocabulary: each stage span is a stage the turn timed.
        for stage in [*stages.values(), *audit.values()]:
            assert stage.context.trace_id == turn.context.trace_id
            assert stage.name == f"discreet.{(stage.attributes or {})['discreet.stage']!s}"
            assert f"discreet.stage_ms.{stage.name.removeprefix('discreet.')}" in turn.attributes
        generate = stages["discreet.generate"]
        assert (generate.attributes or {})["gen_ai.operation.name"] == "chat"
        assert (generate.attributes or {})["gen_ai.provider.name"] == "extractive"
        assert _count(generate, "gen_ai.usage.input_tokens") > 0
        assert _count(stages["discreet.memory"], "discreet.memory.read") >= 1
        assert _count(stages["discreet.retrieve"], "discreet.retrieval.chunks") >= 1
    assert _count(turns[1], "discreet.memory.read") == len(answered["memory_used"])
    assert _count(turns[0], "discreet.pii.count") >= 1
    assert _count(turns[0], "discreet.memory.written") >= 1

    jobs = [
        s
        for s in spans
        if s.name == "discreet.job"
        and (s.attributes or {}).get("discreet.tenant.id") == str(tenant_id)
        and (s.attributes or {}).get("discreet.job.kind") == INDEX_JOB
    ]
    assert jobs, "the indexing job left no span"
    assert all(j.parent is None for j in jobs)
    assert (jobs[-1].attributes or {})["discreet.job.outcome"] == "done"
    assert _count(jobs[-1], "discreet.job.attempt") >= 1

    leaks = [
        (span.name, text)
        for span in spans
        for text in _values(span)
        for word in (*PLANTED, EMAIL)
        if word.lower() in text.lower()
    ]
    assert leaks == []


def test_a_failed_job_span_says_how_it_ended_and_not_why_in_words(
    container: Container,
    tenant_factory: Callable[..., UUID],
    sole_worker: None,
    exporter: InMemorySpanExporter,
) -> None:
    tenant_id = tenant_factory()
    with UnitOfWork(container.engine, tenant_id) as uow:
        job_id = enqueue(
            uow.conn,
            tenant_id=tenant_id,
            kind="tracing_probe",
            payload={"note": f"{EXTERNAL_WORD} asked about {POLICY_WORDS[0]}"},
            max_attempts=2,
        )
        uow.commit()

    def fail(job: ClaimedJob, _tx: Callable[[], TenantTx]) -> None:
        raise ValueError(f"could not parse {job.payload['note']}")

    worker = Worker(container.engine, {"tracing_probe": fail}, name="tracing-probe")
    assert worker.run_once() == 1
    (span,) = [s for s in exporter.get_finished_spans() if s.name == "discreet.job"]
    assert span.attributes is not None
    assert span.attributes["discreet.job.id"] == str(job_id)
    assert span.attributes["discreet.job.outcome"] == "retry"
    assert span.attributes["discreet.job.attempt"] == 1
    assert span.attributes["error.type"] == "ValueError"
    assert span.status.status_code is StatusCode.ERROR
    assert span.events == ()
    words = (EXTERNAL_WORD, POLICY_WORDS[0], "could not parse")
    assert [t for t in _values(span) for w in words if w in t] == []


def test_otlp_sends_the_spans_to_the_configured_endpoint() -> None:
    """``DISCREET_OTEL_EXPORTER=otlp``: a fresh process (the global provider is set once per
    process) sends its spans as OTLP/HTTP protobuf to a collector on loopback."""
    received: list[tuple[str, bytes]] = []

    class Collector(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers["Content-Length"]))
            received.append((self.path, body))
            self.send_response(200)
            self.send_header("Content-Type", "application/x-protobuf")
            self.end_headers()

        def log_message(self, *_: object) -> None:
            pass

    with HTTPServer(("127.0.0.1", 0), Collector) as collector:
        threading.Thread(target=collector.serve_forever, daemon=True).start()
        endpoint = f"http://127.0.0.1:{collector.server_address[1]}/v1/traces"
        code = (
            "from opentelemetry import trace\n"
            "from discreet import tracing\n"
            f"assert tracing.install('otlp', endpoint={endpoint!r})\n"
            "with tracing.span('discreet.turn'), tracing.stage('redact'): pass\n"
            "trace.get_tracer_provider().shutdown()  # flushes the batch\n"
        )
        subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
        collector.shutdown()
    assert [path for path, _ in received] == ["/v1/traces"]
    request = ExportTraceServiceRequest()
    request.ParseFromString(received[0][1])
    (resource_spans,) = request.resource_spans
    service = {a.key: a.value.string_value for a in resource_spans.resource.attributes}
    assert service["service.name"] == "discreet"
    names = {s.name for scope in resource_spans.scope_spans for s in scope.spans}
    assert names == {"discreet.turn", "discreet.redact"}
