"""Write the seventh held-out redaction sets, `adversarial_pii_seventh.jsonl` and
`benign_support_seventh.jsonl`: a seventh blind measure, written without reading the redactor,
its tests, its data files or its output, and never run through it by its author.

    python benchmarks/data/redaction/make_seventh.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: an on-demand services and marketplace platform
(ride-hailing, food and grocery delivery, home services booked through the app, a second-hand
marketplace, pet sitting, short-term rentals and parking) with customers in the UK, Ireland,
the US, Australia, New Zealand, Singapore and South Africa. A skeleton is a string with `{SLOT}`
placeholders and may start with a `[CC]` country tag; each message draws one persona (of that
country when tagged) with that persona's address, phone style, birth date and email, a staff
member (driver, courier, cleaner, host, sitter), a third party and fresh digits. Every typed
slot leaves a span whose offsets are computed while the message is assembled and checked to hold
the inserted value; every id that has a check digit carries a valid one; values spoken in voice
transcripts are the words of the same value. Every person, address, number and credential is
invented.
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
    aba_check_digit,
    check_benign_style,
    check_style,
    fill_adversarial,
    fill_benign,
    iban_from_bban,
    iban_ok,
    luhn_check_digit,
    luhn_ok,
    number_words,
    ordinal_words,
    render_untagged,
    s10_check_digit,
    write_sets,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_seventh.jsonl"
BENIGN_FILE: Final = "benign_support_seventh.jsonl"
ADVERSARIAL_SEED: Final = 20261203_71
BENIGN_SEED: Final = 20261203_72
RENDERS: Final = 3
SPLIT: Final = "heldout"
KINDS: Final = ("chat", "voice", "email", "form", "quoted")

COUNTRIES: Final = ("UK", "IE", "US", "AU", "NZ", "SG", "ZA")


class Persona:
    """A customer: given and family name, the name as written in full (family name first for
    Singaporean Chinese, `binti` / `d/o` for Malay and Tamil names), sex (for ids that encode
    it) and the ascii letters used in an email address."""

    def __init__(self, given: str, family: str, full: str, sex: str) -> None:
        self.given, self.family, self.full, self.sex = given, family, full, sex


def _p(given: str, family: str, sex: str, full: str | None = None) -> Persona:
    return Persona(given, family, full or f"{given} {family}", sex)


# Scottish Gaelic, Polish, Irish, African American, US Hispanic, Aboriginal Australian,
# Vietnamese, Māori, Samoan, Singaporean Chinese / Malay / Tamil, Xhosa and Afrikaans names, and
# first names that are also words, brands or places (Harley, Liberty, Porsche, Brooklyn, Storm,
# Sky, Mercy)
PERSONAS: Final[dict[str, list[Persona]]] = {
    "UK": [
        _p("Seonaid", "Dòmhnallach", "F"),
        _p("Harley", "Ashworth-Pike", "M"),
        _p("Zdzisław", "Szczęsny", "M"),
        _p("Jadwiga", "Pietraszewska", "F"),
    ],
    "IE": [
        _p("Sadhbh", "Ní Fhlannagáin", "F"),
        _p("Donnchadh", "Ó Loingsigh", "M"),
        _p("Liberty", "Rathbourne", "F"),
        _p("Bożydar", "Grabczyk", "M"),
    ],
    "US": [
        _p("Porsche", "Washington-Hale", "F"),
        _p("Brooklyn", "Tafoya", "F"),
        _p("Xiomara", "Villarreal-Cantú", "F"),
        _p("DaMarcus", "Fontenot", "M"),
    ],
    "AU": [
        _p("Jarrah", "Petyarre", "M"),
        _p("Storm", "Callaghan", "F"),
        _p("Thảo", "Hoàng", "F", "Hoàng Bích Thảo"),
        _p("Khải", "Diệp", "M", "Diệp Công Khải"),
    ],
    "NZ": [
        _p("Tipene", "Te Whetu", "M"),
        _p("Hinewai", "Paewai", "F"),
        _p("Sky", "Tauiliili", "F"),
        _p("Ioane", "Seiuli", "M"),
    ],
    "SG": [
        _p("Siew Khim", "Teo", "F", "Teo Siew Khim"),
        _p("Boon Kiat", "Peh", "M", "Peh Boon Kiat"),
        _p("Syafiqah", "Zulkarnain", "F", "Syafiqah binti Zulkarnain"),
        _p("Kannagi", "Thiruchelvam", "F", "Kannagi d/o Thiruchelvam"),
    ],
    "ZA": [
        _p("Mercy", "Mgqibelo", "F"),
        _p("Luthando", "Ntlabathi", "M"),
        _p("Elmarie", "Bezuidenhout", "F"),
        _p("Dewald", "Grobler", "M"),
    ],
}
# drivers, couriers, riders, cleaners, plumbers, hosts, sitters (Honey is a cleaner's name here)
STAFF: Final[list[str]] = [
    "Jamarion",
    "Somhairle",
    "Ciorstaidh",
    "Wiesława",
    "Ngân",
    "Yarran",
    "Wikitōria",
    "Sione",
    "Hazwan",
    "Palaniappan",
    "Siphokazi",
    "Itzayana",
    "Honey",
    "Riaan",
    "Catrìona",
    "Leota",
]
# flatmates, partners, recipients, guests the customer names
THIRD: Final[list[str]] = [
    "Kahukura Fonoti",
    "Marthinus Pretorius",
    "Yadira Ochoa",
    "Shaquanda Dorsett",
    "Zukisa Mbekweni",
    "Vairavan Kandasamy",
    "Beathag Mhoireasdan",
    "Maribel Nepomuceno",
    "Kaiya Mundine",
    "Anneke Swanepoel",
]
# pets' names carry no span (a pet is not a person; see the README's decisions)
PETS: Final[list[str]] = [
    "Biscuit",
    "Pickles",
    "Waffles",
    "Noodle",
    "Marmite",
    "Pavlova",
    "Kūmara",
    "Captain Fluff",
]
DOMAINS: Final[dict[str, list[str]]] = {
    "UK": ["btinternet.com", "hotmail.co.uk"],
    "IE": ["eircom.net", "gmail.com"],
    "US": ["icloud.com", "att.net"],
    "AU": ["bigpond.com", "optusnet.com.au"],
    "NZ": ["xtra.co.nz", "slingshot.co.nz"],
    "SG": ["singnet.com.sg", "yahoo.com.sg"],
    "ZA": ["webmail.co.za", "vodamail.co.za"],
}

# [...] is the ADDRESS span, <...> the POSTCODE span (see the README's decisions)
ADDRESSES: Final[dict[str, list[str]]] = {
    "UK": [
        "[Flat 3, 27 Wrenfield Gardens, Sheffield] <S11 8QT>",
        "[2/1, 88 Kelvinhaugh Terrace, Glasgow] <G3 8PL>",
        "[Basement Flat, 61 Caversham Rise, Bristol] <BS6 5JD>",
    ],
    "IE": [
        "[Apt 12, Ardgillan Court, Clontarf, Dublin 3] <D03 K2R7>",
        "[14 Millers Lane, Ballincollig, Co. Cork] <P31 E6Y8>",
        "[Cnoc na Gréine, Bóthar an Chaisleáin, Oranmore, Co. Galway] <H91 X4C2>",
    ],
    "US": [
        "[4417 Larchmont Ave, Apt 2C, Oakland, CA] <94611>",
        "[918 W Pemberton St, Unit 5, Chicago, IL] <60614>",
        "[77 Fulton Pl, Apt 4R, Brooklyn, NY] <11216>",
    ],
    "AU": [
        "[Unit 7/42 Wattlebird Street, Brunswick East VIC] <3057>",
        "[15 Currawong Close, Toowong QLD] <4066>",
        "[3/118 Banksia Parade, Marrickville NSW] <2204>",
    ],
    "NZ": [
        "[Flat 2, 14 Kōwhai Road, Mount Eden, Auckland] <1024>",
        "[77 Tūī Street, Aro Valley, Wellington] <6021>",
        "[5 Pōhutukawa Lane, Riccarton, Christchurch] <8041>",
    ],
    "SG": [
        "[Blk 412 Bedok North Ave 2, #09-117, Singapore] <460412>",
        "[28 Jalan Kemuning, Singapore] <769812>",
        "[Blk 117A Rivervale Drive, #14-52, Singapore] <541117>",
    ],
    "ZA": [
        "[31 Umhlanga Rocks Drive, La Lucia, Durban] <4051>",
        "[7 Disa Street, Die Boord, Stellenbosch] <7600>",
        "[Unit 14, Jacaranda Mews, 22 Kloof Street, Gardens, Cape Town] <8001>",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")

# '#' is a digit 2-9, '0' a literal zero
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "UK": ["07### ######", "+44 7### ######", "0161 ### ####", "+44 (0)20 #### ####"],
    "IE": ["08# ### ####", "+353 8# ### ####", "(01) ### ####", "+353 (0)8# ### ####"],
    "US": ["(###) ###-####", "+1 ###-###-####", "###.###.####"],
    "AU": ["04## ### ###", "+61 4## ### ###", "(02) #### ####"],
    "NZ": ["021 ### ####", "+64 27 ### ####", "(09) ### ####"],
    "SG": ["9### ####", "+65 8### ####", "6### ####"],
    "ZA": ["08# ### ####", "+27 7# ### ####", "021 ### ####"],
}
# the local form spoken in voice transcripts
SPOKEN_PHONE: Final[dict[str, str]] = {
    "UK": "07#########",
    "IE": "08########",
    "US": "##########",
    "AU": "04########",
    "NZ": "021#######",
    "SG": "9#######",
    "ZA": "08########",
}
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
# where "oh" and "double" are said for digits
OH_COUNTRIES: Final = {"UK", "IE", "AU", "NZ"}
LUHN_PREFIXES: Final = ["4", "51", "53", "2223", "34", "37", "6011", "3530"]
PASSWORD_WORDS: Final = ["Flatwhite", "Tuatara", "Kookaburra", "Jacaranda", "Hokitika", "Rooibos", "Durian", "Shamrock"]  # fmt: skip
ALNUM: Final = string.ascii_uppercase + string.digits
ID_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
S10_COUNTRY: Final = {"UK": "GB", "IE": "IE", "US": "US", "AU": "AU", "NZ": "NZ", "SG": "SG", "ZA": "ZA"}  # fmt: skip
IBAN_BANKS: Final = {"IE": ["AIBK", "BOFI", "IPBS"], "GB": ["NWBK", "BARC", "MIDL", "LOYD"]}
NI_PREFIXES: Final = ["JT", "KC", "PR", "WL", "ZS", "EH", "NB"]
SG_PLATE_LETTERS: Final = "AZYXUTSRPMLKJHGEDCB"
# letters NFKD does not split into a base letter and a mark
UNFOLDED: Final = str.maketrans({"ł": "l", "Ł": "L", "đ": "d", "Đ": "D"})


# --------------------------------------------------------------------------- check digits


def nric_letter(prefix: str, body: str) -> str:
    """The check letter of a Singapore NRIC (S or T) of seven digits."""
    total = sum(int(d) * w for d, w in zip(body, (2, 7, 6, 5, 4, 3, 2), strict=True))
    total += 4 if prefix in "TG" else 0
    return ("JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK")[total % 11]


def ppsn_letter(body: str, second: str = "") -> str:
    """The check letter of an Irish PPS number (seven digits, an optional second letter)."""
    total = sum(int(d) * w for d, w in zip(body, range(8, 1, -1), strict=True))
    if second:
        total += 9 * (ord(second) - 64 if second != "W" else 0)
    r = total % 23
    return "W" if r == 0 else chr(64 + r)


def tfn_ok(number: str) -> bool:
    """The Australian tax file number check (weights 1 4 3 7 5 8 6 9 10, mod 11)."""
    weights = (1, 4, 3, 7, 5, 8, 6, 9, 10)
    return sum(int(d) * w for d, w in zip(number, weights, strict=True)) % 11 == 0


def ird_check_digit(body: str) -> str | None:
    """The check digit of a New Zealand IRD number (eight-digit body), None when the primary
    weights give ten (the generator then draws another body)."""
    weights = (3, 2, 7, 6, 5, 4, 3, 2)
    r = sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11
    c = 0 if r == 0 else 11 - r
    return None if c == 10 else str(c)


def sg_plate_letter(prefix: str, number: str) -> str:
    """The check letter of a Singapore vehicle plate (last two prefix letters, four digits)."""
    letters = prefix[-2:].rjust(2, "@")
    values = [0 if c == "@" else ord(c) - 64 for c in letters] + [int(d) for d in number.zfill(4)]
    total = sum(v * w for v, w in zip(values, (9, 4, 5, 4, 3, 2), strict=True))
    return SG_PLATE_LETTERS[total % 19]


def za_id_ok(number: str) -> bool:
    return len(number) == 13 and luhn_ok(number)


# --------------------------------------------------------------------------- spoken values


def year_words(y: int) -> str:
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + ("" if rest == 0 else f" and {number_words(rest)}")
    hi, lo = divmod(y, 100)
    return f"{number_words(hi)} {'oh ' + UNITS[lo] if lo < 10 else number_words(lo)}"


def spoken_digits(value: str, country: str) -> str:
    """Digits read one by one; 'oh' for zero and 'double' / 'triple' for runs where people say
    them (UK, Ireland, Australia, New Zealand)."""
    digits = re.sub(r"\D", "", value)
    oh = country in OH_COUNTRIES
    words: list[str] = []
    i = 0
    while i < len(digits):
        d = digits[i]
        run = 1
        while oh and i + run < len(digits) and digits[i + run] == d and run < 3:
            run += 1
        word = "oh" if (d == "0" and oh) else UNITS[int(d)]
        if run == 3:
            words.append(f"triple {word}")
        elif run == 2:
            words.append(f"double {word}")
        else:
            words.append(word)
        i += run
    return " ".join(words)


def spoken_code(value: str, country: str) -> str:
    """A postcode or code read out: letters lower case one by one, digits as words."""
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
    text = value.lower().replace(",", "").replace(".", "").replace("/", " ").replace("#", "unit ")
    text = text.replace("-", " ")

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
    """A name spelled letter by letter ('s e o n a i d')."""
    return " ".join(ascii_name(part.split()[-1]))


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, phone style, birth date and
    email domain; a staff member, a third party, a pet and fresh digits."""

    def __init__(self, rng: random.Random, index: int, country: str | None) -> None:
        self.rng = rng
        self.index = index
        self.country = country or COUNTRIES[(index * 3 + 1) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.person = people[(index // len(COUNTRIES) + index) % len(people)]
        places = ADDRESSES[self.country]
        self.address = places[(index * 5 + 2) % len(places)]
        self.staff = STAFF[(index * 7 + 3) % len(STAFF)]
        self.staff2 = STAFF[(index * 7 + 8) % len(STAFF)]
        self.third = THIRD[(index * 3 + 1) % len(THIRD)]
        self.pet = PETS[index % len(PETS)]
        domains = DOMAINS[self.country]
        self.domain = domains[index % len(domains)]
        self.birth = (rng.randint(1952, 2005), rng.randint(1, 12), rng.randint(1, 28))

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
        styles = {
            "US": [f"{m:02d}/{d:02d}/{y}", f"{month} {d}, {y}", f"{m}-{d}-{y % 100:02d}"],
            "SG": [f"{d:02d}/{m:02d}/{y}", f"{d} {month[:3]} {y}", f"{y}-{m:02d}-{d:02d}"],
            "ZA": [f"{y}/{m:02d}/{d:02d}", f"{d} {month} {y}", f"{y}-{m:02d}-{d:02d}"],
        }.get(
            self.country,
            [
                f"{d:02d}/{m:02d}/{y}",
                f"{d} {month} {y}",
                f"{d}.{m}.{y % 100:02d}",
                f"{d}{self.ordinal(d)} {month[:3]} {y}",
            ],
        )
        return self.rng.choice(styles)

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.country == "US":
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
        ]
        return styles[self.index % len(styles)]

    def spoken_email(self) -> str:
        f = ascii_name(self.person.given.split()[0])
        s = ascii_name(self.person.family.split()[-1])
        host, _, tld = self.domain.partition(".")
        return f"{f} dot {s} at {host} dot {tld.replace('.', ' dot ')}"

    def card(self) -> str:
        prefix = self.rng.choice(LUHN_PREFIXES)
        return self.luhn(prefix, 15 if prefix in ("34", "37") else 16)

    def iban(self, country: str | None = None) -> str:
        cc = country or (
            "IE"
            if self.country == "IE"
            else "GB"
            if self.country == "UK"
            else self.rng.choice(["IE", "GB"])
        )
        bank = self.rng.choice(IBAN_BANKS[cc])
        return iban_from_bban(cc, bank + self.digits(14))

    def national_id(self) -> tuple[str, str]:
        """The persona's national number and what it is called."""
        slot = {
            "US": "SSN",
            "UK": "NINO",
            "IE": "PPSN",
            "AU": "TFN",
            "NZ": "IRD",
            "SG": "NRIC",
            "ZA": "SAID",
        }[self.country]
        return self.value(slot)[0], slot

    def value(self, slot: str) -> tuple[str, str | None]:
        rng = self.rng
        p = self.person
        y, m, d = self.birth
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
        if slot == "INIT":
            return f"{p.given[0]}. {p.family}", "PERSON"
        if slot == "VNAME":
            words = p.full.replace(" d/o ", " ").replace("-", " ").split()
            return " ".join(ascii_name(w) for w in words), "PERSON"
        if slot == "SPELL":
            return spelled(p.given), "PERSON"
        if slot == "SPELLLAST":
            return spelled(p.family), "PERSON"
        if slot == "STAFF":
            return self.staff, "PERSON"
        if slot == "LSTAFF":
            return self.staff.lower(), "PERSON"
        if slot == "STAFF2":
            return self.staff2, "PERSON"
        if slot == "THIRD":
            return self.third, "PERSON"
        if slot == "THIRDFIRST":
            return self.third.split()[0], "PERSON"
        if slot == "PET":
            return self.pet, None
        if slot == "LPET":
            return self.pet.lower(), None
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
        # ---- national numbers (SSN)
        if slot == "NATID":
            return self.national_id()[0], "SSN"
        if slot == "VNATID":
            return spoken_code(self.national_id()[0], self.country), "SSN"
        if slot == "VPLATE":
            return spoken_code(self.plate(), self.country), "CUSTOMER_ID"
        if slot == "SSN":
            return f"{rng.randint(101, 665)}-{rng.randint(10, 99)}-{rng.randint(1001, 9899)}", "SSN"
        if slot == "NINO":
            n = self.digits(6)
            return rng.choice(
                [
                    f"{rng.choice(NI_PREFIXES)} {n[:2]} {n[2:4]} {n[4:]} {rng.choice('ABCD')}",
                    f"{rng.choice(NI_PREFIXES)}{n}{rng.choice('ABCD')}",
                ]
            ), "SSN"
        if slot == "PPSN":
            body = self.digits(7)
            second = rng.choice(["", "A"])
            return body + ppsn_letter(body, second) + second, "SSN"
        if slot == "TFN":
            while True:
                body = rng.choice("123456789") + self.digits(7)
                w = (
                    sum(int(c) * k for c, k in zip(body, (1, 4, 3, 7, 5, 8, 6, 9), strict=True))
                    % 11
                )
                if w < 10:
                    n = body + str(w)
                    assert tfn_ok(n)
                    return rng.choice([f"{n[:3]} {n[3:6]} {n[6:]}", n]), "SSN"
        if slot == "IRD":
            while True:
                body = f"{rng.randint(10_000_000, 14_999_999):08d}"
                check = ird_check_digit(body)
                if check is not None:
                    n = (body + check).lstrip("0")
                    return f"{n[:-6]}-{n[-6:-3]}-{n[-3:]}", "SSN"
        if slot == "NRIC":
            prefix = "S" if y < 2000 else "T"
            body = f"{y % 100:02d}" + self.digits(5) if rng.random() < 0.5 else self.digits(7)
            return prefix + body + nric_letter(prefix, body), "SSN"
        if slot == "SAID":
            gender = rng.choice("01234") if p.sex == "F" else rng.choice("56789")
            body = f"{y % 100:02d}{m:02d}{d:02d}{gender}{self.digits(3)}08"
            return body + luhn_check_digit(body), "SSN"
        # ---- ids after cue words (CUSTOMER_ID)
        if slot == "RIDE":
            return rng.choice(
                [
                    f"RD-{self.letters(4, ID_CHARS)}-{self.letters(4, ID_CHARS)}",
                    f"R{self.digits(9)}",
                    f"ride_{self.digits(3)}{self.letters(7, ID_CHARS).lower()}",
                ]
            ), "CUSTOMER_ID"
        if slot == "ORDER":
            return rng.choice(
                [
                    f"#{self.letters(2, ID_CHARS)}{self.digits(6)}",
                    f"ORD-{self.digits(4)}-{self.letters(4, ID_CHARS)}",
                    f"{self.digits(3)}-{self.digits(7)}",
                ]
            ), "CUSTOMER_ID"
        if slot == "BOOKING":
            return rng.choice(
                [
                    f"BK{self.letters(7, ID_CHARS)}",
                    f"HM{self.letters(8, ID_CHARS)}",
                    f"{self.letters(3, ID_CHARS)}-{self.digits(5)}",
                ]
            ), "CUSTOMER_ID"
        if slot == "ACCT":
            return rng.choice(
                [
                    f"CU{self.digits(8)}",
                    f"{self.digits(4)} {self.digits(4)} {self.digits(2)}",
                    f"usr_{self.letters(12, ID_CHARS).lower()}",
                ]
            ), "CUSTOMER_ID"
        if slot == "MERCHANT":
            return rng.choice(
                [
                    f"MID-{self.digits(8)}",
                    f"mch_{self.letters(14, ALNUM).lower()}",
                    f"M{self.digits(3)}-{self.digits(4)}-{self.digits(3)}",
                ]
            ), "CUSTOMER_ID"
        if slot == "LISTING":
            return f"{self.digits(10)}", "CUSTOMER_ID"
        if slot == "PLATE":
            return self.plate(), "CUSTOMER_ID"
        if slot == "LICENCE":
            return self.licence(), "CUSTOMER_ID"
        # ---- tracking
        if slot == "TRK":
            serial = self.digits(8)
            return (
                f"{rng.choice(['RK', 'JX', 'CE', 'LZ', 'RS', 'EZ'])}{serial}{s10_check_digit(serial)}{S10_COUNTRY[self.country]}",
                "TRACKING",
            )
        if slot == "TRK2":
            return rng.choice(
                [
                    f"9400 1{self.digits(3)} {self.digits(4)} {self.digits(4)} {self.digits(4)} {self.digits(2)}",
                    f"TCG{self.digits(9)}",
                    f"{self.letters(3)}{self.digits(10)}",
                    f"1Z{self.letters(6, ALNUM)}{self.digits(10)}",
                ]
            ), "TRACKING"
        # ---- bank details
        if slot == "SORT":
            return rng.choice(
                [
                    f"{self.digits(2)}-{self.digits(2)}-{self.digits(2)}",
                    f"{self.digits(2)} {self.digits(2)} {self.digits(2)}",
                ]
            ), "BANK_ACCOUNT"
        if slot == "UKACCT":
            return self.digits(8), "BANK_ACCOUNT"
        if slot == "ROUTING":
            body = rng.choice(["02", "03", "07", "12", "26", "31"]) + self.digits(6)
            return body + aba_check_digit(body), "BANK_ACCOUNT"
        if slot == "USACCT":
            return self.digits(rng.choice([9, 10, 12])), "BANK_ACCOUNT"
        if slot == "BSB":
            return (
                f"{rng.choice(['06', '08', '03', '73'])}{self.digits(1)}-{self.digits(3)}",
                "BANK_ACCOUNT",
            )
        if slot == "AUACCT":
            return self.digits(rng.choice([6, 8, 9])), "BANK_ACCOUNT"
        if slot == "NZACCT":
            return (
                f"{rng.choice(['01', '02', '06', '12', '38'])}-{self.digits(4)}-{self.digits(7)}-{self.digits(2)}",
                "BANK_ACCOUNT",
            )
        if slot == "SGACCT":
            return rng.choice(
                [
                    f"{self.digits(3)}-{self.digits(1)}-{self.digits(6)}",
                    f"{self.digits(3)}-{self.digits(6)}-{self.digits(3)}",
                    self.digits(9),
                ]
            ), "BANK_ACCOUNT"
        if slot == "SABRANCH":
            return rng.choice(["250655", "198765", "632005", "470010", "051001"]), "BANK_ACCOUNT"
        if slot == "SAACCT":
            return rng.choice(["62", "10", "40", "14"]) + self.digits(
                rng.choice([8, 9])
            ), "BANK_ACCOUNT"
        # ---- cards and IBANs
        if slot == "CARD":
            c = self.card()
            if len(c) == 15:
                return rng.choice([f"{c[:4]} {c[4:10]} {c[10:]}", c]), "CARD"
            return rng.choice(
                [
                    " ".join(c[i : i + 4] for i in range(0, 16, 4)),
                    "-".join(c[i : i + 4] for i in range(0, 16, 4)),
                    c,
                ]
            ), "CARD"
        if slot == "CARDX":
            c = self.card()
            layout = rng.randrange(4)
            if layout == 0:
                return " ".join(c[i : i + 2] for i in range(0, len(c), 2)), "CARD"
            if layout == 1:
                return f"{c[:6]} {c[6:12]} {c[12:]}", "CARD"
            if layout == 2:
                return rng.choice([" / ", "..", " ~ ", " _ "]).join(
                    c[i : i + 4] for i in range(0, len(c), 4)
                ), "CARD"
            return " ".join(c), "CARD"
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
        if slot == "IBANIE":
            i = self.iban("IE")
            return " ".join(i[k : k + 4] for k in range(0, len(i), 4)), "IBAN"
        if slot == "IBANGB":
            i = self.iban("GB")
            return rng.choice([i, " ".join(i[k : k + 4] for k in range(0, len(i), 4))]), "IBAN"
        # ---- network
        if slot == "IP":
            return (
                f"{rng.choice([27, 49, 58, 103, 121, 165, 196, 203])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            )
        # ---- secrets
        if slot == "OTP":
            return self.digits(rng.choice([4, 6])), "SECRET"
        if slot == "VOTP":
            return spoken_digits(self.digits(6), "US"), "SECRET"
        if slot == "GATE":
            return rng.choice(
                [
                    f"#{self.digits(4)}",
                    f"{self.digits(4)}#",
                    f"*{self.digits(3)}*",
                    f"{self.digits(4)}",
                ]
            ), "SECRET"
        if slot == "LOCKBOX":
            return rng.choice(
                [self.digits(4), "-".join(self.digits(4)), f"{self.letters(1)}{self.digits(3)}"]
            ), "SECRET"
        if slot == "VGATE":
            return spoken_digits(self.digits(4), "US"), "SECRET"
        if slot == "PASS":
            return (
                f"{rng.choice(PASSWORD_WORDS)}{rng.choice(['!', '#', '_', '$', '.'])}{self.digits(rng.randint(2, 4))}{rng.choice(['', 'x', 'Qq', 'z7'])}",
                "SECRET",
            )
        if slot == "WIFI":
            return (
                f"{rng.choice(PASSWORD_WORDS).lower()}-{rng.choice(['guest', 'stay', 'house', 'bach'])}-{self.digits(3)}",
                "SECRET",
            )
        if slot == "APIKEY":
            return rng.choice(
                [
                    f"mkp_live_{self.letters(28, string.ascii_letters + string.digits)}",
                    f"dsp-prod-{self.letters(8, 'abcdef0123456789')}-{self.letters(16, 'abcdef0123456789')}",
                    f"tl.{self.letters(36, string.ascii_letters + string.digits)}",
                ]
            ), "SECRET"
        if slot == "WHSEC":
            return f"whk_{self.letters(32, string.ascii_letters + string.digits)}", "SECRET"
        raise KeyError(slot)

    def plate(self) -> str:
        rng = self.rng
        c = self.country
        if c == "UK":
            return rng.choice(
                [
                    f"{self.letters(2)}{self.digits(2)} {self.letters(3)}",
                    f"{self.letters(2)}{self.digits(2)}{self.letters(3)}",
                ]
            )
        if c == "IE":
            return f"{rng.choice(['191', '222', '231', '152'])}-{rng.choice(['D', 'C', 'G', 'KE', 'WX'])}-{rng.randint(100, 99999)}"
        if c == "US":
            return f"{rng.randint(4, 9)}{self.letters(3)}{self.digits(3)}"
        if c == "AU":
            return rng.choice(
                [
                    f"{self.digits(1)}{self.letters(2)}{self.digits(1)}{self.letters(2)}",
                    f"{self.letters(2)}-{self.digits(2)}-{self.letters(2)}",
                    f"{self.digits(3)}{self.letters(3)}",
                ]
            )
        if c == "NZ":
            return f"{self.letters(3)}{self.digits(3)}"
        if c == "SG":
            prefix = "S" + self.letters(2, "BCDEFGHJKLMNPRSTUVXYZ")
            number = str(rng.randint(1, 9999))
            return rng.choice(
                [
                    f"{prefix}{number}{sg_plate_letter(prefix, number)}",
                    f"{prefix} {number} {sg_plate_letter(prefix, number)}",
                ]
            )
        return rng.choice(
            [
                f"CA {self.digits(3)}-{self.digits(3)}",
                f"{self.letters(2)} {self.digits(2)} {self.letters(2)} GP",
                f"ND {self.digits(3)}-{self.digits(3)}",
            ]
        )

    def licence(self) -> str:
        """A driving licence number in the persona's national shape; a UK one encodes the
        surname, birth date (month + 50 for women) and initial as the DVLA's does."""
        y, m, d = self.birth
        c = self.country
        if c == "UK":
            surname = ascii_name(self.person.family).upper()[:5].ljust(5, "9")
            month = m + (50 if self.person.sex == "F" else 0)
            initials = (ascii_name(self.person.given)[:1].upper() + "9")[:2]
            return f"{surname}{str(y)[2]}{month:02d}{d:02d}{str(y)[3]}{initials}{self.digits(1)}{self.letters(2)}"
        if c == "US":
            return f"{self.letters(1)}{self.digits(7)}"
        if c == "AU":
            return self.digits(self.rng.choice([8, 9]))
        if c == "NZ":
            return f"{self.letters(2)}{self.digits(6)}"
        if c == "IE":
            return self.digits(9)
        if c == "SG":
            return self.value("NRIC")[0]
        return f"{self.digits(10)}{self.letters(2)}"

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


def valid_id(value: str) -> bool:
    """Whether a national number the generator wrote carries a valid check digit (by shape)."""
    raw = re.sub(r"[\s-]", "", value)
    if re.fullmatch(r"[ST]\d{7}[A-Z]", raw):
        return nric_letter(raw[0], raw[1:8]) == raw[8]
    if re.fullmatch(r"\d{7}[A-W]A?", raw):
        return ppsn_letter(raw[:7], raw[8:]) == raw[7]
    if re.fullmatch(r"\d{13}", raw):
        return za_id_ok(raw)
    if re.fullmatch(r"\d{3} \d{3} \d{3}|\d{9}", value):
        return tfn_ok(raw)
    if re.fullmatch(r"\d{2,3}-\d{3}-\d{3}", value):
        return ird_check_digit(raw[:-1].zfill(8)) == raw[-1]
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
        if span["type"] == "SSN":
            assert valid_id(piece), piece
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "[UK] driver {STAFF} was amazing, left my airpods in the back of the Prius reg {PLATE}, ride id {RIDE} 🙏",
    "rated my driver {STAFF} 1 star by accident 😬 can u change it to 5?? ride {RIDE}",
    "[US] hey its {LNAME}, the dasher left my order at the wrong door, im at {LADDR}",
    "[AU] cleaner didnt show, booking {BOOKING}, address is {ADDR}, gate code {GATE}",
    "[NZ] kia ora, {FIRST} here 👋 the host never sent the lockbox code for booking {BOOKING}",
    "[SG] hi rider pls call {PHONE} when reach, address {ADDR} 🙏",
    "[ZA] my card {CARD} got charged twice for the Woolies order {ORDER} 😡",
    "pls update my email to {EMAIL}, the old one is dead",
    "{LNAME} sold me a broken ps5 on marketplace, listing {LISTING}, i want my money back",
    "[IE] the plumber {STAFF} quoted €90 and charged €240, job ref {BOOKING}, im {NAME}",
    "[UK] lockbox code is {LOCKBOX} and wifi is {WIFI} - can u pass to my guest {THIRD} pls",
    "my otp is {OTP} but the app keeps saying expired 🙄",
    "[US] who is {THIRD}?? someone added them to my family account {ACCT}",
    "[AU] {FIRST} {UPLAST} - cant log in, tried {PASS} like 5 times",
    "courier {STAFF} marked it delivered but tracking {TRK} still says in transit lol",
    "[SG] parked at the Tanjong Pagar carpark, car plate {PLATE}, charged 2x for 1 session",
    "[ZA] sawubona, {LFIRST} here, refund to my fnb acc {SAACCT} branch {SABRANCH} pls",
    "[US] refund to routing {ROUTING} acct {USACCT}, the grocery order never came",
    "[IE] refund to {IBANC} please, the sitter cancelled last minute 😢",
    "[UK] sort code {SORT} account {UKACCT} for my payouts, im a new courier",
    "sky fell in over here lol, {STAFF} dropped the whole pavlova 😂 order {ORDER}",
    "[NZ] tell {STAFF} that {PET} needs her pills at 6, the sitting booking is under {LNAME}",
    "{NAME} / {PHONE} / {EMAIL} - thats me, pls call back about the refund",
    "[AU] tfn {TFN}?? why is the driver app asking me for that",
    "login from {IP} wasnt me!! acct {ACCT}",
    "[US] dob {DOB}, ssn {SSN}, the background check for delivering is stuck at 80%",
    "[SG] nric {NRIC}, the app wont verify me for the pet sitting gigs",
    "[UK] ni number {NINO} - do u need it for the driver payouts form?",
    "card {CARDX} keeps failing for the after-storm clean up booking 😩",
    "our merchant api key {APIKEY} leaked in a screenshot, pls revoke asap",
    "[IE] {LFIRST} {LAST}, eircode {PC}, grocery driver cant find the house",
    "[UK] driving licence {LICENCE} for the rider signup, photo upload keeps failing",
    "[ZA] id {SAID} for the host verification, it says mismatch",
    "[NZ] send the refund to {NZACCT} pls, the bach was filthy",
    "[AU] bsb {BSB} acc {AUACCT} for the host payout, name on acc {NAME}",
    "[US] ty {FIRST}!! oh wait wrong chat. anyway my new number is {PHONE}",
    "[IE] sold my bike on marketplace, an post tracking {TRK}, buyer {THIRD} says it never came. my number {PHONE}",
    "[ZA] courier guy waybill {TRK2} for the 2nd hand fridge, seller {LNAME} wont answer",
    "[AU] parcel locker says {TRK} was collected but not by me?? auspost app shows {LADDR}",
    "[SG] pls send the receipt to {OEMAIL} not the old one, order {ORDER} 🙏",
    "[NZ] my email is {OEMAIL} (spam filter eats everything else lol), acct {ACCT}",
]
ADV_VOICE: Final[list[str]] = [
    "[UK] hi yeah its {VNAME} calling about my ride earlier my number is {VPHONE} if you could call me back thanks",
    "[IE] hello my name is {LFIRST} thats {SPELL} and i booked a cleaner for tuesday and nobody came",
    "[US] hey this is {VNAME} i got charged twice for the grocery order the card is {VCARD} can someone call me",
    "[AU] gday its {VNAME} from {VADDR} the plumber left the water off can you send someone back",
    "[NZ] kia ora its {LFIRST} my phone is {VPHONE} the driver drove off with my bag of shopping",
    "[SG] hello my name is {VNAME} my nric is {VNATID} the app say cannot verify",
    "[ZA] hi its {VNAME} my id number is {VNATID} i cant get into the driver app since friday",
    "[UK] yeah hi my postcode is {VPC} and the courier keeps going to the wrong street",
    "[IE] im ringing about the pet sitter {LSTAFF} she was meant to feed {LPET} and my eircode is {VPC}",
    "[US] my date of birth is {VDOB} and the app says im under twenty one for the beer delivery",
    "[AU] the code they texted me was {VOTP} and it keeps saying invalid",
    "[NZ] the gate code is {VGATE} for the cleaner tomorrow and my name is {VNAME}",
    "[UK] its {VNAME} surname spelled {SPELLLAST} and my email is {VEMAIL}",
    "[ZA] hello this is {VNAME} calling about the electrician my address is {VADDR}",
    "[US] this is a message for {LSTAFF} the driver i left my wallet in your car my cell is {VPHONE}",
    "[SG] hi the parking booking is under {VNAME} car plate {VPLATE} but the gantry didnt open",
    "[IE] ya hi its {VNAME} i was born {VDOB} and the app wont verify my age for the cans",
    "[AU] um yeah the host {LSTAFF} said to call you my number is {VPHONE} and the booking is under {LNAME}",
    "[NZ] hi its {VNAME} my card number is {VCARD} sorry the app crashed when i was paying for the parking",
]
ADV_EMAIL: Final[list[str]] = [
    "[UK] Hi there,\n\nMy cleaner {STAFF} has been brilliant, but the app charged me twice for Thursday's clean (booking {BOOKING}).\n\nMany thanks,\n{NAME}\n{PHONE}",
    "[US] Hello,\n\nI manage the kitchen at Harbourside Poke and our integration key {APIKEY} was pasted into a support ticket. Please rotate it, and the webhook secret {WHSEC} too.\n\nBest,\n{NAME}\nGeneral Manager, Harbourside Poke\nM: {PHONE}",
    "[AU] G'day team,\n\nOur host {STAFF} still hasn't refunded the bond for {BOOKING}. Bank details: BSB {BSB}, account {AUACCT}.\n\nCheers,\n{FIRST}\n{ADDRNL}",
    "[NZ] Kia ora koutou,\n\nI'm writing about the dog walker who lost {PET} at Cornwall Park on Sunday. My details are below.\n\nNgā mihi,\n{NAME}\n{ADDRNL}\n{PHONE}",
    "[SG] Dear Sir/Madam,\n\nI was charged S$48 for a ride quoted at S$19 (ride ID {RIDE}). Please refund to my DBS account {SGACCT}.\n\nThank you,\n{NAME}\nMobile: {PHONE}",
    "[ZA] Good day,\n\nI drive on your platform and my payout has not come through. Branch code {SABRANCH}, account {SAACCT}, ID {SAID}.\n\nRegards\n{NAME}\nDriver partner, Cape Town\n{PHONE}",
    "[IE] Dia dhuit,\n\nPlease refund the cancelled grocery order {ORDER} to {IBAN}.\n\nLe meas,\n{NAME}\n{ADDRNL}\n{PHONE}",
    "[US] Hi,\n\nSomeone opened a courier account with my SSN {SSN} and date of birth {DOB}. I never signed up. Please close it.\n\n{NAME}\n{ADDRNL}",
    "[UK] Dear Support,\n\nI'd like to appeal the deactivation of my rider account {ACCT}. My licence number is {LICENCE} and my NI number is {NINO}.\n\nYours sincerely,\n{NAME}\nRider, Sheffield\n{PHONE}",
    "[AU] Hi {STAFF},\n\nThanks for the clean on Saturday! Could you come again on the 14th? The door code is {GATE}.\n\nThanks heaps,\n{FIRST}",
    "[AU] Hello,\n\nThe seller {THIRD} never posted the bike I paid for (listing {LISTING}). The tracking they gave me, {TRK2}, doesn't exist.\n\nRegards,\n{NAME}\n{EMAIL}",
    "[NZ] Hi team,\n\nMy tax details for the host payouts: IRD {IRD}, bank account {NZACCT}.\n\nCheers,\n{NAME}\nHost, the Mt Eden studio\n{PHONE}",
    "[SG] Hi,\n\nThe rider delivered my nasi lemak to {ADDR} instead of my office. Order {ORDER}.\n\nRegards,\n{LNAME}\nSent from my iPhone",
    "[US] Hey team,\n\nI run Bayou Bites on your platform, merchant ID {MERCHANT}. Settlements should go to routing {ROUTING}, account {USACCT}.\n\nThanks,\n{NAME}\nOwner, Bayou Bites\n{PHONE}",
    "[IE] Hello,\n\nMy card\n{CARDNL}\nwas charged €62 for a parking session I never started.\n\nRegards,\n{NAME}",
    "[UK] Hiya,\n\nThe car park camera says my reg {PLATE} overstayed, but I paid in the app. The login alerts also show {IP}, which isn't me.\n\nBest,\n{INIT}\n{PHONE}",
    "[ZA] Morning,\n\nMy tenant {THIRD} booked a cleaner on my account ({ACCT}). Please send the invoice to {OEMAIL}.\n\nDankie,\n{NAME}",
    "[AU] Hi,\n\nThe TFN {TFN} on my driver profile is wrong, please update it before the end of the financial year.\n\nThanks\n{NAME}\nDriver partner\nPh: {PHONE}",
    "[US] Hi Support,\n\nMy sitter {STAFF} has the spare key, but the gate code changed to {GATE}. Please pass it on; my cell is {PHONE}.\n\nThanks so much,\n{LFIRST}",
]
ADV_FORM: Final[list[str]] = [
    "[UK] Name: {NAME}\nEmail: {EMAIL}\nPhone: {PHONE}\nService: End of tenancy clean\nAddress: {ADDR}",
    "[US] Receipt\nRide ID: {RIDE}\nDriver: {STAFF}\nVehicle: Toyota Camry · {PLATE}\nPaid with: {CARD}\nTotal: US$23.40",
    "[AU] Booking confirmation\nGuest: {NAME}\nBooking: {BOOKING}\nCheck-in: Fri 4 Dec, 3 pm\nLockbox code: {LOCKBOX}\nWi-Fi password: {WIFI}",
    "[SG] Parking session\nVehicle: {PLATE}\nCarpark: Raffles Place (B2)\nDriver: {NAME}\nMobile: {PHONE}\nCard: {CARD}",
    "[ZA] First name: {FIRST}\nSurname: {LAST}\nID number: {SAID}\nDate of birth: {DOB}\nBranch code: {SABRANCH}\nAccount number: {SAACCT}",
    "[IE] Full name: {NAME}\nPPSN: {PPSN}\nAddress: {ADDR}\nIBAN: {IBAN}\nRole: courier (bike)",
    "[NZ] Order summary\nOrder: {ORDER}\nDeliver to: {ADDR}\nContact: {NAME}, {PHONE}\nNotes: leave it with {THIRDFIRST} next door",
    "[US] Courier application\nLegal name: {NAME}\nDOB: {DOB}\nSSN: {SSN}\nDriver's license: {LICENCE}\nHome: {ADDR}",
    "[UK] Host payout details\nAccount holder: {NAME}\nSort code: {SORT}\nAccount number: {UKACCT}\nIBAN: {IBANGB}",
    "Merchant: Little Saigon Kitchen\nMerchant ID: {MERCHANT}\nAPI key: {APIKEY}\nWebhook secret: {WHSEC}\nServer IP: {IP}\nContact: {NAME}",
    "[AU] Pet sitting booking\nOwner: {NAME}\nPet: {PET} (Cavoodle, 4 yrs)\nSitter: {STAFF}\nAddress: {ADDR}\nKey safe: {LOCKBOX}",
    "[SG] Name (as in NRIC): {NAME}\nNRIC: {NRIC}\nDate of birth: {DOB}\nBank: OCBC {SGACCT}\nMobile: {PHONE}",
    "[UK] Marketplace report\nSeller: {THIRD}\nListing: {LISTING}\nBuyer: {NAME}\nBuyer email: {OEMAIL}\nReason: item not as described",
    "[IE] Password reset\nAccount: {ACCT}\nNew password: {PASS}\nOne-time code: {OTP}\nDevice IP: {IP}",
    "[NZ] Driver onboarding\nName: {NAME}\nLicence no: {LICENCE}\nVehicle plate: {PLATE}\nIRD number: {IRD}\nBank account: {NZACCT}",
    "[US] Grocery delivery receipt\nCustomer: {LNAME}\nShip to:\n{ADDRNL}\nShopper: {STAFF}\nCard: {CARDX}",
    "[ZA] Electrician booking\nName: {NAME}\nAddress:\n{ADDRNL}\nAccess: gate remote, code {GATE}\nEmail: {OEMAIL}\nContact: {PHONE}",
    "[ZA] Rate your trip\nDriver: {STAFF}\nRating: ★☆☆☆☆\nComment: {STAFF2} was the name on the app, not him. Plate {PLATE}.\nRider: {NAME}",
]
ADV_QUOTED: Final[list[str]] = [
    "[UK] Still nothing, see below.\n\nOn Tue, 1 Dec 2026 at 18:22, {STAFF} (Support) wrote:\n> Hi {FIRST}, can you confirm the ride ID?\n\nIt's {RIDE}.",
    "---------- Forwarded message ---------\nFrom: {NAME} <{EMAIL}>\nDate: Mon, 30 Nov 2026\nSubject: bond refund\n\nForwarding this again, booking {BOOKING}.",
    "[AU] > What's the address and the gate code for the cleaner?\n\n{ADDR}, the gate is {GATE}. Ask for {THIRDFIRST} if I'm out.",
    "[US] Nope, still charged.\n\n> On Nov 29, 2026, at 9:14 PM, {LNAME} <{EMAIL}> wrote:\n> > my card {CARD} was charged for a cancelled ride",
    "[IE] Here you go:\n{IBANNL}\n\n> Please reply with the IBAN for the refund.\n> Kind regards, Payments",
    "[SG] Sorry for the late reply.\n\n> Could you confirm the vehicle plate and your mobile?\n\n{PLATE}, {PHONE}",
    "[ZA] See below from the electrician.\n\n-----Original Message-----\nFrom: {STAFF}\nSent: 27 November 2026 07:48\nTo: {NAME}\nSubject: quote\n\nI can come Thursday, please send the access code.",
    "[NZ] Yes that's me.\n\nOn Wed, 2 Dec 2026, Support wrote:\n> Is the account holder {NAME}, born {DOB}?",
    "[UK] > Which postcode should the courier use?\n\n{LPC} - sorry, no space, on my phone",
    "Begin forwarded message:\n\nFrom: {THIRD}\nSubject: Re: your listing\n\n> I'll pay through the app, send me your number\n\nmine is {PHONE}, ask for {FIRST}",
    "[US] Resending with the routing number.\n\n> We need the routing and account number for the merchant payout.\n\nRouting {ROUTING}\nAccount {USACCT}\n{NAME}",
    "[AU] Done.\n\n> Please send the one-time code we just texted you.\n\n{OTP}\n\n> And your date of birth, please.\n\n{DOB}",
    "[SG] Noted, thanks.\n\nOn 2 Dec 2026, at 10:05, Host Team wrote:\n> Hi {FIRST}, your guest {THIRD} checks in on Friday.\n> The door code is {GATE}.",
    "[IE] Ok.\n\n-----Original Message-----\nFrom: {UPLAST} {FIRST}\nSent: Sunday 29 November\nSubject: pet sitter no-show\n\n{PET} was alone all day. Call me on {PHONE}.",
    "[ZA] Please see my ID below.\n\n> Kindly send your ID number and the name on the account.\n\n{NATID}\n{NAME}",
    "[NZ] Thanks {STAFF}!\n\n> Your replacement card was sent by NZ Post, tracking {TRK}.\n> Address on file: {ADDR}",
    "[US] Still not here.\n\n> Hi {FIRST}, the seller shipped your order with tracking {TRK2}.\n> Marketplace Support\n\nCan you call me on {PHONE}?",
    "[IE] The buyer's reply is below.\n\n---------- Forwarded message ---------\nFrom: {THIRD}\nSubject: Re: the Dyson\n\nPosted it with An Post, {TRK}. Send the money to {IBANIE}.",
]

# --------------------------------------------------------------------------- benign skeletons

FILLS: Final[dict[str, list[str]]] = {
    "PLAN": [
        "Plus",
        "Rider Pro",
        "Eats Pass",
        "Host Plus",
        "Priority Pickup",
        "Comfort",
        "XL",
        "Green",
        "Saver",
        "Pet Friendly",
        "Family Profile",
        "Business Profile",
    ],
    "PLAN2": [
        "Plus Annual",
        "Rider Pro Max",
        "Eats Pass Family",
        "Comfort Electric",
        "Saver Pool",
        "Business Premium",
    ],
    "SERVICE": [
        "end of tenancy clean",
        "deep clean",
        "oven clean",
        "gutter clean",
        "boiler service",
        "leaking tap repair",
        "EV charger install",
        "flat-pack assembly",
        "dog walk",
        "cat visit",
        "house sitting",
        "airport transfer",
        "grocery shop",
        "window clean",
    ],
    "CLEANJOB": [
        "regular clean",
        "two-hour clean",
        "ironing session",
        "window clean",
        "oven clean",
        "fridge clean",
    ],
    "ROLE": [
        "the driver",
        "my cleaner",
        "the host",
        "the courier",
        "the rider",
        "the plumber",
        "the sparky",
        "the pet sitter",
        "the dog walker",
        "the seller",
        "the buyer",
        "the shopper",
        "the electrician",
        "the handyman",
        "the valet",
    ],
    "DRIVER": [
        "the driver",
        "the courier",
        "the rider",
        "the shopper",
        "my driver",
        "the delivery guy",
        "the cabbie",
    ],
    "TRADE": [
        "the plumber",
        "the sparky",
        "the electrician",
        "the handyman",
        "my cleaner",
        "the gardener",
        "the locksmith",
        "the tiler",
    ],
    "FOOD": [
        "Ben & Jerry's",
        "Tim Hortons",
        "Wendy's",
        "Nando's",
        "Domino's",
        "Papa John's",
        "Ya Kun",
        "Old Chang Kee",
        "Jollibee",
        "Wimpy",
        "Steers",
        "Krispy Kreme",
        "Hungry Jack's",
        "Burger King",
        "Guzman y Gomez",
        "Hell Pizza",
    ],
    "SHOP": [
        "Woolworths",
        "Pick n Pay",
        "Countdown",
        "FairPrice",
        "Coles",
        "Tesco",
        "Dunnes Stores",
        "Trader Joe's",
        "Sainsbury's",
        "Checkers",
        "Cold Storage",
        "Pak'nSave",
    ],
    "GOODS": [
        "Cadbury",
        "Arnott's",
        "Whittaker's",
        "Dr Oetker",
        "Mrs Ball's",
        "Tim Tam",
        "Heinz",
        "Lindt",
        "Barry's Tea",
        "Milo",
    ],
    "APPLIANCE": [
        "Fisher & Paykel fridge",
        "Smeg fridge",
        "Miele dishwasher",
        "Dyson fan",
        "KitchenAid mixer",
        "Le Creuset casserole",
        "Breville coffee machine",
        "Bosch washing machine",
    ],
    "ITEM": [
        "IKEA Pax wardrobe",
        "Le Creuset casserole dish",
        "Dyson V8",
        "Smeg kettle",
        "Barbour jacket",
        "Nintendo Switch",
        "Jo Malone candle set",
        "Molton Brown gift box",
        "Harvey Norman gift card",
        "David Jones voucher",
    ],
    "PLACE": [
        "King George Square",
        "Wellington",
        "Hamilton",
        "Darwin",
        "Adelaide",
        "Nelson",
        "Albert Park",
        "Victoria Street",
        "Raffles Place",
        "Bukit Timah",
        "Durbanville",
        "Alice Springs",
        "Lower Hutt",
        "Fitzroy",
        "Queen Street Mall",
        "Princes Street",
        "O'Connell Street",
        "Grafton Street",
        "Jurong East",
        "Sandton",
        "Sea Point",
        "Bondi",
        "Ponsonby",
        "Temple Bar",
        "Queens",
        "Elizabeth Street",
        "Mandela Square",
    ],
    "CAR": [
        "Toyota Prius",
        "Kia Carnival",
        "Tesla Model Y",
        "BYD Atto 3",
        "Nissan Leaf",
        "Mazda CX-5",
        "Honda Jazz",
        "VW Polo Vivo",
        "Hyundai Ioniq 5",
        "Toyota Hiace",
        "Suzuki Swift",
        "Skoda Octavia",
        "Mercedes Vito",
        "Ford Ranger",
    ],
    "DOG": [
        "Jack Russell",
        "King Charles spaniel",
        "Staffy",
        "Border Collie",
        "Cavoodle",
        "Labrador",
        "Dachshund",
        "Bernese mountain dog",
        "Shih Tzu",
        "Lhasa Apso",
        "French bulldog",
        "Boerboel",
        "Huntaway",
        "Irish Setter",
    ],
    "PETJOB": ["dog walk", "house sitting", "overnight stay", "grooming visit", "puppy visit"],
    "CAT": ["Ragdoll", "Maine Coon", "British Shorthair", "Burmese", "Sphynx", "Bengal"],
    "DISH": [
        "pad see ew",
        "butter chicken",
        "bunny chow",
        "laksa",
        "chicken rice",
        "hokey pokey ice cream",
        "Caesar salad",
        "Eggs Benedict",
        "beef Wellington",
        "lamingtons",
        "bobotie",
        "nasi lemak",
        "roti prata",
        "fish and chips",
        "poke bowl",
        "Margherita pizza",
        "Peach Melba",
        "chicken parmi",
        "mee goreng",
        "boerewors roll",
        "sausage rolls",
        "Philly cheesesteak",
    ],
    "PRICE": [
        "£12.50",
        "€18",
        "US$24.99",
        "A$35",
        "NZ$42",
        "S$19.80",
        "R189",
        "£4.99",
        "€3.20",
        "$7",
        "R45",
        "S$2.50",
        "A$12",
        "NZ$9",
        "£60",
        "€140",
        "US$310",
    ],
    "TIME": [
        "7:45",
        "half six",
        "midnight",
        "noon",
        "10pm",
        "quarter past eight",
        "18:30",
        "6am",
        "9.15",
        "two o'clock",
        "lunchtime",
        "23:10",
    ],
    "TIMEA": ["8am", "9:30", "half seven", "10am", "noon"],
    "TIMEB": ["1pm", "3:30", "five o'clock", "6pm", "teatime"],
    "DAY": [
        "Monday",
        "Tuesday",
        "Saturday",
        "Sunday",
        "Boxing Day",
        "Christmas Eve",
        "Waitangi Day",
        "Australia Day",
        "Heritage Day",
        "St Patrick's Day",
        "Thanksgiving",
        "Deepavali",
        "Chinese New Year",
        "Hari Raya",
        "Wednesday",
        "Friday night",
    ],
    "WEEKDAY": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    "RATING": ["1 star", "two stars", "4.9", "five stars", "3 stars", "4.2 stars"],
    "ERR": [
        "Payment failed (402)",
        "Something went wrong. Code RX-19",
        "GPS signal lost",
        "Card declined",
        "Session expired",
        "Error 1020",
        "No drivers nearby",
        "Promo code not valid",
        "Location services off",
        "Unable to load menu",
        "Booking could not be confirmed",
        "Too many attempts, try later",
    ],
    "QTY": ["two", "3", "a dozen", "six", "20", "a couple of", "four", "12"],
    "SIZE": ["large", "family size", "regular", "small", "XL", "half"],
    "CITY": [
        "Manchester",
        "Belfast",
        "Limerick",
        "Houston",
        "Perth",
        "Brisbane",
        "Dunedin",
        "Tauranga",
        "Singapore",
        "Pretoria",
        "Gqeberha",
        "Edinburgh",
        "Sydney",
        "Christchurch",
        "Phoenix",
        "Cork",
        "Johannesburg",
        "Auckland",
    ],
    "PHONEMODEL": ["iPhone 13", "Galaxy S23", "Pixel 7", "OPPO A78", "Galaxy A54", "iPhone SE"],
    "GREETING": [
        "Hi team",
        "Hello",
        "Hiya",
        "Kia ora",
        "Dia dhuit",
        "G'day",
        "Howzit",
        "Good morning",
        "Hey there",
        "Dear Support",
        "Hi all",
        "Good afternoon",
    ],
    "SIGNOFF": [
        "Thanks,\nA regular customer",
        "Regards,\nAccounts Payable",
        "Ngā mihi,\nThe Operations Team",
        "Best,\nKitchen Manager",
        "Sent from my iPhone",
        "Thanks,\nthe night shift",
        "Kind regards,\nFront of House",
        "Cheers,\nA very hungry student",
        "Thank you,\nOffice Admin",
        "Baie dankie,\nDie Bestuur",
        "Regards,\nProperty Manager",
        "Cheers,\nthe tenants upstairs",
    ],
    "VDAY": [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "boxing day",
        "christmas eve",
    ],
    "VTIME": [
        "half six",
        "ten thirty",
        "eight oclock",
        "quarter to nine",
        "midday",
        "two thirty",
        "seven fifteen",
        "nine in the morning",
    ],
    "VPRICE": [
        "twelve fifty",
        "eighteen euro",
        "thirty five dollars",
        "forty two dollars",
        "nineteen eighty",
        "a hundred and eighty nine rand",
        "four ninety nine",
        "sixty quid",
    ],
    "VROLE": [
        "the driver",
        "my cleaner",
        "the host",
        "the courier",
        "the plumber",
        "the sparky",
        "the pet sitter",
        "the dog walker",
        "the seller",
        "the electrician",
    ],
    "VDRIVER": ["the driver", "the courier", "my driver", "the rider", "the shopper"],
    "VTRADE": ["the plumber", "the sparky", "the roofer", "the handyman", "the electrician"],
    "VDOG": [
        "jack russell",
        "staffy",
        "cavoodle",
        "border collie",
        "sausage dog",
        "labrador",
        "king charles spaniel",
    ],
    "VSERVICE": [
        "deep clean",
        "oven clean",
        "gutter clean",
        "boiler service",
        "dog walk",
        "airport ride",
        "grocery order",
        "parking booking",
        "bathroom tap",
        "flat pack wardrobe",
    ],
    "VCITY": [
        "manchester",
        "belfast",
        "limerick",
        "houston",
        "perth",
        "brisbane",
        "dunedin",
        "tauranga",
        "pretoria",
        "edinburgh",
        "sydney",
        "cork",
        "auckland",
        "durban",
    ],
    "VQTY": ["two", "three", "four", "six", "ten", "twenty", "a couple of"],
}
BEN_CHAT: Final[list[str]] = [
    "is {PLAN} worth it if i only order on weekends?",
    "{DRIVER} was 25 min late and i still got charged the {PRICE} surge 😤",
    "do you deliver {FOOD} to {PLACE}?",
    "anything near King George Square that does {DISH} after {TIME}?",
    "do you cover {PLACE} for a {SERVICE}",
    "my {DOG} hates other dogs, can the sitter do solo walks only",
    "app says {ERR} every time i try to pay 🙄",
    "gave {DRIVER} {RATING}, the car was spotless, a {CAR} with the seats down for my bags",
    "can i tip {DRIVER} after the trip or only during",
    "ordered a {SIZE} {DISH} and got a {SIZE} one lol",
    "how do i chase the refund for the {DISH}, it never came",
    "whats the grace period before the host charges a late check-out fee? checkout is {TIME}",
    "is the summer menu at {FOOD} on the app yet",
    "harley-davidson parking?? does the carpark at {PLACE} take motorbikes",
    "the Porsche Cayenne that picked me up at {PLACE} was a nice surprise, is that {PLAN}?",
    "do you have cleaners in Brooklyn or just Manhattan? need a {CLEANJOB}",
    "have mercy, {PRICE} for a {SIZE} {DISH}",
    "sky tower to the airport at {TIME}, how much roughly",
    "storm warning in {CITY} - are deliveries paused tonight?",
    "can i get the {DISH} without honey, im allergic",
    "i took the liberty of rebooking the {SERVICE} for {DAY}, hope thats ok",
    "{QTY} bags of {SHOP} groceries missing from the order 😭",
    "switch me to {PLAN} please, the current one is too dear",
    "does {TRADE} bring their own products or do i buy them",
    "can the {SERVICE} be moved to {DAY} at {TIME}",
    "where do i leave a review for {ROLE}? the button is gone",
    "is {PRICE} normal for a {SERVICE} in {CITY}",
    "my cat is a {CAT} and gets anxious, can the sitter stay overnight",
    "the {CAR} couldnt fit the pram 😅 any bigger cars on {PLAN}?",
    "why is {ROLE} showing {RATING} when they were great",
    "promo code not working at {FOOD}, says {ERR}",
    "u guys do parking near {PLACE} on {DAY}?",
    "how many packs of {GOODS} can i add to one {SHOP} order lol",
    "the host says no pets but my {DOG} is tiny 🥺",
    "pls add a gate note option, {DRIVER} always gets lost",
    "{PLACE} pick up point moved? {DRIVER} waited at the old one",
    "refund went to the wrong card? it shows {PRICE} pending",
    "is the {CAR} ride cheaper on {PLAN}",
    "seller on marketplace stopped replying after i paid {PRICE} for a {ITEM}, what now",
    "rated {DRIVER} {RATING} by mistake, how do i change it",
]
BEN_VOICE: Final[list[str]] = [
    "hi um im calling about the {VSERVICE} on {VDAY} the app says pending and its been two hours",
    "yeah hi {VROLE} never turned up and i was charged {VPRICE} can someone look at that",
    "hello i booked a {VSERVICE} for {VTIME} on {VDAY} and i need to move it to the afternoon",
    "hi theres a problem with the parking at the shopping centre in {VCITY} the barrier wont lift",
    "um yes hello {VROLE} left the gate open and the dog got out she is fine now but please tell them",
    "hiya its about my order the chips were cold and the milkshake was missing can i get {VPRICE} back",
    "good morning i need {VQTY} cleaners for an end of tenancy on {VDAY} is that possible",
    "hi im just ringing to ask if you do grocery delivery in {VCITY} before {VTIME}",
    "hello the app keeps saying payment failed and i have tried {VQTY} cards",
    "yeah {VROLE} was lovely five stars please pass it on thanks bye",
    "hi i was charged a cancellation fee of {VPRICE} but {VDRIVER} cancelled not me",
    "hello could you tell me if the host allows pets my dog is a little {VDOG}",
    "hi its about the storm last night the {VSERVICE} will have to wait until {VDAY}",
    "um hi the car that came was a porsche which was nice but i booked the cheap one will i be charged {VPRICE} more",
    "hello i wanted to ask about the grace period on the rental cancellation for the place in {VCITY}",
    "hi im at the {VCITY} airport pick up zone and {VDRIVER} cant find me which door is it",
    "hello have mercy on me i locked myself out of the rental in {VCITY} and the host isnt answering",
    "yeah hi the sky was falling down with rain and {VTRADE} still came out to fix the roof legend",
    "hi calling about the harley i parked in bay nine the app says the session ended at {VTIME}",
    "hello can the {VSERVICE} be done by {VTIME} we have guests coming over",
]
BEN_EMAIL: Final[list[str]] = [
    "{GREETING},\n\nWe'd like a {CLEANJOB} every other {WEEKDAY}. Is there a discount on {PLAN}?\n\n{SIGNOFF}",
    "{GREETING},\n\nOur office near {PLACE} orders lunch from {FOOD} most days. Can we set up {PLAN} for the whole team?\n\n{SIGNOFF}",
    "Dear Sir or Madam,\n\nThe {SERVICE} booked for {DAY} was cancelled by {ROLE} at {TIME}, and we were still charged {PRICE}.\n\n{SIGNOFF}",
    "{GREETING},\n\nThe {DISH} arrived cold and the drinks were missing. Could you refund {PRICE}?\n\n{SIGNOFF}",
    "Hello,\n\nWe have a {DOG} who is nervous with strangers. Does the pet sitter do a meet and greet first?\n\n{SIGNOFF}",
    "{GREETING},\n\nI took the liberty of attaching a photo of the damage after {TRADE} moved the {APPLIANCE}.\n\n{SIGNOFF}",
    "Hi,\n\nCould you explain the {PRICE} service fee on the {SERVICE}? It wasn't on the quote.\n\n{SIGNOFF}",
    "{GREETING},\n\nThe summer menu at {FOOD} shows {DISH}, but it is never available after {TIME}.\n\n{SIGNOFF}",
    'Dear Support,\n\nWe keep getting "{ERR}" when paying on the {PLAN} plan, on both phones.\n\n{SIGNOFF}',
    "{GREETING},\n\nWe run a small café near {PLACE} and would like to join as a merchant. What are the fees in {CITY}?\n\n{SIGNOFF}",
    "Hello,\n\nAfter the storm on {DAY} our gutters are full. Can a handyman come before {TIME}?\n\n{SIGNOFF}",
    "{GREETING},\n\nThe {CAR} that turned up had no child seat although we chose the family option on {PLAN}.\n\n{SIGNOFF}",
    "Hi,\n\nIs there a grace period before the parking fine applies? I was {QTY} minutes over at {PLACE}.\n\n{SIGNOFF}",
    "{GREETING},\n\nPlease chase the refund for last week's {SERVICE}; it has been pending for {QTY} days.\n\n{SIGNOFF}",
    "Dear team,\n\nThe honey glaze on the {DISH} from {FOOD} was lovely, but {DRIVER} left it at the wrong gate.\n\n{SIGNOFF}",
    "Hello,\n\nDoes the Brooklyn loft listing allow early check-in at {TIME}? We land on {DAY}.\n\n{SIGNOFF}",
    "{GREETING},\n\nWe were at the mercy of the weather on {DAY}; please waive the {PRICE} cancellation fee.\n\n{SIGNOFF}",
    "Hi there,\n\nThe car park by the Sky Tower charged {PRICE} for one hour. The sign says less.\n\n{SIGNOFF}",
]
BEN_FORM: Final[list[str]] = [
    "Service: {SERVICE}\nDate: {DAY}\nTime: {TIME}\nPlan: {PLAN}\nNotes: please bring a ladder",
    "Order type: delivery\nRestaurant: {FOOD}\nItems: {QTY} x {DISH}\nSize: {SIZE}\nTotal: {PRICE}",
    "Issue: payment\nError shown: {ERR}\nPlan: {PLAN}\nDevice: {PHONEMODEL}\nCity: {CITY}",
    "Pet type: dog\nBreed: {DOG}\nWalks per day: 2\nService: house sitting\nStart: {DAY}",
    "Vehicle type: {CAR}\nRide option: {PLAN}\nPick-up: {PLACE}\nRating given: {RATING}",
    "Category: refund\nAmount: {PRICE}\nReason: {ROLE} did not arrive\nPreferred: original payment method",
    "Listing type: entire home\nGuests: {QTY}\nPets allowed: yes (one small {DOG})\nCheck-in: {TIME}",
    "Store: {SHOP}\nOrder status: delayed\nETA shown: {TIME}\nSubstitutions: allowed\nMissing: {GOODS} biscuits",
    "Parking zone: {PLACE}\nDuration: 2 h\nCharged: {PRICE}\nVehicle: motorbike (Harley-Davidson Street 750)",
    "Job: {SERVICE}\nTradesperson: {TRADE}\nQuote: {PRICE}\nCompleted: {DAY}\nRating: {RATING}",
    "Feedback type: compliment\nAbout: {ROLE}\nComment: went above and beyond in the storm on {DAY}",
    "Marketplace category: home\nItem: {ITEM}\nCondition: used, good\nPrice: {PRICE}\nCollection: {PLACE}",
    "Menu: summer\nDish: {DISH}\nAllergens: nuts, honey\nPrice: {PRICE}",
    "Plan change\nFrom: {PLAN}\nTo: {PLAN2}\nEffective: {DAY}\nGrace period: 7 days",
    "Delivery window: {TIMEA} to {TIMEB}\nZone: {CITY}\nCourier vehicle: e-bike\nContactless: yes",
    "Ride: airport transfer\nVehicle: Porsche Taycan (Premium)\nFare: {PRICE}\nWait time: {QTY} min",
]
BEN_QUOTED: Final[list[str]] = [
    "Still waiting on this.\n\n> Thanks for getting in touch about {ROLE}. We will call you within 24 hours.\n> Kind regards, Customer Care",
    "Yes please go ahead.\n\nOn Tue, 1 Dec 2026 at 09:12, Bookings wrote:\n> We can move your {SERVICE} to {DAY} at {TIME}. Shall we confirm?",
    "That's not what I asked.\n\n-----Original Message-----\nFrom: Billing Team\nSubject: your receipt\n\nThe {PRICE} charge is for {PLAN}.",
    "Ok, thanks.\n\n> Your {CAR} is on its way and will arrive at {TIME}.",
    "Perfect, see you then.\n\n> We have booked {TRADE} for {DAY} between {TIMEA} and {TIMEB}.\n> Home Services Team",
    "It still says {ERR}.\n\nOn Sat, 28 Nov 2026, Technical Support wrote:\n> Please update the app and try again.",
    "Great, thank you!\n\n> We have refunded {PRICE} for the missing {DISH}.\n> Support, Food Delivery",
    "Can you check again?\n\n> The host confirmed your stay for {DAY}.\n> Rentals Team",
    "Not resolved.\n\n---------- Forwarded message ---------\nFrom: Parking Operations\nSubject: session ended\n\nYour session at {PLACE} ended at {TIME}.",
    "Makes sense, thanks.\n\n> The surge of {PRICE} applied because of the storm warning in {CITY}.",
    "Tried it on the {PHONEMODEL}, no luck.\n\n> Turn location services on, then reopen the app.\n> Tier 2 Support",
    "Lovely, the sitter was great.\n\n> How was the {PETJOB} for your {DOG}? Reply with a rating.",
    "Thanks for chasing.\n\n> We have asked the host to refund the {PRICE} deposit within the grace period.",
    "Please escalate, I paid {PRICE}.\n\nOn Mon, 30 Nov 2026, Marketplace Safety wrote:\n> We have paused the listing for the {ITEM} while we look into it.",
    "Fair enough, thanks.\n\n> Motorbikes such as a Harley can park in the bays marked M at {PLACE} only.",
    "Sounds good.\n\n> The summer menu from {FOOD} goes live on {DAY}, including {DISH}.",
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
        prefix="seventh-adv",
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
        prefix="seventh-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("seventh", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
