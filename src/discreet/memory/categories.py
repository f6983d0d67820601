"""The memory categories, one row each: what Discreet may remember about a customer, for how
long, which words of a turn make a fact relevant, how the language-model extractor is told
about it, and how a reply acknowledges it or asks to re-confirm it.

Everything else derives from `CATEGORIES`: the default capture rules
(`rules.DEFAULT_SETTINGS`), the ranking cues (`ranking.CATEGORY_CUES`), the extractor's
allowed keys and prompt (`llm_extractor`), and the reply sentences (`services.memory`).
Adding a category is a row here (plus, if the rule extractor should find it, its pattern in
`extractor.py`); a tenant can still change retention and freshness in its settings.

Sensitive categories (health, payment, identity documents) are not rows: they are refused
unless a tenant allows one and gives it a rule of its own (see `rules`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

__all__ = ["CATEGORIES", "Category", "Key", "by_name", "templates"]


@dataclass(frozen=True, slots=True)
class Key:
    """One key of a category. `described`: the extractor prompt's line for it (None: the
    model is not asked for it). The templates take ``{value}`` (and ``{when}`` for
    `confirm`): `acknowledge` when a remembered preference bears on a reply, `noted` for one
    stated in the turn itself, `confirm` to ask whether a stale fact still holds."""

    name: str
    described: str | None = None
    acknowledge: str | None = None
    noted: str | None = None
    confirm: str | None = None


@dataclass(frozen=True, slots=True)
class Category:
    """`ttl_days`: kept this long (None: until deleted). `fresh_days`: recalled as stale
    after this long (None: never stale). `cues`: words that make its facts relevant to a
    turn. `open_keys`: the model may name keys of its own (``<short_snake_case_key>``)."""

    name: str
    ttl_days: int | None
    fresh_days: int | None
    cues: frozenset[str]
    keys: tuple[Key, ...] = ()
    open_keys: str | None = None  # the prompt's line when keys are the model's own
    from_customer_turns: bool = True  # False: only staff record it (case decisions)


def _cues(words: str) -> frozenset[str]:
    return frozenset(words.split())


CATEGORIES: Final[tuple[Category, ...]] = (
    Category(
        "contact_preference",
        ttl_days=730,
        fresh_days=365,
        cues=_cues(
            "contact email mail call phone text sms reach update updated notify notified tell "
            "send message reply back touch informed posted hear"
        ),
        keys=(
            Key(
                "channel",
                described="how they want to be contacted: email, phone, sms or post",
                acknowledge="As you asked, we will contact you by {value}.",
                noted="Noted: we will contact you by {value} from now on.",
            ),
            Key(
                "avoid_channel",
                described="a channel they do not want: email, phone, sms or post",
                acknowledge="As you asked, we will not contact you by {value}.",
                noted="Noted: we will not contact you by {value}.",
            ),
            Key(
                "time",
                acknowledge="As you asked, we will contact you {value}.",
                noted="Noted: we will contact you {value} from now on.",
            ),
        ),
    ),
    Category(
        "language",
        ttl_days=730,
        fresh_days=365,
        cues=_cues("language speak english spanish french german write"),
        keys=(
            Key(
                "preferred",
                described="the language they want replies in, e.g. Spanish",
                acknowledge="We have noted that you prefer {value}.",
                noted="Noted: you prefer {value}.",
            ),
        ),
    ),
    Category(
        "address",
        ttl_days=730,
        fresh_days=90,
        cues=_cues(
            "address deliver delivery ship shipping shipped send parcel package courier move "
            "moved home where tracking arrive"
        ),
        keys=(
            Key(
                "city",
                described="the town or city of their address, copied from the message, e.g. Leeds",
                confirm="Our records show your address is in {value} (noted in {when}). "
                "Is that still correct?",
            ),
        ),
    ),
    Category(
        "account_detail",
        ttl_days=365,
        fresh_days=90,
        cues=_cues("account login profile details membership"),
        open_keys="a plain-word detail of their account",
    ),
    Category(
        "case_decision",
        ttl_days=365,
        fresh_days=None,
        cues=_cues("case refund replacement decision approved decided status claim exchange"),
        from_customer_turns=False,
    ),
)


def by_name() -> dict[str, Category]:
    return {c.name: c for c in CATEGORIES}


def templates(kind: str) -> Mapping[tuple[str, str], str]:
    """Every (category, key) -> template of one kind: ``acknowledge``, ``noted``, ``confirm``."""
    found: dict[tuple[str, str], str] = {}
    for category in CATEGORIES:
        for key in category.keys:
            template = getattr(key, kind)
            if template is not None:
                found[(category.name, key.name)] = template
    return found
