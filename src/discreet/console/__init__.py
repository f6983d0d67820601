"""The operator's console: one HTML page, a script and a style sheet, served by the API
under ``/console`` (`api/routes/console.py`) and shipped inside the package.

The page signs in with an API key that the script keeps in memory only (never in storage
or a cookie; a reload signs out), asks ``GET /v1/me`` what the key may do, and shows the
pages its roles allow. Every page calls the public ``/v1`` API with that key; the console
has no API of its own and nothing is rendered with data on the server.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import Final

__all__ = ["ASSETS", "asset"]

#: The files the console serves, with their media types.
ASSETS: Final[dict[str, str]] = {
    "index.html": "text/html; charset=utf-8",
    "console.js": "text/javascript; charset=utf-8",
    "console.css": "text/css; charset=utf-8",
}


@cache
def asset(name: str) -> bytes:
    """One of `ASSETS`, read from the installed package once per process; KeyError for any
    other name."""
    if name not in ASSETS:
        raise KeyError(name)
    return (files(__package__) / name).read_bytes()
