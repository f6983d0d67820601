"""Write the fresh held-out redaction sets, `adversarial_pii_fresh.jsonl` and
`benign_support_fresh.jsonl`, written blind: nobody has tuned the redactor on them.

    python benchmarks/data/redaction/make_fresh.py [--out-dir DIR]

Deterministic (fixed seeds). Every skeleton, name, address, brand and message below was written
by hand for this set, apart from the earlier sets' skeletons, names and lists; the generator
draws digits, computes check digits (Luhn for cards, mod 97 for IBANs, the ABA checksum for
routing numbers) and computes every offset while a message is assembled, then checks that each
span's text is the value it put there. Every person, address, number and credential is invented.

Adversarial skeletons are strings with `{pool}` slots. A pool yields pieces, each a string and
its gold type (None for brand, place, carrier, product and payment words, which leave no span),
so that an address and its postcode come from one draw as two spans. Benign messages are
hand-written (each its own skeleton, some repeated in another surface style under the same
`template_id`) or filled from short skeletons with hand-picked fillers. Every row is `heldout`.
"""

# ruff: noqa: E501 - hand-written messages read best one to a line
from __future__ import annotations

import random
import re
import string
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from setkit import (
    SPAN_TYPES,
    Span,
    SpanText,
    aba_check_digit,
    iban_from_bban,
    luhn_complete,
    out_dir_from_args,
    render_unique,
    write_jsonl,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_fresh.jsonl"
BENIGN_FILE: Final = "benign_support_fresh.jsonl"
ADVERSARIAL_SEED: Final = 7_0412_2026
BENIGN_SEED: Final = 7_0413_2026
RENDERS_PER_SKELETON: Final = 3
RENDERS_PER_SLOTTED: Final = 8
SPLIT: Final = "heldout"

Piece = tuple[str, str | None]
Maker = Callable[[random.Random], list[Piece]]

# --- people, by origin ------------------------------------------------------------------------

NIGERIAN: Final = [
    "Chukwuemeka Eze",
    "Ngozi Nwachukwu",
    "Babatunde Olawale",
    "Funmilayo Adebisi",
    "Ifeanyi Okeke",
    "Chiamaka Uzoma",
    "Olumide Bakare",
    "Yetunde Ogunleye",
    "Halima Abubakar",
]
INDIAN: Final = [
    "Sanjay Venkataraman",
    "Lakshmi Iyer",
    "Harpreet Kaur Sandhu",
    "Arjun Malhotra",
    "Deepika Nair",
    "Vikram Chatterjee",
    "Kavya Reddy",
    "Rohan Kulkarni",
    "Meenakshi Pillai",
]
CHINESE: Final = [
    "Zhang Wei",
    "Liu Yang",
    "Wang Xiuying",
    "Chen Jing",
    "Huang Zihan",
    "Zhao Lei",
    "Xu Mingyu",
    "Sun Yating",
    "Guo Haoran",
]
VIETNAMESE: Final = [
    "Tran Thi Mai",
    "Pham Minh Duc",
    "Le Van Hung",
    "Hoang Thi Lan",
    "Vu Quoc Bao",
    "Dang Thu Trang",
    "Bui Thanh Tam",
    "Do Ngoc Anh",
]
ARABIC: Final = [
    "Omar Al-Farsi",
    "Yasmin El-Masri",
    "Mahmoud Abdelrahman",
    "Noor Al-Hashimi",
    "Samir Boutros",
    "Rania Khoury",
    "Khalid Al-Zahrani",
    "Amira Benali",
    "Layan Darwish",
]
POLISH: Final = [
    "Grzegorz Wójcik",
    "Agnieszka Zielińska",
    "Wojciech Kamiński",
    "Małgorzata Lewandowska",
    "Krzysztof Dąbrowski",
    "Katarzyna Szymańska",
    "Paweł Jankowski",
    "Zofia Mazur",
]
BRAZILIAN: Final = [
    "João Pedro Carvalho",
    "Thiago Nascimento",
    "Larissa Ferreira dos Santos",
    "Gabriela Ribeiro",
    "Luiz Henrique Barbosa",
    "Fernanda Araújo",
    "Rodrigo Monteiro",
    "Juliana Cavalcanti",
]
IRISH: Final = [
    "Orla O'Sullivan",
    "Pádraig Ó Briain",
    "Aoife O'Donoghue",
    "Niamh D'Arcy",
    "Ciarán Mac Carthaigh",
    "Róisín Ní Mhurchú",
    "Eoghan O'Rourke",
    "Sinéad MacNamara",
]
HYPHENATED: Final = [
    "Eleanor Hartley-Whitmore",
    "Lucía Fernández-Ortega",
    "Pierre-Olivier Dubois-Marchand",
    "Marta Sánchez-Vidal",
    "Jonathan Ashby-Clarke",
    "Ama Owusu-Ansah",
    "Sophie Bryce-Okoro",
    "Hannah Lloyd-Pryor",
]
PARTICLE: Final = [
    "Joost van der Meulen",
    "Isabel de la Fuente",
    "Anouk de Vries",
    "Luca di Stefano",
    "Bram van den Heuvel",
    "Maximilian von Ahlen",
    "Femke ter Horst",
    "Conceição da Costa",
    "Héloïse de la Rochère",
]
EVERYONE: Final = (
    NIGERIAN
    + INDIAN
    + CHINESE
    + VIETNAMESE
    + ARABIC
    + POLISH
    + BRAZILIAN
    + IRISH
    + HYPHENATED
    + PARTICLE
)
FIRST: Final = [
    "Chiamaka",
    "Olumide",
    "Kavya",
    "Rohan",
    "Xiuying",
    "Mingyu",
    "Thu Trang",
    "Minh Duc",
    "Rania",
    "Khalid",
    "Wojciech",
    "Agnieszka",
    "Thiago",
    "Fernanda",
    "Aoife",
    "Eoghan",
    "Róisín",
    "Joost",
    "Femke",
    "Halima",
    "Ngozi",
    "Sanjay",
    "Bao",
    "Zofia",
    "Ciarán",
]
SURNAMES: Final = [
    "Nwachukwu",
    "Kulkarni",
    "Wójcik",
    "Al-Hashimi",
    "O'Rourke",
    "van den Heuvel",
    "Cavalcanti",
    "Abubakar",
    "Pillai",
    "Hartley-Whitmore",
    "de la Fuente",
    "Ní Mhurchú",
    "Szymańska",
    "Darwish",
    "Banerjee",
    "Okeke",
    "Truong",
    "Achterberg",
]
# First names that are also ordinary English words: a person here, so a span.
WORD_NAMES: Final = [
    "Hope",
    "Summer",
    "Hunter",
    "Grace",
    "Rose",
    "Mark",
    "Faith",
    "Amber",
    "Holly",
    "Dawn",
    "Robin",
    "Joy",
    "Ivy",
    "Pearl",
    "Heather",
    "Drew",
    "Chase",
    "Autumn",
    "Sunny",
    "Will",
]
WORD_NAME_FULL: Final = [
    "Hope Marchetti",
    "Hunter Blackwood",
    "Rose Adeyinka",
    "Mark Sutherland",
    "Faith Mwangi",
    "Amber Kowal",
    "Holly Brennan",
    "Robin Castellanos",
    "Summer Oyelaran",
    "Will Thackeray",
    "Pearl Agyeman",
    "Chase Whitlock",
]

# --- contact details --------------------------------------------------------------------------

EMAILS: Final = [
    "ngozi.nwachukwu+returns@gmail.com",
    "K.Reddy@Outlook.com",
    "WOJTEK.KAMINSKI@WP.PL",
    "j.carvalho@mail.uol.com.br",
    "rania.khoury1992@hotmail.fr",
    "zhangwei_88@163.com",
    "minhduc.pham@gmail.com",
    "joost@vandermeulen.nl",
    "h.abubakar@staff.unilag.edu.ng",
    "sanjay.v+shop@proton.me",
    "bao.vu@fpt.com.vn",
    "eoghan.orourke2001@eircom.net",
    "larissa.fds+promo@icloud.com",
    "luca.distefano@alice.it",
    "HARPREET.SANDHU@ROGERS.COM",
    "1987chiamaka@yahoo.com",
    "femke.terhorst@ziggo.nl",
    "m.lewandowska@o2.pl",
    "guo.haoran@qq.com",
    "a.hartley-whitmore@cs.york.ac.uk",
    "amber.k.77@btopenworld.com",
    "o.bakare@mail.lagos.example.ng",
]
EMAIL_OBFUSCATED: Final = [
    "ngozi dot nwachukwu at gmail dot com",
    "k reddy at outlook",
    "wojtek[at]wp[dot]pl",
    "rania.khoury1992 (at) hotmail (dot) fr",
    "zhangwei_88 @ 163 . com",
    "minhduc pham AT gmail DOT com",
    "joost <at> vandermeulen <dot> nl",
    "fernanda.araujo arroba uol ponto com ponto br",
    "bao vu at fpt dot com dot vn",
    "eoghan dot orourke 2001 at eircom dot net",
    "luca(dot)distefano(at)alice(dot)it",
    "femke -at- ziggo -dot- nl",
    "m lewandowska at o2 dot pl",
    "sanjay.v plus shop at proton dot me",
    "guo haoran at qq dot com",
    "halima underscore abubakar at yahoo dot co dot uk",
    "amber.k.77 at bt open world dot com",
    "olumide.b @gmail. com",
]
PHONE_LAYOUTS: Final = {
    "uk": [
        "+447#########",
        "07### ### ###",
        "+44 7### ###-###",
        "(07###) ######",
        "+44 20 7### ####",
        "0207 ### ####",
        "+44(0)7#########",
    ],
    "us": [
        "+1 (###) ###-####",
        "###-###-####",
        "(###)###-####",
        "+1.###.###.####",
        "1 (###) ### ####",
        "+1 416-###-####",
        "(604) ###-####",
    ],
    "de": ["+49 15# ########", "+49 (0)30 ### ### ##", "0049 17# #######", "017# #######"],
    "in": ["+91 98### #####", "+91-98###-#####", "098## ######", "+91 7#### #####"],
    "fr": ["+33 6 ## ## ## ##", "+33 (0)7 ## ## ## ##", "07.##.##.##.##", "06########"],
    "au": ["+61 4## ### ###", "04## ### ###", "(02) #### ####", "+61 (0)4## ######"],
    "ie": ["+353 86 ### ####", "085-###-####", "(01) ### ####", "+353 (0)87 #######"],
    "ng": ["+234 803 ### ####", "0803 ### ####", "+2348#########"],
    "br": ["+55 21 9####-####", "(11) 9####-####"],
    "nl": ["+31 (0)6 ########", "06-########"],
}
PHONE_SEPARATED: Final = [
    "(+44) 7###-###-###",
    "07###/###/###",
    "+1 ###.###.####",
    "+33 6-##-##-##-##",
    "+49/15#/#######",
    "###_###_####",
    "0 4## – ### – ###",
    "07### | ######",
    "+91 98###.#####",
    "(###) ### - ####",
]

# --- addresses: (the address up to the town or state, its postcode) ---------------------------

US_ADDRESSES: Final = [
    ("4417 n damen ave apt 2f, chicago il", "60625"),
    ("1190 Peachtree St NE Unit 1508, Atlanta GA", "30309"),
    ("72 sycamore hollow rd lot 14, knoxville tn", "37920"),
    ("3305 SE Belmont St #B, Portland OR", "97214"),
    ("915 w 29th st apt 310, minneapolis mn", "55408"),
    ("208 Meeting St Suite 4, Charleston SC", "29401"),
    ("6120 e speedway blvd unit 22, tucson az", "85712-4403"),
    ("47 garden st fl 3, hoboken nj", "07030"),
    ("1821 Kalakaua Ave Apt 903, Honolulu HI", "96815"),
    ("560 s 4th st apt 12c, louisville ky", "40202"),
]
UK_ADDRESSES: Final = [
    ("Flat 6, 19 Ashgrove Road, Sheffield", "S10 2JB"),
    ("2 Heron's Reach, Barnstaple", "EX31 1QR"),
    ("flat 4 11 canal wharf, nottingham", "ng1 7ej"),
    ("Rose Cottage, 3 Mill Lane, Great Ayton", "TS9 6LZ"),
    ("27b Princes Avenue, Hull", "HU5 3QA"),
    ("Apartment 803, 1 Spinningfields Square, Manchester", "M3 3AP"),
    ("88 Gwydir Street, Cambridge", "CB1 2LL"),
    ("14 Llys Derwen, Aberystwyth", "SY23 1NZ"),
    ("top flat, 60 north street, st andrews", "ky16 9aj"),
]
CA_ADDRESSES: Final = [
    ("2150 rue Sainte-Catherine O app. 804, Montréal QC", "H3H 2T3"),
    ("17 Birchmount Rd Unit 5, Scarborough ON", "M1N 3J4"),
    ("908 - 1255 Bidwell St, Vancouver BC", "V6G 2K8"),
    ("44 Quinpool Rd, Halifax NS", "B3L 1A1"),
    ("311 10 ave sw apt 1206, calgary ab", "t2r 0a5"),
    ("59 Kent St W, Lindsay ON", "K9V 2Y2"),
]
AU_ADDRESSES: Final = [
    ("Unit 5/22 Wattle St, Fitzroy VIC", "3065"),
    ("14 Banksia Cres, Toowong QLD", "4066"),
    ("apt 1203/88 foveaux st, surry hills nsw", "2010"),
    ("3 Karri Way, Margaret River WA", "6285"),
    ("9/41 King William Rd, Unley SA", "5061"),
]
IE_ADDRESSES: Final = [
    ("Apt 12, The Maltings, Bow Lane, Dublin 8", "D08 KX47"),
    ("4 Cois Abhann, Ballincollig, Co. Cork", "P31 YH26"),
    ("Knockbrack, Moycullen, Co. Galway", "H91 E2F7"),
    ("22 St. Brendan's Terrace, Tralee, Co. Kerry", "V92 T6C3"),
    ("flat 3 19 o'connell st, limerick", "v94 xr21"),
]
UK_POSTCODES: Final = [
    "S10 2JB",
    "EX31 1QR",
    "NG1 7EJ",
    "TS9 6LZ",
    "HU5 3QA",
    "CB1 2LL",
    "SY23 1NZ",
    "LE2 7QE",
    "RG1 8DG",
    "KY16 9AJ",
    "W12 7TS",
    "N16 0AS",
    "CH64 3TW",
    "AB10 6XR",
    "EC1V 2NX",
]
CA_POSTCODES: Final = ["H3H 2T3", "m1n 3j4", "V6G2K8", "b3l 1a1", "T2R 0A5", "k9v2y2", "R3C 4T3"]
EIRCODES: Final = ["D08 KX47", "p31yh26", "H91 E2F7", "V92 T6C3", "d6w ft92", "A94 K2N4", "T12RX8Y"]

# --- credentials and references ---------------------------------------------------------------

PASSWORDS: Final = [
    "Marmalade!Sky42",
    "bluecheese99",
    "Pa55word!",
    "Sunflower#2019",
    "jollof4life",
    "Tr@mpoline7",
    "W1nterIsHere",
    "dublinbay_88",
    "iLoveMyCat!!",
    "Qw3rty$Lagos",
    "hunter22",
    "Kr@kow1996",
    "seventeen-Tigers",
    "P@pagaio_Azul",
]
API_KEY_LAYOUTS: Final = [
    "sk-proj-%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%",
    "rk_live_%%%%%%%%%%%%%%%%%%%%%%%%",
    "SG.%%%%%%%%%%%%%%%%%%%%%%.%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%",
    "glpat-%%%%%%%%%%%%%%%%%%%%",
    "xoxp-##########-############-%%%%%%%%%%%%%%%%",
    "shpat_%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%",
    "npm_%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%",
    "whsec_%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%",
]
OTP_LAYOUTS: Final = ["######", "###-###", "## ## ##", "########", "G-######", "#####"]
RECOVERY_LAYOUTS: Final = ["&&&&-&&&&-&&&&", "%%%%%-%%%%%", "&&&& &&&& &&&& &&&&"]
CUSTOMER_ID_LAYOUTS: Final = [
    "CN-#####-@@",
    "MBR########",
    "LY###-###-###",
    "#########",
    "cli_%%%%%%%%%%",
    "RW ### ### ##",
    "A#######Z",
    "@@-######",
    "0000#######",
    "KL/##/#####",
]
TRACKING_LAYOUTS: Final = [
    "1Z###&&&##########",
    "@@#########GB",
    "JJD000#############",
    "############",
    "9405 5#### #### #### #### ##",
    "H#@@@A##########",
    "#### #### #### ####",
    "33@@@#######",
    "LX#########DE",
    "##############",
    "1Z ### ### ## #### ###&",
]

# --- words that are not personal data (no span) -----------------------------------------------

BRANDS: Final = [
    "Tommy Hilfiger",
    "Kate Spade",
    "Hugo Boss",
    "Marc Jacobs",
    "Charlotte Tilbury",
    "Miele",
    "Philips",
    "Joseph Joseph",
    "Morphy Richards",
    "Paul Smith",
    "Stella McCartney",
    "Nespresso",
    "Fitbit",
    "Lego",
    "Ray-Ban",
    "Hunter",
]
PLACES: Final = [
    "Lagos",
    "Kraków",
    "Hanoi",
    "Porto Alegre",
    "Galway",
    "Mumbai",
    "Rotterdam",
    "Shenzhen",
    "Leeds",
    "Winnipeg",
    "Perth",
    "Marrakech",
    "Cork",
    "Halifax",
    "Sacramento",
]
STORES: Final = [
    "the Leeds Trinity store",
    "Westfield Stratford",
    "the Grafton Street shop",
    "the Mall of America store",
    "the Bondi Junction branch",
    "the Eaton Centre store",
    "Liverpool ONE",
]
CARRIERS: Final = [
    "DHL Express",
    "Evri",
    "Royal Mail Tracked 48",
    "DPD Local",
    "Parcelforce",
    "Canada Post",
    "Australia Post",
    "USPS Priority",
    "OnTrac",
    "La Poste",
    "An Post",
    "PostNL",
    "InPost",
]
PAYMENTS: Final = [
    "PayPal Pay in 4",
    "Clearpay",
    "Sezzle",
    "Zip",
    "Venmo",
    "Alipay",
    "iDEAL",
    "Bancontact",
    "SEPA direct debit",
    "Interac",
    "Google Pay",
]
PRODUCTS: Final = [
    "Galaxy S24",
    "iPhone 15 Pro",
    "Airwrap",
    "Sonicare 4100",
    "Pixel 8a",
    "PS5 Slim",
    "Versa 4",
    "Vertuo Next",
    "EOS R50",
    "air purifier",
    "rain mac",
    "weighted blanket",
]


# --- drawing values ---------------------------------------------------------------------------


def _fill(layout: str, rng: random.Random) -> str:
    """'#' a digit, '@' an upper-case letter, '%' a lower-case letter or digit, '&' an
    upper-case letter or digit; anything else is kept."""
    alphabet = {
        "#": string.digits,
        "@": string.ascii_uppercase,
        "%": string.ascii_lowercase + string.digits,
        "&": string.ascii_uppercase + string.digits,
    }
    return "".join(rng.choice(alphabet[c]) if c in alphabet else c for c in layout)


def _luhn_card(rng: random.Random) -> str:
    prefix, length = rng.choice(
        [
            ("4", 16),
            ("4", 16),
            ("53", 16),
            ("2720", 16),
            ("34", 15),
            ("37", 15),
            ("6011", 16),
            ("3528", 16),
            ("4", 13),
        ]
    )
    return luhn_complete(prefix, length, rng)


def _card_groups(digits: str) -> list[str]:
    if len(digits) == 15:
        return [digits[:4], digits[4:10], digits[10:]]
    if len(digits) == 13:
        return [digits[:4], digits[4:7], digits[7:10], digits[10:]]
    return [digits[i : i + 4] for i in range(0, len(digits), 4)]


def card_plain(rng: random.Random) -> str:
    return rng.choice([" ", "-", ""]).join(_card_groups(_luhn_card(rng)))


def card_odd_separator(rng: random.Random) -> str:
    return rng.choice([" | ", "–", "—", ", ", "*", " ~ ", ":"]).join(_card_groups(_luhn_card(rng)))


def card_split(rng: random.Random) -> str:
    """One card across a line break, a tab or a wide gap: still one CARD span."""
    groups = _card_groups(_luhn_card(rng))
    cut = rng.randrange(1, len(groups))
    joint = rng.choice([" \n", "\n", "\t", "      ", " -\n", "\r\n"])
    return " ".join(groups[:cut]) + joint + " ".join(groups[cut:])


def card_odd_grouping(rng: random.Random) -> str:
    digits = _luhn_card(rng)
    sizes = rng.choice([(2, 6, 8), (3, 5, 4), (8, 8), (6, 4, 6), (1, 3, 4, 4, 4)])
    parts: list[str] = []
    pos = 0
    for size in sizes:
        if pos >= len(digits):
            break
        parts.append(digits[pos : pos + size])
        pos += size
    if pos < len(digits):
        parts[-1] += digits[pos:]
    return " ".join(parts)


def last_four(rng: random.Random) -> str:
    return rng.choice([" ", ", ", " - ", "  "]).join(_fill("####", rng))


def _ssn_digits(rng: random.Random) -> tuple[str, str, str]:
    area = rng.choice([n for n in range(1, 900) if n != 666])
    return f"{area:03d}", f"{rng.randrange(1, 100):02d}", f"{rng.randrange(1, 10000):04d}"


def ssn_variant(rng: random.Random) -> str:
    a, b, c = _ssn_digits(rng)
    return rng.choice(
        [f"{a} {b} {c}", f"{a}{b}{c}", f"{a}-{b}-{c}", f"{a}  {b}  {c}", f"{a}-{b}{c}"]
    )


def ssn_odd_separator(rng: random.Random) -> str:
    a, b, c = _ssn_digits(rng)
    return rng.choice([f"{a}–{b}–{c}", f"{a} / {b} / {c}", f"{a}~{b}~{c}", f"{a}.{b}-{c}"])


def ssn_spaced(rng: random.Random) -> str:
    return " ".join("".join(_ssn_digits(rng)))


def phone_spaced(rng: random.Random) -> str:
    layout = rng.choice(["07#########", "04########", "+61#########", "06########"])
    return " ".join(_fill(layout, rng))


def otp_spaced(rng: random.Random) -> str:
    return rng.choice([" ", "  ", "-"]).join(_fill("######", rng))


def ni_number(rng: random.Random) -> str:
    """A UK national insurance number: two allowed letters, six digits, A to D."""
    first = rng.choice("ABCEGHJKLMNOPRSTWXYZ")
    second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    while first + second in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
        second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    digits = _fill("######", rng)
    suffix = rng.choice("ABCD")
    spaced = f"{first}{second} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}"
    return rng.choice([spaced, spaced.replace(" ", ""), spaced.lower(), spaced.replace(" ", "-")])


def _iban(country: str, rng: random.Random) -> str:
    layout = {
        "DE": "##################",
        "FR": "##########&&&&&&&&&&&##",
        "ES": "####################",
        "NL": "@@@@##########",
        "BE": "############",
        "IE": "@@@@##############",
        "GB": "@@@@##############",
        "PT": "#####################",
    }[country]
    return iban_from_bban(country, _fill(layout, rng))


def _groups_of_four(raw: str) -> list[str]:
    return [raw[i : i + 4] for i in range(0, len(raw), 4)]


def iban_continental(rng: random.Random) -> str:
    raw = _iban(rng.choice(["DE", "FR", "ES", "NL", "BE", "PT"]), rng)
    return rng.choice([raw, " ".join(_groups_of_four(raw))])


def iban_of(country: str) -> Callable[[random.Random], str]:
    """An IBAN of one country, written as a customer of that country might."""

    def make(rng: random.Random) -> str:
        raw = _iban(country, rng)
        return rng.choice(
            [raw, " ".join(_groups_of_four(raw)), " ".join(_groups_of_four(raw)).lower()]
        )

    return make


def iban_hyphen(rng: random.Random) -> str:
    raw = _iban(rng.choice(["DE", "FR", "ES", "NL", "IE", "GB"]), rng)
    return rng.choice(["-", " - ", "–"]).join(_groups_of_four(raw))


def iban_lower(rng: random.Random) -> str:
    raw = _iban(rng.choice(["DE", "FR", "ES", "NL", "IE"]), rng).lower()
    return rng.choice([raw, " ".join(_groups_of_four(raw)), "  ".join(_groups_of_four(raw))])


def iban_broken(rng: random.Random) -> str:
    groups = _groups_of_four(_iban(rng.choice(["DE", "ES", "FR"]), rng))
    cut = rng.randrange(2, len(groups) - 1)
    return " ".join(groups[:cut]) + "\n" + " ".join(groups[cut:])


def ipv4(rng: random.Random) -> str:
    first = rng.choice([31, 46, 62, 77, 81, 86, 92, 109, 142, 151, 176, 185, 188, 195, 203, 212])
    return ".".join([str(first)] + [str(rng.randrange(0, 256)) for _ in range(3)])


def uk_postcode_squashed(rng: random.Random) -> str:
    code = rng.choice(UK_POSTCODES)
    return rng.choice([code.replace(" ", "").lower(), code.lower(), code.replace(" ", "")])


_MONTHS: Final = [
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


def _ordinal(day: int) -> str:
    suffix = "th" if 11 <= day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def birth_date(rng: random.Random) -> str:
    d, m, y = rng.randrange(1, 29), rng.randrange(1, 13), rng.randrange(1938, 2007)
    month = _MONTHS[m - 1]
    return rng.choice(
        [
            f"{d:02d}/{m:02d}/{y}",
            f"{m}-{d}-{y % 100:02d}",
            f"{_ordinal(d)} {month} {y}",
            f"{month} {_ordinal(d)}, '{y % 100:02d}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}.{m:02d}.{y}",
            f"{d} {month[:3].lower()} {y % 100:02d}",
            f"the {_ordinal(d)} of {month.lower()} {y}",
            f"{y}{m:02d}{d:02d}",
            f"{month[:3]}/{d}/{y}",
            f"{d}-{month[:3]}-{y}",
            f"{m}/{d}/{y}",
        ]
    )


def sort_code(rng: random.Random) -> str:
    return rng.choice(["-", " ", "", "."]).join(_fill("##", rng) for _ in range(3))


def uk_account(rng: random.Random) -> str:
    return _fill(rng.choice(["########", "#### ####", "## ### ###"]), rng)


def aba_routing(rng: random.Random) -> str:
    d = [rng.randrange(10) for _ in range(8)]
    d[0] = rng.choice([0, 1, 2, 3])
    body = "".join(map(str, d))
    return body + aba_check_digit(body)


def us_account(rng: random.Random) -> str:
    return _fill(rng.choice(["##########", "############", "#########", "#### ###### ##"]), rng)


def bsb(rng: random.Random) -> str:
    return _fill(rng.choice(["0##-###", "0## ###", "0#####"]), rng)


def au_account(rng: random.Random) -> str:
    return _fill(rng.choice(["#########", "#### #####", "## ### ####"]), rng)


def name_letter_spaced(rng: random.Random) -> str:
    name = rng.choice(EVERYONE)
    return rng.choice([" ".join(name.upper()), " ".join(name.lower()).replace("   ", "  ")])


def surname_spelled(rng: random.Random) -> str:
    surname = rng.choice(SURNAMES).replace(" ", "")
    letters = [c for c in surname.upper() if c.isalpha() or c == "'"]
    return rng.choice([" ".join(letters), ".".join(letters).lower(), "-".join(letters)])


# --- pools ------------------------------------------------------------------------------------


def _typed(gold: str | None, make: Callable[[random.Random], str]) -> Maker:
    return lambda rng: [(make(rng), gold)]


def _pick(gold: str | None, values: Sequence[str], shape: Callable[[str], str] = str) -> Maker:
    return _typed(gold, lambda rng: shape(rng.choice(values)))


def _layout(gold: str, layouts: Sequence[str]) -> Maker:
    return _typed(gold, lambda rng: _fill(rng.choice(layouts), rng))


def _address(addresses: Sequence[tuple[str, str]], joints: Sequence[str]) -> Maker:
    """An address and its postcode: two spans with a plain joint between them."""

    def make(rng: random.Random) -> list[Piece]:
        address, postcode = rng.choice(addresses)
        return [(address, "ADDRESS"), (rng.choice(joints), None), (postcode, "POSTCODE")]

    return make


POOLS: Final[dict[str, Maker]] = {
    "nigerian": _pick("PERSON", NIGERIAN),
    "indian": _pick("PERSON", INDIAN),
    "chinese": _pick("PERSON", CHINESE),
    "vietnamese": _pick("PERSON", VIETNAMESE),
    "arabic": _pick("PERSON", ARABIC),
    "polish": _pick("PERSON", POLISH),
    "brazilian": _pick("PERSON", BRAZILIAN),
    "irish": _pick("PERSON", IRISH),
    "hyphenated": _pick("PERSON", HYPHENATED),
    "particle": _pick("PERSON", PARTICLE),
    "full": _pick("PERSON", EVERYONE),
    "full_lower": _pick("PERSON", EVERYONE, str.lower),
    "full_caps": _pick("PERSON", EVERYONE, str.upper),
    "first": _pick("PERSON", FIRST),
    "first_lower": _pick("PERSON", FIRST, str.lower),
    "surname": _pick("PERSON", SURNAMES),
    "word_name": _pick("PERSON", WORD_NAMES),
    "word_name_lower": _pick("PERSON", WORD_NAMES, str.lower),
    "word_full": _pick("PERSON", WORD_NAME_FULL),
    "name_spaced": _typed("PERSON", name_letter_spaced),
    "surname_spelled": _typed("PERSON", surname_spelled),
    "email": _pick("EMAIL", EMAILS),
    "email_obf": _pick("EMAIL", EMAIL_OBFUSCATED),
    "phone_uk": _layout("PHONE", PHONE_LAYOUTS["uk"]),
    "phone_us": _layout("PHONE", PHONE_LAYOUTS["us"]),
    "phone_intl": _layout(
        "PHONE", [x for k, v in PHONE_LAYOUTS.items() if k not in ("uk", "us") for x in v]
    ),
    "phone_de": _layout("PHONE", PHONE_LAYOUTS["de"]),
    "phone_in": _layout("PHONE", PHONE_LAYOUTS["in"]),
    "phone_fr": _layout("PHONE", PHONE_LAYOUTS["fr"]),
    "phone_au": _layout("PHONE", PHONE_LAYOUTS["au"]),
    "phone_ie": _layout("PHONE", PHONE_LAYOUTS["ie"]),
    "phone_ng": _layout("PHONE", PHONE_LAYOUTS["ng"]),
    "phone_sep": _layout("PHONE", PHONE_SEPARATED),
    "phone_spaced": _typed("PHONE", phone_spaced),
    "card": _typed("CARD", card_plain),
    "card_sep": _typed("CARD", card_odd_separator),
    "card_split": _typed("CARD", card_split),
    "card_grouped": _typed("CARD", card_odd_grouping),
    "last4": _typed("CARD", last_four),
    "ssn": _typed("SSN", ssn_variant),
    "ssn_sep": _typed("SSN", ssn_odd_separator),
    "ssn_spaced": _typed("SSN", ssn_spaced),
    "nino": _typed("SSN", ni_number),
    "iban": _typed("IBAN", iban_continental),
    "iban_de": _typed("IBAN", iban_of("DE")),
    "iban_es": _typed("IBAN", iban_of("ES")),
    "iban_nl": _typed("IBAN", iban_of("NL")),
    "iban_fr": _typed("IBAN", iban_of("FR")),
    "iban_hyphen": _typed("IBAN", iban_hyphen),
    "iban_lower": _typed("IBAN", iban_lower),
    "iban_broken": _typed("IBAN", iban_broken),
    "ip": _typed("IP", ipv4),
    "us_address": _address(US_ADDRESSES, [" ", ", ", "  "]),
    "uk_address": _address(UK_ADDRESSES, [", ", " ", "\n"]),
    "ca_address": _address(CA_ADDRESSES, [" ", ", ", "  "]),
    "au_address": _address(AU_ADDRESSES, [" ", " "]),
    "ie_address": _address(IE_ADDRESSES, [", ", " ", "\n"]),
    "us_street": _pick("ADDRESS", [a for a, _ in US_ADDRESSES]),
    "uk_street": _pick("ADDRESS", [a for a, _ in UK_ADDRESSES]),
    "uk_pc": _pick("POSTCODE", UK_POSTCODES),
    "uk_pc_squashed": _typed("POSTCODE", uk_postcode_squashed),
    "ca_pc": _pick("POSTCODE", CA_POSTCODES),
    "eircode": _pick("POSTCODE", EIRCODES),
    "zip": _pick("POSTCODE", [z for _, z in US_ADDRESSES]),
    "dob": _typed("DATE_OF_BIRTH", birth_date),
    "sortcode": _typed("BANK_ACCOUNT", sort_code),
    "uk_acct": _typed("BANK_ACCOUNT", uk_account),
    "routing": _typed("BANK_ACCOUNT", aba_routing),
    "us_acct": _typed("BANK_ACCOUNT", us_account),
    "bsb": _typed("BANK_ACCOUNT", bsb),
    "au_acct": _typed("BANK_ACCOUNT", au_account),
    "password": _pick("SECRET", PASSWORDS),
    "apikey": _layout("SECRET", API_KEY_LAYOUTS),
    "otp": _layout("SECRET", OTP_LAYOUTS),
    "otp_spaced": _typed("SECRET", otp_spaced),
    "recovery": _layout("SECRET", RECOVERY_LAYOUTS),
    "pin": _layout("SECRET", ["####"]),
    "custid": _layout("CUSTOMER_ID", CUSTOMER_ID_LAYOUTS),
    "tracking": _layout("TRACKING", TRACKING_LAYOUTS),
    "brand": _pick(None, BRANDS),
    "place": _pick(None, PLACES),
    "store": _pick(None, STORES),
    "carrier": _pick(None, CARRIERS),
    "pay": _pick(None, PAYMENTS),
    "product": _pick(None, PRODUCTS),
}

# --- adversarial skeletons, by hand, grouped by kind ------------------------------------------

ADVERSARIAL: Final[dict[str, list[str]]] = {
    "separator_digits": [
        "card no. is {card_sep} — why declined??",
        "visa:{card_sep}",
        "hey so my phone is {phone_sep}, pls dont email",
        "({phone_sep}) is the best number to reach me on weekdays",
        "its {ssn_sep} for the ssn bit of the finance form",
        "the {carrier} man wrote my number wrong, it's {phone_sep} not what's on the label",
    ],
    "spaced_digits": [
        "last 4 digits: {last4}",
        "the card ends {last4} i think?? the {pay} one didnt work",
        "social is {ssn_spaced}",
        "my mobile is {phone_spaced} cheers",
        "the code it texted me was {otp_spaced} and then it said expired",
    ],
    "obfuscated_email": [
        "u can email me on {email_obf}",
        "{email_obf} <- that's my login, reset isn't arriving",
        "send the returns label to {email_obf} not the work one",
        "Hi, can the {brand} receipt go to {email_obf}? Thanks",
        "changed my email last week to {email_obf} but the newsletter still goes to the old one",
        "contact: {email_obf}",
        "is it possible to merge my accounts ({email_obf} and the {pay} one)",
    ],
    "email_variant": [
        "{email} is what I signed up with",
        'order confirmations are going to "{email}" which is a typo of mine, please fix',
        "mailto:{email}",
        "Email: <{email}>\nOrder was the {product}",
        "please unsubscribe {email} from everything",
        "my wife uses {email} and I use {email}, can we share points",
    ],
    "iban": [
        "IBAN for the refund -> {iban}",
        "hallo, bitte Erstattung auf {iban_de}, danke",
        "mi IBAN es {iban_es} (cuenta a mi nombre)",
        "could the refund go to my dutch account instead: {iban_nl}",
        "remboursement sur mon compte {iban_fr} svp, merci",
        "bank transfer to {iban_broken} please",
    ],
    "hyphen_iban": [
        "iban {iban_hyphen} thx",
        "SEPA back to {iban_hyphen} as I closed the {pay} account",
    ],
    "lower_iban": [
        "{iban_lower} is my iban",
        "refund to iban {iban_lower} pls, ta",
    ],
    "uk_postcode": [
        "do you do next day to {uk_pc_squashed}",
        "{uk_pc} - is that in your free delivery zone?",
        "postcode {uk_pc_squashed} won't validate at checkout",
        "evri says my postcode ({uk_pc}) is wrong but it isn't",
        "moving to {uk_pc_squashed} on the 3rd, can I change it before {carrier} picks up",
    ],
    "ca_postcode": [
        "shipping to {ca_pc}, is that remote area pricing?",
        "my postal code is {ca_pc} and {carrier} says it's not valid",
        "do you deliver to {ca_pc} in winter or is it pickup only",
    ],
    "eircode": [
        "eircode {eircode}, the driver can't find the house",
        "Can {carrier} deliver to {eircode}? I'm outside {place}",
        "my eircode is {eircode}",
    ],
    "us_address": [
        "ship to {us_address} please",
        "new address!! {us_address}",
        "please send the replacement to:\n{us_address}",
        "it went to {us_street} but I moved out in may",
        "can you change the delivery to {us_address}? the {carrier} tracking still shows the old one",
    ],
    "uk_address": [
        "Could you send it to {uk_address} instead?",
        "address is {uk_address} thanks",
        "I'm at {uk_street} now, the {carrier} parcel went to my old flat",
        "deliver to:\n{uk_address}\nleave with neighbour if out",
    ],
    "ca_address": [
        "my address: {ca_address}",
        "send the exchange to {ca_address} please, not the billing one",
        "Ship to {ca_address} — Canada Post only, no couriers please",
    ],
    "au_address": [
        "can you post it to {au_address}",
        "new delivery address {au_address}, the old one was in {place}",
        "{au_address} is where I am now",
    ],
    "ie_address": [
        "please deliver to {ie_address}",
        "address for the refund cheque: {ie_address}",
        "hi, i moved, it's {ie_address} now",
    ],
    "ip": [
        "login from {ip} wasn't me",
        "your security email says someone in {place} signed in from {ip}, I've never been there",
        "the admin panel is at http://{ip}:8080/settings and it won't load the orders plugin",
        "blocked? my ip is {ip}",
        "[{ip}] keeps getting a captcha on checkout",
    ],
    "letter_spaced_name": [
        "name on the card is {name_spaced}",
        "the parcel says {name_spaced} which isn't how I spell it",
        "my surname is spelled {surname_spelled}",
        "{surname_spelled} - thats the surname on the booking",
    ],
    "tracking_cue": [
        "tracking: {tracking}",
        "{carrier} ref {tracking} — stuck at the depot since friday",
        "the tracking link (https://track.example-parcels.com/?id={tracking}) just shows an error",
        "consignment number {tracking}, please chase",
        "parcel {tracking} was marked delivered but there's nothing on my porch",
        "tracking no {tracking}\nit says returned to sender??",
    ],
    "customer_id_cue": [
        "customer number {custid}",
        "membership id: {custid} - my points vanished",
        "loyalty card no. {custid}, it doesn't scan in {store}",
        "client ref {custid}, please close the account",
        "rewards #{custid}",
        'my account id is "{custid}" if that helps',
    ],
    "card_split": [
        "card is {card_split} exp 08/29",
        "here you go:\n{card_split}",
        "my new card {card_split} can you put the {product} on that",
        "{card_grouped} is the card number",
        "card: {card_grouped} (it's a debit)",
    ],
    "card": [
        "{card} please charge this one",
        "the {brand} order should go on {card} not {pay}",
        "can u retry the payment with {card}",
    ],
    "dob_formats": [
        "DOB {dob}",
        "date of birth: {dob}",
        "born {dob} if you need it for the age check",
        "birthday is {dob} — does the birthday discount apply?",
        "my d.o.b. is {dob} and the form keeps saying I'm under 18",
        "{dob} (my date of birth) for the security question",
        "for verification: {full}, born on {dob}",
    ],
    "lower_full_name": [
        "its {full_lower} btw",
        "order is under {full_lower}",
        "{full_lower} here, the {product} screen is cracked",
        "can you cancel the order for {full_lower}? i'm their carer",
    ],
    "bank_details": [
        "sort code {sortcode}, account no {uk_acct}",
        "refund by BACS: {sortcode} / {uk_acct}",
        "acc {uk_acct} sc {sortcode} (Monzo)",
        "routing {routing}, acct {us_acct} for the wire",
        "ACH details - routing number {routing}, checking account {us_acct}",
        "BSB {bsb} account {au_acct}, thanks",
    ],
    "password": [
        "pw is {password} and it says incorrect",
        "my password was {password} until i reset it, now nothing works",
        'password "{password}" isn\'t accepted on the app but works on the site',
        "can you check if {password} is my current password",
        "login: {email}\npassword: {password}",
    ],
    "api_key": [
        "our webhook secret {apikey} doesn't match your signature",
        "api key: {apikey}",
        "using {apikey} in the header and getting 401 from the orders endpoint",
        "Authorization: Bearer {apikey}",
    ],
    "otp": [
        "code {otp}",
        "your sms said {otp} but the app wants 6 digits??",
        "the one-time passcode {otp} expired before I typed it",
        "my card PIN is {pin}, can you reset it",
        "backup code {recovery} doesn't work either",
    ],
    "name_origin": [
        "Hello, my name is {nigerian} and the {product} stopped charging",
        "Good morning, {indian} here. I want to return the {brand} order",
        "this is {chinese}, I ordered from {place} last week",
        "Hi I'm {vietnamese}, the size is wrong",
        "Dear team, I am {arabic} and I have been waiting 3 weeks",
        "dzień dobry, {polish} — the parcel went to {place} instead of Warsaw",
        "olá, meu nome é {brazilian}, can you help in english?",
        "it's {irish}, I rang yesterday about the refund",
        "{hyphenated} — please note the hyphen, the label dropped it",
        "the order is for {particle}, the {carrier} driver couldn't find the name on the bell",
        "Account holder: {particle}",
        "{full} ordered it, I'm just asking on their behalf",
    ],
    "name_no_cue": [
        "this is {first} from the {place} store... no wait I'm the customer lol, the {product} is faulty",
        "{full}\nOrder hasn't arrived",
        "gift for {full}, please include a note",
        "{first} and {first} both have accounts, can we merge them",
        "the receipt says {full} but that's my partner",
    ],
    "name_signoff": [
        "thanks, {first}",
        "cheers\n{first}",
        "that's all, thank you very much.\n\nKind regards\n{full}",
        "ok great - {first_lower}",
        "Many thanks,\n{full}\n(sent from my phone)",
        "ta x {first}",
    ],
    "name_title": [
        "please address it to Mr {surname}",
        "Ms {surname} is the account holder",
        "Dr. {surname} will collect it from {store}",
        "it's for Mrs {surname}, my neighbour",
        "Prof {full} ordered the {product} for the lab",
    ],
    "name_word": [
        "thanks, {word_name}",
        "this is {word_name} again, still no refund",
        "my kid {word_name} ordered the {product}, can they cancel it",
        "{word_full} - account holder",
        "hi its {word_name_lower}, the {brand} bag arrived damaged",
        "order placed by {word_full} on the 3rd",
    ],
    "phone_intl": [
        "call me on {phone_uk}",
        "my cell is {phone_us}, texts ok",
        "{phone_de} (mobil) - bitte nur abends",
        "whatsapp {phone_in}",
        "tel {phone_fr}",
        "can the courier ring {phone_au} when outside",
        "my number's {phone_ie}",
        "reach me on {phone_ng} please",
        "{phone_intl}\nany time after 5",
        "(ph: {phone_intl})",
    ],
    "ssn_variant": [
        "SSN {ssn}",
        "social security number {ssn}, for the financing",
        "ssn#: {ssn}",
        "the credit check form wants my social, its {ssn}",
    ],
    "ni_number": [
        "my NI number is {nino}",
        "national insurance no. {nino}",
        "NINO: {nino} for the employee discount",
        "ni {nino}",
    ],
    "mixed": [
        "Name: {full}\nPhone: {phone_uk}\nEmail: {email}\nAddress: {uk_address}",
        "{full_lower} / {phone_intl} / {email_obf}",
        "im {first_lower}, acct {custid}, the {brand} order to {us_address} still hasnt come, tracking {tracking}",
        "verify: {full}, dob {dob}, last four of card {last4}",
        "refund to {iban} or my card {card}, whichever is quicker - {first}",
        "my ex {word_name} logged in from {ip} and changed the password to {password}",
        "{full}, {ca_address}, {phone_us}",
        "please update: email {email}, phone {phone_au}, address {au_address}. thanks, {first}",
    ],
    "run_on": [
        "hi so i ordered the {product} last week and it came broken and then {carrier} took the return but now its saying not received can someone look into it my name is {full_lower} and it went to {uk_address}",
        "ok so basically my card got charged twice ({card}) and {pay} also took a payment?? i only want to pay once lol, reach me on {phone_uk} or {email}",
        "hello i have been trying for 2 days to change my password, the old one was {password}, i know i shouldnt send it here but im desperate, login is {email_obf}",
        "sorry for the long message but my flatmate {full} (dob {dob}) wants an account and doesnt do email so can you use my number {phone_intl}",
        "i wasnt home when {carrier} came so they left a card with ref {tracking} and now the depot wants my customer number which is {custid} but the website says its invalid",
        "just to confirm the details for the refund: name {full}, sort code {sortcode}, acc {uk_acct}. thanks so much you've been really helpful x",
        "can someone call me on {phone_us} about the order to {us_address}, the driver says the apt number is missing but its right there",
        "Hiya its {word_name} again!! the eircode is {eircode} not the one on the label, ive told 3 people now",
        "my cousin {first} used my account at their place ({ip}) and now it's locked, can you unlock it, my DOB is {dob}",
        "my emial is {email} sorry typo in the last msg, and the numbr is {phone_uk}",
    ],
}


_SLOT: Final = re.compile(r"\{([a-z0-9_]+)\}")


def render(skeleton: str, rng: random.Random) -> tuple[str, list[Span]]:
    """Fill every slot; return the text and the gold spans of the typed pieces, each checked
    against the value it was computed from."""
    built = SpanText()
    pos = 0
    drawn: set[tuple[str, str]] = set()
    for match in _SLOT.finditer(skeleton):
        pool = match.group(1)
        filled = POOLS[pool](rng)
        while (pool, "".join(v for v, _ in filled)) in drawn:  # two slots, two values
            filled = POOLS[pool](rng)
        drawn.add((pool, "".join(v for v, _ in filled)))
        built.add(skeleton[pos : match.start()])
        for value, gold in filled:
            built.add(value, gold)
        pos = match.end()
    built.add(skeleton[pos:])
    return built.done(SPAN_TYPES)


def build_adversarial() -> list[dict[str, object]]:
    """Every adversarial message, in file order; the same on every run."""
    rng = random.Random(ADVERSARIAL_SEED)
    return render_unique(
        ADVERSARIAL,
        lambda skeleton: render(skeleton, rng),
        renders=RENDERS_PER_SKELETON,
        prefix="fresh",
        split=SPLIT,
    )


# --- benign messages, by hand: each is its own skeleton ---------------------------------------

BENIGN_HAND: Final[dict[str, list[str]]] = {
    "brand_named_after_person": [
        "Does the Tommy Hilfiger rain mac come in navy or only in khaki?",
        "is calvin klein sizing the same as the old range, my usual M feels tight",
        "The Ted Baker washbag I ordered came with a broken zip",
        "Kate Spade purse arrived with a scratch on the clasp, can I get a replacement",
        "Do Marc Jacobs tote bags count towards the 3 for 2?",
        "Hugo Boss aftershave gift set - is the 100ml one back in stock?",
        "the Ben & Jerry's voucher from the hamper won't scan at the till",
        "my Dyson Airwrap rattles when it heats up, is that normal?",
        "Is the Philips Sonicare brush head multipack compatible with the 4100 series?",
        "Miele vacuum bags, which ones fit the Complete C3?",
        "Do you sell Paul Smith socks individually or only in boxes of three?",
        "Are the Stella McCartney trainers made from recycled material?",
        "Can I return Vivienne Westwood earrings if the box has been opened?",
        "Jo Malone candle came smashed, glass everywhere in the box",
        "Is the Karl Lagerfeld backpack big enough for a 16 inch laptop?",
        "the Jimmy Choo heels are half a size small, do you have a 38.5",
        "Hunter wellies - do the tall ones fit wide calves?",
        "Does the Joseph Joseph chopping board set come with the stand?",
        "Is Estée Lauder Advanced Night Repair in the beauty advent calendar this year?",
        "Do you stock Charlotte Tilbury lipstick in Pillow Talk?",
        "Kenneth Cole wallet, is that real leather or PU?",
        "Does Tory Burch do a student discount through you",
        "The Russell Hobbs toaster stopped popping up after a week",
        "Any Dolce & Gabbana perfume in the Black Friday deals?",
        "Is the Morphy Richards kettle the 1.5 litre one?",
    ],
    "product_model": [
        "Galaxy S24 Ultra case, do you have it in clear?",
        "iPhone 15 Pro screen protector keeps lifting at the corners",
        "model KX-200 or KX-220, which one has the timer",
        "Does the Pixel 8a support wireless charging?",
        "Is the PS5 Slim bundle the disc or the digital edition?",
        "Xbox Series S controller drift after 2 months, is that a warranty thing",
        "Which HDMI cable do I need for 4K at 120Hz?",
        "the 65 inch Hisense keeps switching itself off at night",
        "Does the Ninja Foodi 9-in-1 come with the crisping lid?",
        "is the tefal ingenio set 13 piece or 10 piece",
        "Need a replacement filter for the Brita Marella jug",
        "Is the Canon EOS R50 kit lens 18-45 or 18-55?",
        "which nespresso pods work with the Vertuo Next",
        "Does the Lego Titanic set come with display lights?",
        "Is the Kindle Scribe pen included or extra?",
    ],
    "size_quantity": [
        "I need 3 of the size 10.5 in black and 2 in grey",
        "Do you do the kids wellies in a 12 or just 13 upwards",
        "is a 36 waist 32 leg in stock anywhere",
        "ordered 4 packs, got 1",
        "Is the 2 for £30 on all t-shirts or just the plain ones?",
        "item 3 of 5 never arrived",
        "the quantity box won't let me order more than 6",
        "whats the max weight on the 2-seater swing, 120kg?",
        "Are the bedsheets a UK double or a European 140x200?",
        "Does a 6 1/2 in your sandals fit like a 40?",
    ],
    "payment_method": [
        "Can I use PayPal Pay in 4 on a pre-order?",
        "Clearpay declined me even though I've only got 2 payments left on another order",
        "Sezzle isn't showing as an option at checkout anymore",
        "Does Zip work for orders under $35?",
        "the Venmo button just spins",
        "can i pay with alipay on the uk site",
        "iDEAL payment went through at my bank but your site says cancelled",
        "Bancontact keeps redirecting me back to the basket",
        "How long does SEPA direct debit take to clear for a business account?",
        "Is Interac e-Transfer accepted for Canadian orders?",
        "Apple Pay worked on my phone but not on the Mac",
        "can i pay half with afterpay and half with a gift card",
        "Klarna says I owe a payment for an order I returned in October",
        "Do you take Twint? I'm ordering from Zurich",
        "is there a fee for paying with Bizum",
    ],
    "carrier": [
        "DHL Express wants £23.40 in duties before they'll deliver, is that right?",
        "Evri say they tried to deliver but there's no card and no photo",
        "Royal Mail Tracked 48 - that's 2 working days, not 48 hours, right?",
        "DPD Local gave me a one hour window and then didn't show up",
        "parcelforce collection slot, can I pick a saturday",
        "Canada Post shows 'item in transit' since the 3rd",
        "Australia Post says it's at the Sydney hub, how long from there to Perth?",
        "Does USPS Priority include insurance or do I add it?",
        "OnTrac left it with a neighbour. which neighbour though",
        "La Poste says 'colis en cours d'acheminement' for a week now",
        "can you send it with Yodel instead, Evri never finds my street",
        "Is InPost locker delivery available in Poland?",
        "the courier app says 'delivered to safe place' - which safe place??",
        "An Post have it at the sorting office, do I need ID to collect?",
        "PostNL tracking says delivered at the pickup point but the shop says no",
    ],
    "place_store": [
        "Is the Oxford Street store doing late opening on Thursdays?",
        "Westfield Stratford branch says they can't take online returns, is that right?",
        "Do you have a concession in the Mall of America?",
        "which of your stores is closest to Kings Cross",
        "Is the Princes Street shop open on New Year's Day?",
        "Is the Grafton Street store still closed for refurbishment?",
        "Any plans to open a store in Cardiff Bay?",
        "the Bondi Junction store had my size but won't ship it, why",
        "Is the Yorkdale location in Toronto open on Boxing Day?",
        "How do I get to the Trafford Centre store from the tram stop?",
        "Does the Fifth Avenue store do alterations while you wait?",
        "can I collect from the Liverpool ONE branch instead of Chester",
        "Is there a store in Lagos or Abuja or is it online only in Nigeria?",
        "Does the Kraków shop take euros or only złoty?",
        "Is the Queen Street Mall branch in Brisbane open late on Thursdays?",
    ],
    "world": [
        "what's the time difference with Sydney",
        "Is Hong Kong in the same time zone as Singapore?",
        "how cold does it get in Reykjavik in February",
        "Is the Eiffel Tower open on Mondays?",
        "how many euros is 50 pounds roughly",
        "Do they drive on the left in Japan?",
        "Who founded Dyson?",
        "Is Diwali on the same date every year?",
        "When is Eid al-Fitr this year?",
        "What's the plug type in South Africa, will my charger work?",
        "is it rainy season in Bali in November",
    ],
    "holiday_policy": [
        "Do Black Friday prices apply to click and collect?",
        "will orders placed on Christmas Eve ship before the 2nd of January",
        "is there a Diwali sale on the jewellery",
        "Do you close early for Eid?",
        "Anything bought between 1 November and 24 December can come back until 31 January, right?",
        "Is the Cyber Monday code valid on Tuesday too?",
        "Does the 30 day returns window count bank holidays?",
        "Is the store open 9-5 on Saturdays or 10-4?",
        "Are the Thanksgiving deals online only?",
        "Chinese New Year delivery to Singapore, will there be delays?",
        "is the summer sale in june or july this year",
        "Are you doing anything for Mother's Day, like free engraving?",
        "Hanukkah gift wrap — do you have a blue and silver one?",
        "St Patrick's Day hoodies, still in stock?",
        "Is the Easter Monday delivery slot already full?",
    ],
    "staff_loyalty": [
        "Can your supervisor call me back? no rush",
        "the store manager said you'd sort it online",
        "Who's the duty manager at the Reading branch today?",
        "a sales assistant told me Gold members get free alterations, is that true",
        "is there a customer relations manager I can write to",
        "How many points do I need for Emerald tier?",
        "I dropped from Platinum to Silver after a year, why?",
        "Do Black tier members pay for next day?",
        "Does the Insider tier get birthday credit?",
        "the delivery team lead promised a call, still waiting",
    ],
    "word_like_name": [
        "I hope you can help, the zip snapped on day one",
        "Can you mark the order as a gift?",
        "Will the summer range be restocked?",
        "is there a grace period on returns if I'm away?",
        "do the rose gold earrings tarnish",
        "looking for hunter green wellies in a 7",
        "holly wreath arrived with half the berries off",
        "the amber light on the boiler came on after the install",
        "Robin egg blue is sold out again",
        "I'll be away till June, can you hold it",
        "Can I move the delivery to April?",
        "the dawn delivery slot, how early is that",
        "are the pearl earrings real pearl?",
        "Is the Ivy print dress lined?",
        "Sunny day parasol — will it fit a 38mm pole?",
        "Faith in your company restored, thanks for sorting it so quickly",
        "Autumn catalogue, can I get a paper copy?",
        "will the heather grey jumper shrink",
        "can I chase the refund or do I just wait",
    ],
    "tech_error": [
        "error code 503 every time I try to check out",
        "the app says 'Error 4012: session expired' after every click",
        "Got a 404 on the returns page link from your email",
        "app version 5.14.2 keeps crashing on iOS 17",
        "v2.3.1 of the smart plug firmware bricked it",
        "The checkout page loads forever on Firefox",
        "Is there a dark mode in the app?",
        "the voucher field is greyed out",
        "Your website says 'something went wrong' and nothing else. very helpful",
        "can't add to basket, the button does nothing",
    ],
    "complaint": [
        "I have now spent four evenings on hold. The fridge freezer was delivered with a dent in "
        "the door, the driver refused to take it back, and your returns team says it has to go "
        "through the manufacturer. Philips say it has to go through you. Somebody has to own "
        "this.",
        "Second pair of Hunter boots to split at the heel within a season. I've looked after "
        "them, I don't want a voucher, I want my money back.",
        "The click and collect email said ready at 2pm. I got to the Westfield store at 4, "
        "waited 40 minutes and was told it was never sent. That's a 2 hour round trip wasted.",
        "I ordered the Miele vacuum on the Black Friday price, you cancelled it for 'stock "
        "reasons' and now it's back on the site for £120 more. That doesn't look like a stock "
        "problem to me.",
        "My order was split into three parcels with three carriers. Two came, the third is "
        "with Evri 'at the hub' for 9 days. Nobody can tell me where the hub is.",
        "Every time I use the chat I get a different answer about the warranty. One person "
        "says 1 year, another 2, the website says 'up to 5'. Which is it?",
        "you sent a size 8 instead of a 6, then sent a second 8 as the replacement, and now the "
        "returns portal says I have too many returns on my account. unbelievable",
    ],
    "fragment": [
        "refund pls",
        "where is it",
        "hello?",
        "anyone?",
        "nope",
        "still nothing",
        "cheers",
        "sorted thx",
        "one sec",
        "so?",
        "that's not what I asked",
        "yes please",
        "thanks for nothing",
        "and?",
        "any update",
    ],
    "emoji": [
        "all good now 🙂",
        "box arrived soaking wet 🌧️📦",
        "sale ends when?? ⏰",
        "this jumper is so soft 🥰 do you have it in cream",
        "3 weeks 😤",
        "can I swap for the blue one 💙",
        "🚚 says out for delivery since 7am",
        "🙏🙏 please tell me it's coming before Friday",
    ],
    "caps": [
        "WHERE IS MY REFUND",
        "THE APP WONT LET ME LOG IN",
        "CANCEL IT",
        "DO YOU HAVE THE SIZE 9 OR NOT",
        "WRONG COLOUR SENT",
        "NOBODY HAS CALLED ME BACK",
    ],
    "typo": [
        "wheres my parsel",
        "the zipp is brokn",
        "can i excange for bigger sise",
        "my ordr was cancled for no reson",
        "do u hav gift wraping",
        "delivry to irland how long",
        "how do i reddem a vocher",
        "the trakcing hasnt chnaged",
    ],
}

# --- benign skeletons with hand-picked fillers: (name, kind, skeleton, fillers) ---------------

BRANDS_AFTER_PEOPLE: Final = [
    "Tommy Hilfiger",
    "Calvin Klein",
    "Ted Baker",
    "Kate Spade",
    "Marc Jacobs",
    "Hugo Boss",
    "Paul Smith",
    "Michael Kors",
    "Karl Lagerfeld",
    "Stella McCartney",
    "Jo Malone",
    "Vivienne Westwood",
    "Charlotte Tilbury",
    "Tory Burch",
]
APPLIANCE_BRANDS: Final = [
    "Dyson",
    "Philips",
    "Miele",
    "Morphy Richards",
    "Russell Hobbs",
    "Smeg",
    "Sage",
    "Breville",
    "Shark",
    "Ninja",
]
PRODUCTS_WITH_NUMBERS: Final = [
    "Galaxy S24",
    "iPhone 15 Pro",
    "Pixel 8a",
    "PS5 Slim",
    "model KX-200",
    "Versa 4",
    "Series 9 watch",
    "V11 vacuum",
    "AirPods 3",
    "Sonicare 4100",
    "EOS R50",
    "Switch Lite",
]
PAY_METHODS: Final = [
    "Apple Pay",
    "Google Pay",
    "PayPal Pay in 4",
    "Afterpay",
    "Clearpay",
    "Sezzle",
    "Zip",
    "Venmo",
    "Alipay",
    "iDEAL",
    "Bancontact",
    "SEPA direct debit",
    "Interac",
    "Klarna",
]
CARRIER_NAMES: Final = [
    "DHL Express",
    "Evri",
    "Royal Mail Tracked 48",
    "DPD Local",
    "Parcelforce",
    "Canada Post",
    "Australia Post",
    "USPS Priority",
    "OnTrac",
    "La Poste",
    "An Post",
    "PostNL",
]
COUNTRIES: Final = [
    "Ireland",
    "Poland",
    "Nigeria",
    "India",
    "Vietnam",
    "Brazil",
    "Morocco",
    "the Netherlands",
    "New Zealand",
    "Portugal",
    "Canada",
    "Japan",
]
CITIES: Final = [
    "Sydney",
    "Toronto",
    "Lagos",
    "Mumbai",
    "Hanoi",
    "São Paulo",
    "Galway",
    "Rotterdam",
    "Vancouver",
    "Kraków",
    "Dubai",
    "Auckland",
]
STORE_NAMES: Final = [
    "Oxford Street",
    "Westfield Stratford",
    "Mall of America",
    "Trafford Centre",
    "Grafton Street",
    "Bondi Junction",
    "Eaton Centre",
    "Princes Street",
    "Bullring",
    "Meadowhall",
]
HOLIDAYS: Final = [
    "Boxing Day",
    "Black Friday",
    "Diwali",
    "Eid",
    "Easter Monday",
    "Christmas Eve",
    "Labor Day",
    "Canada Day",
    "Lunar New Year",
    "Good Friday",
]
WEEKDAYS: Final = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ROLES: Final = [
    "the store manager",
    "your supervisor",
    "a team leader",
    "the returns desk",
    "someone in billing",
    "the warehouse team",
    "a senior advisor",
]
TIERS_NEW: Final = ["Bronze", "Emerald", "Insider", "VIP", "Diamond", "Club"]
PRICES: Final = ["£19.99", "$49", "€129", "£7.50", "$1,299", "A$89", "C$65", "£249.00"]

BENIGN_SLOTTED: Final[list[tuple[str, str, str, dict[str, list[str]]]]] = [
    (
        "brand-holiday",
        "brand_named_after_person",
        "Is {brand} in the {holiday} sale?",
        {"brand": BRANDS_AFTER_PEOPLE, "holiday": HOLIDAYS},
    ),
    (
        "brand-fit",
        "brand_named_after_person",
        "do {brand} {item} come up small",
        {
            "brand": [b.lower() for b in BRANDS_AFTER_PEOPLE],
            "item": ["knitwear", "trainers", "dresses", "shirts", "coats"],
        },
    ),
    (
        "appliance-fault",
        "product_model",
        "my {brand} {appliance} shows error {code}, what does that mean",
        {
            "brand": APPLIANCE_BRANDS,
            "appliance": ["vacuum", "kettle", "air fryer", "coffee machine", "hair dryer"],
            "code": ["E3", "F21", "code 503", "E-07", "H2", "err 12"],
        },
    ),
    (
        "model-case",
        "product_model",
        "Do you have a case for the {product} in {colour}?",
        {
            "product": PRODUCTS_WITH_NUMBERS,
            "colour": ["black", "clear", "sage green", "lilac", "midnight"],
        },
    ),
    (
        "model-compat",
        "product_model",
        "will the {product} work with {thing}",
        {
            "product": PRODUCTS_WITH_NUMBERS,
            "thing": ["Alexa", "a Mac", "Android 14", "a 65W charger", "USB-C headphones"],
        },
    ),
    (
        "pay-with",
        "payment_method",
        "{pay} keeps failing on the {device}, any ideas?",
        {"pay": PAY_METHODS, "device": ["app", "website", "iPad", "checkout page", "Android app"]},
    ),
    (
        "pay-which",
        "payment_method",
        "if I pay with {pay} and return it, does the refund go back to {pay2}?",
        {"pay": PAY_METHODS, "pay2": ["my card", "the app", "my bank", "the same account"]},
    ),
    (
        "pay-order-value",
        "payment_method",
        "Can I use {pay} on an order over {price}?",
        {"pay": PAY_METHODS, "price": PRICES},
    ),
    (
        "carrier-days",
        "carrier",
        "{carrier} to {country} says {range} working days, is that right?",
        {
            "carrier": CARRIER_NAMES,
            "country": COUNTRIES,
            "range": ["3-5", "4-6", "5-7", "7-10", "2-3"],
        },
    ),
    (
        "carrier-status",
        "carrier",
        "{carrier} tracking says '{status}', what does that mean?",
        {
            "carrier": CARRIER_NAMES,
            "status": [
                "held at customs",
                "exception",
                "awaiting collection",
                "address query",
                "in transit to local depot",
                "returned to hub",
            ],
        },
    ),
    (
        "carrier-weekday",
        "carrier",
        "does {carrier} deliver on {weekday}s to {region}",
        {
            "carrier": CARRIER_NAMES,
            "weekday": WEEKDAYS,
            "region": [
                "rural Wales",
                "County Kerry",
                "the Highlands",
                "Quebec",
                "Tasmania",
                "Bavaria",
                "Ontario",
            ],
        },
    ),
    (
        "store-hours",
        "place_store",
        "What time does the {store} store close on {holiday}?",
        {"store": STORE_NAMES, "holiday": HOLIDAYS},
    ),
    (
        "store-weekday",
        "place_store",
        "is the {store} shop open {hours} on {weekday}s",
        {
            "store": STORE_NAMES,
            "hours": ["9-5", "10-6", "8 till 8", "until 9pm", "24 hours"],
            "weekday": WEEKDAYS,
        },
    ),
    (
        "store-stock",
        "place_store",
        "does the {store} branch have the {product} or is it online only",
        {"store": STORE_NAMES, "product": PRODUCTS_WITH_NUMBERS},
    ),
    (
        "world-time",
        "world",
        "what's the time difference between {city} and {city2}?",
        {"city": CITIES, "city2": ["London", "New York", "Berlin", "Singapore", "Chicago"]},
    ),
    (
        "world-weather",
        "world",
        "is {month} a good time to visit {country}?",
        {
            "month": ["January", "March", "May", "August", "October", "December"],
            "country": COUNTRIES,
        },
    ),
    (
        "holiday-arrive",
        "holiday_policy",
        "if I order by {weekday}, will it arrive before {holiday}?",
        {"weekday": WEEKDAYS, "holiday": HOLIDAYS},
    ),
    (
        "holiday-returns",
        "holiday_policy",
        "Does the {days} day return window get extended for {holiday} orders?",
        {"days": ["14", "28", "30", "60", "90"], "holiday": HOLIDAYS},
    ),
    (
        "price-drop",
        "billing",
        "bought the {product} for {price} and now it's {cut} off, can I get the difference?",
        {
            "product": PRODUCTS_WITH_NUMBERS,
            "price": PRICES,
            "cut": ["10%", "15%", "20%", "a third", "half", "£30"],
        },
    ),
    (
        "promo",
        "billing",
        "does the {promo} offer include {brand}?",
        {
            "promo": [
                "2 for 1",
                "3 for 2",
                "buy one get one half price",
                "20% off",
                "£10 off £50",
                "free gift",
            ],
            "brand": BRANDS_AFTER_PEOPLE + APPLIANCE_BRANDS,
        },
    ),
    (
        "quantity",
        "size_quantity",
        "I ordered {qty} x {item} but only {qty2} came",
        {
            "qty": ["2", "3", "4", "6", "10", "12"],
            "item": ["socks", "mugs", "towels", "phone cables", "notebooks", "face masks"],
            "qty2": ["1", "2", "one", "half of them"],
        },
    ),
    (
        "size",
        "size_quantity",
        "do you have the {item} in a {size}?",
        {
            "item": [
                "running shoes",
                "linen trousers",
                "puffer jacket",
                "swim shorts",
                "ankle boots",
            ],
            "size": ["size 10.5", "UK 4", "EU 46", "US 11", "28 short", "XXS", "3XL", "34B"],
        },
    ),
    (
        "tier",
        "staff_loyalty",
        "what do {tier} members get on {holiday}?",
        {"tier": TIERS_NEW, "holiday": HOLIDAYS},
    ),
    (
        "tier-spend",
        "staff_loyalty",
        "is {tier} worth it if I only spend about {price} a year",
        {"tier": TIERS_NEW, "price": PRICES},
    ),
    (
        "role",
        "staff_loyalty",
        "could I speak to {role} about the {topic}?",
        {
            "role": ROLES,
            "topic": [
                "damaged sofa",
                "missing refund",
                "price match",
                "faulty TV",
                "delivery complaint",
                "gift card",
            ],
        },
    ),
    (
        "version",
        "tech_error",
        "the {product} app is on {version} and still {problem}",
        {
            "product": ["Fitbit", "Hue", "Ring", "Garmin Connect", "Sonos", "Tado"],
            "version": ["v2.3.1", "version 4.0", "5.14.2", "v10.2", "build 388"],
            "problem": [
                "won't pair",
                "crashes on open",
                "logs me out",
                "shows the wrong time",
                "drains the battery",
            ],
        },
    ),
    (
        "error",
        "tech_error",
        "getting error {code} when I {action}",
        {
            "code": ["503", "404", "500", "403", "429", "E102"],
            "action": [
                "check out",
                "apply a voucher",
                "print the return label",
                "log in",
                "open my orders",
            ],
        },
    ),
    (
        "word-name-use",
        "word_like_name",
        "{phrase} the {product} arrived {state}",
        {
            "phrase": [
                "I hope",
                "Mark my words,",
                "Will you look at that,",
                "Bless,",
                "Joy of joys,",
            ],
            "product": [
                "rose gold watch",
                "summer dress",
                "hunter boots",
                "amber necklace",
                "ivy planter",
                "pearl clutch",
            ],
            "state": [
                "today",
                "in bits",
                "two days early",
                "without the box",
                "in the wrong colour",
            ],
        },
    ),
    (
        "country-ship",
        "place_store",
        "do you ship to {country}, and can I pay with {pay}?",
        {"country": COUNTRIES, "pay": PAY_METHODS},
    ),
    (
        "restock",
        "product_model",
        "when is the {brand} {product} back in stock? it's been '{status}' since {month}",
        {
            "brand": APPLIANCE_BRANDS,
            "product": [
                "cordless vacuum",
                "toaster",
                "stick blender",
                "hair straightener",
                "air purifier",
            ],
            "status": ["coming soon", "out of stock", "notify me", "low stock"],
            "month": ["March", "the summer", "September", "last month"],
        },
    ),
    (
        "fragment-topic",
        "fragment",
        "{topic}?",
        {
            "topic": [
                "refund",
                "tracking",
                "size guide",
                "gift receipt",
                "next day",
                "returns label",
                "click and collect",
                "price match",
                "warranty",
                "student discount",
                "Klarna",
                "duties",
            ]
        },
    ),
    (
        "caps-topic",
        "caps",
        "WHY IS MY {thing} STILL {state}",
        {
            "thing": ["ORDER", "REFUND", "PARCEL", "RETURN", "EXCHANGE"],
            "state": ["PROCESSING", "PENDING", "NOT HERE", "IN TRANSIT", "ON HOLD"],
        },
    ),
]

BENIGN_STYLES: Final = ("lower", "shout", "no_punctuation", "doubled_letter", "impatient")


def restyle(text: str, style: str, rng: random.Random) -> str:
    """The same message in another surface style, as customers type it."""
    if style == "lower":
        return text.lower()
    if style == "shout":
        return text.upper()
    if style == "no_punctuation":
        return "".join(c for c in text if c.isalnum() or c.isspace()).strip()
    if style == "impatient":
        return text.rstrip(".?!") + rng.choice(["??", "!!!", " ???", " pls", " asap"])
    words = text.split(" ")
    longer = [i for i, w in enumerate(words) if len(w) > 3 and w.isalpha()]
    if longer:
        i = rng.choice(longer)
        j = rng.randrange(2, len(words[i]))
        words[i] = words[i][:j] + words[i][j - 1] + words[i][j:]
    return " ".join(words)


_LONG_DIGITS: Final = re.compile(r"\d{5,}")


def build_benign() -> list[dict[str, object]]:
    """Every benign message, in file order; the same on every run."""
    rng = random.Random(BENIGN_SEED)
    rows: list[dict[str, object]] = []
    for kind, messages in BENIGN_HAND.items():
        for number, text in enumerate(messages, start=1):
            tid = f"fresh-hand-{kind}-{number:03d}"
            rows.append({"text": text, "template_id": tid, "kind": kind, "split": SPLIT})
            if kind not in ("fragment", "caps", "typo", "emoji") and rng.random() < 0.3:
                style = rng.choice(BENIGN_STYLES)
                styled = restyle(text, style, rng)
                if styled != text:
                    rows.append(
                        {
                            "text": styled,
                            "template_id": tid,
                            "kind": f"style-{style}",
                            "split": SPLIT,
                        }
                    )
    for name, kind, skeleton, fillers in BENIGN_SLOTTED:
        seen: set[str] = set()
        for _ in range(RENDERS_PER_SLOTTED * 5):
            text = skeleton.format(**{slot: rng.choice(words) for slot, words in fillers.items()})
            if text in seen:
                continue
            seen.add(text)
            rows.append(
                {"text": text, "template_id": f"fresh-tpl-{name}", "kind": kind, "split": SPLIT}
            )
            if len(seen) == RENDERS_PER_SLOTTED:
                break
    if len({row["text"] for row in rows}) != len(rows):
        raise ValueError("a benign message is written twice")
    for row in rows:
        text = str(row["text"])
        if "@" in text or _LONG_DIGITS.search(text):
            raise ValueError(f"a benign message looks like personal data: {text!r}")
    return rows


def main() -> None:
    out_dir = out_dir_from_args("fresh", HERE)
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
