"""Every log line of a request or a job carries its ids, from any logger and from the
threads the work runs on; ids bound once the key is checked reach the endpoint's lines."""

from __future__ import annotations

import json
import logging
import threading
from contextvars import copy_context
from uuid import UUID

import pytest
import structlog

from discreet.logging import bind_ids, configure_logging, log_scope


def _lines(err: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in err.splitlines() if line.startswith("{")]


def test_a_scope_stamps_its_ids_on_structlog_and_stdlib_lines_in_other_threads(
    capsys: pytest.CaptureFixture[str],
) -> None:
    configure_logging("INFO")
    capsys.readouterr()

    def dependency() -> None:  # as FastAPI runs a sync dependency: a copied context
        bind_ids(tenant_id="t-1")

    def endpoint() -> None:
        structlog.get_logger("scope-test").info("structlog_line")
        logging.getLogger("scope-test").warning("stdlib line")

    with log_scope(request_id="r-1"):
        for work in (dependency, endpoint):
            thread = threading.Thread(target=copy_context().run, args=(work,))
            thread.start()
            thread.join()
    structlog.get_logger("scope-test").info("after_the_scope")
    lines = {str(line["event"]): line for line in _lines(capsys.readouterr().err)}
    for event in ("structlog_line", "stdlib line"):
        assert lines[event]["request_id"] == "r-1" and lines[event]["tenant_id"] == "t-1"
    assert "request_id" not in lines["after_the_scope"]


def test_bind_outside_a_scope_does_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("INFO")
    bind_ids(tenant_id="nowhere")
    structlog.get_logger("scope-test").info("unscoped")
    (line,) = [x for x in _lines(capsys.readouterr().err) if x["event"] == "unscoped"]
    assert "tenant_id" not in line


def test_the_middleware_gives_each_request_an_id_and_keeps_a_sound_one_sent(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import PlainTextResponse
    from starlette.routing import Route
    from starlette.testclient import TestClient

    from discreet.api.log_context import LogContext

    def endpoint(_: Request) -> PlainTextResponse:
        structlog.get_logger("scope-test").info("in_request")
        return PlainTextResponse("ok")

    app = Starlette(routes=[Route("/", endpoint)])
    app.add_middleware(LogContext)
    configure_logging("INFO")
    capsys.readouterr()
    with TestClient(app) as http:
        fresh = http.get("/").headers["x-request-id"]
        kept = http.get("/", headers={"X-Request-ID": "trace-1234abcd"}).headers["x-request-id"]
        sent = "bad id<script>"
        replaced = http.get("/", headers={"X-Request-ID": sent}).headers["x-request-id"]
    assert str(UUID(fresh)) == fresh and kept == "trace-1234abcd"
    assert replaced != sent and str(UUID(replaced)) == replaced
    logged = [
        x["request_id"] for x in _lines(capsys.readouterr().err) if x["event"] == "in_request"
    ]
    assert logged == [fresh, kept, replaced]


def test_the_time_and_level_go_unscanned_and_are_the_pipelines_own(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The scrub skips these two keys: whatever a caller passes under them is overwritten
    # before it, so a value put there never reaches the line.
    configure_logging("INFO")
    capsys.readouterr()
    email = "maren.hollins@example.com"
    structlog.get_logger("scope-test").info("own_keys", timestamp=email, level=email)
    logging.getLogger("scope-test").warning("stdlib %s", "line", extra={"timestamp": email})
    err = capsys.readouterr().err
    lines = {str(line["event"]): line for line in _lines(err)}
    assert email not in err
    assert lines["own_keys"]["level"] == "info"
    assert str(lines["own_keys"]["timestamp"]).endswith("Z")
    assert lines["stdlib line"]["level"] == "warning"
