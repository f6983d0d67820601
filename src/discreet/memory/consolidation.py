"""Consolidation: what a new value does to the fact already held for the same subject and key.

A *subject* is (customer, case); a *key* is (category, key). At most one live fact (active or
suppressed) exists per subject and key; the database enforces it with a unique index.

Every incoming value has a **strength**, from its source and how it was said:

    3  staff: a decision recorded on a case, or an account detail confirmed by staff
    2  an explicit statement by the customer ("please email me, don't call")
    1  a casual, complaining or questioning mention (only if a tenant admits those at all)

The rule, applied by `decide`, in order:

1. nothing held → **insert**;
2. the held fact is *suppressed* → **keep** (`suppressed`): the customer or staff asked for
   this key not to be used, and a later mention does not undo that; only an explicit
   PATCH back to ``active`` does;
3. the same value (case- and space-insensitive) → **confirm** when the incoming strength
   is at least 2 (its `confirmed_at` moves to now and its TTL restarts), otherwise
   **keep** (`duplicate`);
4. a different value that is *weaker* than a *confirmed* held value → **keep**
   (`weaker_than_confirmed`): a single casual or complaining mention never overwrites a
   confirmed value, and a customer's chat never overwrites what staff confirmed;
5. otherwise → **supersede**: recency wins among equals. The old fact stays, with status
   ``superseded``, a pointer to its successor and a revision row with the date it ended,
   so nothing is silently overwritten and two contradicting values are never both live.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from discreet.memory.model import Fact, FactStatus, Mode, SourceKind
from discreet.memory.rules import Rejection

__all__ = ["Action", "Decision", "decide", "same_value", "strength_of"]

_SOURCE_STRENGTH: Final = {
    SourceKind.CASE_DECISION: 3,
    SourceKind.STAFF_ENTRY: 3,
    SourceKind.CUSTOMER_STATEMENT: 2,
}
CONFIRMING_STRENGTH: Final = 2


def strength_of(source: SourceKind, mode: Mode) -> int:
    """3 staff, 2 explicit customer statement, 1 anything said in passing."""
    if mode is not Mode.EXPLICIT:
        return 1
    return _SOURCE_STRENGTH[source]


def same_value(a: str, b: str) -> bool:
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


class Action(enum.StrEnum):
    INSERT = "insert"
    CONFIRM = "confirm"
    SUPERSEDE = "supersede"
    KEEP = "keep"


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    reason: Rejection | None = None  # set when the action is KEEP


def decide(held: Fact | None, *, value: str, strength: int) -> Decision:
    """Apply the consolidation rule of this module's docstring."""
    if held is None or held.status is FactStatus.SUPERSEDED:
        return Decision(Action.INSERT)
    if held.status is FactStatus.SUPPRESSED:
        return Decision(Action.KEEP, "suppressed")
    if same_value(held.value.value, value):
        if strength >= CONFIRMING_STRENGTH:
            return Decision(Action.CONFIRM)
        return Decision(Action.KEEP, "duplicate")
    if strength < held.strength and held.confirmed_at is not None:
        return Decision(Action.KEEP, "weaker_than_confirmed")
    return Decision(Action.SUPERSEDE)
