"""Keyed hashes of identifiers that could name a person (customer ids, external ids).

`hash_identifier(secret, "customer", str(customer_id))` gives the same 64-hex digest every
time for that tenant, so an investigator can follow one customer through the log, while the
log alone names nobody and another tenant's log cannot be joined to it.
"""

from __future__ import annotations

import re
from typing import Literal

from discreet.audit.keys import derive_key, mac

__all__ = ["hash_identifier", "owner_fields"]

_KIND = re.compile(r"[a-z][a-z0-9_]{0,31}")


def hash_identifier(tenant_secret: bytes, kind: str, value: str) -> str:
    """HMAC-SHA256 under the tenant's identifier subkey over `kind NUL value`.

    `kind` namespaces the value (`customer`, `account`, `case`, `external_id`, …) so equal
    strings of different kinds do not collide.
    """
    if not _KIND.fullmatch(kind):
        raise ValueError("identifier kind must be a short snake_case token")
    if not isinstance(value, str) or not value:
        raise ValueError("identifier value must be a non-empty string")
    key = derive_key(tenant_secret, "identifier")
    message = kind.encode("ascii") + b"\x00" + value.encode("utf-8")
    return mac(key, message).hex()


def owner_fields(
    tenant_secret: bytes, owner: str
) -> tuple[Literal["shared", "customer", "account"], str | None]:
    """A document owner as the audit stores it: `("shared", None)`, or the owner's kind
    and a keyed hash of its id (`"customer:<id>"` → `("customer", hash)`)."""
    if owner == "shared":
        return "shared", None
    kind, _, ident = owner.partition(":")
    return ("account" if kind == "account" else "customer"), hash_identifier(
        tenant_secret, kind, ident
    )
