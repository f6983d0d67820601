"""Client and MCP overhead per call against raw HTTP (p50/p95, milliseconds).

    .venv/bin/python benchmarks/client_bench.py [--calls 200]

Starts `discreet serve --demo` as its own process (private embedded PostgreSQL in a
temporary home) and `discreet mcp --transport http` as another, waits until the demo
policies are searchable, then times, with the demo's customer key:

* sync, interleaved call by call: raw `httpx.Client` vs `DiscreetClient`, on `GET /v1/me`
  (authentication only) and `POST /v1/search`;
* async, interleaved in one event loop: raw `httpx.AsyncClient` search vs
  `AsyncDiscreetClient.search` vs the MCP tool `search_policies` through the MCP client
  library, in process and over streamable HTTP (the `discreet mcp` process).

Then the same calls once more on a local transport (`httpx.MockTransport` replaying the
server's own `/v1/me` and `/v1/search` answers): the client's and the MCP layer's own cost,
without the network and the server's variance (the `local:` rows).

Overhead is taken per round: the variant's time minus raw HTTP's for the same call in the
same round (the calls are interleaved), reported as p50/p95 of those differences.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx

from discreet.client import AsyncDiscreetClient, DiscreetClient

__all__ = ["main"]

QUERY = "How long does standard shipping take?"
DISCREET = str(Path(sys.executable).with_name("discreet"))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _pct(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"p50": round(statistics.median(ordered), 3), "p95": round(p95, 3)}


def _start(args: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [DISCREET, *args],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def _wait_searchable(base: str, key: str, timeout_s: float = 600) -> None:
    deadline = time.monotonic() + timeout_s
    headers = {"Authorization": f"Bearer {key}"}
    while time.monotonic() < deadline:
        try:
            r = httpx.post(f"{base}/v1/search", json={"query": QUERY}, headers=headers, timeout=30)
            if r.status_code == 200 and r.json()["results"]:
                return
        except httpx.HTTPError:
            pass
        time.sleep(1)
    raise RuntimeError("the demo policies did not become searchable")


def _wait_keys(home: Path, base: str, timeout_s: float = 300) -> dict[str, str]:
    deadline = time.monotonic() + timeout_s
    keys_file = home / "demo-keys.json"
    while time.monotonic() < deadline:
        try:
            if keys_file.exists() and httpx.get(f"{base}/healthz", timeout=5).status_code == 200:
                keys: dict[str, str] = json.loads(keys_file.read_text())
                if keys:
                    return keys
        except (httpx.HTTPError, ValueError):
            pass
        time.sleep(0.5)
    raise RuntimeError("the server did not start")


def _sync_round(base: str, key: str, calls: int) -> dict[str, Any]:
    timings: dict[str, list[float]] = {
        "sync:me/raw_httpx": [],
        "sync:me/DiscreetClient": [],
        "sync:search/raw_httpx": [],
        "sync:search/DiscreetClient": [],
    }
    headers = {"Authorization": f"Bearer {key}"}
    with (
        httpx.Client(base_url=base, headers=headers, timeout=30) as raw,
        DiscreetClient(base, key) as dc,
    ):
        variants: list[tuple[str, Callable[[], object]]] = [
            ("sync:me/raw_httpx", lambda: raw.get("/v1/me").raise_for_status().json()),
            ("sync:me/DiscreetClient", dc.me),
            (
                "sync:search/raw_httpx",
                lambda: raw.post("/v1/search", json={"query": QUERY}).raise_for_status().json(),
            ),
            ("sync:search/DiscreetClient", lambda: dc.search(QUERY)),
        ]
        for _ in range(10):
            for _name, fn in variants:
                fn()
        for _ in range(calls):
            for name, fn in variants:
                started = time.perf_counter()
                fn()
                timings[name].append((time.perf_counter() - started) * 1000)
    return timings


async def _async_round(base: str, mcp_url: str, key: str, calls: int) -> dict[str, Any]:
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    from discreet.mcp_server import DiscreetTools, build_server

    headers = {"Authorization": f"Bearer {key}"}
    names = ["raw_httpx", "AsyncDiscreetClient", "mcp_in_process", "mcp_streamable_http"]
    timings: dict[str, list[float]] = {f"async:search/{n}": [] for n in names}
    tools = DiscreetTools(base, api_key=key)
    async with (
        httpx.AsyncClient(base_url=base, headers=headers, timeout=30) as raw,
        AsyncDiscreetClient(base, key) as dc,
        Client(build_server(tools)) as local,
        httpx2.AsyncClient(headers=headers, timeout=60) as mcp_http,
        Client(streamable_http_client(mcp_url, http_client=mcp_http)) as remote,
    ):

        async def raw_search() -> object:
            r = await raw.post("/v1/search", json={"query": QUERY})
            return r.raise_for_status().json()

        async def tool(c: Client) -> object:
            result = await c.call_tool("search_policies", {"query": QUERY})
            if result.is_error:
                raise RuntimeError("the MCP tool failed")
            return result.structured_content

        variants: list[tuple[str, Callable[[], Awaitable[object]]]] = [
            ("async:search/raw_httpx", raw_search),
            ("async:search/AsyncDiscreetClient", lambda: dc.search(QUERY)),
            ("async:search/mcp_in_process", lambda: tool(local)),
            ("async:search/mcp_streamable_http", lambda: tool(remote)),
        ]
        for _ in range(10):
            for _name, fn in variants:
                await fn()
        for _ in range(calls):
            for name, fn in variants:
                started = time.perf_counter()
                await fn()
                timings[name].append((time.perf_counter() - started) * 1000)
    await tools.aclose()
    return timings


def _replay(me_body: bytes, search_body: bytes) -> httpx.MockTransport:
    def handler(request: httpx.Request) -> httpx.Response:
        body = me_body if request.url.path == "/v1/me" else search_body
        return httpx.Response(200, content=body, headers={"content-type": "application/json"})

    return httpx.MockTransport(handler)


def _local_round(me_body: bytes, search_body: bytes, key: str, calls: int) -> dict[str, Any]:
    """Client and MCP overhead with the server's answers replayed in process."""
    from mcp import Client

    from discreet.mcp_server import DiscreetTools, build_server

    local = "http://replay"
    headers = {"Authorization": f"Bearer {key}"}
    timings: dict[str, list[float]] = {}
    transport = _replay(me_body, search_body)
    with (
        httpx.Client(base_url=local, headers=headers, transport=transport) as raw,
        DiscreetClient(local, key, http=httpx.Client(base_url=local, transport=transport)) as dc,
    ):
        sync_variants: list[tuple[str, Callable[[], object]]] = [
            (
                "local:search/raw_httpx",
                lambda: raw.post("/v1/search", json={"query": QUERY}).json(),
            ),
            ("local:search/DiscreetClient", lambda: dc.search(QUERY)),
        ]
        for name, _fn in sync_variants:
            timings[name] = []
        for _ in range(calls):
            for name, fn in sync_variants:
                started = time.perf_counter()
                fn()
                timings[name].append((time.perf_counter() - started) * 1000)

    async def run_async() -> None:
        atransport = _replay(me_body, search_body)
        tools = DiscreetTools(
            local, api_key=key, http=httpx.AsyncClient(base_url=local, transport=atransport)
        )
        async with (
            httpx.AsyncClient(base_url=local, headers=headers, transport=atransport) as araw,
            AsyncDiscreetClient(
                local, key, http=httpx.AsyncClient(base_url=local, transport=atransport)
            ) as adc,
            Client(build_server(tools)) as mcp_local,
        ):

            async def raw_search() -> object:
                return (await araw.post("/v1/search", json={"query": QUERY})).json()

            async def tool() -> object:
                return (
                    await mcp_local.call_tool("search_policies", {"query": QUERY})
                ).structured_content

            variants: list[tuple[str, Callable[[], Awaitable[object]]]] = [
                ("local:async_search/raw_httpx", raw_search),
                ("local:async_search/AsyncDiscreetClient", lambda: adc.search(QUERY)),
                ("local:async_search/mcp_in_process", tool),
            ]
            for name, fn in variants:
                timings[name] = []
                await fn()
            for _ in range(calls):
                for name, fn in variants:
                    started = time.perf_counter()
                    await fn()
                    timings[name].append((time.perf_counter() - started) * 1000)
        await tools.aclose()

    asyncio.run(run_async())
    return timings


def _overheads(timings: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    """Each variant against raw HTTP for the same call in the same round (the calls are
    interleaved, so a pair shares the server's and the machine's state): p50/p95 of the
    per-round differences."""
    out = {}
    for name, values in timings.items():
        call, variant = name.split("/", 1)
        if variant != "raw_httpx":
            raw = timings[f"{call}/raw_httpx"]
            out[name] = _pct([v - r for v, r in zip(values, raw, strict=True)])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    args = parser.parse_args()

    home = Path(tempfile.mkdtemp(prefix="dcb-", dir="/tmp"))
    port, mcp_port = _free_port(), _free_port()
    base = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "DISCREET_HOME": str(home),
        "DISCREET_ENV": "test",
        "DISCREET_LOG_LEVEL": "WARNING",
    }
    env.pop("DATABASE_URL", None)
    procs = []
    try:
        procs.append(_start(["serve", "--demo", "--host", "127.0.0.1", "--port", str(port)], env))
        keys = _wait_keys(home, base)
        key = keys["customer"]
        _wait_searchable(base, key)
        procs.append(
            _start(["mcp", "--transport", "http", "--url", base, "--port", str(mcp_port)], env)
        )
        mcp_url = f"http://127.0.0.1:{mcp_port}/mcp"
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.post(mcp_url, timeout=2)
                break
            except httpx.HTTPError:
                if time.monotonic() > deadline:
                    raise RuntimeError("the MCP server did not start") from None
                time.sleep(0.3)
        timings = _sync_round(base, key, args.calls)
        timings.update(asyncio.run(_async_round(base, mcp_url, key, args.calls)))
        auth = {"Authorization": f"Bearer {key}"}
        me_body = httpx.get(f"{base}/v1/me", headers=auth, timeout=30).content
        search_body = httpx.post(
            f"{base}/v1/search", json={"query": QUERY}, headers=auth, timeout=30
        ).content
        timings.update(_local_round(me_body, search_body, key, args.calls))
    finally:
        for p in procs:
            os.killpg(p.pid, signal.SIGTERM)
        for p in procs:
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
        shutil.rmtree(home, ignore_errors=True)
    print(
        json.dumps(
            {
                "calls": args.calls,
                "ms": {name: _pct(v) for name, v in timings.items()},
                "overhead_vs_raw_ms": _overheads(timings),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
