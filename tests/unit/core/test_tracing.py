"""discreet.tracing: stage spans and their links, what the turn's trace maps to (ids,
counts, enums, durations), failures without their messages, and the exporter settings."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from uuid import uuid4

import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode
from pydantic import ValidationError

from discreet import tracing
from discreet.agent.trace import MemoryWrite, RetrievedRef, ToolRun, TurnTrace
from discreet.config import Settings
from discreet.errors import InvalidInput


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


def _by_name(spans: tuple[ReadableSpan, ...]) -> dict[str, ReadableSpan]:
    return {s.name: s for s in spans}


def _trace() -> TurnTrace:
    doc = uuid4()
    return TurnTrace(
        session_id=uuid4(),
        customer_id=uuid4(),
        pii_counts={"EMAIL_ADDRESS": 2, "PERSON": 1},
        attack="none",
        scope="returns",
        scope_confidence=0.875,
        scope_fallback=False,
        searched_scopes=("returns",),
        retrieved=[RetrievedRef("c1", doc, 2, "shared", 0.9), RetrievedRef("c2", doc, 2, "shared")],
        confidence=0.8,
        floor=0.35,
        floor_passed=True,
        memory_read=[uuid4()],
        memory_written=[MemoryWrite(uuid4(), "address")],
        backend="azure",
        tokens_in=420,
        tokens_out=90,
        cited=("c1",),
        tools=[ToolRun("order_status", "found", 1, 2.5)],
        stage_ms={"redact": 1.25, "retrieve": 4.0, "generate": 3.5},
    )


def test_stage_spans_are_children_of_the_span_open_around_them(
    exporter: InMemorySpanExporter,
) -> None:
    with tracing.span("discreet.turn"), tracing.stage("redact"), tracing.stage("classify"):
        pass
    spans = _by_name(exporter.get_finished_spans())
    assert set(spans) == {"discreet.turn", "discreet.redact", "discreet.classify"}
    turn, redact, classify = (
        spans["discreet.turn"],
        spans["discreet.redact"],
        spans["discreet.classify"],
    )
    assert redact.parent is not None and redact.parent.span_id == turn.context.span_id
    assert classify.parent is not None and classify.parent.span_id == redact.context.span_id
    assert {s.context.trace_id for s in spans.values()} == {turn.context.trace_id}
    assert redact.attributes == {"discreet.stage": "redact"}


def test_a_stage_given_the_trace_gets_what_the_trace_says_when_the_block_ends(
    exporter: InMemorySpanExporter,
) -> None:
    trace = TurnTrace(session_id=uuid4(), customer_id=uuid4())
    with tracing.stage("classify", trace):
        trace.scope, trace.scope_confidence, trace.scope_fallback = "shipping", 0.5, False
    (span,) = exporter.get_finished_spans()
    assert span.attributes == {
        "discreet.stage": "classify",
        "discreet.scope": "shipping",
        "discreet.scope.confidence": 0.5,
        "discreet.scope.fallback": False,
    }


def test_the_generate_stage_follows_the_genai_conventions() -> None:
    trace = _trace()
    assert tracing.stage_attributes("generate", trace) == {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "azure.ai.openai",
        "gen_ai.usage.input_tokens": 420,
        "gen_ai.usage.output_tokens": 90,
    }
    trace.backend, trace.generation_error = "extractive", "timeout"
    attributes = tracing.stage_attributes("generate", trace)
    assert attributes["gen_ai.provider.name"] == "extractive"
    assert attributes["error.type"] == "timeout"


def test_model_attributes_name_a_configured_model_only() -> None:
    class Hosted:
        model = "gpt-4o-mini"

    class Local:
        pass

    assert tracing.model_attributes(Hosted()) == {"gen_ai.request.model": "gpt-4o-mini"}
    assert tracing.model_attributes(Local()) == {}


def test_stage_attributes_count_and_name_but_never_hold_the_trace_s_objects() -> None:
    trace = _trace()
    assert tracing.stage_attributes("redact", trace) == {
        "discreet.pii.count": 3,
        "discreet.pii.entities": ("EMAIL_ADDRESS", "PERSON"),
    }
    retrieve = tracing.stage_attributes("retrieve", trace)
    assert retrieve["discreet.retrieval.chunks"] == 2
    assert retrieve["discreet.retrieval.document_ids"] == (str(trace.retrieved[0].document_id),) * 2
    assert retrieve["discreet.retrieval.floor_passed"] is True
    assert tracing.stage_attributes("memory", trace) == {
        "discreet.memory.read": 1,
        "discreet.memory.fact_ids": (str(trace.memory_read[0]),),
    }
    assert tracing.stage_attributes("tools", trace)["discreet.tools.outcomes"] == ("found",)
    assert tracing.stage_attributes("persist", trace) == {"discreet.memory.written": 1}
    assert tracing.stage_attributes("audit", trace) == {}


def test_turn_attributes_carry_ids_the_decision_counts_and_stage_durations() -> None:
    trace = _trace()
    tenant = uuid4()
    attributes = tracing.turn_attributes(trace, tenant_id=tenant)
    assert attributes["discreet.tenant.id"] == str(tenant)
    assert attributes["gen_ai.conversation.id"] == str(trace.session_id)
    assert attributes["discreet.customer.id"] == str(trace.customer_id)
    assert attributes["discreet.decision"] == "answer"
    assert attributes["discreet.stage_ms.retrieve"] == 4.0
    assert attributes["discreet.duration_ms"] == 8.75
    assert attributes["discreet.citations"] == 1
    assert "discreet.block_reason" not in attributes

    trace.block("guard")
    trace.abstain("below_floor", handoff=True)
    blocked = tracing.turn_attributes(trace, tenant_id=tenant)
    assert blocked["discreet.decision"] == "below_floor"
    assert blocked["discreet.block_reason"] == "guard"
    assert blocked["discreet.handoff"] is True


def test_describe_turn_annotates_the_current_span(exporter: InMemorySpanExporter) -> None:
    trace = _trace()
    with tracing.span("discreet.turn"):
        tracing.describe_turn(trace, tenant_id=uuid4())
    (span,) = exporter.get_finished_spans()
    assert span.attributes is not None
    assert span.attributes["discreet.session.id"] == str(trace.session_id)


def test_a_failure_records_its_class_and_never_its_message(
    exporter: InMemorySpanExporter,
) -> None:
    secret = "Sylvanfrost lives at 7 Quillmoor Lane"
    with (
        pytest.raises(ValueError, match="Sylvanfrost"),
        tracing.span("discreet.turn"),
        tracing.stage("redact"),
    ):
        raise ValueError(secret)
    spans = exporter.get_finished_spans()
    assert len(spans) == 2
    for span in spans:
        assert span.status.status_code is StatusCode.ERROR
        assert span.attributes is not None and span.attributes["error.type"] == "ValueError"
        assert span.events == ()  # no exception event: its message is text
        assert "Quillmoor" not in repr(dict(span.attributes)) + str(span.status.description)


def test_mark_failed_marks_the_current_span(exporter: InMemorySpanExporter) -> None:
    with tracing.span("discreet.job"):
        tracing.mark_failed(KeyError("payload text"))
    (span,) = exporter.get_finished_spans()
    assert span.status.status_code is StatusCode.ERROR
    assert span.attributes is not None and span.attributes["error.type"] == "KeyError"


def test_traced_runs_the_function_inside_its_span(exporter: InMemorySpanExporter) -> None:
    @tracing.traced("discreet.turn")
    def add(a: int, *, b: int) -> int:
        with tracing.stage("generate"):
            return a + b

    assert add(2, b=3) == 5
    spans = _by_name(exporter.get_finished_spans())
    generate = spans["discreet.generate"]
    assert generate.parent is not None
    assert generate.parent.span_id == spans["discreet.turn"].context.span_id


def test_without_a_provider_spans_are_not_recorded(exporter: InMemorySpanExporter) -> None:
    tracing.use_provider(None)  # the global provider: the API's no-op in this process
    with tracing.stage("redact", _trace()) as span:
        assert not span.is_recording()
    assert exporter.get_finished_spans() == ()


def test_the_exporter_settings_default_to_off_and_accept_only_the_known_kinds() -> None:
    assert Settings().otel_exporter == "off"
    chosen = Settings(DISCREET_OTEL_EXPORTER="otlp", DISCREET_OTEL_ENDPOINT="  ")
    assert chosen.otel_exporter == "otlp" and chosen.otel_endpoint is None
    with pytest.raises(ValidationError, match="DISCREET_OTEL_EXPORTER"):
        Settings(DISCREET_OTEL_EXPORTER="jaeger")


def test_off_installs_nothing() -> None:
    assert tracing.install("off") is False


def test_otlp_without_the_extra_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    # A None entry makes the import fail as if the package were not installed.
    monkeypatch.setitem(sys.modules, "opentelemetry.exporter.otlp.proto.http.trace_exporter", None)
    with pytest.raises(InvalidInput, match=r"discreet\[otel\]"):
        tracing.install("otlp", endpoint="http://127.0.0.1:4318/v1/traces")


def _python(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    return done.stdout


def test_off_loads_no_sdk_in_a_fresh_process() -> None:
    out = _python(
        "import sys\n"
        "from discreet import bootstrap, tracing\n"
        "from discreet.agent import turn\n"
        "from discreet import worker\n"
        "assert tracing.install('off') is False\n"
        "with tracing.stage('redact') as span: pass\n"
        "print(sorted(m for m in sys.modules if m.startswith('opentelemetry.sdk')))\n"
    )
    assert out.strip() == "[]"


def test_console_exports_each_span_in_a_fresh_process() -> None:
    out = _python(
        "from discreet import tracing\n"
        "assert tracing.install('console') is True\n"
        "assert tracing.install('console') is True  # a second container adds nothing\n"
        "with tracing.span('discreet.turn'), tracing.stage('redact'): pass\n"
    )
    assert out.count('"name": "discreet.redact"') == 1
    assert out.count('"name": "discreet.turn"') == 1
    assert '"service.name": "discreet"' in out


def test_the_public_surface_is_what_all_lists() -> None:
    public = {n for n in vars(tracing) if not n.startswith("_") and n != "annotations"}
    defined_here = {
        n for n in public if getattr(getattr(tracing, n), "__module__", "") == tracing.__name__
    }
    assert defined_here <= set(tracing.__all__)
    assert all(hasattr(tracing, name) for name in tracing.__all__)
