"""Undo the disguises an injection wears, so the screen's rules see the plain words.

`plain_view` undoes what changes no word: full-width and styled letters (NFKC), invisible
characters, runs of spaces, curly quotes, and look-alike letters from other scripts
(Cyrillic "о", Greek "ο" for Latin "o"). `deep_view` goes further, for matching only:
leetspeak ("1gn0r3" -> "ignore"), words split by hyphens, dots, spaces or single letters
("ig-nore", "in.struc.tions", "i g n o r e") rejoined where the joined word is one the
rules look for, and accents dropped ("précédentes" -> "precedentes", so the French,
Spanish and German rules are written once in ASCII).

Both views keep line breaks. The screen reports reason codes only, never positions, so the
views need not map back to the original text.
"""

from __future__ import annotations

import re
import unicodedata
from itertools import product
from typing import Final

from discreet.lookalikes import INVISIBLE, LATIN_LOOKALIKES

__all__ = ["KEYWORDS", "deep_view", "fold_confusables", "plain_view"]

_INVISIBLE: Final = dict.fromkeys(map(ord, INVISIBLE), None)
_CONFUSABLES: Final = str.maketrans(LATIN_LOOKALIKES)
_SPACE_RUN: Final = re.compile(r"[ \t\f\v\u00a0\u2000-\u200a\u202f\u205f\u3000]+")
_QUOTES: Final = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "‹": "<", "›": ">"})


def fold_confusables(text: str) -> str:
    """Latin letters for their look-alikes in other scripts (same length)."""
    return text.translate(_CONFUSABLES)


def plain_view(text: str) -> str:
    """Undo the disguises that change no word: styled and look-alike letters, invisible
    characters, runs of spaces, curly quotes. Line breaks stay (some rules anchor on them)."""
    if not text.isascii():  # every disguise undone here is a non-ASCII character
        text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE).translate(_QUOTES)
        text = fold_confusables(text)
    return _SPACE_RUN.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n"))


# The words the rules look for, in ASCII and lower case: the targets of leetspeak folding
# and of rejoining split words. A split is rejoined only when the joined word is one of
# these, so ordinary hyphenated words ("follow-up", "e-mail") and spaced letters stay.
KEYWORDS: Final = frozenset(
    """
    ignore ignoring disregard forget override bypass neglect abandon previous prior above
    earlier preceding original initial existing instruction instructions directive
    directives guidelines guidance rules prompt prompts system programming commands
    constraints restrictions unrestricted unfiltered uncensored jailbreak jailbroken
    developer pretend roleplay assistant chatbot model language reveal disclose display
    repeat output print hidden secret verbatim customers customer other others every
    addresses email emails conversation transcript transcripts credentials passwords
    password phone numbers orders details records forward upload transmit exfiltrate
    respond reply answer answers answering summarise summarize summarising summarizing
    whoever anyone reading approve approved refund refunds discount competitor safety
    filters content security safeguards guardrails manager mode recommend tell mention
    include append always never only reminder offer everyone note message attention
    ignorez ignorer oubliez oublie consignes regles precedentes anterieures systeme
    revelez affichez repetez cachees assistant instructions
    ignora ignoren olvida olvide instrucciones anteriores reglas sistema revela muestra
    ignoriere ignorieren vergiss anweisungen vorherigen regeln all
    """.split()
)

_LEET: Final = {
    "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "6": "g", "7": "t", "8": "b",
    "9": "g", "@": "a", "$": "s", "!": "i", "|": "l", "+": "t", "€": "e",
}  # fmt: skip
_LEET_CHARS: Final = frozenset(_LEET)
_WORDISH: Final = re.compile(r"[^\s]+")
_EDGE: Final = re.compile(r"^([\"'(\[<*_]*)(.*?)([\"')\]>*_.,;:!?]*)$", re.DOTALL)
_ADDRESS: Final = re.compile(r"://|^www\.|@[\w-]+\.", re.IGNORECASE)
_MAX_AMBIGUOUS: Final = 5


def _spell(core: str) -> str:
    """`core` with leet characters read as letters. "1" and "|" may be i or l: the reading
    that is a keyword wins, else i."""
    ambiguous = [i for i, c in enumerate(core) if c in "1|"]
    base = [_LEET.get(c, c) for c in core]
    if ambiguous and len(ambiguous) <= _MAX_AMBIGUOUS:
        for letters in product("il", repeat=len(ambiguous)):
            for i, letter in zip(ambiguous, letters, strict=True):
                base[i] = letter
            if "".join(base).casefold() in KEYWORDS:
                return "".join(base)
        for i in ambiguous:
            base[i] = "i"
    return "".join(base)


def _unleet_word(core: str) -> str:
    """One word with its leetspeak read as letters when it mixes letters and leet
    characters ("pr3v10us"); a word of leet characters only ("411") is a number unless it
    spells a keyword ("all")."""
    if not any(c in _LEET_CHARS for c in core):
        return core
    if any(c.isalpha() for c in core):
        return _spell(core)
    if len(core) < 3 or not all(c in _LEET_CHARS for c in core):
        return core
    spelled = _spell(core)
    return spelled if spelled.casefold() in KEYWORDS else core


def _unleet(text: str) -> str:
    """Each word with its leetspeak read as letters; a number right beside a word that
    was leetspeak ("pre73nd 70 b3") is read as letters too."""
    words = _WORDISH.findall(text)
    gaps = _WORDISH.split(text)
    read: list[str] = []
    for word in words:
        edge = _EDGE.match(word)
        if _ADDRESS.search(word) or edge is None:
            read.append(word)  # a link or an address: leave it whole
            continue
        lead, core, trail = edge.groups()
        # Each part of a hyphenated word on its own: "4-step" is a number and a word.
        read.append(lead + "-".join(_unleet_word(part) for part in core.split("-")) + trail)
    for i, word in enumerate(words):
        edge = _EDGE.match(word)
        if read[i] != word or edge is None:
            continue
        lead, core, trail = edge.groups()
        if not core or not all(c in _LEET_CHARS for c in core):
            continue
        beside = (j for j in (i - 1, i + 1) if 0 <= j < len(words))
        if any(read[j] != words[j] and any(c.isalpha() for c in words[j]) for j in beside):
            read[i] = lead + _spell(core) + trail
    return "".join(g + w for g, w in zip(gaps, [*read, ""], strict=True))


# A run of letter pieces joined by one splitting character each: a hyphen or dash, a dot,
# an underscore, a middle dot, or a single space.
_SPLIT_RUN: Final = re.compile(
    r"(?<![\w])[^\W\d_]+(?:[-\u2010-\u2015._\u00b7 ][^\W\d_]+)+(?![\w])", re.UNICODE
)
_PIECE_SEP: Final = re.compile(r"([-\u2010-\u2015._\u00b7 ])")
_MAX_PIECES: Final = 6
_SPACED_LETTERS: Final = re.compile(
    r"(?<![\w])(?:[^\W\d_][-\u2010-\u2015._\u00b7 ]){2,}[^\W\d_](?![\w])", re.UNICODE
)


def _segment(letters: str) -> list[str] | None:
    """`letters` as a sequence of keywords (and short words), or None."""
    short = {
        "a", "an", "the", "all", "any", "of", "to", "and", "your", "my", "me", "you", "for",
        "ai", "is", "are", "now", "new", "this", "note", "from", "on", "in", "it", "say",
    }  # fmt: skip
    best: list[list[str] | None] = [None] * (len(letters) + 1)
    best[0] = []
    for end in range(1, len(letters) + 1):
        for start in range(max(0, end - 20), end):
            prev = best[start]
            word = letters[start:end]
            if prev is not None and (word in KEYWORDS or word in short):
                best[end] = [*prev, word]
                break
    return best[len(letters)]


def _join_letters(match: re.Match[str]) -> str:
    """Spaced single letters ("i g n o r e p r e v i o u s") as the keywords they spell,
    or unchanged when they spell none."""
    words = _segment("".join(_PIECE_SEP.split(match.group())[0::2]).casefold())
    return " ".join(words) if words else match.group()


def _rejoin(run: str) -> str:
    """Adjacent pieces of `run` joined where together they make a keyword ("ig-nore")."""
    parts = _PIECE_SEP.split(run)
    pieces, seps = parts[0::2], parts[1::2]
    out: list[str] = []
    i = 0
    while i < len(pieces):
        for size in range(min(_MAX_PIECES, len(pieces) - i), 1, -1):
            candidate = "".join(pieces[i : i + size])
            if candidate.casefold() in KEYWORDS:
                out.append(candidate)
                i += size
                break
        else:
            out.append(pieces[i])
            i += 1
        if i < len(pieces):
            out.append(seps[i - 1])
    return "".join(out)


def _rejoin_splits(text: str) -> str:
    text = _SPACED_LETTERS.sub(_join_letters, text)
    return _SPLIT_RUN.sub(lambda m: _rejoin(m.group()), text)


def _strip_accents(text: str) -> str:
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize(
        "NFC", "".join(c for c in decomposed if unicodedata.category(c) != "Mn")
    )


def deep_view(plain: str) -> str:
    """For matching only: `plain` (a `plain_view`) with leetspeak folded, split keywords
    rejoined and accents dropped."""
    return _rejoin_splits(_strip_accents(_unleet(plain)))
