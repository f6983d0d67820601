"""The operator's admin API: case titles and closing, and settings the app role may write.

* `cases.title` holds the case's title as redacted at creation (NULL when none was given);
  `cases.closed_at` is set once, when the case is closed (`status` becomes `closed`).
* `cases.status` is a closed set: `open` or `closed`.
* The app role may update `tenants.settings` (that column only): the tenants table's RLS
  policy already limits a transaction to its own tenant's row, so an admin key changes its
  own tenant's capture rules and allow-list and nothing else.
"""

from discreet.storage.migrations.idioms import sql_revision

revision = "0012"
down_revision = "0011"

UPGRADE = r"""
ALTER TABLE cases
  ADD COLUMN title text,
  ADD COLUMN closed_at timestamptz,
  ADD CONSTRAINT cases_status CHECK (status IN ('open', 'closed'));
CREATE INDEX cases_customer ON cases (tenant_id, customer_id, created_at);
GRANT UPDATE (settings) ON tenants TO discreet_app;
"""

DOWNGRADE = r"""
REVOKE UPDATE (settings) ON tenants FROM discreet_app;
DROP INDEX cases_customer;
ALTER TABLE cases
  DROP CONSTRAINT cases_status,
  DROP COLUMN closed_at,
  DROP COLUMN title;
"""

upgrade, downgrade = sql_revision(UPGRADE, DOWNGRADE)
