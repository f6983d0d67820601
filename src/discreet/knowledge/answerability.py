"""Could the passages found answer the question? Two cheap signals, measured for the floor
and not shipped in it; what a question asks for and what a text holds (`asked_kinds`,
`held_kinds`) also rank the extractive responder's sentences.

The floor's retrieval signals (`FLOOR_FEATURES`) say whether something *similar* to the
question was found; a question about the company's own domain that its policies do not
answer ("Do you have 5G in Cornwall?") retrieves as strongly as one they do. These signals
look at what the question asks for and at the passages a turn would be served (the best
`JUDGED` of the hybrid list):

- ``answer_type``: what kind of answer the question asks for (an amount for "how much /
  cost / fee", a time or duration for "how long / when does / how soon", a number for "how
  many", a place for "where / which countries") against what the passages contain (a price,
  a percentage or "free"; a number of days, a weekday, a month; any number; a place name or
  a place word). 1 when the question asks for no such kind or a passage holds it; otherwise
  the largest share of the asked kinds one passage holds.
- ``term_share``: the largest share of the question's words, each weighted by the tenant's
  own idf, that one passage's text (its heading left out) holds. A word the tenant's
  documents never use weighs most, so a question naming something the documents do not
  ("Cornwall", "airline miles") scores low even when the rest of it matches well.

Both are computed offline from redacted text, with regular expressions and the tenant's
term statistics (`discreet_lexical_weights`). The evaluation (`run_queries`) records them
beside the floor's signals; fitted on one corpus, they did not make the floor transfer to
the others, nor help a floor fitted on a tenant's own questions (docs/retrieval.md), so
`retrieve` does not compute them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Final

from sqlalchemy import Connection, text

__all__ = [
    "ANSWER_FEATURES",
    "ANSWER_KINDS",
    "JUDGED",
    "answer_signals",
    "answer_type_signal",
    "asked_kinds",
    "held_kinds",
    "term_share_signal",
]

ANSWER_FEATURES: Final = ("answer_type", "term_share")

JUDGED: Final = 3
"""How many of the fused list's best chunks are judged (a turn serves five; the answer is
nearly always in the first three)."""

_NUMBER_WORDS: Final = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
    r"thirty|forty|fifty|sixty|ninety|hundred|a few|several|a couple of)"
)
_UNITS: Final = r"(?:seconds?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)"

# What a question asks for: kind -> pattern over the question (lower-cased).
_ASKS: Final[Mapping[str, re.Pattern[str]]] = {
    # "Will I be charged for ...?" asks whether, not how much: "charged" alone is no amount
    "amount": re.compile(
        r"\bhow much\b|\bhow expensive\b|\b(?:cost|costs|price|prices|pricing|fee|fees|"
        r"charge|charges)\b"
    ),
    "time": re.compile(
        r"\bhow (?:long|soon|quickly|fast|often)\b|^\s*when\b|\bwhen (?:do|does|is|are|will|"
        r"can|should|would|did)\b|\bwhat time\b|\bdeadline\b|"
        rf"\bhow many {_UNITS}\b"
    ),
    "number": re.compile(rf"\bhow many\b(?! {_UNITS}\b)"),
    "place": re.compile(
        r"\bwhere\b|\b(?:which|what) (?:countries|country|cities|city|regions?|areas?|"
        r"locations?|stores?|branches)\b"
    ),
}

# What a passage holds: kind -> pattern over the passage (case kept: place names).
_HOLDS: Final[Mapping[str, re.Pattern[str]]] = {
    "amount": re.compile(
        r"[$£€¥]\s?\d|\d\s?(?:%|percent\b|usd\b|eur\b|gbp\b|dollars?\b|pounds?\b|euros?\b|"
        r"cents?\b|pence\b)|\b(?:free|no charge|no cost|no fee|complimentary)\b",
        re.IGNORECASE,
    ),
    "time": re.compile(
        rf"\b(?:\d+|{_NUMBER_WORDS})(?:\s?(?:-|to)\s?\d+)?[\s-]?(?:business |working |calendar )?"
        rf"{_UNITS}\b|\b\d{{1,2}}(?::\d{{2}})?\s?(?:am|pm)\b|\b(?:monday|tuesday|wednesday|"
        r"thursday|friday|saturday|sunday|january|february|march|april|may|june|july|"
        r"august|september|october|november|december|immediately|same day|next day|"
        r"overnight|daily|weekly|monthly|annually|yearly|within|until|24/7)\b",
        re.IGNORECASE,
    ),
    "number": re.compile(rf"\d|\b(?:{_NUMBER_WORDS}|unlimited|no limit)\b", re.IGNORECASE),
    "place": re.compile(
        r"\b(?:in|at|to|from|across|throughout|outside)\s+(?:the\s+)?[A-Z][a-z]+|"
        r"\[(?:LOCATION|ADDRESS)[^\]]*\]|\b(?:countries|country|nationwide|worldwide|"
        r"international|abroad|overseas|online|in store|in-store|address|located|location|"
        r"locations|regions?|branch|branches)\b",
        re.IGNORECASE,
    ),
}

ANSWER_KINDS: Final = tuple(_ASKS)
"""The kinds of answer a question may ask for."""


def asked_kinds(question: str) -> frozenset[str]:
    """The kinds of answer `question` asks for ("how much" -> amount, ...)."""
    lowered = question.lower()
    return frozenset(kind for kind, pattern in _ASKS.items() if pattern.search(lowered))


def held_kinds(passage: str) -> frozenset[str]:
    """The kinds of answer `passage` could give (a price -> amount, ...)."""
    return frozenset(kind for kind, pattern in _HOLDS.items() if pattern.search(passage))


def answer_type_signal(question: str, passages: Sequence[str]) -> float:
    """1 when the question asks for no particular kind of answer or one passage holds every
    kind it asks for; else the largest share of the asked kinds one passage holds (0 with no
    passage)."""
    asked = asked_kinds(question)
    if not asked:
        return 1.0
    return max((len(asked & held_kinds(p)) / len(asked) for p in passages), default=0.0)


def term_share_signal(idf: Mapping[str, float], held: Sequence[frozenset[str] | set[str]]) -> float:
    """The largest idf-weighted share of the question's lexemes (`idf`: lexeme -> the
    tenant's idf) that one passage holds (`held`: each passage's lexemes among them); 0 when
    the question has no lexeme or no passage was found."""
    total = sum(idf.values())
    if total <= 0.0:
        return 0.0
    return max((sum(idf.get(x, 0.0) for x in set(h)) / total for h in held), default=0.0)


# The question's lexemes with the tenant's idf (as the lexical half weighs them; a lexeme no
# document of these owners holds gets the largest idf) and, for each judged chunk, which of
# them its text holds: the body only, not its heading path, so a question whose words match
# only a section title is not taken as answered by it.
_HELD_TERMS = """
WITH w AS MATERIALIZED (
  SELECT w.lexeme, w.idf, w.query
    FROM discreet_lexical_weights(:q, CAST(:owners AS text[])) w
)
SELECT NULL AS id, w.lexeme, w.idf FROM w
UNION ALL
SELECT c.id, w.lexeme, w.idf
  FROM chunks c CROSS JOIN w
 WHERE c.id = ANY(:ids) AND to_tsvector('english', c.text) @@ w.query
"""


def answer_signals(
    conn: Connection,
    question: str,
    owners: Sequence[str],
    judged: Sequence[tuple[str, str]],
) -> dict[str, float]:
    """``answer_type`` and ``term_share`` of `question` (searched under `owners`, whose
    documents give the idf) against the judged chunks ((chunk id, text), best first); both
    0 when nothing was found."""
    if not judged:
        return dict.fromkeys(ANSWER_FEATURES, 0.0)
    rows = conn.execute(
        text(_HELD_TERMS),
        {"q": question, "owners": list(owners), "ids": [cid for cid, _ in judged]},
    ).all()
    idf = {r.lexeme: float(r.idf) for r in rows if r.id is None}
    held: dict[str, set[str]] = {cid: set() for cid, _ in judged}
    for r in rows:
        if r.id is not None:
            held[r.id].add(r.lexeme)
    return {
        "answer_type": answer_type_signal(question, [body for _, body in judged]),
        "term_share": term_share_signal(idf, list(held.values())),
    }
