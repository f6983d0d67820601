"""The credential in an ``Authorization: Bearer <token>`` header, read one way by every door
that takes one: the HTTP API, its ops surfaces and the MCP server's HTTP transport.

A leaf: imports nothing of Discreet's.
"""

from __future__ import annotations

__all__ = ["bearer_token"]


def bearer_token(authorization: str) -> str | None:
    """The token of an ``Authorization`` header value that uses the Bearer scheme (in any
    case), None when the scheme is another or the token is blank."""
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()
