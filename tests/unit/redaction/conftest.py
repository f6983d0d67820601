from __future__ import annotations

import pytest

from discreet.redaction import Redactor, build_redactor


@pytest.fixture(scope="session")
def redactor() -> Redactor:
    """spaCy is loaded once for the whole test session."""
    return build_redactor()


@pytest.fixture(scope="session")
def patterns_only() -> Redactor:
    return build_redactor(use_ner=False)


def spans(redactor: Redactor, text: str) -> list[tuple[str, str]]:
    return [(f.entity, text[f.start : f.end]) for f in redactor.redact(text).findings]
