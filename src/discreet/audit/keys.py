"""Per-purpose subkeys derived from a tenant's 32-byte secret (HKDF-SHA256, RFC 5869).

One secret, several independent keys: the chain MAC, the event-id tag, checkpoint
signatures, head anchors and identifier hashing never share a key, so a value computed for
one purpose is useless for another.
"""

from __future__ import annotations

import hashlib
import hmac
from functools import lru_cache
from typing import Literal

__all__ = ["Purpose", "derive_key", "mac"]

Purpose = Literal["chain", "event-id", "checkpoint", "identifier", "anchor"]

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


def mac(key: bytes, message: bytes) -> bytes:
    """HMAC-SHA256 of `message` under a derived subkey.

    The keyed state is set up once per key and copied per message: with OpenSSL 3, setting
    a key up costs more than hashing an audit row, and a turn computes about twenty MACs.
    """
    state = _keyed(key).copy()
    state.update(message)
    return state.digest()


@lru_cache(maxsize=4096)  # a few subkeys per tenant
def _keyed(key: bytes) -> hmac.HMAC:
    return hmac.new(key, digestmod=hashlib.sha256)
