"""A document that changes while a search runs: the result is judged on one state.

The lexical and the dense half are separate statements, so a delete or an activation that
commits between them leaves the halves seeing different states. The search notices (its
results' own eligibility check drops chunks the halves still saw) and runs again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from uuid import UUID

import pytest
from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.knowledge import retrieval
from discreet.knowledge.retrieval import FloorModel, RetrievalQuery, retrieve
from discreet.services import documents
from discreet.services.admin import staff_principal
from tests.integration.test_shared_policies import _drain

pytestmark = pytest.mark.integration

POLICY = (
    "# Lantern repairs\n\n## Glass\n\nCracked lantern glass is replaced free of charge within "
    "ninety days of purchase; bring the lantern and its receipt to any branch.\n"
)


def _search(container: Container, tenant_id: UUID, per_document: int | None) -> list[UUID]:
    with container.engine.connect() as conn, conn.begin():
        conn.execute(text("SELECT set_config('app.tenant_id', :t, true)"), {"t": str(tenant_id)})
        result = retrieve(
            conn,
            RetrievalQuery(
                text=container.redactor.redact("cracked lantern glass replaced").text,
                scopes=("general",),
                owners=("shared",),
                top_k=10,
                per_document=per_document,
            ),
            embedder=container.embedder,
            floor=FloorModel(),
        )
    return [r.document_id for r in result.results]


# With a per-document limit the results' check is also the document lookup: it must notice too.
@pytest.mark.parametrize("per_document", [None, 1])
def test_a_delete_committed_between_the_halves_is_not_served(
    container: Container,
    tenant_factory: Callable[..., UUID],
    monkeypatch: pytest.MonkeyPatch,
    per_document: int | None,
) -> None:
    tenant_id = tenant_factory()
    accepted = documents.upload(
        container.engine,
        container.blobs,
        staff_principal(tenant_id),
        title="Lantern repairs",
        scope="general",
        filename="lanterns.md",
        content_type="text/markdown",
        data=POLICY.encode(),
    )
    _drain(container, tenant_id)
    assert _search(container, tenant_id, per_document) == [accepted.document_id]

    real_dense = retrieval._dense
    calls: list[int] = []

    def dense_after_a_delete(*args: Any, **kwargs: Any) -> Any:
        if not calls:  # the lexical half already ran and saw the document
            with container.admin_engine.begin() as conn:
                conn.execute(
                    text("UPDATE documents SET deleted_at = now() WHERE id = :d"),
                    {"d": accepted.document_id},
                )
        calls.append(1)
        return real_dense(*args, **kwargs)

    monkeypatch.setattr(retrieval, "_dense", dense_after_a_delete)
    assert _search(container, tenant_id, per_document) == []
    assert len(calls) == 2  # the first pass saw two states, so the search ran again
