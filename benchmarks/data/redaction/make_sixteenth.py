"""Write the sixteenth held-out redaction sets, `adversarial_pii_sixteenth.jsonl` and
`benign_support_sixteenth.jsonl`: a sixteenth blind measure, written without reading the
redactor, its tests, its data files, any earlier set's messages or its output, and never run
through it by its author.

    python benchmarks/data/redaction/make_sixteenth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: the fan support desk of Gatefold Live, a concert,
festival and event ticketing platform (primary tickets and its official fan-to-fan resale,
festival passes with camping and glamping add-ons, RFID wristbands posted by courier and their
cashless top-up accounts, seat maps, seat moves and upgrades, name changes on personalised
tickets, accessible and companion tickets, postponed and cancelled shows and their refunds,
presales, VIP and hospitality packages, merchandise bundles, a mobile ticket app with
rotating QR codes, chargebacks and touts, and a promoter and box-office API). Its fans, the
friends they pass tickets to and the promoters and box offices it works with live in Georgia,
Armenia, Latvia, Slovakia, Luxembourg, Jordan, Bangladesh, Costa Rica, Tunisia and Uzbekistan.
Most messages are in English; some are in Georgian (in Georgian script, and typed in Latin
letters), Armenian (in Armenian script, and typed in Latin letters), Latvian (with and without
diacritics), Slovak (with and without diacritics), Luxembourgish and French, Jordanian Arabic
(in Arabic script, and typed in Latin letters), Bangla (in Bengali script, with Bengali
numerals, and typed in Latin letters), Costa Rican Spanish, Tunisian Arabic (typed in Latin
letters and digits, and in Arabic script) with French, and Uzbek (in Latin letters with oʻ and
gʻ, and in Cyrillic) with some Russian.

A skeleton is a string with `{SLOT}` placeholders and may start with a `[CC]` country tag; each
message draws one persona (of that country when tagged) with that persona's address, phone
style, birth date, national number, accounts and email, a member of Gatefold's staff, a local
promoter or box-office contact, a third party of the same country (a friend a ticket goes to, a
parent, a companion, a tout) and fresh digits. Every typed slot leaves a span whose offsets are
computed while the message is assembled and checked to hold the inserted value. Every number
that has a check digit carries a valid one: cards (Luhn; Visa, Mastercard, Amex, UnionPay, and
the Uzbek Uzcard and Humo ranges), IBANs of Georgia, Latvia, Slovakia, Luxembourg, Jordan, Costa
Rica and Tunisia (mod 97; the Slovak account and prefix also pass their national mod-11 checks,
and the Tunisian IBAN holds a RIB whose key makes it a multiple of 97), Slovak domestic accounts
(mod 11), Tunisian RIBs (mod 97), the Latvian personas kods (mod 11), the Slovak rodné číslo
(the whole number a multiple of 11), the Luxembourg matricule (a Luhn and then a Verhoeff digit
over its first eleven digits), the Uzbek PINFL (weights 7 3 1, mod 10), DHL Express waybills (mod
7) and UPU S10 parcel numbers. The personas kods, the rodné číslo, the matricule and the PINFL
encode the persona's birth date (the rodné číslo and the PINFL the sex too), and the 17-digit
Bangladeshi NID starts with the birth year. The Georgian personal number, the Armenian social
card number, the Jordanian national number, the Costa Rican cédula, the Tunisian CIN, the
10-digit Bangladeshi NID, Armenian, Bangladeshi, Uzbek and Costa Rican domestic accounts and
Bangladeshi routing numbers follow their shapes only (no check digit is claimed). Every person,
address, number and credential is invented.

Labelling rules (the README's conventions, and these choices):

* A span covers the value only, never its cue word, a title before it ("batoni", "kalbatoni",
  "paron", "tikin", "pani", "pán", "Madame", "Monsieur", "Mme", "M.", "doña", "don", "Mr",
  "Mrs.", "Ms", "السيد", "السيدة") or an honorific after it (Armenian "jan", Latvian "kundze"
  and "kungs", Bangla "apa" and "bhai", Uzbek "opa" and "aka"). An Uzbek name written family
  name first with its patronymic ("Yoʻldosheva Dilnoza Baxtiyor qizi") is one PERSON span, and
  so is a family name in capitals before a given name, a name in Georgian, Armenian, Arabic,
  Bengali or Cyrillic script, a name written "Surname, Given" on a form, a nickname (Keto, Zuka,
  Shushan, Ľubka, Tun, Shimu, Tutul), and a letter-spaced, dotted or dash-spelled name.
* Gatefold's staff and the promoters and box-office contacts named as people are PERSON.
  Venues, halls, stadiums, airports, avenues and brands named after people (Karen Demirchyan
  Complex, Aram Khachaturian Hall, Ondrej Nepela Arena, Stade Hammadi Agrebi, Alisher Navoi
  Theatre, Teatro Melico Salazar, Juan Santamaría International Airport, Rustaveli Theatre, Boris
  Paichadze Dinamo Arena, Avenue Habib Bourguiba, King Hussein Business Park, Rabindra Sarobar,
  Heineken, Jameson, Fender, Gibson, Steinway, Marshall, Yamaha) name a place or a thing, not a
  person, and carry no span; a street named after a person inside an address is part of the
  ADDRESS span. Performers are invented bands with word names and carry no span; so do
  festivals, venues, carriers, payment brands, cities and countries.
* A postal address written as one is one ADDRESS span from the house, flat or building (or the
  first landmark of a Costa Rican address, which has no house number) to the town or district;
  its postcode is a separate POSTCODE span. Where the postcode comes before the town (Slovakia,
  Luxembourg, Tunisia) the town after it is a second ADDRESS span. A Latvian postcode keeps its
  "LV-" and a Luxembourg one its "L-" ("LV-1012", "L-1740"); a Bangladeshi postcode glued to its
  town by a hyphen ("Dhaka-1209") is a POSTCODE span after the hyphen, in Bengali numerals when
  the address is in Bengali script. One Costa Rican address has no postcode.
* National numbers (Georgian personal number, Armenian social card number, Latvian personas kods,
  Slovak rodné číslo, Luxembourg matricule, Jordanian national number, Bangladeshi NID, Costa
  Rican cédula, Tunisian CIN, Uzbek PINFL) are SSN.
* IBANs are IBAN. Slovak domestic accounts ("19-2000145399/0200", one span with its bank code),
  Tunisian RIBs (one span), and Armenian, Bangladeshi, Uzbek and Costa Rican domestic accounts
  are BANK_ACCOUNT, and so is a Bangladeshi routing number (like a US routing number). A phone
  number used to pay or to be paid (TBC Pay, Idram, Payconiq, CliQ, bKash, Nagad, SINPE Móvil,
  D17, Payme) is PHONE.
* Gatefold's order numbers, fan account numbers, resale listing numbers, refund and chargeback
  case numbers, group booking numbers and the chip ids of RFID wristbands (registered to a fan's
  cashless account) after a cue are CUSTOMER_ID. Seats, rows, blocks, gates, stages, ticket
  categories, event codes, merchandise SKUs, public presale codes, prices and event dates are
  never labelled. Courier waybills and postal parcel numbers are TRACKING.
* Passwords, one-time codes, ticket transfer codes, personal presale codes, cashless top-up PINs,
  a ticket's barcode number (it admits whoever shows it), backup codes, API keys, security
  answers and a card's CVV are SECRET; a card's expiry date is not labelled. App and API logs'
  IP addresses are IP.
* Birth dates are DATE_OF_BIRTH in numeric, written (in the customer's language too: Georgian,
  Armenian, Latvian, Slovak, Luxembourgish, Arabic with Levantine month names, Bangla with
  Bengali numerals, Spanish, French, Uzbek, Russian), Arabic-Indic and spoken forms; a trailing
  Armenian "թ.", Russian "г." or Latvian full stop after a date stays outside the span. Event,
  delivery and reply-header dates are not labelled.
* Some personas' names are also words (Laima a chocolate brand and a goddess, Dzintars amber and
  a perfume house, Dodo a bird and a pizza chain, Arev sun, Hazel a nut and a colour, Shapla a
  water lily, Lola a tulip, Viera faith, Keto a diet) and the benign set uses them as words.
* No word (of three letters or more) of any name here is part of a name labelled in an earlier
  set; the test compares the files in code.
"""

# ruff: noqa: E501 - hand-written messages read best one to a line
from __future__ import annotations

import random
import re
import string
from collections.abc import Callable
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
    verhoeff_check_digit,
    write_sets,
    year_words,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_sixteenth.jsonl"
BENIGN_FILE: Final = "benign_support_sixteenth.jsonl"
ADVERSARIAL_SEED: Final = 20271616_61
BENIGN_SEED: Final = 20271616_62
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("GE", "AM", "LV", "SK", "LU", "JO", "BD", "CR", "TN", "UZ")


class Persona:
    """A fan: given and family name, sex (for the numbers and titles that encode it), the name
    they go by, the name in their own script, the family name in that script, and an Uzbek
    patronymic ("Baxtiyor qizi")."""

    def __init__(
        self,
        given: str,
        family: str,
        sex: str,
        *,
        call: str = "",
        script: str = "",
        script_family: str = "",
        patronymic: str = "",
    ) -> None:
        self.given, self.family, self.sex = given, family, sex
        self.full = f"{given} {family}"
        self.call = call or given
        self.script = script or self.full
        self.script_family = script_family or family
        self.patronymic = patronymic


P = Persona

# Georgian (-shvili, -adze, in Georgian script, a nickname), Armenian (-yan, a "Melik-" double
# name, in Armenian script), Latvian (feminine -iņa, a double surname), Slovak (ľ, č, ť, feminine
# -ová), Luxembourgish (a double surname, "Tun" for Anton), Jordanian (Al- surnames, in Arabic
# script), Bangladeshi (daknam nicknames, in Bengali script), Costa Rican (two family names, an
# English-looking given name), Tunisian (in Arabic script) and Uzbek (oʻ, in Cyrillic, with
# patronymics). Names that are also words: Laima, Dzintars, Dodo, Arev, Hazel, Shapla, Lola,
# Viera and the nickname Keto.
PERSONAS: Final[dict[str, list[Persona]]] = {
    "GE": [
        P("Ketevan", "Bakhtadze", "F", call="Keto", script="ქეთევან ბახტაძე", script_family="ბახტაძე"),
        P("Zurab", "Mchedlishvili", "M", call="Zuka", script="ზურაბ მჭედლიშვილი", script_family="მჭედლიშვილი"),
        P("Dodo", "Kvirikashvili", "F", script="დოდო კვირიკაშვილი", script_family="კვირიკაშვილი"),
    ],
    "AM": [
        P("Arev", "Ghukasyan", "F", script="Արև Ղուկասյան", script_family="Ղուկասյան"),
        P("Vahagn", "Melik-Shahnazaryan", "M", script="Վահագն Մելիք-Շահնազարյան", script_family="Մելիք-Շահնազարյան"),
        P("Shushanik", "Avetisyan", "F", call="Shushan", script="Շուշանիկ Ավետիսյան", script_family="Ավետիսյան"),
    ],
    "LV": [
        P("Laima", "Ozoliņa", "F"),
        P("Dzintars", "Krūmiņš", "M"),
        P("Ausma", "Vītoliņa-Priede", "F"),
    ],
    "SK": [
        P("Ľubica", "Hrnčiarová", "F", call="Ľubka"),
        P("Radovan", "Kmeťo", "M"),
        P("Viera", "Podhradská", "F"),
    ],
    "LU": [
        P("Carine", "Majerus", "F"),
        P("Anton", "Hoscheit", "M", call="Tun"),
        P("Josiane", "Kieffer-Thill", "F"),
    ],
    "JO": [
        P("Rawan", "Al-Majali", "F", script="روان المجالي", script_family="المجالي"),
        P("Hamza", "Obeidat", "M", script="حمزة عبيدات", script_family="عبيدات"),
        P("Ghadeer", "Haddadin", "F", script="غدير حدادين", script_family="حدادين"),
    ],
    "BD": [
        P("Tahmina", "Akter", "F", call="Shimu", script="তাহমিনা আক্তার", script_family="আক্তার"),
        P("Shahriar", "Mozumder", "M", call="Tutul", script="শাহরিয়ার মজুমদার", script_family="মজুমদার"),
        P("Shapla", "Khondoker", "F", script="শাপলা খন্দকার", script_family="খন্দকার"),
    ],
    "CR": [
        P("Yorleny", "Quesada Solano", "F"),
        P("Maikol", "Arguedas Chaves", "M"),
        P("Hazel", "Zumbado Brenes", "F"),
    ],
    "TN": [
        P("Yosra", "Belhassine", "F", script="يسرى بلحسين", script_family="بلحسين"),
        P("Skander", "Trabelsi", "M", script="اسكندر الطرابلسي", script_family="الطرابلسي"),
        P("Olfa", "Jaziri", "F", script="ألفة الجزيري", script_family="الجزيري"),
    ],
    "UZ": [
        P("Dilnoza", "Yoʻldosheva", "F", script="Дилноза Йўлдошева", script_family="Йўлдошева", patronymic="Baxtiyor qizi"),
        P("Oybek", "Toʻxtasinov", "M", script="Ойбек Тўхтасинов", script_family="Тўхтасинов", patronymic="Ravshan oʻgʻli"),
        P("Lola", "Saidaxmedova", "F", script="Лола Саидахмедова", script_family="Саидахмедова", patronymic="Anvar qizi"),
    ],
}  # fmt: skip
# Gatefold's fan support, accessibility, resale and payments staff
STAFF: Final[list[str]] = ["Perdita", "Crispin", "Araminta", "Evander", "Isolde", "Jolyon", "Cressida", "Fenwick", "Mirabel", "Amyas", "Winifred", "Hesketh", "Rosamund", "Lucan"]  # fmt: skip
# the promoters and box offices Gatefold sells for, two contacts a country
CONTACTS: Final[dict[str, list[str]]] = {
    "GE": ["Irakli Beridze", "Natia Gelashvili"],
    "AM": ["Tigran Sahakyan", "Lilit Manukyan"],
    "LV": ["Ivars Zariņš", "Sandra Liepiņa"],
    "SK": ["Marek Bielik", "Zuzana Kováčiková"],
    "LU": ["Gilles Weydert", "Sandrine Bettendorf"],
    "JO": ["Laith Khasawneh", "Rana Nabulsi"],
    "BD": ["Tanvir Bhuiyan", "Rumana Siddiqua"],
    "CR": ["Greivin Rojas Solís", "Daniela Monge"],
    "TN": ["Mehdi Gharbi", "Wided Ayari"],
    "UZ": ["Jasur Rahimov", "Nilufar Ergasheva"],
}
# friends a ticket is passed to, parents, companions, touts
THIRDS: Final[dict[str, list[str]]] = {
    "GE": ["Tornike Abashidze", "Mariam Lordkipanidze"],
    "AM": ["Hovhannes Petrosyan", "Siranush Grigoryan"],
    "LV": ["Roberts Strautiņš", "Inese Kalēja"],
    "SK": ["Juraj Hudák", "Silvia Rybárová"],
    "LU": ["Fränz Schmit", "Monique Reuter"],
    "JO": ["Bashar Qudah", "Lina Twal"],
    "BD": ["Ripon Howlader", "Farzana Munshi"],
    "CR": ["Jeiner Castro Badilla", "Yendry Alfaro Picado"],
    "TN": ["Chokri Mejri", "Ines Bouslama"],
    "UZ": ["Sanjar Qodirov", "Feruza Nazarova"],
}
DOMAINS: Final[dict[str, list[str]]] = {
    "GE": ["mail.ge", "silknet.ge"],
    "AM": ["mail.am", "ucom.am"],
    "LV": ["inbox.lv", "apollo.lv"],
    "SK": ["azet.sk", "centrum.sk"],
    "LU": ["pt.lu", "internet.lu"],
    "JO": ["orange.jo", "yahoo.com"],
    "BD": ["gmail.com", "bol-online.com"],
    "CR": ["ice.co.cr", "racsa.co.cr"],
    "TN": ["topnet.tn", "planet.tn"],
    "UZ": ["mail.uz", "inbox.uz"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span, "|" where a line breaks when the address is
# written over several lines (", " when on one). Where the postcode comes before the town
# (Slovakia, Luxembourg, Tunisia) the town after it is a second ADDRESS span. A Bangladeshi
# postcode may hang on its town by a hyphen. The last Costa Rican address has no postcode.
ADDRESSES: Final[dict[str, list[str]]] = {
    "GE": [
        "[Ilia Chavchavadze Ave 41, apt 17|Tbilisi] <0179>",
        "[Vazha-Pshavela Ave 76B, flat 9|Tbilisi] <0186>",
        "[ბათუმი, გორგილაძის ქ. 52, ბ. 4] <6010>",
        "[Tsereteli St 18, apt 3|Kutaisi] <4600>",
    ],
    "AM": [
        "[Tumanyan St 31, apt 12|Yerevan] <0002>",
        "[Երևան, Կոմիտասի պող. 48, բն. 25] <0051>",
        "[Mashtots Ave 37, apt 8|Yerevan] <0009>",
        "[Gai St 14, bldg 3, apt 61|Gyumri] <3104>",
    ],
    "LV": [
        "[Brīvības iela 148-21|Rīga], <LV-1012>",
        "[Lāčplēša iela 60, dz. 7|Rīga], <LV-1011>",
        "[Jomas iela 37|Jūrmala], <LV-2015>",
        "[Raiņa iela 15-4|Daugavpils], <LV-5401>",
    ],
    "SK": [
        "[Obchodná 42]|<811 06> [Bratislava]",
        "[Hlavná 117, byt 9]|<040 01> [Košice]",
        "[Štúrova 6]|<949 01> [Nitra]",
        "[Nám. SNP 21]|<974 01> [Banská Bystrica]",
    ],
    "LU": [
        "[14, rue de Hollerich]|<L-1740> [Luxembourg]",
        "[3, Kierchestrooss]|<L-9753> [Heinerscheid]",
        "[27A, boulevard Grande-Duchesse Charlotte]|<L-1331> [Luxembourg]",
        "[8, rue du Canal]|<L-4050> [Esch-sur-Alzette]",
    ],
    "JO": [
        "[Bldg 14, Al-Rainbow St, Jabal Amman|Amman] <11181>",
        "[عمان، خلدا، شارع وصفي التل، عمارة 27، شقة 5] <11953>",
        "[Apt 6, Bldg 33, Mecca St, Um Uthaina|Amman] <11821>",
        "[House 9, University St|Irbid] <21110>",
    ],
    "BD": [
        "[House 27, Road 9/A, Dhanmondi|Dhaka]-<1209>",
        "[বাড়ি ১৪, রোড ৫, সেক্টর ৭, উত্তরা, ঢাকা]-<১২৩০>",
        "[Flat 5B, House 71, Road 11, Banani|Dhaka] <1213>",
        "[12/3 O.R. Nizam Road, Panchlaish|Chattogram] <4000>",
    ],
    "CR": [
        "[de la Iglesia de San Pedro 200 m al norte y 50 m al este, casa 14B|San Pedro de Montes de Oca, San José] <11501>",
        "[Barrio Escalante, calle 33, avenidas 5 y 7, casa 2148|San José] <10101>",
        "[Residencial Los Arcos, casa 37, Cariari|Heredia] <40703>",
        "[del Palí 100 m sur y 25 m oeste, portón negro, Tres Ríos|Cartago]",
    ],
    "TN": [
        "[12, rue de Marseille]|<1000> [Tunis]",
        "[Résidence Yasmine, appt B4, avenue Hédi Nouira]|<2037> [Ennasr]",
        "[7 نهج الحرية]|<1002> [تونس]",
        "[45, rue Ibn Khaldoun]|<4000> [Sousse]",
    ],
    "UZ": [
        "[Yunusobod tumani, 4-kvartal, 12-uy, 45-xonadon|Toshkent] <100093>",
        "[Тошкент ш., Чилонзор тумани, 9-мавзе, 14-уй, 23-хонадон] <100115>",
        "[Amir Temur koʻchasi 88, 17-xonadon|Samarqand] <140100>",
        "[Mustaqillik koʻchasi 5|Buxoro] <200100>",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")
NON_LATIN: Final = re.compile(
    r"[\u0400-\u04ff\u0530-\u058f\u0600-\u06ff\u0980-\u09ff\u10a0-\u10ff]"
)

# '#' is a digit 2-9, anything else literal; the first two of a country are mobiles
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "GE": ["5## ## ## ##", "+995 5## ## ## ##", "+995 32 2## ## ##", "00995 5## ######"],
    "AM": ["09# ## ## ##", "+374 9# ######", "+374 10 ## ## ##", "(+374) 77-##-##-##"],
    "LV": ["2# ### ###", "+371 2# ### ###", "+371 67 ### ###", "00371 2#######"],
    "SK": ["09## ### ###", "+421 9## ### ###", "+421 2 #### ####", "00421 9## ######"],
    "LU": ["6#1 ### ###", "+352 6#1 ### ###", "+352 2# ## ## ##", "00352 6#1######"],
    "JO": ["07# ### ####", "+962 7# ### ####", "+962 6 5## ####", "00962 7# #######"],
    "BD": ["01###-######", "+880 1### ######", "+880 2 55## ####", "008801#########"],
    "CR": ["8### ####", "+506 8###-####", "+506 2### ####", "(506) 7###-####"],
    "TN": ["2# ### ###", "+216 9# ### ###", "+216 71 ### ###", "00216 5# ### ###"],
    "UZ": ["9# ### ## ##", "+998 9# ### ## ##", "+998 71 2## ## ##", "+998 (9#) ###-##-##"],
}
# the local mobile as it is read out ('#' any digit)
SPOKEN_PHONE: Final[dict[str, str]] = {
    "GE": "5########",
    "AM": "09#######",
    "LV": "2#######",
    "SK": "09########",
    "LU": "6#1######",
    "JO": "07########",
    "BD": "01#########",
    "CR": "8#######",
    "TN": "2#######",
    "UZ": "9########",
}
DIGIT_WORDS: Final[dict[str, list[str]]] = {
    "en": "zero one two three four five six seven eight nine".split(),
    "ka": "ნული ერთი ორი სამი ოთხი ხუთი ექვსი შვიდი რვა ცხრა".split(),
    "kal": "nuli erti ori sami otkhi khuti ekvsi shvidi rva tskhra".split(),
    "hy": "զրո մեկ երկու երեք չորս հինգ վեց յոթ ութ ինը".split(),
    "hyl": "zro mek yerku yerek chors hing vets yot ut iny".split(),
    "lv": "nulle viens divi trīs četri pieci seši septiņi astoņi deviņi".split(),
    "lva": "nulle viens divi tris cetri pieci sesi septini astoni devini".split(),
    "sk": "nula jeden dva tri štyri päť šesť sedem osem deväť".split(),
    "ska": "nula jeden dva tri styri pat sest sedem osem devat".split(),
    "lb": "null eent zwee dräi véier fënnef sechs siwen aacht néng".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "ar": "صفر واحد اثنين ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة".split(),
    "arl": "sifr wahad tnen tlate arba khamse sitte saba tmane tisa".split(),
    "bn": "শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয়".split(),
    "bnl": "shunno ek dui tin char panch chhoy shat aat noy".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "tnl": "sfer wahed zouz tletha arbaa khamsa setta sabaa thmanya tesaa".split(),
    "uzl": "nol bir ikki uch toʻrt besh olti yetti sakkiz toʻqqiz".split(),
    "uzc": "нол бир икки уч тўрт беш олти етти саккиз тўққиз".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
}
COUNTRY_LANG: Final = {"GE": "kal", "AM": "hyl", "LV": "lva", "SK": "ska", "LU": "lb", "JO": "arl", "BD": "bnl", "CR": "es", "TN": "tnl", "UZ": "uzl"}  # fmt: skip
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "ka": ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო", "სექტემბერი", "ოქტომბერი", "ნოემბერი", "დეკემბერი"],
    "hy": ["հունվարի", "փետրվարի", "մարտի", "ապրիլի", "մայիսի", "հունիսի", "հուլիսի", "օգոստոսի", "սեպտեմբերի", "հոկտեմբերի", "նոյեմբերի", "դեկտեմբերի"],
    "lv": ["janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī", "oktobrī", "novembrī", "decembrī"],
    "sk": ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra", "novembra", "decembra"],
    "lb": ["Januar", "Februar", "Mäerz", "Abrëll", "Mee", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "ar": ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول", "تشرين الثاني", "كانون الأول"],
    "bn": ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "uz": ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr"],
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
}  # fmt: skip
BENGALI_DIGITS: Final = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
ARABIC_DIGITS: Final = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
# Visa, Mastercard (51, 52, 55, 2221), Amex (34, 37), UnionPay (62), Uzcard (8600), Humo (9860)
LUHN_PREFIXES: Final = ["4", "4", "4", "51", "52", "55", "2221", "34", "37", "62", "8600", "9860"]
CARD_LENGTHS: Final = {"34": 15, "37": 15}
PASSWORD_WORDS: Final = ["Khachapuri", "Lahmajo", "Piragi", "Bryndza", "Judd", "Mansaf", "Fuchka", "Casado", "Lablabi", "Somsa", "Churchkhela", "Gallopinto"]  # fmt: skip
SECURITY_ANSWERS: Final = ["Tsuna", "Bobik-Ararat", "Runcis", "Dunčo", "Kachkéis", "Mishmish", "Bilai", "Chancha", "Bsissa", "Toychoq", "ფისო", "Պոպոք"]  # fmt: skip
CODE_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
IBAN_COUNTRIES: Final = ("GE", "LV", "SK", "LU", "JO", "CR", "TN")
ID_NAMES: Final[dict[str, list[str]]] = {
    "GE": ["personal number", "piradi nomeri"],
    "AM": ["social card number", "ՀԾՀ"],
    "LV": ["personas kods", "p.k."],
    "SK": ["rodné číslo", "RČ"],
    "LU": ["matricule", "Matrikel"],
    "JO": ["national number", "الرقم الوطني"],
    "BD": ["NID", "NID no."],
    "CR": ["cédula", "cédula de identidad"],
    "TN": ["CIN", "carte d'identité"],
    "UZ": ["PINFL", "JShShIR"],
}
LV_WEIGHTS: Final = (1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
SK_ACCOUNT_WEIGHTS: Final = (6, 3, 7, 9, 10, 5, 8, 4, 2, 1)
SK_PREFIX_WEIGHTS: Final = (10, 5, 8, 4, 2, 1)
PINFL_WEIGHTS: Final = (7, 3, 1) * 4 + (7,)
SK_BANKS: Final = ["0900", "1100", "0200", "7500", "5600"]
S10_OFFICES: Final = ["GE", "AM", "LV", "SK", "LU", "JO", "BD", "CR", "TN", "UZ"]


# --------------------------------------------------------------------------- check digits


def lv_code_digit(body: str) -> str | None:
    """The last digit of a Latvian personas kods: 1101 less the weighted sum (1 6 3 7 9 10 5 8
    4 2), mod 11; None when that is 10 (no such code is issued)."""
    check = (1101 - sum(int(c) * w for c, w in zip(body, LV_WEIGHTS, strict=True))) % 11
    return None if check == 10 else str(check)


def sk_mod11_ok(number: str, weights: tuple[int, ...]) -> bool:
    """A Slovak account number or prefix: its weighted sum is a multiple of 11."""
    return sum(int(c) * w for c, w in zip(number, weights, strict=True)) % 11 == 0


def pinfl_digit(body: str) -> str:
    """The fourteenth digit of an Uzbek PINFL: weights 7 3 1 repeated, mod 10."""
    return str(sum(int(c) * w for c, w in zip(body, PINFL_WEIGHTS, strict=True)) % 10)


def rib_key(body: str) -> str:
    """The two-digit key of a Tunisian RIB (bank, branch and account): the whole is a multiple
    of 97."""
    return f"{97 - int(body) * 100 % 97:02d}"


def mod7_digit(body: str) -> str:
    """The last digit of a DHL Express waybill: the rest mod 7."""
    return str(int(body) % 7)


# --------------------------------------------------------------------------- spoken and folded

# The letters NFKD leaves whole, as a keyboard without them writes them (the Uzbek okina as an
# apostrophe).
FOLDS: Final = {"ʻ": "'", "ß": "ss"}
SPEECH: Final = Speech(FOLDS, DIGIT_WORDS)
fold, said, said_doubled = SPEECH.fold, SPEECH.said, SPEECH.said_doubled
plain, spoken_words, spoken_address = SPEECH.plain, SPEECH.spoken_words, SPEECH.spoken_address


def said_script(value: str, lang: str) -> str:
    """Digits read out in a language written in its own script (the folding `said` does would
    drop its letters): one word a digit, other characters left out."""
    words = DIGIT_WORDS[lang]
    return " ".join(words[int(c)] for c in value if c.isdigit())


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, birth date and email
    domain; a member of staff, a promoter or box-office contact, a third party and fresh
    digits. `turns` counts the phone numbers written so far for each country, so that its
    formats come in turn across the set."""

    def __init__(
        self, rng: random.Random, index: int, country: str | None, turns: dict[str, int]
    ) -> None:
        self.rng = rng
        self.turns = turns
        self.index = index
        self.country = country or COUNTRIES[(index * 3 + 1) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.person = people[(index + index // len(COUNTRIES)) % len(people)]
        places = ADDRESSES[self.country]
        self.address = places[(index * 5 + 2) % len(places)]
        self.staff = STAFF[(index * 3 + 1) % len(STAFF)]
        contacts = CONTACTS[self.country]
        self.contact = contacts[(index // 2) % len(contacts)]
        thirds = THIRDS[self.country]
        self.third = thirds[(index * 7 + 1) % len(thirds)]
        domains = DOMAINS[self.country]
        self.domain = domains[index % len(domains)]
        self.birth = (rng.randint(1958, 2007), rng.randint(1, 12), rng.randint(1, 28))

    # ---- random pieces

    def digits(self, n: int) -> str:
        return digits(self.rng, n)

    def letters(self, n: int, alphabet: str = string.ascii_uppercase) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def pick(self, options: list[str]) -> str:
        return self.rng.choice(options)

    def lang(self) -> str:
        return COUNTRY_LANG[self.country]

    def female(self) -> bool:
        return self.person.sex == "F"

    def local(self, name: str | None = None) -> str:
        """An email's local part from the persona's (or `name`'s) names and birth year."""
        if name is None:
            f, s = plain(self.person.given), plain(self.person.family.split()[0])
        else:
            words = name.split()
            f, s = plain(words[0]), plain(words[-1])
        y = str(self.birth[0])[2:]
        return self.pick(
            [f"{f}.{s}", f"{f}{s}{y}", f"{f[0]}.{s}", f"{s}.{f}{y}", f"{f}_{s[:4]}{y}"]
        )

    # ---- names

    def formal(self) -> str:
        """The name as an official list writes it: the family name first, in capitals, then
        the given name (and an Uzbek patronymic)."""
        p = self.person
        tail = f" {p.patronymic}" if p.patronymic else ""
        return f"{p.family.upper()} {p.given}{tail}"

    def initialled(self) -> str:
        p = self.person
        return f"{p.given[0]}. {p.family}"

    def last_first(self) -> str:
        p = self.person
        return f"{p.family}, {p.given}"

    def spelled(self) -> str:
        return " ".join(plain(self.person.family.split()[0]))

    def title(self) -> str:
        """A title written before the name, as the customer's language has it."""
        female = self.female()
        return {
            "GE": "kalbatoni" if female else "batoni",
            "AM": "tikin" if female else "paron",
            "LV": "Mrs." if female else "Mr.",
            "SK": "pani" if female else "pán",
            "LU": "Madame" if female else "Monsieur",
            "JO": "Mrs." if female else "Mr.",
            "BD": "Mrs." if female else "Mr.",
            "CR": "doña" if female else "don",
            "TN": "Mme" if female else "M.",
            "UZ": "Ms" if female else "Mr",
        }[self.country]

    def honorific(self) -> str:
        """A word of respect or warmth written after the given name."""
        female = self.female()
        return {
            "AM": "jan",
            "LV": "kundze" if female else "kungs",
            "BD": "apa" if female else "bhai",
            "UZ": "opa" if female else "aka",
        }.get(self.country, "")

    # ---- contact values

    def phone(self, mobile: bool = False) -> str:
        """A number in one of the country's formats (a mobile one, the first two, when it pays
        by a wallet or takes a one-time code)."""
        formats = PHONE_FORMATS[self.country][: 2 if mobile else None]
        key = f"{self.country}{'-mobile' if mobile else ''}"
        turn = self.turns.get(key, 0)
        self.turns[key] = turn + 1
        fmt = formats[turn % len(formats)]
        return "".join(self.rng.choice("23456789") if c == "#" else c for c in fmt)

    def mobile_digits(self) -> str:
        fmt = SPOKEN_PHONE[self.country]
        return "".join(self.rng.choice(string.digits) if c == "#" else c for c in fmt)

    def odd_phone(self) -> str:
        """The local mobile spaced digit by digit, in dotted pairs, slashed or underscored (the
        layouts in turn across the set)."""
        raw = self.mobile_digits()
        layout = self.turns.get("odd", 0) % 4
        self.turns["odd"] = layout + 1
        if layout == 0:
            return " ".join(raw)
        if layout == 1:
            return ".".join(raw[i : i + 2] for i in range(0, len(raw), 2))
        if layout == 2:
            return f"{raw[:3]} / {raw[3:6]} / {raw[6:]}"
        return f"{raw[:3]}_{raw[3:]}"

    def broken_phone(self) -> str:
        """A number broken across a line at the separator nearest its middle."""
        p = self.phone()
        cuts = [i for i, c in enumerate(p) if c in " -" and 0 < i < len(p) - 1]
        cut = min(cuts, key=lambda i: abs(i - len(p) // 2))
        if p[cut] == " ":
            return p[:cut] + "\n" + p[cut + 1 :]
        return p[: cut + 1] + "\n" + p[cut + 1 :]

    def native_phone(self) -> str:
        """The local mobile in the country's own numerals: Bengali for Bangladesh, Arabic-Indic
        elsewhere."""
        raw = self.mobile_digits()
        if self.country == "BD":
            return f"{raw[:5]}-{raw[5:]}".translate(BENGALI_DIGITS)
        return f"{raw[:3]} {raw[3:6]} {raw[6:]}".translate(ARABIC_DIGITS)

    def spoken_phone(self, lang: str | None = None) -> str:
        number = self.mobile_digits()
        lang = lang or self.lang()
        if lang in ("ka", "hy", "ar", "bn", "uzc", "ru"):
            return said_script(number, lang)
        if lang == "en" and self.country in ("BD", "JO", "CR"):
            return said_doubled(number)
        return said(number, lang)

    def email(self) -> str:
        return f"{self.local()}@{self.domain}"

    def third_email(self) -> str:
        return f"{self.local(fold(self.third))}@{self.pick(DOMAINS[self.country])}"

    def obfuscated_email(self, style: int | None = None) -> str:
        """The persona's email written to dodge a pattern: in the country's own words for "at"
        and "dot", else in `style` (or one drawn)."""
        local, (host, _, tld) = self.local(), self.domain.partition(".")
        words = {
            "GE": ("ძაღლუკა", "წერტილი"),
            "AM": ("shnik", "ket"),
            "LV": ("et", "punkts"),
            "SK": ("zavináč", "bodka"),
            "LU": ("arobase", "point"),
            "BD": ("at the rate", "dot"),
            "CR": ("arroba", "punto"),
            "TN": ("arobase", "point"),
            "UZ": ("kuchukcha", "nuqta"),
        }
        styles = [
            f"{local} at {host} dot {tld.replace('.', ' dot ')}",
            f"{local} [at] {host} [dot] {tld.replace('.', ' [dot] ')}",
            f"{local}(at){self.domain}",
            f"{local} @ {self.domain}",
            f"{local.upper()}@{self.domain.upper()}",
            f"{local}{{at}}{host}{{dot}}{tld.replace('.', '{dot}')}",
            f"{local} at {host}.{tld}",
        ]
        if style is not None:
            return styles[style]
        if self.country in words:
            at, dot = words[self.country]
            return f"{local} {at} {host} {dot} {tld.replace('.', f' {dot} ')}"
        return self.pick(styles)

    def spoken_email(self) -> str:
        f = plain(self.person.given)
        s = plain(self.person.family.split()[0])
        host, _, tld = self.domain.partition(".")
        at, dot = {
            "GE": ("dzaghluka", "tsertili"),
            "AM": ("shnik", "ket"),
            "LV": ("et", "punkts"),
            "SK": ("zavinac", "bodka"),
            "LU": ("arobase", "point"),
            "BD": ("at the rate", "dot"),
            "CR": ("arroba", "punto"),
            "TN": ("arobase", "point"),
            "UZ": ("kuchukcha", "nuqta"),
        }.get(self.country, ("at", "dot"))
        return f"{f} {dot} {s} {at} {host} {dot} {tld.replace('.', f' {dot} ')}"

    # ---- birth dates

    def dob(self) -> str:
        y, m, d = self.birth
        lm = LOCAL_MONTHS
        styles = {
            "GE": [f"{d:02d}.{m:02d}.{y}", f"{d} {lm['ka'][m - 1]} {y}", f"{y} წლის {d} {lm['ka'][m - 1]}"],
            "AM": [f"{d:02d}.{m:02d}.{y}", f"{d} {lm['hy'][m - 1]} {y}", f"{d:02d}/{m:02d}/{y % 100:02d}"],
            "LV": [f"{d:02d}.{m:02d}.{y}", f"{y}. gada {d}. {lm['lv'][m - 1]}", f"{d:02d}.{m:02d}.{y % 100:02d}"],
            "SK": [f"{d}. {m}. {y}", f"{d}. {lm['sk'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}"],
            "LU": [f"{d:02d}/{m:02d}/{y}", f"{d}. {lm['lb'][m - 1]} {y}", f"{d} {lm['fr'][m - 1]} {y}"],
            "JO": [f"{d:02d}/{m:02d}/{y}", f"{d} {lm['ar'][m - 1]} {y}", f"{d:02d}/{m:02d}/{y}".translate(ARABIC_DIGITS)],
            "BD": [f"{d:02d}-{m:02d}-{y}", f"{ordinal_numeral(d)} {MONTHS[m - 1]} {y}", f"{d} {lm['bn'][m - 1]} {y}".translate(BENGALI_DIGITS)],
            "CR": [f"{d:02d}/{m:02d}/{y}", f"{d} de {lm['es'][m - 1]} de {y}", f"{d}/{m}/{y % 100:02d}"],
            "TN": [f"{d:02d}/{m:02d}/{y}", f"{d} {lm['fr'][m - 1]} {y}", f"{y}-{m:02d}-{d:02d}"],
            "UZ": [f"{d:02d}.{m:02d}.{y}", f"{y}-yil {d}-{lm['uz'][m - 1]}", f"{d} {lm['ru'][m - 1]} {y}"],
        }[self.country]  # fmt: skip
        return styles[self.index % len(styles)]

    def numeric_dob(self) -> str:
        """The birth date in the country's numeric form (beside a number that encodes it)."""
        y, m, d = self.birth
        if self.country in ("LU", "JO", "CR", "TN"):
            return f"{d:02d}/{m:02d}/{y}"
        if self.country == "BD":
            return f"{d:02d}-{m:02d}-{y}"
        return f"{d:02d}.{m:02d}.{y}"

    def local_dob(self) -> str:
        """The birth date with its month written in the customer's language."""
        y, m, d = self.birth
        lm = LOCAL_MONTHS
        return {
            "GE": f"{d} {lm['ka'][m - 1]} {y}",
            "AM": f"{d} {lm['hy'][m - 1]} {y}",
            "LV": f"{y}. gada {d}. {lm['lv'][m - 1]}",
            "SK": f"{d}. {lm['sk'][m - 1]} {y}",
            "LU": f"{d}. {lm['lb'][m - 1]} {y}",
            "JO": f"{d} {lm['ar'][m - 1]} {y}",
            "BD": f"{d} {lm['bn'][m - 1]} {y}".translate(BENGALI_DIGITS),
            "CR": f"{d} de {lm['es'][m - 1]} de {y}",
            "TN": f"{d} {lm['fr'][m - 1]} {y}",
            "UZ": f"{y}-yil {d}-{lm['uz'][m - 1]}",
        }[self.country]

    def russian_dob(self) -> str:
        """The birth date as a Russian letter writes it (the "г." after it is no part of it)."""
        y, m, d = self.birth
        return f"{d} {LOCAL_MONTHS['ru'][m - 1]} {y}"

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.index % 2:
            return f"{month} {ordinal_words(d)} {year_words(y)}"
        return f"the {ordinal_words(d)} of {month} {year_words(y)}"

    # ---- national numbers (personas kods, rodné číslo, matricule and PINFL encode the birth)

    def ge_personal(self) -> str:
        return self.pick(["01", "35", "61", "12", "59"]) + self.digits(9)

    def am_social(self) -> str:
        return self.rng.choice("123456789") + self.digits(9)

    def lv_code(self) -> str:
        y, m, d = self.birth
        century = "1" if y < 2000 else "2"
        while True:
            body = f"{d:02d}{m:02d}{y % 100:02d}{century}{self.digits(3)}"
            check = lv_code_digit(body)
            if check is not None:
                n = body + check
                return self.pick([f"{n[:6]}-{n[6:]}", n])

    def sk_birth_number(self) -> str:
        y, m, d = self.birth
        month = m + (50 if self.female() else 0)
        while True:
            body = f"{y % 100:02d}{month:02d}{d:02d}{self.digits(3)}"
            last = -int(body) * 10 % 11
            if last < 10:
                n = body + str(last)
                return self.pick([f"{n[:6]}/{n[6:]}", n, f"{n[:6]} / {n[6:]}"])

    def lu_matricule(self) -> str:
        y, m, d = self.birth
        body = f"{y}{m:02d}{d:02d}{self.digits(3)}"
        n = body + luhn_check_digit(body) + verhoeff_check_digit(body)
        return self.pick([n, f"{n[:4]} {n[4:8]} {n[8:11]} {n[11:]}"])

    def jo_national(self) -> str:
        return self.pick(["9", "2"]) + self.digits(9)

    def bd_nid(self) -> str:
        """A 17-digit NID (the birth year, then thirteen digits) or a 10-digit smart card NID."""
        y = self.birth[0]
        if self.index % 2:
            return f"{y}{self.pick(['26', '15', '91', '61'])}{self.digits(11)}"
        return self.rng.choice("123456789") + self.digits(9)

    def cr_cedula(self) -> str:
        n = self.rng.choice("1234567") + self.digits(8)
        return self.pick([f"{n[0]}-{n[1:5]}-{n[5:]}", n, f"{n[0]} {n[1:5]} {n[5:]}"])

    def tn_cin(self) -> str:
        return self.pick(["0", "1"]) + self.digits(7)

    def pinfl(self) -> str:
        y, m, d = self.birth
        first = (3 if y < 2000 else 5) + (1 if self.female() else 0)
        body = f"{first}{d:02d}{m:02d}{y % 100:02d}{self.digits(3)}{self.digits(3)}"
        return body + pinfl_digit(body)

    def national_id(self) -> str:
        return {
            "GE": self.ge_personal,
            "AM": self.am_social,
            "LV": self.lv_code,
            "SK": self.sk_birth_number,
            "LU": self.lu_matricule,
            "JO": self.jo_national,
            "BD": self.bd_nid,
            "CR": self.cr_cedula,
            "TN": self.tn_cin,
            "UZ": self.pinfl,
        }[self.country]()

    # ---- bank details

    def sk_account_parts(self) -> tuple[str, str]:
        """A Slovak account prefix and number, each passing its mod-11 check."""
        prefix = "000000"
        if self.index % 3 == 0:
            while not sk_mod11_ok(prefix, SK_PREFIX_WEIGHTS) or prefix == "000000":
                prefix = "0000" + self.digits(2)
        while True:
            number = self.rng.choice("123456789") + self.digits(9)
            if sk_mod11_ok(number, SK_ACCOUNT_WEIGHTS):
                return prefix, number

    def tn_rib(self) -> str:
        body = self.pick(["10", "08", "25", "03", "14"]) + self.digits(3) + self.digits(13)
        return body + rib_key(body)

    def written_rib(self) -> str:
        """A RIB written compact or in its bank, branch, account and key groups."""
        r = self.tn_rib()
        return self.pick([r, f"{r[:2]} {r[2:5]} {r[5:18]} {r[18:]}"])

    def iban(self, country: str | None = None) -> str:
        cc = country or (
            self.country if self.country in IBAN_COUNTRIES else self.pick(list(IBAN_COUNTRIES))
        )
        if cc == "GE":
            bban = self.pick(["TB", "BG", "LB", "PC"]) + "00" + self.digits(14)
        elif cc == "LV":
            bban = self.pick(["HABA", "UNLA", "RIKO", "PARX"]) + "0" + self.digits(12)
        elif cc == "SK":
            prefix, number = self.sk_account_parts()
            bban = self.pick(SK_BANKS) + prefix + number
        elif cc == "LU":
            bban = self.pick(["001", "002", "003", "014", "030"]) + self.digits(13)
        elif cc == "JO":
            bban = (
                self.pick(["ARAB", "HBHO", "JONB", "CAAB"])
                + self.digits(4)
                + "0000"
                + self.digits(14)
            )
        elif cc == "CR":
            bban = "0" + self.pick(["152", "151", "102", "104", "814"]) + self.digits(14)
        else:
            return f"TN59{self.tn_rib()}"
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

    def sk_account(self) -> str:
        prefix, number = self.sk_account_parts()
        bank = self.pick(SK_BANKS)
        head = prefix.lstrip("0")
        return f"{head}-{number}/{bank}" if head else f"{number}/{bank}"

    def am_account(self) -> str:
        return self.pick(["1570", "2470", "1930", "2050", "1660"]) + self.digits(12)

    def bd_account(self) -> str:
        return self.pick([self.digits(13), f"{self.digits(3)}.{self.digits(3)}.{self.digits(5)}", f"{self.digits(4)}-{self.digits(9)}"])  # fmt: skip

    def bd_routing(self) -> str:
        return self.pick(["09", "12", "17", "25"]) + self.digits(7)

    def uz_account(self) -> str:
        return self.pick(["20206000", "22618000", "20208000"]) + self.digits(12)

    def cr_client(self) -> str:
        return self.pick(["15201", "15100", "10200"]) + self.digits(12)

    def account(self) -> tuple[str, str]:
        """The persona's account in its country's form, with its type (IBAN where the country
        writes one)."""
        c = self.country
        if c in IBAN_COUNTRIES:
            return self.grouped(self.iban(c)), "IBAN"
        if c == "AM":
            return self.am_account(), "BANK_ACCOUNT"
        if c == "BD":
            return self.bd_account(), "BANK_ACCOUNT"
        return self.uz_account(), "BANK_ACCOUNT"

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
        layout = self.rng.randrange(6)
        if layout == 0:
            return " / ".join(groups)
        if layout == 1:
            return "_".join(groups)
        if layout == 2:
            return ".".join(groups)
        if layout == 3:
            return " ".join(c)
        if layout == 4:
            return " ".join(c[i : i + 2] for i in range(0, len(c), 2))
        return " - ".join(groups)

    def broken_card(self) -> str:
        c = self.card()
        return f"{c[:4]} {c[4:8]}\n{c[8:12]} {c[12:]}"

    def spoken_card(self) -> str:
        c = self.card()
        return " ".join(said(c[i : i + 4]) for i in range(0, len(c), 4))

    # ---- ticketing ids, parcels

    def order(self) -> str:
        return self.pick([f"GFL-{self.digits(7)}", f"GF27-{self.letters(6, CODE_CHARS)}", f"GL/{self.digits(4)}/{self.letters(3)}"])  # fmt: skip

    def fan(self) -> str:
        return self.pick([f"FAN-{self.digits(6)}", f"F{self.digits(8)}"])

    def resale(self) -> str:
        return f"RS-{self.digits(8)}"

    def refund(self) -> str:
        return f"RFD-27-{self.digits(5)}"

    def chargeback(self) -> str:
        return f"CB{self.digits(7)}"

    def group(self) -> str:
        return f"GRP-{self.digits(4)}-{self.letters(3)}"

    def wristband(self) -> str:
        chip = [f"{self.rng.randrange(256):02X}" for _ in range(6)]
        return ":".join(["04", *chip])

    def s10(self) -> str:
        serial = self.digits(8)
        prefix = self.pick(["RR", "RB", "RA", "CP", "EE", "LY"])
        return f"{prefix}{serial}{s10_check_digit(serial)}{self.pick(S10_OFFICES)}"

    def dhl(self) -> str:
        body = self.rng.choice("123456789") + self.digits(8)
        return body + mod7_digit(body)

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
        marks = self.country in ("SK", "LU", "CR")
        return {
            # ---- people
            "NAME": lambda: (p.full, "PERSON"),
            "FIRST": lambda: (p.call, "PERSON"),
            "GIVEN": lambda: (p.given, "PERSON"),
            "LAST": lambda: (p.family, "PERSON"),
            "SCRIPT": lambda: (p.script, "PERSON"),
            "SCRIPTLAST": lambda: (p.script_family, "PERSON"),
            "VSCRIPT": lambda: (spoken_words(p.script, keep_marks=True), "PERSON"),
            "ANAME": lambda: (fold(p.full), "PERSON"),
            "LNAME": lambda: (p.full.lower(), "PERSON"),
            "LANAME": lambda: (fold(p.full).lower(), "PERSON"),
            "LFIRST": lambda: (fold(p.call).lower(), "PERSON"),
            "UPLAST": lambda: (p.family.upper(), "PERSON"),
            "UPNAME": lambda: (p.full.upper(), "PERSON"),
            "FORMAL": lambda: (self.formal(), "PERSON"),
            "INIT": lambda: (self.initialled(), "PERSON"),
            "LASTFIRST": lambda: (self.last_first(), "PERSON"),
            "VNAME": lambda: (spoken_words(p.full, marks), "PERSON"),
            "VFIRST": lambda: (spoken_words(p.call), "PERSON"),
            "SPELL": lambda: (self.spelled(), "PERSON"),
            "SPELLUP": lambda: ("-".join(plain(p.family.split()[0]).upper()), "PERSON"),
            "SPELLDOT": lambda: (".".join(plain(p.call).upper()), "PERSON"),
            "TITLE": lambda: (self.title(), None),
            "ARTITLE": lambda: ("السيدة" if self.female() else "السيد", None),
            "HON": lambda: (self.honorific(), None),
            "STAFF": lambda: (self.staff, "PERSON"),
            "LSTAFF": lambda: (self.staff.lower(), "PERSON"),
            "CONTACT": lambda: (self.contact, "PERSON"),
            "CONTACTLAST": lambda: (self.contact.split()[-1], "PERSON"),
            "VCONTACT": lambda: (spoken_words(self.contact), "PERSON"),
            "THIRD": lambda: (self.third, "PERSON"),
            "THIRDFIRST": lambda: (self.third.split()[0], "PERSON"),
            "LTHIRD": lambda: (fold(self.third).lower(), "PERSON"),
            "VTHIRD": lambda: (spoken_words(self.third), "PERSON"),
            # ---- contact and birth date
            "EMAIL": lambda: (self.email(), "EMAIL"),
            "THIRDEMAIL": lambda: (self.third_email(), "EMAIL"),
            "OEMAIL": lambda: (self.obfuscated_email(), "EMAIL"),
            "EMAILAT": lambda: (self.obfuscated_email(0), "EMAIL"),
            "EMAILBR": lambda: (self.obfuscated_email(1), "EMAIL"),
            "EMAILPAR": lambda: (self.obfuscated_email(2), "EMAIL"),
            "EMAILSP": lambda: (self.obfuscated_email(3), "EMAIL"),
            "EMAILUP": lambda: (self.obfuscated_email(4), "EMAIL"),
            "EMAILCB": lambda: (self.obfuscated_email(5), "EMAIL"),
            "VEMAIL": lambda: (self.spoken_email(), "EMAIL"),
            "PHONE": lambda: (self.phone(), "PHONE"),
            "MOBILE": lambda: (self.phone(mobile=True), "PHONE"),
            "PHONEX": lambda: (self.odd_phone(), "PHONE"),
            "PHONENL": lambda: (self.broken_phone(), "PHONE"),
            "NPHONE": lambda: (self.native_phone(), "PHONE"),
            "VPHONE": lambda: (self.spoken_phone(), "PHONE"),
            "VPHONEEN": lambda: (self.spoken_phone("en"), "PHONE"),
            "VPHONEKA": lambda: (self.spoken_phone("ka"), "PHONE"),
            "VPHONEHY": lambda: (self.spoken_phone("hy"), "PHONE"),
            "VPHONELV": lambda: (self.spoken_phone("lv"), "PHONE"),
            "VPHONESK": lambda: (self.spoken_phone("sk"), "PHONE"),
            "VPHONEFR": lambda: (self.spoken_phone("fr"), "PHONE"),
            "VPHONEAR": lambda: (self.spoken_phone("ar"), "PHONE"),
            "VPHONEBN": lambda: (self.spoken_phone("bn"), "PHONE"),
            "VPHONEUZC": lambda: (self.spoken_phone("uzc"), "PHONE"),
            "VPHONERU": lambda: (self.spoken_phone("ru"), "PHONE"),
            "DOB": lambda: (self.dob(), "DATE_OF_BIRTH"),
            "NDOB": lambda: (self.numeric_dob(), "DATE_OF_BIRTH"),
            "LDOB": lambda: (self.local_dob(), "DATE_OF_BIRTH"),
            "VDOB": lambda: (self.spoken_dob(), "DATE_OF_BIRTH"),
            "RUDOB": lambda: (self.russian_dob(), "DATE_OF_BIRTH"),
            # ---- national numbers
            "IDNAME": lambda: (self.pick(ID_NAMES[self.country]), None),
            "NATID": lambda: (self.national_id(), "SSN"),
            "VNATID": lambda: (said(self.national_id(), self.lang()), "SSN"),
            "VNATIDEN": lambda: (said(self.national_id()), "SSN"),
            # ---- bank details
            "ACCT": self.account,
            "IBAN": lambda: (self.grouped(self.iban()), "IBAN"),
            "IBANC": lambda: (self.odd_iban(), "IBAN"),
            "IBANNL": lambda: (self.broken_iban(), "IBAN"),
            "SKACCT": lambda: (self.sk_account(), "BANK_ACCOUNT"),
            "TNRIB": lambda: (self.written_rib(), "BANK_ACCOUNT"),
            "AMACCT": lambda: (self.am_account(), "BANK_ACCOUNT"),
            "BDACCT": lambda: (self.bd_account(), "BANK_ACCOUNT"),
            "BDROUTING": lambda: (self.bd_routing(), "BANK_ACCOUNT"),
            "UZACCT": lambda: (self.uz_account(), "BANK_ACCOUNT"),
            "CRCLIENT": lambda: (self.cr_client(), "BANK_ACCOUNT"),
            "CARD": lambda: (self.grouped_card(), "CARD"),
            "CARDX": lambda: (self.odd_card(), "CARD"),
            "CARDNL": lambda: (self.broken_card(), "CARD"),
            "VCARD": lambda: (self.spoken_card(), "CARD"),
            "EXP": lambda: (f"{rng.randint(1, 12):02d}/{rng.randint(27, 32)}", None),
            # ---- ticketing ids after a cue
            "ORDER": lambda: (self.order(), "CUSTOMER_ID"),
            "VORDER": lambda: (said(f"GFL{self.digits(7)}"), "CUSTOMER_ID"),
            "FAN": lambda: (self.fan(), "CUSTOMER_ID"),
            "RESALE": lambda: (self.resale(), "CUSTOMER_ID"),
            "REFUND": lambda: (self.refund(), "CUSTOMER_ID"),
            "CHARGEBACK": lambda: (self.chargeback(), "CUSTOMER_ID"),
            "GROUP": lambda: (self.group(), "CUSTOMER_ID"),
            "WRISTBAND": lambda: (self.wristband(), "CUSTOMER_ID"),
            # ---- parcels
            "TRK": lambda: (self.s10(), "TRACKING"),
            "VTRK": lambda: (said(self.s10()), "TRACKING"),
            "DHL": lambda: (self.dhl(), "TRACKING"),
            # ---- network and secrets
            "IP": lambda: (
                f"{rng.choice([31, 37, 46, 62, 78, 82, 94, 103, 151, 176, 185, 213])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            ),
            "IPZ": lambda: (
                f"{rng.choice([31, 37, 46, 62, 78, 82, 94]):03d}.{rng.randint(1, 99):03d}.{rng.randint(0, 99):03d}.{rng.randint(1, 254):03d}",
                "IP",
            ),
            "IP6": lambda: (
                f"{self.pick(['2a03', '2a0b', '2001', '2c0f', '2400'])}:{self.letters(4, hex_chars)}:{self.letters(4, hex_chars)}:{self.letters(3, hex_chars)}::{self.letters(2, hex_chars)}",
                "IP",
            ),
            "OTP": lambda: (self.digits(6), "SECRET"),
            "VOTP": lambda: (said(self.digits(6)), "SECRET"),
            "PIN": lambda: (self.digits(4), "SECRET"),
            "CVV": lambda: (self.digits(3), "SECRET"),
            "VCVV": lambda: (said(self.digits(3)), "SECRET"),
            "SECANS": lambda: (self.pick(SECURITY_ANSWERS), "SECRET"),
            "TRANSFER": lambda: (f"TX-{self.letters(4, CODE_CHARS)}-{self.letters(4, CODE_CHARS)}", "SECRET"),
            "PRESALE": lambda: (self.pick([f"PS{self.letters(6, CODE_CHARS)}", f"{self.letters(4, CODE_CHARS)}-{self.letters(4, CODE_CHARS)}"]), "SECRET"),
            "BARCODE": lambda: (self.pick([self.digits(16), f"{self.digits(4)} {self.digits(4)} {self.digits(4)} {self.digits(4)}"]), "SECRET"),
            "BACKUP": lambda: (f"{self.letters(4, 'abcdefghjkmnpqrstuvwxyz23456789')}-{self.letters(4, 'abcdefghjkmnpqrstuvwxyz23456789')}", "SECRET"),
            "PASS": lambda: (
                f"{self.pick(PASSWORD_WORDS)}{self.pick(['!', '#', '_', '$', '%', '*', '&'])}{self.digits(rng.randint(2, 4))}{self.pick(['', 'z', 'Qq'])}",
                "SECRET",
            ),
            "TOKEN": lambda: (
                self.pick(
                    [
                        f"gfl_live_{self.letters(32, token_chars)}",
                        f"gfl_sk_{self.letters(40, hex_chars)}",
                        f"gfk.{self.letters(24, token_chars)}.{self.letters(12, token_chars)}",
                    ]
                ),
                "SECRET",
            ),
        }  # fmt: skip

    # ---- addresses

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `script` (one line, in the country's own script where it has such an address), `lines`
        (a line break at each "|"), `lower` (one line, lower case), `ascii` (one line, without
        diacritics) or `voice` (spoken; an address in another script is replaced by the
        country's first Latin one)."""
        text = self.address
        if layout in ("voice", "ascii", "lower") and NON_LATIN.search(text):
            text = next(a for a in ADDRESSES[self.country] if not NON_LATIN.search(a))
        if layout == "script":
            scripted = [a for a in ADDRESSES[self.country] if NON_LATIN.search(a)]
            text = scripted[0] if scripted else text
        text = text.replace("|", "\n" if layout == "lines" else ", ")

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
                    code = code.lower()
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
    """Fill every slot of `skeleton` from `ctx`, recording each typed value's span as it goes,
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
        if span["type"] == "IBAN" and re.search(r"\d", piece):
            assert iban_ok(piece), piece
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "[GE] gamarjoba, {NAME} var. Black Sea Arena-s biletebi app-shi ar chans, shekveta {ORDER}, nomeri {PHONE}",
    "[GE] hi, it's {FIRST} - paid for 2 Tbilisi Open Air passes with TBC Pay from {MOBILE}, nothing came to {EMAIL}",
    "[GE] გამარჯობა, მე ვარ {SCRIPT}, ჩემი ნომერია {MOBILE}, ბილეთი არ მომსვლია. პირადი ნომერი {NATID}, დაბადების თარიღი {LDOB}",
    "[GE] pls refund the cancelled Bassiani night to {IBAN}, account holder {UPNAME}",
    "[GE] wristbands for the weekender never came, Georgian Post tracking {TRK}, can you resend to {ADDR}",
    "[GE] {TITLE} {LAST} here, born {NDOB}, personal number {NATID} - the VIP ticket has my surname wrong, it's {SPELLUP}",
    "[GE] chemi maili aris {OEMAIL} da kodi {OTP} ar mushaobs. {LANAME}",
    "[GE] selling my Rustaveli Theatre seat to {THIRD}, send the transfer code {TRANSFER} to {THIRDEMAIL} pls",
    "[AM] barev dzez, es {NAME} em, Yerevan Jazz Fest-i toms chem stacel, patver {ORDER}, herakhos {PHONE}",
    "[AM] Բարև Ձեզ, ես {SCRIPT} եմ, հեռախոս՝ {MOBILE}, ՀԾՀ {NATID}, տոմսը չի եկել",
    "[AM] paid with Idram from {MOBILE} and got charged twice for the Karen Demirchyan Complex show, fan account {FAN}",
    "[AM] refund pls to my Ameriabank account {AMACCT}, name on it {UPNAME}, social card number {NATID}",
    "[AM] {LNAME} here - HayPost says {TRK} was delivered to {LADDR} but nobody was home",
    "[AM] forgot my password, login is {EMAILCB}, last login from {IP}?? that wasn't me",
    "[AM] accessible seats at Aram Khachaturian Hall for {TITLE} {NAME}, born {DOB}",
    "[AM] writing for {FIRST} {HON}, the tickets went to {OEMAIL} but the app won't open them, number {PHONE}",
    "[LV] sveiki, {NAME}, dzimšanas datums {LDOB}, personas kods {NATID}, Positivus biļetes nav atnākušas uz {EMAIL}",
    "[LV] hi, the Laima chocolate box from my VIP pack was missing lol, anyway order {ORDER}, call {PHONE} - {FIRST}",
    "[LV] ludzu atmaksu uz {IBANC}, konta turetajs {UPNAME}",
    "[LV] {LANAME} te, Omniva pakomats saka {TRK}, bet aproce nav iekšā?? adrese {AADDR}",
    "[LV] dzim. {NDOB}., p.k. {NATID}, need the Arena Riga ticket name changed to my friend {THIRD}",
    "[LV] parole nestrādā, e-pasts {OEMAIL}, kods {OTP} - {LFIRST}. paldies {LSTAFF}",
    "[LV] resale listing {RESALE} sold but the payout never arrived, Swedbank {IBAN}",
    "[LV] {GIVEN} {HON} lūdza pārcelt vietas Dzintari Concert Hall, tālrunis {PHONEX}",
    "[SK] dobrý deň, {NAME}, rodné číslo {NATID}, lístky na Pohodu mi neprišli, objednávka {ORDER}",
    "[SK] {TITLE} {LAST} - the Ondrej Nepela Arena seats were paid with card {CARDX}, please refund",
    "[SK] dobry den, cislo uctu {SKACCT}, pripadne IBAN {IBANC}, meno {ANAME}",
    "[SK] Packeta hlási zásielku {TRK} ako doručenú na {ADDR}, ale náramok nemám. tel {PHONE}",
    "[SK] hi its {LFIRST}, someone logged into {EMAIL} from {IPZ} and resold my tickets",
    "[SK] dátum narodenia {DOB}, RČ {NATID}, potrebujem ZŤP lístok + sprievod pre {THIRD}",
    "[SK] sms kód {OTP} expiroval, zavolajte mi na {MOBILE} prosím, {ANAME}",
    "[SK] kontakt u promotéra, {CONTACT}, vraj vrátenie ide cez vás - {NAME}, {OEMAIL}",
    "[LU] moien, {NAME} hei, d'Rockhal-Ticketen fir de Concert sinn net ukomm, Bestellung {ORDER}",
    "[LU] bonjour, remboursement sur {IBAN} svp, titulaire {UPNAME}, matricule {NATID}",
    "[LU] paid with Payconiq from {MOBILE} but den Atelier order still pending?? fan id {FAN}",
    "[LU] {TITLE} {LAST}, date de naissance {DOB}, pour le billet PMR à la Philharmonie, accompagnateur {THIRD}",
    "[LU] Post Luxembourg says {TRK} was delivered to {ADDR} - it wasn't. {FIRST}",
    "[LU] my app password was {PASS}, changed it now, but someone at {IP} bought Rock um Knuedler passes on my card {CARD}",
    "[LU] mail {OEMAIL}, Matrikel {NATID}, gebuer {NDOB}",
    "[LU] {LASTFIRST} - 2 Heineken stage upgrades on order {ORDER}, phone {PHONEX}",
    "[JO] marhaba, ana {NAME}, tickets Jerash Festival ma wasalu, order {ORDER}, raqmi {PHONE}",
    "[JO] مرحبا، أنا {SCRIPT}، مواليد {DOB}، رقمي {NPHONE}، التذاكر ما وصلت",
    "[JO] paid by CliQ from {MOBILE}, Amman Citadel concert order {ORDER} still says unpaid",
    "[JO] refund to {IBAN} please, name {UPNAME}, national number {NATID}",
    "[JO] {LNAME}, dob {NDOB}, someone logged into fan account {FAN} from {IP6}??",
    "[JO] Aramex waybill {DHL} for the wristbands, deliver to {ADDR} after 5 pm please",
    "[JO] معك {ARTITLE} {SCRIPTLAST}، عندي سؤال عن المقاعد في Roman Theatre، الإيميل {EMAILAT}",
    "[JO] {TITLE} {LAST} here, need to move my King Hussein Business Park seats, email {EMAILUP}",
    "[BD] assalamu alaikum, ami {NAME}, bKash {MOBILE} theke payment korechi kintu ticket ashe nai, order {ORDER}",
    "[BD] hi bhaiya, {FIRST} here, NID {NATID}, dob {NDOB}, 2 tickets for Coke Studio Bangla live, email {OEMAIL}",
    "[BD] আমি {SCRIPT}, আমার নম্বর {NPHONE}, টিকিট পাইনি, অর্ডার {ORDER}",
    "[BD] refund to my account {BDACCT}, routing {BDROUTING}, account name {UPNAME}",
    "[BD] {LANAME} here, Sundarban Courier tracking {TRK}? address {LADDR}",
    "[BD] dob {DOB}, NID {NATID}, pls fix the name on the Army Stadium ticket, it says {THIRD} not me",
    "[BD] writing for {FIRST} {HON}, no email, Nagad {MOBILE}, order {ORDER}",
    "[BD] card {CARDX} got charged for the Rabindra Sarobar open air but no ticket, {SPELLDOT}",
    "[CR] pura vida, soy {NAME}, las entradas del Estadio Nacional no me llegaron, orden {ORDER}, cel {PHONE}",
    "[CR] mae pagué por SINPE Móvil desde el {MOBILE} y nada, cédula {NATID} - {LFIRST}",
    "[CR] reembolso a la cuenta IBAN {IBAN}, a nombre de {UPNAME}",
    "[CR] {TITLE} {NAME}, fecha de nacimiento {DOB}, la entrada de Parque Viva es para {THIRD}",
    "[CR] dirección para la pulsera: {ADDR}. Correos de Costa Rica dice {TRK}",
    "[CR] cuenta cliente {CRCLIENT}, correo {OEMAIL}, {ANAME}",
    "[CR] hi its {LFIRST}, someone from {IP} changed my pw, email {EMAILBR}, cel {MOBILE}",
    "[CR] flying into Juan Santamaría International Airport for the Teatro Melico Salazar show, tickets under {UPLAST}, phone {PHONEX}",
    "[TN] 3aslema, {NAME}, les tickets mta3 Festival International de Carthage ma wsolch, commande {ORDER}, num {PHONE}",
    "[TN] bonjour, remboursement sur RIB {TNRIB} svp, titulaire {UPNAME}",
    "[TN] payé par D17 depuis le {MOBILE}, CIN {NATID}, {FIRST}",
    "[TN] مرحبا، أنا {SCRIPT}، بطاقة التعريف {NATID}، التذاكر ما وصلوش",
    "[TN] {TITLE} {LAST}, adresse {ADDR}, Rapid-Poste {TRK} toujours pas livré",
    "[TN] IBAN {IBANC}, {ANAME}, pour le match au Stade Hammadi Agrebi annulé",
    "[TN] mon mail {OEMAIL}, mdp {PASS} ne marche plus, {LFIRST}",
    "[TN] date de naissance {DOB}, CIN {NATID}, billet Hammamet au nom de {THIRD} svp",
    "[UZ] assalomu alaykum, {NAME}, Humo Arena konsertiga chipta kelmadi, buyurtma {ORDER}, tel {PHONE}",
    "[UZ] Здравствуйте, {SCRIPT}, ПИНФЛ {NATID}, билеты не пришли на {EMAIL}",
    "[UZ] paid with Payme from {MOBILE}, Uzcard {CARD}, still no QR",
    "[UZ] {FORMAL}, tugʻilgan sana {DOB}, JShShIR {NATID}",
    "[UZ] hisob raqamim {UZACCT}, pulni qaytaring, {UPNAME}",
    "[UZ] {FIRST} {HON} nomidan yozyapman, raqami {MOBILE}, Sharq Taronalari chiptasi",
    "[UZ] manzil {AADDR}, O'zbekiston pochtasi {TRK}, {LANAME}",
    "[UZ] Alisher Navoi Theatre, 2 chipta, {INIT}, email {OEMAIL}",
    "card got charged twice: {CARDX}, order {ORDER}, {NAME}",
    "my transfer code {TRANSFER} went to {THIRDEMAIL} by mistake, can you cancel it?",
    "chargeback {CHARGEBACK} - I'm {NAME}, full card {CARD} exp {EXP} cvv {CVV}",
    "our promoter API key leaked in a public repo: {TOKEN} - please rotate, contact {STAFF}",
    "{SPELLUP} is my surname, first name {GIVEN}, order {ORDER}",
    "{NAME} - lost wristband {WRISTBAND} at the festival, block the cashless balance pls",
    "someone screenshotted my ticket barcode {BARCODE} and got in before me!! {NAME}",
    "my personal presale code {PRESALE} doesn't work, I registered with {EMAILPAR}",
]

ADV_VOICE: Final[list[str]] = [
    "[GE] gamarjoba es var {VNAME} bileti ar mosula chemi nomeria {VPHONE} piradi nomeri {VNATID}",
    "[GE] გამარჯობა მე ვარ {VSCRIPT} ჩემი ნომერია {VPHONEKA}",
    "[AM] barev dzez es {VNAME} em toms chem stacel herakhosahamars {VPHONE}",
    "[AM] բարև ձեզ ես {VSCRIPT} եմ իմ հեռախոսահամարն է {VPHONEHY}",
    "[LV] labdien te {VNAME} zvanu par positivus biletem mans numurs ir {VPHONE} personas kods {VNATID} adrese {VADDR}",
    "[LV] hello my name is {VNAME} the surname is spelled {SPELL} and my email is {VEMAIL}",
    "[SK] dobry den volam sa {VNAME} volam kvoli listkom na pohodu moje cislo je {VPHONE}",
    "[SK] hi it's {VFIRST} my date of birth is {VDOB} and the rodne cislo is {VNATIDEN}",
    "[LU] moien hei ass {VNAME} ech ruffen wéinst menge rockhal ticketen ech hu mat {VCONTACT} geschwat meng nummer ass {VPHONE}",
    "[LU] bonjour c'est {VNAME} mon numéro est le {VPHONEFR} et ma commande {VORDER}",
    "[JO] marhaba ana {VNAME} raqmi {VPHONE} w el order {VORDER} w el code {VOTP}",
    "[JO] مرحبا انا {VSCRIPT} رقمي {VPHONEAR} التذاكر ما وصلت",
    "[BD] assalamu alaikum ami {VNAME} amar number {VPHONE} bkash e taka gese kintu ticket pai nai amar bhai {VTHIRD} er jonno",
    "[BD] hello this is {VFIRST} calling from dhaka my number is {VPHONEEN} my nid is {VNATIDEN} and my date of birth is {VDOB}",
    "[CR] hola buenas habla {VNAME} mi número es el {VPHONE} y la cédula {VNATID}",
    "[CR] hi it's {VFIRST} please send the wristband to {VADDR} my email is {VEMAIL}",
    "[TN] aslema {VNAME} el tickets ma wsolnich noumrou mte3i {VPHONE}",
    "[UZ] assalomu alaykum men {VNAME} telefon raqamim {VPHONE} chipta kelmadi",
    "[UZ] здравствуйте это {VSCRIPT} мой номер {VPHONERU} билеты не пришли",
    "hi this is {VNAME} the card number is {VCARD} and the security code is {VCVV}",
    "calling about the wristband delivery the tracking number is {VTRK} and the name is {VNAME} spelled {SPELL}",
]

ADV_EMAIL: Final[list[str]] = [
    "[GE] Subject: Name change - Tbilisi Open Air\n\nHello,\n\nI bought two weekend passes (order {ORDER}) and want to give one to my friend {THIRD}. Please put that name on the second pass.\nMy personal number is {NATID}.\n\nThanks,\n{NAME}",
    "[AM] Բարև Ձեզ,\n\nԵս գնել եմ երկու տոմս Karen Demirchyan Complex-ի համերգի համար, պատվեր {ORDER}, բայց դրանք չեն եկել։\nՀԾՀ՝ {NATID}\nԾննդյան ամսաթիվ՝ {LDOB} թ.\n\nՀարգանքով՝\n{SCRIPT}\n{PHONE}",
    "[LV] Labdien!\n\nLūdzu atmaksāt naudu par atcelto koncertu Arena Riga (pasūtījums {ORDER}).\nIBAN: {IBAN}\nPersonas kods: {NATID}\n\nAr cieņu,\n{NAME}",
    "[SK] Dobrý deň,\n\nna festival Pohoda som si objednal(a) dva lístky, ale náramky neprišli. Zásielka {TRK}.\nAdresa:\n{ADDRNL}\n\nĎakujem,\n{NAME}\n{EMAIL}",
    "[LU] Moien,\n\nech hunn zwee Ticketen fir de Rockhal-Concert bestallt ({ORDER}), mee d'Mail ass ni ukomm.\nMeng Adress:\n{ADDRNL}\n\nMerci a schéine Gruss,\n{NAME}",
    "[JO] Subject: Refund - Jerash Festival\n\nDear Gatefold team,\n\nThe night I booked was cancelled. Please refund to:\nIBAN {IBANNL}\nNational number: {NATID}\n\nRegards,\n{NAME}",
    "[BD] Dear Sir/Madam,\n\nI paid BDT 3,000 by bKash from {MOBILE} for Coke Studio Bangla live but the ticket never came. My NID is {NATID} and date of birth {NDOB}.\n\nThanks and regards,\n{NAME}\n{ADDRNL}",
    "[CR] Hola,\n\nles escribo porque compré entradas para el Estadio Nacional con la tarjeta {CARDNL} y me cobraron dos veces.\nCédula: {NATID}\n\nSaludos,\n{NAME}",
    "[TN] Bonjour,\n\nJe n'ai toujours pas reçu mes billets pour le Festival International de Carthage (commande {ORDER}).\nMon adresse :\n{ADDRNL}\n\nCordialement,\n{TITLE} {NAME}\n{PHONE}",
    "[UZ] Assalomu alaykum,\n\nHumo Arena konsertiga ikkita chipta sotib oldim, lekin QR kod kelmadi. Buyurtma {ORDER}.\nJShShIR: {NATID}\nTugʻilgan sana: {NDOB}\n\nHurmat bilan,\n{NAME}\n{PHONE}",
    "[GE] Hi Gatefold,\n\nSomeone logged into my account from {IP} and moved my Black Sea Arena seats. My login is {EMAIL}. I've changed the password from {PASS}.\n\n{NAME}",
    "[AM] Hello,\n\nA family member, {THIRD}, needs a wheelchair space at Aram Khachaturian Hall; I'm the companion. My ticket is on order {ORDER}.\n\nBest,\n{NAME}",
    "[LV] Sveiki,\n\naizmirsu paroli. E-pasts {OEMAIL}, drošības jautājuma atbilde {SECANS}.\n\n{NAME}, dzim. {NDOB}.",
    "[SK] Hello,\n\nplease pay the refund for the Ondrej Nepela Arena show to my account {SKACCT} (IBAN {IBAN}).\n\nThank you,\n{INIT}\nRČ {NATID}, nar. {NDOB}",
    "[LU] Bonjour,\n\nsuite à l'annulation du concert à den Atelier, merci de rembourser {IBAN} au nom de {UPNAME}. Matricule : {NATID}, date de naissance : {NDOB}.\n\nBien à vous,\n{NAME}",
    "[JO] مرحبا،\n\nاشتريت تذكرتين لحفلة Amman Citadel ورقم الطلب {ORDER}، بس ما وصلني إشي.\nرقمي {NPHONE}\n\nشكرا،\n{SCRIPT}",
    "[BD] Hi,\n\nmy cousin {THIRD} bought a resale ticket (listing {RESALE}) from a page on Facebook that used my card {CARD}. I didn't authorise it.\n\n{NAME}\n{EMAIL}",
    "[CR] Buenas,\n\nquiero cambiar el nombre de la entrada de Parque Viva a {THIRD}. Mi correo es {OEMAIL} y mi número {MOBILE}.\n\nPura vida,\n{FIRST}",
    "[TN] Salut,\n\nsvp remboursez sur mon RIB {TNRIB}, le concert au Stade Hammadi Agrebi a été annulé.\nCIN : {NATID}\nNé(e) le {NDOB}\n\n{NAME}",
    "[UZ] Здравствуйте!\n\nПрошу вернуть деньги за концерт в Humo Arena на счёт {UZACCT}.\nДата рождения: {RUDOB} г.\n\nС уважением,\n{SCRIPT}",
    "Hello,\n\nbox office manager for the Friday show here. Our API key {TOKEN} stopped working after the update, and the log shows calls from {IP}.\n\nCheers,\n{CONTACT}",
]

ADV_FORM: Final[list[str]] = [
    "[GE] Name: {NAME}\nPersonal number: {NATID}\nDate of birth: {DOB}\nPhone: {PHONE}\nRequest: name change, Tbilisi Open Air",
    "[AM] Անուն Ազգանուն: {SCRIPT}\nՀեռախոս: {PHONE}\nԷլ. փոստ: {EMAIL}\nՀասցե: {SADDR}\nՊատվեր: {ORDER}",
    "[LV] Vārds, uzvārds: {NAME}\nPersonas kods: {NATID}\nAdrese:\n{ADDRNL}\nTālrunis: {PHONE}\nPasūtījums: {ORDER}",
    "[SK] Meno a priezvisko: {NAME}\nRodné číslo: {NATID}\nDátum narodenia: {DOB}\nIBAN: {IBAN}\nDôvod: zrušené podujatie",
    "[LU] Nom: {UPLAST}\nPrénom: {GIVEN}\nMatricule: {NATID}\nDate de naissance: {NDOB}\nAdresse: {ADDR}",
    "[JO] Full name: {NAME}\nالاسم: {SCRIPT}\nNational number: {NATID}\nMobile: {MOBILE}\nIBAN: {IBANC}",
    "[BD] Name: {NAME}\nNick name: {FIRST}\nNID: {NATID}\nbKash: {MOBILE}\nAddress:\n{ADDRNL}",
    "[CR] Nombre completo: {NAME}\nCédula: {NATID}\nFecha de nacimiento: {DOB}\nCelular (SINPE Móvil): {MOBILE}\nCorreo: {EMAILSP}",
    "[TN] Nom et prénom : {NAME}\nCIN : {NATID}\nDate de naissance : {DOB}\nRIB : {TNRIB}\nTél : {PHONE}",
    "[UZ] F.I.Sh.: {FORMAL}\nJShShIR: {NATID}\nTugʻilgan sana: {NDOB}\nTelefon: {PHONE}\nKarta: {CARD}",
    "[GE] Refund request\nAccount holder: {FORMAL}\nIBAN: {IBANNL}\nOrder: {ORDER}\nReason: event cancelled",
    "[AM] Accessibility request\nName: {NAME}\nSocial card number: {NATID}\nCompanion: {THIRD}\nVenue: Aram Khachaturian Hall",
    "[LV] Security alert\nAccount: {EMAIL}\nNew login from: {IP}\nDevice: iPhone 14\nIf this wasn't you, enter code {OTP}",
    "[SK] Žiadosť o vrátenie\nMeno: {ANAME}\nČíslo účtu: {SKACCT}\nObjednávka: {ORDER}\nTelefón: {PHONE}",
    "[LU] Resale payout form\nName: {NAME}\nResale listing: {RESALE}\nIBAN: {IBAN}\nDate of birth: {DOB}",
    "[JO] Wristband delivery\nName: {NAME}\nAddress: {ADDRNL}\nPhone: {PHONE}\nAramex waybill: {DHL}",
    "[BD] Refund form\nAccount name: {UPNAME}\nAccount number: {BDACCT}\nRouting number: {BDROUTING}\nPhone: {PHONE}",
    "[CR] Formulario de reembolso\nTitular: {UPNAME}\nCuenta IBAN: {IBANC}\nCuenta cliente: {CRCLIENT}\nCédula: {NATID}",
    "[TN] Changement de nom\nAncien titulaire : {NAME}\nNouveau titulaire : {THIRD}\nCommande : {ORDER}\nCode de transfert : {TRANSFER}",
    "[UZ] Ариза\nФ.И.Ш.: {SCRIPT}\nПИНФЛ: {NATID}\nТелефон: {PHONE}\nМанзил: {SADDR}",
    "Chargeback dispute\nCardholder: {NAME}\nCard: {CARDX}\nExpiry: {EXP}\nCase: {CHARGEBACK}",
]

ADV_QUOTED: Final[list[str]] = [
    "[GE] Yes, that's me - born {NDOB}, personal number {NATID}.\n\nOn Sat, 12 Jun 2027 at 10:14, {STAFF} (Gatefold) wrote:\n> To change the name on your Tbilisi Open Air pass we need to confirm who you are.",
    "[AM] Here it is: {PHONE}.\n\n-----Original Message-----\nFrom: Gatefold Fan Support\nSent: 14 June 2027 09:02\nTo: {NAME}\nSubject: Your order {ORDER}\n\n> Please send us a phone number we can reach you on.",
    "[LV] Paldies! Adrese ir {ADDR}.\n\n2027. gada 14. jūnijā {STAFF} rakstīja:\n> Lūdzu, norādiet adresi, uz kuru sūtīt aproci.",
    "[SK] Ďakujem, účet je {SKACCT}.\n\nDňa 15. 6. 2027 o 11:20 {STAFF} napísal(a):\n> Na vrátenie peňazí potrebujeme číslo účtu.",
    "[LU] Merci, voici mon IBAN : {IBAN}\n\nLe lun. 14 juin 2027 à 16:05, {STAFF} a écrit :\n> Pour le remboursement de den Atelier, merci de nous envoyer votre IBAN.",
    "[JO] Thanks. The waybill is {DHL} and my mobile {MOBILE}.\n\nOn Sun, 13 Jun 2027, {STAFF} wrote:\n> Could you send us the Aramex waybill number?",
    "[BD] ok here: NID {NATID}, dob {NDOB}\n\nOn Mon, 14 Jun 2027 at 18:40, {STAFF} wrote:\n> For a name change we need your NID and date of birth.",
    "[CR] Listo, mi cédula es {NATID}.\n\nEl lun, 14 jun 2027 a las 09:30, {STAFF} escribió:\n> Para cambiar la entrada necesitamos su número de cédula.",
    "[TN] Voici le RIB : {TNRIB}\n\nLe mar. 15 juin 2027 à 10:00, {STAFF} a écrit :\n> Pourriez-vous nous transmettre votre RIB pour le remboursement ?",
    "[UZ] Mana: {PHONE}\n\n15.06.2027, 12:10, {STAFF} пишет:\n> Пожалуйста, пришлите номер телефона для связи.",
    "[GE] Forwarding the receipt.\n\n---------- Forwarded message ---------\nFrom: {NAME} <{EMAIL}>\nDate: Fri, 11 Jun 2027\nSubject: Black Sea Arena order {ORDER}\n\n> Card {CARD} was charged GEL 240.",
    "[AM] See below, it was the tout {THIRD} who sold me a fake ticket.\n\n> From: the seller\n> Phone: {PHONE}\n> Ticket for Yerevan Jazz Fest, pay to Idram {MOBILE}",
    "[LV] Jā, tas esmu es.\n\n> Vārds: {NAME}\n> Personas kods: {NATID}\n> Dzimšanas datums: {NDOB}\n> E-pasts: {EMAIL}\n\nOn Tue, 15 Jun 2027, {STAFF} wrote:\n> Please confirm the details above are yours.",
    "[SK] Tu je kód: {OTP}, {FIRST}\n\n> Od: Gatefold\n> Komu: {EMAIL}\n> Váš overovací kód bol odoslaný na {PHONE}.",
    "[LU] Please use this one instead.\n\nOn Wed, 16 Jun 2027, {NAME} wrote:\n> my old number {PHONE} is gone, the new one is\n> {PHONENL}",
    "[JO] Done, password changed.\n\n> Security alert for {EMAIL}\n> New sign-in from {IP6}\n> Your backup code is {BACKUP}",
    "[BD] Ok bhai, account details below.\n\n> Account name: {UPNAME}\n> A/C: {BDACCT}\n> Routing: {BDROUTING}\n\nOn Thu, 17 Jun 2027, {STAFF} wrote:\n> Please share your bank details for the refund.",
    "[CR] ¡Gracias!\n\nEl mié, 16 jun 2027, {STAFF} escribió:\n> La pulsera sale hoy por Correos de Costa Rica, guía {TRK}, hacia {ADDR}.",
    "[TN] Merci.\n\n---------- Message transféré ---------\nDe : {NAME} <{EMAIL}>\nObjet : Billets Hammamet\n\n> Mon numéro D17 : {MOBILE}\n> CIN : {NATID}",
    "[UZ] Rahmat!\n\n> Buyurtma: {ORDER}\n> Manzil: {ADDR}\n> Pochta trek raqami: {TRK}",
    "Can you check this?\n\nOn Fri, 18 Jun 2027, {CONTACT} wrote:\n> Fan {NAME} says wristband {WRISTBAND} was charged twice at the bar.\n> Card {CARDX}, top-up PIN {PIN}.",
]


# --------------------------------------------------------------------------- benign skeletons

FILLS: Final[dict[str, list[str]]] = {
    "EVENT": ["Velvet Marrow", "Paper Lanterns", "the Lake Orchestra", "Salt & Cedar", "Midnight Ferry", "Copper Wolves", "the Pomegranate Sessions", "Neon Apricot", "Silk Road Brass", "Moss Cathedral", "Tin Horizon", "Glass Harbour", "the Quiet Comets", "Saffron Static", "Northern Teahouse"],
    "FEST": ["Tbilisi Open Air", "Positivus", "Pohoda", "Rock um Knuedler", "Jerash Festival", "Festival de Carthage", "Festival de Hammamet", "Sharq Taronalari", "Yerevan Jazz Fest", "Envision", "Coke Studio Bangla Live", "Mtkvarze Weekender"],
    "VENUE": ["Black Sea Arena", "Arena Riga", "Ondrej Nepela Arena", "Rockhal", "den Atelier", "Philharmonie Luxembourg", "Amman Citadel", "Roman Theatre", "Army Stadium", "Estadio Nacional", "Parque Viva", "Teatro Nacional", "Stade Hammadi Agrebi", "Humo Arena", "Istiqlol Palace", "Karen Demirchyan Complex", "Aram Khachaturian Hall", "Dzintari Concert Hall", "Rustaveli Theatre", "Alisher Navoi Theatre", "Teatro Melico Salazar"],
    "NAMEDAFTER": ["Karen Demirchyan Complex", "Aram Khachaturian Hall", "Ondrej Nepela Arena", "Stade Hammadi Agrebi", "Alisher Navoi Theatre", "Teatro Melico Salazar", "Juan Santamaría International Airport", "Rustaveli Theatre", "Boris Paichadze Dinamo Arena", "King Hussein Business Park", "Rabindra Sarobar"],
    "SPONSOR": ["Heineken", "Jameson", "Fender", "Gibson", "Steinway", "Marshall", "Yamaha", "Red Bull", "Borjomi", "Jermuk", "Kofola", "Ooredoo", "Zain", "Imperial"],
    "PAY": ["TBC Pay", "Idram", "Telcell", "Swedbank", "Citadele", "Tatra banka", "VÚB", "Payconiq", "Digicash", "CliQ", "Zain Cash", "bKash", "Nagad", "Rocket", "SINPE Móvil", "D17", "Flouci", "Payme", "Uzcard", "Humo", "Visa", "Mastercard", "Apple Pay", "Google Pay", "PayPal"],
    "CARRIER": ["Georgian Post", "HayPost", "Latvijas Pasts", "Omniva", "Slovenská pošta", "Packeta", "Post Luxembourg", "Jordan Post", "Aramex", "Sundarban Courier", "Pathao", "Correos de Costa Rica", "Rapid-Poste", "O'zbekiston pochtasi", "DHL Express", "DPD"],
    "CITY": ["Tbilisi", "Batumi", "Kutaisi", "Yerevan", "Gyumri", "Rīga", "Jūrmala", "Daugavpils", "Bratislava", "Košice", "Trenčín", "Esch-sur-Alzette", "Ettelbruck", "Amman", "Irbid", "Aqaba", "Dhaka", "Chattogram", "Sylhet", "San José", "Liberia", "Cartago", "Tunis", "Sousse", "Sfax", "Tashkent", "Samarkand", "Bukhara"],
    "PRICE": ["GEL 85", "AMD 18,000", "EUR 64.50", "EUR 129", "JOD 35", "BDT 2,500", "CRC 32,000", "USD 60", "TND 90", "UZS 450,000", "EUR 12 fee"],
    "DATE": ["14 June", "Saturday 3 July", "2027-07-09", "the 21st", "next Friday", "9 to 11 July", "2027-08-14", "Sunday 29 August"],
    "TIME": ["18:30", "19:00", "20:15", "21:00", "16:45", "half seven"],
    "TIER": ["GA", "Golden Circle", "VIP Lounge", "Early Bird", "Tier 2", "weekend pass", "day ticket", "camping add-on", "glamping", "accessible platform", "family ticket", "front standing"],
    "SEAT": ["Block 104, Row K, Seat 12", "Sector C, row 7", "Balcony left, row 3", "Parterre, seat 22", "Tribune B, row 15", "Box 6"],
    "MERCH": ["tour hoodie", "tote bag", "vinyl bundle", "poster", "bucket hat", "enamel pin set", "festival poncho"],
    "SKU": ["MRCH-HD-BLK-L", "TOTE-NAT-OS", "VNL-LP-RED", "PST-A2-GLD", "HAT-BKT-SND"],
    "CODE": ["EARLYBIRD", "STUDENT10", "FAMILY4", "NEWSLETTER", "LOYAL27", "GROUPSAVE"],
    "ERR": ["E-403", "ERR_QR_12", "error 502", "code 7", "TKT-ERR-40"],
    "QTY": ["2", "3", "4", "six", "twelve", "a dozen"],
    "DAYS": ["5", "7", "10", "14"],
    "STAGE": ["Stage B", "the Forest stage", "the main stage", "Zone C", "Gate 4", "the riverside tent"],
    "VFEST": ["tbilisi open air", "positivus", "pohoda", "rock um knuedler", "the jerash festival", "the carthage festival", "sharq taronalari", "yerevan jazz fest", "envision", "coke studio bangla live"],
    "VVENUE": ["black sea arena", "arena riga", "ondrej nepela arena", "the rockhal", "den atelier", "the roman theatre", "army stadium", "estadio nacional", "parque viva", "humo arena", "aram khachaturian hall", "rustaveli theatre"],
    "VEVENT": ["velvet marrow", "paper lanterns", "the lake orchestra", "midnight ferry", "copper wolves", "neon apricot", "moss cathedral", "glass harbour"],
    "VPAY": ["idram", "bkash", "nagad", "sinpe movil", "payme", "payconiq", "apple pay", "a visa card", "tbc pay", "cliq"],
    "VCITY": ["tbilisi", "yerevan", "riga", "kosice", "esch", "amman", "dhaka", "san jose", "sousse", "samarkand"],
    "VCARRIER": ["georgian post", "haypost", "omniva", "packeta", "post luxembourg", "aramex", "pathao", "correos", "rapid poste", "dhl"],
    "VTIER": ["golden circle", "vip lounge", "early bird", "weekend", "camping", "family", "front standing"],
    "VTIME": ["seven", "half past six", "eight thirty", "nine", "quarter to eight"],
    "VDATE": ["the fourteenth of june", "the third of july", "next saturday", "the ninth of august", "sunday the twenty ninth"],
    "VPRICE": ["eighty five lari", "sixty euros", "thirty five dinars", "two thousand five hundred taka", "ninety dinars", "a hundred and twenty nine euros"],
    "VSPONSOR": ["heineken", "fender", "red bull", "marshall", "yamaha", "jameson"],
}  # fmt: skip

BEN_CHAT: Final[list[str]] = [
    "hi, when do wristbands for {FEST} get posted? I'm in {CITY}",
    "is there a {TIER} option for {EVENT} at {VENUE}?",
    "can I pay with {PAY} or only by card?",
    "the app shows {SEAT} but the seat map says something else, which one is right?",
    "does {CARRIER} deliver wristbands on saturdays",
    "my QR code keeps changing every few seconds, is that normal? show starts {TIME}",
    "how much is the camping add-on for {FEST}? saw {PRICE} on insta",
    "is {VENUE} step-free? asking about the accessible platform",
    "what time do doors open for {EVENT}? ticket just says {TIME}",
    "{EVENT} got moved to {DATE}, do the old tickets still work?",
    "do you sell the {MERCH} at the gate or only online",
    "is the {SPONSOR} stage the same as the main stage?",
    "hii can i bring a powerbank into {VENUE}",
    "refund policy if {EVENT} gets cancelled?? asking for a friend lol",
    "WHERE IS THE TICKET TRANSFER BUTTON IN THE APP, IT SAYS {ERR}",
    "the presale code {CODE} from the newsletter doesnt work",
    "is the {NAMEDAFTER} the same venue as on my ticket? the map looks different",
    "any parking near {VENUE}? driving in from {CITY}",
    "are there keto options at the food court in {VENUE}?",
    "will there be a Dodo Pizza stand at {FEST}? 🍕",
    "is the {MERCH} back in stock? it's {PRICE} right",
    "recieved two emails for one order, which one is real? the one that says {ERR}?",
    "what's the age limit for {FEST}, is under 16 with a parent ok?",
    "bought {QTY} tickets, can they be split into separate QR codes?",
    "do you have a student discount code like {CODE}?",
    "is {CARRIER} or {CARRIER} faster for wristbands to {CITY}",
    "the seat map for {VENUE} shows {SEAT} as restricted view, is that true?",
    "can i upgrade from {TIER} to {TIER} at the venue",
    "are glass bottles allowed at {FEST}? and umbrellas?",
    "does the {TIER} ticket include the shuttle from {CITY}",
    "honestly the queue at {VENUE} last night was a joke, 40 minutes outside in the rain, then the {SPONSOR} bar only took cards, then the cloakroom ran out of tickets and nobody told us where the accessible toilets were, I love the band but I'm not coming back to this venue unless something changes, and the app kept logging me out right at the gate",
    "lol the app crashed right at the gate of {VENUE} 😅 had to show the pdf",
    "the {SPONSOR} bar only took cards, no {PAY}??",
    "the hazel latte at the {VENUE} café was actually great, is it open before {EVENT}?",
    "how long do refunds take to reach {PAY}? it's been {DAYS} days",
    "is there a cloakroom at {VENUE}, and how much?",
    "gamarjoba, {FEST}-ze bavshvebi ushvebt? 🙂",
    "gamarjobat, {VENUE}-shi parkingi aris?",
    "გამარჯობა, {FEST}-ის სამაჯურები როდის გამოიგზავნება?",
    "madloba, {CARRIER}-it mivighe, yvelaferi kargadaa",
    "Borjomi shegvidzlia shevitanot {VENUE}-shi?",
    "barev, {FEST}-i toms inch arzhe?",
    "barev dzez, Yerevanum arev a, bayc {EVENT}-i hamergy durs e? 🌞",
    "Բարև, {VENUE}-ում կա՞ անվասայլակի մուտք",
    "shnorhakalutyun, {CARRIER}-ov stacel em",
    "Jermuk kareli e ners berel {VENUE}?",
    "sveiki, vai uz {FEST} var ņemt līdzi telti?",
    "labdien, kad sūtīs aproces uz {CITY}?",
    "paldies, aproce atnāca ar {CARRIER} 🙌",
    "vai pie {VENUE} būs Laima saldumu stends?",
    "sveiki, pie ieejas bija Dzintars smaržu stends, vai tas būs arī {DATE}?",
    "dobrý deň, dá sa na {FEST} platiť cez {PAY}?",
    "dobry den, kedy pridu naramky na {FEST}?",
    "ďakujem, všetko prišlo cez {CARRIER}",
    "moja viera v tento festival klesá, {EVENT} zrušili už druhýkrát 😩",
    "je na {VENUE} šatňa? koľko stojí?",
    "moien, kann ech mat {PAY} bezuelen?",
    "moien, wéini fänkt {EVENT} an der {VENUE} un?",
    "merci vilmools, alles ukomm mat {CARRIER}",
    "bonjour, y a-t-il un parking près de {VENUE} ?",
    "Gëtt et e Shuttle vun {CITY} op {FEST}?",
    "marhaba, {FEST} fi parking? w el tickets online bas?",
    "مرحبا، في مواقف سيارات عند {VENUE}؟",
    "shukran, wasal el wristband ma3 {CARRIER}",
    "hal {PAY} bimshi 3indkom?",
    "كم سعر تذكرة {TIER}؟",
    "assalamu alaikum, {FEST} er ticket koto?",
    "bhai {PAY} diye payment kora jabe?",
    "ধন্যবাদ, {CARRIER} দিয়ে পেয়েছি",
    "Shapla Chattar theke {VENUE} koto dur?",
    "{VENUE} te parking ache?",
    "pura vida, ¿se puede pagar con {PAY}?",
    "buenas, ¿a qué hora abren las puertas de {VENUE}?",
    "¿el {TIER} incluye parqueo? 🙏",
    "mae, ¿hay buses desde {CITY} para {FEST}?",
    "¿venden la {MERCH} en la entrada de {VENUE}?",
    "3aslema, {PAY} yemchi?",
    "bonjour, il y a un parking près du {VENUE} ?",
    "yaatik saha, wsolni el bracelet m3a {CARRIER}",
    "9addech el {TIER}?",
    "est-ce que {FEST} accepte les enfants ?",
    "assalomu alaykum, {PAY} orqali toʻlash mumkinmi?",
    "{VENUE} yonida avtoturargoh bormi?",
    "rahmat, {CARRIER} orqali keldi",
    "Lola sayli kuni {FEST} ham boʻladimi?",
    "Здравствуйте, можно ли оплатить через {PAY}?",
]

BEN_VOICE: Final[list[str]] = [
    "hi i'm calling about the wristbands for {VFEST} when do they get posted",
    "hello can i pay at the box office with {VPAY}",
    "yes hi is {VVENUE} wheelchair accessible",
    "i bought tickets for {VEVENT} and the show moved to {VDATE} do they still work",
    "gamarjoba {VFEST} is bileti ramdeni ghirs",
    "barev dzez {VVENUE} um parking ka",
    "labdien vai uz {VFEST} var nemt lidzi telti",
    "dobry den kedy pridu naramky na {VFEST}",
    "moien wéini ginn d'dieren op bei {VVENUE}",
    "bonjour je voulais savoir si {VVENUE} a un vestiaire",
    "marhaba bidi asal an {VFEST} wein el parking",
    "assalamu alaikum {VFEST} er ticket koto taka",
    "hola buenas quería saber si {VVENUE} tiene parqueo",
    "aslema nheb naaref {VFEST} chhal",
    "assalomu alaykum {VVENUE} qachon ochiladi",
    "hi the app keeps logging me out before {VEVENT} can you help",
    "calling to ask if {VCARRIER} delivers to {VCITY}",
    "hello is the {VTIER} ticket for {VFEST} sold out",
    "i want to know the refund rules if {VEVENT} is cancelled",
    "hi is there a shuttle from {VCITY} to {VFEST}",
    "yeah so the doors open at {VTIME} right for {VEVENT}",
    "hello i was charged {VPRICE} but the site said less",
    "the keto wrap at {VVENUE} sold out early can you tell the caterer",
    "hi do you still sell the dodo bird t shirt at {VFEST}",
    "can kids under twelve come to {VFEST} with a parent",
    "hi is the {VSPONSOR} stage far from the main gate",
    "i'd like to change my seats for {VEVENT} to somewhere closer",
    "hello are umbrellas allowed at {VVENUE}",
    "hi my friend has both tickets on her phone can we go in separately at {VVENUE}",
    "здравствуйте когда откроется продажа на {VFEST}",
]

BEN_EMAIL: Final[list[str]] = [
    "Subject: Wristband delivery\n\nHi,\n\nWhen will the {FEST} wristbands be sent out? I live in {CITY} and {CARRIER} is usually slow.\n\nThanks!",
    "Hello Gatefold,\n\nIs {VENUE} accessible for wheelchairs? We booked {TIER} tickets for {EVENT}.\n\nKind regards",
    "Dear team,\n\nThe show at {VENUE} was moved to {DATE}. Are the old tickets still valid, or do I need new ones?\n\nBest",
    "Gamarjoba,\n\n{FEST}-ze bavshvebi ushvebt? Chven vart {QTY} kaci.\n\nMadloba",
    "Բարև Ձեզ,\n\nԿա՞ արդյոք կայանատեղի {VENUE}-ի մոտ։\n\nՇնորհակալություն",
    "Labdien!\n\nVai {FEST} biļetē ir iekļauta telts vieta? Mēs brauksim no {CITY}.\n\nAr cieņu",
    "Dobrý deň,\n\nchcel by som sa opýtať, či sa na {FEST} dá platiť cez {PAY}.\n\nS pozdravom",
    "Moien,\n\nwéi laang dauert et, bis d'Suen fir {EVENT} zréck sinn?\n\nMerci a schéine Gruss",
    "Bonjour,\n\nest-ce que le parking de {VENUE} est gratuit le soir du concert ?\n\nCordialement",
    "مرحبا،\n\nهل يمكن الدفع عن طريق {PAY} عند البوابة؟\n\nشكرا",
    "Dear Sir/Madam,\n\nWill there be a bKash counter at {VENUE}? My family is coming from {CITY}.\n\nThanks and regards",
    "Hola,\n\n¿el {TIER} de {FEST} incluye transporte desde {CITY}?\n\nSaludos",
    "Bonjour,\n\nles billets pour {FEST} sont-ils nominatifs ? Je voudrais en offrir un.\n\nMerci",
    "Assalomu alaykum,\n\n{VENUE}da nogironlar uchun joy bormi?\n\nRahmat",
    "Здравствуйте!\n\nПодскажите, пожалуйста, можно ли вернуть билет на {EVENT}?\n\nСпасибо",
    "Hi,\n\nThe {MERCH} I ordered with my ticket came in the wrong size. Can I swap it at the {SPONSOR} merch tent?\n\nCheers",
    "Hello,\n\nIs the {NAMEDAFTER} the venue for {EVENT}, or is it the hall next door?\n\nThanks",
    "Hi,\n\nWe're a school group of {QTY} from {CITY}. Do you do group prices for {EVENT}?\n\nBest wishes",
    "Hello,\n\nThe app shows {ERR} when I open my tickets for {EVENT}. Any idea?\n\nThanks",
    "Hi there,\n\nJust to say the staff at {VENUE} were lovely, and the hazel latte stall was a hit.\n\nAll the best",
    "Dear Gatefold,\n\nIs {SPONSOR} sponsoring {FEST} again? The stage last year was great.\n\nRegards",
    "Hi,\n\nHow early should we arrive for {TIER} at {VENUE}? Doors say {TIME}.\n\nThanks",
    "Good morning,\n\nWhat's the refund policy for {FEST} if the weather is bad?\n\nKind regards",
    "Hello,\n\nCan I bring a small camera to {VENUE}? Not a professional one.\n\nThanks",
    "Sveiki,\n\npaldies par {EVENT} koncertu! Pie ieejas nopirku arī Laima konfektes.\n\nVisu labu",
    "Dobry den,\n\nprisiel mi len jeden naramok na {FEST} namiesto dvoch. Co mam robit?\n\nDakujem",
    "Hello,\n\nwe land at Juan Santamaría International Airport on the day of {EVENT}; is there a late shuttle to {VENUE}?\n\nThanks",
    "Bonjour,\n\nle concert au {NAMEDAFTER} est-il maintenu malgré la grève ?\n\nMerci d'avance",
    "Hi,\n\nI'm trying to buy {QTY} tickets for {EVENT} but the queue page keeps resetting.\n\nThanks",
    "Salom,\n\nchipta narxi {PRICE} edi, lekin kartadan koʻproq yechildi. Nega?\n\nRahmat",
    "আসসালামু আলাইকুম,\n\n{VENUE}-তে কি পার্কিং আছে?\n\nধন্যবাদ",
]

BEN_FORM: Final[list[str]] = [
    "Topic: Wristband delivery\nEvent: {FEST}\nCity: {CITY}\nCarrier: {CARRIER}",
    "Enquiry type: Accessibility\nVenue: {VENUE}\nTicket type: {TIER}\nNeeds: step-free access",
    "Feedback\nEvent: {EVENT}\nVenue: {VENUE}\nRating: 5/5\nComment: great sound",
    "Merch order\nItem: {MERCH}\nSKU: {SKU}\nSize: M\nPrice: {PRICE}",
    "Group enquiry\nEvent: {EVENT}\nGroup size: {QTY}\nTravelling from: {CITY}",
    "Tēma: Aproces\nFestivāls: {FEST}\nPilsēta: {CITY}",
    "Téma: Náramky\nFestival: {FEST}\nDoprava: {CARRIER}",
    "Sujet : Remboursement\nÉvénement : {EVENT}\nSalle : {VENUE}\nMotif : concert annulé",
    "Asunto: Parqueo\nEvento: {EVENT}\nLugar: {VENUE}\nHora: {TIME}",
    "Mavzu: Chipta\nTadbir: {EVENT}\nJoy: {VENUE}",
    "Тема: Возврат\nМероприятие: {EVENT}\nПлощадка: {VENUE}",
    "الموضوع: مواقف\nالفعالية: {FEST}\nالمكان: {VENUE}",
    "বিষয়: টিকিট\nইভেন্ট: {EVENT}\nস্থান: {VENUE}",
    "თემა: სამაჯური\nფესტივალი: {FEST}\nქალაქი: {CITY}",
    "Թեմա: Տոմս\nՄիջոցառում: {EVENT}\nՎայր: {VENUE}",
    "Ticket type: {TIER}\nPrice: {PRICE}\nFees: included\nPayment: {PAY}",
    "Seat request\nVenue: {VENUE}\nPreferred: {SEAT}\nReason: better view",
    "Lost property\nVenue: {VENUE}\nItem: black umbrella\nDate: {DATE}",
    "Promo code: {CODE}\nEvent: {EVENT}\nResult: code not recognised",
    "App error\nScreen: My tickets\nError: {ERR}\nDevice: Android 14",
    "Shuttle\nFrom: {CITY}\nTo: {FEST}\nSeats: {QTY}",
    "Sponsor stage: {SPONSOR}\nSet times from: {TIME}\nArea: {STAGE}",
    "Cashless top-up\nMethod: {PAY}\nAmount: {PRICE}\nStatus: failed",
    "Delivery status\nCarrier: {CARRIER}\nStatus: in transit\nDestination: {CITY}",
    "Event: {EVENT}\nStatus: postponed\nNew date: {DATE}\nTickets: still valid",
    "Catering\nVenue: {VENUE}\nOptions: keto, vegan, halal\nWhere: {STAGE}",
    "Partner: {NAMEDAFTER}\nEvent: {EVENT}\nAccess: {TIER}",
    "Tēma: Biļetes\nPasākums: {EVENT}\nPiezīme: Laima šokolāde pie ieejas",
    "Inquiry\nFestival: {FEST}\nCamping: yes\nUpgrade: {TIER}",
    "Sujet : Accessibilité\nLieu : {VENUE}\nBesoin : place PMR et accompagnateur",
]

BEN_QUOTED: Final[list[str]] = [
    "Great, thanks!\n\nOn Sat, 12 Jun 2027, Gatefold Fan Support wrote:\n> Wristbands for {FEST} ship two weeks before the event with {CARRIER}.",
    "Perfect.\n\n> Doors at {VENUE} open at {TIME}.",
    "Ok, will do.\n\n-----Original Message-----\nFrom: Gatefold Fan Support\nSubject: {EVENT} update\n\n> The show has moved to {DATE}; your tickets stay valid.",
    "Madloba!\n\n> {FEST}-ze bavshvebi 12 tslamde ufaso shedian.",
    "Shnorhakalutyun!\n\n> {VENUE}-um parking ka, bayc shut e lcvum.",
    "Paldies!\n\n> Aproces uz {CITY} tiek sūtītas ar {CARRIER}.",
    "Ďakujem pekne.\n\nDňa 14. 6. 2027 Gatefold napísal:\n> Na {FEST} sa dá platiť kartou aj cez {PAY}.",
    "Merci!\n\nLe lun. 14 juin 2027, Gatefold a écrit :\n> Le parking de {VENUE} ouvre deux heures avant le concert.",
    "شكرا جزيلا\n\n> يمكنك الدفع عن طريق {PAY} عند البوابة.",
    "Thanks bhai!\n\n> Yes, there will be a {PAY} counter at {VENUE}.",
    "¡Gracias!\n\nEl lun, 14 jun 2027, Gatefold escribió:\n> El {TIER} incluye bus desde {CITY}.",
    "Merci beaucoup.\n\n> Les billets pour {FEST} sont nominatifs mais transférables dans l'app.",
    "Rahmat!\n\n> {VENUE}da nogironlar uchun joylar bor.",
    "Спасибо!\n\n> Возврат за {EVENT} возможен до {DATE}.",
    "Got it, thank you.\n\n> The {SPONSOR} merch tent can swap sizes on the day.",
    "Sounds good.\n\nOn Sun, 13 Jun 2027, Gatefold Fan Support wrote:\n> The {NAMEDAFTER} is the venue; the side hall is only for {TIER}.",
    "Thanks, booked.\n\n> Group prices for {EVENT} start at {QTY} people.",
    "That worked!\n\n> If the app shows {ERR}, log out and in again.",
    "Lovely, cheers.\n\n> Thanks for the kind words about {VENUE}!",
    "Will do.\n\n> Please arrive 45 minutes before {TIME} for {TIER}.",
    "Ok :(\n\n> {FEST} goes ahead in light rain; refunds only if it is called off.",
    "Perfect, thanks.\n\n> Small cameras are fine at {VENUE}; no detachable lenses.",
    "Ah ok.\n\n> The presale code {CODE} only worked until Friday.",
    "Thanks!\n\n---------- Forwarded message ---------\nFrom: Gatefold Fan Support\nSubject: {FEST} set times\n\n> {STAGE} opens at {TIME}.",
    "Noted.\n\n> Shuttles leave {CITY} every 30 minutes for {FEST}.",
    "Great!\n\n> Your {MERCH} ({SKU}) will be at the merch tent.",
    "Thank you.\n\n> Top-ups by {PAY} can take a few minutes to show.",
    "Ok great.\n\n> {CARRIER} shows the wristband parcel as in transit to {CITY}.",
    "Yay!\n\n> {EVENT} is rescheduled to {DATE}; no action needed.",
    "Thanks, see you there.\n\n> Keto and vegan boxes are sold near {STAGE}.",
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
        prefix="sixteenth-adv",
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
        prefix="sixteenth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("sixteenth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
