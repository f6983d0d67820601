"""The README's quick start with the Python client, against `make run` (the demo tenant).

    .venv/bin/python examples/client_quickstart.py [--url http://127.0.0.1:8000]

Uses the demo's customer key from .discreet/demo-keys.json: the customer comes from the key
(`GET /v1/me`), a session is opened for it, one question is answered with citations and a
second one is streamed as the output guard releases it.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from discreet.client import Delta, DiscreetClient, StreamedReply


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--keys", default=".discreet/demo-keys.json", type=Path)
    args = parser.parse_args()
    key = json.loads(args.keys.read_text())["customer"]

    with DiscreetClient(args.url, key) as dc:
        me = dc.me()
        if me.customer_id is None:
            raise SystemExit("this example needs a customer-bound key")
        session = dc.create_session(me.customer_id)
        reply = dc.send_message(session.session_id, "How long do I have to return a jacket?")
        print(reply.reply)
        for c in reply.citations:
            print(f"  [{c.section}] document {c.document_id} v{c.version}")
        for event in dc.stream_message(
            session.session_id, "How long does international delivery take?"
        ):
            if isinstance(event, Delta):
                print(event.text, end="", flush=True)
            elif isinstance(event, StreamedReply) and event.replace:
                print("\n(the guard replaced the reply) " + event.reply, end="")
        print()
        dc.end_session(session.session_id)


if __name__ == "__main__":
    main()
