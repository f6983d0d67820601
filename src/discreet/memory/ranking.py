"""Just-in-time ranking of recalled facts against the current turn.

The repository has already filtered by identity, case and status in SQL; this module only
orders what is left and cuts it to the cap. The score is the overlap between the turn's
words and the fact's category, key, value and a few cue words per category (asking about a
delivery makes an address relevant), plus small bonuses for case facts of the session's
case and for recently confirmed facts. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Final

from discreet.memory.categories import CATEGORIES
from discreet.memory.model import Fact
from discreet.redaction.text import RedactedText

__all__ = ["CATEGORY_CUES", "rank_facts", "relevance"]

_WORD = re.compile(r"[a-z]+")

CATEGORY_CUES: Final[Mapping[str, frozenset[str]]] = {c.name: c.cues for c in CATEGORIES}


def _words(text: str) -> set[str]:
    return {w[:-1] if len(w) > 4 and w.endswith("s") else w for w in _WORD.findall(text.lower())}


def relevance(fact: Fact, message_words: set[str]) -> float:
    """Overlap of the turn's words with what the fact is about (0 when unrelated)."""
    about = _words(f"{fact.category} {fact.key} {fact.value.value}".replace("_", " "))
    about |= CATEGORY_CUES.get(fact.category, frozenset())
    return float(len(about & message_words))


def rank_facts(
    facts: Sequence[Fact],
    message: RedactedText,
    *,
    cap: int,
    case_id: object | None = None,
) -> list[Fact]:
    """The `cap` most relevant facts, best first; ties go to the most recently confirmed."""
    if cap <= 0:
        return []
    words = _words(message.value)

    def score(fact: Fact) -> tuple[float, float]:
        s = relevance(fact, words)
        if case_id is not None and fact.case_id == case_id:
            s += 0.5
        return (s, fact.recorded_at.timestamp())

    return sorted(facts, key=score, reverse=True)[:cap]
