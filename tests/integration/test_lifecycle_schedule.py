"""A randomized schedule of uploads, updates, mode changes, deletes, crashed workers and
duplicate deliveries ends, once the queue is drained by several worker processes, with
the reconciler finding nothing to repair and every document serving exactly its current
version."""

from __future__ import annotations

import time
from typing import Any
from uuid import UUID

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from discreet.knowledge.documents import INDEX_JOB
from discreet.services.admin import staff_principal
from discreet.services.jobs import reconcile_all
from discreet.storage.engine import app_transaction
from discreet.storage.outbox import claim_jobs, enqueue
from discreet.tenancy.directory import create_tenant
from tests.integration.lifecycle_support import (  # noqa: F401 - the fixture
    Lifecycle,
    lifecycle_fixture,
)

pytestmark = pytest.mark.integration

_OPS = st.one_of(
    st.tuples(st.just("upload"), st.sampled_from(["available", "strict"])),
    st.tuples(st.just("update"), st.integers(0, 3)),
    st.tuples(st.just("mode"), st.integers(0, 3)),
    st.tuples(st.just("delete"), st.integers(0, 3)),
    st.tuples(st.just("work"), st.integers(1, 3)),
    st.tuples(st.just("crash_after_claim"), st.just(0)),
    st.tuples(st.just("crash_after_work"), st.just(0)),
    st.tuples(st.just("duplicate"), st.integers(0, 3)),
)


def _body(doc_no: int, version: int) -> str:
    return (
        f"# Policy {doc_no}\n\n## Terms\n\nTerms for plan D{doc_no}V{version}: orders ship "
        f"within {version + 1} days.\n"
    )


def _marker(doc_no: int, version: int) -> str:
    return f"D{doc_no}V{version}"


@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(ops=st.lists(_OPS, min_size=4, max_size=12))
def test_random_schedule_converges_to_current_versions(
    lifecycle: Lifecycle, ops: list[tuple[str, Any]]
) -> None:
    lc = lifecycle
    c = lc.container
    with c.admin_engine.begin() as conn:
        tenant_id = create_tenant(conn, f"schedule-{time.time_ns()}")
    principal = staff_principal(tenant_id)
    from discreet.services import documents

    worker = c.worker(name="schedule-inproc")
    handlers = worker._handlers
    docs: list[tuple[UUID, int]] = []  # (id, number)
    deleted: set[UUID] = set()
    current: dict[UUID, int] = {}

    def pick(i: int) -> UUID | None:
        live = [d for d, _ in docs if d not in deleted]
        return live[i % len(live)] if live else None

    for op, arg in ops:
        if op == "upload":
            n = len(docs)
            a = documents.upload(
                c.engine,
                c.blobs,
                principal,
                title=f"P{n}",
                scope="terms",
                filename="p.md",
                content_type=None,
                data=_body(n, 1).encode(),
                update_mode=arg,
            )
            docs.append((a.document_id, n))
            current[a.document_id] = 1
        elif op in ("update", "mode", "delete", "duplicate"):
            d = pick(arg)
            if d is None:
                continue
            n = dict(docs)[d]
            if op == "update":
                a = documents.update(
                    c.engine,
                    c.blobs,
                    principal,
                    document_id=d,
                    filename="p.md",
                    content_type=None,
                    data=_body(n, current[d] + 1).encode(),
                )
                current[d] = a.version
            elif op == "mode":
                view = documents.get(c.engine, principal, d)
                new = "strict" if view.update_mode == "available" else "available"
                documents.set_update_mode(c.engine, principal, d, new)  # type: ignore[arg-type]
            elif op == "delete":
                documents.delete(c.engine, principal, d)
                deleted.add(d)
            else:
                with c.admin_engine.begin() as conn:
                    enqueue(
                        conn,
                        tenant_id=tenant_id,
                        kind=INDEX_JOB,
                        payload={"document_id": str(d), "version": current[d]},
                    )
        elif op == "work":
            for _ in range(arg):
                worker.run_once()
        else:
            # A worker that claims a job and dies: after claiming, or after doing the
            # work but before marking the job done. Its 1 s lease then runs out.
            with app_transaction(c.engine) as conn:
                jobs = claim_jobs(conn, worker="doomed", limit=1, lease_s=1)
            if op == "crash_after_work":
                for job in jobs:
                    handlers[job.kind](job, worker._tenant_tx(job.tenant_id))

    # Let every lease expire, then drain with two worker processes and this one at once.
    time.sleep(1.2)
    for _ in range(5):
        for p in lc.workers:
            p.send("drain")
        worker.drain()
        handled = sum(p._read(120)["handled"] for p in lc.workers)
        live = lc.sql(
            "SELECT count(*) AS n FROM jobs WHERE tenant_id = :t AND status IN "
            "('ready', 'running')",
            t=tenant_id,
        )[0].n
        if live == 0 and handled == 0:
            break
        time.sleep(1.1)
    assert live == 0

    (report,) = reconcile_all(
        c.engine, model_id=c.embedder.model_id, deadline_s=0, tenant_id=tenant_id
    )
    assert report.findings == [], [f.to_dict() for f in report.findings]

    for d, _ in docs:
        chunks = lc.chunks(d)
        if d in deleted:
            assert chunks == []
            continue
        view = documents.get(c.engine, principal, d)
        assert view.current_version == current[d]
        assert view.active_version == current[d]
        assert {v.version: v.status for v in view.versions}[current[d]] == "active"
        assert {ch.version for ch in chunks} == {current[d]}
        assert all(v.status == "superseded" for v in view.versions if v.version != current[d])
    # Every query serves exactly the current version of each live document.
    lc_tenant = lc.tenant_id
    try:
        lc.tenant_id = tenant_id
        for d, n in docs:
            hits = [
                (doc, ver)
                for doc, ver, _ in lc.query(f"terms for plan {_marker(n, 1)}", scope="terms")
                if doc == d
            ]
            if d in deleted:
                assert hits == []
            else:
                assert {ver for _, ver in hits} <= {current[d]}
    finally:
        lc.tenant_id = lc_tenant
