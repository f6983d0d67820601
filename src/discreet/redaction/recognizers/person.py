"""Names that NER misses: found after cues such as "my name is", titles and sign-offs.

Strong cues ("my name is", "call me", "Name:") accept lower-case names; weak cues ("this
is", "I'm", greetings) need a capital letter, so "this is great" stays as it is.
"""

from __future__ import annotations

import unicodedata
from typing import ClassVar, Final, NamedTuple

import regex

from discreet.redaction.language import is_foreign, is_stop_word
from discreet.redaction.model import Finding
from discreet.redaction.recognizers.base import (
    GEORGIAN_LETTER,
    Deadline,
    Recognizer,
    any_form_of,
    finditer,
    gate_words,
)
from discreet.redaction.recognizers.gazetteer import (
    AMBIGUOUS_FIRST_NAMES,
    load_name_lists,
    load_world_first_names,
)
from discreet.redaction.recognizers.lexicon import (
    BUSINESS_END,
    CALENDAR_WORDS,
    GREETINGS_ABROAD,
    HERE_WORDS_ABROAD,
    NAME_FILLERS,
    NAME_LABELS,
    NOT_NAMES,
    SAINT_WORDS,
    STREET_WORDS,
    SURNAME_PARTICLES,
    WORKPLACE,
)
from discreet.redaction.recognizers.propn import a_typo, english_words, is_everyday

__all__ = [
    "ADDRESSING_CUES",
    "CAPITAL_CUES",
    "DATED_QUOTE_HEADER",
    "GREETING_BEFORE",
    "RELATION",
    "VOWEL",
    "NameCueRecognizer",
    "a_team_follows",
    "greets_a_business",
]

_WORD: Final = regex.compile(r"[ \t]*(?:\p{L}\.(?!\w)|[^\W\d_][\w'’-]*)")
_TRAILING: Final = regex.compile(r"[\W_]+$")  # "Message-----", "Smith."
# the rest of a line that a lower-case signature may fill: "-- \noyunbileg batjargalsaikhan"
_DOING: Final = regex.compile(r"\p{Ll}{3,}ing")  # "travelling", "writing", not "ming"
_LINE_OPENS: Final = regex.compile(r"\n[ \t]*\Z")
_ENDS_LINE: Final = regex.compile(r"(?:[ \t]+[\p{L}'’-]+){0,2}[ \t]*[.!]?[ \t]*(?:\n|$)")
_LEVEL_AFTER: Final = regex.compile(r"[ \t]+\d{1,2}(?![\d:/.,-]?\d)")  # "Sev 2", "Tier 3"

_RELATION_WORDS: Final = (
    *("kid", "son", "daughter", "grandson", "granddaughter", "wife", "husband", "partner"),
    *("mother", "father", "brother", "sister", "friend", "colleague", "boss", "manager"),
    *("guardian", "beneficiary", "grandfather", "grandmother", "aunt", "auntie", "uncle"),
    *("cousin", "niece", "nephew", "grandma", "grandpa", "granny", "nan", "gran", "mum", "mom"),
    *("dad", "neighbour", "neighbor", "flatmate", "roommate", "fiancé", "fiancée", "fiance"),
    *("fiancee", "girlfriend", "boyfriend", "ex", "ex-wife", "ex-husband", "ex-partner"),
    *("stepson", "stepdaughter", "stepmother", "stepfather", "carer", "grandparent", "parent"),
    *("spouse", "next of kin", "emergency contact", "referee"),
)
RELATION: Final = "(?:" + "|".join(sorted(_RELATION_WORDS, key=len, reverse=True)) + ")"
"""The people a customer names by their relation to them ("my niece", "my colleague")."""

# A name before what says who it is: "Florence from your Leeds store was lovely", "for
# Sydney, my niece", "Grace (sister)", "Ravi in customer service".
_NAME_THEN_ROLE: Final = regex.compile(
    r"(?<![\w'’-])(?P<name>\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ \t]+\p{Lu}\p{Ll}[\p{L}'’-]*)?)"
    r"(?:[ \t]+(?:from|in|at|on)[ \t]+(?:your|the)[ \t]+(?:[\w-]+[ \t]+){0,2}?"
    + WORKPLACE
    + r"\b|,?[ \t]+\(?(?:my|our)[ \t]+"
    + RELATION
    # a relation in brackets alone: "Emergency contact - Grace (sister) 07700 900123"
    + r"\b|[ \t]+\("
    + RELATION
    + r"\))"
)
# "Alhashimi - that's the surname on the booking", "Okafor is my last name": a name, then
# what it is
_NAME_THEN_LABEL: Final = regex.compile(
    r"(?<![\w'’-])(?P<name>\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})[ \t]*"
    r"(?:[-–,:][ \t]*)?(?i:(?:that'?s|thats|is|it'?s)[ \t]+(?:my|the|his|her|our)[ \t]+"
    r"(?:(?:sur|last|first|family|given|full|middle|maiden)[ \t]?)?name)\b"
)
# "gareth pryce here, the tablet arrived broken": a self-introduction at the start of a
# message or line, in any case.
# initials before a surname: "R. P. Jayasuriya", "V.R. Ramalingam", "J Okonkwo" is not
_INITIALS_NAME: Final = regex.compile(
    r"(?<![\w.’'-])(?P<initials>(?:\p{Lu}\.[ \t]?){1,3})(?P<surname>\p{Lu}\p{Ll}[\p{L}'’-]+)"
)
_PLACE_INITIALS: Final = frozenset(
    {"U.S.", "U.K.", "E.U.", "U.N.", "D.C.", "L.A.", "N.Y.", "U.A.E."}
)


# a signature: one to three capitalised words on a line of their own, right above a line
# that starts with a phone number or an email address ("Ngaire\n+44 (0)7453 115806")
_SIGNATURE: Final = regex.compile(
    r"(?m)^[ \t]*(?P<name>\p{Lu}[\p{L}'’.-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]+){0,2})[ \t]*,?[ \t]*\n"
    r"[ \t]*(?:\+?\(?\d[\d ()+.-]{6,}|[\w.+-]+@[\w-]+\.)"
)
# a name typed in lower case that opens a line, before a dash, slash or bar: "barnaby
# fennimore - loyalty card ...", "joost van der meulen / +91 ..."
_LEADING_LOWER_NAME: Final = regex.compile(
    r"(?m)^[ \t]*(?P<name>\p{Ll}[\p{Ll}'’-]+(?:[ \t]+\p{Ll}[\p{Ll}'’-]*){1,3})[ \t]+[-–/|][ \t]"
)
# a name typed in lower case after "it's", "this is" or "I'm", ending its clause, in a message
# with capitals elsewhere ("sorry wrong one, its radosław wierzbicki")
_LOWER_INTRO: Final = regex.compile(
    r"(?i:\b(?:this[ \t]+is|it'?s|i[ \t]+am|i'?m))[ \t]+"
    r"(?P<name>\p{Ll}[\p{Ll}'’-]+(?:[ \t]+\p{Ll}[\p{Ll}'’-]+){1,2})"
    r"(?=[ \t]*(?:[,.!?;)]|\n|\Z))"
)
# a name typed in lower case ending an English message with capitals elsewhere, after its
# last sentence, a comma or a dash on the same line ("Can you check the fee? marisol",
# "Thanks for the help, kiri tane"); on a line of its own it is as often a role ("Hvala,\n
# sezonski radnik": a seasonal worker), before a number the number's label ("namba yangu
# +255 ...": "my number"), and in another language a word of it ("..., makasih": thanks)
_LOWER_TRAILING: Final = regex.compile(
    r"(?:[.?!,][ \t]+|[ \t][-–—][ \t]*)"
    r"(?P<name>\p{Ll}[\p{Ll}'’-]+(?:[ \t]+\p{Ll}[\p{Ll}'’-]+)?)[ \t.!]*\Z"
)
# who wrote the message quoted below, by the address beside their name, in a reply header of
# any language ("... skrev Linnea Bergqvist <l.b@example.se>:", "..., 김민준
# <minjun@example.kr>님이 작성:")
_NAME_BEFORE_ADDRESS: Final = regex.compile(
    r"(?m)(?<![\w'’.-])(?P<name>(?:\p{Lu}[\p{L}'’.-]*|\p{Lo}{2,5})"
    r"(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|\p{Lo}{2,5})){0,3})"
    r"[ \t]*[<(][^>)\s]*@[^>)\s]*[>)][^\n<>]{0,30}:[ \t]*$"
)
# a word typed in lower case before another (a first name, then a surname?), and the words
# after it, in a message with capitals elsewhere ("booking for yesenia quintero-hayes")
_LOWER_WORD: Final = regex.compile(r"(?<![\w'’@./-])\p{Ll}[\p{Ll}'’]+(?=[ \t]+\p{Ll})")
_LOWER_TOKEN: Final = regex.compile(r"\b\p{Ll}+\b")
_NEXT_LOWER: Final = regex.compile(r"[ \t]+(\p{Ll}[\p{Ll}'’-]*)(?![\w@'’-])")
# a title before a surname that starts with its particles: "Mr van den Heuvel", "Dr. de la Cruz"
_PARTICLE_TITLES: Final = (
    *("mr", "mrs", "ms", "miss", "mx", "dr", "prof", "herr", "frau", "dhr", "mevr", "mevrouw"),
)
_TITLE_PARTICLES: Final = regex.compile(
    r"\b(?:"
    + "|".join(t.capitalize() for t in _PARTICLE_TITLES)
    + r")\.?[ \t]+(?P<name>(?:(?:"
    + "|".join(SURNAME_PARTICLES)
    + r")[ \t]+){1,3}\p{Lu}[\p{Ll}'’-]+)"
)
# "name Tsao, Shu-Fen", "Name: Volkonsky, Vsevolod": a surname first, as on a form
_INVERTED_AFTER_NAME: Final = regex.compile(
    r"(?i:\bname|\bunder)[ \t]*:?[ \t]+"
    r"(?P<name>\p{Lu}[\p{L}'’-]+(?:,|[ \t]*/)[ \t]*\p{Lu}[\p{L}'’-]+)(?![\w'’-])"
)
# "Kovács Anna néni", "Nagy Péter úr": a Hungarian form of address after the name
_HONORIFICS_AFTER: Final = (
    *("néni", "neni", "bácsi", "bacsi", "úr", "úrnak", "urat", "asszony", "úrnő"),
    # Kazakh and Turkish, Japanese
    *("мырза", "ханым", "bey", "hanım", "hanim", "san", "sama"),
    # Armenian, Latvian, Uzbek, Bengali and Hindi
    *("jan", "ջան", "kundze", "kungs", "kundzei", "kungam", "opa", "aka", "xonim", "хоним"),
    *("bhai", "apa", "ji", "sahib", "saheb", "dada", "didi"),
)
_HONORIFIC_AFTER: Final = regex.compile(
    r"(?P<name>\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})[ \t]+"
    rf"(?:{'|'.join(_HONORIFICS_AFTER)})(?![\w'’-])"
)
# "HATAKEYAMA Kazuhiro desu": a Japanese self-introduction, romanised
_DESU: Final = regex.compile(
    r"(?P<name>\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})[ \t]+desu\b"
)
# a greeting of any language that opens a "... here" introduction, not part of the name
_HERE_GREETING: Final = (
    r"(?i:hi|hello|hey|hiya|morning|sawubona|kia[ \t]ora|" + any_form_of(GREETINGS_ABROAD) + ")"
)
# "here" in the languages a "... here" introduction is written in ("wilber aquí 👋")
_HERE_WORDS: Final = ("here", *HERE_WORDS_ABROAD)
_HERE_INTRO: Final = regex.compile(
    r"(?:^|(?<=\n)|(?<=(?:^|\n)[ \t]*" + _HERE_GREETING + r"[ \t]*,?[ \t])"
    r"|(?<=[ \t][-–—][ \t]))"
    r"[ \t]*(?P<name>[^\W\d_][\w'’-]+(?:[ \t]+[^\W\d_][\w'’-]+){0,2})"
    # the clause ends there, or the message goes on to what it is about ("kemal yilmaz here
    # my policy renewal is wrong": then no word of the name may be an everyday one, "We moved
    # here my whole life")
    r"[ \t]+(?P<here>(?i:" + "|".join(_HERE_WORDS) + r"))\b"
    r"(?=(?:[ \t]+again)?[ \t]*(?P<end>[^\w\s]|$)"
    r"|[ \t]+(?i:my|i|i'm|im|about|regarding|re|calling|writing)\b)"
)
_GREETING_FIRST: Final = regex.compile(_HERE_GREETING + r"[ \t,]+")
# a greeting closed by its comma right before a position ("szia, ")
_CLOSED_BEFORE: Final = regex.compile(r"[,!][ \t]*\Z")

# "Maite Lemmens's killers": two capitalised words owning something.
_POSSESSIVE_PAIR: Final = regex.compile(
    r"(?<![\w'’-])(?P<given>\p{Lu}\p{Ll}[\p{Ll}'’-]*)[ \t]+(?P<family>\p{Lu}\p{Ll}[\p{L}-]*)"
    r"(?=['’]s\b)"
)
# "Ravil G Yefimov", "Faina D. Yefremova": given name, middle initial, family name.
_WITH_INITIAL: Final = regex.compile(
    r"(?<![\w'’-])(?P<given>\p{Lu}\p{Ll}[\p{Ll}'’-]+)[ \t]+\p{Lu}\.?[ \t]+"
    r"(?P<family>\p{Lu}\p{Ll}[\p{L}'’-]+)(?![\w-])"
)

_PARTICLES: Final = frozenset(SURNAME_PARTICLES)
_ACCENTED_VOWELS: Final = "".join(
    ch
    for code in (*range(0xC0, 0x250), *range(0x1E00, 0x1F00), *range(0x386, 0x3D0))
    if (ch := chr(code)).isalpha()
    and unicodedata.normalize("NFD", ch)[0].lower() in "aeiouyαεηιουω"
)
VOWEL: Final = regex.compile(rf"[aeiouyæøœαεηιουω{_ACCENTED_VOWELS}]", regex.IGNORECASE)
"""A vowel, with any accent ("ữ" of "Nữ", "ế" of "Tuyết"): a word without one is an
abbreviation ("pls", "hlp"), never a name."""


# someone the customer dealt with, named by their job ("driver was Zdenka")
_STAFF_ROLES: Final = (
    *("driver", "landlord", "landlady", "courier", "rider", "agent", "advisor", "adviser"),
    *("technician", "engineer", "rep", "host", "installer", "plumber", "electrician", "nurse"),
    *("doctor", "dr", "tutor", "teacher", "instructor", "trainer", "coach", "cleaner", "carer"),
    *("caseworker", "adjuster"),
    # whom a marketplace or an on-demand app puts one in touch with
    *("buyer", "seller", "tenant", "guest", "sitter", "shopper", "handyman", "gardener"),
    *("nanny", "babysitter", "receptionist", "concierge", "walker", "groomer", "mechanic"),
)


_SYSTEM_SENDER: Final = regex.compile(
    r"no-?reply|do-?not-?reply|mailer-daemon|postmaster|notifications?|alerts?|updates?"
)
# what a reply header says its sender did, in the languages mail arrives in
_HEADER_VERB: Final = (
    r"(?:wrote|a[ \t]+[ée]crit|escreveu|escribi[óo]|ha[ \t]+scritto|skrev|a[ \t]+scris|menulis"
    r"|napisa[łl]a?|kirjoitti|rakst[īi]ja|nap[íi]sal(?:a|\(a\))?|yozdi|"
    + any_form_of(("пишет", "написал", "написала", "написав"))
    + ")"
)
# up to four words before "wrote:" in a reply header ("Reinhilde from Support")
_HEADER_NAME: Final = r"(?:[^\W\d_][\w'’.-]*[ \t]+){0,3}[^\W\d_][\w'’.-]*"
# a reply header's sender (an address may follow the name) and what they did
_HEADER_SENDER: Final = _HEADER_NAME + r"(?:[ \t]+<[^>\n]*>)?[ \t]+" + _HEADER_VERB + r"[ \t]*:"
_GEORGIAN: Final = regex.compile(GEORGIAN_LETTER)


ADDRESSING_CUES: Final = frozenset(
    {"greeting", "greeting_abroad", "greeting_intro", "sign_off", "sign_off_abroad"}
    | {"last_line", "above_quote", "trailing_name"}
)
"""The cues of whom a message greets and who signs it."""


def _everyday_only(words: list[str]) -> bool:
    """Every word (lower case) is a stop word or an everyday one: no name ("Thanks",
    "Customer Services", "that's my name")."""
    return all(w in NOT_NAMES or is_everyday(w) for w in words)


def _caseless(word: str) -> bool:
    """The word is written in a script without capitals (Thai, Hangul, Chinese, Arabic ...),
    where a name after a cue cannot show itself by one ("I am ธนกร ศิริสมบัติวัฒนา"), or in
    Georgian, whose capitals running text never writes (`GEORGIAN_LETTER`)."""
    return word[:1].isalpha() and (
        word[0].lower() == word[0].upper() or _GEORGIAN.match(word) is not None
    )


class _Said(NamedTuple):
    pattern: str  # one alternation of the phrases
    words: tuple[str, ...]  # a cue runs only when one of these is in the text


def _said(*phrases: str) -> _Said:
    return _Said(any_form_of(phrases), gate_words(phrases))


_NAME_LABELS_ABROAD: Final = _said(*NAME_LABELS)
_NAME_LABEL_AHEAD: Final = regex.compile(
    _NAME_LABELS_ABROAD.pattern + r"[ \t]*:", regex.IGNORECASE | regex.VERSION0
)
# a form's name field holding the surname first, a comma, then the given names ("Nimi: Tamm,
# Mari", "Titular: Andrade Mora, Juan Carlos"): one name, its comma inside it
_INVERTED_LABELLED: Final = regex.compile(
    r"(?m)^[ \t>*-]*(?i:" + _NAME_LABELS_ABROAD.pattern + r")[ \t]*:[ \t]*"
    r"(?P<name>\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?,[ \t]*"
    r"\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?)[ \t.]*$"
)
# a field labelled with what kind of number it holds, one word: "Kundennummer:",
# "Vertragsnummer:", "Policynumber:"
_NUMBER_LABEL_AHEAD: Final = regex.compile(
    r"[\p{L}-]*(?:nummer|number|numero|número|numer|nr)\.?[ \t]*:", regex.IGNORECASE
)
# a mail header's field in the languages mail arrives in: "Von:", "Gesendet:", "Envoyé :",
# "Asunto:" (whose value the mail header cue reads, when it is a sender)
_MAIL_FIELD_AHEAD: Final = regex.compile(
    r"(?:von|gesendet|betreff|an|cc|envoy[ée]|objet|[àa]|de|enviado|enviada|asunto|assunto"
    r"|para|inviato|oggetto|da|verzonden|onderwerp|aan|van|wys[łl]ano|temat|od|do|skickat"
    r"|fr[åa]n|[äa]mne|till|sent|subject|to|from|date|datum|fecha|data)[ \t]*:",
    regex.IGNORECASE,
)
# "my name is" in other languages: a name follows whatever its case
_MY_NAME_ABROAD: Final = _said(
    *("nama saya", "atas nama", "tên tôi là", "tên em là", "em tên là", "ten toi la"),
    *("ten em la", "em ten la", "numele meu este", "numele meu e", "mă numesc", "ma numesc"),
    *("mam na imię", "mam na imie", "nazywam się", "nazywam sie", "jmenuji se", "jmenuju se"),
    *("zovem se", "a nevem", "mijn naam is", "jag heter", "jeg heter", "jeg hedder"),
    *("nimeni on", "με λένε", "ονομάζομαι", "меня зовут", "benim adım", "adım", "em dic"),
    *("je m'appelle", "je m’appelle", "me llamo", "mi nombre es", "mi chiamo", "ich heiße"),
    *("ich heisse", "mein name ist", "meu nome é", "meu nome e", "chamo-me"),
    *("ang pangalan ko ay", "pangalan ko ay", "jina langu ni", "jina langu", "naitwa"),
    *("me chamo", "eu me chamo", "watashi no namae wa", "ismi", "esmi"),
    *("казвам се", "името ми е", "kazvam se", "imeto mi e", "ime mi je", "minu nimi on"),
    *("mu nimi on", "jisimni", "ismi hu", "nitwa", "amazina yanjye ni", "izina ryanjye ni"),
    # Slovak, Latvian, Lithuanian, Luxembourgish, Icelandic, Albanian, Ukrainian, Belarusian,
    # Uzbek, Azerbaijani, Kazakh, Somali, Hindi and Bengali typed in Latin letters, Georgian
    # and Armenian (in their scripts and typed in Latin letters)
    *("volám sa", "volam sa", "moje meno je", "mani sauc", "mans vārds ir", "mans vards ir"),
    *("mano vardas", "mane vadina", "ech heeschen", "mäin numm ass", "main numm ass"),
    *("ég heiti", "eg heiti", "unë quhem", "une quhem", "emri im është", "emri im eshte"),
    *("мене звати", "mene zvaty", "мяне завуць", "mening ismim", "ismim", "исмим"),
    *("mənim adım", "menim adim", "менің атым", "magacaygu waa", "mera naam", "mera nam"),
    *("amar nam", "amar naam", "আমার নাম", "me mqvia", "მე მქვია", "chemi saxelia"),
    *("chemi sakhelia", "ჩემი სახელია", "im anuny", "im anune", "իմ անունը"),
)
# "I am" and "this is" in other languages; after `_I_AM_ABROAD` a name follows only when it is
# capitalised
_I_AM_PHRASES: Final = (
    *("soy", "je suis", "ich bin", "sou o", "sou a", "sunt", "jestem", "jsem", "ja sam"),
    *("ik ben", "jag är", "jeg er", "olen", "είμαι", "em là", "tôi là", "mình là", "ako si"),
    *("ako po si", "le habla", "аз съм", "това е", "jaz sem", "tukaj je", "tukaj", "see on"),
    *("jien", "ndi", "es esmu", "ech sinn", "ech si", "me var", "მე ვარ", "ես", "ami", "আমি"),
)
_I_AM_ABROAD: Final = _said(*_I_AM_PHRASES)

# "this is" and "I am" as a caller says them in other languages, which a voice transcript
# writes in lower case with no comma after the name ("bonjour c'est aminata ndiaye j'appelle
# pour ...", "hej det er mette jeg ringer om ..."): a name follows only when a listed first name
# does (`NameCueRecognizer._said_name_end`)
_SAID_INTROS: Final = _said(
    *_I_AM_PHRASES,
    *("c'est", "c’est", "moi c'est", "ici", "es", "habla", "aquí", "aqui", "sou", "aqui é"),
    *("aqui e", "fala", "sono", "qui è", "qui e", "parla", "hier ist", "das ist", "hier spricht"),
    *("isch", "i bi", "dit is", "hier is", "det er", "her er", "dette er", "det är", "här är"),
    *("tässä", "tassa", "z tej strony", "mówi", "mowi", "tady je", "ovde je", "ovdje je", "ovde"),
    *("ovdje", "ovo je", "tu je", "aici e", "aici este", "čia", "cia", "aš esu", "as esu", "ben"),
    *("saya", "ini", "mimi ni", "aleykum", "aleikum", "alaikum", "mama"),
    *("te", "te ir", "šeit", "seit", "hei ass", "volá", "vola", "men", "ena", "eto", "это"),
)
_SAID_INTRO: Final = regex.compile(r"(?i:(?<![\w'’])" + _SAID_INTROS.pattern + r")[ \t]+(?=\p{L})")
_SAID_WORD: Final = regex.compile(r"[ \t]*(\p{L}[\p{L}'’-]*)")
# two or three words, then "my" (or "I am calling") in the languages a caller introduces
# themselves in, or the sentence's end: what `NameCueRecognizer._said_before_my` reads
_MY_WORDS: Final = (
    *("my", "mi", "mis", "mio", "mia", "mijn", "mein", "meine", "meinen", "mon", "ma", "mes"),
    *("meu", "minha", "mój", "moj", "moja", "moje", "môj", "mé", "min", "mitt", "mina"),
    *("minu", "mans", "mana", "mano", "mening", "benim", "mera", "meri", "yangu", "wangu"),
    *("мой", "моя", "моё", "мои", "мій", "мој", "моја", "моят", "моята"),
    *("j'appelle", "j’appelle", "llamo", "ligo", "chiamo", "rufe", "bel", "dzwonię", "dzwonie"),
    *("звоню", "телефоную", "zvanu", "volám"),
)
_BEFORE_MY: Final = regex.compile(
    r"[ \t]*(?P<name>\p{L}[\p{L}'’-]*[ \t]+\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*)?)"
    r"(?:[ \t]*,?[ \t]+(?i:" + any_form_of(_MY_WORDS) + r")(?![\w'’-])|[ \t]*(?:[.!\n]|$))"
)

# forms of address in other languages, a name after them: Bulgarian and Russian; Spanish and
# Portuguese, Czech, Lithuanian, Serbo-Croatian, Ukrainian, Nordic, Finnish, Romanian, Greek,
# Italian, Dutch, Swahili, Hindi, Indonesian (an abbreviation's dot is the cue's). Spanish and
# Portuguese "don", "doña", "dona", "dom" only in lower case, as they are written before a
# name: capitalised they open a place's or a restaurant's ("Don Mueang", "Don Vittorio").
_LOWER_TITLES: Final = ("don", "doña", "dona", "dom")
_TITLES_ABROAD: Final = _said(
    *("г-жа", "г-н", "г-ца", "госпожа", "господин", "paní"),
    *("slečna", "ponas", "ponia", "p", "g", "g-đa", "g-dja", "g-din", "gđa", "gđica", "gosp"),
    *("г-ђа", "г-дин", "госпођа", "пан", "пані", "панна", "fru", "frk", "hr", "herra"),
    *("rouva", "neiti", "domnul", "doamna", "dl", "dna", "κύριος", "κυρία", "κος", "κα"),
    *("sig", "sig.ra", "sig.na", "dott", "dott.ssa", "mw", "bwana", "bw", "shri"),
    *("shrimati", "smt", "ibu", "pak"),
    # Georgian and Armenian (in their scripts and typed in Latin letters), Slovak, Bengali and
    # Uzbek
    *("batono", "ბატონო", "ბატონი", "kalbatono", "qalbatono", "ქალბატონო", "ქალბატონი"),
    *("paron", "պարոն", "tikin", "տիկին", "pán", "janab", "জনাব", "jonab", "janob", "жаноб"),
)

# sign-offs in other languages; a name follows only when the sign-off stands alone on its
# line ("Makasih,\nSulastri"), as many are words of a sentence too ("obrigado pela ajuda")
_SIGN_OFF_ABROAD: Final = _said(
    *("terima kasih", "makasih", "hormat saya", "salam", "obrigado", "obrigada"),
    *("cumprimentos", "atenciosamente", "abraços", "abraço", "gracias", "saludos"),
    *("un saludo", "atentamente", "cordialmente", "merci", "cordialement", "bien à vous"),
    *("salutations", "grazie", "saluti", "cordiali saluti", "distinti saluti", "danke"),
    *("viele grüße", "mit freundlichen grüßen", "liebe grüße", "grüße", "bedankt"),
    *("groeten", "met vriendelijke groet", "tack", "hälsningar", "med vennlig hilsen"),
    *("hilsen", "venlig hilsen", "takk", "kiitos", "terveisin", "ystävällisin terveisin"),
    *("dziękuję", "dziekuje", "pozdrawiam", "z poważaniem", "děkuji", "s pozdravem"),
    *("mulțumesc", "multumesc", "cu stimă", "cu stima", "cu respect", "teşekkürler", "díky"),
    *("teşekkür ederim", "tesekkurler", "saygılarımla", "ευχαριστώ", "με εκτίμηση"),
    *("спасибо", "с уважением", "cảm ơn", "cám ơn", "trân trọng", "asante", "asante sana"),
    *("salamat", "shukran", "medaase", "shukriya", "dhanyavaad", "hvala", "lijep pozdrav"),
    *("srdačan pozdrav", "s poštovanjem", "köszönöm", "üdvözlettel", "khob khun"),
    *("khop khun", "khob khun ka", "khob khun krub"),
    # Latvian, Georgian, Armenian, Slovak, Luxembourgish, Bengali, Uzbek, Russian, Tunisian
    *("paldies", "liels paldies", "ar cieņu", "ar cienu", "madloba", "მადლობა"),
    *("shnorhakalutyun", "շնորհակալություն", "ďakujem", "dakujem", "vďaka", "s pozdravom"),
    *("merci villmools", "villmools merci", "dhonnobad", "ধন্যবাদ", "rahmat", "hurmat bilan"),
    *("spasibo", "choukran", "yaatik saha"),
    # as they are shortened: Danish and Norwegian, Dutch, German
    *("mvh", "m.v.h.", "vh", "mvg", "mfg", "lg"),
)
# a sign-off of another language and a name after it on the same line, closing the message,
# in any case ("... portalen?? mvh søren", "Hilsen Mette Holm"): a listed first name opens it
_SIGNED_ON_ITS_LINE: Final = regex.compile(
    r"(?i:(?<![\w'’])" + _SIGN_OFF_ABROAD.pattern + r")[ \t]*[,.!]?[ \t]+"
    r"(?P<name>\p{L}[\p{L}'’-]+(?:[ \t]+\p{L}[\p{L}'’-]+)?)[ \t.!]*\Z"
)
# a line that is only a sign-off of another language ("Asante sana,", "Terima kasih"): its
# words are no one's name, whatever lists they are on
SIGN_OFF_LINE_ABROAD: Final = regex.compile(
    r"[ \t]*" + _SIGN_OFF_ABROAD.pattern + r"[ \t]*[,.!]?[ \t]*$", regex.IGNORECASE
)
# cues after which a capitalised everyday word signs for a team ("Thanks, Facilities"), and
# the message's first and last lines ("> Billing Team")
_TEAM_SIGNS: Final = frozenset(
    "sign_off sign_off_abroad greeting greeting_abroad this_is reply_header mail_header"
    " from_label first_line last_line".split()
)
GREETING_CUES: Final = frozenset({"greeting", "greeting_abroad"})
"""The cues of a greeting, in English and in other languages."""
# of those, the cues whose everyday word signs for a team only with more words on its line
# ("Billing Team"; "Kind regards\nLucky" is signed by Lucky)
_TEAM_LINES: Final = frozenset({"first_line", "last_line", "above_quote"})

# the people of a business after its name: "Hello Northgate team,", "Hi Lumina support"
_TEAM_AFTER: Final = regex.compile(
    r"(?i)[ \t]+(?:team|support|staff|crew|folks|people|everyone|all|customer\s+service)\b"
)


# what opens a message or a line to greet whoever reads it: "Hi", "Dear", "Good morning"
_GREETING: Final = r"(?:^|\n)[ \t>]*(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))"
GREETING_BEFORE: Final = regex.compile(r"(?i)" + _GREETING + r"(?:[ \t]+there)?[ \t]+$")
"""A greeting right before a position ("Hi there ")."""


def greets_a_business(text: str, end: int, bare: str) -> bool:
    """The greeted word ending at `end` (`bare`, lower case, on no name list: the caller asks)
    names a business: its team follows ("Hello Northgate team"), or it is an everyday word
    ("Hi Coastline Cabins!") or two run together ("Hi Pinebrook,", "Dear Brightwave,")."""
    words = english_words()
    return (
        a_team_follows(text, end)
        or is_everyday(bare)
        # four letters a word at least: "Delroy" is no "del" and "roy"
        or any(bare[:i] in words and bare[i:] in words for i in range(4, len(bare) - 3))
    )


def a_team_follows(text: str, end: int) -> bool:
    """A business's people follow the words ending at `end`: "Gatefold Live Support wrote:",
    "Hello Northgate team"."""
    return _TEAM_AFTER.match(text, end) is not None


# the end of a name's line or clause
_ENDS_NAME: Final = regex.compile(r"[ \t]*(?:$|\n|[,;)])")
# "I am", "I'm", "this is" right before a word, or "it's" opening the message or after a
# greeting; what may follow an introduced name
_INTRO_BEFORE: Final = regex.compile(
    r"(?i)(?:\b(?:i[ \t]+am|i['’]?m|this[ \t]+is)"
    r"|(?:^|\n|\b(?:hi|hey|hello|hiya|morning)\b[ \t,!]*)it['’]?s)[ \t]+$"
)
_INTRO_AFTER: Final = regex.compile(
    r"[ \t]*(?:[.,!;:)]|$|\n|(?:and|from|here|speaking|calling|again)\b|\p{Lu}\p{Ll})"
)
# colours, metals and stones that name loyalty tiers and plans ("I'm Gold", "I am Silver")
_TIER_WORDS: Final = frozenset(
    """blue gray grey green white black brown golden gold silver ivory emerald opal pearl
    royal jade ruby crystal platinum bronze diamond sapphire amber""".split()
)


# what opens a quoted mail under a reply: its header in the languages mail arrives in ("On
# ... wrote:", "Le ... a écrit :", "Am ... schrieb ...:", "Den ... skrev", "... rašė:",
# "... написав:", "... 寫道："), a separator line ("-----Original Message-----") or a quoted line
_QUOTE_HEADER_VERBS: Final = (
    *("wrote", "a écrit", "a ecrit", "schrieb", "schreef", "escribió", "escribio", "escreveu"),
    *("ha scritto", "skrev", "a scris", "menulis", "napisał", "napisala", "napisała"),
    *("kirjoitti", "napsal", "napisao", "napisala je", "je napisao", "je napisala", "rašė"),
    *("rase", "написав", "написала", "написал", "написа", "yazdı", "yazdi", "írta", "irta"),
    *("kirjutas", "έγραψε", "寫道", "写道", "wrote the following", "rakstīja", "rakstija"),
    *("napísal", "napísala", "napisal", "пишет", "yozdi", "লিখেছেন", "geschriwwen", "დაწერა"),
    "գրել է",
)
_QUOTE_SEPARATORS: Final = (
    *("original message", "forwarded message", "ursprüngliche nachricht", "message d'origine"),
    *("mensaje original", "mensagem original", "messaggio originale", "oorspronkelijk bericht"),
    *("opprinnelig melding", "oprindelig meddelelse", "ursprungligt meddelande"),
)
_QUOTE_OPENING: Final = (
    r"(?i:[^\n]{0,160}?" + any_form_of(_QUOTE_HEADER_VERBS) + r"[^\n]{0,40}?[:：]"
    r"|-{2,}[ \t]*" + any_form_of(_QUOTE_SEPARATORS) + r"|>)"
)
DATED_QUOTE_HEADER: Final = regex.compile(
    r"(?i)[^\n]*?(?<!\d)(?:19|20)\d\d(?!\d)[^\n]*?"
    + any_form_of(_QUOTE_HEADER_VERBS)
    + r"[^\n]{0,12}?[:：][ \t]*$",
    regex.MULTILINE,
)
"""A line that is a reply header with its date: "12 Jun 2027, Gatefold Live wrote:"."""
_QUOTE_OPENING_WORDS: Final = (
    *gate_words(_QUOTE_HEADER_VERBS),
    *gate_words(_QUOTE_SEPARATORS),
    "\n>",
)


# a message's words as a gate's words are written: letters and digits with the apostrophes,
# dots and hyphens inside them, without those at their edges ("Dr.", "g-đa", "sig.ra",
# "c'est"; "A/P" is two)
_TOKEN_IN_TEXT: Final = regex.compile(r"[\w'’.-]+")


def _no_name_word(word: str) -> bool:
    """A word (lower case) of a sentence or a courtesy, in English or another language."""
    return (
        word in NOT_NAMES
        or word in _SIGN_OFF_ABROAD.words
        or is_stop_word(word)
        or is_everyday(word)
    )


def _tokens(lowered: str) -> frozenset[str]:
    return frozenset(t.strip("'’.-") for t in _TOKEN_IN_TEXT.findall(lowered))


class _Cue(NamedTuple):
    """What says a name follows, and how much it says so."""

    name: str
    pattern: str
    lower_ok: bool
    """The name after it may be typed in lower case ("my name is priya")."""
    score: float
    words: tuple[str, ...] = ()
    """Lower-case text one of which the message must hold for the pattern to match at all
    (checked before the pattern runs); empty: the pattern always runs."""
    whole: bool = False
    """`words` must stand as whole words (`_TOKEN_IN_TEXT`), for short ones ("dr", "p", "don")
    are inside most messages' words."""


_CUES: Final = (
    _Cue(
        "my_name",
        # ("the name is kowalski" too)
        r"\b(?:(?:my|his|her|their|our|the(?=\s+name\s+is\b))\s+"
        r"(?:(?:mother|father|mum|mom|dad|wife|husband"
        # a mother's maiden name is asked about with no one's before it ("Mother's maiden
        # name: Okafor", "mothers maiden name is smith")
        r"|partner)['’]?s\s+)?|(?:mother|mum|mom)['’]?s\s+(?=maiden))"
        r"(?:full\s+|first\s+|last\s+|sur|maiden\s+|middle\s+)?"
        r"name\s*(?:,?\s*(?:which|that)\s+is|is|was(?=\s*[\"“‘(])|'s|:|,(?=[ \t]*\p{Lu}))"
        r"\s*[\"“‘(]?",
        True,
        0.8,
        ("name",),
    ),
    # "Mother's maiden name Okafor": with no verb, a capitalised word, judged ("my maiden
    # name field is blank" stays)
    _Cue("maiden_name", r"\bmaiden[ \t]+name[ \t]+(?=\p{Lu})", False, 0.8, ("maiden",)),
    # "whatsapp me on ..., name's Ciarán": the name's own clause, with no one's before it
    _Cue(
        "name_clause",
        r"(?:^|(?<=[,;.!?–-][ \t]*))name(?:['’]s|[ \t]+is)[ \t]+(?=\p{Lu})",
        False,
        0.7,
        ("name",),
    ),
    _Cue(
        "name_label",
        r"(?m)(?:^[ \t>]*|(?<=[.!?][ \t]+))"
        r"(?:(?:full|first|last|given|family|middle|customer|contact|account"
        r"|cardholder|card\s+holder|sender|recipient|passenger|guest|patient|student|member"
        r"|policyholder|policy\s+holder|insured|driver|owner|tenant|lead\s+passenger|real|legal"
        r"|display)\s+)?"
        r"(?:name|surname|forename|nickname|nick[ \t]+name)(?:s|\(s\))?"
        r"(?:[ \t]*\([^)\n]{1,30}\))?\s*:\s*"
        r"(?:(?:mr|mrs|ms|miss|mx|dr|prof)\.?\s+)?"
        r"|(?m)^[ \t>]*(?:outgoing|incoming|new|previous)?\s*(?:tenant|occupier|policyholder"
        r"|named\s+driver|account\s+holder|contact\s+person|attendee)\s*:\s*"
        r"|(?m)^[ \t>]*(?:lead\s+guest|engineer(?:\s+on\s+site)?|"
        + _NAME_LABELS_ABROAD.pattern
        + r")\s*:\s*"
        r"|(?m)^[ \t>]*(?:parent|guardian|child|next\s+of\s+kin|spouse|beneficiary|executor"
        r"|witness)(?:[ \t]*/[ \t]*(?:parent|guardian|carer))?\s*:\s*",
        True,
        0.8,
        (
            *("name", "tenant", "occupier", "holder", "driver", "parent", "guardian", "child"),
            *("kin", "spouse", "beneficiary", "executor", "witness"),
            *("lead guest", "engineer", "contact person", "attendee"),
            *_NAME_LABELS_ABROAD.words,
        ),
    ),
    # "Passenger: Sulastri", "Inventory clerk: Zineb": a form's field for a person by role,
    # its value a capitalised name ending the line (a chat's "Guest: Hello, ..." is judged)
    _Cue(
        "role_label",
        # ("Tenant:" is the name label's: see above)
        r"(?m)^[ \t>]*(?:lead[ \t]+)?(?:passenger|traveller|traveler|patient|claimant"
        r"|landlord|landlady|clerk|inventory[ \t]+clerk|technician|signatory|buyer|seller"
        r"|caretaker|housekeeper|nanny|carer|caregiver)[ \t]*\d?[ \t]*:[ \t]*"
        r"(?=[^\n]{1,60}$)",
        False,
        0.6,
        (
            *("passenger", "travel", "patient", "claimant", "landl", "clerk"),
            *("technician", "signatory", "buyer", "seller", "caretaker", "housekeeper"),
            *("nanny", "carer", "caregiver"),
        ),
    ),
    _Cue(
        "from_label",
        r"(?m)^[ \t>]*(?:from|sender|attn|for\s+the\s+attention\s+of)\s*:\s*",
        False,
        0.6,
        ("from", "sender", "attn", "attention"),
    ),
    # "From: ford whitcombe <ford73@...>": a mail header's display name, in any case
    _Cue(
        "mail_header",
        r"(?m)^[ \t>]*(?:from|to|cc|reply-to|von|an|de|para|à)[ \t]*:[ \t]*"
        r"(?=[^\n<@:]{2,80}<[^>\n]*@)",
        True,
        0.7,
        ("@",),
    ),
    # "On Mon, 9 Nov 2026 at 10:14, Reinhilde from Support wrote:", "Le 3 nov. 2026, Maëlys a
    # écrit :", "Am 12.11.2026 schrieb Kazuki:": who wrote the quoted message below
    _Cue(
        "reply_header",
        r"(?m)^[ \t>]*(?:"
        r"(?:on|le|em|el|il|den|în|in|pada|w|dnia|dňa|dna)\b[^\n]{4,100}?"
        r"(?:[ \t]*[ap]\.?m\.?[ \t]+|[,.][ \t]*|[ \t]+)"
        r"(?=" + _HEADER_SENDER + r")"
        # or the date alone, a capital opening the name after it ("2027. gada 14. jūnijā Ilze
        # Bērziņa rakstīja:", "14.06.2027, Ivan Petrov пишет:")
        r"|(?=\d)[^\n]{4,100}?(?:[,.][ \t]*|[ \t]+)"
        r"(?=(?-i:\p{Lu})" + _HEADER_SENDER + r")"
        r"|(?:am|op)\b[^\n]{4,80}?[ \t](?:schrieb|schreef)[ \t]+"
        r"(?=" + _HEADER_NAME + r"(?:[ \t]+<[^>\n]*>)?[ \t]*:))",
        True,
        0.7,
        (
            *("wrote", "crit", "escreveu", "escribi", "scritto", "schrieb", "schreef", "skrev"),
            *("scris", "menulis", "napisa", "kirjoitti", "rakst", "napís", "пиш", "напис"),
            "yozdi",
        ),
    ),
    _Cue("name_of", r"\bin\s+the\s+name\s+of\s+", True, 0.8, ("name",)),
    # "driver was Zdenka", "landlord Tadhgan": someone the customer dealt with, by role
    _Cue(
        "staff_role",
        r"\b(?:" + "|".join(_STAFF_ROLES) + r")(?:[ \t]+(?:was|is|named|called))?[ \t]+",
        False,
        0.55,
        _STAFF_ROLES,
    ),
    _Cue(
        "name_on",
        r"\bname\s+on\s+(?:the\s+|my\s+)?(?:order|account|card|parcel|package|booking"
        r"|reservation|delivery|label|box|id|passport|licen[cs]e|ticket|invoice|bill|receipt"
        r"|policy|certificate|statement|transfer|payment)\b[ \t]*(?:is|was|:)?[ \t]*",
        True,
        0.8,
        ("name",),
    ),
    _Cue(
        "under",
        r"\b(?:it'?s|is|order(?:ed)?|booked|booking|reservation|placed|registered)\s+under\s+",
        True,
        0.6,
        ("under",),
    ),
    _Cue(
        "holder",
        r"\b(?:account|card|policy)\s*holder(?:'s\s+name)?(?![ \t]*(?:sur|fore)?name)"
        r"\s*(?:is|:|-)?\s*"
        r"|\b(?:cardholder|recipient|addressee|beneficiary|payee|attn|attention)\s*(?:is|:|-)\s*",
        True,
        0.7,
        ("holder", "recipient", "addressee", "beneficiary", "payee", "attn", "attention"),
    ),
    _Cue(
        "label_says",
        r"\b(?:say|says|said|read|reads|show|shows)\s+(?=[^\W\d_][\w'’ -]{2,40}?\s+on\s+the\s+"
        r"(?:parcel|label|package|box|card|order|envelope|letter|account|booking))",
        True,
        0.7,
        ("say", "said", "read", "show"),
    ),
    # "the name on it is Will Pennefather": capitalised, or it is a complaint ("... is wrong")
    _Cue("name_on_it", r"\bname\s+on\s+it\s+(?:is|was|says|reads)\s+", False, 0.7, ("name",)),
    _Cue("call_me", r"\b(?:call|calls)\s+me\s+", True, 0.6, ("call",)),
    # "Anna Schmidt née Weber", "geb. Müller": a maiden name, capitalised
    _Cue(
        "maiden", r"(?<![\w'’-])(?:née|nee|geb\.|geborene)[ \t]+", False, 0.7, ("née", "nee", "geb")
    ),
    # "shows the wrong surname, it should be QUINTERO-HAYES": the right name for a wrong one,
    # or the one it changes from ("change the surname on it from Okwuosa to ...")
    _Cue(
        "name_fix",
        r"\b(?:(?:sur|last\s+|family\s+|first\s+|given\s+|middle\s+)name"
        r"|(?:my|his|her|their)\s+(?:full\s+)?name)\b[^.\n!?]{0,60}?"
        r"\b(?:should\s+(?:be|read|say)(?:\s+(?:spelled|spelt|written))?"
        r"|(?:is|it'?s)\s+(?:actually|really)|(?:is\s+)?(?:spelled|spelt)|from)[ \t:]+",
        False,
        0.7,
        ("name",),
    ),
    # "shows my name as PANGANIBAN", "change my surname to Ortega y Gasset"
    _Cue(
        "name_as",
        r"\b(?:my|his|her|their|our)\s+(?:sur|last\s+|first\s+|full\s+|middle\s+)?name"
        r"\s+(?:as|to)\s+",
        False,
        0.6,
        ("name",),
    ),
    # "first name Florin", "surname is Okafor": the name's own label, without a colon; not
    # the form's parts ("the last name field", "the first name box")
    _Cue(
        "name_word",
        r"\b(?:first|last|given|family|middle|sur|fore)[ \t]?name(?:[ \t]+is|'s|’s)?[ \t]+"
        r"(?!(?:field|box|column|section|option|tab|line|format|input|entry|bar|space"
        r"|label|spelling)s?\b)(?=[^\W\d_])",
        True,
        0.7,
        ("name",),
    ),
    # "who is Rahim?": asking after someone by name
    _Cue(
        "who_is",
        r"\bwho(?:'s|\s+is|\s+was)\s+(?=\p{Lu}[\p{Ll}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}'’-]+)?[ \t]*\?)",
        False,
        0.5,
        ("who",),
    ),
    _Cue(
        "named",
        r"\b(?:named|called|nicknamed)[ \t]+(?:(?:him|her|them)[ \t]+)?",
        False,
        0.6,
        ("named", "called"),
    ),
    # "your name? Priya": the answer after the question, past a speaker label on the next line
    _Cue(
        "name_answer",
        r"\bname[ \t]*\?[ \t]*(?:\n[ \t>]*(?:[\p{L}]+[ \t]?){1,2}:[ \t]*)?",
        True,
        0.6,
        ("name",),
    ),
    _Cue(
        "by_person",
        r"\b(?:directed|written|signed(?:\s+for)?|sent|approved|authori[sz]ed|handled"
        r"|assisted|played|received|collected|accepted)\s+by\s*:?\s*(?:an?\s+)?",
        False,
        0.5,
        ("by",),
    ),
    _Cue(
        "under_name",
        r"\b(?:under|in)\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+)?name(?:\s*,)?\s+(?:of\s+)?",
        True,
        0.7,
        ("name",),
    ),
    # "..., name Florin Dumitrescu-Vlad": a bare label after a comma or on its own line
    _Cue("name_bare", r"(?:[,;][ \t]*|(?m:^)[ \t]*)name[ \t]+(?=\p{Lu})", False, 0.6, ("name",)),
    _Cue(
        "this_is",
        r"\b(?:this\s+is|it'?s|i\s+am|i'?m|im)[ \t]+",
        False,
        0.5,
        ("this is", "it", "i am", "i'm", "im"),
    ),
    # "soy Montserrat Casals i Ferrer", "ich bin Wiebke", "em là Âu Dương Hòa Bình":
    # introductions in other languages
    _Cue("intro_abroad", r"\b" + _I_AM_ABROAD.pattern + r"\s+", False, 0.6, _I_AM_ABROAD.words),
    # "nama saya sulastri", "mă numesc Dorin", "меня зовут Иван": in any case
    _Cue(
        "name_abroad",
        r"\b" + _MY_NAME_ABROAD.pattern + r"\s*:?\s+",
        True,
        0.7,
        _MY_NAME_ABROAD.words,
    ),
    # "hiya its reed culpepperell, ...": an introduction opening the message or a line, in
    # any case, also after a speaker's label ("Guest: hi it's chase vandermolen")
    _Cue(
        "greeting_intro",
        r"(?:^|\n)[ \t]*(?:\p{L}+(?:[ \t]\p{L}+)?:[ \t]*)?(?:hi|hiya|hey|hello)[ \t,!]+"
        r"(?:it'?s|this\s+is|i'?m|im|i\s+am)[ \t]+",
        True,
        0.6,
        ("hi", "hey", "hello"),
    ),
    _Cue(
        "ask_for",
        r"\b(?:ask\s+for|speak\s+(?:to|with)|talk\s+(?:to|with)|spoke\s+(?:to|with)"
        r"|transfer\s+me\s+to|connect\s+me\s+(?:to|with)|follow\s+up\s+with"
        r"|(?:phone\s+)?call\s+with|chat(?:ted)?\s+with|conversation\s+with)\s+",
        False,
        0.6,
        ("ask", "speak", "talk", "spoke", "transfer", "call", "chat", "conversation"),
    ),
    # "ask anjali to call me back": someone asked to do something, one word before "to"
    # (typed in lower case too; "ask them to", "ask reception to" name no one)
    _Cue(
        "ask_to",
        r"\bask\s+(?=[^\W\d_]+\s+to\b)",
        False,
        0.6,
        ("ask",),
    ),
    _Cue(
        "speech",
        r"\b(?:said|asked|told|replied|shouted\s+at|wrote\s+to|thanked|emailed|texted)\s+",
        False,
        0.5,
        ("said", "asked", "told", "replied", "shouted", "wrote", "thanked", "email", "text"),
    ),
    _Cue(
        "title",
        # English, and the forms of address of other languages ("Frau Schneider", "Dhr. de
        # Vries", "khun Sirinya", "Encik Hafiz", "Sra. Etchevarne", "gospođa Brčić")
        r"\b(?:mr|mrs|ms|miss|mx|dr|prof|sir|madam|dame|lady|lord|herr|frau|dhr|mevr|mevrouw"
        r"|khun|encik|cik|puan|tuan|bapak|señor|señora|señorita|sr|sra|srta|monsieur|madame"
        r"|mme|mlle|signor|signora|senhor|senhora|gospodin|gospođa|gospodja|pani"
        # Bulgarian, Slovene, Estonian and Maltese
        r"|gospa|gospod|härra|proua|is-sur|is-sinjura|"
        + _TITLES_ABROAD.pattern
        + "|(?-i:"
        + "|".join(_LOWER_TITLES)
        + "))"
        r"\.?[ \t]+",
        False,
        0.8,
        (
            *("mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "madam", "dame", "lady"),
            *("lord", "herr", "frau", "dhr", "mevr", "mevrouw", "khun", "encik", "cik", "puan"),
            *("tuan", "bapak", "señor", "señora", "señorita", "sr", "sra", "srta", "monsieur"),
            *("madame", "mme", "mlle", "signor", "signora", "senhor", "senhora", "gospodin"),
            *("gospođa", "gospodja", "pani", "gospa", "gospod", "härra", "proua", "is-sur"),
            *("is-sinjura", *_TITLES_ABROAD.words, *_LOWER_TITLES),
        ),
        whole=True,
    ),
    _Cue(
        "greeting",
        _GREETING + r"[ \t]+",
        True,
        0.55,
        ("hi", "hello", "hey", "dear", "good"),
    ),
    # greetings in the languages support mail arrives in ("Olá Fátima,", "Bună Dorin,"): a
    # capitalised name only ("Hallo zusammen,", "Hola equipo:" greet everyone)
    _Cue(
        "greeting_abroad",
        r"(?:^|\n)[ \t>]*(?:"
        + "|".join(greeting.replace(" ", r"\s+") for greeting in GREETINGS_ABROAD)
        + r")[ \t]*[,!]?[ \t]+",
        False,
        0.55,
        GREETINGS_ABROAD,
    ),
    _Cue(
        "sign_off",
        r"(?:\b(?:thanks|thank\s+you|kind\s+regards|warm\s+regards|best\s+wishes|best\s+regards"
        r"|many\s+thanks|regards|best|cheers|sincerely"
        r"|yours(?:\s+(?:faithfully|sincerely|truly|cordially|respectfully|ever))?"
        r"|ta(?=\s*[,.!]?\s*\n))\b"
        r"|(?:^|(?<=\n))[ \t]*--(?=[ \t]*\n))"
        r"\s*[,.!]?\s*\n?[ \t]*-*[ \t]*",
        True,
        0.6,
        ("thank", "regards", "wishes", "best", "cheers", "sincerely", "yours", "ta", "--"),
    ),
    # a sign-off in another language alone on its line, then a capitalised name on the next
    # ("Makasih,\nSulastri"); a team signs in lower case too ("Abraços,\nequipe financeira")
    _Cue(
        "sign_off_abroad",
        r"(?:^|(?<=\n))[ \t]*" + _SIGN_OFF_ABROAD.pattern + r"[ \t]*[,.!]?[ \t]*\n[ \t]*",
        False,
        0.6,
        _SIGN_OFF_ABROAD.words,
    ),
    # "... why the late fee? Kwesi", "... pls call me - Zara": a bare name ending the message
    # after its last sentence, a comma or a dash, with no closing word before it ("before the
    # refund is paid, Krešimir"); a phone number may
    # follow it ("Is this really the landlord? Comfort, +233 54 434 6857")
    _Cue(
        "trailing_name",
        r"(?:[.?!][ \t]+|[ \t]+[-–—][ \t]*|,[ \t]+)"
        r"(?=(?-i:\p{Lu}\p{Ll}[\p{Ll}'’-]*(?:[ \t]+\p{Lu}\p{Ll}[\p{Ll}'’-]*){0,2}"
        # or a full name in capitals ("hvala! NADA BRČIĆ"), or a first name of four letters
        # or more ("..., MEHMET")
        r"|\p{Lu}{2,}[\p{Lu}'’-]*(?:[ \t]+\p{Lu}{2,}[\p{Lu}'’-]*){1,2}"
        r"|\p{Lu}{4,}(?=[ \t.!]*\Z))"
        r"(?:[ \t]*[,:–—-]?[ \t]*\+?\d[\d \t().-]{6,}\d)?[ \t.!]*\Z)",
        False,
        0.5,
    ),
    _Cue(
        "love",
        r"(?:,|^|\n)[ \t]*(?:love|lots\s+of\s+love|with\s+love),?[ \t]+",
        False,
        0.5,
        ("love",),
    ),
    _Cue(
        "role",
        # on the same line: "Reported to: the property manager\nUrgent: yes" names no one
        r"\b" + RELATION + r"(?:'s)?,?[ \t]+(?:is[ \t]+|name[ \t]+is[ \t]+|name[ \t]+)?\(?",
        False,
        0.5,
        _RELATION_WORDS,
    ),
    _Cue(
        "speaker",
        r"(?m)^[ \t>?]*(?-i:(?=[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’.-]*){0,2}[ \t]*:))",
        False,
        0.5,
    ),
    _Cue(
        "subject",
        r"(?:^|(?<=[.!?]\s))(?-i:(?=[A-Z][\w'’-]+(?:\s+[A-Z][\w'’.-]*){0,2}\s+(?:is|was|has|had"
        r"|lives|lived|began|begins|spent|will|said|says|shouted|explained)\b))",
        False,
        0.4,
    ),
    _Cue(
        "first_line",
        r"\A[ \t>?]*(?-i:(?=[A-Z][\w'’-]+(?:[ \t]+[A-Z][\w'’.-]*){0,3}[ \t]*\n))",
        False,
        0.45,
    ),
    # "... call me on 8255 9754\nJonas\n\nOn 3 Nov 2026, Support wrote:": the line above the
    # quoted mail is the writer's signature, as a message's last line is
    _Cue(
        "above_quote",
        r"(?<=\n)[ \t]*(?-i:(?=\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,3}[ \t]*\n"
        r"(?:[ \t]*\n)*[ \t]*" + _QUOTE_OPENING + "))",
        False,
        0.45,
        _QUOTE_OPENING_WORDS,
    ),
    _Cue(
        "last_line",
        r"(?<=\n)[ \t>?-]*(?-i:(?=[A-Z][\w'’-]+(?:[ \t]+[A-Z][\w'’.-]*){0,3}[ \t]*\Z))",
        False,
        0.45,
    ),
    _Cue("user_turn", r"(?m)\b(?:user|customer|me)\s*:\s*", False, 0.3, ("user", "customer", "me")),
    _Cue("add_as", r"\badd\s+", False, 0.3, ("add",)),
)


CAPITAL_CUES: Final = frozenset(cue.name for cue in _CUES if not cue.lower_ok) | {
    "name_then_role",
    "word_intro",
    "lower_run",
}
"""Cues whose name must start with a capital letter: in a message typed all in lower case
(which the normalizer capitalised) they are no evidence on their own."""


_LINE_LABEL: Final = regex.compile(
    r"(?m)^[ \t>?]*(\p{Lu}[\w'’-]*(?:[ \t]+[\w'’.-]+){0,2})[ \t]*:(?![/\d])"
)


_CLAUSE_JOINS: Final = frozenset({"and", "but", "or", "so", "because", "who", "which"})


def _opens_a_name(word: str) -> bool:
    """What may follow a name's first initial: another initial or a word that is no
    everyday word ("M J PATEL", "A Okonkwo"; not "A Visa")."""
    return (len(word) == 1 and word.isupper()) or not is_everyday(word.lower())


_ALPHA_WORD: Final = regex.compile(r"[^\W\d_][\w'’-]*")
_VERB_ENDING: Final = regex.compile(r"(?:ed|s|n['’]t)$")  # "Refused", "Visits", "Hasn't"


def _capitals_say_nothing(text: str) -> bool:
    """Four words or more, nearly all of them capitalised ("The Duty Manager Refused The
    Return", "PLEASE CALL ME BACK"): a capital there marks no name."""
    words = _ALPHA_WORD.findall(text)
    return len(words) >= 4 and sum(w[0].isupper() for w in words) >= 0.8 * len(words)


def _is_form(text: str) -> bool:
    """Three or more lines open with a label and no label opens two: the fields of a form
    ("Plan: ...", "Country: ...", "Ημέρα: ...", "Thanh toán: ..."; a capital in any script,
    then up to two words of any case), where a transcript's speakers take turns and
    recur."""
    labels = _LINE_LABEL.findall(text)
    return len(labels) >= 3 and len(set(labels)) == len(labels)


def _ends_as_a_business(text: str, pos: int) -> bool:
    """One to three words after `pos` end the name in a business's word or a desk's
    ("... Dental,", "... Haircare Ltd", "... support,"); the words before it capitalised."""
    for _ in range(3):
        word = _WORD.match(text, pos)
        if word is None:
            return False
        value = word.group().strip()
        pos = word.end()
        if BUSINESS_END.fullmatch(value) and _ENDS_NAME.match(text, pos) is not None:
            return True
        if not value[:1].isupper():
            return False
    return False


class NameCueRecognizer(Recognizer):
    NAME = "name_cue"
    ENTITY: ClassVar[str] = "PERSON"
    MAX_TOKENS: ClassVar[int] = 4

    def __init__(self) -> None:
        lists = load_name_lists()
        self._first_names = lists.first
        self._surnames = lists.last
        # the first names of the world's countries too, for names said in their languages
        self._world_first_names = lists.with_first_names(load_world_first_names()).first
        self._everyday = english_words()
        self._cues = tuple((cue, regex.compile(cue.pattern, regex.IGNORECASE)) for cue in _CUES)
        # the stop word lists `is_foreign` reads load on first use, which would be charged to
        # the first message's time budget and withhold it
        is_foreign("")

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        out: list[Finding] = []
        lowered = text.lower()
        possessive = "'s" in text or "’s" in text
        for shape, rx in (("middle_initial", _WITH_INITIAL), ("possessive", _POSSESSIVE_PAIR)):
            if rx is _POSSESSIVE_PAIR and not possessive:
                continue
            for m in finditer(rx, text, deadline):
                given, family = m.group("given").lower(), m.group("family").lower()
                if given in NOT_NAMES or family in NOT_NAMES or family in STREET_WORDS:
                    continue
                if given in SAINT_WORDS and shape == "possessive":
                    continue  # "St Mary's school": a saint's, not a customer's
                out.append(self._finding(m.start(), m.end(), 0.55, shape))
        for m in finditer(_NAME_THEN_ROLE, text, deadline):
            if m.group("name").lower().split()[0] in NOT_NAMES:
                continue
            out.append(self._finding(m.start("name"), m.end("name"), 0.5, "name_then_role"))
        for m in finditer(_INITIALS_NAME, text, deadline):
            surname = m.group("surname").lower()
            initials = m.group("initials").replace(" ", "").replace("\t", "")
            if initials in _PLACE_INITIALS or surname in NOT_NAMES:
                continue  # "U.S. Army"
            if surname in self._everyday and surname not in self._surnames:
                continue  # "A. Day"
            out.append(self._finding(m.start(), m.end(), 0.6, "initials"))
        for m in finditer(_SIGNATURE, text, deadline) if "\n" in text else ():
            words = [w.lower().rstrip(".") for w in m.group("name").split()]
            if _everyday_only(words):
                continue  # "Thanks\n+44 ...", "Customer Services\n0800 ..."
            out.append(self._finding(m.start("name"), m.end("name"), 0.6, "signature"))
        # Each pattern below runs only when the word or mark it needs is in the message.
        for m in finditer(_NAME_THEN_LABEL, text, deadline) if "name" in lowered else ():
            words = m.group("name").lower().split()
            if _everyday_only(words):
                continue  # "Yes, that's my name", "Correct - that is the name"
            out.append(self._finding(m.start("name"), m.end("name"), 0.7, "name_then_label"))
        leading_lower = any(mark in text for mark in "-–/|")
        for m in finditer(_LEADING_LOWER_NAME, text, deadline) if leading_lower else ():
            if self._reads_as_lower_name(m.group("name").split()):
                out.append(self._finding(m.start("name"), m.end("name"), 0.6, "leading_lower"))
        for m in finditer(_NAME_BEFORE_ADDRESS, text, deadline) if "@" in text else ():
            if not _everyday_only(m.group("name").lower().split()):
                out.append(self._finding(m.start("name"), m.end("name"), 0.7, "header_sender"))
        for m in finditer(_LOWER_INTRO, text, deadline) if text != lowered else ():
            if self._reads_as_lower_name(m.group("name").split()):
                out.append(self._finding(m.start("name"), m.end("name"), 0.6, "lower_intro"))
        signed = any(word in lowered for word in _SIGN_OFF_ABROAD.words)
        # the gates of the patterns whose words are short or inside other words ("es",
        # "ici", "qui", "don"): the message's whole words, read once
        tokens = _tokens(lowered)
        said = not tokens.isdisjoint(_SAID_INTROS.words)
        for m in finditer(_SAID_INTRO, text, deadline) if said else ():
            if (end := self._said_name_end(text, m.end())) is not None:
                out.append(self._finding(m.end(), end, 0.6, "said_intro"))
        for m in finditer(_LOWER_TRAILING, text, deadline) if text != lowered else ():
            words = m.group("name").split()
            # in another language a word of it may close the message ("..., makasih"): there
            # a first name of the world's lists must open the name ("..., sigue pendiente,
            # altagracia")
            if self._trails_as_lower_name(words) and (
                words[0] in self._world_first_names or not is_foreign(text)
            ):
                out.append(self._finding(m.start("name"), m.end("name"), 0.5, "trailing_lower"))
        for m in finditer(_SIGNED_ON_ITS_LINE, text, deadline) if signed else ():
            words = m.group("name").lower().split()
            if words[0] in self._world_first_names and not any(
                is_stop_word(w) or w in NOT_NAMES for w in words
            ):
                out.append(self._finding(m.start("name"), m.end("name"), 0.6, "signed"))
        inverted = "name" in lowered or "under" in lowered
        # in a message typed all in lower case capitals say nothing; a first name typed in
        # lower case must be there for a lower-case name to be
        firsts = self._lower_first_names(text) if text != lowered else frozenset()
        for m in finditer(_LOWER_WORD, text, deadline) if firsts else ():
            if m.group() in firsts and (end := self._lower_name_after(text, m.end())) is not None:
                out.append(self._finding(m.start(), end, 0.6, "lower_run"))
        labelled = ":" in text and any(word in lowered for word in _NAME_LABELS_ABROAD.words)
        for m in finditer(_INVERTED_LABELLED, text, deadline) if labelled else ():
            out.append(self._finding(m.start("name"), m.end("name"), 0.8, "inverted"))
        for m in finditer(_INVERTED_AFTER_NAME, text, deadline) if inverted else ():
            surname, given = (w.strip().lower() for w in regex.split(r"[,/]", m.group("name")))
            if surname in NOT_NAMES or given in NOT_NAMES:
                continue
            out.append(self._finding(m.start("name"), m.end("name"), 0.7, "inverted"))
        honorific = not tokens.isdisjoint(_HONORIFICS_AFTER)
        for m in finditer(_HONORIFIC_AFTER, text, deadline) if honorific else ():
            if all(_no_name_word(w) for w in m.group("name").lower().split()):
                continue  # "Shukriya bhai": thanks, to a brother
            out.append(self._finding(m.start("name"), m.end("name"), 0.6, "honorific"))
        for m in finditer(_DESU, text, deadline) if "desu" in text else ():
            out.append(self._finding(m.start("name"), m.end("name"), 0.6, "desu"))
        titled = any(title in lowered for title in _PARTICLE_TITLES)
        for m in finditer(_TITLE_PARTICLES, text, deadline) if titled else ():
            out.append(self._finding(m.start("name"), m.end("name"), 0.8, "title"))
        here = not tokens.isdisjoint(_HERE_WORDS)
        for m in finditer(_HERE_INTRO, text, deadline) if here else ():
            words = m.group("name").split()
            if (
                all(w.lower() in NOT_NAMES for w in words)
                or any(w.lower() in NOT_NAMES and not w[:1].isupper() for w in words)
                # "je suis ici", "estoy aquí": a sentence of that language, no one's name
                or (m.group("here") != "here" and any(is_stop_word(w.lower()) for w in words))
            ):
                continue  # "everyone here", "nobody here"; "Will Pennefather here" stands
            start = m.start("name")
            if (greeting := _GREETING_FIRST.match(text, start, m.end("name"))) is not None:
                start = greeting.end()  # "selam kemal yilmaz here": "selam" greets
            if m.group("end") is None and any(
                w.lower() in NOT_NAMES or is_everyday(w.lower())
                for w in text[start : m.end("name")].split()
            ):
                continue
            out.append(self._finding(start, m.end("name"), 0.6, "here_intro"))
        form = _is_form(text)
        for cue, rx in self._cues:
            if cue.whole:
                if tokens.isdisjoint(cue.words):
                    continue  # none of the cue's words stands in the message
            elif cue.words and not any(word in lowered for word in cue.words):
                continue  # the cue's words are nowhere in the message
            if form and cue.name in ("speaker", "first_line"):
                # "País: Vietnam", "Anliegen: ...": a form's fields, not speakers; the line
                # above them is the form's title ("Leitura", "Hành trình")
                continue
            for m in finditer(rx, text, deadline):
                if cue.name == "speaker" and (
                    _NAME_LABEL_AHEAD.match(text, m.end())
                    or _NUMBER_LABEL_AHEAD.match(text, m.end())
                    or _MAIL_FIELD_AHEAD.match(text, m.end())
                ):
                    # "Họ: KHÚC", "Nume: Pârvulescu": a name's label, no speaker;
                    # "Kundennummer: 4711-0815": a number's; "Gesendet:": a mail header's
                    continue
                found = self._name_after(text, m.end(), cue.lower_ok, cue.name)
                if found is None:
                    continue
                start, end, word_intro = found
                if word_intro:
                    out.append(self._finding(start, end, 0.7, "word_intro"))
                else:
                    out.append(self._finding(start, end, cue.score, cue.name))
        return out

    def _on_a_name_list(self, bare: str) -> bool:
        """`bare` (lower case) is a first name, a surname or a word that may be either."""
        return bare in self._first_names or bare in self._surnames or bare in AMBIGUOUS_FIRST_NAMES

    def _introduces_word_name(self, text: str, start: int, end: int) -> bool:
        """`text[start:end]` is a capitalised first name that is a word too ("Will", "Mark")
        right after "I am", "I'm", "this is" or an opening "it's", ending the clause or
        before "from", "here" or a surname: an introduction, for no verb or adjective is
        written that way there. Not a month, a day or a colour ("I'm Gold", a tier)."""
        word = text[start:end]
        bare = word.lower()
        return (
            word[:1].isupper()
            and word[1:].islower()
            and (bare in self._first_names or bare in AMBIGUOUS_FIRST_NAMES)
            and bare not in CALENDAR_WORDS
            and bare not in _TIER_WORDS
            and _INTRO_BEFORE.search(text, 0, start) is not None
            and _INTRO_AFTER.match(text, end) is not None
        )

    def _stop_word_as_name(self, cue: str, bare: str, nxt: regex.Match[str] | None) -> bool:
        """A first word that is a stop word too ("will", "may", "jan") reads as a name after
        a strong cue when it is a first name and either the cue is "my name is" or a
        capitalised word follows, or when a surname or its particle follows it."""
        after = nxt.group().strip() if nxt is not None else ""
        capital_next = after[:1].isupper()
        if bare in self._first_names or bare in AMBIGUOUS_FIRST_NAMES:
            return cue == "my_name" or capital_next
        following = after.lower()
        return capital_next and (following in _PARTICLES or following in self._surnames)

    def _reads_as_lower_name(self, words: list[str]) -> bool:
        """Words typed in lower case that read as a name with nothing else to say so: no
        everyday word but a particle inside it, a vowel in each, and a first name first or
        two words no dictionary holds ("chinwendu onwuzurike-ajayi", "amira benali")."""
        inner = words[1:-1]
        if any(w in NOT_NAMES for w in words) or not all(VOWEL.search(w) for w in words):
            return False
        if any(w in self._everyday for w in (words[0], words[-1])) or any(
            w in self._everyday and w not in _PARTICLES for w in inner
        ):
            return False
        unfamiliar = sum(w not in self._first_names and w not in _PARTICLES for w in words)
        return words[0] in self._first_names or unfamiliar >= 2

    def _trails_as_lower_name(self, words: list[str]) -> bool:
        """Words typed in lower case after a message's last sentence that read as its
        writer's name: none a stop word of any language or an everyday word in any of its
        forms ("reviews complaints"), and two that read as a name, or one of four letters or
        more a letter away from no everyday word ("tmrw", "thnks")."""
        if any(is_stop_word(w) or is_everyday(w) for w in words):
            return False  # "..., our ombudsman, reviews complaints."
        if len(words) > 1:
            return self._reads_as_lower_name(words)
        word = words[0]
        return (
            len(word) >= 4
            and word not in NOT_NAMES
            and not a_typo(word)
            and VOWEL.search(word) is not None
        )

    def _said_name_end(self, text: str, pos: int) -> int | None:
        """Where a name said after an introduction of another language (`_SAID_INTRO`)
        ends, its first word at `pos`: a listed first name that is no stop word of any
        language and no everyday word (a surname alone is as often a word of that language:
        "no es perfecto"), then up to two words on a name list, or one more
        that reads as a surname (no stop word, no everyday word, no apostrophe: "aminata
        ndiaye j'appelle"). None when no first name follows ("c'est urgent")."""
        m = _SAID_WORD.match(text, pos)
        if m is None:
            return None
        first = m.group(1).lower()
        if (
            first not in self._world_first_names
            or first in self._everyday
            or first in NOT_NAMES
            or is_stop_word(first)
        ):
            return self._said_before_my(text, pos)
        end = m.end()
        for i in range(2):
            m = _SAID_WORD.match(text, end)
            if m is None:
                break
            word = m.group(1).lower()
            if is_stop_word(word) or word in NOT_NAMES:
                break
            listed = word in self._world_first_names or word in self._surnames
            if word in self._everyday and not (listed and i == 0):
                break  # a surname that is an English word too after the first name ("holm")
            if not listed and (i > 0 or "'" in word or "’" in word or not VOWEL.search(word)):
                break
            end = m.end()
        return end

    def _said_before_my(self, text: str, pos: int) -> int | None:
        """Where a name on no list ends, said after an introduction of another language and
        followed by "my" or "I am calling" in some language, or by the end of its sentence
        ("habla yendry quesada mi número es ...", "это асель нурланова мой телефон ...", "c'est
        rokhaya faye."): two or three words, none a stop word or an everyday word. None when
        the words after `pos` are not so followed."""
        m = _BEFORE_MY.match(text, pos)
        if m is None or not all(
            # (a script without capitals has no stop words listed here: "ძალიან გაბრაზებული")
            len(w) > 1 and not _no_name_word(w.lower()) and not _caseless(w)
            for w in m.group("name").split()
        ):
            return None
        return m.end("name")

    def _lower_first_names(self, text: str) -> frozenset[str]:
        """The first names in `text` typed in lower case that no dictionary holds."""
        words = set(_LOWER_TOKEN.findall(text)) & self._first_names
        return frozenset(w for w in words if w not in self._everyday and w not in NOT_NAMES)

    def _lower_name_after(self, text: str, pos: int) -> int | None:
        """Where a name typed in lower case whose first name ends at `pos` ends: one or two
        words that are no everyday word (particles between allowed: "gwenaël le floc'h");
        None when none follows. In a message in another language its own words are no
        everyday English words ("ada kelas bahasa" is Indonesian for "there is a class"), so
        there one of them must be on a name list."""
        end = None
        named = False
        for _ in range(3):
            nxt = _NEXT_LOWER.match(text, pos)
            if nxt is None:
                break
            word = nxt.group(1)
            if word in self._everyday or word in NOT_NAMES or not VOWEL.search(word):
                if word not in _PARTICLES or end is not None:
                    break
            else:
                end = nxt.end()
                named = named or word in self._surnames or word in self._first_names
            pos = nxt.end()
        return end if named or not is_foreign(text) else None

    def _signs_alone(self, text: str, word: regex.Match[str], bare: str) -> bool:
        """A first name that is a word too ("faith", "rowan") signs a message when it stands
        alone on the message's last line, under the sign-off."""
        return (
            (bare in self._first_names or bare in AMBIGUOUS_FIRST_NAMES)
            and _LINE_OPENS.search(text, 0, word.start()) is not None
            and not text[word.end() :].strip(" \t\r\n.!")
        )

    def _name_after(
        self, text: str, pos: int, lower_ok: bool, cue: str
    ) -> tuple[int, int, bool] | None:
        """The name after a cue ending at `pos`: its span, and whether its first word is a
        first name that is a word too, introduced ("Hi, I am Will.")."""
        start = end = -1
        word_intro = False
        count = 0
        while count < self.MAX_TOKENS:
            m = _WORD.match(text, pos)
            if m is None:
                break
            word = m.group().strip()
            bare = word.rstrip(".").lower()
            strong_cue = cue in {
                "my_name",
                "name_label",
                "name_on",
                "name_on_it",
                "name_of",
                "holder",
                "title",
                "call_me",
                "name_fix",
            }
            nxt = _WORD.match(text, m.end())
            following = nxt.group().strip() if nxt is not None else ""
            initial = nxt is not None and (
                # "Martim A Pereira": a middle initial without its dot; after a strong cue a
                # first one too, before another initial or a word that is no everyday word
                # ("Name on card: M J PATEL"; in "Name on card: A Visa debit" it is an article)
                (
                    (start >= 0 or (strong_cue and _opens_a_name(following)))
                    and len(word) == 1
                    and word.isupper()
                    and following[:1].isupper()
                )
                # "hyuuma t. maida": a lower-case initial after a strong cue
                or (
                    start >= 0
                    and lower_ok
                    and len(word) == 2
                    and word[1] == "."
                    and word[0].isalpha()
                )
            )
            if cue == "mail_header" and _SYSTEM_SENDER.fullmatch(bare):
                break  # "From: noreply <...>": a mailbox, not a person
            if (
                cue in {"role", "call_me"}
                and start < 0
                and _capitals_say_nothing(text)
                and (cue == "call_me" or _VERB_ENDING.search(bare) is not None)
                and is_everyday(regex.sub(r"['’]", "", _TRAILING.sub("", bare)))
                and not self._on_a_name_list(bare)
            ):
                # "The Duty Manager Refused The Return", "CALL ME BACK": an everyday word on
                # no name list, a verb after a role, capitalised because every word is
                break
            if (
                cue in {"role", "staff_role", "title"}
                and start >= 0
                and is_everyday(bare)
                and not self._on_a_name_list(bare)
                and bare not in _PARTICLES
            ):
                # after a relation, a staff role or a form of address: "my dad kevin ordered
                # it", "the landlord latifa ouazzani changed", "mr okafor changed" (capitalised
                # by the normalizer): the word after the name is no part of it
                break
            if cue == "speaker" and word.isupper() and len(word) <= 4:
                break  # "NIE:", "PAN:", "SKU:": an abbreviation labels a field, not a speaker
            if any(ch.isdigit() for ch in word) or (
                start < 0 and _LEVEL_AFTER.match(text, m.end()) is not None
            ):
                break  # "P1", "Sev 2", "Tier 3": a priority, a level or a code, never a name
            # "Hi, I am Will.", "this is Mark from accounts": a first name that is a word too
            introduced = (
                cue == "this_is"
                and start < 0
                and self._introduces_word_name(text, m.end() - len(word), m.end())
            )
            if (
                cue in _TEAM_SIGNS
                and (cue not in _TEAM_LINES or nxt is not None)
                and start < 0
                and word[:1].isupper()
                and is_everyday(bare)
                and bare not in self._first_names
                and not introduced
                and not (
                    nxt is not None
                    and nxt.group().strip()[:1].isupper()
                    and not is_everyday(_TRAILING.sub("", nxt.group().strip()).lower())
                )
            ):
                # "Thanks, Facilities", "Regards, Accounts Payable": a team, not a name
                # ("I'm Paolo Scarpellini" stands: a surname no dictionary holds follows)
                break
            if (
                cue in _TEAM_SIGNS
                and start < 0
                and word[:1].isupper()
                and bare not in self._first_names
                and bare not in AMBIGUOUS_FIRST_NAMES
                and _ends_as_a_business(text, m.end())
            ):
                # "Dear Fernhill Dental,", "Thanks, Oakridge Lettings": a business greeted or
                # signing ("Regards, Sarah Banks" stands: a first name opens it)
                break
            if start >= 0 and bare in _CLAUSE_JOINS:
                break  # "Hi My Name Is Jolene Baptiste And I Need Help": a clause goes on
            if initial:
                pass
            elif strong_cue and word[:1].isupper() and bare not in NAME_FILLERS and len(bare) > 2:
                pass  # "My name is Will": a capitalised stop word after a strong cue is a name
            elif strong_cue and start < 0 and self._stop_word_as_name(cue, bare, nxt):
                pass  # "my name is will smith", "my name is jan de vries"
            elif introduced:
                word_intro = True
            elif (
                (strong_cue or cue == "intro_abroad")
                and start >= 0
                and word[:1].isupper()
                and len(bare) <= 3
                and _ENDS_NAME.match(text, m.end()) is not None
            ):
                # "Name: Nguyễn Văn An", "tôi là Nguyễn Văn An,": a short name that is a stop
                # word too, last
                pass
            elif bare in NOT_NAMES:
                break
            elif (
                len(bare) < 2 and bare not in _PARTICLES and not (len(word) == 2 and word[1] == ".")
            ):
                # a middle initial without its dot ("Julieta S Almeida") inside a name
                nxt = _WORD.match(text, m.end())
                if not (
                    start >= 0
                    and word.isupper()
                    and nxt is not None
                    and nxt.group().strip()[:1].isupper()
                ):
                    break
            if not word[0].isupper() and start >= 0 and bare in _PARTICLES:
                # a particle goes on to the surname: capitalised, or in lower case after a
                # name typed in lower case ("my name is pádraig ó súilleabháin")
                nxt = _WORD.match(text, m.end())
                typed_lower = lower_ok and not any(ch.isupper() for ch in text[start:end])
                if nxt is not None and (nxt.group().strip()[:1].isupper() or typed_lower):
                    pos = m.end()
                    continue
            if (
                cue in GREETING_CUES
                and start < 0
                and not self._on_a_name_list(bare)
                and greets_a_business(text, m.end(), bare)
            ):
                break  # "Hi Pinebrook,", "Hello Northgate team"
            if (
                cue == "greeting_abroad"
                and start < 0
                and _CLOSED_BEFORE.search(text, 0, pos) is not None
                and not self._on_a_name_list(bare)
            ):
                # after a greeting and its comma only a listed name is greeted ("szia, anna";
                # "Guten Tag, Velotrix schickt ..." is a sentence about a business)
                break
            if (
                cue == "greeting_abroad"
                and count >= 2
                and _capitals_say_nothing(text)
                and not self._on_a_name_list(bare)
            ):
                # typed in lower case (the normalizer capitalised every word), a name greeted
                # is two words, or more on the name lists: "tere mari tamm helistab"
                break
            if (
                cue in {"greeting_intro", "this_is"}
                and start < 0
                and _DOING.fullmatch(bare)
                and is_everyday(bare)
                and bare not in self._first_names
                and bare not in self._surnames
            ):
                # "Hi I'm travelling with my son", and so typed in lower case ("hello i'm
                # ringing about": the normalizer capitalised it); "I'm Irving" is a name
                break
            if (
                not word[0].isupper()
                and not initial
                # a word of a script without capitals, introduced ("I am ธนกร"); greeted or
                # signing, it is as often a desk or a thanks
                and not (_caseless(word) and cue not in ADDRESSING_CUES)
            ):
                if not lower_ok or any(ch.isupper() for ch in text[start:end] if start >= 0):
                    break
                if cue == "sign_off" and not _ENDS_LINE.match(text, m.end()):
                    break  # a lower-case sign-off name must end the message or its line
                if cue in GREETING_CUES and not regex.match(r"[ \t]*[,!:]", text[m.end() :]):
                    break
                if (
                    cue in {*GREETING_CUES, "sign_off"}
                    and is_everyday(bare)
                    and not (cue == "sign_off" and self._signs_alone(text, m, bare))
                ):
                    break  # "Dear reservations,", "thanks everyone": a word, not a name
            if start < 0:
                start = m.start() + (len(m.group()) - len(m.group().lstrip()))
            end = m.end()
            pos = m.end()
            count += 1
        if start < 0:
            return None
        return start, end, word_intro
