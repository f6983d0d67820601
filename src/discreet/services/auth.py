"""Authenticate a bearer API key to its principal."""

from __future__ import annotations

from sqlalchemy import Engine

from discreet.storage.engine import app_transaction
from discreet.tenancy import Principal, authenticate

__all__ = ["authenticate_key"]


def authenticate_key(engine: Engine, api_key: str) -> Principal:
    with app_transaction(engine) as conn:
        return authenticate(conn, api_key)
