"""Write the tenth redaction sets, `adversarial_pii_tenth.jsonl` and
`benign_support_tenth.jsonl`: written for tuning (the engineer reads them), by a helper that
did not read the redactor, its tests, its data files or its output, and never ran it on them.

    python benchmarks/data/redaction/make_tenth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: an outsourced contact centre that answers for six
clients in trades the earlier sets barely touched: a utilities company (electricity, water,
broadband, prepaid meters), a private clinic and dental booking service, an online
university, a lettings agency, a ferry and coach operator and a pet insurer. Their customers
live in Portugal, Greece, Egypt, Indonesia, Vietnam, Pakistan, Morocco, Romania and Ghana and
write in English and, in part, Portuguese, Greek (also Greeklish), Egyptian Arabic (also
Arabizi), Indonesian, Vietnamese, Roman Urdu, French and Darija, Romanian and Ghanaian
English. A skeleton is a string with `{SLOT}` placeholders and may start with a `[CC]` country
tag; each message draws one persona (of that country when tagged) with that persona's
address, phone style, birth date, national numbers and email, one member of staff (agent,
dentist, tutor, negotiator, inventory clerk), one third party (landlord, guarantor, flatmate,
vet, co-passenger) and one pet, and fresh digits. Every typed slot leaves a span whose offsets
are computed while the message is assembled and checked to hold the inserted value; the
untyped slots (utility, coach and ferry companies, payment methods, treatments, breeds, pets)
leave none. Every number that has a check digit carries a valid one (Portuguese NIF and NIB,
Greek AFM and AMKA, Romanian CNP, Moroccan RIB key, cards, IBANs, S10 numbers), and the
national numbers that encode a birth date or sex (AMKA, CNP, Egyptian national ID, NIK,
CCCD, CNIC) agree with the persona. Every person, address, number and credential is invented.
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
    UNITS,
    Row,
    Span,
    SpanText,
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
    number_words,
    ordinal_words,
    render_untagged,
    s10_check_digit,
    write_sets,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_tenth.jsonl"
BENIGN_FILE: Final = "benign_support_tenth.jsonl"
ADVERSARIAL_SEED: Final = 20261210_101
BENIGN_SEED: Final = 20261210_102
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("PT", "GR", "EG", "ID", "VN", "PK", "MA", "RO", "GH")


class Persona:
    """A customer: the given and family names as a form asks for them, the name as written in
    full, the name they are called by, the name in their own script, and sex (for the
    national numbers that encode it)."""

    def __init__(
        self, given: str, family: str, full: str, sex: str, call: str, native: str
    ) -> None:
        self.given, self.family, self.full, self.sex = given, family, full, sex
        self.call, self.native = call, native

    @property
    def mononym(self) -> bool:
        return self.given == self.family


def _p(
    given: str,
    family: str,
    sex: str,
    full: str | None = None,
    call: str | None = None,
    native: str | None = None,
) -> Persona:
    name = full or f"{given} {family}"
    return Persona(given, family, name, sex, call or given, native or name)


# Portuguese with two surnames and a particle, Greek (also in Greek script), Egyptian with a
# father's name (also in Arabic script), Indonesian (Batak, Balinese with `Ni Luh`, and a
# Javanese single name), Vietnamese family name first (two-syllable family names `Âu Dương`
# and `Tôn Nữ`), Pakistani (`Noor-ul-Ain`), Moroccan (Amazigh `Ait`, also in Arabic script),
# Romanian with `ș`, `ț`, `ă`, `â`, and Ghanaian double-barrelled; first names that are also
# words, places or brands: Fátima, Irini, Bintang, Hòa Bình, Zara, Speranța, Comfort
PERSONAS: Final[dict[str, list[Persona]]] = {
    "PT": [
        _p("Fátima", "Cordeiro Bettencourt", "F"),
        _p("Duarte", "Ventura de Sequeira", "M"),
        _p("Leonor", "Lobato-Meireles", "F"),
    ],
    "GR": [
        _p("Paraskevi", "Triantafyllidou", "F", native="Παρασκευή Τριανταφυλλίδου"),
        _p("Stavros", "Kalogeropoulos", "M", native="Σταύρος Καλογερόπουλος"),
        _p("Irini", "Chatzigeorgiou-Manou", "F", native="Ειρήνη Χατζηγεωργίου-Μάνου"),
    ],
    "EG": [
        _p("Amal", "Soliman", "F", "Amal Abdel-Rahman Soliman", native="أمل عبد الرحمن سليمان"),
        _p("Sherif", "Shalaby", "M", "Sherif El-Sayed Shalaby", native="شريف السيد شلبي"),
        _p("Nourhan", "Abouzeid", "F", "Nourhan Fathy Abouzeid", native="نورهان فتحي أبوزيد"),
    ],
    "ID": [
        _p("Bintang", "Siregar", "M", "Bintang Pramudya Siregar"),
        _p("Ni Luh Ayu", "Sekarwati", "F", call="Ayu"),
        _p("Sulastri", "Sulastri", "F", "Sulastri"),
    ],
    "VN": [
        _p("Thị Tuyết Nhung", "Khúc", "F", "Khúc Thị Tuyết Nhung", call="Nhung"),
        _p("Hòa Bình", "Âu Dương", "M", "Âu Dương Hòa Bình", call="Bình"),
        _p("Diễm Kiều", "Tôn Nữ", "F", "Tôn Nữ Diễm Kiều", call="Kiều"),
    ],
    "PK": [
        _p("Zara", "Qureshi-Durrani", "F"),
        _p("Noor-ul-Ain", "Khattak", "F"),
        _p("Haris", "Jatoi", "M", "Haris Zubair Jatoi"),
    ],
    "MA": [
        _p("Salma", "Benjelloun", "F", native="سلمى بنجلون"),
        _p("Youssef", "Ait Lahcen", "M", native="يوسف آيت لحسن"),
        _p("Khadija", "Bennani-Smires", "F", native="خديجة بناني سميرس"),
    ],
    "RO": [
        _p("Ștefania", "Vlădescu-Moraru", "F"),
        _p("Dorin", "Pârvulescu", "M"),
        _p("Speranța", "Ciobotaru", "F"),
    ],
    "GH": [
        _p("Abena Serwaa", "Ofori-Atta", "F", call="Abena"),
        _p("Kwesi", "Amissah-Arthur", "M"),
        _p("Comfort", "Quaye", "F", "Comfort Dzifa Quaye"),
    ],
}
# contact-centre agents, dentists and hygienists, tutors, negotiators, inventory clerks
STAFF: Final[list[str]] = [
    "Mafalda",
    "Thodoris",
    "Radwa",
    "Wahyu",
    "Quỳnh",
    "Shehzad",
    "Meryem",
    "Iulian",
    "Ekow",
    "Eudoxia",
    "Sarfraz",
    "Zineb",
]
# landlords, guarantors, flatmates, vets, co-passengers, former tenants
THIRD: Final[list[str]] = [
    "Rogério Paixão Teles",
    "Evangelos Mavrogiannis",
    "Hoda Abdelghaffar",
    "Agus Setiawan Nasution",
    "Phùng Quang Toại",
    "Shoaib Mehmood Kiani",
    "Latifa Ouazzani",
    "Cornel Bălănescu",
    "Akua Donkor-Fosu",
    "Gheorghița Muntean",
    "Hajar Bouzidi",
    "Spyridon Lamprakis",
]
DOMAINS: Final[dict[str, list[str]]] = {
    "PT": ["sapo.pt", "netcabo.pt"],
    "GR": ["otenet.gr", "yahoo.gr"],
    "EG": ["yahoo.com", "tedata.net.eg"],
    "ID": ["yahoo.co.id", "gmail.com"],
    "VN": ["gmail.com", "fpt.vn"],
    "PK": ["hotmail.com", "cyber.net.pk"],
    "MA": ["menara.ma", "gmail.com"],
    "RO": ["yahoo.ro", "gmail.com"],
    "GH": ["gmail.com", "yahoo.com"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span; where the postcode comes before the town
# (Portugal, Greece, Morocco, Romania) the town after it is a second ADDRESS span; a
# Ghanaian address is followed by its GhanaPost GPS digital address
ADDRESSES: Final[dict[str, list[str]]] = {
    "PT": [
        "[Rua Actor Vale 38, 2.º Esq], <1900-024> [Lisboa]",
        "[Rua de Cedofeita 517, 3.º Dto], <4050-181> [Porto]",
        "[Travessa da Amoreira 9, r/c], <3000-029> [Coimbra]",
    ],
    "GR": [
        "[Ippokratous 118, 3os orofos], <114 72> [Athina]",
        "[Tsimiski 71, diam. 5], <546 22> [Thessaloniki]",
        "[Λεωφ. Αλεξάνδρας 96, 4ος όροφος], <114 73> [Αθήνα]",
    ],
    "EG": [
        "[Apt 12, 4th floor, 27 Mossadak St, Dokki, Giza] <12311>",
        "[8 Abou El Feda St, Zamalek, Cairo] <11211>",
        "[19 Fouad St, Raml Station, Alexandria] <21131>",
    ],
    "ID": [
        "[Jl. Tebet Barat Dalam Raya No. 27, RT 005/RW 003, Tebet, Jakarta Selatan] <12810>",
        "[Perum Griya Asri Blok C2 No. 14, Ngaglik, Sleman, DI Yogyakarta] <55581>",
        "[Jl. Raya Lodtunduh No. 88, Ubud, Gianyar, Bali] <80571>",
    ],
    "VN": [
        "[Số 27 ngõ 95 Chùa Bộc, phường Trung Liệt, quận Đống Đa, Hà Nội] <11512>",
        "[145/12 Nguyễn Thiện Thuật, Phường 1, Quận 3, TP. Hồ Chí Minh] <72406>",
        "[Lô B3 khu đô thị Phú Mỹ An, Ngũ Hành Sơn, Đà Nẵng] <50511>",
    ],
    "PK": [
        "[House 14, Street 7, F-8/3, Islamabad] <44220>",
        "[Flat 3-B, Block 13-D, Gulshan-e-Iqbal, Karachi] <75300>",
        "[52-C, Model Town Extension, Lahore] <54700>",
    ],
    "MA": [
        "[Résidence Al Manar, Imm. 4, Apt 12, Bd Zerktouni], <20250> [Casablanca]",
        "[Derb Sidi Bouloukat 18, Médina], <40030> [Marrakech]",
        "[12 Rue Oued Ziz, Agdal], <10090> [Rabat]",
    ],
    "RO": [
        "[Str. Doamnei nr. 12, bl. A3, sc. 2, et. 4, ap. 31, sector 3], <030167> [București]",
        "[Calea Dorobanților nr. 88, ap. 5], <400609> [Cluj-Napoca]",
        "[Bd. Independenței nr. 41, bl. C2, ap. 17], <700102> [Iași]",
    ],
    "GH": [
        "[Plot 22, Nyaniba Estates, Osu, Accra], GPS <GA-183-8164>",
        "[Hse No. 7, Bantama High St, Kumasi], GPS <AK-039-5028>",
        "[Flat 2B, Ridge Court, Cape Coast], GPS <CC-102-7789>",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")

# '#' is a digit 2-9, anything else literal
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "PT": ["91# ### ###", "+351 96# ### ###", "+351 21# ### ###"],
    "GR": ["69# ### ####", "+30 69# ### ####", "+30 210 ### ####"],
    "EG": ["010# ### ####", "+20 12# ### ####", "(02) 2### ####"],
    "ID": ["0812-####-####", "+62 813 #### ####", "(021) ####-####"],
    "VN": ["09## ### ###", "+84 9# ### ## ##", "(028) 3### ####"],
    "PK": ["03##-#######", "+92 3## #######", "(042) 3#######"],
    "MA": ["06 ## ## ## ##", "+212 6##-######", "05 22 ## ## ##"],
    "RO": ["07## ### ###", "+40 7## ### ###", "021 ### ## ##"],
    "GH": ["024 ### ####", "+233 54 ### ####", "030 ### ####"],
}
# the local form spoken in voice messages
SPOKEN_PHONE: Final[dict[str, str]] = {
    "PT": "91#######",
    "GR": "69########",
    "EG": "010########",
    "ID": "0812########",
    "VN": "09########",
    "PK": "03#########",
    "MA": "06########",
    "RO": "07########",
    "GH": "024#######",
}
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "PT": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "GR": ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"],
    "EG": ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
    "ID": ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"],
    "MA": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "RO": ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"],
}  # fmt: skip
# Visa (16 and 19 digits), Mastercard, Amex, NAPAS (16 and 19), UnionPay (16 and 19), JCB,
# Discover
CARD_KINDS: Final = [("4", 16), ("4", 16), ("4", 19), ("51", 16), ("53", 16), ("2221", 16), ("34", 15), ("37", 15), ("9704", 16), ("9704", 19), ("62", 16), ("62", 19), ("35", 16), ("6011", 16)]  # fmt: skip
PASSWORD_WORDS: Final = ["Pastelaria", "Souvlaki", "Koshary", "Rendang", "BanhXeo", "Biryani", "Tajine", "Sarmale", "Kelewele"]  # fmt: skip
ALNUM: Final = string.ascii_uppercase + string.digits
ID_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
GREEK_LATIN: Final = "ABEZHIKMNOPTYX"  # the letters Greek plates share with the Latin alphabet
IBAN_COUNTRIES: Final = ("PT", "GR", "EG", "PK", "RO")
CNP_WEIGHTS: Final = (2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9)
# ISO 3166 numeric codes that start a microchip number registered in that country
CHIP_COUNTRY: Final[dict[str, str]] = {
    "PT": "620",
    "GR": "300",
    "EG": "818",
    "ID": "360",
    "VN": "704",
    "PK": "586",
    "MA": "504",
    "RO": "642",
    "GH": "288",
}
FOLDED: Final = str.maketrans({"đ": "d", "Đ": "D", "ı": "i"})

# untyped slots: words with no span (brands, operators, payment methods, treatments, pets)
NOISE: Final[dict[str, dict[str, list[str]] | list[str]]] = {
    "UTILCO": {
        "PT": ["EDP", "Galp", "EPAL", "MEO", "NOS"],
        "GR": ["ΔΕΗ", "Protergia", "ΕΥΔΑΠ", "Cosmote", "Nova"],
        "EG": ["North Cairo Electricity", "WE", "Orange", "Etisalat"],
        "ID": ["PLN", "PDAM", "IndiHome", "Biznet"],
        "VN": ["EVN", "Sawaco", "Viettel", "VNPT", "FPT"],
        "PK": ["K-Electric", "LESCO", "PTCL", "Nayatel"],
        "MA": ["Lydec", "ONEE", "Maroc Telecom", "inwi"],
        "RO": ["Enel", "Electrica", "Apa Nova", "Digi"],
        "GH": ["ECG", "Ghana Water", "MTN", "Surfline"],
    },
    "BUSCO": {
        "PT": ["Rede Expressos", "FlixBus", "Atlânticoline"],
        "GR": ["Blue Star Ferries", "Seajets", "Minoan Lines", "KTEL"],
        "EG": ["Go Bus", "Blue Bus", "Super Jet"],
        "ID": ["Pelni", "ASDP", "Sinar Jaya"],
        "VN": ["Phương Trang", "Superdong", "Vexere"],
        "PK": ["Daewoo Express", "Faisal Movers", "Skyways"],
        "MA": ["CTM", "Supratours", "FRS"],
        "RO": ["FlixBus", "Atlassib", "Murat"],
        "GH": ["STC", "VIP Jeoun", "VVIP"],
    },
    "PAYM": {
        "PT": ["MB Way", "Multibanco"],
        "GR": ["IRIS", "Viva Wallet"],
        "EG": ["Fawry", "Vodafone Cash", "Meeza"],
        "ID": ["GoPay", "OVO", "DANA", "QRIS"],
        "VN": ["MoMo", "ZaloPay", "VNPay"],
        "PK": ["JazzCash", "Easypaisa"],
        "MA": ["CashPlus", "Wafacash"],
        "RO": ["Revolut", "George"],
        "GH": ["MTN MoMo", "Telecel Cash"],
    },
    "TREAT": [
        "Invisalign",
        "the Hollywood Smile package",
        "a Straumann implant",
        "teeth whitening",
        "a root canal",
        "a scale and polish",
    ],
    "BREED": [
        "Podengo",
        "Kangal",
        "Cavalier King Charles",
        "Maine Coon",
        "Egyptian Mau",
        "Bali dog",
        "Carpathian Shepherd",
        "Jack Russell",
    ],
    "PET": [
        "Bolinha",
        "Loukoumas",
        "Simsim",
        "Kopi",
        "Mít",
        "Sheru",
        "Zaatar",
        "Pufi",
        "Kenkey",
        "Sócrates",
        "Cleópatra",
        "Tarzan",
    ],
}


# --------------------------------------------------------------------------- check digits


def nif_digit(body: str) -> str:
    """The check digit of a Portuguese NIF whose first eight digits are `body` (weights 9 to
    2, mod 11; 0 when the remainder is 0 or 1)."""
    rest = sum(int(c) * w for c, w in zip(body, range(9, 1, -1), strict=True)) % 11
    return "0" if rest < 2 else str(11 - rest)


def afm_digit(body: str) -> str:
    """The check digit of a Greek AFM whose first eight digits are `body` (powers of two,
    mod 11, mod 10)."""
    return str(sum(int(c) * 2 ** (8 - i) for i, c in enumerate(body)) % 11 % 10)


def cnp_digit(body: str) -> str:
    """The check digit of a Romanian CNP whose first twelve digits are `body` (10 is 1)."""
    rest = sum(int(c) * w for c, w in zip(body, CNP_WEIGHTS, strict=True)) % 11
    return "1" if rest == 10 else str(rest)


def mod97_key(body: str) -> str:
    """The two-digit key of a Portuguese NIB: 98 - (body * 100 mod 97), so that the 21 digits
    are 1 mod 97 (which is why every Portuguese IBAN starts PT50)."""
    return f"{98 - int(body) * 100 % 97:02d}"


def rib_key(body: str) -> str:
    """The key of a Moroccan RIB: 97 - (the 22 digits * 100 mod 97), so that the 24 digits
    are a multiple of 97."""
    return f"{97 - int(body) * 100 % 97:02d}"


# --------------------------------------------------------------------------- spoken values


def year_words(y: int) -> str:
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + ("" if rest == 0 else f" and {number_words(rest)}")
    hi, lo = divmod(y, 100)
    return f"{number_words(hi)} {'oh ' + UNITS[lo] if lo < 10 else number_words(lo)}"


def ascii_fold(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.translate(FOLDED))
    return folded.encode("ascii", "ignore").decode()


def ascii_name(part: str) -> str:
    return re.sub(r"[^a-z]", "", ascii_fold(part).lower())


def spoken_code(value: str) -> str:
    """A number or code read out: digits as words one by one, letters lower case."""
    return " ".join(
        UNITS[int(c)] if c.isdigit() else c.lower() for c in ascii_fold(value) if c.isalnum()
    )


def spoken_doubled(value: str) -> str:
    """Digits read out with 'double' and 'triple' for a digit said two or three times in a
    row ('double seven')."""
    out: list[str] = []
    i = 0
    while i < len(value):
        if value[i : i + 3] == value[i] * 3:
            out.append(f"triple {UNITS[int(value[i])]}")
            i += 3
        elif i + 1 < len(value) and value[i] == value[i + 1]:
            out.append(f"double {UNITS[int(value[i])]}")
            i += 2
        else:
            out.append(UNITS[int(value[i])])
            i += 1
    return " ".join(out)


def spelled(part: str) -> str:
    """The last word of a name spelled letter by letter ('j a t o i')."""
    return " ".join(ascii_name(re.split(r"[ -]", part)[-1]))


def spoken_address(value: str) -> str:
    """An address as voice-to-text writes it: lower case ASCII, no punctuation, short numbers
    as words and longer ones digit by digit."""
    text = ascii_fold(value).lower()
    text = re.sub(r"[^\w\s]", " ", text)

    def say(match: re.Match[str]) -> str:
        number, suffix = match.group(1), match.group(2)
        head = (
            number_words(int(number))
            if len(number) <= 2 and not number.startswith("0")
            else spoken_code(number)
        )
        return head + (f" {suffix}" if suffix else "")

    text = re.sub(r"(\d+)([a-z]*)\b", say, text)
    return re.sub(r"\s+", " ", text).strip()


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, phone style, birth date,
    national numbers and email domain; a member of staff, a third party, a pet and fresh
    digits."""

    def __init__(self, rng: random.Random, index: int, country: str | None) -> None:
        self.rng = rng
        self.index = index
        self.country = country or COUNTRIES[(index * 4 + 1) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.person = people[(index // len(COUNTRIES) + index) % len(people)]
        self.address = rng.choice(ADDRESSES[self.country])
        self.staff = STAFF[(index * 7 + 3) % len(STAFF)]
        self.third = THIRD[(index * 5 + 1) % len(THIRD)]
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

    def noise(self, slot: str) -> str:
        words = NOISE[slot]
        return self.pick(words[self.country] if isinstance(words, dict) else words)

    def local(self) -> str:
        p = self.person
        f = ascii_name(p.call.split()[0])
        s = ascii_name(p.family.split()[-1] if self.country != "VN" else p.family.split()[0])
        y = str(self.birth[0])[2:]
        if p.mononym:
            return self.pick([f"{f}{y}", f"{f}.{self.digits(3)}", f"mbak.{f}"])
        return self.pick([f"{f}.{s}", f"{f}{s}{y}", f"{f[0]}{s}", f"{s}.{f}{y}", f"{f}_{s}"])

    # ---- contact values

    def phone(self) -> str:
        fmt = self.pick(PHONE_FORMATS[self.country])
        return "".join(self.rng.choice("23456789") if c == "#" else c for c in fmt)

    def spoken_phone(self) -> str:
        fmt = SPOKEN_PHONE[self.country]
        number = "".join(self.rng.choice("0123456789") if c == "#" else c for c in fmt)
        if self.country in ("GH", "PK", "EG"):  # where people say "double"
            if not re.search(r"(\d)\1", number):
                number = number[:5] + number[4] + number[6:]
            return spoken_doubled(number)
        return spoken_code(number)

    def email(self) -> str:
        return f"{self.local()}@{self.domain}"

    def obfuscated_email(self) -> str:
        local, (host, _, tld) = self.local(), self.domain.partition(".")
        by_country = {
            "PT": f"{local} arroba {host} ponto {tld.replace('.', ' ponto ')}",
            "GR": f"{local} papaki {host} teleia {tld.replace('.', ' teleia ')}",
            "ID": f"{local} et {host} titik {tld.replace('.', ' titik ')}",
            "VN": f"{local} a còng {host} chấm {tld.replace('.', ' chấm ')}",
            "MA": f"{local} arobase {host} point {tld.replace('.', ' point ')}",
            "RO": f"{local} a rond {host} punct {tld.replace('.', ' punct ')}",
        }
        styles = [
            f"{local} at {host} dot {tld.replace('.', ' dot ')}",
            f"{local} [at] {host} [dot] {tld.replace('.', ' [dot] ')}",
            f"{local}(at){self.domain}",
            f"{local} @ {self.domain}",
            f"{local.upper()}@{self.domain.upper()}",
            f"{local}<at>{host}<dot>{tld.replace('.', '<dot>')}",
        ]
        if self.country in by_country and self.index % 2 == 0:
            return by_country[self.country]
        return styles[(self.index // 2) % len(styles)]

    def spoken_email(self) -> str:
        local = re.sub(r"[._]", " dot ", self.local())
        local = re.sub(r"\d", lambda m: f" {UNITS[int(m.group())]} ", local)
        host, _, tld = self.domain.partition(".")
        return re.sub(r"\s+", " ", f"{local} at {host} dot {tld.replace('.', ' dot ')}").strip()

    def instapay(self) -> str:
        return f"{ascii_name(self.person.call)}.{ascii_name(self.person.family)[:4]}@instapay"

    # ---- birth dates

    def dob(self) -> str:
        y, m, d = self.birth
        local = LOCAL_MONTHS.get(self.country, [x.lower() for x in MONTHS])[m - 1]
        styles = {
            "PT": [f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d} de {local} de {y}"],
            "GR": [f"{d}/{m}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {local} {y}"],
            "EG": [f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {local} {y}"],
            "ID": [f"{d:02d}-{m:02d}-{y}", f"{d} {local} {y}", f"{d:02d}/{m:02d}/{y}"],
            "VN": [f"{d:02d}/{m:02d}/{y}", f"ngày {d} tháng {m} năm {y}", f"{d}-{m}-{y}"],
            "PK": [f"{d:02d}-{m:02d}-{y}", f"{d} {MONTHS[m - 1]} {y}", f"{d}/{m}/{y % 100:02d}"],
            "MA": [f"{d:02d}/{m:02d}/{y}", f"{d} {local} {y}", f"{y}-{m:02d}-{d:02d}"],
            "RO": [f"{d:02d}.{m:02d}.{y}", f"{d} {local} {y}", f"{d:02d}/{m:02d}/{y}"],
            "GH": [
                f"{d:02d}/{m:02d}/{y}",
                f"{ordinal_suffix(d)} {MONTHS[m - 1]} {y}",
                f"{MONTHS[m - 1]} {d}, {y}",
            ],
        }[self.country]
        return self.pick(styles)

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.country in ("GH", "PK"):
            return f"{month} {ordinal_words(d)} {year_words(y)}"
        return f"the {ordinal_words(d)} of {month} {year_words(y)}"

    # ---- national numbers (each agrees with the persona's birth date and sex)

    def nif(self) -> str:
        body = self.pick(["1", "2", "2", "3"]) + self.digits(7)
        n = body + nif_digit(body)
        return self.pick([n, f"{n[:3]} {n[3:6]} {n[6:]}"])

    def afm(self) -> str:
        body = self.pick(["0", "1"]) + self.digits(7)
        return body + afm_digit(body)

    def amka(self) -> str:
        y, m, d = self.birth
        body = f"{d:02d}{m:02d}{y % 100:02d}{self.digits(4)}"
        return body + luhn_check_digit(body)

    def egyptian_id(self) -> str:
        y, m, d = self.birth
        gov = self.pick(["01", "02", "21", "12", "13", "16"])
        sex = self.pick(list("13579" if self.person.sex == "M" else "02468"))
        return f"{2 if y < 2000 else 3}{y % 100:02d}{m:02d}{d:02d}{gov}{self.digits(3)}{sex}{self.digits(1)}"

    def nik(self) -> str:
        y, m, d = self.birth
        region = self.pick(["317401", "340408", "510403", "327303"])
        day = d + (40 if self.person.sex == "F" else 0)
        return f"{region}{day:02d}{m:02d}{y % 100:02d}{self.rng.randint(1, 999):04d}"

    def cccd(self) -> str:
        y = self.birth[0]
        century_sex = {("M", False): 0, ("F", False): 1, ("M", True): 2, ("F", True): 3}[
            (self.person.sex, y >= 2000)
        ]
        return (
            f"{self.pick(['001', '079', '048', '031'])}{century_sex}{y % 100:02d}{self.digits(6)}"
        )

    def cnic(self) -> str:
        sex = self.pick(list("13579" if self.person.sex == "M" else "02468"))
        n = f"{self.pick(['35202', '42101', '61101', '37405'])}{self.digits(7)}{sex}"
        return self.pick([f"{n[:5]}-{n[5:12]}-{n[12]}", n])

    def cin(self) -> str:
        return self.pick(["BE", "BK", "EE", "AB", "JB"]) + self.pick(
            [self.digits(6), self.digits(5)]
        )

    def cnp(self) -> str:
        y, m, d = self.birth
        sex = {("M", False): "1", ("F", False): "2", ("M", True): "5", ("F", True): "6"}[
            (self.person.sex, y >= 2000)
        ]
        body = (
            f"{sex}{y % 100:02d}{m:02d}{d:02d}{self.pick(['12', '22', '40', '42'])}{self.digits(3)}"
        )
        return body + cnp_digit(body)

    def ghana_card(self) -> str:
        return f"GHA-{self.pick(['7', '0'])}{self.digits(8)}-{self.digits(1)}"

    def national_id(self) -> str:
        return {
            "PT": self.nif,
            "GR": self.afm,
            "EG": self.egyptian_id,
            "ID": self.nik,
            "VN": self.cccd,
            "PK": self.cnic,
            "MA": self.cin,
            "RO": self.cnp,
            "GH": self.ghana_card,
        }[self.country]()

    def health_number(self) -> str:
        """The national health number: a Portuguese SNS utente number, a Greek AMKA, an
        Indonesian BPJS Kesehatan card, a Ghanaian NHIS number; elsewhere the national id."""
        if self.country == "PT":
            return self.pick(["1", "2", "3"]) + self.digits(8)
        if self.country == "GR":
            return self.amka()
        if self.country == "ID":
            return "000" + self.digits(10)
        if self.country == "GH":
            return self.digits(8)
        return self.national_id()

    def passport(self) -> str:
        c = self.country
        if c in ("GR", "PK", "MA"):
            return self.letters(2, "ABCDEFGHJKLMNPRSTUVWXYZ") + self.digits(7)
        if c == "EG":
            return "A" + self.digits(8)
        if c in ("ID", "VN"):
            return self.pick(["C", "X", "P"]) + self.digits(7)
        if c == "RO":
            return "0" + self.digits(7)
        if c == "GH":
            return "G" + self.digits(7)
        return self.letters(1, "CDEFHKLMNPRT") + self.digits(6)

    # ---- bank details

    def nib(self) -> str:
        body = self.pick(["0035", "0033", "0010", "0007", "0018", "0036"]) + self.digits(15)
        return body + mod97_key(body)

    def rib(self) -> str:
        body = (
            self.pick(["007", "011", "022", "230", "181"])
            + self.pick(["780", "640", "450", "810"])
            + self.digits(16)
        )
        return body + rib_key(body)

    def account(self) -> str:
        """The persona's account number in its country's domestic form."""
        c = self.country
        if c == "PT":
            n = self.nib()
            return self.pick([n, f"{n[:4]} {n[4:8]} {n[8:19]} {n[19:]}"])
        if c == "MA":
            n = self.rib()
            return self.pick([n, f"{n[:3]} {n[3:6]} {n[6:22]} {n[22:]}"])
        if c == "ID":
            return self.pick(
                [
                    self.pick(["8", "5", "0"]) + self.digits(9),
                    f"{self.digits(3)}-00-{self.digits(7)}-{self.digits(1)}",
                ]
            )
        if c == "VN":
            return self.pick(
                [
                    "0071" + self.digits(9),
                    "1903" + self.digits(10),
                    f"{self.digits(4)} {self.digits(4)} {self.digits(4)}",
                ]
            )
        if c == "EG":
            return self.pick(
                ["100" + self.digits(10), f"{self.digits(4)}-{self.digits(4)}-{self.digits(5)}"]
            )
        if c == "GH":
            return self.pick(
                ["1441" + self.digits(9), f"{self.digits(4)} {self.digits(4)} {self.digits(5)}"]
            )
        if c == "PK":
            return f"{self.digits(4)}-{self.digits(10)}"
        if c == "GR":
            return f"{self.digits(3)}/{self.digits(6)}-{self.digits(2)}"
        raise KeyError(f"no domestic account form for {c}")

    def iban(self, country: str | None = None) -> str:
        cc = country or (
            self.country if self.country in IBAN_COUNTRIES else self.pick(list(IBAN_COUNTRIES))
        )
        if cc == "PT":
            value = iban_from_bban(cc, self.nib())
            assert value.startswith("PT50"), value
            return value
        if cc == "GR":
            bban = self.pick(["011", "026", "017", "014"]) + self.digits(20)
        elif cc == "EG":
            bban = self.pick(["0003", "0019", "0037", "0057"]) + self.digits(21)
        elif cc == "PK":
            bban = self.pick(["HABB", "MUCB", "UNIL", "MEZN", "SCBL", "ALFH"]) + self.digits(16)
        else:
            bank = self.pick(["BTRL", "RNCB", "INGB", "BRDE", "BACX"])
            bban = bank + self.pick(
                [f"RONCRT{self.digits(10)}", f"{self.digits(2)}C{self.digits(13)}"]
            )
        return iban_from_bban(cc, bban)

    # ---- cards

    def card(self) -> str:
        prefix, length = self.pick(CARD_KINDS)  # type: ignore[arg-type]
        return luhn_complete(prefix, length, self.rng)

    def grouped_card(self) -> str:
        c = self.card()
        if len(c) == 15:
            return self.pick([f"{c[:4]} {c[4:10]} {c[10:]}", c])
        if len(c) == 19:
            return self.pick(
                [" ".join(c[i : i + 4] for i in range(0, 19, 4)), f"{c[:6]} {c[6:]}", c]
            )
        return self.pick(
            [
                " ".join(c[i : i + 4] for i in range(0, 16, 4)),
                "-".join(c[i : i + 4] for i in range(0, 16, 4)),
                c,
            ]
        )

    def odd_card(self) -> str:
        c = self.card()
        layout = self.rng.randrange(5)
        fours = [c[i : i + 4] for i in range(0, len(c), 4)]
        if layout == 0:
            return " — ".join(fours)
        if layout == 1:
            return " . ".join(fours)
        if layout == 2:
            return " ".join(c[i : i + 3] for i in range(0, len(c), 3))
        if layout == 3:
            return "+".join(fours)
        return f"{c[:8]} {c[8:]}"

    def broken_card(self) -> str:
        c = self.card()
        fours = [c[i : i + 4] for i in range(0, len(c), 4)]
        return " ".join(fours[:3]) + "\n" + " ".join(fours[3:])

    def spoken_card(self) -> str:
        c = self.card()
        return " ".join(spoken_code(c[i : i + 4]) for i in range(0, len(c), 4))

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
        return " ".join(groups[:4]) + "\n" + " ".join(groups[4:])

    # ---- the client's ids

    def utility_account(self) -> str:
        c = self.country
        return {
            "PT": lambda: f"PT0002000{self.digits(9)}{self.letters(2)}",
            "GR": lambda: f"{self.digits(1)} {self.digits(8)}-01 {self.digits(1)}",
            "EG": lambda: f"{self.digits(3)}-{self.digits(4)}-{self.digits(4)}",
            "ID": lambda: self.pick(
                [f"5{self.digits(11)}", f"5{self.digits(3)} {self.digits(4)} {self.digits(4)}"]
            ),
            "VN": lambda: f"PE0{self.digits(1)}00{self.digits(7)}",
            "PK": lambda: f"{self.digits(2)} {self.digits(5)} {self.digits(7)} U",
            "MA": lambda: f"{self.digits(2)} {self.digits(3)} {self.digits(3)}",
            "RO": lambda: self.pick([f"{self.digits(10)}", f"RO005E5{self.digits(8)}"]),
            "GH": lambda: f"{self.digits(3)}{self.digits(7)}",
        }[c]()

    def meter(self) -> str:
        return self.pick(
            [
                self.digits(11),
                f"{self.letters(3)}{self.digits(8)}",
                f"P{self.digits(9)}",
                f"{self.digits(2)}-{self.digits(6)}",
            ]
        )

    def token(self) -> str:
        t = self.digits(20)
        return self.pick(
            [
                " ".join(t[i : i + 4] for i in range(0, 20, 4)),
                "-".join(t[i : i + 4] for i in range(0, 20, 4)),
            ]
        )

    def plate(self) -> str:
        c = self.country
        return {
            "PT": lambda: f"{self.letters(2)}-{self.digits(2)}-{self.letters(2)}",
            "GR": lambda: f"{self.letters(3, GREEK_LATIN)}-{self.rng.randint(1000, 9999)}",
            "EG": lambda: (
                f"{' '.join(self.rng.choice('أبجدرسصطعفقلمنهوى') for _ in range(3))} {self.rng.randint(100, 9999)}"
            ),
            "ID": lambda: (
                f"{self.pick(['B', 'AB', 'DK', 'D'])} {self.rng.randint(1000, 9999)} {self.letters(3)}"
            ),
            "VN": lambda: (
                f"{self.pick(['51F', '30A', '43A', '29H'])}-{self.digits(3)}.{self.digits(2)}"
            ),
            "PK": lambda: (
                f"{self.pick(['LEB', 'LEC', 'ICT', 'BKR'])}-{self.rng.randint(100, 9999)}"
            ),
            "MA": lambda: (
                f"{self.rng.randint(10000, 99999)}-{self.pick(['أ', 'ب', 'د', 'ه'])}-{self.rng.randint(1, 70)}"
            ),
            "RO": lambda: self.pick(
                [
                    f"B-{self.digits(3)}-{self.letters(3)}",
                    f"{self.pick(['CJ', 'IS', 'CT'])}-{self.digits(2)}-{self.letters(3)}",
                ]
            ),
            "GH": lambda: (
                f"{self.pick(['GR', 'AS', 'GT', 'CR'])} {self.rng.randint(1000, 9999)}-{self.pick(['22', '23', '24', '19'])}"
            ),
        }[c]()

    def chip(self) -> str:
        n = self.pick([CHIP_COUNTRY[self.country], "900", "981", "985"]) + self.digits(12)
        return self.pick([n, " ".join(n[i : i + 3] for i in range(0, 15, 3))])

    def policy(self) -> str:
        return self.pick(
            [
                f"PS-{self.letters(2)}-{self.digits(7)}",
                f"PET{self.digits(8)}",
                f"{self.letters(3)}/{self.digits(6)}",
            ]
        )

    def booking(self) -> str:
        return self.letters(6, ID_CHARS)

    # ---- every other slot

    def value(self, slot: str) -> tuple[str, str | None]:
        if slot in NOISE:
            return self.noise(slot), None
        maker = self.makers().get(slot)
        if maker is None:
            raise KeyError(slot)
        return maker()

    def makers(self) -> dict[str, Callable[[], tuple[str, str | None]]]:
        p, rng = self.person, self.rng

        def voiced(value: str) -> str:
            return " ".join(ascii_name(w) for w in value.replace("-", " ").split())

        def initials() -> str:
            if p.mononym or self.country == "VN":
                return p.full
            return (
                " ".join(f"{w[0]}." for w in p.given.replace("-", " ").split()[:2]) + f" {p.family}"
            )

        return {
            # ---- people
            "NAME": lambda: (p.full, "PERSON"),
            "NATIVE": lambda: (p.native, "PERSON"),
            "FIRST": lambda: (p.call, "PERSON"),
            "GIVEN": lambda: (p.given, "PERSON"),
            "LAST": lambda: (p.family, "PERSON"),
            "LNAME": lambda: (p.full.lower(), "PERSON"),
            "LFIRST": lambda: (p.call.lower(), "PERSON"),
            "UPLAST": lambda: (p.family.upper(), "PERSON"),
            "UPNAME": lambda: (p.full.upper(), "PERSON"),
            "INIT": lambda: (initials(), "PERSON"),
            "VNAME": lambda: (voiced(p.full), "PERSON"),
            "VFIRST": lambda: (voiced(p.call), "PERSON"),
            "SPELL": lambda: (spelled(p.family), "PERSON"),
            "STAFF": lambda: (self.staff, "PERSON"),
            "LSTAFF": lambda: (ascii_name(self.staff), "PERSON"),
            "THIRD": lambda: (self.third, "PERSON"),
            "LTHIRD": lambda: (voiced(self.third), "PERSON"),
            # ---- contact and birth date
            "EMAIL": lambda: (self.email(), "EMAIL"),
            "OEMAIL": lambda: (self.obfuscated_email(), "EMAIL"),
            "VEMAIL": lambda: (self.spoken_email(), "EMAIL"),
            "PHONE": lambda: (self.phone(), "PHONE"),
            "VPHONE": lambda: (self.spoken_phone(), "PHONE"),
            "DOB": lambda: (self.dob(), "DATE_OF_BIRTH"),
            "VDOB": lambda: (self.spoken_dob(), "DATE_OF_BIRTH"),
            # ---- national numbers
            "NATID": lambda: (self.national_id(), "SSN"),
            "VNATID": lambda: (spoken_code(self.national_id()), "SSN"),
            "HEALTH": lambda: (self.health_number(), "SSN"),
            "VHEALTH": lambda: (spoken_code(self.health_number()), "SSN"),
            "PASSPORT": lambda: (self.passport(), "SSN"),
            # ---- bank details
            "ACCT": lambda: (self.account(), "BANK_ACCOUNT"),
            "INSTAPAY": lambda: (self.instapay(), "BANK_ACCOUNT"),
            "IBAN": lambda: (self.grouped(self.iban()), "IBAN"),
            "IBANC": lambda: (self.odd_iban(), "IBAN"),
            "IBANNL": lambda: (self.broken_iban(), "IBAN"),
            "CARD": lambda: (self.grouped_card(), "CARD"),
            "CARDX": lambda: (self.odd_card(), "CARD"),
            "CARDNL": lambda: (self.broken_card(), "CARD"),
            "VCARD": lambda: (self.spoken_card(), "CARD"),
            # ---- the clients' ids after a cue
            "UTILACC": lambda: (self.utility_account(), "CUSTOMER_ID"),
            "METER": lambda: (self.meter(), "CUSTOMER_ID"),
            "PATIENT": lambda: (
                self.pick(
                    [
                        f"SB-{self.digits(6)}",
                        f"P{self.digits(7)}",
                        f"{self.letters(2)}{self.digits(6)}",
                    ]
                ),
                "CUSTOMER_ID",
            ),
            "INSMEM": lambda: (
                self.pick(
                    [
                        f"{self.letters(3)}{self.digits(9)}",
                        f"{self.digits(4)}-{self.digits(6)}-{self.digits(2)}",
                    ]
                ),
                "CUSTOMER_ID",
            ),
            "APPT": lambda: (f"SBD-{self.letters(5, ID_CHARS)}", "CUSTOMER_ID"),
            "STUDENT": lambda: (
                self.pick([f"OMU{self.digits(7)}", f"26{self.digits(6)}", f"s{self.digits(7)}"]),
                "CUSTOMER_ID",
            ),
            "APPNO": lambda: (f"APP-2026-{self.digits(6)}", "CUSTOMER_ID"),
            "TENANCY": lambda: (
                self.pick(
                    [
                        f"KS/{self.pick(['LIS', 'ATH', 'CAI', 'JKT', 'HAN', 'LHE', 'CAS', 'BUC', 'ACC'])}/{self.digits(4)}",
                        f"TEN-{self.digits(6)}",
                    ]
                ),
                "CUSTOMER_ID",
            ),
            "BOOKING": lambda: (self.booking(), "CUSTOMER_ID"),
            "VBOOK": lambda: (spoken_code(self.booking()), "CUSTOMER_ID"),
            "TICKET": lambda: (
                self.pick([f"TK{self.digits(9)}", f"{self.digits(3)}-{self.digits(7)}"]),
                "CUSTOMER_ID",
            ),
            "PLATE": lambda: (self.plate(), "CUSTOMER_ID"),
            "LOYAL": lambda: (
                self.pick(
                    [f"LC{self.digits(8)}", f"{self.digits(4)} {self.digits(4)} {self.digits(4)}"]
                ),
                "CUSTOMER_ID",
            ),
            "POLICY": lambda: (self.policy(), "CUSTOMER_ID"),
            "VPOLICY": lambda: (spoken_code(self.policy()), "CUSTOMER_ID"),
            "CLAIM": lambda: (
                self.pick([f"CLM{self.digits(8)}", f"CL-{self.digits(4)}-{self.digits(5)}"]),
                "CUSTOMER_ID",
            ),
            "CHIP": lambda: (self.chip(), "CUSTOMER_ID"),
            # ---- tracking
            "TRK": lambda: (self.s10(), "TRACKING"),
            "TRK2": lambda: (
                self.pick(
                    [
                        f"JJD{self.digits(18)}",
                        f"1Z{self.letters(6, ALNUM)}{self.digits(10)}",
                        f"JP{self.digits(10)}",
                        f"SPXID0{self.digits(11)}",
                        f"4{self.digits(10)}",
                    ]
                ),
                "TRACKING",
            ),
            # ---- network and secrets
            "IP": lambda: (
                f"{rng.choice([41, 78, 94, 102, 105, 112, 154, 196, 197, 213])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            ),
            "OTP": lambda: (self.digits(rng.choice([5, 6, 6, 8])), "SECRET"),
            "VOTP": lambda: (spoken_code(self.digits(6)), "SECRET"),
            "KEYSAFE": lambda: (
                self.pick(
                    [
                        f"{self.digits(4)}#",
                        f"C{self.digits(3)}",
                        f"{self.letters(1)}{self.digits(4)}",
                    ]
                ),
                "SECRET",
            ),
            "WIFI": lambda: (
                self.pick(
                    [
                        self.letters(10, string.ascii_letters + string.digits),
                        f"{self.pick(['Casa', 'Spiti', 'Rumah', 'Nha', 'Ghar', 'Dar', 'Acasa', 'Fie'])}{self.pick(['!', '#', '@', '*'])}{self.digits(4)}",
                    ]
                ),
                "SECRET",
            ),
            "TOKEN": lambda: (self.token(), "SECRET"),
            "PASS": lambda: (
                f"{self.pick(PASSWORD_WORDS)}{self.pick(['!', '#', '_', '$', '.', '%'])}{self.digits(rng.randint(2, 4))}{self.pick(['', 'x', 'Qq', 'z7'])}",
                "SECRET",
            ),
            "APIKEY": lambda: (
                self.pick(
                    [
                        f"smb_live_{self.letters(28, string.ascii_letters + string.digits)}",
                        f"kst-sk-{self.letters(8, 'abcdef0123456789')}-{self.letters(16, 'abcdef0123456789')}",
                        f"pws.{self.letters(32, string.ascii_letters + string.digits)}",
                    ]
                ),
                "SECRET",
            ),
        }

    def s10(self) -> str:
        serial = self.digits(8)
        prefix = self.pick(["RR", "RL", "RE", "CP", "EE", "LA"])
        return f"{prefix}{serial}{s10_check_digit(serial)}{self.country}"

    # ---- addresses

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `lines` (each comma a line break), `lower` (one line, lower case) or `voice` (spoken)."""
        text = self.address
        if layout == "lines":
            text = text.replace(", ", "\n")
        elif layout == "lower":
            text = text.lower()
        pos = 0
        for match in ADDRESS_PIECE.finditer(text):
            if layout == "voice":
                built.add(" " if pos else "")
            else:
                built.add(text[pos : match.start()])
            if match.group(1) is not None:
                street = match.group(1)
                spoken = spoken_address(street)
                assert spoken or layout != "voice", street
                built.add(spoken if layout == "voice" else street, "ADDRESS")
            else:
                code = match.group(2)
                built.add(spoken_code(code) if layout == "voice" else code, "POSTCODE")
            pos = match.end()
        if layout != "voice":
            built.add(text[pos:])

    def postcode(self) -> str:
        found = re.search(r"<([^>]+)>", self.address)
        assert found is not None
        return found.group(1)


def ordinal_suffix(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 31st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


SLOT: Final = re.compile(r"\{([A-Z0-9]+)\}")
TAG: Final = re.compile(r"^\[([A-Z]{2})\] ")
ADDRESS_SLOTS: Final = {"ADDR": "line", "ADDRNL": "lines", "LADDR": "lower", "VADDR": "voice"}


def render(skeleton: str, ctx: Ctx) -> tuple[str, list[Span]]:
    """Fill a skeleton (without its country tag), computing every span from the piece inserted,
    and check every card, IBAN, NIB, RIB and written national number."""
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
            built.add(spoken_code(ctx.postcode()), "POSTCODE")
        else:
            built.add(*ctx.value(slot))
        pos = match.end()
    built.add(skeleton[pos:])
    text, spans = built.done(SPAN_TYPES)
    for span in spans:
        piece = text[int(span["start"]) : int(span["end"])]
        if span["type"] == "CARD" and re.search(r"\d", piece):
            assert luhn_ok(re.sub(r"\D", "", piece)), piece
        if span["type"] == "IBAN":
            assert iban_ok(piece), piece
        if span["type"] == "BANK_ACCOUNT" and ctx.country in ("PT", "MA"):
            raw = re.sub(r"\D", "", piece)
            assert int(raw) % 97 == (1 if ctx.country == "PT" else 0), piece
        if span["type"] == "SSN" and ctx.country in ("GR", "RO") and re.search(r"\d", piece):
            raw = re.sub(r"\D", "", piece)
            if ctx.country == "GR" and len(raw) == 11:  # an AMKA
                assert luhn_ok(raw), piece
            if ctx.country == "GR" and re.fullmatch(r"\d{9}", piece):  # an AFM
                assert afm_digit(raw[:8]) == raw[8], piece
            if ctx.country == "RO" and len(raw) == 13:
                assert cnp_digit(raw[:12]) == raw[12], piece
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons
# settings: utilities (electricity, water, broadband, prepaid meters), a private clinic and
# dental booking service, an online university, a lettings agency, a ferry and coach
# operator, a pet insurer

ADV_CHAT: Final[list[str]] = [
    "[PT] boa tarde, a fatura da {UTILCO} veio com o NIF errado, o certo é {NATID} - {NAME}",
    "[PT] comprei bilhete na {BUSCO} para Fátima mas o nome saiu mal, devia ser {NAME} (ref {BOOKING})",
    "[PT] olá! o {PET} partiu a pata, apólice {POLICY}, paguei no veterinário com {PAYM} do {PHONE}",
    "[GR] kalispera, thelo na allaxo to rantevou gia katharismo, AMKA {HEALTH}, kinito {PHONE}, email {OEMAIL}",
    "[GR] Καλησπέρα, στο εισιτήριο της {BUSCO} για Σαντορίνη το όνομα είναι λάθος, σωστό: {NATIVE}, κράτηση {BOOKING}",
    "[GR] hi, the landlord {THIRD} still has my deposit from the Kolonaki flat, IBAN for the refund {IBAN}",
    "[EG] ezayak, el fatoura bta3et el kahraba gat 3alya awi, raqam el 3addad {METER}, ana {NAME}",
    "[EG] salam, 3ayza a7gez ma3ad ma3 Dr {STAFF} lel taqweem, raqam el patient {PATIENT} 🙏",
    "[EG] hi, i paid the tuition by {PAYM} but the portal still blocks me, student id {STUDENT}, national id {NATID}",
    "[ID] kak, token listrik {TOKEN} gagal masuk terus, ID pelanggan {UTILACC}, makasih",
    "[ID] halo min, klaim untuk kucing saya {PET} ditolak, no polis {POLICY}, atas nama {LNAME}",
    "[ID] tiket kapal {BUSCO} Merak–Bakauheni kepotong dua kali dr kartu {CARDX} 😭",
    "[VN] chào phòng khám, em là {NAME}, muốn dời lịch niềng răng sang thứ 7, sđt {PHONE}, mail {OEMAIL}",
    "[VN] mã khách hàng {UTILACC} bị tính tiền điện 2 lần, em đã chuyển khoản từ tk {ACCT} rồi ạ",
    "[VN] hi admissions, {LFIRST} here, my CCCD is {NATID} and the form wont accept it 🙁",
    "[PK] bhai mera {UTILCO} ka bill ghalat aya hai, reference no {UTILACC}, CNIC {NATID}",
    "[PK] assalam o alaikum, the DHA flat was let to me not to {THIRD}, my number is {PHONE}",
    "[PK] our cat {PET} needs surgery, policy {POLICY}, pls call {PHONE} - {FIRST}",
    "[MA] salam, j'ai réservé Tanger Med–Algeciras avec {BUSCO}, réservation {BOOKING}, voiture {PLATE}",
    "[MA] bonjour, le propriétaire {THIRD} demande ma CIN {NATID} et mon RIB {ACCT}, c'est normal ?",
    "[MA] slm, bghit nbdl rendez-vous dyal détartrage, smiti {NAME}, tel {PHONE}, mail {OEMAIL}",
    "[RO] bună ziua, factura {UTILCO} vine pe numele fostului chiriaș {THIRD}, eu sunt {NAME}, CNP {NATID}",
    "[RO] salut, nu pot intra pe Moodle, nr matricol {STUDENT}, parola veche era {PASS}",
    "[RO] polița {POLICY} pt {PET}, microcip {CHIP}, am plătit la veterinar cu cardul {CARD}",
    "[GH] chale the ECG prepaid meter {METER} no dey take the token {TOKEN} since morning",
    "[GH] pls the agent for the East Legon flat no show, my number is {PHONE}, {LNAME}",
    "[GH] I booked {BUSCO} Accra to Kumasi for me and {THIRD}, ticket {TICKET}, paid with {PAYM}",
    "hey its {LNAME} lol, the Turnitin upload fails and the exam is tmrw, student no {STUDENT}",
    "someone logged into my broadband account from {IP}, i changed the wifi key to {WIFI}",
    "pls send the aligners to {ADDR}, not to the clinic 🙏",
    "key safe code for the viewing is {KEYSAFE}, tell {STAFF} to leave the keys inside",
    "the vet is Dr {THIRD} at the out-of-hours clinic, claim ref {CLAIM}, my email {OEMAIL}",
    "my car reg is {PLATE} and booking {BOOKING} shows a motorbike, pls fix b4 the sailing",
    "the textbooks came back to you, tracking {TRK}, can they go to {ADDR} instead",
    "dob is {DOB}, not what's on my patient file {PATIENT}, can u fix, {INIT}",
    "moving out friday, final reading for acount {UTILACC}, forwarding adress {ADDR}",
    "the portal says my {BREED} isnt covered?? policy {POLICY}. born {DOB} is me not the dog lol",
    "tenancy ref {TENANCY}, rent paid from {IBANC} on the 1st, why the late fee? {FIRST}",
]
ADV_VOICE: Final[list[str]] = [
    "[PT] ola boa tarde fala {VNAME} o meu nif e {VNATID} e a fatura da luz veio em nome de outra pessoa",
    "[GR] kalimera its {VNAME} calling about the cleaning appointment my amka is {VHEALTH}",
    "[EG] hello my name is {VNAME} and my national id is {VNATID} i need the invoice for the course",
    "[ID] halo kak saya {VFIRST} nomor hp saya {VPHONE} tolong telepon balik soal tagihan pdam",
    "[VN] alo chao chi em ten la {VNAME} so dien thoai cua em la {VPHONE} em muon doi lich kham rang",
    "[PK] hello my surname is {SPELL} and the coach booking is under my father's name",
    "[MA] allo bonjour c'est {VNAME} j'habite {VADDR} et la facture d'eau n'est jamais arrivee",
    "[RO] buna ziua sunt {VNAME} cnp {VNATID} am nevoie de adeverinta pentru facultate",
    "[GH] hello my name is {VNAME} i stay at {VADDR} the light went off since yesterday",
    "[PT] hi my booking reference is {VBOOK} for the ferry to the islands and i need to change the car",
    "the code you sent me is {VOTP} but the student portal says invalid",
    "[ID] hi i was born on {VDOB} and the clinic has the wrong date on file",
    "hello its {VFIRST} my card number is {VCARD} for the pet insurance premium",
    "[RO] hi its {VNAME} my email is {VEMAIL} i never got the tenancy contract",
    "[PK] hi its {VFIRST} i live at {VADDR} and the internet engineer never came",
    "[EG] hello i spoke to {LSTAFF} yesterday about the claim for our dog my policy number is {VPOLICY} and my mobile is {VPHONE}",
    "[VN] hi my postcode is {VPC} and the parcel with my retainer never came",
    "[GH] hello this is {VNAME} the landlord {LTHIRD} changed the locks and my phone is {VPHONE}",
]
ADV_EMAIL: Final[list[str]] = [
    "[PT] Bom dia,\n\nMudei de casa e quero passar o contrato de eletricidade para o meu nome. CPE: {UTILACC}. NIF: {NATID}.\n\nCumprimentos,\n{NAME}\n{ADDRNL}\n{OEMAIL}",
    "[GR] Καλησπέρα σας,\n\nθα ήθελα να ακυρώσω το ραντεβού για λεύκανση. ΑΜΚΑ: {HEALTH}.\n\nΜε εκτίμηση,\n{NATIVE}\n{PHONE}",
    "[EG] Dear Keystone Lettings,\n\nThe landlord {THIRD} refuses to return the deposit for the Zamalek flat. My InstaPay address is {INSTAPAY}.\n\nRegards,\n{NAME}\n{PHONE}",
    "[ID] Selamat siang,\n\nSaya mahasiswa baru program MSc Data Science. NIK saya {NATID}, nomor mahasiswa {STUDENT}.\n\nTerima kasih,\n{NAME}\n{PHONE}",
    "[VN] Chào anh chị,\n\nChó nhà em bị gãy chân, em gửi hồ sơ bồi thường cho hợp đồng {POLICY}. Số tài khoản nhận tiền: {ACCT}.\n\nTrân trọng,\n{NAME}\n{PHONE}",
    "[PK] Dear Sir/Madam,\n\nI was charged twice for the Lahore–Islamabad coach on card {CARDNL}. Booking {BOOKING}.\n\nRegards,\n{NAME}\nCNIC {NATID}",
    "[MA] Bonjour,\n\nJe souhaite domicilier mes factures Lydec sur mon RIB {ACCT}. Contrat n° {UTILACC}.\n\nCordialement,\n{NAME}\n{ADDRNL}",
    "[RO] Bună ziua,\n\nVă rog să-mi trimiteți factura pentru implant pe adresa {ADDR}. CNP {NATID}.\n\nCu stimă,\n{NAME}\n{PHONE}",
    "[GH] Hello PawSure,\n\nOur dog {PET} was treated for tick fever at the vet. Policy {POLICY}, microchip {CHIP}.\n\nMedaase,\n{NAME}\n{PHONE}\n{ADDRNL}",
    "Hi {STAFF},\n\nThanks for fitting me in. As discussed, the card for the deposit on {TREAT} is {CARD}.\n\nBest,\n{FIRST}",
    "Dear Admissions,\n\nMy application {APPNO} shows the wrong date of birth; it should be {DOB}.\n\nKind regards,\n{NAME}\n{OEMAIL}",
    "Hello,\n\nThe Wi-Fi in the flat is down. The router password is {WIFI}, but my flatmate {THIRD} says it was changed.\n\nThanks,\n{INIT}",
    "Hi,\n\nOur property-management app posts meter readings with the key {APIKEY}, which we leaked in a public repo. Please revoke it; our server is {IP}.\n\nRegards,\n{NAME}\nFacilities\n{PHONE}",
    "[PT] Olá,\n\nSegue o IBAN para a devolução da caução:\n{IBANNL}\n\nObrigada,\n{NAME}\n{PHONE}",
    "[GR] Hello,\n\nWe missed the 07:25 Blue Star sailing from Rafina. Booking {BOOKING}, car {PLATE}.\n\nEfcharisto,\n{NAME}\n{ADDRNL}",
    "[ID] Halo SmileBridge,\n\nAligner saya dikirim lewat J&T tapi belum sampai, resi {TRK2}. Alamat: {ADDR}.\n\nMakasih,\n{NAME}\nemail: {OEMAIL}",
    "[PK] Hi,\n\nI'd like to defer the MBA to spring. Student ID {STUDENT}; the fees were paid from {IBAN}.\n\nThanks,\n{NAME}\n{PHONE}",
    "[RO] Bună,\n\nAm primit un SMS cu codul {OTP} pentru schimbarea contului Digi, dar nu am cerut eu asta.\n\nMulțumesc,\n{NAME}\n{OEMAIL}",
]
ADV_FORM: Final[list[str]] = [
    "[PT] Nome: {NAME}\nData de nascimento: {DOB}\nNIF: {NATID}\nN.º de utente: {HEALTH}\nTelemóvel: {PHONE}\nTratamento: destartarização\nNIB para reembolso: {ACCT}",
    "[GR] Ονοματεπώνυμο: {NATIVE}\nΑΦΜ: {NATID}\nΑΜΚΑ: {HEALTH}\nΗμ. γέννησης: {DOB}\nIBAN: {IBAN}\nΚινητό: {PHONE}",
    "[EG] Full name: {NAME}\nالاسم: {NATIVE}\nNational ID: {NATID}\nDate of birth: {DOB}\nMobile: {PHONE}\nCourse: Diploma in Accounting",
    "[ID] Nama lengkap: {UPNAME}\nNIK: {NATID}\nNo. BPJS: {HEALTH}\nTanggal lahir: {DOB}\nAlamat: {ADDR}",
    "[VN] Họ: {UPLAST}\nTên: {GIVEN}\nNgày sinh: {DOB}\nCCCD: {NATID}\nĐiện thoại: {PHONE}",
    "[PK] Applicant: {NAME}\nCNIC: {NATID}\nDate of birth: {DOB}\nCorrespondence address: {ADDR}\nIBAN: {IBANC}\nProgramme: BSc Software Engineering",
    "[MA] Nom : {UPLAST}\nPrénom : {FIRST}\nالاسم الكامل : {NATIVE}\nCIN : {NATID}\nRIB : {ACCT}\nAdresse :\n{ADDRNL}",
    "[RO] Nume: {UPLAST}\nPrenume: {FIRST}\nCNP: {NATID}\nData nașterii: {DOB}\nTelefon: {PHONE}\nEmail: {EMAIL}",
    "[GH] Name: {NAME}\nDate of birth: {DOB}\nGhana Card: {NATID}\nNHIS no.: {HEALTH}\nDigital address: {PC}\nMoMo number: {PHONE}\nMeter no.: {METER}",
    "Pet insurance claim\nPolicyholder: {NAME}\nPolicy no.: {POLICY}\nPet: {PET} ({BREED})\nMicrochip: {CHIP}\nVet: Dr {THIRD}\nCard for premium: {CARDX}",
    "Ferry booking\nLead passenger: {UPLAST}, {FIRST}\nPassport: {PASSPORT}\nVehicle: {PLATE}\nBooking ref: {BOOKING}\nEmail: {EMAIL}",
    "Tenancy application\nApplicant: {NAME}\nDate of birth: {DOB}\nCurrent address: {ADDR}\nGuarantor: {THIRD}\nGuarantor phone: {PHONE}",
    "Security alert\nStudent ID: {STUDENT}\nLogin from IP: {IP}\nOne-time code: {OTP}\nEmail: {OEMAIL}",
    "Appointment request\nPatient: {NAME}\nPatient no.: {PATIENT}\nInsurer: Médis\nMember no.: {INSMEM}\nTreatment: {TREAT}\nDentist: Dr {STAFF}\nBooking: {APPT}",
    "Move-out form\nAccount: {UTILACC}\nMeter serial: {METER}\nForwarding address:\n{ADDRNL}\nRefund to: {IBAN}",
    "Key handover\nTenancy: {TENANCY}\nKey safe: {KEYSAFE}\nInventory clerk: {STAFF}\nTenant mobile: {PHONE}",
    "Coach e-ticket\nPassenger: {NAME}\nTicket no.: {TICKET}\nSeat: 14C\nLoyalty card: {LOYAL}\nPaid with: {CARD}",
    "Integration settings\nClinic: SmileBridge Ioannina\nAPI key: {APIKEY}\nWebhook IP: {IP}\nTechnical contact: {NAME}, {PHONE}",
]
ADV_QUOTED: Final[list[str]] = [
    "[PT] Aqui está.\n\nNo dia 3/12/2026, às 10:04, Apoio ao Cliente escreveu:\n> Olá {FIRST}, pode confirmar o NIF e a morada?\n\n{NATID}\n{ADDR}",
    "[GR] Ορίστε.\n\n> Παρακαλούμε στείλτε μας το ΑΜΚΑ και ένα τηλέφωνο επικοινωνίας.\n\n{HEALTH} - {PHONE}",
    "[EG] See below.\n\n-----Original Message-----\nFrom: {NAME}\nSent: 2 December 2026\nSubject: refund\n\nNational ID {NATID}, InstaPay {INSTAPAY}.",
    "[ID] Sudah ya kak.\n\nPada 2 Des 2026 pukul 09.12, Layanan Pelanggan menulis:\n> Mohon kirim nomor rekening untuk refund.\n\n{ACCT} a.n. {NAME}",
    "[VN] Dạ đây ạ.\n\n> Anh/chị vui lòng gửi số CCCD, ngày sinh và địa chỉ.\n\n{NATID}\n{DOB}\n{ADDR}",
    "[PK] Still not sorted.\n\nOn Tue, 1 Dec 2026 at 10:04, Keystone Lettings wrote:\n> Hi {FIRST}, the inspection with {STAFF} is booked.\n> Tenancy ref: {TENANCY}",
    "[MA] Voici.\n\nLe mar. 1 déc. 2026 à 10:04, Service Client a écrit :\n> Merci de nous envoyer votre RIB et votre CIN.\n\n{ACCT}\n{NATID}",
    "[RO] Mai jos.\n\nÎn mar., 1 dec. 2026 la 10:04, {STAFF} a scris:\n> Bună {FIRST}, ne puteți trimite CNP-ul?\n\n{NATID}",
    "[GH] Forwarding.\n\n---------- Forwarded message ---------\nFrom: {NAME} <{EMAIL}>\nDate: Tue, 1 Dec 2026\nSubject: prepaid meter\n\nMeter {METER}, token {TOKEN}.",
    "Still nothing.\n\nOn Wed, 2 Dec 2026 at 11:30, Student Services wrote:\n> Hi {FIRST}, your certificate was posted, tracking {TRK}.",
    "Begin forwarded message:\n\nFrom: {THIRD}\nSubject: rent change\n\n> Please pay the new rent to {IBAN} from January\n\nIs this really the landlord? {FIRST}, {PHONE}",
    "> Can you confirm the date of birth on the policy?\n\n{DOB}. And the name is {LNAME}, lower case on the form.",
    "No!\n\n> We have updated your email to {EMAIL}\n\nThat isn't mine. Mine is {OEMAIL}. {INIT}",
    "[GR] Yes.\n\nOn Tue, 1 Dec 2026 at 14:22, Booking Office wrote:\n> Is the driver {NAME}, passport {PASSPORT}, vehicle {PLATE}?",
    "[RO] Aici.\n\n-----Original Message-----\nFrom: {UPLAST} {FIRST}\nSent: 30 noiembrie 2026\nSubject: rambursare bilet\n\nCard {CARDX}",
    "[PT] Obrigada {STAFF}!\n\n> A sua encomenda seguiu por CTT, registo {TRK}.\n> Morada: {LADDR}",
    "[EG] Done.\n\n> Please reply with the account for the refund of the cancelled cleaning.\n\n{IBANNL}\n{NAME}",
    "[VN] Forwarding to you.\n\n---------- Forwarded message ---------\nFrom: {NAME}\nDate: Th 3, 1 thg 12, 2026\nSubject: hóa đơn\n\nMã khách hàng {UTILACC}, email {OEMAIL}.",
]


# --------------------------------------------------------------------------- benign skeletons

FILLS: Final[dict[str, list[str]]] = {
    # ---- shared
    "AMOUNT": ["€42,17", "€ 38.90", "72 €", "EGP 850", "Rp 250.000", "₫350.000", "PKR 4,300", "Rs. 12,500", "MAD 320", "450 DH", "RON 189,50", "120 lei", "GH₵ 150", "GHS 85"],
    "PAY": ["MB Way", "Multibanco", "IRIS", "Fawry", "InstaPay", "Vodafone Cash", "GoPay", "OVO", "QRIS", "MoMo", "ZaloPay", "JazzCash", "Easypaisa", "CashPlus", "Revolut", "MTN MoMo", "Apple Pay", "PayPal", "bank transfer", "direct debit"],
    "CITY": ["Lisboa", "Porto", "Braga", "Athens", "Thessaloniki", "Heraklion", "Cairo", "Alexandria", "Jakarta", "Surabaya", "Denpasar", "Hà Nội", "Đà Nẵng", "Huế", "Lahore", "Karachi", "Peshawar", "Casablanca", "Fès", "Agadir", "București", "Cluj-Napoca", "Timișoara", "Accra", "Kumasi", "Tamale"],
    "DAY": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "the 15th", "payday", "the 1st"],
    "TIME": ["9:00", "14:30", "before noon", "after 17:00", "10 am", "half past two", "18.00", "6am"],
    "MONTH": ["January", "March", "May", "September", "October", "December", "Ramadan"],
    "TEAM": ["Customer Care", "Customer Service", "Student Services", "Lettings Team", "Booking Office", "Claims Team", "Support Team", "Billing Team"],
    "SIGN": ["a tenant", "a worried dog owner", "a first-year student", "a regular passenger", "the flat on the 3rd floor", "Accounts Payable", "a long-suffering customer", "Office Manager", "a very tired parent"],
    "ERR": ["error 503", "payment declined (05)", "token rejected", "session expired", "Transaction failed", "server error 500"],
    "DEVICE": ["iPhone 13", "Galaxy A54", "Redmi Note 12", "Oppo A78", "Pixel 7", "Huawei router", "ZTE router", "TP-Link extender"],
    "GREET": ["Bom dia", "Καλημέρα", "Sabah el kheir", "Selamat pagi", "Xin chào", "Assalam-o-Alaikum", "Salam", "Bună ziua", "Akwaaba", "Hello"],
    "THANKS": ["Obrigada", "Ευχαριστώ", "Shukran", "Terima kasih", "Cảm ơn", "Shukriya", "Merci", "Mulțumesc", "Medaase", "Thanks"],
    "QTY": ["two", "three", "four", "six", "ten", "2", "3", "12"],
    # ---- utilities
    "UTIL": ["EDP", "Galp", "EPAL", "MEO", "NOS", "Vodafone", "ΔΕΗ", "Protergia", "Cosmote", "Nova", "WE", "Orange", "PLN", "PDAM", "IndiHome", "Biznet", "EVN", "Viettel", "VNPT", "K-Electric", "LESCO", "PTCL", "Nayatel", "Lydec", "ONEE", "Maroc Telecom", "inwi", "Enel", "Electrica", "Apa Nova", "Digi", "ECG", "Ghana Water", "MTN", "Surfline"],
    "TARIFF": ["the night tariff", "the social tariff", "Green 100", "the prepaid plan", "the postpaid plan", "the fixed-price plan", "the two-rate tariff"],
    "BBPLAN": ["Fibra 500", "Fibra 1 Gbps", "Home 50 Mbps", "Super Fibra", "Cosmote Fiber 200", "Nova Fiber 500", "Digi Fiber 1000", "IndiHome 50 Mbps", "Nayatel 100"],
    "UROLE": ["the engineer", "the meter reader", "the installer", "the technician", "the field team"],
    "AREA": ["Alfama", "Campo de Ourique", "Kolonaki", "Exarchia", "Zamalek", "Maadi", "Kemang", "Menteng", "Thảo Điền", "Tây Hồ", "DHA Phase 6", "Gulberg", "Gueliz", "Maarif", "Floreasca", "Cotroceni", "East Legon", "Airport Residential"],
    # ---- clinic and dental booking
    "TREAT": ["a scale and polish", "a root canal", "Invisalign", "teeth whitening", "an implant consultation", "a wisdom tooth extraction", "a crown", "veneers", "the Hollywood Smile package", "a physio session", "an MRI scan", "a blood test", "the flu jab", "a check-up", "a night guard"],
    "DENTBRAND": ["Oral-B", "Colgate", "Sensodyne", "Philips Sonicare", "Curaprox", "Elmex", "Waterpik", "Listerine"],
    "CROLE": ["the hygienist", "the orthodontist", "reception", "the dentist on duty", "the practice manager", "the nurse"],
    # ---- online university
    "COURSE": ["BSc Computer Science", "the MBA", "MSc Data Science", "the Certificate in Digital Marketing", "Keynesian Economics", "Newtonian Mechanics", "Shakespeare's Tragedies", "Freud and Jung: An Introduction", "Bayesian Statistics", "Kant's Ethics", "Intro to Python", "Academic English B2"],
    "PLATFORM": ["Moodle", "Canvas", "Turnitin", "Zoom", "Microsoft Teams", "Proctorio", "Google Classroom", "the student app"],
    "SCHOLAR": ["Erasmus+", "the Fulbright scholarship", "the Chevening scholarship", "the Gates scholarship", "the staff discount", "the alumni bursary"],
    # ---- lettings
    "PORTAL": ["Idealista", "Imovirtual", "Spitogatos", "OLX", "Rumah123", "Batdongsan", "Zameen", "Avito", "Imobiliare.ro", "Meqasa", "Property Finder"],
    "PROP": ["the T2", "the T3", "the studio", "the 2+1", "the 1+1 near the metro", "the flat above the pharmacy", "the duplex", "the room in the shared house", "the penthouse", "the garden flat"],
    "LROLE": ["the letting agent", "the property manager", "the inventory clerk", "the caretaker", "the landlord's handyman"],
    "DIY": ["Bosch", "Miele", "Siemens", "Ariston", "Beko", "Indesit", "Whirlpool", "Samsung"],
    "SHOPST": ["Ermou", "Rua de Santa Catarina", "Calea Victoriei", "Đồng Khởi", "Jalan Malioboro", "Boulevard Mohammed V", "Oxford Street in Osu", "Talaat Harb Street"],
    "MALL": ["Centro Colombo", "The Mall Athens", "City Stars", "Grand Indonesia", "Vincom Center", "Emporium Mall", "Morocco Mall", "AFI Cotroceni", "Accra Mall"],
    # ---- ferries and coaches
    "FERRYOP": ["Blue Star Ferries", "Seajets", "Minoan Lines", "Atlânticoline", "Pelni", "ASDP", "Superdong", "FRS", "Baleària"],
    "COACHOP": ["KTEL", "Rede Expressos", "FlixBus", "Go Bus", "Super Jet", "Phương Trang", "Daewoo Express", "Faisal Movers", "CTM", "Supratours", "Atlassib", "STC", "VIP Jeoun"],
    "FERRYTRIP": ["the Blue Star sailing from Piraeus to Santorini", "the Seajets boat from Rafina to Tinos", "the ASDP ferry from Merak to Bakauheni", "the ferry from Ketapang to Gilimanuk", "the Superdong boat from Rạch Giá to Phú Quốc", "the FRS crossing from Tanger Med to Algeciras", "the Atlânticoline ferry from Ponta Delgada to Horta", "the Minoan night ferry from Piraeus to Heraklion", "the Kea ferry from Lavrio"],
    "COACHTRIP": ["the Rede Expressos coach from Lisboa to Faro", "the coach from Porto to Fátima", "the Go Bus from Cairo to Hurghada", "the Daewoo from Lahore to Islamabad", "the CTM coach from Casablanca to Marrakech", "the FlixBus from Bucharest to Constanța", "the STC bus from Accra to Kumasi", "the Phương Trang sleeper from Saigon to Đà Lạt", "the KTEL from Athens to Thessaloniki"],
    "PORT": ["Piraeus", "Rafina", "Lavrio", "Tanger Med", "Merak", "Ketapang", "Rạch Giá", "Ponta Delgada", "Tanjung Priok"],
    "STOP": ["Humberto Delgado airport", "Eleftherios Venizelos airport", "Soekarno-Hatta", "Ngurah Rai", "Allama Iqbal airport", "Jinnah International", "Mohammed V airport", "Henri Coandă airport", "Kotoka", "Kwame Nkrumah Circle", "Praça Marquês de Pombal", "Tahrir Square", "Piața Unirii", "Sete Rios"],
    "CLASS": ["Comfort", "Business", "Economy", "VIP", "Comfort Plus", "a cabin", "an aircraft-type seat"],
    "CAR": ["Dacia Duster", "Toyota Avanza", "Suzuki Mehran", "VW Golf", "Renault Clio", "Honda Vario", "a Vespa", "Kia Picanto"],
    # ---- pet insurance
    "BREED": ["Cavalier King Charles spaniel", "Jack Russell", "Podengo", "Estrela Mountain Dog", "Kangal", "Egyptian Mau", "Saluki", "Sloughi", "Bali dog", "Phu Quoc Ridgeback", "Bully Kutta", "Carpathian Shepherd", "Maine Coon", "Persian cat", "Labrador"],
    "PETPLAN": ["Lifetime 7000", "Accident Only", "Time-Limited 12", "Senior Pet", "Lifetime Plus", "Essentials"],
    "VETTREAT": ["cruciate surgery", "a dental clean", "a spay", "the booster jab", "an X-ray", "a skin allergy consult", "Bravecto", "NexGard", "Apoquel", "Frontline", "Hill's prescription food", "Royal Canin renal food"],
    # ---- in the customers' languages
    "EUR": ["€42,17", "€38,90", "72 €", "€120", "€ 15,60"],
    "PTTARIFF": ["bi-horária", "simples", "tri-horária", "social"],
    "PTMONTH": ["janeiro", "março", "maio", "setembro", "outubro"],
    "PTPAY": ["MB Way", "Multibanco", "débito direto", "referência Multibanco"],
    "PTPROP": ["o T2", "o T1 em Alfama", "o estúdio", "o T3 com garagem", "o T0 perto do metro"],
    "PTVET": ["a esterilização", "a vacina anual", "a cirurgia ao ligamento", "o Apoquel", "a limpeza dentária"],
    "GRUTIL": ["DEI", "Cosmote", "Nova", "Vodafone", "EYDAP", "Protergia"],
    "GRDAY": ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή"],
    "GRTREAT": ["καθαρισμό δοντιών", "σφράγισμα", "λεύκανση", "απονεύρωση", "εμφύτευμα"],
    "GRPAY": ["κάρτα", "IRIS", "μετρητά", "Viva Wallet"],
    "IDR": ["Rp 250.000", "Rp 1,2 juta", "Rp 85.000", "Rp 450rb"],
    "IDPAY": ["GoPay", "OVO", "DANA", "QRIS", "ShopeePay", "m-banking BCA"],
    "IDDAY": ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"],
    "IDTREAT": ["scaling", "tambal gigi", "cabut gigi bungsu", "pasang behel", "bleaching", "perawatan saluran akar"],
    "IDFERRY": ["Pelni", "ASDP", "Dharma Lautan"],
    "IDROUTE": ["Merak–Bakauheni", "Ketapang–Gilimanuk", "Tanjung Priok–Makassar", "Padangbai–Lembar"],
    "VND": ["₫350.000", "1,2 triệu đồng", "₫850.000", "450 nghìn"],
    "VNPAY": ["MoMo", "ZaloPay", "VNPay", "chuyển khoản"],
    "VNCOACH": ["Phương Trang", "Thành Bưởi", "Hoàng Long", "Kumho Samco"],
    "VNROUTE": ["Sài Gòn – Đà Lạt", "Hà Nội – Hòa Bình", "Hà Nội – Sa Pa", "Đà Nẵng – Huế"],
    "VNPLAN": ["Internet Cáp Quang 150", "FPT Giga", "Viettel Home 300", "VNPT Home 2"],
    "VNUTIL": ["EVN", "Viettel", "VNPT", "FPT", "Sawaco"],
    "PKAREA": ["DHA Phase 6", "Gulberg", "Johar Town", "Clifton", "Bahria Town"],
    "PKUTIL": ["LESCO", "K-Electric", "IESCO", "PTCL", "Sui Gas"],
    "PKCOACH": ["Daewoo Express", "Faisal Movers", "Skyways", "Niazi Express"],
    "FRDAY": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
    "FRTREAT": ["un détartrage", "un blanchiment", "une couronne", "un bilan dentaire", "une extraction de dent de sagesse"],
    "FRPAY": ["carte", "espèces", "CashPlus", "virement"],
    "MADAY": ["ljem3a", "ssebt", "tnin", "lkhmis", "larb3"],
    "MATREAT": ["détartrage", "blanchiment", "dent de sagesse", "appareil dentaire"],
    "RON": ["RON 189,50", "120 lei", "2.300 lei", "450 lei"],
    "ROPAY": ["card", "Revolut", "George", "ordin de plată", "PayPoint"],
    "ROPROP": ["garsoniera", "apartamentul cu 2 camere", "apartamentul cu 3 camere", "studioul de lângă metrou"],
    "ROAREA": ["Floreasca", "Cotroceni", "Drumul Taberei", "Mărăști", "Copou"],
    # ---- spoken
    "VAMOUNT": ["forty two euros", "eight hundred and fifty pounds", "two hundred and fifty thousand rupiah", "three hundred and fifty thousand dong", "four thousand three hundred rupees", "three hundred and twenty dirhams", "one hundred and twenty lei", "one hundred and fifty cedis"],
    "VUTIL": ["edp", "pln", "k electric", "lydec", "enel", "ecg", "evn", "cosmote", "the water board"],
    "VOPER": ["blue star", "seajets", "rede expressos", "go bus", "pelni", "daewoo express", "ctm", "stc", "flixbus"],
    "VROUTE": ["piraeus to santorini", "lisbon to faro", "cairo to hurghada", "merak to bakauheni", "lahore to islamabad", "accra to kumasi", "bucharest to constanta", "tanger med to algeciras"],
    "VTREAT": ["a scale and polish", "a root canal", "invisalign", "teeth whitening", "a check up", "an implant consultation", "a filling"],
    "VCOURSE": ["the mba", "computer science", "data science", "digital marketing", "academic english", "the python course"],
    "VPLATFORM": ["moodle", "canvas", "turnitin", "zoom", "the student app"],
    "VBREED": ["jack russell", "kangal", "podengo", "maine coon", "persian cat", "labrador", "saluki"],
    "VPETPLAN": ["lifetime plus", "accident only", "the senior plan", "the essentials plan"],
    "VVETTREAT": ["a dental clean", "an x ray", "the booster jab", "a spay", "cruciate surgery"],
    "VCITY": ["lisbon", "porto", "athens", "cairo", "jakarta", "da nang", "lahore", "casablanca", "cluj", "kumasi"],
    "VDAY": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "the fifteenth"],
    "VTIME": ["nine", "half past two", "ten in the morning", "after five", "lunchtime", "six"],
    "VLROLE": ["the letting agent", "the property manager", "the caretaker", "a manager"],
    "VPAY": ["mb way", "fawry", "gopay", "momo", "jazzcash", "easypaisa", "bank transfer", "mtn momo", "revolut"],
    "VCLASS": ["comfort", "business", "economy", "vip"],
}  # fmt: skip
BEN_CHAT: Final[list[str]] = [
    "hi, my {UTIL} bill for {MONTH} is {AMOUNT}, way more than usual?? nothing changed 😩",
    "power's been out in {AREA} since {TIME}, is it the whole area or just our building",
    "can i switch from {TARIFF} to {TARIFF} without a new contract",
    "the {DEVICE} keeps dropping wifi every evening, {UTIL} says its fine on their side",
    "boil water notice still on for {CITY}? the app says lifted, the radio says not",
    "paid {AMOUNT} by {PAY} but the app still shows unpaid, says {ERR}",
    "kak token listrik 50rb belum masuk padahal sudah bayar pakai {IDPAY} 🙏",
    "bom dia, a leitura do contador foi estimada outra vez na tarifa {PTTARIFF}, dá para corrigir?",
    "kalimera, erxetai o texnikos tis {GRUTIL} tin Paraskevi i to Savvato? perimeno apo {TIME}",
    "bhai light kab ayegi {PKAREA} mein? 4 ghante ho gaye, {PKUTIL} ka number busy hai",
    "is {TREAT} covered if i booked through the app or only at reception?",
    "how long is the wait for {TREAT} at the {CITY} clinic?",
    "do you sell {DENTBRAND} brush heads at the front desk",
    "my gums bled after {TREAT}, normal?? {CROLE} said maybe",
    "can i bring my kid to the {TIME} slot or is it adults only",
    "chào phòng khám, niềng răng trong suốt giá bao nhiêu ạ? khoảng {VND} hả 🦷",
    "salam, wach kayn tbib dyal snan nhar {MADAY}? bghit {MATREAT}",
    "bună ziua, cât costă un detartraj? am văzut {RON} pe site",
    "is {COURSE} fully online or are there exams in {CITY}?",
    "{PLATFORM} logs me out every 5 min on my {DEVICE} 😤",
    "when does enrolment for {COURSE} close? the page says {MONTH}",
    "can i pay the fees in {QTY} instalments via {PAY}",
    "does {COURSE} count for {SCHOLAR}?",
    "the reading list for Shakespeare's Tragedies is 40 books?? in 8 weeks?? on {PLATFORM}??",
    "is the Newtonian Mechanics lab live or recorded, asking for {DAY}",
    "halo min, kuliah {COURSE} ada kelas bahasa Indonesia? bayarnya bisa {IDPAY}?",
    "is {PROP} in {AREA} still available? saw it on {PORTAL}",
    "the boiler in {PROP} stopped again, {LROLE} said call you",
    "can we have pets in {PROP}? we have a {BREED}",
    "mould in the bathroom again, third time since {MONTH} 🙃 {PROP} in {AREA}",
    "how much is the deposit for {PROP}, {AMOUNT}?",
    "do you manage flats in {AREA} or only in {CITY}",
    "olá, o T2 em Campo de Ourique ainda está disponível? vi no {PORTAL}",
    "the flat above the Zara on {SHOPST}, is it furnished?",
    "bought shelves at Leroy Merlin, can we drill the walls in {PROP}?",
    "is the {TIME} sailing from {PORT} cancelled? wind is crazy. booked with {FERRYOP}",
    "booked {CLASS} on {COACHOP} but got a normal seat, refund the difference?",
    "can i take a dog on {FERRYTRIP}?",
    "is there a coach from {STOP} to Fátima on {DAY}?",
    "Comfort class on the night coach, worth it? taking {COACHTRIP}",
    "do you sell Bintang on the {IDFERRY} boat or is it dry? going {IDROUTE}",
    "how early do cars need to be at {PORT} for {FERRYOP}? we have a {CAR}",
    "the Kea ferry stops at Agia Irini on the way back right? leaving {DAY}",
    "xe khách đi Hòa Bình còn chỗ không ạ? đi sáng mai, trả bằng {VNPAY} được không",
    "bus se Islamabad jana hai {DAY}, {PKCOACH} ka ticket kitne ka hai",
    "my {BREED} ate a sock 😬 does {PETPLAN} cover that",
    "is {VETTREAT} covered on {PETPLAN} or is it excluded",
    "can i add a second cat to the policy? {BREED}, 2 years old, {PETPLAN}",
    "premium went up to {AMOUNT} a month?? the dog is a {BREED}, nothing changed lol",
    "do you pay the vet directly or do i pay {AMOUNT} and claim",
    "is {VETTREAT} a pre-existing condition if the vet nurse mentioned it once",
    "olá, o seguro cobre {PTVET} para um {BREED}?",
    "nu-mi pierd speranța, dar e a treia oară când sun la Relații Clienți și nu răspunde nimeni, {ROPAY} nu merge",
    "URGENT!!! NO WATER IN {AREA} SINCE {TIME}!!! 3 DAYS!!!",
    "THE APP SAYS SESSION EXPIRED AND I CANT PAY MY RENT, TRIED {QTY} TIMES",
    "ok thx 👍 see u {DAY} at the {CITY} clinic",
    "recieved the {DENTBRAND} voucher, wher do i use it",
    "wich {FERRYOP} ferry has cabins with windows? going from {PORT}",
    "can the engineer come after {TIME}? working till then, {AREA}",
    "does {UTIL} have a social tariff or something for pensioners? bill is {AMOUNT}",
]
BEN_VOICE: Final[list[str]] = [
    "hi im calling about my {VUTIL} bill it went up to {VAMOUNT} this month and nothing changed",
    "hello the power is out on our street since {VTIME} is there an outage",
    "yes hi i want to book {VTREAT} for {VDAY} if there is a slot",
    "hello can you tell me if {VTREAT} is covered by the insurance",
    "hi im calling about {VCOURSE} i cant log into {VPLATFORM} since {VDAY}",
    "hello when is the deadline to pay the fees for {VCOURSE}",
    "hi is the flat in {VCITY} still available i saw it online on {VDAY}",
    "hello the boiler is broken again and {VLROLE} is not answering",
    "hi i need two tickets {VROUTE} on {VDAY} in {VCLASS} class",
    "hello is the ferry from piraeus running on {VDAY} the wind is very strong",
    "hi i want to add my dog to the policy he is a {VBREED}",
    "hello i sent the vet invoice on {VDAY} for {VAMOUNT} has the claim been paid",
    "bom dia hi i need the coach times to fatima after {VTIME}",
    "buna ziua nu mai am nicio speranta the water has been off since {VDAY}",
    "xin chao i want to ask about the coach to hoa binh on {VDAY}",
    "hello the comfort seats on the {VOPER} coach were broken can i get a refund",
    "hi can i pay the rent by {VPAY} instead of bank transfer",
    "hello i want to speak to {VLROLE} about the deposit",
    "hi the wifi router keeps restarting every day at {VTIME} can someone come",
    "hello my cat needs {VVETTREAT} is that covered on {VPETPLAN}",
    "hi the coach was two hours late on the {VROUTE} trip",
    "hello im a student on {VCOURSE} and my exam is on {VDAY} but the link doesnt work",
    "hi can someone read the meter on {VDAY} im not home before {VTIME}",
    "hello is the clinic in {VCITY} open on {VDAY}",
    "hi my dog is a {VBREED} and the premium went up to {VAMOUNT}",
    "yes hello i want to cancel {VTREAT} on {VDAY} and book the week after",
    "hello is there wifi on the {VOPER} ferry or only in business",
    "hi i paid {VAMOUNT} with {VPAY} for the water bill but it says unpaid",
]
BEN_EMAIL: Final[list[str]] = [
    "{GREET},\n\nOur {UTIL} bill for {MONTH} came to {AMOUNT}, almost double. Could someone check the meter reading?\n\n{THANKS},\n{SIGN}",
    "Hello {TEAM},\n\nWe have had no water in {AREA} since {TIME}. Is there a planned repair?\n\nRegards,\nThe Residents' Committee",
    "Bom dia,\n\nGostaria de mudar para a tarifa {PTTARIFF}. É possível a partir de {PTMONTH}?\n\nObrigada,\numa cliente",
    "Καλημέρα σας,\n\nΗ σύνδεση {BBPLAN} πέφτει κάθε βράδυ μετά τις {TIME}. Ο τεχνικός ήρθε την Παρασκευή αλλά τίποτα.\n\nΕυχαριστώ,\nμια πελάτισσα",
    "Hi,\n\nThe {DEVICE} you sent shows {ERR} when I try to pay the {UTIL} bill.\n\nThanks,\n{SIGN}",
    "Dear {TEAM},\n\nI would like to book {TREAT} at the {CITY} clinic, ideally on {DAY}.\n\nKind regards,\n{SIGN}",
    "Hello,\n\nDoes the clinic accept {PAY} for {TREAT}, or only card?\n\n{THANKS},\n{SIGN}",
    "Selamat pagi,\n\nApakah {IDTREAT} bisa dibayar pakai {IDPAY}? Harganya {IDR}?\n\nTerima kasih,\npasien lama",
    "Bonjour,\n\nJe voudrais un rendez-vous pour {FRTREAT} {FRDAY}, à {CITY} si possible.\n\nMerci,\nune patiente",
    "Hi,\n\nWhich {DENTBRAND} brush did the hygienist recommend after {TREAT}? I forgot to write it down.\n\nThanks,\n{SIGN}",
    "Dear Student Services,\n\nIs {COURSE} assessed by exam or coursework? I use {PLATFORM} on a {DEVICE}.\n\nBest,\n{SIGN}",
    "Hello,\n\nCan I apply for {SCHOLAR} while enrolled on {COURSE}?\n\nRegards,\n{SIGN}",
    "Bună ziua,\n\nAș dori să știu dacă taxa pentru {COURSE} se poate plăti în rate prin {ROPAY}.\n\nMulțumesc,\no studentă",
    "Hi,\n\nThe {COURSE} recordings on {PLATFORM} stop at the halfway mark since {DAY}.\n\nThanks,\n{SIGN}",
    "Dear {TEAM},\n\nIs {PROP} in {AREA} still available from {MONTH}? We found it on {PORTAL}.\n\nKind regards,\n{SIGN}",
    "Hello,\n\nThe {DIY} oven in {PROP} has not worked since {DAY}. Can {LROLE} arrange a repair?\n\nThanks,\n{SIGN}",
    "Olá,\n\nO senhorio aceita animais em {PTPROP}? Temos um {BREED}.\n\nCumprimentos,\num inquilino",
    "Hi,\n\nWe are moving out of {PROP} at the end of {MONTH}. What does the inventory check cover?\n\nRegards,\n{SIGN}",
    "Dear {TEAM},\n\nOur booking on {FERRYTRIP} was cancelled. Can we move to {DAY}?\n\n{THANKS},\n{SIGN}",
    "Hello,\n\nWe upgraded to Comfort on {COACHTRIP} but the seats did not recline.\n\nRegards,\n{SIGN}",
    "Καλησπέρα,\n\nΥπάρχει καμπίνα στο πλοίο για Αγία Ειρήνη την {GRDAY};\n\nΕυχαριστώ,\nένας επιβάτης",
    "Hello,\n\nHow early must cars check in at {PORT} for {FERRYOP}? We drive a {CAR}.\n\nThanks,\n{SIGN}",
    "Xin chào,\n\nXe {VNCOACH} có chỗ để xe máy không ạ? Tôi đi tuyến {VNROUTE}.\n\nCảm ơn,\nkhách quen",
    "Dear {TEAM},\n\nMy {BREED} needs {VETTREAT}. Is that covered on {PETPLAN}?\n\nKind regards,\n{SIGN}",
    "Hello,\n\nThe vet charged {AMOUNT} for {VETTREAT}. Do I claim the whole amount or minus the excess?\n\nThanks,\n{SIGN}",
    "Hi,\n\nDoes {PETPLAN} pay for Hill's prescription food, or only for {VETTREAT}?\n\nRegards,\n{SIGN}",
    "Assalam-o-Alaikum,\n\nIs {PETPLAN} available for a {BREED} older than 8?\n\nShukriya,\n{SIGN}",
    "Hello,\n\nPlease stop the paper letters; email is enough for {UTIL}.\n\n{THANKS},\n{SIGN}",
    "Dear team,\n\nOur office in {CITY} needs {QTY} new broadband lines on {BBPLAN} by {MONTH}.\n\nBest,\nOffice Manager",
    "Halo,\n\nPelayanan bintang lima! Kru {IDFERRY} sangat ramah di rute {IDROUTE}.\n\nTerima kasih,\npenumpang setia",
]
BEN_FORM: Final[list[str]] = [
    "Topic: billing\nSupplier: {UTIL}\nTariff: {TARIFF}\nAmount: {AMOUNT}\nPaid via: {PAY}",
    "Outage report\nArea: {AREA}\nSince: {TIME}\nAffected: whole street\nCustomer name: (not given)",
    "Fault\nDevice: {DEVICE}\nError: {ERR}\nSupplier: {UTIL}\nCallback: not needed",
    "Meter reading\nType: estimated\nPeriod: {MONTH}\nNIF: will send later\nEmail: n/a\nSupplier: {UTIL}",
    "Leitura\nTarifa: {PTTARIFF}\nMês: {PTMONTH}\nValor: {EUR}\nPagamento: {PTPAY}",
    "Booking request\nTreatment: {TREAT}\nClinic: {CITY}\nPreferred day: {DAY}\nPreferred time: {TIME}",
    "Patient name: on file\nDate of birth: on file\nTreatment: {TREAT}\nPayment: {PAY}",
    "Ραντεβού\nΘεραπεία: {GRTREAT}\nΗμέρα: {GRDAY}\nΏρα: {TIME}\nΠληρωμή: {GRPAY}",
    "Janji temu\nPerawatan: {IDTREAT}\nHari: {IDDAY}\nPembayaran: {IDPAY}\nCatatan: takut jarum 😅",
    "Rendez-vous\nSoin : {FRTREAT}\nJour : {FRDAY}\nHeure : {TIME}\nPaiement : {FRPAY}",
    "Feedback\nClinic: {CITY}\nTreatment: {TREAT}\nRating: 9/10\nComment: {CROLE} was lovely",
    "Enquiry\nCourse: {COURSE}\nStart: {MONTH}\nFunding: {SCHOLAR}\nStudy mode: online",
    "IT issue\nPlatform: {PLATFORM}\nDevice: {DEVICE}\nError: {ERR}\nStudent ID: not sure",
    "Fee payment\nCourse: {COURSE}\nInstalments: {QTY}\nMethod: {PAY}",
    "Deferral request\nCourse: {COURSE}\nFrom: {MONTH}\nReason: work\nName: -",
    "Viewing request\nProperty: {PROP}\nArea: {AREA}\nSeen on: {PORTAL}\nPets: {BREED}",
    "Repair\nProperty: {PROP}\nAppliance: {DIY} dishwasher\nReported to: {LROLE}\nUrgent: yes",
    "Move-out\nProperty: {PROP}\nMonth: {MONTH}\nCleaning: professional\nForwarding address: to follow",
    "Cerere\nProprietate: {ROPROP}\nZona: {ROAREA}\nChirie: {RON}\nAnimale: nu",
    "Ticket change\nOperator: {COACHOP}\nStop: {STOP}\nNew date: {DAY}\nClass: {CLASS}",
    "Vehicle on board\nType: car\nModel: {CAR}\nPort: {PORT}\nOperator: {FERRYOP}",
    "Complaint\nTrip: {COACHTRIP}\nDelay: 2 hours\nRefund wanted: {AMOUNT}",
    "Hành trình\nTuyến: {VNROUTE}\nNhà xe: {VNCOACH}\nGhế: Comfort\nThanh toán: {VNPAY}",
    "Pet details\nBreed: {BREED}\nAge: 4\nPlan: {PETPLAN}\nPet name: to follow",
    "Claim\nTreatment: {VETTREAT}\nVet invoice: {AMOUNT}\nPlan: {PETPLAN}\nPaid by: {PAY}",
    "Quote request\nBreed: {BREED}\nPlan: {PETPLAN}\nCity: {CITY}\nMonthly budget: {AMOUNT}",
    "Renewal\nPlan: {PETPLAN}\nNew premium: {AMOUNT}\nChange: switch to {PETPLAN}",
    "Subject: Agia Irini sailing\nOperator: {FERRYOP}\nDeparture: {TIME}\nCabin: yes",
    "Loại dịch vụ: {VNPLAN}\nNhà cung cấp: {VNUTIL}\nSố tiền: {VND}\nThanh toán: {VNPAY}",
    "Parcel locker\nLocation: next to Zara\nMall: {MALL}\nOpening: {TIME}",
]
BEN_QUOTED: Final[list[str]] = [
    "Thanks, that works.\n\n> Your {UTIL} direct debit will start in {MONTH}.\n> {TEAM}",
    "Still no power.\n\n> Engineers are working in {AREA}; expected fix by {TIME}.",
    "Obrigada!\n\nNo dia 2/12/2026, às 10:15, Apoio ao Cliente escreveu:\n> A tarifa {PTTARIFF} fica ativa a partir de {PTMONTH}.",
    "OK.\n\n-----Original Message-----\nFrom: {TEAM}\nSubject: your bill\n\nThe {AMOUNT} includes the estimated reading for {MONTH}.",
    "Great, see you then.\n\n> Your {TREAT} is booked for {DAY} at {TIME}.",
    "Is this covered?\n\n> The quote for {TREAT} is {AMOUNT}, payable by {PAY}.",
    "Ευχαριστώ.\n\n> Το ραντεβού σας για {GRTREAT} επιβεβαιώθηκε για την {GRDAY} στις {TIME}.",
    "Merci.\n\nLe mar. 1 déc. 2026 à 09:12, Service Client a écrit :\n> Votre rendez-vous pour {FRTREAT} est confirmé à {CITY}.",
    "Noted.\n\n> We have asked {UROLE} to call you before {TIME}.",
    "Perfect.\n\nOn Tue, 1 Dec 2026 at 10:15, Student Services wrote:\n> {COURSE} starts in {MONTH}; the induction is on {PLATFORM}.",
    "Hmm.\n\n> {PLATFORM} will be down for maintenance on {DAY}.",
    "Yes please.\n\n> Shall we split the fees for {COURSE} into {QTY} payments?",
    "Mulțumesc.\n\n> Cursul {COURSE} se poate plăti prin {ROPAY}.",
    "Great.\n\n> {PROP} in {AREA} is available from {MONTH}; viewings on {DAY}.",
    "When?\n\n> We have asked {LROLE} to fix the {DIY} boiler this week.",
    "Forwarding to you.\n\n---------- Forwarded message ---------\nFrom: {TEAM}\nSubject: inventory\n\nThe check-out inspection is on {DAY} at {TIME}.",
    "Thanks.\n\n> Pets are allowed in {PROP} with an extra deposit of {AMOUNT}.",
    "Noted.\n\n> {FERRYTRIP} on {DAY} is cancelled due to wind.",
    "Fine by me.\n\n> We can move you to {CLASS} for {AMOUNT}.",
    "Cảm ơn.\n\n> Vé {VNCOACH} tuyến {VNROUTE} đã được xác nhận, thanh toán qua {VNPAY}.",
    "Shukran.\n\n> Cars must check in at {PORT} one hour before departure.",
    "Thanks.\n\nBegin forwarded message:\n\nFrom: Booking Office\nSubject: your coach\n\nYour Comfort seats on {COACHTRIP} are confirmed for {DAY}.",
    "Good to know.\n\n> {VETTREAT} is covered on {PETPLAN} after the 14-day wait.",
    "That's a lot.\n\n> Your renewal premium for {PETPLAN} is {AMOUNT}.",
    "Medaase.\n\n> We paid {AMOUNT} to the vet for {VETTREAT} on {DAY}.",
    "Ok thanks.\n\n-----Original Message-----\nFrom: Claims Team\nSubject: {BREED} claim\n\nPlease send the invoice for {VETTREAT}.",
    "Terima kasih kak.\n\n> Token sudah kami kirim ulang lewat {IDPAY}, mohon cek SMS.",
    "Lovely.\n\n> The Agia Irini stop is added to the Kea timetable from {MONTH}; {FERRYOP} runs it.",
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
        prefix="tenth-adv",
        split=SPLIT,
    )


def check_benign(kind: str, text: str) -> None:
    """`check_benign_style`, and no Portuguese, Greek or Ghanaian postcode shape either."""
    check_benign_style(kind, text)
    assert not re.search(r"\b\d{4}-\d{3}\b|\b\d{3} \d{2}\b|\b[A-Z]{2}-\d{3,4}-\d{4}\b", text), text


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
        check_benign,
        renders=RENDERS,
        prefix="tenth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("tenth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
