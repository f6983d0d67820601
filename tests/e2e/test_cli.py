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


def run(container: Container, *args: str, stdin: str | None = None, ok: bool | None = True) -> str:
    """Run `discreet` on the test's home; `ok` says whether it must succeed (True), must
    fail (False: answers its stderr and stdout) or may do either (None: answers stdout)."""
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
    elif ok is False:
        assert proc.returncode != 0
        return proc.stderr + proc.stdout  # the error, or what a failed check printed
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


def test_ingest_redacts_a_customer_owned_title(container: Container, tmp_path: Path) -> None:
    tenant = json.loads(run(container, "tenants", "create", "cli-owned", "--json"))["tenant_id"]
    customer = json.loads(
        run(container, "customers", "create", "--tenant", tenant, "--external-id", "C-9", "--json")
    )["customer_id"]
    notes = tmp_path / "notes for jo.bloggs@example.com.md"
    notes.write_text("# Notes\n\nThe customer prefers delivery on weekday mornings.\n")
    policy = tmp_path / "klarna and afterpay.md"
    policy.write_text("# Paying later\n\nWe accept Klarna and Afterpay on orders over 50.\n")
    owned = json.loads(
        run(
            container,
            *("ingest", str(notes), "--tenant", tenant, "--scope", "general"),
            *("--owner", f"customer:{customer}", "--json"),
        )
    )[0]
    shared = json.loads(
        run(container, "ingest", str(policy), "--tenant", tenant, "--scope", "billing", "--json")
    )[0]
    assert "jo.bloggs@example.com" not in owned["title"] and "[EMAIL_1]" in owned["title"]
    assert shared["title"] == "Klarna and afterpay"


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
        ["audit", "anchor"],
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


def _beir(tmp_path: Path) -> dict[str, Path]:
    """A tiny BEIR-style set: four policies (one owned by customer alice), three answerable
    questions (one of them alice's) and one no policy answers."""
    docs = [
        ("returns", "Returns. Unworn jackets can be returned within 60 days for a refund."),
        ("shipping", "Shipping. Standard delivery takes three to five working days."),
        ("warranty", "Warranty. Kayak paddles carry a two year warranty against defects."),
        ("alice-deal", "Alice's contract. Her kayak rebate is eleven percent on every order."),
    ]
    queries = [
        {"_id": "q1", "text": "How long do I have to return a jacket?", "answerable": True},
        {"_id": "q2", "text": "How many days does standard delivery take?", "answerable": True},
        {"_id": "q3", "text": "What rebate do I get on kayaks?", "answerable": True},
        {"_id": "q4", "text": "Can you recommend a banana bread recipe?", "answerable": False},
    ]
    paths = {name: tmp_path / name for name in ("corpus", "queries", "qrels", "owners")}
    paths["corpus"].write_text(
        "".join(json.dumps({"_id": i, "title": i, "text": t}) + "\n" for i, t in docs)
    )
    paths["queries"].write_text("".join(json.dumps(q) + "\n" for q in queries))
    paths["qrels"].write_text(
        "query-id\tcorpus-id\tscore\nq1\treturns\t1\nq2\tshipping\t1\nq3\talice-deal\t1\n"
    )
    paths["owners"].write_text(
        json.dumps({"corpus_id": "alice-deal", "owner": "customer:alice"})
        + "\n"
        + json.dumps({"query_id": "q3", "customer": "alice"})
        + "\n"
    )
    return paths


def test_eval_retrieval_reports_every_mode_in_one_run(container: Container, tmp_path: Path) -> None:
    files = _beir(tmp_path)
    report = json.loads(
        run(
            container,
            "eval",
            "retrieval",
            "--corpus",
            str(files["corpus"]),
            "--queries",
            str(files["queries"]),
            "--qrels",
            str(files["qrels"]),
            "--owners",
            str(files["owners"]),
            "--json",
        )
    )
    assert report["corpus_docs"] == 4 and report["leaks"] == 0
    assert set(report["figures"]) == {"hybrid", "lexical", "dense"}
    for figures in report["figures"].values():
        assert figures["queries"] == 3
        assert figures["recall_at_10"] == 1.0  # four documents: every relevant one is found
    assert report["figures"]["hybrid"]["recall_at_1"] >= 2 / 3
    assert {"abstain_precision", "abstain_recall"} <= set(report["abstention"])


def test_eval_retrieval_refuses_missing_and_malformed_files(
    container: Container, tmp_path: Path
) -> None:
    files = _beir(tmp_path)
    args = ["eval", "retrieval", "--queries", str(files["queries"]), "--qrels", str(files["qrels"])]
    err = run(container, *args, "--corpus", str(tmp_path / "nope.jsonl"), ok=False)
    assert "nope.jsonl" in err and "does not exist" in err
    files["owners"].write_text(json.dumps({"corpus_id": "returns", "owner": "everyone"}) + "\n")
    err = run(
        container,
        *args,
        "--corpus",
        str(files["corpus"]),
        "--owners",
        str(files["owners"]),
        ok=False,
    )
    assert "bad owner" in err
