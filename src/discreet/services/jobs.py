"""Job handlers for the worker, and the periodic sweeps it runs."""

from __future__ import annotations

from typing import TYPE_CHECKING
from uuid import UUID

import structlog

from discreet.knowledge.documents import INDEX_JOB, PURGE_JOB
from discreet.knowledge.indexing import index_version, purge_document
from discreet.services.auditing import audit_document
from discreet.services.sessions import sweep_expired_sessions
from discreet.storage.engine import UnitOfWork
from discreet.storage.outbox import ClaimedJob
from discreet.worker import Handler, TenantTx, Worker

if TYPE_CHECKING:
    from collections.abc import Callable

    from discreet.bootstrap import Container

__all__ = ["build_worker"]

log = structlog.get_logger("discreet.jobs")


def _sweep(container: Container) -> None:
    sweep_expired_sessions(container.engine, container.vaults)


def build_worker(container: Container, *, name: str | None = None) -> Worker:
    def index(job: ClaimedJob, begin: Callable[[], TenantTx]) -> None:
        from discreet.agent.turn import tenant_redaction_config

        with UnitOfWork(container.engine, job.tenant_id) as uow:
            config = tenant_redaction_config(uow.conn, use_ner=container.redactor.uses_ner)
        redactor = container.redactor
        outcome = index_version(
            begin,
            blobs=container.blobs,
            embedder=container.embedder,
            redact=lambda raw: redactor.redact(raw, config=config).text,
            document_id=UUID(job.payload["document_id"]),
            version=int(job.payload["version"]),
        )
        with UnitOfWork(container.engine, job.tenant_id) as uow:
            audit_document(
                uow.conn,
                tenant_id=job.tenant_id,
                kind=f"document_{outcome.status}",
                document_id=UUID(job.payload["document_id"]),
                version=int(job.payload["version"]),
                error=outcome.error,
            )
            uow.commit()

    def purge(job: ClaimedJob, begin: Callable[[], TenantTx]) -> None:
        with begin() as conn:
            purge_document(
                conn,
                container.blobs,
                tenant_id=job.tenant_id,
                document_id=UUID(job.payload["document_id"]),
            )
            conn.commit()

    handlers: dict[str, Handler] = {INDEX_JOB: index, PURGE_JOB: purge}
    return Worker(
        container.engine,
        handlers,
        lease_s=container.settings.job_lease_s,
        periodic=[lambda: _sweep(container)],
        name=name,
    )
