"""Pagination over the audit trail, whose pages are `since` (a time, inclusive) + `limit`:
the next page starts at the last event's time, and events already seen (same time) are
skipped by their chain sequence number."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from .models import AuditEvent

__all__ = ["MAX_PAGE", "next_since"]

MAX_PAGE = 1000
"""The server's largest `limit`."""


def next_since(
    page: Sequence[AuditEvent], fresh: Sequence[AuditEvent], page_size: int
) -> tuple[datetime, int] | None:
    """Where the next page starts and how large it is, or None when `page` was the last.

    A full page with nothing new in it (more events share one timestamp than a page holds)
    asks again with a larger page; at the server's largest page it stops rather than loop.
    """
    if len(page) < page_size:
        return None
    if not fresh:
        if page_size >= MAX_PAGE:
            return None
        return page[-1].occurred_at, min(page_size * 2, MAX_PAGE)
    return page[-1].occurred_at, page_size
