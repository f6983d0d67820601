"""A customer asking for a person: "I want to talk to a human", "agent please", "real
person", "speak to someone". Such a turn gets a clear handoff reply at once instead of a
search that would end in "I can't answer that reliably".

A question *about* people ("when is there a real person available on Saturday?") is a
policy question and is answered as usual: the patterns need the shape of a request.
"""

from __future__ import annotations

import re
from typing import Final

from discreet.redaction.text import RedactedText

__all__ = ["HUMAN_HANDOFF_MESSAGE", "asks_for_human"]

HUMAN_HANDOFF_MESSAGE: Final = (
    "Of course. I'm passing your conversation to a member of our support team now; they can "
    "see what we have discussed and will reply here as soon as they can."
)

_PERSON = (
    r"(?:a\s+|an\s+|the\s+|some\s+|one\s+of\s+your\s+|your\s+)?(?:real\s+|live\s+|actual\s+|"
    r"human\s+|proper\s+)?(?:human(?:\s+being)?|person|people|agent|someone|somebody|"
    r"operator|representative|rep|advisor|adviser|staff(?:\s+member)?|member\s+of\s+(?:staff|"
    r"your\s+team|the\s+team)|manager|supervisor|customer\s+service|support\s+team|team\s+member)"
)
_VERB = r"(?:talk|speak|chat|be\s+put\s+through|be\s+transferred|be\s+connected)"
_REQUEST: Final = re.compile(
    r"(?:^|[.!?,]\s*|\b(?:i|we)\s+(?:want|wanna|need|would\s+like|'d\s+like|d\s+like|"
    r"demand|insist\s+on\s+talking)\s+(?:to\s+)?|\b(?:i|we)'d\s+(?:like|love|prefer)\s+(?:to\s+)?|"
    r"\b(?:can|could|may)\s+i\s+(?:please\s+)?|"
    r"\blet\s+me\s+|\bplease\s+(?:let\s+me\s+)?)" + _VERB + r"\s+(?:to|with)\s+" + _PERSON + r"\b"
    r"|\b(?:put|transfer|connect|pass|escalate|hand)\s+me\s+(?:through\s+|over\s+|on\s+)?"
    r"(?:to|with)\s+" + _PERSON + r"\b"
    r"|\b(?:get|give)\s+me\s+" + _PERSON + r"\b"
    r"|^\s*(?:" + _PERSON + r")\s*(?:please|pls|now|!|\.|$)"
    r"|^\s*(?:please|pls)\s*,?\s*(?:" + _PERSON + r")\s*[.!]*\s*$"
    r"|\b(?:i\s+)?(?:want|need)\s+(?:a\s+|an\s+)?(?:real\s+|live\s+|actual\s+)?"
    r"(?:human|person|agent|operator|representative)\b"
    r"|\bstop\s+(?:the\s+)?bot\b|\bno\s+more\s+bots?\b|\bnot\s+a\s+bot\b",
    re.IGNORECASE,
)
_ABOUT_PEOPLE: Final = re.compile(
    r"^\s*(?:when|what\s+time|what\s+hours|how\s+(?:long|do|can|soon)|is\s+there|are\s+there|"
    r"are\s+your|is\s+your|do\s+you\s+have|which)\b",
    re.IGNORECASE,
)


def asks_for_human(message: RedactedText) -> bool:
    """True when the customer asks to be handed to a person (not when they ask about
    when people are available)."""
    text = " ".join(message.value.replace("’", "'").split())
    if _ABOUT_PEOPLE.match(text):
        return False
    return _REQUEST.search(text) is not None
