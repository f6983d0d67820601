"""Ingest benchmark: time from upload to searchable (p50/p95) for a generated 20-page
policy PDF, and indexing throughput (chunks/s) with the default embedder.

    .venv/bin/python benchmarks/ingest_bench.py [--runs 8] [--pages 20]

Runs against a private embedded PostgreSQL in a temporary home, with one background worker
(the same one `discreet serve` runs) polling every 0.1 s. Each run uploads a new version
of the same document (so each run parses, screens, chunks, redacts, embeds, stores and
activates a full 20-page document, superseding the previous version).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.services import documents
from discreet.services.admin import staff_principal
from discreet.tenancy.directory import create_tenant

__all__ = ["main", "make_policy_pdf"]

_TOPICS = [
    "Returns",
    "Refunds",
    "Exchanges",
    "Shipping",
    "Warranty",
    "Repairs",
    "Gift cards",
    "Loyalty points",
    "Price matching",
    "Damaged items",
    "Lost parcels",
    "Rentals",
    "Trade-ins",
    "Corporate orders",
    "Custom orders",
    "Pre-orders",
    "Subscriptions",
    "Privacy",
    "Accessibility",
    "Complaints",
]
_WORDS = (
    "customer item order days refund receipt store online original packaging condition "
    "label policy eligible exchange credit card payment method business within after "
    "before request approval inspection shipping carrier tracking warranty repair "
    "replacement manufacturer defect proof purchase account member points balance"
).split()


def _escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_policy_pdf(pages: int, seed: int) -> bytes:
    """A text-layer PDF: one topic per page, a 16 pt heading, two 12 pt subheadings and
    about 450 words of 10 pt body text per page."""
    rng = random.Random(seed)
    objects: list[bytes] = []
    page_ids = []
    font_id = 3
    for p in range(pages):
        lines: list[tuple[int, str]] = [(16, f"{p + 1}. {_TOPICS[p % len(_TOPICS)]} policy")]
        for sub in ("Eligibility", "How it works"):
            lines.append((12, f"{p + 1}.{len(lines)} {sub}"))
            for _ in range(5):
                words = [rng.choice(_WORDS) for _ in range(rng.randint(38, 48))]
                sentence = " ".join(words).capitalize() + f" (rule {p + 1}-{rng.randint(1, 99)})."
                for i in range(0, len(sentence), 95):
                    lines.append((10, sentence[i : i + 95]))
                lines.append((10, ""))
        ops = ["BT"]
        y = 800
        for size, line in lines:
            ops.append(f"/F1 {size} Tf 1 0 0 1 40 {y} Tm ({_escape(line)}) Tj")
            y -= size + 4
        ops.append("ET")
        stream = "\n".join(ops).encode("latin-1")
        content_id = 4 + 2 * p
        page_id = content_id + 1
        page_ids.append(page_id)
        objects.append(
            f"{content_id} 0 obj << /Length {len(stream)} >> stream\n".encode()
            + stream
            + b"\nendstream endobj\n"
        )
        objects.append(
            f"{page_id} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
            f"/Resources << /Font << /F1 {font_id} 0 R >> >> /Contents {content_id} 0 R >> "
            "endobj\n".encode()
        )
    kids = " ".join(f"{i} 0 R" for i in page_ids)
    head = [
        b"1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n",
        f"2 0 obj << /Type /Pages /Kids [{kids}] /Count {pages} >> endobj\n".encode(),
        b"3 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n",
    ]
    body = b"%PDF-1.4\n"
    offsets = []
    for obj in head + objects:
        offsets.append(len(body))
        body += obj
    xref = len(body)
    body += f"xref\n0 {len(offsets) + 1}\n0000000000 65535 f \n".encode()
    body += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    body += (
        f"trailer << /Size {len(offsets) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    ).encode()
    return body


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("--pages", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    home = Path(tempfile.mkdtemp(prefix="dib-", dir="/tmp"))
    try:
        container = Container.build(
            Settings(DISCREET_HOME=home, DISCREET_ENV="test")  # type: ignore[call-arg]
        )
        container.redactor  # noqa: B018 - load the models before timing
        container.embedder.embed([])
        with container.admin_engine.begin() as conn:
            tenant_id = create_tenant(conn, "bench")
        principal = staff_principal(tenant_id)
        searchable: list[float] = []
        chunks = 0
        indexing_s = 0.0
        doc = None
        worker = container.worker(name="bench")
        with worker.in_background(poll_s=0.1, periodic_s=3600):
            for run in range(args.runs):
                pdf = make_policy_pdf(args.pages, seed=run)
                started = time.perf_counter()
                if doc is None:
                    accepted = documents.upload(
                        container.engine,
                        container.blobs,
                        principal,
                        title="Store policy",
                        scope="returns",
                        filename="policy.pdf",
                        content_type=None,
                        data=pdf,
                    )
                    doc = accepted.document_id
                else:
                    accepted = documents.update(
                        container.engine,
                        container.blobs,
                        principal,
                        document_id=doc,
                        filename="policy.pdf",
                        content_type=None,
                        data=pdf,
                    )
                while True:
                    view = documents.get(container.engine, principal, doc)
                    if view.active_version == accepted.version:
                        break
                    status = next(v for v in view.versions if v.version == accepted.version)
                    if status.status in ("failed", "quarantined"):
                        raise SystemExit(f"run {run}: version {status.status}: {status.error}")
                    time.sleep(0.01)
                searchable.append(time.perf_counter() - started)
                with container.admin_engine.connect() as conn:
                    row = conn.execute(
                        text(
                            "SELECT chunk_count, extract(epoch FROM activated_at - "
                            "processing_started_at) AS s FROM document_versions "
                            "WHERE document_id = :d AND version = :v"
                        ),
                        {"d": doc, "v": accepted.version},
                    ).one()
                chunks += int(row.chunk_count)
                indexing_s += float(row.s)
        figures = {
            "pages": args.pages,
            "runs": args.runs,
            "pdf_bytes": len(make_policy_pdf(args.pages, seed=0)),
            "chunks_per_version": chunks // args.runs,
            "embedder": container.embedder.model_id,
            "time_to_searchable_p50_s": round(statistics.median(searchable), 3),
            "time_to_searchable_p95_s": round(_pct(searchable, 0.95), 3),
            "indexing_throughput_chunks_per_s": round(chunks / indexing_s, 1),
        }
        if args.json:
            print(json.dumps(figures))
        else:
            for key, value in figures.items():
                print(f"{key:<36} {value}")
        container.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
