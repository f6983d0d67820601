"""Original uploads sealed at rest: a per-version data key beside the version row."""

from alembic import op

revision = "0006"
down_revision = "0005"


def upgrade() -> None:
    op.execute("ALTER TABLE document_versions ADD COLUMN blob_data_key bytea")


def downgrade() -> None:
    op.execute("ALTER TABLE document_versions DROP COLUMN blob_data_key")
