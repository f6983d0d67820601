"""Both halves under a scope filter with 50 candidates a half (`DEFAULT_FUSION`): a filter
that keeps between 30 (`ANN_ENOUGH`, `LEXICAL_ENOUGH`) and 49 chunks of the HNSW prefix, or
of the shorter lexical prefix, stays on that path, as it did when the fusion asked for 30,
and returns the same chunks the exact search would; a filter that keeps fewer still falls
back (the exact dense scan; the longer lexical prefix)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from uuid import uuid4

import pytest
from sqlalchemy import Connection, event

from discreet.bootstrap import Container
from discreet.knowledge.evaluation import CorpusDoc, ingest_corpus
from discreet.knowledge.retrieval import (
    ANN_ENOUGH,
    ANN_PREFIX,
    DEFAULT_FUSION,
    LEXICAL_ENOUGH,
    LEXICAL_PREFIXES,
    RetrievalQuery,
    search_dense,
    search_lexical,
)
from discreet.tenancy.directory import create_tenant
from tests.integration.test_retrieval_isolation import ANN, Begin, _begin_for, _redact

pytestmark = pytest.mark.integration

TOPICS = ["refund", "delivery", "warranty", "battery", "roaming", "contract", "repair", "sim"]


def _docs(prefix: str, n: int) -> list[CorpusDoc]:
    return [
        CorpusDoc(
            id=f"{prefix}-{i}",
            text=f"Policy note {prefix} {i}: {TOPICS[i % len(TOPICS)]} rules for item {i}.",
        )
        for i in range(n)
    ]


@pytest.fixture(scope="module")
def begin(container: Container) -> Begin:
    with container.admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"annenough-{uuid4().hex[:12]}")
    begin = _begin_for(container.engine, tenant_id)
    # 100 one-chunk documents in all (the whole HNSW prefix): 40 in scope "some", 12 in
    # "few", 48 in "rest".
    for scope, n in (("some", 40), ("few", 12), ("rest", 48)):
        ingest_corpus(
            begin,
            tenant_id=tenant_id,
            corpus=_docs(scope, n),
            owners={},
            embedder=ANN,
            redact=_redact,
            scope=scope,
        )
    return begin


@contextmanager
def _statements(conn: Connection) -> Iterator[list[str]]:
    seen: list[str] = []

    def record(*args: Any) -> None:
        seen.append(str(args[2]))

    event.listen(conn, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(conn, "before_cursor_execute", record)


def _dense(conn: Connection, scope: str, exact: bool = False) -> list[str]:
    query = RetrievalQuery(text=_redact("refund rules"), scopes=(scope,), owners=("shared",))
    vector = ANN.embed_query(query.text)
    return [
        cid
        for cid, _ in search_dense(
            conn,
            query,
            vector=vector,
            model=ANN.model_id,
            candidates=DEFAULT_FUSION.per_half,
            exact=exact,
        )
    ]


def _exact_ran(statements: list[str]) -> bool:
    return any("ORDER BY c.embedding <=>" in s for s in statements)


def test_the_figures_this_test_relies_on() -> None:
    assert ANN_PREFIX == 100
    assert 12 < ANN_ENOUGH <= 40 < DEFAULT_FUSION.per_half


def test_a_filter_keeping_40_of_the_prefix_stays_on_the_index(begin: Begin) -> None:
    with begin() as conn:
        with _statements(conn) as statements:
            found = _dense(conn, "some")
        assert not _exact_ran(statements)
        assert len(found) == 40
        # Every chunk of the scope, in the exact scan's order.
        assert found == _dense(conn, "some", exact=True)


def test_a_filter_keeping_fewer_than_enough_falls_back_to_the_exact_scan(begin: Begin) -> None:
    with begin() as conn:
        with _statements(conn) as statements:
            found = _dense(conn, "few")
        assert _exact_ran(statements)
        assert len(found) == 12


@pytest.fixture(scope="module")
def lexical_begin(container: Container) -> Begin:
    with container.admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"lexenough-{uuid4().hex[:12]}")
    begin = _begin_for(container.engine, tenant_id)
    # 300 matches of "rules": the 40 of scope "some" also hold "voucher", so they score
    # highest and all fall in the shorter prefix (200); the 12 of "few" hold "rules" once
    # among longer text, below the 248 of "rest".
    corpus = {
        "some": [CorpusDoc(f"some-{i}", f"Voucher rules {i}.") for i in range(40)],
        "rest": [CorpusDoc(f"rest-{i}", f"Rules {i}.") for i in range(248)],
        "few": [
            CorpusDoc(f"few-{i}", f"Rules {i} apply to parcels, cartons, pallets and crates.")
            for i in range(12)
        ],
    }
    for scope, docs in corpus.items():
        ingest_corpus(
            begin,
            tenant_id=tenant_id,
            corpus=docs,
            owners={},
            embedder=ANN,
            redact=_redact,
            scope=scope,
        )
    return begin


def _lexical(conn: Connection, scope: str, exact: bool = False) -> list[str]:
    query = RetrievalQuery(text=_redact("voucher rules"), scopes=(scope,), owners=("shared",))
    found = search_lexical(conn, query, candidates=DEFAULT_FUSION.per_half, exact=exact)
    return [cid for cid, _ in found]


def _prefixes_asked(statements: list[str]) -> int:
    return sum("discreet_lexical_candidates" in s for s in statements)


def test_the_lexical_figures_this_test_relies_on() -> None:
    assert LEXICAL_PREFIXES[0] == 200
    assert 12 < LEXICAL_ENOUGH <= 40 < DEFAULT_FUSION.per_half


def test_a_filter_keeping_40_of_the_shorter_prefix_stays_on_it(lexical_begin: Begin) -> None:
    with lexical_begin() as conn:
        with _statements(conn) as statements:
            found = _lexical(conn, "some")
        assert _prefixes_asked(statements) == 1
        assert len(found) == 40
        assert set(found) == set(_lexical(conn, "some", exact=True))


def test_a_filter_keeping_fewer_asks_for_the_longer_prefix(lexical_begin: Begin) -> None:
    with lexical_begin() as conn:
        with _statements(conn) as statements:
            found = _lexical(conn, "few")
        assert _prefixes_asked(statements) == 2
        assert len(found) == 12
