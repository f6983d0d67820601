"""Embeddings from an Azure OpenAI or Azure AI Foundry deployment.

The OpenAI-compatible embedder (`openai.OpenAIEmbedder`: batching, retries, dimension checks,
normalisation, the query cache) pointed at ``{endpoint}/openai/deployments/{deployment}/
embeddings`` with ``api-version`` and Azure's credentials. See `discreet.azure_openai`.
Vectors are stored under the model id ``azure:<deployment>``, so re-pointing a deployment at
another model means a new deployment name (or a re-index).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import httpx

from discreet.azure_openai import (
    DEFAULT_API_VERSION,
    AzureAuth,
    TokenCredential,
    api_version_params,
    deployment_url,
)
from discreet.knowledge.embedding.openai import KNOWN_DIMENSIONS, OpenAIEmbedder

__all__ = ["AzureOpenAIEmbedder"]


class AzureOpenAIEmbedder(OpenAIEmbedder):
    """An `Embedder` over one Azure embeddings deployment; give `api_key` or `credential`.

    `dimension` defaults from `model` (the model behind the deployment, e.g.
    ``text-embedding-3-small``) when given, else from one probe request.
    """

    def __init__(
        self,
        *,
        endpoint: str,
        deployment: str,
        api_version: str = DEFAULT_API_VERSION,
        api_key: str | None = None,
        credential: TokenCredential | None = None,
        model: str | None = None,
        dimension: int | None = None,
        timeout: float = 10.0,
        max_attempts: int = 4,
        backoff: float = 0.5,
        batch_size: int = 64,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        base = deployment_url(endpoint, deployment)
        super().__init__(
            base_url=base,
            model=deployment,
            dimension=dimension or (KNOWN_DIMENSIONS.get(model) if model else None),
            timeout=timeout,
            max_attempts=max_attempts,
            backoff=backoff,
            batch_size=batch_size,
            transport=transport,
            sleep=sleep,
            url=f"{base}/embeddings",
            params=api_version_params(api_version),
            auth=AzureAuth.key_or_credential(api_key, credential),
        )
        self._deployment = deployment

    @property
    def model_id(self) -> str:
        return f"azure:{self._deployment}"
