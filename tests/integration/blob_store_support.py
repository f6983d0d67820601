"""What the blob-store integration tests (Azurite, S3) share: a container whose blob store is
chosen by configuration alone, and the upload whose secrets must not be readable at rest."""

from __future__ import annotations

from typing import Any

from discreet.bootstrap import Container
from discreet.config import Settings

__all__ = ["POLICY", "SECRET_LINE", "blob_twin"]

SECRET_LINE = b"Refunds for customer jane.roe@example.org go to card 4111 1111 1111 1111."
POLICY = b"# Refunds\n\n## Cards\n\nRefunds go back to the original card within 5 days.\n\n"


def blob_twin(container: Container, **env: Any) -> Container:
    """A container like `container` built from the test settings plus `env` (the blob
    backend's DISCREET_* settings), sharing its engines and what is expensive to build
    (redactor, embedder, vault store); the blob store is the one bootstrap selects."""
    settings = Settings(DISCREET_HOME=container.settings.home, DISCREET_ENV="test", **env)
    twin = Container(
        settings=settings, admin_engine=container.admin_engine, engine=container.engine
    )
    twin.__dict__["redactor"] = container.redactor
    twin.__dict__["embedder"] = container.embedder
    twin.__dict__["vaults"] = container.vaults
    return twin
