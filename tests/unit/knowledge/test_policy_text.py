"""Shared company policies become storable verbatim through one narrow door, and that door
takes nothing else: raw customer text still cannot become `RedactedText`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import discreet
from discreet.knowledge.embedding.port import require_redacted
from discreet.redaction.text import RedactedText, UnredactedTextError, published_policy_text

SRC = Path(discreet.__file__).parent
POLICY = "We also accept Klarna, Afterpay, Apple Pay and Zip gift cards."


def test_shared_policy_text_is_admitted_as_written() -> None:
    admitted = published_policy_text(POLICY, owner="shared")
    assert isinstance(admitted, RedactedText)
    assert admitted.value == POLICY
    require_redacted([admitted])  # the embedder takes it


@pytest.mark.parametrize(
    "owner",
    ["customer:0b1c2d3e-0000-4000-8000-000000000001", "account:x", "Shared", "", "customer"],
)
def test_only_the_shared_owner_is_admitted(owner: str) -> None:
    with pytest.raises(UnredactedTextError):
        published_policy_text(POLICY, owner=owner)  # type: ignore[arg-type]


def test_a_raw_customer_string_still_cannot_pass() -> None:
    raw = "My name is Zelda Quartermain, email zelda@example.net"
    with pytest.raises(UnredactedTextError):
        RedactedText(raw)
    with pytest.raises(TypeError):
        require_redacted([raw])
    with pytest.raises(UnredactedTextError):
        RedactedText.join([raw])  # type: ignore[list-item]
    with pytest.raises(UnredactedTextError):
        published_policy_text(b"bytes are not text", owner="shared")  # type: ignore[arg-type]


def test_only_the_knowledge_indexing_path_uses_the_policy_door() -> None:
    """The door is auditable: one caller outside its own module, the indexing job."""
    users = sorted(
        str(path.relative_to(SRC))
        for path in SRC.rglob("*.py")
        if re.search(r"\bpublished_policy_text\b", path.read_text(encoding="utf-8"))
    )
    assert users == ["knowledge/indexing.py", "redaction/text.py"]


def test_indexing_stores_shared_policies_verbatim_and_redacts_everything_else() -> None:
    from discreet.knowledge.indexing import storable_for
    from discreet.redaction import build_redactor

    redactor = build_redactor(use_ner=False)
    calls: list[int] = []

    def redact(raw: str) -> RedactedText:
        calls.append(len(raw))
        return redactor.redact(raw).text

    policy = "Call our helpline on 0800 123 4567. " + POLICY
    assert storable_for("shared", redact)(policy).value == policy
    assert calls == []  # the redactor never saw the shared policy
    owner = "customer:0b1c2d3e-0000-4000-8000-000000000001"
    note = "Reach Zelda at zelda.quartermain@example.net or 0800 123 4567."
    stored = storable_for(owner, redact)(note).value
    assert calls == [len(note)]
    assert "zelda.quartermain@example.net" not in stored and "0800 123 4567" not in stored
    assert "[EMAIL_1]" in stored
