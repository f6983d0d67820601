"""The `discreet` command: thin over the same use cases as the HTTP API.

Every command honours DATABASE_URL / DISCREET_HOME like the server and works while a server
runs on the same home (they share its embedded PostgreSQL). `--json` prints one JSON value.
"""

from __future__ import annotations

import json
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any
from uuid import UUID

import typer

from discreet.bootstrap import Container
from discreet.errors import DiscreetError, InvalidInput

__all__ = ["app", "main"]

app = typer.Typer(
    help="Discreet: memory without leaks for AI customer-support agents.",
    no_args_is_help=True,
    add_completion=False,
)
tenants_app = typer.Typer(help="Tenants.", no_args_is_help=True)
keys_app = typer.Typer(help="API keys.", no_args_is_help=True)
customers_app = typer.Typer(help="Customers.", no_args_is_help=True)
eval_app = typer.Typer(help="Evaluations.", no_args_is_help=True)
audit_app = typer.Typer(help="The audit trail.", no_args_is_help=True)
app.add_typer(tenants_app, name="tenants")
app.add_typer(keys_app, name="keys")
app.add_typer(customers_app, name="customers")
app.add_typer(eval_app, name="eval")
app.add_typer(audit_app, name="audit")

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
TenantOpt = Annotated[str, typer.Option("--tenant", help="Tenant id (UUID) or name.")]


def _container() -> Container:
    from discreet.logging import configure_logging

    container = Container.build()
    configure_logging(container.settings.log_level)
    return container


def _emit(value: Any, as_json: bool, human: str) -> None:
    if as_json:
        typer.echo(json.dumps(value, default=str))
    else:
        typer.echo(human)


def _tenant_id(container: Container, tenant: str) -> UUID:
    from discreet.tenancy.directory import find_tenant

    try:
        return UUID(tenant)
    except ValueError:
        pass
    with container.admin_engine.connect() as conn:
        found = find_tenant(conn, tenant)
    if found is None:
        raise InvalidInput(f"no tenant named {tenant!r}")
    return found


@app.command()
def serve(
    host: Annotated[str | None, typer.Option(help="Interface to listen on.")] = None,
    port: Annotated[int | None, typer.Option(help="Port to listen on.")] = None,
    no_worker: Annotated[
        bool, typer.Option("--no-worker", help="Do not run a worker in-process.")
    ] = False,
    demo: Annotated[
        bool, typer.Option("--demo/--no-demo", help="Load the demo tenant if absent.")
    ] = False,
) -> None:
    """Serve the HTTP API (and an in-process worker)."""
    import threading
    from functools import partial

    import uvicorn

    from discreet.api.app import create_app
    from discreet.demo.loader import demo_readiness
    from discreet.demo.readiness import DemoReadiness

    container = _container()
    if demo:
        from discreet.demo.loader import load_demo, print_demo_banner

        info = load_demo(container)
        if sys.stdout.isatty():  # the keys go to a person's terminal, never a log collector
            print_demo_banner(info, container)
        else:
            keys_file = container.settings.home / "demo-keys.json"
            typer.echo(f"Demo keys are in {keys_file} (owner-only); not printed to a non-terminal")
    # Load the models before the first request, not during it.
    container.redactor  # noqa: B018
    container.embedder  # noqa: B018
    worker = None if no_worker else container.worker()
    application = create_app(container)
    h = host or container.settings.host
    p = port or container.settings.port
    if demo:
        application.add_middleware(DemoReadiness, probe=partial(demo_readiness, container))
    if worker is None:
        typer.echo(f"Discreet is serving on http://{h}:{p} (API docs at /docs; no worker here)")
        with _exit_normally_after_signal():
            uvicorn.run(application, host=h, port=p, log_level="warning", log_config=None)
        return
    with (
        _exit_normally_after_signal(),
        worker.in_background(poll_s=container.settings.worker_poll_s),
    ):
        if demo:
            # "serving" only once the demo's policies are searchable, so the README's first
            # question is answered; /readyz says "indexing" until then.
            threading.Thread(target=_serving_banner, args=(container, h, p), daemon=True).start()
        else:
            typer.echo(f"Discreet is serving on http://{h}:{p} (API docs at /docs)")
        uvicorn.run(application, host=h, port=p, log_level="warning", log_config=None)


@contextmanager
def _exit_normally_after_signal() -> Iterator[None]:
    """uvicorn drains on SIGTERM or SIGINT, then raises the signal again. With the default
    handler that kills the process before its exit handlers run: the worker would not
    release its leases and the embedded PostgreSQL, which its last user's exit handler
    stops, would outlive it. Here that second signal ends the process normally instead."""

    def leave(signum: int, _frame: object) -> None:
        raise SystemExit(0)

    previous = {sig: signal.signal(sig, leave) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _serving_banner(container: Container, host: str, port: int) -> None:
    from discreet.demo.loader import wait_until_searchable

    typer.echo("Indexing the demo policies ...")
    if wait_until_searchable(container):
        typer.echo(f"Discreet is serving on http://{host}:{port} (API docs at /docs)")
    else:
        typer.echo(f"Discreet is serving on http://{host}:{port}; the demo is still indexing")


@app.command()
def worker(
    once: Annotated[bool, typer.Option("--once", help="Process what is ready, then exit.")] = False,
) -> None:
    """Run a job worker (any number may run against the same database)."""
    container = _container()
    w = container.worker()
    if once:
        handled = w.drain()
        # The sweeps a long-running worker does every 30 s: expired sessions and memory,
        # audit retention, the reconciler, the queue gauges.
        w.run_periodic()
        typer.echo(json.dumps({"handled": handled, "failed": w.stats.failed, "dead": w.stats.dead}))
        return
    if container.settings.worker_metrics_port is not None:
        from discreet.worker import serve_metrics

        serve_metrics(container.settings.host, container.settings.worker_metrics_port)
    w.run_forever(poll_s=container.settings.worker_poll_s)


@app.command()
def demo(as_json: JsonOpt = False) -> None:
    """Load the demo tenant "Acme Outfitters" (idempotent) and print its API keys."""
    from discreet.demo.loader import load_demo, print_demo_banner

    container = _container()
    info = load_demo(container)
    if as_json:
        typer.echo(json.dumps(info, default=str))
    else:
        print_demo_banner(info, container)


@tenants_app.command("create")
def tenants_create(name: str, as_json: JsonOpt = False) -> None:
    """Create a tenant."""
    from discreet.tenancy.directory import create_tenant

    container = _container()
    with container.admin_engine.begin() as conn:
        tenant_id = create_tenant(conn, name)
    _emit({"tenant_id": str(tenant_id)}, as_json, f"tenant {tenant_id}")


@keys_app.command("create")
def keys_create(
    tenant: TenantOpt,
    role: Annotated[
        list[str],
        typer.Option("--role", help="agent, content, auditor, admin or customer; repeatable."),
    ],
    customer: Annotated[
        str | None, typer.Option("--customer", help="Customer id for a customer key.")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Create an API key (shown once; stored as a digest)."""
    from discreet.services.admin import issue_api_key
    from discreet.tenancy import Role

    try:
        roles = {Role(r) for r in role}
    except ValueError:
        raise InvalidInput("roles are: agent, content, auditor, admin, customer") from None
    container = _container()
    issued = issue_api_key(
        container.engine,
        _tenant_id(container, tenant),
        roles=roles,
        customer_id=UUID(customer) if customer else None,
    )
    _emit({"api_key": issued.api_key, "key_id": str(issued.key_id)}, as_json, issued.api_key)


@customers_app.command("create")
def customers_create(
    tenant: TenantOpt,
    external_id: Annotated[str, typer.Option("--external-id", help="Your id for the customer.")],
    account: Annotated[
        str | None, typer.Option("--account", help="Account external id (created if new).")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Create a customer."""
    from discreet.services.admin import create_customer

    container = _container()
    customer_id = create_customer(
        container.engine, _tenant_id(container, tenant), external_id=external_id, account=account
    )
    _emit({"customer_id": str(customer_id)}, as_json, f"customer {customer_id}")


@app.command()
def erase(
    tenant: TenantOpt,
    customer: Annotated[str, typer.Option("--customer", help="Customer id (UUID).")],
    as_json: JsonOpt = False,
) -> None:
    """Erase everything held about a customer; print the report per store and the gaps."""
    from discreet.services.admin import staff_principal
    from discreet.services.erasure import erase_customer, erasure_gaps

    container = _container()
    try:
        customer_id = UUID(customer)
    except ValueError:
        raise InvalidInput("--customer must be the customer's id (a UUID)") from None
    result = erase_customer(
        container.engine,
        container.vaults,
        container.blobs,
        staff_principal(_tenant_id(container, tenant)),
        customer_id,
        external_gaps=erasure_gaps(
            chat=container.backend,
            embedder=container.embedder,
            blob_backend=container.settings.blob_backend,
        ),
    )
    lines = [f"{store}: {n}" for store, n in result.report.items()]
    human = "\n".join([*lines, *(f"gap: {g}" for g in result.gaps)])
    _emit({"report": result.report, "gaps": result.gaps}, as_json, human)


@app.command()
def chat(
    tenant: TenantOpt,
    customer: Annotated[str, typer.Option("--customer", help="Customer id (UUID).")],
) -> None:
    """Chat with the agent in the terminal, as the given customer (Ctrl-D to end)."""
    from discreet.agent.turn import handle_message
    from discreet.services import sessions
    from discreet.services.admin import staff_principal

    container = _container()
    principal = staff_principal(_tenant_id(container, tenant))
    info = sessions.start_session(
        container.engine,
        principal,
        customer_id=UUID(customer),
        case_id=None,
        ttl_s=container.settings.session_idle_ttl_s,
    )
    typer.echo(f"session {info.id} — type a message, Ctrl-D to end")
    try:
        while True:
            try:
                line = input("you> ")
            except EOFError:
                break
            if not line.strip():
                continue
            turn = handle_message(container.turn_deps, principal, info.id, line)
            cites = ", ".join(f"{c.section} (v{c.version})" for c in turn.citations)
            typer.echo(f"agent> {turn.reply}")
            if cites:
                typer.echo(f"       sources: {cites}")
            if turn.handoff:
                typer.echo("       [handed off to a human]")
    finally:
        sessions.end_session(container.engine, container.vaults, principal, info.id)


@app.command()
def ingest(
    paths: Annotated[
        list[Path], typer.Argument(help="Files to upload.", exists=True, dir_okay=False)
    ],
    tenant: TenantOpt,
    scope: Annotated[str, typer.Option("--scope", help="Policy scope slug, e.g. returns.")],
    owner: Annotated[str, typer.Option(help="shared, customer:<id> or account:<id>.")] = "shared",
    wait: Annotated[
        bool, typer.Option("--wait/--no-wait", help="Index now with an in-process worker.")
    ] = True,
    as_json: JsonOpt = False,
) -> None:
    """Upload documents (each becomes a job; --wait runs a worker until they are indexed)."""
    from rich.progress import track

    from discreet.services import documents
    from discreet.services.admin import staff_principal

    container = _container()
    principal = staff_principal(_tenant_id(container, tenant))
    accepted = []
    for path in track(paths, description="uploading", disable=as_json):
        title = path.stem.replace("-", " ").replace("_", " ").capitalize()
        a = documents.upload(
            container.engine,
            container.blobs,
            principal,
            title=title,
            scope=scope,
            filename=path.name,
            content_type=None,
            data=path.read_bytes(),
            owner=owner,
            redactor=container.redactor,
            limits=container.output_limits,
        )
        accepted.append(a)
    if wait:
        container.worker().drain()
    out = []
    for a in accepted:
        # A running server's worker may have claimed a job before ours: wait for its outcome.
        view = (
            documents.wait_settled(
                container.engine,
                principal,
                a.document_id,
                timeout_s=container.settings.processing_deadline_s,
            )
            if wait
            else documents.get(container.engine, principal, a.document_id)
        )
        out.append(
            {
                "document_id": str(a.document_id),
                "version": a.version,
                "status": view.status,
                "title": view.title,
            }
        )
    _emit(out, as_json, "\n".join(f"{o['document_id']} v{o['version']} {o['status']}" for o in out))


@app.command()
def search(
    query: str,
    tenant: TenantOpt,
    scope: Annotated[str | None, typer.Option("--scope")] = None,
    top_k: Annotated[int, typer.Option("--top-k")] = 5,
    customer: Annotated[str | None, typer.Option("--customer")] = None,
    per_document: Annotated[
        int, typer.Option("--per-document", help="How many results one document may hold.")
    ] = 1,
    as_json: JsonOpt = False,
) -> None:
    """Search the policy knowledge base (same filters and floor as the chat turn)."""
    from discreet.services.admin import staff_principal
    from discreet.services.search import search as run_search

    container = _container()
    result = run_search(
        container.turn_deps,
        staff_principal(_tenant_id(container, tenant)),
        query=query,
        scope=scope,
        top_k=top_k,
        customer_id=UUID(customer) if customer else None,
        per_document=per_document,
    )
    payload = {
        "abstained": result.abstained,
        "confidence": round(result.confidence, 4),
        "results": [
            {
                "chunk_id": r.chunk_id,
                "document_id": str(r.document_id),
                "version": r.version,
                "section": r.section,
                "owner": r.owner,
                "score": round(r.score, 6),
                "text": r.text.value,
            }
            for r in result.results
        ],
    }
    hits = payload["results"]
    assert isinstance(hits, list)
    human = "\n".join(f"{r['score']:.4f}  {r['section']}" for r in hits)
    _emit(payload, as_json, human or "(no results)")


@app.command()
def redact(
    session: Annotated[
        str | None, typer.Option("--session", help="Use (and update) this session's vault.")
    ] = None,
    tenant: Annotated[str | None, typer.Option("--tenant", help="Tenant of --session.")] = None,
) -> None:
    """Read JSON lines {"text": ...} on stdin; write {"redacted", "entities"} per line."""
    from discreet.services.redact_stream import SessionTarget, redact_lines

    if session is not None and tenant is None:
        raise InvalidInput("--session needs --tenant")
    if session is None:
        from discreet.redaction import build_redactor

        redactor = build_redactor()
        redact_lines(sys.stdin, sys.stdout, redactor=redactor)
        return
    container = _container()
    target = SessionTarget(
        engine=container.engine,
        vaults=container.session_vaults,
        tenant_id=_tenant_id(container, tenant or ""),
        session_id=UUID(session),
    )
    redact_lines(sys.stdin, sys.stdout, redactor=container.redactor, session=target)


def main() -> None:
    try:
        app()
    except DiscreetError as exc:
        typer.echo(f"error ({exc.code}): {exc.message}", err=True)
        raise SystemExit(2) from None


@audit_app.command("verify")
def audit_verify(
    tenant: Annotated[
        str | None,
        typer.Option(
            "--tenant", help="Tenant id or name; default: the anchor's tenant, or every tenant."
        ),
    ] = None,
    anchor: Annotated[
        str | None,
        typer.Option(
            "--anchor",
            help="A file holding an anchor from `discreet audit anchor` (- for stdin): the "
            "chain must still reach it.",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Recompute the hash chains; exit 1 and name the first bad event if one is broken."""
    from discreet.services.audit_trail import verify
    from discreet.services.leaks import all_tenant_ids

    given = None if anchor is None else _read_anchor(anchor)
    container = _container()
    if tenant is not None:
        tenant_ids = [_tenant_id(container, tenant)]
    elif given is not None:
        tenant_ids = [_tenant_id(container, str(given.get("tenant_id")))]
    else:
        tenant_ids = all_tenant_ids(container.admin_engine)
    at = given.get("seq") if given else None
    notes = {
        "reached": f"; it still reaches the anchor at seq {at}",
        "purged": f"; the anchor at seq {at} was purged by retention since, so not compared",
        None: "",
    }
    payloads, lines, broken = [], [], False
    for tenant_id in tenant_ids:
        result = verify(container.engine, tenant_id, anchor=given)
        payload = result.to_dict()
        payloads.append({"tenant_id": str(tenant_id), **payload})
        lines.append(
            f"ok: {result.checked} events verified{notes[result.anchor]}"
            if result.ok
            else f"BROKEN after {result.checked} events: {payload['first_break']}"
        )
        broken = broken or not result.ok
    if len(tenant_ids) == 1 and (tenant is not None or given is not None):
        _emit(payloads[0], as_json, lines[0])
    else:
        human = [f"{p['tenant_id']}: {line}" for p, line in zip(payloads, lines, strict=True)]
        _emit(payloads, as_json, "\n".join(human) or "no tenants")
    if broken:
        raise SystemExit(1)


def _read_anchor(source: str) -> dict[str, Any]:
    try:
        raw = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
        value = json.loads(raw)
    except (OSError, ValueError) as exc:
        raise InvalidInput(f"--anchor: cannot read an anchor from {source!r} ({exc})") from None
    if not isinstance(value, dict):
        raise InvalidInput("--anchor: the file must hold the JSON object `audit anchor` printed")
    return value


@audit_app.command("anchor")
def audit_anchor(tenant: TenantOpt) -> None:
    """Print the chain's head, signed, as JSON: keep it outside Discreet (a ticket, a SIEM,
    write-once storage) and pass it to `audit verify --anchor` later. The chain alone cannot
    show that its newest events were deleted; the anchor can."""
    from discreet.services.audit_trail import anchor as head

    container = _container()
    typer.echo(json.dumps(head(container.engine, _tenant_id(container, tenant)).to_dict()))


@audit_app.command("leaks")
def audit_leaks_cmd(
    tenant: Annotated[
        str | None, typer.Option("--tenant", help="Tenant id or name; default: every tenant.")
    ] = None,
    last: Annotated[
        int, typer.Option("--last", min=1, help="How many recent conversations to check.")
    ] = 100,
    as_json: JsonOpt = False,
) -> None:
    """Flag agent replies holding identifiers that are not the conversation's customer's own.

    Prints counts per category and conversation ids, never content. Exits 1 when a leak is
    found, so it can gate a pipeline.
    """
    from discreet.services.leaks import all_tenant_ids, audit_leaks

    container = _container()
    if tenant is not None:
        tenant_ids = [_tenant_id(container, tenant)]
    else:
        tenant_ids = all_tenant_ids(container.admin_engine)
    reports = [audit_leaks(container.engine, t, last=last) for t in tenant_ids]
    payload: Any = reports[0].to_dict() if tenant is not None else [r.to_dict() for r in reports]
    _emit(payload, as_json, "\n\n".join(r.render() for r in reports) or "no tenants")
    if any(r.leaks for r in reports):
        raise SystemExit(1)


@audit_app.command("export")
def audit_export(
    tenant: TenantOpt,
    since: Annotated[str | None, typer.Option("--since", help="ISO timestamp.")] = None,
    fmt: Annotated[str, typer.Option("--format", help="jsonl")] = "jsonl",
) -> None:
    """Export audit events as JSON lines (for a SIEM)."""
    from datetime import datetime

    from discreet.services.audit_trail import export_events

    if fmt != "jsonl":
        raise InvalidInput("the only export format is jsonl")
    container = _container()
    cutoff = datetime.fromisoformat(since) if since else None
    for line in export_events(container.engine, _tenant_id(container, tenant), since=cutoff):
        typer.echo(line)


@eval_app.command("redaction")
def eval_redaction_cmd(
    dataset: Annotated[Path, typer.Option("--dataset", exists=True, dir_okay=False)],
    fmt: Annotated[
        str, typer.Option("--format", help="presidio, jsonl, or auto (jsonl for *.jsonl)")
    ] = "auto",
    compare: Annotated[str | None, typer.Option("--compare", help="presidio")] = None,
    split: Annotated[str, typer.Option("--split", help="all, tuned, dev or heldout")] = "all",
    limit: Annotated[int | None, typer.Option("--limit")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Precision/recall per type, character coverage, leak rate, untouched messages, falsely
    redacted characters and speed on a labelled set (jsonl rows without spans: no PII)."""
    from discreet.redaction.evaluation import eval_redaction, format_report

    figures = eval_redaction(dataset, fmt, compare, split, limit, as_json)
    typer.echo(json.dumps(figures, default=str) if as_json else format_report(figures))


# --- the job queue and the reconciler ------------------------------------------------------

jobs_app = typer.Typer(help="The job queue: list, dead letters, retry.", no_args_is_help=True)
app.add_typer(jobs_app, name="jobs")


def _job_dict(view: Any) -> dict[str, Any]:
    return {
        "job_id": str(view.id),
        "tenant_id": str(view.tenant_id),
        "kind": view.kind,
        "status": view.status,
        "attempts": view.attempts,
        "max_attempts": view.max_attempts,
        "last_error": view.last_error,
        "document_id": view.document_id,
        "version": view.version,
        "created_at": view.created_at.isoformat(),
        "run_after": view.run_after.isoformat(),
    }


def _job_line(j: dict[str, Any]) -> str:
    target = f" {j['document_id']} v{j['version']}" if j["document_id"] else ""
    error = f"  [{j['last_error']}]" if j["last_error"] else ""
    return (
        f"{j['job_id']}  {j['status']:<7} {j['kind']}{target} "
        f"({j['attempts']}/{j['max_attempts']}){error}"
    )


@jobs_app.command("list")
def jobs_list(
    status: Annotated[
        str | None, typer.Option("--status", help="ready, running, done or dead.")
    ] = None,
    limit: Annotated[int, typer.Option("--limit")] = 100,
    as_json: JsonOpt = False,
) -> None:
    """Jobs of every tenant, newest first."""
    from discreet.services.jobs import operator_jobs

    container = _container()
    out = [_job_dict(j) for j in operator_jobs(container.admin_engine, status=status, limit=limit)]
    _emit(out, as_json, "\n".join(_job_line(j) for j in out) or "(no jobs)")


@jobs_app.command("dead-letters")
def jobs_dead_letters(
    limit: Annotated[int, typer.Option("--limit")] = 100, as_json: JsonOpt = False
) -> None:
    """Dead-lettered jobs with their last error."""
    from discreet.services.jobs import operator_jobs

    container = _container()
    out = [_job_dict(j) for j in operator_jobs(container.admin_engine, status="dead", limit=limit)]
    _emit(out, as_json, "\n".join(_job_line(j) for j in out) or "(no dead letters)")


@jobs_app.command("retry")
def jobs_retry(job_id: str, as_json: JsonOpt = False) -> None:
    """Put a dead-lettered job back in the queue with a fresh attempt budget."""
    from discreet.services.jobs import operator_retry

    try:
        jid = UUID(job_id)
    except ValueError:
        raise InvalidInput("job id must be a UUID") from None
    container = _container()
    result = operator_retry(container.admin_engine, jid)
    payload = {"job": _job_dict(result.job), "version_reset": result.version_reset}
    _emit(payload, as_json, f"requeued {job_id}")


@app.command()
def reconcile(
    tenant: Annotated[
        str | None, typer.Option("--tenant", help="Tenant id or name (default: every tenant).")
    ] = None,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Report only; repair nothing.")
    ] = False,
    deadline_s: Annotated[
        float | None,
        typer.Option("--deadline-s", help="A version in flight longer than this is stuck."),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Compare documents, versions, chunks and jobs; repair what is provable, report the rest.
    Exits 1 when something is left unresolved."""
    from discreet.services.jobs import reconcile_all

    container = _container()
    reports = reconcile_all(
        container.engine,
        model_id=container.embedder.model_id,
        deadline_s=deadline_s
        if deadline_s is not None
        else container.settings.processing_deadline_s,
        dry_run=dry_run,
        tenant_id=_tenant_id(container, tenant) if tenant else None,
    )
    out = [r.to_dict() for r in reports]
    lines = []
    for r in reports:
        for f in r.findings:
            state = "repaired" if f.repaired else ("would repair" if dry_run else "UNRESOLVED")
            lines.append(f"{r.tenant_id} {f.kind} {f.document_id} v{f.version} {f.detail}: {state}")
    _emit(out, as_json, "\n".join(lines) or "nothing to repair")
    if any(r.unresolved for r in reports if not dry_run):
        raise SystemExit(1)


@eval_app.command("retrieval")
def eval_retrieval_cmd(
    corpus: Annotated[Path, typer.Option("--corpus", exists=True, dir_okay=False)],
    queries: Annotated[Path, typer.Option("--queries", exists=True, dir_okay=False)],
    qrels: Annotated[Path, typer.Option("--qrels", exists=True, dir_okay=False)],
    owners: Annotated[Path | None, typer.Option("--owners", exists=True, dir_okay=False)] = None,
    limit: Annotated[
        int | None,
        typer.Option("--limit", help="Sample the corpus to N documents (relevant ones kept)."),
    ] = None,
    fit_floor: Annotated[
        bool, typer.Option("--fit-floor", help="Fit the floor on the labelled queries.")
    ] = False,
    save_floor: Annotated[
        str | None,
        typer.Option("--save-floor", help="Store the fitted floor in this tenant's settings."),
    ] = None,
    conversational: Annotated[
        bool,
        typer.Option("--conversational/--last-turn", help="Resolve follow-ups with the history."),
    ] = True,
    max_words: Annotated[int | None, typer.Option("--chunk-words")] = None,
    overlap_words: Annotated[int | None, typer.Option("--chunk-overlap")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Recall@1/5/10, MRR@10, nDCG@10 (hybrid, BM25-only, dense-only) and abstain
    precision/recall on BEIR-style files, ingested into a scratch tenant."""
    from discreet.knowledge.evaluation import evaluate, format_report
    from discreet.knowledge.retrieval import FloorModel, save_tenant_floor

    container = _container()
    redactor = container.redactor
    report, _ = evaluate(
        engine=container.engine,
        admin_engine=container.admin_engine,
        embedder=container.embedder,
        redact=lambda raw: redactor.redact(raw).text,
        corpus_path=corpus,
        queries_path=queries,
        qrels_path=qrels,
        owners_path=owners,
        limit=limit,
        fit=fit_floor or save_floor is not None,
        conversational=conversational,
        max_words=max_words,
        overlap_words=overlap_words,
        progress=None if as_json else lambda msg: typer.echo(msg, err=True),
    )
    if save_floor is not None and report.fitted_floor is not None:
        tenant_id = _tenant_id(container, save_floor)
        with container.admin_engine.begin() as admin:
            save_tenant_floor(admin, tenant_id, FloorModel.from_json(report.fitted_floor))
    typer.echo(json.dumps(report.to_json()) if as_json else format_report(report))


@eval_app.command("answers")
def eval_answers_cmd(
    files: Annotated[
        list[Path],
        typer.Argument(
            help="Eval files (JSON: a tenant and sessions of questions with the document "
            "each answer must cite, or abstain). The shipped ones: "
            "src/discreet/demo/data/eval/*.json."
        ),
    ],
    tenant: Annotated[
        str | None,
        typer.Option("--tenant", help="Run against this tenant instead of the one the file names."),
    ] = None,
    failures: Annotated[
        bool, typer.Option("--failures/--no-failures", help="List each wrong turn.")
    ] = True,
    as_json: JsonOpt = False,
) -> None:
    """Cited-correct answers and correct abstentions over multi-question sessions, through
    the same turn pipeline as the HTTP API. A file naming a tenant that does not exist loads
    it from the file's policies (the demo tenant from the demo) and indexes it first."""
    from discreet.demo.loader import DEMO_TENANT, index_now, load_demo, load_policy_tenant
    from discreet.services.answers_eval import (
        format_answers_report,
        load_answers_eval,
        run_answers_eval,
    )

    eval_sets = [load_answers_eval(f) for f in files]  # every file checked before any work
    container = _container()
    reports = []
    for eval_set in eval_sets:
        if tenant is not None:
            tenant_id = _tenant_id(container, tenant)
        elif eval_set.tenant == DEMO_TENANT:
            tenant_id = UUID(load_demo(container)["tenant_id"])
        elif eval_set.policies is not None:
            tenant_id = load_policy_tenant(
                container,
                name=eval_set.tenant,
                policies=eval_set.policies,
                scope_examples=eval_set.scope_examples,
                settings=eval_set.settings,
            )
        else:
            tenant_id = _tenant_id(container, eval_set.tenant)
        if not index_now(container, tenant_id):
            raise InvalidInput(f"the documents of {eval_set.tenant!r} did not finish indexing")
        reports.append(run_answers_eval(container.turn_deps, tenant_id, eval_set))
    if as_json:
        body = [r.as_dict() for r in reports]
        typer.echo(json.dumps(body[0] if len(body) == 1 else body))
        return
    typer.echo("\n\n".join(format_answers_report(r, failures=failures) for r in reports))


# --- keys: the key-encryption key --------------------------------------------------------

kek_app = typer.Typer(help="The key-encryption key: status, rotation.", no_args_is_help=True)
app.add_typer(kek_app, name="kek")


def _rotation_dict(report: Any) -> dict[str, Any]:
    return {
        "kek_id": report.kek_id,
        "rewrapped": {"sessions": report.sessions, "uploads": report.uploads},
        "remaining": report.remaining,
        "retired": list(report.retired),
    }


def _rotation_line(r: dict[str, Any]) -> str:
    done = r["rewrapped"]
    line = (
        f"every data key is now wrapped by {r['kek_id']} "
        f"({done['sessions']} session keys and {done['uploads']} upload keys re-wrapped)"
    )
    if r["remaining"]:
        line += f"; still under older versions: {r['remaining']} (run `discreet kek rewrap`)"
    if r["retired"]:
        line += f"; retired {', '.join(r['retired'])}"
    return line


RetireOpt = Annotated[
    bool,
    typer.Option("--retire", help="Then forget key-file versions no stored key uses any more."),
]


@kek_app.command("status")
def kek_status_cmd(as_json: JsonOpt = False) -> None:
    """The current KEK version and how many data keys each version wraps."""
    from discreet.services.keys import kek_status

    container = _container()
    status = kek_status(container.admin_engine, container.keyring)
    out = {"provider": status.provider, "kek_id": status.kek_id, "rows": status.rows}
    human = f"{status.provider}: current {status.kek_id}\n" + "\n".join(
        f"  {k}: {n} data keys" for k, n in status.rows.items()
    )
    _emit(out, as_json, human)


@kek_app.command("rotate")
def kek_rotate(
    to: Annotated[
        str | None,
        typer.Option("--to", help="aws-kms: the new KMS key; azure-keyvault: a key version id."),
    ] = None,
    retire: RetireOpt = False,
    as_json: JsonOpt = False,
) -> None:
    """Make a new KEK version current and re-wrap every stored data key under it (no data
    is re-encrypted; old versions stay readable until this finishes)."""
    from discreet.services.keys import rotate_kek

    container = _container()
    out = _rotation_dict(
        rotate_kek(container.admin_engine, container.keyring, to=to, retire=retire)
    )
    _emit(out, as_json, _rotation_line(out))


@kek_app.command("rewrap")
def kek_rewrap(retire: RetireOpt = False, as_json: JsonOpt = False) -> None:
    """Re-wrap every data key not under the current KEK version (after DISCREET_KEK or the
    KMS key setting changed, or to finish a rotation other processes raced)."""
    from discreet.services.keys import rewrap_all

    container = _container()
    out = _rotation_dict(rewrap_all(container.admin_engine, container.keyring, retire=retire))
    _emit(out, as_json, _rotation_line(out))


def _register_agent_commands() -> None:
    from discreet.cli_agent import register

    register(app)


_register_agent_commands()
