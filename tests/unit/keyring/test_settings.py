"""DISCREET_KEK_PROVIDER and its settings, as bootstrap reads them."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest

from discreet.bootstrap import build_keyring
from discreet.config import Settings
from discreet.errors import InvalidInput
from discreet.keyring import FileKek, kek_fingerprint


def _settings(tmp_path: Path, **values: str) -> Settings:
    return Settings(DISCREET_HOME=str(tmp_path), DISCREET_ENV="test", **values)  # type: ignore[arg-type]


def test_the_default_is_a_key_file_under_the_home(tmp_path: Path) -> None:
    keyring = build_keyring(_settings(tmp_path))
    assert isinstance(keyring.provider, FileKek)
    assert (tmp_path / "kek.json").is_file()
    assert keyring.current_id.startswith("file:")


def test_a_key_file_elsewhere(tmp_path: Path) -> None:
    path = tmp_path / "secrets" / "discreet.kek"
    build_keyring(_settings(tmp_path / "home", DISCREET_KEK_FILE=str(path)))
    assert path.is_file() and not (tmp_path / "home" / "kek.json").exists()


def test_the_key_from_the_environment_writes_no_file(tmp_path: Path) -> None:
    key = os.urandom(32)
    keyring = build_keyring(_settings(tmp_path, DISCREET_KEK=base64.b64encode(key).decode()))
    assert keyring.current_id == kek_fingerprint(key)
    assert not (tmp_path / "kek.json").exists()


@pytest.mark.parametrize(
    ("provider", "missing"),
    [
        ("aws-kms", "DISCREET_KEK_AWS_KMS_KEY_ID"),
        ("azure-keyvault", "DISCREET_KEK_AZURE_VAULT_URL"),
    ],
)
def test_a_cloud_provider_without_its_settings_is_refused(
    tmp_path: Path, provider: str, missing: str
) -> None:
    with pytest.raises(InvalidInput, match=missing):
        build_keyring(_settings(tmp_path, DISCREET_KEK_PROVIDER=provider))


def test_an_unknown_provider_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="DISCREET_KEK_PROVIDER"):
        _settings(tmp_path, DISCREET_KEK_PROVIDER="vault")
