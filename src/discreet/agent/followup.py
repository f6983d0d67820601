"""Follow-up resolution: which messages are searched together with the previous question.

"what about for electronics?" or "how much do you keep back for that?" mean nothing alone:
they are searched with the customer's previous message. A question that names its own
subject ("Do you deliver to Canada?", "Can I pay in instalments?") stands on its own, however
short, and is searched alone: merging it with an unrelated previous question would pull the
search towards the old topic.

A message is a follow-up when it

* starts like a continuation ("and ...", "what about ...", "same for ...", "also ..."),
* refers back to something it does not name (it, them, the same, one, "that" or "this"
  after a verb or preposition ...), other than the "it"/"there" of fixed phrases ("is
  there", "is it possible") and the "that" that starts a clause ("a fleece that doesn't
  fit"), or
* is a fragment of at most three words with no verb of its own ("for electronics?").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from discreet.redaction.text import RedactedText

__all__ = ["follow_up_query", "is_follow_up"]

_CONTINUATION: Final = re.compile(
    r"^\s*(?:and|also|but|or|plus|then|so|what\s+about|how\s+about|what\s+if|same\s+(?:for|with)|"
    r"and\s+if|even\s+if|ok(?:ay)?\s+(?:and|but|so|what)|what\s+else|anything\s+else)\b",
    re.IGNORECASE,
)
# Fixed phrases whose "it" / "there" / "that" refers to nothing earlier.
_EXPLETIVE: Final = re.compile(
    r"\b(?:is|are|was|were|will)\s+there\b|\bthere\s+(?:is|are|was|were|will)\b|"
    r"\bis\s+it\s+(?:possible|ok(?:ay)?|true|free|worth|safe|normal|allowed|too\s+late)\b|"
    r"\bit(?:'s|\s+is)\s+(?:possible|ok(?:ay)?|free|too\s+late)\b|\bhow\s+long\s+(?:does|will)\s+it\s+take\b|"
    r"\bso\s+that\b|\bthat\s+(?:i|you|we|it|my|the|they)\b|\bnow\s+that\b|\bone\s+of\s+(?:my|your|the)\b|"
    r"\b(?:any|every|some|no)\s*one\b|\bthis\s+(?:morning|week|month|year|afternoon|evening)\b",
    re.IGNORECASE,
)
_ANAPHORA: Final = re.compile(
    r"\b(?:it|its|it's|they|them|their|theirs|there|one|ones|the\s+same|same\s+one|above|"
    r"mentioned|such|either|neither|both)\b"
    # "that" / "this" point back after a verb or preposition, or stand alone ("is that
    # free?", "for that", "that one"); after a noun they start a clause ("a fleece that
    # doesn't fit") and refer to nothing earlier.
    r"|(?:^|[,;]\s*|\b(?:for|about|with|on|of|to|in|from|do|does|did|is|was|are|were|and|"
    r"but|like|after|before|than|at|by|back|keep|cover|covers|include|includes)\s+)"
    r"(?:that|this|these|those)\b"
    r"|\b(?:that|this|these|those)(?:'s\b|\s+(?:one|ones)\b|\s*[?.!,]|\s*$)",
    re.IGNORECASE,
)
_VERB: Final = re.compile(
    r"\b(?:is|are|was|were|be|do|does|did|can|could|will|would|should|have|has|had|get|got|"
    r"need|want|pay|send|return|ship|deliver|cancel|buy|order|use|take|make|work|cost)\b|"
    r"\w+(?:ed|ing)\b|n't\b",
    re.IGNORECASE,
)
_WORD: Final = re.compile(r"[\w'’-]+")


def is_follow_up(message: RedactedText) -> bool:
    """True when `message` needs the previous question to be understood (see the module)."""
    text = message.value
    if _CONTINUATION.match(text):
        return True
    if _ANAPHORA.search(_EXPLETIVE.sub(" ", text)):
        return True
    words = _WORD.findall(text)
    return 0 < len(words) <= 3 and not _VERB.search(text)


def follow_up_query(message: RedactedText, previous: Sequence[RedactedText]) -> RedactedText:
    """The search text for `message`: joined after the customer's previous message when it is
    a follow-up; alone when it stands on its own (or there is nothing before it)."""
    if not previous or not is_follow_up(message):
        return message
    return RedactedText.join((previous[-1], message))
