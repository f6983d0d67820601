"""Keyed identifier hashes: stable per tenant, unlinkable across tenants, never the value."""

from __future__ import annotations

import re

import pytest

from discreet.audit import hash_identifier

A, B = bytes(range(32)), bytes(range(1, 33))


def test_stable_hex_digest() -> None:
    digest = hash_identifier(A, "customer", "cust-42")
    assert re.fullmatch(r"[0-9a-f]{64}", digest)
    assert hash_identifier(A, "customer", "cust-42") == digest
    assert "cust-42" not in digest


def test_keyed_by_tenant_kind_and_value() -> None:
    digest = hash_identifier(A, "customer", "cust-42")
    assert hash_identifier(B, "customer", "cust-42") != digest
    assert hash_identifier(A, "account", "cust-42") != digest
    assert hash_identifier(A, "customer", "cust-43") != digest
    # kind and value are separated, so shifting a character between them changes the hash
    assert hash_identifier(A, "custom", "ercust-42") != digest


@pytest.mark.parametrize(
    ("kind", "value"), [("", "x"), ("Customer", "x"), ("a b", "x"), ("customer", "")]
)
def test_refuses_bad_arguments(kind: str, value: str) -> None:
    with pytest.raises(ValueError, match="identifier"):
        hash_identifier(A, kind, value)


def test_refuses_short_secret() -> None:
    with pytest.raises(ValueError, match="too short"):
        hash_identifier(b"short", "customer", "x")
