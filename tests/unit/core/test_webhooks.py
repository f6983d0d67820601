"""Signing and verifying change events (`discreet.webhooks`), and the three settings."""

from __future__ import annotations

import hashlib
import hmac
import json

import pytest
from pydantic import ValidationError

from discreet.config import Settings
from discreet.webhooks import event_body, sign, signature_header, verify

SECRET = "whsec-test-0123456789"
BODY = event_body(
    event_id="8f1c6a52-0d5e-4a53-9a53-1f0e3b8f4d10",
    type_="document.active",
    tenant_id="1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
    occurred_at="2026-12-01T20:00:00+00:00",
    data={"document_id": "c56a4180-65aa-42ec-a945-5fd21dec0538", "version": 2},
)
NOW = 1_800_000_000


def test_a_good_signature_verifies() -> None:
    header = signature_header(SECRET, BODY, timestamp=NOW)
    assert verify(SECRET, header, BODY, now=NOW + 10)
    assert verify(SECRET.encode(), header, BODY, now=NOW - 10)


def test_the_signature_is_hmac_sha256_of_timestamp_dot_body() -> None:
    expected = hmac.new(SECRET.encode(), f"{NOW}.".encode() + BODY, hashlib.sha256).hexdigest()
    assert sign(SECRET, NOW, BODY) == expected
    assert signature_header(SECRET, BODY, timestamp=NOW) == f"t={NOW},v1={expected}"


def test_a_wrong_secret_is_refused() -> None:
    header = signature_header("another-secret", BODY, timestamp=NOW)
    assert not verify(SECRET, header, BODY, now=NOW)


def test_a_tampered_body_is_refused() -> None:
    header = signature_header(SECRET, BODY, timestamp=NOW)
    tampered = BODY.replace(b"document.active", b"document.failed")
    assert tampered != BODY
    assert not verify(SECRET, header, tampered, now=NOW)
    assert not verify(SECRET, header, BODY + b" ", now=NOW)


def test_an_old_or_future_timestamp_is_refused() -> None:
    header = signature_header(SECRET, BODY, timestamp=NOW)
    assert not verify(SECRET, header, BODY, now=NOW + 301)
    assert not verify(SECRET, header, BODY, now=NOW - 301)
    assert verify(SECRET, header, BODY, tolerance_s=600, now=NOW + 301)


def test_a_timestamp_changed_to_look_fresh_is_refused() -> None:
    old = signature_header(SECRET, BODY, timestamp=NOW - 3600)
    forged = old.replace(f"t={NOW - 3600}", f"t={NOW}")
    assert not verify(SECRET, forged, BODY, now=NOW)


@pytest.mark.parametrize(
    "header",
    ["", "v1=abc", f"t={NOW}", f"t=soon,v1={sign(SECRET, NOW, BODY)}", "garbage"],
)
def test_malformed_headers_are_refused(header: str) -> None:
    assert not verify(SECRET, header, BODY, now=NOW)


def test_any_of_several_signatures_may_match() -> None:
    good = sign(SECRET, NOW, BODY)
    header = f"t={NOW},v1={sign('old-secret', NOW, BODY)},v1={good}"
    assert verify(SECRET, header, BODY, now=NOW)


def test_the_body_holds_the_event_fields_only() -> None:
    assert set(json.loads(BODY)) == {"id", "type", "tenant_id", "occurred_at", "data"}


def test_webhooks_are_off_unless_a_url_is_set() -> None:
    assert Settings(DISCREET_ENV="test").webhook_url is None
    assert Settings(DISCREET_ENV="test", DISCREET_WEBHOOK_URL=" ").webhook_url is None


def test_a_url_without_a_secret_is_a_startup_error() -> None:
    with pytest.raises(ValidationError, match="DISCREET_WEBHOOK_SECRET is required"):
        Settings(DISCREET_ENV="test", DISCREET_WEBHOOK_URL="https://desk.example/hooks")


def test_the_url_must_be_http() -> None:
    with pytest.raises(ValidationError, match="http:// or https://"):
        Settings(
            DISCREET_ENV="test",
            DISCREET_WEBHOOK_URL="ftp://desk.example/hooks",
            DISCREET_WEBHOOK_SECRET="s",
        )


def test_url_secret_and_timeout() -> None:
    s = Settings(
        DISCREET_ENV="test",
        DISCREET_WEBHOOK_URL="https://desk.example/hooks",
        DISCREET_WEBHOOK_SECRET=SECRET,
        DISCREET_WEBHOOK_TIMEOUT_S="2.5",
    )
    assert s.webhook_url == "https://desk.example/hooks"
    assert s.webhook_secret is not None and s.webhook_secret.get_secret_value() == SECRET
    assert s.webhook_timeout_s == 2.5
