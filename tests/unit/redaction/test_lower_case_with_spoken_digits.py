"""A message typed all in lower case is capitalised for the name recognizers even when it
also reads digits aloud: the digits are joined first, and the text with them joined is
still all lower case (the check once compared it with the text before the join, so any
spoken number left the whole message uncapitalised and its names unseen). A house number
said in words after its label ("plot twenty two") is read as digits, so the address holds
it."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor, normalize

from .conftest import spans

SPOKEN = [
    (
        "hi its wanjiru kamau my phone is zero seven two two four four five six seven one",
        "Wanjiru Kamau",
    ),
    (
        "bom dia fala joana ferreira o meu telemovel e nine one two three four five six seven",
        "Joana Ferreira",
    ),
    (
        "good morning this is oksana kovalenko my account number is four four one nine two two",
        "Oksana Kovalenko",
    ),
    (
        "i spoke to mafalda yesterday and my mobile is zero one zero four seven double four",
        "Mafalda",
    ),
]


@pytest.mark.parametrize(("text", "name"), SPOKEN)
def test_the_names_of_a_lower_case_message_are_capitalised_with_its_digits_joined(
    text: str, name: str
) -> None:
    normalized = normalize(text).text
    assert name in normalized
    assert any(ch.isdigit() for ch in normalized)


@pytest.mark.parametrize(("text", "name"), SPOKEN)
def test_a_name_in_a_lower_case_message_with_a_spoken_number_is_redacted(
    redactor: Redactor, text: str, name: str
) -> None:
    found = spans(redactor, text)
    assert ("PERSON", name.lower()) in found


def test_a_lower_case_message_with_a_spoken_number_and_no_name_keeps_its_words(
    redactor: Redactor,
) -> None:
    text = "the kettle from order two came without its lid and the one from order three is fine"
    assert redactor.redact(text).text.value == text


@pytest.mark.parametrize(
    "text",
    [
        "o meu nif e 242954448 e a fatura veio errada",
        "o meu nif e two four two nine five four four four eight e a fatura veio errada",
    ],
)
def test_one_letter_words_around_a_number_are_not_read_as_a_spelled_code(
    redactor: Redactor, text: str
) -> None:
    # Portuguese "e" (is, and) and "a" (the) on both sides of the number stay words, so the
    # number is still the tax number after its cue
    assert " e 242954448 e a " in normalize(text).text.lower()
    assert [entity for entity, _ in spans(redactor, text)] == ["SSN"]


def test_a_code_spelled_with_consonants_is_still_closed_up() -> None:
    text = "my booking reference is k six seven h a r thanks"
    assert "k67har" in normalize(text).text.lower()


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("hi my booking reference is q r seven m x two for the ferry next week", "QR7MX2"),
        ("the order code is b d nine four k w and it still says pending", "BD94KW"),
    ],
)
def test_a_spelled_code_is_closed_up_in_capitals_and_redacted(
    redactor: Redactor, text: str, code: str
) -> None:
    # closed up as a typed code looks ("QR7MX2"), so the reference patterns take it; the
    # message around it is still read as typed in lower case
    normalized = normalize(text).text
    assert code in normalized
    assert "Ferry" in normalized or "Pending" in normalized
    assert [entity for entity, _ in spans(redactor, text)] == ["CUSTOMER_ID"]


@pytest.mark.parametrize(
    ("text", "address"),
    [
        (
            "hi its zara i live at fifty two c model town extension lahore five four seven zero"
            " zero and the internet engineer never came",
            "fifty two c model town extension lahore",
        ),
        (
            "hello i stay at plot twenty two nyaniba estates osu accra and the light went off",
            "plot twenty two nyaniba estates osu accra",
        ),
        # before its street, after a word that leads to an address
        ("it's twelve oak lane bristol", "twelve oak lane bristol"),
        ("i live on fifty two station road, leeds", "fifty two station road"),
    ],
)
def test_a_house_number_said_in_words_is_part_of_the_address(
    redactor: Redactor, text: str, address: str
) -> None:
    assert any(address in value for entity, value in spans(redactor, text) if entity == "ADDRESS")


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("apt twelve", "apt 12"),
        ("hse no seven", "hse no 7"),
        ("we live at one hundred and five oak lane", "we live at 105 oak lane"),
        ("a house two doors down", "a house two doors down"),
        ("the flat two floors up", "the flat two floors up"),
        ("we stay at one of the hotels", "we stay at one of the hotels"),
        ("the address is nine mill lane", "the address is 9 mill lane"),
        ("it is one long road", "it is one long road"),
        ("there are ten high street stores", "there are ten high street stores"),
        (
            "turn left after three cherry tree lane houses",
            "turn left after three cherry tree lane houses",
        ),
    ],
)
def test_a_house_number_is_read_as_digits_only_after_its_label_or_before_its_street(
    text: str, read: str
) -> None:
    assert normalize(text).text.lower() == read
