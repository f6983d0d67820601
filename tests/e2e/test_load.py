"""The load check: the real server on loopback (embedded PostgreSQL, in-process worker),
50 customers at once, each asking five policy questions.

It fails on any response of 500 or more (503 included: at this load the node must queue,
not shed) and on throughput at 50 sessions below 80% of the 10-session throughput measured
in the same run. The 10-session level runs before and after the 50-session one and their
mean is the reference, so a machine that slows down or speeds up during the run does not
decide the comparison. Bounded: 400 turns, each level at most a minute.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.load import Level, drive

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(240)]

TURNS = 5


def _level(server: str, demo: dict[str, Any], sessions: int) -> Level:
    customers = [str(c["customer_id"]) for c in demo["customers"]]
    level = drive(
        server,
        str(demo["keys"]["agent"]),
        customers,
        sessions=sessions,
        turns=TURNS,
        request_timeout_s=60,
    )
    assert level.server_errors == 0, level.summary()
    assert level.answered == level.planned, level.summary()
    assert level.wall_s < 60, level.summary()
    return level


def test_fifty_sessions_get_no_server_error_and_keep_the_throughput_of_ten(
    server: str, demo: dict[str, Any]
) -> None:
    _level(server, demo, 2)  # warm-up: models, caches and connections
    before = _level(server, demo, 10)
    fifty = _level(server, demo, 50)
    after = _level(server, demo, 10)
    reference = (before.throughput + after.throughput) / 2
    assert fifty.throughput >= 0.8 * reference, (
        f"throughput collapsed: {fifty.throughput:.1f} turns/s at 50 sessions against "
        f"{reference:.1f} at 10 ({before.summary()}; {fifty.summary()}; {after.summary()})"
    )
