"""The `Embedder` port: turns redacted text into L2-normalised vectors.

Only `RedactedText` crosses this boundary, so raw customer text can never reach an
embedding model, local or remote. Every vector an embedder returns is tagged, by the
caller, with the embedder's `model_id`; vectors of two model ids are never compared.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from discreet.redaction.text import RedactedText

__all__ = ["Embedder", "require_redacted"]


@runtime_checkable
class Embedder(Protocol):
    """Maps redacted text to unit-length vectors of a fixed dimension.

    `model_id` names the model *and* the version of the pipeline around it
    (for example ``"all-MiniLM-L6-v2@1"``); changing either must change the id, which is
    what makes the knowledge base re-index.
    """

    @property
    def model_id(self) -> str: ...

    @property
    def dimension(self) -> int: ...

    @property
    def external_processor(self) -> bool:
        """True when texts leave Discreet to be embedded (a hosted endpoint)."""
        ...

    def embed(self, texts: Sequence[RedactedText]) -> list[list[float]]:
        """One L2-normalised vector per text, in input order; `[]` for no texts."""
        ...

    def embed_query(self, text: RedactedText) -> list[float]:
        """The vector of one search query; implementations may cache it."""
        ...


def require_redacted(texts: Sequence[object]) -> None:
    """Fail at run time as mypy fails statically: only `RedactedText` may be embedded."""
    for text in texts:
        if not isinstance(text, RedactedText):
            raise TypeError("embedders accept only RedactedText; redact the text first")
