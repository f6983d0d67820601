"""The personal-data scan of a shared company policy, reported to its content owner.

Shared policies are indexed verbatim (they are written by trusted content owners, not by
customers), so nothing rewrites them. Instead, at ingest, the redactor's analysis runs over
the title, every heading path and every section body, and what it finds is reported on the
version: how many findings, of which kinds, in which sections, at which offsets. The report
never holds the matched text; a section's heading is shown only when the heading itself has
no finding.

A tenant may ask (`settings.documents.block_on_pii`) that a version whose scan found a
direct identifier of a kind in `BLOCKING_KINDS` is quarantined with the reason
`personal_data`, for an admin to release or reject.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from discreet.knowledge.parsing import Section
from discreet.redaction.model import Finding

__all__ = [
    "BLOCKING_KINDS",
    "PII_REASON",
    "SCAN_INCOMPLETE_REASON",
    "Analyze",
    "PiiScan",
    "SectionFindings",
    "Span",
    "block_on_pii",
    "scan_policy",
]

Analyze = Callable[[str], Sequence[Finding]]
"""The redactor's analysis: findings (kind and offsets, never text) in one piece of text."""

#: Identifiers whose presence in a published policy blocks it when the tenant asks:
#: the kinds a pattern with a checksum or a fixed shape finds. Names, street addresses and
#: postcodes are reported but do not block: a policy names its brands, products and its own
#: returns address, which the analysis cannot tell from a customer's.
BLOCKING_KINDS: Final = frozenset({"EMAIL", "PHONE", "CARD", "SSN", "IBAN", "IP"})
#: The quarantine reason of a version blocked for personal data.
PII_REASON: Final = "personal_data"
#: The quarantine reason of a version whose scan could not finish while blocking is on.
SCAN_INCOMPLETE_REASON: Final = "pii_scan_incomplete"


@dataclass(frozen=True, slots=True)
class Span:
    """One finding: its kind and offsets into the section body (or heading)."""

    entity: str
    start: int
    end: int
    in_heading: bool = False


@dataclass(frozen=True, slots=True)
class SectionFindings:
    """The findings of one section, by its place in the parsed document."""

    section: int
    heading: str | None  # None when the heading itself holds a finding (or there is none)
    by_type: Mapping[str, int]
    spans: tuple[Span, ...]


@dataclass(frozen=True, slots=True)
class PiiScan:
    """What the scan found in one version. `complete` is False when the analysis failed on
    some part of the text (that part is not counted)."""

    findings: int
    by_type: Mapping[str, int]
    sections: tuple[SectionFindings, ...]
    title_findings: int = 0
    complete: bool = True

    @property
    def blocking(self) -> tuple[str, ...]:
        """The kinds found that block publication when the tenant asks for it."""
        return tuple(sorted(k for k in self.by_type if k in BLOCKING_KINDS))

    def quarantine_reasons(self, *, block: bool) -> tuple[str, ...]:
        """The reasons to quarantine under the tenant's `block_on_pii`, or none."""
        if not block:
            return ()
        if self.blocking:
            return (PII_REASON,)
        if not self.complete:
            return (SCAN_INCOMPLETE_REASON,)
        return ()

    def to_json(self) -> dict[str, Any]:
        return {
            "findings": self.findings,
            "by_type": dict(sorted(self.by_type.items())),
            "title_findings": self.title_findings,
            "complete": self.complete,
            "sections": [
                {
                    "section": s.section,
                    "heading": s.heading,
                    "by_type": dict(sorted(s.by_type.items())),
                    "spans": [
                        {
                            "entity": sp.entity,
                            "start": sp.start,
                            "end": sp.end,
                            "in_heading": sp.in_heading,
                        }
                        for sp in s.spans
                    ],
                }
                for s in self.sections
            ],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PiiScan:
        return cls(
            findings=int(data.get("findings", 0)),
            by_type={str(k): int(v) for k, v in dict(data.get("by_type", {})).items()},
            title_findings=int(data.get("title_findings", 0)),
            complete=bool(data.get("complete", True)),
            sections=tuple(
                SectionFindings(
                    section=int(s["section"]),
                    heading=None if s.get("heading") is None else str(s["heading"]),
                    by_type={str(k): int(v) for k, v in dict(s.get("by_type", {})).items()},
                    spans=tuple(
                        Span(
                            entity=str(sp["entity"]),
                            start=int(sp["start"]),
                            end=int(sp["end"]),
                            in_heading=bool(sp.get("in_heading", False)),
                        )
                        for sp in s.get("spans", [])
                    ),
                )
                for s in data.get("sections", [])
            ),
        )


def _findings(analyze: Analyze, text: str) -> tuple[list[Finding], bool]:
    if not text.strip():
        return [], True
    try:
        return list(analyze(text)), True
    except Exception:
        # A pattern past its time budget (or any analysis error): this part is not counted
        # and the scan says it is incomplete; with blocking on, the version is quarantined.
        return [], False


def scan_policy(title: str, sections: Sequence[Section], analyze: Analyze) -> PiiScan:
    """Run the analysis over the title, each heading path and each body."""
    total: Counter[str] = Counter()
    complete = True
    title_found, ok = _findings(analyze, title)
    complete &= ok
    total.update(f.entity for f in title_found)
    reported: list[SectionFindings] = []
    for index, section in enumerate(sections):
        heading = " > ".join(section.heading_path)
        in_heading, ok_heading = _findings(analyze, heading)
        in_body, ok_body = _findings(analyze, section.text)
        complete &= ok_heading and ok_body
        if not in_heading and not in_body:
            continue
        kinds = Counter(f.entity for f in (*in_heading, *in_body))
        total.update(kinds)
        reported.append(
            SectionFindings(
                section=index,
                heading=None if in_heading or not heading else heading,
                by_type=dict(kinds),
                spans=(
                    *(Span(f.entity, f.start, f.end, in_heading=True) for f in in_heading),
                    *(Span(f.entity, f.start, f.end) for f in in_body),
                ),
            )
        )
    return PiiScan(
        findings=sum(total.values()),
        by_type=dict(total),
        sections=tuple(reported),
        title_findings=len(title_found),
        complete=complete,
    )


def block_on_pii(settings: Mapping[str, Any]) -> bool:
    """The tenant's `documents.block_on_pii` setting (off unless set to true)."""
    documents = settings.get("documents")
    return isinstance(documents, Mapping) and documents.get("block_on_pii") is True
