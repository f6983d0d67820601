"""Original uploads are ciphertext at rest, and deleting a document shreds their keys."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from uuid import UUID

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.knowledge.sealing import SealedBlobUnreadable, new_data_key, open_blob, seal_blob
from discreet.services import documents
from discreet.services.admin import staff_principal
from discreet.storage.engine import UnitOfWork

pytestmark = pytest.mark.integration

SECRET = b"Refunds for customer jane.roe@example.org go to card 4111 1111 1111 1111."


def test_a_sealed_blob_opens_only_with_its_key_and_its_name() -> None:
    key = new_data_key()
    sealed = seal_blob(b"policy text", key, blob_key="t/d/v1/x")
    assert b"policy text" not in sealed
    assert open_blob(sealed, key, blob_key="t/d/v1/x") == b"policy text"
    with pytest.raises(SealedBlobUnreadable):
        open_blob(sealed, new_data_key(), blob_key="t/d/v1/x")
    with pytest.raises(SealedBlobUnreadable):
        open_blob(sealed, key, blob_key="t/d/v2/x")


def test_uploads_are_ciphertext_and_delete_shreds_the_key(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    principal = staff_principal(tenant)
    accepted = documents.upload(
        container.engine,
        container.blobs,
        principal,
        title="Refunds",
        scope="returns",
        filename="refunds.md",
        content_type="text/markdown",
        data=b"# Refunds\n\n## Cards\n\n" + SECRET + b"\n",
    )
    container.worker(name="sealing-test").drain()
    root = Path(container.settings.blob_dir) / str(tenant) / str(accepted.document_id)
    stored = [p.read_bytes() for p in root.rglob("*") if p.is_file()]
    assert stored and all(b"jane.roe" not in blob and b"4111" not in blob for blob in stored)
    # (The session server's worker, if running, may have claimed the job first.)
    settled = documents.wait_settled(
        container.engine, principal, accepted.document_id, timeout_s=60
    )
    assert settled.status == "active"

    documents.delete(container.engine, principal, accepted.document_id)
    # The purge job: ours, or the session server's worker if it claims the job first.
    deadline = time.monotonic() + 60
    while True:
        container.worker(name="sealing-test").drain()
        with UnitOfWork(container.engine, tenant) as uow:
            keys = (
                uow.conn.execute(
                    text("SELECT blob_key_wrapped FROM document_versions WHERE document_id = :d"),
                    {"d": accepted.document_id},
                )
                .scalars()
                .all()
            )
        if keys == [None] or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert keys == [None]
    assert not root.exists()


def test_wait_settled_sees_the_outcome_of_a_job_another_worker_runs(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    principal = staff_principal(tenant_factory())
    accepted = documents.upload(
        container.engine,
        container.blobs,
        principal,
        title="Refunds",
        scope="returns",
        filename="refunds.md",
        content_type="text/markdown",
        data=b"# Refunds\n\nCards are refunded within five days.\n",
    )
    # Another worker picks the job up a little later (as a running server's would).
    later = threading.Timer(0.5, container.worker(name="other-process").drain)
    later.start()
    try:
        view = documents.wait_settled(
            container.engine, principal, accepted.document_id, timeout_s=60
        )
    finally:
        later.join()
    assert view.status == "active"
