"""Payment cards (every major network and length, Luhn), IBANs (mod-97) and national ids: US
SSNs, UK National Insurance and Irish PPS numbers, Spanish DNI/NIE (check letter), Indian PANs
and passport numbers after their cue."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

import regex

from discreet.redaction.recognizers.base import (
    Pattern,
    PatternRecognizer,
    any_form_of,
    gate_words,
)
from discreet.redaction.recognizers.checksums import IBAN_COUNTRIES, iban_ok, luhn_ok

__all__ = ["CardRecognizer", "IbanRecognizer", "SsnRecognizer"]


class CardRecognizer(PatternRecognizer):
    """12 to 19 digits, optionally grouped; Luhn raises the score, context rescues the rest."""

    NAME = "card"
    ENTITY = "CARD"
    NEEDS_DIGIT = True
    PATTERNS = (
        Pattern("digits", r"(?<![\w.+-])\d(?:[ -]{0,2}\d){11,18}(?![\w]|[.-]\d)", 0.4),
        # "3528,8091,3476,8028", "6521 | 5768 | 1523 | 6910", "6234+7456+9222+4954": four-digit
        # groups split by any one mark, the same each time; a low score, so only Luhn or a card
        # cue keeps it
        Pattern(
            "marked_groups",
            r"(?<![\w.,|/+-])\d{4}(?P<mark>[ \t]*[,|·•:;/\\+][ \t]*)\d{4}(?:(?P=mark)\d{4}){1,2}"
            r"(?:(?P=mark)\d{1,3})?(?!\w|[.,|/-]\d)",
            0.2,
        ),
        Pattern(
            "last_four",
            r"(?i)\b(?:ending|ends|end|last\s+(?:4|four)(?:\s+digits)?"
            r"(?:\s+(?:of|on)\s+(?:the\s+|my\s+)?card)?)\s*(?:in|with|is|are|:)?\s*"
            r"(?P<pii>\d{4})\b",
            0.6,
        ),
    )
    CONTEXT = (
        "card", "credit", "debit", "visa", "mastercard", "amex", "maestro", "discover",
        "cc", "payment", "pay", "charge", "number", "block", "lost", "stolen",
    )  # fmt: skip
    INVALID_SCORE: ClassVar[float | None] = 0.35

    def validate(self, value: str) -> bool | None:
        digits = "".join(ch for ch in value if ch.isdigit())
        if len(digits) == 4:
            return None
        if len(set(digits)) == 1:
            return False
        return luhn_ok(digits)


# between an IBAN's groups: nothing, one or two spaces, a dash, dot or underscore, a line break
_IBAN_GAP = r"(?:[ ]{0,2}|[ ]{0,2}[-._][ ]{0,2}|[ ]?\n[ ]?)"


class IbanRecognizer(PatternRecognizer):
    NAME = "iban"
    ENTITY = "IBAN"
    NEEDS_DIGIT = True
    PATTERNS = (
        Pattern(
            "iban",
            # a country that has IBANs first: "QE55Q80C" is a model number
            rf"(?<![\w])(?:{'|'.join(sorted(IBAN_COUNTRIES))})\d{{2}}"
            rf"(?:{_IBAN_GAP}[A-Z0-9]{{4}}){{2,7}}"
            rf"(?:{_IBAN_GAP}[A-Z0-9]{{1,3}})?(?![\w])",
            0.5,
        ),
    )
    CONTEXT = ("iban", "account", "bank", "transfer", "wire", "sepa")
    FLAGS: ClassVar[int] = regex.IGNORECASE
    INVALID_SCORE: ClassVar[float | None] = 0.3

    def validate(self, value: str) -> bool | None:
        if not any(ch.isdigit() for ch in value[4:]):
            return False
        return iban_ok(value)


_DNI_NIE: Final = regex.compile(r"(?:\d{8}|[XYZ]\d{7})[A-Z]")
_DNI_LETTERS: Final = "TRWAGMYFPDXBNJZSQVHLCKE"
_RUT: Final = regex.compile(r"\d{1,2}\.?\d{3}\.?\d{3}-[Kk]")


def _dni_letter_ok(compact: str) -> bool:
    """A DNI's letter is its number mod 23 in `_DNI_LETTERS`; an NIE's X, Y, Z count as 0-2."""
    digits = str("XYZ".index(compact[0])) + compact[1:-1] if compact[0] in "XYZ" else compact[:-1]
    return _DNI_LETTERS[int(digits) % 23] == compact[-1]


# the names of national identity and tax numbers, by country (ambiguous short words such as
# "fin", "sin", "run" and "nic" left out: each is a word somewhere)
_NATIONAL_IDS: Final = (
    *("cin", "cni", "cnie", "nif", "nie", "cnic", "cnp", "cpf", "curp", "rut", "nik", "ktp"),
    *("nric", "pesel", "amka", "αμκα", "afm", "αφμ", "tckn", "kimlik no", "tc kimlik"),
    *("bsn", "personnummer", "henkilötunnus", "hetu", "fødselsnummer", "cpr", "aadhaar"),
    *("aadhar", "cccd", "cmnd", "căn cước", "can cuoc", "emirates id", "iqama", "national id"),
    *("national identity", "id card", "identity card", "carte d'identité", "cédula", "cedula"),
    *("codice fiscale", "steuer-id", "steuer-identifikationsnummer", "egn", "oib", "jmbg"),
    *("emšo", "emso", "rodné číslo", "rodne cislo", "nin", "tfn"),
    *("dni", "cuil", "cuit", "kimlik numarası", "kimlik numaram", "personnr", "fødselsnr"),
    *("주민등록번호", "주민번호", "rrn", "resident registration number"),
    # Canada, Mexico, New Zealand, the Philippines, Kenya, Egypt; tax numbers by their names
    *("social insurance number", "sin number", "sin no", "rfc", "nss", "ird", "philsys"),
    *("sss number", "sss no", "umid", "tin number", "tin no", "kra pin", "huduma namba"),
    *("tax id", "tax identification number", "taxpayer id", "número de seguridad social"),
    *("numero de seguridad social", "الرقم القومي", "رقم الهوية"),
    # Belgium's national register number, by its Dutch, French and English names
    *("rijksregisternummer", "rijksregister", "national register number", "registre national"),
    *("numéro national", "numero national", "insz", "niss"),
    # Hong Kong, Israel, Estonia, Hungary, Bulgaria, Malta, Rwanda
    *("hkid", "身份證", "身份證號碼", "teudat zehut", "תעודת זהות", "ת.ז", "ת״ז", 'ת"ז'),
    *("isikukood", "adóazonosító", "adoazonosito", "adóazonosító jel", "taj szám", "taj"),
    *("személyi szám", "егн", "лична карта", "karta tal-identità", "indangamuntu"),
)
_NATIONAL_ID = any_form_of(_NATIONAL_IDS)
# Hong Kong's identity card number: its letters, six digits and its check digit in brackets
_HK_ID_SHAPE: Final = r"([A-Z]{1,2})(\d{6})[ \t]?\(([0-9A])\)"


class SsnRecognizer(PatternRecognizer):
    NAME = "ssn"
    ENTITY = "SSN"
    NEEDS_DIGIT = True
    PATTERNS = (
        Pattern("grouped", r"(?<![\w-])\d{3}([- .])\d{2}\1\d{4}(?![\w]|-\d)", 0.6),
        Pattern("plain", r"(?<![\w-])\d{9}(?![\w-])", 0.05),
        # Ireland's PPS number after its cue: seven digits and one or two letters, a space
        # between them or none
        Pattern(
            "ie_pps",
            r"\b(?i:pps(?:n|\s+(?:number|no\.?))?)\s*(?:is|:|-)?\s*"
            r"(?P<pii>\d{7}[ ]?[A-Wa-w][A-IWa-iw]?)\b",
            0.8,
        ),
        # the UK's National Insurance number: two letters, three pairs of digits, a letter
        # A-D (prefixes never issued, such as the "QQ" of examples, are covered too: the
        # shape alone is rare enough); lower-case letters only joined to the digits, so
        # that "on 12 34 56 b" is no number
        Pattern(
            "uk_national_insurance",
            r"(?<![\w-])(?:[A-Z]{2}[ -]?|(?i:[a-z]{2}))\d{2}[ -]?\d{2}[ -]?\d{2}[ -]?(?i:[a-d])"
            r"(?![\w-])",
            0.6,
        ),
        # in lower case with spaces after its cue: "national insurance no. lj 56 20 35 d"
        Pattern(
            "uk_national_insurance_cued",
            r"(?i:\b(?:national[ \t]+insurance|nino|ni)(?:[ \t]+(?:no\.?|number|num|#))?"
            r"(?:[ \t]+(?:is|was))?[ \t]*[:#]?[ \t]*)"
            r"(?P<pii>(?i:[a-z]{2})[ -]?\d{2}[ -]?\d{2}[ -]?\d{2}[ -]?(?i:[a-d]))(?![\w-])",
            0.8,
        ),
        # Spain's DNI (eight digits) and NIE (X, Y or Z and seven digits) with their check
        # letter, which `validate` checks: rare enough to stand without a cue
        Pattern(
            "es_dni_nie",
            r"(?<![\w-])(?:\d{8}|[XYZxyz][ -]?\d{7})[ -]?[A-Za-z](?![\w-])",
            0.7,
        ),
        # Hong Kong's identity card number: one or two letters, six digits and a check digit
        # in brackets, which `validate` checks ("A123456(3)")
        Pattern("hk_id", r"(?<![\w-])" + _HK_ID_SHAPE, 0.7),
        # India's PAN: five letters (the fourth says who holds it), four digits, a letter
        Pattern("in_pan", r"(?<![\w-])[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z](?![\w-])", 0.7),
        # a passport number after its cue ("passport no DCS264406", "Passport:\nXT0522006")
        Pattern(
            "passport",
            r"\b(?i:passport)(?:[ \t]+(?i:no\.?|number|num|#))?[ \t]*(?:is|:|-)?\s*"
            r"(?P<pii>(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{6,9})(?![\w-])",
            0.8,
        ),
        # a driving licence number after its cue: the UK's sixteen characters, whole or in
        # their groups ("SMITH 753116 SM9IJ"), or a number of another country in one piece
        # ("D1234567", "B12-345-678-90")
        Pattern(
            "driving_licence",
            r"\b(?i:(?:driving|driver'?s?)[ \t]+licen[cs]e|licen[cs]e)"
            r"(?:[ \t]+(?i:no\.?|number|num|#))?(?:[ \t]+(?i:is|was)|[ \t]*[:#-])?\s*"
            r"(?P<pii>(?-i:[A-Z9]{5}[ ]?\d{6}[ ]?[A-Z9]{2}\d[A-Z]{2}(?:[ ]?\d{2})?)"
            r"|(?=(?:[A-Za-z-]*\d){5})[A-Za-z0-9]{1,4}(?:-?\d{2,})+[A-Za-z0-9]{0,3})(?![\w-])",
            0.8,
        ),
        # Mexico's CURP: four letters, a birth date, sex, a state and three consonants, rare
        # enough as a shape to stand without a cue; its RFC (three or four letters, a date
        # and three characters of a check) after its name, as a product code can look alike
        Pattern(
            "mx_curp",
            r"(?<![\w-])[A-Z][AEIOUX][A-Z]{2}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[HMX]"
            r"(?:AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR"
            r"|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d(?![\w-])",
            0.8,
        ),
        Pattern(
            "mx_rfc",
            r"\b(?i:rfc)(?:[ \t]+(?i:es|is)|[ \t]*[:#-])?[ \t]*"
            r"(?P<pii>(?i:[a-zñ&]{3,4}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[a-z\d]{3}))"
            r"(?![\w-])",
            0.8,
        ),
        # the names of national numbers in Chinese, Japanese and Korean, glued to what
        # follows them ("身份证号是11010519491231002X", "マイナンバーは123456789012",
        # "주민등록번호는 900101-1234567")
        Pattern(
            "national_id_cjk",
            r"(?:身份证(?:号码?)?|公民身份号码|マイナンバー|個人番号|주민등록번호|주민번호)"
            r"[ \t]*(?:是|は|는|은|:)?[ \t]*(?P<pii>\d[\d -]{8,20}[\dXx])(?![\dA-Za-z-])",
            0.8,
        ),
        # a national identity or tax number after its name: "CIN BE905574", "NIK:
        # 5104030612870695", "CNIC 61101-6111594-7", "o meu nif e 358287375"
        Pattern(
            "national_id",
            rf"\b(?i:{_NATIONAL_ID})(?:[ \t]+(?i:no\.?|n[º°o]\.?|number|num|nr\.?|#))?"
            # "is" in a few languages, a whole word: "CIN EE214038" keeps its first "E"
            r"(?:[ \t]+(?i:is|was|e|é|est|es|ist|je|adalah|là)(?![\w-])|[ \t]*[:#-])?\s*"
            # dots between groups ("RUT 12.345.678-5", "cédula 1.020.345.678") and a check
            # letter after a hyphen ("RUT 12345678-K")
            r"(?P<pii>(?=(?:[A-Za-z .-]*\d){5})[A-Za-z]{0,3}[ -]?\d[\d .-]{3,22}\d(?:-?[A-Za-z])?)"
            r"(?![\w-])",
            0.8,
        ),
    )
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "passport": ("passport",),
        "driving_licence": ("licen",),
        "uk_national_insurance_cued": ("insurance", "ni"),
        "national_id": gate_words(_NATIONAL_IDS),
        "national_id_cjk": ("身份证", "公民身份", "マイナンバー", "個人番号", "주민"),
        "mx_rfc": ("rfc",),
    }
    CONTEXT = (
        "ssn", "social", "security", "taxpayer", "tin", "ss#", "insurance", "nino", "ni",
        "dni", "nie", "pan", "passport",
    )  # fmt: skip

    def validate(self, value: str) -> bool | None:
        if (hk_id := _HK_ID.fullmatch(value)) is not None:
            return _hk_id_ok(*hk_id.groups())
        compact = value.replace(" ", "").replace("-", "").upper()
        if _DNI_NIE.fullmatch(compact):
            # Chile's RUT ends in a check digit that may be K ("12345678-K"): no DNI
            return _dni_letter_ok(compact) or _RUT.fullmatch(value) is not None
        if not value[:1].isdigit():
            return None  # a National Insurance number or a PAN: its shape is its check
        digits = "".join(ch for ch in value if ch.isdigit())
        area, group, serial = digits[:3], digits[3:5], digits[5:]
        if area in {"000", "666"} or group == "00" or serial == "0000":
            return False
        return None


_HK_ID: Final = regex.compile(_HK_ID_SHAPE)


def _hk_id_ok(letters: str, digits: str, check: str) -> bool:
    """A Hong Kong identity card number's check digit: its letters (a space before one
    alone, worth 36; A is 10 ... Z 35) and digits weighted 9 down to 2, the check taking the
    sum to a multiple of 11 (10 written "A")."""
    values = [36] * (2 - len(letters)) + [ord(c) - ord("A") + 10 for c in letters]
    values += [int(d) for d in digits]
    total = sum(v * w for v, w in zip(values, range(9, 1, -1), strict=True))
    expected = (11 - total % 11) % 11
    return check == ("A" if expected == 10 else str(expected))
