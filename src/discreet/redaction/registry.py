"""The recognizer registry: which recognizers run, in which order."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from discreet.redaction.model import InvalidRecognizer
from discreet.redaction.recognizers.answers import AnswerRecognizer
from discreet.redaction.recognizers.base import Recognizer
from discreet.redaction.recognizers.contact import EmailRecognizer, IpRecognizer, PhoneRecognizer
from discreet.redaction.recognizers.credentials import BankAccountRecognizer, SecretRecognizer
from discreet.redaction.recognizers.dates import DateOfBirthRecognizer
from discreet.redaction.recognizers.financial import CardRecognizer, IbanRecognizer, SsnRecognizer
from discreet.redaction.recognizers.gazetteer import GazetteerNameRecognizer, NameListRecognizer
from discreet.redaction.recognizers.location import (
    AddressFieldRecognizer,
    AddressRecognizer,
    PostcodeBesideTownRecognizer,
    PostcodeRecognizer,
    StreetLineRecognizer,
)
from discreet.redaction.recognizers.names_in_other_scripts import ScriptNameRecognizer
from discreet.redaction.recognizers.person import NameCueRecognizer
from discreet.redaction.recognizers.references import (
    CodeRecognizer,
    CustomerIdRecognizer,
    OpaqueIdRecognizer,
    TrackingRecognizer,
)

__all__ = ["RecognizerRegistry", "default_registry"]


class RecognizerRegistry:
    """An ordered, name-unique set of recognizers."""

    def __init__(self, recognizers: Iterable[Recognizer] = ()) -> None:
        self._items: dict[str, Recognizer] = {}
        for recognizer in recognizers:
            self.add(recognizer)

    def add(self, recognizer: Recognizer) -> None:
        if recognizer.name in self._items:
            raise InvalidRecognizer(f"a recognizer named {recognizer.name!r} is already registered")
        self._items[recognizer.name] = recognizer

    def remove(self, name: str) -> None:
        self._items.pop(name, None)

    def names(self) -> tuple[str, ...]:
        return tuple(self._items)

    def __iter__(self) -> Iterator[Recognizer]:
        return iter(tuple(self._items.values()))

    def __len__(self) -> int:
        return len(self._items)


def default_registry(*, gazetteer: bool = True) -> RecognizerRegistry:
    """Every built-in recognizer; `gazetteer=False` leaves out the census name lists."""
    registry = RecognizerRegistry(
        [
            EmailRecognizer(),
            IpRecognizer(),
            IbanRecognizer(),
            CardRecognizer(),
            SsnRecognizer(),
            PhoneRecognizer(),
            PostcodeRecognizer(),
            PostcodeBesideTownRecognizer(),
            DateOfBirthRecognizer(),
            AddressRecognizer(),
            StreetLineRecognizer(),
            AddressFieldRecognizer(),
            SecretRecognizer(),
            BankAccountRecognizer(),
            CustomerIdRecognizer(),
            TrackingRecognizer(),
            OpaqueIdRecognizer(),
            CodeRecognizer(),
            NameCueRecognizer(),
            ScriptNameRecognizer(),
            AnswerRecognizer(),
        ]
    )
    if gazetteer:
        registry.add(GazetteerNameRecognizer())
        registry.add(NameListRecognizer())
    return registry
