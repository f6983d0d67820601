"""Shared fixtures: one embedded PostgreSQL (with pgvector) for the whole run, a container
wired like production, tenants made on demand, and a real HTTP server on loopback."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from uuid import UUID

import httpx
import pytest
from sqlalchemy import Engine

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.tenancy import Role
from discreet.tenancy.directory import create_tenant
from tests.support.serving import serve

IN_CI = os.environ.get("CI", "").lower() == "true"


def need_service(name: str, available: bool, why: str) -> None:
    """Under CI a missing service fails the test; elsewhere it skips with the reason."""
    if available:
        return
    if IN_CI:
        pytest.fail(f"{name} is required under CI=true: {why}")
    pytest.skip(f"{name} not available: {why}")


@pytest.fixture(scope="session", autouse=True)
def _logs_to_stderr() -> None:
    """structlog, unconfigured, prints to standard output: a background worker's line would
    land in the middle of a command's output under CliRunner. Configured, it writes JSON to
    whatever standard error is at the time."""
    from discreet.logging import configure_logging

    configure_logging("INFO")


@pytest.fixture(scope="session")
def discreet_home() -> Iterator[Path]:
    # A short path: PostgreSQL's Unix socket path must stay under ~100 bytes.
    home = Path(tempfile.mkdtemp(prefix="dsct-", dir="/tmp"))
    yield home
    shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="session")
def settings(discreet_home: Path) -> Settings:
    return Settings(DISCREET_HOME=discreet_home, DISCREET_ENV="test")


@pytest.fixture(scope="session")
def container(settings: Settings) -> Iterator[Container]:
    c = Container.build(settings)
    yield c
    c.close()


@pytest.fixture(scope="session")
def admin_engine(container: Container) -> Engine:
    return container.admin_engine


@pytest.fixture(scope="session")
def app_engine(container: Container) -> Engine:
    return container.engine


@pytest.fixture
def tenant_factory(container: Container) -> Callable[..., UUID]:
    counter = iter(range(1_000_000))

    def make(name: str | None = None, settings_json: str | None = None) -> UUID:
        with container.admin_engine.begin() as conn:
            tenant_id = create_tenant(conn, name or f"t-{time.time_ns()}-{next(counter)}")
            if settings_json is not None:
                from sqlalchemy import text

                conn.execute(
                    text("UPDATE tenants SET settings = CAST(:s AS jsonb) WHERE id = :t"),
                    {"s": settings_json, "t": tenant_id},
                )
        return tenant_id

    return make


@pytest.fixture(scope="session")
def server(container: Container) -> Iterator[str]:
    """The real API over HTTP on loopback, with a worker in the background."""
    from discreet.api.app import create_app

    with serve(create_app(container), name="api") as base_url:
        global _server_worker
        _server_worker = ServerWorker(container)
        _server_worker.start()
        try:
            yield base_url
        finally:
            _server_worker.stop()
            _server_worker = None


class ServerWorker:
    """The test server's background worker, built from the session container (and so
    bound to its blob store), which a test that swaps the store pauses."""

    def __init__(self, container: Container) -> None:
        self._container = container
        self._running: contextlib.AbstractContextManager[object] | None = None

    def start(self) -> None:
        worker = self._container.worker(name="test-server-worker")
        self._running = worker.in_background(poll_s=0.1)
        self._running.__enter__()

    def stop(self) -> None:
        if self._running is not None:
            self._running.__exit__(None, None, None)
            self._running = None


_server_worker: ServerWorker | None = None


@pytest.fixture
def sole_worker(container: Container) -> Iterator[None]:
    """For a test whose own worker reads a different blob store: the test server's worker
    (if an e2e test started it) is paused meanwhile, and what other tests left queued is
    run first by a worker on the session's store, so only the test's jobs are left for it."""
    paused = _server_worker
    if paused is not None:
        paused.stop()
    try:
        container.worker(name="sole-worker-flush").drain()
        yield
    finally:
        if paused is not None:
            paused.start()


@pytest.fixture(scope="session")
def demo(container: Container) -> dict[str, object]:
    from discreet.demo.loader import load_demo

    info = load_demo(container)
    container.worker(name="demo-loader").drain()
    return info


def client(base_url: str, key: str) -> httpx.Client:
    return httpx.Client(base_url=base_url, headers={"Authorization": f"Bearer {key}"}, timeout=30)


def open_session(http: httpx.Client, customer_id: str) -> str:
    """A new session for `customer_id` through the API; its id."""
    r = http.post("/v1/sessions", json={"customer_id": customer_id})
    assert r.status_code == 201, r.text
    return str(r.json()["session_id"])


def say(http: httpx.Client, session_id: str, message: str) -> dict[str, Any]:
    """One turn through the API; the reply's body."""
    r = http.post(f"/v1/sessions/{session_id}/messages", json={"message": message})
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


def say_streamed(
    http: httpx.Client, session_id: str, message: str
) -> tuple[list[str], dict[str, Any]]:
    """One turn through the streaming endpoint: the delta texts shown, and the final reply
    event. Any other event kind fails the test."""
    deltas: list[str] = []
    final: dict[str, Any] | None = None
    with http.stream(
        "POST", f"/v1/sessions/{session_id}/messages:stream", json={"message": message}
    ) as r:
        assert r.status_code == 200, r.read()
        assert r.headers["content-type"].startswith("text/event-stream")
        event = None
        for line in r.iter_lines():
            if line.startswith("event:"):
                event = line[6:].strip()
            elif line.startswith("data:"):
                data = json.loads(line[5:])
                if event == "delta":
                    deltas.append(data["text"])
                elif event == "reply":
                    final = data
                else:
                    raise AssertionError(f"unexpected event {event}: {data}")
    assert final is not None, "no final reply event"
    return deltas, final


__all__ = ["Role", "client", "need_service", "open_session", "say", "say_streamed"]
