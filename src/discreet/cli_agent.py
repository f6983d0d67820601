"""The commands that plug Discreet into an agent's world: `discreet sync` (mirror a policy
source into the knowledge base) and `discreet mcp` (the Model Context Protocol server).
Registered on the main `discreet` app by `cli.py`."""

from __future__ import annotations

import json
from typing import Annotated, Literal

import typer

__all__ = ["register"]

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


def sync(
    source: Annotated[
        str,
        typer.Argument(help="A directory, s3://bucket/prefix, or an http(s):// sitemap/URL list."),
    ],
    tenant: Annotated[str, typer.Option("--tenant", help="Tenant id (UUID) or name.")],
    scope: Annotated[str, typer.Option("--scope", help="Policy scope slug, e.g. returns.")],
    update_mode: Annotated[
        str, typer.Option("--update-mode", help="available or strict, for new documents.")
    ] = "available",
    s3_endpoint: Annotated[
        str | None,
        typer.Option(
            "--s3-endpoint",
            help="S3-compatible endpoint for s3:// (default: AWS_ENDPOINT_URL, else AWS).",
        ),
    ] = None,
    wait: Annotated[
        bool, typer.Option("--wait/--no-wait", help="Index changes now with an in-process worker.")
    ] = True,
    as_json: JsonOpt = False,
) -> None:
    """Mirror a source into one scope: new files become documents, changed files new
    versions, removed files are deleted; unchanged files cost no writes."""
    from discreet.cli import _container, _tenant_id
    from discreet.errors import InvalidInput
    from discreet.services.admin import staff_principal
    from discreet.services.sync import S3Options, iter_failures, open_source, sync_source

    if update_mode not in ("available", "strict"):
        raise InvalidInput("--update-mode must be 'available' or 'strict'")
    mode: Literal["available", "strict"] = "strict" if update_mode == "strict" else "available"
    s3 = S3Options.from_env(s3_endpoint) if source.startswith("s3://") else None
    src = open_source(source, s3=s3)
    container = _container()
    principal = staff_principal(_tenant_id(container, tenant))
    report = sync_source(
        container.engine,
        container.blobs,
        principal,
        src,
        scope=scope,
        update_mode=mode,
        limits=container.output_limits,
    )
    if wait and (report.created or report.updated or report.deleted):
        container.worker().drain()
    if as_json:
        typer.echo(json.dumps(report.counts()))
    else:
        for line in iter_failures(report):
            typer.echo(line, err=True)
        typer.echo(
            " ".join(f"{k}={v}" for k, v in report.counts().items())
            + f" ({report.elapsed_ms / 1000:.1f} s)"
        )
    if report.failed:
        raise typer.Exit(1)


def mcp(
    url: Annotated[
        str, typer.Option("--url", help="The Discreet API the tools call.")
    ] = "http://127.0.0.1:8000",
    transport: Annotated[
        str, typer.Option("--transport", help="stdio (one key) or http (a bearer per request).")
    ] = "stdio",
    api_key: Annotated[
        str | None,
        typer.Option(
            "--api-key",
            envvar="DISCREET_API_KEY",
            help="stdio: the key every call uses (better: the DISCREET_API_KEY variable).",
            show_default=False,
        ),
    ] = None,
    customer: Annotated[
        str | None,
        typer.Option(
            "--customer", help="stdio with a staff key: the customer id the tools act for."
        ),
    ] = None,
    host: Annotated[str, typer.Option("--host", help="http: the address to listen on.")] = (
        "127.0.0.1"
    ),
    port: Annotated[int, typer.Option("--port", help="http: the port to listen on.")] = 8765,
) -> None:
    """Serve Discreet's tools to an MCP client: policy search with citations, customer
    memory, a whole guarded turn, order status and handoff. Identity comes from the API key
    only (stdio: this process's; http: each request's bearer)."""
    from uuid import UUID

    from discreet.errors import InvalidInput

    try:
        from discreet.mcp_server import http_app, run_stdio
    except ImportError as exc:  # the optional extra is missing
        raise InvalidInput("install the MCP extra: pip install 'discreet[mcp]'") from exc

    if transport == "stdio":
        if not api_key:
            raise InvalidInput("stdio needs an API key: set DISCREET_API_KEY or pass --api-key")
        try:
            customer_id = UUID(customer) if customer else None
        except ValueError:
            raise InvalidInput("--customer must be a customer id (UUID)") from None
        run_stdio(url, api_key, customer_id=customer_id)
        return
    if transport != "http":
        raise InvalidInput("--transport must be 'stdio' or 'http'")
    if customer:
        raise InvalidInput("over http each request's key says whom it acts for; drop --customer")
    import uvicorn

    application, _ = http_app(url, host=host)
    typer.echo(f"Discreet MCP (streamable HTTP) on http://{host}:{port}/mcp", err=True)
    uvicorn.run(application, host=host, port=port, log_level="warning", log_config=None)


def register(app: typer.Typer) -> None:
    """Add this module's commands to `app`."""
    app.command("sync")(sync)
    app.command("mcp")(mcp)
