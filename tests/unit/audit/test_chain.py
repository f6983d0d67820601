"""Canonical form, link MAC, event-id tags, checkpoint signatures, key derivation."""

from __future__ import annotations

import hashlib
import hmac
import json
from datetime import UTC, datetime, timedelta, timezone
from uuid import UUID, uuid4

import pytest

from discreet.audit.chain import (
    GENESIS,
    ChainKeys,
    MintedIds,
    canonical,
    canonical_json,
    link_hash,
)
from discreet.audit.keys import derive_key, mac

SECRET = bytes(range(32))
TENANT = UUID("11111111-2222-3333-4444-555555555555")
EVENT = UUID("aaaaaaaa-bbbb-8ccc-9ddd-eeeeeeeeeeee")
AT = datetime(2026, 3, 1, 10, 0, 0, 123456, tzinfo=UTC)


def _canon(**overrides: object) -> bytes:
    args: dict[str, object] = {
        "kind": "scope_classified",
        "event_id": EVENT,
        "tenant_id": TENANT,
        "seq": 7,
        "occurred_at": AT,
        "session_id": None,
        "turn_event_id": None,
        "payload": {"scope": "billing", "fallback": False, "confidence": 0.5},
    }
    args.update(overrides)
    return canonical(**args)  # type: ignore[arg-type]


def test_canonical_form_is_sorted_compact_ascii_json() -> None:
    assert _canon() == (
        b'{"id":"aaaaaaaa-bbbb-8ccc-9ddd-eeeeeeeeeeee","kind":"scope_classified",'
        b'"occurred_at":"2026-03-01T10:00:00.123456+00:00",'
        b'"payload":{"confidence":0.5,"fallback":false,"scope":"billing"},"seq":7,'
        b'"session_id":null,"tenant_id":"11111111-2222-3333-4444-555555555555",'
        b'"turn_event_id":null}'
    )


def test_canonical_form_normalises_time_zone_and_key_order() -> None:
    other_zone = AT.astimezone(timezone(timedelta(hours=-5)))
    reordered = {"confidence": 0.5, "scope": "billing", "fallback": False}
    assert _canon(occurred_at=other_zone, payload=reordered) == _canon()
    with pytest.raises(ValueError, match="timezone"):
        _canon(occurred_at=AT.replace(tzinfo=None))


@pytest.mark.parametrize(
    "change",
    [
        {"kind": "abstained"},
        {"event_id": uuid4()},
        {"tenant_id": uuid4()},
        {"seq": 8},
        {"occurred_at": AT + timedelta(microseconds=1)},
        {"session_id": uuid4()},
        {"turn_event_id": uuid4()},
        {"payload": {"scope": "billing"}},
    ],
)
def test_every_column_is_covered(change: dict[str, object]) -> None:
    assert _canon(**change) != _canon()


def test_link_hash_is_hmac_over_prev_then_canonical() -> None:
    key = b"k" * 32
    body = _canon()
    expected = hmac.new(key, GENESIS.encode() + body, hashlib.sha256).hexdigest()
    assert link_hash(key, GENESIS, body) == expected
    assert link_hash(key, "1" * 64, body) != expected
    assert GENESIS == "0" * 64


def test_mac_reuses_a_keyed_state_without_carrying_messages_over() -> None:
    """`mac` copies one keyed state per key: each message is hashed from the key alone."""
    keys, messages = [b"a" * 32, b"b" * 32], [b"", b"row one", b"row two" * 200, b"row one"]
    for key in keys * 2:
        for message in messages:
            assert mac(key, message) == hmac.new(key, message, hashlib.sha256).digest()


def test_canonical_json_refuses_nan() -> None:
    with pytest.raises(ValueError, match="JSON compliant"):
        canonical_json({"x": float("nan")})
    assert json.loads(canonical_json({"b": 1, "a": [1, 2]})) == {"a": [1, 2], "b": 1}


def test_subkeys_are_distinct_and_deterministic() -> None:
    keys = {p: derive_key(SECRET, p) for p in ("chain", "event-id", "checkpoint", "identifier")}
    assert len(set(keys.values())) == 4
    assert derive_key(SECRET, "chain") == keys["chain"]
    assert derive_key(bytes(32), "chain") != keys["chain"]
    with pytest.raises(ValueError, match="too short"):
        derive_key(b"short", "chain")


def test_event_ids_carry_a_tenant_tag() -> None:
    keys = ChainKeys.derive(SECRET)
    minted = {keys.new_event_id(TENANT) for _ in range(200)}
    assert len(minted) == 200
    assert all(i.version == 8 and keys.owns_event_id(TENANT, i) for i in minted)
    one = next(iter(minted))
    assert not keys.owns_event_id(uuid4(), one)  # another tenant
    assert not ChainKeys.derive(bytes(32)).owns_event_id(TENANT, one)  # another key
    assert not keys.owns_event_id(TENANT, uuid4())  # a random id
    flipped = UUID(bytes=one.bytes[:-1] + bytes([one.bytes[-1] ^ 1]))
    assert not keys.owns_event_id(TENANT, flipped)


def test_ids_minted_together_are_tagged_distinct_and_marked_for_their_tenant() -> None:
    keys = ChainKeys.derive(SECRET)
    minted = keys.new_event_ids(TENANT, 50)
    assert isinstance(minted, MintedIds) and minted.tenant_id == TENANT
    assert len(set(minted)) == 50
    assert all(i.version == 8 and keys.owns_event_id(TENANT, i) for i in minted)
    assert keys.new_event_ids(TENANT, 0) == ()


def test_checkpoint_signature_binds_every_field() -> None:
    keys = ChainKeys.derive(SECRET)
    sig = keys.sign_checkpoint(tenant_id=TENANT, through_seq=10, last_hash="a" * 64)
    assert sig == keys.sign_checkpoint(tenant_id=TENANT, through_seq=10, last_hash="a" * 64)
    assert sig != keys.sign_checkpoint(tenant_id=TENANT, through_seq=11, last_hash="a" * 64)
    assert sig != keys.sign_checkpoint(tenant_id=TENANT, through_seq=10, last_hash="b" * 64)
    assert sig != keys.sign_checkpoint(tenant_id=uuid4(), through_seq=10, last_hash="a" * 64)


def test_keys_do_not_print() -> None:
    keys = ChainKeys.derive(SECRET)
    assert "secure" in repr(keys)
    assert keys.chain.hex() not in repr(keys) + str(keys)


@pytest.mark.parametrize("session", [None, uuid4()])
@pytest.mark.parametrize("turn", [None, uuid4()])
def test_hand_spelled_canonical_equals_generic_json(
    session: UUID | None, turn: UUID | None
) -> None:
    payload = {"z": [1, 2.5, None], "a": {"y": "t\u00e9st", "b": True}, "m": -0.125}
    generic = canonical_json(
        {
            "id": str(EVENT),
            "kind": "retrieval",
            "occurred_at": "2026-03-01T10:00:00.123456+00:00",
            "payload": payload,
            "seq": 12,
            "session_id": None if session is None else str(session),
            "tenant_id": str(TENANT),
            "turn_event_id": None if turn is None else str(turn),
        }
    ).encode("ascii")
    assert (
        _canon(kind="retrieval", seq=12, session_id=session, turn_event_id=turn, payload=payload)
        == generic
    )
