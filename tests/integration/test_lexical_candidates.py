"""`discreet_lexical_candidates` (migration 0007): the GIN-backed lexical prefix.

It runs as the table owner, so it must itself keep to the caller's tenant: nothing without
a tenant, never another tenant's chunk ids (even for that tenant's text verbatim). The
retrieval that uses it must still return k under a selective filter (its exact fallback)
and give the same lexical ranking as the exact scan; and the point of it, the GIN index,
must actually be used when the app role calls it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any
from uuid import UUID, uuid4

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from discreet.bootstrap import Container
from discreet.knowledge import retrieval
from discreet.knowledge.embedding.port import Embedder
from discreet.knowledge.evaluation import CorpusDoc, ingest_corpus
from discreet.knowledge.retrieval import (
    _LEXICAL,
    LEXICAL_PREFIXES,
    FloorModel,
    RetrievalQuery,
    retrieve,
)
from discreet.storage.engine import APP_ROLE, app_transaction
from discreet.tenancy.directory import create_tenant
from tests.integration.test_retrieval_isolation import EXACT, Begin, _begin_for, _redact

pytestmark = pytest.mark.integration

CANDIDATES = (
    "SELECT chunk_id, score, coverage, exact "
    "FROM discreet_lexical_candidates(:q, ARRAY['shared'], :n)"
)
WITH_BUDGET = (
    "SELECT chunk_id, score, coverage, exact "
    "FROM discreet_lexical_candidates(:q, ARRAY['shared'], :n, :budget)"
)

A_TEXT = "Aurora Outfitters warranty. Titanium carabiners are engraved free before the equinox."
B_TEXT = (
    "Borealis Freight contract. Negotiated rebate of eleven percent on kayak consignments "
    "shipped through the Tromso depot, invoiced quarterly."
)


def _tenant(container: Container, prefix: str) -> tuple[UUID, Begin]:
    with container.admin_engine.begin() as admin:
        tenant_id = create_tenant(admin, f"{prefix}-{uuid4().hex[:12]}")
    return tenant_id, _begin_for(container.engine, tenant_id)


def _ingest(begin: Begin, tenant_id: UUID, docs: list[CorpusDoc], scope: str = "general") -> None:
    embedder: Embedder = EXACT
    ingest_corpus(
        begin,
        tenant_id=tenant_id,
        corpus=docs,
        owners={},
        embedder=embedder,
        redact=_redact,
        scope=scope,
    )


def _chunk_ids(container: Container, tenant_id: UUID) -> set[str]:
    with container.admin_engine.begin() as admin:
        return set(
            admin.execute(
                text("SELECT id FROM chunks WHERE tenant_id = :t"), {"t": tenant_id}
            ).scalars()
        )


@dataclass(frozen=True)
class Pair:
    a: UUID
    b: UUID
    begin_a: Begin
    begin_b: Begin


@pytest.fixture(scope="module")
def pair(container: Container) -> Pair:
    a, begin_a = _tenant(container, "lexa")
    b, begin_b = _tenant(container, "lexb")
    # A holds a few words of B's text too, so a leak would have something to rank against.
    _ingest(begin_a, a, [CorpusDoc("a1", A_TEXT), CorpusDoc("a2", "Kayak rebate depot notes.")])
    _ingest(begin_b, b, [CorpusDoc("b1", B_TEXT)])
    return Pair(a=a, b=b, begin_a=begin_a, begin_b=begin_b)


def test_no_tenant_no_candidates(container: Container, pair: Pair) -> None:
    with app_transaction(container.engine) as conn:
        assert conn.execute(text(CANDIDATES), {"q": B_TEXT, "n": 50}).all() == []
        conn.execute(text("SELECT set_config('app.tenant_id', '', true)"))
        assert conn.execute(text(CANDIDATES), {"q": B_TEXT, "n": 50}).all() == []


def test_never_another_tenants_ids_even_for_its_text_verbatim(
    container: Container, pair: Pair
) -> None:
    own = _chunk_ids(container, pair.a)
    theirs = _chunk_ids(container, pair.b)
    assert own and theirs
    with pair.begin_a() as conn:
        got = {r.chunk_id for r in conn.execute(text(CANDIDATES), {"q": B_TEXT, "n": 200})}
    assert got and got <= own  # A's own partial match, nothing of B's
    assert not got & theirs
    # The control: B, with the same text, finds its own chunk.
    with pair.begin_b() as conn:
        got_b = {r.chunk_id for r in conn.execute(text(CANDIDATES), {"q": B_TEXT, "n": 200})}
    assert got_b and got_b <= theirs


def test_only_the_app_role_may_call_it(container: Container) -> None:
    with container.admin_engine.begin() as admin:
        grantees = set(
            admin.execute(
                text(
                    "SELECT grantee::regrole::text FROM pg_proc p, aclexplode(p.proacl) "
                    "WHERE p.proname = 'discreet_lexical_candidates' "
                    "AND privilege_type = 'EXECUTE'"
                )
            ).scalars()
        )
        definer = admin.execute(
            text(
                "SELECT prosecdef AND 'search_path=public' = ANY(proconfig) FROM pg_proc "
                "WHERE proname = 'discreet_lexical_candidates'"
            )
        ).scalar()
    assert APP_ROLE in grantees and "-" not in grantees and "public" not in grantees
    assert definer


@pytest.fixture(scope="module")
def crowded(container: Container) -> tuple[UUID, Begin]:
    """More strong 'general' matches than the prefix holds, and 12 weak 'warranty' ones."""
    tenant_id, begin = _tenant(container, "lexcrowd")
    near = [
        CorpusDoc(f"g{i}", f"Kayak paddle storage rule {i}. Kayak paddles rest in dry storage.")
        for i in range(LEXICAL_PREFIXES[0] + 50)
    ]
    far = [
        CorpusDoc(f"w{i}", f"Warranty claim form {i}: a kayak lantern battery is replaced free.")
        for i in range(12)
    ]
    _ingest(begin, tenant_id, near)
    _ingest(begin, tenant_id, far, scope="warranty")
    with container.admin_engine.begin() as admin:
        admin.execute(text("ANALYZE chunks"))
    return tenant_id, begin


@pytest.mark.parametrize(
    "prefixes",
    [(LEXICAL_PREFIXES[0], 2000), (LEXICAL_PREFIXES[0],)],
    ids=["longer prefix", "exact scan"],
)
def test_selective_filter_still_returns_k_through_the_fallback(
    crowded: tuple[UUID, Begin], prefixes: tuple[int, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first prefix is all 'general'; a 'warranty' search must still fill k, from the
    longer prefix or, when there is none, from the exact scan."""
    _, begin = crowded
    monkeypatch.setattr(retrieval, "LEXICAL_PREFIXES", prefixes)
    query = "kayak paddle storage"
    first = LEXICAL_PREFIXES[0]
    with begin() as conn:
        prefix = set(conn.execute(text(CANDIDATES), {"q": query, "n": first}).scalars().all())
        scopes: dict[str, str] = dict(
            conn.execute(
                text("SELECT c.id, d.scope FROM chunks c JOIN documents d ON d.id = c.document_id")
            ).all()
        )
        result = retrieve(
            conn,
            RetrievalQuery(text=_redact(query), scopes=("warranty",), owners=("shared",), top_k=10),
            embedder=None,
            floor=FloorModel(),
            candidates=10,
            mode="lexical",
        )
    # The prefix is full and holds no warranty chunk: only the fallback can find them.
    assert len(prefix) == first
    assert {scopes[cid] for cid in prefix} == {"general"}
    assert len(result.results) == 10
    assert {r.scope for r in result.results} == {"warranty"}


@pytest.mark.parametrize(
    "query",
    [
        "kayak paddle storage",
        "warranty lantern",
        "dry kayak",
        "battery",
        "paddles rest in rule",
        "the a of",  # stop words only
    ],
)
def test_candidate_path_ranks_like_the_exact_scan(crowded: tuple[UUID, Begin], query: str) -> None:
    """The same scores in the same order, and the same chunks but those tied at the last
    place: the 250 equal "kayak paddle storage" matches outnumber the function's prefix of
    200, whose cut among equals falls to their ids, while the exact scan orders them all by
    their text."""
    _, begin = crowded
    redacted = _redact(query)
    params: dict[str, Any] = {
        "q": redacted.value,
        "scopes": ["general", "warranty"],
        "owners": ["shared"],
        "not_older": None,
        "k": 30,
    }
    with begin() as conn:
        exact = [(r.id, r.score) for r in conn.execute(text(_LEXICAL), params)]
        candidates = retrieval._lexical(conn, params, 30)
        result = retrieve(
            conn,
            RetrievalQuery(
                text=redacted, scopes=("general", "warranty"), owners=("shared",), top_k=30
            ),
            embedder=None,
            floor=FloorModel(),
            candidates=30,
            mode="lexical",
        )
    assert [r.chunk_id for r in result.results] == [cid for cid, _, _ in candidates]
    assert [score for _, _, score in candidates] == [score for _, score in exact]
    # a full list's last score may be shared by chunks past its end
    last = exact[-1][1] if len(exact) == 30 else None
    assert [cid for cid, _, score in candidates if score != last] == [
        cid for cid, score in exact if score != last
    ]


def test_the_candidate_query_uses_the_gin_index(
    container: Container, crowded: tuple[UUID, Begin]
) -> None:
    """The function runs as its owner (SECURITY DEFINER), who owns `chunks`: its match
    can use `chunks_tsv`. As the app role, under RLS, the same match cannot — the reason
    the function exists. (The embedded server has no auto_explain to log the nested plan,
    so the function's statement is explained in the function's own security context.)"""
    tenant_id, _ = crowded
    inner = (
        "EXPLAIN SELECT c.id, c.tsv FROM chunks c "
        "WHERE c.tenant_id = discreet_current_tenant() "
        "AND c.tsv @@ to_tsquery('english', 'paddle | storage') LIMIT 1000"
    )
    with container.admin_engine.connect() as conn, conn.begin():
        owner, table_owner, definer = conn.execute(
            text(
                "SELECT p.proowner::regrole::text, "
                "(SELECT relowner::regrole::text FROM pg_class WHERE relname = 'chunks'), "
                "p.prosecdef FROM pg_proc p WHERE p.proname = 'discreet_lexical_candidates'"
            )
        ).one()
        assert definer and owner == table_owner
        conn.execute(text(f'SET LOCAL ROLE "{owner}"'))
        conn.execute(text("SELECT set_config('app.tenant_id', :t, true)"), {"t": str(tenant_id)})
        conn.execute(text("SET LOCAL enable_seqscan = off"))
        as_owner = "\n".join(r[0] for r in conn.execute(text(inner)))
        conn.execute(text(f"SET LOCAL ROLE {APP_ROLE}"))
        as_app = "\n".join(r[0] for r in conn.execute(text(inner)))
        rows = conn.execute(text(CANDIDATES), {"q": "kayak paddle storage", "n": 20}).all()
    assert "Bitmap Index Scan on chunks_tsv" in as_owner, as_owner
    assert "chunks_tsv" not in as_app, as_app
    assert len(rows) == 20


def _true_df(container: Container, tenant_id: UUID) -> dict[str, int]:
    with container.admin_engine.begin() as admin:
        rows = admin.execute(
            text(
                "SELECT l, count(*) FROM chunks, unnest(tsvector_to_array(tsv)) l "
                "WHERE tenant_id = :t GROUP BY l"
            ),
            {"t": tenant_id},
        ).all()
        total = admin.execute(
            text("SELECT count(*) FROM chunks WHERE tenant_id = :t"), {"t": tenant_id}
        ).scalar_one()
    return {str(lexeme): int(n) for lexeme, n in rows} | {"": int(total)}


def _kept_df(container: Container, tenant_id: UUID) -> dict[str, int]:
    with container.admin_engine.begin() as admin:
        rows = admin.execute(
            text("SELECT lexeme, df FROM lexical_terms WHERE tenant_id = :t AND df > 0"),
            {"t": tenant_id},
        ).all()
    return {str(lexeme): int(df) for lexeme, df in rows}


def test_term_statistics_follow_inserts_and_deletes(container: Container) -> None:
    tenant_id, begin = _tenant(container, "lexdf")
    _ingest(
        begin,
        tenant_id,
        [
            CorpusDoc(f"d{i}", f"Kayak rebate at the depot, note {c}.")
            for i, c in enumerate("abcde")
        ],
    )
    _ingest(begin, tenant_id, [CorpusDoc("x", "Lantern battery replaced free of charge.")])
    assert _kept_df(container, tenant_id) == _true_df(container, tenant_id)
    assert _kept_df(container, tenant_id)["kayak"] == 5
    with begin() as conn:
        conn.execute(
            text("DELETE FROM chunks WHERE document_id IN (SELECT id FROM documents LIMIT 2)")
        )
        conn.commit()
    assert _kept_df(container, tenant_id) == _true_df(container, tenant_id)
    # Words no chunk holds any more are gone, not kept at zero (erasure relies on it).
    with container.admin_engine.begin() as admin:
        zeros = admin.execute(
            text("SELECT count(*) FROM lexical_terms WHERE tenant_id = :t AND df = 0"),
            {"t": tenant_id},
        ).scalar_one()
    assert zeros == 0
    with begin() as conn:
        conn.execute(text("DELETE FROM chunks"))
        conn.commit()
    assert _kept_df(container, tenant_id) == {}


def test_the_app_role_cannot_touch_term_statistics(container: Container, pair: Pair) -> None:
    with pair.begin_a() as conn, pytest.raises(DBAPIError, match="permission denied"):
        conn.execute(text("SELECT count(*) FROM lexical_terms")).scalar()
    with pair.begin_a() as conn:
        weights = conn.execute(
            text("SELECT lexeme, df FROM discreet_lexical_weights(:q, ARRAY['shared'])"),
            {"q": B_TEXT},
        ).all()
    # Only A's own frequencies: B's words A never wrote count 0 here.
    assert dict(weights)["consign"] == 0 and dict(weights)["kayak"] == 1


def test_common_words_are_read_within_the_budget(crowded: tuple[UUID, Begin]) -> None:
    """With a budget of 5 chunks, a query whose every word is in 250 chunks is answered
    from at most 5 of them, flagged inexact; with the default budget, exactly."""
    _, begin = crowded
    with begin() as conn:
        small = conn.execute(
            text(WITH_BUDGET), {"q": "kayak paddle storage", "n": 30, "budget": 5}
        ).all()
        full = conn.execute(text(CANDIDATES), {"q": "kayak paddle storage", "n": 30}).all()
    assert 0 < len(small) <= 5 and not any(r.exact for r in small)
    assert len(full) == 30 and all(r.exact for r in full)


def test_a_rare_word_is_enough_for_an_exact_answer(crowded: tuple[UUID, Begin]) -> None:
    """'lantern' is in 12 chunks, 'kayak' in 262: within a budget of 20 only 'lantern' is
    read, and since no chunk without it can outscore the 12 holding it, the top 12 are
    exact — the same as with an unlimited budget."""
    _, begin = crowded
    with begin() as conn:
        small = conn.execute(text(WITH_BUDGET), {"q": "kayak lantern", "n": 12, "budget": 20}).all()
        wide = conn.execute(
            text(WITH_BUDGET), {"q": "kayak lantern", "n": 12, "budget": 100000}
        ).all()
    assert all(r.exact for r in small)
    assert [r.chunk_id for r in small] == [r.chunk_id for r in wide]


def test_a_search_over_several_rounds_answers_as_one_round(crowded: tuple[UUID, Begin]) -> None:
    """'lantern' is in 12 chunks, 'storage' in 250, 'kayak' in 262. Within a budget of 140
    the first round reads the 12 'lantern' chunks (too few for 30), the second only the
    'storage' chunks without 'lantern' (migration 0014); merged, the answer is exact and
    the same, score for score, as one round over every chunk."""
    _, begin = crowded
    query = {"q": "lantern kayak storage", "n": 30}
    with begin() as conn:
        rounds = conn.execute(text(WITH_BUDGET), {**query, "budget": 140}).all()
        once = conn.execute(text(WITH_BUDGET), {**query, "budget": 100000}).all()
    assert len(rounds) == 30 and all(r.exact for r in rounds)
    assert [tuple(r) for r in rounds] == [tuple(r) for r in once]
    # both rounds are in the answer: the first round's 12 lead, the second's follow
    with begin() as conn:
        texts = dict(conn.execute(text("SELECT id, text FROM chunks")).all())
    assert ["lantern" in texts[r.chunk_id] for r in rounds] == [True] * 12 + [False] * 18


def test_statistics_and_candidates_are_scoped_to_the_querys_owners(container: Container) -> None:
    """Customer A's ranking is computed from what A may see: B's document neither counts in
    A's word frequencies nor comes back among A's candidates, even for B's text verbatim."""
    tenant_id, begin = _tenant(container, "lexown")
    a, b = f"customer:{uuid4()}", f"customer:{uuid4()}"
    ingest_corpus(
        begin,
        tenant_id=tenant_id,
        corpus=[
            CorpusDoc("s", "Kayak rebate policy for every customer.", owner="shared"),
            CorpusDoc("a", "Aurora carabiner engraving for this account.", owner="customer:a"),
            CorpusDoc("b", B_TEXT, owner="customer:b"),
        ],
        owners={"customer:a": a, "customer:b": b},
        embedder=EXACT,
        redact=_redact,
    )
    with begin() as conn:
        as_a = dict(
            conn.execute(
                text("SELECT lexeme, df FROM discreet_lexical_weights(:q, :o)"),
                {"q": B_TEXT, "o": ["shared", a]},
            ).all()
        )
        as_b = dict(
            conn.execute(
                text("SELECT lexeme, df FROM discreet_lexical_weights(:q, :o)"),
                {"q": B_TEXT, "o": ["shared", b]},
            ).all()
        )
        found = (
            conn.execute(
                text("SELECT chunk_id FROM discreet_lexical_candidates(:q, :o, 50)"),
                {"q": B_TEXT, "o": ["shared", a]},
            )
            .scalars()
            .all()
        )
        owners = dict(conn.execute(text("SELECT id, owner FROM chunks")).all())
    assert as_b["consign"] == 1 and as_a["consign"] == 0
    # "kayak" is in the shared document and in B's: B counts both, A only the shared one.
    assert as_a["kayak"] == 1 and as_b["kayak"] == 2
    assert found and {owners[c] for c in found} == {"shared"}


def test_concurrent_ingests_keep_the_statistics_exact(container: Container) -> None:
    """Two writers of one tenant at once, inserting and deleting: the tenant's lexicon lock
    queues them, nothing deadlocks, and the counts end equal to the chunks."""
    tenant_id, begin = _tenant(container, "lexconc")
    errors: list[BaseException] = []

    def writer(tag: str) -> None:
        try:
            for i in range(4):
                _ingest(begin, tenant_id, [CorpusDoc(f"{tag}{i}", f"Kayak {tag} depot note.")])
            with begin() as conn:
                deleted = conn.execute(
                    text(
                        "DELETE FROM chunks WHERE id IN "
                        "(SELECT id FROM chunks WHERE text LIKE :t LIMIT 1)"
                    ),
                    {"t": f"%{tag}%"},
                ).rowcount
                assert deleted == 1
                conn.commit()
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(tag,)) for tag in ("alpha", "bravo")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert _kept_df(container, tenant_id) == _true_df(container, tenant_id)
