"""Rewrite obfuscated forms so recognizers can see them, and map offsets back.

The recognizers run on a normalized copy of the message:

* zero-width and formatting characters are dropped, confusable and full-width characters
  become their ASCII look-alikes, odd dashes and bullets become plain separators;
* spelled-out and mixed digits become digits ("oh seven double five" -> "0755"), and so
  does a house, flat or plot number said in words after its label or "live at" ("apt
  twelve" -> "apt 12", "i live at fifty two c" -> "i live at 52c"), or before its street
  ("it's twelve oak lane" -> "it's 12 oak lane");
* "john dot smith at gmail dot com" and "john (at) gmail (dot) com" become an address;
* digit groups joined by odd separators ("4111..1111", "555_293_6598", "094 - 33 - 7999",
  a card broken across a line) are rejoined by single spaces, and digits written one by
  one ("4 . 5 . 9 . 8", "0 7 7 0 0 9 ...") become one number;
* letter-spaced words ("J o h n  S m i t h") are closed up ("John Smith");
* a number, code or email written against Chinese, Japanese or Korean text, which puts no
  space around it, gets one ("は4111 1111 1111 1111です" -> "は 4111 1111 1111 1111 です").

Every character of the normalized text remembers the span of original text it came
from, so a finding on the normalized text is widened back to exactly what the person
typed (a spelled-out card number is covered word for word).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Final

import regex

from discreet.lookalikes import INVISIBLE, LATIN_LOOKALIKES, read_forms
from discreet.redaction.recognizers.base import CJK_CHAR, GEORGIAN_LETTER, any_form_of
from discreet.redaction.recognizers.checksums import luhn_ok
from discreet.redaction.recognizers.lexicon import NOT_NAMES, WEBMAILS, data_lines

__all__ = ["Normalized", "normalize"]

# Latin look-alikes from other scripts (`discreet.lookalikes`), and separators and marks
# written with characters of their own.
_CONFUSABLE: Final = LATIN_LOOKALIKES | {
    "‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "―": "-", "−": "-", "﹣": "-",
    "∆": "Δ", "·": ".", "•": ".", "∙": ".", "⋅": ".", "。": ".", "＠": "@", "ⓐ": "@",
    "’": "'", "‘": "'", "ʼ": "'",
}  # fmt: skip

_DIGIT_WORDS: Final = {
    "zero": "0", "oh": "0", "o": "0", "nought": "0", "nil": "0",
    "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9", "niner": "9",
}  # fmt: skip


def _digit_words_of_more_languages() -> dict[str, str]:
    """The words of `data/digit_words.txt` with the digit each says, in every form the
    normalizer may leave of them (`read_forms`)."""
    words: dict[str, str] = {}
    for line in data_lines("digit_words.txt"):
        language, _, said = line.partition(":")
        digits = said.split("|")
        if len(digits) != 10:
            raise ValueError(f"digit_words.txt: {language} has {len(digits)} digits, not 10")
        for digit, forms in enumerate(digits):
            for word in forms.split():
                for form in read_forms(word):
                    words.setdefault(form, str(digit))
    return words


# digits read out in Spanish, Portuguese, French, Italian, German, Dutch, Turkish, Polish,
# Vietnamese, Indonesian and Malay, Tagalog, Swahili and Japanese (romanised) (with and
# without their accents; "ı" is read "i" by then); many are English words or names too ("dos",
# "sept", "Otto", "ba", "go", "san"), so they count only in a run of five or more ("nueve
# nueve seis cuatro tres cinco ...", "không chín một hai ba ...")
_DIGIT_WORDS_ABROAD: Final = {
    # the languages of data/digit_words.txt, where a word of those below says another digit
    # in them ("sei" is six here, four in Cantonese) the entries below win
    **_digit_words_of_more_languages(),
    **dict.fromkeys(("cero", "sifir", "zéro", "nul", "null", "không", "khong", "nol"), "0"),
    **dict.fromkeys(("kosong", "sifuri", "rei"), "0"),
    **dict.fromkeys(("uno", "una", "um", "uma", "un", "une", "eins", "een", "bir"), "1"),
    **dict.fromkeys(("jeden", "một", "mot", "satu", "isa", "moja", "ichi"), "1"),
    **dict.fromkeys(("dos", "dois", "duas", "deux", "due", "zwei", "twee", "iki"), "2"),
    **dict.fromkeys(("dwa", "hai", "dua", "dalawa", "mbili", "ni"), "2"),
    **dict.fromkeys(("tres", "três", "trois", "tre", "drei", "drie", "uc", "üç"), "3"),
    **dict.fromkeys(("trzy", "ba", "tiga", "tatlo", "tatu", "san"), "3"),
    **dict.fromkeys(("cuatro", "quatro", "quatre", "quattro", "vier", "dort", "dört"), "4"),
    **dict.fromkeys(("cztery", "bốn", "bon", "empat", "apat", "nne", "yon", "shi"), "4"),
    **dict.fromkeys(("cinco", "cinq", "cinque", "funf", "fünf", "vijf", "bes", "beş"), "5"),
    **dict.fromkeys(("pięć", "piec", "năm", "nam", "lăm", "lam", "lima", "tano", "go"), "5"),
    **dict.fromkeys(("seis", "sei", "sechs", "zes", "alti", "sześć", "szesc", "sáu", "sau"), "6"),
    **dict.fromkeys(("enam", "anim", "sita", "roku"), "6"),
    **dict.fromkeys(("siete", "sete", "sept", "sette", "sieben", "zeven", "yedi"), "7"),
    **dict.fromkeys(("siedem", "bảy", "bay", "tujuh", "pito", "saba", "nana", "shichi"), "7"),
    **dict.fromkeys(("ocho", "oito", "huit", "otto", "acht", "sekiz"), "8"),
    **dict.fromkeys(("osiem", "tám", "tam", "lapan", "delapan", "walo", "nane", "hachi"), "8"),
    **dict.fromkeys(("nueve", "nove", "neuf", "neun", "negen", "dokuz"), "9"),
    **dict.fromkeys(("dziewięć", "dziewiec", "chín", "chin", "sembilan", "siyam", "tisa"), "9"),
    **dict.fromkeys(("kyuu", "kyu", "ku"), "9"),
    # Hungarian, Estonian, Slovene, Bulgarian (typed in Latin letters), Maltese, Kinyarwanda,
    # Hebrew and Gulf Arabic as they are typed in Latin letters, Cantonese romanised ("sei",
    # Cantonese four, is Italian six)
    **dict.fromkeys(("nulla", "nula", "nič", "nic", "zeru", "efes", "sifr", "sefr", "ling"), "0"),
    **dict.fromkeys(("egy", "üks", "uks", "ena", "edno", "edin", "wieħed", "wiehed"), "1"),
    **dict.fromkeys(("rimwe", "achat", "echad", "ehad", "wahid", "wahed", "yat"), "1"),
    **dict.fromkeys(("kettő", "kettö", "ketto", "kaks", "dva", "dve", "tnejn", "kabiri"), "2"),
    **dict.fromkeys(("shtayim", "shtaim", "ithnain", "itnen", "etnen", "ethnein", "yi"), "2"),
    **dict.fromkeys(("ithnayn", "ithnan", "ethnayn"), "2"),
    **dict.fromkeys(("három", "harom", "kolm", "tri", "tlieta", "gatatu", "shalosh"), "3"),
    **dict.fromkeys(("thalatha", "talata", "tlata", "saam"), "3"),
    **dict.fromkeys(("négy", "negy", "neli", "štiri", "stiri", "chetiri", "erbgħa"), "4"),
    **dict.fromkeys(("erbgha", "kane", "arba", "arbaa", "arba'a", "arba’a"), "4"),
    **dict.fromkeys(("öt", "ot", "viis", "pet", "ħamsa", "hamsa", "gatanu", "chamesh"), "5"),
    **dict.fromkeys(("hamesh", "khamsa", "ng"), "5"),
    **dict.fromkeys(("hat", "kuus", "šest", "sest", "shest", "sitta", "gatandatu", "shesh"), "6"),
    **dict.fromkeys(("luk",), "6"),
    **dict.fromkeys(("hét", "het", "seitse", "sedem", "sebgħa", "sebgha", "karindwi"), "7"),
    **dict.fromkeys(("sheva", "chat", "sab'a", "sab’a"), "7"),
    **dict.fromkeys(("nyolc", "kaheksa", "osem", "tmienja", "umunani", "shmone", "shmona"), "8"),
    **dict.fromkeys(("thamanya", "tamanya", "thamania", "thamaniya", "thamanieh", "baat"), "8"),
    **dict.fromkeys(("kilenc", "üheksa", "uheksa", "devet", "disgħa", "disgha", "icyenda"), "9"),
    **dict.fromkeys(("tesha", "tesa", "gau", "tis'a", "tis’a"), "9"),
    # in Bulgarian Cyrillic, Hebrew, Arabic and Chinese script (a Cyrillic word as this module
    # reads it by then too: `read_forms`)
    **{
        form: str(digit)
        for digit, words in enumerate(
            (
                "нула אפס صفر 零 〇",
                "едно едини אחת אחד واحد 一",
                "две שתיים שתים שניים اثنين اثنان 二 兩",
                "три שלוש שלש ثلاثة ثلاثه 三",
                "четири ארבע اربعة أربعة اربعه 四",
                "пет חמש خمسة خمسه 五",
                "шест שש ستة سته 六",
                "седем שבע سبعة سبعه 七",
                "осем שמונה ثمانية ثمانيه 八",
                "девет תשע تسعة تسعه 九",
            )
        )
        for word in words.split()
        for form in read_forms(word)
    },
}

_RUN_ABROAD: Final = 5
_MULTIPLIERS: Final = {"double": 2, "triple": 3, "treble": 3}
_SPOKEN_DASHES: Final = frozenset({"dash", "hyphen"})
_SPOKEN_SLASHES: Final = frozenset({"slash", "stroke"})
_WEAK_DIGITS: Final = frozenset({"oh", "o", "nil"})

# a word, with an apostrophe inside it (Arabic read out in Latin letters writes "arba'a") and
# the marks of scripts that write vowels as marks ("पाँच", "ห้า"), or a digit run
_TOKEN = regex.compile(r"\p{L}[\p{L}\p{M}]*(?:['’ʼ]\p{L}[\p{L}\p{M}]*)*|\d+")
_RUN_GAP = re.compile(r"[\s,.\-/()]{0,3}")
_COMPOUND = re.compile(r"-[A-Za-z]")
_RUN_ENDS = re.compile(r"[ \t]*(?:[,.;!?)]|\n|$|[ \t](?:and|for|please|pls|thanks)\b)")

# "@" and "." said aloud, in the languages customers dictate an address in: "a còng" and
# "chấm" (Vietnamese), "a rond" and "punct" (Romanian), "papaki" and "teleia" (Greek), "et"
# and "titik" (Indonesian), "majmunče" and "točka" (Croatian), "แอท" and "ดอท" (Thai), "골뱅이" and
# "점" (Korean), "eta" and "taškas" (Lithuanian), "собачка" and "крапка" (Ukrainian), "snabel a"
# and "punktum" (Danish), "小老鼠" and "點" (Taiwan), "ძაღლუკა" and "წერტილი" (Georgian), "շնիկ"
# and "կետ" (Armenian), "kuchukcha" and "nuqta" (Uzbek), "at the rate" (South Asian English); a
# domain still has to end in a real top-level domain
_AT_WORDS: Final = (
    *("at", "arobase", "arroba", "a còng", "a cong", "a rond", "papaki", "chiocciola"),
    *("klammeraffe", "apenstaartje", "snabel-a", "kukac", "małpa", "malpa", "zavináč"),
    *("zavinac", "собака", "et", "majmunče", "majmunce", "majmun", "afna", "miuku"),
    *("alfakrøll", "krøllalfa", "แอท", "골뱅이", "アットマーク", "маймунка", "majmunka", "ät"),
    *("שטרודל", "eta", "snabel a", "собачка", "равлик", "мајмунче", "小老鼠", "艾特"),
    *("ძაღლუკა", "dzaghluka", "შნიკ", "շնիկ", "shnik", "kuchukcha", "кучукча", "айқұлақ"),
    *("сабачка", "at the rate", "at the rate of", "attherate", "এট দ্য রেট", "एट द रेट"),
)
_DOT_WORDS: Final = (
    *("dot", "point", "ponto", "punto", "punkt", "punct", "punt", "pont", "chấm", "cham"),
    *("teleia", "τελεία", "titik", "nokta", "piste", "tečka", "tecka", "točka", "tocka"),
    *("prikk", "kropka", "точка", "ดอท", "จุด", "닷", "점", "ドット", "pika", "tochka", "נקודה"),
    *("taškas", "taskas", "крапка", "tačka", "tacka", "тачка", "punktum", "punktur", "点", "點"),
    *("нүкте", "pikë", "pike", "წერტილი", "tsertili", "կետ", "ket", "punkts", "bodka"),
    *("nuqta", "нуқта", "ডট", "डॉट", "نقطة", "نقطه", "nöqtə", "noqte"),
)
# each also as this module reads it by then, its look-alike letters made Latin ("собака" is
# read "coбaka": `any_form_of`, `read_forms`)
_AT_FORMS: Final = frozenset(f for w in _AT_WORDS for f in read_forms(w))
_SAID = any_form_of(_DOT_WORDS)
# "dot", "(dot)", "." and " . " (prose never puts a space before its full stop)
_SEP = (
    rf"(?:\s*(?:\b{_SAID}\b|[(\[{{<](?:dot|point|\.)[)\]}}>]|-dot-)\s*|\."
    r"|[ \t]+\.[ \t]*(?=\w)|\.[ \t]+(?=(?:com|net|org|co|uk|de|fr|nl|es|it|ie|au|ca|in|br)\b))"
)
# (a doubled "@" too: "maria@@vera.com.uy")
_AT = r"(?:\s*(?:@@?|[(\[{<](?:at|@)[)\]}>]|-at-|\b" + any_form_of(_AT_WORDS) + r"\b)\s*)"
# words that join the pieces of a dictated local part: "halima underscore abubakar"
_LOCAL_JOIN = r"(?:{sep}|[ \t]+(?:underscore|plus|dash|hyphen)[ \t]+)"
# a local part's and a domain's characters, in any script ("søren (at) post dot dk")
_LOCAL_CHARS = r"[\w%+-]"
_DOMAIN_CHARS = r"(?:[^\W_]|-)"
# a hyphen said inside a domain's label: "sam dash jones dot net"
_DOMAIN_DASH = r"[ \t]+(?:dash|hyphen)[ \t]+"
_LABEL = rf"{_DOMAIN_CHARS}+(?:{_DOMAIN_DASH}{_DOMAIN_CHARS}+)*"
_EMAIL_WORDS = re.compile(
    rf"(?<![\w.@])(?P<local>{_LOCAL_CHARS}+(?:{_LOCAL_JOIN.format(sep=_SEP)}{_LOCAL_CHARS}+)*)"
    rf"{_AT}(?P<domain>{_LABEL}(?:{_SEP}{_LABEL})+)(?![\w@])",
    re.IGNORECASE,
)
# Webmail said without its domain ("my email is jdoe at gmail"): only after an email cue
_WEBMAIL = "|".join(WEBMAILS)
# After an email cue a dictated local part may hold spaces: "my email is dana okafor reyes
# at outlook dot com" (up to four words before the "at").
_EMAIL_CUED = re.compile(
    r"\b(?:e-?mail(?:\s+address)?|address)(?:\s+(?:me|is|was|to|at|on|:))*\s*:?\s+"
    rf"(?P<local>{_LOCAL_CHARS}+(?:(?:{_SEP}|[ \t]+){_LOCAL_CHARS}+){{0,4}}?)"
    rf"{_AT}(?:(?P<domain>{_LABEL}(?:{_SEP}{_LABEL})+)|(?P<webmail>{_WEBMAIL}))"
    r"(?![\w@])",
    re.IGNORECASE,
)
_SEP_ONLY = re.compile(_SEP, re.IGNORECASE)
_COUNTRY_TLDS: Final = frozenset(
    """ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo
    br bs bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do
    dz ec ee eg er es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu
    gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr
    kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt
    mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps
    pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st su sv sx sy sz
    tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf
    ws ye yt za zm zw""".split()
)
_COMMON_TLDS: Final = frozenset(
    "com net org edu gov mil int info biz name pro io co me tv app dev ai shop store online "
    "site tech email mail xyz cloud".split()
)


@dataclass(frozen=True, slots=True)
class Normalized:
    """Normalized text plus, per character, the original span it stands for."""

    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    identity: bool

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        if self.identity:
            return start, end
        if end <= start:
            pos = (
                self.starts[start]
                if start < len(self.starts)
                else (self.ends[-1] if self.ends else 0)
            )
            return pos, pos
        return self.starts[start], self.ends[end - 1]


_Edit = tuple[int, int, str]


def _apply(
    text: str, edits: list[_Edit], starts: list[int], ends: list[int]
) -> tuple[str, list[int], list[int]]:
    out: list[str] = []
    new_starts: list[int] = []
    new_ends: list[int] = []
    pos = 0
    for s, e, repl in edits:
        out.append(text[pos:s])
        new_starts.extend(starts[pos:s])
        new_ends.extend(ends[pos:s])
        if repl:
            lo = starts[s] if e > s else (starts[s] if s < len(starts) else 0)
            hi = ends[e - 1] if e > s else lo
            out.append(repl)
            new_starts.extend([lo] * len(repl))
            new_ends.extend([hi] * len(repl))
        pos = e
    out.append(text[pos:])
    new_starts.extend(starts[pos:])
    new_ends.extend(ends[pos:])
    return "".join(out), new_starts, new_ends


@dataclass(slots=True)
class _Draft:
    """The text as far as it is normalized, with its offset map and whether any pass
    changed it."""

    text: str
    starts: list[int]
    ends: list[int]
    changed: bool = False

    def apply(self, edits_of: Callable[[str], list[_Edit]]) -> None:
        """Apply the edits `edits_of` proposes for the current text, if there are any."""
        edits = edits_of(self.text)
        if edits:
            self.text, self.starts, self.ends = _apply(self.text, edits, self.starts, self.ends)
            self.changed = True

    def normalized(self) -> Normalized:
        return Normalized(
            self.text, tuple(self.starts), tuple(self.ends), identity=not self.changed
        )


def _char_edits(text: str) -> list[_Edit]:
    edits: list[_Edit] = []
    for i, ch in enumerate(text):
        if ch.isascii():
            continue
        if ch in INVISIBLE:
            edits.append((i, i + 1, ""))
        elif ch in _CONFUSABLE:
            edits.append((i, i + 1, _CONFUSABLE[ch]))
        else:
            folded = unicodedata.normalize("NFKC", ch)
            if folded != ch and folded.isascii():
                edits.append((i, i + 1, folded))
            elif unicodedata.category(ch) == "Zs":
                edits.append((i, i + 1, " "))
            elif ch.isdecimal():  # a digit of another script: "০১৭১২", "٠٧٩٥", "१२"
                edits.append((i, i + 1, str(unicodedata.decimal(ch))))
    return edits


# A code read out piece by piece: "c m six one x r", "s a 004617268 g b", "y y 745079 a" (four
# or more pieces: single letters, digit groups and digit words, two or more of them letters),
# its letters also in the phonetic alphabet ("kilo quebec seven mike two") or spelled against
# a word ("m as in mike 2291": two pieces are enough then, one a number)
_PHONETIC: Final = frozenset(
    """alpha alfa bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima
    mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray
    yankee zulu""".split()
)
_PHONETIC_ALTERNATION: Final = "|".join(sorted(_PHONETIC))
_AS_IN = r"[A-Za-z] as in [A-Za-z]+"
_CODE_PIECE = (
    rf"(?:{_AS_IN}|[A-Za-z]|\d+|zero|oh|one|two|three|four|five|six|seven|eight|nine"
    rf"|{_PHONETIC_ALTERNATION})"
)
_CODE_PIECES = re.compile(_CODE_PIECE + r"(?![A-Za-z])", re.I)
_SPELLED_CODE = re.compile(rf"(?<![\w'’/-]){_CODE_PIECE}(?: {_CODE_PIECE})+(?![\w'’/-])", re.I)


# A word spelled out letter by letter with no digit in it, three letters or more: in the
# phonetic alphabet ("sierra mike india tango hotel") or each letter against a word ("s as in
# sugar, m for mary, i for ice"). A name or a word: closed up as one capitalised word ("Smith"),
# so that the cue before it ("my surname is") and the name recognizers read it; a run with
# digits is a code (below)
_AGAINST_A_WORD: Final = r"[A-Za-z] (?:as in|for) [A-Za-z]+"
_SPELLED_OUT: Final = re.compile(
    rf"(?<![\w'’/-])(?:(?:{_PHONETIC_ALTERNATION})(?:[ ,-]+(?:{_PHONETIC_ALTERNATION})){{2,}}"
    rf"|{_AGAINST_A_WORD}(?:[ ,;]+(?:and )?{_AGAINST_A_WORD}){{2,}})(?![\w'’/-])",
    re.I,
)
_LETTER_AGAINST: Final = re.compile(r"\b([A-Za-z]) (?:as in|for) ([A-Za-z])", re.I)


# Chinese, Japanese and Korean put no space around a number, a code or an address written
# in Latin characters ("カード番号は4111 1111 1111 1111です", "邮箱是wangxm88@qq.com谢谢"):
# a run of six characters or more with a digit or an "@" in it gets a space on the side
# where it touches such a script, so that every recognizer sees where it begins and ends.
# Shorter runs keep their place ("1990年5月12日", "3丁目", "88号").
_CJK: Final = regex.compile(CJK_CHAR)
_GLUED_RUN: Final = regex.compile(
    rf"(?:(?<={CJK_CHAR})|(?=[A-Za-z0-9+@._%-]*(?:[ ][0-9]+)*{CJK_CHAR}))"
    r"[A-Za-z0-9+][A-Za-z0-9@._%+-]*(?:[ ](?=[0-9])[0-9][A-Za-z0-9@._%+-]*)*"
)


def _glued_run_edits(text: str) -> list[_Edit]:
    edits: list[_Edit] = []
    for m in _GLUED_RUN.finditer(text):
        run = m.group()
        if len(run) < 6 or not any(ch.isdigit() or ch == "@" for ch in run):
            continue
        start, end = m.span()
        before = start > 0 and _CJK.match(text, start - 1) is not None
        after = end < len(text) and _CJK.match(text, end) is not None
        if before:
            edits.append((start, start, " "))
        if after:
            edits.append((end, end, " "))
    return edits


def _spelled_out_edits(text: str) -> list[_Edit]:
    edits: list[_Edit] = []
    for m in _SPELLED_OUT.finditer(text):
        against = _LETTER_AGAINST.findall(m.group())
        if against:
            if any(a.lower() != b.lower() for a, b in against):
                continue  # "a for apple" spells; "i for one, a for sure" does not
            letters = [a.lower() for a, _ in against]
        else:
            letters = [w[0].lower() for w in re.findall(r"[A-Za-z]+", m.group())]
        edits.append((m.start(), m.end(), letters[0].upper() + "".join(letters[1:])))
    return edits


def _spelled_code_edits(text: str) -> list[_Edit]:
    """Close up a code read out piece by piece, when it holds letters and digits."""
    edits: list[_Edit] = []
    for m in _SPELLED_CODE.finditer(text):
        pieces = [p.group() for p in _CODE_PIECES.finditer(m.group())]
        spelled = [p for p in pieces if " " in p]
        if any(p[0].lower() != p.split()[-1][0].lower() for p in spelled):
            continue  # a word after "as in" that starts with another letter spells nothing
        phonetic = [p for p in pieces if p.lower() in _PHONETIC]
        letters = [p for p in pieces if len(p) == 1 and p.isalpha()]
        digits = [p for p in pieces if p.isdigit() or p.lower() in _DIGIT_WORDS]
        if not digits:
            continue
        # two letters and a long number are a code too ("a k 0395028", a Ghanaian address)
        lettered_number = len(letters) == 2 and any(len(p) >= 5 and p.isdigit() for p in pieces)
        if not spelled and (
            len(pieces) < (3 if lettered_number else 4)
            or len(letters) + len(phonetic) < 2
            or sum(p.lower() in "ai" for p in letters) > 1
            or (not phonetic and all(p.lower() in "aeiou" for p in letters))
        ):
            # words of a sentence around a number: "nif e 242954448 e a fatura"
            continue
        closed = "".join(
            _DIGIT_WORDS.get(p.lower(), p[0].upper() if p.isalpha() or " " in p else p)
            for p in pieces
        )
        edits.append((m.start(), m.end(), closed))
    return edits


def _digit_edits(text: str) -> list[_Edit]:
    tokens = [(m.start(), m.end(), m.group().lower()) for m in _TOKEN.finditer(text)]
    edits: list[_Edit] = []
    i = 0
    while i < len(tokens):
        digits: list[str] = []
        spelled = strong = abroad = 0
        j = i
        run_end = tokens[i][0]
        while j < len(tokens):
            s, e, word = tokens[j]
            if j > i and not _RUN_GAP.fullmatch(text[run_end:s]):
                break
            if not word.isdigit() and (
                _COMPOUND.match(text, e) or (j > i and "\n" in text[run_end:s])
            ):
                break  # "One-time code", "two-factor"; a line that opens with a word
            if word.isdigit():
                digits.append(word)
            elif (
                word in _SPOKEN_DASHES | _SPOKEN_SLASHES
                and digits
                and j + 1 < len(tokens)
                and _RUN_GAP.fullmatch(text[e : tokens[j + 1][0]])
                and (tokens[j + 1][2] in _DIGIT_WORDS or tokens[j + 1][2].isdigit())
            ):
                # "two zero dash four five dash seven seven", "eight five slash one two"
                digits.append("-" if word in _SPOKEN_DASHES else "/")
            elif (
                word in _SPOKEN_DASHES
                and len(digits) >= 6
                and j + 1 < len(tokens)
                and len(tokens[j + 1][2]) == 1
                and tokens[j + 1][2].isalpha()
                and _RUN_GAP.fullmatch(text[e : tokens[j + 1][0]])
                and _RUN_ENDS.match(text, tokens[j + 1][1])
            ):
                # "... seven eight dash k": a check letter closing a national number (Chile's
                # RUT)
                digits.append("-" + tokens[j + 1][2].upper())
                j += 1
                e = tokens[j][1]
            elif word in _DIGIT_WORDS:
                digits.append(_DIGIT_WORDS[word])
                spelled += 1
                strong += word not in _WEAK_DIGITS
            elif word in _DIGIT_WORDS_ABROAD:
                digits.append(_DIGIT_WORDS_ABROAD[word])
                abroad += 1
            elif _one_digit_a_letter(word):
                # Chinese numerals, which the letter-spacing pass has closed up ("九 一 二")
                digits.append("".join(_DIGIT_WORDS_ABROAD[ch] for ch in word))
                abroad += len(word)
            elif (
                word in _MULTIPLIERS
                and j + 1 < len(tokens)
                and _RUN_GAP.fullmatch(text[e : tokens[j + 1][0]])
                and (tokens[j + 1][2] in _DIGIT_WORDS or tokens[j + 1][2].isdigit())
            ):
                nxt = tokens[j + 1][2]
                value = nxt if nxt.isdigit() else _DIGIT_WORDS[nxt]
                digits.append(value * _MULTIPLIERS[word])
                spelled += 1
                strong += 1
                j += 1
                e = tokens[j][1]
            else:
                break
            run_end = e
            j += 1
        if j > i and (
            (
                spelled
                and strong >= 1
                and len("".join(digits)) >= 3
                and (strong >= 2 or len(digits) >= 3)
            )
            or abroad >= _RUN_ABROAD
        ):
            edits.append((tokens[i][0], run_end, "".join(digits)))
            i = j
        else:
            i = max(j, i + 1)
    return edits


_UNITS_WORDS: Final = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS_WORDS: Final = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip
_ONES = "one|two|three|four|five|six|seven|eight|nine"
_SMALL = rf"(?:(?:{'|'.join(_TENS_WORDS)})(?:[ -](?:{_ONES}))?|{'|'.join(_UNITS_WORDS)})"
# a house, flat or plot number said in words after the word that labels it, or after "live
# at": "apt twelve", "hse no seven", "plot twenty two", "i live at fifty two c"
_HOUSE_NUMBER = re.compile(
    r"(?i)\b(?:(?:apt|apartment|flat|suite|house|hse|plot|imm|immeuble|bloc|block|bldg"
    r"|building|door)(?:[ \t]+(?:no|nr|number))?\.?|(?:live|lives|living|stay|stays|staying"
    r"|reside|resides)[ \t]+at)[ \t]+"
    rf"(?P<number>(?:{_SMALL}[ \t]+hundred(?:[ \t]+and)?[ \t]+)?{_SMALL}|{_SMALL}[ \t]+hundred)"
    # a letter after the number is part of it ("fifty two c"), not the article "a" or "i"
    r"(?:[ \t]+(?P<letter>(?i:[b-hj-z]))(?=[ \t]))?"
    r"\b(?![ \t]*-|[ \t]+(?:years?|months?|weeks?|days?|nights?|times|of|or|and|to|people"
    r"|persons?|adults?|kids|children|bedrooms?|rooms?|floors?|storeys?|doors?|streets?"
    r"|blocks?|houses?|steps?|minutes?|mins?|miles?|km|metres?|meters?|away)\b)"
)


# a house number said in words before its street, after a word that leads to an address,
# the street ending the clause or followed by its town: "it's twelve oak lane bristol", "i
# live on fifty two station road, leeds" ("one" is left alone: "it is one long road"; "there
# are ten high street stores" has no such word before it)
_STREET_NUMBER = re.compile(
    r"(?i)\b(?:is|it'?s|at|to|on|address)[ \t]+"
    rf"(?P<number>(?!one\b){_SMALL})"
    r"(?=[ \t]+[a-z]+(?:[ \t]+[a-z]+)?[ \t]+(?:street|st|road|rd|lane|avenue|ave|drive|close"
    r"|crescent|terrace|court|gardens|grove|mews)\b"
    r"[ \t]*(?:[,.!?]|$|[ \t]+[a-z]+[ \t]*(?:[,.!?]|$)))",
    re.MULTILINE,
)


# a birth date read out as numbers after its cue: "dob is fourteen oh three ninety", "born on
# twelve six eighty five", "date of birth is three nine nineteen eighty" (day, month, year)
_DATE_WORD = rf"(?:{'|'.join(_TENS_WORDS)}|{'|'.join(_UNITS_WORDS)}|zero|oh|nought)"
_SPOKEN_BIRTH_DATE = re.compile(
    r"(?i)\b(?:dob|d\.o\.b\.?|date[ \t]+of[ \t]+birth|birth[ \t]?date|born(?:[ \t]+on)?"
    r"|birthday)(?:[ \t]+(?:is|was)|['’]s)?[ \t]*[:,-]?[ \t]*"
    rf"(?P<date>{_DATE_WORD}(?:[ \t]+{_DATE_WORD}){{2,6}})\b"
)


def _date_groups(words: list[str]) -> list[str]:
    """The numbers of a date read out: a word from ten to ninety-nine (with the unit after a
    ten) is one; single digits said one after another are one ("oh three")."""
    groups: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word in _TENS_WORDS:
            value = _TENS_WORDS[word]
            if i + 1 < len(words) and _UNITS_WORDS.get(words[i + 1], 10) < 10:
                i += 1
                value += _UNITS_WORDS[words[i]]
            groups.append(str(value))
        elif _UNITS_WORDS.get(word, 0) >= 10:
            groups.append(str(_UNITS_WORDS[word]))
        else:
            digits = ""
            while i < len(words) and (word := words[i]) in _DIGIT_WORDS:
                digits += _DIGIT_WORDS[word]
                i += 1
            groups.append(digits)
            continue
        i += 1
    return groups


def _spoken_birth_date_edits(text: str) -> list[_Edit]:
    """Write a birth date read out as numbers as digits, "14/03/90", when its numbers are a
    day, a month and a year (the year in one or two numbers: "nineteen eighty")."""
    edits: list[_Edit] = []
    for m in _SPOKEN_BIRTH_DATE.finditer(text):
        groups = _date_groups(m.group("date").lower().split())
        if len(groups) == 4 and len(groups[2]) == len(groups[3]) == 2:
            groups = [*groups[:2], groups[2] + groups[3]]
        if len(groups) != 3 or not all(groups):
            continue
        day, month, year = groups
        if 1 <= int(day) <= 31 and 1 <= int(month) <= 12 and len(year) in (2, 4):
            edits.append((m.start("date"), m.end("date"), f"{day}/{month}/{year}"))
    return edits


def _number_of(words: str) -> int:
    """The value of a number said in words below a thousand ("fifty two", "one hundred and
    five")."""
    value = 0
    for word in re.split(r"[ \t-]+", words.lower()):
        if word in _UNITS_WORDS:
            value += _UNITS_WORDS[word]
        elif word in _TENS_WORDS:
            value += _TENS_WORDS[word]
        elif word == "hundred":
            value = (value or 1) * 100
    return value


def _house_number_edits(text: str) -> list[_Edit]:
    edits = [
        (m.start("number"), m.end(), f"{_number_of(m.group('number'))}{m.group('letter') or ''}")
        for m in _HOUSE_NUMBER.finditer(text)
    ]
    taken = {start for start, _, _ in edits}
    edits += [
        (m.start("number"), m.end("number"), str(_number_of(m.group("number"))))
        for m in _STREET_NUMBER.finditer(text)
        if m.start("number") not in taken
    ]
    return sorted(edits)


def _email_edits(text: str) -> list[_Edit]:
    edits: list[_Edit] = []
    taken = -1
    for m in _email_matches(text):
        if m.start("local") < taken:
            continue
        whole = m.group()[m.start("local") - m.start() :]
        if "@" in whole and not re.search(r"\s|\(|\[|\{|\bdot\b|@@", whole, re.IGNORECASE):
            continue  # already a plain address
        domain = m.group("domain")
        if domain is None:  # webmail named without its domain: one is assumed
            domain = f"{m.group('webmail')}.com"
        domain = re.sub(_DOMAIN_DASH, "-", domain, flags=re.IGNORECASE)
        domain_labels = [label.strip() for label in _SEP_ONLY.split(domain)]
        tld = domain_labels[-1].lower()
        if not tld.isalpha() or not (tld in _COUNTRY_TLDS or tld in _COMMON_TLDS):
            continue  # "the invoice at ivy dot ob": no domain ends in "ob"
        said_at = text[m.end("local") : m.start("domain" if m.group("domain") else "webmail")]
        if (
            said_at.strip().lower() == "et"
            and domain_labels[0].lower() not in WEBMAILS
            and not _ADDRESS_LIKE_LOCAL.search(m.group("local"))
        ):
            continue  # "Paris et Lyon point de vente": "et" is "and" but after "liga.ozola"
        start, local = m.start("local"), _dictated_local(m.group("local"))
        name = _NAME_BEFORE_LOCAL.search(text, max(0, start - 30), start)
        if name is not None and start > taken and _spoken_name_part(name.group(1)):
            # a dictated name's first word: "minhduc pham at gmail dot com"
            start, local = name.start(), f"{name.group(1)}.{local}"
        edits.append((start, m.end(), f"{local}@{'.'.join(domain_labels)}"))
        taken = m.end()
    return edits


# a local part no word of prose looks like: "liga.ozola", "ana_k", "dzidra77"
_ADDRESS_LIKE_LOCAL = re.compile(r"\w[._]\w|[^\W\d_]\d|\d[^\W\d_]")
_NAME_BEFORE_LOCAL = re.compile(r"(?<![\w.@'’-])([A-Za-z]+)[ \t]+$")


def _spoken_name_part(word: str) -> bool:
    """A word before a dictated address that belongs to it: an initial or a word that is
    neither a stop word nor in the dictionary ("m lewandowska", "minhduc pham")."""
    from discreet.redaction.recognizers.propn import english_words

    lowered = word.lower()
    if lowered in NOT_NAMES or lowered in {"email", "mail", "contact", "is", "to", "me"}:
        return False
    return len(word) == 1 or (len(word) > 2 and lowered not in english_words())


_SPOKEN_JOINERS: Final = {"underscore": "_", "plus": "+", "dash": "-", "hyphen": "-"}


def _dictated_local(local: str) -> str:
    """The local part as written: "halima underscore abubakar" -> "halima_abubakar",
    "priya dot sharma" -> "priya.sharma"."""
    out: list[str] = []
    joiner = ""
    for piece in re.split(rf"({_SEP}|\s+)", local, flags=re.I):
        word = piece.strip().lower() if piece else ""
        if not piece or not piece.strip():
            continue
        if word in _SPOKEN_JOINERS:
            joiner = _SPOKEN_JOINERS[word]
        elif re.fullmatch(_SEP, piece, flags=re.I):
            joiner = "."
        else:
            if out:
                out.append(joiner or ".")
            out.append(piece)
            joiner = ""
    return "".join(out)


def _email_matches(text: str) -> list[re.Match[str]]:
    """Dictated addresses after a cue first, then any other, each tried at every start
    ("email me at ravi dot s at gmail dot com" is not "me" at "ravi dot s")."""
    found = list(_EMAIL_CUED.finditer(text))
    pos = 0
    while (m := _EMAIL_WORDS.search(text, pos)) is not None:
        found.append(m)
        pos = m.start() + 1
    return sorted(found, key=lambda m: (m.start("local"), -m.end()))


# Digit groups and what stands between them: plain separators (one space, '-' or '.')
# and odd ones (runs of them, '_', '/', ' - ', doubled spaces, a line break).
_DIGIT_RUN = re.compile(
    r"(?<![\w.])\d+(?:(?:[ \t]*[-./_·:*~,][-./_:*~ \t]*|[ \t]+|[ \t]*-?[ \t]*\n{1,2}[ \t]*)\d+)+"
    r"(?![\w]|[.,]\d)"
)
_DIGIT_SEP = re.compile(r"\D+")
_PLUS_BEFORE = re.compile(r"\+[ \t]*$")
_PLAIN_SEP = frozenset({" ", "-", "."})
_WORD_AFTER = re.compile(r"[ \t]+[A-Z]")
_TIME = re.compile(r"(?<!\d)\d{1,2}:\d{2}(?!\d)")
_DATE_SHAPE = re.compile(r"\d{1,2}([/.-])\d{1,2}\1\d{2,4}|\d{4}([/.-])\d{1,2}\2\d{1,2}")


def _digit_run_edits(text: str) -> list[_Edit]:
    """Rejoin digit groups split by odd separators; close up digits written one by one.

    Dates ("12/05/2024"), amounts and times keep their form: a run is rewritten only when
    it holds an odd separator and at least seven digits, or at least four single digits."""
    edits: list[_Edit] = []
    for m in _DIGIT_RUN.finditer(text):
        run = m.group()
        if _DATE_SHAPE.fullmatch(run):
            continue
        groups = re.findall(r"\d+", run)
        seps = list(_DIGIT_SEP.finditer(run))
        if "," in run and not all(len(g) == 1 for g in groups):
            continue  # "sizes 8, 10, 12, 14": commas part a list, not a number
        if _TIME.search(run):
            continue  # "11:24 - 12:24", "2026 16:45": times, not a number
        last_line = run.rsplit("\n", 1)[-1].strip()
        if (
            "\n" in run
            and last_line.isdigit()
            and len(last_line) <= 5
            and _WORD_AFTER.match(text, m.end())
        ):
            continue  # "... 147 0082\n9 Seaview Park": the next line starts an address
        if len(groups) >= 4 and all(len(g) == 1 for g in groups):
            # "4 . 5 . 9 . 8" -> "4598", "+  4  4  7 ..." -> "+447..."
            edits.extend((m.start() + g.start(), m.start() + g.end(), "") for g in seps)
            plus = _PLUS_BEFORE.search(text, max(0, m.start() - 4), m.start())
            if plus is not None and plus.end() - plus.start() > 1:
                edits.append((plus.start() + 1, plus.end(), ""))
            continue
        odd = [g.group() for g in seps if g.group() not in _PLAIN_SEP]
        if len(groups) >= 3 and max(map(len, groups)) >= 4 and any(g.group() == "." for g in seps):
            odd.append(".")  # "4111.1111.1111.1111"; an IPv4 address has no group of four
        digits = sum(len(g) for g in groups)
        if not odd or digits < 7:
            continue
        if any("\n" in sep for sep in odd) and not (
            (12 <= digits <= 19 and luhn_ok("".join(groups)))
            or (9 <= digits <= 15 and _PLUS_BEFORE.search(text, max(0, m.start() - 4), m.start()))
        ):
            # only a card number (a valid one) or a phone number after its country code
            # ("+48 12-\n345 67 89") is rejoined across a line
            continue
        if any("/" in sep for sep in odd) and digits < 9:
            continue
        edits.extend(
            (m.start() + g.start(), m.start() + g.end(), " ") for g in seps if g.group() != " "
        )
    return sorted(edits)


# A letter-spaced word: single letters joined by one space, a hyphen or a dot ("J o h n",
# "O k a f o r - R e y e s", "d.a.r.w.i.s.h"); words of a letter-spaced name stand two or
# more spaces apart.
_L = r"[^\W\d_]"
_SPACED_WORD = rf"(?<![\w.'’]){_L}(?:(?: |[ ]?-[ ]?|\.){_L}(?!{_L}))+"
_LETTER_SPACED = re.compile(rf"{_SPACED_WORD}(?:[ \t]{{2,}}{_SPACED_WORD})*")
_LETTER_GAP = re.compile(r"[ ]?-[ ]?|(?<=\S) (?=\S)|\.")
# what follows a closing " i" that is the pronoun of the words after it, no spelled letter
_PRONOUN_VERB = re.compile(r"[ ]+(?:am|was|have|had|will|would|need|want|can|just|live)\b|['’]m\b")
_HYPHEN_SPELLED = re.compile(rf"{_L}(?:-{_L})+(?:[ ]+{_L}(?:-{_L})+)*")
_HYPHEN = re.compile("-")
# one spelled word inside a match: hyphen-joined letters, or letters one space apart
_SPELLED_WORD = re.compile(rf"{_L}(?:-{_L})+|{_L}(?: {_L}(?!{_L}))+")


def _title_case_edits(offset: int, spelled: str) -> list[_Edit]:
    """A word spelled out in capitals ("G-A-R-E-T-H") reads as a name once closed up only
    in title case ("Gareth"): every capital but a word's first is lowered."""
    edits: list[_Edit] = []
    for word in _SPELLED_WORD.finditer(spelled):
        letters = [
            (offset + word.start() + i, ch) for i, ch in enumerate(word.group()) if ch.isalpha()
        ]
        if len(letters) > 1 and all(ch.isupper() for _, ch in letters):
            edits.extend(
                (pos, pos + 1, ch.lower()) for pos, ch in letters[1:] if len(ch.lower()) == 1
            )
    return edits


def _letter_spacing_edits(text: str) -> list[_Edit]:
    """Close up letter-spaced words of at least four letters in all."""
    edits: list[_Edit] = []
    for m in _LETTER_SPACED.finditer(text):
        start, spelled = m.start(), m.group()
        if spelled.endswith(" i") and _PRONOUN_VERB.match(text, m.end()) is not None:
            # "that is m w a k y u s a i am calling": the pronoun after the spelling
            spelled = spelled[:-2]
        if sum(ch.isalpha() for ch in spelled) < 4:
            continue
        edits.extend(_title_case_edits(start, spelled))
        if _HYPHEN_SPELLED.fullmatch(spelled):
            # "A-R-O-H-A T-E W-H-A-T-A": hyphens join the letters, spaces part the words
            edits.extend(
                (start + h.start(), start + h.end(), "") for h in _HYPHEN.finditer(spelled)
            )
            continue
        for gap in _LETTER_GAP.finditer(spelled):
            a, b = start + gap.start(), start + gap.end()
            edits.append((a, b, "-" if "-" in gap.group() else ""))
    return sorted(edits)


_WORDS = re.compile(r"[^\W\d_][\w'-]*")


def _case_edits(text: str) -> list[_Edit]:
    """In a message typed all in lower case, capitalise the words that could be names or
    places (not stop words), so that NER, name cues and address chains can see them."""
    edits: list[_Edit] = []
    for m in _WORDS.finditer(text):
        word = m.group()
        if len(word) < 2 or word in NOT_NAMES or word in _DIGIT_WORDS or word in _MULTIPLIERS:
            continue
        head = word[0].upper()
        if len(head) == 1 and not _GEORGIAN.match(word):
            edits.append((m.start(), m.start() + 1, head))
    return edits


# Georgian has capitals that running text never writes (`GEORGIAN_LETTER`)
_GEORGIAN = regex.compile(GEORGIAN_LETTER)


# Two to four words in capitals: "passenger PERCIVAL OLATUNBOSUN", "SURNAME: O'HALLORAN"
# copied from a form, or a message typed all in capitals ("URGENT - REFUND FOR MARIA
# GONZALEZ")
_VOWELS = re.compile(r"[aeiouyà-ÿ]")
# every word in capitals of a line of a message typed all in capitals
_SHOUTED_RUN = re.compile(r"(?<![\w'’-])[A-Z][A-ZÀ-Ý'’-]+(?:[ \t]+[A-Z][A-ZÀ-Ý'’-]+)+(?![\w'’-])")
_CAPS_RUN = re.compile(r"(?<![\w'’-])[A-Z][A-ZÀ-Ý'’-]+(?:[ \t]+[A-Z][A-ZÀ-Ý'’-]+){1,3}(?![\w'’-])")


def _caps_name_edits(text: str) -> list[_Edit]:
    """Put a run of capitals in title case when it holds a listed name or no everyday word,
    so that it reads as the name it is ("Percival Olatunbosun"); acronyms, codes and words
    in capitals stay as they are."""
    from discreet.redaction.recognizers.gazetteer import load_name_lists
    from discreet.redaction.recognizers.propn import english_words

    lists, everyday = load_name_lists(), english_words()
    shouting = text == text.upper()
    edits: list[_Edit] = []
    for m in (_SHOUTED_RUN if shouting else _CAPS_RUN).finditer(text):
        spans = list(re.finditer(r"[^\W\d_]+", m.group()))
        if shouting:
            # every word of the message is in capitals: only names, by their words
            spans = _shouted_names(spans, lists.first, lists.last, everyday)
        else:
            words = [w.lower() for w in m.group().split()]
            if any(len(w) < 3 or not _VOWELS.search(w) for w in words):
                continue  # "PNR JQVYTW", "UK SIM": acronyms and codes
            listed = any(w in lists.first or w in lists.last for w in words)
            if not listed and any(w in everyday for w in words):
                continue  # "FULL FIBRE": words in capitals
        for w in spans:
            edits.extend(
                (m.start() + w.start() + i, m.start() + w.start() + i + 1, ch.lower())
                for i, ch in enumerate(w.group())
                if i > 0 and len(ch.lower()) == 1
            )
    return edits


def _shouted_names(
    words: list[re.Match[str]],
    first: Collection[str],
    last: Collection[str],
    everyday: Collection[str],
) -> list[re.Match[str]]:
    """The words of a run of capitals that read as names: a listed first name, or two words
    in a row that are no everyday word ("SEND IT TO OLUWASEUN ADEYEMI"; an acronym or a
    code, of two letters or with no vowel, is none), each with the words after it that are
    listed surnames or no everyday word ("REFUND FOR MARIA GONZALEZ"); a word alone is no
    name ("LUMINA FLOOR LAMP")."""

    def unfamiliar(word: str) -> bool:
        return len(word) > 2 and _VOWELS.search(word) is not None and word not in everyday

    found: list[re.Match[str]] = []
    k = 0
    while k < len(words) - 1:
        bare, following = words[k].group().lower(), words[k + 1].group().lower()
        if bare not in first and not (unfamiliar(bare) and unfamiliar(following)):
            k += 1
            continue
        name = [words[k]]
        for after in words[k + 1 :]:
            bare = after.group().lower()
            if bare not in last and bare in everyday:
                break
            name.append(after)
        if len(name) > 1:
            found.extend(name)
        k += len(name)
    return found


def _one_digit_a_letter(word: str) -> bool:
    """Whether each letter of `word` is a digit of its own: Chinese numerals ("九一二")."""
    return all(ch in _DIGIT_WORDS_ABROAD for ch in word)


# what a word said in a digit run may have about it in the text: punctuation, Chinese's too
_WORD_EDGE: Final = ",.;:!?()，。、"
# one of these in a message (lower-cased) sends it through the digit pass: a digit said in
# English ("o " is "oh" said as a letter)
_SAID_DIGITS: Final = (
    *("zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    *("nought", "nil", "o "),
)


def _abroad_words(lowered: str) -> int:
    """How many of `lowered`'s words are digits said in another language (a Chinese numeral
    each): fewer than a run of them (`_RUN_ABROAD`) can make no number, so the digit pass is
    not run for them."""
    count = 0
    for word in lowered.split():
        word = word.strip(_WORD_EDGE)
        if word in _DIGIT_WORDS_ABROAD:
            count += 1
        elif word and _one_digit_a_letter(word):
            count += len(word)
    return count


def normalize(text: str) -> Normalized:
    """Return the normalized text and its offset map back to `text`."""
    draft = _Draft(text, list(range(len(text))), list(range(1, len(text) + 1)))
    if not text.isascii():
        draft.apply(_char_edits)
        if _CJK.search(draft.text):
            draft.apply(_glued_run_edits)
    if any(ch.isdigit() for ch in draft.text):
        draft.apply(_digit_run_edits)
    if _LETTER_SPACED.search(draft.text):
        draft.apply(_letter_spacing_edits)
    lowered = draft.text.lower()
    if any(w in lowered for w in _SAID_DIGITS) or _abroad_words(lowered) >= _RUN_ABROAD:
        if _SPOKEN_BIRTH_DATE.search(draft.text):
            draft.apply(_spoken_birth_date_edits)
        draft.apply(_digit_edits)
    if _HOUSE_NUMBER.search(draft.text) or _STREET_NUMBER.search(draft.text):
        draft.apply(_house_number_edits)
    # typed in lower case, judged before a spelled code is closed up in capitals
    typed_lower = draft.text == draft.text.lower()
    if _SPELLED_CODE.search(draft.text):
        draft.apply(_spelled_code_edits)
    if _SPELLED_OUT.search(draft.text):
        draft.apply(_spelled_out_edits)
    if (
        any(f" {word} " in lowered for word in _AT_FORMS)
        or "<at>" in lowered
        or "-at-" in lowered
        or "@" in lowered
        or "(at)" in lowered
        or "[at]" in lowered
        or "{at}" in lowered
        or ("@" in draft.text and (" @" in draft.text or "@ " in draft.text or "dot" in lowered))
    ):
        draft.apply(_email_edits)
    if typed_lower and sum(ch.isalpha() for ch in draft.text) >= 8:
        draft.apply(_case_edits)
    elif _CAPS_RUN.search(draft.text):
        draft.apply(_caps_name_edits)
    return draft.normalized()
