"""What a staffing agency's inbox in Thailand, Malaysia, Croatia, Peru, Tanzania and Uruguay
taught the redactor: birth dates in Thai, Korean and Croatian forms and after a Swahili cue,
the labels of a form's fields, the people an agency numbers, Malay names with "a/p", an
address said with Croatian and Thai words for "@" and ".", desks and jobs named in other
languages, thanks that are also surnames, and the holidays of every country."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.recognizers.gazetteer import load_name_lists, load_world_first_names
from discreet.redaction.recognizers.lexicon import data_lines
from discreet.redaction.recognizers.propn import is_everyday

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "date"),
    [
        # a Thai month and a year of the Buddhist era (2524 is 1981)
        ("I was born 7 เมษายน 2524 in Bangkok", "7 เมษายน 2524"),
        ("Date of birth: 14 กุมภาพันธ์ 2519\nMobile: 087-595-9437", "14 กุมภาพันธ์ 2519"),
        # year, month and day, each with its mark
        ("생년월일: 1988년 5월 12일", "1988년 5월 12일"),
        ("生年月日：1988年5月12日", "1988年5月12日"),
        ("생년월일: 1988-05-12", "1988-05-12"),
        # ... after a birth word written against its particle, which no word boundary parts
        ("生年月日は1990年3月5日です", "1990年3月5日"),
        ("생년월일은 1988년 5월 12일입니다", "1988년 5월 12일"),
        # a Japanese era's year, in full or by its letter
        ("生年月日は昭和63年5月12日です。", "昭和63年5月12日"),
        ("生年月日：平成2年3月15日", "平成2年3月15日"),
        ("生年月日 H2.3.15", "H2.3.15"),
        # Vietnamese and Tagalog, typed without marks
        ("ngay sinh 5 thang 12 nam 1990", "5 thang 12 nam 1990"),
        ("Petsa ng kapanganakan: 12/03/1990", "12/03/1990"),
        # a space after each dot
        ("Datum rođenja: 2. 4. 2003\nMobitel: +385 1 477 6275", "2. 4. 2003"),
        # "date of birth" in Swahili
        ("Jina: Zawadi Kisanga\nTarehe ya kuzaliwa: 10/09/1970", "10/09/1970"),
        ("Tarehe ya kuzaliwa: 27th December 1991", "27th December 1991"),
    ],
)
def test_birth_dates_in_more_forms(redactor: Redactor, message: str, date: str) -> None:
    assert ("DATE_OF_BIRTH", date) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "the sale ends 2. 4. 2026 at noon",
        "the order of 1988년 5월 12일 shipped",
        "Our store opened 平成2年3月15日",
        "The meeting is on 2024年3月5日",
    ],
)
def test_a_date_without_a_birth_word_stays(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "DATE_OF_BIRTH"] == []


@pytest.mark.parametrize(
    ("message", "label", "name"),
    [
        ("Jina: Baraka Lyimo-Shirima\nSimu: 0754 563 844", "Jina", "Baraka Lyimo-Shirima"),
        ("Geboortedatum: 3 maart 1979\nNaam: Pieter Jansen", "Geboortedatum", "Pieter Jansen"),
        ("이름: 김민준\n생년월일: 1988년 5월 12일", "이름", "김민준"),
    ],
)
def test_a_fields_label_is_no_name_and_its_value_is(
    redactor: Redactor, message: str, label: str, name: str
) -> None:
    found = spans(redactor, message)
    assert ("PERSON", name) in found
    assert all(label not in value for _, value in found)


def test_the_labels_of_a_form_in_another_language_are_no_names(redactor: Redactor) -> None:
    # "Lugar" (place) is a surname on the census lists: a word alone before a colon, among
    # three lines labelled so, labels a field
    message = "Nombre: (no indicado)\nPuesto: deckhand\nLugar: the mall in Bukit Bintang"
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []
    # and so is a word that is a given name too ("Kazi", Swahili for work)
    message = "Jina: litatumwa baadaye\nKazi: dive instructor\nMalipo: Yape"
    assert [s for s in spans(redactor, message) if s[0] == "PERSON" and "Kazi" in s[1]] == []


def test_a_pasted_chat_keeps_its_speakers(redactor: Redactor) -> None:
    # speakers speak more than once: their names label several lines
    message = (
        "Eilidh: hello, is anyone there\nAigerim: Hi Eilidh, how can I help?\n"
        "Eilidh: I want to change my delivery address"
    )
    found = spans(redactor, message)
    assert ("PERSON", "Eilidh") in found
    assert ("PERSON", "Aigerim") in found


@pytest.mark.parametrize(
    ("message", "number"),
    [
        ("candidate no CQG-8687, interview moved, call me after 6", "CQG-8687"),
        ("Candidate no.: CAND-00534\nReferee phone: 0754 356 295", "CAND-00534"),
        ("Payroll no.: PR81/92956\nLocker PIN: 4965", "PR81/92956"),
        ("my application number is APP-2291-XK", "APP-2291-XK"),
        ("donor number 55821934, please stop the letters", "55821934"),
    ],
)
def test_whom_an_agency_or_a_charity_numbers(redactor: Redactor, message: str, number: str) -> None:
    assert ("CUSTOMER_ID", number) in spans(redactor, message)


def test_an_application_form_is_no_number(redactor: Redactor) -> None:
    assert spans(redactor, "the application form is broken since 2024") == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Terima kasih,\nThivyashini a/p Maniam\n+60 3-2294 8247", "Thivyashini a/p Maniam"),
        ("From: Thivyashini a/p Maniam\nSent: 30 November 2026", "Thivyashini a/p Maniam"),
        ("my husband Rajesh s/o Krishnan will collect it", "Rajesh s/o Krishnan"),
    ],
)
def test_a_name_with_daughter_or_son_of_is_one_name(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    ("message", "address"),
    [
        (
            "E-mail: dubravkazuljevicpecnik78 majmunče net točka hr",
            "dubravkazuljevicpecnik78 majmunče net točka hr",
        ),
        (
            "my mail is thanakorn_s แอท outlook ดอท co ดอท th",
            "thanakorn_s แอท outlook ดอท co ดอท th",
        ),
        ("이메일: minjun.kim 골뱅이 naver 점 com", "minjun.kim 골뱅이 naver 점 com"),
        # a doubled "@"
        ("ahora es cielolarranaga64@@vera.com.uy.", "cielolarranaga64@@vera.com.uy"),
    ],
)
def test_addresses_said_in_more_languages(redactor: Redactor, message: str, address: str) -> None:
    assert ("EMAIL", address) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "Dear Huduma kwa Wafanyakazi,\n\nThe portal shows an error since Tuesday.\n\nRegards,\n"
        "a worried chef",
        "Perfect.\n\nEl lun, 30 nov 2026 a las 09:12, Atención al Trabajador escribió:\n"
        "> El pago quedó pendiente.",
        "Hello,\n\nWhat is the difference between HZZO and EIS on my payslip?\n\nBest,\n"
        "sezonski radnik",
        "Dear ฝ่ายบุคคล,\n\nPlease confirm the split shift for next week.\n\nKind regards,\n"
        "Ured za ljudske resurse",
        # "Asante" is a surname too; "Asante sana" on its own line is thanks
        "Hi,\n\nCan I collect the black apron from the office?\n\nAsante sana,\n"
        "Timu ya Rasilimali Watu",
        "Hallo Klantenservice,\n\nwanneer wordt mijn polis verlengd?\n\nGroeten",
    ],
)
def test_desks_and_jobs_in_other_languages_are_no_one(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Hi Tim,\n\nthanks for the call.\n\nRegards,\nSara Lopez", "Tim"),
        ("Hola Servicio al Cliente, quiero cancelar.\nSaludos,\nMaría Pérez", "María Pérez"),
        ("Sayın Müşteri Hizmetleri,\n\nTeşekkürler,\nAyşe Yılmaz", "Ayşe Yılmaz"),
    ],
)
def test_whoever_writes_to_a_desk_keeps_their_name(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "whats the cut off for timesheets, Loy Krathong 9am?",
        "do we get the bonus if we leave before Fiestas Patrias",
        "the office is closed for Songkran, right?",
        "Relocation\nFrom: Varoš\nTo: Miraflores\nStart: Fiestas Patrias",
        "is the warehouse open on Kurban Bayramı?",
    ],
)
def test_holidays_of_every_country_are_no_names(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON" and s[1] != "Varoš"] == []


def test_a_holiday_named_after_someone_leaves_them_a_person(redactor: Redactor) -> None:
    found = spans(redactor, "Martin Luther King called me about the refund yesterday")
    assert ("PERSON", "Martin Luther King") in found


def test_the_holiday_list_holds_no_single_first_name_or_word() -> None:
    holidays = data_lines("holidays.txt")
    first = load_name_lists().first | load_world_first_names()
    assert len(holidays) > 3_000
    assert {"loy krathong", "fiestas patrias", "chuseok", "kurban bayramı"} <= set(holidays)
    wrong = [
        h
        for h in holidays
        if h != h.lower()
        or not 1 <= len(h.split()) <= 4
        or any(ch.isdigit() for ch in h)
        or (" " not in h and (h in first or is_everyday(h)))
    ]
    assert wrong == []


@pytest.mark.parametrize(
    "message",
    [
        "hola mi celular es nueve nueve seis cuatro tres cinco tres cuatro cero para la entrevista",
        "mon portable: zero six un deux trois quatre cinq six sept huit",
        "meu número é nove um dois três quatro cinco seis sete oito",
        "numaram sıfır beş üç iki dört altı yedi sekiz dokuz",
        "numer telefonu to pięć zero jeden dwa trzy cztery pięć sześć siedem",
        "số điện thoại của tôi là không chín một hai ba bốn năm sáu bảy tám",
        "so dien thoai khong chin mot hai ba bon nam sau bay tam",
        "denwa bangou wa zero kyuu zero ichi ni san yon go roku nana hachi desu",
        "namba yangu ni sifuri saba moja mbili tatu nne tano sita saba nane",
        "nomor saya nol delapan satu dua tiga empat lima enam tujuh delapan",
        "ang number ko ay siyam isa pito dalawa tatlo apat lima anim pito",
    ],
)
def test_a_number_read_out_in_another_language_is_redacted(
    redactor: Redactor, message: str
) -> None:
    redacted = redactor.redact(message).text.value
    for said in (
        *("cuatro tres", "quatre cinq", "cinco seis", "dört altı", "trzy cztery"),
        *("ba bốn", "ba bon", "san yon", "tatu nne", "tiga empat", "tatlo apat"),
    ):
        assert said not in redacted


@pytest.mark.parametrize(
    ("message", "said"),
    [
        (
            "a számom nulla hat három egy nyolc kettő öt hét kilenc",
            "nulla hat három egy nyolc kettő öt hét kilenc",
        ),
        (
            "telefon null viis kaks kolm neli kuus seitse kaheksa",
            "null viis kaks kolm neli kuus seitse kaheksa",
        ),
        (
            "moja številka je nič štiri ena dva tri pet šest sedem osem",
            "nič štiri ena dva tri pet šest sedem osem",
        ),
        (
            "telefonat mi e nula osem osem dve tri chetiri pet shest sedem",
            "nula osem osem dve tri chetiri pet shest sedem",
        ),
        (
            "il-mowbajl tiegħi disgħa tlieta tnejn wieħed erbgħa ħamsa sitta sebgħa",
            "disgħa tlieta tnejn wieħed erbgħa ħamsa sitta sebgħa",
        ),
        (
            "nimero yanjye: zeru karindwi umunani kabiri gatatu kane gatanu icyenda rimwe",
            "zeru karindwi umunani kabiri gatatu kane gatanu icyenda rimwe",
        ),
        (
            "ha-teudat sheli shalosh efes achat shtayim chamesh shesh sheva shmone tesha",
            "shalosh efes achat shtayim chamesh shesh sheva shmone tesha",
        ),
        (
            "raqmi sifr khamsa itnen talata wahid sitta tamanya tisa arba",
            "sifr khamsa itnen talata wahid sitta tamanya tisa arba",
        ),
        # romanised with the apostrophe of its glottal stop
        (
            "raqmi sifr khamsa ithnain thalatha arba'a khamsa sitta sab'a tis'a",
            "sifr khamsa ithnain thalatha arba'a khamsa sitta sab'a tis'a",
        ),
        (
            "my number is ling gau yat yi saam ng luk chat baat",
            "ling gau yat yi saam ng luk chat baat",
        ),
        (
            "הטלפון שלי אפס חמש שתיים שלוש ארבע חמש שש שבע שמונה",
            "אפס חמש שתיים שלוש ארבע חמש שש שבע שמונה",
        ),
        (
            "رقمي صفر خمسة اثنين ثلاثة أربعة خمسة ستة سبعة ثمانية",
            "صفر خمسة اثنين ثلاثة أربعة خمسة ستة سبعة ثمانية",
        ),
        (
            "телефонът ми е нула осем осем две три четири пет шест седем",
            "нула осем осем две три четири пет шест седем",
        ),
        # Chinese numerals, which the letter-spacing pass closes up
        ("佢電話係 九 一 二 三 四 五 六 七", "九 一 二 三 四 五 六 七"),
    ],
)
def test_a_number_read_out_in_more_languages_and_scripts_is_redacted(
    redactor: Redactor, message: str, said: str
) -> None:
    start = message.index(said)
    covered = set()
    for finding in redactor.redact(message).findings:
        covered.update(range(finding.start, finding.end))
    assert all(i in covered for i in range(start, start + len(said)) if not message[i].isspace())


@pytest.mark.parametrize(
    "message",
    [
        "my cat has a hat and a pet chat, het is fun",
        "ena tri pet dobra izdelka",  # "one, three, five good products": too short for a number
        "一個人去咗三次",
    ],
)
def test_fewer_number_words_than_a_number_stay_words(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] != "PERSON"] == []


@pytest.mark.parametrize(
    "message",
    [
        "the dos and don'ts of the um tres meeting",
        "Otto and Sepp sent us deux bottles",
        "ba hai ba lần rồi mà vẫn chưa nhận được hàng",  # "three, two, three times already"
        "I went to ba and hai and nam last year",
    ],
)
def test_a_few_number_words_of_other_languages_stay_words(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] not in ("PERSON",)] == []


@pytest.mark.parametrize(
    ("message", "address"),
    [
        (
            "my new address is Ilica 242, 3. kat, stan 9, 10000 Zagreb, the contract went",
            "Ilica 242, 3. kat, stan 9, 10000 Zagreb",
        ),
        (
            "My address is House No. 23, Mtaa wa Congo, Kariakoo, Dar es Salaam 11101.",
            "House No. 23, Mtaa wa Congo, Kariakoo, Dar es Salaam 11101",
        ),
        (
            "My address is Plot 114, Haile Selassie Road, Masaki, Dar es Salaam 14111.",
            "Plot 114, Haile Selassie Road, Masaki, Dar es Salaam 14111",
        ),
    ],
)
def test_croatian_flats_and_swahili_streets_are_in_the_address(
    redactor: Redactor, message: str, address: str
) -> None:
    assert ("ADDRESS", address) in spans(redactor, message)


def test_a_nickname_field_holds_a_name(redactor: Redactor) -> None:
    message = "Name: Kanokwan Rattanathammakul\nNickname: Ploy\nMobile: 087-595-9437"
    assert ("PERSON", "Ploy") in spans(redactor, message)


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ("hi!! the TAC was 7940 and now the portal locked me out", "7940"),
        ("the tac is 556120", "556120"),
    ],
)
def test_a_transaction_authorisation_code_is_a_secret(
    redactor: Redactor, message: str, code: str
) -> None:
    assert ("SECRET", code) in spans(redactor, message)


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("pls change my IBAN before the regres is paid, Krešimir", "Krešimir"),
        ("Card ending 4405 is for the deposit refund, Mwanaisha", "Mwanaisha"),
    ],
)
def test_a_name_after_the_last_comma_signs_the_message(
    redactor: Redactor, message: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, message)


def test_a_known_place_after_the_last_comma_stays(redactor: Redactor) -> None:
    assert spans(redactor, "can the engineer come after two? working till then, Recife") == []


@pytest.mark.parametrize(
    "message",
    [
        "is there staff transport from Punta Carretas for the night shift?",
        "Relocation\nFrom: Mont Kiara\nTo: Bangsar\nStart: the weekend",
        "the flat in Bukit Bintang is fine",
        # the kind of place first, then its name
        "will Konoba Kod Ante renew contracts after Friday?",
        "dude the waiter job at Chifa Madam Tusan is it still open",
        "The staff canteen at Tienda Inglesa serves Caesar salad every day",
        # a means of payment
        "can i get paid by KEKS Pay instead of Bangkok Bank?",
        "can i get paid by Tigo Pesa instead of CIMB?",
    ],
)
def test_places_and_businesses_named_abroad_are_no_one(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


def test_a_hotel_someone_recommended_leaves_them_a_person(redactor: Redactor) -> None:
    message = "I stayed at the hotel Maria Lopez recommended"
    assert ("PERSON", "Maria Lopez") in spans(redactor, message)


@pytest.mark.parametrize(
    "message",
    [
        "the door at Avenida 18 de Julio was closed",
        "Uniform request\nItem: the safety boots\nCollect at: Avenida 18 de Julio",
        # a promo code is no reference after "REF"
        "The promo code REFER500 in your newsletter does not work at checkout.",
        # an Eircode's last part is no English word
        "The app shows upload failed on my Oppo A78 when I clock in",
    ],
)
def test_a_street_named_for_a_date_a_promo_code_and_a_phone_model_stay(
    redactor: Redactor, message: str
) -> None:
    assert spans(redactor, message) == []


@pytest.mark.parametrize(
    ("message", "found"),
    [
        (
            "mi dirección es Avenida 18 de Julio 1456, apto 3, Montevideo",
            ("ADDRESS", "Avenida 18 de Julio 1456, apto 3, Montevideo"),
        ),
        ("my ref REF48213 please", ("CUSTOMER_ID", "REF48213")),
        ("my eircode is d02 x285", ("POSTCODE", "d02 x285")),
    ],
)
def test_their_look_alikes_are_still_found(
    redactor: Redactor, message: str, found: tuple[str, str]
) -> None:
    assert found in spans(redactor, message)


@pytest.mark.parametrize(
    ("message", "name"),
    [
        # greetings and forms of address of other languages
        ("Buenas Pornthip,\n\nCambié de correo, ahora es otro.", "Pornthip"),
        ("สวัสดีค่ะ khun Sirinya, payslip for the Phuket resort shows the wrong ID", "Sirinya"),
        ("Estimada Sra. Etchevarne, su reembolso está listo", "Etchevarne"),
        # a surname spelled out in lower case before "i am"
        (
            "hello my name is neema mwakyusa that is m w a k y u s a i am calling about the job",
            "m w a k y u s a",
        ),
        # a name in a script without capitals, introduced
        (
            "I am ธนกร ศิริสมบัติวัฒนา (Thanakorn Sirisombatwattana), born 16/04/2504.",
            "ธนกร ศิริสมบัติวัฒนา",
        ),
        ("hello i spoke to drazen about my next of kin teofila mamanchura", "teofila mamanchura"),
        ("nazovite me na 091 372 5282 oko smjene u Hvaru, hvala! NADA BRČIĆ", "NADA BRČIĆ"),
    ],
)
def test_more_names_are_found(redactor: Redactor, message: str, name: str) -> None:
    assert ("PERSON", name) in spans(redactor, message)


@pytest.mark.parametrize(
    ("message", "word"),
    [
        # a greeting ends at its line: the next line's first word is no second name
        ("Buenas Pornthip,\n\nCambié de correo, ahora es otro.", "Cambié"),
        ("Dobar dan Marija, hvala na pomoći", "Dobar"),
        ("please refund me. THANKS AGAIN", "THANKS"),
        ("the referee was unfair", "unfair"),
        # greeted in a script without capitals: as often a desk as a name
        ("Hello ฝ่ายบริการลูกค้า,\n\nmy claim is late", "ฝ่ายบริการลูกค้า"),
    ],
)
def test_their_look_alikes_are_no_names(redactor: Redactor, message: str, word: str) -> None:
    assert all(word not in value for _, value in spans(redactor, message))


@pytest.mark.parametrize(
    "message",
    [
        "Ο τεχνικός έρχεται την Τετάρτη ή την Πέμπτη;",
        "le technicien passe Mercredi ou Jeudi?",
        "our Cavalier King Charles needs a booster, and the Jack Russell too",
        "bought the tiles at Leroy Merlin last week",
    ],
)
def test_weekdays_abroad_and_breeds_named_after_people_are_no_one(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


def test_a_weekday_that_is_a_first_name_stays_a_name(redactor: Redactor) -> None:
    assert ("PERSON", "Domingo Reyes") in spans(redactor, "Domingo Reyes called about my claim")


def test_an_address_under_a_phone_number_in_a_signature_is_found(redactor: Redactor) -> None:
    message = "Medaase,\nKwesi Amissah\n024 382 4429\nPlot 22\nNyaniba Estates\nOsu\nAccra"
    found = spans(redactor, message)
    assert ("ADDRESS", "Plot 22\nNyaniba Estates\nOsu\nAccra") in found
    assert ("PHONE", "024 382 4429") in found


@pytest.mark.parametrize(
    ("message", "address"),
    [
        (
            "Cumprimentos,\nDuarte Sequeira\nTravessa da Amoreira 9\nr/c\n3000-029 Coimbra",
            "Travessa da Amoreira 9\nr/c\n3000-029 Coimbra",
        ),
        (
            "morada: Travessa da Amoreira 9, r/c, 3000-029 Coimbra",
            "Travessa da Amoreira 9, r/c, 3000-029 Coimbra",
        ),
        ("Calle Mayor s/n, 28013 Madrid", "Calle Mayor s/n, 28013 Madrid"),
    ],
)
def test_a_ground_floor_or_no_number_keeps_the_address_whole(
    redactor: Redactor, message: str, address: str
) -> None:
    assert ("ADDRESS", address) in spans(redactor, message)


@pytest.mark.parametrize(
    ("message", "found"),
    [
        (
            "the integration key rsk.IEXGHYwc3cTtZcogMXniumAcPjGDqI got pasted in the chat",
            ("SECRET", "rsk.IEXGHYwc3cTtZcogMXniumAcPjGDqI"),
        ),
        (
            "Email: ikamaruzzaman [@] gmail [.] com",
            ("EMAIL", "ikamaruzzaman [@] gmail [.] com"),
        ),
    ],
)
def test_an_integration_key_and_a_bracketed_dot(
    redactor: Redactor, message: str, found: tuple[str, str]
) -> None:
    assert found in spans(redactor, message)


def test_an_app_key_without_a_digit_is_no_secret(redactor: Redactor) -> None:
    assert spans(redactor, "the app key field is empty on the settings page") == []


@pytest.mark.parametrize(
    "message",
    [
        "The transfer to the bank shows on hold. Payday was Tuesday.",
        "i want to move from line cook to forklift driver, who do i ask",
    ],
)
def test_workplace_words_newer_than_the_dictionary_are_no_names(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


@pytest.mark.parametrize(
    ("message", "address"),
    [
        (
            "la dirección de facturación es Carrer de la Fusteria Vella 8, 2n 1a, 08003 Barcelona.",
            "Carrer de la Fusteria Vella 8, 2n 1a, 08003 Barcelona",
        ),
        (
            "mi dirección es Avenida de los Naranjos 132, portal 2, 5ºB, 46011 Valencia.",
            "Avenida de los Naranjos 132, portal 2, 5ºB, 46011 Valencia",
        ),
    ],
)
def test_a_house_floor_and_door_parted_by_commas_are_no_phone(
    redactor: Redactor, message: str, address: str
) -> None:
    assert ("ADDRESS", address) in spans(redactor, message)


def test_an_indian_address_keeps_its_landmark_area_city_and_state(redactor: Redactor) -> None:
    # (the tracking number's capitals keep the message from being read as typed in lower case)
    message = (
        "india post says delivered, tracking CP637904473IN, but nothing came to h.no. "
        "3-4-526/b, opp. saraswati vidyalaya, barkatpura, hyderabad, telangana 500027"
    )
    address = "h.no. 3-4-526/b, opp. saraswati vidyalaya, barkatpura, hyderabad, telangana"
    found = spans(redactor, message)
    assert any(kind == "ADDRESS" and value.startswith(address) for kind, value in found)


def test_a_town_before_a_dash_and_its_pin_code_is_in_the_address(redactor: Redactor) -> None:
    message = (
        "tracking RR456878532IN says delivered, nothing came to flat 502, 6th main, "
        "jayanagar 4th block, bengaluru, karnataka - 560011"
    )
    found = spans(redactor, message)
    # the dash before the pin code is left in clear by no one: the pin code joins the address
    assert any(
        kind == "ADDRESS" and value.endswith("bengaluru, karnataka - 560011")
        for kind, value in found
    )


@pytest.mark.parametrize(
    "message",
    [
        "Hvala!\n\n> Isplata za HZZO ide na Zagrebačka banka u petak.",
        "Dziękuję za pomoc. Przelew dotrze w piątek, czy to jest możliwe?",
    ],
)
def test_a_sentences_first_word_in_another_language_is_no_name(
    redactor: Redactor, message: str
) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []


def test_a_name_opening_a_sentence_in_another_language_stays(redactor: Redactor) -> None:
    message = "Dobar dan. Marija Horvat je zvala zbog računa."
    assert any(kind == "PERSON" and "Marija" in value for kind, value in spans(redactor, message))


@pytest.mark.parametrize(
    ("message", "name"),
    [
        # whoever the address beside a reply header's name belongs to, in any language
        (
            "감사합니다\n\n2026년 12월 1일 (화) 오전 10:04, 김민준 <minjun@example.kr>님이 작성:"
            "\n> 안녕하세요",
            "김민준",
        ),
        (
            "Díky\n\nDne út 1. 12. 2026 10:04 uživatel Tereza Dvořáková <tereza@example.cz> "
            "napsal:\n> Dobrý den",
            "Tereza Dvořáková",
        ),
    ],
)
def test_who_wrote_the_quoted_message_by_their_address(
    redactor: Redactor, message: str, name: str
) -> None:
    found = spans(redactor, message)
    assert ("PERSON", name) in found
    # the header's date and time are no address, and the thanks above it no one's name
    assert [s for s in found if s[0] == "ADDRESS"] == []
    assert ("PERSON", "Díky") not in found
