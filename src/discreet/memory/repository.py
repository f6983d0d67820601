"""Durable facts in PostgreSQL. Every function runs in the caller's tenant transaction
(row-level security scopes the tenant) and takes its subject as required keyword arguments
(writes through a `FactWriter` bound to the customer), so customer and case scope are part
of every query — for writes as well as reads. An id
that belongs to another customer, case or tenant raises `ScopeViolation` (answered as 404),
exactly like a missing one."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID, uuid4

from sqlalchemy import Connection, Row, text

from discreet.errors import ScopeViolation
from discreet.memory.model import Fact, FactStatus, Revision, Source, SourceKind
from discreet.redaction.text import RedactedText, load_stored
from discreet.storage.rows import from_row

__all__ = [
    "FactDraft",
    "FactWriter",
    "case_customer",
    "delete_customer_facts",
    "delete_expired",
    "delete_fact",
    "find_live",
    "get_fact",
    "list_facts",
    "recall_candidates",
    "revisions_for",
]

_COLUMNS = (
    "id, customer_id, case_id, category, key, value, confidence, strength, source_kind, "
    "source_session_id, source_turn_id, status, created_at, confirmed_at, expires_at, "
    "superseded_by"
)


def _fact(row: Row[Any]) -> Fact:
    return from_row(
        Fact,
        row,
        value=load_stored(row.value),
        confidence=float(row.confidence),
        strength=int(row.strength),
        source=Source(
            kind=SourceKind(row.source_kind),
            session_id=row.source_session_id,
            turn_id=row.source_turn_id,
            case_id=row.case_id if row.source_kind == SourceKind.CASE_DECISION else None,
        ),
        status=FactStatus(row.status),
    )


def _facts(conn: Connection, where: str, params: dict[str, Any]) -> list[Fact]:
    """The facts a fixed condition (and order) selects, with bound parameters."""
    rows = conn.execute(text(f"SELECT {_COLUMNS} FROM memory_facts WHERE {where}"), params)
    return [_fact(r) for r in rows.all()]


@dataclass(frozen=True, slots=True)
class FactDraft:
    """The fields of a new fact; the subject is passed separately, by keyword."""

    category: str
    key: str
    value: RedactedText
    confidence: float
    strength: int
    source: Source
    expires_at: datetime | None

    def __repr__(self) -> str:
        return f"FactDraft(category={self.category!r}, key={self.key!r}, value=[secure])"


def case_customer(conn: Connection, *, case_id: UUID) -> UUID:
    """The customer a case belongs to (in this tenant), or ScopeViolation."""
    row = conn.execute(text("SELECT customer_id FROM cases WHERE id = :c"), {"c": case_id}).first()
    if row is None:
        raise ScopeViolation("no such case")
    customer_id: UUID = row.customer_id
    return customer_id


def recall_candidates(conn: Connection, *, customer_id: UUID, case_id: UUID | None) -> list[Fact]:
    """Facts a turn may use: the customer's own facts and those of the session's case, then
    only active (not superseded, not suppressed) and not expired — all in the query."""
    return _facts(
        conn,
        "customer_id = :cu AND (case_id IS NULL OR case_id = CAST(:case AS uuid)) "
        "AND status = 'active' AND (expires_at IS NULL OR expires_at > now())",
        {"cu": customer_id, "case": case_id},
    )


def list_facts(conn: Connection, *, customer_id: UUID, include_history: bool) -> list[Fact]:
    """A customer's facts for review: live ones (active, suppressed; expired ones are gone
    for every reader), plus superseded ones with `include_history`."""
    return _facts(
        conn,
        "customer_id = :cu AND (expires_at IS NULL OR expires_at > now()) "
        "AND (:history OR status <> 'superseded') ORDER BY category, key, created_at",
        {"cu": customer_id, "history": include_history},
    )


def get_fact(
    conn: Connection, *, customer_id: UUID, fact_id: UUID, for_update: bool = False
) -> Fact:
    lock = " FOR UPDATE" if for_update else ""
    row = conn.execute(
        text(
            f"SELECT {_COLUMNS} FROM memory_facts WHERE id = :id AND customer_id = :cu "
            f"AND (expires_at IS NULL OR expires_at > now()){lock}"
        ),
        {"id": fact_id, "cu": customer_id},
    ).first()
    if row is None:
        raise ScopeViolation("no such memory fact for this customer")
    return _fact(row)


def find_live(
    conn: Connection, *, customer_id: UUID, case_id: UUID | None, category: str, key: str
) -> Fact | None:
    """The live (active or suppressed) fact for this subject and key, locked for update.
    An expired one is not live: it is deleted here so the new value can take its place."""
    conn.execute(
        text(
            "DELETE FROM memory_facts WHERE customer_id = :cu "
            "AND case_id IS NOT DISTINCT FROM CAST(:case AS uuid) "
            "AND category = :cat AND key = :k AND expires_at <= now()"
        ),
        {"cu": customer_id, "case": case_id, "cat": category, "k": key},
    )
    row = conn.execute(
        text(
            f"SELECT {_COLUMNS} FROM memory_facts WHERE customer_id = :cu "
            "AND case_id IS NOT DISTINCT FROM CAST(:case AS uuid) "
            "AND category = :cat AND key = :k AND status <> 'superseded' FOR UPDATE"
        ),
        {"cu": customer_id, "case": case_id, "cat": category, "k": key},
    ).first()
    return None if row is None else _fact(row)


class FactWriter:
    """The writes to one customer's memory by one actor, in the caller's transaction.
    Every write leaves a revision naming `changed_by`, so the history says who did what."""

    __slots__ = ("_by", "_conn", "_customer", "_tenant")

    def __init__(
        self, conn: Connection, *, tenant_id: UUID, customer_id: UUID, changed_by: str
    ) -> None:
        self._conn = conn
        self._tenant = tenant_id
        self._customer = customer_id
        self._by = changed_by

    def insert(
        self,
        draft: FactDraft,
        *,
        case_id: UUID | None,
        confirmed: bool,
        fact_id: UUID | None = None,
    ) -> UUID:
        fact_id = fact_id or uuid4()
        self._conn.execute(
            text(
                "INSERT INTO memory_facts (id, tenant_id, customer_id, case_id, category, key, "
                "value, confidence, strength, source_kind, source_session_id, source_turn_id, "
                "status, confirmed_at, expires_at) VALUES (:id, :t, :cu, :case, :cat, :k, :v, "
                ":conf, :st, :sk, :ss, :stn, 'active', CASE WHEN :confirmed THEN now() END, :exp)"
            ),
            {
                "id": fact_id,
                "t": self._tenant,
                "cu": self._customer,
                "case": case_id,
                "cat": draft.category,
                "k": draft.key,
                "v": draft.value.value,
                "conf": draft.confidence,
                "st": draft.strength,
                "sk": draft.source.kind.value,
                "ss": draft.source.session_id,
                "stn": draft.source.turn_id,
                "confirmed": confirmed,
                "exp": draft.expires_at,
            },
        )
        self._revision(fact_id, "active")
        return fact_id

    def supersede(self, old_id: UUID, new_id: UUID) -> None:
        """Retire `old_id` in favour of `new_id`; the old value stays, dated, in the history."""
        result = self._conn.execute(
            text(
                "UPDATE memory_facts SET status = 'superseded', superseded_by = :new, "
                "updated_at = now() "
                "WHERE id = :old AND customer_id = :cu AND status <> 'superseded'"
            ),
            {"old": old_id, "new": new_id, "cu": self._customer},
        )
        if result.rowcount != 1:
            raise ScopeViolation("no such memory fact for this customer")
        self._revision(old_id, "superseded")

    def confirm(self, fact_id: UUID, *, expires_at: datetime | None) -> None:
        self._conn.execute(
            text(
                "UPDATE memory_facts SET confirmed_at = now(), expires_at = :exp, "
                "updated_at = now() WHERE id = :id AND customer_id = :cu"
            ),
            {"id": fact_id, "cu": self._customer, "exp": expires_at},
        )
        self._revision(fact_id, "confirmed")

    def set_value(self, fact_id: UUID, value: RedactedText, *, expires_at: datetime | None) -> None:
        """A correction by the customer or staff: a new value, confirmed now, history kept."""
        self._revision(fact_id, "corrected")
        self._conn.execute(
            text(
                "UPDATE memory_facts SET value = :v, confirmed_at = now(), expires_at = :exp, "
                "updated_at = now() WHERE id = :id AND customer_id = :cu"
            ),
            {"id": fact_id, "cu": self._customer, "v": value.value, "exp": expires_at},
        )
        self._revision(fact_id, "active")

    def set_status(self, fact_id: UUID, status: FactStatus) -> None:
        if status is FactStatus.SUPERSEDED:
            raise ValueError("supersede() retires a fact; set_status only suppresses or restores")
        self._conn.execute(
            text(
                "UPDATE memory_facts SET status = :s, updated_at = now() "
                "WHERE id = :id AND customer_id = :cu AND status <> 'superseded'"
            ),
            {"id": fact_id, "cu": self._customer, "s": status.value},
        )
        self._revision(fact_id, status.value)

    def _revision(self, fact_id: UUID, status: str) -> None:
        """Append the fact's current value to its history under `status`."""
        self._conn.execute(
            text(
                "INSERT INTO memory_revisions (id, tenant_id, fact_id, value, status, "
                "changed_by, changed_at) SELECT :id, :t, f.id, f.value, :s, :by, "
                "clock_timestamp() FROM memory_facts f WHERE f.id = :f AND f.customer_id = :cu"
            ),
            {
                "id": uuid4(),
                "t": self._tenant,
                "f": fact_id,
                "cu": self._customer,
                "s": status,
                "by": self._by,
            },
        )


def revisions_for(
    conn: Connection, *, customer_id: UUID, fact_ids: Sequence[UUID]
) -> list[Revision]:
    if not fact_ids:
        return []
    rows = conn.execute(
        text(
            "SELECT r.fact_id, r.value, r.status, r.changed_by, r.changed_at "
            "FROM memory_revisions r JOIN memory_facts f ON f.id = r.fact_id "
            "WHERE f.customer_id = :cu AND r.fact_id = ANY(:ids) ORDER BY r.changed_at, r.id"
        ),
        {"cu": customer_id, "ids": list(fact_ids)},
    ).all()
    return [from_row(Revision, r, value=load_stored(r.value)) for r in rows]


def delete_fact(conn: Connection, *, customer_id: UUID, fact_id: UUID) -> tuple[str, int, int]:
    """Delete one fact, the facts it superseded and every revision of them.

    Returns the fact's category and the number of facts and revisions removed. Deleting
    the current value must not let an older one come back from history: the chain goes.
    """
    fact = get_fact(conn, customer_id=customer_id, fact_id=fact_id, for_update=True)
    chain = (
        conn.execute(
            text(
                "WITH RECURSIVE chain(id) AS (SELECT CAST(:id AS uuid) UNION "
                "SELECT f.id FROM memory_facts f JOIN chain c ON f.superseded_by = c.id "
                "WHERE f.customer_id = :cu) SELECT id FROM chain"
            ),
            {"id": fact_id, "cu": customer_id},
        )
        .scalars()
        .all()
    )
    revisions = conn.execute(
        text("DELETE FROM memory_revisions WHERE fact_id = ANY(:ids)"), {"ids": list(chain)}
    ).rowcount
    facts = conn.execute(
        text("DELETE FROM memory_facts WHERE id = ANY(:ids) AND customer_id = :cu"),
        {"ids": list(chain), "cu": customer_id},
    ).rowcount
    return fact.category, int(facts), int(revisions)


def delete_customer_facts(conn: Connection, *, customer_id: UUID) -> tuple[int, int]:
    """Erasure: every fact about the customer or their cases, with revisions.
    Returns (facts, revisions) removed."""
    ids = (
        conn.execute(
            text(
                "SELECT id FROM memory_facts WHERE customer_id = :cu "
                "OR case_id IN (SELECT id FROM cases WHERE customer_id = :cu)"
            ),
            {"cu": customer_id},
        )
        .scalars()
        .all()
    )
    if not ids:
        return 0, 0
    revisions = conn.execute(
        text("DELETE FROM memory_revisions WHERE fact_id = ANY(:ids)"), {"ids": list(ids)}
    ).rowcount
    facts = conn.execute(
        text("DELETE FROM memory_facts WHERE id = ANY(:ids)"), {"ids": list(ids)}
    ).rowcount
    return int(facts), int(revisions)


def delete_expired(conn: Connection, *, limit: int = 1000) -> list[tuple[UUID, str, UUID | None]]:
    """Delete this tenant's facts past their TTL (and their revisions).
    Returns (fact id, category, customer id) of each."""
    rows = conn.execute(
        text(
            "DELETE FROM memory_facts WHERE id IN (SELECT id FROM memory_facts "
            "WHERE expires_at <= now() ORDER BY expires_at LIMIT :n FOR UPDATE SKIP LOCKED) "
            "RETURNING id, category, customer_id"
        ),
        {"n": limit},
    ).all()
    return [(r.id, r.category, r.customer_id) for r in rows]
