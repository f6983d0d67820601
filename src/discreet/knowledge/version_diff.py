"""What changed between two versions of a document, section by section.

Pure: it takes the two parsed versions' sections. A section is known by its heading path
(``Leave > Parental leave``); a heading that occurs more than once is told apart by its
occurrence (``#2``). Sections only in the newer version are added, only in the older one
removed, in both with different text (whitespace aside) changed; for a changed section the
lines that went and came are listed, in order.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from discreet.knowledge.parsing import Section

__all__ = ["ChangedSection", "SectionText", "VersionDiff", "diff_sections"]

HEADING_SEPARATOR: Final = " > "
UNTITLED: Final = "(untitled)"


@dataclass(frozen=True, slots=True)
class SectionText:
    heading: str
    text: str

    def __repr__(self) -> str:  # a document's text may hold personal data
        return f"SectionText(heading=[{len(self.heading)} chars], text=[{len(self.text)} chars])"


@dataclass(frozen=True, slots=True)
class ChangedSection:
    heading: str
    before: str
    after: str
    removed_lines: tuple[str, ...]
    added_lines: tuple[str, ...]

    def __repr__(self) -> str:
        return f"ChangedSection(-{len(self.removed_lines)} +{len(self.added_lines)} lines)"


@dataclass(frozen=True, slots=True)
class VersionDiff:
    added: tuple[SectionText, ...]
    removed: tuple[SectionText, ...]
    changed: tuple[ChangedSection, ...]
    unchanged: int


def _keyed(sections: Iterable[Section]) -> dict[str, str]:
    seen: dict[str, int] = {}
    keyed: dict[str, str] = {}
    for section in sections:
        heading = HEADING_SEPARATOR.join(section.heading_path) or UNTITLED
        seen[heading] = seen.get(heading, 0) + 1
        key = heading if seen[heading] == 1 else f"{heading} #{seen[heading]}"
        keyed[key] = section.text
    return keyed


def _lines(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


def diff_sections(before: Sequence[Section], after: Sequence[Section]) -> VersionDiff:
    """Sections added, removed and changed from `before` to `after` (in `after`'s order for
    added and changed, `before`'s for removed)."""
    old, new = _keyed(before), _keyed(after)
    added = tuple(SectionText(k, v) for k, v in new.items() if k not in old)
    removed = tuple(SectionText(k, v) for k, v in old.items() if k not in new)
    changed: list[ChangedSection] = []
    unchanged = 0
    for key, text in new.items():
        if key not in old:
            continue
        a, b = _lines(old[key]), _lines(text)
        if a == b:
            unchanged += 1
            continue
        went: list[str] = []
        came: list[str] = []
        for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
            if op in ("replace", "delete"):
                went.extend(a[i1:i2])
            if op in ("replace", "insert"):
                came.extend(b[j1:j2])
        changed.append(ChangedSection(key, old[key], text, tuple(went), tuple(came)))
    return VersionDiff(added, removed, tuple(changed), unchanged)
