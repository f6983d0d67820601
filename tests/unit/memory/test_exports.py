"""The public surface of discreet.memory is explicit."""

from __future__ import annotations

import importlib

import discreet.memory as memory

MODULES = (
    "discreet.memory.model",
    "discreet.memory.rules",
    "discreet.memory.extractor",
    "discreet.memory.consolidation",
    "discreet.memory.retention",
    "discreet.memory.ranking",
    "discreet.memory.repository",
    "discreet.memory.metrics",
)


def test_package_exports() -> None:
    assert sorted(memory.__all__) == sorted(
        [
            "DEFAULT_SETTINGS",
            "REJECTIONS",
            "Action",
            "CaptureRules",
            "CategoryRule",
            "Decision",
            "Extractor",
            "Fact",
            "FactCandidate",
            "FactStatus",
            "Mode",
            "Rejection",
            "Revision",
            "RuleExtractor",
            "Source",
            "SourceKind",
            "decide",
            "expiry_for",
            "holds_placeholder",
            "is_stale",
            "rank_facts",
            "relevance",
            "same_value",
            "sentence_mode",
            "strength_of",
        ]
    )
    for name in memory.__all__:
        assert hasattr(memory, name), name


def test_every_module_declares_all() -> None:
    for name in MODULES:
        module = importlib.import_module(name)
        assert isinstance(module.__all__, list) and module.__all__, name
        for symbol in module.__all__:
            assert hasattr(module, symbol), (name, symbol)


def test_model_is_pure() -> None:
    import ast
    import inspect

    for name in (
        "discreet.memory.model",
        "discreet.memory.rules",
        "discreet.memory.consolidation",
        "discreet.memory.retention",
        "discreet.memory.ranking",
        "discreet.memory.extractor",
    ):
        tree = ast.parse(inspect.getsource(importlib.import_module(name)))
        imported = {
            (n.module or "") if isinstance(n, ast.ImportFrom) else a.name
            for n in ast.walk(tree)
            if isinstance(n, ast.Import | ast.ImportFrom)
            for a in n.names
        }
        assert not {
            m for m in imported if m.split(".")[0] in {"sqlalchemy", "fastapi", "redis", "httpx"}
        }, name
