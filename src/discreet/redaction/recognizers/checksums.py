"""Checksums used by `validate()`: Luhn (cards) and ISO 13616 mod-97 (IBAN)."""

from __future__ import annotations

__all__ = ["iban_ok", "luhn_ok"]


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


def iban_ok(value: str) -> bool:
    compact = "".join(ch for ch in value if ch.isalnum()).upper()
    if len(compact) < 15 or len(compact) > 34 or not compact.isalnum():
        return False
    rearranged = compact[4:] + compact[:4]
    try:
        number = int("".join(str(int(ch, 36)) for ch in rearranged))
    except ValueError:
        return False
    return number % 97 == 1
