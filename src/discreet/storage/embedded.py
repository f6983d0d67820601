"""The embedded default: a private PostgreSQL with pgvector under `$DISCREET_HOME/pgdata`.

`pgserver` ships PostgreSQL binaries and pgvector in a wheel. Every process that calls
`embedded_admin_url` on the same data directory shares one server, so the CLI works while
`discreet serve` is running; the last of them to exit stops the server. The server is
reached over a Unix socket in the data directory; nothing listens on TCP.
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path

__all__ = ["embedded_admin_url"]


def embedded_admin_url(pgdata: Path) -> str:
    """Start (or join) the embedded server and return a SQLAlchemy URL for its superuser."""
    # platformdirs warns about XDG_RUNTIME_DIR on headless machines; the warning is noise here.
    os.environ.setdefault("XDG_RUNTIME_DIR", "/tmp")  # noqa: S108 - pgserver only reads it
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver

    pgdata.mkdir(parents=True, exist_ok=True)
    # "stop": the last process using this data directory stops the server when it exits, so
    # ending `discreet serve` leaves nothing running, while a CLI command run beside it
    # does not stop the server under it.
    server = pgserver.get_server(  # type: ignore[attr-defined]
        str(pgdata.resolve()), cleanup_mode="stop"
    )
    uri: str = server.get_uri()
    # pgserver gives postgresql://postgres:@/postgres?host=<socket dir>
    return uri.replace("postgresql://", "postgresql+psycopg://", 1)
