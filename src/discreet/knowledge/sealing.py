"""Original uploads are sealed at rest with a key of their own (AES-256-GCM).

The blob store holds only ciphertext; the data key lives in the version's database row,
wrapped by the key-encryption key (`discreet.keyring`), which lives in neither place.
Deleting a document (or erasing its owner) drops the wrapped key, so a copy of the blob
store — a backup, a replica, a bucket someone forgot — can no longer be read, and a copy
of the database does not hold a usable key at all. The blob's storage key is bound in as
associated data (of the blob and of the wrapped key), so neither can be swapped.

`SealedBlobStore` is the upload store as the documents see it: the configured `BlobStore`
plus the keyring, sealing on the way in (`seal`) and opening on the way out (`open`).
"""

from __future__ import annotations

import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from discreet.errors import DiscreetError
from discreet.keyring import Keyring, WrappedKey
from discreet.knowledge.blobs import BlobStore

__all__ = [
    "SealedBlobStore",
    "SealedBlobUnreadable",
    "new_data_key",
    "open_blob",
    "seal_blob",
    "sealing",
]

_NONCE = 12


class SealedBlobUnreadable(DiscreetError):
    code = "blob_unreadable"
    status = 500


def new_data_key() -> bytes:
    return AESGCM.generate_key(bit_length=256)


def seal_blob(data: bytes, key: bytes, *, blob_key: str) -> bytes:
    nonce = os.urandom(_NONCE)
    return nonce + AESGCM(key).encrypt(nonce, data, blob_key.encode())


def open_blob(sealed: bytes, key: bytes, *, blob_key: str) -> bytes:
    try:
        return AESGCM(key).decrypt(sealed[:_NONCE], sealed[_NONCE:], blob_key.encode())
    except (InvalidTag, ValueError):
        raise SealedBlobUnreadable(
            "the stored upload cannot be decrypted with its key (tampered or swapped)"
        ) from None


class SealedBlobStore:
    """A `BlobStore` (its `put`, `get` and `delete_prefix` pass through unchanged) that
    also seals an upload under a fresh data key and returns that key wrapped."""

    def __init__(self, store: BlobStore, keyring: Keyring) -> None:
        self.store = store
        self.keyring = keyring

    def __repr__(self) -> str:
        return f"SealedBlobStore({self.store!r})"

    def put(self, key: str, data: bytes) -> None:
        self.store.put(key, data)

    def get(self, key: str) -> bytes:
        return self.store.get(key)

    def delete_prefix(self, prefix: str) -> int:
        return self.store.delete_prefix(prefix)

    def seal(self, key: str, data: bytes) -> WrappedKey:
        """Store `data` sealed under a new data key; the key, wrapped, is the caller's to
        keep (in the version's row)."""
        data_key = new_data_key()
        self.store.put(key, seal_blob(data, data_key, blob_key=key))
        return self.keyring.wrap(data_key, context=key.encode())

    def open(self, key: str, wrapped: WrappedKey) -> bytes:
        """The upload stored under `key`, opened with its data key (unwrapped here)."""
        data_key = self.keyring.unwrap(wrapped, context=key.encode())
        return open_blob(self.store.get(key), data_key, blob_key=key)


def sealing(blobs: BlobStore) -> SealedBlobStore:
    """`blobs` as the sealing store it must be: uploads are never stored unsealed, nor their
    keys unwrapped (the composition root's `Container.blobs` is one)."""
    if not isinstance(blobs, SealedBlobStore):
        raise TypeError("uploads are stored through a SealedBlobStore, which holds the keyring")
    return blobs
