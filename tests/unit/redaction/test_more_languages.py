"""Messages in Romanian, Indonesian, Vietnamese, Greek, Czech and the other languages whose
stop words `language.is_foreign` now counts: the English NER model's spans over their
everyday phrases ("bună ziua", "Terima kasih", "κάθε βράδυ") are no names, while a name in
them ("Γιώργος Παπαδόπουλος", "Иван Петров") and English names that are stop words there
("Ali and Ada") still are."""

from __future__ import annotations

import pytest
from spacy.lang.en.stop_words import STOP_WORDS as ENGLISH_STOP_WORDS

from discreet.redaction import Redactor
from discreet.redaction.language import is_foreign
from discreet.redaction.recognizers.lexicon import data_lines
from discreet.redaction.recognizers.propn import english_words, everyday_words

from .conftest import spans


@pytest.mark.parametrize(
    "message",
    [
        "bună ziua, cât costă un detartraj? am văzut 120 lei pe site",
        "Selamat pagi, apakah pasang behel bisa dibayar pakai GoPay?",
        "Καλημέρα σας, η σύνδεση πέφτει κάθε βράδυ",
        "Dobrý den, kdy přijde technik? Už čekám od rána",
        # thanks and polite words that open or close a message (data/everyday_words.txt)
        "Selamat pagi,\n\nApakah bisa dibayar pakai GoPay?\n\nTerima kasih,\npasien lama",
        "Bom dia,\n\nGostaria de mudar para a tarifa simples.\n\nObrigada,\numa cliente",
        # read with its look-alike letters made Latin, as the redactor reads Greek
        "Ευχαριστώ.\n\n> Το ραντεβού σας επιβεβαιώθηκε",
        # a field's label of two words, one in lower case, is a phrase whoever a word of it
        # names ("Thanh" is a given name; "Thanh toán" is payment)
        "Hành trình\nTuyến: Hà Nội – Sa Pa\nNhà xe: Hoàng Long\nThanh toán: VNPay",
    ],
)
def test_everyday_phrases_are_no_names(redactor: Redactor, message: str) -> None:
    assert is_foreign(message)
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Ο τεχνικός Γιώργος Παπαδόπουλος ήρθε την Παρασκευή", "Γιώργος Παπαδόπουλος"),
        ("Привет, меня зовут Иван Петров", "Иван Петров"),
        ("Ali and Ada called about the refund", "Ali"),
        ("Ali and Ada called about the refund", "Ada"),
        # a speaker's label is a name, not a field's
        ("Maria Lopez: hi, I need help with my bill\nAgent: sure", "Maria Lopez"),
        # a sentence before a colon is no field's label
        ('Enrico shouted at Gary: "What are you doing here?"', "Gary"),
    ],
)
def test_names_in_them_stay_names(redactor: Redactor, message: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        # Estonian, Maltese, Kinyarwanda and Swahili (data/stop_words.txt), Hebrew and Arabic
        "Tere, kas mu Tellimus on juba teel? Palun vastake täna",
        "Bonġu, jekk jogħġbok għandi bżonn il-Kontenut tal-Pakkett illum",
        "Mwaramutse, ndashaka kubaza niba Ibicuruzwa byanjye byageze",
        "Habari, naomba kujua kama kifurushi changu kimefika leo",
        "Mari Tamm siin, tellimus hilineb",
        "שלום, מתי יגיע המשלוח שלי? תודה רבה",
        "مرحبا، متى يصل الطلب الخاص بي؟ شكرا",
    ],
)
def test_languages_with_a_short_or_no_spacy_list_are_told_apart(message: str) -> None:
    assert is_foreign(message)


def test_the_projects_own_stop_words_are_no_english_words() -> None:
    # an English word among them would make English messages read as foreign
    words = set(data_lines("stop_words.txt"))
    assert words, "data/stop_words.txt is empty"
    assert not words & ENGLISH_STOP_WORDS
    dictionary = english_words() - everyday_words()
    assert sorted(w for w in words if w in dictionary) == []


@pytest.mark.parametrize("message", ["estoy aquí 👋 ayuda", "je suis ici, merci"])
def test_a_sentence_saying_here_in_another_language_names_no_one(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


def test_a_greeting_that_is_a_name_too_greets_where_it_opens_a_message(
    redactor: Redactor,
) -> None:
    found = spans(redactor, "Tere, Mari Tamm siin")
    assert ("PERSON", "Mari Tamm") in found
    assert [value for entity, value in found if "Tere" in value] == []


def test_english_with_their_stop_words_in_names_stays_english() -> None:
    # "ali" (Croatian), "ada" (Indonesian) and "anh" (Vietnamese) are stop words there and
    # names here: they do not count
    assert not is_foreign("Ali and Ada and Anh are on the booking")


@pytest.mark.parametrize(
    "message",
    [
        # a city typed without its accents is still the city (Thessaloníki)
        "Our office in Thessaloniki needs six new broadband lines",
        # the model's span over a form's value and the next line's label is cut at the line
        "Cerere\nZona: Cotroceni\nChirie: 450 lei",
    ],
)
def test_places_and_form_values_are_no_names(redactor: Redactor, message: str) -> None:
    found = [value for entity, value in spans(redactor, message) if entity == "PERSON"]
    assert not [value for value in found if "Thessaloniki" in value or "\n" in value]
    assert "Cotroceni\nChirie" not in found


def test_a_first_name_that_is_a_city_without_accents_stays_a_name(redactor: Redactor) -> None:
    # León is a city; "Leon" is sought as a name
    assert ("PERSON", "Leon") in spans(redactor, "Leon called me about the refund")


@pytest.mark.parametrize(
    ("message", "kept", "name"),
    [
        # towns of 15,000 to 100,000 people are places (data/places.txt) ...
        ("is the coach from Aberystwyth cancelled today?", "Aberystwyth", None),
        ("Lucas from Aberdare called about the order", "Aberdare", "Lucas"),
        # ... and so are cities under their other names (GeoNames' alternate names)
        ("the CTM coach from Casablanca to Marrakech is confirmed", "Marrakech", None),
        ("> Votre rendez-vous est confirmé à Hà Nội.", "Hà Nội", None),
        ("Our office in Heraklion needs two new lines", "Heraklion", None),
        ("Tuyến: Sài Gòn – Đà Lạt. Nadia will travel", "Sài Gòn", "Nadia"),
        # ... and a place's name after the word that opens it (a cape, a saint's village)
        ("how early must cars be at Tanjung Priok for the ferry?", "Tanjung Priok", None),
        ("does the Kea ferry stop at Agia Irini on the way back?", "Agia Irini", None),
        ("Playa Norte was lovely, Isla Martinez booked it", "Playa Norte", "Isla Martinez"),
        # ... but not those named like a person: "Warwick" is a first name and a surname
        ("Warwick Hale called about the order", None, "Warwick Hale"),
    ],
)
def test_a_town_is_no_name_unless_named_like_a_person(
    redactor: Redactor, message: str, kept: str | None, name: str | None
) -> None:
    found = spans(redactor, message)
    if kept is not None:
        assert all(kept not in value for _, value in found)
    if name is not None:
        assert ("PERSON", name) in found


def test_a_vowel_with_any_accent_is_a_vowel(redactor: Redactor) -> None:
    # "Nữ" was read as an abbreviation, for "ữ" was no vowel, and the name kept its half
    text = "dob is 10/08/1983, can u fix, Tôn Nữ Diễm Kiều"
    assert ("PERSON", "Tôn Nữ Diễm Kiều") in spans(redactor, text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm writing in English pour être sûr. My parcel is blocked at customs.",
        "pls hlp, Thx",
    ],
)
def test_words_of_another_language_typed_in_lower_case_are_no_name(
    redactor: Redactor, text: str
) -> None:
    assert redactor.redact(text).text.value == text


def test_the_other_end_of_a_route_from_a_known_place_is_a_place(redactor: Redactor) -> None:
    text = "Tôi đi tuyến Sài Gòn – Đà Lạt, có chỗ để xe máy không?"
    assert all(entity != "PERSON" for entity, _ in spans(redactor, text))
