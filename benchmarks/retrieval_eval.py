"""Retrieval figures, a peer in the same run, a stage table, and the floor on a corpus it was
not fitted on.

Sets (BEIR form; see `discreet.knowledge.evaluation`):

- ``dev``: the mtrag_cloud development set (Apache-2.0), a path given with ``--dev``
  (default ../shared/data/retrieval/mtrag_cloud). Its questions are split by document:
  the pages (a passage's id before its first '-') are hashed into two halves; a question goes
  to the half of its first relevant passage's page, an unlabelled one to the half of its
  conversation. ``dev:tune`` is the half every parameter is chosen on, ``dev:held`` the
  half reported untouched.
- ``demo``: the demo tenant's policies and questions (src/discreet/demo/data).
- ``brightwave``: the second shipped answers set (a fictional mobile network, 7 policies;
  src/discreet/demo/data/eval/brightwave-mobile.json), each turn a query in its session:
  nothing here was tuned or fitted on it (with 7 documents, R@5 says little; R@1 and MRR do).
- ``services``: long public-service guidance pages (56 pages of 450 to 1,200 words in
  Markdown sections, 162 questions of which 32 unanswerable and 22 follow-ups;
  benchmarks/data/retrieval/public_services, written for this project by someone who had
  not seen the retrieval code): measured only, never tuned or fitted on.
- ``faq``: per-customer business FAQs (benchmarks/data/retrieval/customer_faq, written for
  this project): each entry owned by its business's customer, each question asked as that
  customer; hit@5 and cross-customer results.
- ``faq-verbatim``: as ``faq`` (same owners, same questions) with the redactor switched off
  for documents and questions alike: the control that shows what redaction of
  customer-owned text costs (business names in them are still often read as person names).
- ``faq-shared``: the same FAQs indexed as shared documents (verbatim, no redaction), every
  question asked with no customer: what redaction of customer-owned text costs.

``--compare chroma`` indexes the chunks Discreet stored (same text, same all-MiniLM-L6-v2
vectors, owners as metadata) in Chroma (in memory, exact cosine space, the package's
defaults otherwise) beside a BM25 (k1 1.2, b 0.75) over the same chunks, and their RRF
(k = 60): every figure is then a same-run ratio. ``--compare numpy`` uses an exact cosine
search with numpy instead of Chroma (no extra package). The peer is given the same search
text as Discreet (after follow-up rewriting).

``--study`` prints the stage table: approximate against exact lexical and dense halves,
follow-up rewriting, fusion constants, weights and candidates per half, all replayed on the
candidates of one run; ``--chunking 120:20,260:40`` and ``--no-headings`` add whole runs of
the development set with other chunking. ``--tune`` picks the fusion on ``dev:tune`` by a
grid search and reports it on every other part. The floor is fitted on ``dev:tune`` and
reported on the other parts (the built-in floor beside it).

``--halves`` keeps each scratch tenant until both halves of every query have been searched
again with their scores (``search_halves``, 100 a half; the BM25 of the best 50 of each; the
last turn alone, the previous turn always joined and every earlier turn joined as other
search texts; the chunks' texts) and written to ``retrieval_outcomes.json`` under
``halves``; it prints replays on them: candidates per half, score fusion, a BM25 vote and the
search text. Offline experiments (a reranker's features, the floor's) start from that file.

The live runs search 30 chunks a half (``evaluate``'s depth), the "hybrid" column too; the
shipped fusion's 50 a half is in the stage table's "as shipped" row and the replays.
docs/retrieval.md holds the figures and what each experiment showed.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/retrieval_eval.py \\
        --compare chroma --study --tune --halves [--sets dev,demo,faq,faq-shared] [--dev PATH]
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, cast
from uuid import uuid4

from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.knowledge.answerability import ANSWER_FEATURES
from discreet.knowledge.evaluation import (
    ChunkRecord,
    DenseIndex,
    EvalQuery,
    EvalReport,
    ExactCosineIndex,
    QueryOutcome,
    abstention_figures,
    cross_validated_floor,
    evaluate,
    fuse_documents,
    load_owners,
    load_qrels,
    load_queries,
    ranking_figures,
)
from discreet.knowledge.indexing import Redact
from discreet.knowledge.retrieval import (
    DEFAULT_FUSION,
    FLOOR_FEATURES,
    RRF_K,
    FloorModel,
    Fusion,
    RetrievalQuery,
    bm25_scores,
    conversational_query,
    fit_floor,
    floor_signals,
    fused_order,
    rrf,
    search_halves,
)
from discreet.redaction.text import RedactedText, load_stored
from discreet.storage.engine import UnitOfWork

__all__: list[str] = []

ROOT = Path(__file__).resolve().parents[1]
DEV = ROOT.parent / "shared" / "data" / "retrieval" / "mtrag_cloud"
DEMO = ROOT / "src" / "discreet" / "demo" / "data"
FAQ = ROOT / "benchmarks" / "data" / "retrieval" / "customer_faq"
SERVICES = ROOT / "benchmarks" / "data" / "retrieval" / "public_services"

Files = tuple[Path, Path, Path, Path | None]


class ChromaIndex:
    """The peer's dense half in Chroma: an in-memory collection in cosine space holding the
    stored vectors (no embedding function: nothing is fetched), owners as metadata."""

    name = "chroma"

    def __init__(self, chunks: Sequence[ChunkRecord]):
        import chromadb  # type: ignore[import-not-found,unused-ignore]  # extra [bench]
        from chromadb.config import Settings as ChromaSettings  # type: ignore[import-not-found,unused-ignore]

        client = chromadb.EphemeralClient(
            settings=ChromaSettings(anonymized_telemetry=False, allow_reset=True)
        )
        # Any: the extra may be absent, and its stubs want numpy arrays for what it accepts
        # as lists.
        self._collection: Any = cast(
            Any,
            client.create_collection(
                name=f"peer-{uuid4().hex[:12]}",
                metadata={"hnsw:space": "cosine"},
                embedding_function=None,
            ),
        )
        for start in range(0, len(chunks), 1000):
            part = chunks[start : start + 1000]
            self._collection.add(
                ids=[c.id for c in part],
                embeddings=[list(c.vector) for c in part],
                metadatas=[{"owner": c.owner} for c in part],
            )

    def search(self, vector: Sequence[float], owners: Sequence[str], k: int) -> list[str]:
        answer = self._collection.query(
            query_embeddings=[list(vector)],
            n_results=k,
            where={"owner": {"$in": list(owners)}},
        )
        return list(answer["ids"][0])


def _write_corpus(folder: Path, corpus: Path) -> None:
    """Every Markdown policy of `folder` as a BEIR corpus line, its front matter left out."""
    with corpus.open("w", encoding="utf-8") as fh:
        for path in sorted(folder.glob("*.md")):
            raw = path.read_text(encoding="utf-8")
            body = raw.split("\n---\n", 1)[1] if raw.startswith("---\n") else raw
            fh.write(json.dumps({"_id": path.stem, "text": body.strip()}) + "\n")


def _demo_files(out: Path) -> Files:
    corpus, queries, qrels = out / "corpus.jsonl", out / "queries.jsonl", out / "qrels.tsv"
    _write_corpus(DEMO / "policies", corpus)
    with (
        queries.open("w", encoding="utf-8") as qf,
        qrels.open("w", encoding="utf-8") as rf,
    ):
        rf.write("query-id\tcorpus-id\tscore\n")
        for line in (DEMO / "questions.jsonl").read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            q = json.loads(line)
            qf.write(
                json.dumps({"_id": q["id"], "text": q["text"], "answerable": q["answerable"]})
                + "\n"
            )
            if q.get("expect_document"):
                rf.write(f"{q['id']}\t{q['expect_document']}\t1\n")
    return corpus, queries, qrels, None


def _session_files(out: Path, name: str) -> Files:
    """A shipped `discreet eval answers` file (its policies and sessions) in BEIR form: every
    turn a query with the session's earlier customer turns as its conversation."""
    spec = json.loads((DEMO / "eval" / f"{name}.json").read_text(encoding="utf-8"))
    folder = (DEMO / "eval" / spec["policies"]).resolve()
    out.mkdir(parents=True, exist_ok=True)
    corpus, queries, qrels = out / "corpus.jsonl", out / "queries.jsonl", out / "qrels.tsv"
    _write_corpus(folder, corpus)
    with (
        queries.open("w", encoding="utf-8") as qf,
        qrels.open("w", encoding="utf-8") as rf,
    ):
        rf.write("query-id\tcorpus-id\tscore\n")
        for session in spec["sessions"]:
            said: list[dict[str, str]] = []
            for i, turn in enumerate(session["turns"]):
                said.append({"speaker": "user", "text": turn["text"]})
                qid = f"{session['id']}:{i}"
                expect = turn["expect"]
                answerable = expect != "abstain"
                qf.write(
                    json.dumps(
                        {
                            "_id": qid,
                            "text": turn["text"],
                            "conversation": list(said),
                            "answerable": answerable,
                        }
                    )
                    + "\n"
                )
                if answerable and expect.get("document"):
                    rf.write(f"{qid}\t{expect['document']}\t1\n")
    return corpus, queries, qrels, None


HALVES_DEPTH = 100
"""How many chunks of each half the halves dump keeps per query (`--halves`)."""


def dump_halves(
    container: Container,
    tenant_id: Any,
    queries: Sequence[EvalQuery],
    redact: Redact,
) -> dict[str, dict[str, Any]]:
    """Query id -> both halves with their scores (`search_halves`, `HALVES_DEPTH` each) on a
    kept scratch tenant, searched as `evaluate` searches (follow-up rewriting, the query's
    customer): what the reranker's features are computed from, offline."""
    out: dict[str, dict[str, Any]] = {}
    with UnitOfWork(container.engine, tenant_id) as uow:
        conn = uow.conn
        customers = {
            str(r.external_id): f"customer:{r.id}"
            for r in conn.execute(text("SELECT id, external_id FROM customers")).all()
        }
        for q in queries:
            message = redact(q.text)
            previous = [redact(t) for t in q.previous_user_turns]
            owners = ("shared",) + ((customers[f"cust-{q.customer}"],) if q.customer else ())
            variants = {
                "search": conversational_query(message, previous),
                "last": message,
                "joined": RedactedText.join((*previous[-1:], message)),
                "all": RedactedText.join((*previous, message)),
            }
            entry: dict[str, Any] = {}
            for name, search in variants.items():
                query = RetrievalQuery(text=search, scopes=("general",), owners=owners)
                lexical, dense = search_halves(
                    conn,
                    query,
                    vector=container.embedder.embed_query(search),
                    model=container.embedder.model_id,
                    candidates=HALVES_DEPTH,
                )
                pool = list(
                    dict.fromkeys([c for c, *_ in lexical[:50]] + [c for c, _ in dense[:50]])
                )
                bm25 = bm25_scores(conn, {"q": search.value, "owners": list(owners)}, pool)
                entry[name] = {
                    "text": search.value,
                    "lexical": lexical,
                    "dense": dense,
                    "bm25": bm25,
                }
            entry |= entry["search"]
            out[q.id] = entry
        ids = sorted(
            {
                c[0]
                for e in out.values()
                for v in (e["search"], e["last"], e["joined"], e["all"])
                for half in ("lexical", "dense")
                for c in v[half]
            }
        )
        texts = {
            r.id: {"section": r.section, "text": r.text, "title": r.title}
            for r in conn.execute(
                text(
                    "SELECT c.id, c.section, c.text, d.title FROM chunks c "
                    "JOIN documents d ON d.id = c.document_id WHERE c.id = ANY(:ids)"
                ),
                {"ids": ids},
            ).all()
        }
        out["__chunks__"] = texts
    return out


def dev_split(queries_path: Path, qrels: Mapping[str, Mapping[str, float]]) -> dict[str, str]:
    """Query id -> "tune" | "held": the half of its first relevant passage's page, or of its
    conversation when it has no relevant passage."""
    parts = {}
    for line in queries_path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        qid = str(json.loads(line)["_id"])
        relevant = sorted(qrels.get(qid, {}))
        key = relevant[0].split("-")[0] if relevant else "conv:" + qid.split("<::>")[0]
        parts[qid] = "tune" if hashlib.sha256(key.encode()).digest()[0] % 2 == 0 else "held"
    return parts


def _subset(outcomes: Sequence[QueryOutcome], ids: set[str]) -> list[QueryOutcome]:
    return [o for o in outcomes if o.query_id in ids]


def _replayed(
    outcomes: Sequence[QueryOutcome],
    report: EvalReport,
    fusion: Fusion,
    *,
    lexical: str = "lexical",
    dense: str = "dense",
) -> list[QueryOutcome]:
    return [
        QueryOutcome(
            query_id=o.query_id,
            ranked={
                "x": fuse_documents(
                    o.candidates, report.chunk_documents, fusion, lexical=lexical, dense=dense
                )
            },
            signals=o.signals,
            confidence=o.confidence,
            abstained=o.abstained,
            answerable=o.answerable,
            leaks=o.leaks,
            seconds=o.seconds,
        )
        for o in outcomes
    ]


def _fig(outcomes: Sequence[QueryOutcome], qrels: Mapping[str, Any], mode: str) -> str:
    f = ranking_figures(outcomes, qrels, mode)
    return f"{f.recall_at_5:.3f} / {f.mrr_at_10:.3f}"


def _score(outcomes: Sequence[QueryOutcome], qrels: Mapping[str, Any]) -> float:
    f = ranking_figures(outcomes, qrels, "x")
    return f.recall_at_5 + f.mrr_at_10


Part = tuple[str, list[QueryOutcome], EvalReport, Mapping[str, Mapping[str, float]]]


def _stage_rows(best: Fusion | None) -> list[tuple[str, Fusion, str, str]]:
    d = DEFAULT_FUSION
    rows: list[tuple[str, Fusion, str, str]] = [
        (f"as shipped {_fusion_label(d)}", d, "lexical", "dense"),
        ("lexical exact instead of candidate path", d, "lexical_exact", "dense"),
        ("dense exact instead of HNSW", d, "lexical", "dense_exact"),
        ("no follow-up rewriting", d, "lexical@last", "dense@last"),
        ("lexical half re-ranked by BM25 (best 100)", d, "lexical_bm25", "dense"),
        ("lexical alone (candidate path score)", Fusion(d.k, 1.0, 0.0), "lexical", "dense"),
        ("lexical alone, BM25-ranked", Fusion(d.k, 1.0, 0.0), "lexical_bm25", "dense"),
    ]
    for k in (1, 10, 20, 120):
        rows.append((f"rank constant k {k}", Fusion(k, 1.0, 1.0, d.per_half), "lexical", "dense"))
    for wl, wd in ((1.0, 0.5), (1.0, 2.0), (1.0, 3.0), (0.0, 1.0), (1.0, 0.0)):
        rows.append(
            (
                f"weights lexical:dense {wl:g}:{wd:g}",
                Fusion(d.k, wl, wd, d.per_half),
                "lexical",
                "dense",
            )
        )
    for n in (5, 10, 30, 100):
        rows.append((f"{n} candidates per half", Fusion(d.k, 1.0, 1.0, n), "lexical", "dense"))
    if best is not None:
        rows.append((f"tuned on dev:tune {_fusion_label(best)}", best, "lexical", "dense"))
    return rows


def _fusion_label(f: Fusion) -> str:
    bm25 = ", lexical BM25" if f.lexical_bm25 else ""
    return f"(k {f.k}, {f.lexical_weight:g}:{f.dense_weight:g}, {f.per_half} each{bm25})"


Halves = Mapping[str, Any]  # one query's `dump_halves` entry


def _rrf_halves(entry: Halves, variant: str = "search", per_half: int = 50) -> list[str]:
    """`retrieve`'s fusion (RRF k 60, 1:1) of one query's dumped halves."""
    half = entry[variant]
    dense = [c for c, _ in half["dense"]][:per_half]
    fused = rrf([[c for c, *_ in half["lexical"]][:per_half], dense], RRF_K)
    return fused_order(fused, dense)


def _scored_halves(entry: Halves, lexical_share: float, per_half: int = 50) -> list[str]:
    """Score fusion: `lexical_share` x the lexical score over the query's best plus the rest
    x the cosine min-max scaled over the dense candidates (a half's absentees score 0)."""
    half = entry["search"]
    lexical = {c: s for c, _, s in half["lexical"][:per_half]}
    dense = dict(half["dense"][:per_half])
    top = max(lexical.values(), default=0.0) or 1.0
    low, high = min(dense.values(), default=0.0), max(dense.values(), default=0.0)
    scale = (high - low) or 1.0
    score = {
        c: lexical_share * lexical.get(c, 0.0) / top
        + (1.0 - lexical_share) * ((dense[c] - low) / scale if c in dense else 0.0)
        for c in {*lexical, *dense}
    }
    return fused_order(score, list(dense))


def _bm25_vote(entry: Halves, weight: float, per_half: int = 50) -> list[str]:
    """RRF plus `weight` x the chunk's BM25 over the query's best BM25, in units of a first
    place's vote (1 / (k + 1))."""
    half = entry["search"]
    dense = [c for c, _ in half["dense"]][:per_half]
    fused = rrf([[c for c, *_ in half["lexical"]][:per_half], dense], RRF_K)
    bm25 = half["bm25"]
    top = max(bm25.values(), default=0.0) or 1.0
    fused = {c: v + weight * bm25.get(c, 0.0) / top / (RRF_K + 1) for c, v in fused.items()}
    return fused_order(fused, dense)


HALVES_ROWS: Sequence[tuple[str, Callable[[Halves], list[str]]]] = (
    ("RRF as shipped (k 60, 1:1, 50 each)", _rrf_halves),
    ("RRF, 30 each (as first shipped)", lambda e: _rrf_halves(e, per_half=30)),
    ("RRF, 40 each", lambda e: _rrf_halves(e, per_half=40)),
    ("RRF, 100 each", lambda e: _rrf_halves(e, per_half=100)),
    ("score fusion 0.3 lexical/max + 0.7 dense min-max", lambda e: _scored_halves(e, 0.3)),
    ("score fusion 0.5 / 0.5", lambda e: _scored_halves(e, 0.5)),
    ("score fusion 0.7 / 0.3", lambda e: _scored_halves(e, 0.7)),
    (
        "RRF + BM25 (tenant idf, length-normalised) x 0.2 of a first vote",
        lambda e: _bm25_vote(e, 0.2),
    ),
    ("RRF + BM25 x 0.5", lambda e: _bm25_vote(e, 0.5)),
    ("RRF + BM25 x 1", lambda e: _bm25_vote(e, 1.0)),
    ("query: the last turn alone", lambda e: _rrf_halves(e, "last")),
    ("query: the previous turn always joined", lambda e: _rrf_halves(e, "joined")),
    ("query: every earlier turn joined", lambda e: _rrf_halves(e, "all")),
)
"""Replays on `--halves` dumps: the fusion, score fusion, a BM25 vote and follow-up
rewriting, each from the same candidates and scores."""


def _halves_figure(
    outcomes: Sequence[QueryOutcome],
    halves: Mapping[str, Halves],
    chunk_documents: Mapping[str, str],
    qrels: Mapping[str, Any],
    order: Callable[[Halves], list[str]],
) -> str:
    replayed = []
    for o in outcomes:
        seen: dict[str, None] = {}
        for cid in order(halves[o.query_id]):
            seen.setdefault(chunk_documents.get(cid, "?"), None)
            if len(seen) >= 10:
                break
        replayed.append(
            QueryOutcome(
                query_id=o.query_id,
                ranked={"x": tuple(seen)},
                signals=o.signals,
                confidence=o.confidence,
                abstained=o.abstained,
                answerable=o.answerable,
                leaks=o.leaks,
                seconds=o.seconds,
            )
        )
    return _fig(replayed, qrels, "x")


def _floor_samples(
    outcomes: Sequence[QueryOutcome], halves: Mapping[str, Halves], variants: Sequence[str]
) -> list[tuple[dict[str, float], bool]]:
    """(signals, answerable) of the labelled questions, the floor's signals recomputed from
    the dumped halves of each search text in `variants` (named "<variant>:<signal>")."""
    samples = []
    for o in outcomes:
        if o.answerable is None:
            continue
        signals: dict[str, float] = {}
        for variant in variants:
            half = halves[o.query_id][variant]
            found = floor_signals(
                [(c, coverage) for c, coverage, _ in half["lexical"][:50]],
                [(c, cosine) for c, cosine in half["dense"][:50]],
            )
            signals |= {f"{variant}:{name}": value for name, value in found.items()}
        samples.append((signals, bool(o.answerable)))
    return samples


def _standardised(
    samples: Sequence[tuple[dict[str, float], bool]],
) -> list[tuple[dict[str, float], bool]]:
    """Each signal as a z-score over the set's own labelled questions."""
    names = list(samples[0][0]) if samples else []
    mean = {n: sum(s[n] for s, _ in samples) / len(samples) for n in names}
    spread = {
        n: (sum((s[n] - mean[n]) ** 2 for s, _ in samples) / len(samples)) ** 0.5 or 1.0
        for n in names
    }
    return [({n: (s[n] - mean[n]) / spread[n] for n in names}, a) for s, a in samples]


FLOOR_ROWS: Sequence[tuple[str, Sequence[str], bool]] = (
    ("signals of the search text (as shipped)", ("search",), False),
    ("signals of the last turn alone", ("last",), False),
    ("signals of both (ten features)", ("search", "last"), False),
    ("search text's signals, z-scored per set", ("search",), True),
    ("both, z-scored per set", ("search", "last"), True),
)
"""Floors fitted on dev:tune from the `--halves` dump: which search text the signals come
from, and whether each set's signals are standardised over its own questions."""


ANSWER_FLOORS: Sequence[tuple[str, Sequence[str]]] = (
    ("+ answer_type + term_share", (*FLOOR_FEATURES, *ANSWER_FEATURES)),
    ("+ term_share", (*FLOOR_FEATURES, "term_share")),
)
"""Floors over the shipped signals and the answer signals (`discreet.knowledge.answerability`),
fitted on dev:tune like the shipped one."""


def _auc(positives: Sequence[float], negatives: Sequence[float]) -> float:
    """The chance that an answerable question's signal beats an unanswerable one's."""
    if not positives or not negatives:
        return float("nan")
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


def print_signal_auc(parts: Sequence[Part]) -> None:
    """Each signal's AUC (answerable against unanswerable) on each part."""
    names = [*FLOOR_FEATURES, *ANSWER_FEATURES]
    print("\n## Each signal alone: AUC, answerable against unanswerable\n")
    print("| part | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for label, outcomes, _, _ in parts:
        labelled = [o for o in outcomes if o.answerable is not None]
        yes = [o.signals for o in labelled if o.answerable]
        no = [o.signals for o in labelled if not o.answerable]
        cells = [
            f"{_auc([s.get(n, 0.0) for s in yes], [s.get(n, 0.0) for s in no]):.2f}" for n in names
        ]
        print(f"| {label} | " + " | ".join(cells) + " |")


def print_own_floors(parts: Sequence[Part]) -> None:
    """Floors fitted on each part's own questions (a tenant's `--fit-floor`), 5-fold
    cross-validated: the shipped signals against the shipped ones with the answer signals."""
    rows: list[tuple[str, Sequence[str]]] = [("shipped signals", FLOOR_FEATURES), *ANSWER_FLOORS]
    print(
        "\n## Floors fitted on each part's own questions, 5-fold cross-validated "
        "(mean of 10 shufflings), answered-answerable / abstained-unanswerable\n"
    )
    print("| part | " + " | ".join(name for name, _ in rows) + " |")
    print("|---|" + "---|" * len(rows))
    for label, outcomes, _, _ in parts:
        samples = [(o.signals, bool(o.answerable)) for o in outcomes if o.answerable is not None]
        if len({a for _, a in samples}) < 2:
            continue
        cells = []
        for _, features in rows:
            runs = [
                cross_validated_floor(samples, seed=seed, features=features) for seed in range(10)
            ]
            answered = sum(r["answer_rate_on_answerable"] for r in runs) / len(runs)
            abstained = sum(r["abstain_recall"] for r in runs) / len(runs)
            cells.append(f"{answered:.2f} / {abstained:.2f}")
        print(f"| {label} | " + " | ".join(cells) + " |")


def tune(outcomes: Sequence[QueryOutcome], report: EvalReport, qrels: Mapping[str, Any]) -> Fusion:
    """Grid search of the fusion on one part: the best R@5 + MRR@10, ties to the default."""
    best, best_score = DEFAULT_FUSION, _score(_replayed(outcomes, report, DEFAULT_FUSION), qrels)
    for k, wd, n, bm25 in itertools.product(
        (1, 5, 10, 20, 40, 60, 100),
        (0.5, 0.75, 1.0, 1.5, 2.0, 3.0),
        (10, 20, 30, 50, 100),
        (False, True),
    ):
        f = Fusion(k, 1.0, wd, n, bm25)
        score = _score(_replayed(outcomes, report, f), qrels)
        if score > best_score + 1e-9:
            best, best_score = f, score
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="dev,demo,faq,faq-shared,brightwave,services")
    parser.add_argument("--dev", default=str(DEV), help="the mtrag_cloud folder")
    parser.add_argument("--compare", choices=["chroma", "numpy", ""], default="")
    parser.add_argument("--study", action="store_true")
    parser.add_argument("--tune", action="store_true")
    parser.add_argument("--chunking", default="", help="extra dev runs, e.g. 120:20,260:40")
    parser.add_argument("--no-headings", action="store_true", help="extra dev run")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--home", default=None)
    parser.add_argument(
        "--halves", action="store_true", help="dump both halves' scores for offline replays"
    )
    args = parser.parse_args()

    home = Path(args.home or tempfile.mkdtemp(prefix="dre-", dir="/tmp"))
    container = Container.build(Settings(DISCREET_HOME=home, DISCREET_ENV="test"))
    redactor = container.redactor
    work = Path(tempfile.mkdtemp(prefix="dre-demo-"))
    dev = Path(args.dev)
    sets: dict[str, Files] = {
        "dev": (dev / "corpus.jsonl", dev / "queries.jsonl", dev / "qrels.tsv", None),
        "demo": _demo_files(work),
        "faq": (
            FAQ / "corpus.jsonl",
            FAQ / "queries.jsonl",
            FAQ / "qrels.tsv",
            FAQ / "owners.jsonl",
        ),
        "faq-shared": (FAQ / "corpus.jsonl", FAQ / "queries.jsonl", FAQ / "qrels.tsv", None),
        "faq-verbatim": (
            FAQ / "corpus.jsonl",
            FAQ / "queries.jsonl",
            FAQ / "qrels.tsv",
            FAQ / "owners.jsonl",
        ),
        "brightwave": _session_files(work / "brightwave", "brightwave-mobile"),
        "services": (
            SERVICES / "corpus.jsonl",
            SERVICES / "queries.jsonl",
            SERVICES / "qrels.tsv",
            None,
        ),
    }
    peer: Callable[[Sequence[ChunkRecord]], DenseIndex] | None = None
    if args.compare == "chroma":
        peer = ChromaIndex
    elif args.compare == "numpy":
        peer = ExactCosineIndex

    def redact_for(name: str) -> Redact:
        # The control set keeps every text as written (see the module docstring).
        return load_stored if name == "faq-verbatim" else lambda raw: redactor.redact(raw).text

    halves: dict[str, dict[str, Any]] = {}

    def run(name: str, **extra: Any) -> tuple[EvalReport, list[QueryOutcome]]:
        corpus, queries, qrels_path, owners = sets[name]
        keep = args.halves and not extra.get("max_words") and "headings" not in extra
        with container.admin_engine.begin() as admin:
            before = {r.id for r in admin.execute(text("SELECT id FROM tenants")).all()}
        answer = evaluate(
            engine=container.engine,
            admin_engine=container.admin_engine,
            embedder=container.embedder,
            redact=redact_for(name),
            corpus_path=corpus,
            queries_path=queries,
            qrels_path=qrels_path,
            owners_path=owners,
            limit=args.limit,
            progress=print,
            keep_tenant=keep,
            **extra,
        )
        if keep:
            with container.admin_engine.begin() as admin:
                (tenant_id,) = {
                    r.id for r in admin.execute(text("SELECT id FROM tenants")).all()
                } - before
            try:
                listed = load_queries(queries)
                if owners is not None:
                    _, listed = load_owners(owners, [], listed)
                halves[name] = dump_halves(container, tenant_id, listed, redact_for(name))
            finally:
                with container.admin_engine.begin() as admin:
                    admin.execute(text("DELETE FROM tenants WHERE id = :t"), {"t": tenant_id})
        return answer

    parts: list[Part] = []
    summary: dict[str, Any] = {}
    for name in args.sets.split(","):
        report, outcomes = run(name, study=args.study or args.tune, peer=peer)
        qrels = load_qrels(sets[name][2])
        summary[name] = report.to_json()
        print(f"{name}: {report.chunks} chunks, owner leaks {report.leaks}")
        if name == "dev":
            split = dev_split(sets[name][1], qrels)
            for half in ("tune", "held"):
                ids = {q for q, p in split.items() if p == half}
                parts.append((f"dev:{half}", _subset(outcomes, ids), report, qrels))
        else:
            parts.append((name, outcomes, report, qrels))

    # Same-run comparison.
    modes = list(parts[0][1][0].ranked) if parts and parts[0][1] else []
    print("\n## Same run, R@5 / MRR@10\n")
    print("| part | n | " + " | ".join(modes) + " | hybrid R@5 / fusion baseline |")
    print("|---|---|" + "---|" * (len(modes) + 1))
    for label, p_out, _report, p_qrels in parts:
        n = ranking_figures(p_out, p_qrels, "hybrid").queries
        cells = [_fig(p_out, p_qrels, m) for m in modes]
        ratio = ""
        fused = [m for m in modes if m.startswith("bm25+")]
        if fused:
            base = ranking_figures(p_out, p_qrels, fused[0]).recall_at_5
            mine = ranking_figures(p_out, p_qrels, "hybrid").recall_at_5
            ratio = f"{mine / base:.3f}" if base else "-"
        print(f"| {label} | {n} | " + " | ".join(cells) + f" | {ratio} |")
        summary.setdefault("same_run", {})[label] = {
            m: vars(ranking_figures(p_out, p_qrels, m)) for m in modes
        }

    best: Fusion | None = None
    if args.tune:
        tune_part = next(p for p in parts if p[0] == "dev:tune")
        best = tune(tune_part[1], tune_part[2], tune_part[3])
        print(f"\nfusion tuned on dev:tune: {_fusion_label(best)}")
        summary["tuned_fusion"] = vars(best)

    if args.study or args.tune:
        print("\n## Stage table, hybrid R@5 / MRR@10 (replayed on each query's candidates)\n")
        print("| stage | " + " | ".join(p[0] for p in parts) + " |")
        print("|---|" + "---|" * len(parts))
        for row_label, fusion, lexical, dense in _stage_rows(best):
            cells = [
                _fig(_replayed(o, r, fusion, lexical=lexical, dense=dense), q, "x")
                for _, o, r, q in parts
            ]
            print(f"| {row_label} | " + " | ".join(cells) + " |")

    if halves:
        print("\n## Replays on both halves' scores (--halves), R@5 / MRR@10\n")
        shown = [p for p in parts if p[0].split(":")[0] in halves]
        print("| replay | " + " | ".join(p[0] for p in shown) + " |")
        print("|---|" + "---|" * len(shown))
        for row_label, order in HALVES_ROWS:
            cells = [
                _halves_figure(o, halves[label.split(":")[0]], r.chunk_documents, q, order)
                for label, o, r, q in shown
            ]
            print(f"| {row_label} | " + " | ".join(cells) + " |")

    extra_runs = [
        (f"chunks {c}", {"max_words": int(c.split(":")[0]), "overlap_words": int(c.split(":")[1])})
        for c in args.chunking.split(",")
        if c
    ]
    if args.no_headings:
        extra_runs.append(("no heading path in embedded text", {"headings": False}))
    if extra_runs and "dev" in args.sets:
        dev_qrels = load_qrels(sets["dev"][2])
        split = dev_split(sets["dev"][1], dev_qrels)
        print("\n## Chunking, dev hybrid R@5 / MRR@10\n\n| run | chunks | dev:tune | dev:held |")
        print("|---|---|---|---|")
        shipped = {label: (o, r) for label, o, r, _ in parts if label.startswith("dev:")}
        if len(shipped) == 2:
            cells = [_fig(shipped[f"dev:{h}"][0], dev_qrels, "hybrid") for h in ("tune", "held")]
            chunks = shipped["dev:tune"][1].chunks
            print(
                f"| as shipped (180:30, heading path embedded) | {chunks} | "
                + " | ".join(cells)
                + " |"
            )
        for label, extra in extra_runs:
            report, outcomes = run("dev", fusion=DEFAULT_FUSION, **extra)
            cells = [
                _fig(
                    _subset(outcomes, {q for q, p in split.items() if p == h}), dev_qrels, "hybrid"
                )
                for h in ("tune", "held")
            ]
            print(f"| {label} | {report.chunks} | " + " | ".join(cells) + " |")

    if halves and "dev" in halves:
        print(
            "\n## Floors fitted on dev:tune from the halves (--halves), "
            "answered-answerable / abstained-unanswerable\n"
        )
        print("| floor | " + " | ".join(p[0] for p in parts) + " |")
        print("|---|" + "---|" * len(parts))
        for row_label, variants, standardise in FLOOR_ROWS:
            per_part = {
                label: _floor_samples(o, halves[label.split(":")[0]], variants)
                for label, o, _, _ in parts
                if label.split(":")[0] in halves
            }
            if standardise:
                per_part = {k: _standardised(v) for k, v in per_part.items()}
            floor = fit_floor(per_part["dev:tune"], features=list(per_part["dev:tune"][0][0]))
            cells = []
            for label, *_ in parts:
                a = abstention_figures(
                    [
                        (floor.confidence(sig) < floor.threshold, ok)
                        for sig, ok in per_part.get(label, [])
                    ]
                )
                cells.append(f"{a['answer_rate_on_answerable']:.2f} / {a['abstain_recall']:.2f}")
            print(f"| {row_label} | " + " | ".join(cells) + " |")

    # The floor: fitted on dev:tune, reported where it was not fitted.
    tune_rows = [p for p in parts if p[0] == "dev:tune"]
    if tune_rows:
        samples = [
            (o.signals, bool(o.answerable)) for o in tune_rows[0][1] if o.answerable is not None
        ]
        fitted = fit_floor(samples) if len({a for _, a in samples}) == 2 else None
        # The answer signals (recorded by the evaluation, not read by the shipped floor):
        # the design chosen first (both), and term_share alone.
        with_answers = {
            name: fit_floor(samples, features=features)
            for name, features in ANSWER_FLOORS
            if fitted is not None
        }
        demo_rows = [p for p in parts if p[0] == "demo"]
        with_demo = None
        if demo_rows and fitted is not None:
            with_demo = fit_floor(
                samples
                + [
                    (o.signals, bool(o.answerable))
                    for o in demo_rows[0][1]
                    if o.answerable is not None
                ]
            )
        floors: dict[str, FloorModel | None] = {
            "built-in floor (fitted on all of dev + demo)": FloorModel(),
            "fitted on dev:tune": fitted,
            **{f"fitted on dev:tune, {name}": m for name, m in with_answers.items()},
            "fitted on dev:tune + demo": with_demo,
        }
        print("\n## Abstention: answered-answerable / abstained-unanswerable\n")
        print("| part | " + " | ".join(floors) + " |")
        print("|---|" + "---|" * len(floors))
        for label, outcomes, _, _ in parts:
            labelled = [o for o in outcomes if o.answerable is not None]
            cells = []
            for model in floors.values():
                if model is None:
                    cells.append("-")
                    continue
                a = abstention_figures(
                    [
                        (model.confidence(o.signals) < model.threshold, bool(o.answerable))
                        for o in labelled
                    ]
                )
                cells.append(
                    f"{a['answer_rate_on_answerable']:.2f} / {a['abstain_recall']:.2f} "
                    f"({a['answerable']:.0f}+{a['unanswerable']:.0f})"
                )
            print(f"| {label} | " + " | ".join(cells) + " |")
        print_signal_auc(parts)
        print_own_floors(parts)
        if fitted is not None:
            summary["floor_fitted_on_dev_tune"] = fitted.to_json()
            print(f"\nfloor fitted on dev:tune: {json.dumps(fitted.to_json())}")
        for name, m in with_answers.items():
            summary[f"floor_fitted_on_dev_tune, {name}"] = m.to_json()
            print(f"floor fitted on dev:tune, {name}: {json.dumps(m.to_json())}")
        if with_demo is not None:
            summary["floor_fitted_on_dev_tune_and_demo"] = with_demo.to_json()
            print(f"floor fitted on dev:tune + demo: {json.dumps(with_demo.to_json())}")

    dump = {
        label: {
            "chunk_documents": report.chunk_documents,
            "qrels": {q: dict(r) for q, r in qrels.items()},
            "outcomes": [
                {
                    "query_id": o.query_id,
                    "ranked": o.ranked,
                    "candidates": o.candidates,
                    "signals": o.signals,
                    "answerable": o.answerable,
                }
                for o in outcomes
            ],
        }
        for label, outcomes, report, qrels in parts
    }
    for label, outcomes, _report, _qrels in parts:
        kept = halves.get(label.split(":")[0], {})
        if kept:
            dump[label]["halves"] = {o.query_id: kept[o.query_id] for o in outcomes}
            dump[label]["chunks"] = kept["__chunks__"]
    (home / "retrieval_outcomes.json").write_text(json.dumps(dump))
    (home / "retrieval_eval.json").write_text(json.dumps(summary, indent=2))
    print(f"\nfigures written to {home / 'retrieval_eval.json'}")
    container.close()


if __name__ == "__main__":
    main()
