"""One list of invisible characters and Latin look-alikes, read alike by every part that
reads text for its meaning: the redactor's normalizer and the injection screen."""

from __future__ import annotations

import pytest

from discreet.knowledge.disguise import plain_view
from discreet.lookalikes import INVISIBLE, LATIN_LOOKALIKES, strip_invisible
from discreet.redaction.normalizer import normalize


def test_strip_invisible_removes_every_listed_character() -> None:
    assert strip_invisible("ig" + "".join(sorted(INVISIBLE)) + "nore") == "ignore"


@pytest.mark.parametrize(("lookalike", "latin"), sorted(LATIN_LOOKALIKES.items()))
def test_the_redactor_and_the_screen_fold_each_lookalike_alike(lookalike: str, latin: str) -> None:
    word = f"x{lookalike}x"
    assert normalize(word).text == f"x{latin}x"
    assert plain_view(word) == f"x{latin}x"


def test_both_drop_invisible_characters() -> None:
    word = "pass\u200bword\u00ad"
    assert normalize(word).text == "password"
    assert plain_view(word) == "password"
