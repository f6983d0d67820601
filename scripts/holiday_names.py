"""Rebuild src/discreet/redaction/data/holidays.txt from the holidays package's calendars.

    python -m pip download holidays==0.109 --no-deps -d /tmp/holidays
    .venv/bin/python scripts/holiday_names.py /tmp/holidays/holidays-0.109-py3-none-any.whl

The holidays package (MIT) names the public holidays and observances of about 250 countries
and territories in their own languages and in English. Customers name them as they name
shops and brands ("payday was Loy Krathong", "the office is closed on Fiestas Patrias",
"Kurban Bayramı"), and spaCy or the proper-noun rule take them for people. This reads every
country's calendar for 2022-2028 in every language and category the package offers, from
the wheel unpacked in a temporary folder (it is pure Python, its translations are files
beside it; only python-dateutil, already a dependency, is needed; nothing is installed),
splits combined entries ("National Day; Father's Day"), drops what is in brackets ("(in
lieu)", "(estimated)"), and keeps, case-folded:

- each also as the redactor reads it, its look-alike letters made Latin ("kurban bayramı"
  is read "kurban bayrami": `lookalikes.read_forms`);
- names of one to four words (the person judge's brand test reads at most four), no digit;
- also each name without a last word that only says it is a day ("Songkran Festival" ->
  "songkran", "Chuseok Holiday" -> "chuseok");
- no name of one word that is on a first-name list (the census's or the world's) or is an
  everyday English word (the judge weighs those by what surrounds them: "Christmas" stays in
  brands.txt, "Hari" is a name).

A name that holds a person's name ("Martin Luther King Jr. Day") matches only as a whole
phrase, which is no one's name. Rebuild it with the same command when the package is
upgraded and measure the change on every set (benchmarks/redaction_sets.py).
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Final

OUT: Final = Path(__file__).resolve().parents[1] / "src/discreet/redaction/data/holidays.txt"
YEARS: Final = range(2022, 2029)
_DAY_WORDS: Final = frozenset(
    "day days festival holiday holidays eve observance celebration feast week".split()
)
_BRACKETS: Final = re.compile(r"\s*[(\[][^)\]]*[)\]]")


def holiday_names(unpacked: Path) -> set[str]:
    """Every holiday name of every calendar, split, without brackets, case-folded."""
    sys.path.insert(0, str(unpacked))
    import holidays  # from the wheel named on the command line

    names: set[str] = set()
    for code in holidays.list_supported_countries():
        base = holidays.country_holidays(code, years=YEARS[0])
        for language in base.supported_languages or (None,):
            for category in base.supported_categories:
                calendar = holidays.country_holidays(
                    code, years=YEARS, language=language, categories=category
                )
                for name in calendar.values():
                    for part in name.split(";"):
                        plain = " ".join(_BRACKETS.sub("", part).casefold().split())
                        if plain:
                            names.add(plain)
    return names


def kept(names: set[str]) -> list[str]:
    """The names the person judge can use (module docstring)."""
    from discreet.lookalikes import read_forms
    from discreet.redaction.recognizers.gazetteer import (
        load_name_lists,
        load_world_first_names,
    )
    from discreet.redaction.recognizers.propn import is_everyday

    first = load_name_lists().first | load_world_first_names()
    out: set[str] = set()
    for name in names:
        words = name.replace("’", "'").split()
        forms = [" ".join(words)]
        if words and words[-1] in _DAY_WORDS and len(words) > 1:
            forms.append(" ".join(words[:-1]))
        out.update(read for form in forms for read in read_forms(form))
    return sorted(
        name
        for name in out
        if 1 <= len(name.split()) <= 4
        and not any(ch.isdigit() for ch in name)
        and not (" " not in name and (name in first or is_everyday(name)))
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("wheel", type=Path, help="the holidays wheel (pip download)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as unpacked:
        zipfile.ZipFile(args.wheel).extractall(unpacked)
        names = kept(holiday_names(Path(unpacked)))
    header = (
        "# Holidays and observances of every country the holidays package (MIT) knows, in its\n"
        "# languages, case-folded: built by scripts/holiday_names.py; do not edit by hand. A\n"
        '# person candidate that is one of these is no person (person_evidence.py, "brand").\n'
    )
    OUT.write_text(header + "".join(f"{n}\n" for n in names), encoding="utf-8")
    print(f"{len(names)} names -> {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
