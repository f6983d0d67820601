"""Names told by where they stand. Typed in lower case in a message with capitals elsewhere:
a first name and words no dictionary holds ("add yesenia quintero-hayes as"), a first name
that is a word too signing alone on the last line, an introduction after a
speaker's label, a first name that is a brand too before a surname, a name opening a line
before a dash or a slash. In any case: the right name given for a wrong one or the one it
changes from, a name followed by what it is ("... is my last name"), the person a call was
with, a title before a surname before "one moment". Words in the same places stay, and so do
the parts of a form named after a name and what someone introducing themselves is doing."""

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
        ("I need to change the surname on it from Adebanjo to my married name", "Adebanjo"),
        ("k.o.w.a.l.c.z.y.k - thats the surname on the booking", "k.o.w.a.l.c.z.y.k"),
        ("Nwachukwu is my last name, the Ticket is wrong", "Nwachukwu"),
        ("Further to my phone call with Thandeka this morning, the Refund is late", "Thandeka"),
        ("caller: it's the one on file\nagent: thank you mr Abdirahman one moment",
         "Abdirahman"),
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
        "Yes, that's my name on the Card",
        "Hi I'm travelling with my son on the Eurostar",
        # typed in lower case: what they are doing, and the fillers of speech
        "hello i'm ringing about the fire marshal training on wednesday",
        "hello um yeah i'm calling about the virgin broadband it's been down since monday",
        "hello erm yes i need to change my address",
        "Further to my call with Vodafone on Monday",
        "Please change my name from the old one on the App",
    ],
)
def test_words_in_those_places_stay(redactor: Redactor, message: str) -> None:
    assert not [entity for entity, _ in spans(redactor, message) if entity == "PERSON"]


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Please add yesenia quintero-hayes as a second driver", "yesenia quintero-hayes"),
        ("Refund to siobhan o'reilly please, she paid", "siobhan o'reilly"),
        ("Could you please kindly add yesenia quintero-hayes to it", "yesenia quintero-hayes"),
    ],
)
def test_a_first_name_and_a_surname_typed_in_lower_case_amid_capitals_are_a_name(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "I rented a kia picanto in Lisbon",  # a make, on the brand list
        "Is the jordan retro in stock?",
        "I love mario kart on the Switch",
        "bitte schicken Sie mir die rechnung",
    ],
)
def test_lower_case_words_after_a_first_name_that_are_no_name_stay(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


def test_a_name_ending_in_ing_after_i_am_is_a_name(redactor: Redactor) -> None:
    # "I'm ringing about" says what they are doing; "Irving" is on the name lists
    assert ("PERSON", "Irving Stone") in spans(redactor, "Hi, I'm Irving Stone")


@pytest.mark.parametrize(
    "message",
    [
        "Our Area Manager Visits On Friday",
        "The Duty Manager Refused The Return",
        "My Account Manager Hasn't Replied",
        "PLEASE CALL ME BACK ABOUT THE UNIFORM",
    ],
)
def test_a_verb_after_a_role_in_a_message_of_capitals_is_no_name(
    redactor: Redactor, message: str
) -> None:
    assert redactor.redact(message).text.value == message


@pytest.mark.parametrize(
    ("message", "name"),
    [("My Partner Piet Will Collect It", "Piet"), ("CALL ME DAWN PLEASE", "DAWN")],
)
def test_a_name_after_a_role_in_a_message_of_capitals_stays_a_name(
    redactor: Redactor, message: str, name: str
) -> None:
    assert name not in redactor.redact(message).text.value
