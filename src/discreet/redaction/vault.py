"""Session pseudonyms: the same value gets the same placeholder within one session.

The vault maps placeholders such as `[PERSON_1]` to the values they stand for. It lives
only as long as its session: it is stored sealed (AES-GCM, one key per session) and once
the key is gone the placeholders can no longer be reversed. It prints as `[secure]`.
"""

from __future__ import annotations

import json
import os
import threading
from typing import ClassVar, Final

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from discreet.errors import DiscreetError
from discreet.redaction.entities import ENTITIES, PLACEHOLDER
from discreet.redaction.entities import placeholder as make_placeholder
from discreet.redaction.text import RedactedText

__all__ = ["PLACEHOLDER", "PseudonymVault", "VaultCipher", "VaultUnreadable"]

_COMPACT_ENTITIES: Final = frozenset(kind.name for kind in ENTITIES if kind.compact)
_MAGIC: Final = b"DV1\x00"
_NONCE: Final = 12


class VaultUnreadable(DiscreetError):
    """The sealed vault cannot be opened: wrong or destroyed key, or a tampered blob."""

    code: ClassVar[str] = "vault_unreadable"
    status: ClassVar[int] = 410


def _key(entity: str, value: str) -> str:
    if entity in _COMPACT_ENTITIES:
        return "".join(ch for ch in value.casefold() if ch.isalnum())
    return " ".join(value.casefold().split())


class PseudonymVault:
    """Placeholder <-> value mapping for one conversation session; thread-safe."""

    __slots__ = ("_by_key", "_by_placeholder", "_counters", "_lock")

    def __init__(self) -> None:
        self._by_key: dict[tuple[str, str], str] = {}
        self._by_placeholder: dict[str, str] = {}
        self._counters: dict[str, int] = {}
        self._lock = threading.Lock()

    def placeholder_for(self, entity: str, value: str) -> str:
        key = (entity, _key(entity, value))
        with self._lock:
            found = self._by_key.get(key)
            if found is not None:
                return found
            number = self._counters.get(entity, 0) + 1
            self._counters[entity] = number
            placeholder = make_placeholder(entity, number)
            self._by_key[key] = placeholder
            self._by_placeholder[placeholder] = value
            return placeholder

    def rehydrate(self, text: RedactedText | str) -> str:
        """Put the original values back, for this vault's own placeholders only."""
        raw = text.value if isinstance(text, RedactedText) else text
        with self._lock:
            table = dict(self._by_placeholder)
        return PLACEHOLDER.sub(lambda m: table.get(m.group(0), m.group(0)), raw)

    def known_values(self) -> list[tuple[str, str]]:
        """(entity, value) pairs seen so far in the session, for recall in later turns."""
        with self._lock:
            return [(p.strip("[]").rsplit("_", 1)[0], v) for p, v in self._by_placeholder.items()]

    def clear(self) -> None:
        """Forget every mapping (the session ended)."""
        with self._lock:
            self._by_key.clear()
            self._by_placeholder.clear()
            self._counters.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._by_placeholder)

    def __repr__(self) -> str:
        return "PseudonymVault([secure])"

    __str__ = __repr__

    def __reduce__(self) -> str | tuple[object, ...]:
        raise TypeError("a PseudonymVault is never pickled; seal it with VaultCipher")

    def _dump(self) -> bytes:
        with self._lock:
            entries = [
                [entity, key, placeholder, self._by_placeholder[placeholder]]
                for (entity, key), placeholder in self._by_key.items()
            ]
            payload = {"v": 1, "entries": entries, "counters": dict(self._counters)}
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()

    @classmethod
    def _load(cls, data: bytes) -> PseudonymVault:
        payload = json.loads(data)
        if not isinstance(payload, dict) or payload.get("v") != 1:
            raise VaultUnreadable("the session vault has an unknown format")
        vault = cls()
        for entity, key, placeholder, value in payload["entries"]:
            vault._by_key[(str(entity), str(key))] = str(placeholder)
            vault._by_placeholder[str(placeholder)] = str(value)
        vault._counters = {str(k): int(v) for k, v in payload["counters"].items()}
        return vault


class VaultCipher:
    """Seal and open a vault with AES-256-GCM; bind it to its session via associated data."""

    @staticmethod
    def new_key() -> bytes:
        return AESGCM.generate_key(bit_length=256)

    @staticmethod
    def seal(vault: PseudonymVault, key: bytes, *, associated_data: bytes) -> bytes:
        nonce = os.urandom(_NONCE)
        return _MAGIC + nonce + AESGCM(key).encrypt(nonce, vault._dump(), associated_data)

    @staticmethod
    def open(blob: bytes, key: bytes, *, associated_data: bytes) -> PseudonymVault:
        if not blob.startswith(_MAGIC) or len(blob) < len(_MAGIC) + _NONCE + 16:
            raise VaultUnreadable("the session vault is not a sealed vault blob")
        nonce = blob[len(_MAGIC) : len(_MAGIC) + _NONCE]
        try:
            data = AESGCM(key).decrypt(nonce, blob[len(_MAGIC) + _NONCE :], associated_data)
        except (InvalidTag, ValueError) as exc:
            raise VaultUnreadable(
                "the session vault cannot be opened: wrong key, another session, or tampered"
            ) from exc
        return PseudonymVault._load(data)
