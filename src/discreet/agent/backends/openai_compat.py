"""An OpenAI-compatible chat-completions backend (OpenAI, vLLM, Ollama, llama.cpp, ...).

``POST {base_url}/chat/completions`` with the prompt's messages, ``temperature: 0``. With
``stream: true`` the reply arrives as server-sent events: ``data: {json}`` lines carrying
``choices[0].delta.content``, ended by ``data: [DONE]``.

Faults never raise to the caller. 429, 5xx, timeouts and connection errors are retried up
to `max_retries` times with exponential backoff plus jitter (``Retry-After`` is honoured,
capped); then a `Generation` with empty text and an error code from `GENERATION_ERRORS`
is returned and the caller hands off. A stream that breaks after its first delta is not
retried (text was already produced): it ends with error ``stream_interrupted``.

Errors and logs carry codes and status numbers only, never prompt or reply text, and the
API key is masked in ``repr``. The HTTP transport is injectable (`httpx.MockTransport` in
unit tests, a real local server in integration tests). Servers that address and authenticate
differently (Azure OpenAI: a deployment URL, ``api-version``, an ``api-key`` header or an
Entra token) pass `params` and `auth`; see `discreet.agent.backends.azure_openai`.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator, Mapping
from typing import Any, ClassVar, Final

import httpx
from pydantic import SecretStr

from discreet.agent.backends.base import ChatStream, parse_citations
from discreet.agent.model import Generation, Prompt
from discreet.agent.prompt import approx_tokens

__all__ = ["OpenAIChatBackend"]

_MAX_RETRY_AFTER_S: Final = 10.0


class _RetryableError(Exception):
    """Internal: an attempt failed in a way worth retrying; carries the error code."""

    def __init__(self, code: str, retry_after: float | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.retry_after = retry_after


class _FatalError(Exception):
    """Internal: an attempt failed in a way retrying will not fix; carries the error code."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after")
    if value is None:
        return None
    try:
        return min(max(float(value), 0.0), _MAX_RETRY_AFTER_S)
    except ValueError:
        return None


def _check_status(response: httpx.Response) -> None:
    status = response.status_code
    if status == 429:
        raise _RetryableError("rate_limited", _retry_after(response))
    if status >= 500:
        raise _RetryableError("backend_error", _retry_after(response))
    if status >= 400:
        raise _FatalError("backend_rejected")


class OpenAIChatBackend:
    """Chat completions over HTTP; see the module docstring for the failure contract."""

    reads_context: ClassVar[bool] = True
    external_processor: ClassVar[bool] = True

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: SecretStr | str | None = None,
        timeout_s: float = 30.0,
        max_retries: int = 2,
        transport: httpx.BaseTransport | None = None,
        *,
        backoff_s: float = 0.5,
        max_tokens: int | None = 512,
        sleep: Callable[[float], None] = time.sleep,
        name: str = "openai",
        params: Mapping[str, str] | None = None,
        auth: httpx.Auth | None = None,
    ) -> None:
        if timeout_s <= 0:
            raise ValueError("timeout_s must be > 0")
        if max_retries < 0:
            raise ValueError("max_retries must be >= 0")
        self.name = name
        self.model = model
        self.base_url = base_url.rstrip("/")
        self.timeout_s = timeout_s
        self.max_retries = max_retries
        self.backoff_s = backoff_s
        self.max_tokens = max_tokens
        self._api_key = (
            api_key if isinstance(api_key, SecretStr) or api_key is None else (SecretStr(api_key))
        )
        self._sleep = sleep
        self._rng = random.Random()  # noqa: S311 - jitter needs no cryptographic randomness
        headers = {"Accept": "application/json"}
        if self._api_key is not None and self._api_key.get_secret_value():
            headers["Authorization"] = f"Bearer {self._api_key.get_secret_value()}"
        self._client = httpx.Client(
            base_url=self.base_url,
            headers=headers,
            timeout=httpx.Timeout(timeout_s),
            transport=transport,
            params=dict(params or {}),
            auth=auth,
        )

    def __repr__(self) -> str:
        key = "None" if self._api_key is None else "[secure]"
        return (
            f"{type(self).__name__}(base_url={self.base_url!r}, model={self.model!r}, "
            f"api_key={key}, timeout_s={self.timeout_s}, max_retries={self.max_retries})"
        )

    def close(self) -> None:
        self._client.close()

    # --- request building -------------------------------------------------------------------

    def _payload(self, prompt: Prompt, *, stream: bool) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m.role, "content": m.content} for m in prompt.messages],
            "temperature": 0,
            "stream": stream,
        }
        if self.max_tokens is not None:
            payload["max_tokens"] = self.max_tokens
        return payload

    def _backoff(self, attempt: int, retry_after: float | None) -> None:
        delay = self.backoff_s * (2**attempt)
        delay += self._rng.uniform(0, delay)
        if retry_after is not None:
            delay = max(delay, retry_after)
        self._sleep(delay)

    def _failed(self, prompt: Prompt, code: str) -> Generation:
        return Generation(
            text="",
            backend=self.name,
            tokens_in=prompt.token_counts.get("total", 0),
            tokens_out=0,
            cited_chunk_ids=(),
            error=code,
        )

    # --- non-streaming ----------------------------------------------------------------------

    def _attempt(self, prompt: Prompt) -> tuple[str, int | None, int | None]:
        try:
            response = self._client.post(
                "/chat/completions", json=self._payload(prompt, stream=False)
            )
        except httpx.TimeoutException as exc:
            raise _RetryableError("timeout") from exc
        except httpx.TransportError as exc:
            raise _RetryableError("backend_unreachable") from exc
        _check_status(response)
        try:
            body = response.json()
            text = body["choices"][0]["message"]["content"]
            usage = body.get("usage") or {}
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise _FatalError("bad_response") from exc
        if not isinstance(text, str) or not text.strip():
            raise _FatalError("bad_response")
        tokens_in = usage.get("prompt_tokens") if isinstance(usage, dict) else None
        tokens_out = usage.get("completion_tokens") if isinstance(usage, dict) else None
        return (
            text,
            tokens_in if isinstance(tokens_in, int) else None,
            tokens_out if isinstance(tokens_out, int) else None,
        )

    def generate(self, prompt: Prompt) -> Generation:
        code = "backend_error"
        for attempt in range(self.max_retries + 1):
            try:
                text, tokens_in, tokens_out = self._attempt(prompt)
            except _FatalError as fatal:
                return self._failed(prompt, fatal.code)
            except _RetryableError as retry:
                code = retry.code
                if attempt < self.max_retries:
                    self._backoff(attempt, retry.retry_after)
                continue
            return Generation(
                text=text,
                backend=self.name,
                tokens_in=tokens_in
                if tokens_in is not None
                else prompt.token_counts.get("total", 0),
                tokens_out=tokens_out if tokens_out is not None else approx_tokens(text),
                cited_chunk_ids=parse_citations(text, prompt.passages),
            )
        return self._failed(prompt, code)

    # --- streaming --------------------------------------------------------------------------

    def _events(self, response: httpx.Response, deadline: float) -> Iterator[str]:
        """Deltas from an SSE response until ``[DONE]``.

        A body that ends before ``[DONE]`` and before any ``finish_reason`` was cut off
        (a dropped connection looks like a normal end of a close-delimited body).
        """
        finished = False
        for line in response.iter_lines():
            if time.monotonic() > deadline:
                raise _RetryableError("timeout")
            if not line.startswith("data:"):
                continue  # comments (": keep-alive"), "event:", "id:" and blank separators
            data = line[5:].strip()
            if data == "[DONE]":
                return
            if not data:
                continue
            try:
                event = json.loads(data)
                choices = event.get("choices") or []
                delta = (choices[0].get("delta") or {}) if choices else {}
                content = delta.get("content")
                finished = finished or bool(choices and choices[0].get("finish_reason"))
            except (ValueError, AttributeError, IndexError, TypeError) as exc:
                raise _FatalError("bad_response") from exc
            if isinstance(content, str) and content:
                yield content
        if not finished:
            raise _RetryableError("stream_interrupted")

    def stream(self, prompt: Prompt) -> ChatStream:
        code = "backend_error"
        payload = self._payload(prompt, stream=True)
        for attempt in range(self.max_retries + 1):
            produced: list[str] = []
            deadline = time.monotonic() + self.timeout_s * 4
            try:
                try:
                    with self._client.stream(
                        "POST",
                        "/chat/completions",
                        json=payload,
                        headers={"Accept": "text/event-stream"},
                    ) as response:
                        _check_status(response)
                        for delta in self._events(response, deadline):
                            produced.append(delta)
                            yield delta
                except httpx.TimeoutException as exc:
                    raise _RetryableError("timeout") from exc
                except httpx.TransportError as exc:
                    raise _RetryableError("backend_unreachable") from exc
            except _FatalError as fatal:
                return self._failed(prompt, "stream_interrupted" if produced else fatal.code)
            except _RetryableError as retry:
                if produced:
                    return self._failed(prompt, "stream_interrupted")
                code = retry.code
                if attempt < self.max_retries:
                    self._backoff(attempt, retry.retry_after)
                continue
            text = "".join(produced)
            if not text.strip():
                return self._failed(prompt, "bad_response")
            return Generation(
                text=text,
                backend=self.name,
                tokens_in=prompt.token_counts.get("total", 0),
                tokens_out=approx_tokens(text),
                cited_chunk_ids=parse_citations(text, prompt.passages),
            )
        return self._failed(prompt, code)
