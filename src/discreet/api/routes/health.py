"""Liveness, readiness and Prometheus metrics.

``/readyz`` answers 503 while the node is saturated (its admission queue at least half
full, or its oldest waiter past half the deadline, or its database pool exhausted), so a
load balancer stops sending it traffic until it has caught up; the saturated check skips the
database probe, which would only add to the wait.
"""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from fastapi.responses import PlainTextResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from starlette.concurrency import run_in_threadpool

from discreet.api.admission import Admission
from discreet.api.deps import ContainerDep
from discreet.api.responses import errors
from discreet.errors import NotFound, Unauthenticated
from discreet.observability import refresh_pool_metrics, refresh_queue_metrics
from discreet.services.health import database_check, pool_check

router = APIRouter(tags=["health"])


@router.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok"}


_NOT_READY = {
    "description": "Not ready (saturated, or the database is down): the same body, with "
    "Retry-After when the node is saturated",
    "content": {"application/json": {"schema": {"type": "object"}}},
}


@router.get("/readyz", responses={503: _NOT_READY})
async def readyz(request: Request, c: ContainerDep, response: Response) -> dict[str, object]:
    # On the event loop, where the admission state lives; the database probe on a thread.
    checks: dict[str, str] = {}
    admission: Admission | None = getattr(request.app.state, "admission", None)
    load: dict[str, object] = {}
    if admission is not None:
        stats = admission.stats()
        checks["capacity"] = "saturated" if admission.saturated() else "ok"
        load = {
            "slots": stats.slots,
            "in_flight": stats.in_flight,
            "waiting": stats.waiting,
            "queue": stats.queue,
            "oldest_wait_s": stats.oldest_wait_s,
        }
    checks["pool"] = pool_check(c.engine)
    if checks["pool"] == "ok" and checks.get("capacity", "ok") == "ok":
        checks["database"] = await run_in_threadpool(database_check, c.engine)
    ok = all(v == "ok" for v in checks.values())
    response.status_code = 200 if ok else 503
    if not ok and admission is not None:
        response.headers["Retry-After"] = str(admission.retry_after_s())
    body: dict[str, object] = {"status": "ready" if ok else "not_ready", "checks": checks}
    if load:
        body["load"] = load
    return body


@router.get(
    "/metrics",
    response_class=PlainTextResponse,
    responses={
        200: {
            "description": "Prometheus text exposition",
            "content": {"text/plain": {"schema": {"type": "string"}}},
        },
        # DISCREET_METRICS=token without the operators' token; =off answers 404.
        **errors(Unauthenticated, NotFound),
    },
)
def metrics(request: Request, c: ContainerDep) -> Response:
    """Prometheus text; open, behind the operators' token, or off (``DISCREET_METRICS``)."""
    request.app.state.metrics_guard(request)  # built by `create_app` from the settings
    refresh_pool_metrics(c.engine)
    refresh_queue_metrics(c.engine)
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
