"""Input defences: spot hijack attempts in the customer's (redacted) message.

`detect_attack` is a set of small, explicit pattern families run over a normalised copy of
the message (NFKC, invisible characters removed, lower case, spaced-out letters joined, and a
second copy with common digit-for-letter swaps undone). It recognises:

* ``marker_smuggling``  - sandbox markers or chat-template tokens in the message;
* ``prompt_extraction`` - requests to print, reveal or repeat the system prompt/instructions;
* ``role_switch``       - "ignore previous instructions", "you are now ...", "act as the
  admin", developer/DAN modes and similar;
* ``other_customer_data`` - requests about another customer's data: a person, email or order
  placeholder (or a raw email / order-id) that is not in ``own_identifiers`` used as the owner
  or subject of a data request, or requests about "other customers" in general.

Patterns require the *shape of a request*, not a keyword alone, to keep false positives low
on ordinary support messages (the unit tests hold a table of normal messages that must pass).
The verdict carries only a kind, never the matched text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Final, Literal

from discreet.agent.prompt import find_forged_markers
from discreet.lookalikes import strip_invisible
from discreet.redaction.entities import ENTITIES
from discreet.redaction.text import RedactedText

__all__ = [
    "AttackKind",
    "AttackVerdict",
    "detect_attack",
    "refusal_reply",
]

AttackKind = Literal[
    "none", "role_switch", "prompt_extraction", "other_customer_data", "marker_smuggling"
]


@dataclass(frozen=True, slots=True)
class AttackVerdict:
    is_attack: bool
    kind: AttackKind


_CLEAN: Final = AttackVerdict(is_attack=False, kind="none")

_HSPACE = re.compile(r"[ \t\u00a0]+")
_SPACED = re.compile(r"\b(?:[a-z] ){3,}[a-z]\b")
_LEET = str.maketrans(
    {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "|": "i"}
)


def _compile(*parts: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in parts))


# --- marker smuggling: chat-template and role tokens (sandbox markers via the prompt module)
_TEMPLATE_TOKENS = _compile(
    r"<\|?\s*(?:im_start|im_end|system|endoftext|eot_id|start_header_id)\s*\|?>",
    r"\[/?inst\]",
    r"<</?sys>>",
    r"^\s*#{2,}\s*(?:system|instruction|new instructions?)\b",
    r"(?:^|\n)\s*(?:system|assistant)\s*:\s*(?:you|ignore|new|from now)",
    r"\[\s*system\s*(?:message|prompt)?\s*\]",
    r"</?\s*(?:system|policy|instructions?)\s*>",
)

# --- role switch
_INSTR = (
    r"(?:instructions?|rules?|prompts?|directives?|guidelines?|programming|constraints?|"
    r"guardrails?|restrictions?|context|training|commands?)"
)
# "disregard the delivery instructions" is a normal request, not an attack.
_NOT_TASK = "".join(
    f"(?<!{w} )"
    for w in (
        "delivery",
        "shipping",
        "assembly",
        "installation",
        "washing",
        "care",
        "setup",
        "return",
        "returns",
        "special",
        "cooking",
        "usage",
        "product",
        "courier",
        "dosage",
        "handling",
        "payment",
        "my",
    )
)
_ROLE_SWITCH = _compile(
    # ignore / disregard / forget ... previous instructions
    r"\b(?:ignore|disregard|forget|overrule|bypass|discard|neglect)\b[\w\s,'-]{0,40}?"
    r"\b(?:previous|prior|above|earlier|preceding|initial|original|former|old|all|any|every|"
    r"these|those|the|your|system|given|existing|current)\b[\w\s,'-]{0,25}?"
    + _NOT_TASK
    + r"\b"
    + _INSTR
    + r"\b",
    r"\boverride\s+(?:your|all|any|the system|system|previous|prior)\b[\w\s,'-]{0,20}?\b"
    + _INSTR
    + r"\b",
    r"\b(?:ignore|disregard|forget)\b\s+(?:everything|all|anything)\s+(?:(?:you(?:'ve| have)? "
    r"(?:been told|were told|know))|(?:above|before|previously|so far|said))",
    # you are now ... / you're no longer ...
    r"\byou(?:'re| are)\s+(?:now|no longer)\s+(?:an?\s+|the\s+|my\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:assistant|ai|bot|chatbot|model|llm|gpt|agent|admin|administrator|developer|system|"
    r"persona|character|hacker|dan|operator|root|superuser|unrestricted|unfiltered|"
    r"jailbroken|free|evil|bound|restricted|limited)\b",
    r"\byou(?:'re| are) now in\s+(?:\w+\s+)?(?:mode|developer|admin|debug|god)\b",
    r"\bfrom now on,?\s+(?:you\s+(?:are|act|behave|pretend|ignore|have no|respond as|"
    r"answer as|will (?:act|behave|pretend|ignore|respond as|answer as|only obey|obey))|"
    r"act as|behave as|pretend|respond as|ignore|forget)\b",
    # act / pretend / roleplay as a privileged role
    r"\b(?:act|acting|behave|respond|answer|speak|operate|function)\s+(?:as|like)\s+"
    r"(?:if you (?:were|are)\s+)?(?:an?\s+|the\s+|my\s+|your\s+)?(?:[\w-]+\s+)?"
    r"(?:system|admin|administrator|developer|root|superuser|sysadmin|operator|dan|"
    r"unrestricted|unfiltered|jailbroken|different (?:ai|assistant|bot|model)|"
    r"another (?:ai|assistant|bot|model)|supervisor|manager with|database)\b",
    r"\b(?:pretend|imagine|suppose)\s+(?:that\s+)?(?:you(?:'re| are)|to be)\s+(?:an?\s+|the\s+|"
    r"my\s+)?(?:[\w-]+\s+)?(?:system|admin|administrator|developer|root|operator|human|"
    r"different|another|dan|unrestricted|ai without|assistant without|employee|agent who)",
    r"\b(?:roleplay|role-play|role play)\s+(?:as|a|an|that)\b",
    r"\b(?:your new (?:role|persona|name|identity|instructions?|task|rules?)|new "
    r"instructions?\s*:|new rules?\s*:|updated instructions?\s*:)",
    r"\b(?:developer|god|jailbreak|dan|sudo|unrestricted)\s+mode\b",
    r"\b(?:enable|activate|enter|switch to|turn on)\s+(?:the\s+)?(?:developer|debug|god|admin|"
    r"dan|unrestricted|root)\s+(?:mode|access|privileges)\b",
    r"\bjailbr(?:eak|oken)\b",
    r"\byou (?:can|will|could) (?:now )?do anything now\b|\bdo anything now\s*\(?dan",
    r"\b(?:sudo|system override|admin override|override code|security override)\b",
    r"\b(?:i am|i'm|this is)\s+your\s+(?:developer|creator|admin|administrator|operator|"
    r"system administrator|programmer|owner|maker)\b",
    r"\bthis is (?:the|your) system\b",
    r"\b(?:as|i am|i'm)\s+(?:an?\s+)?(?:admin|administrator|developer|staff member|"
    r"employee)\b[\w\s,]{0,30}\b(?:i (?:authori[sz]e|order|command|instruct)|you (?:must|"
    r"are allowed|can now|have permission))",
    r"\byou (?:must|will|shall) (?:now )?obey\b",
    r"\b(?:no longer|stop|quit) (?:follow(?:ing)?|obey(?:ing)?|bound by|adhering to)\s+"
    r"(?:your|the|these|those|any|all|previous|prior|system)\s+(?:\w+\s+)?" + _INSTR,
    r"\b(?:without|with no|free of)\s+(?:any\s+)?(?:restrictions|filters|rules|guardrails|"
    r"limitations)\b[\w\s,]{0,20}\b(?:answer|respond|reply|tell|act|talk|speak)",
)

# --- prompt extraction
_VERB = (
    r"(?:print|reveal|repeat|show|display|output|tell|give|share|dump|leak|expose|recite|"
    r"copy|paste|spell out|list|write (?:out|down)?|type out|translate|summari[sz]e|encode|"
    r"echo|read (?:out|back|me)|send|provide|disclose|return|what (?:are|were|is|was)|"
    r"what's|describe)"
)
_HIDDEN_OBJ = (
    r"(?:system\s*prompts?|system\s*messages?|system\s*instructions?|system\s*rules|"
    r"(?:initial|original|hidden|secret|internal|confidential|underlying|base|starting|"
    r"preceding)\s+(?:system\s+)?(?:prompts?|instructions?|directives)|"
    r"(?:hidden|secret|internal|confidential|system)\s+rules|pre-?prompts?|"
    r"developer\s+messages?|meta[- ]?prompts?|your\s+(?:own\s+)?(?:instructions?|prompts?|"
    r"programming|configuration|directives|guidelines|context window|"
    r"training instructions)|the\s+(?:instructions|prompt|rules)\s+(?:you\s+(?:were|have "
    r"been)\s+given|above|you follow|you are following|given to you)|"
    r"(?:policy|sandbox)\s+markers?)"
)
_EXTRACTION = _compile(
    # "print your system prompt" - but not "what are your rules for returns"
    r"\b"
    + _VERB
    + r"\b[\w\s,'\"-]{0,40}?\b"
    + _HIDDEN_OBJ
    + r"(?!\s+(?:for|on|about|regarding|re|concerning|around)\s)",
    r"\b" + _VERB + r"\b[\w\s,'\"-]{0,40}?\byour\s+rules\s*(?:[.?!]|$)",
    r"\b(?:repeat|print|output|recite|copy|show|tell|give)\b[\w\s,'-]{0,30}?\b(?:everything|"
    r"all|the text|the words|what(?:ever)? (?:is|was) written|the message)\s+(?:above|"
    r"prior to this|preceding|at the (?:start|beginning|top))",
    r"\b(?:start|begin|beginning) (?:of|with) (?:this|the|your) (?:conversation|prompt|"
    r"context|chat)\b[\w\s,]{0,20}\b(?:repeat|print|say|output|verbatim)",
    r"\b(?:repeat|print|output|recite)\b[\w\s,'-]{0,30}\b(?:verbatim|word for word|"
    r"character by character|exactly as (?:written|given))",
    r"\bwhat (?:were|are) you (?:told|instructed|programmed|prompted|configured)\b",
    r"\bwhat (?:instructions|rules|prompt|directives) (?:were|have) you (?:been )?"
    r"(?:given|told|trained)\b",
    r"\bhow (?:were|are) you (?:programmed|instructed|prompted|configured)\b",
    r"\b(?:in|into) a code ?block\b[\w\s,]{0,20}\b(?:instructions|prompt|rules)\b",
)

# --- other customers' data
# every catalogued kind, and the names tenants commonly give their own patterns
_PH = (
    r"\[(?:"
    + "|".join(
        sorted(
            {kind.name.lower() for kind in ENTITIES}
            | {"name", "email_address", "order", "order_id", "phone_number", "account"}
            | {"customer", "location", "credit_card", "user", "username"}
        )
    )
    + r")_\d+\]"
)
_PLACEHOLDER = re.compile(_PH)
_RAW_EMAIL = re.compile(r"[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+")
_RAW_ORDER = re.compile(r"\b[a-z]{2,4}-\d{4,12}\b|#\d{5,12}\b")
_DATA = (
    r"(?:orders?|purchases?|account|accounts|details|address(?:es)?|phone(?: number)?|"
    r"number|email(?: address)?|history|info|information|data|status|profile|records?|"
    r"invoices?|payments?|card|balance|refunds?|tickets?|cases?|deliver(?:y|ies)|shipments?|"
    r"subscriptions?|transactions?|messages|conversations?|chats?|password|bill(?:ing)?|"
    r"receipts?|tracking|returns?|contact)"
)
_REQ = (
    r"(?:show|list|give|tell|send|share|dump|export|reveal|display|read|fetch|look up|"
    r"lookup|pull up|find|search|check|access|view|open|see|get|retrieve|provide|forward|"
    r"what|where|which|who|when|how many|cancel|change|update|modify|refund|track|login|"
    r"log in|sign in|switch to|take over)"
)


def _entity_patterns(ent: str) -> re.Pattern[str]:
    """Request shapes in which `ent` (a regex) is the owner or subject of the data."""
    return _compile(
        r"\b" + _DATA + r"\s+(?:of|for|belonging to|associated with|linked to|under|on|"
        r"from|owned by|registered to|tied to|placed by|made by)\s+(?:the\s+)?(?:customer\s+|"
        r"user\s+|account\s+|client\s+|person\s+|email\s+|order\s+)?" + ent,
        ent + r"\s*(?:'s|s')\s+(?:[\w-]+\s+){0,2}?" + _DATA,
        r"\b" + _REQ + r"\b[\w\s,'-]{0,30}?(?<!to )(?<!at )(?<!cc )" + ent,
        ent + r"\s+(?:ordered|bought|purchased|paid|lives?|live|returned|ordered|has|had|"
        r"placed|received|owes)\b",
        r"\b(?:who is|who's|whose is|who owns|who placed)\b[\w\s]{0,10}" + ent,
    )


_FOREIGN = "\x00FOREIGN\x00"
_FOREIGN_ENTITY = _entity_patterns(re.escape(_FOREIGN.lower()))
_GENERIC_OTHERS = _compile(
    r"\b(?:show|list|give|dump|export|reveal|display|fetch|look up|pull up|access|retrieve|"
    r"send|read)\b[\w\s,'-]{0,40}?\b(?:all|other|another|every|each|different|the "
    r"other|someone else'?s?|somebody else'?s?|the (?:previous|last|next|prior) )\s*"
    r"(?:customers?'?|users?'?|clients?'?|people's|persons?|accounts?|buyers?|shoppers?|"
    r"members?'?)\b",
    r"\b(?:someone|somebody|anyone|anybody) else'?s\s+(?:[\w-]+\s+)?" + _DATA,
    r"\b(?:another|other|a different|the previous|the last|the next)\s+(?:customer|user|"
    r"client|person|member|buyer)(?:'s|s')\s+(?:[\w-]+\s+)?" + _DATA,
    r"\b(?:what|who)\s+(?:did|does|has)\s+(?:the\s+)?(?:previous|last|other|another|next)\s+"
    r"(?:customer|user|client|person)\b",
    r"\b(?:every|all)\s+(?:customer|user|client)s?'?\s+" + _DATA,
    r"\b(?:the|a)\s+customer\s+(?:before|after)\s+me\b",
)


def _normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    text = strip_invisible(text)
    text = text.replace("’", "'").replace("`", "'").lower()
    text = _SPACED.sub(lambda m: m.group(0).replace(" ", ""), text)
    return _HSPACE.sub(" ", text)


def _other_customer(norm: str, own: frozenset[str]) -> bool:
    own_norm = {o.lower().strip() for o in own}
    foreign = False

    def mask(match: re.Match[str]) -> str:
        nonlocal foreign
        if match.group(0).lower().strip() in own_norm:
            return match.group(0)
        foreign = True
        return _FOREIGN.lower()

    masked = _PLACEHOLDER.sub(mask, norm)
    masked = _RAW_EMAIL.sub(mask, masked)
    masked = _RAW_ORDER.sub(mask, masked)
    if foreign and _FOREIGN_ENTITY.search(masked):
        return True
    return _GENERIC_OTHERS.search(norm) is not None


def detect_attack(
    message: RedactedText, *, own_identifiers: frozenset[str] = frozenset()
) -> AttackVerdict:
    """Classify one redacted customer message. Pure and fast (a few regex passes).

    `own_identifiers` holds the customer's own placeholders (``"[EMAIL_1]"``), order ids and
    other identifiers; a placeholder or id not in it belongs to someone else.
    """
    raw = message.value
    if find_forged_markers(unicodedata.normalize("NFKC", strip_invisible(raw))):
        return AttackVerdict(is_attack=True, kind="marker_smuggling")
    norm = _normalise(raw)
    if _TEMPLATE_TOKENS.search(norm):
        return AttackVerdict(is_attack=True, kind="marker_smuggling")
    variants = (norm, norm.translate(_LEET)) if any(c in norm for c in "013457@$|") else (norm,)
    for variant in variants:
        if _EXTRACTION.search(variant):
            return AttackVerdict(is_attack=True, kind="prompt_extraction")
    for variant in variants:
        if _ROLE_SWITCH.search(variant):
            return AttackVerdict(is_attack=True, kind="role_switch")
    if _other_customer(norm, own_identifiers):
        return AttackVerdict(is_attack=True, kind="other_customer_data")
    return _CLEAN


_REFUSALS: Final[dict[str, str]] = {
    "role_switch": (
        "I'm the support assistant for your account and I can't change how I work. "
        "I'm happy to help with a question about your orders or our policies."
    ),
    "prompt_extraction": (
        "I can't share details about how I'm configured. I'm happy to help with a "
        "question about your orders or our policies."
    ),
    "other_customer_data": (
        "For privacy reasons I can only help with your own account and your own orders. "
        "If you need help with another account, its holder can contact us directly."
    ),
    "marker_smuggling": (
        "Your message contained formatting I can't process. Please send your question "
        "again as plain text."
    ),
    "none": "How can I help you today?",
}


def refusal_reply(kind: AttackKind) -> str:
    """The fixed reply for an attack of `kind`; it never echoes the customer's message."""
    return _REFUSALS[kind]
