"""Customer, account and member ids after their cue words, and carrier tracking numbers.

Either one points at one customer's account or parcel (and through it at a name and an
address), so both are redacted; the session's vault still maps the placeholder back, so a
tool that needs the id gets it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

import regex

from discreet.redaction.recognizers.base import DIGITS, UUID, Pattern, PatternRecognizer
from discreet.redaction.recognizers.propn import english_words, is_past_participle

__all__ = ["CodeRecognizer", "CustomerIdRecognizer", "OpaqueIdRecognizer", "TrackingRecognizer"]

# an id: letters, digits, '-', '_' and '.', with at least three digits somewhere
_ID = (
    r"(?P<pii>(?=[A-Za-z0-9._/-]*\d[A-Za-z0-9._/-]*\d[A-Za-z0-9._/-]*\d)"
    r"[A-Za-z0-9](?:[A-Za-z0-9._/-]*[A-Za-z0-9]))"
)


# an id written in groups: letters, then digit groups ("RW 935 314 76"); the verb before a
# number is none of its letters ("number is 1234")
_SPACED_ID = (
    r"(?!(?:is|was|es|est|ist)[ ])"
    r"(?P<pii>[A-Za-z]{1,4}[ ]?\d{2,6}(?:[ ]\d{2,6}){1,4}"
    # or two letters and one group, or digit groups alone, of four digits or more
    r"|[A-Za-z]{1,3}[ ]\d{4,8}|\d{2,6}(?:[ ]\d{2,6}){1,4})(?![\w-])"
)
# a plate: capitals and digits in two or three groups, with two digits and five characters
_PLATE = (
    r"(?P<pii>(?-i:(?=(?:[A-Z -]*\d){2})(?=(?:[ -]*[A-Z0-9]){5})(?=[0-9 -]*[A-Z])"
    r"[A-Z0-9]{1,4}(?:[- ][A-Z0-9]{1,4}){1,2}))"
)
_MODEL_YEAR: Final = regex.compile(r"^(?-i:[A-Z]{2,})\s.*\s(?:19|20)\d{2}$")
_ID_CUE = (
    r"(?:\b(?:customer|cust|cliente?|account|acct|member(?:ship)?|loyalty|rewards?|user|player"
    r"|subscriber|policy|contract|kunden|vertrags|mitglieds)(?:\s+card)?\s*"
    # a whole word: "num" is no cue inside "Kundennummer"
    r"(?:(?:id|no|number|num|ref(?:erence)?|code|número|numero|numéro|nummer|nr|n[°º]?)"
    r"(?!\p{L})\.?"
    r"|#)"
    # the number first, then whose: "numéro client", "número de cliente", "mã khách hàng"
    r"|\b(?:n[uú]m(?:ero|éro)|n[°º]|nr\.?|nomor|id|identifiant)[ \t]*(?:(?:de|do|du)[ \t]+|d['’])?"
    r"(?:client[e]?|adh[ée]rent|membre|abonn[ée]|contrat|contrato|conta|compte|s[óo]cio"
    r"|pelanggan)(?!\p{L})|\bm[ãa][ \t]+kh[áa]ch[ \t]+h[àa]ng)"
)

# between the cue and the id: "is", "which is", ":", "#", a dash
_ID_VERB = (
    r"(?:\s+(?:(?:which|that)\s+)?(?:is|was|é|est|es|ist|adalah|là)|\s*[:=#—–]|\s+-(?=\s))?\s*"
)

_USERNAME = (
    r"\b(?:user\s*name|user\s*id|login(?:\s*(?:name|id))?|handle"
    r"|gamer\s*tag|gamertag|psn(?:\s*id)?|steam\s*id|discord(?:\s*(?:tag|name|id))?)"
)


# a booking, an order, a policy, a supply point, a case or a membership: whose number it is
_BOOKING_CUE = (
    r"\b(?:booking|reservation|confirmation|pnr|(?:e-?)?ticket|itinerary|listing|mprn|mpan"
    # the same cues in the languages customers write in
    r"|order|reserva|r[ée]servation|reservierung|buchung(?:snummer)?|prenotazione"
    r"|pedido|commande|auftrag(?:snummer)?"
    # a policy, a contract, a booking or a customer number abroad
    r"|ap[óo]lice|p[óo]liza|polizza|polis|poli[țt]a|police|h[ợo]p\s+[đd][ồo]ng"
    r"|(?:κράτηση|kpatnσn|κρατηση)|rezervarea?|rezerwacj[ai]|rezervace|foglal[áa]s"
    r"|rezervasyon|varaus|bestilling|bokning|boeking|pelanggan|m[ãa]\s+kh[áa]ch\s+h[àa]ng"
    r"|matricol|tenancy|(?:patient|case)\s+file|dossier"
    r"|meter(?:\s+serial)?|claim|frequent\s+flyer|membership|case|policy|student|patient"
    r"|employee|staff|permit|(?:council\s+)?tax|nhs|tenant|workspace|org(?:ani[sz]ation)?"
    r"|rider|driver|player|quoting|quote|badge|contract|rma"
    # what an on-demand platform numbers: a trip, a job, a session, a merchant, a host
    r"|trip|ride|job|task|session|merchant|store|host|shopper|sitter|courier"
    # whom a staffing agency, a school or a charity numbers
    r"|candidate|applicant|application|worker|payroll|personnel|volunteer|donor|supporter"
    r"|pupil|learner|enrol(?:l)?ment"
    # what a customer is billed under, in the languages customers write in
    r"|invoice|receipt|faktur[ay]|factura|fatura|fattura|rechnung|h[óo]a\s+[đd][ơo]n|resibo"
    # a claim's file in Turkish ("hasar dosya no")
    r"|hasar(?:\s+dosya(?:s[ıi])?)?|dosya(?:s[ıi])?"
    # an order in Slovene, Hungarian, Estonian, Bulgarian, Hebrew, Maltese and Chinese
    r"|naro[čc]il[oa]?|rendel[ée]s(?:sz[áa]m)?|tellimus(?:e)?|поръчка(?:та)?|porachka|הזמנה"
    r"|ordni|訂單|订单"
    # an insurance policy in Dutch ("autoverzekering KB7/A/2291")
    r"|(?:auto|reis|woon|brand|inboedel|zorg)?verzekering(?:snummer)?)"
)
_BOOKING_WORDS = (
    "booking", "reservation", "confirmation", "pnr", "ticket", "itinerary", "listing",
    "mprn", "mpan", "meter", "claim", "flyer", "membership", "case", "policy",
    "student", "patient", "employee", "staff", "permit", "tax", "nhs", "tenant",
    "workspace", "org", "rider", "driver", "player", "quot", "order", "reserv",
    "réserv", "buchung", "prenotazione", "pedido", "commande", "auftrag",
    "apól", "apol", "póliz", "poliz", "polis", "poliț", "polit", "police", "hợp", "hop",
    "κράτ", "κρατ", "kpat", "rezerv", "foglal", "varaus", "bestill", "bokning", "boeking",
    "pelanggan", "khách", "khach", "matricol", "tenancy", "file", "dossier", "badge",
    "contract", "rma", "candidate", "applicant", "application", "worker", "payroll",
    "personnel", "volunteer", "donor", "supporter", "pupil", "learner", "enrol",
    "trip", "ride", "job", "task", "session", "merchant", "store", "host", "shopper",
    "sitter", "courier", "invoice", "receipt", "faktur", "factura", "fatura", "fattura",
    "rechnung", "hóa", "hoa", "resibo", "hasar", "dosya", "naroč", "naroc", "rendel",
    "tellimus", "поръчк", "porachka", "הזמנה", "ordni", "訂單", "订单", "verzekering",
)  # fmt: skip

_ID_CUE_WORDS = (
    "customer", "cust", "client", "account", "acct", "member", "loyalty", "reward", "user",
    "player", "subscriber", "policy", "contract", "kunden", "vertrags", "mitglieds",
    "adh", "membre", "abonn", "contrat", "conta", "compte", "sócio", "socio", "pelanggan",
    "khách", "khach",
)  # fmt: skip


class CustomerIdRecognizer(PatternRecognizer):
    NAME = "customer_id"
    ENTITY = "CUSTOMER_ID"
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "cue": _ID_CUE_WORDS,
        "cue_grouped": _ID_CUE_WORDS,
        "bare_cue": ("acc", "customer", "client", "member", "loyalty", "subscriber", "profile"),
        "bracketed": ("account", "acct", "customer", "member", "loyalty"),
        "booking": _BOOKING_WORDS,
        "booking_grouped": _BOOKING_WORDS,
        "short_number": ("employee", "staff", "student", "patient", "member", "badge"),
        "ref_code": ("ref",),
        "plate_cue": ("reg", "plate", "car", "vehicle", "van"),
        "plate_abroad": (
            *("reg", "plate", "vehicle", "matr", "placa", "kennzeichen", "targa", "plat"),
            *("immatriculation", "nopol"),
        ),
        "plate_car": ("car", "van"),
        "plate_arabic": (
            *("reg", "plate", "vehicle", "car", "van", "voiture", "véhicule", "vehicule"),
            *("matricule", "immatriculation", "سيارة", "لوحة"),
        ),
        "plate_word": ("plate",),
        "plate": DIGITS,
        "slashed": ("/",),
        "username": ("user", "login", "handle", "tag", "psn", "steam", "discord"),
        "username_bare": ("user", "login", "handle", "tag", "psn", "steam", "discord"),
        "id_label": ("id",),
        "under": ("under",),
    }  # fmt: skip
    PATTERNS = (
        Pattern("cue", _ID_CUE + _ID_VERB + r"[\"'“‘\[(]?" + _ID, 0.8),
        Pattern("cue_grouped", _ID_CUE + _ID_VERB + _SPACED_ID, 0.8),
        # "acct ACME476845", "account ref AC/0765/296", "Account: KX44-71B", "my account is
        # ZX4471KQ", "the account on file is 7XQ2P9": an id right after the cue word or its verb
        Pattern(
            "bare_cue",
            r"\b(?:acct|acc(?=[ \t]*:)|account|customer|client|member(?:ship)?|loyalty"
            r"|subscriber|profile)(?:\s+on\s+file)?"
            r"(?:\s+(?:is|was)\s+|\s+|[ \t]*[:—–][ \t]*)(?:ref(?:erence)?\s+)?"
            r"(?=[A-Za-z0-9._/-]*[A-Za-z])" + _ID,
            0.6,
        ),
        # "booking ref C2KBXT", "PNR JQVYTW", "confirmation 913173267", "meter serial
        # K84T17984", "MPRN 55359854": a booking or supply reference after its cue
        Pattern(
            "booking",
            _BOOKING_CUE + r"(?:\s+(?:ref(?:erence)?|code|number|no\.?|nr\.?|numer|#|id|serial))?"
            # "Ticket: #INC0012291": a colon and the number's own hash
            r"(?:\s+(?:is|was)|\s*[:#])?(?:\s*#)?\s*[(\[]?\s*"
            r"(?P<pii>(?=(?:[A-Za-z/-]*\d){5})[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+){1,3}"
            r"|(?-i:(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,11})"
            r"|(?-i:[A-Z]{6,10})|\d{6,12}|[A-Za-z]{1,3}-?\d{5,10}"
            # capitals alone in two or three parts: "SBD-BPTHB", "ACC-KZP-QLW"
            r"|(?-i:[A-Z]{2,4}-[A-Z]{4,6}|[A-Z]{2,4}-[A-Z]{3,4}-[A-Z]{3,4})"
            # pieces joined by slashes around a number: "PS/2291/KQ", "KB7/A/2291"
            r"|(?-i:[A-Z]{1,4}/\d{3,8}/[A-Z0-9]{1,4}|[A-Z]{1,3}\d{1,3}/[A-Z]{1,3}/\d{3,8})"
            # letters, then a number: "KS/JKT/0673", "MZZ-8022"
            r"|(?-i:[A-Z]{1,4}(?:[-/][A-Z]{1,4})*[-/]\d{3,8}))(?![\w/-])",
            0.7,
        ),
        # after the cue and the word for its number, an id in groups ("staff ID: ST 48213
        # 77"), or a short one that numbers a person ("badge number 00731"; "order 1234" is
        # an order's)
        Pattern(
            "booking_grouped",
            _BOOKING_CUE + r"\s+(?:ref(?:erence)?|code|number|no\.?|#|id)"
            r"(?:\s+(?:is|was)|\s*[:#])?\s*" + _SPACED_ID,
            0.7,
        ),
        Pattern(
            "short_number",
            r"\b(?:employee|staff|student|patient|member(?:ship)?|badge)\s+(?:number|no\.?|#|id)"
            r"(?:\s+(?:is|was)|\s*[:#])?\s*(?P<pii>\d{4,5})(?![\w/-]|[.,]\d)",
            0.7,
        ),
        # a reference of letters, a number and a check group joined by slashes, whatever
        # stands before it: "CPH/204518/7KX", "AAR/88213/BX" (a shipment's, a file's)
        Pattern(
            "slashed",
            r"(?<![\w/.-])(?-i:[A-Z]{2,4}/\d{4,8}/(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,4})(?![\w/-])",
            0.5,
        ),
        # a UK registration plate: "YD70 KPT", "reg yd70kpt"
        Pattern("plate", r"(?<![\w-])(?-i:[A-Z]{2}\d{2}[ ]?[A-Z]{3})(?![\w-])", 0.5),
        Pattern(
            "plate_cue",
            r"\b(?:reg(?:istration)?|plate|number\s+plate|car|vehicle|van)\b[^\n.]{0,20}?"
            r"(?P<pii>(?<![\w-])[a-z]{2}\d{2}[ ]?[a-z]{3})(?![\w-])",
            0.7,
        ),
        # a plate of another country after its cue: "car reg is B-972-ZBT", "Vehicle: GT
        # 7429-19" (capitals and at least two digits, so "vehicle BMW X5" stays)
        Pattern(
            "plate_abroad",
            r"\b(?:reg(?:istration)?|(?:number\s+)?plate|vehicle|matr[íi]cula|placa|kennzeichen"
            r"|targa|immatriculation|plat\s+nomor|nopol)\b"
            r"(?:\s+(?:no\.?|number|is|was))*\s*[:#]?\s*" + _PLATE + r"(?![\w-])",
            0.7,
        ),
        # after "plate" a plate in one piece ("plate number: ABC123", New Zealand's) or typed
        # in lower case ("the licence plate is kwt 442")
        Pattern(
            "plate_word",
            r"\bplate(?:\s+(?:no\.?|number))?(?:\s+(?:is|was))?\s*[:#]?\s*"
            r"(?P<pii>(?-i:(?=(?:[A-Z]*\d){2})(?=\d*[A-Z])[A-Z0-9]{5,8})"
            r"|(?!(?i:is|was|no|has|had|in|on|at|for|from|by|of|to|and|the|since)\b)"
            r"(?i:[a-z]{2,3})[ -]?\d{3,4}(?i:[a-z])?)(?![\w-])",
            0.7,
        ),
        # after a bare "car" or "van" only a plate in hyphens: "car KTO-4407" (not "the car A
        # 220 AMG", a model)
        Pattern(
            "plate_car",
            r"\b(?:car|van)\s*[:#]?\s*" + _PLATE.replace("[- ]", "-") + r"(?![\w-])",
            0.7,
        ),
        # a plate with Arabic letters after its cue: Morocco's number, letter and region
        # ("voiture 94387-أ-62"), the Gulf's letters and number ("car reg is س ب ج 2189")
        Pattern(
            "plate_arabic",
            r"(?:\b(?:reg(?:istration)?|plate|vehicle|car|van|voiture|v[ée]hicule|matricule"
            r"|immatriculation)\b|سيارة|لوحة)[^\n.\d]{0,20}?"
            r"(?P<pii>\d{1,6}[ ]?[-|][ ]?\p{Arabic}[ ]?[-|][ ]?\d{1,3}"
            r"|\p{Arabic}(?:[ ]\p{Arabic}){1,2}[ ]\d{1,5})(?![\w-])",
            0.7,
        ),
        # after "ref" or "reference": a code of letters and digits ("ref KM3KWD", "my ref is
        # yfdu5m"), five digits or more ("reference 4471229"), or pieces joined by slashes with
        # four digits at least ("ref: 77/K/2291"; "ref 24/7" stays)
        Pattern(
            "ref_code",
            # (with nothing between "ref" and the code, the code starts with a digit: "REF48213",
            # not the "ER500" of "REFER500")
            r"\bref(?:erence)?(?:\s+(?:number|no\.?|#))?(?:\s+(?:is|was)\s+|\.?\s*[:#]?\s*)"
            r"(?:(?<=[\s:#.])|(?=\d))"
            r"(?P<pii>(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{5,8}|\d{5,12}"
            r"|(?=(?:[A-Za-z/]*\d){4})[A-Za-z0-9]{1,8}(?:/[A-Za-z0-9]{1,8}){1,4})(?![\w/-])",
            0.6,
        ),
        # "my account (CUST-0467-PH) was locked": an id in brackets after the cue word
        Pattern(
            "bracketed",
            r"\b(?:account|acct|customer|member(?:ship)?|loyalty)\s*\(\s*"
            r"(?P<pii>(?=[A-Za-z0-9/_.-]*\d[A-Za-z0-9/_.-]*\d[A-Za-z0-9/_.-]*\d)"
            r"[A-Za-z0-9][A-Za-z0-9/_.-]{3,}[A-Za-z0-9])\s*\)",
            0.7,
        ),
        # "username is jwalker", "user id: jo_w"; without a verb only a value with a digit
        # or a dot, dash or underscore ("username jwalker88"), so "the username field" stays
        Pattern(
            "username",
            _USERNAME + r"(?:\s+(?:is|was)|\s*[:=])\s*"
            r"(?!(?:not|wrong|empty|missing|broken|locked|failing|down|slow|working|fine|ok)\b)"
            r"(?P<pii>@?[A-Za-z0-9][A-Za-z0-9._-]{2,63})(?![\w@])",
            0.7,
        ),
        Pattern(
            "username_bare",
            _USERNAME + r"\s+(?P<pii>@?(?=[A-Za-z0-9._-]*(?:\d|[._-][A-Za-z0-9]))"
            r"[A-Za-z0-9][A-Za-z0-9._-]{2,63})"
            r"(?<![._-])(?![\w@])",
            0.6,
        ),
        # "id number: 4471902", "my id is MBR44721"; after "my id" with no verb only an id
        # with a letter ("under my id MBR44721")
        Pattern(
            "id_label",
            r"\b(?:my\s+id|u?id\s*(?:number|no\.?)?)(?:\s+(?:is|was)|\s*[:=#]"
            r"|(?<=my\s+id)\s+(?=[A-Za-z0-9._/-]*[A-Za-z]))\s*" + _ID,
            0.6,
        ),
        # "it's under PRM2290KZ", "booked under ZX-4471": what a booking or an account is
        # under, when it is capitals and at least three digits ("under 30 days" stays)
        Pattern(
            "under",
            r"\bunder\s+(?P<pii>(?-i:(?=(?:[0-9-]*[A-Z]){2})(?=(?:[A-Z-]*\d){3})"
            r"[A-Z0-9][A-Z0-9-]{4,14}[A-Z0-9]))(?![\w-])",
            0.6,
        ),
    )
    FLAGS: ClassVar[int] = regex.IGNORECASE

    def validate(self, value: str) -> bool | None:
        if value.replace("-", "").isalpha() and value.isupper():
            words = english_words()
            if all(part.lower() in words for part in value.split("-")):
                return False  # "POLICYHOLDER", "BOOKING: CANCEL", "PRE-ORDER": words
        if is_past_participle(value):
            return False  # "my login is blocked": what happened to it, not a user name
        if _MODEL_YEAR.search(value):
            return False  # "vehicle BMW X5 2019": a make, a model and its year, no plate
        return None


# one space-separated piece of a tracking number: letters and digits, at least one digit
_PIECE = r"[A-Za-z0-9]*\d[A-Za-z0-9]*"


class TrackingRecognizer(PatternRecognizer):
    NAME = "tracking"
    ENTITY = "TRACKING"
    NEEDS_DIGIT = True
    PATTERNS = (
        Pattern(
            "cue",
            r"\b(?:tracking|track|trkng|trk|waybill|consignment|parcel|shipment|airway\s*bill|awb)"
            r"(?:\s*(?:number|no\.?|num|#|id|code|ref(?:erence)?))?(?:\s+(?:is|was)|\s*[:=#])?"
            r"\s*(?P<pii>(?:[A-Za-z]{1,3}[ -])?" + _PIECE + r"(?:[ -]" + _PIECE + r"){0,5})"
            r"(?![A-Za-z0-9])",
            0.55,
        ),
        # UPS 1Z..., Royal Mail / international AA123456789GB, USPS 9400 ... (20-22 digits)
        Pattern(
            "ups",
            r"(?<![\w])1Z[ ]?[A-Z0-9]{3}[ ]?[A-Z0-9]{3}[ ]?[A-Z0-9]{2}"
            r"[ ]?[A-Z0-9]{4}[ ]?[A-Z0-9]{4}(?!\w)",
            0.85,
        ),
        Pattern("upu", r"(?<![\w])[A-Z]{2}[ ]?\d{3}[ ]?\d{3}[ ]?\d{3}[ ]?[A-Z]{2}(?!\w)", 0.6),
        Pattern("usps", r"(?<![\w])9[234]\d{2}(?:[ ]?\d{4}){4}(?:[ ]?\d{2})(?!\w)", 0.7),
    )
    CONTEXT = ("tracking", "parcel", "package", "shipment", "waybill", "courier", "delivery")
    FLAGS: ClassVar[int] = regex.IGNORECASE

    def validate(self, value: str) -> bool | None:
        digits = sum(ch.isdigit() for ch in value)
        if digits < 4 or sum(ch.isalnum() for ch in value) < 8:
            return False  # "parcel 2 of 3": too short to be a tracking number
        return None


# a token of letters and digits with seven digits or more, in up to four pieces joined by
# hyphens, each with a digit but a leading letter code: "BR92798629", "7717740580COUNT",
# "R-4547-90798" (not "3660170548-Fax": a word after a number is no part of it)
_OPAQUE = (
    r"(?<![\w@/\\$€£¥₹:.#-])(?P<pii>(?=(?:[A-Za-z-]*\d){7})(?:[A-Za-z]{1,4}-)?"
    + _PIECE
    + r"(?:-"
    + _PIECE
    + r"){0,3})(?![\w@/\\$-]|\.\w)"
)
_UUID = r"(?<![\w-])(?P<pii>" + UUID + r")(?![\w-])"
# a record's key as an API or an app writes it: a short lower-case prefix (capitalised, when the
# normalizer lifted a message typed in lower case), an underscore, then pieces of letters and
# digits ("cus_9fK2LmQ8x7Ab", "acct_1MqZ3x2eZvKYlo2C", "ten_4829_ab9x1")
_OBJECT_ID = (
    r"(?<![\w@/\\$€£¥₹:.#-])(?P<pii>[A-Za-z][a-z]{0,5}_[A-Za-z0-9]+(?:_[A-Za-z0-9]+){0,2})"
    r"(?![\w@/\\$-]|\.\w)"
)
# what makes such a key one: a piece of five or more that mixes letters and digits, as no
# file name's or setting's piece does ("report_q3_2024", "utf8_general_ci", "http_500_error")
_KEY_PIECE: Final = regex.compile(r"(?=[A-Za-z0-9]{5,}$)(?=.*\d.*\d)(?=.*[A-Za-z])")
# an error code or a hash: "0x80070005", "3fa9c2b81d" (a letter after a digit), not "AC19849161"
_HEX: Final = regex.compile(r"0x[0-9a-f]+|(?=[0-9a-f]*\d[a-f])[0-9a-f]+", regex.IGNORECASE)
_SIZE: Final = regex.compile(r"\d+x\d+(?:x\d+)?", regex.IGNORECASE)


class OpaqueIdRecognizer(PatternRecognizer):
    """A reference, account or booking number with no cue word in front of it.

    Support text names things with words and short model numbers ("WH-1000XM5", "RTX 4090");
    a run of seven digits or more mixed with letters, or eight or more on their own, is a
    number that points at one customer's account, booking or parcel, whatever word led to it
    ("can you add a note to BR92798629"); so is a UUID, and a record's key as an API writes
    it ("acct_1MqZ3x2eZvKYlo2C"). Found with a low score: a recognizer that knows the kind
    (card, IBAN, phone, an API key) types the span when both find it.
    """

    NAME = "opaque_id"
    ENTITY = "CUSTOMER_ID"
    NEEDS_DIGIT = True
    PATTERNS = (
        Pattern("opaque", _OPAQUE, 0.45),
        # a UUID ("device id a1b2c3d4-e5f6-..."): a record's own key, whatever it numbers; the
        # token rule leaves it to this one
        Pattern("uuid", _UUID, 0.6),
        Pattern("object_id", _OBJECT_ID, 0.45),
    )

    def validate(self, value: str) -> bool | None:
        if "_" in value:
            keys = value.split("_")[1:]
            if any(_KEY_PIECE.match(k) for k in keys) and not any(
                len(k) >= 4 and k.lower() in english_words() for k in keys
            ):
                return None
            return False  # "report_q3_2024", "http_500_error": a file's or a setting's name
        pieces = value.split("-")
        if not any(ch.isalpha() for ch in value):
            # digits alone: one run of eight, or a piece of five or more among others, so
            # "2026-12-03", "2019-2024" and "1200-1500" stay
            longest = max(len(p) for p in pieces)
            if longest < 5 or (len(pieces) == 1 and longest < 8):
                return False
            return None
        if _HEX.fullmatch(value) or _SIZE.fullmatch(value):
            return False  # "0x80070005", "3fa9c2b81d", "1920x1080": a code, hash or size
        return None


# what names a thing, not a customer, when it stands right before a code: "the RTX4090", "model
# KVC3100", "error CE-3420", "flight EZY8821", "voucher SAVE2024X"
_THING_BEFORE = (
    r"(?<!\b(?:the|a|an|this|that|model|error|err|code|fault|sku|part|item|product|firmware"
    r"|build|version|ver|type|series|size|voucher|promo|coupon|discount|flight|seat|room|gate"
    r"|locker|plan)(?:\s*(?:no\.?|number|#|:))?\s+)"
)
# a flight's number, in its shape (two or three letters, or a letter and a digit, then one
# to four digits), before what happens to a flight ("is EZY8821 delayed", "BAW1234 landed")
_FLIGHT_STATUS_AFTER = (
    r"(?!(?<=(?<![A-Z0-9-])(?-i:[A-Z]{2,3}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?)\s+"
    r"(?:is\s+|was\s+|has\s+been\s+)?(?:delayed|diverted|boarding|departed|departing|landed"
    r"|on\s+time)\b)"
)
# a code in capitals and digits, two capitals and three digits at least, 7-15 characters with
# single hyphens; an error code in its common shape ("NET-503") is none
_CODE = (
    r"(?<![\w@/\\$€£¥₹:.#-])" + _THING_BEFORE + r"(?!(?-i:[A-Z]{2,4}-\d{3,4})(?![\w-]))"
    r"(?P<pii>(?-i:(?=(?:[0-9-]*[A-Z]){2})(?=(?:[A-Z-]*\d){3})"
    r"[A-Z0-9][A-Z0-9-]{5,13}[A-Z0-9]))(?![\w@/\\$-]|\.\w)" + _FLIGHT_STATUS_AFTER
)
_LETTER_RUN: Final = regex.compile(r"[A-Z]{4,}")
# a connector's, a screen's or a part's letters, a piece of a part number ("4K-HDMI-200",
# "USB-C-100W")
_PART_WORDS: Final = frozenset(
    "usb hdmi ssd hdd led oled qled lcd uhd hdr ddr lte nvme sata pcie rgb gpu cpu ram dvi vga"
    " nfc gps".split()
)


class CodeRecognizer(PatternRecognizer):
    """An account, member or booking code with no cue word, by its shape: capitals mixed with
    digits ("it's under PRM2290KZ", "please refund ZX4471KQ"), shorter than an opaque id.

    Support text writes products, errors, flights and vouchers the same way, so what says
    thing rather than customer keeps the code: a word before it that names a thing (an
    article, "model", "error", "flight", "voucher"), a word inside it ("WELCOME100",
    "GIFT-2024-XMAS") or a part's letters ("4K-HDMI-200"), a flight's status after a flight's
    number ("is EZY8821 delayed"), and a brand before it (the redactor's, which knows the
    brands). Found with a low score: a recognizer that knows the kind types the span when both
    find it."""

    NAME = "code"
    ENTITY = "CUSTOMER_ID"
    NEEDS_DIGIT = True
    PATTERNS = (Pattern("code", _CODE, 0.45),)

    def validate(self, value: str) -> bool | None:
        words = english_words()
        if any(run.lower() in words for run in _LETTER_RUN.findall(value)):
            return False  # "WELCOME100", "GIFT-2024-XMAS": a voucher's word, not an id
        if any(piece.lower() in _PART_WORDS for piece in value.split("-")):
            return False  # "4K-HDMI-200", "USB-C-100W": a part's number ("RAM4471QX" is none)
        return None
