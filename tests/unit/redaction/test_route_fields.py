"""A "From:" field followed by a "To:" field holding a known place is a route's start, not a
sender; a mail's "From:" stays a sender."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    "message",
    [
        "Shipment details\nFrom: Aarhus\nTo: Vilnius\nWeight: 120 kg",
        "Quote request\nFrom: Klaipeda, To: Almaty (2 pallets)",
    ],
)
def test_a_route_names_no_one(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


def test_a_mails_sender_is_a_person(redactor: Redactor) -> None:
    found = spans(redactor, "From: Jonas Petraitis\nTo: Support\nSubject: my parcel")
    assert ("PERSON", "Jonas Petraitis") in found
