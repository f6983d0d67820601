"""The catalogue of personal-data kinds: one row per entity, and the placeholder grammar.

Everything that speaks of entity kinds derives from here: the vault's placeholders and how
it keys values, which kinds are direct identifiers, the leak audit's report categories and
what the output guard and the turn strip from placeholders. Adding a recognizer for a new
kind is its class plus one row below.

A placeholder is ``[ENTITY_N]``: an entity name (upper-case letters, digits and
underscores, starting with a letter; tenants name their own, such as ``ICD10``) and the
session's number for that value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

__all__ = [
    "ENTITIES",
    "ENTITY_NAME",
    "PLACEHOLDER",
    "EntityKind",
    "category_of",
    "entity_of",
    "placeholder",
    "unnumbered",
]

ENTITY_NAME: Final = r"[A-Z][A-Z0-9_]{0,39}"
"""What an entity name may look like, for built-in and tenant kinds alike."""

PLACEHOLDER: Final = re.compile(rf"\[({ENTITY_NAME}?)_(\d{{1,6}})\]")
"""``[EMAIL_1]``: group 1 is the entity, group 2 the session's number. Every quantifier is
bounded, so a match is at most 49 characters (the streaming guard relies on that)."""


@dataclass(frozen=True, slots=True)
class EntityKind:
    """One kind of personal data.

    `direct`: it identifies a person on its own (a birth date does so only with a name).
    `compact`: the vault keys a value by its letters and digits alone, so that
    "4111 1111 1111 1111" and "4111-1111-1111-1111" are one card.
    `category`: the leak audit's report category."""

    name: str
    category: str
    direct: bool = True
    compact: bool = False


ENTITIES: Final = (
    EntityKind("PERSON", "name"),
    EntityKind("EMAIL", "email"),
    EntityKind("PHONE", "phone", compact=True),
    EntityKind("CARD", "card", compact=True),
    EntityKind("SSN", "national_id", compact=True),
    EntityKind("IBAN", "bank_account", compact=True),
    EntityKind("IP", "ip_address", compact=True),
    EntityKind("ADDRESS", "address"),
    EntityKind("POSTCODE", "address", compact=True),
    EntityKind("DATE_OF_BIRTH", "account_date", direct=False),
    EntityKind("SECRET", "secret"),
    EntityKind("BANK_ACCOUNT", "bank_account", compact=True),
    EntityKind("CUSTOMER_ID", "account_id"),
    EntityKind("TRACKING", "order_id", compact=True),
)
_BY_NAME: Final = {kind.name: kind for kind in ENTITIES}


def entity_of(name: str) -> EntityKind | None:
    """The built-in kind of that name; None for a tenant's own kinds."""
    return _BY_NAME.get(name)


def category_of(name: str) -> str:
    """The leak audit category of an entity name ("other" for a tenant's own kinds)."""
    kind = _BY_NAME.get(name)
    return kind.category if kind is not None else "other"


def placeholder(entity: str, number: int) -> str:
    return f"[{entity}_{number}]"


def unnumbered(text: str) -> str:
    """``[EMAIL_1]`` -> ``[EMAIL]``: what a placeholder stands for, not which value."""
    return PLACEHOLDER.sub(r"[\1]", text)
