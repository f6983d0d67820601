"""Support turns end to end through an app configured for Azure OpenAI (DISCREET_LLM_BACKEND=
azure), against the local Azure-protocol server: what reaches the model is redacted, what
comes back is guarded, and every call is audited with the backend named ``azure``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.resources import files
from typing import Any

import pytest

from discreet.agent.model import HANDOFF_MESSAGE
from discreet.bootstrap import Container
from discreet.config import Settings
from tests.conftest import client, open_session, say, say_streamed
from tests.support.azure_openai_server import AzureOpenAIServer
from tests.support.llm_app import serve_app, twin_container
from tests.support.openai_server import Reply

pytestmark = pytest.mark.e2e

_CUSTOMERS = sorted(
    (
        c
        for a in json.loads((files("discreet.demo") / "data" / "customers.json").read_text())[
            "accounts"
        ]
        for c in a["customers"]
    ),
    key=lambda c: c["external_id"],
)
OTHER_EMAIL = _CUSTOMERS[1]["email"]  # another customer of the demo tenant

PLANTED = {
    "email": "quentin.marlowe@postbox-example.org",
    "phone": "+44 7700 900871",
    "card": "4539 1488 0343 6467",
    "name": "Quentin Marlowe",
}
MESSAGE = (
    f"Hi, this is {PLANTED['name']}, email {PLANTED['email']}, phone {PLANTED['phone']}. "
    f"I paid with card {PLANTED['card']}. How many days do I have to return a jacket "
    "I bought online?"
)


@contextmanager
def _azure_app(
    container: Container, azure: AzureOpenAIServer, api_key: str | None = None
) -> Iterator[str]:
    """The API, configured by settings alone for Azure OpenAI, on a second loopback port."""
    settings = Settings(  # type: ignore[call-arg]
        DISCREET_HOME=container.settings.home,
        DISCREET_ENV="test",
        DISCREET_LLM_BACKEND="azure",
        DISCREET_AZURE_OPENAI_ENDPOINT=azure.endpoint,
        DISCREET_AZURE_OPENAI_DEPLOYMENT=azure.deployment,
        DISCREET_AZURE_OPENAI_API_VERSION="2024-10-21",
        DISCREET_LLM_API_KEY=api_key or azure.api_key,
        DISCREET_LLM_TIMEOUT_S=2.0,
    )
    with serve_app(twin_container(container, settings), name="azure-app") as base_url:
        yield base_url


@pytest.fixture(scope="module")
def azure() -> Iterator[AzureOpenAIServer]:
    with AzureOpenAIServer() as running:
        yield running


@pytest.fixture(scope="module")
def app(container: Container, server: str, azure: AzureOpenAIServer) -> Iterator[str]:
    with _azure_app(container, azure) as base_url:
        yield base_url


@pytest.fixture(autouse=True)
def _fresh(azure: AzureOpenAIServer) -> Iterator[None]:
    azure.received.clear()
    yield
    azure.responder = None
    azure.default = Reply("OK")


def _events(base: str, demo: dict[str, Any], session_id: str) -> list[dict[str, Any]]:
    with client(base, demo["keys"]["auditor"]) as auditor:
        r = auditor.get("/v1/audit", params={"session_id": session_id, "limit": 1000})
        assert r.status_code == 200, r.text
        events: list[dict[str, Any]] = r.json()["events"]
        return events


def _customer(demo: dict[str, Any]) -> str:
    return str(demo["customers"][0]["customer_id"])


@pytest.mark.parametrize("streamed", [False, True], ids=["plain", "stream"])
def test_the_model_sees_placeholders_never_the_planted_pii(
    app: str, azure: AzureOpenAIServer, demo: dict[str, Any], streamed: bool
) -> None:
    azure.default = Reply("You have 30 days to return a jacket bought online.")
    with client(app, demo["keys"]["agent"]) as http:
        session_id = open_session(http, _customer(demo))
        if streamed:
            deltas, body = say_streamed(http, session_id, MESSAGE)
            shown = "".join(deltas)
            assert shown == body["reply"]
        else:
            body = say(http, session_id, MESSAGE)
    assert body["handoff"] is False and "30 days" in body["reply"]
    chat = [r for r in azure.received if "/chat/completions" in r.path]
    assert chat and all(r.status == 200 for r in chat)
    assert all(r.headers["api-key"] == azure.api_key for r in chat)
    sent = azure.bodies_text()
    for kind, value in PLANTED.items():
        assert value not in sent, f"the planted {kind} reached the model"
    # the card's last four, as a number: not inside a chunk id (hex), which may hold them
    assert "7700 900871" not in sent and not re.search(r"(?<![0-9a-f])6467(?![0-9a-f])", sent)
    user = chat[-1].body["messages"][-1]["content"]
    assert "[EMAIL" in user and "[PHONE" in user, user
    generation = [e for e in _events(app, demo, session_id) if e["kind"] == "generation"]
    assert generation and generation[-1]["payload"]["backend"] == "azure"
    assert generation[-1]["payload"]["error_code"] is None


@pytest.mark.parametrize("streamed", [False, True], ids=["plain", "stream"])
def test_the_guard_stops_what_the_model_leaks(
    app: str, azure: AzureOpenAIServer, demo: dict[str, Any], streamed: bool
) -> None:
    azure.default = Reply(f"You can return it within 30 days. Your email is {OTHER_EMAIL}.", 3)
    question = "How many days do I have to return a jacket I bought online?"
    with client(app, demo["keys"]["agent"]) as http:
        session_id = open_session(http, _customer(demo))
        if streamed:
            deltas, body = say_streamed(http, session_id, question)
            shown = "".join(deltas)
            assert OTHER_EMAIL not in shown
        else:
            body = say(http, session_id, question)
        assert OTHER_EMAIL not in body["reply"]
        assert body["guard"]["blocked"] or body["guard"]["removed"] >= 1, body["guard"]
        turns = http.get(f"/v1/sessions/{session_id}").json()["turns"]
        assert all(OTHER_EMAIL not in t["content"] for t in turns)
    kinds = [e["kind"] for e in _events(app, demo, session_id)]
    assert "generation" in kinds and "output_blocked" in kinds


def test_a_refusing_deployment_is_a_handoff(
    container: Container, server: str, demo: dict[str, Any]
) -> None:
    """A wrong key (as Azure refuses it): the turn hands off, audited, never a 500."""
    with (
        AzureOpenAIServer() as other,
        _azure_app(container, other, api_key="a-stale-key") as base,
        client(base, demo["keys"]["agent"]) as http,
    ):
        session_id = open_session(http, _customer(demo))
        body = say(http, session_id, "How many days do I have to return a jacket?")
        assert body["handoff"] is True and body["reply"] == HANDOFF_MESSAGE
        # The turn's call, and the memory extractor's if it ran: each refused, none retried.
        assert other.received and {r.status for r in other.received} == {401}
        generation = [e for e in _events(base, demo, session_id) if e["kind"] == "generation"]
        assert generation[-1]["payload"]["error_code"] == "backend_rejected"
