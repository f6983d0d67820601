"""Given names the US census lists lack are names too (the list holds no everyday word and
no place); a town between a street and its postcode, a house name and a password a customer
changed to are covered too."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.person_evidence import known_places
from discreet.redaction.recognizers.gazetteer import _given_names, load_name_lists
from discreet.redaction.recognizers.propn import english_words


def test_the_list_loads_into_the_first_names_and_holds_no_word_or_place() -> None:
    given = _given_names()
    assert len(given) > 500
    assert {"priya", "siobhan", "thabo", "oksana", "kwame"} <= load_name_lists().first
    assert not given & english_words()
    assert not given & known_places()


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Send it to Priya at work", "Priya"),
        ("my colleague Siobhan said it was fine", "Siobhan"),
        ("I spoke with Oksana yesterday about the refund", "Oksana"),
    ],
)
def test_a_given_name_from_outside_the_census_is_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    redacted = redactor.redact(message).text.value
    assert name not in redacted and "[PERSON_1]" in redacted


@pytest.mark.parametrize(
    ("message", "kept"),
    [
        ("I live at 221b baker street london nw1 6xe", "I live at [ADDRESS_1] [POSTCODE_1]"),
        ("Address: The Old Forge, Church Lane, Little Haddon, OX4 2JY", "Address: [ADDRESS_1]"),
        ("please send it to Bahnhofstr. 7, 80335 München", "please send it to [ADDRESS_1]"),
        (  # words and a colon after the last line's number are no form field of their own
            "billing address 12 Kirchgasse 5\nGRAZ\n, ST\n 8010 for this card: 4111111111111111",
            "billing address [ADDRESS_1] for this card: [CARD_1]",
        ),
        ("I changed my password to Bluebird77 today", "I changed my password to [SECRET_1] today"),
        ("I changed my password to something longer", "I changed my password to something longer"),
    ],
)
def test_addresses_keep_their_town_and_house_name_and_a_new_password_is_a_secret(
    redactor: Redactor, message: str, kept: str
) -> None:
    assert redactor.redact(message).text.value == kept


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("card 3528,8091,3476,8028 declined again", "card [CARD_1] declined again"),
        ("use this one:\n6521 | 5768 | 1523 | 6910\n", "use this one:\n[CARD_1]\n"),
        # a phone number broken across a line after its country code
        ("call me on +48 12-\n345 67 89 please", "call me on [PHONE_1] please"),
        ("mobile +48 12\n345 67 89", "mobile [PHONE_1]"),
        ("my dob is 2006/07/24 for the fare", "my dob is [DATE_OF_BIRTH_1] for the fare"),
        ("born 1990.04.12", "born [DATE_OF_BIRTH_1]"),
        # a day read out before a year in digits, a year read out after a day in digits,
        # and a month before its year ("may 1988" is no "may 19")
        ("date of birth: twelve may 1988", "date of birth: [DATE_OF_BIRTH_1]"),
        ("dob 12th of may nineteen eighty eight", "dob [DATE_OF_BIRTH_1]"),
    ],
)
def test_cards_split_by_any_mark_and_year_first_birth_dates(
    redactor: Redactor, message: str, expected: str
) -> None:
    assert redactor.redact(message).text.value == expected


@pytest.mark.parametrize(
    "message",
    ["order qty 1200,1500,1800,2000 units", "bins 1234 | 5678 | 9012 | 3456", "v2024.10.12"],
)
def test_number_lists_that_fail_luhn_and_have_no_cue_are_left_alone(
    redactor: Redactor, message: str
) -> None:
    assert redactor.redact(message).text.value == message


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("please ask Jean-Baptiste Rousseau-Vidal to call me", "Jean-Baptiste Rousseau-Vidal"),
        ("hola, soy Montserrat Casals i Ferrer, DNI 59322123V", "Montserrat Casals i Ferrer"),
        ("the ticket shows my name as PANGANIBAN only", "PANGANIBAN"),
        ("> Name (as in passport):\nTSUTSUMI Hikaru\n> Passport number:", "TSUTSUMI Hikaru"),
    ],
)
def test_a_name_is_redacted_whole(redactor: Redactor, message: str, expected: str) -> None:
    """Hyphenated given names, surnames joined by 'i'/'y', a surname in capitals after 'my
    name as' and a name under a label with a note are one name, with nothing left over."""
    result = redactor.redact(message)
    assert expected not in result.text.value
    start = message.index(expected)
    assert any(
        f.entity == "PERSON" and f.start <= start and start + len(expected) <= f.end
        for f in result.findings
    ), result.findings


@pytest.mark.parametrize(
    "message",
    [
        "set the display name to Dark mode",
        "I love Hewlett-Packard printers",
        "the Mercedes-Benz dealer in Stuttgart-West",
    ],
)
def test_names_of_things_stay(redactor: Redactor, message: str) -> None:
    assert redactor.redact(message).text.value == message


def test_an_acronym_after_a_name_is_not_another_name(redactor: Redactor) -> None:
    result = redactor.redact("soy Montserrat Casals i Ferrer, DNI 59322123V")
    assert "DNI" in result.text.value


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ("factura a Carrer de la Fusteria Vella 8, 08003 Barcelona", "08003"),
        ("entregar em Recife 51020 amanhã", "51020"),
        # a region written beside the code (a state, Land, voivodeship, prefecture)
        ("the courier left it at gate 3, sector 21, faridabad, haryana 121001", "121001"),
        ("the courier left it at gate 2, sector 4, bhiwadi, rajasthan 301019", "301019"),
    ],
)
def test_a_postcode_beside_its_town_is_redacted(
    redactor: Redactor, message: str, code: str
) -> None:
    result = redactor.redact(message)
    assert code not in result.text.value


@pytest.mark.parametrize(
    "message",
    [
        "see you in Paris 2024",
        "the Glasfaser 1000 plan",
        "I paid 1500 in Paris",
        "we opened 12 stores in Bavaria in 2023",
        "is the Karnataka 2025 tour refundable",
    ],
)
def test_years_and_amounts_beside_a_town_stay(redactor: Redactor, message: str) -> None:
    assert redactor.redact(message).text.value == message


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "deliver to my work: 14 Sgoil Road, Portree, Isle of Skye IV51 9EH, reception",
            "deliver to my work: [ADDRESS_1], reception",
        ),
        (
            "we moved into 12 Cnoc na Gréine, Salthill, Galway H91 E2R8 on the 3rd",
            "we moved into [ADDRESS_1] on the 3rd",
        ),
        (
            "Parcel EV5603285 never came to 9 wrenfield close, upper shinfield, reading rg2 9bt",
            "Parcel [TRACKING_1] never came to [ADDRESS_1] [POSTCODE_1]",
        ),
    ],
)
def test_the_locality_between_a_street_and_its_postcode_is_redacted_whole(
    redactor: Redactor, message: str, expected: str
) -> None:
    """Small towns are on no list, and their names hold small words ("Isle of Skye"):
    between a street line and its postcode, the capitalised parts are the locality, and
    after a street typed in lower case, the lower-case ones."""
    assert redactor.redact(message).text.value == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "Delivery address: Blk 12 Lot 7, Phase 3, Villa Carmelita Subd., Brgy. Talon Dos,"
            " Las Piñas City 1747",
            "Delivery address: [ADDRESS_1]",
        ),
        (
            "Endereço: Rua Desembargador Arruda Leme 455, apto 72, Vila Madalena, São Paulo - SP",
            "Endereço: [ADDRESS_1]",
        ),
        (
            "> Dirección: Av. Hidalgo de los Arcos 87, Col. Centro Histórico, Querétaro, Qro.",
            "> Dirección: [ADDRESS_1].",
        ),
        (
            "Dirección de instalación: Carrer de la Fusteria Vella 8, 2n 1a, 08003 Barcelona",
            "Dirección de instalación: [ADDRESS_1]",
        ),
        ("Adresse: Am Mühlenteich 11a, 24937 Flensburg.", "Adresse: [ADDRESS_1]."),
        (
            "address for the engineer: c-218, sector 47, behind kesar dhaba, gurugram",
            "address for the engineer: [ADDRESS_1]",
        ),
        # the field ends at a postal code that words of the message follow
        (
            "new addr: 44 Elm St, Apt 3, Dayton, OH 45402 pls update b4 shipping",
            "new addr: [ADDRESS_1] pls update b4 shipping",
        ),
        # no number: capitalised parts parted by commas, filling the line
        (
            "Address: Yew Tree Barn, Sheinton Road, Much Wenlock\nMobile: on file",
            "Address: [ADDRESS_1]\nMobile: on file",
        ),
        (
            "Address: Ballyhale House, Kilmacthomas, Co. Waterford",
            "Address: [ADDRESS_1]",
        ),
    ],
)
def test_an_address_fields_value_is_redacted_whole(
    redactor: Redactor, message: str, expected: str
) -> None:
    # the words of other countries' addresses leaked around what the street rules knew
    assert redactor.redact(message).text.value == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("IP address: 192.168.1.20", "IP address: [IP_1]"),
        ("Email address: kim.lee@example.com", "Email address: [EMAIL_1]"),
        ("Address: is this the right form?", "Address: is this the right form?"),
        ("Address: Same as before, Thanks", "Address: Same as before, Thanks"),
        ("Address: Please use the one on file", "Address: Please use the one on file"),
    ],
)
def test_other_address_labels_and_values_without_a_number_are_not_address_fields(
    redactor: Redactor, message: str, expected: str
) -> None:
    assert redactor.redact(message).text.value == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a name met again in another case: a signature in lower case, a surname in capitals
        (
            "Salut,\n\nC'est Gwenaël, pour la location de voiture.\n\nBises,\ngwenaël",
            "Salut,\n\n[PERSON_1], pour la location de voiture.\n\nBises,\n[PERSON_2]",
        ),
        (
            "I am Oyelaran Adebayo-Smith.\nps the ticket says ADEBAYO-SMITH, please fix",
            "I am [PERSON_1].\nps the ticket says [PERSON_2], please fix",
        ),
        # a first name and a surname that are words too, where the words around say person
        ("Hi, I am Will Baker. I will call tomorrow", "Hi, I am [PERSON_1]. I will call tomorrow"),
        ("My colleague Grace Hill will collect it", "My colleague [PERSON_1] will collect it"),
        # "Ma." (María) is part of a Filipino name; "po" and "salamat" are words, not names
        (
            "hello po, I'm Ma. Luisa Dimagiba, my bill is too high",
            "hello po, I'm [PERSON_1], my bill is too high",
        ),
        ("Salamat po,\nMa. Cristina Lualhati", "Salamat po,\n[PERSON_1]"),
    ],
)
def test_names_that_case_or_the_dictionary_hid_are_redacted(
    redactor: Redactor, message: str, expected: str
) -> None:
    assert redactor.redact(message).text.value == expected


@pytest.mark.parametrize(
    "message",
    [
        "Is Bill Pay free?",
        "Is Will Call available at the stadium",
        "I want the Penny Black stamp set",
    ],
)
def test_words_that_are_names_too_stay_where_nothing_says_person(
    redactor: Redactor, message: str
) -> None:
    assert redactor.redact(message).text.value == message
