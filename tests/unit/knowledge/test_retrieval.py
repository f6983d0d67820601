"""Pure parts of retrieval: fusion, floor signals and fitting, follow-up resolution, and the
evaluation metrics."""

from __future__ import annotations

import importlib
import random

import pytest

from discreet.knowledge.evaluation import (
    QueryOutcome,
    abstention_figures,
    ranking_figures,
)
from discreet.knowledge.retrieval import (
    FLOOR_FEATURES,
    FloorModel,
    conversational_query,
    fit_floor,
    floor_signals,
    rrf,
)
from discreet.redaction.text import RedactedText, load_stored


def r(value: str) -> RedactedText:
    return load_stored(value)


@pytest.mark.parametrize("name", ["discreet.knowledge.retrieval", "discreet.knowledge.evaluation"])
def test_all_is_declared_and_resolves(name: str) -> None:
    module = importlib.import_module(name)
    assert sorted(module.__all__) == sorted(set(module.__all__))
    for member in module.__all__:
        assert hasattr(module, member), member


def test_rrf_rewards_agreement_and_keeps_single_list_order() -> None:
    fused = rrf([["a", "b", "c"], ["b", "d"]])
    assert max(fused, key=lambda k: fused[k]) == "b"
    assert fused["a"] > fused["c"]
    assert fused["d"] == pytest.approx(1 / 62)


def test_floor_signals() -> None:
    lexical = [("x", 0.5), ("y", 1.0), ("z", 0.2)]
    dense = [("x", 0.8), ("q", 0.6), ("y", 0.4), ("z", 0.4), ("w", 0.2)]
    s = floor_signals(lexical, dense)
    assert set(s) == set(FLOOR_FEATURES)
    assert s["dense"] == 0.8
    assert s["dense_margin"] == pytest.approx(0.8 - 0.4)
    assert s["coverage"] == 1.0
    assert s["agreement"] == 1.0
    assert s["overlap"] == pytest.approx(3 / 5)
    empty = floor_signals([], [])
    assert empty == dict.fromkeys(FLOOR_FEATURES, 0.0)


def test_floor_json_round_trip_and_validation() -> None:
    floor = FloorModel(weights={"dense": 3.0, "coverage": 1.5}, bias=-2.0, threshold=0.4)
    assert FloorModel.from_json(floor.to_json()) == floor
    with pytest.raises(ValueError, match="unknown floor features"):
        FloorModel.from_json({"weights": {"cosine": 1.0}})
    with pytest.raises(ValueError, match="finite"):
        FloorModel.from_json({"weights": {}, "threshold": 1.5})
    with pytest.raises(ValueError, match="finite"):
        FloorModel.from_json({"weights": {"dense": float("nan")}})


def test_fit_floor_separates_and_sets_a_threshold() -> None:
    rng = random.Random(3)
    samples = []
    for _ in range(80):
        samples.append(({"dense": rng.uniform(0.55, 0.9), "coverage": rng.uniform(0.5, 1)}, True))
        samples.append(({"dense": rng.uniform(0.1, 0.5), "coverage": rng.uniform(0, 0.5)}, False))
    floor = fit_floor(samples)
    assert floor.weights["dense"] > 0 and floor.weights["coverage"] > 0
    decisions = [(floor.confidence(s) < floor.threshold, ok) for s, ok in samples]
    figures = abstention_figures(decisions)
    assert figures["abstain_recall"] > 0.95 and figures["answer_rate_on_answerable"] > 0.95
    with pytest.raises(ValueError, match="answerable and unanswerable"):
        fit_floor([({"dense": 0.5}, True)])


def test_confidence_is_monotonic_in_positive_weights() -> None:
    floor = FloorModel()
    low = floor.confidence({"dense": 0.2, "coverage": 0.2})
    high = floor.confidence({"dense": 0.8, "coverage": 0.9, "agreement": 1.0})
    assert 0.0 < low < high < 1.0


@pytest.mark.parametrize(
    ("message", "resolved"),
    [
        ("what about for electronics?", True),
        ("How can I create one?", True),
        ("Are those the only steps?", True),
        ("And if the parcel is lost?", True),
        (
            "How many days do I have to return a jacket that I bought in your online "
            "shop last month?",
            False,
        ),
    ],
)
def test_follow_ups_are_resolved_with_the_previous_turn(message: str, resolved: bool) -> None:
    previous = [r("Can I return a kayak I bought in the sale?")]
    query = conversational_query(r(message), previous)
    if resolved:
        assert query.value.startswith(previous[0].value) and query.value.endswith(message)
    else:
        assert query == r(message)


def test_first_message_is_searched_alone() -> None:
    assert conversational_query(r("what about electronics?"), []) == r("what about electronics?")


def _outcome(qid: str, ranked: tuple[str, ...]) -> QueryOutcome:
    return QueryOutcome(
        query_id=qid,
        ranked={"hybrid": ranked},
        signals={},
        confidence=1.0,
        abstained=False,
        answerable=True,
        leaks=0,
        seconds=0.0,
    )


def test_ranking_figures() -> None:
    qrels = {"q1": {"d1": 1.0}, "q2": {"d2": 1.0, "d3": 1.0}, "q3": {}}
    outcomes = [
        _outcome("q1", ("d1", "x")),
        _outcome("q2", ("x", "d3", "y", "z", "w", "d2")),
        _outcome("q3", ("d1",)),
    ]
    f = ranking_figures(outcomes, qrels, "hybrid")
    assert f.queries == 2
    assert f.recall_at_1 == pytest.approx(0.5)
    assert f.recall_at_5 == pytest.approx((1 + 0.5) / 2)
    assert f.recall_at_10 == pytest.approx(1.0)
    assert f.mrr_at_10 == pytest.approx((1 + 0.5) / 2)
    assert 0 < f.ndcg_at_10 < 1


def test_abstention_figures() -> None:
    decisions = [(True, False), (True, False), (True, True), (False, False), (False, True)]
    a = abstention_figures(decisions)
    assert a["abstain_precision"] == pytest.approx(2 / 3, abs=1e-4)
    assert a["abstain_recall"] == pytest.approx(2 / 3, abs=1e-4)
    assert a["answer_rate_on_answerable"] == pytest.approx(0.5)
