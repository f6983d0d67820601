"""The job worker: claims outbox jobs across tenants and runs each under its tenant.

Any number of workers may run, in any process on any machine that shares the database.
A job is claimed with a lease, which a heartbeat renews every lease/3 seconds while its
handler runs; a worker that dies leaves its job to be re-claimed when the lease runs out.
Handlers are idempotent, so a second delivery changes nothing.

Within one process a worker runs `concurrency` job loops (the composition root derives it
from `DISCREET_CONCURRENCY`, and sizes the database pool to include them); only the first
loop runs the periodic tasks. Each job holds one pooled connection at a time.

A loop claims one job at a time by default (`batch`): jobs are claimed round-robin across
tenants (`storage.outbox.claim_jobs`), and a loop that held a batch would keep the jobs
after the first waiting behind it, where another loop could have run them, with leases
that nothing renews until they start.

Stopping is graceful: `stop()` (SIGTERM or SIGINT when `run_forever` runs on the main
thread) lets each loop finish the job it is running, hands the jobs it had claimed but not
started back to the queue at once (instead of leaving them to their lease), and returns.
A standalone worker serves its Prometheus metrics with `serve_metrics`.
"""

from __future__ import annotations

import os
import signal
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal
from uuid import UUID

import structlog
from prometheus_client import start_http_server
from sqlalchemy import Connection, Engine

from discreet.logging import log_scope
from discreet.observability import DEAD_LETTERS, JOB_RETRIES
from discreet.storage.engine import UnitOfWork, app_transaction
from discreet.storage.outbox import (
    ClaimedJob,
    claim_jobs,
    complete_job,
    fail_job,
    release_job,
    renew_lease,
)
from discreet.tracing import Attributes, mark_failed, span

__all__ = [
    "DeadLetterHook",
    "Handler",
    "JobOutcome",
    "PermanentJobError",
    "TenantTx",
    "Worker",
    "WorkerStats",
    "serve_metrics",
]

log = structlog.get_logger("discreet.worker")

Handler = Callable[[ClaimedJob, Callable[[], "TenantTx"]], None]
# Called (in its own tenant transaction) when a job of its kind is dead-lettered, e.g. to
# mark the document version `failed` with the job's error.
DeadLetterHook = Callable[[ClaimedJob, str, Connection], None]


JobOutcome = Literal["done", "retry", "dead", "lost"]

MAX_JOB_RENEWAL_S: float = 30 * 60
"""How long the heartbeat keeps renewing one job's lease (issue 15; a setting to come).
A handler that runs longer is taken for hung: its lease lapses, another worker re-claims
the job (an attempt counted), and after its last attempt it is dead-lettered."""


class PermanentJobError(Exception):
    """A job that can never succeed (its input is wrong); dead-lettered at once. Any error
    with `permanent = True` is treated the same (parts that cannot import this module, such
    as `knowledge.limits.LimitExceeded`, say so that way)."""

    permanent: ClassVar[bool] = True

    def __init__(self, message: str) -> None:
        super().__init__(message)


class TenantTx:
    """A connection in a tenant transaction; `commit()` ends it, leaving rolls it back."""

    def __init__(self, uow: UnitOfWork) -> None:
        self._uow = uow

    def __enter__(self) -> Connection:
        return self._uow.__enter__().conn

    def __exit__(self, *exc: object) -> None:
        self._uow.__exit__(*exc)


@dataclass
class WorkerStats:
    done: int = 0
    failed: int = 0
    dead: int = 0
    lost: int = 0  # finished after the lease ran out and another worker re-claimed it
    by_kind: dict[str, int] = field(default_factory=dict)


class Worker:
    def __init__(
        self,
        engine: Engine,
        handlers: dict[str, Handler],
        *,
        lease_s: int = 60,
        batch: int = 1,
        periodic: list[Callable[[], object]] | None = None,
        name: str | None = None,
        dead_letter: dict[str, DeadLetterHook] | None = None,
        max_renewal_s: float | None = None,
    ) -> None:
        self._engine = engine
        self._handlers = handlers
        self._dead_letter = dead_letter or {}
        self._lease_s = lease_s
        self._max_renewal_s = MAX_JOB_RENEWAL_S if max_renewal_s is None else max_renewal_s
        self._batch = batch
        self._periodic = periodic or []
        self.name = name or f"{socket.gethostname()}:{os.getpid()}:{id(self):x}"
        self.stats = WorkerStats()
        self.concurrency = 1
        """Job loops `run_forever` runs at once (each claims its own jobs)."""
        self._stats_lock = threading.Lock()
        self._stop = threading.Event()

    def _tenant_tx(self, tenant_id: UUID) -> Callable[[], TenantTx]:
        return lambda: TenantTx(UnitOfWork(self._engine, tenant_id))

    def run_once(self) -> int:
        """Claim and run what is ready now; returns how many jobs were handled. Once
        `stop()` is called, the claimed jobs not yet started go back to the queue."""
        if self._stop.is_set():
            return 0
        with app_transaction(self._engine) as conn:
            jobs = claim_jobs(conn, worker=self.name, limit=self._batch, lease_s=self._lease_s)
        return self.run_claimed(jobs)

    def run_claimed(self, jobs: list[ClaimedJob]) -> int:
        """Run jobs this worker has claimed, in order, until `stop()`; the rest go back to
        the queue. Returns how many ran."""
        for n, job in enumerate(jobs):
            if self._stop.is_set():
                self._release(jobs[n:])
                return n
            self._run(job)
        return len(jobs)

    def _release(self, jobs: list[ClaimedJob]) -> None:
        """Hand claimed, unstarted jobs back: ready now, the claim's attempt not counted."""
        for job in jobs:
            with UnitOfWork(self._engine, job.tenant_id) as uow:
                release_job(uow.conn, job.id, worker=self.name)
                uow.commit()
        if jobs:
            log.info("jobs_released", count=len(jobs))

    def drain(self, *, max_rounds: int = 1000) -> int:
        """Run until no job is ready (used by `discreet worker --once` and tests)."""
        total = 0
        for _ in range(max_rounds):
            handled = self.run_once()
            total += handled
            if handled == 0:
                break
        return total

    def _run(self, job: ClaimedJob) -> None:
        # Every log line of the job, whoever writes it, carries its ids (never its payload);
        # so does its span, with how it ended.
        with (
            log_scope(job_id=str(job.id), job_kind=job.kind, tenant_id=str(job.tenant_id)),
            span("discreet.job", _job_attributes(job)) as job_span,
        ):
            job_span.set_attribute("discreet.job.outcome", self._run_job(job))

    def _run_job(self, job: ClaimedJob) -> JobOutcome:
        """Run `job` and record how it went: ``done``, ``retry`` (it failed and is ready
        again), ``dead`` (dead-lettered) or ``lost`` (another worker re-claimed it)."""
        handler = self._handlers.get(job.kind)
        started = time.perf_counter()
        try:
            if handler is None:
                raise PermanentJobError(f"no handler for job kind {job.kind!r}")
            with self._heartbeat(job):
                handler(job, self._tenant_tx(job.tenant_id))
        except Exception as exc:
            mark_failed(exc)  # the job's span: the exception's class, never its message
            reason = f"{type(exc).__name__}: {exc}"[:500]
            with UnitOfWork(self._engine, job.tenant_id) as uow:
                status = fail_job(
                    uow.conn,
                    job,
                    worker=self.name,
                    error=reason,
                    permanent=_is_permanent(exc),
                )
                hook = self._dead_letter.get(job.kind)
                if status == "dead" and hook is not None:
                    hook(job, reason, uow.conn)
                uow.commit()
            with self._stats_lock:
                self.stats.failed += 1
                if status == "dead":
                    self.stats.dead += 1
                elif status != "ready":
                    self.stats.lost += 1
            if status == "ready":
                JOB_RETRIES.labels(job.kind).inc()
            elif status == "dead":
                DEAD_LETTERS.labels(job.kind).inc()
            log.warning(
                "job_failed",
                job_id=str(job.id),
                kind=job.kind,
                attempts=job.attempts,
                status=status,
                error_type=type(exc).__name__,
            )
            return "retry" if status == "ready" else "dead" if status == "dead" else "lost"
        with UnitOfWork(self._engine, job.tenant_id) as uow:
            completed = complete_job(uow.conn, job.id, worker=self.name)
            uow.commit()
        if not completed:
            # The lease ran out and another worker re-claimed the job; the handler is
            # idempotent, so the other delivery finds the work done.
            with self._stats_lock:
                self.stats.lost += 1
            log.warning("job_lease_lost", job_id=str(job.id), kind=job.kind)
            return "lost"
        with self._stats_lock:
            self.stats.done += 1
            self.stats.by_kind[job.kind] = self.stats.by_kind.get(job.kind, 0) + 1
        log.info(
            "job_done",
            job_id=str(job.id),
            kind=job.kind,
            ms=round((time.perf_counter() - started) * 1000, 1),
        )
        return "done"

    @contextmanager
    def _heartbeat(self, job: ClaimedJob) -> Iterator[None]:
        """While the handler runs, renew the job's lease every lease/3 seconds (a thread of
        its own, one short transaction per renewal), so a long but legitimate job is not
        re-claimed by another worker; it stops when the handler returns, when this worker
        no longer holds the claim, or after `max_renewal_s` (a hung handler)."""
        done = threading.Event()
        interval = max(0.05, self._lease_s / 3)
        until = time.monotonic() + self._max_renewal_s

        def beat() -> None:
            while not done.wait(interval):
                if time.monotonic() >= until:
                    log.warning("job_lease_renewal_ended", job_id=str(job.id), kind=job.kind)
                    return
                try:
                    with UnitOfWork(self._engine, job.tenant_id) as uow:
                        held = renew_lease(uow.conn, job.id, self.name, self._lease_s)
                        uow.commit()
                except Exception:
                    log.warning("job_lease_renewal_failed", job_id=str(job.id), kind=job.kind)
                    continue
                if not held:
                    log.warning("job_lease_lost", job_id=str(job.id), kind=job.kind)
                    return

        thread = threading.Thread(target=beat, name=f"discreet-lease-{job.id}", daemon=True)
        thread.start()
        try:
            yield
        finally:
            done.set()
            thread.join()

    def run_periodic(self) -> None:
        """Run the periodic tasks (session sweep, reconciler) once; one failing task does
        not stop the others."""
        for task in self._periodic:
            try:
                task()
            except Exception:
                log.exception("periodic_task_error")

    def run_forever(self, *, poll_s: float = 0.5, periodic_s: float = 30.0) -> None:
        """Run `concurrency` job loops until `stop()`: this thread runs the first (with the
        periodic tasks), helper threads the others. On the main thread, SIGTERM and SIGINT
        call `stop()` (and the previous handlers are put back on return)."""
        previous: dict[signal.Signals, Any] = {}
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGTERM, signal.SIGINT):
                previous[sig] = signal.signal(sig, self._on_signal)
        try:
            self._run_loops(poll_s=poll_s, periodic_s=periodic_s)
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def _on_signal(self, signum: int, _frame: object) -> None:
        log.info("worker_stopping", signal=signal.Signals(signum).name)
        self.stop()

    def _run_loops(self, *, poll_s: float, periodic_s: float) -> None:
        helpers = [
            threading.Thread(
                target=self._loop,
                kwargs={"poll_s": poll_s, "periodic_s": None},
                name=f"discreet-worker-{n}",
                daemon=True,
            )
            for n in range(1, max(1, self.concurrency))
        ]
        for helper in helpers:
            helper.start()
        try:
            self._loop(poll_s=poll_s, periodic_s=periodic_s)
        finally:
            self._stop.set()
            for helper in helpers:
                helper.join()

    def _loop(self, *, poll_s: float, periodic_s: float | None) -> None:
        last_periodic = 0.0
        while not self._stop.is_set():
            try:
                if periodic_s is not None and time.monotonic() - last_periodic >= periodic_s:
                    self.run_periodic()
                    last_periodic = time.monotonic()
                if self.run_once() == 0:
                    self._stop.wait(poll_s)
            except Exception:
                log.exception("worker_loop_error")
                self._stop.wait(min(5.0, poll_s * 4))

    def stop(self) -> None:
        self._stop.set()

    @contextmanager
    def in_background(
        self, *, poll_s: float = 0.5, periodic_s: float = 30.0
    ) -> Iterator[threading.Thread]:
        thread = threading.Thread(
            target=self.run_forever,
            kwargs={"poll_s": poll_s, "periodic_s": periodic_s},
            name="discreet-worker",
            daemon=True,
        )
        thread.start()
        try:
            yield thread
        finally:
            self.stop()
            thread.join(timeout=10)


def _is_permanent(exc: BaseException) -> bool:
    """Whether the error says the job can never succeed (`permanent = True`)."""
    return getattr(exc, "permanent", False) is True


def _job_attributes(job: ClaimedJob) -> Attributes:
    """The job's span: its ids, kind and attempt (never its payload)."""
    return {
        "discreet.job.id": str(job.id),
        "discreet.job.kind": job.kind,
        "discreet.job.attempt": job.attempts,
        "discreet.job.max_attempts": job.max_attempts,
        "discreet.tenant.id": str(job.tenant_id),
    }


def serve_metrics(host: str, port: int) -> None:
    """Serve this process's Prometheus metrics on http://host:port/metrics from a daemon
    thread (a standalone worker has no API to serve them)."""
    start_http_server(port, addr=host)
