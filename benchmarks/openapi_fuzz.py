"""The OpenAPI contract under a longer fuzz: cases run per operation and role, and the 5xx
count (issue 15's figure; goal 0), with every Schemathesis check.

    .venv/bin/python benchmarks/openapi_fuzz.py [--examples 50] [--seed 21] [--roles admin,...]

The app (uvicorn on loopback, in this process) runs on an embedded PostgreSQL in a fresh
DISCREET_HOME. Each role fuzzes in a tenant of its own, made here, with the same
configuration as the suite's test (`tests/e2e/test_openapi_contract.py`: all checks,
positive and negative cases, deterministic generation from the seed), only with
`--examples` cases per operation and generation mode instead of the suite's few. Prints a
table of cases per operation and role, the requests sent (the checks send some of their own),
the 5xx answers and every failed check; exits 1 if any.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.e2e.test_openapi_contract import ROLES, SEED, FuzzResult, fuzz, fuzz_tenant
from tests.support.serving import serve

from discreet.api.app import create_app
from discreet.bootstrap import Container
from discreet.config import Settings


def _table(results: list[FuzzResult]) -> str:
    operations = sorted({op for r in results for op in r.cases}, key=lambda o: o.split()[::-1])
    width = max(len(o) for o in operations)
    head = f"{'operation':<{width}} " + " ".join(f"{r.role:>8}" for r in results)
    rows = [head, "-" * len(head)]
    for op in operations:
        rows.append(f"{op:<{width}} " + " ".join(f"{r.cases[op]:>8}" for r in results))
    rows.append("-" * len(head))
    rows.append(f"{'cases':<{width}} " + " ".join(f"{sum(r.cases.values()):>8}" for r in results))
    rows.append(f"{'requests':<{width}} " + " ".join(f"{r.requests:>8}" for r in results))
    rows.append(f"{'5xx':<{width}} " + " ".join(f"{r.server_errors:>8}" for r in results))
    rows.append(f"{'failed checks':<{width}} " + " ".join(f"{len(r.failures):>8}" for r in results))
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=50)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--roles", default=",".join(ROLES))
    args = parser.parse_args()
    roles = [r.strip() for r in args.roles.split(",") if r.strip()]
    unknown = set(roles) - set(ROLES)
    if unknown:
        parser.error(f"unknown roles {sorted(unknown)}; choose from {', '.join(ROLES)}")

    home = Path(tempfile.mkdtemp(prefix="dsct-fuzz-", dir="/tmp"))
    container = Container.build(Settings(DISCREET_HOME=home, DISCREET_ENV="test"))
    results: list[FuzzResult] = []
    try:
        with serve(create_app(container), name="openapi-fuzz", log_level="error") as base_url:
            for role in roles:
                started = time.monotonic()
                tenant = fuzz_tenant(container)
                key = tenant.keys[role]
                result = fuzz(
                    base_url, role, key, examples=args.examples, seed=args.seed, ids=tenant.ids
                )
                results.append(result)
                print(
                    f"{role}: {sum(result.cases.values())} cases, {result.requests} requests, "
                    f"{result.server_errors} 5xx, {len(result.failures)} failed checks "
                    f"in {time.monotonic() - started:.0f} s",
                    flush=True,
                )
    finally:
        container.close()
        shutil.rmtree(home, ignore_errors=True)
    print(f"\nexamples per operation and mode: {args.examples}, seed {args.seed}\n")
    print(_table(results))
    failures = [f"[{r.role}] {f}" for r in results for f in r.failures]
    for failure in failures:
        print(failure)
    return 1 if failures or any(r.server_errors for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
