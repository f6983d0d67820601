"""Retrieval figures on the two sets we tune on, and the floor fitted on both.

1. the mtrag_cloud development set (../shared/data/retrieval/mtrag_cloud, Apache-2.0);
2. the demo tenant's policies and questions (src/discreet/demo/data), converted to the same
   BEIR form (corpus = the policies, qrels = each answerable question's expected policy).

Each set goes through `discreet.knowledge.evaluation.evaluate` (scratch tenant, production
parser/chunker/redactor/embedder, hybrid + lexical-only + dense-only in the same run). The
floor is then fitted on the labelled questions of both sets together and its abstain
precision/recall reported in-sample and 5-fold cross-validated; `--chunking` repeats the
development-set run for several chunk sizes (words:overlap).

    OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/retrieval_eval.py \
        [--sets dev,demo] [--chunking 180:30] [--limit N] [--home DIR]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path
from typing import Any

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.knowledge.evaluation import (
    QueryOutcome,
    abstention_figures,
    cross_validated_floor,
    evaluate,
    format_report,
)
from discreet.knowledge.retrieval import FloorModel, fit_floor

__all__: list[str] = []

ROOT = Path(__file__).resolve().parents[1]
DEV = ROOT.parent / "shared" / "data" / "retrieval" / "mtrag_cloud"
DEMO = ROOT / "src" / "discreet" / "demo" / "data"


def _demo_files(out: Path) -> tuple[Path, Path, Path]:
    corpus, queries, qrels = out / "corpus.jsonl", out / "queries.jsonl", out / "qrels.tsv"
    with corpus.open("w", encoding="utf-8") as fh:
        for path in sorted((DEMO / "policies").glob("*.md")):
            raw = path.read_text(encoding="utf-8")
            body = raw.split("\n---\n", 1)[1] if raw.startswith("---\n") else raw
            fh.write(json.dumps({"_id": path.stem, "text": body.strip()}) + "\n")
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
    return corpus, queries, qrels


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="dev,demo")
    parser.add_argument("--chunking", default="", help="e.g. 120:20,180:30,260:40")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--home", default=None)
    args = parser.parse_args()

    home = Path(args.home or tempfile.mkdtemp(prefix="dre-", dir="/tmp"))
    container = Container.build(Settings(DISCREET_HOME=home, DISCREET_ENV="test"))  # type: ignore[call-arg]
    redactor = container.redactor
    work = Path(tempfile.mkdtemp(prefix="dre-demo-"))
    sets = {
        "dev": (DEV / "corpus.jsonl", DEV / "queries.jsonl", DEV / "qrels.tsv"),
        "demo": _demo_files(work),
    }
    chunkings: list[tuple[int | None, int | None]] = [(None, None)]
    if args.chunking:
        chunkings = [(int(w), int(o)) for w, o in (c.split(":") for c in args.chunking.split(","))]
    samples: list[tuple[dict[str, float], bool]] = []
    per_set: dict[str, list[QueryOutcome]] = {}
    summary: dict[str, Any] = {}
    for name in args.sets.split(","):
        corpus, queries, qrels = sets[name]
        for max_words, overlap in chunkings if name == "dev" else [(None, None)]:
            label = f"{name}" + (f" chunks {max_words}:{overlap}" if max_words else "")
            report, outcomes = evaluate(
                engine=container.engine,
                admin_engine=container.admin_engine,
                embedder=container.embedder,
                redact=lambda raw: redactor.redact(raw).text,
                corpus_path=corpus,
                queries_path=queries,
                qrels_path=qrels,
                limit=args.limit,
                max_words=max_words,
                overlap_words=overlap,
                progress=print,
            )
            print(f"\n=== {label} ===\n{format_report(report)}\n")
            summary[label] = report.to_json()
            if (max_words, overlap) == chunkings[0]:
                per_set[name] = outcomes
                samples += [
                    (o.signals, bool(o.answerable)) for o in outcomes if o.answerable is not None
                ]
    if len({label for _, label in samples}) == 2:
        floor = fit_floor(samples)
        print(f"floor fitted on {len(samples)} labelled questions: {json.dumps(floor.to_json())}")
        cv = cross_validated_floor(samples)
        print(f"  5-fold cross-validated, both sets: {json.dumps(cv)}")
        for name, outcomes in per_set.items():
            labelled = [o for o in outcomes if o.answerable is not None]
            for tag, model in (("built-in floor", FloorModel()), ("fitted floor", floor)):
                figures = abstention_figures(
                    [
                        (model.confidence(o.signals) < model.threshold, bool(o.answerable))
                        for o in labelled
                    ]
                )
                print(f"  {name}, {tag} (in-sample): {json.dumps(figures)}")
        summary["fitted_floor"] = floor.to_json()
        summary["fitted_floor_cv"] = cv
    (home / "retrieval_eval.json").write_text(json.dumps(summary, indent=2))
    print(f"\nfigures written to {home / 'retrieval_eval.json'}")
    container.close()


if __name__ == "__main__":
    main()
