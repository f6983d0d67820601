"""Given names of other countries that the census lists lack weigh for a person in the
judge (`data/world_first_names.txt`, built from Faker's name lists by
`scripts/world_first_names.py`): in a message in another language the judge refused a
candidate the English models proposed unless a name list held it."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.person_evidence import known_brands, known_places
from discreet.redaction.recognizers.gazetteer import load_name_lists, load_world_first_names
from discreet.redaction.recognizers.propn import is_everyday

from .conftest import spans


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Olá, falei com Gonçalo ontem sobre a fatura.", "Gonçalo"),
        ("Merhaba, dün Gökhan ile konuştum, fatura hâlâ gelmedi.", "Gökhan"),
        ("Hola, hablé con Maite ayer sobre la factura.", "Maite"),
    ],
)
def test_a_given_name_of_another_country_is_a_name_in_its_own_language(
    redactor: Redactor, text: str, name: str
) -> None:
    assert ("PERSON", name) in spans(redactor, text)


@pytest.mark.parametrize(
    "text",
    [
        "Olá, o T2 em Lisboa ainda está disponível?",
        "Merhaba, Kadıköy şubesi pazar günü açık mı?",
        "Olá, falei com o apoio ontem sobre a fatura da Vodafone.",
        "Tried Safari and Chrome, neither loads the page.",
    ],
)
def test_places_brands_and_words_stay(redactor: Redactor, text: str) -> None:
    assert redactor.redact(text).text.value == text


def test_the_list_holds_no_word_place_brand_or_census_name() -> None:
    names = load_world_first_names()
    assert len(names) > 10_000
    assert {"gonçalo", "gökhan", "maite"} <= names
    places, brands, census = known_places(), known_brands(), load_name_lists().first
    wrong = {
        n
        for n in names
        if len(n) < 4 or n != n.lower() or is_everyday(n) or n in places or n in brands
    }
    assert not wrong, sorted(wrong)[:20]
    assert not names & census
