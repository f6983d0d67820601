"""The audit event catalogue: one frozen dataclass per event kind, grouped by where it
happens. The rule every field obeys (classified, never free text) is the schema engine's,
`discreet.audit.schema`; `EVENT_TYPES` and this module's exports are derived from the
classes defined here, so a new kind is one class in this file (and its emitter).

Callers build the event where it happens and append it with `services.auditing.audit` (or
the turn's batch); `decode_event` rebuilds a stored one.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal
from uuid import UUID

from discreet.audit import schema as _schema
from discreet.audit.schema import ID_PATTERN as ID_PATTERN
from discreet.audit.schema import TOKEN_PATTERN as TOKEN_PATTERN
from discreet.audit.schema import AuditEvent as AuditEvent
from discreet.audit.schema import AuditRecord as AuditRecord
from discreet.audit.schema import AuditSchemaError as AuditSchemaError
from discreet.audit.schema import AuditValueError as AuditValueError
from discreet.audit.schema import Classification as Classification
from discreet.audit.schema import JSONValue as JSONValue

C = Classification

# --- shared vocabularies --------------------------------------------------------------

Owner = Literal["shared", "customer", "account"]
KeyRole = Literal["agent", "content", "auditor", "admin", "customer"]
Decision = Literal["answer", "abstain"]
UpdateMode = Literal["available", "strict"]
Speaker = Literal["customer", "agent"]

Hashed = Annotated[str, C.IDENTIFIER_HASHED]
Token = Annotated[str, C.ENUM]
Count = Annotated[int, C.COUNT]
Version = Annotated[int, C.VERSION]
Millis = Annotated[float, C.DURATION]
Score = Annotated[float, C.SCORE]
Flag = Annotated[bool, C.FLAG]
Id = Annotated[UUID, C.ID]
Ids = Annotated[tuple[UUID, ...], C.ID]


# --- who acted ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ActedEvent(AuditEvent):
    """An event a person's API key caused (an upload, a release, an erasure, a memory edit,
    a key created): `actor_hash` is a keyed hash of that key's id, so "who released this
    document?" is answered from the audit alone. None when the system acted (the worker, a
    sweep) or for events written before actors were recorded."""

    actor_hash: Annotated[str | None, C.IDENTIFIER_HASHED] = None


# --- sessions -------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class SessionStarted(AuditEvent, kind="session_started"):
    customer_hash: Hashed
    case_hash: Annotated[str | None, C.IDENTIFIER_HASHED] = None
    idle_ttl_ms: Millis


@dataclass(frozen=True, kw_only=True)
class SessionEnded(AuditEvent, kind="session_ended"):
    reason: Annotated[Literal["closed", "deleted", "erased"], C.ENUM]
    turns: Count
    duration_ms: Millis


@dataclass(frozen=True, kw_only=True)
class SessionExpired(AuditEvent, kind="session_expired"):
    turns: Count
    last_active_at: Annotated[datetime, C.TIMESTAMP]
    idle_ttl_ms: Millis


# --- one turn -------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class MessageRedacted(AuditEvent, kind="message_redacted"):
    speaker: Annotated[Speaker, C.ENUM]
    pii_present: Flag
    entity_counts: Annotated[Mapping[str, int], C.COUNT]  # entity type -> findings


@dataclass(frozen=True, kw_only=True)
class InputRefused(AuditEvent, kind="input_refused"):
    attack_kind: Token


@dataclass(frozen=True, kw_only=True)
class ScopeClassified(AuditEvent, kind="scope_classified"):
    scope: Token
    confidence: Score
    fallback: Flag


@dataclass(frozen=True, kw_only=True)
class RetrievedChunk(AuditRecord):
    chunk_id: Annotated[str, C.ID]
    document_id: Id
    version: Version
    owner: Annotated[Owner, C.ENUM]
    owner_hash: Annotated[str | None, C.IDENTIFIER_HASHED] = None  # None for `shared`
    score: Score


@dataclass(frozen=True, kw_only=True)
class Retrieval(AuditEvent, kind="retrieval"):
    """What retrieval searched and found, and the floor's judgement: `confidence` is the
    floor model's P(answerable), `floor` the threshold it had to reach, `top_score` the best
    fused score of a returned chunk. (Events written before `confidence` existed held the
    confidence under `floor`.)"""

    scopes: Annotated[tuple[str, ...], C.ENUM]  # every scope searched
    chunks: Annotated[tuple[RetrievedChunk, ...], C.RECORD]
    candidates: Count
    floor: Score
    confidence: Annotated[float | None, C.SCORE] = None
    top_score: Annotated[float | None, C.SCORE]
    decision: Annotated[Decision, C.ENUM]


@dataclass(frozen=True, kw_only=True)
class MemoryRead(AuditEvent, kind="memory_read"):
    fact_ids: Ids


@dataclass(frozen=True, kw_only=True)
class MemoryWritten(ActedEvent, kind="memory_written"):
    fact_ids: Ids
    categories: Annotated[tuple[str, ...], C.ENUM]
    superseded_ids: Ids = ()


@dataclass(frozen=True, kw_only=True)
class MemoryExpired(AuditEvent, kind="memory_expired"):
    """Facts deleted by the retention sweep (per customer: a keyed hash, never values)."""

    customer_hash: Annotated[str | None, C.IDENTIFIER_HASHED] = None
    fact_ids: Ids
    categories: Annotated[tuple[str, ...], C.ENUM]


@dataclass(frozen=True, kw_only=True)
class MemoryDeleted(ActedEvent, kind="memory_deleted"):
    """Facts (and their revisions) deleted on request by staff or the customer."""

    fact_ids: Ids
    revisions: Count


@dataclass(frozen=True, kw_only=True)
class Generation(AuditEvent, kind="generation"):
    backend: Token
    tokens_in: Count
    tokens_out: Count
    latency_ms: Millis
    cited_chunk_ids: Annotated[tuple[str, ...], C.ID] = ()
    error_code: Annotated[str | None, C.ENUM] = None


@dataclass(frozen=True, kw_only=True)
class ToolInvoked(AuditEvent, kind="tool_invoked"):
    """A business-data tool ran for the turn (fetched fresh from the system of record)."""

    tool: Token  # the tool's name, e.g. order_status
    outcome: Annotated[Literal["found", "not_found", "failed"], C.ENUM]
    records: Count
    latency_ms: Millis
    # Pseudonym tokens (``ORDER_ID_2``, never values) the tool's redacted output introduced
    # into the session: the leak audit counts them as the customer's own.
    placeholders: Annotated[tuple[str, ...], C.ENUM] = ()


@dataclass(frozen=True, kw_only=True)
class Abstained(AuditEvent, kind="abstained"):
    reason: Token
    handoff: Flag


@dataclass(frozen=True, kw_only=True)
class OutputBlocked(AuditEvent, kind="output_blocked"):
    reason: Token  # e.g. owner_mismatch, leak_guard, instruction_echo
    removed: Count


@dataclass(frozen=True, kw_only=True)
class TurnCompleted(AuditEvent, kind="turn_completed"):
    stage_latency_ms: Annotated[Mapping[str, float], C.DURATION]  # stage -> ms
    total_ms: Millis
    abstained: Flag
    handoff: Flag
    blocked: Flag
    step_event_ids: Ids


# --- knowledge base -------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class _DocumentEvent(ActedEvent):
    document_id: Id
    version: Version


@dataclass(frozen=True, kw_only=True)
class DocumentUploaded(_DocumentEvent, kind="document_uploaded"):
    scope: Token
    owner: Annotated[Owner, C.ENUM]
    owner_hash: Annotated[str | None, C.IDENTIFIER_HASHED] = None
    update_mode: Annotated[UpdateMode, C.ENUM]
    size_bytes: Count


@dataclass(frozen=True, kw_only=True)
class DocumentUpdated(_DocumentEvent, kind="document_updated"):
    update_mode: Annotated[UpdateMode, C.ENUM]
    size_bytes: Count


@dataclass(frozen=True, kw_only=True)
class DocumentDeleted(_DocumentEvent, kind="document_deleted"):
    pass


@dataclass(frozen=True, kw_only=True)
class DocumentActivated(_DocumentEvent, kind="document_activated"):
    chunk_count: Count
    superseded_version: Annotated[int | None, C.VERSION] = None


@dataclass(frozen=True, kw_only=True)
class DocumentFailed(_DocumentEvent, kind="document_failed"):
    error_code: Token
    attempts: Count
    dead_lettered: Flag


@dataclass(frozen=True, kw_only=True)
class DocumentQuarantined(_DocumentEvent, kind="document_quarantined"):
    reasons: Annotated[tuple[str, ...], C.ENUM]


@dataclass(frozen=True, kw_only=True)
class DocumentPiiScanned(_DocumentEvent, kind="document_pii_scanned"):
    """The personal-data scan of a shared policy's version: counts and kinds only."""

    findings: Count
    entity_counts: Annotated[Mapping[str, int], C.COUNT]  # entity type -> findings
    sections_flagged: Count
    complete: Flag
    blocked: Flag  # the tenant's block_on_pii quarantined the version


@dataclass(frozen=True, kw_only=True)
class DocumentReleased(_DocumentEvent, kind="document_released"):
    pass


@dataclass(frozen=True, kw_only=True)
class DocumentRejected(_DocumentEvent, kind="document_rejected"):
    pass


@dataclass(frozen=True, kw_only=True)
class DocumentModeChanged(_DocumentEvent, kind="document_mode_changed"):
    update_mode: Annotated[UpdateMode, C.ENUM]


@dataclass(frozen=True, kw_only=True)
class SourceSynced(ActedEvent, kind="source_synced"):
    """One `discreet sync` of a source into a scope: the kind of source, a keyed hash of its
    name (a path or a URL can name a person), and counts and time only. Each document it
    changed has its own document_* event."""

    source_kind: Annotated[Literal["directory", "s3", "url"], C.ENUM]
    source_hash: Hashed
    scope: Token
    created: Count
    updated: Count
    deleted: Count
    unchanged: Count
    failed: Count
    duration_ms: Millis


# --- administration -------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Erasure(ActedEvent, kind="erasure"):
    customer_hash: Hashed
    removed: Annotated[Mapping[str, int], C.COUNT]  # store -> rows removed


@dataclass(frozen=True, kw_only=True)
class KeyCreated(ActedEvent, kind="key_created"):
    key_id: Id
    roles: Annotated[tuple[KeyRole, ...], C.ENUM]
    customer_hash: Annotated[str | None, C.IDENTIFIER_HASHED] = None


@dataclass(frozen=True, kw_only=True)
class KeyRevoked(ActedEvent, kind="key_revoked"):
    key_id: Id


@dataclass(frozen=True, kw_only=True)
class CaseOpened(ActedEvent, kind="case_opened"):
    """A case was opened for a customer (its title is redacted and stored, never audited)."""

    case_id: Id
    customer_hash: Hashed
    titled: Flag


@dataclass(frozen=True, kw_only=True)
class CaseClosed(ActedEvent, kind="case_closed"):
    case_id: Id


@dataclass(frozen=True, kw_only=True)
class SettingsChanged(ActedEvent, kind="settings_changed"):
    """A tenant's settings section got a new version: which top-level keys changed and how
    many entries it now holds (allow-list words, patterns, categories), never the values."""

    section: Annotated[Literal["memory", "redaction"], C.ENUM]
    version: Version
    changed_keys: Annotated[tuple[str, ...], C.ENUM]
    entries: Annotated[Mapping[str, int], C.COUNT]  # key -> number of entries


def _registry() -> dict[str, type[AuditEvent]]:
    found: dict[str, type[AuditEvent]] = {}
    pending: list[type[AuditEvent]] = list(AuditEvent.__subclasses__())
    while pending:
        klass = pending.pop()
        pending.extend(klass.__subclasses__())
        if klass.kind and klass.__module__ == __name__:
            if klass.kind in found:
                raise AuditSchemaError(f"duplicate audit event kind {klass.kind!r}")
            found[klass.kind] = klass
    return dict(sorted(found.items()))


#: Every event kind, by its `kind` string.
EVENT_TYPES: dict[str, type[AuditEvent]] = _registry()


def decode_event(kind: str, payload: Mapping[str, Any]) -> AuditEvent:
    """Rebuild (and re-validate) an event from its stored kind and payload."""
    try:
        event_type = EVENT_TYPES[kind]
    except KeyError:
        raise AuditValueError("unknown audit event kind") from None
    event: AuditEvent = event_type._from_json(payload, kind)
    return event


#: This module's exports: the schema names it re-exports, the vocabularies, and every class
#: defined here (event kinds and their records), so no kind can be left out.
__all__ = sorted(
    {
        *_schema.__all__,
        "EVENT_TYPES",
        "decode_event",
        *(
            name
            for name, value in list(globals().items())
            if isinstance(value, type)
            and issubclass(value, (AuditEvent, AuditRecord))
            and value.__module__ == __name__
            and not name.startswith("_")
        ),
    }
)
