from __future__ import annotations

import io
import zipfile

import pytest

from discreet.errors import InvalidInput, UnsupportedFormat
from discreet.knowledge.parsing import (
    CorruptDocument,
    DocumentFormat,
    DocumentTooLarge,
    ParsedDocument,
    Section,
    detect_format,
    parse_document,
)
from tests.unit.knowledge.docgen import make_docx, make_pdf

MARKDOWN = b"""# Returns policy

Customers may return items within **30 days** of delivery. See [the form](https://x.test/f).

## Electronics

Opened electronics can be returned within 14 days.

All accessories must be included.

```
# not a heading inside a code fence
```

### Batteries
Batteries are final sale.

Refunds
-------
Refunds go to the original payment method.
"""


def _paths(doc: ParsedDocument) -> list[tuple[str, ...]]:
    return [s.heading_path for s in doc.sections]


def test_markdown_keeps_heading_paths() -> None:
    doc = parse_document(MARKDOWN, filename="returns.md")
    assert doc.title == "Returns policy"
    assert _paths(doc) == [
        ("Returns policy",),
        ("Returns policy", "Electronics"),
        ("Returns policy", "Electronics", "Batteries"),
        ("Returns policy", "Refunds"),
    ]
    first = doc.sections[0].text
    assert first == "Customers may return items within 30 days of delivery. See the form."
    electronics = doc.sections[1].text
    assert electronics.split("\n\n")[:2] == [
        "Opened electronics can be returned within 14 days.",
        "All accessories must be included.",
    ]
    assert "# not a heading inside a code fence" in electronics


def test_markdown_text_before_the_first_heading_has_an_empty_path() -> None:
    doc = parse_document(b"Preamble.\n\n# A\nBody.", filename="a.markdown")
    assert doc.sections == (Section((), "Preamble."), Section(("A",), "Body."))


def test_plain_text_is_one_section_of_paragraphs() -> None:
    data = "Line one\r\nstill one.\r\n\r\n\r\nPara two — café.".encode()
    doc = parse_document(data, filename="notes.txt")
    assert doc.title is None
    assert doc.sections == (Section((), "Line one\nstill one.\n\nPara two — café."),)


def test_plain_text_in_utf16_and_cp1252() -> None:
    assert parse_document("héllo".encode("utf-16"), filename="a.txt").sections[0].text == "héllo"
    assert parse_document("café €5".encode("cp1252"), filename="a.txt").sections[0].text == (
        "café €5"
    )


def test_html_headings_blocks_and_skipped_tags() -> None:
    html = b"""<!doctype html><html><head><title>Shipping &amp; delivery</title>
    <style>h1 {color: red}</style><script>var x = "<h1>no</h1>";</script></head>
    <body><h1>Shipping</h1><p>We ship to\n 40 countries.</p><p>Fees &lt; $5.</p>
    <h2>Alaska</h2><ul><li>5-7 days</li><li>no freight</li></ul>
    <table><tr><th>Zone</th><th>Days</th></tr><tr><td>EU</td><td>7</td></tr></table>
    <h2>Hawaii</h2><div>Same as Alaska.</div></body></html>"""
    doc = parse_document(html, filename="ship.html")
    assert doc.title == "Shipping & delivery"
    assert _paths(doc) == [("Shipping",), ("Shipping", "Alaska"), ("Shipping", "Hawaii")]
    assert doc.sections[0].text == "We ship to 40 countries.\n\nFees < $5."
    assert doc.sections[1].text == "- 5-7 days\n\n- no freight\n\nZone | Days\n\nEU | 7"
    assert "var x" not in "".join(s.text for s in doc.sections)


def test_pdf_headings_from_font_sizes() -> None:
    pdf = make_pdf(
        [
            [
                (20, "Returns policy"),
                (11, "Customers may return items within 30 days."),
                (15, "1. Electronics"),
                (11, "Opened electronics can be returned within 14 days."),
            ],
            [(15, "2. Refunds"), (11, "Refunds go to the original payment method.")],
        ],
        title="Returns (2024)",
    )
    doc = parse_document(pdf, filename="returns.pdf", content_type="application/pdf")
    assert doc.title == "Returns (2024)"
    assert _paths(doc) == [
        ("Returns policy",),
        ("Returns policy", "1. Electronics"),
        ("Returns policy", "2. Refunds"),
    ]
    assert doc.sections[2].text == "Refunds go to the original payment method."


def test_pdf_without_size_variation_is_one_section() -> None:
    pdf = make_pdf([[(11, "Only body text here."), (11, "And a second line.")]])
    doc = parse_document(pdf, filename="x.pdf")
    assert doc.sections == (Section((), "Only body text here.\nAnd a second line."),)


def test_docx_headings_from_paragraph_styles_and_tables() -> None:
    data = make_docx(
        [
            ("Title", "Warranty"),
            ("Normal", "Our products carry a warranty."),
            ("Heading 1", "Coverage"),
            ("Normal", "Manufacturing defects are covered."),
            ("Heading 2", "Exclusions"),
            ("Normal", "Water damage is not covered."),
            ("Heading 1", "Claims"),
        ],
        table=[["Product", "Years"], ["Laptop", "2"]],
    )
    doc = parse_document(data, filename="warranty.docx")
    assert doc.title == "Warranty"
    assert doc.sections == (
        Section((), "Our products carry a warranty."),
        Section(("Coverage",), "Manufacturing defects are covered."),
        Section(("Coverage", "Exclusions"), "Water damage is not covered."),
        Section(("Claims",), "Product | Years\nLaptop | 2"),
    )


def test_docx_core_title_wins() -> None:
    data = make_docx([("Normal", "Body.")], title="Core title")
    assert parse_document(data, filename="a.docx").title == "Core title"


@pytest.mark.parametrize(
    ("data", "filename", "content_type", "expected"),
    [
        (b"# x", "a.md", None, DocumentFormat.MARKDOWN),
        (b"# x", "upload", "text/markdown; charset=utf-8", DocumentFormat.MARKDOWN),
        (b"x", "a.TXT", None, DocumentFormat.TEXT),
        (b"x", "upload", "text/plain", DocumentFormat.TEXT),
        (b"<p>x</p>", "a.htm", None, DocumentFormat.HTML),
        (b"%PDF-1.4 ...", "upload.bin", "application/octet-stream", DocumentFormat.PDF),
        (b"%PDF-1.4 ...", "misnamed.txt", None, DocumentFormat.PDF),
    ],
)
def test_detect_format(
    data: bytes, filename: str, content_type: str | None, expected: DocumentFormat
) -> None:
    assert detect_format(data, filename=filename, content_type=content_type) is expected


def test_detect_docx_by_magic_bytes() -> None:
    data = make_docx([("Normal", "x")])
    assert detect_format(data, filename="upload", content_type=None) is DocumentFormat.DOCX


@pytest.mark.parametrize(
    ("filename", "content_type"),
    [("sheet.xlsx", None), ("legacy.doc", None), ("image.png", "image/png"), ("blob", None)],
)
def test_unsupported_formats_say_what_is_accepted(filename: str, content_type: str | None) -> None:
    with pytest.raises(UnsupportedFormat) as info:
        parse_document(b"\x89PNG\r\n\x1a\n....", filename=filename, content_type=content_type)
    assert "Markdown" in info.value.message
    assert "PDF" in info.value.message
    assert info.value.code == "unsupported_format"


def test_a_zip_that_is_not_docx_is_unsupported() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("data.csv", "a,b")
    with pytest.raises(UnsupportedFormat):
        parse_document(buffer.getvalue(), filename="data.zip")


def _truncated_pdf() -> bytes:
    return make_pdf([[(11, "Body text.")]])[:60]


@pytest.mark.parametrize(
    ("data", "filename"),
    [
        (b"%PDF-1.4\n%garbage without objects\n", "broken.pdf"),
        (b"this is not a pdf", "claims.pdf"),
        (b"PK\x03\x04 not really a zip", "broken.docx"),
        (b"plain bytes", "claims.docx"),
        (b"", "empty.md"),
        (b"   \n\n  ", "blank.txt"),
        (b"\x00\x01\x02\xff\xfe binary \x00\x00", "binary.txt"),
        (b"# Heading only", "only-heading.md"),
        (b"<html><body><script>x()</script></body></html>", "empty.html"),
    ],
)
def test_corrupt_documents(data: bytes, filename: str) -> None:
    with pytest.raises(CorruptDocument) as info:
        parse_document(data, filename=filename)
    assert info.value.code == "corrupt_document"
    assert isinstance(info.value, InvalidInput)


def test_truncated_pdf_is_corrupt() -> None:
    with pytest.raises(CorruptDocument):
        parse_document(_truncated_pdf(), filename="t.pdf")


def test_pdf_without_text_layer_asks_for_ocr() -> None:
    with pytest.raises(CorruptDocument, match="OCR"):
        parse_document(make_pdf([[]]), filename="scan.pdf")


def test_docx_missing_its_main_part_is_corrupt() -> None:
    data = make_docx([("Normal", "x")])
    source = zipfile.ZipFile(io.BytesIO(data))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for item in source.infolist():
            if item.filename != "word/document.xml":
                archive.writestr(item, source.read(item))
    with pytest.raises(CorruptDocument):
        parse_document(buffer.getvalue(), filename="x.docx")


def test_size_cap() -> None:
    with pytest.raises(DocumentTooLarge) as info:
        parse_document(b"x" * 101, filename="a.txt", max_bytes=100)
    assert info.value.code == "document_too_large"
    assert parse_document(b"x" * 100, filename="a.txt", max_bytes=100).sections


def test_messages_never_quote_the_document() -> None:
    secret = b"Maria Gonzalez 4111111111111111"
    for data, name in [(secret, "a.pdf"), (secret, "a.docx"), (secret, "a.xyz")]:
        with pytest.raises(InvalidInput) as info:
            parse_document(data, filename=name)
        assert "Maria" not in info.value.message


def test_section_repr_hides_text() -> None:
    assert "Maria" not in repr(Section(("A",), "Maria Gonzalez"))
