"""A Discreet session as LlamaIndex's chat store, read through a ChatMemoryBuffer; offline (no
model, no network beyond loopback).

    make run                                   # in another terminal: the demo on :8000
    .venv/bin/python examples/llamaindex_chat_store.py \\
        "My email is jo@example.com. How long do I have to return a jacket?"

It needs the ``llamaindex`` extra (in ``[dev]``). It runs with the demo's customer-bound key,
so the store can open and read that customer's sessions only. Each question put into the
memory buffer is a Discreet turn (redacted, answered from Discreet's policies, guarded,
audited); the buffer then reads back the session as Discreet stores it, with placeholders
where the personal data was. A reply written elsewhere is refused, and the session is ended
at the close (its turns stay for the audit trail).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from llama_index.core.llms import ChatMessage, MessageRole
from llama_index.core.memory import ChatMemoryBuffer

from discreet.client import DiscreetClient
from discreet.integrations.llamaindex import DiscreetChatStore, UnsupportedByDiscreet


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("question", nargs="+", help="one or more customer messages, in order")
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--keys", type=Path, default=Path(".discreet/demo-keys.json"))
    args = parser.parse_args()
    key = json.loads(args.keys.read_text())["customer"]

    with DiscreetClient(args.url, key) as api:
        customer_id = api.me().customer_id
        if customer_id is None:
            raise SystemExit("the demo's 'customer' key should be bound to a customer")
        store = DiscreetChatStore(api)
        chat_key = store.open(customer_id)
        memory = ChatMemoryBuffer.from_defaults(
            chat_store=store,
            chat_store_key=chat_key,
            token_limit=3000,
            tokenizer_fn=str.split,  # offline: no tokenizer download
        )
        for question in args.question:
            memory.put(ChatMessage(role=MessageRole.USER, content=question))
            reply = store.last_reply
            if reply is not None:
                state = "handed off" if reply.handoff else f"{len(reply.citations)} citation(s)"
                print(f"Discreet answered ({state}); reply as shown to this customer:")
                print(f"  {reply.reply}\n")

        print(f"Session {chat_key}, as the memory buffer reads it (redacted):")
        for message in memory.get():
            print(f"  {message.role.value:>9}: {message.content}")

        try:
            memory.put(ChatMessage(role=MessageRole.ASSISTANT, content="Written elsewhere"))
        except UnsupportedByDiscreet as refused:
            print(f"\nRefused, as it should be: {refused}")
        store.end(chat_key)


if __name__ == "__main__":
    main()
