"""A tenant's settings (admin): the memory capture rules and the redaction allow-list and
patterns. Each section is validated whole, versioned and audited (`settings_changed`).

`PUT` replaces the section; send the `version` you read to be told (409) when someone else
changed it since. Other keys are refused (403), auditors included: an allow-list is what
the redactor lets through.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

from discreet.api.deps import AdminPrincipal, ContainerDep
from discreet.api.inputs import JSON_NUMBER
from discreet.api.responses import errors
from discreet.errors import Conflict, InvalidInput
from discreet.services import settings as tenant_settings
from discreet.services.settings import SettingsView

__all__ = ["SettingsPublic", "SettingsUpdate", "router"]

router = APIRouter(prefix="/v1/settings", tags=["settings"])

SectionName = Literal["memory", "redaction"]


class SettingsUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    settings: dict[str, Any] = Field(description="the whole section, as GET returns it")
    version: Annotated[int, Field(ge=0), JSON_NUMBER] | None = Field(
        None, description="the version you read; 409 when it is no longer current"
    )


class SettingsPublic(BaseModel):
    section: SectionName
    version: int = Field(description="0 until the tenant first changes the section")
    settings: dict[str, Any] = Field(description="the tenant's own values")
    effective: dict[str, Any] = Field(description="what applies: defaults filled in")


def _public(view: SettingsView) -> SettingsPublic:
    return SettingsPublic(
        section=view.section,
        version=view.version,
        settings=dict(view.settings),
        effective=dict(view.effective),
    )


@router.get("/{section}", response_model=SettingsPublic)
def read_settings(
    section: SectionName, principal: AdminPrincipal, c: ContainerDep
) -> SettingsPublic:
    return _public(tenant_settings.read_settings(c.engine, principal, section))


@router.put("/{section}", response_model=SettingsPublic, responses=errors(InvalidInput, Conflict))
def write_settings(
    section: SectionName, body: SettingsUpdate, principal: AdminPrincipal, c: ContainerDep
) -> SettingsPublic:
    view = tenant_settings.write_settings(
        c.engine, principal, section, body.settings, expected_version=body.version
    )
    return _public(view)
