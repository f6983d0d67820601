"""Addresses written the way other countries write them. A street word that holds the
street's own name ("Hauptstraße", "Kirchweg", "Hauptstr.") before a house number is a
street, and after "an" it starts the address ("Bitte an Kirchstraße 12a"); a bare street
word before a number is not ("Gate 17"). A house or flat number's label inside an address
("No: 15 D: 4"), a flat word ("depto B"), a block-lot-house number ("2-21-1"), a postcode
written "114 55" and the "de los" of "Avenida de los Naranjos" stay inside the address, and
an address on the line under a run of digit groups (a tax number) is an address still, and
so is a house number after its block's letter ("C-218, Sector 47"). Turkish labels
without a space ("No:5 D:4") and a district with its city ("Çankaya/Ankara"), a Norwegian
"gate" after whose street it is ("Karl Johans gate 22"), a Czech town with its district's
number ("110 00 Praha 1"), Korean road addresses and the word "address" in more languages
are read too. What looks like them elsewhere stays (an airline's gate, a flight's number)."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


def _addresses(redactor: Redactor, message: str) -> list[str]:
    return [value for entity, value in spans(redactor, message) if entity == "ADDRESS"]


@pytest.mark.parametrize(
    ("message", "address"),
    [
        ("Paket bitte an Hauptstr. 5 schicken", "Hauptstr. 5"),
        ("I live at Hauptstraße 5 in Köln", "Hauptstraße 5"),
        ("Bitte an Kirchstraße 12a liefern", "Kirchstraße 12a"),
        ("we moved to Alte Kirchstraße 7 last month", "Alte Kirchstraße 7"),
        ("bitte an Lindenallee 3 liefern", "Lindenallee 3"),
        ("The bus station is on Vesterskovvej 79", "Vesterskovvej 79"),
        ("ship to Storgatan 14, 114 55 Stockholm", "Storgatan 14, 114 55 Stockholm"),
        (
            "send it to Atatürk Cad. No: 15 D: 4, Kadıköy İstanbul",
            "Atatürk Cad. No: 15 D: 4, Kadıköy İstanbul",
        ),
        (
            "mi dirección es Av. Corrientes 1234, piso 5 depto B, CABA",
            "Av. Corrientes 1234, piso 5 depto B, CABA",
        ),
        # Catalan and Spanish street words, and "de los" / "de las" inside the name
        ("Passeig de Gràcia 92, Barcelona", "Passeig de Gràcia 92, Barcelona"),
        ("Av. Hidalgo de los Arcos 87, Col. Centro", "Av. Hidalgo de los Arcos 87, Col. Centro"),
        ("vivo en Avenida de las Américas 40, Bogotá", "Avenida de las Américas 40, Bogotá"),
        ("Carrer de la Fusteria Vella 8, Barcelona", "Carrer de la Fusteria Vella 8, Barcelona"),
        # Turkish: a neighbourhood and a street cut short, "No:" and "D:" without a space,
        # and a district with its city after a slash
        (
            "adresim Atatürk Mah. 123. Sok. No:5 D:4 Çankaya/Ankara",
            "Atatürk Mah. 123. Sok. No:5 D:4 Çankaya/Ankara",
        ),
        (
            "Saygılarımla,\nAyşe Yılmaz\nBarbaros Bulvarı 25 D:8\n34353 Beşiktaş/İstanbul",
            "Barbaros Bulvarı 25 D:8\n34353 Beşiktaş/İstanbul",
        ),
        # Norwegian: "gate" in lower case after whose street it is
        ("please send it to Karl Johans gate 22, 0159 Oslo", "Karl Johans gate 22, 0159 Oslo"),
        (
            "jeg bor i Thorvald Meyers gate 15B, 0555 Oslo",
            "Thorvald Meyers gate 15B, 0555 Oslo",
        ),
        # Czech: a postcode written "110 00" before a town with its district's number
        ("S pozdravem,\nJana Nováková\nKaprova 12\n110 00 Praha 1", "Kaprova 12\n110 00 Praha 1"),
        # Korean: a city, a district, a road and its number, the floor or flat after it
        (
            "my address is 서울특별시 강남구 테헤란로 152, 5층",
            "서울특별시 강남구 테헤란로 152, 5층",
        ),
        (
            "경기도 성남시 분당구 판교역로 235, 101동 1203호",
            "경기도 성남시 분당구 판교역로 235, 101동 1203호",
        ),
        # "address" in Finnish, Czech and Korean labels a field
        ("Osoite: Hämeenkatu 3 A 12, 33100 Tampere", "Hämeenkatu 3 A 12, 33100 Tampere"),
        ("Adresa: Vinohradská 1511/230, 100 00 Praha 10", "Vinohradská 1511/230, 100 00 Praha 10"),
    ],
)
def test_the_address_is_redacted_whole(redactor: Redactor, message: str, address: str) -> None:
    assert _addresses(redactor, message) == [address]


def test_a_block_lot_house_number_stays_inside_the_address(redactor: Redactor) -> None:
    message = "my address is 〒150-0002 Tokyo-to Shibuya-ku Shibuya 2-21-1"
    assert redactor.redact(message).text.value == "my address is 〒[ADDRESS_1]"


@pytest.mark.parametrize(
    "message",
    [
        "Gate 17 closed early",
        "Route 66 diner voucher",
        "the Railroad 5 set is missing a piece",
        "my daughter Hattie 3 years old loves it",
        "order No: 12345 was late",
        "Flight No: 442 Gate: 12",
        "delivered on 2024-12-03 to the locker",
        "the Series 9-41-2 watch",
        "my son Sunny Barraclough, DOB 12-03-88, can we move it?",
        "I'm Sakurako, DOB 08/02/1944 if you need to verify",
        # an airport's gate, whatever airline's name is before it; a time after a colon
        "the Emirates gate 22 changed to 24",
        "my Emirates Airlines gate 22 changed",
        "Heathrow Terminal 5 gate 22",
        "the call is at 10:30 tomorrow",
        "친구가 다시 3번 전화했어요",
    ],
)
def test_what_looks_like_them_is_no_address(redactor: Redactor, message: str) -> None:
    assert _addresses(redactor, message) == []


def test_an_address_on_the_line_under_a_run_of_digit_groups_is_kept(redactor: Redactor) -> None:
    # a tax number read as a run of digit groups once cut off the address on the next line
    message = "Aqui está.\n\n327 310 480\nRua Actor Vale 38, 2.º Esq, 1900-024 Lisboa"
    assert any("Rua Actor Vale 38" in value for value in _addresses(redactor, message))


def test_a_house_number_after_its_blocks_letter_is_in_the_address(redactor: Redactor) -> None:
    message = (
        "Please update the delivery to C-218, Sector 47, behind Kesar Dhaba, Gurugram, "
        "Haryana 122018."
    )
    assert any(value.startswith("C-218") for value in _addresses(redactor, message))


def test_a_product_and_its_number_ending_a_sentence_join_no_next_line(
    redactor: Redactor,
) -> None:
    message = "Gracias.\n\n> El roaming está incluido en Glasfaser 1000.\n> Atención al cliente"
    assert redactor.redact(message).text.value == message


@pytest.mark.parametrize(
    "message",
    [
        "Our office in Heraklion needs two new broadband lines on Cosmote Fiber 200 by October.",
        "our office router (Nokia Beacon 1) drops the line every day",
    ],
)
def test_an_office_says_no_address_follows(redactor: Redactor, message: str) -> None:
    # "office" is where people work, not a word that puts an address after it
    assert redactor.redact(message).text.value == message


def test_an_office_address_is_still_an_address(redactor: Redactor) -> None:
    assert _addresses(redactor, "our office is at Unit 4, 22 Harbour Road, Cork")


@pytest.mark.parametrize(
    "message",
    [
        "the taxi was a Toyota Prius 4 seater",
        "the parcel arrived with Samsung Galaxy 24 inside",
    ],
)
def test_a_taxi_or_an_arrival_says_no_address_follows(redactor: Redactor, message: str) -> None:
    assert redactor.redact(message).text.value == message


@pytest.mark.parametrize(
    ("message", "address"),
    [
        # an address said, as a transcript writes it: to the end of its clause
        (
            "my address is storgatan one two one one four five one stockholm",
            "storgatan one two one one four five one stockholm",
        ),
        (
            "i live at rambla williman parada five apto one two zero one punta del este the badge"
            " went somewhere else",
            "rambla williman parada five apto one two zero one punta del este",
        ),
    ],
)
def test_an_address_said_is_redacted_to_the_end_of_its_clause(
    redactor: Redactor, message: str, address: str
) -> None:
    assert _addresses(redactor, message) == [address]


@pytest.mark.parametrize(
    "message",
    [
        "my address is correct",
        "i live at home with 2 kids",
        "my address is the same as before, order 5512",
    ],
)
def test_what_is_said_of_an_address_is_none(redactor: Redactor, message: str) -> None:
    assert _addresses(redactor, message) == []


@pytest.mark.parametrize(
    ("message", "address"),
    [
        ("送り先は〒150-0001 東京都渋谷区神宮前1-2-3 です", "東京都渋谷区神宮前1-2-3"),
        (
            "お届け先：大阪府大阪市北区梅田3丁目1番3号 梅田ビル502号室",
            "大阪府大阪市北区梅田3丁目1番3号 梅田ビル502号室",
        ),
        ("收货地址：北京市朝阳区建国路88号", "北京市朝阳区建国路88号"),
        (
            "请寄到上海市浦东新区世纪大道100号3号楼1201室，谢谢",
            "上海市浦东新区世纪大道100号3号楼1201室",
        ),
        ("العنوان: شارع التحرير 15، الدقي، الجيزة", "شارع التحرير 15، الدقي، الجيزة"),
        # said in a sentence: "my new address is", "and the address"
        (
            "مرحبا، عنواني الجديد هو 12 شارع التحرير، الدقي، الجيزة، مصر",
            "12 شارع التحرير، الدقي، الجيزة، مصر",
        ),
        ("أرسلوا الطلب والعنوان 7 شارع النصر، المعادي، القاهرة", "7 شارع النصر، المعادي، القاهرة"),
        # led by its street word, in Hebrew and Arabic; in Bulgarian with its block, entrance,
        # floor and flat; Hungarian house numbers with their dots; Maltese "Triq"
        ("רחוב הרצל 12 דירה 4, תל אביב 6688102", "רחוב הרצל 12 דירה 4, תל אביב 6688102"),
        ("فيلا 12، شارع الوصل، جميرا، دبي", "فيلا 12، شارع الوصل، جميرا، دبي"),
        ("ул. Витоша 15, ет. 3, ап. 7, София 1000", "ул. Витоша 15, ет. 3, ап. 7, София 1000"),
        (
            "Kossuth Lajos u. 12. 2. emelet 4, 6722 Szeged",
            "Kossuth Lajos u. 12. 2. emelet 4, 6722 Szeged",
        ),
        ("Váci út 45., 1134 Budapest", "Váci út 45., 1134 Budapest"),
        # an Estonian farm, village and parish, and a Bulgarian housing estate ("ж.к."), whole:
        # the comma before a postcode is no gap in the address
        (
            "Tamme tee 3, Rae vald, 75301 Harju maakond",
            "Tamme tee 3, Rae vald, 75301 Harju maakond",
        ),
        ("Kase talu, Kõrve küla, 61234 Tartu vald", "Kase talu, Kõrve küla, 61234 Tartu vald"),
        (
            "my address is ж.к. Младост 1, бл. 12, вх. Б, ет. 4, ап. 15, София",
            "ж.к. Младост 1, бл. 12, вх. Б, ет. 4, ап. 15, София",
        ),
    ],
)
def test_an_address_in_japanese_chinese_or_arabic(
    redactor: Redactor, message: str, address: str
) -> None:
    assert address in _addresses(redactor, message), spans(redactor, message)


def test_a_japanese_postcode_after_its_mark(redactor: Redactor) -> None:
    assert ("POSTCODE", "150-0001") in spans(redactor, "〒150-0001 東京都渋谷区神宮前1-2-3")


@pytest.mark.parametrize(
    "message",
    [
        "東京都に住んでいます",
        "市区町村を選んでください",
        "上海市的天气很好",
        "2024-12-01に発送しました",
        "العنوان غلط في الطلب رقم 5512",  # "the address is wrong on order 5512"
        "שדרות רוטשילד סגורה היום",  # "Rothschild Boulevard is closed today"
        "شارع الوصل مزدحم جدا اليوم",  # "Al Wasl Street is very busy today"
    ],
)
def test_a_place_or_a_date_in_japanese_or_chinese_is_no_address(
    redactor: Redactor, message: str
) -> None:
    assert spans(redactor, message) == []


@pytest.mark.parametrize(
    ("message", "postcode"),
    [
        # seven digits beside an Israeli town, and after "מיקוד"; Malta's letters and digits
        # beside its town, typed in capitals or glued in lower case, and after "postcode"
        ("Rehov Yaakov 5, Jerusalem 9103401", "9103401"),
        ("מיקוד 6688102", "6688102"),
        ("send to 12 triq il-baħar, birkirkara bkr1234", "bkr1234"),
        ("Triq il-Kbira 12, Birkirkara BKR 1234", "BKR 1234"),
        ("my postcode is ZBG 1234", "ZBG 1234"),
    ],
)
def test_postcodes_of_israel_and_malta(redactor: Redactor, message: str, postcode: str) -> None:
    redacted = redactor.redact(message).text.value
    assert postcode not in redacted, spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "I have an RTX 4090 from Dublin",
        "Portuguese: vou enviar em 2 dias para Lisboa",
    ],
)
def test_what_looks_like_them_is_no_postcode_or_address(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] in ("POSTCODE", "ADDRESS")] == []
