"""Every answers evaluation set (the two shipped with the demo and the held-out one under
`benchmarks/data/answers/`) loads, names documents that exist and expects phrases those
documents hold, so a miss in `discreet eval answers` is the answer path's, not the set's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from discreet.services.answers_eval import AnswersEvalSet, folded, load_answers_eval

ROOT = Path(__file__).resolve().parents[3]
DEMO = ROOT / "src" / "discreet" / "demo" / "data"
SETS = [
    *sorted((DEMO / "eval").glob("*.json")),
    *sorted((ROOT / "benchmarks/data/answers").glob("*.json")),
]


def _policies(loaded: AnswersEvalSet) -> dict[str, str]:
    folder = loaded.policies or DEMO / "policies"  # no folder: the demo tenant's own
    return {p.stem: folded(p.read_text(encoding="utf-8")) for p in folder.glob("*.md")}


def test_there_is_a_held_out_set() -> None:
    assert any("benchmarks" in p.parts for p in SETS) and len(SETS) >= 3


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.stem)
def test_expected_documents_and_phrases_exist(path: Path) -> None:
    loaded = load_answers_eval(path)
    policies = _policies(loaded)
    turns = [t for s in loaded.sessions for t in s.turns]
    assert turns and any(t.in_policy for t in turns) and any(not t.in_policy for t in turns)
    for turn in turns:
        if turn.document is None:
            continue
        assert turn.document in policies, f"{path.name}: no policy {turn.document!r}"
        for phrase in turn.phrases:
            assert folded(phrase) in policies[turn.document], f"{turn.document}: {phrase!r}"


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.stem)
def test_session_ids_are_unique(path: Path) -> None:
    ids = [s.id for s in load_answers_eval(path).sessions]
    assert len(ids) == len(set(ids)) and all(re.fullmatch(r"[a-z0-9-]+", i) for i in ids)
