"""Fixtures shared by the end-to-end tests that run the app against a fake OpenAI server."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from discreet.bootstrap import Container
from tests.support.llm_app import openai_app
from tests.support.openai_server import OpenAIServer


@pytest.fixture(scope="module")
def llm() -> Iterator[OpenAIServer]:
    with OpenAIServer() as running:
        yield running


@pytest.fixture(scope="module")
def llm_server(
    request: pytest.FixtureRequest, container: Container, server: str, llm: OpenAIServer
) -> Iterator[str]:
    """The app on the LLM backend, pointed at `llm`; a module may set `LLM_TIMEOUT_S` (the
    backend's timeout, 2 s by default)."""
    timeout_s = float(getattr(request.module, "LLM_TIMEOUT_S", 2.0))
    with openai_app(container, llm.base_url, timeout_s=timeout_s) as base_url:
        yield base_url
