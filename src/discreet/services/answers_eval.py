"""`discreet eval answers`: multi-question sessions through the real turn pipeline.

An eval file (JSON) names a tenant and holds sessions of customer questions, each with what a
good reply does::

    {
      "tenant": "Acme Outfitters",
      "policies": "policies",                  # optional, relative to the file: loaded into a
      "scope_examples": "scope_examples.jsonl",  # new tenant of that name (see the CLI)
      "settings": {...},                       # optional tenant settings for a new tenant
      "sessions": [
        {"id": "returns-1", "turns": [
          {"text": "How long do I have to return a jacket?",
           "expect": {"document": "returns-and-refunds", "phrases": ["within 30 days"]}},
          {"text": "and what about electronics?", "expect": {"document": "electronics-returns"}},
          {"text": "Are you hiring?", "expect": "abstain"}
        ]}
      ]
    }

Each session is one conversation (one Discreet session, so follow-ups see the earlier turns)
run by `handle_message`, the function the HTTP API calls. An in-policy turn is
*cited-correct* when the reply does not abstain, cites a chunk of the expected document (its
file name without extension) and contains every expected phrase (case and spacing ignored).
An out-of-policy turn is *correctly abstained* when the reply abstains (and hands off).
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any
from uuid import UUID

from sqlalchemy import text

from discreet.agent.turn import TurnDeps, TurnReply, handle_message
from discreet.errors import InvalidInput
from discreet.services import sessions
from discreet.services.admin import staff_principal
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import create_customer

__all__ = [
    "AnswersEvalSet",
    "AnswersReport",
    "EvalSession",
    "EvalTurn",
    "TurnOutcome",
    "folded",
    "format_answers_report",
    "load_answers_eval",
    "run_answers_eval",
]

EVAL_CUSTOMER = "answers-eval"
"""External id of the customer the eval's sessions belong to (made on first use)."""
MAX_TURNS_PER_SESSION = 20


@dataclass(frozen=True)
class EvalTurn:
    text: str
    document: str | None  # None: the reply must abstain
    phrases: tuple[str, ...] = ()

    @property
    def in_policy(self) -> bool:
        return self.document is not None


@dataclass(frozen=True)
class EvalSession:
    id: str
    turns: tuple[EvalTurn, ...]


@dataclass(frozen=True)
class AnswersEvalSet:
    path: Path
    tenant: str
    sessions: tuple[EvalSession, ...]
    policies: Path | None = None
    scope_examples: Path | None = None
    settings: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TurnOutcome:
    session: str
    turn: int
    in_policy: bool
    expected: str | None
    cited: tuple[str, ...]
    abstained: bool
    phrases_found: bool
    correct: bool
    reply: str


@dataclass(frozen=True)
class AnswersReport:
    tenant: str
    sessions: int
    outcomes: tuple[TurnOutcome, ...]

    @property
    def in_policy(self) -> int:
        return sum(o.in_policy for o in self.outcomes)

    @property
    def out_of_policy(self) -> int:
        return sum(not o.in_policy for o in self.outcomes)

    @property
    def cited_correct(self) -> int:
        return sum(o.correct for o in self.outcomes if o.in_policy)

    @property
    def abstained_correctly(self) -> int:
        return sum(o.correct for o in self.outcomes if not o.in_policy)

    def figures(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "sessions": self.sessions,
            "questions": len(self.outcomes),
            "in_policy": self.in_policy,
            "cited_correct": self.cited_correct,
            "cited_correct_pct": _pct(self.cited_correct, self.in_policy),
            "out_of_policy": self.out_of_policy,
            "abstained": self.abstained_correctly,
            "abstained_pct": _pct(self.abstained_correctly, self.out_of_policy),
        }

    def as_dict(self) -> dict[str, Any]:
        return {**self.figures(), "turns": [asdict(o) for o in self.outcomes]}


def _pct(part: int, whole: int) -> float | None:
    return None if whole == 0 else round(100.0 * part / whole, 1)


# --- the eval file ---------------------------------------------------------------------------


def _fail(path: Path, where: str, what: str) -> InvalidInput:
    return InvalidInput(f"{path}: {where}: {what}")


def _text(value: object, path: Path, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _fail(path, where, "must be a non-empty string")
    return value


def _turn(raw: object, path: Path, where: str) -> EvalTurn:
    if not isinstance(raw, dict):
        raise _fail(path, where, 'must be an object {"text", "expect"}')
    question = _text(raw.get("text"), path, where + ".text")
    expect = raw.get("expect")
    if expect == "abstain":
        return EvalTurn(question, None)
    if not isinstance(expect, dict):
        raise _fail(
            path, where + ".expect", 'must be "abstain" or {"document": ..., "phrases": [...]}'
        )
    document = _text(expect.get("document"), path, where + ".expect.document")
    phrases = expect.get("phrases", [])
    if not isinstance(phrases, list) or not all(isinstance(p, str) and p for p in phrases):
        raise _fail(path, where + ".expect.phrases", "must be a list of non-empty strings")
    return EvalTurn(question, document, tuple(phrases))


def _optional_path(base: Path, value: object, path: Path, key: str) -> Path | None:
    if value is None:
        return None
    found = base / _text(value, path, key)
    if not found.exists():
        raise _fail(path, key, f"{found} does not exist")
    return found


def load_answers_eval(path: Path) -> AnswersEvalSet:
    """Read and check an eval file; every problem is an `InvalidInput` naming where it is."""
    if not path.is_file():
        raise InvalidInput(f"{path}: no such eval file")
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise InvalidInput(f"{path}: not a UTF-8 text file") from None
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"{path}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(raw, dict):
        raise InvalidInput(f'{path}: must be a JSON object with "tenant" and "sessions"')
    tenant = _text(raw.get("tenant"), path, "tenant")
    raw_sessions = raw.get("sessions")
    if not isinstance(raw_sessions, list) or not raw_sessions:
        raise _fail(path, "sessions", "must be a non-empty list")
    seen: set[str] = set()
    parsed: list[EvalSession] = []
    for i, session in enumerate(raw_sessions):
        where = f"sessions[{i}]"
        if not isinstance(session, dict):
            raise _fail(path, where, 'must be an object {"id", "turns"}')
        session_id = _text(session.get("id", f"session-{i + 1}"), path, where + ".id")
        if session_id in seen:
            raise _fail(path, where + ".id", f"duplicate session id {session_id!r}")
        seen.add(session_id)
        turns = session.get("turns")
        if not isinstance(turns, list) or not turns:
            raise _fail(path, where + ".turns", "must be a non-empty list")
        if len(turns) > MAX_TURNS_PER_SESSION:
            raise _fail(path, where + ".turns", f"at most {MAX_TURNS_PER_SESSION} turns")
        parsed.append(
            EvalSession(
                session_id,
                tuple(_turn(t, path, f"{where}.turns[{j}]") for j, t in enumerate(turns)),
            )
        )
    settings = raw.get("settings", {})
    if not isinstance(settings, dict):
        raise _fail(path, "settings", "must be an object")
    base = path.parent
    return AnswersEvalSet(
        path=path,
        tenant=tenant,
        sessions=tuple(parsed),
        policies=_optional_path(base, raw.get("policies"), path, "policies"),
        scope_examples=_optional_path(base, raw.get("scope_examples"), path, "scope_examples"),
        settings=settings,
    )


# --- running it -------------------------------------------------------------------------------

_SPACE = re.compile(r"\s+")


def folded(value: str) -> str:
    """`value` as the judge compares it: case, spacing, curly apostrophes and en dashes
    ignored."""
    return _SPACE.sub(" ", value.replace("’", "'").replace("–", "-")).strip().casefold()


def _eval_customer(deps: TurnDeps, tenant_id: UUID) -> UUID:
    with UnitOfWork(deps.engine, tenant_id) as uow:
        row = uow.conn.execute(
            text("SELECT id FROM customers WHERE external_id = :x"), {"x": EVAL_CUSTOMER}
        ).first()
        if row is not None:
            return UUID(str(row.id))
        customer_id = create_customer(uow.conn, tenant_id=tenant_id, external_id=EVAL_CUSTOMER)
        uow.commit()
    return customer_id


def _stems(deps: TurnDeps, tenant_id: UUID, reply: TurnReply) -> tuple[str, ...]:
    """The file names (without extension) of the document versions a reply cites."""
    if not reply.citations:
        return ()
    with UnitOfWork(deps.engine, tenant_id) as uow:
        names: list[str] = []
        for citation in reply.citations:
            filename = uow.conn.execute(
                text(
                    "SELECT filename FROM document_versions WHERE document_id = :d AND version = :v"
                ),
                {"d": citation.document_id, "v": citation.version},
            ).scalar_one_or_none()
            if filename is not None:
                stem = Path(str(filename)).stem
                if stem not in names:
                    names.append(stem)
    return tuple(names)


def _judge(
    session: str, index: int, turn: EvalTurn, reply: TurnReply, cited: tuple[str, ...]
) -> TurnOutcome:
    said = folded(reply.reply)
    found = all(folded(p) in said for p in turn.phrases)
    if turn.in_policy:
        correct = not reply.abstained and turn.document in cited and found
    else:
        correct = reply.abstained
    return TurnOutcome(
        session=session,
        turn=index,
        in_policy=turn.in_policy,
        expected=turn.document,
        cited=cited,
        abstained=reply.abstained,
        phrases_found=found,
        correct=correct,
        reply=reply.reply,
    )


def run_answers_eval(
    deps: TurnDeps, tenant_id: UUID, eval_set: AnswersEvalSet, *, session_ttl_s: int = 1800
) -> AnswersReport:
    """Run every session of `eval_set` against the tenant, one Discreet session each (ended
    afterwards), as the tenant's operator on behalf of the eval customer."""
    principal = staff_principal(tenant_id)
    customer_id = _eval_customer(deps, tenant_id)
    outcomes: list[TurnOutcome] = []
    for session in eval_set.sessions:
        info = sessions.start_session(
            deps.engine, principal, customer_id=customer_id, case_id=None, ttl_s=session_ttl_s
        )
        try:
            for index, turn in enumerate(session.turns):
                reply = handle_message(deps, principal, info.id, turn.text)
                cited = _stems(deps, tenant_id, reply)
                outcomes.append(_judge(session.id, index, turn, reply, cited))
        finally:
            sessions.end_session(deps.engine, deps.vaults, principal, info.id)
    return AnswersReport(eval_set.tenant, len(eval_set.sessions), tuple(outcomes))


def format_answers_report(report: AnswersReport, *, failures: bool = True) -> str:
    """The figures as a table, then (with `failures`) each wrong turn in one line."""
    f = report.figures()

    def pct(value: float | None) -> str:
        return "   n/a" if value is None else f"{value:5.1f}%"

    lines = [
        f"answers eval: {f['tenant']}, {f['sessions']} sessions, {f['questions']} questions",
        f"{'':28} {'correct':>8} {'of':>5} {'share':>7}",
        f"{'in policy: cited-correct':28} {f['cited_correct']:8d} {f['in_policy']:5d} "
        f"{pct(f['cited_correct_pct']):>7}",
        f"{'out of policy: abstained':28} {f['abstained']:8d} {f['out_of_policy']:5d} "
        f"{pct(f['abstained_pct']):>7}",
    ]
    wrong = [o for o in report.outcomes if not o.correct]
    if failures and wrong:
        lines.append("wrong:")
        for o in wrong:
            if o.in_policy:
                why = (
                    "abstained"
                    if o.abstained
                    else (
                        "missing phrase" if o.expected in o.cited else "cited " + ",".join(o.cited)
                    )
                )
                lines.append(f"  {o.session}#{o.turn}: expected {o.expected}: {why}")
            else:
                lines.append(
                    f"  {o.session}#{o.turn}: expected abstain: answered from {','.join(o.cited)}"
                )
    return "\n".join(lines)
