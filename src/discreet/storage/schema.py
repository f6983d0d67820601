"""Schema migration through Alembic, run as the owner; the app role is created there."""

from __future__ import annotations

from importlib.resources import files
from typing import TYPE_CHECKING

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, text

if TYPE_CHECKING:
    from discreet.keyring import Keyring

__all__ = ["migrate"]

_LOCK_KEY = 0x44495343  # "DISC": one migrator at a time across processes


def migrate(admin_engine: Engine, *, keyring: Keyring | None = None) -> None:
    """Bring the schema to the newest revision; safe to call from many processes at once.

    `keyring` wraps data keys stored in the clear before migration 0011 (needed only when
    such rows exist)."""
    with admin_engine.connect() as conn:
        conn.execute(text("SELECT pg_advisory_lock(:k)"), {"k": _LOCK_KEY})
        try:
            cfg = Config()
            cfg.set_main_option("script_location", str(files("discreet.storage") / "migrations"))
            cfg.attributes["connection"] = conn
            cfg.attributes["keyring"] = keyring
            command.upgrade(cfg, "head")  # one line of migrations: a fork fails here, loudly
            conn.commit()
        finally:
            conn.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": _LOCK_KEY})
            conn.commit()
