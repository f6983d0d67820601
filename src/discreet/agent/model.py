"""The agent's pure model: what goes into a prompt and what comes back from a backend.

Everything here is a frozen dataclass over the standard library and `RedactedText`; no
HTTP, no storage. Text that will reach a language model is typed `RedactedText`, so raw
customer text cannot be put into a prompt by mistake (mypy rejects it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Final, Literal

from discreet.redaction.text import RedactedText

__all__ = [
    "GENERATION_ERRORS",
    "HANDOFF_MESSAGE",
    "Generation",
    "PolicyPassage",
    "Prompt",
    "PromptMessage",
    "RememberedFact",
    "WindowTurn",
]

HANDOFF_MESSAGE: Final = (
    "I can't answer that reliably here, so I'm passing your conversation to a member of "
    "our support team. They will follow up with you shortly."
)
"""The fixed reply used whenever the agent abstains or a reply cannot be released."""

GENERATION_ERRORS: Final = frozenset(
    {
        "timeout",  # the backend did not answer within the timeout, after retries
        "rate_limited",  # HTTP 429 after retries
        "backend_error",  # HTTP 5xx after retries
        "backend_unreachable",  # connection refused / DNS / TLS failure after retries
        "backend_rejected",  # HTTP 4xx other than 429: bad key, unknown model, bad request
        "bad_response",  # the backend answered with something that is not a completion
        "stream_interrupted",  # a stream broke after it had started; not retried
        "no_passages",  # the extractive backend was given no policy passage
    }
)
"""Every value `Generation.error` can take. Codes only: never content from the backend."""


@dataclass(frozen=True, slots=True)
class PolicyPassage:
    """One retrieved policy chunk, with the provenance needed for markers and citations."""

    chunk_id: str
    document_id: str
    version: int
    section: str
    owner: str
    text: RedactedText
    score: float


@dataclass(frozen=True, slots=True)
class RememberedFact:
    """A durable-memory fact offered to the prompt; `stale` facts must be re-confirmed."""

    fact_id: str
    category: str
    key: str
    value: RedactedText
    recorded_at: datetime
    stale: bool


@dataclass(frozen=True, slots=True)
class WindowTurn:
    """One earlier turn of the session window, already redacted."""

    role: Literal["customer", "agent"]
    content: RedactedText


@dataclass(frozen=True, slots=True)
class PromptMessage:
    """One chat message in the OpenAI sense. Built only by `assemble_prompt`."""

    role: Literal["system", "user", "assistant"]
    content: str

    def __repr__(self) -> str:
        return f"PromptMessage(role={self.role!r}, content=[secure])"


@dataclass(frozen=True, slots=True)
class Prompt:
    """An assembled prompt.

    `system` is the fixed rules text (the output guard checks replies against it);
    `messages` is the full conversation to send, starting with the system rules and the
    sandboxed reference data, ending with the customer's current message;
    `passages` are the passages that survived the token budget, best first;
    `token_counts` holds the approximate tokens per section plus ``"total"``.
    """

    system: str
    messages: tuple[PromptMessage, ...]
    passages: tuple[PolicyPassage, ...]
    token_counts: dict[str, int] = field(default_factory=dict)

    @property
    def user_message(self) -> str:
        """The customer's current (redacted, marker-neutralised) message."""
        for message in reversed(self.messages):
            if message.role == "user":
                return message.content
        return ""

    def __repr__(self) -> str:
        return (
            f"Prompt(messages={len(self.messages)}, "
            f"passages={[p.chunk_id for p in self.passages]!r}, "
            f"token_counts={self.token_counts!r})"
        )


@dataclass(frozen=True, slots=True)
class Generation:
    """What a backend produced for one prompt.

    `error` is None on success, else one of `GENERATION_ERRORS`; then `text` is empty (or
    the fixed handoff message for ``no_passages``) and the caller replies with a handoff.
    """

    text: str
    backend: str
    tokens_in: int
    tokens_out: int
    cited_chunk_ids: tuple[str, ...]
    error: str | None = None

    @property
    def failed(self) -> bool:
        return self.error is not None

    def __repr__(self) -> str:
        return (
            f"Generation(backend={self.backend!r}, tokens_in={self.tokens_in}, "
            f"tokens_out={self.tokens_out}, cited_chunk_ids={self.cited_chunk_ids!r}, "
            f"error={self.error!r}, text=[secure])"
        )
