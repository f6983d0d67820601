"""Anchors: signed chain heads, readable back from JSON, bound to their tenant and key."""

from __future__ import annotations

import json
from typing import Any
from uuid import UUID, uuid4

import pytest

from discreet.audit.anchor import Anchor, _sign
from discreet.audit.chain import ChainKeys
from discreet.errors import InvalidInput

SECRET = bytes(range(32))
TENANT = UUID("11111111-2222-3333-4444-555555555555")
HASH = "ab" * 32


def _anchor(seq: int = 7, digest: str = HASH) -> Anchor:
    return Anchor(TENANT, seq, digest, _sign(SECRET, TENANT, seq, digest))


def test_an_anchor_round_trips_through_json() -> None:
    anchor = _anchor()
    again = Anchor.from_dict(json.loads(json.dumps(anchor.to_dict())))
    assert again == anchor and again.is_signed_by(SECRET)


@pytest.mark.parametrize(
    "change",
    [{"seq": 8}, {"hash": "cd" * 32}, {"tenant_id": str(uuid4())}],
)
def test_the_signature_binds_tenant_seq_and_hash(change: dict[str, Any]) -> None:
    forged = Anchor.from_dict({**_anchor().to_dict(), **change})
    assert not forged.is_signed_by(SECRET)


def test_another_key_did_not_sign_it() -> None:
    assert not _anchor().is_signed_by(bytes(32))


def test_an_anchor_is_no_checkpoint_signature() -> None:
    """Anchors have their own subkey: one cannot be planted as a retention checkpoint."""
    anchor = _anchor()
    checkpoint = ChainKeys.derive(SECRET).sign_checkpoint(
        tenant_id=TENANT, through_seq=anchor.seq, last_hash=anchor.hash
    )
    assert anchor.signature != checkpoint


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"tenant_id": str(TENANT), "seq": 1, "hash": HASH},
        {**_anchor().to_dict(), "note": "extra"},
        {**_anchor().to_dict(), "seq": -1},
        {**_anchor().to_dict(), "seq": True},
        {**_anchor().to_dict(), "seq": "7"},
        {**_anchor().to_dict(), "hash": HASH.upper()},
        {**_anchor().to_dict(), "signature": "zz"},
        {**_anchor().to_dict(), "tenant_id": "acme"},
        ["not", "a", "mapping"],
    ],
)
def test_malformed_anchors_are_refused_with_a_clear_error(data: Any) -> None:
    with pytest.raises(InvalidInput, match="anchor"):
        Anchor.from_dict(data)
