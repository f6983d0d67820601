from __future__ import annotations

import importlib

import pytest

MODULES = [
    "discreet.keyring",
    "discreet.keyring.port",
    "discreet.keyring.keyring",
    "discreet.keyring.file",
    "discreet.keyring.aws_kms",
    "discreet.keyring.azure_keyvault",
]


@pytest.mark.parametrize("name", MODULES)
def test_all_is_declared_and_resolves(name: str) -> None:
    module = importlib.import_module(name)
    assert sorted(module.__all__) == sorted(set(module.__all__))
    for member in module.__all__:
        assert hasattr(module, member), member


def test_keyring_package_surface() -> None:
    import discreet.keyring as keyring

    assert keyring.__all__ == [
        "FileKek",
        "KekProvider",
        "KeyUnavailable",
        "Keyring",
        "UnknownKek",
        "WrappedKey",
        "kek_fingerprint",
        "provider_of",
    ]
