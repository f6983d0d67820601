"""Per-tenant identifier patterns (order numbers, ticket ids, loyalty codes) given as data."""

from __future__ import annotations

import regex

from discreet.redaction.model import Finding, InvalidRecognizer
from discreet.redaction.recognizers.base import Deadline, Recognizer, finditer

__all__ = ["CustomPatternRecognizer"]


class CustomPatternRecognizer(Recognizer):
    """Every match of a tenant's `(ENTITY, regex)` pair is redacted with full confidence."""

    NAME = "custom"

    def __init__(self, patterns: tuple[tuple[str, str], ...]) -> None:
        compiled: list[tuple[str, regex.Pattern[str]]] = []
        for entity, rx in patterns:
            try:
                compiled.append((entity, regex.compile(rx)))
            except regex.error as exc:
                raise InvalidRecognizer(f"custom pattern for {entity} does not compile") from exc
        self._patterns = tuple(compiled)

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        out: list[Finding] = []
        for index, (entity, rx) in enumerate(self._patterns):
            for m in finditer(rx, text, deadline):
                if m.end() > m.start():
                    how = f"{entity.lower()}#{index}"
                    out.append(self._finding(m.start(), m.end(), 1.0, how, entity=entity))
        return out
