from __future__ import annotations

import math

from discreet.knowledge.embedding import Embedder
from discreet.redaction.text import _mint
from tests.unit.knowledge.fakes import HashingEmbedder


def test_hashing_embedder_is_a_deterministic_unit_vector_fake() -> None:
    fake = HashingEmbedder(dimension=32)
    assert isinstance(fake, Embedder)
    a, b, c = fake.embed([_mint("refund policy"), _mint("refund policy"), _mint("")])
    assert a == b and len(a) == 32
    assert math.isclose(math.fsum(x * x for x in a), 1.0)
    assert math.isclose(math.fsum(x * x for x in c), 1.0)
    assert fake.embed_query(_mint("refund policy")) == a
