"""Rebuild src/discreet/redaction/data/world_first_names.txt from Faker's name lists.

    python -m pip download faker==40.54.0 --no-deps -d /tmp/faker
    .venv/bin/python scripts/world_first_names.py /tmp/faker/faker-40.54.0-py3-none-any.whl

Faker (MIT) ships first names for some eighty locales. This reads them straight from the
wheel (Faker is pure Python, so the wheel imports as a zip; nothing is installed), keeps the
names written in Latin letters, lower-cased and also without their accents, and leaves out
what the person judge must not take for a name: everyday English words and the common words
customers mix in (`propn.is_everyday`, `everyday_words.txt`), known places and brands, stop
words of the languages `language.py` checks, words that are never names (`NOT_NAMES`), names
of fewer than four letters, names the census lists already hold, and the Vietnamese locale
(its given names are everyday syllables: "Phương Trang" is a bus company). The result is only
as current as the wheel it was built from; rebuild it with the same command when Faker is
upgraded and measure the change on every set (benchmarks/redaction_sets.py).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
import unicodedata
from pathlib import Path
from typing import Final

import regex

from discreet.redaction.language import is_stop_word
from discreet.redaction.person_evidence import known_brands, known_places, without_accents
from discreet.redaction.recognizers.gazetteer import load_name_lists
from discreet.redaction.recognizers.lexicon import NOT_NAMES
from discreet.redaction.recognizers.propn import everyday_words, is_everyday

OUT: Final = (
    Path(__file__).resolve().parents[1] / "src/discreet/redaction/data/world_first_names.txt"
)
SKIPPED_LOCALES: Final = frozenset({"vi_VN"})
_SHAPE: Final = regex.compile(r"\p{Ll}[\p{Ll}'’-]*\p{Ll}")
HEADER: Final = """\
# Given names of some eighty locales that the census lists lack, one lower-case name a line
# (also without its accents), from the first-name lists of Faker {version} (MIT License,
# Copyright (c) 2012 Daniele Faraglia), Latin letters only. Left out: everyday words,
# known places and brands, stop words, names under four letters, Vietnamese names. Built by
# scripts/world_first_names.py; the person judge alone reads them (person_evidence.py).
"""


def _latin(word: str) -> bool:
    return all("LATIN" in unicodedata.name(ch, "") or ch in "-'’" for ch in word)


def faker_first_names(wheel: Path) -> tuple[str, set[str]]:
    """Faker's version and every first name of its person providers, by word."""
    sys.path.insert(0, str(wheel))
    faker = importlib.import_module("faker")
    person = importlib.import_module("faker.providers.person")
    names: set[str] = set()
    for module in pkgutil.iter_modules(person.__path__):
        if module.name in SKIPPED_LOCALES:
            continue
        provider = importlib.import_module(f"faker.providers.person.{module.name}").Provider
        for attribute in dir(provider):
            if not attribute.startswith("first_names"):
                continue
            value = getattr(provider, attribute)
            items = list(value) if isinstance(value, (dict, list, tuple, set)) else []
            names.update(w for item in items if isinstance(item, str) for w in item.split())
    return str(faker.VERSION), names


def kept(word: str, census: frozenset[str]) -> set[str]:
    """The forms of `word` to list, or none."""
    lowered = unicodedata.normalize("NFC", word.lower())
    forms = {lowered, without_accents(lowered)}
    if not _latin(lowered) or not _SHAPE.fullmatch(lowered) or len(without_accents(lowered)) < 4:
        return set()
    places, brands = known_places(), known_brands()
    for form in forms:
        if (
            is_everyday(form)
            or form in everyday_words()
            or form in places
            or form in brands
            or is_stop_word(form)
            or form in NOT_NAMES
        ):
            return set()
    return {f for f in forms if f not in census}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheel", type=Path, help="a Faker wheel (pip download faker --no-deps)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if not args.wheel.is_file():
        parser.error(f"{args.wheel}: no such wheel")
    version, names = faker_first_names(args.wheel)
    census = load_name_lists().first
    listed = sorted({form for name in names for form in kept(name, census)})
    args.out.write_text(HEADER.format(version=version) + "\n".join(listed) + "\n", "utf-8")
    print(f"{len(listed)} names from Faker {version} -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
