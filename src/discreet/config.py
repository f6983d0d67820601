"""Settings, read once in bootstrap from the environment, a `.env` file and a TOML file.

Precedence, highest first: values passed to `Settings(...)`, environment variables, `.env`,
the config file, file secrets, the defaults. The config file is ``$DISCREET_CONFIG`` when
set (it must exist), else ``discreet.toml`` in the home directory when present; it uses
the same keys as the environment, at the top level::

    DISCREET_LLM_BACKEND = "openai"
    DISCREET_LLM_BASE_URL = "http://127.0.0.1:8080/v1"
    DISCREET_LLM_TIMEOUT_S = 20
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import (
    BaseSettings,
    InitSettingsSource,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from discreet.errors import InvalidInput

AZURE_OPENAI_API_VERSION = "2024-10-21"
"""The Azure OpenAI data-plane version used unless DISCREET_AZURE_OPENAI_API_VERSION names
another (the current GA one)."""

__all__ = ["CONFIG_FILE_NAME", "Settings", "config_file_path"]

CONFIG_FILE_NAME = "discreet.toml"
_OIDC_ALGORITHMS = frozenset(
    {"RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"}
)
"""The signature algorithms DISCREET_OIDC_ALGORITHMS may name: asymmetric ones only, so a
token can never be checked against a public key as a shared secret."""
DEFAULT_HOME = Path(".discreet")


def config_file_path(
    init_kwargs: dict[str, object] | None = None, environ: dict[str, str] | None = None
) -> Path | None:
    """The config file to read: ``DISCREET_CONFIG``, else ``<home>/discreet.toml`` if present.

    `init_kwargs` (values passed to `Settings`) win over `environ` for both keys.
    """
    init_kwargs = init_kwargs or {}
    env = os.environ if environ is None else environ
    explicit = init_kwargs.get("DISCREET_CONFIG") or env.get("DISCREET_CONFIG")
    if explicit:
        path = Path(str(explicit)).expanduser()
        if not path.is_file():
            raise InvalidInput(f"DISCREET_CONFIG names {path}, which is not a readable file")
        return path
    home = init_kwargs.get("DISCREET_HOME") or env.get("DISCREET_HOME") or DEFAULT_HOME
    candidate = Path(str(home)).expanduser() / CONFIG_FILE_NAME
    return candidate if candidate.is_file() else None


class Settings(BaseSettings):
    """Everything an operator can set. Unset `DATABASE_URL` means the embedded PostgreSQL."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore", env_prefix="")

    config_file: Path | None = Field(None, alias="DISCREET_CONFIG")
    environment: Literal["development", "production", "test"] = Field(
        "development", alias="DISCREET_ENV"
    )
    home: Path = Field(DEFAULT_HOME, alias="DISCREET_HOME")
    database_url: SecretStr | None = Field(None, alias="DATABASE_URL")
    database_admin_url: SecretStr | None = Field(None, alias="DATABASE_ADMIN_URL")
    # "transaction": DATABASE_URL goes through a transaction pooler (PgBouncer,
    # pool_mode = transaction), so no statement is prepared by name on a server connection.
    # DATABASE_ADMIN_URL (migrations take a session lock) must reach PostgreSQL directly.
    database_pooler: Literal["none", "transaction"] = Field(
        "none", alias="DISCREET_DATABASE_POOLER"
    )
    redis_url: SecretStr | None = Field(None, alias="REDIS_URL")

    host: str = Field("127.0.0.1", alias="DISCREET_HOST")
    port: int = Field(8000, alias="DISCREET_PORT", ge=1, le=65535)

    session_idle_ttl_s: int = Field(1800, alias="DISCREET_SESSION_TTL_S", ge=10)
    session_window_turns: int = Field(12, alias="DISCREET_SESSION_WINDOW", ge=1, le=200)

    llm_backend: Literal["extractive", "openai", "azure"] = Field(
        "extractive", alias="DISCREET_LLM_BACKEND"
    )
    llm_base_url: str | None = Field(None, alias="DISCREET_LLM_BASE_URL")
    llm_model: str | None = Field(None, alias="DISCREET_LLM_MODEL")
    llm_api_key: SecretStr | None = Field(None, alias="DISCREET_LLM_API_KEY")
    llm_timeout_s: float = Field(30.0, alias="DISCREET_LLM_TIMEOUT_S", gt=0)
    # Unset: the LLM extractor when an LLM backend is configured, else the rule-based one.
    memory_extractor: Literal["rules", "llm"] | None = Field(
        None, alias="DISCREET_MEMORY_EXTRACTOR"
    )

    embedding_backend: Literal["minilm", "openai", "azure"] = Field(
        "minilm", alias="DISCREET_EMBEDDING_BACKEND"
    )
    embedding_base_url: str | None = Field(None, alias="DISCREET_EMBEDDING_BASE_URL")
    embedding_model: str | None = Field(None, alias="DISCREET_EMBEDDING_MODEL")
    embedding_api_key: SecretStr | None = Field(None, alias="DISCREET_EMBEDDING_API_KEY")

    redaction_use_ner: bool = Field(True, alias="DISCREET_REDACTION_NER")
    worker_poll_s: float = Field(0.5, alias="DISCREET_WORKER_POLL_S", gt=0)
    # A standalone `discreet worker` serves /metrics on DISCREET_HOST at this port (unset: none).
    worker_metrics_port: int | None = Field(
        None, alias="DISCREET_WORKER_METRICS_PORT", ge=1, le=65535
    )
    job_lease_s: int = Field(60, alias="DISCREET_JOB_LEASE_S", ge=1)
    reconcile_interval_s: float = Field(60.0, alias="DISCREET_RECONCILE_INTERVAL_S", gt=0)
    processing_deadline_s: float = Field(900.0, alias="DISCREET_PROCESSING_DEADLINE_S", gt=0)

    # Load: one number sizes the node (see `bootstrap.Capacity`): requests doing work at
    # once, and from it the server's threads, the database pool and the worker's threads.
    # Unset: twice the CPU count, at least 4.
    concurrency: int | None = Field(None, alias="DISCREET_CONCURRENCY", ge=1, le=1024)
    queue_depth: int = Field(256, alias="DISCREET_QUEUE_DEPTH", ge=0, le=100_000)
    queue_timeout_s: float = Field(10.0, alias="DISCREET_QUEUE_TIMEOUT_S", gt=0, le=300)
    tenant_share: float = Field(0.75, alias="DISCREET_TENANT_SHARE", gt=0, le=1)

    blob_backend: Literal["local", "s3", "azure"] = Field("local", alias="DISCREET_BLOB_BACKEND")
    # "multi": one of several API nodes or workers sharing one database. Such a node refuses
    # to start on what only one machine can see (a local blob directory, the embedded
    # PostgreSQL), instead of losing uploads another node wrote.
    deployment: Literal["single", "multi"] = Field("single", alias="DISCREET_DEPLOYMENT")
    s3_endpoint: str | None = Field(None, alias="DISCREET_S3_ENDPOINT")
    s3_bucket: str | None = Field(None, alias="DISCREET_S3_BUCKET")
    s3_region: str = Field("us-east-1", alias="DISCREET_S3_REGION")
    s3_access_key: SecretStr | None = Field(None, alias="DISCREET_S3_ACCESS_KEY")
    s3_secret_key: SecretStr | None = Field(None, alias="DISCREET_S3_SECRET_KEY")
    # Azure: DISCREET_LLM_BACKEND=azure / DISCREET_EMBEDDING_BACKEND=azure talk to Azure
    # OpenAI or Foundry deployments (chat: DISCREET_LLM_API_KEY; embeddings:
    # DISCREET_EMBEDDING_API_KEY, else the chat key; no key: an Entra ID token from
    # azure-identity). DISCREET_BLOB_BACKEND=azure keeps original uploads in Blob Storage.
    azure_openai_endpoint: str | None = Field(None, alias="DISCREET_AZURE_OPENAI_ENDPOINT")
    azure_openai_deployment: str | None = Field(None, alias="DISCREET_AZURE_OPENAI_DEPLOYMENT")
    azure_openai_api_version: str = Field(
        AZURE_OPENAI_API_VERSION, alias="DISCREET_AZURE_OPENAI_API_VERSION", min_length=1
    )
    azure_openai_embedding_deployment: str | None = Field(
        None, alias="DISCREET_AZURE_OPENAI_EMBEDDING_DEPLOYMENT"
    )
    azure_storage_connection_string: SecretStr | None = Field(
        None, alias="DISCREET_AZURE_STORAGE_CONNECTION_STRING"
    )
    azure_storage_container: str = Field(  # Azure's rule: 3-63 of a-z, 0-9, inner "-"
        "discreet-uploads",
        alias="DISCREET_AZURE_STORAGE_CONTAINER",
        pattern=r"^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$",
    )
    log_level: str = Field("INFO", alias="DISCREET_LOG_LEVEL")
    # Tracing (`discreet.tracing`): spans of ids, counts, enums and durations, exported over
    # OTLP/HTTP to DISCREET_OTEL_ENDPOINT (unset: the exporter's default or the standard
    # OTEL_EXPORTER_OTLP_* variables) or printed; "off" loads no SDK. Needs the `otel` extra.
    otel_exporter: Literal["off", "otlp", "console"] = Field("off", alias="DISCREET_OTEL_EXPORTER")
    otel_endpoint: str | None = Field(None, alias="DISCREET_OTEL_ENDPOINT")

    # The API's door (README, "At the door"): request bodies past these sizes are refused with
    # 413 while they are read; /metrics and the API docs are "open", behind the operators'
    # token ("token") or "off".
    max_json_bytes: int = Field(1024 * 1024, alias="DISCREET_MAX_JSON_BYTES", ge=1024)
    max_upload_bytes: int = Field(21 * 1024 * 1024, alias="DISCREET_MAX_UPLOAD_BYTES", ge=1024)
    # Ingestion limits (README, "Ingestion limits"): what one document may expand to while
    # the worker parses and chunks it; past one, its version fails with the limit's reason,
    # at once (no retry). The defaults are `knowledge.limits`'s constants.
    max_docx_unzipped_bytes: int = Field(
        64 * 1024 * 1024, alias="DISCREET_MAX_DOCX_UNZIPPED_BYTES", ge=1024
    )
    max_docx_compression_ratio: int = Field(100, alias="DISCREET_MAX_DOCX_COMPRESSION_RATIO", ge=2)
    max_pdf_pages: int = Field(2_000, alias="DISCREET_MAX_PDF_PAGES", ge=1)
    max_text_chars: int = Field(4_000_000, alias="DISCREET_MAX_TEXT_CHARS", ge=1)
    max_chunks_per_document: int = Field(4_000, alias="DISCREET_MAX_CHUNKS_PER_DOCUMENT", ge=1)
    # The parse step of an indexing job runs in a child process within this wall time and
    # address space (MB, the interpreter's own included); past either it fails at once
    # with `timed_out` or `out_of_memory`.
    job_timeout_s: float = Field(300.0, alias="DISCREET_JOB_TIMEOUT_S", gt=0, le=86_400)
    job_memory_mb: int = Field(2048, alias="DISCREET_JOB_MEMORY_MB", ge=32)
    metrics_access: Literal["open", "token", "off"] = Field("open", alias="DISCREET_METRICS")
    docs_access: Literal["open", "token", "off"] = Field("open", alias="DISCREET_API_DOCS")
    ops_token: SecretStr | None = Field(None, alias="DISCREET_OPS_TOKEN")
    # Requests a second and the burst, per API key and per tenant (a rate of 0: no limit);
    # shared by every node through Redis when REDIS_URL is set, else per node.
    rate_key_per_s: float = Field(50.0, alias="DISCREET_RATE_KEY_PER_S", ge=0)
    rate_key_burst: int = Field(150, alias="DISCREET_RATE_KEY_BURST", ge=1)
    rate_tenant_per_s: float = Field(200.0, alias="DISCREET_RATE_TENANT_PER_S", ge=0)
    rate_tenant_burst: int = Field(600, alias="DISCREET_RATE_TENANT_BURST", ge=1)

    # Keys: every data key (session vaults, sealed uploads) is stored wrapped by a
    # key-encryption key kept outside the database (`discreet.keyring`). `file`: a key file
    # (DISCREET_KEK_FILE, default <home>/kek.json, made 0600 on first use) or DISCREET_KEK.
    kek_provider: Literal["file", "aws-kms", "azure-keyvault"] = Field(
        "file", alias="DISCREET_KEK_PROVIDER"
    )
    kek_file: Path | None = Field(None, alias="DISCREET_KEK_FILE")
    kek: SecretStr | None = Field(None, alias="DISCREET_KEK")
    kek_previous: SecretStr | None = Field(None, alias="DISCREET_KEK_PREVIOUS")
    kek_aws_kms_key_id: str | None = Field(None, alias="DISCREET_KEK_AWS_KMS_KEY_ID")
    kek_aws_region: str | None = Field(None, alias="DISCREET_KEK_AWS_REGION")
    kek_aws_endpoint: str | None = Field(None, alias="DISCREET_KEK_AWS_ENDPOINT")
    kek_azure_vault_url: str | None = Field(None, alias="DISCREET_KEK_AZURE_VAULT_URL")
    kek_azure_key_name: str | None = Field(None, alias="DISCREET_KEK_AZURE_KEY_NAME")
    kek_cache_s: float = Field(300.0, alias="DISCREET_KEK_CACHE_S", ge=0, le=86400)

    # Signed change events (`discreet.services.webhooks`): POSTed to DISCREET_WEBHOOK_URL
    # (unset: off), signed with DISCREET_WEBHOOK_SECRET (required with the URL).
    webhook_url: str | None = Field(None, alias="DISCREET_WEBHOOK_URL")
    webhook_secret: SecretStr | None = Field(None, alias="DISCREET_WEBHOOK_SECRET")
    webhook_timeout_s: float = Field(5.0, alias="DISCREET_WEBHOOK_TIMEOUT_S", gt=0, le=60)

    # Identity from the team's provider (`discreet.tenancy.oidc`): bearer JWTs signed by a
    # key of DISCREET_OIDC_JWKS_URL, for DISCREET_OIDC_AUDIENCE, from DISCREET_OIDC_ISSUER
    # (unset: off), accepted beside API keys. The claims named below carry the tenant id, the
    # role names and, for the customer role, the customer's external id or id. Needs the
    # `oidc` extra (PyJWT with its crypto extra).
    oidc_issuer: str | None = Field(None, alias="DISCREET_OIDC_ISSUER")
    oidc_audience: str | None = Field(None, alias="DISCREET_OIDC_AUDIENCE")
    oidc_jwks_url: str | None = Field(None, alias="DISCREET_OIDC_JWKS_URL")
    oidc_tenant_claim: str = Field(
        "discreet_tenant", alias="DISCREET_OIDC_TENANT_CLAIM", min_length=1
    )
    oidc_roles_claim: str = Field("discreet_roles", alias="DISCREET_OIDC_ROLES_CLAIM", min_length=1)
    oidc_customer_claim: str = Field(
        "discreet_customer", alias="DISCREET_OIDC_CUSTOMER_CLAIM", min_length=1
    )
    oidc_algorithms: str = Field("RS256,ES256", alias="DISCREET_OIDC_ALGORITHMS")
    oidc_jwks_cache_s: float = Field(300.0, alias="DISCREET_OIDC_JWKS_CACHE_S", ge=0, le=86400)
    oidc_leeway_s: float = Field(30.0, alias="DISCREET_OIDC_LEEWAY_S", ge=0, le=300)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        init_kwargs = (
            init_settings.init_kwargs if isinstance(init_settings, InitSettingsSource) else {}
        )
        path = config_file_path(dict(init_kwargs))
        sources: list[PydanticBaseSettingsSource] = [init_settings, env_settings, dotenv_settings]
        if path is not None:
            sources.append(TomlConfigSettingsSource(settings_cls, toml_file=path))
        sources.append(file_secret_settings)
        return tuple(sources)

    @field_validator(
        "database_url",
        "database_admin_url",
        "redis_url",
        "memory_extractor",
        "concurrency",
        "otel_endpoint",
        "webhook_url",
        "webhook_secret",
        "oidc_issuer",
        "oidc_audience",
        "oidc_jwks_url",
        mode="before",
    )
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("llm_base_url", "embedding_base_url", "s3_endpoint")
    @classmethod
    def _strip_slash(cls, value: str | None) -> str | None:
        return value.rstrip("/") if value else value

    @field_validator("webhook_url")
    @classmethod
    def _webhook_url(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("http://", "https://")):
            raise ValueError("DISCREET_WEBHOOK_URL must be an http:// or https:// URL")
        return value

    @model_validator(mode="after")
    def _shared_stores_when_multi_node(self) -> Settings:
        if self.deployment != "multi":
            return self
        if self.blob_backend == "local":
            raise ValueError(
                "DISCREET_DEPLOYMENT=multi needs a blob store every node shares: set "
                "DISCREET_BLOB_BACKEND=s3 (or azure); a local directory is one machine's"
            )
        if self.database_url is None:
            raise ValueError(
                "DISCREET_DEPLOYMENT=multi needs DATABASE_URL: the embedded PostgreSQL "
                "is private to one machine"
            )
        return self

    @model_validator(mode="after")
    def _webhook_secret_with_url(self) -> Settings:
        if self.webhook_url is not None and self.webhook_secret is None:
            raise ValueError(
                "DISCREET_WEBHOOK_SECRET is required when DISCREET_WEBHOOK_URL is set "
                "(the receiver checks each event's signature with it)"
            )
        return self

    @model_validator(mode="after")
    def _oidc_complete(self) -> Settings:
        if self.oidc_issuer is None:
            return self
        missing = [
            name
            for name, value in (
                ("DISCREET_OIDC_AUDIENCE", self.oidc_audience),
                ("DISCREET_OIDC_JWKS_URL", self.oidc_jwks_url),
            )
            if value is None
        ]
        if missing:
            raise ValueError(f"DISCREET_OIDC_ISSUER is set: {' and '.join(missing)} must be too")
        if not str(self.oidc_jwks_url).startswith(("http://", "https://")):
            raise ValueError("DISCREET_OIDC_JWKS_URL must be an http:// or https:// URL")
        unknown = sorted(set(self.oidc_algorithm_list) - _OIDC_ALGORITHMS)
        if unknown or not self.oidc_algorithm_list:
            raise ValueError(
                "DISCREET_OIDC_ALGORITHMS takes a comma-separated list of "
                f"{', '.join(sorted(_OIDC_ALGORITHMS))} (asymmetric only)"
            )
        if importlib.util.find_spec("jwt") is None:
            raise ValueError(
                "DISCREET_OIDC_ISSUER is set but PyJWT is not installed: "
                "pip install 'discreet[oidc]' (PyJWT with its crypto extra)"
            )
        return self

    @property
    def oidc_algorithm_list(self) -> tuple[str, ...]:
        """DISCREET_OIDC_ALGORITHMS as a tuple of names."""
        return tuple(a.strip() for a in self.oidc_algorithms.split(",") if a.strip())

    @property
    def blob_dir(self) -> Path:
        return self.home / "blobs"

    @property
    def pgdata_dir(self) -> Path:
        return self.home / "pgdata"

    @property
    def kek_path(self) -> Path:
        return self.kek_file or self.home / "kek.json"
