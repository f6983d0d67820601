"""The PII catalogue: one row per kind, one placeholder grammar for every consumer."""

from __future__ import annotations

import pytest

from discreet.redaction import (
    DIRECT_IDENTIFIERS,
    ENTITIES,
    ENTITY_TYPES,
    PLACEHOLDER,
    PseudonymVault,
    RedactionConfig,
    build_redactor,
    category_of,
    unnumbered,
)
from discreet.redaction.vault import PLACEHOLDER as VAULT_PLACEHOLDER


def test_every_recognizer_entity_is_catalogued() -> None:
    from discreet.redaction.registry import default_registry

    produced = {
        getattr(r, "ENTITY", None) for r in default_registry() if getattr(r, "ENTITY", None)
    }
    assert produced <= set(ENTITY_TYPES)
    assert tuple(k.name for k in ENTITIES) == ENTITY_TYPES
    assert "DATE_OF_BIRTH" not in DIRECT_IDENTIFIERS and "SECRET" in DIRECT_IDENTIFIERS


@pytest.mark.parametrize("entity", ["EMAIL", "DATE_OF_BIRTH", "ICD10", "BANK_ACCOUNT"])
def test_one_grammar_reads_every_placeholder(entity: str) -> None:
    vault = PseudonymVault()
    token = vault.placeholder_for(entity, "some value")
    assert token == f"[{entity}_1]"
    m = PLACEHOLDER.fullmatch(token)
    assert m is not None and m.group(1) == entity and m.group(2) == "1"
    assert VAULT_PLACEHOLDER is PLACEHOLDER
    assert unnumbered(f"see {token} now") == f"see [{entity}] now"


def test_a_tenant_entity_with_digits_round_trips_through_the_vault() -> None:
    config = RedactionConfig(custom_patterns=(("ICD10", r"\b[A-Z]\d{2}\.\d\b"),))
    vault = PseudonymVault()
    redacted = build_redactor(use_ner=False).redact(
        "diagnosis J45.9 noted", vault=vault, config=config
    )
    assert redacted.text.value == "diagnosis [ICD10_1] noted"
    assert vault.rehydrate(redacted.text) == "diagnosis J45.9 noted"
    assert unnumbered(redacted.text.value) == "diagnosis [ICD10] noted"


def test_categories() -> None:
    assert category_of("PERSON") == "name"
    assert category_of("POSTCODE") == category_of("ADDRESS") == "address"
    assert category_of("SECRET") == "secret"
    assert category_of("ICD10") == "other"
