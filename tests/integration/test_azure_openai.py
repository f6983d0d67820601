"""Azure OpenAI / Foundry chat and embeddings over real HTTP, against a local server that
speaks Azure's protocol and refuses what Azure refuses (tests/support/azure_openai_server.py).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from discreet.agent.backends import OpenAIChatBackend, consume_stream
from discreet.agent.backends.azure_openai import AzureOpenAIChatBackend
from discreet.agent.model import PolicyPassage, Prompt
from discreet.agent.prompt import assemble_prompt
from discreet.azure_openai import AzureAuth, deployment_url
from discreet.bootstrap import Container
from discreet.config import Settings
from discreet.errors import InvalidInput, Unavailable
from discreet.knowledge.embedding.azure import AzureOpenAIEmbedder
from discreet.redaction.text import _mint
from tests.support.azure_openai_server import AzureOpenAIServer
from tests.support.openai_server import BreakStream, Fail, Hang, Reply

PASSAGE = PolicyPassage(
    "ret1",
    "returns",
    3,
    "Returns",
    "shared",
    _mint("You can return most items within 30 days."),
    0.9,
)
PROMPT: Prompt = assemble_prompt(
    message=_mint("How long do I have to return my order [ORDER_1]?"),
    window=[],
    passages=[PASSAGE],
    facts=[],
)
CHAT_PATH = "/openai/deployments/gpt-4o-test/chat/completions?api-version=2024-10-21"


@pytest.fixture(scope="module")
def _server() -> Iterator[AzureOpenAIServer]:
    with AzureOpenAIServer(entra_token="entra-token-1") as running:
        yield running


@pytest.fixture
def azure(_server: AzureOpenAIServer) -> Iterator[AzureOpenAIServer]:
    yield _server
    _server.received.clear()
    _server.requests.clear()
    _server._script.clear()


def chat(azure: AzureOpenAIServer, **overrides: object) -> AzureOpenAIChatBackend:
    args: dict[str, object] = {
        "endpoint": azure.endpoint,
        "deployment": azure.deployment,
        "api_key": azure.api_key,
        "timeout_s": 1.0,
        "max_retries": 2,
        "backoff_s": 0.01,
    }
    args.update(overrides)
    return AzureOpenAIChatBackend(**args)  # type: ignore[arg-type]


def embedder(azure: AzureOpenAIServer, **overrides: object) -> AzureOpenAIEmbedder:
    args: dict[str, object] = {
        "endpoint": azure.endpoint,
        "deployment": azure.embedding_deployment,
        "api_key": azure.api_key,
        "backoff": 0.01,
        "max_attempts": 2,
    }
    args.update(overrides)
    return AzureOpenAIEmbedder(**args)  # type: ignore[arg-type]


@dataclass
class Token:
    token: str
    expires_on: int


class FakeCredential:
    """Azure's `get_token` protocol; hands out numbered tokens and counts the calls."""

    def __init__(self, lifetime_s: int = 3600, fail: bool = False) -> None:
        self.calls: list[tuple[str, ...]] = []
        self.lifetime_s = lifetime_s
        self.fail = fail

    def get_token(self, *scopes: str) -> Token:
        self.calls.append(scopes)
        if self.fail:
            raise RuntimeError("no managed identity endpoint here")
        return Token(f"entra-token-{len(self.calls)}", int(time.time()) + self.lifetime_s)


# --- chat ---------------------------------------------------------------------------------


def test_generate_uses_the_deployment_url_api_version_and_api_key(
    azure: AzureOpenAIServer,
) -> None:
    azure.script(Reply("You have 30 days [ret1]."))
    gen = chat(azure).generate(PROMPT)
    assert gen.error is None, gen.error
    assert gen.text == "You have 30 days [ret1]."
    assert gen.backend == "azure"
    assert gen.cited_chunk_ids == ("ret1",)
    (sent,) = azure.received
    assert sent.path == CHAT_PATH and sent.status == 200
    assert sent.headers["api-key"] == azure.api_key
    assert "authorization" not in sent.headers
    assert sent.body["messages"][-1] == {"role": "user", "content": PROMPT.user_message}
    assert sent.body["temperature"] == 0


def test_stream_yields_the_deltas_and_returns_the_generation(azure: AzureOpenAIServer) -> None:
    azure.script(Reply("Returns are accepted within 30 days.", chunk_chars=4))
    deltas: list[str] = []
    gen = consume_stream(chat(azure).stream(PROMPT), deltas.append)
    assert gen.error is None
    assert len(deltas) > 3 and "".join(deltas) == gen.text
    assert azure.received[0].path == CHAT_PATH
    assert azure.received[0].body["stream"] is True


def test_a_wrong_key_is_refused_and_handed_off_without_retrying(
    azure: AzureOpenAIServer,
) -> None:
    gen = chat(azure, api_key="not-the-key").generate(PROMPT)
    assert gen.text == "" and gen.error == "backend_rejected"
    assert [(r.status, r.code) for r in azure.received] == [(401, "401")]


def test_the_openai_bearer_header_is_refused_as_azure_refuses_it(
    azure: AzureOpenAIServer,
) -> None:
    """An OpenAI client pointed at the deployment URL sends the key as a bearer token, and
    no api-version: Azure answers 401 (and 404 once the key is right)."""
    base = deployment_url(azure.endpoint, azure.deployment)
    plain = OpenAIChatBackend(base, azure.deployment, api_key=azure.api_key, max_retries=0)
    assert plain.generate(PROMPT).error == "backend_rejected"
    assert azure.received[-1].status == 401
    keyed = OpenAIChatBackend(base, azure.deployment, max_retries=0, auth=AzureAuth(api_key="x"))
    assert keyed.generate(PROMPT).error == "backend_rejected"
    right_key = OpenAIChatBackend(
        base, azure.deployment, max_retries=0, auth=AzureAuth(api_key=azure.api_key)
    )
    assert right_key.generate(PROMPT).error == "backend_rejected"
    assert [(r.status, r.code) for r in azure.received] == [
        (401, "401"),
        (401, "401"),
        (404, "404"),  # no api-version: "Resource not found"
    ]


def test_an_unserved_api_version_and_an_unknown_deployment_are_refused(
    azure: AzureOpenAIServer,
) -> None:
    assert chat(azure, api_version="2019-01-01").generate(PROMPT).error == "backend_rejected"
    assert chat(azure, deployment="nope").generate(PROMPT).error == "backend_rejected"
    assert [(r.status, r.code) for r in azure.received] == [
        (400, "BadRequest"),
        (404, "DeploymentNotFound"),
    ]


def test_throttling_is_retried_with_retry_after(azure: AzureOpenAIServer) -> None:
    slept: list[float] = []
    azure.script(Fail(429, retry_after=0.2), Fail(503), Reply("Thirty days."))
    gen = chat(azure, sleep=slept.append).generate(PROMPT)
    assert gen.error is None and gen.text == "Thirty days."
    assert len(azure.received) == 3
    assert slept[0] >= 0.2


def test_faults_end_in_a_handoff_never_an_exception(azure: AzureOpenAIServer) -> None:
    azure.script(Fail(500), Fail(500), Fail(500))
    assert chat(azure).generate(PROMPT).error == "backend_error"
    azure.script(Hang(1.6))
    assert chat(azure, max_retries=0).generate(PROMPT).error == "timeout"
    azure.script(BreakStream("Returns are accepted"))
    gen = consume_stream(chat(azure).stream(PROMPT), lambda _delta: None)
    assert gen.error == "stream_interrupted"


def test_entra_token_is_sent_as_bearer_and_reused_until_it_nears_expiry(
    azure: AzureOpenAIServer,
) -> None:
    credential = FakeCredential()
    backend = chat(azure, api_key=None, credential=credential)
    assert backend.generate(PROMPT).error is None
    assert backend.generate(PROMPT).error is None
    assert credential.calls == [("https://cognitiveservices.azure.com/.default",)]
    assert all(r.headers["authorization"] == "Bearer entra-token-1" for r in azure.received)
    assert all("api-key" not in r.headers for r in azure.received)
    # A token within five minutes of expiry is replaced before use.
    short = FakeCredential(lifetime_s=60)
    refreshing = chat(azure, api_key=None, credential=short)
    refreshing.generate(PROMPT)
    refreshing.generate(PROMPT)
    assert len(short.calls) == 2


def test_a_failing_entra_credential_is_a_handoff(azure: AzureOpenAIServer) -> None:
    gen = chat(azure, api_key=None, credential=FakeCredential(fail=True)).generate(PROMPT)
    assert gen.error == "backend_unreachable"
    assert azure.received == []


def test_repr_never_shows_the_key(azure: AzureOpenAIServer) -> None:
    backend = chat(azure)
    assert azure.api_key not in repr(backend) and "[secure]" in repr(backend)
    with pytest.raises(ValueError, match="either an API key or an Entra credential"):
        chat(azure, api_key=None)


# --- embeddings ---------------------------------------------------------------------------


def test_embeddings_from_the_deployment(azure: AzureOpenAIServer) -> None:
    with embedder(azure) as emb:
        vectors = emb.embed([_mint("returns within 30 days"), _mint("refund to the card")])
        assert emb.dimension == azure.dimension
        assert emb.model_id == "azure:embed-test"
        query = emb.embed_query(_mint("returns within 30 days"))
    assert len(vectors) == 2 and all(len(v) == azure.dimension for v in vectors)
    assert query == pytest.approx(vectors[0])
    sent = azure.received[0]
    assert sent.path == "/openai/deployments/embed-test/embeddings?api-version=2024-10-21"
    assert sent.headers["api-key"] == azure.api_key
    assert sent.body["input"] == ["returns within 30 days", "refund to the card"]


def test_embeddings_refusals_are_clear_and_quote_no_text(azure: AzureOpenAIServer) -> None:
    with (
        embedder(azure, api_key="wrong") as emb,
        pytest.raises(Unavailable, match="HTTP 401; check the API key") as caught,
    ):
        emb.embed([_mint("secret words")])
    assert "secret words" not in str(caught.value)
    with (
        embedder(azure, api_version="2019-01-01") as emb,
        pytest.raises(Unavailable, match="HTTP 400"),
    ):
        emb.embed([_mint("x")])
    with embedder(azure, credential=FakeCredential(), api_key=None) as emb:
        assert len(emb.embed([_mint("hello")])[0]) == azure.dimension  # entra-token-1


def test_embeddings_refuse_unredacted_text(azure: AzureOpenAIServer) -> None:
    with embedder(azure) as emb, pytest.raises(TypeError):
        emb.embed(["raw text"])  # type: ignore[list-item]
    assert azure.received == []


# --- configuration ------------------------------------------------------------------------


def _container(home: Path, **env: object) -> Container:
    settings = Settings(DISCREET_HOME=home, DISCREET_ENV="test", **env)  # type: ignore[call-arg]
    return Container(settings=settings, admin_engine=None, engine=None)  # type: ignore[arg-type]


def test_configuration_alone_selects_the_azure_backends(
    azure: AzureOpenAIServer, tmp_path: Path
) -> None:
    c = _container(
        tmp_path,
        DISCREET_LLM_BACKEND="azure",
        DISCREET_EMBEDDING_BACKEND="azure",
        DISCREET_AZURE_OPENAI_ENDPOINT=azure.endpoint,
        DISCREET_AZURE_OPENAI_DEPLOYMENT=azure.deployment,
        DISCREET_AZURE_OPENAI_EMBEDDING_DEPLOYMENT=azure.embedding_deployment,
        DISCREET_AZURE_OPENAI_API_VERSION="2024-06-01",
        DISCREET_LLM_API_KEY=azure.api_key,
    )
    assert isinstance(c.backend, AzureOpenAIChatBackend)
    assert c.backend.generate(PROMPT).error is None
    assert isinstance(c.embedder, AzureOpenAIEmbedder)
    assert len(c.embedder.embed([_mint("hello")])[0]) == azure.dimension
    assert [r.path.split("?")[1] for r in azure.received] == ["api-version=2024-06-01"] * 2
    c.__dict__["redactor"] = None  # not used by this check; spares loading the NER model
    assert c.memory_extractor.__class__.__name__ == "LLMExtractor"


def test_missing_azure_settings_are_named(tmp_path: Path) -> None:
    c = _container(tmp_path, DISCREET_LLM_BACKEND="azure", DISCREET_EMBEDDING_BACKEND="azure")
    with pytest.raises(InvalidInput, match="DISCREET_AZURE_OPENAI_DEPLOYMENT"):
        _ = c.backend
    with pytest.raises(InvalidInput, match="DISCREET_AZURE_OPENAI_EMBEDDING_DEPLOYMENT"):
        _ = c.embedder
    with pytest.raises(ValueError, match="http"):
        deployment_url("ftp://example", "x")


def test_without_a_key_the_backend_uses_an_entra_credential(
    azure: AzureOpenAIServer, tmp_path: Path
) -> None:
    """No DISCREET_LLM_API_KEY: azure-identity's DefaultAzureCredential (not called here:
    its chain would reach for a cloud identity endpoint)."""
    c = _container(
        tmp_path,
        DISCREET_LLM_BACKEND="azure",
        DISCREET_AZURE_OPENAI_ENDPOINT=azure.endpoint,
        DISCREET_AZURE_OPENAI_DEPLOYMENT=azure.deployment,
    )
    backend = c.backend
    assert isinstance(backend, AzureOpenAIChatBackend)
    assert backend._auth.uses_entra and "entra" in repr(backend)
