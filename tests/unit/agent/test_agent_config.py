"""The DISCREET_LLM_* keys come from the environment or a TOML config file; env wins."""

from __future__ import annotations

from pathlib import Path

import pytest

from discreet.config import CONFIG_FILE_NAME, Settings, config_file_path
from discreet.errors import InvalidInput

LLM_KEYS = (
    "DISCREET_CONFIG",
    "DISCREET_HOME",
    "DISCREET_LLM_BACKEND",
    "DISCREET_LLM_BASE_URL",
    "DISCREET_LLM_MODEL",
    "DISCREET_LLM_API_KEY",
    "DISCREET_LLM_TIMEOUT_S",
)

TOML = """\
DISCREET_LLM_BACKEND = "openai"
DISCREET_LLM_BASE_URL = "http://127.0.0.1:9999/v1/"
DISCREET_LLM_MODEL = "file-model"
DISCREET_LLM_API_KEY = "sk-from-file"
DISCREET_LLM_TIMEOUT_S = 7.5
"""


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for key in LLM_KEYS:
        monkeypatch.delenv(key, raising=False)
    monkeypatch.chdir(tmp_path)  # no stray .env or ./.discreet/discreet.toml


def test_defaults_without_a_file(tmp_path: Path) -> None:
    s = Settings(DISCREET_HOME=tmp_path)  # type: ignore[call-arg]
    assert s.llm_backend == "extractive"
    assert s.llm_base_url is None and s.llm_timeout_s == 30.0


def test_env_keys(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DISCREET_HOME", str(tmp_path))
    monkeypatch.setenv("DISCREET_LLM_BACKEND", "openai")
    monkeypatch.setenv("DISCREET_LLM_BASE_URL", "http://x/v1/")
    monkeypatch.setenv("DISCREET_LLM_MODEL", "m")
    monkeypatch.setenv("DISCREET_LLM_API_KEY", "sk-env")
    monkeypatch.setenv("DISCREET_LLM_TIMEOUT_S", "3")
    s = Settings()
    assert (s.llm_backend, s.llm_base_url, s.llm_model) == ("openai", "http://x/v1", "m")
    assert s.llm_api_key is not None and s.llm_api_key.get_secret_value() == "sk-env"
    assert s.llm_timeout_s == 3.0
    assert "sk-env" not in repr(s)


def test_explicit_config_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "elsewhere.toml"
    path.write_text(TOML)
    monkeypatch.setenv("DISCREET_CONFIG", str(path))
    s = Settings(DISCREET_HOME=tmp_path / "home")  # type: ignore[call-arg]
    assert s.llm_backend == "openai"
    assert s.llm_base_url == "http://127.0.0.1:9999/v1"
    assert s.llm_model == "file-model"
    assert s.llm_api_key is not None and s.llm_api_key.get_secret_value() == "sk-from-file"
    assert s.llm_timeout_s == 7.5
    assert s.config_file == path


def test_discreet_toml_in_home_is_read(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / CONFIG_FILE_NAME).write_text(TOML)
    monkeypatch.setenv("DISCREET_HOME", str(tmp_path))
    s = Settings()
    assert s.llm_backend == "openai" and s.llm_model == "file-model"
    assert config_file_path() == tmp_path / CONFIG_FILE_NAME


def test_home_passed_to_settings_finds_the_file(tmp_path: Path) -> None:
    (tmp_path / CONFIG_FILE_NAME).write_text(TOML)
    s = Settings(DISCREET_HOME=tmp_path)  # type: ignore[call-arg]
    assert s.llm_model == "file-model"


def test_environment_overrides_the_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / CONFIG_FILE_NAME).write_text(TOML)
    monkeypatch.setenv("DISCREET_HOME", str(tmp_path))
    monkeypatch.setenv("DISCREET_LLM_MODEL", "env-model")
    monkeypatch.setenv("DISCREET_LLM_TIMEOUT_S", "2")
    s = Settings()
    assert s.llm_model == "env-model" and s.llm_timeout_s == 2.0
    assert s.llm_backend == "openai"  # not overridden: still from the file


def test_invalid_value_in_file_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / CONFIG_FILE_NAME).write_text('DISCREET_LLM_BACKEND = "gpt-magic"\n')
    monkeypatch.setenv("DISCREET_HOME", str(tmp_path))
    with pytest.raises(ValueError, match="DISCREET_LLM_BACKEND"):
        Settings()


def test_missing_explicit_file_is_an_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DISCREET_CONFIG", str(tmp_path / "nope.toml"))
    with pytest.raises(InvalidInput, match="DISCREET_CONFIG"):
        Settings()
