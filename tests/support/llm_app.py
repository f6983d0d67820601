"""A second Discreet app wired to the OpenAI-compatible backend, for end-to-end tests.

    with OpenAIServer() as llm, openai_app(container, llm.base_url) as base_url:
        ...  # POST {base_url}/v1/sessions/... reaches the scripted LLM

The app gets its own `Container` built from the test settings with
``DISCREET_LLM_BACKEND=openai`` pointed at the scripted server, and shares the test
container's engines (the same embedded PostgreSQL), redactor, embedder and vault store, so
it sees the same tenants, documents and sessions as the `server` fixture. Only uvicorn on a
second loopback port is new; no worker (the `server` fixture runs one).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from discreet.bootstrap import Container
from discreet.config import Settings
from tests.support.serving import serve

__all__ = ["openai_app", "openai_container", "serve_app", "twin_container"]


def twin_container(container: Container, settings: Settings) -> Container:
    """A container with its own `settings` that shares `container`'s engines (the same
    embedded PostgreSQL) and what is expensive to build or must be shared: the redactor,
    the embedder, the vault store and the blob store."""
    twin = Container(
        settings=settings, admin_engine=container.admin_engine, engine=container.engine
    )
    for shared in ("redactor", "embedder", "vaults", "blobs"):
        twin.__dict__[shared] = getattr(container, shared)
    return twin


@contextmanager
def serve_app(container: Container, *, name: str) -> Iterator[str]:
    """`container`'s app served by uvicorn on a free loopback port, in a thread, with no
    worker; yields its base URL."""
    from discreet.api.app import create_app

    with serve(create_app(container), name=name) as base_url:
        yield base_url


def openai_container(container: Container, base_url: str, *, timeout_s: float = 2.0) -> Container:
    """A container like `container` whose chat backend is the OpenAI-compatible one."""
    settings = Settings(  # type: ignore[call-arg]
        DISCREET_HOME=container.settings.home,
        DISCREET_ENV="test",
        DISCREET_LLM_BACKEND="openai",
        DISCREET_LLM_BASE_URL=base_url,
        DISCREET_LLM_MODEL="test-model",
        DISCREET_LLM_API_KEY="sk-test-local",
        DISCREET_LLM_TIMEOUT_S=timeout_s,
    )
    return twin_container(container, settings)


@contextmanager
def openai_app(container: Container, llm_base_url: str, *, timeout_s: float = 2.0) -> Iterator[str]:
    """Serve an OpenAI-backed app on loopback; yields its base URL."""
    twin = openai_container(container, llm_base_url, timeout_s=timeout_s)
    with serve_app(twin, name="openai-app") as base_url:
        yield base_url
