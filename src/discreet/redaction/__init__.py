"""PII redaction: the gate in front of every store, log, embedding and model call.

Presidio-shaped: recognizer classes in `recognizers/`, a registry, findings that carry
offsets and explanations but never the matched text, a normalizer for obfuscated forms,
and session pseudonyms kept in an encrypted vault.
"""

from __future__ import annotations

from discreet.redaction.entities import ENTITIES, PLACEHOLDER, EntityKind, category_of, unnumbered
from discreet.redaction.model import (
    DIRECT_IDENTIFIERS,
    ENTITY_TYPES,
    UNREDACTABLE,
    Explanation,
    Finding,
    InvalidRecognizer,
    Redaction,
    RedactionConfig,
    RedactionTimeout,
)
from discreet.redaction.normalizer import Normalized, normalize
from discreet.redaction.recognizers import Pattern, PatternRecognizer, Recognizer
from discreet.redaction.redactor import WITHHELD, Redactor, build_redactor
from discreet.redaction.registry import RecognizerRegistry, default_registry
from discreet.redaction.text import RedactedText, UnredactedTextError
from discreet.redaction.vault import PseudonymVault, VaultCipher, VaultUnreadable

__all__ = [
    "DIRECT_IDENTIFIERS",
    "ENTITIES",
    "ENTITY_TYPES",
    "PLACEHOLDER",
    "UNREDACTABLE",
    "WITHHELD",
    "EntityKind",
    "Explanation",
    "Finding",
    "InvalidRecognizer",
    "Normalized",
    "Pattern",
    "PatternRecognizer",
    "PseudonymVault",
    "Recognizer",
    "RecognizerRegistry",
    "RedactedText",
    "Redaction",
    "RedactionConfig",
    "RedactionTimeout",
    "Redactor",
    "UnredactedTextError",
    "VaultCipher",
    "VaultUnreadable",
    "build_redactor",
    "category_of",
    "default_registry",
    "normalize",
    "unnumbered",
]
