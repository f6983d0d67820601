"""The audit chain against real PostgreSQL: appends, tampering found and classified,
retention purges behind signed checkpoints, turn reconstruction and export."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID, uuid4

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

from discreet.audit import (
    AuditEvent,
    appending,
    export_jsonl,
    hash_identifier,
    new_event_id,
    purge_before,
    reconstruct_turn,
    record,
    record_many,
    verify_chain,
    writer,
)
from discreet.audit import events as ev
from discreet.audit.anchor import Anchor, head_anchor
from discreet.audit.chain import ChainKeys
from discreet.audit.verify import Break, VerifyResult
from discreet.audit.writer import Batch
from discreet.errors import Conflict, InvalidInput
from discreet.storage.engine import UnitOfWork

pytestmark = pytest.mark.integration

SENTINEL = "Maria Gonzalez"  # appears in no event: the reconstruction must not contain it


@dataclass
class Tenant:
    id: UUID
    secret: bytes


@pytest.fixture
def tenant(admin_engine: Engine, tenant_factory: Callable[..., UUID]) -> Tenant:
    tenant_id = tenant_factory()
    with admin_engine.connect() as conn:
        secret = conn.execute(
            text("SELECT secret FROM tenants WHERE id = :t"), {"t": tenant_id}
        ).scalar_one()
    return Tenant(tenant_id, bytes(secret))


def _event(i: int) -> AuditEvent:
    return ev.ScopeClassified(scope=f"scope-{i}", confidence=0.1 + i / 1000, fallback=i % 2 == 0)


def _write(app_engine: Engine, tenant: Tenant, n: int) -> list[UUID]:
    ids = []
    with UnitOfWork(app_engine, tenant.id) as uow:
        for i in range(n):
            ids.append(
                record(uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, event=_event(i))
            )
        uow.commit()
    return ids


def _verify(app_engine: Engine, tenant: Tenant) -> tuple[bool, int, UUID | None, str | None]:
    with UnitOfWork(app_engine, tenant.id) as uow:
        result = verify_chain(uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret)
    brk = result.first_break
    return result.ok, result.checked, brk and brk.event_id, brk and brk.kind


@pytest.fixture
def tamper(admin_engine: Engine) -> Callable[[str, dict[str, object]], None]:
    """Run SQL as the superuser with triggers bypassed (session_replication_role)."""

    def run(sql: str, params: dict[str, object]) -> None:
        with admin_engine.begin() as conn:
            conn.execute(text("SET LOCAL session_replication_role = replica"))
            conn.execute(text(sql), params)

    return run


def _seq_of(admin_engine: Engine, event_id: UUID) -> int:
    with admin_engine.connect() as conn:
        return int(
            conn.execute(
                text("SELECT seq FROM audit_events WHERE id = :i"), {"i": event_id}
            ).scalar_one()
        )


# --- appending ----------------------------------------------------------------------


def test_written_chain_verifies(app_engine: Engine, tenant: Tenant) -> None:
    _write(app_engine, tenant, 5)
    assert _verify(app_engine, tenant) == (True, 5, None, None)


def test_empty_chain_verifies(app_engine: Engine, tenant: Tenant) -> None:
    assert _verify(app_engine, tenant) == (True, 0, None, None)


def test_floats_and_mappings_survive_jsonb(app_engine: Engine, tenant: Tenant) -> None:
    events: list[AuditEvent] = [
        ev.MessageRedacted(speaker="customer", pii_present=True, entity_counts={"PERSON": 2}),
        ev.Generation(backend="extractive", tokens_in=10**9, tokens_out=0, latency_ms=1e-7),
        ev.ScopeClassified(scope="billing", confidence=0.30000000000000004, fallback=False),
        ev.ScopeClassified(scope="billing", confidence=-0.0, fallback=False),
        ev.ScopeClassified(scope="billing", confidence=123456789012.5, fallback=True),
    ]
    with UnitOfWork(app_engine, tenant.id) as uow:
        record_many(
            uow.conn, Batch(tenant_id=tenant.id, tenant_secret=tenant.secret, events=events)
        )
        uow.commit()
    assert _verify(app_engine, tenant)[:2] == (True, 5)


def test_record_many_continues_the_chain(app_engine: Engine, tenant: Tenant) -> None:
    _write(app_engine, tenant, 2)
    with UnitOfWork(app_engine, tenant.id) as uow:
        ids = record_many(
            uow.conn,
            Batch(
                tenant_id=tenant.id,
                tenant_secret=tenant.secret,
                events=[_event(i) for i in range(7)],
                session_id=uuid4(),
            ),
        )
        uow.commit()
    assert len(set(ids)) == 7
    assert _verify(app_engine, tenant) == (True, 9, None, None)


def test_rolled_back_events_leave_no_gap(app_engine: Engine, tenant: Tenant) -> None:
    with UnitOfWork(app_engine, tenant.id) as uow:
        record(uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, event=_event(0))
        # no commit: rolled back
    _write(app_engine, tenant, 2)
    assert _verify(app_engine, tenant) == (True, 2, None, None)


def test_concurrent_writers_serialise_per_tenant(app_engine: Engine, tenant: Tenant) -> None:
    errors: list[BaseException] = []

    def writer() -> None:
        try:
            for _ in range(10):
                _write(app_engine, tenant, 2)
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=writer) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert _verify(app_engine, tenant) == (True, 80, None, None)


def _appends(
    app_engine: Engine, tenant: Tenant, events: list[AuditEvent], monkeypatch: pytest.MonkeyPatch
) -> int:
    """How many calls of `discreet_audit_append` one `record_many` makes (each is one round
    trip), in its own transaction."""
    calls = _count_appends(monkeypatch, tenant.id)
    with UnitOfWork(app_engine, tenant.id) as uow:
        record_many(
            uow.conn, Batch(tenant_id=tenant.id, tenant_secret=tenant.secret, events=events)
        )
        uow.commit()
    monkeypatch.undo()
    return calls[0]


def _count_appends(monkeypatch: pytest.MonkeyPatch, tenant_id: UUID) -> list[int]:
    """Count the waited-for calls of `discreet_audit_append` for `tenant_id` from now on (in
    `[0]`); other tenants' appends (the test server's worker runs in this process) are not
    counted."""
    calls = [0]
    real = writer._append

    def counted(conn: Any, params: dict[str, object]) -> tuple[Any, ...]:
        if params.get("t") == tenant_id:
            calls[0] += 1
        return real(conn, params)

    monkeypatch.setattr(writer, "_append", counted)
    return calls


def test_a_warm_append_is_one_round_trip(
    app_engine: Engine, tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(app_engine, tenant, 1)  # this process now knows the head
    assert _appends(app_engine, tenant, [_event(i) for i in range(7)], monkeypatch) == 1
    assert _verify(app_engine, tenant) == (True, 8, None, None)


def test_a_stale_head_costs_one_more_round_trip(
    app_engine: Engine, tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(app_engine, tenant, 3)
    # Another process appended since: this one's guess is two events behind.
    writer._HEADS[tenant.id] = writer._Head(1, "f" * 64, None)
    assert _appends(app_engine, tenant, [_event(i) for i in range(2)], monkeypatch) == 2
    assert _verify(app_engine, tenant) == (True, 5, None, None)


# --- appending: the write overlapped with the caller's work ---------------------------


def _advisory_lock_held(admin_engine: Engine, pid: int) -> bool:
    with admin_engine.connect() as conn:
        held = conn.execute(
            text("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = :p AND granted"),
            {"p": pid},
        ).first()
    return held is not None


def test_appending_writes_while_the_block_runs(
    app_engine: Engine, admin_engine: Engine, tenant: Tenant
) -> None:
    """The batch reaches the database when the block starts: while the block still runs,
    the append function already holds the tenant's chain lock."""
    _write(app_engine, tenant, 2)
    with UnitOfWork(app_engine, tenant.id) as uow:
        pid = uow.conn.execute(text("SELECT pg_backend_pid()")).scalar_one()
        events = [_event(i) for i in range(3)]
        batch = Batch(tenant_id=tenant.id, tenant_secret=tenant.secret, events=events)
        with appending(uow.conn, batch) as ids:
            deadline = time.monotonic() + 5
            while not _advisory_lock_held(admin_engine, pid) and time.monotonic() < deadline:
                time.sleep(0.01)
            assert _advisory_lock_held(admin_engine, pid), "the append was not sent on entry"
        uow.commit()
    assert len(ids) == 3
    assert _verify(app_engine, tenant) == (True, 5, None, None)


def test_appending_on_a_stale_head_sends_again_after_the_block(
    app_engine: Engine, admin_engine: Engine, tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(app_engine, tenant, 3)
    writer._HEADS[tenant.id] = writer._Head(1, "f" * 64, None)  # another process wrote since
    resent = _count_appends(monkeypatch, tenant.id)  # the pipelined first send is not among them
    with UnitOfWork(app_engine, tenant.id) as uow:
        batch = Batch(tenant_id=tenant.id, tenant_secret=tenant.secret, events=[_event(7)])
        with appending(uow.conn, batch) as ids:
            pass
        uow.commit()
    assert resent == [1]
    assert _verify(app_engine, tenant) == (True, 4, None, None)
    assert _seq_of(admin_engine, ids[0]) == 4


def test_an_error_in_the_block_leaves_the_chain_as_it_was(
    app_engine: Engine, tenant: Tenant
) -> None:
    _write(app_engine, tenant, 2)
    batch = Batch(tenant_id=tenant.id, tenant_secret=tenant.secret, events=[_event(0)])
    with (
        UnitOfWork(app_engine, tenant.id) as uow,
        pytest.raises(LookupError),
        appending(uow.conn, batch),
    ):
        raise LookupError("the caller's work failed")
    _write(app_engine, tenant, 1)
    assert _verify(app_engine, tenant) == (True, 3, None, None)


def test_a_database_error_surfaces_when_the_block_ends(
    app_engine: Engine, tenant: Tenant, tenant_factory: Callable[..., UUID]
) -> None:
    other = tenant_factory()
    ran = False
    batch = Batch(tenant_id=other, tenant_secret=tenant.secret, events=[_event(0)])
    with (
        UnitOfWork(app_engine, tenant.id) as uow,
        pytest.raises(DBAPIError),
        appending(uow.conn, batch),
    ):
        ran = True
    assert ran


def test_ids_minted_for_another_tenant_are_checked_and_refused(
    app_engine: Engine, tenant: Tenant, tenant_factory: Callable[..., UUID]
) -> None:
    other = tenant_factory()
    theirs = ChainKeys.derive(tenant.secret).new_event_ids(other, 1)
    with UnitOfWork(app_engine, tenant.id) as uow, pytest.raises(InvalidInput, match="event ids"):
        record_many(
            uow.conn,
            Batch(
                tenant_id=tenant.id,
                tenant_secret=tenant.secret,
                events=[_event(0)],
                event_ids=theirs,
            ),
        )


def test_append_refuses_rows_built_on_another_head(app_engine: Engine, tenant: Tenant) -> None:
    """The database, not the cache, decides: a call on a wrong head inserts nothing."""
    _write(app_engine, tenant, 2)
    with UnitOfWork(app_engine, tenant.id) as uow:
        answer = writer._append(
            uow.conn,
            {
                "t": tenant.id,
                "seq": 1,
                "hash": "0" * 64,
                "at": datetime.now(UTC),
                "skew": writer.MAX_CLOCK_SKEW,
                "session": None,
                "rows": json.dumps(
                    [
                        {
                            "id": str(uuid4()),
                            "kind": "scope_classified",
                            "turn": None,
                            "payload": {},
                            "hash": "a" * 64,
                        }
                    ]
                ),
            },
        )
        uow.commit()
    assert answer[:2] == (False, 2)
    assert _verify(app_engine, tenant) == (True, 2, None, None)


def _set_writer_clock(monkeypatch: pytest.MonkeyPatch, offset: timedelta) -> None:
    """Make the writer's clock (this machine's) run `offset` from the real one."""

    class Shifted(datetime):
        @classmethod
        def now(cls, tz: object = None) -> datetime:  # type: ignore[override]
            return datetime.now(UTC) + offset

    monkeypatch.setattr(writer, "datetime", Shifted)


def test_a_skewed_clock_gives_way_to_the_database_clock(
    app_engine: Engine, admin_engine: Engine, tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(app_engine, tenant, 1)
    _set_writer_clock(monkeypatch, timedelta(hours=1))
    (event_id,) = _write(app_engine, tenant, 1)
    with admin_engine.connect() as conn:
        drift = conn.execute(
            text(
                "SELECT abs(extract(epoch FROM now() - occurred_at)) FROM audit_events "
                "WHERE id = :i"
            ),
            {"i": event_id},
        ).scalar_one()
    assert drift < 60
    assert _verify(app_engine, tenant) == (True, 2, None, None)


def test_occurred_at_never_goes_back_along_the_chain(
    app_engine: Engine, admin_engine: Engine, tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(app_engine, tenant, 1)
    _set_writer_clock(monkeypatch, timedelta(seconds=-1))
    _write(app_engine, tenant, 3)
    with admin_engine.connect() as conn:
        times = (
            conn.execute(
                text("SELECT occurred_at FROM audit_events WHERE tenant_id = :t ORDER BY seq"),
                {"t": tenant.id},
            )
            .scalars()
            .all()
        )
    assert times == sorted(times)
    assert _verify(app_engine, tenant) == (True, 4, None, None)


def test_app_role_cannot_update_or_delete(app_engine: Engine, tenant: Tenant) -> None:
    (event_id,) = _write(app_engine, tenant, 1)
    for sql in (
        "UPDATE audit_events SET kind = 'x' WHERE id = :i",
        "DELETE FROM audit_events WHERE id = :i",
        "TRUNCATE audit_events",
        "UPDATE audit_checkpoints SET through_seq = 0",
        "INSERT INTO audit_checkpoints (tenant_id, through_seq, last_hash, signature, purged) "
        "VALUES (:t, 1, repeat('0', 64), repeat('0', 64), 0)",
    ):
        with UnitOfWork(app_engine, tenant.id) as uow, pytest.raises(DBAPIError) as info:
            uow.conn.execute(text(sql), {"i": event_id, "t": tenant.id})
        assert "permission denied" in str(info.value)


def test_even_the_owner_cannot_update_or_delete(
    admin_engine: Engine, app_engine: Engine, tenant: Tenant
) -> None:
    (event_id,) = _write(app_engine, tenant, 1)
    for sql in (
        "UPDATE audit_events SET kind = 'x' WHERE id = :i",
        "DELETE FROM audit_events WHERE id = :i",
    ):
        with admin_engine.begin() as conn, pytest.raises(DBAPIError) as info:
            conn.execute(text(sql), {"i": event_id})
        assert "append-only" in str(info.value)
    assert _verify(app_engine, tenant)[0]


def test_app_role_cannot_write_into_another_tenants_chain(
    app_engine: Engine, tenant: Tenant, tenant_factory: Callable[..., UUID]
) -> None:
    other = tenant_factory()
    with UnitOfWork(app_engine, tenant.id) as uow, pytest.raises(DBAPIError):
        record(uow.conn, tenant_id=other, tenant_secret=tenant.secret, event=_event(0))


def test_a_connection_lost_during_an_append_is_invalidated(
    app_engine: Engine, admin_engine: Engine, tenant: Tenant
) -> None:
    """The append runs on the driver's connection; a lost connection still surfaces as
    SQLAlchemy's error and leaves the pool, and the chain is unharmed."""
    _write(app_engine, tenant, 2)
    with UnitOfWork(app_engine, tenant.id) as uow:
        pid = uow.conn.execute(text("SELECT pg_backend_pid()")).scalar_one()
        with admin_engine.connect() as admin:
            admin.execute(text("SELECT pg_terminate_backend(:p)"), {"p": pid})
        with pytest.raises(DBAPIError) as lost:
            record(uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, event=_event(0))
        assert lost.value.connection_invalidated
        assert uow.conn.invalidated
    _write(app_engine, tenant, 1)
    assert _verify(app_engine, tenant) == (True, 3, None, None)


def test_an_append_outside_a_transaction_is_refused(app_engine: Engine, tenant: Tenant) -> None:
    with app_engine.connect() as conn, pytest.raises(RuntimeError, match="transaction"):
        record(conn, tenant_id=tenant.id, tenant_secret=tenant.secret, event=_event(0))


# --- tampering ----------------------------------------------------------------------


def test_modified_row_is_changed(app_engine: Engine, tenant: Tenant, tamper: Callable) -> None:
    ids = _write(app_engine, tenant, 6)
    tamper(
        "UPDATE audit_events SET payload = jsonb_set(payload, '{scope}', '\"refunds\"') "
        "WHERE id = :i",
        {"i": ids[3]},
    )
    assert _verify(app_engine, tenant) == (False, 3, ids[3], "changed")


@pytest.mark.parametrize(
    "assignment",
    [
        "kind = 'abstained'",
        "occurred_at = occurred_at - interval '1 day'",
        "session_id = gen_random_uuid()",
        "hash = repeat('a', 64)",
    ],
)
def test_any_modified_column_is_changed(
    app_engine: Engine, tenant: Tenant, tamper: Callable, assignment: str
) -> None:
    ids = _write(app_engine, tenant, 4)
    tamper(f"UPDATE audit_events SET {assignment} WHERE id = :i", {"i": ids[1]})
    assert _verify(app_engine, tenant) == (False, 1, ids[1], "changed")


def test_last_row_modified_is_changed(app_engine: Engine, tenant: Tenant, tamper: Callable) -> None:
    ids = _write(app_engine, tenant, 3)
    tamper("UPDATE audit_events SET payload = '{}' WHERE id = :i", {"i": ids[2]})
    assert _verify(app_engine, tenant) == (False, 2, ids[2], "changed")


@pytest.mark.parametrize("victim", [0, 2])
def test_deleted_row_is_removed(
    app_engine: Engine, tenant: Tenant, tamper: Callable, victim: int
) -> None:
    ids = _write(app_engine, tenant, 5)
    tamper("DELETE FROM audit_events WHERE id = :i", {"i": ids[victim]})
    # the first event after the gap is named; the deleted one no longer exists
    assert _verify(app_engine, tenant) == (False, victim, ids[victim + 1], "removed")


def test_deleted_row_with_renumbering_is_removed(
    app_engine: Engine, tenant: Tenant, tamper: Callable
) -> None:
    ids = _write(app_engine, tenant, 5)
    tamper("DELETE FROM audit_events WHERE id = :i", {"i": ids[2]})
    tamper(
        "UPDATE audit_events SET seq = seq - 1 WHERE tenant_id = :t AND seq > 3", {"t": tenant.id}
    )
    assert _verify(app_engine, tenant) == (False, 2, ids[3], "removed")


def _forge(tamper: Callable, tenant: Tenant, seq: int, prev_hash_sql: str) -> UUID:
    forged = uuid4()
    tamper(
        "INSERT INTO audit_events "
        "(id, tenant_id, seq, kind, occurred_at, payload, prev_hash, hash) "
        f'VALUES (:i, :t, :s, \'abstained\', now(), \'{{"reason": "x", "handoff": true}}\', '
        f"({prev_hash_sql}), md5(random()::text) || md5(random()::text))",
        {"i": forged, "t": tenant.id, "s": seq},
    )
    return forged


def test_appended_forgery_is_inserted(app_engine: Engine, tenant: Tenant, tamper: Callable) -> None:
    ids = _write(app_engine, tenant, 3)
    forged = _forge(tamper, tenant, 4, f"SELECT hash FROM audit_events WHERE id = '{ids[2]}'")
    assert _verify(app_engine, tenant) == (False, 3, forged, "inserted")


def test_forgery_in_the_middle_is_inserted(
    app_engine: Engine, tenant: Tenant, tamper: Callable
) -> None:
    ids = _write(app_engine, tenant, 4)
    # make room at seq 3 by shifting later rows, then slip a row in, linked to seq 2
    tamper(
        "UPDATE audit_events SET seq = seq + 100 WHERE tenant_id = :t AND seq >= 3",
        {"t": tenant.id},
    )
    tamper(
        "UPDATE audit_events SET seq = seq - 99 WHERE tenant_id = :t AND seq > 100",
        {"t": tenant.id},
    )
    forged = _forge(tamper, tenant, 3, f"SELECT hash FROM audit_events WHERE id = '{ids[1]}'")
    assert _verify(app_engine, tenant) == (False, 2, forged, "inserted")


def test_copied_row_is_inserted(app_engine: Engine, tenant: Tenant, tamper: Callable) -> None:
    ids = _write(app_engine, tenant, 3)
    copy = uuid4()
    tamper(
        "INSERT INTO audit_events SELECT :c, tenant_id, 4, kind, occurred_at, session_id, "
        "turn_event_id, payload, prev_hash, hash FROM audit_events WHERE id = :i",
        {"c": copy, "i": ids[2]},
    )
    assert _verify(app_engine, tenant) == (False, 3, copy, "inserted")


def _swap(tamper: Callable, tenant: Tenant, a: int, b: int) -> None:
    tamper(
        "UPDATE audit_events SET seq = -1 WHERE tenant_id = :t AND seq = :a",
        {"t": tenant.id, "a": a},
    )
    tamper(
        "UPDATE audit_events SET seq = :a WHERE tenant_id = :t AND seq = :b",
        {"t": tenant.id, "a": a, "b": b},
    )
    tamper(
        "UPDATE audit_events SET seq = :b WHERE tenant_id = :t AND seq = -1",
        {"t": tenant.id, "b": b},
    )


@pytest.mark.parametrize(("a", "b"), [(2, 3), (2, 5), (1, 6)])
def test_swapped_rows_are_reordered(
    app_engine: Engine, tenant: Tenant, tamper: Callable, a: int, b: int
) -> None:
    ids = _write(app_engine, tenant, 6)
    _swap(tamper, tenant, a, b)
    # the event now sitting at the earlier position (originally at `b`) is named
    assert _verify(app_engine, tenant) == (False, a - 1, ids[b - 1], "reordered")


def test_row_moved_to_the_end_is_reordered(
    app_engine: Engine, tenant: Tenant, tamper: Callable
) -> None:
    ids = _write(app_engine, tenant, 4)
    tamper("UPDATE audit_events SET seq = 99 WHERE id = :i", {"i": ids[1]})
    assert _verify(app_engine, tenant) == (False, 1, ids[2], "reordered")


# --- anchors: what the chain alone cannot show ---------------------------------------


def _anchor(app_engine: Engine, tenant: Tenant) -> Anchor:
    with UnitOfWork(app_engine, tenant.id) as uow:
        return head_anchor(uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret)


def _verify_at(app_engine: Engine, tenant: Tenant, anchor: Anchor) -> VerifyResult:
    with UnitOfWork(app_engine, tenant.id) as uow:
        return verify_chain(
            uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, anchor=anchor
        )


def test_a_chain_cut_back_below_its_anchor_reads_as_removed(
    app_engine: Engine, tenant: Tenant, tamper: Callable
) -> None:
    _write(app_engine, tenant, 6)
    anchor = _anchor(app_engine, tenant)
    assert anchor.seq == 6
    assert _verify_at(app_engine, tenant, anchor).anchor == "reached"
    tamper("DELETE FROM audit_events WHERE tenant_id = :t AND seq > 4", {"t": tenant.id})
    assert _verify(app_engine, tenant) == (True, 4, None, None)  # the chain alone: fine
    cut = _verify_at(app_engine, tenant, anchor)
    assert (cut.ok, cut.checked, cut.first_break) == (False, 4, Break(None, "removed", 6))


def test_a_chain_cut_and_written_on_again_reads_as_removed(
    app_engine: Engine, tenant: Tenant, tamper: Callable
) -> None:
    """Genuine new events at the numbers of the deleted ones: every MAC holds, but the
    anchored event is not the one at its number any more."""
    _write(app_engine, tenant, 5)
    anchor = _anchor(app_engine, tenant)
    tamper("DELETE FROM audit_events WHERE tenant_id = :t AND seq > 3", {"t": tenant.id})
    writer._HEADS.pop(tenant.id, None)
    _write(app_engine, tenant, 3)
    assert _verify(app_engine, tenant) == (True, 6, None, None)
    rewritten = _verify_at(app_engine, tenant, anchor)
    assert (rewritten.ok, rewritten.first_break) == (False, Break(None, "removed", 5))


def test_an_anchor_still_holds_as_the_chain_grows(app_engine: Engine, tenant: Tenant) -> None:
    empty = _anchor(app_engine, tenant)
    assert (empty.seq, empty.hash) == (0, "0" * 64)
    _write(app_engine, tenant, 2)
    middle = _anchor(app_engine, tenant)
    _write(app_engine, tenant, 3)
    for anchor in (empty, middle):
        result = _verify_at(app_engine, tenant, anchor)
        assert (result.ok, result.checked, result.anchor) == (True, 5, "reached")


def test_an_anchor_purged_by_retention_is_reported_not_compared(
    app_engine: Engine, tenant: Tenant
) -> None:
    _write(app_engine, tenant, 2)
    old = _anchor(app_engine, tenant)
    _write(app_engine, tenant, 1)
    cutoff = datetime.now(UTC)
    _write(app_engine, tenant, 2)
    with UnitOfWork(app_engine, tenant.id) as uow:
        purge_before(uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, before=cutoff)
        uow.commit()
    at_checkpoint = _anchor(app_engine, tenant)  # taken after: the head, not the checkpoint
    assert _verify_at(app_engine, tenant, old).anchor == "purged"
    assert _verify_at(app_engine, tenant, at_checkpoint).anchor == "reached"


def test_an_anchor_of_another_tenant_or_key_is_refused(
    app_engine: Engine, tenant: Tenant, tenant_factory: Callable[..., UUID]
) -> None:
    _write(app_engine, tenant, 1)
    anchor = _anchor(app_engine, tenant)
    other = Tenant(tenant_factory(), tenant.secret)
    with pytest.raises(InvalidInput, match="not issued"):
        _verify_at(app_engine, other, anchor)
    forged = Anchor(anchor.tenant_id, anchor.seq + 1, anchor.hash, anchor.signature)
    with pytest.raises(InvalidInput, match="not issued"):
        _verify_at(app_engine, tenant, forged)


# --- retention ----------------------------------------------------------------------


def test_purge_writes_a_checkpoint_and_the_chain_still_verifies(
    admin_engine: Engine, app_engine: Engine, tenant: Tenant
) -> None:
    _write(app_engine, tenant, 3)
    cutoff = datetime.now(UTC)
    kept = _write(app_engine, tenant, 2)
    with UnitOfWork(app_engine, tenant.id) as uow:
        n = purge_before(uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, before=cutoff)
        uow.commit()
    assert n == 3
    assert _verify(app_engine, tenant) == (True, 2, None, None)
    with admin_engine.connect() as conn:
        seqs = (
            conn.execute(
                text("SELECT seq FROM audit_events WHERE tenant_id = :t ORDER BY seq"),
                {"t": tenant.id},
            )
            .scalars()
            .all()
        )
    assert seqs == [4, 5]
    assert _seq_of(admin_engine, kept[0]) == 4
    # appending after the purge continues the chain; purging again is a no-op
    _write(app_engine, tenant, 1)
    with UnitOfWork(app_engine, tenant.id) as uow:
        assert (
            purge_before(uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, before=cutoff)
            == 0
        )
    assert _verify(app_engine, tenant) == (True, 3, None, None)


def test_purging_everything_then_appending(app_engine: Engine, tenant: Tenant) -> None:
    _write(app_engine, tenant, 3)
    with UnitOfWork(app_engine, tenant.id) as uow:
        n = purge_before(
            uow.conn,
            tenant_id=tenant.id,
            tenant_secret=tenant.secret,
            before=datetime.now(UTC) + timedelta(days=1),
        )
        uow.commit()
    assert n == 3
    assert _verify(app_engine, tenant) == (True, 0, None, None)
    (_first,) = _write(app_engine, tenant, 1)
    assert _verify(app_engine, tenant) == (True, 1, None, None)


def test_purge_refuses_a_broken_chain(app_engine: Engine, tenant: Tenant, tamper: Callable) -> None:
    ids = _write(app_engine, tenant, 3)
    tamper("UPDATE audit_events SET payload = '{}' WHERE id = :i", {"i": ids[0]})
    with UnitOfWork(app_engine, tenant.id) as uow, pytest.raises(Conflict):
        purge_before(
            uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, before=datetime.now(UTC)
        )


def test_purge_function_refuses_other_tenants_and_bad_checkpoints(
    app_engine: Engine, tenant: Tenant, tenant_factory: Callable[..., UUID]
) -> None:
    _write(app_engine, tenant, 2)
    other = tenant_factory()
    with UnitOfWork(app_engine, tenant.id) as uow, pytest.raises(DBAPIError) as info:
        uow.conn.execute(
            text("SELECT discreet_audit_purge(:t, 1, repeat('0', 64), repeat('0', 64))"),
            {"t": other},
        )
    assert "own tenant" in str(info.value)
    with UnitOfWork(app_engine, tenant.id) as uow, pytest.raises(DBAPIError) as info:
        uow.conn.execute(
            text("SELECT discreet_audit_purge(:t, 1, repeat('0', 64), repeat('0', 64))"),
            {"t": tenant.id},
        )
    assert "does not match" in str(info.value)


def test_forged_checkpoint_is_detected(
    app_engine: Engine, tenant: Tenant, tamper: Callable
) -> None:
    _write(app_engine, tenant, 3)
    with UnitOfWork(app_engine, tenant.id) as uow:
        purge_before(
            uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, before=datetime.now(UTC)
        )
        uow.commit()
    tamper(
        "UPDATE audit_checkpoints SET signature = repeat('b', 64) WHERE tenant_id = :t",
        {"t": tenant.id},
    )
    assert _verify(app_engine, tenant) == (False, 0, None, "changed")


def test_deleted_checkpoint_reads_as_removed(
    app_engine: Engine, tenant: Tenant, tamper: Callable
) -> None:
    _write(app_engine, tenant, 2)
    cutoff = datetime.now(UTC)
    kept = _write(app_engine, tenant, 2)
    with UnitOfWork(app_engine, tenant.id) as uow:
        purge_before(uow.conn, tenant_id=tenant.id, tenant_secret=tenant.secret, before=cutoff)
        uow.commit()
    tamper("DELETE FROM audit_checkpoints WHERE tenant_id = :t", {"t": tenant.id})
    assert _verify(app_engine, tenant) == (False, 0, kept[0], "removed")


# --- reconstruction and export ------------------------------------------------------


def _turn(app_engine: Engine, tenant: Tenant) -> tuple[UUID, list[UUID], UUID]:
    owner_hash = hash_identifier(tenant.secret, "customer", str(uuid4()))
    doc, fact, session = uuid4(), uuid4(), uuid4()
    turn_id = new_event_id(tenant_id=tenant.id, tenant_secret=tenant.secret)
    steps: list[AuditEvent] = [
        ev.MessageRedacted(speaker="customer", pii_present=True, entity_counts={"PERSON": 1}),
        ev.ScopeClassified(scope="returns", confidence=0.91, fallback=False),
        ev.Retrieval(
            scopes=("returns", "general"),
            chunks=(
                ev.RetrievedChunk(
                    chunk_id="c0ffee" * 6, document_id=doc, version=3, owner="shared", score=0.82
                ),
                ev.RetrievedChunk(
                    chunk_id="beef" * 8,
                    document_id=doc,
                    version=3,
                    owner="customer",
                    owner_hash=owner_hash,
                    score=0.61,
                ),
            ),
            candidates=12,
            floor=0.35,
            top_score=0.82,
            decision="answer",
        ),
        ev.MemoryRead(fact_ids=(fact,)),
        ev.ToolInvoked(
            tool="order_status",
            outcome="found",
            records=1,
            latency_ms=1.2,
            placeholders=("ORDER_ID_1",),
        ),
        ev.Generation(backend="extractive", tokens_in=410, tokens_out=88, latency_ms=3.25),
    ]
    with UnitOfWork(app_engine, tenant.id) as uow:
        step_ids = record_many(
            uow.conn,
            Batch(
                tenant_id=tenant.id,
                tenant_secret=tenant.secret,
                events=steps,
                session_id=session,
                turn_event_id=turn_id,
            ),
        )
        record(
            uow.conn,
            tenant_id=tenant.id,
            tenant_secret=tenant.secret,
            session_id=session,
            event=ev.TurnCompleted(
                stage_latency_ms={"redact": 1.5, "retrieve": 4.0, "generate": 3.25},
                total_ms=8.75,
                abstained=False,
                handoff=False,
                blocked=False,
                step_event_ids=tuple(step_ids),
            ),
            event_id=turn_id,
        )
        uow.commit()
    return turn_id, step_ids, doc


def test_turn_is_reconstructed_from_its_audit_id(app_engine: Engine, tenant: Tenant) -> None:
    turn_id, step_ids, doc = _turn(app_engine, tenant)
    with UnitOfWork(app_engine, tenant.id) as uow:
        view = reconstruct_turn(uow.conn, turn_event_id=turn_id)
        same = reconstruct_turn(uow.conn, turn_event_id=step_ids[2])
    assert view == same
    assert view["complete"]
    assert [e["kind"] for e in view["events"]] == [
        "message_redacted",
        "scope_classified",
        "retrieval",
        "memory_read",
        "tool_invoked",
        "generation",
        "turn_completed",
    ]
    assert view["scope"] == {"scope": "returns", "confidence": 0.91, "fallback": False}
    chunks = view["retrieval"]["chunks"]
    assert [(c["document_id"], c["version"], c["owner"]) for c in chunks] == [
        (str(doc), 3, "shared"),
        (str(doc), 3, "customer"),
    ]
    assert view["retrieval"]["decision"] == "answer"
    assert len(view["memory"]["read"]) == 1
    assert view["tools"] == [
        {
            "tool": "order_status",
            "outcome": "found",
            "records": 1,
            "latency_ms": 1.2,
            "placeholders": ["ORDER_ID_1"],
        }
    ]
    assert view["generation"]["tokens_in"] == 410
    assert view["latency_ms"] == {"generate": 3.25, "redact": 1.5, "retrieve": 4.0}
    assert view["outcome"]["step_event_ids"] == [str(i) for i in step_ids]
    assert SENTINEL not in json.dumps(view)
    assert _verify(app_engine, tenant)[0]


def test_reconstruct_does_not_cross_tenants(
    app_engine: Engine, tenant: Tenant, tenant_factory: Callable[..., UUID]
) -> None:
    from discreet.errors import NotFound

    turn_id, _, _ = _turn(app_engine, tenant)
    with UnitOfWork(app_engine, tenant_factory()) as uow, pytest.raises(NotFound):
        reconstruct_turn(uow.conn, turn_event_id=turn_id)


def test_export_is_jsonl_in_chain_order(app_engine: Engine, tenant: Tenant) -> None:
    _write(app_engine, tenant, 3)
    since = datetime.now(UTC)
    _write(app_engine, tenant, 2)
    with UnitOfWork(app_engine, tenant.id) as uow:
        every = [json.loads(line) for line in export_jsonl(uow.conn, since=None)]
        recent = [json.loads(line) for line in export_jsonl(uow.conn, since=since)]
    assert [e["seq"] for e in every] == [1, 2, 3, 4, 5]
    assert [e["seq"] for e in recent] == [4, 5]
    assert {e["tenant_id"] for e in every} == {str(tenant.id)}
    assert every[1]["prev_hash"] == every[0]["hash"]
