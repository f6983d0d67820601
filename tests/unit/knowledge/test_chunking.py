from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from discreet.knowledge.chunking import ChunkDraft, chunk_id, chunk_sections, embedding_text
from discreet.knowledge.parsing import Section


def _sentences(n: int, start: int = 0) -> str:
    return " ".join(f"Rule {i} applies to orders of type {i}." for i in range(start, start + n))


def _words(text: str) -> int:
    return len(text.split())


def test_short_sections_become_one_chunk_each() -> None:
    sections = [
        Section(("Returns",), "Items may be returned within 30 days.\n\nKeep the receipt."),
        Section(("Returns", "Electronics"), "Opened electronics: 14 days."),
    ]
    chunks = chunk_sections(sections)
    assert chunks == [
        ChunkDraft(0, ("Returns",), "Items may be returned within 30 days.\n\nKeep the receipt."),
        ChunkDraft(1, ("Returns", "Electronics"), "Opened electronics: 14 days."),
    ]


def test_paragraphs_are_packed_and_never_split_when_they_fit() -> None:
    paragraphs = [_sentences(3, 10 * i) for i in range(6)]  # 24 words each
    chunks = chunk_sections(
        [Section(("A",), "\n\n".join(paragraphs))], max_words=60, overlap_words=0
    )
    assert [c.text.split("\n\n") for c in chunks] == [
        paragraphs[0:2],
        paragraphs[2:4],
        paragraphs[4:6],
    ]


def test_long_paragraph_splits_at_sentences_with_overlap() -> None:
    text = _sentences(40)  # 320 words, 8 per sentence
    chunks = chunk_sections([Section(("A",), text)], max_words=80, overlap_words=16)
    assert len(chunks) > 4
    for chunk in chunks:
        assert _words(chunk.text) <= 80
        assert chunk.text.startswith("Rule ") and chunk.text.endswith(".")
    for before, after in itertools.pairwise(chunks):
        # The next chunk starts with the last two sentences (16 words) of the one before.
        tail = " ".join(before.text.split()[-16:])
        assert after.text.startswith(tail)


def test_no_overlap_across_sections() -> None:
    chunks = chunk_sections(
        [Section(("A",), _sentences(30)), Section(("B",), "Different section text.")],
        max_words=60,
        overlap_words=20,
    )
    assert chunks[-1] == ChunkDraft(len(chunks) - 1, ("B",), "Different section text.")


def test_a_sentence_longer_than_the_limit_is_cut_at_words() -> None:
    text = " ".join(f"w{i}" for i in range(250))
    chunks = chunk_sections([Section((), text)], max_words=100, overlap_words=10)
    assert [_words(c.text) for c in chunks] == [100, 100, 50]
    assert " ".join(c.text for c in chunks) == text


def test_list_lines_are_sentence_boundaries() -> None:
    lines = [f"- item {i} has a fairly long description of words" for i in range(30)]
    chunks = chunk_sections([Section(("L",), "\n".join(lines))], max_words=50, overlap_words=0)
    for chunk in chunks:
        assert all(line.startswith("- item") for line in chunk.text.split("\n"))


@pytest.mark.parametrize(("max_words", "overlap"), [(0, 0), (10, 10), (10, -1)])
def test_rejects_bad_sizes(max_words: int, overlap: int) -> None:
    with pytest.raises(ValueError, match="words"):
        chunk_sections([], max_words=max_words, overlap_words=overlap)


_word = st.sampled_from(["Refund", "items", "within", "days.", "Returns!", "ok,", "A", "b?"])
_paragraph = st.lists(_word, min_size=0, max_size=120).map(" ".join)
_section = st.builds(
    Section,
    st.lists(st.text("abc XYZ", min_size=1, max_size=6), max_size=3).map(tuple),
    st.lists(_paragraph, max_size=5).map("\n\n".join),
)


@settings(max_examples=80, deadline=None)
@given(
    sections=st.lists(_section, max_size=6),
    max_words=st.integers(5, 80),
    overlap=st.integers(0, 40),
)
def test_chunking_properties(sections: list[Section], max_words: int, overlap: int) -> None:
    overlap = min(overlap, max_words - 1)
    chunks = chunk_sections(sections, max_words=max_words, overlap_words=overlap)
    assert [c.ordinal for c in chunks] == list(range(len(chunks)))
    assert all(c.text.strip() and c.text == c.text.strip() for c in chunks)
    assert all(_words(c.text) <= max_words for c in chunks)
    # Every word of every section lands in a chunk of that section, in order.
    paths = [s.heading_path for s in sections]
    for chunk in chunks:
        assert chunk.heading_path in paths
    for section in sections:
        words = section.text.split()
        if not words:
            continue
        own = [c for c in chunks if c.heading_path == section.heading_path]
        joined = " ".join(c.text for c in own).split()
        assert _is_subsequence(words, joined)
    assert chunk_sections(sections, max_words=max_words, overlap_words=overlap) == chunks


def _is_subsequence(needle: list[str], haystack: list[str]) -> bool:
    it = iter(haystack)
    return all(any(word == h for h in it) for word in needle)


def test_embedding_text_carries_the_heading_path() -> None:
    draft = ChunkDraft(3, ("Returns", "Electronics"), "Opened items: 14 days.")
    assert embedding_text(draft) == "Returns > Electronics\nOpened items: 14 days."
    assert embedding_text(ChunkDraft(0, (), "Plain.")) == "Plain."


def test_chunk_ids_are_stable_and_sensitive_to_every_field() -> None:
    base = chunk_id("doc-1", 2, 0, "text")
    assert base == chunk_id("doc-1", 2, 0, "text")
    assert re.fullmatch(r"[0-9a-f]{32}", base)
    variants = {
        chunk_id("doc-2", 2, 0, "text"),
        chunk_id("doc-1", 3, 0, "text"),
        chunk_id("doc-1", 2, 1, "text"),
        chunk_id("doc-1", 2, 0, "text!"),
        chunk_id("doc-12", 2, 0, "text"),
    }
    assert base not in variants and len(variants) == 5
    # No ambiguity from concatenation: the fields are encoded separately.
    assert chunk_id("a", 1, 1, "1b") != chunk_id("a1", 1, 1, "b")


def test_chunk_ids_of_a_rerun_are_identical() -> None:
    sections = [Section(("A",), _sentences(50)), Section(("B",), _sentences(5))]
    first = [chunk_id("d", 1, c.ordinal, c.text) for c in chunk_sections(sections)]
    second = [chunk_id("d", 1, c.ordinal, c.text) for c in chunk_sections(sections)]
    assert first == second and len(set(first)) == len(first)


def test_repr_hides_text() -> None:
    assert "secret" not in repr(ChunkDraft(0, ("A",), "a secret text"))
