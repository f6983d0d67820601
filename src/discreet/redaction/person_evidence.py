"""Whether a PERSON candidate is a person: recognizers propose, this module decides.

Most person candidates rest on weak evidence: spaCy's small NER calls many brands, places
and products people ("Klarna", "Australia", "Gift Wrapping Cost"), the proper-noun rule
tags every capitalised word that is not in the dictionary ("Garmin", "Vitamix"), and the
census lists hold surnames that are also towns and brands. On ordinary support text those
candidates outnumber real names. A candidate is therefore kept only when the evidence for
a person outweighs the evidence against, weighed on the words themselves and on the words
around them, not on capital letters alone.

Evidence against a person (the first that applies drops the candidate; `objection` names
it):

* ``complaint``: what follows "my name is" or "the name on the card is" is everyday words
  on no name list, typed in lower case ("my name is spelled wrong", "The name on the order
  is incorrect"): it says what is wrong with the name (weighed for these cues, which are
  otherwise not judged);
* ``team``: what follows "attn:", "recipient:" or "the cardholder is" is everyday words on
  no name list, or everyday words before "team" or "department", typed in lower case
  ("recipient: reception", "Attn: billing team"): a desk, not a person;
* ``foreign``: the message is not in English (`language.is_foreign`), the candidate rests
  only on the English NER model or tagger, and one of its words is a stop word of one of
  the languages checked, not a surname particle ("Können Sie", "Ihre Hilfe", "reçu mon
  colis"); so is such a candidate typed in lower case in any message ("I'm writing in
  English pour être sûr");
* ``brand``: every word has a capital inside after a head of four letters or more
  ("SmileBridge", "ZaloPay"; names have a short one: "McKenzie", "DeShawn"), or the
  candidate holds a known brand (`names_a_brand`);
* ``business``: its capitalised run ends in a word naming a business ("Pinecrest Lodge",
  "Brightsmile Dental Studio", "Acme Ltd");
* ``street``: a kind of street follows it or the rest of its run on the same line
  ("Talaat Harb Street", "King Fahd Rd"), or goes before it in the languages that write it
  first ("Rua Augusta", "Avenida Getúlio Vargas"): a street named after someone;
* ``modifier``: the run stands before the noun it describes ("Calvin Klein underwear", "the
  Coleman 4-person tent", "Garmin watch"), unless that noun is something a person has or
  makes ("the Sokolov novel") or what a number after the name counts ("Lily Evans 7 years
  old");
* ``model``: a short number and a lower-case word follow the run ("Prepaid Saver 199 was
  active", "Data Top-Up 10GB include"): a plan, product or device, not a person;
* ``dictionary``: every word is an everyday English word and none is a first name that is
  not also a word ("Gift Wrapping Cost", "Royal Mail"); one such word passes only if it is
  a listed surname;
* ``lower case``: in a message typed all in lower case (whose words the normalizer
  capitalised) a name needs a first name that is no everyday word, or one that is with a
  surname or an unfamiliar word beside it ("will smith"; "bom dia" holds none), or two
  unfamiliar words, or a surname after an unfamiliar word, or up to three words after a cue
  that introduces someone, asks for them or names their role, ending in an unfamiliar one
  ("i spoke to kogilavani", "this is jarrah petyarre", "the host sadhbh"; not a typo after
  "it's": "im waitng"); ``no vowel``: abbreviations ("pls hlp");
* ``payment``: it follows a word for paying and "with", "via" or "through" in one of the
  languages checked ("bayar pakai GoPay", "paid via Revolut"), unless it is a full name;
* ``place``: it is a known place (`data/places.txt`, alone or with the word beside it:
  "Northern Ireland", or an end of a route from one: "Sài Gòn – Đà Lạt") and not a first
  name used as one;
* ``saint``: a saint's name ("St Mary's school", "St George's Day");
* ``inside``: on no name list, right after "in", "across", "around" and the like ("the
  duplex in Floreasca"), or "at", "on" and "via" ("the recordings on Moodle"): a person is
  seldom in, at or on anything; on a name list too after a noun and "at" ("the contract at
  Franck"): one shouts or looks at someone, a thing is at a shop or a place;
* ``journey``: on no name list, right after "from", "to", "via" or "at", in a sentence
  about a journey ("the sailing from Merak", "the ferry from Lavrio"): where a journey
  starts or ends is a place, known to the place list or not; so is an end of "from X to Y"
  whose other end is a known place ("the matatu from Rongai to Kilimani"), whatever carries
  one there;
* ``place`` (again): a run ending in a word that ends a place's name, after words that are no
  first name and with nothing around it that says person ("Bandra West", "Umhlanga Ridge";
  "Kanye West called" is someone);
* ``time``: it follows "during" ("open during Bayram"), unless it owns something ("during
  Maria's shift");
* ``place`` (near): it follows "near" or "opposite" ("a branch near Canary Wharf", "we live
  near Hampstead Heath"), unless it owns something ("near Maria's house") or is a listed name
  with something around it that says person;
* ``entity``: NER labels it something other than a person, it is on no name list and
  nothing around it says person;
* ``determiner``: it follows an article or a possessive ("the Bose", "my Garmin"), unless it
  starts with a first name that is more than the title of a thing (in "the Grace Period" only
  everyday words, none a surname, follow it; after "the", a first name alone is a hotel's or
  a shop's: "the Serena"); a word on no name list after a definite
  article of another language names a thing ("o Apoquel"); after an indefinite article of
  any language checked, its capitalised run is no one ("a Jack Russell", "um Bully Kutta"),
  unless it describes the noun after it ("a Taylor Swift concert");
* ``no support``: one word that is on no name list (or an everyday word) with nothing around
  it that says person;
* ``acts only``: one word from the tagger alone (on no name list, no entity to NER) whose one
  sign of a person is the verb after it: shops, platforms and medicines act too ("Moodle will
  be down", "Nexgard is covered"); anything said of a person only keeps it.

What says person: a verb after it ("Kwame helped"), a possessive that owns something
("Matej's address"), a she or he in the same or the next sentence, "from your billing team"
or "and I" after it, a word before it that introduces a person ("agent", "ask", "tell",
"named", "delivered to"), and two unfamiliar name-shaped words in a row ("Amadeo
Vitorović").

Shapes with strong evidence of their own (a first name with a surname, a title, "named X",
a relation such as "my son X") are only checked for ``business`` and ``modifier``; other
cues are judged only when they rest on capital letters. Findings from recognizers not
listed here (strong cues, session values, addresses, tenant patterns) are never judged.
"""

from __future__ import annotations

import functools
import unicodedata
from bisect import bisect_left
from collections.abc import Sequence
from typing import Final

import regex
from spacy.lang.en.stop_words import STOP_WORDS as ENGLISH_STOP_WORDS

from discreet.lookalikes import read_forms
from discreet.redaction.language import capitalises_nouns, is_stop_word
from discreet.redaction.model import Finding
from discreet.redaction.recognizers.base import GEORGIAN_LETTER, any_form_of
from discreet.redaction.recognizers.gazetteer import (
    AMBIGUOUS_FIRST_NAMES,
    LIST_JOIN,
    NameLists,
    load_common_surnames,
    load_name_lists,
)
from discreet.redaction.recognizers.lexicon import (
    BUSINESS_END,
    BUSINESS_HEADS,
    BUSINESS_WORDS,
    DESK_PREFIXES_ABROAD,
    DESK_WORDS_ABROAD,
    GREETINGS_ABROAD,
    GROUP_WORDS,
    HERE_WORDS_ABROAD,
    SAINT_WORDS,
    SURNAME_JOINERS,
    SURNAME_PARTICLES,
    WORKPLACE,
    data_lines,
)
from discreet.redaction.recognizers.person import (
    ADDRESSING_CUES,
    CAPITAL_CUES,
    GREETING_BEFORE,
    GREETING_CUES,
    SIGN_OFF_LINE_ABROAD,
    VOWEL,
    a_team_follows,
    greets_a_business,
)
from discreet.redaction.recognizers.propn import (
    TaggedToken,
    a_typo,
    everyday_words,
    is_word_or_inflection,
)

__all__ = [
    "JUDGED_RECOGNIZERS",
    "PersonJudge",
    "known_brands",
    "known_places",
    "without_accents",
]

_ENGLISH_MODELS: Final = frozenset({"spacy_ner", "proper_noun"})
JUDGED_RECOGNIZERS: Final = frozenset(
    {"spacy_ner", "proper_noun", "name_gazetteer", "name_propagation"}
)
"""Recognizers whose PERSON findings need the judge's consent; for the gazetteer's
``first_last`` shape (a first name followed by a surname) only the noun-modifier test
applies."""

_DETERMINERS: Final = frozenset({"DT", "PDT", "PRP$", "WP$", "WDT"})
_COMMON_NOUNS: Final = frozenset({"NN", "NNS"})
_VERBS: Final = frozenset({"VB", "VBD", "VBG", "VBN", "VBP", "VBZ", "MD"})
# What a number after a name counts: a time, an age, a party ("Anna Kowalski 5 pm", "Lily
# Evans 7 years old", "booked for Sarah Jones 2 nights"), never a model number.
_COUNTED: Final = frozenset(
    """am pm o'clock times minutes mins hours hrs days weeks months years yrs people persons
    adults children kids guests nights tickets seats rooms moment moments minute second
    seconds sec secs""".split()
)
# Nouns that follow a name in a greeting, a sign-off or a time phrase rather than being
# modified by it ("thanks Maria", "call Maria tomorrow").
_NOT_MODIFIED: Final = frozenset(
    (
        *"""thanks thank regards cheers here there too again please x xx xo team today tomorrow
        yesterday tonight morning afternoon evening night week weekend asap now""".split(),
        # "here" and "I am" after a name in other languages, which the English tagger reads
        # as nouns: "Mari Tamm siin", "Nagy Anna vagyok"
        *HERE_WORDS_ABROAD,
        *"vagyok tuk тук tutaj ovdje ovde zde tady".split(),
    )
)
# Things a person has, is a fan of or wrote: "Joseph Tolbert fan", "the Johnson novel".
_PERSONAL_NOUNS: Final = frozenset(
    """fan fans novel novels song songs album albums film films movie book books biography
    family estate household kid kids children son daughter wife husband partner house home
    address email phone number birthday account details name signature concert concerts gig
    gigs tour version recording recordings speech lecture talk interview memoir portrait
    lyrics quote quotes née nee geb geborene""".split()
)
# What may stand between a modifier and its noun: "the Coleman 4-person tent".
_NOUN_PHRASE: Final = frozenset({"NNP", "NNPS", "CD", "HYPH", "JJ"})
# how far before a candidate the patterns that end where it starts ("... told ", "... in ")
# are sought: each is a few words and the space after them, and searching from the message's
# start cost a pass over it for every candidate
_REACH: Final = 200
_PERSON_BEFORE: Final = regex.compile(
    r"(?i)\b(?:agent|rep|representative|advisor|adviser|colleague|manager|supervisor"
    r"|technician|driver|courier|customer|client|user|member|friend|wife|husband|partner"
    r"|son|daughter|mother|mum|mom|father|dad|brother|sister|neighbou?r|boss|cc|attn"
    r"|ask|asked|tell|told|thank|thanks|let|remind|notify|inform|email|text|phone|message"
    r"|delivered\s+to|handed\s+to|given\s+to|left\s+with"
    r"|starring|featuring|named|called|(?:named|called)\s+(?:him|her|them)|dear|hi"
    r"|hello|hey|contact|contacted|emailed|phoned|per|i\s+am|i['’]m"
    r"|says|said|adds|added|explains|explained|notes|noted|according\s+to)[:,]?\s+$"
)
# a name addressed at the start of a message: "Warrane, can I please speak to your boss?"
_ADDRESSED: Final = regex.compile(
    r",[ \t]+(?i:can|could|would|will|please|thanks|thank|i|you|do|did|are|is|have|help)\b"
)
_LINE_START: Final = regex.compile(r"(?:^|\n)[ \t>]*$")
_WORD: Final = regex.compile(r"[^\W\d_][\w'’-]*")
# the cues of whom a message greets, who signs it and who sent what it quotes
_ADDRESSING_CUES: Final = ADDRESSING_CUES | {"reply_header", "from_label", "mail_header"}
_SLASH_JOINER: Final = regex.compile(
    "(?i)(?<![^ \t])(?:" + "|".join(j for j in SURNAME_JOINERS if "/" in j) + ")(?![^ \t])"
)
# Shapes whose own evidence is strong: only the noun-modifier test applies to them.
_STRONG_SHAPES: Final = frozenset(
    {
        ("name_gazetteer", "first_last"),
        ("name_gazetteer", "self_intro"),  # "hi its autumn,", "im kavya,", "... - Thiago"
        ("name_cue", "title"),
        ("name_cue", "named"),
        ("name_cue", "role"),
    }
)
# Words that end the name of a product line ("the Savannah Dress", "Luna Floor Lamp"): no
# surname is one of them.
_PRODUCT_WORDS: Final = frozenset(
    """dress dresses jacket jackets coat coats parka gilet fleece hoodie jumper sweater
    cardigan shirt blouse skirt jeans trousers leggings shorts boots boot shoes shoe
    trainers sneakers sandals slippers heels loafers backpack rucksack handbag bag bags
    tote purse wallet sofa couch armchair chair chairs table desk bed mattress pillow duvet
    wardrobe dresser bookcase lamp rug curtains blanket mug kettle toaster blender tent
    sleeping stroller pram buggy highchair cot necklace bracelet earrings pendant
    sunglasses candle diffuser perfume fragrance serum moisturiser moisturizer lipstick
    palette collection edition""".split()
)
# the editions of a product line ("Velmora Pro", "Trovio Premium"); a first name before one
# is still a name ("Chidi Pro")
_EDITION_WORDS: Final = frozenset("pro plus lite ultra mini premium deluxe".split())
# what only a product is: "available in blue", "back in size 8", "sold in 50ml"
_ONLY_A_PRODUCT_AFTER: Final = regex.compile(
    r"(?i)[ \t]+(?:(?:still|now)[ \t]+)?(?:available|sold|back|restocked|coming)[ \t]+in[ \t]+"
    r"(?:black|white|blue|red|green|grey|gray|pink|navy|beige|brown|yellow|purple|orange"
    r"|silver|gold|other[ \t]+colou?rs|more[ \t]+colou?rs|(?:a[ \t]+)?sizes?\b|\d+[ \t]*(?:ml"
    r"|l|g|kg|cm|mm|in|inch|tb|gb)\b)"
)
_CAPITALISED_AFTER: Final = regex.compile(r"[ \t]+(?:&[ \t]+)?(\p{Lu}[\p{L}'’-]*)")
# the possessive a business's name may end its founder's name with ("Morton's Steakhouse")
_POSSESSIVE: Final = regex.compile(r"['’]s\b")
_PROPER: Final = frozenset({"NNP", "NNPS"})
_NAME_SHAPE: Final = regex.compile(r"\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*")
_PLACE_ENTS: Final = frozenset({"GPE", "LOC"})
_MODEL_NUMBER: Final = regex.compile(
    r"[ \t]+\d{1,4}(?:[A-Za-z]{1,4})?(?![\d/.:,-]?\d)"
    r"[ \t]+(?P<next>\p{Ll}[\p{L}'’]*)"
)
# what a customer asks of a shop or a service, not of a person ("does Fennick deliver",
# "why does Nuvola keep charging me", "do Halden stock wide fits")
_ASKED_OF_A_BUSINESS_BEFORE: Final = regex.compile(
    r"(?i)(?<![\w'’-])(?:does|do|did|will|would|can|could|won['’]t|doesn['’]t|don['’]t)[ \t]+\Z"
)
_TRADES_AFTER: Final = regex.compile(
    r"(?i)[ \t]+(?:still[ \t]+|keep[ \t]+)?(?:deliver|ship|stock|sell|price[ -]match|dispatch"
    r"|charging|billing)\b"
)
# what only a business or its app does, asked or not ("Trovio keeps logging me out", "Flexon
# raised my premium", "is Harwick still doing free returns"); a landlord raises the rent
_WHAT_ONLY_A_BUSINESS_DOES: Final = regex.compile(
    r"(?i)[ \t]+(?:(?:keeps?|kept)[ \t]+(?:crashing|freezing|buffering|disconnecting"
    r"|logging[ \t]+(?:me[ \t]+)?out|signing[ \t]+(?:me[ \t]+)?out)"
    r"|(?:raised?|raising|increased?|increasing|put[ \t]+up)[ \t]+(?:my|our|the)[ \t]+"
    r"(?:premium|bill|tariff|prices?|subscription|plan|fees?|broadband|contract)"
    r"|(?:still[ \t]+)?(?:doing|offering|running)[ \t]+(?:free[ \t]+)?(?:returns|delivery"
    r"|deliveries|discounts|refunds|price[ -]match(?:ing)?|click[ \t]+and[ \t]+collect)"
    # "Is Marlowe open on Sundays?", "Will Oakhurst match the price from Pennant?": opening
    # hours and prices are a shop's
    r"|open[ \t]+(?:on[ \t]+\w+days?|today|tomorrow|tonight|late|now|until|till|at[ \t]+\d"
    r"|(?:at|over|during|on|for)[ \t]+(?:the[ \t]+)?"
    r"(?:weekends?|christmas|easter|bank[ \t]+holidays?))"
    r"|(?:match|beat)[ \t]+(?:the|a|their|this|that|your)[ \t]+(?:price|quote|offer))\b"
)
# words that join a sentence and never a name
_SENTENCE_WORDS: Final = frozenset(
    """not too since very is are was were has have had been being does did cannot can't
    won't isn't doesn't didn't until still again please why how what when where""".split()
)
# a thing's number or code right after a word ("Flight VS0019", "Parcel AB12")
_CODE_AFTER: Final = regex.compile(r"[ \t]+(?=[\w-]*\d)[A-Z0-9][\w-]*(?![\w'’])")
_PLACE_BEFORE: Final = regex.compile(
    r"(?i)\b(?:in|from|to|near|at|around|outside|across|into|of|via|ship|deliver|visit)\s+$"
)
# a form field that holds a thing, a place or a business, never a person
_THING_FIELD: Final = regex.compile(
    # a kind of service may qualify the field ("Delivery partner:", "Shipping company:"); a
    # partner alone is a person's
    r"(?im)^[ \t>]*(?:(?:delivery|shipping|postal|parcel)[ \t]+partner|(?:(?:delivery|shipping"
    r"|postal|parcel|broadband|energy|mobile|phone|home|insurance|payment)[ \t]+)?"
    r"(?:airport|city|town|country|hotel|store|shop|branch|location|product|item"
    r"|brand|model|make|vehicle|car|course|carrier|courier|device|department|topic|subject"
    r"|category|plan|tariff|service|destination|origin|route|flight|room|venue|club|school"
    r"|company|organi[sz]ation|provider|supplier|retailer|bank|network|platform|app"
    r"|breed|pets?|species|airline|stop|station|port|terminal|area|district|zona?"
    r"|neighbou?rhood|suburb|region|island|property|clinic|treatment|appliance|insurer"
    r"|medication|medicine|pharmacy|programme|program|module|university|college"
    r"|payment(?:[ \t]+method)?|operator"
    # when and where: a time or a place ("When: Hari Raya", "Collect at: Trg bana Jelačića")
    r"|when|where|date|time|day|start|end|office|collect(?:ion)?(?:[ \t]+(?:at|point))?"
    r"|pick[ \t-]?up(?:[ \t]+(?:at|point|location))?|drop[ \t-]?off(?:[ \t]+(?:at|point))?"
    r"|meeting[ \t]+point"
    # the same fields in the languages support mail arrives in: payment, provider, operator,
    # route, product, service
    r"|pagamento|pago|paiement|zahlung(?:sart)?|betaling|betalning|płatność|platba|plată"
    r"|plata|ödeme|pembayaran|thanh[ \t]+toán|fornecedor|proveedor"
    r"|fournisseur|anbieter|operadora?|opérateur|nhà[ \t]+cung[ \t]+cấp|nhà[ \t]+xe|tuyến"
    r"|rute|ruta|rota|produto|producto|produit|serviço|servicio|dịch[ \t]+vụ|layanan"
    # an event and where it is held, also in those languages: "Event: Rustaveli Night", "Lieu :
    # Salle Pleyel", "Площадка: Дворец спорта", "ფესტივალი: ..."
    r"|event|festival|concert|show|gig|tour|stage|(?:sponsor|main|second)[ \t]+stage"
    r"|theatre|theater|hall|arena|stadium|museum|restaurant|gym|lieu|salle|événement"
    r"|evenement|lugar|recinto|local|sede|evento|concierto|ort|veranstaltung(?:sort)?|konzert"
    r"|locatie|miejsce|wydarzenie|koncert|místo|miesto|akce|podujatie|vieta"
    r"|pasākums|pasakums|renginys|festivāls|festivals|festivalis|koncerts|място|место"
    r"|площадка|мероприятие|событие|фестиваль|концерт|захід|مكان|المكان|الموقع|فعالية"
    r"|الفعالية|مهرجان|حفل|վայր|միջոցառում|փառատոն|ადგილი|ღონისძიება|ფესტივალი|joy|tadbir"
    r"|অনুষ্ঠান|ভেন্যু))"
    r"[ \t]*:[^\n.!?]*$"
)
# a given name and a family name in Georgian script, the family name ending as most do
# ("-შვილი", "-ძე", "-ავა", "-ია": Gelashvili, Beridze, Papava, Gamsakhurdia)
_GEORGIAN_NAME: Final = regex.compile(
    rf"{GEORGIAN_LETTER}+(?:[ \t]+{GEORGIAN_LETTER}+)*[ \t]+{GEORGIAN_LETTER}+(?:შვილი|ძე|ავა|ია)"
)
# nothing but its line's margin before a candidate: on a field's line, it is in the label
_LABEL_ITSELF: Final = regex.compile(r"[ \t>]*\Z")
_SUBJECT_LINE: Final = regex.compile(r"(?i)[ \t>]*(?:subject|topic)[ \t]*:")
_TWO_CAPITALISED: Final = regex.compile(
    r"(?<![\w'’-])(\p{Lu}\p{Ll}[\p{L}'’-]*)[ \t]+(\p{Lu}\p{Ll}[\p{L}'’-]*)(?![\w'’-])"
)
# a currency's code (ISO 4217's three capitals) and the amount after it, or the code alone
# where the amount follows: "RON 189,50", "RON" of "RON 189,50"
_AMOUNT: Final = regex.compile(r"[A-Z]{3}(?:[ \t]?\d[\d.,]*)?")
_AMOUNT_AFTER: Final = regex.compile(r"[ \t]?\d")
# words that open a place's name in the languages customers write from: a cape, an island,
# a town, a bay, a mountain, a village, a saint's village, a beach, a district ("Tanjung
# Priok", "Agia Irini", "Praia da Rocha", "Colonia Roma")
_PLACE_PREFIXES: Final = frozenset(
    """tanjung pulau teluk gunung kampung agia agios ayia ayios praia playa bairro colonia
    ciudad ilha punta puerto cerro monte mont bahía bahia isla lago laguna valle jirón
    jiron barrio bukit taman kampong khlong soi""".split()
)
_CAPITAL_AFTER: Final = regex.compile(r"[ \t]+\p{Lu}")
_GREETING_CLOSED: Final = regex.compile(r"[ \t]*[,!]")
# a saint's name, one word ("St Mary", "Santa Clara"); "St John Smith" is someone
_SAINTS: Final = "|".join(SAINT_WORDS)
_SAINT_BEFORE: Final = regex.compile(rf"(?<![\w'’-])(?i:{_SAINTS})\.?[ \t]+$")
_SAINT: Final = regex.compile(rf"(?i:{_SAINTS})\.?[ \t]+\p{{Lu}}[\p{{L}}'’-]*")
# what follows a saint's name: a possessive, or what it names ("St Mary's", "St Paul
# Cathedral"); "San Nguyen called" and "Santo Rossi" are people
_SAINT_NAMES_AFTER: Final = regex.compile(
    r"(?i)['’]s\b|[ \t]+(?:church|school|hospital|college|academy|cathedral|chapel|parish"
    r"|primary|day|street|road|square|station)\b"
)
_PLACE_PREFIX_BEFORE: Final = regex.compile(
    r"(?i)\b(?:" + "|".join(sorted(_PLACE_PREFIXES)) + r")[ \t]+$"
)
# a form of address that is no everyday word right before a name, with no article before it
_ADDRESSED_AS: Final = regex.compile(
    r"(?i)(?<![\w'’-])(?<!\b(?:the|a|an|this|that)[ \t]+)(?:mr|mrs|ms|mx)\.?[ \t]+$"
)
# cue shapes that say person whatever the words are ("Mr Ford", "my son Dell", "named Alexa")
_PERSON_CUES: Final = frozenset(
    {
        *("title", "named", "role", "holder", "my_name", "name_label", "name_on", "name_of"),
        *("call_me", "name_fix"),
    }
)
# cues after which a word in no dictionary is someone's name, even typed in lower case
_LOWER_CASE_CUES: Final = frozenset(
    {"ask_for", "ask_to", "this_is", "intro_abroad", "greeting_intro", "staff_role", "role"}
)
# of them, the cues of whom one asks for or speaks to, after which no one writes a typo
_ADDRESSEE_CUES: Final = frozenset({"ask_for", "ask_to"})
# cues under which someone signs the message
_SIGNED_CUES: Final = frozenset({"sign_off", "sign_off_abroad", "signature"})
# who signs, is greeted or sends a mail
_ADDRESSED_CUES: Final = _SIGNED_CUES | {"greeting", "greeting_abroad", "mail_header"}
# cues after which the name itself or what is wrong with it follows
_NAME_ITSELF: Final = frozenset({"my_name", "name_on", "name_on_it"})
# a business's kind before the candidate, capitalised as part of its name ("Chifa" of "Chifa
# Madam Tusan"; "the hotel Maria recommended" is no name of a hotel)
_BUSINESS_HEAD_BEFORE: Final = regex.compile(
    r"\b(?:"
    + "|".join(sorted(head.capitalize() for head in BUSINESS_HEADS))
    + r")[ \t]+(?:\p{Lu}[\p{L}'’-]*[ \t]+){0,2}$"
)
_GREETING_WORDS_ABROAD: Final = frozenset(
    word for greeting in GREETINGS_ABROAD for form in read_forms(greeting) for word in form.split()
)
_OPENS_A_SENTENCE: Final = regex.compile(r"(?:\A|\n|[.!?])[ \t>]*\Z")
_RUN_JOINER: Final = frozenset(
    "ya kwa wa za al de del la le du des di da do na og och für fur voor van ve i y e".split()
)
_RUN_WORD: Final = regex.compile(r"[ \t]+([^\W\d_][\w'’-]*)")
_RUN_WORD_BEFORE: Final = regex.compile(r"([^\W\d_][\w'’-]*)[ \t]+$")


def _run_around(text: str, start: int, end: int) -> str:
    """The candidate with the words it runs into on its line: capitalised words and the
    small words that join a desk's name ("Rasilimali Watu" in "Timu ya Rasilimali Watu")."""
    while (m := _RUN_WORD_BEFORE.search(text, max(0, start - 40), start)) is not None and (
        m.group(1)[0].isupper() or m.group(1).lower() in _RUN_JOINER
    ):
        start = m.start()
    while (m := _RUN_WORD.match(text, end)) is not None and (
        m.group(1)[0].isupper() or m.group(1).lower() in _RUN_JOINER
    ):
        end = m.end()
    return text[start:end]


# a line of a form: a label of up to four words, a colon and a short value that is no
# sentence (no more than six words, no full stop, question or exclamation mark at its end)
_FORM_LINE: Final = regex.compile(
    r"(?m)^[ \t]*(\p{L}[\p{L}' .-]{0,30}?)[ \t]*:[ \t]*(?:[^\s.!?]+[ \t]+){0,5}[^\s.!?]*[ \t]*$"
)


def _is_a_form_label(text: str, line: int, finding: Finding) -> bool:
    """The candidate is a word alone before a colon at the start of its line, in a form of at
    least three such lines whose labels differ and whose values are short and no sentences: a
    field's label. A pasted chat labels its lines with the speakers, who speak in sentences
    and more than once ("Eilidh: hello\nAigerim: Hi Eilidh ...\nEilidh: I want ...")."""
    if text[line : finding.start].strip() or not text.startswith(":", finding.end):
        return False
    lines = {m.start(): m.group(1).strip().lower() for m in _FORM_LINE.finditer(text)}
    labels = list(lines.values())
    return line in lines and len(labels) >= 3 and len(set(labels)) == len(labels)


_PHRASE_LABEL: Final = regex.compile(
    r"[ \t>*-]*(?P<label>\p{Lu}[\p{L}'’-]*(?:[ \t]+[\p{L}'’-]+){1,3})[ \t]*:(?!//)"
)


def _in_a_phrase_label(text: str, line: int, finding: Finding) -> bool:
    """The candidate lies in the label that opens its line, of two to four words all in lower
    case after the first: a field's name ("Thanh toán:", "Nhà cung cấp:"), never a speaker's
    ("Maria Lopez:") nor a sentence about someone ("Enrico shouted at Gary:")."""
    m = _PHRASE_LABEL.match(text, line)
    if m is None or not (m.start("label") <= finding.start and finding.end <= m.end("label")):
        return False
    return all(w[:1].islower() for w in m.group("label").split()[1:])


# a desk after everyday words: "Attn: billing team" ("billing" is a surname too)
_DESK_AFTER: Final = regex.compile(r"(?i)[ \t]+(?:team|department|dept|desk|office)\b")
_PERSON_VERB_AFTER: Final = regex.compile(
    r"(?i)[ \t]+(?:just\s+|also\s+)?(?:said|says|told|called|rang|phoned|emailed|replied|helped"
    r"|asked|promised|answered)\b"
)
_BRAND_WORD: Final = regex.compile(r"[\p{L}\d][\p{L}\d'’&.+-]*")
_BRAND_WORD_AFTER: Final = regex.compile(
    r"(?:['’]s)?[ \t]+(?:(?:and|&|de|da|del|di|van|von)[ \t]+)?([\p{L}\d][\p{L}\d'’&.+-]*)"
)
_WORD_HEAD: Final = regex.compile(r"[\p{L}\d'’&.+-]+$")  # "al-" of "al-Fitr"
_BRAND_WORDS_BEFORE: Final = regex.compile(r"(?:(?:\p{Lu}[\p{L}'’&.+-]*|&|and)[ \t]+){1,3}$")
_TRAVEL_BEFORE: Final = regex.compile(
    # "from" in Spanish and Portuguese, French, Malay and Indonesian, Swahili
    r"(?i)\b(?:to|from|via|into|at|desde|depuis|dari|kutoka)\s+$"
)
# from one place to another, whatever carries one there ("the matatu from Rongai to
# Kilimani"): the candidate is an end of the trip, or the whole of it
_FROM_BEFORE: Final = regex.compile(r"(?i)\bfrom[ \t]+$")
_PLACE_RUN: Final = r"(?-i:\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2})"
_TO_PLACE_AFTER: Final = regex.compile(r"[ \t]+to[ \t]+(?P<end>" + _PLACE_RUN + ")")
_FROM_PLACE_TO_BEFORE: Final = regex.compile(
    r"(?i)\bfrom[ \t]+(?P<end>" + _PLACE_RUN + r")[ \t]+to[ \t]+$"
)
_FROM_TO_INSIDE: Final = regex.compile(
    r"(?P<end>\p{Lu}[\p{L}'’-]*)[ \t]+to[ \t]+(?P<other>\p{Lu}[\p{L}'’-]*)"
)
# words that end a place's name: a district by its side of town, a ridge, a bay ("Bandra
# West", "Umhlanga Ridge"); many are surnames too ("Tom Ridge"), so only after words that are
# no first name
_PLACE_ENDINGS: Final = frozenset(
    """west east north south central ridge heights valley hills springs falls harbour harbor
    creek estate village city point beach bay""".split()
)
# a person is never "during" anything ("open during Bayram"), though their shift may be
_DURING_BEFORE: Final = regex.compile(r"(?i)\bduring[ \t]+$")
# nor near or opposite anything asked about ("a branch near Canary Wharf"), though their
# house may be
_NEAR_BEFORE: Final = regex.compile(
    r"(?i)\b(?:near|nearby|opposite"
    # and in French, Spanish, Portuguese, Italian, German, Dutch, Russian, Slovak and Latvian
    r"|pr[èe]s[ \t]+d[eu']|[àa][ \t]+c[ôo]t[ée][ \t]+d[eu']|cerca[ \t]+d[eo]|junto[ \t]+a"
    r"|perto[ \t]+d[eoa]|vicino[ \t]+a|in[ \t]+der[ \t]+n[äa]he[ \t]+(?:von|des|der)|neben"
    r"|dichtbij|vlakbij|"
    + any_form_of(("рядом с", "возле", "около", "недалеко от"))
    + r"|pri|ved[ľl]a|bl[íi]zko|netālu[ \t]+no|netalu[ \t]+no)[ \t]+(?:the[ \t]+)?"
    # the place's first words before the candidate's ("près de Maison Blanche")
    r"(?:\p{Lu}[\p{L}'’-]*[ \t]+){0,2}$"
)
# a word for paying, then "with", "via" or "through" in the languages support mail arrives in
# (not "by": "paid by my husband")
_PAID_WITH: Final = regex.compile(
    r"(?i)\b(?:pay|paid|paying|payment|pagar|pago|pague|paguei|pagamento|payer|payé|paiement"
    r"|bezahl\w*|zahl\w*|bayar\w*|pembayaran|thanh[ \t]+toán|plăt\w*|plat\w*|öde\w*"
    r"|betal\w*|płac\w*|zaplat\w*"
    # and in Russian, Latvian, Uzbek and Luxembourgish ("оплатить через Payme", "samaksāt ar
    # Citadele", "Click orqali to'lash" reads the other way), with their "with" and "via"
    r"|"
    + any_form_of(("оплатить", "оплатил", "оплатила", "оплата", "заплатить", "платить"))
    + r"|maks[āa]\w*|samaks[āa]\w*|apmaks[āa]\w*|to['ʻ‘]?la\w*|bezuel\w*)\b[^.!?\n]{0,30}?"
    r"\b(?:with|via|using|through|pakai|lewat|dengan|melalui|qua|bằng|com|con|mit|über|avec"
    r"|par|cu|prin|ile|met|med|przez|cez|ar|caur|mat|iwwer|"
    + any_form_of(("через", "с помощью"))
    + r")[ \t]+\Z"
)
# a capital inside a word after a head of four letters or more: a brand's ("SmileBridge")
_CAMEL_BRAND: Final = regex.compile(r"\p{Lu}\p{Ll}{3,}\p{Lu}\p{L}*")
# the dash between the ends of a route ("Sài Gòn – Đà Lạt", "Lahore - Islamabad")
_ROUTE_DASH: Final = regex.compile(r"\s+[–-]\s+")
_ROUTE_FROM: Final = regex.compile(
    r"(?P<place>\p{Lu}[\p{L}'’.]*(?:[ \t]+\p{Lu}[\p{L}'’.]*){0,2})[ \t]+[–-][ \t]+"
    r"(?:\p{Lu}[\p{L}'’.]*[ \t]+){0,2}\Z"
)
_ROUTE_TO: Final = regex.compile(
    r"(?:[ \t]+\p{Lu}[\p{L}'’.]*){0,2}?[ \t]+[–-][ \t]+"
    r"(?P<place>\p{Lu}[\p{L}'’.]*(?:[ \t]+\p{Lu}[\p{L}'’.]*){0,2})"
)
# a journey earlier in the same sentence: "to Denver" is then where someone goes, not whom
# something is sent to ("send it to Jordan")
_JOURNEY_BEFORE: Final = regex.compile(
    r"(?i)\b(?:flights?|fl(?:y|ies|ying|ew|own)|trips?|journeys?|trains?|bus(?:es)?|coach"
    r"|ferry|ferries|cruises?|sail\w*|crossings?|layovers?|connecting|depart\w*|arriv\w*"
    r"|land(?:s|ed|ing)?"
    r"|travel\w*|drive|driving|drove|route|itinerary|holiday|vacation"
    r"|transport|shuttles?|commut\w*|mov(?:e|es|ed|ing)|relocat\w*)\b[^.!?\n]*$"
)
# the kind of street after a name, or after the rest of it, that names the street ("Talaat
# Harb Street", "King Fahd Rd")
_STREET_AFTER: Final = regex.compile(
    r"(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}?"
    r"[ \t]+(?:Street|St|Road|Rd|Avenue|Ave|Lane|Boulevard|Blvd|Drive|Highway|Parkway|Square"
    # "John St James" is a saint's name; a street ending its line is a line of an address
    r"|Crescent|Terrace)\b(?![ \t]*\.?[ \t]*\p{Lu}|[ \t]*,?[ \t]*\n)"
)
# the kind of street before a name, in the languages that write it first ("Rua Augusta",
# "Avenida Getúlio Vargas", "Jalan Ampang", "Rue de Rivoli"); not the kinds that are
# surnames too ("Plaza", "Estrada", "Largo")
_STREETS_FIRST: Final = (
    "rua|avenida|av|avda|calle|rue|jalan|jl|viale|piazza|corso|travessa|praça|praca|paseo"
    "|avinguda|carrer|strada|calea|bulevardul|aleea|ulica|trg|rambla|bulevar|đường|phố"
)
# where a street stands: after a word that puts something on it or at it ("the shop on Rua
# Augusta", "na Avenida Paulista"); "I spoke with Corso Bianchi" names someone
_ON_STREET: Final = (
    r"(?i)\b(?:on|at|in|near|along|off|to|from|via|em|na|no|en|sur|dans|di|ke|dekat|ở|pe"
    r"|auf|an|in)[ \t]+(?:the[ \t]+)?"
)
_STREET_BEFORE: Final = regex.compile(
    _ON_STREET + rf"(?:{_STREETS_FIRST})\.?[ \t]+"
    r"(?:(?:de|da|do|dos|das|del|della|di|du|des|la|le|lui)[ \t]+)?"
    r"(?-i:\p{Lu}[\p{L}'’-]*[ \t]+){0,2}$"  # the rest of the street's name before the candidate
)
_STREET_FIRST: Final = regex.compile(rf"(?i)(?:{_STREETS_FIRST})\.?[ \t]+\p{{L}}")
_ON_STREET_BEFORE: Final = regex.compile(_ON_STREET + "$")
# prepositions that put what follows inside an area: a person is seldom "in" anything
_INSIDE_PLACE: Final = regex.compile(
    r"(?i)(?<!\w)(?:in|across|around|throughout|within|outside|all\s+over|en|nach|naar|em|nos|nas"
    r"|dans|în|ở)\s+$"
)
# "in" in languages where it is a word of English too ("i Aarhus", "w Krakowie", "v Praze",
# "u Zagrebu", "na Avenida"): read so only in a message in another language
_INSIDE_ABROAD: Final = regex.compile(r"(?<!\w)(?:i|w|v|u|na|ve)[ \t]+\Z")
# where a place or a platform is: "at Tanger Med", "on Moodle", "via Revolut"
_AT_OR_ON: Final = regex.compile(r"(?i)\b(?:at|on|via)[ \t]+\Z")
# a modal or "do" opening a question before its subject
_ASKED_BEFORE: Final = regex.compile(
    r"(?i)(?:^|[.!?\n][ \t]*|\b(?:and|so|but)[ \t]+)"
    r"(?:can|could|will|would|shall|should|may|might|must|did|does|do)[ \t]+\Z"
)
# a colon, then a line of numbers and marks alone
_NUMBERS_ONLY_AFTER: Final = regex.compile(r"[ \t]*:[ \t]*[\d\W_]*\d[\d\W_]*?(?:\n|\Z)")
# verbs whose "on" leads to a person: "waiting on Johnson", "relying on Okafor"
_ON_SOMEONE: Final = regex.compile(
    r"(?i)\b(?:wait(?:s|ing|ed)?|rel(?:y|ies|ying|ied)|depend(?:s|ing|ed)?|count(?:s|ing|ed)?"
    r"|check(?:s|ing|ed)?|call(?:s|ing|ed)?|report(?:s|ing|ed)?|spy(?:ing)?|lean(?:ing)?"
    r"|chas(?:e|es|ing|ed)|follow(?:ing|ed)?[ \t]+up)[ \t]+on[ \t]+\Z"
)
# a list item beside the candidate: "Paris and Lyon", "Lyon, Paris or Nice"
_LIST_BEFORE: Final = regex.compile(r"(?P<item>\p{Lu}[\p{L}'’-]+)(?:\s*,\s*|\s+(?:and|or|&)\s+)$")
_LIST_AFTER: Final = regex.compile(r"(?:\s*,\s*|\s+(?:and|or|&)\s+)(?P<item>\p{Lu}[\p{L}'’-]+)")
_VERB_AFTER: Final = regex.compile(
    r"\s+(?:just|also|still|never|already|then|really|actually)?\s*"
    r"(?:is|was|has|had|will|would|can|could|said|says|helped|told|called|asked)\b",
    regex.IGNORECASE,
)
# "Usamov and Bowers were ...": the first of two coordinated subjects
_COORDINATED_SUBJECT: Final = regex.compile(
    r"\s+(?:and|&)\s+\p{Lu}[\w'’-]+\s+(?:were|are|have|had|will|both)\b"
)
# "Ngozi in customer service", "Tanisha from your billing team", "Dmitri and I"
_ROLE_AFTER: Final = regex.compile(
    r"\s+(?:(?:from|in|at|on)\s+(?:your|the|our)?\s*(?:[\w-]+\s+){0,2}?"
    + WORKPLACE
    + r"\b|and\s+(?:i|me)\b)",
    regex.IGNORECASE,
)
# A possessive that owns something ("Matej's address"); "at Sainsbury's?" or "the Macy's
# in Herald Square" name a shop.
_OWNS_SOMETHING: Final = regex.compile(r"['’]s\s+(?!(?:in|on|at|near|or|and|to|for)\b)[\w-]")
# a person's pronoun in the rest of the sentence or the next one
_PRONOUN_AFTER: Final = regex.compile(
    r"[^.!?\n]{0,60}[.!?]?\s*[^.!?\n]{0,30}?\b(?:she|he|her|him|his|hers)\b",
    regex.IGNORECASE,
)
_TITLES: Final = frozenset({"mr", "mrs", "ms", "mx", "dr"})
_LAST_WORD: Final = regex.compile(r"([^\W\d_][\w'’-]*)\s+$")
_NEXT_WORD: Final = regex.compile(r"\s+([^\W\d_][\w'’-]*)")


class PersonJudge:
    """Decides PERSON candidates from weak recognizers; see the module docstring."""

    def __init__(self, lists: NameLists, words: frozenset[str]) -> None:
        self._first = lists.first
        self._last = lists.last
        self._common_last = load_common_surnames() & lists.last
        self._words = words

    def _in_a_full_name(self, text: str, finding: Finding) -> bool:
        """The finding lies in a listed first name followed by a listed surname that is no
        everyday word unless it is a common surname ("Maria Lopez", "John Smith"; not
        "Kindra Pro")."""
        around = (max(0, finding.start - 40), finding.end + 40)
        for pair in _TWO_CAPITALISED.finditer(text, *around, overlapped=True):
            first, last = pair.group(1).lower(), pair.group(2).lower()
            if (
                pair.start() <= finding.start
                and finding.end <= pair.end()
                and self._first_name(first)
                and last in self._last
                and (last in self._common_last or not self._is_word(last))
            ):
                return True
        return False

    def _names_a_desk_abroad(self, span: str) -> bool:
        """A word of `span` names a desk or a job in another language and is no first name."""
        return any(
            (w in DESK_WORDS_ABROAD or w.startswith(DESK_PREFIXES_ABROAD)) and w not in self._first
            for w in (raw.lower() for raw in _WORD.findall(span))
        )

    def judged(self, finding: Finding) -> bool:
        exp = finding.explanation
        return finding.entity == "PERSON" and (
            exp.recognizer in JUDGED_RECOGNIZERS
            or (exp.recognizer == "name_cue" and exp.pattern in CAPITAL_CUES)
        )

    def keep(
        self,
        text: str,
        finding: Finding,
        tokens: Sequence[TaggedToken],
        *,
        lifted: bool,
        foreign: bool,
    ) -> bool:
        """False when the evidence says the candidate is not a person. `lifted`: the message
        was typed in lower case; `foreign`: it is in another language than English
        (`language.is_foreign`), judged once a message by the caller."""
        return self.objection(text, finding, tokens, lifted=lifted, foreign=foreign) is None

    def objection(
        self,
        text: str,
        finding: Finding,
        tokens: Sequence[TaggedToken],
        *,
        lifted: bool,
        foreign: bool,
    ) -> str | None:
        """The evidence against the candidate being a person (a name from the module
        docstring), or None when it stands."""
        exp = finding.explanation
        span = text[finding.start : finding.end]
        if exp.recognizer == "name_cue" and _GEORGIAN_NAME.fullmatch(span):
            # "მე ვარ ნინო ბერიძე": Georgian writes no capitals, and its family names end so
            return None
        if exp.pattern == "reply_header" and a_team_follows(text, finding.end):
            return "business"  # "12 Jun 2027, Gatefold Live Support wrote:": a desk, quoted
        if (
            finding.entity == "PERSON"
            and exp.recognizer == "name_cue"
            and exp.pattern in _NAME_ITSELF
            and (lifted or span.islower())
            and self._says_how_it_is(span)
        ):
            return "complaint"  # "my name is spelled wrong", "the name on the card is wrong"
        if (
            finding.entity == "PERSON"
            and exp.recognizer == "name_cue"
            and exp.pattern == "holder"
            and (lifted or span.islower())
            and (
                self._says_how_it_is(span)
                or (
                    all(self._is_word(w.lower()) for w in _WORD.findall(span))
                    and _DESK_AFTER.match(text, finding.end) is not None
                )
            )
        ):
            return "team"  # "Attn: billing team", "recipient: reception": a desk, no one
        if (
            finding.entity == "PERSON"
            and (self.judged(finding) or exp.pattern in _ADDRESSING_CUES)
            and self._names_a_desk_abroad(_run_around(text, finding.start, finding.end))
        ):
            # "Dear Huduma kwa Wafanyakazi,", "Atención al Trabajador escribió:",
            # "Saludos,\nsezonski radnik": a desk or a job in another language, whom one writes
            # to or as
            return "team"
        if not self.judged(finding):
            return None
        if exp.pattern == "from_label" and _route_to_a_place(text, finding.end):
            return "place"  # "From: Aarhus\nTo: Vilnius": where a shipment leaves from
        line = text.rfind("\n", 0, finding.start) + 1
        line_end = len(text) if (end := text.find("\n", finding.end)) < 0 else end
        if SIGN_OFF_LINE_ABROAD.fullmatch(text, line, line_end):
            return "sign-off"  # "Asante sana,": thanks in Swahili, though Asante is a surname
        # the words of the name, without the joiners that are not words ("a/p": daughter of)
        raw_words = _WORD.findall(_SLASH_JOINER.sub(" ", span))
        words = [w.lower() for w in raw_words]
        words = [w[:-2] if w.endswith(("'s", "’s")) else w for w in words]
        if not words:
            return "no words"
        any_first = any(self._first_name(w) for w in words)
        first_listed = any(w in self._first for w in words)
        listed = first_listed or any(w in self._last for w in words)
        if (
            exp.recognizer in _ENGLISH_MODELS
            and foreign
            and any(is_stop_word(w) and w not in SURNAME_PARTICLES for w in words)
        ):
            return "foreign"  # "Können Sie", "reçu mon colis": English models on other text
        if (
            exp.recognizer in _ENGLISH_MODELS
            and any(w.islower() and w not in SURNAME_PARTICLES for w in raw_words)
            and foreign
        ):
            return "foreign"  # "ist die Rücksendung kostenlos": a noun and a word after it
        if (
            exp.recognizer in _ENGLISH_MODELS
            and not lifted
            and span.islower()
            and any(
                is_stop_word(w) and w not in ENGLISH_STOP_WORDS and w not in SURNAME_PARTICLES
                for w in words
            )
        ):
            return "foreign"  # "I'm writing in English pour être sûr": typed in lower case
        if (
            exp.recognizer == "proper_noun"
            and foreign
            and len(words) == 1
            and not listed
            and _OPENS_A_SENTENCE.search(text, max(0, finding.start - 8), finding.start)
        ):
            # "> Isplata za HZZO ide na ...": in another language the English tagger reads a
            # sentence's first word, capitalised as every first word is, as a proper noun
            return "foreign"
        if (
            exp.recognizer in _ENGLISH_MODELS
            and foreign
            and len(words) == 1
            and not listed
            and not self._after_a_first_name(text, finding.start)
            and capitalises_nouns(text)
        ):
            # "Lieferung und Rücksendung": German writes every noun with a capital; a surname
            # after a first name is one still ("Jörg-Henning Vöhringer hat")
            return "foreign"
        if exp.recognizer in _ENGLISH_MODELS and not _SENTENCE_WORDS.isdisjoint(words[1:]):
            # "Lumina App Not Working", "Trevana Bill Too High": a title-cased line the model
            # read as one name; no name holds "not" or "too"
            return "sentence"
        if exp.pattern == "lower_run" and not known_brands().isdisjoint(
            (words[0], " ".join(words[:2]))
        ):
            return "brand"  # "rented a kia picanto": a make typed in lower case
        if _AMOUNT.fullmatch(span) and (
            any(ch.isdigit() for ch in span) or _AMOUNT_AFTER.match(text, finding.end)
        ):
            return "amount"  # "VIP for RON 189,50": a currency's code before its amount
        if all(_CAMEL_BRAND.fullmatch(w) for w in raw_words):
            # "SmileBridge", "ZaloPay", "InstantResales": a capital inside a word after a
            # long head is a brand's; names have a short one ("McKenzie", "DeShawn", "LeBron")
            return "brand"
        if exp.pattern == "pair" and _listed_with_a_brand(text, finding):
            # "NZ Post or CourierPost", "Afterpay or Laybuy": a word the name lists found only
            # beside another in a list ("Anna and Ben") is of that other's kind
            return "brand"
        if (
            len(words) == 1
            and not listed
            and GREETING_BEFORE.search(text, max(0, finding.start - 30), finding.start)
            and greets_a_business(text, finding.end, words[0])
        ):
            return "business"  # "Hi Pinebrook,", "Hello Northgate team": whom one writes to
        if _names_a_business(text, finding.start, finding.end, desk=not first_listed):
            # "Pinecrest Lodge", "Brightsmile Dental Studio", "Acme Ltd"; with no first name,
            # a desk too ("Westbury Accounts", "Brightline Support")
            return "business"
        if (
            exp.recognizer in JUDGED_RECOGNIZERS
            and not any_first
            and _does_business(text, finding.start, finding.end, listed=listed)
        ):
            # "does Fennick deliver?", "why does Nuvola keep charging me?", "Trovio keeps
            # logging me out", "Why did Flexon raise my premium?"
            return "business"
        line_word = _last_run_word(text, finding.start, finding.end)
        if (
            line_word in _PRODUCT_WORDS
            or (not first_listed and line_word in _EDITION_WORDS)
            or _ONLY_A_PRODUCT_AFTER.match(text, finding.end)
        ):
            # "the Savannah Dress", "the Luna Floor Lamp", "Kindra Pro", "Is Kindra available
            # in blue?"
            return "product"
        if _STREET_AFTER.match(text, finding.end):
            # "Talaat Harb Street", "Nelson Mandela Avenue": a street named after someone;
            # with a house number the address recognizer takes it whole
            return "street"
        if _STREET_BEFORE.search(text, max(0, finding.start - 40), finding.start) or (
            len(words) > 1
            and _STREET_FIRST.match(span)
            and _ON_STREET_BEFORE.search(text, max(0, finding.start - 16), finding.start)
        ):
            return "street"  # "Rua Augusta", "Avenida Getúlio Vargas": its kind goes first
        if _firm_of_two(text, tokens, finding.end, foreign=foreign):
            return "business"  # "Graham & Brown wallpaper": two names, then what they make
        if (
            words[0] in _PLACE_PREFIXES
            and words[0] not in self._first  # "Isla Martinez booked it"
            and (len(words) > 1 or _CAPITAL_AFTER.match(text, finding.end) is not None)
        ) or _PLACE_PREFIX_BEFORE.search(text, max(0, finding.start - 20), finding.start):
            return "place"  # "Tanjung Priok", "Agia Irini": a cape, a saint's village
        if (
            _SAINT.fullmatch(span)
            or (
                len(raw_words) == 1
                and _SAINT_BEFORE.search(text, max(0, finding.start - 8), finding.start)
            )
        ) and _SAINT_NAMES_AFTER.match(text, finding.end):
            return "saint"  # "St Mary's school", "St George's Day"
        if exp.pattern == "speaker" and _NUMBERS_ONLY_AFTER.match(text, finding.end) and not listed:
            # "Geburtsdatum: 12.05.1988", "Doğum Tarihi: 12.05.1988": a word on no name list
            # before a colon and a line of numbers labels a field; no one says only a date
            return "field"
        if all(w in _GREETING_WORDS_ABROAD for w in words) and (
            not first_listed
            or (
                not text[line : finding.start].strip(" \t>")
                and _GREETING_CLOSED.match(text, finding.end) is not None
            )
        ):
            # "Dobar dan Marija": "good day" in Croatian; a greeting that is a name too, where
            # it opens its line and a comma closes it ("Tere, Mari Tamm siin")
            return "greeting"
        if _in_a_phrase_label(text, line, finding):
            # "Thanh toán: ZaloPay", "Nhà cung cấp: EVN": a field's label of two words or more,
            # in lower case after the first, is a phrase ("payment", "provider"), whoever a word
            # of it names
            return "field"
        if len(words) == 1 and _is_a_form_label(text, line, finding):
            # "Jina: litatumwa baadaye\nKazi: dive instructor\nMalipo: Yape": the label of
            # one field of a form in a language the lists do not know
            return "field"
        if _THING_FIELD.match(text, line) and _LABEL_ITSELF.match(text, line, finding.start):
            return "field"  # "Festivāls: Positivus": the label of a field that names a thing
        if _THING_FIELD.search(text, line, finding.start) and not (
            _SUBJECT_LINE.match(text, line) and self._in_a_full_name(text, finding)
        ):
            # "Airport: Gatwick", "Hotel: Hilton", "Stop: Ngurah Rai" (its "Rai" too): the
            # value of a form field that names a thing. A subject line is a sentence too: a
            # listed first name and surname there are someone's ("Subject: Missing Parcel
            # For Wojciech Nowak"; "Subject: Kindra Pro not charging" names a product)
            return "field"
        if _PAID_WITH.search(text, max(0, finding.start - 60), finding.start) and not (
            len(words) > 1 and any(self._first_name(w) for w in words)
        ):
            # "bayar pakai GoPay", "thanh toán qua ZaloPay", "paid via Revolut": what one
            # pays with or through is a means of payment; a full name stays one ("paid with
            # Maria Lopez on the phone")
            return "payment"
        if self.names_a_brand(text, finding, tokens):
            return "brand"  # "Michael Kors", "paying with Klarna", "compatible with Alexa"
        if exp.pattern not in _PERSON_CUES and all(w in everyday_words() for w in words):
            return "dictionary"  # "Posso avere un rimborso?", "hi wen will": words, not names
        if (
            lifted
            and exp.pattern in ("trailing_name", "greeting_abroad")
            and not (exp.pattern == "greeting_abroad" and self._first_name(words[0]))
        ):
            # the normalizer capitalised the message's last words, and whom a greeting in
            # another language greets ("chào phòng khám": "hello, clinic"), unless a given
            # name follows it ("tere mari tamm")
            return "lower case"
        if (
            lifted
            and exp.recognizer == "name_cue"
            and all(self._is_word(w) and not self._first_name(w) for w in words)
            # "mrs green left a note": a form of address says it whatever the case ("the mr
            # muscle spray" names a thing)
            and not (exp.pattern == "title" and _ADDRESSED_AS.search(text, 0, finding.start))
        ):
            return "lower case"  # "the store manager said": no capital said it was a name
        if (exp.recognizer, exp.pattern) in _STRONG_SHAPES:
            # a title or a first name and a surname stand, unless they describe a thing
            # ("Calvin Klein underwear", "Dr. Martens boots")
            inside = _around(tokens, finding.start, finding.end)[0]
            return "modifier" if _modifies_noun(text, tokens, inside, foreign=foreign) else None
        if exp.pattern not in _PERSON_CUES and _model_number_after(text, finding.end):
            return "model"  # "Prepaid Saver 199 was active", "Glasfaser 1000 ist": a product
        if exp.recognizer == "name_cue" and not lifted:
            if exp.pattern == "word_intro":
                return None  # "Hi, I am Will.": only a name is written so there
            # after a cue that rests on capitals, everyday words are no name ("Royal Mail
            # says"); a place name is ("ask for Jordan"), and so is a word before a noun
            # ("this is Maria Lopez account 4411" names her)
            if (
                not any_first
                and all(self._is_word(w) for w in words)
                and (
                    len(words) > 1
                    or words[0] not in self._last
                    or exp.pattern == "speaker"
                    # "Parcel AB12 has not arrived": a word that is a rare surname too, with
                    # its number, opens the sentence ("Ley began", "Baker 12 was" are read)
                    or (
                        exp.pattern == "subject"
                        and words[0] not in self._common_last
                        and _CODE_AFTER.match(text, finding.end) is not None
                    )
                )
            ):
                return "dictionary"  # "Royal Mail says"; a form's "Carrier:" or "Reason:"
            if exp.pattern == "trailing_name" and (
                self._place(text, finding.start, finding.end) is not None
                or any(self._is_word(w) and not self._first_name(w) for w in words)
            ):
                return "not alone"  # "... stuck? London", "... Tried Firefox.": no signature
            return None
        first_name = self._first_name(words[0])
        if lifted and exp.recognizer == "name_propagation":
            return None  # a name already taken once in this message, met again
        if lifted:
            return self._lower_case(text, finding, words, any_first)
        if text[finding.start].islower() and all(self._is_word(w) for w in words):
            return "dictionary"  # "wen do i get my refund": a word, typed as one
        if not all(VOWEL.search(w) or w in _TITLES for w in words):
            return "no vowel"  # "pls hlp", "Thx": abbreviations, not names
        dictionary = not any_first and all(self._is_word(w) for w in words)
        inside, before, after = _around(tokens, finding.start, finding.end)
        if (
            dictionary
            and (len(words) > 1 or words[0] not in self._last)
            and not self._names_in_words(text, finding, words, before, after)
        ):
            return "dictionary"
        run = _proper_run(text, tokens, inside)
        run_words = [text[t.start : t.end].lower() for t in run] or words
        if run:
            i = tokens.index(run[0])
            before = tokens[i - 1] if i > 0 else None
            j = tokens.index(run[-1])
            after = tokens[j + 1] if j + 1 < len(tokens) else None
        # two unfamiliar name-shaped words in a row ("Amadeo Vitorović") read as a name
        unfamiliar = sum(
            _NAME_SHAPE.fullmatch(text[t.start : t.end]) is not None
            and not self._is_word(text[t.start : t.end].lower())
            for t in run
        )
        run_listed = sum(w in self._first or w in self._last for w in run_words)
        person_shaped = (
            unfamiliar >= 2
            or (unfamiliar >= 1 and run_listed >= 1 and 2 <= len(run_words) <= 3)
            or any(self._first_name(w) for w in run_words)
        )
        # the English tagger reads another language's words as anything: its verb after a
        # word says nothing there ("Kru Pelni sangat ramah")
        supported = self._supported(text, finding, None if foreign else after)
        ents = {t.ent for t in inside} - {""}
        place = self._place(text, finding.start, finding.end)
        if place is not None and place < finding.start:
            return "place"  # the word before makes it a place: "County Kerry", "South America"
        if (
            place is not None
            and _TRAVEL_BEFORE.search(text, max(0, place - _REACH), place)
            and (not first_name or _JOURNEY_BEFORE.search(text, max(0, place - 80), place))
        ):
            # "from Changi to Manchester", "a ride to Pearson"; a place that is a first name
            # too on a journey ("flight from Lisbon to Denver"), not sent to someone
            return "place"
        if place is not None:
            # "in South America do you...", "the Paris and Lyon stores": a place stands in
            # a place's position whatever the verb after it says
            if _INSIDE_PLACE.search(
                text, max(0, place - _REACH), place
            ) is not None or self._beside_place(text, place, finding.end):
                return "place"
            if not (supported and listed):
                near_place = _PLACE_BEFORE.search(text, max(0, place - _REACH), place) is not None
                if not first_name or ents & _PLACE_ENTS or near_place:
                    return "place"
        if (
            place is None
            # a surname alone is a place or a platform there too ("em Salvador", "enrolled on
            # Freud and Jung"); one that owns something is not ("in Kowalczyk's car"), nor
            # whom one waits on or relies on
            and not first_listed
            and not (listed and _OWNS_SOMETHING.match(text, finding.end))
            and (
                _INSIDE_PLACE.search(text, max(0, finding.start - 20), finding.start)
                or _AT_OR_ON.search(text, max(0, finding.start - 10), finding.start)
                or (
                    foreign
                    and _INSIDE_ABROAD.search(text, max(0, finding.start - 6), finding.start)
                )
            )
            and not (listed and _ON_SOMEONE.search(text, max(0, finding.start - 24), finding.start))
        ):
            # "the duplex in Floreasca", "the recordings on Moodle": a person is seldom in,
            # at or on anything, and a word on no name list there is a place or a platform
            return "inside"
        if (
            place is None
            and before is not None
            and text[before.start : before.end].lower() == "at"
            and _a_noun_before(tokens, before)
            and not _OWNS_SOMETHING.match(text, finding.end)
        ):
            # "the contract at Franck", "the staff canteen at Don Vittorio": a thing at a
            # name is at a shop or a place; one looks, shouts or smiles at someone
            return "inside"
        if (
            place is None
            and not listed
            and _TRAVEL_BEFORE.search(text, max(0, finding.start - 10), finding.start)
            and _JOURNEY_BEFORE.search(text, max(0, finding.start - 80), finding.start)
        ):
            # "the sailing from Merak", "the ferry from Lavrio": a journey starts or ends at a
            # place, whether or not the place list knows it; a word on a name list may be
            # whom something came from ("a parcel arrived from Okafor")
            return "journey"
        if not listed and self._other_end_a_place(text, finding.start, finding.end, span):
            return "journey"  # "the matatu from Rongai to Kilimani"
        if not supported and self._ends_as_place(text, finding.start, finding.end):
            return "place"  # "Bandra West", "Umhlanga Ridge"; "Kanye West called" is someone
        if _DURING_BEFORE.search(text, max(0, finding.start - 8), finding.start) and not (
            _OWNS_SOMETHING.match(text, finding.end)
        ):
            return "time"  # "open during Bayram"; "during Maria's shift" is hers
        if (
            _NEAR_BEFORE.search(text, max(0, finding.start - 48), finding.start)
            and not _OWNS_SOMETHING.match(text, finding.end)
            and not (listed and supported)
        ):
            # "we live near Hampstead Heath"; "near Maria's house" is hers, and "sat near
            # Tomasz Wiśniewski ..., he has my bag" is someone
            return "place"
        propagated = exp.recognizer == "name_propagation"
        if (
            ents
            and "PERSON" not in ents
            and not (listed or supported or person_shaped or propagated)
        ):
            return "entity"
        if (
            before is not None
            and before.tag in _DETERMINERS
            and (
                not first_name
                or self._titles_a_thing(run_words)
                # "the Serena", "the Sol by Meliá": a first name alone after "the" is a hotel's
                or (len(run_words) == 1 and text[before.start : before.end].lower() == "the")
            )
            # "the Okafor family" is hers; "my Medicare number" is a scheme's: after "my" an
            # unlisted word names no one's number
            and (
                not _names_owner(text, tokens, run or inside)
                or (before.tag == "PRP$" and not listed)
            )
        ):
            return "determiner"
        if not listed and _DEFINITE_ABROAD_BEFORE.search(
            text, max(0, finding.start - 10), finding.start
        ):
            # "o seguro cobre o Apoquel", "die Fritzbox": a word on no name list after an
            # article of another language names a thing
            return "determiner"
        if (
            _INDEFINITE_BEFORE.search(text, max(0, finding.start - 60), finding.start)
            or _INDEFINITE_START.match(span)
        ) and not (
            (noun := _WORD_AFTER.match(text, finding.end)) is not None
            and noun.group(1) not in ENGLISH_STOP_WORDS
        ):
            # "Temos um Bully Kutta", "my dog is a Jack Russell": no one is "a" someone; but
            # a name may describe the noun after it ("a Taylor Swift concert")
            return "determiner"
        if _modifies_noun(text, tokens, run or inside, foreign=foreign):
            return "modifier"
        single = len(run_words) == 1
        if single and not propagated and (dictionary or not listed) and not supported:
            return "no support"
        if (
            single
            and exp.recognizer == "proper_noun"
            and not listed
            and not ents
            and not _said_of_a_person(text, finding, None if foreign else after)
        ):
            # "Moodle will be down", "Podravka confirmed four guides", "Apoquel is covered": a
            # word on no name list that NER took for nothing, whose one sign of a person is the
            # verb after it, names a shop, a platform or a product as often as someone
            return "acts only"
        return None

    def _titles_a_thing(self, run_words: list[str]) -> bool:
        """A first name that everyday words follow, none of them a surname, is the title of a
        thing after a determiner ("the Grace Period", "the Harper Collection")."""
        return len(run_words) > 1 and all(
            self._is_word(w) and w not in self._last for w in run_words[1:]
        )

    def _lower_case(
        self, text: str, finding: Finding, words: list[str], any_first: bool
    ) -> str | None:
        """In a message typed all in lower case capitals say nothing: a name holds a first
        name (one that is an everyday word too, "will" or "dia", only with a surname or an
        unfamiliar word beside it), or is two or more words none of which is an everyday
        word ("aoife murphy"), or ends in a surname after a word that is not an everyday
        one."""
        if self._place(text, finding.start, finding.end) is not None:
            return "place"
        if any(self._first_name(w) and not self._is_word(w) for w in words):
            return None  # "aoife"
        if (
            any_first
            and len(words) > 1
            and (words[-1] in self._last or not all(self._is_word(w) for w in words))
        ):
            # "will smith", "eric g. samoylova": a first name that is a word too needs a
            # surname or a word no dictionary holds beside it ("bom dia" holds no name)
            return None
        if (
            len(words) >= 2
            and not any(self._is_word(w) for w in words)
            and all(VOWEL.search(w) for w in words)  # "pls hlp" is no name
        ):
            return None
        if len(words) >= 2 and words[-1] in self._last and not self._is_word(words[0]):
            return None
        if finding.explanation.pattern in GREETING_CUES and self._first_name(words[0]):
            return None  # "szia, anna vagyok": a given name greeted, though "anna" is a coin
        if (
            finding.explanation.pattern in _LOWER_CASE_CUES
            and len(words) <= 3
            and not self._is_word(words[-1])
            and VOWEL.search(words[-1])
            and not any(is_stop_word(w) for w in words)
            # "hi its brokn again": after "it's" a word a letter away from one is a typo
            and (finding.explanation.pattern in _ADDRESSEE_CUES or not a_typo(words[-1]))
        ):
            # "i spoke to kogilavani last week", "soy anaclara", "this is jarrah petyarre":
            # who is introduced or spoken to, ending in a word no dictionary holds
            return None
        return "lower case"

    def _supported(self, text: str, finding: Finding, after: TaggedToken | None) -> bool:
        """Person context around one word: the subject of a verb, a possessive, or a word
        before it that introduces a person."""
        return _acts(text, finding, after) or _said_of_a_person(text, finding, after)

    def _place(self, text: str, start: int, end: int) -> int | None:
        """Where the known place name holding the span starts (the span alone, or with the
        word on either side: "Saint Lucia", "Puerto Rico"), or None."""
        places = known_places()
        span = " ".join(text[start:end].casefold().split())
        before = _LAST_WORD.search(text, max(0, start - 40), start)
        after = _NEXT_WORD.match(text, end)
        if before is not None and f"{before.group(1).casefold()} {span}" in places:
            return before.start()  # the longer name first: "County Kerry", not "Kerry"
        if span in places:
            return start
        if self._on_route(text, start, end):
            return start  # "Sài Gòn – Đà Lạt": a route, and its other end is a place too
        if after is not None and f"{span} {after.group(1).casefold()}" in places:
            return start
        return None

    @staticmethod
    def _on_route(text: str, start: int, end: int) -> bool:
        """The span is an end of a route written with a dash whose other end, or the
        span's other part, is a known place ("Sài Gòn – Đà Lạt", "Lahore - Multan")."""
        if "-" not in text and "–" not in text:
            return False  # no route is written here (asked of every candidate the judge weighs)
        places = known_places()
        span = " ".join(text[start:end].split())
        parts = _ROUTE_DASH.split(span)
        if len(parts) > 1 and any(part.casefold() in places for part in parts):
            return True
        ends: list[str] = []
        if (before := _ROUTE_FROM.search(text, max(0, start - 60), start)) is not None:
            words = before.group("place").split()
            ends += [" ".join(words[i:]) for i in range(len(words))]
        if (after := _ROUTE_TO.match(text, end)) is not None:
            words = after.group("place").split()
            ends += [" ".join(words[: i + 1]) for i in range(len(words))]
        return any(e.casefold() in places for e in ends)

    def plain_word(self, word: str) -> bool:
        """An everyday word on no name list: never a name on its own (`word` lower case)."""
        return word not in self._first and word not in self._last and self._is_word(word)

    def never_a_name(self, word: str) -> bool:
        """A capitalised word NER need not read (`word` lower case): an everyday word, a
        brand or a place, when it is on no first-name list ("Shipping", "Klarna", "Leeds";
        "Jordan" and "Paris" are read). An everyday word that is also a common surname is
        read ("Love", "Baker"); one that is a rare surname is not ("Southern", "Border")."""
        if word in self._first:
            return False
        return (word not in self._common_last and self._is_word(word)) or (
            word in known_brands() or word in known_places()
        )

    def names_a_brand(self, text: str, finding: Finding, tokens: Sequence[TaggedToken]) -> bool:
        """The candidate holds the first word of a known brand or occasion, in its
        capitalised run: "Klarna", "Michael" of "Michael Kors", "Tommy Hilfiger Puffer
        Jacket", "Stratford" of "Westfield Stratford". A one-word brand that is also a first
        name ("Alexa", "Wilson") counts only where nothing around it says person ("Wilson
        were"); one that is only a surname counts anyway ("Monzo says"). After a cue that
        says person ("Mr Ford", "my son Dell") only a brand that holds the cue's own words
        counts ("Mother's Day")."""
        if finding.entity != "PERSON":
            return False
        brands = known_brands()
        start = finding.start
        head = _WORD_HEAD.search(text, max(0, start - 20), start)
        if head is not None:
            start = head.start()  # the whole word the span ends ("al-Fitr")
        span = _BRAND_WORD.findall(text[start : finding.end])
        while span and span[0].casefold() in _ARTICLES:
            span = span[1:]  # "the Laura Ashley curtains"
        # "the Alexa doesn't connect", "got a Mercedes A-Class": no person is "the Alexa" or
        # "a Mercedes", whatever follows
        article = _ARTICLE_BEFORE.search(text, max(0, start - 5), start) is not None
        before = _BRAND_WORDS_BEFORE.search(text, max(0, start - 40), start)
        after = _BRAND_WORD_AFTER.match(text, finding.end)
        lead = _BRAND_WORD.findall(before.group(0)) if before is not None else []
        lead = [w for w in lead if w.casefold() not in _JOINERS]
        words = lead + span + ([after.group(1)] if after is not None else [])
        folded = [_fold_brand_word(w) for w in words if w.casefold() not in _JOINERS]
        first = len(lead)  # the span's first word
        # "hi its zara": who opens a message introducing themselves is a person
        cued = finding.explanation.pattern in _PERSON_CUES | {"greeting_intro"}
        addressed = finding.explanation.pattern in _ADDRESSED_CUES
        if not cued and any(" ".join(folded[i:first]) in brands for i in range(first)):
            # the words after a brand name its product: "Lavazza Jolie", "Cosori Dual Blaze"
            return _PERSON_VERB_AFTER.match(text, finding.end) is None
        # a brand may start later in the span after everyday words the model took with it
        # ("price match John Lewis", typed in lower case: "Match John Lewis")
        later = next(
            (i for i, w in enumerate(folded[first:], first) if not self.plain_word(w)), len(folded)
        )
        for i in range(first if cued else max(first + 1, min(later + 1, first + len(span)))):
            for j in reversed(range(max(i + 1, first + 1), min(len(folded), i + 4) + 1)):
                if " ".join(folded[i:j]) not in brands:
                    continue
                word = folded[i]
                if i == first and article:
                    return True
                if j - i > 1:
                    # "Michael Kors watch" is the brand, "Michael Kors called me" a person;
                    # "Australia Post says" is the carrier whatever it says
                    named = any(self._first_name(w) for w in folded[i:j])
                    return not named or _PERSON_VERB_AFTER.match(text, finding.end) is None
                if (
                    j < len(folded)
                    and (word in self._first or word in AMBIGUOUS_FIRST_NAMES or addressed)
                    and self._surname_shaped(words[j], lower=words[i].islower())
                ):
                    # "Chase Vandermolen": a first name before a surname; under a sign-off,
                    # in a greeting or a mail header any brand word before one
                    # ("Regards,\nZara Qureshi-Durrani", "From: ford whitcombe <...>")
                    return False
                if not self._first_name(word):
                    return True  # a brand that is a surname too ("Monzo says"), not a first name
                if j < first + len(span):
                    return True  # "the Dyson Airwrap is broken": the brand and its product
                # a verb after it says person ("Wilson were"); a noun ("the Dyson fan") not
                next_token = _around(tokens, finding.start, finding.end)[2]
                return not (next_token is not None and next_token.tag in _VERBS) and (
                    _VERB_AFTER.match(text, finding.end) is None
                )
        return False

    def _surname_shaped(self, word: str, *, lower: bool = False) -> bool:
        """A capitalised word (or, after a first name typed in lower case, a lower-case one)
        that reads as a surname: listed, or no everyday word and no brand ("Vandermolen",
        "chase vandermolen")."""
        lowered = _fold_brand_word(word)
        if (
            not (word[:1].isupper() or (lower and word.islower()))
            or lowered in known_brands()
            or lowered in known_places()
        ):
            return False
        return lowered in self._last or not self._is_word(lowered)

    @staticmethod
    def _other_end_a_place(text: str, start: int, end: int, span: str) -> bool:
        """The span is an end of "from X to Y", or the whole of it, and an end is a known
        place ("the matatu from Rongai to Kilimani"); "from Oluwaseun to Adebayo" is two
        people."""
        places = known_places()
        ends: list[str] = []
        if (inside := _FROM_TO_INSIDE.search(span)) is not None:
            ends += [inside.group("end"), inside.group("other")]
        if _FROM_BEFORE.search(text, max(0, start - 6), start) and (
            after := _TO_PLACE_AFTER.match(text, end)
        ):
            ends.append(after.group("end"))
        if (before := _FROM_PLACE_TO_BEFORE.search(text, max(0, start - 80), start)) is not None:
            ends.append(before.group("end"))
        return any(" ".join(e.casefold().split()) in places for e in ends)

    def _ends_as_place(self, text: str, start: int, end: int) -> bool:
        """The span's capitalised run ends in a word that ends a place's name, after words
        that are no first name ("Bandra West"; "Kanye West" is someone)."""
        words = _run_words(text, start, end)
        return (
            len(words) > 1
            and words[-1] in _PLACE_ENDINGS
            and not any(w in self._first for w in words[:-1])
        )

    def _beside_place(self, text: str, start: int, end: int) -> bool:
        """Whether the span is a list item next to another known place that is no first name
        ("Paris and Lyon", "Lyon, Marseille")."""
        places = known_places()
        for pattern, pos in ((_LIST_BEFORE, start), (_LIST_AFTER, end)):
            found = (
                pattern.search(text, max(0, pos - 40), pos)
                if pattern is _LIST_BEFORE
                else pattern.match(text, pos)
            )
            if found is not None:
                item = found.group("item").casefold()
                if item in places and not self._first_name(item):
                    return True
        return False

    def _says_how_it_is(self, span: str) -> bool:
        """Every word of `span` is an everyday word on no name list: after "my name is" in a
        message typed in lower case they say what is wrong with the name, not the name."""
        words = [w.lower() for w in _WORD.findall(span)]
        return bool(words) and all(
            self._is_word(w)
            and w not in self._first
            and w not in self._last
            and w not in AMBIGUOUS_FIRST_NAMES
            for w in words
        )

    def _names_in_words(
        self,
        text: str,
        finding: Finding,
        words: Sequence[str],
        before: TaggedToken | None,
        after: TaggedToken | None,
    ) -> bool:
        """A first name and a surname that are words too ("I am Will Baker", "my colleague
        Grace Hill"), where NER reads a person, no determiner comes before and the words
        around say person ("the Grace Period", "Bill Pay" are not)."""
        return (
            finding.explanation.recognizer == "spacy_ner"
            and len(words) == 2
            and (words[0] in self._first or words[0] in AMBIGUOUS_FIRST_NAMES)
            and words[1] in self._last
            and (before is None or before.tag not in _DETERMINERS)
            and self._supported(text, finding, after)
        )

    def _after_a_first_name(self, text: str, start: int) -> bool:
        """The word before `start` is a first name, or a compound of them ("Jörg-Henning")."""
        before = _LAST_WORD.search(text, max(0, start - 40), start)
        return before is not None and any(
            self._first_name(part) for part in before.group(1).lower().split("-")
        )

    def _first_name(self, word: str) -> bool:
        return word in self._first and word not in AMBIGUOUS_FIRST_NAMES

    def _is_word(self, word: str) -> bool:
        """A dictionary word or its inflection, or a compound of them ("move-out",
        "drop-off")."""
        if "-" in word.strip("-"):
            return all(is_word_or_inflection(part, self._words) for part in word.split("-"))
        return is_word_or_inflection(word, self._words)


# the field after a "From:" field that makes the two a route: "To:" and a place, on the next
# line or the same one
_TO_FIELD: Final = regex.compile(
    r"[ \t]*(?:\n[ \t]*|[ \t,;/|-]+)(?i:to)[ \t]*:[ \t]*"
    r"(?P<to>\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?)[ \t]*(?:[,;.(]|\n|$)"
)


def _route_to_a_place(text: str, end: int) -> bool:
    """A "From:" field's value ending at `end` is a route's start: the field after it is "To:"
    and a known place."""
    m = _TO_FIELD.match(text, end)
    return m is not None and m.group("to").lower() in known_places()


@functools.lru_cache(maxsize=1)
def known_places() -> frozenset[str]:
    """Case-folded place names shipped with the package (data/places.txt: countries, US
    states, continents, cities of 100,000 people or more (also under their other names in
    Latin letters) and towns of 15,000 whose name is no first name, surname or everyday word,
    provinces and regions), each also
    as typed without its accents ("thessaloniki" for Thessaloníki), unless that spelling is
    a first name ("León" is not sought as "leon")."""
    places = _phrase_list("places.txt")
    first = load_name_lists().first
    plain = {without_accents(p) for p in places}
    return places | {p for p in plain if p not in first}


def without_accents(text: str) -> str:
    """`text` with its accents and other combining marks taken off ("Thessaloníki")."""
    return "".join(
        ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)
    )


@functools.lru_cache(maxsize=1)
def known_brands() -> frozenset[str]:
    """Brands, product lines, services, payment methods, carriers, shops and occasions
    (data/brands.txt), and the holidays of every country (data/holidays.txt: "Loy Krathong",
    "Fiestas Patrias", "Kurban Bayramı"), each word case-folded without a possessive ("ben &
    jerry")."""
    return frozenset(
        " ".join(_fold_brand_word(w) for w in phrase.split() if w not in _JOINERS)
        for phrase in _phrase_list("brands.txt") | _phrase_list("holidays.txt")
    )


# "Ben & Jerry's" is matched as "ben jerry", "Charles de Gaulle" as "charles gaulle"
_JOINERS: Final = frozenset({"&", "and", "de", "da", "del", "di", "van", "von"})
_ARTICLES: Final = frozenset({"the", "a", "an", "my", "your", "our"})
_ARTICLE_BEFORE: Final = regex.compile(r"(?i)(?<![\w'’-])(?:the|an?)[ \t]+$")
_WORD_AFTER: Final = regex.compile(r"[ \t]+(\p{Ll}[\p{Ll}'’-]*)")
# a definite article of another language (not after a surname particle: "de la", "van der")
_DEFINITE_ABROAD_BEFORE: Final = regex.compile(
    r"(?<![\w'’-])(?<!\b(?i:de|da|do|di|van|von)[ \t]+)"
    r"(?i:o|os|as|el|los|las|il|lo|gli|der|die|das|dem|het)[ \t]+\Z"
)
# an indefinite article, in the languages support mail arrives in
_INDEFINITE: Final = r"(?i:an?|um|uma|un|una|une|uno|ein|eine|einen|einem|einer|een|ett|bir)"
# one before the candidate's capitalised run ("a Jack Russell" for "Russell"), or opening it
_INDEFINITE_BEFORE: Final = regex.compile(
    rf"(?<![\w'’-]){_INDEFINITE}[ \t]+(?:\p{{Lu}}[\p{{L}}'’-]*[ \t]+){{0,3}}\Z"
)
_INDEFINITE_START: Final = regex.compile(rf"{_INDEFINITE}[ \t]+\p{{Lu}}")


def _fold_brand_word(word: str) -> str:
    return word.casefold().removesuffix("'s").removesuffix("’s")


def _phrase_list(name: str) -> frozenset[str]:
    return frozenset(" ".join(line.casefold().split()) for line in data_lines(name))


def _modifies_noun(
    text: str, tokens: Sequence[TaggedToken], inside: Sequence[TaggedToken], *, foreign: bool
) -> bool:
    """The span stands before the noun it describes: "Calvin Klein underwear", "the Coleman
    4-person tent", "Cabot Circus branch". Up to three proper nouns, numbers, hyphens or
    adjectives may stand between; a greeting or time word after a name does not count. The
    tags are the English tagger's, so in another language they say nothing ("Frau Anna
    Schmidt hat angerufen": German "hat" is no hat)."""
    if not inside or foreign:
        return False
    if _ASKED_BEFORE.search(text, max(0, inside[0].start - 12), inside[0].start):
        return False  # "Can Siobhán Ní Bhriain sign for it?": a question's verb follows
    i = tokens.index(inside[-1]) + 1
    pos = inside[-1].end
    counted = False
    for tok in tokens[i : i + 4]:
        if "\n" in text[pos : tok.start]:
            return False
        word = text[tok.start : tok.end].lower()
        if tok.tag in _COMMON_NOUNS:
            if counted and word in _COUNTED:
                return False  # "Lily Evans 7 years old": a count after a name, not a thing
            if word == "door" and text[max(0, tok.start - 5) : tok.start].lower() == "next ":
                return False  # "Mrs Okafor next door": where she lives
            return word not in _NOT_MODIFIED and word not in _PERSONAL_NOUNS
        counted = counted or tok.tag == "CD"
        if tok.tag not in _NOUN_PHRASE:
            return False
        pos = tok.end
    return False


def _acts(text: str, finding: Finding, after: TaggedToken | None) -> bool:
    """The word is the subject of a verb ("Maria said", "Usamov and Bowers were"): a person's
    sign, though a shop, a platform or a product acts too ("Moodle will be down")."""
    return (after is not None and after.tag in _VERBS) or _VERB_AFTER.match(
        text, finding.end
    ) is not None


def _said_of_a_person(text: str, finding: Finding, after: TaggedToken | None) -> bool:
    """What is said around the word is said of a person only: a personal noun or a role
    after it, something it owns, a pronoun for it, whom one addresses, or a word before it
    that introduces a person."""
    if after is not None and text[after.start : after.end].lower() in _PERSONAL_NOUNS:
        return True  # "the Sokolov novel", "the Okafor family"
    if _OWNS_SOMETHING.match(
        text, finding.end - 2 if text.endswith(("'s", "’s"), 0, finding.end) else finding.end
    ):
        return True
    if _PRONOUN_AFTER.match(text, finding.end):
        return True  # "Is Thandiwe on shift today? She helped me last week"
    if _ROLE_AFTER.match(text, finding.end) or _COORDINATED_SUBJECT.match(text, finding.end):
        return True  # "Ngozi in customer service", "Dmitri and I", "Usamov and Bowers were"
    if _ADDRESSED.match(text, finding.end) and _LINE_START.search(
        text, max(0, finding.start - 10), finding.start
    ):
        return True  # "Warrane, can I please speak to your boss?"
    return _PERSON_BEFORE.search(text, max(0, finding.start - _REACH), finding.start) is not None


def _a_noun_before(tokens: Sequence[TaggedToken], token: TaggedToken) -> bool:
    """The token before `token` is a common noun."""
    i = bisect_left(tokens, token.start, key=lambda t: t.start)
    return i > 0 and tokens[i - 1].tag in _COMMON_NOUNS


def _capitalised_after(text: str, end: int) -> list[regex.Match[str]]:
    """The capitalised words that run on after `end`, past a possessive ("Pinecrest" ->
    " Lodge", "Morton" -> "'s Steakhouse")."""
    found: list[regex.Match[str]] = []
    if (owner := _POSSESSIVE.match(text, end)) is not None:
        end = owner.end()
    nxt = _CAPITALISED_AFTER.match(text, end)
    while nxt is not None:
        found.append(nxt)
        nxt = _CAPITALISED_AFTER.match(text, nxt.end())
    return found


def _model_number_after(text: str, end: int) -> bool:
    """The capitalised run ending at `end` (with any capitalised words after it) is followed
    by a short model number and a lower-case word ("Prepaid Saver 199 was", "Data Top-Up
    10GB include"): a product, plan or device. Not a time ("Anna 5 pm"), an age ("Lily 7
    years"), a date ("Tom 12 March"), the start of a phone number ("Sam 0770 900 123") or a
    house number after a street ("Carrer de la Fusteria Vella 8, 2n 1a")."""
    after = _capitalised_after(text, end)
    model = _MODEL_NUMBER.match(text, after[-1].end() if after else end)
    return model is not None and model.group("next").lower() not in _COUNTED


_HYPHENED_ENDING: Final = regex.compile(r"(?<=\p{L}{3})-(?:\p{L}{1,3}|\P{Latin}+)$")


def _run_words(text: str, start: int, end: int) -> list[str]:
    """The span's words and the capitalised words that run on after it, in lower case."""
    words = [w.lower() for w in _WORD.findall(text[start:end])]
    return words + [m.group(1).lower() for m in _capitalised_after(text, end)]


def _names_a_business(text: str, start: int, end: int, *, desk: bool = False) -> bool:
    """The span's capitalised run ends in a word that names a business, not a person (or,
    with `desk`, one of its desks: "Accounts", "Support")."""
    # a case ending joined by a hyphen is no part of the word ("Rustaveli Theatre-shi",
    # "Karen Demirchyan Arena-ում": in the theatre, at the arena)
    words = [_HYPHENED_ENDING.sub("", w) for w in _run_words(text, start, end)]
    return bool(words) and (
        any(
            w in BUSINESS_WORDS
            or w in GROUP_WORDS
            or (desk and BUSINESS_END.fullmatch(w) is not None)
            for w in words[1:] or words[-1:]
        )
        # the kind of place first: "Konoba Kod Ante", "Chifa Madam Tusan", "Tienda Inglesa"
        or (len(words) > 1 and words[0] in BUSINESS_HEADS)
        or _BUSINESS_HEAD_BEFORE.search(text, max(0, start - 24), start) is not None
    )


def _does_business(text: str, start: int, end: int, *, listed: bool) -> bool:
    """What is said of the span is what only a business or its app does, or (for a word on
    no name list) what a customer asks a shop to do: "why does Okafor keep charging my
    card?" may ask of a person."""
    if _WHAT_ONLY_A_BUSINESS_DOES.match(text, end) is not None:
        return True
    return (
        not listed
        and _ASKED_OF_A_BUSINESS_BEFORE.search(text, max(0, start - 24), start) is not None
        and _TRADES_AFTER.match(text, end) is not None
    )


def _last_run_word(text: str, start: int, end: int) -> str:
    """The last word of the span's capitalised run, in lower case ("" if none): a product
    line ends in the kind of product or its edition ("the Savannah Dress", "Velmora Pro")."""
    last = text[start:end]
    for word in _capitalised_after(text, end):
        if word.group(1).lower() in _ARTICLES:
            break  # "My Brother Tomasz Ordered The Sofa": a title-cased sentence runs on
        last = word.group(1)
    words = _WORD.findall(last)
    return words[-1].lower() if words else ""


_AND_NAME_AFTER: Final = regex.compile(r"[ \t]*&[ \t]*(\p{Lu}[\p{Ll}'’-]+)")


# the other item of a list of two, after or before a word: "X or Y", "X and Y", "X, Y"
_ITEM_AFTER: Final = regex.compile(LIST_JOIN + r"(\p{Lu}[\p{L}'’-]*)")
_ITEM_BEFORE: Final = regex.compile(r"(?<![\w'’-])(\p{Lu}[\p{L}'’-]*)" + LIST_JOIN + "$")


def _listed_with_a_brand(text: str, finding: Finding) -> bool:
    """The item listed beside the finding is a brand: a known one or one of a brand's
    shape ("CourierPost")."""
    after = _ITEM_AFTER.match(text, finding.end)
    before = _ITEM_BEFORE.search(text, max(0, finding.start - 40), finding.start)
    return any(
        m is not None
        and (_CAMEL_BRAND.fullmatch(m.group(1)) or m.group(1).lower() in known_brands())
        for m in (after, before)
    )


def _firm_of_two(text: str, tokens: Sequence[TaggedToken], end: int, *, foreign: bool) -> bool:
    """The name ending at `end` is the first of two joined by "&" that a noun follows: a
    firm and its goods ("Graham & Brown wallpaper", "Crabtree & Evelyn soap"), not two
    people ("Tom & Anna are coming")."""
    other = _AND_NAME_AFTER.match(text, end)
    if other is None:
        return False
    inside = _around(tokens, other.start(1), other.end(1))[0]
    return _modifies_noun(text, tokens, inside, foreign=foreign)


def _names_owner(text: str, tokens: Sequence[TaggedToken], inside: Sequence[TaggedToken]) -> bool:
    """The run is followed by something a person has or makes ("the Johnson novel", "the
    Okafor family"), or ends in it, capitalised ("The Okafor Family"), so an article before
    it does not make it a thing."""
    if not inside:
        return False
    if len(inside) > 1 and text[inside[-1].start : inside[-1].end].lower() in _PERSONAL_NOUNS:
        return True
    i = tokens.index(inside[-1]) + 1
    return i < len(tokens) and text[tokens[i].start : tokens[i].end].lower() in _PERSONAL_NOUNS


def _proper_run(
    text: str, tokens: Sequence[TaggedToken], inside: Sequence[TaggedToken]
) -> list[TaggedToken]:
    """The run of proper nouns (on one line) that holds the span's tokens."""
    if not inside:
        return []
    i = tokens.index(inside[0])
    j = tokens.index(inside[-1])
    while (
        i > 0
        and tokens[i - 1].tag in _PROPER
        and "\n" not in text[tokens[i - 1].end : tokens[i].start]
    ):
        i -= 1
    while (
        j + 1 < len(tokens)
        and tokens[j + 1].tag in _PROPER
        and "\n" not in text[tokens[j].end : tokens[j + 1].start]
    ):
        j += 1
    return list(tokens[i : j + 1])


def _around(
    tokens: Sequence[TaggedToken], start: int, end: int
) -> tuple[list[TaggedToken], TaggedToken | None, TaggedToken | None]:
    """The tokens inside [start, end), the token before and the token after (tokens are in
    text order)."""
    if not tokens:
        return [], None, None
    i = bisect_left([t.end for t in tokens], start + 1)
    inside: list[TaggedToken] = []
    j = i
    while j < len(tokens) and tokens[j].start < end:
        inside.append(tokens[j])
        j += 1
    before = tokens[i - 1] if i > 0 and inside else None
    after = tokens[j] if j < len(tokens) and inside else None
    return inside, before, after
