"""OIDC bearer tokens through the real API: an app with DISCREET_OIDC_* set, whose JWKS is
served by a local HTTP server on loopback, and tokens signed in the test with keys made
here. API keys keep working beside them."""

from __future__ import annotations

import importlib.util
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from uuid import uuid4

import pytest

from discreet.bootstrap import Container
from discreet.config import Settings
from tests.conftest import client, need_service
from tests.support.llm_app import serve_app, twin_container

pytestmark = pytest.mark.e2e

HAVE_JWT = importlib.util.find_spec("jwt") is not None
ISSUER = "https://idp.example.test/realms/support"
AUDIENCE = "discreet-api"


class Jwks:
    """The provider's JWKS endpoint, on loopback: keys can be added; fetches are counted."""

    def __init__(self) -> None:
        self.keys: list[dict[str, Any]] = []
        self.fetches = 0
        jwks = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                jwks.fetches += 1
                body = json.dumps({"keys": jwks.keys}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/jwks"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def add_key(self, kid: str) -> Any:
        """A new RSA signing key: its public half is published; the private one returned."""
        from cryptography.hazmat.primitives.asymmetric import rsa
        from jwt.algorithms import RSAAlgorithm

        private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        jwk: dict[str, Any] = RSAAlgorithm.to_jwk(private.public_key(), as_dict=True)
        jwk.update(kid=kid, use="sig", alg="RS256")
        self.keys.append(jwk)
        return private

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture(scope="module")
def jwks() -> Iterator[Jwks]:
    need_service("PyJWT", HAVE_JWT, "pip install -e '.[oidc]' (PyJWT with its crypto extra)")
    served = Jwks()
    yield served
    served.close()


@pytest.fixture(scope="module")
def signer(jwks: Jwks) -> Any:
    return jwks.add_key("k1")


@pytest.fixture(scope="module")
def oidc_server(container: Container, jwks: Jwks) -> Iterator[str]:
    """The app with OIDC on, sharing the test container's engines and stores."""
    settings = Settings(
        DISCREET_HOME=container.settings.home,
        DISCREET_ENV="test",
        DISCREET_OIDC_ISSUER=ISSUER,
        DISCREET_OIDC_AUDIENCE=AUDIENCE,
        DISCREET_OIDC_JWKS_URL=jwks.url,
    )
    with serve_app(twin_container(container, settings), name="oidc-app") as base_url:
        yield base_url


def _token(private: Any, kid: str = "k1", **claims: Any) -> str:
    import jwt

    now = int(time.time())
    body: dict[str, Any] = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": f"user-{uuid4().hex[:8]}",
        "iat": now,
        "exp": now + 300,
    }
    body.update(claims)
    return str(jwt.encode(body, private, algorithm="RS256", headers={"kid": kid}))


def test_an_agent_token_can_search(oidc_server: str, demo: dict[str, Any], signer: Any) -> None:
    token = _token(signer, discreet_tenant=demo["tenant_id"], discreet_roles=["agent"])
    with client(oidc_server, token) as http:
        me = http.get("/v1/me")
        assert me.status_code == 200, me.text
        assert me.json()["tenant_id"] == demo["tenant_id"]
        assert me.json()["roles"] == ["agent"]
        assert me.json()["customer_id"] is None
        found = http.post("/v1/search", json={"query": "How do I return an item?"})
        assert found.status_code == 200, found.text
        assert {"results", "abstained", "confidence"} <= set(found.json())
        # Role checks hold unchanged: an agent token is no admin and no auditor.
        assert http.get("/v1/audit").status_code == 403
        assert http.get("/v1/keys").status_code == 403


def test_a_customer_token_reaches_only_its_customer(
    oidc_server: str, demo: dict[str, Any], signer: Any
) -> None:
    own, other = demo["customers"][0], demo["customers"][1]
    for ref in (own["external_id"], own["customer_id"]):  # its external id or its id
        token = _token(
            signer,
            discreet_tenant=demo["tenant_id"],
            discreet_roles=["customer"],
            discreet_customer=ref,
        )
        with client(oidc_server, token) as http:
            me = http.get("/v1/me")
            assert me.status_code == 200, me.text
            assert me.json()["customer_id"] == own["customer_id"]
            assert me.json()["roles"] == ["customer"]
            mine = http.get(f"/v1/customers/{own['customer_id']}/memory")
            assert mine.status_code == 200, mine.text
            theirs = http.get(f"/v1/customers/{other['customer_id']}/memory")
            assert theirs.status_code == 404, theirs.text
            search = http.post(
                "/v1/search", json={"query": "refund", "customer_id": other["customer_id"]}
            )
            assert search.status_code == 404, search.text
            assert http.post("/v1/search", json={"query": "refund"}).status_code == 200


def test_bad_tokens_get_the_401_of_an_unknown_key(
    oidc_server: str, demo: dict[str, Any], signer: Any
) -> None:
    with client(oidc_server, "dsk_" + "x" * 43) as http:
        unknown_key = http.get("/v1/me")
    assert unknown_key.status_code == 401
    tenant = demo["tenant_id"]
    from cryptography.hazmat.primitives.asymmetric import rsa

    impostor = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    now = int(time.time())
    bad = {
        "wrong audience": _token(
            signer, aud="other", discreet_tenant=tenant, discreet_roles=["agent"]
        ),
        "wrong issuer": _token(
            signer, iss="https://evil.test/", discreet_tenant=tenant, discreet_roles=["agent"]
        ),
        "expired": _token(signer, exp=now - 600, discreet_tenant=tenant, discreet_roles=["agent"]),
        "bad signature": _token(impostor, discreet_tenant=tenant, discreet_roles=["agent"]),
        "unknown tenant": _token(signer, discreet_tenant=str(uuid4()), discreet_roles=["agent"]),
        "unknown role": _token(signer, discreet_tenant=tenant, discreet_roles=["root"]),
        "no customer claim": _token(signer, discreet_tenant=tenant, discreet_roles=["customer"]),
        "unknown customer": _token(
            signer,
            discreet_tenant=tenant,
            discreet_roles=["customer"],
            discreet_customer=f"nobody-{uuid4().hex}",
        ),
        "not a jwt at all": "aaa.bbb.ccc",
    }
    for what, token in bad.items():
        with client(oidc_server, token) as http:
            r = http.get("/v1/me")
        assert r.status_code == 401, what
        assert r.json() == unknown_key.json(), what


def test_a_customer_of_another_tenant_is_unknown(
    oidc_server: str, demo: dict[str, Any], signer: Any, tenant_factory: Any, container: Container
) -> None:
    from discreet.storage.engine import UnitOfWork
    from discreet.tenancy.directory import create_customer

    elsewhere = tenant_factory()
    with UnitOfWork(container.engine, elsewhere) as uow:
        foreign = create_customer(uow.conn, tenant_id=elsewhere, external_id="FOREIGN-1")
        uow.commit()
    token = _token(
        signer,
        discreet_tenant=demo["tenant_id"],
        discreet_roles=["customer"],
        discreet_customer=str(foreign),
    )
    with client(oidc_server, token) as http:
        assert http.get("/v1/me").status_code == 401


def test_api_keys_still_work_beside_tokens(oidc_server: str, demo: dict[str, Any]) -> None:
    with client(oidc_server, demo["keys"]["agent"]) as http:
        me = http.get("/v1/me")
        assert me.status_code == 200, me.text
        assert me.json()["roles"] == ["agent"]
        assert http.post("/v1/search", json={"query": "refund"}).status_code == 200
    with client(oidc_server, demo["keys"]["customer"]) as http:
        assert http.get("/v1/me").json()["customer_id"] == demo["customers"][0]["customer_id"]


def test_a_rotated_key_is_fetched_when_a_token_names_it(
    oidc_server: str, demo: dict[str, Any], jwks: Jwks, signer: Any
) -> None:
    with client(
        oidc_server, _token(signer, discreet_tenant=demo["tenant_id"], discreet_roles=["admin"])
    ) as http:
        assert http.get("/v1/me").status_code == 200
    before = jwks.fetches
    rotated = jwks.add_key(f"k-{uuid4().hex[:6]}")
    kid = jwks.keys[-1]["kid"]
    # The cache refetches an unknown kid at most every 10 s (the default): wait it out.
    deadline = time.monotonic() + 15
    token = _token(rotated, kid=kid, discreet_tenant=demo["tenant_id"], discreet_roles=["admin"])
    status = 0
    while time.monotonic() < deadline:
        with client(oidc_server, token) as http:
            status = http.get("/v1/me").status_code
        if status == 200:
            break
        time.sleep(1)
    assert status == 200
    assert jwks.fetches == before + 1
