"""FastAPI dependencies as `Annotated` aliases: the container and the caller's principal."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from discreet.bootstrap import Container
from discreet.errors import Unauthenticated
from discreet.logging import bind_ids
from discreet.services.auth import authenticate_key
from discreet.tenancy import Principal

__all__ = ["ContainerDep", "PrincipalDep", "bearer_token", "get_container", "get_principal"]


def get_container(request: Request) -> Container:
    container: Container = request.app.state.container
    return container


ContainerDep = Annotated[Container, Depends(get_container)]


def bearer_token(request: Request) -> str | None:
    """The token of the request's ``Authorization: Bearer <token>``, None if there is none."""
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def get_principal(request: Request, container: ContainerDep) -> Principal:
    token = bearer_token(request)
    if token is None:
        raise Unauthenticated("send 'Authorization: Bearer <api key>'")
    principal = authenticate_key(container.engine, token)
    bind_ids(tenant_id=str(principal.tenant_id))
    return principal


PrincipalDep = Annotated[Principal, Depends(get_principal)]
