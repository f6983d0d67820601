"""API keys: generated once, shown once, stored as a SHA-256 digest."""

from __future__ import annotations

import hashlib
import secrets
from uuid import UUID, uuid4

from sqlalchemy import Connection, text

from discreet.errors import InvalidInput, NotFound, Unauthenticated
from discreet.storage.rows import from_row
from discreet.tenancy.model import Principal, Role

__all__ = ["authenticate", "create_key", "hash_key"]

_PREFIX = "dsk_"


def hash_key(api_key: str) -> bytes:
    # Keys carry 256 bits of randomness, so a fast digest cannot be brute-forced.
    return hashlib.sha256(api_key.encode()).digest()


def create_key(
    conn: Connection, *, tenant_id: UUID, roles: set[Role], customer_id: UUID | None = None
) -> str:
    """Store a new key for the tenant of `conn`'s transaction and return it (only time)."""
    if not roles:
        raise InvalidInput("a key needs at least one role")
    if Role.CUSTOMER in roles and customer_id is None:
        raise InvalidInput("a customer key must be bound to a customer (--customer)")
    if customer_id is not None:
        found = conn.execute(
            text("SELECT 1 FROM customers WHERE id = :c"), {"c": customer_id}
        ).first()
        if found is None:
            raise NotFound("no such customer in this tenant")
    api_key = _PREFIX + secrets.token_urlsafe(32)
    conn.execute(
        text(
            "INSERT INTO api_keys (id, tenant_id, key_hash, prefix, roles, customer_id) "
            "VALUES (:id, :t, :h, :p, :r, :c)"
        ),
        {
            "id": uuid4(),
            "t": tenant_id,
            "h": hash_key(api_key),
            "p": api_key[:10],
            "r": sorted(r.value for r in roles),
            "c": customer_id,
        },
    )
    return api_key


def authenticate(conn: Connection, api_key: str) -> Principal:
    """Resolve a bearer key to its principal, through the SECURITY DEFINER lookup."""
    if not api_key.startswith(_PREFIX):
        raise Unauthenticated("missing or malformed API key (expected 'Bearer dsk_...')")
    row = conn.execute(
        text("SELECT key_id, tenant_id, roles, customer_id FROM discreet_authenticate(:h)"),
        {"h": hash_key(api_key)},
    ).first()
    if row is None:
        raise Unauthenticated("unknown or revoked API key")
    return from_row(Principal, row, roles=frozenset(Role(r) for r in row.roles))
