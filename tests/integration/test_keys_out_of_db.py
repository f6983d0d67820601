"""Keys out of the database: a full dump of PostgreSQL plus every Redis key opens no vault
and no upload; with the key-encryption key they open. Rotation re-wraps every data key
without touching the data; migration 0011 wraps the keys stored before it."""

from __future__ import annotations

import base64
import dataclasses
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from uuid import UUID, uuid4

import pytest
import redis
from alembic import command
from alembic.config import Config
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlalchemy import Connection, Engine, Row, create_engine, text

from discreet.agent.turn import handle_message
from discreet.bootstrap import Container
from discreet.keyring import FileKek, Keyring, WrappedKey
from discreet.knowledge.sealing import SealedBlobStore, open_blob
from discreet.redaction import VaultCipher, VaultUnreadable
from discreet.services import documents
from discreet.services import sessions as session_service
from discreet.services.admin import staff_principal
from discreet.services.keys import rewrap_all, rotate_kek
from discreet.sessions import repository as sessions
from discreet.sessions.redis_store import RedisVaultStore
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.directory import create_customer
from tests.conftest import need_service

pytestmark = pytest.mark.integration

EMAIL = "jane.kek@example.org"
CARD = "4532 0153 7720 0008"  # this test's own: the dump is of the whole shared database
SECRET = b"Refund code KEKSECRET-7731 for the platinum tier."


def _redis() -> redis.Redis[bytes]:
    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    client: redis.Redis[bytes] = redis.Redis.from_url(url)
    try:
        available, why = bool(client.ping()), ""
    except redis.RedisError as exc:
        available, why = False, type(exc).__name__
    need_service("redis", available, why or f"no Redis at {url}")
    return client


def _customer(container: Container, tenant: UUID) -> UUID:
    with UnitOfWork(container.engine, tenant) as uow:
        customer = create_customer(uow.conn, tenant_id=tenant, external_id=f"k-{uuid4().hex}")
        uow.commit()
    return customer


def _session(container: Container, tenant: UUID) -> UUID:
    """A new session (ten minutes) for a new customer of `tenant`."""
    return session_service.start_session(
        container.engine,
        staff_principal(tenant),
        customer_id=_customer(container, tenant),
        case_id=None,
        ttl_s=600,
    ).id


def _pg_dump(admin_engine: Engine) -> bytes:
    """`pg_dump` of the whole embedded database, as an attacker with a backup holds it."""
    import pgserver  # type: ignore[import-untyped]

    binary = Path(pgserver.__file__).parent / "pginstall" / "bin" / "pg_dump"
    url = admin_engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
    return subprocess.run(
        [str(binary), "--dbname", url], capture_output=True, check=True, timeout=120
    ).stdout


def _redis_contents(client: redis.Redis[bytes]) -> list[bytes]:
    """Every key's serialized value (DUMP works for every type) and its name."""
    out: list[bytes] = []
    for key in client.scan_iter(count=1000):
        value = client.dump(key)
        out += [key, value if isinstance(value, bytes) else b""]
    return out


def _candidate_keys(dump: bytes, redis_values: list[bytes]) -> set[bytes]:
    """Every value of 32 to 128 bytes in the dump (bytea columns are hex in pg_dump) and in
    Redis, and every 32-byte window of it: what an attacker would try as an AES key."""
    values = [bytes.fromhex(h.decode()) for h in re.findall(rb"\\\\x([0-9a-f]+)", dump)]
    values += redis_values
    keys: set[bytes] = set()
    for v in values:
        if 32 <= len(v) <= 128:
            keys.update(v[i : i + 32] for i in range(len(v) - 31))
    return keys


def _opens(sealed: bytes, key: bytes, ad: bytes, *, vault: bool) -> bool:
    try:
        if vault:
            VaultCipher.open(sealed, key, associated_data=ad)
        else:
            AESGCM(key).decrypt(sealed[:12], sealed[12:], ad)
    except (InvalidTag, ValueError, VaultUnreadable):
        return False
    return True


def _encodings(key: bytes) -> list[bytes]:
    return [key, key.hex().encode(), base64.b64encode(key), base64.b64encode(key).rstrip(b"=")]


def test_a_database_dump_and_redis_open_nothing_without_the_kek(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    client = _redis()
    tenant = tenant_factory()
    principal = staff_principal(tenant)
    customer = _customer(container, tenant)
    deps = container.turn_deps
    redis_deps = dataclasses.replace(
        deps, vaults=RedisVaultStore(client, prefix=f"discreet-kek-{uuid4().hex[:8]}")
    )
    in_pg, in_redis = (
        session_service.start_session(
            container.engine, principal, customer_id=customer, case_id=None, ttl_s=600
        ).id
        for _ in range(2)
    )
    message = f"My email is {EMAIL} and my card is {CARD}, can I get a refund?"
    handle_message(deps, principal, in_pg, message)
    handle_message(redis_deps, principal, in_redis, message)
    accepted = documents.upload(
        container.engine,
        container.blobs,
        principal,
        title="Platinum refunds",
        scope="returns",
        filename="platinum.md",
        content_type="text/markdown",
        data=b"# Platinum\n\n" + SECRET + b"\n",
    )

    # What an attacker holds: the dump, every Redis key, the blob directory.
    dump = _pg_dump(container.admin_engine)
    redis_values = _redis_contents(client)
    with container.admin_engine.connect() as conn:
        states = {
            r.session_id: r
            for r in conn.execute(
                text(
                    "SELECT session_id, vault, vault_key_wrapped, vault_kek FROM session_state "
                    "WHERE session_id IN (:a, :b)"
                ),
                {"a": in_pg, "b": in_redis},
            )
        }
        upload = _upload_row(conn, accepted.document_id)
    pg_vault = bytes(states[in_pg].vault)
    redis_vault = redis_deps.vaults.load(tenant, in_redis)
    assert redis_vault is not None and states[in_redis].vault is None
    sealed_upload = container.blobs.get(upload.blob_key)
    # The dump really holds the sealed vault and the wrapped keys...
    assert pg_vault.hex().encode() in dump
    assert bytes(states[in_pg].vault_key_wrapped).hex().encode() in dump
    assert bytes(upload.blob_key_wrapped).hex().encode() in dump
    # ...and none of the data keys, in any encoding, nor the personal data.
    data_keys = [
        container.keyring.unwrap(
            WrappedKey(bytes(states[s].vault_key_wrapped), states[s].vault_kek),
            context=s.bytes,
        )
        for s in (in_pg, in_redis)
    ]
    data_keys.append(
        container.keyring.unwrap(
            WrappedKey(bytes(upload.blob_key_wrapped), upload.blob_kek),
            context=upload.blob_key.encode(),
        )
    )
    everything = dump + b"".join(redis_values)
    for key in data_keys:
        assert not any(form in everything for form in _encodings(key))
    card_forms = (CARD.encode(), CARD.replace(" ", "").encode())
    for needle in (EMAIL.encode(), *card_forms, b"KEKSECRET"):
        assert needle not in everything
    # An attacker trying every 32-byte value of the dump and of Redis opens nothing.
    candidates = _candidate_keys(dump, redis_values)
    assert len(candidates) > 100
    assert not any(_opens(pg_vault, k, in_pg.bytes, vault=True) for k in candidates)
    assert not any(_opens(redis_vault, k, in_redis.bytes, vault=True) for k in candidates)
    blob_ad = upload.blob_key.encode()
    assert not any(_opens(sealed_upload, k, blob_ad, vault=False) for k in candidates)

    # With the KEK (a keyring reading the same key file), everything opens.
    holder = Keyring(FileKek(container.settings.kek_path))
    for session_id, sealed in ((in_pg, pg_vault), (in_redis, redis_vault)):
        row = states[session_id]
        key = holder.unwrap(
            WrappedKey(bytes(row.vault_key_wrapped), row.vault_kek), context=session_id.bytes
        )
        vault = VaultCipher.open(sealed, key, associated_data=session_id.bytes)
        assert vault.rehydrate("[EMAIL_1]") == EMAIL
    upload_key = holder.unwrap(
        WrappedKey(bytes(upload.blob_key_wrapped), upload.blob_kek),
        context=upload.blob_key.encode(),
    )
    assert SECRET in open_blob(sealed_upload, upload_key, blob_key=upload.blob_key)
    for s in (in_pg, in_redis):
        session_service.end_session(container.engine, redis_deps.vaults, principal, s)


def _kek_rows(container: Container, session_id: UUID, document_id: UUID) -> tuple[str, str]:
    with container.admin_engine.connect() as conn:
        vault_kek = conn.execute(
            text("SELECT vault_kek FROM session_state WHERE session_id = :s"), {"s": session_id}
        ).scalar_one()
        blob_kek = conn.execute(
            text("SELECT blob_kek FROM document_versions WHERE document_id = :d"),
            {"d": document_id},
        ).scalar_one()
    return str(vault_kek), str(blob_kek)


def _seal_a_session_and_an_upload(container: Container, tenant: UUID) -> tuple[UUID, bytes, UUID]:
    principal = staff_principal(tenant)
    session_id = _session(container, tenant)
    with UnitOfWork(container.engine, tenant) as uow:
        key = sessions.vault_key(uow.conn, container.keyring, session_id)
        uow.commit()
    assert key is not None
    accepted = documents.upload(
        container.engine,
        container.blobs,
        principal,
        title="Rotation",
        scope="returns",
        filename="rotation.md",
        content_type="text/markdown",
        data=b"# Rotation\n\n" + SECRET + b"\n",
    )
    return session_id, key, accepted.document_id


def _upload_row(conn: Connection, document_id: UUID) -> Row[Any]:
    """The upload's blob key and wrapped data key, as its `document_versions` row holds them."""
    return conn.execute(
        text(
            "SELECT blob_key, blob_key_wrapped, blob_kek FROM document_versions "
            "WHERE document_id = :d"
        ),
        {"d": document_id},
    ).one()


def _upload_opens(container: Container, document_id: UUID) -> bytes:
    with container.admin_engine.connect() as conn:
        row = _upload_row(conn, document_id)
    return container.blobs.open(row.blob_key, WrappedKey(bytes(row.blob_key_wrapped), row.blob_kek))


def _blob_key(container: Container, tenant: UUID, document_id: UUID) -> str:
    root = Path(container.settings.blob_dir)
    return next(iter(root.glob(f"{tenant}/{document_id}/*/*"))).relative_to(root).as_posix()


def test_rotation_rewraps_every_data_key_and_old_versions_read_until_it_finishes(
    container: Container, tenant_factory: Callable[..., UUID], sole_worker: None
) -> None:
    # The test server's worker is paused (sole_worker): a job it ran mid-rotation would seal
    # with the key current when it started, after the re-wrap had passed, and the "second run
    # finds nothing" check would see that one row.
    tenant = tenant_factory()
    session_id, vault_key, document_id = _seal_a_session_and_an_upload(container, tenant)
    old = container.keyring.current_id
    assert _kek_rows(container, session_id, document_id) == (old, old)
    blob_before = container.blobs.get(_blob_key(container, tenant, document_id))
    other_process = Keyring(FileKek(container.settings.kek_path))

    # Mid-rotation: the new version is current, nothing re-wrapped yet, all still reads.
    new = container.keyring.rotate()
    assert new != old and other_process.current_id == new
    with UnitOfWork(container.engine, tenant) as uow:
        assert sessions.vault_key(uow.conn, container.keyring, session_id) == vault_key
    assert SECRET in _upload_opens(container, document_id)

    report = rewrap_all(container.admin_engine, container.keyring, retire=True)
    assert report.kek_id == new and report.remaining == {}
    assert report.sessions >= 1 and report.uploads >= 1
    assert old in report.retired and old not in container.keyring.provider.versions()  # type: ignore[attr-defined]
    assert _kek_rows(container, session_id, document_id) == (new, new)
    # The data was not re-encrypted: the same sealed blob, the same vault key.
    assert container.blobs.get(_blob_key(container, tenant, document_id)) == blob_before
    with UnitOfWork(container.engine, tenant) as uow:
        assert sessions.vault_key(uow.conn, other_process, session_id) == vault_key
    assert SECRET in _upload_opens(container, document_id)

    # A second run finds nothing to do.
    again = rotate_kek(container.admin_engine, container.keyring)
    assert again.kek_id != new and again.remaining == {}
    assert _kek_rows(container, session_id, document_id) == (again.kek_id, again.kek_id)


def _discreet_kek(subcommand: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """`discreet kek <subcommand> --json` as a separate process."""
    discreet = str(Path(sys.executable).with_name("discreet"))
    return subprocess.run(
        [discreet, "kek", subcommand, "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
        check=False,
    )


def test_discreet_kek_rotate_from_the_command_line(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    tenant = tenant_factory()
    session_id, vault_key, document_id = _seal_a_session_and_an_upload(container, tenant)
    env = {**os.environ, "DISCREET_HOME": str(container.settings.home)}
    env.pop("DATABASE_URL", None)
    env["DISCREET_LOG_LEVEL"] = "WARNING"
    proc = _discreet_kek("rotate", env)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["kek_id"].startswith("file:") and out["remaining"] == {}
    assert out["rewrapped"]["sessions"] >= 1 and out["rewrapped"]["uploads"] >= 1
    assert _kek_rows(container, session_id, document_id) == (out["kek_id"], out["kek_id"])
    status = _discreet_kek("status", env)
    assert status.returncode == 0, status.stderr
    counts = json.loads(status.stdout)
    assert counts["provider"] == "file" and counts["kek_id"] == out["kek_id"]
    assert set(counts["rows"]) == {out["kek_id"]} and counts["rows"][out["kek_id"]] >= 2
    # This process's keyring sees the new version (the key file changed) and still opens.
    assert container.keyring.current_id == out["kek_id"]
    with UnitOfWork(container.engine, tenant) as uow:
        assert sessions.vault_key(uow.conn, container.keyring, session_id) == vault_key
    assert SECRET in _upload_opens(container, document_id)


# -- migration 0011 over rows from before it -----------------------------------------------


@pytest.fixture
def scratch_db(container: Container) -> Iterator[Engine]:
    """A database of its own in the embedded server, for migrating from 0010."""
    name = f"kek_mig_{uuid4().hex[:10]}"
    with container.admin_engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        conn.execute(text(f"CREATE DATABASE {name}"))
    engine = create_engine(container.admin_engine.url.set(database=name))
    try:
        yield engine
    finally:
        engine.dispose()
        with container.admin_engine.connect().execution_options(
            isolation_level="AUTOCOMMIT"
        ) as conn:
            conn.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))


def _alembic_config(conn: Connection, keyring: Keyring | None) -> Config:
    from importlib.resources import files

    cfg = Config()
    cfg.set_main_option("script_location", str(files("discreet.storage") / "migrations"))
    cfg.attributes["connection"] = conn
    cfg.attributes["keyring"] = keyring
    return cfg


def _alembic(engine: Engine, target: str, keyring: Keyring | None) -> None:
    with engine.connect() as conn:
        command.upgrade(_alembic_config(conn, keyring), target)
        conn.commit()


def _legacy_rows(engine: Engine) -> dict[str, Any]:
    tenant, customer, session, document = uuid4(), uuid4(), uuid4(), uuid4()
    vault_key, upload_key = os.urandom(32), os.urandom(32)
    with engine.begin() as conn:
        conn.execute(
            text("INSERT INTO tenants (id, name, secret) VALUES (:t, :n, :s)"),
            {"t": tenant, "n": f"legacy-{tenant}", "s": os.urandom(32)},
        )
        conn.execute(
            text("INSERT INTO customers (id, tenant_id, external_id) VALUES (:c, :t, 'old')"),
            {"c": customer, "t": tenant},
        )
        conn.execute(
            text(
                "INSERT INTO sessions (id, tenant_id, customer_id, expires_at) "
                "VALUES (:s, :t, :c, now() + interval '1 hour')"
            ),
            {"s": session, "t": tenant, "c": customer},
        )
        conn.execute(
            text(
                "INSERT INTO session_state (session_id, tenant_id, vault_key, expires_at) "
                "VALUES (:s, :t, :k, now() + interval '1 hour')"
            ),
            {"s": session, "t": tenant, "k": vault_key},
        )
        conn.execute(
            text(
                "INSERT INTO documents (id, tenant_id, title, scope, current_version) "
                "VALUES (:d, :t, 'Old', 'returns', 1)"
            ),
            {"d": document, "t": tenant},
        )
        conn.execute(
            text(
                "INSERT INTO document_versions (tenant_id, document_id, version, status, "
                "filename, blob_key, sha256, size_bytes, blob_data_key) "
                "VALUES (:t, :d, 1, 'pending', 'old.md', :bk, 'x', 1, :k)"
            ),
            {"t": tenant, "d": document, "bk": f"{tenant}/{document}/v1/x", "k": upload_key},
        )
    return {
        "session": session,
        "vault_key": vault_key,
        "document": document,
        "blob_key": f"{tenant}/{document}/v1/x",
        "upload_key": upload_key,
    }


def test_migration_0011_wraps_the_keys_stored_before_it(scratch_db: Engine, tmp_path: Path) -> None:
    _alembic(scratch_db, "0010", None)
    legacy = _legacy_rows(scratch_db)
    with pytest.raises(RuntimeError, match="no keyring"):
        _alembic(scratch_db, "0011", None)  # refuses rather than keep or drop the keys
    keyring = Keyring(FileKek(tmp_path / "kek.json"))
    _alembic(scratch_db, "0011", keyring)
    with scratch_db.connect() as conn:
        columns = set(
            conn.execute(
                text(
                    "SELECT column_name FROM information_schema.columns "
                    "WHERE table_name IN ('session_state', 'document_versions')"
                )
            ).scalars()
        )
        state = conn.execute(
            text("SELECT vault_key_wrapped, vault_kek FROM session_state WHERE session_id = :s"),
            {"s": legacy["session"]},
        ).one()
        version = conn.execute(
            text("SELECT blob_key_wrapped, blob_kek FROM document_versions WHERE document_id = :d"),
            {"d": legacy["document"]},
        ).one()
        with pytest.raises(Exception, match="session_state_key_wrapped"):
            conn.execute(
                text("UPDATE session_state SET vault_kek = NULL WHERE session_id = :s"),
                {"s": legacy["session"]},
            )
    assert "vault_key" not in columns and "blob_data_key" not in columns
    assert state.vault_kek == keyring.current_id and version.blob_kek == keyring.current_id
    assert legacy["vault_key"] not in bytes(state.vault_key_wrapped)
    assert (
        keyring.unwrap(
            WrappedKey(bytes(state.vault_key_wrapped), state.vault_kek),
            context=legacy["session"].bytes,
        )
        == legacy["vault_key"]
    )
    assert (
        keyring.unwrap(
            WrappedKey(bytes(version.blob_key_wrapped), version.blob_kek),
            context=legacy["blob_key"].encode(),
        )
        == legacy["upload_key"]
    )
    # And back: the downgrade unwraps them into the old columns.
    with scratch_db.connect() as conn:
        command.downgrade(_alembic_config(conn, keyring), "0010")
        conn.commit()
        back = conn.execute(
            text("SELECT vault_key FROM session_state WHERE session_id = :s"),
            {"s": legacy["session"]},
        ).scalar_one()
    assert bytes(back) == legacy["vault_key"]


def test_the_sealing_store_is_what_uploads_go_through(container: Container) -> None:
    assert isinstance(container.blobs, SealedBlobStore)


def test_a_vault_key_made_on_first_use_is_kept_for_the_next(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    """`discreet redact --session` makes the key on its first run; the second run opens the
    vault the first sealed and reuses its placeholders."""
    import io

    from discreet.services.redact_stream import SessionTarget, redact_lines

    tenant = tenant_factory()
    session_id = _session(container, tenant)
    outputs = []
    for text_in in (f"Mail {EMAIL} please", f"Again: {EMAIL}, and ops@example.com"):
        sink = io.StringIO()
        redact_lines(
            io.StringIO(json.dumps({"text": text_in}) + "\n"),
            sink,
            redactor=container.redactor,
            session=SessionTarget(container.engine, container.session_vaults, tenant, session_id),
        )
        outputs.append(json.loads(sink.getvalue())["redacted"])
    assert "[EMAIL_1]" in outputs[0] and EMAIL not in outputs[0]
    assert "[EMAIL_1]" in outputs[1] and "[EMAIL_2]" in outputs[1]
    with container.admin_engine.connect() as conn:
        kek = conn.execute(
            text("SELECT vault_kek FROM session_state WHERE session_id = :s"), {"s": session_id}
        ).scalar_one()
    assert kek == container.keyring.current_id


def test_a_turn_without_the_right_kek_fails_closed_with_a_503(
    container: Container, tenant_factory: Callable[..., UUID]
) -> None:
    """A node given another KEK (a misconfigured DISCREET_KEK) cannot open a session's vault:
    the turn stops before anything is stored, with 503 key errors, never a 500."""
    from discreet.keyring import UnknownKek

    tenant = tenant_factory()
    principal = staff_principal(tenant)
    session_id = _session(container, tenant)
    handle_message(container.turn_deps, principal, session_id, f"Hello, I am {EMAIL}")
    stranger = Keyring(FileKek(env_key=base64.b64encode(os.urandom(32)).decode()))
    deps = dataclasses.replace(container.turn_deps, keyring=stranger)
    with pytest.raises(UnknownKek) as raised:
        handle_message(deps, principal, session_id, "Where is my refund?")
    assert raised.value.status == 503 and raised.value.code == "unknown_kek"
    assert EMAIL not in raised.value.message
    with container.admin_engine.connect() as conn:
        turns = conn.execute(
            text("SELECT count(*) FROM turns WHERE session_id = :s"), {"s": session_id}
        ).scalar_one()
    assert turns == 2  # the first turn's two; the refused one stored nothing
