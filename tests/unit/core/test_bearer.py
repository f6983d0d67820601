"""Every door reads a Bearer header the same way: the scheme in any case, the token trimmed,
nothing for another scheme or a blank token."""

from __future__ import annotations

import pytest

from discreet.bearer import bearer_token


@pytest.mark.parametrize(
    ("header", "token"),
    [
        ("Bearer dsk_live_abc", "dsk_live_abc"),
        ("bearer   dsk_live_abc  ", "dsk_live_abc"),
        ("BEARER eyJhbGciOi.x.y", "eyJhbGciOi.x.y"),
        ("Basic dXNlcjpwYXNz", None),
        ("Bearer", None),
        ("Bearer    ", None),
        ("", None),
        ("dsk_live_abc", None),
    ],
)
def test_the_token_of_a_bearer_header_only(header: str, token: str | None) -> None:
    assert bearer_token(header) == token
