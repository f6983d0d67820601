"""Write the sealed held-out redaction sets, `adversarial_pii_sealed.jsonl` and
`benign_support_sealed.jsonl`: a fifth blind measure, written without reading the redactor, its
tests or its output, and never run through it by its author.

    python benchmarks/data/redaction/make_sealed.py [--out-dir DIR]

Deterministic (fixed seeds). One inbox: a mid-sized online retailer that also sells
subscriptions and services. Mostly one-line chat, some emails and pasted forms, a few quoted
replies. A skeleton is a string with `{SLOT}` placeholders; each message draws one persona, one
address and fresh digits; every typed slot leaves a span whose offsets are computed while the
message is assembled and checked to hold the inserted value. Every person, address, number and
credential is invented.
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
    Row,
    Span,
    fill_benign,
    fill_slots,
    iban_from_bban,
    iban_ok,
    luhn_check_digit,
    luhn_ok,
    write_sets,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_sealed.jsonl"
BENIGN_FILE: Final = "benign_support_sealed.jsonl"
ADVERSARIAL_SEED: Final = 20261201_51
BENIGN_SEED: Final = 20261201_52
RENDERS: Final = 3
SPLIT: Final = "heldout"


# (first, surname); many origins, some first names that are everyday words
PERSONAS: Final[list[tuple[str, str]]] = [
    ("Chinwendu", "Onwuzurike-Ajayi"),
    ("Barnaby", "Fennimore"),
    ("Bláthnaid", "Ní Bhraonáin"),
    ("Blossom", "Oosterwijk"),
    ("Faith", "Mwangangi"),
    ("Rowan", "Tregoning"),
    ("Lark", "Vasquez-Orellana"),
    ("Haruto", "Kiyomizu"),
    ("Ha-eun", "Gwak"),
    ("Ngọc Thư", "Lưu"),
    ("Zainab", "Al-Qahtani"),
    ("Radosław", "Wierzbicki"),
    ("Morag", "MacAskill"),
    ("Tevita", "Fifita"),
    ("Mihiata", "Te Rangihaeata"),
    ("Nkosinathi", "Mthethwa-Vilakazi"),
    ("Guðrún", "Hjaltadóttir"),
    ("Paolo", "Scarpellini"),
    ("Killa", "Quispe Huamán"),
    ("Dariusz", "Grzelczak"),
    ("Olamide", "Fashanu-Ige"),
    ("Vasundhara", "Seshadrinathan"),
    ("Sunil", "Bhattacharjee"),
    ("Ayelet", "Abuhatzeira"),
    ("Florin", "Dumitrescu-Vlad"),
    ("Solange", "Desrochers"),
    ("Joy", "Ampofo-Asantewaa"),
    ("Clover", "Heathcote-Trevelyan"),
    ("Khoa", "Trịnh"),
    ("Kaveh", "Farahmandpour"),
    ("Nilüfer", "Karaosmanoğlu"),
    ("Wairimu", "Gathogo"),
    ("Ewan", "Strachan-Lyle"),
    ("Honor", "Pendlebury"),
    ("Mateus", "Albuquerque Sena"),
    ("Søren", "Kjeldgaard"),
]
STAFF: Final[list[str]] = [
    "Fionnuala",
    "Tadeusz",
    "Itzel",
    "Ebenezer",
    "Ingeborg",
    "Rahim",
    "Delphine",
    "Yusuke",
    "Gwenllian",
    "Obinna",
]
FAMILY: Final[list[str]] = [
    "Wendelin Achebe",
    "Amara Quiñones",
    "Piet Vorster",
    "Hineata Walker-Moana",
    "Ruairí Cassidy",
    "Ludwik Jędrzejczak",
]
DOMAINS: Final[list[str]] = [
    "mailbox.org",
    "gmx.de",
    "outlook.ie",
    "yahoo.co.uk",
    "icloud.com",
    "proton.me",
    "orange.fr",
    "btinternet.com",
    "hey.com",
    "zoho.eu",
]

# (first line, town and region, postcode)
ADDRESSES: Final[list[tuple[str, str, str]]] = [
    ("27 Quarrybank Mews", "Kendal", "LA9 7QX"),
    ("Flat 4, 118 Ashgrove Terrace", "Dundee", "DD2 1PW"),
    ("9 Cwrt y Felin", "Llandeilo", "SA19 6BN"),
    ("63b Tollgate Rise", "Stroud", "GL5 4JE"),
    ("2208 nw larkspur hollow dr apt 12", "bend, OR", "97703"),
    ("415 Bramblewood Ct", "Fayetteville, AR", "72703"),
    ("77 East Pelican Shoals Blvd, Unit 3C", "Sarasota, FL", "34236"),
    ("1190 rue des Érablières", "Sherbrooke, QC", "J1H 4K8"),
    ("34 Wattlebird Crescent", "Toowoomba QLD", "4350"),
    ("5 Kōwhai Lane", "Whanganui", "4500"),
    ("Apt 6, Coolmine Weir House", "Clonsilla, Dublin 15", "D15 XR63"),
    ("14 Sgoil Road", "Portree, Isle of Skye", "IV51 9EH"),
    ("88 harebell close", "chelmsford", "cm1 6tz"),
    ("3 Ostrich Feather Way", "Oudtshoorn", "6625"),
    ("402 Quenby Street", "Leicester", "LE2 3SR"),
    ("10 Ballykeel Brae", "Ballymena", "BT42 4LJ"),
]

# --------------------------------------------------------------------------- values

LUHN_PREFIXES: Final = ["4", "51", "53", "6011", "37"]
IBAN_SPECS: Final = [
    ("GB", "LLLLDDDDDDDDDDDDDD"),
    ("DE", "D" * 18),
    ("FR", "D" * 23),
    ("NL", "LLLL" + "D" * 10),
    ("ES", "D" * 20),
    ("IE", "LLLL" + "D" * 14),
    ("BE", "D" * 12),
    ("IT", "L" + "D" * 22),
]
PASSWORD_WORDS: Final = [
    "Gherkin",
    "Lighthouse",
    "Tangerine",
    "Porcupine",
    "Quokka",
    "Saxophone",
    "Rhubarb",
    "Zeppelin",
]
PHONE_FORMATS: Final = [
    "+44 7### ######",
    "07### ### ###",
    "0161 ### ####",
    "(5##) ###-####",
    "+1 4##.###.####",
    "+49 15# ########",
    "+91 9#### #####",
    "+33 6 ## ## ## ##",
    "+61 4## ### ###",
    "+353 8# ### ####",
    "+234 80# ### ####",
    "+55 21 9####-####",
    "+27 7# ### ####",
    "+52 81 #### ####",
    "+31 6 ########",
]


class Ctx:
    """What one message draws: a persona, an address, a staff member and fresh digits."""

    def __init__(self, rng: random.Random, index: int) -> None:
        self.rng = rng
        self.first, self.last = PERSONAS[index % len(PERSONAS)]
        self.address = ADDRESSES[(index * 7 + 3) % len(ADDRESSES)]
        self.staff = STAFF[(index * 3) % len(STAFF)]
        self.family = FAMILY[(index * 5) % len(FAMILY)]
        self.domain = DOMAINS[(index * 11 + 1) % len(DOMAINS)]

    def digits(self, n: int) -> str:
        return "".join(self.rng.choice(string.digits) for _ in range(n))

    def ascii_name(self, part: str) -> str:
        folded = unicodedata.normalize("NFKD", part.replace("ð", "d").replace("ø", "o"))
        return re.sub(r"[^a-z]", "", folded.encode("ascii", "ignore").decode().lower())

    def local(self) -> str:
        f, s = self.ascii_name(self.first), self.ascii_name(self.last)
        return [f"{f}.{s}", f"{f}{s}{self.digits(2)}", f"{f[0]}{s}", f"{s}.{f}"][
            self.rng.randrange(4)
        ]

    def card(self) -> str:
        prefix = self.rng.choice(LUHN_PREFIXES)
        length = 15 if prefix == "37" else 16
        body = prefix + self.digits(length - len(prefix) - 1)
        return body + luhn_check_digit(body)

    def iban(self) -> str:
        country, shape = self.rng.choice(IBAN_SPECS)
        bban = "".join(
            self.rng.choice(string.ascii_uppercase) if c == "L" else self.rng.choice(string.digits)
            for c in shape
        )
        return iban_from_bban(country, bban)

    def phone(self) -> str:
        fmt = self.rng.choice(PHONE_FORMATS)
        return "".join(self.rng.choice("23456789") if c == "#" else c for c in fmt)

    def routing(self) -> str:
        while True:
            d = self.digits(9)
            w = [int(x) for x in d]
            if (3 * (w[0] + w[3] + w[6]) + 7 * (w[1] + w[4] + w[7]) + w[2] + w[5] + w[8]) % 10 == 0:
                return d

    def dob(self) -> str:
        y, m, d = self.rng.randint(1944, 2004), self.rng.randint(1, 12), self.rng.randint(1, 28)
        months = [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ]
        suffix = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}.get(d, "th")
        return self.rng.choice(
            [
                f"{d:02d}/{m:02d}/{y}",
                f"{d}{suffix} {months[m - 1]} {y % 100:02d}",
                f"{y}-{m:02d}-{d:02d}",
                f"{months[m - 1].title()} {d}, {y}",
                f"{d}.{m}.{y % 100:02d}",
                f"{d} {months[m - 1][:3]} {y}",
            ]
        )

    def value(self, slot: str) -> tuple[str, str | None]:
        rng = self.rng
        a = self.address
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
        if slot == "INIT":
            return f"{self.first[0]}. {self.last}", "PERSON"
        if slot == "UPLAST":
            return self.last.upper(), "PERSON"
        if slot == "STAFF":
            return self.staff, "PERSON"
        if slot == "FAM":
            return self.family, "PERSON"
        if slot == "FAMFIRST":
            return self.family.split()[0], "PERSON"
        if slot == "EMAIL":
            return f"{self.local()}@{self.domain}", "EMAIL"
        if slot == "OEMAIL":
            local, (host, _, tld) = self.local(), self.domain.partition(".")
            if rng.random() < 0.5:
                return (
                    f"{local.replace('.', ' dot ')} at {host} dot {tld.replace('.', ' dot ')}",
                    "EMAIL",
                )
            return f"{local} [at] {host} [dot] {tld}", "EMAIL"
        if slot == "PHONE":
            return self.phone(), "PHONE"
        if slot == "CARD":
            c = self.card()
            return rng.choice(
                [
                    " ".join(c[i : i + 4] for i in range(0, len(c), 4)),
                    "-".join(c[i : i + 4] for i in range(0, len(c), 4)),
                    c,
                ]
            ), "CARD"
        if slot == "CARDX":
            c = self.card()
            sep = rng.choice([" - ", ".", "/", "  "])
            return sep.join(c[i : i + 4] for i in range(0, len(c), 4)), "CARD"
        if slot == "CARDNL":
            c = self.card()
            return f"{c[:4]} {c[4:8]}\n{c[8:12]} {c[12:]}", "CARD"
        if slot == "SSN":
            return (
                f"{rng.randint(101, 665)}-{self.digits(2).replace('00', '17')}-{rng.randint(1001, 9899)}",
                "SSN",
            )
        if slot == "NINO":
            return (
                f"{rng.choice(['JT', 'NR', 'PW', 'SK', 'HL'])} {self.digits(2)} {self.digits(2)} {self.digits(2)} {rng.choice('ABCD')}",
                "SSN",
            )
        if slot == "IBAN":
            i = self.iban()
            return " ".join(i[k : k + 4] for k in range(0, len(i), 4)), "IBAN"
        if slot == "IBANC":
            i = self.iban()
            return rng.choice(
                [i, i.lower(), "-".join(i[k : k + 4] for k in range(0, len(i), 4)).lower()]
            ), "IBAN"
        if slot == "IP":
            return (
                f"{rng.choice([81, 94, 145, 178, 203, 62, 109])}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}",
                "IP",
            )
        if slot == "ADDR":
            return f"{a[0]}, {a[1]}", "ADDRESS"
        if slot == "ADDRNL":
            return f"{a[0]}\n{a[1]}", "ADDRESS"
        if slot == "LADDR":
            return f"{a[0]}, {a[1]}".lower(), "ADDRESS"
        if slot == "PC":
            return a[2], "POSTCODE"
        if slot == "LPC":
            return a[2].lower().replace(" ", ""), "POSTCODE"
        if slot == "DOB":
            return self.dob(), "DATE_OF_BIRTH"
        if slot == "SORT":
            return f"{self.digits(2)}-{self.digits(2)}-{self.digits(2)}", "BANK_ACCOUNT"
        if slot == "ACCT":
            return rng.choice(["1", "3", "4", "6", "7"]) + self.digits(7), "BANK_ACCOUNT"
        if slot == "ROUTING":
            return self.routing(), "BANK_ACCOUNT"
        if slot == "PASS":
            return (
                f"{rng.choice(PASSWORD_WORDS)}{rng.choice(['#', '!', '_', '$'])}{self.digits(rng.randint(2, 4))}{rng.choice(['x', 'Q', 'zz', ''])}",
                "SECRET",
            )
        if slot == "APIKEY":
            body = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(28))
            return rng.choice(["sk_live_", "pk_test_", "ghp_", "rk_"]) + body, "SECRET"
        if slot == "OTP":
            return self.digits(6), "SECRET"
        if slot == "PIN":
            return self.digits(4), "SECRET"
        if slot == "CID":
            return rng.choice(["CU", "MB", "LY", "AC"]) + self.digits(
                rng.randint(6, 8)
            ), "CUSTOMER_ID"
        if slot == "TRK":
            return rng.choice(
                [
                    f"{rng.choice(['JV', 'KQ', 'RT'])}{self.digits(9)}GB",
                    "1Z"
                    + "".join(
                        rng.choice(string.ascii_uppercase + string.digits) for _ in range(16)
                    ),
                    f"9400 1{self.digits(3)} {self.digits(4)} {self.digits(4)} {self.digits(4)} {self.digits(2)}",
                    self.digits(14),
                ]
            ), "TRACKING"
        raise KeyError(slot)


SLOT: Final = re.compile(r"\{([A-Z]+)\}")


def render(skeleton: str, ctx: Ctx) -> tuple[str, list[Span]]:
    """Fill a skeleton, computing every span from the piece inserted. `{ADDR}` and `{ADDRNL}` are
    followed by their postcode when the skeleton says `{PC}` or `{LPC}`."""
    text, spans = fill_slots(skeleton, SLOT, lambda match: ctx.value(match.group(1)))
    for span in spans:
        piece = text[int(span["start"]) : int(span["end"])]
        if span["type"] == "CARD":
            assert luhn_ok(re.sub(r"\D", "", piece)), piece
        if span["type"] == "IBAN":
            assert iban_ok(piece), piece
    return text, spans


# --------------------------------------------------------------------------- adversarial skeletons

ADV_CHAT: Final[list[str]] = [
    "hi its {LNAME} order never came, tracking {TRK} just says in transit for 9 days??",
    "hey can u update my email to {EMAIL} pls the old one is dead",
    "my card {CARD} got charged twice for the same hoodie 😡",
    "this is {NAME}, my phone number changed to {PHONE}",
    "hello, i need to change the delivery address to {ADDR} {PC} before it ships",
    "can you send the refund to {IBAN} instead, the card is cancelled",
    "hi, {FIRST} here - subscription renewed but i cancelled it in march. member no {CID}",
    "pls call me back on {PHONE} asap, ask for {FIRST}",
    "dob for the age check is {DOB}, name {NAME}",
    "ok so my login is {EMAIL} and password {PASS} and it still says invalid",
    "my partner {FAM} ordered it on my account, can he collect at the store",
    "the courier left it with a neighbour?? im at {LADDR} {LPC} not next door",
    "code you texted me was {OTP} but it expired straight away",
    "{STAFF} on the live chat yesterday promised a callback, never happened",
    "card number is {CARDX} exp 09/28, please retry the payment",
    "why does my account ({CID}) show someone else's orders?",
    "refund to sort code {SORT} acc {ACCT} please, bank of scotland",
    "my ssn is {SSN} - your financing form insists on it, is that normal?",
    "ni number {NINO} for the employee discount scheme",
    "im logging in from {IP} and it keeps blocking me as suspicious",
    "hiya! gift for my aunt {FAMFIRST}, can u put the name on the card? sent to {ADDR} {PC}",
    "email me at {OEMAIL} not the other one",
    "my iban: {IBANC} (for the return of the sofa deposit)",
    "{LFIRST} again lol, still no word on the blender. tracking {TRK}",
    "yes that's right, {INIT}, postcode {PC}",
    "routing {ROUTING} account {ACCT} for the ach refund",
    "got a text from {PHONE} claiming to be you asking for my pin {PIN}, is that real???",
    "pls close my account, {NAME}, {EMAIL}, dob {DOB}",
    "thanks {STAFF} you were a star today 🙏",
    "deliver to my work instead: {ADDR} {PC}, reception desk",
    "the api key {APIKEY} for the store plugin leaked on github, can u revoke",
    "my kid {FAM} is 16, can she use my card {CARD} for the course booking?",
    "Hello, {NAME} here, DOB {DOB}, need to verify for the warranty claim",
    "lost the parcel {TRK}, call {PHONE} if the driver needs directions",
    "id like to pay by bank transfer, my account is {IBAN}",
    "moved house! new address {ADDR} {PC} and new mobile {PHONE}",
    "{LNAME} - loyalty card {CID} wont scan at the till",
    "the chat bot asked for my pin and i typed {PIN} by mistake, should i worry",
    "order was for {FAMFIRST} (my flatmate) but its in my name, {NAME}",
    "can you remove {EMAIL} from the newsletter, my ex set it up",
    "card ending ... actually full number {CARD} since u asked",
    "hi there im {NAME}, got a faulty kettle and i want a refund not a voucher",
    "reset link goes to {OEMAIL} which i cant access anymore",
    "my temp password was {PASS} and it says expired on first login",
    "its {UPLAST} with a capital everything lol, first name {FIRST}",
    "who is {STAFF}? they signed the email but the number {PHONE} doesnt work",
    "bank says refund went to {IBANC} but thats not mine",
    "dpd number {TRK} delivered to {ADDR} {PC}?? i live at number 12",
    "the verification code is {OTP}, please go ahead and merge the accounts",
    "please invoice {FAM}, they are paying for this one, receipt to {EMAIL}",
    "i gave you {SSN} on the phone, can you confirm you deleted it",
    "locked out after a vpn switch, new ip is {IP}, account {CID}",
    "ur fraud check blocked me, my home ip is {IP} and router is at {ADDR} {PC}",
    "born {DOB} so i AM over 18, why is the age check failing",
    "{FIRST} here 👋 my bday is {DOB} - wheres the birthday voucher",
    "whitelist {IP} and {IP} pls, our shop tills use them for the b2b portal",
]
ADV_EMAIL: Final[list[str]] = [
    "Hi there,\n\nI placed an order last week but the address on it is wrong. It should be:\n{ADDRNL}\n{PC}\n\nMany thanks,\n{NAME}\n{PHONE}",
    "Dear Support,\n\nPlease cancel my subscription. My account email is {EMAIL} and my date of birth is {DOB}.\n\nKind regards\n{FIRST}",
    "Hello,\n\nThe refund for the returned armchair has not arrived. My bank details are:\nSort code: {SORT}\nAccount: {ACCT}\n\nThanks\n{NAME}",
    "Hi {STAFF},\n\nThanks for the call earlier. As discussed, here is the card to retry: {CARDNL}\n\nBest,\n{INIT}",
    "To whom it may concern,\n\nI am writing on behalf of my grandparent, {FAM}, who was charged for a warranty they never agreed to. Their number is {PHONE}.\n\nYours faithfully,\n{NAME}",
    "Hey,\n\nquick one - my developer accidentally pasted our key {APIKEY} in a ticket. Please rotate it.\n\ncheers\n{LFIRST}",
    "Good morning,\n\nFor the trade account application: IBAN {IBAN}, contact {EMAIL}.\n\nRegards,\n{NAME}\nPurchasing",
    "Hi,\n\nI never received order confirmation. Tracking number {TRK}, delivery to {ADDRNL}\n{PC}\n\n{FIRST}",
    "Dear team,\n\nI would like all my data deleted. Name: {NAME}. Customer number {CID}. Phone {PHONE}.\n\nThank you",
    "Hello,\n\nSomeone logged into my account from {IP} last night and changed the password to {PASS}? I did not do this.\n\n{NAME}",
    "Hi,\n\nMy social security number {SSN} appears on the financing letter you emailed. Why?\n\nRegards,\n{NAME}\n{PHONE}",
    "Hiya\n\nmy partner {FAMFIRST} and i share the account, please add her email {EMAIL} as second user\n\nta\n{LFIRST}",
    "Dear Sir/Madam,\n\nSubscription payment bounced. New card {CARD}, billing postcode {PC}.\n\nBest wishes,\n{NAME}",
    "Hi,\n\nACH refund details - routing {ROUTING}, account {ACCT}, account holder {NAME}.\n\nThank you!",
]
ADV_FORM: Final[list[str]] = [
    "Full name: {NAME}\nEmail: {EMAIL}\nPhone: {PHONE}\nMessage: where is my order",
    "Name: {UPLAST}, {FIRST}\nDate of birth: {DOB}\nAddress: {ADDR}\nPostcode: {PC}",
    "Customer ID: {CID}\nContact number: {PHONE}\nIssue: wrong size sent (M instead of L)",
    "First name: {FIRST}\nLast name: {LAST}\nNI number: {NINO}\nReason: staff discount",
    "Refund method: bank transfer\nIBAN: {IBANC}\nAccount holder: {NAME}",
    "Tracking no: {TRK}\nRecipient: {FAM}\nDelivery address: {ADDRNL}\n{PC}",
    "Email address: {EMAIL}\nCurrent password: {PASS}\nNew password: {PASS}",
    "Name on card: {NAME}\nCard number: {CARD}\nSecurity question answer: see notes",
]
ADV_QUOTED: Final[list[str]] = [
    "still waiting!!\n\n> On Tue, Support wrote:\n> Hi {FIRST}, could you confirm your phone number?\n\nits {PHONE}",
    "see below, please sort it\n\n-----Original Message-----\nFrom: {NAME}\nSent: Monday\nSubject: refund\n\nrefund to {IBAN} please",
    "yes thats the right address\n\n> we have {ADDR} {PC} on file, is that correct?",
    "Thanks {STAFF}!\n\n> On Fri, {STAFF} from Support wrote:\n> Your one-time code is below.\n\nI got {OTP}, entering it now",
    "no, my email is {EMAIL}\n\n> Hello, we tried {OEMAIL} but it bounced",
    "forwarding as asked\n\n-----Original Message-----\nFrom: {NAME} <{EMAIL}>\nSubject: account {CID}\n\nplease cancel",
    "ok done\n\n> Please reply with your customer number and date of birth.\n\n{CID}, {DOB}",
    "that was my partner, {FAM}, they are allowed\n\n> We received a call from someone asking about your order.",
    "here you go:\n{CARDNL}\n\n> Please send the full card number to retry the payment.",
    "sorry wrong one, its {LNAME}\n\n> On Wed, Returns Team wrote:\n> The name on the parcel does not match your account.",
    "Kind regards, {NAME}\n\n> Could you tell us the tracking number?\n\n{TRK}",
]

# --------------------------------------------------------------------------- benign skeletons

FILLS: Final[dict[str, list[str]]] = {
    "PROD": [
        "the Aero 3 kettle",
        "a Nimbus X2 air fryer",
        "the Loft linen duvet",
        "the Trailhead 40L rucksack",
        "the Orbit 2 smart speaker",
        "a Velo Pro bike light",
        "the Hearth cast iron pan",
        "the Breeze 12 desk fan",
    ],
    "BRAND": [
        "Ted Baker",
        "Ralph Lauren",
        "Tommy Hilfiger",
        "Hugo Boss",
        "Calvin Klein",
        "Joules",
        "Barbour",
        "Le Creuset",
        "Dyson",
        "Tefal",
    ],
    "PRICE": ["£24.99", "£129", "€45", "$18.50", "£7.99", "£349.00", "€12.95", "£60"],
    "CITY": [
        "Leeds",
        "Bristol",
        "Glasgow",
        "Cork",
        "Lyon",
        "Rotterdam",
        "Manchester",
        "Cardiff",
        "Belfast",
    ],
    "COUNTRY": ["Spain", "Ireland", "Germany", "the Netherlands", "Canada", "Portugal", "Norway"],
    "CARRIER": ["DPD", "Evri", "Royal Mail", "DHL", "UPS", "Parcelforce", "Yodel"],
    "PAY": [
        "PayPal",
        "Klarna",
        "Apple Pay",
        "Google Pay",
        "a gift card",
        "Clearpay",
        "my debit card",
    ],
    "SIZE": ["size 10", "a medium", "UK 8", "XL", "the 38 regular", "a small", "size 42"],
    "COLOUR": ["sage green", "navy", "oat", "charcoal", "rust", "dusky pink", "off white"],
    "QTY": ["2", "3", "four", "6", "a dozen", "two"],
    "DAY": ["Monday", "Tuesday", "Friday", "Saturday", "the weekend", "Thursday"],
    "TIME": ["9am", "5:30pm", "noon", "8 in the morning", "10:15", "half six"],
    "STORE": [
        "the Trafford Centre store",
        "our Westfield branch",
        "the Meadowhall shop",
        "the Bullring store",
        "the high street shop",
    ],
    "ERR": [
        "error 502",
        "ERR_PAYMENT_DECLINED",
        "code E-17",
        "error 4031",
        "TIMEOUT_9",
        "code PX-40",
    ],
    "VER": ["3.2.1", "v4.10", "2.8", "5.0.3", "1.14.2"],
    "ROLE": [
        "the driver",
        "a manager",
        "the team leader",
        "customer services",
        "the warehouse",
        "the returns team",
    ],
    "PLAN": [
        "the Plus plan",
        "Premium Monthly",
        "the annual membership",
        "the Basic tier",
        "the family bundle",
    ],
    "SERVICE": [
        "the assembly service",
        "the extended warranty",
        "gift wrapping",
        "the fitting appointment",
        "next-day delivery",
    ],
}
BEN_CHAT: Final[list[str]] = [
    "hi is {PROD} back in stock yet?",
    "do u ship to {COUNTRY}",
    "ordered {QTY} of {PROD} but only got one",
    "can i pay with {PAY}",
    "whats the return window on {BRAND} stuff",
    "is {COLOUR} coming back in {SIZE}??",
    "{CARRIER} says delivered but nothing here 😩",
    "app crashes on {VER} every time i open the basket",
    "got {ERR} at checkout three times now",
    "how much is delivery to {CITY}",
    "what time does {STORE} close on {DAY}",
    "price dropped to {PRICE} the day after i bought it, can i get the difference",
    "can i cancel {PLAN} mid month",
    "do you still do {SERVICE}",
    "hello? been waiting 20 mins for an agent",
    "the {COLOUR} one looks grey in real life not like the photo",
    "is {SIZE} true to size or should i go up",
    "can {ROLE} call before delivering, i work nights",
    "ok thanks, that's all 👍",
    "my discount code wont apply to {BRAND}",
    "wrong colour sent, wanted {COLOUR}",
    "does {PROD} come with a plug for {COUNTRY}",
    "why is {PLAN} {PRICE} now, it was cheaper last year",
    "can i collect from {STORE} instead",
    "{CARRIER} driver was really rude tbh",
    "any chance of delivery before {TIME} on {DAY}",
    "tried {PAY} and it just spins forever",
    "hi team, quick q about {SERVICE}",
    "box arrived crushed, {PROD} is dented",
    "whats the warranty on {PROD}",
    "can i swap {SIZE} for the next size up",
    "i hope this isnt a silly question but do you price match",
    "need it by {DAY} for a birthday, possible?",
    "is the {BRAND} sale online only or in {STORE} too",
    "website says {ERR} when i try to log in",
    "paid {PRICE} for delivery and it came late",
    "do you have a shop in {CITY}",
    "will there be a summer sale this year",
    "please mark it as a gift, no prices on the slip",
    "when does {PLAN} renew",
    "the rose gold version, is it still {PRICE}",
    "cancel pls, found it cheaper elsewhere",
    "my order shows {QTY} items but i ordered 1",
    "app version {VER} wont load my orders",
    "i need to speak to {ROLE}",
    "hello?? anyone there",
    "returns label wont print, says {ERR}",
    "is {CARRIER} or {CARRIER} faster to {COUNTRY}",
    "can i add {SERVICE} after ordering",
    "thx for sorting it so quick!!",
    "ur chat bot keeps sending me in circles",
    "is {PROD} dishwasher safe",
    "does {PLAN} include free returns",
    "still no refund after 14 days, paid with {PAY}",
    "whats the difference between {PLAN} and {PLAN}",
    "is click and collect free at {STORE}",
    "bought {BRAND} jeans in {SIZE}, waist is way too big",
    "opening hours for {STORE} on bank holiday?",
    "can i change the colour to {COLOUR} before dispatch",
    "good morning, parcel stuck in {CITY} depot since {DAY}",
    "is the {BRAND} polo in {COLOUR} or only {COLOUR}",
    "my {QTY} items came in {QTY} separate boxes lol",
    "delivery slot {TIME} to {TIME} on {DAY} is that right",
    "does {SERVICE} cost extra in {COUNTRY}",
    "the {BRAND} bag strap snapped after a week, paid {PRICE}",
    "{PAY} payment went through but order says pending, {ERR}",
    "do u have {PROD} in {COLOUR}",
    "moving to {COUNTRY} next month, can {PLAN} come with me",
    "any stores near {CITY} city centre that stock {BRAND}",
    "downgraded to {PLAN} but still billed {PRICE}??",
    "how long does {CARRIER} take to {CITY} usually",
    "ok so {ROLE} said to message here about {SERVICE}",
    "FYI {STORE} told me to order online, they had none in {SIZE}",
    "{PROD} making a weird clicking noise after a fortnight",
    "updated to {VER} and now notifications dont work at all",
]
BEN_EMAIL: Final[list[str]] = [
    "Hello,\n\nI ordered {PROD} on {DAY} and it has not been dispatched. Could you check?\n\nThanks,\nA loyal customer",
    "Dear Sir or Madam,\n\nThe {BRAND} coat I bought in {SIZE} is too small. I would like to exchange it for the next size.\n\nKind regards",
    "Hi team,\n\nI was charged {PRICE} twice for {PLAN}. Please refund one payment.\n\nBest wishes",
    "Hello,\n\nThe {CARRIER} tracking has not updated since {DAY}. Is the parcel lost?\n\nThank you",
    "Hi,\n\nYour app ({VER}) shows {ERR} whenever I try to pay with {PAY}.\n\nRegards",
    "Dear Customer Services,\n\nI would like to book {SERVICE} for {DAY} morning, ideally before {TIME}.\n\nMany thanks",
    "Hello there,\n\nDo you deliver to {COUNTRY}, and which carrier do you use? I saw {CARRIER} mentioned.\n\nCheers",
    "Hi,\n\nThe {COLOUR} throw arrived with a pulled thread. Happy to send photos.\n\nThanks in advance",
    "Good afternoon,\n\n{ROLE} left the parcel in the rain and {PROD} is damaged.\n\nYours faithfully",
    "Hi,\n\nCould you tell me if {STORE} stocks {BRAND}? I would rather try it on.\n\nBest",
    "Dear team,\n\nI cancelled {PLAN} on {DAY} but was still charged {PRICE}.\n\nKind regards,\nA frustrated subscriber",
    "Hello,\n\nWill {PROD} work in {COUNTRY}? Different plug and voltage there.\n\nThanks",
    "Hi,\n\nI need {QTY} more of the {COLOUR} napkins for a wedding in {CITY}. Are they in stock?\n\nWarm regards",
    "Hello,\n\nLong story short: I ordered {QTY} of {PROD} for our office in {CITY}, paid {PRICE} each with {PAY}, and {CARRIER} delivered them to the wrong unit on {DAY}. The driver marked it as signed for at {TIME}. Nobody here signed.\n\nCould someone from {ROLE} look into it?\n\nRegards,\nOffice manager",
    "Hi there,\n\nI tried to upgrade to {PLAN} in the app ({VER}) and got {ERR}.\n\nThanks,\nA long-time member",
    "Dear team,\n\nThe {BRAND} jumper in {COLOUR}, {SIZE}, has shrunk after one gentle wash.\n\nBest regards",
]
BEN_FORM: Final[list[str]] = [
    "Topic: Returns\nProduct: {PROD}\nReason: arrived damaged\nPreferred refund: {PAY}",
    "Subject: Delivery\nCarrier: {CARRIER}\nIssue: not received\nCountry: {COUNTRY}",
    "Category: Billing\nPlan: {PLAN}\nAmount: {PRICE}\nComment: charged twice",
    "Enquiry type: Stock\nItem: {BRAND} shirt\nSize: {SIZE}\nColour: {COLOUR}",
    "Issue: App\nVersion: {VER}\nError shown: {ERR}\nDevice: phone",
    "Request: Booking\nService: {SERVICE}\nDay: {DAY}\nTime: {TIME}",
    "Store: {STORE}\nVisit day: {DAY}\nFeedback: staff were helpful\nRating: 5",
    "Department: Returns\nQuantity: {QTY}\nRefund to: {PAY}\nNotes: box not needed",
    "Reason for contact: Order\nItems: {QTY}\nDelivery by: {CARRIER}\nPreferred day: {DAY}",
    "Product: {PROD}\nPurchased at: {STORE}\nPrice paid: {PRICE}\nProblem: stopped working",
]
BEN_QUOTED: Final[list[str]] = [
    "ok thanks\n\n> On Tue, Support wrote:\n> {PROD} will be back in stock on {DAY}.",
    "still nothing!!\n\n> Your parcel is with {CARRIER} and should arrive by {TIME}.",
    "great, {SIZE} please\n\n> Which size would you like instead?",
    "yes go ahead\n\n-----Original Message-----\nFrom: Customer Care\nSubject: Refund\n\nWe can refund {PRICE} to {PAY}.",
    "that doesnt help\n\n> Please reinstall the app and update to {VER}.",
    "perfect, see you {DAY}\n\n> {SERVICE} is booked between {TIME} and noon.",
    "no, i want {COLOUR}\n\n> On Mon, the Returns Team wrote:\n> We have sent a replacement in the same colour.",
    "fine\n\n> {PLAN} now costs {PRICE} a month from next billing date.",
    "thanks, will pop in\n\n> {STORE} has it in {SIZE}.",
    "thanks, that works\n\n> On Thu, Customer Care wrote:\n> You can return {BRAND} items to {STORE} within 28 days.",
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
            for _ in range(RENDERS):
                text, spans = render(skeleton, Ctx(rng, index))
                index += 1
                assert text not in seen, text
                assert spans, skeleton
                seen.add(text)
                rows.append(
                    {
                        "text": text,
                        "spans": spans,
                        "template_id": f"sealed-adv-{kind}-{n:02d}",
                        "kind": kind,
                        "split": SPLIT,
                    }
                )
    return rows


def _check_benign_row(kind: str, text: str) -> None:
    _check_benign(text)


def benign_rows() -> list[Row]:
    return fill_benign(
        {"chat": BEN_CHAT, "email": BEN_EMAIL, "form": BEN_FORM, "quoted": BEN_QUOTED},
        SLOT,
        FILLS,
        random.Random(BENIGN_SEED),
        _check_benign_row,
        renders=RENDERS,
        prefix="sealed-benign",
        split=SPLIT,
    )


def main() -> None:
    write_sets("sealed", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
