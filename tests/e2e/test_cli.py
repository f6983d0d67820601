"""The `discreet` command end to end, as a subprocess sharing the test's embedded database."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from discreet.bootstrap import Container

pytestmark = pytest.mark.e2e

DISCREET = str(Path(sys.executable).with_name("discreet"))


def run(container: Container, *args: str, stdin: str | None = None, ok: bool = True) -> str:
    env = {
        **os.environ,
        "DISCREET_HOME": str(container.settings.home),
        "DISCREET_LOG_LEVEL": "WARNING",
    }
    env.pop("DATABASE_URL", None)
    proc = subprocess.run(
        [DISCREET, *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
        check=False,
    )
    if ok:
        assert proc.returncode == 0, proc.stderr
    else:
        assert proc.returncode != 0
        return proc.stderr
    return proc.stdout


def test_tenant_customer_key_ingest_search(container: Container, tmp_path: Path) -> None:
    tenant = json.loads(run(container, "tenants", "create", "cli-tenant", "--json"))["tenant_id"]
    customer = json.loads(
        run(container, "customers", "create", "--tenant", tenant, "--external-id", "C-1", "--json")
    )["customer_id"]
    key = json.loads(
        run(
            container,
            "keys",
            "create",
            "--tenant",
            "cli-tenant",
            "--role",
            "customer",
            "--customer",
            customer,
            "--json",
        )
    )["api_key"]
    assert key.startswith("dsk_")

    policy = tmp_path / "lost-parcels.md"
    policy.write_text(
        "# Lost parcels\n\n## Claims\n\nReport a lost parcel within 14 days of the expected "
        "delivery date and we will send a replacement.\n"
    )
    ingested = json.loads(
        run(container, "ingest", str(policy), "--tenant", tenant, "--scope", "shipping", "--json")
    )
    assert ingested[0]["status"] == "active"
    hits = json.loads(
        run(container, "search", "my parcel never arrived", "--tenant", tenant, "--json")
    )
    assert hits["results"] and "lost parcel" in hits["results"][0]["text"].lower()


def test_cli_errors_are_clear(container: Container) -> None:
    err = run(
        container, "keys", "create", "--tenant", "no-such-tenant", "--role", "agent", ok=False
    )
    assert "no tenant named" in err
    err = run(container, "keys", "create", "--tenant", "no-such-tenant", "--role", "boss", ok=False)
    assert "roles are" in err


def test_redact_reads_and_writes_json_lines(container: Container) -> None:
    lines = [
        {"text": "Email me at jo.bloggs@example.com or call 020 7946 0018"},
        {"text": "Nothing personal here."},
    ]
    out = run(container, "redact", stdin="\n".join(json.dumps(x) for x in lines) + "\n")
    results = [json.loads(line) for line in out.splitlines()]
    assert len(results) == 2
    first = results[0]
    assert "jo.bloggs@example.com" not in first["redacted"]
    text = lines[0]["text"]
    spans = {text[e["start"] : e["end"]] for e in first["entities"]}
    assert "jo.bloggs@example.com" in spans
    assert {"start", "end", "type", "score"} <= set(first["entities"][0])
    assert results[1] == {"redacted": "Nothing personal here.", "entities": []}


def test_redact_rejects_bad_lines(container: Container) -> None:
    err = run(container, "redact", stdin='{"txt": 1}\n', ok=False)
    assert "line 1" in err


def test_demo_is_idempotent(container: Container) -> None:
    first = json.loads(run(container, "demo", "--json"))
    second = json.loads(run(container, "demo", "--json"))
    assert first["tenant_id"] == second["tenant_id"]
    assert first["keys"] == second["keys"]
    assert len(first["customers"]) >= 3


def test_every_command_has_help(container: Container) -> None:
    for command in (
        ["serve"],
        ["worker"],
        ["demo"],
        ["chat"],
        ["ingest"],
        ["search"],
        ["redact"],
        ["tenants", "create"],
        ["keys", "create"],
        ["customers", "create"],
        ["audit", "verify"],
    ):
        assert "Usage" in run(container, *command, "--help")


def test_redact_with_a_session_keeps_its_pseudonyms(container: Container) -> None:
    from discreet.services import sessions
    from discreet.services.admin import create_customer, staff_principal
    from discreet.tenancy.directory import create_tenant

    with container.admin_engine.begin() as conn:
        tenant = create_tenant(conn, "cli-vault-tenant")
    customer = create_customer(container.engine, tenant, external_id="V-1")
    info = sessions.start_session(
        container.engine, staff_principal(tenant), customer_id=customer, case_id=None, ttl_s=60
    )
    args = ("redact", "--session", str(info.id), "--tenant", str(tenant))
    first = json.loads(run(container, *args, stdin='{"text": "I am ana@example.org"}\n'))
    second = json.loads(
        run(container, *args, stdin='{"text": "bob@example.org, not ana@example.org"}\n')
    )
    assert first["redacted"] == "I am [EMAIL_1]"
    assert second["redacted"] == "[EMAIL_2], not [EMAIL_1]"
    err = run(container, "redact", "--session", str(info.id), stdin="{}\n", ok=False)
    assert "--session needs --tenant" in err
