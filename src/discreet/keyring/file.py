"""The default KEK provider: AES-256 keys in a local file (or one in an environment variable).

The key file (``$DISCREET_HOME/kek.json`` unless set) is created on first use with mode
0600 and holds every version not yet retired; the newest is current. Its content is read
again whenever the file changes, so a rotation by ``discreet kek rotate`` reaches running
processes without a restart. With ``DISCREET_KEK`` (base64 of 32 bytes) the key comes from
the environment instead and no file is read or written; keys being rotated away from are
given in ``DISCREET_KEK_PREVIOUS`` (comma-separated base64) until the rotation finishes.

A version's id is ``file:`` and 16 hex digits of a hash of the key, so a wrapped key names
its KEK without revealing anything about it.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import threading
from collections.abc import Sequence
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from discreet.errors import InvalidInput
from discreet.keyring.port import KeyUnavailable, UnknownKek

__all__ = ["FileKek", "kek_fingerprint"]

_NONCE = 12
_KEY_BYTES = 32


def kek_fingerprint(key: bytes) -> str:
    return "file:" + hashlib.sha256(b"discreet-kek-id\x00" + key).hexdigest()[:16]


def _decode(value: str, what: str) -> bytes:
    try:
        key = base64.b64decode(value.strip(), validate=True)
    except (binascii.Error, ValueError):
        raise InvalidInput(f"{what} is not valid base64") from None
    if len(key) != _KEY_BYTES:
        raise InvalidInput(f"{what} must be {_KEY_BYTES} bytes (base64 of 32 random bytes)")
    return key


class FileKek:
    """AES-256-GCM key wrapping under keys held by this process."""

    name = "file"
    remote = False

    def __init__(
        self,
        path: Path | None = None,
        *,
        env_key: str | None = None,
        env_previous: Sequence[str] = (),
    ) -> None:
        if path is None and env_key is None:
            raise InvalidInput("the file KEK provider needs a key file path or DISCREET_KEK")
        self._path = path
        self._lock = threading.Lock()
        self._stamp: tuple[int, int, int] | None = None
        self._keys: dict[str, bytes] = {}
        self._current = ""
        if env_key is not None:
            current = _decode(env_key, "DISCREET_KEK")
            keys = [_decode(k, "DISCREET_KEK_PREVIOUS") for k in env_previous if k.strip()]
            self._keys = {kek_fingerprint(k): k for k in [*keys, current]}
            self._current = kek_fingerprint(current)
            self._path = None
        else:
            self._reload()

    def __repr__(self) -> str:
        where = "environment" if self._path is None else str(self._path)
        return f"FileKek({where}, versions={len(self._keys)})"

    # -- the key file -------------------------------------------------------------------

    def _reload(self) -> None:
        """Read the key file if it changed since the last read; create it if missing."""
        path = self._path
        if path is None:
            return
        with self._lock:
            try:
                st = path.stat()
            except FileNotFoundError:
                # Two processes starting on a new home at once: the first file wins and
                # the other reads it, so no key is ever used that the file does not keep.
                self._write([AESGCM.generate_key(bit_length=256)], exclusive=True)
                st = path.stat()
            stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
            if stamp == self._stamp:
                return
            if st.st_mode & 0o077:
                raise KeyUnavailable(f"the key file {path} is readable by others; chmod 600 it")
            try:
                doc = json.loads(path.read_text())
                keys = [_decode(str(v), f"a key in {path}") for v in doc["versions"]]
            except (OSError, ValueError, KeyError, TypeError):
                raise KeyUnavailable(f"the key file {path} cannot be read") from None
            if not keys:
                raise KeyUnavailable(f"the key file {path} holds no key")
            self._keys = {kek_fingerprint(k): k for k in keys}
            self._current = kek_fingerprint(keys[-1])
            self._stamp = stamp

    def _write(self, keys: list[bytes], *, exclusive: bool = False) -> None:
        """Replace the key file atomically, owner-only from the first byte; `exclusive`
        writes it only if there is none yet."""
        path = self._path
        assert path is not None
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as out:
            json.dump({"versions": [base64.b64encode(k).decode() for k in keys]}, out)
            out.flush()
            os.fsync(out.fileno())
        if not exclusive:
            os.replace(tmp, path)
            return
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass
        finally:
            tmp.unlink()

    def _key(self, kek_id: str) -> bytes:
        self._reload()
        key = self._keys.get(kek_id)
        if key is None:
            raise UnknownKek(
                f"no key {kek_id} in this node's key "
                + ("environment (DISCREET_KEK_PREVIOUS?)" if self._path is None else "file")
            )
        return key

    # -- the port -----------------------------------------------------------------------

    def current_id(self) -> str:
        self._reload()
        return self._current

    def versions(self) -> list[str]:
        self._reload()
        return list(self._keys)

    def wrap(self, kek_id: str, data_key: bytes, context: bytes) -> bytes:
        nonce = os.urandom(_NONCE)
        return nonce + AESGCM(self._key(kek_id)).encrypt(nonce, data_key, context)

    def unwrap(self, kek_id: str, wrapped: bytes, context: bytes) -> bytes:
        try:
            return AESGCM(self._key(kek_id)).decrypt(wrapped[:_NONCE], wrapped[_NONCE:], context)
        except (InvalidTag, ValueError):
            raise KeyUnavailable("a wrapped data key does not open under its KEK") from None

    def rotate(self, to: str | None = None) -> str:
        if to is not None:
            raise InvalidInput("the file provider makes its own new key; --to is for KMS keys")
        if self._path is None:
            raise InvalidInput(
                "DISCREET_KEK comes from the environment: set the new key in DISCREET_KEK "
                "and the old one in DISCREET_KEK_PREVIOUS, then run the rotation again"
            )
        self._reload()
        with self._lock:
            keys = [*self._keys.values(), AESGCM.generate_key(bit_length=256)]
            self._write(keys)
            self._stamp = None
        return self.current_id()

    def retire(self, keep: frozenset[str]) -> list[str]:
        if self._path is None:
            return []
        current = self.current_id()
        with self._lock:
            gone = [k for k in self._keys if k not in keep and k != current]
            if gone:
                self._write([v for k, v in self._keys.items() if k not in gone])
                self._stamp = None
        self._reload()
        return gone
