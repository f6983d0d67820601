"""Durable memory: one live fact per subject and key, source strength, expiry sweeps.

* `memory_facts.strength` records how strong the fact's source was (see
  `discreet.memory.consolidation`): a weaker mention never overwrites a stronger,
  confirmed value.
* `memory_facts.source_kind` is a closed set; agent turns and model guesses are not in it.
* A partial unique index keeps at most one *live* (active or suppressed) fact per
  (tenant, customer, case, category, key); superseded facts stay as history.
* `discreet_memory_expiry_tenants()` (SECURITY DEFINER) names the tenants that have facts
  past their TTL, so the sweeper can visit each one under its own RLS context; it returns
  tenant ids only.
"""

from discreet.storage.migrations.idioms import sql_revision

revision = "0003"
down_revision = "0002"

UPGRADE = r"""
ALTER TABLE memory_facts
  ADD COLUMN strength smallint NOT NULL DEFAULT 2 CHECK (strength BETWEEN 0 AND 3),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT memory_facts_source_kind
    CHECK (source_kind IN ('customer_statement', 'case_decision', 'staff_entry')),
  ADD CONSTRAINT memory_facts_category_token CHECK (category ~ '^[a-z][a-z0-9_]{0,62}$'),
  ADD CONSTRAINT memory_facts_key_token CHECK (key ~ '^[a-z][a-z0-9_]{0,62}$');

CREATE UNIQUE INDEX memory_facts_one_live ON memory_facts
  (tenant_id, customer_id, case_id, category, key) NULLS NOT DISTINCT
  WHERE status <> 'superseded';
CREATE INDEX memory_facts_expiry ON memory_facts (expires_at) WHERE expires_at IS NOT NULL;
CREATE INDEX memory_facts_case ON memory_facts (tenant_id, case_id) WHERE case_id IS NOT NULL;

ALTER TABLE memory_revisions
  ADD CONSTRAINT memory_revisions_status
    CHECK (status IN ('active', 'superseded', 'suppressed', 'corrected', 'confirmed'));
CREATE INDEX memory_revisions_fact ON memory_revisions (fact_id, changed_at);

CREATE FUNCTION discreet_memory_expiry_tenants()
RETURNS TABLE (tenant_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT DISTINCT f.tenant_id FROM memory_facts f
  WHERE f.expires_at IS NOT NULL AND f.expires_at <= now()
$$;
REVOKE ALL ON FUNCTION discreet_memory_expiry_tenants() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION discreet_memory_expiry_tenants() TO discreet_app;
"""

DOWNGRADE = r"""
DROP FUNCTION discreet_memory_expiry_tenants();
DROP INDEX memory_revisions_fact;
ALTER TABLE memory_revisions DROP CONSTRAINT memory_revisions_status;
DROP INDEX memory_facts_case;
DROP INDEX memory_facts_expiry;
DROP INDEX memory_facts_one_live;
ALTER TABLE memory_facts
  DROP CONSTRAINT memory_facts_key_token,
  DROP CONSTRAINT memory_facts_category_token,
  DROP CONSTRAINT memory_facts_source_kind,
  DROP COLUMN updated_at,
  DROP COLUMN strength;
"""

upgrade, downgrade = sql_revision(UPGRADE, DOWNGRADE)
