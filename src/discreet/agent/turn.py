"""One support turn, in the fixed order of DESIGN.md.

authenticate (done by the caller) → redact → classify scope → retrieve (and run the
business-data tools the message asks for) → assemble → generate or abstain → guard the
output → persist → audit → re-hydrate at the edge. The audit's work overlaps the
database's (`persist_and_audit`): its events are composed while the customer's turn is
stored, and written while the reply is redacted for storage.

`handle_message` serves both the plain and the streaming endpoint: with ``on_delta`` the
backend streams, `StreamGuard` releases only text that is already safe, and the rest of the
turn (persist, audit, commit, vault) is the same code.

Raw text exists only inside `handle_message`'s frame: it is redacted first, and only
`RedactedText` goes to storage, the audit trail, the embedder and the backend. A turn that
fails leaves the session as it was (one transaction; the vault is saved after commit).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Literal
from uuid import UUID

from sqlalchemy import Connection, Engine

from discreet.agent.audit_turn import TurnAudit
from discreet.agent.backends.base import ChatBackend, consume_stream
from discreet.agent.backends.extractive import ExtractiveBackend, SentenceEmbeddings
from discreet.agent.decision import CONFIRMED_MESSAGE, after_search, before_search
from discreet.agent.defences import detect_attack
from discreet.agent.followup import follow_up_query
from discreet.agent.guard import AllowList, StreamGuard, guard_reply, name_detector
from discreet.agent.handoff import asks_for_human
from discreet.agent.links import ReplySources, allowed_link_domains, block_reason
from discreet.agent.model import (
    HANDOFF_MESSAGE,
    Generation,
    PolicyPassage,
    Prompt,
    RememberedFact,
    WindowTurn,
)
from discreet.agent.prompt import assemble_prompt
from discreet.agent.scope import ClassifierCache, ScopeDecision
from discreet.agent.tools import Tool, foreign_order_refs, own_order_refs
from discreet.agent.trace import MemoryWrite, RetrievedRef, ToolRun, TurnTrace
from discreet.errors import DiscreetError, InvalidInput
from discreet.keyring import Keyring
from discreet.knowledge.documents import live_scopes
from discreet.knowledge.embedding.port import Embedder
from discreet.knowledge.retrieval import (
    FloorModel,
    RetrievalQuery,
    RetrievalResult,
    floor_for_tenant,
    retrieve,
)
from discreet.knowledge.scope_examples import examples_stamp, load_examples
from discreet.memory.extractor import is_reconfirmation
from discreet.observability import observe_turn
from discreet.redaction import PseudonymVault, RedactionConfig, Redactor
from discreet.redaction.entities import PLACEHOLDER, unnumbered
from discreet.redaction.text import RedactedText, load_stored
from discreet.services.webhooks import emit as emit_event
from discreet.sessions import VaultStore
from discreet.sessions import repository as sessions
from discreet.sessions.vaults import SessionVaults
from discreet.storage.engine import UnitOfWork
from discreet.storage.pipeline import Statements, sending
from discreet.tenancy.directory import get_customer
from discreet.tenancy.model import Principal, TenantContext
from discreet.tenancy.settings import redaction_config, settings_and_secret
from discreet.tracing import Attributes, describe_turn, model_attributes, traced
from discreet.tracing import stage as traced_stage

__all__ = [
    "CONFIRMED_MESSAGE",
    "Citation",
    "TurnDeps",
    "TurnReply",
    "handle_message",
    "persist_and_audit",
]

MAX_MESSAGE_CHARS = 4000

Recall = Callable[[Connection, TenantContext, RedactedText], Sequence[RememberedFact]]
Capture = Callable[[Connection, TenantContext, UUID, RedactedText], Sequence[MemoryWrite]]
MemoryNote = Callable[[Sequence[RememberedFact], RedactedText], str | None]
"""Sentences about recalled facts (a stale fact's confirmation question, an acknowledged
preference) for backends that do not read facts themselves; appended before the guard."""


@dataclass(frozen=True)
class Citation:
    document_id: UUID
    version: int
    section: str
    chunk_id: str


@dataclass(frozen=True)
class TurnReply:
    reply: str  # re-hydrated for the person; never stored
    abstained: bool
    handoff: bool
    scope: str
    citations: tuple[Citation, ...]
    audit_event_id: UUID
    memory_used: tuple[UUID, ...] = ()
    guard_blocked: bool = False
    guard_removed: int = 0


@dataclass
class TurnDeps:
    engine: Engine
    redactor: Redactor
    embedder: Embedder | None
    backend: ChatBackend
    vaults: VaultStore
    keyring: Keyring
    """Unwraps the session's vault key (stored wrapped by the key-encryption key)."""
    audit: TurnAudit = field(default_factory=TurnAudit)
    classifiers: ClassifierCache = field(default_factory=ClassifierCache)
    floor: FloorModel = field(default_factory=FloorModel)
    session_ttl_s: int = 1800
    window_turns: int = 12
    top_k: int = 6
    recall: Recall | None = None
    capture: Capture | None = None
    memory_note: MemoryNote | None = None
    tools: tuple[Tool, ...] = ()
    """Business-data tools offered to every turn (fresh reads, scoped to the customer)."""
    sentence_embeddings: SentenceEmbeddings | None = None
    """Cached sentence vectors for the extractive backend's ranking by meaning (made on
    first use from `embedder`)."""


class _Stopwatch:
    def __init__(self, trace: TurnTrace) -> None:
        self._trace = trace

    @contextmanager
    def stage(self, name: str, attributes: Attributes | None = None) -> Iterator[None]:
        """Time stage `name` into the trace, inside its span (which, when the block ends,
        gets what the trace then says of the stage)."""
        with traced_stage(name, self._trace, attributes=attributes):
            started = time.perf_counter()
            try:
                yield
            finally:
                self._trace.stage_ms[name] = round((time.perf_counter() - started) * 1000, 3)


def _classify(
    deps: TurnDeps, conn: Connection, tenant_id: UUID, message: RedactedText
) -> ScopeDecision:
    classifier = deps.classifiers.get(tenant_id, examples_stamp(conn), lambda: load_examples(conn))
    return classifier.classify(message, allowed=live_scopes(conn))


def _window(conn: Connection, session_id: UUID, n: int) -> list[WindowTurn]:
    return [
        WindowTurn(role=t.role, content=t.content)
        for t in sessions.list_turns(conn, session_id, restore=load_stored, last=n)
    ]


def _passages(result: RetrievalResult) -> list[PolicyPassage]:
    return [
        PolicyPassage(
            chunk_id=r.chunk_id,
            document_id=str(r.document_id),
            version=r.version,
            section=r.section,
            owner=r.owner,
            text=_unnumbered(r.text),
            score=r.score,
        )
        for r in result.results
    ]


def _unnumbered(text_: RedactedText) -> RedactedText:
    """A chunk's placeholders (``[PERSON_1]``) come from the ingest redaction, not from this
    session: numbered, they would collide with the session's own placeholders and be
    re-hydrated with the customer's values. They become ``[PERSON]``."""
    if "[" not in text_.value:
        return text_
    return load_stored(unnumbered(text_.value))


@traced("discreet.turn")
def handle_message(
    deps: TurnDeps,
    principal: Principal,
    session_id: UUID,
    message: str,
    *,
    on_delta: Callable[[str], None] | None = None,
) -> TurnReply:
    """Run one turn. With `on_delta`, the reply is generated as a stream and every piece the
    output guard releases is passed to `on_delta` (re-hydrated) while the turn runs; the
    returned `TurnReply` is authoritative either way (a blocked stream ends in a handoff).
    Streaming and non-streaming turns share every step, the transaction and the audit."""
    if not isinstance(message, str) or not message.strip():
        raise InvalidInput("message must be a non-empty string")
    if len(message) > MAX_MESSAGE_CHARS:
        raise InvalidInput(f"message is longer than {MAX_MESSAGE_CHARS} characters")
    tenant_id = principal.tenant_id
    emitted: list[str] = []

    def emit(piece: str) -> None:
        if on_delta is not None and piece:
            emitted.append(piece)
            on_delta(piece)

    # The sealed vault is read before the turn's transaction begins: a PostgreSQL vault
    # store reads it on a connection of its own, and taking that while the turn holds one
    # would make every turn hold two (a pool deadlock under load). It is opened only once
    # the session is found to be the caller's.
    vaults = SessionVaults(deps.vaults, deps.keyring, deps.session_ttl_s)
    sealed = vaults.load(tenant_id, session_id)
    with UnitOfWork(deps.engine, tenant_id) as uow:
        conn = uow.conn
        session = sessions.get_session(
            conn,
            session_id,
            customer_id=principal.customer_scope,
        )
        customer = get_customer(conn, session.customer_id)
        ctx = TenantContext(
            tenant_id=tenant_id,
            customer_id=customer.id,
            account_id=customer.account_id,
            case_id=session.case_id,
            session_id=session.id,
        )
        trace = TurnTrace(session_id=session.id, customer_id=customer.id)
        clock = _Stopwatch(trace)

        # 2. Redact: the raw message goes no further than this call.
        with clock.stage("redact"):
            opened = vaults.open(conn, session.id, sealed)
            vault = opened.vault
            settings, secret = settings_and_secret(conn)
            config = redaction_config(settings, use_ner=deps.redactor.uses_ner)
            redaction = deps.redactor.redact(message, vault=vault, config=config)
            trace.pii_counts = redaction.counts_by_type()
        del message
        redacted = redaction.text

        window = _window(conn, session.id, deps.window_turns)
        # The customer's own identifiers are the placeholders of what they themselves said.
        own = _placeholders_in(redacted).union(
            *(_placeholders_in(t.content) for t in window if t.role == "customer")
        )
        # A person first named in this very message is someone the customer asks about:
        # "what is [PERSON_1]'s email?" is a request for another person's data.
        earlier = frozenset().union(
            *(_placeholders_in(t.content) for t in window if t.role == "customer")
        )
        named_now = {p for p in own - earlier if p.startswith("[PERSON_")}
        verdict = detect_attack(redacted, own_identifiers=own - named_now)
        trace.attack = verdict.kind
        passages: list[PolicyPassage] = []
        decision = before_search(
            attack=verdict,
            confirms_our_question=_confirms_our_question(redacted, window),
            asks_for_human=asks_for_human(redacted),
        )
        if decision is None:
            # 3. Classify scope, validated against the tenant's scopes.
            # A follow-up is classified with the question it follows, as it is searched.
            query = _conversational_query(redacted, window)
            with clock.stage("classify"):
                scope = _classify(deps, conn, tenant_id, query)
                trace.scope, trace.scope_confidence = scope.scope, scope.confidence
                trace.scope_fallback = scope.fallback
                trace.searched_scopes = scope.filter_scopes
            # 4. Retrieve: window, memory, policy — each filtered in its query.
            with clock.stage("retrieve"):
                result = retrieve(
                    conn,
                    RetrievalQuery(
                        text=query,
                        scopes=scope.filter_scopes,
                        owners=ctx.owners,
                        top_k=deps.top_k,
                    ),
                    embedder=deps.embedder,
                    floor=floor_for_tenant(conn, default=deps.floor),
                )
                trace.retrieved = [
                    RetrievedRef(r.chunk_id, r.document_id, r.version, r.owner, r.score)
                    for r in result.results
                ]
                trace.confidence, trace.floor = result.confidence, result.floor
                trace.floor_passed = not result.abstained
            with clock.stage("memory"):
                facts = deps.recall(conn, ctx, redacted) if deps.recall is not None else ()
                trace.memory_read = [UUID(f.fact_id) for f in facts]
            # Business data, fresh from the system of record (never from session state).
            with clock.stage("tools"):
                account_data = _run_tools(deps, conn, ctx, redacted, vault, config, trace)
            decision = after_search(
                foreign_owner=any(r.owner not in ctx.owners for r in result.results),
                floor_passed=not result.abstained,
                has_account_data=bool(account_data),
                memory_note=lambda: deps.memory_note(facts, redacted) if deps.memory_note else None,
            )
        if decision is not None:
            reply_text = decision.reply
            decision.record(trace)
        else:
            # 5–7. Assemble, generate (or answer from account data alone), guard.
            reply_text, passages = _answer(
                deps,
                conn,
                ctx,
                redacted=redacted,
                window=window,
                passages=[] if result.abstained else _passages(result),
                facts=facts,
                account_data=account_data,
                own=own,
                vault=vault,
                config=config,
                link_domains=allowed_link_domains(settings),
                trace=trace,
                clock=clock,
                emit=emit if on_delta is not None else None,
            )
            trace.cited = tuple(p.chunk_id for p in passages)

        # 8. Persist and 9. audit, in the same transaction.
        reply_redacted, audit_event_id = persist_and_audit(
            deps,
            conn,
            ctx,
            trace=trace,
            secret=secret,
            message=redacted,
            reply=reply_text,
            vault=vault,
            config=config,
            capture=not verdict.is_attack,
        )
        if trace.handoff:
            ids = {"session_id": session.id, "customer_id": customer.id}
            emit_event(conn, tenant_id, "session.handoff_requested", ids)
        uow.commit()
    observe_turn(trace)  # after the commit: counts committed turns, the audit stage included
    describe_turn(trace, tenant_id=tenant_id)  # on the turn's span

    vaults.save(tenant_id, opened)
    citations = tuple(
        Citation(UUID(p.document_id), p.version, p.section, p.chunk_id) for p in passages
    )
    # 10. Re-hydrate for the person, at the edge.
    reply = vault.rehydrate(reply_redacted)
    if on_delta is not None and not emitted:
        emit(reply)  # a reply that was not generated (refusal, handoff) arrives in one piece
    return TurnReply(
        reply=reply,
        abstained=trace.abstained,
        handoff=trace.handoff,
        scope=trace.scope,
        citations=citations,
        audit_event_id=audit_event_id,
        memory_used=tuple(trace.memory_read),
        guard_blocked=trace.blocked,
        guard_removed=trace.removed,
    )


def persist_and_audit(
    deps: TurnDeps,
    conn: Connection,
    ctx: TenantContext,
    *,
    trace: TurnTrace,
    secret: bytes,
    message: RedactedText,
    reply: str,
    vault: PseudonymVault,
    config: RedactionConfig,
    capture: bool,
) -> tuple[RedactedText, UUID]:
    """Steps 8 and 9: store the redacted turn, offer it to the capture rules, and append the
    turn's audit events; return the stored reply and the turn's audit id.

    Both moves of the audit overlap database work: its batch is prepared while the database
    stores the customer's turn and the session's new expiry (sent ahead), and written while
    the reply is redacted for storage (with the session's vault). So `turn_completed`
    records the stages up to the guard; the persist stages are timed here, into
    `trace.stage_ms` (and so into /metrics), after it: `persist`, `audit_prepare` (which
    runs while the database stores the customer's turn, and costs the turn only what it
    outlasts that) and `audit` (the write, less the reply's redaction it overlaps).
    """

    def store(to: Statements, role: Literal["customer", "agent"], content: RedactedText) -> UUID:
        return sessions.append_turn(
            to,
            tenant_id=ctx.tenant_id,
            session_id=trace.session_id,
            customer_id=trace.customer_id,
            role=role,
            content=content,
        )

    # The spans show the overlap as it runs: `audit_prepare` and `audit` inside `persist`.
    with traced_stage("persist", trace):
        started = time.perf_counter()
        with sending(conn) as ahead:
            turn_id = store(ahead, "customer", message)
            sessions.touch_session(ahead, trace.session_id, ttl_s=deps.session_ttl_s)
            composing = time.perf_counter()
            with traced_stage("audit_prepare"):
                prepared = deps.audit.prepare(ctx.tenant_id, secret, trace)
            composed = time.perf_counter()
        if deps.capture is not None and capture:
            trace.memory_written = list(deps.capture(conn, ctx, turn_id, message))
        auditing = time.perf_counter()
        with traced_stage("audit"), deps.audit.writing(conn, prepared, trace) as audit_event_id:
            redacting = time.perf_counter()
            reply_redacted = deps.redactor.redact(
                reply, vault=vault, config=_reply_config(deps, config)
            ).text
            redacted = time.perf_counter()
        audited = time.perf_counter()
        store(conn, "agent", reply_redacted)
        done = time.perf_counter()
    prepare_s, write_s = composed - composing, redacting - auditing + audited - redacted
    trace.stage_ms["persist"] = _ms(done - started - prepare_s - write_s)
    trace.stage_ms["audit_prepare"] = _ms(prepare_s)  # while the database stores the turn
    trace.stage_ms["audit"] = _ms(write_s)
    return reply_redacted, audit_event_id


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def _run_tools(
    deps: TurnDeps,
    conn: Connection,
    ctx: TenantContext,
    redacted: RedactedText,
    vault: PseudonymVault,
    config: RedactionConfig,
    trace: TurnTrace,
) -> list[_AccountData]:
    """Run every tool the message asks for; their output is redacted before it goes on."""

    def resolve(placeholder: str) -> str | None:
        value = vault.rehydrate(placeholder)
        return None if value == placeholder else value

    found: list[_AccountData] = []
    for tool in deps.tools:
        call = tool.match(redacted)
        if call is None:
            continue
        started = time.perf_counter()
        try:
            output = tool.run(conn, ctx, call, resolve=resolve)
        except DiscreetError:
            raise
        except Exception:  # a broken tool must not fail the turn; the failure is audited
            trace.tools.append(ToolRun(tool.name, "failed", 0, _ms_since(started)))
            continue
        latency = _ms_since(started)
        tokens: tuple[str, ...] = ()
        if output.text.strip():
            text_ = deps.redactor.redact(output.text, vault=vault, config=config).text
            found.append(_AccountData(text_, output.identifiers))
            tokens = tuple(sorted({p.strip("[]") for p in _placeholders_in(text_)}))
        trace.tools.append(ToolRun(tool.name, output.outcome, output.records, latency, tokens))
    return found


def _ms_since(started: float) -> float:
    return _ms(time.perf_counter() - started)


@dataclass(frozen=True, slots=True)
class _AccountData:
    """One tool result for this turn: redacted text plus the raw own identifiers it holds."""

    text: RedactedText
    identifiers: frozenset[str]

    def __repr__(self) -> str:
        return "_AccountData([secure])"


def _answer(
    deps: TurnDeps,
    conn: Connection,
    ctx: TenantContext,
    *,
    redacted: RedactedText,
    window: Sequence[WindowTurn],
    passages: list[PolicyPassage],
    facts: Sequence[RememberedFact],
    account_data: Sequence[_AccountData],
    own: frozenset[str],
    vault: PseudonymVault,
    config: RedactionConfig,
    link_domains: frozenset[str],
    trace: TurnTrace,
    clock: _Stopwatch,
    emit: Callable[[str], None] | None,
) -> tuple[str, list[PolicyPassage]]:
    """Steps 5–7: assemble, generate (streamed through the guard when `emit` is given) and
    guard. Returns the reply text and the passages it cites."""
    data_texts = [d.text.value for d in account_data]
    prompt = assemble_prompt(
        message=redacted,
        window=window,
        passages=passages,
        facts=facts,
        account_data=[d.text for d in account_data],
    )
    # The customer's own identifiers: what they said, their account data, their orders.
    own_placeholders = own.union(
        *({m.group(0) for m in PLACEHOLDER.finditer(t)} for t in data_texts)
    )
    identifiers = own_order_refs(conn, customer_id=ctx.customer_id).union(
        *(d.identifiers for d in account_data)
    )
    # Links and codes only from the policy passages (the cited ones, once known) and the
    # tenant's allowed domains; the customer's own values (what they wrote, their account
    # data, order ids, remembered facts) are theirs.
    own_text = [redacted.value, *data_texts, *identifiers, *(f.value.value for f in facts)]

    def link_sources(cited: Sequence[PolicyPassage]) -> ReplySources:
        return ReplySources.build(
            passages=[p.text.value for p in cited], own=own_text, domains=link_domains
        )

    allowed = AllowList.for_turn(
        placeholders=own_placeholders,
        identifiers=identifiers,
        passages=[*(p.text.value for p in passages), *data_texts],
        system=prompt.system,
        denied=foreign_order_refs(
            conn, [p.text.value for p in passages], customer_id=ctx.customer_id
        ),
        links=link_sources(passages),
    )
    # Without passages the account data alone answers (no backend call). With passages, a
    # backend that reads only passages (the extractive one) gets the account data written
    # before its text; an LLM reads it in the prompt.
    lead = "" if passages and deps.backend.reads_context else " ".join(data_texts)
    generation: Generation | None = None
    body = ""
    # Names only the redactor sees; the customer's own values (and what they wrote), the
    # passages' words and the tenant's allow-list are not someone else's name.
    detect = name_detector(
        deps.redactor,
        config=_reply_config(deps, config),
        own_values=[*(value for _, value in vault.known_values()), redacted.value],
        passages=[f"{p.section}\n{p.text.value}" for p in passages],
    )
    guard = StreamGuard(allowed=allowed, detect=detect) if emit is not None else None

    def release(piece: str) -> None:
        if guard is not None and emit is not None:
            out = guard.feed(piece)
            if out:
                emit(vault.rehydrate(out))

    if lead:
        release(lead if not passages else lead + "\n\n")
    if passages:
        with clock.stage("generate", model_attributes(deps.backend)):
            backend = _ranking_by_meaning(deps)
            generation = _generate(backend, prompt, release if guard is not None else None)
            trace.backend = generation.backend
            trace.tokens_in, trace.tokens_out = generation.tokens_in, generation.tokens_out
            trace.generation_error = generation.error
        if generation.failed:
            trace.abstain("backend_failed", handoff=True)
            return HANDOFF_MESSAGE, []
        body = generation.text
    draft = "\n\n".join(part for part in (lead, body) if part)
    if deps.memory_note is not None:  # also for a preference stated in this very turn
        note = deps.memory_note(facts, redacted)
        if note:
            draft = f"{draft}\n\n{note}"
            release(f"\n\n{note}")
    with clock.stage("guard"):
        if guard is not None:
            guarded = guard.finish()
            if not guarded.blocked and guard.tail:
                assert emit is not None
                emit(vault.rehydrate(guard.tail))
        else:
            cited_now = [] if generation is None else _cited(passages, generation)
            if cited_now:  # a whole reply: its links must come from what it cites
                allowed = replace(allowed, links=link_sources(cited_now))
            guarded = guard_reply(draft, allowed=allowed, detect=detect)
        trace.removed = guarded.removed
        if guarded.blocked:
            trace.block(block_reason(guarded.reasons) or "guard")
    if guarded.blocked:
        return HANDOFF_MESSAGE, []
    if generation is None:
        return guarded.text, []
    return guarded.text, _cited(passages, generation) or passages


def _cited(passages: Sequence[PolicyPassage], generation: Generation) -> list[PolicyPassage]:
    cited = set(generation.cited_chunk_ids)
    return [p for p in passages if p.chunk_id in cited]


def _ranking_by_meaning(deps: TurnDeps) -> ChatBackend:
    """The extractive backend also ranks sentences by meaning, with the turn's embedder
    behind a cache of sentence vectors kept on `deps` (policy sentences recur)."""
    backend = deps.backend
    if not isinstance(backend, ExtractiveBackend) or backend.embed is not None:
        return backend
    if deps.embedder is None:
        return backend
    if deps.sentence_embeddings is None:
        deps.sentence_embeddings = SentenceEmbeddings(deps.embedder.embed)
    return replace(backend, embed=deps.sentence_embeddings)


def _reply_config(deps: TurnDeps, config: RedactionConfig) -> RedactionConfig:
    """How to scan a reply. A backend that composes its reply only from redacted passages,
    redacted account data and fixed phrases (the extractive one) cannot introduce a name,
    so its replies need the pattern recognizers only; a language model's reply gets NER too."""
    return config if deps.backend.reads_context else replace(config, use_ner=False)


def _generate(
    backend: ChatBackend, prompt: Prompt, on_delta: Callable[[str], None] | None
) -> Generation:
    """One backend call; a backend that raises (it should not) counts as a backend error."""
    try:
        if on_delta is None:
            return backend.generate(prompt)
        return consume_stream(backend.stream(prompt), on_delta)
    except Exception:
        return Generation(
            text="",
            backend=_backend_name(backend),
            tokens_in=prompt.token_counts.get("total", 0),
            tokens_out=0,
            cited_chunk_ids=(),
            error="backend_error",
        )


def _backend_name(backend: ChatBackend) -> str:
    try:
        return str(backend.name)
    except Exception:
        return "unknown"


def _placeholders_in(text_: RedactedText) -> frozenset[str]:
    return frozenset(m.group(0) for m in PLACEHOLDER.finditer(text_.value))


def _confirms_our_question(message: RedactedText, window: Sequence[WindowTurn]) -> bool:
    """ "Yes, that is still correct" right after our reply asked whether a remembered fact
    is still correct (the capture hook re-confirms the fact)."""
    replies = [t.content.value for t in window if t.role == "agent"]
    return bool(replies) and "still correct?" in replies[-1] and is_reconfirmation(message)


def _conversational_query(message: RedactedText, window: Sequence[WindowTurn]) -> RedactedText:
    """Resolve a follow-up ("what about for electronics?") with the previous customer turn
    (redacted, from the window), so retrieval sees what the question is about; a question
    that stands on its own is searched alone (`discreet.agent.followup`)."""
    return follow_up_query(message, [t.content for t in window if t.role == "customer"])
