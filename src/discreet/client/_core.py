"""What the sync and async clients share: requests as values, the error mapping, the retry
rule and the server-sent-events parser. No I/O here."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any, Generic, TypeVar

import httpx
from pydantic import BaseModel, TypeAdapter

from discreet.errors import (
    Conflict,
    DiscreetError,
    Forbidden,
    Gone,
    InvalidInput,
    NotFound,
    RedactionFailed,
    Unauthenticated,
    Unavailable,
    UnsupportedFormat,
)

from .models import Delta, StreamedReply, StreamEvent

__all__ = [
    "RETRY_STATUSES",
    "ApiError",
    "ClientBase",
    "Op",
    "RateLimited",
    "RetryPolicy",
    "SseParser",
    "auth_headers",
    "error_from_response",
    "stream_event",
    "stream_line",
]

T = TypeVar("T")
H = TypeVar("H", httpx.Client, httpx.AsyncClient)

RETRY_STATUSES = frozenset({429, 503})
"""Only these are retried: the server did not take the request in (admission queue full,
rate limit) or a dependency was down and the turn was rolled back."""


class ApiError(DiscreetError):
    """An answer the exception tree has no class for (a 5xx other than 503, an unknown
    code). `status` is the HTTP status."""

    def __init__(self, message: str, *, status: int, code: str) -> None:
        super().__init__(message)
        self.status_code = status
        self.error_code = code


class RateLimited(Unavailable):
    """429: too many requests; `retry_after_s` says when to come back."""

    code = "rate_limited"
    status = 429


_BY_CODE: dict[str, type[DiscreetError]] = {
    cls.code: cls
    for cls in (
        InvalidInput,
        UnsupportedFormat,
        Unauthenticated,
        Forbidden,
        NotFound,
        Conflict,
        Gone,
        RedactionFailed,
        Unavailable,
        RateLimited,
    )
}
_BY_STATUS: dict[int, type[DiscreetError]] = {
    400: InvalidInput,
    401: Unauthenticated,
    403: Forbidden,
    404: NotFound,
    405: InvalidInput,
    409: Conflict,
    410: Gone,
    413: InvalidInput,
    415: UnsupportedFormat,
    422: InvalidInput,
    429: RateLimited,
    503: Unavailable,
}


def retry_after_s(response: httpx.Response) -> float | None:
    """The Retry-After header in seconds (delta-seconds or an HTTP date), None if absent."""
    value = response.headers.get("retry-after")
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


def _error_parts(body: object) -> tuple[str | None, str | None]:
    if isinstance(body, Mapping):
        err = body.get("error")
        if isinstance(err, Mapping):
            code, message = err.get("code"), err.get("message")
            return (
                code if isinstance(code, str) else None,
                message if isinstance(message, str) else None,
            )
    return None, None


def error_from_response(response: httpx.Response) -> DiscreetError:
    """The project's exception for a failed response: by the body's error code first, then
    by status. `status_code` and `retry_after_s` ride along on the instance."""
    try:
        body: object = response.json()
    except ValueError:
        body = None
    code, message = _error_parts(body)
    status = response.status_code
    text = message or f"the server answered {status} {response.reason_phrase}".strip()
    cls = _BY_CODE.get(code or "") if code else None
    if cls is not None and cls.status != status:
        cls = None  # a code the status contradicts (422 invalid_input): go by the status
    if cls is None:
        cls = _BY_STATUS.get(status)
    exc: DiscreetError = (
        cls(text) if cls is not None else ApiError(text, status=status, code=code or "error")
    )
    exc.status_code = status  # type: ignore[attr-defined]
    exc.retry_after_s = retry_after_s(response)  # type: ignore[attr-defined]
    return exc


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Retries on 429 and 503 only, with exponential backoff and jitter; a Retry-After
    header (capped at `max_delay_s`) takes precedence over the backoff."""

    max_retries: int = 3
    base_delay_s: float = 0.25
    max_delay_s: float = 10.0
    jitter: float = 0.2

    def delay_s(self, attempt: int, response: httpx.Response) -> float:
        """The wait before retry number `attempt` (from 1) after `response`."""
        hinted = retry_after_s(response)
        if hinted is not None:
            return min(hinted, self.max_delay_s)
        backoff = min(self.base_delay_s * 2.0 ** (attempt - 1), self.max_delay_s)
        return backoff * (1 + self.jitter * random.random())  # noqa: S311 - jitter, not security

    def should_retry(self, attempt: int, response: httpx.Response) -> bool:
        return response.status_code in RETRY_STATUSES and attempt <= self.max_retries


@dataclass(frozen=True, slots=True)
class Op(Generic[T]):
    """One API call as a value: the request and how to read its answer."""

    method: str
    path: str
    parse: Callable[[httpx.Response], T]
    json: object | None = None
    params: Mapping[str, Any] | None = None
    files: Mapping[str, tuple[str, bytes, str]] | None = None
    data: Mapping[str, str] | None = None
    ok: frozenset[int] = field(default_factory=lambda: frozenset({200, 201, 202, 204}))

    def request_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {}
        if self.json is not None:
            kwargs["json"] = self.json
        if self.params:
            kwargs["params"] = {k: v for k, v in self.params.items() if v is not None}
        if self.files is not None:
            kwargs["files"] = self.files
        if self.data is not None:
            kwargs["data"] = self.data
        return kwargs


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


def _adapter(tp: Any) -> TypeAdapter[Any]:
    """One `TypeAdapter` per type for the process: building one compiles a validator, too
    costly to repeat on every call."""
    adapter = _ADAPTERS.get(tp)
    if adapter is None:
        adapter = _ADAPTERS[tp] = TypeAdapter(tp)
    return adapter


def model(cls: type[T]) -> Callable[[httpx.Response], T]:
    adapter: TypeAdapter[T] = _adapter(cls)

    def parse(response: httpx.Response) -> T:
        return adapter.validate_json(response.content)

    return parse


def field_list(key: str, item: type[T]) -> Callable[[httpx.Response], list[T]]:
    """Parse `{key: [item, ...]}` into a list of `item`."""
    adapter: TypeAdapter[list[T]] = _adapter(list[item])  # type: ignore[valid-type]

    def parse(response: httpx.Response) -> list[T]:
        body = response.json()
        return adapter.validate_python(body[key])

    return parse


def raw_json(response: httpx.Response) -> dict[str, Any]:
    body: dict[str, Any] = response.json()
    return body


def nothing(_: httpx.Response) -> None:
    return None


def dump(body: BaseModel | Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(body, BaseModel):
        return body.model_dump(mode="json")
    return dict(body)


class SseParser:
    """Server-sent events from text lines: feed lines, get `(event, data)` pairs."""

    def __init__(self) -> None:
        self._event = "message"
        self._data: list[str] = []

    def feed(self, line: str) -> tuple[str, str] | None:
        line = line.rstrip("\r")
        if not line:
            if not self._data:
                self._event = "message"
                return None
            out = (self._event, "\n".join(self._data))
            self._event, self._data = "message", []
            return out
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "event":
            self._event = value
        elif name == "data":
            self._data.append(value)
        return None

    def feed_all(self, lines: Iterable[str]) -> list[tuple[str, str]]:
        return [e for e in (self.feed(line) for line in lines) if e is not None]


def stream_line(parser: SseParser, line: str) -> StreamEvent | None:
    """Feed one line of `messages:stream` to `parser`: the event it completes, parsed (see
    `stream_event`), or None."""
    event = parser.feed(line)
    return None if event is None else stream_event(*event)


def auth_headers(api_key: str) -> dict[str, str]:
    """The headers that carry `api_key` (refused when blank)."""
    if not api_key.strip():
        raise ValueError("an API key is required")
    return {"Authorization": f"Bearer {api_key.strip()}"}


class ClientBase(Generic[H]):
    """What the sync and async clients hold: the key's headers, the retry policy and one
    httpx client, theirs to close unless the caller gave it as `http`."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout_s: float = 30.0,
        retry: RetryPolicy | None = None,
        http: H | None = None,
    ) -> None:
        self._headers = auth_headers(api_key)
        self._retry = retry or RetryPolicy()
        self._owns_http = http is None
        self._http: H = http or self._open(base_url, timeout_s)

    @staticmethod
    def _open(base_url: str, timeout_s: float) -> H:
        """The httpx client made when none is given."""
        raise NotImplementedError


def stream_event(event: str, data: str) -> StreamEvent | None:
    """A parsed event of `messages:stream`; an `error` event raises its exception (the turn
    was rolled back); unknown events are skipped (None)."""
    if event == "delta":
        return Delta.model_validate_json(data)
    if event == "reply":
        return StreamedReply.model_validate_json(data)
    if event == "error":
        code, message = _error_parts(json.loads(data))
        cls = _BY_CODE.get(code or "")
        text = message or "the turn failed and was not stored"
        raise (cls(text) if cls is not None else ApiError(text, status=200, code=code or "error"))
    return None
