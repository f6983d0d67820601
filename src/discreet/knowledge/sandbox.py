"""Parsing in a child process, bounded in wall time and memory, so the worker survives a
file that would hang or exhaust it (issue 15).

`parse_bounded` runs `parse_document` in a fresh interpreter (``python -m
discreet.knowledge.sandbox``: it imports the parsers and nothing of the worker, no
database pool, no models) that limits its own address space (`RLIMIT_AS`) to
`memory_mb` before it reads the file, and waits at most `timeout_s` for its answer. Past
either, the child is killed and a `LimitExceeded` says why (`timed_out`,
`out_of_memory`): permanent, so the job is dead-lettered on its first attempt and its
version fails with the reason, like any other output limit. The parsers' own refusals (a
corrupt file, an output limit) come back as the same errors; an unexpected failure of the
child is a plain error, which the worker retries.

The file goes in on the child's standard input (a JSON header line, then the bytes) and
the sections come back as JSON on its standard output, never through a file and never
pickled (the child reads untrusted bytes; the worker trusts nothing it says beyond plain
data). The child's standard error is discarded: an error message may quote the file.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from dataclasses import asdict, dataclass
from typing import Any, Final

from discreet.errors import InvalidInput, UnsupportedFormat
from discreet.knowledge.limits import LimitExceeded, OutputLimits
from discreet.knowledge.parsing import (
    CorruptDocument,
    DocumentTooLarge,
    ParsedDocument,
    Section,
    parse_document,
)

__all__ = ["ParseBounds", "ParserFailed", "parse_bounded"]

_MIB: Final = 1024 * 1024
_REFUSALS: Final[dict[str, type[InvalidInput]]] = {
    refusal.__name__: refusal
    for refusal in (InvalidInput, UnsupportedFormat, CorruptDocument, DocumentTooLarge)
}
"""The parsers' refusals the child may report, by class name; anything else is a failure."""


@dataclass(frozen=True)
class ParseBounds:
    """How long and how much memory one document's parsing may take."""

    timeout_s: float
    memory_mb: int | None = None
    """The child's address space (RLIMIT_AS), the interpreter's own included (about 60 MB
    with the PDF and Word parsers loaded)."""

    def __post_init__(self) -> None:
        if not self.timeout_s > 0:
            raise ValueError("the parse timeout must be above 0 seconds")
        if self.memory_mb is not None and self.memory_mb < 1:
            raise ValueError("the parse memory limit must be at least 1 MB")


class ParserFailed(RuntimeError):
    """The child failed in a way that says nothing about the file (the job is retried)."""


def parse_bounded(
    data: bytes,
    *,
    filename: str,
    content_type: str | None,
    limits: OutputLimits,
    bounds: ParseBounds,
) -> ParsedDocument:
    """`parse_document` in a child process within `bounds` (see the module)."""
    header = {
        "filename": filename,
        "content_type": content_type,
        "limits": asdict(limits),
        "memory_mb": bounds.memory_mb,
    }
    child = subprocess.Popen(  # this interpreter, this module, no shell
        [sys.executable, "-m", "discreet.knowledge.sandbox"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        out, _ = child.communicate(
            json.dumps(header).encode() + b"\n" + data, timeout=bounds.timeout_s
        )
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        raise LimitExceeded(
            "timed_out",
            f"parsing the document took longer than {bounds.timeout_s:g} s; "
            "split it into smaller documents",
        ) from None
    return _answer(out, child.returncode, bounds)


def _answer(out: bytes, returncode: int, bounds: ParseBounds) -> ParsedDocument:
    try:
        answer: dict[str, Any] = json.loads(out) if out else {"kind": "died"}
    except ValueError:
        answer = {"kind": "died"}
    kind = answer.get("kind")
    if kind == "parsed":
        return ParsedDocument(
            title=answer["title"],
            sections=tuple(Section(tuple(s["path"]), s["text"]) for s in answer["sections"]),
        )
    if kind == "limit":
        raise LimitExceeded(str(answer["reason"]), str(answer["detail"]))
    refusal = _REFUSALS.get(str(answer.get("class")))
    if kind == "refused" and refusal is not None:
        raise refusal(str(answer["message"]))
    if kind == "memory" or (kind == "died" and bounds.memory_mb is not None):
        raise LimitExceeded(
            "out_of_memory",
            f"parsing the document needs more than {bounds.memory_mb} MB; "
            "split it into smaller documents",
        )
    raise ParserFailed(f"the parser process failed ({kind}, exit code {returncode})")


def _main() -> None:
    """The child: limit its memory, read the request, parse, answer on standard output."""
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    header = json.loads(stdin.readline())
    if header["memory_mb"] is not None:
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = int(header["memory_mb"]) * _MIB
        if hard != resource.RLIM_INFINITY:
            cap = min(cap, hard)
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    answer: dict[str, Any]
    try:
        parsed = parse_document(
            stdin.read(),
            filename=header["filename"],
            content_type=header["content_type"],
            limits=OutputLimits(**header["limits"]),
        )
        answer = {
            "kind": "parsed",
            "title": parsed.title,
            "sections": [{"path": list(s.heading_path), "text": s.text} for s in parsed.sections],
        }
    except MemoryError:
        answer = {"kind": "memory"}
    except LimitExceeded as exc:
        answer = {"kind": "limit", "reason": exc.reason, "detail": exc.detail}
    except InvalidInput as exc:
        answer = {"kind": "refused", "class": type(exc).__name__, "message": exc.message}
    except Exception as exc:
        answer = {"kind": "error", "class": type(exc).__name__}
    stdout.write(json.dumps(answer).encode())
    stdout.flush()


if __name__ == "__main__":
    _main()
