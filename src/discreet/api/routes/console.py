"""The operator's console under ``/console``: its page and two assets, from the package.

No API key is needed to load them (they hold no data); the page asks for one and calls
``/v1`` with it. Their content security policy lets the page run its own script and style
sheet and reach this origin only, nothing inline and nothing from elsewhere.
"""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import RedirectResponse, Response

from discreet.console import ASSETS, asset
from discreet.errors import NotFound

__all__ = ["CONSOLE_CSP", "router"]

router = APIRouter(prefix="/console", tags=["console"], include_in_schema=False)

CONSOLE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)


def _serve(name: str) -> Response:
    return Response(
        asset(name),
        media_type=ASSETS[name],
        headers={"Content-Security-Policy": CONSOLE_CSP, "Cache-Control": "no-cache"},
    )


@router.get("")
def console_root() -> RedirectResponse:
    return RedirectResponse("/console/", status_code=308)


@router.get("/")
def console_page() -> Response:
    return _serve("index.html")


@router.get("/assets/{name}")
def console_asset(name: str) -> Response:
    if name == "index.html" or name not in ASSETS:
        raise NotFound("no such console file")
    return _serve(name)
