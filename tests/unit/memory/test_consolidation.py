"""The consolidation rule, case by case (see discreet.memory.consolidation)."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import uuid4

import pytest

from discreet.memory import Action, Fact, FactStatus, Mode, Source, SourceKind, decide, strength_of
from discreet.redaction.text import load_stored

T0 = datetime(2026, 6, 1, tzinfo=UTC)


def held(
    value: str = "email",
    *,
    strength: int = 2,
    status: FactStatus = FactStatus.ACTIVE,
    confirmed: bool = True,
) -> Fact:
    return Fact(
        id=uuid4(),
        customer_id=uuid4(),
        case_id=None,
        category="contact_preference",
        key="channel",
        value=load_stored(value),
        confidence=0.9,
        strength=strength,
        source=Source(SourceKind.CUSTOMER_STATEMENT),
        status=status,
        created_at=T0,
        confirmed_at=T0 if confirmed else None,
        expires_at=None,
    )


def test_strengths() -> None:
    assert strength_of(SourceKind.CASE_DECISION, Mode.EXPLICIT) == 3
    assert strength_of(SourceKind.STAFF_ENTRY, Mode.EXPLICIT) == 3
    assert strength_of(SourceKind.CUSTOMER_STATEMENT, Mode.EXPLICIT) == 2
    for mode in (Mode.CASUAL, Mode.COMPLAINT, Mode.QUESTION):
        assert strength_of(SourceKind.CUSTOMER_STATEMENT, mode) == 1


@pytest.mark.parametrize(
    ("fact", "value", "strength", "action", "reason"),
    [
        (None, "email", 2, Action.INSERT, None),
        (held(status=FactStatus.SUPERSEDED), "phone", 2, Action.INSERT, None),
        (held(), "phone", 2, Action.SUPERSEDE, None),  # recency wins among equals
        (held(), "phone", 3, Action.SUPERSEDE, None),
        (held(), "phone", 1, Action.KEEP, "weaker_than_confirmed"),  # a casual mention
        (held(strength=3), "phone", 2, Action.KEEP, "weaker_than_confirmed"),
        (held(confirmed=False, strength=1), "phone", 1, Action.SUPERSEDE, None),
        (held(), " Email ", 2, Action.CONFIRM, None),
        (held(), "email", 1, Action.KEEP, "duplicate"),
        (held(status=FactStatus.SUPPRESSED), "phone", 3, Action.KEEP, "suppressed"),
    ],
)
def test_decide(
    fact: Fact | None, value: str, strength: int, action: Action, reason: str | None
) -> None:
    decision = decide(fact, value=value, strength=strength)
    assert (decision.action, decision.reason) == (action, reason)
