"""The personal-data scan of a shared policy's version, reported to its content owner.

`document_versions.pii_scan` holds the scan's report (counts, kinds, sections and offsets;
never the matched text). NULL for customer- and account-owned documents, which are redacted
instead, and for versions indexed before the scan existed.
"""

from discreet.storage.migrations.idioms import sql_revision

revision = "0010"
down_revision = "0009"

upgrade, downgrade = sql_revision(
    "ALTER TABLE document_versions ADD COLUMN pii_scan jsonb",
    "ALTER TABLE document_versions DROP COLUMN pii_scan",
)
