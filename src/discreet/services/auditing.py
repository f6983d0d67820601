"""Append audit events where they happen, in the caller's transaction.

The caller builds the typed event from what it already holds and hands it to an `Auditor`
for the tenant's transaction; nothing is read back to describe a row the caller has just
written. Identifiers that could name a person are keyed hashes (`Auditor.hash`,
`Auditor.owner`); an event a person's API key caused records that key as `actor_hash`.

    audit = Auditor(uow.conn, principal.tenant_id, actor=principal.key_id)
    audit(ev.DocumentReleased(document_id=..., version=...))
"""

from __future__ import annotations

import dataclasses
from functools import cached_property
from typing import Literal
from uuid import UUID

from sqlalchemy import Connection

from discreet.audit import events as ev
from discreet.audit.identifiers import hash_identifier, owner_fields
from discreet.audit.writer import record
from discreet.tenancy.directory import tenant_secret

__all__ = ["Auditor"]


class Auditor:
    """The audit trail of one tenant's transaction. `actor` is the API key acting, if a
    person's key caused what is audited (None for the worker and the sweeps)."""

    def __init__(self, conn: Connection, tenant_id: UUID, *, actor: UUID | None = None) -> None:
        self._conn = conn
        self.tenant_id = tenant_id
        self._actor = actor

    @cached_property
    def secret(self) -> bytes:
        """The tenant's secret, read once (RLS shows only this tenant's row)."""
        return tenant_secret(self._conn)

    def hash(self, kind: str, value: str) -> str:
        """A keyed hash of an identifier (`customer`, `case`, `api_key`, …)."""
        return hash_identifier(self.secret, kind, value)

    def owner(self, owner: str) -> tuple[Literal["shared", "customer", "account"], str | None]:
        """A document owner as the audit stores it: its kind and a keyed hash of its id."""
        return owner_fields(self.secret, owner)

    @property
    def actor_hash(self) -> str | None:
        return None if self._actor is None else self.hash("api_key", str(self._actor))

    def __call__(self, event: ev.AuditEvent, *, session_id: UUID | None = None) -> UUID:
        """Append `event` (with the actor, when it is an `ActedEvent` that names none)."""
        if isinstance(event, ev.ActedEvent) and event.actor_hash is None and self._actor:
            event = dataclasses.replace(event, actor_hash=self.actor_hash)
        return record(
            self._conn,
            tenant_id=self.tenant_id,
            tenant_secret=self.secret,
            event=event,
            session_id=session_id,
        )
