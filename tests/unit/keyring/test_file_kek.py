"""The key-file provider and the keyring over it: no I/O beyond a temporary key file."""

from __future__ import annotations

import base64
import json
import os
import stat
from pathlib import Path

import pytest

from discreet.errors import InvalidInput
from discreet.keyring import FileKek, Keyring, KeyUnavailable, UnknownKek, WrappedKey

CTX = b"session-1"


def test_the_key_file_is_made_owner_only_on_first_use(tmp_path: Path) -> None:
    path = tmp_path / "home" / "kek.json"
    kek = FileKek(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    doc = json.loads(path.read_text())
    assert len(doc["versions"]) == 1 and len(base64.b64decode(doc["versions"][0])) == 32
    assert kek.current_id().startswith("file:") and len(kek.current_id()) == len("file:") + 16
    # A second process reading the same file uses the same key.
    assert FileKek(path).current_id() == kek.current_id()


def test_wrap_unwrap_is_bound_to_its_context_and_version(tmp_path: Path) -> None:
    ring = Keyring(FileKek(tmp_path / "kek.json"))
    data_key = os.urandom(32)
    wrapped = ring.wrap(data_key, context=CTX)
    assert data_key not in wrapped.wrapped and wrapped.kek_id == ring.current_id
    assert ring.unwrap(wrapped, context=CTX) == data_key
    with pytest.raises(KeyUnavailable):
        ring.unwrap(wrapped, context=b"session-2")  # moved to another row
    with pytest.raises(KeyUnavailable):
        ring.unwrap(WrappedKey(wrapped.wrapped[:-1] + b"\0", wrapped.kek_id), context=CTX)
    with pytest.raises(UnknownKek):
        ring.unwrap(WrappedKey(wrapped.wrapped, "file:0000000000000000"), context=CTX)
    with pytest.raises(UnknownKek, match="aws-kms"):
        ring.unwrap(WrappedKey(wrapped.wrapped, "aws-kms:arn:aws:kms:x"), context=CTX)


def test_rotation_keeps_old_versions_readable_until_retired(tmp_path: Path) -> None:
    path = tmp_path / "kek.json"
    ring = Keyring(FileKek(path))
    old = ring.wrap(b"k" * 32, context=CTX)
    other_process = FileKek(path)
    new_id = ring.rotate()
    assert new_id != old.kek_id and ring.current_id == new_id
    assert other_process.current_id() == new_id  # the file changed: re-read on next use
    assert ring.unwrap(old, context=CTX) == b"k" * 32
    moved = ring.rewrap(old, context=CTX)
    assert moved.kek_id == new_id and ring.unwrap(moved, context=CTX) == b"k" * 32
    assert ring.provider.retire(frozenset({new_id})) == [old.kek_id]
    with pytest.raises(UnknownKek):
        ring.unwrap(old, context=CTX)
    assert ring.unwrap(moved, context=CTX) == b"k" * 32
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_key_file_readable_by_others_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "kek.json"
    FileKek(path)
    os.chmod(path, 0o644)
    with pytest.raises(KeyUnavailable, match="chmod 600"):
        FileKek(path)


def test_a_damaged_key_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "kek.json"
    path.write_text("{not json")
    os.chmod(path, 0o600)
    with pytest.raises(KeyUnavailable, match="cannot be read"):
        FileKek(path)


def test_the_key_can_come_from_the_environment(tmp_path: Path) -> None:
    old, new = os.urandom(32), os.urandom(32)
    before = Keyring(FileKek(env_key=base64.b64encode(old).decode()))
    wrapped = before.wrap(b"d" * 32, context=CTX)
    after = Keyring(
        FileKek(
            env_key=base64.b64encode(new).decode(), env_previous=[base64.b64encode(old).decode()]
        )
    )
    assert after.current_id != wrapped.kek_id
    assert after.rewrap(wrapped, context=CTX).kek_id == after.current_id
    with pytest.raises(InvalidInput, match="DISCREET_KEK_PREVIOUS"):
        after.rotate()
    assert not list(tmp_path.iterdir())  # nothing written anywhere


@pytest.mark.parametrize(
    "value",
    ["not base64!", base64.b64encode(b"short").decode(), ""],
    ids=["junk", "short", "empty"],
)
def test_a_bad_environment_key_is_refused(value: str) -> None:
    with pytest.raises(InvalidInput, match="DISCREET_KEK"):
        FileKek(env_key=value)


class _CountingKek(FileKek):
    """A local provider presented as remote, counting its unwraps."""

    remote = True
    calls = 0

    def unwrap(self, kek_id: str, wrapped: bytes, context: bytes) -> bytes:
        self.calls += 1
        return super().unwrap(kek_id, wrapped, context)


def test_a_remote_providers_unwraps_are_cached_briefly(tmp_path: Path) -> None:
    provider = _CountingKek(tmp_path / "kek.json")
    ring = Keyring(provider, cache_s=60, cache_size=2)
    keys = [ring.wrap(bytes([i]) * 32, context=CTX) for i in range(3)]
    for _ in range(3):
        assert ring.unwrap(keys[0], context=CTX) == bytes([0]) * 32
    assert provider.calls == 1
    ring.unwrap(keys[1], context=CTX)
    ring.unwrap(keys[2], context=CTX)  # evicts keys[0], the least recently used
    ring.unwrap(keys[0], context=CTX)
    assert provider.calls == 4
    assert Keyring(FileKek(tmp_path / "kek.json"), cache_s=60)._cache_s == 0  # local: never


def test_a_key_file_made_meanwhile_by_another_process_is_never_replaced(tmp_path: Path) -> None:
    path = tmp_path / "kek.json"
    winner = FileKek(path)
    # A second process that found no file a moment ago writes only if there still is none.
    loser = FileKek(tmp_path / "loser.json")
    loser._path = path
    loser._write([os.urandom(32)], exclusive=True)
    assert FileKek(path).current_id() == winner.current_id()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kek.json", "loser.json"]
