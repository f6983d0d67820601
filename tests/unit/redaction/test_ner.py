"""The spaCy pipeline as the redactor runs it: numpy's matrix products, one BLAS thread."""

from __future__ import annotations

from typing import Any

from threadpoolctl import ThreadpoolController  # type: ignore[import-untyped]

from discreet.redaction.ner import SpacyNer, load_spacy


def test_every_layer_multiplies_through_numpy_not_blis() -> None:
    nlp = load_spacy()
    layers = [layer for _, pipe in nlp.pipeline for layer in pipe.model.walk()]
    assert layers
    assert all(layer.ops.use_blis is False for layer in layers)
    # the products are the model's own: the tags and the entity are what spaCy gives
    doc = nlp("Please ask Maria Gonzalez to call me back.")
    assert [(e.text, e.label_) for e in doc.ents] == [("Maria Gonzalez", "PERSON")]
    assert [t.tag_ for t in doc][2:4] == ["NNP", "NNP"]


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
