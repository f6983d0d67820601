"""Write the eleventh held-out redaction sets, `adversarial_pii_eleventh.jsonl` and
`benign_support_eleventh.jsonl`: an eleventh blind measure, written without reading the
redactor, its tests, its data files or its output, and never run through it by its author.

    python benchmarks/data/redaction/make_eleventh.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: the worker and client support desk of a seasonal
staffing and payroll agency (candidates, placed temporary workers and client employers:
hotels, resorts, warehouses, plantations, kitchens, events and cruise crews) whose workers live
in Thailand, Malaysia, Croatia, Peru, Tanzania and Uruguay. A skeleton is a string with `{SLOT}`
placeholders and may start with a `[CC]` country tag; each message draws one persona (of that
country when tagged) with that persona's address, phone style, birth date, national number and
email, a member of agency staff, a third party (next of kin, referee, site manager, a
fraudster) and fresh digits. Every typed slot leaves a span whose offsets are computed while the
message is assembled and checked to hold the inserted value; every number that has a check
digit carries a valid one (Thai national ID, Croatian OIB, Peruvian RUC, Uruguayan cédula,
cards, IBANs, S10 numbers), and the national numbers that encode a birth date or sex (MyKad,
NIDA) agree with the persona. Every person, address, number and credential is invented.
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
    luhn_complete,
    luhn_ok,
    number_words,
    ordinal_words,
    render_untagged,
    s10_check_digit,
    write_sets,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_eleventh.jsonl"
BENIGN_FILE: Final = "benign_support_eleventh.jsonl"
ADVERSARIAL_SEED: Final = 20261211_11
BENIGN_SEED: Final = 20261211_12
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("TH", "MY", "HR", "PE", "TZ", "UY")


class Persona:
    """A worker: given and family name, the name as written in full, sex (for the national
    numbers that encode it), a nickname (Thai workers go by one) and a name in Thai script."""

    def __init__(
        self, given: str, family: str, full: str, sex: str, nick: str, script: str
    ) -> None:
        self.given, self.family, self.full, self.sex = given, family, full, sex
        self.nick, self.script = nick, script


def _p(
    given: str, family: str, sex: str, full: str | None = None, nick: str = "", script: str = ""
) -> Persona:
    full = full or f"{given} {family}"
    return Persona(given, family, full, sex, nick or given.split()[0], script or full)


# Thai (long surnames, nicknames, Thai script), Malaysian (Malay, Chinese written family name
# first, Tamil with a/p), Croatian (diacritics, a double surname), Peruvian (Quechua and
# Aymara surnames, two family names), Tanzanian (Swahili word names, a hyphenated Chagga
# surname) and Uruguayan (Basque and Italian surnames); first names that are also words or
# places: Mali (jasmine; a country), Intan (diamond), Nada (hope; "nothing"), Flor, Neema
# (grace), Baraka (blessing), Zawadi (gift), Cielo (sky; a water brand)
PERSONAS: Final[dict[str, list[Persona]]] = {
    "TH": [
        _p("Kanokwan", "Rattanathammakul", "F", nick="Ploy", script="กนกวรรณ รัตนธรรมกุล"),
        _p("Thanakorn", "Sirisombatwattana", "M", nick="Tae", script="ธนกร ศิริสมบัติวัฒนา"),
        _p("Mali", "Chaiwongkachon", "F", nick="Noina", script="มะลิ ชัยวงศ์ขจร"),
    ],
    "MY": [
        _p("Intan Nurdiyana", "Kamaruzzaman", "F"),
        _p("Kah Wai", "Chin", "M", "Chin Kah Wai"),
        _p("Thivyashini", "Maniam", "F", "Thivyashini a/p Maniam"),
    ],
    "HR": [
        _p("Dubravka", "Žuljević-Pećnik", "F"),
        _p("Krešimir", "Vukojević", "M"),
        _p("Nada", "Brčić", "F"),
    ],
    "PE": [
        _p("Flor Anyelina", "Chuquimia Apaza", "F"),
        _p("Wilber", "Ccahuana Huillca", "M"),
        _p("Killari", "Tupayachi Ttito", "F"),
    ],
    "TZ": [
        _p("Neema", "Mwakyusa", "F"),
        _p("Baraka", "Lyimo-Shirima", "M"),
        _p("Zawadi", "Kisanga", "F"),
    ],
    "UY": [
        _p("Anaclara", "Etchevarne Curbelo", "F"),
        _p("Gastón", "Mieres Ottonello", "M"),
        _p("Cielo", "Larrañaga Techera", "F"),
    ],
}
# recruiters, payroll officers, onboarding and site coordinators (Golf is a Thai nickname)
STAFF: Final[list[str]] = ["Pornthip", "Golf", "Saufi", "Kogilavani", "Marijeta", "Dražen", "Yessenia", "Rehema", "Tumaini", "Yamandú", "Sirinya", "Zrinka"]  # fmt: skip
# next of kin, referees, site managers, a fraudster posing as a recruiter
THIRD: Final[list[str]] = ["Sompong Kaewmanee", "Faridah Ismawi", "Branimir Tkalčec", "Jesusa Huarancca", "Mwanaisha Njozi", "Nery Abelenda", "Ratree Phuphaeng", "Kogul Veerappan", "Ljerka Radočaj", "Teófila Mamanchura"]  # fmt: skip
DOMAINS: Final[dict[str, list[str]]] = {
    "TH": ["hotmail.co.th", "outlook.co.th"],
    "MY": ["yahoo.com.my", "gmail.com"],
    "HR": ["net.hr", "gmail.com"],
    "PE": ["hotmail.com", "speedy.com.pe"],
    "TZ": ["gmail.com", "ymail.com"],
    "UY": ["adinet.com.uy", "vera.com.uy"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span; where the postcode comes before the town
# (Malaysia, Croatia, Uruguay) the town after it is a second ADDRESS span
ADDRESSES: Final[dict[str, list[str]]] = {
    "TH": [
        "[99/123 Moo 4, Soi Sukhumvit 71, Khlong Tan Nuea, Watthana, Bangkok] <10110>",
        "[88/2 Moo 3, Tambon Su Thep, Amphoe Mueang, Chiang Mai] <50200>",
        "[123/45 ซอยลาดพร้าว 101 แขวงคลองจั่น เขตบางกะปิ กรุงเทพฯ] <10240>",
        "[17/9 Moo 6, Tambon Rawai, Amphoe Mueang, Phuket] <83130>",
    ],
    "MY": [
        "[No. 12, Jalan SS 2/75], <47300> [Petaling Jaya, Selangor]",
        "[Unit 23-05, Menara Kiara, Jalan Kiara 3, Mont Kiara], <50480> [Kuala Lumpur]",
        "[Lot 1047, Kampung Likas], <88400> [Kota Kinabalu, Sabah]",
    ],
    "HR": [
        "[Ilica 242, 3. kat, stan 9], <10000> [Zagreb]",
        "[Ulica Ruđera Boškovića 18], <21000> [Split]",
        "[Obala kneza Branimira 9, stan 4], <23000> [Zadar]",
    ],
    "PE": [
        "[Av. José Larco 1232, dpto. 503, Miraflores, Lima] <15074>",
        "[Jr. Puno 458, Cercado, Arequipa] <04001>",
        "[Calle Tecsecocha 319, San Blas, Cusco] <08002>",
    ],
    "TZ": [
        "[Plot 114, Haile Selassie Road, Masaki, Dar es Salaam] <14111>",
        "[House No. 23, Mtaa wa Congo, Kariakoo, Dar es Salaam] <11101>",
        "[Block C, Plot 7, Njiro, Arusha] <23106>",
    ],
    "UY": [
        "[Bv. Artigas 1543, apto 802, Pocitos], <11300> [Montevideo]",
        "[Juan Paullier 2271, apto 3], <11200> [Montevideo]",
        "[Rambla Williman, Parada 5, Edificio Tiburón, apto 1201], <20100> [Punta del Este, Maldonado]",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")
THAI_SCRIPT: Final = re.compile(r"[\u0e00-\u0e7f]")

# '#' is a digit 2-9, anything else literal
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "TH": ["08#-###-####", "+66 8# ### ####", "02-###-####", "+66 (0)9#-###-####"],
    "MY": ["012-### ####", "+60 1#-### ####", "+60 3-2### ####", "011-#### ####"],
    "HR": ["091 ### ####", "+385 9# ### ####", "+385 1 4## ####", "098/###-###"],
    "PE": ["9## ### ###", "+51 9## ### ###", "(01) 4##-####", "+51 1 2## ####"],
    "TZ": ["0754 ### ###", "+255 7## ### ###", "+255 (0)713 ### ###", "0688-######"],
    "UY": ["099 ### ###", "+598 9# ### ###", "2### ####", "+598 2### ####"],
}
# the local form spoken in voice messages
SPOKEN_PHONE: Final[dict[str, str]] = {
    "TH": "08########",
    "MY": "01########",
    "HR": "09########",
    "PE": "9########",
    "TZ": "07########",
    "UY": "09#######",
}
SPANISH_DIGITS: Final = "cero uno dos tres cuatro cinco seis siete ocho nueve".split()
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "TH": ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"],
    "MY": ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober", "November", "Disember"],
    "HR": ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna", "listopada", "studenoga", "prosinca"],
    "PE": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"],
    "TZ": ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba", "Oktoba", "Novemba", "Desemba"],
    "UY": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"],
}  # fmt: skip
# Visa, Mastercard (51, 55, 2221), Amex, JCB, UnionPay (16 and 19), Diners (14)
LUHN_PREFIXES: Final = ["4", "51", "55", "2221", "34", "37", "3528", "62", "36"]
PASSWORD_WORDS: Final = ["Somtam", "Rendang", "Fritule", "Anticucho", "Mandazi", "Chivito", "Ceviche", "Pasticada"]  # fmt: skip
ALNUM: Final = string.ascii_uppercase + string.digits
ID_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
IBAN_COUNTRIES: Final = ("HR", "SI", "MT")
# Malaysian place-of-birth codes (Selangor, Kuala Lumpur, Sabah, Johor, Penang, Perak)
MYKAD_PLACES: Final = ("10", "14", "12", "01", "07", "08")
RUC_WEIGHTS: Final = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
UY_WEIGHTS: Final = (2, 9, 8, 7, 6, 3, 4)


# --------------------------------------------------------------------------- check digits


def thai_id_digit(body: str) -> str:
    """The 13th digit of a Thai national ID (weights 13 down to 2, mod 11)."""
    total = sum(int(c) * (13 - i) for i, c in enumerate(body))
    return str((11 - total % 11) % 10)


def oib_digit(body: str) -> str:
    """The 11th digit of a Croatian OIB (ISO 7064 MOD 11,10)."""
    a = 10
    for c in body:
        a = (a + int(c)) % 10 or 10
        a = a * 2 % 11
    return str((11 - a) % 10)


def ruc_digit(body: str) -> str:
    """The 11th digit of a Peruvian RUC (weights 5432765432, mod 11; 10 -> 0, 11 -> 1)."""
    r = 11 - sum(int(c) * w for c, w in zip(body, RUC_WEIGHTS, strict=True)) % 11
    return {10: "0", 11: "1"}.get(r, str(r))


def uy_digit(body: str) -> str:
    """The check digit of a Uruguayan cédula (seven digits, weights 2987634, mod 10)."""
    return str(-sum(int(c) * w for c, w in zip(body.zfill(7), UY_WEIGHTS, strict=True)) % 10)


def valid_national_id(value: str, country: str) -> bool:
    raw = re.sub(r"\D", "", value)
    if country == "TH":
        return len(raw) == 13 and thai_id_digit(raw[:12]) == raw[12]
    if country == "HR":
        return len(raw) == 11 and oib_digit(raw[:10]) == raw[10]
    if country == "PE":
        return len(raw) == 8 or (len(raw) == 11 and ruc_digit(raw[:10]) == raw[10])
    if country == "UY":
        return uy_digit(raw[:-1]) == raw[-1]
    if country == "MY":
        return len(raw) == 12
    return country == "TZ" and len(raw) == 20


# --------------------------------------------------------------------------- spoken values


def year_words(y: int) -> str:
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + ("" if rest == 0 else f" and {number_words(rest)}")
    hi, lo = divmod(y, 100)
    return f"{number_words(hi)} {'oh ' + UNITS[lo] if lo < 10 else number_words(lo)}"


def ascii_fold(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.replace("đ", "dj").replace("Đ", "Dj"))
    return folded.encode("ascii", "ignore").decode()


def spoken_code(value: str, words: list[str] = UNITS) -> str:
    """A number or code read out: digits as words one by one, letters lower case."""
    return " ".join(
        words[int(c)] if c.isdigit() else c.lower() for c in ascii_fold(value) if c.isalnum()
    )


def ascii_name(part: str) -> str:
    return re.sub(r"[^a-z]", "", ascii_fold(part).lower())


def spelled(part: str) -> str:
    """The last word of a name spelled letter by letter ('k i s a n g a')."""
    return " ".join(ascii_name(re.split(r"[ -]", part)[-1]))


def spoken_address(value: str) -> str:
    """An address as voice-to-text writes it: lower case ASCII, no punctuation, short numbers
    as words and longer ones digit by digit."""
    text = re.sub(r"[^\w\s]", " ", ascii_fold(value).lower())

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
    national number and email domain; a staff member, a third party and fresh digits."""

    def __init__(self, rng: random.Random, index: int, country: str | None) -> None:
        self.rng = rng
        self.index = index
        self.country = country or COUNTRIES[(index * 5 + 1) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.person = people[(index // len(COUNTRIES) + index) % len(people)]
        places = ADDRESSES[self.country]
        self.address = places[(index * 5 + 2) % len(places)]
        self.staff = STAFF[(index * 7 + 3) % len(STAFF)]
        self.third = THIRD[(index * 3 + 1) % len(THIRD)]
        domains = DOMAINS[self.country]
        self.domain = domains[index % len(domains)]
        self.birth = (rng.randint(1958, 2006), rng.randint(1, 12), rng.randint(1, 28))
        self.dni = str(rng.randint(10, 79)) + digits(rng, 6)

    # ---- random pieces

    def digits(self, n: int) -> str:
        return digits(self.rng, n)

    def letters(self, n: int, alphabet: str = string.ascii_uppercase) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def pick(self, options: list[str]) -> str:
        return self.rng.choice(options)

    def local(self) -> str:
        f = ascii_name(self.person.given.split()[0])
        s = ascii_name(self.person.family.split()[0])
        y = str(self.birth[0])[2:]
        return self.pick([f"{f}.{s}", f"{f}{s}{y}", f"{f[0]}{s}", f"{s}.{f}{y}", f"{f}_{s}"])

    # ---- contact values

    def phone(self) -> str:
        formats = PHONE_FORMATS[self.country]
        fmt = formats[(self.index // 2) % len(formats)]
        return "".join(self.rng.choice("23456789") if c == "#" else c for c in fmt)

    def spoken_phone(self) -> str:
        fmt = SPOKEN_PHONE[self.country]
        number = "".join(self.rng.choice("0123456789") if c == "#" else c for c in fmt)
        if self.country in ("PE", "UY") and self.index % 2:
            return spoken_code(number, SPANISH_DIGITS)
        return spoken_code(number)

    def email(self) -> str:
        return f"{self.local()}@{self.domain}"

    def obfuscated_email(self) -> str:
        local, (host, _, tld) = self.local(), self.domain.partition(".")
        by_country = {
            "HR": f"{local} majmunče {host} točka {tld.replace('.', ' točka ')}",
            "PE": f"{local} arroba {host} punto {tld.replace('.', ' punto ')}",
            "UY": f"{local} arroba {host} punto {tld.replace('.', ' punto ')}",
            "TH": f"{local} แอท {host} ดอท {tld.replace('.', ' ดอท ')}",
        }
        styles = [
            f"{local} at {host} dot {tld.replace('.', ' dot ')}",
            f"{local} [@] {host} [.] {tld.replace('.', ' [.] ')}",
            f"{local}(at){self.domain}",
            f"{local} @ {self.domain}",
            f"{local.upper()}@{self.domain.upper()}",
            f"{local}@@{self.domain}",
        ]
        if self.country in by_country and self.index % 3 != 2:
            return by_country[self.country]
        return styles[self.index % len(styles)]

    def spoken_email(self) -> str:
        f = ascii_name(self.person.given.split()[0])
        s = ascii_name(self.person.family.split()[0])
        host, _, tld = self.domain.partition(".")
        if self.country in ("PE", "UY"):
            return f"{f} punto {s} arroba {host} punto {tld.replace('.', ' punto ')}"
        return f"{f} dot {s} at {host} dot {tld.replace('.', ' dot ')}"

    # ---- birth dates

    def dob(self) -> str:
        y, m, d = self.birth
        local = LOCAL_MONTHS[self.country][m - 1]
        styles = {
            # Thai dates are often in the Buddhist era (CE + 543)
            "TH": [f"{d:02d}/{m:02d}/{y + 543}", f"{d} {local} {y + 543}", f"{d:02d}/{m:02d}/{y}"],
            "MY": [f"{d:02d}/{m:02d}/{y}", f"{d} {local} {y}", f"{d:02d}-{m:02d}-{y}"],
            "HR": [f"{d}. {m}. {y}", f"{d:02d}.{m:02d}.{y}", f"{d}. {local} {y}"],
            "PE": [f"{d:02d}/{m:02d}/{y}", f"{d} de {local} de {y}", f"{d}/{m}/{y % 100:02d}"],
            "TZ": [f"{d:02d}/{m:02d}/{y}", f"{d} {local} {y}", f"{ordinal(d)} {MONTHS[m - 1]} {y}"],
            "UY": [
                f"{d:02d}/{m:02d}/{y}",
                f"{d} de {local} de {y}",
                f"{d:02d}-{m:02d}-{y % 100:02d}",
            ],
        }[self.country]
        return self.pick(styles)

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.country in ("MY", "TZ"):
            return f"{month} {ordinal_words(d)} {year_words(y)}"
        return f"the {ordinal_words(d)} of {month} {year_words(y)}"

    # ---- national numbers (each agrees with the persona's birth date and sex)

    def thai_id(self) -> str:
        body = self.pick(["1", "3", "1", "2"]) + self.digits(11)
        n = body + thai_id_digit(body)
        return self.pick(
            [
                f"{n[0]} {n[1:5]} {n[5:10]} {n[10:12]} {n[12]}",
                f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}",
                n,
            ]
        )

    def mykad(self) -> str:
        y, m, d = self.birth
        last = self.pick(list("13579" if self.person.sex == "M" else "02468"))
        n = f"{y % 100:02d}{m:02d}{d:02d}", self.pick(list(MYKAD_PLACES)), self.digits(3) + last
        return self.pick(["-".join(n), "".join(n), " ".join(n)])

    def oib(self) -> str:
        body = self.rng.choice("123456789") + self.digits(9)
        return body + oib_digit(body)

    def ruc(self) -> str:
        body = "10" + self.dni
        return body + ruc_digit(body)

    def nida(self) -> str:
        y, m, d = self.birth
        n = f"{y}{m:02d}{d:02d}", self.digits(5), self.digits(5), self.digits(2)
        return self.pick(["-".join(n), "".join(n)])

    def cedula_uy(self) -> str:
        body = str(self.rng.randint(1_500_000, 6_499_999))
        check = uy_digit(body)
        dotted = f"{body[0]}.{body[1:4]}.{body[4:]}"
        return self.pick([f"{dotted}-{check}", f"{body}-{check}", f"{body}{check}"])

    def national_id(self) -> str:
        return {
            "TH": self.thai_id,
            "MY": self.mykad,
            "HR": self.oib,
            "PE": lambda: self.pick([self.dni, self.ruc()]),
            "TZ": self.nida,
            "UY": self.cedula_uy,
        }[self.country]()

    # ---- bank details

    def account(self) -> str:
        """The persona's account number in its country's domestic form (a Croatian one is an
        IBAN)."""
        c = self.country
        if c == "TH":
            return f"{self.digits(3)}-{self.digits(1)}-{self.digits(5)}-{self.digits(1)}"
        if c == "MY":
            return self.pick(
                [
                    f"5{self.digits(11)}",
                    f"{self.digits(4)} {self.digits(4)} {self.digits(4)}",
                    f"8{self.digits(9)}",
                ]
            )
        if c == "PE":
            return self.pick(
                [
                    f"191-{self.digits(8)}-0-{self.digits(2)}",
                    f"002{self.digits(17)}",
                    f"{self.digits(3)}-{self.digits(10)}",
                ]
            )
        if c == "TZ":
            return self.pick(
                [
                    f"015{self.digits(10)}",
                    f"{self.digits(2)}{self.digits(9)}",
                    f"0{self.digits(3)} {self.digits(4)} {self.digits(5)}",
                ]
            )
        if c == "UY":
            return self.pick(
                [
                    f"00{self.digits(7)}-{self.digits(5)}",
                    f"{self.digits(9)}",
                    f"CA {self.digits(7)}",
                ]
            )
        return self.grouped(self.iban("HR"))

    def iban(self, country: str | None = None) -> str:
        cc = country or (self.country if self.country == "HR" else self.pick(list(IBAN_COUNTRIES)))
        if cc == "HR":
            bban = self.pick(["2360000", "2340009", "2484008", "2402006", "2500009"]) + self.digits(
                10
            )
        elif cc == "SI":
            bban = self.pick(["02", "19", "10", "05"]) + self.digits(13)
        else:
            bban = (
                self.pick(["MALT", "VALL", "APSB", "BOVM"])
                + self.digits(5)
                + self.letters(4, ALNUM)
                + self.digits(14)
            )
        return iban_from_bban(cc, bban)

    def grouped(self, iban: str) -> str:
        return " ".join(iban[k : k + 4] for k in range(0, len(iban), 4))

    def odd_iban(self) -> str:
        i = self.iban()
        return self.pick([i, i.lower(), "-".join(i[k : k + 4] for k in range(0, len(i), 4))])

    def broken_iban(self) -> str:
        groups = self.grouped(self.iban()).split()
        return " ".join(groups[:2]) + "\n" + " ".join(groups[2:])

    # ---- cards

    def card(self) -> str:
        prefix = self.pick(LUHN_PREFIXES)
        length = {"34": 15, "37": 15, "36": 14, "62": self.pick([16, 19])}.get(prefix, 16)
        return luhn_complete(prefix, int(length), self.rng)

    def grouped_card(self) -> str:
        c = self.card()
        if len(c) in (14, 15):
            return self.pick([f"{c[:4]} {c[4:10]} {c[10:]}", c])
        return self.pick([" ".join(c[i : i + 4] for i in range(0, len(c), 4)), c])

    def odd_card(self) -> str:
        c = self.card()
        layout = self.rng.randrange(5)
        if layout == 0:
            return " : ".join(c[i : i + 4] for i in range(0, len(c), 4))
        if layout == 1:
            return "--".join(c[i : i + 4] for i in range(0, len(c), 4))
        if layout == 2:
            return "+".join(c[i : i + 4] for i in range(0, len(c), 4))
        if layout == 3:
            return f"{c[:3]} {c[3:6]} {c[6:9]} {c[9:12]} {c[12:]}"
        return f"{c[:8]}  {c[8:]}"

    def broken_card(self) -> str:
        c = self.card()
        return f"{c[:4]} {c[4:8]} {c[8:12]}\n{c[12:]}"

    def spoken_card(self) -> str:
        c = self.card()
        return " ".join(spoken_code(c[i : i + 4]) for i in range(0, len(c), 4))

    def s10(self) -> str:
        serial = self.digits(8)
        prefix = self.pick(["RR", "EE", "RB", "CP", "EF", "LY"])
        return f"{prefix}{serial}{s10_check_digit(serial)}{self.country}"

    # ---- every other slot

    def value(self, slot: str) -> tuple[str, str | None]:
        maker = self.makers().get(slot)
        if maker is None:
            raise KeyError(slot)
        return maker()

    def makers(self) -> dict[str, Callable[[], tuple[str, str | None]]]:
        p, rng = self.person, self.rng
        voice_name = " ".join(
            ascii_name(w) for w in p.full.replace("-", " ").replace("/", " ").split()
        )
        hex_chars = "abcdef0123456789"
        return {
            # ---- people
            "NAME": lambda: (p.full, "PERSON"),
            "FIRST": lambda: (p.given, "PERSON"),
            "LAST": lambda: (p.family, "PERSON"),
            "NICK": lambda: (p.nick, "PERSON"),
            "THAI": lambda: (p.script, "PERSON"),
            "LNAME": lambda: (p.full.lower(), "PERSON"),
            "LFIRST": lambda: (p.given.lower(), "PERSON"),
            "UPLAST": lambda: (p.family.upper(), "PERSON"),
            "UPNAME": lambda: (p.full.upper(), "PERSON"),
            "INIT": lambda: (f"{p.given[0]}. {p.family}", "PERSON"),
            "VNAME": lambda: (voice_name, "PERSON"),
            "VFIRST": lambda: (" ".join(ascii_name(w) for w in p.given.split()), "PERSON"),
            "SPELL": lambda: (spelled(p.family), "PERSON"),
            "STAFF": lambda: (self.staff, "PERSON"),
            "LSTAFF": lambda: (ascii_name(self.staff), "PERSON"),
            "THIRD": lambda: (self.third, "PERSON"),
            "LTHIRD": lambda: (" ".join(ascii_name(w) for w in self.third.split()), "PERSON"),
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
            "DNI": lambda: (self.dni, "SSN"),
            "RUC": lambda: (self.ruc(), "SSN"),
            # ---- bank details
            "ACCT": lambda: (self.account(), "IBAN" if self.country == "HR" else "BANK_ACCOUNT"),
            "IBAN": lambda: (self.grouped(self.iban()), "IBAN"),
            "IBANC": lambda: (self.odd_iban(), "IBAN"),
            "IBANNL": lambda: (self.broken_iban(), "IBAN"),
            "CARD": lambda: (self.grouped_card(), "CARD"),
            "CARDX": lambda: (self.odd_card(), "CARD"),
            "CARDNL": lambda: (self.broken_card(), "CARD"),
            "VCARD": lambda: (self.spoken_card(), "CARD"),
            # ---- worker ids after a cue
            "WID": lambda: (
                self.pick(
                    [
                        f"WK-{self.country}-{self.digits(6)}",
                        f"W{self.digits(7)}",
                        f"{self.letters(3)}{self.digits(5)}",
                    ]
                ),
                "CUSTOMER_ID",
            ),
            "CAND": lambda: (
                self.pick(
                    [f"CAND-{self.digits(5)}", f"C{self.letters(2, ID_CHARS)}-{self.digits(4)}"]
                ),
                "CUSTOMER_ID",
            ),
            "PAYNO": lambda: (f"PR{self.digits(2)}/{self.digits(5)}", "CUSTOMER_ID"),
            "VWID": lambda: (spoken_code(f"W{self.digits(7)}"), "CUSTOMER_ID"),
            # ---- tracking
            "TRK": lambda: (self.s10(), "TRACKING"),
            "TRK2": lambda: (
                self.pick(
                    [
                        f"KEX{self.digits(12)}",
                        f"NVMY{self.letters(4, ALNUM)}{self.digits(8)}",
                        f"JT{self.digits(13)}",
                        f"{self.digits(10)}",
                    ]
                ),
                "TRACKING",
            ),
            # ---- network and secrets
            "IP": lambda: (
                f"{rng.choice([27, 49, 58, 93, 110, 161, 179, 190, 197, 200])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            ),
            "OTP": lambda: (self.digits(rng.choice([4, 6, 6])), "SECRET"),
            "VOTP": lambda: (spoken_code(self.digits(6)), "SECRET"),
            "PIN": lambda: (self.digits(rng.choice([4, 6])), "SECRET"),
            "PASS": lambda: (
                f"{self.pick(PASSWORD_WORDS)}{self.pick(['!', '#', '_', '$', '*'])}{self.digits(rng.randint(2, 4))}{self.pick(['', 'x', 'Qq'])}",
                "SECRET",
            ),
            "APIKEY": lambda: (
                self.pick(
                    [
                        f"shb_live_{self.letters(26, string.ascii_letters + string.digits)}",
                        f"tms-sk-{self.letters(10, hex_chars)}-{self.letters(14, hex_chars)}",
                        f"rsk.{self.letters(30, string.ascii_letters + string.digits)}",
                    ]
                ),
                "SECRET",
            ),
        }

    # ---- addresses

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `lines` (each comma a line break), `lower` (one line, lower case) or `voice` (spoken;
        an address in Thai script is replaced by the country's first)."""
        text = self.address
        if layout == "voice" and THAI_SCRIPT.search(text):
            text = ADDRESSES[self.country][0]
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
                built.add(spoken_address(street) if layout == "voice" else street, "ADDRESS")
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


def ordinal(d: int) -> str:
    return f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


SLOT: Final = re.compile(r"\{([A-Z0-9]+)\}")
TAG: Final = re.compile(r"^\[([A-Z]{2})\] ")
ADDRESS_SLOTS: Final = {"ADDR": "line", "ADDRNL": "lines", "LADDR": "lower", "VADDR": "voice"}


def render(skeleton: str, ctx: Ctx) -> tuple[str, list[Span]]:
    """Fill a skeleton (without its country tag), computing every span from the piece inserted,
    and check every card, IBAN and written national number."""
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
        if span["type"] in ("IBAN",) or (span["type"] == "BANK_ACCOUNT" and piece.startswith("HR")):
            assert iban_ok(piece), piece
        if span["type"] == "SSN" and re.search(r"\d", piece):
            assert valid_national_id(piece, ctx.country), (piece, ctx.country)
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "[TH] สวัสดีค่ะ khun {STAFF}, payslip for the Phuket resort shows the wrong ID {NATID}, it's {NICK} from housekeeping",
    "[TH] hi its {LNAME}, my salary goes to Kasikorn acc {ACCT} not the SCB one pls",
    "[TH] {THAI} here, born {DOB}, the SSO form was rejected 🙏",
    "[TH] the otp {OTP} never came to {PHONE}, cant open the timesheet app",
    "[MY] salam, Puan {FIRST} here, IC no {NATID}, EPF statement not updated since Ogos",
    "[MY] boss pls bank in to Maybank {ACCT}, the old CIMB one closed. tq - {INIT}",
    "[MY] hi {STAFF}!! the TAC was {PIN} and now the portal locked me out 😭 {EMAIL}",
    "[MY] {LNAME} here, uniform parcel {TRK2} says delivered but tak sampai",
    "[HR] bok, {NAME} ovdje, OIB {NATID}, trebam potvrdu o plaći za kredit",
    "[HR] pls change my IBAN to {IBANC} before the regres is paid, {FIRST}",
    "[HR] dobar dan, {LFIRST} {LAST} - my new address is {ADDR}, the contract went to the old one",
    "[HR] nazovite me na {PHONE} oko smjene u Hvaru, hvala! {UPNAME}",
    "[PE] hola, soy {NAME}, DNI {DNI}, no me llega la boleta de pago",
    "[PE] buenas, mi RUC es {RUC} para el recibo por honorarios, cuenta BCP {ACCT}",
    "[PE] {LFIRST} aquí 👋 mi nuevo correo es {OEMAIL}, el anterior lo hackearon",
    "[PE] the card {CARDX} was charged for the medical check I was told was free, {NAME}",
    "[TZ] habari {STAFF}, nimepata kazi Zanzibar? my NIDA {NATID}, {NAME}",
    "[TZ] mshahara haujaingia, CRDB account {ACCT}, namba yangu {PHONE}",
    "[TZ] hi its {LNAME} born {DOB}, the lodge needs my birth cert copy?",
    "[TZ] Bi. {FIRST} here, send the contract to {EMAIL} pls, asante",
    "[UY] hola! {NAME}, cédula {NATID}, no me depositaron el aguinaldo",
    "[UY] che {STAFF}, la cuenta BROU es {ACCT}, a nombre de {UPNAME}",
    "[UY] buenas, soy {LFIRST}, me mudé a {LADDR}",
    "worker id {WID} - shift swap ok? ask {STAFF} 🙏",
    "candidate no {CAND}, interview moved, call me {PHONE} after 6",
    "my next of kin changed to {THIRD}, phone {PHONE}",
    "someone logged in to my worker account from {IP} at 3am, not me!! id {WID}",
    "a recruiter called {THIRD} asked me to pay a deposit to card {CARD}, is that you??",
    "pls resend the offer letter, password for the pdf was {PASS} and it says wrong",
    "Card {CARDX} is for the uniform deposit refund, {FIRST} (cvv on request lol)",
    "hi, {NAME} here, payroll no. {PAYNO}, overtime for sunday missing",
    "referee for my application: {THIRD}, she was my supervisor in the kitchen",
    "tracking {TRK} for my ID badge, nothing since friday - {INIT}",
    "the timesheet integration key {APIKEY} got pasted in the group chat, pls rotate it",
]
ADV_VOICE: Final[list[str]] = [
    "[TH] hello this is {VNAME} calling about my salary my number is {VPHONE} please call back",
    "[TH] hi my surname is {SPELL} and the payslip has it wrong",
    "[MY] hi its {VFIRST} my ic number is {VNATID} for the epf form",
    "[MY] hello my date of birth is {VDOB} and the system shows a different one",
    "[HR] hello its {VNAME} from {VADDR} the contract went to my old flat",
    "[HR] yes hi my oib is {VNATID} i need a payslip for the bank",
    "[PE] hola hi its {VNAME} mi celular es {VPHONE} for the interview",
    "[PE] hi my email is {VEMAIL} the offer letter never came",
    "[TZ] hello my name is {VNAME} that is {SPELL} i am calling about the lodge job",
    "[TZ] hi my postcode is {VPC} and the uniform never arrived",
    "[UY] hola its {VFIRST} my cedula is {VNATID} for the aguinaldo",
    "[UY] hi its {VNAME} i live at {VADDR} the badge went somewhere else",
    "the code you sent me was {VOTP} and the app says expired",
    "hi its {VFIRST} the card number is {VCARD} for the deposit refund",
    "hello i spoke to {LSTAFF} last week about my next of kin {LTHIRD} please update it",
    "hi my worker id is {VWID} and i was born {VDOB} the shift roster is empty",
]
ADV_EMAIL: Final[list[str]] = [
    "[TH] Dear HR team,\n\nPlease update my bank account to {ACCT} (Kasikornbank). ID card: {NATID}.\n\nBest regards,\n{NAME}\n{PHONE}",
    "[TH] สวัสดีค่ะ\n\nI am {THAI} ({NAME}), born {DOB}. The contract for the Krabi resort has my old address.\n\nขอบคุณค่ะ\n{NICK}\n{ADDRNL}",
    "[MY] Hi {STAFF},\n\nAttached my IC {NATID} for the EPF registration. Salary to {ACCT} please.\n\nTerima kasih,\n{NAME}\n{PHONE}",
    "[MY] Dear Sir/Madam,\n\nKindly send the offer letter to my new address:\n{ADDRNL}\n\nThank you,\n{INIT}",
    "[HR] Poštovani,\n\nmolim potvrdu o zaposlenju. OIB: {NATID}, datum rođenja {DOB}.\n\nLijep pozdrav,\n{NAME}\n{PHONE}",
    "[HR] Hello,\n\nThe July wage went to my old account. New IBAN:\n{IBANNL}\n\nHvala,\n{NAME}\n{ADDR}",
    "[PE] Estimados,\n\nAdjunto mi DNI {DNI} y RUC {RUC} para el contrato de temporada.\n\nSaludos,\n{NAME}\n{PHONE}",
    "[PE] Hola {STAFF},\n\nMi dirección nueva es {ADDR}. Nací el {DOB}.\n\nGracias,\n{FIRST}",
    "[TZ] Dear Agency,\n\nI accepted the lodge job. NIDA: {NATID}. Salary account {ACCT}.\n\nAsante sana,\n{NAME}\n{PHONE}",
    "[TZ] Habari,\n\nPlease send the flight ticket to {EMAIL}. My address is {ADDR}.\n\nKind regards,\n{NAME}",
    "[UY] Hola,\n\nPara la liquidación: cédula {NATID}, cuenta {ACCT}.\n\nAbrazo,\n{NAME}\n{PHONE}",
    "[UY] Buenas {STAFF},\n\nCambié de correo, ahora es {OEMAIL}.\n\nSaludos,\n{UPNAME}",
    "Hi {STAFF},\n\nThanks for the call. The card for the visa fee is {CARD}, expiry 08/29.\n\nBest,\n{FIRST}",
    "Dear Payroll,\n\nMy emergency contact is now {THIRD}, {PHONE}. Worker id {WID}. Wages for the Malta contract to {IBANC} please.\n\nRegards,\n{NAME}",
    "Hello,\n\nI can't log in with {EMAIL} and the password {PASS}. Last login came from {IP}.\n\nThanks,\n{INIT}",
    "Hi team,\n\nOur hotel's timesheet sync uses the key {APIKEY}; it leaked in a support ticket. Our server is {IP}.\n\nRegards,\n{NAME}\nHR Manager\n{PHONE}",
    "Hello,\n\nThe deposit was taken twice from {CARDNL}. Please refund.\n\nThank you,\n{NAME}\n{OEMAIL}",
]
ADV_FORM: Final[list[str]] = [
    "[TH] Name: {NAME}\nชื่อ: {THAI}\nNickname: {NICK}\nID card no.: {NATID}\nDate of birth: {DOB}\nMobile: {PHONE}",
    "[TH] Worker registration\nFull name: {UPNAME}\nAddress: {ADDR}\nBank account: {ACCT}\nEmail: {EMAIL}",
    "[MY] Nama: {NAME}\nNo. K/P: {NATID}\nTarikh lahir: {DOB}\nAlamat:\n{ADDRNL}\nNo. akaun: {ACCT}",
    "[MY] Candidate no.: {CAND}\nName: {UPNAME}\nIC: {NATID}\nPhone: {PHONE}\nEmail: {OEMAIL}",
    "[HR] Ime: {FIRST}\nPrezime: {LAST}\nOIB: {NATID}\nDatum rođenja: {DOB}\nIBAN: {IBAN}\nMobitel: {PHONE}",
    "[HR] Prijava za sezonu\nIme i prezime: {UPLAST}, {FIRST}\nAdresa: {ADDR}\nE-mail: {OEMAIL}",
    "[PE] Nombres: {FIRST}\nApellidos: {LAST}\nDNI: {DNI}\nFecha de nacimiento: {DOB}\nCelular: {PHONE}\nCuenta: {ACCT}",
    "[PE] Ficha de postulante\nPostulante: {NAME}\nRUC: {RUC}\nDirección: {ADDR}\nCorreo: {OEMAIL}",
    "[TZ] Jina: {NAME}\nNIDA: {NATID}\nTarehe ya kuzaliwa: {DOB}\nSimu: {PHONE}\nAkaunti: {ACCT}",
    "[TZ] Next of kin form\nWorker: {NAME}\nNext of kin: {THIRD}\nPhone: {PHONE}\nAddress: {ADDR}",
    "[UY] Nombre: {NAME}\nCédula: {NATID}\nFecha de nacimiento: {DOB}\nDomicilio:\n{ADDRNL}",
    "[UY] Datos bancarios\nTitular: {UPNAME}\nCuenta: {ACCT}\nCelular: {PHONE}",
    "Security alert\nWorker ID: {WID}\nLogin from IP: {IP}\nOne-time code sent: {OTP}\nEmail: {EMAIL}",
    "Uniform order\nCourier: Ninja Van\nTracking: {TRK2}\nDeliver to: {NAME}\n{ADDRNL}",
    "Client integration\nClient: Marlin Bay Resort\nAPI key: {APIKEY}\nAllowed IP: {IP}\nContact: {NAME}",
    "Deposit refund\nPayroll no.: {PAYNO}\nCard: {CARDX}\nIBAN: {IBAN}\nLocker PIN: {PIN}\nName: {NAME}",
    "Reference check\nCandidate: {NAME}\nReferee: {THIRD}\nReferee phone: {PHONE}\nCandidate no.: {CAND}",
]
ADV_QUOTED: Final[list[str]] = [
    "[TH] Here it is.\n\n> Please confirm your ID card number and date of birth.\n\n{NATID}\n{DOB}",
    "[TH] ขอบคุณค่ะ {STAFF}!\n\n> Your uniform was sent with Thailand Post, tracking {TRK}.\n> Address: {ADDR}",
    "[MY] Ok noted.\n\n-----Original Message-----\nFrom: {NAME}\nSent: 30 November 2026\nSubject: gaji\n\nAkaun {ACCT}, telefon {PHONE}.",
    "[MY] Below.\n\n> Kindly reply with your IC and EPF details.\n\n{NATID}\n{INIT}",
    "[HR] Evo.\n\n> Molimo pošaljite IBAN i OIB.\n\n{IBAN}\n{NATID}\n{NAME}",
    "[HR] Ispod.\n\n-----Original Message-----\nFrom: {UPLAST} {FIRST}\nSent: 29. studenoga 2026.\nSubject: plaća\n\nIBAN {IBANNL}",
    "[PE] Ahí va.\n\nEl 30/11/2026 a las 10:15, Atención al Trabajador escribió:\n> ¿Nos confirmas tu DNI y un teléfono?\n\n{DNI} - {PHONE}",
    "[PE] Listo.\n\nEl lun, 30 nov 2026 a las 09:12, {STAFF} escribió:\n> Hola {FIRST}, ¿a qué tarjeta devolvemos el depósito?\n\n{CARD}",
    "[TZ] Asante {STAFF}.\n\n> Your contract was sent to {EMAIL}.\n> NIDA on file: {NATID}",
    "[TZ] Yes correct.\n\nOn Mon, 30 Nov 2026 at 14:22, Worker Support wrote:\n> Is the worker {NAME}, born {DOB}?",
    "[UY] Reenvío.\n\n---------- Forwarded message ---------\nFrom: {NAME} <{EMAIL}>\nDate: lun, 30 nov 2026\nSubject: aguinaldo\n\nCédula {NATID}.",
    "[UY] No es mío!\n\n> Registramos un nuevo correo: {EMAIL}\n\nEl mío es {OEMAIL}. {FIRST}",
    "Still nothing.\n\nOn Tue, 1 Dec 2026 at 10:04, Onboarding Team wrote:\n> Hi {FIRST}, your badge was posted, tracking {TRK}.",
    "Begin forwarded message:\n\nFrom: {THIRD}\nSubject: job offer Dubai\n\n> Send the code {OTP} to confirm your placement\n\nI did, and paid with {CARDX}. Call me on {PHONE}, {FIRST}",
    "> Can you confirm the date of birth on your application?\n\n{DOB}. And the name is {LNAME}, all lower case on the form.",
    "Done.\n\n> Please reply with your worker id and the account for the refund.\n\n{WID}\n{ACCT}\n{NAME}",
    "Here.\n\nOn Wed, 2 Dec 2026 at 08:40, {STAFF} wrote:\n> Which address and IBAN should we use?\n\n{ADDRNL}\n{IBANNL}",
]


# --------------------------------------------------------------------------- benign skeletons

# fmt: off
FILLS: Final[dict[str, list[str]]] = {
    "AMOUNT": ["฿450", "THB 1,200", "RM 85", "RM1,250", "€12,50", "45 €", "S/ 120", "S/. 35", "TSh 15,000", "TZS 250,000", "$U 1.200", "UYU 850", "USD 40"],
    "PAY": ["PromptPay", "TrueMoney", "DuitNow", "Touch 'n Go eWallet", "Boost", "KEKS Pay", "Aircash", "Yape", "Plin", "M-Pesa", "Tigo Pesa", "Airtel Money", "Prex", "Mi Dinero", "Abitab", "Redpagos"],
    "BANK": ["Kasikornbank", "SCB", "Bangkok Bank", "Krungthai", "Maybank", "CIMB", "Public Bank", "Zagrebačka banka", "PBZ", "Erste", "BCP", "Interbank", "BBVA Perú", "CRDB", "NMB", "BROU", "Itaú Uruguay"],
    "CLIENT": ["Jim Thompson", "Mr. DIY", "Marrybrown", "Secret Recipe", "Padini", "Podravka", "Franck", "Kraš", "Gloria", "Don Vittorio", "Inca Kola", "Tambo", "Azam", "the Serena", "Conaprole", "Tienda Inglesa", "Chifa Madam Tusan", "Pollería Norky's", "Konoba Kod Ante", "Mama Ntilie"],
    "SITE": ["the resort in Hvar", "the warehouse in Shah Alam", "the hotel in Phuket", "the lodge in Zanzibar", "the vineyard in Colonia", "the cruise terminal in Dubrovnik", "the kitchen in Miraflores", "the camp near Arusha", "the mall in Bukit Bintang", "the beach club in Punta del Este", "the plantation near Cameron Highlands", "the hostel in Cusco"],
    "AREA": ["Sukhumvit", "Silom", "Ari", "Thonglor", "Nimman", "Bangsar", "Mont Kiara", "Bukit Bintang", "George Town", "Trešnjevka", "Maksimir", "Bačvice", "Varoš", "Miraflores", "Barranco", "San Isidro", "Masaki", "Mikocheni", "Kariakoo", "Stone Town", "Pocitos", "Carrasco", "Ciudad Vieja", "Punta Carretas"],
    "STREET": ["Jalan Alor", "Jalan Tun Razak", "Silom Road", "Ilica", "Trg bana Jelačića", "Avenida Larco", "Jirón de la Unión", "Samora Avenue", "Nyerere Road", "Avenida 18 de Julio", "Bulevar Artigas", "Rambla Gandhi", "Ratchadamri Road"],
    "AIRPORT": ["Suvarnabhumi", "Don Mueang", "KLIA2", "Franjo Tuđman airport", "Jorge Chávez airport", "Julius Nyerere International", "Kilimanjaro airport", "Carrasco airport", "Split airport"],
    "JOB": ["barista", "line cook", "housekeeper", "forklift driver", "picker packer", "dive instructor", "tour guide", "fruit picker", "event steward", "deckhand", "waiter", "kitchen porter", "lifeguard", "night receptionist"],
    "ROLE": ["the payroll officer", "the site supervisor", "the recruiter", "the housekeeping manager", "the shift lead", "the HR team", "the onboarding team", "the head chef", "the client's manager", "the night auditor"],
    "SHIFT": ["the night shift", "the 6 to 2 shift", "the Saturday double", "the split shift", "the early breakfast shift", "the weekend rota", "the turnover day"],
    "PAYTERM": ["the SSO contribution", "EPF", "SOCSO", "EIS", "HZZO", "the prirez", "EsSalud", "the AFP", "the ONP", "NSSF", "PAYE", "the BPS", "the aguinaldo", "the gratificación", "the CTS", "the 13th month", "the regres", "the božićnica", "overtime", "the service charge"],
    "STATUS": ["pending approval", "in review", "paid", "on hold", "rejected", "awaiting client sign-off", "processing"],
    "ERR": ["Error 502", "TIMESHEET_LOCKED", "upload failed (code E-17)", "session expired", "GPS not found", "clock-in outside geofence", "Greška 404", "Error al cargar"],
    "DEVICE": ["Samsung A15", "iPhone 13", "Oppo A78", "Redmi Note 12", "Tecno Spark 10", "Huawei Y9", "Vivo Y36", "Moto G54"],
    "CODE": ["REFER500", "HVAR26", "SONGKRAN", "MERDEKA", "KARIBU10", "VERANO26", "CHEF50", "UNIFORM15"],
    "DAY": ["Monday", "Tuesday", "Friday", "the weekend", "the 25th", "payday", "Songkran", "Hari Raya", "Christmas Eve", "Saba Saba", "Carnaval", "the 15th", "Fiestas Patrias", "Loy Krathong"],
    "TIME": ["9am", "14:00", "half six", "noon", "22:30", "after lunch", "7 in the morning"],
    "QTY": ["2", "3", "a pair of", "one", "four"],
    "SIZE": ["S", "M", "L", "XL", "size 40 shoes", "size 7"],
    "UNIFORM": ["the black apron", "the polo shirt", "the chef whites", "the safety boots", "the hi-vis vest", "the name badge holder", "the mint green scrubs", "the golf shirt"],
    "HELLO": ["Hi", "Hello", "สวัสดีครับ", "Salam", "Bok", "Poštovani", "Hola", "Buenas", "Habari", "Shikamoo", "Good morning"],
    "THANKS": ["Thanks", "ขอบคุณค่ะ", "Terima kasih", "Hvala", "Gracias", "Asante sana", "Cheers", "tq"],
    "SIGN": ["a housekeeper in Phuket", "sezonski radnik", "un trabajador de temporada", "mfanyakazi wa muda", "pekerja sambilan", "พนักงานกะดึก", "a worried chef", "the Front Office, Marlin Bay Resort", "Recursos Humanos", "HR Department", "Ured za ljudske resurse", "Timu ya Rasilimali Watu"],
    "TEAM": ["Worker Support", "Payroll", "Onboarding Team", "Client Services", "Atención al Trabajador", "Podrška radnicima", "Huduma kwa Wafanyakazi", "ฝ่ายบุคคล"],
    "DISH": ["pad kra pao", "nasi lemak", "roti canai", "peka", "black risotto", "lomo saltado", "ceviche", "ají de gallina", "chipsi mayai", "mishkaki", "chivito", "asado", "beef Wellington", "Caesar salad", "Eggs Benedict"],
    "WORDY": ["nada de nada", "mali problem", "a mali garland", "cincin intan", "Cielo water", "flor de caña", "zawadi ya Krismasi", "baraka tele", "neema ya Mungu", "the golf resort", "mint tea", "nada nova", "Tumaini University"],
    "VAMOUNT": ["four hundred baht", "eighty five ringgit", "twelve euro", "one hundred twenty soles", "fifteen thousand shillings", "eight hundred pesos"],
    "VJOB": ["housekeeper", "line cook", "barista", "tour guide", "lifeguard", "waiter"],
    "VSITE": ["the resort in hvar", "the hotel in phuket", "the lodge in zanzibar", "the kitchen in miraflores", "the warehouse in shah alam", "the beach club in punta del este"],
    "VDAY": ["monday", "friday", "payday", "the weekend", "songkran", "christmas eve"],
    "VTIME": ["nine", "half past two", "ten in the morning", "after four", "lunchtime"],
    "VPAY": ["promptpay", "duitnow", "yape", "m pesa", "tigo pesa", "prex"],
    "VROLE": ["the payroll officer", "the site supervisor", "the recruiter", "the shift lead", "the head chef"],
    "VCITY": ["bangkok", "kuala lumpur", "split", "lima", "arusha", "montevideo", "cusco", "zadar"],
}
# fmt: on
BEN_CHAT: Final[list[str]] = [
    "hi, my {PAYTERM} on the payslip looks wrong, it shows {AMOUNT} again 😩",
    "how long does a transfer to {BANK} take? payday was {DAY}",
    "can i swap {SHIFT} at {SITE} or do i need to ask {ROLE}",
    "is {SITE} still hiring a {JOB} for the season?",
    "the timesheet app says {ERR} on my {DEVICE}",
    "does {CLIENT} pay weekly or monthly?",
    "where do i collect {UNIFORM}, the office near {STREET}?",
    "status still {STATUS} for my overtime from {DAY}",
    "can i get paid by {PAY} instead of {BANK}?",
    "is there staff transport from {AREA} for {SHIFT}?",
    "referral code {CODE} didnt work in the app",
    "is {PAYTERM} deducted from the first payslip or later?",
    "my flight lands at {AIRPORT} at {TIME}, who picks us up?",
    "the staff meal today was {DISH} again lol, is that normal",
    "need {UNIFORM} in {SIZE} pls",
    "my {DEVICE} died, can i clock in from a friends phone?",
    "hola! hay trabajo de {JOB} en {SITE}?",
    "bok, jel {CLIENT} traži još ljudi za sezonu?",
    "habari, kazi ya {JOB} bado ipo {SITE}?",
    "salam, boleh tukar {SHIFT} minggu depan?",
    "สวัสดีครับ need {UNIFORM} size {SIZE} for {SITE}",
    "buenas, el pago por {PAY} quedó {STATUS}",
    "does {ROLE} work on {DAY}? the door at {STREET} was closed",
    "is {CLIENT} a good place to work? first day {DAY}",
    "ok so {SHIFT} got cancelled and nobody told me",
    "how much is the deposit for {UNIFORM}? {AMOUNT}?",
    "accommodation near {AREA} or {AREA}?",
    "{THANKS}!! the {PAYTERM} came through 🙏",
    "can i bring my own knives to {SITE}? kitchen uses {DISH} prep knives i think",
    "does the contract at {CLIENT} include meals",
    "whats the dress code for {SITE}, is {UNIFORM} enough",
    "app says {ERR} when i upload the medical cert",
    "{WORDY}, no payslip yet for {DAY}",
    "is there a bus from {AIRPORT} to {SITE}",
    "pls call me back after {TIME}, about {SHIFT}",
    "the client wants a {JOB} with a food handler cert, do i need a new one",
    "is the pay {AMOUNT} per shift or per hour?",
    "my manager said ask {ROLE} about {PAYTERM}",
    "will {CLIENT} renew contracts after {DAY}?",
    "{HELLO}, can i work {SHIFT} and study?",
    "where is the office? near {STREET} or in {AREA}",
    "{PAY} says {STATUS} for the uniform refund",
    "ok i passed the trial as {JOB} at {SITE} 🎉",
    "the roster shows {SHIFT} twice on {DAY}",
    "can someone explain {PAYTERM} vs {PAYTERM}",
    "is {CODE} a real promo or a scam message?",
    "do we get {PAYTERM} if we leave before {DAY}",
    "dude the {JOB} job at {CLIENT} is it still open",
    "my {DEVICE} shows {ERR}, tried reinstalling",
    "can i pick up {UNIFORM} at {AIRPORT} on arrival",
    "whats the cut off for timesheets, {DAY} {TIME}?",
    "{HELLO}! is {SITE} near {AREA}?",
    "lost {UNIFORM}, do i pay {AMOUNT}?",
    "is {DISH} on the staff menu at {CLIENT} 😂",
    "i want to move from {JOB} to {JOB}, who do i ask",
    "the client portal is {STATUS} since {DAY}",
]
BEN_VOICE: Final[list[str]] = [
    "hi im calling about my payslip it shows {VAMOUNT} less than last month",
    "hello i paid the uniform deposit with {VPAY} but it still says pending",
    "yes hi i want to work as a {VJOB} at {VSITE} is it still open",
    "hello can i speak to {VROLE} about the roster for {VDAY}",
    "hi the staff bus from {VCITY} did not come at {VTIME}",
    "hello i would like to change my shift on {VDAY} please",
    "hi just calling to say thank you the job at {VSITE} is great",
    "hello can someone call me back after {VTIME} about the contract",
    "hi i got {VAMOUNT} for overtime but i worked two extra days",
    "yes hello is the office in {VCITY} open on {VDAY}",
    "hi im a {VJOB} and my shoes broke can i get new ones",
    "hello the {VPAY} transfer for my pay failed can you try again",
    "hi i want to ask {VROLE} if i can start on {VDAY}",
    "hello this is about {VSITE} the accommodation has no water",
    "hi the app keeps saying session expired every time since {VDAY}",
    "hello i want to stop working after {VDAY} what do i need to do",
    "hi can i get my payslip by email instead of paper from {VDAY}",
    "hello i am at {VSITE} and nobody is at reception",
    "hi is the training for {VJOB} at {VTIME} or later",
    "hello my friend wants a job as {VJOB} in {VCITY} how does she apply",
    "hi i lost my badge at {VSITE} what do i do",
    "hello is the pay for {VDAY} double or normal",
    "hi the bus to {VSITE} leaves from {VCITY} at {VTIME} right",
    "hello i want to know when {VROLE} is back from holiday",
    "hi i was charged {VAMOUNT} for the medical check is that right",
    "hello can i get paid by {VPAY} this month only",
    "hi the kitchen at {VSITE} needs more {VJOB} staff just so you know",
    "hello im calling from {VCITY} about the interview on {VDAY}",
]
BEN_EMAIL: Final[list[str]] = [
    "{HELLO},\n\nMy {PAYTERM} is missing from the last payslip. Could {ROLE} check it?\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nI would like to apply as a {JOB} at {SITE} for the coming season.\n\nBest,\n{SIGN}",
    "Dear {TEAM},\n\nThe transfer to {BANK} shows {STATUS}. Payday was {DAY}.\n\n{THANKS},\n{SIGN}",
    "{HELLO},\n\nThe app shows {ERR} on my {DEVICE} when I clock in at {SITE}.\n\nRegards,\n{SIGN}",
    "Dear team,\n\nWe need two more {JOB}s for {SHIFT} at {CLIENT} from {DAY}.\n\nKind regards,\n{SIGN}",
    "{HELLO},\n\nCan I collect {UNIFORM} in {SIZE} from the office on {STREET}?\n\n{THANKS},\n{SIGN}",
    "Hello,\n\nOur staff transport from {AREA} arrived at {TIME} instead of 6am. Please check with {ROLE}.\n\nRegards,\n{SIGN}",
    "Poštovani,\n\nzanima me isplata za {PAYTERM} i kada stiže na {BANK}.\n\nLijep pozdrav,\n{SIGN}",
    "Hola,\n\nquisiera saber si {CLIENT} sigue contratando {JOB} para {DAY}.\n\nSaludos,\n{SIGN}",
    "Habari,\n\nNaomba kujua kama malipo kwa {PAY} yatakuwa {DAY}.\n\nAsante sana,\n{SIGN}",
    "Salam,\n\nSaya nak tanya pasal {PAYTERM} bulan ini, nampak {AMOUNT} sahaja.\n\nTerima kasih,\n{SIGN}",
    "สวัสดีครับ\n\nThe staff dorm near {AREA} has no Wi-Fi since {DAY}.\n\nขอบคุณครับ\n{SIGN}",
    "{HELLO},\n\nI land at {AIRPORT} at {TIME}. Is there a pick-up to {SITE}?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nThe promo code {CODE} in your newsletter does not work at checkout.\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nThe staff canteen at {CLIENT} serves {DISH} every day; is there a vegetarian option?\n\n{THANKS},\n{SIGN}",
    "Hello,\n\nWhat is the difference between {PAYTERM} and {PAYTERM} on my payslip?\n\nBest,\n{SIGN}",
    "{HELLO},\n\nI finish at {SITE} on {DAY}. When is the final pay, including {PAYTERM}?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nPlease confirm {ROLE} approved {SHIFT} for next week.\n\nKind regards,\n{SIGN}",
    "{HELLO},\n\nI paid {AMOUNT} by {PAY} for the food handler course; the status is {STATUS}.\n\n{THANKS},\n{SIGN}",
    "Hello,\n\nWe are a new client ({CLIENT}) and want {JOB}s for {DAY}. Who do we talk to?\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nMy {DEVICE} was stolen at {AREA}; can I still clock in with a tablet at {SITE}?\n\n{THANKS},\n{SIGN}",
    "Buenas,\n\nel bus desde {AREA} no pasó a las {TIME}.\n\nAbrazo,\n{SIGN}",
    "{HELLO},\n\n{WORDY}. Still no answer about {PAYTERM}.\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nIs the job at {SITE} a {JOB} role or general duties?\n\nBest wishes,\n{SIGN}",
    "{HELLO},\n\nI lost {UNIFORM} on {DAY}. Do I pay {AMOUNT} for a new one?\n\n{THANKS},\n{SIGN}",
    "Hello,\n\nThe accommodation near {STREET} is fine but the kitchen closes at {TIME}.\n\nRegards,\n{SIGN}",
    "{HELLO},\n\nCan {ROLE} send the rota for {SHIFT} before {DAY}?\n\n{THANKS},\n{SIGN}",
    "Dear {TEAM},\n\nThe client portal shows {ERR} for all our timesheets since {DAY}.\n\nRegards,\n{SIGN}",
]
BEN_FORM: Final[list[str]] = [
    "Topic: payslip\nItem: {PAYTERM}\nAmount shown: {AMOUNT}\nStatus: {STATUS}",
    "Job interest\nRole: {JOB}\nSite: {SITE}\nStart: {DAY}\nShift: {SHIFT}",
    "Uniform request\nItem: {UNIFORM}\nSize: {SIZE}\nQuantity: {QTY}\nCollect at: {STREET}",
    "Error report\nDevice: {DEVICE}\nMessage: {ERR}\nSite: {SITE}",
    "Payment method\nPreferred: {PAY}\nBank: {BANK}\nChange from: {DAY}",
    "Transport\nPick-up area: {AREA}\nTime: {TIME}\nShift: {SHIFT}",
    "Client request\nClient: {CLIENT}\nRoles: {JOB}\nHeadcount: {QTY}\nFrom: {DAY}",
    "Arrival\nAirport: {AIRPORT}\nLanding: {TIME}\nGoing to: {SITE}",
    "Name: (not given)\nTopic: {PAYTERM}\nStatus: {STATUS}",
    "Ime: -\nPredmet: {PAYTERM}\nBanka: {BANK}",
    "Nombre: (no indicado)\nPuesto: {JOB}\nLugar: {SITE}",
    "Jina: litatumwa baadaye\nKazi: {JOB}\nMalipo: {PAY}",
    "Nama: -\nJawatan: {JOB}\nSyif: {SHIFT}",
    "Promo\nCode: {CODE}\nResult: {ERR}\nDevice: {DEVICE}",
    "Staff meal feedback\nDish: {DISH}\nSite: {SITE}\nRating: 3/5",
    "Deduction query\nItem: {PAYTERM}\nAmount: {AMOUNT}\nPay date: {DAY}",
    "Accommodation\nArea: {AREA}\nIssue: no hot water\nReported to: {ROLE}",
    "Shift swap\nFrom: {SHIFT}\nTo: {SHIFT}\nApproved by: {ROLE}",
    "Training\nCourse: food handler\nFee: {AMOUNT}\nPaid by: {PAY}\nStatus: {STATUS}",
    "Lost item\nItem: {UNIFORM}\nWhere: {SITE}\nWhen: {DAY}",
    "Client feedback\nClient: {CLIENT}\nRole: {JOB}\nComment: {WORDY}",
    "Worker ID: to follow\nSite: {SITE}\nQuestion: {PAYTERM}",
    "Timesheet\nWeek: {DAY}\nSite: {SITE}\nStatus: {STATUS}",
    "Visit\nOffice: {STREET}\nTime: {TIME}\nWith: {ROLE}",
    "Referral\nCode: {CODE}\nRole: {JOB}\nBonus: {AMOUNT}",
    "Complaint\nAbout: {SHIFT}\nSite: {SITE}\nEscalate to: {ROLE}",
    "Relocation\nFrom: {AREA}\nTo: {AREA}\nStart: {DAY}",
    "Exit\nLast day: {DAY}\nFinal pay: {PAYTERM}\nReturn: {UNIFORM}",
]
BEN_QUOTED: Final[list[str]] = [
    "Thanks, that works.\n\n> Your pay will now go by {PAY}.\n> {TEAM}",
    "Still waiting.\n\n> The transfer of {AMOUNT} to {BANK} takes up to three working days.",
    "Great!\n\nOn Mon, 30 Nov 2026 at 10:15, {TEAM} wrote:\n> {UNIFORM} in {SIZE} is ready at the office on {STREET}.",
    "Understood.\n\n> {SHIFT} at {SITE} starts at {TIME}.",
    "OK.\n\n-----Original Message-----\nFrom: {TEAM}\nSubject: your roster\n\n{ROLE} will call you before {TIME}.",
    "Good to know.\n\n> {PAYTERM} is paid with the December payslip.",
    "Is this real?\n\n> Congratulations! Use {CODE} to claim {AMOUNT} before {DAY}.",
    "No thanks.\n\n> Would you like to move to {SHIFT}?",
    "Yes please.\n\n> We have a {JOB} opening at {SITE} from {DAY}.",
    "Perfect.\n\nEl lun, 30 nov 2026 a las 09:12, {TEAM} escribió:\n> El pago por {PAY} quedó {STATUS}.",
    "Hvala!\n\n> Isplata za {PAYTERM} ide na {BANK} u petak.",
    "Asante.\n\n> Basi la wafanyakazi litaondoka {AREA} saa {TIME}.",
    "Baik.\n\n> {SHIFT} minggu depan di {SITE}.",
    "ขอบคุณครับ\n\n> Pick-up at {AIRPORT} is at {TIME}.",
    "Still broken.\n\n> Please reinstall the app; {ERR} should go away.",
    "Done.\n\n---------- Forwarded message ---------\nFrom: {TEAM}\nSubject: canteen\n\nThis week's staff meal: {DISH}.",
    "Hmm.\n\n> {CLIENT} confirmed {QTY} extra {JOB}s for {DAY}.",
    "Ok.\n\n> The office near {STREET} is closed on {DAY}.",
    "Fine by me.\n\n> Your accommodation moves from {AREA} to {AREA}.",
    "Why?\n\n> A deposit of {AMOUNT} is taken for {UNIFORM}.",
    "Thanks.\n\nBegin forwarded message:\n\nFrom: {TEAM}\nSubject: timesheets\n\nTimesheets close {DAY} at {TIME}.",
    "Got it.\n\n> {ROLE} approved the swap to {SHIFT}.",
    "Noted.\n\n> {PAYTERM} and {PAYTERM} are shown separately from next month.",
    "Ha!\n\n> {WORDY}",
    "Still {STATUS}.\n\n> Your claim for {AMOUNT} is with {ROLE}.",
    "Sure.\n\nOn Tue, 1 Dec 2026 at 11:00, {TEAM} wrote:\n> Can you cover {SHIFT} at {SITE}?",
    "Yes.\n\n> Is your {DEVICE} on the latest app version?",
    "OK.\n\n> Collect {UNIFORM} at {AIRPORT} arrivals, desk 4.",
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
        prefix="eleventh-adv",
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
        prefix="eleventh-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("eleventh", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
