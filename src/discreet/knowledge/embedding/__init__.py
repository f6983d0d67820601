"""Embedders: the `Embedder` port and its adapters.

`MiniLMEmbedder` (offline, numpy, the default) and `OpenAIEmbedder` (an OpenAI-compatible
``/v1/embeddings`` endpoint). The composition root picks one; nothing here runs at import.
"""

from discreet.knowledge.embedding.minilm import MINILM_MODEL_ID, MiniLMEmbedder, default_model_dir
from discreet.knowledge.embedding.openai import OpenAIEmbedder
from discreet.knowledge.embedding.port import Embedder, require_redacted

__all__ = [
    "MINILM_MODEL_ID",
    "Embedder",
    "MiniLMEmbedder",
    "OpenAIEmbedder",
    "default_model_dir",
    "require_redacted",
]
