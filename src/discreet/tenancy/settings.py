"""Per-tenant settings read from `tenants.settings` in the caller's tenant transaction."""

from __future__ import annotations

from sqlalchemy import Connection, text

from discreet.redaction import RedactionConfig

__all__ = ["tenant_redaction_config"]


def tenant_redaction_config(conn: Connection, *, use_ner: bool) -> RedactionConfig:
    """The tenant's allow-list and identifier patterns, from `tenants.settings`."""
    row = conn.execute(text("SELECT settings FROM tenants")).first()
    settings = dict(row.settings) if row is not None else {}
    redaction = dict(settings.get("redaction", {}))
    return RedactionConfig(
        allow_list=frozenset(str(w) for w in redaction.get("allow_list", [])),
        custom_patterns=tuple(
            (str(p["entity"]), str(p["regex"])) for p in redaction.get("patterns", [])
        ),
        use_ner=use_ner,
    )
