"""Readiness: the database answers, and as the unprivileged application role."""

from __future__ import annotations

from sqlalchemy import Engine, text
from sqlalchemy.exc import SQLAlchemyError

from discreet.storage.engine import APP_ROLE

__all__ = ["database_check"]


def database_check(engine: Engine) -> str:
    """'ok', 'unreachable', or 'wrong role: <role>' (RLS would not apply)."""
    try:
        with engine.connect() as conn:
            role = conn.execute(text("SELECT current_user")).scalar_one()
    except SQLAlchemyError:
        return "unreachable"
    return "ok" if role == APP_ROLE else f"wrong role: {role}"
