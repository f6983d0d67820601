"""The operator's admin API (cases, customers, settings, keys, content gaps, document
history, handed-off sessions, figures) and the console's page, mounted by `api/app.py` as one list;
each router is its own module. The console is outside ``/v1``, so admission does not count
it."""

from __future__ import annotations

from typing import Final

from fastapi import APIRouter

from discreet.api.routes import (
    cases,
    console,
    customers,
    document_history,
    gaps,
    handoffs,
    keys,
    settings,
    stats,
)

__all__ = ["CONSOLE_ROUTER", "OPERATOR_ROUTERS"]

OPERATOR_ROUTERS: Final[tuple[APIRouter, ...]] = (
    cases.router,
    customers.router,
    settings.router,
    keys.router,
    gaps.router,
    document_history.router,
    handoffs.router,
    stats.router,
)

CONSOLE_ROUTER: Final[APIRouter] = console.router
