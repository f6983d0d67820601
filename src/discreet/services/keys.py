"""Key-encryption-key rotation: every stored data key re-wrapped, no data re-encrypted.

`rotate_kek` makes a new KEK version current (the provider's own, or the KMS key named by
`to`) and then `rewrap_all` moves every wrapped data key — session vault keys and sealed
upload keys, across all tenants, on the owner connection — to it, in short batches. A
row is re-wrapped only if it still holds the wrapped key that was read (compare and set),
so a session ending or a document purged meanwhile is never resurrected. Until the
rotation finishes the old versions stay readable; `retire` then forgets the versions no
row names any more (the key file only: a KMS key is disabled in the KMS).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine, text

from discreet.keyring import Keyring, WrappedKey

__all__ = ["KekStatus", "RotationReport", "kek_status", "rewrap_all", "rotate_kek"]


@dataclass(frozen=True)
class _Table:
    name: str
    key_cols: tuple[str, ...]
    wrapped: str
    kek: str
    context: str  # the column whose bytes are the wrapping context


_SESSIONS = _Table("session_state", ("session_id",), "vault_key_wrapped", "vault_kek", "session_id")
_UPLOADS = _Table(
    "document_versions", ("document_id", "version"), "blob_key_wrapped", "blob_kek", "blob_key"
)


def _context(table: _Table, value: object) -> bytes:
    if table is _SESSIONS:
        return value.bytes  # type: ignore[attr-defined, no-any-return]  # a UUID
    return str(value).encode()


@dataclass(frozen=True)
class RotationReport:
    kek_id: str
    """The version every data key is now wrapped under."""
    sessions: int
    uploads: int
    """Rows re-wrapped by this run."""
    remaining: dict[str, int]
    """Rows still under another version (written by a process that had not yet seen the
    new version, or locked meanwhile): run `rewrap` again."""
    retired: tuple[str, ...] = ()


@dataclass(frozen=True)
class KekStatus:
    kek_id: str
    provider: str
    rows: dict[str, int]
    """Wrapped data keys per KEK id, sessions and uploads together."""


def _counts(admin_engine: Engine) -> dict[str, int]:
    with admin_engine.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT kek, sum(n)::int AS n FROM ("
                " SELECT vault_kek AS kek, count(*) AS n FROM session_state"
                "  WHERE vault_key_wrapped IS NOT NULL GROUP BY 1"
                " UNION ALL"
                " SELECT blob_kek, count(*) FROM document_versions"
                "  WHERE blob_key_wrapped IS NOT NULL GROUP BY 1"
                ") t GROUP BY kek ORDER BY kek"
            )
        ).all()
    return {str(r.kek): int(r.n) for r in rows}


def kek_status(admin_engine: Engine, keyring: Keyring) -> KekStatus:
    return KekStatus(
        kek_id=keyring.current_id, provider=keyring.provider.name, rows=_counts(admin_engine)
    )


def _rewrap_table(admin_engine: Engine, keyring: Keyring, table: _Table, batch: int) -> int:
    current = keyring.current_id
    keys = ", ".join(table.key_cols)
    select = text(
        f"SELECT {keys}, {table.context} AS ctx, {table.wrapped} AS w, {table.kek} AS k "
        f"FROM {table.name} WHERE {table.wrapped} IS NOT NULL AND {table.kek} <> :cur "
        f"ORDER BY {keys} LIMIT :n FOR UPDATE SKIP LOCKED"
    )
    match = " AND ".join(f"{c} = :{c}" for c in table.key_cols)
    update = text(
        f"UPDATE {table.name} SET {table.wrapped} = :nw, {table.kek} = :nk "
        f"WHERE {match} AND {table.wrapped} = :ow"
    )
    done = 0
    while True:
        with admin_engine.begin() as conn:
            rows = conn.execute(select, {"cur": current, "n": batch}).all()
            changes = []
            for row in rows:
                fresh = keyring.rewrap(
                    WrappedKey(bytes(row.w), str(row.k)), context=_context(table, row.ctx)
                )
                keys_of = {c: getattr(row, c) for c in table.key_cols}
                changes.append({**keys_of, "nw": fresh.wrapped, "nk": fresh.kek_id, "ow": row.w})
            if changes:
                conn.execute(update, changes)  # one round trip per batch
        done += len(rows)
        if len(rows) < batch:
            return done


def rewrap_all(
    admin_engine: Engine, keyring: Keyring, *, retire: bool = False, batch: int = 200
) -> RotationReport:
    """Re-wrap every data key not under the current KEK version (no new version made)."""
    if batch < 1:
        raise ValueError("batch must be at least 1")
    current = keyring.current_id
    sessions = _rewrap_table(admin_engine, keyring, _SESSIONS, batch)
    uploads = _rewrap_table(admin_engine, keyring, _UPLOADS, batch)
    counts = _counts(admin_engine)
    remaining = {k: n for k, n in counts.items() if k != current}
    retired: tuple[str, ...] = ()
    if retire:
        retired = tuple(keyring.provider.retire(frozenset(counts) | {current}))
    return RotationReport(
        kek_id=current, sessions=sessions, uploads=uploads, remaining=remaining, retired=retired
    )


def rotate_kek(
    admin_engine: Engine,
    keyring: Keyring,
    *,
    to: str | None = None,
    retire: bool = False,
    batch: int = 200,
) -> RotationReport:
    """A new KEK version becomes current, then every stored data key moves to it."""
    keyring.rotate(to)
    return rewrap_all(admin_engine, keyring, retire=retire, batch=batch)
