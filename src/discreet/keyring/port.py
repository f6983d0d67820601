"""The key-encryption-key (KEK) port: what a key provider must do.

Every data key Discreet makes (a session vault's key, a sealed upload's key) is stored
only wrapped by a KEK that never lives in PostgreSQL or Redis. A provider wraps and
unwraps data keys under one of its KEK versions, each named by an id that is stored beside
the wrapped key (``file:3f2a...``, ``aws-kms:arn:...``, ``azure-keyvault:https://...``), so
a row can always be unwrapped by the version that wrapped it, and rotation can move rows
to a newer version one at a time.

Errors::

    DiscreetError
      Unavailable (503, with Retry-After)
        KeyUnavailable       the provider cannot be reached, refuses, or a wrapped key
                             does not open under its KEK (key_unavailable)
          UnknownKek         a stored id names a version or provider this node cannot use
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from discreet.errors import Unavailable

__all__ = ["KekProvider", "KeyUnavailable", "UnknownKek", "WrappedKey", "provider_of"]


class KeyUnavailable(Unavailable):
    """The key-encryption key cannot be used: unreachable provider, refused, or tampered."""

    code = "key_unavailable"
    status = 503


class UnknownKek(KeyUnavailable):
    """A wrapped key names a KEK version (or provider) that this node does not hold."""

    code = "unknown_kek"


@dataclass(frozen=True)
class WrappedKey:
    """A data key as stored: the provider's ciphertext and the id of the KEK version."""

    wrapped: bytes
    kek_id: str

    def __repr__(self) -> str:  # the ciphertext is not secret, but it is noise in logs
        return f"WrappedKey(kek_id={self.kek_id!r}, wrapped=<{len(self.wrapped)} bytes>)"


def provider_of(kek_id: str) -> str:
    """The provider part of a KEK id (``file``, ``aws-kms``, ``azure-keyvault``)."""
    return kek_id.split(":", 1)[0]


class KekProvider(Protocol):
    """Wraps data keys under versions of a key-encryption key kept outside the database.

    `context` is bound to the wrapped key where the provider supports it (AES-GCM associated
    data, KMS encryption context), so a wrapped key moved to another row does not unwrap.
    """

    name: str
    """The provider's name, the prefix of its KEK ids."""
    remote: bool
    """True when every call leaves the process (a KMS): the keyring then caches unwraps."""

    def current_id(self) -> str:
        """The id of the version new data keys are wrapped under."""
        ...

    def wrap(self, kek_id: str, data_key: bytes, context: bytes) -> bytes: ...

    def unwrap(self, kek_id: str, wrapped: bytes, context: bytes) -> bytes: ...

    def rotate(self, to: str | None = None) -> str:
        """Make a newer version current (or the one named by `to`, where the provider takes
        a name) and return its id. Older versions stay readable."""
        ...

    def retire(self, keep: frozenset[str]) -> list[str]:
        """Forget every version not in `keep` where the provider owns its versions (the key
        file); returns the ids retired. Providers whose keys live elsewhere retire nothing."""
        ...
