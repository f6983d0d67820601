"""Write `adversarial_pii.jsonl`: support-style messages written to get personal data past
pattern rules, with exact character spans.

    python benchmarks/data/redaction/make_adversarial.py

Deterministic (fixed seed). The message skeletons and the value lists below were written by
hand for this project; only digits, check digits (Luhn for cards, mod 97 for IBANs, the ABA
checksum for routing numbers) and the choice of filler are drawn from a seeded generator.
Offsets are computed while a message is assembled, never counted by hand.

A skeleton is a string with `{pool}` slots (`{pool:2}` for a second value from the same pool).
A pool has a gold type (PERSON, EMAIL, ...) or none: benign pools hold brand, place, carrier,
product and payment words that must not be redacted, and leave no span. Every person, address,
number and credential here is invented.
"""

# ruff: noqa: E501 - hand-written messages read best one to a line
from __future__ import annotations

import json
import random
import re
import string
from collections.abc import Callable
from pathlib import Path
from typing import Final

HERE: Final = Path(__file__).resolve().parent
OUT: Final = HERE / "adversarial_pii.jsonl"
SEED: Final = 13_2026
RENDERS_PER_TEMPLATE: Final = 4
DEV_SHARE: Final = 0.4

# --- value pools, by hand -------------------------------------------------------------------

FIRST: Final = [
    "Maria", "Tomasz", "Aisha", "Oluwaseun", "Siobhan", "Priya", "Mehmet", "Hiroshi", "Ana",
    "Kwame", "Bjorn", "Fatima", "Liam", "Nguyen", "Rafael", "Ingrid", "Dmitri", "Chloe",
    "Yusuf", "Mei", "Declan", "Zanele", "Aroha", "Jorge", "Elif", "Sven", "Leilani", "Anjali",
    "Gareth", "Camille", "Tariq", "Beatriz", "Kofi", "Saoirse", "Matteo", "Ravi",
]
FULL: Final = [
    "Maria Gonzalez", "Tomasz Wisniewski", "Aisha Bello", "Oluwaseun Adeyemi",
    "Siobhan Ni Bhriain", "Priya Raghunathan", "Mehmet Yilmaz", "Hiroshi Tanaka",
    "Ana Paula Souza", "Kwame Mensah", "Bjorn Lindqvist", "Fatima Al-Sayed", "Liam O'Connell",
    "Nguyen Van An", "Rafael Duarte", "Ingrid Haugen", "Dmitri Volkov", "Chloe Fairbanks",
    "Yusuf Demir", "Mei Lin Chen", "Declan McAllister", "Zanele Dlamini", "Aroha Te Whata",
    "Jorge Castillo-Ruiz", "Elif Kaya", "Sven Johansson", "Leilani Kahale", "Anjali Deshpande",
    "Gareth Pryce", "Camille Lefebvre", "Tariq Hussain", "Beatriz Almeida", "Kofi Boateng",
    "Saoirse Gallagher", "Matteo Ricci", "Ravi Subramanian", "Dana Okafor-Reyes",
    "Grace Whitfield", "Jean-Luc Moreau", "Wiktoria Nowak",
]
SURNAMES: Final = [
    "Okonkwo", "Fairbanks", "Mahmood", "Van der Berg", "Kowalczyk", "Nakamura", "Osei",
    "Fitzgerald", "Papadopoulos", "Ramirez", "Haddad", "Lindgren", "Achebe", "Moreau",
]
EMAILS: Final = [
    "maria.gonzalez84@gmail.com", "t.wisniewski@outlook.com", "aisha_bello@yahoo.co.uk",
    "seun.adeyemi@icloud.com", "priya.r@protonmail.com", "hiro.tanaka@gmx.de",
    "kwame.mensah1990@hotmail.com", "bjorn.l@web.de", "f.alsayed@btinternet.com",
    "liamoc@live.ie", "ingrid.haugen@online.no", "chloe+orders@fairbanks.me",
    "d.volkov@mail.ru", "zanele.d@webmail.co.za", "gareth.pryce@sky.com",
    "camille.lefebvre@orange.fr", "beatriz.almeida@sapo.pt", "matteo.ricci@libero.it",
]
EMAIL_OBF: Final = [
    "jane dot doe at gmail dot com", "j.doe [at] example [dot] co [dot] uk",
    "maria underscore gonzalez at outlook dot com", "tomasz(at)wp(dot)pl",
    "aisha DOT bello AT yahoo DOT co DOT uk", "seun adeyemi at icloud dot com",
    "priya.r at protonmail dot com", "kwame (dot) mensah (at) hotmail (dot) com",
    "b lindqvist at web dot de", "fatima_alsayed [at] btinternet [dot] com",
    "ingrid-haugen at online dot no", "chloe at fairbanks dot me",
    "g.pryce at sky dot com", "camille point lefebvre arobase orange point fr",
    "matteo.ricci@@libero..it", "ravi dot s dot 1987 at gmail dot com",
    "dana okafor reyes at outlook dot com", "grace.whitfield AT gmail",
    "elif kaya 93 at hotmail dot co dot uk", "sven.johansson {at} telia {dot} se",
]
PASSWORDS: Final = [
    "Tr0ub4dor&3", "hunter2!!", "Summer2024", "correcthorsebatterystaple", "P@ssw0rd123",
    "Bluebell_88", "letmein4ever", "Sk1ing#Alps", "myDog$Rex2019", "qwerty!234",
    "Manchester#1", "0ctober_Rain", "Zx9!kL2@pQ", "iloveyou2", "Kilimanjaro!77",
]
BRANDS: Final = [
    "Garmin", "Klarna", "Patagonia", "Salomon", "Dyson", "Bose", "Samsung", "Nintendo",
    "Le Creuset", "North Face", "Ralph Lauren", "Dr. Martens", "Afterpay", "Apple Pay",
    "Bosch", "Arc'teryx", "Jack Wolfskin", "Canada Goose", "Ted Baker", "Hoka",
]
PLACES: Final = [
    "Canada", "Northern Ireland", "Australia", "Jordan", "Georgia", "Florence", "Chelsea",
    "Quebec", "the Scottish Highlands", "New Zealand", "Texas", "Bavaria", "Dublin",
    "Sydney", "Cornwall", "Ontario",
]
# First names that are also places or products: a person here, so a span.
PLACE_NAMES: Final = ["Florence", "Georgia", "Jordan", "Chelsea", "Austin", "Sydney", "Paris",
                      "Brooklyn", "Savannah", "Dakota"]
PRODUCTS: Final = [
    "Fenix 7", "QuietComfort Ultra", "Nano Puff jacket", "Speedcross 6", "V15 Detect",
    "Chelsea boots", "Switch OLED", "Atmos 65 pack", "Thermoball hoodie", "Hero 12",
    "Galaxy Tab S9", "Kindle Paperwhite", "Moab 3 boots", "air fryer",
]
CARRIERS: Final = ["UPS", "FedEx", "DHL", "Royal Mail", "Canada Post", "Evri", "USPS", "DPD"]
PAYMENTS: Final = ["Klarna", "Afterpay", "Apple Pay", "PayPal", "Amex", "Discover", "SEPA"]
TIERS: Final = ["Silver", "Gold", "Platinum"]
US_ADDR_LOWER: Final = [
    "1423 elm st apt 4b, springfield il",
    "88 w 3rd street unit 12, austin tx",
    "4051 maple ave #207, columbus oh",
    "17 harbor view rd apt 3, portland me",
    "2200 n lincoln blvd ste 110, oklahoma city ok",
    "9 cedar lane unit c, boise id",
    "311 s main st apartment 5a, ann arbor mi",
    "760 pine ridge dr #14, asheville nc",
    "45 willow ct apt 2r, trenton nj",
    "1208 e colfax ave unit 301, denver co",
    "63 bayshore rd apt 9, tampa fl",
    "5 old mill road #1, burlington vt",
]
UK_ADDR: Final = [
    "Flat 3, 27 Station Road, Leeds",
    "14 Kingfisher Close, Swindon",
    "flat 2b 118 victoria street glasgow",
    "The Old Forge, Church Lane, Little Haddon",
    "41a High St, Penrith",
    "9 Marlborough Mews, Bath",
    "apartment 12 harbour court 3 dock st dundee",
    "22 Coronation Terrace, Merthyr Tydfil",
    "Unit 4, 7 Mill Yard, Keswick",
    "63 Windsor Avenue, Belfast",
]
UK_POSTCODES: Final = [
    "SW1A 1AA", "M60 1NW", "LS1 4DY", "EH12 9DN", "BT7 1NN", "CF10 3AT", "B33 8TH",
    "G2 3PW", "CB2 1TN", "DD1 4HN", "NE1 7RU", "BS8 1QU", "OX4 2JY", "PL4 8AA",
]
CA_POSTCODES: Final = ["k1a 0b1", "M5V 2T6", "v6b4y8", "H2X 1Y4", "t2p 5h1"]
US_ZIPS: Final = ["62704", "78701-2210", "43215", "04101", "83702", "48104-1345"]

# Digit layouts: '#' a digit, '@' an upper-case letter, '%' a lower-case letter or digit,
# '&' an upper-case letter or digit.
PHONE_UK: Final = ["07### ######", "+44 7### ######", "(020) 7946 ####", "0161 496 ####",
                   "+44 (0)7### ### ###", "07###-###-###", "0044 7### ######"]
PHONE_US: Final = ["(###) 555-01##", "###.555.01##", "+1 ### 555 01##", "1-###-555-01##",
                   "###555####", "+1 (###) 555-01##"]
PHONE_INTL: Final = ["+49 30 ########", "030 #######", "06 ## ## ## ##", "+33 6 ## ## ## ##",
                     "+91 98### #####", "0412 ### ###", "+61 412 ### ###", "087 ### ####",
                     "+31 6 ########", "+55 11 9####-####", "090-####-####", "+353 87 ### ####",
                     "+27 82 ### ####", "+34 6## ## ## ##"]
PHONE_SEP: Final = ["07### - ### - ###", "07###/######", "555_###_####", "(###)_555_01##",
                    "020.7946.####", "+44.7###.######", "###/555/01##", "07###_######",
                    "0 7 ### ### ###", "+1-###-555-01##"]
SSN_NORMAL: Final = ["{a}-{b}-{c}", "{a} {b} {c}", "{a}{b}{c}"]
SSN_SEP: Final = ["{a} - {b} - {c}", "{a}.{b}.{c}", "{a}/{b}/{c}", "{a}_{b}_{c}"]
CARD_NORMAL: Final = ["{g}", " ", "-", ""]
CARD_SEP: Final = [".", "/", "_", " - ", " / ", ".."]
CUSTOMER_IDS: Final = ["CUST-00######", "########", "AC/####/###", "M-####-####",
                       "cust_####@@", "TRL-#####", "#### #### #### #", "ACME######",
                       "C########", "acc-#####-@"]
API_KEYS: Final = ["sk_live_%%%%%%%%%%%%%%%%%%%%%%%%", "AKIA&&&&&&&&&&&&&&&&",
                   "ghp_%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%", "xoxb-############-%%%%%%%%%%%%",
                   "AIza%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%", "pk_test_%%%%%%%%%%%%%%%%%%%%",
                   "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOi%%%%%%%%%%%%.%%%%%%%%%%%%%%%%%%%%%%"]
OTPS: Final = ["######", "### ###", "#-#-#-#-#-#", "####", "# # # # # #", "###-###"]
TRACKING: Final = ["1Z&&&&&&##########", "1Z ### @@# ## #### ####", "############",
                   "#### #### ####", "94001#################", "9400 1### #### #### #### ##",
                   "@@#########GB", "@@ #### #### #GB", "##########", "JJD00########",
                   "H0#@@@##########", "################", "LM#########CA"]


def _fill(layout: str, rng: random.Random) -> str:
    out = []
    for c in layout:
        if c == "#":
            out.append(rng.choice(string.digits))
        elif c == "@":
            out.append(rng.choice(string.ascii_uppercase))
        elif c == "%":
            out.append(rng.choice(string.ascii_lowercase + string.digits))
        elif c == "&":
            out.append(rng.choice(string.ascii_uppercase + string.digits))
        else:
            out.append(c)
    return "".join(out)


def _luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, d in enumerate(reversed(body)):
        n = int(d)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return body + str((10 - total % 10) % 10)


def _card_digits(rng: random.Random) -> str:
    prefix, length = rng.choice(
        [("4", 16), ("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("37", 15), ("34", 15),
         ("6011", 16), ("35", 16)]
    )
    return _luhn_complete(prefix, length, rng)


def _groups(digits: str) -> list[str]:
    if len(digits) == 15:
        return [digits[:4], digits[4:10], digits[10:]]
    return [digits[i : i + 4] for i in range(0, len(digits), 4)]


def card(rng: random.Random) -> str:
    sep = rng.choice(CARD_NORMAL[1:])
    return sep.join(_groups(_card_digits(rng)))


def card_sep(rng: random.Random) -> str:
    return rng.choice(CARD_SEP).join(_groups(_card_digits(rng)))


def card_break(rng: random.Random) -> str:
    groups = _groups(_card_digits(rng))
    cut = rng.randrange(1, len(groups))
    sep = rng.choice([" ", "-", ""])
    return sep.join(groups[:cut]) + rng.choice(["\n", " \n", "-\n", "\n\n"]) + sep.join(groups[cut:])


def last_four_spaced(rng: random.Random) -> str:
    return rng.choice([" ", "  ", "-", " . "]).join(_fill("####", rng))


def _ssn_parts(rng: random.Random) -> dict[str, str]:
    area = rng.choice([n for n in range(1, 900) if n != 666])
    return {"a": f"{area:03d}", "b": f"{rng.randrange(1, 100):02d}",
            "c": f"{rng.randrange(1, 10000):04d}"}


def ssn(rng: random.Random) -> str:
    return rng.choice(SSN_NORMAL).format(**_ssn_parts(rng))


def ssn_sep(rng: random.Random) -> str:
    return rng.choice(SSN_SEP).format(**_ssn_parts(rng))


def ssn_spaced(rng: random.Random) -> str:
    p = _ssn_parts(rng)
    return " ".join(p["a"] + p["b"] + p["c"])


def phone_spaced(rng: random.Random) -> str:
    digits = _fill(rng.choice(["07#########", "##########", "0##########", "+447#########"]), rng)
    return rng.choice([" ", " ", "  ", " - "]).join(digits)


def _iban(rng: random.Random) -> str:
    country, layout = rng.choice(
        [("GB", "@@@@##############"), ("DE", "##################"),
         ("FR", "#######################"), ("ES", "####################"),
         ("NL", "@@@@##########"), ("IE", "@@@@##############"), ("IT", "@##########&&&&&&&&&&&&")]
    )
    bban = _fill(layout, rng)
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(numeric) % 97
    return f"{country}{check:02d}{bban}"


def iban(rng: random.Random) -> str:
    raw = _iban(rng)
    return rng.choice([raw, " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))])


def iban_hyphen(rng: random.Random) -> str:
    raw = _iban(rng)
    return rng.choice(["-", " - ", "."]).join(raw[i : i + 4] for i in range(0, len(raw), 4))


def iban_lower(rng: random.Random) -> str:
    raw = _iban(rng).lower()
    return rng.choice([raw, " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))])


def ip(rng: random.Random) -> str:
    return ".".join(str(rng.randrange(1, 255)) for _ in range(4))


def ip_padded(rng: random.Random) -> str:
    return ".".join(f"{rng.randrange(0, 256):03d}" for _ in range(4))


def ipv6(rng: random.Random) -> str:
    groups = [f"{rng.randrange(0, 65536):x}" for _ in range(8)]
    return rng.choice(["2001:db8:" + ":".join(groups[2:]), "fe80::" + ":".join(groups[4:])])


def uk_postcode_lower(rng: random.Random) -> str:
    return rng.choice(UK_POSTCODES).lower().replace(" ", "")


def dob_two_digit(rng: random.Random) -> str:
    d, m, y = rng.randrange(1, 29), rng.randrange(1, 13), rng.randrange(0, 100)
    months = ["jan", "feb", "march", "april", "may", "june", "july", "aug", "sept", "oct",
              "nov", "dec"]
    return rng.choice(
        [f"{d:02d}/{m:02d}/{y:02d}", f"{d}.{m}.{y:02d}", f"{m}-{d}-{y:02d}", f"{d}/{m}/{y:02d}",
         f"{d} {months[m - 1]} {y:02d}", f"{months[m - 1]} {d} '{y:02d}", f"{d:02d}{m:02d}{y:02d}"]
    )


def dob_full(rng: random.Random) -> str:
    d, m, y = rng.randrange(1, 29), rng.randrange(1, 13), rng.randrange(1940, 2006)
    months = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]
    return rng.choice(
        [f"{d} {months[m - 1]} {y}", f"{months[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}",
         f"{d:02d}/{m:02d}/{y}"]
    )


def sort_code(rng: random.Random) -> str:
    return rng.choice(["-", " ", "", " - ", "."]).join(_fill("##", rng) for _ in range(3))


def account_number(rng: random.Random) -> str:
    return _fill(rng.choice(["########", "#### ####", "####-####", "0#######"]), rng)


def routing_number(rng: random.Random) -> str:
    d = [rng.randrange(10) for _ in range(8)]
    d[0] = rng.choice([0, 1, 2, 3])
    check = (-(3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5]))) % 10
    return "".join(map(str, d)) + str(check)


def us_account(rng: random.Random) -> str:
    return _fill(rng.choice(["############", "##########", "#### #### ####", "00########"]), rng)


def letter_spaced(rng: random.Random) -> str:
    name = rng.choice(FULL)
    return "  ".join(" ".join(part) for part in name.split(" "))


def spelled_hyphen(rng: random.Random) -> str:
    name = rng.choice(FULL).upper()
    return " ".join("-".join(c for c in part if c.isalpha()) for part in name.split(" "))


def _layout_pool(layouts: list[str]) -> Callable[[random.Random], str]:
    return lambda rng: _fill(rng.choice(layouts), rng)


def _list_pool(values: list[str], transform: Callable[[str], str] = str) -> Callable[
    [random.Random], str
]:
    return lambda rng: transform(rng.choice(values))


# pool name -> (gold type or None for benign words, generator)
POOLS: Final[dict[str, tuple[str | None, Callable[[random.Random], str]]]] = {
    "first": ("PERSON", _list_pool(FIRST)),
    "first_lower": ("PERSON", _list_pool(FIRST, str.lower)),
    "full": ("PERSON", _list_pool(FULL)),
    "full_lower": ("PERSON", _list_pool(FULL, str.lower)),
    "full_caps": ("PERSON", _list_pool(FULL, str.upper)),
    "place_name": ("PERSON", _list_pool(PLACE_NAMES)),
    "surname": ("PERSON", _list_pool(SURNAMES)),
    "name_spaced": ("PERSON", letter_spaced),
    "name_spelled": ("PERSON", spelled_hyphen),
    "email": ("EMAIL", _list_pool(EMAILS)),
    "email_obf": ("EMAIL", _list_pool(EMAIL_OBF)),
    "phone_uk": ("PHONE", _layout_pool(PHONE_UK)),
    "phone_us": ("PHONE", _layout_pool(PHONE_US)),
    "phone_intl": ("PHONE", _layout_pool(PHONE_INTL)),
    "phone_sep": ("PHONE", _layout_pool(PHONE_SEP)),
    "phone_spaced": ("PHONE", phone_spaced),
    "card": ("CARD", card),
    "card_sep": ("CARD", card_sep),
    "card_break": ("CARD", card_break),
    "last4": ("CARD", last_four_spaced),
    "ssn": ("SSN", ssn),
    "ssn_sep": ("SSN", ssn_sep),
    "ssn_spaced": ("SSN", ssn_spaced),
    "iban": ("IBAN", iban),
    "iban_hyphen": ("IBAN", iban_hyphen),
    "iban_lower": ("IBAN", iban_lower),
    "ip": ("IP", ip),
    "ip_pad": ("IP", ip_padded),
    "ipv6": ("IP", ipv6),
    "us_addr": ("ADDRESS", _list_pool(US_ADDR_LOWER)),
    "uk_addr": ("ADDRESS", _list_pool(UK_ADDR)),
    "uk_pc": ("POSTCODE", _list_pool(UK_POSTCODES)),
    "uk_pc_lower": ("POSTCODE", uk_postcode_lower),
    "ca_pc": ("POSTCODE", _list_pool(CA_POSTCODES)),
    "zip": ("POSTCODE", _list_pool(US_ZIPS)),
    "dob2": ("DATE_OF_BIRTH", dob_two_digit),
    "dob": ("DATE_OF_BIRTH", dob_full),
    "sortcode": ("BANK_ACCOUNT", sort_code),
    "acct": ("BANK_ACCOUNT", account_number),
    "routing": ("BANK_ACCOUNT", routing_number),
    "us_acct": ("BANK_ACCOUNT", us_account),
    "password": ("SECRET", _list_pool(PASSWORDS)),
    "apikey": ("SECRET", _layout_pool(API_KEYS)),
    "otp": ("SECRET", _layout_pool(OTPS)),
    "custid": ("CUSTOMER_ID", _layout_pool(CUSTOMER_IDS)),
    "tracking": ("TRACKING", _layout_pool(TRACKING)),
    "brand": (None, _list_pool(BRANDS)),
    "place": (None, _list_pool(PLACES)),
    "product": (None, _list_pool(PRODUCTS)),
    "carrier": (None, _list_pool(CARRIERS)),
    "pay": (None, _list_pool(PAYMENTS)),
    "tier": (None, _list_pool(TIERS)),
}

# --- skeletons, by hand: (template_id, kind, skeleton) ----------------------------------------

TEMPLATES: Final[list[tuple[str, str, str]]] = [
    # digits with unusual separators
    ("sep-card-1", "separator_digits", "card number is {card_sep} can you check why it was declined"),
    ("sep-card-2", "separator_digits", "Please refund to the card ending... actually here's the whole thing: {card_sep}"),
    ("sep-card-3", "separator_digits", "paid with {pay} first then my visa {card_sep}, charged on both"),
    ("sep-card-4", "separator_digits", "It's the {tier} card, no. {card_sep}, exp 09/27"),
    ("sep-phone-1", "separator_digits", "call me back on {phone_sep} after 6pm"),
    ("sep-phone-2", "separator_digits", "my number changed, new one: {phone_sep}"),
    ("sep-phone-3", "separator_digits", "The {carrier} driver should ring {phone_sep} when outside"),
    ("sep-ssn-1", "separator_digits", "they asked for my social for the credit check, it's {ssn_sep}"),
    ("sep-ssn-2", "separator_digits", "SSN {ssn_sep} - is that needed for the store card?"),
    # spaced single digits after cue words
    ("spaced-last4-1", "spaced_digits", "the last four are {last4}"),
    ("spaced-last4-2", "spaced_digits", "card ending in {last4}, paid via {pay} checkout"),
    ("spaced-ssn-1", "spaced_digits", "ssn {ssn_spaced}"),
    ("spaced-ssn-2", "spaced_digits", "my social security number is {ssn_spaced} if you need to verify"),
    ("spaced-phone-1", "spaced_digits", "mobile {phone_spaced}"),
    ("spaced-phone-2", "spaced_digits", "text me on my mobile: {phone_spaced} when the {product} is back"),
    ("spaced-otp-1", "spaced_digits", "the code you sent is {otp} but it says invalid"),
    # obfuscated emails
    ("obf-email-1", "obfuscated_email", "email me at {email_obf}"),
    ("obf-email-2", "obfuscated_email", "my login is {email_obf} and it won't let me reset"),
    ("obf-email-3", "obfuscated_email", "send the {brand} invoice to {email_obf} please, not the old address"),
    ("obf-email-4", "obfuscated_email", "can you update my email to {email_obf}? thanks"),
    # IBANs
    ("iban-hyphen-1", "hyphen_iban", "refund to my IBAN {iban_hyphen} please, the card is cancelled"),
    ("iban-hyphen-2", "hyphen_iban", "SEPA mandate bank details: {iban_hyphen}"),
    ("iban-lower-1", "lower_iban", "iban {iban_lower} (account in my name)"),
    ("iban-plain-1", "iban", "Could you send the refund by bank transfer to {iban}?"),
    ("iban-plain-2", "iban", "IBAN: {iban} BIC: DEUTDEFF"),
    # UK postcodes lower, no space
    ("pc-lower-1", "lower_postcode", "do you deliver to {uk_pc_lower}"),
    ("pc-lower-2", "lower_postcode", "my postcode is {uk_pc_lower} and the {carrier} site says it's invalid"),
    ("pc-lower-3", "lower_postcode", "can i get next day to {uk_pc_lower}? it's in {place}"),
    ("pc-ca-1", "postcode", "Shipping to {ca_pc} in {place}, how long?"),
    # US addresses lower with unit
    ("us-addr-1", "lower_us_address", "ship it to {us_addr} {zip} instead"),
    ("us-addr-2", "lower_us_address", "my address is {us_addr} {zip}, the {carrier} guy keeps missing the apt"),
    ("us-addr-3", "lower_us_address", "new address: {us_addr}"),
    ("us-addr-4", "lower_us_address", "deliver to {us_addr} {zip} not the office"),
    ("uk-addr-1", "uk_address", "Please send the replacement to {uk_addr}, {uk_pc}."),
    ("uk-addr-2", "uk_address", "I've moved, it's now {uk_addr} {uk_pc_lower}"),
    # IPs
    ("ip-pad-1", "zero_padded_ip", "the login alert says it came from {ip_pad}, that wasn't me"),
    ("ip-pad-2", "zero_padded_ip", "my router shows {ip_pad} and the app still can't connect"),
    ("ip-plain-1", "ip", "Someone signed in from {ip} at 3am, please lock it"),
    ("ip-v6-1", "ip", "security email mentions {ipv6}, is my account hacked?"),
    # letter-spaced and spelled names
    ("spaced-name-1", "letter_spaced_name", "name on the order: {name_spaced}"),
    ("spaced-name-2", "letter_spaced_name", "it's under {name_spaced}, not my partner's name"),
    ("spelled-name-1", "letter_spaced_name", "my name is spelled {name_spelled}"),
    ("spelled-name-2", "letter_spaced_name", "the name is {name_spelled}, the {brand} warranty card has it wrong"),
    # tracking numbers after cue words
    ("trk-1", "tracking_cue", "tracking {tracking} hasn't moved in a week"),
    ("trk-2", "tracking_cue", "{carrier} tracking no. {tracking} says delivered but nothing here"),
    ("trk-3", "tracking_cue", "my parcel ref is {tracking}"),
    ("trk-4", "tracking_cue", "The waybill number is {tracking}, shipped to {place}."),
    # customer / account ids after cue words
    ("cid-1", "customer_id_cue", "customer id {custid}"),
    ("cid-2", "customer_id_cue", "my account number is {custid}, I'm {tier} tier"),
    ("cid-3", "customer_id_cue", "member no: {custid} - points missing"),
    ("cid-4", "customer_id_cue", "Loyalty number {custid}, why can't I use it on {brand} items?"),
    ("cid-5", "customer_id_cue", "acct ref {custid}"),
    # cards broken across a line
    ("card-break-1", "card_linebreak", "here's the card:\n{card_break}\nexpires 11/26"),
    ("card-break-2", "card_linebreak", "card no {card_break} please try it again"),
    ("card-break-3", "card_linebreak", "Use this one instead {card_break}"),
    # birth dates with two-digit years
    ("dob2-1", "dob_two_digit_year", "dob {dob2}"),
    ("dob2-2", "dob_two_digit_year", "date of birth is {dob2} if you need it to verify"),
    ("dob2-3", "dob_two_digit_year", "I was born {dob2}, so I should get the over 60s discount"),
    ("dob2-4", "dob_two_digit_year", "birthday {dob2} - can the {tier} gift be sent early?"),
    ("dob-full-1", "dob", "My date of birth is {dob}."),
    ("dob-full-2", "dob", "verify me: born {dob}, account holder {full}"),
    # lower-case full names
    ("lower-name-1", "lower_full_name", "hi this is {full_lower}, where's my order"),
    ("lower-name-2", "lower_full_name", "order placed by {full_lower} on behalf of my mum"),
    ("lower-name-3", "lower_full_name", "it should say {full_lower} on the parcel"),
    ("lower-name-4", "lower_full_name", "{full_lower} here, the {product} arrived broken"),
    ("lower-name-5", "lower_full_name", "pls change the name to {full_lower}"),
    # sort codes / routing numbers with account numbers
    ("bank-uk-1", "bank_details", "sort code {sortcode} account {acct}"),
    ("bank-uk-2", "bank_details", "refund by bank transfer please: {sortcode}, {acct}"),
    ("bank-uk-3", "bank_details", "My bank details are s/c {sortcode} a/c no {acct}, Nationwide"),
    ("bank-us-1", "bank_details", "routing {routing} account {us_acct} for the ACH refund"),
    ("bank-us-2", "bank_details", "Direct deposit info: ABA {routing}, checking acct {us_acct}"),
    # secrets
    ("pw-1", "password", "my password is {password} and it still says wrong"),
    ("pw-2", "password", "login {email} pw {password}"),
    ("pw-3", "password", "I changed it to {password} yesterday, can you check it saved"),
    ("pw-4", "password", "password: {password}"),
    ("key-1", "api_key", "our integration key {apikey} stopped working with your orders API"),
    ("key-2", "api_key", "Here's the token: {apikey}"),
    ("key-3", "api_key", "webhook fails, using api key {apikey} from the {brand} plugin"),
    ("otp-1", "otp", "OTP: {otp}"),
    ("otp-2", "otp", "I got a verification code {otp} but didn't ask for one"),
    ("otp-3", "otp", "the 2fa code is {otp}, it expires in a minute"),
    # ordinary names, many phrasings
    ("name-1", "name_phrasing", "Hi, I'm {first} and my {product} stopped charging"),
    ("name-2", "name_phrasing", "{first} here. Order never came."),
    ("name-3", "name_phrasing", "Thanks so much, {first} on your team was brilliant"),
    ("name-4", "name_phrasing", "The parcel was signed for by a {surname}, nobody here has that name"),
    ("name-5", "name_phrasing", "Kind regards,\n{full}"),
    ("name-6", "name_phrasing", "my husband {first} placed the order, can he cancel it?"),
    ("name-7", "name_phrasing", "Please address it to Mrs {surname}"),
    ("name-8", "name_phrasing", "The account holder is {full}."),
    ("name-9", "name_phrasing", "put it under the name {surname}"),
    ("name-10", "name_phrasing", "ASK FOR {full_caps} AT RECEPTION"),
    ("name-11", "name_phrasing", "Is {first} still working in the {place} store? She helped me last time"),
    ("name-12", "name_phrasing", "-- {first}"),
    ("name-13", "name_phrasing", "gift for {first_lower}, can you wrap it"),
    ("name-14", "name_phrasing", "Dear support, my name is {full} and I bought {brand} boots from you"),
    ("name-15", "name_phrasing", "It's a present from {first} and {first:2}, please include a note"),
    ("name-16", "name_phrasing", "Dr {surname} recommended these insoles"),
    ("name-17", "name_phrasing", "hey its {first} again lol"),
    ("name-18", "name_phrasing", "The {place} order is for {full}, I'm just paying with {pay}"),
    ("name-19", "name_phrasing", "my daughter {place_name} ordered the {product}, can it go to {place}?"),
    ("name-20", "name_phrasing", "Hi, {full} here - do you ship {brand} to {place}? I'd pay with {pay}."),
    ("name-21", "name_phrasing", "{place_name} at the {place} branch sorted it, please thank her"),
    ("lower-name-6", "lower_full_name", "{full_lower} from {place} - does {pay} work for the {product}?"),
    # ordinary emails and phones, several national formats
    ("email-4", "email", "The {brand} {product} order confirmation went to {email}, not to me"),
    ("phone-uk-3", "phone", "{carrier} need a contact number: {phone_uk}"),
    ("trk-5", "tracking_cue", "Tracking number for the {product}: {tracking} ({carrier})"),
    ("pc-lower-4", "lower_postcode",
     "{carrier} says {uk_pc_lower} isn't in their system, is that why the {product} hasn't come"),
    ("ip-plain-2", "ip", "I only ever log in from {place}, so who is {ip}?"),
    ("card-3", "card", "{pay} failed so I used my {tier} Amex {card}"),
    ("email-1", "email", "my email is {email}"),
    ("email-2", "email", "Can you resend the receipt to {email}?"),
    ("email-3", "email", "{email} is the account, {brand} order from last week"),
    ("phone-uk-1", "phone", "Ring me on {phone_uk} please"),
    ("phone-uk-2", "phone", "mob: {phone_uk}"),
    ("phone-us-1", "phone", "My cell is {phone_us}, text is fine"),
    ("phone-us-2", "phone", "call {phone_us} to arrange the {carrier} pickup"),
    ("phone-intl-1", "phone", "you can reach me on {phone_intl} (I'm abroad)"),
    ("phone-intl-2", "phone", "Tel. {phone_intl}"),
    ("phone-intl-3", "phone", "whatsapp {phone_intl} if easier"),
    # ordinary cards and SSNs
    ("card-1", "card", "Card: {card}, can you see the payment?"),
    ("card-2", "card", "charge it to {card} instead of {pay}"),
    ("ssn-1", "ssn", "My SSN is {ssn}"),
    # mixed, several identifiers in one message
    ("mixed-1", "mixed",
     "Name: {full}\nEmail: {email}\nPhone: {phone_uk}\nAddress: {uk_addr}, {uk_pc}"),
    ("mixed-2", "mixed", "{full_lower} / {email_obf} / {phone_sep}"),
    ("mixed-3", "mixed",
     "hi im {first_lower}, acct {custid}, the {brand} order to {us_addr} {zip} never came"),
    ("mixed-4", "mixed",
     "I'm {full}, born {dob2}, and someone used my card {card_sep} from {ip_pad}"),
    ("mixed-5", "mixed",
     "Refund to {iban_hyphen} please (account holder {full}); my {carrier} tracking is {tracking}"),
]

_SLOT: Final = re.compile(r"\{([a-z0-9_]+)(?::\d+)?\}")


def render(skeleton: str, rng: random.Random) -> tuple[str, list[dict[str, object]]]:
    """Fill every slot; return the text and the gold spans of the typed slots."""
    parts: list[str] = []
    spans: list[dict[str, object]] = []
    pos = 0
    length = 0
    for m in _SLOT.finditer(skeleton):
        literal = skeleton[pos : m.start()]
        parts.append(literal)
        length += len(literal)
        gold_type, make = POOLS[m.group(1)]
        value = make(rng)
        if gold_type is not None:
            spans.append({"start": length, "end": length + len(value), "type": gold_type})
        parts.append(value)
        length += len(value)
        pos = m.end()
    parts.append(skeleton[pos:])
    return "".join(parts), spans


def assign_splits(templates: list[tuple[str, str, str]], rng: random.Random) -> dict[str, str]:
    """Within each kind, a seeded shuffle of its templates: the first 40 % (at least one
    when the kind has two or more) are `dev`, the rest `heldout`. Every kind is reported on
    templates it was not tuned on."""
    by_kind: dict[str, list[str]] = {}
    for tid, kind, _ in templates:
        by_kind.setdefault(kind, []).append(tid)
    split: dict[str, str] = {}
    carry = 0.0
    for kind in sorted(by_kind):
        tids = sorted(by_kind[kind])
        rng.shuffle(tids)
        if len(tids) == 1:
            # Single-template kinds alternate, so that they too are 40 % dev overall.
            carry += DEV_SHARE
            n_dev = 1 if carry >= 1.0 else 0
            carry -= n_dev
        else:
            n_dev = max(1, round(DEV_SHARE * len(tids)))
        for i, tid in enumerate(tids):
            split[tid] = "dev" if i < n_dev else "heldout"
    return split


def build_rows() -> list[dict[str, object]]:
    """Every message of the set, in file order; the same on every run."""
    rng = random.Random(SEED)
    ids = [t[0] for t in TEMPLATES]
    if len(ids) != len(set(ids)):
        raise ValueError("template ids must be unique")
    split = assign_splits(TEMPLATES, rng)
    rows: list[dict[str, object]] = []
    for tid, kind, skeleton in TEMPLATES:
        seen: set[str] = set()
        for _ in range(RENDERS_PER_TEMPLATE * 4):
            text, spans = render(skeleton, rng)
            if text in seen:
                continue
            seen.add(text)
            rows.append(
                {"text": text, "spans": spans, "template_id": tid, "kind": kind,
                 "split": split[tid]}
            )
            if len(seen) == RENDERS_PER_TEMPLATE:
                break
    return rows


def main() -> None:
    rows = build_rows()
    with OUT.open("w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    dev = sum(r["split"] == "dev" for r in rows)
    benign = sum(any(POOLS[m.group(1)][0] is None for m in _SLOT.finditer(s)) for _, _, s in TEMPLATES)
    print(
        f"wrote {len(rows)} messages ({dev} dev) from {len(TEMPLATES)} templates "
        f"({benign} with benign words) to {OUT}"
    )


if __name__ == "__main__":
    main()
