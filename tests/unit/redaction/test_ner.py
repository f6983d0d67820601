"""The spaCy pipeline as the redactor runs it: the faster matrix products, one BLAS thread."""

from __future__ import annotations

from typing import Any

import pytest
from threadpoolctl import ThreadpoolController  # type: ignore[import-untyped]

from discreet.redaction.ner import Choice, SpacyNer, _faster_products, load_spacy, products_of


@pytest.mark.parametrize("products", ["numpy", "blis"])
def test_every_layer_multiplies_through_the_products_asked_for(products: Choice) -> None:
    nlp = load_spacy(products=products)
    layers = [layer for _, pipe in nlp.pipeline for layer in pipe.model.walk()]
    assert layers
    assert all(layer.ops.use_blis is (products == "blis") for layer in layers)
    assert products_of(nlp) == products
    # the products are the model's own: the tags and the entity are what spaCy gives
    doc = nlp("Please ask Maria Gonzalez to call me back.")
    assert [(e.text, e.label_) for e in doc.ents] == [("Maria Gonzalez", "PERSON")]
    assert [t.tag_ for t in doc][2:4] == ["NNP", "NNP"]


def test_by_default_the_pipeline_takes_one_of_the_two() -> None:
    assert products_of(load_spacy()) in {"numpy", "blis"}


def test_the_faster_products_are_judged_by_each_ones_best_round() -> None:
    # numpy's rounds are steadier, but blis's best round is the fastest of all
    rounds = {"numpy": iter([2.0, 2.0, 2.0]), "blis": iter([9.0, 1.5, 9.0])}
    timed: list[str] = []

    def seconds(choice: Choice) -> float:
        timed.append(choice)
        return next(rounds[choice])

    assert _faster_products(seconds, rounds=3) == "blis"
    assert timed == ["numpy", "blis"] * 3  # in turn, so a busy moment hits both


def test_a_tie_keeps_numpy() -> None:
    assert _faster_products(lambda choice: 1.0, rounds=2) == "numpy"


class _Doc:
    ents: tuple[Any, ...] = ()

    def __iter__(self) -> Any:
        return iter(())


class _ThreadCountingNlp:
    """Records how many threads BLAS may use while the pipeline runs."""

    pipe_names: tuple[str, ...] = ("ner",)

    def __init__(self) -> None:
        self.threads: list[int] = []

    def __call__(self, text: str) -> _Doc:
        info = ThreadpoolController().select(user_api="blas").info()
        self.threads.extend(lib["num_threads"] for lib in info)
        return _Doc()


def test_a_call_uses_one_blas_thread_and_leaves_the_setting_as_it_was() -> None:
    blas = ThreadpoolController().select(user_api="blas")
    with blas.limit(limits=2):
        before = [lib["num_threads"] for lib in blas.info()]
        nlp = _ThreadCountingNlp()
        assert SpacyNer(nlp).tag("Is my order on its way?") == ([], [])
        assert nlp.threads and set(nlp.threads) == {1}
        assert [lib["num_threads"] for lib in blas.info()] == before == [2] * len(before)
