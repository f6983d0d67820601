"""How many threads a matrix product may use, set around one call.

numpy's OpenBLAS starts a thread per core and its threads spin while they wait. The models
Discreet runs in process (the embedder, spaCy's tagger and NER) multiply small matrices, where
a second thread saves little and its spinning takes a core from the other requests, workers or
tests on the machine; so each call says how many threads it may use.

A leaf: imports nothing of Discreet's.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Any

__all__ = ["blas_threads"]

_CONTROLLER: list[Any] = []  # the threadpoolctl controller (or None without it), made once
_LOCK = threading.Lock()


def blas_threads(threads: int | None) -> contextlib.AbstractContextManager[object]:
    """Limit BLAS to `threads` threads for the `with` block; None leaves it as it is."""
    if threads is None:
        return contextlib.nullcontext()
    with _LOCK:
        if not _CONTROLLER:
            try:
                from threadpoolctl import ThreadpoolController  # type: ignore[import-untyped]
            except ImportError:  # scikit-learn depends on it; without it, no limit
                _CONTROLLER.append(None)
            else:
                _CONTROLLER.append(ThreadpoolController())
    controller = _CONTROLLER[0]
    if controller is None:
        return contextlib.nullcontext()
    limit: contextlib.AbstractContextManager[object] = controller.limit(
        limits=threads, user_api="blas"
    )
    return limit
