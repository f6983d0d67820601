"""`discreet mcp`: Discreet's tools for any MCP client, over stdio or streamable HTTP.

Named `mcp_server` so it never shadows the `mcp` package it is built on (the optional
``[mcp]`` extra)."""

from __future__ import annotations

from .server import INSTRUCTIONS, DiscreetTools, build_server
from .transports import http_app, run_stdio

__all__ = ["INSTRUCTIONS", "DiscreetTools", "build_server", "http_app", "run_stdio"]
