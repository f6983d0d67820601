"""Dates of birth: a date is personal data only next to birth context."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

import regex

from discreet.lookalikes import read_forms
from discreet.redaction.recognizers.base import DIGITS, Pattern, PatternRecognizer

__all__ = ["DateOfBirthRecognizer"]

_HEBREW_MONTHS: Final = (
    "ינואר פברואר מרץ מרס אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר"
)

# Month names beyond English, as they stand in a date ("27 de junho de 1970", "20 Μαΐου
# 1956", "15 aprilie 2000"): the forms a day number goes with (Polish, Czech, Croatian, Greek,
# Russian and Finnish put the month in the genitive or partitive after a day)
_MONTHS_ABROAD: Final = (
    # French, Spanish, Portuguese, German, Italian, Catalan
    *"janvier février fevrier avril mai juin juillet août aout septembre octobre novembre".split(),
    *"décembre enero febrero marzo abril mayo junio julio agosto septiembre setiembre".split(),
    *"octubre noviembre diciembre janeiro fevereiro março marco maio junho julho setembro".split(),
    *"outubro novembro dezembro januar februar märz marz juni juli oktober dezember".split(),
    *"gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre gener".split(),
    *"febrer març maig juny juliol agost setembre octubre novembre desembre".split(),
    # Dutch, Swedish, Norwegian, Danish, Indonesian, Malay, Romanian, Slovene
    *"januari februari maart mei augustus mars maj augusti marts desember maret agustus".split(),
    *"julai ogos disember ianuarie februarie martie aprilie iunie iulie septembrie".split(),
    *"octombrie noiembrie decembrie marec junij julij avgust".split(),
    # Polish, Czech, Slovak, Croatian, Hungarian, Turkish
    *"stycznia lutego marca kwietnia maja czerwca lipca sierpnia września wrzesnia".split(),
    *"października pazdziernika listopada grudnia ledna února unora března brezna".split(),
    *"dubna května kvetna června cervna července cervence srpna září zari října rijna".split(),
    *"listopadu prosince januára februára marca apríla mája júna júla augusta".split(),
    *"septembra októbra novembra decembra siječnja veljače ožujka travnja svibnja".split(),
    *"lipnja srpnja kolovoza rujna studenoga studenog prosinca január február március".split(),
    *"április május június július augusztus szeptember október ocak şubat subat mart".split(),
    *"nisan mayıs mayis haziran temmuz ağustos agustos eylül eylul ekim kasım kasim".split(),
    *"aralık aralik".split(),
    # Estonian (as named and "on the day": "12. märtsil"), Slovene in the genitive ("12. marca"),
    # Maltese ("12 ta' Marzu"), Kinyarwanda
    *"jaanuar jaanuaril veebruar veebruaril märts märtsil marts martsil aprill aprillil".split(),
    *"mail juuni juunil juuli juulil augustil septembril oktoober oktoobril novembril".split(),
    *"detsember detsembril januarja februarja aprila junija julija avgusta septembra".split(),
    *"oktobra novembra decembra jannar frar marzu mejju ġunju gunju lulju awwissu".split(),
    *"settembru ottubru novembru diċembru dicembru mutarama gashyantare werurwe".split(),
    *"mata gicurasi kamena nyakanga kanama nzeri ukwakira ugushyingo ukuboza".split(),
    # Finnish (partitive), Greek (genitive), Russian (genitive), Arabic
    *"tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta".split(),
    *"elokuuta syyskuuta lokakuuta marraskuuta joulukuuta".split(),
    *"ιανουαρίου φεβρουαρίου μαρτίου απριλίου μαΐου μαιου ιουνίου ιουλίου αυγούστου".split(),
    *"σεπτεμβρίου οκτωβρίου νοεμβρίου δεκεμβρίου".split(),
    *"января февраля марта апреля мая июня июля августа сентября октября ноября".split(),
    *"декабря януари февруари март април май юни юли септември октомври ноември".split(),
    *"декември يناير فبراير مارس أبريل ابريل مايو يونيو يوليو أغسطس اغسطس سبتمبر".split(),
    *"أكتوبر اكتوبر نوفمبر ديسمبر".split(),
    # Lithuanian (as named and in the genitive: "1983 m. vasario 11 d."), Serbian (Cyrillic and
    # Latin, named and in the genitive), Ukrainian (genitive and named), Kazakh, Macedonian,
    # Albanian, Icelandic, Russian typed in Latin letters (genitive)
    *"sausio vasario kovo balandžio balandzio gegužės gegužes geguzes birželio birzelio".split(),
    *"liepos rugpjūčio rugpjucio rugsėjo rugsejo spalio lapkričio lapkricio gruodžio".split(),
    *"gruodzio sausis vasaris kovas balandis gegužė birželis liepa rugpjūtis rugsėjis".split(),
    *"spalis lapkritis gruodis јануар фебруар март април мај јун јул август септембар".split(),
    *"октобар новембар децембар јануара фебруара марта априла маја јуна јула августа".split(),
    *"септембра октобра новембра децембра mart maj jun jul septembar oktobar novembar".split(),
    *"decembar januara februara marta maja juna jula avgusta septembra oktobra".split(),
    *"novembra decembra січня лютого березня квітня травня червня липня серпня вересня".split(),
    *"жовтня листопада грудня січень лютий березень квітень травень червень липень".split(),
    *"серпень вересень жовтень листопад грудень қаңтар ақпан наурыз сәуір мамыр".split(),
    *"маусым шілде тамыз қыркүйек қазан қараша желтоқсан qantar aqpan nauryz".split(),
    *"sáuir sauir mamyr mausym shilde tamyz qyrkúiek qyrkuiek qazan qarasha".split(),
    *"jeltoqsan јануари февруари јуни јули септември октомври ноември декември".split(),
    *"janar shkurt prill qershor korrik gusht shtator tetor nëntor nentor dhjetor".split(),
    *"janúar febrúar apríl maí júní júlí ágúst október nóvember desember".split(),
    *"yanvarya fevralya marta aprelya maya iyunya iyulya avgusta sentyabrya".split(),
    *"oktyabrya noyabrya dekabrya".split(),
    # Latvian (named, in the genitive and "in" the month: "14. jūnijā"), Georgian and Armenian
    # (in their scripts, named and in the genitive, and typed in Latin letters), Uzbek (Latin and
    # Cyrillic), Azerbaijani, Belarusian (genitive), Luxembourgish, Bengali, Hindi, Urdu,
    # Persian, Tagalog, Swahili, Welsh
    *"janvāris janvaris februāris februaris aprīlis aprilis maijs jūnijs junijs jūlijs".split(),
    *"julijs augusts septembris oktobris novembris decembris janvāra janvara februāra".split(),
    *"februara marta aprīļa aprila maija jūnija junija jūlija julija augusta septembra".split(),
    *"oktobra novembra decembra janvārī janvari februārī februari martā marta aprīlī".split(),
    *"aprili maijā maija jūnijā junija jūlijā julija augustā augusta septembrī septembri".split(),
    *"oktobrī oktobri novembrī novembri decembrī decembri".split(),
    *"იანვარი თებერვალი მარტი აპრილი მაისი ივნისი ივლისი აგვისტო სექტემბერი ოქტომბერი".split(),
    *"ნოემბერი დეკემბერი იანვრის თებერვლის მარტის აპრილის მაისის ივნისის ივლისის".split(),
    *"აგვისტოს სექტემბრის ოქტომბრის ნოემბრის დეკემბრის ianvari tebervali marti".split(),
    *"aprili maisi ivnisi ivlisi agvisto sektemberi oktomberi noemberi dekemberi".split(),
    *"հունվար փետրվար մարտ ապրիլ մայիս հունիս հուլիս օգոստոս սեպտեմբեր հոկտեմբեր".split(),
    *"նոյեմբեր դեկտեմբեր հունվարի փետրվարի մարտի ապրիլի մայիսի հունիսի հուլիսի".split(),
    *"օգոստոսի սեպտեմբերի հոկտեմբերի նոյեմբերի դեկտեմբերի hunvari petrvari".split(),
    *"mayisi hunisi hulisi ogostosi septemberi hoktemberi noyemberi dektemberi".split(),
    *"yanvar fevral aprel iyun iyul avgust sentabr sentyabr oktabr oktyabr noyabr".split(),
    *"dekabr avqust январ феврал апрел июн июл сентябр октябр ноябр декабр".split(),
    *"студзеня лютага сакавіка красавіка чэрвеня ліпеня жніўня верасня кастрычніка".split(),
    *"лістапада снежня mäerz maerz abrëll abrell mee".split(),
    *"জানুয়ারি জানুয়ারী ফেব্রুয়ারি ফেব্রুয়ারী মার্চ এপ্রিল মে জুন জুলাই আগস্ট".split(),
    *"সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর जनवरी फ़रवरी फरवरी मार्च अप्रैल मई जून".split(),
    *"जुलाई अगस्त सितंबर सितम्बर अक्टूबर नवंबर नवम्बर दिसंबर दिसम्बर جنوری فروری".split(),
    *"مارچ اپریل مئی جون جولائی اگست ستمبر نومبر دسمبر ژانویه فوریه آوریل".split(),
    *"ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر pebrero marso hunyo hulyo".split(),
    *"setyembre oktubre nobyembre disyembre machi aprili agosti septemba oktoba".split(),
    *"novemba desemba ionawr chwefror mawrth ebrill mehefin gorffennaf awst medi".split(),
    *"hydref tachwedd rhagfyr".split(),
    # Hebrew, as named and "in" the month ("12 במרץ 1985")
    *(f"{prefix}{month}" for prefix in ("", "ב") for month in _HEBREW_MONTHS.split()),
    # Thai (its years often of the Buddhist era: "7 เมษายน 2524" is 7 April 1981)
    *"มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน".split(),
    *"ตุลาคม พฤศจิกายน ธันวาคม".split(),
)
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
    # French, Spanish, Portuguese and German names the English ones do not already cover
    r"|janvier|f[ée]vrier|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre"
    r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre"
    r"|noviembre|diciembre|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro"
    r"|novembro|dezembro|januar|februar|m[äa]rz|juni|juli|oktober|dezember)\.?"
)
# every form of `_MONTHS_ABROAD`, as written and as the normalizer reads it ("Μαΐου" as
# "maΐou"): a word in a date of `_DATE_ABROAD` must be one of them
_MONTH_FORMS: Final = frozenset(f for m in _MONTHS_ABROAD for f in read_forms(m))
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th|(?<=1)er)?"  # "1er février"
_NUMBER_WORD = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy"
    r"|eighty|ninety)\b"
)


_BIRTH_WORDS = ("born", "dob", "d.o.b", "birth")
# the first letters of every month name `_MONTH` knows: a pattern with a month name runs
# only when one of them is in the message
_MONTH_STEMS = (
    *("jan", "feb", "fév", "fev", "mar", "mär", "apr", "avr", "abr", "may", "mai", "jun"),
    *("jui", "jul", "aug", "aoû", "aou", "ago", "sep", "set", "oct", "okt", "out", "nov"),
    *("dec", "déc", "dic", "dez", "ene"),
)
# a day, a month of any language and a year: "20 Μαΐου 1956", "15 aprilie 2000", "27 de
# junho de 1970", "7 เมษายน 2524" (a Thai year, of the Buddhist era) (the month is any word
# here, and `validate` holds it to `_MONTH_FORMS`: one alternation of four hundred names cost
# every message more than the rest of the patterns)
_DATE_ABROAD = (
    rf"\b{_DAY}\.?(?:\s+(?:de|ta['’]))?\s+(?P<month>[^\W\d_]+)\.?,?\s+(?:de\s+)?"
    r"(?:19|20|25)\d{2}\b"
)
# "1985. március 12.": Hungarian writes the year first, with a dot, then the month and the day
_YEAR_FIRST = rf"\b(?:19|20)\d{{2}}\.\s+(?P<month>[^\W\d_]+)\s+{_DAY}\b\.?"
# "1983 m. vasario 11 d.": Lithuanian writes the year ("metai") first, then the month and the
# day ("diena"); the day's "d." stays outside the date
_LITHUANIAN = rf"\b(?:19|20)\d{{2}}\s*m\.\s+(?P<month>[^\W\d_]+)\s+{_DAY}\b(?=\s*d\.)"
# "1990. gada 14. jūnijā": Latvian writes the year ("gads") first, then the day and the month
_LATVIAN = rf"\b(?:19|20)\d{{2}}\.\s+(?:gada|g\.)\s+{_DAY}\.\s+(?P<month>[^\W\d_]+)"
# "12-mart 1995", "1995-yil 12-mart": Uzbek joins the day to its month with a hyphen
_HYPHENED = (
    rf"\b(?:(?:19|20)\d{{2}}-(?:yil|йил)\s+{_DAY}-(?P<month>[^\W\d_]+)"
    rf"|{_DAY}-(?P<month>[^\W\d_]+),?\s+(?:19|20)\d{{2}})\b"
)
# "ngày 28 tháng 1 năm 2002", "28 tháng 1, 2002": a Vietnamese date names its month by number
# (typed without its marks too: "ngay 28 thang 1 nam 2002")
_VIETNAMESE = (
    r"\b(?:ng[àa]y\s+)?(?:[12]\d|3[01]|0?[1-9])\s+th[áa]ng\s+(?:1[0-2]|0?[1-9])"
    r"(?:,?\s+(?:n[ăa]m\s+)?\d{4})?\b"
)
# "1988년 5월 12일", "1988年5月12日": Korean, Japanese and Chinese write year, month and day,
# each with its mark; Japanese counts years by era too ("昭和63年5月12日", "平成元年")
_EAST_ASIAN = (
    r"(?<!\d)(?:(?:19|20)\d{2}|(?:大正|昭和|平成|令和)\s*(?:元|\d{1,2})|民國\s*\d{1,3})\s*[년年]\s*"
    r"(?:1[0-2]|0?[1-9])\s*[월月]\s*(?:[12]\d|3[01]|0?[1-9])\s*[일日]"
)
# the era's letter and its year, month and day with dots: "S63.5.12", "H2.3.15" (Shōwa, Heisei,
# Reiwa, Taishō)
_ERA_SHORT = r"(?<![\w.])[SHRT]\d{1,2}\.(?:1[0-2]|0?[1-9])\.(?:[12]\d|3[01]|0?[1-9])(?![\w.]|\.\d)"


class DateOfBirthRecognizer(PatternRecognizer):
    NAME = "date_of_birth"
    ENTITY = "DATE_OF_BIRTH"
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "the_day_of": _BIRTH_WORDS,
        "spoken": _BIRTH_WORDS,
        "compact": _BIRTH_WORDS,
        "numeric": DIGITS,
        "dotted_spaced": DIGITS,
        "iso": DIGITS,
        "day_month": _MONTH_STEMS,
        "month_day": _MONTH_STEMS,
        "day_month_short": _MONTH_STEMS,
        "mon_day_year": _MONTH_STEMS,
        "day_mon_year": _MONTH_STEMS,
        "vietnamese": ("tháng", "thang"),
        "east_asian": ("년", "年"),
        "era_short": DIGITS,
        "date_abroad": DIGITS,
        "year_first": DIGITS,
        "lithuanian": DIGITS,
        "latvian": DIGITS,
        "hyphened": DIGITS,
    }
    PATTERNS = (
        Pattern("numeric", r"\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b", 0.2),
        # "2. 4. 2003": a space after each dot (Croatian, Czech, Slovak, Slovene, German)
        Pattern("dotted_spaced", r"\b\d{1,2}\.[ \t]\d{1,2}\.[ \t](?:19|20)\d{2}\b", 0.2),
        Pattern("iso", r"\b(?:19|20)\d{2}(?P<mark>[-/.])\d{1,2}(?P=mark)\d{1,2}\b", 0.2),
        # "5 March 1980", "the 5th of March", "15. März 1980"
        Pattern(
            "day_month",
            rf"\b{_DAY}\.?(?:\s+of)?\s+{_MONTH}(?:,?\s+(?:\d{{4}}\b|['’]\d{{2}}\b))?(?!\w)",
            0.2,
        ),
        Pattern("date_abroad", _DATE_ABROAD, 0.2),
        Pattern("year_first", _YEAR_FIRST, 0.2),
        Pattern("lithuanian", _LITHUANIAN, 0.2),
        Pattern("latvian", _LATVIAN, 0.2),
        Pattern("hyphened", _HYPHENED, 0.2),
        Pattern("vietnamese", _VIETNAMESE, 0.2),
        Pattern("east_asian", _EAST_ASIAN, 0.2),
        Pattern("era_short", _ERA_SHORT, 0.2),
        # (a day is no year's first digits: "may 1988" is no "may 19")
        Pattern("month_day", rf"\b{_MONTH}\s+{_DAY}(?!\d)(?:,?\s+(?:\d{{4}}|['’]\d{{2}}))?", 0.2),
        Pattern("day_month_short", rf"\b{_DAY}\s+{_MONTH}\s+(?:\d{{2}}|['’]\d{{2}})\b", 0.2),
        Pattern("mon_day_year", rf"\b{_MONTH}[-/]{_DAY}[-/](?:\d{{4}}|\d{{2}})\b", 0.2),
        Pattern("day_mon_year", rf"\b{_DAY}[-/ ]{_MONTH}[-/ ](?:\d{{4}}|\d{{2}})\b", 0.2),
        # "DOB the 8th of march 1983": the article is part of the date after a birth cue
        Pattern(
            "the_day_of",
            r"\b(?:born|dob|d\.o\.b\.?|birth(?:day|date)?|date\s+of\s+birth)(?:\s+(?:is|was|on))*"
            rf"\s*:?\s*(?P<pii>the\s+{_DAY}(?:\s+of)?\s+{_MONTH}(?:,?\s+\d{{4}})?)\b",
            0.7,
        ),
        # "my date of birth is the nineteenth of september nineteen fifty one": a date read out
        Pattern(
            "spoken",
            r"\b(?:born|dob|d\.o\.b\.?|birth(?:day|date)?|date\s+of\s+birth)(?:\s+(?:is|was|on))*"
            rf"\s*:?\s*(?P<pii>(?:the\s+)?(?:(?!\band\b)(?:[a-z-]+|{_DAY})\s+){{0,4}}?{_MONTH}"
            # "two thousand and four": an "and" inside a year read out; or the year in digits
            # after a day read out ("twelve may 1988")
            rf"(?:(?:\s+(?:and\s+(?={_NUMBER_WORD}))?(?!and\b)[a-z-]+){{1,6}}|,?\s+\d{{4}}\b))",
            0.6,
        ),
        # "dob 101124", "born 131227": six or eight digits right after a birth cue
        Pattern(
            "compact",
            r"\b(?:born|dob|d\.o\.b\.?|birth(?:day|date)?(?:\s+is)?|date\s+of\s+birth(?:\s+is)?)"
            r"(?:\s+(?:is|was))?\s*(?:on\s+|:\s*)?(?P<pii>\d{6}|\d{8})\b",
            0.6,
        ),
    )
    CONTEXT = (
        "born", "birth", "birthday", "dob", "d.o.b", "birthdate", "geburtsdatum", "geboren",
        "naissance", "nacimiento", "nascita", "nascimento", "geboortedatum", "geb", "né", "née",
        "nacido", "nacida", "nascido", "nascida", "nací", "naci", "nació", "nacio", "nasci",
        "nasceu", "nato il", "nata il", "nato a", "nata a", "nato nel", "nata nel",
        "nacque", "nac",
        # the birth words of the other languages customers write in (a phrase where the word
        # alone means more: Vietnamese "sinh" is also in "vệ sinh", cleaning)
        "lahir", "ngày sinh", "năm sinh", "ngay sinh", "nam sinh", "sinh ngày", "sinh ngay",
        "kapanganakan", "ipinanganak", "kaarawan", "nașterii", "nasterii", "naștere", "nastere",
        "γέννησης", "γεννησης", "doğum", "dogum", "syntymäaika", "syntynyt", "fødselsdato",
        "født", "fodt", "födelsedatum", "född", "urodzenia", "urodzony", "urodzona",
        "narození", "narozeni", "narozen", "narozena", "narodenia", "születési", "született",
        "rođenja", "rodjenja", "rođen", "rojstva", "naixement", "الميلاد",
        "rojstni", "rojena", "rojen", "рождения", "народження", "раждане", "роден", "родена",
        "rajdane", "razhdane", "לידה", "נולד", "נולדה", "נולדתי", "sünniaeg", "sünnikuupäev",
        "sündinud", "sündis", "twelid", "twelidt", "amavuko", "yavutse", "navutse", "kuzaliwa",
        "alizaliwa", "nilizaliwa", "생년월일", "생일", "출생", "生年月日", "出生日期", "出生",
        "誕生日", "วันเกิด", "เกิด",
        # Lithuanian, Serbian in Cyrillic, Ukrainian, Kazakh, Albanian, Icelandic
        "gimimo", "gimęs", "gimes", "gimusi", "gimiau", "рођења", "рођен", "рођена",
        "народився", "народилася", "туған", "туылған", "datëlindja", "datelindja",
        "fæðingardagur", "faedingardagur", "fæddur", "fædd",
        # Latvian, Georgian and Armenian (in their scripts and typed in Latin letters), Slovak,
        # Luxembourgish, Bengali, Hindi, Urdu, Persian, Uzbek (Latin and Cyrillic), Azerbaijani,
        # Belarusian, Russian verbs, Arabic "born (in)", Welsh
        "dzimšanas", "dzimsanas", "dzimis", "dzimusi", "dzim", "დაბადების", "დავიბადე",
        "dabadebis", "davibade", "ծննդյան", "ծնվել", "tsnndyan", "cnndyan", "tsnvel",
        "narodený", "narodeny", "narodená", "narodena", "nar", "gebuertsdatum", "gebuer",
        "gebuertsdag", "জন্ম", "জন্মতারিখ", "jonmo", "jonmotarikh", "जन्म", "janm", "janam",
        "پیدائش", "تولد", "tugʻilgan", "tug'ilgan", "tug‘ilgan", "tugilgan", "туғилган",
        "нараджэння", "нарадзіўся", "родился", "родилась", "مواليد", "mawalid",
        "geni",
    )  # fmt: skip
    FLAGS: ClassVar[int] = regex.IGNORECASE

    def validate(self, value: str) -> bool | None:
        month = _MONTH_WORD.search(value)
        if month is not None and _MONTH_ONLY.fullmatch(month.group()) is None:
            # a date of `_DATE_ABROAD`: its word must be a month of another language
            return None if month.group().lower() in _MONTH_FORMS else False
        return None


# the month word of a `_DATE_ABROAD` date: a word after the day (and "de"), before a year
_MONTH_WORD: Final = regex.compile(
    r"(?<=^\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:(?:de|ta['’])\s+)?)[^\W\d_]+"
    r"(?=\.?,?\s+(?:de\s+)?\d{4}$)"
    # or of a `_YEAR_FIRST` one, or of a `_LITHUANIAN` one
    r"|(?<=^\d{4}\.\s+)[^\W\d_]+(?=\s+\d{1,2}\.?$)"
    r"|(?<=^\d{4}\s*m\.\s+)[^\W\d_]+(?=\s+\d{1,2}$)"
    # or of a `_LATVIAN` one, or of a `_HYPHENED` one
    r"|(?<=^\d{4}\.\s+(?:gada|g\.)\s+\d{1,2}\.\s+)[^\W\d_]+$"
    r"|(?<=^(?:\d{4}-\w+\s+)?\d{1,2}-)[^\W\d_]+(?=$|,?\s+\d{4}$)",
    regex.IGNORECASE,
)
_MONTH_ONLY: Final = regex.compile(_MONTH, regex.IGNORECASE)
