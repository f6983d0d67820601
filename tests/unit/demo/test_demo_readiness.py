"""`serve --demo`: /readyz waits until the demo policies are searchable."""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.testclient import TestClient

from discreet.demo.readiness import DemoReadiness


def _app(states: list[str], calls: list[int]) -> FastAPI:
    app = FastAPI()

    @app.get("/readyz")
    def readyz() -> dict[str, str]:
        return {"status": "ready"}

    @app.get("/healthz")
    def healthz() -> dict[str, str]:
        return {"status": "ok"}

    def probe() -> str:
        calls.append(1)
        return states.pop(0)

    app.add_middleware(DemoReadiness, probe=probe)
    return app


def test_readyz_is_503_while_the_demo_is_indexing_then_passes_through() -> None:
    calls: list[int] = []
    client = TestClient(_app(["indexing", "indexing", "ok"], calls))
    first = client.get("/readyz")
    assert first.status_code == 503
    assert first.json() == {"status": "not_ready", "checks": {"demo": "indexing"}}
    assert first.headers["retry-after"] == "2"
    assert client.get("/healthz").status_code == 200  # liveness is not held back
    assert client.get("/readyz").status_code == 503
    assert client.get("/readyz").json() == {"status": "ready"}
    # Once ready, the probe is not asked again.
    assert client.get("/readyz").status_code == 200
    assert len(calls) == 3


def test_a_failing_probe_leaves_the_answer_to_the_route() -> None:
    app = FastAPI()

    @app.get("/readyz")
    def readyz() -> dict[str, str]:
        return {"status": "ready"}

    def probe() -> str:
        raise RuntimeError("database down")

    app.add_middleware(DemoReadiness, probe=probe)
    assert TestClient(app).get("/readyz").status_code == 200
