"""Output limits of parsing and indexing, checked while a document is read, so a small
upload that expands (a DOCX or PDF decompression bomb, a huge text layer) is refused
before it holds a worker for long.

A breach raises `LimitExceeded`: an `InvalidInput` (413 at the upload door, where text
formats are parsed) carrying a short `reason` code, and `permanent`, so the worker
dead-letters the indexing job at once instead of retrying it.

The limits travel as an `OutputLimits` value, passed to `parse_document` and to the
indexing job; the composition root builds it from the settings (`DISCREET_MAX_PDF_PAGES`
and the others), and a test passes a lower one. The module constants are the defaults.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar, Final

from discreet.errors import InvalidInput

__all__ = [
    "DEFAULT_LIMITS",
    "DOCX_RATIO_FLOOR_BYTES",
    "MAX_CHUNKS_PER_DOCUMENT",
    "MAX_DOCX_COMPRESSION_RATIO",
    "MAX_DOCX_UNZIPPED_BYTES",
    "MAX_PDF_PAGES",
    "MAX_TEXT_CHARS",
    "REASONS",
    "LimitExceeded",
    "OutputLimits",
    "check_chunk_count",
]

MAX_DOCX_UNZIPPED_BYTES: Final = 64 * 1024 * 1024
"""The sum of a DOCX's zip members' uncompressed sizes, refused before extraction."""
MAX_DOCX_COMPRESSION_RATIO: Final = 100
"""Uncompressed / compressed size of a DOCX; only checked above `DOCX_RATIO_FLOOR_BYTES`."""
DOCX_RATIO_FLOOR_BYTES: Final = 4 * 1024 * 1024
MAX_PDF_PAGES: Final = 2_000
MAX_TEXT_CHARS: Final = 4_000_000
"""The extracted text of one document, in characters."""
MAX_CHUNKS_PER_DOCUMENT: Final = 4_000

REASONS: Final = (
    "decompressed_too_large",
    "compression_ratio_too_high",
    "too_many_pages",
    "text_too_large",
    "too_many_chunks",
    "timed_out",
    "out_of_memory",
)
"""`timed_out` and `out_of_memory` are the parse step's wall-time and memory bounds
(`knowledge.sandbox`)."""


@dataclass(frozen=True)
class OutputLimits:
    """What one document may expand to while it is parsed and chunked."""

    docx_unzipped_bytes: int = MAX_DOCX_UNZIPPED_BYTES
    docx_compression_ratio: int = MAX_DOCX_COMPRESSION_RATIO
    docx_ratio_floor_bytes: int = DOCX_RATIO_FLOOR_BYTES
    pdf_pages: int = MAX_PDF_PAGES
    text_chars: int = MAX_TEXT_CHARS
    """The extracted text of one document, in characters."""
    chunks_per_document: int = MAX_CHUNKS_PER_DOCUMENT

    def __post_init__(self) -> None:
        for limit in fields(self):
            value = getattr(self, limit.name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"the output limit {limit.name} must be a whole number >= 1")


DEFAULT_LIMITS: Final = OutputLimits()


class LimitExceeded(InvalidInput):
    """The document would exceed an output limit; `reason` names which (one of
    `REASONS`)."""

    code = "document_too_large"
    status = 413
    permanent: ClassVar[bool] = True
    """The worker dead-letters a job that raises this at once (it never succeeds)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason = reason
        self.detail = message


def check_chunk_count(count: int, limits: OutputLimits = DEFAULT_LIMITS) -> None:
    """Refuse a document that makes more than `limits.chunks_per_document` chunks (checked
    before any chunk is redacted or embedded)."""
    if count > limits.chunks_per_document:
        raise LimitExceeded(
            "too_many_chunks",
            f"the document makes {count} chunks; the limit is {limits.chunks_per_document}. "
            "Split it into smaller documents",
        )
