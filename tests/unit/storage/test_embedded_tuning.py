"""The embedded server's buffer cache: an eighth of the machine's memory, between
PostgreSQL's default and 1 GB."""

from __future__ import annotations

import pytest

from discreet.storage.embedded import shared_buffers_for

GB = 1024**3


@pytest.mark.parametrize(
    ("memory", "megabytes"),
    [(512 * 1024**2, 128), (2 * GB, 256), (4 * GB, 512), (8 * GB, 1024), (64 * GB, 1024)],
)
def test_the_buffer_cache_follows_the_machines_memory(memory: int, megabytes: int) -> None:
    assert shared_buffers_for(memory) == megabytes
