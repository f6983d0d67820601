"""The order-status tool's matching, the guard's deny-list and its extra (NER) finder."""

from __future__ import annotations

import pytest

from discreet.agent.guard import AllowList, StreamGuard, find_identifiers, guard_reply
from discreet.agent.tools import OrderStatusTool, Tool, ToolOutput, default_tools
from discreet.redaction.text import _mint

TOOL = OrderStatusTool()


def test_order_status_is_a_tool() -> None:
    assert isinstance(TOOL, Tool)
    assert [t.name for t in default_tools()] == ["order_status"]


@pytest.mark.parametrize(
    ("message", "placeholders"),
    [
        ("where is my order [ORDER_ID_1]?", ("[ORDER_ID_1]",)),
        ("Has [ORDER_ID_2] shipped yet? And [ORDER_ID_1]?", ("[ORDER_ID_2]", "[ORDER_ID_1]")),
        ("status of order [ORDER_3] please", ("[ORDER_3]",)),
        ("Where is my order?", ()),
        ("When will my latest order arrive?", ()),
    ],
)
def test_wanted(message: str, placeholders: tuple[str, ...]) -> None:
    call = TOOL.match(_mint(message))
    assert call is not None and call.placeholders == placeholders


@pytest.mark.parametrize(
    "message",
    [
        "How long do I have to return a jacket?",
        "Can I cancel an order within an hour?",  # a policy question, not a status read
        "My email is [EMAIL_1]",
    ],
)
def test_not_wanted(message: str) -> None:
    assert TOOL.match(_mint(message)) is None


def test_tool_output_masks_its_text() -> None:
    out = ToolOutput("order_status", "found", 1, "Your order AO-1 has shipped.")
    assert "AO-1" not in repr(out)


def test_denied_identifiers_are_removed_even_when_a_passage_has_them() -> None:
    passage = "Example: order AO-101442 was refunded."
    reply = "Your order AO-101442 was refunded."
    open_list = AllowList.build(passages=[passage])
    assert guard_reply(reply, allowed=open_list).removed == 0
    denied = AllowList.build(passages=[passage], denied=["AO-101442"])
    result = guard_reply(reply, allowed=denied)
    assert result.removed == 1 and "AO-101442" not in result.text


def test_own_identifiers_pass() -> None:
    allowed = AllowList.build(identifiers=["AO-100234"])
    assert guard_reply("Your order AO-100234 has shipped.", allowed=allowed).removed == 0


def _names(text: str) -> list[tuple[int, int, str]]:
    start = text.find("Tobias Hollins")
    return [] if start < 0 else [(start, start + len("Tobias Hollins"), "person_name")]


def test_detector_spans_are_removed() -> None:
    result = guard_reply(
        "Tobias Hollins asked the same; you have 30 days.", allowed=AllowList.build(),
        detect=_names,
    )  # fmt: skip
    assert result.removed == 1 and "Tobias" not in result.text


def test_a_failing_detector_blocks() -> None:
    def broken(text: str) -> list[tuple[int, int, str]]:
        raise RuntimeError("model crashed")

    result = guard_reply("You have 30 days.", allowed=AllowList.build(), detect=broken)
    assert result.blocked and "unanalysable" in result.reasons


def test_stream_guard_never_releases_a_detected_name() -> None:
    text = "You can return it within 30 days. " * 8 + "Tobias Hollins did. " + "Thanks! " * 40
    guard = StreamGuard(allowed=AllowList.build(), detect=_names)
    shown = "".join(guard.feed(text[i : i + 3]) for i in range(0, len(text), 3))
    result = guard.finish()
    assert "Tobias" not in shown + guard.tail
    assert not result.blocked and shown + guard.tail == result.text


def test_stream_guard_is_linear_on_long_replies() -> None:
    import time

    long = "Returns are accepted within 30 days of delivery for unused items. " * 400
    guard = StreamGuard(allowed=AllowList.build())
    started = time.perf_counter()
    for i in range(0, len(long), 4):
        guard.feed(long[i : i + 4])
    result = guard.finish()
    assert not result.blocked and guard.released + guard.tail == long
    assert time.perf_counter() - started < 5.0


def test_find_identifiers_gives_kinds_and_values() -> None:
    found = find_identifiers("Mail a@b.example about [ORDER_ID_1] or call +44 7700 900456.")
    kinds = [k for k, _ in found]
    assert kinds == ["email", "placeholder", "phone"]
