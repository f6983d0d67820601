"""Four ways a word that is no name was redacted as one, each beside the names that must stay
redacted: a place where a journey starts or ends ("the sailing from Merak"); a lower-case
first name in another language's sentence ("ada kelas" is Indonesian, "there is a class");
a first name that is an everyday word, alone, in a message typed in lower case ("bom dia");
and the word after a comma in such a message, which the normalizer capitalised like every
other word and so is no item of a list of names."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    "text",
    [
        "is the 6am sailing from Merak cancelled? wind is crazy. booked with Pelni",
        "Our booking on the Kea ferry from Lavrio was cancelled. Can we move to the 15th?",
        "how early must we be at the port for the crossing to Rafina?",
        # from one place to another, whatever the carrier is called
        "The matatu from Rongai to Kilimani was late again",
        # a place named by its side of town or a ridge, and a holiday
        "The Checkers Sixty60 driver couldn't find Umhlanga Ridge",
        "Is the Kadıköy branch open during Bayram?",
        "I sent it from Reception to the front desk",
        # near or opposite a place, listed as a name or not
        "We live near Hampstead Heath, do you deliver there?",
        "Is there a branch near Canary Wharf?",
        "Which parcel locker is opposite Clifton Down?",
    ],
)
def test_where_a_journey_starts_or_ends_is_a_place(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("the ferry leaves at 9, a package arrived from Okafor for my trip", "Okafor"),
        ("our flight to Lisbon, booked by Tomasz Wiśniewski, was moved", "Tomasz Wiśniewski"),
        ("can you send the bus tickets to Kowalczyk at the office", "Kowalczyk"),
        ("Please transfer the booking from Maria Lopez to Ahmed Khan", "Ahmed Khan"),
        ("please move the booking from Oluwaseun to Adebayo", "Oluwaseun"),
        ("Kanye West called about his order", "Kanye West"),
        ("can you move it during Maria's shift", "Maria"),
        ("please leave it near Grace Obi's front door", "Grace Obi"),
        ("I sat near Tomasz Wiśniewski on the coach, he has my bag", "Tomasz Wiśniewski"),
    ],
)
def test_a_listed_name_on_a_journey_stays_a_name(redactor: Redactor, text: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, text)


def test_a_lower_case_first_name_in_another_language_needs_a_listed_name_beside_it(
    redactor: Redactor,
) -> None:
    text = "halo min, kuliah Intro to Python ada kelas bahasa Indonesia? bayarnya bisa GoPay?"
    assert redactor.redact(text).text.value == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "bjorn lindqvist from Quebec - does Afterpay work for the Moab 3 boots?",
            "bjorn lindqvist",
        ),
        ("i spoke to maria lopez, ana and pedro were there too", "maria lopez"),
    ],
)
def test_a_lower_case_name_in_english_stays_a_name(
    redactor: Redactor, text: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, text)


def test_an_everyday_word_alone_is_no_first_name_in_a_lower_case_message(
    redactor: Redactor,
) -> None:
    out = redactor.redact("bom dia hi i need the coach times to fatima after nine").text.value
    assert out.startswith("bom dia hi")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "when they were singing about the verses from eric g. samoylova's tales",
            "eric g. samoylova",
        ),
        ("hi my name is grace and my order never came", "grace"),
    ],
)
def test_a_lower_case_name_with_an_everyday_first_name_stays_a_name(
    redactor: Redactor, text: str, name: str
) -> None:
    assert any(name in value for entity, value in spans(redactor, text) if entity == "PERSON")


def test_the_word_after_a_comma_in_a_lower_case_message_is_no_list_item(
    redactor: Redactor,
) -> None:
    text = (
        "bom dia, a leitura do contador foi estimada outra vez na tarifa bi-horária, "
        "dá para corrigir?"
    )
    assert ", dá para corrigir?" in redactor.redact(text).text.value


@pytest.mark.parametrize(
    "text",
    [
        "kak token listrik 50rb belum masuk padahal sudah bayar pakai GoPay 🙏",
        "Aș dori să știu dacă taxa se poate plăti în rate prin George.",
        "I paid via Revolut yesterday",
    ],
)
def test_what_one_pays_with_is_a_means_of_payment(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("my wife paid with Maria Lopez on the phone", "Maria Lopez"),
        ("it was paid by my husband Tomasz Nowak", "Tomasz Nowak"),
    ],
)
def test_a_full_name_after_paying_stays_a_name(redactor: Redactor, text: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, text)


def test_a_word_on_no_name_list_inside_somewhere_is_a_place(redactor: Redactor) -> None:
    text = "Great.\n\n> the duplex in Floreasca is available from January; viewings on payday."
    assert redactor.redact(text).text.value == text


def test_a_listed_surname_after_in_stays_a_name(redactor: Redactor) -> None:
    assert ("PERSON", "Kowalczyk") in spans(redactor, "the parcel is in Kowalczyk's car")


@pytest.mark.parametrize(
    "text",
    [
        # a surname alone, owning nothing, where something is: a place or a platform
        "Fiz a reserva do hotel em Salvador e fui cobrada duas vezes.",
        "The B2 recordings on Freud stop at the halfway mark.",
        # "in" in the other languages support mail comes in
        "J'habite dans Ourique depuis mai, la facture est fausse.",
        "Locuiesc în Floreasca și factura e greșită.",
        "Moramos nas Amoreiras e a fatura veio errada.",
        "Hej, kan jeg betale med MobilePay i Aarhus butikken?",
    ],
)
def test_a_surname_alone_where_something_is_is_a_place(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("still waiting on Johnson to send the keys", "Johnson"),
        # "i" is "I" in a message in English, typed in lower case
        ("then i Sarah called me back", "Sarah"),
        ("we are relying on Okafor for the handover", "Okafor"),
        ("the keys are in Johnson's van", "Johnson"),
    ],
)
def test_whom_one_waits_on_or_whose_thing_it_is_stays_a_name(
    redactor: Redactor, text: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, text)


def test_a_word_on_no_name_list_at_or_on_something_is_a_place_or_platform(
    redactor: Redactor,
) -> None:
    text = "Hi,\n\nThe B2 recordings on Moodle stop at the halfway mark.\n\nThanks,\nAccounts"
    assert redactor.redact(text).text.value == text


def test_the_english_taggers_verb_says_nothing_in_another_language(redactor: Redactor) -> None:
    # the tagger read "schickt" as a verb whose subject an unfamiliar word would be
    text = "Guten Tag, Velotrix schickt immer die falsche Rechnung."
    assert redactor.redact(text).text.value == text


def test_a_name_after_its_cue_in_another_language_stays(redactor: Redactor) -> None:
    text = "Danke, Herr Okonkwo hat mir sehr geholfen."
    assert "Okonkwo" not in redactor.redact(text).text.value


@pytest.mark.parametrize(
    "text",
    [
        "O senhorio aceita animais? Temos um Bully Kutta.",
        "Does the policy cover my dog? He is a Jack Russell.",
    ],
)
def test_no_one_is_a_someone(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


def test_a_name_describing_the_noun_after_an_article_stays_a_name(redactor: Redactor) -> None:
    text = "Have you been to a Calquín Cazares concert before?"
    assert ("PERSON", "Calquín Cazares") in spans(redactor, text)


def test_a_word_on_no_name_list_after_an_article_abroad_names_a_thing(redactor: Redactor) -> None:
    text = "olá, o seguro cobre o Apoquel para um cão de 8 anos?"
    assert redactor.redact(text).text.value == text


def test_a_name_after_an_article_abroad_stays_a_name(redactor: Redactor) -> None:
    assert ("PERSON", "Gonçalo Pereira") in spans(
        redactor, "o técnico falou com o Gonçalo Pereira ontem"
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("please move my seat from Thandeka to Lindiwe", "Thandeka"),
        ("the booking moved from Lindiwe to Thandeka", "Thandeka"),
    ],
)
def test_the_other_person_of_from_and_to_is_a_name(
    redactor: Redactor, text: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, text)
