"""Azure Key Vault as the KEK provider (``DISCREET_KEK_PROVIDER=azure-keyvault``; extra
``azure-keyvault``).

Data keys are wrapped with ``wrapKey``/``unwrapKey`` (RSA-OAEP-256) by a Key Vault RSA key
(or a Managed HSM key); the KEK id is ``azure-keyvault:`` and the key's versioned id, so a
data key is always unwrapped by the version that wrapped it. Rotation makes a new version
of the key (``rotate_key``; the identity needs the *rotate* permission) and re-wraps every
stored data key under it; earlier versions stay enabled in the vault. RSA wrapping has no
associated data, so the context is not bound here (the vault blob and the upload are
themselves sealed with their session or storage key as associated data).

The credential is ``DefaultAzureCredential`` (environment, workload or managed identity,
Azure CLI). No Key Vault emulator runs here: the tests drive this class through fakes of
the two SDK clients it uses, at that boundary.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from discreet.errors import InvalidInput
from discreet.keyring.port import KeyUnavailable, UnknownKek

__all__ = ["AzureKeyVaultKek"]

_PREFIX = "azure-keyvault:"
ALGORITHM = "RSA-OAEP-256"


def _sdk_errors() -> tuple[type[Exception], ...]:
    """The SDK's error root, or nothing to catch where the SDK is not installed (fakes)."""
    try:
        from azure.core.exceptions import AzureError
    except ImportError:
        return ()
    return (AzureError,)


def _algorithm() -> Any:
    """The SDK's enum member where the SDK is installed (it is a `str` enum of this value)."""
    try:
        from azure.keyvault.keys.crypto import KeyWrapAlgorithm
    except ImportError:
        return ALGORITHM
    return KeyWrapAlgorithm.rsa_oaep_256


class AzureKeyVaultKek:
    name = "azure-keyvault"
    remote = True

    def __init__(
        self,
        vault_url: str,
        key_name: str,
        *,
        key_client: Any = None,
        crypto_client: Callable[[str], Any] | None = None,
    ) -> None:
        if not vault_url.strip() or not key_name.strip():
            raise InvalidInput(
                "DISCREET_KEK_PROVIDER=azure-keyvault needs DISCREET_KEK_AZURE_VAULT_URL and "
                "DISCREET_KEK_AZURE_KEY_NAME"
            )
        if key_client is None or crypto_client is None:
            try:
                from azure.identity import DefaultAzureCredential
                from azure.keyvault.keys import KeyClient
                from azure.keyvault.keys.crypto import CryptographyClient
            except ImportError:
                raise InvalidInput(
                    "DISCREET_KEK_PROVIDER=azure-keyvault needs the 'azure-keyvault' extra "
                    "(pip install 'discreet[azure-keyvault]')"
                ) from None
            credential = DefaultAzureCredential()
            if key_client is None:
                key_client = KeyClient(vault_url=vault_url, credential=credential)
            if crypto_client is None:

                def crypto_client(key_id: str) -> Any:
                    return CryptographyClient(key_id, credential=credential)

        self._keys = key_client
        self._crypto = crypto_client
        self._key_name = key_name.strip()
        self._alg = _algorithm()
        self._current: str | None = None
        self._clients: dict[str, Any] = {}
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"AzureKeyVaultKek(key={self._key_name!r})"

    def _call(self, what: str, fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except _sdk_errors() as exc:
            raise KeyUnavailable(f"Azure Key Vault refused {what} ({type(exc).__name__})") from None

    def _client(self, key_version_id: str) -> Any:
        with self._lock:
            client = self._clients.get(key_version_id)
            if client is None:
                client = self._clients[key_version_id] = self._crypto(key_version_id)
            return client

    @staticmethod
    def _version_id(kek_id: str) -> str:
        if not kek_id.startswith(_PREFIX):
            raise UnknownKek(f"{kek_id!r} is not an Azure Key Vault key id")
        return kek_id[len(_PREFIX) :]

    def current_id(self) -> str:
        with self._lock:
            if self._current is None:
                key = self._call("get_key", lambda: self._keys.get_key(self._key_name))
                self._current = str(key.id)
            return _PREFIX + self._current

    def wrap(self, kek_id: str, data_key: bytes, context: bytes) -> bytes:
        client = self._client(self._version_id(kek_id))
        result = self._call("wrap_key", lambda: client.wrap_key(self._alg, data_key))
        return bytes(result.encrypted_key)

    def unwrap(self, kek_id: str, wrapped: bytes, context: bytes) -> bytes:
        client = self._client(self._version_id(kek_id))
        result = self._call("unwrap_key", lambda: client.unwrap_key(self._alg, wrapped))
        return bytes(result.key)

    def rotate(self, to: str | None = None) -> str:
        """A new version of the key (or the versioned key id `to`) becomes current."""
        if to is not None:
            new_id = to.strip()
            if not new_id.startswith("https://"):
                raise InvalidInput("--to takes a versioned Key Vault key id (https://...)")
        else:
            key = self._call("rotate_key", lambda: self._keys.rotate_key(self._key_name))
            new_id = str(key.id)
        with self._lock:
            self._current = new_id
        return _PREFIX + new_id

    def retire(self, keep: frozenset[str]) -> list[str]:
        return []  # old versions are disabled in the vault by its operator, not here
