"""Append audit events inside the caller's transaction.

One round trip per call, whatever the batch size, when this process wrote the tenant's
chain last: `discreet_audit_append` (migration 0008) takes the tenant's
transaction-scoped advisory lock, reads the head after the lock is granted, and inserts the
rows only if they were built on that head. The rows' MACs are computed here, from the head
this process last wrote (`_HEADS`), so the tenant key never reaches SQL. When the guess is
stale (another process wrote, a transaction rolled back, a fresh process), the call answers
the real head and the database clock instead, and the rows are rebuilt on them and sent
again: two round trips, as many as before the cache.

A `Batch` is the events of one append, checked and with their rows built. `record_many`
sends it and waits for the answer. `appending` sends it and lets the caller work
while the database inserts it (psycopg's pipeline mode), reading the answer when the
caller's block ends: the turn redacts its reply meanwhile, so the write costs the turn only
what the redaction did not cover.

The lock is held until the caller commits or rolls back, so a tenant's events are written
one transaction at a time and `seq` has no gaps; other tenants are not blocked. Call this
in READ COMMITTED (the default): under REPEATABLE READ a waiting writer would read a stale
head and never see the head it waited for.

`occurred_at` is this machine's clock, accepted by the database only when it lies within
`MAX_CLOCK_SKEW` of the database clock and is not before the previous event; otherwise
the retry uses the database clock. So `occurred_at` never decreases along a tenant's chain
and never strays from the database's time by more than the skew, whichever machine wrote.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID

from sqlalchemy import Connection

from discreet.audit.chain import (
    GENESIS,
    ChainKeys,
    MintedIds,
    canonical_row,
    iso_timestamp,
    json_uuid,
    link_hash,
)
from discreet.audit.events import AuditEvent, TurnCompleted
from discreet.errors import InvalidInput
from discreet.storage.pipeline import driver_connection, driver_errors

__all__ = ["MAX_CLOCK_SKEW", "Batch", "appending", "new_event_id", "record", "record_many"]

MAX_CLOCK_SKEW = timedelta(seconds=2)
"""How far this machine's clock may be from the database's for `occurred_at` to be taken
from it (see the module docstring)."""

_APPEND = (
    "SELECT appended, head_seq, head_hash, head_at, now FROM discreet_audit_append("
    "%(t)s::uuid, %(seq)s::bigint, %(hash)s::text, %(at)s::timestamptz, %(skew)s::interval, "
    "%(session)s::uuid, %(rows)s::jsonb)"
)
_ATTEMPTS = 3


@dataclass(frozen=True, slots=True)
class _Head:
    seq: int
    hash: str
    at: datetime | None


_HEADS: dict[UUID, _Head] = {}
"""The head this process last appended per tenant: a guess, checked by the database."""
_HEADS_LOCK = threading.Lock()


def new_event_id(*, tenant_id: UUID, tenant_secret: bytes) -> UUID:
    """Mint an event id ahead of writing, e.g. the `turn_completed` id that the turn's
    step events name as their `turn_event_id`."""
    return ChainKeys.derive(tenant_secret).new_event_id(tenant_id)


class Batch:
    """A batch on its way into the chain: checked and given its ids once, its rows built
    (MACs and all) on the head this process believes in, and rebuilt on the one the
    database names if that differs. Built ahead of `appending`, it can be made while the
    database is busy with something else."""

    def __init__(
        self,
        *,
        tenant_id: UUID,
        tenant_secret: bytes,
        events: Sequence[AuditEvent],
        session_id: UUID | None = None,
        turn_event_id: UUID | None = None,
        event_ids: Sequence[UUID | None] | None = None,
    ) -> None:
        if not events:
            raise InvalidInput("an audit batch needs at least one event")
        if event_ids is None:
            event_ids = [None] * len(events)
        if len(event_ids) != len(events):
            raise InvalidInput("event_ids must match events one to one")
        self._keys = keys = ChainKeys.derive(tenant_secret)
        minted = isinstance(event_ids, MintedIds) and event_ids.tenant_id == tenant_id
        for event, wanted in zip(events, event_ids, strict=True):
            if not isinstance(event, AuditEvent) or not event.kind:
                raise InvalidInput("audit record() takes an AuditEvent of a concrete kind")
            if wanted is not None and not minted and not keys.owns_event_id(tenant_id, wanted):
                raise InvalidInput("event ids must come from new_event_id() for this tenant")
        self.tenant_id, self.session_id, self.turn_event_id = tenant_id, session_id, turn_event_id
        self.events = events
        self.ids = [wanted or keys.new_event_id(tenant_id) for wanted in event_ids]
        with _HEADS_LOCK:
            head = _HEADS.get(tenant_id, _Head(0, GENESIS, None))
        self.params = self._build(head, datetime.now(UTC))

    def _build(self, head: _Head, occurred_at: datetime) -> dict[str, object]:
        """The parameters of `discreet_audit_append`: the rows on `head`, MACs chained. The
        parts every row shares are spelled once: this runs inside the turn. The rows go as
        one JSON text, since psycopg escapes a text[] of JSON documents quote by quote,
        which cost more than the round trip."""
        if head.at is not None and occurred_at < head.at:
            occurred_at = head.at
        tenant, session = str(self.tenant_id), json_uuid(self.session_id)
        at, batch_turn = iso_timestamp(occurred_at), json_uuid(self.turn_event_id)
        chain_key = self._keys.chain
        rows: list[str] = []
        prev, seq = head.hash, head.seq
        for event, event_id in zip(self.events, self.ids, strict=True):
            eid, turn = str(event_id), batch_turn
            if self.turn_event_id is None and isinstance(event, TurnCompleted):
                turn = f'"{eid}"'  # a turn's summary names itself, so one lookup finds the turn
            seq += 1
            payload = event.payload_json()
            body = canonical_row(
                kind=event.kind,
                event_id=eid,
                tenant_id=tenant,
                seq=seq,
                occurred_at=at,
                session_id=session,
                turn_event_id=turn,
                payload_json=payload,
            )
            prev = link_hash(chain_key, prev, body)
            rows.append(
                f'{{"id":"{eid}","kind":"{event.kind}","turn":{turn},'
                f'"payload":{payload},"hash":"{prev}"}}'
            )
        return {
            "t": self.tenant_id,
            "seq": head.seq,
            "hash": head.hash,
            "at": occurred_at,
            "skew": MAX_CLOCK_SKEW,
            "session": self.session_id,
            "rows": "[" + ",".join(rows) + "]",
        }

    def settle(self, conn: Connection, answer: tuple[Any, ...]) -> list[UUID]:
        """Take the database's answer to this batch; while it names another head (or
        clock), rebuild the rows on it and send them again."""
        for attempt in range(1, _ATTEMPTS + 1):
            appended, head_seq, head_hash, head_at, db_now = answer
            head = _Head(int(head_seq), str(head_hash), head_at)
            with _HEADS_LOCK:
                _HEADS[self.tenant_id] = head
            if appended:
                return self.ids
            if attempt == _ATTEMPTS:
                break
            # Built on a stale head or a skewed clock: again on the database's.
            self.params = self._build(head, db_now)
            answer = _append(conn, self.params)
        raise RuntimeError("the audit chain head kept moving while its append lock was held")


def _answer(row: tuple[Any, ...] | None) -> tuple[Any, ...]:
    if row is None:  # the function always answers one row
        raise RuntimeError("discreet_audit_append answered no row")
    return tuple(row)


def _append(conn: Connection, params: dict[str, object]) -> tuple[Any, ...]:
    """One call of `discreet_audit_append` in `conn`'s transaction.

    Sent on the driver's own connection, in binary: this is the one statement of the turn
    timed against a goal, and SQLAlchemy's result machinery (about 0.06 ms) and text-format
    parameters and results (about 0.02 ms) were a fifth of its cost. It runs inside the
    transaction the caller began through SQLAlchemy.
    """
    driver = driver_connection(conn)
    with driver_errors(conn, _APPEND):
        return _answer(driver.execute(_APPEND, params, binary=True).fetchone())


def record(
    conn: Connection,
    *,
    tenant_id: UUID,
    tenant_secret: bytes,
    event: AuditEvent,
    session_id: UUID | None = None,
    turn_event_id: UUID | None = None,
    event_id: UUID | None = None,
) -> UUID:
    """Append one event to the tenant's chain within `conn`'s transaction; return its id.

    `event_id`, when given, must come from `new_event_id`. A `turn_completed` event with no
    `turn_event_id` gets its own id as `turn_event_id`.
    """
    batch = Batch(
        tenant_id=tenant_id,
        tenant_secret=tenant_secret,
        events=[event],
        session_id=session_id,
        turn_event_id=turn_event_id,
        event_ids=[event_id],
    )
    return record_many(conn, batch)[0]


def record_many(conn: Connection, batch: Batch) -> list[UUID]:
    """Append a batch (a turn's events, in order) in one round trip (two when this
    process's guess of the head is stale); return their ids."""
    return batch.settle(conn, _append(conn, batch.params))


@contextmanager
def appending(conn: Connection, batch: Batch) -> Iterator[list[UUID]]:
    """`record_many`, overlapped with the caller's own work: the batch is sent on entry and
    the block runs while the database inserts it; the answer is read when the block ends
    (and the rows sent again, after it, if the head was stale). Yields the events' ids.

        batch = Batch(tenant_id=t, tenant_secret=s, events=events)
        with appending(conn, batch) as ids:
            reply = redactor.redact(draft)  # CPU work; the database appends meanwhile

    `conn` is in pipeline mode for the length of the block: the block must not use it. An
    error in the block, or from the database, leaves the transaction to the caller's
    rollback, as with `record_many`.
    """
    driver = driver_connection(conn)
    with driver_errors(conn, _APPEND):
        with driver.pipeline():
            cursor = driver.cursor(binary=True)
            cursor.execute(_APPEND, batch.params)  # sent now; answered when the block ends
            yield batch.ids
        answer = _answer(cursor.fetchone())
    batch.settle(conn, answer)
