"""Secrets a customer pastes (passwords, API keys, tokens, one-time codes) and bank details
(UK sort code with account number, US routing and account numbers).

A secret is personal data like any identifier: whoever reads it can act as the customer.
Passwords and one-time codes have no shape of their own, so they are found after their cue
words; API keys and tokens are also found by the prefixes their issuers give them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

import regex

from discreet.redaction.language import is_stop_word
from discreet.redaction.model import Finding
from discreet.redaction.recognizers.base import (
    DIGITS,
    UUID,
    Deadline,
    Pattern,
    PatternRecognizer,
    any_form_of,
    gate_words,
)
from discreet.redaction.recognizers.propn import is_everyday, is_past_participle

__all__ = ["BankAccountRecognizer", "SecretRecognizer"]

# "password", one-time and PIN codes and bank accounts named in Chinese, Japanese, Korean and
# Arabic, which glue their particle or colon to the name (each list makes its pattern and the
# words that gate it)
_PASSWORDS_CJK: Final = ("パスワード", "密码", "密碼", "비밀번호", "كلمة المرور", "كلمة السر")
_CODES_CJK: Final = (
    *("验证码", "驗證碼", "校验码", "動態碼", "暗証番号", "認証コード", "確認コード"),
    *("ワンタイムパスワード", "인증번호", "인증코드", "인증 코드", "비밀번호", "رمز التحقق"),
    *("رمز التأكيد", "الرمز السري"),
)
_ACCOUNTS_CJK: Final = (
    *("口座番号", "銀行口座", "口座", "银行账号", "银行账户", "账号", "账户", "帐号", "帳號"),
    *("帳戶", "رقم الحساب"),
)
# what a code said as what it is opens: "the gate is 4471#"
_GATES: Final = ("gate", "door", "keypad", "garage", "buzzer", "intercom")
# a value after a cue: a run of non-space characters, not ending in sentence punctuation
_VALUE = r"(?P<pii>[^\s,;\"'“”‘’]*[^\s,;.?:)\"'“”‘’])"
_TOKEN_VALUE = r"(?P<pii>(?=\S*\d)[^\s,;]{6,}[^\s,;.!?:)\"'])"  # noqa: S105 - a regex
# "password" in the other languages customers write in (Greek and Russian also as the
# normalizer reads them)
_PASSWORDS_ABROAD: Final = (
    *("parola", "contraseña", "contrasena", "senha", "mot de passe", "kennwort", "wachtwoord"),
    *("lösenord", "losenord", "passord", "adgangskode", "hasło", "haslo", "heslo", "jelszó"),
    *("jelszo", "şifre", "sifre", "şifrem", "sifrem", "salasana", "geslo", "lozinka"),
    *("kata sandi", "mật khẩu", "mat khau", "κωδικός", "κωδικος", "пароль"),
)
_PASSWORD_ABROAD = any_form_of(_PASSWORDS_ABROAD)
_CREDENTIAL_CUE = (
    r"\b(?:pa?s{1,2}w(?:o?r)?d|pass\s*(?:code|phrase|word)|pwd|pw|pin|pass(?=\s*[:=])"
    r"|(?:wi-?fi|wlan|wpa2?|network|router)\s+key)\b"
    r"(?:\s+(?:i|we|you|that|which)\s+(?:use|used|set|chose|typed|entered|have|had)"
    r"|\s+(?:for|on|to)\s+(?:the|my|your)\s+[\w-]+)?"
)
# a value with a letter or digit in it and a digit, a symbol or an inner capital
_CREDENTIAL_SHAPE = (
    r"(?P<pii>(?=[^\s,;]*[^\W_])(?=[^\s,;]*(?:\d|[^\w\s,;.?:'\"]|(?-i:[a-z][A-Z])))"
    r"[^\s,;\"'“”‘’]*[^\s,;.?:)\"'“”‘’])"
)
# codes that are no secret: "the error code is 5031", "the discount code was 2024"
_OTHER_CODES_BEFORE = (
    r"(?<!\b(?:error|status|discount|promo|promotional|voucher|gift|product|zip|post|postal|area"
    r"|country|dialling|dialing|sort|tracking|order|reference|qr|bar|source|colour|color|item"
    r"|style|fault|tax|currency|airport|branch|store|shop|swift|bic|iata"
    # a customs tariff's ("HS code is 8471.30", "commodity code: 0901 21")
    r"|hs|tariff|commodity|taric|customs|cn|hts)[ \t])"
)
# what is said about a password rather than what it is: "password is case sensitive", "my
# password reset link", "the password policy"
_ABOUT_IT = r"(?!(?:hint|reset|recovery|manager|change|policy|rules?|requirements?|case)\b)"
# digits, and a last group of capitals with a digit, or after a hyphen capitals alone ("7731-A9",
# "77 31 A9K"); "4471 OK" ends at its digits
_OTP_VALUE = (
    # a keypad's marks go with the digits: "*4821*", "4821#"
    r"(?P<pii>\*?\d(?:[ .-]?\d){3,7}"
    r"(?:[ -](?-i:(?=[A-Z]*\d)[A-Z0-9]{1,6}|(?<=-)[A-Z]{1,4})(?![\w-]))?[#*]?)(?!\d)"
)


# a sentence about logging in or a password, up to what someone tried in it
_TRIED_TO_LOG_IN = (
    r"\b(?:log(?:ged|ging)?[ \t]*(?:in|on)|login|sign(?:ed|ing)?[ \t]*in|pass(?:word|code))"
    r"\b[^.!?\n]{0,80}?\b(?:tried|trying|typed|entered)[ \t]+(?:both[ \t]+)?"
)
# a value of five characters or more that mixes letters and digits ("Fluffy123", "Blue2024x")
_MIXED_VALUE = r"(?P<pii>(?=[^\s,;]*\d)(?=[^\s,;]*[^\W\d_])[^\s,;\"'“”‘’]{5,}[^\s,;.?:)\"'“”‘’])"


# the words one of which every credential cue holds ("key" only after a wifi, network or
# router word: gated by those, not by "key", which most messages about keys and monkeys hold)
_PASSWORD_WORDS = ("pass", "pw", "pin", "psw", "wifi", "wi-fi", "wlan", "wpa", "network", "router")
_PASSWORD_ABROAD_WORDS = gate_words(_PASSWORDS_ABROAD)
_CODE_WORDS = ("code", "pin")
# "code" in other languages, after "SMS": "SMS cu codul 24426"
_CODE_ABROAD = any_form_of(
    (
        *("codul", "codigo", "código", "codice", "kod", "kodu", "kode", "koden", "koodi", "kód"),
        *("mã", "κωδικό", "κωδικο"),
    )
)


class SecretRecognizer(PatternRecognizer):
    NAME = "secret"
    ENTITY = "SECRET"
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "password_is": _PASSWORD_WORDS,
        "password_bare": _PASSWORD_WORDS,
        "passphrase": _PASSWORD_WORDS,
        "logged_in_with": ("log", "sign"),
        "tried_to_log_in": ("tried", "trying", "typed", "entered"),
        "network_key": ("key",),
        "seed_phrase": ("phrase", "words", "mnemonic"),
        "password_to": _PASSWORD_WORDS,
        "password_to_word": _PASSWORD_WORDS,
        "is_my_password": _PASSWORD_WORDS,
        "one_was": _PASSWORD_WORDS,
        "password_quoted": _PASSWORD_WORDS,
        "pin_digits": ("pin",),
        "card_security_code": ("cvv", "cvc", "cv2", "csc", "verification", "security"),
        "memorable_digits": ("memorable",),
        "gate_is": _GATES,
        "blik": ("blik",),
        "password_abroad_bare": _PASSWORD_ABROAD_WORDS,
        "one_time_abroad": ("code", "codi", "códi", "kode", "mã", "ma otp", "ma xac"),
        "password_cjk": gate_words(_PASSWORDS_CJK),
        "code_cjk": gate_words(_CODES_CJK),
        "pin_typed": ("pin", "passcode"),
        "password_later": ("pass",),
        "password_abroad": _PASSWORD_ABROAD_WORDS,
        "password_bracketed": ("pass",),
        "security_answer": ("memorable", "secret", "security", "atbilde", "odpove"),
        "claim_code": ("code", "código", "codigo"),
        "token_cue": ("api", "key", "secret", "token", "bearer", "auth"),
        "one_time_code": ("code",),
        "code_sent": ("code", "pin"),
        "code_was": ("code",),
        "with_code": _CODE_WORDS,
        "code_digits": _CODE_WORDS,
        "changed_it_to": ("changed", "reset", "updated", "set", "switched"),
        "porting_code": ("pac", "stac", "upc", "porting"),
        "esim_activation": ("lpa:",),
        "access_code": ("code", "pin"),
        "lock_combination": ("combination", "combo"),
        "keypad": ("keypad", "keycode", "safe", "box", "padlock", ":"),
        "wifi_value": ("wifi", "wi-fi"),
        "code_for_door": ("code",),
        "sms_said": ("sms", "text", "message"),
        "code_got": ("code",),
        "backup_code": ("backup", "recovery", "reset"),
        "code_word": ("backup", "recovery", "word", "door", "gate", "entry", "alarm", "access"),
        "code_then_sent": ("sent", "received", "texted", "emailed"),
        "otp_word": ("otp", "2fa", "tac"),
        "key_safe": ("safe", "box"),
        "meter_token": ("token",),
        "code_by_sms": ("sms", "text"),
        "sms_digits": ("sms",),
        "random_token": DIGITS,
        "password_shape": DIGITS,
    }
    PATTERNS = (
        # "password is X", "pw: X", "password's X": any value but an everyday word
        Pattern(
            "password_is",
            _CREDENTIAL_CUE
            + r"(?:\s+(?:is|was|=|:)(?!n['’]t)|\s*[:=]|['’]s)\s*(?:now\s+|still\s+)?[\"'“‘]?"
            + _ABOUT_IT
            + _VALUE,
            0.85,
        ),
        # "my password: correct horse battery staple", "passphrase is purple monkey dishwasher":
        # three to six words that close the sentence, none of them a stop word (`_prose`: "my
        # password is wrong every time" stays)
        Pattern(
            "passphrase",
            _CREDENTIAL_CUE
            + r"(?:[ \t]+(?:is|was)|[ \t]*[:=])[ \t]*[\"'“‘]?"
            + _ABOUT_IT
            + r"(?P<pii>[a-z]{2,}(?:[ \t]+[a-z]{2,}){2,5})[\"'”’]?[ \t]*(?=$|\n|[.!?,;)])",
            0.8,
        ),
        # "I tried logging in with Fluffy123": what one logs in with, when it holds a digit
        # ("log in with PayPal", "signed in with Google" stay)
        Pattern(
            "logged_in_with",
            r"\b(?:log(?:ged|ging)?|sign(?:ed|ing)?)[ \t]*(?:in|on)[ \t]+with[ \t]+" + _MIXED_VALUE,
            0.7,
        ),
        # "can't log in, I tried Tiger$2024x9 and Tiger.2024x9": what one tried in a sentence
        # about logging in or a password, when it mixes letters and digits; the second of two
        # is found on its own
        Pattern("tried_to_log_in", _TRIED_TO_LOG_IN + _MIXED_VALUE, 0.7),
        Pattern(
            "tried_to_log_in",
            _TRIED_TO_LOG_IN + r"\S+[ \t]+(?:and|or)[ \t]+(?:then[ \t]+)?" + _MIXED_VALUE,
            0.7,
        ),
        # "the wifi is called BT-Hub-88 and the key is 7KXP9QRT": the key of a network the
        # message names
        Pattern(
            "network_key",
            r"\b(?:wi-?fi|wlan|router|network|hub)\b[^.\n]{0,60}?\bkey[ \t]+(?:is|was|:)[ \t]*"
            + _CREDENTIAL_SHAPE,
            0.75,
        ),
        # a recovery phrase: three to twenty-four words after its name (fewer than a wallet's
        # twelve are judged like a passphrase, see `_prose`)
        Pattern(
            "seed_phrase",
            r"\b(?:(?:recovery|seed|secret|backup|wallet)[ \t]+(?:phrase|words)|mnemonic)"
            r"(?:[ \t]+(?:is|was)|[ \t]*[:=])[ \t]*[\"'“‘]?"
            r"(?P<pii>[a-z]{3,8}(?:[ \t,]+[a-z]{3,8}){2,23})",
            0.85,
        ),
        # "password Bluebell_88", "pw hunter22": without a verb, only a value that looks
        # like one (a digit, a symbol or an inner capital), so prose ("your password by
        # email") stays
        Pattern(
            "password_bare",
            # (three characters at least: "my PIN 3 times", "pin 2 of 3" hold no secret)
            r"(?:" + _CREDENTIAL_CUE + r"|\bpass\b)\s+[\"'“‘]?(?=[^\s,;]{3})" + _CREDENTIAL_SHAPE,
            0.8,
        ),
        # "changed my password to Bluebird77", "set the pin as 4821": the value it became
        # (only one that looks like a secret: "changed my password to something longer")
        Pattern(
            "password_to",
            _CREDENTIAL_CUE
            # "my password got changed to Blue$ky2024": what was done to it, then the value
            + r"(?:\s+(?:(?:got|was|has\s+been|had\s+been)\s+)?(?:changed|reset|updated|set))?"
            r"\s+(?:to|as|from)\s+(?:be\s+)?[\"'“‘]?" + _CREDENTIAL_SHAPE,
            0.8,
        ),
        # "i changed the wifi key to Qrmfkqudzq": a value of letters alone that no dictionary
        # holds ("changed my password to something longer", "my pin to unlock" stay; see
        # `analyze`)
        Pattern(
            "password_to_word",
            _CREDENTIAL_CUE + r"\s+(?:to|as)\s+(?:be\s+)?[\"'“‘]?(?P<pii>\p{L}{6,})(?![\w'’@-])",
            0.8,
        ),
        # "can you check if Pa55word! is my current password": the value before the cue
        Pattern(
            "is_my_password",
            r"(?<!\S)[\"'“‘]?" + _CREDENTIAL_SHAPE + r"[\"'”’]?\s+(?:is|was)\s+(?:my|the)\s+"
            r"(?:current\s+|old\s+|new\s+|actual\s+)?(?:password|passcode|pin|pw)\b",
            0.8,
        ),
        # 'the password I set was "correct horse battery staple"': a quoted passphrase, whole
        Pattern(
            "password_quoted",
            _CREDENTIAL_CUE + r"(?:\s+(?:is|was|=|:)|\s*[:=])?\s*[\"“]"
            r"(?P<pii>[^\"”\n]*[^\s\"”][^\"”\n]*)[\"”]",
            0.85,
        ),
        # "PIN - 0 4 7 7", "pin: 0477", "pin number 7781", "the card pin? 0912": the digits
        # of a PIN after its cue, spaced or not
        Pattern(
            "pin_digits",
            r"\bpin(?:['’]s|[ \t]+(?:number|no\.?|code))?\b[ \t]*(?:is|was|[:=#?–-])?[ \t]*"
            + _OTP_VALUE,
            0.8,
        ),
        # "cvv 482", "CVC: 091", "security code on the back is 331": a card's security code
        Pattern(
            "card_security_code",
            r"\b(?:cvv2?|cvc2?|cv2|csc|card\s+verification\s+(?:code|value)"
            r"|security\s+code(?=\s+on\s+the\s+back|\s*(?:is|was|:)?\s*\d{3}(?![\d-])))"
            r"(?:\s+(?:number|code|no\.?|on\s+the\s+back))?(?:\s+(?:is|was)|\s*[:=#?-])?\s*"
            r"(?P<pii>\d(?:[ ]?\d){2,3})(?![\w-])",
            0.85,
        ),
        # "memorable number 1966": the digits of a security answer, with no verb
        Pattern(
            "memorable_digits",
            r"\bmemorable\s+(?:number|date|digits)\s*[:=]?\s*(?P<pii>\d[\d /.-]{1,12}\d)(?![\w-])",
            0.85,
        ),
        # "... my password, the old one was Sunflower#2019": the one a password sentence names
        Pattern(
            "one_was",
            r"\b(?:password|passcode|pin)\b[^.!?\n]{0,60}?\b(?:old|new|current|last)\s+one\s+"
            r"(?:is|was|=|:)\s*[\"'“‘]?" + _CREDENTIAL_SHAPE,
            0.8,
        ),
        # "asked for my pin and i typed 6507", "PIN for the door isn't working, app gave me
        # 9710": digits the customer typed, entered or was given in a sentence about a PIN
        Pattern(
            "pin_typed",
            r"\b(?:pin|passcode)\b[^.!?\n]{0,80}?\b(?:typed|entered|put\s+in|used|tried"
            r"|gave\s+me|sent\s+me|texted\s+me)\s+(?:in\s+)?(?P<pii>\d{4,8})(?![\w-]|[.,]\d)",
            0.7,
        ),
        # answers to security questions are secrets too
        Pattern(
            "security_answer",
            r"\b(?:memorable\s+(?:word|name|place|date|info(?:rmation)?)"
            r"|secret\s+(?:word|answer|question\s+answer)|security\s+(?:question\s+)?answer"
            r"|answer\s+to\s+(?:my|the)\s+security\s+question"
            # in Latvian and Slovak: "drošības jautājuma atbilde", "odpoveď na otázku"
            r"|(?:droš[īi]bas\s+)?jaut[āa]juma\s+atbilde|odpove[ďd]\s+na\s+(?:bezpe[čc]nostn[úu]\s+)?ot[áa]zku)"
            # "security answer on file: ...", "What is your memorable word? tulip88"
            r"(?:\s+on\s+file)?(?:\s+(?:is|was)|\s*[:=?])\s*[\"'“‘]?" + _VALUE,
            0.85,
        ),
        Pattern(
            "token_cue",
            r"\b(?:api[\s_-]*key|secret(?:\s+key)?|access\s+key|token|bearer|auth\s+key"
            r"|private\s+key|client\s+secret|(?:integration|signing|webhook|app|service|deploy)"
            r"\s+key)\b(?:\s+(?:is|was|=|:)|\s*[:=])?\s*" + _TOKEN_VALUE,
            0.6,
        ),
        Pattern(
            "one_time_code",
            r"\b(?:otp|2fa|mfa|one[\s-]*time|verification|security|confirmation|login|auth"
            r"|sms|access)\s*(?:pass)?code\b(?:\s+(?:is|was|=|:)|\s*[:=])?\s*" + _OTP_VALUE,
            0.85,
        ),
        # "the transfer code is GF-7KQ-2XA", "code de transfert : 48213": a code that hands
        # over what it unlocks (a ticket passed on, a gift card, a locked device)
        Pattern(
            "claim_code",
            r"\b(?:(?:transfer|claim|redemption|redeem|unlock|release|gift[\s-]*card)\s+code"
            r"|code\s+de\s+(?:transfert|d[ée]blocage)|c[óo]digo\s+de\s+(?:transferencia|desbloqueo"
            r"|canje)|übertragungscode|freischaltcode)(?:\s+(?:is|was|=|:|est|es|ist)|\s*[:=])?"
            r"\s*(?P<pii>(?=[\w-]*\d)[A-Za-z0-9][A-Za-z0-9-]{2,30}[A-Za-z0-9])(?![\w-])",
            0.8,
        ),
        # "the code you sent is 441307", "the code I got was 676 799": a code someone sent
        Pattern(
            "code_sent",
            r"\b(?:the|my|your|this|that)\s+(?:code|pin|passcode)\s+"
            r"(?:(?:you|u|they|it|i|we)\s+(?:just\s+)?"
            r"(?:sent|texted|emailed|gave|got|received|was\s+sent|were\s+sent)(?:\s+(?:me|us))?"
            r"\s*(?:is|was|=|:)?|is|was|:)\s*" + _OTP_VALUE,
            0.8,
        ),
        # "I changed it to Kilimanjaro!77": what a credential was set to, when the value
        # mixes letters and digits ("changed it to next day" and "to XL" stay)
        Pattern(
            "changed_it_to",
            r"\b(?:changed|reset|updated|set|switched)\s+it\s+(?:to|as)\s+(?:be\s+)?[\"'“‘]?"
            + _MIXED_VALUE,
            0.6,
        ),
        # "the code its 007651", "code de sécurité from the bank was 280 448", "collect with
        # code 929 539"
        Pattern(
            "code_was",
            _OTHER_CODES_BEFORE + r"\bcode\b(?:[ \t]+[^\s\d]+){0,5}?[ \t]+"
            r"(?:is|was|its|it'?s|=|:|(?:changed|set|reset)[ \t]+to|is[ \t]+now"
            # "is" where a code is called "code" too ("le code est", "el code es", "der Code
            # ist", "code bi"), and the Nordic and Slavic "er", "är", "je", "jest"
            r"|est|es|ist|er|är|ar|je|jest|è|é|bi)[ \t]*" + _OTP_VALUE,
            0.7,
        ),
        Pattern(
            "with_code",
            r"\b(?:with|use|using|enter|entered|type|typed|quote)\s+(?:the\s+|this\s+)?"
            r"(?:pin|code)\s*:?\s*" + _OTP_VALUE,
            0.75,
        ),
        # "the last password I remember setting is X", "the admin password printed on the box
        # (X)": a value that looks like one, a few words after the cue
        Pattern(
            "password_later",
            r"\bpass(?:word|code|phrase)\b,?(?:[ \t]+[^\s(]+){0,6}?[ \t]+"
            r"(?:is|was|it'?s|its)(?:[ \t]+(?:still|now|currently))?[ \t]+[\"'“‘]?"
            + _CREDENTIAL_SHAPE,
            0.75,
        ),
        Pattern(
            "password_bracketed",
            r"\bpass(?:word|code|phrase)\b[^.\n(]{0,40}\(" + _CREDENTIAL_SHAPE + r"\)",
            0.75,
        ),
        # an eSIM's activation code (GSMA SGP.22: "LPA:1$<SM-DP+ address>$<matching id>"):
        # whoever holds it can install the line on their own phone
        Pattern(
            "esim_activation",
            r"(?i)\bLPA:1\$[a-z0-9.-]+\.[a-z]{2,}\$[a-z0-9-]{4,}(?:\$[^\s$]*){0,2}",
            0.95,
        ),
        # a number-porting code: "PAC code YKN958665", "STAC 123456ABC"
        Pattern(
            "porting_code",
            r"\b(?:pac|stac|upc|porting)\s*(?:code)?\s*(?:is|:)?\s*"
            r"(?P<pii>[A-Z]{2,3}\d{6}|\d{6}[A-Z]{3})\b",
            0.8,
        ),
        # "gate code 6644", "safe pin 0412": the code that opens a door, a safe or an alarm
        Pattern(
            "access_code",
            r"\b(?:gate|door|safe|alarm|key|lock|entry|building|keypad|locker|access|garage"
            r"|buzzer|intercom|lobby|pick[ -]?up|collection|handover|room|meeting|omniva|inpost"
            r"|paczkomat)"
            # which one, by its number: "locker 14 code 7731"; or its remote: "gate remote,
            # code 4471"
            r"(?:[ \t]+(?:no\.?[ \t]*)?\d{1,4}|[ \t]+remote,?)?[ \t]*(?:code|pin)"
            # "19A#": a letter may be in it, a hash or a star may end it
            r"\s*(?:is|was|:|#)?\s*"
            # "room code 738-221", "locker code B12-34": or in two groups; or letters and two
            # digits or more mixed ("room code 4K7P")
            r"(?P<pii>\d{4,8}[#*]?|[A-Za-z]?\d{2,4}[- ]\d{2,4}|(?=\w*\d{2})[A-Za-z\d]{3,8}[#*]"
            r"|(?=[A-Za-z]*\d[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]{4,8})"
            r"(?![\w-])",
            0.75,
        ),
        # "the gate is 4471#", "the door was 0412": what a gate or door opens to, said as what
        # it is (an airport's "the gate is 12" has fewer digits and no hash)
        Pattern(
            "gate_is",
            rf"\b(?:{'|'.join(_GATES)})[ \t]+(?:is|was)[ \t]+"
            r"(?P<pii>\d{4,8}[#*]?|\d{2,3}[#*])(?![\w-])",
            0.75,
        ),
        # "kod blik 482913": a Polish BLIK payment code, six digits that pay from the account
        Pattern(
            "blik",
            r"\bblik(?:[ \t]+(?:code|kod))?[ \t]*(?:is|to|:)?[ \t]*"
            r"(?P<pii>\d{3}[ ]?\d{3})(?![\w-])",
            0.8,
        ),
        # "keypad 3319 on the side door", "the lockbox, code 7734", "Gate: 4455#": a keypad's
        # number, a code after what it opens, or a field of what it opens; an airport's "Gate:
        # 12" has fewer digits and no hash
        Pattern(
            "keypad",
            r"\b(?:keypad|keycode|key[ \t]*safe|lock[ \t]*box|key[ \t]*box|padlock),?"
            r"[ \t]+(?:(?:code|pin)[ \t]+)?(?P<pii>\d{4,8}[#*]?)(?![\w-])"
            r"|(?m:^)[ \t>]*(?:gate|door|entry|access|building|garage|alarm)(?:[ \t]+code)?"
            r"[ \t]*:[ \t]*(?P<pii>\d{4,8}[#*]?|\d{2,8}[#*])(?![\w-])",
            0.75,
        ),
        # "Wifi: HomeSweet99", "wifi is BondiBeach2024": a value mixing letters and digits
        # after the network's name is its key ("wifi is down" and "Wifi: 5GHz" stay)
        Pattern(
            "wifi_value",
            r"\bwi-?fi\b(?:[ \t]+(?:is|was))?[ \t]*[:=]?[ \t]*" + _MIXED_VALUE,
            0.7,
        ),
        # "the code 3390 for the front door": a code, then what it opens
        Pattern(
            "code_for_door",
            _OTHER_CODES_BEFORE + r"\bcode[ \t]+(?P<pii>\d{4,8}[#*]?)[ \t]+(?:for|to|on|of)[ \t]+"
            r"(?:the[ \t]+|my[ \t]+)?(?:[^\s\d]+[ \t]+)?(?:door|gate|lock[ \t]*box|key[ \t]*safe"
            r"|garage|building|entrance|locker|alarm|padlock|keypad)\b",
            0.75,
        ),
        # "lock combination is 3-17-29", "the padlock combo: 0-12-33": a combination lock's
        # numbers, in groups
        Pattern(
            "lock_combination",
            r"\b(?:lock|padlock|locker|safe|bike[ \t]+lock)[ \t]+(?:combination|combo)"
            r"\s*(?:is|was|:|#)?\s*(?P<pii>\d{1,3}(?:[ \t]*[-–/.][ \t]*\d{1,3}){2,4}|\d{3,8})"
            r"(?![\w-])"
            # "the combo on the bike lock is 2-7-4-9": the lock after the combination
            r"|\b(?:combination|combo)[ \t]+(?:on|for|of|to)[ \t]+(?:the[ \t]+|my[ \t]+)?"
            r"(?:[^\s\d]+[ \t]+)?(?:lock|padlock|locker|safe)\s*(?:is|was|:)?\s*"
            r"(?P<pii>\d{1,3}(?:[ \t]*[-–/.][ \t]*\d{1,3}){2,4}|\d{3,8})(?![\w-])",
            0.75,
        ),
        # "Пароль: Qwerty2024!", "parola veche era Tajine$792": a password named in another
        # language, then ":" or that language's "is" or "was", a few words on at most
        Pattern(
            "password_abroad",
            rf"\b{_PASSWORD_ABROAD}\b,?(?:[ \t]+[^\s(:]+){{0,6}}?"
            r"(?:[ \t]*[:=]|[ \t]+(?:is|was|era|é|è|es|est|ist|är|var|jest|je|adalah|là|oli))"
            r"[ \t]+[\"'“‘]?" + _CREDENTIAL_SHAPE,
            0.75,
        ),
        # "password" and one-time or PIN codes in Chinese, Japanese, Korean and Arabic, whose
        # particle or colon is glued to the cue ("パスワードは Abc12345", "验证码是482913",
        # "인증번호 482913", "كلمة المرور: Ahmed2024")
        Pattern(
            "password_cjk",
            any_form_of(_PASSWORDS_CJK)
            + r"[ \t]*(?:は|是|为|는|은|هي)?[ \t]*:?[ \t]*"
            + _CREDENTIAL_SHAPE,
            0.8,
        ),
        Pattern(
            "code_cjk",
            any_form_of(_CODES_CJK) + r"[ \t]*(?:は|是|为|는|은|هو)?[ \t]*:?[ \t]*" + _OTP_VALUE,
            0.8,
        ),
        # "Kennwort 771290", "senha Lua2024": without a verb, a value that looks like one
        Pattern(
            "password_abroad_bare",
            rf"\b{_PASSWORD_ABROAD}\b[ \t]+[\"'“‘]?" + _CREDENTIAL_SHAPE,
            0.75,
        ),
        # "código de verificação 551902", "Bestätigungscode: 992011", "code de vérification
        # 118822": a one-time code named in another language
        Pattern(
            "one_time_abroad",
            r"\b(?:c[óo]digo[ \t]+de[ \t]+(?:verifica[çc][ãa]o|verificaci[óo]n|seguran[çc]a"
            r"|seguridad|confirma[çc][ãa]o|confirmaci[óo]n|acceso|acesso|activaci[óo]n)"
            r"|code[ \t]+de[ \t]+(?:v[ée]rification|s[ée]curit[ée]|confirmation|validation)"
            r"|codice[ \t]+di[ \t]+(?:verifica|sicurezza|conferma)"
            r"|(?:best[äa]tigungs|verifizierungs|sicherheits|einmal|freigabe)code"
            r"|kode[ \t]+(?:otp|verifikasi)|m[ãa][ \t]+(?:otp|x[áa]c[ \t]+(?:nh|th)[ậa]n))"
            r"(?:[ \t]+(?:é|es|est|ist|è|adalah|là|era|war|était))?[ \t]*:?[ \t]*" + _OTP_VALUE,
            0.8,
        ),
        # "key safe code for the viewing is A0082", "Key safe: T9699": what opens a key safe
        Pattern(
            "key_safe",
            r"\b(?:key[ \t]*safe|lock[ \t]*box|key[ \t]*box)(?:[ \t]+(?:code|pin))?"
            r"(?:[ \t]+[^\s\d:]+){0,4}?(?:[ \t]+(?:is|was)|[ \t]*[:=#])[ \t]*"
            r"(?P<pii>[A-Za-z]?\d{3,8}#?)(?![\w-])",
            0.75,
        ),
        # a prepaid meter's token: "token listrik 3273-4157-1120-4100-4577", twenty digits
        Pattern(
            "meter_token",
            r"\btoken\b(?:[ \t]+[^\W\d_]+){0,2}?(?:[ \t]+(?:is|was)|[ \t]*:)?[ \t]*"
            r"(?P<pii>\d{4}(?:[ -]?\d{4}){4})(?![\w-])",
            0.95,
        ),
        # "Am primit un SMS cu codul 24426": the code a text message brought, in any language
        Pattern(
            "code_by_sms",
            # (English "code" has patterns of its own that know a promo code from a secret)
            r"\b(?:sms|text(?:\s+message)?)\b[^.\n]{0,40}?\b"
            + _CODE_ABROAD
            + r"[ \t]*:?[ \t]*(?P<pii>\d{4,8})(?![\w-])",
            0.75,
        ),
        Pattern(
            "code_digits",
            r"(?<![\w-])(?:code|pin)\s*(?:is|was|:|#)?\s*(?P<pii>\d{6,8})(?![\w-])",
            0.6,
        ),
        # "SMS 482913 neveikia", "code from sms 482913": digits right after "SMS"
        Pattern("sms_digits", r"\bsms[ \t]*[:#-]?[ \t]*(?P<pii>\d{4,8})(?![\w-])", 0.7),
        Pattern(
            "sms_said",
            r"\b(?:sms|text|message)\s+(?:said|says|says\s+it's|was)\s*:?\s*" + _OTP_VALUE,
            0.7,
        ),
        # "Your one-time code is below." quoted, then "I got 312140, entering it now": in a
        # message about such a code, the number someone got, typed or was shown
        Pattern(
            "code_got",
            r"(?s)\b(?:one[- ]?time|verification|security|login|sign[- ]?in|sms|otp|2fa"
            r"|confirmation|access)[ \t]*(?:pass)?code\b.{0,400}?"
            r"\b(?:got|get|received|entered|entering|typed|typing|tried|trying|used|using"
            r"|put\s+in)[ \t]+(?:the[ \t]+)?(?:code[ \t]+)?"
            + _OTP_VALUE
            + r"(?![ \t]*(?:times|minutes?|mins?|seconds?|days?|hours?|items?|orders?|%))",
            0.75,
        ),
        Pattern(
            "backup_code",
            r"\b(?:backup|recovery|reset)\s+codes?(?:\s+[a-z]+){0,2}?\s*(?:is|was|:)?\s*"
            r"(?P<pii>(?=[A-Za-z0-9 -]*\d)[A-Za-z0-9]{4,6}"
            r"(?:-[A-Za-z0-9]{4,6}"
            r"|[ ](?:(?-i:[A-Z0-9]{4,6})|(?=[A-Za-z]*\d)[A-Za-z0-9]{4,6})){0,5})"
            r"(?![\w-])",
            0.8,
        ),
        # "my recovery code is tiger-lamp-42", "the code word is maple-river-77": a code of
        # words, when it holds a digit or a symbol
        Pattern(
            "code_word",
            r"\b(?:(?:backup|recovery|door|gate|entry|alarm|access)[ \t]+code|code[ \t]*word)"
            r"(?:[ \t]+(?:is|was)|[ \t]*[:=])[ \t]*[\"'“‘]?" + _CREDENTIAL_SHAPE,
            0.8,
        ),
        # "Code sent 482913", "OTP received: 4821": a form's or a log's line, with no verb
        Pattern(
            "code_then_sent",
            _OTHER_CODES_BEFORE
            + r"\b(?:(?:otp|sms|2fa|mfa|one[\s-]*time|verification|security|login|confirmation"
            r"|access)[ \t]*(?:pass)?code|(?:pass)?code|otp|pin)[ \t]+(?:sent|received|texted"
            r"|emailed)(?:[ \t]+(?:to|by|via)[ \t]+(?:my[ \t]+)?\w+)?[ \t]*[:=-]?[ \t]*"
            + _OTP_VALUE,
            0.8,
        ),
        # "the TAC was 776413": a one-time code by its abbreviation (TAC: a Malaysian bank's
        # transaction authorisation code)
        Pattern("otp_word", r"\b(?:otp|2fa|tac)\b(?:\s+(?:is|was)|\s*:)?\s*" + _OTP_VALUE, 0.85),
        # a long random token (letters and digits mixed, no UUID, URL or path): keys and
        # session tokens pasted without a cue, with the number and tilde a learning
        # platform's token opens with ("7~aB3dE5...")
        Pattern(
            "random_token",
            r"(?<![\w/.:@~-])(?:\d{1,5}~)?(?!" + UUID + r"\b)"
            r"(?=[A-Za-z0-9_.-]*\d[A-Za-z0-9_.-]*\d)(?=[A-Za-z0-9_.-]*[a-z])(?=[A-Za-z0-9_.-]*[A-Za-z])"
            r"[A-Za-z0-9][A-Za-z0-9_.-]{26,}[A-Za-z0-9](?![\w/@]|\.\w)",
            0.5,
        ),
        # a password by its shape alone, in a sentence of any language: a capital, a small
        # letter, a digit and a symbol inside one word of eight or more ("Tamarind$2024Xy",
        # "Lotus#8841"); no email, address or price has all four
        Pattern(
            "password_shape",
            r"(?<![^\s(\"'“‘:=])(?-i:(?=[^\s@/]*\p{Lu})(?=[^\s@/]*\p{Ll}))(?=[^\s@/]*\d)"
            r"(?=[^\s@/]*\w[!#$%&*^~+=?][^\s@/]*\w)[^\s@/,;\"'”’)]{8,32}"
            r"(?<=\w)(?=[\s,;.!?)\"'”’]|$)",
            0.6,
        ),
        Pattern(
            "issuer_prefix",
            r"(?<![\w-])(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{8,}"
            r"|(?<![\w-])sk-(?:proj-|live-|ant-)?[A-Za-z0-9_-]{16,}"
            r"|(?<![\w-])(?:AKIA|ASIA)[A-Z0-9]{16}(?!\w)"
            r"|(?<![\w-])AIza[0-9A-Za-z_-]{20,}"
            r"|(?<![\w-])gh[pousr]_[A-Za-z0-9]{20,}"
            r"|(?<![\w-])xox[abprs]-[A-Za-z0-9-]{10,}"
            r"|(?<![\w-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"
            r"|(?<![\w-])SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}"
            r"|(?<![\w-])(?:npm|glpat|pypi|shpat|shpss|hf)[_-][A-Za-z0-9_-]{20,}",
            0.9,
        ),
    )
    FLAGS: ClassVar[int] = regex.IGNORECASE

    def analyze(self, text: str, deadline: Deadline) -> list[Finding]:
        return [f for f in super().analyze(text, deadline) if not _prose(text, f)]

    def validate(self, value: str) -> bool | None:
        # "my password is wrong", "the pin is in the email": a cue followed by a word
        lowered = value.lower().rstrip("!")
        if lowered in _NOT_SECRETS or is_stop_word(lowered):
            return False  # "Security question answer: see notes"
        if is_past_participle(lowered):
            return False  # "my password was rejected", "the pin is blocked"
        return None


def _prose(text: str, finding: Finding) -> bool:
    """What a pattern that takes words took is words about the credential, not it: an
    everyday word after "changed my password to", a stop word in a passphrase or in a
    recovery phrase shorter than a wallet's twelve words ("my recovery phrase is not working
    anymore")."""
    value = text[finding.start : finding.end].lower()
    if finding.explanation.pattern == "password_to_word":
        return is_everyday(value)
    words = value.replace(",", " ").split()
    if finding.explanation.pattern == "passphrase" or (
        finding.explanation.pattern == "seed_phrase" and len(words) < 12
    ):
        return any(
            # "doesnt", "isnt": a stop word typed without its apostrophe
            is_stop_word(w) or (w.endswith("nt") and is_stop_word(w[:-2])) or is_past_participle(w)
            for w in words
        )
    return False


_NOT_SECRETS = frozenset(
    """wrong incorrect invalid expired reset forgotten not no the a an my your it this that
    correct right fine ok okay working changed sent required needed missing here there
    below above attached and or for to in on of with too again please""".split()
)


class BankAccountRecognizer(PatternRecognizer):
    """Sort codes, routing numbers and the account numbers written beside them."""

    NAME = "bank_account"
    ENTITY = "BANK_ACCOUNT"
    REQUIRES: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "sort_code": ("sort", "s/c", "sc"),
        "bsb": ("bsb",),
        "routing": ("routing", "aba", "rtn", "transit"),
        "account_number": ("account", "acct", "acc", "a/c", "checking", "savings"),
        "ifsc": ("ifsc",),
        "transit_institution": ("transit", "institution"),
        "account_abroad": (
            *("rib", "nib", "clabe", "cbu", "cvu", "nuban", "rek", "konto", "cuenta", "conta"),
            *("compte", "khoản", "khoan", "λογαρ", "λoγap", "сч"),
            *("hesap", "tili", "účt", "uct", "계좌", "clearing", "bankgiro", "plusgiro"),
        ),
        "agencia_conta": ("agência", "agencia", "ag.", "conta"),
        "clearing": ("clearing",),
        "registration": ("reg",),
        "account_cjk": gate_words(_ACCOUNTS_CJK),
        "payment_handle": ("@",),  # the one pattern that needs no digit
        "cbu_alias": ("alias",),  # and this one
        "sort_and_account": DIGITS,
        "account_and_sort": DIGITS,
    }
    PATTERNS = (
        Pattern(
            "sort_code",
            r"\b(?:sort(?:[\s-]*code)?|s/c|sc)\b\s*(?:is|:|-)?\s*"
            r"(?P<pii>\d{2}[ ./-]{0,3}\d{2}[ ./-]{0,3}\d{2})"
            r"(?![\d])",
            0.85,
        ),
        # an Australian bank-state-branch number: "BSB 045-824"
        Pattern("bsb", r"\bbsb\b\s*(?:is|:|-)?\s*(?P<pii>\d{3}[ -]?\d{3})(?!\d)", 0.85),
        Pattern(
            "routing",
            r"\b(?:routing|aba|rtn|transit)\b(?:\s*(?:number|no\.?|num|#))?\s*(?:is|:|-)?\s*"
            r"(?P<pii>\d{9})(?!\d)",
            0.85,
        ),
        Pattern(
            "account_number",
            r"\b(?:account|acct|acc|a/c|checking|savings)\b(?:\s*(?:number|no\.?|num|#))?"
            r"\s*(?:is|:|-|#)?\s*"
            r"(?P<pii>\d(?:[ -]?\d){5,16})(?!\d)",
            0.6,
        ),
        # an Indian branch code: "IFSC UTIB0209142"
        Pattern(
            "ifsc",
            r"\bifsc\b(?:\s*code)?\s*(?:is|:|-)?\s*(?P<pii>[A-Za-z]{4}0[A-Za-z0-9]{6})(?![\w-])",
            0.85,
        ),
        # a Canadian branch and bank: "transit 60940 institution 006"
        Pattern(
            "transit_institution",
            r"\b(?:transit|institution)\b(?:\s*(?:number|no\.?|#))?\s*(?:is|:|-)?\s*"
            r"(?P<pii>\d{5}|\d{3})(?!\d)",
            0.6,
        ),
        # an account number under its name abroad: "RIB 181450342373186547744530", "NIB para
        # reembolso: 0035 0199 19417154196 37", "Số tài khoản nhận tiền: 19036836621292"
        Pattern(
            "account_abroad",
            r"\b(?:rib|nib|clabe|cbu|cvu|nuban|rekening|no\.?\s*rek|konto(?:nummer)?|cuenta"
            r"|conta|compte|s[ốo]\s+t[àa]i\s+kho[ảa]n|t[àa]i\s+kho[ảa]n"
            # Turkish, Finnish, Czech, Korean and Swedish
            r"|hesap(?:[ \t]+(?:no|numaras[ıi]m?))?|tilinumero|tili|(?:č[íi]slo[ \t]+)?[úu][čc]tu?"
            r"|계좌(?:번호)?|clearing(?:nummer)?|bankgiro|plusgiro|"
            + any_form_of(("λογαριασμός", "λογαριασμού", "λογαριασμο", "счёт", "счет"))
            + r")\b"
            r"(?:[ \t]+[^\W\d_]+){0,3}?[ \t]*[:#]?[ \t]*"
            # a Uruguayan account keeps its kind before it: "CA 8468186" (caja de ahorro)
            r"(?P<pii>(?:(?-i:CA|CC)[ ])?\d(?:[ .-]?\d){5,29})(?!\d)",
            0.8,
        ),
        # an account number after its name in Chinese or Japanese, glued to its particle
        # ("口座番号 1234567", "银行账号是6222…"), or in Arabic ("رقم الحساب 123456789")
        Pattern(
            "account_cjk",
            any_form_of(_ACCOUNTS_CJK)
            + r"[ \t]*(?:は|是|为|：|:)?[ \t]*(?P<pii>\d(?:[ .-]?\d){5,29})(?!\d)",
            0.8,
        ),
        # a Brazilian branch and account: "agência 1234", "conta corrente 56789-0" (an
        # account there ends in a check digit after a hyphen)
        Pattern(
            "agencia_conta",
            r"\b(?:ag[êe]ncia|ag\.)[ \t]*:?[ \t]*(?P<pii>\d{4}(?:-\d)?)(?![\w-])"
            r"|\bconta(?:[ \t]+(?:corrente|poupan[çc]a|c/c))?[ \t]*:?[ \t]*"
            r"(?P<pii>\d{3,12}-[\dxX])(?![\w-])",
            0.8,
        ),
        # a Swedish clearing number (a bank's branch, four or five digits): "clearing 8327-9"
        Pattern(
            "clearing",
            r"\bclearing(?:[ \t]*(?:nummer|nr\.?|number|no\.?))?[ \t]*(?:is|är|:)?[ \t]*"
            r"(?P<pii>\d{4}(?:-\d)?)(?![\w-])",
            0.8,
        ),
        # a Danish or Norwegian bank's registration number (four digits) before the account:
        # "reg.nr. 5301 konto 0245123456", "Reg.nr.: 5301"
        Pattern(
            "registration",
            r"\breg\.?[ \t]*nr\.?[ \t]*(?:er|is|:)?[ \t]*(?P<pii>\d{4})(?![\w-])",
            0.75,
        ),
        # a payment handle: "nourhan.abou@instapay", "ravi.k@okaxis" (UPI)
        Pattern(
            "payment_handle",
            r"(?<![\w.@])(?P<pii>[\w.-]+@(?:instapay|upi|ybl|ibl|axl|apl|paytm|okaxis|okhdfcbank"
            r"|oksbi|okicici))(?![\w@-]|\.\w)",
            0.85,
        ),
        # an Argentine account's alias (CBU or CVU): two to four words joined by dots, which
        # pay into the account as its number does ("mi alias es sol.rio.mate")
        Pattern(
            "cbu_alias",
            r"\balias(?:[ \t]+(?:cbu|cvu|de[ \t]+(?:la[ \t]+)?cuenta))?"
            r"(?:[ \t]+(?:es|is|:)|[ \t]*:)?[ \t]*"
            r"(?P<pii>[a-z0-9]{2,}(?:\.[a-z0-9]{2,}){1,3})(?![\w.@-]|\.\w)",
            0.8,
        ),
        # "21 - 92 - 30, 3776-2653": a sort code then an account number, after a bank cue
        Pattern(
            "sort_and_account",
            r"(?P<pii>\d{2}[ .-]{1,3}\d{2}[ .-]{1,3}\d{2},?\s+\d{4}[ -]?\d{4})(?!\d)",
            0.3,
        ),
        # the account first: "pay into 41839265 at 20-45-77"
        Pattern(
            "account_and_sort",
            r"(?<![\d-])(?P<pii>\d{4}[ -]?\d{4}(?:,|[ \t]+(?:at|/|and))?[ \t]+"
            r"\d{2}[ .-]{1,3}\d{2}[ .-]{1,3}\d{2})(?![\d-])",
            0.3,
        ),
    )
    CONTEXT = (
        *("bank", "transfer", "refund", "sort", "account", "acct", "routing", "wire", "bacs"),
        *("pay into", "paid into"),
    )
    FLAGS: ClassVar[int] = regex.IGNORECASE
