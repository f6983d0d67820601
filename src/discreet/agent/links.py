"""Links, codes and contact addresses in a reply come only from the cited policy text.

A poisoned policy that slips past the ingest screen can still try to reach customers
through the reply: a phishing link, a "discount code", a contact address. Independently of
the screen, a reply may carry

* a URL only if it appears in a passage the reply cites and, when the tenant lists
  `allowed_link_domains` (``settings.redaction.allowed_link_domains``), its host is one of
  those domains or under one; an empty list means any domain the cited passage holds;
* a code-like token (a promo or discount code: an all-caps run of 5 to 32 letters, digits
  and hyphens with at least one letter and one digit, such as ``SPRING20``) only if it
  appears in a cited passage;
* a business email address only on the allowed domains (when listed); the output guard
  already removes an email or phone number that is in no passage.

The customer's own values pass: what they wrote, their account data and order ids, their
pseudonyms. Identifier shapes the output guard already judges (order ids, phone numbers,
postcodes, placeholders) are left to it. Passages come from active versions only: retrieval
never returns a quarantined, rejected or superseded version.

`unsourced` returns fixed reason codes, never the text it found.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from discreet.redaction.entities import PLACEHOLDER

__all__ = [
    "LINK_REASONS",
    "MAX_LINK_DOMAINS",
    "ReplySources",
    "allowed_link_domains",
    "block_reason",
    "find_codes",
    "find_links",
    "link_domain",
    "unsourced",
]

LINK_REASONS: Final = (
    "unsourced_link",
    "link_domain_not_allowed",
    "unsourced_code",
    "contact_domain_not_allowed",
)
"""The guard's reasons for blocking a reply under this rule, most specific first."""

_WS = re.compile(r"\s+")


def _norm(text: str) -> str:
    return _WS.sub(" ", text).strip().casefold()


@dataclass(frozen=True, slots=True)
class ReplySources:
    """Where a reply's links and codes may come from, for one turn.

    `passages`: the text of the passages the reply may cite; `own`: the customer's own
    text (their message, account data, order ids); `domains`: the tenant's allowed link
    domains (empty: any domain in the passages). Build it with `ReplySources.build`."""

    passages: str
    own: str
    domains: frozenset[str]

    @classmethod
    def build(
        cls,
        *,
        passages: Iterable[str],
        own: Iterable[str] = (),
        domains: Iterable[str] = (),
    ) -> ReplySources:
        return cls(
            passages="\n".join(_norm(p) for p in passages),
            own="\n".join(_norm(o) for o in own),
            domains=frozenset(d.strip().casefold().removeprefix("www.") for d in domains if d),
        )

    def __repr__(self) -> str:
        return f"ReplySources(domains={len(self.domains)}, passages=[secure], own=[secure])"

    def holds(self, value: str) -> bool:
        key = _norm(value)
        return bool(key) and (key in self.passages or key in self.own)

    def allows_host(self, host: str) -> bool:
        host = host.casefold().removeprefix("www.")
        return not self.domains or any(host == d or host.endswith("." + d) for d in self.domains)


_TLDS = (
    "com|net|org|io|co|uk|de|fr|es|it|nl|be|ch|at|eu|ie|us|ca|au|nz|in|info|biz|shop|store|"
    "app|dev|me|gov|edu|example|xyz|online|site|link|ly|gl|ru|cn|top|club|live|support|help"
)
_URL: Final = re.compile(
    r"(?i)\b(?:https?://|www\.)[^\s<>\"'`()\[\]{}]+"
    r"|(?<![\w@.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:" + _TLDS + r")\b"
    r"(?:[/?#][^\s<>\"'`()\[\]{}]*)?"
)
_EMAIL: Final = re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@(?:[\w-]{1,63}\.){1,8}[a-zA-Z]{2,24}\b")
_CODE: Final = re.compile(
    r"(?<![\w/@.#-])(?=[A-Z0-9-]*[0-9])(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{3,30}[A-Z0-9]"
    r"(?![\w/@-])"
)
_TRAILING = ".,;:!?)'\"*_>]"


def _masked(text: str, pattern: re.Pattern[str]) -> str:
    """`text` with `pattern`'s matches blanked out (same length, so offsets hold)."""
    return pattern.sub(lambda m: " " * len(m.group()), text)


def find_links(text: str) -> list[tuple[str, str]]:
    """Every ``(kind, value)`` link or email address in `text`: kinds ``url``, ``email``."""
    emails = [("email", m.group()) for m in _EMAIL.finditer(text)]
    urls = [("url", m.group().rstrip(_TRAILING)) for m in _URL.finditer(_masked(text, _EMAIL))]
    return [*urls, *emails]


def find_codes(text: str, *, skip: Iterable[tuple[int, int]] = ()) -> list[str]:
    """Code-like tokens in `text` (outside links, addresses, placeholders and `skip`)."""
    plain = _masked(_masked(_masked(text, _EMAIL), _URL), PLACEHOLDER)
    spans = list(skip)
    return [
        m.group()
        for m in _CODE.finditer(plain)
        if not any(s < m.end() and m.start() < e for s, e in spans)
    ]


def _host(url: str) -> str:
    rest = re.sub(r"(?i)^https?://", "", url)
    host = re.split(r"[/?#]", rest, maxsplit=1)[0]
    return host.rsplit("@", 1)[-1].split(":", 1)[0]


def unsourced(
    text: str, sources: ReplySources, *, skip: Iterable[tuple[int, int]] = ()
) -> tuple[str, ...]:
    """Reason codes (from `LINK_REASONS`, in that order) for what `text` carries without a
    source. `skip`: spans the output guard judges itself (order ids, phones, ...)."""
    found: set[str] = set()
    for kind, value in find_links(text):
        if kind == "url":
            if not sources.holds(value) and not sources.holds(value.rstrip("/")):
                found.add("unsourced_link")
            elif _norm(value) not in sources.own and not sources.allows_host(_host(value)):
                found.add("link_domain_not_allowed")
        elif _norm(value) not in sources.own and not sources.allows_host(value.rsplit("@")[-1]):
            found.add("contact_domain_not_allowed")
    if any(not sources.holds(code) for code in find_codes(text, skip=skip)):
        found.add("unsourced_code")
    return tuple(r for r in LINK_REASONS if r in found)


def block_reason(reasons: Iterable[str]) -> str | None:
    """The first of `LINK_REASONS` among a guard result's reasons, for the audit."""
    present = set(reasons)
    return next((r for r in LINK_REASONS if r in present), None)


MAX_LINK_DOMAINS: Final = 200
_DOMAIN: Final = re.compile(r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}")


def link_domain(value: str) -> str | None:
    """A domain as the setting stores it ("https://www.Shop.example/" -> "shop.example"),
    or None when `value` is not a domain name."""
    host = re.sub(r"^https?://", "", value.strip().casefold()).rstrip("/")
    host = host.removeprefix("www.")
    return host if len(host) <= 253 and _DOMAIN.fullmatch(host) else None


def allowed_link_domains(settings: Mapping[str, Any]) -> frozenset[str]:
    """The tenant's ``redaction.allowed_link_domains`` (validated when stored; empty if
    unset)."""
    section = settings.get("redaction")
    values = section.get("allowed_link_domains") if isinstance(section, Mapping) else None
    if not isinstance(values, list):
        return frozenset()
    domains = (link_domain(v) for v in values if isinstance(v, str))
    return frozenset(d for d in domains if d)
