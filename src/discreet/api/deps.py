"""FastAPI dependencies as `Annotated` aliases: the container, the caller's principal and
the principal of a key that has one of the roles an endpoint allows.

A handler declares who may call it in its signature (``principal: AuditPrincipal``); the
role aliases are the one place the allowed roles are spelled. A refused key answers 403
with the same error as ``Principal.require``. FastAPI solves dependencies before it
validates the path, query and body, so a role dependency would answer 403 where a request
that is also malformed has always answered 422: on a refusal, `requires` first validates
the request as the route will and answers its 422 when it is malformed. A refused key
never reaches the handler either way.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from email.message import Message
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.datastructures import DefaultPlaceholder
from fastapi.dependencies.utils import request_body_to_args, request_params_to_args
from fastapi.exceptions import RequestValidationError
from fastapi.params import Form
from fastapi.routing import APIRoute
from pydantic_core import PydanticUndefined

from discreet.api.responses import raises
from discreet.bearer import bearer_token as read_bearer
from discreet.bootstrap import Container
from discreet.errors import Forbidden, Unauthenticated
from discreet.logging import bind_ids
from discreet.services.auth import authenticate_key
from discreet.tenancy import Principal, Role
from discreet.tenancy.oidc import authenticate_token, looks_like_jwt, verifier_for

__all__ = [
    "AdminPrincipal",
    "AuditPrincipal",
    "ChatPrincipal",
    "ChatReaderPrincipal",
    "ContainerDep",
    "ContentPrincipal",
    "ContentReaderPrincipal",
    "PrincipalDep",
    "SearchPrincipal",
    "StaffPrincipal",
    "bearer_token",
    "get_container",
    "get_principal",
    "requires",
]


async def get_container(request: Request) -> Container:
    """The app's container (async: it only reads `app.state`, no thread-pool hop)."""
    container: Container = request.app.state.container
    return container


ContainerDep = Annotated[Container, Depends(get_container)]


def bearer_token(request: Request) -> str | None:
    """The token of the request's ``Authorization: Bearer <token>``, None if there is none."""
    return read_bearer(request.headers.get("authorization", ""))


@raises(Unauthenticated)
def get_principal(request: Request, container: ContainerDep) -> Principal:
    token = bearer_token(request)
    if token is None:
        raise Unauthenticated("send 'Authorization: Bearer <api key>'")
    verifier = verifier_for(request.app.state, container.settings)
    if verifier is not None and looks_like_jwt(token):  # a token from the team's provider
        principal = authenticate_token(container.engine, verifier, token)
    else:
        principal = authenticate_key(container.engine, token)
    bind_ids(tenant_id=str(principal.tenant_id))
    return principal


PrincipalDep = Annotated[Principal, Depends(get_principal)]


def requires(*roles: Role) -> Callable[[Request, Principal], Awaitable[Principal]]:
    """A dependency: the caller's principal when its key has any of `roles`; otherwise the
    route's 422 if the request is malformed, else ``Principal.require``'s 403."""
    allowed = frozenset(roles)

    @raises(Forbidden)
    async def principal_with_role(request: Request, principal: PrincipalDep) -> Principal:
        if not principal.roles & allowed:
            await _refuse_malformed(request)
            principal.require(*roles)  # raises Forbidden: the key has none of `roles`
        return principal

    return principal_with_role


async def _refuse_malformed(request: Request) -> None:
    """Raise the route's own validation error when the request's path, query, headers,
    cookies or body do not validate (what FastAPI would answer after the dependencies)."""
    route = request.scope.get("route")
    if not isinstance(route, APIRoute):
        return
    dependant = route.dependant
    errors: list[Any] = []
    for fields, received in (
        (dependant.path_params, request.path_params),
        (dependant.query_params, request.query_params),
        (dependant.header_params, request.headers),
        (dependant.cookie_params, request.cookies),
    ):
        errors += request_params_to_args(fields, received)[1]
    if dependant.body_params:
        _, body_errors = await request_body_to_args(
            body_fields=dependant.body_params,
            received_body=await _received_body(request, route),
            embed_body_fields=bool(getattr(route, "_embed_body_fields", False)),
        )
        errors += body_errors
    if errors:
        raise RequestValidationError(errors)


async def _received_body(request: Request, route: APIRoute) -> Any:
    """The body as the route's handler read it (Starlette caches the form and the bytes)."""
    if route.body_field is not None and isinstance(route.body_field.field_info, Form):
        return await request.form()
    body = await request.body()
    if not body:
        return PydanticUndefined
    content_type = request.headers.get("content-type")
    strict = route.strict_content_type
    if not content_type:
        lax = not (strict.value if isinstance(strict, DefaultPlaceholder) else strict)
        return await request.json() if lax else body
    message = Message()
    message["content-type"] = content_type
    subtype = message.get_content_subtype()
    if message.get_content_maintype() == "application" and (
        subtype == "json" or subtype.endswith("+json")
    ):
        return await request.json()
    return body


AdminPrincipal = Annotated[Principal, Depends(requires(Role.ADMIN))]
"""An admin key."""
AuditPrincipal = Annotated[Principal, Depends(requires(Role.AUDITOR, Role.ADMIN))]
"""An auditor or admin key: the audit trail."""
StaffPrincipal = Annotated[Principal, Depends(requires(Role.AGENT, Role.ADMIN))]
"""An agent or admin key: staff acting for any customer of the tenant."""
ChatPrincipal = Annotated[Principal, Depends(requires(Role.AGENT, Role.CUSTOMER, Role.ADMIN))]
"""An agent, customer or admin key: chat sessions and a customer's memory."""
ChatReaderPrincipal = Annotated[
    Principal, Depends(requires(Role.AGENT, Role.CUSTOMER, Role.ADMIN, Role.AUDITOR))
]
"""A chat key or an auditor's: reading a session's transcript."""
ContentPrincipal = Annotated[Principal, Depends(requires(Role.CONTENT, Role.ADMIN))]
"""A content or admin key: writing policy documents."""
ContentReaderPrincipal = Annotated[
    Principal, Depends(requires(Role.CONTENT, Role.ADMIN, Role.AUDITOR))
]
"""A content key or an auditor's: reading policy documents."""
SearchPrincipal = Annotated[
    Principal, Depends(requires(Role.AGENT, Role.CONTENT, Role.ADMIN, Role.CUSTOMER))
]
"""Any key but an auditor's: policy search."""
