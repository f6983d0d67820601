"""Audit trail: chain head lookup, retention checkpoints and the purge that writes them.

* `discreet_audit_head(tenant)` takes the tenant's append lock
  (`pg_advisory_xact_lock(AUDIT_LOCK, hashtext(tenant))`) and returns the chain head and
  the database clock in one round trip. It is PL/pgSQL and VOLATILE, so the head is read
  with a snapshot taken *after* the lock is granted: a writer that waited for the lock sees
  the row its predecessor committed. SECURITY INVOKER, so RLS still applies.
* `audit_checkpoints` records, per purge, the last purged `seq` and its hash with an HMAC
  signature computed by the application (the database never sees the tenant key).
  The app role may only read it; rows are written by the purge function alone.
* `discreet_audit_purge(...)` is SECURITY DEFINER (owned by the migration user). It
  purges only the calling transaction's tenant, only a prefix of the chain ending at a row
  whose hash is the checkpoint's, and lifts the append-only trigger for its own DELETE by a
  transaction-local flag that the trigger checks. The app role still has no DELETE grant,
  so it cannot use the flag itself.
"""

from importlib import import_module

from discreet.storage.migrations.idioms import or_replace, sql_revision, tenant_policies

revision = "0002"
down_revision = "0001"

_INITIAL = import_module("discreet.storage.migrations.versions.0001_initial")

AUDIT_LOCK = 0x41554454  # "AUDT"; the second key is hashtext(tenant_id)

UPGRADE = rf"""
CREATE TABLE audit_checkpoints (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  through_seq bigint NOT NULL,
  last_hash text NOT NULL CHECK (last_hash ~ '^[0-9a-f]{{64}}$'),
  signature text NOT NULL CHECK (signature ~ '^[0-9a-f]{{64}}$'),
  purged bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, through_seq)
);

CREATE INDEX audit_events_turn ON audit_events (turn_event_id) WHERE turn_event_id IS NOT NULL;

CREATE FUNCTION discreet_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_checkpoints_append_only BEFORE UPDATE OR DELETE ON audit_checkpoints
  FOR EACH ROW EXECUTE FUNCTION discreet_refuse_change();
CREATE TRIGGER audit_checkpoints_no_truncate BEFORE TRUNCATE ON audit_checkpoints
  FOR EACH STATEMENT EXECUTE FUNCTION discreet_refuse_change();

-- DELETE passes only for the tenant the purge function flagged in this transaction.
CREATE OR REPLACE FUNCTION discreet_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW'
     AND current_setting('discreet.audit_purge', true) = OLD.tenant_id::text THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE FUNCTION discreet_audit_head(p_tenant uuid)
RETURNS TABLE (head_seq bigint, head_hash text, now timestamptz)
LANGUAGE plpgsql VOLATILE SET search_path = public AS $$
BEGIN
  PERFORM pg_advisory_xact_lock({AUDIT_LOCK}, hashtext(p_tenant::text));
  RETURN QUERY SELECT e.seq, e.hash, clock_timestamp() FROM audit_events e
    WHERE e.tenant_id = p_tenant ORDER BY e.seq DESC LIMIT 1;
  IF FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT c.through_seq, c.last_hash, clock_timestamp() FROM audit_checkpoints c
    WHERE c.tenant_id = p_tenant ORDER BY c.through_seq DESC LIMIT 1;
  IF FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT 0::bigint, repeat('0', 64), clock_timestamp();
END $$;

CREATE FUNCTION discreet_audit_purge(
  p_tenant uuid, p_through_seq bigint, p_last_hash text, p_signature text)
RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  n bigint;
BEGIN
  IF p_tenant IS DISTINCT FROM discreet_current_tenant() THEN
    RAISE EXCEPTION 'an audit purge is for the transaction''s own tenant only'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  PERFORM pg_advisory_xact_lock({AUDIT_LOCK}, hashtext(p_tenant::text));
  IF NOT EXISTS (SELECT 1 FROM audit_events
                 WHERE tenant_id = p_tenant AND seq = p_through_seq AND hash = p_last_hash) THEN
    RAISE EXCEPTION 'the checkpoint does not match the audit chain'
      USING ERRCODE = 'check_violation';
  END IF;
  PERFORM set_config('discreet.audit_purge', p_tenant::text, true);
  DELETE FROM audit_events WHERE tenant_id = p_tenant AND seq <= p_through_seq;
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('discreet.audit_purge', '', true);
  INSERT INTO audit_checkpoints (tenant_id, through_seq, last_hash, signature, purged)
  VALUES (p_tenant, p_through_seq, p_last_hash, p_signature, n);
  RETURN n;
END $$;

{tenant_policies("audit_checkpoints")}
GRANT SELECT ON audit_checkpoints TO discreet_app;

REVOKE ALL ON FUNCTION discreet_audit_purge(uuid, bigint, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION discreet_audit_purge(uuid, bigint, text, text) TO discreet_app;
"""

DOWNGRADE = (
    r"""
DROP FUNCTION discreet_audit_purge(uuid, bigint, text, text);
DROP FUNCTION discreet_audit_head(uuid);
"""
    + or_replace(_INITIAL.AUDIT_APPEND_ONLY)
    + r"""DROP INDEX audit_events_turn;
DROP TABLE audit_checkpoints;
DROP FUNCTION discreet_refuse_change();
"""
)

upgrade, downgrade = sql_revision(UPGRADE, DOWNGRADE)
