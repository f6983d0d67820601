"""A tenant's labelled scope examples: the (text, scope) pairs its scope classifier is
trained on. Read in the caller's tenant transaction (RLS keeps them the tenant's own)."""

from __future__ import annotations

import json
from uuid import UUID

from sqlalchemy import Connection, text

from discreet.errors import InvalidInput

__all__ = ["add_examples", "examples_stamp", "has_examples", "load_examples"]


def examples_stamp(conn: Connection) -> tuple[int, int | None]:
    """What changes whenever the examples do (their count and newest id): a cache key."""
    row = conn.execute(text("SELECT count(*), max(id) FROM scope_examples")).one()
    return int(row[0]), row[1]


def load_examples(conn: Connection) -> list[tuple[str, str]]:
    rows = conn.execute(text("SELECT text, scope FROM scope_examples ORDER BY id")).all()
    return [(r.text, r.scope) for r in rows]


def has_examples(conn: Connection) -> bool:
    return conn.execute(text("SELECT 1 FROM scope_examples LIMIT 1")).first() is not None


def add_examples(conn: Connection, tenant_id: UUID, jsonl: str) -> int:
    """Add the examples of a JSON Lines text (`{"text": ..., "scope": ...}` per line);
    returns how many were added."""
    added = 0
    for number, line in enumerate(jsonl.splitlines(), start=1):
        if not line.strip():
            continue
        example = json.loads(line)
        if not isinstance(example, dict) or not {"text", "scope"} <= set(example):
            raise InvalidInput(f"scope example line {number}: needs 'text' and 'scope'")
        conn.execute(
            text("INSERT INTO scope_examples (tenant_id, text, scope) VALUES (:t, :x, :s)"),
            {"t": tenant_id, "x": str(example["text"]), "s": str(example["scope"])},
        )
        added += 1
    return added
