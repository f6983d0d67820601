"""Fixtures and helpers for the lifecycle tests: an isolated home (its own embedded
PostgreSQL, so no other test's background worker can claim these jobs), worker
*processes* driven over pipes, and small upload/query helpers."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.knowledge.retrieval import FloorModel, RetrievalQuery, retrieve
from discreet.services import documents
from discreet.services.admin import staff_principal
from discreet.tenancy.directory import create_tenant
from discreet.tenancy.model import Principal

__all__ = [
    "LEASE_S",
    "Lifecycle",
    "WorkerProc",
    "lifecycle_fixture",
]

LEASE_S = 3
REPO = Path(__file__).resolve().parents[2]


class WorkerProc:
    """`python -m tests.integration.lifecycle_worker` against the lifecycle home."""

    def __init__(self, home: Path, *, lease_s: int = LEASE_S) -> None:
        env = {
            **os.environ,
            "DISCREET_HOME": str(home),
            "DISCREET_ENV": "test",
            "DISCREET_JOB_LEASE_S": str(lease_s),
            "DISCREET_LOG_LEVEL": "WARNING",
            "PYTHONPATH": str(REPO),
        }
        env.pop("DATABASE_URL", None)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.integration.lifecycle_worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=REPO,
            env=env,
            text=True,
            bufsize=1,
        )
        self._ready = False

    @property
    def pid(self) -> int:
        return self.proc.pid

    def wait_ready(self, timeout: float = 180) -> None:
        if self._ready:
            return
        reply = self._read(timeout)
        assert "ready" in reply, reply
        self._ready = True

    def _read(self, timeout: float) -> dict[str, Any]:
        assert self.proc.stdout is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if line.startswith("{"):
                return dict(json.loads(line))
            if not line and self.proc.poll() is not None:
                raise RuntimeError(f"worker process {self.pid} exited ({self.proc.returncode})")
        raise TimeoutError("worker process did not answer")

    def send(self, cmd: str, **args: Any) -> None:
        self.wait_ready()
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"cmd": cmd, **args}) + "\n")
        self.proc.stdin.flush()

    def call(self, cmd: str, timeout: float = 120, **args: Any) -> dict[str, Any]:
        self.send(cmd, **args)
        return self._read(timeout)

    def kill(self) -> None:
        os.kill(self.pid, signal.SIGKILL)
        self.proc.wait(timeout=30)

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.send("exit")
                self.proc.wait(timeout=10)
            except Exception:
                self.proc.kill()
                self.proc.wait(timeout=10)


@dataclass
class Lifecycle:
    home: Path
    container: Container
    tenant_id: UUID
    principal: Principal
    workers: list[WorkerProc]
    spares: list[WorkerProc] = field(default_factory=list)
    scratch: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="dlc-")))

    # --- documents ----------------------------------------------------------------------

    def upload(
        self,
        body: str | bytes,
        *,
        scope: str = "returns",
        mode: str = "available",
        filename: str = "policy.md",
    ) -> UUID:
        data = body.encode() if isinstance(body, str) else body
        accepted = documents.upload(
            self.container.engine,
            self.container.blobs,
            self.principal,
            title="Policy",
            scope=scope,
            filename=filename,
            content_type=None,
            data=data,
            update_mode=mode,  # type: ignore[arg-type]
        )
        return accepted.document_id

    def update(
        self,
        document_id: UUID,
        body: str | bytes,
        *,
        filename: str = "policy.md",
        mode: str | None = None,
    ) -> int:
        data = body.encode() if isinstance(body, str) else body
        return documents.update(
            self.container.engine,
            self.container.blobs,
            self.principal,
            document_id=document_id,
            filename=filename,
            content_type=None,
            data=data,
            update_mode=mode,  # type: ignore[arg-type]
        ).version

    def delete(self, document_id: UUID) -> None:
        documents.delete(self.container.engine, self.principal, document_id)

    def view(self, document_id: UUID) -> Any:
        return documents.get(self.container.engine, self.principal, document_id)

    def statuses(self, document_id: UUID) -> dict[int, str]:
        return {v.version: v.status for v in self.view(document_id).versions}

    # --- queries ------------------------------------------------------------------------

    def query(self, q: str, *, scope: str = "returns") -> list[tuple[UUID, int, str]]:
        """(document, version, chunk id) of every result, through the production query."""
        c = self.container
        with c.engine.connect() as conn, conn.begin():
            conn.execute(
                text("SELECT set_config('app.tenant_id', :t, true)"), {"t": str(self.tenant_id)}
            )
            result = retrieve(
                conn,
                RetrievalQuery(
                    text=c.redactor.redact(q).text, scopes=(scope,), owners=("shared",), top_k=50
                ),
                embedder=c.embedder,
                floor=FloorModel(),
            )
        return [(r.document_id, r.version, r.chunk_id) for r in result.results]

    def sql(self, statement: str, **params: Any) -> list[Any]:
        with self.container.admin_engine.begin() as conn:
            result = conn.execute(text(statement), params)
            return list(result.all()) if result.returns_rows else []

    def chunks(self, document_id: UUID) -> list[Any]:
        return self.sql(
            "SELECT id, version, ordinal FROM chunks WHERE document_id = :d ORDER BY version, "
            "ordinal",
            d=document_id,
        )

    def jobs_for(self, document_id: UUID) -> list[Any]:
        return self.sql(
            "SELECT id, kind, status, attempts, locked_by, payload FROM jobs "
            "WHERE payload->>'document_id' = :d ORDER BY created_at",
            d=str(document_id),
        )

    def marker(self, name: str) -> tuple[str, str]:
        return str(self.scratch / f"{name}.marker"), str(self.scratch / f"{name}.go")

    def spare(self) -> WorkerProc:
        """A fresh worker process (started at fixture set-up, so it is warm)."""
        proc = self.spares.pop()
        proc.wait_ready()
        return proc


def wait_for(path: str, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while not Path(path).exists():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{path} never appeared")
        time.sleep(0.02)


@pytest.fixture(scope="session", name="lifecycle")
def lifecycle_fixture(container: Container) -> Iterator[Lifecycle]:
    home = Path(tempfile.mkdtemp(prefix="dlc-", dir="/tmp"))
    settings = Settings(  # type: ignore[call-arg]
        DISCREET_HOME=home, DISCREET_ENV="test", DISCREET_JOB_LEASE_S=LEASE_S
    )
    lc_container = Container.build(settings)
    # Share the models already loaded by the session container (same code, same weights).
    lc_container.__dict__["redactor"] = container.redactor
    lc_container.__dict__["embedder"] = container.embedder
    procs = [WorkerProc(home) for _ in range(4)]
    with lc_container.admin_engine.begin() as conn:
        tenant_id = create_tenant(conn, f"lifecycle-{time.time_ns()}")
    lc = Lifecycle(
        home=home,
        container=lc_container,
        tenant_id=tenant_id,
        principal=staff_principal(tenant_id),
        workers=procs[:2],
        spares=procs[2:],
    )
    for p in lc.workers:
        p.wait_ready()
    yield lc
    for p in procs:
        p.close()
    lc_container.close()
    shutil.rmtree(lc.scratch, ignore_errors=True)
    shutil.rmtree(home, ignore_errors=True)


def wait_until(predicate: Any, timeout: float = 60, step: float = 0.1) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError("condition not reached")
        time.sleep(step)


__all__ += ["wait_for", "wait_until"]
