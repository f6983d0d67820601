"""OIDC bearer tokens (`discreet.tenancy.oidc`): each check, with keys made in the test and
a JWKS handed over in process (no network)."""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Callable, Mapping
from typing import Any
from uuid import UUID, uuid4

import pytest
from pydantic import ValidationError

from discreet.config import Settings
from discreet.tenancy import Role
from tests.conftest import need_service

HAVE_JWT = importlib.util.find_spec("jwt") is not None

ISSUER = "https://idp.example.test/realms/support"
AUDIENCE = "discreet-api"
TENANT = UUID("11111111-2222-3333-4444-555555555555")


@pytest.fixture(autouse=True)
def _pyjwt() -> None:
    need_service("PyJWT", HAVE_JWT, "pip install -e '.[oidc]' (PyJWT with its crypto extra)")


def _rsa_jwk(kid: str) -> tuple[Any, dict[str, Any]]:
    from cryptography.hazmat.primitives.asymmetric import rsa
    from jwt.algorithms import RSAAlgorithm

    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    jwk: dict[str, Any] = RSAAlgorithm.to_jwk(private.public_key(), as_dict=True)
    jwk.update(kid=kid, use="sig", alg="RS256")
    return private, jwk


def _ec_jwk(kid: str) -> tuple[Any, dict[str, Any]]:
    from cryptography.hazmat.primitives.asymmetric import ec
    from jwt.algorithms import ECAlgorithm

    private = ec.generate_private_key(ec.SECP256R1())
    jwk: dict[str, Any] = ECAlgorithm.to_jwk(private.public_key(), as_dict=True)
    jwk.update(kid=kid, use="sig")
    return private, jwk


def _token(private: Any, kid: str, alg: str = "RS256", **overrides: Any) -> str:
    import jwt

    now = int(time.time())
    claims: dict[str, Any] = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": "user-42",
        "iat": now,
        "nbf": now,
        "exp": now + 300,
        "discreet_tenant": str(TENANT),
        "discreet_roles": ["agent"],
    }
    claims.update(overrides)
    claims = {k: v for k, v in claims.items() if v is not None}
    return str(jwt.encode(claims, private, algorithm=alg, headers={"kid": kid}))


class FakeJwks:
    """A JWKS endpoint in process: counts fetches; its keys can change between them."""

    def __init__(self, *jwks: dict[str, Any]) -> None:
        self.keys = list(jwks)
        self.fetches = 0

    def __call__(self, url: str) -> Mapping[str, Any]:
        assert url == "https://idp.example.test/jwks"
        self.fetches += 1
        return {"keys": list(self.keys)}


def _verifier(
    jwks: FakeJwks, *, min_refetch_s: float = 0.0, clock: Callable[[], float] = time.monotonic
) -> Any:
    from discreet.tenancy.oidc import JwksCache, OidcConfig, OidcVerifier

    config = OidcConfig(issuer=ISSUER, audience=AUDIENCE, jwks_url="https://idp.example.test/jwks")
    cache = JwksCache(
        config.jwks_url, ttl_s=300, min_refetch_s=min_refetch_s, fetch=jwks, clock=clock
    )
    return OidcVerifier(config, cache)


def _rejected(verifier: Any, token: str) -> str:
    from discreet.tenancy.oidc import OidcRejected

    with pytest.raises(OidcRejected) as caught:
        verifier.verify(token)
    return str(caught.value.reason)


@pytest.fixture
def rsa_key() -> tuple[Any, dict[str, Any]]:
    return _rsa_jwk("k1")


def test_a_good_token_gives_its_tenant_roles_and_a_stable_key_id(rsa_key: Any) -> None:
    private, jwk = rsa_key
    verifier = _verifier(FakeJwks(jwk))
    identity = verifier.verify(_token(private, "k1", discreet_roles=["agent", "content"]))
    assert identity.tenant_id == TENANT
    assert identity.roles == frozenset({Role.AGENT, Role.CONTENT})
    assert identity.customer is None
    again = verifier.verify(_token(private, "k1"))
    assert again.key_id == identity.key_id  # the same issuer and subject: the same "key"
    other = verifier.verify(_token(private, "k1", sub="user-43"))
    assert other.key_id != identity.key_id


def test_an_ec_key_signs_es256_tokens() -> None:
    private, jwk = _ec_jwk("ec1")
    identity = _verifier(FakeJwks(jwk)).verify(_token(private, "ec1", alg="ES256"))
    assert identity.roles == frozenset({Role.AGENT})


def test_a_customer_token_carries_its_customer(rsa_key: Any) -> None:
    private, jwk = rsa_key
    token = _token(private, "k1", discreet_roles=["customer"], discreet_customer="CUST-7")
    identity = _verifier(FakeJwks(jwk)).verify(token)
    assert identity.roles == frozenset({Role.CUSTOMER})
    assert identity.customer == "CUST-7"


def test_wrong_issuer_is_refused(rsa_key: Any) -> None:
    private, jwk = rsa_key
    token = _token(private, "k1", iss="https://evil.example.test/")
    assert _rejected(_verifier(FakeJwks(jwk)), token) == "issuer"


def test_wrong_audience_is_refused(rsa_key: Any) -> None:
    private, jwk = rsa_key
    token = _token(private, "k1", aud="another-api")
    assert _rejected(_verifier(FakeJwks(jwk)), token) == "audience"


def test_an_expired_token_is_refused_past_the_leeway_only(rsa_key: Any) -> None:
    private, jwk = rsa_key
    verifier = _verifier(FakeJwks(jwk))
    now = int(time.time())
    assert _rejected(verifier, _token(private, "k1", exp=now - 120)) == "expired"
    verifier.verify(_token(private, "k1", exp=now - 5))  # within the 30 s leeway


def test_a_token_not_yet_valid_is_refused(rsa_key: Any) -> None:
    private, jwk = rsa_key
    token = _token(private, "k1", nbf=int(time.time()) + 600)
    assert _rejected(_verifier(FakeJwks(jwk)), token) == "not_yet_valid"


def test_a_token_without_exp_is_refused(rsa_key: Any) -> None:
    private, jwk = rsa_key
    token = _token(private, "k1", exp=None)
    assert _rejected(_verifier(FakeJwks(jwk)), token) == "missing_claim"


def test_a_bad_signature_is_refused(rsa_key: Any) -> None:
    _, jwk = rsa_key
    impostor, _ = _rsa_jwk("k1")  # another private key claiming the same kid
    assert _rejected(_verifier(FakeJwks(jwk)), _token(impostor, "k1")) == "signature"
    private, _ = rsa_key
    head, body, sig = _token(private, "k1").split(".")
    tampered = f"{head}.{body}.{sig[:-4]}AAAA"
    assert _rejected(_verifier(FakeJwks(jwk)), tampered) == "signature"


def test_symmetric_and_none_algorithms_are_refused(rsa_key: Any) -> None:
    import jwt

    _, jwk = rsa_key
    verifier = _verifier(FakeJwks(jwk))
    claims = {"iss": ISSUER, "aud": AUDIENCE, "sub": "x", "exp": int(time.time()) + 60}
    hs = jwt.encode(
        claims, "a-shared-secret-of-32-bytes-or-more!", algorithm="HS256", headers={"kid": "k1"}
    )
    assert _rejected(verifier, hs) == "algorithm"
    unsigned = jwt.encode(claims, None, algorithm="none", headers={"kid": "k1"})  # type: ignore[arg-type]
    assert _rejected(verifier, unsigned + "AAAA") == "algorithm"  # with a "signature"


def test_an_unknown_kid_fetches_the_jwks_again(rsa_key: Any) -> None:
    private, jwk = rsa_key
    jwks = FakeJwks(jwk)
    verifier = _verifier(jwks)
    verifier.verify(_token(private, "k1"))
    assert jwks.fetches == 1
    verifier.verify(_token(private, "k1"))
    assert jwks.fetches == 1  # cached
    rotated, rotated_jwk = _rsa_jwk("k2")
    jwks.keys.append(rotated_jwk)  # the provider rotates its key
    assert verifier.verify(_token(rotated, "k2")).tenant_id == TENANT
    assert jwks.fetches == 2
    assert _rejected(verifier, _token(_rsa_jwk("k3")[0], "k3")) == "unknown_kid"
    assert jwks.fetches == 3


def test_unknown_kids_fetch_again_at_most_every_min_refetch_s(rsa_key: Any) -> None:
    private, jwk = rsa_key
    jwks = FakeJwks(jwk)
    now = [1000.0]
    verifier = _verifier(jwks, min_refetch_s=10.0, clock=lambda: now[0])
    verifier.verify(_token(private, "k1"))
    stranger = _rsa_jwk("k9")[0]
    for _ in range(5):
        assert _rejected(verifier, _token(stranger, "k9")) == "unknown_kid"
    assert jwks.fetches == 1
    now[0] += 11
    assert _rejected(verifier, _token(stranger, "k9")) == "unknown_kid"
    assert jwks.fetches == 2


def test_a_jwks_pinned_to_another_algorithm_is_refused() -> None:
    private, jwk = _rsa_jwk("k1")
    jwk["alg"] = "RS512"
    assert _rejected(_verifier(FakeJwks(jwk)), _token(private, "k1")) == "algorithm"


@pytest.mark.parametrize(
    ("claims", "reason"),
    [
        ({"discreet_roles": ["agent", "superuser"]}, "unknown_role"),
        ({"discreet_roles": []}, "roles_claim"),
        ({"discreet_roles": None}, "roles_claim"),
        ({"discreet_roles": ["customer"]}, "customer_claim"),
        ({"discreet_roles": ["customer"], "discreet_customer": " "}, "customer_claim"),
        ({"discreet_tenant": "not-a-uuid"}, "tenant_claim"),
        ({"discreet_tenant": None}, "tenant_claim"),
    ],
    ids=[
        "unknown-role",
        "no-roles",
        "roles-missing",
        "customer-missing",
        "customer-blank",
        "tenant-not-id",
        "tenant-missing",
    ],
)
def test_claims_that_do_not_map_are_refused(
    rsa_key: Any, claims: dict[str, Any], reason: str
) -> None:
    private, jwk = rsa_key
    assert _rejected(_verifier(FakeJwks(jwk)), _token(private, "k1", **claims)) == reason


def test_an_unreachable_jwks_refuses_and_is_tried_again_later(rsa_key: Any) -> None:
    import httpx

    from discreet.tenancy.oidc import JwksCache, OidcConfig, OidcVerifier

    private, jwk = rsa_key
    calls = {"n": 0}
    now = [1000.0]

    def flaky(url: str) -> Mapping[str, Any]:
        calls["n"] += 1
        if calls["n"] == 1:
            raise httpx.ConnectError("down")
        return {"keys": [jwk]}

    config = OidcConfig(issuer=ISSUER, audience=AUDIENCE, jwks_url="https://idp.example.test/jwks")
    cache = JwksCache(config.jwks_url, min_refetch_s=10, fetch=flaky, clock=lambda: now[0])
    verifier = OidcVerifier(config, cache)
    assert _rejected(verifier, _token(private, "k1")) == "jwks_unavailable"
    assert _rejected(verifier, _token(private, "k1")) == "jwks_unavailable"
    assert calls["n"] == 1  # not fetched on every request while the provider is down
    now[0] += 11
    assert verifier.verify(_token(private, "k1")).tenant_id == TENANT
    assert calls["n"] == 2


def test_authenticate_token_answers_like_an_unknown_key_and_logs_a_code_only(
    rsa_key: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    from discreet.errors import Unauthenticated
    from discreet.tenancy.oidc import UNAUTHENTICATED_MESSAGE, authenticate_token

    private, jwk = rsa_key
    token = _token(private, "k1", aud="another-api")
    with pytest.raises(Unauthenticated) as caught:
        authenticate_token(None, _verifier(FakeJwks(jwk)), token)  # type: ignore[arg-type]
    assert caught.value.message == UNAUTHENTICATED_MESSAGE == "unknown or revoked API key"
    logged = capsys.readouterr()
    assert "audience" in logged.err + logged.out
    assert token.split(".")[2] not in logged.err + logged.out
    assert token.split(".")[1] not in logged.err + logged.out


def test_looks_like_jwt() -> None:
    from discreet.tenancy.oidc import looks_like_jwt

    assert looks_like_jwt("eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln")
    assert not looks_like_jwt("dsk_" + "A" * 43)
    assert not looks_like_jwt("a.b")
    assert not looks_like_jwt("a.b.c.d")
    assert not looks_like_jwt("a.b c.d")


def test_settings_oidc_off_without_an_issuer_and_complete_with_one() -> None:
    from discreet.tenancy.oidc import OidcConfig

    assert OidcConfig.from_settings(Settings(DISCREET_ENV="test")) is None
    s = Settings(
        DISCREET_ENV="test",
        DISCREET_OIDC_ISSUER=ISSUER,
        DISCREET_OIDC_AUDIENCE=AUDIENCE,
        DISCREET_OIDC_JWKS_URL="https://idp.example.test/jwks",
        DISCREET_OIDC_ALGORITHMS="RS256, ES384",
        DISCREET_OIDC_ROLES_CLAIM="groups",
    )
    config = OidcConfig.from_settings(s)
    assert config is not None
    assert config.algorithms == ("RS256", "ES384")
    assert config.roles_claim == "groups"
    assert config.tenant_claim == "discreet_tenant"
    assert config.customer_claim == "discreet_customer"


@pytest.mark.parametrize(
    ("extra", "needle"),
    [
        ({"DISCREET_OIDC_AUDIENCE": None}, "DISCREET_OIDC_AUDIENCE"),
        ({"DISCREET_OIDC_JWKS_URL": None}, "DISCREET_OIDC_JWKS_URL"),
        ({"DISCREET_OIDC_JWKS_URL": "file:///etc/jwks"}, "http"),
        ({"DISCREET_OIDC_ALGORITHMS": "HS256"}, "asymmetric"),
    ],
)
def test_incomplete_oidc_settings_are_refused(extra: dict[str, Any], needle: str) -> None:
    values: dict[str, Any] = {
        "DISCREET_ENV": "test",
        "DISCREET_OIDC_ISSUER": ISSUER,
        "DISCREET_OIDC_AUDIENCE": AUDIENCE,
        "DISCREET_OIDC_JWKS_URL": "https://idp.example.test/jwks",
    }
    values.update(extra)
    with pytest.raises(ValidationError, match=needle):
        Settings(**{k: v for k, v in values.items() if v is not None})


def test_oidc_without_the_extra_is_a_clear_startup_error(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec

    def without_jwt(name: str, *args: Any) -> Any:
        return None if name == "jwt" else real(name, *args)

    monkeypatch.setattr(importlib.util, "find_spec", without_jwt)
    with pytest.raises(ValidationError, match=r"pip install 'discreet\[oidc\]'"):
        Settings(
            DISCREET_ENV="test",
            DISCREET_OIDC_ISSUER=ISSUER,
            DISCREET_OIDC_AUDIENCE=AUDIENCE,
            DISCREET_OIDC_JWKS_URL="https://idp.example.test/jwks",
        )


def test_the_tenant_id_is_any_uuid_here_the_database_checks_it(rsa_key: Any) -> None:
    private, jwk = rsa_key
    other = uuid4()
    identity = _verifier(FakeJwks(jwk)).verify(_token(private, "k1", discreet_tenant=str(other)))
    assert identity.tenant_id == other
