"""Write the last held-out redaction sets, `adversarial_pii_last.jsonl` and
`benign_support_last.jsonl`: a blind measure written without reading the redactor, its tests or
its output, and never run through it by their author.

    python benchmarks/data/redaction/make_last.py [--out-dir DIR]

Deterministic (fixed seeds). About 60 % one-line chat messages, 25 % multi-line emails and
forms, 15 % call transcripts and quoted replies, across retail, food delivery, ride hailing,
gaming and app stores, SaaS, banking, insurance, travel, utilities, healthcare, rental and
education.

A skeleton is a string with `{slot}` placeholders. Each message draws one context: one persona
(full name, first name, email), one address (lines and postcode), and fresh digits for every
number. Slots with a type leave a span; benign skeletons are filled from hand-written lists and
leave none. Offsets are computed while a message is assembled, and every span is checked to hold
the value inserted. Every person, address, number and credential is invented.
"""

# ruff: noqa: E501 - hand-written messages read best one to a line
from __future__ import annotations

import random
import re
import string
from pathlib import Path
from typing import Final

from setkit import (
    Row,
    Span,
    aba_check_digit,
    digits,
    fill_slots,
    iban_from_bban,
    letters,
    luhn_complete,
    write_sets,
)

HERE: Final = Path(__file__).resolve().parent
ADVERSARIAL_FILE: Final = "adversarial_pii_last.jsonl"
BENIGN_FILE: Final = "benign_support_last.jsonl"
ADVERSARIAL_SEED: Final = 20261201_41
BENIGN_SEED: Final = 20261201_42
ADV_RENDERS: Final = 5
BENIGN_RENDERS: Final = 7
SPLIT: Final = "heldout"

Value = tuple[str, str | None]
SLOT: Final = re.compile(r"\{(\w+)\}")

# --------------------------------------------------------------------------- personas

# (first, surname, email local part, email domain)
PERSONAS: Final[list[tuple[str, str, str, str]]] = [
    ("Ifeoluwa", "Akinwande-Coker", "ife.akinwandecoker", "gmail.com"),
    ("Thandiwe", "Mabuzane", "thandi.mabuzane", "webmail.co.za"),
    ("Xochitl", "Tlapanco", "xochitl_tlapanco", "prodigy.net.mx"),
    ("Rangimarie", "Parata-Whaanga", "rangi.pw", "xtra.co.nz"),
    ("Lakshmipriya", "Venkataraghavan", "lpvenkat", "rediffmail.com"),
    ("Oyunbileg", "Batjargalsaikhan", "oyuna.bj", "mail.mn"),
    ("Tsegaye", "Woldemariam", "tsegaye.w", "yahoo.com"),
    ("Chidiebube", "Obiorah-Ekwueme", "chidi.obiorah", "outlook.com"),
    ("Peregrine", "Quennell", "perry.quennell", "btopenworld.com"),
    ("Itziar", "Echeverrieta", "itziar.echev", "telefonica.net"),
    ("Kjartan", "Thorgrimsson", "kjartan.th", "simnet.is"),
    ("Yevheniia", "Pryhodchenko", "yevheniia.pr", "ukr.net"),
    ("Sakurako", "Hanazono", "sakurako.hz", "docomo.ne.jp"),
    ("Dong-hyun", "Pyeon", "dh.pyeon", "naver.com"),
    ("Anahera", "Tawhirimatea", "anahera.t", "slingshot.co.nz"),
    ("Cosmina", "Vranceanu", "cosmina.vr", "yahoo.ro"),
    ("Humaid", "Al-Muhairbi", "h.almuhairbi", "emirates.net.ae"),
    ("Siobhra", "Ni Bhraonain", "siobhra.nb", "eircom.net"),
    ("Tenzin", "Lhakyi", "tenzin.lhakyi", "protonmail.com"),
    ("Sunny", "Barraclough", "sunny.barraclough", "icloud.com"),
    ("Verona", "Ashby-Tibbs", "verona.ashbytibbs", "hotmail.co.uk"),
    ("Georgia", "Penhaligan", "georgia.penhaligan", "live.com"),
    ("Reed", "Culpepperell", "reedc", "fastmail.com"),
    ("Meadow", "Fairweatherby", "meadow.fwb", "aol.com"),
    ("Ivy", "Onwuachi-Brandt", "ivy.ob", "gmx.net"),
    ("Phuong", "Quach-Lai", "phuong.ql", "yahoo.com.vn"),
    ("Przemyslaw", "Szczepankiewicz", "p.szczepankiewicz", "wp.pl"),
    ("Aroha", "Kereama", "aroha.kereama", "gmail.com"),
    ("Dhruvika", "Ramachandrappa", "dhruvika.r", "gmail.com"),
    ("Ealasaid", "MacGillivrayne", "ealasaid.mcg", "btinternet.com"),
]
STAFF: Final = [
    "Wenceslas", "Barnabus", "Priyamvada", "Jurgita", "Leocadia", "Tadhgan", "Mirembe",
    "Ebenezar", "Zdenka", "Quillon", "Marguerita", "Seumas", "Hiroko", "Nkechinyere",
]  # fmt: skip

# --------------------------------------------------------------------------- addresses

# (lines with {n} for a house number, postcode, postcode placement) ; a postcode written after
# the last line. Towns belong to the address; a postcode is a separate span.
ADDRESSES: Final[list[tuple[list[str], str]]] = [
    (["{n} Quarrendon Walk", "Aylesbury"], "HP19 8QT"),
    (["Flat {u}, {n} Pelham Grange Road", "Leamington Spa"], "CV32 6RX"),
    (["{n} Bramblewood Ct Apt {u}", "Asheville, NC"], "28803"),
    (["{n} W Sycamore Bluff Dr", "Boise, ID"], "83709"),
    (["{n} Rue Saint-Hubertin", "Montreal, QC"], "H2L 3Z1"),
    (["{n} Wattlebird Crescent", "Glenroy VIC"], "3046"),
    (["Flat {u}, Sai Krupa Residency, Kondapur", "Hyderabad, Telangana"], "500084"),
    (["{n} Kowhai Terrace", "Whanganui"], "4500"),
    (["{n} Glenasmole Park", "Tallaght, Dublin 24"], "D24 K7P3"),
    (["{n} Jacaranda Avenue, Sunnyside", "Pretoria"], "0132"),
    (["{n} Kelpie Lane", "Dunfermline"], "KY11 8PN"),
    (["Unit {u}, {n} Mahogany Ridge Rd", "Sandy, UT"], "84092"),
]  # fmt: skip

# --------------------------------------------------------------------------- numbers


def aba(rng: random.Random) -> str:
    body = digits(rng, 8)
    return body + aba_check_digit(body)


WORDS: Final = {
    "0": "zero", "1": "one", "2": "two", "3": "three", "4": "four",
    "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine",
}  # fmt: skip


def spoken(number: str) -> str:
    """Digits read out, with 'double' for a repeated digit and 'oh' for some zeros."""
    out: list[str] = []
    i = 0
    while i < len(number):
        d = number[i]
        word = "oh" if d == "0" and i % 2 else WORDS[d]
        if i + 1 < len(number) and number[i + 1] == d:
            out.append(f"double {word}")
            i += 2
        else:
            out.append(word)
            i += 1
    return " ".join(out)


def group(value: str, sizes: tuple[int, ...], sep: str) -> str:
    parts, i = [], 0
    for size in sizes:
        parts.append(value[i : i + size])
        i += size
    if i < len(value):
        parts.append(value[i:])
    return sep.join(p for p in parts if p)


MONTHS: Final = [
    "January", "February", "March", "April", "May", "June", "July",
    "August", "September", "October", "November", "December",
]  # fmt: skip


def dob(rng: random.Random) -> str:
    y, m, d = rng.randint(1941, 2006), rng.randint(1, 12), rng.randint(1, 28)
    style = rng.randrange(7)
    if style == 0:
        return f"{d:02d}/{m:02d}/{y}"
    if style == 1:
        return f"{y}-{m:02d}-{d:02d}"
    if style == 2:
        return f"{MONTHS[m - 1]} {d}, {y}"
    if style == 3:
        return f"{d:02d}.{m:02d}.{y % 100:02d}"
    if style == 4:
        return f"{d} {MONTHS[m - 1][:3]} '{y % 100:02d}"
    if style == 5:
        return f"{m}/{d}/{y % 100:02d}"
    return f"{d}-{MONTHS[m - 1][:3].lower()}-{y}"


def context(rng: random.Random) -> dict[str, Value]:
    """Every slot a skeleton may use, drawn once for one message."""
    first, last, local, domain = rng.choice(PERSONAS)
    staff, staff2 = rng.sample(STAFF, 2)
    lines, pc = rng.choice(ADDRESSES)
    n, u = str(rng.randint(2, 318)), str(rng.randint(1, 42))
    addr_lines = [line.replace("{n}", n).replace("{u}", u) for line in lines]
    card = luhn_complete(rng.choice(["4", "51", "2221", "6011", "35"]), 16, rng)
    card_sep = rng.choice([" - ", ".", "/", "_", "  ", " "])
    ibans = [
        iban_from_bban("GB", letters(rng, 4) + digits(rng, 14)),
        iban_from_bban("FR", digits(rng, 10) + letters(rng, 1) + digits(rng, 10) + digits(rng, 2)),
        iban_from_bban("NL", letters(rng, 4) + digits(rng, 10)),
        iban_from_bban("PT", digits(rng, 21)),
        iban_from_bban("LT", digits(rng, 16)),
        iban_from_bban("SE", digits(rng, 20)),
        iban_from_bban("FI", digits(rng, 14)),
    ]
    iban = rng.choice(ibans)
    uk_mobile = "07" + rng.choice("3456789") + digits(rng, 8)
    us = str(rng.randint(201, 989)) + digits(rng, 7)
    pw_words = ["Kettle", "marmoset", "Tundra", "fjord", "Quokka", "Zephyr", "nebula", "Pylon"]
    ctx: dict[str, Value] = {
        "full": (f"{first} {last}", "PERSON"),
        "first": (first, "PERSON"),
        "last": (last, "PERSON"),
        "lower": (f"{first} {last}".lower(), "PERSON"),
        "upper_last": (last.upper(), "PERSON"),
        "initial": (f"{first[0]}. {last}", "PERSON"),
        "staff": (staff, "PERSON"),
        "staff2": (staff2, "PERSON"),
        "email": (f"{local}@{domain}", "EMAIL"),
        "email_obf": (
            f"{local.replace('.', ' dot ')} at {domain.replace('.', ' dot ')}",
            "EMAIL",
        ),
        "email_br": (f"{local} [at] {domain.replace('.', ' [dot] ')}", "EMAIL"),
        "phone_uk": (f"{uk_mobile[:5]} {uk_mobile[5:]}", "PHONE"),
        "phone_uk_intl": (f"+44 (0){uk_mobile[1:5]} {uk_mobile[5:8]} {uk_mobile[8:]}", "PHONE"),
        "phone_us": (f"({us[:3]}) {us[3:6]}.{us[6:]}", "PHONE"),
        "phone_in": (f"+91 {rng.choice('6789')}{digits(rng, 4)} {digits(rng, 5)}", "PHONE"),
        "phone_de": (f"+49 (0)151 {digits(rng, 4)} {digits(rng, 4)}", "PHONE"),
        "phone_br": (f"+55 11 9{digits(rng, 4)}-{digits(rng, 4)}", "PHONE"),
        "phone_jp": (f"090-{digits(rng, 4)}-{digits(rng, 4)}", "PHONE"),
        "phone_za": (f"+27 8{rng.choice('234')} {digits(rng, 3)} {digits(rng, 4)}", "PHONE"),
        "phone_mx": (f"+52 1 55 {digits(rng, 4)} {digits(rng, 4)}", "PHONE"),
        "phone_ng": (f"0803{digits(rng, 3)}{digits(rng, 4)}", "PHONE"),
        "phone_spoken": (spoken(uk_mobile), "PHONE"),
        "card": (group(card, (4, 4, 4, 4), card_sep), "CARD"),
        "card_nl": (card[:8] + "\n" + card[8:], "CARD"),
        "card_spoken": (spoken(card), "CARD"),
        "card_compact": (card, "CARD"),
        "iban": (group(iban, (4,) * 8, " "), "IBAN"),
        "iban_lower": (group(iban, (4,) * 8, "-").lower(), "IBAN"),
        "iban_compact": (iban, "IBAN"),
        "ip": (
            ".".join(str(rng.randint(1, 254)) for _ in range(4)),
            "IP",
        ),
        "ip_padded": (".".join(f"{rng.randint(1, 254):03d}" for _ in range(4)), "IP"),
        "addr": (", ".join(addr_lines), "ADDRESS"),
        "addr_ml": ("\n".join(addr_lines), "ADDRESS"),
        "addr_lower": (", ".join(addr_lines).lower(), "ADDRESS"),
        "pc": (pc, "POSTCODE"),
        "pc_lower": (pc.lower().replace(" ", ""), "POSTCODE"),
        "dob": (dob(rng), "DATE_OF_BIRTH"),
        "dob_spoken": (
            f"the {rng.choice(['third', 'ninth', 'twelfth', 'twentieth', 'fourth'])} of "
            f"{rng.choice(MONTHS).lower()} nineteen {rng.choice(['fifty', 'sixty', 'seventy', 'eighty'])} "
            f"{rng.choice(['two', 'six', 'one', 'eight'])}",
            "DATE_OF_BIRTH",
        ),
        "pw": (
            f"{rng.choice(pw_words)}{rng.choice('!#$%&*?')}{digits(rng, 2)}{rng.choice(pw_words).lower()}",
            "SECRET",
        ),
        "apikey": (
            "lk_prod_"
            + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(28)),
            "SECRET",
        ),
        "token": (
            "ghx_" + "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(32)),
            "SECRET",
        ),
        "otp": (digits(rng, 3) + " " + digits(rng, 3), "SECRET"),
        "otp_spoken": (spoken(digits(rng, 6)), "SECRET"),
        "pin": (digits(rng, 4), "SECRET"),
        "cid": (f"{letters(rng, 3)}-{digits(rng, 7)}", "CUSTOMER_ID"),
        "cid_num": (digits(rng, 9), "CUSTOMER_ID"),
        "cid_mixed": (f"{letters(rng, 2)}{digits(rng, 6)}{letters(rng, 1)}", "CUSTOMER_ID"),
        "track": (
            rng.choice(
                [
                    f"1Z{letters(rng, 3)}{digits(rng, 3)}{digits(rng, 10)}",
                    f"JJD{digits(rng, 18)}",
                    f"{letters(rng, 2)}{digits(rng, 9)}GB",
                    f"9400{digits(rng, 18)}",
                    f"SPXID{digits(rng, 12)}",
                ]
            ),
            "TRACKING",
        ),
        "ssn": (f"{rng.randint(101, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}", "SSN"),
        "ssn_spaced": (
            f"{rng.randint(101, 665)} {rng.randint(10, 99)} {rng.randint(1000, 9999)}",
            "SSN",
        ),
        "nino": (
            f"{rng.choice(['JK', 'PR', 'NW', 'SH', 'TB'])} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice('ABCD')}",
            "SSN",
        ),
        "sort": (f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 2)}", "BANK_ACCOUNT"),
        "sort_odd": (f"{digits(rng, 2)} / {digits(rng, 2)} / {digits(rng, 2)}", "BANK_ACCOUNT"),
        "acct": (digits(rng, 8), "BANK_ACCOUNT"),
        "acct_us": (digits(rng, 11), "BANK_ACCOUNT"),
        "routing": (aba(rng), "BANK_ACCOUNT"),
    }
    return ctx


# --------------------------------------------------------------------------- adversarial

# (domain, kind, skeleton). kind: chat (one line), email, form, transcript, quoted.
ADVERSARIAL: Final[list[tuple[str, str, str]]] = [
    # ---- chat, one line
    (
        "retail",
        "chat",
        "hiya its {lower}, parcel {track} says delivered but nothing in the porch at {addr_lower} {pc_lower}",
    ),
    (
        "retail",
        "chat",
        "Can you send the refund to the card ending the same as before? full number is {card} sorry",
    ),
    ("retail", "chat", "order under my partner's name {full}, same address {addr} {pc}, pls check"),
    ("retail", "chat", "email me the invoice at {email_obf} (not the old one)"),
    ("retail", "chat", "Loyalty no. [{cid_mixed}] - points from Saturday missing, thx"),
    ("food", "chat", "driver {staff} left my curry at the wrong door, I'm at {addr}, {pc}"),
    (
        "food",
        "chat",
        "rider called {staff} was really rude to me, my number is {phone_uk} if you need it",
    ),
    (
        "food",
        "chat",
        "this is {first} again, still no refund for the soggy pad thai, account {cid}",
    ),
    ("food", "chat", "can u change the delivery phone to {phone_ng}? old one is dead"),
    ("ride", "chat", "Left my laptop in the car, driver was {staff}, reach me on {phone_in}"),
    ("ride", "chat", "I was charged twice for one trip. Rider id ({cid_num}), card {card}"),
    (
        "ride",
        "chat",
        "my daughter {full} took a ride on my account and says the driver {staff2} never turned up",
    ),
    (
        "gaming",
        "chat",
        "hacked!! someone changed my pw from {pw} and the recovery email is now not {email}",
    ),
    (
        "gaming",
        "chat",
        "player id: {cid_mixed} - gifted skins vanished, I'm {first}, DOB {dob} if you need to verify",
    ),
    ("gaming", "chat", "the 2FA code {otp} didn't work on the Switch, tried 3 times"),
    ("appstore", "chat", "refund please, my kid bought gems with my card {card}, I'm {full}"),
    ("appstore", "chat", "Apple ID is {email_br} and it keeps asking for a new password"),
    ("saas", "chat", "prod is down, our API key {apikey} returns 401 since 09:14 UTC"),
    ("saas", "chat", "Please whitelist {ip} and {ip_padded} for tenant {cid}"),
    ("saas", "chat", "admin is {email}, please reset SSO for workspace {cid_num}"),
    ("saas", "chat", "rotating leaked token {token} - can you confirm it is revoked?"),
    ("bank", "chat", "transfer to IBAN {iban_lower} bounced, why?"),
    ("bank", "chat", "sort code {sort_odd} acct {acct} - salary not in yet"),
    ("bank", "chat", "hi it's {full}, born {dob}, locked out of the app again"),
    ("bank", "chat", "wire instructions: routing {routing} account {acct_us}, beneficiary {full}"),
    ("insurance", "chat", "claim for my car, policy holder {initial}, SSN {ssn_spaced}"),
    (
        "insurance",
        "chat",
        "My NI number is {nino}, do you need it for the income protection claim?",
    ),
    (
        "travel",
        "chat",
        "booking under {upper_last} / {first} for 2 adults, contact {phone_uk_intl}",
    ),
    ("travel", "chat", "Hotel in Lisbon charged my card {card_compact} twice, guest name {full}"),
    (
        "utilities",
        "chat",
        "moving out of {addr} {pc} on Friday, final reading to follow, account {cid}",
    ),
    (
        "utilities",
        "chat",
        "direct debit from {iban} should start next month, customer number {cid_num}",
    ),
    ("health", "chat", "appt with Dr {staff} for my son {full}, DOB {dob}, can we move it?"),
    ("health", "chat", "patient id {cid_mixed}, SSN {ssn}, need my records sent to {email}"),
    ("rental", "chat", "landlord {staff} still hasn't returned the deposit for {addr}, {pc}"),
    ("rental", "chat", "tenant {lower} here, rent paid from {iban_compact} on the 1st"),
    ("education", "chat", "student no {cid_num}, {full}, can't log in to the portal, pw was {pw}"),
    # ---- email and form, multi-line
    (
        "retail",
        "email",
        "Hello,\n\nMy order never arrived. Tracking {track}.\nPlease resend to:\n{addr_ml}\n{pc}\n\nThanks,\n{full}\n{phone_uk}",
    ),
    (
        "bank",
        "email",
        "Dear Sir or Madam,\n\nPlease update my details. New account: sort code {sort}, account number {acct}.\nMy date of birth is {dob}.\n\nKind regards\n{initial}",
    ),
    (
        "saas",
        "email",
        "Hi support,\n\nAfter the upgrade our webhook fails from {ip}. The key in use is {apikey}.\nContact the account admin {email} or me.\n\nCheers,\n{first}\nPlatform team\n{phone_de}",
    ),
    (
        "insurance",
        "email",
        "To whom it may concern,\n\nI'm writing about the claim for water damage at\n{addr_ml}\n{pc}\nThe adjuster {staff} has not replied in 3 weeks.\n\nYours faithfully,\n{full}",
    ),
    (
        "travel",
        "email",
        "Hi,\nThe name on my ticket is wrong. It should read {upper_last} {first}.\nPassport DOB {dob}. Reach me on {phone_br}.\n\n-- \n{lower}",
    ),
    (
        "health",
        "email",
        "Good morning,\n\nI need to cancel Thursday's physio. My patient number is {cid}.\n\nMany thanks\n{full}\n{addr}, {pc}",
    ),
    (
        "education",
        "email",
        "hi there\n\nmy son {full} (student ref {cid_mixed}) lost his login. his email is {email_obf}\n\nthanks\n{staff}",
    ),
    (
        "food",
        "form",
        "Name: {full}\nEmail: {email}\nPhone: {phone_mx}\nIssue: missing drinks from order\nAddress: {addr}\nPostcode: {pc}",
    ),
    (
        "bank",
        "form",
        "FULL NAME: {full}\nDATE OF BIRTH: {dob}\nIBAN: {iban}\nREASON: chargeback for unrecognised payment",
    ),
    (
        "rental",
        "form",
        "Applicant: {full}\nCurrent address:\n{addr_ml}\n{pc}\nMobile: {phone_za}\nSSN: {ssn}",
    ),
    (
        "utilities",
        "form",
        "Customer ID: {cid}\nName on account: {initial}\nPhone: {phone_jp}\nCard for payments: {card_nl}",
    ),
    (
        "gaming",
        "form",
        "Username: xXshadowXx\nReal name: {lower}\nEmail: {email_br}\nDate of birth: {dob}\nLast password: {pw}",
    ),
    # ---- transcripts and quoted replies
    (
        "bank",
        "transcript",
        "Agent: can I take your full name please\nCaller: yeah it's {lower}\nAgent: and the long card number\nCaller: {card_spoken}\nAgent: thank you, and your date of birth\nCaller: {dob_spoken}",
    ),
    (
        "ride",
        "transcript",
        "Bot: What's the best number to call you on?\nRider: {phone_spoken}\nBot: Thanks. Which driver was it?\nRider: {staff}, silver Prius",
    ),
    (
        "appstore",
        "transcript",
        "Agent {staff}: I've sent a code to your phone, can you read it out?\nCustomer: {otp_spoken}\nAgent {staff}: great, you're verified {first}",
    ),
    (
        "retail",
        "quoted",
        "Still waiting!!\n\nOn Mon, {staff} wrote:\n> Hi {first}, your replacement ships today with {track}.\n> Regards, {staff}",
    ),
    (
        "saas",
        "quoted",
        "See below, still broken.\n\n-----Original Message-----\nFrom: {full} <{email}>\nSubject: SSO failing\n> Our IdP at {ip_padded} rejects the assertion.",
    ),
    (
        "insurance",
        "quoted",
        "> Please confirm the policy holder's date of birth and phone.\n{dob}, {phone_us}\n{first}",
    ),
    (
        "travel",
        "form",
        "Lead passenger: {full}\nDate of birth: {dob}\nMobile: {phone_in}\nEmail: {email}\nLoyalty number: {cid_mixed}",
    ),
    (
        "health",
        "email",
        "Dear clinic,\n\nPlease register my mother, {full}, born {dob}.\nHer address is\n{addr_ml}\n{pc}\n\nThanks\n{staff}",
    ),
    (
        "utilities",
        "transcript",
        "Agent: can you confirm the account number?\nCaller: {cid_num}\nAgent: and the first line of the address?\nCaller: {addr_lower}, {pc_lower}\nAgent: thanks {first}",
    ),
    (
        "education",
        "quoted",
        "Thanks - the fee is paid now.\n\nOn 3 Oct, Admissions wrote:\n> Dear {first}, please pay to {iban} quoting {cid}.\n> Admissions Office",
    ),
    (
        "bank",
        "transcript",
        "caller: hi my name is {lower}\nagent: can you read me the one time passcode\ncaller: {otp_spoken}\nagent: and your sort code\ncaller: {sort}",
    ),
]


def render(skeleton: str, values: dict[str, Value]) -> tuple[str, list[Span]]:
    return fill_slots(skeleton, SLOT, lambda match: values[match.group(1)])


def adversarial_rows() -> list[Row]:
    rng = random.Random(ADVERSARIAL_SEED)
    rows: list[Row] = []
    counters: dict[tuple[str, str], int] = {}
    seen: set[str] = set()
    for domain, kind, skeleton in ADVERSARIAL:
        counters[(domain, kind)] = counters.get((domain, kind), 0) + 1
        template_id = f"last-adv-{domain}-{kind}-{counters[(domain, kind)]:02d}"
        made = 0
        while made < ADV_RENDERS:
            text, spans = render(skeleton, context(rng))
            if text in seen:
                continue
            seen.add(text)
            made += 1
            row: Row = {
                "text": text,
                "spans": spans,
                "template_id": template_id,
                "kind": kind,
                "split": SPLIT,
            }
            rows.append(row)
    return rows


# --------------------------------------------------------------------------- benign

BENIGN_LISTS: Final[dict[str, list[str]]] = {
    "brand": [
        "Ted Baker",
        "Paul Smith",
        "Tommy Jeans",
        "Karen Millen",
        "Hugo Boss",
        "Levi's",
        "Marks & Spencer",
        "Ben Sherman",
        "Stella McCartney",
    ],
    "product": [
        "the Air Max 90",
        "a Kindle Paperwhite",
        "the Pixel 8a",
        "the AirPods Pro 2",
        "a Ninja AF100 air fryer",
        "the Dyson V11",
        "a size 10 puffer jacket",
    ],
    "game": [
        "Elden Ring",
        "Minecraft",
        "Stardew Valley",
        "FIFA 23",
        "Baldur's Gate 3",
        "Fortnite",
        "Animal Crossing",
        "Hollow Knight",
    ],
    "app": ["Duolingo", "Spotify", "Notion", "Headspace", "Strava", "Canva", "WhatsApp"],
    "platform": [
        "the Play Store",
        "the App Store",
        "Steam",
        "the Xbox store",
        "PlayStation Store",
        "the Nintendo eShop",
    ],
    "version": ["v2.14.3", "4.1.0", "version 17.2", "build 3021", "1.9.8-beta", "release 12.4"],
    "error": [
        "error 403",
        "E-1107",
        "code 0x80FF",
        "a 502 Bad Gateway",
        "ERR_SSL_PROTOCOL",
        "error CE-3420",
    ],
    "priority": ["P1", "P2", "Sev 2", "high priority", "urgent", "low priority"],
    "chain": [
        "Nando's",
        "Wagamama",
        "Domino's",
        "Pizza Express",
        "Five Guys",
        "Leon",
        "Wendy's",
        "Dishoom",
    ],
    "dish": [
        "chicken katsu curry",
        "a large pepperoni",
        "two bao buns",
        "the halloumi fries",
        "pad see ew",
        "a vegan burrito",
        "the lamb biryani",
    ],
    "city": [
        "Manchester",
        "Lisbon",
        "Toronto",
        "Melbourne",
        "Nairobi",
        "Osaka",
        "Glasgow",
        "Denver",
        "Lagos",
        "Bristol",
    ],
    "country": [
        "Portugal",
        "Canada",
        "Japan",
        "Kenya",
        "Mexico",
        "Ireland",
        "Germany",
        "New Zealand",
    ],
    "airport": [
        "Gatwick",
        "Stansted",
        "Changi",
        "Lisbon airport",
        "Pearson",
        "Dublin Airport",
        "Narita",
    ],
    "carrier": ["Evri", "DPD", "Royal Mail", "UPS", "FedEx", "DHL", "Yodel", "Australia Post"],
    "pay": [
        "Apple Pay",
        "PayPal",
        "Klarna",
        "Google Pay",
        "a gift card",
        "cash on delivery",
        "Clearpay",
    ],
    "price": ["£12.99", "$45", "€7.50", "£3.20", "A$89", "$1,200", "£0.99", "€249"],
    "time": ["9am", "17:30", "half past six", "noon", "8:15pm", "around 11"],
    "day": ["Monday", "Tuesday", "Friday", "the weekend", "Sunday", "tomorrow", "next Wednesday"],
    "period": ["14 days", "30 days", "28 days", "12 months", "90 days", "48 hours"],
    "role": [
        "the driver",
        "your manager",
        "the courier",
        "the landlord",
        "the receptionist",
        "the account admin",
        "the teacher",
        "the rider",
    ],
    "plan": [
        "the Pro plan",
        "the Team tier",
        "Premium Family",
        "the Basic plan",
        "the Enterprise plan",
        "Game Pass Ultimate",
    ],
    "signoff": [
        "Thanks, a loyal customer",
        "Regards, Accounts Payable",
        "Cheers, the IT team",
        "Best, Front Desk",
        "Thanks, Facilities",
        "Kind regards, a worried parent",
    ],
    "greet": [
        "Hi team",
        "Hello",
        "Dear Sir or Madam",
        "Good morning",
        "Hey support",
        "To whom it may concern",
    ],
    "insurer": ["Direct Line", "Aviva", "Admiral", "Allianz", "Churchill"],
    "subject": [
        "Year 9 maths",
        "GCSE chemistry",
        "the Python bootcamp",
        "A-level history",
        "Spanish for beginners",
    ],
    "utility": ["the gas", "the broadband", "the water", "the electricity", "the fibre line"],
}

BENIGN: Final[list[tuple[str, str, str]]] = [
    ("retail", "chat", "do you have {product} in stock anywhere near {city}?"),
    ("retail", "chat", "Is the {brand} sale still on? I saw {price} online"),
    (
        "retail",
        "chat",
        "returned {product} via {carrier} {day}, how long is the refund? policy says {period}",
    ),
    ("retail", "chat", "can I pay with {pay} for {product}?"),
    ("retail", "chat", "the {brand} jumper came in the wrong colour, want to swap not refund"),
    ("food", "chat", "ordered {dish} from {chain}, arrived cold after {time}"),
    ("food", "chat", "{role} left the bag at the gate, {dish} all over the place lol"),
    ("food", "chat", "is {chain} open till {time} on {day}?"),
    ("food", "chat", "voucher for {price} off didn't apply to {dish}"),
    ("ride", "chat", "{role} took a weird route to {airport}, fare was {price}"),
    ("ride", "chat", "need a ride to {airport} at {time} {day}, can I book ahead?"),
    ("ride", "chat", "why was I charged {price} cancellation fee? {role} never showed"),
    ("gaming", "chat", "{game} keeps crashing with {error} after the {version} patch"),
    ("gaming", "chat", "bought {game} on {platform} but it doesn't show in my library"),
    ("gaming", "chat", "refund for {game}? only played 40 mins, paid {price}"),
    ("appstore", "chat", "{app} won't update from {platform}, stuck on {version}"),
    ("appstore", "chat", "charged {price} for {app} after the trial, I cancelled {day}"),
    ("saas", "chat", "{priority}: dashboard throws {error} since {version}"),
    ("saas", "chat", "does {plan} include SSO or only on enterprise? we're in {country}"),
    ("saas", "chat", "can {role} add seats on {plan} without a new contract?"),
    ("bank", "chat", "is {pay} supported for paying my card bill? tried {day}"),
    ("bank", "chat", "transfer to {country} shows pending for {period}, normal?"),
    (
        "insurance",
        "chat",
        "does my {insurer} policy cover travel to {country}? renewal is in {period}",
    ),
    ("insurance", "chat", "how long does a claim take with {insurer}? excess was {price}"),
    ("travel", "chat", "flight from {airport} to {city} delayed, can I get a hotel voucher?"),
    ("travel", "chat", "is breakfast included at the {city} hotel? check in {time}"),
    ("utilities", "chat", "{utility} has been off since {time}, any outage in {city}?"),
    ("utilities", "chat", "why did my bill go up to {price}? nothing changed"),
    ("health", "chat", "can I move my appointment to {day} after {time}?"),
    ("health", "chat", "is the clinic in {city} open on {day}? need a repeat prescription"),
    ("rental", "chat", "{role} says the boiler fix takes {period}, is that allowed?"),
    ("education", "chat", "when does {subject} start? fees are {price} right?"),
    ("education", "chat", "{role} said homework is on the portal but {app} shows nothing"),
    # multi-line emails and forms
    (
        "retail",
        "email",
        "{greet},\n\nI ordered {product} from {brand} and {carrier} says it's delivered, but it isn't here.\nCould you check with them? It was {price}.\n\n{signoff}",
    ),
    (
        "saas",
        "email",
        "{greet},\n\nSince upgrading to {version} we get {error} on login. This is {priority} for us.\nWe're on {plan}.\n\n{signoff}",
    ),
    (
        "travel",
        "email",
        "{greet},\n\nOur flight from {airport} was cancelled and we had to stay in {city}.\nCan we claim back the {price} taxi?\n\n{signoff}",
    ),
    (
        "insurance",
        "email",
        "{greet},\n\nI'd like to know whether {insurer} covers accidental damage on {product}.\nThe policy started {period} ago.\n\n{signoff}",
    ),
    (
        "education",
        "email",
        "{greet},\n\nIs there still space on {subject}? We can pay by {pay}.\n\n{signoff}",
    ),
    (
        "food",
        "form",
        "Order issue: missing item\nRestaurant: {chain}\nItem: {dish}\nPaid with: {pay}\nAmount: {price}",
    ),
    (
        "gaming",
        "form",
        "Platform: {platform}\nGame: {game}\nVersion: {version}\nError: {error}\nPriority: {priority}",
    ),
    (
        "utilities",
        "form",
        "Service: {utility}\nTown: {city}\nProblem since: {time} {day}\nContact preference: {role} to call",
    ),
    # transcripts and quoted replies
    (
        "ride",
        "transcript",
        "Customer: {role} dropped me at the wrong terminal at {airport}\nAgent: sorry about that, I've refunded {price}\nCustomer: thanks",
    ),
    (
        "bank",
        "transcript",
        "Agent: how did you pay?\nCaller: {pay}, on {day}\nAgent: the refund takes {period}\nCaller: ok",
    ),
    (
        "appstore",
        "quoted",
        "still not fixed\n\n> Please reinstall {app} from {platform} and update to {version}.\n> The Support Team",
    ),
    (
        "health",
        "quoted",
        "That works for me.\n\n> We can offer {day} at {time} at the {city} clinic.\n> Reception",
    ),
    (
        "ride",
        "email",
        "{greet},\n\nI left a bag in the car after a trip to {airport} on {day} around {time}.\n{role} has not answered. Can you help?\n\n{signoff}",
    ),
    (
        "rental",
        "form",
        "Property type: 2 bed flat\nCity: {city}\nIssue: heating\nReported to: {role}\nWaiting for: {period}",
    ),
    (
        "appstore",
        "email",
        "{greet},\n\nI was charged {price} by {app} through {platform}. I never subscribed.\nPlease refund to {pay}.\n\n{signoff}",
    ),
    (
        "food",
        "transcript",
        "Bot: what went wrong with your order from {chain}?\nCustomer: {dish} was missing\nBot: I've added {price} credit\nCustomer: cheers",
    ),
    (
        "saas",
        "quoted",
        "Any update? This is {priority}.\n\n> We've reproduced {error} on {version} and escalated to engineering.\n> Support, Tier 2",
    ),
    (
        "gaming",
        "transcript",
        "Agent: where did you buy it?\nPlayer: {platform}\nAgent: and the game?\nPlayer: {game}, it says {error}",
    ),
    (
        "insurance",
        "quoted",
        "ok thanks\n\n-----Original Message-----\nFrom: Claims Team\n> Your {insurer} claim is approved, payment within {period}.",
    ),
]


def benign_rows() -> list[Row]:
    rng = random.Random(BENIGN_SEED)
    rows: list[Row] = []
    counters: dict[tuple[str, str], int] = {}
    seen: set[str] = set()
    for domain, kind, skeleton in BENIGN:
        counters[(domain, kind)] = counters.get((domain, kind), 0) + 1
        template_id = f"last-benign-{domain}-{kind}-{counters[(domain, kind)]:02d}"
        made = tries = 0
        while made < BENIGN_RENDERS:
            tries += 1
            assert tries < 500, skeleton
            values: dict[str, Value] = {k: (rng.choice(v), None) for k, v in BENIGN_LISTS.items()}
            text, _ = render(skeleton, values)
            if text in seen:
                continue
            assert "@" not in text and not re.search(r"\d{5,}", text), text
            seen.add(text)
            made += 1
            rows.append({"text": text, "template_id": template_id, "kind": kind, "split": SPLIT})
    return rows


def main() -> None:
    write_sets("last", HERE, {ADVERSARIAL_FILE: adversarial_rows, BENIGN_FILE: benign_rows})


if __name__ == "__main__":
    main()
