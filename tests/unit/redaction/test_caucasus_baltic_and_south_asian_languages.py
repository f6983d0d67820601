"""Personal data as it is written in Latvian, Slovak, Luxembourgish, Georgian, Armenian,
Uzbek and Bengali, and in the languages written beside them: numbers read out in words,
"@" and "." said aloud, digits of other scripts, birth dates (Latvian "1990. gada 14.
jūnijā", Uzbek "12-mart 1995"), name fields, "my name is", "I am", titles before a name and
honorifics after it."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.language import is_foreign
from discreet.redaction.normalizer import normalize

from .conftest import spans


def _covered(redactor: Redactor, message: str, value: str) -> bool:
    start = message.index(value)
    taken = {i for f in redactor.redact(message).findings for i in range(f.start, f.end)}
    return all(i in taken for i in range(start, start + len(value)) if not message[i].isspace())


@pytest.mark.parametrize(
    ("message", "number"),
    [
        ("chemi nomeria khuti ori ori sami otkhi erti shvidi rva tskhra",
         "khuti ori ori sami otkhi erti shvidi rva tskhra"),
        ("ჩემი ნომერია ხუთი ორი ორი სამი ოთხი ერთი შვიდი რვა ცხრა",
         "ხუთი ორი ორი სამი ოთხი ერთი შვიდი რვა ცხრა"),
        ("mans numurs ir divi seši septiņi astoņi viens nulle nulle trīs",
         "divi seši septiņi astoņi viens nulle nulle trīs"),
        ("moje číslo je deväť nula päť štyri tri dva jeden osem",
         "deväť nula päť štyri tri dva jeden osem"),
        ("mäin Nummer ass sechs néng fënnef eent zwee dräi véier siwen",
         "sechs néng fënnef eent zwee dräi véier siwen"),
        ("amar number shunno ek shat dui tin char panch choy aat noy",
         "shunno ek shat dui tin char panch choy aat noy"),
        ("im heraxosy zro chors mek yerku yerek vets hing ut iny",
         "zro chors mek yerku yerek vets hing ut iny"),
    ],
)  # fmt: skip
def test_a_number_read_out_in_these_languages_is_redacted(
    redactor: Redactor, message: str, number: str
) -> None:
    assert _covered(redactor, message, number)


def test_digits_of_other_scripts_are_read_as_digits() -> None:
    assert normalize("ফোন ০১৭১২৩৪৫৬৭৮, رقمي ٠٧٩٥١٢٣٤٥٦, १२").text == (
        "ফোন 01712345678, رقمي 0795123456, 12"
    )


@pytest.mark.parametrize(
    ("message", "email"),
    [
        ("email: ana.berzina at the rate gmail dot com", "ana.berzina at the rate gmail dot com"),
        ("e-pasts: liga.ozola et inbox punkts lv", "liga.ozola et inbox punkts lv"),
        ("email: aram.petrosyan shnik mail ket am", "aram.petrosyan shnik mail ket am"),
        ("pochta: dilnoza.y kuchukcha mail nuqta uz", "dilnoza.y kuchukcha mail nuqta uz"),
        ("mail: nino.b ძაღლუკა posta წერტილი ge", "nino.b ძაღლუკა posta წერტილი ge"),
    ],
)  # fmt: skip
def test_an_address_dictated_in_these_languages_is_redacted(
    redactor: Redactor, message: str, email: str
) -> None:
    assert ("EMAIL", email) in spans(redactor, message)


def test_et_between_plain_words_is_still_and(redactor: Redactor) -> None:
    found = spans(redactor, "Paris et Lyon point de vente")
    assert [s for s in found if s[0] == "EMAIL"] == []


@pytest.mark.parametrize(
    ("message", "date"),
    [
        ("dzimšanas datums 14.06.1990.", "14.06.1990"),
        ("დაბადების თარიღი 12.03.1985", "12.03.1985"),
        ("ծննդյան ամսաթիվ 12.03.1985 թ.", "12.03.1985"),
        ("tugʻilgan sana 05.11.1992", "05.11.1992"),
        ("জন্ম তারিখ ১২ মার্চ ১৯৯০", "১২ মার্চ ১৯৯০"),
        ("Es esmu dzimis 1990. gada 14. jūnijā", "1990. gada 14. jūnijā"),
        ("tugʻilgan sana 12-mart 1995-yil", "12-mart 1995"),
        ("dátum narodenia: 3. apríla 1988", "3. apríla 1988"),
        ("born 7 ივნისი 1991", "7 ივნისი 1991"),
    ],
)
def test_a_birth_date_in_these_languages_is_redacted(
    redactor: Redactor, message: str, date: str
) -> None:
    assert ("DATE_OF_BIRTH", date) in spans(redactor, message)


def test_a_word_that_is_no_month_makes_no_birth_date(redactor: Redactor) -> None:
    found = spans(redactor, "born 12-foo 1995, dzim. 1990. gada 14. zzzz")
    assert [s for s in found if s[0] == "DATE_OF_BIRTH"] == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Dobrý deň, volám sa Zuzana Kováčová a mám problém.", "Zuzana Kováčová"),
        ("Vārds Uzvārds: Dace Kalniņa", "Dace Kalniņa"),
        ("Mening ismim Dilnoza Karimova", "Dilnoza Karimova"),
        ("Ես Արամ Պետրոսյան եմ", "Արամ Պետրոսյան"),
        ("მე მქვია ნინო ბერიძე", "ნინო ბერიძე"),
        ("Moien, ech sinn Jang Weber.", "Jang Weber"),
        ("Paldies, Ilze kundze", "Ilze"),
        ("Gestern huet de Paron Karapetyan ugeruff", "Karapetyan"),
        ("labdien te ilze zvanu par biļeti", "ilze"),
    ],
)
def test_a_name_after_these_languages_cues_is_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    assert _covered(redactor, message, name)


@pytest.mark.parametrize("message", ["მე ვარ ძალიან გაბრაზებული", "আমি খুব হতাশ"])
def test_i_am_before_a_word_of_a_sentence_names_no_one(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Gamarjoba Nino, bileti ar mivighe", "Nino"),
        ("Labdien Ilze, paldies par ziņu", "Ilze"),
        ("Barev Anahit, tomsy chem stacel", "Anahit"),
        ("Moien Jang, merci villmools", "Jang"),
    ],
)
def test_a_greeting_or_a_thanks_is_no_part_of_the_name(
    redactor: Redactor, message: str, name: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == [("PERSON", name)]


@pytest.mark.parametrize(
    "message",
    [
        "Lieu : Salle Raoul Follereau",
        "Festivāls: Positivus Rīga",
        "Event: Karen Demirchyan Complex, gates at 18:00",
        "Concert: Stade Hammadi Agrebi",
    ],
)
def test_a_field_naming_an_event_or_its_venue_holds_no_person(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


@pytest.mark.parametrize(
    ("message", "address"),
    [
        ("Adrese: Brīvības iela 148, dz. 21, Rīga", "Brīvības iela 148, dz. 21, Rīga"),
        ("Manzil: Toshkent sh., Chilonzor tumani, 14-uy 23-xonadon",
         "Toshkent sh., Chilonzor tumani, 14-uy 23-xonadon"),
        ("հասցե: Երևան, Աբովյան փ. 12, բն. 25", "Երևան, Աբովյան փ. 12, բն. 25"),
        ("მისამართი: თბილისი, რუსთაველის 12, ბ. 4", "თბილისი, რუსთაველის 12, ბ. 4"),
    ],
)  # fmt: skip
def test_an_address_after_these_languages_labels_is_redacted(
    redactor: Redactor, message: str, address: str
) -> None:
    assert _covered(redactor, message, address)
    label = message.split(":")[0]
    assert [s for s in spans(redactor, message) if s[1] == label] == []


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ("Savanoriu pr. 5, LT-03116 Vilnius", "LT-03116"),
        ("ship it to Daugavpils, LV-5401 please", "LV-5401"),
        ("Mirpur, Dhaka-1216, Bangladesh", "1216"),
    ],
)
def test_a_postcode_joined_by_a_hyphen_beside_its_town_is_redacted(
    redactor: Redactor, message: str, code: str
) -> None:
    assert _covered(redactor, message, code)


def test_a_lettered_code_with_no_town_beside_it_is_kept(redactor: Redactor) -> None:
    assert spans(redactor, "the app shows error code A-1010 again") == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("2027. gada 14. jūnijā Ilze Bērziņa rakstīja:\n> Labdien", "Ilze Bērziņa"),
        ("14.06.2027, Ivan Petrov пишет:\n> Здравствуйте", "Ivan Petrov"),
        ("12.06.2027 10:15 Dilnoza Karimova yozdi:\n> Salom", "Dilnoza Karimova"),
    ],
)
def test_the_sender_of_a_quoted_mail_after_its_date_is_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == [("PERSON", name)]


def test_georgian_is_not_capitalised_as_a_lower_case_message_is() -> None:
    assert normalize("მე ვარ ნინო ბერიძე").text == "მე ვარ ნინო ბერიძე"


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("გამარჯობა, მე ვარ ნინო ბერიძე, ჩემი ბილეთი არ მოვიდა", "ნინო ბერიძე"),
        ("მე ვარ გიორგი გელაშვილი", "გიორგი გელაშვილი"),
        ("Ilze Kalniņa te, zvanu par biļeti", "Ilze Kalniņa"),
        ("F.I.Sh.: yoʻldosheva dilnoza", "yoʻldosheva dilnoza"),
    ],
)
def test_a_name_introduced_in_georgian_latvian_or_uzbek_is_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    ["vnakhe Rustaveli Theatre-shi", "shegvidzlia shevitanot Karen Demirchyan Arena-ում?"],
)
def test_a_venue_with_a_case_ending_after_a_hyphen_is_no_person(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


@pytest.mark.parametrize(
    "message",
    [
        "shegvidzlia bileti mivighe magram dzalian gvian",
        "iltimos chipta qachon keladi, juda kerak",
        "amar ticket kothay, ekhon dorkar",
        "chnowa famma barcha problem tawa",
    ],
)
def test_languages_typed_in_latin_letters_read_as_foreign(message: str) -> None:
    assert is_foreign(message)


@pytest.mark.parametrize(
    ("message", "secret"),
    [
        ("the transfer code GF-7KQ-2XA went to the wrong person", "GF-7KQ-2XA"),
        ("code de transfert : 48213", "48213"),
        ("gift card code 7731-KQ42-0098 was already used", "7731-KQ42-0098"),
        ("drošības jautājuma atbilde: Rūķis77.", "Rūķis77"),
    ],
)
def test_a_code_that_hands_something_over_and_a_security_answer_are_secrets(
    redactor: Redactor, message: str, secret: str
) -> None:
    assert ("SECRET", secret) in spans(redactor, message)


@pytest.mark.parametrize(
    "message", ["use voucher code SUMMER10 at checkout", "the transfer code is not working"]
)
def test_a_public_code_or_a_code_not_given_is_no_secret(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "SECRET"] == []


@pytest.mark.parametrize(
    "message",
    [
        "El 12 jun 2027, Gatefold Live escribió:\n> Hola, gracias por escribir",
        "On 13 Jun 2027 Gatefold Live wrote:\n> hi there",
        "Le 14 juin 2027, Gatefold Live a écrit :\n> Bonjour",
    ],
)
def test_a_reply_headers_date_is_no_address(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "ADDRESS"] == []


@pytest.mark.parametrize(
    "message",
    [
        "Dá sa platiť aj cez Tatra Banka?",
        "Можно ли оплатить через Kaspi Gold?",
        "Vai varu samaksāt ar Luminor karti?",
    ],
)
def test_what_one_pays_through_in_slovak_russian_or_latvian_is_no_person(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


def test_an_address_given_as_metres_from_a_landmark_is_redacted(redactor: Redactor) -> None:
    message = "vivo del Palí 100 m sur y 25 m oeste, casa 14, Cariari."
    assert _covered(redactor, message, "del Palí 100 m sur y 25 m oeste, casa 14, Cariari")


def test_a_distance_to_a_compass_point_is_no_address(redactor: Redactor) -> None:
    assert spans(redactor, "el estadio queda 2 km al norte del centro") == []


@pytest.mark.parametrize(
    ("message", "address"),
    [
        ("Երևան, Աբովյան փ. 12, բն. 25", "Աբովյան փ. 12, բն. 25"),
        ("თბილისი, რუსთაველის გამზ. 12, ბ. 4", "გამზ. 12, ბ. 4"),
        ("Brīvības iela 148, dz. 21, Rīga", "Brīvības iela 148, dz. 21"),
        ("Hlavná 12, byt 9/A, Košice", "Hlavná 12, byt 9/A"),
        ("Тошкент ш., Бунёдкор кўчаси 14-уй", "Бунёдкор кўчаси 14-уй"),
    ],
)
def test_a_street_and_a_flat_in_these_languages_words_are_an_address(
    redactor: Redactor, message: str, address: str
) -> None:
    assert _covered(redactor, message, address)


def test_a_desk_quoted_in_a_reply_header_is_no_person(redactor: Redactor) -> None:
    assert spans(redactor, "On 12 Jun 2027, Gatefold Live Support wrote:\n> hi") == []
    found = spans(redactor, "On 12 Jun 2027, Reinhilde from Support wrote:\n> hi")
    assert ("PERSON", "Reinhilde") in found


@pytest.mark.parametrize(
    "message",
    [
        "on habite près de Maison Blanche",
        "живу рядом с Красные Ворота",
        "bývam pri Zimný Štadión",
    ],
)
def test_a_place_near_which_someone_lives_abroad_is_no_person(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("buenas habla yendry quesada mi número es ocho ocho", "yendry quesada"),
        ("здравствуйте это асель нурланова мой телефон", "асель нурланова"),
        ("bonjour c'est rokhaya faye j'appelle pour mon billet", "rokhaya faye"),
        ("hallo hier ist jorinde quast.", "jorinde quast"),
    ],
)
def test_a_name_on_no_list_said_before_my_or_a_full_stop_is_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    ["hola es muy bueno mi amigo", "c'est pas normal mon billet", "saya Pufi ditolak, no polis"],
)
def test_words_of_a_sentence_after_an_introduction_name_no_one(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []
