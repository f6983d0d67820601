"""Ingest-time screening of document text for prompt injection.

Policy text reaches the language model as reference material inside sandbox markers. A
document that talks *to the model* — tells it to ignore its instructions, switches its
role, forges the sandbox markers, or asks it to hand over other customers' data — is
quarantined for a person to review instead of being indexed.

The rules are a table of (reason code, pattern). Results carry only the fixed reason codes,
never the matched text, so they are safe to store, log and audit. The patterns aim at
phrasing addressed to an assistant; ordinary policy prose ("you are now eligible for a
refund", "ignore the label on the box", "this policy supersedes all previous policies")
passes.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Final

__all__ = ["REASON_CODES", "ScreeningResult", "screen_for_injection"]

REASON_CODES: Final = (
    "instruction_override",
    "instruction_to_assistant",
    "role_switch",
    "system_prompt",
    "marker_forgery",
    "exfiltration_request",
)


@dataclass(frozen=True, slots=True)
class ScreeningResult:
    suspicious: bool
    reasons: tuple[str, ...]  # codes from REASON_CODES, in that order; never document text


_AI: Final = (
    r"(?:ai|a\.i\.|artificial\s+intelligence|assistant|chat\s*bot|bot|llm|"
    r"(?:large\s+)?language\s+model|ai\s+model|gpt|chatgpt|ai\s+assistant|"
    r"virtual\s+assistant|ai\s+agent)"
)
_INSTRUCTIONS: Final = (
    r"(?:instructions?|directives?|directions|rules|guidelines|guidance|prompts?|"
    r"programming|commands|orders|context|constraints|restrictions)"
)
_PEOPLE: Final = (
    r"(?:customers?|users?|clients?|account\s*holders?|accounts|members|shoppers|"
    r"callers|people|persons)"
)
_DATA: Final = (
    r"(?:data|records?|details|information|info|e-?mails?|e-?mail\s+addresses|addresses|"
    r"phone\s+numbers|orders|order\s+histor(?:y|ies)|passwords?|credentials|"
    r"card\s+numbers|payment\s+details|personal\s+data|pii|conversations?|chats?|"
    r"transcripts?|messages|names|accounts)"
)
_EXFIL_VERBS: Final = (
    r"(?:reveal|disclose|show|list|print|output|dump|export|send|give|tell|share|leak|"
    r"expose|provide|display|return|include|repeat|forward|email|e-mail|post|upload)"
)
# Where an imperative can begin: the start of a sentence or clause, or after a word that
# introduces a command ("please reveal", "you must send", "now list").
_IMPERATIVE: Final = (
    r"(?:^|[.!?:;>\n\"“(\-]\s*|\b(?:please|now|then|also|and|must|should|shall|will|"
    r"immediately|secretly|quietly)\s+)"
)

# Where a command to the assistant begins: the start of a sentence or clause, after an
# adverb that marks an order ("please send", "secretly forward"), or after "you must" and
# the like addressed to the assistant. "We send …" and "we will share …" describe what the
# company does; they order nobody.
_COMMAND: Final = (
    r"(?:^|[.!?:;>\n\"“(]\s*|\b(?:please|now|then|also|immediately|secretly|quietly|"
    r"silently)\s+|\b(?:you|assistant|ai|bot|model|agent),?\s+(?:must|should|shall|will|"
    r"need\s+to|have\s+to|are\s+to)\s+(?:now\s+|also\s+|then\s+|always\s+)?)"
)

# What the assistant holds and a reader does not send: its instructions, the conversation
# it is having, other people's records.
_ASSISTANT_MATERIAL: Final = re.compile(
    r"\b(?:system\s+prompt|prompts?|context(?:\s+window)?|configuration|memory)\b|"
    r"\b(?:your|these|those|the\s+above|above|hidden|initial|original|system|secret)\s+"
    r"(?:instructions|rules|guidelines|directives)\b",
    re.IGNORECASE,
)
_CONVERSATION: Final = re.compile(
    r"\b(?:conversations?|chats?|chat\s+(?:logs?|histor(?:y|ies))|transcripts?|dialogues?|"
    r"sessions?|everything|credentials|passwords|card\s+numbers)\b",
    re.IGNORECASE,
)
_RECORDS: Final = re.compile(
    r"\b(?:data|details|information|info|records?|messages|histor(?:y|ies)|e-?mails?|"
    r"e-?mail\s+addresses|addresses|phone\s+numbers|orders)\b",
    re.IGNORECASE,
)
_OF_OTHERS: Final = re.compile(
    r"\b(?:customers?|users?|clients?|members|account\s+holders?|other|others|all|every|"
    r"each|their|his|her|people)\b|['’]s\b",
    re.IGNORECASE,
)
_READERS_OWN: Final = re.compile(r"^\s*(?:your|a|an|any|one)\b", re.IGNORECASE)


def _held_by_assistant(obj: str) -> bool:
    """True when what a sentence sends is the assistant's: its instructions, the
    conversation, or other people's records. "Your chat transcript", "a photo of the
    damage", "the suspicious email" are the reader's own things."""
    if _ASSISTANT_MATERIAL.search(obj):
        return True
    if _READERS_OWN.match(obj):
        return False
    if _CONVERSATION.search(obj):
        return True
    return bool(_RECORDS.search(obj) and _OF_OTHERS.search(obj))


_F = re.IGNORECASE | re.MULTILINE

_RULES: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    # --- instruction_override ---------------------------------------------------------
    (
        "instruction_override",
        re.compile(
            r"\b(?:ignore|disregard|forget|skip|drop|abandon|override|bypass|neglect)\s+"
            r"(?:(?:all|any|every|each|of|the|your|my|these|those|previous|prior|above|"
            r"earlier|preceding|foregoing|original|initial|existing|system|safety|"
            r"current|old|other)\s+){1,5}" + _INSTRUCTIONS + r"\b",
            _F,
        ),
    ),
    (
        "instruction_override",
        re.compile(
            r"\b(?:ignore|disregard|forget)\s+(?:all\s+|everything\s+)?(?:of\s+)?"
            r"(?:the\s+|what\s+(?:was|is|has\s+been)\s+(?:said|written|stated)\s+)?"
            r"(?:above|foregoing|preceding|before)\b"
            r"(?!\s+(?:section|paragraph|table|list|price|prices|fee|fees|rate|rates|terms|"
            r"clause|item|items|example|examples|steps?|figures?|amounts?|dates?))",
            _F,
        ),
    ),
    (
        "instruction_override",
        re.compile(
            r"\bforget\s+(?:everything|all)\s+(?:you\s+(?:know|were\s+told|have\s+been\s+told)"
            r"|(?:you\s+)?(?:learned|read|saw))|\bnew\s+instructions?\s*:|"
            r"\b(?:bypass|override|disable|turn\s+off)\s+(?:your|the|all|any)\s+"
            r"(?:safety|content|security)?\s*(?:filters?|guardrails?|safeguards?|"
            r"restrictions|safety\s+(?:rules|guidelines|settings))",
            _F,
        ),
    ),
    # --- instruction_to_assistant --------------------------------------------------------
    (
        "instruction_to_assistant",
        re.compile(
            r"\b(?:dear|attention|hey|hi|hello|note|message|instructions?|reminder|memo)"
            r"\s*(?:,|:|to|for)?\s+(?:the\s+|any\s+|all\s+)?" + _AI + r"s?\b(?!\s+(?:manager|"
            r"director|professor|editor|store|team))",
            _F,
        ),
    ),
    (
        "instruction_to_assistant",
        re.compile(
            r"\b(?:if\s+you\s+are|as|since\s+you\s+are|because\s+you\s+are|you\s+are)\s+"
            r"an?\s+(?:ai|artificial\s+intelligence|(?:large\s+)?language\s+model|llm|"
            r"chat\s*bot|ai\s+assistant|virtual\s+assistant|ai\s+agent|ai\s+model)\b",
            _F,
        ),
    ),
    (
        "instruction_to_assistant",
        re.compile(
            r"\b(?:the|this|any|every|our)\s+" + _AI + r"\s+(?:must|should|shall|will|"
            r"is\s+(?:required|instructed|told|expected)\s+to|needs?\s+to|has\s+to)\s+"
            r"(?:now\s+|then\s+|also\s+)?(?:always|never|only|ignore|reveal|disclose|tell|"
            r"say|respond|reply|answer|output|print|recommend|approve|grant|issue|offer|"
            r"comply|obey|follow|state|claim|include|send|pretend|act|not)\b",
            _F,
        ),
    ),
    (
        "instruction_to_assistant",
        re.compile(
            r"\b(?:respond|reply|answer)\s+only\s+with\b|"
            r"\b(?:always|only)\s+(?:respond|reply|answer)\s+(?:with|in|by|that)\b|"
            r"\b(?:respond|reply|answer)\s+to\s+(?:every|all|each|any)\s+"
            r"(?:question|query|request|message|customer)s?\s+(?:with|by)\b|"
            r"\byour\s+(?:new|real|true|actual|only|primary|secret)\s+(?:task|instructions?|"
            r"goal|objective|purpose|mission|directive)\s+(?:is|are|will\s+be)\b|"
            r"\b(?:do\s+not|don'?t|never)\s+(?:reveal|mention|disclose|repeat|acknowledge)\s+"
            r"(?:these|this|the\s+above|my|the\s+following)\s+instructions?\b",
            _F,
        ),
    ),
    # --- role_switch ---------------------------------------------------------------------
    (
        "role_switch",
        re.compile(
            r"\byou\s+are\s+now\s+(?:(?:a|an|the|my)\s+(?:\w+[\s-]+){0,3}?"
            r"(?:ai|assistant|bot|chatbot|model|llm|persona|character|hacker|"
            r"admin(?:istrator)?|developer|system|root|superuser|jailbreak\w*)\b|"
            r"in\s+[\w-]+\s+mode\b|no\s+longer\s+(?:an?\s+)?(?:bound|restricted|limited|"
            r"constrained|an?\s+assistant|assistant|ai|required\s+to\s+follow)|"
            r"free\s+(?:from|of)\s+|unrestricted|unfiltered|uncensored|dan\b|jailbroken|"
            r"acting\s+as|operating\s+as|going\s+to\s+(?:act|pretend|ignore|role))",
            _F,
        ),
    ),
    (
        "role_switch",
        re.compile(
            r"\bfrom\s+now\s+on\s*,?\s+(?:you\s+(?:will|must|shall|should|are\s+to)\s+"
            r"(?:\w+\s+){0,2}?)?(?:act|respond|answer|reply|ignore|pretend|behave|speak|"
            r"role-?play|obey)\b|"
            r"\bpretend\s+(?:to\s+be|you\s+are|that\s+you\s+are|you're)\b|"
            r"\brole-?play\s+as\b|"
            r"\bact\s+as\s+(?:if\s+you|though\s+you|an?\s+(?:unrestricted|unfiltered|"
            r"uncensored|jailbroken|evil|different|new|rogue)\b|my\b)|"
            r"\b(?:developer|god|dan|jailbreak|unrestricted|sudo|admin)\s+mode\b|"
            r"\bdo\s+anything\s+now\b|\bjailbr(?:eak|oken)\b",
            _F,
        ),
    ),
    (
        "role_switch",
        re.compile(
            r"^\s*(?:#{1,6}\s*)?(?:system|assistant)\s*(?:prompt|message)?\s*:|"
            r"<\|\s*(?:im_start|im_end|system|user|assistant|endoftext|eot_id|"
            r"start_header_id|end_header_id)\s*\|>|\[/?INST\]|<</?SYS>>|"
            r"^\s*#{2,}\s*(?:system|instruction|instructions|new\s+instructions)\s*#*\s*$",
            _F,
        ),
    ),
    # --- system_prompt -------------------------------------------------------------------
    (
        "system_prompt",
        re.compile(
            r"\bsystem\s+prompts?\b|\b(?:hidden|secret|initial|original|developer|"
            r"pre-?prompt)\s+(?:instructions|prompt)\b|"
            r"\b(?:reveal|print|show|repeat|output|display|recite|leak|tell\s+me)\s+"
            r"(?:me\s+)?(?:your|the\s+(?:assistant'?s?|ai'?s?|model'?s?|bot'?s?))\s+"
            r"(?:\w+\s+)?(?:instructions|prompt|rules|guidelines|configuration)\b",
            _F,
        ),
    ),
    # --- marker_forgery -----------------------------------------------------------------
    (
        "marker_forgery",
        re.compile(
            r"<<<|"  # any sandbox-style opener, e.g. <<<POLICY id=… v=…>>> or <<<END POLICY>>>
            r"(?<![\s>])>>>|>>>(?!\s)|"  # a closer glued to a word; a Python prompt ">>> x" passes
            r"\[\[\s*/?\s*(?:policy|end|system|context|document|source)|"
            r"</?\s*(?:policy|system|context|document|instructions?|sandbox)\b[^>]*>|"
            r"\b(?:BEGIN|END)\s+(?:POLICY|SYSTEM|CONTEXT|DOCUMENT|INSTRUCTIONS)\b|"
            r"<<\s*/?\s*(?:policy|end|system)",
            re.MULTILINE,
        ),
    ),
    (
        "marker_forgery",
        re.compile(r"\[\[\s*/?\s*(?:policy|end|system)|</?\s*policy\b", re.IGNORECASE),
    ),
    # --- exfiltration_request -----------------------------------------------------------
    (
        "exfiltration_request",
        re.compile(
            _IMPERATIVE + _EXFIL_VERBS + r"\b(?:\s+me|\s+us|\s+them)?\s+"
            r"(?:[\w'’-]+\s+){0,6}?"
            r"(?:(?:other|another|different|previous|all\s+(?:the\s+)?other|every\s+other|"
            r"all|every|each)\s+" + _PEOPLE + r"(?:['’]s?)?\s*(?:" + _DATA + r")?|"
            r"(?:other|another|all\s+other)\s+" + _PEOPLE + r")",
            _F,
        ),
    ),
    (
        # Sending something to an address or a link: an exfiltration only when what is sent
        # is something the assistant holds (see `_held_by_assistant`); "forward the
        # suspicious email to security@…" is advice to the reader about their own mail.
        "exfiltration_request",
        re.compile(
            r"\b(?:send|forward|post|upload|email|e-mail|transmit|exfiltrate|copy)\s+"
            r"(?P<obj>(?:[\w'’-]+\s+){0,5}?)(?:to|into)\s+"
            r"(?:https?://|www\.|[\w.+-]+@[\w-]+\.)",
            _F,
        ),
    ),
    (
        # The same without an address: "send the conversation to …" addressed to the model.
        "exfiltration_request",
        re.compile(
            _COMMAND + r"(?:send|forward|post|upload|email|e-mail|transmit|exfiltrate|copy|"
            r"leak|relay|share|paste)\s+(?P<obj>(?:[\w'’-]+\s+){0,4}?)(?:to|with|into)\s+"
            r"(?!(?:you|yourself|your|us|our)\b)",
            _F,
        ),
    ),
    (
        "exfiltration_request",
        re.compile(
            r"\b(?:append|add|include|embed|encode|put|copy|paste)\s+(?:[\w'’-]+\s+){0,6}?"
            r"(?:in|into|to|as)\s+(?:a\s+|the\s+|this\s+)?(?:url|link|image\s+url|"
            r"query\s+string|markdown\s+image)\b|"
            r"!\[[^\]]*\]\(\s*https?://[^)\s]*[?&][^)\s]*=\s*[{\[<]",
            _F,
        ),
    ),
)

_NEGATION: Final = re.compile(
    r"\b(?:never|not|no|cannot|can't|won't|don't|doesn't|do\s+not|does\s+not|will\s+not|"
    r"may\s+not|must\s+not|nor)\b[^.!?\n]{0,40}$",
    re.IGNORECASE,
)
_INVISIBLE: Final = dict.fromkeys(
    map(
        ord, "\u00ad\u034f\u180e\u200b\u200c\u200d\u200e\u200f\u2060\u2061\u2062\u2063\u2064\ufeff"
    ),
    None,
)
_SPACE_RUN: Final = re.compile(r"[ \t\f\v\u00a0\u2000-\u200a\u202f\u205f\u3000]+")
_QUOTES: Final = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "‹": "<", "›": ">"})


def _normalise(text: str) -> str:
    """Undo the cheap disguises: full-width and styled letters, invisible characters,
    runs of spaces, curly quotes. Line breaks stay, because some rules anchor on them."""
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE).translate(_QUOTES)
    return _SPACE_RUN.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n"))


def screen_for_injection(text: str) -> ScreeningResult:
    """Flag text that addresses the assistant instead of informing the reader."""
    normal = _normalise(text)
    # A second view with line breaks folded, for phrases a line break splits.
    folded = re.sub(r"\s*\n\s*", " ", normal)
    found: set[str] = set()
    for code, pattern in _RULES:
        if code in found:
            continue
        for view in (normal, folded):
            if any(_counts(code, view, match) for match in pattern.finditer(view)):
                found.add(code)
                break
    reasons = tuple(code for code in REASON_CODES if code in found)
    return ScreeningResult(suspicious=bool(reasons), reasons=reasons)


def _counts(code: str, text: str, match: re.Match[str]) -> bool:
    """Whether a rule's match is an injection: exfiltration rules skip promises ("we never
    share …") and, where the rule names what is sent, what the reader owns."""
    if code != "exfiltration_request":
        return True
    if _negated(text, match.start()):
        return False
    obj = match.groupdict().get("obj")
    return obj is None or _held_by_assistant(obj)


def _negated(text: str, start: int) -> bool:
    """'We never share data with other customers' states a promise; it requests nothing."""
    return bool(_NEGATION.search(text[max(0, start - 60) : start + 1]))
