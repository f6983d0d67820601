"""Names introduced in Chinese, Japanese, Korean and Arabic running text, where no capital
shows a name (and Chinese and Japanese write no space around one), are redacted; the words
those languages put in the same places for roles and things are not."""

from __future__ import annotations

import pytest

from discreet.redaction import Redactor

from .conftest import spans


def _persons(redactor: Redactor, text: str) -> list[str]:
    return [covered for entity, covered in spans(redactor, text) if entity == "PERSON"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # Chinese: "my name is", "I am" before a surname, a surname before "Mr" / "Ms"
        ("我叫王小明，我的订单还没到", "王小明"),
        ("我叫李明我想退货", "李明"),
        ("我的名字是张伟，电话在订单里", "张伟"),
        ("我是李娜，我的订单没到", "李娜"),
        ("请转告王先生我明天到", "王"),
        ("麻烦联系欧阳娜娜女士", "欧阳娜娜"),
        # Japanese: "と申します", "様", "さん", a sentence's "です", a name in katakana
        ("お世話になっております。佐藤花子と申します。", "佐藤花子"),
        ("山田太郎です。注文がまだ届いていません。", "山田太郎"),
        ("担当の鈴木様にお伝えください", "鈴木"),
        ("高橋さんから電話がありました", "高橋"),
        ("スミス様、お問い合わせありがとうございます", "スミス"),
        # Korean: "저는 ... 입니다", "제 이름은", a sentence's "입니다", "님"
        ("저는 김민수입니다. 환불해 주세요", "김민수"),
        ("김민수입니다. 주문이 안 왔어요", "김민수"),
        ("제 이름은 이서연이고 환불 원해요", "이서연"),
        ("박지영님 안녕하세요", "박지영"),
        ("남궁민수 씨에게 전달해 주세요", "남궁민수"),
        # Arabic: "اسمي", a title, a sign-off, "أنا" before a given name
        ("اسمي أحمد حسن وأريد استرداد المبلغ", "أحمد حسن"),
        ("اسمي هو محمد علي ولدي مشكلة", "محمد علي"),
        ("السيدة مريم يوسف طلبت استرداد", "مريم يوسف"),
        ("شكرا لكم.\nمع تحياتي،\nخالد عبد الله", "خالد عبد الله"),
        ("مرحبا، أنا فاطمة الزهراء، رقم الطلب 55123", "فاطمة الزهراء"),
        # Persian, Urdu, Hindi, Hebrew, Thai
        ("اسم من علی رضایی است", "علی رضایی"),
        ("میرا نام احمد خان ہے", "احمد خان"),
        ("मेरा नाम राहुल शर्मा है और मेरा ऑर्डर नहीं आया", "राहुल शर्मा"),
        ("नमस्ते, मैं प्रिया वर्मा बोल रही हूँ", "प्रिया वर्मा"),
        ("שמי דוד כהן ואני רוצה החזר", "דוד כהן"),
        ("שלום, קוראים לי מיכל לוי", "מיכל לוי"),
        ("ผมชื่อสมชาย ใจดี ครับ", "สมชาย ใจดี"),
        ("สวัสดีค่ะ ดิฉันชื่อ สุดา รักไทย", "สุดา รักไทย"),
        # a line that is only a name, after a closing line
        ("届いていません。\nよろしくお願いいたします。\n山田 太郎", "山田 太郎"),
        ("以上、よろしくお願いします。\n田中花子", "田中花子"),
        ("订单还没到。谢谢！\n张伟", "张伟"),
        ("환불 부탁드립니다. 감사합니다.\n박지영", "박지영"),
        # a surname and a given name in Han with a space between them, whatever the surname:
        # closing the message, before "です" where a sentence begins, before "様"
        ("届いていません。\n長谷川 健", "長谷川 健"),
        ("Thanks for the help, 長谷川 健", "長谷川 健"),
        ("Regards — 小笠原 真由美", "小笠原 真由美"),
        ("お世話になっております。長谷川 健です。注文が届きません。", "長谷川 健"),
        ("長谷川 健様にお伝えください", "長谷川 健"),
        # two or three Arabic words that end the message on their own line or after a dash
        ("الطلب لم يصل بعد.\nأحمد حسن", "أحمد حسن"),
        ("الطلب لم يصل بعد - مريم يوسف", "مريم يوسف"),
        # Cantonese "I am"; Hebrew "I am", "this is" and Arabic "with you" (speaking) before a
        # common given name
        ("你好，我係陳美玲，想問下個藥幾時到", "陳美玲"),
        ("אני דנה לוי, רציתי לשאול על המשלוח", "דנה לוי"),
        ("זו מיכל כהן מהסניף", "מיכל כהן"),
        ("אני יעל גם רוצה לדעת", "יעל"),
        ("معك أحمد الكعبي، كيف أساعدك", "أحمد الكعبي"),
    ],
)
def test_a_name_said_in_another_script_is_redacted(
    redactor: Redactor, text: str, name: str
) -> None:
    assert name in _persons(redactor, text), spans(redactor, text)


@pytest.mark.parametrize(
    "text",
    [
        "我是学生，我想退货",  # "I am a student"
        "本人已经付款了",  # "I have already paid"
        "各位先生女士，您好",  # "ladies and gentlemen"
        "お客様の注文番号は12345です",  # "the customer's"
        "ユーザー様のアカウントが停止されました",  # "the user's"
        "小林製薬です。お問い合わせありがとうございます",  # a firm named after its founder
        "中村屋さんで買いました",
        "鈴木自動車様",
        "関係者様へ",  # "to whom it may concern"
        "東京です。配送先を変更したいです",  # "It's Tokyo."
        "저는 고객입니다",  # "I am a customer"
        "저는 이번에 환불을 요청합니다",  # "this time I ask for a refund"
        "고객님 주문이 취소되었습니다",  # "dear customer"
        "기사님이 안 오셨어요",  # "the driver"
        "박사님께 문의했습니다",  # "the doctor"
        "أنا أريد استرداد المبلغ",  # "I want a refund"
        "أنا عميل منذ سنوات",  # "I have been a customer for years"
        "よろしくお願いいたします。\n株式会社サンプル",  # a company signs
        "谢谢！\n客服中心",  # "customer service centre"
        "감사합니다.\n고객님",  # "dear customer"
        "मैं बहुत परेशान हूँ",  # "I am very upset"
        "मैं आपका ग्राहक हूँ",  # "I am your customer"
        "אני רוצה החזר",  # "I want a refund"
        "זה לא הגיע עדיין",  # "it has not arrived yet"
        "我係學生，想退貨",  # "I am a student" (Cantonese)
        "معك حق، الطلب متأخر",  # "you are right, the order is late"
        "ชื่อสินค้า iPhone 15",  # "product name"
        "من مشتری شما هستم",  # "I am your customer"
        "返品 送料",  # keywords: "returns shipping"
        "配送先は 東京 新宿",  # a sentence goes on before them: places
        "返品について\n送料 無料",  # "free shipping": no sentence ends above it
        "الطلب لم يصل بعد.\nشكرا جزيلا",  # "thanks a lot"
        "الطلب لم يصل بعد.\nفي انتظار ردكم",  # "awaiting your reply"
        "مرحبا\nالطلب متأخر",  # "the order is late": a given name takes no article
    ],
)
def test_roles_and_phrases_in_the_same_places_are_not_names(redactor: Redactor, text: str) -> None:
    assert _persons(redactor, text) == [], spans(redactor, text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("مرحبا، أنا mostafa hassan، عندي مشكلة في الدفع", "mostafa hassan"),
        ("お問い合わせです。Tanaka Hanako、よろしく", "Tanaka Hanako"),
    ],
)
def test_a_name_ends_before_the_punctuation_of_another_script(
    redactor: Redactor, text: str, name: str
) -> None:
    assert name in _persons(redactor, text), spans(redactor, text)
