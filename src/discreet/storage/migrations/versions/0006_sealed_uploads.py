"""Original uploads sealed at rest: a per-version data key beside the version row."""

from discreet.storage.migrations.idioms import sql_revision

revision = "0006"
down_revision = "0005"

upgrade, downgrade = sql_revision(
    "ALTER TABLE document_versions ADD COLUMN blob_data_key bytea",
    "ALTER TABLE document_versions DROP COLUMN blob_data_key",
)
