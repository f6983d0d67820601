"""Backends say what they are; the composition root and erasure read that, never the names
of settings."""

from __future__ import annotations

from dataclasses import dataclass

from discreet.agent.backends.extractive import ExtractiveBackend
from discreet.agent.backends.openai_compat import OpenAIChatBackend
from discreet.knowledge.embedding.openai import OpenAIEmbedder
from discreet.services.erasure import ALWAYS_GAPS, erasure_gaps


@dataclass
class _Declared:
    reads_context: bool = False
    external_processor: bool = False


def test_each_backend_declares_whether_it_reads_context_and_sends_text_out() -> None:
    extractive = ExtractiveBackend()
    hosted = OpenAIChatBackend("http://127.0.0.1:9", "m", api_key="k")
    assert (extractive.reads_context, extractive.external_processor) == (False, False)
    assert (hosted.reads_context, hosted.external_processor) == (True, True)
    assert OpenAIEmbedder.external_processor is True


def test_erasure_names_the_external_processors_the_backends_declare() -> None:
    local = _Declared()
    assert erasure_gaps(chat=local, embedder=local, blob_backend="local") == list(ALWAYS_GAPS)  # type: ignore[arg-type]
    hosted = _Declared(reads_context=True, external_processor=True)
    gaps = erasure_gaps(chat=hosted, embedder=hosted, blob_backend="s3")  # type: ignore[arg-type]
    assert [g.split(":")[0] for g in gaps[len(ALWAYS_GAPS) :]] == [
        "external LLM provider logs",
        "external embedding provider logs",
        "blob versions",
    ]
