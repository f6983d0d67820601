"""Statements sent ahead on the transaction's own connection.

For the length of a `sending` block the connection is in psycopg's pipeline mode: what is
sent goes to the database at once, and the database executes it on its own core while the
caller goes on with its own work. The outcome is read when the block ends, where a failed
statement raises SQLAlchemy's `DBAPIError`, as it would have on the spot; the transaction
is then the caller's to roll back.

    with sending(uow.conn) as ahead:
        sessions.append_turn(ahead, ...)  # sent, not waited for
        events = compose(...)  # CPU work while the database inserts the turn
    # the statements have run here

Only statements whose results nobody reads go ahead (`Ahead.execute` answers nothing), and
the block must not use the connection itself.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, Protocol

import psycopg
from sqlalchemy import Connection, TextClause
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError

__all__ = ["Ahead", "Statements", "driver_connection", "driver_errors", "sending"]


class Statements(Protocol):
    """Whatever executes a repository's statement: a `Connection` runs it at once, an
    `Ahead` sends it ahead (and answers nothing)."""

    def execute(self, statement: TextClause, parameters: Mapping[str, Any], /) -> object: ...


def driver_connection(conn: Connection) -> psycopg.Connection[Any]:
    """The psycopg connection under `conn`'s open transaction."""
    if not conn.in_transaction():
        raise RuntimeError("statements are sent ahead inside the caller's transaction")
    driver = conn.connection.driver_connection
    if not isinstance(driver, psycopg.Connection):
        raise RuntimeError("sending ahead needs a psycopg connection")
    return driver


@contextmanager
def driver_errors(conn: Connection, statement: str) -> Iterator[None]:
    """Raise a driver error as the `DBAPIError` SQLAlchemy would raise (parameters hidden),
    and invalidate the connection when it was lost, as SQLAlchemy would."""
    try:
        yield
    except psycopg.Error as exc:
        error: Any = exc  # SQLAlchemy types DB-API errors structurally; psycopg's is one
        lost = conn.dialect.is_disconnect(error, conn.connection, None)
        if lost:
            conn.invalidate(exc)
        raise DBAPIError.instance(
            statement,
            None,
            exc,
            psycopg.Error,
            hide_parameters=True,
            connection_invalidated=lost,
            dialect=conn.dialect,
        ) from exc


@lru_cache(maxsize=256)  # repositories' statements are module constants
def _driver_sql(statement: TextClause, dialect: Dialect) -> str:
    return str(statement.compile(dialect=dialect))


class Ahead:
    """Sends statements on a connection in pipeline mode (see `sending`)."""

    def __init__(self, conn: Connection, driver: psycopg.Connection[Any]) -> None:
        self._dialect, self._driver = conn.dialect, driver

    def execute(self, statement: TextClause, parameters: Mapping[str, Any], /) -> None:
        self._driver.execute(_driver_sql(statement, self._dialect), dict(parameters))


@contextmanager
def sending(conn: Connection) -> Iterator[Ahead]:
    """Send statements ahead for the length of the block (see the module docstring)."""
    driver = driver_connection(conn)
    with driver_errors(conn, "(statements sent ahead)"), driver.pipeline():
        yield Ahead(conn, driver)
