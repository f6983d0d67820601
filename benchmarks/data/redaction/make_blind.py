"""Write the blind held-out redaction sets, `adversarial_pii_blind.jsonl` and
`benign_support_blind.jsonl`: written without reading the redactor, its tests or its output.

    python benchmarks/data/redaction/make_blind.py [--out-dir DIR]

Deterministic (fixed seeds). Unlike the earlier sets, which are mostly one-line chat messages,
these are long support emails with signature blocks, pasted web-form submissions, chat
transcripts with several turns, voice-to-text transcriptions with numbers spoken as words,
replies quoting earlier messages, messages mixing English with Spanish, French, German,
Italian or Portuguese, SMS shorthand, and forwarded delivery notifications.

Every skeleton, name, address, brand and message below was written by hand for this set. The
generator draws digits, computes check digits (Luhn for cards, mod 97 for IBANs, the ABA
checksum for routing numbers), turns digits into spoken words where a skeleton asks for it and
computes every offset while a message is assembled, then checks that each span's text is the
value it put there. Every person, address, number and credential is invented.

Adversarial skeletons are strings with `{slot}` placeholders. A slot's name picks a maker; a
trailing digit asks for another draw of the same maker (`{full2}` is a second person, `{ip2}`
a second address). Within one message a slot always holds the same value, and a person's name,
first name, surname and email come from one drawn persona, as an address and its postcode come
from one drawn address. Slots whose type is None (brands, products, carriers, stores, places,
order references, days, months) leave no span. Every row is `heldout`.
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
    Span,
    aba_check_digit,
    fill_slots,
    iban_from_bban,
    luhn_complete,
    out_dir_from_args,
    render_unique,
    write_jsonl,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_blind.jsonl"
BENIGN_FILE: Final = "benign_support_blind.jsonl"
ADVERSARIAL_SEED: Final = 1_12_2026_01
BENIGN_SEED: Final = 1_12_2026_02
RENDERS_PER_SKELETON: Final = 3
RENDERS_PER_SLOTTED: Final = 5
SPLIT: Final = "heldout"
PREFIX: Final = "blind"

State = dict[str, object]
Maker = Callable[[random.Random, State, str], str]

# --- people: (first name, surname, email) -----------------------------------------------------

PERSONAS: Final[list[tuple[str, str, str]]] = [
    ("Kenji", "Watanabe", "kenji.w1984@icloud.com"),
    ("Seo-yeon", "Park", "seoyeon.park@naver.com"),
    ("Emre", "Yıldırım", "emre.yildirim@gmail.com"),
    ("Akosua", "Frimpong", "akosua.frimpong@yahoo.com"),
    ("Wanjiru", "Kamau", "wkamau@gmail.com"),
    ("Tigist", "Haile", "tigist.haile@outlook.com"),
    ("Sigrid", "Hallberg", "sigrid.hallberg@telia.com"),
    ("Dimitrios", "Papadakis", "d.papadakis@otenet.gr"),
    ("Zsófia", "Horváth", "horvath.zsofi@freemail.hu"),
    ("Oksana", "Kovalenko", "oksana.kovalenko@ukr.net"),
    ("Maricel", "Dela Cruz", "maricel.delacruz@yahoo.com.ph"),
    ("Ximena", "Gutiérrez", "ximena.gtz@hotmail.com"),
    ("Dariush", "Rahimi", "d.rahimi@protonmail.com"),
    ("Yael", "Abergel-Tzur", "yael.abergel@walla.co.il"),
    ("Rhys", "Prothero", "rhys.prothero@btinternet.com"),
    ("Eilidh", "MacLeod", "eilidh.macleod@sky.com"),
    ("Abdirahman", "Warsame", "a.warsame@hotmail.co.uk"),
    ("Bilal", "Qureshi", "bilal.qureshi91@gmail.com"),
    ("Kalaivani", "Subramaniam", "kalai.subra@gmail.com"),
    ("Putri", "Wulandari", "putri.wulandari@yahoo.co.id"),
    ("Inês", "Tavares", "ines.tavares@sapo.pt"),
    ("Ottavio", "Bellandi", "o.bellandi@libero.it"),
    ("Radek", "Novotný", "radek.novotny@seznam.cz"),
    ("Mereana", "Ngata", "mereana.ngata@xtra.co.nz"),
    ("Tavita", "Faleolo", "tavita.f@gmail.com"),
    ("Delroy", "Campbell-Reid", "delroy.cr@outlook.com"),
    ("Brigitte", "Fournier", "b.fournier@orange.fr"),
    ("Lukas", "Brandstätter", "lukas.brandstaetter@gmx.at"),
    ("Henrike", "Vogelsang", "h.vogelsang@web.de"),
    ("Ayesha", "Siddiqui", "ayesha.siddiqui@live.com"),
    ("Tomás", "Echeverría", "tomas.echeverria@gmail.com"),
    ("Mirela", "Popescu", "mirela.popescu@yahoo.ro"),
    ("Bronwyn", "Tuckett", "bron.tuckett@bigpond.com"),
    ("Fiachra", "Hanratty", "fhanratty@gmail.com"),
    ("Kwabena", "Asante-Darko", "kwabena.ad@gmail.com"),
    ("Lindiwe", "Mthembu", "lindiwe.mthembu@webmail.co.za"),
    ("Sung-min", "Choi", "sungmin.choi@daum.net"),
    ("Haruka", "Morimoto", "haruka.morimoto@docomo.ne.jp"),
    ("Bjørn", "Aasgaard", "bjorn.aasgaard@online.no"),
    ("Pilar", "Etxeberria", "pilar.etxeberria@euskaltel.net"),
    ("Faisal", "Al-Mutairi", "faisal.mutairi@gmail.com"),
    ("Patience", "Nkansah", "patience.nkansah@gmail.com"),
    ("Penny", "Lockwood", "pennylockwood@aol.com"),
    ("Clay", "Hutchins", "clayhutchins77@comcast.net"),
    ("Wren", "Castellano", "wren.castellano@fastmail.com"),
    ("Sterling", "Adjei", "sterling.adjei@icloud.com"),
    ("Shanice", "Whitaker", "shanice.whitaker@yahoo.com"),
    ("Dwayne", "Pruitt", "dpruitt@att.net"),
    ("Thuy", "Lê-Hartmann", "thuy.lehartmann@posteo.de"),
    ("Gulnara", "Ismailova", "gulnara.ismailova@mail.ru"),
]
# Staff, drivers and other third parties named in a message: people too, so PERSON spans.
STAFF: Final = [
    "Lorenzo",
    "Aigerim",
    "Fenella",
    "Mthunzi",
    "Kiri",
    "Bogdan",
    "Solveig",
    "Ifeoma",
    "Yiannis",
    "Marisol",
    "Gethin",
    "Anneliese",
    "Dov",
    "Nkechi",
]

# --- addresses: (lines up to the town or state, postcode) -------------------------------------

ADDRESSES: Final[dict[str, list[tuple[tuple[str, ...], str]]]] = {
    "uk": [
        (("Flat 2", "41 Kettlewell Road", "Harrogate"), "HG1 4QP"),
        (("7 Brambling Close", "Wymondham"), "NR18 0XT"),
        (("The Old Bakehouse", "Church Street", "Ledbury"), "HR8 1DW"),
        (("113 Coldharbour Lane", "London"), "SE5 9NY"),
        (("Flat 14, Marlowe House", "2 Quayside Walk", "Bristol"), "BS1 6WX"),
        (("56 Penrhyn Avenue", "Rhos-on-Sea", "Colwyn Bay"), "LL28 4PS"),
        (("19 Thistle Brae", "Paisley"), "PA2 6LB"),
        (("3 Cotswold Mews", "Cheltenham"), "GL52 2HN"),
        (("220 Stockport Road", "Longsight", "Manchester"), "M13 0RQ"),
        (("9a Harbour View", "Whitby"), "YO21 3DT"),
        (("48 Beechwood Gardens", "Belfast"), "BT9 6JE"),
        (("Ground Floor Flat", "15 Grove Hill Road", "Tunbridge Wells"), "TN1 1SS"),
    ],
    "us": [
        (("2210 Larkspur Ln", "Apt 4B", "Boise, ID"), "83706"),
        (("817 Magnolia Ave", "Unit 3", "Savannah, GA"), "31401"),
        (("45 Orchard Hill Rd", "Amherst, MA"), "01002"),
        (("1306 W Alabama St", "Apt 12", "Houston, TX"), "77006"),
        (("590 Cedar Ridge Dr", "Asheville, NC"), "28803"),
        (("74 Bayview Ter", "#2", "San Francisco, CA"), "94124"),
        (("3021 N Prospect Ave", "Milwaukee, WI"), "53211"),
        (("118 Old Post Rd", "Ste 200", "Rhinebeck, NY"), "12572"),
    ],
    "ca": [
        (("1408 Robson St", "Suite 610", "Vancouver, BC"), "V6E 1C1"),
        (("72 Rue Saint-Paul E", "Montréal, QC"), "H2Y 1G6"),
        (("33 Lakeshore Rd", "Kingston, ON"), "K7M 4J2"),
        (("915 Jasper Ave", "Edmonton, AB"), "T5J 1V9"),
    ],
    "au": [
        (("12 Jacaranda Pde", "Indooroopilly QLD"), "4068"),
        (("Unit 4, 77 Glenferrie Rd", "Hawthorn VIC"), "3122"),
        (("6 Sturt Street", "Ballarat VIC"), "3350"),
        (("2/19 Coogee Bay Rd", "Randwick NSW"), "2031"),
    ],
    "nz": [
        (("14 Kowhai Street", "Ponsonby", "Auckland"), "1011"),
        (("7 Oriental Parade", "Wellington"), "6011"),
        (("55 Tui Crescent", "Riccarton", "Christchurch"), "8041"),
    ],
    "ie": [
        (("9 Seaview Park", "Bray", "Co. Wicklow"), "A98 W2K5"),
        (("Apt 21, Clarion Quay", "Dublin 1"), "D01 F5P2"),
        (("Ballyhale House", "Kilmacthomas", "Co. Waterford"), "X42 HY80"),
    ],
    # Spoken in a call: house numbers in words, as a speech-to-text service writes them.
    "v": [
        (("twenty six larch avenue", "stockton"), "TS19 7QA"),
        (("flat nine", "one hundred and four victoria road", "swindon"), "SN1 3BH"),
        (("seven the paddocks", "great dunmow"), "CM6 1XR"),
        (("thirty eight ferndale crescent", "cardiff"), "CF14 2LD"),
        (("two hundred and twelve whitechapel high street", "london"), "E1 7PF"),
        (("fifteen st ninian's way", "crieff"), "PH7 3BW"),
    ],
}

# --- credentials ------------------------------------------------------------------------------

PASSWORDS: Final = [
    "Tangerine_Walrus88",
    "kw4mena!2020",
    "Bl@ckpool1999",
    "Gizmo&Biscuit",
    "sunsetstrip77",
    "Hafod!Uchaf3",
    "R0ttweiler$",
    "p1neapple_p1zza",
    "Mistral#Vent9",
    "qwaszx12!",
    "LondonEye*2024",
    "chai-latte-44",
    "Zebra-Crossing-5",
    "Fjord!Bergen7",
    "MangoLassi2019",
]
API_KEY_LAYOUTS: Final = [
    "ghp_$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$",
    "AKIA&&&&&&&&&&&&&&&&",
    "AIza$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$",
    "sk_live_$$$$$$$$$$$$$$$$$$$$$$$$",
    "xoxb-##########-#############-$$$$$$$$$$$$$$$$$$$$$$$$",
    "hf_$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$$",
    "dop_v1_????????????????????????????????????????????????????????????????",
]
CUSTOMER_ID_LAYOUTS: Final = [
    "KX######",
    "CUST-####-@@",
    "#######-@",
    "@@@-###-###",
    "mem_%%%%%%%%",
    "########",
    "RV-##-####",
]
# carrier -> tracking number layouts
TRACKING: Final[dict[str, list[str]]] = {
    "Royal Mail": ["@@ #### #### #GB", "@@#########GB"],
    "DPD": ["15##########", "15## #### #### ##"],
    "Evri": ["H00@@A##########"],
    "UPS": ["1Z&&&&&&##########", "1Z &&& &&& ## #### ####"],
    "FedEx": ["#### #### ####", "############"],
    "USPS": ["9400 1### #### #### #### ##"],
    "DHL": ["JD01 4600 #### #### ####"],
    "Canada Post": ["#### #### #### ####"],
    "An Post": ["@@ ### ### ###IE"],
}
PHONE_LAYOUTS: Final[dict[str, list[str]]] = {
    "uk_mob": ["07### ######", "07#########", "+44 7### ######", "+44 (0) 7### ### ###"],
    "uk_land": ["01### ######", "0113 ### ####", "020 #### ####", "028 90## ####"],
    "us_phone": ["(N##) N##-####", "N##.N##.####", "+1 N## N## ####"],
    "ie_phone": ["087 ### ####", "+353 1 ### ####", "083-#######"],
    "au_phone": ["0412 ### ###", "(03) #### ####", "+61 4## ### ###"],
    "nz_phone": ["021 ### ####", "+64 9 ### ####"],
    "es_phone": ["+34 6## ## ## ##", "6## ### ###"],
    "fr_phone": ["06 ## ## ## ##", "+33 7 ## ## ## ##"],
    "de_phone": ["+49 (0)171 #######", "0176 ########"],
    "it_phone": ["+39 3## ### ####", "33# #######"],
}

# --- words that are not personal data (no span) -----------------------------------------------

# (brand, product) pairs, so that a message names a product the brand makes
GOODS: Final = [
    ("Fjällräven", "backpack"),
    ("Staub", "casserole dish"),
    ("Belstaff", "waxed jacket"),
    ("Oliver Bonas", "table lamp"),
    ("Finisterre", "wetsuit"),
    ("Bellroy", "wallet"),
    ("Kurt Geiger", "ankle boots"),
    ("Gaggia", "espresso machine"),
    ("Dualit", "toaster"),
    ("Brabantia", "pedal bin"),
    ("Vax", "carpet cleaner"),
    ("Crock-Pot", "slow cooker"),
]
STORES: Final = [
    "the Eldon Square store",
    "Bluewater",
    "the Trafford Centre branch",
    "the Cabot Circus store",
    "the Buchanan Galleries shop",
]
CITIES: Final = ["Bergen", "Valencia", "Nagoya", "Accra", "Tbilisi", "Stirling", "Tampere"]
ORDER_LAYOUTS: Final = ["#@@-####", "ORD-####", "W####@"]
DAYS: Final = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
MONTHS: Final = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]

# --- spoken numbers ---------------------------------------------------------------------------

DIGIT_WORDS: Final = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
]
TEENS: Final = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
TENS: Final = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ORDINALS: Final = [
    "",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twenty first",
    "twenty second",
    "twenty third",
    "twenty fourth",
    "twenty fifth",
    "twenty sixth",
    "twenty seventh",
    "twenty eighth",
]


def spoken_digits(digits: str, zero: str = "oh", doubles: bool = True) -> str:
    """'0771' -> 'oh double seven one', as a caller reads digits out."""
    words: list[str] = []
    i = 0
    while i < len(digits):
        d = digits[i]
        run = 1
        while doubles and i + run < len(digits) and digits[i + run] == d and run < 3:
            run += 1
        word = zero if d == "0" else DIGIT_WORDS[int(d)]
        if run == 3:
            words.append(f"triple {word}")
        elif run == 2:
            words.append(f"double {word}")
        else:
            words.append(word)
        i += run
    return " ".join(words)


def spoken_chars(value: str) -> str:
    """'SW1A 1AA' -> 's w one a one a a': letters lower case, digits as words."""
    return " ".join(DIGIT_WORDS[int(c)] if c.isdigit() else c.lower() for c in value if c != " ")


def _two_digit_words(n: int) -> str:
    if n < 10:
        return f"oh {DIGIT_WORDS[n]}"
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("" if n % 10 == 0 else f" {DIGIT_WORDS[n % 10]}")


def year_words(year: int) -> str:
    if year >= 2000:
        rest = year - 2000
        return "two thousand" + (
            "" if rest == 0 else f" and {_two_digit_words(rest).removeprefix('oh ')}"
        )
    return f"nineteen {_two_digit_words(year - 1900)}"


# --- drawing values ---------------------------------------------------------------------------


def _fill(layout: str, rng: random.Random) -> str:
    """'#' a digit, 'N' a digit from 2 to 9, '@' an upper-case letter, '%' a lower-case letter
    or digit, '&' an upper-case letter or digit, '$' any letter or digit, '?' a hex digit."""
    alphabet = {
        "#": string.digits,
        "N": "23456789",
        "@": string.ascii_uppercase,
        "%": string.ascii_lowercase + string.digits,
        "&": string.ascii_uppercase + string.digits,
        "$": string.ascii_letters + string.digits,
        "?": "0123456789abcdef",
    }
    return "".join(rng.choice(alphabet[c]) if c in alphabet else c for c in layout)


def _luhn_digits(rng: random.Random) -> str:
    prefix, length = rng.choice(
        [("4", 16), ("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("37", 15), ("6011", 16)]
    )
    return luhn_complete(prefix, length, rng)


def _groups(digits: str) -> list[str]:
    if len(digits) == 15:
        return [digits[:4], digits[4:10], digits[10:]]
    return [digits[i : i + 4] for i in range(0, len(digits), 4)]


def _iban(country: str, rng: random.Random) -> str:
    layout = {
        "GB": "@@@@##############",
        "DE": "##################",
        "ES": "####################",
        "IT": "@######################",
        "AT": "################",
        "PL": "########################",
    }[country]
    return iban_from_bban(country, _fill(layout, rng))


def _iban_printed(country: str, rng: random.Random) -> str:
    raw = _iban(country, rng)
    grouped = " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))
    return rng.choice([grouped, grouped, raw, grouped.lower()])


def _routing(rng: random.Random) -> str:
    first = f"{rng.choice([rng.randrange(1, 13), rng.randrange(21, 33)]):02d}"
    body = first + _fill("######", rng)
    return body + aba_check_digit(body)


def _dob_parts(rng: random.Random) -> tuple[int, int, int]:
    return rng.randrange(1, 29), rng.randrange(1, 13), rng.randrange(1948, 2006)


def _persona(rng: random.Random, state: State, group: str) -> tuple[str, str, str]:
    key = f"_persona{group}"
    if key not in state:
        taken = {v for k, v in state.items() if k.startswith("_persona")}
        state[key] = rng.choice([p for p in PERSONAS if p not in taken])
    persona = state[key]
    assert isinstance(persona, tuple)
    return persona


def _address(
    region: str, rng: random.Random, state: State, group: str
) -> tuple[tuple[str, ...], str]:
    key = f"_addr_{region}{group}"
    if key not in state:
        taken = {v for k, v in state.items() if k.startswith(f"_addr_{region}")}
        state[key] = rng.choice([a for a in ADDRESSES[region] if a not in taken])
    address = state[key]
    assert isinstance(address, tuple)
    return address


def _carrier(rng: random.Random, state: State, group: str) -> str:
    key = f"_carrier{group}"
    if key not in state:
        state[key] = rng.choice(sorted(TRACKING))
    carrier = state[key]
    assert isinstance(carrier, str)
    return carrier


def _goods(rng: random.Random, state: State, group: str) -> tuple[str, str]:
    key = f"_goods{group}"
    if key not in state:
        state[key] = rng.choice(GOODS)
    goods = state[key]
    assert isinstance(goods, tuple)
    return goods


def _make_card(rng: random.Random, state: State, group: str) -> str:
    return rng.choice([" ", " ", "-", ""]).join(_groups(_luhn_digits(rng)))


def _make_card_nl(rng: random.Random, state: State, group: str) -> str:
    groups = _groups(_luhn_digits(rng))
    cut = rng.randrange(1, len(groups))
    return " ".join(groups[:cut]) + rng.choice(["\n", " \n"]) + " ".join(groups[cut:])


def _make_card_spoken(rng: random.Random, state: State, group: str) -> str:
    zero = rng.choice(["oh", "zero"])
    return ", ".join(spoken_digits(g, zero) for g in _groups(_luhn_digits(rng)))


def _ssn_digits(rng: random.Random) -> str:
    area = rng.choice([n for n in range(1, 900) if n != 666])
    return f"{area:03d}{rng.randrange(1, 100):02d}{rng.randrange(1, 10000):04d}"


def _make_ssn(rng: random.Random, state: State, group: str) -> str:
    d = _ssn_digits(rng)
    return rng.choice(
        [f"{d[:3]}-{d[3:5]}-{d[5:]}", f"{d[:3]}-{d[3:5]}-{d[5:]}", f"{d[:3]} {d[3:5]} {d[5:]}"]
    )


def _make_ssn_spoken(rng: random.Random, state: State, group: str) -> str:
    d = _ssn_digits(rng)
    return ", ".join(spoken_digits(p, "zero") for p in (d[:3], d[3:5], d[5:]))


def _nino_raw(rng: random.Random) -> str:
    first = rng.choice("ABCEGHJKLMNOPRSTWXYZ")
    second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    while first + second in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
        second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    return first + second + _fill("######", rng) + rng.choice("ABCD")


def _make_nino(rng: random.Random, state: State, group: str) -> str:
    raw = _nino_raw(rng)
    spaced = f"{raw[:2]} {raw[2:4]} {raw[4:6]} {raw[6:8]} {raw[8]}"
    return rng.choice([spaced, raw, raw.lower()])


def _make_nino_spoken(rng: random.Random, state: State, group: str) -> str:
    return spoken_chars(_nino_raw(rng))


def _make_ip(rng: random.Random, state: State, group: str) -> str:
    first = rng.choice([24, 62, 73, 77, 81, 86, 92, 98, 109, 151, 176, 185, 203])
    return f"{first}.{rng.randrange(0, 256)}.{rng.randrange(0, 256)}.{rng.randrange(1, 255)}"


def _make_dob(rng: random.Random, state: State, group: str) -> str:
    day, month, year = _dob_parts(rng)
    name = MONTHS[month - 1]
    return rng.choice(
        [
            f"{day:02d}/{month:02d}/{year}",
            f"{month:02d}-{day:02d}-{year}",
            f"{day:02d}.{month:02d}.{year}",
            f"{year}-{month:02d}-{day:02d}",
            f"{day} {name} {year}",
            f"{name} {day}, {year}",
            f"{day} {name[:3]} '{year % 100:02d}",
        ]
    )


def _make_dob_spoken(rng: random.Random, state: State, group: str) -> str:
    day, month, year = _dob_parts(rng)
    name = MONTHS[month - 1].lower()
    if rng.random() < 0.5:
        return f"{ORDINALS[day]} of {name} {year_words(year)}"
    return f"{name} the {ORDINALS[day]} {year_words(year)}"


def _make_sort(rng: random.Random, state: State, group: str) -> str:
    d = _fill("######", rng)
    return rng.choice([f"{d[:2]}-{d[2:4]}-{d[4:]}", f"{d[:2]} {d[2:4]} {d[4:]}", d])


def _make_sort_spoken(rng: random.Random, state: State, group: str) -> str:
    d = _fill("######", rng)
    return ", ".join(spoken_digits(d[i : i + 2]) for i in (0, 2, 4))


def _make_acct(rng: random.Random, state: State, group: str) -> str:
    return _fill("########", rng)


def _make_acct_spoken(rng: random.Random, state: State, group: str) -> str:
    return spoken_digits(_fill("########", rng))


def _make_us_acct(rng: random.Random, state: State, group: str) -> str:
    return _fill(rng.choice(["##########", "############"]), rng)


def _make_otp(rng: random.Random, state: State, group: str) -> str:
    return _fill(rng.choice(["######", "######", "### ###", "###-###"]), rng)


def _make_otp_spoken(rng: random.Random, state: State, group: str) -> str:
    d = _fill("######", rng)
    return f"{spoken_digits(d[:3], 'zero', False)}, {spoken_digits(d[3:], 'zero', False)}"


def _make_pin(rng: random.Random, state: State, group: str) -> str:
    return _fill("####", rng)


def _make_pin_spoken(rng: random.Random, state: State, group: str) -> str:
    return spoken_digits(_fill("####", rng), "zero", False)


def _make_backup(rng: random.Random, state: State, group: str) -> str:
    return _fill(rng.choice(["####-####", "%%%%-%%%%-%%%%", "%%%%% %%%%%"]), rng)


def _make_apikey(rng: random.Random, state: State, group: str) -> str:
    return _fill(rng.choice(API_KEY_LAYOUTS), rng)


def _make_pw(rng: random.Random, state: State, group: str) -> str:
    return rng.choice(PASSWORDS)


def _make_cust(rng: random.Random, state: State, group: str) -> str:
    return _fill(rng.choice(CUSTOMER_ID_LAYOUTS), rng)


def _make_cust_spoken(rng: random.Random, state: State, group: str) -> str:
    return spoken_chars(
        _fill(rng.choice(["@@######", "@#######", "@@@-####"]), rng).replace("-", "")
    )


def _make_track(rng: random.Random, state: State, group: str) -> str:
    return _fill(rng.choice(TRACKING[_carrier(rng, state, group)]), rng)


def _make_track_spoken(rng: random.Random, state: State, group: str) -> str:
    return spoken_chars(_fill("@@#########GB", rng))


def _make_phone_spoken(rng: random.Random, state: State, group: str) -> str:
    d = _fill("07#########", rng)
    return f"{spoken_digits(d[:5])}, {spoken_digits(d[5:])}"


def _make_staff(rng: random.Random, state: State, group: str) -> str:
    return rng.choice(STAFF)


def _make_full(rng: random.Random, state: State, group: str) -> str:
    first, last, _ = _persona(rng, state, group)
    return f"{first} {last}"


def _make_first(rng: random.Random, state: State, group: str) -> str:
    return _persona(rng, state, group)[0]


def _make_last(rng: random.Random, state: State, group: str) -> str:
    return _persona(rng, state, group)[1]


def _make_last_spelled(rng: random.Random, state: State, group: str) -> str:
    last = _persona(rng, state, group)[1]
    return " ".join("hyphen" if c == "-" else "space" if c == " " else c.upper() for c in last)


def _make_email(rng: random.Random, state: State, group: str) -> str:
    return _persona(rng, state, group)[2]


def _make_email_spoken(rng: random.Random, state: State, group: str) -> str:
    names = {".": "dot", "@": "at", "_": "underscore", "-": "dash"}
    tokens = re.findall(r"[a-z]+|\d|[._@-]", _persona(rng, state, group)[2])
    return " ".join(names.get(t, DIGIT_WORDS[int(t)] if t.isdigit() else t) for t in tokens)


def _region_makers(region: str) -> dict[str, tuple[str | None, Maker]]:
    def address(rng: random.Random, state: State, group: str) -> str:
        return ", ".join(_address(region, rng, state, group)[0])

    def lines(rng: random.Random, state: State, group: str) -> str:
        return "\n".join(_address(region, rng, state, group)[0])

    def postcode(rng: random.Random, state: State, group: str) -> str:
        return _address(region, rng, state, group)[1]

    def postcode_spoken(rng: random.Random, state: State, group: str) -> str:
        return spoken_chars(_address(region, rng, state, group)[1])

    def postcode_sms(rng: random.Random, state: State, group: str) -> str:
        code = _address(region, rng, state, group)[1].lower()
        return rng.choice([code, code.replace(" ", "")])

    pc = "zip" if region == "us" else "pc"
    return {
        f"{region}_addr": ("ADDRESS", address),
        f"{region}_addr_lines": ("ADDRESS", lines),
        f"{region}_{pc}": ("POSTCODE", postcode),
        f"{region}_{pc}_spoken": ("POSTCODE", postcode_spoken),
        f"{region}_{pc}_sms": ("POSTCODE", postcode_sms),
    }


def _phone_maker(kind: str) -> Maker:
    def make(rng: random.Random, state: State, group: str) -> str:
        return _fill(rng.choice(PHONE_LAYOUTS[kind]), rng)

    return make


def _iban_maker(country: str) -> Maker:
    def make(rng: random.Random, state: State, group: str) -> str:
        return _iban_printed(country, rng)

    return make


def _word_maker(words: list[str]) -> Maker:
    def make(rng: random.Random, state: State, group: str) -> str:
        return rng.choice(words)

    return make


def _make_order(rng: random.Random, state: State, group: str) -> str:
    return _fill(rng.choice(ORDER_LAYOUTS), rng)


MAKERS: Final[dict[str, tuple[str | None, Maker]]] = {
    "full": ("PERSON", _make_full),
    "first": ("PERSON", _make_first),
    "last": ("PERSON", _make_last),
    "full_lc": ("PERSON", lambda rng, state, group: _make_full(rng, state, group).lower()),
    "first_lc": ("PERSON", lambda rng, state, group: _make_first(rng, state, group).lower()),
    "last_spelled": ("PERSON", _make_last_spelled),
    "staff": ("PERSON", _make_staff),
    "email": ("EMAIL", _make_email),
    "email_spoken": ("EMAIL", _make_email_spoken),
    "phone_spoken": ("PHONE", _make_phone_spoken),
    "card": ("CARD", _make_card),
    "card_nl": ("CARD", _make_card_nl),
    "card_spoken": ("CARD", _make_card_spoken),
    "ssn": ("SSN", _make_ssn),
    "ssn_spoken": ("SSN", _make_ssn_spoken),
    "nino": ("SSN", _make_nino),
    "nino_spoken": ("SSN", _make_nino_spoken),
    "ip": ("IP", _make_ip),
    "dob": ("DATE_OF_BIRTH", _make_dob),
    "dob_spoken": ("DATE_OF_BIRTH", _make_dob_spoken),
    "sort": ("BANK_ACCOUNT", _make_sort),
    "sort_spoken": ("BANK_ACCOUNT", _make_sort_spoken),
    "acct": ("BANK_ACCOUNT", _make_acct),
    "acct_spoken": ("BANK_ACCOUNT", _make_acct_spoken),
    "us_acct": ("BANK_ACCOUNT", _make_us_acct),
    "routing": ("BANK_ACCOUNT", lambda rng, state, group: _routing(rng)),
    "pw": ("SECRET", _make_pw),
    "otp": ("SECRET", _make_otp),
    "otp_spoken": ("SECRET", _make_otp_spoken),
    "pin": ("SECRET", _make_pin),
    "pin_spoken": ("SECRET", _make_pin_spoken),
    "backup": ("SECRET", _make_backup),
    "apikey": ("SECRET", _make_apikey),
    "cust": ("CUSTOMER_ID", _make_cust),
    "cust_spoken": ("CUSTOMER_ID", _make_cust_spoken),
    "track": ("TRACKING", _make_track),
    "track_spoken": ("TRACKING", _make_track_spoken),
    "carrier": (None, lambda rng, state, group: _carrier(rng, state, group)),
    "brand": (None, lambda rng, state, group: _goods(rng, state, group)[0]),
    "product": (None, lambda rng, state, group: _goods(rng, state, group)[1]),
    "store": (None, _word_maker(STORES)),
    "city": (None, _word_maker(CITIES)),
    "day": (None, _word_maker(DAYS)),
    "month": (None, _word_maker(MONTHS)),
    "order": (None, _make_order),
    **{kind: ("PHONE", _phone_maker(kind)) for kind in PHONE_LAYOUTS},
    **{f"iban_{c.lower()}": ("IBAN", _iban_maker(c)) for c in ("GB", "DE", "ES", "IT", "AT", "PL")},
    **{name: maker for region in ADDRESSES for name, maker in _region_makers(region).items()},
}

SLOT: Final = re.compile(r"\{([a-z_]+?)(\d?)\}")


def render(skeleton: str, rng: random.Random) -> tuple[str, list[Span]]:
    """Fill one skeleton; return the text and its spans, offsets computed as it is built."""
    state: State = {}
    values: dict[str, str] = {}

    def value_of(match: re.Match[str]) -> tuple[str, str | None]:
        base, group = match.group(1), match.group(2)
        entity, maker = MAKERS[base]
        slot = base + group
        if slot not in values:
            values[slot] = maker(rng, state, group)
        return values[slot], entity

    return fill_slots(skeleton, SLOT, value_of, SPAN_TYPES)


# --- adversarial skeletons, by kind -----------------------------------------------------------

ADVERSARIAL: Final[dict[str, list[str]]] = {
    "email_signature": [
        "Hi there,\n\nI placed an order last {day} ({order}) for a {brand} {product} and it still says 'awaiting dispatch'. Could someone please look into it?\n\nMany thanks,\n{full}\n{uk_addr_lines}\n{uk_pc}\nMob: {uk_mob}",
        "Dear Customer Services,\n\nThe parcel was handed to a neighbour I have never met. Please could the replacement go to my work address instead:\n\n{full}\n{uk_addr_lines}\n{uk_pc}\n\nKind regards\n{first}",
        "Hello,\n\nI'd like to cancel my subscription before the next billing date. My customer number is {cust} and the account is under {email}.\n\nCheers,\n{full}\n{us_phone}",
        "Good morning,\n\nPlease update the delivery address on my account to:\n\n{us_addr_lines} {us_zip}\n\nI moved in {month} and nobody lives at the old place now.\n\nBest,\n{full}\nDOB {dob} (in case you need it for verification)",
        "To whom it may concern,\n\nI was charged twice for the same order. Both charges are on my card {card}, one on the 2nd and one on the 3rd.\n\nYours faithfully,\n\n{full}\nTel. {uk_land}",
        "Hi {staff},\n\nThanks for your help on the phone earlier. As promised, here are my bank details for the refund of the deposit:\n\nAccount name: {full}\nSort code: {sort}\nAccount number: {acct}\n\nSpeak soon,\n{first}",
        "Hiya,\n\nquick one - my teenager {first2} ordered the {product} on my account by mistake. Can you refund it to the original payment method? Account email is {email}.\n\nta,\n{full}\nSent from my iPhone",
        "Dear Sir or Madam,\n\nRe: warranty claim for {brand} {product}\n\nThe unit stopped working after four months. Receipt attached. For the courier collection, I am home on weekdays after 3pm.\n\n{full}\n{au_addr}\n{au_pc}\nPh: {au_phone}",
        "Hello team,\n\nI'm writing on behalf of my grandad, Mr {last2}, who doesn't use email. His date of birth is {dob} and his landline is {uk_land} if you need to speak to him directly.\n\nThank you,\n{full}",
        "Hi,\n\nThe courier marked my parcel as delivered but nothing came. Tracking: {track}. I was home all day. Can you open an investigation with {carrier}?\n\nRegards\n{full} | {ie_phone}\n{ie_addr}, {ie_pc}",
        "Dear Accounts,\n\nWe've paid invoice INV-2231 by bank transfer from IBAN {iban_gb}. Please confirm receipt and send the goods.\n\n{full}\nFinance, {brand} stockist\nDirect line: {uk_land}",
        "Dear Support,\n\nMy account ({cust}) was locked after too many login attempts. The last password I remember setting is {pw}. Can you reset it and send the link to {email}?\n\nThanks,\n{full}",
        "Hello!\n\nI'm returning a {product} (wrong size). The return label printed with my old address, {us_addr} {us_zip}. The right one is {us_addr2} {us_zip2}. Can you send a new label?\n\nThank you so much,\n{first}\n{us_phone}",
        "Hi,\n\nI bought a gift card for my godchild {full2} and it went to my own inbox ({email}) instead of theirs. Could you resend it to {email2}?\n\nMany thanks\n{full}\n{ca_addr} {ca_pc}",
        "Dear Madam/Sir,\n\nFurther to my phone call with {staff} this morning: my National Insurance number is {nino}, as requested for the finance application. Date of birth {dob}.\n\nKind regards,\n\n{full}\n{uk_addr_lines}\n{uk_pc}",
        "Hello,\n\nPlease charge the balance to my other card instead, number {card_nl}\n(the name on it is {full}).\n\nThanks\n{first}",
        "Hey,\n\nYour app keeps asking me to verify my identity. I've uploaded my licence twice. My SSN is {ssn} and my date of birth {dob}. Please just fix it.\n\n- {full}\n{us_addr_lines} {us_zip}\n{us_phone}",
    ],
    "web_form": [
        "New contact form submission\n\nName: {full}\nEmail: {email}\nPhone: {uk_mob}\nOrder number: {order}\nSubject: Damaged item\nMessage: The {product} arrived with a cracked lid. Photos attached.",
        "Name: {full}\nAddress: {uk_addr}\nPostcode: {uk_pc}\nPreferred contact: phone\nTelephone: {uk_land}\nQuery: When will my sofa be delivered? I was told 6-8 weeks in {month}.",
        "--- Returns request ---\nFull name: {full}\nE-mail address: {email}\nCustomer ID: {cust}\nItem: {brand} {product}\nReason: too small\nRefund to: original payment",
        "First name: {first}\nLast name: {last}\nDate of birth: {dob}\nSocial Security Number: {ssn}\nStreet address: {us_addr}\nZIP: {us_zip}",
        "Callback request\n----------------\nYour name: {full}\nBest number to reach you: {us_phone}\nBest time: after 5pm\nWhat is it about? Billing - charged for a {product} I sent back",
        "Form: Update bank details\nAccount holder: {full}\nIBAN: {iban_at}\nCustomer number: {cust}\nComments: please use this account from next month",
        "Subject: Website enquiry\nFrom: {full}\nEmail: {email}\nIP address: {ip}\nBrowser: Chrome 129 on Windows 11\nMessage: i cant log in, it says my account is suspended??",
        "Warranty registration\nOwner: {full}\nProduct: {brand} {product}\nSerial: SN-4471-KQ\nPurchase date: 12/08/2026\nOwner email: {email}\nPostal address: {au_addr} {au_pc}",
        "Name* {full}\nEmail* {email}\nLoyalty card no. {cust}\nWhat went wrong?* points from my last shop at {store} didnt go on",
        "Complaint form\nCustomer name: Dr {full}\nContact number: {ie_phone}\nAddress: {ie_addr}\nEircode: {ie_pc}\nDetails: the engineer did not turn up for the second time",
        "Payment details update\nCardholder name: {full}\nCard number: {card}\nExpiry: 09/29\nBilling postcode: {uk_pc}",
        "Account recovery\nRegistered email: {email}\nRegistered phone: {nz_phone}\nLast backup code used: {backup}\nAddress on file: {nz_addr} {nz_pc}",
    ],
    "chat_transcript": [
        "Customer: hi, my parcel hasn't arrived\nAgent: Sorry to hear that! Can I take the tracking number?\nCustomer: {track}\nAgent: Thanks. And the postcode it's going to?\nCustomer: {uk_pc}",
        "{first}: hello, is anyone there\n{staff}: Hi {first}, you're chatting with {staff}. How can I help?\n{first}: I want to change my delivery address to {uk_addr}, {uk_pc}\n{staff}: Done - you'll get a confirmation email shortly.",
        "Agent: To verify your account, could you confirm your date of birth?\nCustomer: {dob}\nAgent: And the email on the account?\nCustomer: {email}\nAgent: Thank you, you're verified.",
        "[10:02] Customer: my card got declined twice\n[10:02] Agent: Which card did you use?\n[10:03] Customer: {card}\n[10:04] Agent: I can see the bank declined it. Please contact them.\n[10:04] Customer: ugh ok",
        "Visitor: Hi I'm {full}, I spoke to someone yesterday about a refund\nBot: I can help with refunds. What's your order number?\nVisitor: {order}\nBot: Thanks! Connecting you to an agent.\nAgent {staff}: Hello {first}, I've got your details here.",
        "Customer: I'll give you my sort code and account number for the refund\nAgent: Please don't share full bank details in chat.\nCustomer: too late lol {sort} {acct}\nAgent: I'll ask for those to be removed from the transcript.",
        "Agent: Can you read me the code we just texted you?\nCustomer: {otp}\nAgent: Perfect. And can you confirm the mobile number it went to?\nCustomer: {uk_mob}",
        "Customer: can you send the invoice to my accountant instead, {full2}, {email2}\nAgent: Of course. Is that in addition to you, or instead?\nCustomer: instead please\nAgent: Updated.",
        "{full}: hi, I ordered for click & collect at {store} and it's not there\nAgent: Let me check. Can I have your customer number?\n{full}: {cust}\nAgent: Thanks {first}, it's been sent to a different store by mistake.",
        "Agent: What's the best number to call you back on?\nCustomer: {us_phone} but after 6 eastern\nAgent: And the name for the callback?\nCustomer: {full}",
        "Customer: the app says my IBAN is invalid\nAgent: Can you paste it exactly as you typed it?\nCustomer: {iban_es}\nAgent: There's a space missing in the app field, I'll update it for you.",
        "Customer: hi so weird question, someone used my account\nAgent: I'm sorry - let's secure it. Was your password something you use elsewhere?\nCustomer: yeah it was {pw} everywhere 🙈\nAgent: Please change it everywhere. I'm logging out all sessions now; the last login came from {ip}.\nCustomer: that's not me",
        "Agent: I can see two accounts. Is your address {us_addr}, {us_zip}?\nCustomer: no that's my old one, it's {us_addr2}, {us_zip2} now\nAgent: Thanks, I'll merge them.",
        "Customer: do u need my social\nAgent: Only the last four digits please.\nCustomer: oh sorry I already typed it {ssn}\nAgent: No problem, I'll flag this message for deletion.",
    ],
    "voice_transcript": [
        "caller: yeah hi um i'm ringing about my order it hasn't come\nagent: no problem can i take your postcode please\ncaller: it's {v_pc_spoken}\nagent: and the first line of the address\ncaller: {v_addr}",
        "agent: can i take a contact number\ncaller: yeah it's {phone_spoken}\nagent: thank you and your name\ncaller: {full_lc}",
        "caller: so my card number is {card_spoken} and the expiry is oh nine twenty eight\nagent: thank you i'll put that through now",
        "caller: my date of birth is the {dob_spoken}\nagent: lovely and can you spell your surname for me\ncaller: {last_spelled}",
        "agent: what's the email address on the account\ncaller: it's {email_spoken}\nagent: thank you bear with me",
        "voicemail transcript: hi this is {full_lc} calling on {day} about the fridge freezer could someone call me back on {phone_spoken} thanks bye",
        "caller: the tracking number they gave me is {track_spoken}\nagent: okay and that was sent on {day}\ncaller: yeah",
        "agent: for security can you give me your card pin\ncaller: it's {pin_spoken} is that normal to ask\nagent: sorry that's not something we need",
        "caller: my social is {ssn_spoken}\nagent: thank you mr {last} one moment",
        "caller: for the refund it's sort code {sort_spoken} account number {acct_spoken}\nagent: and the name on the account\ncaller: {full}",
        "agent: and your customer number please\ncaller: {cust_spoken}\nagent: great i can see the {product} on there",
        "caller: hi it's {first_lc} again i called yesterday about the boiler my zip is {us_zip_spoken}\nagent: thanks {first_lc} let me pull that up",
        "agent: can you confirm the code we've just sent to your phone\ncaller: {otp_spoken}\nagent: that's verified thank you",
        "caller: the refund should go to my partner's card actually it's in the name {full_lc2} and the number is {card_spoken}",
        "caller: my national insurance number yeah it's {nino_spoken}\nagent: thank you and your date of birth\ncaller: {dob_spoken}",
        "transcript (auto): hello my name is {full} i live at {v_addr} {v_pc_spoken} and i want to complain about the lorries at your depot at night",
    ],
    "quoted_reply": [
        "Yes that's right, the card was {card}.\n\n> Could you confirm the long card number used for this order?\n> Thanks, Customer Care",
        "Sorry, wrong postcode before - it's {uk_pc} not the one I sent.\n\n> On Tue, {full} wrote:\n> > my postcode is {uk_pc2}",
        "Please see below.\n\n-----Original Message-----\nFrom: {full} <{email}>\nSent: 04 November 2026 09:14\nTo: Customer Support\nSubject: Missing refund\n\nHi, I returned the {product} three weeks ago and still nothing.",
        "> What is the best phone number to reach you?\n{uk_mob}, any time before 8.\n\n> And the delivery address?\n{uk_addr}, {uk_pc}",
        "On Mon 2 Nov 2026 at 18:40, {full} <{email}> wrote:\n> my order {order} has not arrived\n\nHi again, still nothing. Starting to get worried.",
        "Thanks {staff}!\n\n> Hi {first}, I've started a refund to the account ending in ... could you confirm the full account number and sort code?\n\nAccount {acct}, sort code {sort}.",
        "> > Can you send a copy of the bank statement?\n> I've attached it, IBAN {iban_it}\nThe attachment didn't go through, resending. IBAN again: {iban_it}",
        "Replying above the line, sorry.\nThe member number is {cust}.\n\n________________________________\nFrom: Support\nSent: Friday\nTo: {full}\nSubject: RE: points missing\n\nPlease reply with your member number.",
        "> The card number came through cut off, could you send it again?\nSorry! Here it is: {card_nl}\nexpiry 11/28",
        "> Your login code is below. Never share it with anyone.\n> {otp}\nIs this the code you need? You asked for it on the phone",
        "^^ see my last email. address for the courier is\n\n{us_addr_lines}\n{us_zip}\n\n> When can we arrange collection?",
    ],
    "mixed_language": [
        "Hola! Sorry my English no es perfecto. I order the {product} but llegó roto. Mi teléfono: {es_phone}. Gracias, {full}",
        "Bonjour,\n\nI'm writing in English pour être sûr. My parcel {track} is blocked at customs. Adresse: {uk_addr}, {uk_pc} (I live in the UK now).\n\nCordialement,\n{full}",
        "Hallo zusammen,\n\nbitte refund to my German account: IBAN {iban_de}, Kontoinhaber {full}.\n\nMit freundlichen Grüßen\n{first}",
        "Buenas tardes. My flatmate {full2} bought this as a regalo para mí. Su email is {email2}, pero please reply to me at {email}. Saludos",
        "Salut! quick question, mon numéro de portable is {fr_phone}, can the driver call before? merci beaucoup, {first}",
        "Guten Tag, my Geburtsdatum is {dob} and the app says I'm under 18 ?? Please fix. Danke, {full}",
        "Ciao, I paid with carta {card} but the order shows annullato. Grazie mille,\n{full}\n{it_phone}",
        "Olá, boa tarde. My account número {cust} - I can't login. Obrigada! {full}",
        "Hola equipo,\nmy address is {us_addr}, {us_zip}, the driver left it en la casa del vecino. Muchas gracias,\n{full}\n{us_phone}",
        "Bonsoir, my code de sécurité from the bank was {otp} and it expired, can you resend? Je suis {full}. Merci",
    ],
    "sms_abbrev": [
        "hi its {first} here, pls cn u chk my order, postcode {uk_pc_sms} thx",
        "ur driver lft my parcel in da bin!! trkng {track} not happy",
        "hv u got my new no? its {uk_mob} ty",
        "cn u refund 2 my acc plz sort {sort} acc no {acct} ta x",
        "omw 2 the store now, name on order is {full} ok?",
        "wots the status on my refund?? cust no {cust}",
        "pls call me bk {us_phone} asap re: dbl charge",
        "my email changed its {email} now k thx bye",
        "dob {dob} idk why it says wrong",
        "new addr: {us_addr} {us_zip} plz updt b4 u ship",
        "u asked 4 the code its {otp} lol",
        "lmk if u need my ssn {ssn} or w/e, just sort it",
    ],
    "forwarded_notice": [
        "---------- Forwarded message ---------\nFrom: {carrier} notifications\nDate: Mon, 9 Nov 2026 at 07:12\nSubject: Your parcel is on its way\nTo: {full} <{email}>\n\nHi {first}, your parcel {track} from {brand} will be delivered today between 10:15 and 11:15.\n\nThis is what I got but nothing came?",
        "Fwd: Delivery attempted\n\n> We tried to deliver your parcel today.\n> Tracking number: {track}\n> Recipient: {full}\n> Address: {uk_addr}, {uk_pc}\n> Please rebook online.\n\nI was in!! the doorbell works.",
        "Begin forwarded message:\n\nFrom: {carrier}\nSubject: Action required: customs charge\n\nDear {full},\nShipment {track} is being held. Pay the import charge to release it.\n\nIs this legit or a scam? I did buy from you.",
        "FW: Your order has shipped\n\nShip to:\n{full}\n{us_addr_lines} {us_zip}\n\nTracking #: {track}\nCarrier: {carrier}\n\nthis shows the wrong apartment, please fix",
        "Forwarding the text I got: '{carrier}: Your parcel {track} is with your neighbour at no. 12. Collect with code {otp}.' I don't know anyone at no. 12",
        "-------- Original notification --------\nOut for delivery today\nHello {first}, your driver {staff} is on the way. Parcel {track}.\nDelivery to: {au_addr} {au_pc}\n---------------------------------------\nStill waiting at 9pm.",
        'fwd from the courier app:\n"Your order from {brand} could not be delivered. Reason: address incomplete. Address given: {ca_addr}"\nthe postal code is {ca_pc}, did you drop it?',
        "Forwarded:\nSubject: Collect your parcel from a locker\nHi {full}, parcel {track} is in the locker at {city} station. Your collection PIN is {pin}.\n\nWhy {city}? I'm not there",
    ],
    "tech_support": [
        "Hi,\n\nYour API keeps returning 401. Here's the key we're using: {apikey}\nRequests come from our office IP {ip}.\n\nThanks,\n{full}\nCTO, {brand} reseller",
        "Hello Support,\n\nI think I pushed my key to a public repo, can you revoke it? {apikey}\n\n{full}",
        "Our webhook calls are blocked. Please allow-list {ip} and {ip2}. Call me on {uk_mob} if anything is unclear. -- {full}",
        "Login fails with 'invalid credentials'.\nUser: {email}\nPassword: {pw}\nI've tried it on Safari and Firefox.",
        "Hi, I lost my phone with the authenticator app. My recovery codes were:\n{backup}\n{backup2}\nCan you reset 2FA? Account {cust}.",
        "Bug report\n---\nReporter: {full}\nEnvironment: iOS 18.1, app 6.2.0\nSteps: open orders, tap refund\nLogs show client IP {ip}\nContact: {email}",
        "Dear Support,\nthe admin password printed on the box ({pw}) doesn't work and the device IP is {ip}. Please advise.\n\nBest regards,\n{full}\n{de_phone}",
        "Hi, the ACH refund bounced. Routing number {routing}, account {us_acct}, name on the account {full}. Can you try again?",
        "Direct debit form attached but here it is in text: {full}, IBAN {iban_pl}, mandate for the monthly plan.",
    ],
}


def build_adversarial() -> list[dict[str, object]]:
    """Every adversarial message, in file order; the same on every run."""
    rng = random.Random(ADVERSARIAL_SEED)
    rows = render_unique(
        ADVERSARIAL,
        lambda skeleton: render(skeleton, rng),
        renders=RENDERS_PER_SKELETON,
        prefix=PREFIX,
        split=SPLIT,
    )
    if len({row["text"] for row in rows}) != len(rows):
        raise ValueError("an adversarial message is written twice")
    return rows


# --- benign messages, by hand: each is its own skeleton ---------------------------------------

BENIGN_HAND: Final[dict[str, list[str]]] = {
    "email": [
        "Hi team,\n\nI ordered two Emma Bridgewater mugs in the Black Toast pattern and one arrived chipped on the handle. The box was fine, so I think it happened before packing. Could you send a replacement for just the one mug? I don't need a refund for the other.\n\nThanks, the customer",
        "Dear Sir or Madam,\n\nI am writing about the Charles Tyrwhitt shirts I bought in your Glasgow store on Saturday. The collar size on the label says 16 but it measures closer to 15.5. Is this a known problem with the slim fit range, or should I bring them back?\n\nYours faithfully,\nA disappointed customer",
        "Hello,\n\nCould you tell me whether the Laura Ashley curtains in the spring sale come with tie-backs? The product page for the 66 x 72 inch pair doesn't say, and I'd rather not order twice.\n\nMany thanks",
        "Good afternoon,\n\nWe run a small café in Ambleside and would like to open a trade account for Dualit toasters and spare elements. Do you offer 30-day terms, and is there a minimum order?\n\nBest wishes,\nThe Manager",
        "Hi,\n\nMy Kenwood Chef stand mixer (model KVC3100) has started making a grinding noise on speed 4 and above. It's 18 months old, so I think it's still inside the two-year guarantee. What do I need to send you?\n\nKind regards",
        "To the returns department,\n\nI sent back a Fred Perry polo and a pair of Clarks desert boots on 14 October using the prepaid label. The polo has been refunded but the boots haven't. It has been 21 days. Please check.\n\nThank you",
        "Hello there,\n\nIs the Orla Kiely lunch bag dishwasher safe? My son's nursery asked for wipe-clean only, and I can't find care instructions anywhere.\n\nCheers",
        "Dear Customer Care,\n\nI'd like to complain about the delivery of my Indesit washing machine. The two men arrived at 7.40pm instead of the 8am-12pm slot, left the old machine on the drive and didn't connect the new one. I paid £25 for installation and £20 for removal.\n\nI expect those fees refunded.\n\nRegards",
        "Hi,\n\nJust a quick thank-you. The Alpkit down jacket arrived the day before our trip to Iceland and it was perfect. Your team on the phone were really helpful about sizing.\n\nBest,\nA happy customer",
        "Hello,\n\nI think I've been charged VAT twice on my order from your Irish site. The basket said €189.00 including VAT, but the receipt shows €189.00 plus €43.47. Could someone from the billing team look at it?\n\nThank you",
        "Hi there,\n\nDo you price match? Fenwick has the Lavazza Jolie at £89 and you have it at £119. I'd rather buy from you because of the three-year warranty.\n\nThanks",
        "Dear Sir/Madam,\n\nMy mother is 91 and can no longer manage the stairs, so we need the Hotter shoes she ordered exchanged for the wide fit. She has the box and the receipt. Is there a free collection for customers in Wales?\n\nWith thanks",
        "Hello,\n\nI ordered the Cath Kidston backpack in the Painted Bluebell print and got the Sprig one. Not a disaster but it was a present. Can I swap it at the Bath shop, or does it have to go by post?\n\nBest wishes",
        "Hi team,\n\nYour website says free delivery over £40 but I was charged £3.95 on a £42.50 basket. Is the threshold before or after the 10% discount code?\n\nThanks very much",
    ],
    "web_form": [
        "Enquiry type: Returns\nOrder date: 3 November\nProduct: Boden cord skirt, size 12\nReason for return: Too long\nPreferred refund: Original payment method\nComments: Can I get a label sent rather than printing one?",
        "Topic: Product question\nProduct: Cosori Dual Blaze\nQuestion: Is the paddle dishwasher safe?\nHow did you hear about us? Instagram",
        "Feedback form\nRating: 2 out of 5\nWhat went well: Friendly staff at the Exeter branch\nWhat could be better: The queue for the fitting rooms was 25 minutes on a Saturday\nMay we contact you? No",
        "Warranty enquiry\nBrand: Swan\nModel: VKT222\nPurchased from: Argos\nPurchase date: March 2025\nFault: The light comes on but the kettle doesn't heat",
        "Subject: Delivery query\nDelivery method: Standard (3-5 working days)\nCountry: Ireland\nQuestion: Do I pay customs on a €120 order since Brexit?",
        "Request type: Cancel order\nOrder placed: today at 09:14\nItems: 2 x Joules wellies, 1 x umbrella\nReason: Ordered the wrong size\nAgreed to terms: Yes",
        "Repair booking\nAppliance: Haier fridge freezer\nFault code shown: E6\nAge of appliance: 4 years\nAccess notes: Third-floor flat, no lift",
        "Contact us\nDepartment: Accessibility\nMessage: Your checkout page doesn't work with a screen reader, the 'Place order' button has no label. Using VoiceOver on iOS 17.",
    ],
    "chat_transcript": [
        "Customer: hi, does the L.L.Bean boat tote come in the large size in navy?\nAgent: Hi! Yes, the large in navy is in stock.\nCustomer: and can you add monogramming?\nAgent: Yes, up to three letters, for £8.\nCustomer: great thanks",
        "Customer: my Eddie Bauer jacket zip broke after two wears\nAgent: I'm sorry about that. Do you still have the receipt?\nCustomer: yes, bought at the Bicester Village outlet\nAgent: Outlet items are covered too. I'll start a return.",
        "Agent: Thanks for waiting. I've checked with the warehouse.\nCustomer: and?\nAgent: The Tom Ford lipstick in that shade is discontinued, I'm afraid.\nCustomer: typical. any similar shade?\nAgent: Our beauty advisor suggests the Bobbi Brown one in Ruby.",
        "Customer: hello?\nBot: Hi, I'm the virtual assistant. What can I help with?\nCustomer: speak to a human\nBot: I'll connect you. Current wait time: 4 minutes.\nCustomer: ok",
        "Customer: why has my order been split into three parcels\nAgent: Items ship from different warehouses, Leeds and Milton Keynes.\nCustomer: but I paid one delivery charge\nAgent: You did, and you won't be charged more.",
        "Customer: is the Hamilton Beach Wave Crusher 1000W or 700W?\nAgent: It's 700 watts running.\nCustomer: the page says 1000\nAgent: That's peak power. I'll ask for the page to be clearer.",
        "Customer: hi, you sent me a gift receipt instead of a real receipt\nAgent: No problem, I can email a VAT receipt. Is the address on the order OK?\nCustomer: yes the same one\nAgent: Sent!",
        "[14:20] Customer: the Anya Hindmarch bag arrived without the dust bag\n[14:21] Agent: Sorry! I'll post one out today.\n[14:21] Customer: will it come separately?\n[14:22] Agent: Yes, by Royal Mail 2nd class.",
        "Customer: do you have the Alexander McQueen trainers in a 42?\nAgent: Only in store. Westfield London has a 42 and a 42.5.\nCustomer: can they hold them?\nAgent: For 48 hours, yes.",
    ],
    "voice_transcript": [
        "caller: hi yeah i bought a kenwood kettle about two weeks ago and the lid won't stay shut\nagent: oh no sorry to hear that is it the forty nine ninety nine one\ncaller: yeah the white one\nagent: okay i can send a replacement lid out today",
        "agent: thank you for calling how can i help\ncaller: um i just want to know what time you close on sunday\nagent: we're open ten till four on sundays\ncaller: brilliant thank you bye",
        "caller: i ordered two of the large duvets and three pillows and only got the pillows\nagent: right so that's two duvets missing let me check with the courier\ncaller: thanks\nagent: they're showing as out for delivery today before six pm",
        "caller: hello is that customer services\nagent: it is yes\ncaller: i've been on hold for twenty five minutes\nagent: i'm really sorry about the wait what can i do for you\ncaller: i need to return a sofa",
        "agent: can i ask what size you ordered\ncaller: size ten in the jeans and a medium in the top\nagent: and you'd like the eight and the small instead\ncaller: yes please",
        "voicemail: hi it's about the fridge delivery tomorrow could you ring back please i need the slot moved to after two thanks",
        "caller: does the gift card work in the outlet at cheshire oaks\nagent: yes it works in all our stores and online\ncaller: and it doesn't expire\nagent: it lasts twenty four months from purchase",
        "agent: so the total refund will be one hundred and twelve pounds fifty\ncaller: and how long will that take\nagent: three to five working days depending on your bank\ncaller: okay lovely",
    ],
    "quoted_reply": [
        "That's fine, please go ahead with the exchange.\n\n> Thank you for contacting us. We can exchange the Whistles coat for a size 10, or refund it in full. Please let us know which you'd prefer.\n> Customer Services, Whistles Online",
        "Still hasn't arrived.\n\n> On 6 Nov 2026, at 10:02, Customer Care wrote:\n> Your replacement has been dispatched with Evri and should arrive in 2-3 working days.",
        "> Could you send us a photo of the damage?\nPhotos attached - three of the box and two of the lamp.\n\n> Is the item still usable?\nNo, the shade is split.",
        "Hi again,\n\n> We're sorry to hear the Montane fleece has bobbled after one wash.\nIt's not bobbling, it's a hole under the arm. Did you look at the photo?\n\nThanks",
        "Thank you, that's all sorted.\n\n-----Original Message-----\nFrom: Returns Team\nSent: 10 November 2026 16:45\nSubject: RE: Return label\n\nPlease find your return label attached. Drop the parcel at any InPost locker.",
        ">> when will the Denby casserole be back?\n> We're expecting stock in week 48.\nIt's week 49 now. Any news?",
        "> Dear Customer,\n> Your refund of £64.00 has been processed.\nProcessed to which card? I've got nothing yet.",
    ],
    "mixed_language": [
        "Hola, I bought las zapatillas in your Madrid store but the size 39 is too small. ¿Puedo cambiarlas en Londres? Gracias!",
        "Bonjour, est-ce que the Bugatti toaster works with UK plugs? Je suis en France pour l'été. Merci d'avance",
        "Hallo, I ordered the Mephisto sandals in Größe 40 but you sent 41. Can I return it kostenlos? Danke schön",
        "Ciao! The parcel says 'in consegna' for three days now, is it lost? The shop was in Milano. Grazie",
        "Olá, does the Fjällräven Kånken fit a 15 inch laptop? Quero comprar para a minha filha. Obrigado",
        "Buenos días. The delivery was supposed to be entre las diez y las doce but nobody came. Can you reprogramar for Friday?",
        "Guten Morgen, is the Black Friday Rabatt also valid on Vorwerk Staubsauger bags or only on the machines? Vielen Dank",
    ],
    "sms_abbrev": [
        "hi wen will my order b dispatched? its been 3 days",
        "do u do student disc?? thx",
        "parcel says delivered but its not here!! pls help",
        "cn i swap the size 8 4 a 9 in store or online only",
        "ty 4 sorting the refund so quick 👍",
        "is the sale on in store 2 or just online",
        "r u open bank hol monday?",
    ],
    "forwarded_notice": [
        "---------- Forwarded message ---------\nFrom: Royal Mail\nSubject: Something for you\n\nWe've got a parcel for you from Phase Eight. We'll deliver it today.\n\nWhy is it coming today? I paid for next Monday.",
        "Fwd: Your DPD parcel\n\n> Your driver is on the way. Your 1-hour window is 11:24 - 12:24.\n> You can track your parcel live in the app.\n\nI'm not home then, can it go to a pickup shop?",
        "Forwarded:\nSubject: We missed you\nSorry we missed you. Your parcel is now at your local Post Office and can be collected after 12 noon tomorrow.\n\nWhich post office? It doesn't say.",
        "FW: Order confirmation\n\nThank you for your order!\n1 x Dualit Classic 4-slot toaster, cream - £189.00\nDelivery: Standard, 3-5 working days\n\nI wanted the 2-slot one, can you change it before it ships?",
        "Begin forwarded message:\n\nFrom: Evri\nSubject: Your parcel has been delayed\n\nDue to high volumes your parcel will be delivered within 48 hours.\n\nThis is the fourth time it's been 'delayed'.",
        "-------- Original notification --------\nYour return has been received at our warehouse. Refunds are processed within 14 days.\n---------------------------------------\nIt's been 20 days.",
    ],
    "tech_support": [
        "Hi,\n\nThe app crashes on launch since the 5.3.2 update. iPhone 12 mini, iOS 17.6. Reinstalling didn't help.\n\nThanks",
        "Hello, I get error code PAY-402 at checkout every time I try to use Apple Pay. Card payments work fine.",
        "Your website shows a 503 Service Unavailable page whenever I open 'My orders'. Tried Chrome and Edge on Windows 11.",
        "The Bluetooth speaker (model BX-40) won't pair with my Android 14 phone. Firmware version 2.1.7.",
        "Hi, the smart thermostat shows 'E-21 sensor fault' and the heating stays on. Is there a reset procedure?",
        "The barcode on my e-ticket won't scan at the store's self-checkout. Screen brightness is at 100%.",
    ],
}

# --- benign skeletons filled from short hand-written lists ------------------------------------

# Brands named after people: brands, not people, so never a span.
PERSON_BRANDS: Final = [
    "Laura Ashley",
    "Emma Bridgewater",
    "Cath Kidston",
    "Orla Kiely",
    "Charles Tyrwhitt",
    "Fred Perry",
    "Ben Sherman",
    "John Smedley",
    "Anya Hindmarch",
    "Bobbi Brown",
    "Eddie Bauer",
    "Sophie Allport",
    "Joe Browns",
    "Hamilton Beach",
    "Jamie Oliver",
]
HOUSE_BRANDS: Final = [
    "Brabantia",
    "Circulon",
    "Swan",
    "Kenwood",
    "Salter",
    "Joules",
    "Páramo",
    "Montane",
    "Craghoppers",
    "Haier",
    "Lodge",
    "Whistles",
]
ITEMS: Final = [
    "raincoat",
    "teapot",
    "cast iron skillet",
    "merino jumper",
    "laundry basket",
    "kitchen scales",
    "hiking socks",
    "cushion covers",
    "slow cooker",
    "tote bag",
]
MODELS: Final = [
    "Kenwood kMix KMX750",
    "Cosori 5.5L air fryer",
    "Brabantia Bo Touch Bin 60L",
    "Swan SK14 retro kettle",
    "Páramo Velez 2.0 jacket",
    "Google Pixel 7a case",
    "Kobo Clara 2E sleeve",
    "Steam Deck OLED dock",
    "Samsung Galaxy Buds2 Pro",
    "Apple Watch Series 9 strap",
]
PERSON_GOODS: Final = [
    "Emma Bridgewater teapot",
    "Laura Ashley cushion covers",
    "Cath Kidston tote bag",
    "Orla Kiely laundry basket",
    "Charles Tyrwhitt shirt",
    "Fred Perry polo",
    "Ben Sherman parka",
    "John Smedley merino jumper",
    "Anya Hindmarch tote bag",
    "Bobbi Brown foundation",
    "Eddie Bauer raincoat",
    "Sophie Allport oven gloves",
    "Joe Browns dress",
    "Hamilton Beach slow cooker",
    "Jamie Oliver cast iron skillet",
]
HOUSE_GOODS: Final = [
    "Brabantia laundry basket",
    "Circulon frying pan",
    "Swan sandwich toaster",
    "Kenwood kettle",
    "Salter kitchen scales",
    "Joules wellies",
    "Páramo raincoat",
    "Montane fleece",
    "Craghoppers hiking trousers",
    "Haier tumble dryer",
    "Lodge cast iron skillet",
    "Whistles blazer",
]
BENIGN_CITIES: Final = [
    "Ambleside",
    "Inverness",
    "Truro",
    "Lisbon",
    "Rotorua",
    "Swansea",
    "Ghent",
    "Graz",
]
BENIGN_STORES: Final = [
    "the Metrocentre store",
    "Bicester Village",
    "Cheshire Oaks",
    "Westgate Oxford",
    "the Princesshay shop",
    "the Silverburn branch",
]
BENIGN_CARRIERS: Final = [
    "Evri",
    "DPD",
    "Yodel",
    "Royal Mail",
    "Parcelforce",
    "UPS",
    "DHL",
    "InPost",
    "FedEx",
]
PAY: Final = [
    "Apple Pay",
    "PayPal",
    "Klarna",
    "a gift card",
    "Amex",
    "Maestro",
    "Clearpay",
    "store credit",
]
ROLES: Final = [
    "The store manager",
    "Your delivery driver",
    "Someone in customer services",
    "The warranty department",
    "The supervisor on the phone",
    "The technician",
    "A sales assistant",
]
PRICES: Final = ["£12.99", "£24.50", "£39", "£79.99", "€45", "$60", "£149", "£7.25"]
WEEKDAYS: Final = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
TIMES: Final = ["9am", "5.30pm", "18:00", "half past eight", "noon", "8pm", "10:30"]
SIZES: Final = ["size 8", "a medium", "UK 7", "EU 44", "XL", "size 14", "a 32 waist"]
QTY: Final = ["2", "3", "4", "6", "a dozen", "two boxes of"]
VERSIONS: Final = ["v3.2.1", "version 8.0", "build 412", "4.11", "release 2026.3", "v1.9 beta"]
CODES: Final = ["E04", "ERR-17", "403", "502", "CHK-88", "0x1F", "PAY-9"]
EMOJI: Final = ["🙏", "😩", "!!", "??", "🤞", ":("]

BENIGN_SLOTTED: Final[list[tuple[str, str, str, dict[str, list[str]]]]] = [
    (
        "email-price-drop",
        "email",
        "Hi team,\n\nThe {goods} was {price} when I bought it on {day} and is cheaper now. Can I get the difference back?\n\nThanks",
        {"goods": PERSON_GOODS, "price": PRICES, "day": WEEKDAYS},
    ),
    (
        "email-late",
        "email",
        "Dear Sir or Madam,\n\nMy order was due on {day} with {carrier} and still hasn't arrived. It is now {n} days late and nobody has contacted me.\n\nRegards",
        {"day": WEEKDAYS, "carrier": BENIGN_CARRIERS, "n": ["two", "three", "5", "6", "ten"]},
    ),
    (
        "email-gift-wrap",
        "email",
        "Hello,\n\nCould you gift wrap the {goods} and leave the price off? It's for {occasion}.\n\nMany thanks",
        {
            "goods": PERSON_GOODS,
            "occasion": [
                "a birthday",
                "Christmas",
                "Mother's Day",
                "a leaving do",
                "Eid",
                "a wedding",
            ],
        },
    ),
    (
        "email-role-said",
        "email",
        "Hi,\n\n{role} told me I could return the {item} without the box. Is that right? I'd like to bring it to {store}.\n\nThanks",
        {"role": ROLES, "item": ITEMS, "store": BENIGN_STORES},
    ),
    (
        "email-model-fault",
        "email",
        "Good morning,\n\nMy {model} stopped working after {months} months. Is it covered by the warranty, and do I send it to you or to the manufacturer?\n\nKind regards",
        {"model": MODELS, "months": ["3", "7", "11", "14", "20"]},
    ),
    (
        "email-bulk",
        "email",
        "Hello,\n\nWe'd like to order {qty} {item} for our office in {city}. Is there a discount for bulk orders, and can we pay by {pay}?\n\nBest regards,\nOffice Manager",
        {
            "qty": ["20", "40", "50", "a hundred", "35"],
            "item": ITEMS,
            "city": BENIGN_CITIES,
            "pay": PAY,
        },
    ),
    (
        "email-wrong-colour",
        "email",
        "Dear Customer Services,\n\nI ordered the {goods} in {colour} and received it in {colour2}. I'd like an exchange rather than a refund.\n\nYours sincerely",
        {
            "goods": PERSON_GOODS,
            "colour": ["sage", "navy", "mustard", "oatmeal"],
            "colour2": ["teal", "black", "rust", "pink"],
        },
    ),
    (
        "email-click-collect",
        "email",
        "Hi there,\n\nMy click and collect order was meant to be ready at {store} by {time} on {day}, but the collection desk couldn't find it.\n\nCould you check where it is?\n\nThanks",
        {"store": BENIGN_STORES, "time": TIMES, "day": WEEKDAYS},
    ),
    (
        "email-subscription",
        "email",
        "Hello,\n\nPlease pause my {plan} subscription for {period}. I'll be travelling in {country} and won't be able to take deliveries.\n\nThank you",
        {
            "plan": ["coffee", "meal kit", "razor blade", "flower", "pet food"],
            "period": ["a month", "six weeks", "two months"],
            "country": ["Portugal", "Japan", "Canada", "Kenya", "Chile"],
        },
    ),
    (
        "email-review",
        "email",
        "Hi team,\n\nI left a {stars}-star review for the {goods} and it never appeared on the site. Do you moderate negative ones?\n\nBest,\nA regular customer",
        {"stars": ["one", "two", "1", "2", "three"], "goods": HOUSE_GOODS},
    ),
    (
        "email-dear-team-stock",
        "email",
        "Dear team,\n\nWill the {model} be back in stock before {month}? The page has said 'coming soon' for weeks.\n\nThanks in advance",
        {
            "model": MODELS,
            "month": [
                "Christmas",
                "the end of the month",
                "January",
                "the school holidays",
                "Easter",
            ],
        },
    ),
    (
        "email-delivery-instructions",
        "email",
        "Hi,\n\nFor tomorrow's delivery, please could the driver {instruction}? The {carrier} app won't let me add a note.\n\nThanks a lot",
        {
            "instruction": [
                "leave it in the porch",
                "knock loudly, the bell is broken",
                "use the side gate",
                "avoid the front steps",
                "leave it with reception",
            ],
            "carrier": BENIGN_CARRIERS,
        },
    ),
    (
        "form-returns",
        "web_form",
        "Enquiry type: Returns\nProduct: {goods}\nQuantity: {qty}\nReason: {reason}\nRefund method: {pay}",
        {
            "goods": PERSON_GOODS,
            "qty": ["1", "2", "3"],
            "reason": ["Faulty", "Changed my mind", "Arrived late", "Not as described"],
            "pay": PAY,
        },
    ),
    (
        "form-stock-check",
        "web_form",
        "Topic: Stock check\nStore: {store}\nProduct: {model}\nSize/variant: {size}\nNeeded by: {day}",
        {"store": BENIGN_STORES, "model": MODELS, "size": SIZES, "day": WEEKDAYS},
    ),
    (
        "form-feedback",
        "web_form",
        "Feedback\nVisit: {store}\nScore: {score}/10\nComment: {comment}",
        {
            "store": BENIGN_STORES,
            "score": ["3", "6", "8", "9", "10"],
            "comment": [
                "Tills were slow",
                "Great help from the team on the shop floor",
                "Fitting rooms closed",
                "Could not find the sale rail",
                "Very clean and tidy",
            ],
        },
    ),
    (
        "form-repair",
        "web_form",
        "Repair request\nProduct: {model}\nError shown: {code}\nUnder warranty: {yn}",
        {"model": MODELS, "code": CODES, "yn": ["Yes", "No", "Not sure"]},
    ),
    (
        "form-delivery-issue",
        "web_form",
        "Issue: {issue}\nCarrier: {carrier}\nExpected delivery: {day}\nItems affected: {qty}",
        {
            "issue": ["Not delivered", "Damaged box", "Wrong item", "Missing part"],
            "carrier": BENIGN_CARRIERS,
            "day": WEEKDAYS,
            "qty": ["1", "2", "all"],
        },
    ),
    (
        "form-trade",
        "web_form",
        "Trade enquiry\nBusiness type: {biz}\nLocation: {city}\nInterested in: {brand} range\nExpected monthly spend: {price}",
        {
            "biz": ["Café", "Hotel", "Gift shop", "Hair salon", "Nursery"],
            "city": BENIGN_CITIES,
            "brand": PERSON_BRANDS + HOUSE_BRANDS,
            "price": ["£500", "£1,200", "£2k", "under £300"],
        },
    ),
    (
        "form-accessibility",
        "web_form",
        "Department: Accessibility\nDevice: {device}\nProblem: {problem}",
        {
            "device": [
                "iPad 9th gen",
                "Pixel 8",
                "Windows 11 laptop",
                "Galaxy A54",
                "MacBook Air M2",
            ],
            "problem": [
                "Text overlaps the basket",
                "Can't zoom the product images",
                "Captcha has no audio option",
                "Colour contrast too low on buttons",
            ],
        },
    ),
    (
        "form-price-match",
        "web_form",
        "Price match request\nProduct: {goods}\nOur price: {price}\nCompetitor: {competitor}\nCompetitor price: {price2}",
        {
            "goods": HOUSE_GOODS,
            "price": PRICES,
            "competitor": ["Argos", "Currys", "Lakeland", "Dunelm", "Wilko"],
            "price2": ["£10", "£21.99", "£35", "£69"],
        },
    ),
    (
        "chat-closing",
        "chat_transcript",
        "Customer: what time does {store} close on {day}?\nAgent: It closes at {time} that day.\nCustomer: thanks!",
        {"store": BENIGN_STORES, "day": WEEKDAYS, "time": TIMES},
    ),
    (
        "chat-pay",
        "chat_transcript",
        "Customer: can I pay with {pay} online?\nAgent: Yes, {pay} is available at checkout.\nCustomer: and in {store}?\nAgent: In store too.",
        {"pay": PAY, "store": BENIGN_STORES},
    ),
    (
        "chat-sizing",
        "chat_transcript",
        "Customer: does the {garment} come up {fit}?\nAgent: Most customers say it's {verdict}.\nCustomer: ok I'll get {size}",
        {
            "garment": [
                "Charles Tyrwhitt shirt",
                "John Smedley cardigan",
                "Laura Ashley dress",
                "Ben Sherman parka",
                "Fred Perry polo",
                "Joe Browns dress",
            ],
            "fit": ["small", "big", "long"],
            "verdict": ["true to size", "a little roomy", "snug on the shoulders"],
            "size": SIZES,
        },
    ),
    (
        "chat-carrier",
        "chat_transcript",
        "Customer: who delivers to {country}?\nAgent: Orders to {country} go with {carrier}.\nCustomer: how long?\nAgent: Usually {n} working days.",
        {
            "country": ["Norway", "Ireland", "Spain", "Poland", "Australia", "Canada"],
            "carrier": BENIGN_CARRIERS,
            "n": ["2-3", "3-5", "5-7", "7-10"],
        },
    ),
    (
        "chat-bot-human",
        "chat_transcript",
        "Bot: Hi! Ask me about orders, returns or stock.\nCustomer: {ask}\nBot: Connecting you to our team. Wait time: {n} minutes.",
        {
            "ask": ["agent please", "REAL PERSON", "talk to someone", "human", "operator"],
            "n": ["2", "4", "7", "12", "15"],
        },
    ),
    (
        "chat-discount",
        "chat_transcript",
        "Customer: my code {code} says expired\nAgent: That code ended on {day}, I'm afraid.\nCustomer: can you honour it?\nAgent: I can offer {offer} instead.",
        {
            "code": ["WINTER10", "SPRING15", "WELCOME5", "FREESHIP", "BLACKFRI"],
            "day": WEEKDAYS,
            "offer": ["free delivery", "10% off", "a £5 voucher"],
        },
    ),
    (
        "chat-warranty",
        "chat_transcript",
        "Customer: how long is the warranty on the {model}?\nAgent: {years} years from purchase.\nCustomer: even if bought in {store}?\nAgent: Yes.",
        {"model": MODELS, "years": ["Two", "Three", "Five"], "store": BENIGN_STORES},
    ),
    (
        "chat-quantity",
        "chat_transcript",
        "[{time}] Customer: I only got {got} of the {qty} I ordered ({item})\n[{time}] Agent: Sorry! The rest are on back order and will follow.",
        {
            "time": ["09:12", "11:47", "13:05", "16:30", "19:58"],
            "got": ["one", "two", "half"],
            "qty": ["4", "6", "10"],
            "item": ITEMS,
        },
    ),
    (
        "chat-manager",
        "chat_transcript",
        "Customer: I want to speak to {who}\nAgent: I can ask {who} to call you back. Is the number on your account still right?\nCustomer: yes",
        {
            "who": [
                "a manager",
                "the complaints team",
                "your supervisor",
                "someone senior",
                "the head office team",
            ]
        },
    ),
    (
        "voice-more",
        "voice_transcript",
        "caller: i need {qty} more of the {item} for {event}\nagent: no problem they're {price} each\ncaller: lovely",
        {
            "qty": ["two", "three", "six", "ten"],
            "item": ITEMS,
            "event": [
                "a party on saturday",
                "the school fair",
                "my sister's wedding",
                "the office",
            ],
            "price": ["twelve ninety nine", "four pounds fifty", "twenty quid", "nine ninety five"],
        },
    ),
    (
        "voice-open",
        "voice_transcript",
        "caller: are you open on {holiday}\nagent: yes {hours}\ncaller: thanks very much",
        {
            "holiday": [
                "boxing day",
                "new year's day",
                "easter monday",
                "the bank holiday",
                "christmas eve",
            ],
            "hours": ["ten till four", "nine till six", "eleven till five", "half nine till three"],
        },
    ),
    (
        "voice-refund-time",
        "voice_transcript",
        "agent: the refund for the {goods} went out on {day}\ncaller: when will i see it\nagent: usually {n} working days with {pay}",
        {
            "goods": HOUSE_GOODS,
            "day": WEEKDAYS,
            "n": ["three", "five", "three to five"],
            "pay": PAY,
        },
    ),
    (
        "voice-hold",
        "voice_transcript",
        "caller: i've been on hold for {mins} minutes and got cut off {times}\nagent: i'm so sorry about that what's the problem today\ncaller: it's the {item}",
        {
            "mins": ["twenty", "forty", "fifteen", "fifty"],
            "times": ["twice", "three times", "once already"],
            "item": ITEMS,
        },
    ),
    (
        "voice-size",
        "voice_transcript",
        "caller: the {garment} is {problem} can i swap it for a {size}\nagent: yes of course you can do that in {store} or by post",
        {
            "garment": ["coat", "jumper", "dress", "trousers"],
            "problem": ["too tight", "way too long", "too big"],
            "size": ["twelve", "medium", "large", "size ten", "forty two"],
            "store": ["any store", "the shop", "our outlet"],
        },
    ),
    (
        "voice-delivery-window",
        "voice_transcript",
        "agent: {carrier} will deliver between {start} and {end}\ncaller: can they come earlier\nagent: i'm afraid the driver sets the route",
        {
            "carrier": ["dpd", "yodel", "royal mail", "evri", "ups"],
            "start": ["nine", "half ten", "eleven"],
            "end": ["one", "two", "three", "five"],
        },
    ),
    (
        "voice-voicemail",
        "voice_transcript",
        "voicemail: hi it's about the {item} i ordered on {day} it's {problem} could somebody call me back please thanks",
        {
            "item": ITEMS,
            "day": ["monday", "tuesday", "friday", "the weekend"],
            "problem": ["still not here", "the wrong colour", "broken", "missing a part"],
        },
    ),
    (
        "quoted-policy",
        "quoted_reply",
        "> Returns are accepted within {days} days of delivery.\nDoes that include {category}?",
        {
            "days": ["14", "28", "30", "60", "90"],
            "category": [
                "sale items",
                "earrings",
                "swimwear",
                "personalised gifts",
                "opened cosmetics",
            ],
        },
    ),
    (
        "quoted-dispatch",
        "quoted_reply",
        "> Your order will be dispatched within {n} working days.\nIt's been {m} now. When will it actually ship?",
        {"n": ["2", "3", "1-2", "5"], "m": ["six", "a week", "eight", "nine days"]},
    ),
    (
        "quoted-signature",
        "quoted_reply",
        "{reply}\n\n> We have passed your comments to the relevant team.\n> {signature}",
        {
            "reply": [
                "That isn't an answer.",
                "Thanks, I'll wait to hear.",
                "Which team?",
                "Can you give me a timescale?",
            ],
            "signature": [
                "Customer Services, Acme Outdoor",
                "The Returns Team",
                "Online Support, Kenwood UK",
                "Customer Care Team, Joules",
                "Head Office Complaints",
            ],
        },
    ),
    (
        "quoted-faq",
        "quoted_reply",
        ">> Can I change my delivery address after ordering?\n> Only before the order is {state}.\nMine says {status}, so can I still change it?",
        {
            "state": ["picked", "dispatched", "packed"],
            "status": ["'processing'", "'awaiting stock'", "'confirmed'", "'preparing'"],
        },
    ),
    (
        "quoted-stock",
        "quoted_reply",
        "> The {goods} is expected back on {day}.\nIt's {day2} and it still says out of stock.",
        {
            "goods": PERSON_GOODS,
            "day": WEEKDAYS,
            "day2": ["Sunday", "a week later", "the following Tuesday"],
        },
    ),
    (
        "mixed-es",
        "mixed_language",
        "Hola, the {item} I bought in {city} is {issue}. ¿Se puede devolver? Gracias",
        {
            "item": ITEMS,
            "city": BENIGN_CITIES,
            "issue": ["roto", "demasiado pequeño", "de otro color", "defectuoso"],
        },
    ),
    (
        "mixed-fr",
        "mixed_language",
        "Bonjour, is the {goods} available en {colour}? Merci {closing}",
        {
            "goods": PERSON_GOODS,
            "colour": ["bleu marine", "vert", "rouge", "noir"],
            "closing": ["beaucoup", "d'avance", "!"],
        },
    ),
    (
        "mixed-de",
        "mixed_language",
        "Hallo, wann kommt my {item}? I ordered it {when}. Danke {closing}",
        {
            "item": ITEMS,
            "when": ["vor einer Woche", "last Montag", "vor zehn Tagen", "on Friday"],
            "closing": ["schön", "im Voraus", "sehr"],
        },
    ),
    (
        "mixed-it",
        "mixed_language",
        "Buongiorno, the {model} arrived {issue}. Posso avere un rimborso? Grazie",
        {
            "model": MODELS,
            "issue": ["senza il cavo", "rotto", "without the manual", "in the wrong box"],
        },
    ),
    (
        "mixed-pt",
        "mixed_language",
        "Oi! Do you ship to {country}? Quero comprar {qty} {item}. Valeu",
        {
            "country": ["Brasil", "Portugal", "Angola", "Moçambique"],
            "qty": ["dois", "três", "2", "4"],
            "item": ITEMS,
        },
    ),
    (
        "sms-status",
        "sms_abbrev",
        "hi is my {item} shipped yet? ordered {day} {emoji}",
        {"item": ITEMS, "day": ["mon", "tues", "wed", "thurs", "fri", "sat"], "emoji": EMOJI},
    ),
    (
        "sms-store",
        "sms_abbrev",
        "r u open l8r at {store}? need 2 return a {item}",
        {
            "store": ["metrocentre", "bicester", "cheshire oaks", "westgate", "silverburn"],
            "item": ITEMS,
        },
    ),
    (
        "sms-refund",
        "sms_abbrev",
        "wen do i get my refund 4 the {goods}? {emoji}",
        {"goods": HOUSE_GOODS, "emoji": EMOJI},
    ),
    (
        "sms-code",
        "sms_abbrev",
        "promo code {code} not wrkng on {pay} pls fix",
        {
            "code": ["WINTER10", "SPRING15", "WELCOME5", "FREESHIP", "BLACKFRI"],
            "pay": ["paypal", "klarna", "apple pay", "amex"],
        },
    ),
    (
        "sms-delivery",
        "sms_abbrev",
        "{carrier} sez delivered {time} but nthng here??",
        {
            "carrier": ["evri", "dpd", "yodel", "ups", "royal mail"],
            "time": ["by noon", "at 2", "this am", "2day", "at 11.40"],
        },
    ),
    (
        "fwd-window",
        "forwarded_notice",
        "Fwd: {carrier} update\n\n> Your parcel will arrive {window}.\n\n{reaction}",
        {
            "carrier": BENIGN_CARRIERS,
            "window": ["today between 13:05 and 14:05", "tomorrow", "by 9pm", "on Saturday"],
            "reaction": [
                "I won't be in!",
                "Can it go to a locker?",
                "It said Thursday yesterday.",
                "OK thanks",
            ],
        },
    ),
    (
        "fwd-order",
        "forwarded_notice",
        "FW: Order confirmation\n\n{qty} x {goods} - {price}\nDelivery: {delivery}\n\nCan I add one more before it ships?",
        {
            "qty": ["1", "2", "3"],
            "goods": HOUSE_GOODS,
            "price": PRICES,
            "delivery": ["Next day", "Standard", "Click & collect", "Nominated day"],
        },
    ),
    (
        "fwd-return",
        "forwarded_notice",
        "-------- Forwarded message --------\nSubject: Your return\nWe've received your {goods} at our {city} warehouse.\n--------\n{reaction}",
        {
            "goods": PERSON_GOODS,
            "city": ["Leeds", "Northampton", "Daventry", "Swindon"],
            "reaction": [
                "So where's the refund?",
                "Great, thanks.",
                "It's been two weeks since then.",
            ],
        },
    ),
    (
        "fwd-delay",
        "forwarded_notice",
        "Begin forwarded message:\n\nFrom: {carrier}\nSubject: Delay\nYour parcel is delayed due to {reason}.\n\nAny idea when?",
        {
            "carrier": BENIGN_CARRIERS,
            "reason": ["bad weather", "high volumes", "a vehicle breakdown", "an address query"],
        },
    ),
    (
        "tech-version",
        "tech_support",
        "Hi,\n\nThe {app} app on {version} {problem}. Phone: {phone}.\n\nThanks",
        {
            "app": ["shopping", "loyalty", "smart home", "recipe"],
            "version": VERSIONS,
            "problem": [
                "won't open",
                "logs me out every day",
                "shows a blank basket",
                "freezes at checkout",
            ],
            "phone": ["iPhone 13", "Pixel 6a", "Galaxy S21", "Moto G54", "iPhone SE"],
        },
    ),
    (
        "tech-error",
        "tech_support",
        "I keep getting error {code} when I {action}. Tried {browser}.",
        {
            "code": CODES,
            "action": [
                "add to basket",
                "check out",
                "redeem a voucher",
                "download an invoice",
                "update my address",
            ],
            "browser": [
                "Safari and Chrome",
                "Firefox",
                "the app and the website",
                "Edge on Windows 10",
            ],
        },
    ),
    (
        "tech-firmware",
        "tech_support",
        "My {brand} smart {device} is stuck on firmware {version} and won't update. Status light: {light}.",
        {
            "brand": ["Hive", "Netatmo", "Eufy", "Somfy", "Wyze"],
            "device": ["plug", "doorbell", "camera", "thermostat"],
            "version": VERSIONS,
            "light": ["flashing amber", "solid red", "blue", "off"],
        },
    ),
]

_LONG_DIGITS: Final = re.compile(r"\d{5,}")


def build_benign() -> list[dict[str, object]]:
    """Every benign message, in file order; the same on every run."""
    rng = random.Random(BENIGN_SEED)
    rows: list[dict[str, object]] = []
    for kind, messages in BENIGN_HAND.items():
        for number, text in enumerate(messages, start=1):
            tid = f"{PREFIX}-hand-{kind}-{number:03d}"
            rows.append({"text": text, "template_id": tid, "kind": kind, "split": SPLIT})
    for name, kind, skeleton, fillers in BENIGN_SLOTTED:
        seen: set[str] = set()
        for _ in range(RENDERS_PER_SLOTTED * 10):
            chosen = {slot: rng.choice(words) for slot, words in fillers.items()}
            text = skeleton.format(**chosen)
            if text in seen:
                continue
            seen.add(text)
            rows.append(
                {"text": text, "template_id": f"{PREFIX}-tpl-{name}", "kind": kind, "split": SPLIT}
            )
            if len(seen) == RENDERS_PER_SLOTTED:
                break
        if len(seen) != RENDERS_PER_SLOTTED:
            raise ValueError(f"benign skeleton {name} has too few fillers")
    if len({row["text"] for row in rows}) != len(rows):
        raise ValueError("a benign message is written twice")
    for row in rows:
        text = str(row["text"])
        if "@" in text or _LONG_DIGITS.search(text):
            raise ValueError(f"a benign message looks like personal data: {text!r}")
    return rows


def main() -> None:
    out_dir = out_dir_from_args("blind", HERE)
    adversarial = write_jsonl(out_dir / ADVERSARIAL_FILE, build_adversarial())
    benign = write_jsonl(out_dir / BENIGN_FILE, build_benign())
    skeletons = sum(len(s) for s in ADVERSARIAL.values())
    benign_skeletons = sum(len(m) for m in BENIGN_HAND.values()) + len(BENIGN_SLOTTED)
    print(
        f"wrote {adversarial} adversarial messages from {skeletons} skeletons and "
        f"{benign} benign messages from {benign_skeletons} skeletons to {out_dir}"
    )


if __name__ == "__main__":
    main()
