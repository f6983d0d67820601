"""Admission control: how many API requests do work at once, who waits, and who is told to
come back later.

Every ``/v1`` request takes one of `Capacity.requests` slots before it runs and gives it back
when its response is sent. The slots are sized so that the admitted requests, the worker and
the probes each find a pooled database connection without waiting (see
`bootstrap.Capacity`), so more load makes requests wait here, in order, on the event loop (no
thread, no connection), instead of in the pool.

- **Bounded wait.** At most `Capacity.queue` requests wait, each at most
  `Capacity.queue_timeout_s`. A request that cannot wait gets ``503 overloaded`` with a
  ``Retry-After`` estimated from the queue ahead of it; never a 500, never a hang.
- **Per tenant.** A tenant holds at most `Capacity.tenant_slots` slots at once; its next
  requests wait while other tenants' requests take the free slots. Freed slots go to the
  oldest waiter whose tenant is under its cap. When the queue is full, the newest waiter of
  the tenant with the most waiters is shed to make room for a tenant with fewer, so one
  tenant's burst cannot fill the queue either.

The tenant is known only after authentication, which runs inside the request; so the
middleware goes by a hint: a digest of the request's API key, mapped to its tenant once a
request with that key has authenticated (`remember_tenant`, a router dependency). Requests
whose key has not been seen yet share one bucket, ``unidentified``, under the same cap. The
hint only decides who waits; authentication still decides who may act.

Everything here runs on the server's event loop, so it needs no locks.
"""

from __future__ import annotations

import asyncio
import hashlib
import math
import time
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any, Final

from fastapi import Request

from discreet.api.asgi import send_json
from discreet.api.deps import PrincipalDep
from discreet.errors import Unavailable
from discreet.observability import (
    ADMISSION_IN_FLIGHT,
    ADMISSION_QUEUE_DEPTH,
    ADMISSION_WAIT,
    REQUESTS_SHED,
)

__all__ = [
    "UNIDENTIFIED",
    "Admission",
    "AdmissionMiddleware",
    "AdmissionStats",
    "Overloaded",
    "TenantHints",
    "remember_tenant",
]

UNIDENTIFIED: Final = "unidentified"
"""The bucket of requests whose API key has not authenticated on this node yet."""

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class Overloaded(Unavailable):
    """The node is at capacity: the request was not run; retry after `retry_after_s`."""

    code = "overloaded"

    def __init__(self, message: str, *, retry_after_s: int, reason: str) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s
        self.reason = reason


@dataclass(frozen=True)
class AdmissionStats:
    slots: int
    in_flight: int
    waiting: int
    queue: int
    oldest_wait_s: float
    shed: int


@dataclass(eq=False)
class _Waiter:
    tenant: str
    seq: int
    since: float
    granted: asyncio.Future[None] = field(repr=False)


class Admission:
    """Slots, a bounded queue with a deadline, and per-tenant caps (see the module doc)."""

    def __init__(
        self,
        *,
        slots: int,
        tenant_slots: int,
        queue: int,
        timeout_s: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if slots < 1 or tenant_slots < 1 or queue < 0 or timeout_s <= 0:
            raise ValueError("admission needs slots >= 1, tenant_slots >= 1, queue >= 0")
        self.slots = slots
        self.tenant_slots = min(tenant_slots, slots)
        self.queue = queue
        self.timeout_s = timeout_s
        self._clock = clock
        self._in_flight = 0
        self._active: dict[str, int] = {}
        self._waiting: dict[str, deque[_Waiter]] = {}
        self._n_waiting = 0
        self._seq = 0
        self._shed = 0
        self._service_s = 0.05  # a running mean of how long an admitted request takes
        self._publish()

    # --- the two calls a request makes -------------------------------------------------

    async def acquire(self, tenant: str) -> float:
        """Wait for a slot; returns the seconds waited, or raises `Overloaded`."""
        if self._in_flight < self.slots and self._active.get(tenant, 0) < self.tenant_slots:
            self._grant(tenant)
            ADMISSION_WAIT.observe(0.0)
            return 0.0
        waiter = self._enqueue(tenant)
        try:
            await asyncio.wait({waiter.granted}, timeout=self.timeout_s)
        except BaseException:
            self._abandon(waiter)  # the client went away while it waited
            raise
        if not waiter.granted.done():
            self._remove(waiter)
            waiter.granted.cancel()
            raise self._shed_error("deadline", ahead=self._n_waiting)
        waiter.granted.result()  # raises Overloaded if it was evicted from a full queue
        waited = self._clock() - waiter.since
        ADMISSION_WAIT.observe(waited)
        return waited

    def release(self, tenant: str, service_s: float) -> None:
        """Give back a slot taken by `acquire` after `service_s` seconds of work."""
        self._in_flight -= 1
        left = self._active.get(tenant, 0) - 1
        if left > 0:
            self._active[tenant] = left
        else:
            self._active.pop(tenant, None)
        self._service_s += 0.1 * (max(service_s, 0.0) - self._service_s)
        self._dispatch()
        self._publish()

    # --- what the probes read ------------------------------------------------------------

    def stats(self) -> AdmissionStats:
        now = self._clock()
        oldest = min((q[0].since for q in self._waiting.values() if q), default=now)
        return AdmissionStats(
            slots=self.slots,
            in_flight=self._in_flight,
            waiting=self._n_waiting,
            queue=self.queue,
            oldest_wait_s=round(now - oldest, 3),
            shed=self._shed,
        )

    def saturated(self) -> bool:
        """True when a load balancer should send this node no more traffic: the queue is at
        least half full, or its oldest request has waited half its deadline."""
        s = self.stats()
        if s.waiting == 0:
            return False
        return s.waiting * 2 >= max(1, self.queue) or s.oldest_wait_s * 2 >= self.timeout_s

    def retry_after_s(self, ahead: int | None = None) -> int:
        """Seconds until the queue ahead (all of it by default) has probably drained."""
        ahead = self._n_waiting if ahead is None else ahead
        estimate = (ahead + 1) * self._service_s / self.slots
        return max(1, min(60, math.ceil(estimate)))

    # --- inside ----------------------------------------------------------------------------

    def _grant(self, tenant: str) -> None:
        self._in_flight += 1
        self._active[tenant] = self._active.get(tenant, 0) + 1
        self._publish()

    def _enqueue(self, tenant: str) -> _Waiter:
        if self._n_waiting >= self.queue:
            victim = self._longest_queue()
            if victim is None or len(self._waiting[victim]) <= len(self._waiting.get(tenant, ())):
                raise self._shed_error("queue_full", ahead=self._n_waiting)
            evicted = self._waiting[victim].pop()  # that tenant's newest waiter
            self._n_waiting -= 1
            if not self._waiting[victim]:
                del self._waiting[victim]
            evicted.granted.set_exception(self._shed_error("queue_full", ahead=self._n_waiting))
        self._seq += 1
        loop = asyncio.get_running_loop()
        waiter = _Waiter(
            tenant=tenant, seq=self._seq, since=self._clock(), granted=loop.create_future()
        )
        self._waiting.setdefault(tenant, deque()).append(waiter)
        self._n_waiting += 1
        self._publish()
        return waiter

    def _longest_queue(self) -> str | None:
        return max(self._waiting, key=lambda t: len(self._waiting[t]), default=None)

    def _remove(self, waiter: _Waiter) -> None:
        queue = self._waiting.get(waiter.tenant)
        if queue is not None and waiter in queue:
            queue.remove(waiter)
            self._n_waiting -= 1
            if not queue:
                del self._waiting[waiter.tenant]
            self._publish()

    def _abandon(self, waiter: _Waiter) -> None:
        if waiter.granted.done() and not waiter.granted.cancelled():
            if waiter.granted.exception() is None:
                self.release(waiter.tenant, 0.0)  # granted just as it was cancelled
            return
        self._remove(waiter)
        waiter.granted.cancel()

    def _dispatch(self) -> None:
        """Hand free slots to the oldest waiters whose tenants are under their cap."""
        while self._in_flight < self.slots and self._n_waiting:
            eligible = [
                q[0]
                for t, q in self._waiting.items()
                if q and self._active.get(t, 0) < self.tenant_slots
            ]
            if not eligible:
                return
            waiter = min(eligible, key=lambda w: w.seq)
            self._waiting[waiter.tenant].popleft()
            self._n_waiting -= 1
            if not self._waiting[waiter.tenant]:
                del self._waiting[waiter.tenant]
            self._grant(waiter.tenant)
            waiter.granted.set_result(None)

    def _shed_error(self, reason: str, *, ahead: int) -> Overloaded:
        self._shed += 1
        REQUESTS_SHED.labels(reason).inc()
        retry = self.retry_after_s(ahead)
        what = "too many requests are waiting" if reason == "queue_full" else "no slot came free"
        return Overloaded(
            f"this node is at capacity ({what}); retry in {retry} s",
            retry_after_s=retry,
            reason=reason,
        )

    def _publish(self) -> None:
        ADMISSION_IN_FLIGHT.set(self._in_flight)
        ADMISSION_QUEUE_DEPTH.set(self._n_waiting)


class TenantHints:
    """API-key digest → tenant id, for the requests the key makes after it authenticated
    once; bounded (least recently used first out). Only digests are kept, never keys."""

    def __init__(self, *, size: int = 10_000) -> None:
        self._size = size
        self._tenants: OrderedDict[bytes, str] = OrderedDict()

    @staticmethod
    def digest(authorization: str) -> bytes | None:
        scheme, _, token = authorization.partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token:
            return None
        return hashlib.blake2b(token.encode(), digest_size=16).digest()

    def tenant_for(self, authorization: str) -> str:
        key = self.digest(authorization)
        tenant = self._tenants.get(key) if key is not None else None
        if tenant is None:
            return UNIDENTIFIED
        self._tenants.move_to_end(key)  # type: ignore[arg-type]
        return tenant

    def remember(self, authorization: str, tenant: str) -> None:
        key = self.digest(authorization)
        if key is None or self._tenants.get(key) == tenant:
            return
        self._tenants[key] = tenant
        self._tenants.move_to_end(key)
        while len(self._tenants) > self._size:
            self._tenants.popitem(last=False)


async def remember_tenant(request: Request, principal: PrincipalDep) -> None:
    """Router dependency: note which tenant this request's API key belongs to, for the
    admission of its later requests. Runs on the event loop, after authentication."""
    hints: TenantHints | None = getattr(request.app.state, "tenant_hints", None)
    if hints is not None:
        hints.remember(request.headers.get("authorization", ""), str(principal.tenant_id))


class AdmissionMiddleware:
    """ASGI middleware: ``/v1`` requests take a slot (or get 503 with ``Retry-After``);
    the probes, /metrics and the API docs are never queued."""

    def __init__(
        self, app: ASGIApp, *, admission: Admission, hints: TenantHints, prefix: str = "/v1/"
    ) -> None:
        self.app = app
        self.admission = admission
        self.hints = hints
        self.prefix = prefix

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not str(scope.get("path", "")).startswith(self.prefix):
            await self.app(scope, receive, send)
            return
        authorization = ""
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                authorization = value.decode("latin-1")
                break
        tenant = self.hints.tenant_for(authorization)
        try:
            await self.admission.acquire(tenant)
        except Overloaded as exc:
            await _overloaded(send, exc)
            return
        started = time.perf_counter()
        try:
            await self.app(scope, receive, send)
        finally:
            self.admission.release(tenant, time.perf_counter() - started)


async def _overloaded(send: Send, exc: Overloaded) -> None:
    body = {"error": {"code": exc.code, "message": exc.message}}
    await send_json(send, exc.status, body, (b"retry-after", str(exc.retry_after_s).encode()))
