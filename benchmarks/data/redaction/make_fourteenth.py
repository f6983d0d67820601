"""Write the fourteenth held-out redaction sets, `adversarial_pii_fourteenth.jsonl` and
`benign_support_fourteenth.jsonl`: a fourteenth blind measure, written without reading the
redactor, its tests, its data files, any earlier set's messages or its output, and never run
through it by its author.

    python benchmarks/data/redaction/make_fourteenth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: the patient and customer desk of Calyx Health, an online
pharmacy and telehealth service (prescriptions and repeat prescriptions, e-prescriptions, video
consultations with its doctors, chats with its pharmacists, home delivery and click-and-collect
of medicines, medical devices and test kits, insurance and reimbursement claims, vouchers,
subscriptions for contact lenses and vitamins, couriers and parcel lockers, account logins).
Its patients, carers and customers live in Israel, the United Arab Emirates, Bulgaria, Hungary,
Estonia, Ecuador, Malta, Hong Kong, Slovenia and Rwanda. Most messages are in English; some are
in Hebrew (in Hebrew script, and romanised words), Gulf Arabic (romanised and in Arabic script),
Bulgarian (in Cyrillic and typed in Latin letters), Hungarian (with and without accents),
Estonian, Ecuadorian Spanish, Maltese, Cantonese (romanised and in Chinese script), Slovene (with
and without háčeks) and Kinyarwanda.
A skeleton is a string with `{SLOT}` placeholders and may start with a `[CC]` country tag; each
message draws one persona (of that country when tagged) with that persona's address, phone
style, birth date, national numbers, accounts and email, a member of staff, a doctor, a third
party of the same country (a carer, a relative, a neighbour, a courier, a fraudster) and fresh
digits. Every typed slot leaves a span whose offsets are computed while the message is assembled
and checked to hold the inserted value. Every number that has a check digit carries a valid one:
cards (Luhn), IBANs of Israel, the Emirates, Bulgaria, Hungary, Estonia, Malta and Slovenia (mod
97; the Hungarian bank-branch and account check digits and the Slovene national check digits
too), the Israeli teudat zehut, the Emirates ID (Luhn), the Bulgarian EGN, the Hungarian TAJ
number and tax identifier (adóazonosító jel), the Estonian isikukood, the Ecuadorian cédula, the
Hong Kong identity card, the Slovene EMŠO, DHL Express waybills (mod 7) and UPU S10 numbers. The
EGN, the adóazonosító jel, the isikukood and the EMŠO encode the persona's birth date (and sex,
where the format does); the Emirates ID and the Rwandan national ID encode the year of birth (the
Rwandan one the sex too). The Maltese ID card number, the Rwandan national ID's last digits,
Aramex waybills and the domestic accounts of Ecuador, Hong Kong, Rwanda and Israel follow their
shapes only (no check digit is published or claimed). Every person, address, number and
credential is invented.

Labelling rules (the README's conventions, and these choices):

* A span covers the value only, never its cue word, a title before it ("Dr", "Dr.", "г-жа",
  "г-н") or an honorific after it ("néni", "小姐", "先生"); Chinese script glued to a name
  ("我係", "請問", "小姐") is outside the span. A Hungarian or Hong Kong name is written family
  name first and is one PERSON span in that order; so is a name in Hebrew, Arabic, Cyrillic or
  Chinese script, a name with a particle ("Al", "Ben"), a name written "Surname, Given" on a
  form, and a letter-spaced, dotted or dash-spelled surname.
* A doctor named as a person ("Dr Kolenc", "Dr Kolenc's practice") is PERSON, the name only.
  Hospitals, clinics, pharmacies and brands named after people (Sheba Medical Center, Sheikh
  Khalifa Medical City, Semmelweis, Pirogov, Sir Paul Boffa Hospital, Queen Mary Hospital,
  King Faisal Hospital, Hospital Eugenio Espejo, BinSina, Brown's Pharmacy, Gedeon Richter,
  Dr. Scholl's, Dr. Hauschka) name an institution or a product, not a person, and carry no span;
  a street named after a person inside an address is part of the ADDRESS span. Medicines,
  devices, lenses, vitamins, pharmacy chains, insurers and health funds, couriers, locker
  networks, payment brands, cities and countries carry no span.
* A postal address written as one is one ADDRESS span from the house number (or flat, block,
  villa, P.O. Box, farm name or first line) to the town, district or emirate; its postcode is a
  separate POSTCODE span. Where the postcode comes before the town (Bulgaria, Estonia,
  Slovenia) the town after it is a second ADDRESS span; a Hungarian address is written postcode
  first, then one ADDRESS span from the town to the door, or on an envelope town, street, then
  postcode. Emirati, Hong Kong and Rwandan addresses have no postcode. A Maltese postcode
  ("ZBG 1306") is one POSTCODE span, and so is its squashed lower-case form ("zbg1306").
* National numbers (teudat zehut, Emirates ID, EGN, TAJ number, adóazonosító jel, isikukood,
  cédula, Maltese ID card number, HKID, EMŠO, Rwandan national ID) are SSN.
* Israeli, Emirati, Bulgarian, Hungarian, Estonian, Maltese and Slovene accounts written as
  IBANs are IBAN; a Hungarian domestic account (8-8-8 digits) and the domestic accounts of
  Israel, Ecuador, Hong Kong and Rwanda are BANK_ACCOUNT. An Israeli bank number and branch
  number name a bank or a branch, not a person, and are not labelled. A phone number used to
  pay (Bit, PayBox, FPS, MTN MoMo) is PHONE.
* Order numbers, patient numbers, prescription references, subscription ids, insurance member
  numbers and claim references after a cue are CUSTOMER_ID. Medicine strengths, pack sizes,
  batch numbers, voucher codes shared by everyone ("SPRING15"), locker numbers, times and prices
  are never labelled. Courier and postal numbers of parcels are TRACKING.
* Passwords, one-time codes, locker pick-up codes, e-prescription dispensing PINs, video
  consultation room codes, integration API keys, security answers and a card's CVV are SECRET;
  a card's expiry date is not labelled. Login logs' IP addresses are IP.
* Birth dates are DATE_OF_BIRTH in numeric, written (in the customer's language too: Hebrew,
  Arabic, Bulgarian, Hungarian, Estonian, Spanish, Maltese, Chinese, Slovene, Kinyarwanda) and
  spoken forms; a trailing "г." or the Hungarian full stop after a date stays outside. Delivery
  dates, appointment dates and expiry dates are not labelled.
* Some personas' names are also words (Kalina/Калина a viburnum, Vörös red, Sultana a raisin,
  Keza beautiful, Aimable amiable, Segundo second, Tránsito traffic, the "kit" of Chun-kit,
  Lõhmus a linden, Kuusik a spruce grove, Boglárka a buttercup) and the benign set uses the
  first eight as words ("sirop ot kalina", "vörös áfonya", sultana bread, "ni keza", a courier
  "très aimable", "el segundo envío", "el tránsito", a test kit).
* No word (of three letters or more) of any name here is part of a name labelled in an earlier
  set; the test compares the files in code.
"""

# ruff: noqa: E501 - hand-written messages read best one to a line
from __future__ import annotations

import random
import re
import string
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Final

from setkit import (
    SPAN_TYPES,
    Row,
    Span,
    SpanText,
    Speech,
    check_benign_style,
    check_style,
    digits,
    fill_adversarial,
    fill_benign,
    iban_from_bban,
    iban_ok,
    luhn_check_digit,
    luhn_complete,
    luhn_ok,
    ordinal_numeral,
    ordinal_words,
    render_untagged,
    s10_check_digit,
    write_sets,
    year_words,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_fourteenth.jsonl"
BENIGN_FILE: Final = "benign_support_fourteenth.jsonl"
ADVERSARIAL_SEED: Final = 20271414_41
BENIGN_SEED: Final = 20271414_42
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("IL", "AE", "BG", "HU", "EE", "EC", "MT", "HK", "SI", "RW")


class Persona:
    """A patient, carer or customer: given and family name, the name as written in full
    (Hungarian and Hong Kong family name first), the name they are called by, sex (for the
    numbers that encode it), and the name and family name in Hebrew, Arabic, Cyrillic or Chinese
    script."""

    def __init__(
        self,
        given: str,
        family: str,
        sex: str,
        *,
        full: str = "",
        call: str = "",
        script: str = "",
        script_family: str = "",
    ) -> None:
        self.given, self.family, self.sex = given, family, sex
        self.full = full or f"{given} {family}"
        self.call = call or given
        self.script = script or self.full
        self.script_family = script_family or family


P = Persona

# Israeli (Hebrew script, the particle Ben), Emirati (Arabic script, the particle Al) and a
# Keralite resident of the Emirates, Bulgarian (Cyrillic), Hungarian (family name first, ő and ű,
# a double name), Estonian (õ), Ecuadorian (two family names, Kichwa and Saraguro names),
# Maltese (ġ, a double name), Hong Kong (family name first, two-syllable family names, Chinese
# script), Slovene (š, č) and Rwandan (Kinyarwanda and French names). Names that are also words:
# Kalina (a viburnum), Vörös (red), Lakatos (a locksmith), Sultana (a raisin), Keza
# (beautiful), Aimable (amiable), Lõhmus (a linden), Kuusik (a spruce grove), Boglárka (a
# buttercup), Tehila (praise), Nitzan (a bud), Segundo (second), Tránsito (traffic) and the
# "kit" of Chun-kit.
PERSONAS: Final[dict[str, list[Persona]]] = {
    "IL": [
        P("Yehudit", "Ben Shoshan", "F", script="יהודית בן שושן", script_family="בן שושן"),
        P("Nitzan", "Elmaliah", "M", script="ניצן אלמליח", script_family="אלמליח"),
        P("Tehila", "Abutbul", "F", script="תהילה אבוטבול", script_family="אבוטבול"),
    ],
    "AE": [
        P("Mahra", "Al Ketbi", "F", script="مهرة الكتبي", script_family="الكتبي"),
        P("Obaid", "Al Romaithi", "M", script="عبيد الرميثي", script_family="الرميثي"),
        P("Reshmi", "Vadakkedath", "F"),
    ],
    "BG": [
        P("Zlatomira", "Vardzhieva", "F", script="Златомира Варджиева", script_family="Варджиева"),
        P("Bozhidar", "Stoilkov", "M", script="Божидар Стоилков", script_family="Стоилков"),
        P("Kalina", "Pondeva", "F", script="Калина Пондева", script_family="Пондева"),
    ],
    "HU": [
        P("Boglárka", "Szőllősi", "F", full="Szőllősi Boglárka"),
        P("Csongor", "Lakatos-Vörös", "M", full="Lakatos-Vörös Csongor"),
        P("Tünde", "Hegyaljai", "F", full="Hegyaljai Tünde"),
    ],
    "EE": [
        P("Kertu", "Raudsepp", "F"),
        P("Mihkel", "Lõhmus", "M"),
        P("Liisbet", "Kuusik", "F"),
    ],
    "EC": [
        P("Mayte", "Chiriboga Yépez", "F"),
        P("Segundo", "Quishpe Tituaña", "M"),
        P("Cumandá", "Sarango Pilco", "F"),
    ],
    "MT": [
        P("Dorianne", "Xerri Chetcuti", "F"),
        P("Ġwann", "Psaila", "M"),
        P("Marthese", "Sultana", "F"),
    ],
    "HK": [
        P("Hiu-tung", "Szeto", "F", full="Szeto Hiu-tung", script="司徒曉彤", script_family="司徒"),
        P(
            "Chun-kit",
            "Auyeung",
            "M",
            full="Auyeung Chun-kit",
            script="歐陽俊傑",
            script_family="歐陽",
        ),
        P("Wing-sze", "Mok", "F", full="Mok Wing-sze", script="莫詠詩", script_family="莫"),
    ],
    "SI": [
        P("Špela", "Medvešček", "F"),
        P("Tadej", "Čebulj", "M"),
        P("Nuša", "Klinar", "F"),
    ],
    "RW": [
        P("Aimable", "Nsengiyumva", "M"),
        P("Keza", "Uwamahoro", "F"),
        P("Ishimwe", "Twagirayezu", "M"),
    ],
}
FAMILY_FIRST: Final = {"HU", "HK"}
# pharmacists, patient advisers, delivery coordinators of the pharmacy
STAFF: Final[list[str]] = ["Isembard", "Wenceslaus", "Hyacinthe", "Radomir", "Faustina", "Leopoldine", "Torvald", "Ysaline", "Zdenko", "Agapi", "Ludovica", "Hesketh", "Seraphina", "Cressida"]  # fmt: skip
# the telehealth service's doctors, one or two a country
DOCTORS: Final[dict[str, list[str]]] = {
    "IL": ["Ilanit Mazuz", "Avishai Rabinovitz"],
    "AE": ["Shamma Al Mheiri", "Jumaa Buhumaid"],
    "BG": ["Stoyanka Rusinova", "Grozdan Peykov"],
    "HU": ["Ambrus Zsombor", "Bakos Etelka"],
    "EE": ["Urmas Kõiv", "Helje Tamberg"],
    "EC": ["Gualberto Cevallos", "Zoila Ushiña"],
    "MT": ["Carmelo Zahra", "Doris Bezzina"],
    "HK": ["Kwong Yuk-lan", "Tsui Ka-fai"],
    "SI": ["Bojan Kolenc", "Metka Zupančič"],
    "RW": ["Théoneste Bizimana", "Claudine Mukarugwiza"],
}
# carers, relatives, neighbours, couriers, fraudsters
THIRDS: Final[dict[str, list[str]]] = {
    "IL": ["Shlomit Harpaz", "Elnatan Vaknin"],
    "AE": ["Hessa Al Marar", "Sreejith Pallikkara"],
    "BG": ["Tsvetelina Garvanska", "Yordanka Mincheva"],
    "HU": ["Pintér Ildikó", "Dalmady Levente"],
    "EE": ["Tõnis Sepamaa", "Reelika Ilves"],
    "EC": ["Tránsito Ushca", "Efraín Cajamarca Jaramillo"],
    "MT": ["Ċensinu Tabone", "Lorna Bugeja"],
    "HK": ["Yip Siu-fong", "Lui Pak-hei"],
    "SI": ["Vesna Gorjup", "Primož Hribernik"],
    "RW": ["Immaculée Mukandayisenga", "Fidèle Nkurunziza"],
}
DOMAINS: Final[dict[str, list[str]]] = {
    "IL": ["walla.co.il", "012.net.il"],
    "AE": ["eim.ae", "hotmail.com"],
    "BG": ["abv.bg", "mail.bg"],
    "HU": ["freemail.hu", "citromail.hu"],
    "EE": ["hot.ee", "mail.ee"],
    "EC": ["andinanet.net", "hotmail.es"],
    "MT": ["maltanet.net", "go.net.mt"],
    "HK": ["netvigator.com", "yahoo.com.hk"],
    "SI": ["siol.net", "t-2.net"],
    "RW": ["gmail.com", "yahoo.fr"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span, "|" where a line breaks when the address is
# written over several lines (", " when on one; "، " in Arabic script). Where the postcode comes
# before the town (Bulgaria, Estonia, Slovenia) the town after it is a second ADDRESS span; a
# Hungarian address puts its postcode first (or, on an envelope, last). Emirati, Hong Kong and
# Rwandan addresses have no postcode.
ADDRESSES: Final[dict[str, list[str]]] = {
    "IL": [
        "[Rehov HaPalmach 23, dira 4|Jerusalem] <9254218>",
        "[Sderot Rothschild 118, apt 9|Tel Aviv-Yafo] <6527108>",
        "[רחוב הגפן 7 דירה 12|זכרון יעקב] <3091507>",
        "[Meshek 41, Moshav Nir Banim|Shafir] <7930500>",
    ],
    "AE": [
        "[Villa 27, Street 14B, Al Barsha 2|Dubai]",
        "[Flat 1506, Al Majaz Tower 2, Corniche Street|Sharjah]",
        "[شقة 804، برج الريم، شارع الكورنيش|أبوظبي]",
        "[P.O. Box 46318, Khalifa City A|Abu Dhabi]",
    ],
    "BG": [
        "[ж.к. Младост 1, бл. 45, вх. Б, ап. 18]|<1784> [София]",
        "[ul. Tsar Simeon 87, et. 2, ap. 5]|<9000> [Varna]",
        "[bul. Ruski 41, vh. A, et. 3]|<4000> [Plovdiv]",
        "[ул. Гурко 12, ет. 4]|<5000> [Велико Търново]",
    ],
    "HU": [
        "<1136> [Budapest, Pannónia utca 19. II/4]",
        "[Debrecen|Simonyi út 14/B]|<4028>",
        "<6722> [Szeged, Kossuth Lajos sgt. 58. fsz. 2]",
        "<9021> [Győr, Árpád út 33. 4. em. 12]",
    ],
    "EE": [
        "[Tähe tn 112-5]|<50107> [Tartu]",
        "[Narva mnt 63/1-48]|<10152> [Tallinn]",
        "[Kuuse talu, Vaida küla, Rae vald]|<75301> [Harjumaa]",
        "[Rüütli 28-3]|<80010> [Pärnu]",
    ],
    "EC": [
        "[Av. 6 de Diciembre N33-42 y Bossano, Edif. Alcázar, dpto 7B|Quito] <170504>",
        "[Cdla. Kennedy Norte, Mz. 109, villa 14|Guayaquil] <090513>",
        "[Calle Larga 7-45 y Presidente Borrero|Cuenca] <010101>",
        "[Urb. Los Ceibos, calle 5ta #312|Portoviejo] <130105>",
    ],
    "MT": [
        "[Flat 3, Dar il-Ward, Triq il-Kbira|Ħaż-Żebbuġ] <ZBG 1306>",
        "[22, Triq San Pawl|San Pawl il-Baħar] <SPB 3418>",
        "[Block B, Flat 9, Triq Dun Karm|Birkirkara] <BKR 9036>",
        "[Ta' Ġanni, Triq il-Għajn|Xagħra, Għawdex] <XRA 1203>",
    ],
    "HK": [
        "[Flat 12B, Block 3, Laguna City|Kwun Tong, Kowloon]",
        "[Room 1805, 18/F, Wah Fung Building, 88 Fa Yuen Street|Mong Kok, Kowloon]",
        "[香港北角英皇道633號12樓C室]",
        "[House 27, Tai Hang Hau Village|Clear Water Bay, New Territories]",
    ],
    "SI": [
        "[Trubarjeva cesta 41]|<1000> [Ljubljana]",
        "[Gosposvetska ulica 12a]|<2000> [Maribor]",
        "[Zgornje Gorje 58]|<4247> [Zgornje Gorje]",
        "[Prešernova ulica 6]|<6320> [Portorož]",
    ],
    "RW": [
        "[KG 11 Ave, House 23|Kacyiru, Gasabo, Kigali]",
        "[KK 737 St, No. 8|Kicukiro, Kigali]",
        "[Plot 112, Avenue de la Paix|Huye]",
        "[House 5, NM 14 St|Musanze]",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")
NON_LATIN: Final = re.compile(r"[\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u4e00-\u9fff]")
ARABIC: Final = re.compile(r"[\u0600-\u06ff]")

# '#' is a digit 2-9, anything else literal; the first two of a country are mobiles
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "IL": ["05#-###-####", "+972 5#-###-####", "03-###-####", "+972-5#-#######"],
    "AE": ["05# ### ####", "+971 5# ### ####", "+971-4-###-####", "00971 5# #######"],
    "BG": ["08## ### ###", "+359 88# ### ###", "+359 2 ### ####", "08##/###-###"],
    "HU": ["06 30 ### ####", "+36 20 ### ####", "+36-1-###-####", "06-70/###-####"],
    "EE": ["5### ####", "+372 5### ####", "+372 6## ####", "00372 5#######"],
    "EC": ["09# ### ####", "+593 9# ### ####", "(02) 2## ####", "593-99-###-####"],
    "MT": ["79## ####", "+356 99## ####", "21## ####", "00356 77######"],
    "HK": ["9### ####", "+852 6### ####", "+852-2###-####", "(852) 5###-####"],
    "SI": ["04# ### ###", "+386 41 ### ###", "(01) ### ## ##", "00386 31 ######"],
    "RW": ["078# ### ###", "+250 78# ### ###", "+250 72# ######", "0788-###-###"],
}
# the local mobile form read out in voice messages
SPOKEN_PHONE: Final[dict[str, str]] = {
    "IL": "05########",
    "AE": "05########",
    "BG": "088#######",
    "HU": "0630#######",
    "EE": "5#######",
    "EC": "09########",
    "MT": "79######",
    "HK": "9#######",
    "SI": "04#######",
    "RW": "078#######",
}
DIGIT_WORDS: Final[dict[str, list[str]]] = {
    "en": "zero one two three four five six seven eight nine".split(),
    "he": "efes achat shtayim shalosh arba chamesh shesh sheva shmone tesha".split(),
    "hes": "אפס אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע".split(),
    "ar": "sifr wahid ithnain thalatha arba'a khamsa sitta sab'a thamanya tis'a".split(),
    "ars": "صفر واحد اثنين ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة".split(),
    "bg": "нула едно две три четири пет шест седем осем девет".split(),
    "bgl": "nula edno dve tri chetiri pet shest sedem osem devet".split(),
    "hu": "nulla egy kettő három négy öt hat hét nyolc kilenc".split(),
    "hua": "nulla egy ketto harom negy ot hat het nyolc kilenc".split(),
    "et": "null üks kaks kolm neli viis kuus seitse kaheksa üheksa".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "mt": "żero wieħed tnejn tlieta erbgħa ħamsa sitta sebgħa tmienja disgħa".split(),
    "yue": "ling yat yi saam sei ng luk chat baat gau".split(),
    "zh": "零 一 二 三 四 五 六 七 八 九".split(),
    "sl": "nič ena dva tri štiri pet šest sedem osem devet".split(),
    "rw": "zeru rimwe kabiri gatatu kane gatanu gatandatu karindwi umunani icyenda".split(),
}
COUNTRY_LANG: Final = {"IL": "he", "AE": "ar", "BG": "bgl", "HU": "hu", "EE": "et", "EC": "es", "MT": "mt", "HK": "yue", "SI": "sl", "RW": "rw"}  # fmt: skip
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "he": ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"],
    "ar": ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
    "bg": ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември", "октомври", "ноември", "декември"],
    "hu": ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"],
    "et": ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september", "oktoober", "november", "detsember"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "mt": ["Jannar", "Frar", "Marzu", "April", "Mejju", "Ġunju", "Lulju", "Awwissu", "Settembru", "Ottubru", "Novembru", "Diċembru"],
    "sl": ["januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta", "septembra", "oktobra", "novembra", "decembra"],
    "rw": ["Mutarama", "Gashyantare", "Werurwe", "Mata", "Gicurasi", "Kamena", "Nyakanga", "Kanama", "Nzeri", "Ukwakira", "Ugushyingo", "Ukuboza"],
}  # fmt: skip
# Visa, Mastercard (51, 52, 54, 2221), Amex (34, 37), UnionPay (62), JCB (3528)
LUHN_PREFIXES: Final = ["4", "4", "51", "52", "54", "2221", "34", "37", "62", "3528"]
CARD_LENGTHS: Final = {"34": 15, "37": 15}
PASSWORD_WORDS: Final = ["Shakshuka", "Luqaimat", "Banitsa", "Langos", "Verivorst", "Encebollado", "Pastizz", "Siumai", "Potica", "Isombe", "Rugelach", "Kurtoskalacs"]  # fmt: skip
SECURITY_ANSWERS: Final = ["Pitypang", "Bamba", "Sharo", "Kroko", "Ċikku", "Muki", "Tipsy", "Pufók", "Hummus", "Lumiere", "Nyiramugisha", "Tsimtsum"]  # fmt: skip
CODE_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
IBAN_COUNTRIES: Final = ("IL", "AE", "BG", "HU", "EE", "MT", "SI")
ID_NAMES: Final[dict[str, list[str]]] = {
    "IL": ["teudat zehut", "ID no. (teudat zehut)"],
    "AE": ["Emirates ID", "EID no."],
    "BG": ["EGN", "ЕГН"],
    "HU": ["TAJ", "TAJ szám"],
    "EE": ["isikukood", "personal ID code (isikukood)"],
    "EC": ["cédula", "C.I."],
    "MT": ["ID card", "ID card no."],
    "HK": ["HKID", "HKID no."],
    "SI": ["EMŠO", "EMSO"],
    "RW": ["national ID", "indangamuntu no."],
}
EGN_WEIGHTS: Final = (2, 4, 8, 5, 10, 9, 7, 3, 6)
EMSO_WEIGHTS: Final = (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
HU_WEIGHTS: Final = (9, 7, 3, 1)
ISIKUKOOD_WEIGHTS: Final = ((1, 2, 3, 4, 5, 6, 7, 8, 9, 1), (3, 4, 5, 6, 7, 8, 9, 1, 2, 3))
HU_TAX_EPOCH: Final = date(1867, 1, 1)
IL_BANKS: Final = ["10", "11", "12", "20", "31"]
S10_OFFICES: Final = ["IL", "AE", "BG", "HU", "EE", "MT", "HK", "SI"]


# --------------------------------------------------------------------------- check digits


def il_id_digit(body: str) -> str:
    """The ninth digit of an Israeli teudat zehut (weights 1, 2 alternating, digits of each
    product summed, ten minus the total's last digit)."""
    total = 0
    for i, c in enumerate(body):
        n = int(c) * (1 if i % 2 == 0 else 2)
        total += n - 9 if n > 9 else n
    return str(-total % 10)


def egn_digit(body: str) -> str:
    """The tenth digit of a Bulgarian EGN (weights 2 4 8 5 10 9 7 3 6, mod 11, 10 gives 0)."""
    r = sum(int(c) * w for c, w in zip(body, EGN_WEIGHTS, strict=True)) % 11
    return "0" if r == 10 else str(r)


def taj_digit(body: str) -> str:
    """The ninth digit of a Hungarian TAJ number (odd places times 3, even times 7, mod 10)."""
    return str(sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(body)) % 10)


def hu_tax_digit(body: str) -> str | None:
    """The tenth digit of a Hungarian adóazonosító jel (each digit times its place, mod 11);
    None when that is 10 (no such number is issued)."""
    r = sum(int(c) * (i + 1) for i, c in enumerate(body)) % 11
    return None if r == 10 else str(r)


def isikukood_digit(body: str) -> str:
    """The eleventh digit of an Estonian isikukood (first weights, then second, mod 11)."""
    for weights in ISIKUKOOD_WEIGHTS:
        r = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if r != 10:
            return str(r)
    return "0"


def cedula_digit(body: str) -> str:
    """The tenth digit of an Ecuadorian cédula (coefficients 2 1 2 1 ..., products over 9 less
    9, ten minus the total's last digit)."""
    total = 0
    for i, c in enumerate(body):
        n = int(c) * (2 if i % 2 == 0 else 1)
        total += n - 9 if n > 9 else n
    return str(-total % 10)


def hkid_digit(letter: str, body: str) -> str:
    """The check character of a Hong Kong identity card with one prefix letter (a space worth
    36 before it, weights 9 to 2, mod 11, 10 written A)."""
    total = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * (7 - i) for i, c in enumerate(body))
    c = -total % 11
    return "A" if c == 10 else str(c)


def emso_digit(body: str) -> str | None:
    """The thirteenth digit of a Slovene EMŠO (weights 7-2 twice, eleven minus the remainder,
    11 gives 0); None when that is 10 (no such number is issued)."""
    m = 11 - sum(int(c) * w for c, w in zip(body, EMSO_WEIGHTS, strict=True)) % 11
    if m == 10:
        return None
    return "0" if m == 11 else str(m)


def hu_group_digit(body: str) -> str:
    """A Hungarian account check digit (weights 9 7 3 1 repeated, ten minus the last digit)."""
    total = sum(int(c) * HU_WEIGHTS[i % 4] for i, c in enumerate(body))
    return str(-total % 10)


def si_national_digits(body: str) -> str:
    """The two national check digits of a Slovene account (ISO 7064 mod 97-10), which make its
    IBAN check digits 56."""
    return f"{98 - int(body) * 100 % 97:02d}"


def dhl_digit(body: str) -> str:
    """The tenth digit of a DHL Express waybill: the first nine mod 7."""
    return str(int(body) % 7)


# --------------------------------------------------------------------------- spoken and folded

# The letters NFKD leaves whole, as a keyboard without accents writes them (Maltese ħ, ł, đ).
FOLDS: Final = {"ħ": "h", "Ħ": "H", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D"}
SPEECH: Final = Speech(FOLDS, DIGIT_WORDS)
fold, said, said_doubled = SPEECH.fold, SPEECH.said, SPEECH.said_doubled
plain, spoken_words, spoken_address = SPEECH.plain, SPEECH.spoken_words, SPEECH.spoken_address


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, birth date and email domain;
    a member of staff, a doctor, a third party and fresh digits. `turns` counts the phone numbers
    written so far for each country, so that its formats come in turn across the set."""

    def __init__(
        self, rng: random.Random, index: int, country: str | None, turns: dict[str, int]
    ) -> None:
        self.rng = rng
        self.turns = turns
        self.index = index
        self.country = country or COUNTRIES[(index * 7 + 3) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.person = people[(index // len(COUNTRIES) + index) % len(people)]
        places = ADDRESSES[self.country]
        self.address = places[(index * 3 + 1) % len(places)]
        self.staff = STAFF[(index * 5 + 2) % len(STAFF)]
        doctors = DOCTORS[self.country]
        self.doctor = doctors[(index // 3) % len(doctors)]
        thirds = THIRDS[self.country]
        self.third = thirds[(index * 3 + 2) % len(thirds)]
        domains = DOMAINS[self.country]
        self.domain = domains[index % len(domains)]
        self.birth = (rng.randint(1956, 2006), rng.randint(1, 12), rng.randint(1, 28))

    # ---- random pieces

    def digits(self, n: int) -> str:
        return digits(self.rng, n)

    def letters(self, n: int, alphabet: str = string.ascii_uppercase) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def pick(self, options: list[str]) -> str:
        return self.rng.choice(options)

    def lang(self) -> str:
        return COUNTRY_LANG[self.country]

    def local(self, name: str | None = None) -> str:
        """An email's local part from the persona's (or `name`'s) names and birth year."""
        if name is None:
            f, s = plain(self.person.call), plain(self.person.family.split()[-1])
        else:
            words = name.split()
            f, s = plain(words[0]), plain(words[-1])
        y = str(self.birth[0])[2:]
        return self.pick([f"{f}.{s}", f"{f}{s}{y}", f"{f[0]}{s}", f"{s}_{f}{y}", f"{f}.{s[0]}{y}"])

    # ---- names

    def initialled(self) -> str:
        """The name as a form or signature shortens it: an initial and the family name, or (a
        Hungarian or Hong Kong name) the family name in capitals before the given name."""
        p = self.person
        if self.country in FAMILY_FIRST:
            return f"{p.family.upper()} {p.given}"
        return f"{p.given[0]}. {p.family}"

    def last_first(self) -> str:
        p = self.person
        return f"{p.family}, {p.given}"

    def spelled(self) -> str:
        return " ".join(plain(self.person.family.split()[-1]))

    # ---- contact values

    def phone(self, mobile: bool = False) -> str:
        """A number in one of the country's formats (a mobile one, the first two, when it pays
        by Bit, FPS or MoMo or takes a one-time code)."""
        formats = PHONE_FORMATS[self.country][: 2 if mobile else None]
        key = f"{self.country}{'-mobile' if mobile else ''}"
        turn = self.turns.get(key, 0)
        self.turns[key] = turn + 1
        fmt = formats[turn % len(formats)]
        return "".join(self.rng.choice("23456789") if c == "#" else c for c in fmt)

    def mobile_digits(self) -> str:
        fmt = SPOKEN_PHONE[self.country]
        return "".join(self.rng.choice("0123456789") if c == "#" else c for c in fmt)

    def odd_phone(self) -> str:
        """The local mobile with its digits spaced, paired with dots, slashed or underscored."""
        raw = self.mobile_digits()
        layout = self.index % 4
        if layout == 0:
            return " ".join(raw)
        if layout == 1:
            return ".".join(raw[i : i + 2] for i in range(0, len(raw), 2))
        if layout == 2:
            return f"{raw[:3]} / {raw[3:6]} / {raw[6:]}"
        return f"{raw[:4]}_{raw[4:]}"

    def broken_phone(self) -> str:
        """A number broken across a line at the separator nearest its middle (a space becomes
        the line break; after a dot, a dash or a slash the break is added)."""
        p = self.phone()
        cuts = [i for i, c in enumerate(p) if c in " .-/" and 0 < i < len(p) - 1]
        cut = min(cuts, key=lambda i: abs(i - len(p) // 2))
        if p[cut] == " ":
            return p[:cut] + "\n" + p[cut + 1 :]
        return p[: cut + 1] + "\n" + p[cut + 1 :]

    def spoken_phone(self, lang: str | None = None) -> str:
        number = self.mobile_digits()
        lang = lang or self.lang()
        if lang == "en" and self.country in ("HK", "MT"):
            return said_doubled(number)
        return said(number, lang)

    def email(self) -> str:
        return f"{self.local()}@{self.domain}"

    def third_email(self) -> str:
        return f"{self.local(fold(self.third))}@{self.pick(DOMAINS[self.country])}"

    def obfuscated_email(self, style: int | None = None) -> str:
        """The persona's email written to dodge a pattern: in the country's own words for "at"
        and "dot" (Hebrew, Hungarian, Bulgarian, Estonian, Spanish, Slovene), else in `style` (or
        one drawn)."""
        local, (host, _, tld) = self.local(), self.domain.partition(".")
        words = {
            "IL": ("shtrudel", "nekuda"),
            "HU": ("kukac", "pont"),
            "BG": ("маймунка", "точка"),
            "EE": ("ät", "punkt"),
            "EC": ("arroba", "punto"),
            "SI": ("afna", "pika"),
        }
        styles = [
            f"{local} at {host} dot {tld.replace('.', ' dot ')}",
            f"{local} [at] {host} [dot] {tld.replace('.', ' [dot] ')}",
            f"{local}(at){self.domain}",
            f"{local} @ {self.domain}",
            f"{local.upper()}@{self.domain.upper()}",
            f"{local}{{at}}{host}{{dot}}{tld}",
            f"{local} at {host}.{tld}",
        ]
        if style is not None:
            return styles[style]
        if self.country in words:
            at, dot = words[self.country]
            return f"{local} {at} {host} {dot} {tld.replace('.', f' {dot} ')}"
        return self.pick(styles)

    def spoken_email(self) -> str:
        f = plain(self.person.call)
        s = plain(self.person.family.split()[-1])
        host, _, tld = self.domain.partition(".")
        at, dot = {
            "IL": ("shtrudel", "nekuda"),
            "HU": ("kukac", "pont"),
            "EE": ("ät", "punkt"),
            "EC": ("arroba", "punto"),
            "SI": ("afna", "pika"),
        }.get(self.country, ("at", "dot"))
        return f"{f} {dot} {s} {at} {host} {dot} {tld.replace('.', f' {dot} ')}"

    # ---- birth dates

    def dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1]
        lm = LOCAL_MONTHS
        styles = {
            "IL": [f"{d:02d}/{m:02d}/{y}", f"{d} ב{lm['he'][m - 1]} {y}", f"{d}.{m}.{y % 100:02d}"],
            "AE": [f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{month[:3]}-{y}", f"{d} {lm['ar'][m - 1]} {y}"],
            "BG": [f"{d:02d}.{m:02d}.{y}", f"{d} {lm['bg'][m - 1]} {y}", f"{d}.{m}.{y % 100:02d}"],
            "HU": [f"{y}.{m:02d}.{d:02d}", f"{y}. {lm['hu'][m - 1]} {d}", f"{y}-{m:02d}-{d:02d}"],
            "EE": [f"{d:02d}.{m:02d}.{y}", f"{d}. {lm['et'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y % 100:02d}"],
            "EC": [f"{d:02d}/{m:02d}/{y}", f"{d} de {lm['es'][m - 1]} de {y}", f"{y}-{m:02d}-{d:02d}"],
            "MT": [f"{d:02d}/{m:02d}/{y}", f"{d} ta' {lm['mt'][m - 1]} {y}", f"{ordinal_numeral(d)} {month} {y}"],
            "HK": [f"{d:02d}/{m:02d}/{y}", f"{y}年{m}月{d}日", f"{d:02d}-{m:02d}-{y}"],
            "SI": [f"{d:02d}.{m:02d}.{y}", f"{d}. {lm['sl'][m - 1]} {y}", f"{d}. {m}. {y}"],
            "RW": [f"{d:02d}/{m:02d}/{y}", f"{d} {lm['rw'][m - 1]} {y}", f"{ordinal_numeral(d)} {month} {y}"],
        }[self.country]  # fmt: skip
        return styles[self.index % len(styles)]

    def numeric_dob(self) -> str:
        """The birth date in the country's numeric form (beside a number that encodes it)."""
        y, m, d = self.birth
        if self.country == "HU":
            return f"{y}.{m:02d}.{d:02d}"
        if self.country in ("BG", "EE", "SI"):
            return f"{d:02d}.{m:02d}.{y}"
        return f"{d:02d}/{m:02d}/{y}"

    def local_dob(self) -> str:
        """The birth date with its month written in the customer's language."""
        y, m, d = self.birth
        lm = LOCAL_MONTHS
        return {
            "IL": f"{d} ב{lm['he'][m - 1]} {y}",
            "AE": f"{d} {lm['ar'][m - 1]} {y}",
            "BG": f"{d} {lm['bg'][m - 1]} {y}",
            "HU": f"{y}. {lm['hu'][m - 1]} {d}",
            "EE": f"{d}. {lm['et'][m - 1]} {y}",
            "EC": f"{d} de {lm['es'][m - 1]} de {y}",
            "MT": f"{d} ta' {lm['mt'][m - 1]} {y}",
            "HK": f"{y}年{m}月{d}日",
            "SI": f"{d}. {lm['sl'][m - 1]} {y}",
            "RW": f"{d} {lm['rw'][m - 1]} {y}",
        }[self.country]

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.index % 2:
            return f"{month} {ordinal_words(d)} {year_words(y)}"
        return f"the {ordinal_words(d)} of {month} {year_words(y)}"

    # ---- national numbers (EGN, adóazonosító jel, isikukood and EMŠO agree with the birth)

    def teudat_zehut(self) -> str:
        body = self.digits(8)
        n = body + il_id_digit(body)
        return self.pick([n, f"{n[:8]}-{n[8]}", f"{n[:3]} {n[3:6]} {n[6:]}"])

    def emirates_id(self) -> str:
        body = f"784{self.birth[0]}{self.digits(7)}"
        n = body + luhn_check_digit(body)
        return self.pick([f"{n[:3]}-{n[3:7]}-{n[7:14]}-{n[14]}", n, f"{n[:3]} {n[3:7]} {n[7:14]} {n[14]}"])  # fmt: skip

    def egn(self) -> str:
        y, m, d = self.birth
        month = m + (40 if y >= 2000 else 0)
        sex = self.rng.choice("02468" if self.person.sex == "M" else "13579")
        body = f"{y % 100:02d}{month:02d}{d:02d}{self.digits(2)}{sex}"
        return body + egn_digit(body)

    def taj(self) -> str:
        body = self.rng.choice("0123") + self.digits(7)
        n = body + taj_digit(body)
        return self.pick([f"{n[:3]} {n[3:6]} {n[6:]}", n, f"{n[:3]}-{n[3:6]}-{n[6:]}"])

    def hu_tax(self) -> str:
        y, m, d = self.birth
        days = (date(y, m, d) - HU_TAX_EPOCH).days
        while True:
            body = f"8{days:05d}{self.digits(3)}"
            check = hu_tax_digit(body)
            if check is not None:
                return body + check

    def isikukood(self) -> str:
        y, m, d = self.birth
        first = (3 if y < 2000 else 5) + (0 if self.person.sex == "M" else 1)
        body = f"{first}{y % 100:02d}{m:02d}{d:02d}{self.digits(3)}"
        return body + isikukood_digit(body)

    def cedula(self) -> str:
        body = f"{self.rng.randint(1, 24):02d}{self.rng.choice('012345')}{self.digits(6)}"
        n = body + cedula_digit(body)
        return self.pick([n, f"{n[:9]}-{n[9]}"])

    def malta_id(self) -> str:
        return f"{self.rng.randint(1000, 9999999)}{self.pick(['M', 'M', 'M', 'G'])}"

    def hkid(self) -> str:
        letter = self.pick(["A", "C", "D", "E", "G", "K", "P", "Y", "Z"])
        body = self.digits(6)
        check = hkid_digit(letter, body)
        return self.pick([f"{letter}{body}({check})", f"{letter}{body}{check}", f"{letter}{body} ({check})"])  # fmt: skip

    def emso(self) -> str:
        y, m, d = self.birth
        low, high = (0, 499) if self.person.sex == "M" else (500, 999)
        while True:
            body = f"{d:02d}{m:02d}{y % 1000:03d}50{self.rng.randint(low, high):03d}"
            check = emso_digit(body)
            if check is not None:
                return body + check

    def rwanda_id(self) -> str:
        sex = "8" if self.person.sex == "M" else "7"
        n = f"1{self.birth[0]}{sex}{self.digits(7)}{self.rng.choice('01')}{self.digits(2)}"
        return self.pick([n, f"{n[0]} {n[1:5]} {n[5]} {n[6:13]} {n[13]} {n[14:]}"])

    def national_id(self) -> str:
        return {
            "IL": self.teudat_zehut,
            "AE": self.emirates_id,
            "BG": self.egn,
            "HU": self.taj,
            "EE": self.isikukood,
            "EC": self.cedula,
            "MT": self.malta_id,
            "HK": self.hkid,
            "SI": self.emso,
            "RW": self.rwanda_id,
        }[self.country]()

    # ---- bank details

    def iban(self, country: str | None = None) -> str:
        cc = country or (
            self.country if self.country in IBAN_COUNTRIES else self.pick(list(IBAN_COUNTRIES))
        )
        if cc == "IL":
            bban = f"0{self.pick(IL_BANKS)}{self.digits(3)}{'0' * 4}{self.digits(9)}"
        elif cc == "AE":
            bban = self.pick(["026", "030", "033", "035", "044"]) + self.digits(16)
        elif cc == "BG":
            bban = (
                self.pick(["UNCR", "STSA", "FINV", "BPBI", "RZBB"])
                + self.digits(6)
                + self.digits(8)
            )
        elif cc == "HU":
            head = self.pick(["117", "104", "120", "107", "116"]) + self.digits(4)
            account = self.digits(8) + self.pick(["0000000", self.digits(7)])
            bban = head + hu_group_digit(head) + account + hu_group_digit(account)
        elif cc == "EE":
            bban = self.pick(["22", "10", "77", "17"]) + self.digits(14)
        elif cc == "MT":
            bban = (
                self.pick(["VALL", "MALT", "APSB", "BNIF"])
                + self.digits(5)
                + "000"
                + self.digits(15)
            )
        else:
            body = self.pick(["0201", "0510", "0400", "1910", "6100"]) + self.digits(9)
            bban = body + si_national_digits(body)
        return iban_from_bban(cc, bban)

    def grouped(self, iban: str) -> str:
        return " ".join(iban[k : k + 4] for k in range(0, len(iban), 4))

    def odd_iban(self) -> str:
        i = self.iban()
        groups = [i[k : k + 4] for k in range(0, len(i), 4)]
        return [i, " ".join(groups).lower(), "-".join(groups), ".".join(groups), i.lower()][
            self.index % 5
        ]

    def broken_iban(self) -> str:
        groups = self.grouped(self.iban()).split()
        return " ".join(groups[:3]) + "\n" + " ".join(groups[3:])

    def hu_account(self) -> str:
        head = self.pick(["117", "104", "120", "107", "116"]) + self.digits(4)
        account = self.digits(8) + self.pick(["0000000", self.digits(7)])
        bban = head + hu_group_digit(head) + account + hu_group_digit(account)
        return f"{bban[:8]}-{bban[8:16]}-{bban[16:]}"

    def ec_account(self) -> str:
        return self.pick([f"22{self.digits(8)}", f"{self.rng.choice('34')}{self.digits(9)}", f"22-{self.digits(8)}"])  # fmt: skip

    def hk_account(self) -> str:
        return self.pick([f"{self.digits(3)}-{self.digits(6)}-{self.digits(3)}", f"{self.digits(3)}-{self.digits(1)}-{self.digits(6)}", self.digits(12)])  # fmt: skip

    def rw_account(self) -> str:
        return self.pick([f"00040-{self.digits(7)}-{self.digits(2)}", f"4{self.digits(12)}", f"100{self.digits(9)}"])  # fmt: skip

    def il_account(self) -> str:
        return self.pick([self.digits(6), f"{self.digits(3)}-{self.digits(6)}", self.digits(9)])

    def account(self) -> tuple[str, str]:
        """The persona's account in its country's form, with its type (IBAN where the country
        writes one)."""
        c = self.country
        if c in IBAN_COUNTRIES:
            return self.grouped(self.iban(c)), "IBAN"
        if c == "EC":
            return self.ec_account(), "BANK_ACCOUNT"
        if c == "HK":
            return self.hk_account(), "BANK_ACCOUNT"
        return self.rw_account(), "BANK_ACCOUNT"

    # ---- cards

    def card(self) -> str:
        prefix = self.pick(LUHN_PREFIXES)
        return luhn_complete(prefix, CARD_LENGTHS.get(prefix, 16), self.rng)

    def grouped_card(self) -> str:
        c = self.card()
        if len(c) == 15:
            return self.pick([f"{c[:4]} {c[4:10]} {c[10:]}", c])
        return self.pick(
            [
                " ".join(c[i : i + 4] for i in range(0, 16, 4)),
                "-".join(c[i : i + 4] for i in range(0, 16, 4)),
                c,
            ]
        )

    def odd_card(self) -> str:
        c = self.card()
        groups = [c[i : i + 4] for i in range(0, len(c), 4)]
        layout = self.rng.randrange(5)
        if layout == 0:
            return " / ".join(groups)
        if layout == 1:
            return "_".join(groups)
        if layout == 2:
            return ".".join(groups)
        if layout == 3:
            return " ".join(c)
        return " - ".join(groups)

    def broken_card(self) -> str:
        c = self.card()
        return f"{c[:4]} {c[4:8]}\n{c[8:12]} {c[12:]}"

    def spoken_card(self) -> str:
        c = self.card()
        return " ".join(said(c[i : i + 4]) for i in range(0, len(c), 4))

    # ---- pharmacy ids and parcels

    def order(self) -> str:
        return self.pick([f"CX-{self.digits(7)}", f"CXH{self.digits(8)}", f"ORD/{self.digits(3)}/{self.letters(3, CODE_CHARS)}"])  # fmt: skip

    def patient(self) -> str:
        return self.pick([f"P-{self.digits(7)}", f"{self.rng.choice('46')}{self.digits(7)}", f"PAT{self.digits(6)}"])  # fmt: skip

    def rx_ref(self) -> str:
        return self.pick([f"RX-{self.digits(4)}-{self.letters(4, CODE_CHARS)}", f"eRx{self.digits(9)}", f"RP{self.digits(7)}"])  # fmt: skip

    def subscription(self) -> str:
        return self.pick([f"SUB-{self.digits(6)}", f"LNS-{self.letters(2)}{self.digits(5)}"])

    def member(self) -> str:
        return self.pick([f"MBR-{self.digits(8)}", f"{self.digits(4)}-{self.digits(4)}-{self.digits(4)}"])  # fmt: skip

    def claim(self) -> str:
        return self.pick([f"CLM-{self.digits(6)}", f"CL/{self.digits(2)}/{self.digits(5)}"])

    def s10(self) -> str:
        serial = self.digits(8)
        prefix = self.pick(["RR", "RB", "CP", "EE", "LX"])
        return f"{prefix}{serial}{s10_check_digit(serial)}{self.pick(S10_OFFICES)}"

    def courier(self) -> str:
        if self.index % 2 == 0:
            body = self.rng.choice("123456789") + self.digits(8)
            return body + dhl_digit(body)
        return self.rng.choice("3456") + self.digits(10)

    # ---- every other slot

    def value(self, slot: str) -> tuple[str, str | None]:
        maker = self.makers().get(slot)
        if maker is None:
            raise KeyError(slot)
        return maker()

    def makers(self) -> dict[str, Callable[[], tuple[str, str | None]]]:
        p, rng = self.person, self.rng
        hex_chars = "abcdef0123456789"
        token_chars = string.ascii_letters + string.digits
        marks = self.country in ("HU", "EE", "SI", "MT", "EC")
        return {
            # ---- people
            "NAME": lambda: (p.full, "PERSON"),
            "FIRST": lambda: (p.call, "PERSON"),
            "LAST": lambda: (p.family, "PERSON"),
            "SCRIPT": lambda: (p.script, "PERSON"),
            "SCRIPTLAST": lambda: (p.script_family, "PERSON"),
            "VSCRIPT": lambda: (p.script.lower(), "PERSON"),
            "ANAME": lambda: (fold(p.full), "PERSON"),
            "LNAME": lambda: (p.full.lower(), "PERSON"),
            "LFIRST": lambda: (p.call.lower(), "PERSON"),
            "UPLAST": lambda: (p.family.upper(), "PERSON"),
            "UPNAME": lambda: (p.full.upper(), "PERSON"),
            "INIT": lambda: (self.initialled(), "PERSON"),
            "LASTFIRST": lambda: (self.last_first(), "PERSON"),
            "VNAME": lambda: (spoken_words(p.full, marks), "PERSON"),
            "VANAME": lambda: (spoken_words(p.full), "PERSON"),
            "VFIRST": lambda: (spoken_words(p.call, marks), "PERSON"),
            "SPELL": lambda: (self.spelled(), "PERSON"),
            "SPELLUP": lambda: ("-".join(plain(p.family.split()[-1]).upper()), "PERSON"),
            "SPELLDOT": lambda: (".".join(plain(p.call).upper()), "PERSON"),
            "STAFF": lambda: (self.staff, "PERSON"),
            "LSTAFF": lambda: (plain(self.staff), "PERSON"),
            "DOC": lambda: (self.doctor, "PERSON"),
            "DOCLAST": lambda: (self.doctor.split()[0 if self.country in FAMILY_FIRST else -1], "PERSON"),
            "VDOC": lambda: (spoken_words(self.doctor), "PERSON"),
            "THIRD": lambda: (self.third, "PERSON"),
            "LTHIRD": lambda: (self.third.lower(), "PERSON"),
            "VTHIRD": lambda: (spoken_words(self.third), "PERSON"),
            # ---- contact and birth date
            "EMAIL": lambda: (self.email(), "EMAIL"),
            "THIRDEMAIL": lambda: (self.third_email(), "EMAIL"),
            "OEMAIL": lambda: (self.obfuscated_email(), "EMAIL"),
            "EMAILAT": lambda: (self.obfuscated_email(0), "EMAIL"),
            "EMAILBR": lambda: (self.obfuscated_email(1), "EMAIL"),
            "EMAILPAR": lambda: (self.obfuscated_email(2), "EMAIL"),
            "EMAILUP": lambda: (self.obfuscated_email(4), "EMAIL"),
            "EMAILCB": lambda: (self.obfuscated_email(5), "EMAIL"),
            "VEMAIL": lambda: (self.spoken_email(), "EMAIL"),
            "PHONE": lambda: (self.phone(), "PHONE"),
            "MOBILE": lambda: (self.phone(mobile=True), "PHONE"),
            "PHONEX": lambda: (self.odd_phone(), "PHONE"),
            "PHONENL": lambda: (self.broken_phone(), "PHONE"),
            "VPHONE": lambda: (self.spoken_phone(), "PHONE"),
            "VPHONEEN": lambda: (self.spoken_phone("en"), "PHONE"),
            "VPHONEHES": lambda: (self.spoken_phone("hes"), "PHONE"),
            "VPHONEARS": lambda: (self.spoken_phone("ars"), "PHONE"),
            "VPHONEBG": lambda: (self.spoken_phone("bg"), "PHONE"),
            "VPHONEZH": lambda: (self.spoken_phone("zh"), "PHONE"),
            "VPHONEA": lambda: (self.spoken_phone({"HU": "hua", "SI": "sl"}.get(self.country, self.lang())), "PHONE"),
            "DOB": lambda: (self.dob(), "DATE_OF_BIRTH"),
            "NDOB": lambda: (self.numeric_dob(), "DATE_OF_BIRTH"),
            "LDOB": lambda: (self.local_dob(), "DATE_OF_BIRTH"),
            "VDOB": lambda: (self.spoken_dob(), "DATE_OF_BIRTH"),
            # ---- national numbers
            "IDNAME": lambda: (self.pick(ID_NAMES[self.country]), None),
            "BGTITLE": lambda: ("г-жа" if p.sex == "F" else "г-н", None),
            "HKTITLE": lambda: ("小姐" if p.sex == "F" else "先生", None),
            "NATID": lambda: (self.national_id(), "SSN"),
            "VNATID": lambda: (said(self.national_id(), self.lang()), "SSN"),
            "VNATIDEN": lambda: (said(self.national_id()), "SSN"),
            "HUTAX": lambda: (self.hu_tax(), "SSN"),
            "TAJ": lambda: (self.taj(), "SSN"),
            # ---- bank details
            "ACCT": self.account,
            "IBAN": lambda: (self.grouped(self.iban()), "IBAN"),
            "IBANC": lambda: (self.odd_iban(), "IBAN"),
            "IBANNL": lambda: (self.broken_iban(), "IBAN"),
            "HUACCT": lambda: (self.hu_account(), "BANK_ACCOUNT"),
            "ECACCT": lambda: (self.ec_account(), "BANK_ACCOUNT"),
            "HKACCT": lambda: (self.hk_account(), "BANK_ACCOUNT"),
            "RWACCT": lambda: (self.rw_account(), "BANK_ACCOUNT"),
            "ILACCT": lambda: (self.il_account(), "BANK_ACCOUNT"),
            "ILBANK": lambda: (self.pick(IL_BANKS), None),
            "ILBRANCH": lambda: (self.digits(3), None),
            "CARD": lambda: (self.grouped_card(), "CARD"),
            "CARDX": lambda: (self.odd_card(), "CARD"),
            "CARDNL": lambda: (self.broken_card(), "CARD"),
            "VCARD": lambda: (self.spoken_card(), "CARD"),
            "EXP": lambda: (f"{rng.randint(1, 12):02d}/{rng.randint(27, 31)}", None),
            # ---- pharmacy ids after a cue
            "ORDER": lambda: (self.order(), "CUSTOMER_ID"),
            "VORDER": lambda: (said(f"{self.digits(7)}"), "CUSTOMER_ID"),
            "PATIENT": lambda: (self.patient(), "CUSTOMER_ID"),
            "RXREF": lambda: (self.rx_ref(), "CUSTOMER_ID"),
            "SUBID": lambda: (self.subscription(), "CUSTOMER_ID"),
            "MEMBER": lambda: (self.member(), "CUSTOMER_ID"),
            "CLAIM": lambda: (self.claim(), "CUSTOMER_ID"),
            # ---- parcels
            "TRK": lambda: (self.s10(), "TRACKING"),
            "TRK2": lambda: (self.courier(), "TRACKING"),
            "LOCKERNO": lambda: (str(rng.randint(100, 999)), None),
            # ---- network and secrets
            "IP": lambda: (
                f"{rng.choice([31, 37, 46, 79, 84, 94, 109, 176, 181, 186, 197, 213])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            ),
            "IPZ": lambda: (
                f"{rng.choice([31, 37, 46, 84, 94, 109]):03d}.{rng.randint(1, 99):03d}.{rng.randint(0, 99):03d}.{rng.randint(1, 254):03d}",
                "IP",
            ),
            "IP6": lambda: (
                f"{self.pick(['2a00', '2a02', '2001', '2c0f', '2400'])}:{self.letters(4, hex_chars)}:{self.letters(4, hex_chars)}:{self.letters(3, hex_chars)}::{self.letters(2, hex_chars)}",
                "IP",
            ),
            "OTP": lambda: (self.digits(6), "SECRET"),
            "VOTP": lambda: (said(self.digits(6)), "SECRET"),
            "PIN": lambda: (self.digits(rng.choice([4, 6])), "SECRET"),
            "CVV": lambda: (self.digits(3), "SECRET"),
            "SECANS": lambda: (self.pick(SECURITY_ANSWERS), "SECRET"),
            "LOCKER": lambda: (
                self.pick([self.digits(6), f"{self.letters(3, CODE_CHARS)}-{self.digits(3)}", self.letters(8, CODE_CHARS)]),
                "SECRET",
            ),
            "ROOMCODE": lambda: (f"vc-{self.letters(4, CODE_CHARS).lower()}-{self.letters(4, CODE_CHARS).lower()}", "SECRET"),
            "PASS": lambda: (
                f"{self.pick(PASSWORD_WORDS)}{self.pick(['!', '#', '_', '$', '%', '*'])}{self.digits(rng.randint(2, 4))}{self.pick(['', 'x', 'Qq'])}",
                "SECRET",
            ),
            "TOKEN": lambda: (
                self.pick(
                    [
                        f"clx_live_{self.letters(32, token_chars)}",
                        f"rxk-{self.letters(40, hex_chars)}",
                        f"tlh.{self.letters(24, token_chars)}.{self.letters(12, token_chars)}",
                    ]
                ),
                "SECRET",
            ),
        }  # fmt: skip

    # ---- addresses

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `script` (one line, in Hebrew, Arabic, Cyrillic or Chinese script where the country has
        such an address), `lines` (a line break at each "|"), `lower` (one line, lower case, a
        Maltese postcode without its space), `ascii` (one line, without diacritics) or `voice`
        (spoken; an address in another script is replaced by the country's Latin one)."""
        text = self.address
        if layout in ("voice", "ascii", "lower") and NON_LATIN.search(text):
            text = next(a for a in ADDRESSES[self.country] if not NON_LATIN.search(a))
        if layout == "script":
            scripted = [a for a in ADDRESSES[self.country] if NON_LATIN.search(a)]
            text = scripted[self.index % len(scripted)] if scripted else text
        arabic = ARABIC.search(text) is not None
        text = text.replace("|", "\n" if layout == "lines" else ("، " if arabic else ", "))

        def styled(piece: str) -> str:
            if layout == "lower":
                return piece.lower()
            if layout == "ascii":
                return fold(piece)
            return piece

        pos = 0
        for match in ADDRESS_PIECE.finditer(text):
            between = text[pos : match.start()]
            if layout == "voice":
                built.add(" " if pos else "")
            else:
                built.add(styled(between))
            if match.group(1) is not None:
                street = match.group(1)
                built.add(
                    spoken_address(street) if layout == "voice" else styled(street), "ADDRESS"
                )
            else:
                code = match.group(2)
                if layout == "voice":
                    code = said(code)
                elif layout == "lower":
                    code = code.lower().replace(" ", "")
                built.add(code, "POSTCODE")
            pos = match.end()
        if layout != "voice":
            built.add(styled(text[pos:]))

    def postcode(self) -> str:
        found = re.search(r"<([^>]+)>", self.address)
        assert found is not None, self.address
        return found.group(1)


SLOT: Final = re.compile(r"\{([A-Z0-9]+)\}")
TAG: Final = re.compile(r"^\[([A-Z]{2})\] ")
ADDRESS_SLOTS: Final = {"ADDR": "line", "SADDR": "script", "ADDRNL": "lines", "LADDR": "lower", "AADDR": "ascii", "VADDR": "voice"}  # fmt: skip


def render(skeleton: str, ctx: Ctx) -> tuple[str, list[Span]]:
    """Fill a skeleton (without its country tag), computing every span from the piece inserted,
    and check every card and IBAN."""
    built = SpanText()
    pos = 0
    for match in SLOT.finditer(skeleton):
        built.add(skeleton[pos : match.start()])
        slot = match.group(1)
        if slot in ADDRESS_SLOTS:
            ctx.add_address(built, ADDRESS_SLOTS[slot])
        elif slot == "PC":
            built.add(ctx.postcode(), "POSTCODE")
        elif slot == "VPC":
            built.add(said(ctx.postcode(), "en"), "POSTCODE")
        else:
            built.add(*ctx.value(slot))
        pos = match.end()
    built.add(skeleton[pos:])
    text, spans = built.done(SPAN_TYPES)
    for span in spans:
        piece = text[int(span["start"]) : int(span["end"])]
        raw = re.sub(r"\D", "", piece)
        if span["type"] == "CARD" and raw:
            assert luhn_ok(raw), piece
        if span["type"] == "IBAN":
            assert iban_ok(piece), piece
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "[IL] hi, {NAME} here, my repeat prescription for the statin still says pending. teudat zehut {NATID}, e-prescription PIN {PIN}",
    "[IL] שלום, אני {SCRIPT}, ההזמנה {ORDER} לא הגיעה ללוקר של Super-Pharm, טלפון {PHONE}",
    "[IL] paid with Bit from {MOBILE} but order {ORDER} still shows unpaid?? {LFIRST}",
    "[IL] the Maccabi refund goes to bank {ILBANK} branch {ILBRANCH} account {ILACCT}, name {UPNAME}",
    "[IL] toda raba! the Sheba Medical Center discharge letter is for my dad {THIRD}, his t.z. is {NATID}",
    "[IL] ת.ז. {NATID}, תאריך לידה {LDOB}, אפשר להעביר את המרשם לסניף אחר?",
    "[AE] hello, {NAME}, Emirates ID {NATID}, my Daman claim for the Ozempic pens got rejected again",
    "[AE] مرحبا، اسمي {SCRIPT} وأبغى أجدد وصفة الضغط، رقمي {PHONE}",
    "[AE] pls deliver to {ADDR} after 8pm, call {MOBILE} not the landline. yalla shukran",
    "[AE] Tabby charged twice on card {CARD} for order {ORDER}, {FIRST}",
    "[AE] born {NDOB}, EID {NATID}, Thiqa says the FreeStyle Libre sensors are not covered?",
    "[AE] my sister {THIRD} will collect from BinSina Pharmacy in Deira, her number is {PHONE}",
    "[BG] здравейте, аз съм {SCRIPT}, ЕГН {NATID}, рецептата за щитовидната жлеза не излиза в системата",
    "[BG] zdraveite, pratkata s Econt {TRK2} ne e pristignala, tel {PHONE}, {ANAME}",
    "[BG] hi, {FIRST} here, born {NDOB}, EGN {NATID}, the health fund part of my insulin was charged in full",
    "[BG] IBAN za vrashtane: {IBANC} na ime {UPNAME}, blagodarya",
    "[BG] the Speedy courier gave my Sopharmacy parcel to a neighbour, call me {PHONEX} - {LNAME}",
    "[BG] моля изпратете тест лентите Accu-Chek на {SADDR}, {BGTITLE} {SCRIPTLAST}",
    "[HU] jó napot, {NAME} vagyok, a TAJ számom {NATID}, az e-recept nem jelenik meg",
    "[HU] szia, a Foxpost automatánál nem megy a kód: {LOCKER}, rendelés {ORDER}",
    "[HU] adoazonosito jel {HUTAX}, szuletesi datum {NDOB}, kerem irjak ra a szamlara. {LNAME}",
    "[HU] hi, {INIT} here, please refund to {IBAN}, the painkiller was out of stock anyway",
    "[HU] cím: {ADDR}, tel {PHONE}, a Pingvin Patika helyett házhoz kérem",
    "[HU] anyukám, {THIRD} néni bankkártyával fizetne, hívhatja önöket a {PHONE} számról?",
    "[EE] tere, {NAME} siin, isikukood {NATID}, digiretsept ei ilmu teie süsteemi",
    "[EE] born {NDOB}, isikukood {NATID}, the discount is missing on my blood thinner. {FIRST}",
    "[EE] Omniva pakiautomaat ei ava, kood {LOCKER}, saadetis {TRK}",
    "[EE] aadress: {ADDR}, telefon {PHONE}, palun kuller enne kella 17",
    "[EE] palun tagastage raha kontole {IBAN}, {ANAME}",
    "[EE] {LNAME} here, my email is now {EMAIL}, cannot log in to see the pharmacy order",
    "[EC] buenas, soy {NAME}, cédula {NATID}, no me llega la receta de la presión",
    "[EC] hola, el pedido {ORDER} no llega, mi cel es {PHONE} porfa",
    "[EC] depositen en la cuenta de ahorros del Pichincha {ECACCT} a nombre de {UPNAME} porfa",
    "[EC] la dirección es {ADDR}, dejar con el guardia de la urbanización",
    "[EC] chuta, me cobraron dos veces en la tarjeta {CARDX}, soy {LFIRST}",
    "[EC] yo, {FIRST}, C.I. {NATID}, autorizo a mi mami {THIRD} a retirar en Cruz Azul",
    "[MT] bongu, {NAME} here, ID card {NATID}, my POYC Concor was not in the box",
    "[MT] deliver to {ADDR} pls, MaltaPost left a card but I was at work",
    "[MT] grazzi! refund to {IBANC} please, {INIT}",
    "[MT] my mother {THIRD} takes the injections, her mobile is {PHONE}, she doesn't do email",
    "[MT] postcode {PC} is right but the street is wrong on the label, {LFIRST}",
    "[MT] the login code {OTP} never came to {MOBILE}, tried 3 times",
    "[HK] hi, {NAME}, HKID {NATID}, Watsons says my Panadol order is under another name",
    "[HK] 你好，我係{SCRIPT}，訂單 {ORDER} 仲未送到，電話 {PHONE}",
    "[HK] m goi send to {ADDR}, SF Express locker also ok",
    "[HK] paid by FPS from {MOBILE}, ref {ORDER}, {FIRST}",
    "[HK] my helper {THIRD} will collect at Mannings Causeway Bay, pls call {PHONE}",
    "[HK] refund to HSBC account {HKACCT} please, name {UPNAME}",
    "[HK] 請問{SCRIPTLAST}{HKTITLE}嘅 Lipitor 幾時送到？電話 {PHONE}",
    "[SI] pozdravljeni, {NAME} tukaj, EMŠO {NATID}, e-recept ni viden",
    "[SI] datum rojstva {NDOB}, EMSO {NATID}, dopolnilno zavarovanje tega ne krije?",
    "[SI] naslov: {ADDR}, tel. {PHONE}, lahko pustite pri sosedu",
    "[SI] vrnite denar na {IBAN}, hvala, {ANAME}",
    "[SI] the Pošta Slovenije parcel {TRK} went to {LTHIRD} next door and she's away now",
    "[SI] {LNAME} here, my mail is {OEMAIL}, pls reset the password",
    "[RW] muraho, {NAME} here, national ID {NATID}, I paid with MoMo from {MOBILE}",
    "[RW] murakoze! deliver to {ADDR}, the moto driver can call {PHONE}",
    "[RW] my RSSB card is under my father {THIRD}, claim {CLAIM}",
    "[RW] hi {STAFF}, born {NDOB}, indangamuntu {NATID}, the Zipline delivery to Huye failed",
    "[RW] refund to Bank of Kigali account {RWACCT} please, {INIT}",
    "[RW] {LFIRST} here, new email {EMAIL}, the old one was hacked",
    "hi {STAFF}, the video consult with Dr {DOC} dropped, room code {ROOMCODE}, can you resend it to {EMAIL}",
    "order {ORDER}: the contact lens subscription renewed on {CARDX} but I had cancelled it, {NAME}",
    "someone logged into my account from {IP} at 3am, that wasn't me. {NAME}",
    "pls remove {PHONEX} from my account, the new one is {PHONE}, {INIT}",
    "vitamin subscription {SUBID}: new card {CARD} exp {EXP} cvv {CVV}",
    "my password {PASS} says wrong every time, patient no {PATIENT}",
    "{IDNAME} {NATID}, DOB {DOB}, I need the pregnancy tests billed to my insurer, not me. {NAME}",
    "[IL] email me at {OEMAIL}, not the old address, {FIRST}",
    "[BG] имейлът ми е {OEMAIL}, поздрави {SCRIPT}",
    "[EE] e-post {OEMAIL}, telefon {PHONE}, {NAME}",
    "send the receipt to {EMAILAT} pls, not to the clinic",
    "my login email is {EMAILBR} and the reset link never arrives. {NAME}",
    "{EMAILPAR} is my email for the contact lens reminders",
    "write to {EMAILCB}, the app won't let me type the at sign",
    "[AE] EMAIL {EMAILUP} NAME {UPNAME} ORDER {ORDER}",
    "[HU] kérem betűzve írják: {SPELLUP}, rendelés {ORDER}",
    "[RW] my name is spelled {SPELLUP}, not like on the MoMo receipt. {FIRST}",
    "[SI] ime na paketu je narobe, pravilno je {SPELLDOT} {LAST}",
    "[BG] изписаха ме от Pirogov, рецептата е на {SCRIPT}, тел. {PHONE}",
    "[EC] me atendieron en el Hospital Eugenio Espejo, soy {NAME}, cel {MOBILE}",
    "[HU] a Gedeon Richter gyógyszer helyett mást küldtek, {NAME}, rendelés {ORDER}",
    "[HU] szia, {LFIRST} vagyok, a csomag ({TRK}) meg mindig a Foxpostnal van, kerem hivjanak: {PHONE}",
    "hi, {FIRST} here, the Dr. Scholl's insoles and the Dr. Hauschka cream went to my old address {ADDR}",
    "[AE] Sheikh Khalifa Medical City sent the referral for {NAME}, EID {NATID}",
    "[AE] الاسم: {SCRIPT}، تاريخ الميلاد {LDOB}، EID {NATID}، أبغى توصيل Panadol",
]
ADV_VOICE: Final[list[str]] = [
    "[IL] hi this is {VNAME} calling about my repeat prescription my number is {VPHONEEN}",
    "[IL] shalom it's {VFIRST} surname spelled {SPELL} the teudat zehut is {VNATID}",
    "[IL] שלום זו {VSCRIPT} הטלפון שלי {VPHONEHES}",
    "[AE] hello my name is {VNAME} my emirates id is {VNATIDEN} and the daman claim was rejected",
    "[AE] marhaba this is {VFIRST} please call me on {VPHONE} about the insulin pens",
    "[AE] مرحبا معك {VSCRIPT} رقمي {VPHONEARS}",
    "[BG] здравейте обажда се {VSCRIPT} телефонът ми е {VPHONEBG}",
    "[BG] hi it's {VNAME} my egn is {VNATIDEN} and i was born on {VDOB}",
    "[HU] jó napot {VNAME} vagyok a taj számom {VNATID}",
    "[HU] hello this is {VNAME} the order number is {VORDER} and my phone is {VPHONEA}",
    "[EE] tere {VNAME} helistab minu isikukood on {VNATID}",
    "[EE] hi it's {VFIRST} surname {SPELL} about the omniva locker my phone is {VPHONE}",
    "[EC] buenas tardes le habla {VNAME} mi cédula es {VNATID}",
    "[EC] hola soy {VFIRST} mi correo es {VEMAIL} y el celular {VPHONE}",
    "[MT] hi it's {VNAME} the parcel should go to {VADDR} my number is {VPHONE}",
    "[MT] bongu {VFIRST} hawn my id card is {VNATIDEN} and my date of birth is {VDOB}",
    "[HK] hello i'm {VNAME} my hkid is {VNATID} please call back on {VPHONEEN}",
    "[HK] 你好 我想幫阿媽 {VTHIRD} 攞藥 佢電話係 {VPHONEZH}",
    "[SI] dober dan tukaj {VNAME} moja emšo je {VNATID}",
    "[SI] hi it's {VFIRST} the code from the sms was {VOTP} but it expired",
    "[RW] muraho this is {VNAME} my momo number is {VPHONE}",
    "[RW] hi i am {VFIRST} my national id is {VNATIDEN} and i was born on {VDOB}",
    "hi it's {VNAME} my card number is {VCARD} for the contact lens subscription",
    "hello {VNAME} here the address for the delivery is {VADDR}",
    "hi this is {VNAME} calling for doctor {VDOC} my patient number is {VORDER}",
]
ADV_EMAIL: Final[list[str]] = [
    "[IL] Subject: Lipitor repeat\n\nHi,\n\nMy repeat for Lipitor 40mg was declined by Clalit. Teudat zehut {NATID}, born {DOB}.\nPlease deliver to:\n{ADDRNL}\n\nThanks,\n{NAME}\n{PHONE}",
    "[AE] Dear Calyx team,\n\nI booked a video consultation with Dr {DOC} for my son but the link went to {THIRDEMAIL}. Please resend it to {EMAIL}.\nMy Emirates ID is {NATID}.\n\nRegards,\n{NAME}",
    "[BG] Здравейте,\n\nМоля за възстановяване на сумата по {IBAN}.\nЕГН {NATID}, дата на раждане {NDOB}.\n\nПоздрави,\n{SCRIPT}",
    "[HU] Tisztelt Ügyfélszolgálat!\n\nA gél rendelésem ({ORDER}) sérülten érkezett.\nKérem a visszatérítést erre a számlára: {HUACCT}\nTAJ: {NATID}\n\nÜdvözlettel:\n{NAME}\n{PHONE}",
    "[EE] Tere!\n\nMinu digiretsept Concor 5 mg peale ei ole nähtav. Isikukood {NATID}, sündinud {LDOB}.\nPalun saatke pakk Omniva automaati, mitte koju ({AADDR}).\n\nLugupidamisega\n{NAME}",
    "[EC] Buenos días,\n\nLes escribo porque el IESS no me reembolsa la insulina. Mi cédula es {NATID} y nací el {LDOB}.\nDirección de entrega:\n{ADDRNL}\n\nSaludos cordiales,\n{NAME}\nCel. {PHONE}",
    "[MT] Hi there,\n\nI ordered two boxes of daily lenses on subscription {SUBID} and only one arrived. The postman left it at {LADDR}.\n\nThanks,\n{FIRST}\n{MOBILE}",
    "[HK] Dear Sir/Madam,\n\nMy mother {THIRD} needs her Lipitor refill from Queen Mary Hospital moved to your delivery service. Her HKID is {NATID}.\nPlease call me at {PHONE}.\n\nBest regards,\n{INIT}",
    "[SI] Pozdravljeni,\n\nprosim za vračilo na račun\n{IBANNL}\nZa naročilo {ORDER} sem plačala dvakrat.\n\nLep pozdrav,\n{NAME}",
    "[RW] Hello,\n\nMy national ID {NATID} (born {LDOB}) is linked to my RSSB cover but claim {CLAIM} for my malaria test kit was refused.\nYou can reach me on {PHONE} or {EMAIL}.\n\nMurakoze,\n{NAME}",
    "Hello,\n\nPlease update my card for the vitamin D subscription to\n{CARDNL}\nThe old one expired.\n\nKind regards,\n{NAME}",
    "Hi,\n\nI cannot log in. The code {OTP} goes to my old number {PHONE}.\nMy patient number is {PATIENT}.\n\nThanks\n{NAME}",
    "[IL] Hi,\n\nPlease send the blood pressure monitor to my parents at\n{ADDRNL}\nThe card is {CARD}, billing name {UPNAME}.\n\n{FIRST}",
    "[HU] Jó napot!\n\nAz adóazonosító jelem {HUTAX}, születési dátum {NDOB}. Kérem, erre a névre állítsák ki a számlát: {NAME}\nCím: {ADDR}\n\nKöszönöm,\n{INIT}",
    "[EE] Hello,\n\nThe Omniva locker code {LOCKER} did not open box {LOCKERNO} at the Kristiine Keskus machine.\nPhone {PHONENL}\n\n{NAME}",
    "[EC] Estimados,\n\nSoy {NAME}, paciente {PATIENT}. El Dr. {DOCLAST} me recetó Augmentin pero en Sana Sana no lo tienen.\nMi correo es {OEMAIL}.\n\nGracias,\n{FIRST}",
    "[MT] Hello,\n\nMy ID card is {NATID} and my date of birth {LDOB}. Sir Paul Boffa Hospital asked for your receipt for the Ventolin.\nPlease email it to {EMAIL}.\n\nSaħħa,\n{NAME}",
    "[BG] Hello,\n\nI'm writing for my grandmother {THIRD}. Her EGN is {NATID} and she was born on {NDOB}.\nShe lives at\n{ADDRNL}\n\nThanks,\n{FIRST}",
    "[SI] Hello Dr {DOCLAST},\n\nfollowing our video call, my EMŠO is {NATID}, born {NDOB}. Please send the eRecept to Lekarna Ljubljana.\n\nBest,\n{NAME}\n{PHONE}",
    "[AE] Hi,\n\nMy login was used from {IP} and {IP6} last night. It was not me. My password was {PASS}.\n\n{NAME}\n{MOBILE}",
    "[RW] Hi {STAFF},\n\nPlease refund to my Bank of Kigali account {RWACCT} (name {UPNAME}).\nThe Zipline drop at King Faisal Hospital was cancelled.\n\nThanks,\n{FIRST}",
]
ADV_FORM: Final[list[str]] = [
    "[IL] Name: {NAME}\nTeudat zehut: {NATID}\nPhone: {PHONE}\nHealth fund: Meuhedet\nMedicine: Euthyrox 50",
    "[AE] Patient name: {NAME}\nEmirates ID: {NATID}\nDate of birth: {NDOB}\nInsurer: Daman Enhanced\nDelivery: {ADDR}",
    "[BG] Име: {SCRIPT}\nЕГН: {NATID}\nДата на раждане: {NDOB}\nТелефон: {PHONE}\nАптека: Sopharmacy",
    "[HU] Név: {NAME}\nTAJ szám: {NATID}\nSzületési dátum: {LDOB}\nE-mail: {OEMAIL}\nGyógyszer: Concor 5 mg",
    "[EE] Nimi: {LASTFIRST}\nIsikukood: {NATID}\nSünniaeg: {NDOB}\nTelefon: {PHONE}\nPakiautomaat: Omniva Lõunakeskus",
    "[EC] Nombre: {UPNAME}\nCédula: {NATID}\nCelular: {PHONE}\nDirección:\n{ADDRNL}\nSeguro: Saludsa",
    "[MT] Full name: {NAME}\nID card no: {NATID}\nAddress: {ADDR}\nMobile: {MOBILE}\nPOYC pharmacy: Brown's Pharmacy",
    "[HK] Name (English): {UPNAME}\n姓名: {SCRIPT}\nHKID: {NATID}\n出生日期: {LDOB}\n地址: {SADDR}\nMobile: {PHONE}\nPick-up: Mannings",
    "[SI] Ime in priimek: {NAME}\nEMŠO: {NATID}\nDatum rojstva: {NDOB}\nNaslov: {ADDR}\nZavarovalnica: Triglav",
    "[RW] Full name: {NAME}\nNational ID: {NATID}\nDate of birth: {NDOB}\nMoMo number: {MOBILE}\nDistrict: Gasabo",
    "Card holder: {UPNAME}\nCard number: {CARDX}\nExpiry: {EXP}\nCVV: {CVV}\nOrder: {ORDER}",
    "Login alert\nUser: {EMAIL}\nIP address: {IPZ}\nDevice: Android\nSecurity answer on file: {SECANS}",
    "Subscription: {SUBID}\nProduct: toric lenses, 6 pack\nAccount holder: {NAME}\nNew IBAN: {IBAN}",
    "Integration settings\nClinic: Semmelweis Medical Centre\nContact: {STAFF}\nAPI key: {TOKEN}\nWebhook source IP: {IP}",
    "[IL] Recipient: {SCRIPT}\nכתובת: {SADDR}\nטלפון: {PHONE}\nTracking: {TRK}",
    "[AE] Claim form\nMember no: {MEMBER}\nPatient: {NAME}\nEID: {NATID}\nPrescribing doctor: Dr {DOC}\nIBAN for refund: {IBAN}",
    "[HU] Csomagkövetés\nFeladó: Calyx Health\nCímzett: {NAME}\nCím: {ADDR}\nKövetési szám: {TRK}\nÁtvételi kód: {LOCKER}",
    "[EC] Formulario de reembolso\nTitular: {LASTFIRST}\nC.I.: {NATID}\nBanco: Pichincha\nCuenta de ahorros: {ECACCT}\nCorreo: {EMAIL}",
    "[HK] Refund request\nAccount name: {NAME}\nBank: HSBC (004)\nAccount number: {HKACCT}\nFPS phone: {MOBILE}",
    "[RW] Delivery\nRecipient: {NAME}\nAddress: {ADDR}\nPhone: {PHONENL}\nCourier: Vuba Vuba",
    "[BG] Потребител: {EMAIL}\nПарола: {PASS}\nТелефон за код: {PHONE}\nАдрес за доставка: {SADDR}",
]
ADV_QUOTED: Final[list[str]] = [
    "[IL] Yes, it's {NAME}, teudat zehut {NATID}.\n\nOn Sun, 14 Mar 2027 at 09:10, Calyx Health wrote:\n> Could you confirm the patient's name and ID number?",
    "[AE] The new address is {ADDR}, please.\n\nOn Mon, 15 Mar 2027, Calyx Health wrote:\n> Your Life Pharmacy order is ready. Where should the courier go?",
    "[BG] Ето IBAN: {IBANC}\n{SCRIPT}, дата на раждане {LDOB}\n\nНа 16 март 2027 г., Calyx Health написа:\n> Моля, изпратете банкова сметка за възстановяване.",
    "[HU] Igen, a TAJ számom {NATID}, a telefonom {PHONE}.\n\n2027. márc. 17., szerda 10:12 időpontban Calyx Health ezt írta:\n> Kérjük, adja meg TAJ számát.",
    "[EE] Isikukood on {NATID}.\n{FIRST}\n\nKolmapäev, 17. märts 2027 kirjutas Calyx Health:\n> Palun kinnitage oma isikukood.",
    "[EC] Claro, mi correo es {OEMAIL} y mi cel {PHONE}.\n\nEl jue, 18 mar 2027 a las 11:02, Calyx Health escribió:\n> ¿Nos confirma sus datos de contacto?",
    "[MT] Sure, it's {NAME}, {ADDR}.\n\nOn Fri, 19 Mar 2027, Calyx Health wrote:\n> Please confirm the name and address for the POYC delivery.",
    "[HK] 唔該，我個電話係 {PHONE}，HKID {NATID}\n\nOn Sat, 20 Mar 2027, Calyx Health wrote:\n> Please confirm your mobile and HKID.",
    "[SI] Seveda: {NAME}, rojstni datum {LDOB}, EMŠO {NATID}.\n\nV pon., 22. mar. 2027 ob 9:15 je Calyx Health napisal:\n> Prosimo, potrdite ime in EMŠO.",
    "[RW] Yes, MoMo {MOBILE}, name {NAME}.\n\nOn Tue, 23 Mar 2027, Calyx Health wrote:\n> Which number did you pay from?",
    "It's {NAME}, DOB {DOB}.\n\n-----Original Message-----\nFrom: Calyx Health\nSent: 24 Mar 2027\n> For security, please confirm your name and date of birth.",
    "---------- Forwarded message ---------\nFrom: {NAME} <{EMAIL}>\nDate: 25 Mar 2027\nSubject: Re: order {ORDER}\n\n> Please resend the Accu-Chek strips, the first box was crushed.",
    "Forwarding my mum's message.\n\nFrom: {THIRD} <{THIRDEMAIL}>\n> my card {CARD} was charged for the painkillers twice, please refund",
    "Here is the tracking: {TRK2}\n\nOn 26 Mar 2027, Calyx Health wrote:\n> Which DHL number did the courier give you?",
    "[IL] הנה: {IBAN}\n{SCRIPT}\n\nב-28 במרץ 2027, Calyx Health כתב:\n> נא לשלוח מספר חשבון להחזר.",
    "[HU] Jelszó: {PASS}, felhasználó {EMAIL}\n\nOn 29 Mar 2027, Calyx Health wrote:\n> Please never send us your password. Which email do you log in with?",
    "[EE] From: {NAME} <{EMAIL}>\nDate: 30 Mar 2027\n\n> the Omniva code {LOCKER} for my Bepanthen parcel does not work",
    "[EC] De: {NAME} <{EMAIL}>\nFecha: 31 mar 2027\n\n> necesito la factura con mi cédula {NATID} para el seguro",
    "[MT] Thanks {STAFF}!\n{FIRST}\n\nOn 1 Apr 2027, {STAFF} wrote:\n> Your refund to {IBAN} is on its way.",
    "[SI] OK, pošljite na {OEMAIL}\n\nV sre., 31. mar. 2027 je Calyx Health napisal:\n> Kam naj pošljemo račun za prevzem v Lekarni Ljubljana?",
    "[RW] Yes that was me, IP {IP}.\n{NAME}\n\nOn 2 Apr 2027, Calyx Health wrote:\n> We saw a login from a new device. Was it you?",
]

# --------------------------------------------------------------------------- benign skeletons

# fmt: off
FILLS: Final[dict[str, list[str]]] = {
    "MED": ["Nurofen", "Voltaren", "Lipitor", "Panadol", "Zyrtec", "Ventolin", "Augmentin", "Concor", "Euthyrox", "Eliquis", "Xarelto", "Nexium", "Strepsils", "Otrivin", "Bepanthen", "Fenistil", "Algopyrin", "Analgin", "Gaviscon", "Imodium", "Clexane", "Lantus", "Januvia", "Forxiga", "Eltroxin", "Daflon", "No-Spa", "Sinupret", "Aerius", "Mucosolvan"],
    "OTC": ["Nurofen", "Panadol", "Strepsils", "Otrivin", "Fenistil", "Gaviscon", "Imodium", "Rennie", "Sinupret", "Aspirin", "Zyrtec", "Coldrex"],
    "RX": ["Lipitor", "Concor", "Euthyrox", "Eliquis", "Xarelto", "Augmentin", "Clexane", "Lantus", "Ozempic", "Januvia", "Forxiga", "Losartan", "Eltroxin", "Lyrica"],
    "WORDNAME": ["Yasmin", "Diane-35", "Rennie", "Lyrica", "Alli", "Calpol", "Cerazette", "Valerian"],
    "DOSE": ["5 mg", "10 mg", "20 mg", "40 mg", "500 mg", "1 g", "200 mg", "2.5 mg", "0.5 mg"],
    "PACK": ["28 tablets", "30 capsules", "a 50 g tube", "100 ml", "3 pens", "90 tablets", "a box of 20"],
    "CHAIN": ["Super-Pharm", "Life Pharmacy", "BinSina Pharmacy", "Aster Pharmacy", "Sopharmacy", "Remedium", "Benu", "Pingvin Patika", "Apotheka", "Südameapteek", "Fybeca", "Cruz Azul", "Sana Sana", "Brown's Pharmacy", "Watsons", "Mannings", "Lekarna Ljubljana", "Boots"],
    "COURIER": ["DHL", "Aramex", "Econt", "Speedy", "Foxpost", "Omniva", "Magyar Posta", "Servientrega", "MaltaPost", "SF Express", "Lalamove", "Zipline", "Wolt", "Bolt", "Talabat", "Careem", "BOX NOW", "GLS", "DPD", "Israel Post", "Emirates Post", "Pošta Slovenije"],
    "LOCKER": ["Omniva parcel machine", "Foxpost automata", "SF Locker", "BOX NOW locker", "Econtomat", "Paketomat", "Smartpost locker"],
    "PAY": ["Visa", "Mastercard", "Amex", "PayPal", "Apple Pay", "Google Pay", "Bit", "PayBox", "Tabby", "Tamara", "ePay.bg", "Revolut", "SZÉP card", "SimplePay", "Montonio", "MTN MoMo", "Airtel Money", "FPS", "Octopus", "AlipayHK", "PayMe", "Flik", "Payphone"],
    "INS": ["Clalit", "Maccabi", "Meuhedet", "Leumit", "Daman", "Thiqa", "AXA", "Bupa", "NZOK", "NEAK", "Haigekassa", "IESS", "Saludsa", "Triglav", "Vzajemna", "RSSB", "Mituelle de Santé", "Atlas Healthcare", "GasanMamo"],
    "CITY": ["Haifa", "Beersheba", "Eilat", "Dubai", "Sharjah", "Al Ain", "Sofia", "Plovdiv", "Burgas", "Budapest", "Pécs", "Miskolc", "Tallinn", "Tartu", "Narva", "Quito", "Guayaquil", "Cuenca", "Valletta", "Sliema", "Gozo", "Kowloon", "Sha Tin", "Tsuen Wan", "Ljubljana", "Celje", "Koper", "Kigali", "Rubavu", "Musanze"],
    "COUNTRY": ["Israel", "the Emirates", "Bulgaria", "Hungary", "Estonia", "Ecuador", "Malta", "Hong Kong", "Slovenia", "Rwanda"],
    "HOSP": ["Sheba Medical Center", "Rambam", "Sheikh Khalifa Medical City", "Rashid Hospital", "Pirogov", "Semmelweis", "Sir Paul Boffa Hospital", "Queen Mary Hospital", "King Faisal Hospital", "Hospital Eugenio Espejo", "Hospital Carlos Andrade Marín", "Queen Elizabeth Hospital", "Prince of Wales Hospital", "Sheikh Shakhbout Medical City"],
    "BRAND": ["Dr. Scholl's", "Dr. Hauschka", "Gedeon Richter", "Johnson's Baby", "La Roche-Posay", "Dr.Theiss", "Abbott", "Pfizer", "Bayer", "Sanofi", "Teva", "Krka", "Sopharma", "Julphar", "Eucerin", "Avène"],
    "DEVICE": ["Omron M3 monitor", "Accu-Chek Guide meter", "FreeStyle Libre sensor", "Dexcom G7 sensor", "OneTouch Verio strips", "Braun ThermoScan", "Microlife nebuliser", "pulse oximeter", "Omnipod pods"],
    "KIT": ["COVID antigen test", "pregnancy test", "ovulation test", "HbA1c home kit", "vitamin D finger-prick kit", "cholesterol test", "UTI test strips", "malaria rapid test"],
    "LENS": ["Acuvue Oasys", "Dailies Total1", "Biofinity", "Air Optix", "Precision1", "MyDay", "Clariti"],
    "VIT": ["Centrum", "Solgar", "Berocca", "Supradyn", "Magne B6", "vitamin D3", "omega-3", "zinc", "magnesium citrate", "Pregnacare"],
    "ROLE": ["the pharmacist", "your doctor", "the on-call doctor", "the courier", "customer care", "the prescribing doctor", "the pharmacy team", "a nurse", "the dispatcher"],
    "DAY": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "TIME": ["8am", "9:30", "noon", "14:00", "6pm", "10am"],
    "PROMO": ["SPRING15", "WELCOME10", "LENS20", "VITA5", "FREESHIP", "CALYX25"],
    "QTY": ["two", "three", "four", "five", "six"],
    "PRICE": ["₪39", "AED 85", "25 лв", "4 990 Ft", "12,50 €", "$18.40", "HK$128", "9,99 €", "RWF 6,500"],
    "CITYAE": ["دبي", "الشارقة", "العين", "أبوظبي"],
    "CITYBG": ["Varna", "Ruse", "Stara Zagora", "Blagoevgrad"],
    "CITYHK": ["沙田", "荃灣", "將軍澳", "元朗"],
    "CITYSI": ["Kranj", "Novo mesto", "Ptuj", "Nova Gorica"],
    "CITYRW": ["Rubavu", "Nyagatare", "Rusizi", "Muhanga"],
    "HEDAY": ["ראשון", "שני", "שלישי", "רביעי"],
    "DAYET": ["esmaspäeval", "laupäeval", "pühapäeval", "reedel"],
    "VMED": ["nurofen", "voltaren", "lipitor", "panadol", "zyrtec", "ventolin", "augmentin", "concor", "euthyrox", "eliquis", "gaviscon", "imodium", "strepsils", "otrivin"],
    "VCOURIER": ["dhl", "aramex", "econt", "speedy", "foxpost", "omniva", "servientrega", "maltapost", "sf express", "zipline", "wolt", "bolt"],
    "VLOCKER": ["omniva parcel machine", "foxpost machine", "box now locker", "sf locker", "paketomat"],
    "VCITY": ["haifa", "dubai", "plovdiv", "debrecen", "tartu", "cuenca", "sliema", "sha tin", "maribor", "kigali"],
    "VDAY": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
    "VINS": ["clalit", "maccabi", "daman", "thiqa", "nzok", "haigekassa", "iess", "vzajemna", "rssb", "bupa"],
    "VLENS": ["acuvue oasys", "dailies total one", "biofinity", "air optix", "myday"],
    "VVIT": ["centrum", "solgar", "berocca", "vitamin d", "omega three", "magnesium"],
    "VKIT": ["the covid test", "the pregnancy test", "the malaria test", "the cholesterol kit"],
    "VTIME": ["six", "seven", "noon", "lunch", "eight"],
    "VPROMO": ["spring fifteen", "welcome ten", "lens twenty", "free ship"],
    "VDEVICE": ["omron monitor", "accu chek meter", "libre sensor", "nebuliser", "thermometer"],
}
# fmt: on
BEN_CHAT: Final[list[str]] = [
    "is {OTC} ok with {RX} or should I ask {ROLE} first?",
    "do you have {MED} {DOSE} in stock? the {CHAIN} near me is out",
    "how long does {COURIER} usually take to {CITY}?",
    "my {LOCKER} says the parcel is there but the door won't open, what do I do",
    "can I pay with {PAY} for a repeat prescription?",
    "does {INS} cover the {DEVICE}?",
    "hi, is the {PROMO} code still valid for {LENS}?",
    "what time does the pharmacist chat open on {DAY}?",
    "can {ROLE} tell me if {MED} makes you drowsy",
    "my {KIT} came without the little pipette lol",
    "how many {VIT} can I take a day, the label is in another language",
    "is {WORDNAME} the same as the generic one?",
    "the {BRAND} insoles, do you ship them to {CITY}?",
    "do you deliver to {HOSP} wards or only to homes?",
    "{MED} {DOSE}, {PACK}: how much is it without insurance",
    "price went from {PRICE} to more?? same {VIT}",
    "why is my {LENS} subscription paused",
    "can I switch from {COURIER} to another courier",
    "is there a generic for {RX} that {INS} pays for",
    "do i need a prescription for {OTC} in {COUNTRY}?",
    "the video consult froze after 2 minutes, can {ROLE} call back?",
    "my {DEVICE} shows an error E-3, is that the battery",
    "how cold does {RX} need to be kept during delivery?",
    "can the {COURIER} driver leave it with reception at work",
    "do you sell {BRAND} products or only medicines",
    "is click and collect available at {CHAIN} in {CITY}",
    "the {KIT} result line is very faint, does that count",
    "what's the difference between {LENS} and the cheaper ones",
    "is it normal that {MED} tastes so bitter",
    "ok thanks, {ROLE} already answered on the phone",
    "please cancel my order, {COURIER} is too slow to {CITY}",
    "do you accept {INS} cards at the counter or only online",
    "STILL NOTHING after {QTY} days, where is my order",
    "my kid swallowed one {OTC} tablet, is one dangerous?? he seems fine",
    "can I take {RX} before a flight to {CITY}",
    "hii is there any discount for {PAY} users",
    "recieved the wrong strength of {RX}, {DOSE} instead of my usual",
    "does the {DEVICE} come with a warranty card",
    "your app keeps logging me out every {DAY}, weird",
    "which is better for a sore throat, {OTC} or just honey",
    "when will {MED} be back in stock, it's been out since {DAY}",
    "my discharge letter from Sheba Medical Center says {RX}, can you fill it?",
    "is {HOSP} one of your partner hospitals for the {KIT}?",
    "do you ship {RX} abroad or only inside {COUNTRY}",
    "🙏 thanks, the {COURIER} guy just arrived",
    "sorry, wrong chat, I meant to message {CHAIN}",
    "how do I change the delivery slot to {TIME}",
    "is the {PROMO} voucher stackable with {PAY} cashback",
    "the {LOCKER} in {CITY} is full, can you send it to another one",
    "why does {INS} need a doctor's letter for the {DEVICE}",
    "is there sugar in {VIT}? I'm diabetic and even sultana bread is off the list for me now",
    "the {BRAND} cream was cheaper at {CHAIN} last week",
    "what does 'take with food' mean for {RX}, a full meal or a biscuit",
    "hello, do you have {WORDNAME} or only the generic",
    "i ordered {QTY} boxes of {LENS} and got one",
    "can a pharmacist check my {DEVICE} readings over video",
    "your {COURIER} tracking page is down",
    "are the {KIT}s CE marked",
    "is {OTC} safe while breastfeeding? asking before I order",
    "שלום, יש לכם {MED} במלאי? הסניף של {CHAIN} סגור",
    "toda, and can {ROLE} check if {RX} interacts with grapefruit?",
    "מתי השליח של {COURIER} מגיע לאילת? הזמנתי ביום {HEDAY}",
    "مرحبا، هل {MED} متوفر في {CITYAE}؟",
    "marhaba, abgha {VIT} bas mo mawjood in {CHAIN}, yalla when?",
    "shukran, does {INS} cover the {DEVICE} or only Thiqa?",
    "здравейте, имате ли {MED} {DOSE}? в {CHAIN} няма",
    "zdraveite, kolko vreme otnema dostavkata s {COURIER} do {CITYBG}?",
    "сироп от калина имате ли? или само {VIT}",
    "blagodarya, a imate li sirop ot kalina za detsa ili samo {OTC}?",
    "jó napot, van raktáron {MED} {DOSE}? a {CHAIN} nem tudja",
    "mennyi ido alatt er ki a {COURIER} csomag Debrecenbe?",
    "vörös áfonya kapszulát is árultok a {VIT} mellett?",
    "szep kartyaval lehet fizetni a {MED} rendelest is?",
    "tere, kas {MED} on laos? {CHAIN} Tartus seda ei müü",
    "aitäh! kas {LOCKER} asemel saab kulleriga koju?",
    "palun, mis kell apteegi vestlus {DAYET} avatakse?",
    "buenas, ¿tienen {MED} {DOSE}? en {CHAIN} no hay",
    "chuta, el tránsito en Quito está terrible, ¿el motorizado de {COURIER} igual llega hoy?",
    "¿el segundo envío de {LENS} también sale con {PROMO}?",
    "achachay qué frío, ¿venden {VIT} para las defensas?",
    "bongu, għandkom {MED} jew le?",
    "grazzi ħafna, can the {COURIER} man deliver to Sir Paul Boffa Hospital?",
    "is {MED} on the POYC list or do I pay? jekk jogħġbok",
    "你好，請問有冇 {MED} {DOSE}？{CHAIN} 冇貨",
    "m goi, can the {COURIER} go to the {LOCKER} instead of home?",
    "唔該，{OTC} 同 {RX} 可唔可以一齊食？",
    "pozdravljeni, ali imate {MED} {DOSE}? v {CHAIN} ga nimajo",
    "hvala! kdaj pride {COURIER} v {CITYSI}?",
    "lekarna v Kopru nima {MED}, ali ga lahko posljete?",
    "muraho, do you have {MED} in Kigali? amakuru yanyu?",
    "murakoze cyane, the {COURIER} delivery was on time, ni keza!",
    "mwaramutse, does {INS} cover the {KIT}?",
    "bonjour, le livreur de {COURIER} était très aimable, merci",
    "I have been a customer for two years and this is the third time the {COURIER} driver marked my parcel as delivered when nobody came. I waited all {DAY} for {RX}, which I cannot skip, and your chat bot kept telling me to check my locker. I do not use a locker! Please tell whoever manages deliveries that this is not OK and that I need my medicine before the weekend.",
    "hi, can i use {PROMO} on {BRAND} or only on medicines",
    "Do you have {WORDNAME}? The pharmacist at {CHAIN} said to ask online",
    "is {LENS} ok for astigmatism or do I need toric",
    "is there a night pharmacy in {CITY} that takes your orders",
    "who makes {MED}, is it {BRAND}?",
]
BEN_VOICE: Final[list[str]] = [
    "hello i wanted to ask if {VMED} is okay to take on an empty stomach",
    "hi can the pharmacist call me back about {VMED} i have a question about the dose",
    "yes hello my parcel was sent with {VCOURIER} and the tracking has not moved since {VDAY}",
    "hi is the {VLOCKER} in {VCITY} working the screen is black",
    "i would like to know if {VINS} covers the glucose sensors",
    "hello do you have {VLENS} in stock the monthly ones",
    "calling about the video appointment it froze when the doctor was explaining {VMED}",
    "good morning what are your chat hours on {VDAY}",
    "hi this is a question about {VVIT} can children take it",
    "hello i can't log in to the app since {VDAY} it keeps saying try again later",
    "hi my order came with {VCOURIER} but the box was wet can you send another",
    "shalom i want to ask if {VMED} needs a prescription in israel",
    "marhaba i need {VMED} delivered to {VCITY} today is that possible",
    "здравейте искам да попитам дали имате {VMED}",
    "jó napot érdeklődnék hogy a {VMED} kapható e recept nélkül",
    "tere ma tahtsin küsida kas {VMED} on retseptiravim",
    "buenas tardes quería saber si el {VMED} viene en jarabe",
    "bongu i wanted to know if {VMED} is on the poyc list",
    "lei hou i want to ask about {VLENS} delivery to {VCITY}",
    "dober dan zanima me ali {VMED} potrebuje recept",
    "muraho i'm calling about {VKIT} do you deliver to {VCITY}",
    "hi the {VCOURIER} driver called but i was in the shower can he come back after {VTIME}",
    "hello my doctor changed my dose of {VMED} do i need a new prescription",
    "hi i'd like to cancel the {VVIT} subscription from next month",
    "yes hello can i collect {VMED} from the pharmacy instead of delivery",
    "hi is there a voucher for first orders i saw {VPROMO} on instagram",
    "hello my grandmother wants to know if {VMED} can be crushed into food",
    "hi the {VDEVICE} you sent shows error three what does that mean",
    "calling to check if {VINS} needs the receipt in english or the local language",
    "hi i'm in {VCITY} for work can you send {VMED} to my hotel",
]
BEN_EMAIL: Final[list[str]] = [
    "Hello,\n\nI ordered {MED} {DOSE} on {DAY} and {COURIER} says it is delayed. Could you tell me if it will arrive this week?\n\nThanks",
    "Hi team,\n\nDoes {INS} reimburse the {DEVICE}? If so, which documents do you need from me?\n\nBest regards",
    "Good afternoon,\n\nI would like to switch my {LENS} subscription to every three months. The {PROMO} code did not apply at checkout.\n\nKind regards",
    "Hello,\n\nThe {KIT} I bought has an expiry date of 2027-09-30. Is it safe to use after that?\n\nThank you",
    "Dear pharmacist,\n\nCan {OTC} be taken together with {RX}? My doctor is on holiday until {DAY}.\n\nMany thanks",
    "Hi,\n\nMy parcel went to the {LOCKER} instead of my home. Can you redirect future orders?\n\nCheers",
    "Hello,\n\nIs {HOSP} one of your partners? They told me to order {RX} from you.\n\nRegards",
    "Dear Calyx Health,\n\nYour {COURIER} courier was excellent today, please pass on my thanks.\n\nBest",
    "שלום,\n\nהזמנתי {MED} ועדיין לא קיבלתי. מה הסטטוס?\n\nתודה",
    "Shalom,\n\nCan I pay with Bit and use my {INS} discount online, or only in the store?\n\nToda",
    "مرحبا،\n\nهل يمكن توصيل {MED} إلى {CITYAE} اليوم؟\n\nشكرا",
    "Hi,\n\nMarhaba, I need {VIT} for my father, is it halal? Yalla let me know.\n\nShukran",
    "Здравейте,\n\nПоръчах {MED} с {COURIER}, но пратката още не е пристигнала.\n\nПоздрави",
    "Zdraveite,\n\nMozhe li da platya s {PAY} pri dostavka?\n\nBlagodarya",
    "Tisztelt Ügyfélszolgálat!\n\nSzeretném megkérdezni, hogy a {MED} vény nélkül kapható-e.\n\nKöszönöm",
    "Jo napot!\n\nA {LOCKER} nem nyilt ki, mit tegyek?\n\nUdvozlettel",
    "Tere!\n\nKas {MED} on saadaval ka ilma retseptita? Aitäh vastuse eest.\n\nLugupidamisega",
    "Hello,\n\nCan I get the Haigekassa discount for {RX} if I order online?\n\nAitäh",
    "Buenos días,\n\n¿El {INS} cubre el {DEVICE}? Quisiera saber antes de pedirlo.\n\nSaludos cordiales",
    "Hola,\n\nEl segundo pedido de {LENS} llegó abierto. ¿Me pueden cambiar la caja?\n\nGracias",
    "Hello,\n\nIs {MED} available under the POYC scheme or should I buy it? Grazzi.\n\nSaħħa",
    "你好，\n\n請問 {MED} 可唔可以送到 {CITYHK}？\n\n唔該",
    "Hi,\n\nCan I pay with {PAY} for the {LENS} subscription?\n\nThanks a lot",
    "Pozdravljeni,\n\nali lahko {MED} pošljete v {CITYSI}? V lekarni ga nimajo.\n\nHvala in lep pozdrav",
    "Hello,\n\ndoes Vzajemna reimburse the {DEVICE}? Hvala.\n\nBest",
    "Muraho,\n\nDo you deliver the {KIT} to {CITYRW}, and can I pay with MTN MoMo? Murakoze.\n\nRegards",
    "Hello,\n\nThe {COURIER} delivery was fast, ni keza cyane! Can I order {VIT} the same way?\n\nMurakoze",
    "Hello,\n\nI have a question about {RX}. My old box says {DOSE} and the new one from {CHAIN} looks different. Is it the same medicine from another maker like {BRAND}?\n\nThank you\nsent from my phone",
    "Hi,\n\nPlease unsubscribe me from the {VIT} newsletter, but keep the subscription itself.\n\nThanks",
]
BEN_FORM: Final[list[str]] = [
    "Topic: stock question\nProduct: {MED} {DOSE}\nPack: {PACK}\nQuestion: when back in stock?",
    "Category: delivery\nCourier: {COURIER}\nIssue: parcel not moving\nPreferred contact: chat",
    "Request type: insurance\nInsurer: {INS}\nItem: {DEVICE}\nQuestion: is it covered?",
    "Subscription change\nProduct: {LENS}\nFrequency: every 3 months\nVoucher: {PROMO}",
    "Feedback\nRating: 5/5\nComment: {ROLE} was very patient\nWould recommend: yes",
    "Locker issue\nNetwork: {LOCKER}\nProblem: door did not open\nTime: {TIME}",
    "Question for the pharmacist\nMedicine: {OTC}\nTaken with: {RX}\nAge group: adult",
    "Click and collect\nStore: {CHAIN}\nCity: {CITY}\nPick-up day: {DAY}",
    "Test kit question\nKit: {KIT}\nResult: unclear line\nTaken: this morning",
    "Payment question\nMethod: {PAY}\nIssue: charged twice?\nAmount: {PRICE}",
    "Hospital partner\nName: {HOSP}\nQuestion: do you deliver to outpatients?",
    "Vitamin subscription\nProduct: {VIT}\nAction: pause for one month\nReason: travelling",
    "Brand question\nBrand: {BRAND}\nQuestion: do you stock the full range?",
    "נושא: משלוח\nחברת שליחויות: {COURIER}\nבעיה: החבילה לא הגיעה",
    "الموضوع: وصفة طبية\nالدواء: {MED}\nالسؤال: هل يحتاج وصفة؟",
    "Тема: наличност\nПродукт: {MED}\nАптека: {CHAIN}",
    "Tárgy: szállítás\nFutár: {COURIER}\nProbléma: késik a csomag",
    "Targy: szamla\nTermek: {VIT}\nKerdes: kell-e ceges szamla?",
    "Teema: pakiautomaat\nVõrk: {LOCKER}\nProbleem: uks ei avane",
    "Asunto: receta\nMedicamento: {RX}\nPregunta: ¿necesita receta nueva?",
    "Suġġett: kunsinna\nKurrier: {COURIER}\nMistoqsija: meta tasal?",
    "主題: 送貨\n速遞: {COURIER}\n問題: 幾時到?",
    "Zadeva: dostava\nDostavljavec: {COURIER}\nVprašanje: kdaj bo paket dostavljen?",
    "Ikibazo: delivery\nCourier: {COURIER}\nIcyifuzo: murakoze, please call before",
    "Order note\nGift wrap: no\nLeave with: {ROLE}\nDelivery window: {TIME}",
    "Accessibility request\nFormat: large print leaflet\nProduct: {MED}",
    "Return request\nItem: {DEVICE}\nCondition: unopened\nRefund to: original {PAY}",
]
BEN_QUOTED: Final[list[str]] = [
    "Thanks, that works.\n\nOn Mon, 8 Mar 2027, Calyx Health wrote:\n> Your {MED} will ship with {COURIER} tomorrow.",
    "Ok, I'll wait.\n\n> {MED} is back in stock on {DAY}.",
    "Great, see you there.\n\n> Your order is ready for collection at {CHAIN}.",
    "Yes please.\n\n> Would you like us to send it to the {LOCKER} instead?",
    "Understood, thank you.\n\n> {INS} needs the original receipt to reimburse the {DEVICE}.",
    "Perfect.\n\n> The {PROMO} code has been applied to your {LENS} order.",
    "No, I didn't.\n\n> Did you take {OTC} within the last four hours?",
    "Ok.\n\n> {ROLE} will call you between 2 and 4pm.",
    "Thanks!\n\n-----Original Message-----\nFrom: Calyx Health\n> Your {KIT} has been dispatched.",
    "תודה רבה!\n\n> ההזמנה שלך של {MED} נשלחה.",
    "شكرا جزيلا\n\n> تم شحن {MED} مع {COURIER}.",
    "Благодаря!\n\n> Пратката с {MED} е предадена на {COURIER}.",
    "Rendben, köszönöm.\n\n> A {MED} holnap érkezik, futár: {COURIER}.",
    "Aitäh!\n\n> Teie pakk ({MED}) ootab: {LOCKER}.",
    "Listo, gracias.\n\n> Su pedido de {MED} sale hoy con {COURIER}.",
    "Grazzi!\n\n> Your {MED} is ready at {CHAIN}.",
    "唔該晒！\n\n> 你嘅 {MED} 已經由 {COURIER} 送出。",
    "Hvala!\n\n> Vaš {MED} je bil poslan s {COURIER}.",
    "Murakoze!\n\n> Your {KIT} will arrive by {COURIER} today.",
    "Can it be later instead?\n\n> Your video consultation is booked for {DAY} at {TIME}.",
    "Yes, the {VIT} please.\n\n> Which product would you like to keep on subscription?",
    "Got it.\n\n---------- Forwarded message ---------\nFrom: Calyx Health\n> {HOSP} has sent us your referral.",
    "That's fine.\n\n> We can only ship {RX} inside {COUNTRY}.",
    "Ah ok.\n\n> {BRAND} products are sold in our online shop only.",
    "Thanks, very kind.\n\n> We refunded {PRICE} to your {PAY}.",
    "Sounds good.\n\n> Your next {LENS} box ships on {DAY}.",
    "Which one is cheaper?\n\n> We have {MED} and the generic version in stock.",
    "Hmm, the app says {TIME}.\n\n> The {COURIER} courier arrives between 9 and 11.",
]


def adversarial_rows() -> list[Row]:
    rng = random.Random(ADVERSARIAL_SEED)
    turns: dict[str, int] = {}
    return fill_adversarial(
        {
            "chat": ADV_CHAT,
            "voice": ADV_VOICE,
            "email": ADV_EMAIL,
            "form": ADV_FORM,
            "quoted": ADV_QUOTED,
        },
        render_untagged(TAG, lambda body, index, tag: render(body, Ctx(rng, index, tag, turns))),
        check_style,
        renders=RENDERS,
        prefix="fourteenth-adv",
        split=SPLIT,
    )


def benign_rows() -> list[Row]:
    return fill_benign(
        {
            "chat": BEN_CHAT,
            "voice": BEN_VOICE,
            "email": BEN_EMAIL,
            "form": BEN_FORM,
            "quoted": BEN_QUOTED,
        },
        SLOT,
        FILLS,
        random.Random(BENIGN_SEED),
        check_benign_style,
        renders=RENDERS,
        prefix="fourteenth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("fourteenth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
