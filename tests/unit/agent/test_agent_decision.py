"""Every branch of the turn's decision, without a database: what is replied, and what the
trace (and so the audit) says of it."""

from __future__ import annotations

from uuid import uuid4

import pytest

from discreet.agent.decision import (
    CONFIRMED_MESSAGE,
    Decision,
    after_search,
    before_search,
)
from discreet.agent.defences import AttackVerdict, refusal_reply
from discreet.agent.handoff import HUMAN_HANDOFF_MESSAGE
from discreet.agent.model import HANDOFF_MESSAGE
from discreet.agent.trace import TurnTrace

CLEAN = AttackVerdict(is_attack=False, kind="none")
ATTACK = AttackVerdict(is_attack=True, kind="prompt_extraction")


def _trace(decision: Decision | None) -> TurnTrace:
    trace = TurnTrace(session_id=uuid4(), customer_id=uuid4())
    if decision is not None:
        decision.record(trace)
    return trace


def _before(
    attack: AttackVerdict = CLEAN, confirms: bool = False, human: bool = False
) -> Decision | None:
    return before_search(attack=attack, confirms_our_question=confirms, asks_for_human=human)


def _after(
    foreign: bool = False, passed: bool = True, data: bool = False, note: str | None = None
) -> Decision | None:
    return after_search(
        foreign_owner=foreign,
        floor_passed=passed,
        has_account_data=data,
        memory_note=lambda: note,
    )


def test_an_attack_is_refused_before_anything_else() -> None:
    decision = _before(ATTACK, confirms=True, human=True)
    assert decision is not None and decision.reply == refusal_reply("prompt_extraction")
    trace = _trace(decision)
    assert (trace.abstained, trace.abstain_reason, trace.handoff, trace.blocked) == (
        True,
        "refused",
        False,
        False,
    )


def test_a_confirmation_of_our_question_is_acknowledged() -> None:
    decision = _before(confirms=True, human=True)
    assert decision is not None and decision.reply == CONFIRMED_MESSAGE
    trace = _trace(decision)
    assert (trace.abstain_reason, trace.handoff) == ("fact_confirmed", False)


def test_asking_for_a_person_hands_off() -> None:
    decision = _before(human=True)
    assert decision is not None and decision.reply == HUMAN_HANDOFF_MESSAGE
    trace = _trace(decision)
    assert (trace.abstain_reason, trace.handoff, trace.blocked) == ("human_requested", True, False)


def test_anything_else_is_searched() -> None:
    assert _before() is None


def test_a_foreign_owner_blocks_and_hands_off_whatever_else_holds() -> None:
    for passed in (True, False):
        decision = _after(foreign=True, passed=passed, data=True, note="Noted: email")
        assert decision is not None and decision.reply == HANDOFF_MESSAGE
        trace = _trace(decision)
        assert (trace.blocked, trace.block_reason, trace.handoff, trace.abstained) == (
            True,
            "owner_mismatch",
            True,
            True,
        )


@pytest.mark.parametrize(("passed", "data"), [(True, False), (False, True), (True, True)])
def test_above_the_floor_or_with_account_data_the_turn_is_answered(
    passed: bool, data: bool
) -> None:
    assert _after(passed=passed, data=data, note="Noted: you prefer email.") is None

    def unasked() -> str | None:
        raise AssertionError("the memory note is asked only when nothing else answers")

    decided = after_search(
        foreign_owner=False, floor_passed=passed, has_account_data=data, memory_note=unasked
    )
    assert decided is None


def test_below_the_floor_a_stated_preference_is_acknowledged() -> None:
    decision = _after(passed=False, note="Noted: you prefer email.")
    assert decision is not None and decision.reply == "Noted: you prefer email."
    trace = _trace(decision)
    assert (trace.abstain_reason, trace.handoff) == ("preference_noted", False)


@pytest.mark.parametrize("note", [None, "", "Is your address in Leeds still correct?"])
def test_below_the_floor_anything_else_hands_off(note: str | None) -> None:
    decision = _after(passed=False, note=note)
    assert decision is not None and decision.reply == HANDOFF_MESSAGE
    trace = _trace(decision)
    assert (trace.abstain_reason, trace.handoff, trace.blocked) == ("below_floor", True, False)


def test_a_block_always_hands_off() -> None:
    trace = _trace(None)
    trace.block("guard")
    assert (trace.blocked, trace.block_reason, trace.handoff) == (True, "guard", True)
    trace = _trace(None)
    trace.abstain("backend_failed", handoff=True)
    trace.abstain("later", handoff=False)  # a later reason never takes a handoff back
    assert trace.handoff
