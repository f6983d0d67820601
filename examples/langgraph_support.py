"""A LangGraph support graph over Discreet: customer memory as the graph's store, policy
search as its retriever, and a Discreet session as the chat history; offline (no model, no
network beyond loopback).

    make run                                   # in another terminal: the demo on :8000
    .venv/bin/python examples/langgraph_support.py "How long do I have to return a jacket?"

It needs the ``langgraph`` extra (in ``[dev]``). With the demo's agent key it records a
contact preference for the demo customer (staff work: Discreet redacts and consolidates
it); the graph then runs with the demo's customer-bound key, so the store, the retriever and
the history can reach that customer only, whatever the graph's state says. The graph
recalls the customer's memory, retrieves cited passages and prints what a model would be
given (or hands off when Discreet abstains); last, the question goes through Discreet's own
turn and the session's stored, redacted transcript is printed.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any, TypedDict

from langchain_core.documents import Document
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore

from discreet.client import DiscreetClient
from discreet.integrations.langchain import DiscreetChatHistory, DiscreetRetriever
from discreet.integrations.langgraph import DiscreetStore


class Support(TypedDict, total=False):
    question: str
    remembered: list[str]
    passages: list[Document]
    prompt: str


def support_graph(store: DiscreetStore, retriever: DiscreetRetriever) -> Any:
    """recall -> retrieve -> prompt; the customer is the key's, never the state's."""
    namespace = store.namespace()

    def recall(state: Support, *, store: BaseStore) -> Support:
        items = store.search(namespace)
        return {"remembered": [f"{i.namespace[-1]}.{i.key} = {i.value['value']}" for i in items]}

    def retrieve(state: Support) -> Support:
        return {"passages": retriever.invoke(state["question"])}

    def prompt(state: Support) -> Support:
        if not state["passages"]:
            return {"prompt": ""}
        sources = "\n".join(
            f"[{n}] {d.metadata['citation']}\n    {d.page_content[:160]}"
            for n, d in enumerate(state["passages"], 1)
        )
        known = "; ".join(state["remembered"]) or "nothing"
        return {"prompt": f"Known about the customer: {known}\nSources:\n{sources}"}

    builder = StateGraph(Support)
    builder.add_node("recall", recall)
    builder.add_node("retrieve", retrieve)
    builder.add_node("prompt", prompt)
    builder.add_edge(START, "recall")
    builder.add_edge("recall", "retrieve")
    builder.add_edge("retrieve", "prompt")
    builder.add_edge("prompt", END)
    return builder.compile(store=store)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("question")
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--keys", type=Path, default=Path(".discreet/demo-keys.json"))
    args = parser.parse_args()
    keys = json.loads(args.keys.read_text())

    with (
        DiscreetClient(args.url, keys["agent"]) as agent,
        DiscreetClient(args.url, keys["customer"]) as customer,
    ):
        store = DiscreetStore(customer)
        customer_id = store.identity.customer_id
        if customer_id is None:
            raise SystemExit("the demo's 'customer' key should be bound to a customer")
        staff = DiscreetStore(agent)
        preference = staff.namespace("contact_preference", customer_id=customer_id)
        staff.put(preference, "channel", {"value": "email"})
        print(f"Customer {customer_id}: remembered contact_preference.channel = email")

        graph = support_graph(store, DiscreetRetriever(client=customer, top_k=3))
        out = graph.invoke({"question": args.question})
        if out["prompt"]:
            print(f"\nWhat a model would be given:\n{out['prompt']}")
        else:
            print("\nDiscreet abstained: no passage is good enough, hand off.")

        history = DiscreetChatHistory.start(customer, customer_id)
        history.add_user_message(args.question)
        print("\nDiscreet's own turn, as the session stores it (redacted):")
        for message in history.messages:
            print(f"  {message.type:>5}: {message.content}")
        history.end()


if __name__ == "__main__":
    main()
