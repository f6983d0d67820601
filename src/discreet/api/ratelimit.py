"""Request rates per API key and per tenant: token buckets, shared by every node.

Each authenticated ``/v1`` request takes one token from its key's bucket and one from its
tenant's; a bucket refills at ``rate`` tokens a second up to ``burst``. A request finding
either bucket empty is answered ``429 {"error": {"code": "rate_limited"}}`` with
``Retry-After`` (whole seconds, at least 1) and takes nothing from the other. With
``REDIS_URL`` the buckets live in Redis and are checked and taken in one Lua script on the
server's clock, so every node draws from the same buckets; without Redis each node keeps
its own (the limits are then per node). If Redis cannot be reached the request passes and
a warning is logged: a limiter outage is not an API outage.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

import structlog
from fastapi import Request

from discreet.api.deps import PrincipalDep
from discreet.api.responses import raises
from discreet.config import Settings
from discreet.errors import DiscreetError

__all__ = [
    "Bucket",
    "BucketStore",
    "MemoryBuckets",
    "RateLimited",
    "RateLimiter",
    "RedisBuckets",
    "limit_rate",
    "rate_limiter",
]

log = structlog.get_logger("discreet.api.ratelimit")


class RateLimited(DiscreetError):
    code: ClassVar[str] = "rate_limited"
    status: ClassVar[int] = 429

    def __init__(self, retry_after_s: float) -> None:
        super().__init__("too many requests; retry after the time in Retry-After")
        self.retry_after_s = max(1, math.ceil(retry_after_s))


@dataclass(frozen=True)
class Bucket:
    """A bucket's limits: `rate` tokens a second, at most `burst` held."""

    rate: float
    burst: int


class BucketStore(Protocol):
    def take(self, buckets: Sequence[tuple[str, Bucket]]) -> float:
        """Take one token from each bucket if every one has a token: 0.0. Otherwise take
        none and answer the seconds until all would have one."""
        ...


class MemoryBuckets:
    """This process's buckets (no Redis): exact for one node."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._state: dict[str, tuple[float, float]] = {}  # name -> (tokens, at)

    def take(self, buckets: Sequence[tuple[str, Bucket]]) -> float:
        now = time.monotonic()
        with self._lock:
            levels = []
            wait = 0.0
            for name, b in buckets:
                tokens, at = self._state.get(name, (float(b.burst), now))
                tokens = min(float(b.burst), tokens + (now - at) * b.rate)
                levels.append(tokens)
                if tokens < 1:
                    wait = max(wait, (1 - tokens) / b.rate)
            if wait > 0:
                return wait
            for (name, _), tokens in zip(buckets, levels, strict=True):
                self._state[name] = (tokens - 1, now)
            if len(self._state) > 100_000:  # idle keys: full again, so forgetting is exact
                self._state = {k: v for k, v in self._state.items() if now - v[1] < 3600}
            return 0.0


# KEYS: the buckets; ARGV: rate, burst for each. The server's clock, so nodes agree.
_TAKE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local levels = {}
local wait = 0
for i = 1, #KEYS do
  local rate = tonumber(ARGV[2 * i - 1])
  local burst = tonumber(ARGV[2 * i])
  local v = redis.call('HMGET', KEYS[i], 't', 'ts')
  local tokens = tonumber(v[1]) or burst
  local ts = tonumber(v[2]) or now
  tokens = math.min(burst, tokens + math.max(0, now - ts) * rate)
  levels[i] = tokens
  if tokens < 1 then
    local w = (1 - tokens) / rate
    if w > wait then wait = w end
  end
end
if wait > 0 then return tostring(wait) end
for i = 1, #KEYS do
  local rate = tonumber(ARGV[2 * i - 1])
  local burst = tonumber(ARGV[2 * i])
  redis.call('HSET', KEYS[i], 't', tostring(levels[i] - 1), 'ts', tostring(now))
  redis.call('PEXPIRE', KEYS[i], math.ceil(burst / rate * 1000) + 1000)
end
return '0'
"""


class RedisBuckets:
    """Buckets in Redis under ``discreet:rl:<name>``, shared by every node."""

    def __init__(self, client: Any) -> None:
        self._client = client
        self._script = client.register_script(_TAKE)

    def take(self, buckets: Sequence[tuple[str, Bucket]]) -> float:
        keys = [f"discreet:rl:{name}" for name, _ in buckets]
        args: list[str] = []
        for _, b in buckets:
            args += [repr(float(b.rate)), str(b.burst)]
        return float(self._script(keys=keys, args=args))


class RateLimiter:
    """The key's and the tenant's bucket for each request; either limit 0 turns it off."""

    def __init__(self, store: BucketStore, *, key: Bucket | None, tenant: Bucket | None) -> None:
        self.store = store
        self.key = key
        self.tenant = tenant

    def check(self, *, key_id: object, tenant_id: object) -> None:
        buckets: list[tuple[str, Bucket]] = []
        if self.key is not None:
            buckets.append((f"key:{key_id}", self.key))
        if self.tenant is not None:
            buckets.append((f"tenant:{tenant_id}", self.tenant))
        if not buckets:
            return
        try:
            wait = self.store.take(buckets)
        except Exception as exc:  # the store is down: let the request through
            log.warning("rate_limiter_unavailable", error_type=type(exc).__name__)
            return
        if wait > 0:
            raise RateLimited(wait)


@raises(RateLimited)
async def limit_rate(request: Request, principal: PrincipalDep) -> None:
    """Router dependency, after authentication: take the request's tokens or refuse it.
    Runs on the event loop: one Redis round trip (a socket timeout of 0.5 s) or a dict."""
    limiter: RateLimiter | None = getattr(request.app.state, "rate_limiter", None)
    if limiter is not None:
        limiter.check(key_id=principal.key_id, tenant_id=principal.tenant_id)


def rate_limiter(settings: Settings) -> RateLimiter | None:
    """The limiter the settings ask for: Redis buckets with ``REDIS_URL``, else this
    process's; None when both limits are off (a rate of 0)."""
    key = Bucket(settings.rate_key_per_s, settings.rate_key_burst)
    tenant = Bucket(settings.rate_tenant_per_s, settings.rate_tenant_burst)
    if key.rate <= 0 and tenant.rate <= 0:
        return None
    store: BucketStore
    if settings.redis_url is not None:
        import redis

        client = redis.Redis.from_url(
            settings.redis_url.get_secret_value(), socket_timeout=0.5, socket_connect_timeout=0.5
        )
        store = RedisBuckets(client)
    else:
        store = MemoryBuckets()
    return RateLimiter(
        store, key=key if key.rate > 0 else None, tenant=tenant if tenant.rate > 0 else None
    )
