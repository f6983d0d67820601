"""What a turn does with a message, decided from what the turn has gathered: pure, no I/O.

Two moments decide. Before any search (`before_search`): a prompt attack is refused, a
"yes, still correct" to our own question is acknowledged, a request for a person is handed
off. After retrieval and the tools (`after_search`): a passage of another owner is the
owner-mismatch alarm, nothing above the floor is a handoff (or the acknowledgement of a
preference just stated). Anything else is answered: `None` from both means generate.

A `Decision` is the fixed reply and what the audit must say of it; `TurnTrace.decided`
records it, so "blocked means handed off" holds in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from discreet.agent.defences import AttackVerdict, refusal_reply
from discreet.agent.handoff import HUMAN_HANDOFF_MESSAGE
from discreet.agent.model import HANDOFF_MESSAGE
from discreet.agent.trace import TurnTrace

__all__ = ["CONFIRMED_MESSAGE", "NOTED_PREFIX", "Decision", "after_search", "before_search"]

CONFIRMED_MESSAGE: Final = "Thank you for confirming; our records are up to date."
NOTED_PREFIX: Final = "Noted: "
"""How the memory note begins an acknowledgement of a preference stated in this turn."""


@dataclass(frozen=True)
class Decision:
    """A turn that is not generated: its fixed reply, and why (for the audit)."""

    reply: str
    abstain_reason: str
    handoff: bool = False
    block_reason: str | None = None  # set: the turn was blocked (and so handed off)

    def record(self, trace: TurnTrace) -> None:
        trace.abstain(self.abstain_reason, handoff=self.handoff)
        if self.block_reason is not None:
            trace.block(self.block_reason)


def before_search(
    *, attack: AttackVerdict, confirms_our_question: bool, asks_for_human: bool
) -> Decision | None:
    """Decide before classifying or searching; None when the message needs a search."""
    if attack.is_attack:
        # No classification, no retrieval, no tool: a fixed refusal.
        return Decision(refusal_reply(attack.kind), "refused")
    if confirms_our_question:
        # The capture hook re-confirms the fact; there is nothing to search.
        return Decision(CONFIRMED_MESSAGE, "fact_confirmed")
    if asks_for_human:
        # A clear handoff, not a search that abstains.
        return Decision(HUMAN_HANDOFF_MESSAGE, "human_requested", handoff=True)
    return None


def after_search(
    *,
    foreign_owner: bool,
    floor_passed: bool,
    has_account_data: bool,
    memory_note: Callable[[], str | None],
) -> Decision | None:
    """Decide once retrieval and the tools ran; None when the turn is answered.

    `foreign_owner`: a result belongs to an owner outside the caller's (the SQL filter
    should make this impossible; when it fires, it is a leak). `memory_note`: what the
    memory note would say for this message, asked only when nothing else answers."""
    if foreign_owner:
        return Decision(HANDOFF_MESSAGE, "owner_mismatch", block_reason="owner_mismatch")
    if floor_passed or has_account_data:
        return None
    note = memory_note()
    if note and NOTED_PREFIX in note:
        # No policy answers this, but the message stated a preference: acknowledge it.
        return Decision(note, "preference_noted")
    return Decision(HANDOFF_MESSAGE, "below_floor", handoff=True)
