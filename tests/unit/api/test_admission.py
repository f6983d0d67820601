"""Admission control without a server: slots, the bounded queue and its deadline, per-tenant
caps, fair hand-over of freed slots, shedding with Retry-After, and the capacity derived
from one setting."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

import httpx
import pytest

from discreet.api.admission import (
    UNIDENTIFIED,
    Admission,
    AdmissionMiddleware,
    Overloaded,
    TenantHints,
)
from discreet.bootstrap import Capacity
from discreet.config import Settings

T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coro)


async def _settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


def test_slots_are_granted_at_once_then_in_arrival_order() -> None:
    async def scenario() -> list[str]:
        admission = Admission(slots=2, tenant_slots=2, queue=10, timeout_s=5)
        order: list[str] = []
        assert await admission.acquire("a") == 0.0
        assert await admission.acquire("b") == 0.0

        async def wait(name: str) -> None:
            await admission.acquire(name)
            order.append(name)

        first = asyncio.create_task(wait("c"))
        await _settle()
        second = asyncio.create_task(wait("d"))
        await _settle()
        assert admission.stats().waiting == 2 and admission.stats().in_flight == 2
        admission.release("a", 0.01)
        await first
        admission.release("b", 0.01)
        await second
        assert admission.stats().in_flight == 2 and admission.stats().waiting == 0
        return order

    assert run(scenario()) == ["c", "d"]


def test_one_tenant_cannot_take_every_slot() -> None:
    async def scenario() -> None:
        admission = Admission(slots=3, tenant_slots=2, queue=10, timeout_s=5)
        await admission.acquire("burst")
        await admission.acquire("burst")
        third = asyncio.create_task(admission.acquire("burst"))
        await _settle()
        assert not third.done()  # a slot is free, but the tenant is at its cap
        assert await admission.acquire("quiet") == 0.0  # another tenant gets it at once
        admission.release("burst", 0.01)
        await third
        assert admission.stats().in_flight == 3

    run(scenario())


def test_a_freed_slot_goes_to_the_oldest_waiter_whose_tenant_is_under_its_cap() -> None:
    async def scenario() -> list[str]:
        admission = Admission(slots=2, tenant_slots=1, queue=10, timeout_s=5)
        await admission.acquire("a")
        await admission.acquire("b")
        granted: list[str] = []

        async def wait(tenant: str) -> None:
            await admission.acquire(tenant)
            granted.append(tenant)

        tasks = [asyncio.create_task(wait("a"))]
        await _settle()
        tasks.append(asyncio.create_task(wait("c")))
        await _settle()
        # b's slot frees: the older waiter is a's, but a is at its cap; c goes first.
        admission.release("b", 0.01)
        await _settle()
        assert granted == ["c"]
        admission.release("a", 0.01)
        await asyncio.gather(*tasks)
        return granted

    assert run(scenario()) == ["c", "a"]


def test_past_the_deadline_a_waiter_is_shed_with_retry_after() -> None:
    async def scenario() -> Overloaded:
        admission = Admission(slots=1, tenant_slots=1, queue=10, timeout_s=0.05)
        await admission.acquire("a")
        with pytest.raises(Overloaded) as caught:
            await admission.acquire("b")
        assert admission.stats().waiting == 0 and admission.stats().shed == 1
        admission.release("a", 0.01)
        assert await admission.acquire("b") == 0.0  # the slot it did not get is free again
        return caught.value

    shed = run(scenario())
    assert shed.status == 503 and shed.code == "overloaded" and shed.reason == "deadline"
    assert shed.retry_after_s >= 1


def test_a_full_queue_sheds_from_the_tenant_with_the_most_waiters() -> None:
    async def scenario() -> None:
        admission = Admission(slots=1, tenant_slots=1, queue=2, timeout_s=5)
        await admission.acquire("busy")
        first = asyncio.create_task(admission.acquire("busy"))
        newest = asyncio.create_task(admission.acquire("busy"))
        await _settle()
        with pytest.raises(Overloaded) as caught:  # the same tenant: the newcomer is shed
            await admission.acquire("busy")
        assert caught.value.reason == "queue_full"
        other = asyncio.create_task(admission.acquire("other"))
        await _settle()
        # Another tenant's request takes the place of the busy tenant's newest waiter.
        assert newest.done() and isinstance(newest.exception(), Overloaded)
        assert not first.done() and not other.done()
        admission.release("busy", 0.01)
        await first
        admission.release("busy", 0.01)
        await other
        assert admission.stats().shed == 2

    run(scenario())


def test_a_queue_of_zero_sheds_at_once() -> None:
    async def scenario() -> None:
        admission = Admission(slots=1, tenant_slots=1, queue=0, timeout_s=5)
        await admission.acquire("a")
        with pytest.raises(Overloaded):
            await admission.acquire("b")

    run(scenario())


def test_a_cancelled_waiter_leaves_the_queue_and_no_slot_behind() -> None:
    async def scenario() -> None:
        admission = Admission(slots=1, tenant_slots=1, queue=5, timeout_s=5)
        await admission.acquire("a")
        waiting = asyncio.create_task(admission.acquire("b"))
        await _settle()
        waiting.cancel()
        await _settle()
        assert admission.stats().waiting == 0
        admission.release("a", 0.01)
        assert admission.stats().in_flight == 0

    run(scenario())


def test_saturation_is_a_half_full_queue() -> None:
    async def scenario() -> None:
        admission = Admission(slots=1, tenant_slots=1, queue=4, timeout_s=5)
        await admission.acquire("a")
        assert not admission.saturated()
        tasks = [asyncio.create_task(admission.acquire(t)) for t in ("b", "c")]
        await _settle()
        assert admission.saturated()
        for _ in tasks:
            admission.release("a", 0.01)
            await _settle()
        await asyncio.gather(*tasks)

    run(scenario())


def test_tenant_hints_map_key_digests_and_forget_the_oldest() -> None:
    hints = TenantHints(size=2)
    assert hints.tenant_for("Bearer k1") == UNIDENTIFIED
    assert hints.tenant_for("") == UNIDENTIFIED
    hints.remember("Bearer k1", "t1")
    hints.remember("Bearer k2", "t2")
    assert hints.tenant_for("Bearer k1") == "t1"  # now the most recently used
    hints.remember("Bearer k3", "t3")
    assert hints.tenant_for("Bearer k2") == UNIDENTIFIED
    assert hints.tenant_for("bearer k1") == "t1" and hints.tenant_for("Bearer k3") == "t3"
    assert "k1" not in repr(hints.__dict__)  # digests only, never the key


def _asgi(app: Callable[..., Awaitable[None]]) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t")


def test_the_middleware_answers_503_with_retry_after_and_never_queues_the_probes() -> None:
    release = asyncio.Event

    async def scenario() -> None:
        gate = release()

        async def app(scope: Any, receive: Any, send: Any) -> None:
            if scope["path"] == "/v1/slow":
                await gate.wait()
            await send({"type": "http.response.start", "status": 200, "headers": []})
            await send({"type": "http.response.body", "body": b"ok"})

        admission = Admission(slots=1, tenant_slots=1, queue=0, timeout_s=5)
        wrapped = AdmissionMiddleware(app, admission=admission, hints=TenantHints())
        async with _asgi(wrapped) as http:
            slow = asyncio.create_task(http.get("/v1/slow"))
            await _settle()
            shed = await http.get("/v1/other", headers={"Authorization": "Bearer k"})
            assert shed.status_code == 503
            assert int(shed.headers["retry-after"]) >= 1
            assert shed.json()["error"]["code"] == "overloaded"
            assert (await http.get("/readyz")).status_code == 200  # not admitted, not queued
            gate.set()
            assert (await slow).status_code == 200
        assert admission.stats().in_flight == 0

    run(scenario())


def test_one_setting_sizes_slots_threads_pool_and_worker() -> None:
    settings = Settings(DISCREET_CONCURRENCY=12)  # type: ignore[call-arg]
    cap = Capacity.from_settings(settings)
    assert cap.requests == 12 and cap.tenant_slots == 9 and cap.worker_threads == 3
    assert (
        cap.pool_size == 12 + 2 * 3 + 2
    )  # every admitted request, each job thread and its lease heartbeat, the probes
    assert cap.threads >= cap.requests
    one = Capacity.from_settings(Settings(DISCREET_CONCURRENCY=1))  # type: ignore[call-arg]
    assert one.requests == one.tenant_slots == one.worker_threads == 1
    two = Capacity.from_settings(Settings(DISCREET_CONCURRENCY=2))  # type: ignore[call-arg]
    assert two.tenant_slots == 1  # another tenant always finds a slot
    alone = Settings(DISCREET_CONCURRENCY=4, DISCREET_TENANT_SHARE=1)  # type: ignore[call-arg]
    assert Capacity.from_settings(alone).tenant_slots == 4  # one tenant may take every slot
    default = Capacity.from_settings(Settings())
    assert default.requests >= 4


def test_readyz_is_503_with_retry_after_while_the_queue_is_half_full() -> None:
    from types import SimpleNamespace

    from fastapi import FastAPI
    from sqlalchemy import create_engine

    from discreet.api.routes import health

    async def scenario() -> None:
        app = FastAPI()
        app.include_router(health.router)
        app.state.container = SimpleNamespace(engine=create_engine("sqlite://"))
        admission = Admission(slots=1, tenant_slots=1, queue=2, timeout_s=5)
        app.state.admission = admission
        await admission.acquire("a")
        waiting = asyncio.create_task(admission.acquire("b"))
        await _settle()
        async with _asgi(app) as http:
            r = await http.get("/readyz")
        assert r.status_code == 503 and int(r.headers["retry-after"]) >= 1
        body = r.json()
        assert body["status"] == "not_ready" and body["checks"]["capacity"] == "saturated"
        assert body["load"]["waiting"] == 1 and body["load"]["in_flight"] == 1
        assert "database" not in body["checks"]  # a saturated node is not probed further
        admission.release("a", 0.01)
        await waiting

    run(scenario())
