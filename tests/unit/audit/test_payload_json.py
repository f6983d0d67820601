"""The writer stores and hashes `payload_json()`; the verifier re-hashes `canonical_json` of
the payload it reads back. The two spellings must agree byte for byte, for every event kind
and any value its fields accept, or a genuine row would read as changed."""

from __future__ import annotations

import json
from datetime import UTC, timedelta, timezone
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from discreet.audit.chain import canonical_json
from discreet.audit.events import (
    EVENT_TYPES,
    ID_PATTERN,
    TOKEN_PATTERN,
    AuditRecord,
    Classification,
    decode_event,
)
from discreet.audit.schema import _Spec

C = Classification
_ZONES = [UTC, timezone(timedelta(hours=5, minutes=30)), timezone(-timedelta(hours=8))]


def _values(spec: _Spec) -> st.SearchStrategy[Any]:
    """Values a field of this spec accepts, in the spellings callers pass."""
    if spec.shape == "optional":
        assert spec.item is not None
        return st.none() | _values(spec.item)
    if spec.shape == "tuple":
        assert spec.item is not None
        return st.lists(_values(spec.item), max_size=3)
    if spec.shape == "mapping":
        assert spec.key is not None and spec.item is not None
        return st.dictionaries(_values(spec.key), _values(spec.item), max_size=3)
    if spec.shape == "record":
        assert spec.record is not None
        return _instances(spec.record)
    cls = spec.classification
    if cls is C.FLAG:
        return st.booleans()
    if cls in (C.COUNT, C.VERSION):
        return st.integers(0, 2**62)
    if cls is C.DURATION:
        return st.integers(0, 10**6) | st.floats(0, 1e14, allow_nan=False)
    if cls is C.SCORE:
        return st.floats(-1e14, 1e14, allow_nan=False) | st.just(-0.0)
    if cls is C.TIMESTAMP:
        return st.datetimes(timezones=st.sampled_from(_ZONES))
    if cls is C.IDENTIFIER_HASHED:
        return st.text("0123456789abcdef", min_size=64, max_size=64)
    if cls is C.ID:
        return st.uuids() if spec.base is not str else st.from_regex(ID_PATTERN, fullmatch=True)
    if spec.literals is not None:
        return st.sampled_from(sorted(spec.literals))
    return st.from_regex(TOKEN_PATTERN, fullmatch=True)


def _instances(klass: type[AuditRecord] | type[Any]) -> st.SearchStrategy[Any]:
    return st.builds(klass, **{name: _values(spec) for name, spec in klass._specs.items()})


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_payload_json_is_the_canonical_json_of_the_payload(kind: str, data: st.DataObject) -> None:
    event = data.draw(_instances(EVENT_TYPES[kind]))
    spelled = event.payload_json()
    assert spelled == canonical_json(event.to_payload())
    assert decode_event(kind, json.loads(spelled)) == event


def test_literals_that_json_escapes_are_spelled_as_json_does() -> None:
    from discreet.audit.schema import _spelled

    assert _spelled(frozenset({'a"b', "é"}))('a"b') == json.dumps('a"b')
    assert _spelled(frozenset({'a"b', "é"}))("é") == '"\\u00e9"'
