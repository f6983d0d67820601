"""A worker stops gracefully: the job it is running finishes, the jobs it had claimed but
not started go back to the queue at once, SIGTERM does it for a standalone `discreet
worker`, which also serves /metrics; `discreet worker --once` runs the sweeps too."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from uuid import UUID

import httpx
import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.services import sessions as session_service
from discreet.services.admin import staff_principal
from discreet.storage.engine import UnitOfWork
from discreet.storage.outbox import ClaimedJob, enqueue
from discreet.tenancy.directory import create_customer
from discreet.worker import TenantTx, Worker
from tests.support.serving import free_port

pytestmark = pytest.mark.integration

KIND = "test.graceful"


def _claimed_jobs(container: Container, tenant: UUID, worker: str, n: int) -> list[ClaimedJob]:
    """n jobs in the state `claim_jobs` leaves them in, held by `worker` (claimed here
    directly, so that no other worker in the test run can take them first)."""
    with UnitOfWork(container.engine, tenant) as uow:
        ids = [enqueue(uow.conn, tenant_id=tenant, kind=KIND, payload={"n": i}) for i in range(n)]
        uow.conn.execute(
            text(
                "UPDATE jobs SET status = 'running', attempts = 1, locked_by = :w, "
                "lease_until = now() + interval '10 minutes' WHERE id = ANY(:ids)"
            ),
            {"w": worker, "ids": ids},
        )
        uow.commit()
    return [
        ClaimedJob(id=i, tenant_id=tenant, kind=KIND, payload={"n": n}, attempts=1, max_attempts=5)
        for n, i in enumerate(ids)
        if i is not None
    ]


def test_stop_finishes_the_running_job_and_releases_the_others(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    started = threading.Event()
    proceed = threading.Event()
    ran: list[int] = []

    def slow(job: ClaimedJob, _begin: Callable[[], TenantTx]) -> None:
        ran.append(int(job.payload["n"]))
        started.set()
        assert proceed.wait(30), "the test never let the job finish"

    worker = Worker(container.engine, {KIND: slow}, name=f"graceful-{time.time_ns()}")
    jobs = _claimed_jobs(container, tenant, worker.name, 3)
    assert len(jobs) == 3
    result: list[int] = []
    runner = threading.Thread(target=lambda: result.append(worker.run_claimed(jobs)))
    runner.start()
    assert started.wait(30)
    worker.stop()  # what SIGTERM does, while the first job is in flight
    proceed.set()
    runner.join(30)
    assert not runner.is_alive()

    assert ran == [0] and result == [1]
    with UnitOfWork(container.engine, tenant) as uow:
        rows = {
            r.id: r
            for r in uow.conn.execute(
                text(
                    "SELECT id, status, attempts, locked_by, lease_until FROM jobs "
                    "WHERE id = ANY(:ids)"
                ),
                {"ids": [j.id for j in jobs]},
            )
        }
    first, *rest = (rows[j.id] for j in jobs)
    assert first.status == "done"
    for row in rest:
        # Back in the queue, the aborted claim not counted. Another worker of the test run
        # may already have claimed it again; never does it stay leased to the stopped one.
        assert row.locked_by != worker.name
        if row.locked_by is None:
            assert (row.status, row.attempts, row.lease_until) == ("ready", 0, None)


def _discreet_env(settings: Settings, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCREET_", "DATABASE_"))}
    env.update(DISCREET_HOME=str(settings.home), DISCREET_ENV="test", **extra)
    return env


def test_a_standalone_worker_serves_metrics_and_stops_on_sigterm(
    container: Container, settings: Settings
) -> None:
    port = free_port()
    proc = subprocess.Popen(
        [str(Path(sys.executable).with_name("discreet")), "worker"],
        env=_discreet_env(settings, DISCREET_WORKER_METRICS_PORT=str(port)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 90
        body = ""
        while time.monotonic() < deadline:
            assert proc.poll() is None, proc.stderr.read().decode()[-2000:] if proc.stderr else ""
            try:
                r = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=2)
                if r.status_code == 200:
                    body = r.text
                    break
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        assert "discreet_" in body, "the worker's /metrics did not answer with its metrics"
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_worker_once_also_runs_the_expiry_sweeps(
    container: Container, settings: Settings, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    with UnitOfWork(container.engine, tenant) as uow:
        customer = create_customer(uow.conn, tenant_id=tenant, external_id="once-sweep")
        uow.commit()
    info = session_service.start_session(
        container.engine, staff_principal(tenant), customer_id=customer, case_id=None, ttl_s=60
    )
    with UnitOfWork(container.engine, tenant) as uow:
        uow.conn.execute(
            text("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = :s"),
            {"s": info.id},
        )
        uow.commit()
    done = subprocess.run(
        [str(Path(sys.executable).with_name("discreet")), "worker", "--once"],
        env=_discreet_env(settings),
        capture_output=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    with UnitOfWork(container.engine, tenant) as uow:
        row = uow.conn.execute(
            text("SELECT ended_at, end_reason FROM sessions WHERE id = :s"), {"s": info.id}
        ).one()
    # Unless another worker of the test run swept it first, `--once` did; either way the
    # session ended as expired, and nothing else in this test would have ended it.
    assert row.ended_at is not None and row.end_reason == "expired"
