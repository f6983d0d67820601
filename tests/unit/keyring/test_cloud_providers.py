"""AWS KMS against moto's KMS (in process) and Azure Key Vault through fakes of the two SDK
clients it uses (no Key Vault emulator exists to run here)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding, rsa

from discreet.errors import InvalidInput
from discreet.keyring import Keyring, KeyUnavailable, UnknownKek, WrappedKey
from discreet.keyring.aws_kms import AwsKmsKek
from discreet.keyring.azure_keyvault import ALGORITHM, AzureKeyVaultKek

CTX = b"tenant/doc/v1/sha"

# -- AWS KMS (moto) ------------------------------------------------------------------------


@pytest.fixture
def kms(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    boto3 = pytest.importorskip("boto3")
    moto = pytest.importorskip("moto")
    for name, value in {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": "eu-west-1",
    }.items():
        monkeypatch.setenv(name, value)
    with moto.mock_aws():
        yield boto3.client("kms", region_name="eu-west-1")


def test_kms_wraps_under_the_configured_key_and_binds_the_context(kms: Any) -> None:
    key = kms.create_key(Description="discreet kek")["KeyMetadata"]
    kms.create_alias(AliasName="alias/discreet", TargetKeyId=key["KeyId"])
    ring = Keyring(AwsKmsKek("alias/discreet", client=kms))
    assert ring.current_id == "aws-kms:" + key["Arn"]
    data_key = os.urandom(32)
    wrapped = ring.wrap(data_key, context=CTX)
    assert data_key not in wrapped.wrapped
    assert ring.unwrap(wrapped, context=CTX) == data_key
    fresh = Keyring(AwsKmsKek(key["KeyId"], client=kms))  # no cache: KMS checks the context
    with pytest.raises(KeyUnavailable, match="refused decrypt"):
        fresh.unwrap(wrapped, context=b"another/row")


def test_kms_rotation_moves_to_a_new_key_and_the_old_one_stays_readable(kms: Any) -> None:
    first = kms.create_key()["KeyMetadata"]
    second = kms.create_key()["KeyMetadata"]
    ring = Keyring(AwsKmsKek(first["KeyId"], client=kms))
    wrapped = ring.wrap(b"v" * 32, context=CTX)
    assert ring.rotate(to=second["KeyId"]) == "aws-kms:" + second["Arn"]
    assert ring.unwrap(wrapped, context=CTX) == b"v" * 32  # before the re-wrap finishes
    moved = ring.rewrap(wrapped, context=CTX)
    assert moved.kek_id == "aws-kms:" + second["Arn"]
    # The old key can be disabled in KMS: the data key opens under the new one alone.
    again = Keyring(AwsKmsKek(second["KeyId"], client=kms))
    assert again.unwrap(moved, context=CTX) == b"v" * 32


def test_kms_refusals_are_clear(kms: Any) -> None:
    with pytest.raises(KeyUnavailable, match="NotFoundException"):
        Keyring(AwsKmsKek("alias/missing", client=kms)).current_id  # noqa: B018
    with pytest.raises(InvalidInput, match="DISCREET_KEK_AWS_KMS_KEY_ID"):
        AwsKmsKek(" ", client=kms)
    ring = Keyring(AwsKmsKek(kms.create_key()["KeyMetadata"]["KeyId"], client=kms))
    with pytest.raises(UnknownKek):
        ring.provider.unwrap("file:0123456789abcdef", b"x", CTX)


# -- Azure Key Vault (fakes of KeyClient and CryptographyClient) ---------------------------


@dataclass
class _Key:
    id: str


@dataclass
class _Wrapped:
    encrypted_key: bytes


@dataclass
class _Unwrapped:
    key: bytes


class FakeVault:
    """Key Vault's behaviour for one RSA key: versions made by `rotate_key`, `wrapKey` and
    `unwrapKey` with RSA-OAEP-256 under the version named, a disabled version refused."""

    def __init__(self, url: str = "https://discreet-test.vault.azure.net", name: str = "kek"):
        self.url, self.name = url, name
        self.versions: dict[str, rsa.RSAPrivateKey] = {}
        self.disabled: set[str] = set()
        self.rotate_key(name)

    def _id(self, version: str) -> str:
        return f"{self.url}/keys/{self.name}/{version}"

    def get_key(self, name: str) -> _Key:
        assert name == self.name
        return _Key(self._id(list(self.versions)[-1]))

    def rotate_key(self, name: str) -> _Key:
        assert name == self.name
        version = os.urandom(16).hex()
        self.versions[version] = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        return _Key(self._id(version))

    def crypto_client(self, key_id: str) -> FakeCryptographyClient:
        return FakeCryptographyClient(self, key_id.rsplit("/", 1)[-1])


class FakeCryptographyClient:
    def __init__(self, vault: FakeVault, version: str) -> None:
        self._vault, self._version = vault, version

    @staticmethod
    def _oaep() -> padding.OAEP:
        return padding.OAEP(
            mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None
        )

    def _private(self, algorithm: str) -> rsa.RSAPrivateKey:
        assert algorithm == ALGORITHM
        if self._version in self._vault.disabled:
            raise PermissionError("Operation wrapKey/unwrapKey is not permitted on a disabled key")
        return self._vault.versions[self._version]

    def wrap_key(self, algorithm: str, key: bytes) -> _Wrapped:
        return _Wrapped(self._private(algorithm).public_key().encrypt(key, self._oaep()))

    def unwrap_key(self, algorithm: str, encrypted_key: bytes) -> _Unwrapped:
        return _Unwrapped(self._private(algorithm).decrypt(encrypted_key, self._oaep()))


def _azure(vault: FakeVault) -> Keyring:
    return Keyring(
        AzureKeyVaultKek(vault.url, vault.name, key_client=vault, crypto_client=vault.crypto_client)
    )


def test_azure_wraps_under_a_key_version_and_rotation_adds_one() -> None:
    vault = FakeVault()
    ring = _azure(vault)
    first_id = ring.current_id
    assert first_id.startswith("azure-keyvault:https://discreet-test.vault.azure.net/keys/kek/")
    wrapped = ring.wrap(b"a" * 32, context=CTX)
    assert b"a" * 32 not in wrapped.wrapped and wrapped.kek_id == first_id
    assert ring.unwrap(wrapped, context=CTX) == b"a" * 32

    second_id = ring.rotate()
    assert second_id != first_id and len(vault.versions) == 2
    assert ring.unwrap(wrapped, context=CTX) == b"a" * 32  # the old version is still usable
    moved = ring.rewrap(wrapped, context=CTX)
    assert moved.kek_id == second_id
    vault.disabled.add(first_id.rsplit("/", 1)[-1])
    assert _azure(vault).unwrap(moved, context=CTX) == b"a" * 32
    with pytest.raises(PermissionError):
        _azure(vault).unwrap(wrapped, context=CTX)


def test_azure_settings_and_ids_are_checked() -> None:
    vault = FakeVault()
    with pytest.raises(InvalidInput, match="DISCREET_KEK_AZURE_VAULT_URL"):
        AzureKeyVaultKek("", "kek", key_client=vault, crypto_client=vault.crypto_client)
    ring = _azure(vault)
    with pytest.raises(InvalidInput, match="versioned"):
        ring.rotate(to="kek-v2")
    with pytest.raises(UnknownKek):
        ring.unwrap(WrappedKey(b"x", "azure-keyvault-other:x"), context=CTX)


def test_azure_sdk_errors_become_key_unavailable() -> None:
    pytest.importorskip("azure.keyvault.keys")
    from azure.core.exceptions import ServiceRequestError

    class Down(FakeVault):
        def get_key(self, name: str) -> _Key:
            raise ServiceRequestError("no route to the vault")

    vault = Down()
    with pytest.raises(KeyUnavailable, match="get_key"):
        _azure(vault).current_id  # noqa: B018
