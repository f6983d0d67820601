"""Original uploads sealed at rest: a per-version data key beside the version row.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-29
"""

from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("ALTER TABLE document_versions ADD COLUMN blob_data_key bytea")


def downgrade() -> None:
    op.execute("ALTER TABLE document_versions DROP COLUMN blob_data_key")
