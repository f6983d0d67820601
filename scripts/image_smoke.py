"""Smoke test of the compose stack: up -> upload -> active -> cited answer -> node restart ->
answer, over loopback only, then down. Prints the figures it measured.

Run by `make image-smoke` after `scripts/local-images.sh` has built the images. Uses
Debian's `docker-compose` (or `docker compose` when the plugin is there).
"""

from __future__ import annotations

import base64
import json
import os
import secrets
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
PROJECT = "discreet-smoke"
API_1 = "http://127.0.0.1:18001"
API_2 = "http://127.0.0.1:18002"
POLICY = b"""# Returns

Unworn items can be returned within 45 days of delivery for a full refund to the original
payment method. Refunds are issued within 5 business days of the return arriving.
"""
QUESTION = "How many days do I have to return an unworn item?"


def _compose_cmd() -> list[str]:
    if shutil.which("docker-compose"):
        return ["docker-compose"]
    return ["docker", "compose"]


COMPOSE = [*_compose_cmd(), "-p", PROJECT, "-f", str(ROOT / "compose.yaml")]


def compose(*args: str, capture: bool = False) -> str:
    done = subprocess.run(  # noqa: S603 - our own compose command and arguments
        [*COMPOSE, *args], cwd=ROOT, check=True, text=True, capture_output=capture
    )
    return done.stdout if capture else ""


def cli(service: str, *args: str) -> dict[str, Any]:
    out = compose("exec", "-T", service, "discreet", *args, "--json", capture=True)
    body: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return body


def wait_ready(base: str, timeout_s: float = 300) -> float:
    started = time.monotonic()
    while time.monotonic() - started < timeout_s:
        try:
            if httpx.get(f"{base}/readyz", timeout=2).status_code == 200:
                return time.monotonic() - started
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    raise SystemExit(f"{base} was not ready within {timeout_s:.0f} s")


def ask(http: httpx.Client, session_id: str, doc: str) -> dict[str, Any]:
    r = http.post(f"/v1/sessions/{session_id}/messages", json={"message": QUESTION})
    if r.status_code != 200:
        raise SystemExit(f"turn failed: {r.status_code} {r.text[:300]}")
    body: dict[str, Any] = r.json()
    cited = {c["document_id"] for c in body.get("citations", [])}
    if doc not in cited:
        raise SystemExit(f"the answer does not cite the uploaded policy: {body}")
    return body


def main() -> int:
    figures: dict[str, str] = {}
    size = subprocess.run(  # noqa: S603 - fixed arguments
        [
            shutil.which("docker") or "docker",
            "image",
            "inspect",
            "--format",
            "{{.Size}}",
            "discreet:local",
        ],
        check=True,
        text=True,
        capture_output=True,
    ).stdout.strip()
    figures["image size (discreet:local)"] = f"{int(size) / 1e6:.0f} MB"
    os.environ.setdefault("DISCREET_KEK", base64.b64encode(secrets.token_bytes(32)).decode())
    compose("down", "-v", "--remove-orphans")
    t_up = time.monotonic()
    try:
        compose("up", "-d")
        wait_ready(API_1)
        wait_ready(API_2)
        figures["compose up -> both API nodes ready"] = f"{time.monotonic() - t_up:.1f} s"

        tenant = cli("api-1", "tenants", "create", f"smoke-{int(time.time())}")["tenant_id"]
        admin = cli("api-1", "keys", "create", "--tenant", tenant, "--role", "admin")["api_key"]
        customer = cli("api-1", "customers", "create", "--tenant", tenant, "--external-id", "c-1")
        customer_id = str(customer["customer_id"])
        headers = {"Authorization": f"Bearer {admin}"}

        with (
            httpx.Client(base_url=API_1, headers=headers, timeout=60) as one,
            httpx.Client(base_url=API_2, headers=headers, timeout=60) as two,
        ):
            t_upload = time.monotonic()
            r = one.post(
                "/v1/documents",
                files={"file": ("returns.md", POLICY, "text/markdown")},
                data={"title": "Returns", "scope": "returns"},
            )
            if r.status_code != 202:
                raise SystemExit(f"upload failed: {r.status_code} {r.text[:300]}")
            doc = str(r.json()["document_id"])
            # Uploaded on node 1, indexed by a worker from the shared bucket, read on node 2.
            while True:
                body = two.get(f"/v1/documents/{doc}").json()
                status = body["versions"][0]["status"]
                if status == "active":
                    break
                if status in {"failed", "quarantined", "rejected"} or (
                    time.monotonic() - t_upload > 180
                ):
                    raise SystemExit(f"the upload did not become active: {body}")
                time.sleep(0.3)
            figures["upload -> active"] = f"{time.monotonic() - t_upload:.1f} s"

            r = two.post("/v1/sessions", json={"customer_id": customer_id})
            if r.status_code != 201:
                raise SystemExit(f"session failed: {r.status_code} {r.text[:300]}")
            session_id = str(r.json()["session_id"])
            ask(two, session_id, doc)
            figures["compose up -> first cited answer"] = f"{time.monotonic() - t_up:.1f} s"

            # Node 1 restarts (SIGTERM, then a cold start); the session goes on through it.
            t_restart = time.monotonic()
            compose("restart", "api-1")
            wait_ready(API_1)
            figures["api-1 restart (stop + cold start) -> ready"] = (
                f"{time.monotonic() - t_restart:.1f} s"
            )
            ask(one, session_id, doc)
            ask(two, session_id, doc)
        for name in ("worker-1", "worker-2"):
            state = compose("ps", name, capture=True)
            if "Up" not in state:
                raise SystemExit(f"{name} is not running:\n{state}")
    except BaseException:
        subprocess.run([*COMPOSE, "logs", "--tail", "40"], cwd=ROOT, check=False)  # noqa: S603
        raise
    finally:
        compose("down", "-v", "--remove-orphans")
    print("image smoke: upload -> active -> cited answer -> node restart -> answer: ok")
    for name, value in figures.items():
        print(f"  {name}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
