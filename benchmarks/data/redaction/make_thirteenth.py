"""Write the thirteenth held-out redaction sets, `adversarial_pii_thirteenth.jsonl` and
`benign_support_thirteenth.jsonl`: a thirteenth blind measure, written without reading the
redactor, its tests, its data files or its output, and never run through it by its author.

    python benchmarks/data/redaction/make_thirteenth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: the student services office of an online university and
language school (admissions and applications, tuition fees and instalment plans, scholarships and
bursaries, student loans, exam bookings and remote proctoring, special arrangements for exams,
transcripts and certificates, visa letters for the residential weeks, summer-school housing,
library and learning-platform logins, graduation, refunds and withdrawals, and the parents,
sponsors and employers who pay). Its students, applicants, parents, sponsors and employers live in
Canada, Mexico, Poland, Vietnam, the Philippines, Egypt, Japan, New Zealand, Portugal and Kenya.
Most messages are in English; some are in Polish, Mexican Spanish, Vietnamese (with and without
diacritics), Taglish, Egyptian Arabic (romanised, with and without Franco-Arabic digits, and in
Arabic script), Japanese (romaji and Japanese script), European Portuguese and a little Swahili.
A skeleton is a string with `{SLOT}` placeholders and may start with a `[CC]` country tag; each
message draws one persona (of that country when tagged) with that persona's address, phone
style, birth date, national numbers, account and email, a member of the school's staff, a third
party of the same country (a parent, a sponsor, an employer's contact, a proctor, a fraudster)
and fresh digits. Every typed slot leaves a span whose offsets are computed while the message is
assembled and checked to hold the inserted value. Every number that has a check digit carries a
valid one: cards (Luhn), Polish, Portuguese and Egyptian IBANs (mod 97; the Polish bank sort code
and the Portuguese NIB check digits too), Mexican CLABEs, Polish PESEL, Portuguese NIF, Canadian
SIN (Luhn), Mexican CURP and RFC (their verifiers), Japanese My Number, New Zealand IRD numbers,
DHL Express waybills (mod 7) and UPU S10 numbers. PESEL, CURP, RFC and the Egyptian national id
encode the persona's birth date (and sex where the format does); a Vietnamese CCCD encodes the
century, sex and year of birth. The Egyptian id's last digit, the Philippine TIN and PhilSys
card number, the Kenyan ID and KRA PIN and the New Zealand bank account follow their formats
only (no check digit is published or claimed). Every person, address, number and credential is
invented.

Labelling rules (the README's conventions, and these choices):

* A span covers the value only, never its cue word, a title before it ("Dr") or an honorific
  or particle after it ("-san", "様", "po", "ạ"); Japanese script glued to a name ("です", "様")
  is outside the span. A Japanese or Vietnamese
  name is written family name first and is one PERSON span in that order; so is a name in Arabic
  or Japanese script, a name with a particle ("da", "Te", "El-"), a name written
  "Surname, Given" on a form, a letter-spaced or dash-spelled surname.
* A postal address written as one is one ADDRESS span from the house number (or flat, unit,
  block, P.O. Box or first line) to the town, state or prefecture; its postcode is a separate
  POSTCODE span, without "C.P." or "〒". Where the postcode comes before the town (Mexico,
  Poland, Portugal, a Kenyan P.O. Box) the town after it is a second ADDRESS span; a Japanese
  address in Japanese script follows its postcode.
* Student numbers, application references, invoice numbers and exam booking references after a
  cue word are CUSTOMER_ID. Module codes, course codes, room numbers, term dates, deadlines and
  fee amounts are never labelled. Courier and postal numbers of certificates and transcripts are
  TRACKING.
* National numbers (SIN, CURP, RFC, PESEL, CCCD, TIN, PhilSys card number, Egyptian national id,
  My Number, IRD number, NIF, Kenyan ID number, KRA PIN) are SSN.
* Polish, Portuguese and Egyptian accounts written as IBANs are IBAN; a CLABE, a Canadian transit
  number, and every domestic account number (Canadian, Japanese, Vietnamese, Philippine, Kenyan,
  New Zealand) is BANK_ACCOUNT, each a span. A Canadian institution number and a Japanese branch
  code name a bank or a branch, not a person, and are not labelled; neither is the school's own
  M-Pesa paybill number. An M-Pesa, GCash or MB Way number is a phone number: PHONE.
* Passwords, one-time codes, security answers, learning-platform API tokens, proctoring exam
  access codes, library PINs and a card's CVV are SECRET; a card's expiry date is not labelled.
  Proctoring and login logs' IP addresses are IP.
* Scholarships, bursaries, prizes, halls, libraries, rooms and courses named after people
  (Newton Hall, the Rizal Library, the Wangari Maathai Bursary, the Shakespeare module, Ho Chi
  Minh Thought, the Sor Juana award) name an institution or a subject, not a person, and carry no
  span; a street named after a person inside an address is part of the ADDRESS span. Pets' names
  are not labelled. Universities, exam boards, proctoring services, payment brands, airlines,
  banks, cities and countries carry no span.
* Birth dates are DATE_OF_BIRTH in numeric, written, Japanese era ("平成10年3月14日", "H10.3.14")
  and spoken forms; term dates and deadlines are not. Some personas' names are also words,
  places or brands (Tanner, Paloma, Jagoda, Chrząszcz, Thu, Sương, Triết, Tala, Bituin, Fanous,
  Sallam/سلام, Hotaru, Tūī, Lockerbie, Mihi, Furaha) and the benign set uses those words as words.
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
    luhn_complete,
    luhn_ok,
    number_words,
    ordinal_numeral,
    ordinal_words,
    render_untagged,
    s10_check_digit,
    write_sets,
    year_words,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_thirteenth.jsonl"
BENIGN_FILE: Final = "benign_support_thirteenth.jsonl"
ADVERSARIAL_SEED: Final = 20261313_31
BENIGN_SEED: Final = 20261313_32
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("CA", "MX", "PL", "VN", "PH", "EG", "JP", "NZ", "PT", "KE")


class Persona:
    """A student, applicant, parent or sponsor: given and family name, the name as written in
    full (Vietnamese and Japanese family name first), the name they are called by, sex (for the
    numbers that encode it), and the name and family name in Arabic or Japanese script."""

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

# Canadian (a Québécois double name, a Punjabi surname), Mexican (two family names, Nahuatl
# given and family names), Polish (ł, ą, ż, a double name), Vietnamese (family name first),
# Filipino, Egyptian (Arabic script, a Coptic given name, El-), Japanese (family name first,
# macrons, kanji), New Zealand (Māori names with macrons, the particle Te), Portuguese (the
# particle da, two family names) and Kenyan (Kikuyu, Luo). Names that are also words, places or
# brands: Tanner (a trade), Paloma (a cocktail), Jagoda (a berry), Chrząszcz (a beetle, the
# tongue-twister), Dudek (a hoopoe), Thu (autumn), Sương (dew, fog), Triết (philosophy), Tala and
# Bituin (stars), Fanous (a Ramadan lantern), Sallam (peace, hello), Hotaru (a firefly, the
# graduation song), Tūī (a bird, a beer), Lockerbie (a town), Mihi (a greeting speech), Furaha
# (joy), Benedita (a town).
PERSONAS: Final[dict[str, list[Persona]]] = {
    "CA": [
        P("Tanner", "Vandersteen", "M"),
        P("Ginette", "Bélair-Ouimet", "F"),
        P("Harjot", "Sandhar", "M"),
    ],
    "MX": [
        P("Citlali", "Xicoténcatl Ruvalcaba", "F"),
        P("Paloma", "Arreguín Zavaleta", "F"),
        P("Uriel", "Cuautle Barragán", "M"),
    ],
    "PL": [
        P("Jagoda", "Pstrągowska", "F"),
        P("Wawrzyniec", "Chrząszcz", "M"),
        P("Bronisława", "Kmieciak-Dudek", "F"),
    ],
    "VN": [
        P("Hoài Thu", "Ung", "F", full="Ung Hoài Thu", call="Thu"),
        P("Khôi Triết", "Lã", "M", full="Lã Khôi Triết", call="Triết"),
        P("Uyển Sương", "Ninh", "F", full="Ninh Uyển Sương", call="Sương"),
    ],
    "PH": [
        P("Tala", "Dumaguing", "F"),
        P("Jhunrey", "Manalastas", "M"),
        P("Bituin", "Agbayani", "F"),
    ],
    "EG": [
        P("Shahenda", "El-Gammal", "F", script="شاهندة الجمال", script_family="الجمال"),
        P("Abanoub", "Fanous", "M", script="أبانوب فانوس", script_family="فانوس"),
        P("Hadeer", "Sallam", "F", script="هدير سلام", script_family="سلام"),
    ],
    "JP": [
        P(
            "Sōsuke",
            "Mitarai",
            "M",
            full="Mitarai Sōsuke",
            script="御手洗 颯介",
            script_family="御手洗",
        ),
        P(
            "Ibuki",
            "Kasahara",
            "F",
            full="Kasahara Ibuki",
            script="笠原 伊吹",
            script_family="笠原",
        ),
        P("Hotaru", "Tsuzuki", "F", full="Tsuzuki Hotaru", script="都筑 蛍", script_family="都筑"),
    ],
    "NZ": [
        P("Tūī", "Rangihuna", "F"),
        P("Fergus", "Lockerbie", "M"),
        P("Mihi", "Te Maiharoa", "F"),
    ],
    "PT": [
        P("Benedita", "da Cunha Sarmento", "F"),
        P("Tomé", "Vilaça Amaral", "M"),
        P("Matilde", "Seixas Rebelo", "F"),
    ],
    "KE": [
        P("Wangeci", "Wachira", "F"),
        P("Furaha", "Oyugi", "M"),
        P("Apiyo", "Owuor", "F"),
    ],
}
FAMILY_FIRST: Final = {"VN", "JP"}
# admissions officers, bursars, exam officers, tutors, librarians of the school
STAFF: Final[list[str]] = ["Ondine", "Casimir", "Ysolde", "Anselm", "Marisela", "Tancredi", "Thaddeus", "Ikaika", "Fumiko", "Sigrun", "Bartosz", "Ligaya", "Nesrine", "Florbela"]  # fmt: skip
# parents, sponsors, employers' contacts, proctors, fraudsters
THIRDS: Final[dict[str, list[str]]] = {
    "CA": ["Aurore Arsenault", "Rennick Abernathy-Stroud"],
    "MX": ["Eréndira Tzintzun", "Heriberto Lomelí Ocampo"],
    "PL": ["Gerwazy Wąchocki", "Halina Gąsiorek"],
    "VN": ["Đinh Trọng Nghĩa", "Bế Yến Nhi"],
    "PH": ["Amihan Lagdameo", "Ernesto Buenaflor"],
    "EG": ["Hatem Zorkany", "Nevine Ghobrial"],
    "JP": ["Iwashita Tsutomu", "Kurokawa Minori"],
    "NZ": ["Ihaia Tokomaru", "Graeme Tollemache-Brown"],
    "PT": ["Rui Esteves Carvalhal", "Gracinda Couceiro"],
    "KE": ["Omondi Ogola", "Jeptoo Kirui"],
}
DOMAINS: Final[dict[str, list[str]]] = {
    "CA": ["videotron.ca", "rogers.com"],
    "MX": ["prodigy.net.mx", "yahoo.com.mx"],
    "PL": ["wp.pl", "interia.pl"],
    "VN": ["gmail.com", "fpt.vn"],
    "PH": ["yahoo.com.ph", "gmail.com"],
    "EG": ["tedata.net.eg", "outlook.com"],
    "JP": ["docomo.ne.jp", "yahoo.co.jp"],
    "NZ": ["xtra.co.nz", "slingshot.co.nz"],
    "PT": ["sapo.pt", "netcabo.pt"],
    "KE": ["gmail.com", "yahoo.com"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span, "|" where a line breaks when the address is
# written over several lines (", " when on one); where the postcode comes before the town (Mexico,
# Poland, Portugal, a Kenyan P.O. Box) the town after it is a second ADDRESS span. A Japanese
# address in Japanese script follows its postcode after "〒"; an Egyptian one is in Arabic script.
ADDRESSES: Final[dict[str, list[str]]] = {
    "CA": [
        "[2207 Rue Beaubien Est, app. 4|Montréal, QC] <H1Y 1H6>",
        "[88 Wychwood Park Cres, Unit 1102|Toronto, ON] <M6G 2V5>",
        "[4150 Quesnel Ave|Prince George, BC] <V2M 3C7>",
        "[17 Rosebank Lane|Dartmouth, NS] <B2W 4P9>",
    ],
    "MX": [
        "[Calle Zacatlán 214, int. 6, Col. Roma Sur]|C.P. <06760> [Cuauhtémoc, CDMX]",
        "[Av. Chapultepec Sur 1187, depto 3B, Col. Americana]|C.P. <44160> [Guadalajara, Jalisco]",
        "[Privada Los Nogales 42, Fracc. Cumbres Elite]|C.P. <64349> [Monterrey, Nuevo León]",
        "[Calle 21 #318 x 14 y 16, Col. García Ginerés]|C.P. <97070> [Mérida, Yucatán]",
    ],
    "PL": [
        "[ul. Słowackiego 37/12]|<31-159> [Kraków]",
        "[os. Tysiąclecia 18 m. 44]|<40-871> [Katowice]",
        "[ul. Piaskowa 6]|<62-080> [Tarnowo Podgórne]",
        "[al. Grunwaldzka 211/5]|<80-266> [Gdańsk]",
    ],
    "VN": [
        "[Số 27, ngõ 158 Hoàng Quốc Việt|Nghĩa Đô, Cầu Giấy, Hà Nội] <11307>",
        "[142/9 Nguyễn Đình Chiểu, Phường 6|Quận 3, TP. Hồ Chí Minh] <72406>",
        "[Lô B2-18 đường Võ Chí Công, Hòa Hải|Ngũ Hành Sơn, Đà Nẵng] <50511>",
    ],
    "PH": [
        "[Blk 9 Lot 22, Camella Homes Phase 3|Brgy. Molino IV, Bacoor, Cavite] <4102>",
        "[Unit 1807, Tower 2, Avida Residences|Sucat, Muntinlupa City] <1770>",
        "[143 Mabini St., Brgy. Poblacion|Tagbilaran City, Bohol] <6300>",
    ],
    "EG": [
        "[14 Shar'a Ahmed Orabi, Apt 7|Mohandessin, Giza] <12655>",
        "[Villa 38, El Banafseg 4|New Cairo, Cairo] <11835>",
        "[22 شارع الخليفة المأمون، الدور الخامس|مصر الجديدة، القاهرة] <11341>",
        "[5 Midan Saad Zaghloul, flat 12|Raml Station, Alexandria] <21519>",
    ],
    "JP": [
        "〒<150-0042> [東京都渋谷区宇田川町31-6 ホワイトハイツ204号室]",
        "[2-8-15 Kōenji-minami, Suginami-ku|Tokyo] <166-0003>",
        "[Sakae 3-22-7, Naka-ku|Nagoya, Aichi] <460-0008>",
        "〒<604-8152> [京都府京都市中京区手洗水町645 シャトー烏丸502]",
    ],
    "NZ": [
        "[14B Tītoki Terrace|Mount Victoria, Wellington] <6011>",
        "[Flat 3, 227 Great King Street North|Dunedin] <9016>",
        "[62 Kōwhai Road|Te Awamutu] <3800>",
        "[418 Kaipara Coast Highway, RD 2|Warkworth] <0982>",
    ],
    "PT": [
        "[Rua Actor Taborda 27, 3.º dto]|<1000-007> [Lisboa]",
        "[Travessa do Carregal 14, r/c esq]|<4050-160> [Porto]",
        "[Urbanização Quinta da Lomba, Lote 9, 2.º A]|<3030-213> [Coimbra]",
    ],
    "KE": [
        "[P.O. Box 2147]-<80100>|[Mombasa]",
        "[Hse No. 27, Kindaruma Road, Kilimani|Nairobi] <00100>",
        "[Apt B12, Riverside Gardens, off Waiyaki Way|Westlands, Nairobi] <00800>",
        "[Plot 44, Milimani Estate|Kisumu] <40100>",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")
NON_LATIN: Final = re.compile(r"[\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff]")

# '#' is a digit 2-9, anything else literal
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "CA": ["(416) ###-####", "+1 604-###-####", "514.###.####", "1 (902) ### ####"],
    "MX": ["55 #### ####", "+52 1 33 #### ####", "+52 (81) #### ####", "(222) ### ####"],
    "PL": ["5## ### ###", "+48 6## ### ###", "+48 22 ### ## ##", "0048 7## ###-###"],
    "VN": ["09## ### ###", "+84 9# ### ####", "03#.###.####", "(028) 38## ####"],
    "PH": ["0917 ### ####", "+63 9## ### ####", "(02) 8### ####", "0998-###-####"],
    "EG": ["010 #### ####", "+20 12 #### ####", "0111 ### ####", "(02) 2### ####"],
    "JP": ["090-####-####", "+81 80-####-####", "03-####-####", "070 #### ####"],
    "NZ": ["021 ### ####", "+64 27 ### ####", "(09) ### ####", "022-###-####"],
    "PT": ["91# ### ###", "+351 93# ### ###", "21# ### ###", "00351 96# ### ###"],
    "KE": ["07## ### ###", "+254 7## ### ###", "011# ### ###", "+254 (0) 72# ######"],
}
# the local mobile form read out in voice messages
SPOKEN_PHONE: Final[dict[str, str]] = {
    "CA": "##########",
    "MX": "55########",
    "PL": "5########",
    "VN": "09########",
    "PH": "09#########",
    "EG": "01#########",
    "JP": "090########",
    "NZ": "021#######",
    "PT": "91#######",
    "KE": "07########",
}
DIGIT_WORDS: Final[dict[str, list[str]]] = {
    "en": "zero one two three four five six seven eight nine".split(),
    "nz": "oh one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "vi": "không một hai ba bốn năm sáu bảy tám chín".split(),
    "va": "khong mot hai ba bon nam sau bay tam chin".split(),
    "ar": "sifr wahid itnen talata arba'a khamsa sitta sab'a tamanya tis'a".split(),
    "ja": "zero ichi ni san yon go roku nana hachi kyuu".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa".split(),
}
COUNTRY_LANG: Final = {"CA": "en", "MX": "es", "PL": "pl", "VN": "vi", "PH": "en", "EG": "ar", "JP": "ja", "NZ": "nz", "PT": "pt", "KE": "en"}  # fmt: skip
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "ar": ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
}  # fmt: skip
# Visa, Mastercard (51, 53, 55, 2221), Amex (34, 37), JCB (3530), Discover (6011), UnionPay (62)
LUHN_PREFIXES: Final = ["4", "4", "51", "53", "55", "2221", "34", "37", "3530", "6011", "62"]
CARD_LENGTHS: Final = {"34": 15, "37": 15}
PASSWORD_WORDS: Final = ["Pierogi", "Tlayuda", "Sinigang", "Koshari", "Takoyaki", "Hokeypokey", "Bifana", "Githeri", "Poutine", "Chilaquiles", "Mahshi", "Banhcuon"]  # fmt: skip
SECURITY_ANSWERS: Final = ["Pan Kleks", "Pelusa", "Tita Baby", "Mishmish", "Pochi", "bacalhau", "Timbits", "Kibeti", "Bolek", "Mr Whiskerton", "escuela 14", "Sampaguita"]  # fmt: skip
ALNUM: Final = string.ascii_uppercase + string.digits
CODE_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
IBAN_COUNTRIES: Final = ("PL", "PT", "EG")
ID_NAMES: Final[dict[str, list[str]]] = {
    "CA": ["SIN", "social insurance no."],
    "MX": ["CURP", "CURP no."],
    "PL": ["PESEL", "nr PESEL"],
    "VN": ["CCCD", "căn cước no."],
    "PH": ["TIN", "tax identification no."],
    "EG": ["national ID", "national ID (raqam qawmi)"],
    "JP": ["My Number", "My Number (kojin bango)"],
    "NZ": ["IRD number", "IRD no."],
    "PT": ["NIF", "contribuinte no."],
    "KE": ["ID no.", "ID card no."],
}
PESEL_WEIGHTS: Final = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
PL_SORT_WEIGHTS: Final = (3, 9, 7, 1, 3, 9, 7)
CURP_CHARS: Final = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_CHARS: Final = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
CURP_STATES: Final = ["DF", "JC", "NL", "YN", "PL", "VZ"]
CLABE_WEIGHTS: Final = (3, 7, 1)
IRD_WEIGHTS: Final = ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6))
CA_INSTITUTIONS: Final = ["001", "002", "003", "004", "006", "010", "815"]
VN_PROVINCES: Final = ["001", "079", "048", "031", "036"]
EG_GOVERNORATES: Final = ["01", "02", "21", "12", "88"]


# --------------------------------------------------------------------------- check digits


def pesel_digit(body: str) -> str:
    """The last digit of a PESEL (weights 1379137913, ten minus the sum's last digit)."""
    return str(-sum(int(c) * w for c, w in zip(body, PESEL_WEIGHTS, strict=True)) % 10)


def nif_digit(body: str) -> str:
    """The ninth digit of a Portuguese NIF (weights 9 to 2, mod 11; 0 or 1 give 0)."""
    r = sum(int(c) * w for c, w in zip(body, range(9, 1, -1), strict=True)) % 11
    return "0" if r < 2 else str(11 - r)


def my_number_digit(body: str) -> str:
    """The twelfth digit of a Japanese My Number (weights 2-7, 2-6 from the right, mod 11)."""
    total = sum(int(body[-n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = total % 11
    return "0" if r <= 1 else str(11 - r)


def ird_digit(base: str) -> str | None:
    """The check digit of a New Zealand IRD number whose other digits are `base` (padded to
    eight), by the primary then the secondary weights; None when neither gives one."""
    padded = base.zfill(8)
    for weights in IRD_WEIGHTS:
        r = sum(int(c) * w for c, w in zip(padded, weights, strict=True)) % 11
        if r == 0:
            return "0"
        if 11 - r <= 9:
            return str(11 - r)
    return None


def pl_sort_code(body: str) -> str:
    """A Polish bank sort code: the seven digits and their check (weights 3971397)."""
    return body + str(-sum(int(c) * w for c, w in zip(body, PL_SORT_WEIGHTS, strict=True)) % 10)


def nib_digits(body: str) -> str:
    """The two check digits of a Portuguese NIB whose first nineteen digits are `body`."""
    return f"{98 - int(body) * 100 % 97:02d}"


def clabe_digit(body: str) -> str:
    """The eighteenth digit of a Mexican CLABE (weights 3, 7, 1 repeated, each product mod 10)."""
    total = sum(int(c) * CLABE_WEIGHTS[i % 3] % 10 for i, c in enumerate(body))
    return str(-total % 10)


def curp_digit(body: str) -> str:
    """The eighteenth character of a CURP (values 0-9, A-Z with Ñ, weights 18 down to 2)."""
    total = sum(CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(body))
    return str(-total % 10)


def rfc_digit(body: str) -> str:
    """The thirteenth character of an RFC (values with & and Ñ, weights 13 down to 2, mod 11)."""
    r = sum(RFC_CHARS.index(c) * (13 - i) for i, c in enumerate(body)) % 11
    return "0" if r == 0 else ("A" if r == 1 else str(11 - r))


def dhl_digit(body: str) -> str:
    """The tenth digit of a DHL Express waybill: the first nine mod 7."""
    return str(int(body) % 7)


# --------------------------------------------------------------------------- spoken and folded


# The letters NFKD leaves whole, as a keyboard without accents writes them (Polish ł, đ).
FOLDS: Final = {"đ": "d", "Đ": "D", "ł": "l", "Ł": "L"}
SPEECH: Final = Speech(FOLDS, DIGIT_WORDS)
fold, plain, spoken_words = SPEECH.fold, SPEECH.plain, SPEECH.spoken_words


def said(value: str, lang: str = "en") -> str:
    """A number or code read out: digits as words in `lang`, letters lower case; a New Zealand
    number the New Zealand way, 0 as "oh" and a pair of equal digits as "double"."""
    if lang == "nz":
        return SPEECH.said_doubled(re.sub(r"\D", "", value), "nz")
    return SPEECH.said(value, lang)


def spoken_address(value: str) -> str:
    """An address as speech-to-text writes it: lower case ASCII without punctuation, numbers up
    to 99 as words and longer ones digit by digit. Unlike `Speech.spoken_address`, a number
    glued to letters ("12b") stays glued, as this set was written."""
    text = re.sub(r"[^\w\s]", " ", fold(value).lower())

    def say(match: re.Match[str]) -> str:
        number, rest = match.group(1), match.group(2)
        head = (
            number_words(int(number))
            if len(number) <= 2 and not number.startswith("0")
            else said(number)
        )
        return head + (f" {rest}" if rest else "")

    text = re.sub(r"(\d+)([a-z]*)\b", say, text)
    return re.sub(r"\s+", " ", text).strip()


def era(y: int, m: int, d: int) -> tuple[str, str, str]:
    """A Japanese era date: the era in kanji, its letter and the year in it (元 for the first)."""
    if (y, m, d) >= (1989, 1, 8):
        name, letter, n = "平成", "H", y - 1988
    else:
        name, letter, n = "昭和", "S", y - 1925
    return name, letter, ("元" if n == 1 else str(n))


def first_inner(word: str, vowels: bool) -> str:
    """The first letter after the first that is a vowel (or a consonant), as CURPs take it."""
    for c in word[1:]:
        if (c in "AEIOU") == vowels:
            return c
    return "X"


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, birth date and email domain;
    a member of staff, a third party and fresh digits. `turns` counts the phone numbers written
    so far for each country, so that its formats come in turn across the set."""

    def __init__(
        self, rng: random.Random, index: int, country: str | None, turns: dict[str, int]
    ) -> None:
        self.rng = rng
        self.turns = turns
        self.index = index
        self.country = country or COUNTRIES[(index * 3 + 1) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.person = people[(index // len(COUNTRIES) + index) % len(people)]
        places = ADDRESSES[self.country]
        self.address = places[(index * 5 + 2) % len(places)]
        self.staff = STAFF[(index * 5 + 3) % len(STAFF)]
        thirds = THIRDS[self.country]
        self.third = thirds[(index * 3 + 1) % len(thirds)]
        domains = DOMAINS[self.country]
        self.domain = domains[index % len(domains)]
        self.birth = (rng.randint(1968, 2007), rng.randint(1, 12), rng.randint(1, 28))

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

    def family_first(self) -> bool:
        return self.country in FAMILY_FIRST

    def initialled(self) -> str:
        """The name as a form or signature shortens it: an initial and the family name, or (a
        Vietnamese or Japanese name) the family name in capitals before the given name."""
        p = self.person
        if self.family_first():
            return f"{p.family.upper()} {p.given}"
        return f"{p.given[0]}. {p.family}"

    def last_first(self) -> str:
        p = self.person
        return f"{p.family}, {p.given}"

    # ---- contact values

    def phone(self, mobile: bool = False) -> str:
        """A number in one of the country's formats (a mobile one, the first two, when a
        wallet such as M-Pesa, GCash or MB Way is paid from it)."""
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
        """The local mobile with its digits spaced, paired with dots or slashed."""
        raw = self.mobile_digits()
        layout = self.index % 3
        if layout == 0:
            return " ".join(raw)
        if layout == 1:
            return ".".join(raw[i : i + 2] for i in range(0, len(raw), 2))
        return f"{raw[:3]} / {raw[3:6]} / {raw[6:]}"

    def broken_phone(self) -> str:
        """A number broken across a line at the separator nearest its middle (a space becomes
        the line break; after a dot or a dash the break is added)."""
        p = self.phone()
        cuts = [i for i, c in enumerate(p) if c in " .-" and 0 < i < len(p) - 1]
        cut = min(cuts, key=lambda i: abs(i - len(p) // 2))
        if p[cut] == " ":
            return p[:cut] + "\n" + p[cut + 1 :]
        return p[: cut + 1] + "\n" + p[cut + 1 :]

    def spoken_phone(self, lang: str | None = None) -> str:
        number = self.mobile_digits()
        if self.country == "CA":
            number = self.rng.choice("23456789") + number[1:]
        return said(number, lang or self.lang())

    def email(self) -> str:
        return f"{self.local()}@{self.domain}"

    def third_email(self) -> str:
        return f"{self.local(fold(self.third))}@{self.pick(DOMAINS[self.country])}"

    def obfuscated_email(self, style: int | None = None) -> str:
        """The persona's email written to dodge a pattern: in the country's own words for "at"
        and "dot" (Mexico, Poland, Portugal, Vietnam, Japan), else in `style` (or one drawn)."""
        local, (host, _, tld) = self.local(), self.domain.partition(".")
        by_country = {
            "MX": f"{local} arroba {host} punto {tld.replace('.', ' punto ')}",
            "PL": f"{local} małpa {host} kropka {tld.replace('.', ' kropka ')}",
            "PT": f"{local} arroba {host} ponto {tld.replace('.', ' ponto ')}",
            "VN": f"{local} a còng {host} chấm {tld.replace('.', ' chấm ')}",
            "JP": f"{local} アットマーク {host} ドット {tld.replace('.', ' ドット ')}",
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
        f = plain(self.person.call)
        s = plain(self.person.family.split()[-1])
        host, _, tld = self.domain.partition(".")
        at, dot = {
            "MX": ("arroba", "punto"),
            "PT": ("arroba", "ponto"),
            "PL": ("małpa", "kropka"),
        }.get(self.country, ("at", "dot"))
        return f"{f} {dot} {s} {at} {host} {dot} {tld.replace('.', f' {dot} ')}"

    # ---- birth dates

    def dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1]
        era_name, era_letter, era_year = era(y, m, d)
        styles = {
            "CA": [f"{y}-{m:02d}-{d:02d}", f"{month} {d}, {y}", f"{d:02d}/{m:02d}/{y}"],
            "MX": [f"{d:02d}/{m:02d}/{y}", f"{d} de {LOCAL_MONTHS['es'][m - 1]} de {y}", f"{d:02d}-{LOCAL_MONTHS['es'][m - 1][:3]}-{y % 100:02d}"],
            "PL": [f"{d:02d}.{m:02d}.{y}", f"{d} {LOCAL_MONTHS['pl'][m - 1]} {y}", f"{y}-{m:02d}-{d:02d}"],
            "VN": [f"{d:02d}/{m:02d}/{y}", f"{d} tháng {m} năm {y}", f"{d}-{m}-{y}"],
            "PH": [f"{month} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{d} {month[:3]} {y}"],
            "EG": [f"{d}/{m}/{y}", f"{d} {LOCAL_MONTHS['ar'][m - 1]} {y}", f"{d:02d}-{m:02d}-{y}"],
            "JP": [f"{y}年{m}月{d}日", f"{y}/{m:02d}/{d:02d}", f"{era_letter}{era_year}.{m}.{d}" if era_year != "元" else f"{era_name}元年{m}月{d}日", f"{era_name}{era_year}年{m}月{d}日"],
            "NZ": [f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{d}.{m}.{y % 100:02d}"],
            "PT": [f"{d:02d}/{m:02d}/{y}", f"{d} de {LOCAL_MONTHS['pt'][m - 1]} de {y}", f"{d:02d}-{m:02d}-{y}"],
            "KE": [f"{d:02d}/{m:02d}/{y}", f"{ordinal_numeral(d)} {month} {y}", f"{d:02d}.{m:02d}.{y % 100:02d}"],
        }[self.country]  # fmt: skip
        return styles[self.index % len(styles)]

    def numeric_dob(self) -> str:
        """The birth date in the country's numeric form (beside a number that encodes it)."""
        y, m, d = self.birth
        if self.country == "CA":
            return f"{y}-{m:02d}-{d:02d}"
        if self.country == "JP":
            return f"{y}/{m:02d}/{d:02d}"
        if self.country == "PH":
            return f"{m:02d}/{d:02d}/{y}"
        return f"{d:02d}/{m:02d}/{y}"

    def japanese_dob(self) -> str:
        y, m, d = self.birth
        era_name, _, era_year = era(y, m, d)
        return self.pick([f"{y}年{m}月{d}日", f"{era_name}{era_year}年{m}月{d}日"])

    def era_dob(self) -> str:
        y, m, d = self.birth
        era_name, era_letter, era_year = era(y, m, d)
        if era_year == "元":
            return f"{era_name}元年{m}月{d}日"
        return self.pick([f"{era_letter}{era_year}.{m}.{d}", f"{era_name}{era_year}年{m}月{d}日"])

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.country in ("CA", "PH"):
            return f"{month} {ordinal_words(d)} {year_words(y)}"
        return f"the {ordinal_words(d)} of {month} {year_words(y)}"

    # ---- national numbers (PESEL, CURP, RFC, the Egyptian id and the CCCD agree with the birth)

    def sin(self) -> str:
        n = luhn_complete(self.rng.choice("1234567"), 9, self.rng)
        return self.pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}", n])

    def curp_letters(self) -> tuple[str, str]:
        """The four initial letters and the three inner consonants of the persona's CURP."""
        paternal, maternal = (plain(w).upper() for w in self.person.family.split())
        given = plain(self.person.given).upper()
        head = paternal[0] + first_inner(paternal, True) + maternal[0] + given[0]
        inner = (
            first_inner(paternal, False) + first_inner(maternal, False) + first_inner(given, False)
        )
        return head, inner

    def curp(self) -> str:
        y, m, d = self.birth
        head, inner = self.curp_letters()
        sex = "H" if self.person.sex == "M" else "M"
        homoclave = self.rng.choice(string.digits if y < 2000 else string.ascii_uppercase)
        body = f"{head}{y % 100:02d}{m:02d}{d:02d}{sex}{self.pick(CURP_STATES)}{inner}{homoclave}"
        return body + curp_digit(body)

    def rfc(self) -> str:
        y, m, d = self.birth
        head, _ = self.curp_letters()
        body = f"{head}{y % 100:02d}{m:02d}{d:02d}{self.letters(2, CODE_CHARS)}"
        return body + rfc_digit(body)

    def pesel(self) -> str:
        y, m, d = self.birth
        month = m + (20 if y >= 2000 else 0)
        sex = self.rng.choice("13579" if self.person.sex == "M" else "02468")
        body = f"{y % 100:02d}{month:02d}{d:02d}{self.digits(3)}{sex}"
        return body + pesel_digit(body)

    def cccd(self) -> str:
        y, _, _ = self.birth
        code = (0 if self.person.sex == "M" else 1) + (2 if y >= 2000 else 0)
        n = f"{self.pick(VN_PROVINCES)}{code}{y % 100:02d}{self.digits(6)}"
        return self.pick([n, f"{n[:3]} {n[3:6]} {n[6:]}"])

    def tin(self) -> str:
        n = self.digits(9)
        return self.pick([f"{n[:3]}-{n[3:6]}-{n[6:]}-000", f"{n[:3]} {n[3:6]} {n[6:]} 00000"])

    def pcn(self) -> str:
        n = self.rng.choice("123456789") + self.digits(15)
        return self.pick(
            [
                "-".join(n[i : i + 4] for i in range(0, 16, 4)),
                " ".join(n[i : i + 4] for i in range(0, 16, 4)),
            ]
        )

    def egypt_id(self) -> str:
        y, m, d = self.birth
        sex = self.rng.choice("13579" if self.person.sex == "M" else "02468")
        century = "2" if y < 2000 else "3"
        return f"{century}{y % 100:02d}{m:02d}{d:02d}{self.pick(EG_GOVERNORATES)}{self.digits(3)}{sex}{self.digits(1)}"

    def my_number(self) -> str:
        body = self.rng.choice("123456789") + self.digits(10)
        n = body + my_number_digit(body)
        return self.pick([f"{n[:4]} {n[4:8]} {n[8:]}", n, f"{n[:4]}-{n[4:8]}-{n[8:]}"])

    def ird(self) -> str:
        while True:
            if self.rng.random() < 0.5:
                base = str(self.rng.randint(1000000, 9999999))
            else:
                base = str(self.rng.randint(10000000, 14999999))
            check = ird_digit(base)
            if check is not None:
                n = base + check
                return f"{n[:-6]}-{n[-6:-3]}-{n[-3:]}" if self.rng.random() < 0.7 else n

    def nif(self) -> str:
        body = self.rng.choice("123") + self.digits(7)
        n = body + nif_digit(body)
        return self.pick([n, f"{n[:3]} {n[3:6]} {n[6:]}"])

    def kenya_id(self) -> str:
        return self.rng.choice("23") + self.digits(7)

    def kra_pin(self) -> str:
        return f"A{self.digits(9)}{self.letters(1)}"

    def national_id(self) -> str:
        return {
            "CA": self.sin,
            "MX": self.curp,
            "PL": self.pesel,
            "VN": self.cccd,
            "PH": self.tin,
            "EG": self.egypt_id,
            "JP": self.my_number,
            "NZ": self.ird,
            "PT": self.nif,
            "KE": self.kenya_id,
        }[self.country]()

    # ---- bank details

    def iban(self, country: str | None = None) -> str:
        cc = country or (
            self.country if self.country in IBAN_COUNTRIES else self.pick(list(IBAN_COUNTRIES))
        )
        if cc == "PL":
            sort = pl_sort_code(
                self.pick(["102", "105", "109", "114", "124", "249"]) + self.digits(4)
            )
            bban = sort + self.digits(16)
        elif cc == "PT":
            body = self.pick(["0035", "0033", "0010", "0007", "0018", "0036"]) + self.digits(15)
            bban = body + nib_digits(body)
        else:
            bban = self.pick(["0019", "0002", "0003", "0037"]) + self.digits(21)
        return iban_from_bban(cc, bban)

    def grouped(self, iban: str) -> str:
        return " ".join(iban[k : k + 4] for k in range(0, len(iban), 4))

    def odd_iban(self) -> str:
        i = self.iban()
        return [
            i,
            " ".join(i[k : k + 4] for k in range(0, len(i), 4)).lower(),
            "-".join(i[k : k + 4] for k in range(0, len(i), 4)),
            ".".join(i[k : k + 4] for k in range(0, len(i), 4)),
        ][self.index % 4]

    def broken_iban(self) -> str:
        groups = self.grouped(self.iban()).split()
        return " ".join(groups[:3]) + "\n" + " ".join(groups[3:])

    def clabe(self) -> str:
        body = (
            self.pick(["002", "012", "014", "072", "021", "127"])
            + self.pick(["180", "320", "580", "905"])
            + self.digits(11)
        )
        n = body + clabe_digit(body)
        return self.pick([n, f"{n[:3]} {n[3:6]} {n[6:17]} {n[17]}", f"{n[:6]} {n[6:12]} {n[12:]}"])

    def nz_account(self) -> str:
        bank = self.pick(["01", "02", "03", "06", "12", "38"])
        return f"{bank}-{self.digits(4)}-{self.rng.choice('0123')}{self.digits(6)}-{self.pick(['00', '01', '02', '000', '025'])}"

    def account(self) -> tuple[str, str]:
        """The persona's account in its country's domestic form, with its type (Polish,
        Portuguese and Egyptian accounts are written as IBANs, a Mexican one as a CLABE)."""
        c = self.country
        if c in IBAN_COUNTRIES:
            return self.grouped(self.iban(c)), "IBAN"
        if c == "MX":
            return self.clabe(), "BANK_ACCOUNT"
        if c == "NZ":
            return self.nz_account(), "BANK_ACCOUNT"
        if c in ("CA", "JP"):
            return self.digits(7), "BANK_ACCOUNT"
        if c == "VN":
            return self.pick(
                [self.digits(13), f"{self.digits(4)} {self.digits(4)} {self.digits(6)}"]
            ), "BANK_ACCOUNT"
        if c == "PH":
            return self.pick(
                [f"{self.digits(4)}-{self.digits(4)}-{self.digits(2)}", self.digits(12)]
            ), "BANK_ACCOUNT"
        return self.pick(
            [self.digits(13), f"{self.digits(4)} {self.digits(4)} {self.digits(5)}"]
        ), "BANK_ACCOUNT"

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
            return f"{c[:3]} {c[3:7]} {c[7:12]} {c[12:]}"
        return " - ".join(groups)

    def broken_card(self) -> str:
        c = self.card()
        return f"{c[:4]} {c[4:8]}\n{c[8:12]} {c[12:]}"

    def spoken_card(self) -> str:
        c = self.card()
        return " ".join(said(c[i : i + 4]) for i in range(0, len(c), 4))

    # ---- school ids and parcels

    def student(self) -> str:
        return self.pick(
            [
                f"{self.pick(['21', '22', '23', '24', '25', '26'])}{self.digits(6)}",
                f"STU-{self.digits(7)}",
                f"s{self.digits(7)}",
            ]
        )

    def application(self) -> str:
        return self.pick(
            [f"APP-26-{self.digits(5)}", f"A26/{self.digits(6)}", f"ADM{self.digits(7)}"]
        )

    def invoice(self) -> str:
        return self.pick(
            [
                f"INV-{self.digits(6)}",
                f"FEE-2026-{self.digits(5)}",
                f"TF/{self.digits(4)}/{self.letters(2)}",
            ]
        )

    def exam_booking(self) -> str:
        return self.pick([f"EXB{self.digits(7)}", f"EX-{self.letters(2)}-{self.digits(5)}"])

    def s10(self) -> str:
        serial = self.digits(8)
        prefix, office = self.pick(["RR-PT", "RB-CA", "EE-PH", "CP-PT", "EJ-JP", "RR-CA"]).split(
            "-"
        )
        return f"{prefix}{serial}{s10_check_digit(serial)}{office}"

    def courier(self) -> str:
        kind = self.index % 3
        if kind == 0:
            body = self.rng.choice("123456789") + self.digits(8)
            return body + dhl_digit(body)
        if kind == 1:
            return self.digits(12)
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
        marks = self.country == "VN"
        return {
            # ---- people
            "NAME": lambda: (p.full, "PERSON"),
            "FIRST": lambda: (p.call, "PERSON"),
            "LAST": lambda: (p.family, "PERSON"),
            "SCRIPT": lambda: (p.script, "PERSON"),
            "SCRIPTLAST": lambda: (p.script_family, "PERSON"),
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
            "SPELL": lambda: (" ".join(plain(p.family.split()[-1])), "PERSON"),
            "SPELLUP": lambda: ("-".join(plain(p.family.split()[-1]).upper()), "PERSON"),
            "STAFF": lambda: (self.staff, "PERSON"),
            "LSTAFF": lambda: (plain(self.staff), "PERSON"),
            "THIRD": lambda: (self.third, "PERSON"),
            "LTHIRD": lambda: (spoken_words(self.third), "PERSON"),
            # ---- contact and birth date
            "EMAIL": lambda: (self.email(), "EMAIL"),
            "THIRDEMAIL": lambda: (self.third_email(), "EMAIL"),
            "OEMAIL": lambda: (self.obfuscated_email(), "EMAIL"),
            "EMAILAT": lambda: (self.obfuscated_email(0), "EMAIL"),
            "EMAILBR": lambda: (self.obfuscated_email(1), "EMAIL"),
            "EMAILPAR": lambda: (self.obfuscated_email(2), "EMAIL"),
            "EMAILFW": lambda: (self.obfuscated_email(5), "EMAIL"),
            "EMAILCB": lambda: (self.obfuscated_email(6), "EMAIL"),
            "VEMAIL": lambda: (self.spoken_email(), "EMAIL"),
            "PHONE": lambda: (self.phone(), "PHONE"),
            "MOBILE": lambda: (self.phone(mobile=True), "PHONE"),
            "PHONEX": lambda: (self.odd_phone(), "PHONE"),
            "PHONENL": lambda: (self.broken_phone(), "PHONE"),
            "VPHONE": lambda: (self.spoken_phone(), "PHONE"),
            "VPHONESW": lambda: (self.spoken_phone("sw"), "PHONE"),
            "VPHONEA": lambda: (self.spoken_phone("va"), "PHONE"),
            "DOB": lambda: (self.dob(), "DATE_OF_BIRTH"),
            "NDOB": lambda: (self.numeric_dob(), "DATE_OF_BIRTH"),
            "JPDOB": lambda: (self.japanese_dob(), "DATE_OF_BIRTH"),
            "ERADOB": lambda: (self.era_dob(), "DATE_OF_BIRTH"),
            "VDOB": lambda: (self.spoken_dob(), "DATE_OF_BIRTH"),
            # ---- national numbers
            "IDNAME": lambda: (self.pick(ID_NAMES[self.country]), None),
            "NATID": lambda: (self.national_id(), "SSN"),
            "VNATID": lambda: (said(self.national_id(), self.lang()), "SSN"),
            "VNATIDA": lambda: (said(self.national_id(), "va"), "SSN"),
            "CURP": lambda: (self.curp(), "SSN"),
            "RFC": lambda: (self.rfc(), "SSN"),
            "PCN": lambda: (self.pcn(), "SSN"),
            "KRAPIN": lambda: (self.kra_pin(), "SSN"),
            # ---- bank details
            "ACCT": self.account,
            "IBAN": lambda: (self.grouped(self.iban()), "IBAN"),
            "IBANC": lambda: (self.odd_iban(), "IBAN"),
            "IBANNL": lambda: (self.broken_iban(), "IBAN"),
            "CLABE": lambda: (self.clabe(), "BANK_ACCOUNT"),
            "NZACCT": lambda: (self.nz_account(), "BANK_ACCOUNT"),
            "TRANSIT": lambda: (self.digits(5), "BANK_ACCOUNT"),
            "INST": lambda: (self.pick(CA_INSTITUTIONS), None),
            "BRANCH": lambda: (self.digits(3), None),
            "PAYBILL": lambda: (self.pick(["5"]) + self.digits(5), None),
            "CARD": lambda: (self.grouped_card(), "CARD"),
            "CARDX": lambda: (self.odd_card(), "CARD"),
            "CARDNL": lambda: (self.broken_card(), "CARD"),
            "VCARD": lambda: (self.spoken_card(), "CARD"),
            # ---- school ids after a cue
            "STUDENT": lambda: (self.student(), "CUSTOMER_ID"),
            "VSTUDENT": lambda: (
                said(f"{self.pick(['23', '24', '25'])}{self.digits(6)}"),
                "CUSTOMER_ID",
            ),
            "APPREF": lambda: (self.application(), "CUSTOMER_ID"),
            "INVOICE": lambda: (self.invoice(), "CUSTOMER_ID"),
            "EXAMREF": lambda: (self.exam_booking(), "CUSTOMER_ID"),
            # ---- parcels
            "TRK": lambda: (self.s10(), "TRACKING"),
            "TRK2": lambda: (self.courier(), "TRACKING"),
            # ---- network and secrets
            "IP": lambda: (
                f"{rng.choice([41, 58, 102, 105, 110, 126, 154, 177, 187, 189, 197, 203])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            ),
            "IPZ": lambda: (
                f"{rng.choice([41, 58, 102, 105, 187, 197])}.{rng.randint(1, 99):03d}.{rng.randint(0, 99):03d}.{rng.randint(1, 254):03d}",
                "IP",
            ),
            "IP6": lambda: (
                f"{self.pick(['2400', '2c0f', '2a02', '2001', '2405'])}:{self.letters(4, hex_chars)}:{self.letters(4, hex_chars)}:{self.letters(3, hex_chars)}::{self.letters(2, hex_chars)}",
                "IP",
            ),
            "OTP": lambda: (self.digits(6), "SECRET"),
            "VOTP": lambda: (said(self.digits(6)), "SECRET"),
            "PIN": lambda: (self.digits(rng.choice([4, 6])), "SECRET"),
            "CVV": lambda: (self.digits(3), "SECRET"),
            "SECANS": lambda: (self.pick(SECURITY_ANSWERS), "SECRET"),
            "PASS": lambda: (
                f"{self.pick(PASSWORD_WORDS)}{self.pick(['!', '#', '_', '$', '%', '*'])}{self.digits(rng.randint(2, 4))}{self.pick(['', 'q', 'Zz'])}",
                "SECRET",
            ),
            "TOKEN": lambda: (
                self.pick(
                    [
                        f"lms_pat_{self.letters(32, token_chars)}",
                        f"mdlws_{self.letters(32, hex_chars)}",
                        f"7~{self.letters(40, token_chars)}",
                    ]
                ),
                "SECRET",
            ),
            "EXAMCODE": lambda: (
                self.pick(
                    [
                        f"PRX-{self.letters(4, CODE_CHARS)}-{self.letters(4, CODE_CHARS)}",
                        f"{self.letters(4, CODE_CHARS)}{self.letters(4, CODE_CHARS)}".lower(),
                    ]
                ),
                "SECRET",
            ),
        }

    # ---- addresses

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `script` (one line, in Arabic or Japanese script where the country has such an address),
        `lines` (a line break at each "|"), `lower` (one line, lower case, a Canadian postcode
        without its space), `ascii` (one line, without diacritics) or `voice` (spoken; an address
        in Arabic or Japanese script is replaced by the country's Latin one)."""
        text = self.address
        if layout in ("voice", "ascii", "lower") and NON_LATIN.search(text):
            text = next(a for a in ADDRESSES[self.country] if not NON_LATIN.search(a))
        if layout == "script":
            scripted = [a for a in ADDRESSES[self.country] if NON_LATIN.search(a)]
            text = scripted[self.index % len(scripted)] if scripted else text
        arabic = re.search(r"[\u0600-\u06ff]", text) is not None
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
                    code = code.lower().replace(" ", "") if self.country == "CA" else code.lower()
                built.add(code, "POSTCODE")
            pos = match.end()
        if layout != "voice":
            built.add(styled(text[pos:]))

    def postcode(self) -> str:
        found = re.search(r"<([^>]+)>", self.address)
        assert found is not None
        return found.group(1)


SLOT: Final = re.compile(r"\{([A-Z0-9]+)\}")
TAG: Final = re.compile(r"^\[([A-Z]{2})\] ")
ADDRESS_SLOTS: Final = {"ADDR": "line", "SADDR": "script", "ADDRNL": "lines", "LADDR": "lower", "AADDR": "ascii", "VADDR": "voice"}  # fmt: skip


def render(skeleton: str, ctx: Ctx) -> tuple[str, list[Span]]:
    """Fill a skeleton (without its country tag), computing every span from the piece inserted,
    and check every card, IBAN and CLABE."""
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
        if span["type"] == "BANK_ACCOUNT" and len(raw) == 18:
            assert clabe_digit(raw[:17]) == raw[17], piece
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "[CA] hey, {NAME} here - my T2202 from last year has the wrong SIN, it should be {NATID}. student no {STUDENT}",
    "[CA] paid the fall instalment by Interac e-Transfer from {EMAIL}, invoice {INVOICE}, can u confirm? {LFIRST}",
    "[CA] refund for the dropped McGill transfer credits pls to transit {TRANSIT} institution {INST} account {ACCT}, {INIT}",
    "[CA] my sponsor {THIRD} is paying for the Newton Hall summer residence, cell {MOBILE}",
    "[CA] new addy is {LADDR} since the move, pls fix the T2202 too. {LFIRST}",
    "[MX] hola, soy {NAME}, ya pagué la colegiatura en Oxxo pero no se refleja, matrícula {STUDENT}",
    "[MX] mi CURP es {CURP} y el RFC {RFC} para la factura de la inscripción porfa",
    "[MX] oigan, mi CURP {CURP} no coincide con mi fecha de nacimiento {NDOB} en el portal, {FIRST}",
    "[MX] hola, soy {FIRST}, nací el {DOB} y en el certificado de la prepa sale otra fecha, ¿lo pueden corregir?",
    "[MX] el reembolso a la CLABE {CLABE} a nombre de {UPNAME}, gracias!!",
    "[MX] qué onda, lo que no cubre la beca Sor Juana lo paga {THIRD}, su cel es {MOBILE}",
    "[PL] dzień dobry, tu {NAME}, PESEL {NATID}, proszę o zaświadczenie o statusie studenta do ZUS",
    "[PL] zwrot za rezygnację z kursu na konto {IBANC} proszę, {LNAME}",
    "[PL] data urodzenia na dyplomie jest błędna, poprawna to {DOB}, {NAME}",
    "[PL] proszę o kontakt mailowo: {OEMAIL}, telefon nie działa. {NAME}",
    "[PL] zapłaciłam przez Przelewy24 ale rata nadal wisi, nr faktury {INVOICE}, tel {PHONE}",
    "[PL] {LFIRST} tu, lecę LOT-em na tydzień stacjonarny, fakturę proszę na adres {LADDR}",
    "[VN] chào anh chị, em là {NAME}, số CCCD {NATID}, em muốn hỏi về học bổng Marie Curie ạ",
    "[VN] chao ad, em la {ANAME}, sdt {PHONE}, em muon doi lich thi IELTS sang tuan sau",
    "[VN] em chuyển khoản học phí rồi ạ, STK của em {ACCT} Vietcombank, mã SV {STUDENT}",
    "[VN] người đóng học phí kỳ này cho em là {THIRD}, email {THIRDEMAIL} ạ",
    "[PH] hi po, si {NAME} po ito, nag-send na ako ng tuition via GCash sa {MOBILE}, pa-confirm naman po",
    "[PH] ate, my TIN is {NATID} for the OR, and student no. {STUDENT} po",
    "[PH] hello po, yung PhilSys ko {PCN} ba yung kailangan for the visa letter? - {FIRST}",
    "[PH] {LNAME} here, ilang araw pa po bago dumating yung transcript? tracking {TRK} hindi gumagalaw sa LBC",
    "[EG] ezayak, ana {NAME}, el ra2am el 2awmy beta3y {NATID}, momken a3raf mi3ad el emte7an el final?",
    "[EG] السلام عليكم، أنا {SCRIPT}، رقم الموبايل {PHONE}، ممكن خطاب للسفارة عشان الأسبوع الحضوري؟",
    "[EG] تاريخ الميلاد في الشهادة غلط، الصح {DOB} - {SCRIPT}",
    "[EG] dafa3t el masareef bel InstaPay men el IBAN {IBAN}, law sama7t akkedly, {FIRST}",
    "[EG] el sponsor {THIRD} dafa3 el 2es6 bel card {CARDX} bas el portal bey2ool unpaid",
    "[JP] sumimasen, {NAME} desu. gakuseki bangou wa {STUDENT} desu, JLPT no moushikomi ga dekimasen",
    "[JP] お世話になっております。{SCRIPT}です。マイナンバー {NATID} は奨学金の申請に必要ですか？",
    "[JP] moshimoshi, {NAME} desu. {STAFF}-san kara shougakukin no renraku wa arimashita ka? denwa {PHONE}",
    "[JP] メールアドレスが変わりました：{OEMAIL}　{SCRIPT}",
    "[JP] {SCRIPTLAST}様宛の修了証明書、追跡番号 {TRK} がまだ届いていません",
    "[JP] hi, {INIT} here (family name first), my phone is {PHONE}, the Keio credit transfer form is attached",
    "[NZ] kia ora, {NAME} here, IRD {NATID} for the StudyLink loan form, student id {STUDENT}",
    "[NZ] pls refund the Dunedin summer school deposit to {NZACCT}, cheers {LFIRST}",
    "[NZ] my employer's contact {THIRD} at Fonterra is paying the MBA fees, invoice {INVOICE} should go to them, ph {PHONE}",
    "[NZ] {LNAME} - moved to {LADDR}, pls update before graduation at the Town Hall",
    "[PT] bom dia, chamo-me {NAME}, NIF {NATID}, queria a fatura da propina em nome de {THIRD}, que paga",
    "[PT] já paguei por MB Way pelo {MOBILE}, a referência Multibanco não funcionou. {FIRST}",
    "[PT] a data de nascimento no diploma está errada, a correta é {DOB}. {NAME}",
    "[PT] reembolso da inscrição para o IBAN {IBAN} se faz favor, {UPNAME}",
    "[PT] o meu email novo é {OEMAIL}, o antigo da Universidade do Porto foi desativado",
    "[KE] habari, {NAME} here, paid fees via M-Pesa from {MOBILE}, paybill {PAYBILL} acc {STUDENT}",
    "[KE] my ID no. is {NATID} and KRA PIN {KRAPIN} for the HELB form",
    "[KE] my sponsor {THIRD} from the Safaricom Foundation will email you from {THIRDEMAIL}",
    "[KE] {UPNAME} - please send the certificate to {ADDR}, Kenya Airways cargo lost the last one",
    "someone logged into my Moodle from {IP} at 3am, not me!! {NAME}",
    "proctoring flagged me for a second face lol it was my cat Mochi, exam access code was {EXAMCODE}, {FIRST}",
    "lms password was {PASS} and now it says locked, student no {STUDENT}",
    "the one-time code is {OTP}, pls don't ask again. {LNAME}",
    "paid the Shakespeare module twice on card {CARDX}, {NAME}",
    "my api token for the learning platform {TOKEN} got pasted in the Canvas forum by mistake, pls revoke",
    "surname is spelled {SPELLUP}, first name {FIRST}, the certificate has it wrong",
    "{NAME} born {DOB}, applying for the Wangari Maathai Bursary, app ref {APPREF}",
    "new mob for the exam reschedule: {PHONEX}, {FIRST}",
    "pls send the visa letter to {EMAILAT} not my old address",
    "login alert from {IP6} on my library account, i'm {NAME}, pls lock it",
    "security answer was {SECANS} but the portal says wrong, student no {STUDENT}",
    "Dr {LAST} here re my daughter's withdrawal, invoice {INVOICE}, please call me on {PHONE}",
    "tracking {TRK2} for the degree certificate says delivered but nothing came, {LNAME}",
    "quick q, {IDNAME} {NATID} belongs to {NAME}, is that the one on the loan form?",
    "card {CARD} exp 11/29 cvv {CVV} for the graduation gown hire, {INIT}",
]
ADV_VOICE: Final[list[str]] = [
    "[CA] hi this is {VNAME} my sin is {VNATID} calling about the tax receipt",
    "[CA] yeah my postal code is {VPC} and the student loan letter went to the old one",
    "[CA] yeah it's {VFIRST} surname {SPELL} the diploma has it wrong",
    "[MX] hola habla {VNAME} mi celular es {VPHONE} es por la colegiatura de septiembre",
    "[MX] mi correo es {VEMAIL} no me llegó la carta de aceptación",
    "[PL] dzień dobry tu {VNAME} mój numer to {VPHONE} dzwonię w sprawie egzaminu",
    "[PL] mój pesel to {VNATID} potrzebuję zaświadczenia o studiach",
    "[VN] alo em là {VNAME} số điện thoại của em là {VPHONE} em gọi về lịch thi",
    "[VN] em ten la {VANAME} so can cuoc {VNATIDA} a em hoi ve hoc bong",
    "[PH] hello po this is {VNAME} yung number ko po ay {VPHONE} para sa refund",
    "[EG] aiwa ana {VNAME} raqam el mobile beta'i {VPHONE} 'ashan mi'ad el emtehan",
    "[JP] moshi moshi {VNAME} desu denwa bangou wa {VPHONE} desu",
    "[NZ] kia ora it's {VFIRST} my ird number is {VNATID} for the studylink form",
    "[NZ] hi it's {VNAME} from {VADDR} about the summer school room",
    "[PT] bom dia fala {VNAME} o meu telemóvel é {VPHONE} é sobre a propina",
    "[KE] hello this is {VNAME} my mpesa number is {VPHONE} i paid the fees yesterday",
    "[KE] sasa ni {VNAME} namba yangu ni {VPHONESW} kuhusu cheti changu",
    "the code they sent is {VOTP} and it says expired",
    "the card number is {VCARD} for the resit fee my name is {VNAME}",
    "my student number is {VSTUDENT} and i was born {VDOB}",
    "hi i spoke to {LSTAFF} yesterday my sponsor is {LTHIRD} the number is {VPHONE}",
]
ADV_EMAIL: Final[list[str]] = [
    "[CA] Hi {STAFF},\n\nA question about my T2202: my SIN is {NATID} and my student number {STUDENT}.\n\nThanks,\n{NAME}\n{PHONE}",
    "[CA] Bonjour,\n\nI'm writing on behalf of {THIRD}, whose fees I pay. Please send the tuition receipt to:\n{ADDRNL}\n\nMerci,\n{NAME}",
    "[MX] Hola {STAFF},\n\nLes comparto mis datos para la constancia de estudios: CURP {CURP}, domicilio {ADDR}.\n\nSaludos,\n{NAME}\n{PHONE}",
    "[MX] Buenas tardes,\n\n{THIRD}, quien me patrocina, hará el pago por SPEI; el reembolso del curso de verano va a mi cuenta {CLABE}.\n\nGracias,\n{NAME}",
    "[PL] Dzień dobry,\n\nproszę o rozłożenie czesnego na raty. Dane do faktury:\n{ADDRNL}\nPESEL: {NATID}\n\nZ poważaniem,\n{NAME}",
    "[PL] Dzień dobry,\n\nw załączniku potwierdzenie przelewu z konta {IBAN}. Tytuł: czesne, {STUDENT}.\n\nPozdrawiam,\n{NAME}",
    "[VN] Kính gửi Phòng Công tác Sinh viên,\n\nEm là {NAME}, sinh ngày {DOB}, số CCCD {NATID}. Em xin cấp bảng điểm bản tiếng Anh.\n\nEm cảm ơn,\n{NAME}\n{PHONE}",
    "[VN] Chao thay co,\n\nEm la {ANAME}, ma sinh vien {STUDENT}. Em da chuyen khoan hoc phi tu tai khoan {ACCT}.\n\nEm cam on,\n{ANAME}",
    "[PH] Good day!\n\nI am {NAME}, student no. {STUDENT}. I paid the downpayment thru BDO from acct {ACCT}. Kindly confirm po.\n\nThank you,\n{FIRST}",
    "[EG] Dear Admissions,\n\nMy national ID is {NATID} and my date of birth {NDOB}. I need a visa letter for the residential week in Lisbon.\n\nBest regards,\n{NAME}\n{PHONE}",
    "[EG] السلام عليكم،\n\nأنا {SCRIPT}، من طلاب برنامج الماجستير. رقم الموبايل {PHONE} والعنوان {SADDR}.\n\nشكراً،\n{SCRIPT}",
    "[JP] 学生課 御中\n\nお世話になっております。{SCRIPT}です。\n住所変更のご連絡です：{SADDR}\n電話：{PHONE}\n\nよろしくお願いいたします。\n{SCRIPT}",
    "[JP] Dear Student Services,\n\nMy individual number (My Number) is {NATID}; I was born {ERADOB} ({NDOB}). I am applying for the JASSO loan.\n\nBest,\n{INIT}",
    "[NZ] Kia ora {STAFF},\n\nCould you refund the withdrawn paper to {NZACCT}? IRD {NATID}.\n\nNgā mihi,\n{NAME}",
    "[PT] Boa tarde,\n\nSou responsável pelas propinas de {THIRD}. Segue o meu NIF {NATID} para a fatura e a morada:\n{ADDRNL}\n\nCumprimentos,\n{NAME}",
    "[KE] Dear Finance Office,\n\nKindly note my sponsor changed. New payer: {THIRD}, phone {PHONE}. My ID no. is {NATID}.\n\nRegards,\n{NAME}",
    "Hi {STAFF},\n\nI can't log in to Moodle with {EMAIL} and {PASS}. The last login shows {IP}.\n\nThanks,\n{INIT}",
    "Hello,\n\nOur HR system uses the LMS token {TOKEN} to enrol staff; it leaked in a ticket, please rotate it. Our server is {IP}.\n\nRegards,\n{NAME}\nL&D Manager\n{PHONE}",
    "Hi,\n\nThe instalment was taken twice from\n{CARDNL}\nPlease refund.\n\nThank you,\n{NAME}\n{EMAILCB}",
    "Dear Exams Team,\n\nI need extra time for the Darwin Seminar exam (report attached). Candidate: {NAME}, DOB {DOB}, booking {EXAMREF}.\n\nKind regards,\n{FIRST}",
]
ADV_FORM: Final[list[str]] = [
    "[CA] Application form\nLegal name: {NAME}\nDate of birth: {DOB}\nSIN: {NATID}\nAddress: {ADDR}\nPhone: {PHONE}",
    "[CA] Direct deposit\nAccount holder: {UPNAME}\nTransit no.: {TRANSIT}\nInstitution no.: {INST}\nAccount no.: {ACCT}",
    "[MX] Solicitud de beca\nNombre: {NAME}\nCURP: {CURP}\nFecha de nacimiento: {NDOB}\nCelular: {PHONE}\nCorreo: {OEMAIL}",
    "[MX] Datos de facturación\nRazón social: {UPNAME}\nRFC: {RFC}\nCódigo postal: {PC}\nCorreo: {EMAIL}",
    "[PL] Wniosek o stypendium\nImię i nazwisko: {NAME}\nPESEL: {NATID}\nData urodzenia: {NDOB}\nAdres: {ADDR}\nIBAN: {IBAN}\nTelefon: {PHONE}",
    "[VN] Phiếu đăng ký thi\nHọ và tên: {NAME}\nNgày sinh: {DOB}\nSố CCCD: {NATID}\nĐiện thoại: {PHONE}",
    "[PH] Enrollment form\nName (Last, First): {LASTFIRST}\nTIN: {NATID}\nPhilSys PCN: {PCN}\nMobile (GCash): {MOBILE}",
    "[EG] Special arrangements request\nStudent: {NAME}\nNational ID: {NATID}\nDOB: {NDOB}\nArrangement: separate room, 25% extra time\nContact: {PHONE}",
    "[JP] 奨学金申請書\n氏名：{SCRIPT}\n生年月日：{JPDOB}\nマイナンバー：{NATID}\n住所：{SADDR}\n電話：{PHONE}",
    "[JP] Refund details\nName: {UPNAME}\nBank: Mizuho, branch code {BRANCH}\nAccount (futsu): {ACCT}\nStudent ID: {STUDENT}",
    "[NZ] StudyLink verification\nName: {NAME}\nIRD number: {NATID}\nDOB: {DOB}\nBank account: {NZACCT}",
    "[PT] Pedido de reembolso\nNome: {NAME}\nNIF: {NATID}\nIBAN: {IBANC}\nMorada: {ADDR}\nTelefone: {PHONE}",
    "[KE] HELB disbursement\nName: {UPNAME}\nID no.: {NATID}\nKRA PIN: {KRAPIN}\nM-Pesa no.: {MOBILE}",
    "Proctoring incident log\nCandidate: {NAME}\nStudent ID: {STUDENT}\nIP: {IPZ}\nExam access code: {EXAMCODE}\nFlag: second voice detected",
    "Courier dispatch\nItem: degree certificate (Newton Hall ceremony)\nWaybill: {TRK2}\nRecipient: {NAME}\n{ADDRNL}",
    "LMS integration\nClient: Kestrel Learning Ltd\nToken: {TOKEN}\nAllowed IP: {IP}\nContact: {NAME}",
    "Account recovery\nStudent no.: {STUDENT}\nSecurity answer: {SECANS}\nNew library PIN: {PIN}\nName: {NAME}",
    "Sponsor details\nStudent: {NAME}\nSponsor: {THIRD}\nSponsor email: {THIRDEMAIL}\nInvoice: {INVOICE}",
    "Withdrawal form\nName: {NAME}\nApplication ref: {APPREF}\nReason: moving to the Chopin Conservatory\nRefund card: {CARDX}",
    "Summer school housing\nResident: {NAME}\nDate of birth: {DOB}\nEmergency contact: {THIRD}\nEmergency phone: {PHONENL}",
    "Graduation registration\nName on certificate: {UPNAME}\nGuests: 2\nStudent no.: {STUDENT}\nEmail: {EMAILPAR}",
]
ADV_QUOTED: Final[list[str]] = [
    "[CA] Here you go.\n\n> Please confirm your SIN and date of birth for the tax receipt.\n\n{NATID}\n{DOB}",
    "[MX] Ahí va.\n\nEl mar, 3 mar 2026 a las 10:14, Servicios Escolares escribió:\n> ¿Nos compartes tu CURP y un celular?\n\n{CURP} / {PHONE}",
    "[PL] Proszę.\n\n> Prosimy o numer konta do zwrotu i PESEL.\n\n{IBANNL}\n{NATID}\n{FIRST}",
    "[VN] Dạ vâng.\n\n> Bạn vui lòng gửi lại số điện thoại và email.\n\n{PHONE}\n{OEMAIL}\n{NAME}",
    "[PH] Eto po.\n\nOn Mon, 2 Mar 2026 at 09:02, {STAFF} wrote:\n> Can you send your TIN and the GCash number you used?\n\n{NATID}, {MOBILE}. Salamat po! {FIRST}",
    "[EG] Tab.\n\n> Please confirm your national ID and a contact number.\n\n{NATID}\n{PHONE}\n{SCRIPT}",
    "[JP] 承知しました。\n\n> 学籍番号と生年月日をお知らせください。\n\n{STUDENT}\n{JPDOB}\n{SCRIPT}",
    "[NZ] Sweet as.\n\n> Can you confirm your IRD number and postcode?\n\n{NATID}, {PC}. {FIRST}",
    "[PT] Aqui está.\n\n---------- Mensagem encaminhada ---------\nDe: {NAME} <{EMAIL}>\nData: seg., 2/03/2026\nAssunto: propina\n\nNIF {NATID}.",
    "[KE] Sawa.\n\n> Kindly share the M-Pesa number you paid from and your ID no.\n\n{MOBILE}\n{NATID}",
    "Still nothing.\n\nOn Wed, 4 Mar 2026 at 14:40, Registry wrote:\n> Hi {FIRST}, your transcript ships with tracking {TRK}.",
    "Begin forwarded message:\n\nFrom: {THIRD}\nSubject: URGENT scholarship payout\n\n> Reply with the code {OTP} to release your Fulbright stipend\n\nI did and gave card {CARDX}. Call me {PHONE}. {FIRST}",
    "> Can you confirm the date of birth on the application?\n\n{DOB}, and the name is {LNAME}, lower case on the portal.",
    "Done.\n\n> Please reply with your student number and the account for the refund.\n\n{STUDENT}\n{ACCT}\n{NAME}",
    "Here.\n\nOn Thu, 5 Mar 2026 at 08:02, {STAFF} wrote:\n> Which address should the Rizal Library return slip go to?\n\n{ADDRNL}",
    "No!\n\n> We registered a new email on your account: {EMAIL}\n\nNot mine, mine is {EMAILBR}. {NAME}",
    "Noted.\n\n> The proctor {THIRD} will call you before the Honorlock session; contact {PHONE}.\n\nThanks, {LFIRST}",
    "Right.\n\n> To pass security, what is your memorable word?\n\n{SECANS}. {UPNAME}",
    "[JP] Thanks!\n\nFrom: {STAFF}\nSubject: JLPT booking\n\n> {LAST}-san, your booking {EXAMREF} is confirmed; please send your date of birth.\n\n{NDOB}",
]


# --------------------------------------------------------------------------- benign skeletons

# fmt: off
FILLS: Final[dict[str, list[str]]] = {
    "HELLO": ["hi", "hello", "hey", "good morning", "hiya", "kia ora", "hola", "hi po", "good evening", "morning all"],
    "THANKS": ["thanks", "thank you", "cheers", "many thanks", "thanks so much", "ta", "salamat po", "asante", "ngā mihi", "gracias"],
    "SIGN": ["a first-year student", "a worried parent", "an applicant", "an MBA student", "a distance learner", "a sponsor", "HR, for our trainees", "a student in the evening cohort", "a summer school participant"],
    "TEAM": ["Student Services", "Admissions", "Registry", "Student Finance", "Exams Office", "Library Services", "Graduation Office", "Accommodation Team", "IT Support"],
    "ROLE": ["the admissions officer", "the bursar's office", "the registrar", "my personal tutor", "the exam proctor", "the disability adviser", "the accommodation team", "the visa compliance officer", "the librarian", "student finance", "the scholarships committee", "the course leader", "IT support", "the wellbeing team"],
    "COURSE": ["the Shakespeare module", "Shakespeare and Performance", "Newtonian Mechanics I", "Darwin and the Origin of Species", "the Freud and Jung seminar", "Keynesian Economics", "the Rizal course", "Business Japanese II", "Polish for Foreigners A2", "Portuguese A1 evening class", "Academic Writing", "Intro to Data Science", "the Mahfouz reading circle", "Camões and the Lusiads", "Ho Chi Minh Thought", "Sor Juana and Baroque Poetry", "Te Reo Māori for Beginners", "Swahili Conversation", "Marketing Fundamentals", "the Chopin piano elective", "Curie and the History of Radioactivity", "Copernicus and Early Astronomy"],
    "MODULE": ["LIN2041", "ECO 110", "JPN-202", "BUS3304", "HIS 1905", "PSY101", "MKT-210", "ENG 1102", "DATA 240", "POL-A2", "POR-101", "SWA 120"],
    "UNI": ["McGill", "UBC", "the Jagiellonian University", "UNAM", "Tec de Monterrey", "Ateneo de Manila", "the University of the Philippines", "Cairo University", "the American University in Cairo", "Waseda", "Keio", "Victoria University of Wellington", "the University of Otago", "the University of Coimbra", "Strathmore University", "the University of Nairobi", "VNU Hanoi", "the University of Warsaw"],
    "BUILDING": ["Newton Hall", "the Curie Building", "the Rizal Library", "Tagore House", "the Mandela Lecture Theatre", "the Maathai Learning Commons", "the Camões Room", "Sor Juana Hall", "the Chopin Auditorium", "the Copernicus Lab", "Mabini Hall", "the Hillary Wing"],
    "SCHOLAR": ["the Wangari Maathai Bursary", "the Marie Curie Scholarship", "the Fulbright", "Chevening", "MEXT", "Erasmus+", "the Rhodes", "the Lovelace Women in STEM award", "the Rizal Merit Grant", "the Sor Juana Award", "the Mahfouz Prize for Arabic", "the Mandela Leadership Grant", "the Hillary Outdoor Bursary"],
    "EXAM": ["IELTS", "TOEFL iBT", "Cambridge C1 Advanced", "PTE Academic", "JLPT N3", "DELE B2", "Duolingo English Test", "Polish state certificate", "CAPLE", "TOEIC", "EJU", "SAT"],
    "PROCTOR": ["ProctorU", "Examity", "Honorlock", "Respondus LockDown Browser", "Proctorio", "OnVUE"],
    "PAY": ["Flywire", "PayPal", "Western Union", "GCash", "Maya", "M-Pesa", "Przelewy24", "BLIK", "MB Way", "Multibanco", "Oxxo", "konbini", "PayPay", "Interac e-Transfer", "Wise", "SPEI", "Fawry", "InstaPay", "Airtel Money", "Apple Pay", "a bank transfer", "Revolut"],
    "AIRLINE": ["LOT", "TAP Air Portugal", "Aeroméxico", "Vietnam Airlines", "VietJet", "Cebu Pacific", "Philippine Airlines", "EgyptAir", "ANA", "JAL", "Air New Zealand", "Kenya Airways", "Air Canada", "WestJet", "Volaris", "Emirates", "Qatar Airways"],
    "CITY": ["Kraków", "Guadalajara", "Đà Nẵng", "Cebu", "Alexandria", "Osaka", "Dunedin", "Coimbra", "Kisumu", "Halifax", "Wrocław", "Puebla", "Huế", "Davao", "Luxor", "Sapporo", "Tauranga", "Braga", "Eldoret", "Winnipeg", "Lisbon", "Nairobi", "Manila", "Cairo", "Hanoi", "Mexico City", "Toronto", "Auckland", "Warsaw", "Ho Chi Minh City"],
    "COUNTRY": ["Canada", "Mexico", "Poland", "Vietnam", "the Philippines", "Egypt", "Japan", "New Zealand", "Portugal", "Kenya", "Brazil", "India"],
    "DAY": ["15 September", "the 3rd of March", "Monday 12 January", "31 July", "Friday", "Tuesday 6 October", "2026-09-15", "1 October", "the 1st of February", "30 June", "the 20th"],
    "TERM": ["the autumn term", "spring", "the summer session", "term 2", "semester 1", "the January intake", "the September intake", "the winter block"],
    "AMOUNT": ["CAD 1,850", "$2,400", "MXN 18,500", "PLN 3,200", "4.900.000 VND", "₱45,000", "EGP 12,000", "¥98,000", "NZD 1,275", "€1.150", "KSh 65,000", "€320", "USD 640", "£1,000"],
    "TIME": ["09:30", "2 pm", "14:00 CET", "7:15 am NZT", "18h30", "noon", "8 am Manila time", "10:00 JST", "half past four"],
    "ERR": ["error 403", "session expired", "payment declined", "file too large", "something went wrong (code 52)", "webcam not detected", "a blank white page", "access denied"],
    "PLATFORM": ["Moodle", "Canvas", "Zoom", "Microsoft Teams", "Turnitin", "the student app", "Blackboard Collaborate", "Google Classroom", "the applicant portal", "the library catalogue"],
    "ACCOM": ["the summer school residence", "a shared room in Newton Hall", "the homestay programme", "a studio near campus", "the Kraków dorm", "the Coimbra residence", "the Osaka guesthouse"],
    "PROGRAM": ["BA Applied Linguistics", "MBA (online)", "Certificate in TESOL", "Diploma in Japanese", "MSc Data Science", "BSc Psychology", "Foundation Year", "Portuguese A2 evening course", "Spanish Intensive", "Polish Summer Course"],
    "DOC": ["transcript", "degree certificate", "enrolment letter", "visa support letter", "diploma supplement", "T2202 tax form", "certificate of attendance", "English-language transcript", "fee receipt"],
    "STATUS": ["pending", "under review", "approved", "on hold", "awaiting payment", "closed", "rejected", "waitlisted", "conditional"],
    "INSTAL": ["two", "three", "four", "six", "ten monthly", "termly"],
    "ROOM": ["room 2.14", "B-204", "lab 3", "the Blue Room", "room 118", "LT1", "studio 6", "seminar room C"],
    "WEEKNO": ["week 2", "week 4", "the first fortnight", "month 2", "the cooling-off period", "week 9"],
    "LOANER": ["OSAP", "StudyLink", "HELB", "JASSO", "Canada Student Loans", "the bank's student loan", "Infonavit"],
    "BRAND": ["Tim Hortons", "Jollibee", "Uniqlo", "Muji", "Pastéis de Belém", "Żabka", "Java House", "Pizza Hut", "Hugo Boss", "Ralph Lauren"],
    "DEVICE": ["Chromebook", "MacBook Air", "iPad", "Lenovo ThinkPad", "Surface Pro", "Samsung Galaxy Tab", "old Dell laptop"],
    # Polish, Mexican Spanish, Vietnamese, Taglish, Egyptian Arabic, Japanese, Portuguese, Swahili
    "PLSTATUS": ["w trakcie", "zatwierdzony", "odrzucony", "oczekuje na płatność"],
    "PLCOURSE": ["lektorat polskiego", "fonetyka polska", "kurs A1", "kurs wakacyjny"],
    "ESSTATUS": ["en revisión", "aprobada", "pendiente", "rechazada"],
    "ESBECA": ["Sor Juana", "de excelencia", "de movilidad", "de manutención", "Fulbright-García Robles"],
    "VNTERM": ["1", "2", "hè", "phụ"],
    "VNCOURSE": ["Triết học", "Tư tưởng Hồ Chí Minh", "Truyện Kiều", "Tiếng Nhật N3", "Kinh tế vĩ mô", "Văn học Việt Nam"],
    "VNASCII": ["triet hoc", "tieng anh", "kinh te vi mo", "tieng nhat", "marketing"],
    "TLSTATUS": ["approved na", "pending pa", "on hold daw", "rejected daw"],
    "EGWORD": ["el emte7an", "el final", "el quiz", "el midterm", "el resit"],
    "JPHELLO": ["すみません", "こんにちは", "お疲れ様です", "失礼します"],
    "JPPAY": ["コンビニ", "PayPay", "銀行振込", "クレジットカード"],
    "JPTHING": ["学生証", "成績証明書", "卒業証明書", "在学証明書"],
    "PTTHANKS": ["obrigada", "obrigado", "muito obrigada", "cumprimentos"],
    "PTSTATUS": ["pendente", "em análise", "aprovado", "recusado"],
    "SWHELLO": ["habari", "sasa", "jambo", "habari yako"],
    "ARHELLO": ["السلام عليكم", "مساء الخير", "صباح الخير", "لو سمحت"],
    # voice fills: lower case, no punctuation, numbers as words
    "VCOURSE": ["the shakespeare module", "newtonian mechanics", "the rizal course", "business japanese", "academic writing", "the darwin seminar", "keynesian economics", "portuguese for beginners"],
    "VPAY": ["flywire", "paypal", "western union", "gcash", "m pesa", "przelewy twenty four", "mb way", "oxxo", "interac", "wise"],
    "VCITY": ["krakow", "guadalajara", "da nang", "cebu", "alexandria", "osaka", "dunedin", "coimbra", "kisumu", "halifax", "lisbon", "nairobi"],
    "VEXAM": ["ielts", "toefl", "the jlpt", "the dele", "pte academic", "the cambridge advanced"],
    "VROLE": ["the admissions officer", "the registrar", "my tutor", "the proctor", "the disability adviser", "student finance", "the librarian", "the accommodation office"],
    "VDAY": ["monday", "friday", "tuesday", "the fifteenth of september", "the twentieth", "the first of october"],
    "VAMOUNT": ["eighteen hundred dollars", "twelve thousand pesos", "three thousand zloty", "forty five thousand pesos", "twelve thousand pounds", "a thousand euros", "sixty five thousand shillings"],
    "VTIME": ["half past two", "nine thirty", "ten in the morning", "four o'clock", "noon", "quarter to six"],
    "VAIRLINE": ["lot", "tap", "aeromexico", "vietnam airlines", "cebu pacific", "egyptair", "ana", "air new zealand", "kenya airways", "air canada"],
    "VBUILDING": ["newton hall", "the curie building", "the rizal library", "tagore house", "the mandela lecture theatre", "sor juana hall"],
    "VSCHOLAR": ["the maathai bursary", "the marie curie scholarship", "the fulbright", "erasmus", "the rizal merit grant", "the sor juana award"],
    "VPROGRAM": ["the online mba", "the tesol certificate", "the japanese diploma", "the data science masters", "the foundation year", "the spanish intensive"],
    "SCHOLARNT": ["Maathai Bursary", "Marie Curie Scholarship", "Fulbright", "Chevening", "MEXT", "Erasmus+", "Rizal Merit Grant", "Mandela Leadership Grant"],
    "VDOC": ["transcript", "degree certificate", "enrolment letter", "visa letter", "fee receipt", "certificate of attendance"],
    "VPLATFORM": ["moodle", "canvas", "zoom", "teams", "the student app", "the applicant portal"],
}
# fmt: on
BEN_CHAT: Final[list[str]] = [
    "is {COURSE} still running in {TERM}?",
    "how do i book {EXAM} through you, or direct with the test centre in {CITY}",
    "paid via {PAY} last week, still showing unpaid on the portal",
    "can i split the fees into {INSTAL} instalments?",
    "does {SCHOLAR} cover accommodation at {BUILDING} or just tuition",
    "my {PROCTOR} session froze halfway through {MODULE}, what now",
    "is {AIRLINE} ok for the residential week or do you recommend another airline",
    "where is {BUILDING}, the map on {PLATFORM} is blank",
    "lost my login for {PLATFORM} again 🙃",
    "{HELLO}, when do results for {EXAM} come out?",
    "{THANKS} for sorting the {DOC} so fast!!",
    "WHY IS THE PORTAL DOWN AGAIN, THE ESSAY FOR {MODULE} IS DUE AT {TIME}",
    "can my employer pay the {PROGRAM} fees directly, they use {PAY}",
    "withdrawing from {MODULE}, do i get anything back after {DAY}",
    "who do i talk to about extra time in exams, {ROLE}?",
    "the class for {MODULE} is in {ROOM}, is that in {BUILDING}?",
    "do i need a visa letter for the residential week in {CITY} if i'm from {COUNTRY}",
    "summer school in {CITY}: is {ACCOM} still available?",
    "transferring credits from {UNI}, how long does it take",
    "applied to {PROGRAM} on {DAY}, status says {STATUS}",
    "need an apostille on the {DOC} for {COUNTRY}, can you do that",
    "{PAY} or a card, which clears faster for {AMOUNT}",
    "fee went up by {AMOUNT} this year?? no email about it",
    "loan from {LOANER} hasnt arrived yet, will i be locked out of {PLATFORM}",
    "turnitin says 38% similarity on the essay for {COURSE}, mostly references, is that bad",
    "can i sit {EXAM} at home with {PROCTOR}?",
    "webcam not detected in {PROCTOR}, exam starts at {TIME} HELP",
    "are library fines paid through {PAY} too?",
    "lol the reading list for {COURSE} is 40 books",
    "is the cafe in {BUILDING} open during exams",
    "the {AIRLINE} flight lands at {TIME}, is there a shuttle to {ACCOM}?",
    "what's the deadline for {SCHOLAR} applications this round",
    "my company wants a quote for 12 staff on {PROGRAM}",
    "can a parent pay via {PAY} from {COUNTRY}",
    "gradu8ion gown sizes?? is there XXL for {CITY}",
    "recieved the acceptence leter for {PROGRAM} 🎉 what next",
    "{CITY} residential week: do we need to bring laptops",
    "pls help, {ERR} when uploading the assignment to {PLATFORM}",
    "what is the refund policy if i withdraw in {WEEKNO}?",
    "is there a Tim Hortons or a {BRAND} near {ACCOM}? asking for a friend who needs coffee",
    "is a Ralph Lauren polo too casual for the ceremony at {BUILDING}?",
    "học kỳ thu năm nay bắt đầu ngày nào ạ? em đóng học phí qua {PAY} được không",
    "chuyến bay {AIRLINE} bị hoãn vì sương mù, em đến {CITY} muộn một ngày được không ạ?",
    "{HELLO}, yung parol na may bituin sa Rizal Library, pwede po bang picturan?",
    "may tala po ba ng requirements para sa {SCHOLARNT}?",
    "سلام، ممكن أعرف ميعاد امتحان {EXAM}؟",
    "will there be a mihi at the start of the {CITY} graduation?",
    "furaha kubwa, {EXAM} results came out fine, {THANKS}!",
    "is the visit to the leather tanner in {CITY} part of the summer school fee?",
    "my {DEVICE} cant run {PROCTOR}, can i borrow one?",
    "the resit for {MODULE} clashes with my {AIRLINE} flight on {DAY}",
    "UM HELLO?? still waiting on the {DOC} since {DAY}",
    "what time is the graduation rehearsal at {BUILDING}, {TIME}?",
    "paid {AMOUNT} twice by accident via {PAY}, refund pls",
    "dzień dobry, czy można zapłacić czesne przez {PAY}?",
    "czy egzamin {EXAM} jest w {CITY} czy online?",
    "status wniosku o stypendium: {PLSTATUS}, co to znaczy?",
    "czy na zajęciach {PLCOURSE} ćwiczymy „W Szczebrzeszynie chrząszcz brzmi w trzcinie”?",
    "czy deser jagoda-malina na kursie letnim w {CITY} jest wegański?",
    "hola, ¿se puede pagar la colegiatura en {PAY}?",
    "oigan, ¿la beca {ESBECA} cubre el hospedaje en {CITY}?",
    "qué onda, ¿cuándo sale el resultado del {EXAM}? la solicitud dice {ESSTATUS}",
    "¿hay paloma y tacos en la fiesta de graduación de {CITY}? jaja",
    "chào ad, học phí kỳ {VNTERM} đóng qua {PAY} được không ạ?",
    "cho em hỏi môn {VNCOURSE} thi online hay ở {CITY} ạ",
    "ad oi lich thi {VNASCII} co chua a",
    "em cần giấy xác nhận để xin thị thực đi {CITY}, nộp ở đâu ạ?",
    "môn Triết học có được miễn không ạ, em học {VNCOURSE} rồi",
    "lớp Truyện Kiều kỳ {VNTERM} còn chỗ không ạ?",
    "hi po, pwede po ba magbayad ng tuition via {PAY}?",
    "hello po, kailan po yung deadline ng {SCHOLARNT}? thank u po",
    "ask ko lang po if open pa yung {ACCOM} for summer",
    "yung scholarship application ko {TLSTATUS}, ano next step po?",
    "ezayak, momken adfa3 el masareef bel {PAY}?",
    "law sama7t, emta natiget {EGWORD} bta3 {EXAM}?",
    "{ARHELLO}، هل ممكن أدفع المصاريف عن طريق {PAY}؟",
    "هل هتعلقوا فانوس رمضان في مبنى {CITY}؟ 🏮",
    "will the {CITY} campus put up a fanous for Ramadan? 🏮",
    "sumimasen, {EXAM} no moushikomi wa itsu made desu ka",
    "{JPPAY}で学費を払えますか？",
    "{JPHELLO}、卒業式で「蛍の光」を歌いますか？",
    "{JPHELLO}、{JPTHING}の再発行はどうすればいいですか？",
    "konnichiwa, do we sing Hotaru no Hikari at the {CITY} graduation?",
    "bom dia, posso pagar a propina por {PAY}?",
    "a residência de verão em {CITY} tem quartos individuais? {PTTHANKS}",
    "olá, as aulas param na Quaresma ou só na Páscoa? {PTTHANKS}",
    "o pedido de bolsa está {PTSTATUS} há semanas",
    "{SWHELLO}, can i pay fees in instalments via {PAY}?",
    "is HELB disbursement in {TERM} or later, asking for my cousin",
    "baraka tele for the quick reply on the {DOC}, {THANKS}!",
    "kia ora, is {COURSE} on campus in {CITY} or online?",
    "aroha nui to the exams team, {EXAM} went fine 🙌",
    "can i get the {DOC} invoiced in pounds sterling for my uk sponsor?",
    "{HELLO}, is that a tūī on the graduation booklet? so cute",
    "is the Jericho dig part of the archaeology summer school in {TERM}?",
    "is the Lockerbie case study on the international law exam in {TERM}?",
    "precious little info on the website about {SCHOLAR} tbh",
    "i have been trying for three weeks to get someone to explain why {PAY} took {AMOUNT} from my account for {PROGRAM}, {ROLE} said it was a glitch, then {PLATFORM} locked me out before the {MODULE} deadline, and now the {DOC} says {STATUS}. honestly the worst admin i have ever dealt with",
    "lich thi {VNASCII} doi sang tuan sau a? em can thi thuc gap",
]
BEN_VOICE: Final[list[str]] = [
    "hi im calling about {VCOURSE} is it still running next term",
    "hello i paid with {VPAY} on {VDAY} and it still says unpaid",
    "yes hi {VROLE} said they would call me back on {VDAY}",
    "hi i need a {VDOC} for my visa can you post it",
    "hello the fee is {VAMOUNT} is that right it seems a lot",
    "hi can i book {VEXAM} through you or do i go to the test centre",
    "hello my flight with {VAIRLINE} lands at {VTIME} is there a pickup",
    "hi the summer school in {VCITY} do i need to bring bedding",
    "hello i want to apply for {VSCHOLAR} where is the form",
    "hi {VPLATFORM} keeps logging me out during the quiz",
    "hello is graduation at {VBUILDING} this year",
    "hi my sponsor wants to pay by {VPAY} is that ok",
    "hello i want to defer {VPROGRAM} to next year",
    "hi the proctor on {VEXAM} said my room was too dark what do i do",
    "hello just ringing to say thanks {VROLE} was brilliant",
    "hi is {VBUILDING} wheelchair accessible for the exam",
    "hello i paid {VAMOUNT} twice can i get one back",
    "hi i would like to withdraw from {VCOURSE} before {VDAY}",
    "hello do i need a visa letter for {VCITY}",
    "hi the {VDOC} has the wrong spelling of the programme",
    "hello can i change my exam to {VTIME} on {VDAY}",
    "hi is there a discount if i pay {VPROGRAM} upfront",
    "hello the loan has not come through can {VROLE} write a letter",
    "hi i can't open {VPLATFORM} on my phone",
    "hello who do i talk to about extra time in {VEXAM}",
    "hi im in {VCITY} for the residential week where is {VBUILDING}",
    "hola buenas es sobre la colegiatura de {VCOURSE} la pagué por {VPAY}",
    "kia ora just checking {VSCHOLAR} closes on {VDAY}",
    "habari i paid through {VPAY} for {VPROGRAM} yesterday",
    "dzień dobry dzwonię w sprawie płatności przez {VPAY} za kurs letni",
]
BEN_EMAIL: Final[list[str]] = [
    "{HELLO},\n\nCould you tell me when {COURSE} runs in {TERM}? I would like to plan my study around work.\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nMy fee invoice for {PROGRAM} came in {AMOUNT} higher than the website. Can you explain why?\n\nKind regards,\n{SIGN}",
    "Dear {TEAM},\n\nMy application is still {STATUS}. It has been three weeks since I uploaded the {DOC}.\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nI would like to apply for {SCHOLAR}. Is the deadline still {DAY}?\n\nBest,\n{SIGN}",
    "Dear {TEAM},\n\nI paid {AMOUNT} through {PAY} last week but the portal shows nothing. Could you check?\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nOur flight with {AIRLINE} lands in {CITY} at {TIME}. Is there a shuttle to {ACCOM}?\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nI need extra time and a separate room for {EXAM}. Who should I send the medical letter to?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nThe system check in {PROCTOR} failed with {ERR} ten minutes before {MODULE}. Can I resit?\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nI am from {COUNTRY} and need a {DOC} for the residential week in {CITY}.\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nCan our company pay for twelve staff on {PROGRAM} by {PAY}? We need one invoice.\n\nRegards,\n{SIGN}",
    "Dear {TEAM},\n\nWill the graduation at {BUILDING} be streamed? My family in {COUNTRY} cannot travel.\n\nKind regards,\n{SIGN}",
    "{HELLO},\n\nI am transferring from {UNI}. How many credits will {MODULE} count for?\n\nBest wishes,\n{SIGN}",
    "{HELLO},\n\nI want to withdraw from {COURSE} in {WEEKNO}. How much of the fee comes back?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nMy loan from {LOANER} is late. Please do not lock me out of {PLATFORM}.\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nIs {ACCOM} available for the summer session in {CITY}? We would like two rooms.\n\n{THANKS},\n{SIGN}",
    "Dzień dobry,\n\nczy mogę zapłacić czesne za {PROGRAM} przez {PAY}? Status wniosku: {PLSTATUS}.\n\nPozdrawiam,\nstudentka pierwszego roku",
    "Hola,\n\n¿la beca {ESBECA} cubre el viaje a {CITY}? La solicitud sigue {ESSTATUS}.\n\nSaludos,\nun alumno de la maestría",
    "Kính gửi Phòng Đào tạo,\n\nEm muốn hỏi lịch thi môn {VNCOURSE} kỳ {VNTERM}.\n\nEm cảm ơn ạ,\nmột sinh viên năm nhất",
    "Good day po,\n\nAsk ko lang po kung pwede magbayad via {PAY} for {PROGRAM}. Yung status ko {TLSTATUS}.\n\nSalamat po,\nisang estudyante",
    "{ARHELLO}،\n\nعايزة أعرف إزاي أدفع مصاريف {PROGRAM} عن طريق {PAY}.\n\nشكراً،\nطالبة في السنة الأولى",
    "学生課 御中\n\n{JPHELLO}。{JPTHING}の発行をお願いしたいです。{JPPAY}で手数料を払えますか？\n\nよろしくお願いいたします。\n一年生より",
    "Boa tarde,\n\no pedido de reembolso de {PROGRAM} está {PTSTATUS}. Podem ver, por favor?\n\n{PTTHANKS},\numa aluna do curso de verão",
    "{SWHELLO},\n\nI paid the {PROGRAM} fees through {PAY}. Kindly confirm receipt.\n\n{THANKS},\n{SIGN}",
    "Kia ora {TEAM},\n\nIs {COURSE} taught in {CITY} during {TERM}, or only online?\n\nNgā mihi,\n{SIGN}",
    "Dear {TEAM},\n\nThe {EXAM} result is not showing on {PLATFORM}. It says {ERR}.\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nCould the tuition invoice be issued in pounds sterling? Our sponsor pays from the UK via {PAY}.\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nIs the Jericho excavation still part of the archaeology summer school in {TERM}?\n\nBest,\n{SIGN}",
    "{HELLO},\n\nThe welcome pack mentions a fanous workshop at {BUILDING} during Ramadan. Is it open to everyone?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nPlease cancel my booking for {ACCOM}; I will stay with family in {CITY}.\n\nKind regards,\n{SIGN}",
    "{HELLO},\n\nWhich {DEVICE} settings do I need for {PROCTOR}? The practice test showed {ERR}.\n\n{THANKS},\n{SIGN}",
]
BEN_FORM: Final[list[str]] = [
    "Enquiry type: fees\nProgramme: {PROGRAM}\nPayment method: {PAY}\nStatus: {STATUS}",
    "Exam booking\nExam: {EXAM}\nCentre: {CITY}\nProctoring: {PROCTOR}",
    "Special arrangements\nExam: {MODULE}\nRequest: extra time\nReferred to: {ROLE}",
    "Scholarship enquiry\nScheme: {SCHOLAR}\nDeadline: {DAY}\nStatus: {STATUS}",
    "Accommodation\nSite: {ACCOM}\nCity: {CITY}\nArrival: {DAY}",
    "Travel\nAirline: {AIRLINE}\nArrival time: {TIME}\nResidential week: {CITY}",
    "Document request\nDocument: {DOC}\nCopies: 2\nDelivery: courier to {COUNTRY}",
    "Refund request\nCourse: {COURSE}\nWithdrawn in: {WEEKNO}\nPaid via: {PAY}",
    "IT ticket\nPlatform: {PLATFORM}\nError: {ERR}\nDevice: {DEVICE}",
    "Credit transfer\nPrevious university: {UNI}\nModule: {MODULE}\nStatus: {STATUS}",
    "Graduation\nVenue: {BUILDING}\nGuests: 3\nTime: {TIME}",
    "Loan check\nLender: {LOANER}\nTerm: {TERM}\nStatus: {STATUS}",
    "Name: (not given)\nTopic: {COURSE}\nQuestion: is it assessed by exam?",
    "Student no.: to follow\nProgramme: {PROGRAM}\nQuestion: instalments ({INSTAL})",
    "Sponsor enquiry\nPaying from: {COUNTRY}\nMethod: {PAY}\nAmount: {AMOUNT}",
    "Timetable clash\nModule: {MODULE}\nRoom: {ROOM}\nBuilding: {BUILDING}",
    "Feedback\nAbout: {ROLE}\nRating: 5/5\nComment: {THANKS}!",
    "Deferral\nFrom: {TERM}\nProgramme: {PROGRAM}\nReason: work",
    "Wniosek\nKurs: {PLCOURSE}\nPłatność: {PAY}\nStatus: {PLSTATUS}",
    "Solicitud\nBeca: {ESBECA}\nCiudad: {CITY}\nEstado: {ESSTATUS}",
    "Yêu cầu\nMôn: {VNCOURSE}\nKỳ: {VNTERM}\nHình thức: trực tuyến",
    "申請\n書類：{JPTHING}\n支払い：{JPPAY}\n受け取り：郵送",
    "Pedido\nDocumento: {DOC}\nPagamento: {PAY}\nEstado: {PTSTATUS}",
    "Ombi\nProgramme: {PROGRAM}\nPayment: {PAY}\nStatus: {STATUS}",
    "Summer school\nCourse: {COURSE}\nHousing: {ACCOM}\nFlight: {AIRLINE}",
    "Placement test\nAccepted instead: {EXAM}\nProgramme: {PROGRAM}\nDecision: {STATUS}",
    "Library\nIssue: {ERR}\nPlatform: {PLATFORM}\nRoom: {ROOM}",
    "Payment plan\nInstalments: {INSTAL}\nFirst due: {DAY}\nMethod: {PAY}",
]
BEN_QUOTED: Final[list[str]] = [
    "Thanks, that works.\n\n> Your instalments will now be collected by {PAY}.\n> {TEAM}",
    "Still waiting.\n\n> Your {DOC} will be posted on {DAY}.",
    "Great!\n\nOn Mon, 2 Mar 2026 at 10:15, {TEAM} wrote:\n> Your application for {PROGRAM} is {STATUS}.",
    "Understood.\n\n> A call with {ROLE} is booked for {TIME}.",
    "OK.\n\n-----Original Message-----\nFrom: {TEAM}\nSubject: your fees\n\nYour next instalment of {AMOUNT} is due on {DAY}.",
    "Good to know.\n\n> All exams for {MODULE} use {PROCTOR}.",
    "Is this real?\n\n> Congratulations! You have been shortlisted for {SCHOLAR}.",
    "No thanks.\n\n> Would you like to add {ACCOM} to your booking?",
    "Yes please.\n\n> We can move your exam to {TIME} on {DAY}.",
    "Perfecto.\n\nEl lun, 2 mar 2026 a las 09:12, Servicios Escolares escribió:\n> La solicitud de beca quedó {ESSTATUS}.",
    "Dziękuję.\n\n> Status wniosku: {PLSTATUS}.",
    "Dạ em cảm ơn.\n\n> Lịch thi môn {VNCOURSE} sẽ có vào tuần sau.",
    "ありがとうございます。\n\n> {JPTHING}は郵送で届きます。",
    "Obrigada.\n\n> O seu pedido está {PTSTATUS}.",
    "Still broken.\n\n> Please clear your cache; {ERR} should go away.",
    "Done.\n\n---------- Forwarded message ---------\nFrom: {TEAM}\nSubject: exam booking\n\nYour {EXAM} slot in {CITY} is confirmed.",
    "Hmm.\n\n> {PLATFORM} will be down for maintenance on {DAY}.",
    "Ok.\n\n> The office in {CITY} is closed on {DAY}.",
    "Fine by me.\n\n> The shuttle from the {AIRLINE} terminal leaves at {TIME}.",
    "Why?\n\n> A late fee of {AMOUNT} applies after {DAY}.",
    "Thanks.\n\nBegin forwarded message:\n\nFrom: {TEAM}\nSubject: graduation\n\nThe ceremony at {BUILDING} starts at {TIME}.",
    "Got it.\n\n> Credits from {UNI} were approved by {ROLE}.",
    "Noted.\n\n> Summer school students flying {AIRLINE} should arrive by {DAY}.",
    "Salamat po!\n\n> Your {PAY} payment was received.",
    "Asante.\n\n> Your HELB disbursement for {TERM} has arrived.",
    "Sure.\n\nOn Tue, 3 Mar 2026 at 11:00, {TEAM} wrote:\n> Could you send a scan of your {DOC}?",
    "Yes.\n\n> Is {COURSE} your first choice?",
    "OK.\n\n> Collect your keys for {ACCOM} at reception, desk 4.",
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
        prefix="thirteenth-adv",
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
        prefix="thirteenth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("thirteenth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
