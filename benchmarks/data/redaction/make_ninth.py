"""Write the ninth held-out redaction sets, `adversarial_pii_ninth.jsonl` and
`benign_support_ninth.jsonl`: a ninth blind measure, written without reading the redactor, its
tests, its data files or its output, and never run through it by its author.

    python benchmarks/data/redaction/make_ninth.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: the supporter-care desk of an international
humanitarian charity (monthly gifts by direct debit and card, one-off gifts, child sponsorship,
tax receipts for donations, in-memory gifts and legacies, fundraising events, volunteering, a
charity shop and corporate matched giving) with supporters in Sweden, Norway, Finland, the Czech
Republic, Turkey, Argentina, Chile, Colombia and South Korea. A skeleton is a string with
`{SLOT}` placeholders and may start with a `[CC]` country tag; each message draws one persona
(of that country when tagged) with that persona's address, phone style, birth date, national
number and email, a charity staff member, a third party (a late relative, an ex-partner, a
fraudster, an emergency contact), a sponsored child and fresh digits. Every typed slot leaves a
span whose offsets are computed while the message is assembled and checked to hold the inserted
value; every number that has a check digit carries a valid one (personnummer, fødselsnummer,
henkilötunnus, rodné číslo, T.C. kimlik no, CUIL, RUT, resident registration number, Norwegian
and Czech account numbers, CBU, cards, IBANs, S10 numbers), and the national numbers that
encode a birth date or sex agree with the persona. Every person, address, number and credential
is invented.
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
ADVERSARIAL_FILE: Final = "adversarial_pii_ninth.jsonl"
BENIGN_FILE: Final = "benign_support_ninth.jsonl"
ADVERSARIAL_SEED: Final = 20261203_91
BENIGN_SEED: Final = 20261203_92
RENDERS: Final = 3
SPLIT: Final = "heldout"

COUNTRIES: Final = ("SE", "NO", "FI", "CZ", "TR", "AR", "CL", "CO", "KR")


class Persona:
    """A supporter: given and family name, the name as written in full, and sex (for the
    national numbers that encode it)."""

    def __init__(self, given: str, family: str, full: str, sex: str) -> None:
        self.given, self.family, self.full, self.sex = given, family, full, sex


def _p(given: str, family: str, sex: str, full: str | None = None) -> Persona:
    return Persona(given, family, full or f"{given} {family}", sex)


# Swedish, Norwegian, Finnish (a hyphenated given name), Czech with diacritics, Turkish,
# Argentine with two given names, Chilean with a Mapuche surname and two family names,
# Colombian with two given names, Korean written family name first; and first names that are
# also words or places (Saga, Frøya, Lumi, Umut, Belén, Paz, Luz, Haneul)
PERSONAS: Final[dict[str, list[Persona]]] = {
    "SE": [
        _p("Ingegärd", "Fjällström", "F"),
        _p("Torbjörn", "Åkerlund-Sjöqvist", "M"),
        _p("Saga", "Hägglöf", "F"),
    ],
    "NO": [
        _p("Frøya", "Bjørnstad-Tveit", "F"),
        _p("Sigvald", "Kvamsdal", "M"),
        _p("Åshild", "Øvrebø", "F"),
    ],
    "FI": [
        _p("Hilkka", "Järvelä", "F"),
        _p("Eetu-Pekka", "Kärkkäinen", "M"),
        _p("Lumi", "Rautiainen", "F"),
    ],
    "CZ": [
        _p("Božena", "Střížová", "F"),
        _p("Vojtěch", "Šťastný", "M"),
        _p("Jaroslava", "Čermáková-Hrubá", "F"),
    ],
    "TR": [
        _p("Gülizar", "Gümüşpala", "F"),
        _p("Umut", "Dağdelen", "M"),
        _p("Nurcihan", "Yeşiltepe", "F"),
    ],
    "AR": [
        _p("Florencia Belén", "Achával", "F"),
        _p("Facundo", "Larrabure", "M"),
        _p("Ayelén", "Iturraspe Goñi", "F"),
    ],
    "CL": [
        _p("Paz", "Huenchumilla", "F"),
        _p("Bastián", "Painequeo Sepúlveda", "M"),
        _p("Javiera Ignacia", "Errázuriz Loyola", "F"),
    ],
    "CO": [
        _p("Luz Dary", "Rentería Mosquera", "F"),
        _p("Jhon Fredy", "Arboleda", "M"),
        _p("Yuliana", "Zuluaga Ospina", "F"),
    ],
    "KR": [
        _p("Daeun", "Seomun", "F", "Seomun Daeun"),
        _p("Jaehyeok", "Yeom", "M", "Yeom Jaehyeok"),
        _p("Haneul", "Pyo", "F", "Pyo Haneul"),
    ],
}
# supporter-care advisers, sponsorship and legacy officers, event and volunteer coordinators
STAFF: Final[list[str]] = [
    "Gunnvor",
    "Halvdan",
    "Vilhelmiina",
    "Zdeňka",
    "Şebnem",
    "Rigoberto",
    "Anahí",
    "Eulalia",
    "Sunhwa",
    "Birgitta-Lo",
    "Ottokar",
    "Yaritza",
]
# late relatives, emergency contacts, ex-partners and fraudsters the supporters name
THIRD: Final[list[str]] = [
    "Gunhild Ekdahl",
    "Aslak Somby",
    "Kyllikki Mäntylä",
    "Ludmila Hradecká",
    "Ferhunde Altıntaş",
    "Eusebio Caamaño",
    "Rosalba Quilaqueo",
    "Wilmer Asprilla",
    "Hwangbo Jeongsuk",
    "Ragnvald Tjøstheim",
    "Oldřich Pospíšilík",
    "Nazlıcan Özkırımlı",
]
# the children the supporters sponsor
CHILDREN: Final[list[str]] = [
    "Nakato Birungi",
    "Yesica Coc Caal",
    "Pemba Lhamu Tamang",
    "Wara Ticona Mamani",
    "Tsion Alemayehu",
    "Kwabla Agbeko",
]
DOMAINS: Final[dict[str, list[str]]] = {
    "SE": ["telia.com", "bredband.net"],
    "NO": ["online.no", "hotmail.no"],
    "FI": ["luukku.com", "elisanet.fi"],
    "CZ": ["seznam.cz", "centrum.cz"],
    "TR": ["yandex.com.tr", "gmail.com"],
    "AR": ["fibertel.com.ar", "yahoo.com.ar"],
    "CL": ["vtr.net", "gmail.com"],
    "CO": ["une.net.co", "hotmail.com"],
    "KR": ["naver.com", "daum.net"],
}

# [...] is an ADDRESS span, <...> a POSTCODE span; where the postcode comes before the town
# (Sweden, Norway, Finland, the Czech Republic, Turkey, Argentina) the town after it is a
# second ADDRESS span; a Korean postcode comes first, in brackets
ADDRESSES: Final[dict[str, list[str]]] = {
    "SE": [
        "[Götgatan 78, lgh 1203], <118 30> [Stockholm]",
        "[Storgatan 14 B, 2 tr], <903 26> [Umeå]",
        "[Kungsladugårdsgatan 9], <414 76> [Göteborg]",
    ],
    "NO": [
        "[Thereses gate 36 B, H0302], <0354> [Oslo]",
        "[Kalfarveien 57], <5018> [Bergen]",
        "[Storgata 112], <9008> [Tromsø]",
    ],
    "FI": [
        "[Mannerheimintie 94 B 27], <00250> [Helsinki]",
        "[Hämeenkatu 19 A 4], <33200> [Tampere]",
        "[Puistokatu 3 as. 12], <40100> [Jyväskylä]",
    ],
    "CZ": [
        "[Vinohradská 1511/230], <100 00> [Praha 10]",
        "[Masarykova 427/31], <602 00> [Brno]",
        "[Nádražní 1278, byt 14], <702 00> [Ostrava]",
    ],
    "TR": [
        "[Bağdat Cad. No: 312 D: 7, Caddebostan], <34728> [Kadıköy/İstanbul]",
        "[Atatürk Bulvarı No: 145/9, Kızılay], <06420> [Çankaya/Ankara]",
        "[1452 Sok. No: 6 D: 3, Alsancak], <35220> [Konak/İzmir]",
    ],
    "AR": [
        "[Av. Santa Fe 3250, piso 7 depto B], <C1425BGN> [CABA]",
        "[Bv. Oroño 1180, 4° A], <S2000DSR> [Rosario, Santa Fe]",
        "[Calle 47 n° 823, entre 11 y 12], <B1900AJK> [La Plata]",
    ],
    "CL": [
        "[Av. Los Leones 1560, depto 802, Providencia, Santiago] <7510063>",
        "[Calle Templeman 641, Cerro Alegre, Valparaíso] <2370181>",
        "[Freire 772, depto 31, Concepción] <4070125>",
    ],
    "CO": [
        "[Calle 93B # 13-47, apto 301, Chicó Norte, Bogotá] <110221>",
        "[Carrera 43A # 1 Sur-100, El Poblado, Medellín, Antioquia] <050021>",
        "[Cra 5 # 10-38, barrio San Antonio, Cali, Valle del Cauca] <760044>",
    ],
    "KR": [
        "(<03925>) [Apt 104-1203, 396 World Cup buk-ro, Mapo-gu, Seoul]",
        "(<48060>) [2304-ho, 101-dong, 38 Marine city 2-ro, Haeundae-gu, Busan]",
        "(<34126>) [15 Daehak-ro 99beon-gil, Yuseong-gu, Daejeon]",
    ],
}
ADDRESS_PIECE: Final = re.compile(r"\[([^\]]+)\]|<([^>]+)>")

# '#' is a digit 2-9, anything else literal
PHONE_FORMATS: Final[dict[str, list[str]]] = {
    "SE": ["070-### ## ##", "+46 70 ### ## ##", "08-### ### ##"],
    "NO": ["4## ## ###", "+47 9## ## ###", "+47 22 ## ## ##"],
    "FI": ["040 ### ####", "+358 50 ### ####", "050-### ####"],
    "CZ": ["+420 6## ### ###", "7## ### ###", "+420 222 ### ###"],
    "TR": ["0532 ### ## ##", "+90 5## ### ## ##", "+90 (212) ### ## ##"],
    "AR": ["+54 9 11 ####-####", "11 ####-####", "(011) 15-####-####"],
    "CL": ["+56 9 #### ####", "9 #### ####", "+56 2 2### ####"],
    "CO": ["+57 31# ### ####", "31# #######", "(601) ### ####"],
    "KR": ["010-####-####", "+82 10-####-####", "02-###-####"],
}
# the local form spoken in voice messages
SPOKEN_PHONE: Final[dict[str, str]] = {
    "SE": "070#######",
    "NO": "4#######",
    "FI": "040#######",
    "CZ": "6########",
    "TR": "053########",
    "AR": "11########",
    "CL": "9########",
    "CO": "31########",
    "KR": "010########",
}
MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]  # fmt: skip
LOCAL_MONTHS: Final[dict[str, list[str]]] = {
    "SE": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"],
    "NO": ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"],
    "FI": ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"],
    "CZ": ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"],
    "TR": ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
    "AR": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
}  # fmt: skip
# Visa, Mastercard, Amex, Troy, Diners
LUHN_PREFIXES: Final = ["4", "51", "55", "2720", "34", "37", "9792", "36"]
PASSWORD_WORDS: Final = ["Kanelbulle", "Brunost", "Salmiakki", "Knedlik", "Simit", "Alfajor", "Sopaipilla", "Arepa", "Bibimbap"]  # fmt: skip
ALNUM: Final = string.ascii_uppercase + string.digits
ID_CHARS: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
IBAN_COUNTRIES: Final = ("SE", "NO", "FI", "CZ", "TR")
HETU_CHECK: Final = "0123456789ABCDEFHJKLMNPRSTUVWXY"
FNR_WEIGHTS: Final = ((3, 7, 6, 1, 8, 9, 4, 5, 2), (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))
RRN_WEIGHTS: Final = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
CUIL_WEIGHTS: Final = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
CZ_ACCOUNT_WEIGHTS: Final = (6, 3, 7, 9, 10, 5, 8, 4, 2, 1)
CBU_WEIGHTS: Final = {7: (7, 1, 3, 9, 7, 1, 3), 13: (3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3)}
FOLDED: Final = str.maketrans({"ı": "i", "İ": "I", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae"})


# --------------------------------------------------------------------------- check digits


def mod11_digit(body: str, weights: tuple[int, ...]) -> str | None:
    """The mod-11 check digit of the Norwegian fødselsnummer and account numbers (11 - sum
    mod 11; 11 is 0); None when the body has no valid digit (10)."""
    check = 11 - sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
    return None if check == 10 else str(check % 11)


def fnr_ok(number: str) -> bool:
    first = mod11_digit(number[:9], FNR_WEIGHTS[0])
    second = mod11_digit(number[:10], FNR_WEIGHTS[1])
    return len(number) == 11 and number[9] == first and number[10] == second


def hetu_check(body: str) -> str:
    """The check character of a Finnish henkilötunnus (DDMMYY and the individual number)."""
    return HETU_CHECK[int(body) % 31]


def tckn_digits(body: str) -> str:
    """The last two digits of a Turkish T.C. kimlik no whose first nine are `body`."""
    d = [int(c) for c in body]
    tenth = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return f"{tenth}{(sum(d) + tenth) % 10}"


def cuil_digit(body: str) -> str | None:
    """The check digit of an Argentine CUIL (prefix and DNI); None when it would be 10."""
    check = 11 - sum(int(c) * w for c, w in zip(body, CUIL_WEIGHTS, strict=True)) % 11
    return None if check == 10 else str(check % 11)


def rut_digit(body: str) -> str:
    """The verifier of a Chilean RUT (weights 2-7 from the right; 10 is K)."""
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    check = 11 - total % 11
    return {10: "K", 11: "0"}.get(check, str(check))


def rrn_digit(body: str) -> str:
    """The last digit of a Korean resident registration number."""
    return str((11 - sum(int(c) * w for c, w in zip(body, RRN_WEIGHTS, strict=True)) % 11) % 10)


def cbu_digit(body: str) -> str:
    """A CBU check digit: over the seven digits of bank and branch, or the thirteen of the
    account."""
    weights = CBU_WEIGHTS[len(body)]
    return str(-sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 10)


def cbu_ok(value: str) -> bool:
    return (
        len(value) == 22
        and value.isdigit()
        and cbu_digit(value[:7]) == value[7]
        and cbu_digit(value[8:21]) == value[21]
    )


def cz_account_ok(number: str) -> bool:
    """A Czech account number (prefix or base) is a multiple of 11 under its weights."""
    padded = number.zfill(10)
    return sum(int(c) * w for c, w in zip(padded, CZ_ACCOUNT_WEIGHTS, strict=True)) % 11 == 0


# --------------------------------------------------------------------------- spoken values


def year_words(y: int) -> str:
    if y >= 2000:
        rest = y - 2000
        return "two thousand" + ("" if rest == 0 else f" and {number_words(rest)}")
    hi, lo = divmod(y, 100)
    return f"{number_words(hi)} {'oh ' + UNITS[lo] if lo < 10 else number_words(lo)}"


def spoken_code(value: str) -> str:
    """A number or code read out: digits as words one by one, letters lower case."""
    return " ".join(
        UNITS[int(c)] if c.isdigit() else c.lower() for c in ascii_fold(value) if c.isalnum()
    )


def ascii_fold(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.translate(FOLDED))
    return folded.encode("ascii", "ignore").decode()


def ascii_name(part: str) -> str:
    return re.sub(r"[^a-z]", "", ascii_fold(part).lower())


def spelled(part: str) -> str:
    """The last word of a name spelled letter by letter ('k v a m s d a l')."""
    return " ".join(ascii_name(re.split(r"[ -]", part)[-1]))


def spoken_address(value: str) -> str:
    """An address as voice-to-text writes it: lower case ASCII, no punctuation, '#' said
    'numero', short numbers as words and longer ones digit by digit."""
    text = ascii_fold(value).lower().replace("#", " numero ")
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


def lower(text: str) -> str:
    """Lower case as a person types it (a Turkish dotted capital I becomes a plain i)."""
    return text.replace("İ", "i").lower()


# --------------------------------------------------------------------------- one message


class Ctx:
    """What one message draws: a persona with its country, address, phone style, birth date,
    national number and email domain; a staff member, a third party, a sponsored child and
    fresh digits."""

    def __init__(self, rng: random.Random, index: int, country: str | None) -> None:
        self.rng = rng
        self.index = index
        self.country = country or COUNTRIES[(index * 4 + 1) % len(COUNTRIES)]
        people = PERSONAS[self.country]
        self.person = people[(index // len(COUNTRIES) + index) % len(people)]
        places = ADDRESSES[self.country]
        self.address = places[(index * 5 + 2) % len(places)]
        self.staff = STAFF[(index * 7 + 3) % len(STAFF)]
        self.third = THIRD[(index * 5 + 1) % len(THIRD)]
        self.child = CHILDREN[(index * 5 + 2) % len(CHILDREN)]
        domains = DOMAINS[self.country]
        self.domain = domains[index % len(domains)]
        self.birth = (rng.randint(1954, 2005), rng.randint(1, 12), rng.randint(1, 28))
        self.dni = self.argentine_dni()

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
        return spoken_code("".join(self.rng.choice("0123456789") if c == "#" else c for c in fmt))

    def email(self) -> str:
        return f"{self.local()}@{self.domain}"

    def obfuscated_email(self) -> str:
        local, (host, _, tld) = self.local(), self.domain.partition(".")
        by_country = {
            "CZ": f"{local} zavináč {host} tečka {tld.replace('.', ' tečka ')}",
            "SE": f"{local} snabel-a {host} punkt {tld.replace('.', ' punkt ')}",
            "AR": f"{local} arroba {host} punto {tld.replace('.', ' punto ')}",
            "CO": f"{local} arroba {host} punto {tld.replace('.', ' punto ')}",
        }
        styles = [
            f"{local} at {host} dot {tld.replace('.', ' dot ')}",
            f"{local} [at] {host} [dot] {tld.replace('.', ' [dot] ')}",
            f"{local}(at){self.domain}",
            f"{local} @ {self.domain}",
            f"{local.upper()}@{self.domain.upper()}",
        ]
        if self.country in by_country and self.index % 2 == 0:
            return by_country[self.country]
        return styles[self.index % len(styles)]

    def spoken_email(self) -> str:
        f = ascii_name(self.person.given.split()[0])
        s = ascii_name(self.person.family.split()[0])
        host, _, tld = self.domain.partition(".")
        return f"{f} dot {s} at {host} dot {tld.replace('.', ' dot ')}"

    # ---- birth dates

    def dob(self) -> str:
        y, m, d = self.birth
        local = LOCAL_MONTHS.get(self.country, LOCAL_MONTHS["AR"])[m - 1]
        styles = {
            "SE": [f"{y}-{m:02d}-{d:02d}", f"{d}/{m} {y}", f"{d} {local} {y}"],
            "NO": [f"{d:02d}.{m:02d}.{y}", f"{d}. {local} {y}", f"{d}.{m}.{y % 100:02d}"],
            "FI": [f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y}", f"{d}. {local} {y}"],
            "CZ": [f"{d}. {m}. {y}", f"{d}.{m}.{y}", f"{d}. {local} {y}"],
            "TR": [f"{d:02d}.{m:02d}.{y}", f"{d} {local} {y}", f"{d:02d}/{m:02d}/{y}"],
            "AR": [f"{d:02d}/{m:02d}/{y}", f"{d} de {local} de {y}", f"{d}-{m}-{y % 100:02d}"],
            "CL": [
                f"{d:02d}-{m:02d}-{y}",
                f"{d} de {local} de {y}",
                f"{d:02d}/{m:02d}/{y % 100:02d}",
            ],
            "CO": [f"{d:02d}/{m:02d}/{y}", f"{local} {d} de {y}", f"{y}/{m:02d}/{d:02d}"],
            "KR": [f"{y}.{m:02d}.{d:02d}", f"{y}년 {m}월 {d}일", f"{y}-{m:02d}-{d:02d}"],
        }[self.country]
        return self.pick(styles)

    def spoken_dob(self) -> str:
        y, m, d = self.birth
        month = MONTHS[m - 1].lower()
        if self.country in ("KR", "CO"):
            return f"{month} {ordinal_words(d)} {year_words(y)}"
        return f"the {ordinal_words(d)} of {month} {year_words(y)}"

    # ---- national numbers (each agrees with the persona's birth date and sex)

    def personnummer(self) -> str:
        y, m, d = self.birth
        sex = self.pick(list("13579" if self.person.sex == "M" else "02468"))
        body = f"{y % 100:02d}{m:02d}{d:02d}{self.digits(2)}{sex}"
        n = body + luhn_check_digit(body)
        return self.pick([f"{n[:6]}-{n[6:]}", f"{y // 100}{n[:6]}-{n[6:]}", f"{y // 100}{n}"])

    def fodselsnummer(self) -> str:
        y, m, d = self.birth
        while True:
            first = self.rng.randint(0, 49) if y < 2000 else self.rng.randint(50, 99)
            sex = self.pick(list("13579" if self.person.sex == "M" else "02468"))
            body = f"{d:02d}{m:02d}{y % 100:02d}{first:02d}{sex}"
            k1 = mod11_digit(body, FNR_WEIGHTS[0])
            k2 = mod11_digit(body + k1, FNR_WEIGHTS[1]) if k1 else None
            if k1 and k2:
                n = body + k1 + k2
                return self.pick([n, f"{n[:6]} {n[6:]}"])

    def henkilotunnus(self) -> str:
        y, m, d = self.birth
        number = self.rng.randint(2, 899)
        number += (number % 2) != (self.person.sex == "M")
        body = f"{d:02d}{m:02d}{y % 100:02d}"
        return f"{body}{'-' if y < 2000 else 'A'}{number:03d}{hetu_check(f'{body}{number:03d}')}"

    def rodne_cislo(self) -> str:
        y, m, d = self.birth
        month = m + (50 if self.person.sex == "F" else 0)
        while True:
            body = f"{y % 100:02d}{month:02d}{d:02d}{self.digits(3)}"
            check = int(body) % 11
            if check < 10:
                n = f"{body}{check}"
                return self.pick([f"{n[:6]}/{n[6:]}", n, f"{n[:6]} / {n[6:]}"])

    def tckn(self) -> str:
        body = self.rng.choice("123456789") + self.digits(8)
        return body + tckn_digits(body)

    def argentine_dni(self) -> str:
        while True:
            dni = str(self.rng.randint(14, 46)) + self.digits(6)
            prefix = "20" if self.person.sex == "M" else "27"
            if cuil_digit(prefix + dni.zfill(8)) is not None:
                return dni.zfill(8)

    def cuil(self) -> str:
        prefix = "20" if self.person.sex == "M" else "27"
        check = cuil_digit(prefix + self.dni)
        return self.pick([f"{prefix}-{self.dni}-{check}", f"{prefix}{self.dni}{check}"])

    def dotted(self, number: str) -> str:
        """A number with a dot every three digits from the right ('32.456.789')."""
        groups: list[str] = []
        while number:
            groups.insert(0, number[-3:])
            number = number[:-3]
        return ".".join(groups)

    def rut_body(self) -> str:
        return str(self.rng.randint(7_000_000, 24_999_999))

    def rut(self) -> str:
        body = self.rut_body()
        check = rut_digit(body)
        return self.pick(
            [f"{self.dotted(body)}-{check}", f"{body}-{check}", f"{body}{check.lower()}"]
        )

    def cedula(self) -> str:
        number = self.pick([f"10{self.digits(8)}", str(self.rng.randint(20, 79)) + self.digits(6)])
        return self.pick([self.dotted(number), number])

    def rrn(self) -> str:
        y, m, d = self.birth
        sex = {("M", False): "1", ("F", False): "2", ("M", True): "3", ("F", True): "4"}[
            (self.person.sex, y >= 2000)
        ]
        body = f"{y % 100:02d}{m:02d}{d:02d}{sex}{self.digits(5)}"
        return f"{body[:6]}-{body[6:]}{rrn_digit(body)}"

    def national_id(self) -> str:
        return {
            "SE": self.personnummer,
            "NO": self.fodselsnummer,
            "FI": self.henkilotunnus,
            "CZ": self.rodne_cislo,
            "TR": self.tckn,
            "AR": self.cuil,
            "CL": self.rut,
            "CO": self.cedula,
            "KR": self.rrn,
        }[self.country]()

    # ---- bank details

    def norwegian_account(self) -> str:
        while True:
            body = self.pick(["1503", "1254", "9710", "3000", "1822"]) + self.digits(6)
            check = mod11_digit(body, FNR_WEIGHTS[1])
            if check is not None:
                return body + check

    def czech_account(self) -> str:
        while True:
            body = self.rng.choice("123456789") + self.digits(8)
            check = -sum(int(c) * w for c, w in zip(body, CZ_ACCOUNT_WEIGHTS[:9], strict=True)) % 11
            if check < 10:
                return body + str(check)

    def cbu(self) -> str:
        head = self.pick(["007", "011", "072", "017", "285"]) + self.digits(4)
        account = self.digits(13)
        return head + cbu_digit(head) + account + cbu_digit(account)

    def account(self) -> str:
        """The persona's account number in its country's domestic form."""
        c = self.country
        if c == "SE":
            return self.pick(
                [
                    f"{self.digits(3)} {self.digits(3)} {self.digits(3)}-{self.digits(1)}",
                    self.digits(9),
                ]
            )
        if c == "NO":
            n = self.norwegian_account()
            return self.pick([f"{n[:4]}.{n[4:6]}.{n[6:]}", f"{n[:4]} {n[4:6]} {n[6:]}", n])
        if c == "CZ":
            base = self.czech_account()
            bank = self.pick(["0800", "0300", "0100", "2010", "3030"])
            return self.pick([f"19-{base}/{bank}", f"{base}/{bank}", f"35-{base}/{bank}"])
        if c == "AR":
            return self.cbu()
        if c == "CL":
            return self.rut_body()
        if c == "CO":
            return self.pick(
                [
                    f"{self.digits(3)}-{self.digits(6)}-{self.digits(2)}",
                    f"{self.digits(4)} {self.digits(4)} {self.digits(4)}",
                ]
            )
        if c == "KR":
            return self.pick(
                [
                    f"110-{self.digits(3)}-{self.digits(6)}",
                    f"{self.digits(6)}-01-{self.digits(6)}",
                    f"1002-{self.digits(3)}-{self.digits(6)}",
                    f"3333-0{self.digits(1)}-{self.digits(7)}",
                ]
            )
        return self.iban()

    def iban(self, country: str | None = None) -> str:
        cc = country or (
            self.country if self.country in IBAN_COUNTRIES else self.pick(list(IBAN_COUNTRIES))
        )
        if cc == "SE":
            bban = self.pick(["500", "600", "800", "300", "957"]) + self.digits(17)
        elif cc == "NO":
            bban = self.norwegian_account()
        elif cc == "FI":
            bban = self.pick(["1", "5", "8", "4"]) + self.digits(13)
        elif cc == "CZ":
            bban = self.pick(["0800", "0300", "0100", "2010"]) + "000019" + self.czech_account()
        else:
            bban = self.pick(["00010", "00062", "00064", "00046", "00067"]) + "0" + self.digits(16)
        return iban_from_bban(cc, bban)

    def cbu_alias(self) -> str:
        given = ascii_name(self.person.given.split()[0])
        family = ascii_name(self.person.family.split()[0])[:5]
        word = self.pick(["mate", "tango", "ceibo", "parana", "lluvia", "gaucho"])
        return self.pick([f"{given}.{family}.{word}", f"{word}.{given}.{self.digits(2)}"])

    # ---- cards

    def card(self) -> str:
        prefix = self.pick(LUHN_PREFIXES)
        length = 15 if prefix in ("34", "37") else 14 if prefix == "36" else 16
        return luhn_complete(prefix, length, self.rng)

    def grouped_card(self) -> str:
        c = self.card()
        if len(c) == 15:
            return self.pick([f"{c[:4]} {c[4:10]} {c[10:]}", c])
        if len(c) == 14:
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
        layout = self.rng.randrange(5)
        if layout == 0:
            return " ".join(c[i : i + 2] for i in range(0, len(c), 2))
        if layout == 1:
            return f"{c[:6]} {c[6:12]} {c[12:]}"
        if layout == 2:
            return self.pick([" / ", " ~ ", "·", ";"]).join(
                c[i : i + 4] for i in range(0, len(c), 4)
            )
        if layout == 3:
            return f"{c[:4]}....{c[4:8]}....{c[8:12]}....{c[12:]}"
        return "'".join(c[i : i + 4] for i in range(0, len(c), 4))

    # ---- every other slot

    def value(self, slot: str) -> tuple[str, str | None]:
        maker = self.makers().get(slot)
        if maker is None:
            raise KeyError(slot)
        return maker()

    def makers(self) -> dict[str, Callable[[], tuple[str, str | None]]]:
        p, rng = self.person, self.rng
        voice_name = " ".join(ascii_name(w) for w in (p.full.replace("-", " ").split()))
        return {
            # ---- people
            "NAME": lambda: (p.full, "PERSON"),
            "FIRST": lambda: (p.given, "PERSON"),
            "LAST": lambda: (p.family, "PERSON"),
            "LNAME": lambda: (lower(p.full), "PERSON"),
            "LFIRST": lambda: (lower(p.given), "PERSON"),
            "UPLAST": lambda: (p.family.upper(), "PERSON"),
            "UPNAME": lambda: (p.full.upper(), "PERSON"),
            "INIT": lambda: (f"{p.given[0]}. {p.family}", "PERSON"),
            "VNAME": lambda: (voice_name, "PERSON"),
            "VFIRST": lambda: (
                " ".join(ascii_name(w) for w in p.given.replace("-", " ").split()),
                "PERSON",
            ),
            "SPELL": lambda: (spelled(p.family), "PERSON"),
            "STAFF": lambda: (self.staff, "PERSON"),
            "LSTAFF": lambda: (ascii_name(self.staff), "PERSON"),
            "THIRD": lambda: (self.third, "PERSON"),
            "LTHIRD": lambda: (" ".join(ascii_name(w) for w in self.third.split()), "PERSON"),
            "CHILD": lambda: (self.child, "PERSON"),
            "CHILDFIRST": lambda: (self.child.split()[0], "PERSON"),
            "LCHILD": lambda: (" ".join(ascii_name(w) for w in self.child.split()), "PERSON"),
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
            "LNATID": lambda: (self.national_id().lower(), "SSN"),
            "VNATID": lambda: (spoken_code(self.national_id()), "SSN"),
            "DNI": lambda: (self.pick([self.dotted(self.dni.lstrip("0")), self.dni]), "SSN"),
            # ---- bank details
            "ACCT": lambda: (self.account(), "BANK_ACCOUNT"),
            "CBU": lambda: (self.cbu(), "BANK_ACCOUNT"),
            "CBUALIAS": lambda: (self.cbu_alias(), "BANK_ACCOUNT"),
            "SECLEAR": lambda: (
                self.pick(
                    [
                        f"8{self.digits(3)}-{self.digits(1)}",
                        f"6{self.digits(3)}",
                        f"5{self.digits(3)}",
                    ]
                ),
                "BANK_ACCOUNT",
            ),
            "IBAN": lambda: (self.grouped(self.iban()), "IBAN"),
            "IBANC": lambda: (self.odd_iban(), "IBAN"),
            "IBANNL": lambda: (self.broken_iban(), "IBAN"),
            "CARD": lambda: (self.grouped_card(), "CARD"),
            "CARDX": lambda: (self.odd_card(), "CARD"),
            "CARDNL": lambda: (self.broken_card(), "CARD"),
            "VCARD": lambda: (self.spoken_card(), "CARD"),
            # ---- supporter ids after a cue
            "SUPP": lambda: (
                self.pick(
                    [
                        f"SUP{self.digits(7)}",
                        f"{self.letters(2)}-{self.digits(6)}",
                        f"D{self.digits(3)}-{self.digits(4)}",
                    ]
                ),
                "CUSTOMER_ID",
            ),
            "SPONS": lambda: (
                f"SP-{self.pick(['UG', 'GT', 'NP', 'BO', 'ET', 'GH'])}-{self.digits(5)}",
                "CUSTOMER_ID",
            ),
            "REG": lambda: (
                self.pick(
                    [
                        f"RUN26-{self.digits(4)}",
                        f"REG{self.digits(6)}",
                        f"EV/{self.digits(3)}/{self.letters(3, ID_CHARS)}",
                    ]
                ),
                "CUSTOMER_ID",
            ),
            "VOLID": lambda: (f"VOL-{self.letters(2, ID_CHARS)}{self.digits(4)}", "CUSTOMER_ID"),
            # ---- tracking
            "TRK": lambda: (self.s10(), "TRACKING"),
            "TRK2": lambda: (
                self.pick(
                    [
                        f"00370726{self.digits(12)}",
                        f"70{self.digits(15)}",
                        f"JJD{self.digits(14)}",
                        f"1Z{self.letters(6, ALNUM)}{self.digits(10)}",
                    ]
                ),
                "TRACKING",
            ),
            # ---- network and secrets
            "IP": lambda: (
                f"{rng.choice([31, 46, 62, 78, 85, 88, 181, 186, 190, 211])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            ),
            "OTP": lambda: (self.digits(rng.choice([4, 6, 6, 8])), "SECRET"),
            "VOTP": lambda: (spoken_code(self.digits(6)), "SECRET"),
            "PIN": lambda: (self.digits(4), "SECRET"),
            "PASS": lambda: (
                f"{self.pick(PASSWORD_WORDS)}{self.pick(['!', '#', '_', '$', '.', '%'])}{self.digits(rng.randint(2, 4))}{self.pick(['', 'k', 'Zz', 'q9'])}",
                "SECRET",
            ),
            "APIKEY": lambda: (
                self.pick(
                    [
                        f"gvw_live_{self.letters(28, string.ascii_letters + string.digits)}",
                        f"ngo-sk-{self.letters(8, 'abcdef0123456789')}-{self.letters(16, 'abcdef0123456789')}",
                        f"dnt.{self.letters(32, string.ascii_letters + string.digits)}",
                    ]
                ),
                "SECRET",
            ),
        }

    def grouped(self, iban: str) -> str:
        return " ".join(iban[k : k + 4] for k in range(0, len(iban), 4))

    def odd_iban(self) -> str:
        i = self.iban()
        return self.pick([i, i.lower(), "-".join(i[k : k + 4] for k in range(0, len(i), 4))])

    def broken_iban(self) -> str:
        groups = self.grouped(self.iban()).split()
        return " ".join(groups[:3]) + "\n" + " ".join(groups[3:])

    def broken_card(self) -> str:
        c = self.card()
        return f"{c[:4]} {c[4:8]}\n{c[8:12]} {c[12:]}"

    def spoken_card(self) -> str:
        c = self.card()
        return " ".join(spoken_code(c[i : i + 4]) for i in range(0, len(c), 4))

    def s10(self) -> str:
        serial = self.digits(8)
        prefix = self.pick(["RR", "RN", "CP", "EE", "LX", "RB"])
        return f"{prefix}{serial}{s10_check_digit(serial)}{self.country}"

    # ---- addresses

    def add_address(self, built: SpanText, layout: str) -> None:
        """The persona's address as ADDRESS and POSTCODE spans, in `layout`: `line` (one line),
        `lines` (each comma a line break), `lower` (one line, lower case) or `voice` (spoken)."""
        text = self.address
        if layout == "lines":
            text = text.replace(", ", "\n")
        elif layout == "lower":
            text = lower(text)
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


SLOT: Final = re.compile(r"\{([A-Z0-9]+)\}")
TAG: Final = re.compile(r"^\[([A-Z]{2})\] ")
ADDRESS_SLOTS: Final = {"ADDR": "line", "ADDRNL": "lines", "LADDR": "lower", "VADDR": "voice"}


def valid_national_id(value: str, country: str) -> bool:
    """Whether a national number the generator wrote, in `country`, has a valid check."""
    raw = re.sub(r"[\s./-]", "", value).upper()
    if country == "SE":
        return luhn_ok(raw[-10:])
    if country == "NO":
        return fnr_ok(raw)
    if country == "FI":
        hetu = value.upper()
        return hetu_check(hetu[:6] + hetu[7:10]) == hetu[10]
    if country == "CZ":
        return int(raw) % 11 == 0
    if country == "TR":
        return tckn_digits(raw[:9]) == raw[9:]
    if country == "AR":
        return len(raw) == 8 or cuil_digit(raw[:10]) == raw[10]
    if country == "CL":
        return rut_digit(raw[:-1]) == raw[-1]
    if country == "KR":
        return rrn_digit(raw[:12]) == raw[12]
    return country == "CO" and raw.isdigit()


def render(skeleton: str, ctx: Ctx) -> tuple[str, list[Span]]:
    """Fill a skeleton (without its country tag), computing every span from the piece inserted,
    and check every card, IBAN, CBU and written national number."""
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
        if span["type"] == "BANK_ACCOUNT" and re.fullmatch(r"\d{22}", piece):
            assert cbu_ok(piece), piece
        if span["type"] == "BANK_ACCOUNT" and "/" in piece:
            assert all(cz_account_ok(part) for part in re.split(r"[-/]", piece)[:-1]), piece
        if span["type"] == "SSN" and re.search(r"\d", piece):
            assert valid_national_id(piece, ctx.country), (piece, ctx.country)
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "[SE] hej! its {LNAME}, my autogiro of 200 kr went out twice this month, personnummer {NATID}",
    "[SE] swish refund pls, paid for the christmas goat twice from {PHONE} 🐐",
    "[SE] clearing {SECLEAR} konto {ACCT}, can the autogiro move to that from january?",
    "[NO] hei, AvtaleGiro trekker fra feil konto, ny konto er {ACCT} - {NAME}",
    "[NO] fødselsnummer {NATID} for skattefradrag pls, the form on the site keeps saying ugyldig",
    "[NO] hei {STAFF}, Vipps-nummeret mitt er {PHONE}, kan gaven trekkes der? hilsen {FIRST}",
    "[FI] moi, the e-invoice for my monthly gift still goes to the old address, new email {EMAIL}",
    "[FI] {LFIRST} {LAST} here, is hetu {LNATID} needed for the receipt or just the name?",
    "[FI] {NAME} here, moving the monthly gift to {IBAN} from january 🙂",
    "[CZ] dobrý den, trvalý příkaz z účtu {ACCT} odešel dvakrát, prosím o vrácení",
    "[CZ] potvrzení o daru pls for {NAME}, rč {NATID}, thanks",
    "[TR] merhaba, bağış makbuzu için TC kimlik no {NATID}, adım {UPNAME}",
    "[TR] kartımdan {CARDX} iki kez çekildi, ramazan kampanyası için sadece bir kez bağış yaptım",
    "[TR] iban {IBANC} - aylık bağışı buraya bağlayabilir misiniz? {NAME}",
    "[AR] hola! doné por Mercado Pago pero quiero débito automático al CBU {CBU}",
    "[AR] cuil {NATID} para el certificado de donación, soy {LNAME}",
    "[AR] che, el alias {CBUALIAS} es el mío, {FIRST}, para el reintegro del doble débito",
    "[CL] hola, el PAC de mi tarjeta {CARD} no se descontó este mes, rut {NATID}",
    "[CL] {LFIRST} here 👋 cambié de banco, ahora es cuenta rut {ACCT}",
    "[CO] buenas, para el certificado de donación mi cédula es {NATID} y el correo {OEMAIL}",
    "[CO] hola soy {NAME}, la donación por PSE salió de la cuenta {ACCT} pero no llegó el recibo",
    "[KR] hi, please change the auto-transfer account to {ACCT} from next month. {FIRST} 드림",
    "[KR] 기부금 영수증 needed for 연말정산, 주민번호 {NATID}, name {NAME}",
    "[KR] {LFIRST} here, the verification code {OTP} never came to {PHONE}",
    "sponsor here, how is {CHILD} doing? no leter since spring. suporter no {SUPP}",
    "in memory of {THIRD}, who loved your work, i'd like to start a monthly gift. my number {PHONE}",
    "ty {STAFF}!! the e-card went out perfectly. my new email is {EMAIL}",
    "{LTHIRD} signed me up for a monthly gift without asking, pls cancel whatever is on {CARD}",
    "donor portal password was {PASS} and now im locked out, its {FIRST}",
    "someone logged into my donor account from {IP} last night, supporter id {SUPP}",
    "card {CARDX} got charged for a sponsorhsip i never started, dob {DOB} if u need it",
    "pls send the thank you pack to {ADDR}, moved in ocotber",
    "the welcome pack for {CHILDFIRST} says delivered ({TRK}) but nothing here",
    "my registration for the charity run is {REG}, can i swap to a size M shirt? {INIT}",
    "volunteer id {VOLID}, warehouse shift on saturday, can {STAFF} call me on {PHONE}",
    "sponsorship ref {SPONS}, can my sister pay half? im {NAME}",
]
ADV_VOICE: Final[list[str]] = [
    "[SE] hi this is {VNAME} calling about my monthly gift my number is {VPHONE} please call me back",
    "[NO] hello my surname is {SPELL} and the avtalegiro took the wrong amount",
    "[FI] yes hi its {VNAME} my personal identity code is {VNATID} for the tax thing",
    "[CZ] hello its {VNAME} from {VADDR} the thank you letter went to my old flat",
    "[TR] hello my postcode is {VPC} and the receipt for the kurban campaign never came",
    "[AR] hola hi its {VNAME} my cuil is {VNATID} for the donation certificate",
    "[CL] hi my rut is {VNATID} and the pac was charged twice this month",
    "[CO] hello this is {VNAME} my phone is {VPHONE} i want to pause the monthly donation",
    "[KR] hello my date of birth is {VDOB} and the receipt shows the wrong year",
    "[SE] the code you sent me was {VOTP} and the website says it expired",
    "[NO] hi its {VFIRST} the card number is {VCARD} for the one off gift",
    "[SE] hello its {VNAME} my email is {VEMAIL} the e cards are not arriving",
    "[FI] hi its {VFIRST} i am calling about {LCHILD} the child i sponsor the letter said the school moved",
    "[NO] hi i was born {VDOB} and the legacy team asked me to confirm it",
    "[CZ] yes hello its {VNAME} my birth number is {VNATID} for the certificate",
    "[KR] hi this is {VNAME} my resident registration number is {VNATID} for the receipt",
    "[CO] hi its {VFIRST} i live at {VADDR} the calendar never came",
    "[AR] hello i spoke to {LSTAFF} last week about the memorial page for {LTHIRD} who passed in june",
]
ADV_EMAIL: Final[list[str]] = [
    "[SE] Hej,\n\nJag vill ändra mitt autogiro till clearing {SECLEAR}, konto {ACCT}. Personnummer: {NATID}.\n\nMed vänliga hälsningar\n{NAME}\n{PHONE}",
    "[NO] Hei,\n\nJeg ønsker skattefradrag for gavene i år. Fødselsnummer {NATID}.\n\nMed vennlig hilsen\n{NAME}\n{ADDRNL}",
    "[FI] Hei,\n\nHaluan lopettaa kuukausilahjoituksen tililtä {IBAN}.\n\nYstävällisin terveisin\n{NAME}\n{PHONE}",
    "[CZ] Dobrý den,\n\nprosím o potvrzení o daru za rok 2026. Rodné číslo: {NATID}.\n\nS pozdravem\n{NAME}\n{ADDRNL}",
    "[TR] Merhaba,\n\nBağış makbuzunun {ADDR} adresine gönderilmesini rica ederim. TC Kimlik No: {NATID}\n\nSaygılarımla,\n{NAME}\n{PHONE}",
    "[AR] Hola,\n\nQuiero pasar mi donación mensual a débito automático. CBU: {CBU}.\n\nSaludos,\n{NAME}\nCUIL {NATID}",
    "[CL] Estimados,\n\nNecesito el certificado de donación. Mi RUT es {NATID} y nací el {DOB}.\n\nAtte.,\n{NAME}\n{PHONE}",
    "[CO] Buenos días,\n\nPor favor actualicen mi dirección: {ADDR}. Cédula {NATID}.\n\nCordialmente,\n{NAME}\n{PHONE}",
    "[KR] Hello,\n\nPlease send the donation receipt for the year-end tax settlement. RRN: {NATID}.\n\nThank you,\n{NAME}\n{PHONE}",
    "Hi {STAFF},\n\nThanks for the call. As discussed, the card for the sponsorship is {CARD}.\n\nBest,\n{FIRST}",
    "Dear Supporter Care,\n\n{THIRD} passed away in November and I am handling the estate. Please stop the monthly gift, supporter no. {SUPP}.\n\nKind regards,\n{NAME}\n{OEMAIL}",
    "Hello,\n\nI'd like to write to {CHILD} but the portal rejects my login {EMAIL} with the password {PASS}.\n\nThanks,\n{INIT}",
    "Hi,\n\nOur company matches staff gifts. The integration key {APIKEY} was posted in a public repo by mistake, please revoke it. Our server is {IP}.\n\nRegards,\n{NAME}\nFinance\n{PHONE}",
    "[SE] Hej!\n\nKortet {CARDNL} drogs två gånger för julgåvan. Återbetala gärna till {IBANC}.\n\nTack,\n{NAME}\n{ADDRNL}",
    "[NO] Hei {STAFF},\n\nTakk for sist! Her er ny adresse: {ADDR}. Født {DOB}.\n\nHilsen\n{NAME}",
    "[FI] Good afternoon,\n\nThe memorial cards I ordered came back to you, tracking {TRK}. My address is {ADDR}.\n\nKiitos,\n{NAME}",
    "[CZ] Dobrý den,\n\nna sbírku jsem poslala dar z účtu {ACCT}, ale potvrzení nepřišlo na {EMAIL}.\n\nDěkuji,\n{NAME}\n{PHONE}",
    "[KR] 안녕하세요,\n\nMy Toss payment for the winter appeal failed. Card {CARDX}, phone {PHONE}.\n\n감사합니다\n{NAME}",
]
ADV_FORM: Final[list[str]] = [
    "[SE] Namn: {NAME}\nPersonnummer: {NATID}\nAdress: {ADDR}\nMobil: {PHONE}\nGåva: 300 kr/mån",
    "[NO] Navn: {NAME}\nFødselsnummer: {NATID}\nKontonummer: {ACCT}\nIBAN: {IBANC}\nE-post: {EMAIL}",
    "[FI] Etunimi: {FIRST}\nSukunimi: {LAST}\nSyntymäaika: {DOB}\nHenkilötunnus: {NATID}\nIBAN: {IBAN}\nPuhelin: {PHONE}",
    "[CZ] Jméno a příjmení: {NAME}\nDatum narození: {DOB}\nRodné číslo: {NATID}\nČíslo účtu: {ACCT}\nAdresa:\n{ADDRNL}",
    "[TR] Ad Soyad: {UPNAME}\nTC Kimlik No: {NATID}\nIBAN: {IBAN}\nDoğum tarihi: {DOB}\nCep: {PHONE}",
    "[AR] Nombre y apellido: {NAME}\nDNI: {DNI}\nCUIL: {NATID}\nCBU: {CBU}\nFecha de nacimiento: {DOB}",
    "[CL] Nombre: {NAME}\nRUT: {NATID}\nDirección: {ADDR}\nCelular: {PHONE}\nMedio de pago: PAC",
    "[CO] Nombres: {FIRST}\nApellidos: {LAST}\nCédula de ciudadanía: {NATID}\nCuenta de ahorros: {ACCT}\nCorreo: {OEMAIL}",
    "[KR] Family name: {UPLAST}\nGiven name: {FIRST}\nDate of birth: {DOB}\nRRN: {NATID}\nAddress: {ADDR}\nMobile: {PHONE}",
    "Child sponsorship\nSponsor: {NAME}\nSponsorship ref: {SPONS}\nChild: {CHILD}\nCard: {CARDX}\nEmail: {EMAIL}",
    "In-memory gift\nIn memory of: {THIRD}\nGiven by: {NAME}\nSend the card to:\n{ADDRNL}",
    "Event registration\nParticipant: {UPLAST}, {FIRST}\nRegistration no.: {REG}\nDate of birth: {DOB}\nEmergency contact: {THIRD}, {PHONE}",
    "Security alert\nSupporter ID: {SUPP}\nLogin from IP: {IP}\nOne-time code sent: {OTP}\nEmail: {OEMAIL}",
    "Volunteer sign-up\nName: {NAME}\nVolunteer ID: {VOLID}\nPhone: {PHONE}\nLocker code: {PIN}",
    "Partner integration\nOrganisation: Fjordlys Bakeri AS\nAPI key: {APIKEY}\nWebhook IP: {IP}\nContact: {NAME}",
    "Shop order\nCourier: DHL\nTracking: {TRK2}\nDeliver to: {NAME}\n{ADDRNL}",
]
ADV_QUOTED: Final[list[str]] = [
    "[SE] Fortfarande fel.\n\nDen 1 dec. 2026 kl. 10:04 skrev Givarservice:\n> Hej {FIRST}, kan du bekräfta ditt personnummer?\n\n{NATID}",
    "[NO] Se under.\n\n-----Original Message-----\nFrom: {NAME}\nSent: 30. november 2026\nSubject: AvtaleGiro\n\nKontonummer {ACCT}, telefon {PHONE}.",
    "[FI] Tässä.\n\n> Lähetä vielä osoitteesi ja syntymäaikasi.\n\n{ADDR}\n{DOB}",
    "[CZ] Posílám.\n\n> Prosíme o IBAN a rodné číslo.\n\n{IBAN}\n{NATID}\n{NAME}",
    "[TR] Teşekkürler {STAFF}!\n\n> Makbuzunuz {TRK} takip numarasıyla gönderildi.\n> Adres: {ADDR}",
    "[AR] Ahí va.\n\nEl 30/11/2026 a las 10:15, Atención al Donante escribió:\n> ¿Nos pasás tu CUIL y un teléfono?\n\n{NATID} - {PHONE}",
    "[CL] Listo.\n\nEl lun, 30 nov 2026 a las 09:12, {STAFF} escribió:\n> Hola {FIRST}, ¿a qué tarjeta cargamos el aporte?\n\n{CARD}",
    "[CO] Reenvío.\n\n---------- Forwarded message ---------\nFrom: {NAME} <{EMAIL}>\nDate: lun, 30 nov 2026\nSubject: certificado\n\nCédula {NATID}.",
    "[KR] Done.\n\n> Please reply with the account for the refund.\n\n{ACCT}\n{NAME}",
    "Still nothing.\n\nOn Tue, 1 Dec 2026 at 10:04, Sponsorship Team wrote:\n> Hi {FIRST}, {CHILD}'s letter was posted, tracking {TRK}.",
    "Begin forwarded message:\n\nFrom: {THIRD}\nSubject: urgent donation\n\n> Send the code {OTP} to confirm your gift\n\nI did, from card {CARDX}. Call me on {PHONE}, {FIRST}",
    "> Can you confirm the date of birth on the legacy pledge?\n\n{DOB}. And it is {LNAME}, all lower case on the form.",
    "[SE] Nej!\n\n> Hej, vi har registrerat en ny e-postadress: {EMAIL}\n\nDet är inte min. Min är {OEMAIL}. /{FIRST}",
    "[NO] Ja, det stemmer.\n\nDen 2. des. 2026 kl. 14:22 skrev Givertjenesten:\n> Er giveren {NAME}, født {DOB}?",
    "[TR] Aşağıda.\n\n-----Original Message-----\nFrom: {UPLAST} {FIRST}\nSent: 29 Kasım 2026\nSubject: bağış iadesi\n\nIBAN {IBANNL}",
    "[AR] Gracias {STAFF}.\n\n> Tu donación quedó asociada al alias {CBUALIAS}.\n> Domicilio: {LADDR}",
]


# --------------------------------------------------------------------------- benign skeletons

FILLS: Final[dict[str, list[str]]] = {
    "AMOUNT": [
        "200 kr",
        "SEK 350",
        "NOK 250",
        "kr 500",
        "€20",
        "€35",
        "500 Kč",
        "1 000 Kč",
        "₺250",
        "₺1.000",
        "$ 5.000",
        "ARS 12.000",
        "CLP 10.000",
        "$15.000 pesos",
        "COP 50.000",
        "₩30,000",
        "₩50,000",
        "USD 25",
    ],
    "PAY": [
        "Swish",
        "Vipps",
        "MobilePay",
        "Autogiro",
        "AvtaleGiro",
        "e-lasku",
        "Mercado Pago",
        "Nequi",
        "Daviplata",
        "PSE",
        "Webpay",
        "KakaoPay",
        "Toss",
        "Naver Pay",
        "Apple Pay",
        "Google Pay",
        "PayPal",
        "Papara",
    ],
    "BANK": [
        "Handelsbanken",
        "SEB",
        "Swedbank",
        "DNB",
        "SpareBank 1",
        "OP",
        "Nordea",
        "S-Pankki",
        "Česká spořitelna",
        "ČSOB",
        "Fio banka",
        "Ziraat Bankası",
        "Garanti BBVA",
        "İş Bankası",
        "Banco Galicia",
        "Banco Nación",
        "BancoEstado",
        "Banco de Chile",
        "Bancolombia",
        "Davivienda",
        "Banco de Bogotá",
        "KB Kookmin",
        "Shinhan",
        "KakaoBank",
    ],
    "CAMPAIGN": [
        "Winter Appeal",
        "Clean Water Week",
        "the Christmas Gift Shop",
        "the School Kit appeal",
        "the Ramazan appeal",
        "the Chuseok appeal",
        "the Flood Response appeal",
        "Umut Kumbarası",
        "Giving Tuesday",
        "the Solar Lamp appeal",
    ],
    "GIFT": [
        "a goat",
        "a school kit",
        "a solar lamp",
        "a hygiene kit",
        "a water filter",
        "a beehive",
        "two chickens",
        "a bicycle for a health worker",
        "a midwife kit",
        "seeds for a family",
    ],
    "PROJECT": [
        "Uganda",
        "Guatemala",
        "Nepal",
        "La Paz",
        "Ethiopia",
        "Bangladesh",
        "Sierra Leone",
        "the Cox's Bazar camps",
        "northern Ghana",
        "the Altiplano",
    ],
    "CITY": [
        "Göteborg",
        "Malmö",
        "Uppsala",
        "Bergen",
        "Trondheim",
        "Stavanger",
        "Tampere",
        "Oulu",
        "Turku",
        "Brno",
        "Olomouc",
        "Plzeň",
        "İzmir",
        "Bursa",
        "Antalya",
        "Rosario",
        "Córdoba",
        "Mendoza",
        "Valparaíso",
        "Temuco",
        "Antofagasta",
        "Medellín",
        "Cali",
        "Barranquilla",
        "Busan",
        "Daegu",
        "Incheon",
    ],
    "SHOP": [
        "the charity shop on Drottninggatan",
        "the shop on Karl Johans gate",
        "the pop-up on Aleksanterinkatu",
        "the shop near Václavské náměstí",
        "the stand on İstiklal Caddesi",
        "the shop on Avenida San Martín",
        "the stall on Carrera Séptima",
        "the shop in Insadong",
        "the kiosk at Plaza Bolívar",
        "the store by Cerro Santa Lucía",
    ],
    "PLACE": [
        "Václav Havel Airport",
        "Sabiha Gökçen Airport",
        "Aeroparque Jorge Newbery",
        "Arturo Merino Benítez airport",
        "El Dorado airport",
        "Gardermoen",
        "Arlanda",
        "Gimpo",
        "the Sibelius Monument",
        "Haneul Park",
        "the Nobel Peace Center",
        "Parque Simón Bolívar",
        "the Gabriela Mistral Cultural Centre",
        "the King Sejong statue",
        "Astrid Lindgren's World",
    ],
    "PRODUCT": [
        "the Moomin mug",
        "the Marimekko tote",
        "the Saga mug",
        "the Lumi lantern",
        "the 2027 wall calendar",
        "the Christmas card pack",
        "the Kånken backpack",
        "the Juan Valdez coffee gift box",
        "the Havanna alfajores tin",
        "the enamel Belén nativity set",
        "the Alvar Aalto vase print",
        "the Pippi Longstocking book",
    ],
    "EVENT": [
        "the charity 10K in Göteborg",
        "Holmenkollstafetten",
        "Helsinki City Run",
        "the Prague half marathon",
        "the Istanbul Marathon",
        "Maratón de Buenos Aires",
        "the Santiago marathon",
        "the Bogotá half marathon",
        "the Seoul Marathon",
        "the Lucia concert",
        "the sponsored walk round Frøya",
    ],
    "HOLIDAY": [
        "Lucia",
        "juhannus",
        "17. mai",
        "Christmas",
        "Kurban Bayramı",
        "Chuseok",
        "Fiestas Patrias",
        "Día del Niño",
        "Seollal",
        "Ramazan Bayramı",
        "Easter",
    ],
    "DAY": [
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
        "the 15th",
        "payday",
        "the last Friday of the month",
        "the 1st",
    ],
    "TIME": ["9:00", "14:30", "before noon", "after 16:00", "10 am", "half past two", "17.00"],
    "ROLE": [
        "the supporter care team",
        "the sponsorship coordinator",
        "the legacy officer",
        "the volunteer coordinator",
        "the shop manager",
        "the events team",
        "the regional fundraiser",
        "the finance office",
        "the data protection officer",
        "someone from corporate partnerships",
    ],
    "TEAM": [
        "Supporter Care",
        "The Events Team",
        "Givarservice",
        "Givertjenesten",
        "Lahjoittajapalvelu",
        "Podpora dárců",
        "Bağışçı Hizmetleri",
        "Atención al Donante",
        "Servicio al Donante",
        "후원자 서비스팀",
        "Sponsorship Team",
        "Legacy Team",
    ],
    "SIGN": [
        "a monthly donor",
        "a very confused sponsor",
        "one of your volunteers",
        "a long-time supporter",
        "un donante mensual",
        "en månadsgivare",
        "en fast giver",
        "kuukausilahjoittaja",
        "pravidelný dárce",
        "düzenli bağışçı",
        "una madrina",
        "정기 후원자",
    ],
    "ERR": [
        "error 502",
        "payment declined (code 51)",
        "BankID timed out",
        "Vipps request expired",
        "transacción rechazada",
        "3-D Secure failed",
        "session expired",
        "ödeme reddedildi",
        "결제 실패",
        "maksu epäonnistui",
    ],
    "DEVICE": [
        "iPhone 15",
        "Galaxy S24",
        "Pixel 8",
        "Redmi Note 13",
        "iPad Air",
        "Huawei P30",
    ],
    "FREQ": ["monthly", "quarterly", "yearly", "one-off", "weekly"],
    "CODE": ["XMAS26", "WINTER10", "CW-26", "GIVE2026", "LUCIA13", "RUN10K", "AGUA-3"],
    "QTY": ["two", "three", "five", "ten", "a dozen", "4", "12", "25"],
    "MONTH": [
        "January",
        "March",
        "May",
        "September",
        "October",
        "December",
        "enero",
        "marzo",
        "joulukuu",
        "prosinec",
        "Aralık",
    ],
    "SIZE": ["S", "M", "L", "XL", "kids 140", "XS"],
    "VAMOUNT": [
        "two hundred kronor",
        "three hundred and fifty crowns",
        "twenty euros",
        "five hundred korun",
        "two hundred and fifty lira",
        "ten thousand pesos",
        "fifty thousand pesos",
        "thirty thousand won",
    ],
    "VPAY": [
        "swish",
        "vipps",
        "mobilepay",
        "autogiro",
        "avtalegiro",
        "mercado pago",
        "nequi",
        "pse",
        "webpay",
        "kakaopay",
        "toss",
    ],
    "VCITY": [
        "goteborg",
        "bergen",
        "tampere",
        "brno",
        "izmir",
        "rosario",
        "valparaiso",
        "medellin",
        "busan",
        "trondheim",
    ],
    "VGIFT": [
        "a goat",
        "a school kit",
        "a solar lamp",
        "a hygiene kit",
        "a water filter",
        "a beehive",
        "two chickens",
    ],
    "VCAMPAIGN": [
        "the winter appeal",
        "clean water week",
        "the christmas gift shop",
        "the school kit appeal",
        "the chuseok appeal",
        "giving tuesday",
    ],
    "VDAY": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "the fifteenth"],
    "VROLE": [
        "the supporter care team",
        "the sponsorship coordinator",
        "the legacy officer",
        "the volunteer coordinator",
        "the shop manager",
        "the events team",
    ],
    "VEVENT": [
        "the charity ten k",
        "the prague half marathon",
        "the seoul marathon",
        "the lucia concert",
        "helsinki city run",
        "the istanbul marathon",
    ],
    "VPRODUCT": [
        "the moomin mug",
        "the saga mug",
        "the lumi lantern",
        "the wall calendar",
        "the christmas cards",
        "the nativity set",
    ],
    "VTIME": ["nine", "half past two", "ten in the morning", "after four", "lunchtime"],
    "VPROJECT": ["uganda", "nepal", "la paz", "guatemala", "ethiopia", "the altiplano"],
}
BEN_CHAT: Final[list[str]] = [
    "hi, my {FREQ} gift via {PAY} failed again, says {ERR} 😩",
    "how long does a refund to {BANK} take? i gave {AMOUNT} twice by mistake on {DAY}",
    "can i change my monthly gift from {AMOUNT} to something smaler or do i need to cal",
    "is {CAMPAIGN} still matched by a company this year?",
    "does {GIFT} really go to {PROJECT} or is it symbolic?",
    "bought {PRODUCT} at {SHOP}, can it be posted instead of collected",
    "the app crashes on my {DEVICE} when i open {CAMPAIGN}",
    "is there a collection box at {PLACE}? saw one last year",
    "do you take {PAY} for {EVENT} entry fees?",
    "my {FREQ} debit is from {BANK}, will it move automatically if i switch banks",
    "gift code {CODE} doesnt work at checkout 🙄",
    "signed up for {EVENT}, can i change my shirt to size {SIZE}?",
    "where does the money from {PRODUCT} go, {PROJECT}?",
    "when is the tax receipt for {MONTH} sent out",
    "ordered {QTY} christmas card packs, only got one",
    "is {SHOP} open on {HOLIDAY}?",
    "can i pay for {GIFT} with {PAY} or only card",
    "sin luz en el barrio desde el {DAY}, por eso no pude donar por {PAY}, mil disculpas",
    "the Saga mug is sold out online, any left at {SHOP}?",
    "loved the Lumi lantern, will it come back for {HOLIDAY}?",
    "ferry to Frøya booked for the sponsored walk, where is the start on {DAY}?",
    "šťastný nový rok! does the charity shop in {CITY} take donations of books?",
    "Umut Kumbarası box is full, who collects it in {CITY}?",
    "el Belén del catálogo trae pilas? lo vi en la tienda de {CITY}",
    "our school class raised {AMOUNT} for {PROJECT}, how do we send it",
    "is the project in La Paz still running? i also want to give to {PROJECT}",
    "walked past Haneul Park and saw your stand, do you need volunteers on {DAY}?",
    "do u have a stand at {PLACE} on {HOLIDAY}??",
    "can i pause my gift for {QTY} months, lost my job",
    "why did {BANK} show the charity as a foreign payment? i paid {AMOUNT}",
    "the video for {CAMPAIGN} wont play on my {DEVICE}",
    "hey can i volunter at {SHOP} on weekends",
    "hi, is {EVENT} wheelchair friendly?",
    "quiero donar {AMOUNT} por {PAY}, se puede?",
    "hej, kan jag swisha {AMOUNT} till {CAMPAIGN}?",
    "hei, kan jeg gi {AMOUNT} med Vipps til {CAMPAIGN}?",
    "moi, voiko lahjoittaa {PAY}:lla?",
    "dobrý den, jde darovat přes {PAY}?",
    "merhaba, {CAMPAIGN} için {PAY} ile bağış yapabilir miyim?",
    "안녕하세요 {CAMPAIGN} 정기후원 {PAY}로 가능한가요?",
    "hola, el débito de {AMOUNT} salió dos veces de {BANK} 😤",
    "the receipt says {AMOUNT} but i gave more for {CAMPAIGN}",
    "thx for the lovely card from {PROJECT}!! made my day",
    "recieved two magazines again this {MONTH}, can u send only one",
    "is the {FREQ} gift tax deductible in {CITY} or only nationally lol",
    "want to leave a gift in my will, who do i talk to, {ROLE}?",
    "what % goes to admin? a friend said {QTY} percent",
    "r u on {PAY} yet?? much easier than card",
    "{PRODUCT} arrived broken, box said fragile 🙃",
    "pls stop sending post, email is fine. same for {CAMPAIGN}",
    "can i sponsor a child in {PROJECT} specifically",
    "is {EVENT} on {DAY} or was it moved",
    "how do i get the company match for {CAMPAIGN}, {ROLE} said ask here",
    "the Karl Johans gate shop had no card machine, can i pay {AMOUNT} online instead",
    "is the Avenida San Martín shop closed for {HOLIDAY}?",
    "hi from {CITY}! can my book club collect for {GIFT}?",
    "donaton page times out at step 3 on {DEVICE}, tried {QTY} times",
    "the Juan Valdez gift box, is it fair trade? buying {QTY} for work",
]
BEN_VOICE: Final[list[str]] = [
    "hi im calling about my monthly gift i want to change it to {VAMOUNT} from next month thanks",
    "hello i paid with {VPAY} for {VCAMPAIGN} but got no receipt",
    "yes hi i bought {VPRODUCT} at the shop in {VCITY} and it was the wrong one",
    "hello i want to give {VGIFT} as a present for my sister how do i do that",
    "hi the direct debit went out on {VDAY} but the app says pending",
    "hello i would like to speak to {VROLE} about leaving a gift in my will",
    "hi im running {VEVENT} and want to raise money for {VPROJECT} can you send a shirt",
    "yes hello is the shop in {VCITY} open on {VDAY} i have bags of clothes",
    "hi just calling to say thank you for the letter from {VPROJECT} it made my day",
    "hello the {VPAY} payment for {VCAMPAIGN} failed can i try again",
    "hi can someone call me back after {VTIME} about the school kit appeal",
    "hello i gave {VAMOUNT} twice by accident on {VDAY} can one be refunded",
    "yes hi i want to stop the paper magazine and get it by email from {VDAY} please",
    "hello is {VGIFT} still available for christmas or is it sold out",
    "hi my company wants to match {VCAMPAIGN} who do we talk to {VROLE} maybe",
    "hello the lumi lantern i ordered on {VDAY} never came it was meant to be a gift",
    "hi im calling from {VCITY} we want to collect for {VPROJECT} at our school",
    "hello what time does {VEVENT} start on {VDAY}",
    "hi i would like to increase my gift to {VAMOUNT} a month",
    "hello can i pay for {VPRODUCT} with {VPAY}",
    "yes hi is it true that {VGIFT} costs {VAMOUNT}",
    "hi i left a message on {VDAY} about {VCAMPAIGN} nobody called back",
    "hello the website keeps saying session expired when i try to give to {VPROJECT}",
    "hi this is just about the tax receipt for {VCAMPAIGN} last year it never came",
    "hello i want to volunteer at the shop in {VCITY} on weekends",
    "hi the sponsored walk round froya is it still on {VDAY}",
    "hello i heard about {VCAMPAIGN} on the radio in {VCITY} how do i give",
    "hi please take me off the phone list i still give by {VPAY} thanks",
]
BEN_EMAIL: Final[list[str]] = [
    "Hello,\n\nMy {FREQ} gift through {PAY} did not go through this month ({ERR}). Could you try again?\n\nThanks,\n{SIGN}",
    "Hi team,\n\nWe bought {QTY} copies of {PRODUCT} at {SHOP}. Can we get an invoice for the office?\n\nBest,\nAccounts Payable",
    "Dear {TEAM},\n\nCould you explain how {GIFT} reaches families in {PROJECT}?\n\nKind regards,\n{SIGN}",
    "Hej,\n\nJag vill öka min månadsgåva till {AMOUNT} från {MONTH}.\n\nMed vänliga hälsningar\n{SIGN}",
    "Hei,\n\nJeg har gitt {AMOUNT} via {PAY}, men fikk ingen kvittering.\n\nMed vennlig hilsen\n{SIGN}",
    "Hei,\n\nVoinko vaihtaa kuukausilahjoituksen {PAY}-maksuun?\n\nYstävällisin terveisin\n{SIGN}",
    "Dobrý den,\n\nchtěla bych darovat {AMOUNT} na {CAMPAIGN}. Jde to převodem z {BANK}?\n\nS pozdravem\n{SIGN}",
    "Merhaba,\n\n{CAMPAIGN} için {AMOUNT} bağış yaptım ama makbuz gelmedi.\n\nSaygılarımla,\n{SIGN}",
    "Hola,\n\nQuería saber si {GIFT} para {PROJECT} se puede pagar con {PAY}.\n\nSaludos,\n{SIGN}",
    "Estimados,\n\nEl cargo de {AMOUNT} en {BANK} aparece duplicado desde {MONTH}.\n\nAtte.,\n{SIGN}",
    "Buenos días,\n\nSomos un colegio de {CITY} y queremos apoyar {CAMPAIGN}.\n\nCordialmente,\nLa rectoría",
    "안녕하세요,\n\n{CAMPAIGN} 후원금 {AMOUNT} 영수증을 받을 수 있을까요?\n\n감사합니다\n{SIGN}",
    "Hi,\n\nI am running {EVENT} and would like a vest in size {SIZE}.\n\nThanks!\n{SIGN}",
    "Hello,\n\nIs there a collection box at {PLACE}? I would like to drop off coins from {CITY}.\n\nRegards,\n{SIGN}",
    "Dear {TEAM},\n\nPlease stop the paper magazine; the email version is enough.\n\nThank you,\n{SIGN}",
    "Hi there,\n\nGift code {CODE} was rejected at checkout for {PRODUCT}.\n\nCheers,\n{SIGN}",
    "Hello,\n\nI would like to speak to {ROLE} about a gift in my will. Mornings before {TIME} suit me.\n\nKind regards,\n{SIGN}",
    "Dear team,\n\nOur staff at the {CITY} office raised {AMOUNT} for {CAMPAIGN}. How do we transfer it?\n\nBest wishes,\nThe Social Committee",
    "Hi,\n\nThe website shows {ERR} on my {DEVICE} when I try to give.\n\nThanks,\n{SIGN}",
    "Hello,\n\nWhat share of {CAMPAIGN} goes to {PROJECT}?\n\nRegards,\n{SIGN}",
    "Hi {TEAM},\n\nThank you for the letter from {PROJECT}. Lovely to hear the well is working.\n\nWarmly,\n{SIGN}",
    "Hej!\n\nFinns {PRODUCT} kvar i butiken på Drottninggatan? Jag kommer på {DAY}.\n\nTack,\n{SIGN}",
    "Hei,\n\nDugnaden i {CITY} samlet inn {AMOUNT} til {CAMPAIGN}.\n\nHilsen\nSkolekorpset",
    "Hello,\n\nI will be at {PLACE} on {DAY}; can I volunteer at your stand there?\n\nThanks,\n{SIGN}",
    "Hola,\n\nel Belén que compré en la tienda de {CITY} llegó sin una figura.\n\nGracias,\n{SIGN}",
    "Dear {TEAM},\n\nIs {EVENT} going ahead if it rains?\n\nBest,\n{SIGN}",
    "Hello,\n\nCan we host a bake sale for {CAMPAIGN} at {SHOP} on {HOLIDAY}?\n\nRegards,\nThe Parents' Association",
    "Hi,\n\nI was charged {AMOUNT} by {PAY} and {AMOUNT} by card for the same gift.\n\nThanks,\n{SIGN}",
]
BEN_FORM: Final[list[str]] = [
    "Gift type: {FREQ}\nAmount: {AMOUNT}\nPayment method: {PAY}\nCampaign: {CAMPAIGN}",
    "Order\nItem: {PRODUCT}\nQuantity: {QTY}\nCollect at: {SHOP}\nGift code: {CODE}",
    "Event: {EVENT}\nShirt size: {SIZE}\nStart time: {TIME}\nFundraising target: {AMOUNT}",
    "Topic: refund\nBank: {BANK}\nAmount: {AMOUNT}\nDate charged: {DAY}",
    "Question type: project information\nProject: {PROJECT}\nGift: {GIFT}",
    "Contact preference: email only\nMagazine: stop\nCampaign letters: {CAMPAIGN}",
    "Error report\nDevice: {DEVICE}\nMessage: {ERR}\nPage: {CAMPAIGN}",
    "Volunteering\nLocation: {SHOP}\nAvailability: {DAY}\nRole wanted: till and sorting",
    "Company match\nCampaign: {CAMPAIGN}\nAmount raised: {AMOUNT}\nContact: {ROLE}",
    "Collection box\nSite: {PLACE}\nCity: {CITY}\nFull by: {HOLIDAY}",
    "Gåvotyp: månadsgåva\nBelopp: {AMOUNT}\nBetalsätt: {PAY}\nInsamling: {CAMPAIGN}",
    "Gavetype: fast giver\nBeløp: {AMOUNT}\nBetaling: {PAY}\nFormål: {PROJECT}",
    "Lahjoitustyyppi: kertalahjoitus\nSumma: {AMOUNT}\nMaksutapa: {PAY}\nKohde: {PROJECT}",
    "Typ daru: jednorázový\nČástka: {AMOUNT}\nBanka: {BANK}\nSbírka: {CAMPAIGN}",
    "Bağış türü: {FREQ}\nTutar: {AMOUNT}\nÖdeme: {PAY}\nKampanya: {CAMPAIGN}",
    "Tipo de donación: mensual\nMonto: {AMOUNT}\nMedio de pago: {PAY}\nCampaña: {CAMPAIGN}",
    "Tipo de aporte: único\nValor: {AMOUNT}\nBanco: {BANK}\nProyecto: {PROJECT}",
    "후원 종류: 정기후원\n금액: {AMOUNT}\n결제: {PAY}\n캠페인: {CAMPAIGN}",
    "Shop visit\nStore: {SHOP}\nDay: {DAY}\nBought: {PRODUCT}\nPaid with: {PAY}",
    "Feedback\nAbout: {EVENT}\nRating: 8 out of 10\nComment: great route, more water stations please",
    "School fundraiser\nTown: {CITY}\nRaised: {AMOUNT}\nFor: {GIFT}\nPaid via: {BANK}",
    "Reminder preference\nSend reminder: {DAY}\nTime: {TIME}\nChannel: app",
    "Magazine\nEdition: {MONTH}\nCopies received: {QTY}\nCopies wanted: 1",
    "Gift in a will\nAsked for: information pack\nPreferred contact: {ROLE}\nBest time: {TIME}",
    "Christmas gifts\nItems: {GIFT}, {PRODUCT}\nDeliver by: {HOLIDAY}\nCode: {CODE}",
    "Complaint\nChannel: phone\nTopic: too many calls about {CAMPAIGN}\nPreferred: {FREQ} email",
    "Payment issue\nProvider: {PAY}\nError: {ERR}\nTried on: {DEVICE}",
    "Stand request\nVenue: {PLACE}\nDate: {HOLIDAY}\nVolunteers needed: {QTY}",
]
BEN_QUOTED: Final[list[str]] = [
    "Thanks, that works.\n\n> Your {FREQ} gift will now be taken by {PAY}.\n> {TEAM}",
    "Still waiting.\n\n> The refund of {AMOUNT} to {BANK} takes up to ten working days.",
    "Great!\n\nOn Mon, 30 Nov 2026 at 10:15, {TEAM} wrote:\n> {PRODUCT} is back in stock at {SHOP}.",
    "Understood.\n\n> {EVENT} starts at {TIME}; bib collection closes an hour before.",
    "OK.\n\n-----Original Message-----\nFrom: {TEAM}\nSubject: your gift\n\nSomeone from {TEAM} will call you before {TIME}.",
    "Good to know.\n\n> {GIFT} in {PROJECT} is a real item bought locally, not a symbol.",
    "Is this real?\n\n> Dear supporter, {CAMPAIGN} ends on {DAY}. Give {AMOUNT} today!",
    "No thanks.\n\n> Would you like to upgrade your {FREQ} gift to {AMOUNT}?",
    "Perfect.\n\nDen 1 dec. 2026 kl. 09:12 skrev Givarservice:\n> Vi har ändrat din månadsgåva till {AMOUNT}.",
    "Takk!\n\nDen 2. des. 2026 kl. 14:22 skrev Givertjenesten:\n> Gaven via {PAY} er registrert.",
    "Kiitos.\n\n> Lahjoituksesi {CAMPAIGN} -keräykseen on vastaanotettu.",
    "Děkuji.\n\n> Váš dar {AMOUNT} na {CAMPAIGN} jsme přijali.",
    "Teşekkürler.\n\n> {CAMPAIGN} bağışınız {PAY} ile alındı.",
    "Gracias!\n\nEl 30/11/2026 a las 10:15, Atención al Donante escribió:\n> Tu aporte de {AMOUNT} quedó registrado.",
    "Dale.\n\n> El débito automático con {BANK} empieza en {MONTH}.",
    "감사합니다.\n\n> {CAMPAIGN} 후원이 {PAY}로 등록되었습니다.",
    "Fine by me.\n\n> The shop at {PLACE} is closed on {HOLIDAY}.",
    "Forwarding to you.\n\n---------- Forwarded message ---------\nFrom: {TEAM}\nSubject: {EVENT}\n\nShirts in size {SIZE} are sold out.",
    "Thanks.\n\n> Gift code {CODE} works for {PRODUCT} only.",
    "Hmm.\n\n> The app needs an update on {DEVICE} to fix {ERR}.",
    "Lovely.\n\nBegin forwarded message:\n\nFrom: Sponsorship Team\nSubject: letter from {PROJECT}\n\nA new letter is waiting in your account.",
    "We'll do that.\n\n> Collection boxes from {CITY} can go to {SHOP}.",
    "Yes please.\n\n> Shall we send the tax receipt for {MONTH} by email?",
    "Thanks again.\n\n> Our volunteers will be at {PLACE} on {DAY}.",
    "Got it.\n\n> Matched giving for {CAMPAIGN} closes on {DAY}.\n> {TEAM}",
    "Hm, ok.\n\n-----Original Message-----\nFrom: {TEAM}\nSubject: magazine\n\nWe send {QTY} issues a year.",
    "Noted, thanks.\n\n> Volunteers at {SHOP} work {TIME} to close.",
    "Brilliant.\n\n> {GIFT} e-cards can be sent on {HOLIDAY}.",
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
        prefix="ninth-adv",
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
        prefix="ninth-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("ninth", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
