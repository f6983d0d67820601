"""What several revisions write alike, written once.

Revisions are history that already ran on deployed databases, so each function here returns
exactly the text the revisions wrote out before it came here, byte for byte: moving a
revision onto one of them changes nothing it sends to PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Callable

from alembic import op

__all__ = ["or_replace", "sql_revision", "tenant_policies"]


def sql_revision(
    upgrade_sql: str, downgrade_sql: str
) -> tuple[Callable[[], None], Callable[[], None]]:
    """A revision's `upgrade` and `downgrade` when each executes one SQL text:
    `upgrade, downgrade = sql_revision(UPGRADE, DOWNGRADE)`."""

    def upgrade() -> None:
        op.execute(upgrade_sql)

    def downgrade() -> None:
        op.execute(downgrade_sql)

    return upgrade, downgrade


def tenant_policies(table: str) -> str:
    """Row-level security on a tenant table made after 0001, as 0001 set it on its own:
    FORCE ROW LEVEL SECURITY, `tenant_isolation` (the app role reads and writes only the
    rows of the transaction's tenant) and `owner_maintenance` (the owner, who runs the
    migrations and the SECURITY DEFINER functions, every row). Grants are the revision's."""
    return f"""ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE {table} FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON {table} TO discreet_app
  USING (tenant_id = discreet_current_tenant())
  WITH CHECK (tenant_id = discreet_current_tenant());
DO $$ BEGIN EXECUTE format(
  'CREATE POLICY owner_maintenance ON {table} TO %I USING (true) WITH CHECK (true)',
  current_user); END $$;"""


def or_replace(create_function: str) -> str:
    """An earlier revision's `CREATE FUNCTION` text as `CREATE OR REPLACE FUNCTION`: how a
    downgrade puts back, from the text that made it, a function its upgrade replaced."""
    head = "CREATE FUNCTION "
    if not create_function.startswith(head):
        raise ValueError(f"not a CREATE FUNCTION text: {create_function[:40]!r}")
    return "CREATE OR REPLACE FUNCTION " + create_function.removeprefix(head)
