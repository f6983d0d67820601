from __future__ import annotations

import importlib

import pytest

MODULES = [
    "discreet.knowledge.parsing",
    "discreet.knowledge.chunking",
    "discreet.knowledge.screening",
    "discreet.knowledge.disguise",
    "discreet.knowledge.pii_scan",
    "discreet.knowledge.limits",
    "discreet.knowledge.sandbox",
    "discreet.knowledge.embedding",
    "discreet.knowledge.embedding.port",
    "discreet.knowledge.embedding.minilm",
    "discreet.knowledge.embedding.openai",
]


@pytest.mark.parametrize("name", MODULES)
def test_all_is_declared_and_resolves(name: str) -> None:
    module = importlib.import_module(name)
    assert sorted(module.__all__) == sorted(set(module.__all__))
    for member in module.__all__:
        assert hasattr(module, member), member


def test_embedding_package_surface() -> None:
    import discreet.knowledge.embedding as embedding

    assert embedding.__all__ == [
        "MINILM_MODEL_ID",
        "Embedder",
        "MiniLMEmbedder",
        "OpenAIEmbedder",
        "default_model_dir",
        "require_redacted",
    ]
