"""Content-gap topics: grouping by shared words, per scope, placeholders unnumbered."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from discreet.knowledge.gaps import GapQuestion, content_words, group_gaps

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


def q(text: str, minutes: int = 0, scope: str | None = "billing", **kw: object) -> GapQuestion:
    return GapQuestion(
        text=text,
        scope=scope,
        reason=str(kw.get("reason", "below_floor")),
        handoff=bool(kw.get("handoff", False)),
        at=T0 + timedelta(minutes=minutes),
    )


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Do you sell gift cards?", {"sell", "gift", "card"}),
        ("My email is [EMAIL_1], what about refunds", {"email", "refund"}),
        ("Policies for the companies' deliveries", {"policy", "company", "delivery"}),
        ("I'm asking about it", set()),
    ],
)
def test_content_words(text: str, words: set[str]) -> None:
    assert content_words(text) == words


def test_similar_questions_share_a_topic_and_others_do_not() -> None:
    topics = group_gaps(
        [
            q("Do you sell gift cards for the spa?", 1),
            q("Can I buy a gift card for the spa online?", 2, handoff=True, reason="human"),
            q("Are spa gift cards refundable?", 3),
            q("Is parking at the marina free on Sundays?", 4),
        ]
    )
    assert [t.count for t in topics] == [3, 1]
    gift = topics[0]
    assert set(gift.keywords) == {"gift", "card", "spa"}
    assert gift.label == " · ".join(gift.keywords)
    assert gift.handoffs == 1 and gift.reasons == {"below_floor": 2, "human": 1}
    assert gift.first_seen == T0 + timedelta(minutes=1)
    assert gift.last_seen == T0 + timedelta(minutes=3)
    assert gift.examples[0] == "Are spa gift cards refundable?"  # newest first
    assert "marina" in topics[1].keywords


def test_scopes_are_never_mixed() -> None:
    topics = group_gaps(
        [q("gift card balance", scope="billing"), q("gift card balance", scope="stores")]
    )
    assert sorted(t.scope or "" for t in topics) == ["billing", "stores"]


def test_examples_are_unnumbered_distinct_and_short() -> None:
    topics = group_gaps(
        [
            q("Send the gift card to [EMAIL_3] please", 1),
            q("Send the gift card to [EMAIL_1] please", 2),
            q("gift card " + "very " * 100 + "long", 3),
        ]
    )
    (topic,) = topics
    assert "Send the gift card to [EMAIL] please" in topic.examples
    assert len(topic.examples) == 2  # the two phrasings that differ only by number: one
    assert all(len(e) <= 240 for e in topic.examples)
    assert all("_1]" not in e and "_3]" not in e for e in topic.examples)


def test_no_questions_no_topics() -> None:
    assert group_gaps([]) == []


def test_a_question_of_stop_words_only_stands_alone() -> None:
    topics = group_gaps([q("what about it?", 1), q("what about it?", 2)])
    assert [t.count for t in topics] == [1, 1]
    assert topics[0].label == "(no content words)"
