"""Drive `discreet mcp` over stdio with the MCP client library, as a desktop agent would.

    .venv/bin/python examples/mcp_stdio_client.py [--url http://127.0.0.1:8000]

Against `make run` (the demo tenant): starts `discreet mcp` with the demo's customer key in
its environment, lists the tools, searches the policies (with citations), answers a turn
and asks for the customer's latest orders. Runs offline: the demo answers with the
extractive backend.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from pathlib import Path

from mcp import Client, StdioServerParameters


async def run(url: str, key: str) -> None:
    discreet = str(Path(sys.executable).with_name("discreet"))
    params = StdioServerParameters(
        command=discreet,
        args=["mcp", "--url", url],
        env={**os.environ, "DISCREET_API_KEY": key, "DISCREET_LOG_LEVEL": "WARNING"},
    )
    async with Client(params) as client:
        tools = await client.list_tools()
        print("tools:", ", ".join(t.name for t in tools.tools))
        found = await client.call_tool("search_policies", {"query": "international shipping"})
        for hit in (found.structured_content or {}).get("results", [])[:3]:
            print(f"- [{hit['citation']['section']}] {hit['text'][:100]}...")
        for tool, arguments in (
            ("answer_customer", {"message": "Can I return a jacket I bought last week?"}),
            ("order_status", {}),
        ):
            result = await client.call_tool(tool, arguments)
            print(f"{tool}:", (result.structured_content or {}).get("reply"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--keys", default=".discreet/demo-keys.json", type=Path)
    args = parser.parse_args()
    asyncio.run(run(args.url, json.loads(args.keys.read_text())["customer"]))


if __name__ == "__main__":
    main()
