"""Per-tenant settings read from `tenants.settings` in the caller's tenant transaction."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Connection, text

from discreet.errors import NotFound
from discreet.redaction import RedactionConfig

__all__ = ["redaction_config", "settings_and_secret", "tenant_redaction_config"]


def settings_and_secret(conn: Connection) -> tuple[Mapping[str, Any], bytes]:
    """The current transaction's tenant settings and secret in one read (a turn needs
    both: the settings to redact, the secret to audit)."""
    row = conn.execute(text("SELECT settings, secret FROM tenants")).first()
    if row is None:
        raise NotFound("tenant not found")
    return dict(row.settings), bytes(row.secret)


def tenant_redaction_config(conn: Connection, *, use_ner: bool) -> RedactionConfig:
    """The tenant's allow-list and identifier patterns, from `tenants.settings`."""
    row = conn.execute(text("SELECT settings FROM tenants")).first()
    return redaction_config(dict(row.settings) if row is not None else {}, use_ner=use_ner)


def redaction_config(settings: Mapping[str, Any], *, use_ner: bool) -> RedactionConfig:
    """The allow-list and identifier patterns of a tenant's settings."""
    redaction = dict(settings.get("redaction", {}))
    return RedactionConfig(
        allow_list=frozenset(str(w) for w in redaction.get("allow_list", [])),
        custom_patterns=tuple(
            (str(p["entity"]), str(p["regex"])) for p in redaction.get("patterns", [])
        ),
        use_ner=use_ner,
    )
