"""`discreet sync`: a directory, a sitemap and a URL list on a real local HTTP server, and
an S3 prefix on a local S3-compatible server (moto's), mirrored into a scope of the
embedded database: created, updated by content hash, unchanged without a write, deleted,
failed without harm, and documents of other sources or uploaded by hand left alone."""

from __future__ import annotations

import functools
import json
import threading
from collections.abc import Callable, Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from sqlalchemy import event

from discreet.bootstrap import Container
from discreet.services import documents
from discreet.services.admin import staff_principal
from discreet.services.sync import (
    HttpSource,
    S3Options,
    S3Source,
    open_source,
    sync_source,
)
from tests.conftest import need_service
from tests.e2e.test_cli import run

pytestmark = pytest.mark.e2e

POLICY = "# {title}\n\n{body}\n"


def _write(root: Path, name: str, title: str, body: str) -> None:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(POLICY.format(title=title, body=body), encoding="utf-8")


@pytest.fixture
def writes(container: Container) -> Iterator[list[str]]:
    """Every INSERT, UPDATE or DELETE this test's thread sends meanwhile (a server's worker
    may share the engine in the same run: its job claims are not the sync's)."""
    seen: list[str] = []
    me = threading.get_ident()

    def count(_c: object, _cur: object, statement: str, *_: object) -> None:
        if threading.get_ident() != me:
            return
        verb = statement.lstrip().split(None, 1)[0].upper() if statement.strip() else ""
        if verb in ("INSERT", "UPDATE", "DELETE"):
            seen.append(verb)

    event.listen(container.engine, "before_cursor_execute", count)
    yield seen
    event.remove(container.engine, "before_cursor_execute", count)


def _summaries(container: Container, tenant_id: UUID) -> list[dict[str, Any]]:
    """The payloads of the tenant's `source_synced` audit events, oldest first."""
    from discreet.services.audit_trail import list_events

    page = list_events(container.engine, tenant_id, kind="source_synced", limit=1000)
    return [e["payload"] for e in page.events]


def test_directory_sync_creates_updates_skips_and_deletes(
    container: Container, tenant_factory: Callable[..., UUID], tmp_path: Path, writes: list[str]
) -> None:
    tenant_id = tenant_factory()
    principal = staff_principal(tenant_id)
    root = tmp_path / "policies"
    _write(root, "returns.md", "Returns", "Items can be returned within 30 days of delivery.")
    _write(root, "shipping.md", "Shipping", "Standard shipping takes 3 to 5 working days.")
    _write(root, "sub/warranty.md", "Warranty", "Electronics carry a two-year warranty.")
    (root / ".hidden.md").write_text("# Hidden\n\nnot a policy\n")
    hand = documents.upload(
        container.engine,
        container.blobs,
        principal,
        title="Hand made",
        scope="policies",
        filename="returns.md",  # the same name as a synced file: still not the sync's
        content_type=None,
        data=b"# Hand made\n\nUploaded by a person, not by the sync.\n",
    )

    def sync() -> dict[str, int]:
        source = open_source(str(root))
        report = sync_source(container.engine, container.blobs, principal, source, scope="policies")
        return report.counts()

    assert sync() == {"created": 3, "updated": 0, "deleted": 0, "unchanged": 0, "failed": 0}

    writes.clear()
    summaries = len(_summaries(container, tenant_id))
    assert sync() == {"created": 0, "updated": 0, "deleted": 0, "unchanged": 3, "failed": 0}
    assert writes == [], "an unchanged source writes no document, version or job"
    assert len(_summaries(container, tenant_id)) == summaries + 1, "one audited summary"
    summary = _summaries(container, tenant_id)[-1]
    assert summary["source_kind"] == "directory"
    assert summary["unchanged"] == 3
    assert summary["created"] == summary["updated"] == summary["deleted"] == 0
    assert str(root) not in json.dumps(summary), "the source's path is hashed, never stored"

    _write(root, "shipping.md", "Shipping", "Standard shipping now takes 2 to 4 working days.")
    (root / "sub" / "warranty.md").unlink()
    _write(root, "privacy.md", "Privacy", "We keep order records for six years.")
    (root / "broken.pdf").write_bytes(b"this is not a pdf at all")
    counts = sync()
    assert counts == {"created": 1, "updated": 1, "deleted": 1, "unchanged": 1, "failed": 1}

    views = {v.title: v for v in documents.list_all(container.engine, principal, status=None)}
    assert views["Shipping"].current_version == 2
    assert views["Warranty"].status == "deleted"
    assert views["Hand made"].status != "deleted"
    assert views["Hand made"].document_id == hand.document_id

    # A file removed and added back is a new document; the deleted one stays deleted.
    _write(root, "sub/warranty.md", "Warranty", "Electronics carry a two-year warranty.")
    (root / "broken.pdf").unlink()
    counts = sync()
    assert counts == {"created": 1, "updated": 0, "deleted": 0, "unchanged": 3, "failed": 0}
    warranties = [
        v
        for v in documents.list_all(container.engine, principal, status=None)
        if v.title == "Warranty"
    ]
    assert sorted(v.status != "deleted" for v in warranties) == [False, True]

    # Another source into the same scope neither sees nor deletes these documents.
    other = tmp_path / "other"
    _write(other, "returns.md", "Returns", "A different source's returns text.")
    report = sync_source(
        container.engine, container.blobs, principal, open_source(str(other)), scope="policies"
    )
    assert report.counts() == {
        "created": 1,
        "updated": 0,
        "deleted": 0,
        "unchanged": 0,
        "failed": 0,
    }
    assert sync()["unchanged"] == 4


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        return


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "site"
    root.mkdir()
    handler = functools.partial(_Quiet, directory=str(root))
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", root
    httpd.shutdown()
    httpd.server_close()


def _page(title: str, body: str) -> str:
    head = f"<head><title>{title}</title></head>"
    return f"<html>{head}<body><h1>{title}</h1><p>{body}</p></body></html>"


def test_sitemap_and_url_list_sources(
    container: Container, tenant_factory: Callable[..., UUID], site: tuple[str, Path]
) -> None:
    base, root = site
    principal = staff_principal(tenant_factory())
    (root / "returns.html").write_text(_page("Returns", "Returns are free within 30 days."))
    (root / "shipping.html").write_text(_page("Shipping", "We ship to 40 countries."))
    (root / "sitemap.xml").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
        f"<url><loc>{base}/returns.html</loc></url>"
        f"<url><loc>{base}/shipping.html</loc></url>"
        f"<url><loc>{base}/missing.html</loc></url>"
        "</urlset>"
    )
    source = HttpSource(f"{base}/sitemap.xml")

    def sync() -> dict[str, int]:
        return sync_source(
            container.engine, container.blobs, principal, source, scope="web"
        ).counts()

    assert sync() == {"created": 2, "updated": 0, "deleted": 0, "unchanged": 0, "failed": 1}
    (root / "shipping.html").write_text(_page("Shipping", "We now ship to 45 countries."))
    assert sync() == {"created": 0, "updated": 1, "deleted": 0, "unchanged": 1, "failed": 1}

    # The same pages as a plain URL list: a different source, so its own documents.
    (root / "urls.txt").write_text(f"# policies\n{base}/returns.html\n\n")
    listed = open_source(f"{base}/urls.txt")
    report = sync_source(container.engine, container.blobs, principal, listed, scope="web")
    assert report.counts()["created"] == 1

    # A listing that cannot be had stops the sync before anything is deleted.
    (root / "sitemap.xml").unlink()
    from discreet.errors import Unavailable

    with pytest.raises(Unavailable):
        sync()
    live = [
        v
        for v in documents.list_all(container.engine, principal, status=None)
        if v.status != "deleted"
    ]
    assert len(live) == 3


def test_s3_prefix_source_against_a_local_s3_server(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    try:
        from moto.server import ThreadedMotoServer
    except ImportError:
        need_service("moto", False, "install the [dev] extra (moto[s3,server])")
        return
    import httpx

    from discreet.knowledge.blobs import sigv4_headers

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0)
    server.start()
    try:
        host, port = server.get_host_and_port()
        endpoint = f"http://{host}:{port}"
        options = S3Options(endpoint=endpoint, access_key="AKIDEXAMPLE", secret_key="secret")

        def put(key: str, body: bytes) -> None:
            url = f"{endpoint}/{key}"
            headers = sigv4_headers(
                method="PUT",
                url=url,
                headers={},
                payload_sha256=__import__("hashlib").sha256(body).hexdigest(),
                access_key=options.access_key,
                secret_key=options.secret_key,
                region=options.region,
            )
            r = httpx.put(url, content=body, headers=headers, timeout=10)
            assert r.status_code == 200, r.text

        put("policies", b"")
        put("policies/kb/returns.md", b"# Returns\n\nReturns within 30 days.\n")
        put("policies/kb/shipping.md", b"# Shipping\n\nShipping takes 3 days.\n")
        put("policies/other/ignored.md", b"# Elsewhere\n\nNot under the prefix.\n")
        put("policies/kbx/ignored.md", b"# Beside\n\nA sibling folder, not under kb/.\n")

        principal = staff_principal(tenant_factory())
        source = S3Source("policies", "kb/", options)
        report = sync_source(container.engine, container.blobs, principal, source, scope="kb")
        assert report.counts() == {
            "created": 2,
            "updated": 0,
            "deleted": 0,
            "unchanged": 0,
            "failed": 0,
        }
        put("policies/kb/shipping.md", b"# Shipping\n\nShipping takes 2 days.\n")
        # "kb" names the same folder as "kb/": the same source, the same documents.
        same = S3Source("policies", "kb", options)
        report = sync_source(container.engine, container.blobs, principal, same, scope="kb")
        assert report.counts()["updated"] == 1
        assert report.counts()["unchanged"] == 1
    finally:
        server.stop()


def test_cli_contract_prints_the_counts(
    container: Container, tenant_factory: Callable[..., UUID], tmp_path: Path
) -> None:
    tenant_id = tenant_factory()
    root = tmp_path / "cli-policies"
    _write(root, "returns.md", "Returns", "Items can be returned within 30 days of delivery.")
    args = ("sync", str(root), "--tenant", str(tenant_id), "--scope", "returns", "--json")
    first: dict[str, Any] = json.loads(run(container, *args, "--no-wait"))
    assert first == {"created": 1, "updated": 0, "deleted": 0, "unchanged": 0, "failed": 0}
    again = sync_source(
        container.engine,
        container.blobs,
        staff_principal(tenant_id),
        open_source(str(root)),
        scope="returns",
    )
    assert again.counts()["unchanged"] == 1, "the command and the use case name one source"


def test_a_source_that_is_none_of_the_three_is_refused() -> None:
    from discreet.errors import InvalidInput

    with pytest.raises(InvalidInput, match="a source is a directory"):
        open_source("ftp://x/y")
    with pytest.raises(InvalidInput, match="does not exist"):
        open_source("/nonexistent/policies")
