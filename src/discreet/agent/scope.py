"""Scope classification: which policy area a redacted message is about.

A TF-IDF + logistic-regression model per tenant, trained from that tenant's labelled
examples. Its answer becomes a retrieval filter only after it is checked against the
tenant's allowed scopes; when it is unsure (or untrained) retrieval falls back to every
allowed scope, and the audit records that it did.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import Pipeline, make_pipeline

from discreet.redaction.text import RedactedText

__all__ = ["GENERAL", "ClassifierCache", "ScopeClassifier", "ScopeDecision", "train_classifier"]

GENERAL = "general"


@dataclass(frozen=True)
class ScopeDecision:
    scope: str  # the predicted scope, or "general" when nothing was predicted
    confidence: float
    filter_scopes: tuple[str, ...]  # what retrieval may search
    fallback: bool  # True when the filter is every allowed scope


class ScopeClassifier:
    def __init__(self, pipeline: Pipeline | None, *, min_confidence: float = 0.35) -> None:
        self._pipeline = pipeline
        self._min_confidence = min_confidence

    def classify(self, message: RedactedText, *, allowed: Sequence[str]) -> ScopeDecision:
        allowed_set = set(allowed) | {GENERAL}
        everything = tuple(sorted(allowed_set))
        if self._pipeline is None:
            return ScopeDecision(GENERAL, 0.0, everything, True)
        probabilities = self._pipeline.predict_proba([message.value])[0]
        labels = list(self._pipeline.classes_)
        best = max(range(len(labels)), key=lambda i: probabilities[i])
        scope, confidence = str(labels[best]), float(probabilities[best])
        if scope not in allowed_set or confidence < self._min_confidence or scope == GENERAL:
            # Unknown to this tenant, unsure, or not about a policy area: search everything.
            return ScopeDecision(
                scope if scope in allowed_set else GENERAL, confidence, everything, True
            )
        return ScopeDecision(scope, confidence, tuple(sorted({scope, GENERAL})), False)


def train_classifier(examples: Sequence[tuple[str, str]]) -> ScopeClassifier:
    """Fit on (text, scope) pairs; fewer than two scopes gives an always-unsure classifier."""
    labels = {scope for _, scope in examples}
    if len(labels) < 2:
        return ScopeClassifier(None)
    pipeline = make_pipeline(
        TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True, min_df=1, lowercase=True),
        LogisticRegression(max_iter=2000, C=8.0),
    )
    pipeline.fit([t for t, _ in examples], [s for _, s in examples])
    return ScopeClassifier(pipeline)


class ClassifierCache:
    """One trained classifier per tenant, retrained when its examples change (the caller
    passes a cheap version stamp of the example set and a loader for the examples)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cache: dict[object, tuple[object, ScopeClassifier]] = {}

    def get(
        self,
        tenant_id: object,
        version: object,
        load: Callable[[], Sequence[tuple[str, str]]],
    ) -> ScopeClassifier:
        with self._lock:
            cached = self._cache.get(tenant_id)
        if cached is not None and cached[0] == version:
            return cached[1]
        classifier = train_classifier(load())
        with self._lock:
            self._cache[tenant_id] = (version, classifier)
        return classifier
