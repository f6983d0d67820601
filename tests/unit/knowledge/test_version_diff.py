"""The section diff between two versions of a document."""

from __future__ import annotations

from discreet.knowledge.parsing import Section
from discreet.knowledge.version_diff import diff_sections


def s(*path_and_text: str) -> Section:
    *path, text = path_and_text
    return Section(tuple(path), text)


def test_added_removed_changed_and_unchanged() -> None:
    before = [
        s("Leave", "Annual", "25 days.\nCarry over 5."),
        s("Leave", "Sick", "10 days."),
        s("Leave", "Jury", "Paid."),
    ]
    after = [
        s("Leave", "Annual", "28 days.\nCarry over 5."),
        s("Leave", "Sick", "10   days."),  # whitespace alone is no change
        s("Leave", "Parental", "16 weeks."),
    ]
    diff = diff_sections(before, after)
    assert [x.heading for x in diff.added] == ["Leave > Parental"]
    assert [x.heading for x in diff.removed] == ["Leave > Jury"]
    (changed,) = diff.changed
    assert changed.heading == "Leave > Annual"
    assert changed.removed_lines == ("25 days.",) and changed.added_lines == ("28 days.",)
    assert changed.before.startswith("25") and changed.after.startswith("28")
    assert diff.unchanged == 1


def test_repeated_headings_are_told_apart_by_occurrence() -> None:
    before = [s("FAQ", "Q", "one"), s("FAQ", "Q", "two")]
    after = [s("FAQ", "Q", "one"), s("FAQ", "Q", "TWO"), s("FAQ", "Q", "three")]
    diff = diff_sections(before, after)
    assert [x.heading for x in diff.added] == ["FAQ > Q #3"]
    assert [x.heading for x in diff.changed] == ["FAQ > Q #2"]


def test_untitled_sections_and_identical_versions() -> None:
    same = [s("Intro text."), s("A", "body")]
    diff = diff_sections(same, same)
    assert not diff.added and not diff.removed and not diff.changed and diff.unchanged == 2
    assert [x.heading for x in diff_sections([], same).added] == ["(untitled)", "A"]


def test_reprs_hold_no_document_text() -> None:
    diff = diff_sections([s("A", "secret words")], [s("A", "other secret"), s("B", "more")])
    assert "secret" not in repr(diff)
