"""The operator's admin API (cases, customers, settings, keys, content gaps, document
history), mounted by `api/app.py` as one list; each router is its own module."""

from __future__ import annotations

from typing import Final

from fastapi import APIRouter

from discreet.api.routes import cases, customers, document_history, gaps, keys, settings

__all__ = ["OPERATOR_ROUTERS"]

OPERATOR_ROUTERS: Final[tuple[APIRouter, ...]] = (
    cases.router,
    customers.router,
    settings.router,
    keys.router,
    gaps.router,
    document_history.router,
)
