"""Envelope encryption: what a data key costs to unwrap, and how fast rotation re-wraps.

* **unwrap**: median and p95 of `Keyring.unwrap` for the key-file provider, and for AWS
  KMS through moto's in-process KMS (the code path, not a network round trip), first call
  and cached.
* **rotation**: `rotate_kek` over N session vault keys and M upload keys in an embedded
  PostgreSQL (temp directory): wall time and rows per second. No data is re-encrypted.

    .venv/bin/python benchmarks/kek_bench.py [--sessions 2000] [--uploads 500]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from uuid import uuid4

from sqlalchemy import text

from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.keyring import FileKek, Keyring
from discreet.services.keys import rotate_kek


def _timed(fn: Callable[[], object], n: int) -> tuple[float, float]:
    samples = []
    for _ in range(n):
        started = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - started) * 1e6)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def unwrap_figures(home: Path, n: int) -> dict[str, tuple[float, float]]:
    out: dict[str, tuple[float, float]] = {}
    ring = Keyring(FileKek(home / "bench-kek.json"))
    wrapped = ring.wrap(os.urandom(32), context=b"ctx")
    out["file"] = _timed(lambda: ring.unwrap(wrapped, context=b"ctx"), n)
    try:
        import boto3  # type: ignore[import-untyped]
        from moto import mock_aws
    except ImportError:
        return out
    os.environ.setdefault("AWS_ACCESS_KEY_ID", "bench")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "bench")
    from discreet.keyring.aws_kms import AwsKmsKek

    with mock_aws():
        kms = boto3.client("kms", region_name="eu-west-1")
        key = kms.create_key()["KeyMetadata"]["KeyId"]
        uncached = Keyring(AwsKmsKek(key, client=kms), cache_s=0)
        cached = Keyring(AwsKmsKek(key, client=kms), cache_s=300)
        w = uncached.wrap(os.urandom(32), context=b"ctx")
        out["aws-kms (moto), uncached"] = _timed(lambda: uncached.unwrap(w, context=b"ctx"), n)
        cached.unwrap(w, context=b"ctx")
        out["aws-kms (moto), cached"] = _timed(lambda: cached.unwrap(w, context=b"ctx"), n)
    return out


def rotation_figures(container: Container, sessions: int, uploads: int) -> dict[str, float]:
    ring = container.keyring
    tenant, customer = uuid4(), uuid4()
    with container.admin_engine.begin() as conn:
        conn.execute(
            text("INSERT INTO tenants (id, name, secret) VALUES (:t, :n, :s)"),
            {"t": tenant, "n": f"bench-{tenant}", "s": os.urandom(32)},
        )
        conn.execute(
            text("INSERT INTO customers (id, tenant_id, external_id) VALUES (:c, :t, 'b')"),
            {"c": customer, "t": tenant},
        )
        ids = [uuid4() for _ in range(sessions)]
        conn.execute(
            text(
                "INSERT INTO sessions (id, tenant_id, customer_id, expires_at) "
                "VALUES (:s, :t, :c, now() + interval '1 hour')"
            ),
            [{"s": s, "t": tenant, "c": customer} for s in ids],
        )
        rows = []
        for s in ids:
            w = ring.wrap(os.urandom(32), context=s.bytes)
            rows.append({"s": s, "t": tenant, "w": w.wrapped, "k": w.kek_id})
        conn.execute(
            text(
                "INSERT INTO session_state (session_id, tenant_id, vault_key_wrapped, vault_kek, "
                "expires_at) VALUES (:s, :t, :w, :k, now() + interval '1 hour')"
            ),
            rows,
        )
        docs = []
        for _ in range(uploads):
            d = uuid4()
            key = f"{tenant}/{d}/v1/x"
            w = ring.wrap(os.urandom(32), context=key.encode())
            docs.append({"d": d, "t": tenant, "bk": key, "w": w.wrapped, "k": w.kek_id})
        conn.execute(
            text(
                "INSERT INTO documents (id, tenant_id, title, scope, current_version) "
                "VALUES (:d, :t, 'bench', 'bench', 1)"
            ),
            docs,
        )
        conn.execute(
            text(
                "INSERT INTO document_versions (tenant_id, document_id, version, status, "
                "filename, blob_key, sha256, size_bytes, blob_key_wrapped, blob_kek) "
                "VALUES (:t, :d, 1, 'pending', 'b.md', :bk, 'x', 1, :w, :k)"
            ),
            docs,
        )
    started = time.perf_counter()
    report = rotate_kek(container.admin_engine, ring, retire=True)
    wall = time.perf_counter() - started
    moved = report.sessions + report.uploads
    return {
        "rows": moved,
        "seconds": wall,
        "rows_per_s": moved / wall,
        "left": len(report.remaining),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=2000)
    parser.add_argument("--uploads", type=int, default=500)
    parser.add_argument("--samples", type=int, default=2000)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="dsct-kek-", dir="/tmp"))
    settings = Settings(DISCREET_HOME=home, DISCREET_ENV="test", DISCREET_REDACTION_NER=False)  # type: ignore[call-arg]
    print("unwrap one data key (microseconds): median, p95")
    for name, (median, p95) in unwrap_figures(home, args.samples).items():
        print(f"  {name:<28} {median:9.1f} {p95:9.1f}")
    container = Container.build(settings)
    try:
        r = rotation_figures(container, args.sessions, args.uploads)
    finally:
        container.close()
    print(
        f"rotation (file provider): {int(r['rows'])} data keys re-wrapped in {r['seconds']:.2f} s "
        f"({r['rows_per_s']:.0f} keys/s), {int(r['left'])} KEK versions left behind"
    )


if __name__ == "__main__":
    main()
