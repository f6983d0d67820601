"""Names typed in lower case inside a message that has capitals elsewhere: a first name that
is a word too signing the message alone on its last line, an introduction after a speaker's
label, a first name that is a brand too before a surname, and a name opening a line before a
dash or a slash. The right name given for a wrong one is a name in any case. Words in the
same places stay, and so do the parts of a form named after a name."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Hi,\n\nthe API key sk_live_x8Qm2 leaked in a ticket, please rotate it.\n\ncheers\nfaith",
         "faith"),
        ("Hello,\n\nThe Wi-Fi in room 12 drops every hour.\n\nthanks\nhazel", "hazel"),
        ("Guest: hi it's tamsin okonjo-ward in room nine, the safe won't open\nDesk: one moment",
         "tamsin okonjo-ward"),
        ("Caller: hello this is florin dumitrescu about the Bosch dryer", "florin dumitrescu"),
        ("Customer: hi it's chase pemberton-ossei, the surname's Pemberton-Ossei",
         "chase pemberton-ossei"),
        ("ifeoma nwachukwu-bello - loyalty card LY40917733 wont scan", "ifeoma nwachukwu-bello"),
        ("teodora ní bhriain / +353 87 555 0192 / the Dublin store", "teodora ní bhriain"),
        ("ticket 4471 shows the wrong surname, it should be ABERNETHY-ODUYA", "ABERNETHY-ODUYA"),
        ("the surname on the booking is wrong, it should be TAKAHASHI", "TAKAHASHI"),
        ("my first name should read Siobhán", "Siobhán"),
    ],
)  # fmt: skip
def test_a_name_typed_in_lower_case_is_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "Hi,\n\nThe invoice is wrong again.\n\nthanks\neveryone",
        "Hello,\n\nPlease close the ticket.\n\ncheers\nteam",
        "Agent: hello this is the Billing team",
        "Customer: hi I'm having trouble with my order",
        "is my Chase account linked to the app",
        "order status - still pending since Monday",
        "gift card / voucher question for the UK store",
        "hermes parcel - not arrived, the App says delivered",
        "the plan name should be Premium Plus",
        "the surname should be in capitals on the Ticket",
        "the last name field should be optional",
        "is the first name box required on the Form",
    ],
)
def test_words_in_those_places_stay(redactor: Redactor, message: str) -> None:
    assert not [entity for entity, _ in spans(redactor, message) if entity == "PERSON"]
