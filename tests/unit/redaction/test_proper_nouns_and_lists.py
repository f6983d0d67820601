"""Proper nouns that are not English words, and enumerations of first names.

The proper-noun rule reads spaCy's tags; its table gives the tags directly, so it is pure.
An end-to-end table then runs the whole redactor (spaCy loaded)."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor
from discreet.redaction.recognizers import (
    NameListRecognizer,
    ProperNounRecognizer,
    TaggedToken,
)
from discreet.redaction.recognizers.base import Deadline
from discreet.redaction.recognizers.gazetteer import load_name_lists
from discreet.redaction.recognizers.propn import english_words, is_word_or_inflection

from .conftest import spans

needs_names = pytest.mark.skipif(
    not load_name_lists(), reason="the `names` package (census name lists) is not installed"
)
needs_words = pytest.mark.skipif(
    not english_words(), reason="the `english-words` package is not installed"
)

_WORDS = ("the", "novel", "princess", "royal", "user", "kid", "orchestra")


def _tokens(text: str, tags: dict[str, tuple[str, str]]) -> list[TaggedToken]:
    """Whitespace tokens; `tags` maps a word to (tag, entity), default ("NN", "")."""
    out: list[TaggedToken] = []
    pos = 0
    for word in text.split():
        start = text.index(word, pos)
        tag, ent = tags.get(word, ("NN", ""))
        out.append(TaggedToken(start, start + len(word), tag, ent))
        pos = start + len(word)
    return out


@pytest.mark.parametrize(
    ("text", "tags", "expected"),
    [
        # NER calls the surname an organisation: the NNP tag still counts
        ("Unlike the Sokolov novel", {"Sokolov": ("NNP", "ORG")}, ["Sokolov"]),
        ("Unlike the Sokolov novel", {"Sokolov": ("NNP", "")}, ["Sokolov"]),
        # dictionary words tagged NNP are left alone ("Princess Royal", "Users")
        ("the Princess Royal", {"Princess": ("NNP", ""), "Royal": ("NNP", "")}, []),
        ("the Users kid", {"Users": ("NNPS", "")}, []),
        # not tagged a proper noun
        ("the Sokolov novel", {}, []),
        # not written like a name: all caps, digits, initials, too short
        ("the ACME novel", {"ACME": ("NNP", "ORG")}, []),
        ("the X9 novel", {"X9": ("NNP", "")}, []),
        ("the Al novel", {"Al": ("NNP", "")}, []),
        # calendar, street and stop words
        ("the Monday novel", {"Monday": ("NNP", "DATE")}, []),
        ("the Strasse novel", {"Strasse": ("NNP", "")}, []),
        # labels NER is sure are not people
        ("the Tuesdayish kid", {"Tuesdayish": ("NNP", "DATE")}, []),
        # hyphenated and apostrophised names
        ("the Rosales-Mcguire kid", {"Rosales-Mcguire": ("NNP", "")}, ["Rosales-Mcguire"]),
        ("the O'Leary kid", {"O'Leary": ("NNP", "")}, []),  # inner capital after an apostrophe
    ],
)
def test_proper_noun_table(
    text: str, tags: dict[str, tuple[str, str]], expected: list[str]
) -> None:
    recognizer = ProperNounRecognizer(_WORDS)
    found = recognizer.analyze_tokens(text, _tokens(text, tags))
    assert [text[f.start : f.end] for f in found] == expected
    assert all(f.entity == "PERSON" and f.explanation.recognizer == "proper_noun" for f in found)


def test_proper_noun_rule_is_off_without_a_word_list() -> None:
    text = "Unlike the Sokolov novel"
    assert (
        ProperNounRecognizer(()).analyze_tokens(text, _tokens(text, {"Sokolov": ("NNP", "")})) == []
    )


@needs_names
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "they had 6: silvana, adam, christopher, kristina, chad and caleb.",
            ["silvana", "adam", "christopher", "kristina", "chad", "caleb"],
        ),
        ("Invite Leonti, Terrence, Pamela and Brian", ["Leonti", "Terrence", "Pamela", "Brian"]),
        # not names, or mostly everyday words that are also names
        ("apples, pears, plums and cherries", []),
        ("may, june and july", []),
        ("rose, lily, ivy and daisy", []),
        ("will, grant and hope", []),
        # two items are not a list
        ("adam and caleb", []),
        # a stop word inside the list breaks it
        ("adam, the, caleb and brian", []),
    ],
)
def test_name_list_table(text: str, expected: list[str]) -> None:
    found = NameListRecognizer().analyze(text, Deadline(1.0))
    assert [text[f.start : f.end] for f in found] == expected


@needs_words
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("This song by ex-Zombie Kastner is a perfect example.", "Kastner"),
        ("It was a done thing between him and Franciska's kid.", "Franciska"),
        ("Why did Glyceria say that?", "Glyceria"),
        ("Glyceria was so impulsive.", "Glyceria"),
    ],
)
def test_proper_nouns_end_to_end(redactor: Redactor, text: str, name: str) -> None:
    found = spans(redactor, text)
    assert any(e == "PERSON" and name in v for e, v in found), found


@needs_words
@pytest.mark.parametrize(
    "text",
    [
        "the princess royal orchestra plays tonight",  # all lower case: tags carry no signal
        "pls send it asap, i cant wait",  # slang in lower-case text
        "The Princess Royal Orchestra plays tonight",  # dictionary words in title case
    ],
)
def test_proper_nouns_leave_words_alone(redactor: Redactor, text: str) -> None:
    assert [e for e, _ in spans(redactor, text) if e == "PERSON"] == []


@needs_words
@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("My new address is 12 High Street in Manchester.", "Manchester"),
        ("I moved here from Austria last year.", "Austria"),
        ("Can you ship to Canada?", "Canada"),
    ],
)
def test_a_place_after_a_place_preposition_is_kept(
    redactor: Redactor, text: str, place: str
) -> None:
    assert place in redactor.redact(text).text.value


@needs_words
@pytest.mark.parametrize(
    "text",
    [
        # A proper noun after an article and before a common noun reads as a brand or a
        # product ("the Bose speaker"); "Unlike the Sokolov novel" has the same shape and
        # is the price of that rule, measured on the synthetic set.
        "Where can I find the Bose return label?",
        "My Garmin watch strap broke",
        # One word that is on no name list, with no person context around it.
        "Is Afterpay available in Quebec?",
        "Can I pay with Klarna?",
    ],
)
def test_proper_nouns_that_are_brands_stay(redactor: Redactor, text: str) -> None:
    assert spans(redactor, text) == []


_LIST = frozenset({"facility", "box", "account", "ship", "wrap", "order", "store", "name"})


@pytest.mark.parametrize(
    "word",
    "facility facilities boxes accounts shipped shipping wrapping ordered stored named".split(),
)
def test_a_listed_word_and_its_inflections_are_words(word: str) -> None:
    assert is_word_or_inflection(word, _LIST)


@pytest.mark.parametrize("word", ["priya", "zdenka", "facilit", "bo", "ss", "ording", "shipp"])
def test_what_no_rule_leads_back_to_the_list_is_not_a_word(word: str) -> None:
    assert not is_word_or_inflection(word, _LIST)
