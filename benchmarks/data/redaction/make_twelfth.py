"""Write the twelfth held-out redaction sets, `adversarial_pii_twelfth.jsonl` and
`benign_support_twelfth.jsonl`: a twelfth blind measure, written without reading the redactor,
its tests, its data files or its output, and never run through it by its author.

    python benchmarks/data/redaction/make_twelfth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: the claims and policy desk of an insurance broker (home,
motor, travel, pet, gadget and landlord cover: claims, renewals, cancellations, no-claims
discounts, windscreens and roadside assistance, garages and assessors, direct debits and
refunds) whose customers live in the United States, the United Kingdom, Ireland, Australia,
Turkey, Argentina, South Korea and Belgium. Most messages are in English; some are in Turkish,
Argentine Spanish, Korean (romanised and in Hangul), Dutch and French. A skeleton is a string
with `{SLOT}` placeholders and may start with a `[CC]` country tag; each message draws one
persona (of that country when tagged) with that persona's address, phone style, birth date,
national number and email, a member of the broker's staff, a third party of the same country
(a spouse, a witness, the other driver, an assessor, a garage contact, a fraudster) and fresh
digits. Every typed slot leaves a span whose offsets are computed while the message is assembled
and checked to hold the inserted value; every number that has a check digit carries a valid one
(cards, IBANs of Ireland, Belgium, Turkey and the UK, US ABA routing numbers, Argentine CBUs,
Irish PPS numbers, Australian TFNs, Turkish TC Kimlik numbers, Argentine CUILs, Korean resident
registration numbers, Belgian national register numbers, S10 parcel numbers), and the Korean and
Belgian national numbers encode the persona's birth date and sex. Every person, address, number
and credential is invented.

Labelling rules (the README's conventions, and these choices):

* A span covers the value only, never its cue word, a title before it ("Dr", "Sayın") or an
  honorific after it ("-ssi"); a Korean particle glued to a Hangul name ("입니다") is outside the
  span too. A postal address written as one is one
  ADDRESS span from the house number (or flat, unit, or the first line) to the town or state; its
  postcode, ZIP, Eircode or CPA is a separate POSTCODE span. Where the postcode comes before the
  town (Turkey, Belgium, Argentina) the town after it is a second ADDRESS span; a Korean address
  in Hangul follows its postcode, which is in brackets.
* Policy numbers, claim references and customer or member numbers after a cue word are
  CUSTOMER_ID; parcel numbers of the courier sending a replacement device are TRACKING.
* Vehicle registration plates and VINs are never labelled: they name a vehicle, not a person, and
  are written in some adversarial messages beside labelled data so that redacting them costs
  precision. The benign set holds none.
* Pets' names are not personal data and carry no span, unless one is given as the answer to a
  security question: every security answer (memorable word, first pet, mother's maiden name) is a
  SECRET, as are passwords, PINs, one-time codes, API keys and tokens, and a card's CVV. A card's
  expiry date is not labelled.
* Sort codes, US routing numbers, Australian BSBs and account numbers (including Argentine CBUs
  and Korean account numbers) are BANK_ACCOUNT, each a span; an account written as an IBAN is
  IBAN. National numbers (SSN, NI number, PPS, TFN, TC Kimlik, DNI, CUIL, Korean and Belgian
  register numbers) are SSN.
* Brands named after people (Ferrari, Dr. Martens, Ted Baker), car makes and models, insurers,
  garages, places, airports and roads carry no span; some personas' names are also words, places
  or brands (Shannon, Heath, Banjo, Luján Ferrari, Yağmur, Brecht) and the benign set uses those
  words as words.
"""

# ruff: noqa: E501 - hand-written messages read best one to a line
from __future__ import annotations

import random
import re
import string
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Final

from setkit import (
    SPAN_TYPES,
    Row,
    Span,
    SpanText,
    aba_check_digit,
    check_benign_style,
    check_style,
    digits,
    fill_adversarial,
    fill_benign,
    iban_from_bban,
    iban_ok,
    luhn_complete,
    luhn_ok,
    render_untagged,
    s10_check_digit,
    write_sets,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_twelfth.jsonl"
BENIGN_FILE: Final = "benign_support_twelfth.jsonl"
ADVERSARIAL_SEED: Final = 20261212_21
BENIGN_SEED: Final = 20261212_22
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("US", "GB", "IE", "AU", "TR", "AR", "KR", "BE")


class Persona:
    """A policyholder: given and family name, the name as written in full (a Korean name family
    name first), sex (for the national numbers that encode it) and the name in Hangul."""

    def __init__(self, given: str, family: str, full: str, sex: str, script: str) -> None:
        self.given, self.family, self.full, self.sex, self.script = given, family, full, sex, script


def _p(given: str, family: str, sex: str, full: str | None = None, script: str = "") -> Persona:
    full = full or f"{given} {family}"
    return Persona(given, family, full, sex, script or full)


# American (a Polish and a hyphenated surname), British (Cornish, Welsh), Irish (a surname with
# Ó and fadas), Australian, Turkish (dotless i, a double surname), Argentine (Basque and Italian
# surnames, two family names), Korean (a two-syllable family name, Hangul) and Belgian (Flemish
# and Walloon); first names that are also words, places or brands: Cheyenne (a city, a pickup),
# Shelby (a Mustang), Heath (Hampstead Heath), Shannon (a river, an airport), Banjo, Yağmur
# (rain), Ebru (marbling), Luján (a town) Ferrari, Nahuel (Nahuel Huapi), Mi-rae (Mirae Asset),
# Brecht (a town near Antwerp)
PERSONAS: Final[dict[str, list[Persona]]] = {
    "US": [
        _p("Cheyenne", "Szymborski", "F"),
        _p("Jamarcus", "Whitlock", "M"),
        _p("Shelby", "Kettering-Ruiz", "F"),
    ],
    "GB": [
        _p("Tamsin", "Pengelly", "F"),
        _p("Rhodri", "Llewellyn-Pugh", "M"),
        _p("Heath", "Brindley", "M"),
    ],
    "IE": [
        _p("Shannon", "Tuohy", "F"),
        _p("Tadhg", "Ó Súilleabháin", "M"),
        _p("Dervla", "Scanlan", "F"),
    ],
    "AU": [
        _p("Tahlia", "Tregenza", "F"),
        _p("Lachlan", "Papadimitriou", "M"),
        _p("Banjo", "Mulvaney", "M"),
    ],
    "TR": [
        _p("Yağmur", "Çakırbeyli", "F"),
        _p("Barış", "Kuyumcuoğlu", "M"),
        _p("Ebru", "Sarıgül Aksoy", "F"),
    ],
    "AR": [
        _p("Luján", "Ferrari", "F"),
        _p("Nahuel", "Ibarguren", "M"),
        _p("Candela", "Pizarro Echenique", "F"),
    ],
    "KR": [
        _p("Ga-eul", "Yoon", "F", "Yoon Ga-eul", "윤가을"),
        _p("Jae-hwan", "Seok", "M", "Seok Jae-hwan", "석재환"),
        _p("Mi-rae", "Namgung", "F", "Namgung Mi-rae", "남궁미래"),
    ],
    "BE": [
        _p("Brecht", "Vanhoutte", "M"),
        _p("Gaëlle", "Wauthier", "F"),
        _p("Wendelien", "Degrendele", "F"),
    ],
}
# claims handlers, renewals and customer-care staff of the broker
STAFF: Final[list[str]] = ["Kerem", "Wouter", "Priscila", "Verity", "Odile", "Tayla", "Guadalupe", "Cansu", "Jiyeon", "Imogen", "Hattie", "Aurélie", "Fergal"]  # fmt: skip
# spouses, witnesses, other drivers, assessors, garage contacts, fraudsters
THIRDS: Final[dict[str, list[str]]] = {
    "US": ["Corbin Haskett", "Oralee Mumford"],
    "GB": ["Adaeze Cotterill", "Gwilym Pritchard"],
    "IE": ["Cormac Twomey", "Síle Brosnan"],
    "AU": ["Darcy Nankervis", "Kaylene Bellchambers"],
    "TR": ["Oğuzhan Tekinalp", "Sevgül Karakeçili"],
    "AR": ["Ramiro Cañete Burgos", "Itatí Abdala"],
    "KR": ["Tak Seong-uk", "Gil Hye-rim"],
    "BE": ["Jozefien Ververken", "Didier Stassart"],
}
DOMAINS: Final[dict[str, list[str]]] = {
    "US": ["gmail.com", "comcast.net"],
    "GB": ["btinternet.com", "outlook.co.uk"],
    "IE": ["eircom.net", "gmail.com"],
    "AU": ["bigpond.com", "optusnet.com.au"],
    "TR": ["yandex.com.tr", "hotmail.com"],
    "AR": ["fibertel.com.ar", "yahoo.com.ar"],
    "KR": ["naver.com", "hanmail.net"],
    "BE": ["skynet.be", "telenet.be"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span, "|" where a line breaks when the address is
# written over several lines (", " when on one); where the postcode comes before the town
# (Turkey, Argentina, Belgium) the town after it is a second ADDRESS span. The first Korean
# address is in Hangul (postcode first, in brackets); a spoken address uses a romanised one.
ADDRESSES: Final[dict[str, list[str]]] = {
    "US": [
        "[4471 Larchwood Ave, Apt 3B|Duluth, MN] <55803>",
        "[1208 W Pinecrest Dr, Unit 14|Tempe, AZ] <85281>",
        "[87 Quarry Hollow Rd|Montpelier, VT] <05602>",
        "[2630 Sorrel Creek Ln #210|Boise, ID] <83706>",
    ],
    "GB": [
        "[Flat 4|19 Tamarisk Way|Harrogate] <HG2 7QN>",
        "[7 Cobbler's Row|Holmfirth|West Yorkshire] <HD9 3LB>",
        "[Flat 12b, Alder Court|55 Kingsmere Road|Bristol] <BS7 8PF>",
        "[2 Pen-y-Bryn Terrace|Llandeilo] <SA19 6DW>",
    ],
    "IE": [
        "[Apt 6, The Granary|14 Mill Lane|Kilkenny] <R95 K2T8>",
        "[22 Ashgrove Park|Ballincollig|Co. Cork] <P31 XW64>",
        "[Knockaneen|Ballyheigue|Co. Kerry] <V92 F3D9>",
        "[3 Oldtown Court|Swords|Co. Dublin] <K67 N4H2>",
    ],
    "AU": [
        "[Unit 4, 28 Wattlebird Cres|Mawson Lakes SA] <5095>",
        "[12/7 Banksia Pde|Cronulla NSW] <2230>",
        "[33 Yarraman St|Toowoomba QLD] <4350>",
        "[Lot 9 Kurrajong Rd|Margaret River WA] <6285>",
    ],
    "TR": [
        "[Moda Cad. Lale Apt. No: 41 D: 6]|<34710> [Kadıköy/İstanbul]",
        "[Atatürk Bulvarı Yıldız Sitesi B Blok No: 118 Daire: 12]|<06420> [Çankaya/Ankara]",
        "[1472 Sokak No: 9 Kat: 3, Alsancak]|<35220> [Konak/İzmir]",
    ],
    "AR": [
        "[Av. Scalabrini Ortiz 2214, piso 7 depto C]|<C1425DBQ> [CABA]",
        "[Calle 48 Nº 915, 2º B]|<B1900AVK> [La Plata, Buenos Aires]",
        "[Bv. Chacabuco 1361, dpto 4]|<X5000IIA> [Córdoba]",
    ],
    "KR": [
        "(<03978>) [서울특별시 마포구 성미산로17길 28|302호]",
        "[#1503, 42 Centum jungang-ro|Haeundae-gu, Busan] <48059>",
        "[Apt 107-1204, 15 Gwanggyojungang-ro|Yeongtong-gu, Suwon-si, Gyeonggi-do] <16514>",
    ],
    "BE": [
        "[Kortrijksesteenweg 412 bus 2]|<9000> [Gent]",
        "[Rue de la Brasserie 17, boîte 5]|<5000> [Namur]",
        "[Lange Lozanastraat 88]|<2018> [Antwerpen]",
        "[Chaussée de Wavre 1290, 3e étage]|<1160> [Auderghem]",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")
HANGUL: Final = re.compile(r"[\uac00-\ud7a3]")

# '#' is a digit 2-9, anything else literal
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "US": ["(###) ###-####", "+1 ###-###-####", "###.###.####", "1 (###) ### ####"],
    "GB": ["07### ######", "+44 7### ######", "020 7### ####", "+44 (0)1### ######"],
    "IE": ["08# ### ####", "+353 8# ### ####", "(01) ### ####", "00353 8# #######"],
    "AU": ["04## ### ###", "+61 4## ### ###", "(02) #### ####", "+61 3 #### ####"],
    "TR": ["05## ### ## ##", "+90 5## ### ## ##", "0 (2##) ### ## ##", "+90 (5##) ### ####"],
    "AR": ["11 15-####-####", "+54 9 11 ####-####", "(011) 4###-####", "+54 9 351 ###-####"],
    "KR": ["010-####-####", "+82 10-####-####", "02-###-####", "+82 (0)10 #### ####"],
    "BE": ["04## ## ## ##", "+32 4## ## ## ##", "02 ### ## ##", "0032 4## ### ###"],
}
# the local mobile form read out in voice messages
SPOKEN_PHONE: Final[dict[str, str]] = {
    "US": "##########",
    "GB": "07#########",
    "IE": "08########",
    "AU": "04########",
    "TR": "05#########",
    "AR": "11########",
    "KR": "010########",
    "BE": "04########",
}
DIGIT_WORDS: Final[dict[str, list[str]]] = {
    "en": "zero one two three four five six seven eight nine".split(),
    "gb": "oh one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
}
SMALL: Final = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS_WORDS: Final = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]  # fmt: skip
NTH: Final = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split()
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "TR": ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
    "AR": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "NL": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    "FR": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
}  # fmt: skip
# Visa, Mastercard (51, 53, 2223), Amex, Troy (TR), Diners (14), Bancontact Maestro (17),
# Naranja (AR)
LUHN_PREFIXES: Final = ["4", "4", "51", "53", "2223", "34", "37", "9792", "36", "6703", "589562"]
CARD_LENGTHS: Final = {"34": 15, "37": 15, "36": 14, "6703": 17}
PASSWORD_WORDS: Final = ["Kookaburra", "Lahmacun", "Pavlova", "Choripan", "Tteokbokki", "Speculoos", "Colcannon", "Gumbo", "Bakewell", "Waterzooi"]  # fmt: skip
SECURITY_ANSWERS: Final = ["Pickles", "tarçın", "Gordito", "dubu", "Mr Noodles", "Snowflake", "Kalimero", "sütlaç", "Tostada", "ballyhoo", "Wombat Creek", "kimchi jjigae"]  # fmt: skip
ALNUM: Final = string.ascii_uppercase + string.digits
ID_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
VIN_CHARS: Final = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
IBAN_COUNTRIES: Final = ("IE", "BE", "TR", "GB")
ID_NAMES: Final[dict[str, list[str]]] = {
    "US": ["SSN", "social security no."],
    "GB": ["NI number", "national insurance no"],
    "IE": ["PPS no.", "PPSN"],
    "AU": ["TFN", "tax file number"],
    "TR": ["TC kimlik no", "TCKN"],
    "AR": ["CUIL", "nro de CUIL"],
    "KR": ["주민등록번호", "resident registration no."],
    "BE": ["rijksregisternummer", "numéro national"],
}
PPS_WEIGHTS: Final = (8, 7, 6, 5, 4, 3, 2)
TFN_WEIGHTS: Final = (1, 4, 3, 7, 5, 8, 6, 9, 10)
CUIL_WEIGHTS: Final = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
RRN_WEIGHTS: Final = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
NINO_FIRST: Final = "ABCEGHJKLMNOPRSTWXYZ"
NINO_SECOND: Final = "ABCEGHJKLMNPRSTWXYZ"
NINO_BANNED: Final = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


# --------------------------------------------------------------------------- check digits


def pps_letter(body: str, second: str = "") -> str:
    """The check letter of an Irish PPS number (weights 8 to 2 over the seven digits, 9 times
    the second letter's value A=1, mod 23; 0 is W)."""
    total = sum(int(c) * w for c, w in zip(body, PPS_WEIGHTS, strict=True))
    if second and second != "W":
        total += 9 * (ord(second) - 64)
    r = total % 23
    return "W" if r == 0 else chr(64 + r)


def tfn_ok(number: str) -> bool:
    """An Australian tax file number: nine digits, weighted sum divisible by 11."""
    return (
        len(number) == 9
        and sum(int(c) * w for c, w in zip(number, TFN_WEIGHTS, strict=True)) % 11 == 0
    )


def tc_digits(body: str) -> str:
    """The two check digits of a Turkish TC Kimlik number whose first nine digits are `body`."""
    d = [int(c) for c in body]
    tenth = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    eleventh = (sum(d) + tenth) % 10
    return f"{tenth}{eleventh}"


def cuil_digit(body: str) -> int:
    """The check digit of an Argentine CUIL/CUIT (weights 5432765432, mod 11); 10 means the
    prefix must change."""
    r = 11 - sum(int(c) * w for c, w in zip(body, CUIL_WEIGHTS, strict=True)) % 11
    return {11: 0}.get(r, r)


def rrn_digit(body: str) -> str:
    """The last digit of a Korean resident registration number (weights 2-9,2-5, mod 11)."""
    total = sum(int(c) * w for c, w in zip(body, RRN_WEIGHTS, strict=True))
    return str((11 - total % 11) % 10)


def be_nn_check(body: str, year: int) -> str:
    """The two check digits of a Belgian national register number (97 - n mod 97, with a 2
    before the nine digits for those born from 2000)."""
    n = int(("2" if year >= 2000 else "") + body)
    return f"{97 - n % 97:02d}"


def cbu_digit(body: str) -> str:
    """The check digit of a block of an Argentine CBU (weights 3, 1, 7, 9 repeated from the
    block's last digit leftwards: 7139713 over the first block, 3971397139713 over the
    second)."""
    total = sum(int(c) * (3, 1, 7, 9)[i % 4] for i, c in enumerate(reversed(body)))
    return str(-total % 10)


def cbu_ok(value: str) -> bool:
    raw = re.sub(r"\D", "", value)
    return len(raw) == 22 and cbu_digit(raw[:7]) == raw[7] and cbu_digit(raw[8:21]) == raw[21]


def be_bban(body: str) -> str:
    """A Belgian account: ten digits and their mod-97 pair (0 is 97)."""
    return body + f"{int(body) % 97 or 97:02d}"


def valid_national_id(value: str, country: str) -> bool:
    raw = re.sub(r"[^0-9A-Za-z]", "", value).upper()
    if country == "US":
        return (
            len(raw) == 9 and raw.isdigit() and raw[:3] not in ("000", "666") and raw[3:5] != "00"
        )
    if country == "GB":
        return bool(re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", raw)) and raw[:2] not in NINO_BANNED
    if country == "IE":
        second = raw[8:] or ""
        return bool(re.fullmatch(r"\d{7}[A-W][AW]?", raw)) and pps_letter(raw[:7], second) == raw[7]
    if country == "AU":
        return tfn_ok(raw)
    if country == "TR":
        return len(raw) == 11 and raw[0] != "0" and tc_digits(raw[:9]) == raw[9:]
    if country == "AR":
        return len(raw) in (7, 8) or (len(raw) == 11 and cuil_digit(raw[:10]) == int(raw[10]))
    if country == "KR":
        return len(raw) == 13 and rrn_digit(raw[:12]) == raw[12]
    if country == "BE":
        return len(raw) == 11 and (
            be_nn_check(raw[:9], 1900) == raw[9:] or be_nn_check(raw[:9], 2000) == raw[9:]
        )
    return False


# --------------------------------------------------------------------------- spoken values


def words_0_99(n: int) -> str:
    if n < 20:
        return SMALL[n]
    return TENS_WORDS[n // 10] + ("" if n % 10 == 0 else " " + SMALL[n % 10])


def nth_words(n: int) -> str:
    if n <= 20:
        return NTH[n - 1]
    if n == 30:
        return "thirtieth"
    return f"{TENS_WORDS[n // 10]} {NTH[n % 10 - 1]}"


def year_said(y: int) -> str:
    if y >= 2000:
        return "two thousand" + ("" if y == 2000 else f" and {words_0_99(y - 2000)}")
    hi, lo = divmod(y, 100)
    return f"{words_0_99(hi)} {'oh ' + SMALL[lo] if lo < 10 else words_0_99(lo)}"


def fold(text: str) -> str:
    """ASCII letters only as a phone keyboard without accents writes them."""
    text = text.replace("ı", "i").replace("İ", "I").replace("Ø", "O")
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def lower_tr(text: str) -> str:
    """Lower case as people type it (a Turkish capital dotted I becomes a plain i)."""
    return text.replace("İ", "i").lower()


def said(value: str, lang: str = "en") -> str:
    """A number or code read out: digits as words in `lang`, letters lower case."""
    words = DIGIT_WORDS[lang]
    return " ".join(words[int(c)] if c.isdigit() else c.lower() for c in fold(value) if c.isalnum())


def said_doubled(number: str) -> str:
    """A British number read out: 0 as "oh" and a pair of equal digits as "double"."""
    out: list[str] = []
    i = 0
    while i < len(number):
        word = DIGIT_WORDS["gb"][int(number[i])]
        if i + 1 < len(number) and number[i + 1] == number[i]:
            out.append(f"double {word}")
            i += 2
        else:
            out.append(word)
            i += 1
    return " ".join(out)


def plain(part: str) -> str:
    return re.sub(r"[^a-z]", "", fold(part).lower())


def spoken_address(value: str) -> str:
    """An address as speech-to-text writes it: lower case ASCII without punctuation, numbers
    up to 99 as words and longer ones digit by digit."""
    text = re.sub(r"[^\w\s]", " ", fold(value).lower())

    def say(match: re.Match[str]) -> str:
        number, rest = match.group(1), match.group(2)
        head = (
            words_0_99(int(number))
            if len(number) <= 2 and not number.startswith("0")
            else said(number)
        )
        return head + (f" {rest}" if rest else "")

    text = re.sub(r"(\d+)([a-z]*)\b", say, text)
    return re.sub(r"\s+", " ", text).strip()


def ordinal_en(d: int) -> str:
    return f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, phone style, birth date,
    national number and email domain; a member of staff, a third party and fresh digits."""

    def __init__(self, rng: random.Random, index: int, country: str | None) -> None:
        self.rng = rng
        self.index = index
        self.country = country or COUNTRIES[(index * 3 + 1) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.person = people[(index // len(COUNTRIES) + index) % len(people)]
        places = ADDRESSES[self.country]
        self.address = places[(index * 5 + 2) % len(places)]
        self.staff = STAFF[(index * 7 + 3) % len(STAFF)]
        thirds = THIRDS[self.country]
        self.third = thirds[(index * 3 + 1) % len(thirds)]
        domains = DOMAINS[self.country]
        self.domain = domains[index % len(domains)]
        self.birth = (rng.randint(1951, 2005), rng.randint(1, 12), rng.randint(1, 28))
        self.dni = str(rng.randint(12, 44)) + digits(rng, 6)

    # ---- random pieces

    def digits(self, n: int) -> str:
        return digits(self.rng, n)

    def letters(self, n: int, alphabet: str = string.ascii_uppercase) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def pick(self, options: list[str]) -> str:
        return self.rng.choice(options)

    def lang(self) -> str:
        """The language numbers are read out in: Spanish in Argentina, Turkish or English in
        Turkey, Dutch in Belgium (French where the skeleton asks), "oh" and "double" in Britain and
        Ireland."""
        c = self.country
        if c == "AR":
            return "es"
        if c == "TR":
            return "tr"
        if c == "BE":
            return "nl"
        return "gb" if c in ("GB", "IE") else "en"

    def local(self) -> str:
        f = plain(self.person.given)
        s = plain(self.person.family.split()[-1])
        y = str(self.birth[0])[2:]
        return self.pick([f"{f}.{s}", f"{f}{s}{y}", f"{f[0]}{s}", f"{s}_{f}{y}", f"{f}.{s[0]}{y}"])

    # ---- contact values

    def phone(self) -> str:
        formats = PHONE_FORMATS[self.country]
        fmt = formats[(self.index // 2) % len(formats)]
        return "".join(self.rng.choice("23456789") if c == "#" else c for c in fmt)

    def odd_phone(self) -> str:
        """The local mobile with its digits spaced, paired with dots or slashed."""
        fmt = SPOKEN_PHONE[self.country]
        raw = "".join(self.rng.choice("23456789") if c == "#" else c for c in fmt)
        layout = self.index % 3
        if layout == 0:
            return " ".join(raw)
        if layout == 1:
            return ".".join(raw[i : i + 2] for i in range(0, len(raw), 2))
        return f"{raw[:4]} / {raw[4:7]} / {raw[7:]}"

    def broken_phone(self) -> str:
        p = self.phone()
        cut = len(p) // 2
        while p[cut] != " " and cut < len(p) - 2:
            cut += 1
        if p[cut] == " ":
            return p[:cut] + "\n" + p[cut + 1 :]
        return p[:cut] + "\n" + p[cut:]

    def spoken_phone(self) -> str:
        fmt = SPOKEN_PHONE[self.country]
        number = "".join(self.rng.choice("0123456789") if c == "#" else c for c in fmt)
        if self.country == "US":
            number = self.rng.choice("23456789") + number[1:]
        lang = self.lang()
        if lang == "gb":
            return said_doubled(number)
        return said(number, lang)

    def email(self) -> str:
        return f"{self.local()}@{self.domain}"

    def obfuscated_email(self, style: int | None = None) -> str:
        """The persona's email written to dodge a pattern: in the country's own words for "at"
        and "dot" (Argentina, Turkey, Korea, Belgium), else in `style` (or one drawn)."""
        local, (host, _, tld) = self.local(), self.domain.partition(".")
        by_country = {
            "AR": f"{local} arroba {host} punto {tld.replace('.', ' punto ')}",
            "TR": f"{local} et {host} nokta {tld.replace('.', ' nokta ')}",
            "KR": f"{local} 골뱅이 {host} 점 {tld.replace('.', ' 점 ')}",
            "BE": (
                f"{local} apenstaartje {host} punt {tld.replace('.', ' punt ')}"
                if self.index % 2
                else f"{local} arobase {host} point {tld.replace('.', ' point ')}"
            ),
        }
        styles = [
            f"{local} at {host} dot {tld.replace('.', ' dot ')}",
            f"{local} [at] {host} [dot] {tld.replace('.', ' [dot] ')}",
            f"{local}(at){self.domain}",
            f"{local} @ {self.domain}",
            f"{local.upper()}@{self.domain.upper()}",
            f"{local}＠{self.domain}",
            f"{local}{{at}}{host}{{dot}}{tld}",
        ]
        if style is not None:
            return styles[style]
        if self.country in by_country:
            return by_country[self.country]
        return self.pick(styles)

    def spoken_email(self) -> str:
        f = plain(self.person.given)
        s = plain(self.person.family.split()[-1])
        host, _, tld = self.domain.partition(".")
        at, dot = {
            "AR": ("arroba", "punto"),
            "TR": ("et", "nokta"),
            "BE": ("apenstaartje", "punt"),
        }.get(self.country, ("at", "dot"))
        return f"{f} {dot} {s} {at} {host} {dot} {tld.replace('.', f' {dot} ')}"

    # ---- birth dates

    def dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1]
        styles = {
            "US": [f"{m:02d}/{d:02d}/{y}", f"{month} {d}, {y}", f"{m}-{d}-{y % 100:02d}", f"{y}-{m:02d}-{d:02d}"],
            "GB": [f"{d:02d}/{m:02d}/{y}", f"{ordinal_en(d)} {month} {y}", f"{d:02d}.{m:02d}.{y % 100:02d}"],
            "IE": [f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{d:02d}-{m:02d}-{y}"],
            "AU": [f"{d}/{m}/{y}", f"{d:02d}/{m:02d}/{y % 100:02d}", f"{d} {month[:3]} {y}"],
            "TR": [f"{d:02d}.{m:02d}.{y}", f"{d} {LOCAL_MONTHS['TR'][m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"],
            "AR": [f"{d:02d}/{m:02d}/{y}", f"{d} de {LOCAL_MONTHS['AR'][m - 1]} de {y}", f"{d}/{m}/{y % 100:02d}"],
            "KR": [f"{y}.{m:02d}.{d:02d}", f"{y}년 {m}월 {d}일", f"{y}-{m:02d}-{d:02d}"],
            "BE": [f"{d:02d}/{m:02d}/{y}", f"{d} {LOCAL_MONTHS['NL'][m - 1]} {y}", f"{d} {LOCAL_MONTHS['FR'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}"],
        }[self.country]  # fmt: skip
        return self.pick(styles)

    def numeric_dob(self) -> str:
        """The birth date in the country's numeric form (beside a number that encodes it)."""
        y, m, d = self.birth
        if self.country == "KR":
            return f"{y}.{m:02d}.{d:02d}"
        if self.country == "US":
            return f"{m:02d}/{d:02d}/{y}"
        return f"{d:02d}/{m:02d}/{y}"

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.country in ("US", "KR"):
            return f"{month} {nth_words(d)} {year_said(y)}"
        return f"the {nth_words(d)} of {month} {year_said(y)}"

    # ---- national numbers (the Korean and Belgian ones agree with birth date and sex)

    def ssn_us(self) -> str:
        area = self.rng.choice([a for a in range(1, 900) if a != 666])
        n = f"{area:03d}{self.rng.randint(1, 99):02d}{self.rng.randint(1, 9999):04d}"
        return self.pick([f"{n[:3]}-{n[3:5]}-{n[5:]}", f"{n[:3]} {n[3:5]} {n[5:]}", n])

    def nino(self) -> str:
        while True:
            prefix = self.pick(list(NINO_FIRST)) + self.pick(list(NINO_SECOND))
            if prefix not in NINO_BANNED:
                break
        body, suffix = self.digits(6), self.pick(list("ABCD"))
        return self.pick(
            [
                f"{prefix} {body[:2]} {body[2:4]} {body[4:]} {suffix}",
                f"{prefix}{body}{suffix}",
                f"{prefix}{body}{suffix}".lower(),
            ]
        )

    def pps(self) -> str:
        body = self.digits(7)
        second = self.pick(["A", "", "A"])
        n = body + pps_letter(body, second) + second
        return self.pick([n, n.lower(), f"{body} {n[7:]}"])

    def tfn(self) -> str:
        while True:
            body = self.rng.choice("123456789") + self.digits(7)
            s = sum(int(c) * w for c, w in zip(body, TFN_WEIGHTS, strict=False))
            last = s % 11
            if last < 10:
                n = body + str(last)
                assert tfn_ok(n)
                return self.pick([f"{n[:3]} {n[3:6]} {n[6:]}", n])

    def tc(self) -> str:
        body = self.rng.choice("123456789") + self.digits(8)
        return body + tc_digits(body)

    def cuil(self) -> str:
        prefix = "20" if self.person.sex == "M" else "27"
        r = cuil_digit(prefix + self.dni)
        if r == 10:
            prefix = "23"
            r = cuil_digit(prefix + self.dni)
        if r == 10:
            self.dni = str(int(self.dni) + 1)
            return self.cuil()
        return self.pick([f"{prefix}-{self.dni}-{r}", f"{prefix}{self.dni}{r}"])

    def dni_written(self) -> str:
        d = self.dni
        return self.pick([f"{d[:2]}.{d[2:5]}.{d[5:]}", d])

    def rrn(self) -> str:
        y, m, d = self.birth
        sex = (1 if self.person.sex == "M" else 2) + (2 if y >= 2000 else 0)
        body = f"{y % 100:02d}{m:02d}{d:02d}{sex}{self.digits(5)}"
        n = body + rrn_digit(body)
        return self.pick([f"{n[:6]}-{n[6:]}", n])

    def be_nn(self) -> str:
        y, m, d = self.birth
        serial = self.rng.randrange(1, 998)
        if (serial % 2 == 1) != (self.person.sex == "M"):
            serial += 1
        body = f"{y % 100:02d}{m:02d}{d:02d}{serial:03d}"
        n = body + be_nn_check(body, y)
        return self.pick(
            [f"{n[:2]}.{n[2:4]}.{n[4:6]}-{n[6:9]}.{n[9:]}", n, f"{n[:6]} {n[6:9]} {n[9:]}"]
        )

    def national_id(self) -> str:
        return {
            "US": self.ssn_us,
            "GB": self.nino,
            "IE": self.pps,
            "AU": self.tfn,
            "TR": self.tc,
            "AR": self.cuil,
            "KR": self.rrn,
            "BE": self.be_nn,
        }[self.country]()

    # ---- bank details

    def routing(self) -> str:
        body = self.pick(
            ["01", "02", "04", "06", "07", "09", "11", "12", "21", "26", "31"]
        ) + self.digits(6)
        return body + aba_check_digit(body)

    def sort_code(self) -> str:
        s = self.pick(["20", "40", "60", "77", "30", "09"]) + self.digits(4)
        return self.pick([f"{s[:2]}-{s[2:4]}-{s[4:]}", f"{s[:2]} {s[2:4]} {s[4:]}", s])

    def bsb(self) -> str:
        return f"{self.pick(['062', '063', '032', '013', '083', '484'])}-{self.digits(3)}"

    def cbu(self) -> str:
        first = self.pick(["007", "011", "017", "072", "285"]) + self.digits(4)
        second = self.digits(13)
        n = first + cbu_digit(first) + second + cbu_digit(second)
        assert cbu_ok(n)
        return self.pick([n, f"{n[:8]} {n[8:]}"])

    def account(self) -> str:
        """The persona's account number in its country's domestic form (Irish, Belgian and
        Turkish accounts are written as IBANs)."""
        c = self.country
        if c == "US":
            return self.digits(self.rng.choice([8, 10, 12]))
        if c == "GB":
            return self.digits(8)
        if c == "AU":
            return self.pick([f"{self.digits(4)} {self.digits(4)}", self.digits(9)])
        if c == "AR":
            return self.cbu()
        if c == "KR":
            return self.pick(
                [
                    f"110-{self.digits(3)}-{self.digits(6)}",
                    f"1002-{self.digits(3)}-{self.digits(6)}",
                    f"3333-{self.digits(2)}-{self.digits(7)}",
                    f"{self.digits(3)}-{self.digits(2)}-{self.digits(4)}-{self.digits(3)}",
                ]
            )
        return self.grouped(self.iban(c))

    def iban(self, country: str | None = None) -> str:
        cc = country or (
            self.country if self.country in IBAN_COUNTRIES else self.pick(list(IBAN_COUNTRIES))
        )
        if cc == "IE":
            bban = (
                self.pick(["AIBK", "BOFI", "IPBS", "PTSB"])
                + self.pick(["93", "90", "98"])
                + self.digits(12)
            )
        elif cc == "BE":
            bban = be_bban(
                self.pick(["001", "063", "068", "363", "734", "751", "973"]) + self.digits(7)
            )
        elif cc == "TR":
            bban = (
                self.pick(["00010", "00012", "00046", "00062", "00064", "00067", "00111"])
                + "0"
                + self.digits(16)
            )
        else:
            bban = self.pick(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + self.digits(14)
        return iban_from_bban(cc, bban)

    def grouped(self, iban: str) -> str:
        return " ".join(iban[k : k + 4] for k in range(0, len(iban), 4))

    def odd_iban(self) -> str:
        i = self.iban()
        return self.pick(
            [
                i,
                i.lower(),
                "-".join(i[k : k + 4] for k in range(0, len(i), 4)),
                ".".join(i[k : k + 4] for k in range(0, len(i), 4)),
            ]
        )

    def broken_iban(self) -> str:
        groups = self.grouped(self.iban()).split()
        return " ".join(groups[:3]) + "\n" + " ".join(groups[3:])

    # ---- cards

    def card(self) -> str:
        prefix = self.pick(LUHN_PREFIXES)
        return luhn_complete(prefix, CARD_LENGTHS.get(prefix, 16), self.rng)

    def grouped_card(self) -> str:
        c = self.card()
        if len(c) in (14, 15):
            return self.pick([f"{c[:4]} {c[4:10]} {c[10:]}", c])
        return self.pick([" ".join(c[i : i + 4] for i in range(0, len(c), 4)), c])

    def odd_card(self) -> str:
        c = self.card()
        groups = [c[i : i + 4] for i in range(0, len(c), 4)]
        layout = self.rng.randrange(5)
        if layout == 0:
            return " / ".join(groups)
        if layout == 1:
            return "_".join(groups)
        if layout == 2:
            return " | ".join(groups)
        if layout == 3:
            return f"{c[:2]} {c[2:7]} {c[7:11]} {c[11:]}"
        return "..".join(groups)

    def bancontact(self) -> str:
        """A Belgian Bancontact/Maestro card: seventeen digits from 6703, in fours."""
        c = luhn_complete("6703", 17, self.rng)
        return " ".join(c[i : i + 4] for i in range(0, len(c), 4))

    def broken_card(self) -> str:
        c = self.card()
        return f"{c[:4]} {c[4:8]}\n{c[8:12]} {c[12:]}"

    def spoken_card(self) -> str:
        c = self.card()
        return " ".join(said(c[i : i + 4]) for i in range(0, len(c), 4))

    # ---- ids, parcels, vehicles

    def policy(self) -> str:
        return self.pick(
            [
                f"{self.pick(['HMC', 'MTR', 'TRV', 'PET', 'GDG', 'LLD'])}-{self.digits(7)}",
                f"P{self.digits(2)}/{self.letters(2)}/{self.digits(6)}",
                f"{self.letters(3, ID_CHARS)}{self.digits(6)}{self.letters(1)}",
            ]
        )

    def claim(self) -> str:
        return self.pick(
            [
                f"CLM-26-{self.digits(6)}",
                f"C{self.digits(8)}",
                f"HS/{self.digits(4)}/{self.digits(3)}",
            ]
        )

    def customer(self) -> str:
        return self.pick(
            [f"CUS{self.digits(7)}", f"BK-{self.digits(3)}-{self.digits(4)}", f"M{self.digits(8)}"]
        )

    def s10(self) -> str:
        serial = self.digits(8)
        prefix = self.pick(["RR", "RA", "CP", "EE", "LX", "RB"])
        return f"{prefix}{serial}{s10_check_digit(serial)}{self.country}"

    def courier(self) -> str:
        return self.pick(
            [
                f"1Z{self.letters(6, ALNUM)}{self.digits(10)}",
                self.digits(14),
                f"JJD{self.digits(18)}",
                self.digits(12),
            ]
        )

    def plate(self) -> str:
        return {
            "US": lambda: f"{self.digits(1)}{self.plate_letters(3)}{self.digits(3)}",
            "GB": lambda: (
                f"{self.plate_letters(2)}{self.pick(['19', '69', '22', '72', '24'])} {self.plate_letters(3)}"
            ),
            "IE": lambda: (
                f"{self.pick(['191', '221', '242', '182'])}-{self.pick(['D', 'C', 'G', 'KY', 'KK'])}-{self.digits(4)}"
            ),
            "AU": lambda: self.pick(
                [
                    f"{self.plate_letters(3)}-{self.digits(3)}",
                    f"{self.digits(1)}{self.plate_letters(2)}{self.digits(1)}{self.plate_letters(2)}",
                ]
            ),
            "TR": lambda: (
                f"{self.pick(['34', '06', '35'])} {self.plate_letters(3)} {self.digits(3)}"
            ),
            "AR": lambda: f"{self.plate_letters(2)} {self.digits(3)} {self.plate_letters(2)}",
            "KR": lambda: (
                f"{self.digits(2)}{self.pick(['가', '나', '다', '러', '보'])} {self.digits(4)}"
            ),
            "BE": lambda: f"1-{self.plate_letters(3)}-{self.digits(3)}",
        }[self.country]()

    def plate_letters(self, n: int) -> str:
        return self.letters(n, "ABCDEFGHJKLMNPRSTUVWXYZ")

    def vin(self) -> str:
        wmi = self.pick(["KNA", "KMH", "WVW", "SAL", "JTD", "VF1", "WP0", "1FT"])
        return wmi + self.letters(14, VIN_CHARS)

    # ---- every other slot

    def value(self, slot: str) -> tuple[str, str | None]:
        maker = self.makers().get(slot)
        if maker is None:
            raise KeyError(slot)
        return maker()

    def makers(self) -> dict[str, Callable[[], tuple[str, str | None]]]:
        p, rng = self.person, self.rng
        last_word = re.split(r"[ -]", p.family)[-1]
        hex_chars = "abcdef0123456789"
        return {
            # ---- people
            "NAME": lambda: (p.full, "PERSON"),
            "FIRST": lambda: (p.given, "PERSON"),
            "LAST": lambda: (p.family, "PERSON"),
            "HANGUL": lambda: (p.script, "PERSON"),
            "LNAME": lambda: (lower_tr(p.full), "PERSON"),
            "LFIRST": lambda: (lower_tr(p.given), "PERSON"),
            "UPLAST": lambda: (p.family.upper(), "PERSON"),
            "UPNAME": lambda: (
                p.full.replace("i", "İ").upper() if self.country == "TR" else p.full.upper(),
                "PERSON",
            ),
            "INIT": lambda: (f"{p.given[0]}. {p.family}", "PERSON"),
            "WEST": lambda: (f"{p.given.replace('-', '').capitalize()} {p.family}", "PERSON"),
            "VNAME": lambda: (
                " ".join(plain(w) for w in re.split(r"[ -]", p.full) if plain(w)),
                "PERSON",
            ),
            "VFIRST": lambda: (" ".join(plain(w) for w in p.given.split("-")), "PERSON"),
            "SPELL": lambda: (" ".join(plain(last_word)), "PERSON"),
            "SPELLUP": lambda: ("-".join(plain(last_word).upper()), "PERSON"),
            "STAFF": lambda: (self.staff, "PERSON"),
            "LSTAFF": lambda: (plain(self.staff), "PERSON"),
            "THIRD": lambda: (self.third, "PERSON"),
            "LTHIRD": lambda: (" ".join(plain(w) for w in re.split(r"[ -]", self.third)), "PERSON"),
            # ---- contact and birth date
            "EMAIL": lambda: (self.email(), "EMAIL"),
            "OEMAIL": lambda: (self.obfuscated_email(), "EMAIL"),
            "EMAILAT": lambda: (self.obfuscated_email(0), "EMAIL"),
            "EMAILBR": lambda: (self.obfuscated_email(1), "EMAIL"),
            "EMAILPAR": lambda: (self.obfuscated_email(2), "EMAIL"),
            "EMAILFW": lambda: (self.obfuscated_email(5), "EMAIL"),
            "EMAILCB": lambda: (self.obfuscated_email(6), "EMAIL"),
            "VEMAIL": lambda: (self.spoken_email(), "EMAIL"),
            "PHONE": lambda: (self.phone(), "PHONE"),
            "PHONEX": lambda: (self.odd_phone(), "PHONE"),
            "PHONENL": lambda: (self.broken_phone(), "PHONE"),
            "VPHONE": lambda: (self.spoken_phone(), "PHONE"),
            "DOB": lambda: (self.dob(), "DATE_OF_BIRTH"),
            "NDOB": lambda: (self.numeric_dob(), "DATE_OF_BIRTH"),
            "KDOB": lambda: (
                f"{self.birth[0]}년 {self.birth[1]}월 {self.birth[2]}일",
                "DATE_OF_BIRTH",
            ),
            "VDOB": lambda: (self.spoken_dob(), "DATE_OF_BIRTH"),
            # ---- national numbers
            "IDNAME": lambda: (self.pick(ID_NAMES[self.country]), None),
            "NATID": lambda: (self.national_id(), "SSN"),
            "VNATID": lambda: (
                said(self.national_id(), self.lang() if self.lang() != "gb" else "en"),
                "SSN",
            ),
            "VNATIDFR": lambda: (said(self.national_id(), "fr"), "SSN"),
            "DNI": lambda: (self.dni_written(), "SSN"),
            "CUIL": lambda: (self.cuil(), "SSN"),
            # ---- bank details
            "ACCT": lambda: (
                self.account(),
                "IBAN" if self.country in ("IE", "BE", "TR") else "BANK_ACCOUNT",
            ),
            "ROUTING": lambda: (self.routing(), "BANK_ACCOUNT"),
            "SORT": lambda: (self.sort_code(), "BANK_ACCOUNT"),
            "BSB": lambda: (self.bsb(), "BANK_ACCOUNT"),
            "IBAN": lambda: (self.grouped(self.iban()), "IBAN"),
            "IBANC": lambda: (self.odd_iban(), "IBAN"),
            "IBANNL": lambda: (self.broken_iban(), "IBAN"),
            "CARD": lambda: (self.grouped_card(), "CARD"),
            "CARDX": lambda: (self.odd_card(), "CARD"),
            "BCCARD": lambda: (self.bancontact(), "CARD"),
            "CARDNL": lambda: (self.broken_card(), "CARD"),
            "VCARD": lambda: (self.spoken_card(), "CARD"),
            # ---- broker ids after a cue
            "POLICY": lambda: (self.policy(), "CUSTOMER_ID"),
            "CLAIM": lambda: (self.claim(), "CUSTOMER_ID"),
            "CUST": lambda: (self.customer(), "CUSTOMER_ID"),
            "VPOLICY": lambda: (
                said(f"{self.pick(['mtr', 'hmc', 'pet', 'trv'])}{self.digits(7)}"),
                "CUSTOMER_ID",
            ),
            # ---- parcels and vehicles (vehicles are not labelled)
            "TRK": lambda: (self.s10(), "TRACKING"),
            "TRK2": lambda: (self.courier(), "TRACKING"),
            "PLATE": lambda: (self.plate(), None),
            "VIN": lambda: (self.vin(), None),
            # ---- network and secrets
            "IP": lambda: (
                f"{rng.choice([31, 46, 78, 85, 88, 109, 151, 176, 186, 203, 211])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            ),
            "IP6": lambda: (
                f"2a02:{self.letters(4, hex_chars)}:{self.letters(4, hex_chars)}:{self.letters(3, hex_chars)}::{self.letters(2, hex_chars)}",
                "IP",
            ),
            "OTP": lambda: (self.digits(rng.choice([6, 6, 8])), "SECRET"),
            "VOTP": lambda: (said(self.digits(6)), "SECRET"),
            "PIN": lambda: (self.digits(rng.choice([4, 6])), "SECRET"),
            "CVV": lambda: (self.digits(3), "SECRET"),
            "SECANS": lambda: (self.pick(SECURITY_ANSWERS), "SECRET"),
            "PASS": lambda: (
                f"{self.pick(PASSWORD_WORDS)}{self.pick(['!', '#', '_', '$', '%', '&'])}{self.digits(rng.randint(2, 4))}{self.pick(['', 'z', 'Kk'])}",
                "SECRET",
            ),
            "APIKEY": lambda: (
                self.pick(
                    [
                        f"bkr_live_{self.letters(28, string.ascii_letters + string.digits)}",
                        f"qk-{self.letters(8, hex_chars)}-{self.letters(4, hex_chars)}-{self.letters(12, hex_chars)}",
                        f"AKIA{self.letters(16, string.ascii_uppercase + string.digits)}",
                        f"xoxb-{self.digits(11)}-{self.digits(12)}-{self.letters(24, string.ascii_letters + string.digits)}",
                    ]
                ),
                "SECRET",
            ),
        }

    # ---- addresses

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `lines` (a line break at each "|"), `lower` (one line, lower case, a British or Irish
        postcode without its space) or `voice` (spoken; a Hangul address is replaced by the
        country's second)."""
        text = self.address
        if layout == "voice" and HANGUL.search(text):
            text = ADDRESSES[self.country][1]
        text = text.replace("|", "\n" if layout == "lines" else ", ")
        pos = 0
        for match in ADDRESS_PIECE.finditer(text):
            between = text[pos : match.start()]
            if layout == "voice":
                built.add(" " if pos else "")
            else:
                built.add(lower_tr(between) if layout == "lower" else between)
            if match.group(1) is not None:
                street = match.group(1)
                if layout == "voice":
                    street = spoken_address(street)
                elif layout == "lower":
                    street = lower_tr(street)
                built.add(street, "ADDRESS")
            else:
                code = match.group(2)
                if layout == "voice":
                    code = said(code)
                elif layout == "lower":
                    code = (
                        code.lower().replace(" ", "")
                        if self.country in ("GB", "IE")
                        else code.lower()
                    )
                built.add(code, "POSTCODE")
            pos = match.end()
        if layout != "voice":
            built.add(text[pos:])

    def postcode(self) -> str:
        found = re.search(r"<([^>]+)>", self.address)
        assert found is not None
        return found.group(1)


SLOT: Final = re.compile(r"\{([A-Z0-9]+)\}")
TAG: Final = re.compile(r"^\[([A-Z]{2})\] ")
ADDRESS_SLOTS: Final = {"ADDR": "line", "ADDRNL": "lines", "LADDR": "lower", "VADDR": "voice"}


def render(skeleton: str, ctx: Ctx) -> tuple[str, list[Span]]:
    """Fill a skeleton (without its country tag), computing every span from the piece inserted,
    and check every card, IBAN, routing number, CBU and written national number."""
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
            built.add(said(ctx.postcode()), "POSTCODE")
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
        if span["type"] == "BANK_ACCOUNT" and len(raw) == 22:
            assert cbu_ok(piece), piece
        if span["type"] == "BANK_ACCOUNT" and len(raw) == 9 and ctx.country == "US":
            assert aba_check_digit(raw[:8]) == raw[8], piece
        if span["type"] == "SSN" and raw:
            assert valid_national_id(piece, ctx.country), (piece, ctx.country)
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "[US] hi its {LNAME}, windshield chip on the Silverado, policy {POLICY}, call me {PHONE}",
    "[US] my SSN {NATID} was on the claim form i mailed from the Walgreens on Main St, can someone shred it?? - {INIT}",
    "[US] refund the overpaid premium to routing {ROUTING} acct {ACCT} pls, {FIRST}",
    "[US] my partner {THIRD} will call about the hail claim {CLAIM}, they're on the policy too",
    "[GB] hiya {NAME} here, other driver was {THIRD} n gave me {PHONE}, clipped me at the Tesco roundabout",
    "[GB] NI number {NATID} - whats that got to do with a pet policy?? {LFIRST}",
    "[GB] change the DD to sort code {SORT} account {ACCT}, the Monzo one. ta {UPNAME}",
    "[GB] moving to spain, refund the cancelled travel policy to my Barclays IBAN {IBANC} pls, {NAME}",
    "[GB] new address for the contents policy is {LADDR}, moved last wk. {LFIRST}",
    "[GB] WHY IS MY RENEWAL £200 MORE, POLICY {POLICY}, BEEN WITH YOU 6 YEARS. {UPLAST}",
    "[IE] howya, {FIRST} {LAST} here, PPS {NATID}, need the no claims cert for FBD",
    "[IE] the assessor {THIRD} never turned up at {ADDR}, waited in all morning",
    "[IE] take the premium from {IBAN} from now on pls, AIB closed the old one. {NAME}",
    "[IE] landlord policy {POLICY}: tenant gone, new one in on the 1st, can ye update it? {LNAME}",
    "[AU] g'day, {NAME}, gum tree came down on the carport n the Ford Ranger in the storm, i'm at {LADDR}",
    "[AU] roadside never showed, 2 hrs on the Bruce Hwy. mob {PHONE}, member no {CUST}",
    "[AU] refund to BSB {BSB} acc {ACCT} thx - {FIRST}",
    "[AU] TFN {NATID}?? why would a pet insurer need that for a Greencross vet bill, {LNAME}",
    "[TR] merhaba, ben {NAME}, TC kimlik {NATID}, kasko poliçem {POLICY} (Fiat Egea) yenilenmemiş",
    "[TR] ben {FIRST}, eşim {THIRD} kaza yaptı, karşı tarafın numarası {PHONE}",
    "[TR] iptal iadesi için IBAN {IBANC} , {UPNAME}",
    "[TR] telefonum çalındı, iPhone 14, hasar dosya no {CLAIM}, mail {OEMAIL}",
    "[AR] hola, soy {NAME}, DNI {DNI}, me chocaron el Gol Trend en Av. Rivadavia, no es una Ferrari pero bueno",
    "[AR] che, el CUIL es {CUIL}, mandame la póliza a {EMAIL} porfa",
    "[AR] el reintegro a la CBU {ACCT} a nombre de {UPNAME}, gracias!!",
    "[AR] el perito {THIRD} me pidió fotos por whatsapp al {PHONE}, es de ustedes?",
    "[KR] annyeonghaseyo, {NAME} imnida, Galaxy Z Fold claim {CLAIM}, phone {PHONE}",
    "[KR] {HANGUL} 입니다. 생년월일 {KDOB}, 주민등록번호 {NATID} 보험금 청구 확인 부탁드려요",
    "[KR] {FIRST}-ssi here lol, refund to kakao bank {ACCT} pls",
    "[KR] Jeju 여행자보험 claim 때문에 연락드려요, 연락처 {PHONE}, 이메일 {OEMAIL}",
    "[BE] dag, {NAME} hier, rijksregisternummer {NATID}, over mijn autoverzekering {POLICY} voor de Skoda Octavia",
    "[BE] bonjour, c'est {NAME}, mon IBAN {IBAN} pour le remboursement du pare-brise Carglass",
    "[BE] {LFIRST} {LAST}, waterschade na het onweer, adres {ADDR}, mail {OEMAIL}",
    "[BE] la dépanneuse Touring n'est jamais venue, rappelez moi au {PHONE} svp, {UPLAST}",
    "claim ref {CLAIM} - the garage contact {THIRD} at Kwik Fit says the parts are on backorder, my cell {PHONE}",
    "someone logged in to my account from {IP} and changed the email to {EMAIL}, NOT ME",
    "portal password was {PASS} i think someone has it now, policy {POLICY}",
    "the verification code is {OTP}, pls dont ask again, {FIRST}",
    "card {CARDX} got charged twice for the excess at Halfords, {NAME}",
    "replacement phone tracking {TRK} says delivered to the wrong house?? {LNAME}",
    "security answer was {SECANS} but the app says wrong. customer no {CUST}",
    "pay the excess with {CARD} exp 09/28 cvv {CVV}, {INIT}",
    "surname spelled {SPELLUP}, first name {FIRST}, the renewal has it wrong",
    "{NAME} born {DOB}, adding {THIRD} as a named driver on the Corolla",
    "plate {PLATE} is mine, VIN {VIN}, policy {POLICY} - the other car was a white Audi A4",
    "courier ref {TRK2} for the repaired MacBook Air, deliver to {ADDR} pls",
    "quick q, {IDNAME} {NATID} belongs to {NAME}, is that the one on file?",
    "new mob for the claim is {PHONEX}, {FIRST}",
    "pls send the claim docs to {EMAILAT} not the old address, ta",
    "login alert from {IP6} on my account, i'm {NAME}, pls lock it",
    "Dr {LAST} here re the practice car, ref {POLICY}, the locum {THIRD} will drive it from Monday",
]
ADV_VOICE: Final[list[str]] = [
    "[US] hi this is {VNAME} my social is {VNATID} i'm calling about the hail claim",
    "[GB] hiya it's {VFIRST} my mobile is {VPHONE} the windscreen man from autoglass never came",
    "[GB] yeah my surname is {SPELL} and the renewal letter spelled it wrong",
    "[IE] hello it's {VNAME} from {VADDR} about the burst pipe",
    "[IE] my pps is {VNATID} for the no claims letter",
    "[AU] g'day {VNAME} here my postcode is {VPC} the nrma van went to the wrong suburb",
    "[AU] yeah date of birth {VDOB} and the policy has the wrong year",
    "[TR] merhaba ben {VNAME} telefonum {VPHONE} kasko hasarı için arıyorum",
    "[TR] tc kimlik numaram {VNATID} poliçe yenileme için",
    "[AR] hola habla {VNAME} mi celular es {VPHONE} por el choque del sábado en palermo",
    "[AR] mi mail es {VEMAIL} no me llegó la póliza",
    "[KR] hello it's {VNAME} my resident registration number is {VNATID} for the travel claim",
    "[BE] goeiedag met {VNAME} mijn gsm is {VPHONE} voor de autopech op de ring van antwerpen",
    "[BE] bonjour c'est {VFIRST} mon numéro national {VNATIDFR}",
    "the code i got was {VOTP} and it says expired",
    "the card number is {VCARD} for the excess my name is {VNAME}",
    "my policy number is {VPOLICY} and i was born {VDOB}",
    "hi i spoke to {LSTAFF} yesterday the other driver was {LTHIRD} the number is {VPHONE}",
]
ADV_EMAIL: Final[list[str]] = [
    "[US] Hi {STAFF},\n\nAttaching the police report for the break-in at {ADDR}. Claim {CLAIM}.\n\nThanks,\n{NAME}\n{PHONE}",
    "[US] To whom it may concern,\n\nPlease stop the autopay from routing {ROUTING}, account {ACCT}. I moved my car to Geico.\n\n{NAME}",
    "[GB] Dear Claims Team,\n\nThe third party was {THIRD} (silver Vauxhall Corsa), phone {PHONE}. My NI no. is {NATID}.\n\nKind regards,\n{NAME}",
    "[GB] Hello,\n\nWe've moved, please update home policy {POLICY} to:\n{ADDRNL}\n\nMany thanks,\n{INIT}",
    "[IE] Hi there,\n\nI'm {NAME}, DOB {DOB}, PPS {NATID}. I need a letter of no claims bonus for my new insurer.\n\nThanks a mill,\n{FIRST}",
    "[IE] Dear Sir/Madam,\n\nDirect debit please from:\n{IBANNL}\n\nRegards,\n{NAME}\n{ADDR}",
    "[AU] Hi team,\n\nHail damage on the Mazda CX-5 at home ({ADDR}). Policy {POLICY}.\n\nCheers,\n{NAME}\n{PHONE}",
    "[AU] Hello,\n\nPlease pay the vet bill refund to BSB {BSB}, account {ACCT}. Our kelpie is fine now.\n\nRegards,\n{NAME}",
    "[TR] Merhaba,\n\nAxa Sigorta üzerinden aldığım konut sigortası için hasar başvurusu yapmak istiyorum. TC kimlik no {NATID}, doğum tarihim {DOB}.\n\nSaygılarımla,\n{NAME}\n{PHONE}",
    "[TR] Sayın Yetkili,\n\nPoliçe iptali sonrası iade için IBAN:\n{IBAN}\n\nİyi çalışmalar,\n{UPNAME}",
    "[AR] Hola {STAFF},\n\nTe paso los datos del siniestro: DNI {DNI}, domicilio {ADDR}.\n\nSaludos,\n{NAME}\n{PHONE}",
    "[AR] Buenas,\n\nCambié el mail, ahora es {OEMAIL}. La póliza del auto es {POLICY}.\n\nAbrazo,\n{FIRST}",
    "[KR] 안녕하세요,\n\n{HANGUL}입니다. 휴대폰 파손 보험 청구합니다. 연락처 {PHONE}, 주소 {ADDR}\n\n감사합니다.\n{HANGUL}",
    "[KR] Dear team,\n\nMy resident registration number is {NATID} and my birthday {NDOB}. Travel claim {CLAIM}.\n\nBest,\n{WEST}",
    "[BE] Beste,\n\nHierbij mijn gegevens voor de brandverzekering:\n{ADDRNL}\nRijksregisternummer {NATID}\n\nMet vriendelijke groeten,\n{NAME}",
    "[BE] Madame, Monsieur,\n\nVeuillez rembourser sur {IBANC}. Ma carte Bancontact {BCCARD} a été débitée deux fois.\n\nCordialement,\n{NAME}\n{PHONE}",
    "Hi {STAFF},\n\nI can't log in to the app on my Pixel 8 with {EMAIL} and {PASS}. The last login shows {IP}.\n\nThanks,\n{INIT}",
    "Hello,\n\nOur comparison widget uses the key {APIKEY}; it was pasted in a ticket, please revoke it. Server {IP}.\n\nRegards,\n{NAME}\nIT Lead\n{PHONE}",
    "Hi,\n\nThe excess was taken twice from\n{CARDNL}\nPlease refund.\n\nThank you,\n{NAME}\n{EMAILCB}",
]
ADV_FORM: Final[list[str]] = [
    "[US] Claim form\nInsured: {NAME}\nSSN: {NATID}\nDate of birth: {DOB}\nAddress: {ADDR}\nPhone: {PHONE}",
    "[GB] Named driver added\nPolicyholder: {UPNAME}\nDriver: {THIRD}\nDOB (policyholder): {DOB}\nPolicy: {POLICY}",
    "[GB] Direct Debit mandate\nAccount holder: {NAME}\nSort code: {SORT}\nAccount number: {ACCT}\nEmail: {EMAIL}",
    "[IE] Proposal form\nName: {NAME}\nPPSN: {NATID}\nEircode: {PC}\nMobile: {PHONE}",
    "[AU] Pet claim\nOwner: {NAME}\nPet: Milo (cavoodle)\nAddress:\n{ADDRNL}\nMobile: {PHONE}",
    "[AU] Refund details\nAccount name: {UPNAME}\nBSB: {BSB}\nAccount: {ACCT}\nMember no.: {CUST}",
    "[TR] Hasar İhbar Formu\nAd Soyad: {NAME}\nT.C. Kimlik No: {NATID}\nDoğum Tarihi: {DOB}\nAdres: {ADDR}\nCep: {PHONE}",
    "[TR] Sigortalı: {UPNAME}\nKarşı taraf: {THIRD}\nPlaka: {PLATE}\nDosya no: {CLAIM}",
    "[AR] Denuncia de siniestro\nAsegurado: {NAME}\nDNI: {DNI}\nCUIL: {CUIL}\nDomicilio:\n{ADDRNL}",
    "[AR] Datos bancarios\nTitular: {NAME}\nCBU: {ACCT}\nCelular: {PHONE}\nCorreo: {OEMAIL}",
    "[KR] 보험금 청구서\n성명: {HANGUL}\n주민등록번호: {NATID}\n생년월일: {NDOB}\n주소: {ADDR}\n연락처: {PHONE}",
    "[KR] Name (English): {UPNAME}\nDate of birth: {DOB}\nBank: Shinhan\nAccount: {ACCT}\nEmail: {EMAILFW}",
    "[BE] Aangifte schadegeval\nNaam: {NAME}\nRijksregisternr.: {NATID}\nGeboortedatum: {NDOB}\nAdres: {ADDR}\nIBAN: {IBAN}",
    "[BE] Constat amiable\nConducteur A: {NAME}\nConducteur B: {THIRD}\nTéléphone B: {PHONE}\nPlaque A: {PLATE}",
    "Security alert\nCustomer no.: {CUST}\nDevice: Safari on iPhone\nLogin from: {IP}\nOne-time code: {OTP}\nEmail: {EMAILPAR}",
    "Replacement device\nModel: Galaxy S24\nCourier ref: {TRK2}\nDeliver to: {NAME}\n{ADDRNL}",
    "Broker API\nPartner: Compare Cover Ltd\nKey: {APIKEY}\nAllowed IP: {IP}\nContact: {NAME}",
    "Account recovery\nPolicy: {POLICY}\nSecurity answer: {SECANS}\nNew PIN: {PIN}\nName: {NAME}",
    "Witness statement\nWitness: {THIRD}\nWitness phone: {PHONENL}\nClaim: {CLAIM}\nVehicle: Toyota Hilux, VIN {VIN}",
]
ADV_QUOTED: Final[list[str]] = [
    "[US] Here you go\n\n> Please confirm the policyholder's SSN and date of birth.\n\n{NATID}\n{DOB}",
    "[GB] Done.\n\n-----Original Message-----\nFrom: {NAME}\nSent: 02 December 2026\nSubject: windscreen\n\nSort code {SORT}, account {ACCT}.",
    "[IE] See below.\n\n> Can you confirm your Eircode and a contact number for the Autoglass fitter?\n\n{PC}, {PHONE}. {FIRST}",
    "[AU] Yep.\n\nOn Tue, 1 Dec 2026 at 09:10, {STAFF} wrote:\n> Is the address still {ADDR}?\n\nMoved last month, new one to follow. {INIT}",
    "[TR] Buyrun.\n\n> Sayın {NAME}, lütfen IBAN ve TC kimlik numaranızı iletin.\n\n{IBAN}\n{NATID}\n{NAME}",
    "[AR] Ahí va.\n\nEl mar, 1 dic 2026 a las 11:02, Siniestros escribió:\n> ¿Nos pasás el DNI y un celular?\n\n{DNI} / {PHONE}",
    "[KR] 네 맞아요.\n\n> 주민등록번호와 연락처를 보내주세요.\n\n{NATID}\n{PHONE}\n{WEST}",
    "[BE] Voilà.\n\n---------- Forwarded message ---------\nFrom: {NAME} <{EMAIL}>\nDate: mar. 1 déc. 2026\nSubject: sinistre\n\nNuméro national {NATID}.",
    "[BE] Klopt!\n\nOp di 1 dec 2026 om 10:15 schreef {STAFF}:\n> Is het rekeningnummer nog {IBANC}?",
    "Still waiting.\n\nOn Wed, 2 Dec 2026 at 14:40, Claims Team wrote:\n> Hi {FIRST}, your replacement iPhone 15 ships with tracking {TRK}.",
    "Begin forwarded message:\n\nFrom: {THIRD}\nSubject: urgent - claim payout\n\n> Reply with the code {OTP} to release your payout to Revolut\n\nI did and gave card {CARDX}. Call me {PHONE}. {FIRST}",
    "> Can you confirm the date of birth on the policy?\n\n{DOB}, and the name is {LNAME}, lower case on the portal.",
    "Done.\n\n> Please reply with your customer number and the account for the refund.\n\n{CUST}\n{ACCT}\n{NAME}",
    "Here.\n\nOn Thu, 3 Dec 2026 at 08:02, {STAFF} wrote:\n> Which address and IBAN should we use?\n\n{ADDRNL}\n{IBANNL}",
    "No!\n\n> We registered a new email on your account: {EMAIL}\n\nNot mine, mine is {EMAILBR}. {NAME}",
    "Noted.\n\n> The assessor {THIRD} will visit on Friday; contact {PHONE}.\n\nThanks, {LFIRST}",
    "[GB] Right.\n\n> To pass security, what is your memorable word?\n\n{SECANS}. {UPNAME}",
]


# --------------------------------------------------------------------------- benign skeletons

# fmt: off
FILLS: Final[dict[str, list[str]]] = {
    "CAR": ["Ford Fiesta", "Kia Sportage", "Hyundai Tucson", "Renault Clio", "Tesla Model 3", "Toyota Hilux", "VW Golf", "Mazda CX-5", "Vauxhall Corsa", "Nissan Qashqai", "Fiat Cronos", "Toyota Corolla", "Peugeot 208", "Ford Ranger", "Chevrolet Cheyenne", "Ford Mustang Shelby GT500", "Subaru Outback", "Skoda Octavia", "Hyundai Ioniq 5", "Kia EV6", "Dacia Duster", "Tofaş Şahin", "VW Amarok", "Porsche Cayenne", "Ferrari Roma", "Mercedes-Benz A-Class", "BMW X3", "Honda CR-V"],
    "BRAND": ["Ralph Lauren", "Ted Baker", "Dr. Martens", "Louis Vuitton", "Tommy Hilfiger", "Calvin Klein", "Hugo Boss", "Paul Smith", "Jimmy Choo", "Michael Kors", "Kate Spade", "Stella McCartney"],
    "GADGET": ["iPhone 15 Pro", "Galaxy S24 Ultra", "Pixel 8", "iPad Air", "MacBook Air", "Galaxy Z Flip5", "Apple Watch", "AirPods Pro", "Xiaomi 13T", "Nintendo Switch", "Sony WH-1000XM5 headphones", "GoPro Hero 12", "Dyson V15"],
    "INSURER": ["Allianz", "AXA", "Zurich", "Aviva", "FBD", "NRMA", "AAMI", "Budget Direct", "Geico", "State Farm", "Progressive", "Anadolu Sigorta", "Sancor Seguros", "La Caja", "Samsung Fire & Marine", "DB Insurance", "Ethias", "AG Insurance", "Baloise", "Direct Line", "Admiral"],
    "GARAGE": ["Kwik Fit", "Halfords", "Autoglass", "National Windscreens", "Carglass", "Midas", "Pep Boys", "Ultra Tune", "Bob Jane T-Marts", "Jiffy Lube", "Norauto", "Euromaster", "Safelite", "O'Brien Glass"],
    "ROADSIDE": ["the RAC", "the AA", "Green Flag", "NRMA roadside", "RACV", "AAA", "Touring", "VAB", "the ACA tow truck"],
    "PAY": ["Apple Pay", "Google Pay", "PayPal", "Bancontact", "Payconiq", "Mercado Pago", "KakaoPay", "Toss", "Naver Pay", "Papara", "Revolut", "BPAY", "Venmo", "Zelle", "direct debit"],
    "PRODUCT": ["home insurance", "contents cover", "buildings cover", "car insurance", "travel insurance", "pet insurance", "gadget cover", "landlord insurance", "multi-trip travel", "third party fire and theft", "comprehensive cover", "the kasko", "the omnium"],
    "FEATURE": ["windscreen cover", "key cover", "legal expenses", "a courtesy car", "breakdown cover", "accidental damage", "new-for-old", "no-claims protection", "rent guarantee", "vet fees cover", "an excess waiver", "roadside assistance", "hire car excess cover"],
    "AMOUNT": ["$250", "US$1,200", "£150", "£95.40", "€300", "€75,50", "A$500", "AUD 1,050", "₺4.500", "TL 2,750", "ARS 120.000", "$45.000", "₩350,000", "KRW 50,000"],
    "PLACE": ["Chicago", "Denver", "Tucson", "Leeds", "Cardiff", "Galway", "Cork", "Killarney", "Brisbane", "Geelong", "Bondi", "Fremantle", "Kadıköy", "Antalya", "Bariloche", "Mendoza", "Rosario", "Palermo", "Busan", "Jeju", "Gangnam", "Ghent", "Liège", "Bruges", "Namur", "Luján", "Brecht", "Cheyenne, Wyoming", "Hampstead Heath"],
    "ROAD": ["the M62", "the M50", "I-95", "the Pacific Motorway", "the Bruce Highway", "the E40", "the Brussels ring", "TEM otoyolu", "the Panamericana", "the Gyeongbu Expressway", "the N7", "the A1"],
    "AIRPORT": ["Heathrow", "Dublin Airport", "Shannon Airport", "JFK", "Sydney Airport", "Istanbul Airport", "Sabiha Gökçen", "Ezeiza", "Aeroparque", "Incheon Airport", "Gimpo", "Brussels Airport", "Charleroi"],
    "WEATHER": ["the hailstorm", "the flash flood", "the bushfire smoke", "the cyclone", "the heatwave", "the ice storm", "black ice", "the sudestada", "the typhoon", "the monsoon rain", "the frost", "the lightning strike"],
    "ROLE": ["the assessor", "the claims handler", "your loss adjuster", "the underwriter", "the windscreen technician", "the tow truck driver", "the vet", "the repairer", "the locksmith", "the plumber", "the call centre agent", "your renewals team"],
    "PET": ["our cat Biscuit", "the labrador, Nacho", "our spoodle Waffles", "our kelpie Rusty", "our cockatoo Kevin", "the beagle Mango", "our rabbit Toffee", "the cat Gerald", "our pug Dumpling", "our Jindo, Bori"],
    "BREED": ["cavoodle", "French bulldog", "border collie", "kelpie", "Maine Coon", "dachshund", "Jindo", "Kangal", "golden retriever", "Staffy", "dogo argentino", "Belgian Malinois"],
    "STATUS": ["pending", "under review", "approved", "settled", "declined", "awaiting documents", "with the assessor", "closed"],
    "DAY": ["1 March", "the 14th", "next Monday", "renewal day", "31/12/2026", "Friday", "the end of the month", "1st of June", "2026-04-01", "the weekend", "Boxing Day", "Australia Day", "Chuseok"],
    "TIME": ["9am", "14:30", "after lunch", "tonight", "first thing", "half five", "noon"],
    "ROOM": ["kitchen ceiling", "bathroom floor", "garage door", "back fence", "roof tiles", "carport", "hallway laminate", "conservatory", "bay window"],
    "HELLO": ["Hi", "Hello", "Hi Claims Team", "Dear Sir/Madam", "G'day", "Howya", "Good morning", "Hi there", "Hello team"],
    "THANKS": ["Thanks", "Cheers", "Thanks a mill", "Ta", "Many thanks", "Thank you", "Thanks in advance"],
    "SIGN": ["a worried customer", "a long-time policyholder", "a frustrated driver", "the office manager, Harbourside Dental", "the Fleet Desk, Brightwater Couriers", "Accounts Payable", "a very wet homeowner", "a first-time claimant", "Flatmates of the top floor", "the Lettings Team, Keystone Homes"],
    "TEAM": ["Claims Team", "Renewals", "Customer Care", "Motor Claims", "Pet Claims", "Travel Assistance", "Home Claims", "Policy Services"],
    "ERR": ["Error 503", "POLICY_NOT_FOUND", "upload failed", "session timed out", "payment declined", "Hata 404", "Error al procesar", "오류가 발생했습니다", "Fout bij betaling", "Erreur 500"],
    "CODE": ["SAFE10", "MULTICAR15", "PETWEEK", "SPRING26", "KASKO20", "VERANO10", "GOHOME5"],
    "WORDY": ["the banjo got smashed in the move", "we slipped on the ice on Hampstead Heath", "the flight into Shannon Airport was diverted", "dün akşam yağmur yağdı, çatı aktı", "the ebru painting in the hall got wet", "we were on the Luján day trip when it happened", "the cabin near Nahuel Huapi flooded", "i pay from a Mirae Asset account", "the car was parked at Brecht station", "the neighbour's Chevrolet Cheyenne rolled into our fence", "the Shelby GT500 lives in the garage", "a red Ferrari clipped my wing mirror"],
    "TRFEAT": ["cam kırılması teminatı", "ikame araç", "mini onarım", "yol yardım", "deprem teminatı", "hukuksal koruma"],
    "TRSTATUS": ["inceleniyor", "onaylandı", "beklemede", "eksper atandı", "kapandı"],
    "TRDAY": ["15 Ocak", "1 Mart", "30 Nisan", "12 Eylül", "3 Kasım"],
    "TRAMOUNT": ["₺4.500", "12.400 TL", "₺9.850", "TL 2.750", "7.200 TL"],
    "ESTADO": ["en revisión", "aprobado", "pendiente", "cerrado", "rechazado", "con el perito"],
    "ESDAY": ["el lunes", "el 10 de mayo", "principios de mes", "el feriado", "la semana pasada"],
    "ARROAD": ["la Panamericana", "la General Paz", "la ruta 2", "la Costanera", "la autopista Riccheri"],
    "KRSTATUS": ["접수 완료", "심사 중", "지급 완료", "보류", "서류 보완 요청"],
    "NLFEAT": ["rechtsbijstand", "pechverhelping", "glasbraak", "diefstaldekking", "een vervangwagen"],
    "NLPROD": ["de omnium", "de brandverzekering", "de familiale", "de reisverzekering", "mijn autoverzekering"],
    "NLWEATHER": ["het onweer", "de hagelbui", "de storm", "de overstroming", "de vorst"],
    "NLROLE": ["de expert", "de schade-expert", "de loodgieter", "de takeldienst", "de glaszetter"],
    "NLROOM": ["keuken", "badkamer", "garagepoort", "dakgoot", "veranda"],
    "NLDAY": ["maandag", "vrijdag", "volgende week", "dinsdagochtend", "het einde van de maand"],
    "FRROLE": ["l'expert", "le dépanneur", "le plombier", "le carrossier", "le technicien Carglass"],
    "FRTIME": ["9h", "14h30", "midi", "en fin de journée", "demain matin"],
    "VCAR": ["ford fiesta", "kia sportage", "hyundai tucson", "renault clio", "tesla model three", "toyota hilux", "vw golf", "vauxhall corsa", "fiat cronos", "toyota corolla", "ford ranger", "porsche cayenne", "mercedes benz"],
    "VPLACE": ["leeds", "galway", "brisbane", "geelong", "antalya", "rosario", "busan", "ghent", "denver", "cork", "mendoza", "namur"],
    "VROLE": ["the assessor", "the claims handler", "the tow truck driver", "the windscreen man", "the plumber", "the vet", "someone in renewals"],
    "VAMOUNT": ["two hundred and fifty pounds", "five hundred dollars", "three hundred euro", "eighty dollars", "four thousand lira", "fifty thousand won", "twelve thousand pesos"],
    "VDAY": ["monday", "friday", "the weekend", "last night", "renewal day", "boxing day", "christmas eve"],
    "VTIME": ["nine", "half past two", "lunchtime", "after five", "first thing tomorrow"],
    "VWEATHER": ["the hail", "the storm", "the flood", "the frost", "the wind last night", "the heatwave"],
    "VPET": ["our cat biscuit", "the dog rusty", "our cockatoo kevin", "the puppy mango", "our rabbit toffee"],
    "VGADGET": ["iphone", "samsung galaxy", "ipad", "laptop", "apple watch", "nintendo switch", "airpods"],
    "VINSURER": ["the rac", "the aa", "green flag", "nrma", "allianz", "axa", "geico", "ethias", "anadolu sigorta", "sancor"],
}
# fmt: on
BEN_CHAT: Final[list[str]] = [
    "hi, does my {PRODUCT} include {FEATURE}? renewal is {DAY}",
    "the {CAR} got hit in a car park, is that covered under {PRODUCT}?",
    "{WEATHER} wrecked the {ROOM}, how do i start a claim",
    "is {GARAGE} an approved repairer for you or do i need {ROLE} first",
    "my {GADGET} screen cracked, is the excess {AMOUNT}?",
    "does pet cover pay for {PET} if its a dental thing",
    "cant pay by {PAY}, page says {ERR}",
    "claim status says {STATUS} for weeks now 😤",
    "whats the excess on {FEATURE}? quote said {AMOUNT}",
    "waited 3 hrs for {ROADSIDE} on {ROAD}, not happy",
    "do you cover a {BREED} puppy from 8 weeks?",
    "renewal went up by {AMOUNT}, can someone explain",
    "is a {CAR} an insurance group nightmare or fine",
    "stuck at {AIRPORT}, flight cancelled, does {PRODUCT} cover the hotel",
    "{ROLE} said they'd call back {DAY}, nothing yet",
    "can i add {FEATURE} midterm?",
    "SOMEONE KEYED THE {CAR}!!! what do i do",
    "i switched from {INSURER}, will my no claims transfer",
    "is {CODE} still valid for a multi policy discount",
    "windscreen chip on {ROAD} this morning, {GARAGE} or someone else?",
    "do you insure {BRAND} handbags on contents or do i need a specified item",
    "does travel cover skiing near {PLACE}?",
    "the {GADGET} was stolen at {PLACE}, police ref to follow",
    "{HELLO}, is {FEATURE} worth it honestly",
    "{THANKS}!! the payout came through 🙏",
    "need a courtesy car while {GARAGE} fixes the {CAR}",
    "hail damage on the {CAR} after {WEATHER} in {PLACE}",
    "is {PET} covered if he's older than 8",
    "my landlord policy says {STATUS}, tenant moved out {DAY}",
    "pay monthly by {PAY} or annually, which is cheaper",
    "{ROLE} is coming at {TIME}, do i need to be home",
    "my Dr. Martens got ruined when {WEATHER} flooded the hall lol, claimable?",
    "is the {CAR} classed as a performance car for you",
    "i got a quote from {INSURER} for {AMOUNT} less, can you match it",
    "does home insurance cover damage from {WEATHER}",
    "how long does {ROLE} usually take to sign off a claim",
    "{WORDY}, and now the claim is {STATUS}",
    "excess for {PRODUCT} is {AMOUNT}? thats mad",
    "merhaba, kaskoda {TRFEAT} var mı?",
    "hola, el {CAR} sigue {ESTADO}, cuándo me avisan?",
    "안녕하세요 {GADGET} 액정 파손도 보상되나요?",
    "dag, is {NLFEAT} inbegrepen bij {NLPROD}?",
    "bonjour, {FRROLE} passe à quelle heure ? {FRTIME} ?",
    "kasko yenileme {TRDAY}, fiyat {TRAMOUNT} çıktı, çok pahalı",
    "che, la grúa del ACA nunca vino, estoy en {ARROAD}",
    "can i pay the excess by {PAY}",
    "does {PRODUCT} cover {PET} if we travel to {PLACE}",
    "is {AIRPORT} parking damage covered",
    "ok {ROLE} was lovely, thank you",
    "app keeps saying {ERR} when i upload photos of the {ROOM}",
    "we're moving to {PLACE}, does {PRODUCT} follow us",
    "question about {FEATURE} on the {CAR}",
    "{BREED} or {BREED}, which is cheaper to insure 😂",
    "my son passed his test, adding him to the {CAR}, how much roughly",
    "gadget cover for a {GADGET} AND a {GADGET}?",
    "where do i send photos of the {ROOM}",
    "the tow from {ROAD} to {GARAGE} cost {AMOUNT}, reimbursed?",
    "does {INSURER} own you now or is that a rumour",
    "pls cancel {FEATURE} from {DAY}",
    "is {STATUS} good or bad lol",
    "my Ted Baker coat and a {BRAND} bag were in the stolen suitcase, about {AMOUNT} all up",
    "do i need to list the Louis Vuitton holdall and the Ralph Lauren jacket separately on {PRODUCT}?",
    "the Porsche Cayenne next door reversed into our {CAR}, their insurer is {INSURER}",
    "quote for a Ferrari Roma vs a {CAR}, just curious 😅",
    "our cat Biscuit knocked the {GADGET} off the counter, is that accidental damage?",
    "can our cockatoo Kevin go on {PRODUCT} or is it cats and dogs only",
    "hit and run while parked at Brecht station, the {CAR} has a dented door",
    "yağmur yüzünden bodrumu su bastı, konut sigortası karşılar mı? dosya durumu: {TRSTATUS}",
    "the ebru painting we bought in {PLACE} got water damage, do i need a valuation?",
    "alquilamos una cabaña en Nahuel Huapi {ESDAY}, el seguro de viaje cubre cancelación?",
    "slipped on the ice on Hampstead Heath and cracked the {GADGET} 🙃",
    "flight out of Shannon Airport delayed 9 hours, can i claim on {PRODUCT}?",
    "viajamos a Luján {ESDAY} con el {CAR}, tengo grúa incluida?",
    "the neighbour's Chevrolet Cheyenne rolled into our {ROOM}, who pays?",
    "is a Shelby GT500 a nightmare to insure compared to a {CAR}",
    "the banjo and the {GADGET} both got damaged in the move, is that contents cover?",
    "can i pay the premium from my Mirae Asset account with {PAY}?",
    "waht does {FEATURE} actualy cover, the polcy wording is so confusing",
    "i have been with you eleven years and when {WEATHER} hit and the {ROOM} was ruined nobody called back, {ROLE} cancelled twice, the hotline kept me on hold for an hour and now the claim says {STATUS}, honestly the worst service i have had from any insurer and i am moving to {INSURER} at renewal",
    "no idea what {FEATURE} even is tbh 🤷",
]
BEN_VOICE: Final[list[str]] = [
    "hi im calling about the {VCAR} someone reversed into it in {VPLACE}",
    "hello the windscreen on my {VCAR} cracked on the motorway what do i do",
    "yes hi {VROLE} was supposed to come on {VDAY} and nobody showed up",
    "hi my {VGADGET} fell in the pool can i claim on the gadget cover",
    "hello the excess is {VAMOUNT} is that right it seems a lot",
    "hi {VWEATHER} took half the fence down can someone call me back",
    "hello i want to add {VPET} to the pet policy",
    "hi the renewal is {VAMOUNT} more than last year why",
    "yes hello i broke down near {VPLACE} and {VINSURER} said to ring you",
    "hi can {VROLE} come at {VTIME} instead",
    "hello i'm in {VPLACE} on holiday and my bag was stolen",
    "hi just ringing to say thanks {VROLE} was brilliant",
    "hello is the claim for the {VCAR} still open or closed",
    "hi {VPET} needs an operation is that covered",
    "hello i paid {VAMOUNT} for the tow can i get it back",
    "hi my {VGADGET} was nicked on the train on {VDAY}",
    "hello i'd like to cancel the travel policy from {VDAY}",
    "hi does my policy cover {VWEATHER} damage to the roof",
    "hello i switched from {VINSURER} do i need a no claims letter",
    "hi the garage says the {VCAR} is a write off what happens now",
    "hello can i pay the excess for the {VCAR} over the phone today",
    "hi we had a leak in the kitchen after {VWEATHER} who do i talk to",
    "hello {VROLE} said i should get a letter by {VDAY}",
    "hi is there a discount if i insure the {VCAR} and the house",
    "hello i'm calling from {VPLACE} the car won't start can you send someone",
    "hi the vet bill for {VPET} was {VAMOUNT} how much do i get back",
    "hello just checking the claim reached {VROLE} before {VTIME}",
    "hi my {VGADGET} screen went black after {VWEATHER} is that accidental damage",
]
BEN_EMAIL: Final[list[str]] = [
    "{HELLO},\n\nThe {CAR} was damaged in {WEATHER}. Could {ROLE} take a look before {DAY}?\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nMy renewal for {PRODUCT} came in {AMOUNT} higher than last year. Can you explain why?\n\nKind regards,\n{SIGN}",
    "Dear {TEAM},\n\nThe claim for the {ROOM} is still {STATUS}. It has been three weeks.\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nI would like to add {FEATURE} to my {PRODUCT} from {DAY}.\n\nBest,\n{SIGN}",
    "Dear {TEAM},\n\n{GARAGE} quoted {AMOUNT} for the repair. Is that within what you will pay?\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nOur flight from {AIRPORT} was cancelled and we stayed two nights in {PLACE}. How do we claim under {PRODUCT}?\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nIs {PET} covered for the physio the vet recommended?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nMy {GADGET} was stolen. The police report is attached; the claim status says {STATUS}.\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nWe waited four hours for {ROADSIDE} on {ROAD} with two children in the car. This is not acceptable.\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nThe payment page shows {ERR} when I pay by {PAY}.\n\nRegards,\n{SIGN}",
    "Dear {TEAM},\n\nDoes the contents cover include {BRAND} items over £1,500, or do they need to be listed?\n\nKind regards,\n{SIGN}",
    "Merhaba,\n\n{CAR} için kasko teklifi almak istiyorum. {TRFEAT} dahil mi?\n\nSaygılarımla,\nbir sigortalı",
    "Hola,\n\nel {CAR} está en el taller desde {ESDAY} y el siniestro figura {ESTADO}.\n\nSaludos,\nun asegurado",
    "안녕하세요,\n\n{GADGET} 분실 보험 청구 진행 상황이 궁금합니다. 현재 상태: {KRSTATUS}.\n\n감사합니다.\n보험 가입자",
    "Beste,\n\nNa {NLWEATHER} is de {NLROOM} beschadigd. Wanneer komt {NLROLE}?\n\nMet vriendelijke groeten,\neen trouwe klant",
    "Bonjour,\n\nle pare-brise de la {CAR} est fissuré. Puis-je aller chez {GARAGE} ?\n\nCordialement,\nune cliente fidèle",
    "{HELLO},\n\nI'm switching from {INSURER}. Will my no-claims discount carry over to {PRODUCT}?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nWe are a small fleet of {CAR}s. Do you offer fleet cover with {FEATURE}?\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nThe {ROOM} flooded after {WEATHER}. {ROLE} has been and gone; what happens next?\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nQuick one: {WORDY}. Is that covered under {FEATURE}?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nPlease cancel {PRODUCT} from {DAY}; we sold the {CAR}.\n\nKind regards,\n{SIGN}",
    "{HELLO},\n\nCan you confirm the excess on {FEATURE} is {AMOUNT}?\n\nBest wishes,\n{SIGN}",
    "{HELLO},\n\nWe adopted a {BREED}. What would pet cover cost per month?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nThe code {CODE} from your newsletter does not work at checkout.\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nI paid {AMOUNT} to {GARAGE} myself. How do I get reimbursed?\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nIs a {CAR} covered for driving in {PLACE} during {DAY}?\n\nCheers,\n{SIGN}",
    "Dear {TEAM},\n\nOur rental in {PLACE} had a leak in the {ROOM}; the tenant reported it {DAY}.\n\nKind regards,\n{SIGN}",
    "{HELLO},\n\nThe {GADGET} replacement arrived but it is the wrong colour.\n\n{THANKS},\n{SIGN}",
]
BEN_FORM: Final[list[str]] = [
    "Claim type: motor\nVehicle: {CAR}\nCause: {WEATHER}\nStatus: {STATUS}",
    "Quote request\nProduct: {PRODUCT}\nAdd-on: {FEATURE}\nStart: {DAY}",
    "Gadget claim\nDevice: {GADGET}\nIssue: cracked screen\nExcess: {AMOUNT}",
    "Pet claim\nPet: {PET}\nBreed: {BREED}\nVet fee: {AMOUNT}",
    "Roadside\nProvider: {ROADSIDE}\nLocation: {ROAD}\nWait: 3 hours",
    "Home claim\nRoom: {ROOM}\nCause: {WEATHER}\nVisit by: {ROLE}",
    "Repair\nGarage: {GARAGE}\nVehicle: {CAR}\nQuote: {AMOUNT}",
    "Travel claim\nAirport: {AIRPORT}\nDestination: {PLACE}\nPolicy: {PRODUCT}",
    "Payment\nMethod: {PAY}\nAmount: {AMOUNT}\nResult: {ERR}",
    "Switching\nPrevious insurer: {INSURER}\nNo claims: 5 years\nProduct: {PRODUCT}",
    "Name: (not given)\nTopic: {FEATURE}\nStatus: {STATUS}",
    "Ad Soyad: -\nKonu: {TRFEAT}\nDurum: {TRSTATUS}",
    "Nombre: (sin datos)\nVehículo: {CAR}\nEstado: {ESTADO}",
    "성명: 미기재\n기기: {GADGET}\n상태: {KRSTATUS}",
    "Naam: -\nProduct: {NLPROD}\nOorzaak: {NLWEATHER}",
    "Nom : non communiqué\nGarage : {GARAGE}\nVéhicule : {CAR}",
    "Contents item\nBrand: {BRAND}\nValue: {AMOUNT}\nListed: no",
    "Promo\nCode: {CODE}\nProduct: {PRODUCT}\nResult: {ERR}",
    "Cancellation\nProduct: {PRODUCT}\nFrom: {DAY}\nReason: sold the {CAR}",
    "Callback\nWith: {ROLE}\nWhen: {TIME}\nAbout: {FEATURE}",
    "Landlord claim\nProperty area: {PLACE}\nDamage: {ROOM}\nStatus: {STATUS}",
    "Windscreen\nRepairer: {GARAGE}\nVehicle: {CAR}\nChip size: 2 cm",
    "Feedback\nHandler: {ROLE}\nRating: 5/5\nComment: {WORDY}",
    "Breakdown\nCover: {ROADSIDE}\nVehicle: {CAR}\nRoad: {ROAD}",
    "Complaint\nAbout: {FEATURE}\nEscalate to: {ROLE}\nStatus: {STATUS}",
    "Pet quote\nBreed: {BREED}\nAge: 2\nCover: {FEATURE}",
    "Customer no.: to follow\nProduct: {PRODUCT}\nQuestion: {FEATURE}",
    "Storm claim\nEvent: {WEATHER}\nArea: {PLACE}\nRoom: {ROOM}",
]
BEN_QUOTED: Final[list[str]] = [
    "Thanks, that works.\n\n> Your premium will now be collected by {PAY}.\n> {TEAM}",
    "Still waiting.\n\n> The repair at {GARAGE} is booked for {DAY}.",
    "Great!\n\nOn Mon, 30 Nov 2026 at 10:15, {TEAM} wrote:\n> Your claim for the {ROOM} has been {STATUS}.",
    "Understood.\n\n> A visit from {ROLE} is booked for {TIME}.",
    "OK.\n\n-----Original Message-----\nFrom: {TEAM}\nSubject: your renewal\n\nYour {PRODUCT} renews on {DAY} at {AMOUNT}.",
    "Good to know.\n\n> All our {PRODUCT} policies include {FEATURE}.",
    "Is this real?\n\n> Congratulations! Use {CODE} to save {AMOUNT} before {DAY}.",
    "No thanks.\n\n> Would you like to add {FEATURE}?",
    "Yes please.\n\n> We can offer a courtesy {CAR} while yours is repaired.",
    "Perfecto.\n\nEl lun, 30 nov 2026 a las 09:12, Siniestros escribió:\n> El siniestro quedó {ESTADO}.",
    "Teşekkürler.\n\n> Kasko poliçeniz {TRDAY} tarihinde yenilenecek.",
    "감사합니다.\n\n> {GADGET} 수리 접수가 완료되었습니다.",
    "Bedankt.\n\n> Op {NLDAY} komt {NLROLE} langs.",
    "Merci.\n\n> Votre rendez-vous chez {GARAGE} est confirmé.",
    "Still broken.\n\n> Please clear your cache; {ERR} should go away.",
    "Done.\n\n---------- Forwarded message ---------\nFrom: {TEAM}\nSubject: pet claim\n\nThe vet invoice for {PET} has been received.",
    "Hmm.\n\n> {INSURER} underwrites your {PRODUCT}.",
    "Ok.\n\n> Our office near {PLACE} is closed on {DAY}.",
    "Fine by me.\n\n> The tow truck will take the {CAR} to {GARAGE}.",
    "Why?\n\n> An excess of {AMOUNT} applies to {FEATURE}.",
    "Thanks.\n\nBegin forwarded message:\n\nFrom: {TEAM}\nSubject: roadside\n\nHelp from {ROADSIDE} is on the way to {ROAD}.",
    "Got it.\n\n> The repair on the {CAR} was approved by {ROLE}.",
    "Noted.\n\n> Claims after {WEATHER} are handled by a dedicated team.",
    "Ha!\n\n> {WORDY}",
    "Still {STATUS}.\n\n> Your claim for {AMOUNT} is with {ROLE}.",
    "Sure.\n\nOn Tue, 1 Dec 2026 at 11:00, {TEAM} wrote:\n> Could you send photos of the {ROOM}?",
    "Yes.\n\n> Is the {GADGET} still under the manufacturer's warranty?",
    "OK.\n\n> Pick up your hire car at {AIRPORT}, desk 4.",
]


def adversarial_rows() -> list[Row]:
    rng = random.Random(ADVERSARIAL_SEED)
    return fill_adversarial(
        {
            "chat": ADV_CHAT,
            "voice": ADV_VOICE,
            "email": ADV_EMAIL,
            "form": ADV_FORM,
            "quoted": ADV_QUOTED,
        },
        render_untagged(TAG, lambda body, index, tag: render(body, Ctx(rng, index, tag))),
        check_style,
        renders=RENDERS,
        prefix="twelfth-adv",
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
        prefix="twelfth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("twelfth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
