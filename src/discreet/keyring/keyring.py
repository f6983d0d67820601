"""The keyring: wraps new data keys under the current KEK, unwraps stored ones under the
version that wrapped them, and caches unwraps from remote providers for a short while."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict

from discreet.keyring.port import KekProvider, UnknownKek, WrappedKey, provider_of

__all__ = ["Keyring"]


class Keyring:
    """Envelope encryption over one `KekProvider`.

    A remote provider (a KMS) would be called on every turn of every session; its unwraps
    are kept in memory for `cache_s` seconds (at most `cache_size` of them), which is the
    usual trade of a data-key cache. A local provider is never cached.
    """

    def __init__(
        self, provider: KekProvider, *, cache_s: float = 300.0, cache_size: int = 4096
    ) -> None:
        self.provider = provider
        self._cache_s = cache_s if provider.remote else 0.0
        self._cache_size = cache_size
        self._cache: OrderedDict[tuple[str, bytes, bytes], tuple[float, bytes]] = OrderedDict()
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"Keyring(provider={self.provider.name!r})"

    @property
    def current_id(self) -> str:
        return self.provider.current_id()

    def wrap(self, data_key: bytes, *, context: bytes) -> WrappedKey:
        kek_id = self.provider.current_id()
        return WrappedKey(self.provider.wrap(kek_id, data_key, context), kek_id)

    def unwrap(self, key: WrappedKey, *, context: bytes) -> bytes:
        if provider_of(key.kek_id) != self.provider.name:
            raise UnknownKek(
                f"a data key is wrapped by the {provider_of(key.kek_id)!r} provider, but this "
                f"node uses {self.provider.name!r} (DISCREET_KEK_PROVIDER)"
            )
        slot = (key.kek_id, key.wrapped, context)
        if self._cache_s:
            with self._lock:
                hit = self._cache.get(slot)
                if hit is not None and hit[0] > time.monotonic():
                    self._cache.move_to_end(slot)
                    return hit[1]
        data_key = self.provider.unwrap(key.kek_id, key.wrapped, context)
        if self._cache_s:
            with self._lock:
                self._cache[slot] = (time.monotonic() + self._cache_s, data_key)
                while len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
        return data_key

    def forget(self) -> None:
        """Drop every cached unwrap (after a rotation, or on shutdown)."""
        with self._lock:
            self._cache.clear()

    def rewrap(self, key: WrappedKey, *, context: bytes) -> WrappedKey:
        """The same data key wrapped under the current version (itself if it already is)."""
        if key.kek_id == self.provider.current_id():
            return key
        return self.wrap(self.unwrap(key, context=context), context=context)

    def rotate(self, to: str | None = None) -> str:
        kek_id = self.provider.rotate(to)
        self.forget()
        return kek_id
