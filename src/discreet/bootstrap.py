"""The composition root: the only module that builds engines, clients and models and wires
adapters to ports. Nothing is built at import time; `Container.build()` does it once."""

from __future__ import annotations

import math
import os
import threading
from dataclasses import dataclass, field
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import SecretStr
from sqlalchemy import Engine

from discreet.config import Settings
from discreet.errors import InvalidInput
from discreet.keyring import FileKek, KekProvider, Keyring
from discreet.knowledge.blobs import BlobStore, LocalBlobStore
from discreet.knowledge.limits import OutputLimits
from discreet.knowledge.sandbox import ParseBounds
from discreet.knowledge.sealing import SealedBlobStore
from discreet.sessions.vaults import SessionVaults
from discreet.storage.engine import make_engine
from discreet.storage.schema import migrate
from discreet.tracing import install as install_tracing

if TYPE_CHECKING:
    from discreet.agent.backends.base import ChatBackend
    from discreet.agent.turn import TurnDeps
    from discreet.azure_openai import TokenCredential
    from discreet.knowledge.embedding.port import Embedder
    from discreet.memory.extractor import Extractor
    from discreet.redaction import Redactor
    from discreet.sessions import VaultStore
    from discreet.worker import Worker

__all__ = ["Capacity", "Container", "build_keyring", "output_limits"]


def build_keyring(settings: Settings) -> Keyring:
    """The key-encryption-key provider `DISCREET_KEK_PROVIDER` names, behind a `Keyring`."""
    s = settings
    provider: KekProvider
    if s.kek_provider == "aws-kms":
        from discreet.keyring.aws_kms import AwsKmsKek

        provider = AwsKmsKek(
            s.kek_aws_kms_key_id or "",
            region=s.kek_aws_region,
            endpoint_url=s.kek_aws_endpoint,
        )
    elif s.kek_provider == "azure-keyvault":
        from discreet.keyring.azure_keyvault import AzureKeyVaultKek

        provider = AzureKeyVaultKek(s.kek_azure_vault_url or "", s.kek_azure_key_name or "")
    elif s.kek is not None:
        previous = s.kek_previous.get_secret_value().split(",") if s.kek_previous else []
        provider = FileKek(env_key=s.kek.get_secret_value(), env_previous=previous)
    else:
        provider = FileKek(s.kek_path)
    return Keyring(provider, cache_s=s.kek_cache_s)


@dataclass(frozen=True)
class Capacity:
    """How much work the node takes at once, all derived from `DISCREET_CONCURRENCY`.

    - `requests`: API requests doing work at once (the admission slots). Each holds at most
      one pooled connection at a time, so the pool never has to serve more than this plus
      the worker and the probes.
    - `queue`, `queue_timeout_s`: requests beyond that wait, at most `queue` of them and at
      most `queue_timeout_s` each; past either bound they get 503 with ``Retry-After``.
    - `tenant_slots`: the most slots one tenant may hold (`DISCREET_TENANT_SHARE` of them;
      below a share of 1, always one fewer than all when there are two or more), so one
      tenant's burst leaves room for the others. A node that serves one tenant may set the
      share to 1.
    - `worker_threads`: the in-process worker's job threads (a quarter of `requests`).
    - `threads`: the server's thread pool for sync routes: the admitted requests plus
      room for the probes and /metrics, which are not admitted.
    - `pool_size`: the app engine's connections: `requests + 2 * worker_threads + 2` (a
      job thread's own, its lease heartbeat's, and the probes'), with no overflow; a
      checkout waits at most `pool_timeout_s`.
    """

    requests: int
    queue: int
    queue_timeout_s: float
    tenant_slots: int
    worker_threads: int
    threads: int
    pool_size: int
    pool_timeout_s: float

    @classmethod
    def from_settings(cls, settings: Settings) -> Capacity:
        requests = settings.concurrency or max(4, 2 * (os.cpu_count() or 1))
        tenant_slots = max(1, min(requests, math.ceil(requests * settings.tenant_share)))
        if settings.tenant_share < 1 and requests > 1:
            tenant_slots = min(tenant_slots, requests - 1)
        worker_threads = max(1, requests // 4)
        return cls(
            requests=requests,
            queue=settings.queue_depth,
            queue_timeout_s=settings.queue_timeout_s,
            tenant_slots=tenant_slots,
            worker_threads=worker_threads,
            threads=requests + 8,
            pool_size=requests + 2 * worker_threads + 2,
            pool_timeout_s=5.0,
        )


@dataclass
class Container:
    settings: Settings
    admin_engine: Engine
    engine: Engine
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _keyring: Keyring | None = field(default=None, repr=False)

    @property
    def keyring(self) -> Keyring:
        """Wraps every data key the stores keep (session vault keys, upload keys)."""
        with self._lock:
            if self._keyring is None:
                self._keyring = build_keyring(self.settings)
            return self._keyring

    @cached_property
    def capacity(self) -> Capacity:
        return Capacity.from_settings(self.settings)

    @classmethod
    def build(cls, settings: Settings | None = None, *, run_migrations: bool = True) -> Container:
        settings = settings or Settings()
        # First: a missing `otel` extra is reported before the database is started.
        install_tracing(settings.otel_exporter, endpoint=settings.otel_endpoint)
        settings.home.mkdir(parents=True, exist_ok=True)
        if settings.database_url is None:
            from discreet.storage.embedded import embedded_admin_url

            admin_url = embedded_admin_url(settings.pgdata_dir)
            app_url = admin_url
        else:
            app_url = settings.database_url.get_secret_value()
            admin_url = (
                settings.database_admin_url.get_secret_value()
                if settings.database_admin_url
                else app_url
            )
        admin_engine = make_engine(_driver(admin_url), app_role=False, pool_size=2, max_overflow=2)
        keyring = build_keyring(settings)
        if run_migrations:
            migrate(admin_engine, keyring=keyring)
        capacity = Capacity.from_settings(settings)
        engine = make_engine(
            _driver(app_url),
            app_role=True,
            pool_size=capacity.pool_size,
            timeout_s=capacity.pool_timeout_s,
            prepared_statements=settings.database_pooler != "transaction",
        )
        from discreet.services.webhooks import install as install_webhooks

        install_webhooks(engine, settings)  # change events on when DISCREET_WEBHOOK_URL is set
        return cls(settings=settings, admin_engine=admin_engine, engine=engine, _keyring=keyring)

    @cached_property
    def blobs(self) -> SealedBlobStore:
        """The upload store, sealing every upload under a data key the keyring wraps."""
        return SealedBlobStore(self._raw_blobs(), self.keyring)

    def _raw_blobs(self) -> BlobStore:
        s = self.settings
        if s.blob_backend == "s3":
            from discreet.knowledge.blobs import S3BlobStore

            endpoint, bucket, access_key, secret_key = _needed(
                "DISCREET_BLOB_BACKEND=s3",
                DISCREET_S3_ENDPOINT=s.s3_endpoint,
                DISCREET_S3_BUCKET=s.s3_bucket,
                DISCREET_S3_ACCESS_KEY=s.s3_access_key,
                DISCREET_S3_SECRET_KEY=s.s3_secret_key,
            )
            return S3BlobStore(
                endpoint=endpoint,
                bucket=bucket,
                access_key=access_key,
                secret_key=secret_key,
                region=s.s3_region,
            )
        if s.blob_backend == "azure":
            from discreet.knowledge.blobs import AzureBlobStore

            return AzureBlobStore(
                connection_string=(
                    s.azure_storage_connection_string.get_secret_value()
                    if s.azure_storage_connection_string
                    else None
                ),
                container=s.azure_storage_container,
            )
        return LocalBlobStore(Path(s.blob_dir))

    @cached_property
    def redactor(self) -> Redactor:
        from discreet.redaction import build_redactor

        return build_redactor(use_ner=self.settings.redaction_use_ner)

    @cached_property
    def embedder(self) -> Embedder:
        s = self.settings
        if s.embedding_backend == "openai":
            from discreet.knowledge.embedding.openai import OpenAIEmbedder

            base_url, model = _needed(
                "DISCREET_EMBEDDING_BACKEND=openai",
                DISCREET_EMBEDDING_BASE_URL=s.embedding_base_url,
                DISCREET_EMBEDDING_MODEL=s.embedding_model,
            )
            return OpenAIEmbedder(
                base_url=base_url,
                model=model,
                api_key=s.embedding_api_key.get_secret_value() if s.embedding_api_key else None,
            )
        if s.embedding_backend == "azure":
            from discreet.knowledge.embedding.azure import AzureOpenAIEmbedder

            endpoint, deployment = _needed(
                "DISCREET_EMBEDDING_BACKEND=azure",
                DISCREET_AZURE_OPENAI_ENDPOINT=s.azure_openai_endpoint,
                DISCREET_AZURE_OPENAI_EMBEDDING_DEPLOYMENT=s.azure_openai_embedding_deployment,
            )
            key = s.embedding_api_key or s.llm_api_key
            return AzureOpenAIEmbedder(
                endpoint=endpoint,
                deployment=deployment,
                api_version=s.azure_openai_api_version,
                api_key=key.get_secret_value() if key else None,
                credential=None if key else _entra_credential(),
                model=s.embedding_model,
            )
        from discreet.knowledge.embedding.minilm import MiniLMEmbedder

        return MiniLMEmbedder()

    @cached_property
    def backend(self) -> ChatBackend:
        s = self.settings
        if s.llm_backend == "openai":
            from discreet.agent.backends.openai_compat import OpenAIChatBackend

            base_url, model = _needed(
                "DISCREET_LLM_BACKEND=openai",
                DISCREET_LLM_BASE_URL=s.llm_base_url,
                DISCREET_LLM_MODEL=s.llm_model,
            )
            return OpenAIChatBackend(
                base_url=base_url,
                model=model,
                api_key=s.llm_api_key,
                timeout_s=s.llm_timeout_s,
            )
        if s.llm_backend == "azure":
            from discreet.agent.backends.azure_openai import AzureOpenAIChatBackend

            endpoint, deployment = _needed(
                "DISCREET_LLM_BACKEND=azure",
                DISCREET_AZURE_OPENAI_ENDPOINT=s.azure_openai_endpoint,
                DISCREET_AZURE_OPENAI_DEPLOYMENT=s.azure_openai_deployment,
            )
            return AzureOpenAIChatBackend(
                endpoint=endpoint,
                deployment=deployment,
                api_version=s.azure_openai_api_version,
                api_key=s.llm_api_key,
                credential=None if s.llm_api_key else _entra_credential(),
                timeout_s=s.llm_timeout_s,
            )
        from discreet.agent.backends.extractive import ExtractiveBackend

        return ExtractiveBackend()

    @cached_property
    def memory_extractor(self) -> Extractor:
        s = self.settings
        choice = s.memory_extractor or ("llm" if self.backend.reads_context else "rules")
        if choice == "rules":
            from discreet.memory.extractor import RuleExtractor

            return RuleExtractor()
        if not self.backend.reads_context:
            raise InvalidInput(
                "DISCREET_MEMORY_EXTRACTOR=llm needs DISCREET_LLM_BACKEND=openai or azure"
            )
        from discreet.memory.llm_extractor import LLMExtractor
        from discreet.services.memory import backend_completer

        return LLMExtractor(completer=backend_completer(self.backend), redactor=self.redactor)

    @cached_property
    def vaults(self) -> VaultStore:
        if self.settings.redis_url is not None:
            import redis

            from discreet.sessions.redis_store import RedisVaultStore

            client = redis.Redis.from_url(self.settings.redis_url.get_secret_value())
            return RedisVaultStore(client)
        from discreet.sessions.pg_store import PostgresVaultStore

        return PostgresVaultStore(self.engine)

    @cached_property
    def turn_deps(self) -> TurnDeps:
        from discreet.agent.tools import default_tools
        from discreet.agent.turn import TurnDeps
        from discreet.services.memory import capture_turn, memory_reply_note, recall_facts

        extractor = self.memory_extractor
        return TurnDeps(
            engine=self.engine,
            redactor=self.redactor,
            embedder=self.embedder,
            backend=self.backend,
            vaults=self.vaults,
            keyring=self.keyring,
            session_ttl_s=self.settings.session_idle_ttl_s,
            window_turns=self.settings.session_window_turns,
            recall=recall_facts,
            capture=partial(capture_turn, extractor=extractor),
            # The extractive backend does not read facts; an LLM backend gets them in the prompt.
            memory_note=None if self.backend.reads_context else memory_reply_note,
            tools=default_tools(),
        )

    @property
    def session_vaults(self) -> SessionVaults:
        """Sessions' pseudonym vaults: the vault store, their keys wrapped by the keyring."""
        return SessionVaults(self.vaults, self.keyring, self.settings.session_idle_ttl_s)

    @property
    def output_limits(self) -> OutputLimits:
        """What one document may expand to while the worker indexes it (the settings)."""
        return output_limits(self.settings)

    def worker(self, *, name: str | None = None) -> Worker:
        """A worker running `capacity.worker_threads` jobs at once (when run in a loop)."""
        from discreet.services.jobs import WorkerDeps, build_worker

        deps = WorkerDeps(
            engine=self.engine,
            blobs=self.blobs,
            embedder=self.embedder,
            redactor=self.redactor,
            vaults=self.vaults,
            lease_s=self.settings.job_lease_s,
            reconcile_interval_s=self.settings.reconcile_interval_s,
            processing_deadline_s=self.settings.processing_deadline_s,
            limits=self.output_limits,
            parse_bounds=ParseBounds(
                timeout_s=self.settings.job_timeout_s, memory_mb=self.settings.job_memory_mb
            ),
        )
        worker = build_worker(deps, name=name)
        worker.concurrency = self.capacity.worker_threads
        return worker

    def close(self) -> None:
        self.engine.dispose()
        self.admin_engine.dispose()


def output_limits(settings: Settings) -> OutputLimits:
    """The ingestion limits the settings name (`DISCREET_MAX_PDF_PAGES` and the others)."""
    return OutputLimits(
        docx_unzipped_bytes=settings.max_docx_unzipped_bytes,
        docx_compression_ratio=settings.max_docx_compression_ratio,
        pdf_pages=settings.max_pdf_pages,
        text_chars=settings.max_text_chars,
        chunks_per_document=settings.max_chunks_per_document,
    )


def _needed(choice: str, **settings: str | SecretStr | None) -> list[str]:
    """The values of the settings a backend `choice` needs, in the order named (secrets
    revealed); when any is unset, InvalidInput naming all of them."""
    values = [v.get_secret_value() if isinstance(v, SecretStr) else v for v in settings.values()]
    present = [v for v in values if v]
    if len(present) < len(values):
        *first, last = settings
        listed = f"{', '.join(first)} and {last}" if first else last
        raise InvalidInput(f"{choice} needs {listed}")
    return present


def _entra_credential() -> TokenCredential:
    """Entra ID for Azure OpenAI when no API key is set: azure-identity's default chain
    (environment, workload identity, managed identity, Azure CLI), from the ``azure`` extra."""
    try:
        from azure.identity import DefaultAzureCredential
    except ImportError as exc:
        raise InvalidInput(
            "Azure OpenAI without DISCREET_LLM_API_KEY uses an Entra ID token, which needs "
            "azure-identity: pip install 'discreet[azure]' (or set the API key)"
        ) from exc
    return DefaultAzureCredential()


def _driver(url: str) -> str:
    """Use psycopg 3 whatever the URL's scheme says."""
    for prefix in ("postgresql+psycopg2://", "postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url
