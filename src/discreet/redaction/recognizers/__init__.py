"""Recognizers: one small class per kind of personal data (see `base`)."""

from __future__ import annotations

from discreet.redaction.recognizers.base import (
    Deadline,
    Pattern,
    PatternRecognizer,
    Recognizer,
)
from discreet.redaction.recognizers.contact import EmailRecognizer, IpRecognizer, PhoneRecognizer
from discreet.redaction.recognizers.custom import CustomPatternRecognizer
from discreet.redaction.recognizers.dates import DateOfBirthRecognizer
from discreet.redaction.recognizers.financial import (
    CardRecognizer,
    IbanRecognizer,
    SsnRecognizer,
)
from discreet.redaction.recognizers.gazetteer import GazetteerNameRecognizer, NameListRecognizer
from discreet.redaction.recognizers.location import AddressRecognizer, PostcodeRecognizer
from discreet.redaction.recognizers.person import NameCueRecognizer
from discreet.redaction.recognizers.propn import ProperNounRecognizer, TaggedToken

__all__ = [
    "AddressRecognizer",
    "CardRecognizer",
    "CustomPatternRecognizer",
    "DateOfBirthRecognizer",
    "Deadline",
    "EmailRecognizer",
    "GazetteerNameRecognizer",
    "IbanRecognizer",
    "IpRecognizer",
    "NameCueRecognizer",
    "NameListRecognizer",
    "Pattern",
    "PatternRecognizer",
    "PhoneRecognizer",
    "PostcodeRecognizer",
    "ProperNounRecognizer",
    "Recognizer",
    "SsnRecognizer",
    "TaggedToken",
]
