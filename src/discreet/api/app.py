"""The FastAPI application: routers, admission, and one error shape for every failure.

Load is shaped here from the container's `Capacity`: the server's thread pool gets
`capacity.threads` threads (set when the app starts), and every ``/v1`` request passes
admission (`api/admission.py`) before it runs. A 503 (overloaded, or a dependency
unavailable) always carries ``Retry-After``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Iterator
from contextlib import asynccontextmanager

import anyio.to_thread
import structlog
from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from starlette.exceptions import HTTPException as StarletteHTTPException

from discreet.api.admission import Admission, AdmissionMiddleware, TenantHints, remember_tenant
from discreet.api.limits import BodyLimit, LargerBody
from discreet.api.log_context import LogContext
from discreet.api.methods import AllowedMethods
from discreet.api.ratelimit import RateLimited, limit_rate, rate_limiter
from discreet.api.responses import declare_errors
from discreet.api.routes import admin, audit, documents, health, identity, memory, search, sessions
from discreet.api.routes.operator import CONSOLE_ROUTER, OPERATOR_ROUTERS
from discreet.api.surfaces import SecurityHeaders, mount_docs, surface_guard
from discreet.bootstrap import Container
from discreet.errors import DiscreetError, Unavailable
from discreet.logging import register_route_words

__all__ = ["create_app"]

log = structlog.get_logger("discreet.api")


def _error(
    status: int, code: str, message: str, headers: dict[str, str] | None = None
) -> JSONResponse:
    return JSONResponse(
        status_code=status,
        content={"error": {"code": code, "message": message}},
        headers=headers,
    )


def _route_paths(routes: Iterable[object]) -> Iterator[str]:
    """Every route's path, through the routers FastAPI keeps whole when included."""
    for route in routes:
        path = getattr(route, "path", None)
        if isinstance(path, str):
            yield path
        included = getattr(route, "original_router", None)  # FastAPI's _IncludedRouter
        if included is not None:
            yield from _route_paths(getattr(included, "routes", ()))


def create_app(container: Container) -> FastAPI:
    capacity = container.capacity

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        # Sync routes run on this pool: enough threads for every admitted request and the
        # probes, and no more than the database pool is sized for.
        anyio.to_thread.current_default_thread_limiter().total_tokens = capacity.threads
        yield

    settings = container.settings
    ops_token = settings.ops_token.get_secret_value() if settings.ops_token else None
    docs_open = settings.docs_access == "open"
    app = FastAPI(
        title="Discreet",
        version="0.1.0",
        description="Memory without leaks for AI customer-support agents.",
        lifespan=lifespan,
        docs_url="/docs" if docs_open else None,
        redoc_url="/redoc" if docs_open else None,
        openapi_url="/openapi.json" if docs_open else None,
    )
    # Built once; it also refuses a 'token' surface without DISCREET_OPS_TOKEN, at start-up.
    app.state.metrics_guard = surface_guard(settings.metrics_access, ops_token)
    if not docs_open:
        mount_docs(app, settings.docs_access, ops_token)
    app.state.container = container
    app.state.admission = Admission(
        slots=capacity.requests,
        tenant_slots=capacity.tenant_slots,
        queue=capacity.queue,
        timeout_s=capacity.queue_timeout_s,
    )
    app.state.tenant_hints = TenantHints()
    app.add_middleware(
        AdmissionMiddleware, admission=app.state.admission, hints=app.state.tenant_hints
    )
    app.state.rate_limiter = rate_limiter(settings)
    admitted = [Depends(remember_tenant), Depends(limit_rate)]
    for module in (sessions, documents, search, audit, admin, memory):
        app.include_router(module.router, dependencies=admitted)
    app.include_router(memory.cases_router, dependencies=admitted)
    # The operator's admin API (issue 17): cases, customers, settings, keys, gaps, history.
    for operator_router in OPERATOR_ROUTERS:
        app.include_router(operator_router, dependencies=admitted)
    app.include_router(CONSOLE_ROUTER)  # the console's page and assets (no data, no key)
    app.include_router(documents.uploads_router, dependencies=admitted)
    app.include_router(identity.router, dependencies=admitted)
    app.include_router(health.router)

    # Bodies are counted while they are read; past the limit, a 413 before the rest.
    uploads = [
        LargerBody(route.path_regex, frozenset(route.methods or ()), settings.max_upload_bytes)
        for route in documents.uploads_router.routes
        if isinstance(route, APIRoute)
    ]
    app.add_middleware(BodyLimit, default=settings.max_json_bytes, larger=uploads)
    app.add_middleware(SecurityHeaders)  # every answer, errors included
    app.add_middleware(LogContext)  # outermost: every log line of the request has its id
    register_route_words(_route_paths(app.routes))
    declare_errors(app)  # every operation's error answers, in the OpenAPI document
    allowed = AllowedMethods(app.routes)

    @app.exception_handler(DiscreetError)
    async def _discreet_error(_: Request, exc: DiscreetError) -> JSONResponse:
        headers = None
        if isinstance(exc, Unavailable | RateLimited):
            headers = {"Retry-After": str(getattr(exc, "retry_after_s", 1))}
        return _error(exc.status, exc.code, exc.message, headers)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_: Request, exc: RequestValidationError) -> JSONResponse:
        # Say which field is wrong and why, without echoing the submitted value.
        parts = []
        for err in exc.errors():
            where = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
            parts.append(f"{where}: {err.get('msg', 'invalid')}")
        return _error(422, "invalid_input", "; ".join(parts) or "invalid request")

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {
            400: "invalid_input",  # a body FastAPI could not parse
            404: "not_found",
            405: "method_not_allowed",
            413: "too_large",
        }.get(exc.status_code, "http_error")
        headers = dict(exc.headers or {})
        if exc.status_code == 405:  # every method the path answers, not only one route's
            headers["Allow"] = allowed.for_path(request.url.path)
        return _error(exc.status_code, code, str(exc.detail), headers or None)

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        log.error("unhandled_error", error_type=type(exc).__name__)
        return _error(500, "internal_error", "an unexpected error occurred; it has been logged")

    return app
