"""Findings and results: offsets and scores, never the matched text.

A `Finding` says *where* personal data was found and *why* (which recognizer, which
pattern, whether a checksum passed, how much nearby context raised the score). It never
holds the value itself, so findings are safe to log and to put in the audit trail.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Final

from discreet.errors import InvalidInput, RedactionFailed
from discreet.redaction.entities import ENTITIES, ENTITY_NAME
from discreet.redaction.text import RedactedText

__all__ = [
    "DIRECT_IDENTIFIERS",
    "ENTITY_TYPES",
    "UNREDACTABLE",
    "Explanation",
    "Finding",
    "InvalidRecognizer",
    "Redaction",
    "RedactionConfig",
    "RedactionTimeout",
]

UNREDACTABLE: Final = "UNREDACTABLE"
ENTITY_TYPES: Final = tuple(kind.name for kind in ENTITIES)
DIRECT_IDENTIFIERS: Final = frozenset(kind.name for kind in ENTITIES if kind.direct)

_ENTITY_NAME = re.compile(ENTITY_NAME)


class InvalidRecognizer(InvalidInput):
    """A recognizer or a tenant pattern is malformed; raised at construction, never later."""


class RedactionTimeout(RedactionFailed):
    """A pattern ran past its time budget; the redactor fails closed on it."""


@dataclass(frozen=True, slots=True)
class Explanation:
    recognizer: str
    pattern: str | None
    validated: bool | None
    context_boost: float


@dataclass(frozen=True, slots=True)
class Finding:
    """Offsets into the original input; holds no text, so its repr is safe to log."""

    entity: str
    start: int
    end: int
    score: float
    explanation: Explanation

    def __post_init__(self) -> None:
        if not 0 <= self.start <= self.end:
            raise ValueError("finding offsets must satisfy 0 <= start <= end")

    def __len__(self) -> int:
        return self.end - self.start


@dataclass(frozen=True, slots=True)
class Redaction:
    text: RedactedText
    findings: tuple[Finding, ...]

    def counts_by_type(self) -> dict[str, int]:
        return dict(Counter(f.entity for f in self.findings))

    @property
    def pii_present(self) -> bool:
        return bool(self.findings)


def _check_pattern(entity: str, pattern: str) -> None:
    if not _ENTITY_NAME.fullmatch(entity):
        raise InvalidRecognizer(
            "custom entity names are upper case letters, digits and underscores, "
            "starting with a letter (e.g. ORDER_ID)"
        )
    import regex  # local: keeps this module light for callers that only read findings

    try:
        compiled = regex.compile(pattern)
    except regex.error as exc:
        raise InvalidRecognizer(f"custom pattern for {entity} does not compile: {exc}") from exc
    if compiled.search("") is not None:
        raise InvalidRecognizer(f"custom pattern for {entity} matches the empty string")


@dataclass(frozen=True, slots=True)
class RedactionConfig:
    """Per-tenant redaction settings; plain data, validated at construction."""

    allow_list: frozenset[str] = frozenset()
    custom_patterns: tuple[tuple[str, str], ...] = ()
    use_ner: bool = True
    _allow_folded: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for entity, pattern in self.custom_patterns:
            _check_pattern(entity, pattern)
        folded = frozenset(" ".join(w.casefold().split()) for w in self.allow_list)
        object.__setattr__(self, "_allow_folded", folded)

    def allows(self, value: str) -> bool:
        """True when the tenant marked this word or phrase as never personal data."""
        return " ".join(value.casefold().split()) in self._allow_folded
