"""Storage: engines, the unit of work, the embedded PostgreSQL, migrations, the job outbox."""
