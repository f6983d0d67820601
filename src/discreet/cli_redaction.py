"""Plain functions behind `discreet eval redaction`; the lead wires them into the CLI."""

from __future__ import annotations

import json
from pathlib import Path

from discreet.redaction.evaluation import eval_redaction, format_report

__all__ = ["eval_redaction_command"]


def eval_redaction_command(
    dataset: Path,
    fmt: str = "presidio",
    compare: str | None = None,
    split: str = "all",
    limit: int | None = None,
    as_json: bool = False,
) -> str:
    """Run the evaluation and return what the command prints (a report or JSON)."""
    figures = eval_redaction(dataset, fmt, compare, split, limit, True)
    return json.dumps(figures, indent=2) if as_json else format_report(figures)
