"""The asynchronous client: `AsyncDiscreetClient(base_url, api_key)`, the same calls as
`DiscreetClient`, awaited, over one `httpx.AsyncClient`.

    async with AsyncDiscreetClient("http://127.0.0.1:8000", api_key) as dc:
        async for event in dc.stream_message(session_id, "Hello"):
            ...
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Mapping
from datetime import datetime
from types import TracebackType
from typing import Any, Literal, TypeVar
from uuid import UUID

import httpx

from . import _ops as ops
from . import models as m
from ._core import ClientBase, Op, SseParser, error_from_response, stream_line
from ._ops import UpdateMode

__all__ = ["AsyncDiscreetClient"]

T = TypeVar("T")


class AsyncDiscreetClient(ClientBase[httpx.AsyncClient]):
    """A typed async client for the `/v1` API."""

    @staticmethod
    def _open(base_url: str, timeout_s: float) -> httpx.AsyncClient:
        return httpx.AsyncClient(base_url=base_url, timeout=timeout_s)

    async def aclose(self) -> None:
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> AsyncDiscreetClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def _send(self, op: Op[Any]) -> httpx.Response:
        attempt = 0
        while True:
            attempt += 1
            response = await self._http.request(
                op.method, op.path, headers=self._headers, **op.request_kwargs()
            )
            delay = ops.retry_delay(self._retry, attempt, response)
            if delay is None:
                return response
            await asyncio.sleep(delay)

    async def _call(self, op: Op[T]) -> T:
        return ops.result(op, await self._send(op))

    async def stream_message(self, session_id: UUID, message: str) -> AsyncIterator[m.StreamEvent]:
        """The turn streamed: `Delta`s, then one `StreamedReply` (see `DiscreetClient`)."""
        op = ops.stream_message(session_id, message)
        attempt = 0
        while True:
            attempt += 1
            async with self._http.stream(
                op.method, op.path, headers=self._headers, **op.request_kwargs()
            ) as response:
                delay = ops.retry_delay(self._retry, attempt, response)
                if delay is None:
                    if response.status_code not in op.ok:
                        await response.aread()
                        raise error_from_response(response)
                    parser = SseParser()
                    async for line in response.aiter_lines():
                        parsed = stream_line(parser, line)
                        if parsed is not None:
                            yield parsed
                    return
            await asyncio.sleep(delay)

    async def iter_audit_events(
        self,
        *,
        session_id: UUID | None = None,
        kind: str | None = None,
        since: datetime | None = None,
        page_size: int = 100,
    ) -> AsyncIterator[m.AuditEvent]:
        """Every matching audit event in chain order, fetched a page at a time (following
        each page's `next` cursor)."""
        after: str | None = None
        while True:
            page = await self.audit_events(
                session_id=session_id, kind=kind, since=since, after=after, limit=page_size
            )
            for event in page.events:
                yield event
            if page.next is None:
                return
            after = page.next

    async def me(self) -> m.Identity:
        """The caller's identity: tenant, roles and the customer a customer key is bound to."""
        return await self._call(ops.me())

    async def create_session(
        self, customer_id: UUID, *, case_id: UUID | None = None
    ) -> m.SessionCreated:
        """Open a chat session for `customer_id` (a customer key: only its own)."""
        return await self._call(ops.create_session(customer_id, case_id))

    async def send_message(self, session_id: UUID, message: str) -> m.MessageReply:
        """One customer turn; the reply is guarded and re-hydrated for this session."""
        return await self._call(ops.send_message(session_id, message))

    async def get_session(self, session_id: UUID) -> m.SessionInfo:
        """The session and its redacted transcript."""
        return await self._call(ops.get_session(session_id))

    async def end_session(self, session_id: UUID) -> None:
        """End the session (its pseudonym vault is dropped)."""
        return await self._call(ops.end_session(session_id))

    async def search(
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
        return await self._call(
            ops.search(
                query,
                scope=scope,
                top_k=top_k,
                customer_id=customer_id,
                not_older_than=not_older_than,
                per_document=per_document,
            )
        )

    async def list_memory(self, customer_id: UUID, *, history: bool = False) -> list[m.Fact]:
        """The customer's durable facts (`history` adds revisions)."""
        return await self._call(ops.list_memory(customer_id, history=history))

    async def record_memory(
        self, customer_id: UUID, *, category: str, key: str, value: str, case_id: UUID | None = None
    ) -> m.Fact:
        """Record a staff-confirmed fact (redacted before it is stored)."""
        return await self._call(
            ops.record_memory(customer_id, category=category, key=key, value=value, case_id=case_id)
        )

    async def update_memory(
        self,
        customer_id: UUID,
        fact_id: UUID,
        *,
        value: str | None = None,
        status: Literal["suppressed", "active"] | None = None,
    ) -> m.Fact:
        """Correct a fact's value or suppress / restore it."""
        return await self._call(ops.update_memory(customer_id, fact_id, value=value, status=status))

    async def delete_memory(self, customer_id: UUID, fact_id: UUID) -> None:
        """Delete one fact."""
        return await self._call(ops.delete_memory(customer_id, fact_id))

    async def erase_customer(self, customer_id: UUID) -> m.Erasure:
        """Erase everything held about the customer (admin)."""
        return await self._call(ops.erase_customer(customer_id))

    async def record_case_decision(
        self, case_id: UUID, *, key: str, value: str, customer_id: UUID | None = None
    ) -> m.Fact:
        """Record a case decision as a fact."""
        return await self._call(
            ops.record_case_decision(case_id, key=key, value=value, customer_id=customer_id)
        )

    async def upload_document(
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
        return await self._call(
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

    async def update_document(
        self,
        document_id: UUID,
        data: bytes,
        *,
        filename: str,
        update_mode: UpdateMode | None = None,
        content_type: str | None = None,
    ) -> m.DocumentAccepted:
        """A new version of the document."""
        return await self._call(
            ops.update_document(
                document_id,
                data,
                filename=filename,
                update_mode=update_mode,
                content_type=content_type,
            )
        )

    async def delete_document(self, document_id: UUID) -> m.DocumentAccepted:
        """Delete the document (it leaves retrieval at once)."""
        return await self._call(ops.delete_document(document_id))

    async def get_document(self, document_id: UUID) -> m.DocumentInfo:
        """The document and its versions."""
        return await self._call(ops.get_document(document_id))

    async def list_documents(self, *, status: str | None = None) -> list[m.DocumentInfo]:
        """Every document of the tenant, optionally in one status."""
        return await self._call(ops.list_documents(status))

    async def set_update_mode(self, document_id: UUID, update_mode: UpdateMode) -> m.DocumentInfo:
        """Change the update mode without a new version."""
        return await self._call(ops.set_update_mode(document_id, update_mode))

    async def release_version(self, document_id: UUID, version: int) -> m.DocumentAccepted:
        """Admin: release a quarantined version."""
        return await self._call(ops.release_version(document_id, version))

    async def reject_version(self, document_id: UUID, version: int) -> m.DocumentAccepted:
        """Admin: reject a quarantined version."""
        return await self._call(ops.reject_version(document_id, version))

    async def audit_events(
        self,
        *,
        session_id: UUID | None = None,
        kind: str | None = None,
        since: datetime | None = None,
        after: str | None = None,
        limit: int = 100,
    ) -> m.AuditPage:
        """One page of audit events in chain order; `after` is an earlier page's `next`."""
        return await self._call(
            ops.audit_events(
                session_id=session_id, kind=kind, since=since, after=after, limit=limit
            )
        )

    async def audit_verify(self, anchor: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Verify the tenant's chain (and that it still reaches `anchor`)."""
        return await self._call(ops.audit_verify(anchor))

    async def audit_anchor(self) -> dict[str, Any]:
        """The chain's signed head."""
        return await self._call(ops.audit_anchor())

    async def audit_leaks(self, *, last: int = 100) -> dict[str, Any]:
        """The leak audit of the last conversations (counts and ids)."""
        return await self._call(ops.audit_leaks(last))

    async def audit_turn(self, audit_event_id: UUID) -> dict[str, Any]:
        """Reconstruct one turn from the audit trail."""
        return await self._call(ops.audit_turn(audit_event_id))

    async def jobs(self, *, status: str | None = None, limit: int = 100) -> list[m.Job]:
        """Admin: the job queue."""
        return await self._call(ops.jobs(status, limit))

    async def dead_letters(self, *, limit: int = 100) -> list[m.Job]:
        """Admin: dead-lettered jobs."""
        return await self._call(ops.dead_letters(limit))

    async def retry_job(self, job_id: UUID) -> m.JobRetried:
        """Admin: put a dead-lettered job back in the queue."""
        return await self._call(ops.retry_job(job_id))

    async def healthz(self) -> dict[str, Any]:
        """Liveness."""
        return await self._call(ops.healthz())

    async def list_customers(self, *, after: str | None = None, limit: int = 100) -> m.CustomerPage:
        """Staff: one page of the tenant's customers, by external id."""
        return await self._call(ops.list_customers(after, limit))

    async def iter_customers(self, *, page_size: int = 100) -> AsyncIterator[m.Customer]:
        """Staff: every customer of the tenant, a page at a time."""
        after: str | None = None
        while True:
            page = await self.list_customers(after=after, limit=page_size)
            for customer in page.customers:
                yield customer
            if page.next_after is None:
                return
            after = page.next_after

    async def handoffs(
        self, *, since: datetime | None = None, limit: int = 100
    ) -> list[m.HandedOff]:
        """Staff: conversations handed to a person (since `since`, 7 days by default)."""
        return await self._call(ops.handoffs(since, limit))
