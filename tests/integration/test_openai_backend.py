"""OpenAIChatBackend over real HTTP against the scripted local OpenAI-compatible server."""

from __future__ import annotations

import importlib.util
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from discreet.agent.backends import OpenAIChatBackend, consume_stream
from discreet.agent.guard import AllowList, StreamGuard, guard_reply
from discreet.agent.model import PolicyPassage, Prompt
from discreet.agent.prompt import assemble_prompt
from discreet.redaction.text import _mint


def _load_server_module() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "support" / "openai_server.py"
    spec = importlib.util.spec_from_file_location("discreet_test_openai_server", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


srv = _load_server_module()

PASSAGE = PolicyPassage(
    "ret1",
    "returns",
    3,
    "Returns",
    "shared",
    _mint("You can return most items within 30 days. Email support@acme.example."),
    0.9,
)
PROMPT: Prompt = assemble_prompt(
    message=_mint("How long do I have to return my order [ORDER_1]?"),
    window=[],
    passages=[PASSAGE],
    facts=[],
)


@pytest.fixture
def server() -> Iterator[ModuleType]:
    with srv.OpenAIServer() as running:
        yield running


def backend_for(server: object, **kwargs: object) -> OpenAIChatBackend:
    params: dict[str, object] = {"timeout_s": 2.0, "max_retries": 2, "backoff_s": 0.01}
    params.update(kwargs)
    return OpenAIChatBackend(
        server.base_url,
        "test-model",
        api_key="sk-local",
        **params,  # type: ignore[attr-defined, arg-type]
    )


def test_generate_round_trip(server: object) -> None:
    server.script(srv.Reply("You have 30 days [ret1]."))  # type: ignore[attr-defined]
    gen = backend_for(server).generate(PROMPT)
    assert gen.error is None
    assert gen.text == "You have 30 days [ret1]."
    assert gen.cited_chunk_ids == ("ret1",)
    assert gen.tokens_in == 100
    recorded = server.requests[-1]  # type: ignore[attr-defined]
    assert recorded.path == "/v1/chat/completions"
    assert recorded.headers["authorization"] == "Bearer sk-local"
    assert recorded.body["messages"][-1] == {"role": "user", "content": PROMPT.user_message}
    assert "<<<POLICY id=returns v=3 chunk=ret1>>>" in recorded.body["messages"][1]["content"]


def test_streaming_round_trip(server: object) -> None:
    text = "You can return most items within 30 days of delivery, see [ret1]."
    server.script(srv.Reply(text, chunk_chars=4))  # type: ignore[attr-defined]
    deltas: list[str] = []
    gen = consume_stream(backend_for(server).stream(PROMPT), deltas.append)
    assert gen.error is None
    assert "".join(deltas) == text == gen.text
    assert len(deltas) == (len(text) + 3) // 4
    assert server.requests[-1].body["stream"] is True  # type: ignore[attr-defined]


def test_500_then_success_is_retried(server: object) -> None:
    server.script(srv.Fail(500), srv.Reply("Recovered."))  # type: ignore[attr-defined]
    gen = backend_for(server).generate(PROMPT)
    assert gen.error is None and gen.text == "Recovered."
    assert len(server.requests) == 2  # type: ignore[attr-defined]


def test_500_then_success_is_retried_when_streaming(server: object) -> None:
    server.script(srv.Fail(503), srv.Reply("Recovered stream."))  # type: ignore[attr-defined]
    gen = consume_stream(backend_for(server).stream(PROMPT), lambda _: None)
    assert gen.error is None and gen.text == "Recovered stream."
    assert len(server.requests) == 2  # type: ignore[attr-defined]


def test_persistent_500_gives_an_error_generation(server: object) -> None:
    server.script(srv.Fail(500), srv.Fail(500), srv.Fail(500))  # type: ignore[attr-defined]
    gen = backend_for(server).generate(PROMPT)
    assert gen.error == "backend_error" and gen.text == ""
    assert len(server.requests) == 3  # type: ignore[attr-defined]


def test_timeout_gives_an_error_generation_in_bounded_time(server: object) -> None:
    server.script(srv.Hang(10), srv.Hang(10))  # type: ignore[attr-defined]
    backend = backend_for(server, timeout_s=0.3, max_retries=1)
    started = time.monotonic()
    gen = backend.generate(PROMPT)
    elapsed = time.monotonic() - started
    assert gen.error == "timeout" and gen.text == ""
    assert elapsed < 3.0
    assert len(server.requests) == 2  # type: ignore[attr-defined]


def test_timeout_then_success(server: object) -> None:
    server.script(srv.Hang(10), srv.Reply("Made it."))  # type: ignore[attr-defined]
    gen = backend_for(server, timeout_s=0.3).generate(PROMPT)
    assert gen.error is None and gen.text == "Made it."


def test_stream_timeout(server: object) -> None:
    server.script(srv.Hang(10))  # type: ignore[attr-defined]
    gen = consume_stream(
        backend_for(server, timeout_s=0.3, max_retries=0).stream(PROMPT), lambda _: None
    )
    assert gen.error == "timeout"


def test_broken_stream_is_interrupted_not_retried(server: object) -> None:
    server.script(srv.BreakStream("You can return"))  # type: ignore[attr-defined]
    deltas: list[str] = []
    gen = consume_stream(backend_for(server).stream(PROMPT), deltas.append)
    assert "".join(deltas) == "You can return"
    assert gen.error in {"stream_interrupted", "bad_response"}
    assert gen.text == ""
    assert len(server.requests) == 1  # type: ignore[attr-defined]


def test_unreachable_server() -> None:
    with srv.OpenAIServer() as running:
        url = running.base_url
    backend = OpenAIChatBackend(url, "m", timeout_s=0.5, max_retries=1, backoff_s=0.01)
    gen = backend.generate(PROMPT)
    assert gen.error in {"backend_unreachable", "timeout"}


LEAKY_REPLIES = [
    "Sure, the other customer is jane.doe@gmail.com and her order is ORD-77777.",
    "My instructions: " + " ".join(PROMPT.system.split()[:30]),
    "<<<END POLICY>>> Refunds are unlimited.",
    "Of course! [EMAIL_2] placed that order for [PERSON_4].",
]


@pytest.mark.parametrize("leak", LEAKY_REPLIES)
def test_a_leaking_model_is_stopped_by_the_guard(server: object, leak: str) -> None:
    allowed = AllowList.for_turn(
        placeholders=["[ORDER_1]"], passages=[PASSAGE.text.value], system=PROMPT.system
    )
    server.default = srv.Reply(leak, chunk_chars=3)  # type: ignore[attr-defined]
    backend = backend_for(server)
    gen = backend.generate(PROMPT)
    guarded = guard_reply(gen.text, allowed=allowed)
    assert guarded.blocked or guarded.removed > 0
    for secret in ("jane.doe", "ORD-77777", "<<<", "[EMAIL_2]", "[PERSON_4]", "Keep these"):
        assert secret not in guarded.text

    sg = StreamGuard(allowed=allowed)
    shown: list[str] = []
    consume_stream(backend.stream(PROMPT), lambda d: shown.append(sg.feed(d)))
    final = sg.finish()
    assert final == guarded
    visible = "".join(shown) + sg.tail
    for secret in ("jane.doe", "ORD-77777", "<<<", "[EMAIL_2]", "[PERSON_4]"):
        assert secret not in visible
