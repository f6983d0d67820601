"""The FastAPI application: routers, and one error shape for every failure."""

from __future__ import annotations

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from discreet.api.routes import admin, audit, documents, health, memory, search, sessions
from discreet.bootstrap import Container
from discreet.errors import DiscreetError

__all__ = ["create_app"]

log = structlog.get_logger("discreet.api")


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse(status_code=status, content={"error": {"code": code, "message": message}})


def create_app(container: Container) -> FastAPI:
    app = FastAPI(
        title="Discreet",
        version="0.1.0",
        description="Memory without leaks for AI customer-support agents.",
    )
    app.state.container = container
    for module in (sessions, documents, search, audit, admin, memory, health):
        app.include_router(module.router)
    app.include_router(memory.cases_router)

    @app.exception_handler(DiscreetError)
    async def _discreet_error(_: Request, exc: DiscreetError) -> JSONResponse:
        return _error(exc.status, exc.code, exc.message)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_: Request, exc: RequestValidationError) -> JSONResponse:
        # Say which field is wrong and why, without echoing the submitted value.
        parts = []
        for err in exc.errors():
            where = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
            parts.append(f"{where}: {err.get('msg', 'invalid')}")
        return _error(422, "invalid_input", "; ".join(parts) or "invalid request")

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return _error(exc.status_code, code, str(exc.detail))

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, exc: Exception) -> JSONResponse:
        log.error("unhandled_error", error_type=type(exc).__name__)
        return _error(500, "internal_error", "an unexpected error occurred; it has been logged")

    return app
