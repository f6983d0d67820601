"""Every demo policy passes the injection screen as written: the screen was fixed, not the
policies ("Account security" advises forwarding a suspicious email to the security team)."""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable

import pytest

from discreet.knowledge.parsing import parse_document
from discreet.knowledge.screening import screen_for_injection

POLICIES = sorted(
    (p for p in (files("discreet.demo") / "data" / "policies").iterdir() if p.name.endswith(".md")),
    key=lambda p: p.name,
)


def test_the_demo_has_policies() -> None:
    assert len(POLICIES) >= 10
    assert "account-security.md" in {p.name for p in POLICIES}


@pytest.mark.parametrize("policy", POLICIES, ids=lambda p: p.name)
def test_demo_policy_passes_the_screen(policy: Traversable) -> None:
    parsed = parse_document(policy.read_bytes(), filename=policy.name)
    # The same text the indexing job screens.
    full_text = "\n\n".join(s.text for s in parsed.sections)
    assert not screen_for_injection(full_text).suspicious
