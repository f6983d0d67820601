"""What each operation can answer besides its success, as the OpenAPI document says it.

Every error answer has one shape, `ErrorBody`. An operation's error answers come from three
places, each declared once:

- its dependencies: a dependency says what it raises with `raises` (the API key's 401, a
  role's 403, the rate limit's 429), and every operation that depends on it, directly or
  through its router, answers those;
- what the app does to every request of a kind: ``/v1`` passes admission (503 with
  ``Retry-After``), a body is counted against its limit (413), parameters and bodies pass
  the door (422, and 400 for a body that cannot be parsed), and an id in the path that
  names nothing of the tenant's is 404;
- what its use case raises besides: the route's own ``responses=errors(Conflict, ...)``.

`declare_errors` adds the first two to the document when it is first built, and the bearer
key scheme the ``/v1`` operations take.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from fastapi import FastAPI, routing
from fastapi.dependencies.models import Dependant

from discreet.api.schemas import ErrorBody
from discreet.errors import DiscreetError, Unauthenticated, Unavailable

__all__ = ["BEARER_SCHEME", "declare_errors", "errors", "raises"]

F = TypeVar("F", bound=Callable[..., Any])

BEARER_SCHEME = "apiKey"
"""The name of the security scheme (``Authorization: Bearer <api key>``) in the document."""

_ERROR_REF = "#/components/schemas/ErrorBody"

# What each status means for any operation; the codes are the `error.code` values it carries.
_MEANING: dict[int, str] = {
    400: (
        "Invalid input: a body that cannot be parsed, or a meaning the schema cannot "
        "express that the use case checks"
    ),
    401: "No API key, or not a valid one",
    403: "The key's roles do not allow this",
    404: "No such resource in this tenant (or not the key's customer's)",
    409: "Conflicts with the resource's current state",
    410: "No longer available",
    413: "The body is larger than the limit",
    415: "The file's format is not supported",
    422: (
        "A parameter or field is invalid (invalid_input: the field and the reason, never "
        "the value), or the text could not be redacted (redaction_failed)"
    ),
    429: "Too many requests for the key or the tenant; retry after Retry-After seconds",
    503: "Overloaded, or a dependency is unavailable; retry after Retry-After seconds",
}
_RETRY_AFTER = {
    "Retry-After": {
        "description": "seconds to wait before retrying",
        "required": True,
        "schema": {"type": "integer", "minimum": 0},
    }
}

_RAISED: dict[Callable[..., Any], tuple[type[DiscreetError], ...]] = {}


def raises(*raised: type[DiscreetError]) -> Callable[[F], F]:
    """Mark a dependency: every operation that depends on it can answer these errors."""

    def mark(dependency: F) -> F:
        _RAISED[dependency] = raised
        return dependency

    return mark


def _answer(status: int) -> dict[str, Any]:
    """An error answer: what it means, and its body (JSON, whatever the route's success)."""
    answer: dict[str, Any] = {
        "description": _MEANING[status],
        "content": {"application/json": {"schema": {"$ref": _ERROR_REF}}},
    }
    if status in (429, 503):
        answer["headers"] = _RETRY_AFTER
    return answer


def errors(*raised: type[DiscreetError]) -> dict[int | str, dict[str, Any]]:
    """A route's ``responses=`` for the errors its use case raises, in the error shape."""
    return {e.status: _answer(e.status) for e in raised}


def _raised_by(dependant: Dependant) -> Iterator[type[DiscreetError]]:
    if dependant.call is not None:
        yield from _RAISED.get(dependant.call, ())
    for sub in dependant.dependencies:
        yield from _raised_by(sub)


def _is_id(parameter: dict[str, Any]) -> bool:
    schema: dict[str, Any] = parameter.get("schema", {})
    return schema.get("format") == "uuid" or schema.get("type") == "integer"


def _derived(path: str, operation: dict[str, Any], dependant: Dependant) -> set[int]:
    statuses = {e.status for e in _raised_by(dependant)}
    parameters = operation.get("parameters", [])
    if parameters or "requestBody" in operation:
        statuses.add(422)
    if "requestBody" in operation:
        statuses |= {400, 413}  # a body that cannot be parsed; one past the limit
    if any(p.get("in") == "path" and _is_id(p) for p in parameters):
        statuses.add(404)
    if path.startswith("/v1/"):
        statuses.add(Unavailable.status)  # admission; and the database may be down
    return statuses


def _document(app: FastAPI, schema: dict[str, Any]) -> None:
    components = schema.setdefault("components", {})
    definitions = ErrorBody.model_json_schema(ref_template="#/components/schemas/{model}")
    nested = definitions.pop("$defs", {})
    components.setdefault("schemas", {}).update({**nested, "ErrorBody": definitions})
    for context in routing.iter_route_contexts(app.routes):
        route, path = context.original_route, context.path_format
        if not isinstance(route, routing.APIRoute) or not route.include_in_schema or not path:
            continue
        for method in context.methods or ():
            operation = schema["paths"].get(path, {}).get(method.lower())
            if operation is None:
                continue
            dependant: Dependant = context.dependant
            answers = operation.setdefault("responses", {})
            for status in sorted(_derived(path, operation, dependant)):
                # FastAPI's own 422 describes its error list; ours is the error shape.
                answers[str(status)] = _answer(status)
            if Unauthenticated in set(_raised_by(dependant)):
                operation["security"] = [{BEARER_SCHEME: []}]
    components.setdefault("securitySchemes", {})[BEARER_SCHEME] = {
        "type": "http",
        "scheme": "bearer",
        "description": "An API key of the tenant (or a token of its identity provider)",
    }
    for unused in ("HTTPValidationError", "ValidationError"):
        components["schemas"].pop(unused, None)


def declare_errors(app: FastAPI) -> None:
    """Make `app`'s OpenAPI document declare every operation's error answers."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            _document(app, build())  # `build` keeps the document in `app.openapi_schema`
        return app.openapi_schema or {}

    app.openapi = openapi  # type: ignore[method-assign]
