"""Email addresses, phone numbers (international formats) and IP addresses."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Mapping
from typing import ClassVar

import regex

from discreet.redaction.recognizers.base import Pattern, PatternRecognizer
from discreet.redaction.recognizers.lexicon import WEBMAILS

__all__ = ["EmailRecognizer", "IpRecognizer", "PhoneRecognizer"]

_DATE_LIKE = re.compile(r"\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}")
_EXT = re.compile(r"(?i)\s?(?i:x|ext\.?|extension)\s?\d+$")


class EmailRecognizer(PatternRecognizer):
    NAME = "email"
    ENTITY = "EMAIL"
    PATTERNS = (
        Pattern(
            "address",
            # in any script: "josé.garcía@correo.es", "ivan.petrov@яндекс.рф" (RFC 6531)
            r"(?<![\w.+-])[\p{L}\p{N}][\p{L}\p{N}\p{M}._%+'-]*@[\p{L}\p{N}]"
            r"(?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?"
            r"(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?)*\.\p{L}{2,24}\b",
            0.9,
        ),
        # "my gmail is tomwojcik88", "my hotmail: ciaran_oneill_77": an address named by its
        # webmail without the domain, when it holds a digit or a dot, dash or underscore
        Pattern(
            "webmail_handle",
            r"\b(?i:my|his|her|their|our)[ \t]+(?i:" + "|".join(WEBMAILS) + r")"
            r"(?:[ \t]+(?i:address|account|e-?mail|id))?(?:[ \t]+(?i:is|was)|[ \t]*[:=])[ \t]*"
            r"(?P<pii>(?=[\w.+-]*[\d._-])[A-Za-z0-9][\w.+-]{1,62}[A-Za-z0-9])(?![\w@])",
            0.8,
        ),
    )
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {"webmail_handle": WEBMAILS}
    CONTEXT = ("email", "e-mail", "mail", "contact", "address")


class PhoneRecognizer(PatternRecognizer):
    NAME = "phone"
    ENTITY = "PHONE"
    NEEDS_DIGIT = True
    PATTERNS = (
        Pattern(
            "grouped",
            r"(?<![\w+/.-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?(?:0\d{5}|\d{1,5})"
            r"(?:[ .-]\d{1,8}){1,10}"
            r"(?:\s?(?i:x|ext\.?|extension)\s?\d{1,6})?(?![\w/]|[.-]\d)",
            0.4,
        ),
        Pattern(
            "international",
            r"(?<![\w+])\+\d{7,15}(?!\w)|(?<![\w(])\(\d{2,5}\)[ .-]?\d{2,5}(?:[ .-]?\d{2,6}){0,3}"
            r"(?:\s?(?i:x|ext\.?)\s?\d{1,6})?(?![\w]|-\d)",
            0.55,
        ),
        Pattern("plain", r"(?<![\w+.-])\d{10,11}(?!\w|[.-]\d)", 0.35),
        # a country code in brackets, or a trunk zero after it: "(+44) 7572-029-987",
        # "+44(0)7537 904104", "32 (0) 470 12 34 56"
        Pattern(
            "bracketed_country",
            r"(?:\(\+\d{1,3}\)|\+\d{1,3}[ ]?\(0\)|(?<![\w+])\d{2,3}[ ]?\(0\))"
            r"[ .-]?\d[\d .-]{6,14}\d(?![\w]|[.-]\d)",
            0.6,
        ),
        Pattern("short_plain", r"(?<![\w+.-])\d{7,9}(?![\w-]|\.\d)", 0.05),
    )
    CONTEXT = (
        "phone", "call", "calls", "called", "calling", "tel", "telephone", "mobile", "cell",
        "cellphone", "fax", "office", "desk", "number", "reach", "text", "texts", "sms",
        "whatsapp", "ring", "dial", "answering", "contact", "landline", "registered", "messages",
        # the words for "phone" of the other languages customers write in
        "telefon", "telefonu", "telefonem", "telefone", "telefono", "teléfono", "celular",
        "móvil", "movil", "handphone", "điện thoại", "dien thoai", "simu", "denwa", "keitai",
        # Chinese, Japanese, Korean and Thai, written against what follows ("我的手机号是...")
        "电话", "電話", "手机", "手機", "携帯", "ケータイ", "連絡先", "联系", "전화", "휴대폰",
        "핸드폰", "연락처", "เบอร์", "โทร",
        # Hungarian, Estonian, Maltese, Bulgarian, Hebrew, Arabic and Kinyarwanda
        "telefonszám", "telefonszam", "telefonszámom", "mobil", "mobiil", "mowbajl", "numru",
        "телефон", "тел", "мобилен", "טלפון", "נייד", "פלאפון", "هاتف", "جوال", "موبايل", "رقمي",
        "nimero", "telefoni",
    )  # fmt: skip

    def validate(self, value: str) -> bool | None:
        core = _EXT.sub("", value)
        digits = sum(ch.isdigit() for ch in core)
        if not 7 <= digits <= 15:
            return False
        if _DATE_LIKE.fullmatch(core.strip()):
            return False
        if re.fullmatch(r"(?:19|20)\d\d\s*[-–/]\s*(?:19|20)\d\d", core.strip()):
            return False  # "2019-2024": a span of years
        if re.fullmatch(r"\d{3}-\d{2}-\d{4}", core):
            return False  # SSN-shaped, left to the SSN recognizer
        if re.fullmatch(r"(?:\d{1,3}\.){3}\d{1,3}", core):
            return False  # an IPv4 address, left to the IP recognizer
        return None


# six pairs of hex digits joined by one separator, ':' or '-'
_MAC = r"[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}"


class IpRecognizer(PatternRecognizer):
    NAME = "ip"
    ENTITY = "IP"
    NEEDS_DIGIT = True
    PATTERNS = (
        Pattern("ipv4", r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)", 0.6),
        Pattern(
            "ipv6",
            r"(?<![\w:])(?:[0-9A-Fa-f]{1,4}:){1,7}(?::|(?::[0-9A-Fa-f]{1,4}){1,7}|[0-9A-Fa-f]{1,4})"
            r"(?![\w:])|(?<![\w:])::(?:[0-9A-Fa-f]{1,4}:){0,6}[0-9A-Fa-f]{1,4}(?![\w:])",
            0.6,
        ),
        # a device's hardware address ("router mac 00-1a-2b-3c-4d-5e"): six pairs of hex digits
        # joined by one separator; like an IP address it points at the customer's own device
        Pattern("mac", r"(?<![\w:-])" + _MAC + r"(?![\w:-])", 0.6),
    )
    CONTEXT = ("ip", "address", "host", "server", "client", "blocked")
    FLAGS: ClassVar[int] = regex.IGNORECASE

    def validate(self, value: str) -> bool | None:
        if regex.fullmatch(_MAC, value):
            return True
        if "." in value:  # zero-padded octets ("070.133.053.026") are still an address
            parts = value.split(".")
            value = ".".join(str(int(p)) if p.isdigit() else p for p in parts)
        try:
            ipaddress.ip_address(value)
        except ValueError:
            return False
        return True
