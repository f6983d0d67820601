"""The leak audit: the automated form of the classic manual review of agent replies.

For each of a tenant's last N conversations (sessions, by their latest turn), every stored
agent reply is checked for identifiers that do not belong to that conversation's customer:

* a pseudonym placeholder (``[EMAIL_3]``) the customer did not introduce earlier in that
  session, that no business-data tool introduced for them (``tool_invoked`` audit events
  record the placeholders a tool's output added) and that no policy chunk retrieved in the
  session contains;
* a raw order reference that is not one of the customer's orders (another customer's, or
  unknown) and is not in the policy text retrieved in the session;
* any other raw identifier-shaped string (name after a cue, email, phone, address or
  postcode, card, account date; the output guard's finders) that is not in the retrieved
  policy text or the tenant's redaction allow-list.

Stored replies are already redacted, so most identifiers are placeholders; the check works
on them without opening any vault. The report holds counts per category and conversation
ids, never content: it is safe to print, log and hand to an auditor.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Final
from uuid import UUID

from sqlalchemy import Connection, Engine, text

from discreet.agent.guard import find_identifiers
from discreet.redaction.entities import ENTITIES, PLACEHOLDER, category_of
from discreet.storage.engine import UnitOfWork

__all__ = [
    "LEAK_CATEGORIES",
    "ConversationLeaks",
    "LeakReport",
    "all_tenant_ids",
    "audit_leaks",
    "scan_conversation",
]

LEAK_CATEGORIES: Final = tuple(
    dict.fromkeys([*(kind.category for kind in ENTITIES), "order_id", "other"])
)
"""Report categories, in print order: those of the PII catalogue, then order references
and anything else."""

_ORDER_REF = re.compile(r"\b[A-Z]{2,4}-\d{4,12}\b|(?<![\w&])#\d{5,12}\b")
# Entity names tenants commonly give their own patterns, by the category they report under.
_TENANT_ENTITY_CATEGORY: Final = {
    "NAME": "name",
    "EMAIL_ADDRESS": "email",
    "PHONE_NUMBER": "phone",
    "LOCATION": "address",
    "ORDER": "order_id",
    "ORDER_ID": "order_id",
    "DATE": "account_date",
    "CREDIT_CARD": "card",
}
_KIND_CATEGORY: Final = {
    "person_name": "name",
    "email": "email",
    "phone": "phone",
    "address": "address",
    "postcode": "address",
    "order_id": "order_id",
    "account_date": "account_date",
    "card": "card",
    "national_id": "national_id",
    "account_number": "bank_account",
}


@dataclass(frozen=True)
class ConversationLeaks:
    """One conversation with at least one flagged reply: ids and counts only."""

    session_id: UUID
    replies_flagged: int
    counts: dict[str, int]

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": str(self.session_id),
            "replies_flagged": self.replies_flagged,
            "counts": dict(self.counts),
        }


@dataclass(frozen=True)
class LeakReport:
    tenant_id: UUID
    conversations_checked: int
    replies_checked: int
    conversations: list[ConversationLeaks] = field(default_factory=list)

    @property
    def totals(self) -> dict[str, int]:
        total: Counter[str] = Counter()
        for conv in self.conversations:
            total.update(conv.counts)
        return {c: total.get(c, 0) for c in LEAK_CATEGORIES}

    @property
    def leaks(self) -> int:
        return sum(self.totals.values())

    def to_dict(self) -> dict[str, Any]:
        return {
            "tenant_id": str(self.tenant_id),
            "conversations_checked": self.conversations_checked,
            "replies_checked": self.replies_checked,
            "conversations_flagged": len(self.conversations),
            "leaks": self.leaks,
            "totals": self.totals,
            "conversations": [c.to_dict() for c in self.conversations],
        }

    def render(self) -> str:
        lines = [
            f"Leak audit of tenant {self.tenant_id}: {self.conversations_checked} "
            f"conversations, {self.replies_checked} agent replies checked.",
            f"{self.leaks} suspected leaks in {len(self.conversations)} conversations.",
        ]
        if self.leaks:
            lines.append(
                "  by category: " + ", ".join(f"{c}={n}" for c, n in self.totals.items() if n)
            )
            for conv in self.conversations:
                counts = ", ".join(f"{c}={n}" for c, n in conv.counts.items())
                lines.append(
                    f"  session {conv.session_id}: {conv.replies_flagged} replies ({counts})"
                )
        return "\n".join(lines)


def _category_of_placeholder(entity: str) -> str:
    return _TENANT_ENTITY_CATEGORY.get(entity) or category_of(entity)


def scan_conversation(
    turns: Iterable[tuple[str, str]],
    *,
    own_order_refs: frozenset[str],
    foreign_order_refs: frozenset[str] = frozenset(),
    introduced: frozenset[str] = frozenset(),
    company_text: str = "",
    allow_terms: frozenset[str] = frozenset(),
) -> tuple[int, Counter[str]]:
    """Check one conversation's turns, ``(role, stored text)`` in order.

    `introduced` are placeholders added for the customer by the system (tool output);
    `company_text` is the policy text retrieved in the session (lower-cased is fine);
    `allow_terms` the tenant's redaction allow-list. Returns (flagged replies, counts).
    """
    said: set[str] = set(introduced)
    own_refs = {r.upper() for r in own_order_refs}
    foreign_refs = {r.upper() for r in foreign_order_refs}
    company = company_text.casefold()
    allowed_terms = {t.casefold() for t in allow_terms}
    flagged = 0
    counts: Counter[str] = Counter()
    for role, content in turns:
        if role == "customer":
            said.update(m.group(0) for m in PLACEHOLDER.finditer(content))
            continue
        found: Counter[str] = Counter()
        for match in PLACEHOLDER.finditer(content):
            token = match.group(0)
            if token in said or token.casefold() in company:
                continue
            found[_category_of_placeholder(match.group(1))] += 1
        for kind, value in find_identifiers(content):
            if kind == "placeholder":
                continue
            folded = value.casefold()
            if kind == "order_id" and _ORDER_REF.fullmatch(value.strip()):
                ref = value.strip().upper()
                if ref in own_refs:
                    continue
                if ref not in foreign_refs and folded in company:
                    continue
                found["order_id"] += 1
                continue
            if folded in company or folded in allowed_terms:
                continue
            if any(folded in t or t in folded for t in allowed_terms if len(t) > 3):
                continue
            found[_KIND_CATEGORY.get(kind, "other")] += 1
        if found:
            flagged += 1
            counts.update(found)
    return flagged, counts


def _placeholders_from_events(payloads: Iterable[Any]) -> set[str]:
    out: set[str] = set()
    for payload in payloads:
        data = payload if isinstance(payload, dict) else json.loads(payload)
        for token in data.get("placeholders") or ():
            out.add(f"[{token}]")
    return out


def _chunk_ids_from_events(payloads: Iterable[Any]) -> set[str]:
    out: set[str] = set()
    for payload in payloads:
        data = payload if isinstance(payload, dict) else json.loads(payload)
        for chunk in data.get("chunks") or ():
            if isinstance(chunk, dict) and chunk.get("chunk_id"):
                out.add(str(chunk["chunk_id"]))
    return out


def _allow_terms(conn: Connection) -> frozenset[str]:
    row = conn.execute(text("SELECT settings FROM tenants")).first()
    settings = dict(row.settings) if row is not None else {}
    redaction = dict(settings.get("redaction", {}))
    return frozenset(str(w) for w in redaction.get("allow_list", []))


def all_tenant_ids(admin_engine: Engine) -> list[UUID]:
    """Every tenant's id (the owner connection sees all tenants), by name."""
    with admin_engine.connect() as conn:
        return list(conn.execute(text("SELECT id FROM tenants ORDER BY name")).scalars())


def audit_leaks(engine: Engine, tenant_id: UUID, *, last: int = 100) -> LeakReport:
    """Check the tenant's last `last` conversations; read-only, one transaction."""
    if last < 1:
        raise ValueError("last must be >= 1")
    with UnitOfWork(engine, tenant_id) as uow:
        conn = uow.conn
        sessions = conn.execute(
            text(
                "SELECT t.session_id, max(t.customer_id::text) AS customer_id "
                "FROM turns t GROUP BY t.session_id "
                "ORDER BY max(t.created_at) DESC, t.session_id LIMIT :n"
            ),
            {"n": last},
        ).all()
        ids = [s.session_id for s in sessions]
        turns_by_session: dict[UUID, list[tuple[str, str]]] = defaultdict(list)
        for row in conn.execute(
            text(
                "SELECT session_id, role, content FROM turns "
                "WHERE session_id = ANY(:ids) ORDER BY session_id, ordinal"
            ),
            {"ids": ids},
        ):
            turns_by_session[row.session_id].append((row.role, row.content))
        events: dict[UUID, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
        for row in conn.execute(
            text(
                "SELECT session_id, kind, payload FROM audit_events "
                "WHERE session_id = ANY(:ids) AND kind IN ('tool_invoked', 'retrieval')"
            ),
            {"ids": ids},
        ):
            events[row.session_id][row.kind].append(row.payload)
        refs_by_customer: dict[str, set[str]] = defaultdict(set)
        all_refs: set[str] = set()
        for row in conn.execute(text("SELECT customer_id::text AS c, order_ref FROM orders")):
            refs_by_customer[row.c].add(str(row.order_ref).upper())
            all_refs.add(str(row.order_ref).upper())
        terms = _allow_terms(conn)

        report_rows: list[ConversationLeaks] = []
        replies = 0
        for session in sessions:
            turns = turns_by_session.get(session.session_id, [])
            replies += sum(1 for role, _ in turns if role == "agent")
            session_events = events.get(session.session_id, {})
            chunk_ids = _chunk_ids_from_events(session_events.get("retrieval", ()))
            company = ""
            if chunk_ids:
                company = "\n".join(
                    conn.execute(
                        text("SELECT text FROM chunks WHERE id = ANY(:ids)"),
                        {"ids": sorted(chunk_ids)},
                    ).scalars()
                )
            own = frozenset(refs_by_customer.get(session.customer_id, set()))
            flagged, counts = scan_conversation(
                turns,
                own_order_refs=own,
                foreign_order_refs=frozenset(all_refs - own),
                introduced=frozenset(
                    _placeholders_from_events(session_events.get("tool_invoked", ()))
                ),
                company_text=company,
                allow_terms=terms,
            )
            if flagged:
                report_rows.append(
                    ConversationLeaks(
                        session_id=session.session_id,
                        replies_flagged=flagged,
                        counts={c: counts[c] for c in LEAK_CATEGORIES if counts.get(c)},
                    )
                )
    return LeakReport(
        tenant_id=tenant_id,
        conversations_checked=len(sessions),
        replies_checked=replies,
        conversations=report_rows,
    )
