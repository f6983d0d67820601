"""Per-purpose subkeys derived from a tenant's 32-byte secret (HKDF-SHA256, RFC 5869).

One secret, several independent keys: the chain MAC, the event-id tag, checkpoint
signatures and identifier hashing never share a key, so a value computed for one purpose
is useless for another.
"""

from __future__ import annotations

import hashlib
import hmac
from functools import lru_cache
from typing import Literal

__all__ = ["Purpose", "derive_key"]

Purpose = Literal["chain", "event-id", "checkpoint", "identifier"]

_SALT = b"discreet/audit/v1"
_MIN_SECRET = 16


def derive_key(tenant_secret: bytes, purpose: Purpose) -> bytes:
    """HKDF-Extract with a fixed salt, then one HKDF-Expand block labelled by `purpose`."""
    if not isinstance(tenant_secret, bytes | bytearray | memoryview):
        raise TypeError("tenant_secret must be bytes")
    if len(tenant_secret) < _MIN_SECRET:
        raise ValueError("tenant_secret is too short (need at least 16 bytes)")
    return _derive(bytes(tenant_secret), purpose)


@lru_cache(maxsize=1024)  # every turn derives several subkeys of one secret: once is enough
def _derive(tenant_secret: bytes, purpose: str) -> bytes:
    prk = hmac.new(_SALT, tenant_secret, hashlib.sha256).digest()
    return hmac.new(prk, purpose.encode("ascii") + b"\x01", hashlib.sha256).digest()
