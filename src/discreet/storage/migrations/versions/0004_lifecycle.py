"""Knowledge-base lifecycle: rejected versions, processing deadlines and job
de-duplication.

* `document_versions.status` gains `rejected` (an admin refused a quarantined version);
  `processing_started_at` lets the reconciler tell a slow version from a stuck one;
  `released_at` records that an admin released a quarantined version (its re-index skips
  screening).
* `jobs.dedupe_key`: at most one *live* (ready or running) job per key and tenant, so the
  reconciler and the model-change sweep, running in many workers at once, enqueue a repair
  once.
"""

from discreet.storage.migrations.idioms import sql_revision

revision = "0004"
down_revision = "0003"

SCHEMA = r"""
ALTER TABLE document_versions DROP CONSTRAINT document_versions_status_check;
ALTER TABLE document_versions ADD CONSTRAINT document_versions_status_check
  CHECK (status IN ('pending', 'processing', 'indexed', 'active', 'superseded', 'failed',
                    'deleted', 'quarantined', 'rejected'));
ALTER TABLE document_versions ADD COLUMN processing_started_at timestamptz;
ALTER TABLE document_versions ADD COLUMN released_at timestamptz;
CREATE INDEX document_versions_status ON document_versions (tenant_id, status);

ALTER TABLE jobs ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX jobs_live_dedupe ON jobs (tenant_id, dedupe_key)
  WHERE dedupe_key IS NOT NULL AND status IN ('ready', 'running');
CREATE INDEX jobs_status ON jobs (tenant_id, status, created_at);

"""

upgrade, downgrade = sql_revision(
    SCHEMA,
    """
        DROP INDEX IF EXISTS jobs_status;
        DROP INDEX IF EXISTS jobs_live_dedupe;
        ALTER TABLE jobs DROP COLUMN IF EXISTS dedupe_key;
        DROP INDEX IF EXISTS document_versions_status;
        ALTER TABLE document_versions DROP COLUMN IF EXISTS released_at;
        ALTER TABLE document_versions DROP COLUMN IF EXISTS processing_started_at;
        UPDATE document_versions SET status = 'failed' WHERE status = 'rejected';
        ALTER TABLE document_versions DROP CONSTRAINT document_versions_status_check;
        ALTER TABLE document_versions ADD CONSTRAINT document_versions_status_check
          CHECK (status IN ('pending', 'processing', 'indexed', 'active', 'superseded',
                            'failed', 'deleted', 'quarantined'));
        """,
)
