"""Only the redactor can make `RedactedText`, and only `RedactedText` reaches storage,
the embedder and the language model."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from mypy import api as mypy_api

from discreet.redaction.text import RedactedText, UnredactedTextError


def test_raw_string_cannot_be_minted_at_run_time() -> None:
    with pytest.raises(UnredactedTextError):
        RedactedText("maria@example.org")
    with pytest.raises(UnredactedTextError):
        RedactedText("x", _mint=object())


def test_join_refuses_raw_parts() -> None:
    with pytest.raises(UnredactedTextError):
        RedactedText.join(["raw"])  # type: ignore[list-item]


SNIPPET = """
from uuid import uuid4
from sqlalchemy import Connection
from discreet.sessions.repository import append_turn
from discreet.agent.model import WindowTurn
from discreet.knowledge.embedding.port import Embedder

def store(conn: Connection, embedder: Embedder) -> None:
    append_turn(conn, tenant_id=uuid4(), session_id=uuid4(), customer_id=uuid4(),
                role="customer", content="my email is maria@example.org")
    embedder.embed_query("raw text")
    WindowTurn(role="customer", content="raw text")
"""


def test_type_checker_rejects_raw_strings_at_every_gate(tmp_path: Path) -> None:
    source = tmp_path / "leak.py"
    source.write_text(textwrap.dedent(SNIPPET))
    out, _, status = mypy_api.run(["--strict", "--follow-imports=silent", str(source)])
    assert status == 1, out
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert len(errors) == 3, out
    assert all('"str"' in line and "RedactedText" in line for line in errors), out
