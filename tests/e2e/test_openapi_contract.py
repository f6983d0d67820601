"""The OpenAPI document is the contract (issues 21 and 15): Schemathesis, with all its
checks, fuzzes every operation of the document the test server serves, under each role's
key, no key and a bad key, and every check must pass with no 5xx.

The checks: each answer's status, content type, headers and body are declared; requests the
schema allows are accepted and requests it forbids are refused; a method the path lacks is
405 with ``Allow``; an operation that needs a key refuses a request without one. Generation
is seeded and deterministic, so CI sees the same cases each run; `fuzz` is also what
``benchmarks/openapi_fuzz.py`` runs with more examples.

The fuzzing keys are a tenant of their own, made here: whatever they erase, revoke or
delete is that tenant's (keys, rows and ids are tenant-scoped), never another test's.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from uuid import uuid4

import httpx
import pytest
import schemathesis
from schemathesis import engine as st_engine
from schemathesis.engine import events

from discreet.bootstrap import Container
from discreet.services.admin import create_customer, issue_api_key, staff_principal
from discreet.services.cases import open_case
from discreet.services.documents import upload
from discreet.services.sessions import start_session
from discreet.tenancy import Role
from discreet.tenancy.directory import create_tenant

pytestmark = pytest.mark.e2e

ROLES = ("admin", "content", "agent", "auditor", "customer", "no key", "bad key")
SEED = 21
EXAMPLES = 3  # per operation and generation mode in the suite; the benchmark runs more

# Schemathesis expects a request the schema allows to be accepted (2xx), found missing
# (404), conflicting (409) or refused for its key (401, 403, 429). These operations also
# answer 400 to such requests, because their use case checks a meaning no JSON Schema can
# state: which version pairs a document has, whether an anchor was issued for this chain,
# what the tenant's capture rules accept, what is inside an uploaded file (415 when its
# format is none of those accepted) or a settings section, and "value or status, at least
# one not null". The document declares those answers; anywhere else they fail the run.
_SEMANTIC = {
    ("GET", "/v1/documents/{document_id}/diff"): (400,),
    ("POST", "/v1/audit/verify"): (400,),
    ("POST", "/v1/customers/{customer_id}/memory"): (400,),
    ("PATCH", "/v1/customers/{customer_id}/memory/{fact_id}"): (400,),
    ("POST", "/v1/cases/{case_id}/decisions"): (400,),
    ("POST", "/v1/documents"): (400, 415),
    ("PUT", "/v1/documents/{document_id}"): (400, 415),
    ("PUT", "/v1/settings/{section}"): (400,),
}
_ACCEPTED = ["2xx", "3xx", 401, 403, 404, 409, 429]


@dataclass
class FuzzResult:
    """What one role's run sent and found."""

    role: str
    cases: Counter[str] = field(default_factory=Counter)  # operation -> cases generated
    requests: int = 0
    server_errors: int = 0
    failures: list[str] = field(default_factory=list)

    def report(self) -> str:
        return "\n".join(self.failures[:40]) + (
            f"\n... and {len(self.failures) - 40} more" if len(self.failures) > 40 else ""
        )


def config(
    key: str | None, *, examples: int, seed: int = SEED, ids: dict[str, str] | None = None
) -> schemathesis.Config:
    """All checks, positive and negative cases, deterministic; `key` as a bearer key; an
    id parameter (path, query or body) is one of `ids` in half the cases, so the use cases
    behind the 404 are fuzzed too."""
    ids = ids or {}
    settings: dict[str, Any] = {
        "seed": seed,
        "dictionaries": {name: {"values": [value]} for name, value in ids.items()},
        "parameters": {
            f"{where}.{name}": {"dictionary": name, "probability": 0.5}
            for name in ids
            for where in ("path", "query", "body")
        },
        "workers": 1,
        "generation": {"mode": "all", "max-examples": examples, "deterministic": True},
        "checks": {"enabled": True},
        # Ids read back from answers are not replayed: an admin's GET /v1/keys lists its
        # own key, and DELETE /v1/keys/{id} with it revoked the fuzzing key mid-run, after
        # which every case was a 401 that passes every check. For the same reason, and
        # because its sequences are not bounded by the example count, no stateful phase.
        "phases": {
            "coverage": {"extra-data-sources": {"responses": False}},
            "fuzzing": {"extra-data-sources": {"responses": False}},
            "stateful": {"enabled": False},
        },
        "operations": [
            {
                "include-name": f"{method} {path}",  # path and method filters would be OR-ed
                "checks": {"positive_data_acceptance": {"expected-statuses": [*_ACCEPTED, *also]}},
            }
            for (method, path), also in _SEMANTIC.items()
        ],
    }
    if key is not None:
        settings["headers"] = {"Authorization": f"Bearer {key}"}
    return schemathesis.Config.from_dict(settings)


def fuzz(
    base_url: str,
    role: str,
    key: str | None,
    *,
    examples: int,
    seed: int = SEED,
    ids: dict[str, str] | None = None,
) -> FuzzResult:
    """Run Schemathesis against the document `base_url` serves, as `key`."""
    schema = schemathesis.openapi.from_url(
        f"{base_url}/openapi.json", config=config(key, examples=examples, seed=seed, ids=ids)
    )
    result = FuzzResult(role)
    for event in st_engine.from_schema(schema).execute():
        if isinstance(event, events.ScenarioFinished):
            recorder = event.recorder
            result.cases[recorder.label] += len(recorder.cases)
            for interaction in recorder.interactions.values():
                result.requests += 1
                response = interaction.response
                if response is not None and response.status_code >= 500:
                    result.server_errors += 1
                    result.failures.append(f"{recorder.label}: {response.status_code}")
            for case_id, checks in recorder.checks.items():
                for check in checks:
                    if check.failure_info is not None:
                        case = recorder.cases[case_id].value
                        failure = check.failure_info.failure
                        answer = recorder.interactions.get(case_id)
                        got = answer.response if answer is not None else None
                        result.failures.append(
                            f"{recorder.label} [{check.name}] {failure.title}: "
                            f"{(failure.message or '').splitlines()[0][:200]}\n"
                            f"    {case.as_curl_command()[:600]}\n"
                            f"    -> {got.status_code if got else None} "
                            f"{got.content[:300] if got else b''!r}"
                        )
        elif isinstance(event, events.NonFatalError | events.FatalError):
            error = getattr(event, "value", None) or getattr(event, "exception", None)
            result.failures.append(f"engine error: {type(error).__name__}: {error}"[:300])
    return result


@dataclass(frozen=True)
class FuzzTenant:
    """A tenant made for one run: a key per role, and ids of things it holds."""

    keys: dict[str, str | None]
    ids: dict[str, str]  # parameter name -> an id of this tenant's


def fuzz_tenant(container: Container) -> FuzzTenant:
    """A tenant of its own: one customer with a session and a case, a policy document, and a
    key per role (the customer key bound to that customer)."""
    with container.admin_engine.begin() as conn:
        tenant_id = create_tenant(conn, f"openapi-fuzz-{uuid4().hex[:12]}")
    customer = create_customer(container.engine, tenant_id, external_id="fuzz-customer")
    staff = {"admin": Role.ADMIN, "content": Role.CONTENT, "agent": Role.AGENT}
    keys: dict[str, str | None] = {
        name: issue_api_key(container.engine, tenant_id, roles={role}).api_key
        for name, role in {**staff, "auditor": Role.AUDITOR}.items()
    }
    keys["customer"] = issue_api_key(
        container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customer
    ).api_key
    keys["no key"] = None
    keys["bad key"] = "dk_" + uuid4().hex  # the shape of a key, issued to no one
    operator = staff_principal(tenant_id)
    session = start_session(
        container.engine, operator, customer_id=customer, case_id=None, ttl_s=3600
    )
    case = open_case(container.engine, container.redactor, operator, customer_id=customer)
    document = upload(
        container.engine,
        container.blobs,
        operator,
        title="Returns",
        scope="returns",
        filename="returns.md",
        content_type="text/markdown",
        data=b"# Returns\n\nItems can be returned within 30 days with the receipt.\n",
    )
    ids = {
        "customer_id": str(customer),
        "session_id": str(session.id),
        "case_id": str(case.case_id),
        "document_id": str(document.document_id),
    }
    return FuzzTenant(keys, ids)


def fuzz_keys(container: Container) -> dict[str, str | None]:
    return fuzz_tenant(container).keys


@pytest.fixture(scope="module")
def keys(container: Container) -> dict[str, str | None]:
    """Keys of a tenant no fuzzing run touches, for the tests after the runs."""
    return fuzz_keys(container)


def still_valid(base_url: str, key: str) -> bool:
    return httpx.get(f"{base_url}/v1/me", headers={"Authorization": f"Bearer {key}"}).is_success


@pytest.mark.parametrize("role", ROLES)
def test_every_operation_keeps_the_contract(server: str, container: Container, role: str) -> None:
    tenant = fuzz_tenant(container)  # each run its own tenant: what it deletes is its own
    key = tenant.keys[role]
    result = fuzz(server, role, key, examples=EXAMPLES, ids=tenant.ids)
    assert result.requests > 0 and len(result.cases) >= 40, result.cases
    assert result.server_errors == 0, result.report()
    assert not result.failures, result.report()
    if key is not None and role != "bad key":  # the run kept its key: its cases counted
        assert still_valid(server, key)


def test_undeclared_method_answers_405_with_every_method_of_the_path(server: str) -> None:
    """GET and DELETE of a session are two routes: a PUT is 405 naming both."""
    r = httpx.put(f"{server}/v1/sessions/{uuid4()}", timeout=30)
    assert r.status_code == 405, r.text
    assert {m.strip() for m in r.headers["allow"].split(",")} >= {"GET", "DELETE"}
    assert r.json()["error"]["code"] == "method_not_allowed"


def test_a_cursor_in_other_digits_is_refused_not_a_500(
    server: str, keys: dict[str, str | None]
) -> None:
    """'²' is a digit to `str.isdigit` and not to `int`: the schema's ASCII pattern refuses it."""
    r = httpx.get(
        f"{server}/v1/audit",
        params={"after": "²"},
        headers={"Authorization": f"Bearer {keys['auditor']}"},
        timeout=30,
    )
    assert r.status_code == 422, r.text


def test_timestamps_are_iso_text_not_numbers(server: str, keys: dict[str, str | None]) -> None:
    """pydantic would read ``since=0`` as 1970; the document says date-time, so it is refused."""
    headers = {"Authorization": f"Bearer {keys['auditor']}"}
    refused = httpx.get(f"{server}/v1/audit", params={"since": "0"}, headers=headers, timeout=30)
    assert refused.status_code == 422, refused.text
    taken = httpx.get(
        f"{server}/v1/audit", params={"since": "2026-01-01T00:00:00Z"}, headers=headers, timeout=30
    )
    assert taken.status_code == 200, taken.text


def test_metrics_declares_its_text_content_type(server: str) -> None:
    document = httpx.get(f"{server}/openapi.json", timeout=30).json()
    declared = document["paths"]["/metrics"]["get"]["responses"]["200"]["content"]
    assert list(declared) == ["text/plain"]
    assert (
        httpx.get(f"{server}/metrics", timeout=30).headers["content-type"].startswith("text/plain")
    )
