"""Framework adapters' overhead per call against the plain client call (p50/p95, ms, ratio).

    make run                                    # in another terminal: the demo on :8000
    .venv/bin/python benchmarks/adapter_bench.py [--url URL] [--keys FILE] [--calls 200]

With the demo's customer key, interleaved call by call in one event loop: the plain
`AsyncDiscreetClient.search` against the same search as a tool of each adapter, invoked the
way each framework invokes it (the OpenAI Agents SDK's `FunctionTool.on_invoke_tool` with the
model's JSON arguments; Agent Framework's `FunctionTool.invoke`), and Agent Framework's
`DiscreetContextProvider.before_run` against its two plain calls (memory, then search).

Then the same on a local transport (`httpx.MockTransport` replaying the server's own answers):
the adapters' own cost without the network and the server's variance (the `local:` rows).
Each row's overhead is the per-round difference from its plain call; the ratio is p50 over
the plain call's p50. Needs the ``openai-agents`` and ``agent-framework`` extras (in [dev]).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from uuid import UUID

import httpx
from agent_framework import Agent, Message, SessionContext
from agents import FunctionTool, set_tracing_disabled
from agents.tool_context import ToolContext

from discreet.client import AsyncDiscreetClient
from discreet.integrations import agent_framework, openai_agents

__all__ = ["main"]

QUERY = "How long does standard shipping take?"
Variant = tuple[str, Callable[[], Awaitable[object]]]


def _pct(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"p50": round(statistics.median(ordered), 3), "p95": round(p95, 3)}


def _variants(api: AsyncDiscreetClient, customer: UUID) -> list[Variant]:
    """The plain calls and the adapters' calls over the same client; plain rows first."""
    oa_search = next(t for t in openai_agents.discreet_tools(api) if t.name == "search_policies")
    assert isinstance(oa_search, FunctionTool)
    af_search = next(t for t in agent_framework.discreet_tools(api) if t.name == "search_policies")
    provider = agent_framework.DiscreetContextProvider(api)
    agent = Agent(client=None)  # type: ignore[arg-type]  # before_run never reaches a client
    session = agent.create_session()
    arguments = json.dumps({"query": QUERY, "scope": None})

    async def oa_tool() -> object:
        ctx = ToolContext(
            context=None, tool_name="search_policies", tool_call_id="c", tool_arguments=arguments
        )
        return await oa_search.on_invoke_tool(ctx, arguments)

    async def plain_context() -> object:
        facts = await api.list_memory(customer)
        return facts, await api.search(QUERY, top_k=3, customer_id=customer)

    async def provider_context() -> object:
        context = SessionContext(input_messages=[Message(role="user", contents=[QUERY])])
        await provider.before_run(agent=agent, session=session, context=context, state={})
        return context.instructions

    variants: list[Variant] = [
        ("search/plain_client", lambda: api.search(QUERY, top_k=5, customer_id=customer)),
        ("search/openai_agents_tool", oa_tool),
        ("search/agent_framework_tool", lambda: af_search.invoke(arguments={"query": QUERY})),
        ("context/plain_client", plain_context),
        ("context/agent_framework_provider", provider_context),
    ]
    return variants


async def _round(
    api: AsyncDiscreetClient, customer: UUID, calls: int, tag: str
) -> dict[str, list[float]]:
    variants = _variants(api, customer)
    for _ in range(5):  # warm-up: connections, the adapters' one identity call, validators
        for _name, fn in variants:
            await fn()
    timings: dict[str, list[float]] = {f"{tag}{name}": [] for name, _ in variants}
    for _ in range(calls):
        for name, fn in variants:
            started = time.perf_counter()
            await fn()
            timings[f"{tag}{name}"].append((time.perf_counter() - started) * 1000)
    return timings


def _replay(bodies: dict[str, bytes]) -> httpx.MockTransport:
    def handler(request: httpx.Request) -> httpx.Response:
        body = bodies[request.url.path.rsplit("/", 1)[-1]]
        return httpx.Response(200, content=body, headers={"content-type": "application/json"})

    return httpx.MockTransport(handler)


async def _measure(url: str, key: str, calls: int) -> dict[str, list[float]]:
    async with AsyncDiscreetClient(url, key) as api:
        customer = (await api.me()).customer_id
        if customer is None:
            raise SystemExit("this benchmark needs a customer-bound key")
        timings = await _round(api, customer, calls, "")
    headers = {"Authorization": f"Bearer {key}"}
    async with httpx.AsyncClient(base_url=url, headers=headers, timeout=30) as raw:
        bodies = {
            "me": (await raw.get("/v1/me")).content,
            "search": (await raw.post("/v1/search", json={"query": QUERY})).content,
            "memory": (await raw.get(f"/v1/customers/{customer}/memory")).content,
        }
    local = httpx.AsyncClient(base_url="http://replay", transport=_replay(bodies))
    async with AsyncDiscreetClient("http://replay", key, http=local) as api:
        timings.update(await _round(api, customer, calls, "local:"))
    await local.aclose()
    return timings


def _compare(timings: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    """Each adapter row against the plain row of the same call, round by round."""
    out: dict[str, dict[str, float]] = {}
    for name, values in timings.items():
        call, variant = name.split("/", 1)
        if variant == "plain_client":
            continue
        plain = timings[f"{call}/plain_client"]
        out[name] = {
            **{
                f"overhead_{k}": v
                for k, v in _pct([a - b for a, b in zip(values, plain, strict=True)]).items()
            },
            "ratio_p50": round(statistics.median(values) / statistics.median(plain), 3),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--keys", type=Path, default=Path(".discreet/demo-keys.json"))
    parser.add_argument("--calls", type=int, default=200)
    args = parser.parse_args()
    set_tracing_disabled(True)
    key = json.loads(args.keys.read_text())["customer"]
    timings = asyncio.run(_measure(args.url, key, args.calls))
    print(
        json.dumps(
            {
                "calls": args.calls,
                "ms": {name: _pct(v) for name, v in timings.items()},
                "adapter_vs_plain": _compare(timings),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
