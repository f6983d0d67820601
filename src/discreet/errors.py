"""One exception tree, rooted at `DiscreetError`; each class has a stable error code.

    DiscreetError
    ├── InvalidInput            400 invalid_input
    │   └── UnsupportedFormat   415 unsupported_format
    ├── Unauthenticated         401 unauthenticated
    ├── Forbidden               403 forbidden
    ├── NotFound                404 not_found
    │   └── ScopeViolation      404 not_found (an id from another customer, case or tenant)
    ├── Conflict                409 conflict
    ├── Gone                    410 gone (an expired or ended session)
    ├── RedactionFailed         422 redaction_failed (fail closed: nothing was stored)
    └── Unavailable             503 unavailable (a dependency is down)

The HTTP layer maps each to its status and `{"error": {"code", "message"}}`; the CLI prints
the message and exits non-zero. Messages say what to fix and never carry user text.
"""

from __future__ import annotations

from typing import Any, ClassVar

__all__ = [
    "Conflict",
    "DiscreetError",
    "Forbidden",
    "Gone",
    "InvalidInput",
    "NotFound",
    "RedactionFailed",
    "ScopeViolation",
    "Unauthenticated",
    "Unavailable",
    "UnsupportedFormat",
]


class DiscreetError(Exception):
    code: ClassVar[str] = "error"
    status: ClassVar[int] = 500

    def __init_subclass__(cls, *, code: str = "", status: int = 0, **kwargs: Any) -> None:
        """`class X(Parent, code="x", status=400)`: a subclass names its own code and status
        in its header; without them it keeps its parent's."""
        super().__init_subclass__(**kwargs)
        if code:
            cls.code = code
        if status:
            cls.status = status

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidInput(DiscreetError, code="invalid_input", status=400): ...


class UnsupportedFormat(InvalidInput, code="unsupported_format", status=415): ...


class Unauthenticated(DiscreetError, code="unauthenticated", status=401): ...


class Forbidden(DiscreetError, code="forbidden", status=403): ...


class NotFound(DiscreetError, code="not_found", status=404): ...


class Conflict(DiscreetError, code="conflict", status=409): ...


class Gone(DiscreetError, code="gone", status=410): ...


class ScopeViolation(NotFound):
    """An id that belongs to another customer, case or tenant: answered exactly like a
    missing id, so the response does not reveal that it exists."""


class RedactionFailed(DiscreetError, code="redaction_failed", status=422): ...


class Unavailable(DiscreetError, code="unavailable", status=503): ...
