"""`AzureBlobStore` against Azurite, the Azure Storage emulator, on loopback.

Azurite comes from the npm registry: `scripts/azurite.sh` installs it under .venv/azurite on
first use and runs its blob service. Without node and npm the module skips (fails under
CI=true). Azurite checks Shared Key signatures, so a wrong account key is refused as Azure
refuses it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from uuid import UUID, uuid4

import pytest
from pydantic import ValidationError

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.errors import InvalidInput, NotFound, Unavailable
from discreet.knowledge.blobs import AzureBlobStore
from discreet.services import documents
from discreet.services.admin import create_customer, staff_principal
from discreet.services.erasure import erase_customer
from tests.conftest import need_service
from tests.integration.blob_store_support import POLICY, SECRET_LINE, blob_twin
from tests.support.serving import free_port

pytestmark = pytest.mark.integration

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "azurite.sh"
# Azurite's well-known development account (published in Azurite's documentation).
ACCOUNT = "devstoreaccount1"
ACCOUNT_KEY = (
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
)
CONTAINER = "discreet-uploads"


def connection_string(port: int, key: str = ACCOUNT_KEY) -> str:
    return (
        f"DefaultEndpointsProtocol=http;AccountName={ACCOUNT};AccountKey={key};"
        f"BlobEndpoint=http://127.0.0.1:{port}/{ACCOUNT};"
    )


def _listening(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.2)
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture(scope="module")
def azurite() -> Iterator[int]:
    """Azurite's blob service on a free loopback port; yields the port."""
    need_service(
        "Azurite",
        shutil.which("node") is not None and shutil.which("npm") is not None,
        "node and npm are needed to install and run Azurite (scripts/azurite.sh)",
    )
    port = free_port()
    data = Path(tempfile.mkdtemp(prefix="azurite-", dir="/tmp"))
    log = (data.parent / f"{data.name}.log").open("wb")
    process = subprocess.Popen(
        [str(SCRIPT), "run", str(port), str(data)],
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 240  # the first run installs Azurite from npm
        while not _listening(port):
            if process.poll() is not None:
                log.flush()
                output = Path(log.name).read_text(errors="replace")[-2000:]
                pytest.fail(f"Azurite did not start (exit {process.returncode}): {output}")
            if time.monotonic() > deadline:
                pytest.fail("Azurite did not start listening within 240 s")
            time.sleep(0.2)
        yield port
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=10)
        log.close()
        Path(log.name).unlink(missing_ok=True)
        shutil.rmtree(data, ignore_errors=True)


@pytest.fixture
def store(azurite: int) -> Iterator[AzureBlobStore]:
    blobs = AzureBlobStore(connection_string=connection_string(azurite), container=CONTAINER)
    yield blobs
    blobs.close()


def _key(prefix: str, version: int, data: bytes) -> str:
    return f"{prefix}/v{version}/{hashlib.sha256(data).hexdigest()}"


def test_put_then_get_returns_the_bytes_and_a_second_put_never_replaces(
    store: AzureBlobStore,
) -> None:
    key = _key(f"{uuid4()}/{uuid4()}", 1, b"first")
    store.put(key, b"first")
    assert store.get(key) == b"first"
    store.put(key, b"second")  # If-None-Match: * -> 409 BlobAlreadyExists, accepted
    assert store.get(key) == b"first"
    empty = _key(f"{uuid4()}/{uuid4()}", 1, b"")
    store.put(empty, b"")
    assert store.get(empty) == b""


def test_get_of_a_missing_key_is_not_found(store: AzureBlobStore) -> None:
    with pytest.raises(NotFound):
        store.get(f"{uuid4()}/{uuid4()}/v1/{'0' * 64}")


def test_delete_prefix_removes_only_that_prefix(store: AzureBlobStore) -> None:
    tenant, doc = uuid4(), uuid4()
    doomed = [_key(f"{tenant}/{doc}", v, f"v{v}".encode()) for v in range(1, 6)]
    kept = [
        _key(f"{tenant}/{doc}x", 1, b"a sibling whose name extends the prefix"),
        _key(f"{tenant}/{uuid4()}", 1, b"another document of the tenant"),
        _key(f"{uuid4()}/{doc}", 1, b"another tenant"),
    ]
    for key in doomed + kept:
        store.put(key, key.encode())
    assert store.delete_prefix(f"{tenant}/{doc}") == len(doomed)
    for key in doomed:
        with pytest.raises(NotFound):
            store.get(key)
    for key in kept:
        assert store.get(key) == key.encode()
    assert store.delete_prefix(f"{tenant}/{doc}/") == 0  # idempotent, trailing slash or not


def test_a_missing_container_is_made_and_an_empty_one_purges_nothing(azurite: int) -> None:
    name = f"fresh-{uuid4().hex[:12]}"
    blobs = AzureBlobStore(connection_string=connection_string(azurite), container=name)
    assert blobs.delete_prefix(f"{uuid4()}/{uuid4()}") == 0  # no container yet
    key = _key(f"{uuid4()}/{uuid4()}", 1, b"x")
    blobs.put(key, b"x")
    assert blobs.get(key) == b"x"
    blobs.close()


def test_a_wrong_account_key_is_refused_with_a_clear_error(
    azurite: int, store: AzureBlobStore
) -> None:
    wrong = hashlib.sha512(b"not the key").digest().hex()[:86] + "=="
    key = _key(f"{uuid4()}/{uuid4()}", 1, b"payload")
    store.put(key, b"payload")
    bad = AzureBlobStore(connection_string=connection_string(azurite, wrong), container=CONTAINER)
    for attempt in (lambda: bad.get(key), lambda: bad.put(key + "x", b"y")):
        with pytest.raises(Unavailable) as refused:
            attempt()
        message = refused.value.message
        assert "refused" in message and "DISCREET_AZURE_STORAGE_CONNECTION_STRING" in message
        assert wrong not in message and ACCOUNT_KEY not in message
    with pytest.raises(Unavailable, match="refused"):
        bad.delete_prefix(key.rsplit("/", 2)[0])
    assert store.get(key) == b"payload"
    bad.close()


def test_unreachable_and_malformed_configuration() -> None:
    blobs = AzureBlobStore(
        connection_string=connection_string(free_port()),
        container=CONTAINER,
        timeout_s=1.0,
        retries=0,
    )
    with pytest.raises(Unavailable, match="unreachable"):
        blobs.get("t/d/v1/x")
    with pytest.raises(InvalidInput, match="not a valid Azure Storage connection string"):
        AzureBlobStore(connection_string="AccountKey=only-a-key", container=CONTAINER)
    with pytest.raises(InvalidInput, match="CONNECTION_STRING"):
        AzureBlobStore(connection_string=None, container=CONTAINER)
    with pytest.raises(ValidationError, match="DISCREET_AZURE_STORAGE_CONTAINER"):
        Settings(DISCREET_AZURE_STORAGE_CONTAINER="Uploads_2024")  # type: ignore[call-arg]


def test_uploads_are_sealed_in_the_container_and_purge_and_erasure_reach_it(
    azurite: int,
    store: AzureBlobStore,
    container: Container,
    tenant_factory: Callable[..., UUID],
    sole_worker: None,
) -> None:
    """Configuration alone puts uploads in the container; `store` (a second client on the
    same container) looks at what is really there."""
    twin = blob_twin(
        container,
        DISCREET_BLOB_BACKEND="azure",
        DISCREET_AZURE_STORAGE_CONNECTION_STRING=connection_string(azurite),
        DISCREET_AZURE_STORAGE_CONTAINER=CONTAINER,
    )
    blobs = twin.blobs
    assert "AzureBlobStore" in repr(blobs)  # the configured store (possibly inside a wrapper)

    def names(tenant: UUID, document: UUID) -> list[str]:
        return list(store._client.list_blob_names(name_starts_with=f"{tenant}/{document}/"))

    tenant = tenant_factory()
    staff = staff_principal(tenant)
    data = POLICY + SECRET_LINE + b"\n"
    shared = documents.upload(
        twin.engine,
        blobs,
        staff,
        title="Refunds",
        scope="returns",
        filename="refunds.md",
        content_type="text/markdown",
        data=data,
    )
    twin.worker(name="azure-blob-test").drain()
    view = documents.wait_settled(twin.engine, staff, shared.document_id, timeout_s=60)
    assert view.status == "active"
    (name,) = names(tenant, shared.document_id)
    assert f"/v1/{hashlib.sha256(data).hexdigest()}" in name  # version-specific, immutable
    stored = store.get(name)
    assert stored != data  # sealed at rest
    assert b"jane.roe" not in stored and b"4111" not in stored and b"Refunds" not in stored
    assert not (Path(container.settings.blob_dir) / str(tenant)).exists()

    # Purge: deleting the document removes its blobs from the container.
    documents.delete(twin.engine, staff, shared.document_id)
    twin.worker(name="azure-blob-test").drain()
    deadline = time.monotonic() + 30
    while names(tenant, shared.document_id):
        assert time.monotonic() < deadline, "the purge never reached the container"
        time.sleep(0.2)

    # Erasure: a customer's own document goes with the customer.
    customer = create_customer(twin.engine, tenant, external_id=f"az-{uuid4().hex[:8]}")
    owned = documents.upload(
        twin.engine,
        blobs,
        staff,
        title="Warranty notes",
        scope="warranty",
        filename="notes.md",
        content_type="text/markdown",
        data=b"# Warranty notes\n\nThe kettle is covered for two years.\n",
        owner=f"customer:{customer}",
    )
    twin.worker(name="azure-blob-test").drain()
    documents.wait_settled(twin.engine, staff, owned.document_id, timeout_s=60)
    assert len(names(tenant, owned.document_id)) == 1
    result = erase_customer(twin.engine, twin.vaults, blobs, staff, customer)
    assert result.report["document_blobs"] == 1
    assert names(tenant, owned.document_id) == []
