"""Every `/v1` call as an `Op`: the path, the body and the model of the answer, and what
the clients decide from an answer (its result or error, whether to retry). The sync and
async clients send the same values and only do the I/O."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any, Literal, TypeVar
from uuid import UUID

import httpx

from . import models as m
from ._core import Op, RetryPolicy, dump, error_from_response, field_list, model, nothing, raw_json

T = TypeVar("T")

UpdateMode = Literal["available", "strict"]


def result(op: Op[T], response: httpx.Response) -> T:
    """The answer to `op` read from `response`, or the project's exception for it."""
    if response.status_code not in op.ok:
        raise error_from_response(response)
    return op.parse(response)


def retry_delay(policy: RetryPolicy, attempt: int, response: httpx.Response) -> float | None:
    """How long to wait before sending attempt `attempt` again after `response`, or None
    when `response` is the answer."""
    if not policy.should_retry(attempt, response):
        return None
    return policy.delay_s(attempt, response)


def _iso(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat()


def _opt(value: UUID | None) -> str | None:
    return None if value is None else str(value)


def me() -> Op[m.Identity]:
    return Op("GET", "/v1/me", model(m.Identity))


def create_session(customer_id: UUID, case_id: UUID | None) -> Op[m.SessionCreated]:
    body = {"customer_id": str(customer_id), "case_id": _opt(case_id)}
    return Op("POST", "/v1/sessions", model(m.SessionCreated), json=body)


def send_message(session_id: UUID, message: str) -> Op[m.MessageReply]:
    return Op(
        "POST",
        f"/v1/sessions/{session_id}/messages",
        model(m.MessageReply),
        json={"message": message},
    )


def stream_message(session_id: UUID, message: str) -> Op[None]:
    """The streamed turn's request; its events are read line by line (`stream_line`), so
    the answer itself is parsed to nothing."""
    path = f"/v1/sessions/{session_id}/messages:stream"
    return Op("POST", path, nothing, json={"message": message}, ok=frozenset({200}))


def get_session(session_id: UUID) -> Op[m.SessionInfo]:
    return Op("GET", f"/v1/sessions/{session_id}", model(m.SessionInfo))


def end_session(session_id: UUID) -> Op[None]:
    return Op("DELETE", f"/v1/sessions/{session_id}", nothing)


def search(
    query: str,
    *,
    scope: str | None,
    top_k: int,
    customer_id: UUID | None,
    not_older_than: datetime | None,
    per_document: int | None = None,
) -> Op[m.SearchResponse]:
    body: dict[str, Any] = {"query": query, "top_k": top_k}
    if per_document is not None:
        body["per_document"] = per_document
    if scope is not None:
        body["scope"] = scope
    if customer_id is not None:
        body["customer_id"] = str(customer_id)
    if not_older_than is not None:
        body["not_older_than"] = not_older_than.isoformat()
    return Op("POST", "/v1/search", model(m.SearchResponse), json=body)


def list_memory(customer_id: UUID, *, history: bool) -> Op[list[m.Fact]]:
    params = {"include": "history"} if history else None
    return Op(
        "GET", f"/v1/customers/{customer_id}/memory", field_list("facts", m.Fact), params=params
    )


def record_memory(
    customer_id: UUID, *, category: str, key: str, value: str, case_id: UUID | None
) -> Op[m.Fact]:
    body = {"category": category, "key": key, "value": value, "case_id": _opt(case_id)}
    return Op("POST", f"/v1/customers/{customer_id}/memory", model(m.Fact), json=body)


def update_memory(
    customer_id: UUID,
    fact_id: UUID,
    *,
    value: str | None,
    status: Literal["suppressed", "active"] | None,
) -> Op[m.Fact]:
    body = {k: v for k, v in {"value": value, "status": status}.items() if v is not None}
    return Op("PATCH", f"/v1/customers/{customer_id}/memory/{fact_id}", model(m.Fact), json=body)


def delete_memory(customer_id: UUID, fact_id: UUID) -> Op[None]:
    return Op("DELETE", f"/v1/customers/{customer_id}/memory/{fact_id}", nothing)


def erase_customer(customer_id: UUID) -> Op[m.Erasure]:
    return Op("POST", f"/v1/customers/{customer_id}/erase", model(m.Erasure))


def record_case_decision(
    case_id: UUID, *, key: str, value: str, customer_id: UUID | None
) -> Op[m.Fact]:
    body = {"key": key, "value": value, "customer_id": _opt(customer_id)}
    return Op("POST", f"/v1/cases/{case_id}/decisions", model(m.Fact), json=body)


def _file(
    filename: str, data: bytes, content_type: str | None
) -> dict[str, tuple[str, bytes, str]]:
    return {"file": (filename, data, content_type or "application/octet-stream")}


def upload_document(
    data: bytes,
    *,
    filename: str,
    title: str,
    scope: str,
    owner: str,
    update_mode: UpdateMode,
    document_id: UUID | None,
    content_type: str | None,
) -> Op[m.DocumentAccepted]:
    form = {"title": title, "scope": scope, "owner": owner, "update_mode": update_mode}
    if document_id is not None:
        form["document_id"] = str(document_id)
    return Op(
        "POST",
        "/v1/documents",
        model(m.DocumentAccepted),
        files=_file(filename, data, content_type),
        data=form,
    )


def update_document(
    document_id: UUID,
    data: bytes,
    *,
    filename: str,
    update_mode: UpdateMode | None,
    content_type: str | None,
) -> Op[m.DocumentAccepted]:
    form = {"update_mode": update_mode} if update_mode is not None else {}
    return Op(
        "PUT",
        f"/v1/documents/{document_id}",
        model(m.DocumentAccepted),
        files=_file(filename, data, content_type),
        data=form,
    )


def delete_document(document_id: UUID) -> Op[m.DocumentAccepted]:
    return Op("DELETE", f"/v1/documents/{document_id}", model(m.DocumentAccepted))


def get_document(document_id: UUID) -> Op[m.DocumentInfo]:
    return Op("GET", f"/v1/documents/{document_id}", model(m.DocumentInfo))


def list_documents(status: str | None) -> Op[list[m.DocumentInfo]]:
    return Op(
        "GET",
        "/v1/documents",
        field_list("documents", m.DocumentInfo),
        params={"status": status},
    )


def set_update_mode(document_id: UUID, update_mode: UpdateMode) -> Op[m.DocumentInfo]:
    return Op(
        "PATCH",
        f"/v1/documents/{document_id}",
        model(m.DocumentInfo),
        json={"update_mode": update_mode},
    )


def release_version(document_id: UUID, version: int) -> Op[m.DocumentAccepted]:
    path = f"/v1/documents/{document_id}/versions/{version}/release"
    return Op("POST", path, model(m.DocumentAccepted))


def reject_version(document_id: UUID, version: int) -> Op[m.DocumentAccepted]:
    path = f"/v1/documents/{document_id}/versions/{version}/reject"
    return Op("POST", path, model(m.DocumentAccepted))


def audit_events(
    *,
    session_id: UUID | None,
    kind: str | None,
    since: datetime | None,
    after: str | None,
    limit: int,
) -> Op[m.AuditPage]:
    params = {
        "session_id": _opt(session_id),
        "kind": kind,
        "since": _iso(since),
        "after": after,
        "limit": limit,
    }
    return Op("GET", "/v1/audit", model(m.AuditPage), params=params)


def audit_verify(anchor: Mapping[str, Any] | None) -> Op[dict[str, Any]]:
    if anchor is None:
        return Op("GET", "/v1/audit/verify", raw_json)
    return Op("POST", "/v1/audit/verify", raw_json, json={"anchor": dump(anchor)})


def audit_anchor() -> Op[dict[str, Any]]:
    return Op("GET", "/v1/audit/anchor", raw_json)


def audit_leaks(last: int) -> Op[dict[str, Any]]:
    return Op("GET", "/v1/audit/leaks", raw_json, params={"last": last})


def audit_turn(audit_event_id: UUID) -> Op[dict[str, Any]]:
    return Op("GET", f"/v1/audit/turns/{audit_event_id}", raw_json)


def jobs(status: str | None, limit: int) -> Op[list[m.Job]]:
    params = {"status": status, "limit": limit}
    return Op("GET", "/v1/admin/jobs", field_list("jobs", m.Job), params=params)


def dead_letters(limit: int) -> Op[list[m.Job]]:
    return Op("GET", "/v1/admin/dead-letters", field_list("jobs", m.Job), params={"limit": limit})


def retry_job(job_id: UUID) -> Op[m.JobRetried]:
    return Op("POST", f"/v1/admin/jobs/{job_id}/retry", model(m.JobRetried))


def healthz() -> Op[dict[str, Any]]:
    return Op("GET", "/healthz", raw_json)


def list_customers(after: str | None, limit: int) -> Op[m.CustomerPage]:
    params = {"after": after, "limit": limit}
    return Op("GET", "/v1/customers", model(m.CustomerPage), params=params)


def handoffs(since: datetime | None, limit: int) -> Op[list[m.HandedOff]]:
    params = {"since": _iso(since), "limit": limit}
    return Op("GET", "/v1/handoffs", field_list("sessions", m.HandedOff), params=params)
