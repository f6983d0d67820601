"""No request data in any log line, whatever fails.

A real uvicorn server (in this process, logging as `discreet serve` does: ``log_config=None``
so uvicorn's error and access logs go through `discreet.logging`; the access log is turned
on here, the worst case) is sent requests with personal data in every place a request has —
path, query string, headers, JSON fields, form fields, the uploaded file's name — that fail
at the door, and one that fails inside the database with the data as SQL parameters and in
local variables (a route added for the test: the 500 path, traceback and all). Everything
written to standard error and standard output is then searched for the data.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from uuid import UUID

import httpx
import pytest
import structlog
from fastapi import FastAPI
from pydantic import BaseModel
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.logging import configure_logging, register_route_words, safe_exception
from discreet.services.admin import create_api_key
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Role
from discreet.tenancy.directory import create_tenant
from tests.support.serving import serve

pytestmark = pytest.mark.e2e

EMAIL = "maren.hollins@example.com"
CARD = "4111 1111 1111 1111"
PHONE = "+44 7700 900123"
NAME = "Maren Hollins"
STREET = "221B Baker Street"
SECRETS = (EMAIL, CARD, CARD.replace(" ", ""), PHONE, "7700 900123", NAME, "Hollins", STREET)
PERSONAL = f"{NAME}, {STREET}, {EMAIL}, {CARD}, {PHONE}"


class Boom(BaseModel):
    note: str


def _boom_app(container: Container, tenant: UUID) -> FastAPI:
    from discreet.api.app import create_app

    app = create_app(container)
    log = structlog.get_logger("discreet.test")

    @app.post("/v1/test-boom")
    def boom(body: Boom) -> dict[str, str]:
        customer_note = body.note  # a local holding personal data
        try:
            with UnitOfWork(container.engine, tenant) as uow:
                uow.conn.execute(text("SELECT CAST(:v AS integer)"), {"v": customer_note})
        except Exception:
            log.exception("boom_failed")  # structlog's path, exc_info included
            raise  # and the server's: a 500, uvicorn logs the traceback
        return {"note": customer_note}

    return app


@pytest.fixture(scope="module")
def logged_server(container: Container) -> Iterator[tuple[str, str]]:
    with container.admin_engine.begin() as conn:
        tenant = create_tenant(conn, f"logs-{time.time_ns()}")
    key = create_api_key(container.engine, tenant, roles={Role.ADMIN, Role.CONTENT, Role.AGENT})
    configure_logging("INFO")  # as `discreet serve` has it (another server may have changed it)
    with serve(
        _boom_app(container, tenant),
        name="logged-api",
        log_config=None,
        log_level="info",
        access_log=True,
    ) as base_url:
        yield base_url, key


def _fail_everywhere(base: str, key: str) -> list[int]:
    auth = {"Authorization": f"Bearer {key}", "X-Customer": PERSONAL.encode().decode("latin-1")}
    statuses = []
    with httpx.Client(base_url=base, timeout=30) as http:
        requests = [
            http.post(
                "/v1/search",
                params={"q": PERSONAL},
                headers=auth,
                json={"query": PERSONAL, "scope": f"{EMAIL} {CARD}\x00"},
            ),
            http.post(
                "/v1/search", headers=auth, json={"query": PERSONAL, "customer_id": PERSONAL}
            ),
            http.get(f"/v1/documents/{PERSONAL}", headers=auth),
            http.get(f"/{PERSONAL}", params={"email": EMAIL}),
            http.post(
                "/v1/search", headers={"Authorization": f"Bearer {EMAIL}"}, json={"query": PERSONAL}
            ),
            http.post(
                "/v1/documents",
                headers=auth,
                data={"title": f"{PERSONAL}\x00", "scope": EMAIL, "owner": PERSONAL},
                files={"file": (f"{NAME}.md", PERSONAL.encode(), "text/markdown")},
            ),
            http.post("/v1/sessions", headers=auth, json={"customer_id": EMAIL, "x": PERSONAL}),
            http.post("/v1/test-boom", headers=auth, json={"note": PERSONAL}),
        ]
        statuses = [r.status_code for r in requests]
    return statuses


def test_no_personal_data_reaches_any_log_line(
    logged_server: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    base, key = logged_server
    capsys.readouterr()  # only what these requests cause
    statuses = _fail_everywhere(base, key)
    assert all(400 <= s < 500 for s in statuses[:-1]), statuses
    assert statuses[-1] == 500  # the one failure on purpose
    time.sleep(0.5)  # the server thread's last lines
    captured = capsys.readouterr()
    logged = captured.err + captured.out
    # The failures were logged: the traceback's frames and types, the access lines.
    events = [json.loads(line) for line in logged.splitlines() if line.startswith("{")]
    texts = [str(e.get("event", "")) + str(e.get("exception", "")) for e in events]
    assert any("Exception in ASGI application" in t and "SQLSTATE 22P02" in t for t in texts)
    assert any(
        e.get("event") == "boom_failed" and "test_clean_logs.py" in t
        for e, t in zip(events, texts, strict=True)
    )
    # The route added after the app was built is no route word: shown as `*`.
    assert any('"POST /v1/* HTTP/1.1" 500' in t for t in texts)
    assert any('"GET /v1/documents/* HTTP/1.1" 422' in t for t in texts)
    lowered = logged.lower()
    for secret in SECRETS:
        assert secret.lower() not in lowered, f"{secret!r} reached the log"
    assert "maren" not in lowered and "baker" not in lowered


def test_a_safe_exception_names_types_and_frames_only() -> None:
    try:
        try:
            raise ValueError(f"bad input {EMAIL}")
        except ValueError as inner:
            raise KeyError(NAME) from inner
    except KeyError as exc:
        rendered = safe_exception(exc)
    assert "builtins.ValueError" in rendered and "builtins.KeyError" in rendered
    assert "test_a_safe_exception_names_types_and_frames_only" in rendered
    assert EMAIL not in rendered and NAME not in rendered


def test_library_lines_go_through_the_scrub(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("INFO")
    capsys.readouterr()
    logging.getLogger("some.library").warning("mail %s about %s", EMAIL, CARD)
    err = capsys.readouterr().err
    assert '"logger": "some.library"' in err and "[EMAIL]" in err and "[CARD]" in err
    assert EMAIL not in err and CARD not in err


def test_an_access_line_is_rebuilt_from_safe_parts(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("INFO")
    register_route_words(["/v1/documents/{document_id}/versions/{number}"])
    access = logging.getLogger("uvicorn.access")
    level = access.level
    access.setLevel(logging.INFO)
    capsys.readouterr()
    try:
        line = '%s - "%s %s HTTP/%s" %d'
        card = CARD.replace(" ", "")
        access.info(line, "10.1.2.3:5555", "GET", f"/v1/documents/{card}/versions/3", "1.1", 200)
        access.info(line, "10.1.2.3:5555", "PHONE7700900123", f"/v1/{NAME}?e={EMAIL}", "9x", 404)
        # A record claiming to be shaped without going through the filter is scanned as ever.
        logging.getLogger("some.library").warning("mail %s", EMAIL, extra={"discreet_shaped": True})
    finally:
        access.setLevel(level)
    err = capsys.readouterr().err
    events = [json.loads(x)["event"] for x in err.splitlines() if x.startswith("{")]
    assert '[IP] - "GET /v1/documents/*/versions/3 HTTP/1.1" 200' in events
    assert '[IP] - "* /v1/* HTTP/*" 404' in events
    assert "mail [EMAIL]" in events
    for secret in (*SECRETS, "10.1.2.3", "7700900123"):
        assert secret not in err
