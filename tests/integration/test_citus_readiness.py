"""What sharding by tenant on Citus would need of the schema, checked on the migrated schema.

Citus distributes a table by one column and enforces a primary key, a unique constraint or a
foreign key between distributed tables only when it includes that column. Discreet would
distribute every tenant table by `tenant_id` (docs/scaling.md), so each tenant table's
primary key and unique constraints (and unique indexes) must lead with `tenant_id`, and each
foreign key from one tenant table to another must include `tenant_id` on both sides.
`tenants` itself is a reference table, so a foreign key to it is fine as it is.

Most tables are not there yet: their keys are a bare `id` (a UUID, unique on its own). The
list below is what blocks distribution today, each entry checked to be still true, so a new
table or constraint that breaks the rule fails `test_no_new_blocker`, and a fixed one has
to leave the list.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from sqlalchemy import Engine, text

pytestmark = pytest.mark.integration


@dataclass(frozen=True, order=True)
class Blocker:
    table: str
    constraint: str
    why: str


# (table, constraint) of every blocker today. Each is a key on `id` alone, a unique key on
# something else, or a foreign key that matches on a bare id; see docs/scaling.md for the
# migration that would clear them.
KNOWN_BLOCKERS: frozenset[tuple[str, str]] = frozenset(
    {
        ("accounts", "accounts_pkey"),
        ("api_keys", "api_keys_pkey"),
        ("api_keys", "api_keys_key_hash_key"),
        ("api_keys", "api_keys_customer_id_fkey"),
        ("audit_events", "audit_events_pkey"),
        ("cases", "cases_pkey"),
        ("cases", "cases_customer_id_fkey"),
        ("chunks", "chunks_pkey"),
        ("chunks", "chunks_document_id_fkey"),
        ("chunks", "chunks_document_id_version_fkey"),
        ("customers", "customers_pkey"),
        ("customers", "customers_account_id_fkey"),
        ("document_versions", "document_versions_pkey"),
        ("document_versions", "document_versions_document_id_fkey"),
        ("documents", "documents_pkey"),
        ("jobs", "jobs_pkey"),
        ("memory_facts", "memory_facts_pkey"),
        ("memory_facts", "memory_facts_customer_id_fkey"),
        ("memory_facts", "memory_facts_case_id_fkey"),
        ("memory_revisions", "memory_revisions_pkey"),
        ("memory_revisions", "memory_revisions_fact_id_fkey"),
        ("orders", "orders_pkey"),
        ("orders", "orders_customer_id_fkey"),
        ("scope_examples", "scope_examples_pkey"),
        ("session_state", "session_state_pkey"),
        ("session_state", "session_state_session_id_fkey"),
        ("sessions", "sessions_pkey"),
        ("sessions", "sessions_customer_id_fkey"),
        ("sessions", "sessions_case_id_fkey"),
        ("turns", "turns_pkey"),
        ("turns", "turns_session_id_ordinal_key"),
        ("turns", "turns_session_id_fkey"),
        ("turns", "turns_customer_id_fkey"),
    }
)

_TENANT_TABLES = """
SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> 'tenants'
  AND EXISTS (SELECT 1 FROM pg_attribute a
              WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
"""

_CONSTRAINTS = f"""
WITH tt AS ({_TENANT_TABLES})
SELECT tt.relname AS tbl, con.conname AS name, con.contype AS kind,
       ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(n, o)
             JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n
             ORDER BY k.o)::text[] AS cols,
       ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(n, o)
             JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n
             ORDER BY k.o)::text[] AS ref_cols,
       con.confrelid IN (SELECT oid FROM tt) AS to_tenant_table
FROM tt JOIN pg_constraint con ON con.conrelid = tt.oid
WHERE con.contype IN ('p', 'u', 'f')
UNION ALL
SELECT tt.relname, ic.relname, 'i',
       ARRAY(SELECT a.attname FROM unnest(i.indkey::int2[]) WITH ORDINALITY k(n, o)
             JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.n
             ORDER BY k.o)::text[],
       ARRAY[]::text[], false
FROM tt JOIN pg_index i ON i.indrelid = tt.oid JOIN pg_class ic ON ic.oid = i.indexrelid
WHERE i.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = i.indexrelid)
"""


def _blockers(engine: Engine) -> set[Blocker]:
    with engine.connect() as conn:
        rows = conn.execute(text(_CONSTRAINTS)).all()
    found: set[Blocker] = set()
    for r in rows:
        cols: list[str] = list(r.cols)
        if r.kind in ("p", "u", "i") and (not cols or cols[0] != "tenant_id"):
            kind = {"p": "primary key", "u": "unique constraint", "i": "unique index"}[r.kind]
            found.add(
                Blocker(r.tbl, r.name, f"{kind} ({', '.join(cols)}) does not lead with tenant_id")
            )
        elif (
            r.kind == "f"
            and r.to_tenant_table
            and not ("tenant_id" in cols and "tenant_id" in list(r.ref_cols))
        ):
            found.add(Blocker(r.tbl, r.name, f"foreign key ({', '.join(cols)}) omits tenant_id"))
    return found


def test_the_check_sees_the_schema(admin_engine: Engine) -> None:
    """The catalogue query finds the tenant tables and their keys (a query that found
    nothing would pass everything)."""
    with admin_engine.connect() as conn:
        tables = {r.relname for r in conn.execute(text(_TENANT_TABLES))}
    assert {"customers", "sessions", "turns", "chunks", "audit_events", "lexical_terms"} <= tables
    ok = {(b.table, b.constraint) for b in _blockers(admin_engine)}
    # Keys that already lead with tenant_id are not reported.
    assert ("lexical_terms", "lexical_terms_pkey") not in ok
    assert ("audit_checkpoints", "audit_checkpoints_pkey") not in ok
    assert ("customers", "customers_tenant_id_external_id_key") not in ok


def test_no_new_blocker(admin_engine: Engine) -> None:
    """Every key added since the list was drawn leads with tenant_id, and every listed
    blocker still exists (a fixed one must leave the list)."""
    found = {(b.table, b.constraint): b.why for b in _blockers(admin_engine)}
    new = {k: v for k, v in found.items() if k not in KNOWN_BLOCKERS}
    gone = KNOWN_BLOCKERS - found.keys()
    assert new == {}, f"keys Citus could not enforce on a table distributed by tenant_id: {new}"
    assert gone == set(), f"fixed, remove from KNOWN_BLOCKERS: {sorted(gone)}"


@pytest.mark.xfail(
    strict=True,
    reason=(
        "keys on a bare id block distribution by tenant_id today: primary keys of accounts, "
        "api_keys, audit_events, cases, chunks, customers, document_versions, documents, "
        "jobs, memory_facts, memory_revisions, orders, scope_examples, session_state, "
        "sessions, turns; unique api_keys.key_hash and turns (session_id, ordinal); foreign "
        "keys between them match on the id alone (docs/scaling.md, 'What blocks it today')"
    ),
)
def test_every_tenant_table_is_ready_for_citus(admin_engine: Engine) -> None:
    assert sorted(_blockers(admin_engine)) == []
