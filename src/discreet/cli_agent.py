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
        container.engine, container.blobs, principal, src, scope=scope, update_mode=mode
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


def register(app: typer.Typer) -> None:
    """Add this module's commands to `app`."""
    app.command("sync")(sync)
