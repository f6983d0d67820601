"""A first name that is a word too is a name where only a name is written: after "I am",
"I'm", "this is" or an opening "it's", ending the clause or before "from" or "here" ("Hi,
I am Will."). A title and surname stay a name before "next door". A capitalised run that
ends in a kind of product ("the Savannah Dress", "the Luna Floor Lamp") is the product's
name, not a person's. Months, tiers and words in those places stay. The last name of a list
after ", and", the name after "contact person:", and a short last word of a name that is a
stop word too ("Nguyễn Văn An") are redacted. In another language, a capitalised noun and a
lower-case word after it are no name ("ist die Rücksendung kostenlos")."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("I am Will.", "Will"),
        ("Hi, I am Will and my order is late", "Will"),
        ("Hi, I'm Mark from the Leeds branch", "Mark"),
        ("It's Will here, about my refund", "Will"),
        ("hi its Grace. any news on the parcel?", "Grace"),
        ("this is Hope, following up on the refund", "Hope"),
        ("give it to Mrs Okafor next door", "Mrs Okafor"),
        ("Mrs Okafor next door has the parcel", "Mrs Okafor"),
        ("my daughter Savannah wants the dress in blue", "Savannah"),
        ("Grace Kelly ordered a lamp and it came broken", "Grace Kelly"),
    ],
)
def test_the_name_is_redacted(redactor: Redactor, message: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "I'm Gold member and want my points",
        "It's Gold tier, right?",
        "I'm May be late for the delivery",  # a month is no introduction
        "I am Sure you can help",
        "the Savannah Dress in size 12 came torn",
        "is the Luna Floor Lamp back in stock",
        "I ordered the Harper Jacket in navy",
        "Ruby Collection earrings arrived broken",
    ],
)
def test_words_in_those_places_stay(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


@pytest.mark.parametrize(
    ("message", "names"),
    [
        ("The tickets are for me, Ngozi, and Tobenna", {"Ngozi", "Tobenna"}),
        ("contact person: Lưu Văn Đức", {"Lưu Văn Đức"}),
        ("name: Nguyễn Văn An", {"Nguyễn Văn An"}),
        ("my name is Kim Ji An, I ordered twice", {"Kim Ji An"}),
    ],
)
def test_names_in_lists_and_labels_are_redacted_whole(
    redactor: Redactor, message: str, names: set[str]
) -> None:
    assert {value for entity, value in spans(redactor, message) if entity == "PERSON"} == names


@pytest.mark.parametrize(
    ("message", "names"),
    [
        ("Contact person: Support team", []),
        ("We sell Nike, and Adidas trainers", []),
        ("My name is Tom and I ordered", ["Tom"]),  # "and" in running text ends the name
    ],
)
def test_what_follows_them_stays(redactor: Redactor, message: str, names: list[str]) -> None:
    assert [value for entity, value in spans(redactor, message) if entity == "PERSON"] == names


@pytest.mark.parametrize(
    ("message", "names"),
    [
        ("Guten Tag, ist die Rücksendung kostenlos? Viele Grüße", []),
        ("Hallo, mein Name ist Anna Schmidt und ich habe eine Frage", ["Anna Schmidt"]),
    ],
)
def test_in_another_language_a_capitalised_noun_and_a_word_after_it_are_no_name(
    redactor: Redactor, message: str, names: list[str]
) -> None:
    assert [value for entity, value in spans(redactor, message) if entity == "PERSON"] == names
