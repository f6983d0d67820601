"""Keys out of the database: envelope encryption of data keys under a key-encryption key.

`Keyring` wraps and unwraps data keys through one `KekProvider`: `FileKek` (a local key
file or ``DISCREET_KEK``, the default), `AwsKmsKek` or `AzureKeyVaultKek`. The cloud
providers import their SDKs only when built (extras ``aws-kms`` and ``azure-keyvault``).
"""

from discreet.keyring.file import FileKek, kek_fingerprint
from discreet.keyring.keyring import Keyring
from discreet.keyring.port import (
    KekProvider,
    KeyUnavailable,
    UnknownKek,
    WrappedKey,
    provider_of,
)

__all__ = [
    "FileKek",
    "KekProvider",
    "KeyUnavailable",
    "Keyring",
    "UnknownKek",
    "WrappedKey",
    "kek_fingerprint",
    "provider_of",
]
