"""Content gaps: the questions the assistant abstained on or handed off, grouped into topics
a content owner can act on ("refunds for gift cards: 7 questions, 3 handed off").

Pure: the questions come in already redacted (as the turns store them) and leave with their
placeholders unnumbered (``[EMAIL_2]`` -> ``[EMAIL]``), so an example says what kind of
value stood there, never which. Grouping is by shared content words: each question joins the
topic of the same scope whose words it overlaps most (Jaccard similarity of word sets, at
least `MIN_SIMILARITY`), or starts a new one; a topic is named by its most frequent words.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Final

from discreet.redaction import PLACEHOLDER, unnumbered

__all__ = ["MIN_SIMILARITY", "GapQuestion", "GapTopic", "content_words", "group_gaps"]

MIN_SIMILARITY: Final = 0.25
MAX_EXAMPLES: Final = 3
MAX_EXAMPLE_CHARS: Final = 240
LABEL_WORDS: Final = 3

_WORD = re.compile(r"[a-z][a-z'-]{1,}")
_STOPWORDS: Final = frozenset(
    """
    a about above after again all also am an and any are as at be because been before being
    below between both but by can cannot could did do does doing don't down during each few
    for from further get got had has have having he her here hers herself him himself his how
    i i'd i'll i'm i've if in into is it it's its itself just know let like me might more most
    my myself need no nor not now of off on once only or other our ours ourselves out over own
    please same she should so some such than thank thanks that that's the their theirs them
    themselves then there these they this those through to too under until up us very want
    was we were what when where which while who whom why will with would yes you your yours
    yourself hi hello hey tell ask asked asking okay ok much many still really one two
    """.split()
)


@dataclass(frozen=True, slots=True)
class GapQuestion:
    """One abstained or handed-off customer question, as stored (redacted)."""

    text: str
    scope: str | None
    reason: str
    handoff: bool
    at: datetime

    def __repr__(self) -> str:  # the redacted text still says what a customer asked
        return f"GapQuestion(scope={self.scope!r}, reason={self.reason!r}, [text])"


@dataclass(slots=True)
class GapTopic:
    scope: str | None
    keywords: tuple[str, ...]
    count: int
    handoffs: int
    reasons: dict[str, int]
    examples: list[str]
    first_seen: datetime
    last_seen: datetime
    _words: Counter[str] = field(default_factory=Counter, repr=False)

    @property
    def label(self) -> str:
        return " · ".join(self.keywords) if self.keywords else "(no content words)"


def _stem(word: str) -> str:
    word = word.strip("'-")
    if word.endswith("'s"):
        word = word[:-2]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def content_words(text: str) -> frozenset[str]:
    """The question's content words: lower case, placeholders and stop words dropped, a
    plural read as its singular."""
    plain = PLACEHOLDER.sub(" ", text).lower().replace("’", "'")
    words = (_stem(w) for w in _WORD.findall(plain))
    return frozenset(w for w in words if len(w) > 2 and w not in _STOPWORDS)


def _example(text: str) -> str:
    shown = " ".join(unnumbered(text).split())
    if len(shown) > MAX_EXAMPLE_CHARS:
        shown = shown[: MAX_EXAMPLE_CHARS - 1].rstrip() + "…"
    return shown


def _similarity(words: frozenset[str], topic: GapTopic) -> float:
    if not words:
        return 0.0
    # The topic's vocabulary: words at least two of its questions share, or all of them
    # while it has one or two questions.
    floor = 2 if topic.count > 2 else 1
    vocabulary = {w for w, n in topic._words.items() if n >= floor}
    if not vocabulary:
        return 0.0
    return len(words & vocabulary) / len(words | vocabulary)


def group_gaps(questions: Iterable[GapQuestion]) -> list[GapTopic]:
    """Topics, largest first (ties: most recent first); questions are taken newest first so
    a topic's examples are its latest phrasings."""
    ordered: Sequence[GapQuestion] = sorted(questions, key=lambda q: q.at, reverse=True)
    topics: list[GapTopic] = []
    for q in ordered:
        words = content_words(q.text)
        best: GapTopic | None = None
        best_score = 0.0
        for topic in topics:
            if topic.scope != q.scope:
                continue
            score = _similarity(words, topic)
            if score > best_score:
                best, best_score = topic, score
        if best is None or best_score < MIN_SIMILARITY:
            best = GapTopic(
                scope=q.scope,
                keywords=(),
                count=0,
                handoffs=0,
                reasons={},
                examples=[],
                first_seen=q.at,
                last_seen=q.at,
            )
            topics.append(best)
        best.count += 1
        best.handoffs += int(q.handoff)
        best.reasons[q.reason] = best.reasons.get(q.reason, 0) + 1
        best._words.update(words)
        best.first_seen = min(best.first_seen, q.at)
        best.last_seen = max(best.last_seen, q.at)
        example = _example(q.text)
        if len(best.examples) < MAX_EXAMPLES and example and example not in best.examples:
            best.examples.append(example)
    for topic in topics:
        ranked = sorted(topic._words.items(), key=lambda kv: (-kv[1], kv[0]))
        topic.keywords = tuple(w for w, _ in ranked[:LABEL_WORDS])
    topics.sort(key=lambda t: (-t.count, -t.last_seen.timestamp()))
    return topics
