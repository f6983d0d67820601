"""Case use cases: open a case for a customer, list a customer's cases, close one.

A case's title is free text a person typed, so it is redacted (with the tenant's allow-list
and patterns) before it is stored; the audit events carry the case id, a keyed hash of the
customer and whether a title was given, never the title. Staff (agent, admin) act for any
customer of their tenant; an id from another tenant is answered like a missing one.
"""

from __future__ import annotations

import secrets
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, Literal
from uuid import UUID, uuid4

from sqlalchemy import Connection, Engine, Row, text

from discreet.audit import events as ev
from discreet.errors import Conflict, InvalidInput, ScopeViolation
from discreet.redaction import Redactor
from discreet.redaction.text import load_stored
from discreet.services.auditing import Auditor
from discreet.storage.engine import UnitOfWork
from discreet.storage.rows import from_row
from discreet.tenancy import Principal
from discreet.tenancy.settings import tenant_redaction_config

__all__ = ["MAX_TITLE_CHARS", "CaseView", "close_case", "list_cases", "open_case"]

MAX_TITLE_CHARS: Final = 200

CaseStatus = Literal["open", "closed"]


@dataclass(frozen=True, slots=True)
class CaseView:
    case_id: UUID
    customer_id: UUID
    external_id: str
    title: str | None  # redacted at creation
    status: CaseStatus
    created_at: datetime
    closed_at: datetime | None

    def __repr__(self) -> str:  # the title may hold placeholders of a person's data
        return f"CaseView(case_id={self.case_id}, status={self.status!r})"


_COLUMNS = "id AS case_id, customer_id, external_id, title, status, created_at, closed_at"


def _view(r: Row[Any]) -> CaseView:
    return from_row(
        CaseView,
        r,
        title=None if r.title is None else load_stored(str(r.title)).value,
        status="closed" if r.status == "closed" else "open",
    )


def _plain(value: str, what: str) -> str:
    """Refuse what no column should hold (NUL and other control characters, lone
    surrogates), naming the field and never the value."""
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in value):
        raise InvalidInput(f"{what} must be plain text without control characters")
    return value


def _staff(principal: Principal) -> None:
    if not principal.may_act_for_any():
        raise ScopeViolation("no such customer")


def _customer_exists(conn: Connection, customer_id: UUID) -> None:
    found = conn.execute(text("SELECT 1 FROM customers WHERE id = :c"), {"c": customer_id})
    if found.first() is None:
        raise ScopeViolation("no such customer in this tenant")


def _external_id(value: str | None) -> str:
    if value is None:
        return "case_" + secrets.token_hex(8)
    value = _plain(value, "external_id").strip()
    if not value or len(value) > 200 or any(ch.isspace() for ch in value):
        raise InvalidInput("external_id must be 1 to 200 characters without spaces")
    return value


def open_case(
    engine: Engine,
    redactor: Redactor,
    principal: Principal,
    *,
    customer_id: UUID,
    title: str | None = None,
    external_id: str | None = None,
) -> CaseView:
    """Open a case for one of the tenant's customers; the title is redacted first."""
    _staff(principal)
    if title is not None:
        title = " ".join(_plain(title, "title").split())
        if not title or len(title) > MAX_TITLE_CHARS:
            raise InvalidInput(f"title must be 1 to {MAX_TITLE_CHARS} characters")
    ext = _external_id(external_id)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        _customer_exists(conn, customer_id)
        taken = conn.execute(text("SELECT 1 FROM cases WHERE external_id = :x"), {"x": ext})
        if taken.first() is not None:
            raise Conflict("a case with that external id already exists in this tenant")
        stored: str | None = None
        if title is not None:
            config = tenant_redaction_config(conn, use_ner=redactor.uses_ner)
            stored = redactor.redact(title, config=config).text.value
        del title
        case_id = uuid4()
        row = conn.execute(
            text(
                "INSERT INTO cases (id, tenant_id, customer_id, external_id, title) "
                f"VALUES (:id, :t, :c, :x, :title) RETURNING {_COLUMNS}"
            ),
            {"id": case_id, "t": principal.tenant_id, "c": customer_id, "x": ext, "title": stored},
        ).one()
        audit = Auditor(conn, principal.tenant_id, actor=principal.key_id)
        audit(
            ev.CaseOpened(
                case_id=case_id,
                customer_hash=audit.hash("customer", str(customer_id)),
                titled=stored is not None,
            )
        )
        view = _view(row)
        uow.commit()
    return view


def list_cases(
    engine: Engine,
    principal: Principal,
    *,
    customer_id: UUID,
    status: CaseStatus | None = None,
    limit: int = 100,
) -> list[CaseView]:
    """A customer's cases, newest first."""
    _staff(principal)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        _customer_exists(conn, customer_id)
        rows = conn.execute(
            text(
                f"SELECT {_COLUMNS} FROM cases WHERE customer_id = :c "
                "AND (CAST(:s AS text) IS NULL OR status = :s) "
                "ORDER BY created_at DESC, id LIMIT :n"
            ),
            {"c": customer_id, "s": status, "n": limit},
        ).all()
    return [_view(r) for r in rows]


def close_case(engine: Engine, principal: Principal, case_id: UUID) -> CaseView:
    """Close an open case; closing a closed case is a conflict (409), so a retry says so."""
    _staff(principal)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        row = conn.execute(
            text(f"SELECT {_COLUMNS} FROM cases WHERE id = :c FOR UPDATE"), {"c": case_id}
        ).first()
        if row is None:
            raise ScopeViolation("no such case")
        if row.status == "closed":
            raise Conflict("the case is already closed")
        row = conn.execute(
            text(
                "UPDATE cases SET status = 'closed', closed_at = now() WHERE id = :c "
                f"RETURNING {_COLUMNS}"
            ),
            {"c": case_id},
        ).one()
        Auditor(conn, principal.tenant_id, actor=principal.key_id)(ev.CaseClosed(case_id=case_id))
        view = _view(row)
        uow.commit()
    return view
