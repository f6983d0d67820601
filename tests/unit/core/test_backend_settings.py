"""A backend chosen without the settings it needs stops the container from building it, with
a message naming every one of them (and no secret); with them set, it builds."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine

from discreet.agent.backends.openai_compat import OpenAIChatBackend
from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.errors import InvalidInput
from discreet.knowledge.blobs import S3BlobStore


def _container(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **env: Any) -> Container:
    monkeypatch.chdir(tmp_path)  # no stray .env or ./.discreet/discreet.toml
    for key in [k for k in os.environ if k.startswith("DISCREET_")]:
        monkeypatch.delenv(key)
    settings = Settings(DISCREET_HOME=tmp_path, **env)
    engine = create_engine("sqlite://")  # never connected: building a backend needs none
    return Container(settings=settings, admin_engine=engine, engine=engine)


BUILD: dict[str, Callable[[Container], object]] = {
    "backend": lambda c: c.backend,
    "embedder": lambda c: c.embedder,
    "blobs": lambda c: c._raw_blobs(),
}


@pytest.mark.parametrize(
    ("part", "env", "message"),
    [
        (
            "backend",
            {"DISCREET_LLM_BACKEND": "openai", "DISCREET_LLM_MODEL": "m"},
            "DISCREET_LLM_BACKEND=openai needs DISCREET_LLM_BASE_URL and DISCREET_LLM_MODEL",
        ),
        (
            "backend",
            {"DISCREET_LLM_BACKEND": "azure", "DISCREET_AZURE_OPENAI_DEPLOYMENT": "d"},
            "DISCREET_LLM_BACKEND=azure needs DISCREET_AZURE_OPENAI_ENDPOINT and "
            "DISCREET_AZURE_OPENAI_DEPLOYMENT",
        ),
        (
            "embedder",
            {"DISCREET_EMBEDDING_BACKEND": "openai", "DISCREET_EMBEDDING_BASE_URL": "http://x/v1"},
            "DISCREET_EMBEDDING_BACKEND=openai needs DISCREET_EMBEDDING_BASE_URL and "
            "DISCREET_EMBEDDING_MODEL",
        ),
        (
            "embedder",
            {"DISCREET_EMBEDDING_BACKEND": "azure", "DISCREET_AZURE_OPENAI_ENDPOINT": "https://a"},
            "DISCREET_EMBEDDING_BACKEND=azure needs DISCREET_AZURE_OPENAI_ENDPOINT and "
            "DISCREET_AZURE_OPENAI_EMBEDDING_DEPLOYMENT",
        ),
        (
            "blobs",
            {
                "DISCREET_BLOB_BACKEND": "s3",
                "DISCREET_S3_ENDPOINT": "http://127.0.0.1:9",
                "DISCREET_S3_BUCKET": "b",
                "DISCREET_S3_ACCESS_KEY": "AKIA-visible-in-no-message",
            },
            "DISCREET_BLOB_BACKEND=s3 needs DISCREET_S3_ENDPOINT, DISCREET_S3_BUCKET, "
            "DISCREET_S3_ACCESS_KEY and DISCREET_S3_SECRET_KEY",
        ),
    ],
    ids=["llm-openai", "llm-azure", "embedding-openai", "embedding-azure", "blobs-s3"],
)
def test_a_backend_without_its_settings_names_them_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, part: str, env: dict[str, str], message: str
) -> None:
    container = _container(tmp_path, monkeypatch, **env)
    with pytest.raises(InvalidInput) as raised:
        BUILD[part](container)
    assert raised.value.message == message


def test_with_its_settings_each_backend_gets_their_values(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    container = _container(
        tmp_path,
        monkeypatch,
        DISCREET_LLM_BACKEND="openai",
        DISCREET_LLM_BASE_URL="http://127.0.0.1:9/v1",
        DISCREET_LLM_MODEL="chat-model",
        DISCREET_BLOB_BACKEND="s3",
        DISCREET_S3_ENDPOINT="http://127.0.0.1:9",
        DISCREET_S3_BUCKET="uploads",
        DISCREET_S3_ACCESS_KEY="access",
        DISCREET_S3_SECRET_KEY="secret",
    )
    backend = container.backend
    assert isinstance(backend, OpenAIChatBackend)
    assert (backend.model, backend.base_url) == ("chat-model", "http://127.0.0.1:9/v1")
    blobs = container._raw_blobs()
    assert isinstance(blobs, S3BlobStore)
    assert (blobs._bucket, blobs._access_key, blobs._secret_key) == ("uploads", "access", "secret")
