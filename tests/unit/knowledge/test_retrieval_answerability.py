"""The floor's answer signals: what a question asks for against what the judged passages
hold, and the idf-weighted share of the question's words one passage holds."""

from __future__ import annotations

import pytest

from discreet.knowledge.answerability import (
    answer_type_signal,
    asked_kinds,
    held_kinds,
    term_share_signal,
)
from discreet.knowledge.evaluation import cross_validated_floor


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("How much does the international roaming add-on cost?", {"amount"}),
        ("Is there a fee for changing my plan?", {"amount"}),
        ("How long does a refund take?", {"time"}),
        ("When will my parcel arrive?", {"time"}),
        ("How many days do I have to return shoes?", {"time"}),
        ("How many devices can I connect?", {"number"}),
        ("Which countries do you ship to?", {"place"}),
        ("Where can I drop off a return?", {"place"}),
        ("Can I pay with a gift card?", set()),
        # whether, not how much
        ("Will I be charged for the order I cancelled this morning?", set()),
        ("How much will I be charged for a late return?", {"amount"}),
        ("What happens when my contract ends?", set()),
    ],
)
def test_what_a_question_asks_for(question: str, kinds: set[str]) -> None:
    assert asked_kinds(question) == kinds


@pytest.mark.parametrize(
    ("passage", "kind", "held"),
    [
        ("The add-on is £5 a month.", "amount", True),
        ("Returns are free within the UK.", "amount", True),
        ("A 10% restocking charge applies.", "amount", True),
        ("Refunds reach your card in 5-7 business days.", "time", True),
        ("Our lines are open Monday to Friday.", "time", True),
        ("Electronics carry a 12-month warranty.", "time", True),
        ("You have a 30-day window to return it.", "time", True),
        ("Refunds go back to the card you paid with.", "time", False),
        ("You can connect up to 3 devices.", "number", True),
        ("We ship to addresses in Ireland and France.", "place", True),
        ("We ship most orders the same way.", "place", False),
        ("Refunds go back to the card you paid with.", "amount", False),
    ],
)
def test_what_a_passage_holds(passage: str, kind: str, held: bool) -> None:
    assert (kind in held_kinds(passage)) is held


def test_answer_type_is_missing_when_no_passage_holds_the_kind_asked_for() -> None:
    question = "How much does express delivery cost?"
    without = ["Express delivery is available for most items.", "Delivery is tracked."]
    with_price = [*without, "Express delivery costs $9.99."]
    assert answer_type_signal(question, without) == 0.0
    assert answer_type_signal(question, with_price) == 1.0
    # A question asking for no particular kind is never penalised.
    assert answer_type_signal("Can I change my address?", without) == 1.0
    assert answer_type_signal("How much is it?", []) == 0.0


def test_term_share_weighs_the_words_the_documents_never_use_most() -> None:
    # "Do you have 5G in Cornwall?": the tenant's documents speak of 5G (rare, idf 2.0) but
    # never of Cornwall (df 0: the largest idf, 4.0); "have" is common (0.1).
    idf = {"5g": 2.0, "cornwal": 4.0, "have": 0.1}
    coverage_page = frozenset({"5g", "have"})
    assert term_share_signal(idf, [coverage_page]) == pytest.approx(2.1 / 6.1)
    # The best of several passages counts; nothing found or no word at all is 0.
    assert term_share_signal(idf, [coverage_page, frozenset(idf)]) == pytest.approx(1.0)
    assert term_share_signal(idf, []) == 0.0
    assert term_share_signal({}, [coverage_page]) == 0.0


def test_cross_validation_fits_the_features_it_is_given() -> None:
    # term_share separates the two classes; the floor's own signals are noise.
    samples = [
        ({"term_share": 0.9 if i % 2 else 0.1, "dense": 0.5 + 0.01 * (i % 3)}, bool(i % 2))
        for i in range(40)
    ]
    with_share = cross_validated_floor(samples, features=("term_share",))
    without = cross_validated_floor(samples)
    assert with_share["answer_rate_on_answerable"] == 1.0
    assert with_share["abstain_recall"] == 1.0
    assert without["answer_rate_on_answerable"] + without["abstain_recall"] < 1.5
