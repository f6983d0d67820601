"""Write the fifteenth held-out redaction sets, `adversarial_pii_fifteenth.jsonl` and
`benign_support_fifteenth.jsonl`: a fifteenth blind measure, written without reading the
redactor, its tests, its data files, any earlier set's messages or its output, and never run
through it by its author.

    python benchmarks/data/redaction/make_fifteenth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: the customer desk of Halyard Freight & Customs, an
international freight forwarder and customs broker (parcels, pallets and part loads; air and sea
freight, LCL and full containers; household removals and personal effects; import duties, VAT and
customs holds; commercial invoices, certificates of origin and tariff codes; bonded storage,
cargo insurance claims, collections and final-mile delivery; a customer portal, its API and
shipment alerts). Its private and small-business customers, their consignees and senders live
in Denmark, Lithuania, Serbia, Ukraine, Switzerland, Taiwan, Sri Lanka, Kazakhstan, the Dominican
Republic and Senegal. Most messages are in English; some are in Danish (also typed without æ, ø
and å), Lithuanian (with and without diacritics), Serbian (in Cyrillic and in Latin letters, also
without diacritics), Ukrainian (in Cyrillic and transliterated), Swiss German and Swiss French,
Mandarin (in Traditional Chinese script, and romanised words), Sri Lankan English with Sinhala (in
Sinhala script, and romanised), Kazakh and Russian (in Cyrillic), Dominican Spanish, and French
with some Wolof.

A skeleton is a string with `{SLOT}` placeholders and may start with a `[CC]` country tag; each
message draws one persona (of that country when tagged) with that persona's address, phone
style, birth date, national numbers, accounts and email, a member of Halyard's staff, a local
customs agent, a third party of the same country (a consignee, a sender, a relative, a neighbour,
a fraudster) and fresh digits. Every typed slot leaves a span whose offsets are computed while
the message is assembled and checked to hold the inserted value. Every number that has a check
digit carries a valid one: cards (Luhn), IBANs of Denmark, Lithuania, Serbia, Ukraine,
Switzerland, Kazakhstan and the Dominican Republic (mod 97; the Serbian national check digits
too), Serbian domestic accounts (mod 97), the Danish CPR number (mod 11), the Lithuanian asmens
kodas, the Serbian JMBG, the Ukrainian taxpayer number (RNOKPP), the Swiss AHV number (EAN-13),
the Taiwanese national ID, the Kazakh IIN, the Dominican cédula (Luhn), DHL Express waybills and
air waybills (mod 7), UPU S10 numbers, and the shipping containers' ISO 6346 numbers (which are
not labelled). The CPR number, the asmens kodas, the JMBG, the RNOKPP, the IIN and the Sri Lankan
NIC encode the persona's birth date (and sex, where the format does); the Taiwanese ID and the
Senegalese national ID card number encode the sex. The Sri Lankan NIC's last digit, the
Senegalese ID card number, Nova Poshta waybills, customs declaration numbers (MRNs) and the
domestic accounts of Taiwan, Sri Lanka, the Dominican Republic and Senegal follow their shapes
only (no check digit is published or claimed). Every person, address, number and credential is
invented.

Labelling rules (the README's conventions, and these choices):

* A span covers the value only, never its cue word, a title before it ("Fru", "Hr.", "p.",
  "g-đa", "g.", "пані", "пан", "Frau", "Herr", "Mr.", "Mrs.", "Ms", "don", "doña", "Sokhna",
  "M.") or an honorific after it ("小姐", "先生", "ханым", "мырза"); Chinese script glued to a name
  ("我是", "小姐") is outside the span. A Taiwanese name is written family name first ("Kuo
  Pei-jung") and is one PERSON span in that order; so is a name in Chinese, Cyrillic or Sinhala
  script, a Sri Lankan name written as initials and a surname ("W. A. C. Wijesooriya"), a name
  written "Surname, Given" on a form, a nickname, and a letter-spaced, dotted or dash-spelled
  surname.
* Halyard's staff and the local customs agents named as people are PERSON. Carriers, forwarders,
  ports, airports, vessels, shops and brands named after people (Kuehne+Nagel, DB Schenker,
  Gebrüder Weiss, Bolloré, Bang & Olufsen, Georg Jensen, Søstrene Grene, Nestlé, Hilti, Brugal,
  Dilmah, Lipton, H.C. Andersen Airport, Nikola Tesla Airport, Bandaranaike International
  Airport, Blaise Diagne International Airport, Gregorio Luperón International Airport, the
  vessel CMA CGM Jacques Saadé, Vytautas Magnus University, Chiang Kai-shek Memorial Hall) name
  a company, a place or a thing, not a person, and carry no span; a street named after a person
  inside an address is part of the ADDRESS span. Carriers, postal services, ports, payment
  brands, goods, cities and countries carry no span.
* A postal address written as one is one ADDRESS span from the house number (or flat, villa,
  plot, P.O. Box or first line) to the town or district; its postcode is a separate POSTCODE
  span. Where the postcode comes before the town (Denmark, Lithuania, Serbia, Switzerland) the
  town after it is a second ADDRESS span; a Taiwanese address in Chinese script is its postcode
  and then one ADDRESS span from the city to the floor (glued, as it is written), in English
  from the floor to the city and then the postcode. A Lithuanian postcode keeps its "LT-"
  ("LT-01104") in the span. Senegalese addresses and one Dominican address have no postcode.
* National numbers (CPR number, asmens kodas, JMBG, RNOKPP, AHV number, Taiwanese national ID,
  Sri Lankan NIC, IIN, Dominican cédula, Senegalese national ID card number) are SSN.
* IBANs are IBAN. A Danish reg.nr. and its account number are each a BANK_ACCOUNT span (like a
  sort code and an account number); so are Serbian domestic accounts (3-13-2 digits) and the
  domestic accounts of Taiwan, Sri Lanka, the Dominican Republic and Senegal (a whole RIB is one
  span). A Taiwanese three-digit bank code names a bank, not a person, and is not labelled. A
  phone number used to pay or to be paid (MobilePay, TWINT, Kaspi, Wave, Orange Money, LINE Pay)
  is PHONE.
* Halyard's shipment references, booking numbers, customer account numbers, house bills of
  lading, quote numbers, cargo claim numbers and customs declaration numbers (MRNs) after a cue
  are CUSTOMER_ID. Container numbers (valid ISO 6346), vessel names, tariff (HS) codes,
  Incoterms, pallet counts, weights, prices and times are never labelled. Air waybills, courier
  waybills, Nova Poshta waybills and postal parcel numbers are TRACKING.
* Passwords, one-time codes, warehouse release PINs, portal and API keys, security answers and a
  card's CVV are SECRET; a card's expiry date is not labelled. Portal logs' IP addresses are IP.
* Birth dates are DATE_OF_BIRTH in numeric, written (in the customer's language too: Danish,
  Lithuanian, Serbian, Ukrainian, German, French, Chinese with the Minguo year, Kazakh, Russian,
  Spanish) and spoken forms; a trailing "d." (Lithuanian), "р." (Ukrainian), "г." (Russian) or
  the Serbian full stop after a date stays outside the span. Shipping, delivery, vessel and
  reply-header dates are not labelled.
* Some personas' names are also words (Aske ash, Lykke luck, Audra a storm, Zora dawn, Beat,
  Altagracia a basilica and a holiday) and the benign set uses them as words ("vulkansk aske",
  "held og lykke", "audra Baltijos jūroje", "čim svane zora", "beat the cut-off", "el Día de la
  Altagracia").
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
ADVERSARIAL_FILE: Final = "adversarial_pii_fifteenth.jsonl"
BENIGN_FILE: Final = "benign_support_fifteenth.jsonl"
ADVERSARIAL_SEED: Final = 20271515_51
BENIGN_SEED: Final = 20271515_52
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("DK", "LT", "RS", "UA", "CH", "TW", "LK", "KZ", "DO", "SN")


class Persona:
    """A customer: given and family name, the name as written in full (Taiwanese family name
    first), the name they are called by, sex (for the numbers that encode it), the name and
    family name in Cyrillic, Chinese or Sinhala script, and Sri Lankan initials."""

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
        initials: str = "",
    ) -> None:
        self.given, self.family, self.sex = given, family, sex
        self.full = full or f"{given} {family}"
        self.call = call or given
        self.script = script or self.full
        self.script_family = script_family or family
        self.initials = initials


P = Persona

# Danish (æ, ø, a hyphen-free double surname), Lithuanian (feminine -ytė and -ienė surnames),
# Serbian (Cyrillic and Latin), Ukrainian (Cyrillic, a double surname), Swiss (German, Romansh
# and French, hyphenated given names), Taiwanese (family name first, Wade-Giles, Chinese script),
# Sri Lankan Sinhala (long surnames, initials, Sinhala script, a nickname), Kazakh (Cyrillic with
# Kazakh letters), Dominican (two family names, a nickname) and Senegalese (Wolof names, a double
# given name, nicknames). Names that are also words: Aske (ash), Lykke (luck), Audra (a storm),
# Zora (dawn), Vira (faith), Gintarė (amber), Moldir (clear), Altagracia (a basilica, a holiday)
# and the third party Beat.
PERSONAS: Final[dict[str, list[Persona]]] = {
    "DK": [
        P("Ditte", "Bækgaard", "F"),
        P("Aske", "Skovbjerg", "M"),
        P("Lykke", "Hvidtfeldt", "F"),
    ],
    "LT": [
        P("Gintarė", "Žemaitytė", "F"),
        P("Mantvydas", "Kairys", "M"),
        P("Audra", "Baltrušaitienė", "F"),
    ],
    "RS": [
        P("Zora", "Pantelić", "F", script="Зора Пантелић", script_family="Пантелић"),
        P("Velimir", "Trifunović", "M", script="Велимир Трифуновић", script_family="Трифуновић"),
        P("Ljubinka", "Dragićević", "F", script="Љубинка Драгићевић", script_family="Драгићевић"),
    ],
    "UA": [
        P("Solomiia", "Kravets-Dubyna", "F", script="Соломія Кравець-Дубина", script_family="Кравець-Дубина"),
        P("Ostap", "Hnatiuk", "M", script="Остап Гнатюк", script_family="Гнатюк"),
        P("Vira", "Pylypchuk", "F", script="Віра Пилипчук", script_family="Пилипчук"),
    ],
    "CH": [
        P("Mirjam", "Bärtschi", "F"),
        P("Gian-Reto", "Caduff", "M"),
        P("Anne-Laure", "Rochat", "F"),
    ],
    "TW": [
        P("Pei-jung", "Kuo", "F", full="Kuo Pei-jung", script="郭佩蓉", script_family="郭"),
        P("Chia-hao", "Hsieh", "M", full="Hsieh Chia-hao", script="謝家豪", script_family="謝"),
        P("Ya-wen", "Tseng", "F", full="Tseng Ya-wen", script="曾雅雯", script_family="曾"),
    ],
    "LK": [
        P("Hasini", "Abeygunawardena", "F", script="හසිනි අබේගුණවර්ධන", script_family="අබේගුණවර්ධන", initials="A. M. H."),
        P("Chamara", "Wijesooriya", "M", call="Chami", script="චාමර විජේසූරිය", script_family="විජේසූරිය", initials="W. A. C."),
        P("Tharushi", "Galappaththi", "F", script="තරුෂි ගලප්පත්ති", script_family="ගලප්පත්ති", initials="G. K. T."),
    ],
    "KZ": [
        P("Aruzhan", "Bekmukhambetova", "F", script="Аружан Бекмұхамбетова", script_family="Бекмұхамбетова"),
        P("Nurlybek", "Zhaksylykov", "M", script="Нұрлыбек Жақсылықов", script_family="Жақсылықов"),
        P("Moldir", "Ospanova", "F", script="Мөлдір Оспанова", script_family="Оспанова"),
    ],
    "DO": [
        P("Yudelka", "Almánzar Batista", "F"),
        P("Wáscar", "Frías Tavárez", "M", call="Wachy"),
        P("Altagracia", "Paulino Ureña", "F"),
    ],
    "SN": [
        P("Ndèye Coumba", "Thiaw", "F", call="Coumba"),
        P("Babacar", "Gningue", "M", call="Baba"),
        P("Astou", "Mbengue", "F"),
    ],
}  # fmt: skip
FAMILY_FIRST: Final = {"TW"}
# customs brokers, account managers, dispatchers and the claims desk of Halyard
STAFF: Final[list[str]] = ["Leontyne", "Barnabé", "Leofric", "Ermengarde", "Cosimo", "Thisbe", "Philomena", "Lysander", "Aurelio", "Guinevere", "Fabrizia", "Oswin", "Hieronymus", "Wystan"]  # fmt: skip
# Halyard's local customs agents and partner declarants, two a country
AGENTS: Final[dict[str, list[str]]] = {
    "DK": ["Asbjørn Thygesen", "Malene Kjeldsen"],
    "LT": ["Egidijus Stankūnas", "Vaida Rimkutė"],
    "RS": ["Predrag Žikić", "Slađana Obradović"],
    "UA": ["Iryna Zabolotna", "Levko Yatsyshyn"],
    "CH": ["Reto Amstutz", "Corinne Perrenoud"],
    "TW": ["Chiu Kuan-ting", "Liao Hsin-yu"],
    "LK": ["Lasantha Kumarage", "Dinusha Herath"],
    "KZ": ["Yerlan Abenov", "Saule Tulegenova"],
    "DO": ["Radhamés Ovalle", "Milagros Encarnación"],
    "SN": ["Aliou Ndoye", "Rokhaya Seck"],
}
# consignees, senders, relatives, neighbours, fraudsters
THIRDS: Final[dict[str, list[str]]] = {
    "DK": ["Frederikke Bach", "Mogens Lauritsen"],
    "LT": ["Eglė Paulauskaitė", "Kęstutis Mockus"],
    "RS": ["Miodrag Lazić", "Dobrila Stojković"],
    "UA": ["Halyna Ostapenko", "Mykhailo Sheremeta"],
    "CH": ["Beat Leuenberger", "Nathalie Chappuis"],
    "TW": ["Tsou Tsung-yi", "Chien Hsiu-ying"],
    "LK": ["Ruwan Pathirana", "Nilmini Kodikara"],
    "KZ": ["Bauyrzhan Omarov", "Zhuldyz Kassymova"],
    "DO": ["Franklyn Tejada", "Yokasta Rosario"],
    "SN": ["Seynabou Ndour", "Pape Malick Touré"],
}
DOMAINS: Final[dict[str, list[str]]] = {
    "DK": ["mail.dk", "stofanet.dk"],
    "LT": ["one.lt", "inbox.lt"],
    "RS": ["eunet.rs", "yahoo.com"],
    "UA": ["ukr.net", "i.ua"],
    "CH": ["bluewin.ch", "gmx.ch"],
    "TW": ["yahoo.com.tw", "seed.net.tw"],
    "LK": ["sltnet.lk", "gmail.com"],
    "KZ": ["mail.kz", "mail.ru"],
    "DO": ["claro.net.do", "hotmail.com"],
    "SN": ["orange.sn", "yahoo.fr"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span, "|" where a line breaks when the address is
# written over several lines (", " when on one). Where the postcode comes before the town
# (Denmark, Lithuania, Serbia, Switzerland) the town after it is a second ADDRESS span; a
# Taiwanese address in Chinese script is its postcode glued to one ADDRESS span. Senegalese
# addresses and one Dominican address have no postcode.
ADDRESSES: Final[dict[str, list[str]]] = {
    "DK": [
        "[Østerbrogade 112, 3. th]|<2100> [København Ø]",
        "[Skovvænget 7]|<5700> [Svendborg]",
        "[Algade 41, st. tv]|<9000> [Aalborg]",
        "[Hjortevej 19]|<7160> [Tørring]",
    ],
    "LT": [
        "[Žalgirio g. 92-7]|<LT-09303> [Vilnius]",
        "[Taikos pr. 61-33]|<LT-91182> [Klaipėda]",
        "[Savanorių pr. 176-5]|<LT-44150> [Kaunas]",
        "[Sodų g. 3, Ramučiai]|<LT-54468> [Kauno rajonas]",
    ],
    "RS": [
        "[Bulevar kralja Aleksandra 73, stan 12]|<11000> [Beograd]",
        "[Његошева 18, стан 4]|<21000> [Нови Сад]",
        "[Cara Dušana 45/3]|<18000> [Niš]",
        "[Kralja Petra I 9, sprat 2]|<34000> [Kragujevac]",
    ],
    "UA": [
        "[vul. Sichovykh Striltsiv 37, kv. 21|Kyiv] <04053>",
        "[вул. Городоцька, 112, кв. 5|Львів] <79019>",
        "[prosp. Nauky 14, kv. 88|Kharkiv] <61072>",
        "[вул. Дерибасівська, 9, кв. 3|Одеса] <65026>",
    ],
    "CH": [
        "[Rütistrasse 12]|<8032> [Zürich]",
        "[Chemin des Vignes 4]|<1009> [Pully]",
        "[Via Cantonale 21]|<6900> [Lugano]",
        "[Gerechtigkeitsgasse 58]|<3011> [Bern]",
    ],
    "TW": [
        "[3F, No. 5, Ln. 76, Sec. 2, Heping E. Rd.|Da'an Dist., Taipei City] <106094>",
        "<407>[台中市西屯區文心路三段241號12樓之3]",
        "[No. 18, Minzu 1st Rd., Sanmin Dist.|Kaohsiung City] <807>",
        "<300>[新竹市東區光復路二段101號5樓]",
    ],
    "LK": [
        "[No. 47/2, Dharmapala Mawatha|Colombo 07] <00700>",
        "[නො. 56, ගාලු පාර|මොරටුව] <10400>",
        "[23/1, Peradeniya Road|Kandy] <20000>",
        "[118/3, Galle Road, Dehiwala|Mount Lavinia] <10350>",
    ],
    "KZ": [
        "[mkr. Samal-2, d. 58, kv. 17|Almaty] <050059>",
        "[пр. Мәңгілік Ел 40, кв. 112|Астана] <010000>",
        "[ul. Tole bi 12, kv. 5|Shymkent] <160012>",
        "[ул. Абая 150, кв. 45|Алматы] <050046>",
    ],
    "DO": [
        "[C/ El Conde 203, apto 4B, Zona Colonial|Santo Domingo] <10210>",
        "[Calle 5 #14, Ens. Piantini|Santo Domingo] <10148>",
        "[Av. 27 de Febrero 315, Res. Las Praderas, edif. C, apto 302|Santiago de los Caballeros] <51000>",
        "[Calle Duarte 88, Barrio Mejoramiento Social|San Pedro de Macorís]",
    ],
    "SN": [
        "[Villa 112, Cité Keur Gorgui|Dakar]",
        "[Sicap Liberté 6, villa 6421|Dakar]",
        "[Parcelles Assainies, Unité 15, villa 241|Dakar]",
        "[Quartier Escale, rue 12, maison 7|Thiès]",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")
NON_LATIN: Final = re.compile(r"[\u0400-\u04ff\u0d80-\u0dff\u4e00-\u9fff]")

# '#' is a digit 2-9, anything else literal; the first two of a country are mobiles
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "DK": ["2# ## ## ##", "+45 4# ## ## ##", "+45 3# ## ## ##", "0045 5#######"],
    "LT": ["86## #####", "+370 6## #####", "+370 5 ### ####", "00370 6#######"],
    "RS": ["06# ###-####", "+381 6# ###-####", "+381 11 ### ####", "00381 6########"],
    "UA": ["06# ### ## ##", "+380 9# ### ## ##", "+380 44 ### ####", "+38 (09#) ###-##-##"],
    "CH": ["07# ### ## ##", "+41 7# ### ## ##", "+41 44 ### ## ##", "0041 7# #######"],
    "TW": ["09##-###-###", "+886 9## ### ###", "(02) 2###-####", "+886-2-2###-####"],
    "LK": ["07# ### ####", "+94 7# ### ####", "011 2## ####", "0094 7########"],
    "KZ": ["8 (7##) ###-##-##", "+7 7## ### ## ##", "+7 (727) ###-##-##", "87#########"],
    "DO": ["(809) ###-####", "+1 829 ### ####", "849-###-####", "1-809-###-####"],
    "SN": ["77 ### ## ##", "+221 77 ### ## ##", "+221 33 8## ## ##", "00221 78#######"],
}
# the local mobile form read out in voice messages
SPOKEN_PHONE: Final[dict[str, str]] = {
    "DK": "2#######",
    "LT": "86#######",
    "RS": "06########",
    "UA": "06########",
    "CH": "07########",
    "TW": "09########",
    "LK": "07########",
    "KZ": "87#########",
    "DO": "809#######",
    "SN": "77#######",
}
DIGIT_WORDS: Final[dict[str, list[str]]] = {
    "en": "zero one two three four five six seven eight nine".split(),
    "da": "nul en to tre fire fem seks syv otte ni".split(),
    "lt": "nulis vienas du trys keturi penki šeši septyni aštuoni devyni".split(),
    "lta": "nulis vienas du trys keturi penki sesi septyni astuoni devyni".split(),
    "sr": "nula jedan dva tri četiri pet šest sedam osam devet".split(),
    "src": "нула један два три четири пет шест седам осам девет".split(),
    "uk": "нуль один два три чотири п'ять шість сім вісім дев'ять".split(),
    "ukl": "nul odyn dva try chotyry piat shist sim visim deviat".split(),
    "gsw": "null eis zwei drü vier füf sächs sibe acht nün".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "zh": "零 一 二 三 四 五 六 七 八 九".split(),
    "zhl": "ling yao er san si wu liu qi ba jiu".split(),
    "si": "binduwa eka deka thuna hathara paha haya hatha ata namaya".split(),
    "kk": "нөл бір екі үш төрт бес алты жеті сегіз тоғыз".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
}
COUNTRY_LANG: Final = {"DK": "da", "LT": "lta", "RS": "sr", "UA": "ukl", "CH": "gsw", "TW": "zhl", "LK": "si", "KZ": "ru", "DO": "es", "SN": "fr"}  # fmt: skip
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "da": ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
    "lt": ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio"],
    "sr": ["januar", "februar", "mart", "april", "maj", "jun", "jul", "avgust", "septembar", "oktobar", "novembar", "decembar"],
    "src": ["јануар", "фебруар", "март", "април", "мај", "јун", "јул", "август", "септембар", "октобар", "новембар", "децембар"],
    "uk": ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня", "листопада", "грудня"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "kk": ["қаңтар", "ақпан", "наурыз", "сәуір", "мамыр", "маусым", "шілде", "тамыз", "қыркүйек", "қазан", "қараша", "желтоқсан"],
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
}  # fmt: skip
# Visa, Mastercard (51, 53, 55, 2221), Amex (34, 37), UnionPay (62), JCB (3528), Dankort-Visa
# (4571) and the Ukrainian banks' Visa and Mastercard ranges (4149, 5168, 5375)
LUHN_PREFIXES: Final = ["4", "4", "51", "53", "55", "2221", "34", "37", "62", "3528", "4571", "4149", "5168", "5375"]  # fmt: skip
CARD_LENGTHS: Final = {"34": 15, "37": 15}
PASSWORD_WORDS: Final = ["Smorrebrod", "Cepelinai", "Pljeskavica", "Varenyky", "Raclette", "Xiaolongbao", "Kottu", "Beshbarmak", "Mangu", "Thieboudienne", "Flaedeskum", "Kajmak"]  # fmt: skip
SECURITY_ANSWERS: Final = ["Vaffel", "Rudnosiukas", "Žuća", "Барбос", "Tschoggi", "Doudou", "Kalu", "Ақтөс", "Chichí", "Mbaxal", "Pluto-Mis", "阿福"]  # fmt: skip
CODE_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
IBAN_COUNTRIES: Final = ("DK", "LT", "RS", "UA", "CH", "KZ", "DO")
ID_NAMES: Final[dict[str, list[str]]] = {
    "DK": ["CPR", "CPR-nr."],
    "LT": ["asmens kodas", "a.k."],
    "RS": ["JMBG", "ЈМБГ"],
    "UA": ["RNOKPP", "РНОКПП"],
    "CH": ["AHV", "AVS"],
    "TW": ["national ID", "身分證字號"],
    "LK": ["NIC", "NIC no."],
    "KZ": ["IIN", "ИИН"],
    "DO": ["cédula", "cedula"],
    "SN": ["CNI", "carte d'identité"],
}
TW_LETTERS: Final = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "J": 18, "K": 19, "L": 20, "M": 21, "N": 22, "P": 23, "Q": 24, "R": 25, "S": 26, "T": 27, "U": 28, "V": 29, "X": 30, "Y": 31, "W": 32, "Z": 33, "I": 34, "O": 35}  # fmt: skip
CPR_WEIGHTS: Final = (4, 3, 2, 7, 6, 5, 4, 3, 2, 1)
JMBG_WEIGHTS: Final = (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
LT_WEIGHTS: Final = ((1, 2, 3, 4, 5, 6, 7, 8, 9, 1), (3, 4, 5, 6, 7, 8, 9, 1, 2, 3))
RNOKPP_WEIGHTS: Final = (-1, 5, 7, 9, 4, 6, 10, 5, 7)
IIN_WEIGHTS: Final = ((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), (3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2))
RNOKPP_EPOCH: Final = date(1899, 12, 31)
LEAP_MONTHS: Final = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
S10_OFFICES: Final = ["DK", "LT", "RS", "UA", "CH", "TW", "LK", "KZ", "DO", "SN"]
AIRLINE_PREFIXES: Final = ["020", "057", "157", "176", "235", "297", "618", "695", "724"]
TW_BANKS: Final = ["822", "808", "012", "013", "700"]
CONTAINER_OWNERS: Final = ["MSKU", "MSCU", "CMAU", "HLXU", "EGHU", "YMLU", "TGHU", "ONEU"]
HOUSE_PORTS: Final = {"DK": "AAR", "LT": "KLJ", "RS": "BEG", "UA": "ODS", "CH": "BSL", "TW": "KHH", "LK": "CMB", "KZ": "ALA", "DO": "HAI", "SN": "DKR"}  # fmt: skip


# --------------------------------------------------------------------------- check digits


def cpr_ok(number: str) -> bool:
    """A Danish CPR number's mod-11 check (weights 4 3 2 7 6 5 4 3 2 1)."""
    return sum(int(c) * w for c, w in zip(number, CPR_WEIGHTS, strict=True)) % 11 == 0


def lt_code_digit(body: str) -> str:
    """The eleventh digit of a Lithuanian asmens kodas (first weights, then second, mod 11)."""
    for weights in LT_WEIGHTS:
        r = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if r != 10:
            return str(r)
    return "0"


def jmbg_digit(body: str) -> str | None:
    """The thirteenth digit of a Serbian JMBG (weights 7-2 twice, eleven minus the remainder,
    11 gives 0); None when that is 10 (such a number is skipped)."""
    m = 11 - sum(int(c) * w for c, w in zip(body, JMBG_WEIGHTS, strict=True)) % 11
    if m == 10:
        return None
    return "0" if m == 11 else str(m)


def rnokpp_digit(body: str) -> str:
    """The tenth digit of a Ukrainian RNOKPP (weights -1 5 7 9 4 6 10 5 7, mod 11, mod 10)."""
    return str(sum(int(c) * w for c, w in zip(body, RNOKPP_WEIGHTS, strict=True)) % 11 % 10)


def ean13_digit(body: str) -> str:
    """The thirteenth digit of an EAN-13 (a Swiss AHV number): weights 1 3 1 3 ..."""
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return str(-total % 10)


def tw_id_digit(letter: str, body: str) -> str:
    """The last digit of a Taiwanese national ID: the letter's two digits weighted 1 and 9, the
    eight digits 8 to 1, the check digit making the total a multiple of ten."""
    code = TW_LETTERS[letter]
    total = code // 10 + 9 * (code % 10) + sum(int(c) * (8 - i) for i, c in enumerate(body))
    return str(-total % 10)


def iin_digit(body: str) -> str | None:
    """The twelfth digit of a Kazakh IIN (weights 1-11, then 3-11 1 2, mod 11); None when the
    second pass gives 10 too (no such number is issued)."""
    for weights in IIN_WEIGHTS:
        r = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if r != 10:
            return str(r)
    return None


def rs_national_digits(body: str) -> str:
    """The two national check digits of a Serbian account (ISO 7064 mod 97-10), which make its
    IBAN check digits 35."""
    return f"{98 - int(body) * 100 % 97:02d}"


def mod7_digit(body: str) -> str:
    """The last digit of a DHL Express waybill or an air waybill serial: the rest mod 7."""
    return str(int(body) % 7)


def container_digit(owner: str, serial: str) -> str:
    """The ISO 6346 check digit of a container number (letters 10, 12, 13, ... skipping
    multiples of 11; each character times two to its place; mod 11, 10 written 0)."""
    values: dict[str, int] = {}
    v = 10
    for ch in string.ascii_uppercase:
        if v % 11 == 0:
            v += 1
        values[ch] = v
        v += 1
    total = sum((values[c] if c.isalpha() else int(c)) << i for i, c in enumerate(owner + serial))
    return str(total % 11 % 10)


# --------------------------------------------------------------------------- spoken and folded

# The letters NFKD leaves whole, as a keyboard without diacritics writes them (Danish ø as oe,
# æ as ae, å as aa; Serbian đ as dj).
FOLDS: Final = {"ø": "oe", "Ø": "Oe", "æ": "ae", "Æ": "Ae", "å": "aa", "Å": "Aa", "đ": "dj", "Đ": "Dj", "ß": "ss"}  # fmt: skip
SPEECH: Final = Speech(FOLDS, DIGIT_WORDS)
fold, said, said_doubled = SPEECH.fold, SPEECH.said, SPEECH.said_doubled
plain, spoken_words, spoken_address = SPEECH.plain, SPEECH.spoken_words, SPEECH.spoken_address


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, birth date and email domain;
    a member of staff, a customs agent, a third party and fresh digits. `turns` counts the phone
    numbers written so far for each country, so that its formats come in turn across the set."""

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
        agents = AGENTS[self.country]
        self.agent = agents[(index // 3) % len(agents)]
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
            f, s = plain(self.person.given.split()[0]), plain(self.person.family.split()[0])
        else:
            words = name.split()
            f, s = plain(words[0]), plain(words[-1])
        y = str(self.birth[0])[2:]
        return self.pick([f"{f}.{s}", f"{f}{s}{y}", f"{f[0]}{s}", f"{s}_{f}{y}", f"{f}.{s[0]}{y}"])

    # ---- names

    def initialled(self) -> str:
        """The name as a form or signature shortens it: an initial and the family name, Sri
        Lankan initials and the surname, or (a Taiwanese name) the family name in capitals
        before the given name."""
        p = self.person
        if self.country in FAMILY_FIRST:
            return f"{p.family.upper()} {p.given}"
        if p.initials:
            return f"{p.initials} {p.family}"
        return f"{p.given[0]}. {p.family}"

    def last_first(self) -> str:
        p = self.person
        return f"{p.family}, {p.given}"

    def spelled(self) -> str:
        return " ".join(plain(self.person.family.split()[0]))

    def title(self) -> str:
        """A title written before the name, in the customer's language."""
        female = self.person.sex == "F"
        return {
            "DK": "Fru" if female else "Hr.",
            "LT": "p.",
            "RS": "g-đa" if female else "g.",
            "UA": "пані" if female else "пан",
            "CH": "Frau" if female else "Herr",
            "TW": "Ms." if female else "Mr.",
            "LK": "Mrs." if female else "Mr.",
            "KZ": "Ms" if female else "Mr",
            "DO": "doña" if female else "don",
            "SN": "Sokhna" if female else "M.",
        }[self.country]

    # ---- contact values

    def phone(self, mobile: bool = False) -> str:
        """A number in one of the country's formats (a mobile one, the first two, when it pays
        by MobilePay, TWINT, Kaspi or Wave or takes a one-time code)."""
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
        """A number broken across a line at the separator nearest its middle."""
        p = self.phone()
        cuts = [i for i, c in enumerate(p) if c in " .-/" and 0 < i < len(p) - 1]
        cut = min(cuts, key=lambda i: abs(i - len(p) // 2))
        if p[cut] == " ":
            return p[:cut] + "\n" + p[cut + 1 :]
        return p[: cut + 1] + "\n" + p[cut + 1 :]

    def spoken_phone(self, lang: str | None = None) -> str:
        number = self.mobile_digits()
        lang = lang or self.lang()
        if lang == "en" and self.country in ("LK", "DK"):
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
            "DK": ("snabel-a", "punktum"),
            "LT": ("eta", "taškas"),
            "RS": ("majmunče", "tačka"),
            "UA": ("собачка", "крапка"),
            "CH": ("ät", "punkt"),
            "TW": ("小老鼠", "點"),
            "KZ": ("собака", "точка"),
            "DO": ("arroba", "punto"),
            "SN": ("arobase", "point"),
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
        f = plain(self.person.given.split()[0])
        s = plain(self.person.family.split()[0])
        host, _, tld = self.domain.partition(".")
        at, dot = {
            "DK": ("snabel a", "punktum"),
            "LT": ("eta", "taskas"),
            "RS": ("majmunce", "tacka"),
            "UA": ("sobachka", "krapka"),
            "CH": ("ät", "punkt"),
            "KZ": ("sobaka", "tochka"),
            "DO": ("arroba", "punto"),
            "SN": ("arobase", "point"),
        }.get(self.country, ("at", "dot"))
        return f"{f} {dot} {s} {at} {host} {dot} {tld.replace('.', f' {dot} ')}"

    # ---- birth dates

    def dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1]
        lm = LOCAL_MONTHS
        styles = {
            "DK": [f"{d:02d}-{m:02d}-{y}", f"{d}. {lm['da'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y % 100:02d}"],
            "LT": [f"{y}-{m:02d}-{d:02d}", f"{y} m. {lm['lt'][m - 1]} {d}", f"{y}.{m:02d}.{d:02d}"],
            "RS": [f"{d:02d}.{m:02d}.{y}", f"{d}. {lm['sr'][m - 1]} {y}", f"{d}. {lm['src'][m - 1]} {y}"],
            "UA": [f"{d:02d}.{m:02d}.{y}", f"{d} {lm['uk'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y % 100:02d}"],
            "CH": [f"{d:02d}.{m:02d}.{y}", f"{d}. {lm['de'][m - 1]} {y}", f"{d} {lm['fr'][m - 1]} {y}"],
            "TW": [f"{y}/{m:02d}/{d:02d}", f"民國{y - 1911}年{m}月{d}日", f"{y}年{m}月{d}日"],
            "LK": [f"{y}.{m:02d}.{d:02d}", f"{d:02d}/{m:02d}/{y}", f"{ordinal_numeral(d)} {month} {y}"],
            "KZ": [f"{d:02d}.{m:02d}.{y}", f"{d} {lm['ru'][m - 1]} {y}", f"{y} жылғы {d} {lm['kk'][m - 1]}"],
            "DO": [f"{d:02d}/{m:02d}/{y}", f"{d} de {lm['es'][m - 1]} de {y}", f"{d}/{m}/{y % 100:02d}"],
            "SN": [f"{d:02d}/{m:02d}/{y}", f"{d} {lm['fr'][m - 1]} {y}", f"{d:02d}-{m:02d}-{y}"],
        }[self.country]  # fmt: skip
        return styles[self.index % len(styles)]

    def numeric_dob(self) -> str:
        """The birth date in the country's numeric form (beside a number that encodes it)."""
        y, m, d = self.birth
        if self.country == "LT":
            return f"{y}-{m:02d}-{d:02d}"
        if self.country == "TW":
            return f"{y}/{m:02d}/{d:02d}"
        if self.country == "LK":
            return f"{y}.{m:02d}.{d:02d}"
        if self.country == "DK":
            return f"{d:02d}-{m:02d}-{y}"
        if self.country in ("RS", "UA", "CH", "KZ"):
            return f"{d:02d}.{m:02d}.{y}"
        return f"{d:02d}/{m:02d}/{y}"

    def local_dob(self) -> str:
        """The birth date with its month written in the customer's language."""
        y, m, d = self.birth
        lm = LOCAL_MONTHS
        return {
            "DK": f"{d}. {lm['da'][m - 1]} {y}",
            "LT": f"{y} m. {lm['lt'][m - 1]} {d}",
            "RS": f"{d}. {lm['src'][m - 1]} {y}",
            "UA": f"{d} {lm['uk'][m - 1]} {y}",
            "CH": f"{d}. {lm['de'][m - 1]} {y}",
            "TW": f"民國{y - 1911}年{m}月{d}日",
            "LK": f"{ordinal_numeral(d)} {MONTHS[m - 1]} {y}",
            "KZ": f"{d} {lm['ru'][m - 1]} {y}",
            "DO": f"{d} de {lm['es'][m - 1]} de {y}",
            "SN": f"{d} {lm['fr'][m - 1]} {y}",
        }[self.country]

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.index % 2:
            return f"{month} {ordinal_words(d)} {year_words(y)}"
        return f"the {ordinal_words(d)} of {month} {year_words(y)}"

    # ---- national numbers (CPR, asmens kodas, JMBG, RNOKPP, NIC and IIN agree with the birth)

    def cpr(self) -> str:
        y, m, d = self.birth
        century = self.rng.choice("0123") if y < 2000 else self.rng.choice("49")
        odd = self.person.sex == "M"
        while True:
            body = f"{d:02d}{m:02d}{y % 100:02d}{century}{self.digits(2)}"
            for last in range(10):
                n = body + str(last)
                if cpr_ok(n) and (last % 2 == 1) == odd:
                    return self.pick([f"{n[:6]}-{n[6:]}", n, f"{n[:6]} {n[6:]}"])

    def lt_code(self) -> str:
        y, m, d = self.birth
        first = (3 if y < 2000 else 5) + (0 if self.person.sex == "M" else 1)
        body = f"{first}{y % 100:02d}{m:02d}{d:02d}{self.digits(3)}"
        return body + lt_code_digit(body)

    def jmbg(self) -> str:
        y, m, d = self.birth
        low, high = (0, 499) if self.person.sex == "M" else (500, 999)
        region = self.pick(["71", "80", "73", "72"])
        while True:
            body = f"{d:02d}{m:02d}{y % 1000:03d}{region}{self.rng.randint(low, high):03d}"
            check = jmbg_digit(body)
            if check is not None:
                return body + check

    def rnokpp(self) -> str:
        y, m, d = self.birth
        days = (date(y, m, d) - RNOKPP_EPOCH).days
        sex = self.rng.choice("13579" if self.person.sex == "M" else "02468")
        body = f"{days:05d}{self.digits(3)}{sex}"
        return body + rnokpp_digit(body)

    def ahv(self) -> str:
        body = "756" + self.digits(9)
        n = body + ean13_digit(body)
        return self.pick([f"{n[:3]}.{n[3:7]}.{n[7:11]}.{n[11:]}", n, f"{n[:3]} {n[3:7]} {n[7:11]} {n[11:]}"])  # fmt: skip

    def tw_id(self) -> str:
        letter = self.pick(["A", "B", "F", "H", "E", "J"])
        body = ("2" if self.person.sex == "F" else "1") + self.digits(7)
        return letter + body + tw_id_digit(letter, body)

    def nic(self) -> str:
        """A Sri Lankan NIC: the birth year, the day of the year (months counted as in a leap
        year; women plus 500), a serial and a last digit; the old nine-digit form with V for
        those born before 2000."""
        y, m, d = self.birth
        day = sum(LEAP_MONTHS[: m - 1]) + d + (500 if self.person.sex == "F" else 0)
        serial = self.digits(3)
        last = self.digits(1)
        if y < 2000 and self.index % 2:
            return f"{y % 100:02d}{day:03d}{serial}{last}{self.pick(['V', 'v', 'X'])}"
        return f"{y}{day:03d}0{serial}{last}"

    def iin(self) -> str:
        y, m, d = self.birth
        first = (3 if y < 2000 else 5) + (0 if self.person.sex == "M" else 1)
        while True:
            body = f"{y % 100:02d}{m:02d}{d:02d}{first}{self.digits(4)}"
            check = iin_digit(body)
            if check is not None:
                return body + check

    def do_cedula(self) -> str:
        body = self.pick(["001", "031", "402", "056", "223"]) + self.digits(7)
        n = body + luhn_check_digit(body)
        return self.pick([f"{n[:3]}-{n[3:10]}-{n[10]}", n])

    def sn_cni(self) -> str:
        n = ("2" if self.person.sex == "F" else "1") + self.digits(12)
        return self.pick([n, f"{n[0]} {n[1:4]} {n[4:8]} {n[8:]}"])

    def national_id(self) -> str:
        return {
            "DK": self.cpr,
            "LT": self.lt_code,
            "RS": self.jmbg,
            "UA": self.rnokpp,
            "CH": self.ahv,
            "TW": self.tw_id,
            "LK": self.nic,
            "KZ": self.iin,
            "DO": self.do_cedula,
            "SN": self.sn_cni,
        }[self.country]()

    # ---- bank details

    def iban(self, country: str | None = None) -> str:
        cc = country or (
            self.country if self.country in IBAN_COUNTRIES else self.pick(list(IBAN_COUNTRIES))
        )
        if cc == "DK":
            bban = self.pick(["3409", "2191", "9570", "1551", "5301"]) + self.digits(10)
        elif cc == "LT":
            bban = self.pick(["73000", "70440", "72900", "71800", "40100"]) + self.digits(11)
        elif cc == "RS":
            body = self.pick(["160", "265", "205", "170", "325"]) + self.digits(13)
            bban = body + rs_national_digits(body)
        elif cc == "UA":
            bban = self.pick(["322001", "305299", "320649", "300335"]) + "0000026" + self.digits(12)
        elif cc == "CH":
            bban = self.pick(["00762", "00230", "09000", "80808", "00700"]) + self.digits(12)
        elif cc == "KZ":
            bban = (
                self.pick(["722", "601", "926", "965"])
                + self.pick(["C", "S", "0"])
                + self.digits(12)
            )
        else:
            bban = self.pick(["BAGR", "BRRD", "BPDO", "BCBH"]) + "0000" + self.digits(16)
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

    def rs_account(self) -> str:
        body = self.pick(["160", "265", "205", "170", "325"]) + self.digits(13)
        n = body + rs_national_digits(body)
        return f"{n[:3]}-{n[3:16]}-{n[16:]}"

    def tw_account(self) -> str:
        return self.pick([self.digits(12), f"{self.digits(4)}-{self.digits(3)}-{self.digits(6)}", self.digits(14)])  # fmt: skip

    def lk_account(self) -> str:
        return self.pick([self.digits(10), f"{self.digits(4)} {self.digits(4)} {self.digits(4)}", f"0{self.digits(3)}-{self.digits(7)}"])  # fmt: skip

    def do_account(self) -> str:
        return self.pick([self.digits(9), f"{self.digits(3)}-{self.digits(6)}-{self.digits(1)}", f"96{self.digits(8)}"])  # fmt: skip

    def sn_rib(self) -> str:
        bank = self.pick(["SN012", "SN039", "SN094", "SN100"])
        return self.pick([f"{bank} {self.digits(5)} {self.digits(12)} {self.digits(2)}", f"{bank}{self.digits(5)}{self.digits(12)}{self.digits(2)}"])  # fmt: skip

    def account(self) -> tuple[str, str]:
        """The persona's account in its country's form, with its type (IBAN where the country
        writes one)."""
        c = self.country
        if c in IBAN_COUNTRIES:
            return self.grouped(self.iban(c)), "IBAN"
        if c == "TW":
            return self.tw_account(), "BANK_ACCOUNT"
        if c == "LK":
            return self.lk_account(), "BANK_ACCOUNT"
        return self.sn_rib(), "BANK_ACCOUNT"

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

    # ---- freight ids, parcels and containers

    def shipment(self) -> str:
        return self.pick([f"HLY-{self.digits(7)}", f"HLY{self.letters(2)}{self.digits(6)}", f"SHP/{self.digits(4)}/{self.letters(3, CODE_CHARS)}"])  # fmt: skip

    def booking(self) -> str:
        return self.pick([f"BKG{self.digits(8)}", f"BK-{self.digits(4)}-{self.letters(3, CODE_CHARS)}"])  # fmt: skip

    def customer_no(self) -> str:
        return self.pick([f"C{self.digits(6)}", f"KD-{self.digits(6)}", f"HC-{self.digits(3)}-{self.digits(4)}"])  # fmt: skip

    def house_bl(self) -> str:
        return f"HLY{HOUSE_PORTS[self.country]}{self.digits(7)}"

    def quote(self) -> str:
        return f"Q-{self.digits(2)}-{self.digits(5)}"

    def claim(self) -> str:
        return self.pick([f"CLM-{self.digits(6)}", f"CC/{self.digits(2)}/{self.digits(4)}"])

    def mrn(self) -> str:
        cc = self.country if self.country in ("DK", "LT", "RS", "UA", "CH") else self.pick(["DK", "LT"])  # fmt: skip
        return f"{self.pick(['26', '27'])}{cc}{self.letters(13, string.ascii_uppercase + string.digits)}{self.digits(1)}"

    def s10(self) -> str:
        serial = self.digits(8)
        prefix = self.pick(["RR", "RB", "CP", "EE", "LX", "CX"])
        return f"{prefix}{serial}{s10_check_digit(serial)}{self.pick(S10_OFFICES)}"

    def dhl(self) -> str:
        body = self.rng.choice("123456789") + self.digits(8)
        return body + mod7_digit(body)

    def awb(self) -> str:
        serial = self.digits(7)
        prefix = self.pick(AIRLINE_PREFIXES)
        n = serial + mod7_digit(serial)
        return self.pick([f"{prefix}-{n}", f"{prefix} {n[:4]} {n[4:]}", f"{prefix}{n}"])

    def nova_poshta(self) -> str:
        return self.pick(["20", "59"]) + self.digits(12)

    def courier(self) -> str:
        if self.country == "UA" and self.index % 2:
            return self.nova_poshta()
        return self.dhl()

    def container(self) -> str:
        owner = self.pick(CONTAINER_OWNERS)
        serial = self.digits(6)
        check = container_digit(owner, serial)
        return self.pick([f"{owner}{serial}{check}", f"{owner} {serial} {check}", f"{owner} {serial}-{check}"])  # fmt: skip

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
        marks = self.country in ("LT", "RS", "CH", "DO", "SN")
        return {
            # ---- people
            "NAME": lambda: (p.full, "PERSON"),
            "FIRST": lambda: (p.call, "PERSON"),
            "GIVEN": lambda: (p.given, "PERSON"),
            "LAST": lambda: (p.family, "PERSON"),
            "SCRIPT": lambda: (p.script, "PERSON"),
            "SCRIPTLAST": lambda: (p.script_family, "PERSON"),
            "SCRIPTGIVEN": lambda: (p.script.split()[0], "PERSON"),
            "VSCRIPT": lambda: (spoken_words(p.script, keep_marks=True), "PERSON"),
            "ANAME": lambda: (fold(p.full), "PERSON"),
            "LNAME": lambda: (p.full.lower(), "PERSON"),
            "LANAME": lambda: (fold(p.full).lower(), "PERSON"),
            "LFIRST": lambda: (p.call.lower(), "PERSON"),
            "UPLAST": lambda: (p.family.upper(), "PERSON"),
            "UPNAME": lambda: (p.full.upper(), "PERSON"),
            "INIT": lambda: (self.initialled(), "PERSON"),
            "LASTFIRST": lambda: (self.last_first(), "PERSON"),
            "VNAME": lambda: (spoken_words(p.full, marks), "PERSON"),
            "VANAME": lambda: (spoken_words(p.full), "PERSON"),
            "VFIRST": lambda: (spoken_words(p.call, marks), "PERSON"),
            "SPELL": lambda: (self.spelled(), "PERSON"),
            "SPELLUP": lambda: ("-".join(plain(p.family.split()[0]).upper()), "PERSON"),
            "SPELLDOT": lambda: (".".join(plain(p.call).upper()), "PERSON"),
            "TITLE": lambda: (self.title(), None),
            "TWTITLE": lambda: ("小姐" if p.sex == "F" else "先生", None),
            "KZHON": lambda: ("ханым" if p.sex == "F" else "мырза", None),
            "STAFF": lambda: (self.staff, "PERSON"),
            "LSTAFF": lambda: (plain(self.staff), "PERSON"),
            "AGENT": lambda: (self.agent, "PERSON"),
            "AGENTLAST": lambda: (self.agent.split()[0 if self.country in FAMILY_FIRST else -1], "PERSON"),
            "VAGENT": lambda: (spoken_words(self.agent), "PERSON"),
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
            "VPHONESRC": lambda: (self.spoken_phone("src"), "PHONE"),
            "VPHONEUK": lambda: (self.spoken_phone("uk"), "PHONE"),
            "VPHONEKK": lambda: (self.spoken_phone("kk"), "PHONE"),
            "VPHONEZH": lambda: (self.spoken_phone("zh"), "PHONE"),
            "VPHONELT": lambda: (self.spoken_phone("lt"), "PHONE"),
            "VPHONESR": lambda: (self.spoken_phone("sr"), "PHONE"),
            "DOB": lambda: (self.dob(), "DATE_OF_BIRTH"),
            "NDOB": lambda: (self.numeric_dob(), "DATE_OF_BIRTH"),
            "LDOB": lambda: (self.local_dob(), "DATE_OF_BIRTH"),
            "VDOB": lambda: (self.spoken_dob(), "DATE_OF_BIRTH"),
            # ---- national numbers
            "IDNAME": lambda: (self.pick(ID_NAMES[self.country]), None),
            "NATID": lambda: (self.national_id(), "SSN"),
            "VNATID": lambda: (said(self.national_id(), self.lang()), "SSN"),
            "VNATIDEN": lambda: (said(self.national_id()), "SSN"),
            "VNATIDFR": lambda: (said(self.national_id(), "fr"), "SSN"),
            # ---- bank details
            "ACCT": self.account,
            "IBAN": lambda: (self.grouped(self.iban()), "IBAN"),
            "IBANC": lambda: (self.odd_iban(), "IBAN"),
            "IBANNL": lambda: (self.broken_iban(), "IBAN"),
            "REGNR": lambda: (self.pick(["3409", "2191", "9570", "1551", "5301"]), "BANK_ACCOUNT"),
            "DKKONTO": lambda: (self.pick([self.digits(10), f"{self.rng.randint(1, 9)}{self.digits(rng.randint(6, 9))}"]), "BANK_ACCOUNT"),
            "RSACCT": lambda: (self.rs_account(), "BANK_ACCOUNT"),
            "TWACCT": lambda: (self.tw_account(), "BANK_ACCOUNT"),
            "TWBANK": lambda: (self.pick(TW_BANKS), None),
            "LKACCT": lambda: (self.lk_account(), "BANK_ACCOUNT"),
            "DOACCT": lambda: (self.do_account(), "BANK_ACCOUNT"),
            "SNRIB": lambda: (self.sn_rib(), "BANK_ACCOUNT"),
            "CARD": lambda: (self.grouped_card(), "CARD"),
            "CARDX": lambda: (self.odd_card(), "CARD"),
            "CARDNL": lambda: (self.broken_card(), "CARD"),
            "VCARD": lambda: (self.spoken_card(), "CARD"),
            "EXP": lambda: (f"{rng.randint(1, 12):02d}/{rng.randint(27, 31)}", None),
            # ---- freight ids after a cue
            "SHIP": lambda: (self.shipment(), "CUSTOMER_ID"),
            "VSHIP": lambda: (said(f"{self.digits(7)}"), "CUSTOMER_ID"),
            "BOOK": lambda: (self.booking(), "CUSTOMER_ID"),
            "CUST": lambda: (self.customer_no(), "CUSTOMER_ID"),
            "HBL": lambda: (self.house_bl(), "CUSTOMER_ID"),
            "QUOTE": lambda: (self.quote(), "CUSTOMER_ID"),
            "CLAIM": lambda: (self.claim(), "CUSTOMER_ID"),
            "MRN": lambda: (self.mrn(), "CUSTOMER_ID"),
            # ---- parcels, waybills and (unlabelled) containers
            "TRK": lambda: (self.s10(), "TRACKING"),
            "VTRK": lambda: (said(self.s10()), "TRACKING"),
            "TRK2": lambda: (self.courier(), "TRACKING"),
            "AWB": lambda: (self.awb(), "TRACKING"),
            "NP": lambda: (self.nova_poshta(), "TRACKING"),
            "CONT": lambda: (self.container(), None),
            # ---- network and secrets
            "IP": lambda: (
                f"{rng.choice([5, 31, 46, 77, 85, 91, 109, 114, 178, 188, 196, 212])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            ),
            "IPZ": lambda: (
                f"{rng.choice([31, 46, 77, 85, 91, 109]):03d}.{rng.randint(1, 99):03d}.{rng.randint(0, 99):03d}.{rng.randint(1, 254):03d}",
                "IP",
            ),
            "IP6": lambda: (
                f"{self.pick(['2a01', '2a02', '2001', '2c0f', '2401'])}:{self.letters(4, hex_chars)}:{self.letters(4, hex_chars)}:{self.letters(3, hex_chars)}::{self.letters(2, hex_chars)}",
                "IP",
            ),
            "OTP": lambda: (self.digits(6), "SECRET"),
            "VOTP": lambda: (said(self.digits(6)), "SECRET"),
            "PIN": lambda: (self.digits(rng.choice([4, 6])), "SECRET"),
            "CVV": lambda: (self.digits(3), "SECRET"),
            "SECANS": lambda: (self.pick(SECURITY_ANSWERS), "SECRET"),
            "RELEASE": lambda: (
                self.pick([f"REL-{self.letters(4, CODE_CHARS)}-{self.digits(2)}", self.letters(8, CODE_CHARS), self.digits(6)]),
                "SECRET",
            ),
            "PASS": lambda: (
                f"{self.pick(PASSWORD_WORDS)}{self.pick(['!', '#', '_', '$', '%', '*'])}{self.digits(rng.randint(2, 4))}{self.pick(['', 'x', 'Kk'])}",
                "SECRET",
            ),
            "TOKEN": lambda: (
                self.pick(
                    [
                        f"hly_live_{self.letters(32, token_chars)}",
                        f"frt-{self.letters(40, hex_chars)}",
                        f"hfc.{self.letters(24, token_chars)}.{self.letters(12, token_chars)}",
                    ]
                ),
                "SECRET",
            ),
        }  # fmt: skip

    # ---- addresses

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `script` (one line, in Cyrillic, Chinese or Sinhala script where the country has such
        an address), `lines` (a line break at each "|"), `lower` (one line, lower case),
        `ascii` (one line, without diacritics) or `voice` (spoken; an address in another script
        is replaced by the country's Latin one)."""
        text = self.address
        if layout in ("voice", "ascii", "lower") and NON_LATIN.search(text):
            text = next(a for a in ADDRESSES[self.country] if not NON_LATIN.search(a))
        if layout == "script":
            scripted = [a for a in ADDRESSES[self.country] if NON_LATIN.search(a)]
            text = scripted[self.index % len(scripted)] if scripted else text
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
    "[DK] hej, {NAME} her. pallen med Bang & Olufsen højttalere står stadig i told i Aarhus, forsendelse {SHIP}, tlf {PHONE}",
    "[DK] hi, {FIRST} here, CPR {NATID}, born {NDOB} - customs at Billund want my CPR for the import VAT on shipment {SHIP}?",
    "[DK] betalte med MobilePay fra {MOBILE} men booking {BOOK} siger stadig ubetalt paa portalen?? mvh {LFIRST}",
    "[DK] refund to reg.nr. {REGNR} kontonr. {DKKONTO} please, the account is in the name {UPNAME}",
    "[DK] container {CONT} came in on the Maersk vessel, please deliver to {ADDR}, my neighbour {THIRD} has a key",
    "[DK] hej jeg kan ikke logge ind paa portalen, min mail er {OEMAIL} og kundenr {CUST}. hilsen {LANAME}",
    "[DK] IBAN til tilbagebetaling: {IBANC}, {NAME}, født {DOB}",
    "[LT] laba diena, {NAME}, a.k. {NATID}, muitinė Klaipėdoje sulaikė siuntą {SHIP}, ką daryti?",
    "[LT] hi, paid the duty with Paysera but the LP Express parcel {TRK} never came, call {PHONE} - {FIRST}",
    "[LT] labas, kodas is SMS {OTP} neveikia, el pastas {OEMAIL}, {LANAME}",
    "[LT] prasau grazinti pinigus i {IBANC}, savininke {UPNAME}",
    "[LT] {TITLE} {LAST} here, born {NDOB}, asmens kodas {NATID}, the EUR.1 is in my name not the company",
    "[LT] pristatymas: {ADDR}, tel {MOBILE}, prašau skambinti prieš atvažiuojant",
    "[LT] my brother {THIRD} will sign for the pallet at the Vytautas Magnus University dorm, his number {PHONEX}",
    "[RS] zdravo, ja sam {NAME}, JMBG {NATID}, paket iz Nemačke stoji na carini u Beogradu, pošiljka {SHIP}",
    "[RS] здраво, {SCRIPT} овде, број телефона {PHONE}, где је моја палета?",
    "[RS] uplatio sam carinu na racun {RSACCT}, molim potvrdu, {LANAME}",
    "[RS] hi, {FIRST}, born {NDOB}, JMBG {NATID}, the DHL waybill {TRK2} says held at Nikola Tesla Airport",
    "[RS] adresa za dostavu: {ADDR}, tel {MOBILE}, mejl {OEMAIL}. Hvala!",
    "[RS] {TITLE} {LAST} ovde, broker {AGENT} opet traži moj jmbg, evo ga: {NATID}. zašto??",
    "[RS] IBAN za povraćaj: {IBANC}, vlasnik {UPNAME}, hvala unapred",
    "[UA] добрий день, я {SCRIPT}, РНОКПП {NATID}, посилка з Польщі застрягла на митниці в Ягодині",
    "[UA] pryvit, {NAME}, TTN Nova Poshta {NP}, kurier viddav posylku inshii liudyni, dzvonit {PHONE}",
    "[UA] dobryi den, perekazhit povernennia na kartku {CARD}, {LANAME}",
    "[UA] IBAN {IBANC}, отримувач {UPNAME}, будь ласка",
    "[UA] born {NDOB}, RNOKPP {NATID}, the Rozetka return went via your Odesa hub, shipment {SHIP}",
    "[UA] доставка на {SADDR}, тел. {MOBILE}, {TITLE} {SCRIPTLAST}",
    "[UA] portal says wrong password, my login {OEMAIL}, code from sms {OTP} - {FIRST}",
    "[CH] grüezi, {NAME}, AHV {NATID}, de Zoll will für mis Päckli vo Galaxus no meh Dokumänt, Sendig {SHIP}",
    "[CH] bonjour, {NAME} ici, le colis de Nestlé Waters est bloqué à Bâle, tél {PHONE}",
    "[CH] paid with TWINT from {MOBILE} but the invoice for {SHIP} is still open? {LFIRST}",
    "[CH] bitte Rückerstattung auf {IBANC}, Kontoinhaber/in {UPNAME}",
    "[CH] {TITLE} {LAST} here, the Hilti tools crate goes to {LADDR}, not to the Kuehne+Nagel depot",
    "[CH] login from {IP} at 03:12 was not me!! my password was {PASS}, pls lock it. {FIRST}",
    "[CH] mon voisin {THIRD} peut signer pour la palette, son natel {PHONEX}",
    "[TW] 你好，我是{SCRIPT}，身分證字號 {NATID}，我的海運貨在高雄港被海關扣了，單號 {SHIP}",
    "[TW] hi, {NAME} here, national ID {NATID}, born {NDOB}, the broker says my EZ WAY app is not verified",
    "[TW] 請退款到 {TWBANK} 銀行 帳號 {TWACCT}，戶名 {SCRIPT}",
    "[TW] paid with LINE Pay from {MOBILE} for booking {BOOK} but it still says unpaid?? {GIVEN}",
    "[TW] pls deliver to {ADDR}, tel {PHONE}, the Giant bikes are for my shop near Chiang Kai-shek Memorial Hall",
    "[TW] {SCRIPTLAST}{TWTITLE}的電話是 {PHONE}，貨到了請通知",
    "[TW] my cousin {THIRD} in Taichung will receive it, my email {OEMAIL}",
    "[LK] hi, {INIT} here, NIC {NATID}, my barrel from Dubai is stuck at Colombo port, shipment {SHIP}",
    "[LK] ayubowan, mage nama {NAME}, phone {PHONE}, the Dilmah tea cartons for Melbourne not collected yet",
    "[LK] pls refund to Sampath Bank acc {LKACCT}, name {UPNAME}",
    "[LK] {TITLE} {LAST}, born {NDOB}, NIC {NATID}, customs at Bandaranaike International Airport asked for passport also?",
    "[LK] deliver to {ADDR}, call {MOBILE} before coming machan",
    "[LK] ආයුබෝවන්, මම {SCRIPT}, දුරකථන {PHONE}, පාර්සලය තවම ලැබුණේ නැහැ",
    "[LK] my cousin {THIRD} from Kandy will collect at the cargo village, my nic is {NATID} if they ask, born {LDOB}",
    "[KZ] здравствуйте, {SCRIPT}, ИИН {NATID}, груз из Урумчи стоит на Хоргосе уже неделю, номер {SHIP}",
    "[KZ] salem, {NAME} here, paid with Kaspi from {MOBILE} but the invoice for {BOOK} is still open",
    "[KZ] верните деньги на {IBANC}, получатель {UPNAME}",
    "[KZ] hi {STAFF}, born {NDOB}, IIN {NATID}, customs needs it for the Wildberries return?",
    "[KZ] адрес доставки: {SADDR}, тел. {PHONE}, {SCRIPT}",
    "[KZ] {SCRIPTGIVEN} {KZHON} байланыста, телефон {PHONEX}",
    "[KZ] my cousin {THIRD} will pick up at the Almaty warehouse, her phone {PHONE}, my email {OEMAIL}",
    "[DO] saludos, soy {NAME}, cédula {NATID}, mi caja de Miami está retenida en aduanas en Las Américas, envío {SHIP}",
    "[DO] klk, pagué por tPago desde {MOBILE} y la factura de {BOOK} sigue pendiente, {LFIRST}",
    "[DO] devuélvanme a la cuenta {DOACCT} del Banco Popular a nombre de {UPNAME}",
    "[DO] hi, {FIRST} here, born {DOB}, the Brugal bottles are for my cousin {THIRD} in the Bronx, booking {BOOK}",
    "[DO] la dirección es {ADDR}, llamen al {PHONE}, pregunten por {TITLE} {GIVEN}",
    "[DO] el courier me pidió la cédula {NATID} y la fecha de nacimiento {NDOB} por whatsapp, es real??",
    "[DO] mi IBAN es {IBANC} a nombre de {NAME}, gracias",
    "[SN] bonjour, {NAME}, CNI {NATID}, mon colis de Paris est bloqué à la douane de l'aéroport Blaise Diagne, envoi {SHIP}",
    "[SN] salam, paiement Wave fait depuis le {MOBILE} mais la facture {BOOK} est toujours impayée, {LFIRST}",
    "[SN] remboursement sur le RIB {SNRIB}, titulaire {UPNAME}, jërëjëf",
    "[SN] hi, {TITLE} {LAST} here, Orange Money {MOBILE}, the Bolloré agent said container {CONT} is cleared?",
    "[SN] livraison: {ADDR}, tél {PHONE}, demandez {FIRST}",
    "[SN] mon frère {THIRD} va récupérer le colis, son numéro {PHONEX}",
    "[SN] nanga def, {NAME} la, code bi {OTP} dafa am problème, email {OEMAIL}",
    "hi, it's {NAME}, surname spelled {SPELL}, shipment {SHIP}, email {EMAILAT}",
    "name on the booking is {SPELLUP}, first name {SPELLDOT}, card {CARDX}, exp {EXP}",
    "pls update my email to {EMAILCB} and phone {PHONE}, account {CUST} - {NAME}",
    "new contact for account {CUST}: {UPNAME} / {EMAILUP} / {MOBILE}",
    "{LNAME} here, email is {EMAILPAR}, the quote {QUOTE} was for 2 pallets not 3",
]
ADV_VOICE: Final[list[str]] = [
    "[DK] hej det er {VNAME} jeg ringer om min flytning fra london mit nummer er {VPHONE} og cpr nummeret er {VNATID}",
    "[DK] hi this is {VFIRST} the georg jensen crate for my mother {VTHIRD} is stuck can you call me back on {VPHONEEN} or write to {VEMAIL}",
    "[LT] laba diena cia {VNAME} skambinu del siuntos is kinijos mano telefonas {VPHONE} asmens kodas {VNATID}",
    "[LT] hello it's {VFIRST} calling about booking {VSHIP} please call me on {VPHONELT}",
    "[RS] dobar dan ovde {VNAME} zovem zbog posiljke iz turske moj broj je {VPHONESR} i jmbg {VNATID}",
    "[RS] здраво ја сам {VSCRIPT} мој број је {VPHONESRC} молим вас позовите ме",
    "[UA] добрий день це {VSCRIPT} телефоную щодо посилки мій номер {VPHONEUK}",
    "[UA] hello it's {VFIRST} from lviv born {VDOB} my tax number is {VNATID} and my number {VPHONE}",
    "[CH] grüezi do isch {VNAME} ich lüt aa wäge de palette us italie mini nummere isch {VPHONE}",
    "[CH] bonjour c'est {VNAME} j'appelle pour la facture de douane mon numéro avs est {VNATIDFR} et mon email {VEMAIL}",
    "[TW] hello this is {VNAME} calling about my container at kaohsiung my phone is {VPHONE}",
    "[TW] 你好 我是{VSCRIPT} 我的電話是{VPHONEZH} 謝謝",
    "[LK] hello this is {VNAME} calling about the barrel from qatar my number is {VPHONEEN} and nic {VNATIDEN} born {VDOB}",
    "[LK] ayubowan mama {VFIRST} katha karanne mage number eka {VPHONE} isthuthi",
    "[KZ] сәлеметсіз бе бұл {VSCRIPT} жүк туралы хабарласып тұрмын нөмірім {VPHONEKK}",
    "[KZ] здравствуйте это {VANAME} мой иин {VNATID} перезвоните на {VPHONE}",
    "[DO] buenas es {VNAME} llamando por la caja que viene de nueva york mi número es {VPHONE}",
    "[DO] hi it's {VFIRST} born {VDOB} my cedula is {VNATIDEN} please call me back {VPHONEEN}",
    "[SN] bonjour c'est {VNAME} j'appelle pour le colis de marseille mon numéro c'est {VPHONE}",
    "[SN] salam aleykum {VFIRST} la ma ngi woote ci colis bi sama numéro {VPHONE}",
    "hi my name is {VNAME} spelled {SPELL} and my email is {VEMAIL} the tracking number is {VTRK}",
    "yes the card is {VCARD} and the code they sent me is {VOTP} and i live at {VADDR}",
]
ADV_EMAIL: Final[list[str]] = [
    "[DK] Subject: Removal Copenhagen - Toronto\n\nHi,\n\nWe are moving our household goods with Halyard (quote {QUOTE}). The survey was done by {STAFF} last week.\nPickup address:\n{ADDRNL}\n\nCPR {NATID}, born {NDOB}.\n\nBest regards,\n{NAME}\n{PHONE}",
    "[DK] Kære Halyard,\n\nJeg fik en sms om at betale told for en pakke fra Søstrene Grene, men jeg har ikke bestilt noget. Linket bad om mit kort {CARD} og CVC {CVV}, som jeg desværre tastede ind.\nKan I hjælpe? Min konto hos jer er {CUST}.\n\nVenlig hilsen\n{NAME}\n{EMAIL}",
    "[LT] Laba diena,\n\nSiunta iš Šanchajaus ({HBL}) vis dar Klaipėdos uoste. Muitinės deklaracija {MRN}.\nGimimo data {LDOB} d., asmens kodas {NATID}.\nAdresas:\n{ADDRNL}\n\nPagarbiai\n{NAME}\n{PHONE}",
    "[LT] Hello,\n\nI forgot my portal password. The reset mail went to my old address {THIRDEMAIL} (my ex, {THIRD}). Please change it to {EMAIL}.\nCustomer no. {CUST}\n\nThanks,\n{NAME}",
    "[RS] Poštovani,\n\nMoja pošiljka iz Kine (AWB {AWB}) je stigla na aerodrom Nikola Tesla pre nedelju dana. Carinski zastupnik {AGENT} traži fakturu.\nJMBG: {NATID}\nDatum rođenja: {NDOB}.\n\nSrdačan pozdrav,\n{NAME}\n{PHONE}",
    "[RS] Поштовани,\n\nМолим вас да повраћај уплатите на рачун {RSACCT}.\nЈМБГ {NATID}, датум рођења {LDOB}.\n\nСрдачно,\n{SCRIPT}",
    "[UA] Доброго дня!\n\nВідправлення {SHIP} з Гданська досі не розмитнене. Мій РНОКПП {NATID}, дата народження {NDOB}.\nАдреса:\n{ADDRNL}\n\nЗ повагою,\n{SCRIPT}\n{PHONE}",
    "[UA] Hi,\n\nMy mother {THIRD} got a call from someone claiming to be Halyard, asking for her Monobank card {CARD}, expiry {EXP} and CVV {CVV}. She gave them. Her phone is {PHONE}.\nIs this really you?\n\n{NAME}",
    "[CH] Grüezi\n\nUnsere Umzugskisten aus Berlin sind beim Zoll in Basel. Unsere Kundennummer ist {CUST}.\nAHV-Nr. {NATID}, geboren {DOB}.\nNeue Adresse:\n{ADDRNL}\n\nFreundliche Grüsse\n{NAME}\n{PHONE}",
    "[CH] Bonjour,\n\nLe transitaire {AGENT} m'a demandé une copie de mon passeport pour le dédouanement des montres. Je préfère l'envoyer à {STAFF}. Mon e-mail: {EMAIL}, natel {MOBILE}.\n\nMeilleures salutations,\n{NAME}",
    "[TW] Dear Halyard,\n\nMy air shipment (AWB {AWB}) from Frankfurt reached Taoyuan on Monday. The clearance agent {AGENT} needs my national ID: {NATID}, date of birth {DOB}.\nDelivery:\n{ADDRNL}\n\nThanks,\n{NAME}\n{PHONE}",
    "[TW] 您好，\n\n我的帳號被別人登入了（IP {IP}），密碼是 {PASS}，請幫我鎖定。\n客戶編號 {CUST}\n\n{SCRIPT} 敬上\n{MOBILE}",
    "[LK] Dear Sir/Madam,\n\nI am sending personal effects to my daughter in Sydney (quote {QUOTE}). My NIC is {NATID} and date of birth {NDOB}.\nPick up from:\n{ADDRNL}\n\nThank you,\n{INIT}\n{PHONE}",
    "[LK] Hi,\n\nPlease pay the refund to Commercial Bank account {LKACCT} in the name of {NAME}. My email is {EMAIL}. I also got a strange SMS asking for my card {CARDX}, was that you?\n\nRegards,\n{FIRST}",
    "[KZ] Здравствуйте!\n\nПрошу растаможить посылку {SHIP} из Гуанчжоу. ИИН {NATID}, дата рождения {NDOB}.\nАдрес:\n{ADDRNL}\n\nС уважением,\n{SCRIPT}\n{PHONE}",
    "[KZ] Hello,\n\nOur company account on your portal was accessed from {IP6}. The API key {TOKEN} was in an old email to {THIRD}. Please revoke it.\n\nBest,\n{NAME}\n{EMAIL}",
    "[DO] Buenas tardes,\n\nEnvié un barril a Santiago con su agente {AGENT} y llegó abierto. Reclamo {CLAIM}.\nCédula: {NATID}\nFecha de nacimiento: {LDOB}\nDirección:\n{ADDRNL}\n\nSaludos,\n{NAME}\n{PHONE}",
    "[DO] Hello,\n\nPlease stop sending notices to {THIRDEMAIL}. My email is {OEMAIL} and my customer number {CUST}.\nThe office at Gregorio Luperón International Airport gave me a release code that does not work: {RELEASE}.\n\nThank you,\n{NAME}",
    "[SN] Bonjour,\n\nJ'envoie des effets personnels à ma fille à Lyon (devis {QUOTE}). Mon numéro de CNI est {NATID}, date de naissance {DOB}.\nAdresse d'enlèvement :\n{ADDRNL}\n\nCordialement,\n{NAME}\n{PHONE}",
    "[SN] Hello,\n\nThe agent {AGENT} at the Port of Dakar asked me to send the duty to a personal Wave number, {PHONE}. Is that correct? My shipment is {HBL}.\n\nThanks,\n{NAME}\n{EMAIL}",
    "Hi team,\n\nThe consignee's phone on the labels is wrong, it should be:\n{PHONENL}\nAnd the address:\n{ADDRNL}\n\nThanks,\n{NAME}",
]
ADV_FORM: Final[list[str]] = [
    "[DK] Navn: {NAME}\nCPR-nr.: {NATID}\nFødselsdato: {NDOB}\nAdresse: {ADDR}\nTelefon: {PHONE}\nE-mail: {EMAIL}\nForsendelse: {SHIP}",
    "[DK] Refund request\nAccount holder: {LASTFIRST}\nReg.nr.: {REGNR}\nKontonr.: {DKKONTO}\nIBAN: {IBAN}\nClaim no.: {CLAIM}\nReason: handling damage at H.C. Andersen Airport",
    "[LT] Vardas, pavardė: {NAME}\nAsmens kodas: {NATID}\nGimimo data: {NDOB}\nAdresas: {AADDR}\nTel.: {PHONE}\nEl. paštas: {EMAIL}",
    "[LT] Customs power of attorney\nImporter: {UPNAME}\nAsmens kodas: {NATID}\nIBAN for duty refunds: {IBANNL}\nSigned: {INIT}",
    "[RS] Ime i prezime: {NAME}\nJMBG: {NATID}\nDatum rođenja: {NDOB}.\nAdresa: {ADDR}\nTelefon: {PHONE}\nE-pošta: {EMAIL}",
    "[RS] Portal login problem\nUser: {EMAIL}\nPassword I set: {PASS}\nLast login IP: {IP}\nName: {ANAME}",
    "[UA] ПІБ: {SCRIPT}\nРНОКПП: {NATID}\nДата народження: {LDOB} р.\nТелефон: {PHONE}\nEmail: {EMAIL}\nНомер ТТН: {NP}",
    "[UA] Refund form\nName: {NAME}\nIBAN: {IBANNL}\nRNOKPP (tax number): {NATID}\nDate of birth: {NDOB}",
    "[CH] Name / Vorname: {LASTFIRST}\nAHV-Nr.: {NATID}\nGeburtsdatum: {NDOB}\nAdresse: {ADDR}\nTelefon: {PHONE}\nE-Mail: {EMAIL}",
    "[CH] API access request\nContact: {NAME}\nAPI key (old, please revoke): {TOKEN}\nServer IP: {IPZ}\nPhone: {PHONE}",
    "[TW] 姓名：{SCRIPT}\n身分證字號：{NATID}\n出生日期：{LDOB}\n地址：{SADDR}\n電話：{PHONE}\nEmail：{EMAIL}",
    "[TW] Refund request\nName (as on passbook): {UPNAME}\nBank code: {TWBANK}\nAccount no.: {TWACCT}\nBooking: {BOOK}",
    "[LK] Name with initials: {INIT}\nFull name: {UPNAME}\nNIC No: {NATID}\nDate of birth: {NDOB}\nAddress: {ADDR}\nMobile: {MOBILE}",
    "[LK] Portal access\nUser: {EMAIL}\nPassword: {PASS}\nOTP received: {OTP}\nName: {NAME}",
    "[KZ] ФИО: {SCRIPT}\nИИН: {NATID}\nДата рождения: {LDOB} г.\nАдрес: {ADDR}\nТелефон: {PHONE}\nEmail: {EMAIL}",
    "[KZ] Refund details\nBeneficiary: {ANAME}\nIBAN: {IBAN}\nIIN: {NATID}\nBirth date: {NDOB}",
    "[DO] Nombre: {NAME}\nCédula: {NATID}\nFecha de nacimiento: {NDOB}\nDirección: {ADDR}\nTeléfono: {PHONE}\nCorreo: {EMAIL}",
    "[DO] Pago\nTitular: {UPNAME}\nTarjeta: {CARDX}\nVence: {EXP}\nCVV: {CVV}\nFactura: {SHIP}",
    "[SN] Prénom et nom : {NAME}\nCNI : {NATID}\nDate de naissance : {NDOB}\nAdresse : {ADDR}\nTéléphone : {PHONE}\nE-mail : {EMAIL}",
    "[SN] Remboursement\nBénéficiaire : {UPNAME}\nRIB : {SNRIB}\nIBAN (compte à l'étranger) : {IBAN}\nRéférence : {CLAIM}",
    "Security questions\nName: {NAME}\nEmail: {EMAILBR}\nFirst pet: {SECANS}\nRelease PIN: {RELEASE}\nLogin IP: {IPZ}",
]
ADV_QUOTED: Final[list[str]] = [
    "[DK] Ja, det er {NAME}, CPR {NATID}.\n\nDen 14. mar. 2027 kl. 09.10 skrev Halyard Freight:\n> Kan du bekræfte modtagerens navn og CPR-nummer til toldangivelsen?",
    "[DK] The release code is {RELEASE} and my mobile {MOBILE}.\n{FIRST}\n\nOn Mon, 15 Mar 2027 at 11:02, Halyard Freight wrote:\n> Your LCL shipment is ready at our Brøndby warehouse. Please reply with the release code from the SMS.",
    "[LT] Taip, {NAME}, tel. {PHONE}.\n\n2027-03-16, 10:12, Halyard Freight rašė:\n> Prašome patvirtinti gavėjo vardą ir telefono numerį.",
    "[LT] Here is the account: {IBAN}\n{FIRST}\n\nOn Tue, 16 Mar 2027, Halyard Freight wrote:\n> We owe you a refund of EUR 84 for the cancelled DPD pickup. Which account should we use?",
    "[RS] Da, primalac je {THIRD}, telefon {PHONE}.\n\nDana 17.03.2027. u 09:40, Halyard Freight je napisao/la:\n> Molimo potvrdite ime primaoca i broj telefona.",
    "[RS] Evo broja kartice: {CARDNL}\n{FIRST}\n\nOn Wed, 17 Mar 2027 at 14:05, Halyard Freight wrote:\n> The storage fee of RSD 3,600 is still open. Pay by card on the portal, never by email.",
    "[UA] Так, {SCRIPT}, {PHONE}.\n\n18 бер. 2027 р. о 09:10 Halyard Freight пише:\n> Підтвердіть, будь ласка, ПІБ і телефон одержувача.",
    "[UA] The new address is {ADDR}.\n\nOn Thu, 18 Mar 2027, Halyard Freight wrote:\n> Your Meest parcel is back at our Kyiv depot. Where should we redeliver it?",
    "[CH] Ja, {NAME}, AHV {NATID}.\n\nAm 19.03.2027 um 08:55 schrieb Halyard Freight:\n> Bitte bestätigen Sie Name und AHV-Nummer für die Verzollung.",
    "[CH] Voici mon IBAN: {IBAN}\n{FIRST}\n\nLe ven. 19 mars 2027 à 10:20, Halyard Freight a écrit :\n> Nous vous devons CHF 46.50 suite au remboursement de la TVA.",
    "[TW] 是的，{SCRIPT}，電話 {PHONE}。\n\nHalyard Freight 於 2027年3月20日 週六 上午9:10寫道：\n> 請確認收件人姓名與電話。",
    "[TW] National ID is {NATID}, {NAME}\n\nOn Sat, 20 Mar 2027 at 10:02, Halyard Freight wrote:\n> For the EZ WAY declaration we need the consignee's national ID number.",
    "[LK] Yes, {NAME}, NIC {NATID}.\n\nOn Sun, 21 Mar 2027 at 08:30, Halyard Freight wrote:\n> Please confirm the consignee name and NIC for the Colombo clearance.",
    "[LK] Address is {ADDR}\n\nOn Sun, 21 Mar 2027, Halyard Freight wrote:\n> Your Lipton sample cartons are ready for dispatch. Where should we deliver?",
    "[KZ] Иә, {SCRIPT}, ЖСН {NATID}, туған күнім {DOB}.\n\n22 марта 2027 г., в 9:10, Halyard Freight написал:\n> Подтвердите, пожалуйста, ФИО и ИИН получателя.",
    "[KZ] Card: {CARD}\n{FIRST}\n\nOn Mon, 22 Mar 2027, Halyard Freight wrote:\n> The Kazpost redelivery fee is KZT 2,500. You can pay by Kaspi QR or card on the portal.",
    "[DO] Sí, es {NAME}, cédula {NATID}.\n\nEl lun, 22 mar 2027 a las 9:10, Halyard Freight escribió:\n> Favor confirmar el nombre y la cédula del consignatario.",
    "[DO] Here's my number {PHONE}\n{FIRST}\n\nOn Mon, 22 Mar 2027, Halyard Freight wrote:\n> Our driver could not find the house on Calle El Conde. Please send a phone number.",
    "[SN] Oui, {NAME}, tél {PHONE}.\n\nLe mar. 23 mars 2027 à 09:10, Halyard Freight a écrit :\n> Merci de confirmer le nom et le téléphone du destinataire.",
    "[SN] Le code est {RELEASE}\n{FIRST}\n\nOn Tue, 23 Mar 2027, Halyard Freight wrote:\n> Your pallet is at the Dakar bonded warehouse. Reply with the release code from the SMS.",
    "---------- Forwarded message ---------\nFrom: {NAME} <{EMAIL}>\nDate: Wed, 24 Mar 2027\nSubject: pallet\n\nPlease invoice {THIRD} instead, email {THIRDEMAIL}, shipment {SHIP}, IBAN {IBANC}.",
]

# --------------------------------------------------------------------------- benign skeletons

# fmt: off
FILLS: Final[dict[str, list[str]]] = {
    "CARRIER": ["Maersk", "MSC", "CMA CGM", "Hapag-Lloyd", "Evergreen", "Yang Ming", "ONE", "DSV", "Kuehne+Nagel", "DB Schenker", "Gebrüder Weiss", "Bolloré", "DHL", "FedEx", "UPS", "PostNord", "LP Express", "Nova Poshta", "Meest", "Ukrposhta", "Swiss Post", "Chunghwa Post", "Kazpost", "La Poste", "Sri Lanka Post", "Aramex", "DPD", "GLS", "Pošta Srbije"],
    "AIRLINE": ["Turkish Cargo", "EVA Air Cargo", "China Airlines Cargo", "Emirates SkyCargo", "Qatar Airways Cargo", "SriLankan Cargo", "Air Astana", "Lufthansa Cargo", "Swiss WorldCargo", "Air Senegal"],
    "PORT": ["Aarhus", "Klaipėda", "Odesa", "Pivdennyi", "Rotterdam", "Hamburg", "the Basel Rhine port", "Kaohsiung", "Keelung", "Colombo", "Hambantota", "Khorgos", "Aktau", "Caucedo", "Rio Haina", "the Port of Dakar", "Koper", "Gdańsk", "Piraeus"],
    "AIRPORT": ["Billund", "Kastrup", "H.C. Andersen Airport", "Vilnius airport", "Nikola Tesla Airport", "Boryspil", "Zürich airport", "Taoyuan", "Bandaranaike International Airport", "Almaty airport", "Las Américas", "Gregorio Luperón International Airport", "Blaise Diagne International Airport", "Liège", "Leipzig"],
    "NAMEDAFTER": ["Kuehne+Nagel", "DB Schenker", "Gebrüder Weiss", "Bolloré", "Bang & Olufsen", "Georg Jensen", "Søstrene Grene", "Nestlé", "Hilti", "Brugal", "Dilmah", "Lipton", "Lindt", "Barceló", "the CMA CGM Jacques Saadé", "Vytautas Magnus University", "Chiang Kai-shek Memorial Hall", "Nikola Tesla Airport", "Blaise Diagne International Airport", "H.C. Andersen Airport", "Bandaranaike International Airport", "Gregorio Luperón International Airport"],
    "VESSEL": ["Madrid Maersk", "MSC Irina", "Ever Ace", "CMA CGM Jacques Saadé", "YM Wellness", "Hapag-Lloyd Berlin Express", "ONE Innovation", "Ever Given"],
    "GOODS": ["household goods", "personal effects", "a piano", "two e-bikes", "a motorbike", "spare parts", "LED panels", "a coffee machine", "handmade ceramics", "batik fabric", "tea chests", "cigars", "rum", "cashew nuts", "olive oil", "a washing machine", "books", "solar panels", "baby clothes", "a sewing machine", "car tyres", "phones with lithium batteries", "perfume", "a wedding dress", "kitchen cabinets"],
    "BRAND": ["Bang & Olufsen", "Georg Jensen", "Søstrene Grene", "LEGO", "Pandora", "Royal Copenhagen", "Nestlé", "Lindt", "Victorinox", "Hilti", "Giant", "Acer", "ASUS", "Dilmah", "Lipton", "Brugal", "Barceló", "Presidente", "Rozetka", "Wildberries", "Galaxus", "Digitec", "Temu", "AliExpress", "Shein", "Amazon", "IKEA", "JYSK", "Maxima", "Senukai"],
    "PAY": ["MobilePay", "Dankort", "Paysera", "Monobank", "PrivatBank", "TWINT", "PostFinance", "LINE Pay", "JKOPay", "Kaspi", "Kaspi QR", "Wave", "Orange Money", "Free Money", "tPago", "Visa", "Mastercard", "PayPal", "Apple Pay", "bank transfer", "FriMi", "eZ Cash"],
    "HS": ["8471.30", "6403.99", "9503.00", "0901.21", "8703.80", "2208.40", "8517.13", "6109.10", "3304.99", "9401.61", "0902.30", "2402.10"],
    "INCO": ["EXW", "FCA", "FOB", "CIF", "CPT", "DAP", "DDP", "DPU"],
    "CONT": ["a 20ft", "a 40ft", "a 40ft high cube", "a reefer", "an LCL", "a groupage", "a flat rack"],
    "WEIGHT": ["120 kg", "2.4 t", "38 kg", "14 CBM", "3.2 m³", "640 kg", "1.8 t", "22 kg", "9 CBM"],
    "PRICE": ["DKK 450", "€85", "RSD 3.600", "₴1 200", "CHF 46.50", "NT$2,300", "LKR 18,000", "KZT 12 000", "RD$4,500", "FCFA 15 000", "$340", "€1,150"],
    "CITY": ["Aarhus", "Odense", "Esbjerg", "Vilnius", "Kaunas", "Klaipėda", "Belgrade", "Novi Sad", "Niš", "Kyiv", "Lviv", "Odesa", "Zürich", "Geneva", "Basel", "Taipei", "Kaohsiung", "Taichung", "Colombo", "Kandy", "Galle", "Almaty", "Astana", "Shymkent", "Santo Domingo", "Santiago", "Punta Cana", "Dakar", "Thiès", "Saint-Louis", "Touba"],
    "ORIGIN": ["Shenzhen", "Ningbo", "Istanbul", "Dubai", "Miami", "New York", "Hamburg", "Milan", "Marseille", "Guangzhou", "Urumqi", "Melbourne", "Toronto", "London", "Doha"],
    "COUNTRY": ["Denmark", "Lithuania", "Serbia", "Ukraine", "Switzerland", "Taiwan", "Sri Lanka", "Kazakhstan", "the Dominican Republic", "Senegal"],
    "ROLE": ["the customs broker", "your driver", "the warehouse team", "my account manager", "the claims desk", "dispatch", "the declarant", "the surveyor", "the packers", "the shipping line", "the consignee", "customer care"],
    "DOC": ["commercial invoice", "packing list", "certificate of origin", "EUR.1", "phytosanitary certificate", "fumigation certificate", "bill of lading", "air waybill", "power of attorney", "T1 transit document", "ATA carnet", "proforma invoice", "inventory list"],
    "ERR": ["error 403", "E-1042", "HTTP 502", "a timeout", "ERR_CUSTOMS_HOLD", "error 500", "E-2210", "invalid session"],
    "PLAN": ["Halyard Saver", "Halyard Express", "Door-to-Door", "Groupage Weekly", "Air Priority", "Sea Economy", "Removals Plus"],
    "DAY": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    "TIME": ["8am", "9:30", "noon", "14:00", "6pm", "10am", "16:30"],
    "QTY": ["two", "three", "four", "five", "six", "eight"],
    "NUM": ["2", "3", "4", "6", "8", "12", "18"],
    "EVENT": ["Lunar New Year", "Vesak", "Tabaski", "Nauryz", "Christmas", "Easter", "Independence Day", "the Día de la Altagracia", "Constitution Day", "Golden Week", "Korité"],
    "ISO": ["2027-01-21", "2027-03-22", "2027-04-14", "2027-05-20", "2027-06-05", "2027-12-24", "2027-02-06"],
    "WORDNAME": ["a storm in the North Sea", "ash from the volcano", "a beat-up pallet", "the Beat Saber VR kit", "a storm warning in Klaipėda"],
    "STATUS": ["in transit", "at customs", "held for inspection", "cleared", "out for delivery", "at the bonded warehouse", "awaiting documents", "on the vessel"],
    "VCARRIER": ["maersk", "msc", "dhl", "fedex", "ups", "dsv", "nova poshta", "meest", "postnord", "kazpost", "swiss post", "la poste", "aramex", "evergreen"],
    "VCITY": ["aarhus", "vilnius", "klaipeda", "belgrade", "kyiv", "lviv", "zurich", "basel", "taipei", "kaohsiung", "colombo", "kandy", "almaty", "astana", "santo domingo", "dakar"],
    "VGOODS": ["household goods", "a piano", "two e bikes", "the motorbike", "spare parts", "the washing machine", "books", "solar panels", "tea", "rum", "the sewing machine"],
    "VDAY": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
    "VQTY": ["two", "three", "four", "five", "six", "ten"],
    "VPAY": ["mobilepay", "twint", "kaspi", "wave", "orange money", "paypal", "a card", "bank transfer", "line pay"],
    "VPORT": ["aarhus", "klaipeda", "odesa", "kaohsiung", "colombo", "khorgos", "caucedo", "dakar", "rotterdam"],
    "VBRAND": ["bang and olufsen", "lego", "nestle", "hilti", "giant", "dilmah", "brugal", "rozetka", "ikea", "galaxus", "lindt"],
    "VROLE": ["the driver", "the broker", "the warehouse", "customs", "the packers", "the shipping line", "my account manager"],
    "DA": ["pallen", "flyttekasserne", "pakken", "containeren", "cyklen"],
    "LT": ["siunta", "paletė", "dėžė", "krovinys"],
    "SR": ["pošiljka", "paleta", "kutija", "pošiljka iz Kine"],
    "SRC": ["пошиљка", "палета", "кутија"],
    "UK": ["посилка", "палета", "вантаж", "коробка"],
    "DE": ["Päckli", "Palette", "Umzugsgut", "Sendung"],
    "FR": ["colis", "palette", "carton", "envoi"],
    "ZH": ["包裹", "貨櫃", "棧板", "海運貨"],
    "KK": ["груз", "посылка", "палета", "контейнер"],
    "ES": ["caja", "barril", "paquete", "paleta"],
}
# fmt: on
BEN_CHAT: Final[list[str]] = [
    "hi, where is my {GOODS}? tracking says {STATUS} since {DAY}",
    "how much is duty on {GOODS} into {COUNTRY}? the invoice says {PRICE}",
    "can I pay the customs fee with {PAY}?",
    "is {INCO} or {INCO} better for a first shipment from {ORIGIN}?",
    "what HS code do you use for {GOODS}, is {HS} right?",
    "the {CARRIER} truck came at {TIME} but nobody called first",
    "my {CONT} container from {ORIGIN} is {STATUS}, any news??",
    "do you ship {GOODS} to {CITY}?",
    "portal shows {ERR} when I upload the {DOC}",
    "which {DOC} do I need for {GOODS} going to {COUNTRY}?",
    "the {BRAND} order is coming from {ORIGIN}, do I pay VAT on top of {PRICE}?",
    "hii is there a cutoff for the {PLAN} service this week",
    "is the warehouse at {CITY} open on {DAY}?",
    "can {ROLE} call me before the delivery tomorrow pls",
    "recieved only {QTY} boxes out of {NUM}, the rest?",
    "why is the quote {PRICE} now, last month it was less",
    "shipment delayed because of {WORDNAME}?? seriously",
    "do you handle {NAMEDAFTER} shipments or only private customers",
    "is {AIRPORT} or {AIRPORT} faster for air freight",
    "the vessel {VESSEL} left {PORT} late, new ETA?",
    "can I insure {GOODS} worth {PRICE}?",
    "HELLO ANYONE THERE, DO YOU PICK UP FROM {CITY} OR NOT",
    "need to change from {PLAN} to {PLAN}, possible?",
    "is {WEIGHT} too heavy for {PLAN}?",
    "the pallet is {WEIGHT}, the label says less, which one do you bill",
    "thanks for the help with {ROLE} today 🙏",
    "ok great, {DAY} at {TIME} works 👍",
    "what is the de minimis for {COUNTRY}, my parcel is only {PRICE}",
    "can you ship {GOODS} with {AIRLINE}?",
    "why is {CARRIER} showing a different ETA than your portal",
    "we close for {EVENT}, can the truck come before?",
    "is there demurrage if the container stays at {PORT} over {EVENT}?",
    "hej, hvornår kommer {DA} fra {ORIGIN}? tak",
    "hej, kan I levere {DA} på {DAY}? held og lykke med travlheden i dag 😅",
    "hej hvad koster told paa {GOODS}? paa forhaand tak",
    "vulkansk aske over Island igen? er {DA} med luftfragt forsinket?",
    "laba diena, kada atvyks {LT} iš {ORIGIN}?",
    "labas, ar galima mokėti su {PAY}?",
    "audra Baltijos jūroje, ar {LT} vėluos į Klaipėdą?",
    "sveiki, kiek kainuoja muitas už {GOODS}? aciu",
    "zdravo, kada stiže {SR} iz {ORIGIN}?",
    "здраво, колико кошта царина за {SRC}?",
    "kamion kreće čim svane zora, može li dostava u {CITY}?",
    "da li mogu da platim sa {PAY}? hvala",
    "добрий день, коли буде {UK} з {ORIGIN}?",
    "чи можна оплатити через {PAY}?",
    "dobryi den, skilky koshtuie mytnytsia na {GOODS}?",
    "дякую, {UK} вже отримали",
    "grüezi, wänn chunnt {DE} us {ORIGIN}?",
    "chan ich mit {PAY} zahle?",
    "bonjour, quand arrive mon {FR} de {ORIGIN}?",
    "merci, la {FR} est bien arrivée à {CITY}",
    "你好，我的{ZH}什麼時候到{CITY}？",
    "請問可以用{PAY}付款嗎？",
    "謝謝，{ZH}已經收到了",
    "ayubowan, {GOODS} barrel eka kawadda enne?",
    "කරුණාකර {GOODS} එවන්න පුළුවන්ද? ස්තූතියි",
    "hi machan, is the Colombo warehouse open on {EVENT}?",
    "здравствуйте, когда будет {KK} из {ORIGIN}?",
    "можно оплатить через {PAY}?",
    "сәлеметсіз бе, {KK} қашан келеді?",
    "rahmet, {KK} алдық",
    "saludos, cuándo llega mi {ES} de {ORIGIN}?",
    "klk, se puede pagar con {PAY}?",
    "la {ES} llegó a {CITY}, gracias mi amor",
    "¿abren el Día de la Altagracia? necesito retirar la {ES}",
    "nanga def, {FR} bi dafa agsi {CITY}?",
    "jërëjëf, la {FR} est arrivée",
    "salam, est-ce que je peux payer par {PAY}?",
    "can you beat the {CARRIER} price for {GOODS} to {CITY}?",
    "will my {GOODS} beat the cut-off on {DAY}?",
    "i sent {QTY} {DOC} already, what else",
    "I have been waiting three weeks for my {GOODS} from {ORIGIN}, every time I call someone tells me it is {STATUS}, then the portal says something else, then {CARRIER} says they never got it, and nobody can tell me what the storage fees will be by the time it is released, which is honestly the worst service I have had from any forwarder and I have used four of them",
    "the {BRAND} box is damaged, who do I claim with, you or {CARRIER}?",
    "my aunt in {CITY} is expecting {GOODS}, status is still {STATUS}",
    "can you send the {DOC} again, the pdf is blank",
    "do you offer {PLAN} from {ORIGIN} to {CITY}?",
    "is the {HS} duty rate the same for {COUNTRY}?",
    "fumigation needed for wooden crates to {COUNTRY}?",
    "what's the transit time {ORIGIN} - {CITY} by sea",
    "is DB Schenker or {CARRIER} cheaper for {GOODS} to {CITY}?",
    "hej, {DA} fra Søstrene Grene kom i går, tak!",
    "the Bang & Olufsen speakers, do they need {CONT} container or can they go groupage? {WEIGHT}",
    "Nestlé samples from {ORIGIN}, do they need a health certificate for {COUNTRY}?",
    "hi, Dilmah tea to {ORIGIN} by sea or air, which is cheaper machan?",
    "are lithium batteries ok with {AIRLINE}?",
]
BEN_VOICE: Final[list[str]] = [
    "hi i'm calling about my {VGOODS} it still says at customs since {VDAY}",
    "hello can someone tell me when the {VCARRIER} truck is coming",
    "yes hi the shipment from {VCITY} i paid with {VPAY} but it says unpaid",
    "hello i want to ask about shipping {VGOODS} to {VCITY} how much",
    "hi the container at {VPORT} how long is the free time",
    "i got {VQTY} boxes but there should be more can you check",
    "hi it's about the {VBRAND} order the box is wet",
    "can {VROLE} call me back please it's about the delivery on {VDAY}",
    "hello i need the invoice again for the {VCARRIER} shipment",
    "hi just confirming the pickup on {VDAY} morning thank you",
    "hej jeg ringer om pakken fra {VCITY} tak",
    "laba diena skambinu del siuntos is {VCITY} aciu",
    "zdravo zovem zbog posiljke iz {VCITY} hvala",
    "добрий день телефоную щодо посилки з {VCITY} дякую",
    "grüezi ich lüt aa wäge de sendig us {VCITY} merci",
    "bonjour j'appelle pour le colis de {VCITY} merci",
    "你好 我想問 {VCITY} 的貨 謝謝",
    "ayubowan mama katha karanne {VCITY} parcel eka gana",
    "здравствуйте звоню по поводу груза из {VCITY} спасибо",
    "buenas llamo por la caja de {VCITY} gracias",
    "salam aleykum ma ngi woote ci colis bi jóge {VCITY}",
    "hello how much is storage per day at {VPORT}",
    "hi do you deliver on {VDAY} evenings",
    "yes it's about the {VGOODS} you picked up last week",
    "hello i can't log in to the portal since {VDAY} it says invalid session",
    "hi what documents do you need for {VGOODS}",
    "hi is {VPAY} okay for the customs fee",
    "hello the driver left a card but the {VCARRIER} office is closed",
    "can you beat the price from {VCARRIER} for {VGOODS}",
    "hi i'm calling for my mum she has {VQTY} boxes coming from {VCITY}",
]
BEN_EMAIL: Final[list[str]] = [
    "Hello,\n\nCould you quote {CONT} container of {GOODS} from {ORIGIN} to {CITY}, {INCO}? Ready on {DAY}.\n\nThanks",
    "Hi team,\n\nThe {DOC} you sent has the wrong HS code ({HS}). Please correct it before {CARRIER} files the entry.\n\nBest regards",
    "Dear Halyard,\n\nOur {GOODS} arrived today via {PORT}. Everything was fine, thank you to {ROLE}.\n\nKind regards",
    "Hello,\n\nWhat are your storage rates at the {CITY} warehouse after the first {NUM} days?\n\nThank you",
    "Hi,\n\nWe are moving from {ORIGIN} to {CITY} in June. Do you offer {PLAN} with packing?\n\nCheers",
    "Dear customer care,\n\nI was charged {PRICE} for storage. The container was {STATUS} the whole time, which is not my fault.\n\nRegards",
    "Hello,\n\nIs {PAY} accepted for duties and VAT, or only bank transfer?\n\nThanks in advance",
    "Hi,\n\nThe vessel {VESSEL} is listed on the {CARRIER} site with a new ETA. Does this change our delivery?\n\nBest",
    "Kære Halyard,\n\nHvornår kan I afhente {DA} i {CITY}? Vi er hjemme på {DAY}.\n\nVenlig hilsen",
    "Laba diena,\n\nPrašome atsiųsti sąskaitą už {LT} iš {ORIGIN}.\n\nPagarbiai",
    "Poštovani,\n\nMolim vas za ponudu za {SR} iz {ORIGIN} do {CITY}.\n\nSrdačan pozdrav",
    "Поштовани,\n\nКада можемо да очекујемо {SRC}?\n\nСрдачно",
    "Доброго дня!\n\nПідкажіть, будь ласка, вартість доставки: {UK} з {ORIGIN}.\n\nЗ повагою",
    "Grüezi\n\nWir möchten {DE} aus {ORIGIN} verzollen lassen. Welche Dokumente braucht es?\n\nFreundliche Grüsse",
    "Bonjour,\n\nPourriez-vous me confirmer la date de livraison de mon {FR} à {CITY} ?\n\nMeilleures salutations",
    "您好，\n\n請問{ZH}從{ORIGIN}到{CITY}大概要多久？\n\n謝謝",
    "Dear Sir/Madam,\n\nKindly advise the charges for sending {GOODS} from Colombo to {ORIGIN}.\n\nThank you",
    "Здравствуйте!\n\nПодскажите, пожалуйста, сроки доставки: {KK} из {ORIGIN}.\n\nС уважением",
    "Buenas tardes,\n\n¿Cuánto cuesta enviar una {ES} de {ORIGIN} a {CITY}?\n\nSaludos",
    "Bonjour,\n\nJe souhaite envoyer {GOODS} de Dakar à {ORIGIN}. Quel est le tarif ?\n\nCordialement",
    "Hello,\n\nThe {BRAND} shipment was split into {QTY} parcels by {CARRIER}. Only part has arrived.\n\nThanks",
    "Hi,\n\nWe export {GOODS} under {HS}. Can you issue the {DOC} for us?\n\nKind regards",
    "Hello,\n\nOur office closes for {EVENT} ({ISO}). Please schedule the delivery after that.\n\nBest",
    "Hi,\n\nWe saw that {NAMEDAFTER} offers the same route. Can you beat their rate of {PRICE}?\n\nThanks",
    "Dear team,\n\nThe portal gives {ERR} every time I try to pay with {PAY}.\n\nRegards",
    "Hello,\n\nIs there a surcharge for {GOODS} on {AIRLINE}? We ship {WEIGHT}.\n\nThank you",
    "Hi Halyard,\n\nJust a note that the driver was excellent on {DAY}. Five stars.\n\nCheers",
    "Hello,\n\nDo we need a {DOC} for {GOODS} going into {COUNTRY}, or is the {DOC} enough?\n\nThanks",
    "Dear Halyard,\n\nWe had {WORDNAME} delay our last shipment. Is there a cheaper option than {PLAN}?\n\nBest",
    "Hi,\n\nPlease confirm the cut-off for {PLAN} from {PORT} this week.\n\nThanks",
    "Bonjour,\n\nPuis-je payer les droits de douane par Orange Money ou par {PAY} ?\n\nMerci",
]
BEN_FORM: Final[list[str]] = [
    "Request type: Quote\nOrigin: {ORIGIN}\nDestination: {CITY}\nGoods: {GOODS}\nWeight: {WEIGHT}\nIncoterm: {INCO}",
    "Topic: Customs\nQuestion: duty rate for HS {HS}\nCountry: {COUNTRY}",
    "Service: {PLAN}\nContainer: {CONT}\nPort of loading: {PORT}\nReady date: {ISO}",
    "Subject: Payment\nMethod: {PAY}\nAmount: {PRICE}\nProblem: {ERR}",
    "Category: Damage\nCarrier: {CARRIER}\nGoods: {GOODS}\nPhotos: attached",
    "Type: Collection\nFrom: {CITY}\nDay: {DAY}\nTime window: {TIME}",
    "Feedback: excellent\nStaff: {ROLE}\nComment: very helpful",
    "Document request: {DOC}\nFormat: PDF\nLanguage: English",
    "Topic: Storage\nWarehouse: {CITY}\nDays: {NUM}\nQuestion: price per pallet",
    "Airline preference: {AIRLINE}\nGoods: {GOODS}\nWeight: {WEIGHT}",
    "Tema: Siunta\nMiestas: {CITY}\nKlausimas: kada atvyks {LT}?",
    "Emne: Levering\nBy: {CITY}\nSpørgsmål: hvornår kommer {DA}?",
    "Tema: Carina\nGrad: {CITY}\nPitanje: koliko košta {SR}?",
    "Тема: Доставка\nМісто: {CITY}\nПитання: коли буде {UK}?",
    "Thema: Verzollung\nOrt: {CITY}\nFrage: was kostet {DE}?",
    "Objet : Livraison\nVille : {CITY}\nQuestion : quand arrive mon {FR} ?",
    "主旨：{ZH}\n城市：{CITY}\n問題：什麼時候到？",
    "Тема: Груз\nГород: {CITY}\nВопрос: когда будет {KK}?",
    "Asunto: Envío\nCiudad: {CITY}\nPregunta: ¿cuándo llega la {ES}?",
    "Service: Removals\nFrom: {ORIGIN}\nTo: {CITY}\nVolume: {WEIGHT}\nPacking: yes",
    "Issue: Portal\nError: {ERR}\nBrowser: Chrome",
    "Holiday closure: {EVENT}\nDate: {ISO}\nDeliveries: none",
    "Shipper type: business\nBrand: {BRAND}\nGoods: {GOODS}\nHS: {HS}",
    "Vessel: {VESSEL}\nLine: {CARRIER}\nStatus: {STATUS}",
    "Insurance: yes\nGoods value: {PRICE}\nGoods: {GOODS}",
    "Airport: {AIRPORT}\nService: {PLAN}\nQuestion: cut-off time?",
    "Delay reason: {WORDNAME}\nNew ETA: {DAY}",
    "Quote comparison: {NAMEDAFTER}\nTheir price: {PRICE}\nQuestion: can you beat it?",
    "Dangerous goods: {GOODS}\nAirline: {AIRLINE}\nQuestion: allowed?",
    "Pallets: {NUM}\nWeight each: {WEIGHT}\nTail lift needed: yes",
    "Brand: Hilti\nGoods: power tools with batteries\nAirline: {AIRLINE}\nQuestion: allowed?",
]
BEN_QUOTED: Final[list[str]] = [
    "Thanks, {DAY} is fine.\n\nOn Mon, 15 Mar 2027, Halyard Freight wrote:\n> We can collect your {GOODS} on {DAY}. Does that suit you?",
    "Yes please go ahead with {PLAN}.\n\nOn Tue, 16 Mar 2027 at 10:02, Halyard Freight wrote:\n> Would you like {PLAN} or {PLAN} for this shipment?",
    "OK, I will pay with {PAY}.\n\nOn Wed, 17 Mar 2027, Halyard Freight wrote:\n> The duties of {PRICE} are due before release.",
    "Attached is the {DOC}.\n\nOn Thu, 18 Mar 2027, Halyard Freight wrote:\n> Customs in {CITY} is asking for the {DOC}.",
    "Great, thank you!\n\nOn Fri, 19 Mar 2027, Halyard Freight wrote:\n> Your {CONT} container has been {STATUS} at {PORT}.",
    "Tak, det passer fint.\n\nDen 15. mar. 2027 kl. 10.10 skrev Halyard Freight:\n> Vi leverer {DA} på {DAY}.",
    "Ačiū, gerai.\n\n2027-03-16, 10:12, Halyard Freight rašė:\n> {LT} atvyks į {CITY} {DAY}.",
    "Hvala, važi.\n\nDana 17.03.2027. u 09:40, Halyard Freight je napisao/la:\n> Vaša {SR} stiže u {CITY}.",
    "Дякую, чекаємо.\n\n18 бер. 2027 р. о 09:10 Halyard Freight пише:\n> Ваша {UK} прибуде до {CITY}.",
    "Merci vielmal.\n\nAm 19.03.2027 um 08:55 schrieb Halyard Freight:\n> Ihre {DE} ist verzollt und kommt am {DAY}.",
    "Parfait, merci.\n\nLe ven. 19 mars 2027 à 10:20, Halyard Freight a écrit :\n> Votre {FR} sera livré à {CITY}.",
    "好的，謝謝。\n\nHalyard Freight 於 2027年3月20日 週六 上午9:10寫道：\n> 您的{ZH}已到{CITY}。",
    "Thank you, noted.\n\nOn Sun, 21 Mar 2027, Halyard Freight wrote:\n> The barrel of {GOODS} has cleared at {PORT}.",
    "Спасибо, ждём.\n\n22 марта 2027 г., в 9:10, Halyard Freight написал:\n> Ваш {KK} прибудет в {CITY}.",
    "Perfecto, gracias.\n\nEl lun, 22 mar 2027 a las 9:10, Halyard Freight escribió:\n> Su {ES} llega a {CITY} el {DAY}.",
    "Jërëjëf, c'est noté.\n\nLe mar. 23 mars 2027 à 09:10, Halyard Freight a écrit :\n> Votre {FR} est au dépôt de {CITY}.",
    "Can it be {TIME} instead?\n\nOn Tue, 23 Mar 2027, Halyard Freight wrote:\n> The driver will come between 8am and {TIME}.",
    "Understood, we will wait.\n\nOn Wed, 24 Mar 2027, Halyard Freight wrote:\n> Sailing is delayed due to {WORDNAME}.",
    "Is that with {AIRLINE}?\n\nOn Wed, 24 Mar 2027, Halyard Freight wrote:\n> Air freight from {ORIGIN} takes about {NUM} days.",
    "No, we don't need insurance.\n\nOn Thu, 25 Mar 2027, Halyard Freight wrote:\n> Would you like to insure the {GOODS} for {PRICE}?",
    "Please use {INCO}.\n\nOn Thu, 25 Mar 2027, Halyard Freight wrote:\n> Which Incoterm should we put on the {DOC}?",
    "We can't, we close for {EVENT}.\n\nOn Fri, 26 Mar 2027, Halyard Freight wrote:\n> Can we deliver on {ISO}?",
    "The price from {NAMEDAFTER} was lower.\n\n-----Original Message-----\nFrom: Halyard Freight\nSent: Friday, 26 March 2027\nSubject: Your quote\n\nOur rate for {GOODS} is {PRICE}.",
    "Thanks, {CARRIER} confirmed it too.\n\nOn Sat, 27 Mar 2027, Halyard Freight wrote:\n> The vessel {VESSEL} has berthed at {PORT}.",
    "Still {ERR} on my side.\n\nOn Mon, 29 Mar 2027, Halyard Freight wrote:\n> We fixed the portal issue, please try again.",
    "Yes, {QTY} pallets.\n\nOn Mon, 29 Mar 2027, Halyard Freight wrote:\n> How many pallets of {GOODS} should we book?",
    "The HS code is {HS}.\n\nOn Tue, 30 Mar 2027, Halyard Freight wrote:\n> Please send the tariff code for the {GOODS}.",
    "Can you beat that?\n\n> {NAMEDAFTER} quoted us {PRICE} for the same lane.",
    "OK, {AIRPORT} then.\n\nOn Wed, 31 Mar 2027, Halyard Freight wrote:\n> We can route via {AIRPORT} or {AIRPORT}.",
    "Thank you, {ROLE} was very kind.\n\nOn Wed, 31 Mar 2027, Halyard Freight wrote:\n> Your {BRAND} delivery is complete. How did we do?",
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
        prefix="fifteenth-adv",
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
        prefix="fifteenth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("fifteenth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
