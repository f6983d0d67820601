"""Test doubles for the knowledge part. Not for production use."""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Sequence

from discreet.knowledge.embedding.port import Embedder, require_redacted
from discreet.redaction.text import RedactedText

__all__ = ["HashingEmbedder"]

_TOKEN = re.compile(r"\w+")


class HashingEmbedder(Embedder):
    """Bag-of-words feature hashing: texts sharing words get similar vectors. Deterministic,
    instant, and meaningless beyond word overlap — a fake for tests, never a real model."""

    def __init__(self, dimension: int = 64) -> None:
        self._dimension = dimension
        self.calls = 0

    @property
    def model_id(self) -> str:
        return f"hashing-{self._dimension}@1"

    @property
    def dimension(self) -> int:
        return self._dimension

    def embed(self, texts: Sequence[RedactedText]) -> list[list[float]]:
        require_redacted(texts)
        self.calls += 1
        return [self._vector(t.value) for t in texts]

    def embed_query(self, text: RedactedText) -> list[float]:
        return self.embed([text])[0]

    def _vector(self, text: str) -> list[float]:
        vector = [0.0] * self._dimension
        for token in _TOKEN.findall(text.lower()):
            digest = hashlib.blake2b(token.encode(), digest_size=8).digest()
            index = int.from_bytes(digest[:4], "big") % self._dimension
            vector[index] += 1.0 if digest[4] & 1 else -1.0
        norm = math.sqrt(sum(x * x for x in vector))
        if norm == 0.0:
            vector[0] = 1.0
            return vector
        return [x / norm for x in vector]
