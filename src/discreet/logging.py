"""structlog setup. Logs describe behaviour; the scrub processor, just before the renderer,
replaces anything that looks like personal data in any value with a placeholder, as a last
line of defence behind the rule that no code logs content."""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import MutableMapping
from typing import Any

import structlog

__all__ = ["configure_logging", "scrub_pii"]

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("EMAIL", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("CARD", re.compile(r"\b(?:\d[ -]?){12,18}\d\b")),
    ("IBAN", re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b")),
    ("SSN", re.compile(r"\b\d{3}-\d{2}-\d{4}\b")),
    ("PHONE", re.compile(r"(?<![\w-])\+?\d[\d ().-]{7,}\d(?![\w-])")),
    ("IP", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")),
)


def _scrub(value: str) -> str:
    for name, pattern in _PATTERNS:
        value = pattern.sub(f"[{name}]", value)
    return value


def scrub_pii(_: Any, __: str, event_dict: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """structlog processor: scrub every string value (and the event) of PII-shaped text."""
    for key, value in list(event_dict.items()):
        if isinstance(value, str):
            event_dict[key] = _scrub(value)
        elif isinstance(value, (list, tuple)):
            event_dict[key] = [_scrub(v) if isinstance(v, str) else v for v in value]
    return event_dict


def _stderr_logger(*_: Any) -> structlog.PrintLogger:
    """Whatever ``sys.stderr`` is when the line is written, not when logging was configured:
    a stream swapped for a while (a CLI run under a test harness) is not kept after it closes,
    and standard output stays for a command's own output."""
    return structlog.PrintLogger(sys.stderr)


def configure_logging(level: str = "INFO") -> None:
    logging.basicConfig(format="%(message)s", stream=sys.stderr, level=level.upper())
    # Libraries that narrate at INFO (every server start and exit, the CPU they found).
    for noisy in ("pgserver", "presidio-analyzer", "presidio_analyzer"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            scrub_pii,
            structlog.processors.JSONRenderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level.upper())),
        logger_factory=_stderr_logger,
        cache_logger_on_first_use=False,
    )
