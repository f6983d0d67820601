"""Small PDF and DOCX files built in memory, so the parser tests ship no binaries."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Sequence

import docx

__all__ = ["make_docx", "make_pdf"]


def _pdf_string(text: str) -> bytes:
    escaped = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    return b"(" + escaped.encode("cp1252") + b")"


def make_pdf(pages: Sequence[Sequence[tuple[float, str]]], *, title: str | None = None) -> bytes:
    """A PDF with one Helvetica text line per (font size, text), top to bottom, per page."""
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled in below, once the page tree's number is known
    pages_id = add(b"")
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    kids = []
    for lines in pages:
        ops = []
        y = 760.0
        for size, text in lines:
            y -= size * 1.6
            ops.append(b"BT /F1 %.1f Tf 72 %.1f Td %s Tj ET" % (size, y, _pdf_string(text)))
        content = b"\n".join(ops)
        stream = add(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(content), content))
        kids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] "
                b"/Resources << /Font << /F1 %d 0 R >> >> /Contents %d 0 R >>"
                % (pages_id, font, stream)
            )
        )
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id
    objects[pages_id - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    info = add(b"<< /Title %s >>" % _pdf_string(title)) if title else None

    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n%s\nendobj\n" % (number, body))
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    trailer = b"<< /Size %d /Root %d 0 R" % (len(objects) + 1, catalog)
    if info:
        trailer += b" /Info %d 0 R" % info
    out.write(b"trailer\n" + trailer + b" >>\nstartxref\n%d\n%%%%EOF\n" % xref)
    return out.getvalue()


def make_docx(
    blocks: Sequence[tuple[str, str]],
    *,
    title: str | None = None,
    table: Sequence[Sequence[str]] | None = None,
) -> bytes:
    """A .docx from (style, text) paragraphs: style "Title", "Heading 1".."Heading 9" or
    "Normal"; an optional table is appended at the end."""
    document = docx.Document()
    if title:
        document.core_properties.title = title
    for style, text in blocks:
        document.add_paragraph(text, style=style)
    if table:
        grid = document.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, value in enumerate(row):
                grid.cell(r, c).text = value
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def make_docx_bomb(member_bytes: int) -> bytes:
    """A real .docx with one extra member of zeros: a few KB packed, `member_bytes`
    unpacked."""
    source = zipfile.ZipFile(io.BytesIO(make_docx([("Normal", "Refunds take five days.")])))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as bomb:
        for info in source.infolist():
            bomb.writestr(info, source.read(info.filename))
        bomb.writestr("word/media/filler.bin", b"\0" * member_bytes)
    return out.getvalue()
