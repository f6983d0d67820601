"""A name closing a message in another language, typed in lower case after a comma or after a
sign-off on its line ("..., sigue pendiente, altagracia", "... mvh søren"), when a listed
first name opens it; a closing word of the language ("..., makasih") is none."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Hola, el pago de la aduana sigue pendiente, altagracia", "altagracia"),
        ("Hej, hvornår kommer pakken? mvh søren", "søren"),
        ("Hej, hvornår kommer pakken?\nHilsen ingrid holm", "ingrid holm"),
    ],
)
def test_a_name_closing_a_message_abroad_is_redacted(
    redactor: Redactor, message: str, name: str
) -> None:
    found = spans(redactor, message)
    assert any(kind == "PERSON" and name in covered for kind, covered in found)


@pytest.mark.parametrize(
    "message",
    [
        "Terima kasih banyak, makasih",
        "Bonjour, merci beaucoup, à bientôt",
        "Hola, todavía no llegó, gracias",
    ],
)
def test_a_closing_word_abroad_is_no_name(redactor: Redactor, message: str) -> None:
    assert [s for s in spans(redactor, message) if s[0] == "PERSON"] == []
