"""A name signed under a sign-off in another language ("Makasih,\\nSulastri"), the line
above a name that is no item of a list of names, a sign-off above a line that looks like an
address, which names no addressee, and a greeting in another language, which greets a
capitalised name ("Olá Fátima,") but no one in "Hallo zusammen,"."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Halo,\n\nPaket saya belum sampai.\n\nMakasih,\nSulastri\nHP: 0812 7733 4597", "Sulastri"),
        (
            "Habari,\n\nBado sijapata kifurushi changu.\n\nAsante sana,\nNeema\nSimu: 0754 123 456",
            "Neema",
        ),
        (
            "Dobar dan,\n\nRačun je pogrešan.\n\nLijep pozdrav,\nDragica\nTel: 091 234 5678",
            "Dragica",
        ),
        (
            "Olá,\n\nA encomenda não chegou.\n\nCumprimentos,\nJoaquina\nTel: 912 345 678",
            "Joaquina",
        ),
    ],
)
def test_a_name_under_a_sign_off_in_another_language_is_redacted(
    redactor: Redactor, text: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, text)


@pytest.mark.parametrize(
    "text",
    [
        "Olá,\n\nobrigado pela ajuda com a fatura",
        "Hello,\n\nThe refund has not arrived.\n\nAbraços,\nequipe financeira",
        "Bonjour,\n\nLa box ne marche plus.\n\nCordialement,\nle service RH",
        "Hola,\n\nGracias por la respuesta, saludos desde Montevideo.",
    ],
)
def test_sign_offs_and_teams_stay(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


def test_the_line_above_a_name_is_no_item_of_a_list_of_names(redactor: Redactor) -> None:
    # "Hvala," (thanks) ends the line above: "Ngozi, Tobenna" is a list, a sign-off above a name
    # is not
    assert spans(redactor, "Hvala,\nIvana Horvat") == [("PERSON", "Ivana Horvat")]
    assert ("PERSON", "Ngozi") in spans(redactor, "The tickets are for Ngozi, Tobenna Eze.")


@pytest.mark.parametrize(
    "text",
    [
        "Selamat pagi,\n\nOur bill came to 350.000, almost double.\n\nMulțumesc,\n"
        "the flat on the 3rd floor",
        "Hola,\nthe flat on the 3rd floor has no water again",
    ],
)
def test_a_sign_off_or_greeting_above_an_address_like_line_names_no_addressee(
    redactor: Redactor, text: str
) -> None:
    assert redactor.redact(text).text.value == text


def test_the_name_above_an_address_is_its_addressee(redactor: Redactor) -> None:
    found = spans(redactor, "please send it to\nMaeve Donnelly\n14 Seaview Park\nBray A98 X2Y3")
    assert ("PERSON", "Maeve Donnelly") in found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Aqui está.\n\n> Olá Fátima, pode confirmar o NIF e a morada?",
            "Aqui está.\n\n> Olá [PERSON_1], pode confirmar o NIF e a morada?",
        ),
        (
            "Bună Dorin,\nvă rog trimiteți documentul.",
            "Bună [PERSON_1],\nvă rog trimiteți documentul.",
        ),
    ],
)
def test_a_greeting_in_another_language_greets_a_name(
    redactor: Redactor, text: str, expected: str
) -> None:
    assert redactor.redact(text).text.value == expected


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Hallo zusammen, kurze Frage", "Hallo zusammen,"),
        ("Hola equipo: una pregunta", "Hola equipo:"),
        ("chào phòng khám, giá bao nhiêu ạ?", "chào phòng khám,"),
    ],
)
def test_a_greeting_in_another_language_to_everyone_names_no_one(
    redactor: Redactor, text: str, kept: str
) -> None:
    assert redactor.redact(text).text.value.startswith(kept)


@pytest.mark.parametrize(
    "text",
    [
        "Thanks,\nRecursos Humanos",
        "Saludos,\nServicio al Cliente",
        "Atenciosamente,\nEquipe de suporte",
        "Terima kasih,\nBagian Keuangan",
    ],
)
def test_a_team_signing_in_another_language_is_no_one(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text
