"""Original uploads are sealed at rest with a key of their own (AES-256-GCM).

The blob store holds only ciphertext; the data key lives in the version's database row.
Deleting a document (or erasing its owner) drops the key, so a copy of the blob store —
a backup, a replica, a bucket someone forgot — can no longer be read. The blob's storage
key is bound in as associated data, so a blob cannot be swapped for another one.
"""

from __future__ import annotations

import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from discreet.errors import DiscreetError

__all__ = ["SealedBlobUnreadable", "new_data_key", "open_blob", "seal_blob"]

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
