"""Identity from the team's provider: OIDC / JWT bearer tokens, beside API keys.

A bearer that looks like a JWT (three dot-separated base64url parts) is checked, when
``DISCREET_OIDC_ISSUER`` is set, against a key of the provider's JWKS (fetched with httpx,
cached for ``DISCREET_OIDC_JWKS_CACHE_S``, fetched again when a token names an unknown
``kid``): signature, ``iss``, ``aud``, ``exp``/``nbf`` (with a small leeway) and ``sub``.
Its claims then name the tenant (its id), the roles (names of `Role`) and, for the customer
role, the customer (external id or id); the tenant must exist and the customer must exist in
it. The result is the same `Principal` an API key gives, so every role check and scope holds
unchanged; its ``key_id`` is a stable UUID of the issuer and subject (rate limits and the
audit's actor).

Every failure raises `Unauthenticated` with the message an unknown API key gets; the reason
is logged as a code only, never the token. PyJWT (the ``oidc`` extra) is imported only here,
on first use.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from uuid import NAMESPACE_URL, UUID, uuid5

import httpx
import structlog
from sqlalchemy import Connection, Engine, text

from discreet.errors import InvalidInput, Unauthenticated
from discreet.storage.engine import UnitOfWork
from discreet.tenancy.model import Principal, Role

if TYPE_CHECKING:
    from discreet.config import Settings

__all__ = [
    "UNAUTHENTICATED_MESSAGE",
    "JwksCache",
    "OidcConfig",
    "OidcIdentity",
    "OidcRejected",
    "OidcVerifier",
    "authenticate_token",
    "looks_like_jwt",
    "principal_for",
    "verifier_for",
]

log = structlog.get_logger("discreet.tenancy.oidc")

UNAUTHENTICATED_MESSAGE = "unknown or revoked API key"
"""The one message of every refused bearer: an unknown key and a refused token alike."""

_JWT = re.compile(r"^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$")
_FETCH_TIMEOUT_S = 5.0
_MAX_JWKS_BYTES = 512 * 1024


def looks_like_jwt(token: str) -> bool:
    """Three dot-separated base64url parts (an API key, ``dsk_...``, has no dot)."""
    return len(token) <= 16384 and _JWT.fullmatch(token) is not None


def _pyjwt() -> Any:
    """PyJWT, imported on first use: the service runs without it unless OIDC is on."""
    try:
        import jwt
        from jwt.algorithms import has_crypto
    except ImportError as exc:  # pragma: no cover - the extra is installed in CI
        raise InvalidInput(
            "OIDC is configured but PyJWT is not installed: pip install 'discreet[oidc]'"
        ) from exc
    if not has_crypto:  # pragma: no cover
        raise InvalidInput(
            "OIDC needs PyJWT's crypto extra (cryptography): pip install 'discreet[oidc]'"
        )
    return jwt


class OidcRejected(Exception):
    """A token refused; `reason` is a code fit for a log line (never the token)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class OidcConfig:
    issuer: str
    audience: str
    jwks_url: str
    tenant_claim: str = "discreet_tenant"
    roles_claim: str = "discreet_roles"
    customer_claim: str = "discreet_customer"
    algorithms: tuple[str, ...] = ("RS256", "ES256")
    leeway_s: float = 30.0
    jwks_cache_s: float = 300.0
    jwks_min_refetch_s: float = 10.0
    """An unknown ``kid`` fetches the JWKS again at most this often (no refetch storm)."""

    @classmethod
    def from_settings(cls, settings: Settings) -> OidcConfig | None:
        """The settings' OIDC block; None when OIDC is off (no issuer)."""
        if settings.oidc_issuer is None:
            return None
        if settings.oidc_audience is None or settings.oidc_jwks_url is None:
            raise InvalidInput("DISCREET_OIDC_AUDIENCE and DISCREET_OIDC_JWKS_URL are required")
        return cls(
            issuer=settings.oidc_issuer,
            audience=settings.oidc_audience,
            jwks_url=settings.oidc_jwks_url,
            tenant_claim=settings.oidc_tenant_claim,
            roles_claim=settings.oidc_roles_claim,
            customer_claim=settings.oidc_customer_claim,
            algorithms=settings.oidc_algorithm_list,
            leeway_s=settings.oidc_leeway_s,
            jwks_cache_s=settings.oidc_jwks_cache_s,
        )


@dataclass(frozen=True)
class OidcIdentity:
    """What a verified token claims, before the database confirms it."""

    key_id: UUID
    tenant_id: UUID
    roles: frozenset[Role]
    customer: str | None


def _fetch_jwks(url: str) -> Mapping[str, Any]:
    with httpx.Client(timeout=_FETCH_TIMEOUT_S, follow_redirects=False) as http:
        response = http.get(url, headers={"Accept": "application/json"})
        response.raise_for_status()
        if len(response.content) > _MAX_JWKS_BYTES:
            raise ValueError("the JWKS document is too large")
        body = response.json()
    if not isinstance(body, dict):
        raise ValueError("the JWKS document is not a JSON object")
    return body


class JwksCache:
    """The provider's signing keys by ``kid``: fetched on first use, again after `ttl_s`,
    and again (at most every `min_refetch_s`) when a token names a ``kid`` not in the set.
    A failed fetch keeps the keys already held."""

    def __init__(
        self,
        url: str,
        *,
        ttl_s: float = 300.0,
        min_refetch_s: float = 10.0,
        fetch: Callable[[str], Mapping[str, Any]] = _fetch_jwks,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._url = url
        self._ttl_s = ttl_s
        self._min_refetch_s = min_refetch_s
        self._fetch = fetch
        self._clock = clock
        self._lock = threading.Lock()
        self._keys: dict[str | None, tuple[Any, str | None]] = {}
        self._fetched_at: float | None = None

    def key(self, kid: str | None) -> tuple[Any, str | None]:
        """The public key for `kid` (a token without one: the set's only key) and the
        algorithm its JWK is pinned to, if any."""
        with self._lock:
            now = self._clock()
            if self._fetched_at is None or now - self._fetched_at >= self._ttl_s:
                self._refresh(now)
            found = self._lookup(kid)
            if found is None and now - (self._fetched_at or 0.0) >= self._min_refetch_s:
                self._refresh(now)
                found = self._lookup(kid)
            if found is None:
                raise OidcRejected("unknown_kid" if self._keys else "jwks_unavailable")
            return found

    def _lookup(self, kid: str | None) -> tuple[Any, str | None] | None:
        if kid is None:
            return next(iter(self._keys.values())) if len(self._keys) == 1 else None
        return self._keys.get(kid)

    def _refresh(self, now: float) -> None:
        jwt = _pyjwt()
        try:
            document = self._fetch(self._url)
        except (httpx.HTTPError, ValueError) as exc:
            log.warning("oidc_jwks_fetch_failed", error_type=type(exc).__name__)
            self._fetched_at = now  # retried after min_refetch_s / ttl_s, not every request
            return
        keys: dict[str | None, tuple[Any, str | None]] = {}
        raw = document.get("keys")
        for entry in raw if isinstance(raw, list) else []:
            if not isinstance(entry, dict) or entry.get("use", "sig") != "sig":
                continue
            try:
                jwk = jwt.PyJWK(entry)
            except jwt.PyJWTError:
                continue  # a key type or curve this PyJWT cannot use: skipped
            kid, pinned = entry.get("kid"), entry.get("alg")
            keys[kid if isinstance(kid, str) else None] = (
                jwk.key,
                pinned if isinstance(pinned, str) else None,
            )
        self._keys = keys
        self._fetched_at = now


class OidcVerifier:
    """Checks a bearer JWT and maps its claims (no database: see `principal_for`)."""

    def __init__(self, config: OidcConfig, jwks: JwksCache | None = None) -> None:
        _pyjwt()  # a missing extra is reported when the verifier is built
        self.config = config
        self.jwks = jwks or JwksCache(
            config.jwks_url, ttl_s=config.jwks_cache_s, min_refetch_s=config.jwks_min_refetch_s
        )

    def verify(self, token: str) -> OidcIdentity:
        """The token's identity; `OidcRejected` with a reason code when any check fails."""
        jwt = _pyjwt()
        cfg = self.config
        if not looks_like_jwt(token):
            raise OidcRejected("malformed")
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError as exc:
            raise OidcRejected("malformed") from exc
        alg = header.get("alg")
        if not isinstance(alg, str) or alg not in cfg.algorithms:
            raise OidcRejected("algorithm")
        kid = header.get("kid")
        key, key_alg = self.jwks.key(kid if isinstance(kid, str) else None)
        if key_alg not in (None, alg):
            raise OidcRejected("algorithm")  # the JWK is pinned to another algorithm
        try:
            claims = jwt.decode(
                token,
                key=key,
                algorithms=[alg],
                audience=cfg.audience,
                issuer=cfg.issuer,
                leeway=cfg.leeway_s,
                options={"require": ["exp", "iss", "aud", "sub"]},
            )
        except jwt.PyJWTError as exc:
            raise OidcRejected(_reason(jwt, exc)) from exc
        return self._identity(claims)

    def _identity(self, claims: Mapping[str, Any]) -> OidcIdentity:
        cfg = self.config
        subject = claims.get("sub")
        if not isinstance(subject, str) or not subject:
            raise OidcRejected("subject")
        tenant = claims.get(cfg.tenant_claim)
        try:
            tenant_id = UUID(tenant) if isinstance(tenant, str) else None
        except ValueError:
            tenant_id = None
        if tenant_id is None:
            raise OidcRejected("tenant_claim")
        roles = _roles(claims.get(cfg.roles_claim))
        customer: str | None = None
        if Role.CUSTOMER in roles:
            value = claims.get(cfg.customer_claim)
            if not isinstance(value, str) or not value.strip() or len(value) > 200:
                raise OidcRejected("customer_claim")
            customer = value.strip()
        return OidcIdentity(
            key_id=uuid5(NAMESPACE_URL, f"{cfg.issuer}#{subject}"),
            tenant_id=tenant_id,
            roles=roles,
            customer=customer,
        )


def _roles(value: object) -> frozenset[Role]:
    """The roles claim: a list of role names (a single name is a list of one)."""
    names: list[object] = (
        [value]
        if isinstance(value, str)
        else list(value)
        if isinstance(value, list | tuple)
        else []
    )
    if not names:
        raise OidcRejected("roles_claim")
    known = {r.value for r in Role}
    if any(not isinstance(n, str) or n not in known for n in names):
        raise OidcRejected("unknown_role")
    return frozenset(Role(str(n)) for n in names)


def _reason(jwt: Any, exc: Exception) -> str:
    for kind, reason in (
        (jwt.ExpiredSignatureError, "expired"),
        (jwt.ImmatureSignatureError, "not_yet_valid"),
        (jwt.InvalidIssuerError, "issuer"),
        (jwt.InvalidAudienceError, "audience"),
        (jwt.InvalidSignatureError, "signature"),
        (jwt.MissingRequiredClaimError, "missing_claim"),
        (jwt.InvalidAlgorithmError, "algorithm"),
        (jwt.InvalidKeyError, "algorithm"),
    ):
        if isinstance(exc, kind):
            return reason
    return "invalid"


def principal_for(conn: Connection, identity: OidcIdentity) -> Principal:
    """The principal of a verified identity; `conn` is a transaction under the identity's
    tenant (row-level security shows that tenant's rows only)."""
    tenant = conn.execute(
        text("SELECT 1 FROM tenants WHERE id = :t"), {"t": identity.tenant_id}
    ).first()
    if tenant is None:
        raise OidcRejected("unknown_tenant")
    customer_id: UUID | None = None
    if Role.CUSTOMER in identity.roles:
        customer_id = _customer(conn, identity.customer or "")
    return Principal(
        key_id=identity.key_id,
        tenant_id=identity.tenant_id,
        roles=identity.roles,
        customer_id=customer_id,
    )


def _customer(conn: Connection, ref: str) -> UUID:
    row = conn.execute(text("SELECT id FROM customers WHERE external_id = :e"), {"e": ref}).first()
    if row is None:
        try:
            as_id = UUID(ref)
        except ValueError:
            as_id = None
        if as_id is not None:
            row = conn.execute(text("SELECT id FROM customers WHERE id = :i"), {"i": as_id}).first()
    if row is None:
        raise OidcRejected("unknown_customer")
    return UUID(str(row.id))


def authenticate_token(engine: Engine, verifier: OidcVerifier, token: str) -> Principal:
    """A bearer JWT's principal, or `Unauthenticated` as an unknown API key gets it."""
    try:
        identity = verifier.verify(token)
        with UnitOfWork(engine, identity.tenant_id) as uow:
            return principal_for(uow.conn, identity)
    except OidcRejected as rejected:
        log.info("oidc_token_rejected", reason=rejected.reason)
        raise Unauthenticated(UNAUTHENTICATED_MESSAGE) from None


_BUILD_LOCK = threading.Lock()


def verifier_for(state: Any, settings: Settings) -> OidcVerifier | None:
    """The app's verifier, kept on `state` (the app's state) from its first use; None when
    OIDC is off."""
    verifier: OidcVerifier | None = getattr(state, "oidc_verifier", None)
    if verifier is not None or getattr(state, "oidc_off", False):
        return verifier
    with _BUILD_LOCK:
        verifier = getattr(state, "oidc_verifier", None)
        if verifier is None and not getattr(state, "oidc_off", False):
            config = OidcConfig.from_settings(settings)
            if config is None:
                state.oidc_off = True
            else:
                verifier = OidcVerifier(config)
                state.oidc_verifier = verifier
    return verifier
