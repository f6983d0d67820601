"""Rate limits per key and per tenant, over real HTTP: two app instances sharing their
buckets through Redis (127.0.0.1:6379), and one instance on its own buckets without Redis.
Each 429 carries ``Retry-After`` and the API's error shape."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator
from contextlib import contextmanager
from uuid import UUID

import httpx
import pytest
import redis
from pydantic import SecretStr

from discreet.api.app import create_app
from discreet.bootstrap import Container
from discreet.services.admin import create_api_key
from discreet.tenancy import Role
from discreet.tenancy.directory import create_tenant
from tests.conftest import need_service
from tests.support.serving import serve

pytestmark = pytest.mark.e2e

REDIS_URL = "redis://127.0.0.1:6379/0"


def _redis_up() -> bool:
    try:
        return bool(redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


@contextmanager
def _serving(container: Container, **settings: object) -> Iterator[str]:
    wired = dataclasses.replace(container, settings=container.settings.model_copy(update=settings))
    with serve(create_app(wired), name="rate-limited-api") as base_url:
        yield base_url


def _tenant(container: Container, keys: int = 1) -> list[str]:
    with container.admin_engine.begin() as conn:
        tenant = create_tenant(conn, f"rate-{time.time_ns()}")
    return [
        create_api_key(container.engine, UUID(str(tenant)), roles={Role.CONTENT})
        for _ in range(keys)
    ]


def _burst(bases: list[str], keys: list[str], n: int) -> list[httpx.Response]:
    """`n` requests as fast as one client sends them, round-robin over servers and keys."""
    answers = []
    with httpx.Client(timeout=30) as http:
        for i in range(n):
            answers.append(
                http.get(
                    f"{bases[i % len(bases)]}/v1/documents",
                    headers={"Authorization": f"Bearer {keys[i % len(keys)]}"},
                )
            )
    return answers


def _check_refusals(answers: list[httpx.Response]) -> None:
    for r in answers:
        assert r.status_code in (200, 429), r.text
        if r.status_code == 429:
            assert int(r.headers["retry-after"]) >= 1
            assert r.json()["error"]["code"] == "rate_limited"


def test_two_nodes_share_one_key_bucket_through_redis(container: Container) -> None:
    need_service("redis", _redis_up(), f"no Redis at {REDIS_URL}")
    limits = {
        "redis_url": SecretStr(REDIS_URL),
        "rate_key_per_s": 2.0,
        "rate_key_burst": 10,
        "rate_tenant_per_s": 0.0,
    }
    (key,) = _tenant(container)
    with _serving(container, **limits) as a, _serving(container, **limits) as b:
        started = time.monotonic()
        answers = _burst([a, b], [key], 40)
        elapsed = time.monotonic() - started
    _check_refusals(answers)
    ok = sum(r.status_code == 200 for r in answers)
    # One bucket for both nodes: the burst plus what refilled meanwhile, not twice that.
    assert 10 <= ok <= 10 + int(2.0 * elapsed) + 1, (ok, elapsed)
    served_by = {str(r.request.url.port) for r in answers if r.status_code == 429}
    assert len(served_by) == 2  # both nodes refused


def test_a_tenants_keys_share_the_tenant_bucket(container: Container) -> None:
    need_service("redis", _redis_up(), f"no Redis at {REDIS_URL}")
    limits = {
        "redis_url": SecretStr(REDIS_URL),
        "rate_key_per_s": 0.0,
        "rate_tenant_per_s": 2.0,
        "rate_tenant_burst": 12,
    }
    keys = _tenant(container, keys=3)
    (other,) = _tenant(container)
    with _serving(container, **limits) as base:
        started = time.monotonic()
        answers = _burst([base], keys, 36)
        elapsed = time.monotonic() - started
        # Another tenant is not held back by this one's burst.
        assert _burst([base], [other], 1)[0].status_code == 200
    _check_refusals(answers)
    ok = sum(r.status_code == 200 for r in answers)
    assert 12 <= ok <= 12 + int(2.0 * elapsed) + 1, (ok, elapsed)


def test_without_redis_a_node_keeps_its_own_buckets(container: Container) -> None:
    (key,) = _tenant(container)
    limits = {"redis_url": None, "rate_key_per_s": 1.0, "rate_key_burst": 5}
    with _serving(container, **limits) as base:
        answers = _burst([base], [key], 12)
        time.sleep(1.2)  # a token comes back
        again = _burst([base], [key], 1)[0]
    _check_refusals(answers)
    assert [r.status_code for r in answers[:5]] == [200] * 5
    assert sum(r.status_code == 429 for r in answers) >= 5
    assert again.status_code == 200
