"""One round trip per audit batch: `discreet_audit_append`.

Appending used to take two round trips: `discreet_audit_head` (lock, read the head and the
database clock), then the INSERT of rows whose MACs the application computed from that head.
`discreet_audit_append(tenant, expected head, occurred_at, rows…)` does both in one call:

1. it takes the tenant's append lock (the same advisory lock as `discreet_audit_head` and
   the retention purge, so every writer of a chain still queues on one lock);
2. it reads the head with a snapshot taken after the lock is granted (PL/pgSQL, VOLATILE);
3. only if the head is the one the caller built its rows on, `occurred_at` is not before
   the head's and lies within `max_skew` of the database clock, it inserts the rows, given
   as one JSON array of `{id, kind, turn, payload, hash}` in chain order (`seq` = expected
   + 1, 2, …; `prev_hash` of the first row = expected hash, then each row's predecessor's
   `hash`), and answers `appended = true`;
4. otherwise it inserts nothing and answers the real head and the database clock, so the
   caller rebuilds its rows on them and calls again (it now holds the lock, so the second
   call cannot miss unless the caller is slower than `max_skew`).

The application keeps the last head it wrote per tenant, so a process that is the only
recent writer of a chain appends in one round trip; a stale guess costs one more.

The MACs are still computed by the application: the database never sees the tenant key.
SECURITY INVOKER, so RLS and the append-only trigger apply as before.

The foreign key from `audit_events.tenant_id` to `tenants` goes: its per-row check was a
quarter of the insert's time (7 checks a turn). What it guarded is kept otherwise: the app
role can only insert rows of the transaction's tenant (RLS WITH CHECK), which is set from an
authenticated tenant, and a tenant that has an audit trail (events or checkpoints) cannot be
deleted (`tenants_keep_audit_trail`, the check the foreign key made on delete).
"""

from discreet.storage.migrations.idioms import sql_revision

revision = "0008"
down_revision = "0007"

AUDIT_LOCK = 0x41554454  # as in 0002

FUNCTION = rf"""
CREATE FUNCTION discreet_audit_append(
  p_tenant uuid, p_expect_seq bigint, p_expect_hash text, p_at timestamptz,
  p_max_skew interval, p_session uuid, p_rows jsonb)
RETURNS TABLE (appended boolean, head_seq bigint, head_hash text, head_at timestamptz,
               now timestamptz)
LANGUAGE plpgsql VOLATILE SET search_path = public AS $$
DECLARE
  v_seq bigint;
  v_hash text;
  v_at timestamptz;
  v_now timestamptz;
  v_n int;
BEGIN
  IF jsonb_typeof(p_rows) IS DISTINCT FROM 'array' OR jsonb_array_length(p_rows) = 0 THEN
    RAISE EXCEPTION 'discreet_audit_append needs a non-empty JSON array of rows'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  v_n := jsonb_array_length(p_rows);
  PERFORM pg_advisory_xact_lock({AUDIT_LOCK}, hashtext(p_tenant::text));
  SELECT e.seq, e.hash, e.occurred_at INTO v_seq, v_hash, v_at
    FROM audit_events e WHERE e.tenant_id = p_tenant ORDER BY e.seq DESC LIMIT 1;
  IF NOT FOUND THEN
    SELECT c.through_seq, c.last_hash INTO v_seq, v_hash
      FROM audit_checkpoints c WHERE c.tenant_id = p_tenant ORDER BY c.through_seq DESC LIMIT 1;
    IF NOT FOUND THEN
      v_seq := 0;
      v_hash := repeat('0', 64);
    END IF;
  END IF;
  v_now := clock_timestamp();
  IF v_seq IS DISTINCT FROM p_expect_seq OR v_hash IS DISTINCT FROM p_expect_hash
     OR p_at IS NULL OR p_at < v_at OR abs(extract(epoch FROM v_now - p_at))
        > extract(epoch FROM p_max_skew) THEN
    RETURN QUERY SELECT false, v_seq, v_hash, v_at, v_now;
    RETURN;
  END IF;
  INSERT INTO audit_events (id, tenant_id, seq, kind, occurred_at, session_id, turn_event_id,
                            payload, prev_hash, hash)
  SELECT (r.value ->> 'id')::uuid, p_tenant, p_expect_seq + r.n, r.value ->> 'kind', p_at,
         p_session, (r.value ->> 'turn')::uuid, r.value -> 'payload',
         lag(r.value ->> 'hash', 1, p_expect_hash) OVER (ORDER BY r.n), r.value ->> 'hash'
    FROM jsonb_array_elements(p_rows) WITH ORDINALITY AS r(value, n);
  RETURN QUERY SELECT true, p_expect_seq + v_n, p_rows -> (v_n - 1) ->> 'hash', p_at, v_now;
END $$;
ALTER TABLE audit_events DROP CONSTRAINT audit_events_tenant_id_fkey;
CREATE FUNCTION discreet_keep_audit_trail() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM audit_events WHERE tenant_id = OLD.id)
     OR EXISTS (SELECT 1 FROM audit_checkpoints WHERE tenant_id = OLD.id) THEN
    RAISE EXCEPTION 'tenant % has an audit trail and cannot be deleted', OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER tenants_keep_audit_trail BEFORE DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION discreet_keep_audit_trail();

REVOKE ALL ON FUNCTION discreet_audit_append(
  uuid, bigint, text, timestamptz, interval, uuid, jsonb)
  FROM PUBLIC;
GRANT EXECUTE ON FUNCTION discreet_audit_append(
  uuid, bigint, text, timestamptz, interval, uuid, jsonb)
  TO discreet_app;
"""

upgrade, downgrade = sql_revision(
    FUNCTION,
    "DROP TRIGGER tenants_keep_audit_trail ON tenants;"
    "DROP FUNCTION discreet_keep_audit_trail();"
    "ALTER TABLE audit_events ADD CONSTRAINT audit_events_tenant_id_fkey"
    " FOREIGN KEY (tenant_id) REFERENCES tenants(id);"
    "DROP FUNCTION IF EXISTS discreet_audit_append("
    "uuid, bigint, text, timestamptz, interval, uuid, jsonb)",
)
