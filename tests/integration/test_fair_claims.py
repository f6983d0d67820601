"""Fair claims (issue 15): a batch claim takes jobs round-robin across tenants, so one
tenant's backlog cannot starve another tenant's job; a tenant with nothing running goes
ahead of the next job of a tenant that already has one running; concurrent claims never
take the same job.

The jobs here are of a kind no worker handles; the test server's worker is paused
(`sole_worker`) and what they leave is deleted, so no other worker sees them."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from uuid import UUID

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.storage.engine import UnitOfWork, app_transaction
from discreet.storage.outbox import ClaimedJob, claim_jobs, enqueue
from discreet.worker import TenantTx, Worker

pytestmark = pytest.mark.integration

KIND = "test.fair_claim"


@pytest.fixture
def queue(container: Container, sole_worker: None) -> Iterator[None]:
    """A queue holding nothing due but this test's jobs, emptied of them afterwards."""
    yield
    with container.admin_engine.begin() as conn:
        conn.execute(text("DELETE FROM jobs WHERE kind = :k"), {"k": KIND})


def _enqueue(container: Container, tenant: UUID, n: int) -> list[UUID]:
    with UnitOfWork(container.engine, tenant) as uow:
        ids = [enqueue(uow.conn, tenant_id=tenant, kind=KIND, payload={"n": i}) for i in range(n)]
        uow.commit()
    return [i for i in ids if i is not None]


def _claim(container: Container, worker: str, limit: int) -> list[ClaimedJob]:
    with app_transaction(container.engine) as conn:
        return claim_jobs(conn, worker=worker, limit=limit, lease_s=60)


def test_another_tenants_job_is_in_the_first_batch_behind_a_backlog(
    container: Container, tenant_factory: Callable[..., UUID], queue: None
) -> None:
    heavy, light = tenant_factory(), tenant_factory()
    backlog = _enqueue(container, heavy, 40)
    (small,) = _enqueue(container, light, 1)  # enqueued last: the oldest-first claim's last

    batch = _claim(container, "fair-first", 4)

    assert small in [job.id for job in batch]
    assert {job.tenant_id for job in batch} == {heavy, light}
    assert len(batch) == 4
    assert {job.id for job in batch if job.tenant_id == heavy} <= set(backlog)


def test_a_tenant_with_nothing_running_goes_first(
    container: Container, tenant_factory: Callable[..., UUID], queue: None
) -> None:
    heavy, light = tenant_factory(), tenant_factory()
    _enqueue(container, heavy, 10)
    (running,) = _claim(container, "fair-busy", 1)  # the heavy tenant's first, in flight
    assert running.tenant_id == heavy
    (small,) = _enqueue(container, light, 1)

    batch = _claim(container, "fair-next", 3)

    # In turn order, which the worker runs a batch in: the light tenant's job first.
    assert [job.tenant_id for job in batch] == [light, heavy, heavy]
    assert batch[0].id == small


def test_concurrent_claims_take_different_jobs(
    container: Container, tenant_factory: Callable[..., UUID], queue: None
) -> None:
    heavy, light = tenant_factory(), tenant_factory()
    _enqueue(container, heavy, 12)
    _enqueue(container, light, 2)

    with app_transaction(container.engine) as first_conn:
        first = claim_jobs(first_conn, worker="fair-a", limit=4, lease_s=60)
        # The first claim's rows stay locked until it commits: the second skips them.
        second = _claim(container, "fair-b", 4)
    third = _claim(container, "fair-c", 4)

    ids = [job.id for job in first + second + third]
    assert len(ids) == len(set(ids)) == 12
    assert {job.tenant_id for job in first} == {heavy, light}


def test_a_job_whose_lease_ran_out_is_claimed_again(
    container: Container, tenant_factory: Callable[..., UUID], queue: None
) -> None:
    tenant = tenant_factory()
    (job_id,) = _enqueue(container, tenant, 1)
    (claimed,) = _claim(container, "fair-dead", 1)
    assert _claim(container, "fair-live", 1) == []  # its lease is live
    with container.admin_engine.begin() as conn:
        conn.execute(
            text("UPDATE jobs SET lease_until = now() - interval '1 second' WHERE id = :id"),
            {"id": job_id},
        )

    (again,) = _claim(container, "fair-live", 1)

    assert again.id == claimed.id == job_id
    assert again.attempts == 2


def test_a_worker_loop_holds_only_the_job_it_runs(
    container: Container, tenant_factory: Callable[..., UUID], queue: None
) -> None:
    """Another loop can take the rest at once: none of it waits, claimed, behind a long job
    with a lease nothing renews."""
    tenant = tenant_factory()
    _enqueue(container, tenant, 3)
    started, proceed = threading.Event(), threading.Event()

    def slow(_job: ClaimedJob, _begin: Callable[[], TenantTx]) -> None:
        started.set()
        assert proceed.wait(30), "the test never let the job finish"

    worker = Worker(container.engine, {KIND: slow}, name="fair-loop")
    runner = threading.Thread(target=worker.run_once)
    runner.start()
    try:
        assert started.wait(30)
        with container.admin_engine.connect() as conn:
            held = conn.execute(
                text("SELECT count(*) FROM jobs WHERE kind = :k AND locked_by = 'fair-loop'"),
                {"k": KIND},
            ).scalar_one()
        assert held == 1
        assert len(_claim(container, "fair-other-loop", 4)) == 2
    finally:
        proceed.set()
        runner.join(30)
