"""Output limits of parsing and indexing, checked while a document is read, so a small
upload that expands (a DOCX or PDF decompression bomb, a huge text layer) is refused
before it holds a worker for long.

A breach raises `LimitExceeded`: an `InvalidInput` (413 at the upload door, where text
formats are parsed) carrying a short `reason` code, and `permanent`, so the worker
dead-letters the indexing job at once instead of retrying it.

The defaults are module constants (read at call time, so a test can lower them) until
they move to the settings.
"""

from __future__ import annotations

from typing import ClassVar, Final

from discreet.errors import InvalidInput

__all__ = [
    "DOCX_RATIO_FLOOR_BYTES",
    "MAX_CHUNKS_PER_DOCUMENT",
    "MAX_DOCX_COMPRESSION_RATIO",
    "MAX_DOCX_UNZIPPED_BYTES",
    "MAX_PDF_PAGES",
    "MAX_TEXT_CHARS",
    "REASONS",
    "LimitExceeded",
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
)


class LimitExceeded(InvalidInput):
    """The document would exceed an output limit; `reason` names which (one of
    `REASONS`). Read the limits as `limits.MAX_...` at call time, so tests can lower them."""

    code = "document_too_large"
    status = 413
    permanent: ClassVar[bool] = True
    """The worker dead-letters a job that raises this at once (it never succeeds)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason = reason


def check_chunk_count(count: int) -> None:
    """Refuse a document that makes more than `MAX_CHUNKS_PER_DOCUMENT` chunks (checked
    before any chunk is redacted or embedded)."""
    if count > MAX_CHUNKS_PER_DOCUMENT:
        raise LimitExceeded(
            "too_many_chunks",
            f"the document makes {count} chunks; the limit is {MAX_CHUNKS_PER_DOCUMENT}. "
            "Split it into smaller documents",
        )
