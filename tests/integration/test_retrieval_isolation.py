"""Retrieval under the owner, scope and eligibility filters, on the real PostgreSQL.

Each half (lexical, dense) and the fusion are tested separately, with an embedder searched
exactly (no index for its model) and one that takes the HNSW path of migration 0005 (it
claims the indexed model id), so both dense code paths are held to the same rules.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from uuid import UUID, uuid4

import pytest
from sqlalchemy import Connection, Engine, text

from discreet.bootstrap import Container
from discreet.knowledge.embedding.port import Embedder, require_redacted
from discreet.knowledge.evaluation import CorpusDoc, ingest_corpus
from discreet.knowledge.retrieval import (
    ANN_INDEXED_MODELS,
    FloorModel,
    Mode,
    RetrievalQuery,
    RetrievalResult,
    floor_for_tenant,
    retrieve,
    save_tenant_floor,
)
from discreet.redaction import build_redactor
from discreet.redaction.text import RedactedText
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import create_account, create_customer

pytestmark = pytest.mark.integration

_TOKEN = re.compile(r"\w+")
Begin = Callable[[], AbstractContextManager[Connection]]


class _Hashing(Embedder):
    """Bag-of-words feature hashing under a chosen model id and dimension."""

    external_processor = False  # computed here: no text leaves the process

    def __init__(self, model_id: str, dimension: int) -> None:
        self._model_id, self._dimension = model_id, dimension

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def dimension(self) -> int:
        return self._dimension

    def embed(self, texts: Sequence[RedactedText]) -> list[list[float]]:
        require_redacted(texts)
        return [self._vector(t.value) for t in texts]

    def embed_query(self, text: RedactedText) -> list[float]:
        return self.embed([text])[0]

    def _vector(self, value: str) -> list[float]:
        vector = [0.0] * self._dimension
        for token in _TOKEN.findall(value.lower()):
            digest = hashlib.blake2b(token.encode(), digest_size=8).digest()
            vector[int.from_bytes(digest[:4], "big") % self._dimension] += (
                1.0 if digest[4] & 1 else -1.0
            )
        norm = math.sqrt(sum(x * x for x in vector)) or 1.0
        return [x / norm for x in vector]


EXACT = _Hashing("hashing-64@1", 64)
INDEXED_MODEL, INDEXED_DIM = next(iter(ANN_INDEXED_MODELS.items()))
ANN = _Hashing(INDEXED_MODEL, INDEXED_DIM)
EMBEDDERS = {"exact": EXACT, "hnsw": ANN}

SHARED = (
    "Returns policy. You can return most items within 30 days of delivery for a full "
    "refund, provided the tags are still attached."
)
B_PRIVATE = (
    "Contract for Borealis Freight. Negotiated rebate of eleven percent on kayak "
    "consignments shipped through the Tromso depot, invoiced quarterly."
)
B_ACCOUNT = (
    "Account agreement for Borealis group. Dedicated courier pickup from the Hammerfest "
    "warehouse every Thursday with glacier-blue pallets."
)
A_PRIVATE = (
    "Contract for Aurora Outfitters. Free engraving on titanium carabiners ordered "
    "before the spring equinox."
)


@dataclass(frozen=True)
class World:
    tenant_id: UUID
    owners_a: tuple[str, ...]
    owners_b: tuple[str, ...]
    b_owners: frozenset[str]  # what only B (and B's account) may see
    begin: Begin


_redactor = build_redactor(use_ner=False)


def _redact(raw: str) -> RedactedText:
    return _redactor.redact(raw).text


def _begin_for(engine: Engine, tenant_id: UUID) -> Begin:
    @contextmanager
    def begin() -> Iterator[Connection]:
        with UnitOfWork(engine, tenant_id) as uow:
            yield uow.conn

    return begin


def tenant_holding(
    container: Container,
    name: str,
    corpus: Sequence[CorpusDoc],
    *,
    max_words: int | None = None,
    overlap_words: int | None = None,
) -> tuple[Begin, dict[UUID, str], int]:
    """A new tenant (`name` and a random suffix) holding `corpus` as shared documents,
    embedded by `EXACT`: its session, its documents (id -> corpus id) and its chunk count."""
    from discreet.tenancy.directory import create_tenant

    with container.admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"{name}-{uuid4().hex[:12]}")
    begin = _begin_for(container.engine, tenant_id)
    documents, chunks = ingest_corpus(
        begin,
        tenant_id=tenant_id,
        corpus=corpus,
        owners={},
        embedder=EXACT,
        redact=_redact,
        max_words=max_words,
        overlap_words=overlap_words,
    )
    return begin, documents, chunks


@pytest.fixture(scope="module")
def world(container: Container) -> World:
    from discreet.tenancy.directory import create_tenant

    with container.admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"iso-{uuid4().hex[:12]}")
    begin = _begin_for(container.engine, tenant_id)
    with begin() as conn:
        acct_a = create_account(conn, tenant_id=tenant_id, external_id="acct-a")
        acct_b = create_account(conn, tenant_id=tenant_id, external_id="acct-b")
        cust_a = create_customer(conn, tenant_id=tenant_id, external_id="a", account_id=acct_a)
        cust_b = create_customer(conn, tenant_id=tenant_id, external_id="b", account_id=acct_b)
        conn.commit()
    owners = {
        "customer:a": f"customer:{cust_a}",
        "customer:b": f"customer:{cust_b}",
        "account:b": f"account:{acct_b}",
    }
    corpus = [
        CorpusDoc("shared", SHARED),
        CorpusDoc("b-private", B_PRIVATE, owner="customer:b"),
        CorpusDoc("b-account", B_ACCOUNT, owner="account:b"),
        CorpusDoc("a-private", A_PRIVATE, owner="customer:a"),
    ]
    for embedder in EMBEDDERS.values():
        ingest_corpus(
            begin,
            tenant_id=tenant_id,
            corpus=corpus,
            owners=owners,
            embedder=embedder,
            redact=_redact,
        )
    return World(
        tenant_id=tenant_id,
        owners_a=("shared", f"customer:{cust_a}", f"account:{acct_a}"),
        owners_b=("shared", f"customer:{cust_b}", f"account:{acct_b}"),
        b_owners=frozenset({f"customer:{cust_b}", f"account:{acct_b}"}),
        begin=begin,
    )


def _search(
    world: World, query: str, owners: tuple[str, ...], embedder: Embedder, mode: Mode
) -> RetrievalResult:
    with world.begin() as conn:
        result: RetrievalResult = retrieve(
            conn,
            RetrievalQuery(text=_redact(query), scopes=("general",), owners=owners, top_k=10),
            embedder=embedder,
            floor=FloorModel(),
            mode=mode,
        )
    return result


MODES: tuple[Mode, ...] = ("lexical", "dense", "hybrid")


@pytest.mark.parametrize("embedder_name", sorted(EMBEDDERS))
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("text", [B_PRIVATE, B_ACCOUNT], ids=["customer-doc", "account-doc"])
def test_customer_a_never_sees_b_even_with_b_text_verbatim(
    world: World, embedder_name: str, mode: Mode, text: str
) -> None:
    embedder = EMBEDDERS[embedder_name]
    seen_by_a = _search(world, text, world.owners_a, embedder, mode)
    assert not {r.owner for r in seen_by_a.results} & world.b_owners
    assert {r.owner for r in seen_by_a.results} <= set(world.owners_a)
    # The control: the same query as B finds B's document first, so the filter (not a
    # failed search) is what kept it from A.
    seen_by_b = _search(world, text, world.owners_b, embedder, mode)
    assert seen_by_b.results and seen_by_b.results[0].owner in world.b_owners


@pytest.mark.parametrize("embedder_name", sorted(EMBEDDERS))
def test_a_sees_shared_and_own_documents(world: World, embedder_name: str) -> None:
    result = _search(world, A_PRIVATE, world.owners_a, EMBEDDERS[embedder_name], "hybrid")
    assert result.results[0].owner == world.owners_a[1]
    assert "shared" in {
        r.owner
        for r in _search(world, SHARED, world.owners_a, EMBEDDERS[embedder_name], "hybrid").results
    }


def test_no_owner_means_no_results(world: World) -> None:
    result = _search(world, B_PRIVATE, (), EXACT, "hybrid")
    assert result.results == () and result.abstained


@pytest.fixture(scope="module")
def crowded(container: Container) -> tuple[Begin, str]:
    """300 'general' documents close to the query and 12 'warranty' ones far from it."""
    from discreet.tenancy.directory import create_tenant

    with container.admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"crowd-{uuid4().hex[:12]}")
    begin = _begin_for(container.engine, tenant_id)
    near = [
        CorpusDoc(f"g{i}", f"Kayak paddle storage rules number {i}. Kayak paddles rest dry.")
        for i in range(300)
    ]
    far = [
        CorpusDoc(f"w{i}", f"Warranty claim form {i}: lantern batteries replaced free.")
        for i in range(12)
    ]
    for embedder in EMBEDDERS.values():
        ingest_corpus(
            begin,
            tenant_id=tenant_id,
            corpus=near,
            owners={},
            embedder=embedder,
            redact=_redact,
        )
        ingest_corpus(
            begin,
            tenant_id=tenant_id,
            corpus=far,
            owners={},
            embedder=embedder,
            redact=_redact,
            scope="warranty",
        )
    return begin, "kayak paddle storage"


@pytest.mark.parametrize("embedder_name", sorted(EMBEDDERS))
def test_selective_filter_still_returns_k(crowded: tuple[Begin, str], embedder_name: str) -> None:
    begin, query = crowded
    with begin() as conn:
        result = retrieve(
            conn,
            RetrievalQuery(text=_redact(query), scopes=("warranty",), owners=("shared",), top_k=10),
            embedder=EMBEDDERS[embedder_name],
            floor=FloorModel(),
            candidates=10,
            mode="dense",
        )
    assert len(result.results) == 10
    assert {r.scope for r in result.results} == {"warranty"}


def test_floor_is_stored_and_loaded_per_tenant(world: World, container: Container) -> None:
    fitted = FloorModel(weights={"dense": 2.0, "coverage": 1.0}, bias=-1.5, threshold=0.4)
    default = FloorModel(bias=-9.0)
    with world.begin() as conn:
        assert floor_for_tenant(conn) == FloorModel()
        assert floor_for_tenant(conn, default=default) is default
    with container.admin_engine.begin() as admin:
        save_tenant_floor(admin, world.tenant_id, fitted)
    with world.begin() as conn:
        loaded = floor_for_tenant(conn, default=default)
    assert loaded.to_json() == fitted.to_json()
    assert loaded.threshold == 0.4


def test_malformed_stored_floor_falls_back(container: Container) -> None:
    from discreet.tenancy.directory import create_tenant

    with container.admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"floor-{uuid4().hex[:12]}")
        admin.execute(
            text(
                "UPDATE tenants SET settings = "
                '\'{"retrieval": {"floor": {"weights": {"nope": 1}}}}\' WHERE id = :t'
            ),
            {"t": tenant_id},
        )
    default = FloorModel(bias=-3.0)
    with _begin_for(container.engine, tenant_id)() as conn:
        assert floor_for_tenant(conn, default=default) is default
