"""The public surface of `discreet.audit` is explicit."""

from __future__ import annotations

import importlib

import pytest

import discreet.audit as audit
from discreet.audit import events
from discreet.audit.events import EVENT_TYPES, AuditEvent, AuditRecord

MODULES = [
    "anchor",
    "chain",
    "events",
    "export",
    "schema",
    "identifiers",
    "keys",
    "reconstruct",
    "retention",
    "verify",
    "writer",
]


def test_package_exports() -> None:
    for name in audit.__all__:
        assert hasattr(audit, name), name
    assert audit.events is events


def test_the_catalogue_exports_every_kind_it_defines() -> None:
    """Derived, not hand-kept: a new event kind or record cannot be left out."""
    defined = {
        name
        for name, value in vars(events).items()
        if isinstance(value, type)
        and issubclass(value, (AuditEvent, AuditRecord))
        and value.__module__ == events.__name__
        and not name.startswith("_")
    }
    assert {klass.__name__ for klass in EVENT_TYPES.values()} <= defined
    assert "RetrievedChunk" in defined and "ToolInvoked" in defined
    assert defined <= set(events.__all__)
    assert set(EVENT_TYPES) == {k.kind for k in vars(events).values() if _is_kind(k)}


def _is_kind(value: object) -> bool:
    return isinstance(value, type) and issubclass(value, AuditEvent) and bool(value.kind)


@pytest.mark.parametrize("name", MODULES)
def test_every_module_declares_all(name: str) -> None:
    module = importlib.import_module(f"discreet.audit.{name}")
    assert isinstance(module.__all__, list)
    for exported in module.__all__:
        assert hasattr(module, exported)
