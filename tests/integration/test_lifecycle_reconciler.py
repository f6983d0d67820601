"""The reconciler repairs what it can prove, reports the rest, never activates anything;
an embedding-model change re-embeds every active version without mixing models."""

from __future__ import annotations

from uuid import UUID

import pytest

from discreet.bootstrap import Container
from discreet.knowledge.reconciler import ReconcileReport
from discreet.services.jobs import reconcile_all
from tests.integration.lifecycle_support import (  # noqa: F401 - the fixture
    Lifecycle,
    lifecycle_fixture,
)
from tests.unit.knowledge.fakes import HashingEmbedder

pytestmark = pytest.mark.integration


def _policy(marker: str) -> str:
    return (
        f"# Care\n\n## Washing\n\nWash the jacket cold, code {marker}.\n\n"
        f"## Storage\n\nStore it dry and loose, code {marker}.\n"
    )


def _reconcile(
    lc: Lifecycle, *, model: str | None = None, deadline_s: float = 3600
) -> ReconcileReport:
    (report,) = reconcile_all(
        lc.container.engine,
        model_id=model or lc.container.embedder.model_id,
        deadline_s=deadline_s,
        tenant_id=lc.tenant_id,
    )
    return report


def _kinds(report: ReconcileReport) -> set[tuple[str, UUID | None, int | None, bool]]:
    return {(f.kind, f.document_id, f.version, f.repaired) for f in report.findings}


def test_reconciler_repairs_what_it_can_prove_and_never_activates(lifecycle: Lifecycle) -> None:
    lc = lifecycle
    drain = lambda: lc.workers[0].call("drain")  # noqa: E731
    drain()
    assert _reconcile(lc).repairs == []

    # 1. Orphan chunks: chunks of a superseded version (say, a crashed cleanup).
    a = lc.upload(_policy("ORPHAN1"), scope="care")
    drain()
    lc.update(a, _policy("ORPHAN2"))
    drain()
    lc.sql(
        "INSERT INTO chunks (id, tenant_id, document_id, version, ordinal, section, text, "
        "embedding, embedding_model) SELECT 'x' || id, tenant_id, document_id, 1, ordinal, "
        "section, text, embedding, embedding_model FROM chunks WHERE document_id = :d",
        d=a,
    )
    # 2. A failed version with chunks present must stay failed: chunks prove nothing.
    b = lc.upload(_policy("FAILED1"), scope="care")
    drain()
    lc.update(b, _policy("FAILED2"))
    lc.sql("UPDATE jobs SET status = 'done' WHERE payload->>'document_id' = :d", d=str(b))
    lc.sql(
        "UPDATE document_versions SET status = 'failed', error = 'test' "
        "WHERE document_id = :d AND version = 2",
        d=b,
    )
    lc.sql(
        "INSERT INTO chunks (id, tenant_id, document_id, version, ordinal, section, text, "
        "embedding, embedding_model) SELECT 'y' || id, tenant_id, document_id, 2, ordinal, "
        "section, text, embedding, embedding_model FROM chunks WHERE document_id = :d",
        d=b,
    )
    # 3. Stuck in processing past the deadline, its job lost.
    c = lc.upload(_policy("STUCK"), scope="care")
    lc.sql("UPDATE jobs SET status = 'done' WHERE payload->>'document_id' = :d", d=str(c))
    lc.sql(
        "UPDATE document_versions SET status = 'processing', "
        "processing_started_at = now() - interval '2 hours' WHERE document_id = :d",
        d=c,
    )
    # 4. An active version missing chunks.
    d = lc.upload(_policy("MISSING"), scope="care")
    drain()
    activated_at = lc.sql("SELECT activated_at FROM document_versions WHERE document_id = :d", d=d)[
        0
    ].activated_at
    lc.sql("DELETE FROM chunks WHERE document_id = :d AND ordinal > 0", d=d)

    dry = reconcile_all(
        lc.container.engine,
        model_id=lc.container.embedder.model_id,
        deadline_s=60,
        dry_run=True,
        tenant_id=lc.tenant_id,
    )[0]
    assert dry.repairs == [] and len(dry.unresolved) >= 4
    report = _reconcile(lc, deadline_s=60)
    kinds = _kinds(report)
    assert ("orphan_chunks", a, 1, True) in kinds
    assert ("orphan_chunks", b, 2, True) in kinds
    assert ("stuck_version", c, 1, True) in kinds
    assert ("missing_chunks", d, 1, True) in kinds
    assert {c_.version for c_ in lc.chunks(a)} == {2}
    assert lc.chunks(b) and {c_.version for c_ in lc.chunks(b)} == {1}
    assert lc.statuses(b) == {1: "active", 2: "failed"}  # never activated by its chunks
    drain()
    assert lc.statuses(c) == {1: "active"}
    assert lc.statuses(d) == {1: "active"}
    n = lc.sql("SELECT chunk_count FROM document_versions WHERE document_id = :d", d=d)[0]
    assert len(lc.chunks(d)) == n.chunk_count
    assert (
        lc.sql("SELECT activated_at FROM document_versions WHERE document_id = :d", d=d)[
            0
        ].activated_at
        == activated_at
    )  # rebuilt, not re-activated
    assert _reconcile(lc, deadline_s=60).findings == []


def test_inconsistent_state_is_reported_not_repaired(lifecycle: Lifecycle) -> None:
    lc = lifecycle
    doc = lc.upload(_policy("INCONSISTENT"), scope="care")
    lc.workers[0].call("drain")
    lc.sql("UPDATE document_versions SET status = 'indexed' WHERE document_id = :d", d=doc)
    report = _reconcile(lc)
    assert ("inconsistent_active", doc, 1, False) in _kinds(report)
    lc.sql("UPDATE document_versions SET status = 'active' WHERE document_id = :d", d=doc)
    assert _reconcile(lc).findings == []


def test_model_change_reembeds_every_active_version_and_queries_never_mix(
    lifecycle: Lifecycle,
) -> None:
    lc = lifecycle
    docs = [lc.upload(_policy(f"MODEL{i}"), scope="models") for i in range(3)]
    lc.workers[0].call("drain")
    minilm = lc.container.embedder.model_id
    fake = HashingEmbedder()
    # A container configured with the new model: its worker re-embeds.
    other = Container(
        settings=lc.container.settings,
        admin_engine=lc.container.admin_engine,
        engine=lc.container.engine,
    )
    other.__dict__.update(embedder=fake, redactor=lc.container.redactor, blobs=lc.container.blobs)
    report = _reconcile(lc, model=fake.model_id)
    stale = {f.document_id for f in report.findings if f.kind == "stale_embeddings"}
    assert set(docs) <= stale
    other.worker(name="new-model").drain()
    models = {
        r.embedding_model
        for r in lc.sql(
            "SELECT DISTINCT embedding_model FROM chunks WHERE tenant_id = :t", t=lc.tenant_id
        )
    }
    assert models == {fake.model_id}
    assert _reconcile(lc, model=fake.model_id).findings == []
    # A query with the old model's vectors finds no dense match (lexical still answers);
    # never a comparison across models.
    from sqlalchemy import text

    from discreet.knowledge.retrieval import FloorModel, RetrievalQuery, retrieve

    with lc.container.engine.connect() as conn, conn.begin():
        conn.execute(text("SELECT set_config('app.tenant_id', :t, true)"), {"t": str(lc.tenant_id)})
        q = RetrievalQuery(
            text=lc.container.redactor.redact("wash the jacket cold").text,
            scopes=("models",),
            owners=("shared",),
        )
        old = retrieve(conn, q, embedder=lc.container.embedder, floor=FloorModel())
        new = retrieve(conn, q, embedder=fake, floor=FloorModel())
    assert all(r.dense is None for r in old.results)
    assert any(r.dense is not None for r in new.results)
    # Back to the configured model: the periodic reconciler's work, done by a process.
    assert any(f.kind == "stale_embeddings" for f in _reconcile(lc, model=minilm).findings)
    lc.workers[1].call("drain")
    assert _reconcile(lc, model=minilm).findings == []
