"""Alembic environment. Migrations run on the admin (owner) connection that
`discreet.storage.schema.migrate` hands in; there is no other way in, so the schema
always moves together with the code that expects it."""

from __future__ import annotations

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=None, transaction_per_migration=True)
with context.begin_transaction():
    context.run_migrations()
