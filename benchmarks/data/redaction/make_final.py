"""Write the final held-out redaction sets, `adversarial_pii_final.jsonl` and
`benign_support_final.jsonl`: the last untouched measure, written without reading the redactor,
its tests or its output, and never run through it by their author.

    python benchmarks/data/redaction/make_final.py [--out-dir DIR]

Deterministic (fixed seeds). The earlier sets are mostly retail and e-commerce; these come from
airlines and travel, hotels and holiday lets, telecoms and broadband, energy and water, banking
and insurance claims, clinics and pharmacies, streaming and subscriptions, car rental and
garages, second-hand marketplaces, gyms and clubs, course enrolment, and council services
(council tax, parking permits). About half are one-line chat messages; the rest are emails with
signatures, pasted forms and call or chat transcripts.

Every skeleton, name, address and message below was written by hand for this set. The generator
draws digits, computes check digits (Luhn for cards, mod 97 for IBANs, the ABA checksum for
routing numbers, mod 11 for NHS numbers), speaks digits as words where a skeleton asks, and
computes every offset while it assembles a message, then checks that each span's text is the
value it inserted. Every person, address, number and credential is invented.

A skeleton is a string with `{slot}` placeholders. Slots with a type leave a span; slots whose
type is None (airlines, flights, hotels, plans, cities, prices...) leave none. Within a message a
slot keeps its value; a person's full name, first name, surname, initials and email come from one
persona, and a postcode from the address drawn last. Every row is `heldout`.
"""

# ruff: noqa: E501 - hand-written messages read best one to a line
from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Final

from setkit import (
    Row,
    Span,
    aba_check_digit,
    digits,
    fill_slots,
    iban_from_bban,
    iban_ok,
    letters,
    luhn_complete,
    luhn_ok,
    out_dir_from_args,
    write_jsonl,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_final.jsonl"
BENIGN_FILE: Final = "benign_support_final.jsonl"
ADVERSARIAL_SEED: Final = 20261201_31
BENIGN_SEED: Final = 20261201_32
RENDERS: Final = 3
SPLIT: Final = "heldout"


# --------------------------------------------------------------------------- personas

WORD_NAMES: Final = 9  # the first personas have first names that are also words or places
# (first, middle initial, surname, email)
PERSONAS: Final[list[tuple[str, str, str, str]]] = [
    ("Jordan", "K", "Ashdown-Fairley", "jordan.ashdownfairley@btinternet.com"),
    ("Paris", "M", "Okwuosa", "paris.okwuosa@outlook.com"),
    ("Brooke", "L", "Tremayne", "brooke.tremayne88@icloud.com"),
    ("Chase", "D", "Vandermolen", "chasev@fastmail.us"),
    ("Summer", "J", "Nakashima-Villalobos", "summer_nv@yahoo.com.au"),
    ("Dallas", "P", "Kowalczuk", "d.kowalczuk@gmx.de"),
    ("Hope", "A", "Oyelaran-Clarke", "hopeoyelaranclarke@proton.me"),
    ("Will", "T", "Pennefather", "will.pennefather@virginmedia.com"),
    ("Bill", "R", "Ferncombe", "billferncombe1961@aol.co.uk"),
    ("Siobhán", "M", "Ní Mhurchú", "siobhan.nimhurchu@eircom.net"),
    ("Oisín", "F", "Cuddihy", "ocuddihy@tcd.ie"),
    ("Aarav", "S", "Thirunavukkarasu", "aarav.thiru@rediffmail.com"),
    ("Padmavathi", "V", "Venkatachalam", "padma.v.1984@gmail.com"),
    ("Thabo", "N", "Mahlangu", "thabo.mahlangu@telkomsa.net"),
    ("Nokuthula", "B", "Khumalo", "nkhumalo@webmail.co.za"),
    ("Rawiri", "H", "Te Huia", "rawiri.tehuia@xtra.co.nz"),
    ("Ngaire", "C", "Pomare", "ngaire.p@slingshot.co.nz"),
    ("Émilie", "G", "Tremblay-Gagnon", "emilie.tg@videotron.ca"),
    ("Mathieu", "R", "Bergeron", "mbergeron77@sympatico.ca"),
    ("Ugochi", "O", "Obi-Nwosu", "ugochi.obinwosu@yahoo.co.uk"),
    ("Anneliese", "K", "Dünnebier", "a.duennebier@web.de"),
    ("Bartholomew", "E", "Quigley-Hunt", "bart.qh@blueyonder.co.uk"),
    ("Remedios", "I", "Quintanilla", "reme.quintanilla@hotmail.es"),
    ("Vsevolod", "A", "Volkonsky", "vvolkonsky@mail.ru"),
    ("Torunn", "S", "Solheim", "torunn.solheim@online.no"),
    ("Mevlüt", "E", "Demirci", "mevlut.demirci@windowslive.com"),
    ("Kalena", "K", "Kahananui", "kalena.kahananui@hawaiiantel.net"),
    ("Shu-Fen", "Y", "Tsao", "shufen.tsao@hinet.net"),
    ("Rosalind", "W", "Wijnbergen", "ros.wijnbergen@ziggo.nl"),
    ("Percival", "O", "Olatunbosun", "percy.olatunbosun@sky.com"),
    ("Zbigniew", "J", "Kołodziej", "zbyszek.kolodziej@wp.pl"),
    ("Clodagh", "N", "Breathnach", "clodaghbreathnach@live.ie"),
    ("Tendai", "M", "Chikwanha", "tendai.chikwanha@iafrica.com"),
    ("Vaidehi", "R", "Ramalingam", "vaidehi.ramalingam@yahoo.in"),
    ("Hamish", "D", "MacCorquodale", "hamish.maccorquodale@talktalk.net"),
    ("Éabha", "E", "Fitzmaurice", "eabha.fitzmaurice+travel@gmail.com"),
    ("Dorothea", "L", "Wainwright-Bligh", "dottie.wb@plus.net"),
    ("Ezekiel", "T", "Mensah-Twumasi", "zeke.mt@mensahtwumasi.co.uk"),
    ("Florian", "U", "Wüthrich", "florian.wuethrich@bluewin.ch"),
    ("Carys", "M", "Llewelyn-Bowen", "carys.lb@ntlworld.com"),
    ("Ravindra", "P", "Jayasuriya", "ravi.jayasuriya@sltnet.lk"),
    ("Yevgenia", "I", "Shcherbakova", "y.shcherbakova@yandex.com"),
    ("Cathal", "P", "O'Halloran", "cathal.ohalloran@eircom.ie"),
    ("Bernadette", "A", "O'Keeffe-Delahunty", "bernie.okd@iol.ie"),
]

# staff, agents, drivers, dependants and other third parties named in a message
OTHERS: Final[list[str]] = [
    "Tobiah Rundle", "Marguerite Delacourt", "Yaw Asamoah-Gyan", "Bronagh Keaveney",
    "Ishaan Mehrotra", "Philippa Gorringe", "Shmuel Abramsky", "Ottoline Pargeter",
    "Femi Adebanjo", "Lorcan Brophy", "Solvor Engebretsen-Moe", "Hemi Tawhiri",
]  # fmt: skip

# --------------------------------------------------------------------------- addresses

# country -> [(lines, postcode)]; an address runs to the town, state or province and its
# postcode is a separate span
ADDRESSES: Final[dict[str, list[tuple[list[str], str]]]] = {
    "uk": [
        (["Flat 4", "19 Albemarle Crescent", "Scarborough"], "YO11 1XW"),
        (["Yew Tree Barn", "Sheinton Road", "Much Wenlock"], "TF13 6AQ"),
        (["58 Pendragon Road", "Penarth"], "CF64 3LT"),
        (["2/1, 41 Hyndland Avenue", "Glasgow"], "G11 5BS"),
        (["117 Kingsmead Drive", "Northallerton"], "DL6 1QP"),
        (["Apartment 12", "Carlow House", "6 Wharfside Street", "Birmingham"], "B1 1RQ"),
    ],
    "us": [
        (["4417 Larkspur Ct Apt 2B", "Boise, ID"], "83704"),
        (["902 W Magnolia Blvd", "Burbank, CA"], "91506"),
        (["31 Pomfret St Unit 3", "Hartford, CT"], "06106"),
        (["7720 Bluebonnet Trail", "Round Rock, TX"], "78681"),
        (["18 Chickadee Ln", "Bar Harbor, ME"], "04609"),
    ],
    "ca": [
        (["1184 rue Saint-Denis", "Montréal, QC"], "H2X 3J6"),
        (["2205 Kingsway Ave Suite 410", "Vancouver, BC"], "V5N 2T6"),
        (["66 Gullfoss Bay", "Winnipeg, MB"], "R3T 4Z1"),
        (["903 Bedford Hwy", "Halifax, NS"], "B3M 2K3"),
    ],
    "au": [
        (["7/31 Wattle Grove", "Collingwood VIC"], "3066"),
        (["14 Banksia Parade", "Cairns North QLD"], "4870"),
        (["Unit 9, 220 Stirling Hwy", "Claremont WA"], "6010"),
        (["3 Moonah Close", "Sandy Bay TAS"], "7005"),
    ],
    "ie": [
        (["12 Cnoc na Gréine", "Salthill", "Galway"], "H91 E2R8"),
        (["Apt 7, Spencer Dock Quay", "Dublin 1"], "D01 W5K9"),
        (["Rathcoole House", "Ballinhassig", "Co. Cork"], "T12 NP4C"),
        (["23 Barrack Street", "Kilkenny"], "R95 HX31"),
    ],
    "nz": [
        (["48 Karaka Street", "Grey Lynn", "Auckland"], "1021"),
        (["5 Tūī Lane", "Kelburn", "Wellington"], "6012"),
        (["212 Rimu Road", "Raumati Beach"], "5032"),
    ],
    "in": [
        (
            ["Flat 402, Shanti Apartments", "14th Cross, Indiranagar", "Bengaluru, Karnataka"],
            "560038",
        ),
        (["B-17, Sector 62", "Noida, Uttar Pradesh"], "201309"),
        (["21 Poes Garden Road", "Teynampet", "Chennai, Tamil Nadu"], "600086"),
    ],
    "za": [
        (["22 Jacaranda Avenue", "Lynnwood", "Pretoria"], "0081"),
        (["9 Kloof Nek Road", "Tamboerskloof", "Cape Town"], "8001"),
        (["Unit 14, Umhlanga Ridge Villas", "Umhlanga"], "4319"),
    ],
}

# --------------------------------------------------------------------------- values


def _group(value: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for size in sizes:
        if value[i : i + size]:
            out.append(value[i : i + size])
        i += size
    if i < len(value):
        out.append(value[i:])
    return sep.join(out)


def make_card(rng: random.Random) -> str:
    kind = rng.choice(["visa", "visa", "mc", "amex", "disc"])
    if kind == "amex":
        number = luhn_complete(rng.choice(["34", "37"]), 15, rng)
        return _group(number, [4, 6, 5], rng.choice([" ", "-", ""]))
    prefix = {"visa": "4", "mc": rng.choice(["51", "53", "55", "2221"]), "disc": "6011"}[kind]
    number = luhn_complete(prefix, 16, rng)
    return _group(number, [4, 4, 4, 4], rng.choice([" ", " ", "-", "", "  "]))


def make_card_broken(rng: random.Random) -> str:
    number = luhn_complete(rng.choice(["4", "52"]), 16, rng)
    return (
        number[:8] + "\n" + number[8:]
        if rng.random() < 0.5
        else _group(number[:8], [4, 4], " ") + "\n" + _group(number[8:], [4, 4], " ")
    )


IBAN_SHAPES: Final[dict[str, Callable[[random.Random], str]]] = {
    "GB": lambda r: rng_bank(r) + digits(r, 14),
    "IE": lambda r: rng_bank(r) + digits(r, 14),
    "DE": lambda r: digits(r, 18),
    "FR": lambda r: digits(r, 10) + letters(r, 1) + digits(r, 12),
    "NL": lambda r: rng_bank(r) + digits(r, 10),
    "BE": lambda r: digits(r, 12),
    "CH": lambda r: digits(r, 17),
    "IT": lambda r: letters(r, 1) + digits(r, 22),
    "ES": lambda r: digits(r, 20),
}


def rng_bank(rng: random.Random) -> str:
    return rng.choice(["MIDL", "BARC", "NWBK", "AIBK", "BOFI", "RABO", "INGB", "ABNA", "LOYD"])


def make_iban(rng: random.Random, country: str | None = None) -> str:
    cc = country or rng.choice(sorted(IBAN_SHAPES))
    bban = IBAN_SHAPES[cc](rng)
    raw = iban_from_bban(cc, bban)
    style = rng.choice(["group", "group", "compact", "lower"])
    if style == "compact":
        return raw
    grouped = _group(raw, [4] * 8, " ")
    return grouped.lower() if style == "lower" else grouped


def make_routing(rng: random.Random) -> str:
    while True:
        d = digits(rng, 8)
        if d[0] in "0123":
            return d + aba_check_digit(d)


def make_nhs(rng: random.Random) -> str:
    while True:
        d = digits(rng, 9)
        total = sum(int(c) * (10 - i) for i, c in enumerate(d))
        check = 11 - total % 11
        if check == 11:
            check = 0
        if check != 10 and d[0] != "0":
            return _group(d + str(check), [3, 3, 4], rng.choice([" ", " ", "-", ""]))


WORDS: Final = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def speak(digits: str, rng: random.Random) -> str:
    """Digits as a caller reads them: 'oh' for zero at times, 'double' for a repeated pair."""
    out: list[str] = []
    i = 0
    while i < len(digits):
        d = digits[i]
        word = "oh" if d == "0" and rng.random() < 0.6 else WORDS[int(d)]
        if i + 1 < len(digits) and digits[i + 1] == d and rng.random() < 0.8:
            out.append(f"double {word}")
            i += 2
        else:
            out.append(word)
            i += 1
    return " ".join(out)


MONTHS: Final = ["January", "February", "March", "April", "May", "June", "July", "August",
                 "September", "October", "November", "December"]  # fmt: skip
ORDINALS: Final = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                   "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth",
                   "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
                   "twentieth", "twenty first", "twenty second", "twenty third", "twenty fourth",
                   "twenty fifth", "twenty sixth", "twenty seventh", "twenty eighth"]  # fmt: skip
TENS: Final = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
TEENS: Final = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                "seventeen", "eighteen", "nineteen"]  # fmt: skip


def _two(n: int) -> str:
    if n < 10:
        return f"oh {WORDS[n]}"
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("" if n % 10 == 0 else f" {WORDS[n % 10]}")


def _suffix(d: int) -> str:
    return "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def make_dob(rng: random.Random, first_year: int = 1941, last_year: int = 2006) -> str:
    y, m, d = rng.randint(first_year, last_year), rng.randint(1, 12), rng.randint(1, 28)
    mon = MONTHS[m - 1]
    return rng.choice(
        [
            f"{d:02d}/{m:02d}/{y}",
            f"{m}/{d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}.{m:02d}.{y % 100:02d}",
            f"{d} {mon} {y}",
            f"{mon} {d}{_suffix(d)}, {y}",
            f"{d:02d}-{mon[:3]}-{y}",
            f"{d}{_suffix(d)} of {mon} {y}",
            f"{d:02d} {mon[:3].upper()} {y}",
        ]
    )


def make_dob_spoken(rng: random.Random) -> str:
    y, m, d = rng.randint(1944, 2004), rng.randint(1, 12), rng.randint(1, 28)
    year = f"nineteen {_two(y % 100)}" if y < 2000 else f"two thousand and {WORDS[y % 100]}"
    return f"the {ORDINALS[d - 1]} of {MONTHS[m - 1].lower()} {year}"


def make_ip(rng: random.Random) -> str:
    first = rng.choice([31, 62, 77, 81, 86, 90, 94, 109, 146, 176, 185, 203, 212])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


PW_WORDS: Final = ["Gannet", "Quokka", "Larch", "Marmalade", "Fjord", "Tamarind", "Obsidian",
                   "Wombat", "Heron", "Saffron", "Kestrel", "Juniper", "Pumice", "Zephyr"]  # fmt: skip


def make_password(rng: random.Random) -> str:
    a, b = rng.sample(PW_WORDS, 2)
    sym = rng.choice("!#$%&*?")
    return rng.choice(
        [
            f"{a}{sym}{b}{rng.randint(10, 99)}",
            f"{a.lower()}_{b.lower()}{rng.randint(1, 9)}{sym}",
            f"{a[:3]}{rng.randint(100, 999)}{b[:3].lower()}{sym}",
            f"{sym}{a.upper()}{rng.randint(1980, 2019)}",
        ]
    )


def make_wifi_key(rng: random.Random) -> str:
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "".join(rng.choice(alphabet) for _ in range(rng.choice([10, 12, 16])))


def make_uk_phone(rng: random.Random) -> str:
    n = "7" + digits(rng, 9)
    return rng.choice(
        [f"0{n[:4]} {n[4:]}", f"+44 {n[:4]} {n[4:7]} {n[7:]}", f"0{n}", f"+44 (0){n[:4]} {n[4:]}"]
    )


def make_uk_landline(rng: random.Random) -> str:
    area = rng.choice(["01723", "01952", "029", "0141", "01609", "0121", "01865"])
    rest = digits(rng, 11 - len(area))
    return f"{area} {rest[:3]} {rest[3:]}" if len(rest) > 6 else f"{area} {rest}"


PHONES: Final[dict[str, Callable[[random.Random], str]]] = {
    "uk": make_uk_phone,
    "ukl": make_uk_landline,
    "us": lambda r: r.choice(
        ["({a}) {b}-{c}", "{a}-{b}-{c}", "+1 {a} {b} {c}", "{a}.{b}.{c}"]
    ).format(a=r.choice(["208", "818", "860", "512", "207"]), b=digits(r, 3), c=digits(r, 4)),
    "ca": lambda r: f"+1 {r.choice(['514', '604', '204', '902'])}-{digits(r, 3)}-{digits(r, 4)}",
    "au": lambda r: r.choice(["04{a} {b} {c}", "+61 4{a} {b} {c}"]).format(
        a=digits(r, 2), b=digits(r, 3), c=digits(r, 3)
    ),
    "ie": lambda r: r.choice(["08{a} {b} {c}", "+353 8{a} {b} {c}"]).format(
        a=r.choice("35679"), b=digits(r, 3), c=digits(r, 4)
    ),
    "nz": lambda r: f"{r.choice(['021', '022', '027', '+64 21'])} {digits(r, 3)} {digits(r, 4)}",
    "in": lambda r: r.choice(["+91 {a} {b}", "+91-{a}{b}", "0{a} {b}"]).format(
        a=r.choice("6789") + digits(r, 4), b=digits(r, 5)
    ),
    "za": lambda r: r.choice(["+27 {a} {b} {c}", "0{a} {b} {c}"]).format(
        a=r.choice(["82", "83", "72", "61"]), b=digits(r, 3), c=digits(r, 4)
    ),
    "fr": lambda r: "+33 " + r.choice("67") + " " + " ".join(digits(r, 2) for _ in range(4)),
    "de": lambda r: f"+49 {r.choice(['151', '160', '176'])} {digits(r, 8)}",
    "ae": lambda r: f"+971 {r.choice(['50', '55'])} {digits(r, 3)} {digits(r, 4)}",
    "ch": lambda r: f"+41 {r.choice(['76', '79'])} {digits(r, 3)} {digits(r, 2)} {digits(r, 2)}",
}

REG_PLATES: Final = ["LK19 XHV", "KX68 RFA", "WN21 OBZ", "YD70 KPT", "SH16 UDN", "BF22 MWC",
                     "GU65 TLE", "EO18 NYR", "CA71 HJB", "MX20 VZD"]  # fmt: skip


def make_booking_ref(rng: random.Random) -> str:
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "".join(rng.choice(alphabet) for _ in range(6))


def make_tracking(rng: random.Random) -> str:
    shapes: list[Callable[[], str]] = [
        lambda: f"{rng.choice(['JX', 'TT', 'RV', 'KB'])}{digits(rng, 9)}GB",
        lambda: f"1Z{make_wifi_key(rng)[:6]}{digits(rng, 10)}",
        lambda: digits(rng, 16),
        lambda: f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 2)}",
        lambda: (
            f"9400 1{digits(rng, 3)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 2)}"
        ),
        lambda: f"H{digits(rng, 2)}{letters(rng, 3)}{digits(rng, 10)}",
    ]
    return rng.choice(shapes)()


# --------------------------------------------------------------------------- look-alikes

AIRLINES: Final = ["Ryanair", "Emirates", "Qantas", "Aer Lingus", "easyJet", "KLM", "Air Canada",
                   "Lufthansa", "Jet2", "Vueling", "Air New Zealand", "Singapore Airlines"]  # fmt: skip
FLIGHTS: Final = ["BA 117", "EK 29", "FR 8342", "QF 1", "EI 154", "U2 8417", "KL 1008", "AC 855",
                  "LH 921", "NZ 1", "SQ 317", "LS 635", "VY 6231"]  # fmt: skip
AIRPORTS: Final = ["Heathrow", "JFK", "Schiphol", "Gatwick", "Dublin Airport", "Changi",
                   "Manchester Airport", "Stansted", "Frankfurt", "Dubai International"]  # fmt: skip
CITIES: Final = ["Lisbon", "Reykjavik", "Marrakech", "Toronto", "Melbourne", "Edinburgh",
                 "Kraków", "Valencia", "Bristol", "Queenstown", "Cape Town", "Dubrovnik"]  # fmt: skip
HOTELS: Final = ["Hilton", "Marriott", "Premier Inn", "Travelodge", "Holiday Inn Express",
                 "Radisson Blu", "Ibis Styles", "Novotel", "Hampton by Hilton", "Jurys Inn"]  # fmt: skip
PLANS: Final = ["Unlimited Max 5G", "SIM Only 30GB", "Fibre 500", "Full Fibre 900",
                "Essentials 100Mb", "Talk & Text 12", "Roam Further add-on", "Superfast 2"]  # fmt: skip
TELCOS: Final = ["Vodafone", "EE", "Three", "O2", "Sky Broadband", "Virgin Media", "BT", "giffgaff",
                 "Plusnet", "Eir", "Telstra", "Spark"]  # fmt: skip
ENERGY: Final = ["Octopus", "British Gas", "EDF", "E.ON Next", "OVO", "Bord Gáis", "Thames Water"]
TARIFFS: Final = ["Flexible Octopus", "Fixed 12M v4", "Economy 7", "Agile tariff", "EV Saver",
                  "Standard Variable", "Go Faster 3"]  # fmt: skip
STREAMING: Final = ["Netflix", "Disney+", "Spotify Premium", "NOW Entertainment", "Apple TV+",
                    "Audible", "Paramount+", "YouTube Premium", "DAZN"]  # fmt: skip
CARS: Final = ["Vauxhall Corsa", "Toyota Yaris Hybrid", "VW Polo", "Kia Niro EV", "Ford Transit Custom",
               "Tesla Model 3", "Skoda Octavia Estate", "Fiat 500"]  # fmt: skip
RENTALS: Final = ["Hertz", "Europcar", "Enterprise", "Sixt", "Avis", "Budget", "Zipcar"]
MARKETS: Final = ["Vinted", "eBay", "Depop", "Gumtree", "Facebook Marketplace", "Shpock"]
GYMS: Final = [
    "PureGym",
    "The Gym Group",
    "Nuffield Health",
    "David Lloyd",
    "Anytime Fitness",
    "Better",
]
CLASSES: Final = [
    "Body Pump",
    "spin",
    "reformer Pilates",
    "HIIT 45",
    "aqua aerobics",
    "Zumba",
    "yoga flow",
]
COURSES: Final = ["Level 3 Diploma in Accounting", "AAT Foundation", "BTEC Level 2 Plumbing",
                  "Python for Beginners", "CELTA", "MSc Data Science", "Access to HE Nursing"]  # fmt: skip
PRICES: Final = ["£29.99", "€14.50", "$189", "£4.20", "£112", "A$65", "NZ$39", "£7.99 a month",
                 "R450", "₹1,299", "CA$48.75", "£0.27"]  # fmt: skip
TIMES: Final = ["06:45", "9am", "half past two", "18:10", "midnight", "7.30pm", "noon", "22:55"]
DAYS: Final = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
GATES: Final = ["gate B42", "gate 17", "gate A9", "gate C33", "stand 214", "gate 5"]
SEATS: Final = ["14C", "3A", "27F", "41D", "8B", "22K"]
TERMINALS: Final = [
    "Terminal 5",
    "Terminal 2",
    "North Terminal",
    "Terminal 1",
    "the South Terminal",
]
KWH: Final = [
    "312 kWh",
    "1,840 kWh",
    "9.6 kWh",
    "27.4p per kWh",
    "54p a day standing charge",
    "740 kWh",
]
VERSIONS: Final = [
    "v4.12.1",
    "version 8.2",
    "build 229",
    "firmware 3.0.17",
    "iOS 17.4",
    "Android 14",
]
ERRORS: Final = ["error 0x8007", "E-104", "code 503", "error TV-201", "PAY_DECLINED_05", "ERR 4417"]
CARRIERS: Final = ["Royal Mail", "Evri", "DPD", "Yodel", "UPS", "InPost", "An Post", "Parcelforce"]
ROOMS: Final = ["a twin room", "the sea-view suite", "a family room", "two doubles", "the studio"]
PHARMACY: Final = ["Boots", "Lloydspharmacy", "Superdrug Pharmacy", "Well Pharmacy", "Walgreens"]
NUMS: Final = ["two", "three", "four", "six", "ten", "twelve"]
MONTHS_L: Final = MONTHS
DURATIONS: Final = [
    "48 hours",
    "14 days",
    "3 to 5 working days",
    "90 minutes",
    "six weeks",
    "24 hours",
]

NONE_SLOTS: Final[dict[str, list[str]]] = {
    "airline": AIRLINES, "flight": FLIGHTS, "airport": AIRPORTS, "city": CITIES,
    "hotel": HOTELS, "plan": PLANS, "telco": TELCOS, "energy": ENERGY, "tariff": TARIFFS,
    "stream": STREAMING, "car": CARS, "rental": RENTALS, "market": MARKETS, "gym": GYMS,
    "class": CLASSES, "course": COURSES, "price": PRICES, "time": TIMES, "day": DAYS,
    "gate": GATES, "seat": SEATS, "terminal": TERMINALS, "kwh": KWH, "version": VERSIONS,
    "error": ERRORS, "carrier": CARRIERS, "room": ROOMS, "pharmacy": PHARMACY, "num": NUMS,
    "month": MONTHS_L, "duration": DURATIONS, "stream2": STREAMING, "rental2": RENTALS,
}  # fmt: skip

# --------------------------------------------------------------------------- rendering


class Message:
    """One message under assembly: a persona, the address drawn last, and memoised slots."""

    def __init__(self, rng: random.Random, word_name: bool = False) -> None:
        self.rng = rng
        self.persona = rng.choice(PERSONAS[:WORD_NAMES] if word_name else PERSONAS)
        self.other = rng.sample(OTHERS, 2)
        self.address: tuple[list[str], str] | None = None
        self.memo: dict[str, tuple[str, str | None]] = {}

    def draw_address(self, country: str) -> tuple[list[str], str]:
        self.address = self.rng.choice(ADDRESSES[country])
        return self.address

    def value(self, slot: str) -> tuple[str, str | None]:
        if slot not in self.memo:
            self.memo[slot] = self._make(slot)
        return self.memo[slot]

    def _make(self, slot: str) -> tuple[str, str | None]:
        r = self.rng
        first, middle, last, email = self.persona
        if slot in NONE_SLOTS:
            return r.choice(NONE_SLOTS[slot]), None
        persons = {
            "full": f"{first} {last}",
            "first": first,
            "last": last,
            "FULL": f"{first} {last}".upper(),
            "LAST": last.upper(),
            "FIRST": first.upper(),
            "initials": f"{first[0]}. {middle}. {last}",
            "lastfirst": f"{last}, {first}",
            "lower": f"{first} {last}".lower(),
            "wfirst": first,
            "wfull": f"{first} {last}",
            "initlast": f"{first[0]}. {last}",
            "other": self.other[0],
            "other2": self.other[1],
            "otherfirst": self.other[0].split()[0],
        }
        if slot in persons:
            return persons[slot], "PERSON"
        if slot == "email":
            return email, "EMAIL"
        if slot.startswith("addr_"):
            _, country, *style = slot.split("_")
            lines, _pc = self.draw_address(country)
            return ("\n" if style == ["ml"] else ", ").join(lines), "ADDRESS"
        if slot == "pc":
            assert self.address is not None, "a postcode slot follows an address slot"
            return self.address[1], "POSTCODE"
        if slot.startswith("pcx_"):  # a postcode given alone, without its address
            return r.choice(ADDRESSES[slot[4:]])[1], "POSTCODE"
        if slot == "ph_spoken":
            return speak("07" + digits(r, 9), r), "PHONE"
        if slot.startswith("ph_"):
            return PHONES[slot[3:]](r), "PHONE"
        makers: dict[str, tuple[Callable[[], str], str]] = {
            "card": (lambda: make_card(r), "CARD"),
            "card_br": (lambda: make_card_broken(r), "CARD"),
            "card_spoken": (lambda: speak(luhn_complete("4", 16, r), r), "CARD"),
            "iban": (lambda: make_iban(r), "IBAN"),
            "iban_gb": (lambda: make_iban(r, "GB"), "IBAN"),
            "iban_ie": (lambda: make_iban(r, "IE"), "IBAN"),
            "iban_ch": (lambda: make_iban(r, "CH"), "IBAN"),
            "iban_eu": (
                lambda: make_iban(r, r.choice(["DE", "FR", "NL", "BE", "IT", "ES", "CH"])),
                "IBAN",
            ),
            "sort": (
                lambda: r.choice(["{a}-{b}-{c}", "{a} {b} {c}", "{a}{b}{c}"]).format(
                    a=digits(r, 2), b=digits(r, 2), c=digits(r, 2)
                ),
                "BANK_ACCOUNT",
            ),
            "acct": (lambda: digits(r, 8), "BANK_ACCOUNT"),
            "acct_spoken": (lambda: speak(digits(r, 8), r), "BANK_ACCOUNT"),
            "routing": (lambda: make_routing(r), "BANK_ACCOUNT"),
            "usacct": (lambda: digits(r, r.choice([10, 11, 12])), "BANK_ACCOUNT"),
            "bsb": (lambda: f"{digits(r, 3)}-{digits(r, 3)}", "BANK_ACCOUNT"),
            "auacct": (lambda: digits(r, 9), "BANK_ACCOUNT"),
            "nhs": (lambda: make_nhs(r), "SSN"),
            "nhs_spoken": (lambda: speak(re.sub(r"\D", "", make_nhs(r)), r), "SSN"),
            "ssn": (lambda: f"{r.randint(101, 665)}-{digits(r, 2)}-{digits(r, 4)}", "SSN"),
            "pps": (lambda: f"{digits(r, 7)}{letters(r, 1)}{r.choice(['', 'A', 'W'])}", "SSN"),
            "medicare": (
                lambda: f"{r.randint(2, 6)}{digits(r, 3)} {digits(r, 5)} {r.randint(1, 9)}",
                "SSN",
            ),
            "sin": (
                lambda: f"{r.choice('1279')}{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}",
                "SSN",
            ),
            "aadhaar": (
                lambda: f"{r.randint(2, 9)}{digits(r, 3)} {digits(r, 4)} {digits(r, 4)}",
                "SSN",
            ),
            "said": (
                lambda: (
                    digits(r, 2) + f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + digits(r, 7)
                ),
                "SSN",
            ),
            "dob": (lambda: make_dob(r), "DATE_OF_BIRTH"),
            "dob_spoken": (lambda: make_dob_spoken(r), "DATE_OF_BIRTH"),
            "dob_child": (lambda: make_dob(r, 2009, 2019), "DATE_OF_BIRTH"),
            "pac": (lambda: f"{letters(r, 3)}{digits(r, 6)}", "SECRET"),
            "ip": (lambda: make_ip(r), "IP"),
            "ip2": (lambda: make_ip(r), "IP"),
            "pw": (lambda: make_password(r), "SECRET"),
            "wifi": (lambda: make_wifi_key(r), "SECRET"),
            "otp": (lambda: digits(r, 6), "SECRET"),
            "otp_spaced": (lambda: " ".join(digits(r, 6)), "SECRET"),
            "otp_spoken": (lambda: speak(digits(r, 6), r), "SECRET"),
            "pin": (lambda: digits(r, 4), "SECRET"),
            "bref": (lambda: make_booking_ref(r), "CUSTOMER_ID"),
            "bref_spoken": (lambda: " ".join(make_booking_ref(r).lower()), "CUSTOMER_ID"),
            "policy": (
                lambda: r.choice(["POL-{d}", "HX{d}", "{d}/MTR", "AV-{d}-01"]).format(
                    d=digits(r, 8)
                ),
                "CUSTOMER_ID",
            ),
            "claim": (lambda: f"CLM{digits(r, 7)}", "CUSTOMER_ID"),
            "mpan": (
                lambda: r.choice(["{a} {b} {c} {d}", "{a}{b}{c}{d}"]).format(
                    a=r.choice(["10", "14", "16", "20"]),
                    b=digits(r, 4),
                    c=digits(r, 4),
                    d=digits(r, 3),
                ),
                "CUSTOMER_ID",
            ),
            "mprn": (lambda: digits(r, r.choice([8, 10])), "CUSTOMER_ID"),
            "meter": (
                lambda: (
                    f"{r.choice(['E', 'G4', 'K', 'Z'])}{digits(r, 2)}{letters(r, 1)}{digits(r, 5)}"
                ),
                "CUSTOMER_ID",
            ),
            "reg": (lambda: r.choice(REG_PLATES), "CUSTOMER_ID"),
            "reg_nospace": (lambda: r.choice(REG_PLATES).replace(" ", "").lower(), "CUSTOMER_ID"),
            "member": (lambda: f"{r.choice(['M', 'GYM', 'CLB'])}{digits(r, 7)}", "CUSTOMER_ID"),
            "student": (lambda: f"{r.choice(['S', 'U', '2024'])}{digits(r, 6)}", "CUSTOMER_ID"),
            "ctax": (lambda: f"{digits(r, 9)}", "CUSTOMER_ID"),
            "permit": (lambda: f"PP{digits(r, 6)}{letters(r, 1)}", "CUSTOMER_ID"),
            "acctno": (
                lambda: r.choice(["{d}", "ACC-{d}", "{a} {b}"]).format(
                    d=digits(r, 9), a=digits(r, 4), b=digits(r, 4)
                ),
                "CUSTOMER_ID",
            ),
            "loyalty": (lambda: f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}", "CUSTOMER_ID"),
            "conf": (lambda: f"{r.randint(7, 9)}{digits(r, 8)}", "CUSTOMER_ID"),
            "listing": (lambda: f"{letters(r, 2)}-{digits(r, 6)}", "CUSTOMER_ID"),
            "trk": (lambda: make_tracking(r), "TRACKING"),
        }
        maker, kind = makers[slot]
        return maker(), kind


SLOT: Final = re.compile(r"\{(\w+)\}")


def render(skeleton: str, rng: random.Random) -> tuple[str, list[Span]]:
    message = Message(rng, word_name="{wf" in skeleton)
    return fill_slots(skeleton, SLOT, lambda match: message.value(match.group(1)))


# --------------------------------------------------------------------------- adversarial

# (kind, domain, skeleton); kind is the style: chat (one line), email, form, transcript
ADVERSARIAL: Final[list[tuple[str, str, str]]] = [
    # airline and travel
    (
        "chat",
        "air",
        "hi, booking ref {bref}, I need to change the surname on it from {last} to my married name, the {flight} on {day}",
    ),
    ("chat", "air", "PNR {bref} - passenger {FULL} - can I add a 23kg bag for less than {price}?"),
    (
        "chat",
        "air",
        "{other} is flying alone on {airline} {flight}, DOB {dob}, can you add special assistance to the booking?",
    ),
    (
        "chat",
        "air",
        "can you resend the e-ticket to {email}? ref {bref}, the one on the booking has a typo",
    ),
    (
        "chat",
        "air",
        "Missed connection at {airport}. Rebook me please: {initials}, reservation code {bref}, mobile {ph_uk}",
    ),
    (
        "email",
        "air",
        "Hello,\n\nI was charged twice for seat {seat} on {flight} ({airline}). Booking reference {bref}. The card used was {card}.\n\nPlease refund the duplicate.\n\nRegards,\n{full}\n{ph_ie}",
    ),
    (
        "email",
        "air",
        "Dear {airline} customer relations,\n\nMy suitcase did not arrive at {airport}. The file reference the desk gave me is on the back of my boarding pass, but I have lost it. Please deliver the bag to:\n\n{addr_uk_ml}\n{pc}\n\nI am in from {time} onwards.\n\n{full}\nTel. {ph_uk}",
    ),
    (
        "form",
        "air",
        "Passenger 1\nTitle: Mrs\nSURNAME: {LAST}\nGiven names: {FIRST}\nDate of birth: {dob}\nEmail: {email}\nMobile: {ph_au}\nFrequent flyer no: {loyalty}",
    ),
    (
        "transcript",
        "air",
        "Agent: Thanks for calling, can I take the booking reference?\nCaller: yeah it's {bref_spoken}\nAgent: And the lead passenger's name?\nCaller: {lower}\nAgent: Lovely, and a contact number?\nCaller: {ph_spoken}",
    ),
    (
        "chat",
        "travel",
        "Travel insurance question - policy number {policy}, I had to cancel our trip to {city} because my partner {other} was in hospital",
    ),
    (
        "chat",
        "travel",
        "Need the coach transfer moved for {FULL}, booking {bref}, we land {time} not 14:00",
    ),
    (
        "email",
        "travel",
        "Hi,\n\nPlease can you update my address on the holiday booking ({bref}) to {addr_ca}, {pc}? The old one is my parents'.\n\nCheers\n{first}",
    ),
    # hotels and holiday lets
    (
        "chat",
        "hotel",
        "Hi I'm checking in to the {hotel} {city} late tonight, name is {full}, confirmation {conf}, please hold the room",
    ),
    (
        "chat",
        "hotel",
        "The cottage owner {other} hasn't returned the £300 deposit, my sort code is {sort} and account {acct} if you can chase it",
    ),
    (
        "chat",
        "hotel",
        "My name is {wfirst} and I booked {room} in Paris. Confirmation number {conf}, can I add breakfast?",
    ),
    (
        "email",
        "hotel",
        "Good afternoon,\n\nWe stayed at your property last week and I think I left a phone charger in room 214. If found, please post it to\n\n{addr_nz_ml} {pc}\n\nThank you,\n{full}\n{ph_nz}",
    ),
    (
        "form",
        "hotel",
        "Guest name: {full}\nArrival: {day}\nNights: {num}\nCard holder: {full}\nCard number: {card}\nBilling postcode: {pcx_uk}",
    ),
    (
        "chat",
        "hotel",
        "Hope you can help - {wfull} here, I need an invoice for booking {conf} with my company address {addr_us} {pc}",
    ),
    (
        "email",
        "hotel",
        "Hi there,\n\nThe holiday let in the listing ({listing}) was nothing like the photos. I'm asking for a partial refund to this card:\n{card}\n\nMany thanks,\n{wfull}",
    ),
    (
        "transcript",
        "hotel",
        "Guest: hi it's {lower} in room eleven, the safe won't open\nReception: no problem, what code did you set?\nGuest: {otp_spoken}\nReception: and the surname on the booking?\nGuest: {last}",
    ),
    # telecoms and broadband
    (
        "chat",
        "telecom",
        "my router's public IP is {ip} and I can't reach anything since the {telco} outage, account {acctno}",
    ),
    ("chat", "telecom", "Port my number {ph_uk} to the {plan} plan please, PAC code {pac}"),
    (
        "chat",
        "telecom",
        "can you reset the wifi password, it's still {wifi} and my neighbour knows it. account holder {full}",
    ),
    (
        "chat",
        "telecom",
        "broadband engineer didn't turn up at {addr_uk} {pc} between 8 and 1, who do I speak to?",
    ),
    (
        "email",
        "telecom",
        "To whom it may concern,\n\nI am moving house and want to take my {telco} broadband with me. Old address: {addr_uk}, {pc}. Account number {acctno}.\n\nBest wishes,\n{full}\n{email}",
    ),
    (
        "chat",
        "telecom",
        "got a text saying my SIM was swapped but I didn't ask for it?? my number is {ph_ie} and the code they sent was {otp}",
    ),
    (
        "form",
        "telecom",
        "Fault report\nName: {full}\nLandline: {ph_ukl}\nWAN IP: {ip}\nRouter admin password: {pw}\nProblem: drops every 20 min",
    ),
    (
        "chat",
        "telecom",
        "{wfull} here, why did my bill jump to {price} when I'm on {plan}? Account no {acctno}",
    ),
    (
        "transcript",
        "telecom",
        "Customer: i'm on the unlimited plan and roaming isn't working in {city}\nAgent: sorry to hear that, what's the number on the account\nCustomer: {ph_spoken}\nAgent: and the security PIN?\nCustomer: {pin}",
    ),
    (
        "email",
        "telecom",
        "Hi,\n\nSeveral devices on my network show up with IPs {ip} and {ip2} even though I never set those. Is this a fault your end?\n\n--\n{full}\n{addr_au}, {pc}",
    ),
    (
        "chat",
        "telecom",
        "The SIM for {other} on my family plan was never delivered, tracking {trk}, could it be resent to {addr_za} {pc}?",
    ),
    # energy and utilities
    ("chat", "energy", "Meter reading for MPAN {mpan}: 45213, taken today at 9am"),
    (
        "chat",
        "energy",
        "hello my meter serial is {meter} and the smart display says {kwh}, is that right for one day?",
    ),
    (
        "chat",
        "energy",
        "Gas MPRN {mprn} - we moved into {addr_ie} {pc} on the 3rd, please set up the account in the name {full}",
    ),
    (
        "email",
        "energy",
        "Dear {energy},\n\nPlease refund my credit balance of {price} to the account below.\nSort code: {sort}\nAccount number: {acct}\nAccount name: {initials}\n\nSupply address: {addr_uk}, {pc}\n\nYours sincerely,\n{initials}",
    ),
    (
        "form",
        "energy",
        "Change of tenancy\nOutgoing tenant: {full}\nForwarding address: {addr_uk}, {pc}\nElectricity meter: {meter}\nFinal reading: 28871\nContact number: {ph_uk}",
    ),
    ("chat", "energy", "Direct debit failed again, IBAN is {iban_ie} and the name on it is {full}"),
    (
        "transcript",
        "energy",
        "Advisor: can you read me the meter number please\nCustomer: it's {meter}\nAdvisor: thank you, and your date of birth for security?\nCustomer: {dob_spoken}\nAdvisor: and the first line of your address?\nCustomer: {addr_uk}",
    ),
    (
        "chat",
        "water",
        "water bill for {addr_uk} {pc} is still in the previous tenant's name ({other}), how do I change it to me, {full}?",
    ),
    (
        "email",
        "water",
        "Hi,\n\nI'd like to go on a water meter. Customer reference {acctno}.\n\nThe property is a two-bed flat and there are only two of us.\n\nThanks\n{full}\n{ph_ukl}",
    ),
    # banking and insurance
    (
        "chat",
        "bank",
        "I don't recognise a payment to {airline} from my card {card}, please block it",
    ),
    (
        "chat",
        "bank",
        "Please send the refund to IBAN {iban_eu} (BIC on the statement), account holder {full}",
    ),
    (
        "chat",
        "bank",
        "new payee {other}, sort code {sort}, acc {acct} - the app keeps saying the details don't match",
    ),
    ("chat", "bank", "Routing {routing}, account {usacct}, why was my wire to {city} returned?"),
    (
        "email",
        "bank",
        "Hello,\n\nMy online banking is locked. I tried logging in from {ip} with the password {pw} and it said too many attempts.\n\nDate of birth {dob}, postcode {pcx_uk}.\n\nThanks,\n{full}",
    ),
    (
        "form",
        "bank",
        "Account holder: {full}\nDOB: {dob}\nSSN: {ssn}\nHome address: {addr_us}, {pc}\nPhone: {ph_us}\nEmail: {email}",
    ),
    (
        "chat",
        "bank",
        "the one time code you sent me is {otp_spaced} but the page times out before I can type it",
    ),
    (
        "chat",
        "bank",
        "BSB {bsb} account {auacct} - salary didn't land, the name on the account is {full}",
    ),
    (
        "email",
        "insurance",
        "Dear claims team,\n\nClaim {claim}, policy {policy}. The other driver was {other} and their registration was {reg}. My own car is {reg_nospace}.\n\nPlease call me on {ph_uk}.\n\nKind regards,\n{full}\n{addr_uk_ml}\n{pc}",
    ),
    (
        "chat",
        "insurance",
        "home insurance claim for a burst pipe at {addr_uk}, {pc} - policy {policy}, when will the loss adjuster come?",
    ),
    (
        "chat",
        "insurance",
        "add my partner {other} as a named driver on policy {policy} please, their date of birth is {dob}",
    ),
    (
        "form",
        "insurance",
        "POLICYHOLDER SURNAME: {LAST}\nFORENAME(S): {FIRST}\nDATE OF BIRTH: {dob}\nVEHICLE REG: {reg}\nPOLICY NO: {policy}\nIBAN FOR SETTLEMENT: {iban_gb}",
    ),
    (
        "transcript",
        "insurance",
        "Agent: for the payout, can you give me the sort code\nCaller: {sort}\nAgent: and the account number\nCaller: {acct_spoken}\nAgent: name on the account\nCaller: {lower}",
    ),
    # healthcare and pharmacies
    ("chat", "health", "Can I move my appointment on {day}? NHS number {nhs}, name {full}"),
    (
        "chat",
        "health",
        "prescription for {full} was meant to go to {pharmacy} on the high street, DOB {dob}",
    ),
    (
        "chat",
        "health",
        "hi I'm {first}, my GP practice said to message you about the repeat order, my NHS no. is {nhs}",
    ),
    (
        "email",
        "health",
        "Hello,\n\nI need to rebook the physio appointment for my relative, {other}. Their NHS number is {nhs} and their date of birth is {dob}. Please call me on {ph_uk}.\n\nMany thanks,\n{full}",
    ),
    (
        "form",
        "health",
        "New patient registration\nFull name: {full}\nDate of birth: {dob}\nNHS number: {nhs}\nAddress: {addr_uk}\nPostcode: {pc}\nMobile: {ph_uk}\nEmail: {email}",
    ),
    (
        "chat",
        "health",
        "Medicare card {medicare}, booking the bulk-billed clinic for {time} {day}, name {full}",
    ),
    (
        "transcript",
        "health",
        "Receptionist: and what's the NHS number\nPatient: {nhs_spoken}\nReceptionist: and date of birth\nPatient: {dob_spoken}\nReceptionist: that's {full}, yes?",
    ),
    ("chat", "health", "PPS {pps} - trying to claim back the GP visit, my name's {full}"),
    (
        "chat",
        "health",
        "My Aadhaar is {aadhaar}, the clinic in {addr_in} {pc} asked me to share it before the appointment, is that normal?",
    ),
    # subscriptions and streaming
    (
        "chat",
        "stream",
        "cancel my {stream} please, the login is {email}, I never signed up for the annual plan",
    ),
    (
        "chat",
        "stream",
        "someone in {city} is using my account, I changed the password to {pw}, what else should I do?",
    ),
    ("chat", "stream", "Billed {price} twice on card {card}, account email {email}"),
    (
        "email",
        "stream",
        "Hi,\n\nThe magazine subscription for {full} keeps going to my old flat. New address:\n{addr_au_ml} {pc}\n\nSubscriber number {acctno}.\n\nThanks!",
    ),
    (
        "chat",
        "stream",
        "{wfull} - the verification code {otp} didn't work on the TV app, {version}",
    ),
    (
        "form",
        "stream",
        "Cancellation request\nAccount email: {email}\nName on card: {FULL}\nReason: moving abroad",
    ),
    # car rental and repairs
    (
        "chat",
        "car",
        "I collected a {car} from {rental} at {airport}, reg {reg}, and there's a scratch they didn't note - my name is {full}",
    ),
    (
        "chat",
        "car",
        "Got a PCN for a rental car {reg_nospace}, rental agreement in the name of {FULL}, can you transfer it?",
    ),
    ("chat", "car", "when is the MOT booked for {reg}? customer {full}, phone {ph_uk}"),
    (
        "email",
        "car",
        "Hi,\n\nThe garage has had my {car} (reg {reg}) since {day} for a clutch. Could someone call me on {ph_uk} with an update?\n\nAlso, please do not use my old number.\n\nThanks,\n{full}",
    ),
    (
        "form",
        "car",
        "Driver name: {full}\nLicence address: {addr_ie}, {pc}\nDate of birth: {dob}\nPickup: {airport}\nPayment card: {card}",
    ),
    ("chat", "car", "Deposit for the van hire should go back to {iban_eu}, name {lastfirst}"),
    (
        "transcript",
        "car",
        "Customer: hi, calling about my car, reg is {reg}\nGarage: what name is it under?\nCustomer: {lower}, the surname's {last}\nGarage: ready after {time}",
    ),
    # parcel marketplaces and second-hand sales
    ("chat", "market", "Buyer says the coat never arrived, tracking {trk}, sent to {addr_uk} {pc}"),
    (
        "chat",
        "market",
        "I sold a pram on {market} to {other} and they want my bank details, is it safe to give sort code {sort} account {acct}?",
    ),
    ("chat", "market", "Parcel {trk} shows delivered but I was home all day at {addr_us} {pc}"),
    (
        "chat",
        "market",
        "Listing {listing} was removed and I don't know why, seller {full}, {email}",
    ),
    (
        "email",
        "market",
        "Hi,\n\nI returned the lamp via {carrier} on {day}, tracking number {trk}. The seller ({other}) says it never arrived.\n\n{first}\n{ph_uk}",
    ),
    (
        "form",
        "market",
        "Dispute form\nYour name: {full}\nOther party: {other}\nTracking number: {trk}\nRefund to: {iban_gb}",
    ),
    (
        "chat",
        "market",
        "{wfirst} here, courier left my parcel with a neighbour at {addr_nz} {pc}, tracking {trk}",
    ),
    # gyms and clubs
    ("chat", "gym", "please freeze my {gym} membership {member}, I'm away for two months, {full}"),
    ("chat", "gym", "my kids {other} and {other2} want to join the swim squad, what do I fill in?"),
    ("chat", "gym", "PIN for the door isn't working, membership {member}, app gave me {pin}"),
    (
        "email",
        "gym",
        "Dear membership team,\n\nPlease cancel the direct debit for member {member}. My bank is asking for the reference.\n\nAccount name: {full}\nSort code: {sort}\nAccount: {acct}\n\nBest,\n{first}",
    ),
    (
        "form",
        "gym",
        "Junior membership\nChild: {other}\nParent/guardian: {full}\nEmergency contact: {ph_uk}\nAddress: {addr_uk}, {pc}\nChild DOB: {dob_child}",
    ),
    ("chat", "gym", "booked {class} at {time} but the app says no membership found for {email}"),
    # education and enrolment
    ("chat", "edu", "student number {student}, I can't log into the portal to enrol on {course}"),
    (
        "chat",
        "edu",
        "Transcript needs to be sent to {addr_ca} {pc}, my student ID is {student} and DOB {dob}",
    ),
    (
        "email",
        "edu",
        "Dear admissions,\n\nI'm applying for the {course} and my referee is {other}; please reply to {email}.\n\nMy date of birth is {dob} and my address is {addr_za}, {pc}.\n\nRegards,\n{initials}\n{ph_za}",
    ),
    (
        "form",
        "edu",
        "ENROLMENT FORM\nSURNAME: {LAST}\nFIRST NAME: {FIRST}\nDATE OF BIRTH: {dob}\nNATIONAL INSURANCE / SIN: {sin}\nADDRESS: {addr_ca}\nPOSTAL CODE: {pc}",
    ),
    (
        "chat",
        "edu",
        "paying the course fee for {otherfirst}, card {card}, they can't pay from abroad, I'm {full}",
    ),
    ("chat", "edu", "{wfull} here, the tuition refund should go to IBAN {iban}, thanks"),
    # council and government-like forms
    (
        "chat",
        "council",
        "Council tax account {ctax} - I'm a single occupier now, can I get the 25% discount? {full}",
    ),
    (
        "chat",
        "council",
        "parking permit {permit} for {reg} expired, can I renew for my new address {addr_uk} {pc}?",
    ),
    (
        "form",
        "council",
        "Resident parking permit application\nName: {full}\nAddress: {addr_uk}\nPostcode: {pc}\nVehicle registration: {reg}\nEmail: {email}\nPhone: {ph_uk}",
    ),
    (
        "email",
        "council",
        "Dear Sir/Madam,\n\nCouncil tax reference {ctax}. I moved out of {addr_uk}, {pc} on the 30th and would like my final bill sent to {email}.\n\nYours faithfully,\n{FULL}",
    ),
    ("chat", "council", "bin collection missed again at {addr_uk} {pc}, third week in a row"),
    (
        "form",
        "council",
        "Council tax reduction\nApplicant: {full}\nPartner: {other}\nDate of birth: {dob}\nBank sort code: {sort}\nBank account: {acct}",
    ),
    # mixed and multi-identifier
    ("chat", "bank", "{wfull}, {dob}, {addr_au} {pc} - that's all the ID you asked for"),
    ("chat", "telecom", "SA ID {said}, need a RICA for the new SIM, number is {ph_za}"),
    (
        "chat",
        "travel",
        "visa service says they need my SSN {ssn} and my flight {flight} details, is that you or them?",
    ),
    (
        "email",
        "hotel",
        "Hi {otherfirst},\n\nThanks for sorting the late checkout. For the invoice, our details are:\n\n{full}\n{addr_in_ml} {pc}\n{ph_in}\n\nBest regards,\n{first}",
    ),
    (
        "chat",
        "stream",
        "reset link goes to {email} which I don't use any more, the new one is in my profile, name {FULL}",
    ),
    (
        "chat",
        "air",
        "I'm {initlast} on the manifest but the passport says {full}, flight {flight}, ref {bref}",
    ),
    (
        "transcript",
        "bank",
        "Bot: Please say or enter your card number\nCaller: {card_spoken}\nBot: Thank you. Please say your date of birth\nCaller: {dob_spoken}",
    ),
    (
        "email",
        "market",
        "Hi,\n\nPayment for the bike didn't go through. Here's my card again, it may have split when I pasted it:\n{card_br}\n\nName on card {FULL}\n\nCheers",
    ),
    (
        "chat",
        "telecom",
        "Dear support, I'm {full} ({ph_fr}), roaming in France, data off since {time}",
    ),
    ("chat", "energy", "our solar export payments should go to {iban_eu}, account holder {lower}"),
    ("chat", "gym", "I'm the new member from {city}, {full}, my number is {ph_de}"),
    (
        "chat",
        "air",
        "Hi I'm travelling with {other}, who needs wheelchair assistance at {airport}, our booking is {bref} and my number is {ph_ae}",
    ),
    (
        "email",
        "car",
        "Hello,\n\nI'm the tenant at {addr_us_ml} {pc} and my car ({reg}) was towed from my own space. Please refund to routing {routing} / account {usacct}.\n\n{full}\n{ph_us}",
    ),
    ("chat", "edu", "Exam board won't accept my login {email}, password {pw}, can you check?"),
    (
        "chat",
        "health",
        "Collecting for my neighbour {other} at {pharmacy}, their date of birth is {dob}, is a letter enough?",
    ),
    (
        "form",
        "telecom",
        "Name: {full}\nService address: {addr_nz}\nPostcode: {pc}\nContact: {ph_nz}\nAccount: {acctno}\nBest time: evenings",
    ),
    ("chat", "bank", "Swiss IBAN for the refund {iban_ch}, phone {ph_ch}, name {full}"),
]


# --------------------------------------------------------------------------- benign

# (kind, domain, skeleton); only slots without a type
BENIGN: Final[list[tuple[str, str, str]]] = [
    # airline and travel
    ("chat", "air", "Is {flight} from {airport} on time today?"),
    ("chat", "air", "what's the hand luggage allowance on {airline}? just a small backpack"),
    ("chat", "air", "Which terminal does {flight} leave from, {terminal}?"),
    ("chat", "air", "my boarding pass says {gate} but the screen says something else"),
    ("chat", "air", "Can I swap to seat {seat} on the {flight}? It's an aisle"),
    ("chat", "air", "do {airline} still charge {price} for a checked bag?"),
    ("chat", "air", "flight delayed over 3 hours at {airport}, am I owed compensation?"),
    ("chat", "air", "How early does bag drop open for {airline} at {terminal}?"),
    (
        "email",
        "air",
        "Hello,\n\nOur {flight} to {city} was cancelled last night and we were put on a flight the next day. The hotel at {airport} cost us {price}. Can we claim that back, and what receipts do you need?\n\nThanks,\nA frustrated passenger",
    ),
    (
        "email",
        "air",
        "Hi {airline} team,\n\nIs there a way to travel with a guitar as cabin baggage? It's a small travel guitar, about 85cm long, in a soft case.\n\nKind regards",
    ),
    (
        "transcript",
        "air",
        "Agent: {airline}, how can I help?\nCaller: hi, is {flight} boarding yet?\nAgent: boarding starts at {time} from {gate}\nCaller: great, thanks",
    ),
    (
        "form",
        "air",
        "Enquiry type: Special assistance\nFlight: {flight}\nAirport: {airport}\nDetails: passenger cannot manage stairs, needs ambulift",
    ),
    ("chat", "travel", "does the travel insurance cover ski trips to {city}?"),
    ("chat", "travel", "How long does the train from {airport} into {city} take?"),
    (
        "email",
        "travel",
        "Hi there,\n\nWe're thinking of a {duration} trip to {city} in {month}. Do your package deals include transfers from the airport, and is there a family discount?\n\nThanks in advance",
    ),
    ("chat", "travel", "can I pay the balance for the holiday in {num} instalments?"),
    # hotels
    ("chat", "hotel", "Does the {hotel} in {city} have parking?"),
    ("chat", "hotel", "what time is check-in at {hotel}? we land at {time}"),
    ("chat", "hotel", "Can we book {room} for {num} nights in {month}?"),
    ("chat", "hotel", "is breakfast included in the {price} rate?"),
    ("chat", "hotel", "Is the pool open before {time}?"),
    (
        "email",
        "hotel",
        "Good morning,\n\nWe have {room} booked at the {hotel} {city} and would like to add a cot for our baby. Is there a charge?\n\nMany thanks,\nThe guests in the family booking",
    ),
    (
        "email",
        "hotel",
        "Dear reservations,\n\nThe holiday let had no hot water for the first {duration}. We'd like to discuss a partial refund of the {price} cleaning fee.\n\nRegards",
    ),
    (
        "transcript",
        "hotel",
        "Guest: hi, the key card for my room stopped working\nReception: sorry about that, pop down to the desk and we'll recode it\nGuest: ok, also is the bar open after {time}?\nReception: until midnight",
    ),
    (
        "form",
        "hotel",
        "Request: late checkout\nHotel: {hotel}\nCity: {city}\nPreferred time: {time}\nNotes: flight {flight} departs in the evening",
    ),
    ("chat", "hotel", "are dogs allowed at the {hotel}? small terrier"),
    # telecoms
    ("chat", "telecom", "How much is {plan} per month?"),
    ("chat", "telecom", "internet keeps dropping since the {version} router update"),
    ("chat", "telecom", "I'm getting {error} when I open the {telco} app"),
    ("chat", "telecom", "can I keep my number if I switch from {telco} to you?"),
    ("chat", "telecom", "does {plan} include roaming in {city}?"),
    ("chat", "telecom", "What's the upload speed on {plan}?"),
    ("chat", "telecom", "is there an outage in {city} right now? everything's down"),
    (
        "email",
        "telecom",
        "Hi,\n\nI upgraded to {plan} {duration} ago and speeds are no better than before. The router lights are all green. Could you run a line test?\n\nThanks,\nA customer since 2015",
    ),
    (
        "email",
        "telecom",
        "Hello,\n\nI've been overcharged {price} for calls to a 0800 number, which I thought were free. Could you explain the charge on this month's bill?\n\nBest wishes",
    ),
    (
        "transcript",
        "telecom",
        "Customer: my broadband light is flashing orange\nAgent: ok, have you tried restarting the hub?\nCustomer: yes, twice\nAgent: I'm seeing {error} on the line, I'll book an engineer\nCustomer: thank you",
    ),
    (
        "form",
        "telecom",
        "Issue: no dial tone\nProduct: {plan}\nRouter firmware: {version}\nLights: power green, broadband red\nTried: restart, different socket",
    ),
    ("chat", "telecom", "Will the {plan} price go up in April?"),
    # energy and utilities
    ("chat", "energy", "what's the unit rate on {tariff}?"),
    ("chat", "energy", "my smart meter says {kwh} yesterday, that seems high"),
    ("chat", "energy", "Can I switch to {tariff} if I have an EV?"),
    ("chat", "energy", "Why has my direct debit gone up to {price}?"),
    ("chat", "energy", "Is {energy} affected by the price cap change in {month}?"),
    ("chat", "energy", "the in-home display shows {error}, what does that mean"),
    (
        "email",
        "energy",
        "Dear {energy},\n\nYour bill says we used {kwh} in a month, but the house was empty for half of it. Please check whether this was an estimated reading.\n\nYours faithfully,\nThe account holder",
    ),
    (
        "email",
        "energy",
        "Hi,\n\nI'd like to know how the standing charge on {tariff} compares with the standard variable tariff. We use around 2,900 kWh a year.\n\nThanks",
    ),
    (
        "transcript",
        "energy",
        "Advisor: you're through to the energy helpline\nCustomer: hi, I want to submit a reading but the app shows {error}\nAdvisor: you can read it to me instead\nCustomer: great, it's a smart meter on {tariff}",
    ),
    (
        "form",
        "energy",
        "Enquiry: solar export payments\nTariff: {tariff}\nPanels: 12 x 410W\nInverter firmware: {version}\nQuestion: how are exports paid?",
    ),
    ("chat", "water", "is there a hosepipe ban in {city} this {month}?"),
    ("chat", "water", "water pressure is very low since {day}, is there work going on?"),
    # banking and insurance
    ("chat", "bank", "Why was my card declined with {error}?"),
    ("chat", "bank", "how long does an international transfer to {city} take?"),
    ("chat", "bank", "What's the fee for using my debit card in {city}?"),
    ("chat", "bank", "Is the app down? It shows {error} after login"),
    ("chat", "bank", "can I open a joint account online or do I need to visit a branch?"),
    (
        "email",
        "bank",
        "Hello,\n\nI'd like to know whether your savings account still pays 4.1% AER, and whether I can withdraw {num} times a year without a penalty.\n\nKind regards",
    ),
    (
        "transcript",
        "bank",
        "Bot: Welcome to telephone banking. How can I help?\nCaller: lost card\nBot: I can help with that. Is the card lost or stolen?\nCaller: lost, I think I left it in {city}",
    ),
    ("chat", "insurance", "Does my home insurance cover accidental damage to a laptop?"),
    ("chat", "insurance", "what's the excess on a windscreen claim for a {car}?"),
    ("chat", "insurance", "Is my car insurance valid for driving in {city} for {duration}?"),
    (
        "email",
        "insurance",
        "Dear claims team,\n\nA tree fell on our garden fence during the storm on {day}. Is this covered under buildings insurance, and do you need photos before we clear it?\n\nThank you",
    ),
    (
        "form",
        "insurance",
        "Quote request\nVehicle: {car}\nUse: social and commuting\nAnnual mileage: 8,000\nNo claims years: 6\nCover: comprehensive",
    ),
    # healthcare and pharmacy
    ("chat", "health", "Is {pharmacy} open on {day}?"),
    ("chat", "health", "how long does a repeat prescription take to be ready at {pharmacy}?"),
    ("chat", "health", "Can I book a flu jab for {time}?"),
    ("chat", "health", "do I need an appointment for the travel clinic before going to {city}?"),
    (
        "email",
        "health",
        "Hello,\n\nWhat are the opening times of the clinic over the bank holiday? I need to collect a prescription and the website still shows the summer hours.\n\nThank you",
    ),
    (
        "transcript",
        "health",
        "Receptionist: good morning, surgery\nCaller: hi, are there any appointments with a nurse {day}?\nReceptionist: we have one at {time}\nCaller: perfect",
    ),
    (
        "form",
        "health",
        "Pharmacy enquiry\nBranch: {pharmacy}\nQuestion: is the medicine in stock?\nPreferred collection day: {day}",
    ),
    ("chat", "health", "is the blood test clinic walk-in or appointment only?"),
    # subscriptions and streaming
    ("chat", "stream", "How do I cancel {stream}?"),
    ("chat", "stream", "{stream} keeps buffering on my TV, {version}"),
    ("chat", "stream", "why was I charged {price} for {stream}?"),
    ("chat", "stream", "Can I share {stream} with someone in another house?"),
    ("chat", "stream", "the app shows {error} when I try to download episodes"),
    (
        "email",
        "stream",
        "Hi,\n\nI switched to the annual {stream} plan but was still billed monthly in {month}. Please refund the extra payment of {price}.\n\nThanks",
    ),
    (
        "transcript",
        "stream",
        "Customer: the sound is out of sync on {stream}\nAgent: which device are you on?\nCustomer: smart TV, {version}\nAgent: please clear the app cache and try again",
    ),
    (
        "form",
        "stream",
        "Problem: playback error\nService: {stream}\nError: {error}\nDevice: games console\nApp: {version}",
    ),
    # car rental and repairs
    ("chat", "car", "Is the {car} available from {rental} at {airport}?"),
    ("chat", "car", "how much is the young driver fee at {rental}?"),
    ("chat", "car", "Can I drop the {car} at a different branch in {city}?"),
    ("chat", "car", "what does a service on a {car} cost, roughly?"),
    ("chat", "car", "the dashboard shows {error} after the garage visit"),
    (
        "email",
        "car",
        "Hello,\n\nWe picked up a {car} from {rental} and the fuel gauge showed three quarters, not full. Will we be charged for fuel on return?\n\nRegards",
    ),
    (
        "transcript",
        "car",
        "Garage: morning, how can I help?\nCustomer: I need new tyres on a {car}\nGarage: we can fit them {day} at {time}\nCustomer: great",
    ),
    (
        "form",
        "car",
        "Service booking\nVehicle: {car}\nWork: annual service and MOT\nPreferred day: {day}\nCourtesy car: yes",
    ),
    # marketplaces
    ("chat", "market", "how do I print a {carrier} label on {market}?"),
    ("chat", "market", "the buyer hasn't paid on {market} after {duration}, what now?"),
    ("chat", "market", "Can I cancel a sale on {market} if the item broke?"),
    ("chat", "market", "parcel stuck at the {carrier} depot for {duration}"),
    ("chat", "market", "What's the seller fee on {market} for a {price} item?"),
    (
        "email",
        "market",
        "Hi,\n\nI sent an item with {carrier} and the tracking hasn't updated for {duration}. The buyer is asking for a refund. What should I do?\n\nThanks,\nA seller",
    ),
    (
        "form",
        "market",
        "Report an item\nMarketplace: {market}\nReason: counterfeit\nPrice paid: {price}\nCarrier: {carrier}",
    ),
    # gyms
    ("chat", "gym", "what time does {gym} open on {day}?"),
    ("chat", "gym", "Is {class} on at {time} this week?"),
    ("chat", "gym", "Can I pause my {gym} membership for {duration}?"),
    ("chat", "gym", "how much is a day pass, {price}?"),
    (
        "email",
        "gym",
        "Hello,\n\nThe {class} class has been cancelled {num} times this month. Will there be a refund or a discount on the membership?\n\nBest,\nA regular",
    ),
    (
        "transcript",
        "gym",
        "Front desk: hi there\nVisitor: hi, is there a free trial?\nFront desk: yes, one free {class} session\nVisitor: great, {day} then",
    ),
    (
        "form",
        "gym",
        "Class feedback\nClass: {class}\nTime: {time}\nRating: 4/5\nComments: too crowded",
    ),
    # education
    ("chat", "edu", "When does enrolment for {course} close?"),
    ("chat", "edu", "Is the {course} available part time?"),
    ("chat", "edu", "how much is the {course}, is it {price}?"),
    ("chat", "edu", "Can I pay the course fee in {num} instalments?"),
    (
        "email",
        "edu",
        "Dear admissions,\n\nI'd like to know the entry requirements for the {course}, and whether work experience can count instead of a qualification.\n\nKind regards,\nA prospective student",
    ),
    (
        "transcript",
        "edu",
        "Student: hi, the portal gives {error} when I upload my essay\nAdvisor: which browser?\nStudent: {version}\nAdvisor: try another browser and I'll log it",
    ),
    (
        "form",
        "edu",
        "Course enquiry\nCourse: {course}\nStart: {month}\nMode: evening\nQuestion: is there a reading list?",
    ),
    # council
    ("chat", "council", "How much is council tax for band C?"),
    ("chat", "council", "when is the green bin collected on {day}s?"),
    ("chat", "council", "how much is a visitor parking permit, {price}?"),
    ("chat", "council", "Can I pay council tax in {num} instalments instead of 10?"),
    (
        "email",
        "council",
        "Dear council,\n\nThe streetlight outside the library has been out for {duration}. Can someone take a look?\n\nYours faithfully,\nA resident",
    ),
    (
        "form",
        "council",
        "Report a problem\nType: pothole\nLocation: outside the railway station\nSize: about 30cm\nReported: {day}",
    ),
    (
        "transcript",
        "council",
        "Advisor: council services, how can I help?\nCaller: is the tip open on {day}?\nAdvisor: yes, until {time}\nCaller: thanks",
    ),
    # look-alike-rich one-liners
    ("chat", "air", "{airline} lounge at {terminal}, is it included with Gold?"),
    ("chat", "hotel", "Hilton Honors or Marriott Bonvoy points, which can I use at the {hotel}?"),
    ("chat", "telecom", "eSIM won't activate on {version}, {error}"),
    ("chat", "energy", "Is {tariff} cheaper than {energy}'s standard rate at {kwh}?"),
    ("chat", "stream", "{stream} and {stream2} bundle, how much?"),
    ("chat", "car", "{rental} or {rental2}, which has cheaper insurance excess?"),
    ("chat", "air", "Qantas QF 1 or Emirates EK 29 to {city}, which has more legroom?"),
    ("chat", "travel", "is Schiphol or Heathrow better for a {duration} layover?"),
    (
        "email",
        "telecom",
        "Hi,\n\nI'm on {plan} with {telco}. Abroad in {city} the phone shows {error}. I've restarted it and toggled roaming.\n\nThanks,\nMobile customer",
    ),
    ("chat", "gym", "hope the {class} class is back {day}, will it be at {time}?"),
    ("chat", "hotel", "summer rates at {hotel} in {city}? travelling in {month}"),
    ("chat", "bank", "Will my card work in {city}? Bill payments too?"),
]


# --------------------------------------------------------------------------- build


def _template_ids(skeletons: list[tuple[str, str, str]], prefix: str) -> list[str]:
    counts: dict[tuple[str, str], int] = {}
    ids = []
    for kind, domain, _ in skeletons:
        counts[(kind, domain)] = counts.get((kind, domain), 0) + 1
        ids.append(f"final-{prefix}-{domain}-{kind}-{counts[(kind, domain)]:02d}")
    return ids


def build_adversarial() -> list[Row]:
    rng = random.Random(ADVERSARIAL_SEED)
    rows: list[Row] = []
    seen: set[str] = set()
    for template_id, (kind, _domain, skeleton) in zip(
        _template_ids(ADVERSARIAL, "adv"), ADVERSARIAL, strict=True
    ):
        made = 0
        for _ in range(50):
            text, spans = render(skeleton, rng)
            if text in seen:
                continue
            seen.add(text)
            rows.append(
                {
                    "text": text,
                    "spans": spans,
                    "template_id": template_id,
                    "kind": kind,
                    "split": SPLIT,
                }
            )
            made += 1
            if made == RENDERS:
                break
        assert made == RENDERS, skeleton
    return rows


def build_benign() -> list[Row]:
    rng = random.Random(BENIGN_SEED)
    rows: list[Row] = []
    seen: set[str] = set()
    for template_id, (kind, _domain, skeleton) in zip(
        _template_ids(BENIGN, "benign"), BENIGN, strict=True
    ):
        wanted = RENDERS if SLOT.search(skeleton) else 1
        made = 0
        for _ in range(50):
            text, spans = render(skeleton, rng)
            assert not spans, skeleton
            if text in seen:
                continue
            seen.add(text)
            assert "@" not in text and not re.search(r"\d{5,}", text), text
            rows.append({"text": text, "template_id": template_id, "kind": kind, "split": SPLIT})
            made += 1
            if made == wanted:
                break
        assert made == wanted, skeleton
    return rows


def _check(rows: list[Row]) -> None:
    for row in rows:
        text = str(row["text"])
        for span in row.get("spans", []):  # type: ignore[attr-defined]
            value = text[span["start"] : span["end"]]
            if span["type"] == "CARD" and re.search(r"\d", value):
                assert luhn_ok(re.sub(r"\D", "", value)), value
            if span["type"] == "IBAN":
                assert iban_ok(value), value


def main() -> None:
    out_dir = out_dir_from_args("final", HERE)
    adversarial, benign = build_adversarial(), build_benign()
    _check(adversarial)
    write_jsonl(out_dir / ADVERSARIAL_FILE, adversarial)
    write_jsonl(out_dir / BENIGN_FILE, benign)
    print(f"{len(adversarial)} adversarial, {len(benign)} benign messages")


if __name__ == "__main__":
    main()
