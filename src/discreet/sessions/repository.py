"""Sessions and their redacted turns in PostgreSQL. Every function runs in the caller's
tenant transaction and takes the customer it acts for, so scope is part of the query.

A session's vault key is made on first use (`vault_key`) and stored only wrapped by the
keyring's current key-encryption key, its KEK id beside it (`session_state`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal
from uuid import UUID, uuid4

from sqlalchemy import Connection, text

from discreet.errors import Gone, NotFound
from discreet.keyring import Keyring, WrappedKey
from discreet.redaction import VaultCipher
from discreet.redaction.text import RedactedText
from discreet.sessions.model import SessionInfo, Turn
from discreet.storage.pipeline import Statements
from discreet.storage.rows import from_row

__all__ = [
    "append_turn",
    "end_session",
    "get_session",
    "list_turns",
    "start_session",
    "touch_session",
    "vault_key",
]

Restorer = Callable[[str], RedactedText]


def start_session(
    conn: Connection,
    *,
    tenant_id: UUID,
    customer_id: UUID,
    case_id: UUID | None,
    ttl_s: int,
) -> SessionInfo:
    if case_id is not None:
        owned = conn.execute(
            text("SELECT 1 FROM cases WHERE id = :c AND customer_id = :cu"),
            {"c": case_id, "cu": customer_id},
        ).first()
        if owned is None:
            raise NotFound("no such case for this customer")
    session_id = uuid4()
    row = conn.execute(
        text(
            "INSERT INTO sessions (id, tenant_id, customer_id, case_id, expires_at) "
            "VALUES (:id, :t, :c, :case, now() + make_interval(secs => :ttl)) "
            "RETURNING created_at, expires_at"
        ),
        {"id": session_id, "t": tenant_id, "c": customer_id, "case": case_id, "ttl": ttl_s},
    ).one()
    conn.execute(
        text("INSERT INTO session_state (session_id, tenant_id, expires_at) VALUES (:s, :t, :e)"),
        {"s": session_id, "t": tenant_id, "e": row.expires_at},
    )
    return SessionInfo(
        id=session_id,
        customer_id=customer_id,
        case_id=case_id,
        created_at=row.created_at,
        expires_at=row.expires_at,
        ended_at=None,
    )


def get_session(
    conn: Connection, session_id: UUID, *, customer_id: UUID | None = None, live: bool = True
) -> SessionInfo:
    """The session, if it belongs to `customer_id` (when given). With `live`, an ended or
    expired session raises `Gone`: the idle TTL is enforced here, on the server."""
    row = conn.execute(
        text(
            "SELECT id, customer_id, case_id, created_at, expires_at, ended_at, "
            "expires_at <= now() AS expired FROM sessions WHERE id = :s "
            "AND (CAST(:c AS uuid) IS NULL OR customer_id = CAST(:c AS uuid))"
        ),
        {"s": session_id, "c": customer_id},
    ).first()
    if row is None:
        raise NotFound("no such session")
    if live and (row.ended_at is not None or row.expired):
        raise Gone("this session has ended or expired; start a new session")
    return from_row(SessionInfo, row)


_TOUCH = text(
    "WITH touched AS (UPDATE sessions SET last_active_at = now(), "
    "expires_at = now() + make_interval(secs => :ttl) WHERE id = :s RETURNING expires_at) "
    "UPDATE session_state SET expires_at = (SELECT expires_at FROM touched) "
    "WHERE session_id = :s"
)


def touch_session(conn: Statements, session_id: UUID, *, ttl_s: int) -> None:
    """Move the session's idle expiry (and its vault's) to `ttl_s` from now: one statement,
    so it can be sent ahead (`storage.pipeline`)."""
    conn.execute(_TOUCH, {"s": session_id, "ttl": ttl_s})


_READ_KEY = text("SELECT vault_key_wrapped, vault_kek FROM session_state WHERE session_id = :s")
_SET_KEY = text(
    "UPDATE session_state SET vault_key_wrapped = :w, vault_kek = :k "
    "WHERE session_id = :s AND vault_key_wrapped IS NULL"
)


def vault_key(conn: Connection, keyring: Keyring, session_id: UUID) -> bytes | None:
    """The session's vault key, unwrapped; made and stored wrapped on first use. None when
    the session's state is gone (ended, expired and swept, or erased).

    Two first turns racing both make a key; the second `UPDATE` waits for the first to
    commit, then matches nothing, and the key read after it is the winner's."""
    context = session_id.bytes
    for _ in range(2):
        row = conn.execute(_READ_KEY, {"s": session_id}).first()
        if row is None:
            return None
        if row.vault_key_wrapped is not None:
            stored = WrappedKey(bytes(row.vault_key_wrapped), str(row.vault_kek))
            return keyring.unwrap(stored, context=context)
        key = VaultCipher.new_key()
        wrapped = keyring.wrap(key, context=context)
        made = conn.execute(_SET_KEY, {"w": wrapped.wrapped, "k": wrapped.kek_id, "s": session_id})
        if made.rowcount:
            return key
    return None


def end_session(
    conn: Connection, session_id: UUID, *, reason: Literal["deleted", "expired", "erased"]
) -> bool:
    """Mark the session ended and drop its vault key; True if it was still open."""
    result = conn.execute(
        text(
            "UPDATE sessions SET ended_at = now(), end_reason = :r "
            "WHERE id = :s AND ended_at IS NULL"
        ),
        {"s": session_id, "r": reason},
    )
    conn.execute(text("DELETE FROM session_state WHERE session_id = :s"), {"s": session_id})
    return bool(result.rowcount)


_APPEND_TURN = text(
    "INSERT INTO turns (id, tenant_id, session_id, customer_id, ordinal, role, content) "
    "SELECT :id, :t, :s, :c, coalesce(max(ordinal), 0) + 1, :r, :x "
    "FROM turns WHERE session_id = :s"
)


def append_turn(
    conn: Statements,
    *,
    tenant_id: UUID,
    session_id: UUID,
    customer_id: UUID,
    role: Literal["customer", "agent"],
    content: RedactedText,
) -> UUID:
    """Store a redacted turn; its id is minted here, so the insert can be sent ahead."""
    turn_id = uuid4()
    conn.execute(
        _APPEND_TURN,
        {
            "id": turn_id,
            "t": tenant_id,
            "s": session_id,
            "c": customer_id,
            "r": role,
            "x": content.value,
        },
    )
    return turn_id


def list_turns(
    conn: Connection,
    session_id: UUID,
    *,
    restore: Restorer,
    last: int | None = None,
) -> list[Turn]:
    """Turns oldest first; with `last`, only the newest `last` of them (the window)."""
    rows = conn.execute(
        text(
            "SELECT * FROM (SELECT id, ordinal, role, content, created_at FROM turns "
            "WHERE session_id = :s ORDER BY ordinal DESC LIMIT :n) t ORDER BY ordinal"
        ),
        {"s": session_id, "n": last},
    ).all()
    return [from_row(Turn, r, content=restore(r.content)) for r in rows]
