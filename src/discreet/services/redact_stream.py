"""`discreet redact`: JSON lines in, one JSON line out per input, offsets into the input."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TextIO
from uuid import UUID

from sqlalchemy import Engine

from discreet.errors import InvalidInput
from discreet.redaction import Redactor
from discreet.sessions import repository as sessions
from discreet.sessions.vaults import OpenVault, SessionVaults
from discreet.storage.engine import UnitOfWork

__all__ = ["SessionTarget", "redact_lines"]


@dataclass(frozen=True)
class SessionTarget:
    """The session whose vault `redact_lines` reads and updates."""

    engine: Engine
    vaults: SessionVaults
    tenant_id: UUID
    session_id: UUID


def redact_lines(
    source: TextIO,
    sink: TextIO,
    *,
    redactor: Redactor,
    session: SessionTarget | None = None,
) -> int:
    """Redact every line of `source`; with `session`, through (and into) that session's
    vault, so its pseudonyms stay those of the conversation."""
    opened: OpenVault | None = None
    if session is not None:
        sealed = session.vaults.load(session.tenant_id, session.session_id)
        with UnitOfWork(session.engine, session.tenant_id) as uow:
            sessions.get_session(uow.conn, session.session_id)
            opened = session.vaults.open(uow.conn, session.session_id, sealed)
            uow.commit()  # a key made on this first use is kept (wrapped) with the session
    vault = opened.vault if opened is not None else None
    count = 0
    for number, line in enumerate(source, start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            text_in = item["text"]
            if not isinstance(text_in, str):
                raise TypeError
        except (ValueError, KeyError, TypeError):
            raise InvalidInput(f'line {number}: expected a JSON object {{"text": "..."}}') from None
        result = redactor.redact(text_in, vault=vault)
        sink.write(
            json.dumps(
                {
                    "redacted": result.text.value,
                    "entities": [
                        {
                            "start": f.start,
                            "end": f.end,
                            "type": f.entity,
                            "score": round(f.score, 4),
                        }
                        for f in result.findings
                    ],
                }
            )
            + "\n"
        )
        sink.flush()
        count += 1
    if session is not None and opened is not None:
        session.vaults.save(session.tenant_id, opened)
    return count
