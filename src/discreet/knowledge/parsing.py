"""Turn an uploaded policy file into sections that keep their heading path.

Accepted formats: Markdown, plain text, HTML, PDF (with a text layer) and DOCX. The format
is decided from the file's magic bytes first, then its extension, then its declared
content type. Anything else raises `UnsupportedFormat`; a file of an accepted format that
cannot be read raises `CorruptDocument`; a file over the size cap raises
`DocumentTooLarge`. Error messages say what to fix and never quote the document.

    InvalidInput                      (discreet.errors)
    ├── UnsupportedFormat  415        (discreet.errors)
    ├── CorruptDocument    400 corrupt_document
    └── DocumentTooLarge   413 document_too_large

Sections hold paragraphs separated by one blank line; the chunker splits on those.
"""

from __future__ import annotations

import enum
import io
import re
import statistics
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import PurePath
from typing import Any, Final

from discreet.errors import InvalidInput, UnsupportedFormat
from discreet.knowledge.limits import DEFAULT_LIMITS, LimitExceeded, OutputLimits

__all__ = [
    "ACCEPTED_FORMATS",
    "DEFAULT_MAX_BYTES",
    "CorruptDocument",
    "DocumentFormat",
    "DocumentTooLarge",
    "ParsedDocument",
    "Section",
    "detect_format",
    "parse_document",
]

DEFAULT_MAX_BYTES: Final = 20 * 1024 * 1024
_MAX_UNZIPPED_RATIO: Final = 20  # a DOCX may expand to this many times the size cap
_MAX_HEADING_CHARS: Final = 200


class CorruptDocument(InvalidInput):
    """The file claims an accepted format but cannot be read, or holds no text."""

    code = "corrupt_document"


class DocumentTooLarge(InvalidInput):
    code = "document_too_large"
    status = 413


class DocumentFormat(enum.Enum):
    MARKDOWN = "markdown"
    TEXT = "text"
    HTML = "html"
    PDF = "pdf"
    DOCX = "docx"


ACCEPTED_FORMATS: Final = (
    "Markdown (.md), plain text (.txt), HTML (.html), PDF (.pdf) and Word (.docx)"
)


@dataclass(frozen=True, slots=True)
class Section:
    """Text under one heading; `heading_path` runs from the outermost heading inward."""

    heading_path: tuple[str, ...]
    text: str

    def __repr__(self) -> str:  # document text may hold personal data
        return f"Section(heading_path={self.heading_path!r}, text=[{len(self.text)} chars])"


@dataclass(frozen=True, slots=True)
class ParsedDocument:
    title: str | None
    sections: tuple[Section, ...]


_EXTENSIONS: Final = {
    ".md": DocumentFormat.MARKDOWN,
    ".markdown": DocumentFormat.MARKDOWN,
    ".mdown": DocumentFormat.MARKDOWN,
    ".txt": DocumentFormat.TEXT,
    ".text": DocumentFormat.TEXT,
    ".html": DocumentFormat.HTML,
    ".htm": DocumentFormat.HTML,
    ".xhtml": DocumentFormat.HTML,
    ".pdf": DocumentFormat.PDF,
    ".docx": DocumentFormat.DOCX,
}

_CONTENT_TYPES: Final = {
    "text/markdown": DocumentFormat.MARKDOWN,
    "text/x-markdown": DocumentFormat.MARKDOWN,
    "text/plain": DocumentFormat.TEXT,
    "text/html": DocumentFormat.HTML,
    "application/xhtml+xml": DocumentFormat.HTML,
    "application/pdf": DocumentFormat.PDF,
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": (
        DocumentFormat.DOCX
    ),
}

_GENERIC_CONTENT_TYPES: Final = frozenset({"", "application/octet-stream", "binary/octet-stream"})


def detect_format(data: bytes, *, filename: str, content_type: str | None = None) -> DocumentFormat:
    """Decide the format from magic bytes, then the extension, then the content type."""
    suffix = PurePath(filename).suffix.lower()
    declared_type = (content_type or "").split(";")[0].strip().lower()
    by_extension = _EXTENSIONS.get(suffix)
    by_type = _CONTENT_TYPES.get(declared_type)

    if data.lstrip(b"\x00\t\n\r ")[:5] == b"%PDF-":
        return DocumentFormat.PDF
    if data[:4] == b"PK\x03\x04":
        if _is_docx(data):
            return DocumentFormat.DOCX
        if DocumentFormat.DOCX in (by_extension, by_type):
            raise CorruptDocument("the file is named as a Word document but is not a valid .docx")
        raise UnsupportedFormat(f"this is a ZIP archive; accepted formats: {ACCEPTED_FORMATS}")

    claimed = by_extension or by_type
    if claimed is DocumentFormat.PDF:
        raise CorruptDocument("the file is declared as PDF but does not start like a PDF")
    if claimed is DocumentFormat.DOCX:
        raise CorruptDocument("the file is declared as a Word document but is not a valid .docx")
    if claimed is not None:
        return claimed
    if suffix or declared_type not in _GENERIC_CONTENT_TYPES:
        what = suffix or declared_type
        raise UnsupportedFormat(
            f"{what!r} files are not accepted; accepted formats: {ACCEPTED_FORMATS}"
        )
    raise UnsupportedFormat(
        f"the file has no recognisable type; give it an extension. Accepted formats: "
        f"{ACCEPTED_FORMATS}"
    )


def parse_document(
    data: bytes,
    *,
    filename: str,
    content_type: str | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    limits: OutputLimits = DEFAULT_LIMITS,
) -> ParsedDocument:
    """Parse an uploaded file into its title and non-empty sections, within `limits`.

    Raises `UnsupportedFormat`, `CorruptDocument`, `DocumentTooLarge` or `LimitExceeded`.
    """
    if len(data) > max_bytes:
        raise DocumentTooLarge(
            f"the file is {len(data)} bytes; the limit is {max_bytes} bytes. Split it into "
            "smaller documents"
        )
    if not data.strip():
        raise CorruptDocument("the file is empty")
    fmt = detect_format(data, filename=filename, content_type=content_type)
    if fmt is DocumentFormat.PDF:
        title, sections = _parse_pdf(data, limits)
    elif fmt is DocumentFormat.DOCX:
        title, sections = _parse_docx(
            data, max_unzipped=max_bytes * _MAX_UNZIPPED_RATIO, limits=limits
        )
    else:
        text = _decode_text(data)
        _check_text_size(len(text), limits)
        if fmt is DocumentFormat.MARKDOWN:
            title, sections = _parse_markdown(text)
        elif fmt is DocumentFormat.HTML:
            title, sections = _parse_html(text)
        else:
            title, sections = None, [Section((), text)]
    _check_text_size(sum(len(s.text) for s in sections), limits)
    cleaned = _clean_sections(sections)
    if not cleaned:
        if fmt is DocumentFormat.PDF:
            raise CorruptDocument(
                "the PDF has no extractable text; scanned PDFs need OCR before upload"
            )
        raise CorruptDocument("the document contains no text")
    clean_title = _clean_inline(title)[:_MAX_HEADING_CHARS] if title else ""
    return ParsedDocument(title=clean_title or None, sections=tuple(cleaned))


def _check_text_size(chars: int, limits: OutputLimits) -> None:
    if chars > limits.text_chars:
        raise LimitExceeded(
            "text_too_large",
            f"the document holds more than {limits.text_chars} characters of text; "
            "split it into smaller documents",
        )


# --- text helpers -------------------------------------------------------------------------


def _decode_text(data: bytes) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as exc:
            raise CorruptDocument("the text file is not valid UTF-16") from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    if b"\x00" in data:
        raise CorruptDocument("the file is binary, not text; save it as UTF-8 text")
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError as exc:
        raise CorruptDocument("the text encoding is not readable; save it as UTF-8") from exc
    controls = sum(1 for ch in text if ord(ch) < 32 and ch not in "\t\n\r\f")
    if controls > len(text) // 100:
        raise CorruptDocument("the file is binary, not text; save it as UTF-8 text")
    return text


_SPACES = re.compile(r"[ \t\f\v\u00a0]+")
_BLANK_LINES = re.compile(r"\n\s*\n+")


def _clean_inline(text: str) -> str:
    return _SPACES.sub(" ", text.replace("\n", " ")).strip()


def _clean_block(text: str) -> str:
    """Normalise line ends and spaces; paragraphs end up separated by one blank line."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", "")
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def _clean_sections(sections: Iterable[Section]) -> list[Section]:
    """Drop empty sections and merge neighbours that share a heading path."""
    out: list[Section] = []
    for section in sections:
        text = _clean_block(section.text)
        path = tuple(
            h for h in (_clean_inline(p)[:_MAX_HEADING_CHARS] for p in section.heading_path) if h
        )
        if not text:
            continue
        if out and out[-1].heading_path == path:
            out[-1] = Section(path, out[-1].text + "\n\n" + text)
        else:
            out.append(Section(path, text))
    return out


class _Outline:
    """Builds sections while headings of various levels open and close."""

    def __init__(self) -> None:
        self._stack: list[tuple[int, str]] = []
        self._buffer: list[str] = []
        self.sections: list[Section] = []

    def heading(self, level: int, text: str) -> None:
        self.flush()
        while self._stack and self._stack[-1][0] >= level:
            self._stack.pop()
        self._stack.append((level, text))

    def add(self, text: str) -> None:
        self._buffer.append(text)

    def flush(self) -> None:
        if self._buffer:
            path = tuple(text for _, text in self._stack)
            self.sections.append(Section(path, "".join(self._buffer)))
            self._buffer = []


# --- Markdown -----------------------------------------------------------------------------

_ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_REF_LINK = re.compile(r"\[([^\]]+)\]\[[^\]]*\]")
_LINK_DEF = re.compile(r"^ {0,3}\[[^\]]+\]:\s+\S+.*$")
_EMPHASIS = re.compile(r"(\*\*|__|\*|_|~~)(?=\S)(.+?)(?<=\S)\1")
_CODE_SPAN = re.compile(r"`+([^`]+)`+")
_HTML_TAG = re.compile(r"</?[A-Za-z][^>\n]*>")


def _markdown_inline(line: str) -> str:
    line = _IMAGE.sub(r"\1", line)
    line = _LINK.sub(r"\1", line)
    line = _REF_LINK.sub(r"\1", line)
    line = _CODE_SPAN.sub(r"\1", line)
    line = _EMPHASIS.sub(r"\2", line)
    return _HTML_TAG.sub("", line)


def _parse_markdown(text: str) -> tuple[str | None, list[Section]]:
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    outline = _Outline()
    title: str | None = None
    fence: str | None = None
    pending: str | None = None  # a paragraph line that a setext underline may promote

    def emit(line: str) -> None:
        outline.add(line + "\n")

    def heading(level: int, raw: str) -> None:
        nonlocal title
        heading_text = _clean_inline(_markdown_inline(raw))
        if not heading_text:
            return
        if level == 1 and title is None:
            title = heading_text
        outline.heading(level, heading_text)

    for line in lines:
        if fence is not None:
            if line.strip().startswith(fence):
                fence = None
                emit("")
            else:
                emit(line)
            continue
        fence_match = _FENCE.match(line)
        if fence_match:
            if pending is not None:
                emit(_markdown_inline(pending))
                pending = None
            fence = fence_match.group(1)[0] * 3
            emit("")
            continue
        setext = _SETEXT.match(line)
        if setext and pending is not None and pending.strip():
            heading(1 if setext.group(1)[0] == "=" else 2, pending)
            pending = None
            continue
        if pending is not None:
            emit(_markdown_inline(pending))
            pending = None
        atx = _ATX.match(line)
        if atx:
            heading(len(atx.group(1)), atx.group(2) or "")
            continue
        if _LINK_DEF.match(line) or re.fullmatch(r" {0,3}([-*_])( *\1){2,} *", line):
            emit("")  # link definitions and thematic breaks carry no policy text
            continue
        pending = line
    if pending is not None:
        emit(_markdown_inline(pending))
    outline.flush()
    return title, outline.sections


# --- HTML ---------------------------------------------------------------------------------

_BLOCK_TAGS: Final = frozenset(
    "address article aside blockquote body dd div dl dt fieldset figcaption figure footer "
    "form header hr li main nav ol p pre section table tbody thead tfoot tr ul br "
    "caption details summary".split()
)
_SKIP_TAGS: Final = frozenset("script style noscript template svg head iframe object".split())
_HEADINGS: Final = {f"h{n}": n for n in range(1, 7)}


class _HTMLSections(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.outline = _Outline()
        self.title: str | None = None
        self.first_h1: str | None = None
        self._skip_depth = 0
        self._in_title = False
        self._title_parts: list[str] = []
        self._heading_level: int | None = None
        self._heading_parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        elif tag in _SKIP_TAGS:
            self._skip_depth += 1
        elif tag in _HEADINGS:
            self._heading_level = _HEADINGS[tag]
            self._heading_parts = []
        elif tag in _BLOCK_TAGS:
            self.outline.add("\n\n" if tag != "br" else "\n")
            if tag == "li":
                self.outline.add("- ")
        elif tag in ("td", "th"):
            self.outline.add(" | ")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("br", "hr"):
            self.outline.add("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
            self.title = _clean_inline("".join(self._title_parts)) or None
        elif tag in _SKIP_TAGS:
            self._skip_depth = max(0, self._skip_depth - 1)
        elif tag in _HEADINGS and self._heading_level is not None:
            text = _clean_inline("".join(self._heading_parts))
            if text:
                if self._heading_level == 1 and self.first_h1 is None:
                    self.first_h1 = text
                self.outline.heading(self._heading_level, text)
            self._heading_level = None
        elif tag in _BLOCK_TAGS:
            self.outline.add("\n\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self._title_parts.append(data)
        elif self._skip_depth:
            return
        elif self._heading_level is not None:
            self._heading_parts.append(data)
        else:
            self.outline.add(data)


def _parse_html(text: str) -> tuple[str | None, list[Section]]:
    parser = _HTMLSections()
    parser.feed(text)
    parser.close()
    parser.outline.flush()
    # Within a block, HTML collapses line breaks of the source into spaces.
    sections = [
        Section(
            s.heading_path,
            "\n\n".join(_clean_inline(p).strip(" |") for p in _paragraphs_html(s.text)),
        )
        for s in parser.outline.sections
    ]
    return parser.title or parser.first_h1, sections


def _paragraphs_html(text: str) -> Iterator[str]:
    for paragraph in _BLANK_LINES.split(text.replace("\r", "")):
        if paragraph.strip():
            yield paragraph


# --- PDF ----------------------------------------------------------------------------------


def _parse_pdf(data: bytes, limits: OutputLimits) -> tuple[str | None, list[Section]]:
    from pypdf import PdfReader  # imported here: only PDF uploads pay for it
    from pypdf.errors import LimitReachedError, PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted and not reader.decrypt(""):
            raise CorruptDocument("the PDF is password-protected; upload it without a password")
        page_count = len(reader.pages)
        if page_count > limits.pdf_pages:
            raise LimitExceeded(
                "too_many_pages",
                f"the PDF has {page_count} pages; the limit is {limits.pdf_pages}",
            )
        title: str | None = None
        metadata = reader.metadata
        if metadata is not None and metadata.title:
            title = str(metadata.title)
        lines: list[tuple[str, float]] = []
        chars = 0
        for page in reader.pages:
            page_lines = _pdf_page_lines(page)
            chars += sum(len(line) + 1 for line, _ in page_lines)
            _check_text_size(chars, limits)  # while reading: a huge text layer stops early
            lines.extend(page_lines)
            lines.append(("", 0.0))
    except (CorruptDocument, LimitExceeded):
        raise
    except (LimitReachedError, MemoryError) as exc:
        # pypdf's own decompression limits: a bomb, never worth a retry.
        raise LimitExceeded(
            "decompressed_too_large", "the PDF expands beyond the size limit when unpacked"
        ) from exc
    except (
        PdfReadError,
        ValueError,
        KeyError,
        TypeError,
        AttributeError,
        OSError,
        RecursionError,
        IndexError,
        ZeroDivisionError,
    ) as exc:
        raise CorruptDocument("the PDF could not be read; check that the file is complete") from exc
    return title, _pdf_sections(lines)


def _pdf_page_lines(page: Any) -> list[tuple[str, float]]:
    """The page's text lines, each with the largest font size seen on it."""
    sizes: dict[str, float] = {}

    def visit(text: str, cm: Any, tm: Any, font: Any, font_size: float) -> None:
        if not text.strip():
            return
        scale = abs(float(tm[3]) * float(cm[3])) or 1.0
        size = float(font_size) * scale
        for piece in text.split("\n"):
            key = _clean_inline(piece)
            if key:
                sizes[key] = max(sizes.get(key, 0.0), size)

    text: str = page.extract_text(visitor_text=visit) or ""
    out: list[tuple[str, float]] = []
    for raw in text.split("\n"):
        line = _clean_inline(raw)
        out.append((line, sizes.get(line, 0.0)))
    return out


_NUMBERED_HEADING = re.compile(r"^(\d+(?:\.\d+)*)\.?\s+\S")


def _pdf_sections(lines: list[tuple[str, float]]) -> list[Section]:
    """Lines set clearly larger than the body text, short and unpunctuated, are headings;
    the distinct heading sizes, largest first, give their levels."""
    weighted = [size for line, size in lines for _ in range(len(line)) if size > 0]
    body = statistics.median(weighted) if weighted else 0.0
    heading_sizes = sorted(
        {round(size, 1) for line, size in lines if _pdf_is_heading(line, size, body)},
        reverse=True,
    )
    outline = _Outline()
    for line, size in lines:
        if not line:
            outline.add("\n\n")
        elif _pdf_is_heading(line, size, body):
            outline.heading(heading_sizes.index(round(size, 1)) + 1, line)
        else:
            outline.add(line + "\n")
    outline.flush()
    return outline.sections


def _pdf_is_heading(line: str, size: float, body: float) -> bool:
    if body <= 0 or size < body * 1.15 or not 0 < len(line) <= 120:
        return False
    return not line.endswith((".", ",", ";")) or bool(_NUMBERED_HEADING.match(line))


# --- DOCX ---------------------------------------------------------------------------------

_DOCX_HEADING_STYLE = re.compile(r"^heading\s*(\d)$", re.IGNORECASE)


def _is_docx(data: bytes) -> bool:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
    except (zipfile.BadZipFile, OSError, ValueError):
        return False
    return "word/document.xml" in names or (
        "[Content_Types].xml" in names and any(n.startswith("word/") for n in names)
    )


def _parse_docx(
    data: bytes, *, max_unzipped: int, limits: OutputLimits
) -> tuple[str | None, list[Section]]:
    import docx  # imported here: only DOCX uploads pay for it
    from docx.opc.exceptions import PackageNotFoundError

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            # From the central directory, before anything is extracted (testzip inflates).
            _check_docx_sizes(archive.infolist(), max_unzipped=max_unzipped, limits=limits)
            if archive.testzip() is not None:
                raise CorruptDocument("the Word document is damaged (a part fails its checksum)")
    except zipfile.BadZipFile as exc:
        raise CorruptDocument("the Word document is not a valid .docx archive") from exc

    try:
        document = docx.Document(io.BytesIO(data))
        title = document.core_properties.title or None
        outline = _Outline()
        chars = 0
        for kind, item in _docx_blocks(document):
            chars += len(item) if kind == "table" else len(item[0])
            _check_text_size(chars, limits)  # while reading
            if kind == "table":
                outline.add("\n\n" + item + "\n\n")
                continue
            text, style = item
            level = _docx_heading_level(style)
            if style.lower() == "title" and text.strip():
                title = title or _clean_inline(text)
            elif level is not None and text.strip():
                outline.heading(level, text)
            else:
                outline.add("\n\n" + text + "\n\n")
        outline.flush()
    except (CorruptDocument, LimitExceeded):
        raise
    # python-docx and lxml raise many unrelated types for damaged parts; all of them mean
    # "this upload cannot be read", which is what the caller needs to know.
    except (
        PackageNotFoundError,
        KeyError,
        ValueError,
        AttributeError,
        TypeError,
        zipfile.BadZipFile,
        OSError,
        SyntaxError,
    ) as exc:
        raise CorruptDocument("the Word document could not be read; re-save it as .docx") from exc
    return title, outline.sections


def _check_docx_sizes(
    members: list[zipfile.ZipInfo], *, max_unzipped: int, limits: OutputLimits
) -> None:
    """Refuse a DOCX whose members, as declared, unpack beyond the limit or at a ratio
    only a decompression bomb reaches. The declared sizes are what zipfile enforces while
    inflating (a member that inflates past its declared size fails its read)."""
    unzipped = sum(info.file_size for info in members)
    packed = sum(info.compress_size for info in members)
    limit = min(max_unzipped, limits.docx_unzipped_bytes)
    if unzipped > limit:
        raise LimitExceeded(
            "decompressed_too_large",
            f"the Word document unpacks to {unzipped} bytes; the limit is {limit} bytes",
        )
    ratio = unzipped / max(1, packed)
    if unzipped > limits.docx_ratio_floor_bytes and ratio > limits.docx_compression_ratio:
        raise LimitExceeded(
            "compression_ratio_too_high",
            f"the Word document unpacks {ratio:.0f} times its packed size; the limit is "
            f"{limits.docx_compression_ratio}",
        )


def _docx_heading_level(style: str) -> int | None:
    match = _DOCX_HEADING_STYLE.match(style.strip())
    return int(match.group(1)) if match else None


def _docx_blocks(document: Any) -> Iterator[tuple[str, Any]]:
    """Paragraphs (text, style name) and tables (rendered text) in document order."""
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    body = document.element.body
    for child in body.iterchildren():
        tag = child.tag.rsplit("}", 1)[-1]
        if tag == "p":
            paragraph = Paragraph(child, document)
            style = paragraph.style.name if paragraph.style is not None else ""
            yield "paragraph", (paragraph.text, style or "")
        elif tag == "tbl":
            table = Table(child, document)
            rows = []
            for row in table.rows:
                cells: list[str] = []
                for cell in row.cells:
                    cell_text = _clean_inline(cell.text)
                    if cell_text and (not cells or cells[-1] != cell_text):  # merged cells
                        cells.append(cell_text)
                if cells:
                    rows.append(" | ".join(cells))
            yield "table", "\n".join(rows)
