from __future__ import annotations

import discreet.redaction as redaction


def test_public_api_is_exported() -> None:
    for name in (
        "RedactedText",
        "Redactor",
        "Redaction",
        "Finding",
        "Explanation",
        "RedactionConfig",
        "PseudonymVault",
        "VaultCipher",
        "build_redactor",
    ):
        assert name in redaction.__all__
        assert getattr(redaction, name) is not None
    assert sorted(redaction.__all__) == sorted(set(redaction.__all__))
