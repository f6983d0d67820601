"""`S3BlobStore` against a real S3-compatible HTTP server on loopback (moto's server).

moto accepts any signature by default; here its IAM authentication is switched on for the
whole module, so every request the adapter makes is checked (by botocore's S3 signer,
inside moto) against the secret of an IAM user made for the purpose: a wrong signature,
secret or access key is refused as AWS would refuse it.
"""

from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode
from uuid import UUID, uuid4

import httpx
import pytest

from discreet.bootstrap import Container
from discreet.errors import NotFound, Unavailable
from discreet.knowledge.blobs import S3BlobStore, blob_key, sigv4_headers
from discreet.knowledge.sealing import SealedBlobStore
from discreet.services import documents
from discreet.services.admin import staff_principal
from tests.integration.blob_store_support import POLICY, SECRET_LINE, blob_twin
from tests.support.serving import free_port

pytestmark = pytest.mark.integration

BUCKET = "discreet-blobs"
REGION = "us-east-1"


@dataclass(frozen=True)
class S3Server:
    endpoint: str
    access_key: str
    secret_key: str

    def store(self, **overrides: object) -> S3BlobStore:
        args: dict[str, object] = {
            "endpoint": self.endpoint,
            "bucket": BUCKET,
            "access_key": self.access_key,
            "secret_key": self.secret_key,
            "timeout_s": 10.0,
        }
        args.update(overrides)
        return S3BlobStore(**args)  # type: ignore[arg-type]


def _signed(
    method: str,
    url: str,
    *,
    service: str,
    access_key: str,
    secret_key: str,
    body: bytes = b"",
    headers: dict[str, str] | None = None,
) -> httpx.Response:
    extra = dict(headers or {})
    extra.update(
        sigv4_headers(
            method=method,
            url=url,
            headers=extra,
            payload_sha256=hashlib.sha256(body).hexdigest(),
            access_key=access_key,
            secret_key=secret_key,
            region=REGION,
            service=service,
        )
    )
    return httpx.request(method, url, content=body, headers=extra, timeout=10)


def _iam(endpoint: str, **params: str) -> str:
    """An IAM Query API call, made before authentication is on (any key is accepted)."""
    response = _signed(
        "POST",
        f"{endpoint}/",
        service="iam",
        access_key="AKIABOOTSTRAP0000000",
        secret_key="bootstrap",
        body=urlencode({**params, "Version": "2010-05-08"}).encode(),
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    assert response.status_code == 200, response.text
    return response.text


def _xml_field(xml: str, name: str) -> str:
    found = re.search(rf"<{name}>([^<]+)</{name}>", xml)
    assert found, f"{name} missing from {xml[:200]}"
    return found.group(1)


@pytest.fixture(scope="module")
def s3() -> Iterator[S3Server]:
    from moto.core import enable_iam_authentication
    from moto.server import ThreadedMotoServer

    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{port}"
    try:
        user = f"discreet-{time.time_ns()}"
        _iam(endpoint, Action="CreateUser", UserName=user)
        created = _iam(endpoint, Action="CreateAccessKey", UserName=user)
        _iam(
            endpoint,
            Action="PutUserPolicy",
            UserName=user,
            PolicyName="blobs",
            PolicyDocument=(
                '{"Version": "2012-10-17", "Statement": '
                '[{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]}'
            ),
        )
        info = S3Server(
            endpoint=endpoint,
            access_key=_xml_field(created, "AccessKeyId"),
            secret_key=_xml_field(created, "SecretAccessKey"),
        )
        with enable_iam_authentication():
            made = _signed(
                "PUT",
                f"{endpoint}/{BUCKET}",
                service="s3",
                access_key=info.access_key,
                secret_key=info.secret_key,
            )
            assert made.status_code == 200, made.text
            yield info
    finally:
        httpx.post(f"{endpoint}/moto-api/reset", timeout=10)
        server.stop()


@pytest.fixture
def store(s3: S3Server) -> Iterator[S3BlobStore]:
    blobs = s3.store()
    yield blobs
    blobs.close()


def _key(prefix: str, version: int, data: bytes) -> str:
    return f"{prefix}/v{version}/{hashlib.sha256(data).hexdigest()}"


def test_put_then_get_returns_the_bytes_and_a_second_put_never_replaces(
    store: S3BlobStore,
) -> None:
    key = _key(f"{uuid4()}/{uuid4()}", 1, b"first")
    store.put(key, b"first")
    assert store.get(key) == b"first"
    store.put(key, b"second")  # If-None-Match: * -> 412, which the adapter accepts
    assert store.get(key) == b"first"
    empty = _key(f"{uuid4()}/{uuid4()}", 1, b"")
    store.put(empty, b"")
    assert store.get(empty) == b""


def test_get_of_a_missing_key_is_not_found(store: S3BlobStore) -> None:
    with pytest.raises(NotFound):
        store.get(f"{uuid4()}/{uuid4()}/v1/{'0' * 64}")


class _Recording(httpx.HTTPTransport):
    def __init__(self) -> None:
        super().__init__()
        self.requests: list[httpx.URL] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request.url)
        return super().handle_request(request)


def test_delete_prefix_removes_only_that_prefix_across_listing_pages(
    s3: S3Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The adapter follows ListObjectsV2 continuation tokens but does not expose max-keys;
    # moto reads its default page size from the environment on every listing.
    monkeypatch.setenv("MOTO_S3_DEFAULT_MAX_KEYS", "2")
    transport = _Recording()
    blobs = s3.store(transport=transport)
    tenant, doc = uuid4(), uuid4()
    doomed = [_key(f"{tenant}/{doc}", v, f"v{v}".encode()) for v in range(1, 6)]
    kept = [
        _key(f"{tenant}/{doc}x", 1, b"a sibling whose name extends the prefix"),
        _key(f"{tenant}/{uuid4()}", 1, b"another document of the tenant"),
        _key(f"{uuid4()}/{doc}", 1, b"another tenant"),
    ]
    for key in doomed + kept:
        blobs.put(key, key.encode())

    assert blobs.delete_prefix(f"{tenant}/{doc}") == len(doomed)

    listings = [u for u in transport.requests if u.params.get("list-type") == "2"]
    assert len(listings) >= 3, "five keys at two per page take three listings"
    assert any("continuation-token" in u.params for u in listings)
    for key in doomed:
        with pytest.raises(NotFound):
            blobs.get(key)
    for key in kept:
        assert blobs.get(key) == key.encode()
    assert blobs.delete_prefix(f"{tenant}/{doc}/") == 0  # idempotent, trailing slash or not
    blobs.close()


@pytest.mark.parametrize(
    ("wrong", "s3_code"),
    [
        pytest.param({"secret_key": "not-the-secret"}, "SignatureDoesNotMatch", id="secret"),
        pytest.param({"access_key": "AKIAUNKNOWN000000000"}, "InvalidAccessKeyId", id="key-id"),
    ],
)
def test_wrong_credentials_are_refused_with_a_clear_error(
    s3: S3Server, store: S3BlobStore, wrong: dict[str, str], s3_code: str
) -> None:
    key = _key(f"{uuid4()}/{uuid4()}", 1, b"payload")
    bad = s3.store(**wrong)
    with pytest.raises(Unavailable) as refused:
        bad.put(key, b"payload")
    assert f"(403 {s3_code})" in refused.value.message
    assert "DISCREET_S3_ACCESS_KEY" in refused.value.message
    assert s3.secret_key not in refused.value.message
    with pytest.raises(NotFound):
        store.get(key)  # nothing was written
    store.put(key, b"payload")
    with pytest.raises(Unavailable, match="403"):
        bad.get(key)  # a refusal, never mistaken for a missing upload
    with pytest.raises(Unavailable, match="403"):
        bad.delete_prefix(key.rsplit("/", 2)[0])
    assert store.get(key) == b"payload"
    bad.close()


def test_an_unreachable_endpoint_is_unavailable() -> None:
    blobs = S3BlobStore(
        endpoint=f"http://127.0.0.1:{free_port()}",
        bucket=BUCKET,
        access_key="AKIAEXAMPLE",
        secret_key="secret",
        timeout_s=2.0,
    )
    with pytest.raises(Unavailable, match="unreachable"):
        blobs.get("t/d/v1/x")
    blobs.close()


def test_a_document_is_indexed_from_and_purged_from_the_bucket(
    s3: S3Server,
    container: Container,
    tenant_factory: Callable[..., UUID],
    sole_worker: None,
) -> None:
    twin = blob_twin(
        container,
        DISCREET_BLOB_BACKEND="s3",
        DISCREET_S3_ENDPOINT=s3.endpoint + "/",
        DISCREET_S3_BUCKET=BUCKET,
        DISCREET_S3_REGION=REGION,
        DISCREET_S3_ACCESS_KEY=s3.access_key,
        DISCREET_S3_SECRET_KEY=s3.secret_key,
    )
    blobs = twin.blobs  # uploads go through the sealing store, over the bucket
    assert isinstance(blobs, SealedBlobStore) and isinstance(blobs.store, S3BlobStore)

    tenant = tenant_factory()
    principal = staff_principal(tenant)
    data = POLICY + SECRET_LINE + b"\n"
    accepted = documents.upload(
        twin.engine,
        blobs,
        principal,
        title="Refunds",
        scope="returns",
        filename="refunds.md",
        content_type="text/markdown",
        data=data,
    )
    twin.worker(name="s3-test").drain()
    view = documents.wait_settled(twin.engine, principal, accepted.document_id, timeout_s=60)
    assert view.status == "active"

    key = blob_key(tenant, accepted.document_id, 1, hashlib.sha256(data).hexdigest())
    stored = blobs.get(key)
    assert stored != data
    assert b"jane.roe" not in stored and b"4111" not in stored and b"Refunds" not in stored
    local = Path(container.settings.blob_dir) / str(tenant)
    assert not local.exists(), "the upload went to the local directory, not the bucket"

    documents.delete(twin.engine, principal, accepted.document_id)
    twin.worker(name="s3-test").drain()
    with pytest.raises(NotFound):
        blobs.get(key)
    blobs.store.close()
