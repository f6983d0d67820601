"""A tenant's settings an admin may change over the API: the memory capture rules
(`tenants.settings["memory"]`) and the redaction allow-list and patterns
(`tenants.settings["redaction"]`, which also holds `allowed_link_domains`, the domains a
reply's links may point to: `discreet.agent.links`).

Each section is validated whole before it is stored (the same checks the turn applies when
it reads them), carries a version that goes up by one on every change (a writer may send the
version it read and gets 409 when someone changed it since), and every change is audited as
`settings_changed`: the section, the new version, which top-level keys changed and how many
entries each holds, never the words or patterns themselves. Readers (the turn, capture,
uploads) read the row in their own transaction, so a change applies to the next request on
every node; nothing caches it.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal

from sqlalchemy import Engine, text

from discreet.agent.links import MAX_LINK_DOMAINS, link_domain
from discreet.audit import events as ev
from discreet.errors import Conflict, InvalidInput, NotFound
from discreet.memory.rules import DEFAULT_SETTINGS, CaptureRules
from discreet.redaction import RedactionConfig
from discreet.services.auditing import Auditor
from discreet.storage.engine import UnitOfWork
from discreet.tenancy import Principal

__all__ = [
    "MAX_ALLOW_LIST",
    "MAX_PATTERNS",
    "SECTIONS",
    "Section",
    "SettingsView",
    "read_settings",
    "validate_section",
    "write_settings",
]

Section = Literal["memory", "redaction"]
SECTIONS: Final[tuple[Section, ...]] = ("memory", "redaction")
VERSIONS_KEY: Final = "settings_versions"
MAX_ALLOW_LIST: Final = 1000
MAX_PATTERNS: Final = 50
MAX_WORD_CHARS: Final = 100
MAX_REGEX_CHARS: Final = 500
_CATEGORY: Final = re.compile(r"[a-z][a-z0-9_]{0,62}")


@dataclass(frozen=True, slots=True)
class SettingsView:
    section: Section
    version: int
    settings: Mapping[str, Any]  # the tenant's own values for the section
    effective: Mapping[str, Any]  # what the service applies (defaults filled in)


def _effective(section: Section, values: Mapping[str, Any]) -> dict[str, Any]:
    if section == "memory":
        return {**DEFAULT_SETTINGS, **values}
    return {
        "allow_list": list(values.get("allow_list", [])),
        "patterns": list(values.get("patterns", [])),
        "allowed_link_domains": list(values.get("allowed_link_domains", [])),
    }


def _memory(values: Mapping[str, Any]) -> dict[str, Any]:
    unknown = sorted(set(values) - set(DEFAULT_SETTINGS))
    if unknown:
        raise InvalidInput(
            "memory settings: unknown keys "
            + ", ".join(k[:40] for k in unknown[:5])
            + "; known keys are "
            + ", ".join(sorted(DEFAULT_SETTINGS))
        )
    categories = values.get("categories")
    if isinstance(categories, Mapping):
        for name, rule in categories.items():
            if not isinstance(name, str) or not _CATEGORY.fullmatch(name):
                raise InvalidInput(
                    "memory settings: category names are lower-case tokens like 'address'"
                )
            if isinstance(rule, Mapping) and set(rule) - {"ttl_days", "fresh_days"}:
                raise InvalidInput(
                    f"memory settings: categories.{name} takes ttl_days and fresh_days only"
                )
    for key in ("sensitive_categories", "allow_sensitive"):
        names = values.get(key, [])
        if isinstance(names, list) and not all(
            isinstance(n, str) and _CATEGORY.fullmatch(n) for n in names
        ):
            raise InvalidInput(f"memory settings: {key} are lower-case category tokens")
    CaptureRules.from_settings(values)  # raises InvalidInput with the field at fault
    return dict(values)


def _plain(value: str) -> bool:
    return not any(unicodedata.category(ch) in ("Cc", "Cs") for ch in value)


def _redaction(values: Mapping[str, Any]) -> dict[str, Any]:
    unknown = sorted(set(values) - {"allow_list", "patterns", "allowed_link_domains"})
    if unknown:
        raise InvalidInput(
            "redaction settings: the keys are allow_list, patterns and allowed_link_domains"
        )
    words_in = values.get("allow_list", [])
    if not isinstance(words_in, list) or not all(isinstance(w, str) for w in words_in):
        raise InvalidInput("redaction settings: allow_list must be a list of strings")
    words: list[str] = []
    for word in words_in:
        word = " ".join(word.split())
        if not word or len(word) > MAX_WORD_CHARS or not _plain(word):
            raise InvalidInput(
                f"redaction settings: each allow_list entry must be 1 to {MAX_WORD_CHARS} "
                "characters of plain text"
            )
        if word not in words:
            words.append(word)
    if len(words) > MAX_ALLOW_LIST:
        raise InvalidInput(f"redaction settings: at most {MAX_ALLOW_LIST} allow_list entries")
    patterns_in = values.get("patterns", [])
    if not isinstance(patterns_in, list) or len(patterns_in) > MAX_PATTERNS:
        raise InvalidInput(f"redaction settings: patterns must be a list of at most {MAX_PATTERNS}")
    patterns: list[dict[str, str]] = []
    for p in patterns_in:
        if (
            not isinstance(p, Mapping)
            or set(p) != {"entity", "regex"}
            or not isinstance(p["entity"], str)
            or not isinstance(p["regex"], str)
        ):
            raise InvalidInput(
                'redaction settings: each pattern is {"entity": "NAME", "regex": "..."}'
            )
        if not p["regex"] or len(p["regex"]) > MAX_REGEX_CHARS or not _plain(p["regex"]):
            raise InvalidInput(
                f"redaction settings: a pattern's regex must be 1 to {MAX_REGEX_CHARS} "
                "characters without control characters (write \\n, not a line break)"
            )
        patterns.append({"entity": p["entity"], "regex": p["regex"]})
    # The redactor's own construction checks: entity names, compiling, no empty matches.
    RedactionConfig(
        allow_list=frozenset(words),
        custom_patterns=tuple((p["entity"], p["regex"]) for p in patterns),
        use_ner=False,
    )
    stored: dict[str, Any] = {"allow_list": words, "patterns": patterns}
    if "allowed_link_domains" in values:
        stored["allowed_link_domains"] = _link_domains(values["allowed_link_domains"])
    return stored


def _link_domains(values: object) -> list[str]:
    """The domains a reply's links may point to (`discreet.agent.links`): host names like
    "shop.example" (a scheme, "www." and a trailing slash are dropped); empty means any
    domain of the cited policy passage."""
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise InvalidInput("redaction settings: allowed_link_domains must be a list of strings")
    if len(values) > MAX_LINK_DOMAINS:
        raise InvalidInput(
            f"redaction settings: at most {MAX_LINK_DOMAINS} allowed_link_domains entries"
        )
    domains: list[str] = []
    for value in values:
        domain = link_domain(value)
        if domain is None:
            raise InvalidInput(
                "redaction settings: each allowed_link_domains entry is a domain name "
                'like "shop.example"'
            )
        if domain not in domains:
            domains.append(domain)
    return domains


def validate_section(section: Section, values: object) -> dict[str, Any]:
    """The section's values as they will be stored; InvalidInput naming what is wrong."""
    if not isinstance(values, Mapping):
        raise InvalidInput(f"{section} settings must be an object")
    return _memory(values) if section == "memory" else _redaction(values)


def _entries(values: Mapping[str, Any]) -> dict[str, int]:
    return {k: len(v) for k, v in values.items() if isinstance(v, list | dict)}


def _check_section(section: str) -> Section:
    if section not in SECTIONS:
        raise NotFound("no such settings section (memory, redaction)")
    return section


def read_settings(engine: Engine, principal: Principal, section: str) -> SettingsView:
    name = _check_section(section)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        row = uow.conn.execute(text("SELECT settings FROM tenants")).first()
    if row is None:
        raise NotFound("tenant not found")
    settings = dict(row.settings)
    values = dict(settings.get(name) or {})
    version = int(dict(settings.get(VERSIONS_KEY) or {}).get(name, 0))
    return SettingsView(name, version, values, _effective(name, values))


def write_settings(
    engine: Engine,
    principal: Principal,
    section: str,
    values: object,
    *,
    expected_version: int | None = None,
) -> SettingsView:
    """Replace a section's values (validated whole), bump its version and audit the change."""
    name = _check_section(section)
    stored = validate_section(name, values)
    with UnitOfWork(engine, principal.tenant_id) as uow:
        conn = uow.conn
        row = conn.execute(text("SELECT settings FROM tenants FOR UPDATE")).first()
        if row is None:
            raise NotFound("tenant not found")
        settings = dict(row.settings)
        versions = {str(k): int(v) for k, v in dict(settings.get(VERSIONS_KEY) or {}).items()}
        current = versions.get(name, 0)
        if expected_version is not None and expected_version != current:
            raise Conflict(
                f"{name} settings changed since version {expected_version} "
                f"(now {current}); read them again"
            )
        before = dict(settings.get(name) or {})
        changed = sorted(k for k in set(before) | set(stored) if before.get(k) != stored.get(k))
        versions[name] = current + 1
        settings[name] = stored
        settings[VERSIONS_KEY] = versions
        conn.execute(
            text("UPDATE tenants SET settings = CAST(:s AS jsonb)"), {"s": json.dumps(settings)}
        )
        Auditor(conn, principal.tenant_id, actor=principal.key_id)(
            ev.SettingsChanged(
                section=name,
                version=current + 1,
                changed_keys=tuple(changed),
                entries=_entries(stored),
            )
        )
        uow.commit()
    return SettingsView(name, current + 1, stored, _effective(name, stored))
