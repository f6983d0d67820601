"""Names in scripts without capitals, found by how Chinese, Japanese, Korean, Arabic, Persian,
Urdu, Hindi, Hebrew and Thai introduce, address and sign them.

A form's label ("氏名：", "이름:", "الاسم:") is `NameCueRecognizer`'s; these are the phrases
of running text, where no capital letter shows a name and Chinese and Japanese write no
space around one:

- **Chinese**: after "我叫", "我的名字是/叫" or "本人叫/是", two or three characters; after "我是",
  the same when the first is a common surname ("我是王小明", not "我是学生"); a surname and at
  most two characters before "先生", "女士", "小姐" ("王先生", "李小红女士").
- **Japanese**: a common surname, with at most three characters of a given name, before
  "と申します", "と言います", "様", "さん", "氏" or "殿" ("佐藤花子と申します", "鈴木様"), or
  before "です" where a message or sentence begins ("山田太郎です。"); a name in katakana
  before "様", "さん" or "氏" ("スミス様"), unless it is a role ("ユーザー様").
- **Korean**: a name of two to four syllables led by a common surname, after "저는" or "제
  이름은" ("저는 김민수입니다"), before "입니다" where a message or sentence begins
  ("김민수입니다."), or of three syllables before "님" or "씨" ("박지영님"), unless it is a
  role led by a surname's syllable ("고객님", "기사님", "박사님").
- **Hindi, Hebrew, Thai**: after "मेरा नाम" or "मैं ... बोल रहा/रही", "שמי" or "קוראים לי",
  a speaker's pronoun with "ชื่อ" ("ผมชื่อสมชาย ใจดี ครับ", the polite word left out).
- **Arabic** (and Persian's "اسم من", Urdu's "میرا نام"): two words (three when the third
  is a family name with "ال", and "عبد", "بن", "أبو" joining two) after "اسمي" (my name),
  a title ("السيد", "السيدة", "الأستاذ", "الدكتور" ...), a sign-off line ("مع تحياتي") or
  "أنا" (I am) before a common given name, stopping at punctuation, at a word joined to
  "و" (and) and at a word that is no name ("في", "رقم", "أريد" ...).

A line that is only such a name (a listed surname and a given name) after a closing line
("よろしくお願いいたします。", "以上", "谢谢", "감사합니다") signs the message. So does, whatever
the surname, a name in Han written with a space between surname and given name ("長谷川 健":
Chinese and Japanese put no space between words) on the message's last line under a line
that ends a sentence, after a dash or after text in Latin letters ("Thanks, 長谷川 健"); the
same shape is a name before "です" where a sentence begins and before "様" or "さん". Two or
three Arabic words that end the message on a line or after a dash of their own are a
signature, unless one of them is a word of the closing ("شكرا جزيلا", "في انتظار ردكم") or
the first takes the article ("الطلب متأخر": a sentence).

The surname lists are the most common ones of each language, so a Chinese, Japanese or Korean
name whose surname is on none of them is found only after "我叫" or "我的名字是". A finding's
explanation names its language ("chinese", "japanese", "korean", "arabic", "hindi", "hebrew",
"thai"), "signed" or "spaced".
"""

from __future__ import annotations

from typing import ClassVar, Final

import regex
from spacy.lang.he.stop_words import STOP_WORDS as _HEBREW_STOP_WORDS

from discreet.redaction.model import Finding
from discreet.redaction.recognizers.base import Deadline, Recognizer, finditer

__all__ = ["ScriptNameRecognizer"]

_CHINESE_SURNAMES: Final = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
    "龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞"
    "左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕"
    "屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧"
    "闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"
    "張劉陳楊黃趙吳孫馬鄭謝韓馮鄧蔣蘇呂盧鍾譚陸賈韋鄒龍陶賀顧龔錢嚴湯溫齊喬倪聶魯"
)
_CHINESE_DOUBLE_SURNAMES: Final = (
    "欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "慕容", "令狐", "夏侯", "尉迟", "公孙",
    "长孙", "歐陽", "司馬", "諸葛", "東方",
)  # fmt: skip
_JAPANESE_SURNAMES: Final = (
    *("佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "渡邉", "渡部", "山本", "中村", "小林"),
    *("加藤", "吉田", "山田", "佐々木", "山口", "松本", "井上", "木村", "林", "斎藤", "斉藤"),
    *("清水", "山崎", "森", "池田", "橋本", "阿部", "石川", "山下", "中島", "石井", "小川"),
    *("前田", "岡田", "長谷川", "藤田", "後藤", "近藤", "村上", "遠藤", "青木", "坂本", "福田"),
    *("太田", "西村", "藤井", "金子", "岡本", "藤原", "中野", "三浦", "原田", "中川", "松田"),
    *("竹内", "小野", "田村", "中山", "和田", "石田", "森田", "上田", "内田", "柴田"),
    *("酒井", "宮崎", "横山", "高木", "安藤", "宮本", "大野", "小島", "谷口", "今井", "工藤"),
    *("高田", "増田", "丸山", "杉山", "村田", "大塚", "新井", "小山", "平野", "藤本", "河野"),
    *("上野", "野口", "武田", "松井", "千葉", "岩崎", "菅原", "木下", "久保", "佐野", "野村"),
    *("松尾", "市川", "菊地", "杉本", "古川", "大西", "島田", "水野", "桜井", "高野", "吉川"),
    *("山内", "西田", "飯田", "菊池", "西川", "小松", "北村", "安田", "五十嵐", "川口", "平田"),
    *("中田", "久保田", "服部", "岩田", "土屋", "川崎", "福島", "本田", "辻"),
    *("樋口", "秋山", "田口", "永井", "山中", "中西", "吉村", "川上", "石原", "大橋", "松岡"),
    *("馬場", "浅野", "荒木", "大久保", "野田", "小池", "宮田", "星野", "大石", "片山", "桑原"),
    *("堀", "望月", "内藤", "早川", "岡崎", "須藤", "高山", "北川", "畑", "熊谷", "宮下"),
    *("大谷", "黒田", "尾崎", "永田", "松下", "川村", "大竹", "平井", "田辺", "堤", "安部"),
)
_KOREAN_SURNAMES: Final = (
    "김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진지엄채원"
    "천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부가복태목"
    "형계피두감음빈동온호범좌팽승간상갈"
)
_KOREAN_DOUBLE_SURNAMES: Final = ("남궁", "황보", "제갈", "선우", "독고", "사공", "서문")
# words led by a surname's syllable that name a role before "님" or "씨", not a person
_KOREAN_ROLES: Final = frozenset(
    """고객 기사 사장 선생 부장 이사 원장 소장 주임 박사 변호사 간호사 상담사 도련 사모 주인
    어머 고객센터 기장 반장 부모 신부 목사 교장 회장 차장 실장 팀장 전무 상무 계장 조교 조장
    감독 공주 왕자 장모 장인 사위 손자 손녀 조카 고모 이모 선배 후배 사원 대리 강사 위원
    위원장 시장 도지사 천사 구독자 유저 조합원 주민 회원 성도 형제 자매 기자 작가 배우 가수
    하객 방문자 사용자 구매자 판매자 임차인 임대인 보호자 환자 손님 고객사 상담원 직원
    배송기사 택배기사 매니저 주주 조상 선조 신랑 신부님 주부 고등학생 공무원 사업자 한국인
    신입 신규 부자 이것 이거 이건 이번 이분 이쪽 고등학교""".split()
)
# what ends a Japanese firm's name that begins with a surname ("小林製薬", "鈴木自動車", "中村屋")
_JAPANESE_FIRMS: Final = (
    *("製薬", "商事", "電機", "電器", "自動車", "工業", "建設", "銀行", "産業", "物産", "商店"),
    *("運輸", "不動産", "証券", "保険", "製作所", "興業", "屋", "堂", "店", "社", "園", "館"),
)
# katakana words for roles before "様" or "さん": "ユーザー様", "オーナー様", "ドライバーさん"
_KATAKANA_ROLES: Final = frozenset(
    """ユーザー オーナー メンバー ゲスト スタッフ ドライバー ホスト カスタマー クライアント
    ドクター サポート マネージャー リーダー オペレーター パートナー ファン プレイヤー
    バイヤー セラー ホテル ショップ チーム サロン ベビー キッズ シェフ ママ パパ""".split()
)
_ARABIC_NOT_NAMES: Final = frozenset(
    """في من على عن إلى الى رقم طلب طلبي مع هو هي أريد اريد لدي عندي لم لا ما هل قد تم كان
    أنا انا نحن هذا هذه ذلك التي الذي وقد ثم أو او بعد قبل منذ حتى عند لكن كل بخصوص بشأن
    العميل عميل الطلب الحساب حسابي الدفع الشحن المبلغ استرداد شكرا شكراً مرحبا اهلا أهلا
    السلام عليكم صباح مساء الخير النور خدمة العملاء الدعم فريق قسم
    شكرًا وشكرا وشكراً جزيلا جزيل الشكر تحياتي والسلام السلامة سلام جزاكم جزاك خيرا
    ردكم ردك بانتظار انتظار ولكم لكم لو سمحت سمحتم فضلك أرجو ارجو الرد بسرعة عاجل ضروري جدا
    مشكورين يعطيكم العافية ممنون متشکرم سپاس شکریہ خدا حافظ
    است هستم ہے ہوں ہیں اور""".split()
)
# common given names: after "أنا" (I am), which mostly says something else ("أنا أريد")
_ARABIC_GIVEN_NAMES: Final = tuple(
    """محمد أحمد محمود مصطفى علي عمر عمرو خالد يوسف إبراهيم ابراهيم حسن حسين عبدالله طارق
    كريم سامي سمير هشام وليد ياسر ياسين سعيد سعد فهد فيصل ماجد مازن نبيل نادر هاني رامي زياد
    زيد أيمن ايمن إسماعيل اسماعيل مراد منير جمال كمال عادل عماد رضا صالح سليمان سلمان بلال
    حمزة أنس انس معاذ عثمان فاطمة عائشة مريم زينب نور نورا نورة سارة ساره هدى منى ليلى سلمى
    رنا رانيا دينا ريم هند أمل امل آمنة خديجة سمية سعاد ياسمين إيمان ايمان أسماء اسماء نادية
    هبة شيماء مروة دعاء ندى لينا جنى""".split()
)
_ARABIC_JOINERS: Final = ("عبد", "بن", "بنت", "ابن", "أبو", "ابو", "آل", "ال")


def _longest_first(words: tuple[str, ...]) -> str:
    """One group alternating `words`, the longest first (so "佐々木" is not read "佐")."""
    return "(?:" + "|".join(sorted(words, key=len, reverse=True)) + ")"


_HAN: Final = r"\p{Han}"
_CHINESE_SURNAME: Final = rf"(?:{'|'.join(_CHINESE_DOUBLE_SURNAMES)}|[{_CHINESE_SURNAMES}])"
# characters that begin the rest of a sentence after a name written without a space
# ("我叫李明我想退货", "张伟订了"): the name is two characters, not three
_CHINESE_GOES_ON: Final = frozenset(
    "我的想要在是今昨刚已订买有没了从住电手请和跟与给对把被也都就还"
)
_CHINESE: Final = regex.compile(
    rf"(?:我叫|我的名字(?:是|叫)|本人(?:叫|是))[ \t]*(?P<run>{_HAN}{{2,}})"
    rf"|我(?:是|係)[ \t]*(?P<run>{_CHINESE_SURNAME}{_HAN}+)"
    rf"|(?P<name>{_CHINESE_SURNAME}{_HAN}{{0,2}}?)(?:先生|女士|小姐)"
    # the word for whose an account, a parcel or a card is ("戶名：林小華", "收件人
    # 王伟"), and a name signing with "敬上" (respectfully) on its line ("林小華 敬上")
    rf"|(?:[戶户]名|收件人|收[貨货]人|[聯联][絡络]人|持卡人|[帳账][戶户]名[稱称]?)"
    rf"[ \t]*(?:[:：]|是)?[ \t]*(?P<run>{_CHINESE_SURNAME}{_HAN}+)"
    rf"|(?<!{_HAN})(?P<name>{_CHINESE_SURNAME}{_HAN}{{1,2}})[ \t]*(?:敬上|謹上|谨上|拜上)"
)
_JAPANESE_NAME: Final = _longest_first(_JAPANESE_SURNAMES)
_JAPANESE_LONG: Final = _longest_first(tuple(n for n in _JAPANESE_SURNAMES if len(n) > 1))
# where a message or sentence begins, or after a greeting (the normalizer reads "。" as ".")
_SENTENCE_START: Final = (
    r"(?:^|(?<=[。．.！!？?\n]\s*)"
    r"|(?<=(?:こんにちは|はじめまして|お世話になっております|お疲れ様です)[。、,.]?\s*))"
)
_JAPANESE: Final = regex.compile(
    rf"(?<!{_HAN})(?P<name>{_JAPANESE_NAME}[ \t　]?{_HAN}{{0,3}}?)"
    rf"(?:と申します|と申し|と言います|と いいます|様|さん|氏|殿)"
    rf"|{_SENTENCE_START}(?P<name>{_JAPANESE_LONG}[ \t　]?{_HAN}{{0,3}}?)です"
    r"|(?<!\p{Katakana})(?P<kana>\p{Katakana}[\p{Katakana}ー]+(?:[・･][\p{Katakana}ー]+)?)"
    r"(?:様|さん|氏)",
    regex.MULTILINE,
)
_KOREAN_SURNAME: Final = rf"(?:{'|'.join(_KOREAN_DOUBLE_SURNAMES)}|[{_KOREAN_SURNAMES}])"
_KOREAN_NAME: Final = rf"{_KOREAN_SURNAME}\p{{Hangul}}{{1,2}}"
_KOREAN_COPULA: Final = r"(?:입니다|이에요|예요|이라고|라고|이고|이며|이구요)"
_KOREAN: Final = regex.compile(
    rf"저는[ \t]*(?P<name>{_KOREAN_NAME})(?=[ \t]*{_KOREAN_COPULA})"
    rf"|제[ \t]*이름은[ \t]*(?P<name>{_KOREAN_NAME})(?=[ \t]*{_KOREAN_COPULA}|[ \t.,!]|$)"
    rf"|(?:^|(?<=[.!?\n][ \t]*)|(?<=안녕하세요[.,!]?[ \t]*))(?P<name>{_KOREAN_NAME})"
    rf"(?={_KOREAN_COPULA})"
    rf"|(?<!\p{{Hangul}})(?P<name>{_KOREAN_SURNAME}\p{{Hangul}}{{2}})"
    r"(?=[ \t]?(?:님|씨(?!앗|름|족)))",
    regex.MULTILINE,
)
# a closing line, then a line that is only a name ("よろしくお願いいたします。\n山田 太郎",
# "谢谢！\n张伟", "감사합니다.\n김민수")
_CJK_SIGN_OFF: Final = regex.compile(
    r"(?:よろしくお願い(?:いた|致)?します|よろしくお願い申し上げます|以上(?:です)?|谢谢|謝謝"
    r"|此致敬礼|此致|祝好|敬上|감사합니다|고맙습니다)[。．.！!、,]*[ \t]*\n[ \t]*"
    r"(?P<name>[^\n]{2,10}?)[ \t]*$",
    regex.MULTILINE,
)
_CJK_SIGNED_NAME: Final = regex.compile(
    rf"{_JAPANESE_NAME}[ \t　]?(?:\p{{Han}}{{1,3}}|\p{{Hiragana}}{{2,4}})"
    rf"|{_CHINESE_SURNAME}\p{{Han}}{{1,2}}|{_KOREAN_NAME}"
)
# Chinese and Japanese write no space between words, but many put one between a surname and
# a given name ("長谷川 健", "王 小明"): two short runs of Han with one space between them, where
# a sentence begins before "です" or "と申します", before "様" or "さん", or closing the message
# on a line or after a dash of its own, or after text in another script ("Thanks, 長谷川 健")
_SPACED_HAN: Final = r"\p{Han}{1,3}[ 　]\p{Han}{1,3}"
_SPACED_HAN_NAME: Final = regex.compile(
    rf"{_SENTENCE_START}(?P<name>{_SPACED_HAN})(?=です|と申します|と申し|と言います)"
    rf"|(?<![\p{{Han}}\p{{Hiragana}}\p{{Katakana}}][ \t　]*)(?P<name>{_SPACED_HAN})"
    r"(?=[ \t　]?(?:様|さん))"
    r"|(?:(?<=(?:[。．.！!、,…]|敬具|以上|草々|拝|謹白|敬白)[ \t　]*\n)"
    r"|(?<=[\p{Latin}\d,.!?:;)][ \t]+)|(?<=[-–—―][ \t　]*))[ \t　]*"
    # (a name and "敬上", respectfully, are one word and a sign-off: the name is the first)
    rf"(?!\p{{Han}}{{1,3}}[ 　](?:敬上|謹上|谨上|拜上))(?P<name>{_SPACED_HAN})[ \t　。．.！!]*\Z",
    regex.MULTILINE,
)
_ARABIC_WORD: Final = regex.compile(r"[\p{Arabic}\p{M}]+")
_ARABIC_CUE: Final = regex.compile(
    r"(?:اسمي(?:[ \t]+هو)?|(?<!\p{Arabic})(?:اسم[ \t]+من|نام[ \t]+من|میرا[ \t]+نام)(?!\p{Arabic})"
    r"|(?<!\p{Arabic})(?:السيدة|السيد|الأستاذة|الأستاذ|الاستاذة|الاستاذ"
    r"|الدكتورة|الدكتور|المهندسة|المهندس|الآنسة|الانسة)(?!\p{Arabic})"
    r"|(?<!\p{Arabic})(?:أنا|انا|معك|معاك|معكم)(?=[ \t]+(?:"
    + "|".join(_ARABIC_GIVEN_NAMES)
    + r")(?!\p{Arabic}))"
    r"|(?:مع[ \t]+(?:خالص[ \t]+)?تحياتي|تحياتي|مع[ \t]+الشكر)[،,]?[ \t]*\n)[ \t]*"
)
# Hindi: "मेरा नाम राहुल शर्मा है", "मैं प्रिया वर्मा बोल रही हूँ"
_DEVANAGARI: Final = regex.compile(
    r"(?:मेरा|मेरी)[ \t]+नाम(?:[ \t]+है)?[ \t]+"
    r"(?P<name>\p{Devanagari}+(?:[ \t]+\p{Devanagari}+){0,2}?)"
    r"(?=[ \t]+(?:है|हूँ|हूं|और)|[ \t]*[,.।!?]|$)"
    r"|मैं[ \t]+(?P<name>\p{Devanagari}+(?:[ \t]+\p{Devanagari}+)?)[ \t]+बोल"
)
_NOT_HINDI_NAMES: Final = frozenset("आपका आपकी ग्राहक यहाँ यहां भी तो ही नहीं".split())
# common given names: after "אני" (I am), "זו" / "זה" (this is) or "כאן" (here), which mostly
# say something else ("אני רוצה", "זה לא הגיע")
_HEBREW_GIVEN_NAMES: Final = tuple(
    """דוד יוסף משה אברהם יצחק יעקב דניאל נועם אורי יונתן עומר עמית ליאור רועי יובל גיא עידו
    נדב אריאל אייל אורן אלון אסף תומר יואב שמעון חיים מיכאל נתן אהרון שלמה עמרי יהונתן אליה
    שרה רבקה רחל לאה נועה מאיה תמר יעל שירה מיכל אפרת הילה עדי רוני שני נויה אורית גלית איילת
    קרן ליאת מירב סיון דנה ענבל הדס אסנת עינת לימור מורן נטע טליה אביגיל חנה אסתר רותם ליה
    יהודית מרים דפנה אורלי סיגל רינת ליטל""".split()
)
# Hebrew: "שמי דוד כהן", "קוראים לי מיכל לוי", "השם שלי הוא", "אני דנה לוי", "זו מיכל כהן"
_HEBREW: Final = regex.compile(
    r"(?:(?:שמי|קוראים[ \t]+לי|(?:ה)?שם[ \t]+שלי(?:[ \t]+הוא)?)[ \t]+"
    r"|(?<!\p{Hebrew})(?:אני|זו|זה|כאן)[ \t]+(?=(?:"
    + "|".join(_HEBREW_GIVEN_NAMES)
    + r")(?!\p{Hebrew})))"
    r"(?P<name>\p{Hebrew}+(?:[ \t]+\p{Hebrew}+)?)"
)
# Thai: a speaker's pronoun and "ชื่อ" (name) before a given name and a surname, without the
# polite word that closes the sentence ("ผมชื่อสมชาย ใจดี ครับ")
_THAI: Final = regex.compile(
    r"(?:ผม|ดิฉัน|ฉัน|หนู|เรา|กระผม)[ \t]*ชื่อ[ \t]*(?P<name>\p{Thai}+(?:[ \t]+\p{Thai}+)?)"
)
_THAI_PARTICLE: Final = regex.compile(r"(?:ครับ|ค่ะ|คะ|นะ|จ้ะ|จ้า|ค่า)+$")
_ARABIC_STOP: Final = regex.compile(r"[،,.؟?!؛;:\n()]")
# a message's last line, or its words after a dash, that is two or three words and nothing
# else: a signature ("...\nأحمد حسن", "... - مريم يوسف")
_ARABIC_LAST_LINE: Final = regex.compile(
    r"(?:(?<=\S[^\n]*\n)|(?<=[-–—][ \t]*))[ \t]*"
    r"(?P<name>[\p{Arabic}\p{M}]+(?:[ \t]+[\p{Arabic}\p{M}]+){1,2})[ \t.!]*\Z"
)


# which scripts a message holds, so that each language's patterns run only where they can
_HAN_OR_KANA: Final = regex.compile(r"[\p{Han}\p{Katakana}]")
_HANGUL: Final = regex.compile(r"\p{Hangul}")
_ARABIC_LETTER: Final = regex.compile(r"\p{Arabic}")
_HINDI_HEBREW_THAI: Final = regex.compile(r"[\p{Devanagari}\p{Hebrew}\p{Thai}]")


def _a_korean_role(name: str) -> bool:
    """A role led by a surname's syllable, with or without the "님" after it ("고객님")."""
    return name in _KOREAN_ROLES or name.removesuffix("님") in _KOREAN_ROLES


class ScriptNameRecognizer(Recognizer):
    """Names introduced in Chinese, Japanese, Korean or Arabic (the module docstring)."""

    NAME: ClassVar[str] = "script_name"
    ENTITY: ClassVar[str] = "PERSON"

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        out: list[Finding] = []
        if text.isascii():
            return out
        if _HAN_OR_KANA.search(text):
            out += self._chinese(text, deadline) + self._japanese(text, deadline)
            out += [
                self._finding(m.start("name"), m.end("name"), 0.7, "spaced")
                for m in finditer(_SPACED_HAN_NAME, text, deadline)
            ]
        if "\n" in text:
            out += [
                self._finding(m.start("name"), m.end("name"), 0.75, "signed")
                for m in finditer(_CJK_SIGN_OFF, text, deadline)
                if _CJK_SIGNED_NAME.fullmatch(m.group("name"))
                and not _a_korean_role(m.group("name"))
            ]
        if _HANGUL.search(text):
            for m in finditer(_KOREAN, text, deadline):
                if not _a_korean_role(m.group("name")):
                    out.append(self._finding(m.start("name"), m.end("name"), 0.75, "korean"))
        if _ARABIC_LETTER.search(text):
            out += self._arabic(text, deadline)
        if _HINDI_HEBREW_THAI.search(text):
            out += self._hindi_hebrew_thai(text, deadline)
        return out

    def _hindi_hebrew_thai(self, text: str, deadline: Deadline) -> list[Finding]:
        out = []
        for m in finditer(_DEVANAGARI, text, deadline):
            if m.group("name").split()[0] not in _NOT_HINDI_NAMES:
                out.append(self._finding(m.start("name"), m.end("name"), 0.75, "hindi"))
        for m in finditer(_HEBREW, text, deadline):
            start, end = m.span("name")
            words = m.group("name").split()
            if len(words) == 2 and (words[1].startswith("ו") or words[1] in _HEBREW_STOP_WORDS):
                # "שמי דוד ואני": "and I" ends the name, as does a word of the sentence ("אני
                # דנה גם")
                end = start + len(words[0])
            out.append(self._finding(start, end, 0.75, "hebrew"))
        for m in finditer(_THAI, text, deadline):
            start, name = m.start("name"), m.group("name")
            words = name.split()
            if len(words) == 2 and _THAI_PARTICLE.fullmatch(words[1]):
                name = words[0]  # "สมชาย ครับ": the polite word is no surname
            name = _THAI_PARTICLE.sub("", name).rstrip()
            if name:
                out.append(self._finding(start, start + len(name), 0.75, "thai"))
        return out

    def _chinese(self, text: str, deadline: Deadline) -> list[Finding]:
        out = []
        for m in finditer(_CHINESE, text, deadline):
            if m.group("name"):
                start, end = m.span("name")
            else:
                start, run = m.start("run"), m.group("run")
                # two or three characters: three unless the third begins the sentence's rest
                length = 3 if len(run) >= 3 and run[2] not in _CHINESE_GOES_ON else 2
                if len(run) > 4 and length == 3 and run[3] not in _CHINESE_GOES_ON:
                    continue  # a phrase, not a name ("我是王府井店的")
                end = start + length
            out.append(self._finding(start, end, 0.75, "chinese"))
        return out

    def _japanese(self, text: str, deadline: Deadline) -> list[Finding]:
        out = []
        for m in finditer(_JAPANESE, text, deadline):
            group = "kana" if m.group("kana") else "name"
            if group == "kana" and m.group("kana") in _KATAKANA_ROLES:
                continue
            start, end = m.span(group)
            while end > start and text[end - 1] in " \t　":
                end -= 1
            if text[start:end].endswith(_JAPANESE_FIRMS):
                continue  # "小林製薬です", "中村屋さん": a firm named after its founder
            out.append(self._finding(start, end, 0.75, "japanese"))
        return out

    def _arabic(self, text: str, deadline: Deadline) -> list[Finding]:
        out = []
        for m in finditer(_ARABIC_CUE, text, deadline):
            stop = _ARABIC_STOP.search(text, m.end())
            limit = stop.start() if stop is not None else len(text)
            start = end = -1
            taken = 0
            for word in _ARABIC_WORD.finditer(text, m.end(), limit):
                value = word.group()
                gap = text[end if end >= 0 else m.end() : word.start()]
                if gap.strip() or value in _ARABIC_NOT_NAMES:
                    break
                if taken and value.startswith("و") and value not in ("وليد", "وائل", "وفاء"):
                    break  # "أحمد حسن وأريد": "and I want" ends the name
                if taken == 2 and not value.startswith("ال"):
                    break  # a third word is a family name ("الحسيني"), not a verb ("طلبت")
                if start < 0:
                    start = word.start()
                end = word.end()
                if value not in _ARABIC_JOINERS:
                    taken += 1
                if taken == 3:
                    break
            if start >= 0 and taken:
                out.append(self._finding(start, end, 0.75, "arabic"))
        for m in finditer(_ARABIC_LAST_LINE, text, deadline):
            words = m.group("name").split()
            # a given name takes no article: "الطلب متأخر" (the order is late) is a sentence
            if _ARABIC_NOT_NAMES.isdisjoint(words) and not words[0].startswith("ال"):
                out.append(self._finding(m.start("name"), m.end("name"), 0.7, "arabic"))
        return out
