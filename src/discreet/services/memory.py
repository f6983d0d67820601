"""Durable-memory use cases: the turn's recall and capture hooks, review / correct /
suppress / delete for staff and the customer themself, staff-recorded facts and case
decisions, and the TTL sweeper.

Scope is checked twice: `Principal.may_act_for` here (a customer key only for its own
customer), and every repository call takes the customer as a keyword argument, so a fact
id from another customer, case or tenant is `ScopeViolation` (404), never the fact.
Values written through the API are redacted first and refused if they hold personal data:
memory keeps plain words, not session placeholders.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Final
from uuid import UUID, uuid4

from sqlalchemy import Connection, Engine, text

from discreet.agent.backends.base import ChatBackend
from discreet.agent.model import Prompt, PromptMessage, RememberedFact
from discreet.agent.trace import MemoryWrite
from discreet.audit import events as ev
from discreet.errors import Conflict, InvalidInput, NotFound, ScopeViolation
from discreet.memory import repository as facts_repo
from discreet.memory.categories import templates
from discreet.memory.consolidation import Action, decide, strength_of
from discreet.memory.extractor import Extractor, RuleExtractor, is_reconfirmation
from discreet.memory.llm_extractor import Completer
from discreet.memory.metrics import (
    MEMORY_EXPIRED,
    MEMORY_RECALLED,
    MEMORY_REJECTIONS,
    MEMORY_WRITES,
)
from discreet.memory.model import (
    Fact,
    FactCandidate,
    FactStatus,
    Mode,
    Revision,
    Source,
    SourceKind,
    holds_placeholder,
)
from discreet.memory.ranking import rank_facts, relevance
from discreet.memory.retention import expiry_for, is_stale
from discreet.memory.rules import CaptureRules, Rejection
from discreet.redaction import Redactor
from discreet.redaction.text import RedactedText, load_stored
from discreet.services.auditing import Auditor
from discreet.sessions import repository as sessions_repo
from discreet.storage.engine import UnitOfWork, app_transaction
from discreet.tenancy.directory import get_customer
from discreet.tenancy.model import Principal, TenantContext
from discreet.tenancy.settings import tenant_redaction_config

__all__ = [
    "FactView",
    "RememberOutcome",
    "backend_completer",
    "capture_turn",
    "delete_memory_fact",
    "list_memory",
    "memory_reply_note",
    "recall_facts",
    "record_case_decision",
    "remember",
    "sweep_expired_memory",
    "tenant_rules",
    "update_memory_fact",
    "write_memory_fact",
]

_TOKEN: Final = re.compile(r"[a-z][a-z0-9_]{0,62}")
_EXTRACTOR: Final = RuleExtractor()


@dataclass(frozen=True)
class FactView:
    """A fact for review, with its history (own and predecessors') when asked for."""

    fact: Fact
    revisions: tuple[Revision, ...] | None = None


@dataclass(frozen=True)
class RememberOutcome:
    fact_id: UUID | None
    action: Action | None
    rejected: Rejection | None = None
    superseded_id: UUID | None = None


# --- rules and clock -----------------------------------------------------------------


def tenant_rules(conn: Connection) -> CaptureRules:
    """The tenant's capture rules: `tenants.settings["memory"]` over the defaults."""
    row = conn.execute(text("SELECT settings -> 'memory' AS memory FROM tenants")).first()
    overrides = row.memory if row is not None else None
    return CaptureRules.from_settings(overrides if isinstance(overrides, dict) else None)


def _db_now(conn: Connection) -> datetime:
    now: datetime = conn.execute(text("SELECT now()")).scalar_one()
    return now


def _reject(reason: Rejection) -> RememberOutcome:
    MEMORY_REJECTIONS.labels(reason).inc()
    return RememberOutcome(fact_id=None, action=None, rejected=reason)


# --- the one write path --------------------------------------------------------------


def remember(
    conn: Connection,
    rules: CaptureRules,
    *,
    tenant_id: UUID,
    customer_id: UUID,
    case_id: UUID | None,
    candidate: FactCandidate,
    source: Source,
    changed_by: str,
) -> RememberOutcome:
    """Check `candidate` against the capture rules, then consolidate it with the live fact
    for the same subject and key (see `discreet.memory.consolidation`)."""
    rejection = rules.check(candidate, source.kind)
    if rejection is not None:
        return _reject(rejection)
    strength = strength_of(source.kind, candidate.mode)
    held = facts_repo.find_live(
        conn,
        customer_id=customer_id,
        case_id=case_id,
        category=candidate.category,
        key=candidate.key,
    )
    decision = decide(held, value=candidate.value.value, strength=strength)
    now = _db_now(conn)
    expires_at = expiry_for(rules, candidate.category, now)
    if decision.action is Action.KEEP:
        return _reject(decision.reason or "duplicate")
    MEMORY_WRITES.labels(decision.action.value).inc()
    writer = facts_repo.FactWriter(
        conn, tenant_id=tenant_id, customer_id=customer_id, changed_by=changed_by
    )
    if decision.action is Action.CONFIRM and held is not None:
        writer.confirm(held.id, expires_at=expires_at)
        return RememberOutcome(fact_id=held.id, action=Action.CONFIRM)
    new_id = uuid4()
    superseded: UUID | None = None
    if decision.action is Action.SUPERSEDE and held is not None:
        writer.supersede(held.id, new_id)
        superseded = held.id
    writer.insert(
        facts_repo.FactDraft(
            category=candidate.category,
            key=candidate.key,
            value=candidate.value,
            confidence=candidate.confidence,
            strength=strength,
            source=source,
            expires_at=expires_at,
        ),
        case_id=case_id,
        confirmed=strength >= 2,
        fact_id=new_id,
    )
    return RememberOutcome(fact_id=new_id, action=decision.action, superseded_id=superseded)


# --- the LLM extractor's port ----------------------------------------------------------


def backend_completer(backend: ChatBackend) -> Completer:
    """Adapt the agent's chat backend to the memory extractor's `Completer` port.

    The prompt is the extractor's fixed system text and the redacted turn, nothing else.
    A backend fault comes back as None (a timeout as `TimeoutError`), never as content.
    """

    def complete(system: str, user: str) -> str | None:
        prompt = Prompt(
            system=system,
            messages=(PromptMessage("system", system), PromptMessage("user", user)),
            passages=(),
        )
        generation = backend.generate(prompt)
        if generation.error == "timeout":
            raise TimeoutError("the chat backend timed out")
        return None if generation.failed else generation.text

    return complete


# --- the turn's hooks ----------------------------------------------------------------


def capture_turn(
    conn: Connection,
    ctx: TenantContext,
    turn_id: UUID,
    message: RedactedText,
    *,
    extractor: Extractor = _EXTRACTOR,
) -> list[MemoryWrite]:
    """The `capture` hook: offer the customer's redacted turn to the capture rules.

    Only ever called with the customer's own turn; agent turns are never offered.
    Returns the facts inserted, confirmed or superseding (with what they superseded).
    """
    rules = tenant_rules(conn)
    source = Source(kind=SourceKind.CUSTOMER_STATEMENT, session_id=ctx.session_id, turn_id=turn_id)
    candidates = list(extractor.extract(message))
    if is_reconfirmation(message):
        # "Yes, that is still correct" to our question about a stale fact: the customer
        # states that fact again, which confirms it (its TTL and freshness restart).
        candidates.extend(_asked_to_confirm(conn, ctx, rules))
    written: list[MemoryWrite] = []
    for candidate in candidates:
        outcome = remember(
            conn,
            rules,
            tenant_id=ctx.tenant_id,
            customer_id=ctx.customer_id,
            case_id=None,
            candidate=candidate,
            source=source,
            changed_by="customer",
        )
        if outcome.fact_id is not None:
            written.append(MemoryWrite(outcome.fact_id, candidate.category, outcome.superseded_id))
    return written


def _asked_to_confirm(
    conn: Connection, ctx: TenantContext, rules: CaptureRules
) -> list[FactCandidate]:
    """The stale facts of this customer that our previous reply in this session asked about
    (its "Is that still correct?" question names the value), as explicit statements."""
    if ctx.session_id is None:
        return []
    replies = [
        t.content.value
        for t in sessions_repo.list_turns(conn, ctx.session_id, restore=load_stored, last=3)
        if t.role == "agent"
    ]
    if not replies or "still correct?" not in replies[-1]:
        return []
    asked = " ".join(replies[-1].split()).casefold()
    now = _db_now(conn)
    held = facts_repo.recall_candidates(conn, customer_id=ctx.customer_id, case_id=None)
    return [
        FactCandidate(f.category, f.key, f.value, 1.0, Mode.EXPLICIT)
        for f in held
        if is_stale(rules, f, now) and " ".join(f.value.value.split()).casefold() in asked
    ]


def recall_facts(
    conn: Connection, ctx: TenantContext, message: RedactedText
) -> list[RememberedFact]:
    """The `recall` hook: identity and case filtered in SQL, then status and expiry in the
    same query, then ranked by relevance to `message`, then capped (tenant `recall_cap`)."""
    rules = tenant_rules(conn)
    candidates = facts_repo.recall_candidates(
        conn, customer_id=ctx.customer_id, case_id=ctx.case_id
    )
    if not candidates:
        return []
    ranked = rank_facts(candidates, message, cap=rules.recall_cap, case_id=ctx.case_id)
    now = _db_now(conn)
    recalled: list[RememberedFact] = []
    for fact in ranked:
        stale = is_stale(rules, fact, now)
        MEMORY_RECALLED.labels("stale" if stale else "fresh").inc()
        recalled.append(
            RememberedFact(
                fact_id=str(fact.id),
                category=fact.category,
                key=fact.key,
                value=fact.value,
                recorded_at=fact.recorded_at,
                stale=stale,
            )
        )
    return recalled


_ACKNOWLEDGE: Final = templates("acknowledge")
_NOTED: Final = templates("noted")
"""Acknowledgements of a preference stated in this very turn (remembered after the reply)."""
_CONFIRM: Final = templates("confirm")


def memory_reply_note(facts: Sequence[RememberedFact], message: RedactedText) -> str | None:
    """Sentences the offline extractive backend appends to its reply (it does not read
    facts itself): a question to confirm each stale fact that bears on this turn, and an
    acknowledgement of each fresh preference the turn calls for. None when nothing applies.
    Only recalled facts (this customer's, already scoped and capped) are used."""
    stated = [
        _NOTED[(c.category, c.key)].format(value=_spoken(c.key, " ".join(c.value.value.split())))
        for c in _EXTRACTOR.extract(message)
        if (c.category, c.key) in _NOTED and c.mode is Mode.EXPLICIT
    ]
    words = set(re.findall(r"[a-z]+", message.value.lower()))
    words |= {w[:-1] for w in words if len(w) > 4 and w.endswith("s")}
    asks: list[str] = []
    acks: list[str] = []
    for fact in facts:
        value = " ".join(fact.value.value.split())
        if not value or holds_placeholder(value):
            continue
        view = _fact_for_relevance(fact)
        if not relevance(view, words):
            continue
        when = fact.recorded_at.strftime("%B %Y")
        if fact.stale:
            template = _CONFIRM.get(
                (fact.category, fact.key),
                "Our records show your {label} is {value} (noted in {when}). "
                "Is that still correct?",
            )
            label = f"{fact.category} {fact.key}".replace("_", " ")
            asks.append(template.format(value=value, when=when, label=label))
        elif (fact.category, fact.key) in _ACKNOWLEDGE and not stated:
            spoken = _spoken(fact.key, value)
            acks.append(_ACKNOWLEDGE[(fact.category, fact.key)].format(value=spoken))
    sentences = stated[:2] + acks[:2] + asks[:2]
    return " ".join(sentences) if sentences else None


def _spoken(key: str, value: str) -> str:
    """A contact time as a reply says it: "in the evening", "at weekends", "on weekdays"."""
    if key != "time":
        return value
    return {"weekends": "at weekends", "weekdays": "on weekdays"}.get(value, f"in the {value}")


def _fact_for_relevance(fact: RememberedFact) -> Fact:
    return Fact(
        id=UUID(fact.fact_id),
        customer_id=None,
        case_id=None,
        category=fact.category,
        key=fact.key,
        value=fact.value,
        confidence=1.0,
        strength=2,
        source=Source(kind=SourceKind.CUSTOMER_STATEMENT),
        status=FactStatus.ACTIVE,
        created_at=fact.recorded_at,
        confirmed_at=fact.recorded_at,
        expires_at=None,
    )


# --- review, correct, suppress, delete -----------------------------------------------


def _check_subject(conn: Connection, principal: Principal, customer_id: UUID) -> None:
    """Staff act for any customer of the tenant, a customer key only for itself; a
    customer of another tenant is invisible under RLS. Both answer 404."""
    if not principal.may_act_for(customer_id):
        raise ScopeViolation("no such customer")
    try:
        get_customer(conn, customer_id)
    except NotFound as exc:  # same answer as a scope violation
        raise ScopeViolation("no such customer") from exc


def _actor(principal: Principal) -> str:
    return "customer" if not principal.may_act_for_any() else "staff"


def _views(
    conn: Connection, *, customer_id: UUID, facts: list[Fact], with_history: bool
) -> list[FactView]:
    if not with_history:
        return [FactView(fact=f) for f in facts]
    revisions = facts_repo.revisions_for(
        conn, customer_id=customer_id, fact_ids=[f.id for f in facts]
    )
    by_fact: dict[UUID, list[Revision]] = {}
    for r in revisions:
        by_fact.setdefault(r.fact_id, []).append(r)
    predecessors: dict[UUID, list[UUID]] = {}
    for f in facts:
        if f.superseded_by is not None:
            predecessors.setdefault(f.superseded_by, []).append(f.id)

    def chain(fact_id: UUID, seen: set[UUID]) -> list[Revision]:
        if fact_id in seen:
            return []
        seen.add(fact_id)
        found = list(by_fact.get(fact_id, []))
        for older in predecessors.get(fact_id, []):
            found.extend(chain(older, seen))
        return found

    return [
        FactView(
            fact=f,
            revisions=tuple(sorted(chain(f.id, set()), key=lambda r: r.changed_at)),
        )
        for f in facts
    ]


def list_memory(
    engine: Engine, principal: Principal, customer_id: UUID, *, include_history: bool = False
) -> list[FactView]:
    with UnitOfWork(engine, principal.tenant_id) as uow:
        _check_subject(uow.conn, principal, customer_id)
        facts = facts_repo.list_facts(
            uow.conn, customer_id=customer_id, include_history=include_history
        )
        views = _views(uow.conn, customer_id=customer_id, facts=facts, with_history=include_history)
        if facts:
            Auditor(uow.conn, principal.tenant_id)(
                ev.MemoryRead(fact_ids=tuple(f.id for f in facts))
            )
        uow.commit()
    return views


def _clean_value(conn: Connection, redactor: Redactor, value: str) -> RedactedText:
    if not isinstance(value, str) or not value.strip() or len(value) > 200:
        raise InvalidInput("value must be 1 to 200 characters")
    # A value typed into a memory field is authorised by whoever typed it (the customer or
    # staff acting on the record), so what is refused is what the pattern recognizers find:
    # emails, phones, cards, ids, street addresses. NER on a bare word has no context and
    # takes most towns for people ("Bradford"), so it is not asked.
    config = tenant_redaction_config(conn, use_ner=False)
    redacted = redactor.redact(" ".join(value.split()), config=config).text
    if holds_placeholder(redacted.value):
        raise InvalidInput(
            "value holds personal data (an email, phone number, street address or "
            "number); memory keeps plain words only, e.g. 'email' or 'Manchester'"
        )
    return redacted


def update_memory_fact(
    engine: Engine,
    redactor: Redactor,
    principal: Principal,
    customer_id: UUID,
    fact_id: UUID,
    *,
    value: str | None = None,
    status: str | None = None,
) -> FactView:
    """Correct a value and/or suppress or restore a fact; every change is a revision."""
    if value is None and status is None:
        raise InvalidInput("send value, status or both")
    wanted: FactStatus | None = None
    if status is not None:
        if status not in (FactStatus.ACTIVE, FactStatus.SUPPRESSED):
            raise InvalidInput("status must be 'active' or 'suppressed'")
        wanted = FactStatus(status)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        _check_subject(conn, principal, customer_id)
        fact = facts_repo.get_fact(conn, customer_id=customer_id, fact_id=fact_id, for_update=True)
        if fact.status is FactStatus.SUPERSEDED:
            raise Conflict("this fact was superseded and is history; change the current one")
        writer = facts_repo.FactWriter(
            conn,
            tenant_id=principal.tenant_id,
            customer_id=customer_id,
            changed_by=_actor(principal),
        )
        if value is not None:
            redacted = _clean_value(conn, redactor, value)
            rules = tenant_rules(conn)
            writer.set_value(
                fact_id, redacted, expires_at=expiry_for(rules, fact.category, _db_now(conn))
            )
        if wanted is not None and wanted is not fact.status:
            writer.set_status(fact_id, wanted)
        Auditor(conn, principal.tenant_id, actor=principal.key_id)(
            ev.MemoryWritten(fact_ids=(fact_id,), categories=(fact.category,))
        )
        updated = facts_repo.get_fact(conn, customer_id=customer_id, fact_id=fact_id)
        (view,) = _views(conn, customer_id=customer_id, facts=[updated], with_history=True)
        uow.commit()
    return view


def delete_memory_fact(
    engine: Engine, principal: Principal, customer_id: UUID, fact_id: UUID
) -> int:
    """Delete a fact with its superseded predecessors and all their revisions, so no older
    value can come back from history. Returns the rows removed."""
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        _check_subject(conn, principal, customer_id)
        _category, n_facts, n_revisions = facts_repo.delete_fact(
            conn, customer_id=customer_id, fact_id=fact_id
        )
        Auditor(conn, principal.tenant_id, actor=principal.key_id)(
            ev.MemoryDeleted(fact_ids=(fact_id,), revisions=n_revisions)
        )
        uow.commit()
    return n_facts + n_revisions


def _token(value: str, what: str) -> str:
    if not isinstance(value, str) or not _TOKEN.fullmatch(value):
        raise InvalidInput(f"{what} must be a lower-case token like 'contact_preference'")
    return value


_REFUSAL: Final[dict[str, str]] = {
    "sensitive_category": "this category is sensitive and the tenant's capture rules exclude it",
    "unknown_category": "the tenant's capture rules have no such category",
    "source_not_eligible": "the tenant's capture rules do not accept this source",
    "suppressed": "this fact is suppressed; restore it (PATCH status=active) to change it",
}


def _staff_write(
    engine: Engine,
    redactor: Redactor,
    principal: Principal,
    *,
    customer_id: UUID,
    case_id: UUID | None,
    category: str,
    key: str,
    value: str,
    kind: SourceKind,
) -> FactView:
    if not principal.may_act_for_any():
        raise ScopeViolation("no such customer")
    category, key = _token(category, "category"), _token(key, "key")
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        _check_subject(conn, principal, customer_id)
        if case_id is not None and facts_repo.case_customer(conn, case_id=case_id) != customer_id:
            raise ScopeViolation("no such case for this customer")
        redacted = _clean_value(conn, redactor, value)
        outcome = remember(
            conn,
            tenant_rules(conn),
            tenant_id=principal.tenant_id,
            customer_id=customer_id,
            case_id=case_id,
            candidate=FactCandidate(category, key, redacted, 1.0, Mode.EXPLICIT),
            source=Source(kind=kind, case_id=case_id),
            changed_by="staff",
        )
        if outcome.fact_id is None:
            reason = outcome.rejected or "duplicate"
            message = _REFUSAL.get(reason, f"refused by the capture rules ({reason})")
            if reason == "suppressed":
                raise Conflict(message)
            raise InvalidInput(message)
        Auditor(conn, principal.tenant_id, actor=principal.key_id)(
            ev.MemoryWritten(
                fact_ids=(outcome.fact_id,),
                categories=(category,),
                superseded_ids=(outcome.superseded_id,) if outcome.superseded_id else (),
            )
        )
        fact = facts_repo.get_fact(conn, customer_id=customer_id, fact_id=outcome.fact_id)
        (view,) = _views(conn, customer_id=customer_id, facts=[fact], with_history=True)
        uow.commit()
    return view


def write_memory_fact(
    engine: Engine,
    redactor: Redactor,
    principal: Principal,
    customer_id: UUID,
    *,
    category: str,
    key: str,
    value: str,
    case_id: UUID | None = None,
) -> FactView:
    """Staff confirm an account detail (or preference) for a customer, optionally on one of
    that customer's cases. An agent on case A cannot attach a fact to customer B: the case
    must belong to `customer_id` or the call is 404."""
    return _staff_write(
        engine,
        redactor,
        principal,
        customer_id=customer_id,
        case_id=case_id,
        category=category,
        key=key,
        value=value,
        kind=SourceKind.STAFF_ENTRY,
    )


def record_case_decision(
    engine: Engine,
    redactor: Redactor,
    principal: Principal,
    case_id: UUID,
    *,
    key: str,
    value: str,
    customer_id: UUID | None = None,
) -> FactView:
    """Staff record a decision on a case ("refund approved"). The fact's subject is the case
    and its customer; naming another customer is 404."""
    if not principal.may_act_for_any():
        raise ScopeViolation("no such case")
    with UnitOfWork(engine, principal.tenant_id) as uow:
        owner = facts_repo.case_customer(uow.conn, case_id=case_id)
    if customer_id is not None and customer_id != owner:
        raise ScopeViolation("no such case for this customer")
    return _staff_write(
        engine,
        redactor,
        principal,
        customer_id=owner,
        case_id=case_id,
        category="case_decision",
        key=key,
        value=value,
        kind=SourceKind.CASE_DECISION,
    )


# --- retention -------------------------------------------------------------------------


def sweep_expired_memory(engine: Engine, *, limit: int = 1000) -> int:
    """Delete every fact past its category TTL, tenant by tenant, and audit the expiry
    (per customer: a keyed hash and the count; never the values)."""
    with app_transaction(engine) as conn:
        tenants = list(
            conn.execute(text("SELECT tenant_id FROM discreet_memory_expiry_tenants()")).scalars()
        )
    total = 0
    for tenant_id in tenants:
        with UnitOfWork(engine, tenant_id) as uow:
            expired = facts_repo.delete_expired(uow.conn, limit=limit)
            if expired:
                audit = Auditor(uow.conn, tenant_id)
                per_customer: dict[UUID | None, list[tuple[UUID, str]]] = {}
                for fact_id, category, customer_id in expired:
                    per_customer.setdefault(customer_id, []).append((fact_id, category))
                for customer_id, facts in sorted(per_customer.items(), key=lambda kv: str(kv[0])):
                    audit(
                        ev.MemoryExpired(
                            customer_hash=None
                            if customer_id is None
                            else audit.hash("customer", str(customer_id)),
                            fact_ids=tuple(f for f, _ in facts),
                            categories=tuple(sorted({c for _, c in facts})),
                        )
                    )
            uow.commit()
        MEMORY_EXPIRED.inc(len(expired))
        total += len(expired)
    return total
