"""The synchronous client: `DiscreetClient(base_url, api_key)`.

    with DiscreetClient("http://127.0.0.1:8000", api_key) as dc:
        session = dc.create_session(customer_id)
        reply = dc.send_message(session.session_id, "Where is my order?")

Failures raise the project's exceptions (`discreet.errors`: `NotFound`, `Forbidden`, ...);
429 and 503 are retried with backoff, honouring Retry-After. Nothing is logged.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from datetime import datetime
from types import TracebackType
from typing import Any, Literal, TypeVar
from uuid import UUID

import httpx

from . import _ops as ops
from . import models as m
from ._core import ClientBase, Op, SseParser, error_from_response, stream_line
from ._ops import UpdateMode

__all__ = ["DiscreetClient"]

T = TypeVar("T")


class DiscreetClient(ClientBase[httpx.Client]):
    """A typed client for the `/v1` API over one `httpx.Client` (connection pooling)."""

    @staticmethod
    def _open(base_url: str, timeout_s: float) -> httpx.Client:
        return httpx.Client(base_url=base_url, timeout=timeout_s)

    def close(self) -> None:
        if self._owns_http:
            self._http.close()

    def __enter__(self) -> DiscreetClient:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _send(self, op: Op[Any]) -> httpx.Response:
        attempt = 0
        while True:
            attempt += 1
            response = self._http.request(
                op.method, op.path, headers=self._headers, **op.request_kwargs()
            )
            delay = ops.retry_delay(self._retry, attempt, response)
            if delay is None:
                return response
            time.sleep(delay)

    def _call(self, op: Op[T]) -> T:
        return ops.result(op, self._send(op))

    def stream_message(self, session_id: UUID, message: str) -> Iterator[m.StreamEvent]:
        """The turn streamed: `Delta`s as the guard releases text, then one `StreamedReply`.
        An error before the stream starts raises like any call; one during it raises the
        error event's exception (the turn was rolled back)."""
        op = ops.stream_message(session_id, message)
        attempt = 0
        while True:
            attempt += 1
            with self._http.stream(
                op.method, op.path, headers=self._headers, **op.request_kwargs()
            ) as response:
                delay = ops.retry_delay(self._retry, attempt, response)
                if delay is None:
                    if response.status_code not in op.ok:
                        response.read()
                        raise error_from_response(response)
                    parser = SseParser()
                    for line in response.iter_lines():
                        parsed = stream_line(parser, line)
                        if parsed is not None:
                            yield parsed
                    return
            time.sleep(delay)

    def iter_audit_events(
        self,
        *,
        session_id: UUID | None = None,
        kind: str | None = None,
        since: datetime | None = None,
        page_size: int = 100,
    ) -> Iterator[m.AuditEvent]:
        """Every matching audit event in chain order, fetched a page at a time (following
        each page's `next` cursor)."""
        after: str | None = None
        while True:
            page = self.audit_events(
                session_id=session_id, kind=kind, since=since, after=after, limit=page_size
            )
            yield from page.events
            if page.next is None:
                return
            after = page.next

    def me(self) -> m.Identity:
        """The caller's identity: tenant, roles and the customer a customer key is bound to."""
        return self._call(ops.me())

    def create_session(self, customer_id: UUID, *, case_id: UUID | None = None) -> m.SessionCreated:
        """Open a chat session for `customer_id` (a customer key: only its own)."""
        return self._call(ops.create_session(customer_id, case_id))

    def send_message(self, session_id: UUID, message: str) -> m.MessageReply:
        """One customer turn; the reply is guarded and re-hydrated for this session."""
        return self._call(ops.send_message(session_id, message))

    def get_session(self, session_id: UUID) -> m.SessionInfo:
        """The session and its redacted transcript."""
        return self._call(ops.get_session(session_id))

    def end_session(self, session_id: UUID) -> None:
        """End the session (its pseudonym vault is dropped)."""
        return self._call(ops.end_session(session_id))

    def search(
        self,
        query: str,
        *,
        scope: str | None = None,
        top_k: int = 5,
        customer_id: UUID | None = None,
        not_older_than: datetime | None = None,
        per_document: int | None = None,
    ) -> m.SearchResponse:
        """Policy search with the chat turn's filters and floor (`per_document`: how many
        results one document may hold; the server's default is one)."""
        return self._call(
            ops.search(
                query,
                scope=scope,
                top_k=top_k,
                customer_id=customer_id,
                not_older_than=not_older_than,
                per_document=per_document,
            )
        )

    def list_memory(self, customer_id: UUID, *, history: bool = False) -> list[m.Fact]:
        """The customer's durable facts (`history` adds revisions)."""
        return self._call(ops.list_memory(customer_id, history=history))

    def record_memory(
        self, customer_id: UUID, *, category: str, key: str, value: str, case_id: UUID | None = None
    ) -> m.Fact:
        """Record a staff-confirmed fact (redacted before it is stored)."""
        return self._call(
            ops.record_memory(customer_id, category=category, key=key, value=value, case_id=case_id)
        )

    def update_memory(
        self,
        customer_id: UUID,
        fact_id: UUID,
        *,
        value: str | None = None,
        status: Literal["suppressed", "active"] | None = None,
    ) -> m.Fact:
        """Correct a fact's value or suppress / restore it."""
        return self._call(ops.update_memory(customer_id, fact_id, value=value, status=status))

    def delete_memory(self, customer_id: UUID, fact_id: UUID) -> None:
        """Delete one fact."""
        return self._call(ops.delete_memory(customer_id, fact_id))

    def erase_customer(self, customer_id: UUID) -> m.Erasure:
        """Erase everything held about the customer (admin)."""
        return self._call(ops.erase_customer(customer_id))

    def record_case_decision(
        self, case_id: UUID, *, key: str, value: str, customer_id: UUID | None = None
    ) -> m.Fact:
        """Record a case decision as a fact."""
        return self._call(
            ops.record_case_decision(case_id, key=key, value=value, customer_id=customer_id)
        )

    def upload_document(
        self,
        data: bytes,
        *,
        filename: str,
        title: str,
        scope: str,
        owner: str = "shared",
        update_mode: UpdateMode = "available",
        document_id: UUID | None = None,
        content_type: str | None = None,
    ) -> m.DocumentAccepted:
        """Upload a policy document; it is indexed in the background."""
        return self._call(
            ops.upload_document(
                data,
                filename=filename,
                title=title,
                scope=scope,
                owner=owner,
                update_mode=update_mode,
                document_id=document_id,
                content_type=content_type,
            )
        )

    def update_document(
        self,
        document_id: UUID,
        data: bytes,
        *,
        filename: str,
        update_mode: UpdateMode | None = None,
        content_type: str | None = None,
    ) -> m.DocumentAccepted:
        """A new version of the document."""
        return self._call(
            ops.update_document(
                document_id,
                data,
                filename=filename,
                update_mode=update_mode,
                content_type=content_type,
            )
        )

    def delete_document(self, document_id: UUID) -> m.DocumentAccepted:
        """Delete the document (it leaves retrieval at once)."""
        return self._call(ops.delete_document(document_id))

    def get_document(self, document_id: UUID) -> m.DocumentInfo:
        """The document and its versions."""
        return self._call(ops.get_document(document_id))

    def list_documents(self, *, status: str | None = None) -> list[m.DocumentInfo]:
        """Every document of the tenant, optionally in one status."""
        return self._call(ops.list_documents(status))

    def set_update_mode(self, document_id: UUID, update_mode: UpdateMode) -> m.DocumentInfo:
        """Change the update mode without a new version."""
        return self._call(ops.set_update_mode(document_id, update_mode))

    def release_version(self, document_id: UUID, version: int) -> m.DocumentAccepted:
        """Admin: release a quarantined version."""
        return self._call(ops.release_version(document_id, version))

    def reject_version(self, document_id: UUID, version: int) -> m.DocumentAccepted:
        """Admin: reject a quarantined version."""
        return self._call(ops.reject_version(document_id, version))

    def audit_events(
        self,
        *,
        session_id: UUID | None = None,
        kind: str | None = None,
        since: datetime | None = None,
        after: str | None = None,
        limit: int = 100,
    ) -> m.AuditPage:
        """One page of audit events in chain order; `after` is an earlier page's `next`."""
        return self._call(
            ops.audit_events(
                session_id=session_id, kind=kind, since=since, after=after, limit=limit
            )
        )

    def audit_verify(self, anchor: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Verify the tenant's chain (and that it still reaches `anchor`)."""
        return self._call(ops.audit_verify(anchor))

    def audit_anchor(self) -> dict[str, Any]:
        """The chain's signed head."""
        return self._call(ops.audit_anchor())

    def audit_leaks(self, *, last: int = 100) -> dict[str, Any]:
        """The leak audit of the last conversations (counts and ids)."""
        return self._call(ops.audit_leaks(last))

    def audit_turn(self, audit_event_id: UUID) -> dict[str, Any]:
        """Reconstruct one turn from the audit trail."""
        return self._call(ops.audit_turn(audit_event_id))

    def jobs(self, *, status: str | None = None, limit: int = 100) -> list[m.Job]:
        """Admin: the job queue."""
        return self._call(ops.jobs(status, limit))

    def dead_letters(self, *, limit: int = 100) -> list[m.Job]:
        """Admin: dead-lettered jobs."""
        return self._call(ops.dead_letters(limit))

    def retry_job(self, job_id: UUID) -> m.JobRetried:
        """Admin: put a dead-lettered job back in the queue."""
        return self._call(ops.retry_job(job_id))

    def healthz(self) -> dict[str, Any]:
        """Liveness."""
        return self._call(ops.healthz())

    def list_customers(self, *, after: str | None = None, limit: int = 100) -> m.CustomerPage:
        """Staff: one page of the tenant's customers, by external id."""
        return self._call(ops.list_customers(after, limit))

    def iter_customers(self, *, page_size: int = 100) -> Iterator[m.Customer]:
        """Staff: every customer of the tenant, a page at a time."""
        after: str | None = None
        while True:
            page = self.list_customers(after=after, limit=page_size)
            yield from page.customers
            if page.next_after is None:
                return
            after = page.next_after

    def handoffs(self, *, since: datetime | None = None, limit: int = 100) -> list[m.HandedOff]:
        """Staff: conversations handed to a person (since `since`, 7 days by default)."""
        return self._call(ops.handoffs(since, limit))
