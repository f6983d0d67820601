"""Vault consistency, sealed vaults, fail-closed behaviour and log-safe reprs."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
import regex

from discreet.redaction import (
    UNREDACTABLE,
    WITHHELD,
    Explanation,
    Finding,
    PseudonymVault,
    RecognizerRegistry,
    RedactionTimeout,
    Redactor,
    VaultCipher,
    VaultUnreadable,
    default_registry,
)
from discreet.redaction.ner import SpacyNer
from discreet.redaction.recognizers.base import Deadline, Recognizer, finditer
from discreet.redaction.recognizers.propn import TaggedToken


def test_same_value_same_placeholder_within_session(patterns_only: Redactor) -> None:
    vault = PseudonymVault()
    first = patterns_only.redact("mail a@example.com or b@example.com", vault=vault)
    second = patterns_only.redact("again: A@Example.com", vault=vault)
    assert first.text.value == "mail [EMAIL_1] or [EMAIL_2]"
    assert second.text.value == "again: [EMAIL_1]"
    assert len(vault) == 2
    assert vault.rehydrate(second.text) == "again: a@example.com"


def test_without_vault_numbering_is_per_message(patterns_only: Redactor) -> None:
    assert patterns_only.redact("x@example.com").text.value == "[EMAIL_1]"
    assert patterns_only.redact("y@example.com").text.value == "[EMAIL_1]"


def test_rehydrate_never_crosses_sessions(patterns_only: Redactor) -> None:
    mine, other = PseudonymVault(), PseudonymVault()
    patterns_only.redact("card 4111 1111 1111 1111", vault=mine)
    text = patterns_only.redact(
        "cards 5555 5555 5555 4444 and 4012 8888 8888 1881", vault=other
    ).text
    assert text.value == "cards [CARD_1] and [CARD_2]"
    assert mine.rehydrate(text) == "cards 4111 1111 1111 1111 and [CARD_2]"
    assert other.rehydrate(text) == "cards 5555 5555 5555 4444 and 4012 8888 8888 1881"


def test_session_recalls_known_values_in_later_turns(redactor: Redactor) -> None:
    vault = PseudonymVault()
    redactor.redact("my name is Zofia Wróblewska", vault=vault)
    later = redactor.redact("zofia again, any news?", vault=vault)
    assert later.text.value.startswith("[PERSON_")


def test_vault_masks_itself() -> None:
    vault = PseudonymVault()
    vault.placeholder_for("PERSON", "Maria Gonzalez")
    assert repr(vault) == "PseudonymVault([secure])"
    assert "Maria" not in str(vault)


def test_cipher_round_trip_and_failures() -> None:
    vault = PseudonymVault()
    ph = vault.placeholder_for("EMAIL", "maria@example.com")
    key = VaultCipher.new_key()
    blob = VaultCipher.seal(vault, key, associated_data=b"tenant-1/session-9")
    assert b"maria" not in blob
    opened = VaultCipher.open(blob, key, associated_data=b"tenant-1/session-9")
    assert opened.rehydrate(f"write to {ph}") == "write to maria@example.com"
    assert opened.placeholder_for("EMAIL", "other@example.com") == "[EMAIL_2]"
    with pytest.raises(VaultUnreadable):
        VaultCipher.open(blob, VaultCipher.new_key(), associated_data=b"tenant-1/session-9")
    with pytest.raises(VaultUnreadable):
        VaultCipher.open(blob, key, associated_data=b"tenant-1/session-10")
    tampered = bytearray(blob)
    tampered[-1] ^= 1
    with pytest.raises(VaultUnreadable):
        VaultCipher.open(bytes(tampered), key, associated_data=b"tenant-1/session-9")
    with pytest.raises(VaultUnreadable):
        VaultCipher.open(b"garbage", key, associated_data=b"tenant-1/session-9")


def _burn(seconds: float) -> None:
    """Spend `seconds` of this thread's CPU time."""
    until = time.thread_time() + seconds
    while time.thread_time() < until:
        pass


class _Slow(Recognizer):
    """Spends its budget before running its regex, as a pathological pattern would."""

    NAME = "slow"

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        _burn(0.08)
        return [
            Finding("X", m.start(), m.end(), 1.0, Explanation(self.name, None, None, 0.0))
            for m in finditer(regex.compile(r"a+"), text, deadline)
        ]


class _Waiting(Recognizer):
    """Kept waiting past the budget (a busy machine, a lock held elsewhere), then fast."""

    NAME = "waiting"

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        time.sleep(0.15)
        return [
            Finding("X", m.start(), m.end(), 1.0, Explanation(self.name, None, None, 0.0))
            for m in finditer(regex.compile(r"q+", regex.IGNORECASE), text, deadline)
        ]


class _SlowNer(SpacyNer):
    """An NER model that takes longer than the pattern budget on its own."""

    def __init__(self) -> None:
        pass

    def tag(self, text: str) -> tuple[list[Finding], list[TaggedToken]]:
        _burn(0.08)
        return [], []


def test_regex_timeout_raises_redaction_timeout() -> None:
    rx = regex.compile(r"(?:(?:a|aa)+)+b")
    with pytest.raises(RedactionTimeout):
        list(finditer(rx, "a" * 20_000, Deadline(0.01)))


class _Broken(Recognizer):
    NAME = "broken"

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        raise RuntimeError("bug")


def test_regex_timeout_fails_closed() -> None:
    registry = default_registry()
    registry.add(_Slow())
    redactor = Redactor(registry=registry, time_budget=0.05)
    secret = "maria@example.com " + "a" * 40 + "!"
    result = redactor.redact(secret)
    assert result.text.value == WITHHELD
    assert [(f.entity, f.start, f.end) for f in result.findings] == [(UNREDACTABLE, 0, len(secret))]


def test_waiting_is_not_charged_to_the_budget() -> None:
    """The budget is the thread's CPU time: a message kept waiting on a loaded machine
    is redacted, not withheld."""
    registry = default_registry()
    registry.add(_Waiting())
    redactor = Redactor(registry=registry, time_budget=0.05)
    result = redactor.redact("maria@example.com qqq")
    assert result.text.value == "[EMAIL_1] [X_1]"


def test_the_ner_model_is_not_charged_to_the_pattern_budget() -> None:
    redactor = Redactor(registry=default_registry(), ner=_SlowNer(), time_budget=0.05)
    vault = PseudonymVault()
    vault.placeholder_for("EMAIL", "maria@example.com")  # values seen before are sought after NER
    result = redactor.redact("Write to Maria at maria@example.com", vault=vault)
    assert result.text.value.endswith("at [EMAIL_1]")


def test_a_wall_clock_timeout_with_budget_left_runs_the_pattern_again() -> None:
    """The regex module times out on the wall clock; with CPU budget left the pattern runs
    again rather than withholding the message."""
    calls: list[float] = []

    rx = regex.compile(r"a+")

    class _Once:
        def finditer(self, text: str, pos: int, *, timeout: float) -> Iterator[regex.Match[str]]:
            calls.append(pos)
            for m in rx.finditer(text, pos):
                yield m
                if len(calls) == 1:
                    raise TimeoutError("regex timed out")

    found = list(finditer(_Once(), "xaaxaax", Deadline(1.0)))  # type: ignore[arg-type]
    assert [m.span() for m in found] == [(1, 3), (4, 6)]
    assert calls == [0, 3]  # the second search starts where the first one's match ended


def test_internal_error_fails_closed() -> None:
    redactor = Redactor(registry=RecognizerRegistry([_Broken()]))
    result = redactor.redact("my card is 4111 1111 1111 1111")
    assert result.text.value == WITHHELD
    assert result.pii_present


def test_finding_repr_has_no_raw_text(redactor: Redactor) -> None:
    text = "I'm Maria Gonzalez, maria@example.com, 4111 1111 1111 1111"
    result = redactor.redact(text)
    assert result.counts_by_type() == {"PERSON": 1, "EMAIL": 1, "CARD": 1}
    dumped = repr(result.findings) + repr(result)
    for value in ("Maria", "Gonzalez", "maria@example.com", "4111"):
        assert value not in dumped


def test_restore_from_storage_mints_text(patterns_only: Redactor) -> None:
    stored = patterns_only.redact("x@example.com").text.value
    assert patterns_only.restore(stored).value == "[EMAIL_1]"


def test_the_name_cues_load_the_stop_word_lists_before_the_first_message() -> None:
    # loaded on a message's first use, they were charged to its time budget: the first
    # lower-case name in another language's message after a start was withheld whole
    from discreet.redaction import language
    from discreet.redaction.recognizers.person import NameCueRecognizer

    language._foreign_stop_words.cache_clear()
    NameCueRecognizer()
    assert language._foreign_stop_words.cache_info().currsize == 1
