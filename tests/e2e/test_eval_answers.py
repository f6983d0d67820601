"""`discreet eval answers` end to end: a subprocess on the test's database, its figures on a
small eval file (the demo tenant, and a tenant made from a folder of policies), and its
errors on bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from discreet.bootstrap import Container
from tests.e2e.test_cli import run

pytestmark = pytest.mark.e2e

ACME = {
    "tenant": "Acme Outfitters",
    "sessions": [
        {
            "id": "abroad",
            "turns": [
                {
                    "text": "How long does standard delivery to Australia usually take?",
                    "expect": {"document": "international-shipping"},
                },
                {
                    "text": "Are you hiring? I'd like to apply for a warehouse job.",
                    "expect": "abstain",
                },
            ],
        },
        {
            "id": "delivery",
            "turns": [
                {
                    "text": "How much is next-day delivery?",
                    "expect": {"document": "shipping", "phrases": ["costs £9.95"]},
                },
                {
                    "text": "Can you give me a good recipe for trail mix flapjacks?",
                    "expect": "abstain",
                },
                {"text": "How much is next-day delivery?", "expect": {"document": "warranty"}},
            ],
        },
    ],
}

POLICY = """---
title: Boat hire
scope: general
---
# Boat hire

## Deposits

A deposit of £50 is taken when you collect a rowing boat and returned when you bring it back.

## Life jackets

Every passenger must wear a life jacket, and children's sizes are free.
"""


def test_figures_on_the_demo_tenant(container: Container, tmp_path: Path) -> None:
    path = tmp_path / "acme.json"
    path.write_text(json.dumps(ACME))
    figures = json.loads(run(container, "eval", "answers", str(path), "--json"))
    assert {k: figures[k] for k in ("tenant", "sessions", "questions")} == {
        "tenant": "Acme Outfitters",
        "sessions": 2,
        "questions": 5,
    }
    # The last turn expects the wrong document on purpose: it must count as wrong.
    assert (figures["in_policy"], figures["cited_correct"]) == (3, 2)
    assert figures["cited_correct_pct"] == pytest.approx(66.7)
    assert (figures["out_of_policy"], figures["abstained"], figures["abstained_pct"]) == (
        2,
        2,
        100.0,
    )
    turns = figures["turns"]
    assert [t["correct"] for t in turns] == [True, True, True, True, False]
    assert "shipping" in turns[4]["cited"] and turns[4]["abstained"] is False
    table = run(container, "eval", "answers", str(path))
    assert "in policy: cited-correct" in table and "66.7%" in table and "100.0%" in table
    assert "delivery#2: expected warranty: cited shipping" in table


def test_a_tenant_made_from_a_folder_of_policies(container: Container, tmp_path: Path) -> None:
    (tmp_path / "policies").mkdir()
    (tmp_path / "policies" / "boat-hire.md").write_text(POLICY)
    path = tmp_path / "boats.json"
    path.write_text(
        json.dumps(
            {
                "tenant": "Eval Boat Hire",
                "policies": "policies",
                "sessions": [
                    {
                        "id": "s1",
                        "turns": [
                            {
                                "text": "How much is the deposit for a rowing boat?",
                                "expect": {"document": "boat-hire", "phrases": ["£50"]},
                            },
                            {"text": "Do you sell fishing rods?", "expect": "abstain"},
                        ],
                    }
                ],
            }
        )
    )
    figures = json.loads(run(container, "eval", "answers", str(path), "--json"))
    assert (figures["in_policy"], figures["cited_correct"]) == (1, 1)
    assert (figures["out_of_policy"], figures["abstained"]) == (1, 1)
    # A second run finds the tenant and its documents as they are.
    again = json.loads(run(container, "eval", "answers", str(path), "--json"))
    assert again["cited_correct"] == 1


@pytest.mark.parametrize(
    ("content", "error"),
    [
        (None, "no such eval file"),
        ("{not json", "not valid JSON (line 1"),
        ("[1, 2]", 'must be a JSON object with "tenant" and "sessions"'),
        ('{"tenant": "Acme Outfitters", "sessions": []}', "sessions: must be a non-empty list"),
        (
            '{"tenant": "Acme Outfitters", "sessions": [{"id": "a", "turns": [{"text": "hi"}]}]}',
            'sessions[0].turns[0].expect: must be "abstain" or',
        ),
        (
            '{"tenant": "Acme Outfitters", "sessions": [{"id": "a", "turns": '
            '[{"text": "", "expect": "abstain"}]}]}',
            "sessions[0].turns[0].text: must be a non-empty string",
        ),
        (
            '{"tenant": "x", "policies": "nowhere", "sessions": [{"turns": '
            '[{"text": "hi", "expect": "abstain"}]}]}',
            "policies:",
        ),
    ],
)
def test_bad_files_get_clear_errors(
    container: Container, tmp_path: Path, content: str | None, error: str
) -> None:
    path = tmp_path / "eval.json"
    if content is not None:
        path.write_text(content)
    out = run(container, "eval", "answers", str(path), ok=False)
    assert "error (invalid_input)" in out or "error (" in out
    assert error in out
