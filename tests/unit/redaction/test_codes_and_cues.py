"""An account or member code is redacted by its shape where no cue leads to it, and after the
cues customers write without a number word ("my account is ...", "Acc:", "cliente n."); the
codes of products, errors, vouchers and flights stay, as do words that only look like codes."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("please refund ZX4471KQ, it was charged twice", "ZX4471KQ"),
        ("it's under PRM2290KZ", "PRM2290KZ"),
        ("can you merge CUS7731Q9 with my old one", "CUS7731Q9"),
        ("Hi, RWD-88213-QX keeps getting locked", "RWD-88213-QX"),
        ("the points never reached 7XQ2P9A", "7XQ2P9A"),
        # not a flight's shape, or no flight's status: an account's code all the same
        ("please refund ZX4471KQ delayed since May", "ZX4471KQ"),
        ("is EZY8821 still on my account?", "EZY8821"),
        ("RAM4471QX is my member code", "RAM4471QX"),
    ],
)
def test_a_code_of_capitals_and_digits_is_redacted_without_a_cue(
    redactor: Redactor, text: str, value: str
) -> None:
    assert ("CUSTOMER_ID", value) in spans(redactor, text)


@pytest.mark.parametrize(
    "text",
    [
        "Does the RTX4090 fit in the case?",
        "I bought a 65QN90C last week",
        "My Kenwood Chef (model KVC3100) grinds on speed 4",
        "the game crashes with error CE-3420 after the patch",
        "broadband down again, router lights red, NET-503",
        "I used WELCOME100 at checkout and it was rejected",
        "the voucher GIFT-2024-XMAS has expired",
        "Does the Sony WH-1000XM5 come with a carry case?",
        "my Samsung QE55Q80C flickers",
        "my flight BA2490 was cancelled",
        "the parcel is in locker B12C449 at the station",
        # a flight's number before what happens to flights, a part's letters inside its code
        "Hi, is EZY8821 delayed? I'm collecting my mum.",
        "BAW1234 landed an hour late, can I claim?",
        "The barcode on the box: 4K-HDMI-200 cable, is it compatible?",
        "the label says: USB-C-100W, will it charge my laptop?",
    ],
)
def test_the_codes_of_products_errors_vouchers_and_flights_stay(
    redactor: Redactor, text: str
) -> None:
    assert spans(redactor, text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # lower case, so that only the cue finds them
        ("my account is zx4471kq and the app says it doesn't exist", "zx4471kq"),
        ("the account on file is 7xq2p9", "7xq2p9"),
        ("my ref is zq9918, order 55120", "zq9918"),
        ("ticket was raised under my id mbr44721", "mbr44721"),
        ("cliente n. cli22981", "cli22981"),
        ("identifiant client : cl-88-2291", "cl-88-2291"),
        ("account ID — qx7-2291", "qx7-2291"),
        ("Acc: pq88213", "pq88213"),
        ("order for client zz991-a", "zz991-a"),
        ("account handle @tomasz_k", "@tomasz_k"),
        ("my gamer tag is DarkWolf88", "DarkWolf88"),
    ],
)
def test_an_id_after_a_cue_without_its_number_word(
    redactor: Redactor, text: str, value: str
) -> None:
    assert ("CUSTOMER_ID", value) in spans(redactor, text)


@pytest.mark.parametrize(
    "text",
    [
        "my account is locked since the update",
        "the account on file is my old one",
        # "User:" labels a chat's customer, so it is no cue
        "User: please help, 3 items are missing",
        "my id expired in 2023",
    ],
)
def test_a_cue_before_no_id_finds_nothing(redactor: Redactor, text: str) -> None:
    assert spans(redactor, text) == []


def test_a_tracking_number_after_an_abbreviated_cue(redactor: Redactor) -> None:
    text = "ur driver lft my parcel in da bin!! trkng JD01 4600 8351 4392 2677 not happy"
    assert ("TRACKING", "JD01 4600 8351 4392 2677") in spans(redactor, text)


def test_an_iban_needs_a_country_that_has_them(redactor: Redactor) -> None:
    assert ("IBAN", "de89 3704 0044 0532 0130 00") in spans(
        redactor, "iban de89 3704 0044 0532 0130 00 please"
    )
    # "QE55Q80C flickers" passed the checksum by chance; there is no country "QE"
    assert spans(redactor, "the QE55Q80C flickers since Monday") == []


def test_no_name_is_written_with_digits(redactor: Redactor) -> None:
    # spaCy's NER took "NET-503" for a person
    assert spans(redactor, "it says NET-503") == []
    assert ("PERSON", "Maria Lopez") in spans(redactor, "ask Maria Lopez about NET-503")
