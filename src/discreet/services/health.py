"""Readiness: the database answers, as the unprivileged application role, and the app
engine's pool is not exhausted."""

from __future__ import annotations

from sqlalchemy import Engine, text
from sqlalchemy.exc import SQLAlchemyError

from discreet.errors import DiscreetError
from discreet.storage.engine import APP_ROLE, PoolStats, connect, pool_stats

__all__ = ["PoolStats", "database_check", "pool_check", "pool_state"]


def database_check(engine: Engine) -> str:
    """'ok', 'unreachable', or 'wrong role: <role>' (RLS would not apply)."""
    try:
        with connect(engine) as conn:
            role = conn.execute(text("SELECT current_user")).scalar_one()
    except (SQLAlchemyError, DiscreetError):
        return "unreachable"
    return "ok" if role == APP_ROLE else f"wrong role: {role}"


def pool_state(engine: Engine) -> PoolStats:
    return pool_stats(engine)


def pool_check(engine: Engine) -> str:
    """'ok', or 'exhausted' when every connection is in use and a thread waits for one."""
    stats = pool_stats(engine)
    return "exhausted" if stats.waiting and stats.in_use >= stats.capacity else "ok"
