"""The personal-data scan of a shared policy: counts, kinds, sections and offsets, never the
matched text; the tenant's `block_on_pii` turns direct identifiers into a quarantine."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

import pytest

from discreet.knowledge.parsing import Section, parse_document
from discreet.knowledge.pii_scan import (
    BLOCKING_KINDS,
    PII_REASON,
    SCAN_INCOMPLETE_REASON,
    PiiScan,
    block_on_pii,
    scan_policy,
)
from discreet.redaction import build_redactor
from discreet.redaction.model import Explanation, Finding

EMAIL = "jane.doe@example.net"
PHONE = "+44 7700 900417"
POLICY = f"""# Harbor Freight and Tool policy

We also accept Klarna, Afterpay, Apple Pay and Zip gift cards.

## Loyalty

There are three tiers: Bronze, Silver and Gold.

## Escalations

Escalations go to {EMAIL} or {PHONE}.
"""


def _pattern_finder(text: str) -> Sequence[Finding]:
    """A stand-in analysis: emails and phone-like digit runs, by offsets."""
    why = Explanation("test", None, None, 0.0)
    found = [Finding("EMAIL", m.start(), m.end(), 1.0, why) for m in re.finditer(r"\S+@\S+", text)]
    found += [
        Finding("PHONE", m.start(), m.end(), 1.0, why)
        for m in re.finditer(r"\+?\d[\d ]{8,}\d", text)
    ]
    return found


def _sections() -> tuple[str, list[Section]]:
    parsed = parse_document(POLICY.encode(), filename="policy.md")
    return parsed.title or "Harbor Freight and Tool policy", list(parsed.sections)


def test_scan_reports_kinds_sections_and_offsets_never_text() -> None:
    title, sections = _sections()
    scan = scan_policy(title, sections, _pattern_finder)
    assert scan.findings == 2
    assert dict(scan.by_type) == {"EMAIL": 1, "PHONE": 1}
    assert scan.complete and scan.title_findings == 0
    [flagged] = scan.sections
    assert flagged.heading is not None and flagged.heading.endswith("Escalations")
    body = sections[flagged.section].text
    assert {body[s.start : s.end] for s in flagged.spans} == {EMAIL, PHONE}
    report = json.dumps(scan.to_json())
    assert EMAIL not in report and "7700" not in report and "jane" not in report


def test_a_heading_that_holds_a_finding_is_not_shown() -> None:
    sections = [Section(("Contact", f"Write to {EMAIL}"), "We answer within a day.")]
    scan = scan_policy("Contact", sections, _pattern_finder)
    [flagged] = scan.sections
    assert flagged.heading is None
    assert [s.in_heading for s in flagged.spans] == [True]
    assert EMAIL not in json.dumps(scan.to_json())


def test_title_is_scanned_too() -> None:
    scan = scan_policy(f"Escalations to {EMAIL}", [Section((), "Nothing here.")], _pattern_finder)
    assert scan.title_findings == 1 and scan.by_type == {"EMAIL": 1}


def test_report_round_trips_through_json() -> None:
    title, sections = _sections()
    scan = scan_policy(title, sections, _pattern_finder)
    assert PiiScan.from_json(json.loads(json.dumps(scan.to_json()))) == scan


def test_a_failing_analysis_makes_the_scan_incomplete() -> None:
    def broken(text: str) -> Sequence[Finding]:
        raise TimeoutError("pattern past its budget")

    title, sections = _sections()
    scan = scan_policy(title, sections, broken)
    assert not scan.complete and scan.findings == 0
    assert scan.quarantine_reasons(block=True) == (SCAN_INCOMPLETE_REASON,)
    assert scan.quarantine_reasons(block=False) == ()


def test_only_direct_identifiers_block_and_only_when_the_tenant_asks() -> None:
    title, sections = _sections()
    scan = scan_policy(title, sections, _pattern_finder)
    assert scan.blocking == ("EMAIL", "PHONE")
    assert scan.quarantine_reasons(block=True) == (PII_REASON,)
    assert scan.quarantine_reasons(block=False) == ()
    names_only = PiiScan(findings=2, by_type={"PERSON": 2}, sections=())
    assert "PERSON" not in BLOCKING_KINDS
    assert names_only.quarantine_reasons(block=True) == ()


@pytest.mark.parametrize(
    ("settings", "expected"),
    [
        ({}, False),
        ({"documents": {}}, False),
        ({"documents": {"block_on_pii": False}}, False),
        ({"documents": {"block_on_pii": "yes"}}, False),
        ({"documents": "block_on_pii"}, False),
        ({"documents": {"block_on_pii": True}}, True),
    ],
)
def test_block_on_pii_setting_is_off_unless_true(
    settings: dict[str, object], expected: bool
) -> None:
    assert block_on_pii(settings) is expected


def test_real_redactor_analysis_finds_the_planted_identifiers_in_a_policy() -> None:
    redactor = build_redactor(use_ner=False)
    title, sections = _sections()
    scan = scan_policy(title, sections, lambda text: redactor.analyze(text))
    assert {"EMAIL", "PHONE"} <= set(scan.by_type)
    assert EMAIL not in json.dumps(scan.to_json())
