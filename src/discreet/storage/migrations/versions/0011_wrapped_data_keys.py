"""Data keys stored only wrapped, with the key-encryption key's id beside them.

`session_state.vault_key` (a session vault's AES key) and `document_versions.blob_data_key`
(a sealed upload's key) held the keys in the clear, beside what they open. They become
`vault_key_wrapped` + `vault_kek` and `blob_key_wrapped` + `blob_kek`: the key wrapped by
the KEK version named in the `*_kek` column (`discreet.keyring`), which never lives in the
database. A CHECK keeps a wrapped key from being stored without its KEK id.

Rows from before this migration are wrapped here, in the migration's transaction, by the
keyring `storage.schema.migrate` hands in: once the schema is at 0011 no data key is in
the clear in a live row (dead row versions go at the next VACUUM). Without a keyring the
migration refuses to run over such rows rather than drop or keep them.
"""

from __future__ import annotations

from typing import Any

from alembic import context, op
from sqlalchemy import text

revision = "0011"
down_revision = "0010"


def _keyring(why: str) -> Any:
    keyring = context.config.attributes.get("keyring")
    if keyring is None:
        raise RuntimeError(
            f"migration 0011 must {why} but was given no keyring: run it through "
            "`discreet` (bootstrap hands the configured KEK provider in)"
        )
    return keyring


def upgrade() -> None:
    conn = op.get_bind()
    op.execute(
        "ALTER TABLE session_state ADD COLUMN vault_key_wrapped bytea, ADD COLUMN vault_kek text"
    )
    op.execute(
        "ALTER TABLE document_versions ADD COLUMN blob_key_wrapped bytea, ADD COLUMN blob_kek text"
    )
    sessions = conn.execute(
        text("SELECT session_id, vault_key FROM session_state WHERE vault_key IS NOT NULL")
    ).all()
    uploads = conn.execute(
        text(
            "SELECT tenant_id, document_id, version, blob_key, blob_data_key "
            "FROM document_versions WHERE blob_data_key IS NOT NULL"
        )
    ).all()
    if sessions or uploads:
        keyring = _keyring(f"wrap {len(sessions)} vault keys and {len(uploads)} upload keys")
        for s in sessions:
            w = keyring.wrap(bytes(s.vault_key), context=s.session_id.bytes)
            conn.execute(
                text(
                    "UPDATE session_state SET vault_key_wrapped = :w, vault_kek = :k "
                    "WHERE session_id = :s"
                ),
                {"w": w.wrapped, "k": w.kek_id, "s": s.session_id},
            )
        for u in uploads:
            w = keyring.wrap(bytes(u.blob_data_key), context=u.blob_key.encode())
            conn.execute(
                text(
                    "UPDATE document_versions SET blob_key_wrapped = :w, blob_kek = :k "
                    "WHERE tenant_id = :t AND document_id = :d AND version = :v"
                ),
                {
                    "w": w.wrapped,
                    "k": w.kek_id,
                    "t": u.tenant_id,
                    "d": u.document_id,
                    "v": u.version,
                },
            )
    op.execute("ALTER TABLE session_state DROP COLUMN vault_key")
    op.execute("ALTER TABLE document_versions DROP COLUMN blob_data_key")
    op.execute(
        "ALTER TABLE session_state ADD CONSTRAINT session_state_key_wrapped "
        "CHECK (vault_key_wrapped IS NULL OR vault_kek IS NOT NULL)"
    )
    op.execute(
        "ALTER TABLE document_versions ADD CONSTRAINT document_versions_key_wrapped "
        "CHECK (blob_key_wrapped IS NULL OR blob_kek IS NOT NULL)"
    )


def downgrade() -> None:
    conn = op.get_bind()
    op.execute("ALTER TABLE session_state ADD COLUMN vault_key bytea")
    op.execute("ALTER TABLE document_versions ADD COLUMN blob_data_key bytea")
    from discreet.keyring import WrappedKey

    sessions = conn.execute(
        text(
            "SELECT session_id, vault_key_wrapped, vault_kek FROM session_state "
            "WHERE vault_key_wrapped IS NOT NULL"
        )
    ).all()
    uploads = conn.execute(
        text(
            "SELECT tenant_id, document_id, version, blob_key, blob_key_wrapped, blob_kek "
            "FROM document_versions WHERE blob_key_wrapped IS NOT NULL"
        )
    ).all()
    if sessions or uploads:
        keyring = _keyring("unwrap the stored data keys")
        for s in sessions:
            key = keyring.unwrap(
                WrappedKey(bytes(s.vault_key_wrapped), s.vault_kek), context=s.session_id.bytes
            )
            conn.execute(
                text("UPDATE session_state SET vault_key = :k WHERE session_id = :s"),
                {"k": key, "s": s.session_id},
            )
        for u in uploads:
            key = keyring.unwrap(
                WrappedKey(bytes(u.blob_key_wrapped), u.blob_kek), context=u.blob_key.encode()
            )
            conn.execute(
                text(
                    "UPDATE document_versions SET blob_data_key = :k "
                    "WHERE tenant_id = :t AND document_id = :d AND version = :v"
                ),
                {"k": key, "t": u.tenant_id, "d": u.document_id, "v": u.version},
            )
    op.execute("ALTER TABLE session_state DROP COLUMN vault_key_wrapped, DROP COLUMN vault_kek")
    op.execute("ALTER TABLE document_versions DROP COLUMN blob_key_wrapped, DROP COLUMN blob_kek")
