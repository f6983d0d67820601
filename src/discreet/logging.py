"""structlog setup. Logs describe behaviour; the scrub processor, just before the renderer,
replaces anything the PII catalogue's pattern recognizers find in any value with the kind's
placeholder (``[EMAIL]``), as a last line of defence behind the rule that no code logs
content. Every line of a request or a job carries its ids (`log_scope`, `bind_ids`).

Every log path goes through the same pipeline: structlog's own loggers, and the standard
library's (uvicorn's error and access logs, SQLAlchemy, libraries), whose records are
rendered by a `structlog.stdlib.ProcessorFormatter` on the root handler. Exceptions are
written as their types and frames only (`safe_exception`): no message (an SQLAlchemy error's
message holds the statement and its parameters, a `ValueError`'s may hold input), no local
values; a `DiscreetError`'s message is kept (it never carries user text, by rule), and a
database error keeps its SQLSTATE. uvicorn's access line is rebuilt from parts that cannot
hold personal data (the client's address as ``[IP]``, the path without its query string and
of its segments only the route's own words, ids and short numbers) and is not scanned again."""

from __future__ import annotations

import functools
import logging
import re
import sys
import traceback
from collections.abc import Iterable, Iterator, MutableMapping
from contextlib import contextmanager
from contextvars import ContextVar
from types import TracebackType
from typing import TYPE_CHECKING, Any, Final, TextIO

import structlog

from discreet.redaction.entities import unnumbered

if TYPE_CHECKING:
    from discreet.redaction import Redactor

__all__ = [
    "bind_ids",
    "configure_logging",
    "log_scope",
    "register_route_words",
    "safe_exc_info",
    "safe_exception",
    "scrub_pii",
]

_SAFE_VALUE: Final = re.compile(
    r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}"  # a UUID
    r"|[a-z][a-z0-9_.:-]{0,63}"  # an event name, an enum token, a logger's name
    r"|-?\d{1,18}(?:\.\d+)?"  # a number
)
"""Values that cannot hold personal data by their shape: logged as they are, unscanned."""


@functools.lru_cache(maxsize=1)
def _pattern_redactor() -> Redactor:
    """The redactor with its pattern recognizers only (every kind of the PII catalogue that
    a pattern finds; no NER: a log value has no sentence around it)."""
    from discreet.redaction import build_redactor

    return build_redactor(use_ner=False, gazetteer=False)


def _scrub(value: str) -> str:
    """`value` with whatever the catalogue's recognizers find replaced by its kind
    (``[EMAIL]``); the whole value withheld if the scan fails."""
    if _SAFE_VALUE.fullmatch(value):
        return value
    return unnumbered(_pattern_redactor().redact(value).text.value)


_PIPELINE_KEYS: Final = frozenset({"timestamp", "level"})
"""Keys the pipeline itself writes on every line, over whatever a caller passed under the
same name (`add_log_level`, `TimeStamper`): never scanned. A timestamp alone cost a scan of
about 0.3 ms a line."""


_SHAPED: Final = object()
"""Marks an access line built by `_AccessPath` from safe parts only: its text is not
scanned again (a scan of the whole line cost about 0.6 ms)."""
_SHAPED_KEY: Final = "_discreet_shaped"


def scrub_pii(_: Any, __: str, event_dict: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """structlog processor: scrub every string value (and the event) of PII-shaped text,
    except the level and the time, which the pipeline wrote, and the text of an access line
    `_AccessPath` built from safe parts."""
    shaped = event_dict.pop(_SHAPED_KEY, None) is _SHAPED
    for key, value in list(event_dict.items()):
        if key in _PIPELINE_KEYS or (shaped and key == "event"):
            continue
        if isinstance(value, str):
            event_dict[key] = _scrub(value)
        elif isinstance(value, (list, tuple)):
            event_dict[key] = [_scrub(v) if isinstance(v, str) else v for v in value]
    return event_dict


_SCOPE: ContextVar[dict[str, str] | None] = ContextVar("discreet_log_scope", default=None)


@contextmanager
def log_scope(**ids: str) -> Iterator[None]:
    """Ids that every log line written inside carries (a request's id, a job's id and
    tenant), from any logger, in threads the scope hands work to as well."""
    token = _SCOPE.set(dict(ids))
    try:
        yield
    finally:
        _SCOPE.reset(token)


def bind_ids(**ids: str) -> None:
    """Add ids to the current scope, once they are known (the tenant, after the API key is
    checked). The scope is one object shared with the threads it runs work on, so an id
    bound in a dependency's thread is seen by the endpoint's. Ids only, never content."""
    scope = _SCOPE.get()
    if scope is not None:
        scope.update(ids)


def _merge_scope(_: Any, __: str, event_dict: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    scope = _SCOPE.get()
    if scope:
        for key, value in scope.items():
            event_dict.setdefault(key, value)
    return event_dict


_ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def _exception_line(exc: BaseException) -> str:
    """The exception's type, and what of its message is known to hold no request data."""
    from discreet.errors import DiscreetError

    name = f"{type(exc).__module__}.{type(exc).__qualname__}"
    if isinstance(exc, DiscreetError):
        return f"{name}: {exc.message}"
    orig = getattr(exc, "orig", None)  # SQLAlchemy's DBAPIError wraps the driver's error
    if orig is not None:
        state = getattr(orig, "sqlstate", None) or getattr(orig, "pgcode", None)
        inner = f"{type(orig).__module__}.{type(orig).__qualname__}"
        return f"{name} ({inner}{', SQLSTATE ' + str(state) if state else ''})"
    return name


def safe_exception(exc: BaseException) -> str:
    """A traceback without messages or locals: for each exception of the chain (causes
    first, as Python prints them) its type and the frames (file, line, function)."""
    chain: list[BaseException] = []
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen and len(chain) < 10:
        seen.add(id(current))
        chain.append(current)
        current = current.__cause__ or (
            None if current.__suppress_context__ else current.__context__
        )
    parts: list[str] = []
    for item in reversed(chain):
        frames = traceback.extract_tb(item.__traceback__)
        lines = [f'  File "{f.filename}", line {f.lineno}, in {f.name}' for f in frames]
        parts.append(
            "\n".join(["Traceback (most recent call last):", *lines, _exception_line(item)])
        )
    return "\n\nThe above led to:\n\n".join(parts)


def _exc_info_tuple(value: object) -> _ExcInfo | None:
    if value is True:
        info = sys.exc_info()
        return None if info[1] is None else info
    if isinstance(value, BaseException):
        return (type(value), value, value.__traceback__)
    if isinstance(value, tuple) and len(value) == 3 and isinstance(value[1], BaseException):
        return value
    return None


def safe_exc_info(
    _: Any, __: str, event_dict: MutableMapping[str, Any]
) -> MutableMapping[str, Any]:
    """structlog processor, in place of `format_exc_info`: ``exc_info`` becomes
    ``exception``, rendered by `safe_exception`."""
    value = event_dict.pop("exc_info", None)
    if value is None or value is False:
        return event_dict
    info = _exc_info_tuple(value)
    if info is not None:
        event_dict["exception"] = safe_exception(info[1])
    return event_dict


def _foreign_record(
    _: Any, __: str, event_dict: MutableMapping[str, Any]
) -> MutableMapping[str, Any]:
    """A standard-library record: its logger's name, and nothing of its arguments."""
    record = event_dict.get("_record")
    if isinstance(record, logging.LogRecord):
        event_dict["logger"] = record.name
        if getattr(record, "discreet_shaped", None) is _SHAPED:
            event_dict[_SHAPED_KEY] = _SHAPED
    event_dict.pop("positional_args", None)
    return event_dict


_UUID = re.compile(r"^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$")
_route_words: set[str] = {"v1"}


def register_route_words(paths: Iterable[str]) -> None:
    """The fixed words of the app's route paths (``/v1/documents/{document_id}`` gives
    ``v1`` and ``documents``): the only path segments an access line keeps besides ids."""
    for path in paths:
        for segment in path.strip("/").split("/"):
            if segment and "{" not in segment:
                _route_words.add(segment)


def _safe_path(path: str) -> str:
    """A request path as an access line may carry it: no query string, and each segment
    that is neither a route word, a UUID nor a number of up to six digits shown as ``*`` (a
    name, or a card or phone number, put in a URL stays out of the log)."""
    segments = path.split("?", 1)[0].split("/")
    kept = [
        s if not s or s in _route_words or (s.isdigit() and len(s) <= 6) or _UUID.match(s) else "*"
        for s in segments
    ]
    return "/".join(kept)


_ACCESS_FORMAT: Final = '%s - "%s %s HTTP/%s" %d'
_METHODS: Final = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
_HTTP_VERSION: Final = re.compile(r"\d(?:\.\d)?")


class _AccessPath(logging.Filter):
    """uvicorn's access line ``(client, method, path, version, status)`` rebuilt from parts
    that cannot carry personal data: the client's address as ``[IP]``, a standard method
    (any other as ``*``), the path by `_safe_path`, the version and the status."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if record.name != "uvicorn.access" or not isinstance(args, tuple):
            return True
        if record.msg == _ACCESS_FORMAT and len(args) == 5 and isinstance(args[4], int):
            _, method, path, version, status = args
            record.args = (
                "[IP]",
                method if method in _METHODS else "*",
                _safe_path(path) if isinstance(path, str) else "*",
                version if isinstance(version, str) and _HTTP_VERSION.fullmatch(version) else "*",
                status,
            )
            record.discreet_shaped = _SHAPED
        elif len(args) >= 3 and isinstance(args[2], str):  # another shape: the path only
            changed = list(args)
            changed[2] = _safe_path(args[2])
            record.args = tuple(changed)
        return True


class _StderrHandler(logging.StreamHandler[TextIO]):
    """Writes to whatever ``sys.stderr`` is when the line is written (see `_stderr_logger`)."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)

    @property
    def stream(self) -> TextIO:
        return sys.stderr

    @stream.setter
    def stream(self, _: TextIO) -> None:
        pass


def _stderr_logger(*_: Any) -> structlog.PrintLogger:
    """Whatever ``sys.stderr`` is when the line is written, not when logging was configured:
    a stream swapped for a while (a CLI run under a test harness) is not kept after it closes,
    and standard output stays for a command's own output."""
    return structlog.PrintLogger(sys.stderr)


def configure_logging(level: str = "INFO") -> None:
    """One pipeline for structlog and the standard library; idempotent."""
    level_no = logging.getLevelName(level.upper())
    shared: list[Any] = [
        _merge_scope,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
    ]
    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=[*shared, _foreign_record, safe_exc_info],
        processors=[
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            scrub_pii,
            structlog.processors.JSONRenderer(),
        ],
        pass_foreign_args=False,
    )
    handler = _StderrHandler()
    handler.setFormatter(formatter)
    handler.addFilter(_AccessPath())
    handler.name = "discreet"
    root = logging.getLogger()
    for old in list(root.handlers):
        # Ours from an earlier call, and plain console writers that would print unscrubbed
        # lines (basicConfig's); a test harness's capture handlers (subclasses) stay.
        plain = type(old) is logging.StreamHandler and old.stream in (sys.stderr, sys.stdout)
        if old.name == "discreet" or plain:
            root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level_no)
    # uvicorn's own loggers write through the root handler (cli.serve passes log_config=None).
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        named = logging.getLogger(name)
        named.handlers.clear()
        named.propagate = True
    # Libraries that narrate at INFO (every server start and exit, the CPU they found),
    # SQLAlchemy's statement log, which would carry parameters, and httpx's request lines.
    quiet = ("pgserver", "presidio-analyzer", "presidio_analyzer", "sqlalchemy.engine", "httpx")
    for noisy in quiet:
        logging.getLogger(noisy).setLevel(logging.WARNING)
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            *shared,
            safe_exc_info,
            scrub_pii,
            structlog.processors.JSONRenderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level_no),
        logger_factory=_stderr_logger,
        cache_logger_on_first_use=False,
    )
