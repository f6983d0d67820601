"""Faults (issue 15): the session store (Redis) goes away mid-traffic. A turn that needs
the session's vault is refused with a clear 503 (fail closed: nothing is answered from a
vault it cannot read, nothing half-written), and once Redis is back the same session
carries on with the same pseudonyms. The blob store's disk fills: the upload is refused
with a clear 503, leaves neither a document nor a partial file, and the same upload is
accepted once there is room. (A model backend that times out mid-turn is
`tests/e2e/test_streaming.py::test_backend_failure_is_a_handoff_never_a_500_or_a_lost_turn`.)

The test runs its own `redis-server` on a free port (with an append-only file, so a
restart keeps the vaults as a production Redis with persistence would) and points the
test server's vault store at it; the machine's shared Redis is never touched."""

from __future__ import annotations

import contextlib
import dataclasses
import resource
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
import redis
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.services.admin import create_api_key
from discreet.sessions.redis_store import RedisVaultStore
from discreet.tenancy import Role
from tests.conftest import client, need_service, open_session, say
from tests.support.serving import free_port

pytestmark = pytest.mark.e2e

NAME_MESSAGE = "Hi, this is Maria Gonzalez. How long do refunds take?"


class PrivateRedis:
    """A redis-server this test starts, stops and starts again, on one port and one
    append-only file."""

    def __init__(self, directory: Path) -> None:
        self.port = free_port()
        self._dir = directory
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self._process = subprocess.Popen(
            [
                "redis-server",
                "--port", str(self.port),
                "--bind", "127.0.0.1",
                "--dir", str(self._dir),
                "--save", "",
                "--appendonly", "yes",
                "--appendfsync", "always",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        probe = redis.Redis(port=self.port, socket_connect_timeout=0.5)
        deadline = time.monotonic() + 10
        while True:
            try:
                if probe.ping():
                    return
            except redis.ConnectionError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def stop(self) -> None:
        if self._process is not None:
            self._process.terminate()
            self._process.wait(10)
            self._process = None


@pytest.fixture
def private_redis(tmp_path: Path) -> Iterator[PrivateRedis]:
    need_service("redis-server", shutil.which("redis-server") is not None, "not installed")
    server = PrivateRedis(tmp_path)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def redis_vaults(
    server: str, container: Container, private_redis: PrivateRedis, monkeypatch: pytest.MonkeyPatch
) -> str:
    """The test server's vaults in the private Redis, for this test; its base URL."""
    connection = redis.Redis(port=private_redis.port, socket_connect_timeout=1, socket_timeout=2)
    store = RedisVaultStore(connection, prefix=f"faults{private_redis.port}")
    monkeypatch.setattr(container, "vaults", store)
    monkeypatch.setattr(
        container, "turn_deps", dataclasses.replace(container.turn_deps, vaults=store)
    )
    return server


def _turns(container: Container, session_id: str) -> int:
    with container.admin_engine.connect() as conn:
        return int(
            conn.execute(
                text("SELECT count(*) FROM turns WHERE session_id = CAST(:s AS uuid)"),
                {"s": session_id},
            ).scalar_one()
        )


def test_redis_down_fails_turns_closed_with_a_503_and_they_recover(
    redis_vaults: str,
    container: Container,
    demo: dict[str, Any],
    private_redis: PrivateRedis,
) -> None:
    customer = str(demo["customers"][0]["customer_id"])
    with client(redis_vaults, demo["keys"]["agent"]) as http:
        session_id = open_session(http, customer)
        say(http, session_id, NAME_MESSAGE)
        stored = _turns(container, session_id)
        assert stored >= 2

        private_redis.stop()
        started = time.monotonic()
        refused = http.post(f"/v1/sessions/{session_id}/messages", json={"message": NAME_MESSAGE})
        assert time.monotonic() - started < 15
        assert refused.status_code == 503, refused.text
        error = refused.json()["error"]
        assert error["code"] == "unavailable"
        assert "Maria" not in refused.text and "Gonzalez" not in refused.text
        assert refused.headers.get("Retry-After")
        assert _turns(container, session_id) == stored  # nothing half-written

        private_redis.start()
        say(http, session_id, NAME_MESSAGE)
        assert _turns(container, session_id) == stored + 2
    # The vault survived: the same name is the same pseudonym in the stored turns.
    with container.admin_engine.connect() as conn:
        contents = (
            conn.execute(
                text(
                    "SELECT content FROM turns WHERE session_id = CAST(:s AS uuid) "
                    "AND role = 'customer' ORDER BY ordinal"
                ),
                {"s": session_id},
            )
            .scalars()
            .all()
        )
    assert len(contents) == 2 and contents[0] == contents[1]
    assert "Gonzalez" not in contents[0]


@contextlib.contextmanager
def _disk_full_for_this_process(max_bytes: int) -> Iterator[None]:
    """Writes of files past `max_bytes` fail in this process (the test server's, which
    writes the blob store) as they do on a full disk: the write raises an OSError. The
    embedded PostgreSQL is another process and keeps writing."""
    previous_limit = resource.getrlimit(resource.RLIMIT_FSIZE)
    previous_signal = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (max_bytes, previous_limit[1]))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, previous_limit)
        signal.signal(signal.SIGXFSZ, previous_signal)


def _files(directory: Path) -> int:
    return sum(1 for path in directory.rglob("*") if path.is_file())


def _documents_titled(container: Container, title: str) -> int:
    with container.admin_engine.connect() as conn:
        return int(
            conn.execute(
                text("SELECT count(*) FROM documents WHERE title = :t"), {"t": title}
            ).scalar_one()
        )


def test_a_full_blob_store_refuses_the_upload_and_loses_nothing(
    server: str, container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    # A tenant of its own: the accepted policy is indexed in the background and must not
    # crowd the demo tenant's returns answers that later tests ask for.
    content_key = create_api_key(container.engine, tenant_factory(), roles={Role.CONTENT})
    title = f"Disk full {time.time_ns()}"
    policy = b"# Exchanges\n\n" + b"Exchanges are free within thirty days of delivery. " * 3_000
    assert 2 * 64 * 1024 < len(policy) < 1024 * 1024  # past the limit, and the body stays in memory
    form = {"title": title, "scope": "returns"}
    blob_files = _files(container.settings.blob_dir)
    with client(server, content_key) as http:
        with _disk_full_for_this_process(64 * 1024):
            refused = http.post(
                "/v1/documents", files={"file": ("x.md", policy, "text/markdown")}, data=form
            )
        assert refused.status_code == 503, refused.text
        assert refused.json()["error"]["code"] == "unavailable"
        assert refused.headers.get("Retry-After")
        assert _documents_titled(container, title) == 0  # nothing accepted, nothing half-made
        assert _files(container.settings.blob_dir) == blob_files  # no partial blob either

        accepted = http.post(
            "/v1/documents", files={"file": ("x.md", policy, "text/markdown")}, data=form
        )
        assert accepted.status_code == 202, accepted.text
    assert _documents_titled(container, title) == 1
