"""The methods a known path answers, for the ``Allow`` header of its 405.

Starlette answers a method a route lacks with 405 and the methods of the first route whose
path matched; a path served by several routes (``GET`` and ``DELETE /v1/sessions/{id}``,
each its own route) needs all of theirs, so they are gathered here, once, from every route
the app serves.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fastapi import routing
from starlette.routing import BaseRoute, compile_path

__all__ = ["AllowedMethods"]


class AllowedMethods:
    """Every route's path pattern and methods; `for_path` is a path's ``Allow`` value."""

    def __init__(self, routes: Sequence[BaseRoute]) -> None:
        self._routes: list[tuple[re.Pattern[str], frozenset[str]]] = []
        for context in routing.iter_route_contexts(routes):
            path, methods = context.path, context.methods
            if path is not None and methods:
                self._routes.append((compile_path(path)[0], frozenset(methods)))

    def for_path(self, path: str) -> str:
        methods: set[str] = set()
        for pattern, route_methods in self._routes:
            if pattern.match(path):
                methods |= route_methods
        return ", ".join(sorted(methods))
