"""SIGTERM to `discreet serve` drains the turns in flight: a streamed turn that is halfway
through its model's reply when the signal arrives is answered in full, and the process then
exits cleanly. The node is a real subprocess on the test's database, its model a scripted
local OpenAI-compatible server that streams slowly."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from discreet.bootstrap import Container
from tests.conftest import client, open_session
from tests.support.openai_server import OpenAIServer, Reply
from tests.support.serving import free_port

pytestmark = pytest.mark.e2e

QUESTION = "How many days do I have to return a jacket I bought online?"
ANSWER = "You can return it within 30 days of delivery, unused and in its original packaging. "


def _stream_reply(base: str, key: str, session_id: str) -> dict[str, Any]:
    final: dict[str, Any] = {}
    with (
        client(base, key) as http,
        http.stream(
            "POST", f"/v1/sessions/{session_id}/messages:stream", json={"message": QUESTION}
        ) as r,
    ):
        final["status"] = r.status_code
        event = None
        for line in r.iter_lines():
            if line.startswith("event:"):
                event = line[6:].strip()
            elif line.startswith("data:") and event == "reply":
                final["reply"] = json.loads(line[5:])
    return final


def test_sigterm_answers_the_turn_in_flight_then_exits(
    container: Container, demo: dict[str, Any]
) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with OpenAIServer() as llm:
        # About 4 s of streaming: the signal lands in the middle of it.
        llm.default = Reply(ANSWER * 3, chunk_chars=8, chunk_delay_s=0.15)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCREET_", "DATABASE_"))}
        env.update(
            DISCREET_HOME=str(container.settings.home),
            DISCREET_ENV="test",
            DISCREET_LOG_LEVEL="WARNING",
            DISCREET_LLM_BACKEND="openai",
            DISCREET_LLM_BASE_URL=llm.base_url,
            DISCREET_LLM_MODEL="test-model",
            DISCREET_LLM_API_KEY="sk-test-local",
            DISCREET_LLM_TIMEOUT_S="30",
            DISCREET_MEMORY_EXTRACTOR="rules",
        )
        proc = subprocess.Popen(
            [
                str(Path(sys.executable).with_name("discreet")),
                "serve",
                "--no-worker",
                "--port",
                str(port),
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            deadline = time.monotonic() + 120
            while True:
                assert proc.poll() is None, (proc.stderr.read() if proc.stderr else b"")[-2000:]
                assert time.monotonic() < deadline, "the node did not become ready"
                try:
                    if httpx.get(f"{base}/readyz", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                time.sleep(0.3)
            key = str(demo["keys"]["agent"])
            with client(base, key) as http:
                session_id = open_session(http, str(demo["customers"][0]["customer_id"]))
            result: dict[str, Any] = {}
            turn = threading.Thread(
                target=lambda: result.update(_stream_reply(base, key, session_id))
            )
            asked = len(llm.requests)
            turn.start()
            while len(llm.requests) == asked:  # the turn has reached the model
                assert turn.is_alive() and time.monotonic() < deadline, result
                time.sleep(0.02)
            proc.send_signal(signal.SIGTERM)
            turn.join(60)
            assert not turn.is_alive()
            # uvicorn re-raises the signal once it has drained, so the exit status says
            # SIGTERM; what matters is that it came after the answer, within the wait.
            assert proc.wait(timeout=30) in (0, -signal.SIGTERM)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    assert result["status"] == 200
    reply = result["reply"]
    assert reply["abstained"] is False and reply["citations"], reply
    assert "30 days" in reply["reply"]
