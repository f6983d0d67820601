"""Durable memory: short facts about a customer or a case, with their source, dates,
category TTL and revision history. Pure model and rules here; `repository` is the
PostgreSQL adapter; the use cases live in `discreet.services.memory`."""

from discreet.memory.consolidation import Action, Decision, decide, same_value, strength_of
from discreet.memory.extractor import Extractor, RuleExtractor, sentence_mode
from discreet.memory.model import (
    Fact,
    FactCandidate,
    FactStatus,
    Mode,
    Revision,
    Source,
    SourceKind,
    holds_placeholder,
)
from discreet.memory.ranking import rank_facts, relevance
from discreet.memory.retention import expiry_for, is_stale
from discreet.memory.rules import (
    DEFAULT_SETTINGS,
    REJECTIONS,
    CaptureRules,
    CategoryRule,
    Rejection,
)

__all__ = [
    "DEFAULT_SETTINGS",
    "REJECTIONS",
    "Action",
    "CaptureRules",
    "CategoryRule",
    "Decision",
    "Extractor",
    "Fact",
    "FactCandidate",
    "FactStatus",
    "Mode",
    "Rejection",
    "Revision",
    "RuleExtractor",
    "Source",
    "SourceKind",
    "decide",
    "expiry_for",
    "holds_placeholder",
    "is_stale",
    "rank_facts",
    "relevance",
    "same_value",
    "sentence_mode",
    "strength_of",
]
