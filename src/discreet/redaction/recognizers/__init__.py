"""Recognizers: one small class per kind of personal data (see `base`)."""

from __future__ import annotations

from discreet.redaction.recognizers.answers import AnswerRecognizer
from discreet.redaction.recognizers.base import (
    Deadline,
    Pattern,
    PatternRecognizer,
    Recognizer,
)
from discreet.redaction.recognizers.contact import EmailRecognizer, IpRecognizer, PhoneRecognizer
from discreet.redaction.recognizers.credentials import BankAccountRecognizer, SecretRecognizer
from discreet.redaction.recognizers.custom import CustomPatternRecognizer
from discreet.redaction.recognizers.dates import DateOfBirthRecognizer
from discreet.redaction.recognizers.financial import (
    CardRecognizer,
    IbanRecognizer,
    SsnRecognizer,
)
from discreet.redaction.recognizers.gazetteer import GazetteerNameRecognizer, NameListRecognizer
from discreet.redaction.recognizers.location import (
    AddressRecognizer,
    PostcodeRecognizer,
    StreetLineRecognizer,
)
from discreet.redaction.recognizers.names_in_other_scripts import ScriptNameRecognizer
from discreet.redaction.recognizers.person import NameCueRecognizer
from discreet.redaction.recognizers.propn import ProperNounRecognizer, TaggedToken
from discreet.redaction.recognizers.references import CustomerIdRecognizer, TrackingRecognizer

__all__ = [
    "AddressRecognizer",
    "AnswerRecognizer",
    "BankAccountRecognizer",
    "CardRecognizer",
    "CustomPatternRecognizer",
    "CustomerIdRecognizer",
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
    "ScriptNameRecognizer",
    "SecretRecognizer",
    "SsnRecognizer",
    "StreetLineRecognizer",
    "TaggedToken",
    "TrackingRecognizer",
]
