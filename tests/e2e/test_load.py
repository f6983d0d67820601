"""The load check: the real server on loopback (embedded PostgreSQL, in-process worker),
50 customers at once, each asking five policy questions.

It fails on any response of 500 or more (503 included: at this load the node must queue,
not shed) and on throughput at 50 sessions below 80% of the 10-session throughput measured
in the same run. The 10-session level runs before and after the 50-session one and their
mean is the reference, so a machine that slows down or speeds up during the run does not
decide the comparison. The customers run in a process of their own (as real ones would),
after the server's worker has finished earlier tests' jobs. Bounded: 354 turns, each level
at most a minute.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from tests.support.load import Level, drive_apart

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(300)]

TURNS = 5


def _level(server: str, demo: dict[str, Any], sessions: int, turns: int = TURNS) -> Level:
    customers = [str(c["customer_id"]) for c in demo["customers"]]
    level = drive_apart(
        server,
        str(demo["keys"]["agent"]),
        customers,
        sessions=sessions,
        turns=turns,
        request_timeout_s=60,
    )
    assert level.server_errors == 0, level.summary()
    assert level.answered == level.planned, level.summary()
    assert level.wall_s < 60, level.summary()
    return level


def _jobs_settled(container: Container) -> None:
    """Wait (at most a minute) until the server's worker has no job left from earlier tests:
    the levels compare turns, not turns against indexing."""
    deadline = time.monotonic() + 60
    while True:
        with container.admin_engine.connect() as conn:
            left = conn.execute(
                text("SELECT count(*) FROM jobs WHERE status IN ('ready', 'running')")
            ).scalar_one()
        if not left or time.monotonic() > deadline:
            return
        time.sleep(0.2)


def test_fifty_sessions_get_no_server_error_and_keep_the_throughput_of_ten(
    server: str, demo: dict[str, Any], container: Container
) -> None:
    _jobs_settled(container)
    _level(server, demo, 2, turns=2)  # warm-up: models, caches and connections
    before = _level(server, demo, 10)
    fifty = _level(server, demo, 50)
    after = _level(server, demo, 10)
    reference = (before.throughput + after.throughput) / 2
    assert fifty.throughput >= 0.8 * reference, (
        f"throughput collapsed: {fifty.throughput:.1f} turns/s at 50 sessions against "
        f"{reference:.1f} at 10 ({before.summary()}; {fifty.summary()}; {after.summary()})"
    )
