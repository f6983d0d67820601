"""Write the sixth held-out redaction sets, `adversarial_pii_sixth.jsonl` and
`benign_support_sixth.jsonl`: a sixth blind measure, written without reading the redactor, its
tests or its output, and never run through it by its author.

    python benchmarks/data/redaction/make_sixth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: a travel and telecom group (flights, hotels, car hire,
mobile and broadband plans, roaming, SIM swaps, number porting, engineer visits) serving
customers in India, South Africa, Nigeria, Germany, France, Spain, Brazil, Mexico, the
Philippines, Japan, Canada and the US. A skeleton is a string with `{SLOT}` placeholders, and may
start with a `[CC]` country tag; each message draws one persona (of that country when tagged),
that persona's address, phone style and birth date, a staff member, a companion and fresh
digits. Every typed slot leaves a span whose offsets are computed while the message is
assembled and checked to hold the inserted value; every id that has a check digit carries a
valid one. Every person, address, number and credential is invented.
"""

# ruff: noqa: E501 - hand-written messages read best one to a line
from __future__ import annotations

import random
import re
import string
import unicodedata
from pathlib import Path
from typing import Final

from setkit import (
    SPAN_TYPES,
    Row,
    Span,
    SpanText,
    aba_check_digit,
    cpf_check_digits,
    fill_benign,
    iban_from_bban,
    iban_ok,
    luhn_check_digit,
    luhn_ok,
    nuban_check_digit,
    s10_check_digit,
    verhoeff_check_digit,
    write_sets,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_sixth.jsonl"
BENIGN_FILE: Final = "benign_support_sixth.jsonl"
ADVERSARIAL_SEED: Final = 20261201_61
BENIGN_SEED: Final = 20261201_62
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("IN", "ZA", "NG", "DE", "FR", "ES", "BR", "MX", "PH", "JP", "CA", "US")

# (first, surname) per country; some first names are also words, places or brands
PERSONAS: Final[dict[str, list[tuple[str, str]]]] = {
    "IN": [
        ("Tanvika", "Pattabhiraman"),
        ("Omkar", "Deshmukh-Patwardhan"),
        ("India", "Chaturvedi"),
        ("Anirban", "Mukhopadhyay"),
    ],
    "ZA": [
        ("Lucky", "Motaung"),
        ("Precious", "Mabaso"),
        ("Lwazi", "Ntshangase"),
        ("Marike", "Oosthuizen"),
    ],
    "NG": [
        ("Blessing", "Ekpenyong"),
        ("Aminu", "Danjuma Garba"),
        ("Hauwa", "Yakasai-Gwarzo"),
        ("Tamunotonye", "Briggs-Ikiriko"),
    ],
    "DE": [
        ("Wiebke", "Hinrichsen"),
        ("Jörg-Henning", "Vöhringer"),
        ("Ottilie", "Pfefferkorn"),
        ("Kai-Uwe", "Schimmelpfennig"),
    ],
    "FR": [
        ("Gwenaël", "Le Floc'h"),
        ("Maëlys", "Cazenave"),
        ("Bertrand", "Ollivier-Roux"),
        ("Clémence", "Vautrin"),
    ],
    "ES": [
        ("Mercedes", "Arrieta Zubeldía"),
        ("Xoán", "Outeiriño"),
        ("Rocío", "Barrionuevo"),
        ("Montserrat", "Casals i Ferrer"),
    ],
    "BR": [
        ("Thaís", "Figueiredo Bastos"),
        ("Joaquim", "Nogueira Paes"),
        ("Raimundo", "Nonato Brandão"),
        ("Iracema", "Quintela Furtado"),
    ],
    "MX": [
        ("Sol", "Arredondo Leyva"),
        ("Xóchitl", "Tepoxteco"),
        ("Maricruz", "Zamudio"),
        ("Eustaquio", "Villaseñor"),
    ],
    "PH": [
        ("Jericho", "Macapagal"),
        ("Rhodora", "Panganiban"),
        ("Ma. Teodora", "Buenaventura"),
        ("Bongbong", "Dimaculangan"),
    ],
    "JP": [
        ("Sakura", "Yanagisawa"),
        ("Chiharu", "Ogasawara"),
        ("Hikaru", "Tsutsumi"),
        ("Kazuhiro", "Hatakeyama"),
    ],
    "CA": [
        ("Aputi", "Kilabuk"),
        ("Harjit", "Grewal"),
        ("Geneviève", "Lachapelle-Roy"),
        ("Brock", "Lesperance"),
    ],
    "US": [
        ("Ford", "Whitcombe"),
        ("Tallulah", "Breckinridge"),
        ("DeShawn", "Pettiford"),
        ("Yesenia", "Quintero-Hayes"),
    ],
}
STAFF: Final[list[str]] = [
    "Reinhilde",
    "Anselmo",
    "Nomvula",
    "Kazuki",
    "Perpetua",
    "Chidubem",
    "Scholastica",
    "Rizalino",
    "Yolotli",
    "Bartholomé",
    "Sujatha",
    "Ruadhán",
]
COMPANIONS: Final[list[str]] = [
    "Odalys Ferrand",
    "Teodoro Quijano",
    "Hermelinda Sáenz",
    "Ayodeji Fasina",
    "Kirra Wexford",
    "Vijaylakshmi Iyengar",
    "Baptiste Morvan",
    "Nozomi Kaneshiro",
]
DOMAINS: Final[dict[str, list[str]]] = {
    "IN": ["rediffmail.com", "yahoo.co.in"],
    "ZA": ["mweb.co.za", "telkomsa.net"],
    "NG": ["yahoo.com.ng", "gmail.com"],
    "DE": ["web.de", "t-online.de"],
    "FR": ["laposte.net", "free.fr"],
    "ES": ["telefonica.net", "hotmail.es"],
    "BR": ["uol.com.br", "bol.com.br"],
    "MX": ["prodigy.net.mx", "hotmail.com.mx"],
    "PH": ["yahoo.com.ph", "gmail.com"],
    "JP": ["docomo.ne.jp", "ezweb.ne.jp"],
    "CA": ["sympatico.ca", "shaw.ca"],
    "US": ["comcast.net", "fastmail.com"],
}

# An address in its national format: [...] is the ADDRESS span, <...> the POSTCODE span; a town
# written after the postcode is in neither (see the README's decisions).
ADDRESSES: Final[dict[str, list[str]]] = {
    "IN": [
        "[Flat 502, Shree Ganesh Heights, near Ambika Sweets, 6th Main, Jayanagar 4th Block, Bengaluru, Karnataka] - <560011>",
        "[H.No. 3-4-526/B, opp. Saraswati Vidyalaya, Barkatpura, Hyderabad, Telangana] <500027>",
        "[C-218, Sector 47, behind Kesar Dhaba, Gurugram, Haryana] <122018>",
    ],
    "ZA": [
        "[22 Kiaat Crescent, Waterkloof Ridge, Pretoria] <0181>",
        "[Unit 9, Seagull Mews, 41 Marine Drive, Bloubergstrand, Cape Town] <7441>",
    ],
    "NG": [
        "[No. 14 Ogbunike Close, off Agbani Road, Enugu] <400102>",
        "[Flat 3, Block C, Tudun Wada Estate, off Kano Road, Zaria, Kaduna State]",
    ],
    "DE": [
        "[Hufelandstraße 27, Hinterhaus], <10407> Berlin",
        "[Kleine Rittergasse 4], <60594> Frankfurt am Main",
        "[Am Mühlenteich 11a], <24937> Flensburg",
    ],
    "FR": [
        "[12 bis rue des Tanneurs-Vieux], <75011> Paris",
        "[Résidence Les Tilleuls, bât. C, 3 allée des Glycines], <69008> Lyon",
        "[7 impasse du Pressoir], <44300> Nantes",
    ],
    "ES": [
        "[Calle del Olivo Torcido 19, 4º izq.], <28045> Madrid",
        "[Carrer de la Fusteria Vella 8, 2n 1a], <08003> Barcelona",
        "[Avenida de los Naranjos 132, portal 2, 5ºB], <46011> Valencia",
    ],
    "BR": [
        "[Rua Desembargador Arruda Leme 455, apto 72, Vila Madalena, São Paulo - SP], CEP <05435-020>",
        "[Av. Conselheiro Aguiar 1180, casa 3, Boa Viagem, Recife - PE], CEP <51020-310>",
    ],
    "MX": [
        "[Calle Tlacoquemécatl 214, int. 5, Col. del Valle Sur, Benito Juárez], C.P. <03104>, Ciudad de México",
        "[Av. Hidalgo de los Arcos 87, Col. Centro Histórico], C.P. <76000>, Querétaro, Qro.",
    ],
    "PH": [
        "[Unit 1507, Tower B, Kalayaan Residences, 88 Sampaguita St., Brgy. Malamig, Mandaluyong City] <1550>",
        "[Blk 12 Lot 7, Phase 3, Villa Carmelita Subd., Brgy. Talon Dos, Las Piñas City] <1747>",
    ],
    "JP": [
        "[Room 304, Maison Kinshi, 2-15-9 Kinshi, Sumida-ku, Tokyo] <130-0013>",
        "〒<604-8005> [Kyoto-shi Nakagyo-ku Ebisugawa-cho 288-3, Villa Kamogawa 201]",
    ],
    "CA": [
        "[4521 rue Saint-Hubert, app. 6, Montréal QC] <H2J 2L4>",
        "[Box 412, 17 Nanook Crescent, Iqaluit NU] <X0A 0H0>",
    ],
    "US": [
        "[8823 N Saguaro Bloom Way, Apt 210, Tucson, AZ] <85741>",
        "[16 Pettibone Hollow Rd, Montpelier, VT] <05602>",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")

# '#' is a digit 2-9
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "IN": ["+91 9#### #####", "9#########", "+91-7#-####-####"],
    "ZA": ["08# ### ####", "+27 (0)7# ### ####", "+27 6# ### ####"],
    "NG": ["080# ### ####", "+234 (0)90# ### ####", "+234 81# ### ####"],
    "DE": ["0151 ########", "+49 (0)30 ########", "030/#######", "+49 176 #######"],
    "FR": ["06 ## ## ## ##", "+33 (0)7 ## ## ## ##", "01.##.##.##.##"],
    "ES": ["6## ## ## ##", "+34 6## ### ###", "9## ### ###"],
    "BR": ["(11) 9####-####", "+55 (21) 9####-####", "+55 81 9#### ####"],
    "MX": ["55 #### ####", "+52 1 33 #### ####", "(81) ####-####"],
    "PH": ["0917 ### ####", "+63 9## ### ####", "(02) 8###-####"],
    "JP": ["090-####-####", "+81 80-####-####", "03-####-####"],
    "CA": ["(514) ###-####", "+1 867-###-####", "416.###.####"],
    "US": ["(520) ###-####", "+1 802 ### ####", "212-###-####"],
}
MONTHS: Final = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
}  # fmt: skip
LUHN_PREFIXES: Final = ["4", "2221", "2720", "55", "34", "37", "3528", "6521", "6011"]
IBAN_SPECS: Final = [
    ("DE", "D" * 18),
    ("FR", "D" * 23),
    ("ES", "D" * 20),
    ("BR", "D" * 23 + "LD"),
]
PASSWORD_WORDS: Final = [
    "Jacaranda",
    "Baobab",
    "Mangrove",
    "Tamarind",
    "Hibiscus",
    "Kingfisher",
    "Monsoon",
    "Papaya",
]
ICCID_PREFIX: Final = {
    "IN": "8991",
    "ZA": "8927",
    "NG": "89234",
    "DE": "8949",
    "FR": "8933",
    "ES": "8934",
    "BR": "8955",
    "MX": "8952",
    "PH": "8963",
    "JP": "8981",
    "CA": "89302",
    "US": "8901",
}
S10_COUNTRY: Final = {"IN": "IN", "BR": "BR", "MX": "MX", "JP": "JP", "PH": "PH", "ZA": "ZA"}
BANK_CODES_NG: Final = ["058", "044", "057", "033"]
BANK_CODES_MX: Final = ["002", "012", "072", "014"]
IFSC_BANKS: Final = ["HDFC", "SBIN", "ICIC", "UTIB", "KKBK"]
ZA_BRANCHES: Final = ["250655", "632005", "051001", "470010"]
BOOKING_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


# --------------------------------------------------------------------------- check digits


def dni_letter(number: str) -> str:
    """The letter of a Spanish DNI (or, with X/Y/Z read as 0/1/2, an NIE)."""
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(number) % 23]


def nir_key(body: str) -> str:
    """The two-digit key of a French social security number (NIR) of 13 digits."""
    return f"{97 - int(body) % 97:02d}"


def my_number_check_digit(body: str) -> str:
    """The check digit of a Japanese Individual Number whose first eleven digits are `body`."""
    total = 0
    for n, d in enumerate(reversed(body), start=1):
        total += int(d) * (n + 1 if n <= 6 else n - 5)
    r = total % 11
    return "0" if r <= 1 else str(11 - r)


def clabe_check_digit(body: str) -> str:
    """The check digit of a Mexican CLABE whose first seventeen digits are `body`."""
    total = sum(int(d) * (3, 7, 1)[i % 3] % 10 for i, d in enumerate(body))
    return str((10 - total % 10) % 10)


def valid_id(value: str) -> bool:
    """Whether an id the generator wrote carries valid check digits (by its shape)."""
    raw = re.sub(r"[\s.\-/]", "", value)
    if re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}", value):  # CPF
        return cpf_check_digits(raw[:9]) == raw[9:]
    if re.fullmatch(r"\d{8}[A-Z]", raw):  # DNI
        return dni_letter(raw[:8]) == raw[8]
    if re.fullmatch(r"[XYZ]\d{7}[A-Z]", raw):  # NIE
        return dni_letter(str("XYZ".index(raw[0])) + raw[1:8]) == raw[8]
    return True


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, phone style and birth date;
    a staff member, a companion and fresh digits."""

    def __init__(self, rng: random.Random, index: int, country: str | None) -> None:
        self.rng = rng
        self.index = index
        self.country = country or COUNTRIES[(index * 5 + 2) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.first, self.last = people[(index // len(COUNTRIES) + index) % len(people)]
        places = ADDRESSES[self.country]
        self.address = places[(index * 5 + 1) % len(places)]
        self.staff = STAFF[(index * 7) % len(STAFF)]
        self.companion = COMPANIONS[(index * 5 + 3) % len(COMPANIONS)]
        domains = DOMAINS[self.country]
        self.domain = domains[index % len(domains)]
        self.birth = (rng.randint(1948, 2006), rng.randint(1, 12), rng.randint(1, 28))

    # ---- random pieces

    def digits(self, n: int) -> str:
        return "".join(self.rng.choice(string.digits) for _ in range(n))

    def letters(self, n: int, alphabet: str = string.ascii_uppercase) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def luhn(self, prefix: str, length: int) -> str:
        body = prefix + self.digits(length - len(prefix) - 1)
        return body + luhn_check_digit(body)

    @staticmethod
    def ascii_name(part: str) -> str:
        folded = unicodedata.normalize("NFKD", part)
        return re.sub(r"[^a-z]", "", folded.encode("ascii", "ignore").decode().lower())

    def local(self) -> str:
        f = self.ascii_name(self.first.split()[-1])
        s = self.ascii_name(self.last)
        y = str(self.birth[0])[2:]
        return [f"{f}.{s}", f"{f}{s}{y}", f"{f[0]}.{s}", f"{s}_{f}", f"{f}{y}"][
            self.rng.randrange(5)
        ]

    # ---- values

    def phone(self) -> str:
        fmt = self.rng.choice(PHONE_FORMATS[self.country])
        return "".join(self.rng.choice("23456789") if c == "#" else c for c in fmt)

    def dob(self) -> str:
        y, m, d = self.birth
        en, short = MONTHS["en"][m - 1], MONTHS["en"][m - 1][:3]
        by_country = {
            "DE": [f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y % 100:02d}"],
            "FR": [f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS['fr'][m - 1]} {y}"],
            "ES": [f"{d:02d}/{m:02d}/{y}", f"{d} de {MONTHS['es'][m - 1]} de {y}"],
            "BR": [f"{d:02d}/{m:02d}/{y}", f"{d} de {MONTHS['pt'][m - 1]} de {y}"],
            "MX": [f"{d:02d}/{m:02d}/{y % 100:02d}", f"{d}-{MONTHS['es'][m - 1][:3]}-{y}"],
            "IN": [f"{d:02d}-{m:02d}-{y}", f"{d:02d}/{m:02d}/{y}"],
            "ZA": [f"{y}/{m:02d}/{d:02d}", f"{d} {en} {y}"],
            "NG": [f"{d}{self.ordinal(d)} {en}, {y}", f"{d:02d}/{m:02d}/{y}"],
            "PH": [f"{en} {d}, {y}", f"{m:02d}/{d:02d}/{y}"],
            "JP": [f"{y}/{m:02d}/{d:02d}", f"{y}.{m:02d}.{d:02d}"],
            "CA": [f"{y}-{m:02d}-{d:02d}", f"{short} {d}, {y}"],
            "US": [f"{m:02d}/{d:02d}/{y}", f"{short} {d} '{y % 100:02d}"],
        }
        return self.rng.choice(by_country[self.country])

    @staticmethod
    def ordinal(d: int) -> str:
        return {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}.get(d, "th")

    def email(self) -> str:
        return f"{self.local()}@{self.domain}"

    def obfuscated_email(self) -> str:
        """The persona's email hidden from pattern rules; the style turns with the message, and
        every other message of a French, German or Japanese persona uses that language's."""
        local, (host, _, tld) = self.local(), self.domain.partition(".")
        national = {
            "FR": f"{local} arobase {host} point {tld.replace('.', ' point ')}",
            "DE": f"{local} Klammeraffe {host} Punkt {tld.replace('.', ' Punkt ')}",
            "JP": f"{local}＠{self.domain}",
        }
        if self.country in national and self.index % 2 == 0:
            return national[self.country]
        styles = [
            f"{local} (at) {host} (dot) {tld.replace('.', ' (dot) ')}",
            f"{local} AT {host} DOT {tld.upper().replace('.', ' DOT ')}",
            f"{local} @ {host} . {tld.replace('.', ' . ')}",
            f"{local}{{at}}{host}{{dot}}{tld}",
        ]
        return styles[self.index % len(styles)]

    def card(self) -> str:
        prefix = self.rng.choice(LUHN_PREFIXES)
        return self.luhn(prefix, 15 if prefix in ("34", "37") else 16)

    def iban(self) -> str:
        country, shape = self.rng.choice(IBAN_SPECS)
        bban = "".join(
            self.letters(1) if c == "L" else self.rng.choice(string.digits) for c in shape
        )
        return iban_from_bban(country, bban)

    def passport(self) -> str:
        rng = self.rng
        shapes = {
            "IN": lambda: self.letters(1) + self.digits(7),
            "DE": lambda: "C" + self.letters(8, "CFGHJKLMNPRTVWXYZ0123456789"),
            "FR": lambda: self.digits(2) + self.letters(2) + self.digits(5),
            "ES": lambda: self.letters(3) + self.digits(6),
            "BR": lambda: self.letters(2) + self.digits(6),
            "MX": lambda: "G" + self.digits(8),
            "PH": lambda: "P" + self.digits(7) + self.letters(1),
            "JP": lambda: self.letters(2) + self.digits(7),
            "CA": lambda: self.letters(2) + self.digits(6),
            "US": lambda: rng.choice(["A", ""]) + self.digits(8 if rng.random() < 0.5 else 9),
            "ZA": lambda: "A" + self.digits(8),
            "NG": lambda: "B" + self.digits(8),
        }
        return shapes[self.country]()

    def value(self, slot: str) -> tuple[str, str | None]:
        rng = self.rng
        y, m, d = self.birth
        if slot == "NAME":
            return f"{self.first} {self.last}", "PERSON"
        if slot == "FIRST":
            return self.first, "PERSON"
        if slot == "LAST":
            return self.last, "PERSON"
        if slot == "LNAME":
            return f"{self.first} {self.last}".lower(), "PERSON"
        if slot == "LFIRST":
            return self.first.lower(), "PERSON"
        if slot == "UPLAST":
            return self.last.upper(), "PERSON"
        if slot == "INIT":
            return f"{self.first[0]}. {self.last}", "PERSON"
        if slot == "STAFF":
            return self.staff, "PERSON"
        if slot == "COMP":
            return self.companion, "PERSON"
        if slot == "COMPFIRST":
            return self.companion.split()[0], "PERSON"
        if slot == "EMAIL":
            return self.email(), "EMAIL"
        if slot == "OEMAIL":
            return self.obfuscated_email(), "EMAIL"
        if slot == "PHONE":
            return self.phone(), "PHONE"
        if slot == "DOB":
            return self.dob(), "DATE_OF_BIRTH"
        if slot == "PASSPORT":
            return self.passport(), "SSN"
        if slot == "AADHAAR":
            body = rng.choice("23456789") + self.digits(10)
            n = body + verhoeff_check_digit(body)
            return rng.choice([f"{n[:4]} {n[4:8]} {n[8:]}", n, f"{n[:4]}-{n[4:8]}-{n[8:]}"]), "SSN"
        if slot == "PAN":
            surname = self.ascii_name(self.last)[0].upper()
            return f"{self.letters(3)}P{surname}{self.digits(4)}{self.letters(1)}", "SSN"
        if slot == "SAID":
            body = f"{y % 100:02d}{m:02d}{d:02d}{self.digits(4)}08"
            return body + luhn_check_digit(body), "SSN"
        if slot == "NIN":
            return rng.choice("123456789") + self.digits(10), "SSN"
        if slot == "NIR":
            body = f"{rng.choice('12')}{y % 100:02d}{m:02d}{rng.choice(['75', '69', '44', '13'])}{self.digits(3)}{self.digits(3)}"
            key = nir_key(body)
            return (
                f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key}",
                "SSN",
            )
        if slot == "DNI":
            n = f"{rng.randint(10_000_000, 79_999_999)}"
            return rng.choice([f"{n}{dni_letter(n)}", f"{n}-{dni_letter(n)}"]), "SSN"
        if slot == "NIE":
            lead = rng.choice("XYZ")
            n = self.digits(7)
            return f"{lead}{n}{dni_letter(str('XYZ'.index(lead)) + n)}", "SSN"
        if slot == "CPF":
            body = rng.choice("123456789") + self.digits(8)
            c = body + cpf_check_digits(body)
            return f"{c[:3]}.{c[3:6]}.{c[6:9]}-{c[9:]}", "SSN"
        if slot == "SSS":
            return (
                f"{rng.choice(['33', '34', '02', '04'])}-{self.digits(7)}-{self.digits(1)}",
                "SSN",
            )
        if slot == "MYNUM":
            body = self.digits(11)
            n = body + my_number_check_digit(body)
            return rng.choice([f"{n[:4]} {n[4:8]} {n[8:]}", n]), "SSN"
        if slot == "SIN":
            n = self.luhn(rng.choice("1234567"), 9)
            return rng.choice([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}"]), "SSN"
        if slot == "SSN":
            return (
                f"{rng.randint(101, 665)}-{rng.randint(10, 99)}-{rng.randint(1001, 9899)}",
                "SSN",
            )
        if slot == "BOOK":
            return self.letters(6, BOOKING_CHARS), "CUSTOMER_ID"
        if slot == "LBOOK":
            return self.letters(6, BOOKING_CHARS).lower(), "CUSTOMER_ID"
        if slot == "SBOOK":
            return " ".join(self.letters(6, BOOKING_CHARS)), "CUSTOMER_ID"
        if slot == "CONF":
            return self.digits(rng.choice([8, 9, 10])), "CUSTOMER_ID"
        if slot == "RES":
            return rng.choice(
                [
                    f"{self.letters(2)}{self.digits(8)}",
                    f"{self.digits(10)}COUNT",
                    f"R-{self.digits(4)}-{self.digits(5)}",
                ]
            ), "CUSTOMER_ID"
        if slot == "FFN":
            return rng.choice(
                [
                    f"{self.digits(3)} {self.digits(3)} {self.digits(3)}",
                    f"{self.letters(2)}{self.digits(9)}",
                ]
            ), "CUSTOMER_ID"
        if slot == "ACCNO":
            return rng.choice(
                [
                    f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}",
                    f"{self.digits(4)} {self.digits(4)} {self.digits(2)}",
                    f"CN{self.digits(9)}",
                    f"{self.digits(11)}",
                ]
            ), "CUSTOMER_ID"
        if slot == "IMEI":
            n = self.luhn(rng.choice(["35", "86", "01"]), 15)
            return rng.choice(
                [n, f"{n[:2]}-{n[2:8]}-{n[8:14]}-{n[14]}", f"{n[:8]} {n[8:14]} {n[14]}"]
            ), "CUSTOMER_ID"
        if slot == "ICCID":
            n = self.luhn(ICCID_PREFIX[self.country], 19)
            return rng.choice([n, " ".join(n[i : i + 4] for i in range(0, 19, 4))]), "CUSTOMER_ID"
        if slot == "ETKT":
            return rng.choice(
                [f"{rng.choice(['098', '220', '057', '075'])}-{self.digits(10)}", self.digits(13)]
            ), "CUSTOMER_ID"
        if slot == "TRK":
            serial = self.digits(8)
            country = S10_COUNTRY.get(self.country, rng.choice(list(S10_COUNTRY.values())))
            return (
                f"{rng.choice(['EE', 'RR', 'NX', 'LB', 'CP'])}{serial}{s10_check_digit(serial)}{country}",
                "TRACKING",
            )
        if slot == "AWB":
            return rng.choice(
                [
                    self.digits(10),
                    self.digits(13),
                    f"{self.digits(4)} {self.digits(4)} {self.digits(2)}",
                ]
            ), "TRACKING"
        if slot == "IFSC":
            return f"{rng.choice(IFSC_BANKS)}0{self.digits(6)}", "BANK_ACCOUNT"
        if slot == "ACCT14":
            return rng.choice(["5010", "3", "9180", "0"]) + self.digits(10), "BANK_ACCOUNT"
        if slot == "SABRANCH":
            return rng.choice(ZA_BRANCHES), "BANK_ACCOUNT"
        if slot == "SAACCT":
            return rng.choice(["62", "40", "10", "14"]) + self.digits(
                rng.choice([8, 9])
            ), "BANK_ACCOUNT"
        if slot == "NUBAN":
            bank, serial = rng.choice(BANK_CODES_NG), self.digits(9)
            return serial + nuban_check_digit(bank, serial), "BANK_ACCOUNT"
        if slot == "CLABE":
            body = rng.choice(BANK_CODES_MX) + self.digits(14)
            n = body + clabe_check_digit(body)
            return rng.choice([n, f"{n[:3]} {n[3:6]} {n[6:17]} {n[17]}"]), "BANK_ACCOUNT"
        if slot == "ROUTING":
            body = rng.choice(["01", "02", "06", "11", "26", "32"]) + self.digits(6)
            return body + aba_check_digit(body), "BANK_ACCOUNT"
        if slot == "USACCT":
            return self.digits(rng.choice([9, 10, 12])), "BANK_ACCOUNT"
        if slot == "TRANSIT":
            return self.digits(5), "BANK_ACCOUNT"
        if slot == "INST":
            return rng.choice(["001", "002", "003", "004", "006", "815"]), "BANK_ACCOUNT"
        if slot == "CAACCT":
            return self.digits(7), "BANK_ACCOUNT"
        if slot == "CARD":
            c = self.card()
            if len(c) == 15:
                return rng.choice([f"{c[:4]} {c[4:10]} {c[10:]}", c]), "CARD"
            return rng.choice([" ".join(c[i : i + 4] for i in range(0, 16, 4)), c]), "CARD"
        if slot == "CARDX":
            c = self.card()
            sep = rng.choice([" – ", "·", " | ", ",", "   "])
            return sep.join(c[i : i + 4] for i in range(0, len(c), 4)), "CARD"
        if slot == "CARDNL":
            c = self.card()
            return f"{c[:8]}\n{c[8:]}", "CARD"
        if slot == "IBAN":
            i = self.iban()
            return " ".join(i[k : k + 4] for k in range(0, len(i), 4)), "IBAN"
        if slot == "IBANC":
            i = self.iban()
            return rng.choice(
                [i, i.lower(), "  ".join(i[k : k + 4] for k in range(0, len(i), 4))]
            ), "IBAN"
        if slot == "IBANNL":
            i = self.iban()
            grouped = [i[k : k + 4] for k in range(0, len(i), 4)]
            return " ".join(grouped[:3]) + "\n" + " ".join(grouped[3:]), "IBAN"
        if slot == "IP":
            return (
                f"{rng.choice([41, 49, 77, 102, 117, 152, 187, 201])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            )
        if slot == "OTP":
            return self.digits(6), "SECRET"
        if slot == "PIN":
            return self.digits(4), "SECRET"
        if slot == "SAFE":
            return self.digits(self.rng.choice([5, 6])), "SECRET"
        if slot == "PUK":
            return self.digits(8), "SECRET"
        if slot == "PORTPIN":
            return self.digits(rng.choice([6, 8])), "SECRET"
        if slot == "UPC":
            return f"{rng.choice(['RJ', 'VD', 'BS', 'JO'])}{self.digits(6)}", "SECRET"
        if slot == "ESIM":
            host = rng.choice(["sm-dp.lumenmobile.net", "rsp.orbitel-sim.com", "smdp.kaikoa.io"])
            code = f"{self.letters(2)}-{self.letters(4, BOOKING_CHARS)}-{self.letters(5, BOOKING_CHARS)}-{self.letters(4, BOOKING_CHARS)}"
            return f"LPA:1${host}${code}", "SECRET"
        if slot in ("WIFI", "PASS"):
            return (
                f"{rng.choice(PASSWORD_WORDS)}{rng.choice(['!', '#', '_', '*', '.'])}{self.digits(rng.randint(2, 4))}{rng.choice(['', 'k', 'Zz', 'q9'])}",
                "SECRET",
            )
        if slot == "APIKEY":
            return rng.choice(
                [
                    "AKIA" + self.letters(16, string.ascii_uppercase + string.digits),
                    "AIza" + self.letters(35, string.ascii_letters + string.digits + "-_"),
                    f"xoxb-{self.digits(11)}-{self.letters(24, string.ascii_letters + string.digits)}",
                ]
            ), "SECRET"
        raise KeyError(slot)

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `lines` (each comma a line break) or `lower` (one line, lower case)."""
        text = self.address
        if layout == "lines":
            text = text.replace(", ", "\n")
        elif layout == "lower":
            text = text.lower()
        pos = 0
        for match in ADDRESS_PIECE.finditer(text):
            built.add(text[pos : match.start()])
            if match.group(1) is not None:
                built.add(match.group(1), "ADDRESS")
            else:
                built.add(match.group(2), "POSTCODE")
            pos = match.end()
        built.add(text[pos:])

    def postcode(self) -> str | None:
        found = re.search(r"<([^>]+)>", self.address)
        return found.group(1) if found else None


SLOT: Final = re.compile(r"\{([A-Z0-9]+)\}")
TAG: Final = re.compile(r"^\[([A-Z]{2})\] ")
ADDRESS_SLOTS: Final = {"ADDR": "line", "ADDRNL": "lines", "LADDR": "lower"}


def render(skeleton: str, ctx: Ctx) -> tuple[str, list[Span]]:
    """Fill a skeleton (without its country tag), computing every span from the piece
    inserted, and check every card, IBAN and id with a check digit."""
    built = SpanText()
    pos = 0
    for match in SLOT.finditer(skeleton):
        built.add(skeleton[pos : match.start()])
        slot = match.group(1)
        if slot in ADDRESS_SLOTS:
            ctx.add_address(built, ADDRESS_SLOTS[slot])
        elif slot == "PC":
            code = ctx.postcode()
            assert code is not None, skeleton
            built.add(code, "POSTCODE")
        else:
            built.add(*ctx.value(slot))
        pos = match.end()
    built.add(skeleton[pos:])
    text, spans = built.done(SPAN_TYPES)
    for span in spans:
        piece = text[int(span["start"]) : int(span["end"])]
        if span["type"] == "CARD":
            assert luhn_ok(re.sub(r"\D", "", piece)), piece
        if span["type"] == "IBAN":
            assert iban_ok(piece), piece
        if span["type"] == "SSN":
            assert valid_id(piece), piece
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "hi my flight to Lisbon got cancelled, booking ref {BOOK}, name on the ticket {NAME}",
    "[IN] namaste, my aadhaar {AADHAAR} was rejected for the new sim kyc, please check",
    "sim swap done without my permission!! number {PHONE}, account {ACCNO}, im {LNAME}",
    "[ZA] sawubona, {FIRST} here. my ID is {SAID} and the store says RICA failed",
    "[ES] hola, soy {NAME}, DNI {DNI}, el roaming no funciona en Marruecos",
    "[FR] bonjour, le technicien devait passer au {ADDR} mardi et personne n'est venu",
    "[JP] konnichiwa, {UPLAST} {FIRST} desu. the pocket wifi order {BOOK} never reached the hotel in Shinjuku",
    "[PH] hello po, I'm {NAME}, my postpaid bill went to {EMAIL} but that's my old email",
    "imei {IMEI} - phone stolen at the airport in Cancún, please block it",
    "lucky the hotel found my passport lol. passport no {PASSPORT}, name {NAME}",
    "can the engineer ring {PHONE} when he's outside? {ADDR}, gate code {PIN}",
    "{LNAME} booked the family room at the Meliá for 4 nights, can u add a cot",
    "please tell {STAFF} the upgrade was for both of us, {COMP} is on the same PNR {BOOK}",
    "the agent {STAFF} told me roaming in Brazil was included and now the bill is R$ 840",
    "ur otp {OTP} came after the booking had already timed out",
    "is the puk code {PUK}? the phone asks for it after 3 wrong pins",
    "please refund to my card {CARD} - the Marriott took the deposit twice, confirmation {CONF}",
    "[IN] refund to a/c {ACCT14} IFSC {IFSC}, the IndiGo cancellation fee was wrong",
    "[NG] please send the refund to my GTBank account {NUBAN}, account name {NAME}",
    "[US] routing {ROUTING} checking {USACCT} for the car hire deposit refund",
    "wire it to {IBAN}, the Iberia voucher is useless to me",
    "broadband router shows WAN ip {IP} but the speed test says a different one, engineer visit pls",
    "esim qr code didnt scan, the manual code is {ESIM}, can you reissue?",
    "flying 14/03, back 28/03, my dob is {DOB} if that matters for the senior fare",
    "static ip {IP} on the business fibre stopped routing after the engineer swapped the router",
    "[US] card {CARD} exp 04/29, billing zip {PC}, still declined for the hotel deposit",
    "email me the itinerary at {OEMAIL} please",
    "e-ticket {ETKT} shows the wrong surname, it should be {UPLAST}",
    "hotel safe code was {SAFE} and now it won't open, room 1204",
    "wifi password at home is {WIFI}, the technician needs it to test the mesh",
    "my frequent flyer number {FFN} didnt get the miles from the Manila flight",
    "[PH] pls send the replacement sim via LBC to {ADDR}, receiver is {COMP}",
    "[IN] india post says delivered, tracking {TRK}, but nothing came to {LADDR}",
    "dhl waybill {AWB} for the router return, nobody picked it up",
    "{STAFF} at the Hertz desk said the scratch was already there, can you add a note to {RES}",
    "ring my travel buddy {COMP} on {PHONE} if I'm not answering, they have the booking",
    "card {CARDX} declined for the roaming add-on again",
    "[BR] o pix não foi aceito, pode devolver no IBAN {IBANC}?",
    "[DE] geb. {DOB}, der Ausweis wurde beim Check-in in Palma nicht akzeptiert",
    "[PH] SSS no. {SSS} for the postpaid application, pls confirm receipt",
    "[JP] the shop asked for my My Number card, it's {MYNUM}, was that ok?",
    "[NG] NIN {NIN} is linked to my line {PHONE} but the app says linkage failed",
    "api key {APIKEY} for your partner booking api is showing in our logs, pls rotate",
    "[CA] transit {TRANSIT} institution {INST} account {CAACCT} for the deposit refund",
    "precious little help from your hotline. {NAME}, acct {ACCNO}, third time asking",
    "Mercedes?? i booked a Corolla not a Mercedes. reservation {RES}, driver {NAME}",
    "address for the engineer: {LADDR}",
    "the booking is under {LFIRST} not my husband, ref {LBOOK}",
    "the PNR is {SBOOK}, passenger {INIT}",
]
ADV_EMAIL: Final[list[str]] = [
    "[DE] Hallo zusammen,\n\nmein Termin für den Glasfaseranschluss wurde dreimal verschoben. Adresse: {ADDR}.\nErreichbar unter {PHONE} oder {OEMAIL}.\n\nMit freundlichen Grüßen\n{NAME}",
    "[FR] Bonjour,\n\nJe n'arrive pas à activer mon eSIM. Ligne : {PHONE}, ICCID {ICCID}.\nMerci de me répondre à {OEMAIL}.\n\nCordialement,\n{FIRST} {UPLAST}",
    "[ES] Hola equipo:\n\nOs escribo por la portabilidad de mi número {PHONE}. Mi DNI es {DNI} y la dirección de facturación es {ADDR}.\n\nUn saludo,\n{NAME}",
    "[BR] Olá,\n\nFiz a reserva {BOOK} do hotel em Salvador e fui cobrada duas vezes no cartão {CARD}.\n\nAtenciosamente,\n{NAME}\n{PHONE}",
    "[MX] Buenas tardes,\n\nLes escribo porque el técnico {STAFF} nunca llegó a:\n{ADDRNL}\n\nSaludos cordiales,\n{FIRST}",
    "[IN] Dear Sir/Madam,\n\nI, {NAME}, holder of PAN {PAN}, request a refund for the cancelled Goa package.\nMy address:\n{ADDRNL}\n\nThanks & regards,\n{FIRST}\nMob: {PHONE}",
    "[ZA] Hi there,\n\nMy travel companion {COMP} is flying to Durban with me on Friday; my ID number is {SAID}. We need wheelchair assistance at the gate.\n\nKind regards\n{FIRST}",
    "[NG] Good morning,\n\nPlease the data bundle I bought did not reflect. My line is {PHONE} and my email is {OEMAIL}.\n\nThank you\n{NAME}",
    "[PH] Hi po,\n\nMy flight booking {BOOK} shows my name as {UPLAST} only. Passport no. {PASSPORT}, birthday {DOB}.\n\nSalamat po,\n{NAME}",
    "[JP] Dear support,\n\nI rented a car in Okinawa (reservation {RES}). Please send the receipt to:\n{ADDRNL}\nor by email to {OEMAIL}\n\nBest regards,\n{UPLAST} {FIRST}",
    "[CA] Hi,\n\nI was charged roaming in Mexico even though I had the Travel Pass. Account {ACCNO}, card on file:\n{CARDNL}\n\nThanks,\n{LFIRST}",
    "[US] Hello,\n\nSomeone did a SIM swap on my line {PHONE} last night. My SSN {SSN} was used to verify it. Please freeze the account.\n\n{NAME}\n{ADDRNL}",
    "Dear team,\n\nI'd like the refund to go to\n{IBANNL}\n(account holder {NAME}).\n\nBest,\n{FIRST}",
    "To whom it may concern,\n\nOur router's public IP {IP} has been blacklisted since your maintenance. The admin password your engineer set is {WIFI}, please change it.\n\nRegards,\n{NAME}",
    "[DE] Guten Tag,\n\nbitte erstatten Sie die Kaution auf {IBAN}.\nKontoinhaberin: {NAME}, geb. {DOB}\n\nViele Grüße\n{FIRST}",
    "[FR] Salut,\n\nC'est {FIRST}, pour la location de voiture {RES} à Nice. Le permis est au nom de {NAME}, né le {DOB}.\n\nBises,\n{LFIRST}",
    "[IN] Hello team,\n\nThe replacement SIM was sent by India Post, {TRK}. Please update the delivery to {ADDR}.\n\nRegards\n{INIT}",
    "Hi {STAFF},\n\nThanks for the call. As agreed, my customer number is {ACCNO} and the one-time code was {OTP}.\n\nCheers,\n{NAME}",
]
ADV_FORM: Final[list[str]] = [
    "Full name: {NAME}\nEmail: {EMAIL}\nMobile: {PHONE}\nApp password: {PASS}\nPlan: Unlimited Travel 5G\nIssue: no data in Spain",
    "[BR] Nome: {FIRST}\nSobrenome: {LAST}\nCPF: {CPF}\nEndereço: {ADDR}\nTelefone: {PHONE}",
    "[DE] Vorname: {FIRST}\nNachname: {LAST}\nGeburtsdatum: {DOB}\nIBAN: {IBAN}\nTarif: Reise Flex M",
    "[IN] Passenger name: {UPLAST}/{FIRST}\nPassport: {PASSPORT}\nDate of birth: {DOB}\nAadhaar (optional): {AADHAAR}\nFlight: 6E 2175",
    "[MX] Nombre: {NAME}\nCorreo: {EMAIL}\nCLABE interbancaria: {CLABE}\nMotivo: reembolso de depósito",
    "[ES] Nombre y apellidos: {NAME}\nDNI/NIE: {NIE}\nTeléfono: {PHONE}\nDirección de instalación: {ADDR}",
    "[CA] Name: {NAME}\nSIN: {SIN}\nHome address:\n{ADDRNL}\nPreferred contact: {PHONE}",
    "Booking ref: {BOOK}\nLead guest: {NAME}\nCard: {CARD}\nSpecial requests: late check-in, cot",
    "[ZA] Account holder: {NAME}\nID number: {SAID}\nBranch code: {SABRANCH}\nAccount no: {SAACCT}\nReason: refund of router deposit",
    "[PH] Name: {NAME}\nBirthday: {DOB}\nIMEI: {IMEI}\nSIM serial: {ICCID}\nDelivery address: {ADDR}",
    "[US] Account PIN: {PIN}\nName: {LNAME}\nSSN: {SSN}\nNew SIM ICCID: {ICCID}",
    "[CA] Service: business fibre\nContact: {NAME}\nWAN IP: {IP}\nBilling postal code: {PC}\nEngineer on site: {STAFF}",
    "[FR] Nom : {UPLAST}\nPrénom : {FIRST}\nN° de sécurité sociale : {NIR}\nAdresse : {ADDR}",
]
ADV_QUOTED: Final[list[str]] = [
    "Still not fixed, see below.\n\nOn Mon, 9 Nov 2026 at 10:14, {STAFF} from Support wrote:\n> Hi {FIRST}, could you confirm the IMEI of the handset?\n\nIt's {IMEI}.",
    "[IN] Here is the number: {PHONE}\n\n> Please reply with the number you want to port and your UPC.\n\nUPC is {UPC}",
    "-----Original Message-----\nFrom: {NAME}\nSent: 02 November 2026 08:41\nSubject: engineer visit\n\nThe engineer can come any day after 2pm, address {ADDR}.",
    "[DE] Danke, aber das Problem bleibt.\n\nAm 12.11.2026 schrieb {STAFF}:\n> Guten Tag {NAME}, bitte nennen Sie uns Ihre Kundennummer.\n\nKundennummer: {ACCNO}",
    "[FR] Voilà mon RIB : {IBAN}\n\nLe 3 nov. 2026 à 17:02, Service Client a écrit :\n> Merci de nous transmettre vos coordonnées bancaires.",
    "[BR] Segue o rastreio: {TRK}\n\nEm qua., 4 de nov. de 2026, {STAFF} escreveu:\n> Olá {FIRST}, o chip já foi enviado pelos Correios.",
    "> What's the booking reference and the lead passenger's date of birth?\n\n{BOOK}, and {DOB}. The passenger is {COMP}, travelling with me; {COMPFIRST} needs the aisle.",
    "Sorry, wrong card last time, use this one:\n{CARDX}\n\n> Your payment for the Lisbon transfer could not be processed.\n> Kind regards, Reservations",
    "[JP] Please see my details below.\n\n> Name (as in passport):\n{UPLAST} {FIRST}\n> Passport number:\n{PASSPORT}",
    "[NG] I have done it again.\n\nOn Thu, Nov 5, 2026, 14:20 {EMAIL} wrote:\n> Please my NIN is {NIN}, link it to {PHONE}",
    "[US] Resending.\n\n-----Original Message-----\nFrom: {LNAME} <{EMAIL}>\nSubject: Re: port-out\n\nmy transfer PIN is {PORTPIN} and the port to the new carrier keeps failing.",
    "[MX] Ya les di mis datos:\n> Nombre: {NAME}\n> Dirección: {ADDR}\n\nY nadie me ha llamado al {PHONE}.",
]

# --------------------------------------------------------------------------- benign skeletons

FILLS: Final[dict[str, list[str]]] = {
    "CITY": [
        "Bengaluru",
        "Johannesburg",
        "Abuja",
        "Hamburg",
        "Marseille",
        "Sevilla",
        "Recife",
        "Guadalajara",
        "Cebu",
        "Sapporo",
        "Calgary",
        "Denver",
        "Kochi",
        "Durban",
        "Leipzig",
        "Bilbao",
        "Curitiba",
        "Monterrey",
        "Davao",
        "Fukuoka",
    ],
    "AIRPORT": [
        "BLR",
        "JNB",
        "LOS",
        "MUC",
        "CDG",
        "MAD",
        "GRU",
        "MEX",
        "MNL",
        "HND",
        "YYZ",
        "SFO",
        "OR Tambo",
        "Murtala Muhammed",
        "Charles de Gaulle",
        "Ninoy Aquino",
        "Pierre Elliott Trudeau",
        "Indira Gandhi International",
        "Benito Juárez",
        "Adolfo Suárez Madrid-Barajas",
        "Guarulhos",
        "Kempegowda",
    ],
    "AIRLINE": [
        "IndiGo",
        "Air India",
        "Lufthansa",
        "Air France",
        "Iberia",
        "LATAM",
        "Aeroméxico",
        "Cebu Pacific",
        "Philippine Airlines",
        "ANA",
        "JAL",
        "WestJet",
        "Air Canada",
        "Delta",
        "FlySafair",
        "Air Peace",
        "Azul",
        "Volaris",
        "Condor",
        "Vueling",
    ],
    "FLIGHT": [
        "6E 2175",
        "LH 401",
        "AF 1148",
        "IB 3166",
        "LA 8084",
        "AM 402",
        "5J 560",
        "NH 106",
        "WS 1319",
        "DL 88",
        "FA 212",
        "P4 7120",
        "AD 4051",
        "Y4 982",
    ],
    "HOTEL": [
        "Taj",
        "Oberoi",
        "Radisson Blu",
        "Hilton Garden Inn",
        "Marriott",
        "Ibis Styles",
        "Meliá",
        "NH Collection",
        "Tsogo Sun",
        "Protea",
        "Novotel",
        "Toyoko Inn",
        "APA Hotel",
        "Fairmont",
        "Westin",
        "Hyatt Place",
        "Motel One",
        "Ritz-Carlton",
        "Sol by Meliá",
    ],
    "CAR": [
        "Hertz",
        "Avis",
        "Sixt",
        "Europcar",
        "Enterprise",
        "Budget",
        "Localiza",
        "Movida",
        "Zoomcar",
        "Thrifty",
        "Alamo",
    ],
    "CARMODEL": [
        "Suzuki Swift",
        "Toyota Vios",
        "VW Polo",
        "Renault Clio",
        "Seat Ibiza",
        "Fiat Argo",
        "Nissan Versa",
        "Honda City",
        "Toyota Yaris Cross",
        "Tesla Model 3",
        "Citroën C3",
        "Kia Picanto",
    ],
    "PLAN": [
        "Travel Pass Max",
        "Roam Like Home",
        "Unlimited 5G Plus",
        "Fibre 500",
        "Glasfaser 1000",
        "Box Pro",
        "Controle 25GB",
        "Prepaid Saver 199",
        "Postpaid Plan 1299",
        "Flex 50",
        "Data Top-Up 10GB",
        "Family Share 4",
        "World Traveller",
    ],
    "DEVICE": [
        "Galaxy S24",
        "iPhone 15 Pro",
        "Pixel 8a",
        "Redmi Note 13",
        "Xperia 10 V",
        "Moto G84",
        "OPPO Reno 11",
        "Nokia G42",
        "AQUOS sense8",
        "Galaxy A35",
    ],
    "ROUTER": [
        "Fritz!Box 7590",
        "Livebox 6",
        "Huawei B535",
        "TP-Link Deco mesh",
        "ZTE MF286",
        "Nokia Beacon 1",
    ],
    "PRICE": [
        "€39,99",
        "R$ 89,90",
        "₹1,499",
        "R349",
        "₦12,500",
        "MX$699",
        "₱1,299",
        "¥4,980",
        "CA$65",
        "US$45",
        "€12 a day",
        "€7.50",
        "R$ 19,90",
    ],
    "DATE": [
        "14 March",
        "the 3rd",
        "Friday 20/11",
        "next Tuesday",
        "2 Dec",
        "Dec 28",
        "22 December",
        "Christmas Eve",
        "New Year's Day",
        "the Diwali weekend",
        "Golden Week",
        "Carnival week",
    ],
    "DATE_DE": [
        "Montag, 23.11.",
        "Donnerstag vormittags",
        "nächste Woche",
        "22.12.",
        "Heiligabend",
    ],
    "TIME": [
        "06:40",
        "11.15 pm",
        "23h30",
        "18:05",
        "7am",
        "noon",
        "midnight",
        "half past four",
        "21:50",
    ],
    "ERR": [
        "error 38",
        "E-1042",
        "SIM not provisioned",
        "PDP auth failure (code 33)",
        "ERR_EXPIRED",
        "NET-503",
        "code 4C",
        "No service",
        "emergency calls only",
        "error 0x8004",
    ],
    "ROLE": [
        "the engineer",
        "your technician",
        "the front desk",
        "the duty manager",
        "the ground staff",
        "the gate agent",
        "the cabin crew",
        "the rental desk",
        "the store manager",
        "a supervisor",
        "the night porter",
        "the installer",
        "the concierge",
        "the purser",
    ],
    "COUNTRY": [
        "Morocco",
        "Thailand",
        "Portugal",
        "Kenya",
        "Peru",
        "Vietnam",
        "Türkiye",
        "Colombia",
        "Egypt",
        "Sri Lanka",
        "Namibia",
        "Chile",
        "Italy",
        "Greece",
        "India",
        "Japan",
        "Mexico",
    ],
    "GREETING": [
        "Hallo",
        "Bonjour",
        "Hola",
        "Olá",
        "Namaste",
        "Kumusta",
        "Sawubona",
        "Konnichiwa",
        "Hi team",
        "Good day",
        "Buenas",
        "Bom dia",
        "Moin",
    ],
    "SIGNOFF": [
        "Viele Grüße,\nEinkauf",
        "Cordialement,\nle service RH",
        "Saludos,\nRecepción",
        "Abraços,\nequipe financeira",
        "Regards,\nTravel Desk",
        "Thanks,\na very tired passenger",
        "Salamat,\nthe night shift",
        "Best,\nProcurement",
        "Sent from my phone",
        "Thank you,\nFront Office",
        "Kind regards,\nOperations",
    ],
    "SEAT": ["seat 14C", "row 31", "an aisle seat", "the exit row", "seat 2A", "a middle seat"],
    "GATE": ["gate B42", "gate 7", "terminal 2", "carousel 7", "pier D"],
    "BAGS": [
        "23 kg",
        "2 x 8 kg",
        "a 32 kg bag",
        "one extra bag",
        "a surfboard",
        "a folding bike",
        "a wheelchair",
    ],
    "SPEED": ["100 Mbps", "1 Gbps", "3.2 Mbps", "under 10 Mbps", "42 Mbps"],
    "NETMODE": ["VoLTE", "5G SA", "LTE only", "data roaming", "Wi-Fi Calling"],
    "LUGGAGE": ["Samsonite", "Rimowa", "Louis Vuitton", "Delsey", "Tumi", "American Tourister"],
    "GADGET": ["Anker", "Philips", "Belkin", "Xiaomi", "Baseus"],
    "DAYS": ["ten days", "three weeks", "a month", "six weeks", "48 hours"],
    "QTY": ["two", "three", "4", "12", "a dozen", "twenty"],
}
BEN_CHAT: Final[list[str]] = [
    "is {PLAN} valid in {COUNTRY}?",
    "roaming not working in {CITY} since {DATE}, phone is a {DEVICE}",
    "how much is the extra bag on {AIRLINE}, {BAGS}?",
    "flight {FLIGHT} delayed to {TIME}, will i still make the connection at {AIRPORT}",
    "{ROLE} said the upgrade is free, is that true?",
    "does the {HOTEL} in {CITY} have an airport pickup",
    "got {ERR} when activating the esim on my {DEVICE}",
    "can i pick up the {CARMODEL} from {CAR} at {AIRPORT} at {TIME}",
    "whats the real speed on {PLAN}? i get {SPEED}",
    "charged {PRICE} for roaming in {COUNTRY} 😤",
    "my {DEVICE} says {ERR} every time i land",
    "lucky dip seat gave me {SEAT}, can i change it",
    "is {DATE} a peak day on {AIRLINE}",
    "{GREETING}! can i add {PLAN} to my prepaid line",
    "how early should i be at {AIRPORT} for {FLIGHT}",
    "the {CARMODEL} had a flat tyre and {ROLE} won't answer",
    "can the engineer come on {DATE} between {TIME} and {TIME}",
    "left my {LUGGAGE} suitcase on {FLIGHT}, who do i call",
    "will sakura season push hotel prices up in Kyoto around {DATE}?",
    "booked a {CARMODEL} and got a Mercedes A-Class instead, am i paying the difference?",
    "is Sol by Meliá in {CITY} part of the points scheme?",
    "broadband down again, router lights red, {ERR}",
    "does {PLAN} include Wi-Fi Calling",
    "can i pay the {PRICE} in instalments",
    "fibre install was {DATE} and {ROLE} never showed",
    "my partner and i are flying {AIRLINE} to {CITY} on {DATE}, can we sit together",
    "is the lounge at {AIRPORT} included with business on {AIRLINE}",
    "{COUNTRY} roaming is {PRICE}?? thats daylight robbery",
    "what's the baggage allowance on {FLIGHT}",
    "refund for {FLIGHT} still pending after {DAYS}",
    "hotel charged a {PRICE} city tax at check-out, is that normal in {CITY}",
    "does {CAR} allow a one-way hire from {CITY} to {CITY}",
    "dual sim on a {DEVICE}: which slot is for the travel esim",
    "ok so the {HOTEL} lost our booking and {ROLE} said to call you",
    "can i keep my number if i move to {PLAN}",
    "5g icon shows but no data at all in {CITY}",
    "precious little info in the app about the strike on {DATE}",
    "can i bring a {GADGET} powerbank on {AIRLINE}",
    "what a blessing, {ROLE} found my bag! thank you",
    "is there a {PRICE} fee for a sim swap in store",
    "train from {AIRPORT} to the city or should i book a {CAR} car",
    "what does {ERR} mean on the booking page",
    "do i need a visa for India if im only transiting {AIRPORT}?",
    "gate changed to {GATE} for {FLIGHT} and nobody announced it",
    "does the {DEVICE} support esim in {COUNTRY}",
    "moved to {PLAN} but the bill still shows {PRICE}",
    "i hope the {TIME} shuttle still runs on {DATE}",
    "car hire wants a deposit of {PRICE}, is debit ok?",
    "oi, como cancelo o plano {PLAN}?",
    "is the ford puma cheaper than the mercedes at {CAR} in {CITY}?",
    "check-in at the {HOTEL} is {TIME}? my flight lands at {TIME}",
    "number porting from another network takes how many days",
    "speed test says {SPEED} on a {PLAN} line lol",
    "{ROLE} was lovely at {AIRPORT} today, please pass it on",
    "{FLIGHT} cancelled, rebooked on {FLIGHT}, do i still get lounge access",
    "is travel insurance included with {PLAN}?",
    "pocket wifi pickup at {AIRPORT}, does the counter close at {TIME}?",
    "is there a student discount on {PLAN}",
    "the {HOTEL} minibar bill is {PRICE} and we didnt touch it",
    "does {CAR} have automatics at {AIRPORT}",
    "what documents do i need for a tourist sim in {COUNTRY}",
    "can i change the name on a booking? asking for a friend",
]
BEN_EMAIL: Final[list[str]] = [
    "{GREETING},\n\nour team of {QTY} is flying {AIRLINE} to {CITY} on {DATE}. Can we get a group fare and seats together?\n\n{SIGNOFF}",
    "Dear Sir or Madam,\n\nThe fibre installation at our office was booked for {DATE}. {ROLE} came at {TIME} but had no ladder.\n\n{SIGNOFF}",
    "Hello,\n\nWe were charged {PRICE} for roaming in {COUNTRY} although {PLAN} was active on every line.\n\n{SIGNOFF}",
    "{GREETING},\n\nthe {HOTEL} in {CITY} cancelled our rooms for {DATE} without notice. What are our options?\n\n{SIGNOFF}",
    "Hi,\n\nFlight {FLIGHT} on {DATE} was moved from {TIME} to {TIME}. Can we switch to {AIRLINE} instead at no cost?\n\n{SIGNOFF}",
    "Good afternoon,\n\nThe {CARMODEL} we hired from {CAR} broke down outside {CITY}. {ROLE} says roadside assistance is not included.\n\n{SIGNOFF}",
    "Dear support,\n\nSince the update our {DEVICE} shows {ERR} and we only get {SPEED}.\n\n{SIGNOFF}",
    "{GREETING},\n\nplease confirm whether {PLAN} covers calls from {COUNTRY} back home.\n\n{SIGNOFF}",
    "To whom it may concern,\n\nI waited {DAYS} for the refund of {FLIGHT}. The lucky ones on the same flight got theirs in a week.\n\n{SIGNOFF}",
    "Hello team,\n\nWe need {QTY} pocket wifi units for a trip to {COUNTRY} from {DATE}. Pickup at {AIRPORT}, please.\n\n{SIGNOFF}",
    "Hi there,\n\nIs {BAGS} allowed as checked baggage on {AIRLINE}? The website says one thing and {ROLE} another.\n\n{SIGNOFF}",
    "{GREETING},\n\nthe installer said our building needs a new socket before {PLAN} can go live. Who books that?\n\n{SIGNOFF}",
    "Dear reservations,\n\nWe would like a late check-out at the {HOTEL} on {DATE}, around {TIME}.\n\n{SIGNOFF}",
    "Hello,\n\nA {LUGGAGE} bag was damaged on {FLIGHT}; the claim form asks for a receipt we no longer have.\n\n{SIGNOFF}",
    "Hi,\n\nour office router ({ROUTER}) drops the line every day at {TIME}, although the engineer replaced the cable already.\n\n{SIGNOFF}",
    "{GREETING},\n\nis it possible to pay {PRICE} for the excess at the {CAR} counter rather than online?\n\n{SIGNOFF}",
    "Dear team,\n\nwe hope to travel during Golden Week. Are the {CITY} hotels in your package refundable?\n\n{SIGNOFF}",
    "Hello,\n\nCould you explain the {PRICE} line on this month's bill? Nobody here made international calls.\n\n{SIGNOFF}",
    "Hi team,\n\nThe gift voucher from the {HOTEL} expired on {DATE}. Can it be extended?\n\n{SIGNOFF}",
    "Dear Sir or Madam,\n\nour {QTY} interns arrive in {CITY} on {DATE} and need local SIMs with {PLAN}.\n\n{SIGNOFF}",
]
BEN_FORM: Final[list[str]] = [
    "Plan: {PLAN}\nDevice: {DEVICE}\nIssue: {ERR}\nCountry: {COUNTRY}\nPreferred contact: email",
    "Flight: {FLIGHT}\nDate: {DATE}\nProblem: delayed bag\nBag: {BAGS}\nAirport: {AIRPORT}",
    "Hotel: {HOTEL}\nCity: {CITY}\nRequest: airport transfer\nArrival time: {TIME}",
    "Pick-up: {AIRPORT}\nVehicle: Mercedes A-Class or similar\nSupplier: {CAR}\nExtras: child seat, GPS, one extra driver",
    "Service: broadband\nRouter: {ROUTER}\nPlan: {PLAN}\nSpeed measured: {SPEED}\nError shown: {ERR}",
    "Category: billing\nAmount disputed: {PRICE}\nReason: roaming in {COUNTRY}\nPlan: {PLAN}",
    "Tipo de consulta: roaming\nPaís: {COUNTRY}\nDispositivo: {DEVICE}\nError: {ERR}",
    "Anliegen: Technikertermin\nWunschtermin: {DATE_DE}\nUhrzeit: {TIME}\nTarif: {PLAN}\nRouter: {ROUTER}",
    "Motif : remboursement\nVol : {FLIGHT}\nCompagnie : {AIRLINE}\nMontant : {PRICE}",
    "Assunto: cobrança indevida\nValor: {PRICE}\nPlano: {PLAN}\nCidade: {CITY}",
    "Travel type: group\nGroup size: {QTY}\nDestination: {CITY}\nDates: around {DATE}\nAirline preference: {AIRLINE}",
    "Request: seat change\nFlight: {FLIGHT}\nCurrent seat: {SEAT}\nWanted: a window seat, row 12 or further forward",
    "Device: {DEVICE}\nProblem: no signal after the SIM swap\nSince: {DATE}\nTried: restart, airplane mode",
]
BEN_QUOTED: Final[list[str]] = [
    "Still waiting on this.\n\n> Thanks for contacting us. {ROLE} will call you within {DAYS}.\n> Kind regards, Customer Care",
    "Yes please go ahead.\n\nOn Tue, 10 Nov 2026 at 09:12, Reservations wrote:\n> We can move you to {FLIGHT} at {TIME}. Shall we confirm?",
    "That's not what I asked.\n\n-----Original Message-----\nFrom: Billing Team\nSubject: your bill\n\nThe {PRICE} charge is for {PLAN}.",
    "Ok, thanks.\n\n> Your {CARMODEL} is ready at the {CAR} desk in {AIRPORT} from {TIME}.",
    "Perfect, see you then.\n\n> Our engineer will visit on {DATE} between {TIME} and {TIME}.\n> Support, Tier 2",
    "It still shows {ERR}.\n\nOn Sat, 14 Nov 2026, Technical Support wrote:\n> Please restart the {DEVICE} and try again.",
    "Danke!\n\nAm 16.11.2026 um 08:30 schrieb Kundenservice:\n> Ihr Tarif {PLAN} ist ab sofort aktiv, der Techniker kommt {DATE_DE}.",
    "Merci, mais le vol {FLIGHT} est toujours annulé.\n\n> Le 9 nov. 2026, Service Clients a écrit :\n> Nous vous avons remboursé {PRICE}.",
    "Gracias.\n\n> El roaming en {COUNTRY} está incluido en {PLAN}.\n> Atención al cliente",
    "Can you check again?\n\n> The {HOTEL} confirmed your room for {DATE}.\n> Travel Desk",
    "Not resolved.\n\n-----Original Message-----\nFrom: Network Operations\nSent: Monday, {TIME}\n\nWe measured {SPEED} on your line, which is within range.",
    "Obrigado!\n\n> O seu chip novo com o plano {PLAN} chega em até cinco dias úteis.\n> Equipe de atendimento, {CITY}",
    "Makes sense, thank you.\n\n> Roaming in {COUNTRY} is {PRICE} with {PLAN}.",
    "Tried it, no luck.\n\n> Restart the {DEVICE}, then turn on {NETMODE} in the settings.",
    "Thanks, the {LUGGAGE} case arrived.\n\n> Your lost item was found by {ROLE} at {AIRPORT}.",
]


def _check_benign(text: str) -> None:
    assert "@" not in text and not re.search(r"\d{5,}", text), text
    assert not re.search(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", text, re.IGNORECASE), text


def adversarial_rows() -> list[Row]:
    rng = random.Random(ADVERSARIAL_SEED)
    rows: list[Row] = []
    seen: set[str] = set()
    index = 0
    groups = (("chat", ADV_CHAT), ("email", ADV_EMAIL), ("form", ADV_FORM), ("quoted", ADV_QUOTED))
    for kind, skeletons in groups:
        for n, skeleton in enumerate(skeletons, 1):
            tag = TAG.match(skeleton)
            body = skeleton[tag.end() :] if tag else skeleton
            for _ in range(RENDERS):
                text, spans = render(body, Ctx(rng, index, tag.group(1) if tag else None))
                index += 1
                assert text not in seen, text
                assert spans, skeleton
                assert ("\n" in text) == (kind != "chat"), text
                seen.add(text)
                rows.append(
                    {
                        "text": text,
                        "spans": spans,
                        "template_id": f"sixth-adv-{kind}-{n:02d}",
                        "kind": kind,
                        "split": SPLIT,
                    }
                )
    return rows


def _check_benign_row(kind: str, text: str) -> None:
    _check_benign(text)
    assert ("\n" in text) == (kind != "chat"), text


def benign_rows() -> list[Row]:
    return fill_benign(
        {"chat": BEN_CHAT, "email": BEN_EMAIL, "form": BEN_FORM, "quoted": BEN_QUOTED},
        SLOT,
        FILLS,
        random.Random(BENIGN_SEED),
        _check_benign_row,
        renders=RENDERS,
        prefix="sixth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("sixth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
