"""Liveness, readiness and Prometheus metrics."""

from __future__ import annotations

from fastapi import APIRouter, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from discreet.api.deps import ContainerDep
from discreet.observability import refresh_queue_metrics
from discreet.services.health import database_check

router = APIRouter(tags=["health"])


@router.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz")
def readyz(c: ContainerDep, response: Response) -> dict[str, object]:
    checks = {"database": database_check(c.engine)}
    ok = all(v == "ok" for v in checks.values())
    response.status_code = 200 if ok else 503
    return {"status": "ready" if ok else "not_ready", "checks": checks}


@router.get("/metrics")
def metrics(c: ContainerDep) -> Response:
    refresh_queue_metrics(c.engine)
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
