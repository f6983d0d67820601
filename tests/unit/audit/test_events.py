"""The schema rule: every field classified, none free text, values checked at construction."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta, timezone
from typing import Annotated, Any, Literal, get_args, get_origin, get_type_hints
from uuid import uuid4

import pytest

from discreet.audit import events as ev
from discreet.audit.events import (
    EVENT_TYPES,
    AuditEvent,
    AuditRecord,
    AuditSchemaError,
    AuditValueError,
    Classification,
)

C = Classification
HEX = "ab" * 32


# --- class creation -----------------------------------------------------------------


def test_unclassified_str_field_fails_at_class_creation() -> None:
    with pytest.raises(AuditSchemaError, match="unclassified"):

        class Leaky(AuditEvent, kind="leaky"):
            reason: str


def test_free_text_field_fails_even_when_classified() -> None:
    with pytest.raises(AuditSchemaError, match="free text"):

        class Debug(AuditEvent, kind="debug_event"):
            debug_prompt: Annotated[str, C.ENUM]


@pytest.mark.parametrize(
    "annotation",
    [
        Annotated[str, C.COUNT],  # str is only an ENUM token, an ID or a hashed identifier
        Annotated[Any, C.ENUM],
        Annotated[object, C.ID],
        Annotated[bytes, C.ID],
        Annotated[list[str], C.ID],
        Annotated[dict[str, Any], C.COUNT],
        Annotated[int, C.DURATION],
        Annotated[bool, C.COUNT],
        Annotated[str | int, C.ENUM],
        Annotated[tuple[str, str], C.ID],
        Annotated[Literal["a", "b"], C.ID],
        Annotated[Mapping[int, int], C.COUNT],
        Annotated[str, "enum"],
        Annotated[str, C.ENUM, C.ID],
        Annotated[str, C.RECORD],
    ],
)
def test_disallowed_types_fail_at_class_creation(annotation: Any) -> None:
    with pytest.raises(AuditSchemaError):
        type(
            "Bad",
            (AuditEvent,),
            {"__annotations__": {"field": annotation}, "__module__": __name__},
            kind="bad_kind",
        )


def test_nested_records_obey_the_rule() -> None:
    with pytest.raises(AuditSchemaError, match="unclassified"):

        class Inner(AuditRecord):
            label: str


def _walk(tp: Any, cls: Classification) -> None:
    """Every leaf type of a field is one its classification allows."""
    origin = get_origin(tp)
    assert tp is not str or cls in (C.ENUM, C.ID, C.IDENTIFIER_HASHED)
    assert tp not in (Any, object, bytes, list, dict)
    if origin is Literal:
        assert cls is C.ENUM
        return
    if isinstance(tp, type) and issubclass(tp, AuditRecord):
        assert cls is C.RECORD
        _assert_classified(tp)
        return
    for arg in get_args(tp):
        if arg is not Ellipsis and arg is not type(None):
            _walk(arg, C.ENUM if origin is Mapping and arg is get_args(tp)[0] else cls)


def _assert_classified(klass: type) -> None:
    hints = get_type_hints(klass, include_extras=True)
    for field in dataclasses.fields(klass):
        hint = hints[field.name]
        assert get_origin(hint) is Annotated, f"{klass.__name__}.{field.name} unclassified"
        tp, *meta = get_args(hint)
        marks = [m for m in meta if isinstance(m, Classification)]
        assert len(marks) == 1, f"{klass.__name__}.{field.name}"
        for word in ("text", "prompt", "message", "content", "body", "query", "raw"):
            assert word not in field.name.split("_"), f"{klass.__name__}.{field.name}"
        _walk(tp, marks[0])


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_every_registered_event_is_classified_and_frozen(kind: str) -> None:
    klass = EVENT_TYPES[kind]
    assert klass.kind == kind
    assert dataclasses.is_dataclass(klass)
    assert klass.__dataclass_params__.frozen  # type: ignore[attr-defined]
    _assert_classified(klass)


def test_registry_holds_the_documented_kinds() -> None:
    assert {
        "session_started",
        "session_ended",
        "session_expired",
        "message_redacted",
        "scope_classified",
        "retrieval",
        "memory_read",
        "memory_written",
        "generation",
        "abstained",
        "output_blocked",
        "input_refused",
        "turn_completed",
        "document_uploaded",
        "document_updated",
        "document_deleted",
        "document_activated",
        "document_failed",
        "document_quarantined",
        "document_released",
        "erasure",
        "key_created",
        "key_revoked",
    } <= set(EVENT_TYPES)


# --- construction -------------------------------------------------------------------


def test_events_are_frozen() -> None:
    event = ev.Abstained(reason="below_floor", handoff=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.reason = "x"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("factory", "field"),
    [
        (
            lambda: ev.ScopeClassified(scope="My name is Maria", confidence=0.5, fallback=False),
            "scope",
        ),
        (
            lambda: ev.SessionStarted(customer_hash="maria@example.com", idle_ttl_ms=1.0),
            "customer_hash",
        ),
        (lambda: ev.SessionStarted(customer_hash=HEX.upper(), idle_ttl_ms=1.0), "customer_hash"),
        (lambda: ev.SessionEnded(reason="bored", turns=1, duration_ms=1.0), "reason"),  # type: ignore[arg-type]
        (lambda: ev.SessionEnded(reason="closed", turns=-1, duration_ms=1.0), "turns"),
        (lambda: ev.SessionEnded(reason="closed", turns=True, duration_ms=1.0), "turns"),
        (lambda: ev.SessionEnded(reason="closed", turns=1, duration_ms=-1.0), "duration_ms"),
        (
            lambda: ev.SessionEnded(reason="closed", turns=1, duration_ms=float("nan")),
            "duration_ms",
        ),
        (lambda: ev.MemoryRead(fact_ids=("not-a-uuid",)), "fact_ids"),  # type: ignore[arg-type]
        (
            lambda: ev.MessageRedacted(
                speaker="customer",
                pii_present=1,  # type: ignore[arg-type]
                entity_counts={},
            ),
            "pii_present",
        ),
        (
            lambda: ev.MessageRedacted(
                speaker="customer", pii_present=True, entity_counts={"the card 4111": 1}
            ),
            "entity_counts",
        ),
        (
            lambda: ev.Generation(
                backend="x",
                tokens_in=1,
                tokens_out=1,
                latency_ms=1.0,
                cited_chunk_ids=("see section 4",),
            ),
            "cited_chunk_ids",
        ),
        (
            lambda: ev.SessionExpired(
                turns=1, last_active_at=datetime(2026, 1, 1), idle_ttl_ms=1.0
            ),
            "last_active_at",
        ),
        (lambda: ev.KeyCreated(key_id=uuid4(), roles=("root",)), "roles"),  # type: ignore[arg-type]
    ],
)
def test_bad_values_fail_at_construction_without_echoing_them(factory: Any, field: str) -> None:
    with pytest.raises(AuditValueError) as info:
        factory()
    assert field in str(info.value)
    for secret in ("Maria", "example.com", "4111", "section 4", "bored"):
        assert secret not in str(info.value)


def test_abstract_intermediates_cannot_be_built() -> None:
    with pytest.raises(AuditSchemaError):
        ev._DocumentEvent(document_id=uuid4(), version=1)


def test_values_are_normalised() -> None:
    event = ev.TurnCompleted(
        stage_latency_ms={"retrieve": 2, "redact": 1.23456},
        total_ms=3.23456,
        abstained=False,
        handoff=False,
        blocked=False,
        step_event_ids=[uuid4()],  # type: ignore[arg-type]
    )
    assert list(event.stage_latency_ms) == ["redact", "retrieve"]
    assert event.stage_latency_ms["redact"] == 1.235
    assert isinstance(event.step_event_ids, tuple)
    with pytest.raises(TypeError):
        event.stage_latency_ms["x"] = 1.0  # type: ignore[index]
    moment = datetime(2026, 1, 1, 12, tzinfo=timezone(timedelta(hours=2)))
    expired = ev.SessionExpired(turns=0, last_active_at=moment, idle_ttl_ms=0.0)
    assert expired.last_active_at.utcoffset() == timedelta(0)
    assert (
        ev.ScopeClassified(scope="a", confidence=-0.0, fallback=False).to_payload()["confidence"]
        == 0.0
    )


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_payload_round_trips_through_decode(kind: str) -> None:
    event = _sample(kind)
    assert type(event).kind == kind
    assert ev.decode_event(kind, event.to_payload()) == event


def test_decode_refuses_unknown_keys_and_kinds() -> None:
    payload = ev.Abstained(reason="below_floor", handoff=False).to_payload()
    with pytest.raises(AuditValueError):
        ev.decode_event("abstained", {**payload, "note": "hello"})
    with pytest.raises(AuditValueError):
        ev.decode_event("no_such_kind", payload)
    with pytest.raises(AuditValueError):
        ev.decode_event("abstained", {"reason": "x"})


def _sample(kind: str) -> AuditEvent:
    doc, fact = uuid4(), uuid4()
    chunk = ev.RetrievedChunk(
        chunk_id="ab12cd34", document_id=doc, version=1, owner="account", owner_hash=HEX, score=0.5
    )
    samples: dict[str, AuditEvent] = {
        "session_started": ev.SessionStarted(customer_hash=HEX, case_hash=None, idle_ttl_ms=1.8e6),
        "session_ended": ev.SessionEnded(reason="closed", turns=3, duration_ms=12.5),
        "session_expired": ev.SessionExpired(
            turns=1, last_active_at=datetime(2026, 1, 1, tzinfo=UTC), idle_ttl_ms=1.0
        ),
        "message_redacted": ev.MessageRedacted(
            speaker="agent", pii_present=False, entity_counts={}
        ),
        "scope_classified": ev.ScopeClassified(scope="billing", confidence=0.7, fallback=True),
        "retrieval": ev.Retrieval(
            scopes=("billing",),
            chunks=(chunk,),
            candidates=3,
            floor=0.2,
            top_score=None,
            decision="abstain",
        ),
        "memory_read": ev.MemoryRead(fact_ids=(fact,)),
        "memory_written": ev.MemoryWritten(
            fact_ids=(fact,), categories=("preference",), superseded_ids=(uuid4(),)
        ),
        "generation": ev.Generation(
            backend="openai",
            tokens_in=1,
            tokens_out=2,
            latency_ms=3.0,
            error_code="timeout",
            cited_chunk_ids=("ab12cd34",),
        ),
        "abstained": ev.Abstained(reason="below_floor", handoff=True),
        "tool_invoked": ev.ToolInvoked(
            tool="order_status", outcome="found", records=1, latency_ms=1.5
        ),
        "output_blocked": ev.OutputBlocked(reason="owner_mismatch", removed=1),
        "input_refused": ev.InputRefused(attack_kind="prompt_injection"),
        "turn_completed": ev.TurnCompleted(
            stage_latency_ms={"redact": 1.0},
            total_ms=1.0,
            abstained=True,
            handoff=True,
            blocked=False,
            step_event_ids=(uuid4(),),
        ),
        "document_uploaded": ev.DocumentUploaded(
            document_id=doc,
            version=1,
            scope="returns",
            owner="shared",
            update_mode="strict",
            size_bytes=10,
        ),
        "document_updated": ev.DocumentUpdated(
            document_id=doc, version=2, update_mode="available", size_bytes=11
        ),
        "document_deleted": ev.DocumentDeleted(document_id=doc, version=2),
        "document_activated": ev.DocumentActivated(
            document_id=doc, version=2, chunk_count=4, superseded_version=1
        ),
        "document_failed": ev.DocumentFailed(
            document_id=doc, version=2, error_code="parse", attempts=5, dead_lettered=True
        ),
        "document_quarantined": ev.DocumentQuarantined(
            document_id=doc, version=2, reasons=("instruction_like",)
        ),
        "document_pii_scanned": ev.DocumentPiiScanned(
            document_id=doc,
            version=2,
            findings=3,
            entity_counts={"EMAIL": 2, "PHONE": 1},
            sections_flagged=2,
            complete=True,
            blocked=False,
        ),
        "document_released": ev.DocumentReleased(document_id=doc, version=2),
        "document_rejected": ev.DocumentRejected(document_id=doc, version=2),
        "document_mode_changed": ev.DocumentModeChanged(
            document_id=doc, version=2, update_mode="strict"
        ),
        "memory_expired": ev.MemoryExpired(
            customer_hash=HEX, fact_ids=(fact,), categories=("address",)
        ),
        "memory_deleted": ev.MemoryDeleted(fact_ids=(fact,), revisions=2),
        "erasure": ev.Erasure(customer_hash=HEX, removed={"memory": 3, "sessions": 1}),
        "key_created": ev.KeyCreated(key_id=uuid4(), roles=("agent", "auditor")),
        "key_revoked": ev.KeyRevoked(key_id=uuid4()),
        "source_synced": ev.SourceSynced(
            source_kind="directory",
            source_hash=HEX,
            scope="returns",
            created=3,
            updated=1,
            deleted=0,
            unchanged=41,
            failed=0,
            duration_ms=230.5,
        ),
        "case_opened": ev.CaseOpened(case_id=uuid4(), customer_hash=HEX, titled=True),
        "case_closed": ev.CaseClosed(case_id=uuid4()),
        "settings_changed": ev.SettingsChanged(
            section="redaction",
            version=3,
            changed_keys=("allow_list",),
            entries={"allow_list": 4, "patterns": 1},
        ),
    }
    return samples[kind]


def test_every_kind_has_a_sample() -> None:
    for kind in EVENT_TYPES:
        _sample(kind)
