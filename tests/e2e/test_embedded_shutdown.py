"""The embedded PostgreSQL lives exactly as long as its last user: a CLI command run beside
`discreet serve` joins the server and leaves it running when it exits, and stopping `serve`
(the last user) stops the server. Real processes on a home of the test's own."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from discreet.storage.embedded import shared_buffers_for
from tests.support.serving import free_port

pytestmark = pytest.mark.e2e

DISCREET = [str(Path(sys.executable).with_name("discreet"))]


def _postmaster(pgdata: Path) -> int | None:
    """The running server's pid from its postmaster.pid, or None when none runs."""
    pid_file = pgdata / "postmaster.pid"
    try:
        pid = int(pid_file.read_text().splitlines()[0])
    except (FileNotFoundError, IndexError, ValueError):
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    return pid


def _wait(predicate: object, timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if callable(predicate) and predicate():
            return True
        time.sleep(0.2)
    return False


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path / "home"
    # whatever happens, leave no server behind
    pid = _postmaster(tmp_path / "home" / "pgdata")
    if pid is not None:
        os.kill(pid, signal.SIGTERM)


def test_a_command_beside_serve_leaves_the_server_running_and_stopping_serve_stops_it(
    home: Path,
) -> None:
    env = {**os.environ, "DISCREET_HOME": str(home), "DISCREET_LOG_LEVEL": "WARNING"}
    env.pop("DISCREET_DATABASE_URL", None)
    port = free_port()
    serve = subprocess.Popen(
        [*DISCREET, "serve", "--host", "127.0.0.1", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:

        def ready() -> bool:
            try:
                return httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200
            except httpx.HTTPError:
                return False

        assert _wait(ready, 120), "serve did not come up"
        pgdata = home / "pgdata"
        server_pid = _postmaster(pgdata)
        assert server_pid is not None, "serve runs on the embedded server"

        created = subprocess.run(
            [*DISCREET, "tenants", "create", "Shutdown Test Ltd", "--json"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert created.returncode == 0, created.stderr[-2000:]
        # The command joined the server and left it as it was for serve.
        assert _postmaster(pgdata) == server_pid
        assert ready()

        serve.send_signal(signal.SIGTERM)
        assert serve.wait(timeout=60) in (0, -signal.SIGTERM)  # uvicorn re-raises the signal
        assert _wait(lambda: _postmaster(pgdata) is None, 30), (
            "the embedded server outlived its last user"
        )
    finally:
        if serve.poll() is None:
            serve.kill()
            serve.wait(timeout=10)


def test_a_new_home_runs_its_server_with_the_buffer_cache_for_search(home: Path) -> None:
    """A new data directory's server is restarted once, at once, with the buffer cache sized
    for the machine (not PostgreSQL's 128 MB), and still stops with its only user."""
    probe = (
        "import sys; from pathlib import Path; import sqlalchemy as sa\n"
        "from discreet.storage.embedded import embedded_admin_url\n"
        "url = embedded_admin_url(Path(sys.argv[1]))\n"
        "with sa.create_engine(url).connect() as conn:\n"
        '    print(conn.execute(sa.text("SELECT setting FROM pg_settings'
        " WHERE name = 'shared_buffers'\")).scalar())\n"
    )
    pgdata = home / "pgdata"
    expected_pages = (
        shared_buffers_for(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")) * 1024 // 8
    )
    for _ in range(2):  # made and restarted, then joined as it is
        run = subprocess.run(
            [sys.executable, "-c", probe, str(pgdata)],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert run.returncode == 0, run.stderr[-2000:]
        assert int(run.stdout.strip()) == expected_pages
        assert _wait(lambda: _postmaster(pgdata) is None, 30), "the server outlived its user"
