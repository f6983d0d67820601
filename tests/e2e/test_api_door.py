"""The door of the API under hostile input, over real HTTP (the `server` fixture).

A table of more than a hundred hostile requests across the endpoints — NUL bytes, lone
surrogates, control characters, line breaks in single-line fields, empty and overlong
values, other tenants' and other customers' ids, broken bodies — each must answer 4xx
(never 500) and leave nothing behind: the same row counts for both tenants and the same
files in the blob store. Then what the door normalises (a trailing newline in an upload's
`scope` or `owner`), another tenant's `document_id` answering like this tenant's own, a
refused upload leaving no file, body-size limits (a 50 MB upload refused before it is
read), and the security headers.
"""

from __future__ import annotations

import json
import socket
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit
from uuid import UUID, uuid4

import httpx
import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.services.admin import create_api_key, create_customer
from discreet.tenancy import Role
from tests.conftest import client
from tests.support.tenants import tenant_with_account

pytestmark = pytest.mark.e2e

POLICY = b"# Returns\n\nItems can be returned within 30 days with the receipt.\n"
_TABLES = (
    "documents",
    "document_versions",
    "memory_facts",
    "memory_revisions",
    "sessions",
    "turns",
    "customers",
    "accounts",
    "api_keys",
)


@dataclass(frozen=True)
class World:
    """Two tenants: A acts, B is the victim whose ids A tries."""

    tenant_a: UUID
    tenant_b: UUID
    content_a: str  # content + admin
    agent_a: str
    customer_key_a: str  # customer key of customer_a
    customer_a: str
    other_customer_a: str
    account_a: str
    session_a: str
    fact_a: str
    customer_b: str
    document_b: str
    content_b: str


@pytest.fixture(scope="module")
def world(server: str, container: Container) -> World:
    stamp = time.time_ns()
    tenant_a, customer_a, account_a = tenant_with_account(container, f"door-a-{stamp}")
    tenant_b, customer_b, _ = tenant_with_account(container, f"door-b-{stamp}")
    other_a = create_customer(container.engine, tenant_a, external_id="c-2")
    content_a = create_api_key(container.engine, tenant_a, roles={Role.CONTENT, Role.ADMIN})
    agent_a = create_api_key(container.engine, tenant_a, roles={Role.AGENT})
    customer_key_a = create_api_key(
        container.engine, tenant_a, roles={Role.CUSTOMER}, customer_id=UUID(customer_a)
    )
    content_b = create_api_key(container.engine, tenant_b, roles={Role.CONTENT, Role.ADMIN})
    with client(server, content_b) as http:
        r = http.post(
            "/v1/documents",
            data={"title": "B returns", "scope": "returns"},
            files={"file": ("b.md", POLICY, "text/markdown")},
        )
        assert r.status_code == 202, r.text
        document_b = r.json()["document_id"]
    with client(server, agent_a) as http:
        r = http.post("/v1/sessions", json={"customer_id": customer_a})
        assert r.status_code == 201, r.text
        session_a = r.json()["session_id"]
    with client(server, content_a) as http:
        r = http.post(
            f"/v1/customers/{customer_a}/memory",
            json={"category": "contact_preference", "key": "channel", "value": "email"},
        )
        assert r.status_code == 201, r.text
        fact_a = r.json()["fact_id"]
    return World(
        tenant_a=tenant_a,
        tenant_b=tenant_b,
        content_a=content_a,
        agent_a=agent_a,
        customer_key_a=customer_key_a,
        customer_a=customer_a,
        other_customer_a=str(other_a),
        account_a=account_a,
        session_a=session_a,
        fact_a=fact_a,
        customer_b=customer_b,
        document_b=document_b,
        content_b=content_b,
    )


def _snapshot(container: Container, w: World) -> dict[str, object]:
    """Row counts of both tenants and the files of both tenants in the blob store."""
    counts = ", ".join(
        f"(SELECT count(*) FROM {t} WHERE tenant_id = :a), "
        f"(SELECT count(*) FROM {t} WHERE tenant_id = :b)"
        for t in _TABLES
    )
    with container.admin_engine.connect() as conn:
        row = conn.execute(text(f"SELECT {counts}"), {"a": w.tenant_a, "b": w.tenant_b}).one()
    snapshot: dict[str, object] = {
        f"{t}.{name}": row[2 * i + j]
        for i, t in enumerate(_TABLES)
        for j, name in enumerate(("a", "b"))
    }
    blob_dir = Path(container.settings.blob_dir)
    for name, tenant in (("a", w.tenant_a), ("b", w.tenant_b)):
        root = blob_dir / str(tenant)
        files = sorted(str(p) for p in root.rglob("*") if p.is_file()) if root.exists() else []
        snapshot[f"blobs.{name}"] = files
    return snapshot


# --- the table ------------------------------------------------------------------------

SINGLE_LINE_BAD: dict[str, str] = {
    "nul": "ret\x00urns",
    "lone-surrogate": "ret\ud800urns",
    "bell": "ret\x07urns",
    "ansi-escape": "\x1b[31mreturns",
    "del": "ret\x7furns",
    "c1-control": "ret\x85urns",
    "line-separator": "ret\u2028urns",
    "non-character": "ret\uffffurns",
    "inner-newline": "ret\nurns",
    "inner-tab": "ret\turns",
    "empty": "",
    "blank": " \t\n ",
}
MULTI_LINE_BAD: dict[str, str] = {
    "nul": "where is my\x00 order",
    "lone-surrogate": "where is my \udc00 order",
    "bell": "where\x07 is my order",
    "ansi-escape": "\x1b]0;owned\x07where is my order",
    "del": "where\x7f is my order",
    "c1-control": "where\x9b is my order",
    "non-character": "where \ufffe is my order",
    "empty": "",
    "blank": "  \n\r\n\t ",
    "too-long": "a" * 4001,
}


@dataclass(frozen=True)
class Case:
    id: str
    key: str  # which World key sends it
    method: str
    path: str  # may hold {customer_a}, {session_a}, ... from the World
    json_body: Any = None
    raw: bytes | None = None
    content_type: str = "application/json"
    form: dict[str, Any] | None = None
    filename: str | bytes = "p.md"
    file_type: str = "text/markdown"
    file_body: bytes = POLICY
    params: dict[str, str] = field(default_factory=dict)


def _json(value: Any) -> bytes:
    # ensure_ascii: a lone surrogate travels as the JSON escape a client can send.
    return json.dumps(value, ensure_ascii=True).encode()


def _form_value(value: str) -> str | bytes:
    # A lone surrogate has no UTF-8 form: send the bytes a broken client would.
    try:
        value.encode()
    except UnicodeEncodeError:
        return value.encode("utf-8", "surrogatepass")
    return value


UPLOAD_OK = {"title": "Returns", "scope": "returns"}


def _upload(case_id: str, fields: dict[str, Any]) -> Case:
    """An upload by the content key whose form is the good one with `fields` changed."""
    return Case(case_id, "content_a", "POST", "/v1/documents", form={**UPLOAD_OK, **fields})


def _multipart(disposition: bytes, title: bytes = b"Returns") -> bytes:
    """A multipart upload written by hand: bytes no client library would send."""
    return (
        b'--zz\r\nContent-Disposition: form-data; name="title"\r\n\r\n' + title + b"\r\n"
        b'--zz\r\nContent-Disposition: form-data; name="scope"\r\n\r\nreturns\r\n'
        b'--zz\r\nContent-Disposition: form-data; name="file"; ' + disposition + b"\r\n"
        b"Content-Type: text/markdown\r\n\r\n" + POLICY + b"\r\n--zz--\r\n"
    )


def _cases() -> list[Case]:
    cases: list[Case] = []
    for name, bad in MULTI_LINE_BAD.items():
        cases.append(
            Case(f"search.query-{name}", "agent_a", "POST", "/v1/search", raw=_json({"query": bad}))
        )
        cases.append(
            Case(
                f"message-{name}",
                "agent_a",
                "POST",
                "/v1/sessions/{session_a}/messages",
                raw=_json({"message": bad}),
            )
        )
    for name in ("nul", "lone-surrogate", "empty"):
        cases.append(
            Case(
                f"message-stream-{name}",
                "agent_a",
                "POST",
                "/v1/sessions/{session_a}/messages:stream",
                raw=_json({"message": MULTI_LINE_BAD[name]}),
            )
        )
    for name, bad in SINGLE_LINE_BAD.items():
        cases.append(
            Case(
                f"search.scope-{name}",
                "agent_a",
                "POST",
                "/v1/search",
                raw=_json({"query": "returns", "scope": bad}),
            )
        )
        for fld in ("category", "key", "value"):
            body = {"category": "contact_preference", "key": "channel", "value": "email"}
            body[fld] = bad
            cases.append(
                Case(
                    f"memory.{fld}-{name}",
                    "content_a",
                    "POST",
                    "/v1/customers/{customer_a}/memory",
                    raw=_json(body),
                )
            )
        cases.append(
            Case(
                f"memory.patch-{name}",
                "content_a",
                "PATCH",
                "/v1/customers/{customer_a}/memory/{fact_a}",
                raw=_json({"value": bad}),
            )
        )
        for fld in ("title", "scope", "owner"):
            cases.append(_upload(f"upload.{fld}-{name}", {fld: _form_value(bad)}))
    for name in ("nul", "lone-surrogate", "bell", "empty"):
        bad = SINGLE_LINE_BAD[name]
        cases.append(
            Case(
                f"case-decision.key-{name}",
                "content_a",
                "POST",
                f"/v1/cases/{uuid4()}/decisions",
                raw=_json({"key": bad, "value": "approved"}),
            )
        )
        cases.append(_upload(f"upload.update_mode-{name}", {"update_mode": _form_value(bad)}))
        cases.append(
            Case(
                f"documents.status-{name}",
                "content_a",
                "GET",
                "/v1/documents?status=" + quote(bad.encode("utf-8", "surrogatepass")),
            )
        )
    long_line = "x" * 301
    cases += [
        _upload("upload.title-too-long", {"title": long_line}),
        _upload("upload.scope-too-long", {"scope": "a" * 64}),
        _upload("upload.scope-uppercase", {"scope": "Returns"}),
        _upload("upload.scope-sql", {"scope": "returns'; DROP TABLE documents;--"}),
        _upload("upload.owner-foreign-customer", {"owner": "customer:{customer_b}"}),
        _upload("upload.owner-unknown-customer", {"owner": f"customer:{uuid4()}"}),
        _upload("upload.owner-unknown-account", {"owner": f"account:{uuid4()}"}),
        _upload("upload.owner-customer-as-account", {"owner": "account:{customer_a}"}),
        _upload("upload.owner-garbage", {"owner": "tenant:everyone"}),
        _upload("upload.document_id-foreign", {"document_id": "{document_b}"}),
        _upload("upload.document_id-garbage", {"document_id": "not-a-uuid"}),
        _upload("upload.document_id-nul", {"document_id": f"{uuid4()}\x00"}),
        Case(
            "upload.filename-nul",
            "content_a",
            "POST",
            "/v1/documents",
            raw=_multipart(b'filename="po\x00licy.md"'),
            content_type="multipart/form-data; boundary=zz",
        ),
        Case(
            "upload.filename-bad-utf8",
            "content_a",
            "POST",
            "/v1/documents",
            raw=_multipart(b'filename="po\xed\xa0\x80licy.md"'),
            content_type="multipart/form-data; boundary=zz",
        ),
        Case(
            "upload.title-bad-utf8",
            "content_a",
            "POST",
            "/v1/documents",
            raw=_multipart(b'filename="p.md"', title=b"Ret\xed\xa0\x80urns"),
            content_type="multipart/form-data; boundary=zz",
        ),
        Case(
            "upload.filename-control",
            "content_a",
            "POST",
            "/v1/documents",
            form=UPLOAD_OK,
            filename="po\x1blicy.md",
        ),
        Case(
            "upload.filename-too-long",
            "content_a",
            "POST",
            "/v1/documents",
            form=UPLOAD_OK,
            filename="p" * 300 + ".md",
        ),
        Case(
            "upload.filename-traversal-binary",
            "content_a",
            "POST",
            "/v1/documents",
            form=UPLOAD_OK,
            filename="../../etc/passwd",
            file_type="application/octet-stream",
            file_body=b"\x7fELF\x02\x01\x01\x00" * 8,
        ),
        Case(
            "upload.empty-file", "content_a", "POST", "/v1/documents", form=UPLOAD_OK, file_body=b""
        ),
        Case(
            "upload.missing-title", "content_a", "POST", "/v1/documents", form={"scope": "returns"}
        ),
        Case(
            "upload.missing-file",
            "content_a",
            "POST",
            "/v1/documents",
            raw=b"title=Returns&scope=returns",
            content_type="application/x-www-form-urlencoded",
        ),
        Case("upload.by-customer-key", "customer_key_a", "POST", "/v1/documents", form=UPLOAD_OK),
        Case("upload.foreign-put", "content_a", "PUT", "/v1/documents/{document_b}", form={}),
        Case("upload.put-unknown", "content_a", "PUT", f"/v1/documents/{uuid4()}", form={}),
        Case(
            "search.foreign-customer-by-customer-key",
            "customer_key_a",
            "POST",
            "/v1/search",
            raw=_json({"query": "returns", "customer_id": "{customer_b}"}),
        ),
        Case(
            "search.other-customer-by-customer-key",
            "customer_key_a",
            "POST",
            "/v1/search",
            raw=_json({"query": "returns", "customer_id": "{other_customer_a}"}),
        ),
        Case(
            "search.foreign-customer-by-agent",
            "agent_a",
            "POST",
            "/v1/search",
            raw=_json({"query": "returns", "customer_id": "{customer_b}"}),
        ),
        Case(
            "search.top_k-huge",
            "agent_a",
            "POST",
            "/v1/search",
            raw=_json({"query": "returns", "top_k": 10**9}),
        ),
        Case(
            "search.top_k-text",
            "agent_a",
            "POST",
            "/v1/search",
            raw=_json({"query": "returns", "top_k": "five"}),
        ),
        Case(
            "search.per_document-zero",
            "agent_a",
            "POST",
            "/v1/search",
            raw=_json({"query": "returns", "per_document": 0}),
        ),
        Case("search.query-number", "agent_a", "POST", "/v1/search", raw=_json({"query": 5})),
        Case(
            "search.query-object",
            "agent_a",
            "POST",
            "/v1/search",
            raw=_json({"query": {"$ne": ""}}),
        ),
        Case("search.body-array", "agent_a", "POST", "/v1/search", raw=_json(["returns"])),
        Case("search.body-not-json", "agent_a", "POST", "/v1/search", raw=b"{query: returns"),
        Case(
            "search.body-bad-utf8",
            "agent_a",
            "POST",
            "/v1/search",
            raw=b'{"query": "ret\xff\xfeurns"}',
        ),
        Case(
            "search.body-deep",
            "agent_a",
            "POST",
            "/v1/search",
            raw=b'{"query": ' + b"[" * 5000 + b"]" * 5000 + b"}",
        ),
        Case(
            "search.body-too-large",
            "agent_a",
            "POST",
            "/v1/search",
            raw=_json({"query": "a" * (2 * 1024 * 1024)}),
        ),
        Case(
            "session.foreign-customer",
            "agent_a",
            "POST",
            "/v1/sessions",
            raw=_json({"customer_id": "{customer_b}"}),
        ),
        Case(
            "session.customer-garbage",
            "agent_a",
            "POST",
            "/v1/sessions",
            raw=_json({"customer_id": "robert'); DROP TABLE students;--"}),
        ),
        Case(
            "session.other-customer-by-customer-key",
            "customer_key_a",
            "POST",
            "/v1/sessions",
            raw=_json({"customer_id": "{other_customer_a}"}),
        ),
        Case("memory.foreign-customer", "content_a", "GET", "/v1/customers/{customer_b}/memory"),
        Case(
            "memory.create-foreign-customer",
            "content_a",
            "POST",
            "/v1/customers/{customer_b}/memory",
            raw=_json({"category": "contact_preference", "key": "channel", "value": "sms"}),
        ),
        Case(
            "memory.value-too-long",
            "content_a",
            "POST",
            "/v1/customers/{customer_a}/memory",
            raw=_json({"category": "contact_preference", "key": "channel", "value": "x" * 201}),
        ),
        Case("document.foreign-get", "content_a", "GET", "/v1/documents/{document_b}"),
        Case("document.foreign-delete", "content_a", "DELETE", "/v1/documents/{document_b}"),
        Case(
            "document.foreign-patch",
            "content_a",
            "PATCH",
            "/v1/documents/{document_b}",
            raw=_json({"update_mode": "strict"}),
        ),
        Case("document.path-not-uuid", "content_a", "GET", "/v1/documents/..%2F..%2Fetc"),
        Case(
            "document.release-foreign",
            "content_a",
            "POST",
            "/v1/documents/{document_b}/versions/1/release",
        ),
        Case("jobs.status-nul", "content_a", "GET", "/v1/admin/jobs", params={"status": "\x00"}),
        Case("no-key", "", "POST", "/v1/search", raw=_json({"query": "returns"})),
        Case("bad-key-nul", "\x00bad", "POST", "/v1/search", raw=_json({"query": "returns"})),
    ]
    return cases


CASES = _cases()


def _request(http: httpx.Client, case: Case, w: World) -> httpx.Response:
    values = {k: str(v) for k, v in vars(w).items()}
    path = case.path.format(**values)
    headers = {}
    if case.key in values:
        headers["Authorization"] = f"Bearer {values[case.key]}"
    elif case.key:
        headers["Authorization"] = f"Bearer {case.key.replace(chr(0), '%00')}"
    else:
        headers["Authorization"] = ""
    if case.form is not None:
        form = {
            k: (v.format(**values) if isinstance(v, str) and "{" in v else v)
            for k, v in case.form.items()
        }
        files = {"file": (case.filename, case.file_body, case.file_type)}
        return http.request(case.method, path, data=form, files=files, headers=headers)
    if case.raw is not None:
        body = case.raw
        for k, v in values.items():
            body = body.replace(f"{{{k}}}".encode(), v.encode())
        headers["Content-Type"] = case.content_type
        return http.request(case.method, path, content=body, headers=headers)
    return http.request(case.method, path, params=case.params or None, headers=headers)


def test_the_table_holds_more_than_a_hundred_distinct_inputs() -> None:
    assert len({c.id for c in CASES}) == len(CASES) >= 100


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_hostile_input_is_refused_with_4xx_and_changes_nothing(
    case: Case, server: str, container: Container, world: World
) -> None:
    before = _snapshot(container, world)
    with httpx.Client(base_url=server, timeout=30) as http:
        response = _request(http, case, world)
    assert 400 <= response.status_code < 500, (case.id, response.status_code, response.text)
    assert "error" in response.json()
    assert _snapshot(container, world) == before, case.id


# --- normalised, not refused -----------------------------------------------------------


def test_a_trailing_newline_in_scope_and_owner_is_normalised(server: str, world: World) -> None:
    with client(server, world.content_a) as http:
        r = http.post(
            "/v1/documents",
            data={
                "title": "  Returns for you\n",
                "scope": "returns\n",
                "owner": f"customer:{world.customer_a.upper()}\n",
            },
            files={"file": ("p.md", POLICY, "text/markdown")},
        )
        assert r.status_code == 202, r.text
        view = http.get(f"/v1/documents/{r.json()['document_id']}").json()
    assert view["scope"] == "returns"
    assert view["owner"] == f"customer:{world.customer_a}"


def test_an_owner_may_be_an_account_of_the_tenant(server: str, world: World) -> None:
    with client(server, world.content_a) as http:
        r = http.post(
            "/v1/documents",
            data={**UPLOAD_OK, "owner": f"account:{world.account_a}"},
            files={"file": ("p.md", POLICY, "text/markdown")},
        )
    assert r.status_code == 202, r.text


def test_another_tenants_document_id_answers_like_this_tenants_own(
    server: str, container: Container, world: World
) -> None:
    with client(server, world.content_a) as http:
        mine = http.post(
            "/v1/documents", data=UPLOAD_OK, files={"file": ("p.md", POLICY, "text/markdown")}
        ).json()["document_id"]
        before = _snapshot(container, world)
        answers = [
            http.post(
                "/v1/documents",
                data={**UPLOAD_OK, "document_id": doc},
                files={"file": ("p.md", POLICY, "text/markdown")},
            )
            for doc in (mine, world.document_b)
        ]
    assert [a.status_code for a in answers] == [409, 409]
    assert answers[0].json() == answers[1].json()  # nothing says whose it is
    assert _snapshot(container, world) == before


def test_a_search_for_another_customer_by_a_customer_key_is_404_not_replaced(
    server: str, world: World
) -> None:
    with client(server, world.customer_key_a) as http:
        own = http.post("/v1/search", json={"query": "returns", "customer_id": world.customer_a})
        other = http.post(
            "/v1/search", json={"query": "returns", "customer_id": world.other_customer_a}
        )
    assert own.status_code == 200, own.text
    assert other.status_code == 404 and other.json()["error"]["code"] == "not_found"


# --- a refused upload leaves no file ---------------------------------------------------


def test_an_upload_refused_after_its_file_was_written_removes_the_file(
    container: Container, world: World
) -> None:
    """The service, past the door: a content type PostgreSQL cannot store fails the
    version's row after the sealed file was written; the file goes with the transaction."""
    from discreet.services import documents
    from discreet.services.admin import staff_principal

    before = _snapshot(container, world)
    with pytest.raises(Exception, match=r"NUL|0x00"):
        documents.upload(
            container.engine,
            container.blobs,
            staff_principal(world.tenant_a),
            title="Returns",
            scope="returns",
            filename="p.md",
            content_type="text/markdown\x00",
            data=POLICY + b"\n" + uuid4().hex.encode(),
        )
    assert _snapshot(container, world) == before


# --- body-size limits ------------------------------------------------------------------


def _raw_exchange(server: str, head: bytes, send_bytes: int) -> tuple[bytes, int]:
    """Send `head` and then up to `send_bytes` of body; stop when the server answers.
    Returns the answer's first bytes and how much body went out before it came."""
    url = urlsplit(server)
    sent = 0
    chunk = b"x" * 65536
    with socket.create_connection((url.hostname, url.port), timeout=30) as sock:
        sock.sendall(head)
        sock.settimeout(0.05)
        answer = b""
        while sent < send_bytes:
            try:
                answer = sock.recv(4096)
                if answer:
                    break
            except TimeoutError:
                pass
            try:
                sock.sendall(chunk)
            except OSError:
                break
            sent += len(chunk)
        sock.settimeout(30)
        while b"\r\n\r\n" not in answer:
            more = sock.recv(4096)
            if not more:
                break
            answer += more
    return answer, sent


def test_a_50_mb_upload_is_refused_with_413_before_it_is_read(server: str, world: World) -> None:
    size = 50 * 1024 * 1024
    head = (
        f"POST /v1/documents HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {world.content_a}\r\n"
        "Content-Type: multipart/form-data; boundary=zz\r\n"
        f"Content-Length: {size}\r\n\r\n"
    ).encode()
    answer, sent = _raw_exchange(server, head, size)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert sent < size // 10  # answered long before the body was in


def test_a_chunked_body_is_cut_off_once_past_the_limit(server: str, world: World) -> None:
    """No Content-Length to trust: the bytes are counted as they arrive (the JSON limit,
    1 MiB by default)."""
    head = (
        f"POST /v1/search HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {world.agent_a}\r\n"
        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    ).encode()
    url = urlsplit(server)
    piece = b"a" * 65536
    frame = f"{len(piece):x}\r\n".encode() + piece + b"\r\n"
    with socket.create_connection((url.hostname, url.port), timeout=30) as sock:
        opening = b'{"query": "'
        sock.sendall(head + f"{len(opening):x}\r\n".encode() + opening + b"\r\n")
        answer = b""
        sock.settimeout(0.05)
        for _ in range(64):  # 4 MiB at most
            try:
                sock.sendall(frame)
            except OSError:
                break
            try:
                answer = sock.recv(4096)
                if answer:
                    break
            except TimeoutError:
                continue
        sock.settimeout(30)
        while not answer:
            answer = sock.recv(4096)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]


def test_a_json_body_over_the_limit_is_413_with_the_error_shape(server: str, world: World) -> None:
    with client(server, world.agent_a) as http:
        r = http.post(
            "/v1/search",
            content=b'{"query": "' + b"a" * (1024 * 1024) + b'"}',
            headers={"Content-Type": "application/json"},
        )
    assert r.status_code == 413
    assert r.json()["error"]["code"] == "too_large"


# --- security headers ------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/healthz", "/v1/search", "/nowhere", "/metrics"])
def test_every_answer_carries_the_security_headers(server: str, path: str) -> None:
    r = httpx.get(server + path, timeout=30)
    assert r.headers["x-content-type-options"] == "nosniff"
    assert r.headers["x-frame-options"] == "DENY"
    assert r.headers["referrer-policy"] == "no-referrer"
    assert "default-src 'none'" in r.headers["content-security-policy"]
    if path.startswith("/v1/"):
        assert r.headers["cache-control"] == "no-store"


def test_an_upload_may_be_larger_than_a_json_body(server: str, world: World) -> None:
    """The upload routes have their own limit (21 MiB by default), the rest 1 MiB."""
    big = b"%PDF-1.4\n" + b"0" * (2 * 1024 * 1024)  # checked by its magic bytes only
    with client(server, world.content_a) as http:
        r = http.post(
            "/v1/documents",
            data=UPLOAD_OK,
            files={"file": ("big.pdf", big, "application/pdf")},
        )
        assert r.status_code == 202, r.text
        assert http.delete(f"/v1/documents/{r.json()['document_id']}").status_code == 202
