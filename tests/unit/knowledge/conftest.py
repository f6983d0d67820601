from __future__ import annotations

import pytest

from discreet.knowledge.embedding.minilm import MiniLMEmbedder


@pytest.fixture(scope="session")
def minilm() -> MiniLMEmbedder:
    """One model load for the whole run (the weights are cached per process anyway)."""
    return MiniLMEmbedder()
