"""Checksums used by `validate()`: Luhn (cards) and ISO 13616 mod-97 (IBAN)."""

from __future__ import annotations

from typing import Final

__all__ = ["IBAN_COUNTRIES", "iban_ok", "luhn_ok"]


def luhn_ok(digits: str) -> bool:
    if not digits.isdigit() or len(digits) < 2:
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


# the countries whose banks number accounts by IBAN: those of the SWIFT registry and those
# that use the format without being registered (much of West and Central Africa, Iran, ...)
IBAN_COUNTRIES: Final = frozenset(
    """AD AE AL AT AZ BA BE BG BH BI BR BY CH CR CY CZ DE DJ DK DO EE EG ES FI FK FO FR GB GE
    GI GL GR GT HN HR HU IE IL IQ IS IT JO KW KZ LB LC LI LT LU LV LY MC MD ME MK MN MR MT MU
    NI NL NO OM PK PL PS PT QA RO RS RU SA SC SD SE SI SK SM SO ST SV TL TN TR UA VA VG XK YE
    AO BF BJ CF CG CI CM CV DZ GA GQ GW IR KM MA MG ML MZ NE SN TD TG""".split()
)


def iban_ok(value: str) -> bool:
    """An IBAN of a country that has them, whose check digits hold (mod 97)."""
    compact = "".join(ch for ch in value if ch.isalnum()).upper()
    if len(compact) < 15 or len(compact) > 34 or not compact.isalnum():
        return False
    if compact[:2] not in IBAN_COUNTRIES:
        return False  # "QE55Q80C": a model number that happens to pass the checksum
    rearranged = compact[4:] + compact[:4]
    try:
        number = int("".join(str(int(ch, 36)) for ch in rearranged))
    except ValueError:
        return False
    return number % 97 == 1
