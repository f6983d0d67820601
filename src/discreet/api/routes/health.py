"""Liveness, readiness and Prometheus metrics."""

from __future__ import annotations

from fastapi import APIRouter, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from sqlalchemy import text

from discreet.api.deps import ContainerDep
from discreet.observability import refresh_queue_metrics

router = APIRouter(tags=["health"])


@router.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz")
def readyz(c: ContainerDep, response: Response) -> dict[str, object]:
    checks: dict[str, str] = {}
    try:
        with c.engine.connect() as conn:
            role = conn.execute(text("SELECT current_user")).scalar_one()
        checks["database"] = "ok" if role == "discreet_app" else f"wrong role: {role}"
    except Exception:
        checks["database"] = "unreachable"
    ok = all(v == "ok" for v in checks.values())
    response.status_code = 200 if ok else 503
    return {"status": "ready" if ok else "not_ready", "checks": checks}


@router.get("/metrics")
def metrics(c: ContainerDep) -> Response:
    refresh_queue_metrics(c.engine)
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
