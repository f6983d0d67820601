"""Write the seventeenth held-out redaction sets, `adversarial_pii_seventeenth.jsonl` and
`benign_support_seventeenth.jsonl`: a seventeenth blind measure, written without reading the
redactor, its tests, its data files, any earlier set's messages or its output, and never run
through it by its author.

    python benchmarks/data/redaction/make_seventeenth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: the customer desk of Helioterra Home Energy, an installer
of rooftop solar panels, home batteries, heat pumps and EV chargers that also sells
pay-as-you-go solar home kits (site surveys and quotes, installation bookings, financing and
instalment plans, mobile-money instalments and unlock codes for the kits, energy grants and
subsidies, grid connection and net-metering applications, meters, the monitoring app and its
API, inverter and battery faults, warranty claims, spare parts sent by post and courier,
cleaning and maintenance visits, referrals, cancellations and refunds). Its customers, their
landlords, neighbours and relatives live in Iceland, Albania, Azerbaijan, Iran, Nepal, Mongolia,
Ethiopia, Mauritius, Paraguay and Uganda. Most messages are in English; some are in Icelandic
(also typed without þ, ð, æ and accents), Albanian (with and without ë and ç), Azerbaijani (with
and without ə, ş, ç, ğ and ı), Persian (in Persian script with Persian digits, and romanised
"Finglish"), Nepali (in Devanagari, and romanised; Nepali English), Mongolian (in Cyrillic, and
romanised), Amharic (in Ethiopic script, and romanised), Mauritian Creole and French, Paraguayan
Spanish with Guaraní (Jopara), and Luganda with Ugandan English.

A skeleton is a string with `{SLOT}` placeholders and starts with a `[CC]` country tag; each
message draws one persona of that country with its address, phone formats, birth date, national
numbers, accounts and email, a member of Helioterra's staff, a local installer, a third party of
the same country (a landlord, a neighbour, a relative, a fraudster) and fresh digits. Every typed
slot leaves a span whose offsets are computed while the message is assembled and checked to hold
the inserted value. Every number that has a check digit carries a valid one: cards (Luhn, the
Iranian Shetab cards too, also in Persian digits), IBANs of Iceland, Albania, Azerbaijan, Iran,
Mongolia and Mauritius (mod 97; an Icelandic IBAN ends in the holder's kennitala), the Icelandic
kennitala (mod 11), the Iranian national code (code melli, mod 11), the Paraguayan RUC (its
check digit, mod 11 over the cédula), DHL Express waybills (mod 7) and UPU S10 parcel numbers.
The kennitala, the Albanian personal number (NID), the Mongolian register number and the
Mauritian NIC encode the persona's birth date (the NID the sex too); the Ugandan NIN encodes the
sex and the birth year. The Albanian NID's last letter, the Azerbaijani FIN code, the Nepali
citizenship certificate number, the Ethiopian Fayda number, the Mauritian NIC's last character,
the Paraguayan cédula, the Ugandan NIN's tail, the Albanian bank code's national check digit and
the domestic accounts of Iceland, Iran, Nepal, Mongolia, Ethiopia, Mauritius, Paraguay and Uganda
follow their shapes only (no check digit is claimed). Iranian birth dates are written in the
Solar Hijri calendar (converted exactly), Ethiopian ones also in the Ethiopian calendar
(converted exactly) and Nepali ones also in Bikram Sambat (converted approximately, 1 Baisakh
taken as 15 April). Every person, address, number and credential is invented.

Labelling rules (the README's conventions, and these choices):

* A span covers the value only, never its cue word, a title before it ("frú", "herra", "zonja",
  "zoti", "khanom", "agha-ye", "خانم", "آقای", "Shrimati", "Shri", "Ms", "Mr", "W/ro", "Ato",
  "ወ/ሮ", "አቶ", "Madame", "Monsieur", "Ña", "Don", "Mukyala", "Omw.") or an honorific after it
  ("xanım", "bəy", "ji", "гуай"). A Mongolian name is written patronymic first ("Batbayar
  Oyunchimeg", "Батбаярын Оюунчимэг") and is one PERSON span in that order; so is its short form
  with the patronymic's initial ("B. Oyunchimeg", "Б. Оюунчимэг"), a name in Persian, Devanagari,
  Ethiopic or Cyrillic script, a Paraguayan name with two family names, a name written "Family,
  Given" on a form, a nickname, and a letter-spaced, dotted or dash-spelled name.
* Helioterra's staff and its local installers named as people are PERSON. Brands, companies,
  airports, squares, stadiums, lakes and dams named after people (Tesla, Fronius, Viessmann,
  Vaillant, Stiebel Eltron, Bosch, Siemens, Schneider Electric, Philips, Nënë Tereza airport,
  Skanderbeg Square, Heydar Aliyev International Airport, Imam Khomeini International Airport,
  Tribhuvan International Airport, Gautam Buddha International Airport, Chinggis Khaan
  International Airport, Sükhbaatar Square, Abebe Bikila Stadium, Sir Seewoosagur Ramgoolam
  International Airport, Silvio Pettirossi International Airport, Lake Victoria, Speke Resort,
  Hallgrímskirkja) name a company, a place or a thing, not a person, and carry no span; a street
  named after a person inside an address is part of the ADDRESS span. Utilities, banks, payment
  brands, carriers, products, cities and countries carry no span.
* A postal address written as one is one ADDRESS span from the house number (or plot, flat,
  district or first line) to the town; its postcode is a separate POSTCODE span. Where the
  postcode comes before the town (Iceland, Albania) the town after it is a second ADDRESS span;
  an address in Persian script runs from the city to the unit, as it is written, and its postcode
  follows. An Azerbaijani postcode keeps its "AZ" ("AZ1005"). Ethiopian, Paraguayan and Ugandan
  addresses have no postcode.
* National numbers (kennitala, Albanian NID, Azerbaijani FIN code, Iranian code melli, Nepali
  citizenship certificate number, Mongolian register number, Ethiopian Fayda number, Mauritian
  NIC, Paraguayan cédula and RUC, Ugandan NIN) are SSN.
* IBANs are IBAN. The domestic accounts of Iceland (bank-ledger-account, one span), Iran,
  Nepal, Mongolia, Ethiopia, Mauritius, Paraguay and Uganda are BANK_ACCOUNT. A phone number used
  to pay or to be paid (eSewa, Khalti, QPay, telebirr, Juice, Tigo Money, MTN MoMo, Airtel Money)
  is PHONE.
* Helioterra's customer numbers, quote numbers, installation job numbers, financing agreement
  numbers, pay-as-you-go kit accounts, warranty claim numbers, electricity meter numbers and the
  serial numbers of a customer's inverter or battery after a cue are CUSTOMER_ID. Product models
  and SKUs, panel and battery sizes (kWp, kWh), tariff names and codes, prices, amounts and
  times are never labelled. Postal parcel numbers (S10) and DHL Express waybills are TRACKING.
* Passwords, one-time codes, PINs, API keys, the unlock codes of a pay-as-you-go kit, the Wi-Fi
  password of an inverter's dongle, security answers and a card's CVV are SECRET; a card's expiry
  date is not labelled. The IP addresses of logins and of a customer's inverter gateway are IP.
* Birth dates are DATE_OF_BIRTH in numeric, written (in the customer's language too: Icelandic,
  Albanian, Azerbaijani, Persian in the Solar Hijri calendar, Nepali in Bikram Sambat, Mongolian,
  Amharic in the Ethiopian calendar, French, Spanish, Luganda) and spoken forms, in Persian and
  Devanagari digits too; a trailing "-ci il" (Azerbaijani), "B.S.", "E.C." or "ዓ.ም." stays
  outside the span. Installation, survey, delivery and reply-header dates are not labelled.
* Some personas' names are also words (Birta light, Drita light, Günəş sun, Khorshid sun, Surya sun,
  Tsehay sun, Celeste sky blue, Gift) and the benign set uses them as words ("lítil birta", "nuk
  ka drita", "günəş paneli", "nur-e khorshid", "surya ko ujyalo", "ፀሐይ", "celeste", "gift
  voucher").
* No word (of three letters or more) of any name here is part of a name labelled in an earlier
  set; the names were written first and checked against the earlier sets' PERSON spans in code.
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
ADVERSARIAL_FILE: Final = "adversarial_pii_seventeenth.jsonl"
BENIGN_FILE: Final = "benign_support_seventeenth.jsonl"
ADVERSARIAL_SEED: Final = 20271717_71
BENIGN_SEED: Final = 20271717_72
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("IS", "AL", "AZ", "IR", "NP", "MN", "ET", "MU", "PY", "UG")


class Persona:
    """A customer: given and family name, the name as written in full (a Mongolian name
    patronymic first), the name they are called by, sex, the name, given name and family name
    in the country's script (Persian, Devanagari, Cyrillic, Ethiopic), and the short form with an
    initial in Latin and in script."""

    def __init__(
        self,
        given: str,
        family: str,
        sex: str,
        *,
        full: str = "",
        call: str = "",
        script: str = "",
        script_given: str = "",
        script_family: str = "",
        initialled: str = "",
        script_initialled: str = "",
    ) -> None:
        self.given, self.family, self.sex = given, family, sex
        self.full = full or f"{given} {family}"
        self.call = call or given
        self.script = script or self.full
        self.script_given = script_given or given
        self.script_family = script_family or family
        self.initialled = initialled or f"{given[0]}. {family}"
        self.script_initialled = script_initialled or self.initialled


P = Persona

# Icelandic (patronymics in -dóttir and -son, þ and ð, nicknames Toggi and Ragga), Albanian (ë,
# a nickname), Azerbaijani (ə, ü, ı), Iranian (Persian script, a nickname), Nepali (Devanagari, a
# two-word given name, a nickname), Mongolian (patronymic first, Cyrillic, the patronymic's
# initial, a nickname), Ethiopian (given and father's name, Ethiopic script), Mauritian (Indo-
# and Franco-Mauritian, a hyphenated given name, a nickname), Paraguayan (two family names, a
# nickname) and Ugandan (Luganda names, a twin name). Names that are also words: Birta (light),
# Drita (light), Günəş (sun), Khorshid (sun), Surya (sun), Tsehay (sun), Celeste (sky blue), Gift.
PERSONAS: Final[dict[str, list[Persona]]] = {
    "IS": [
        P("Birta", "Hafsteinsdóttir", "F"),
        P("Þorgrímur", "Eyvindsson", "M", call="Toggi"),
        P("Ragnheiður", "Kolbeinsdóttir", "F", call="Ragga"),
    ],
    "AL": [
        P("Drita", "Qerimaj", "F"),
        P("Ilirjan", "Zeneli", "M", call="Jani"),
        P("Mimoza", "Bardhoshi", "F"),
    ],
    "AZ": [
        P("Günəş", "Məmmədzadə", "F"),
        P("Rüfət", "Qarayev", "M"),
        P("Nərgiz", "Abbasova", "F"),
    ],
    "IR": [
        P(
            "Khorshid",
            "Sadeghpour",
            "F",
            script="خورشید صادقپور",
            script_given="خورشید",
            script_family="صادقپور",
        ),
        P(
            "Bardia",
            "Nikbakht",
            "M",
            script="بردیا نیکبخت",
            script_given="بردیا",
            script_family="نیکبخت",
        ),
        P(
            "Sepideh",
            "Farahmand",
            "F",
            call="Sepi",
            script="سپیده فرهمند",
            script_given="سپیده",
            script_family="فرهمند",
        ),
    ],
    "NP": [
        P(
            "Surya",
            "Bhandari",
            "M",
            script="सूर्य भण्डारी",
            script_given="सूर्य",
            script_family="भण्डारी",
        ),
        P(
            "Anjana",
            "Khadka",
            "F",
            call="Anju",
            script="अञ्जना खड्का",
            script_given="अञ्जना",
            script_family="खड्का",
        ),
        P(
            "Pasang Dolkar",
            "Yolmo",
            "F",
            script="पासाङ डोल्कर योल्मो",
            script_given="पासाङ डोल्कर",
            script_family="योल्मो",
        ),
    ],
    "MN": [
        P(
            "Oyunchimeg",
            "Batbayar",
            "F",
            full="Batbayar Oyunchimeg",
            call="Oyunaa",
            script="Батбаярын Оюунчимэг",
            script_given="Оюунчимэг",
            script_family="Батбаярын",
            initialled="B. Oyunchimeg",
            script_initialled="Б. Оюунчимэг",
        ),
        P(
            "Temuulen",
            "Gantulga",
            "M",
            full="Gantulga Temuulen",
            script="Гантулгын Тэмүүлэн",
            script_given="Тэмүүлэн",
            script_family="Гантулгын",
            initialled="G. Temuulen",
            script_initialled="Г. Тэмүүлэн",
        ),
        P(
            "Solongo",
            "Enkhbold",
            "F",
            full="Enkhbold Solongo",
            script="Энхболдын Солонго",
            script_given="Солонго",
            script_family="Энхболдын",
            initialled="E. Solongo",
            script_initialled="Э. Солонго",
        ),
    ],
    "ET": [
        P("Tsehay", "Wondimu", "F", script="ፀሐይ ወንድሙ", script_given="ፀሐይ", script_family="ወንድሙ"),
        P(
            "Biniyam",
            "Woldesenbet",
            "M",
            script="ቢንያም ወልደሰንበት",
            script_given="ቢንያም",
            script_family="ወልደሰንበት",
        ),
        P("Mahlet", "Ayalew", "F", script="ማህሌት አያሌው", script_given="ማህሌት", script_family="አያሌው"),
    ],
    "MU": [
        P("Priyanka", "Dookhun", "F"),
        P("Joël-Désiré", "Labonne", "M", call="Dédé"),
        P("Kavish", "Ramsurrun", "M"),
    ],
    "PY": [
        P("Celeste", "Arzamendia Ortiz", "F"),
        P("Celso", "Villasanti Rolón", "M", call="Chelo"),
        P("Petrona", "Maidana Servín", "F"),
    ],
    "UG": [
        P("Gift", "Ssenyonga", "M"),
        P("Babirye", "Namubiru", "F"),
        P("Tendo", "Ssekandi", "M"),
    ],
}
FAMILY_FIRST: Final = {"MN"}
NATIVE_SCRIPT: Final = {"IR", "NP", "MN", "ET"}
# the customer desk, finance desk, surveyors and warranty team of Helioterra
STAFF: Final[list[str]] = ["Anselma", "Corentin", "Aurelian", "Thaddeus", "Elspeth", "Ruperta", "Hortensia", "Clothilde", "Hyacinth", "Ermenegilda", "Ignatius", "Cordelia", "Octavian", "Torquil"]  # fmt: skip
# Helioterra's local installers and electricians, two a country
AGENTS: Final[dict[str, list[str]]] = {
    "IS": ["Gunnlaugur Bergsveinsson", "Hrafnhildur Ásgeirsdóttir"],
    "AL": ["Besnik Hoxhallari", "Ermira Dervishaj"],
    "AZ": ["Tural Süleymanlı", "Ləman Quliyeva"],
    "IR": ["Behrouz Taghavi", "Parvaneh Eslami"],
    "NP": ["Dipendra Khatiwada", "Sabina Maharjan"],
    "MN": ["Dorjsuren Altantsetseg", "Purevdorj Ganbold"],
    "ET": ["Abenezer Hailemariam", "Selamawit Yirga"],
    "MU": ["Vikash Jhugroo", "Solenne Cangy"],
    "PY": ["Derlis Ocampos Báez", "Nilda Zárate Insfrán"],
    "UG": ["Jjuuko Kasirye", "Immaculate Nakiwala"],
}
# landlords, neighbours, relatives, fraudsters
THIRDS: Final[dict[str, list[str]]] = {
    "IS": ["Kolfinna Sæmundsdóttir", "Jökull Snorrason"],
    "AL": ["Flutura Kadiu", "Gëzim Lamaj"],
    "AZ": ["Şəbnəm Rəhimli", "Vüqar Nəsirov"],
    "IR": ["Mahsa Jafarzadeh", "Arash Ghorbani"],
    "NP": ["Bishnu Maya Pun", "Rabin Shrestha"],
    "MN": ["Davaasuren Ariunaa", "Munkhbat Erdene"],
    "ET": ["Kidist Abera", "Fikru Demissie"],
    "MU": ["Rookmeenee Seetohul", "Gérard Lamusse"],
    "PY": ["Ramona Espínola", "Anacleto Cuevas"],
    "UG": ["Proscovia Nakimuli", "Edirisa Lubega"],
}
DOMAINS: Final[dict[str, list[str]]] = {
    "IS": ["simnet.is", "internet.is"],
    "AL": ["abcom.al", "gmail.com"],
    "AZ": ["mail.az", "box.az"],
    "IR": ["chmail.ir", "yahoo.com"],
    "NP": ["wlink.com.np", "ntc.net.np"],
    "MN": ["mobinet.mn", "gmail.com"],
    "ET": ["ethionet.et", "yahoo.com"],
    "MU": ["intnet.mu", "myt.mu"],
    "PY": ["tigo.com.py", "hotmail.com"],
    "UG": ["africaonline.co.ug", "gmail.com"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span, "|" where a line breaks when the address is
# written over several lines (", " when on one). Where the postcode comes before the town
# (Iceland, Albania) the town after it is a second ADDRESS span. Ethiopian, Paraguayan and
# Ugandan addresses have no postcode.
ADDRESSES: Final[dict[str, list[str]]] = {
    "IS": [
        "[Hringbraut 52, íbúð 302]|<101> [Reykjavík]",
        "[Brekkugata 11]|<600> [Akureyri]",
        "[Lindasmári 37, 2. hæð]|<201> [Kópavogur]",
        "[Túngata 8]|<800> [Selfoss]",
    ],
    "AL": [
        "[Rruga Myslym Shyri, Pallati 14, Shkalla 2, Ap. 9]|<1001> [Tiranë]",
        "[Lagjja 5, Rruga Taulantia, Nr. 23]|<2001> [Durrës]",
        "[Rruga Fan Noli, Pallati 7, Ap. 4]|<7001> [Korçë]",
        "[Lagjja Pavarësia, Rruga Sadik Zotaj, Nr. 8]|<9401> [Vlorë]",
    ],
    "AZ": [
        "[Nizami küçəsi 67, mənzil 14|Bakı] <AZ1005>",
        "[Həsən bəy Zərdabi prospekti 78, mənzil 41|Bakı] <AZ1122>",
        "[Atatürk prospekti 25, mənzil 6|Gəncə] <AZ2000>",
        "[Sülh küçəsi 19, mənzil 3|Sumqayıt] <AZ5000>",
    ],
    "IR": [
        "[No. 12, Nastaran Alley, Valiasr St., Unit 3|Tehran] <1968913457>",
        "[اصفهان، خیابان چهارباغ بالا، کوچه ۱۴، پلاک ۹، واحد ۲] <8174673591>",
        "[No. 45, Shahid Motahari St., Apt 7|Shiraz] <7134815763>",
        "[تهران، خیابان شریعتی، کوچه یاس، پلاک ۳۱] <1913673841>",
    ],
    "NP": [
        "[House 245, Tokha-5|Kathmandu] <44600>",
        "[18 Jhamsikhel Marg, Ward 3|Lalitpur] <44700>",
        "[Lakeside-6, Gaurighat Marg, House 31|Pokhara] <33700>",
        "[काठमाडौं महानगरपालिका-१०, नयाँ बानेश्वर, घर नं. ५६] <44600>",
    ],
    "MN": [
        "[Bayanzurkh district, 26th khoroo, building 52, apt 34|Ulaanbaatar] <13381>",
        "[Сүхбаатар дүүрэг, 1-р хороо, 8-р байр, 17 тоот|Улаанбаатар] <14200>",
        "[Khan-Uul district, 11th khoroo, Zaisan street 3, apt 120|Ulaanbaatar] <17011>",
        "[Дархан сум, 7-р баг, 14-р байр, 22 тоот|Дархан-Уул] <45000>",
    ],
    "ET": [
        "[Bole Sub-city, Woreda 03, House No. 1245|Addis Ababa]",
        "[ቦሌ ክፍለ ከተማ፣ ወረዳ 03፣ የቤት ቁጥር 417|አዲስ አበባ]",
        "[Kebele 14, House No. 322|Bahir Dar]",
        "[Yeka Sub-city, Woreda 08, House No. 56|Addis Ababa]",
    ],
    "MU": [
        "[12 Avenue des Flamboyants|Quatre Bornes] <72426>",
        "[Rue Sir William Newton, Appt 5, Résidence Les Palmiers|Port Louis] <11328>",
        "[Morcellement Raffray, Lot 47|Grand Baie] <30529>",
        "[23 Royal Road, La Caverne|Vacoas] <73409>",
    ],
    "PY": [
        "[Tte. Fariña 1234 c/ Brasil|Asunción]",
        "[Avda. Mariscal López 3456, dpto. 4B|Asunción]",
        "[Barrio San Vicente, calle Yegros 210|Luque]",
        "[Calle Curupayty 875 esq. Carlos Antonio López|Encarnación]",
    ],
    "UG": [
        "[Plot 14, Kira Road, Kamwokya|Kampala]",
        "[Plot 7, Nkrumah Road|Kampala]",
        "[Plot 23, Bukoto Street, Ntinda|Kampala]",
        "[Plot 41, Iganga Road, Walukuba|Jinja]",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")
NON_LATIN: Final = re.compile(r"[\u0400-\u04ff\u0600-\u06ff\u0900-\u097f\u1200-\u137f]")

# '#' is a digit 2-9, anything else literal; the first two of a country are mobiles
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "IS": ["6## ####", "+354 8## ####", "+354 5## ####", "00354 7######"],
    "AL": ["069 ### ####", "+355 67 ### ####", "+355 4 2## ####", "00355 68#######"],
    "AZ": ["050 ### ## ##", "+994 55 ### ## ##", "+994 12 4## ## ##", "00994 70#######"],
    "IR": ["0912 ### ####", "+98 935 ### ####", "021-2### ####", "0098 919#######"],
    "NP": ["984#######", "+977 981-#######", "01-4######", "+977-985#######"],
    "MN": ["99## ####", "+976 88## ####", "+976 7011 ####", "00976 95######"],
    "ET": ["0911 ## ## ##", "+251 92 ### ####", "+251 11 5## ####", "00251 70#######"],
    "MU": ["5### ####", "+230 57## ####", "+230 4## ####", "00230 59######"],
    "PY": ["0981 ### ###", "+595 982 ### ###", "(021) 6## ###", "00595 971######"],
    "UG": ["0772 ######", "+256 701 ######", "+256 414 ######", "00256 78#######"],
}
# the local mobile form read out in voice messages
SPOKEN_PHONE: Final[dict[str, str]] = {
    "IS": "6######",
    "AL": "069#######",
    "AZ": "050#######",
    "IR": "0912#######",
    "NP": "98########",
    "MN": "99######",
    "ET": "0911######",
    "MU": "5#######",
    "PY": "0981######",
    "UG": "0772######",
}
DIGIT_WORDS: Final[dict[str, list[str]]] = {
    "en": "zero one two three four five six seven eight nine".split(),
    "is": "núll einn tveir þrír fjórir fimm sex sjö átta níu".split(),
    "isa": "null einn tveir thrir fjorir fimm sex sjo atta niu".split(),
    "sq": "zero një dy tre katër pesë gjashtë shtatë tetë nëntë".split(),
    "sqa": "zero nje dy tre kater pese gjashte shtate tete nente".split(),
    "az": "sıfır bir iki üç dörd beş altı yeddi səkkiz doqquz".split(),
    "aza": "sifir bir iki uc dord bes alti yeddi sekkiz doqquz".split(),
    "fa": "صفر یک دو سه چهار پنج شش هفت هشت نه".split(),
    "fal": "sefr yek do se chahar panj shesh haft hasht noh".split(),
    "ne": "sunya ek dui tin char paanch chha saat aath nau".split(),
    "mn": "тэг нэг хоёр гурав дөрөв тав зургаа долоо найм ес".split(),
    "mnl": "teg neg khoyor gurav dorov tav zurgaa doloo naim yes".split(),
    "am": "ዜሮ አንድ ሁለት ሦስት አራት አምስት ስድስት ሰባት ስምንት ዘጠኝ".split(),
    "aml": "zero and hulet sost arat amist sidist sebat simint zetegn".split(),
    "mfe": "zero enn de trwa kat sink sis set uit nef".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    # Guaraní has no everyday word for nought: Jopara says "cero"
    "gn": "cero peteĩ mokõi mbohapy irundy po poteĩ pokõi poapy porundy".split(),
    "lg": "zeero emu bbiri ssatu nnya ttaano mukaaga musanvu munaana mwenda".split(),
}
COUNTRY_LANG: Final = {"IS": "isa", "AL": "sqa", "AZ": "aza", "IR": "fal", "NP": "ne", "MN": "mn", "ET": "aml", "MU": "mfe", "PY": "es", "UG": "lg"}  # fmt: skip
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "is": ["janúar", "febrúar", "mars", "apríl", "maí", "júní", "júlí", "ágúst", "september", "október", "nóvember", "desember"],
    "sq": ["janar", "shkurt", "mars", "prill", "maj", "qershor", "korrik", "gusht", "shtator", "tetor", "nëntor", "dhjetor"],
    "az": ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avqust", "sentyabr", "oktyabr", "noyabr", "dekabr"],
    "fa": ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"],
    "fal": ["Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad", "Shahrivar", "Mehr", "Aban", "Azar", "Dey", "Bahman", "Esfand"],
    "ne": ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"],
    "nel": ["Baisakh", "Jestha", "Asar", "Shrawan", "Bhadra", "Asoj", "Kartik", "Mangsir", "Poush", "Magh", "Falgun", "Chaitra"],
    "am": ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ", "ነሐሴ", "ጳጉሜ"],
    "aml": ["Meskerem", "Tikimt", "Hidar", "Tahsas", "Tir", "Yekatit", "Megabit", "Miyazya", "Ginbot", "Sene", "Hamle", "Nehase", "Pagume"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "lg": ["Gatonnya", "Mukutulansanja", "Mugulansigire", "Kafuumuulampawu", "Muzigo", "Ssebaaseka", "Kasambula", "Muwakanya", "Mutunda", "Mukulukusabitungotungo", "Museenene", "Ntenvu"],
}  # fmt: skip
PERSIAN_DIGITS: Final = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
DEVANAGARI_DIGITS: Final = str.maketrans("0123456789", "०१२३४५६७८९")
# Visa, Mastercard (51, 53, 55, 2221), Amex (34, 37), UnionPay (62), JCB (3528) and the Iranian
# Shetab cards of Bank Melli (603799), Mellat (610433) and Saman (621986)
LUHN_PREFIXES: Final = ["4", "4", "51", "53", "55", "2221", "34", "37", "62", "3528"]
SHETAB_PREFIXES: Final = ["603799", "610433", "621986"]
CARD_LENGTHS: Final = {"34": 15, "37": 15}
PASSWORD_WORDS: Final = ["Eyjafjalla", "Byrek", "Plov", "Ghormeh", "Momocha", "Khuushuur", "Injera", "Dholpuri", "Chipa", "Matooke", "Skyrterta", "Tavekosi"]  # fmt: skip
SECURITY_ANSWERS: Final = ["Snati", "Lajka", "Pişik", "پیشی", "Bhote", "Хасар", "ቡቺ", "Minou", "Kuarahy", "Kawunyu", "Loki-Fress", "Zorro"]  # fmt: skip
CODE_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
IBAN_COUNTRIES: Final = ("IS", "AL", "AZ", "IR", "MN", "MU")
ACCOUNT_COUNTRIES: Final = ("IS", "IR", "NP", "MN", "ET", "MU", "PY", "UG")
ID_NAMES: Final[dict[str, list[str]]] = {
    "IS": ["kennitala", "kt."],
    "AL": ["NID", "numri personal"],
    "AZ": ["FIN", "FİN kod"],
    "IR": ["code melli", "national code"],
    "NP": ["citizenship no.", "nagarikta no."],
    "MN": ["register no.", "регистрийн дугаар"],
    "ET": ["Fayda no.", "Fayda number"],
    "MU": ["NIC", "NIC no."],
    "PY": ["cédula", "C.I."],
    "UG": ["NIN", "NIN"],
}
KT_WEIGHTS: Final = (3, 2, 7, 6, 5, 4, 3, 2)
AL_DECADES: Final = {195: "F", 196: "G", 197: "H", 198: "I", 199: "J", 200: "K"}
MN_LETTERS: Final = ["УБ", "ЧА", "ИЮ", "ФЕ", "ШЮ", "ТА", "ЖИ", "ЕЮ"]
MN_LATIN: Final = {"УБ": "UB", "ЧА": "CHA", "ИЮ": "IYU", "ФЕ": "FE", "ШЮ": "SHYU", "ТА": "TA", "ЖИ": "JI", "ЕЮ": "YEYU"}  # fmt: skip
IR_CITIES: Final = [
    "001",
    "002",
    "004",
    "007",
    "011",
    "020",
    "025",
    "043",
    "053",
    "127",
    "136",
    "228",
    "246",
    "273",
    "293",
]
IS_BANKS: Final = ["0111", "0133", "0515", "0537", "0301", "0162"]
AL_BANKS: Final = ["202", "205", "208", "212", "221"]
AZ_BANKS: Final = ["NABZ", "IBAZ", "AIIB", "PAHA", "UBAZ"]
IR_BANKS: Final = ["017", "012", "056", "015", "019", "057"]
MN_BANKS: Final = ["0005", "0015", "0050", "0004", "0034"]
MU_BANKS: Final = ["MCBL09", "SBMM12", "BOMM01", "MPCB08"]
S10_OFFICES: Final = {"IS": "IS", "AL": "AL", "AZ": "AZ", "IR": "IR", "NP": "NP", "MN": "MN", "ET": "ET", "MU": "MU", "PY": "PY", "UG": "UG"}  # fmt: skip


# --------------------------------------------------------------------------- check digits


def kennitala_digit(body: str) -> int:
    """The ninth digit of an Icelandic kennitala whose first eight digits are `body` (weights 3
    2 7 6 5 4 3 2, mod 11); 10 when no digit fits (such a body is not issued)."""
    r = sum(int(c) * w for c, w in zip(body, KT_WEIGHTS, strict=True)) % 11
    return 0 if r == 0 else 11 - r


def melli_digit(body: str) -> str:
    """The tenth digit of an Iranian national code whose first nine digits are `body`."""
    s = sum(int(c) * (10 - i) for i, c in enumerate(body)) % 11
    return str(s if s < 2 else 11 - s)


def ruc_digit(number: str) -> str:
    """The check digit of a Paraguayan RUC over its base number (weights 2 to 11 from the
    right, mod 11)."""
    total, k = 0, 2
    for c in reversed(number):
        if k > 11:
            k = 2
        total += int(c) * k
        k += 1
    r = total % 11
    return str(11 - r if r > 1 else 0)


def mod7_digit(body: str) -> str:
    """The last digit of a DHL Express waybill: the nine digits before it, mod 7."""
    return str(int(body) % 7)


def jalali(gy: int, gm: int, gd: int) -> tuple[int, int, int]:
    """A Gregorian date in the Solar Hijri calendar (year, month, day)."""
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = 355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + gd + g_d_m[gm - 1]  # fmt: skip
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        return jy, 1 + days // 31, 1 + days % 31
    return jy, 7 + (days - 186) // 30, 1 + (days - 186) % 30


ETHIOPIAN_EPOCH: Final = 1723856  # the Julian day number one Ethiopian year before 1 Meskerem 1


def ethiopian(gy: int, gm: int, gd: int) -> tuple[int, int, int]:
    """A Gregorian date in the Ethiopian calendar (year, month 1-13, day)."""
    jdn = date(gy, gm, gd).toordinal() + 1721425
    r = (jdn - ETHIOPIAN_EPOCH) % 1461
    n = r % 365 + 365 * (r // 1460)
    year = 4 * ((jdn - ETHIOPIAN_EPOCH) // 1461) + r // 365 - r // 1460
    return year, n // 30 + 1, n % 30 + 1


def bikram_sambat(gy: int, gm: int, gd: int) -> tuple[int, int, int]:
    """A Gregorian date in Bikram Sambat, approximately: 1 Baisakh taken as 15 April and every
    month as starting on the 15th."""
    if gd >= 15:
        month, day = (gm - 4) % 12 + 1, gd - 14
    else:
        month, day = (gm - 5) % 12 + 1, gd + 16
    year = gy + 57 if (gm, gd) >= (4, 15) else gy + 56
    return year, month, day


FOLDS: Final = {"þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "æ": "ae", "Æ": "Ae", "ə": "e", "Ə": "E", "ı": "i"}  # fmt: skip
SPEECH: Final = Speech(FOLDS, DIGIT_WORDS)
fold, said, said_doubled = SPEECH.fold, SPEECH.said, SPEECH.said_doubled
plain, spoken_words, spoken_address = SPEECH.plain, SPEECH.spoken_words, SPEECH.spoken_address


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, birth date and email domain;
    a member of staff, a local installer, a third party and fresh digits. `turns` counts the
    phone numbers written so far for each country, so that its formats come in turn."""

    def __init__(self, rng: random.Random, index: int, country: str, turns: dict[str, int]) -> None:
        self.rng = rng
        self.turns = turns
        self.index = index
        self.country = country
        people = PERSONAS[country]
        self.person = people[(index // len(COUNTRIES) + index) % len(people)]
        places = ADDRESSES[country]
        self.address = places[(index * 3 + 1) % len(places)]
        self.staff = STAFF[(index * 5 + 2) % len(STAFF)]
        self.agent = AGENTS[country][(index // 3) % 2]
        self.third = THIRDS[country][(index * 3 + 2) % 2]
        self.domain = DOMAINS[country][index % 2]
        self.birth = (rng.randint(1956, 2006), rng.randint(1, 12), rng.randint(1, 28))
        self._kennitala = ""
        self._cedula = ""

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
            f, s = plain(self.person.given.split()[0]), plain(self.person.family.split()[0])
        else:
            words = name.split()
            f, s = plain(words[0]), plain(words[-1])
        y = str(self.birth[0])[2:]
        return self.pick([f"{f}.{s}", f"{f}{s}{y}", f"{f[0]}{s}", f"{s}_{f}{y}", f"{f}.{s[0]}{y}"])

    # ---- names

    def title(self) -> str:
        """A title written before the name, in the customer's language (Latin letters)."""
        f = self.female()
        return {
            "IS": "frú" if f else "herra",
            "AL": "zonja" if f else "zoti",
            "AZ": "Ms" if f else "Mr",
            "IR": "khanom" if f else "agha-ye",
            "NP": "Shrimati" if f else "Shri",
            "MN": "Ms" if f else "Mr",
            "ET": "W/ro" if f else "Ato",
            "MU": "Madame" if f else "Monsieur",
            "PY": "Ña" if f else "Don",
            "UG": "Mukyala" if f else "Omw.",
        }[self.country]

    def script_title(self) -> str:
        f = self.female()
        return {
            "IR": "خانم" if f else "آقای",
            "ET": "ወ/ሮ" if f else "አቶ",
            "NP": "श्रीमती" if f else "श्री",
        }.get(self.country, self.title())

    def honorific(self) -> str:
        """An honorific written after the name (Azerbaijani, Nepali, Mongolian)."""
        return {
            "AZ": "xanım" if self.female() else "bəy",
            "NP": "ji",
            "MN": "гуай",
        }[self.country]

    def last_first(self) -> str:
        p = self.person
        return f"{p.family}, {p.given}"

    # ---- contact values

    def phone(self, mobile: bool = False) -> str:
        """A number in one of the country's formats (a mobile one, the first two, when it pays
        by mobile money or takes a one-time code)."""
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
        """A number broken across a line at its first space (or after its first hyphen, or
        after three digits)."""
        p = self.phone()
        if " " in p:
            return p.replace(" ", "\n", 1)
        if "-" in p:
            return p.replace("-", "-\n", 1)
        return f"{p[:3]}\n{p[3:]}"

    def spoken_phone(self, lang: str | None = None) -> str:
        number = self.mobile_digits()
        lang = lang or self.lang()
        if lang == "en":
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
            "IS": ("hjá", "punktur"),
            "AL": ("et", "pikë"),
            "AZ": ("at", "nöqtə"),
            "IR": ("at sign", "noghte"),
            "NP": ("at the rate", "dot"),
            "MN": ("at", "цэг"),
            "ET": ("at", "ነጥብ"),
            "MU": ("arobas", "pwin"),
            "PY": ("arroba", "punto"),
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
            "IS": ("hja", "punktur"),
            "AL": ("et", "pike"),
            "AZ": ("at", "noqte"),
            "IR": ("at sign", "noghte"),
            "NP": ("at the rate", "dot"),
            "MN": ("at", "tseg"),
            "MU": ("arobas", "pwin"),
            "PY": ("arroba", "punto"),
        }.get(self.country, ("at", "dot"))
        return f"{f} {dot} {s} {at} {host} {dot} {tld.replace('.', f' {dot} ')}"

    # ---- birth dates

    def dob(self) -> str:
        """The birth date written in words or figures as the country writes it."""
        y, m, d = self.birth
        lm = LOCAL_MONTHS
        jy, jm, jd = jalali(y, m, d)
        by, bm, bd = bikram_sambat(y, m, d)
        ey, em, ed = ethiopian(y, m, d)
        styles = {
            "IS": [f"{d}. {lm['is'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{m}/{y}"],
            "AL": [f"{d} {lm['sq'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}/{m:02d}/{y}"],
            "AZ": [f"{d} {lm['az'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d} {fold(lm['az'][m - 1])} {y}"],
            "IR": [f"{jd} {lm['fal'][jm - 1]} {jy}", f"{jy}/{jm:02d}/{jd:02d}", f"{d} {MONTHS[m - 1]} {y}"],
            "NP": [f"{by}/{bm:02d}/{bd:02d}", f"{by} {lm['nel'][bm - 1]} {bd}", f"{y}-{m:02d}-{d:02d}"],
            "MN": [f"{y} оны {m} сарын {d}", f"{y}.{m:02d}.{d:02d}", f"{y} oni {m} sariin {d}"],
            "ET": [f"{lm['aml'][em - 1]} {ed}, {ey}", f"{d:02d}/{m:02d}/{y}", f"{MONTHS[m - 1]} {d}, {y}"],
            "MU": [f"{d} {lm['fr'][m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}"],
            "PY": [f"{d} de {lm['es'][m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d}-{lm['es'][m - 1][:3]}-{y}"],
            "UG": [f"{ordinal_numeral(d)} {MONTHS[m - 1]} {y}", f"{d} {lm['lg'][m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"],
        }[self.country]  # fmt: skip
        return styles[self.index % len(styles)]

    def numeric_dob(self) -> str:
        """The Gregorian birth date in figures, in the order the national number encodes it."""
        y, m, d = self.birth
        if self.country in ("IR", "NP"):
            return f"{y}-{m:02d}-{d:02d}"
        if self.country == "MN":
            return f"{y}.{m:02d}.{d:02d}"
        if self.country in ("IS", "AL", "AZ"):
            return f"{d:02d}.{m:02d}.{y}"
        return f"{d:02d}/{m:02d}/{y}"

    def short_dob(self) -> str:
        """A birth date with a two-digit year."""
        y, m, d = self.birth
        yy = y % 100
        return {
            "IS": f"{d}.{m}.{yy:02d}",
            "AL": f"{d:02d}/{m:02d}/{yy:02d}",
            "AZ": f"{d:02d}.{m:02d}.{yy:02d}",
            "IR": f"{d:02d}/{m:02d}/{yy:02d}",
            "NP": f"{d:02d}/{m:02d}/{yy:02d}",
            "MN": f"{yy:02d}.{m:02d}.{d:02d}",
            "ET": f"{d}/{m}/{yy:02d}",
            "MU": f"{d:02d}/{m:02d}/{yy:02d}",
            "PY": f"{d:02d}-{m:02d}-{yy:02d}",
            "UG": f"{d}.{m}.{yy:02d}",
        }[self.country]

    def calendar_dob(self) -> str:
        """The birth date in the country's own calendar in figures: Solar Hijri (Iran), Bikram
        Sambat (Nepal), Ethiopian (Ethiopia); elsewhere the numeric Gregorian date."""
        y, m, d = self.birth
        if self.country == "IR":
            jy, jm, jd = jalali(y, m, d)
            return f"{jy}/{jm:02d}/{jd:02d}"
        if self.country == "NP":
            by, bm, bd = bikram_sambat(y, m, d)
            return f"{by}-{bm:02d}-{bd:02d}"
        if self.country == "ET":
            ey, em, ed = ethiopian(y, m, d)
            return f"{ed:02d}/{em:02d}/{ey}"
        return self.numeric_dob()

    def script_dob(self) -> str:
        """The birth date in the country's script and calendar (Persian, Devanagari, Ethiopic,
        Mongolian Cyrillic); elsewhere the written one."""
        y, m, d = self.birth
        lm = LOCAL_MONTHS
        if self.country == "IR":
            jy, jm, jd = jalali(y, m, d)
            if self.index % 2:
                return f"{jy}/{jm:02d}/{jd:02d}".translate(PERSIAN_DIGITS)
            return f"{jd} {lm['fa'][jm - 1]} {jy}".translate(PERSIAN_DIGITS)
        if self.country == "NP":
            by, bm, bd = bikram_sambat(y, m, d)
            if self.index % 2:
                return f"{by}/{bm:02d}/{bd:02d}".translate(DEVANAGARI_DIGITS)
            return f"{by} {lm['ne'][bm - 1]} {bd}".translate(DEVANAGARI_DIGITS)
        if self.country == "ET":
            ey, em, ed = ethiopian(y, m, d)
            return f"{lm['am'][em - 1]} {ed} ቀን {ey}"
        if self.country == "MN":
            return f"{y} оны {m} сарын {d}"
        return self.dob()

    def ethiopian_dob(self) -> str:
        """The birth date in the Ethiopian calendar, its month romanised ("Tahsas 12, 1977")."""
        ey, em, ed = ethiopian(*self.birth)
        return f"{LOCAL_MONTHS['aml'][em - 1]} {ed}, {ey}"

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        return f"the {ordinal_words(d)} of {MONTHS[m - 1].lower()} {year_words(y)}"

    # ---- national numbers

    def kennitala(self) -> str:
        if not self._kennitala:
            y, m, d = self.birth
            while True:
                body = f"{d:02d}{m:02d}{y % 100:02d}{self.rng.randint(20, 99):02d}"
                check = kennitala_digit(body)
                if check < 10:
                    break
            self._kennitala = f"{body}{check}{'9' if y < 2000 else '0'}"
        return self._kennitala

    def al_nid(self) -> str:
        y, m, d = self.birth
        month = m + 50 if self.female() else m
        return f"{AL_DECADES[y // 10]}{y % 10}{month:02d}{d:02d}{self.digits(3)}{self.letters(1)}"

    def az_fin(self) -> str:
        """Seven letters and digits (at least one digit), as the FIN code is printed."""
        while True:
            code = self.letters(7, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ")
            if re.search(r"\d", code):
                return code

    def melli(self) -> str:
        while True:
            body = self.pick(IR_CITIES) + self.digits(6)
            if len(set(body)) > 2:
                return body + melli_digit(body)

    def np_citizenship(self) -> str:
        issued = (self.birth[0] + 56 + 16) % 100
        return f"{self.rng.randint(1, 75):02d}-{self.rng.randint(1, 9):02d}-{issued:02d}-{self.digits(5)}"

    def mn_register(self) -> tuple[str, str]:
        """The register number's two Cyrillic letters and its eight digits."""
        y, m, d = self.birth
        month = m + 20 if y >= 2000 else m
        return self.pick(MN_LETTERS), f"{y % 100:02d}{month:02d}{d:02d}{self.digits(2)}"

    def et_fayda(self) -> str:
        raw = str(self.rng.randint(1, 9)) + self.digits(11)
        return f"{raw[:4]} {raw[4:8]} {raw[8:]}"

    def mu_nic(self) -> str:
        y, m, d = self.birth
        initial = plain(self.person.family)[0].upper()
        return f"{initial}{d:02d}{m:02d}{y % 100:02d}{self.digits(6)}{self.letters(1)}"

    def py_cedula(self) -> str:
        """The Paraguayan cédula, the same one for every use in a message (a RUC is built on
        it)."""
        if not self._cedula:
            self._cedula = str(self.rng.randint(1_200_000, 6_999_999))
        return self._cedula

    def ug_nin(self) -> str:
        sex = "F" if self.female() else "M"
        return f"C{sex}{self.birth[0] % 100:02d}{self.digits(7)}{self.letters(3)}"

    def national_id(self) -> str:
        """The country's national number, in one of the ways it is written."""
        c, layout = self.country, self.index % 3
        if c == "IS":
            kt = self.kennitala()
            return kt if layout == 2 else f"{kt[:6]}-{kt[6:]}"
        if c == "AL":
            return self.al_nid()
        if c == "AZ":
            return self.az_fin()
        if c == "IR":
            code = self.melli()
            if layout == 1:
                return f"{code[:3]}-{code[3:9]}-{code[9]}"
            return code.translate(PERSIAN_DIGITS) if layout == 2 else code
        if c == "NP":
            return self.np_citizenship()
        if c == "MN":
            letters, number = self.mn_register()
            return f"{MN_LATIN[letters]}{number}" if layout == 2 else f"{letters}{number}"
        if c == "ET":
            return self.et_fayda()
        if c == "MU":
            return self.mu_nic()
        if c == "PY":
            ci = self.py_cedula()
            return ci if layout == 2 else f"{int(ci):,}".replace(",", ".")
        return self.ug_nin()

    def spoken_id(self) -> str:
        """The national number read out in the customer's language."""
        if self.country == "MN":
            letters, number = self.mn_register()
            return " ".join(ch.lower() for ch in letters) + " " + said(number, "mn")
        if self.country == "IS":
            return said(self.kennitala(), "isa")
        if self.country == "IR":
            return said(self.melli(), "fal")
        if self.country == "PY":
            return said(self.py_cedula(), "es")
        return said(self.national_id(), self.lang())

    def ruc(self) -> str:
        ci = self.py_cedula()
        return f"{ci}-{ruc_digit(ci)}"

    # ---- bank details

    def iban(self, country: str | None = None) -> str:
        c = country or (self.country if self.country in IBAN_COUNTRIES else "IS")
        if c == "IS":
            kt = self.kennitala() if self.country == "IS" else self.kennitala_other()
            bban = f"{self.pick(IS_BANKS)}26{self.digits(6)}{kt}"
        elif c == "AL":
            bban = f"{self.pick(AL_BANKS)}{self.digits(4)}{self.digits(1)}{self.digits(16)}"
        elif c == "AZ":
            bban = f"{self.pick(AZ_BANKS)}{self.digits(20)}"
        elif c == "IR":
            bban = f"{self.pick(IR_BANKS)}0{self.digits(18)}"
        elif c == "MN":
            bban = f"{self.pick(MN_BANKS)}{self.digits(12)}"
        else:
            bban = f"{self.pick(MU_BANKS)}{self.digits(2)}{self.digits(12)}000MUR"
        value = iban_from_bban(c, bban)
        assert iban_ok(value), value
        return value

    def kennitala_other(self) -> str:
        """A kennitala for an Icelandic IBAN held by someone of another country's message."""
        while True:
            body = f"{self.rng.randint(1, 28):02d}{self.rng.randint(1, 12):02d}{self.rng.randint(60, 99):02d}{self.rng.randint(20, 99):02d}"
            check = kennitala_digit(body)
            if check < 10:
                return f"{body}{check}9"

    def grouped(self, iban: str) -> str:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))

    def account(self) -> str:
        """A domestic account number as the country writes it."""
        c = self.country if self.country in ACCOUNT_COUNTRIES else "PY"
        return {
            "IS": lambda: f"{self.pick(IS_BANKS)}-26-{self.digits(6)}",
            "IR": lambda: f"{self.rng.randint(1, 9)}{self.digits(9)}",
            "NP": lambda: f"{self.rng.randint(1, 9)}{self.digits(13)}",
            "MN": lambda: f"5{self.digits(9)}",
            "ET": lambda: f"1000{self.digits(9)}",
            "MU": lambda: f"000{self.digits(9)}",
            "PY": lambda: f"{self.digits(2)}-{self.digits(7)}",
            "UG": lambda: f"9030{self.digits(9)}",
        }[c]()

    # ---- cards

    def card(self) -> str:
        if self.country == "IR":
            return luhn_complete(self.pick(SHETAB_PREFIXES), 16, self.rng)
        prefix = self.pick(LUHN_PREFIXES)
        return luhn_complete(prefix, CARD_LENGTHS.get(prefix, 16), self.rng)

    def grouped_card(self) -> str:
        raw = self.card()
        if len(raw) == 15:
            return f"{raw[:4]} {raw[4:10]} {raw[10:]}"
        return " ".join(raw[i : i + 4] for i in range(0, 16, 4))

    def odd_card(self) -> str:
        raw = self.card()
        groups = [raw[i : i + 4] for i in range(0, len(raw), 4)]
        sep = [" - ", ".", "/", "_", "  ", " / "][self.index % 6]
        return sep.join(groups)

    def broken_card(self) -> str:
        raw = self.card()
        return f"{raw[:4]} {raw[4:8]}\n{raw[8:12]} {raw[12:]}"

    def persian_card(self) -> str:
        raw = luhn_complete(self.pick(SHETAB_PREFIXES), 16, self.rng)
        return "-".join(raw[i : i + 4] for i in range(0, 16, 4)).translate(PERSIAN_DIGITS)

    # ---- Helioterra's references

    def tracking(self) -> str:
        serial = self.digits(8)
        prefix = self.pick(["RR", "RA", "CP", "EE", "LX"])
        return f"{prefix}{serial}{s10_check_digit(serial)}{S10_OFFICES[self.country]}"

    def dhl(self) -> str:
        body = str(self.rng.randint(1, 9)) + self.digits(8)
        return body + mod7_digit(body)

    def makers(self) -> dict[str, Callable[[], tuple[str, str | None]]]:
        p, rng = self.person, self.rng
        token_chars = string.ascii_letters + string.digits
        marks = self.country in ("IS", "AL", "AZ", "MU", "PY")
        return {
            # ---- people
            "NAME": lambda: (p.full, "PERSON"),
            "FIRST": lambda: (p.call, "PERSON"),
            "GIVEN": lambda: (p.given, "PERSON"),
            "LAST": lambda: (p.family, "PERSON"),
            "SCRIPT": lambda: (p.script, "PERSON"),
            "SGIVEN": lambda: (p.script_given, "PERSON"),
            "SLAST": lambda: (p.script_family, "PERSON"),
            "ANAME": lambda: (fold(p.full), "PERSON"),
            "LNAME": lambda: (p.full.lower(), "PERSON"),
            "LANAME": lambda: (fold(p.full).lower(), "PERSON"),
            "LFIRST": lambda: (p.call.lower(), "PERSON"),
            "UPNAME": lambda: (p.full.upper(), "PERSON"),
            "UPLAST": lambda: (p.family.upper(), "PERSON"),
            "FAMUP": lambda: (f"{p.family.upper()} {p.given}", "PERSON"),
            "INIT": lambda: (p.initialled, "PERSON"),
            "SINIT": lambda: (p.script_initialled, "PERSON"),
            "LASTFIRST": lambda: (self.last_first(), "PERSON"),
            "VNAME": lambda: (spoken_words(p.full, marks), "PERSON"),
            "VANAME": lambda: (spoken_words(p.full), "PERSON"),
            "VFIRST": lambda: (spoken_words(p.call, marks), "PERSON"),
            "VSCRIPT": lambda: (spoken_words(p.script, keep_marks=True), "PERSON"),
            "SPELL": lambda: (" ".join(plain(p.family.split()[0])), "PERSON"),
            "SPELLUP": lambda: ("-".join(plain(p.family.split()[0]).upper()), "PERSON"),
            "SPELLDOT": lambda: (".".join(plain(p.call).upper()), "PERSON"),
            "TITLE": lambda: (self.title(), None),
            "STITLE": lambda: (self.script_title(), None),
            "HON": lambda: (self.honorific(), None),
            "STAFF": lambda: (self.staff, "PERSON"),
            "VSTAFF": lambda: (self.staff.lower(), "PERSON"),
            "AGENT": lambda: (self.agent, "PERSON"),
            "AGENTFIRST": lambda: (self.agent.split()[0], "PERSON"),
            "VAGENT": lambda: (spoken_words(self.agent, marks), "PERSON"),
            "THIRD": lambda: (self.third, "PERSON"),
            "LTHIRD": lambda: (self.third.lower(), "PERSON"),
            "VTHIRD": lambda: (spoken_words(self.third, marks), "PERSON"),
            # ---- contact
            "PHONE": lambda: (self.phone(), "PHONE"),
            "MOBILE": lambda: (self.phone(mobile=True), "PHONE"),
            "ODDPHONE": lambda: (self.odd_phone(), "PHONE"),
            "BPHONE": lambda: (self.broken_phone(), "PHONE"),
            "FAPHONE": lambda: (self.mobile_digits().translate(PERSIAN_DIGITS), "PHONE"),
            "NEPHONE": lambda: (self.mobile_digits().translate(DEVANAGARI_DIGITS), "PHONE"),
            "VPHONE": lambda: (self.spoken_phone(), "PHONE"),
            "VPHONEEN": lambda: (self.spoken_phone("en"), "PHONE"),
            "VPHONEIS": lambda: (self.spoken_phone("is"), "PHONE"),
            "VPHONESQ": lambda: (self.spoken_phone("sq"), "PHONE"),
            "VPHONEAZ": lambda: (self.spoken_phone("az"), "PHONE"),
            "VPHONEFA": lambda: (self.spoken_phone("fa"), "PHONE"),
            "VPHONEMNL": lambda: (self.spoken_phone("mnl"), "PHONE"),
            "VPHONEAM": lambda: (self.spoken_phone("am"), "PHONE"),
            "VPHONEFR": lambda: (self.spoken_phone("fr"), "PHONE"),
            "VPHONEGN": lambda: (self.spoken_phone("gn"), "PHONE"),
            "EMAIL": lambda: (self.email(), "EMAIL"),
            "TEMAIL": lambda: (self.third_email(), "EMAIL"),
            "OEMAIL": lambda: (self.obfuscated_email(), "EMAIL"),
            "O0EMAIL": lambda: (self.obfuscated_email(0), "EMAIL"),
            "O1EMAIL": lambda: (self.obfuscated_email(1), "EMAIL"),
            "O2EMAIL": lambda: (self.obfuscated_email(2), "EMAIL"),
            "O3EMAIL": lambda: (self.obfuscated_email(3), "EMAIL"),
            "O4EMAIL": lambda: (self.obfuscated_email(4), "EMAIL"),
            "O5EMAIL": lambda: (self.obfuscated_email(5), "EMAIL"),
            "O6EMAIL": lambda: (self.obfuscated_email(6), "EMAIL"),
            "VEMAIL": lambda: (self.spoken_email(), "EMAIL"),
            # ---- birth dates
            "DOB": lambda: (self.dob(), "DATE_OF_BIRTH"),
            "NDOB": lambda: (self.numeric_dob(), "DATE_OF_BIRTH"),
            "SDOB": lambda: (self.short_dob(), "DATE_OF_BIRTH"),
            "CDOB": lambda: (self.calendar_dob(), "DATE_OF_BIRTH"),
            "XDOB": lambda: (self.script_dob(), "DATE_OF_BIRTH"),
            "ECDOB": lambda: (self.ethiopian_dob(), "DATE_OF_BIRTH"),
            "VDOB": lambda: (self.spoken_dob(), "DATE_OF_BIRTH"),
            # ---- national numbers
            "NATID": lambda: (self.national_id(), "SSN"),
            "VNATID": lambda: (self.spoken_id(), "SSN"),
            "IDNAME": lambda: (ID_NAMES[self.country][self.index % 2], None),
            "RUC": lambda: (self.ruc(), "SSN"),
            # ---- bank details
            "IBAN": lambda: (self.grouped(self.iban()), "IBAN"),
            "IBANC": lambda: (self.iban(), "IBAN"),
            "IBANL": lambda: ("-".join(self.grouped(self.iban()).lower().split()), "IBAN"),
            "IBANDOT": lambda: (".".join(self.grouped(self.iban()).split()), "IBAN"),
            "IBANNL": lambda: (self.grouped(self.iban()).replace(" ", "\n", 3).replace("\n", " ", 2), "IBAN"),
            "ACCT": lambda: (self.account(), "BANK_ACCOUNT"),
            "CARD": lambda: (self.grouped_card(), "CARD"),
            "ODDCARD": lambda: (self.odd_card(), "CARD"),
            "BCARD": lambda: (self.broken_card(), "CARD"),
            "VCARD": lambda: (said(self.card()), "CARD"),
            "FACARD": lambda: (self.persian_card(), "CARD"),
            "CVV": lambda: (self.digits(3), "SECRET"),
            # ---- Helioterra's references
            "CUST": lambda: (f"HT-{self.digits(7)}", "CUSTOMER_ID"),
            "VCUST": lambda: (said(f"HT{self.digits(7)}"), "CUSTOMER_ID"),
            "QUOTE": lambda: (f"Q-{self.country}-{self.digits(5)}", "CUSTOMER_ID"),
            "VQUOTE": lambda: (said(f"Q{self.country}{self.digits(5)}"), "CUSTOMER_ID"),
            "JOB": lambda: (f"INS{self.digits(6)}", "CUSTOMER_ID"),
            "CONTRACT": lambda: (f"FA/{rng.randint(24, 27)}/{self.digits(5)}", "CUSTOMER_ID"),
            "PAYG": lambda: (f"PG{self.digits(8)}", "CUSTOMER_ID"),
            "VPAYG": lambda: (said(f"PG{self.digits(8)}", self.lang()), "CUSTOMER_ID"),
            "CLAIM": lambda: (f"WC-{self.digits(6)}", "CUSTOMER_ID"),
            "METER": lambda: (f"{rng.randint(1, 9)}{self.digits(10)}", "CUSTOMER_ID"),
            "SERIAL": lambda: (f"HTI{rng.randint(20, 27)}{self.letters(1)}{self.digits(7)}", "CUSTOMER_ID"),
            "TRK": lambda: (self.tracking(), "TRACKING"),
            "VTRK": lambda: (said(self.tracking()), "TRACKING"),
            "DHL": lambda: (self.dhl(), "TRACKING"),
            # ---- secrets
            "PASS": lambda: (f"{self.pick(PASSWORD_WORDS)}{self.pick(['#', '!', '_', '.', '*', '@', '$'])}{self.digits(rng.randint(2, 4))}{self.pick(['', 'x', 'Q', 'z'])}", "SECRET"),
            "OTP": lambda: (self.digits(6), "SECRET"),
            "VOTP": lambda: (said(self.digits(6), self.lang()), "SECRET"),
            "VOTPEN": lambda: (said(self.digits(6)), "SECRET"),
            "PIN": lambda: (self.digits(4), "SECRET"),
            "APIKEY": lambda: (f"htk_live_{''.join(rng.choice(token_chars) for _ in range(24))}", "SECRET"),
            "TOKEN": lambda: (" ".join(self.digits(3) for _ in range(4)), "SECRET"),
            "VTOKEN": lambda: (said(self.digits(12), self.lang()), "SECRET"),
            "WIFI": lambda: (f"HT-{''.join(rng.choice(token_chars) for _ in range(10))}", "SECRET"),
            "ANSWER": lambda: (self.pick(SECURITY_ANSWERS), "SECRET"),
            # ---- addresses on the network
            "IP": lambda: (f"{self.pick(['31', '37', '46', '94', '185', '196', '41', '102', '154', '181', '190', '213'])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}", "IP"),
            "IP6": lambda: (f"2a0{rng.randint(1, 9)}:{rng.randint(0x1000, 0xFFFF):x}:{rng.randint(0x10, 0xFFFF):x}::{rng.randint(0x10, 0xFFFF):x}", "IP"),
            "IPZ": lambda: (f"{rng.randint(10, 99):03d}.{rng.randint(1, 99):03d}.{rng.randint(100, 254):03d}.{rng.randint(1, 99):03d}", "IP"),
        }  # fmt: skip

    # ---- addresses

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `script` (one line, in Persian, Devanagari, Cyrillic or Ethiopic script where the
        country has such an address), `lines` (a line break at each "|"), `lower` (one line,
        lower case), `ascii` (one line, without diacritics) or `voice` (spoken; an address in
        another script is replaced by the country's Latin one)."""
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
    makers = ctx.makers()
    pos = 0
    for match in SLOT.finditer(skeleton):
        built.add(skeleton[pos : match.start()])
        slot = match.group(1)
        if slot in ADDRESS_SLOTS:
            ctx.add_address(built, ADDRESS_SLOTS[slot])
        elif slot == "PC":
            built.add(ctx.postcode(), "POSTCODE")
        elif slot == "VPC":
            built.add(said(ctx.postcode()), "POSTCODE")
        else:
            built.add(*makers[slot]())
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
    "[IS] góðan daginn, {NAME} hér. varmadælan sem {AGENT} setti upp í síðustu viku er hætt að hita, kt. {NATID}, sími {PHONE}",
    "[IS] hi, {FIRST} here, born {NDOB}, kennitala {NATID} - the Orkusjóður grant form asks for both, is that right?",
    "[IS] endurgreidslan a ad fara a reikning {ACCT}, eigandi {UPNAME}, takk",
    "[IS] hae, kemst ekki inn i appid, netfangid mitt er {OEMAIL} og lykilordid {PASS} virkar ekki lengur. kv {LFIRST}",
    "[IS] can the installer come to {ADDR}? it's the yellow house behind the Bónus, ring {MOBILE} first - {NAME}",
    "[IS] the Tesla Powerwall shows error 32, battery serial {SERIAL}, customer no {CUST}, dongle wifi password {WIFI}. {ANAME}, Akureyri",
    "[IS] ég heiti {LANAME} og pakkinn með Fronius invertinum, {TRK}, kom aldrei á Selfoss",
    "[IS] IBAN fyrir endurgreiðslu: {IBANC} - {TITLE} {NAME}, fæðingardagur {DOB}",
    "[AL] përshëndetje, jam {NAME}, NID {NATID}, lindur më {NDOB}. kur vjen ekipi për panelet?",
    "[AL] hi, {TITLE} {LAST} here, the OSHEE meter number is {METER}, can you do the net-metering paperwork? call {PHONE}",
    "[AL] pershendetje, fjalekalimi {PASS} nuk punon ne aplikacion, emaili {OEMAIL}. faleminderit, {LANAME}",
    "[AL] the invoice should say {UPNAME}, the Rruga e Kavajës office is my work not my home. home is {ADDR}",
    "[AL] a mund ta paguaj këstin me IBAN {IBAN}? emri i mbajtësit {NAME}, datëlindja {DOB}",
    "[AL] my brother-in-law {THIRD} flew in via Nënë Tereza airport and brought the Bosch part, but your courier also sent {TRK}, which one do I fit? {FIRST}",
    "[AL] kodi qe me erdhi ne {MOBILE} eshte {OTP}, {FIRST}",
    "[AL] hi its {LFIRST}, customer {CUST}, inverter ip {IP} keeps dropping off the wifi",
    "[AZ] salam, mən {NAME}, FİN kod {NATID}, günəş panelləri üçün ödənişi necə edim? tel {PHONE}",
    "[AZ] Azərişıq sayğac nömrəsi {METER}, doğum tarixi {NDOB}, FIN {NATID}, ad soyad {NAME}",
    "[AZ] my flat is {AADDR}, not Ganja. the Stiebel Eltron water heater your team left is for {THIRD}, my neighbour",
    "[AZ] sifre {PASS} islemir, emailim {OEMAIL}, kömək edin pls - {LANAME}",
    "[AZ] IBAN: {IBANC}, ad soyad {UPNAME}, qaytarmanı bura edin",
    "[AZ] landed at Heydar Aliyev International Airport, the installer {AGENT} says nobody answers, my number is {ODDPHONE}",
    "[AZ] hörmətli Helioterra, {NAME} {HON} adından yazıram, müqavilə {CONTRACT}, doğum tarixi {DOB}-ci il",
    "[AZ] card {CARD} was charged twice for the battery deposit, I only paid once at the Kapital Bank branch, customer {CUST}",
    "[IR] سلام، {SCRIPT} هستم، کد ملی {NATID}، پنل خورشیدی کی نصب میشه؟ شماره {FAPHONE}",
    "[IR] salam, {FIRST} hastam, code melli {NATID}, tarikh tavallod {CDOB}. ghest-e dovom kei?",
    "[IR] hi, {TITLE} {LAST} here, born {DOB}. my Shetab card {CARD} was charged but the app still shows unpaid, customer {CUST}",
    "[IR] ramz-e {PASS} kar nemikone, email {OEMAIL} - {LANAME}",
    "[IR] لطفا به حساب شبا {IBAN} واریز کنید، به نام {SCRIPT}",
    "[IR] the installer {AGENT} flew in to Imam Khomeini International Airport, please send them to {ADDR}, tel {PHONE}",
    "[IR] شماره کارت {FACARD} به نام {STITLE} {SLAST}",
    "[IR] account {ACCT} at Bank Melli, name {UPNAME}, born {XDOB}",
    "[NP] namaste, mero naam {NAME} ho. citizenship no. {NATID}, janma miti {CDOB} B.S. - subsidy form ma chahincha?",
    "[NP] नमस्ते, म {SCRIPT} हुँ। मेरो फोन {NEPHONE} हो, सोलार कहिले जडान हुन्छ?",
    "[NP] hi, {FIRST} here, paid the kit instalment by eSewa from {MOBILE}, kit account {PAYG}, still locked",
    "[NP] unlock code please, the NEA line was down so the kit ran flat. account {PAYG}, name {LNAME}",
    "[NP] my email is {OEMAIL} and password {PASS}, app says wrong - {LANAME}",
    "[NP] landed at Tribhuvan International Airport, please send the installer to {ADDR}, contact {PHONE}",
    "[NP] refund to Nabil Bank account {ACCT}, account name {UPNAME}",
    "[NP] hello {STAFF}, {TITLE} {LAST} here, date of birth {SDOB}, NIN is not issued yet so I gave citizenship no. {NATID}",
    "[MN] сайн байна уу, би {SCRIPT}, {XDOB}-нд төрсөн, регистрийн дугаар {NATID}, утас {PHONE}. нарны хавтан хэзээ суурилуулах вэ?",
    "[MN] hi, {INIT} here (that's {NAME}), born {NDOB}, register no. {NATID}, the Khan Bank loan form needs both",
    "[MN] {SINIT} байна, буцаалтыг {ACCT} данс руу хийнэ үү, Голомт банк",
    "[MN] nuuts ug {PASS} ajillahgui baina, email {OEMAIL}, {LANAME}",
    "[MN] please deliver the ger solar kit to {ADDR} not to Chinggis Khaan International Airport cargo, call {MOBILE}",
    "[MN] QPay-аар {MOBILE} дугаараас төлсөн, kit account {PAYG}, {SCRIPT}",
    "[MN] minii IBAN {IBANDOT}, dansny ezen {FAMUP}, bayarlalaa",
    "[MN] the heater stops at minus 30, customer {CUST}, inverter {SERIAL}, gateway ip {IPZ} - {FIRST}",
    "[ET] selam, {NAME} negn. Fayda no. {NATID}, silk {PHONE}. panel-u meche yiteklal?",
    "[ET] ሰላም፣ ስሜ {SCRIPT} ነው። ስልክ ቁጥሬ {PHONE} ነው።",
    "[ET] hi, {TITLE} {NAME} here, paid the kit with telebirr from {MOBILE}, kit account {PAYG}",
    "[ET] refund to CBE account {ACCT}, name {UPNAME}, thank you",
    "[ET] the installer {AGENT} went to Bole but my house is {ADDR}, call {ODDPHONE}",
    "[ET] password {PASS} not working, email {OEMAIL}, {LANAME}",
    "[ET] born {ECDOB} E.C. ({NDOB}), Fayda number {NATID}, for the Ethiopian Electric Utility form",
    "[ET] customer {CUST}, the shop near Abebe Bikila Stadium told me to write here. inverter {SERIAL} shows E05",
    "[MU] bonzour, mo apel {NAME}, mo NIC {NATID}, mo ne le {NDOB}. kan zot pou vinn poz panno?",
    "[MU] hi, {FIRST} here, CEB meter {METER}, the net-metering form from {AGENT} is still not signed",
    "[MU] monn pey ar Juice depi {MOBILE} me app-la dir pa ankor pey, customer {CUST}",
    "[MU] Bonjour, veuillez rembourser sur {IBAN}, titulaire {UPNAME}",
    "[MU] please send the Schneider Electric part to {ADDR}, not the Caudan office, tel {PHONE}",
    "[MU] password {PASS} pa pe marse, email {OEMAIL} - {LANAME}",
    "[MU] arrived at Sir Seewoosagur Ramgoolam International Airport, {THIRD} will let the installer in, my number {PHONE}",
    "[MU] {TITLE} {LAST} ici, carte {ODDCARD} refusée deux fois pour l'acompte",
    "[PY] mba'éichapa, che réra {NAME}, cédula {NATID}, se cortó la luz y el inversor no arranca",
    "[PY] buenas, para la factura: RUC {RUC}, a nombre de {UPNAME}, aguyje",
    "[PY] pagué con Tigo Money desde {MOBILE} pero el kit {PAYG} sigue bloqueado, {SPELLDOT}",
    "[PY] mi contraseña {PASS} no anda, correo {OEMAIL}, {LANAME}",
    "[PY] el técnico {AGENT} fue a Luque pero yo vivo en {ADDR}, llamame al {PHONE}",
    "[PY] cuenta en Banco Itaú {ACCT}, titular {NAME}, para la devolución",
    "[PY] hi, {FIRST} here, born {NDOB}, cédula {NATID}, RUC {RUC}, the ANDE net-metering form asks for all three",
    "[PY] {TITLE} {NAME} ko'ápe, mi tarjeta {ODDCARD} fue rechazada en el Shopping Mariscal López",
    "[UG] oli otya, nze {NAME}, NIN {NATID}, essimu yange {PHONE}. solar ejja ddi?",
    "[UG] hi, paid the kit via MTN MoMo from {MOBILE}, account {PAYG}, still no unlock code - {FIRST}",
    "[UG] the Umeme yaka meter is {METER}, name {UPNAME}, Kampala",
    "[UG] password {PASS} not working, email {O3EMAIL}, {LANAME}",
    "[UG] the installer {AGENT} went to Speke Resort instead of my place, {LADDR}. call {PHONE}",
    "[UG] refund to Stanbic account {ACCT}, name {NAME}, webale nnyo",
    "[UG] {TITLE} {LAST} here, born {NDOB}, NIN {NATID}, for the loan agreement {CONTRACT}",
    "[UG] webale, card {CARD} was charged for the battery but Airtel Money also took 250,000 from {MOBILE}",
]

ADV_VOICE: Final[list[str]] = [
    "[IS] góðan dag þetta er {VNAME} ég hringi út af varmadælunni símanúmerið mitt er {VPHONEIS} og kennitalan er {VNATID}",
    "[IS] hi it's {VFIRST} from reykjavik about my quote {VQUOTE} my surname is spelled {SPELL} please call me back on {VPHONEEN}",
    "[AL] mirëdita jam {VNAME} numri im i telefonit është {VPHONESQ} dhe nid {VNATID} faleminderit",
    "[AL] hello this is {VFIRST} calling about the installation at {VADDR} please call me on {VPHONEEN}",
    "[AZ] salam mənim adım {VNAME} telefon nömrəm {VPHONEAZ} fin kodum {VNATID} zəhmət olmasa geri zəng edin",
    "[AZ] hello it's {VFIRST} {HON} about my solar quote {VQUOTE} the code you sent is {VOTP} and my email is {VEMAIL}",
    "[IR] salam man {VNAME} hastam shomarey man {VPHONE} va code melli {VNATID}",
    "[IR] سلام من {VSCRIPT} هستم شماره من {VPHONEFA} لطفا تماس بگیرید",
    "[IR] hi its {VFIRST} the battery in shiraz beeps all night my customer number is {VCUST} call me on {VPHONEEN}",
    "[NP] namaste mero naam {VNAME} ho mero number {VPHONE} ho ra citizenship number {VNATID} ho",
    "[NP] hello this is {VFIRST} from pokhara the khalti payment from {VPHONEEN} did not unlock kit {VPAYG}",
    "[MN] сайн байна уу би {VSCRIPT} байна утасны дугаар {VPHONE} регистр {VNATID}",
    "[MN] hi this is {VFIRST} from ulaanbaatar my number is {VPHONEMNL} postcode {VPC} and the card is {VCARD}",
    "[ET] selam ene {VNAME} negn silk kutre {VPHONE} new fayda {VNATID} parcel {VTRK}",
    "[ET] ሰላም እኔ {VSCRIPT} ነኝ ስልክ ቁጥሬ {VPHONEAM} ነው",
    "[MU] bonzour mo apel {VNAME} mo nimero {VPHONE} ek mo nic {VNATID}",
    "[MU] bonjour c'est {VFIRST} de quatre bornes date of birth {VDOB} rappelez moi au {VPHONEFR} merci",
    "[PY] buenas tardes habla {VNAME} mi número es {VPHONE} y mi cédula {VNATID}",
    "[PY] mba'éichapa che {VFIRST} mi número {VPHONEGN} aguyje",
    "[UG] gyebale ko nze {VNAME} essimu yange {VPHONE} nin yange {VNATID} unlock code {VTOKEN}",
    "[UG] hello this is {VFIRST} from jinja near lake victoria born {VDOB} my kit number is {VPAYG} call me on {VPHONEEN}",
]

ADV_EMAIL: Final[list[str]] = [
    "[IS] Góðan daginn,\n\nÉg pantaði sólarsellur og rafhlöðu (verk {JOB}) en enginn hefur haft samband.\nHeimilisfang: {ADDRNL}\n\nKær kveðja,\n{NAME}\n{PHONE}",
    "[IS] Hello,\n\nMy neighbour {THIRD} got the same Viessmann heat pump and told me to ask for the referral discount. Please charge the deposit to my new card {CARD}, exp 08/29, CVV {CVV}.\n\nBest regards,\n{INIT}",
    "[AL] Përshëndetje,\n\nKam paguar kaparin për sistemin 6 kWp por nuk kam marrë faturë. Ja të dhënat e mia:\n{NAME}\nNID: {NATID}\n{ADDRNL}\nTel: {PHONE}\n\nFaleminderit,\n{FIRST}",
    "[AL] Dear Helioterra,\n\nI am the landlord. My tenant {THIRD} ({TEMAIL}) asked you to install panels on my roof at {ADDR} without asking me. Please call me before anything is done: {PHONE}.\n\nRegards,\n{NAME}",
    "[AZ] Hörmətli komanda,\n\nPanellər quraşdırıldı, amma inverter {SERIAL} işləmir.\nÜnvan: {ADDRNL}\nƏlaqə: {PHONE}\n\nHörmətlə,\n{NAME}",
    "[AZ] Hello,\n\nPlease refund the deposit to {IBAN} (Kapital Bank). The account is in the name of {THIRD}, my relative.\n\nThanks,\n{GIVEN} {HON}",
    "[IR] Dear support,\n\nThe Fronius inverter at my home ({ADDRNL}) shows state 102 since Nowruz. Serial {SERIAL}.\n\nRegards,\n{NAME}\n{BPHONE}",
    "[IR] با سلام،\n\nلطفا قرارداد {CONTRACT} را لغو کنید.\nنام: {SCRIPT}\nکد ملی: {NATID}\nتاریخ تولد: {XDOB}\n\nبا تشکر",
    "[NP] Dear Helioterra team,\n\nThe battery installed by {AGENT} at {ADDRNL} stopped charging after the monsoon. Warranty claim {CLAIM}.\n\nRegards,\n{NAME}\n{PHONE}",
    "[NP] नमस्कार,\n\nमेरो नाम {SCRIPT} हो। मेरो इमेल {EMAIL} हो।\nजन्म मिति: {XDOB}\nठेगाना: {SADDR}\n\nधन्यवाद",
    "[MN] Сайн байна уу,\n\nМанай гэрийн хаяг: {SADDR}\nИнвертерийн серийн дугаар: {SERIAL}\nТөрсөн огноо: {DOB}\nУтас: {PHONE}\n\nХүндэтгэсэн,\n{SCRIPT}",
    "[MN] Hello,\n\nWe met your team at Sükhbaatar Square during the expo. I want a quote for a 5 kW system for our house at {ADDRNL}.\n\nBest,\n{NAME}\n{O0EMAIL}",
    "[ET] Dear Helioterra,\n\nThe kit for my relative {THIRD} in Bahir Dar was never delivered. DHL waybill {DHL}.\nMy address: {ADDRNL}\n\nThank you,\n{NAME}\n{BPHONE}",
    "[ET] ጤና ይስጥልኝ፣\n\nስሜ {SCRIPT} ነው።\nየትውልድ ቀን: {XDOB} ዓ.ም.\nአድራሻ: {SADDR}\n\nአመሰግናለሁ",
    "[MU] Bonjour,\n\nL'onduleur Fronius installé par {AGENT} affiche une erreur depuis le cyclone.\nAdresse : {ADDRNL}\nNuméro de série : {SERIAL}\nDate de naissance du titulaire : {DOB}\n\nCordialement,\n{NAME}\n{PHONE}",
    "[MU] Hello team,\n\nMy relative {THIRD} set up the app with my email {EMAIL} and now I cannot log in. Last login from {IP}.\n\nThanks,\n{TITLE} {LAST}",
    "[PY] Estimados,\n\nEl inversor Fronius que instaló {AGENT} en {ADDRNL} dejó de funcionar con la tormenta.\nNúmero de serie: {SERIAL}\n\nSaludos,\n{NAME}\n{PHONE}",
    "[PY] Hola,\n\nMi pariente {THIRD} me pasó su código de referido, pero el sistema pide mi fecha de nacimiento: {DOB}.\nCliente {CUST}\nCorreo: {O2EMAIL}\n\nGracias,\n{FIRST}",
    "[UG] Dear Helioterra,\n\nMy tenant {THIRD} says the inverter {SERIAL} at {ADDRNL} has been beeping since Friday.\n\nRegards,\n{NAME}\n{PHONE}",
    "[UG] Hello,\n\nPlease find my details for the warranty claim {CLAIM}:\nName: {INIT}\nDate of birth: {DOB}\nEmail: {O1EMAIL}\n\nThank you",
]

ADV_FORM: Final[list[str]] = [
    "[IS] Nafn: {NAME}\nKennitala: {NATID}\nFæðingardagur: {NDOB}\nHeimilisfang: {ADDR}\nSími: {PHONE}\nNetfang: {EMAIL}\nMælanúmer: {METER}",
    "[IS] Grant application - Orkusjóður\nApplicant: {LASTFIRST}\nKennitala: {NATID}\nBank account: {ACCT}\nIBAN: {IBAN}\nSigned: {INIT}",
    "[AL] Emri: {GIVEN}\nMbiemri: {LAST}\nNumri personal: {NATID}\nDatëlindja: {NDOB}\nAdresa: {ADDR}\nCeluar: {MOBILE}\nEmail: {O1EMAIL}",
    "[AL] Financing application\nApplicant: {UPNAME}\nNID: {NATID}\nDate of birth: {NDOB}\nIBAN for instalments: {IBANL}\nEmployer: Albtelecom\nNet income: 95,000 ALL",
    "[AZ] Ad: {GIVEN}\nSoyad: {LAST}\nFİN kod: {NATID}\nDoğum tarixi: {NDOB}\nÜnvan: {ADDR}\nMobil: {MOBILE}\nE-poçt: {EMAIL}",
    "[AZ] API access request\nCompany: Qarabağ Solar MMC\nContact: {ANAME}\nKey issued: {APIKEY}\nWhitelisted IP: {IP}\nPhone: {PHONE}",
    "[IR] Name: {LASTFIRST}\nCode melli: {NATID}\nTarikh-e tavallod: {CDOB}\nAddress: {ADDR}\nMobile: {MOBILE}\nEmail: {EMAIL}",
    "[IR] Monitoring app login issue\nUser: {EMAIL}\nLast IP: {IP6}\nOne-time code received: {OTP}\nName: {ANAME}",
    "[NP] Full name: {UPNAME}\nCitizenship no.: {NATID}\nDOB (B.S.): {CDOB}\nAddress: {ADDR}\nMobile: {MOBILE}\nEmail: {EMAIL}",
    "[NP] eSewa payment dispute\nPayer: {NAME}\neSewa ID: {MOBILE}\nKit account: {PAYG}\nTransaction PIN shared by mistake: {PIN}",
    "[MN] Овог нэр: {SCRIPT}\nРегистрийн дугаар: {NATID}\nТөрсөн огноо: {NDOB}\nХаяг: {ADDR}\nУтас: {MOBILE}\nИмэйл: {EMAIL}",
    "[MN] Subsidy form\nApplicant: {FAMUP}\nRegister no.: {NATID}\nDOB: {NDOB}\nBank account: {ACCT}\nPhone: {PHONE}",
    "[ET] Name: {NAME}\nFayda no.: {NATID}\nDate of birth: {NDOB}\nAddress: {ADDR}\nMobile: {MOBILE}\nEmail: {O6EMAIL}",
    "[ET] Financing request\nApplicant: {STITLE} {SCRIPT}\nBank: Dashen Bank\nAccount: {ACCT}\nMonthly income: 18,000 ETB\nGuarantor: {THIRD}",
    "[MU] Nom : {LAST}\nPrénom : {GIVEN}\nNIC : {NATID}\nDate de naissance : {NDOB}\nAdresse : {ADDR}\nPortable : {MOBILE}\nCourriel : {EMAIL}",
    "[MU] Refund form\nAccount holder: {NAME}\nBank: MCB\nAccount number: {ACCT}\nIBAN: {IBANNL}\nReason: cancelled survey",
    "[PY] Nombre y apellido: {NAME}\nC.I. N°: {NATID}\nFecha de nacimiento: {NDOB}\nDirección: {ADDR}\nCelular: {MOBILE}\nCorreo: {EMAIL}",
    "[PY] Solicitud de financiación\nTitular: {LASTFIRST}\nRUC: {RUC}\nCuenta: {ACCT}\nTarjeta: {BCARD}\nIngreso mensual: Gs. 6.500.000",
    "[UG] Surname: {UPLAST}\nGiven name: {GIVEN}\nNIN: {NATID}\nDate of birth: {NDOB}\nPhysical address: {ADDR}\nMobile: {MOBILE}\nEmail: {EMAIL}",
    "[UG] Security reset\nUsername: {EMAIL}\nSecurity answer: {ANSWER}\nLogin IP: {IP}\nNew PIN: {PIN}\nName: {SPELLUP}",
]

ADV_QUOTED: Final[list[str]] = [
    "[IS] Já, það passar. Sendið reikninginn á {O4EMAIL}.\n\nÞann 4. mars 2027 skrifaði Helioterra:\n> Viljið þið fá reikninginn í tölvupósti eða á pappír?\n> Kveðja, {STAFF}",
    "[IS] Here is the new one: {OTP}\n\n> On 2 Mar 2027, Helioterra Support wrote:\n> The code we sent to {MOBILE} has expired. Please reply with the new code.\n\n{FIRST}",
    "[AL] Po, konfirmoj. Kartela: {ODDCARD}\n\nMë 3 mars 2027, Helioterra shkroi:\n> Ju lutem konfirmoni pagesën e kësaj here me kartë.\n> {STAFF}, Shërbimi i Klientit",
    "[AL] Thanks, see below.\n\n> From: {NAME}\n> Sent: 1 March 2027\n> Subject: visit to the Skanderbeg Square office\n> My quote is {QUOTE} and my phone is {PHONE}.",
    "[AZ] Bəli, bu mənim nömrəmdir: {PHONE}\n\n2 mart 2027 tarixində Helioterra yazdı:\n> {GIVEN} {HON}, zəhmət olmasa əlaqə nömrənizi təsdiqləyin.\n> {STAFF}",
    "[AZ] Still waiting!!\n\n> On 28 Feb 2027, {NAME} wrote:\n> Parcel {TRK} with the Vaillant spare part is stuck in Baku customs.\n> Customer no. {CUST}",
    "[IR] Bale, hamin address-e.\n\nOn 5 Mar 2027, Helioterra Support wrote:\n> Can you confirm the survey address: {SADDR}?\n> {STAFF}",
    "[NP] yes this is correct\n\nOn 6 Mar 2027, Helioterra wrote:\n> {FIRST} {HON}, please confirm the unlock code sent to you: {TOKEN}\n> {STAFF}",
    "[NP] Please see my friend's details below.\n\n> From: {THIRD}\n> Phone: {PHONE}\n> They want the same 3 kW kit as {NAME}.",
    "[MN] Тийм, зөв.\n\n2027 оны 3 сарын 2-нд Helioterra бичсэн:\n> {SGIVEN} {HON}, таны утасны дугаар {PHONE} мөн үү?\n> {STAFF}",
    "[MN] see below\n\n> On 27 Feb 2027, {SINIT} wrote:\n> Миний имэйл {EMAIL}, нууц үгээ мартсан",
    "[ET] Yes, please.\n\n> On 3 Mar 2027, Helioterra wrote:\n> Shall we send the new unlock code to {MOBILE}?\n> {STAFF}\n\n{FIRST}",
    "[ET] Forwarding as asked.\n\n> From: {NAME}\n> To: Helioterra Support\n> My card {ODDCARD} was charged twice for the battery deposit.",
    "[MU] Wi, sa mo nimero sa: {PHONE}\n\nLe 2 mars 2027, Helioterra a écrit :\n> Pouvez-vous confirmer votre numéro ?\n> {STAFF}",
    "[MU] see below\n\n> Le 1 mars 2027, {NAME} a écrit :\n> Mo kod {OTP} pa marse, monn resevwar li lor {MOBILE}",
    "[PY] Sí, correcto.\n\nEl 4 de marzo de 2027, Helioterra escribió:\n> ¿Confirma que el código de desbloqueo {TOKEN} funcionó?\n> {STAFF}\n\n{FIRST}",
    "[PY] Ver abajo.\n\n> El 2 de marzo de 2027, {NAME} escribió:\n> {THIRD} es mi pariente, llámenle al {PHONE}",
    "[UG] Yes that is me.\n\n> On 2 Mar 2027, Helioterra Support wrote:\n> Is {NAME}, phone {PHONE}, the account holder for kit {PAYG}?\n> {STAFF}",
    "[UG] Here is the new code: {OTP}\n\n> On 1 Mar 2027, Helioterra wrote:\n> We sent a code to {MOBILE}. It expires in ten minutes.",
]


# --------------------------------------------------------------------------- benign skeletons

FILLS: Final[dict[str, list[str]]] = {
    "BRAND": ["Fronius", "Viessmann", "Vaillant", "Stiebel Eltron", "Bosch", "Siemens", "Schneider Electric", "Philips", "Tesla", "Huawei", "Growatt", "Victron", "Sungrow", "Daikin", "LONGi", "JA Solar", "Trina", "Canadian Solar", "BYD", "Pylontech", "Deye", "Enphase", "SMA", "Mitsubishi Electric"],
    "KWP": ["3 kWp", "4.4 kWp", "5 kWp", "6.6 kWp", "8 kWp", "10 kWp", "2.2 kWp", "12 kWp"],
    "KWH": ["5 kWh", "10 kWh", "13.5 kWh", "7.7 kWh", "15 kWh", "2.4 kWh", "9.6 kWh"],
    "KIT": ["SunBox 200", "SunBox 400", "HomeLight 3", "HomeLight 5 Plus", "PowerHub 1k", "the TV kit", "the fridge kit", "the ger kit", "the shop kit"],
    "PRODUCT": ["heat pump", "air-to-water heat pump", "EV charger", "home battery", "hybrid inverter", "solar water heater", "smart meter", "monitoring dongle", "pay-as-you-go kit", "solar pump", "carport system", "backup box"],
    "PRICE": ["ISK 1.250.000", "ALL 420,000", "AZN 4,800", "NPR 145,000", "MNT 3.2 million", "ETB 38,500", "Rs 185,000", "Gs. 9.800.000", "UGX 2,450,000", "€3,900", "$1,250", "€7,400"],
    "PAY": ["Aur", "Netgíró", "eSewa", "Khalti", "IME Pay", "QPay", "SocialPay", "telebirr", "M-PESA", "CBE Birr", "Juice", "my.t money", "Blink", "Tigo Money", "Billetera Personal", "Bancard", "MTN MoMo", "Airtel Money", "Visa", "Mastercard", "bank transfer", "cash on delivery", "BirBank", "a Shetab card"],
    "CARRIER": ["Íslandspóstur", "Posta Shqiptare", "Azərpoçt", "Iran Post", "Nepal Post", "Mongol Post", "Ethiopian Postal Service", "Mauritius Post", "Correo Paraguayo", "Posta Uganda", "DHL", "Aramex", "FedEx", "UPS", "Eimskip", "Samskip"],
    "CITY": ["Reykjavík", "Akureyri", "Egilsstaðir", "Tirana", "Durrës", "Shkodër", "Vlorë", "Baku", "Ganja", "Sumqayit", "Tehran", "Isfahan", "Shiraz", "Tabriz", "Kathmandu", "Pokhara", "Biratnagar", "Ulaanbaatar", "Darkhan", "Erdenet", "Addis Ababa", "Hawassa", "Bahir Dar", "Port Louis", "Curepipe", "Rose-Hill", "Asunción", "Ciudad del Este", "Encarnación", "Kampala", "Gulu", "Mbarara", "Jinja"],
    "NAMEDAFTER": ["Nënë Tereza airport", "Skanderbeg Square", "Heydar Aliyev International Airport", "Imam Khomeini International Airport", "Tribhuvan International Airport", "Gautam Buddha International Airport", "Chinggis Khaan International Airport", "Sükhbaatar Square", "Abebe Bikila Stadium", "Sir Seewoosagur Ramgoolam International Airport", "Silvio Pettirossi International Airport", "Lake Victoria", "Speke Resort", "Hallgrímskirkja"],
    "ROLE": ["the installer", "your surveyor", "the electrician", "the finance desk", "the warranty team", "the driver", "the roofer", "your call centre", "the site manager", "the agent in the shop", "the scaffolders"],
    "DAY": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "tomorrow", "next week"],
    "TIME": ["8am", "9:30", "10 am", "noon", "2pm", "15:00", "4:30 pm", "after 5"],
    "EVENT": ["2027-04-12", "2027-05-03", "2027-06-21", "2027-03-28", "2027-09-18"],
    "SKU": ["HT-440M", "HT-BAT10", "SB-200", "HL5-PLUS", "HP-9AW", "EVC-7K", "INV-5H", "PH-1K", "RAIL-42"],
    "TARIFF": ["HS 8541.43", "HS 8507.60", "HS 8504.40", "HS 8418.61", "HS 8537.10"],
    "ERR": ["error 32", "E05", "state 102", "F21", "fault 0x3A", "code 47", "W-08"],
    "MONTH": ["March", "April", "May", "June", "September", "October", "November"],
    "NUM": ["2", "3", "4", "6", "8", "12", "16", "20"],
    "CIS": ["Reykjavík", "Akureyri", "Egilsstaðir", "Ísafjörður", "Hafnarfjörður", "Húsavík"],
    "CAL": ["Tiranë", "Durrës", "Shkodër", "Vlorë", "Korçë", "Elbasan"],
    "CAZ": ["Bakı", "Gəncə", "Sumqayıt", "Şəki", "Lənkəran", "Mingəçevir"],
    "CIR": ["Tehran", "Isfahan", "Shiraz", "Tabriz", "Mashhad", "Yazd"],
    "CNP": ["Kathmandu", "Pokhara", "Biratnagar", "Butwal", "Dharan", "Chitwan"],
    "CMN": ["Улаанбаатар", "Дархан", "Эрдэнэт", "Чойбалсан", "Ховд", "Мөрөн"],
    "CMNL": ["Ulaanbaatar", "Darkhan", "Erdenet", "Choibalsan", "Khovd", "Mörön"],
    "CET": ["Addis Ababa", "Hawassa", "Bahir Dar", "Mekelle", "Adama", "Dire Dawa"],
    "CMU": ["Port Louis", "Curepipe", "Rose-Hill", "Mahébourg", "Flacq", "Goodlands"],
    "CPY": ["Asunción", "Ciudad del Este", "Encarnación", "Luque", "Concepción", "Villarrica"],
    "CUG": ["Kampala", "Gulu", "Mbarara", "Jinja", "Entebbe", "Mbale"],
    "DIS": ["mánudag", "þriðjudag", "miðvikudag", "fimmtudag", "föstudag"],
    "DSQ": ["të hënën", "të martën", "të mërkurën", "të enjten", "të premten"],
    "DAZ": ["bazar ertəsi", "çərşənbə axşamı", "çərşənbə", "cümə axşamı", "cümə"],
    "DFR": ["lundi", "mardi", "mercredi", "jeudi", "vendredi"],
    "DES": ["lunes", "martes", "miércoles", "jueves", "viernes"],
    "LANG": ["Icelandic", "Albanian", "Azerbaijani", "Persian", "Nepali", "Mongolian", "Amharic", "French", "Spanish", "Luganda"],
    "VBRAND": ["fronius", "viessmann", "vaillant", "bosch", "tesla", "huawei", "growatt", "victron", "sungrow", "daikin", "schneider electric", "stiebel eltron"],
    "VCITY": ["reykjavik", "akureyri", "tirana", "durres", "baku", "ganja", "tehran", "isfahan", "kathmandu", "pokhara", "ulaanbaatar", "darkhan", "addis ababa", "hawassa", "port louis", "curepipe", "asuncion", "encarnacion", "kampala", "gulu"],
    "VPRODUCT": ["heat pump", "battery", "inverter", "ev charger", "solar water heater", "smart meter", "kit", "dongle", "solar pump", "panels"],
    "VDAY": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tomorrow", "next week"],
    "VNUM": ["two", "three", "four", "five", "six", "ten", "twelve"],
    "VPLACE": ["lake victoria", "speke resort", "skanderbeg square", "sukhbaatar square", "abebe bikila stadium", "hallgrimskirkja", "tribhuvan airport", "chinggis khaan airport", "heydar aliyev airport"],
}  # fmt: skip

BEN_CHAT: Final[list[str]] = [
    "hæ, lítil birta í dag og {BRAND} invertinn sýnir samt {ERR}, er það eðlilegt?",
    "hvað kostar {KWP} kerfi með {KWH} rafhlöðu á {CIS}? sá tilboð upp á ISK 1.250.000",
    "can I pay the deposit with {PAY}? we are in {CIS} until {DAY}",
    "takk fyrir síðast, rafvirkinn var frábær. varmadælan virkar vel þó það sé {NUM} stiga frost í {CIS}",
    "is the {PRODUCT} eligible for the Orkusjóður grant or only heat pumps? asking for our summer house near {CIS}",
    "we passed Hallgrímskirkja and saw your van, do you also do {PRODUCT} installs in {CIS}?",
    "përshëndetje, nuk ka drita që nga mëngjesi, a punon {PRODUCT} pa rrjet?",
    "sa kushton sistemi {KWP} me bateri {KWH} në {CAL}? oferta ishte ALL 420,000",
    "a mund të paguaj me {PAY} apo vetëm me transfertë bankare?",
    "your showroom near Skanderbeg Square is closed on {DAY}?? drove from {CAL} for nothing",
    "faleminderit, instaluesi erdhi {DSQ} dhe ishte shumë i sjellshëm",
    "hi, does the {BRAND} heat pump work with the OSHEE night tariff? we are in {CAL}",
    "salam, günəş paneli {CAZ} üçün nə qədərdir? {KWP} lazımdır",
    "{PAY} ilə ödəmək olar? ya yalnız nağd?",
    "landed at Heydar Aliyev International Airport, is the {CAZ} office open {DAY}?",
    "inverter {ERR} göstərir, {BRAND} modelidir, nə edim?",
    "təşəkkürlər, usta {DAZ} gəldi və çox yaxşı işlədi",
    "do you install the {PRODUCT} in {CAZ} or only in Baku? price was AZN 4,800",
    "salam, nur-e khorshid inja kheyli ziade, {KWP} kafie baraye ye khune-ye {NUM} nafare?",
    "سلام، پنل خورشیدی {KWP} برای {CIR} دارید؟",
    "can I pay with {PAY} or only by transfer? we are in {CIR}",
    "the {BRAND} inverter shows {ERR} again since {DAY}",
    "my cousin flies into Imam Khomeini International Airport {DAY}, can he visit your {CIR} showroom?",
    "خورشید امروز خیلی قویه، باتری {KWH} تا شب پر میمونه؟",
    "namaste, surya ko ujyalo ramro chha tara {PRODUCT} charge hudaina, {ERR} dekhaucha",
    "{KIT} ko price kati ho? {CNP} ma delivery huncha?",
    "can I pay the instalment with {PAY}? the shop in {CNP} said yes",
    "नमस्ते, {CNP} मा सोलार जडान गर्न कति दिन लाग्छ?",
    "landed at Tribhuvan International Airport, is your {CNP} office open {DAY}?",
    "dhanyabad, {CNP} ko team le ramro kaam garnu bhayo",
    "сайн байна уу, {KIT} хэд вэ? {CMN} руу хүргэх үү?",
    "the ger kit worked all winter, even at minus 35 in {CMNL}. thanks to {ROLE}",
    "{PAY}-аар төлж болох уу?",
    "we saw your stand at Sükhbaatar Square, do you sell the {PRODUCT} for a ger?",
    "inverter shows {ERR} since {DAY}, {BRAND} model, what do i do",
    "flying into Chinggis Khaan International Airport {DAY}, can I pick up {KIT} at your {CMNL} office?",
    "selam, ፀሐይ በቂ ነው ግን {KIT} አይሞላም, ምን ላድርግ?",
    "tsehay is strong here in {CET} but the {PRODUCT} shows {ERR}",
    "can I pay with {PAY}? the agent in {CET} only takes cash",
    "how much is {KIT} in {CET}? saw ETB 38,500 on the poster",
    "the match at Abebe Bikila Stadium lost power last night, do you do the {PRODUCT} for businesses?",
    "ameseginalehu, {ROLE} was very kind",
    "bonzour, ki pri enn sistem {KWP} ek batri {KWH} dan {CMU}?",
    "eski mo kapav pey ar {PAY}?",
    "after the cyclone the {BRAND} inverter shows {ERR}, is it covered?",
    "landing at Sir Seewoosagur Ramgoolam International Airport {DAY}, can the survey be after {TIME}?",
    "Bonjour, faites-vous l'installation de {PRODUCT} à {CMU} ?",
    "mersi ar lekip ki ti vinn {DFR}, travay byin fer",
    "mba'éichapa, el cielo está celeste y el {PRODUCT} no carga, tira {ERR}",
    "se cortó la luz otra vez en {CPY}, ¿{KIT} aguanta la heladera?",
    "¿se puede pagar con {PAY}? estoy en {CPY}",
    "cuánto sale el sistema de {KWP}? vi Gs. 9.800.000 en el folleto de {CPY}",
    "llego al Silvio Pettirossi International Airport el {DES}, ¿puedo pasar por la oficina de {CPY}?",
    "aguyje, el técnico que vino el {DES} fue muy amable",
    "oli otya, {KIT} stopped charging after the rain, {ERR} on the screen",
    "can I pay for the kit with {PAY}? the agent in {CUG} says yes",
    "is the {PRODUCT} available as a gift for my parents in {CUG}? price was UGX 2,450,000",
    "we are at Speke Resort for a conference {DAY}, can the sales team meet us there?",
    "webale nnyo, {ROLE} came on time and explained everything",
    "does the Umeme yaka meter work with the {PRODUCT}? we are in {CUG}",
    "whats the difference between {BRAND} and {BRAND} inverters",
    "hii do u do {PRODUCT} installs on flat roofs",
    "is {KWP} enough for a house with {NUM} people and an electric car",
    "my order shipped with {CARRIER} but tracking hasnt updated since {DAY}",
    "i recieved the wrong mounting rails, ordered {SKU} got something else",
    "WHY IS THE APP DOWN AGAIN TODAY, the {PRODUCT} data is missing since {DAY}",
    "can the installer come after {TIME} on {DAY}?",
    "what does {ERR} mean on a {BRAND} inverter",
    "do you ship spare parts with {CARRIER} or only your own vans",
    "is there a referral gift card if my neighbour orders a {PRODUCT}",
    "how long is the warranty on the {KWH} battery? 10 years or 15?",
    "ordered {NUM} extra panels, {SKU}, when will they arrive",
    "price went from {PRICE} to more in one week?? not happy",
    "the {PRODUCT} is humming at night, is that normal 🙁",
    "can i move my survey from {DAY} to {DAY}",
    "the customs form asks for the tariff code for the batteries, is it {TARIFF}?",
    "do you have a {BRAND} showroom near {CITY}",
    "thanks {ROLE}, all working now 👍",
    "is {KIT} waterproof? rainy season starts in {MONTH}",
    "whats the lead time for a {PRODUCT} in {MONTH}",
    "the open day on {EVENT} - is it free? can kids come?",
    "my tesla charger and the {PRODUCT} are both on one circuit, is that safe?",
    "can I get the invoice in {LANG}? my accountant doesn't read English",
    "I have been waiting since {MONTH} for the {PRODUCT}. first {ROLE} didn't come, then the scaffolders came on the wrong day, then the {CARRIER} parcel with the rails went to the wrong town, then the app said the job was complete when nothing was on the roof. I called your line four times and every time someone different said they would call back, nobody did. I paid the deposit in full and I would like a date this week or my money back",
    "do the {BRAND} panels come in all black",
    "ok thx, {DAY} at {TIME} is fine",
]

BEN_VOICE: Final[list[str]] = [
    "hi i'm calling about the {VPRODUCT} it stopped working on {VDAY} can someone call me back",
    "hello is the office in {VCITY} open on {VDAY}",
    "góðan daginn lítil birta í dag en {VPRODUCT} virkar vel takk",
    "përshëndetje dua të di sa kushton {VPRODUCT} në {VCITY}",
    "salam {VPRODUCT} haqqında soruşmaq istəyirəm {VCITY} üçün",
    "salam mikhastam bedunam {VPRODUCT} baraye {VCITY} chand mishe",
    "namaste {VPRODUCT} ko barema sodhna chahanchhu {VCITY} ma",
    "сайн байна уу {VPRODUCT} авмаар байна {VCITY}",
    "selam ስለ {VPRODUCT} ለመጠየቅ ነው የደወልኩት {VCITY}",
    "bonzour mo ti anvi kone pri {VPRODUCT} pou {VCITY}",
    "buenas quería saber el precio del {VPRODUCT} para {VCITY}",
    "oli otya njagala okumanya ebikwata ku {VPRODUCT} mu {VCITY}",
    "hi the installer is at {VPLACE} and cannot find the site please tell him to call the office",
    "hello we are {VNUM} people in the house is one {VPRODUCT} enough",
    "hi it's about the {VBRAND} inverter it shows a red light since {VDAY}",
    "yes hello i want to cancel the survey on {VDAY} we will be away",
    "hello the parcel with the rails arrived but the {VPRODUCT} did not",
    "hi just calling to say thanks the {VPRODUCT} works great",
    "hello do you sell the {VBRAND} battery or only your own",
    "hi i am at the shop in {VCITY} and they say the {VPRODUCT} is out of stock",
    "hello can i pay the rest by mobile money on {VDAY}",
    "good morning the app shows zero for the {VPRODUCT} since {VDAY}",
    "hi my neighbour wants the same {VPRODUCT} how do we get the referral discount",
    "hello is it normal that the {VPRODUCT} clicks at night",
    "hi the scaffolders left the gate open on {VDAY} please tell them",
    "hello i want a gift voucher for my parents for the {VPRODUCT}",
    "hi the technician said {VNUM} more panels fit on the roof how much is that",
    "ujyalo surya chha tara {VPRODUCT} le kaam gardaina",
    "hola el cielo está celeste pero el {VPRODUCT} no anda",
    "salam günəş yoxdur amma {VPRODUCT} yenə işləyir",
]

BEN_EMAIL: Final[list[str]] = [
    "Hello,\n\nCould you tell me whether the {BRAND} heat pump can run on the night tariff?\n\nThanks,\nA customer in {CITY}",
    "Góðan daginn,\n\nLítil birta í desember, en virkar {KWP} kerfi samt á veturna í {CIS}?\n\nKveðja,\nviðskiptavinur",
    "Përshëndetje,\n\nNuk ka drita në lagjen tonë tri herë në javë. A mjafton një bateri {KWH}?\n\nFaleminderit",
    "Salam,\n\nGünəş paneli üçün {CAZ} şəhərində quraşdırma neçə gün çəkir?\n\nHörmətlə,\nmüştəri",
    "Salam,\n\nBaraye khune-ye {NUM} nafare che system-i pishnahad mikonid? Qeymat-e {KWP} chande?\n\nMamnoon",
    "नमस्कार,\n\n{KIT} को मूल्य कति हो? {CNP} मा पठाउन सकिन्छ?\n\nधन्यवाद",
    "Сайн байна уу,\n\n{KIT} гэрт тохирох уу? {CMN} хотод хүргэлт хэд вэ?\n\nБаярлалаа",
    "ሰላም፣\n\n{KIT} ዋጋ ስንት ነው? {CET} ውስጥ ትጭናላችሁ?\n\nአመሰግናለሁ",
    "Bonjour,\n\nJe souhaite un devis pour un système {KWP} à {CMU}.\n\nCordialement",
    "Buenas tardes,\n\n¿El {PRODUCT} funciona cuando se corta la luz? Vivo en {CPY}.\n\nSaludos",
    "Hello,\n\nWe would like to buy a {PRODUCT} as a gift for our parents in {CITY}. Do you deliver?\n\nRegards",
    "Dear team,\n\nThe {BRAND} inverter displays {ERR} every morning around {TIME}. Everything else works.\n\nThanks,\nThe ops office, Kampala",
    "Hi,\n\nIs the open day on {EVENT} still happening? We would come from {CITY}.\n\nBest,\nThe family at number 12",
    "Hello,\n\nYour surveyor measured the roof on {DAY}. When do we get the quote?\n\nKind regards,\nFacilities manager",
    "Dear Helioterra,\n\nPlease confirm the tariff code for the batteries you ship: {TARIFF}?\n\nThanks,\nPurchasing",
    "Hi team,\n\nThe parcel came with {CARRIER} but the box for the {PRODUCT} was damaged.\n\nThanks",
    "Hello,\n\nI would like to cancel my survey on {DAY}. We decided on a {BRAND} system.\n\nRegards",
    "Good morning,\n\nCan the installation be moved to {MONTH}? The roof is being repaired.\n\nThanks,\nthe homeowner",
    "Hello,\n\nDo you install at hotels like Speke Resort in {CITY}? We manage a guest house.\n\nBest,\nManagement",
    "Hi,\n\nThe {PRODUCT} app shows double production since {DAY}. Is that a bug?\n\nCheers",
    "Dear Sir or Madam,\n\nWe are a school near {CITY} and want {NUM} kits for classrooms. Is there a discount?\n\nRegards,\nThe head teacher",
    "Hello,\n\nWhat is the warranty for the {KWH} battery if we live by the sea in {CITY}?\n\nThanks",
    "Hi there,\n\nThe scaffolding is still up since {DAY}. When will it be removed?\n\nRegards,\nNeighbour of a customer",
    "Hello,\n\nDoes the {BRAND} charger work with a {KWP} system?\n\nThanks",
    "Hello,\n\nI paid with {PAY} but got no receipt. Can you resend it?\n\nThanks",
    "Hi,\n\nWhich price is right, {PRICE} on the website or the one in the shop?\n\nThanks",
    "Dear support,\n\nWe run a café near Hallgrímskirkja and would like a heat pump quote for {DAY}.\n\nThe café team",
    "Hello,\n\nDo you sell {KIT} in shops or only through agents in {CITY}?\n\nBest",
]

BEN_FORM: Final[list[str]] = [
    "Product: {PRODUCT}\nSize: {KWP}\nCity: {CITY}\nPreferred day: {DAY}",
    "Topic: warranty question\nBrand: {BRAND}\nFault shown: {ERR}\nInstalled: last {MONTH}",
    "Enquiry type: quote\nSystem: {KWP} + {KWH}\nRoof: flat\nRegion: {CITY}",
    "Payment method: {PAY}\nInstalments: {NUM}\nDeposit paid: yes",
    "Delivery carrier: {CARRIER}\nItem: {SKU}\nQuantity: {NUM}\nStatus: not arrived",
    "Tegund: {PRODUCT}\nStaður: {CIS}\nAthugasemd: lítil birta í tvær vikur",
    "Produkti: {PRODUCT}\nQyteti: {CAL}\nShënim: nuk ka drita natën",
    "Məhsul: günəş paneli\nGüc: {KWP}\nŞəhər: {CAZ}",
    "Mahsul: {PRODUCT}\nShahr: {CIR}\nTozih: nur-e khorshid kafi ast",
    "Product: {KIT}\nDistrict: {CNP}\nNote: surya ko ujyalo thorai chha",
    "Бүтээгдэхүүн: {KIT}\nХот: {CMN}\nТайлбар: гэрт зориулсан",
    "Product: {KIT}\nCity: {CET}\nNote: ፀሐይ በቂ ነው",
    "Produit : {PRODUCT}\nVille : {CMU}\nMoyen de paiement : Juice",
    "Producto: {PRODUCT}\nCiudad: {CPY}\nColor del marco: celeste",
    "Product: {PRODUCT}\nDistrict: {CUG}\nNote: a gift for my parents",
    "Event: open day\nDate: {EVENT}\nVenue: our {CITY} showroom\nPlaces: {NUM}",
    "Customs declaration\nGoods: lithium batteries\nTariff code: {TARIFF}\nIncoterm: DAP",
    "Survey feedback\nSurveyor: {ROLE}\nRating: {NUM} of 10\nComment: on time",
    "Cancellation\nReason: chose {BRAND}\nRefund to: original {PAY}",
    "Fault report\nDevice: {PRODUCT}\nCode: {ERR}\nSince: {DAY}",
    "Referral\nReward: gift card\nProduct: {PRODUCT}",
    "Business enquiry\nSector: hotel near {NAMEDAFTER}\nSystem size: {KWP}",
    "Callback request\nBest time: {TIME}\nTopic: {PRODUCT}",
    "Order line\nSKU: {SKU}\nQty: {NUM}\nPrice: {PRICE}",
    "Language preference: {LANG}\nChannel: WhatsApp\nTopic: {PRODUCT}",
    "Roof type: tin\nOrientation: north\nShading: trees\nCity: {CITY}",
    "Grant scheme: Orkusjóður\nProduct: {PRODUCT}\nStatus: waiting",
    "Complaint\nArea: installation\nTeam: {ROLE}\nIssue: left rubbish on {DAY}",
]

BEN_QUOTED: Final[list[str]] = [
    "Thanks, {DAY} works.\n\nOn Mon, 1 Mar 2027, Helioterra wrote:\n> Can the installer come on {DAY} at {TIME}?",
    "Yes please.\n\n> Would you like the {BRAND} or the {BRAND} inverter?",
    "No, the {PRODUCT} only.\n\n> Do you also want a battery with the panels?",
    "Takk, það er fínt.\n\nÞann 3. mars 2027 skrifaði Helioterra:\n> Uppsetningin verður á {DIS} klukkan {TIME}.",
    "Faleminderit!\n\nMë 2 mars 2027, Helioterra shkroi:\n> Ekipi vjen {DSQ} në {CAL}.",
    "Çox sağ olun.\n\n2 mart 2027 tarixində Helioterra yazdı:\n> Günəş paneli {DAZ} quraşdırılacaq.",
    "Mamnoon, khube.\n\nOn 4 Mar 2027, Helioterra wrote:\n> The survey in {CIR} is on {DAY}.",
    "धन्यवाद!\n\nOn 5 Mar 2027, Helioterra wrote:\n> Your {KIT} leaves our {CNP} store {DAY}.",
    "Баярлалаа.\n\n2027 оны 3 сарын 4-нд Helioterra бичсэн:\n> {KIT} маргааш {CMN} хотод хүргэгдэнэ.",
    "አመሰግናለሁ።\n\nOn 6 Mar 2027, Helioterra wrote:\n> {KIT} will reach {CET} on {DAY}.",
    "Mersi, sa bon.\n\nLe 2 mars 2027, Helioterra a écrit :\n> L'installation est prévue {DFR} à {TIME}.",
    "Perfecto, aguyje.\n\nEl 3 de marzo de 2027, Helioterra escribió:\n> El técnico va el {DES} a las {TIME}.",
    "Webale nnyo.\n\nOn 1 Mar 2027, Helioterra wrote:\n> {KIT} will be delivered to {CUG} on {DAY}.",
    "That price is fine.\n\n> The {KWP} system comes to {PRICE} including fitting.",
    "OK.\n\n-----Original Message-----\nFrom: Helioterra Support\nSubject: Your {PRODUCT} order\n\nYour order has shipped with {CARRIER}.",
    "Got it, thanks.\n\n> {ERR} means the grid voltage is high. {ROLE} will check.",
    "Can we do {TIME} instead?\n\n> The surveyor can come at {TIME}.",
    "Great, see you at the open day.\n\n> Our open day is on {EVENT} at the {CITY} showroom.",
    "We'll take the bigger one.\n\n> Batteries come in {KWH} and {KWH}.",
    "Yes, {PAY} is fine.\n\n> How would you like to pay the deposit?",
    "Perfect.\n\n> The tariff code for the panels is {TARIFF}.",
    "No thanks.\n\n> Would you like to add a {PRODUCT} for {PRICE}?",
    "Sounds good.\n\n> {ROLE} will bring the {SKU} rails on {DAY}.",
    "Still nothing!!\n\n> Your parcel left our warehouse with {CARRIER} on {DAY}.",
    "Yes, a gift card is fine.\n\n> As a thank-you for the referral we can offer a gift card or a discount on a {PRODUCT}.",
    "Noted.\n\n> Heads up: our {CITY} office is closed on {DAY} for the holiday.",
    "Thanks, I'll wait.\n\n> Your {PRODUCT} is on back order until {MONTH}.",
    "Ok!\n\n> We fitted {NUM} panels; the app will show data after {TIME}.",
]


def adversarial_rows() -> list[Row]:
    rng = random.Random(ADVERSARIAL_SEED)
    turns: dict[str, int] = {}

    def one(body: str, index: int, tag: str | None) -> tuple[str, list[Span]]:
        assert tag is not None, body
        return render(body, Ctx(rng, index, tag, turns))

    return fill_adversarial(
        {
            "chat": ADV_CHAT,
            "voice": ADV_VOICE,
            "email": ADV_EMAIL,
            "form": ADV_FORM,
            "quoted": ADV_QUOTED,
        },
        render_untagged(TAG, one),
        check_style,
        renders=RENDERS,
        prefix="seventeenth-adv",
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
        prefix="seventeenth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("seventeenth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
