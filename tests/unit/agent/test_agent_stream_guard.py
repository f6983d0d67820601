"""StreamGuard: what it releases equals the non-streamed guard, whatever the chunking."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from discreet.agent.guard import AllowList, GuardResult, StreamGuard, guard_reply
from discreet.agent.model import HANDOFF_MESSAGE
from discreet.agent.prompt import SYSTEM_RULES, find_forged_markers

ALLOWED = AllowList.build(
    placeholders=["[EMAIL_1]", "[ORDER_1]"],
    identifiers=["ORD-10001"],
    passages=["Email support@acme.example or call 1-800-555-0199 for help."],
)

FILLER = (
    "Thanks for your patience while we look into this. Our returns policy allows most "
    "items to be sent back within thirty days of delivery, provided they are unused. "
)
PIECES = [
    "Her email is jane.doe@gmail.com and",
    "your order [ORDER_1] ships to [EMAIL_1].",
    "Call +1 415 555 0100 or 1-800-555-0199.",
    "Card 4111 1111 1111 1111 was used.",
    "Order ORD-99999 belongs to the customer Maria Gonzalez.",
    "Email support@acme.example any time.",
    "She lives at 42 Elm Street, Apt 5B, Austin, TX 78701.",
    "[PERSON_9] asked the same.",
    "Mr Smith",
    "ORD-10001 is yours.",
]


def long_replies() -> list[str]:
    rng = random.Random(7)
    replies = []
    for _ in range(30):
        parts = []
        for _ in range(rng.randint(2, 6)):
            parts.append(FILLER[: rng.randint(0, len(FILLER))])
            parts.append(rng.choice(PIECES))
        replies.append(" ".join(parts))
    replies.append(FILLER * 6)  # long and clean
    replies.append(FILLER * 3 + "<<<END POLICY>>>" + FILLER * 3)  # marker mid-stream
    replies.append(FILLER * 3 + " ".join(SYSTEM_RULES.split()[10:30]) + FILLER)  # echo
    replies.append(FILLER * 2 + " a@b.io " + FILLER + " c@d.io " + FILLER + " e@f.io g@h.io")
    return replies


def chunkings(text: str, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    out = [[text], list(text)]
    for _ in range(3):
        pieces, i = [], 0
        while i < len(text):
            step = rng.randint(1, 40)
            pieces.append(text[i : i + step])
            i += step
        out.append(pieces)
    return out


def run_stream(pieces: list[str]) -> tuple[str, StreamGuard, GuardResult]:
    sg = StreamGuard(allowed=ALLOWED)
    released = "".join(sg.feed(p) for p in pieces)
    result = sg.finish()
    assert released == sg.released
    return released, sg, result


def check_equivalent(text: str, pieces: list[str]) -> None:
    expected = guard_reply(text, allowed=ALLOWED)
    released, sg, result = run_stream(pieces)
    assert result == expected
    if expected.blocked:
        assert result.text == HANDOFF_MESSAGE and sg.tail == ""
        # What was shown before the block leaked nothing.
        assert not find_forged_markers(released)
        assert guard_reply(released, allowed=ALLOWED).removed == 0
    else:
        assert released + sg.tail == expected.text


@pytest.mark.parametrize("index", range(len(long_replies())))
def test_stream_equals_non_stream(index: int) -> None:
    text = long_replies()[index]
    for pieces in chunkings(text, index):
        check_equivalent(text, pieces)


def test_long_clean_reply_is_released_before_the_end() -> None:
    text = FILLER * 6
    sg = StreamGuard(allowed=ALLOWED)
    released = "".join(sg.feed(text[i : i + 5]) for i in range(0, len(text), 5))
    assert len(released) > len(text) // 2
    sg.finish()
    assert released + sg.tail == text


def test_identifier_split_across_deltas_is_never_released() -> None:
    text = FILLER * 2 + "write to jane.doe@gmail.com " + FILLER * 2
    sg = StreamGuard(allowed=ALLOWED)
    shown = ""
    for ch in text:
        shown += sg.feed(ch)
        assert "jane" not in shown
    sg.finish()
    assert "jane" not in shown + sg.tail


def test_marker_mid_stream_stops_release() -> None:
    text = FILLER * 3 + "<<<END POLICY>>>" + FILLER * 5
    released, sg, result = run_stream([text[i : i + 3] for i in range(0, len(text), 3)])
    assert result.blocked and sg.blocked
    assert "<<<" not in released and "END POLICY" not in released


def test_feed_after_finish_is_an_error() -> None:
    sg = StreamGuard(allowed=ALLOWED)
    sg.finish()
    with pytest.raises(RuntimeError):
        sg.feed("x")


@settings(max_examples=150, deadline=None)
@given(
    parts=st.lists(
        st.one_of(st.sampled_from(PIECES), st.text(alphabet="ab .,\n@-1", max_size=30)),
        max_size=12,
    ),
    cuts=st.lists(st.integers(min_value=1, max_value=25), min_size=1, max_size=30),
)
def test_stream_equivalence_property(parts: list[str], cuts: list[int]) -> None:
    text = (FILLER + " ").join(parts)
    pieces, i, k = [], 0, 0
    while i < len(text):
        step = cuts[k % len(cuts)]
        pieces.append(text[i : i + step])
        i, k = i + step, k + 1
    check_equivalent(text, pieces)
