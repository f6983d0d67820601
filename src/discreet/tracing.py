"""OpenTelemetry tracing: a span per turn (`discreet.turn`), a child per stage, a span per
job (`discreet.job`). Spans carry ids, counts, enums and durations only, never text: no
message, passage, memory value, query or customer external id.

Only the OpenTelemetry API is imported here; without an SDK every span is a no-op.
`install` (called by the composition root with ``DISCREET_OTEL_EXPORTER``) loads the SDK
and an exporter when one is asked for; ``off`` loads nothing. The stage names are the
turn's own (`TurnTrace.stage_ms`): each stage span is named ``discreet.<stage>``.

Attribute names are ``discreet.*``, and the GenAI semantic conventions' names where they
apply: ``gen_ai.conversation.id`` (the session), and on the generate stage
``gen_ai.operation.name``, ``gen_ai.provider.name``, ``gen_ai.request.model``,
``gen_ai.usage.input_tokens``, ``gen_ai.usage.output_tokens`` and ``error.type``.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, ClassVar, Final, Literal, ParamSpec, TypeVar
from uuid import UUID

from opentelemetry import trace
from opentelemetry.trace import Span, Status, StatusCode, Tracer, TracerProvider
from opentelemetry.util.types import AttributeValue

from discreet.errors import InvalidInput

if TYPE_CHECKING:
    from opentelemetry.sdk.trace.export import SpanExporter

    from discreet.agent.trace import TurnTrace

__all__ = [
    "EXPORTERS",
    "TRACER_NAME",
    "Attributes",
    "Exporter",
    "add_exporter",
    "describe_turn",
    "install",
    "mark_failed",
    "model_attributes",
    "span",
    "stage",
    "stage_attributes",
    "traced",
    "turn_attributes",
    "use_provider",
]

TRACER_NAME: Final = "discreet"
Exporter = Literal["off", "otlp", "console"]
EXPORTERS: Final[tuple[Exporter, ...]] = ("off", "otlp", "console")
Attributes = Mapping[str, AttributeValue]

# GenAI semantic conventions: the provider names they list, for the backends we have.
_GEN_AI_PROVIDERS: Final = {"openai": "openai", "azure": "azure.ai.openai"}

_P = ParamSpec("_P")
_R = TypeVar("_R")


class _State:
    """The tracer spans start from, and the exporters `install` added (once each)."""

    tracer: ClassVar[Tracer] = trace.get_tracer(TRACER_NAME)
    installed: ClassVar[set[tuple[Exporter, str | None]]] = set()


def use_provider(provider: TracerProvider | None) -> None:
    """Trace through `provider`; None: through the global one (the API's no-op until an
    SDK provider is set globally, by `install` or by the application that embeds us)."""
    _State.tracer = (
        trace.get_tracer(TRACER_NAME) if provider is None else provider.get_tracer(TRACER_NAME)
    )


@contextmanager
def span(name: str, attributes: Attributes | None = None) -> Iterator[Span]:
    """A span, current for the block. An exception leaving the block marks it failed with
    ``error.type`` (the exception's class) only: the message may hold text, so it is
    never recorded."""
    with _State.tracer.start_as_current_span(
        name,
        attributes=attributes,
        record_exception=False,
        set_status_on_exception=False,
    ) as current:
        try:
            yield current
        except BaseException as exc:
            mark_failed(exc, current)
            raise


def mark_failed(exc: BaseException, failed: Span | None = None) -> None:
    """Mark `failed` (the current span by default) as ended in error: ``error.type`` is the
    exception's class, and its message (which may hold text) is left out."""
    target = trace.get_current_span() if failed is None else failed
    if target.is_recording():
        target.set_attribute("error.type", type(exc).__name__)
        target.set_status(Status(StatusCode.ERROR))


@contextmanager
def stage(
    name: str, trace_: TurnTrace | None = None, *, attributes: Attributes | None = None
) -> Iterator[Span]:
    """The span of one turn stage: ``discreet.<name>``, with ``discreet.stage``; `name` is
    one of the turn's stage names (the keys of `TurnTrace.stage_ms`). With `trace_`, what
    it says of the stage (`stage_attributes`) is added when the block ends."""
    with span(f"discreet.{name}", {"discreet.stage": name, **(attributes or {})}) as current:
        yield current
        if trace_ is not None and current.is_recording():
            current.set_attributes(stage_attributes(name, trace_))


def model_attributes(backend: object) -> dict[str, AttributeValue]:
    """``gen_ai.request.model`` for a backend that names its model (a configured name,
    such as an OpenAI model or an Azure deployment); nothing for one that does not."""
    model = getattr(backend, "model", None)
    return {"gen_ai.request.model": model} if isinstance(model, str) and model else {}


def traced(name: str) -> Callable[[Callable[_P, _R]], Callable[_P, _R]]:
    """Run the decorated function inside a span called `name`."""

    def decorate(func: Callable[_P, _R]) -> Callable[_P, _R]:
        @functools.wraps(func)
        def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _R:
            with span(name):
                return func(*args, **kwargs)

        return wrapper

    return decorate


def _ids(values: Iterable[UUID]) -> tuple[str, ...]:
    return tuple(str(v) for v in values)


def stage_attributes(name: str, trace_: TurnTrace) -> dict[str, AttributeValue]:
    """What the trace says of stage `name` once it ran: counts, enums, ids and scores."""
    t = trace_
    if name == "redact":
        return {
            "discreet.pii.count": sum(t.pii_counts.values()),
            "discreet.pii.entities": tuple(sorted(t.pii_counts)),
        }
    if name == "classify":
        return {
            "discreet.scope": t.scope,
            "discreet.scope.confidence": t.scope_confidence,
            "discreet.scope.fallback": t.scope_fallback,
        }
    if name == "retrieve":
        return {
            "gen_ai.operation.name": "retrieval",
            "discreet.retrieval.scopes": tuple(t.searched_scopes),
            "discreet.retrieval.chunks": len(t.retrieved),
            "discreet.retrieval.document_ids": _ids([r.document_id for r in t.retrieved]),
            "discreet.retrieval.confidence": t.confidence,
            "discreet.retrieval.floor": t.floor,
            "discreet.retrieval.floor_passed": t.floor_passed,
        }
    if name == "memory":
        return {
            "discreet.memory.read": len(t.memory_read),
            "discreet.memory.fact_ids": _ids(t.memory_read),
        }
    if name == "tools":
        return {
            "discreet.tools.count": len(t.tools),
            "discreet.tools.names": tuple(run.tool for run in t.tools),
            "discreet.tools.outcomes": tuple(run.outcome for run in t.tools),
            "discreet.tools.records": sum(run.records for run in t.tools),
        }
    if name == "generate":
        generated: dict[str, AttributeValue] = {
            "gen_ai.operation.name": "chat",
            "gen_ai.provider.name": _GEN_AI_PROVIDERS.get(t.backend, t.backend),
            "gen_ai.usage.input_tokens": t.tokens_in,
            "gen_ai.usage.output_tokens": t.tokens_out,
        }
        if t.generation_error is not None:
            generated["error.type"] = t.generation_error
        return generated
    if name == "guard":
        return {"discreet.guard.removed": t.removed, "discreet.guard.blocked": t.blocked}
    if name == "persist":
        return {"discreet.memory.written": len(t.memory_written)}
    return {}


def turn_attributes(trace_: TurnTrace, *, tenant_id: UUID) -> dict[str, AttributeValue]:
    """The whole turn: its ids, its decision and why, its counts and its stage durations."""
    t = trace_
    attributes: dict[str, AttributeValue] = {
        "discreet.tenant.id": str(tenant_id),
        "discreet.session.id": str(t.session_id),
        "gen_ai.conversation.id": str(t.session_id),
        "discreet.customer.id": str(t.customer_id),  # our id, never the external one
        "discreet.decision": t.abstain_reason if t.abstained else "answer",
        "discreet.abstained": t.abstained,
        "discreet.handoff": t.handoff,
        "discreet.blocked": t.blocked,
        "discreet.attack": t.attack,
        "discreet.scope": t.scope,
        "discreet.pii.count": sum(t.pii_counts.values()),
        "discreet.retrieval.chunks": len(t.retrieved),
        "discreet.memory.read": len(t.memory_read),
        "discreet.memory.written": len(t.memory_written),
        "discreet.tools.count": len(t.tools),
        "discreet.citations": len(t.cited),
        "discreet.guard.removed": t.removed,
        "discreet.duration_ms": round(sum(t.stage_ms.values()), 3),
    }
    if t.block_reason is not None:
        attributes["discreet.block_reason"] = t.block_reason
    for name, ms in t.stage_ms.items():
        attributes[f"discreet.stage_ms.{name}"] = ms
    return attributes


def describe_turn(trace_: TurnTrace, *, tenant_id: UUID) -> None:
    """Put the finished turn's attributes on the current span (the turn's)."""
    current = trace.get_current_span()
    if current.is_recording():
        current.set_attributes(turn_attributes(trace_, tenant_id=tenant_id))


def install(exporter: Exporter, *, endpoint: str | None = None) -> bool:
    """Export spans as ``DISCREET_OTEL_EXPORTER`` says: ``off`` loads nothing; ``otlp``
    sends them in batches over OTLP/HTTP to `endpoint` (else the exporter's own default
    or ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``); ``console`` prints each as it ends.
    Returns whether an exporter is installed; a second call with the same arguments (a
    second container in the process) adds nothing. Needs the ``otel`` extra."""
    if exporter == "off":
        return False
    if (exporter, endpoint) in _State.installed:
        return True
    if exporter not in EXPORTERS:
        raise InvalidInput(f"DISCREET_OTEL_EXPORTER must be one of {', '.join(EXPORTERS)}")
    try:
        from opentelemetry.sdk.trace.export import ConsoleSpanExporter

        if exporter == "otlp":
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import (
                OTLPSpanExporter,
            )
    except ImportError as exc:
        raise InvalidInput(
            f"DISCREET_OTEL_EXPORTER={exporter} needs the OpenTelemetry SDK and the OTLP "
            "exporter: pip install 'discreet[otel]' (or set DISCREET_OTEL_EXPORTER=off)"
        ) from exc
    if exporter == "otlp":
        add_exporter(OTLPSpanExporter(endpoint=endpoint), batch=True)
    else:
        add_exporter(ConsoleSpanExporter(), batch=False)
    _State.installed.add((exporter, endpoint))
    return True


def add_exporter(exporter: SpanExporter, *, batch: bool) -> TracerProvider:
    """Send every span to `exporter` (in batches from a background thread, or each as it
    ends), through the SDK provider already set globally (by an earlier call or the
    application that embeds us), else a new one for service ``discreet`` (made global
    unless the application set a provider of another kind)."""
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource
    from opentelemetry.sdk.trace import TracerProvider as SdkTracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor

    current = trace.get_tracer_provider()
    if isinstance(current, SdkTracerProvider):
        provider = current
    else:
        name = os.environ.get("OTEL_SERVICE_NAME") or TRACER_NAME
        provider = SdkTracerProvider(resource=Resource.create({SERVICE_NAME: name}))
        if isinstance(current, trace.ProxyTracerProvider):  # none set yet: ours is global
            trace.set_tracer_provider(provider)
    processor = BatchSpanProcessor(exporter) if batch else SimpleSpanProcessor(exporter)
    provider.add_span_processor(processor)
    use_provider(provider)
    return provider
