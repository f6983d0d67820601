"""Output limits of parsing (issue 15): a DOCX bomb is refused from its central directory,
before anything is extracted; a PDF over the page limit, a text over the size limit and a
document over the chunk limit are refused with their reason, as permanent errors."""

from __future__ import annotations

import zipfile
from typing import Any

import pytest

from discreet.config import Settings
from discreet.errors import InvalidInput
from discreet.knowledge import limits
from discreet.knowledge.chunking import chunk_sections
from discreet.knowledge.limits import LimitExceeded, OutputLimits
from discreet.knowledge.parsing import CorruptDocument, parse_document
from tests.unit.knowledge.docgen import make_docx, make_docx_bomb, make_pdf


def _no_extraction(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_a: Any, **_k: Any) -> Any:
        raise AssertionError("a member was extracted")

    monkeypatch.setattr(zipfile.ZipFile, "open", refuse)


def test_a_docx_bomb_is_refused_before_extraction(monkeypatch: pytest.MonkeyPatch) -> None:
    data = make_docx_bomb(2_000_000)
    assert len(data) < 40_000
    _no_extraction(monkeypatch)
    with pytest.raises(LimitExceeded) as caught:
        parse_document(
            data, filename="bomb.docx", limits=OutputLimits(docx_unzipped_bytes=1_000_000)
        )
    assert caught.value.reason == "decompressed_too_large"
    assert caught.value.permanent is True
    assert caught.value.message.startswith("decompressed_too_large: ")
    assert isinstance(caught.value, InvalidInput) and caught.value.status == 413


def test_a_docx_bomb_under_the_size_limit_fails_the_ratio_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = make_docx_bomb(1_000_000)  # zeros pack about a thousand to one
    lowered = OutputLimits(docx_ratio_floor_bytes=500_000, docx_compression_ratio=50)
    _no_extraction(monkeypatch)
    with pytest.raises(LimitExceeded) as caught:
        parse_document(data, filename="bomb.docx", limits=lowered)
    assert caught.value.reason == "compression_ratio_too_high"


def test_a_docx_within_the_limits_parses() -> None:
    data = make_docx_bomb(100_000)
    parsed = parse_document(
        data, filename="fine.docx", limits=OutputLimits(docx_unzipped_bytes=1_000_000)
    )
    assert "five days" in parsed.sections[0].text


def test_a_docx_is_refused_while_its_text_is_read() -> None:
    data = make_docx([("Normal", "x" * 300)] * 10)
    with pytest.raises(LimitExceeded) as caught:
        parse_document(data, filename="long.docx", limits=OutputLimits(text_chars=1_000))
    assert caught.value.reason == "text_too_large"


def test_a_pdf_over_the_page_limit_is_refused() -> None:
    pages = [[(11.0, f"Page {n} says refunds take five days.")] for n in range(3)]
    data = make_pdf(pages)
    assert len(parse_document(data, filename="p.pdf").sections) >= 1
    with pytest.raises(LimitExceeded) as caught:
        parse_document(data, filename="p.pdf", limits=OutputLimits(pdf_pages=2))
    assert caught.value.reason == "too_many_pages"


def test_a_pdf_text_layer_is_bounded_while_read(monkeypatch: pytest.MonkeyPatch) -> None:
    pages = [[(11.0, "Refunds take five days. " * 4)] for _ in range(5)]
    read: list[int] = []
    import discreet.knowledge.parsing as parsing

    real = parsing._pdf_page_lines

    def counting(page: Any) -> list[tuple[str, float]]:
        read.append(1)
        return real(page)

    monkeypatch.setattr(parsing, "_pdf_page_lines", counting)
    with pytest.raises(LimitExceeded) as caught:
        parse_document(make_pdf(pages), filename="p.pdf", limits=OutputLimits(text_chars=200))
    assert caught.value.reason == "text_too_large"
    assert len(read) < 5  # stopped before the last page


def test_pypdf_decompression_limit_is_a_permanent_refusal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before, pypdf's LimitReachedError escaped as an unknown error and was retried."""
    from pypdf.errors import LimitReachedError

    import discreet.knowledge.parsing as parsing

    def bomb(_page: Any) -> list[tuple[str, float]]:
        raise LimitReachedError("limit reached")

    monkeypatch.setattr(parsing, "_pdf_page_lines", bomb)
    with pytest.raises(LimitExceeded) as caught:
        parse_document(make_pdf([[(11.0, "Some text.")]]), filename="b.pdf")
    assert caught.value.reason == "decompressed_too_large"
    assert not isinstance(caught.value, CorruptDocument)


def test_a_text_document_over_the_size_limit_is_refused() -> None:
    data = b"# Policy\n\n" + b"Refunds take five days. " * 10
    with pytest.raises(LimitExceeded) as caught:
        parse_document(data, filename="p.md", limits=OutputLimits(text_chars=100))
    assert caught.value.reason == "text_too_large"


def test_a_document_over_the_chunk_limit_is_refused() -> None:
    body = "\n\n".join(f"Paragraph {n}. " + "word " * 170 for n in range(6))
    parsed = parse_document(body.encode(), filename="p.txt")
    drafts = chunk_sections(parsed.sections)
    assert len(drafts) >= 5
    limits.check_chunk_count(len(drafts))  # the default leaves it alone
    with pytest.raises(LimitExceeded) as caught:
        limits.check_chunk_count(len(drafts), OutputLimits(chunks_per_document=4))
    assert caught.value.reason == "too_many_chunks"
    assert caught.value.reason in limits.REASONS


@pytest.mark.parametrize(
    ("variable", "field"),
    [
        ("DISCREET_MAX_DOCX_UNZIPPED_BYTES", "docx_unzipped_bytes"),
        ("DISCREET_MAX_DOCX_COMPRESSION_RATIO", "docx_compression_ratio"),
        ("DISCREET_MAX_PDF_PAGES", "pdf_pages"),
        ("DISCREET_MAX_TEXT_CHARS", "text_chars"),
        ("DISCREET_MAX_CHUNKS_PER_DOCUMENT", "chunks_per_document"),
    ],
)
def test_each_limit_is_a_setting(
    variable: str, field: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    from discreet.bootstrap import output_limits

    monkeypatch.delenv(variable, raising=False)
    unset = output_limits(Settings(DISCREET_HOME=tmp_path))
    assert getattr(unset, field) == getattr(limits.DEFAULT_LIMITS, field)
    monkeypatch.setenv(variable, "4096")
    limits_set = output_limits(Settings(DISCREET_HOME=tmp_path))
    assert getattr(limits_set, field) == 4096


@pytest.mark.parametrize(
    "variable",
    [
        "DISCREET_MAX_DOCX_UNZIPPED_BYTES",
        "DISCREET_MAX_DOCX_COMPRESSION_RATIO",
        "DISCREET_MAX_PDF_PAGES",
        "DISCREET_MAX_TEXT_CHARS",
        "DISCREET_MAX_CHUNKS_PER_DOCUMENT",
        "DISCREET_JOB_TIMEOUT_S",
        "DISCREET_JOB_MEMORY_MB",
    ],
)
@pytest.mark.parametrize("value", ["0", "-5", "many"])
def test_a_bad_limit_setting_is_refused_by_name(
    variable: str, value: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    from pydantic import ValidationError

    monkeypatch.setenv(variable, value)
    with pytest.raises(ValidationError) as caught:
        Settings(DISCREET_HOME=tmp_path)
    assert variable in str(caught.value)


def test_output_limits_refuse_a_limit_below_one() -> None:
    with pytest.raises(ValueError, match="pdf_pages"):
        OutputLimits(pdf_pages=0)
