"""`discreet redact`: JSON lines in, one JSON line out per input, offsets into the input."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, TextIO
from uuid import UUID

from discreet.errors import InvalidInput
from discreet.redaction import PseudonymVault, Redactor, VaultCipher
from discreet.sessions import repository as sessions
from discreet.storage.engine import UnitOfWork

if TYPE_CHECKING:
    from discreet.bootstrap import Container

__all__ = ["redact_lines"]


def redact_lines(
    source: TextIO,
    sink: TextIO,
    *,
    redactor: Redactor,
    container: Container | None = None,
    tenant_id: UUID | None = None,
    session_id: UUID | None = None,
) -> int:
    vault: PseudonymVault | None = None
    key: bytes | None = None
    if container is not None and tenant_id is not None and session_id is not None:
        with UnitOfWork(container.engine, tenant_id) as uow:
            sessions.get_session(uow.conn, session_id)
            key = sessions.vault_key(uow.conn, container.keyring, session_id)
            uow.commit()  # a key made on this first use is kept (wrapped) with the session
        if key is None:
            raise InvalidInput("that session has no vault (ended or expired)")
        blob = container.vaults.load(tenant_id, session_id)
        vault = (
            VaultCipher.open(blob, key, associated_data=session_id.bytes)
            if blob
            else PseudonymVault()
        )
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
    if vault is not None and key is not None and container is not None:
        assert tenant_id is not None and session_id is not None
        container.vaults.save(
            tenant_id,
            session_id,
            VaultCipher.seal(vault, key, associated_data=session_id.bytes),
            container.settings.session_idle_ttl_s,
        )
    return count
