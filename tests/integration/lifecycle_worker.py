"""A worker *process* for the lifecycle tests, driven over stdin/stdout with JSON lines.

    python -m tests.integration.lifecycle_worker     (DISCREET_HOME etc. from the env)

Commands: {"cmd": "run_once"} / {"cmd": "drain"} / {"cmd": "reconcile", "deadline_s": n} /
{"cmd": "fault", "point": P, "marker": path, "go": path | null} / {"cmd": "exit"}.

A fault is one-shot. At point P the process writes `marker`, then waits for the file `go`
(or, with no `go`, forever — the test SIGKILLs it). Points:

* `before_store` — embeddings computed, nothing written yet;
* `in_store_tx`  — chunks inserted, inside the not yet committed store-and-activate
  transaction (a kill rolls it back);
* `before_complete` — chunks written and the version activated (committed), the job not
  yet marked done.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from discreet import worker as worker_module
from discreet.bootstrap import Container
from discreet.knowledge import indexing

__all__ = ["main"]


def _wait(marker: str, go: str | None) -> None:
    Path(marker).write_text(str(os.getpid()))
    while True:
        if go is not None and Path(go).exists():
            return
        time.sleep(0.02)


def _install(point: str, marker: str, go: str | None) -> None:
    fired = [False]

    def wrap(original: Callable[..., Any]) -> Callable[..., Any]:
        def patched(*args: Any, **kwargs: Any) -> Any:
            if not fired[0]:
                fired[0] = True
                _wait(marker, go)
            return original(*args, **kwargs)

        return patched

    if point == "before_store":
        indexing._store_and_activate = wrap(indexing._store_and_activate)  # type: ignore[attr-defined]
        # A hung process renews nothing: its lease runs out and the job is delivered again
        # (a live worker's heartbeat would keep the lease while it waits).
        worker_module.renew_lease = lambda *_args, **_kwargs: True  # type: ignore[assignment]
    elif point == "in_store_tx":
        indexing.activate_version = wrap(indexing.activate_version)  # type: ignore[assignment]
    elif point == "before_complete":
        worker_module.complete_job = wrap(worker_module.complete_job)  # type: ignore[assignment]
    else:
        raise ValueError(point)


def main() -> None:
    container = Container.build()
    container.redactor  # noqa: B018 - load the models before reporting ready
    container.embedder.embed([])
    w = container.worker(name=f"proc-{os.getpid()}")
    w._batch = 1  # one job per claim, so a test decides which worker gets which job
    print(json.dumps({"ready": os.getpid()}), flush=True)
    for line in sys.stdin:
        cmd = json.loads(line)
        kind = cmd["cmd"]
        reply: dict[str, Any]
        if kind == "run_once":
            reply = {"handled": w.run_once()}
        elif kind == "drain":
            reply = {"handled": w.drain()}
        elif kind == "reconcile":
            from discreet.services.jobs import reconcile_all

            reports = reconcile_all(
                container.engine,
                model_id=container.embedder.model_id,
                deadline_s=float(cmd.get("deadline_s", 900)),
            )
            reply = {"findings": sum(len(r.findings) for r in reports)}
        elif kind == "fault":
            _install(cmd["point"], cmd["marker"], cmd.get("go"))
            reply = {"ok": True}
        elif kind == "exit":
            print(json.dumps({"bye": True}), flush=True)
            return
        else:
            reply = {"error": kind}
        reply["stats"] = {"done": w.stats.done, "lost": w.stats.lost, "failed": w.stats.failed}
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
