"""`sigv4_headers` against AWS's published Signature Version 4 example for S3.

The reference is the "Example: GET Object" in Amazon S3's API reference, "Signature
Calculations for the Authorization Header: Transferring Payload in a Single Chunk (AWS
Signature Version 4)":
https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
(the overview page, .../API/sigv4-auth-using-authorization-header.html, links to it). That
page itself was not reachable from here; the values below were read from two public copies
of its example that agree (the canonical request, string to sign and signature quoted at
https://git.foreverpyrite.com/foreverpyrite/r2client/src/commit/a3176b6760e19202b9bed704b2a411dcf9a11dd6/aws_sigv4/examples.md,
and the test at https://rdrr.io/cran/aws.signature/src/tests/testthat/test-v4.R). The
request gets the first 10 bytes of `test.txt` from `examplebucket` (virtual-hosted style,
`Range: bytes=0-9`, empty payload) at 20130524T000000Z in us-east-1 with the documented
example credentials; the documented signature is the `EXAMPLE_SIGNATURE` below, with
`SignedHeaders=host;range;x-amz-content-sha256;x-amz-date`.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from discreet.knowledge.blobs import sigv4_headers

ACCESS_KEY = "AKIAIOSFODNN7EXAMPLE"
SECRET_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
EXAMPLE_SIGNATURE = "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"
EXAMPLE_MOMENT = datetime(2013, 5, 24, 0, 0, 0, tzinfo=UTC)


def _sign(url: str, **overrides: object) -> dict[str, str]:
    args: dict[str, object] = {
        "method": "GET",
        "url": url,
        "headers": {"Range": "bytes=0-9"},
        "payload_sha256": EMPTY_SHA256,
        "access_key": ACCESS_KEY,
        "secret_key": SECRET_KEY,
        "region": "us-east-1",
        "now": EXAMPLE_MOMENT,
    }
    args.update(overrides)
    return sigv4_headers(**args)  # type: ignore[arg-type]


def _authorization_parts(headers: dict[str, str]) -> dict[str, str]:
    algorithm, _, rest = headers["Authorization"].partition(" ")
    assert algorithm == "AWS4-HMAC-SHA256"
    parts = dict(p.strip().split("=", 1) for p in rest.split(","))
    return parts


def test_the_documented_get_object_example_signs_to_the_documented_signature() -> None:
    headers = _sign("https://examplebucket.s3.amazonaws.com/test.txt")
    assert headers["x-amz-date"] == "20130524T000000Z"
    assert headers["x-amz-content-sha256"] == EMPTY_SHA256
    parts = _authorization_parts(headers)
    assert parts == {
        "Credential": "AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request",
        "SignedHeaders": "host;range;x-amz-content-sha256;x-amz-date",
        "Signature": EXAMPLE_SIGNATURE,
    }


def test_header_names_and_surrounding_whitespace_do_not_change_the_signature() -> None:
    """Canonical headers are lower-cased and trimmed, with inner runs of spaces folded."""
    headers = _sign(
        "https://examplebucket.s3.amazonaws.com/test.txt",
        headers={"RANGE": "  bytes=0-9 "},
    )
    assert _authorization_parts(headers)["Signature"] == EXAMPLE_SIGNATURE


def test_a_moment_in_another_zone_is_signed_as_utc() -> None:
    elsewhere = EXAMPLE_MOMENT.astimezone(timezone(timedelta(hours=-4)))  # 2013-05-23 20:00
    headers = _sign("https://examplebucket.s3.amazonaws.com/test.txt", now=elsewhere)
    assert _authorization_parts(headers)["Signature"] == EXAMPLE_SIGNATURE


def test_an_explicit_default_port_is_signed_as_the_host_header_that_is_sent() -> None:
    """httpx sends `Host: examplebucket.s3.amazonaws.com` for `https://…:443/…`, so the
    signed host must drop the default port too (else the server computes another
    signature): the same request on the wire, the same documented signature."""
    headers = _sign("https://examplebucket.s3.amazonaws.com:443/test.txt")
    assert _authorization_parts(headers)["Signature"] == EXAMPLE_SIGNATURE


def test_a_non_default_port_is_part_of_the_signed_host() -> None:
    plain = _sign("https://examplebucket.s3.amazonaws.com/test.txt")
    ported = _sign("https://examplebucket.s3.amazonaws.com:9000/test.txt")
    assert _authorization_parts(ported)["Signature"] != _authorization_parts(plain)["Signature"]


def test_an_already_encoded_query_is_not_encoded_twice() -> None:
    """The docstring asks for a percent-encoded URL; the canonical query must carry each
    value encoded once (`prefix=a%2Fb%2F`), exactly as an unencoded value would be."""
    encoded = _sign("https://examplebucket.s3.amazonaws.com/?list-type=2&prefix=a%2Fb%2F")
    raw = _sign("https://examplebucket.s3.amazonaws.com/?prefix=a/b/&list-type=2")
    assert _authorization_parts(encoded) == _authorization_parts(raw)
    double = _sign("https://examplebucket.s3.amazonaws.com/?list-type=2&prefix=a%252Fb%252F")
    assert _authorization_parts(double)["Signature"] != _authorization_parts(raw)["Signature"]
