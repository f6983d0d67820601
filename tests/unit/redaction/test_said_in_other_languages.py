"""Identifiers written the way customers write them in their own language: an address with
"@" and "." said aloud ("a còng", "punct", "papaki", "titik"), and a date of birth after
that language's birth word, with its month named in that language. The same words in
ordinary sentences stay as they are."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "address"),
    [
        ("mail au.binh90 a còng gmail chấm com nhé", "au.binh90 a còng gmail chấm com"),
        ("Mulțumesc,\nsciobotaru a rond yahoo punct ro", "sciobotaru a rond yahoo punct ro"),
        (
            "email ichatzigeorgioumanou papaki otenet teleia gr",
            "ichatzigeorgioumanou papaki otenet teleia gr",
        ),
        (
            "email: sulastri.823 et yahoo titik co titik id",
            "sulastri.823 et yahoo titik co titik id",
        ),
        (
            "scrivimi a mario.rossi chiocciola libero punto it",
            "mario.rossi chiocciola libero punto it",
        ),
        ("mój adres to jan.nowak małpa wp kropka pl", "jan.nowak małpa wp kropka pl"),
        # in Cyrillic and Greek too, though the normalizer reads "собака" as "coбaka"
        ("пиши на ivan.petrov собака mail точка ru", "ivan.petrov собака mail точка ru"),
        ("email giorgos.p papaki otenet τελεία gr", "giorgos.p papaki otenet τελεία gr"),
    ],
)
def test_an_address_said_aloud_is_an_email(redactor: Redactor, message: str, address: str) -> None:
    assert [v for entity, v in spans(redactor, message) if entity == "EMAIL"] == [address]


@pytest.mark.parametrize(
    ("message", "date"),
    [
        ("Data de nascimento: 27 de junho de 1970\nNIF: 2", "27 de junho de 1970"),
        ("Ημ. γέννησης: 15.02.1989\nIBAN: GR", "15.02.1989"),
        ("Ημ. γέννησης: 20 Μαΐου 1956\nΚινητό:", "20 Μαΐου 1956"),
        ("Date of birth: 16 ديسمبر 2001\nMobile:", "16 ديسمبر 2001"),
        ("Tanggal lahir: 6 Desember 1987\nAlamat:", "6 Desember 1987"),
        ("Ngày sinh: ngày 28 tháng 1 năm 2002\nCCCD:", "ngày 28 tháng 1 năm 2002"),
        ("Data nașterii: 15 aprilie 2000\nTelefon:", "15 aprilie 2000"),
        ("Дата рождения: 5 января 1980", "5 января 1980"),
        ("Doğum tarihi: 5 Mayıs 1980", "5 Mayıs 1980"),
        ("syntymäaika 5. toukokuuta 1980", "5. toukokuuta 1980"),
        ("data urodzenia 5 maja 1980", "5 maja 1980"),
        # "I was born" in Spanish, Portuguese and Italian; Swedish "maj"; French "1er"
        ("nací el 12 de marzo de 1985", "12 de marzo de 1985"),
        ("nasci em 15 de agosto de 1992", "15 de agosto de 1992"),
        ("nato il 4 settembre 1981", "4 settembre 1981"),
        ("född 5 maj 1982", "5 maj 1982"),
        ("née le 1er février 1990", "1er février 1990"),
        ("Fecha nac.: 05-11-1979", "05-11-1979"),
        # Hungarian writes the year first; Estonian "on the day" ("märtsil"); Maltese "ta'";
        # Hebrew "in" the month; the birth words of Bulgarian, Hebrew, Estonian and Slovene
        ("Születési dátum: 1985. március 12.", "1985. március 12."),
        ("Olen sündinud 12. märtsil 1985", "12. märtsil 1985"),
        ("twelidt fl-12 ta' Marzu 1985", "12 ta' Marzu 1985"),
        ("נולדתי ב-12 במרץ 1985", "12 במרץ 1985"),
        ("Роден съм на 12 март 1985", "12 март 1985"),
        ("Дата на раждане: 12.03.1985", "12.03.1985"),
        ("תאריך לידה: 12.03.1985", "12.03.1985"),
        ("Sünniaeg: 12.03.1985", "12.03.1985"),
        ("Rojstni datum: 12.03.1985", "12.03.1985"),
        ("date of birth: 3rd of feb '91", "3rd of feb '91"),
        (
            "born on the seventeenth of november two thousand and four and the clinic lost it",
            "the seventeenth of november two thousand and four",
        ),
    ],
)
def test_a_birth_date_in_another_language_is_found(
    redactor: Redactor, message: str, date: str
) -> None:
    assert ("DATE_OF_BIRTH", date) in spans(redactor, message)


@pytest.mark.parametrize(
    ("message", "entity"),
    [
        # "et" is "and" in French: only a webmail provider after it makes an address
        ("Nous livrons à Paris et Lyon point de vente compris", "EMAIL"),
        ("le colis est entre Marseille et Nice point final", "EMAIL"),
        ("meet me at the store point", "EMAIL"),
        # Vietnamese "sinh" is also in "vệ sinh" (cleaning): only "ngày sinh" is a birth word
        ("lịch vệ sinh máy lạnh ngày 12/03/2026 được không ạ", "DATE_OF_BIRTH"),
        ("entrega prevista para 27 de junho de 2026, obrigado", "DATE_OF_BIRTH"),
        ("the sale ends on the seventeenth of november and four items are left", "DATE_OF_BIRTH"),
        # "nato" is a birth word only as Italian writes it: "nato il", "nata a"
        ("the NATO summit on 5 July 2023 moved my flight", "DATE_OF_BIRTH"),
        # a date with a month of those languages and no birth word is an appointment
        ("a konzultáció 2026. március 12. napján lesz", "DATE_OF_BIRTH"),
        ("tarne 12. märtsil 2026, aitäh", "DATE_OF_BIRTH"),
        ("il-kunsinna fl-12 ta' Marzu 2026", "DATE_OF_BIRTH"),
    ],
)
def test_the_same_words_in_other_sentences_are_no_address_or_birth_date(
    redactor: Redactor, message: str, entity: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == entity] == []


@pytest.mark.parametrize(
    ("message", "entity", "value"),
    [
        ("nu pot intra pe Moodle, parola veche era Tajine$792", "SECRET", "Tajine$792"),
        ("Пароль: Qwerty2024!", "SECRET", "Qwerty2024!"),
        (
            "kak, token listrik 3273-4157-1120-4100-4577 gagal masuk",
            "SECRET",
            "3273-4157-1120-4100-4577",
        ),
        # twenty digits whose first sixteen pass the card checksum: the token is one secret
        (
            "the meter no dey take the token 5193 8904 2101 8268 4336",
            "SECRET",
            "5193 8904 2101 8268 4336",
        ),
        ("key safe code for the viewing is A0082, thanks", "SECRET", "A0082"),
        ("Key handover\nKey safe: T9699\nInventory clerk: Sam", "SECRET", "T9699"),
        ("Am primit un SMS cu codul 24426 pentru schimbare", "SECRET", "24426"),
        # "One" opening the next line is no digit of the address above it
        ("Login from IP: 102.46.53.166\nOne-time code: 39829", "SECRET", "39829"),
        ("Login from IP: 102.46.53.166\nOne-time code: 39829", "IP", "102.46.53.166"),
        ("o Simsim partiu a pata, apólice JRM/145992, paguei", "CUSTOMER_ID", "JRM/145992"),
        ("το όνομα είναι λάθος, κράτηση RE7D24", "CUSTOMER_ID", "RE7D24"),
        ("klaim ditolak, no polis PS-KV-2106813, atas nama", "CUSTOMER_ID", "PS-KV-2106813"),
        ("hồ sơ bồi thường cho hợp đồng IAA/503313. Số", "CUSTOMER_ID", "IAA/503313"),
        ("tenancy ref KS/JKT/0673, rent paid on the 1st", "CUSTOMER_ID", "KS/JKT/0673"),
        # the number first, then whose, and the id in groups
        ("Numéro client : C-778 912, merci", "CUSTOMER_ID", "C-778 912"),
        ("o número do contrato é 778912", "CUSTOMER_ID", "778912"),
        ("mã khách hàng: KH 04471", "CUSTOMER_ID", "KH 04471"),
        ("id pelanggan 12 3456 belum aktif", "CUSTOMER_ID", "12 3456"),
        ("my car reg is B-972-ZBT and the booking shows a motorbike", "CUSTOMER_ID", "B-972-ZBT"),
        ("Booking 6H7TZB, car KTO-4407.", "CUSTOMER_ID", "KTO-4407"),
        ("Vehicle: GT 7429-19\nBooking ref: YVUF4M", "CUSTOMER_ID", "GT 7429-19"),
        ("Vehicle: AB 4014 AAD", "CUSTOMER_ID", "AB 4014 AAD"),
        # plates with Arabic letters: Morocco's and the Gulf's
        ("réservation BZS5JV, voiture 94387-أ-62", "CUSTOMER_ID", "94387-أ-62"),
        ("my car reg is س ب ج 2189 and booking F4VS7D", "CUSTOMER_ID", "س ب ج 2189"),
        ("le propriétaire demande ma CIN BE905574 et mon RIB", "SSN", "BE905574"),
        # an id that opens with "E" keeps it: "e" is "is" only as a word of its own
        ("le propriétaire demande ma CIN EE214038 et mon RIB", "SSN", "EE214038"),
        ("ΑΦΜ: 141842616\nΚινητό: +30", "SSN", "141842616"),
        ("bhai mera bill ghalat aya hai, CNIC 61101-6111594-7", "SSN", "61101-6111594-7"),
        ("Nama lengkap: SULASTRI\nNIK: 5104035310800709\nAlamat:", "SSN", "5104035310800709"),
        # Belgium's national register number by its names, in groups; an Irish PPS number
        # with a space before its letters; a Turkish claim file
        ("rijksregisternummer 850730 033 28", "SSN", "850730 033 28"),
        ("numéro national 850730 033 28", "SSN", "850730 033 28"),
        ("PPSN: 1234567 TA", "SSN", "1234567 TA"),
        ("hasar dosya no: KS/2024/118", "CUSTOMER_ID", "KS/2024/118"),
        # Hong Kong's identity card with its check digit in brackets, cued or not; national
        # numbers by their Hebrew, Estonian and Bulgarian names; an order in Slovene,
        # Hungarian and Cantonese
        ("HKID A123456(3)", "SSN", "A123456(3)"),
        ("my id is A123456(3), thanks", "SSN", "A123456(3)"),
        ("teudat zehut 123456782", "SSN", "123456782"),
        ("isikukood 38501120234", "SSN", "38501120234"),
        ("ЕГН 8503124567", "SSN", "8503124567"),
        ("naročilo RX/2024/A tega ne vsebuje", "CUSTOMER_ID", "RX/2024/A"),
        # an Argentine account's alias pays into it as its number does
        ("mi alias es sol.rio.mate", "BANK_ACCOUNT", "sol.rio.mate"),
        ("la cuenta BROU es CA 8468186, a nombre de", "BANK_ACCOUNT", "CA 8468186"),
        # a Swedish clearing number; a Dutch car insurance policy; a country code without its
        # plus before the trunk zero
        ("autogiro till clearing 8327-9", "BANK_ACCOUNT", "8327-9"),
        ("my autoverzekering KB7/A/2291 is cancelled", "CUSTOMER_ID", "KB7/A/2291"),
        ("Phone: 32 (0) 470 12 34 56", "PHONE", "32 (0) 470 12 34 56"),
        ("cuenta asociada al alias: gato.luna.verde", "BANK_ACCOUNT", "gato.luna.verde"),
        ("rendelés PH/58213/B még nem jött meg", "CUSTOMER_ID", "PH/58213/B"),
        ("你好，訂單 HK/58213/C 仲未到", "CUSTOMER_ID", "HK/58213/C"),
        (
            "mon RIB 181450342373186547744530, c'est normal ?",
            "BANK_ACCOUNT",
            "181450342373186547744530",
        ),
        (
            "NIB para reembolso: 0035 0199 19417154196 37",
            "BANK_ACCOUNT",
            "0035 0199 19417154196 37",
        ),
        ("Số tài khoản nhận tiền: 19036836621292.", "BANK_ACCOUNT", "19036836621292"),
        ("My InstaPay address is nourhan.abou@instapay.", "BANK_ACCOUNT", "nourhan.abou@instapay"),
        ("pay to ravi.k@okaxis please", "BANK_ACCOUNT", "ravi.k@okaxis"),
        # a Brazilian branch and account; postcodes after their names abroad
        ("conta 12345-6 agência 0001", "BANK_ACCOUNT", "12345-6"),
        ("conta 12345-6 agência 0001", "BANK_ACCOUNT", "0001"),
        ("agência 1234 conta corrente 56789-0", "BANK_ACCOUNT", "56789-0"),
        # Chile's RUT with dots or its check K, a cédula with dots; Turkish, Korean and Czech
        # accounts under their names, shorter ones too
        ("my RUT is 12.345.678-5", "SSN", "12.345.678-5"),
        ("RUT: 12345678-K", "SSN", "12345678-K"),
        ("cédula 1.020.345.678", "SSN", "1.020.345.678"),
        ("주민등록번호 850312-1234567", "SSN", "850312-1234567"),
        ("hesap no 1234567 şube 0123", "BANK_ACCOUNT", "1234567"),
        ("국민은행 계좌 123456-01-234567", "BANK_ACCOUNT", "123456-01-234567"),
        ("bankgiro 5050-1055", "BANK_ACCOUNT", "5050-1055"),
        ("kod pocztowy 00-950", "POSTCODE", "00-950"),
        ("Postleitzahl 10115", "POSTCODE", "10115"),
        ("c.p. 06700", "POSTCODE", "06700"),
        ("PSČ 110 00 Praha", "POSTCODE", "110 00"),
        ("irányítószám 1053", "POSTCODE", "1053"),
    ],
)
def test_identifiers_after_their_cue_abroad(
    redactor: Redactor, message: str, entity: str, value: str
) -> None:
    assert (entity, value) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "the car A 220 AMG is lovely to drive",
        "vehicle BMW X5 2019 model, is it covered?",
        "I got a text saying my code 2024 promo ended",
        "use a one-time code, two-factor is on",
        "the key safe is broken, the lockbox was 3 floors down",
        "the mouse has a DPI of 16000 and a 1000 Hz polling rate",
        "la fin 2026-2027 approche, compte 3 articles",
        "email me at jo@upi.com",  # an address, not a payment handle
        # a count is no account
        "the hesap is 12 lira",
    ],
)
def test_models_promos_and_words_are_no_identifier(redactor: Redactor, message: str) -> None:
    found = {s[0] for s in spans(redactor, message)}
    assert found.isdisjoint({"SECRET", "CUSTOMER_ID", "SSN", "BANK_ACCOUNT"})


@pytest.mark.parametrize(
    "address",
    [
        "Calea Dorobanților nr. 88, ap. 5",
        "Str. Doamnei nr. 12, bl. A3, sc. 2, et. 4, ap. 31, sector 3",
        "Rua de Cedofeita 517, 3.º Dto",
        "Rua Actor Vale 38\n2.º Esq",
        "Λεωφ. Αλεξάνδρας 96\n4ος όροφος",
        "Ippokratous 118\n3os orofos",
        # a Polish flat, a Swedish flat, an Austrian door, a German floor
        "ul. Marszałkowska 10/12 m. 5",
        "Storgatan 8 lgh 1102",
        "Mariahilfer Straße 45 Stiege 2 Top 12",
        "Hauptstraße 5, 3. OG",
    ],
)
def test_an_address_keeps_its_block_floor_and_flat(redactor: Redactor, address: str) -> None:
    assert ("ADDRESS", address) in spans(redactor, f"Morada:\n{address}\n\nobrigado")


@pytest.mark.parametrize(
    ("message", "address"),
    [
        # a Colombian address: its street's number, a mark, the cross street's number
        ("deliver to Carrera 7 # 45-12, Bogotá", "Carrera 7 # 45-12, Bogotá"),
        ("my address is Calle 85A # 9-23, apto 301", "Calle 85A # 9-23, apto 301"),
        ("I live at Cra. 15 # 93-60", "Cra. 15 # 93-60"),
    ],
)
def test_an_address_keeps_its_cross_streets_number(
    redactor: Redactor, message: str, address: str
) -> None:
    assert ("ADDRESS", address) in spans(redactor, message)


@pytest.mark.parametrize("message", ["size 10 # 2 please", "order 12 # 3 of 4"])
def test_a_number_mark_between_numbers_alone_is_no_address(
    redactor: Redactor, message: str
) -> None:
    assert spans(redactor, message) == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("chào phòng khám, em là Âu Dương Hòa Bình, muốn dời lịch", "Âu Dương Hòa Bình"),
        ("buna ziua, ma numesc dorin parvulescu, am nevoie", "dorin parvulescu"),
        ("klaim ditolak, atas nama bintang pramudya siregar", "bintang pramudya siregar"),
        ("Добрый день, меня зовут Иван Петров", "Иван Петров"),
        ("Nama lengkap: SULASTRI\nNIK: 5104035310800709", "SULASTRI"),
        ("Họ: KHÚC\nTên: Thị Tuyết Nhung\nNgày sinh: 1", "KHÚC"),
        ("Họ: KHÚC\nTên: Thị Tuyết Nhung\nNgày sinh: 1", "Thị Tuyết Nhung"),
        ("Ονοματεπώνυμο: Σταύρος Καλογερόπουλος\nΑΦΜ: 1", "Σταύρος Καλογερόπουλος"),
        ("Applicant: Zara Qureshi-Durrani\nCNIC: 4", "Zara Qureshi-Durrani"),
    ],
)
def test_a_name_after_its_cue_in_another_language(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    ("message", "name"), [("Anna: 12.05.1988", "Anna"), ("Kwabena: 024 382 4429", "Kwabena")]
)
def test_a_listed_name_before_a_line_of_numbers_stays_a_speaker(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


def test_a_number_cue_is_a_whole_word(redactor: Redactor) -> None:
    # "num" inside "Kundennummer" was taken for the cue, and "mer" for the id's letters
    assert redactor.redact("Kundennummer 4711 0815").text.value.startswith("Kundennummer [")


@pytest.mark.parametrize(
    ("message", "label"),
    [
        ("Họ: KHÚC\nTên: Thị Tuyết Nhung", "Họ"),
        ("Họ: KHÚC\nTên: Thị Tuyết Nhung", "Tên"),
        ("Nume: PÂRVULESCU\nPrenume: Dorin", "Prenume"),
        # a name field left empty: the label is no one's name either
        ("Nombre: -\nMotivo: uniforme talla M", "Nombre"),
        ("Vorname: (keine Angabe)\nAnliegen: Rechnung", "Vorname"),
        # the label of a number, one word
        ("Kundennummer: 4711-0815", "Kundennummer"),
        ("Vertragsnummer: 12345678\nZählernummer: 1ESY1161234567", "Zählernummer"),
        # a word on no name list before a line of numbers
        ("Geburtsdatum: 12.05.1988", "Geburtsdatum"),
    ],
)
def test_a_name_field_label_is_no_speaker(redactor: Redactor, message: str, label: str) -> None:
    assert all(value != label for _, value in spans(redactor, message))


def test_i_am_abroad_takes_only_a_capitalised_name(redactor: Redactor) -> None:
    # Romanian "sunt" is "I am": what follows in lower case is how the customer is
    assert spans(redactor, "buna ziua, sunt foarte nemultumit de factura") == []


@pytest.mark.parametrize(
    ("message", "names"),
    [
        ("Anna Schmidt née Weber", ["Anna Schmidt", "Weber"]),
        ("Frau Keller geb. Hofmann", ["Keller", "Hofmann"]),
    ],
)
def test_a_maiden_name_and_the_name_before_it(
    redactor: Redactor, message: str, names: list[str]
) -> None:
    found = [value for entity, value in spans(redactor, message) if entity == "PERSON"]
    assert all(any(name in value for value in found) for name in names)
    # "née" is no name, and no one is "née le ..."
    assert spans(redactor, "née le 1er février 1990") == [("DATE_OF_BIRTH", "1er février 1990")]


@pytest.mark.parametrize(
    "message", ["vou na agência amanhã", "minha conta foi bloqueada desde 2023", "conta 2-3 dias"]
)
def test_a_branch_or_an_account_without_its_number_stays(redactor: Redactor, message: str) -> None:
    assert spans(redactor, message) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my email is josé.garcía@correo.es", "josé.garcía@correo.es"),
        ("write to müller@beispiel.de", "müller@beispiel.de"),
        ("email ngoc.anh.trần@gmail.com", "ngoc.anh.trần@gmail.com"),
        ("αλεξανδρα@mail.gr is my email", "αλεξανδρα@mail.gr"),
        ("my address is ivan.petrov@яндекс.рф", "ivan.petrov@яндекс.рф"),
        ("send it to françois at orange dot fr", "françois at orange dot fr"),
        ("mail: søren(at)post.dk", "søren(at)post.dk"),
    ],
)
def test_an_email_address_in_any_script(redactor: Redactor, text: str, value: str) -> None:
    assert ("EMAIL", value) in spans(redactor, text)


def test_a_place_and_a_dot_in_prose_are_no_email(redactor: Redactor) -> None:
    assert spans(redactor, "we met at the café dot com era") == []


def test_a_german_noun_is_no_name(redactor: Redactor) -> None:
    # German writes every noun with a capital; a word on no name list there names a thing
    assert spans(redactor, "Können Sie bitte die Lieferung und Rücksendung prüfen?") == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Hallo, mein Name ist Jürgen Vogelsang und die Rechnung ist falsch.", "Jürgen Vogelsang"),
        ("Bitte rufen Sie Frau Brandtner an, sie wartet.", "Frau Brandtner"),
    ],
)
def test_a_name_in_german_stays_a_name(redactor: Redactor, message: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # names of national and tax numbers of more countries; the value was partly redacted
        # before as a phone, card or customer id, or not at all in Chinese and Japanese
        ("My SIN number is 046 454 286 for the tax slip", "046 454 286"),
        ("Social Insurance Number: 046-454-286", "046-454-286"),
        ("mi CURP es GOMC850312HDFRRR07 por favor", "GOMC850312HDFRRR07"),
        ("RFC GOMC8503125K3", "GOMC8503125K3"),
        ("IRD number 49-091-850", "49-091-850"),
        ("PhilSys 1234-5678-9012-3456", "1234-5678-9012-3456"),
        ("SSS number 34-1234567-8", "34-1234567-8"),
        ("TIN no 123-456-789-000", "123-456-789-000"),
        ("KRA PIN A012345678Z", "A012345678Z"),
        ("الرقم القومي 29001011234567", "29001011234567"),
        ("身份证号是11010519491231002X", "11010519491231002X"),
        ("マイナンバーは123456789012です", "123456789012"),
    ],
)
def test_a_national_number_of_more_countries_is_one(
    redactor: Redactor, text: str, value: str
) -> None:
    assert ("SSN", value) in spans(redactor, text)


@pytest.mark.parametrize("text", ["I have a tin of 12 cookies", "the SKU is WXYZ991231AB2 in blue"])
def test_a_tin_and_a_code_shaped_like_an_rfc_are_no_national_number(
    redactor: Redactor, text: str
) -> None:
    assert all(entity != "SSN" for entity, _ in spans(redactor, text))


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("我的手机号是13800138000", "13800138000"),
        ("携帯090-1234-5678までご連絡ください", "090-1234-5678"),
        ("전화번호는010-1234-5678입니다", "010-1234-5678"),
        # a word for "phone" written against its particle still says what the number is
        ("전화번호는 01012345678입니다", "01012345678"),
        ("เบอร์โทรของฉันคือ 0812345678", "0812345678"),
    ],
)
def test_a_phone_number_written_against_chinese_japanese_or_korean(
    redactor: Redactor, text: str, phone: str
) -> None:
    assert ("PHONE", phone) in spans(redactor, text)


def test_an_order_number_against_chinese_is_no_phone(redactor: Redactor) -> None:
    assert all(entity != "PHONE" for entity, _ in spans(redactor, "订单号20241201123456已发货"))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Xin chào, tôi là Nguyễn Văn An, đơn hàng chưa đến", "Nguyễn Văn An"),
        ("tôi là Lê Văn Do, cảm ơn", "Lê Văn Do"),
    ],
)
def test_a_short_last_name_word_after_an_introduction_abroad_is_kept(
    redactor: Redactor, text: str, name: str
) -> None:
    # "An" and "Do" close a Vietnamese name; "an" and "do" are English stop words
    assert ("PERSON", name) in spans(redactor, text)


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        # a card after "は" leaked its first twelve digits as a phone's remains
        ("カード番号は4111 1111 1111 1111です", "CARD", "4111 1111 1111 1111"),
        # the email took the Chinese words around it
        ("我的邮箱是wangxm88@qq.com谢谢", "EMAIL", "wangxm88@qq.com"),
        ("银行卡号6222021234567890123", "CUSTOMER_ID", "6222021234567890123"),
    ],
)
def test_a_value_written_against_chinese_japanese_or_korean_is_whole_and_alone(
    redactor: Redactor, text: str, entity: str, value: str
) -> None:
    assert spans(redactor, text) == [(entity, value)]


def test_short_numbers_in_a_japanese_or_chinese_date_keep_their_place(redactor: Redactor) -> None:
    assert spans(redactor, "生年月日：1990年5月12日") == [("DATE_OF_BIRTH", "1990年5月12日")]


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("パスワードはabc12345です", "SECRET", "abc12345"),
        ("密码是Wang2024!", "SECRET", "Wang2024!"),
        ("비밀번호는 qwer1234 입니다", "SECRET", "qwer1234"),
        ("كلمة المرور: Ahmed2024", "SECRET", "Ahmed2024"),
        ("验证码是482913", "SECRET", "482913"),
        ("인증번호 482913", "SECRET", "482913"),
        ("暗証番号は1234です", "SECRET", "1234"),
        ("رمز التحقق 552913", "SECRET", "552913"),
        ("口座番号 1234567 に振り込みました", "BANK_ACCOUNT", "1234567"),
        ("银行账号是6222021234567890123", "BANK_ACCOUNT", "6222021234567890123"),
        ("رقم الحساب 123456789012", "BANK_ACCOUNT", "123456789012"),
    ],
)
def test_a_secret_or_an_account_named_in_chinese_japanese_korean_or_arabic(
    redactor: Redactor, text: str, entity: str, value: str
) -> None:
    assert (entity, value) in spans(redactor, text)


@pytest.mark.parametrize(
    "text", ["パスワードを忘れました", "验证码没收到", "비밀번호를 잊어버렸어요"]
)
def test_a_password_or_code_talked_about_is_no_secret(redactor: Redactor, text: str) -> None:
    assert spans(redactor, text) == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Меня зовут Ольга, заказ 5512", [("PERSON", "Ольга")]),
        ("Мене звати Тарас Шевчук", [("PERSON", "Тарас Шевчук")]),
    ],
)
def test_a_russian_or_ukrainian_pronoun_is_no_name(
    redactor: Redactor, text: str, found: list[tuple[str, str]]
) -> None:
    # "Меня" ("me") was taken for a name: Russian text is read with its Latin look-alikes
    # made Latin ("Mehя"), and its stop words are now known in that form
    assert spans(redactor, text) == found
