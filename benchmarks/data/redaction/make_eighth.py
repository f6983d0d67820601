"""Write the eighth held-out redaction sets, `adversarial_pii_eighth.jsonl` and
`benign_support_eighth.jsonl`: an eighth blind measure, written without reading the redactor,
its tests, its data files or its output, and never run through it by its author.

    python benchmarks/data/redaction/make_eighth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: a retail bank and fintech app (cards, transfers, direct
debits and standing orders, disputes and chargebacks, loans and overdrafts, savings, identity
checks, fraud and account takeover, business accounts) with customers in Canada, India, Nigeria,
Kenya, the Philippines, Germany, the Netherlands, Italy, Brazil and Poland. A skeleton is a
string with `{SLOT}` placeholders and may start with a `[CC]` country tag; each message draws one
persona (of that country when tagged) with that persona's address, phone style, birth date and
email, a bank staff member, a third party (payee, landlord, spouse, fraudster) and fresh digits.
Every typed slot leaves a span whose offsets are computed while the message is assembled and
checked to hold the inserted value; every id that has a check digit carries a valid one (SIN,
Aadhaar, Steuer-ID, BSN, codice fiscale, CPF, PESEL, NUBAN, cards, IBANs, S10 numbers), and the
ids that encode a birth date or sex (codice fiscale, PESEL, PAN's surname letter) agree with the
persona; values spoken in voice transcripts are the words of the same value. Every person,
address, number and credential is invented.
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
    UNITS,
    Row,
    Span,
    SpanText,
    check_benign_style,
    check_style,
    cpf_check_digits,
    fill_adversarial,
    fill_benign,
    iban_from_bban,
    iban_ok,
    luhn_check_digit,
    luhn_ok,
    nuban_check_digit,
    number_words,
    ordinal_words,
    render_untagged,
    s10_check_digit,
    verhoeff_check_digit,
    verhoeff_ok,
    write_sets,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_eighth.jsonl"
BENIGN_FILE: Final = "benign_support_eighth.jsonl"
ADVERSARIAL_SEED: Final = 20261203_81
BENIGN_SEED: Final = 20261203_82
RENDERS: Final = 3
SPLIT: Final = "heldout"
KINDS: Final = ("chat", "voice", "email", "form", "quoted")

COUNTRIES: Final = ("CA", "IN", "NG", "KE", "PH", "DE", "NL", "IT", "BR", "PL")


class Persona:
    """A customer: given and family name, the name as written in full, and sex (for the ids
    that encode it)."""

    def __init__(self, given: str, family: str, full: str, sex: str) -> None:
        self.given, self.family, self.full, self.sex = given, family, full, sex


def _p(given: str, family: str, sex: str, full: str | None = None) -> Persona:
    return Persona(given, family, full or f"{given} {family}", sex)


# Québécois, Cree, Punjabi, Tamil, Bengali, Igbo, Yoruba, Ijaw, Kikuyu, Luo, Kalenjin, Tagalog,
# Visayan, German, Frisian, Dutch with tussenvoegsels, Neapolitan, Sicilian, Brazilian and Polish
# names, and first names that are also words, brands or places (Dakota, Happy, Treasure,
# Fortune, Lovely, Jet, Vitória)
PERSONAS: Final[dict[str, list[Persona]]] = {
    "CA": [
        _p("Ghislaine", "Bouchard-Lévesque", "F"),
        _p("Dakota", "Kakekaspan", "F"),
        _p("Aurèle", "Thibodeau", "M"),
    ],
    "IN": [
        _p("Happy", "Dhaliwal", "M"),
        _p("Yamini", "Kalyanasundaram", "F"),
        _p("Shubhrojyoti", "Bandyopadhyay", "M"),
    ],
    "NG": [
        _p("Ozioma", "Onyekachukwu", "F"),
        _p("Treasure", "Ebiware", "F"),
        _p("Oluwadamilare", "Oyewumi-Akintoye", "M"),
    ],
    "KE": [
        _p("Nyokabi", "Wambui-Karanu", "F"),
        _p("Fortune", "Chebet", "F"),
        _p("Kipchirchir", "Rotich", "M"),
    ],
    "PH": [
        _p("Lovely", "Macatangay", "F"),
        _p("Jerameel", "Salvacion", "M"),
        _p("Analyn", "Ilagan-Macaraeg", "F"),
    ],
    "DE": [
        _p("Waltraud", "Kniebusch-Assmus", "F"),
        _p("Hartmut", "Übelacker", "M"),
        _p("Okko", "Tjarksen", "M"),
    ],
    "NL": [
        _p("Jet", "van Dongen-Kloppenburg", "F"),
        _p("Hidde", "ter Steege", "M"),
        _p("Geertruida", "op den Kamp", "F"),
    ],
    "IT": [
        _p("Carmela", "Scognamiglio", "F"),
        _p("Calogero", "Lo Presti", "M"),
        _p("Benedetta", "Iannuzzelli", "F"),
    ],
    "BR": [
        _p("Vitória", "Cavalheiro Lustosa", "F"),
        _p("Claudinei", "Figueiró Mourão", "M"),
        _p("Jucimara", "Quaresma Borba", "F"),
    ],
    "PL": [
        _p("Przemysław", "Wąsowicz-Grzęda", "M"),
        _p("Urszula", "Chrząszczewska", "F"),
        _p("Bogumiła", "Żebrowska", "F"),
    ],
}
# relationship managers, fraud analysts, branch staff, loan officers the customers name
STAFF: Final[list[str]] = [
    "Mathurin",
    "Harpreet",
    "Ngozika",
    "Nyambura",
    "Marivic",
    "Gesine",
    "Sytske",
    "Gianluca",
    "Rosângela",
    "Kazimiera",
    "Parminder",
    "Achieng",
    "Bartłomiej",
    "Eberhard",
    "Tjitske",
    "Zenaida",
]
# payees, landlords, spouses, guarantors and the fraudsters the customers name
THIRD: Final[list[str]] = [
    "Obiageli Nwachinemere",
    "Emmanuella Okonkwo-Dike",
    "Sibusiso Wekesa",
    "Rajalakshmi Venkatachalapathy",
    "Théophile Brisebois-Paré",
    "Luzviminda Bacani",
    "Wolfram Eichhorst",
    "Annelies Brouwershaven",
    "Salvatore Cuccurullo",
    "Genivaldo Pimentel",
    "Jarosław Kwiatkowiak",
    "Ogechukwu Umeadi",
]
DOMAINS: Final[dict[str, list[str]]] = {
    "CA": ["videotron.ca", "sympatico.ca"],
    "IN": ["rediffmail.com", "gmail.com"],
    "NG": ["yahoo.com", "gmail.com"],
    "KE": ["gmail.com", "yahoo.co.ke"],
    "PH": ["yahoo.com.ph", "gmail.com"],
    "DE": ["gmx.de", "web.de"],
    "NL": ["ziggo.nl", "kpnmail.nl"],
    "IT": ["libero.it", "virgilio.it"],
    "BR": ["uol.com.br", "bol.com.br"],
    "PL": ["wp.pl", "interia.pl"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span; where the postcode comes before the town
# (Germany, the Netherlands, Italy, Poland) the town after it is a second ADDRESS span
ADDRESSES: Final[dict[str, list[str]]] = {
    "CA": [
        "[Apt 1207, 350 Rue Sherbrooke Ouest, Montréal QC] <H3A 1B8>",
        "[1204-88 Harbour St, Toronto ON] <M5J 0C3>",
        "[27 Tamarack Bay NW, Calgary AB] <T3G 4Z9>",
    ],
    "IN": [
        "[Flat 402, Sai Krupa Apartments, 14th Cross, Malleswaram, Bengaluru, Karnataka] <560003>",
        "[H.No. 8-2-293/82, Road No. 12, Banjara Hills, Hyderabad, Telangana] <500034>",
        "[B-17, Pocket C, Vasant Kunj, New Delhi] <110070>",
    ],
    "NG": [
        "[Plot 14, Akin Adesola Street, Victoria Island, Lagos] <101241>",
        "[No. 7 Ogui Road, Enugu, Enugu State] <400102>",
        "[22 Gwani Street, Wuse Zone 4, Abuja, FCT] <900281>",
    ],
    "KE": [
        "[House 12, Kiambu Road, Runda, Nairobi] <00621>",
        "[Apartment C3, Nyali Links Road, Mombasa] <80118>",
        "[Plot 88, Uganda Road, Eldoret] <30100>",
    ],
    "PH": [
        "[Unit 1508, One Serendra Tower, 11th Avenue, Bonifacio Global City, Taguig, Metro Manila] <1634>",
        "[Blk 12 Lot 7, Phase 2, Camella Homes, Bacoor, Cavite] <4102>",
        "[123 Gen. Maxilom Avenue, Cebu City] <6000>",
    ],
    "DE": [
        "[Lindenstraße 42, Hinterhaus, 3. OG], <10969> [Berlin]",
        "[Am Sandtorkai 5], <20457> [Hamburg]",
        "[Königsberger Str. 17a], <80339> [München]",
    ],
    "NL": [
        "[Prinsengracht 263-1], <1016 GV> [Amsterdam]",
        "[Vechtstraat 88 bis], <3521 XD> [Utrecht]",
        "[Stratumsedijk 14], <5611 NB> [Eindhoven]",
    ],
    "IT": [
        "[Via dei Coronari 112, scala B, int. 7], <00186> [Roma RM]",
        "[Corso Buenos Aires 33], <20124> [Milano MI]",
        "[Vico Lungo Gelso 21], <80134> [Napoli NA]",
    ],
    "BR": [
        "[Rua Oscar Freire 1120, apto 52, Jardim Paulista, São Paulo - SP] <01426-001>",
        "[Av. Boa Viagem 4200, bloco B, apto 1302, Recife - PE] <51021-000>",
        "[Rua das Laranjeiras 310, casa 2, Rio de Janeiro - RJ] <22240-003>",
    ],
    "PL": [
        "[ul. Marszałkowska 84/92 m. 117], <00-514> [Warszawa]",
        "[os. Złotego Wieku 44/12], <31-618> [Kraków]",
        "[ul. Piotrkowska 120 lok. 5], <90-006> [Łódź]",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")

# '#' is a digit 2-9, anything else literal
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "CA": ["(416) ###-####", "+1 514 ###-####", "604.###.####"],
    "IN": ["+91 9#### #####", "09### ######", "+91-8#########"],
    "NG": ["080# ### ####", "+234 80# ### ####", "+234 (0)70# ### ####"],
    "KE": ["07## ######", "+254 7## ######", "+254-11#-######"],
    "PH": ["09## ### ####", "+63 9## ### ####", "(02) 8### ####"],
    "DE": ["0151 ########", "+49 (0)30 ########", "+49 176 #######"],
    "NL": ["06-########", "+31 6 ########", "020-#######"],
    "IT": ["3## ### ####", "+39 3## #######", "06 #######"],
    "BR": ["(11) 9####-####", "+55 21 9####-####", "+55 (81) 9####-####"],
    "PL": ["+48 6## ### ###", "5## ### ###", "+48 22 ### ## ##"],
}
# the local form spoken in voice transcripts
SPOKEN_PHONE: Final[dict[str, str]] = {
    "CA": "416#######",
    "IN": "9#########",
    "NG": "080########",
    "KE": "07########",
    "PH": "09#########",
    "DE": "0151########",
    "NL": "06########",
    "IT": "3#########",
    "BR": "119########",
    "PL": "5########",
}
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "DE": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "NL": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    "IT": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "BR": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "PL": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
}  # fmt: skip
# where "oh" is said for zero, and where "double" / "triple" for runs
OH_COUNTRIES: Final = {"CA", "NG", "KE"}
DOUBLE_COUNTRIES: Final = {"CA", "IN", "NG", "KE", "PH"}
# Visa, Mastercard, Amex, RuPay, Verve, Elo, Hipercard
LUHN_PREFIXES: Final = ["4", "51", "55", "2221", "34", "6521", "5061", "6362", "6062"]
PASSWORD_WORDS: Final = ["Tamarack", "Jollof", "Kilimanjaro", "Sinigang", "Brezel", "Stroopwafel", "Sfogliatella", "Feijoada", "Pierogi", "Masala"]  # fmt: skip
ALNUM: Final = string.ascii_uppercase + string.digits
ID_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
S10_COUNTRY: Final = {"CA": "CA", "IN": "IN", "NG": "NG", "KE": "KE", "PH": "PH", "DE": "DE", "NL": "NL", "IT": "IT", "BR": "BR", "PL": "PL"}  # fmt: skip
IBAN_COUNTRIES: Final = ("DE", "NL", "IT", "PL", "BR")
NL_BANKS: Final = ["INGB", "RABO", "ABNA", "BUNQ", "KNAB", "TRIO"]
IFSC_BANKS: Final = ["HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "PUNB"]
NUBAN_BANKS: Final = ["058", "044", "033", "011", "057", "232"]
# Belfiore codes of the comuni of birth in a codice fiscale
BELFIORE: Final = {"RM": "H501", "MI": "F205", "NA": "F839"}
CF_MONTHS: Final = "ABCDEHLMPRST"
CF_ODD: Final = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]  # fmt: skip
# letters NFKD does not split into a base letter and a mark
UNFOLDED: Final = str.maketrans({"ł": "l", "Ł": "L", "ß": "ss"})


# --------------------------------------------------------------------------- check digits


def steuer_id_check_digit(body: str) -> str:
    """ISO 7064 MOD 11,10 over the first ten digits of a German Steuer-ID."""
    product = 10
    for d in body:
        total = (int(d) + product) % 10 or 10
        product = total * 2 % 11
    check = 11 - product
    return "0" if check == 10 else str(check)


def bsn_ok(number: str) -> bool:
    """The Dutch 11-proef: weights 9..2 and -1 on the last digit, a multiple of 11."""
    d = [int(c) for c in number]
    return (
        len(d) == 9
        and (sum(x * w for x, w in zip(d[:8], range(9, 1, -1), strict=True)) - d[8]) % 11 == 0
    )


def pesel_check_digit(body: str) -> str:
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    return str(-sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 10)


def cf_check_letter(body: str) -> str:
    """The check letter of an Italian codice fiscale (first fifteen characters)."""
    total = 0
    for i, c in enumerate(body):
        v = int(c) if c.isdigit() else ord(c) - 65
        total += CF_ODD[v] if i % 2 == 0 else v
    return chr(65 + total % 26)


# --------------------------------------------------------------------------- spoken values


def year_words(y: int) -> str:
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + ("" if rest == 0 else f" and {number_words(rest)}")
    hi, lo = divmod(y, 100)
    return f"{number_words(hi)} {'oh ' + UNITS[lo] if lo < 10 else number_words(lo)}"


def spoken_digits(value: str, country: str) -> str:
    """Digits read one by one; 'oh' for zero where people say it (Canada, Nigeria, Kenya) and
    'double' / 'triple' for runs where they say that (Canada, India, Nigeria, Kenya, the
    Philippines)."""
    digits = re.sub(r"\D", "", value)
    oh = country in OH_COUNTRIES
    double = country in DOUBLE_COUNTRIES
    words: list[str] = []
    i = 0
    while i < len(digits):
        d = digits[i]
        run = 1
        while double and i + run < len(digits) and digits[i + run] == d and run < 3:
            run += 1
        word = "oh" if (d == "0" and oh) else UNITS[int(d)]
        words.append({3: f"triple {word}", 2: f"double {word}"}.get(run, word))
        i += run
    return " ".join(words)


def spoken_code(value: str, country: str) -> str:
    """A code read out: letters lower case one by one, digits as words."""
    out: list[str] = []
    for c in value:
        if c.isdigit():
            out.append("oh" if c == "0" and country in OH_COUNTRIES else UNITS[int(c)])
        elif c.isalpha():
            out.append(c.lower())
    return " ".join(out)


def spoken_address(value: str, country: str) -> str:
    """An address as voice-to-text writes it: lower case, no punctuation, short numbers as
    words, longer ones digit by digit."""
    text = value.lower()
    for old, new in ((",", ""), (".", ""), ("/", " "), ("#", "unit "), ("-", " ")):
        text = text.replace(old, new)

    def say(match: re.Match[str]) -> str:
        digits, suffix = match.group(1), match.group(2)
        head = (
            number_words(int(digits))
            if len(digits) <= 2 and not digits.startswith("0")
            else spoken_digits(digits, country)
        )
        return head + (f" {suffix}" if suffix else "")

    text = re.sub(r"(\d+)([a-z]?)\b", say, text)
    return re.sub(r"\s+", " ", text).strip()


def ascii_name(part: str) -> str:
    folded = unicodedata.normalize("NFKD", part.translate(UNFOLDED))
    return re.sub(r"[^a-z]", "", folded.encode("ascii", "ignore").decode().lower())


def spelled(part: str) -> str:
    """A name spelled letter by letter ('n y o k a b i')."""
    return " ".join(ascii_name(part.split()[-1]))


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, phone style, birth date and
    email domain; a staff member, a third party and fresh digits."""

    def __init__(self, rng: random.Random, index: int, country: str | None) -> None:
        self.rng = rng
        self.index = index
        self.country = country or COUNTRIES[(index * 3 + 1) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.person = people[(index // len(COUNTRIES) + index) % len(people)]
        places = ADDRESSES[self.country]
        self.address = places[(index * 5 + 2) % len(places)]
        self.staff = STAFF[(index * 7 + 3) % len(STAFF)]
        self.third = THIRD[(index * 5 + 1) % len(THIRD)]
        domains = DOMAINS[self.country]
        self.domain = domains[index % len(domains)]
        self.birth = (rng.randint(1954, 2006), rng.randint(1, 12), rng.randint(1, 28))

    # ---- random pieces

    def digits(self, n: int) -> str:
        return "".join(self.rng.choice(string.digits) for _ in range(n))

    def letters(self, n: int, alphabet: str = string.ascii_uppercase) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def luhn(self, prefix: str, length: int) -> str:
        body = prefix + self.digits(length - len(prefix) - 1)
        return body + luhn_check_digit(body)

    def local(self) -> str:
        f = ascii_name(self.person.given.split()[0])
        s = ascii_name(self.person.family.split()[-1])
        y = str(self.birth[0])[2:]
        return [f"{f}.{s}", f"{f}{s}{y}", f"{f[0]}{s}", f"{s}.{f}{y}", f"{f}_{s}"][
            self.rng.randrange(5)
        ]

    # ---- values

    def phone(self) -> str:
        formats = PHONE_FORMATS[self.country]
        fmt = formats[(self.index // 2) % len(formats)]
        return "".join(self.rng.choice("23456789") if c == "#" else c for c in fmt)

    def spoken_phone(self) -> str:
        fmt = SPOKEN_PHONE[self.country]
        number = "".join(self.rng.choice("1234567789") if c == "#" else c for c in fmt)
        return spoken_digits(number, self.country)

    def dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1]
        local = LOCAL_MONTHS.get(self.country, MONTHS)[m - 1]
        styles = {
            "CA": [f"{y}-{m:02d}-{d:02d}", f"{month} {d}, {y}", f"{d:02d}/{m:02d}/{y}"],
            "IN": [
                f"{d:02d}/{m:02d}/{y}",
                f"{d:02d}-{m:02d}-{y}",
                f"{d}{self.ordinal(d)} {month} {y}",
            ],
            "NG": [
                f"{d:02d}/{m:02d}/{y}",
                f"{d}{self.ordinal(d)} {month}, {y}",
                f"{d}-{month[:3]}-{y}",
            ],
            "KE": [f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {month} {y}"],
            "PH": [f"{m:02d}/{d:02d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}"],
            "DE": [f"{d:02d}.{m:02d}.{y}", f"{d}. {local} {y}", f"{d}.{m}.{y % 100:02d}"],
            "NL": [f"{d:02d}-{m:02d}-{y}", f"{d} {local} {y}", f"{d:02d}/{m:02d}/{y}"],
            "IT": [f"{d:02d}/{m:02d}/{y}", f"{d} {local} {y}", f"{d:02d}.{m:02d}.{y}"],
            "BR": [
                f"{d:02d}/{m:02d}/{y}",
                f"{d} de {local} de {y}",
                f"{d:02d}/{m:02d}/{y % 100:02d}",
            ],
            "PL": [f"{d:02d}.{m:02d}.{y}", f"{d} {local} {y}", f"{y}-{m:02d}-{d:02d}"],
        }[self.country]
        return self.rng.choice(styles)

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.country in ("CA", "PH"):
            return f"{month} {ordinal_words(d)} {year_words(y)}"
        return f"the {ordinal_words(d)} of {month} {year_words(y)}"

    @staticmethod
    def ordinal(d: int) -> str:
        return {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}.get(d, "th")

    def email(self) -> str:
        return f"{self.local()}@{self.domain}"

    def obfuscated_email(self) -> str:
        local, (host, _, tld) = self.local(), self.domain.partition(".")
        styles = [
            f"{local} at {host} dot {tld.replace('.', ' dot ')}",
            f"{local} [at] {host} [dot] {tld.replace('.', ' [dot] ')}",
            f"{local}(at){self.domain}",
            f"{local} @ {self.domain}",
            f"{local.upper()}@{self.domain.upper()}",
            f"{local} (at) {host} (dot) {tld.replace('.', ' (dot) ')}",
        ]
        return styles[self.index % len(styles)]

    def spoken_email(self) -> str:
        f = ascii_name(self.person.given.split()[0])
        s = ascii_name(self.person.family.split()[-1])
        host, _, tld = self.domain.partition(".")
        return f"{f} dot {s} at {host} dot {tld.replace('.', ' dot ')}"

    def card(self) -> str:
        prefix = self.rng.choice(LUHN_PREFIXES)
        length = (
            15 if prefix == "34" else 19 if prefix == "5061" and self.rng.random() < 0.5 else 16
        )
        return self.luhn(prefix, length)

    def iban(self, country: str | None = None) -> str:
        cc = country or (
            self.country if self.country in IBAN_COUNTRIES else self.rng.choice(IBAN_COUNTRIES)
        )
        if cc == "DE":
            bban = self.rng.choice(
                ["10010010", "50010517", "37040044", "20050550", "70150000"]
            ) + self.digits(10)
        elif cc == "NL":
            bban = self.rng.choice(NL_BANKS) + self.digits(10)
        elif cc == "IT":
            bban = (
                self.letters(1)
                + self.rng.choice(["03069", "02008", "05034", "03062"])
                + self.digits(5)
                + self.digits(12)
            )
        elif cc == "PL":
            bban = self.rng.choice(["1020", "1140", "1050", "1240"]) + self.digits(20)
        else:
            bban = self.digits(8) + self.digits(5) + self.digits(10) + self.rng.choice("CP") + "1"
        return iban_from_bban(cc, bban)

    # ---- national numbers

    def sin(self) -> str:
        n = self.luhn(self.rng.choice("1234567"), 9)
        return self.rng.choice([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}", n])

    def pan(self) -> str:
        surname = ascii_name(self.person.family.split()[-1]).upper()
        return f"{self.letters(3)}P{surname[0]}{self.digits(4)}{self.letters(1)}"

    def aadhaar(self) -> str:
        body = self.rng.choice("23456789") + self.digits(10)
        n = body + verhoeff_check_digit(body)
        return self.rng.choice([f"{n[:4]} {n[4:8]} {n[8:]}", n, f"{n[:4]}-{n[4:8]}-{n[8:]}"])

    def steuer_id(self) -> str:
        while True:
            pool = self.rng.sample(string.digits, 9)
            body_digits = [*pool, self.rng.choice(pool)]
            self.rng.shuffle(body_digits)
            if body_digits[0] != "0":
                break
        body = "".join(body_digits)
        n = body + steuer_id_check_digit(body)
        return self.rng.choice([n, f"{n[:2]} {n[2:5]} {n[5:8]} {n[8:]}"])

    def bsn(self) -> str:
        while True:
            body = self.rng.choice("123456789") + self.digits(7)
            r = sum(int(c) * w for c, w in zip(body, range(9, 1, -1), strict=True)) % 11
            if r < 10:
                n = body + str(r)
                assert bsn_ok(n)
                return self.rng.choice([n, f"{n[:4]}.{n[4:6]}.{n[6:]}"])

    def codice_fiscale(self) -> str:
        y, m, d = self.birth
        p = self.person

        def part(name: str, given: bool) -> str:
            letters = ascii_name(name).upper()
            cons = [c for c in letters if c not in "AEIOU"]
            vows = [c for c in letters if c in "AEIOU"]
            if given and len(cons) >= 4:
                cons = [cons[0], cons[2], cons[3]]
            return "".join((cons + vows + ["X"] * 3)[:3])

        day = d + (40 if p.sex == "F" else 0)
        town = BELFIORE[re.search(r"\b([A-Z]{2})\]", self.address).group(1)]  # type: ignore[union-attr]
        body = f"{part(p.family, False)}{part(p.given, True)}{y % 100:02d}{CF_MONTHS[m - 1]}{day:02d}{town}"
        return body + cf_check_letter(body)

    def cpf(self) -> str:
        body = self.digits(9)
        n = body + cpf_check_digits(body)
        return self.rng.choice([f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}", n])

    def pesel(self) -> str:
        y, m, d = self.birth
        month = m + (20 if y >= 2000 else 0)
        sex = self.rng.choice("02468" if self.person.sex == "F" else "13579")
        body = f"{y % 100:02d}{month:02d}{d:02d}{self.digits(3)}{sex}"
        return body + pesel_check_digit(body)

    ID_NAMES: Final = {
        "CA": "SIN", "IN": "Aadhaar", "NG": "BVN", "KE": "ID no.", "PH": "TIN",
        "DE": "Steuer-ID", "NL": "BSN", "IT": "codice fiscale", "BR": "CPF", "PL": "PESEL",
    }  # fmt: skip

    def national_id(self) -> str:
        c = self.country
        return {
            "CA": self.sin,
            "IN": self.aadhaar,
            "NG": lambda: "22" + self.digits(9),
            "KE": lambda: self.rng.choice("23") + self.digits(7),
            "PH": lambda: f"{self.digits(3)}-{self.digits(3)}-{self.digits(3)}-000",
            "DE": self.steuer_id,
            "NL": self.bsn,
            "IT": self.codice_fiscale,
            "BR": self.cpf,
            "PL": self.pesel,
        }[c]()

    def value(self, slot: str) -> tuple[str, str | None]:
        rng = self.rng
        p = self.person
        if slot == "NAME":
            return p.full, "PERSON"
        if slot == "FIRST":
            return p.given, "PERSON"
        if slot == "LAST":
            return p.family, "PERSON"
        if slot == "LNAME":
            return p.full.lower(), "PERSON"
        if slot == "LFIRST":
            return p.given.lower(), "PERSON"
        if slot == "UPLAST":
            return p.family.upper(), "PERSON"
        if slot == "UPNAME":
            return p.full.upper(), "PERSON"
        if slot == "INIT":
            return f"{p.given[0]}. {p.family}", "PERSON"
        if slot == "VNAME":
            words = p.full.replace("-", " ").split()
            return " ".join(ascii_name(w) for w in words), "PERSON"
        if slot == "SPELL":
            return spelled(p.given), "PERSON"
        if slot == "SPELLLAST":
            return spelled(p.family), "PERSON"
        if slot == "STAFF":
            return self.staff, "PERSON"
        if slot == "LSTAFF":
            return ascii_name(self.staff), "PERSON"
        if slot == "THIRD":
            return self.third, "PERSON"
        if slot == "LTHIRD":
            return " ".join(ascii_name(w) for w in self.third.replace("-", " ").split()), "PERSON"
        if slot == "THIRDFIRST":
            return self.third.split()[0], "PERSON"
        if slot == "EMAIL":
            return self.email(), "EMAIL"
        if slot == "OEMAIL":
            return self.obfuscated_email(), "EMAIL"
        if slot == "VEMAIL":
            return self.spoken_email(), "EMAIL"
        if slot == "PHONE":
            return self.phone(), "PHONE"
        if slot == "VPHONE":
            return self.spoken_phone(), "PHONE"
        if slot == "DOB":
            return self.dob(), "DATE_OF_BIRTH"
        if slot == "VDOB":
            return self.spoken_dob(), "DATE_OF_BIRTH"
        # ---- national numbers (SSN); IDNAME is the untyped name of the persona's number
        if slot == "IDNAME":
            return self.ID_NAMES[self.country], None
        if slot == "NATID":
            return self.national_id(), "SSN"
        if slot == "VNATID":
            return spoken_code(self.national_id(), self.country), "SSN"
        if slot == "SIN":
            return self.sin(), "SSN"
        if slot == "PAN":
            return self.pan(), "SSN"
        if slot == "LPAN":
            return self.pan().lower(), "SSN"
        if slot == "AADHAAR":
            return self.aadhaar(), "SSN"
        if slot == "BVN":
            return "22" + self.digits(9), "SSN"
        if slot == "NIN":
            return self.rng.choice("1234567") + self.digits(10), "SSN"
        if slot == "KEID":
            return rng.choice("23") + self.digits(7), "SSN"
        if slot == "KRA":
            return f"A0{self.digits(8)}{self.letters(1)}", "SSN"
        if slot == "TIN":
            return f"{self.digits(3)}-{self.digits(3)}-{self.digits(3)}-000", "SSN"
        if slot == "SSS":
            return (
                f"{rng.choice(['33', '34', '02', '04'])}-{self.digits(7)}-{self.digits(1)}",
                "SSN",
            )
        if slot == "STEUERID":
            return self.steuer_id(), "SSN"
        if slot == "BSN":
            return self.bsn(), "SSN"
        if slot == "CF":
            return self.codice_fiscale(), "SSN"
        if slot == "LCF":
            return self.codice_fiscale().lower(), "SSN"
        if slot == "CPF":
            return self.cpf(), "SSN"
        if slot == "PESEL":
            return self.pesel(), "SSN"
        # ---- ids after cue words (CUSTOMER_ID)
        if slot == "CUST":
            return rng.choice(
                [
                    f"CIF{self.digits(8)}",
                    f"{self.digits(4)}-{self.digits(4)}-{self.digits(2)}",
                    f"cus_{self.letters(12, ID_CHARS).lower()}",
                    f"KD-{self.letters(3, ID_CHARS)}{self.digits(5)}",
                ]
            ), "CUSTOMER_ID"
        if slot == "LOAN":
            return rng.choice(
                [
                    f"LN{self.digits(10)}",
                    f"PL/{self.digits(4)}/{self.digits(6)}",
                    f"HL-{self.letters(2, ID_CHARS)}-{self.digits(7)}",
                ]
            ), "CUSTOMER_ID"
        if slot == "BIZ":
            return rng.choice(
                [
                    f"BUS-{self.digits(6)}",
                    f"biz_{self.letters(10, ID_CHARS).lower()}",
                    f"MRC{self.digits(9)}",
                ]
            ), "CUSTOMER_ID"
        if slot == "LOGIN":
            return rng.choice(
                [
                    f"{ascii_name(p.given)}{self.digits(3)}",
                    f"{ascii_name(p.family.split()[-1])}_{self.digits(2)}",
                    f"U{self.digits(8)}",
                ]
            ), "CUSTOMER_ID"
        # ---- tracking (replacement cards, cheque books, card readers)
        if slot == "TRK":
            serial = self.digits(8)
            return (
                f"{rng.choice(['RN', 'RR', 'EE', 'RA', 'LX', 'CP'])}{serial}{s10_check_digit(serial)}{S10_COUNTRY[self.country]}",
                "TRACKING",
            )
        if slot == "TRK2":
            return rng.choice(
                [
                    f"JJD{self.digits(14)}",
                    f"3S{self.letters(4)}{self.digits(7)}",
                    f"{self.digits(11)}",
                    f"6{self.digits(23)}",
                    f"1Z{self.letters(6, ALNUM)}{self.digits(10)}",
                ]
            ), "TRACKING"
        # ---- bank details
        if slot == "CATRANSIT":
            return (
                f"{self.digits(5)}-{rng.choice(['001', '002', '003', '004', '006', '815'])}",
                "BANK_ACCOUNT",
            )
        if slot == "CAACCT":
            return self.digits(rng.choice([7, 12])), "BANK_ACCOUNT"
        if slot == "IFSC":
            return f"{rng.choice(IFSC_BANKS)}0{self.digits(6)}", "BANK_ACCOUNT"
        if slot == "INACCT":
            return self.digits(rng.choice([11, 12, 14])), "BANK_ACCOUNT"
        if slot == "UPI":
            return rng.choice(
                [
                    f"{ascii_name(p.given)}.{ascii_name(p.family)[:4]}@okhdfcbank",
                    f"{self.digits(10)}@ybl",
                    f"{ascii_name(p.given)}{self.digits(2)}@oksbi",
                ]
            ), "BANK_ACCOUNT"
        if slot == "NUBAN":
            bank = rng.choice(NUBAN_BANKS)
            serial = self.digits(9)
            return serial + nuban_check_digit(bank, serial), "BANK_ACCOUNT"
        if slot == "KEACCT":
            return rng.choice(
                [
                    self.digits(13),
                    f"01{self.digits(11)}",
                    f"{self.digits(4)} {self.digits(4)} {self.digits(4)}",
                ]
            ), "BANK_ACCOUNT"
        if slot == "PHACCT":
            return rng.choice(
                [
                    f"{self.digits(4)}-{self.digits(4)}-{self.digits(2)}",
                    self.digits(12),
                    f"{self.digits(3)}-{self.digits(6)}-{self.digits(1)}",
                ]
            ), "BANK_ACCOUNT"
        if slot == "BRAG":
            return f"{self.digits(4)}-{self.digits(1)}", "BANK_ACCOUNT"
        if slot == "BRCONTA":
            return f"{self.digits(rng.choice([5, 7, 8]))}-{self.digits(1)}", "BANK_ACCOUNT"
        if slot == "PIX":
            h = "0123456789abcdef"
            return (
                f"{self.letters(8, h)}-{self.letters(4, h)}-4{self.letters(3, h)}-{rng.choice('89ab')}{self.letters(3, h)}-{self.letters(12, h)}",
                "BANK_ACCOUNT",
            )
        # ---- cards and IBANs
        if slot == "CARD":
            c = self.card()
            if len(c) == 15:
                return rng.choice([f"{c[:4]} {c[4:10]} {c[10:]}", c]), "CARD"
            return rng.choice(
                [
                    " ".join(c[i : i + 4] for i in range(0, len(c), 4)),
                    "-".join(c[i : i + 4] for i in range(0, len(c), 4)),
                    c,
                ]
            ), "CARD"
        if slot == "CARDX":
            c = self.card()
            layout = rng.randrange(5)
            if layout == 0:
                return " ".join(c[i : i + 3] for i in range(0, len(c), 3)), "CARD"
            if layout == 1:
                return f"{c[:5]} {c[5:10]} {c[10:]}", "CARD"
            if layout == 2:
                return rng.choice([" | ", "::", " * ", ", "]).join(
                    c[i : i + 4] for i in range(0, len(c), 4)
                ), "CARD"
            if layout == 3:
                return f"{c[:8]}.{c[8:]}", "CARD"
            return "-".join(c), "CARD"
        if slot == "CARDNL":
            c = self.card()
            return f"{c[:4]} {c[4:8]}\n{c[8:12]} {c[12:]}", "CARD"
        if slot == "VCARD":
            c = self.card()
            return " ".join(
                spoken_digits(c[i : i + 4], self.country) for i in range(0, len(c), 4)
            ), "CARD"
        if slot == "IBAN":
            i = self.iban()
            return " ".join(i[k : k + 4] for k in range(0, len(i), 4)), "IBAN"
        if slot == "IBANC":
            i = self.iban()
            return rng.choice(
                [i, i.lower(), "-".join(i[k : k + 4] for k in range(0, len(i), 4))]
            ), "IBAN"
        if slot == "IBANNL":
            i = self.iban()
            groups = [i[k : k + 4] for k in range(0, len(i), 4)]
            return " ".join(groups[:3]) + "\n" + " ".join(groups[3:]), "IBAN"
        if slot in ("IBANDE", "IBANIT", "IBANPL", "IBANBR", "IBANNLD"):
            i = self.iban(slot[4:6])
            return rng.choice([i, " ".join(i[k : k + 4] for k in range(0, len(i), 4))]), "IBAN"
        # ---- network
        if slot == "IP":
            return (
                f"{rng.choice([41, 45, 77, 102, 105, 112, 151, 177, 186, 197])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            )
        # ---- secrets
        if slot == "OTP":
            return self.digits(rng.choice([4, 6, 6, 8])), "SECRET"
        if slot == "VOTP":
            return spoken_digits(self.digits(6), "IN"), "SECRET"
        if slot == "PIN":
            return self.digits(4), "SECRET"
        if slot == "VPIN":
            return spoken_digits(self.digits(4), "IN"), "SECRET"
        if slot == "BLIK":
            d = self.digits(6)
            return rng.choice([d, f"{d[:3]} {d[3:]}"]), "SECRET"
        if slot == "TAN":
            return rng.choice(
                [self.digits(6), f"{self.digits(3)}-{self.digits(3)}", self.letters(6, ALNUM)]
            ), "SECRET"
        if slot == "PASS":
            return (
                f"{rng.choice(PASSWORD_WORDS)}{rng.choice(['!', '#', '_', '$', '.', '@'])}{self.digits(rng.randint(2, 4))}{rng.choice(['', 'x', 'Qq', 'z7'])}",
                "SECRET",
            )
        if slot == "APIKEY":
            return rng.choice(
                [
                    f"fxb_live_{self.letters(28, string.ascii_letters + string.digits)}",
                    f"opn-sk-{self.letters(8, 'abcdef0123456789')}-{self.letters(16, 'abcdef0123456789')}",
                    f"kbz.{self.letters(36, string.ascii_letters + string.digits)}",
                ]
            ), "SECRET"
        raise KeyError(slot)

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
                value = (
                    spoken_address(match.group(1), self.country)
                    if layout == "voice"
                    else match.group(1)
                )
                built.add(value, "ADDRESS")
            else:
                value = (
                    spoken_code(match.group(2), self.country)
                    if layout == "voice"
                    else match.group(2)
                )
                built.add(value, "POSTCODE")
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


def valid_id(value: str, country: str) -> bool:
    """Whether a national number the generator wrote carries a valid check digit."""
    raw = re.sub(r"[\s.-]", "", value).upper()
    if re.fullmatch(r"[A-Z]{6}\d\d[A-Z]\d\d[A-Z]\d{3}[A-Z]", raw):
        return cf_check_letter(raw[:15]) == raw[15]
    if not raw.isdigit():
        return True
    if country == "CA" and len(raw) == 9:
        return luhn_ok(raw)
    if country == "IN" and len(raw) == 12:
        return verhoeff_ok(raw)
    if country == "DE" and len(raw) == 11:
        return steuer_id_check_digit(raw[:10]) == raw[10]
    if country == "NL" and len(raw) == 9:
        return bsn_ok(raw)
    if country == "BR" and len(raw) == 11:
        return cpf_check_digits(raw[:9]) == raw[9:]
    if country == "PL" and len(raw) == 11:
        return pesel_check_digit(raw[:10]) == raw[10]
    return True


def render(skeleton: str, ctx: Ctx) -> tuple[str, list[Span]]:
    """Fill a skeleton (without its country tag), computing every span from the piece inserted,
    and check every card, IBAN and national number with a check digit."""
    built = SpanText()
    pos = 0
    for match in SLOT.finditer(skeleton):
        built.add(skeleton[pos : match.start()])
        slot = match.group(1)
        if slot in ADDRESS_SLOTS:
            ctx.add_address(built, ADDRESS_SLOTS[slot])
        elif slot == "PC":
            built.add(ctx.postcode(), "POSTCODE")
        elif slot == "LPC":
            built.add(ctx.postcode().lower().replace(" ", ""), "POSTCODE")
        elif slot == "VPC":
            built.add(spoken_code(ctx.postcode(), ctx.country), "POSTCODE")
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
        if span["type"] == "SSN" and re.search(r"\d", piece):
            assert valid_id(piece, ctx.country), piece
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "[CA] hi its {LNAME}, my debit card {CARD} got declined at Tim Hortons but the money left my chequing 😤",
    "[IN] sir my UPI {UPI} is debited ₹4,500 but the merchant didnt receive, pls help",
    "[NG] good afternoon, {FIRST} here, i transferred to a wrong account {NUBAN} pls reverse 🙏🙏",
    "[KE] hello my mpesa line {PHONE} is not linking to the app, ID no. {KEID}",
    "[PH] hi po, di ko ma-open yung app, OTP {OTP} expired na daw. acct {PHACCT}",
    "[DE] hallo, die Lastschrift auf {IBAN} wurde zweimal abgebucht, bitte prüfen",
    "[NL] hoi, betaalverzoek van {THIRD} ziet er nep uit, mijn rekening {IBANC}",
    "[IT] buongiorno, sono {NAME}, il bonifico a {IBANIT} non è mai arrivato",
    "[BR] oi, caí num golpe do pix, mandei pra chave {PIX} 😭 meu cpf {CPF}",
    "[PL] dzień dobry, kod BLIK {BLIK} poszedł do oszusta, pls zablokujcie",
    "[BR] recebi de fora, o IBAN que passei foi {IBANBR}, tá certo? sou {LNAME}",
    "someone logged in from {IP} at 3am and it wasnt me!! customer no {CUST}",
    "ty {STAFF}!! the overdraft is sorted. also my new email is {EMAIL}",
    "{LNAME} keeps sending me money requests i dont know her, block pls",
    "[IN] pan {PAN} is showing mismatch in kyc, my name is {UPNAME} exactly as on card",
    "[CA] SIN {SIN}? why does the savings account need that",
    "[NG] bvn {BVN} linked to wrong name, it says {LTHIRD} instead of me",
    "[KE] pls reverse, sent to {THIRD} by mistake, my line {PHONE}",
    "[PH] ask ko lang po bakit may charge sa card {CARDX}, hindi ko ginamit",
    "card {CARDX} was used in a shop i never went to, need a chargeback",
    "my password was {PASS} and now it doesnt work, did someone change it??",
    "[DE] Steuer-ID {STEUERID} für das Tagesgeld, reicht das?",
    "[NL] bsn {BSN} voor de hypotheekaanvraag, klopt dat zo?",
    "[IT] cf {LCF} per il prestito, il modulo dice non valido 🤷",
    "[PL] pesel {PESEL}, wniosek o kredyt stoi od tygodnia",
    "[BR] agência {BRAG} conta {BRCONTA}, o estorno ainda não caiu",
    "[CA] transit {CATRANSIT} account {CAACCT} for the payroll deposit, is that right",
    "[IN] ifsc {IFSC} a/c {INACCT}, neft to this failed twice",
    "pls send the new card to {ADDR}, i moved last month",
    "[KE] {LFIRST} {LAST} here, loan acc {LOAN} still pending since monday, {STAFF} said 48hrs",
    "[NG] ask {STAFF} at the Ikeja branch, she knows my case. im {FIRST}, my number {PHONE}",
    "[PH] {LFIRST} {LAST} here, salamat sa help last time! new number ko {PHONE}",
    "[NL] {FIRST} here lol, card arrived via {TRK} but pin letter didnt",
    "the replacement card tracking {TRK2} says delivered but nothing came, dob {DOB} if u need it",
    "business acct {BIZ} - our api key {APIKEY} was in a screenshot, revoke pls",
    "[CA] {LFIRST} here 👋 login id {LOGIN}, locked out after 3 tries",
]
ADV_VOICE: Final[list[str]] = [
    "[CA] hi its {VNAME} calling about my visa my number is {VPHONE} please call me back",
    "[IN] hello madam my name is {LFIRST} spelling {SPELL} and my card is blocked",
    "[NG] good morning this is {VNAME} my account number is {VCARD} sorry that is my card number",
    "[KE] hello its {VNAME} from {VADDR} the loan was not disbursed",
    "[PH] hello po its {LFIRST} my phone is {VPHONE} somebody used my card",
    "[DE] hi my name is {VNAME} my steuer id is {VNATID} for the savings account",
    "[NL] hello this is {VNAME} my bsn is {VNATID} the app says it is wrong",
    "[IT] hello my postcode is {VPC} and the new card went to the old address",
    "[BR] hi my cpf is {VNATID} and i cannot log in to the app",
    "[PL] hello my date of birth is {VDOB} and the pesel check keeps failing",
    "[CA] the code they sent me was {VOTP} and it says invalid",
    "[IN] my atm pin is {VPIN} i think someone saw it at the machine please block the card",
    "[NG] hello its {VNAME} surname spelled {SPELLLAST} and my email is {VEMAIL}",
    "[KE] this is {VNAME} my id number is {VNATID} the agent said to call",
    "[PH] hi i was born {VDOB} and the bank says my age is wrong on the loan",
    "[DE] yes hello i want to report {LTHIRD} he took money from my account my number is {VPHONE}",
    "[CA] um yeah its {VNAME} at {VADDR} the cheque book never came",
    "[IN] hello sir this is {VNAME} my aadhaar is {VNATID} for the kyc",
    "[IT] its {VNAME} calling about the mortgage i spoke to {LSTAFF} last week",
]
ADV_EMAIL: Final[list[str]] = [
    "[CA] Hello,\n\nMy Interac e-Transfer to {THIRD} for $850 is stuck. The card on file is {CARD}.\n\nThanks,\n{NAME}\n{PHONE}",
    "[IN] Dear Sir/Madam,\n\nKindly update my KYC. PAN: {PAN}, Aadhaar: {AADHAAR}.\n\nRegards,\n{NAME}\n{ADDRNL}",
    "[NG] Good day,\n\nI was debited twice for one POS transaction. My account number is {NUBAN} and BVN {BVN}.\n\nThank you,\n{NAME}\n{PHONE}",
    "[KE] Dear Team,\n\nPlease disburse the loan to my account {KEACCT}. My KRA PIN is {KRA}.\n\nKind regards,\n{NAME}\n{PHONE}",
    "[PH] Hi,\n\nI'd like to dispute a charge on my card {CARDNL} from a merchant I don't know.\n\nThank you po,\n{NAME}\n{OEMAIL}",
    "[DE] Sehr geehrte Damen und Herren,\n\nbitte richten Sie einen Dauerauftrag von {IBANDE} ein. Meine Steuer-ID ist {STEUERID}.\n\nMit freundlichen Grüßen\n{NAME}\n{ADDRNL}",
    "[NL] Beste,\n\nIk heb een incasso gestorneerd, maar het geld staat nog niet terug op {IBAN}.\n\nMet vriendelijke groet,\n{NAME}\n{PHONE}",
    "[IT] Gentile Servizio Clienti,\n\nvi scrivo per il prestito {LOAN}. Il mio codice fiscale è {CF}.\n\nCordiali saluti,\n{NAME}\n{ADDRNL}",
    "[BR] Olá,\n\nMeu cartão {CARD} foi clonado. Peço o bloqueio e o estorno.\n\nAtenciosamente,\n{NAME}\nCPF {CPF}\n{PHONE}",
    "[PL] Dzień dobry,\n\nproszę o anulowanie zlecenia stałego z konta {IBANPL}.\n\nPozdrawiam,\n{NAME}\nPESEL {PESEL}",
    "[CA] Hi {STAFF},\n\nThanks for the call. As promised, my SIN is {SIN} and my date of birth is {DOB}.\n\nBest,\n{FIRST}",
    "[IN] Hello,\n\nMy father {THIRD} is the nominee on my FD. Please call me on {PHONE}; login ID {LOGIN}.\n\nThanks,\n{INIT}",
    "[NG] Hi,\n\nI run a POS business on your platform, business ID {BIZ}. Someone changed our settlement account to {NUBAN} from {IP}.\n\nRegards,\n{NAME}\nCEO\n{PHONE}",
    "[DE] Hallo,\n\nmeine neue Karte wurde mit {TRK} verschickt, ist aber nie angekommen. Adresse: {ADDR}.\n\nViele Grüße\n{NAME}",
    "[KE] Hello,\n\nI am {NAME}, born {DOB}, ID {KEID}. I never applied for the overdraft on my account.\n\nThanks\n{PHONE}",
    "[PH] Good day,\n\nPlease update my SSS number to {SSS} and TIN to {TIN} for the salary loan.\n\nRespectfully,\n{NAME}\n{ADDRNL}",
    "[IT] Buongiorno,\n\nho ricevuto un SMS con il codice {OTP} e poi una chiamata da {THIRD}. Non ho dato il codice.\n\nGrazie,\n{NAME}\n{PHONE}",
    "[BR] Boa tarde,\n\nQuero trocar minha chave pix para o e-mail {EMAIL}. Agência {BRAG}, conta {BRCONTA}.\n\nObrigada,\n{NAME}",
]
ADV_FORM: Final[list[str]] = [
    "[CA] Name: {NAME}\nSIN: {SIN}\nDate of birth: {DOB}\nAddress: {ADDR}\nPhone: {PHONE}",
    "[IN] Customer name: {UPNAME}\nPAN: {LPAN}\nIFSC: {IFSC}\nAccount no.: {INACCT}\nMobile: {PHONE}",
    "[NG] Transfer receipt\nBeneficiary: {THIRD}\nAccount: {NUBAN}\nSender: {NAME}\nNarration: rent December\nAmount: ₦45,000.00",
    "[KE] Loan application\nName: {NAME}\nID number: {KEID}\nKRA PIN: {KRA}\nM-Pesa number: {PHONE}\nEmail: {EMAIL}",
    "[PH] Full name: {UPLAST}, {FIRST}\nBirthday: {DOB}\nTIN: {TIN}\nSSS no.: {SSS}\nAddress: {ADDR}",
    "[DE] Kontoinhaber: {NAME}\nIBAN: {IBANDE}\nGeburtsdatum: {DOB}\nSteuer-ID: {STEUERID}\nAnschrift:\n{ADDRNL}",
    "[NL] Naam: {NAME}\nBSN: {BSN}\nIBAN: {IBANNL}\nTelefoon: {PHONE}\nE-mail: {OEMAIL}",
    "[IT] Nome: {FIRST}\nCognome: {LAST}\nCodice fiscale: {CF}\nData di nascita: {DOB}\nIBAN: {IBANIT}",
    "[BR] Nome completo: {NAME}\nCPF: {CPF}\nNascimento: {DOB}\nChave pix: {PIX}\nEndereço: {ADDR}",
    "[PL] Imię i nazwisko: {NAME}\nPESEL: {PESEL}\nData urodzenia: {DOB}\nNumer konta: {IBANPL}\nAdres:\n{ADDRNL}",
    "Card dispute\nCardholder: {NAME}\nCard: {CARDX}\nMerchant: Lagoon Electronics\nAmount: 312.40\nDisputed by: {EMAIL}",
    "Security alert\nUser: {LOGIN}\nNew device IP: {IP}\nLocation: unknown\nCustomer ID: {CUST}\nOne-time code sent: {OTP}",
    "Business account\nCompany: Mabuhay Trading\nBusiness ID: {BIZ}\nAPI key: {APIKEY}\nServer IP: {IP}\nContact: {NAME}",
    "Password reset\nCustomer ID: {CUST}\nNew password: {PASS}\nConfirmation code: {TAN}\nEmail: {OEMAIL}",
    "Card delivery\nCourier: DHL\nTracking: {TRK2}\nDeliver to: {NAME}\n{ADDRNL}",
    "[CA] Direct deposit\nEmployee: {NAME}\nTransit/institution: {CATRANSIT}\nAccount: {CAACCT}\nEmail: {EMAIL}",
    "[KE] Standing order\nFrom: {KEACCT}\nTo: {THIRD}\nAmount: KES 12,500 monthly\nCustomer: {NAME}\nPhone: {PHONE}",
]
ADV_QUOTED: Final[list[str]] = [
    "[CA] Still not fixed.\n\nOn Tue, 1 Dec 2026 at 10:04, {STAFF} (Card Services) wrote:\n> Hi {FIRST}, can you confirm the last transaction amount?\n\nIt was $64.20 at Canadian Tire, card {CARD}.",
    "---------- Forwarded message ---------\nFrom: {NAME} <{EMAIL}>\nDate: Mon, 30 Nov 2026\nSubject: chargeback\n\nForwarding again, customer no. {CUST}.",
    "[IN] > Please share your registered mobile and PAN.\n\n{PHONE}, {PAN}. Account holder {NAME}.",
    "[NG] Please see below.\n\n-----Original Message-----\nFrom: {THIRD}\nSent: 27 November 2026 08:12\nTo: {NAME}\nSubject: payment\n\nSend the OTP {OTP} back to me to confirm the refund.",
    "[KE] Yes that is me.\n\nOn Wed, 2 Dec 2026, Loans Team wrote:\n> Is the borrower {NAME}, ID {KEID}, born {DOB}?",
    "[PH] Here po.\n\n> Please reply with the account number for the refund.\n\n{PHACCT}\n{NAME}",
    "[DE] Anbei die Daten.\n\n> Bitte senden Sie uns IBAN und Anschrift.\n\n{IBANNL}\n{ADDR}",
    "[NL] Klopt niet.\n\nOp 1 dec. 2026 om 14:22 schreef Klantenservice:\n> Beste {FIRST}, wij zien een betaling aan {THIRD}.\n\nDie ken ik niet. Mijn BSN is {BSN}.",
    "[IT] Ecco.\n\n-----Original Message-----\nFrom: {UPLAST} {FIRST}\nSent: domenica 29 novembre\nSubject: carta bloccata\n\nIl mio numero è {PHONE}, codice fiscale {CF}.",
    "[BR] Segue.\n\nEm 30/11/2026 10:15, Atendimento escreveu:\n> Informe seu CPF e a data de nascimento.\n\n{CPF} - {DOB}",
    "[PL] Przesyłam.\n\n> Prosimy o numer konta i PESEL.\n\n{IBANPL}\n{PESEL}\n{NAME}",
    "[CA] > What's the address for the replacement card?\n\n{LADDR}, buzzer {PIN}. Ask for {THIRDFIRST} if I'm out.",
    "Begin forwarded message:\n\nFrom: {THIRD}\nSubject: Re: your loan\n\n> Pay the fee first to unlock your loan\n\nI already sent it from card {CARD}. Call me on {PHONE}, {FIRST}",
    "[IN] Done.\n\n> Please send the one-time code we just sent you.\n\n{OTP}\n\n> And your date of birth, please.\n\n{DOB}",
    "[NG] Thanks {STAFF}!\n\n> Your new card was sent by NIPOST, tracking {TRK}.\n> Address on file: {ADDR}",
    "[DE] Noch nichts angekommen.\n\nAm 28.11.2026 um 09:41 schrieb Kartenservice:\n> Hallo {FIRST}, Ihre Karte ist unterwegs: {TRK2}.\n\nMeine Nummer: {PHONE}",
    "[PH] Pakicheck po.\n\n-----Original Message-----\nFrom: {NAME}\nSent: 30 November 2026\nSubject: unauthorized\n\nMay nag-login sa account ko from {IP}. Email ko {OEMAIL}.",
]


# --------------------------------------------------------------------------- benign skeletons

FILLS: Final[dict[str, list[str]]] = {
    "BANK": [
        "Scotiabank",
        "Desjardins",
        "Tangerine",
        "HDFC Bank",
        "SBI",
        "ICICI",
        "GTBank",
        "Access Bank",
        "Equity Bank",
        "KCB",
        "BDO",
        "BPI",
        "Sparkasse",
        "Commerzbank",
        "ING",
        "Rabobank",
        "ABN AMRO",
        "Intesa Sanpaolo",
        "UniCredit",
        "Itaú",
        "Bradesco",
        "PKO BP",
        "mBank",
        "Pekao",
    ],
    "FINTECH": [
        "Wise",
        "Revolut",
        "N26",
        "bunq",
        "Nubank",
        "GCash",
        "M-Pesa",
        "Paytm",
        "PhonePe",
        "Opay",
        "Kuda",
        "Moniepoint",
        "Satispay",
        "Klarna",
        "Tikkie",
        "PayPal",
        "Google Pay",
        "Apple Pay",
    ],
    "PRODUCT": [
        "Everyday Chequing",
        "Smart Saver",
        "Gold Credit Card",
        "Travel Card",
        "Student Account",
        "Joint Account",
        "Business Starter",
        "Fixed Deposit",
        "Flex Overdraft",
        "Home Loan",
        "Personal Loan",
        "Premium Metal card",
        "Kids Account",
        "Round-Up Pot",
        "Tagesgeld",
        "Spaarrekening",
        "Conto Arancio",
        "Poupança",
        "Konto Bez Opłat",
        "TFSA",
        "RRSP",
    ],
    "PRODUCT2": [
        "Premium Plus",
        "Smart Saver Plus",
        "Business Pro",
        "Platinum Rewards",
        "Student Plus",
        "Family Plan",
        "Metal Plan",
    ],
    "CARDTYPE": [
        "debit card",
        "credit card",
        "virtual card",
        "prepaid card",
        "RuPay card",
        "Verve card",
        "Elo card",
        "Interac debit card",
        "business card",
        "travel card",
    ],
    "AMOUNT": [
        "€45",
        "€1,200",
        "CA$89.99",
        "$320",
        "₹4,500",
        "₹12,000",
        "₦150,000",
        "₦8,200",
        "KES 2,500",
        "KES 48,000",
        "₱3,750",
        "₱999",
        "R$250",
        "R$1.780,00",
        "zł 600",
        "1 250 zł",
        "€19.99",
        "€7.50",
        "₹799",
        "CA$1,450",
    ],
    "FEE": ["€2.50", "€0.99", "CA$5", "₹236", "₦52.50", "KES 33", "₱15", "R$12,90", "3 zł", "1.5%"],
    "RATE": ["2.5%", "3.1%", "4.25%", "7.4%", "11.9%", "0.75%", "18.99%", "1.9%"],
    "DAY": [
        "Monday",
        "Tuesday",
        "Friday",
        "the 1st",
        "the 15th",
        "next week",
        "yesterday",
        "last Thursday",
        "the end of the month",
        "payday",
        "Christmas Eve",
        "Diwali",
        "Carnaval",
        "Easter Monday",
        "Independence Day",
        "Sunday",
    ],
    "MONTH": [
        "January",
        "March",
        "June",
        "September",
        "October",
        "December",
        "last month",
        "this month",
    ],
    "TIME": ["9am", "10:30", "noon", "2pm", "15:45", "6pm", "midnight", "7:15"],
    "CITY": [
        "Toronto",
        "Montréal",
        "Mumbai",
        "Bengaluru",
        "Lagos",
        "Abuja",
        "Nairobi",
        "Mombasa",
        "Manila",
        "Cebu",
        "Berlin",
        "Munich",
        "Amsterdam",
        "Rotterdam",
        "Milan",
        "Naples",
        "São Paulo",
        "Recife",
        "Warsaw",
        "Kraków",
        "Vitória",
    ],
    "PLACE": [
        "the airport",
        "a petrol station",
        "the supermarket",
        "Canadian Tire",
        "Big Bazaar",
        "Shoprite",
        "Naivas",
        "SM Megamall",
        "Rewe",
        "Albert Heijn",
        "Esselunga",
        "Pão de Açúcar",
        "Biedronka",
        "a hotel in Lisbon",
        "an online shop",
        "the metro",
        "a parking meter",
        "Jollibee",
    ],
    "ROLE": [
        "the branch manager",
        "the agent on chat",
        "your fraud team",
        "the relationship manager",
        "the loan officer",
        "a teller",
        "the call centre",
        "customer care",
        "the collections team",
        "the card team",
        "the KYC team",
        "the business desk",
    ],
    "ERR": [
        "Transaction declined",
        "Something went wrong (code 51)",
        "Limit exceeded",
        "Card not supported",
        "Session expired",
        "Beneficiary name mismatch",
        "Service unavailable",
        "Do not honour",
        "Verification failed",
        "Too many attempts",
    ],
    "FEATURE": [
        "freeze card",
        "spending limits",
        "savings goals",
        "round-ups",
        "instant transfers",
        "split the bill",
        "scheduled payments",
        "card controls",
        "dark mode",
        "statement download",
        "contactless limit",
        "travel notice",
    ],
    "PHONEMODEL": [
        "iPhone 13",
        "Samsung A54",
        "Pixel 7",
        "Tecno Camon 20",
        "Infinix Hot 30",
        "Redmi Note 12",
        "Huawei P30",
        "OnePlus Nord",
        "Oppo A78",
    ],
    "TRANSFER": [
        "SEPA transfer",
        "Interac e-Transfer",
        "NEFT",
        "IMPS",
        "UPI payment",
        "NIP transfer",
        "PesaLink transfer",
        "InstaPay transfer",
        "PIX",
        "BLIK payment",
        "wire transfer",
        "SWIFT transfer",
        "iDEAL payment",
        "Überweisung",
        "bonifico",
        "przelew",
    ],
    "DEBIT": [
        "direct debit",
        "standing order",
        "Lastschrift",
        "incasso",
        "addebito diretto",
        "débito automático",
        "zlecenie stałe",
        "recurring payment",
        "auto-debit",
    ],
    "MERCHANT": [
        "Netflix",
        "Spotify",
        "Uber",
        "Bolt",
        "Jumia",
        "Flipkart",
        "Shopee",
        "Lazada",
        "Mercado Livre",
        "Allegro",
        "Zalando",
        "Booking.com",
        "Amazon",
        "Steam",
        "the gym",
        "my phone company",
        "the electricity board",
    ],
    "CURRENCY": [
        "euros",
        "Canadian dollars",
        "rupees",
        "naira",
        "shillings",
        "pesos",
        "reais",
        "złoty",
        "US dollars",
        "pounds",
    ],
    "QTY": ["two", "three", "four", "five", "ten", "twelve"],
    "GREETING": [
        "Hello",
        "Hi there",
        "Good morning",
        "Dear Sir or Madam",
        "Hallo",
        "Goedemiddag",
        "Buongiorno",
        "Olá",
        "Dzień dobry",
        "Good day",
    ],
    "SIGNOFF": [
        "Thanks",
        "Kind regards",
        "Best wishes",
        "Many thanks",
        "Mit freundlichen Grüßen",
        "Met vriendelijke groet",
        "Cordiali saluti",
        "Atenciosamente",
        "Pozdrawiam",
        "Salamat po",
    ],
    "TEAM": [
        "Card Services",
        "Customer Care",
        "Fraud Operations",
        "Loans Team",
        "Payments Team",
        "Business Banking",
        "Savings Team",
        "Disputes Team",
        "KYC Team",
        "Mobile Support",
    ],
    "VAMOUNT": [
        "forty five euros",
        "two hundred dollars",
        "four thousand five hundred rupees",
        "fifteen thousand naira",
        "two thousand five hundred shillings",
        "three thousand pesos",
        "two hundred and fifty reais",
        "six hundred zloty",
        "ninety nine euros",
        "twelve hundred rupees",
    ],
    "VDAY": [
        "monday",
        "tuesday",
        "friday",
        "yesterday",
        "last week",
        "the fifteenth",
        "the first",
        "payday",
        "saturday morning",
    ],
    "VTIME": [
        "nine",
        "ten thirty",
        "noon",
        "two oclock",
        "half past four",
        "six in the evening",
        "midnight",
    ],
    "VCITY": [
        "toronto",
        "mumbai",
        "lagos",
        "nairobi",
        "manila",
        "cebu",
        "berlin",
        "amsterdam",
        "milan",
        "sao paulo",
        "warsaw",
        "kisumu",
        "pune",
    ],
    "VROLE": [
        "the branch manager",
        "the agent",
        "the fraud team",
        "the loan officer",
        "a teller",
        "customer care",
        "the card team",
        "the man at the counter",
        "the lady on the phone",
    ],
    "VBANK": [
        "scotiabank",
        "hdfc",
        "gtbank",
        "equity bank",
        "bdo",
        "sparkasse",
        "ing",
        "unicredit",
        "nubank",
        "mbank",
        "m pesa",
        "gcash",
        "revolut",
    ],
    "VCARD": [
        "debit card",
        "credit card",
        "virtual card",
        "prepaid card",
        "business card",
        "travel card",
    ],
    "VDEBIT": ["direct debit", "standing order", "auto debit", "recurring payment"],
    "VMERCHANT": [
        "netflix",
        "spotify",
        "uber",
        "bolt",
        "jumia",
        "flipkart",
        "shopee",
        "amazon",
        "the gym",
        "the electricity company",
    ],
}
BEN_CHAT: Final[list[str]] = [
    "hi, my {CARDTYPE} got declined at {PLACE}, says {ERR} 😩",
    "how long does a {TRANSFER} take to arrive? sent {AMOUNT} on {DAY}",
    "can i cancel a {DEBIT} from the app or do i need to call",
    "why was i charged {FEE} for using my {CARDTYPE} abroad",
    "whats the interest on the {PRODUCT} now, still {RATE}?",
    "is {FEATURE} available on the {PRODUCT}",
    "{MERCHANT} charged me twice this month, {AMOUNT} each time, how do i dispute",
    "my {TRANSFER} is pending since {DAY} 🙄",
    "can i link my account to {FINTECH}?",
    "the app crashes on my {PHONEMODEL} when i open {FEATURE}",
    "does {BANK} have a branch near the airport in {CITY}",
    "upgrade me to {PRODUCT2} pls, the current plan is too basic",
    "lovely, thanks for sorting the {DEBIT} so fast 🙌",
    "not happy, sunny day in {CITY} and my card just got swallowed by the atm lol",
    "is the treasure hunt promo still running? saw it on the {PRODUCT} page",
    "that overdraft fee cost me a fortune, {FEE} a day?? can it be waived",
    "jet lag + a blocked {CARDTYPE} is not a good combo, im in {CITY}",
    "travelling to South Dakota next month, does the {CARDTYPE} work in the US without a travel notice",
    "does the branch in Vitória open on {DAY}?",
    "received a {TRANSFER} of {AMOUNT} from someone i dont know, should i send it back?",
    "paano po mag-apply ng {PRODUCT}? salamat",
    "kann ich die {DEBIT} für {MERCHANT} zurückbuchen?",
    "hoe zet ik een {DEBIT} stop voor {MERCHANT}?",
    "come posso bloccare la carta? l'ho persa a {CITY}",
    "meu {TRANSFER} não caiu, mandei {AMOUNT} {DAY}",
    "jak ustawić {DEBIT} na {DAY}?",
    "what's the daily limit for {TRANSFER} on the {PRODUCT}",
    "got a text saying my account is locked, is that really from {BANK}? didnt click it",
    "can i pay my {PRODUCT} early without a penalty",
    "chargeback for {MERCHANT} still under review after {QTY} weeks",
    "how do i order a new {CARDTYPE}, mine snapped in half 😅",
    "whats the exchange rate to {CURRENCY} today on the app",
    "is {RATE} the fixed rate or variable on the {PRODUCT}",
    "the {FEATURE} button disappeared after the update",
    "do i need to visit the branch for the KYC or can i do it on the {PHONEMODEL}",
    "can my teenager get a {CARDTYPE} on the {PRODUCT}?",
    "i set a {DEBIT} for {DAY} but it went out early",
    "{ROLE} told me to wait {QTY} days, its been longer",
    "does {BANK} charge for receiving a {TRANSFER}",
    "pls explain the {FEE} monthly fee on my {PRODUCT}",
    "merchant {MERCHANT} says refund done but i see nothing, {AMOUNT}",
    "can i top up {FINTECH} from my {CARDTYPE} without fees",
    "atm in {CITY} gave me less cash than it showed, {AMOUNT} short",
    "can business accounts have more than {QTY} cards?",
    "hi po, ilang days bago pumasok yung {TRANSFER}?",
    "can i move money from {PRODUCT} to {PRODUCT2} instantly",
    "is there a cooling-off period for the {PRODUCT}",
    "ur app says {ERR} every time i try {FEATURE}",
    "i want to close the {PRODUCT}, where is the button",
    "is contactless capped at {AMOUNT} or can i raise it",
    "how do i set up {FEATURE} for {MERCHANT}",
    "why did {BANK} freeze my card after a payment at {PLACE}",
    "overdraft went to {AMOUNT} because of {MERCHANT}, any grace period?",
    "when do savings interest payments hit, {DAY}?",
    "can i use {FINTECH} for a {TRANSFER} to {CITY}",
    "the statement for {MONTH} is missing from the app",
    "got {ERR} on the loan calculator for {PRODUCT}",
    "does the {PRODUCT} come with travel insurance for {CITY}?",
    "card payment at {PLACE} pending for {QTY} days now",
    "need a letter confirming my {PRODUCT} balance for a visa, how",
]
BEN_VOICE: Final[list[str]] = [
    "hi um im calling because my {VCARD} was declined at the supermarket this morning",
    "yes hello i sent {VAMOUNT} on {VDAY} and it has not arrived",
    "hello i want to cancel a {VDEBIT} for {VMERCHANT} please",
    "hi i think {VMERCHANT} charged me twice can someone check",
    "good morning i need to know the opening hours of the branch in {VCITY}",
    "hello the atm in {VCITY} kept my card what do i do",
    "hi {VROLE} said i should call you about the overdraft",
    "yeah hi the app is not opening since {VDAY} it just shows a white screen",
    "hello i would like to increase my limit on the {VCARD}",
    "hi i am travelling to {VCITY} on {VDAY} do i need to tell you",
    "hello i want to ask about the interest on the savings account at {VBANK}",
    "good afternoon i got a message saying my account is blocked is it from {VBANK}",
    "hi i want to link my account to {VBANK} is that possible",
    "hello i paid {VAMOUNT} for a loan fee is that normal",
    "hi the cash machine gave me only half of {VAMOUNT}",
    "hello im calling about the {VDEBIT} that went out early on {VDAY}",
    "hi can i come to the branch at {VTIME} to open a business account",
    "hello i lost my {VCARD} in {VCITY} please block it",
    "um hi the chargeback for {VMERCHANT} has been open for weeks",
    "yes hello what documents do i need for the home loan in {VCITY}",
    "hi its a lovely morning but my transfer of {VAMOUNT} is still pending",
    "hello it cost me a fortune in fees on {VDAY} can you explain the charges",
    "hi my {VCARD} does not work for online payments since {VDAY}",
    "hello i want to stop the {VDEBIT} for {VMERCHANT} from next month",
    "hi i am in {VCITY} and my card is not working at the petrol station",
    "good morning {VROLE} promised a call back before {VTIME}",
    "hi is there a fee to send money with {VBANK}",
    "hello the sms code never comes when i try to pay {VMERCHANT}",
    "hi how long does a refund from {VMERCHANT} usually take",
    "hello i would like to speak to {VROLE} about closing my account",
]
BEN_EMAIL: Final[list[str]] = [
    "{GREETING},\n\nCould you explain the {FEE} fee on my {PRODUCT} statement for {MONTH}?\n\n{SIGNOFF}",
    "{GREETING},\n\nI would like to cancel the {DEBIT} to {MERCHANT} from {DAY}.\n\n{SIGNOFF}",
    "Dear Sir or Madam,\n\nMy {TRANSFER} of {AMOUNT} sent on {DAY} has not reached the recipient.\n\n{SIGNOFF}",
    "{GREETING},\n\nWe are a small bakery in {CITY} and would like to open a business account. Which documents do you need?\n\n{SIGNOFF}",
    "{GREETING},\n\nI'd like to dispute a charge from {MERCHANT} for {AMOUNT}. The goods never arrived.\n\n{SIGNOFF}",
    "Hello,\n\nIs the {RATE} rate on the {PRODUCT} fixed for the whole term?\n\n{SIGNOFF}",
    '{GREETING},\n\nThe app shows "{ERR}" whenever I use {FEATURE} on my {PHONEMODEL}.\n\n{SIGNOFF}',
    "{GREETING},\n\nI will be travelling to {CITY} from {DAY}. Please make sure my {CARDTYPE} works there.\n\n{SIGNOFF}",
    "Hi,\n\nCould {ROLE} call me back about the overdraft limit? I'm free after {TIME}.\n\n{SIGNOFF}",
    "{GREETING},\n\nI received a text that looked like it came from {BANK}. I did not click the link, but I wanted to report it.\n\n{SIGNOFF}",
    "{GREETING},\n\nPlease switch my account from the {PRODUCT} to {PRODUCT2} from {MONTH}.\n\n{SIGNOFF}",
    "Dear team,\n\nThe cash machine at {PLACE} did not dispense {AMOUNT} but my balance was reduced.\n\n{SIGNOFF}",
    "{GREETING},\n\nWhat is the notice period for withdrawing from the {PRODUCT}?\n\n{SIGNOFF}",
    "Hello,\n\nThe overdraft fees last month cost a small fortune. Is there a grace period before they apply?\n\n{SIGNOFF}",
    "{GREETING},\n\nI'd like a statement covering {MONTH} for my accountant, as a PDF if possible.\n\n{SIGNOFF}",
    "{GREETING},\n\nCan I pay off the {PRODUCT} early? The current rate is {RATE}.\n\n{SIGNOFF}",
    'Hi team,\n\nOur {CARDTYPE} payments to {MERCHANT} keep failing with "{ERR}".\n\n{SIGNOFF}',
    "{GREETING},\n\nDoes {BANK} accept a {TRANSFER} in {CURRENCY}, or must it be converted first?\n\n{SIGNOFF}",
    "{GREETING},\n\nIk wil graag weten of de {DEBIT} voor {MERCHANT} is stopgezet.\n\n{SIGNOFF}",
    "{GREETING},\n\nvorrei sapere perché il {TRANSFER} di {AMOUNT} è ancora in sospeso.\n\n{SIGNOFF}",
    "{GREETING},\n\ngostaria de saber quando o {TRANSFER} de {AMOUNT} vai cair na conta.\n\n{SIGNOFF}",
    "{GREETING},\n\nproszę o informację, dlaczego {DEBIT} na {AMOUNT} nie został zrealizowany.\n\n{SIGNOFF}",
    "{GREETING},\n\nich möchte die {DEBIT} an {MERCHANT} widerrufen.\n\n{SIGNOFF}",
    "Hello,\n\nThe jet lag got the better of me and I entered the wrong PIN {QTY} times. How do I unblock the card?\n\n{SIGNOFF}",
    "{GREETING},\n\nA lovely experience at the {CITY} branch today, please pass our thanks to {ROLE}.\n\n{SIGNOFF}",
    "{GREETING},\n\nDo you offer a precious metals savings plan alongside the {PRODUCT}?\n\n{SIGNOFF}",
    "{GREETING},\n\nIs the {FEATURE} option coming to business accounts? We have {QTY} employees with cards.\n\n{SIGNOFF}",
    "Hi,\n\nWe spent a sunny week in {CITY} and the card worked everywhere except {PLACE}. Any idea why?\n\n{SIGNOFF}",
]
BEN_FORM: Final[list[str]] = [
    "Request type: card replacement\nCard: {CARDTYPE}\nReason: damaged\nDelivery: standard\nFee: {FEE}",
    "Product: {PRODUCT}\nInterest rate: {RATE}\nTerm: 12 months\nMinimum deposit: {AMOUNT}",
    "Transfer type: {TRANSFER}\nAmount: {AMOUNT}\nStatus: pending\nSubmitted: {DAY}",
    "Dispute reason: duplicate charge\nMerchant: {MERCHANT}\nAmount: {AMOUNT}\nStatus: under review",
    "Issue: app error\nMessage: {ERR}\nDevice: {PHONEMODEL}\nFeature: {FEATURE}",
    "Plan change\nFrom: {PRODUCT}\nTo: {PRODUCT2}\nEffective: {MONTH}\nMonthly fee: {FEE}",
    "Payment type: {DEBIT}\nPayee: {MERCHANT}\nFrequency: monthly\nNext date: {DAY}",
    "Branch: {CITY} central\nOpening hours: 9:00 to 16:00\nClosed: {DAY}\nATM: 24 hours",
    "Loan calculator\nProduct: {PRODUCT}\nRate: {RATE}\nAmount: {AMOUNT}\nTerm: 36 months",
    "ATM incident\nLocation: {PLACE}\nRequested: {AMOUNT}\nDispensed: nothing\nTime: {TIME}",
    "Travel notice\nDestination: {CITY}\nFrom: {DAY}\nCard: {CARDTYPE}\nStatus: active",
    "Exchange\nFrom: euros\nTo: {CURRENCY}\nRate shown: {RATE} margin\nFee: {FEE}",
    "Complaint category: service\nAbout: {ROLE}\nChannel: phone\nPreferred reply: email",
    "Account type: business\nEmployees: {QTY}\nCards needed: {QTY}\nBank before: {BANK}",
    "Savings goal: holiday\nTarget: {AMOUNT}\nRound-ups: on\nLinked: {PRODUCT}",
    "Overdraft request\nCurrent limit: {AMOUNT}\nRequested limit: double\nReason: seasonal business",
    "Notification settings\nPush: on\nSMS: off\nEmail: weekly\nFeature: {FEATURE}",
    "Top-up source: {FINTECH}\nAmount: {AMOUNT}\nFee: {FEE}\nStatus: completed",
    "Statement request\nPeriod: {MONTH}\nFormat: PDF\nProduct: {PRODUCT}",
    "Card controls\nOnline payments: on\nContactless: off\nATM withdrawals: on\nCountry: {CITY}",
    "Zahlungsart: {DEBIT}\nEmpfänger: {MERCHANT}\nBetrag: {AMOUNT}\nStatus: zurückgebucht",
    "Tipo: {TRANSFER}\nImporto: {AMOUNT}\nStato: in lavorazione\nData: {DAY}",
    "Tipo: {TRANSFER}\nValor: {AMOUNT}\nSituação: agendado\nData: {DAY}",
    "Rodzaj: {DEBIT}\nOdbiorca: {MERCHANT}\nKwota: {AMOUNT}\nStatus: aktywne",
    "Feedback: compliment\nBranch: Vitória\nAbout: {ROLE}\nComment: lovely service on {DAY}",
    "Product interest: precious metals\nAlso viewing: {PRODUCT}\nBudget: {AMOUNT}\nRisk: low",
]
BEN_QUOTED: Final[list[str]] = [
    "Still waiting on this.\n\n> Thanks for contacting {TEAM}. We will reply within {QTY} working days.",
    "Yes please go ahead.\n\nOn Tue, 1 Dec 2026 at 09:12, {TEAM} wrote:\n> We can switch you to {PRODUCT2} from {MONTH}. Shall we confirm?",
    "That's not what I asked.\n\n-----Original Message-----\nFrom: {TEAM}\nSubject: your statement\n\nThe {FEE} charge is the monthly fee for {PRODUCT}.",
    "Ok, thanks.\n\n> Your {TRANSFER} of {AMOUNT} has been released and should arrive by {DAY}.",
    "It still says {ERR}.\n\nOn Sat, 28 Nov 2026, {TEAM} wrote:\n> Please update the app and try again.",
    "Great, thank you!\n\n> We have refunded {AMOUNT} for the duplicate {MERCHANT} charge.\n> {TEAM}",
    "Can you check again?\n\n> The {DEBIT} to {MERCHANT} was cancelled on {DAY}.",
    "Not resolved.\n\n---------- Forwarded message ---------\nFrom: {TEAM}\nSubject: chargeback update\n\nThe merchant has {QTY} days to respond.",
    "Makes sense, thanks.\n\n> The rate on the {PRODUCT} changed to {RATE} in line with the central bank.",
    "Tried it on the {PHONEMODEL}, no luck.\n\n> Clear the app cache, then reopen it.\n> {TEAM}",
    "Perfect.\n\n> Your new {CARDTYPE} will arrive within {QTY} working days.",
    "Please escalate.\n\nOn Mon, 30 Nov 2026, {TEAM} wrote:\n> We could not trace the {TRANSFER} of {AMOUNT} yet.",
    "Fair enough.\n\n> Cash withdrawals abroad cost {FEE} each on the {PRODUCT}.",
    "Sounds good.\n\n> {FEATURE} goes live for all customers on {DAY}.",
    "Thanks for the quick reply.\n\n> Yes, {BANK} accepts incoming {TRANSFER} payments free of charge.",
    "Danke!\n\nAm 30.11.2026 schrieb {TEAM}:\n> Die {DEBIT} an {MERCHANT} wurde zurückgebucht.",
    "Bedankt.\n\nOp 1 dec. 2026 schreef {TEAM}:\n> De {DEBIT} voor {MERCHANT} is stopgezet.",
    "Grazie.\n\n> Il {TRANSFER} di {AMOUNT} è stato eseguito {DAY}.",
    "Obrigado!\n\nEm 29/11/2026, {TEAM} escreveu:\n> O {TRANSFER} de {AMOUNT} foi concluído.",
    "Dziękuję.\n\n> {DEBIT} na {AMOUNT} zostało anulowane.\n> {TEAM}",
    "Salamat po!\n\n> Your {TRANSFER} of {AMOUNT} is now complete.\n> {TEAM}",
    "Lovely, thanks.\n\n> The branch in {CITY} is open until {TIME} on {DAY}.",
    "Understood.\n\n> The overdraft fee of {FEE} per day applies after a five-day grace period.\n> {TEAM}",
    "Good to know.\n\n> Card payments in {CURRENCY} are converted at the rate on the day, plus {RATE}.",
    "Still no callback.\n\n-----Original Message-----\nFrom: {TEAM}\nSubject: your request\n\n{ROLE} will call you before {TIME}.",
    "Noted.\n\n> Sunny weather or not, the {CITY} branch is closed on {DAY} for maintenance.",
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
        prefix="eighth-adv",
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
        prefix="eighth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("eighth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
