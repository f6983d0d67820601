"""Chat backends behind one port: the offline extractive responder and OpenAI-compatible HTTP."""

from discreet.agent.backends.base import ChatBackend, ChatStream, consume_stream, parse_citations
from discreet.agent.backends.extractive import ExtractiveBackend
from discreet.agent.backends.openai_compat import OpenAIChatBackend

__all__ = [
    "ChatBackend",
    "ChatStream",
    "ExtractiveBackend",
    "OpenAIChatBackend",
    "consume_stream",
    "parse_citations",
]
