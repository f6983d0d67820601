"""Discreet's policy search as a LlamaIndex retriever, offline (no model, no network beyond
loopback).

    make run                                   # in another terminal: the demo on :8000
    .venv/bin/python examples/llamaindex_retriever.py "How long do I have to return a jacket?"

It needs the ``llamaindex`` extra (in ``[dev]``). The retriever talks to Discreet's HTTP API
with the demo's agent key; a query engine over it, with no language model, returns the
passages and their citations, which is what a real model would be given.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from llama_index.core import Settings
from llama_index.core.query_engine import RetrieverQueryEngine

from discreet.client import DiscreetClient
from discreet.integrations.llamaindex import DiscreetRetriever


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("question")
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--keys", type=Path, default=Path(".discreet/demo-keys.json"))
    parser.add_argument("--scope", default=None)
    args = parser.parse_args()
    key = json.loads(args.keys.read_text())["agent"]

    Settings.llm = None  # offline: LlamaIndex's MockLLM; passages only, no generated text
    with DiscreetClient(args.url, key) as api:
        retriever = DiscreetRetriever(api, scope=args.scope, top_k=3)
        engine = RetrieverQueryEngine.from_args(retriever, response_mode="no_text")
        response = engine.query(args.question)
        if retriever.last_abstained:
            print(f"Discreet abstained (confidence {retriever.last_confidence:.2f}): hand off.")
            return
        for hit in response.source_nodes:
            print(f"[{hit.score:.3f}] {hit.node.metadata['citation']}")
            print(f"    {hit.node.get_content()[:160]}")


if __name__ == "__main__":
    main()
