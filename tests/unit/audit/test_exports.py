"""The public surface of `discreet.audit` is explicit."""

from __future__ import annotations

import importlib

import pytest

import discreet.audit as audit

MODULES = [
    "anchor",
    "chain",
    "events",
    "export",
    "identifiers",
    "keys",
    "reconstruct",
    "retention",
    "verify",
    "writer",
]


def test_package_exports() -> None:
    assert sorted(audit.__all__) == sorted(
        [
            "EVENT_TYPES",
            "GENESIS",
            "Abstained",
            "Anchor",
            "AuditEvent",
            "AuditRecord",
            "AuditSchemaError",
            "AuditValueError",
            "Break",
            "BreakKind",
            "ChainKeys",
            "Classification",
            "DocumentActivated",
            "DocumentDeleted",
            "DocumentFailed",
            "DocumentQuarantined",
            "DocumentModeChanged",
            "DocumentRejected",
            "DocumentReleased",
            "DocumentUpdated",
            "DocumentUploaded",
            "Erasure",
            "Generation",
            "InputRefused",
            "KeyCreated",
            "KeyRevoked",
            "MemoryDeleted",
            "MemoryExpired",
            "MemoryRead",
            "MemoryWritten",
            "MessageRedacted",
            "OutputBlocked",
            "RetrievedChunk",
            "Retrieval",
            "ScopeClassified",
            "SessionEnded",
            "SessionExpired",
            "SessionStarted",
            "TurnCompleted",
            "VerifyResult",
            "appending",
            "canonical",
            "decode_event",
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
    )
    for name in audit.__all__:
        assert hasattr(audit, name)


@pytest.mark.parametrize("name", MODULES)
def test_every_module_declares_all(name: str) -> None:
    module = importlib.import_module(f"discreet.audit.{name}")
    assert isinstance(module.__all__, list)
    for exported in module.__all__:
        assert hasattr(module, exported)
