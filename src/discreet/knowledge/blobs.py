"""Original uploads, kept under immutable version-specific keys.

`BlobStore` is the port; `LocalBlobStore` (a directory, the default), `S3BlobStore` (any
S3-compatible service: AWS S3, MinIO, Ceph, R2 — path-style requests signed with AWS
Signature Version 4, written here over httpx) and `AzureBlobStore` (Azure Blob Storage or
Azurite, through ``azure-storage-blob`` from the optional ``azure`` extra) are its adapters.
Keys name their content (`tenant/document/vN/sha256`), so a write never replaces anything.
What reaches any of them is already sealed (`discreet.knowledge.sealing`).
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol
from urllib.parse import quote, unquote, urlsplit

import httpx

from discreet.errors import InvalidInput, NotFound, Unavailable

if TYPE_CHECKING:
    from azure.storage.blob import ContainerClient

__all__ = [
    "AzureBlobStore",
    "BlobStore",
    "LocalBlobStore",
    "S3BlobStore",
    "blob_key",
    "s3_keys",
    "sigv4_headers",
]


def blob_key(tenant_id: object, document_id: object, version: int, sha256: str) -> str:
    return f"{tenant_id}/{document_id}/v{version}/{sha256}"


class BlobStore(Protocol):
    """Immutable blobs by key. `put` of an existing key is a no-op; `get` of a missing key
    raises `NotFound`; `delete_prefix` removes every key under a prefix and is idempotent."""

    def put(self, key: str, data: bytes) -> None: ...

    def get(self, key: str) -> bytes: ...

    def delete_prefix(self, prefix: str) -> int: ...


class LocalBlobStore:
    """A directory on local disk; writes are atomic (temp file + rename) and never replace."""

    def __init__(self, root: Path) -> None:
        self._root = root

    def _path(self, key: str) -> Path:
        path = (self._root / key).resolve()
        if self._root.resolve() not in path.parents:
            raise ValueError("blob key escapes the blob directory")
        return path

    def put(self, key: str, data: bytes) -> None:
        """Write the blob, or raise `Unavailable` (a full disk, an unwritable directory),
        leaving no partial file behind."""
        path = self._path(key)
        if path.exists():
            return  # immutable: the key names its content
        tmp: str | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent)
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except OSError as exc:
            if tmp is not None:
                Path(tmp).unlink(missing_ok=True)
            raise Unavailable(
                f"the blob store cannot write ({exc.strerror or type(exc).__name__}); "
                "retry once it has room"
            ) from None

    def get(self, key: str) -> bytes:
        path = self._path(key)
        if not path.exists():
            raise NotFound("the original upload is missing from the blob store")
        return path.read_bytes()

    def delete_prefix(self, prefix: str) -> int:
        base = self._path(prefix)
        if not base.exists():
            return 0
        removed = 0
        for path in sorted(base.rglob("*"), reverse=True):
            if path.is_file():
                path.unlink()
                removed += 1
            else:
                path.rmdir()
        base.rmdir()
        return removed


# --- S3 -----------------------------------------------------------------------------------

_EMPTY_SHA256 = hashlib.sha256(b"").hexdigest()
_S3_NS = "{http://s3.amazonaws.com/doc/2006-03-01/}"


def s3_keys(prefix: str, listing: Callable[[str], bytes]) -> list[str]:
    """Every key under `prefix` in an S3 bucket, page by page (ListObjectsV2): `listing`
    sends the query string to the bucket and returns the body of its 200 answer."""
    keys: list[str] = []
    token: str | None = None
    while True:
        query = f"list-type=2&prefix={quote(prefix, safe='')}"
        if token:
            query += f"&continuation-token={quote(token, safe='')}"
        root = ET.fromstring(listing(query))  # noqa: S314 - the bucket's own listing
        keys += [el.text or "" for el in root.iter(f"{_S3_NS}Key")]
        truncated = root.findtext(f"{_S3_NS}IsTruncated") == "true"
        token = root.findtext(f"{_S3_NS}NextContinuationToken")
        if not truncated or not token:
            return keys


def _hmac(key: bytes, msg: str) -> bytes:
    return hmac.new(key, msg.encode("utf-8"), hashlib.sha256).digest()


def _host_header(scheme: str, netloc: str) -> str:
    """The `Host` an HTTP client sends for this URL: no user info, no default port."""
    host = netloc.rpartition("@")[2]
    default = {"http": ":80", "https": ":443"}.get(scheme.lower())
    if default and host.endswith(default):
        host = host[: -len(default)]
    return host


def sigv4_headers(
    *,
    method: str,
    url: str,
    headers: Mapping[str, str],
    payload_sha256: str,
    access_key: str,
    secret_key: str,
    region: str,
    service: str = "s3",
    now: datetime | None = None,
) -> dict[str, str]:
    """The headers to add to a request so that it carries an AWS Signature Version 4:
    `x-amz-date`, `x-amz-content-sha256` and `Authorization`. Every header given (plus
    `host`) is signed. The URL's path must already be percent-encoded (S3 signs it as
    sent); query names and values are signed encoded exactly once, whether or not the
    URL already encodes them."""
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    amz_date = moment.strftime("%Y%m%dT%H%M%SZ")
    day = amz_date[:8]
    parts = urlsplit(url)
    signed = {k.lower(): " ".join(v.strip().split()) for k, v in headers.items()}
    signed["host"] = _host_header(parts.scheme, parts.netloc)
    signed["x-amz-date"] = amz_date
    signed["x-amz-content-sha256"] = payload_sha256
    names = sorted(signed)
    # Decode first: a value the caller already encoded (`a%2F`) must not become `a%252F`.
    query = sorted(
        (quote(unquote(k), safe="-_.~"), quote(unquote(v), safe="-_.~"))
        for k, _, v in (pair.partition("=") for pair in parts.query.split("&") if pair)
    )
    canonical = "\n".join(
        [
            method.upper(),
            parts.path or "/",
            "&".join(f"{k}={v}" for k, v in query),
            "".join(f"{n}:{signed[n]}\n" for n in names),
            ";".join(names),
            payload_sha256,
        ]
    )
    scope = f"{day}/{region}/{service}/aws4_request"
    to_sign = "\n".join(
        [
            "AWS4-HMAC-SHA256",
            amz_date,
            scope,
            hashlib.sha256(canonical.encode("utf-8")).hexdigest(),
        ]
    )
    key = _hmac(
        _hmac(_hmac(_hmac(f"AWS4{secret_key}".encode(), day), region), service), "aws4_request"
    )
    signature = hmac.new(key, to_sign.encode("utf-8"), hashlib.sha256).hexdigest()
    return {
        "x-amz-date": amz_date,
        "x-amz-content-sha256": payload_sha256,
        "Authorization": (
            f"AWS4-HMAC-SHA256 Credential={access_key}/{scope}, "
            f"SignedHeaders={';'.join(names)}, Signature={signature}"
        ),
    }


def _refused(response: httpx.Response, what: str) -> Unavailable:
    """An error that says what the store answered (status and S3 error code) and, when it
    refused the credentials, what to check."""
    detail = str(response.status_code)
    try:
        code = ET.fromstring(response.content).findtext("Code")  # noqa: S314 - our endpoint
    except ET.ParseError:
        code = None
    if code and code.isalnum() and len(code) <= 64:
        detail += f" {code}"
    if response.status_code in (401, 403):
        return Unavailable(
            f"the blob store refused the {what} ({detail}): check DISCREET_S3_ACCESS_KEY, "
            "DISCREET_S3_SECRET_KEY, DISCREET_S3_REGION and the key's permissions on the bucket"
        )
    return Unavailable(f"the blob store refused the {what} ({detail})")


class S3BlobStore:
    """An S3-compatible bucket, path-style (`{endpoint}/{bucket}/{key}`). Writes use
    `If-None-Match: *`, so an existing key is never replaced. Pass `transport` to test
    against a fake."""

    def __init__(
        self,
        *,
        endpoint: str,
        bucket: str,
        access_key: str,
        secret_key: str,
        region: str = "us-east-1",
        timeout_s: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self._endpoint = endpoint.rstrip("/")
        self._bucket = bucket
        self._access_key = access_key
        self._secret_key = secret_key
        self._region = region
        self._client = httpx.Client(timeout=timeout_s, transport=transport)

    def __repr__(self) -> str:  # never shows the credentials
        return f"S3BlobStore(endpoint={self._endpoint!r}, bucket={self._bucket!r})"

    def close(self) -> None:
        self._client.close()

    def _url(self, key: str = "", query: str = "") -> str:
        path = f"/{quote(self._bucket, safe='')}"
        if key:
            path += "/" + quote(key, safe="/-_.~")
        return f"{self._endpoint}{path}" + (f"?{query}" if query else "")

    def _send(
        self,
        method: str,
        url: str,
        *,
        body: bytes = b"",
        headers: Mapping[str, str] | None = None,
    ) -> httpx.Response:
        extra = dict(headers or {})
        sha = hashlib.sha256(body).hexdigest() if body else _EMPTY_SHA256
        signed = sigv4_headers(
            method=method,
            url=url,
            headers=extra,
            payload_sha256=sha,
            access_key=self._access_key,
            secret_key=self._secret_key,
            region=self._region,
        )
        try:
            response = self._client.request(method, url, content=body, headers={**extra, **signed})
        except httpx.HTTPError as exc:
            raise Unavailable(f"the blob store is unreachable ({type(exc).__name__})") from exc
        if response.status_code >= 500:
            raise Unavailable(f"the blob store answered {response.status_code}")
        return response

    def put(self, key: str, data: bytes) -> None:
        response = self._send("PUT", self._url(key), body=data, headers={"If-None-Match": "*"})
        if response.status_code in (200, 201, 204, 412, 409):
            return  # 412/409: the key exists, and keys name their content
        raise _refused(response, "write")

    def get(self, key: str) -> bytes:
        response = self._send("GET", self._url(key))
        if response.status_code == 404:
            raise NotFound("the original upload is missing from the blob store")
        if response.status_code != 200:
            raise _refused(response, "read")
        return response.content

    def _listing(self, query: str) -> bytes:
        response = self._send("GET", self._url(query=query))
        if response.status_code != 200:
            raise _refused(response, "listing")
        return response.content

    def _list(self, prefix: str) -> list[str]:
        return s3_keys(prefix, self._listing)

    def delete_prefix(self, prefix: str) -> int:
        removed = 0
        for key in self._list(prefix.rstrip("/") + "/"):
            response = self._send("DELETE", self._url(key))
            if response.status_code in (200, 204):
                removed += 1
            elif response.status_code != 404:
                raise _refused(response, "delete")
        return removed


# --- Azure Blob Storage ---------------------------------------------------------------------


def _azure_refused(exc: Exception, what: str) -> Unavailable:
    """An error naming what Azure answered (status and error code), never the message text
    (which may quote the account URL)."""
    from azure.core.exceptions import ClientAuthenticationError, HttpResponseError

    status = getattr(exc, "status_code", None)
    if isinstance(exc, ClientAuthenticationError) or status in (401, 403):
        return Unavailable(
            f"Azure Blob Storage refused the {what}: check "
            "DISCREET_AZURE_STORAGE_CONNECTION_STRING (account name and key, or SAS)"
        )
    if isinstance(exc, HttpResponseError):
        code = str(getattr(exc, "error_code", None) or "")
        detail = str(status or "")
        if code.isalnum() and len(code) <= 64:
            detail += f" {code}"
        return Unavailable(f"Azure Blob Storage refused the {what} ({detail.strip()})")
    return Unavailable(f"Azure Blob Storage is unreachable ({type(exc).__name__})")


class AzureBlobStore:
    """One Azure Blob Storage container (made on first use if missing). Blobs are block blobs
    named by their key and written with ``If-None-Match: *``, so an existing blob is never
    replaced; `delete_prefix` deletes each blob under the prefix with its snapshots.

    The SDK retries transient faults itself (`retries` times, short backoff); what is left
    becomes `Unavailable`. Pass `client` (a ``ContainerClient``) to use other credentials.
    """

    def __init__(
        self,
        *,
        connection_string: str | None = None,
        container: str,
        timeout_s: float = 30.0,
        retries: int = 3,
        client: ContainerClient | None = None,
    ) -> None:
        try:
            from azure.storage.blob import ContainerClient, ExponentialRetry
        except ImportError as exc:  # the optional extra is not installed
            raise InvalidInput(
                "DISCREET_BLOB_BACKEND=azure needs azure-storage-blob: "
                "pip install 'discreet[azure]'"
            ) from exc
        if client is None:
            if not connection_string:
                raise InvalidInput(
                    "DISCREET_BLOB_BACKEND=azure needs DISCREET_AZURE_STORAGE_CONNECTION_STRING"
                )
            try:
                client = ContainerClient.from_connection_string(
                    connection_string,
                    container,
                    retry_policy=ExponentialRetry(
                        initial_backoff=1,
                        increment_base=2,
                        retry_total=retries,
                        random_jitter_range=1,
                    ),
                    connection_timeout=timeout_s,
                    read_timeout=timeout_s,
                )
            except ValueError:  # its message may quote the string: not chained
                raise InvalidInput(
                    "DISCREET_AZURE_STORAGE_CONNECTION_STRING is not a valid Azure Storage "
                    "connection string"
                ) from None
        self._client = client
        self._container = container
        self._ready = False
        # The SDK logs every request line (blob names) at INFO; Discreet logs no such detail.
        logging.getLogger("azure.core.pipeline.policies.http_logging_policy").setLevel(
            logging.WARNING
        )

    def __repr__(self) -> str:  # never shows the connection string
        return f"AzureBlobStore(container={self._container!r})"

    def close(self) -> None:
        self._client.close()

    def _ensure_container(self) -> None:
        if self._ready:
            return
        from azure.core.exceptions import AzureError, ResourceExistsError

        try:
            self._client.create_container()
        except ResourceExistsError:
            pass
        except AzureError as exc:
            raise _azure_refused(exc, "container creation") from None
        self._ready = True

    def put(self, key: str, data: bytes) -> None:
        from azure.core.exceptions import AzureError, ResourceExistsError

        self._ensure_container()
        try:
            self._client.upload_blob(key, data, overwrite=False)
        except ResourceExistsError:
            return  # the key exists, and keys name their content
        except AzureError as exc:
            raise _azure_refused(exc, "write") from None

    def get(self, key: str) -> bytes:
        from azure.core.exceptions import AzureError, ResourceNotFoundError

        try:
            return self._client.download_blob(key).readall()
        except ResourceNotFoundError:
            raise NotFound("the original upload is missing from the blob store") from None
        except AzureError as exc:
            raise _azure_refused(exc, "read") from None

    def delete_prefix(self, prefix: str) -> int:
        from azure.core.exceptions import AzureError, ResourceNotFoundError

        removed = 0
        try:
            names = list(self._client.list_blob_names(name_starts_with=prefix.rstrip("/") + "/"))
        except ResourceNotFoundError:
            return 0  # no container yet: nothing was ever written
        except AzureError as exc:
            raise _azure_refused(exc, "listing") from None
        for name in names:
            try:
                self._client.delete_blob(name, delete_snapshots="include")
            except ResourceNotFoundError:
                continue  # deleted meanwhile: idempotent
            except AzureError as exc:
                raise _azure_refused(exc, "delete") from None
            removed += 1
        return removed
