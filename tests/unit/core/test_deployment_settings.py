"""A node of a multi-node deployment refuses to start on stores only one machine sees."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from discreet.config import Settings

S3 = {
    "DISCREET_BLOB_BACKEND": "s3",
    "DISCREET_S3_ENDPOINT": "http://127.0.0.1:9000",
    "DISCREET_S3_BUCKET": "discreet",
}
DB = {"DATABASE_URL": "postgresql://discreet@127.0.0.1:5432/discreet"}


def settings(tmp_path: Path, **env: str) -> Settings:
    return Settings(DISCREET_HOME=tmp_path, **env)


def test_a_single_node_may_use_the_local_directory_and_the_embedded_database(
    tmp_path: Path,
) -> None:
    s = settings(tmp_path)
    assert s.deployment == "single" and s.blob_backend == "local" and s.database_url is None


def test_a_multi_node_deployment_refuses_a_local_blob_directory(tmp_path: Path) -> None:
    with pytest.raises(ValidationError, match="DISCREET_BLOB_BACKEND=s3"):
        settings(tmp_path, DISCREET_DEPLOYMENT="multi", **DB)


def test_a_multi_node_deployment_refuses_the_embedded_database(tmp_path: Path) -> None:
    with pytest.raises(ValidationError, match="DATABASE_URL"):
        settings(tmp_path, DISCREET_DEPLOYMENT="multi", **S3)


def test_a_multi_node_deployment_on_shared_stores_starts(tmp_path: Path) -> None:
    s = settings(tmp_path, DISCREET_DEPLOYMENT="multi", **S3, **DB)
    assert s.deployment == "multi" and s.blob_backend == "s3"
