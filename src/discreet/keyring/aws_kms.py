"""AWS KMS as the KEK provider (``DISCREET_KEK_PROVIDER=aws-kms``; extra ``aws-kms``).

Data keys are encrypted by a symmetric KMS key with ``Encrypt``/``Decrypt``, the wrapping
context passed as KMS encryption context. The KEK id is ``aws-kms:`` and the key's ARN.
KMS rotates a key's material itself (automatic rotation needs no re-wrap); moving to
another KMS key is a rotation here: name the new key in ``DISCREET_KEK_AWS_KMS_KEY_ID``
(or ``discreet kek rotate --to``) and every stored data key is re-wrapped under it, the
old key staying usable until that finishes.
"""

from __future__ import annotations

import threading
from typing import Any

from discreet.errors import InvalidInput
from discreet.keyring.port import KeyUnavailable, UnknownKek

__all__ = ["AwsKmsKek"]

_PREFIX = "aws-kms:"


def _context(context: bytes) -> dict[str, str]:
    return {"discreet": context.hex()}


class AwsKmsKek:
    name = "aws-kms"
    remote = True

    def __init__(
        self,
        key_id: str,
        *,
        region: str | None = None,
        endpoint_url: str | None = None,
        client: Any = None,
    ) -> None:
        if not key_id.strip():
            raise InvalidInput("DISCREET_KEK_PROVIDER=aws-kms needs DISCREET_KEK_AWS_KMS_KEY_ID")
        if client is None:
            try:
                import boto3  # type: ignore[import-untyped]  # no stubs shipped
            except ImportError:
                raise InvalidInput(
                    "DISCREET_KEK_PROVIDER=aws-kms needs the 'aws-kms' extra "
                    "(pip install 'discreet[aws-kms]')"
                ) from None
            client = boto3.client("kms", region_name=region, endpoint_url=endpoint_url)
        self._client = client
        self._configured = key_id.strip()
        self._arn: str | None = None
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"AwsKmsKek(key={self._configured!r})"

    def _call(self, what: str, **kwargs: Any) -> Any:
        from botocore.exceptions import (  # type: ignore[import-untyped]  # no stubs shipped
            BotoCoreError,
            ClientError,
        )

        try:
            return getattr(self._client, what)(**kwargs)
        except ClientError as exc:
            code = exc.response.get("Error", {}).get("Code", "error")
            raise KeyUnavailable(f"AWS KMS refused {what}: {code}") from None
        except BotoCoreError as exc:
            raise KeyUnavailable(f"AWS KMS is unreachable ({type(exc).__name__})") from None

    def _describe(self, key_id: str) -> str:
        meta = self._call("describe_key", KeyId=key_id)["KeyMetadata"]
        if meta.get("KeySpec", "SYMMETRIC_DEFAULT") != "SYMMETRIC_DEFAULT":
            raise InvalidInput(f"the KMS key {key_id} is not a symmetric encryption key")
        return str(meta["Arn"])

    def current_id(self) -> str:
        with self._lock:
            if self._arn is None:
                self._arn = self._describe(self._configured)
            return _PREFIX + self._arn

    @staticmethod
    def _arn_of(kek_id: str) -> str:
        if not kek_id.startswith(_PREFIX):
            raise UnknownKek(f"{kek_id!r} is not an AWS KMS key id")
        return kek_id[len(_PREFIX) :]

    def wrap(self, kek_id: str, data_key: bytes, context: bytes) -> bytes:
        out = self._call(
            "encrypt",
            KeyId=self._arn_of(kek_id),
            Plaintext=data_key,
            EncryptionContext=_context(context),
        )
        return bytes(out["CiphertextBlob"])

    def unwrap(self, kek_id: str, wrapped: bytes, context: bytes) -> bytes:
        out = self._call(
            "decrypt",
            KeyId=self._arn_of(kek_id),
            CiphertextBlob=wrapped,
            EncryptionContext=_context(context),
        )
        return bytes(out["Plaintext"])

    def rotate(self, to: str | None = None) -> str:
        """Switch to the KMS key `to` (else re-read the configured one): the rotation then
        re-wraps every stored data key whose id is not this one."""
        with self._lock:
            if to is not None:
                self._configured = to.strip()
            self._arn = None
        return self.current_id()

    def retire(self, keep: frozenset[str]) -> list[str]:
        return []  # the old KMS key is disabled or scheduled for deletion in AWS, not here
