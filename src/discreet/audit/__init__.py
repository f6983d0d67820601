"""The audit trail: what the system did, never what was said.

Append-only and hash-chained per tenant; see `chain` for the format, `verify` for how a
break is found and classified, `anchor` for signed heads kept elsewhere (which catch the
newest events being deleted), `retention` for purges behind signed checkpoints.

    record(uow.conn, tenant_id=..., tenant_secret=..., event=events.ScopeClassified(...))
    verify_chain(conn, tenant_id=..., tenant_secret=...).ok
"""

from discreet.audit import events
from discreet.audit.anchor import Anchor, head_anchor
from discreet.audit.chain import GENESIS, ChainKeys, canonical
from discreet.audit.events import EVENT_TYPES, AuditEvent, AuditRecord, decode_event
from discreet.audit.export import export_jsonl
from discreet.audit.identifiers import hash_identifier
from discreet.audit.reconstruct import reconstruct_turn
from discreet.audit.retention import purge_before
from discreet.audit.schema import AuditSchemaError, AuditValueError, Classification
from discreet.audit.verify import Break, BreakKind, VerifyResult, verify_chain
from discreet.audit.writer import Batch, appending, new_event_id, record, record_many

# The event kinds themselves are `events.X` (the catalogue exports every one it defines).
__all__ = [
    "EVENT_TYPES",
    "GENESIS",
    "Anchor",
    "AuditEvent",
    "AuditRecord",
    "AuditSchemaError",
    "AuditValueError",
    "Batch",
    "Break",
    "BreakKind",
    "ChainKeys",
    "Classification",
    "VerifyResult",
    "appending",
    "canonical",
    "decode_event",
    "events",
    "export_jsonl",
    "hash_identifier",
    "head_anchor",
    "new_event_id",
    "purge_before",
    "reconstruct_turn",
    "record",
    "record_many",
    "verify_chain",
]
