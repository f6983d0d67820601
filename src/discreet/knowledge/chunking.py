"""Split parsed sections into chunks for embedding and full-text search.

A chunk never crosses a section: it holds whole paragraphs while they fit in `max_words`;
a paragraph that is too long is split at sentence ends (and at line breaks, for lists), and a
sentence that is still too long at word boundaries. Consecutive chunks of one section share
up to `overlap_words` words of whole trailing sentences; chunks of different sections share
nothing. Every chunk keeps the heading path of its section, which also goes into the text
that is embedded (`embedding_text`), so "Returns > Electronics" is part of the meaning.

`chunk_id` is a hash of (document, version, ordinal, text): re-indexing the same version
gives the same ids, which is what makes the indexing job idempotent.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass

from discreet.knowledge.parsing import Section

__all__ = ["ChunkDraft", "chunk_id", "chunk_sections", "embedding_text"]


@dataclass(frozen=True, slots=True)
class ChunkDraft:
    """A chunk before it is stored: its position in the document, headings and text."""

    ordinal: int
    heading_path: tuple[str, ...]
    text: str

    def __repr__(self) -> str:  # document text may hold personal data
        return (
            f"ChunkDraft(ordinal={self.ordinal}, heading_path={self.heading_path!r}, "
            f"text=[{len(self.text.split())} words])"
        )


@dataclass(frozen=True, slots=True)
class _Piece:
    sep: str  # what joins it to the piece before it: "\n\n", "\n" or " "
    text: str
    words: int


_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9À-Ý])")


def _sentences(paragraph: str) -> list[tuple[str, str]]:
    """(separator, sentence) pairs: line breaks first, then sentence ends within lines."""
    out: list[tuple[str, str]] = []
    for line_no, line in enumerate(paragraph.split("\n")):
        start = 0
        parts: list[str] = []
        for match in _SENTENCE_END.finditer(line):
            parts.append(line[start : match.start()] + match.group(0).rstrip())
            start = match.end()
        parts.append(line[start:])
        for i, part in enumerate(p.strip() for p in parts):
            if part:
                out.append(("\n" if line_no and i == 0 else " ", part))
    return out


def _word_windows(sentence: str, size: int) -> list[str]:
    words = sentence.split()
    return [" ".join(words[i : i + size]) for i in range(0, len(words), size)]


def _pieces(text: str, max_words: int) -> list[_Piece]:
    pieces: list[_Piece] = []
    for paragraph in text.split("\n\n"):
        paragraph = paragraph.strip()
        if not paragraph:
            continue
        words = len(paragraph.split())
        if words <= max_words:
            pieces.append(_Piece("\n\n", paragraph, words))
            continue
        first = True
        for sep, sentence in _sentences(paragraph):
            for window in _word_windows(sentence, max_words):
                pieces.append(_Piece("\n\n" if first else sep, window, len(window.split())))
                first = False
                sep = " "
    return pieces


def _join(pieces: list[_Piece]) -> str:
    return "".join(p.sep + p.text for p in pieces)[len(pieces[0].sep) :] if pieces else ""


def _overlap(pieces: list[_Piece], budget: int) -> list[_Piece]:
    """The longest run of whole trailing sentences of `pieces` within `budget` words."""
    if budget <= 0:
        return []
    tail: list[_Piece] = []
    used = 0
    for piece in reversed(pieces):
        sentences = _sentences(piece.text) if piece.words > budget - used else [("", piece.text)]
        for index in range(len(sentences) - 1, -1, -1):
            sep, sentence = sentences[index]
            words = len(sentence.split())
            if used + words > budget:
                return tail
            tail.insert(0, _Piece(piece.sep if index == 0 else sep, sentence, words))
            used += words
    return tail


def _chunk_section(section: Section, max_words: int, overlap_words: int) -> Iterable[str]:
    current: list[_Piece] = []
    fresh = 0  # pieces in `current` that no earlier chunk holds
    for piece in _pieces(section.text, max_words):
        size = sum(p.words for p in current)
        if current and size + piece.words > max_words:
            if fresh:
                yield _join(current)
            current = _overlap(current, min(overlap_words, max_words - piece.words))
            fresh = 0
        current.append(piece)
        fresh += 1
    if fresh:
        yield _join(current)


def chunk_sections(
    sections: Iterable[Section], *, max_words: int = 180, overlap_words: int = 30
) -> list[ChunkDraft]:
    """Chunks in document order, with ordinals 0, 1, 2, … and no empty chunk."""
    if max_words < 1:
        raise ValueError("max_words must be at least 1")
    if not 0 <= overlap_words < max_words:
        raise ValueError("overlap_words must be at least 0 and less than max_words")
    drafts: list[ChunkDraft] = []
    for section in sections:
        for text in _chunk_section(section, max_words, overlap_words):
            if text.strip():
                drafts.append(ChunkDraft(len(drafts), section.heading_path, text.strip()))
    return drafts


def embedding_text(draft: ChunkDraft) -> str:
    """The text that is embedded: the heading path ("A > B"), a line break, the chunk.

    A chunk with no heading path is embedded as its text alone.
    """
    if not draft.heading_path:
        return draft.text
    return " > ".join(draft.heading_path) + "\n" + draft.text


def chunk_id(document_id: str, version: int, ordinal: int, text: str) -> str:
    """Stable id: first 32 hex digits of SHA-256 over the four values, unambiguously encoded."""
    payload = json.dumps([document_id, version, ordinal, text], ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:32]
