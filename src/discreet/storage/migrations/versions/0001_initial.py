"""Initial schema: tenants, identities, keys, sessions, knowledge base, memory, audit, jobs.

Every tenant table carries `tenant_id` and is under FORCE ROW LEVEL SECURITY with a policy
that compares it to `app.tenant_id`, set per transaction. The application works as role
`discreet_app`, which owns nothing and cannot bypass RLS. The few calls that must cross
tenants (authenticating an API key, claiming jobs, sweeping expired sessions) are
SECURITY DEFINER functions that return only what the caller needs.
"""

from alembic import op

revision = "0001"
down_revision = None

TENANT_TABLES = (
    "accounts",
    "customers",
    "cases",
    "api_keys",
    "sessions",
    "session_state",
    "turns",
    "documents",
    "document_versions",
    "chunks",
    "memory_facts",
    "memory_revisions",
    "audit_events",
    "jobs",
    "orders",
    "scope_examples",
)

# Refuses every change to audit_events. 0002 replaces it (a purge may delete), and its
# downgrade puts this text back.
AUDIT_APPEND_ONLY = r"""CREATE FUNCTION discreet_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
"""

# The job claim (oldest due job first, across tenants), one of the cross-tenant entry points
# SCHEMA creates. 0013 replaces it, and its downgrade puts this text back.
CLAIM_JOBS = r"""CREATE FUNCTION discreet_claim_jobs(p_worker text, p_limit int, p_lease_s int)
RETURNS TABLE (job_id uuid, tenant_id uuid, kind text, payload jsonb, attempts int,
               max_attempts int)
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  WITH ready AS (
    SELECT j.id FROM jobs j
    WHERE (j.status = 'ready' AND j.run_after <= now())
       OR (j.status = 'running' AND j.lease_until < now())
    ORDER BY j.run_after
    LIMIT p_limit
    FOR UPDATE SKIP LOCKED
  )
  UPDATE jobs j SET status = 'running', attempts = j.attempts + 1, locked_by = p_worker,
         lease_until = now() + make_interval(secs => p_lease_s), updated_at = now()
  FROM ready WHERE j.id = ready.id
  RETURNING j.id, j.tenant_id, j.kind, j.payload, j.attempts, j.max_attempts
$$;
"""

SCHEMA = (
    r"""
CREATE EXTENSION IF NOT EXISTS vector;

DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'discreet_app') THEN
    CREATE ROLE discreet_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
DO $$ BEGIN
  EXECUTE format('GRANT discreet_app TO %I', current_user);
END $$;

CREATE FUNCTION discreet_current_tenant() RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.tenant_id', true), '')::uuid
$$;

CREATE TABLE tenants (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  secret bytea NOT NULL,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  external_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE customers (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
  external_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE cases (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  external_id text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  key_hash bytea NOT NULL UNIQUE,
  prefix text NOT NULL,
  roles text[] NOT NULL CHECK (cardinality(roles) > 0),
  customer_id uuid REFERENCES customers(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  CHECK (NOT ('customer' = ANY (roles)) OR customer_id IS NOT NULL)
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  case_id uuid REFERENCES cases(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('deleted', 'expired', 'erased'))
);
CREATE INDEX sessions_expiry ON sessions (expires_at) WHERE ended_at IS NULL;

-- Session state served from PostgreSQL when no Redis is configured: the encrypted
-- pseudonym vault and its key, removed when the session ends or expires.
CREATE TABLE session_state (
  session_id uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  vault bytea,
  vault_key bytea,
  expires_at timestamptz NOT NULL
);

CREATE TABLE turns (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  ordinal int NOT NULL,
  role text NOT NULL CHECK (role IN ('customer', 'agent')),
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, ordinal)
);

CREATE TABLE documents (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  title text NOT NULL,
  scope text NOT NULL CHECK (scope ~ '^[a-z][a-z0-9_-]{0,62}$'),
  owner text NOT NULL DEFAULT 'shared'
    CHECK (owner = 'shared' OR owner ~ '^(customer|account):[0-9a-f-]{36}$'),
  update_mode text NOT NULL DEFAULT 'available' CHECK (update_mode IN ('available', 'strict')),
  current_version int NOT NULL,
  active_version int,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_scope ON documents (tenant_id, scope) WHERE deleted_at IS NULL;

CREATE TABLE document_versions (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  version int NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'indexed', 'active',
    'superseded', 'failed', 'deleted', 'quarantined')),
  error text,
  quarantine_reasons text[] NOT NULL DEFAULT '{}',
  filename text NOT NULL,
  content_type text,
  blob_key text NOT NULL,
  sha256 text NOT NULL,
  size_bytes int NOT NULL,
  chunk_count int,
  created_at timestamptz NOT NULL DEFAULT now(),
  indexed_at timestamptz,
  activated_at timestamptz,
  PRIMARY KEY (document_id, version)
);

CREATE TABLE chunks (
  id text PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  version int NOT NULL,
  ordinal int NOT NULL,
  section text NOT NULL,
  text text NOT NULL,
  embedding vector,
  embedding_model text,
  tsv tsvector GENERATED ALWAYS AS
    (to_tsvector('english', coalesce(section, '') || ' ' || text)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (document_id, version) REFERENCES document_versions(document_id, version)
    ON DELETE CASCADE
);
CREATE INDEX chunks_doc_version ON chunks (document_id, version);
CREATE INDEX chunks_tsv ON chunks USING gin (tsv);

CREATE TABLE memory_facts (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id uuid REFERENCES customers(id) ON DELETE CASCADE,
  case_id uuid REFERENCES cases(id) ON DELETE CASCADE,
  category text NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  confidence real NOT NULL DEFAULT 1.0,
  source_kind text NOT NULL,
  source_session_id uuid,
  source_turn_id uuid,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'superseded', 'suppressed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  expires_at timestamptz,
  superseded_by uuid,
  CHECK (customer_id IS NOT NULL OR case_id IS NOT NULL)
);
CREATE INDEX memory_facts_subject ON memory_facts (tenant_id, customer_id, case_id, status);

CREATE TABLE memory_revisions (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  fact_id uuid NOT NULL REFERENCES memory_facts(id) ON DELETE CASCADE,
  value text NOT NULL,
  status text NOT NULL,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_events (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  seq bigint NOT NULL,
  kind text NOT NULL,
  occurred_at timestamptz NOT NULL,
  session_id uuid,
  turn_event_id uuid,
  payload jsonb NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  UNIQUE (tenant_id, seq)
);
CREATE INDEX audit_events_session ON audit_events (tenant_id, session_id, seq);
CREATE INDEX audit_events_time ON audit_events (tenant_id, occurred_at);

"""
    + AUDIT_APPEND_ONLY
    + r"""CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION discreet_audit_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION discreet_audit_append_only();

CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'ready' CHECK (status IN ('ready', 'running', 'done', 'dead')),
  attempts int NOT NULL DEFAULT 0,
  max_attempts int NOT NULL DEFAULT 5,
  run_after timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_ready ON jobs (run_after) WHERE status IN ('ready', 'running');

-- The demo system of record for business data: fetched fresh per turn by a tool,
-- never cached in session state.
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  order_ref text NOT NULL,
  status text NOT NULL,
  placed_on date NOT NULL,
  total text NOT NULL,
  items jsonb NOT NULL DEFAULT '[]'::jsonb,
  UNIQUE (tenant_id, order_ref)
);

CREATE TABLE scope_examples (
  id bigserial PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  text text NOT NULL,
  scope text NOT NULL
);

-- Cross-tenant entry points. Each returns only what its caller needs.
CREATE FUNCTION discreet_authenticate(p_key_hash bytea)
RETURNS TABLE (key_id uuid, tenant_id uuid, roles text[], customer_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT k.id, k.tenant_id, k.roles, k.customer_id
  FROM api_keys k WHERE k.key_hash = p_key_hash AND k.revoked_at IS NULL
$$;

"""
    + CLAIM_JOBS
    + r"""
CREATE FUNCTION discreet_expired_sessions(p_limit int)
RETURNS TABLE (session_id uuid, tenant_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT s.id, s.tenant_id FROM sessions s
  WHERE s.ended_at IS NULL AND s.expires_at < now()
  ORDER BY s.expires_at LIMIT p_limit
$$;

CREATE FUNCTION discreet_tenant_ids()
RETURNS TABLE (tenant_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT id FROM tenants
$$;

CREATE FUNCTION discreet_queue_stats()
RETURNS TABLE (status text, depth bigint, oldest_age_s double precision)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT status, count(*), coalesce(extract(epoch FROM now() - min(created_at)), 0)
  FROM jobs WHERE status IN ('ready', 'running', 'dead') GROUP BY status
$$;
"""
)


def _owner_policy(table: str) -> None:
    """The owner (migrations, SECURITY DEFINER functions) sees every row even under FORCE
    ROW LEVEL SECURITY; the app role only ever gets `tenant_isolation`."""
    op.execute(
        "DO $$ BEGIN EXECUTE format("
        f"'CREATE POLICY owner_maintenance ON {table} TO %I USING (true) WITH CHECK (true)', "
        "current_user); END $$"
    )


def upgrade() -> None:
    op.execute(SCHEMA)
    # The tenants table is its own scope: a transaction sees only its tenant's row.
    op.execute("ALTER TABLE tenants ENABLE ROW LEVEL SECURITY")
    op.execute("ALTER TABLE tenants FORCE ROW LEVEL SECURITY")
    op.execute(
        "CREATE POLICY tenant_isolation ON tenants TO discreet_app "
        "USING (id = discreet_current_tenant()) WITH CHECK (id = discreet_current_tenant())"
    )
    _owner_policy("tenants")
    op.execute("GRANT SELECT ON tenants TO discreet_app")
    for table in TENANT_TABLES:
        op.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
        op.execute(f"ALTER TABLE {table} FORCE ROW LEVEL SECURITY")
        op.execute(
            f"CREATE POLICY tenant_isolation ON {table} TO discreet_app "
            "USING (tenant_id = discreet_current_tenant()) "
            "WITH CHECK (tenant_id = discreet_current_tenant())"
        )
        _owner_policy(table)
        if table == "audit_events":
            op.execute("GRANT SELECT, INSERT ON audit_events TO discreet_app")
        else:
            op.execute(f"GRANT SELECT, INSERT, UPDATE, DELETE ON {table} TO discreet_app")
    op.execute("GRANT USAGE ON SEQUENCE scope_examples_id_seq TO discreet_app")
    op.execute("REVOKE ALL ON FUNCTION discreet_claim_jobs(text, int, int) FROM PUBLIC")
    op.execute("GRANT EXECUTE ON FUNCTION discreet_claim_jobs(text, int, int) TO discreet_app")


def downgrade() -> None:
    raise NotImplementedError("the initial schema is not reversible; restore from a backup")
