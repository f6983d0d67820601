"""The chat-backend port and the helpers every backend shares.

A backend turns a `Prompt` into a `Generation`. Backend faults (timeouts, HTTP errors,
malformed answers) never raise to the caller: they come back as a `Generation` whose
`error` is one of `discreet.agent.model.GENERATION_ERRORS`, and the caller hands off.

``stream()`` is a generator: it yields text deltas and *returns* the final `Generation`
(the value of ``StopIteration``), so ``generation = yield from backend.stream(prompt)``
or `consume_stream` gets both. Iterating it as a plain ``Iterator[str]`` also works.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Generator, Sequence
from typing import Protocol, runtime_checkable

from discreet.agent.model import Generation, PolicyPassage, Prompt

__all__ = ["ChatBackend", "ChatStream", "consume_stream", "parse_citations"]

ChatStream = Generator[str, None, Generation]
"""What `ChatBackend.stream` returns: yields deltas, returns the final `Generation`."""


@runtime_checkable
class ChatBackend(Protocol):
    """A language-model backend. Implementations must not raise for backend faults."""

    @property
    def name(self) -> str:
        """A short token naming the backend in the audit trail (``extractive``, ``openai``)."""
        ...

    @property
    def reads_context(self) -> bool:
        """True for a language model: it reads the remembered facts and account data in the
        prompt and composes its reply freely (so the reply gets every recognizer, NER too).
        False for a backend that only rearranges the prompt's redacted passages."""
        ...

    @property
    def external_processor(self) -> bool:
        """True when prompts leave Discreet (a hosted model): the provider's retention is an
        erasure gap."""
        ...

    def generate(self, prompt: Prompt) -> Generation:
        """The whole reply at once."""
        ...

    def stream(self, prompt: Prompt) -> ChatStream:
        """The reply as text deltas; the generator's return value is the `Generation`."""
        ...


def consume_stream(stream: ChatStream, on_delta: Callable[[str], None]) -> Generation:
    """Drive `stream`, passing each delta to `on_delta`; return the final `Generation`."""
    while True:
        try:
            delta = next(stream)
        except StopIteration as stop:
            result: Generation = stop.value
            return result
        on_delta(delta)


_ID = r"[A-Za-z0-9_:\-]+(?:\.[A-Za-z0-9_:\-]+)*"
_CITATION = re.compile(rf"chunk\s*=\s*({_ID})|\[({_ID})\]")


def parse_citations(text: str, passages: Sequence[PolicyPassage]) -> tuple[str, ...]:
    """Chunk ids the reply cites (``chunk=<id>`` or ``[<id>]``), in first-seen order.

    Only ids of the given passages count. When the reply cites none of them, every given
    passage is cited: the answer was grounded on all of them.
    """
    known = {p.chunk_id for p in passages}
    cited: list[str] = []
    for match in _CITATION.finditer(text):
        chunk = match.group(1) or match.group(2)
        if chunk in known and chunk not in cited:
            cited.append(chunk)
    if cited:
        return tuple(cited)
    return tuple(p.chunk_id for p in passages)
