"""The embedded default: a private PostgreSQL with pgvector under `$DISCREET_HOME/pgdata`.

`pgserver` ships PostgreSQL binaries and pgvector in a wheel. Every process that calls
`embedded_admin_url` on the same data directory shares one server, so the CLI works while
`discreet serve` is running; the last of them to exit stops the server. The server is
reached over a Unix socket in the data directory; nothing listens on TCP.

The server is tuned for search once, with `ALTER SYSTEM`: PostgreSQL's default buffer cache
(128 MB) holds neither the HNSW index nor the chunks of a 100k-chunk tenant, and a search
that copies its pages in from the operating system each time took 5 to 13% longer at p95
and 9 to 13% at p50 (benchmarks/search_cache_bench.py, the same chunks on both servers in
one run; docs/retrieval.md). The cache size takes effect when
the server starts; a data directory made by this call is restarted once, at once, to take
it, when no other process has joined the new server; otherwise, and for an older directory,
it takes it at its next start.
"""

from __future__ import annotations

import logging
import os
import warnings
from pathlib import Path
from typing import Any, Final

import psycopg

__all__ = ["embedded_admin_url", "shared_buffers_for"]

_log = logging.getLogger(__name__)

_MB: Final = 1024 * 1024
_LEAST_BUFFERS_MB: Final = 128  # PostgreSQL's own default
_MOST_BUFFERS_MB: Final = 1024


def shared_buffers_for(memory_bytes: int) -> int:
    """The embedded server's buffer cache, in MB, for a machine with `memory_bytes` of
    memory: an eighth of it (the server shares the machine with the service and its models),
    at least PostgreSQL's default and at most 1 GB, which holds a 100k-chunk tenant's index."""
    return min(max(memory_bytes // 8 // _MB, _LEAST_BUFFERS_MB), _MOST_BUFFERS_MB)


def _machine_memory() -> int:
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


def embedded_admin_url(pgdata: Path) -> str:
    """Start (or join) the embedded server and return a SQLAlchemy URL for its superuser."""
    # platformdirs warns about XDG_RUNTIME_DIR on headless machines; the warning is noise here.
    os.environ.setdefault("XDG_RUNTIME_DIR", "/tmp")  # noqa: S108 - pgserver only reads it
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver

    pgdata.mkdir(parents=True, exist_ok=True)
    new = not (pgdata / "PG_VERSION").exists()
    # "stop": the last process using this data directory stops the server when it exits, so
    # ending `discreet serve` leaves nothing running, while a CLI command run beside it
    # does not stop the server under it.
    server: Any = pgserver.get_server(str(pgdata.resolve()), cleanup_mode="stop")  # type: ignore[attr-defined]
    users = server.global_process_id_list
    if (
        _tune(server.get_uri(), shared_buffers_for(_machine_memory()))
        and new
        and users.get() == [os.getpid()]
    ):
        # this process made the server and is its only user: stopped, started again below.
        # (Should another process join in between, pgserver leaves the server running and
        # this process is counted as a user again; the cache then waits for the next start.)
        server.cleanup()
        server = pgserver.get_server(str(pgdata.resolve()), cleanup_mode="stop")  # type: ignore[attr-defined]
        server.global_process_id_list.get_and_add(os.getpid())
    uri: str = server.get_uri()
    # pgserver gives postgresql://postgres:@/postgres?host=<socket dir>
    return uri.replace("postgresql://", "postgresql+psycopg://", 1)


def _tune(uri: str, megabytes: int) -> bool:
    """Ask for a buffer cache of `megabytes` from the next start on when the running server
    has another size; True then (a restart is needed to take it)."""
    with psycopg.connect(uri, autocommit=True) as conn:
        row = conn.execute(
            "SELECT setting::bigint * 8192 / 1048576 FROM pg_settings "
            "WHERE name = 'shared_buffers'"  # the setting counts 8 kB pages
        ).fetchone()
        if row is None or int(row[0]) == megabytes:
            return False
        conn.execute(f"ALTER SYSTEM SET shared_buffers = '{int(megabytes)}MB'")
    _log.info("embedded server: shared_buffers %d MB from its next start", megabytes)
    return True
